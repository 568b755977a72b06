"""The command line: check, run, exit codes and messages."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def test_check_examples_passes() -> None:
    r = CliRunner().invoke(main, ["check", str(EXAMPLES)])
    assert r.exit_code == 0, r.output
    assert r.output.strip().splitlines()[-1] == "3 passed, 0 failed"


def test_check_reports_failed_expectation_and_exits_1(tmp_path: Path) -> None:
    f = tmp_path / "wrong.yaml"
    f.write_text(
        "name: wrong life\nplayers: [{name: A}, {name: B}]\nscript:\n  - expect: {life: {A: 7}}\n"
    )
    r = CliRunner().invoke(main, ["check", str(f)])
    assert r.exit_code == 1
    assert "step 1: expected A's life 7, found 20" in r.output
    assert r.output.strip().endswith("0 passed, 1 failed")


def test_check_invalid_file_exits_2_naming_file_and_key(tmp_path: Path) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text("name: bad\nplayers: [{name: A}, {name: B}]\nturn: {step: lunch}\n")
    r = CliRunner().invoke(main, ["check", str(f)])
    assert r.exit_code == 2
    assert f"{f}: turn.step: unknown step 'lunch'" in r.output


def test_run_prints_log_with_rules_and_json() -> None:
    f = EXAMPLES / "bolt-cant-target-paladin.yaml"
    r = CliRunner().invoke(main, ["run", str(f)])
    assert r.exit_code == 0, r.output
    assert "Lightning Bolt deals 3 damage to Bob (120.3)" in r.output
    r = CliRunner().invoke(main, ["run", "--json", str(f)])
    records = [json.loads(line) for line in r.output.splitlines() if line.startswith("{")]
    assert any(rec.get("rule") == "120.3" for rec in records)
    # the refused cast isn't a game event, but `run` shows it where it came, with its reason
    refused = [rec for rec in records if rec.get("kind") == "refused"]
    assert len(refused) == 1 and refused[0]["script_step"] == 1 and refused[0]["turn"] == 1
    assert "protection from red (702.16b)" in refused[0]["text"]


def test_run_shows_a_refusal_before_the_events_after_it() -> None:
    r = CliRunner().invoke(main, ["run", str(EXAMPLES / "bolt-cant-target-paladin.yaml")])
    lines = r.output.splitlines()
    at = next(i for i, ln in enumerate(lines) if "refused (script step 1)" in ln)
    cast = next(i for i, ln in enumerate(lines) if "casts Lightning Bolt" in ln)
    assert "Paladin en-Vec" in lines[at] and at < cast


def test_unknown_card_suggests(tmp_path: Path) -> None:
    f = tmp_path / "typo.yaml"
    f.write_text("name: typo\nplayers: [{name: A, hand: [Lightning Blot]}, {name: B}]\n")
    r = CliRunner().invoke(main, ["check", str(f)])
    assert r.exit_code == 2
    assert "Lightning Bolt" in r.output


def test_python_dash_m_runs_the_command_line() -> None:
    import subprocess
    import sys

    r = subprocess.run(
        [sys.executable, "-m", "mtgrules", "check", str(EXAMPLES)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1] == "3 passed, 0 failed"
