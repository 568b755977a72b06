"""Malformed files never crash and never pass (issues 13 and 17): scenarios are checked
against a schema (exit 2, every problem with file and key path), decks give one line per
problem (exit 1), card imports leave the database untouched (exit 1), and a fault inside
the engine during play/simulate is an "internal error" line with its seed."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.scenario.loader import load
from mtgrules.scenario.schema import json_schema, json_schema_text

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "AtomicCards-mini.json"
RED = ROOT / "decks" / "mono-red.txt"

HEAD = "name: bad\nplayers:\n  - name: A\n    battlefield: [{card: Grizzly Bears, id: bear}]\n"
HEAD += "  - name: B\nturn: {active: A, step: main1}\n"


# --- scenarios ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "where", "what"),
    [
        ("script:\n  - [pass]\n", "script[1]", "must be a mapping"),
        ("script:\n  - advance: [main2]\n", "script[1].advance", "must be a mapping"),
        ("script:\n  - advance: {a: 1}\n", "script[1].advance.a", "unknown key"),
        ("script:\n  - advance: {turn: 2}\n", "script[1].advance.step", "required"),
        ("script:\n  - advance: lunch\n", "script[1].advance", "unknown step 'lunch'"),
        ("script:\n  - attack: [bear]\n", "script[1].attack", "must be a mapping"),
        ("script:\n  - expect: {life: [1]}\n", "script[1].expect.life", "must be a mapping"),
        ("script:\n  - expect: {life: {A: .inf}}\n", "script[1].expect.life.A", "whole number"),
        ("script:\n  - expect: {life: {A: 1.5}}\n", "script[1].expect.life.A", "whole number"),
        ("script:\n  - resolve: -1000000000\n", "script[1].resolve", "greater than or equal"),
        ("script:\n  - resolve: alll\n", "script[1].resolve", "'all'"),
        ("script:\n  - cast: {card: bear, speed: 3}\n", "script[1].cast.speed", "unknown key"),
        # an unknown key names the valid keys it looks like
        ("script:\n  - cast: {card: bear, target: [B]}\n", "script[1].cast.target", "targets?"),
        ("script:\n  - expect: {lacks: {bear: [x]}}\n", "script[1].expect.lacks", "lacks_keywords"),
        ("script:\n  - expect: {lif: {A: 1}}\n", "script[1].expect.lif", "mean life?"),
        ("script:\n  - cast: {card: bear, x: -1}\n", "script[1].cast.x", "greater than"),
        ("script:\n  - cast: bear\n    pass:\n", "script[1]", "exactly one action"),
        ("script:\n  - dance: 1\n", "script[1].dance", "unknown action"),
        ("script:\n  - expect: {zone: {bear: moon}}\n", "script[1].expect.zone.bear", "must be"),
        ("script:\n  - expect:\n", "script[1]", "expect needs a value"),
        ("script:\n  - choose: {top: [bear], side: [x]}\n", "script[1].choose.side", "unknown"),
        ("script: {pass: 1}\n", "script", "must be a list"),
        ("script:\n  - pass: 3\n", "script[1].pass", "takes no value"),
        ('script:\n  - pass:\n    expect_error: ""\n', "script[1].expect_error", "any refusal"),
        ("script:\n  - pass:\n    expect_error: '  '\n", "script[1].expect_error", "any refusal"),
    ],
)
def test_malformed_script_steps(tmp_path: Path, body: str, where: str, what: str) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(HEAD + body)
    for cmd in ("check", "run"):
        r = CliRunner().invoke(main, [cmd, str(f)])
        assert r.exit_code == 2, r.output
        line = next(x for x in r.output.splitlines() if f"{f}: {where}:" in x)
        assert what in line, line
        assert "Traceback" not in r.output


@pytest.mark.parametrize(
    ("players", "where", "what"),
    [
        (
            "[{name: A, battlefield: [{card: X, counters: 5}]}, {name: B}]",
            "players[0].battlefield[0].counters",
            "must be a mapping",
        ),
        (
            "[{name: A, battlefield: [{card: X, counters: {'+1/+1': -2}}]}, {name: B}]",
            "players[0].battlefield[0].counters.+1/+1",
            "greater than or equal to 0",
        ),
        (
            "[{name: A, battlefield: [{card: X, damage: 99999999999999999999}]}, {name: B}]",
            "players[0].battlefield[0].damage",
            "less than or equal",
        ),
        ("[{name: A, life: twenty}, {name: B}]", "players[0].life", "whole number"),
        ("[{name: A, mana_pool: '{Q}{R}'}, {name: B}]", "players[0].mana_pool", "mana symbols"),
        ("[{name: A, hand: Bolt}, {name: B}]", "players[0].hand", "must be a list"),
        ("[{name: A, hand: [{id: x}]}, {name: B}]", "players[0].hand[0]", "'card' or 'token'"),
        ("[{name: A}]", "players", "at least 2"),
        ("[{name: A}, {name: A}]", "players[1].name", "'A' is used twice"),
        (
            "[{name: A, monarch: true}, {name: B, monarch: true}]",
            "players[1].monarch",
            "only one player can be the monarch (724.3)",
        ),
        ("[{name: A, monarch: yes please}, {name: B}]", "players[0].monarch", "true or false"),
        (
            "[{name: A, battlefield: [{card: Grizzly Bears, chosen: Shock}]}, {name: B}]",
            "players[0].battlefield[0].chosen",
            "Grizzly Bears has no 'As ... enters, choose' ability",
        ),
        (
            "[{name: A, battlefield: [{card: Meddling Mage, chosen: Forest}]}, {name: B}]",
            "players[0].battlefield[0].chosen",
            "Forest is a land card: choose a nonland card name (201.4a)",
        ),
        (
            "[{name: A, hand: [{card: Pithing Needle, chosen: Shock}]}, {name: B}]",
            "players[0].hand[0].chosen",
            "only a permanent on the battlefield has chosen",
        ),
        (
            "[{name: A, battlefield: [Ulvenwald Abomination]}, {name: B}]",
            "players[0].battlefield[0].card",
            "'Ulvenwald Abomination' is the back face of Ulvenwald Captive: name the card",
        ),
        (
            "[{name: A, battlefield: [{card: Grizzly Bears, transformed: true}]}, {name: B}]",
            "players[0].battlefield[0].transformed",
            "it can't have its back face up: it isn't a double-faced card (712.9)",
        ),
        (
            "[{name: A, hand: [{card: Ulvenwald Captive, transformed: true}]}, {name: B}]",
            "players[0].hand[0].transformed",
            "only a permanent on the battlefield has it",
        ),
        (
            "[{name: A, battlefield: [{card: X, id: off}]}, {name: B}]",
            "players[0].battlefield[0].id",
            "YAML reads an unquoted yes, no, on or off as true or false: quote it",
        ),
        (
            "[{name: A, battlefield: [Circle of Protection: Red]}, {name: B}]",
            "players[0].battlefield[0].Circle of Protection",
            "if 'Circle of Protection: Red' is a name, quote it",
        ),
    ],
)
def test_malformed_players(tmp_path: Path, players: str, where: str, what: str) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(f"name: bad\nplayers: {players}\n")
    r = CliRunner().invoke(main, ["check", str(f)])
    assert r.exit_code == 2, r.output
    line = next(x for x in r.output.splitlines() if f"{f}: {where}:" in x)
    assert what in line, line


def test_every_problem_is_reported_at_once(tmp_path: Path) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(
        "name: bad\nplayers: [{name: A, life: x}, {name: B, poison: -1}]\n"
        "turn: {step: lunch}\nscript:\n  - resolve: 0\n  - attack: []\n"
    )
    r = CliRunner().invoke(main, ["check", str(f)])
    assert r.exit_code == 2
    for key in (
        "players[0].life",
        "players[1].poison",
        "turn.step",
        "script[1].resolve",
        "script[2].attack",
    ):
        assert f"invalid scenario: {f}: {key}:" in r.output, key
    assert r.output.strip().endswith("0 passed, 0 failed, 1 invalid")


@pytest.mark.parametrize(
    ("raw", "what"),
    [
        (b"name: caf\xe9\nplayers: []\n", "(file): not UTF-8 text: byte 0xe9"),
        (b"name: [" * 5000, "(yaml)"),
        (
            b"a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
            b"c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c]\n"
            b"e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\n"
            b"f: [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n",
            "expands to more than",
        ),
        (b"- just\n- a list\n", "(top level): must be a mapping"),
        (
            b"name: n\nplayers: [{name: A}, {name: B}]\nscript:\n  - pass: "
            + b"[" * 300
            + b"]" * 300
            + b"\n",
            "script[1].pass",
        ),
        (b"\x00\x01\x02", "(yaml)"),
        (b"name: Circle of Protection: Red\n", "must be quoted"),
        (
            b"name: n\nplayers: [{name: A}, {name: B}]\nscript:\n  - pass\n    player: B\n",
            "is written '- pass: null'",
        ),
        (
            b"name: n\nplayers: [{name: A}, {name: B}]\nscript:\n"
            b"  - expect: {tapped: {Mountain #1: true}}\n",
            "a handle such as 'Mountain #1' must be quoted",
        ),
    ],
)
def test_unreadable_scenario_files(tmp_path: Path, raw: bytes, what: str) -> None:
    f = tmp_path / "bad.yaml"
    f.write_bytes(raw)
    r = CliRunner().invoke(main, ["run", str(f)])
    assert r.exit_code == 2, r.output
    assert what in r.output
    assert "Traceback" not in r.output


def test_the_published_json_schema_is_current() -> None:
    committed = (ROOT / "docs" / "scenario.schema.json").read_text()
    regenerate = "mtgrules schema scenario > docs/scenario.schema.json"
    assert committed == json_schema_text(), f"out of date: run {regenerate}"
    r = CliRunner().invoke(main, ["schema", "scenario"])
    assert r.exit_code == 0 and json.loads(r.output) == json_schema()
    bare = CliRunner().invoke(main, ["schema"])  # scenario files' schema is the default
    assert bare.exit_code == 0 and json.loads(bare.output) == json_schema()


def scenario_files() -> list[Path]:
    files = sorted((ROOT / "tests" / "scenarios").rglob("*.yaml"))
    files += sorted((ROOT / "examples").glob("*.yaml"))
    shared = ROOT.parent / "shared" / "scenarios"
    if not shared.is_dir():
        shared = Path("/work/shared/scenarios")
    files += sorted(shared.rglob("*.yaml")) if shared.is_dir() else []
    return files


def test_every_scenario_file_fits_the_json_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    validator = jsonschema.Draft202012Validator(json_schema())
    for f in scenario_files():
        data = yaml.safe_load(f.read_text())
        errors = [e.message for e in validator.iter_errors(data)]
        assert not errors, f"{f}: {errors[:3]}"
        load(f)  # and the loader's own schema


def test_the_contracts_additions_fit_the_schema(tmp_path: Path) -> None:
    """SCENARIOS.md: scry and surveil answers, advance to a turn and step, bare pass."""
    f = tmp_path / "ok.yaml"
    f.write_text(
        "name: fits\nplayers: [{name: A, mana_pool: '{R}{R}{G}'}, {name: B}]\n"
        "turn: {active: A, step: main1, number: 3}\nscript:\n"
        "  - pass\n  - choose: {top: [a, b], bottom: [c]}\n  - choose: {top: [a], graveyard: [c]}\n"
        "  - choose: bottom\n  - choose: [x, y]\n  - choose: true\n"
        "  - advance: {turn: 5, step: first_strike_damage}\n  - resolve: all\n"
        "  - cast: {card: a, targets: [B], x: 2, modes: [1, 2], alt_cost: evoke, free: true}\n"
        "  - activate: {card: a, ability: '{T}:', targets: [B]}\n  - block: {}\n"
        "  - block: {a: [b, c]}\n  - assign_damage: {a: {b: 2, B: 1}}\n"
        "  - expect: {step: {turn: 5, step: main2}, winner: A, lost: [B], stack: [], "
        "attached_to: {a: null}, pt: {a: '-1/3'}, count: {'A.graveyard': 2}}\n"
    )
    sc = load(f)
    assert len(sc.script) == 14


# --- decks -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "what"),
    [
        (b"4 Lightning Bolt\n\xff\xfe20 Mountain\n", ":2: not UTF-8 text: byte 0xff"),
        (b"20 Mountain\n\x00\n", ":2: not a text file"),
        (b"1" * 5000 + b" Mountain\n", ":1: a count of 5000 digits for Mountain"),
        (b"99999999999999999999 Mountain\n", ":1: a count of 20 digits"),
        (b"10000 Mountain\n", ":1: 10000 copies of Mountain: at most 250"),
        (b"251 Mountain\n", ":1: 251 copies of Mountain: at most 250"),
        (b"200 Mountain\n200 Mountain\n", "400 copies of Mountain: at most 250"),
        (
            b"250 Mountain\n250 Forest\n250 Island\n250 Swamp\n1 Plains\n",
            "the main deck has 1001 cards: at most 1000",
        ),
        (b"-4 Mountain\n", "can't read '-4 Mountain'"),
        (b"0 Mountain\n", "a count of 0"),
    ],
)
def test_malformed_decks(tmp_path: Path, text: bytes, what: str) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_bytes(text)
    for args in (["play", str(deck), str(RED)], ["simulate", str(deck), str(RED), "-n", "1"]):
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 1, r.output
        assert what in r.output
        assert "Traceback" not in r.output
        assert r.exception is None or isinstance(r.exception, SystemExit)


# --- card imports ------------------------------------------------------------------------


def _xz(doc: object) -> bytes:
    return lzma.compress(json.dumps(doc).encode())


@pytest.mark.parametrize(
    ("name", "content", "what"),
    [
        ("empty.json", b'{"data": {}}', "data: Dictionary should have at least 1 item"),
        (
            "text5.json",
            b'{"data": {"X": [{"name": "X", "text": 5}]}}',
            "data['X'][0]['text']: must be a valid string",
        ),
        (
            "types.json",
            b'{"data": {"X": [{"name": "X", "types": "Creature"}]}}',
            "data['X'][0]['types']: must be a valid list",
        ),
        ("noname.json", b'{"data": {"X": [{"text": "hi"}]}}', "data['X'][0]['name']: required"),
        ("value.json", b'{"data": {"X": [{"name": "X", "manaValue": Infinity}]}}', "manaValue"),
        ("entries.json", b'{"data": {"X": {"name": "X"}}}', "data['X']: must be a valid list"),
        ("deep.json", b'{"data": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested too deeply"),
        ("corrupt.json.xz", b"\xfd7zXZ\x00 not really xz", "a corrupt compressed file"),
        ("corrupt.json.gz", b"\x1f\x8b\x08\x00 not really gzip", "a corrupt compressed file"),
        ("latin1.json", b'{"data": {"caf\xe9": []}}', "not UTF-8 text"),
        ("list.json", b"[1, 2]", "no 'data' object"),
        ("trunc.json", b'{"data": {"X": [{"name": "X"', "not valid JSON"),
        ("wrong.json.xz", _xz({"data": {"X": [{"name": 5}]}}), "data['X'][0]['name']"),
    ],
)
def test_bad_imports_leave_the_database_untouched(
    tmp_path: Path, name: str, content: bytes, what: str
) -> None:
    db = tmp_path / "cards.json.gz"
    r = CliRunner().invoke(main, ["cards", "import", str(FIXTURE), "--out", str(db)])
    assert r.exit_code == 0, r.output
    before = db.read_bytes()
    bad = tmp_path / name
    bad.write_bytes(content)
    r = CliRunner().invoke(main, ["cards", "import", str(bad), "--out", str(db)])
    assert r.exit_code == 1, r.output
    assert what in r.output
    assert len(r.output.strip().splitlines()) == 1, r.output
    assert db.read_bytes() == before
    assert not list(tmp_path.glob("*.tmp"))


def test_an_import_that_shrinks_the_database_needs_force(tmp_path: Path) -> None:
    db = tmp_path / "cards.json.gz"
    r = CliRunner().invoke(main, ["cards", "import", str(FIXTURE), "--out", str(db)])
    assert r.exit_code == 0
    before = db.read_bytes()
    doc = json.loads(FIXTURE.read_text())
    doc["data"] = dict(list(doc["data"].items())[:2])
    small = tmp_path / "small.json"
    small.write_text(json.dumps(doc))
    r = CliRunner().invoke(main, ["cards", "import", str(small), "--out", str(db)])
    assert r.exit_code == 1 and "fewer than half of the 6" in r.output and "--force" in r.output
    assert db.read_bytes() == before
    r = CliRunner().invoke(main, ["cards", "import", str(small), "--out", str(db), "--force"])
    assert r.exit_code == 0 and "imported 2 cards" in r.output


# --- engine faults in whole games ---------------------------------------------------------


class Boom(RuntimeError):
    pass


def _explode(*args: object, **kwargs: object) -> int:
    raise Boom("a fault inside the engine")


def test_play_reports_an_internal_error_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    import mtgrules.play_commands as pc

    monkeypatch.setattr(pc, "drive", _explode)
    r = CliRunner().invoke(main, ["play", str(RED), str(RED), "--seed", "12"])
    assert r.exit_code == 3
    assert "internal error in game 1 (seed 12): Boom: a fault inside the engine" in r.output
    assert "Traceback" not in r.output


def test_simulate_counts_internal_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    import mtgrules.play_commands as pc

    monkeypatch.setattr(pc, "drive", _explode)
    r = CliRunner().invoke(
        main,
        [
            "simulate",
            str(RED),
            str(RED),
            "-n",
            "3",
            "--workers",
            "1",
            "--seed",
            "5",
            "--no-progress",
        ],
    )
    assert r.exit_code == 1
    assert "engine errors: 3" in r.output
    assert "internal error in game 1 (seed 5): Boom: a fault inside the engine" in r.output
    assert "internal error in game 3 (seed 7)" in r.output


def test_an_unquoted_name_with_a_comma_gets_a_hint(tmp_path: Path) -> None:
    # YAML splits "[Forest, Aragorn, the Uniter]" into three names: the error says why
    f = tmp_path / "comma.yaml"
    f.write_text(
        "name: x\nplayers:\n  - name: A\n    battlefield: [Forest, Aragorn, the Uniter]\n"
        "  - name: B\nscript: []\n"
    )
    result = CliRunner().invoke(main, ["check", str(f)])
    assert result.exit_code == 2
    assert "players[0].battlefield[1].card: unknown card 'Aragorn'" in result.output
    assert "must be quoted in a [...] list" in result.output
