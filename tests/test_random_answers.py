"""Random answers thrown at apply() at random points of random games (issue 17): each one
is either applied or refused with IllegalActionError, and a refusal changes nothing."""

from __future__ import annotations

import os
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import deal
from mtgrules import IllegalActionError, Target, Zone
from mtgrules.agents import RandomAgent
from mtgrules.decisions import (
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from mtgrules.game import Game


def position(seed: int, steps: int) -> Game:
    g = deal(seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    for _ in range(steps):
        if g.over or g.pending is None:
            break
        g.apply(agents[g.pending.player].act(g))
    return g


def answers(g: Game) -> st.SearchStrategy[Any]:
    known = sorted(g.objects) or [0]
    ids = st.one_of(
        st.sampled_from(known),
        st.integers(-3, max(known) + 3),
        st.sampled_from([10**20, -(10**20), 0]),
        st.none(),
        st.booleans(),
        st.text(max_size=3),
        st.floats(allow_nan=True),
    )
    players = st.one_of(st.integers(-3, 4), st.none(), st.booleans(), st.text(max_size=2))
    targets_one = st.one_of(
        st.builds(
            Target,
            object_id=st.one_of(st.none(), ids),
            player=st.one_of(st.none(), players),
            zone=st.one_of(st.none(), st.sampled_from(list(Zone)), st.text(max_size=2)),
        ),
        ids,
    )
    targets = st.one_of(
        st.lists(st.lists(targets_one, max_size=3).map(tuple), max_size=3).map(tuple),
        ids,
    )
    numbers = st.one_of(st.integers(-5, 20), st.sampled_from([10**12, -(10**12)]), ids)
    id_lists = st.one_of(st.lists(ids, max_size=4).map(tuple), ids)
    values = st.recursive(
        st.one_of(ids, targets_one, st.sampled_from(["yes", "no", "red", "keep", "mulligan"])),
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=3), inner, max_size=2)
        ),
        max_leaves=6,
    )
    legal = g.legal_actions() if g.pending is not None and g.pending.kind == "priority" else []
    fields = {
        "card": ids,
        "source": ids,
        "index": numbers,
        "targets": targets,
        "x": numbers,
        "modes": st.lists(numbers, max_size=3).map(tuple),
        "free": st.booleans(),
        "sacrifice": id_lists,
        "tap": id_lists,
        "discard": id_lists,
        "alt_cost": st.one_of(st.none(), st.text(max_size=5)),
    }

    def mutate(action: Any, draw: Any) -> Any:  # a legal action with one field made odd
        names = [f for f in getattr(action, "__dataclass_fields__", {}) if f in fields]
        if not names:
            return action
        name = draw(st.sampled_from(names))
        return replace(action, **{name: draw(fields[name])})

    mutated = (
        st.sampled_from(legal).flatmap(lambda a: st.composite(lambda draw: mutate(a, draw))())
        if legal
        else st.just(PassPriority())
    )
    return st.one_of(
        mutated,
        st.just(PassPriority()),
        st.builds(PlayLand, ids),
        st.builds(
            CastSpell,
            ids,
            targets,
            numbers,
            st.lists(numbers, max_size=3).map(tuple),
            st.booleans(),
            id_lists,
            st.one_of(st.none(), st.text(max_size=5)),
        ),
        st.builds(ActivateAbility, ids, numbers, targets, numbers, id_lists, id_lists, id_lists),
        st.builds(
            DeclareAttackers,
            st.lists(st.tuples(ids, targets_one), max_size=3).map(tuple),
        ),
        st.builds(
            DeclareBlockers,
            st.lists(st.tuples(ids, id_lists), max_size=3).map(tuple),
        ),
        st.builds(
            AssignCombatDamage,
            st.lists(
                st.tuples(ids, st.lists(st.tuples(targets_one, numbers), max_size=3).map(tuple)),
                max_size=2,
            ).map(tuple),
        ),
        st.builds(Choose, values),
        values,  # not an action at all
    )


@settings(
    max_examples=int(os.environ.get("MTGRULES_FUZZ_EXAMPLES", "40")),  # more for long runs
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 250), data=st.data())
def test_random_answers_are_applied_or_refused_without_a_trace(
    seed: int, steps: int, data: st.DataObject
) -> None:
    g = position(seed, steps)
    if g.over:
        return
    for _ in range(6):
        action = data.draw(answers(g))
        before, pending, log = g.fingerprint(), g.pending, len(g.log)
        try:
            g.apply(action)
        except IllegalActionError as e:
            assert g.fingerprint() == before, f"{action!r} was refused ({e}) but changed the game"
            assert g.pending == pending and len(g.log) == log
            assert str(e).rstrip().endswith(")"), f"no rule in {e}"
            continue
        assert g.over or g.pending is not None  # applied: the game goes on
        if g.over:
            return
