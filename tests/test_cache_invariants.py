"""The characteristics cache and the state-based-action shortcut agree with computing from
scratch, and reading characteristics never changes what happens (613, 704.3).

- a regression: reading every permanent's characteristics after each step of a phasing
  scenario made a phased-out Pacifism's "can't attack" apply (702.26b, 508.1c);
- every scenario file, checked after every step (``tests/cache_check.py``);
- random self-play positions with the seed and benchmark cards, checked after every action;
- every scenario played with and without reads after every step gives the same log;
- a bare write to an object's or player's field, with no ``dirty()``, invalidates both.

The sweep over every scenario file takes about a minute; by default a fixed sample runs
(every ``_SAMPLE_EVERY``-th file, and the regression's). ``MTGRULES_CACHE_SWEEP=all`` runs
every file.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from cache_check import cache_problems, read_all_chars
from mtgrules.agents import RandomAgent
from mtgrules.cards import load_card
from mtgrules.cards.ir import CardDefinition
from mtgrules.decisions import PassPriority
from mtgrules.game import Game
from mtgrules.rules import characteristics, zone_moves
from mtgrules.scenario.loader import load
from mtgrules.scenario.runner import Runner, run_scenario
from mtgrules.zones import Zone

ROOT = Path(__file__).resolve().parent.parent
TEFERI = ROOT / "tests/scenarios/seeds/teferi/002-25-own-aura-on-opponents-creature.yaml"
FILES = sorted((ROOT / "tests" / "scenarios").rglob("*.yaml")) + sorted(
    (ROOT / "examples").glob("*.yaml")
)
_SAMPLE_EVERY = 12
SWEEP = (
    FILES
    if os.environ.get("MTGRULES_CACHE_SWEEP") == "all"
    else [f for i, f in enumerate(FILES) if i % _SAMPLE_EVERY == 0 or f == TEFERI]
)


def _ids(paths: list[Path]) -> list[str]:
    return [p.relative_to(ROOT).as_posix() for p in paths]


def _checked_run(path: Path) -> tuple[list[str], list[str], list[str]]:
    """Play ``path``, checking the caches after every step; return the problems, the
    failures and the log."""
    problems: list[str] = []

    def check(runner: Runner, i: int, step: dict[str, Any]) -> None:
        read_all_chars(runner.game)  # every object's, cached for the comparison below
        problems.extend(f"after step {i} {step}: {p}" for p in cache_problems(runner.game))

    result = run_scenario(load(path), on_step=check)
    log = [str(e) for e in result.game.log] if result.game is not None else []
    return problems, [str(f) for f in result.failures], log


def test_reading_characteristics_after_each_step_keeps_the_phased_out_aura_away() -> None:
    """702.26b: the phased-out Pacifism is treated as though it doesn't exist, however often
    its characteristics were asked for; the Hill Giant attacks (step 6)."""
    result = run_scenario(load(TEFERI), on_step=lambda r, i, s: read_all_chars(r.game))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    problems, failures, _ = _checked_run(TEFERI)
    assert not failures and not problems, problems


@pytest.mark.parametrize("path", SWEEP, ids=_ids(SWEEP))
def test_scenario_caches_agree_with_recomputation_and_reads_change_nothing(path: Path) -> None:
    problems, failures, log = _checked_run(path)  # the check reads every object's chars
    assert not problems, "\n".join(problems[:5])
    plain = run_scenario(load(path))
    assert [str(f) for f in plain.failures] == failures
    assert ([str(e) for e in plain.game.log] if plain.game is not None else []) == log, (
        "reading characteristics after every step changed the game"
    )


# ------------------------------------------------------------------ random self-play

_CARDS = [
    "Paladin en-Vec",
    "Pyroclasm",
    "Primal Rage",
    "Nacatl Savage",
    "Bonesplitter",
    "Fear",
    "Enfeeblement",
    "Grizzly Bears",
    "Pacifism",
    "Mother of Runes",
    "Terror",
    "Royal Assassin",
    "Cruel Edict",
    "Infest",
    "Wrath of God",
    "Animate Dead",
    "Lightning Helix",
    "Black Knight",
    "Teferi's Protection",
    "Shock",
    "Last Gasp",
    "Horned Troll",
    "Wall of Glare",
    "Death Ward",
    "Daunting Defender",
    "Wildsize",
    "Rancor",
    "Tarmogoyf",
    "Silver Knight",
    "Giant Growth",
    "Mogg Fanatic",
    "Troll Ascetic",
    "Kalonian Tusker",
    "Monastery Swiftspear",
]
_LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
_DEFS: dict[str, CardDefinition] = {}


def _card(name: str) -> CardDefinition:
    if name not in _DEFS:
        _DEFS[name] = load_card(name)
    return _DEFS[name]


def _random_game(seed: int) -> Game:
    """Two 40-card decks of random seed cards with every basic land type: a random
    position generator, the game begun from its first untap step (103.8)."""
    rng = random.Random(seed)
    g = Game(["Alice", "Bob"], seed=seed)
    for p in range(2):
        deck = [rng.choice(_LANDS) for _ in range(17)] + rng.choices(_CARDS, k=23)
        for name in deck:
            g.add_card(p, Zone.LIBRARY, _card(name))
        g.rng.shuffle(g.players[p].library)
        zone_moves.draw(g, p, 7, "103.5")
    g.begin_game(seed % 2)
    return g


@pytest.mark.parametrize("seed", range(3))
def test_self_play_caches_agree_with_recomputation(seed: int) -> None:
    g = _random_game(seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1000)]
    for n in range(250):
        problems = cache_problems(g)
        assert not problems, f"seed {seed}, action {n}:\n" + "\n".join(problems[:5])
        if g.over:
            break
        assert g.pending is not None
        g.apply(agents[g.pending.player].act(g))


def test_a_write_without_dirty_invalidates_the_characteristics() -> None:
    """The cache is stamped with the count of writes to objects' fields (objects.py): a
    permanent phased out by a bare write, no dirty() called, is gone from the battlefield's
    characteristics at once (702.26b)."""
    g = Game(["Alice", "Bob"])
    bears = g.add_card(0, Zone.BATTLEFIELD, _card("Grizzly Bears"))
    g.start()
    assert bears.id in characteristics.battlefield_chars(g)
    version = g.version
    bears.phased_out = True
    assert g.version == version
    assert bears.id not in characteristics.battlefield_chars(g)
    assert not cache_problems(g)


def test_a_write_without_dirty_brings_the_state_based_actions_back() -> None:
    """704.3: the check is skipped only while nothing changed; a player's life set to 0 by a
    bare write still makes them lose when the next player would receive priority (704.5a)."""
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, _card("Grizzly Bears"))
    g.start()
    assert g.pending is not None and g.pending.kind == "priority"
    assert g.version == g.sba_clean_version
    g.players[1].life = 0
    assert cache_problems(g) == []  # the shortcut no longer applies: nothing to compare
    g.apply(PassPriority())
    assert g.players[1].lost and g.over


@pytest.mark.parametrize("seed", range(3))
def test_self_play_reads_change_nothing(seed: int) -> None:
    def play(read: bool) -> list[str]:
        g = _random_game(seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1000)]
        for _ in range(300):
            if g.over:
                break
            if read:
                read_all_chars(g)
            assert g.pending is not None
            g.apply(agents[g.pending.player].act(g))
        return [str(e) for e in g.log]

    assert play(True) == play(False)


@pytest.mark.parametrize("chunk", range(3))
def test_generated_deck_games_caches_agree_with_recomputation(chunk: int) -> None:
    """Random games of decks generated from a pool of supported cards (anthems, conditions,
    characteristic-defining abilities, control changes, pumps): after every action the
    cache agrees with a computation from scratch. A closed computation's characteristics
    are kept across states that changed only elsewhere (characteristics.chars_cache): the
    games take that path, and it is checked too."""
    from mtgrules import deckgen
    from mtgrules.decks import new_game

    pool = deckgen.Pool.from_json(
        (ROOT / "tests" / "data" / "deckgen_pool_2026-12-02.json").read_text(encoding="utf-8")
    )
    kept = 0
    for seed in range(chunk * 4, chunk * 4 + 4):
        a, b = deckgen.pairings(pool, 100 + seed, 1)[0]
        g = new_game(a, b, seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1000)]
        last: tuple[Any, Any] | None = None
        for n in range(300):
            problems = cache_problems(g)
            assert not problems, f"seed {seed}, action {n}:\n" + "\n".join(problems[:5])
            cache = g._chars
            assert cache is not None
            if last is not None and last[0] != cache.stamp and last[1] is cache.battlefield:
                kept += 1
            last = (cache.stamp, cache.battlefield)
            if g.over or g.pending is None:
                break
            g.apply(agents[g.pending.player].act(g))
    assert kept > 0
