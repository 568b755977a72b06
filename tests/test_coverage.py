"""Tests of the coverage report (coverage.py)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cards import coverage as coverage_module
from mtgrules.cards.coverage import (
    CoverageReport,
    card_gaps,
    coverage,
    coverage_command,
    is_supported,
    stored_coverage,
)
from mtgrules.cards.database import CardDatabase


@dataclass
class Record:
    name: str
    oracle_text: str = ""
    types: tuple[str, ...] = ("creature",)
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    mana_cost: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    layout: str = "normal"
    faces: tuple[object, ...] = ()
    incomplete: bool = False
    incomplete_reason: str | None = None


BOLT = Record("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", ("instant",))
BEARS = Record("Grizzly Bears")
KNIGHT = Record(
    "Black Knight",
    "First strike (This creature deals combat damage before creatures without first strike.)"
    "\nProtection from white",
)
WILDFIRE = Record(
    "Wildfire",
    "Each player sacrifices four lands of their choice. Wildfire deals 4 damage to each creature.",
    ("sorcery",),
)
GOATS = Record("Goat Juggler", "Whenever this creature attacks, juggle three goats.")
SPLIT = Record(
    "Fire // Ice",
    "Fire deals 2 damage divided as you choose.",
    ("instant",),
    incomplete=True,
    incomplete_reason="split card",
)


def test_supported_cards() -> None:
    for record in (BOLT, BEARS, KNIGHT, WILDFIRE):
        assert is_supported(record) == (True, ""), record.name


def test_unsupported_cards_say_why() -> None:
    ok, reason = is_supported(GOATS)
    assert not ok and "juggle three goats" in reason
    ok, reason = is_supported(SPLIT)
    assert not ok and "split card" in reason


def test_faces_are_each_checked() -> None:
    front = Record("Front", "Flying")
    back = Record("Back", "Whenever this creature attacks, juggle three goats.")
    card = Record("Front // Back", "Flying", faces=(front, back))
    ok, reason = is_supported(card)
    assert not ok and "goats" in reason


def test_coverage_report() -> None:
    report = coverage([BOLT, BEARS, KNIGHT, WILDFIRE, GOATS, SPLIT])
    assert (report.supported, report.total) == (4, 6)
    assert report.by_type["instant"] == (1, 2)
    assert report.by_type["creature"] == (2, 3)
    assert report.unread == [("juggle three goats.", 1)]
    assert report.fraction == pytest.approx(4 / 6)
    text = report.format()
    assert "supported: 4 / 6 cards (66.7%)" in text
    assert "juggle three goats." in text


def test_empty_report() -> None:
    assert CoverageReport().fraction == 0.0


class FakeDb:
    def __init__(self, records: list[Record]) -> None:
        self.records = records

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.records)

    def get(self, name: str) -> Record:
        return next(r for r in self.records if r.name == name)


def test_coverage_command(monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgrules.cards import database

    db = FakeDb([BOLT, GOATS])
    monkeypatch.setattr(database.CardDatabase, "bundled", classmethod(lambda cls: db))
    result = CliRunner().invoke(coverage_command, ["--top", "5"])
    assert result.exit_code == 0, result.output
    assert "supported: 1 / 2 cards (50.0%)" in result.output
    result = CliRunner().invoke(coverage_command, ["--card", "Goat Juggler"])
    assert "not supported" in result.output
    assert coverage_module.coverage_command.name == "coverage"


# --- every gap, ranked ----------------------------------------------------------------------

TWO_GAPS = Record(
    "Goat Herder",
    "Flying\nWhenever this creature attacks, juggle three goats.\nAt the beginning of your "
    "upkeep, herd two goats.",
)
ONE_GAP = Record("Goat Juggler", "Whenever this creature attacks, juggle three goats.")
OTHER = Record("Goat Herd", "Trample\nAt the beginning of your upkeep, herd two goats.")


def test_every_unreadable_paragraph_is_a_named_gap() -> None:
    gaps = coverage_module.card_gaps(TWO_GAPS)
    assert len(gaps) == 2
    assert "juggle three goats" in gaps[0]
    assert "herd two goats" in gaps[1]
    assert all(g.startswith("can't read ") for g in gaps)


def test_read_paragraphs_are_still_checked_by_the_engine() -> None:
    # the first paragraph reads; the second can't be read; the engine gap of the first is
    # reported too ("the engine can't do ...")
    record = Record("Goat Mage", "Flashback {2}{R}\nWhenever this creature attacks, juggle goats.")
    gaps = coverage_module.card_gaps(record)
    assert any(g.startswith("the engine can't do ") and "flashback" in g for g in gaps)
    assert any("juggle goats" in g for g in gaps)


def test_gaps_ranked_by_the_cards_they_unlock_alone() -> None:
    report = coverage([TWO_GAPS, ONE_GAP, OTHER, BOLT])
    assert (report.supported, report.total) == (1, 4)
    ranked = {gap: (alone, n) for gap, alone, n in report.gaps}
    juggle = next(g for g in ranked if "juggle three goats" in g)
    herd = next(g for g in ranked if "herd two goats" in g)
    assert ranked[juggle] == (1, 2)  # alone keeps Goat Juggler out; appears in two cards
    assert ranked[herd] == (1, 2)
    assert report.supported_names == ["Lightning Bolt"]
    text = report.format()
    assert "gaps by the cards each would unlock alone" in text


def test_survey_in_worker_processes_gives_the_same_report() -> None:
    records = [TWO_GAPS, ONE_GAP, OTHER, BOLT, BEARS, KNIGHT]
    one = coverage(records, workers=1)
    two = coverage(records, workers=2)
    assert (two.supported, two.total, two.gaps) == (one.supported, one.total, one.gaps)
    assert two.workers == 2


def test_progress_bar_on_a_stream() -> None:
    import io

    stream = io.StringIO()
    coverage([BOLT, BEARS], progress=stream)
    assert "2/2 cards 100%" in stream.getvalue()


def test_coverage_command_lists_all_gaps_of_a_card(monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgrules.cards import database

    db = FakeDb([TWO_GAPS, BOLT])
    monkeypatch.setattr(database.CardDatabase, "bundled", classmethod(lambda cls: db))
    result = CliRunner().invoke(coverage_command, ["--card", "Goat Herder"])
    assert result.exit_code == 0, result.output
    assert "not supported (2 gaps)" in result.output
    assert "juggle three goats" in result.output and "herd two goats" in result.output
    result = CliRunner().invoke(coverage_command, ["--card", "Lightning Bolt"])
    assert "Lightning Bolt: supported" in result.output


def test_the_report_comes_from_stored_gaps_while_the_code_is_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The gaps stored with the parsed cards (scripts/build_parsed_cards.py) make the same
    report as checking every card, without the parser; with another key they aren't used."""
    from mtgrules.cards import preparsed

    db = CardDatabase.bundled()
    names = (
        "Grizzly Bears",
        "Invasion of Alara // Awaken the Maelstrom",
        "Lightning Bolt",
        "Rancor",
    )
    records = [db.get(n) for n in names]
    fresh = coverage(records, top=10, workers=1)
    survey = [(r, card_gaps(r)) for r in records]
    path = tmp_path / "parsed.zip"
    preparsed.write_cache(path, [], survey=survey)
    monkeypatch.setenv("MTGRULES_PARSED_CARDS", str(path))
    monkeypatch.delenv("MTGRULES_CARD_DB", raising=False)
    preparsed.reset_cache()
    try:
        stored = stored_coverage(records, top=10)
        assert stored is not None
        assert stored.supported == fresh.supported == 3
        assert stored.gaps == fresh.gaps
        assert stored.supported_names == fresh.supported_names
        assert stored_coverage([*records, db.get("Shock")], top=10) is None  # not surveyed
        other = dataclasses.replace(records[0], oracle_text="Flying")  # another database's
        assert stored_coverage([other], top=10) is None
        monkeypatch.setattr(preparsed, "_SURVEY_KEY", "another version of the code")
        preparsed.reset_cache()
        assert stored_coverage(records, top=10) is None
    finally:
        preparsed.reset_cache()


def test_the_shipped_stored_gaps_are_the_gaps_checked_now() -> None:
    """The gaps stored with the package (while fresh for this code) are what checking the
    card gives, on a fixed sample of the database; skipped when the code changed since the
    build (they are stale then, and the command checks every card itself)."""
    import random

    from mtgrules.cards import preparsed

    db = CardDatabase.bundled()
    records = list(db)
    if preparsed.stored_gaps(records[0]) is None:
        pytest.skip("the stored gaps are stale for this code: rebuild parsed_cards.zip")
    for record in random.Random(12).sample(records, 40):
        assert preparsed.stored_gaps(record) == card_gaps(record), record.name
