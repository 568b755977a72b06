"""s11 h-combat: which combat requirements apply now (508.1d, 509.1c), for
``rules/combat.py`` and ``rules/declarations.py``.

- creatures that block if able: the static "blocks each combat if able" (also granted until
  end of turn by "target creature blocks this turn if able", rules/effects_s11_combat.py);
- attackers that must be blocked if able: the static ir.MustBeBlocked;
- (blocker, attacker) pairs: "target creature blocks this creature this turn if able",
  granted to the blocker as :class:`MustBlockObject` (the attacker fixed as it resolved).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics, static_subjects

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["MustBlockObject", "must_be_blocked", "must_block", "pairs"]


@dataclass(frozen=True, slots=True)
class MustBlockObject:
    """509.1c: "blocks OBJECT this turn if able", granted to the creature that must block:
    ``attacker`` is the object named as the spell or ability resolved (611.2c)."""

    attacker: int
    source_name: str


def must_block(game: GameState) -> set[int]:
    """509.1c: the creatures that block each combat if able."""
    return static_subjects.applying(game, ir.AttacksEachCombat, blocks=True)


def must_be_blocked(game: GameState) -> set[int]:
    """509.1c: the attacking creatures that must be blocked if able."""
    return {
        a for a in static_subjects.applying(game, ir.MustBeBlocked) if a in game.combat.attackers
    }


def pairs(game: GameState) -> list[tuple[int, int]]:
    """509.1c: (blocker, attacker) for each creature that must block a given attacker."""
    out: list[tuple[int, int]] = []
    for oid, ch in characteristics.battlefield_chars(game).items():
        for a in ch.abilities:
            if isinstance(a, MustBlockObject) and a.attacker in game.combat.attackers:
                out.append((oid, a.attacker))
    return out
