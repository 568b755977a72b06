"""The characteristics cache (613) and the state-based-action shortcut (704.3) against a
full recomputation, on random game states (hypothesis), and the layer-2/4 machinery.

- random seeded games of generated decks (``mtgrules.deckgen``, the pool in tests/data):
  after every action, every permanent's and player's cached characteristics equal those
  computed from scratch, each permanent's cached ``controller`` is the one layer 2 computes,
  and when the state-based-action loop would be skipped, a full check finds nothing
  (``tests/cache_check.py``);
- the same on random games of decks built around control-changing and type-changing cards
  (Control Magic, Threaten, Blood Moon, Urborg, Sea's Claim: 613.1b, 613.1d, 305.7), with
  characteristics read or not read between actions giving the same log;
- the issue 11 scenarios, checked after every step;
- 613.8 ordering: dependencies first, loops in timestamp order.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cache_check import cache_problems, read_all_chars
from helpers import BEARS
from mtgrules import deckgen
from mtgrules.agents import RandomAgent
from mtgrules.cards import ir, load_card
from mtgrules.cards.ir import CardDefinition
from mtgrules.decks import Deck, new_game
from mtgrules.game import Game
from mtgrules.rules import characteristics, costs, zone_moves
from mtgrules.rules.dependency import apply_in_order
from mtgrules.scenario.loader import load
from mtgrules.scenario.runner import Runner, run_scenario
from mtgrules.zones import Zone

ROOT = Path(__file__).resolve().parent.parent
POOL = ROOT / "tests" / "data" / "deckgen_pool.json"
PAIRINGS = 30
ISSUE11 = sorted((ROOT / "tests" / "scenarios" / "issue11").glob("*.yaml"))


@cache
def _pairs() -> list[tuple[Deck, Deck]]:
    pool = deckgen.Pool.from_json(POOL.read_text(encoding="utf-8"))
    return deckgen.pairings(pool, 1, PAIRINGS)


def _play_checked(game: Game, seed: int, actions: int, read: bool = True) -> list[str]:
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    for n in range(actions):
        if read:
            read_all_chars(game)  # cached, then compared with the computation from scratch
        problems = cache_problems(game)
        assert not problems, f"seed {seed}, action {n}:\n" + "\n".join(problems[:5])
        if game.over or game.pending is None:
            break
        game.apply(agents[game.pending.player].act(game))
    return [str(e) for e in game.log]


@settings(
    max_examples=4,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_deckgen_games_cache_matches_full_recomputation(seed: int) -> None:
    a, b = _pairs()[seed % PAIRINGS]
    _play_checked(new_game(a, b, seed), seed, 120)


# ------------------------------------------------------------------ layers 2 and 4

_LAYER_CARDS = [
    "Control Magic",
    "Mind Control",
    "Threaten",
    "Act of Treason",
    "Blood Moon",
    "Magus of the Moon",
    "Urborg, Tomb of Yawgmoth",
    "Sea's Claim",
    "Evil Presence",
    "Spreading Seas",
    "Naturalize",
    "Hill Giant",
    "Grizzly Bears",
    "Bog Wraith",
    "Volcanic Island",
    "Lightning Bolt",
]
_LANDS = ["Island", "Mountain", "Swamp", "Forest", "Plains"]
_DEFS: dict[str, CardDefinition] = {}


def _card(name: str) -> CardDefinition:
    if name not in _DEFS:
        _DEFS[name] = load_card(name)
    return _DEFS[name]


def _layer_game(seed: int) -> Game:
    """Two 40-card decks of the layer 2/4 cards and basic lands, begun from the first turn;
    some of the cards start on the battlefield so the effects meet early."""
    rng = random.Random(seed)
    g = Game(["Alice", "Bob"], seed=seed)
    for p in range(2):
        for name in rng.sample(["Blood Moon", "Urborg, Tomb of Yawgmoth", "Hill Giant"], 2):
            g.add_card(p, Zone.BATTLEFIELD, _card(name))
        for name in [rng.choice(_LANDS) for _ in range(4)]:
            g.add_card(p, Zone.BATTLEFIELD, _card(name))
        deck = [rng.choice(_LANDS) for _ in range(14)] + rng.choices(_LAYER_CARDS, k=26)
        for name in deck:
            g.add_card(p, Zone.LIBRARY, _card(name))
        g.rng.shuffle(g.players[p].library)
        zone_moves.draw(g, p, 7, "103.5")
    g.begin_game(seed % 2)
    return g


@settings(
    max_examples=4,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_layer_games_cache_matches_full_recomputation(seed: int) -> None:
    read = _play_checked(_layer_game(seed), seed, 150, read=True)
    plain = _play_checked(_layer_game(seed), seed, 150, read=False)
    assert read == plain, "reading characteristics changed the game"


@pytest.mark.parametrize("path", ISSUE11, ids=[p.name for p in ISSUE11])
def test_issue11_scenarios_caches_agree_after_every_step(path: Path) -> None:
    problems: list[str] = []

    def check(runner: Runner, i: int, step: dict[str, Any]) -> None:
        read_all_chars(runner.game)
        problems.extend(f"after step {i} {step}: {p}" for p in cache_problems(runner.game))

    result = run_scenario(load(path), on_step=check)
    assert result.passed, "\n".join(str(f) for f in result.failures)
    assert not problems, "\n".join(problems[:5])


# ------------------------------------------------------------------ 613.8 ordering


def _order(ts: list[int], deps: set[tuple[int, int]]) -> list[int]:
    """Apply effects named by timestamp; ``deps`` holds (a, b): a depends on b while b
    waits."""
    done: list[int] = []

    def depends(a: int, b: int) -> bool:
        return (a, b) in deps

    apply_in_order(ts, lambda t: t, depends, done.append)
    return done


def test_dependency_overrides_timestamps() -> None:
    # 613.8b: 1 depends on 3: it waits until just after 3
    assert _order([1, 2, 3], {(1, 3)}) == [2, 3, 1]


def test_a_loop_member_still_waits_for_an_effect_outside_its_loop() -> None:
    # 613.8b: 0 and 2 form a loop, 1 and 3 another; 0 also depends on 1, outside its loop
    assert _order([0, 1, 2, 3], {(0, 1), (3, 1), (2, 0), (0, 2), (1, 3)}) == [1, 3, 0, 2]


def test_a_dependency_loop_applies_in_timestamp_order() -> None:
    # 613.8b: 1 and 2 depend on each other: the loop is ignored; 3 depends on 1
    assert _order([3, 2, 1], {(1, 2), (2, 1), (3, 1)}) == [1, 2, 3]


@given(
    n=st.integers(min_value=1, max_value=6),
    deps=st.sets(st.tuples(st.integers(0, 5), st.integers(0, 5))),
)
def test_every_effect_applies_once_and_independent_ones_keep_timestamp_order(
    n: int, deps: set[tuple[int, int]]
) -> None:
    deps = {(a, b) for a, b in deps if a < n and b < n and a != b}
    done = _order(list(range(n)), deps)
    assert sorted(done) == list(range(n))
    if not deps:
        assert done == list(range(n))  # 613.7
    for a, b in deps:  # an effect that depends on another, and isn't in a loop, comes after
        in_loop = (b, a) in deps or _reaches(b, a, deps)
        if not in_loop:
            assert done.index(a) > done.index(b)


def _reaches(start: int, goal: int, deps: set[tuple[int, int]]) -> bool:
    seen, todo = set(), [start]
    while todo:
        x = todo.pop()
        if x == goal:
            return True
        if x not in seen:
            seen.add(x)
            todo += [b for a, b in deps if a == x]
    return False


# ------------------------------------------------------------------ 613.8 in layers 4 and 6


def _lord(name: str, effect: ir.Effect) -> ir.CardDefinition:
    return ir.CardDefinition(
        name=name,
        mana_cost="{1}{W}",
        colors=frozenset("W"),
        types=("creature",),
        power="1",
        toughness="1",
        abilities=(ir.StaticAbility(effect),),
    )


def test_a_lord_that_lost_its_abilities_grants_and_pumps_nothing() -> None:
    """613.8a: "loses all abilities" would remove the ability that creates the lord's
    effects (layer 6 and 7c), so they depend on it: the removal applies first and they no
    longer exist, although the lord's effects have the earlier timestamp."""
    yours = ir.EachRef(ir.Filter(types=frozenset({"creature"}), controller="you", other=True))
    g = Game(["Alice", "Bob"])
    lord = g.add_card(
        0, Zone.BATTLEFIELD, _lord("Banner", ir.GrantAbilities(yours, (ir.Keyword("flying"),)))
    )
    pump = g.add_card(0, Zone.BATTLEFIELD, _lord("Captain", ir.ModifyPT(yours, 1, 1)))
    bears = g.add_card(0, Zone.BATTLEFIELD, BEARS)
    g.start(0, "main1")
    assert "flying" in characteristics.chars(g, bears.id).keywords
    assert characteristics.chars(g, bears.id).power == 3
    characteristics.add_continuous_effect(
        g, 1, "Humble", ir.Duration.END_OF_TURN, frozenset({lord.id, pump.id}), remove_all=True
    )
    assert "flying" not in characteristics.chars(g, bears.id).keywords
    assert characteristics.chars(g, bears.id).power == 2
    assert not cache_problems(g)


