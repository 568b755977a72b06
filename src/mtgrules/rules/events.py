"""The events that replacement and prevention effects act on (614.1, 615.1), as data.

Each change the pipeline in :mod:`mtgrules.rules.pipeline` sees is one of these: the
rules function that makes the change builds the event, passes it to
``pipeline.replace(game, event)``, and applies what comes back (the event as modified,
or nothing when it was replaced by something else entirely). This module is a leaf: it
imports no rules module, so every rules module may use it.

A :class:`ReplacementEffect` is one applicable replacement or prevention effect, found for
one event: where it comes from (its source, for the chooser to see), its place in the order
of 616.1 (``tier``) and what it does to the event (``apply``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..decisions import Decision
from ..objects import Target
from ..zones import Zone

if TYPE_CHECKING:
    from ..cards.ir import CardDefinition
    from ..state import GameState
    from .layers import Characteristics

# 616.1a-e: the order in which the kinds of effect are considered.
SELF_REPLACEMENT = 0  # 616.1a, 614.15: the spell's or ability's own "instead"
CONTROL = 1  # 616.1b: how a permanent would enter under someone's control
COPY = 2  # 616.1c: a copy effect as a permanent enters
BACK_FACE_UP = 3  # 616.1d: a card would enter the battlefield with its back face up
OTHER = 4  # 616.1e: any other: the affected player or controller chooses

ANY_ORDER = "any order"
"""``ReplacementEffect.same`` of an effect whose result doesn't depend on the order in which
it and any other applies ("enters tapped"): the pipeline applies it first, asking no one
(616.1)."""


#: 701.19c: the restriction "can't be regenerated [this turn]" (an ``ir.Restriction`` word):
#: a destruction of a permanent with it isn't replaced by regeneration (zone_moves.destroy)
NO_REGEN = "be regenerated"


@dataclass(slots=True)
class DamageEvent:
    """120.3: damage from one source to one recipient. Damage dealt at once is one event
    (120.5): ``batch`` is shared by the damage dealt together, and holds the permanents whose
    shield counter (122.1c) has prevented it already."""

    source_id: int | None
    source_chars: Characteristics  # last known information of the source (608.2h)
    source_owner: int
    recipient: Target
    recipient_name: str
    amount: int
    combat: bool = False
    unpreventable: bool = False
    own: tuple[ReplacementEffect, ...] = ()  # 614.15: the dealer's self-replacement effects
    batch: set[int] = field(default_factory=set)
    # 614.9: a part of it that a redirection ("the next 1 damage") sends elsewhere, dealt at
    # the same time (120.5) after its own trip through the pipeline (rules/damage.py), and the
    # redirections already applied to it (614.5)
    split: list[DamageEvent] | None = None
    done: tuple[str, ...] = ()


@dataclass(slots=True)
class LifeGainEvent:
    """119.3, 119.9: a player would gain life."""

    player: int
    amount: int
    source: str
    rule: str = "119.3"
    own: tuple[ReplacementEffect, ...] = ()


@dataclass(slots=True)
class LifeLossEvent:
    """119.3: a player would lose life."""

    player: int
    amount: int
    source: str
    rule: str = "119.3"
    own: tuple[ReplacementEffect, ...] = ()


@dataclass(slots=True)
class DrawEvent:
    """121.1: a player would draw one card (121.2: each draw is its own event)."""

    player: int
    rule: str
    own: tuple[ReplacementEffect, ...] = ()


@dataclass(slots=True)
class DestroyEvent:
    """701.8: a permanent would be destroyed."""

    object_id: int
    why: str
    rule: str
    can_regenerate: bool = True
    by_effect: bool = True
    own: tuple[ReplacementEffect, ...] = ()


@dataclass(slots=True)
class ZoneMoveEvent:
    """400.7: an object would move to another zone; ``shuffle``: its owner shuffles the
    library after it is put there (Progenitus).

    To the battlefield, the event also says how the permanent enters (614.1c-d, 614.12),
    which the replacement effects that modify how it enters change: under whose control
    (``controller``, 616.1b), as a copy of what (``copy_of``: copiable values, 616.1c,
    707.5), ``tapped``, and the ``counters`` it enters with. ``card``: its own values
    before any copy effect (the card, or a token's definition, 111.4); ``token``: a token
    being created (111.1; ``object_id`` is then -1: no object exists yet)."""

    object_id: int
    to: Zone
    text: str
    rule: str
    shuffle: bool = False
    own: tuple[ReplacementEffect, ...] = ()
    controller: int | None = None
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    copy_of: CardDefinition | None = None
    card: CardDefinition | None = None
    token: bool = False
    # the controller of the spell or ability that causes a discard (701.9a: "If a spell or
    # ability an opponent controls causes you to discard this card, ...": rules/discard_cause.py)
    by: int | None = None

    def entering(self) -> CardDefinition | None:
        """614.12: the values the permanent would have on the battlefield after the
        replacement effects applied so far (a copy effect's, else its own)."""
        return self.copy_of if self.copy_of is not None else self.card


@dataclass(slots=True)
class UntapEvent:
    """701.26b: a permanent would untap."""

    object_id: int
    rule: str
    own: tuple[ReplacementEffect, ...] = ()


@dataclass(slots=True)
class TapEvent:
    """701.26a: a permanent would become tapped."""

    object_id: int
    rule: str
    own: tuple[ReplacementEffect, ...] = ()


@dataclass(slots=True)
class CountersEvent:
    """122.1: ``n`` counters of a kind would be put on (``remove``: removed from) an object."""

    object_id: int
    kind: str
    n: int
    rule: str
    remove: bool = False
    own: tuple[ReplacementEffect, ...] = ()
    by_effect: bool = True  # 614.16: put by an effect (not as a cost, 606.4)


@dataclass(slots=True)
class CreateTokensEvent:
    """111.1, 614.16: an effect would create ``n`` tokens with the values ``card`` under
    ``controller``'s control. Each token's entering the battlefield is an event contained
    in this one (616.1g): its own ``ZoneMoveEvent`` comes after this one is replaced."""

    controller: int
    n: int
    card: CardDefinition
    cause: str
    own: tuple[ReplacementEffect, ...] = ()


@dataclass(slots=True)
class ExchangeLifeEvent:
    """701.12c: two players would exchange life totals."""

    a: int
    b: int
    source: str
    own: tuple[ReplacementEffect, ...] = ()


@dataclass(slots=True)
class MonarchEvent:
    """724.1: a player would become the monarch."""

    player: int
    cause: str
    own: tuple[ReplacementEffect, ...] = ()


Event = (
    DamageEvent
    | LifeGainEvent
    | LifeLossEvent
    | DrawEvent
    | DestroyEvent
    | ZoneMoveEvent
    | UntapEvent
    | TapEvent
    | CountersEvent
    | CreateTokensEvent
    | ExchangeLifeEvent
    | MonarchEvent
)

Apply = Callable[["GameState", Any], Any]
"""What an effect does to the event: the modified event, or None where the event was
replaced by something else entirely (the effect has then done that something else)."""


@dataclass(frozen=True, slots=True)
class ReplacementEffect:
    """One replacement or prevention effect that applies to one event.

    ``key`` names the effect for 614.5 (it applies to an event at most once). Effects with
    the same ``same`` give the same result whichever is applied first (two Boon
    Reflections: "twice that much" twice, 616.1): the pipeline asks no one to order them.
    """

    key: str
    name: str  # what the chooser sees: the source's name
    source_id: int | None
    text: str
    rule: str
    apply: Apply = field(compare=False, repr=False)
    tier: int = OTHER
    same: str | None = None


class NeedReplacementChoice(Exception):
    """616.1e: the affected player must choose which effect applies first. Raised from
    inside the pipeline; ``Game._answer`` puts the game back as it was before the answer
    being applied and asks (pipeline.ask), then plays that answer again with the choices
    made so far (``GameState.replacement_answers``), so the choice is a pulled decision wherever
    the event happens: while a spell resolves, in combat damage, in a turn-based action."""

    def __init__(self, decision: Decision, answers: list[str]) -> None:
        super().__init__(decision.prompt)
        self.decision = decision
        self.answers = answers
