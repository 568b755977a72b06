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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

__all__ = ["TOO_LARGE", "BlockData", "best", "complete", "describe", "problem", "unmet"]


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


# --- 509.1c exactly: the most requirements a legal declaration can obey ------------------

#: How many partial declarations :func:`best` may visit before it gives up (None): a
#: combat with many creatures and requirements falls back to the local checks above.
BUDGET = 20_000

#: A requirement not obeyed: ("pair", blocker, attacker), ("block", blocker, 0) or
#: ("blocked", 0, attacker); :data:`TOO_LARGE` when the search gave up.
Miss = tuple[str, int, int]
TOO_LARGE: Miss = ("too large", 0, 0)


def total(d: BlockData) -> int:
    """How many requirements there are (509.1c): each (blocker, attacker) pair, each
    creature that blocks if able, each attacker that must be blocked if able."""
    return len(d.pairs) + len(d.must_block) + len(d.must_be_blocked)


def restriction(d: BlockData, blocks: Mapping[int, Sequence[int]]) -> bool:
    """Whether ``blocks`` breaks a restriction (509.1a-b, 702.111b) on this data."""
    counts: dict[int, int] = {}
    blocking = 0
    lone = -1
    for b, atts in blocks.items():
        if not atts:
            continue
        allowed = d.options.get(b)
        if allowed is None:
            return True  # 509.1a: it can't block
        limit = d.limits.get(b, 1)
        if limit is not None and len(atts) > limit:
            return True  # 509.1a
        if len(set(atts)) != len(atts):
            return True
        for a in atts:
            if a not in allowed:
                return True  # 509.1b
            counts[a] = counts.get(a, 0) + 1
        blocking += 1
        lone = b
    if blocking == 1 and lone in d.not_alone:
        return True  # 506.5, 509.1b
    for a, n in counts.items():
        if n > 1 and a in d.single:
            return True  # 509.1b
        if n < d.least.get(a, 1):
            return True  # 702.111b, 509.1b
    return False


def obeyed(d: BlockData, blocks: Mapping[int, Sequence[int]]) -> int:
    """How many requirements ``blocks`` obeys (509.1c)."""
    n = sum(1 for b, atts in blocks.items() for a in atts if (b, a) in d.pairs)
    n += sum(1 for b in d.must_block if blocks.get(b))
    blocked = {a for atts in blocks.values() for a in atts}
    return n + sum(1 for a in d.must_be_blocked if a in blocked)


def missed(
    d: BlockData, blocks: Mapping[int, Sequence[int]], model: Mapping[int, Sequence[int]]
) -> Miss:
    """A requirement ``model`` obeys and ``blocks`` doesn't (to name in a refusal)."""
    blocked = {a for atts in blocks.values() for a in atts}
    for b, atts in model.items():
        for a in atts:
            if (b, a) in d.pairs and a not in blocks.get(b, ()):
                return ("pair", b, a)
    for b in d.must_block:
        if model.get(b) and not blocks.get(b):
            return ("block", b, 0)
    for a in d.must_be_blocked:
        if a not in blocked and any(a in atts for atts in model.values()):
            return ("blocked", 0, a)
    return ("block", 0, 0)  # (not reached: model obeys more than blocks)


def describe(miss: Miss, name: Callable[[int], str]) -> str:
    """A requirement not obeyed (509.1c), with ``name`` naming the objects."""
    kind, b, a = miss
    if kind == "pair":
        return f"{name(b)} must block {name(a)} if able"
    if kind == "block":
        return f"{name(b)} blocks if able"
    return f"{name(a)} must be blocked if able"


def _choices(d: BlockData, b: int) -> list[tuple[int, ...]]:
    """509.1a: what ``b`` can block: nothing, or up to its limit of its attackers, the
    choices that obey the most of its own requirements first."""
    atts = tuple(d.options.get(b, ()))
    limit = d.limits.get(b, 1)
    k = len(atts) if limit is None else min(limit, len(atts))
    out: list[tuple[int, ...]] = [()]
    for n in range(1, k + 1):
        out += combinations(atts, n)
    return sorted(out, key=lambda c: -_gain(d, b, c))


def _gain(d: BlockData, b: int, choice: Sequence[int]) -> int:
    """The most requirements ``b`` blocking ``choice`` can add (an upper bound)."""
    if not choice:
        return 0
    n = sum(1 for a in choice if (b, a) in d.pairs) + (1 if b in d.must_block else 0)
    return n + sum(1 for a in choice if a in d.must_be_blocked)


def best(
    d: BlockData, rng: Any = None, budget: int = BUDGET
) -> tuple[int, dict[int, tuple[int, ...]]] | None:
    """509.1c: the most requirements a declaration that breaks no restriction can obey,
    and one such declaration (the first found; a random one with ``rng``). None when
    there are too many declarations to search within ``budget``."""
    blockers = sorted(d.options)
    choices = [_choices(d, b) for b in blockers]
    if rng is not None:
        for cs in choices:
            rng.shuffle(cs)
    bound = [0] * (len(blockers) + 1)  # the most the blockers from i on can add
    for i in range(len(blockers) - 1, -1, -1):
        bound[i] = bound[i + 1] + max(_gain(d, blockers[i], c) for c in choices[i])
    goal = total(d)
    found: list[Any] = [-1, {}]
    visits = [0]
    blocks: dict[int, tuple[int, ...]] = {}

    def walk(i: int, so_far: int) -> bool:  # True: stop (the goal reached or out of budget)
        visits[0] += 1
        if visits[0] > budget:
            return True
        if so_far + bound[i] <= found[0]:
            return False  # it can't beat what is found
        if i == len(blockers):
            if not restriction(d, blocks):
                score = obeyed(d, blocks)
                if score > found[0]:
                    found[0], found[1] = score, {b: a for b, a in blocks.items() if a}
                    return score >= goal
            return False
        b = blockers[i]
        for c in choices[i]:
            blocks[b] = c
            if walk(i + 1, so_far + _gain(d, b, c)):
                return True
        blocks.pop(b, None)
        return False

    walk(0, 0)
    if visits[0] > budget:
        return None
    return found[0], found[1]


def unmet(d: BlockData, blocks: Mapping[int, Sequence[int]]) -> Miss | None:
    """509.1c exactly, for a declaration that breaks no restriction: a requirement it
    fails to obey although a legal declaration obeys more of them (None: it obeys as many
    as can be obeyed). :data:`TOO_LARGE` when the search is too large (then the local
    checks above)."""
    if not total(d):
        return None
    top = best(d)
    if top is None:
        return TOO_LARGE
    score, model = top
    if obeyed(d, blocks) >= score:
        return None
    return missed(d, blocks, model)
