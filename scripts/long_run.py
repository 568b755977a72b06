"""Long runs of checked random games over generated deck pairings.

    python scripts/long_run.py --games 2000 --pairings 30 --workers 2

Each game ``seed`` plays pairing ``seed % pairings`` (decks from ``mtgrules.deckgen``, the
supported-card pool in ``--pool``, built once if missing) between random agents, checked by
``mtgrules.invariants.play_checked``. Engine errors and invariant violations are printed
with the seed; reproduce one with ``--seed S --games 1`` (same pool, same pairing count).
The same seed gives the same game in any process and under any PYTHONHASHSEED.

With ``--json FILE`` each game's result is appended to FILE as it ends (a stopped run keeps
what it played), with the checkout's revision and a digest of the engine's files;
``--resume`` skips the seeds FILE already holds (from the same engine, pool, pairings and
checks: else it refuses) and reports the games of every piece together, so a run of
100,000 games can be played in several sittings. The engine is every file under
``src/mtgrules`` but the front ends a checked game never loads (``FRONT_ENDS``): a commit
that changes only docs, tests, scripts or those leaves a run resumable; any other change
starts it afresh.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# The files of src/mtgrules that a checked random game never imports: the front ends (the
# command line, the scenario runner, the web page, the other players, the environments). A
# change to them can't change a long run's games (tests/test_long_run.py checks that a
# checked game loads none of them).
FRONT_ENDS = (
    "__main__.py",
    "agents/candidates.py",
    "agents/heuristic.py",
    "agents/heuristic_counters.py",
    "agents/human.py",
    "agents/mcts.py",
    "batching.py",
    "cli.py",
    "comprules.py",
    "play_commands.py",
    "puzzle/",
    "ray_backend.py",
    "rl/",
    "scenario/",
    "view.py",
    "web/",
)
DEFAULT_POOL = ROOT / "tests" / "data" / "deckgen_pool.json"

_PAIRS: list[Any] = []
_OPTS: dict[str, Any] = {}


def _init(
    pool_path: str, pool_seed: int, deck_seed: int, pairings: int, opts: dict[str, Any]
) -> None:
    from mtgrules import deckgen

    pool = deckgen.load_or_build_pool(pool_path, pool_seed)
    _PAIRS[:] = deckgen.pairings(pool, deck_seed, pairings)
    _OPTS.update(opts)


def _one(seed: int) -> dict[str, Any]:
    from mtgrules.invariants import checked_deck_game

    a, b = _PAIRS[seed % len(_PAIRS)]
    t = time.perf_counter()
    r = checked_deck_game(a, b, seed, **_OPTS)
    return {
        "seed": seed,
        "pairing": f"{a.name} vs {b.name}",
        "error": r.error,
        "violations": r.violations[:5],
        "decisions": r.decisions,
        "turns": r.turns,
        "over": r.over,
        "seconds": time.perf_counter() - t,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0, help="the first game's seed")
    ap.add_argument("--pairings", type=int, default=30)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--pool", default=str(DEFAULT_POOL))
    ap.add_argument("--pool-seed", type=int, default=13)
    ap.add_argument("--deck-seed", type=int, default=1)
    ap.add_argument("--check-every", type=float, default=0.05)
    ap.add_argument("--max-turns", type=int, default=40)
    ap.add_argument("--json", help="append every game's result to this JSON-lines file")
    ap.add_argument(
        "--resume", action="store_true", help="skip the seeds the --json file already holds"
    )
    ap.add_argument(
        "--time-limit", type=float, default=0, help="stop after this many seconds (0: none)"
    )
    args = ap.parse_args(argv)
    opts = {"check_every": args.check_every, "max_turns": args.max_turns}
    init = (args.pool, args.pool_seed, args.deck_seed, args.pairings, opts)
    run_key = {
        "engine": engine_digest(),
        "pool": Path(args.pool).name,
        "pool_seed": args.pool_seed,
        "deck_seed": args.deck_seed,
        "pairings": args.pairings,
        **opts,
    }
    rev = _revision()
    earlier = _earlier(args.json, run_key) if args.resume else []
    if earlier is None:
        return 2
    done = {r["seed"] for r in earlier}
    seeds = [s for s in range(args.seed, args.seed + args.games) if s not in done]
    if earlier:
        print(f"resuming: {len(done)} games in {args.json} already, {len(seeds)} to play")
    out = open(args.json, "a", encoding="utf-8") if args.json else None  # noqa: SIM115
    start = time.perf_counter()
    errors: Counter[str] = Counter()
    bad: list[dict[str, Any]] = []
    results: list[dict[str, Any]] = []
    try:
        if args.workers > 1:
            ctx = multiprocessing.get_context("spawn")
            with ctx.Pool(args.workers, initializer=_init, initargs=init) as pool:
                it = pool.imap_unordered(_one, seeds, chunksize=1)
                results = _collect(it, len(seeds), args.time_limit, out, run_key, rev)
                pool.terminate()
        else:
            _init(*init)
            results = _collect(map(_one, seeds), len(seeds), args.time_limit, out, run_key, rev)
    finally:
        if out is not None:
            out.close()
    results = earlier + results
    elapsed = time.perf_counter() - start
    for r in sorted(results, key=lambda r: r["seed"]):
        if r["error"] or r["violations"]:
            bad.append(r)
            last = (r["error"] or "").strip().splitlines()[-1:] or r["violations"][:1]
            errors[last[0][:160]] += 1
    n_err = sum(1 for r in results if r["error"])
    n_viol = sum(1 for r in results if r["violations"] and not r["error"])
    finished = sum(1 for r in results if r["over"])
    pairings = {r["pairing"] for r in results}
    print(
        f"games: {len(results)}  pairings: {len(pairings)}  finished: {finished}  "
        f"engine errors: {n_err}  invariant violations: {n_viol}  "
        f"decisions: {sum(r['decisions'] for r in results)}  time: {elapsed:.1f}s"
    )
    for what, n in errors.most_common(20):
        print(f"  {n:>5}  {what}")
    for r in bad[:20]:
        print(f"seed {r['seed']} ({r['pairing']}):")
        print("  " + (r["error"] or "\n".join(r["violations"])).strip().replace("\n", "\n  "))
    if earlier:
        print(f"(of which {len(earlier)} played by earlier pieces of this run)")
    return 1 if bad else 0


def engine_digest(root: Path = ROOT / "src" / "mtgrules") -> str:
    """SHA-256 over the engine's files (every file under ``root`` but ``FRONT_ENDS`` and
    caches), by path and content: what a long run's games depend on."""
    h = hashlib.sha256()
    for f in sorted(root.rglob("*")):
        rel = f.relative_to(root).as_posix()
        if not f.is_file() or "__pycache__" in rel or rel.startswith(FRONT_ENDS):
            continue
        h.update(rel.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def _revision() -> str:
    """The checkout's commit (with "+" when its files differ from it), or "unknown"."""
    try:
        rev = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no", "src", "scripts"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return rev + ("+" if dirty else "")


def _earlier(path: str | None, key: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The results an earlier piece of this run wrote to ``path`` (None: it can't resume)."""
    if path is None:
        print("--resume needs --json FILE", file=sys.stderr)
        return None
    if not Path(path).exists():
        return []
    out: list[dict[str, Any]] = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line cut short when the run was stopped
        mismatch = {k: r.get("run", {}).get(k) for k in key if r.get("run", {}).get(k) != key[k]}
        if mismatch:
            print(
                f"{path}, line {n}: written by another run ({mismatch}, now {key}): "
                "start a new file",
                file=sys.stderr,
            )
            return None
        out.append(r)
    return out


def _collect(
    it: Any,
    total: int,
    limit: float,
    sink: Any = None,
    key: dict[str, Any] | None = None,
    rev: str = "",
) -> list[dict[str, Any]]:
    """The results as they come, each failure printed at once and each result appended to
    ``sink`` (a stopped run keeps them)."""
    t = time.perf_counter()
    out: list[dict[str, Any]] = []
    for i, r in enumerate(it, 1):
        out.append(r)
        if sink is not None:
            sink.write(json.dumps({**r, "run": key, "rev": rev}) + "\n")
            sink.flush()
        if r["error"] or r["violations"]:
            what = (r["error"] or "\n".join(r["violations"])).strip().splitlines()[-1]
            print(f"  FAILED seed {r['seed']}: {what[:200]}", file=sys.stderr, flush=True)
        if i % 50 == 0:
            dt = time.perf_counter() - t
            print(f"  {i}/{total} games, {dt:.0f}s", file=sys.stderr, flush=True)
        if limit and time.perf_counter() - t > limit:
            print(f"  time limit: stopped after {i} games", file=sys.stderr, flush=True)
            break
    return out


if __name__ == "__main__":
    sys.exit(main())
