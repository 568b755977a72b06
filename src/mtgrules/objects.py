"""Objects (109): cards, tokens, spells and abilities on the stack.

A :class:`GameObject` holds only what the game changes (zone, tap state, damage, counters,
attachments, timestamps); its printed characteristics are the shared, immutable
:class:`~mtgrules.cards.ir.CardDefinition`. The values the game sees are computed by the
layer system (rules/layers.py). 400.7: an object that changes zones becomes a new object
with a new id; nothing of its old state carries over.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .cards.ir import ActivatedAbility, CardDefinition, TriggeredAbility
from .zones import Zone


@dataclass(slots=True)
class GameObject:
    id: int
    card: CardDefinition
    owner: int
    controller: int
    zone: Zone
    timestamp: int
    is_token: bool = False
    tapped: bool = False
    damage: int = 0
    deathtouch_damage: bool = (
        False  # 704.5h: dealt damage by a deathtouch source since last SBA check
    )
    counters: dict[str, int] = field(default_factory=dict)
    phased_out: bool = False
    phased_out_indirectly: bool = False  # 702.26g
    phased_out_controller: int | None = None  # 702.26a: phases in during this player's untap step
    controlled_since_turn: int = 0  # 302.6: summoning sickness
    attached_to: int | None = None  # object id
    attached_to_player: int | None = None  # player index (Auras with "Enchant player")
    regen_shields: int = 0  # 701.19a
    # On the stack or as it resolved:
    x: int = 0
    chosen_color: str | None = None
    chosen_name: str | None = None  # "choose a card name" / "choose a player" (614.12a)
    previous_id: int | None = None  # the object it was before its last zone change (400.7)
    linked: int | None = None  # an object this one's abilities remember (Animate Dead's creature)
    kept_attachments: frozenset[int] = frozenset()  # 702.16p: already attached when it began
    enchant_override: bool = False  # Animate Dead: now enchants the creature it returned (613.1f)

    def clone(self) -> GameObject:
        """A copy for look-ahead and refusal rollback (a hot path: no copy module)."""
        return GameObject(
            self.id,
            self.card,
            self.owner,
            self.controller,
            self.zone,
            self.timestamp,
            self.is_token,
            self.tapped,
            self.damage,
            self.deathtouch_damage,
            dict(self.counters),
            self.phased_out,
            self.phased_out_indirectly,
            self.phased_out_controller,
            self.controlled_since_turn,
            self.attached_to,
            self.attached_to_player,
            self.regen_shields,
            self.x,
            self.chosen_color,
            self.chosen_name,
            self.previous_id,
            self.linked,
            self.kept_attachments,
            self.enchant_override,
        )

    @property
    def name(self) -> str:
        return self.card.name


@dataclass(slots=True)
class StackAbility:
    """An activated or triggered ability on the stack (113.1c, 602.2a, 603.3)."""

    id: int
    source_id: int  # the object it came from (may have left its zone since)
    source_name: str
    controller: int
    ability: ActivatedAbility | TriggeredAbility
    source_snapshot: Any = None  # last known information of the source (608.2h)
    trigger_subject: int | None = None  # object or player the trigger event named
    trigger_player: int | None = None
    x: int = 0

    @property
    def name(self) -> str:
        return f"{self.source_name}'s ability"

    def clone(self) -> StackAbility:
        return copy.copy(self)


@dataclass(slots=True)
class Target:
    """One chosen target: an object id or a player index (115)."""

    object_id: int | None = None
    player: int | None = None
    zone: Zone | None = None  # 608.2b: a target that has left its zone is illegal

    def is_player(self) -> bool:
        return self.player is not None


@dataclass(slots=True)
class StackItem:
    """A spell or ability on the stack, with the choices made while it was put there."""

    object: GameObject | StackAbility
    targets: tuple[tuple[Target, ...], ...] = ()  # per TargetSpec
    x: int = 0
    modes: tuple[int, ...] = ()

    @property
    def is_spell(self) -> bool:
        return isinstance(self.object, GameObject)

    @property
    def controller(self) -> int:
        return self.object.controller

    @property
    def name(self) -> str:
        return self.object.name
