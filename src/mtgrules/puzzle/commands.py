"""``mtgrules puzzle import`` and ``mtgrules solve``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from ..errors import MtgRulesError


@click.group("puzzle")
def puzzle() -> None:
    """Forge puzzles (.pzl files)."""


@puzzle.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write the scenario here.")
def puzzle_import(file: str, output: str | None) -> None:
    """Convert a Forge puzzle FILE.pzl into a scenario (YAML); exit 1 with the reasons when
    it uses something mtgrules doesn't support."""
    from .pzl import load_pzl, scenario_yaml

    try:
        text = scenario_yaml(load_pzl(file))
    except MtgRulesError as e:
        click.echo(str(e), err=True)
        sys.exit(1)
    if output:
        Path(output).write_text(text, encoding="utf-8")
        click.echo(f"wrote {output}")
    else:
        click.echo(text, nl=False)


def _goal(data: dict[str, Any]) -> int:
    for t in data.get("tags") or []:
        if isinstance(t, str) and t.startswith("turns:"):
            return int(t.split(":", 1)[1])
    return 1


@click.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--limit", default=20000, show_default=True, help="The most positions to search.")
@click.option("--player", default=None, help="Who must win (default: the active player).")
def solve(file: str, limit: int, player: str | None) -> None:
    """Search for a line that wins the puzzle FILE (.pzl or a scenario .yaml with the tag
    turns:N, default 1) whatever the opponent does: print it as a script with its log and
    exit 0, or exit 1 when no line wins within the turns or within --limit positions."""
    import yaml  # (here, not at import: the cold start of other commands)

    from ..scenario.loader import parse
    from ..scenario.runner import Runner
    from .pzl import load_pzl
    from .solve import current_handles, script_step, solve

    try:
        if file.endswith(".pzl"):
            data = load_pzl(file).scenario
        else:
            data = yaml.safe_load(Path(file).read_text(encoding="utf-8"))
        turns = _goal(data)
        runner = Runner(parse(data, file))
    except MtgRulesError as e:
        click.echo(str(e), err=True)
        sys.exit(2)
    game = runner.game
    me = game.active_player if player is None else game.player_index(player)
    last_turn = game.turn_number + turns - 1
    goal = "this turn" if turns == 1 else f"within {turns} turns (by the end of turn {last_turn})"
    sol = solve(game, me, last_turn, limit)
    who = game.players[me].name
    if not sol.found:
        if sol.exhausted:
            click.echo(
                f"No line wins {goal} for {who}, whatever the opponent does "
                f"({sol.positions} positions searched)."
            )
        else:
            click.echo(
                f"No winning line for {who} {goal} found within the search limit "
                f"({limit} positions); raise --limit to search further."
            )
        sys.exit(1)
    click.echo(f"# {who} wins {goal} ({sol.positions} positions searched):")
    click.echo("script:")
    g = game.clone()
    mark = len(g.log)
    for p, a in sol.line:
        step = script_step(g, p, a, current_handles(g, runner.handles))
        flow = yaml.safe_dump(step, default_flow_style=True, sort_keys=False, width=1000)
        click.echo("  - " + flow.strip())
        g.apply(a)
    click.echo("# log:")
    for entry in g.log[mark:]:
        click.echo(f"[T{entry.turn} {entry.step}] {entry}")
