"""``mtgrules play`` (one game from two deck files, its log printed) and ``mtgrules simulate``
(many games across processes: win rates with 95% confidence intervals, game length, speed).

The same seed gives the same game and the same log: game ``i`` of a simulation is seeded
``seed + i`` and its agents from it too, whatever the number of workers.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, TextIO

import click

from .agents import HeuristicAgent, HumanAgent, HumanQuit, RandomAgent
from .agents.random_agent import Agent
from .batching import GuidedBatches, SeededGames
from .decks import Deck, DeckError, DeckGame, load_deck, new_game
from .game import Game
from .ray_backend import RayUnavailable, import_ray  # ray itself only with --ray

if TYPE_CHECKING:
    from concurrent.futures import Future

AGENT_KINDS = ("random", "heuristic", "mcts", "human")
DEFAULT_MAX_DECISIONS = 50_000


# ---------------------------------------------------------------------------------------
# Agents and one game
# ---------------------------------------------------------------------------------------


def parse_agents(values: Sequence[str], default: str) -> tuple[str, str]:
    """``--agents`` values: one kind for both players, or two (repeated or comma-separated)."""
    kinds = [k.strip().lower() for v in values for k in v.split(",") if k.strip()]
    if not kinds:
        kinds = [default]
    if len(kinds) == 1:
        kinds = kinds * 2
    if len(kinds) != 2:
        raise click.BadParameter(
            f"give one or two agent kinds, not {len(kinds)}", param_hint="--agents"
        )
    for k in kinds:
        if k not in AGENT_KINDS:
            raise click.BadParameter(
                f"unknown agent {k!r} (choose from {', '.join(AGENT_KINDS)})", param_hint="--agents"
            )
    return kinds[0], kinds[1]


def make_agent(
    kind: str, seed: int, player: int, *, input: TextIO | None = None, output: TextIO | None = None
) -> Agent:
    """An agent; random and heuristic agents are seeded from the game seed and the seat."""
    if kind == "random":
        return RandomAgent(seed * 2 + player + 1)
    if kind == "heuristic":
        return HeuristicAgent(seed * 2 + player + 1)
    if kind == "mcts":  # information-set search on the player's view (agents/mcts.py)
        from .agents.mcts import MCTSAgent

        return MCTSAgent(seed * 2 + player + 1)
    if kind == "human":
        return HumanAgent(input=input, output=output)
    raise ValueError(f"unknown agent kind {kind!r}")


def drive(
    game: Game,
    agents: Sequence[Agent],
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    on_step: Callable[[Game], None] | None = None,
) -> int:
    """Answer the game's decisions with ``agents`` (one per seat) until it ends or
    ``max_decisions`` answers were given; returns the number of answers."""
    n = 0
    while not game.over and n < max_decisions:
        d = game.pending
        assert d is not None, "the game waits for nothing but isn't over"
        game.apply(agents[d.player].act(game))
        n += 1
        if on_step is not None:
            on_step(game)
    return n


def format_entry(entry: Any, as_json: bool) -> str:
    return entry.to_json() if as_json else f"[T{entry.turn} {entry.step}] {entry}"


def result_line(game: Game, decisions: int) -> str:
    if not game.over:
        return f"The game didn't end within {decisions} decisions (turn {game.turn_number})."
    if game.winner is None:
        return f"The game is a draw, on turn {game.turn_number} after {decisions} decisions."
    return (
        f"{game.players[game.winner].name} wins on turn {game.turn_number} after "
        f"{decisions} decisions."
    )


def _load(path: str) -> Deck:
    try:
        return load_deck(path)
    except DeckError as e:
        raise click.ClickException(f"deck {path} can't be played:\n{e}") from e


@click.command()
@click.argument("deck1", type=click.Path(exists=True, dir_okay=False))
@click.argument("deck2", type=click.Path(exists=True, dir_okay=False))
@click.option(
    "--seed",
    type=int,
    default=0,
    show_default=True,
    help="Seeds the shuffles, the coin flip and the agents.",
)
@click.option(
    "--agents",
    "agents_opt",
    multiple=True,
    metavar="KIND[,KIND]",
    help="random, heuristic, mcts or human: one for both players or one each "
    "(repeat the option or separate with a comma). Default: heuristic.",
)
@click.option(
    "--names",
    default="Alice,Bob",
    show_default=True,
    help="The two players' names, comma-separated.",
)
@click.option("--json", "as_json", is_flag=True, help="The log as JSON lines.")
@click.option(
    "--max-decisions",
    type=int,
    default=DEFAULT_MAX_DECISIONS,
    show_default=True,
    help="Stop a game that hasn't ended after this many decisions.",
)
def play(
    deck1: str,
    deck2: str,
    seed: int,
    agents_opt: tuple[str, ...],
    names: str,
    as_json: bool,
    max_decisions: int,
) -> None:
    """Play one game of DECK1 against DECK2 and print its log, every event with its rule."""
    kinds = parse_agents(agents_opt, "heuristic")
    seats = [n.strip() for n in names.split(",")]
    if len(seats) != 2 or not all(seats) or seats[0] == seats[1]:
        raise click.BadParameter("give two different names", param_hint="--names")
    game = new_game(_load(deck1), _load(deck2), seed, tuple(seats))
    agents = [make_agent(k, seed, i) for i, k in enumerate(kinds)]  # a human at sys.stdin
    printed = 0

    def flush(g: Game) -> None:
        nonlocal printed
        for entry in g.log[printed:]:
            click.echo(format_entry(entry, as_json))
        printed = len(g.log)

    flush(game)
    try:
        n = drive(game, agents, max_decisions, flush)
    except HumanQuit:
        click.echo("Game abandoned.", err=True)
        sys.exit(1)
    except Exception as e:  # a fault inside the engine: the log so far, the seed, exit 3
        flush(game)
        click.echo(internal_error_line(0, seed, f"{type(e).__name__}: {e}"), err=True)
        sys.exit(3)
    flush(game)
    if as_json:
        click.echo(
            json.dumps(
                {
                    "result": {
                        "over": game.over,
                        "winner": None if game.winner is None else game.players[game.winner].name,
                        "turns": game.turn_number,
                        "decisions": n,
                    }
                }
            )
        )
    else:
        click.echo(result_line(game, n))


# ---------------------------------------------------------------------------------------
# Many games
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameResult:
    index: int
    seed: int
    winner: int | None  # the deck (0: DECK1, 1: DECK2) that won; None: a draw or unfinished
    over: bool
    turns: int
    decisions: int
    starting_deck: int  # the deck whose player took the first turn
    error: str | None = None


def play_one(
    deck1: Deck, deck2: Deck, kinds: tuple[str, str], seed: int, index: int, max_decisions: int
) -> GameResult:
    """One game of a simulation; an engine error is reported in the result, not raised."""
    game: DeckGame | None = None
    try:
        game = new_game(deck1, deck2, seed)
        game.keep_log = False  # only the result is kept (the coin flip, read below, is in)
        agents = [make_agent(k, seed, i) for i, k in enumerate(kinds)]
        n = drive(game, agents, max_decisions)
    except Exception as e:  # an engine bug must not stop the other games
        if game is None:
            return GameResult(index, seed, None, False, 0, 0, 0, f"{type(e).__name__}: {e}")
        starting = game.mulligan.starting_player if game.mulligan else game.active_player
        return GameResult(
            index,
            seed,
            None,
            False,
            game.turn_number,
            game.decisions_made,
            starting,
            f"{type(e).__name__}: {e}",
        )
    first = next((e for e in game.log if e.rule == "103.1"), None)
    starting = 0 if first is None or first.data.get("player") == game.players[0].name else 1
    return GameResult(
        index, seed, game.winner if game.over else None, game.over, game.turn_number, n, starting
    )


@dataclass(frozen=True, slots=True)
class SimSpec:
    """What every game of a simulation shares; sent once to each worker process or Ray
    task (the parsed decks pickle to a few KiB: workers don't parse deck files again)."""

    deck1: Deck
    deck2: Deck
    kinds: tuple[str, str]
    max_decisions: int = DEFAULT_MAX_DECISIONS


def play_batch(spec: SimSpec, jobs: list[tuple[int, int]]) -> list[GameResult]:
    """Games ``(index, seed)`` of a simulation: the one engine path of every backend
    (in process, the process pool, Ray tasks)."""
    return [
        play_one(spec.deck1, spec.deck2, spec.kinds, seed, i, spec.max_decisions)
        for i, seed in jobs
    ]


def lost_batch(jobs: list[tuple[int, int]], error: BaseException) -> list[GameResult]:
    """A batch whose worker failed for good (it died on every retry): each game is counted,
    as an error that names the failure and the seed, not dropped."""
    first_line = (str(error).splitlines() or [""])[0]
    what = f"worker lost: {type(error).__name__}: {first_line}"
    return [GameResult(i, seed, None, False, 0, 0, 0, what) for i, seed in jobs]


_WORKER: dict[str, SimSpec] = {}


def _worker_init(spec: SimSpec) -> None:
    _WORKER["spec"] = spec


def _worker_run(jobs: list[tuple[int, int]]) -> tuple[list[GameResult], float]:
    start = time.perf_counter()
    results = play_batch(_WORKER["spec"], jobs)
    return results, time.perf_counter() - start


def _spec(
    deck1: str | Deck, deck2: str | Deck, kinds: tuple[str, str], max_decisions: int
) -> SimSpec:
    d1 = deck1 if isinstance(deck1, Deck) else load_deck(deck1)
    d2 = deck2 if isinstance(deck2, Deck) else load_deck(deck2)
    return SimSpec(d1, d2, kinds, max_decisions)


def run_games(
    deck1: str | Deck,
    deck2: str | Deck,
    n: int,
    seed: int,
    kinds: tuple[str, str],
    workers: int = 1,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    chunk: int | None = None,
) -> Iterator[list[GameResult]]:
    """Play games ``seed .. seed+n-1`` (decks as paths or parsed), yielding results in
    batches as they finish: in this process for one worker, else in a process pool fed
    guided batches (:mod:`mtgrules.batching`; ``chunk`` fixes the batch size)."""
    spec = _spec(deck1, deck2, kinds, max_decisions)
    jobs = SeededGames(n, seed)
    if workers <= 1:
        size = chunk or 1
        for k in range(0, n, size):
            yield play_batch(spec, jobs[k : k + size])
        return
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait  # (cold start)

    batches: GuidedBatches[tuple[int, int]] = GuidedBatches(jobs, workers, fixed=chunk)
    with ProcessPoolExecutor(workers, initializer=_worker_init, initargs=(spec,)) as pool:
        pending: dict[Future[tuple[list[GameResult], float]], list[tuple[int, int]]] = {}

        def fill() -> None:
            while len(pending) < 2 * workers:
                batch = batches.take()
                if not batch:
                    return
                pending[pool.submit(_worker_run, batch)] = batch

        fill()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                pending.pop(f)
                results, seconds = f.result()
                batches.record(len(results), seconds)
                yield results
            fill()


def run_games_ray(
    spec: SimSpec,
    n: int,
    seed: int,
    address: str | None,
    num_cpus: int | None,
    batch_size: int | None = None,
    on_start: Callable[[int], None] | None = None,
) -> Iterator[list[GameResult]]:
    """The same games as :func:`run_games`, as Ray tasks (:mod:`mtgrules.ray_backend`):
    on the cluster at ``address`` (``auto``, ``ray://HOST:10001``) or, for ``None``, on a
    local Ray instance with ``num_cpus`` CPUs."""
    from .ray_backend import run_batches

    yield from run_batches(
        play_batch,
        spec,
        SeededGames(n, seed),
        lost_batch,
        address=address,
        num_cpus=num_cpus,
        batch_size=batch_size,
        on_start=on_start,
    )


def unique_results(
    batches: Iterable[list[GameResult]], seen: set[int]
) -> Iterator[list[GameResult]]:
    """Each game once: a result for a seed already in ``seen`` (a batch run again after its
    worker was thought lost) is dropped; ``seen`` collects the seeds."""
    for batch in batches:
        fresh = []
        for r in batch:
            if r.seed not in seen:
                seen.add(r.seed)
                fresh.append(r)
        yield fresh


def result_record(r: GameResult, names: tuple[str, str], kinds: tuple[str, str]) -> str:
    """One game as a JSON line for ``simulate --out``."""
    return json.dumps(
        {
            "game": r.index + 1,
            "seed": r.seed,
            "decks": list(names),
            "agents": list(kinds),
            "winner": None if r.winner is None else names[r.winner],
            "over": r.over,
            "turns": r.turns,
            "decisions": r.decisions,
            "first": names[r.starting_deck] if r.turns else None,
            "error": r.error,
        }
    )


def wilson(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for k successes in n trials (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (0.0 if k == 0 else max(0.0, centre - half)), (
        1.0 if k == n else min(1.0, centre + half)
    )


@dataclass(frozen=True, slots=True)
class Summary:
    games: int
    wins: tuple[int, int]
    draws: int
    unfinished: int
    errors: int
    win_rate: tuple[float, float]
    win_ci: tuple[tuple[float, float], tuple[float, float]]
    starting_player_wins: int
    average_turns: float
    median_turns: float
    average_decisions: float
    seconds: float
    games_per_second: float
    decisions_per_second: float
    first_errors: tuple[str, ...]


def internal_error_line(index: int, seed: int, error: str) -> str:
    """How a fault inside the engine is reported: with the seed that reproduces it
    (``mtgrules play DECK1 DECK2 --seed S``)."""
    return f"internal error in game {index + 1} (seed {seed}): {error}"


def summarize(results: Sequence[GameResult], seconds: float) -> Summary:
    n = len(results)
    wins = (sum(r.winner == 0 for r in results), sum(r.winner == 1 for r in results))
    errors = [r for r in results if r.error]
    finished = [r for r in results if r.over]
    draws = sum(1 for r in finished if r.winner is None)
    unfinished = sum(1 for r in results if not r.over and not r.error)
    turns = [r.turns for r in finished] or [0]
    decisions = sum(r.decisions for r in results)
    return Summary(
        n,
        wins,
        draws,
        unfinished,
        len(errors),
        (wins[0] / n if n else 0.0, wins[1] / n if n else 0.0),
        (wilson(wins[0], n), wilson(wins[1], n)),
        sum(1 for r in finished if r.winner == r.starting_deck),
        statistics.fmean(turns),
        float(statistics.median(turns)),
        decisions / n if n else 0.0,
        seconds,
        n / seconds if seconds > 0 else 0.0,
        decisions / seconds if seconds > 0 else 0.0,
        tuple(internal_error_line(r.index, r.seed, r.error or "") for r in errors[:5]),
    )


def summary_text(
    s: Summary, names: tuple[str, str], kinds: tuple[str, str], workers: int, ray: bool = False
) -> str:
    where = f"Ray, {workers} CPUs" if ray else f"{workers} worker{'s' if workers != 1 else ''}"
    lines = [f"{s.games} games: {names[0]} ({kinds[0]}) vs {names[1]} ({kinds[1]}), {where}"]
    for i in range(2):
        lo, hi = s.win_ci[i]
        lines.append(
            f"  {names[i]}: {s.wins[i]} wins, {s.win_rate[i] * 100:.1f}% "
            f"(95% CI {lo * 100:.1f}-{hi * 100:.1f}%)"
        )
    decided = s.wins[0] + s.wins[1]
    if decided:
        lo, hi = wilson(s.starting_player_wins, decided)
        lines.append(
            f"  the player who went first won {s.starting_player_wins} of {decided} "
            f"({s.starting_player_wins / decided * 100:.1f}%, 95% CI {lo * 100:.1f}-"
            f"{hi * 100:.1f}%)"
        )
    lines.append(f"  draws: {s.draws}, unfinished: {s.unfinished}, engine errors: {s.errors}")
    lines.append(
        f"  game length: {s.average_turns:.1f} turns on average (median "
        f"{s.median_turns:g}), {s.average_decisions:.0f} decisions"
    )
    lines.append(
        f"  {s.seconds:.1f} s: {s.games_per_second:.1f} games/s, "
        f"{s.decisions_per_second:,.0f} decisions/s"
    )
    for e in s.first_errors:
        lines.append(f"  {e}")
    return "\n".join(lines)


@click.command()
@click.argument("deck1", type=click.Path(exists=True, dir_okay=False))
@click.argument("deck2", type=click.Path(exists=True, dir_okay=False))
@click.option(
    "-n",
    "--games",
    "n",
    type=click.IntRange(1),
    default=1000,
    show_default=True,
    help="How many games.",
)
@click.option(
    "--workers",
    "-w",
    type=click.IntRange(1),
    default=None,
    help="Processes to play in (default: the number of CPUs).",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Game i is seeded SEED+i.")
@click.option(
    "--agents",
    "agents_opt",
    multiple=True,
    metavar="KIND[,KIND]",
    help="random, heuristic or mcts: one for both decks or one each. Default: random.",
)
@click.option(
    "--max-decisions",
    type=int,
    default=DEFAULT_MAX_DECISIONS,
    show_default=True,
    help="A game that hasn't ended after this many decisions counts as unfinished.",
)
@click.option("--json", "as_json", is_flag=True, help="The summary as JSON.")
@click.option(
    "--progress/--no-progress",
    default=True,
    show_default=True,
    help="A progress bar on standard error.",
)
@click.option(
    "--out",
    "out_path",
    type=click.Path(dir_okay=False, writable=True),
    default=None,
    help="Write one JSON line per game to this file as results arrive (seed, decks, agents, "
    "winner, turns, decisions, error).",
)
@click.option(
    "--ray",
    "ray_address",
    is_flag=False,
    flag_value="local",
    default=None,
    metavar="[ADDRESS]",
    help='Play the games as Ray tasks (pip install "mtgrules[ray]"): on a local Ray instance '
    "with --workers CPUs, or on the cluster at ADDRESS (auto, ray://HOST:10001). Put it after "
    "the decks, or write --ray=ADDRESS.",
)
@click.option(
    "--batch-size",
    type=click.IntRange(1),
    default=None,
    help="Games per worker batch or Ray task (default: guided, about a second of work each, "
    "smaller near the end).",
)
def simulate(
    deck1: str,
    deck2: str,
    n: int,
    workers: int | None,
    seed: int,
    agents_opt: tuple[str, ...],
    max_decisions: int,
    as_json: bool,
    progress: bool,
    out_path: str | None,
    ray_address: str | None,
    batch_size: int | None,
) -> None:
    """Play DECK1 against DECK2 many times; report win rates with 95% confidence intervals
    (Wilson), game length and games per second. Exits 1 if a game hit an engine error."""
    kinds = parse_agents(agents_opt, "random")
    if "human" in kinds:
        raise click.BadParameter(
            "simulate plays without people: random, heuristic or mcts", param_hint="--agents"
        )
    if ray_address is not None and os.path.isfile(ray_address):
        raise click.BadParameter(
            f"{ray_address!r} is a file, not a Ray address: put --ray after the decks "
            "or write --ray=ADDRESS",
            param_hint="--ray",
        )
    d1, d2 = _load(deck1), _load(deck2)  # check both before starting any process
    names = (d1.name, d2.name) if d1.name != d2.name else (f"{d1.name} (1)", f"{d2.name} (2)")
    k = workers if workers is not None else (os.cpu_count() or 1)
    k = max(1, min(k, n))
    spec = SimSpec(d1, d2, kinds, max_decisions)
    batches: Iterable[list[GameResult]]
    if ray_address is None:
        batches = run_games(d1, d2, n, seed, kinds, k, max_decisions, batch_size)
    else:
        try:
            import_ray()  # before the progress bar: say so at once if the extra is missing
        except RayUnavailable as e:
            raise click.ClickException(str(e)) from e
        address = None if ray_address == "local" else ray_address

        def on_start(cpus: int) -> None:
            nonlocal k
            k = cpus

        batches = run_games_ray(spec, n, seed, address, k, batch_size, on_start)
    results: list[GameResult] = []
    seen: set[int] = set()
    start = time.perf_counter()
    try:
        with contextlib.ExitStack() as stack:
            out = stack.enter_context(open(out_path, "w", encoding="utf-8")) if out_path else None
            bar = (
                stack.enter_context(
                    click.progressbar(length=n, label="Playing", file=sys.stderr, show_pos=True)
                )
                if progress
                else None
            )
            for batch in unique_results(batches, seen):
                results += batch
                if out is not None:  # as results arrive, so a long run can be read as it goes
                    out.writelines(result_record(r, names, kinds) + "\n" for r in batch)
                    out.flush()
                if bar is not None:
                    bar.update(len(batch))
    except RayUnavailable as e:  # no cluster at the address
        raise click.ClickException(str(e)) from e
    elapsed = time.perf_counter() - start
    if len(seen) != n:  # every batch comes back, played or counted as lost: never here
        raise click.ClickException(f"{n - len(seen)} of {n} games never came back")
    results.sort(key=lambda r: r.index)
    s = summarize(results, elapsed)
    backend = "Ray" if ray_address is not None else "processes"
    if as_json:
        doc = asdict(s) | {
            "decks": list(names),
            "agents": list(kinds),
            "workers": k,
            "backend": backend,
            "seed": seed,
        }
        click.echo(json.dumps(doc))
    else:
        click.echo(summary_text(s, names, kinds, k, ray=ray_address is not None))
    if s.errors:
        sys.exit(1)
