"""``mtgrules play`` and ``mtgrules simulate``: the log, determinism, the summary."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.play_commands import parse_agents, wilson

RED = (
    "24 Mountain\n4 Lightning Bolt\n4 Shock\n4 Monastery Swiftspear\n4 Mogg Fanatic\n"
    "4 Silver Knight\n4 Lava Spike\n4 Searing Spear\n4 Viashino Pyromancer\n"
    "4 Goblin Guide\n"
)
GREEN = (
    "24 Forest\n8 Grizzly Bears\n4 Colossal Dreadmaw\n4 Troll Ascetic\n4 Giant Growth\n"
    "4 Rancor\n4 Leatherback Baloth\n4 Rampant Growth\n4 Kalonian Tusker\n"
)


@pytest.fixture()
def decks(tmp_path: Path) -> tuple[str, str]:
    r = tmp_path / "red.txt"
    g = tmp_path / "green.txt"
    r.write_text(RED)
    g.write_text(GREEN)
    return str(r), str(g)


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    r = CliRunner().invoke(main, list(args), input=input)
    return r.exit_code, r.output


def test_play_prints_the_log_with_rules_and_the_result(decks: tuple[str, str]) -> None:
    code, out = run("play", *decks, "--seed", "3")
    assert code == 0, out
    lines = out.strip().splitlines()
    assert lines[0].startswith("[T0 ")
    assert any("wins the coin flip and plays first (103.1)" in x for x in lines)
    assert any(x.startswith("[T1 ") and "(500.1)" in x for x in lines)
    assert re.match(r"(Alice|Bob) wins on turn \d+ after \d+ decisions\.", lines[-1])
    assert any("(104.2a)" in x for x in lines)


def test_same_seed_same_log_other_seed_other_log(decks: tuple[str, str]) -> None:
    a = run("play", *decks, "--seed", "7", "--agents", "random")
    b = run("play", *decks, "--seed", "7", "--agents", "random")
    c = run("play", *decks, "--seed", "8", "--agents", "random")
    assert a == b
    assert a[1] != c[1]
    h1 = run("play", *decks, "--seed", "7", "--agents", "heuristic,random")
    h2 = run("play", *decks, "--seed", "7", "--agents", "heuristic", "--agents", "random")
    assert h1 == h2 and h1[1] != a[1]


def test_play_json_lines(decks: tuple[str, str]) -> None:
    code, out = run("play", *decks, "--seed", "1", "--json", "--names", "Ann,Ben")
    assert code == 0, out
    records = [json.loads(x) for x in out.strip().splitlines()]
    assert all("text" in r and "turn" in r for r in records[:-1])
    assert records[0]["rule"] == "701.24a"
    assert records[-1]["result"]["winner"] in ("Ann", "Ben")


def test_play_with_a_human_at_the_prompt(decks: tuple[str, str]) -> None:
    code, out = run("play", *decks, "--seed", "2", "--agents", "human,heuristic", input="1\nq\n")
    assert code == 1
    assert "keep this hand of 7 or take a mulligan" in out
    assert "  1. keep" in out


def test_play_refuses_bad_decks_and_agents(decks: tuple[str, str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("20 Mountain\n4 Lightnig Bolt\n")
    code, out = run("play", str(bad), decks[1])
    assert code == 1
    assert f"{bad}:2: unknown card 'Lightnig Bolt'; did you mean 'Lightning Bolt'" in out
    code, out = run("play", *decks, "--agents", "genius")
    assert code == 2 and "unknown agent 'genius'" in out
    code, out = run("simulate", *decks, "--agents", "human", "-n", "2")
    assert code == 2


def test_simulate_reports_rates_with_intervals(decks: tuple[str, str]) -> None:
    code, out = run(
        "simulate", *decks, "-n", "12", "--workers", "1", "--seed", "4", "--no-progress"
    )
    assert code == 0, out
    assert out.startswith("12 games: red (random) vs green (random), 1 worker")
    assert re.search(r"red: \d+ wins, [\d.]+% \(95% CI [\d.]+-[\d.]+%\)", out)
    assert re.search(r"green: \d+ wins", out)
    assert "engine errors: 0" in out
    assert re.search(r"game length: [\d.]+ turns on average", out)
    assert re.search(r"[\d.]+ games/s, [\d,]+ decisions/s", out)


def test_simulate_same_results_whatever_the_workers(decks: tuple[str, str]) -> None:
    one = run(
        "simulate", *decks, "-n", "10", "--workers", "1", "--seed", "9", "--json", "--no-progress"
    )
    two = run(
        "simulate", *decks, "-n", "10", "--workers", "2", "--seed", "9", "--json", "--no-progress"
    )
    assert one[0] == two[0] == 0, (one, two)
    a, b = json.loads(one[1]), json.loads(two[1])
    for key in ("wins", "draws", "average_turns", "average_decisions", "starting_player_wins"):
        assert a[key] == b[key]
    assert a["games"] == 10 and a["workers"] == 1 and b["workers"] == 2
    assert sum(a["wins"]) + a["draws"] + a["unfinished"] + a["errors"] == 10


def test_simulate_heuristic_against_random(decks: tuple[str, str]) -> None:
    code, out = run(
        "simulate",
        *decks,
        "-n",
        "8",
        "--workers",
        "1",
        "--agents",
        "heuristic,random",
        "--json",
        "--no-progress",
    )
    assert code == 0
    doc = json.loads(out)
    assert doc["agents"] == ["heuristic", "random"] and doc["wins"][0] >= 5


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_parse_agents() -> None:
    assert parse_agents((), "random") == ("random", "random")
    assert parse_agents(("heuristic",), "random") == ("heuristic", "heuristic")
    assert parse_agents(("Heuristic, random",), "random") == ("heuristic", "random")
