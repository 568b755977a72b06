"""``mtgrules simulate`` backends: the same seeds give the same games in this process, in a
process pool and as Ray tasks; ``--out`` writes one JSON line per game; a Ray worker that
dies has its batch run again and no game is counted twice or lost; guided batch sizes."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgrules.batching import GuidedBatches, SeededGames
from mtgrules.cli import main
from mtgrules.decks import load_deck
from mtgrules.play_commands import (
    GameResult,
    SimSpec,
    lost_batch,
    play_batch,
    unique_results,
)

ROOT = Path(__file__).resolve().parent.parent
RED = str(ROOT / "decks" / "mono-red.txt")
GREEN = str(ROOT / "decks" / "mono-green.txt")
GAMES = 6
SEED = 40


@pytest.fixture(scope="module")
def ray_cluster() -> Iterator[Any]:
    """One local Ray instance with 2 CPUs for this module's Ray tests (starting Ray takes
    seconds); ``simulate --ray`` joins it instead of starting its own."""
    try:
        import ray  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        if os.environ.get("MTGRULES_REQUIRE_RAY") == "1":  # .ci/run: the extra is installed
            raise
        pytest.skip('ray is not installed (the optional extra: pip install "mtgrules[ray]")')
    from mtgrules.ray_backend import start

    start(None, 2)
    yield ray
    ray.shutdown()


def simulate_out(tmp_path: Path, name: str, *backend: str) -> list[dict[str, Any]]:
    out = tmp_path / f"{name}.jsonl"
    args = ["simulate", RED, GREEN, "-n", str(GAMES), "--seed", str(SEED), "--no-progress"]
    r = CliRunner().invoke(main, [*args, "--json", "--out", str(out), *backend])
    assert r.exit_code == 0, r.output
    summary = json.loads(r.output.strip().splitlines()[-1])
    assert summary["games"] == GAMES
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(x["seed"] for x in lines) == list(range(SEED, SEED + GAMES))
    return sorted(lines, key=lambda x: x["seed"])


def per_game(lines: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return [(x["seed"], x["winner"], x["turns"], x["decisions"], x["error"]) for x in lines]


def test_out_writes_one_line_per_game(tmp_path: Path) -> None:
    lines = simulate_out(tmp_path, "one", "--workers", "1")
    assert set(lines[0]) == {
        "game",
        "seed",
        "decks",
        "agents",
        "winner",
        "over",
        "turns",
        "decisions",
        "first",
        "error",
    }
    for x in lines:
        assert x["decks"] == ["mono-red", "mono-green"] and x["agents"] == ["random", "random"]
        assert x["game"] == x["seed"] - SEED + 1 and x["error"] is None
        assert x["winner"] in ("mono-red", "mono-green") and x["over"] is True
        assert x["turns"] > 1 and x["decisions"] > 10


def test_same_seeds_same_games_in_every_backend(tmp_path: Path, ray_cluster: Any) -> None:
    one = per_game(simulate_out(tmp_path, "one", "--workers", "1"))
    two = per_game(simulate_out(tmp_path, "two", "--workers", "2", "--batch-size", "2"))
    on_ray = per_game(simulate_out(tmp_path, "ray", "--workers", "2", "--ray"))
    assert one == two == on_ray
    assert len({(w, t, d) for _, w, t, d, _ in one}) > 1  # different seeds, different games


def _spec() -> SimSpec:
    return SimSpec(load_deck(RED), load_deck(GREEN), ("random", "random"))


def test_a_ray_worker_that_dies_has_its_batch_run_again(tmp_path: Path, ray_cluster: Any) -> None:
    from mtgrules.ray_backend import run_batches

    marker = str(tmp_path / "died-once")
    doomed = SEED + 3

    def dies_once(fn: Any, spec: Any, jobs: list[tuple[int, int]]) -> Any:
        if any(seed == doomed for _, seed in jobs) and not os.path.exists(marker):
            Path(marker).write_text("x")
            os._exit(1)  # the worker process dies mid-batch
        return fn(spec, jobs), 0.01

    jobs = [(i, SEED + i) for i in range(GAMES)]
    spec = _spec()
    got = [
        r
        for batch in run_batches(play_batch, spec, jobs, lost_batch, batch_size=2, task=dies_once)
        for r in batch
    ]
    assert os.path.exists(marker)  # the worker did die
    assert sorted(r.seed for r in got) == [seed for _, seed in jobs]  # each game once
    assert sorted(got, key=lambda r: r.seed) == play_batch(spec, jobs)  # and the same games


def test_a_batch_whose_worker_always_dies_is_counted_as_lost(ray_cluster: Any) -> None:
    from mtgrules.ray_backend import run_batches

    doomed = SEED + 1

    def always_dies(fn: Any, spec: Any, jobs: list[tuple[int, int]]) -> Any:
        if any(seed == doomed for _, seed in jobs):
            os._exit(1)
        return fn(spec, jobs), 0.01

    jobs = [(i, SEED + i) for i in range(4)]
    got = sorted(
        (
            r
            for batch in run_batches(
                play_batch, _spec(), jobs, lost_batch, batch_size=2, max_retries=0, task=always_dies
            )
            for r in batch
        ),
        key=lambda r: r.seed,
    )
    assert [r.seed for r in got] == [SEED, SEED + 1, SEED + 2, SEED + 3]
    assert [r.error is not None for r in got] == [True, True, False, False]
    assert got[1].error is not None and got[1].error.startswith("worker lost: ")


def test_ray_refused_without_ray_or_with_a_file_for_address(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    args = ["simulate", RED, GREEN, "-n", "2", "--no-progress"]
    monkeypatch.setitem(sys.modules, "ray", None)  # as if the extra weren't installed
    r = CliRunner().invoke(main, [*args, "--ray"])
    assert r.exit_code == 1 and 'pip install "mtgrules[ray]"' in r.output
    monkeypatch.undo()
    r = CliRunner().invoke(main, ["simulate", "--ray", RED, GREEN, "-n", "2"])
    assert r.exit_code == 2  # DECK1 taken as the address: the usage error says what to do
    r = CliRunner().invoke(main, [*args, f"--ray={RED}"])
    assert r.exit_code == 2 and "put --ray after the decks" in r.output


def _result(seed: int, winner: int | None = 0) -> GameResult:
    return GameResult(seed, seed, winner, True, 10, 100, 0)


def test_unique_results_drop_a_game_seen_before() -> None:
    seen: set[int] = set()
    batches = [[_result(0), _result(1)], [_result(1, 1), _result(2)], [_result(0)]]
    got = list(unique_results(batches, seen))
    assert got == [[_result(0), _result(1)], [_result(2)], []]
    assert seen == {0, 1, 2}


def test_guided_batches_grow_to_the_target_and_shrink_at_the_end() -> None:
    jobs = list(range(1000))
    b: GuidedBatches[int] = GuidedBatches(jobs, slots=2, target_seconds=1.0)
    sizes = []
    handed: list[int] = []
    while True:
        batch = b.take()
        if not batch:
            break
        handed += batch
        sizes.append(len(batch))
        b.record(len(batch), 0.02 * len(batch))  # 20 ms a game
    assert handed == jobs  # every job once, in order
    assert sizes[0] == 1  # the first batch times a game
    assert max(sizes) == 50  # then about a second of work: 50 games
    assert sizes[-1] == 1 and sizes[-5:] == sorted(sizes[-5:], reverse=True)
    fixed: GuidedBatches[int] = GuidedBatches(jobs[:7], slots=2, fixed=3)
    assert [len(fixed.take()) for _ in range(4)] == [3, 3, 1, 0]


def test_seeded_games_are_made_when_asked_for() -> None:
    games = SeededGames(1_000_000, 7)
    assert len(games) == 1_000_000
    assert games[0] == (0, 7) and games[-1] == (999_999, 1_000_006)
    assert games[3:6] == [(3, 10), (4, 11), (5, 12)]
    b: GuidedBatches[tuple[int, int]] = GuidedBatches(SeededGames(5, 100), slots=1, fixed=2)
    assert [b.take() for _ in range(4)] == [
        [(0, 100), (1, 101)],
        [(2, 102), (3, 103)],
        [(4, 104)],
        [],
    ]
