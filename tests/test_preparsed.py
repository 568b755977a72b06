"""The pre-parsed card cache (cards/preparsed.py): definitions come back exactly as the parser
makes them, a stale or foreign cache is ignored (the parser is used instead), and a deck loads
without starting the Earley parser when the shipped cache is fresh."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest

from mtgrules.cards import parser, preparsed
from mtgrules.cards.database import CardDatabase, record_to_raw
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.render import render_abilities
from mtgrules.decks import parse_deck

ROOT = Path(__file__).resolve().parent.parent

#: cards of many kinds: keywords, auras, triggers, activated and mana abilities, modal and
#: X spells, planeswalkers, tokens, basic lands
SAMPLE = [
    "Lightning Bolt",
    "Rancor",
    "Tarmogoyf",
    "Goblin Guide",
    "Mountain",
    "Kalonian Tusker",
    "Rampant Growth",
    "Silver Knight",
    "Mogg Fanatic",
    "Troll Ascetic",
    "Llanowar Elves",
    "Giant Growth",
    "Searing Spear",
    "Viashino Pyromancer",
    "Wildfire",
    "Animate Dead",
    "Black Knight",
]


@pytest.fixture()
def db() -> CardDatabase:
    return CardDatabase.bundled()


@pytest.fixture()
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "parsed.zip"
    monkeypatch.setenv("MTGRULES_PARSED_CARDS", str(path))
    preparsed.reset_cache()
    yield path
    preparsed.reset_cache()


def _fresh(db: CardDatabase, name: str) -> object:
    return supported_definition(db.get(name), use_cache=False)


@pytest.mark.parametrize("name", SAMPLE)
def test_encoding_gives_the_same_definition(db: CardDatabase, name: str) -> None:
    card = _fresh(db, name)
    text = preparsed.dumps(card)  # type: ignore[arg-type]
    again = preparsed.loads(text)
    assert again == card
    # layout (presentation, not compared by ==) comes back too: same text, same rendering
    assert preparsed.dumps(again) == text
    assert render_abilities(again.abilities, name) == render_abilities(card.abilities, name)


def test_cached_definitions_equal_a_fresh_parse_without_the_parser(
    db: CardDatabase, own_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = [db.get(n) for n in SAMPLE]
    preparsed.write_cache(own_cache, [(r, _fresh(db, r.name)) for r in records])  # type: ignore[misc]
    assert preparsed.cache_status().startswith("fresh (")
    fresh = {r.name: _fresh(db, r.name) for r in records}

    def no_parsing(*args: object, **kwargs: object) -> None:
        raise AssertionError("the parser was used")

    monkeypatch.setattr(parser, "definition_from_record", no_parsing)
    for record in records:
        cached = preparsed.cached_definition(record)
        assert cached is not None and cached == fresh[record.name]
        assert preparsed.dumps(cached) == preparsed.dumps(fresh[record.name])  # type: ignore[arg-type]
        assert supported_definition(record) == fresh[record.name]


def test_a_stale_cache_is_ignored_and_cards_are_parsed(db: CardDatabase, own_cache: Path) -> None:
    record = db.get("Rancor")
    preparsed.write_cache(own_cache, [(record, _fresh(db, "Rancor"))])  # type: ignore[list-item]
    with zipfile.ZipFile(own_cache) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    meta = json.loads(members["meta.json"])
    meta["key"] = "made-by-another-grammar"
    members["meta.json"] = json.dumps(meta).encode()
    with zipfile.ZipFile(own_cache, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    preparsed.reset_cache()
    assert preparsed.cache_status() == "stale"
    assert preparsed.cached_definition(record) is None
    assert supported_definition(record) == _fresh(db, "Rancor")  # the parser's answer


def test_a_card_with_other_facts_is_parsed(db: CardDatabase, own_cache: Path) -> None:
    from dataclasses import replace

    record = db.get("Rancor")
    preparsed.write_cache(own_cache, [(record, _fresh(db, "Rancor"))])  # type: ignore[list-item]
    changed = replace(record, oracle_text="Enchant creature\nEnchanted creature gets +3/+0.")
    assert preparsed.cached_definition(record) is not None
    assert preparsed.cached_definition(changed) is None


def test_missing_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGRULES_PARSED_CARDS", str(tmp_path / "nothing-here.zip"))
    preparsed.reset_cache()
    try:
        assert preparsed.cache_status() == "missing"
    finally:
        preparsed.reset_cache()


def test_parser_key_covers_the_grammar() -> None:
    assert "grammar.lark" in preparsed.KEY_SOURCES
    assert {"transform_abilities.py", "transform_effects.py", "transform_nouns.py"} <= set(
        preparsed.KEY_SOURCES
    )
    assert len(preparsed.parser_key()) == 32


def _in_a_fresh_process(code: str) -> list[str]:
    """What ``code`` prints in a new interpreter, then whether the Earley parser was started
    there ("True" / "False"); skips while the shipped cache isn't fresh."""
    preparsed.reset_cache()
    status = preparsed.cache_status()
    if not status.startswith("fresh"):
        pytest.skip(f"the shipped cache is {status}: run scripts/build_parsed_cards.py")
    code += (
        "import sys\n"
        "p = sys.modules.get('mtgrules.cards.parser')\n"
        "print(p is not None and p._parser.cache_info().currsize > 0)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return out.stdout.split()


def test_shipped_cache_loads_decks_without_the_parser() -> None:
    db_loaded, parser_started = _in_a_fresh_process(
        "from mtgrules.decks import load_deck\n"
        "load_deck('decks/mono-red.txt'); load_deck('decks/mono-green.txt')\n"
        "from mtgrules.cards.database import _BUNDLED_CACHE\n"
        "print(bool(_BUNDLED_CACHE))\n"
    )
    assert parser_started == "False", "loading the decks started the Earley parser"
    assert db_loaded == "False", "loading the decks loaded the whole card database"


def test_shipped_cache_has_the_dungeons() -> None:
    """309: a card that takes the initiative is checked against Undercity's reading (the
    gate), and a venture enters a dungeon: both from the shipped cache, without the parser."""
    name, parser_started = _in_a_fresh_process(
        "from mtgrules.cards.database import bundled_card\n"
        "from mtgrules.cards.gate import supported_definition\n"
        "from mtgrules.rules import dungeons\n"
        "supported_definition(bundled_card('Aarakocra Sneak'))\n"
        "print(dungeons.definition('Undercity').name)\n"
    )
    assert name == "Undercity"
    assert parser_started == "False", "reading a dungeon started the Earley parser"


def _with_records(db: CardDatabase, path: Path, names: list[str], digest: str | None) -> None:
    records = [db.get(n) for n in names]
    preparsed.write_cache(
        path,
        [(r, _fresh(db, r.name)) for r in records],  # type: ignore[misc]
        raws={r.name: record_to_raw(r) for r in records},
        db_digest=digest,
    )
    preparsed.reset_cache()


def _package_digest() -> str:
    data = resources.files("mtgrules.cards").joinpath("data", "cards.json.gz").read_bytes()
    return preparsed.database_digest(data)


def test_bundled_record_is_the_database_record(db: CardDatabase, own_cache: Path) -> None:
    _with_records(db, own_cache, ["Rancor", "Lightning Bolt"], _package_digest())
    assert preparsed.bundled_record("Rancor") == db.get("Rancor")
    assert preparsed.bundled_record("lightning  BOLT") == db.get("Lightning Bolt")  # lookup key
    assert preparsed.cached_definition(db.get("Rancor")) == _fresh(db, "Rancor")
    # what only the database can answer: a card not in the cache, a foreign or misspelt name
    assert preparsed.bundled_record("Giant Growth") is None
    assert preparsed.bundled_record("Blitzschlag") is None
    assert preparsed.bundled_record("Lightning Blot") is None


def test_bundled_record_only_for_the_database_it_was_built_from(
    db: CardDatabase, own_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _with_records(db, own_cache, ["Rancor"], "0" * 40)  # built from another database file
    assert preparsed.bundled_record("Rancor") is None
    assert preparsed.cached_definition(db.get("Rancor")) is not None  # the definition still is
    _with_records(db, own_cache, ["Rancor"], _package_digest())
    other = tmp_path / "cards.json.gz"
    other.write_bytes(b"")
    monkeypatch.setenv("MTGRULES_CARD_DB", str(other))  # the user's database is another
    assert preparsed.bundled_record("Rancor") is None
    monkeypatch.delenv("MTGRULES_CARD_DB")
    assert preparsed.bundled_record("Rancor") == db.get("Rancor")


def test_a_deck_reads_the_same_cards_either_way(db: CardDatabase, own_cache: Path) -> None:
    _with_records(db, own_cache, ["Rancor", "Lightning Bolt"], _package_digest())
    text = "4 rancor\n4 Lightning Bolt (M10) 146\n4 Giant Growth\n20 Forest\n20 Mountain\n"
    fast = parse_deck(text)
    slow = parse_deck(text, db=db)
    assert fast.main == slow.main
    assert fast.definitions == slow.definitions


def test_rendering_plurals_needs_no_grammar() -> None:
    """The gate renders pre-parsed cards without the grammar built: plural subtypes must come
    out right all the same, and a card type word mustn't even import the parser."""
    code = (
        "import sys\n"
        "from mtgrules.cards.render import plural_word\n"
        "a = plural_word('creature')\n"
        "imported = 'mtgrules.cards.parser' in sys.modules\n"
        "print(a, imported, plural_word('Elf'), plural_word('sorcery'))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["creatures", "False", "Elves", "sorceries"]


def test_shipped_cache_equals_a_fresh_parse(db: CardDatabase) -> None:
    preparsed.reset_cache()
    status = preparsed.cache_status()
    if not status.startswith("fresh"):
        pytest.skip(f"the shipped cache is {status}: run scripts/build_parsed_cards.py")
    for name in SAMPLE:
        record = db.get(name)
        cached = preparsed.cached_definition(record)
        assert cached is not None, name
        fresh = _fresh(db, name)
        assert cached == fresh
        assert preparsed.dumps(cached) == preparsed.dumps(fresh)
