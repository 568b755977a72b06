"""Conditions: "if you control three or more artifacts", "as long as seven or more cards are
in your graveyard", "if it's your turn".

One node per kind of fact, used everywhere a condition can appear: an intervening "if" of a
triggered ability (603.4), an "as long as" static ability (611.3a) and an "if ..., EFFECT"
inside a spell's or ability's text (608.2c). The engine evaluates them over the state
(``rules/conditions.py``); ``render/conditions.py`` writes them back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtgrules.cards.ir.conditions_more import (
    AttachedIs,
    OpponentHasMore,
    RefIs,
    TotalIs,
    WasCast,
    XAtLeast,
)
from mtgrules.cards.ir.conditions_s10 import (
    ControlsGreatest,
    HadCounters,
    ManaValuesInGraveyard,
    MeasureIs,
    PlayerHas,
    RefHasKeyword,
    SelfInGraveyard,
)
from mtgrules.cards.ir.counters import HasCounters
from mtgrules.cards.ir.dungeons import CompletedDungeon, HasInitiative
from mtgrules.cards.ir.history import HappenedThisTurn
from mtgrules.cards.ir.phases import PhaseIs
from mtgrules.cards.ir.refs import CountOf, Filter, Ref, SelfRef

if TYPE_CHECKING:
    from mtgrules.cards.ir.effects import Effect


@dataclass(frozen=True, slots=True)
class CountIs:
    """How many objects match a noun phrase, compared with ``n`` (``op``: ">=", "<=", "==").

    ``form`` is how the sentence says it: "you control" ("you control three or more
    artifacts", "you control another Merfolk"), "there are" ("there are seven or more cards
    in your graveyard"), "are in" ("seven or more cards are in your graveyard", "an artifact
    card is in your graveyard"), "are on the battlefield" ("no creatures are on the
    battlefield"), "you have" ("you have no cards in hand"). ``quantity`` is how it says the
    number: "or more", "or fewer", "at least", "a", "an", "another", "no"."""

    count: CountOf
    op: str
    n: int
    form: str = "you control"
    quantity: str = "or more"


@dataclass(frozen=True, slots=True)
class LifeIs:
    """119.1: a life total compared with ``n``: "you have 10 or less life", "an opponent has
    10 or less life" (any opponent), "a player has 13 or less life" (any player still in the
    game), "you have at least 15 life". ``who``: "you", "opponent" or "player";
    ``quantity``: "or less", "or more", "at least"."""

    who: str
    op: str
    n: int
    quantity: str = "or less"


@dataclass(frozen=True, slots=True)
class CardTypesInGraveyard:
    """Delirium: "there are four or more card types among cards in your graveyard" (205.2a:
    the card types; a card with two counts both)."""

    n: int


@dataclass(frozen=True, slots=True)
class YourTurn:
    """ "it's your turn" / "it's not your turn" (the active player, 102.1)."""

    negated: bool = False


@dataclass(frozen=True, slots=True)
class WasKicked:
    """ "it was kicked" (702.33e): the permanent resolved from a kicked spell (702.33d), or
    the spell itself was kicked."""


@dataclass(frozen=True, slots=True)
class OpponentsAtLeast:
    """ "you have two or more opponents" (102.2, 102.3: the players still in the game who
    aren't you and aren't your teammates)."""

    n: int


@dataclass(frozen=True, slots=True)
class IsMonarch:
    """ "you're the monarch" (724.1)."""


@dataclass(frozen=True, slots=True)
class ObjectIs:
    """ "this creature is tapped", "~ is attacking": an object (``ref``) with the state or
    characteristics ``word`` names: "tapped", "untapped", "attacking", "blocking",
    "enchanted" (an Aura is attached to it, 303.4), "equipped" (301.5)."""

    word: str
    ref: Ref = SelfRef()


@dataclass(frozen=True, slots=True)
class DefendingPlayerControls:
    """ "defending player controls an Island" (506.2): for an attack restriction, the player
    the creature would attack (or the controller of the planeswalker or battle)."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class AnyOf:
    """ "you control a Swamp or a Mountain": true when any of ``conditions`` is (each a
    CountIs of the "you control" form, written with one "you control")."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class Unless:
    """ "... unless CONDITION" ("This land enters tapped unless you control a Swamp."): true
    while ``condition`` is false."""

    condition: Condition


#: A condition of an intervening "if" (603.4), an "as long as" static ability (611.3a) or an
#: "if ..." inside an effect's text (608.2c).
@dataclass(frozen=True, slots=True)
class ControlsCommander:
    """ "you control a commander" (903.3d: a permanent that is a commander). h-misc: the
    engine plays no Commander games (903.1), so no permanent is a commander: never true.
    ``form``: "a commander" or "your commander" (s10 cond: 903.3, the commander you own)."""

    form: str = "a commander"


Condition = (
    ControlsCommander
    | CountIs
    | LifeIs
    | CardTypesInGraveyard
    | YourTurn
    | IsMonarch
    | OpponentsAtLeast
    | WasKicked
    | ObjectIs
    | AnyOf
    | Unless
    | DefendingPlayerControls
    | HasCounters  # ir/counters.py: "it has a +1/+1 counter on it" (122.1)
    | HappenedThisTurn  # ir/history.py: "if a creature died this turn" (h-history)
    | OpponentHasMore  # ir/conditions_more.py: "an opponent controls more lands than you"
    | WasCast  # "you cast it from your hand" (601.2)
    | AttachedIs  # "equipped creature is a Human" (301.5, 303.4)
    | TotalIs  # "creatures you control have total power 8 or greater" (208.1)
    | RefIs  # "if it's a creature" (608.2c)
    | XAtLeast  # "if X is 5 or more" (107.3)
    | PlayerHas  # ir/conditions_s10.py: "an opponent has three or more poison counters"
    | MeasureIs  # ir/conditions_s10.py: "its mana value is 2 or less"
    | SelfInGraveyard  # ir/conditions_s10.py: "this card is in your graveyard" (113.6b)
    | HadCounters  # ir/conditions_s10.py: "it had a +1/+1 counter on it" (603.10a)
    | ManaValuesInGraveyard  # ir/conditions_s10.py: "five or more mana values among ..."
    | ControlsGreatest  # ir/conditions_s10.py: "the creature with the greatest power" (208.1)
    | RefHasKeyword  # ir/conditions_s10.py: "if that creature has toxic" (608.2c)
    | PhaseIs  # ir/phases.py: "it's the first combat phase of the turn" (506.1, 505.1)
    | HasInitiative  # ir/dungeons.py: "you have the initiative" (725.1)
    | CompletedDungeon  # ir/dungeons.py: "you've completed a dungeon" (309.7)
)


@dataclass(frozen=True, slots=True)
class IfCondition:
    """ "If CONDITION, EFFECTS." inside a spell's or ability's text: the instructions are
    followed only if the condition is true as they are reached (608.2c). ``form``: "" the
    plain "If ..., ...", "then" ("Then if ..., ..."), "after" ("Draw a card if ...").

    "... instead" (608.2c, s9 cond): ``otherwise`` is the sentence before it, done only if the
    condition is false ("Draw a card. If you're the monarch, draw two cards instead.");
    ``instead`` says how it was written: "end" ("If ..., EFFECTS instead"), "front" ("If ...,
    instead EFFECTS"), "after" ("EFFECTS instead if ..."), "damage" / "damage after" ("If ...,
    it deals 5 damage instead": the damage before with another amount, ``joins`` (amount,
    source words "it" or "self"))."""

    condition: Condition
    effects: tuple[Effect, ...]
    form: str = ""
    otherwise: tuple[Effect, ...] = ()
    instead: str = ""
    joins: tuple[str, ...] = field(default=(), compare=False, hash=False, repr=False)
    otherwise_joins: tuple[str, ...] = field(default=(), compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class UnlessPays:
    """ "EFFECTS unless you pay {1}." (118.12a): the same as "You may pay {1}. If you don't,
    EFFECTS." The payer decides as the instruction is reached (a pulled decision)."""

    effects: tuple[Effect, ...]
    mana: str
    # issue 12 (payments by someone else, 118.12a): who pays, the words naming them ("you",
    # "they", "that player", "its controller", "any player"; ``payer`` None: the controller,
    # "any player": each player in turn, 101.4), and a life cost ("unless they pay 2 life")
    payer: Ref | None = None
    payer_words: str = "you"
    life: int = 0
