"""What the game waits for (decisions) and the answers a player gives (actions).

The engine never calls out to a player. It stops at each decision and exposes it as a
:class:`Decision` (who decides, what kind, the legal options where they are finite); the
caller answers with one :class:`Action` through ``Game.apply``. Scripts, random agents, a
human at a prompt and search all drive this same interface.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .objects import Target


@dataclass(frozen=True, slots=True)
class Decision:
    kind: str
    """One of: "priority", "declare_attackers", "declare_blockers",
    "assign_combat_damage", "choose_targets", "choose", "order_triggers"."""
    player: int
    prompt: str
    options: tuple[Any, ...] | None = None  # the legal answers, where finite and small
    data: dict[str, Any] = field(default_factory=dict)


# Actions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PassPriority:
    """117.3d."""


@dataclass(frozen=True, slots=True)
class PlayLand:
    """305.1: a special action."""

    card: int


@dataclass(frozen=True, slots=True)
class CastSpell:
    """601.2. ``targets`` has one tuple of Targets per target phrase of the spell."""

    card: int
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int = 0
    modes: tuple[int, ...] = ()
    free: bool = False
    sacrifice: tuple[int, ...] = ()  # permanents chosen for an additional sacrifice cost
    alt_cost: str | None = None  # an alternative cost, by the start of its text (118.9)
    # how many Phyrexian symbols are paid with 2 life each (107.4f); None: mana where the
    # mana is there, life for the rest
    phyrexian_life: int | None = None


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """602.2. ``index`` counts the source's activated abilities from 0."""

    source: int
    index: int
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int = 0
    sacrifice: tuple[int, ...] = ()  # objects chosen to pay a "Sacrifice a ..." cost
    tap: tuple[int, ...] = ()  # creatures chosen to pay a "Tap ... creatures" cost
    discard: tuple[int, ...] = ()  # cards chosen to pay a "Discard a card" cost
    phyrexian_life: int | None = None  # as for CastSpell (107.4f)


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """508.1: attacker id -> the player (Target(player=i)) or planeswalker it attacks."""

    attacks: tuple[tuple[int, Target], ...] = ()


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """509.1: blocker id -> the attackers it blocks."""

    blocks: tuple[tuple[int, tuple[int, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class AssignCombatDamage:
    """510.1: creature id -> ((recipient, amount), ...), for the creatures with a choice."""

    assignments: tuple[tuple[int, tuple[tuple[Target, int], ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer to a "choose", "choose_targets" or "order_triggers" decision."""

    value: Any


Action = (
    PassPriority
    | PlayLand
    | CastSpell
    | ActivateAbility
    | DeclareAttackers
    | DeclareBlockers
    | AssignCombatDamage
    | Choose
)
