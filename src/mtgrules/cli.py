"""The ``mtgrules`` command line."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .errors import MtgRulesError, ScenarioError


def _scenario_files(paths: tuple[str, ...]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out += sorted(path.rglob("*.yaml"))
        else:
            out.append(path)
    return out


@click.group()
@click.version_option(package_name="mtgrules")
def main() -> None:
    """mtgrules: a Magic: The Gathering rules engine that cites the Comprehensive Rules."""


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--quiet", "-q", is_flag=True, help="Only the summary line.")
def check(paths: tuple[str, ...], quiet: bool) -> None:
    """Run scenario files (or folders of *.yaml) and check every expectation."""
    from .scenario.loader import load
    from .scenario.runner import run_scenario

    passed = failed = 0
    invalid = False
    for f in _scenario_files(paths):
        try:
            sc = load(f)
            result = run_scenario(sc)
        except ScenarioError as e:
            for key, problem in e.problems:  # every problem: file, key path, what is wrong
                click.echo(f"invalid scenario: {e.file}: {key}: {problem}", err=True)
            invalid = True
            continue
        except MtgRulesError as e:
            click.echo(f"{f}: error: {e}")
            failed += 1
            continue
        except Exception as e:  # an engine bug must not hide the other scenarios' results
            click.echo(f"{f}: internal error: {type(e).__name__}: {e}")
            failed += 1
            continue
        if result.passed:
            passed += 1
        else:
            failed += 1
            if not quiet:
                for fl in result.failures:
                    click.echo(f"{f}: {sc.name}: {fl}")
    click.echo(f"{passed} passed, {failed} failed")
    sys.exit(2 if invalid else (1 if failed else 0))


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="The log as JSON lines.")
def run(file: str, as_json: bool) -> None:
    """Play one scenario and print the game log, every event with its rule."""
    from .scenario.loader import load
    from .scenario.runner import run_scenario

    try:
        result = run_scenario(load(file))
    except ScenarioError as e:
        for key, problem in e.problems:
            click.echo(f"invalid scenario: {e.file}: {key}: {problem}", err=True)
        sys.exit(2)
    if result.game is not None:
        for entry in result.game.log:
            click.echo(entry.to_json() if as_json else f"[T{entry.turn} {entry.step}] {entry}")
    for fl in result.failures:
        click.echo(f"FAILED {fl}", err=True)
    sys.exit(0 if result.passed else 1)


@main.command()
@click.argument("kind", type=click.Choice(["scenario"]))
def schema(kind: str) -> None:
    """Print the JSON Schema of a file format (scenario files; docs/scenario.schema.json)."""
    from .scenario.schema import json_schema_text

    click.echo(json_schema_text(), nl=False)


def _attach_card_commands() -> None:
    from .cards.commands import cards

    main.add_command(cards)
    try:
        from .cards.coverage import coverage_command

        cards.add_command(coverage_command, "coverage")
    except ImportError:  # pragma: no cover - the coverage module is optional at import time
        pass


def _attach_play_commands() -> None:
    try:
        from .play_commands import play, simulate
    except ImportError:  # pragma: no cover - whole-game commands are a separate module
        return
    main.add_command(play)
    main.add_command(simulate)


_attach_card_commands()
_attach_play_commands()
