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
            click.echo(f"invalid scenario: {e}", err=True)
            invalid = True
            continue
        except MtgRulesError as e:
            click.echo(f"{f}: error: {e}")
            failed += 1
            continue
        except Exception as e:  # a fault must not hide the other scenarios' results
            click.echo(f"{f}: internal error at step 0: {type(e).__name__}: {e}")
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
@click.option(
    "--traceback", "show_traceback", is_flag=True, help="After an internal error, its traceback."
)
def run(file: str, as_json: bool, show_traceback: bool) -> None:
    """Play one scenario and print the game log, every event with its rule.

    Exit 0 when every expectation holds, 1 when one fails, 2 for an invalid file, 3 for a
    fault inside the engine (the log up to it, then "internal error at step N: ...")."""
    from .scenario.loader import load
    from .scenario.runner import run_scenario

    try:
        result = run_scenario(load(file))
    except ScenarioError as e:
        click.echo(f"invalid scenario: {e}", err=True)
        sys.exit(2)
    except Exception as e:  # a fault while reading the file: still no bare traceback
        click.echo(f"internal error at step 0: {type(e).__name__}: {e}")
        sys.exit(3)
    if result.game is not None:
        for entry in result.game.log:
            click.echo(entry.to_json() if as_json else f"[T{entry.turn} {entry.step}] {entry}")
    internal = result.internal_error
    if internal is not None:
        click.echo(str(internal))
        if show_traceback and result.traceback:
            click.echo(result.traceback, err=True)
        sys.exit(3)
    for fl in result.failures:
        click.echo(f"FAILED {fl}", err=True)
    sys.exit(0 if result.passed else 1)


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
