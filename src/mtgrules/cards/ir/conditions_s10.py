"""More kinds of condition (issue 12, s10 "cond"): "if an opponent has three or more poison
counters", "as long as an opponent has eight or more cards in their graveyard". Used wherever a
condition can appear, as those of ``ir/conditions.py``: an intervening "if" (603.4), an "as
long as" static ability (611.3a), "Activate only if" (602.5b), "If ..., EFFECT" (608.2c).
Evaluated by ``rules/conditions_s10.py``; read by ``transform_cond_s10.py``; written back by
``render/conditions.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Ref

#: what a player has, as the text says it: poison counters (122.1f), the cards in their
#: hand (402.1) and in their graveyard (404.1), life (119.1)
PLAYER_HAS = ("poison counters", "cards in hand", "cards in their graveyard", "life")


@dataclass(frozen=True, slots=True)
class PlayerHas:
    """ "an opponent has three or more poison counters", "an opponent has no cards in hand",
    "an opponent has eight or more cards in their graveyard": true when at least one opponent
    still in the game (102.2, 102.3) has that many (``op`` ">=" / "<=" / "==" ``n``);
    ``what`` one of :data:`PLAYER_HAS`; ``quantity`` how the number is said ("or more",
    "or fewer", "at least", "no", "or less" for life). ``player``: the player a reference
    names instead ("that player has two or fewer cards in hand": the player the trigger
    event names, 603.2, 608.2k)."""

    what: str
    op: str
    n: int
    quantity: str = "or more"
    player: Ref | None = None


@dataclass(frozen=True, slots=True)
class MeasureIs:
    """ "its mana value is 2 or less", "its mana value was 3 or less" (202.3), "that
    creature's power is 4 or greater" (208.1): an amount (``value``: ``ir.ManaValueOf``,
    ``ir.PowerOf``, ...) compared with ``n`` (``op`` "<=" or ">="); the object as it is now or
    as it last existed (608.2h). ``verb``: "is" or "was"; ``quantity``: "or less" or "or
    greater"."""

    value: Any
    op: str
    n: int
    quantity: str = "or less"
    verb: str = "is"


@dataclass(frozen=True, slots=True)
class SelfInGraveyard:
    """ "if this card is in your graveyard" (113.6b: an ability that says which zone it
    functions in functions only there): the object with the ability is a card in its
    owner's graveyard."""


@dataclass(frozen=True, slots=True)
class HadCounters:
    """ "if it had a +1/+1 counter on it", "if it had counters on it", "if it had no time
    counters on it" (122.1): the counters on the object with the ability as it last existed
    on the battlefield (603.10a, 608.2h: a creature that died), or on it now while it's still
    there. ``kind`` "" for counters of any kind; ``op`` compares their number with ``n``;
    ``quantity``: "a", "any", "no", "or more", ..."""

    kind: str
    op: str
    n: int
    quantity: str = "a"
    # "it": the object the trigger event names ("Whenever another creature you control dies,
    # if it had counters on it": as it last existed on the battlefield, 603.10a)
    of_trigger_object: bool = False


@dataclass(frozen=True, slots=True)
class ManaValuesInGraveyard:
    """ "there are five or more mana values among cards in your graveyard" (202.3: the
    number of different mana values among the cards in your graveyard is at least ``n``)."""

    n: int


@dataclass(frozen=True, slots=True)
class ControlsGreatest:
    """ "you control the creature with the greatest power or tied for the greatest power"
    (208.1; ``stat`` "power" or "toughness"): a creature you control has the greatest value
    among all creatures on the battlefield (none on the battlefield: false)."""

    stat: str


@dataclass(frozen=True, slots=True)
class RefHasKeyword:
    """ "if that creature has toxic", "if that creature has infect" (608.2c): the object
    ``ref`` names has the keyword ability ``keyword`` (702; any instance of it), as it is now
    or as it last existed (608.2h)."""

    ref: Any
    keyword: str