def test_keyword_filter_waits_for_the_grant_in_either_order() -> None:
    """613.8a: "creatures with flying have first strike" depends on "creatures you control
    have flying" whichever has the earlier timestamp."""
    fliers = ir.EachRef(ir.Filter(types=frozenset({"creature"}), with_keyword="flying"))
    yours = ir.EachRef(ir.Filter(types=frozenset({"creature"}), controller="you"))
    drill = _lord("Sky Drill", ir.GrantAbilities(fliers, (ir.Keyword("first strike"),)))
    wings = _lord("Wings", ir.GrantAbilities(yours, (ir.Keyword("flying"),)))
    for first, second in ((drill, wings), (wings, drill)):
        g = Game(["Alice", "Bob"])
        g.add_card(0, Zone.BATTLEFIELD, first)
        g.add_card(0, Zone.BATTLEFIELD, second)
        bears = g.add_card(0, Zone.BATTLEFIELD, BEARS)
        g.start(0, "main1")
        assert {"flying", "first strike"} <= characteristics.chars(g, bears.id).keywords


def test_urborg_alone_makes_every_land_a_swamp_in_addition() -> None:
    """305.7: "in addition to its other land types": a Forest is a Forest and a Swamp, keeps
    its own mana ability and gains the Swamp's."""
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, load_card("Urborg, Tomb of Yawgmoth"))
    forest = g.add_card(1, Zone.BATTLEFIELD, load_card("Forest"))
    g.start(0, "main1")
    ch = characteristics.chars(g, forest.id)
    assert {"Forest", "Swamp"} <= ch.subtypes
    assert len([a for a in ch.abilities if isinstance(a, ir.ActivatedAbility)]) == 2


def test_blood_moon_on_a_dual_land() -> None:
    """305.7: Volcanic Island (Island Mountain) is only a Mountain under Blood Moon, with the
    Mountain's mana ability only; basic lands keep theirs."""
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, load_card("Blood Moon"))
    dual = g.add_card(1, Zone.BATTLEFIELD, load_card("Volcanic Island"))
    island = g.add_card(1, Zone.BATTLEFIELD, load_card("Island"))
    g.start(0, "main1")
    assert characteristics.chars(g, dual.id).subtypes == frozenset({"Mountain"})
    assert [m for _, m in costs.mana_sources(g, 1)] == ["{R}", "{U}"]
    assert characteristics.chars(g, island.id).subtypes == frozenset({"Island"})
