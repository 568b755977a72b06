"""Declaration specs (issue 13): ``default()`` and ``sample()`` always give a legal answer.

509.1c exactly: a declaration of blockers is legal when it breaks no restriction and
obeys as many requirements as any declaration that breaks none (issue 13: ``default()``
and ``sample()`` always give a legal declaration, and there always is one).

The oracle here enumerates every declaration by brute force, independently of
``block_requirements.best``'s pruned search."""

from __future__ import annotations

import itertools
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules import block_requirements
from mtgrules.decisions import AttackSpec, BlockSpec, DeclareBlockers
from mtgrules.objects import Target


@st.composite
def specs(draw: st.DrawFn) -> BlockSpec:
    attackers = list(range(1, draw(st.integers(1, 3)) + 1))
    blockers = list(range(10, 10 + draw(st.integers(1, 4))))
    options = tuple((b, tuple(a for a in attackers if draw(st.booleans()))) for b in blockers)
    limits = tuple((b, draw(st.sampled_from([1, 1, 2, None]))) for b in blockers)
    pairs = [(b, a) for b, can in options for a in can]

    def subset(xs: list[int] | list[tuple[int, int]]) -> tuple[Any, ...]:
        return tuple(x for x in xs if draw(st.integers(0, 4)) == 0)

    return BlockSpec(
        options=options,
        limits=limits,
        requirements=subset(pairs),
        menace=subset(attackers),
        single=subset(attackers),
        not_alone=subset(blockers),
        three=subset(attackers),
        must_block=subset(blockers),
        must_be_blocked=subset(attackers),
    )


def every_declaration(spec: BlockSpec) -> list[DeclareBlockers]:
    limits = dict(spec.limits)
    per = []
    for b, can in spec.options:
        k = limits.get(b, 1)
        k = len(can) if k is None else min(k, len(can))
        choices: list[tuple[int, ...]] = [()]
        for n in range(1, k + 1):
            choices += itertools.combinations(can, n)
        per.append([(b, c) for c in choices])
    return [
        DeclareBlockers(tuple((b, c) for b, c in combo if c)) for combo in itertools.product(*per)
    ]


def restriction_ok(spec: BlockSpec, action: DeclareBlockers) -> bool:
    counts: dict[int, int] = {}
    for _, atts in action.blocks:
        for a in atts:
            counts[a] = counts.get(a, 0) + 1
    if len(action.blocks) == 1 and action.blocks[0][0] in spec.not_alone:
        return False  # 506.5
    for a, n in counts.items():
        if a in spec.single and n > 1:
            return False  # 509.1b
        if (a in spec.menace and n < 2) or (a in spec.three and n < 3):
            return False  # 702.111b, 509.1b
    return True


def obeyed(spec: BlockSpec, action: DeclareBlockers) -> int:
    blocks = dict(action.blocks)
    blocked = {a for atts in blocks.values() for a in atts}
    return (
        sum(1 for b, a in spec.requirements if a in blocks.get(b, ()))
        + sum(1 for b in spec.must_block if blocks.get(b))
        + sum(1 for a in spec.must_be_blocked if a in blocked)
    )


@settings(max_examples=300, deadline=None)
@given(specs(), st.integers(0, 2**32))
def test_validate_is_509_1c_and_default_and_sample_are_legal(spec: BlockSpec, seed: int) -> None:
    every = every_declaration(spec)
    free = [a for a in every if restriction_ok(spec, a)]
    assert free  # declaring no blockers breaks no restriction
    most = max(obeyed(spec, a) for a in free)
    for a in every:
        legal = restriction_ok(spec, a) and obeyed(spec, a) == most
        assert (spec.validate(a) is None) == legal, (a, spec.validate(a))
    assert spec.validate(spec.default()) is None
    rng = random.Random(seed)
    for _ in range(5):
        assert spec.validate(spec.sample(rng)) is None


def test_an_unblockable_attacker_that_must_be_blocked() -> None:
    # Menace and "can't be blocked by more than one creature": no legal block of it, so
    # "must be blocked if able" can't be obeyed (509.1c) and no blockers is legal.
    spec = BlockSpec(
        options=((10, (1, 2)), (11, (1, 2)), (12, (1,)), (13, (1, 2))),
        limits=((10, 1), (11, 1), (12, 1), (13, 1)),
        menace=(2,),
        single=(2,),
        must_block=(13,),
        must_be_blocked=(2,),
    )
    assert spec.validate(DeclareBlockers(((13, (1,)),))) is None
    assert spec.validate(DeclareBlockers(())) == "creature 13 blocks if able (509.1c)"
    assert spec.validate(spec.default()) is None


def test_the_search_gives_up_on_a_huge_combat() -> None:
    # Twelve creatures that block if able, six attackers none of them can legally block
    # (menace and "can't be blocked by more than one creature"): too many declarations to
    # search, so 509.1c falls back to checking each requirement on its own.
    many = tuple(range(1, 7))
    d = block_requirements.BlockData(
        {b: many for b in range(10, 22)},
        {b: 1 for b in range(10, 22)},
        frozenset(),
        {a: 2 for a in many},
        frozenset(many),
        frozenset(),
        must_block=tuple(range(10, 22)),
    )
    assert block_requirements.best(d, budget=500) is None
    assert block_requirements.unmet(d, {}) == block_requirements.TOO_LARGE
    small = block_requirements.BlockData(
        {10: (1,)}, {10: 1}, frozenset(), {1: 2}, frozenset({1}), frozenset(), must_block=(10,)
    )
    assert block_requirements.best(small) == (0, {})  # no legal block at all
    assert block_requirements.unmet(small, {}) is None


@st.composite
def attack_specs(draw: st.DrawFn) -> AttackSpec:
    targets = (Target(player=1), Target(object_id=99))  # the player, a planeswalker
    options = []
    for c in range(10, 10 + draw(st.integers(1, 4))):
        can = tuple(t for t in targets if draw(st.booleans()))
        if can:
            options.append((c, can))
    at_player = [c for c, can in options if targets[0] in can]
    able = [c for c, _ in options]
    return AttackSpec(
        tuple(options),
        tuple(c for c in at_player if draw(st.booleans())),  # 508.1d
        tuple(c for c in able if draw(st.integers(0, 3)) == 0),  # 508.1c
        tuple((c, (targets[0],)) for c in at_player if draw(st.integers(0, 4)) == 0),
    )


@settings(max_examples=200, deadline=None)
@given(attack_specs(), st.integers(0, 2**32))
def test_attack_spec_default_and_sample_are_legal(spec: AttackSpec, seed: int) -> None:
    assert spec.validate(spec.default()) is None
    rng = random.Random(seed)
    for _ in range(5):
        assert spec.validate(spec.sample(rng)) is None
