"""s11 h-combat: the blocking requirements that aren't a fixed (blocker, attacker) pair
(509.1c), checked on a whole declaration of blockers as plain data (no game needed: used by
``decisions.BlockSpec`` and ``rules/combat.validate_blocks`` alike).

- ``must_block``: creatures that block if able ("blocks each combat if able", "target
  creature blocks this turn if able"): the requirement is obeyed by blocking any attacker.
- ``must_be_blocked``: attackers that must be blocked if able ("This creature must be
  blocked if able."): obeyed when at least one creature blocks it.

509.1c: the defending player obeys as many requirements as possible without breaking a
restriction. A declaration breaks these requirements when a creature that obeys no other
requirement (or can block one more creature, 509.1a) could have obeyed one more of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = ["BlockData", "complete", "problem"]


@dataclass(frozen=True, slots=True)
class BlockData:
    """What a declaration of blockers is checked against (509.1a-c)."""

    options: Mapping[int, Sequence[int]]  # blocker -> the attackers it can block (509.1a-b)
    limits: Mapping[int, int | None]  # blocker -> how many it can block (None: any number)
    pairs: frozenset[tuple[int, int]]  # (blocker, attacker) requirements (509.1c)
    least: Mapping[int, int]  # attacker -> fewest blockers it can have (702.111b, 509.1b)
    single: frozenset[int]  # attackers that can't be blocked by more than one creature
    not_alone: frozenset[int]  # creatures that can't block alone (509.1b)
    must_block: Sequence[int] = ()
    must_be_blocked: Sequence[int] = ()


def _counts(blocks: Mapping[int, Sequence[int]]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for atts in blocks.values():
        for a in atts:
            counts[a] = counts.get(a, 0) + 1
    return counts


def _can_take(d: BlockData, blocks: Mapping[int, Sequence[int]], b: int, a: int) -> bool:
    """509.1c: whether ``b`` could block ``a`` too (or instead) without giving up a
    requirement it obeys now or breaking a restriction (509.1b)."""
    if a not in d.options.get(b, ()):
        return False
    cur = list(blocks.get(b, ()))
    if a in cur:
        return False
    if not cur:
        others = [x for x, atts in blocks.items() if atts and x != b]
        return not (b in d.not_alone and not others and d.least.get(a, 1) == 1)
    limit = d.limits.get(b, 1)
    if limit is None or len(cur) < limit:
        return True  # 509.1a: it can block one more creature
    counts = _counts(blocks)
    for x in cur:  # moving it would give up what it obeys now, or break menace (702.111b)
        if (b, x) in d.pairs or (x in d.must_be_blocked and counts.get(x, 0) == 1):
            return False
        if d.least.get(x, 1) > 1 and counts.get(x, 0) <= d.least.get(x, 1):
            return False
    return True


def _obeyable_block(d: BlockData, blocks: Mapping[int, Sequence[int]], b: int) -> bool:
    """509.1c: whether a creature that blocks if able, and isn't blocking, could block."""
    counts = _counts(blocks)
    for a in d.options.get(b, ()):
        if a in d.single and counts.get(a, 0):
            continue  # 509.1b
        need = d.least.get(a, 1)
        if need > 1 and not counts.get(a, 0):
            helpers = [x for x in d.options if x != b and _can_take(d, blocks, x, a)]
            if len(helpers) + 1 < need:
                continue  # 509.1c: too few can block it to obey menace (702.111b)
        if _can_take(d, blocks, b, a):
            return True
    return False


def _room(d: BlockData, blocks: Mapping[int, Sequence[int]], b: int) -> bool:
    """509.1a: whether ``b`` can block one more creature than it does."""
    limit = d.limits.get(b, 1)
    return limit is None or len(blocks.get(b, ())) < limit


def problem(d: BlockData, blocks: Mapping[int, Sequence[int]]) -> str | None:
    """Why the declaration ``blocks`` (blocker -> attackers) breaks a requirement that it
    could have obeyed (509.1c), or None."""
    counts = _counts(blocks)
    for a in d.must_be_blocked:
        if counts.get(a, 0):
            continue
        able = [b for b in d.options if _can_take(d, blocks, b, a)]
        if able and len(able) >= d.least.get(a, 1):
            return f"creature {a} must be blocked if able (509.1c)"
    for b in d.must_block:
        if not blocks.get(b) and _obeyable_block(d, blocks, b):
            return f"creature {b} blocks if able (509.1c)"
    return None


def complete(d: BlockData, blocks: dict[int, list[int]], busy: set[int]) -> None:
    """Adds blocks that obey these requirements to ``blocks`` (``busy``: creatures obeying
    a (blocker, attacker) requirement, left as they are)."""
    for a in d.must_be_blocked:
        if any(a in atts for atts in blocks.values()):
            continue
        need = d.least.get(a, 1)
        free = [
            b
            for b in sorted(d.options)
            if _can_take(d, blocks, b, a) and (b not in busy or _room(d, blocks, b))
        ]
        if len(free) >= need:
            for b in free[:need]:
                cur = list(blocks.get(b, []))
                blocks[b] = [*(cur if _room(d, blocks, b) else cur[:-1]), a]
                busy.add(b)
    for b in [*d.must_block, *d.must_block]:  # twice: one that can't block alone waits
        if blocks.get(b):
            continue
        counts = _counts(blocks)
        for a in d.options.get(b, ()):
            if (a in d.single and counts.get(a, 0)) or not _can_take(d, blocks, b, a):
                continue
            need = d.least.get(a, 1) - counts.get(a, 0)
            helpers = [
                x
                for x in sorted(d.options)
                if x != b
                and _can_take(d, blocks, x, a)
                and (not blocks.get(x) or _room(d, blocks, x))
            ][: max(0, need - 1)]
            if len(helpers) + 1 < need:
                continue  # 702.111b: not enough creatures to block it with
            for x in (b, *helpers):
                blocks[x] = [*blocks.get(x, []), a] if _room(d, blocks, x) else [a]
                busy.add(x)
            break
