"""509.1c: the blocking requirements of static abilities: "All creatures able to block this
creature do so.", "All creatures able to block enchanted creature do so." (Lure), "All
creatures with flying able to block this creature do so." (``ir.BlockedByAll``, read by
cards/transform_other.py). Each such ability makes one requirement per creature that could
block the attacking creature it's about; rules/combat.validate_blocks and
decisions.BlockSpec check a declaration obeys as many of them as it can (509.1c: a creature
that can block only one attacker obeys one of its requirements by blocking any one of
those attackers)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics
from .combat_restrictions import applies_to
from .layers import matches

if TYPE_CHECKING:
    from ..state import GameState


@dataclass(frozen=True, slots=True)
class GrantedLure(ir.BlockedByAll):
    """509.1c from a resolved spell or ability: "All creatures your opponents control able to
    block that creature this turn do so" (You Look Upon the Tarrasque): "you" and "your
    opponents" in ``blockers`` are that spell's controller's (109.5), ``viewer``, not the
    controller of the creature it is granted to."""

    viewer: int = -1


def requirements(game: GameState) -> list[tuple[int, int]]:
    """(blocker, attacker): each creature that matches a BlockedByAll's blockers, for each
    attacking creature that ability is about (604.2). Whether the creature is able to block
    that attacker (509.1a-b) is checked by the caller (rules/combat.block_problem)."""
    attackers = list(game.combat.attackers)
    if not attackers:
        return []
    chars = characteristics.battlefield_chars(game)
    lures = [
        (game.objects[pid], pch, a)
        for pid, pch in chars.items()
        for a in pch.abilities
        if isinstance(a, ir.BlockedByAll)
    ]
    out: list[tuple[int, int]] = []
    for perm, pch, a in lures:
        for att in attackers:
            if att not in chars or not applies_to(game, perm, pch, a.what, att):
                continue
            for bid, bch in chars.items():
                if bid == att or "creature" not in bch.types:
                    continue
                seen_by = a.viewer if isinstance(a, GrantedLure) else pch.controller
                if matches(game, bch, game.objects[bid], a.blockers, perm, seen_by):
                    out.append((bid, att))
    return list(dict.fromkeys(out))


def obeys_most(
    blocks: Sequence[int], blocker: int, required: Sequence[tuple[int, int]], limit: int | None
) -> bool:
    """509.1c: ``blocker`` already blocks as many creatures as it can (``limit``, 509.1a),
    each one it's required to block: it obeys as many of its requirements as it can."""
    if limit is None:
        return False
    obeyed = sum(1 for a in blocks if (blocker, a) in required)
    return obeyed >= limit
