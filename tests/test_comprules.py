"""The bundled Comprehensive Rules: parsing, `mtgrules rule`, `rules import`, `run --explain`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules import comprules
from mtgrules.cli import main
from mtgrules.comprules import comp_rules, parse_rules, rule_numbers

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
SHARED_RULES = ROOT.parent / "shared" / "rules" / "MagicCompRules_2026-01-16.txt"


@pytest.fixture(autouse=True)
def _bundled_rules(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    # No imported release from the developer's machine: the bundled one, unless a test imports.
    monkeypatch.setenv(comprules.ENV_VAR, str(tmp_path / "imported-rules.txt"))
    comprules._CACHE.clear()
    yield
    comprules._CACHE.clear()


def test_bundled_rules_parse_with_parents_subrules_and_examples() -> None:
    rules = comp_rules()
    assert rules.effective == "January 16, 2026"
    assert len(rules) > 3000
    r = rules.get("702.16e")
    assert r.text.startswith("Any damage that would be dealt by sources that have the stated")
    assert [a.number for a in rules.lineage("702.16e")] == ["7", "702", "702.16", "702.16e"]
    assert rules.get("702.16").text == "Protection"
    kids = rules.get("702.16").children
    assert kids[0] == "702.16a" and "702.16p" in kids and "702.16l" not in kids  # no l or o
    toxic = rules.get("702.164b").more
    assert any(p.startswith("Example: If a creature with toxic 2") for p in toxic)
    assert rules.get("702.16e.").number == "702.16e"  # a trailing dot is the same number


def test_bundled_rules_are_the_shared_release() -> None:
    if not SHARED_RULES.is_file():
        pytest.skip("the shared rules text isn't beside this checkout")
    packaged = ROOT / "src" / "mtgrules" / "data" / comprules.BUNDLED_FILE
    assert packaged.read_bytes() == SHARED_RULES.read_bytes()


def test_parsed_numbers_are_exactly_the_listed_rule_numbers() -> None:
    # tests/data/cr_rule_numbers.txt lists every number of this release; the parser finds
    # each of them (also "119.1d." and "606.5", printed with a stray or a missing dot)
    listed = set((ROOT / "tests" / "data" / "cr_rule_numbers.txt").read_text().split())
    parsed = {r.number for r in comp_rules() if len(r.number) > 1}  # chapters aren't listed
    assert sorted(listed - parsed) == []
    assert sorted(parsed - listed) == []


def test_rule_numbers_in_a_rule_field() -> None:
    assert rule_numbers("702.19b, 510.1c") == ["702.19b", "510.1c"]
    assert rule_numbers("704.5g") == ["704.5g"]
    assert rule_numbers("505") == ["505"]
    assert rule_numbers(None) == []


def test_parse_refuses_text_that_is_not_the_rules() -> None:
    with pytest.raises(ValueError, match=r"100\.1"):
        parse_rules("Hello\nWorld\n")


def test_rule_command_prints_the_rule_and_its_subrules() -> None:
    r = CliRunner().invoke(main, ["rule", "702.16e"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("702.16e Any damage that would be dealt by sources")
    r = CliRunner().invoke(main, ["rule", "702.16"])
    assert r.output.startswith("702.16. Protection\n")
    assert "702.16b A permanent or player with protection can’t be targeted" in r.output
    r = CliRunner().invoke(main, ["rule", "702.16", "--no-subrules"])
    assert r.output.strip() == "702.16. Protection"


def test_rule_command_unknown_number() -> None:
    r = CliRunner().invoke(main, ["rule", "999.9z"])
    assert r.exit_code == 1
    assert "no rule 999.9z in the Comprehensive Rules (January 16, 2026)" in r.output


def test_rules_import_takes_a_newer_release(tmp_path: Path) -> None:
    text = comp_rules()  # the bundled release, as a stand-in for a newer one
    src = (ROOT / "src" / "mtgrules" / "data" / comprules.BUNDLED_FILE).read_text("utf-8")
    newer = src.replace("January 16, 2026", "March 1, 2027", 1).replace(
        "702.16e Any damage that would be dealt",
        "702.16e All damage that would be dealt",
        1,
    )
    f = tmp_path / "MagicCompRules 20270301.txt"
    f.write_text(newer, encoding="utf-8")
    assert text.effective == "January 16, 2026"
    r = CliRunner().invoke(main, ["rules", "import", str(f)])
    assert r.exit_code == 0, r.output
    assert "(effective March 1, 2027)" in r.output
    assert (tmp_path / "imported-rules.txt").is_file()
    r = CliRunner().invoke(main, ["rule", "702.16e"])
    assert r.output.startswith("702.16e All damage that would be dealt")


def test_rules_import_refuses_another_file(tmp_path: Path) -> None:
    f = tmp_path / "notes.txt"
    f.write_text("Some notes\n1. not rules\n")
    r = CliRunner().invoke(main, ["rules", "import", str(f)])
    assert r.exit_code == 1
    assert "this isn't the Comprehensive Rules text" in r.output
    assert not (tmp_path / "imported-rules.txt").exists()


def test_run_explain_follows_each_log_line_with_its_rule() -> None:
    r = CliRunner().invoke(
        main, ["run", str(EXAMPLES / "bolt-cant-target-paladin.yaml"), "--explain"]
    )
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    i = lines.index("[T1 main1] Bob loses 3 life from Lightning Bolt (life 17) (120.3a)")
    assert lines[i + 1] == (
        "    120.3a Damage dealt to a player by a source without infect causes that player "
        "to lose that much life."
    )
    # every log line is followed by at least one indented line of rule text
    log_lines = [k for k, ln in enumerate(lines) if ln.startswith("[T")]
    assert log_lines and all(lines[k + 1].startswith("    ") for k in log_lines)


def test_run_without_explain_prints_only_the_log() -> None:
    r = CliRunner().invoke(main, ["run", str(EXAMPLES / "bolt-cant-target-paladin.yaml")])
    assert r.exit_code == 0
    assert all(ln.startswith("[T") for ln in r.output.splitlines())


def test_run_explain_with_json_adds_the_rule_texts_as_a_field() -> None:
    r = CliRunner().invoke(
        main, ["run", str(EXAMPLES / "bolt-cant-target-paladin.yaml"), "--explain", "--json"]
    )
    assert r.exit_code == 0, r.output
    records = [json.loads(line) for line in r.output.splitlines()]
    loss = next(rec for rec in records if rec["rule"] == "120.3a")
    assert loss["explain"] == [
        "120.3a Damage dealt to a player by a source without infect causes that player "
        "to lose that much life."
    ]
    assert all("explain" in rec for rec in records)
