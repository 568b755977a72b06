"""The ``mtgrules`` command line."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

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

    passed = failed = invalid = 0
    for f in _scenario_files(paths):
        try:
            sc = load(f)
            result = run_scenario(sc)
        except ScenarioError as e:
            sys.stdout.flush()  # stdout's lines so far come first
            for key, problem in e.problems:  # every problem: file, key path, what is wrong
                click.echo(f"invalid scenario: {e.file}: {key}: {problem}", err=True)
            invalid += 1
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
    # files that aren't valid scenarios were neither run nor counted as failed: said apart
    click.echo(f"{passed} passed, {failed} failed" + (f", {invalid} invalid" if invalid else ""))
    sys.exit(2 if invalid else (1 if failed else 0))


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="The log as JSON lines.")
@click.option(
    "--traceback", "show_traceback", is_flag=True, help="After an internal error, its traceback."
)
@click.option("--explain", is_flag=True, help="Follow each log line with the text of its rule.")
def run(file: str, as_json: bool, show_traceback: bool, explain: bool) -> None:
    """Play one scenario and print the game log, every event with its rule.

    Exit 0 when every expectation holds, 1 when one fails, 2 for an invalid file, 3 for a
    fault inside the engine (the log up to it, then "internal error at step N: ...")."""
    from .scenario.loader import load
    from .scenario.runner import run_scenario

    rules = None
    if explain:
        from .comprules import comp_rules

        rules = comp_rules()

    try:
        result = run_scenario(load(file))
    except ScenarioError as e:
        for key, problem in e.problems:
            click.echo(f"invalid scenario: {e.file}: {key}: {problem}", err=True)
        sys.exit(2)
    except Exception as e:  # a fault while reading the file: still no bare traceback
        click.echo(f"internal error at step 0: {type(e).__name__}: {e}")
        sys.exit(3)
    if result.game is not None:
        # a refused action changes nothing, so it isn't in the game's log: shown where it came
        refused = list(zip(result.refused_at, result.refusals, strict=True))
        for n, entry in enumerate([*result.game.log, None]):
            while refused and refused[0][0][0] <= n:
                (_, script_step, turn, step), text = refused.pop(0)
                cited = re.findall(r"\((\d{3}(?:\.\d+[a-z]?)?)\)", text)
                rule = cited[-1] if cited else None
                if as_json:  # like a log record, with the script step it answers
                    record: dict[str, Any] = {"kind": "refused", "rule": rule, "step": step}
                    record |= {"text": text, "turn": turn, "script_step": script_step}
                    if rules is not None:
                        record["explain"] = _rule_texts(rules, rule)
                    click.echo(json.dumps(record, ensure_ascii=False, sort_keys=True))
                else:
                    click.echo(f"[T{turn} {step}] refused (script step {script_step}): {text}")
                    if rules is not None:
                        click.echo(_explain(rules, rule))
            if entry is None:
                break
            if as_json and rules is not None:  # the rule texts as one more field
                record = json.loads(entry.to_json())
                record["explain"] = _rule_texts(rules, entry.rule)
                click.echo(json.dumps(record, ensure_ascii=False, sort_keys=True))
                continue
            click.echo(entry.to_json() if as_json else f"[T{entry.turn} {entry.step}] {entry}")
            if rules is not None:
                click.echo(_explain(rules, entry.rule))
    internal = result.internal_error
    if internal is not None:
        click.echo(str(internal))
        if show_traceback and result.traceback:
            click.echo(result.traceback, err=True)
        sys.exit(3)
    sys.stdout.flush()  # the log first, then the failures (stderr), each on its own line
    for fl in result.failures:
        click.echo(f"FAILED {fl}", err=True)
    sys.exit(0 if result.passed else 1)


def _rule_texts(rules: Any, rule_field: str | None) -> list[str]:
    """The text of each rule a log line cites (``run --explain``)."""
    from .comprules import rule_numbers

    return [
        rules.format(number, subrules=False)
        if number in rules
        else f"{number}: no such rule in the {rules.effective} rules"
        for number in rule_numbers(rule_field)
    ]


def _explain(rules: Any, rule_field: str | None) -> str:
    """The text of each rule a log line cites, indented under it."""
    lines = [ln for text in _rule_texts(rules, rule_field) for ln in text.splitlines()]
    return "\n".join("    " + ln for ln in lines) if lines else "    (no rule cited)"


@main.command()
@click.argument("number")
@click.option("--no-subrules", is_flag=True, help="Only the rule itself, not its subrules.")
def rule(number: str, no_subrules: bool) -> None:
    """Print a rule of the Comprehensive Rules by its number (702.16e, 704.5, 702)."""
    from .comprules import comp_rules

    rules = comp_rules()
    try:
        click.echo(rules.format(number, subrules=not no_subrules))
    except KeyError:
        raise click.ClickException(
            f"no rule {number} in the Comprehensive Rules ({rules.effective})"
        ) from None


@main.group("rules")
def rules_group() -> None:
    """The Comprehensive Rules text that rule numbers are looked up in."""


@rules_group.command("import")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
def rules_import(path: str) -> None:
    """Use a newer Comprehensive Rules release (the published plain-text file)."""
    from .comprules import import_rules

    try:
        parsed, target = import_rules(path)
    except (OSError, ValueError) as e:
        raise click.ClickException(f"can't import {path}: {e}") from e
    click.echo(
        f"imported {len(parsed)} rules (effective {parsed.effective or 'date unknown'}) "
        f"from {path}; written to {target}"
    )


@main.command()
@click.argument("paths", nargs=-1)
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=int, help="Port to listen on.")
def serve(paths: tuple[str, ...], host: str, port: int) -> None:
    """A local web app: scenarios stepped through on a board, every rule one click away.

    PATHS are scenario files or folders (default: the bundled examples); only files under
    them can be opened."""
    try:
        from .web.app import serve as serve_app
    except ImportError as e:
        raise click.ClickException(
            f"the web app needs its extra packages ({e.name}): pip install 'mtgrules[web]'"
        ) from e
    try:
        serve_app(list(paths), host, port)
    except ValueError as e:
        raise click.ClickException(str(e)) from e


@main.command()
@click.argument("kind", type=click.Choice(["scenario"]), default="scenario")
def schema(kind: str) -> None:
    """Print the JSON Schema of a file format (KIND: "scenario", the default: scenario files;
    docs/scenario.schema.json)."""
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


def _attach_puzzle_commands() -> None:
    from .puzzle.commands import puzzle, solve

    main.add_command(puzzle)
    main.add_command(solve)


_attach_card_commands()
_attach_play_commands()
_attach_puzzle_commands()
