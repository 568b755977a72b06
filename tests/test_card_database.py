"""The bundled card database, its name lookup, and the MTGJSON import."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cards.commands import cards
from mtgrules.cards.database import (
    CardDatabase,
    CardRecord,
    colors_of,
    format_type_line,
    import_atomic_cards,
    mana_value_of,
    normalize_name,
    parse_type_line,
    record_from_raw,
    record_to_raw,
)
from mtgrules.errors import UnknownCardError

FIXTURE = Path(__file__).parent / "fixtures" / "AtomicCards-mini.json"

# (English, German, Spanish, mana cost, colors, type line, power, toughness): the seed cards
# named in the German and Spanish rules articles.
SEED_CARDS: list[tuple[str, str, str | None, str | None, str, str, str | None, str | None]] = [
    (
        "Paladin en-Vec",
        "Paladin en-Vec",
        "Paladín en-Vec",
        "{1}{W}{W}",
        "W",
        "Creature — Human Knight",
        "2",
        "2",
    ),
    (
        "Bloodfire Colossus",
        "Flammenblut-Koloss",
        "Coloso Sangrefuego",
        "{6}{R}{R}",
        "R",
        "Creature — Giant",
        "6",
        "6",
    ),
    ("Pyroclasm", "Feuermasse", "Detonación ígnea", "{1}{R}", "R", "Sorcery", None, None),
    (
        "Wildfire",
        "Verbrannte Steppe",
        "Incendio destructor",
        "{4}{R}{R}",
        "R",
        "Sorcery",
        None,
        None,
    ),
    (
        "Brightflame",
        "Helle Flamme",
        "Flama brillante",
        "{X}{R}{R}{W}{W}",
        "WR",
        "Sorcery",
        None,
        None,
    ),
    (
        "Primal Rage",
        "Ursprüngliche Wut",
        "Furia primitiva",
        "{1}{G}",
        "G",
        "Enchantment",
        None,
        None,
    ),
    (
        "Nacatl Savage",
        "Schonungsloser Nacatl",
        "Nacatl indómito",
        "{1}{G}",
        "G",
        "Creature — Cat Warrior",
        "2",
        "1",
    ),
    (
        "Bonesplitter",
        "Knochenbrecher",
        "Quebrantahuesos",
        "{1}",
        "",
        "Artifact — Equipment",
        None,
        None,
    ),
    (
        "Simic Guildmage",
        "Simic-Gildenmagier",
        "Mago del Gremio Simic",
        "{G/U}{G/U}",
        "UG",
        "Creature — Elf Wizard",
        "2",
        "2",
    ),
    ("Fear", "Furcht", "Inspirar temor", "{B}{B}", "B", "Enchantment — Aura", None, None),
    (
        "Zur the Enchanter",
        "Zur der Verzauberer",
        "Zur el Encantador",
        "{1}{W}{U}{B}",
        "WUB",
        "Legendary Creature — Human Wizard",
        "1",
        "4",
    ),
    (
        "Enfeeblement",
        "Totale Erschöpfung",
        "Postración",
        "{B}{B}",
        "B",
        "Enchantment — Aura",
        None,
        None,
    ),
    (
        "Night of Souls' Betrayal",
        "Nacht des Verrats der Seelen",
        "Noche de la traición de las almas",
        "{2}{B}{B}",
        "B",
        "Legendary Enchantment",
        None,
        None,
    ),
    ("Grizzly Bears", "Grizzlybären", "Osos pardos", "{1}{G}", "G", "Creature — Bear", "2", "2"),
    ("Pacifism", "Pazifismus", "Pacifismo", "{1}{W}", "W", "Enchantment — Aura", None, None),
    (
        "Mother of Runes",
        "Mutter der Runen",
        "Madre de las runas",
        "{W}",
        "W",
        "Creature — Human Cleric",
        "1",
        "1",
    ),
    (
        "Beloved Chaplain",
        "Beliebter Kaplan",
        "Capellán amado",
        "{1}{W}",
        "W",
        "Creature — Human Cleric",
        "1",
        "1",
    ),
    (
        "Flash Foliage",
        "Lebendes Blätterdach",
        "Fronda repentina",
        "{2}{G}",
        "G",
        "Instant",
        None,
        None,
    ),
    ("Terror", "Terror", "Terror", "{1}{B}", "B", "Instant", None, None),
    (
        "Royal Assassin",
        "Meistermeuchler",
        "Asesino real",
        "{1}{B}{B}",
        "B",
        "Creature — Human Assassin",
        "1",
        "1",
    ),
    ("Cruel Edict", "Grausames Edikt", "Edicto cruel", "{1}{B}", "B", "Sorcery", None, None),
    ("Infest", "Heimsuchung", "Infestar", "{1}{B}{B}", "B", "Sorcery", None, None),
    ("Wrath of God", "Zorn Gottes", "Ira de Dios", "{2}{W}{W}", "W", "Sorcery", None, None),
    ("Distress", "Kummer", "Acosar", "{B}{B}", "B", "Sorcery", None, None),
    ("Perplex", "Verblüffen", "Dejar perplejo", "{1}{U}{B}", "UB", "Instant", None, None),
    ("Zombify", "Zombifizierung", "Zombificar", "{3}{B}", "B", "Sorcery", None, None),
    (
        "Animate Dead",
        "Belebung der Toten",
        "Animar a los muertos",
        "{1}{B}",
        "B",
        "Enchantment — Aura",
        None,
        None,
    ),
    (
        "Progenitus",
        "Progenitus",
        "Progenitus",
        "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}",
        "WUBRG",
        "Legendary Creature — Hydra Avatar",
        "10",
        "10",
    ),
    (
        "Lightning Helix",
        "Blitzhelix",
        "Hélice de relámpagos",
        "{R}{W}",
        "WR",
        "Instant",
        None,
        None,
    ),
    ("Unmake", "Beseitigen", "Desvanecer", "{W/B}{W/B}{W/B}", "WB", "Instant", None, None),
    (
        "Black Knight",
        "Schwarzer Ritter",
        "Caballero negro",
        "{B}{B}",
        "B",
        "Creature — Human Knight",
        "2",
        "2",
    ),
    (
        "Teferi's Protection",
        "Teferis Schutzbann",
        "Protección de Teferi",
        "{2}{W}",
        "W",
        "Instant",
        None,
        None,
    ),
    ("Shock", "Schock", "Choque", "{R}", "R", "Instant", None, None),
    ("Last Gasp", "Letzter Schnaufer", "Último suspiro", "{1}{B}", "B", "Instant", None, None),
    (
        "Horned Troll",
        "Gehörnter Troll",
        "Troll astado",
        "{2}{G}",
        "G",
        "Creature — Troll",
        "2",
        "2",
    ),
    ("Tremor", "Erdstoß", "Temblor", "{R}", "R", "Sorcery", None, None),
    ("Wall of Glare", "Blendende Mauer", None, "{1}{W}", "W", "Creature — Wall", "0", "5"),
    (
        "Mossbridge Troll",
        "Moosbrückentroll",
        "Trol puente de musgo",
        "{5}{G}{G}",
        "G",
        "Creature — Troll",
        "5",
        "5",
    ),
    (
        "Death Ward",
        "Wundersame Heilung",
        "Guarda contra la muerte",
        "{W}",
        "W",
        "Instant",
        None,
        None,
    ),
    (
        "Daunting Defender",
        "Einschüchternder Verteidiger",
        "Defensor impertérrito",
        "{4}{W}",
        "W",
        "Creature — Human Cleric",
        "3",
        "3",
    ),
    ("Curtain of Light", "Lichtvorhang", "Cortina de luz", "{1}{W}", "W", "Instant", None, None),
    ("Wildsize", "Groß und wild", "Tamaño salvaje", "{2}{G}", "G", "Instant", None, None),
    (
        "Spikeshot Goblin",
        "Stachelschuss-Goblin",
        "Tirapúas trasgo",
        "{2}{R}",
        "R",
        "Creature — Goblin Shaman",
        "1",
        "2",
    ),
    ("Rancor", "Grüner Zorn", "Rencor", "{G}", "G", "Enchantment — Aura", None, None),
    (
        "Mage's Guile",
        "Tücke des Magiers",
        "Astucia de la maga",
        "{1}{U}",
        "U",
        "Instant",
        None,
        None,
    ),
    ("Victimize", "Ausschlachten", "Victimar", "{2}{B}", "B", "Sorcery", None, None),
    (
        "Screams from Within",
        "Schreie von Innen",
        "Gritos interiores",
        "{1}{B}{B}",
        "B",
        "Enchantment — Aura",
        None,
        None,
    ),
]

# (name, mana cost, type line, power, toughness)
OTHER_CARDS: list[tuple[str, str | None, str, str | None, str | None]] = [
    ("Mountain", None, "Basic Land — Mountain", None, None),
    ("Lightning Bolt", "{R}", "Instant", None, None),
    ("Shock", "{R}", "Instant", None, None),
    ("Goblin Guide", "{R}", "Creature — Goblin Scout", "2", "2"),
    ("Monastery Swiftspear", "{R}", "Creature — Human Monk", "1", "2"),
    ("Mogg Fanatic", "{R}", "Creature — Goblin", "1", "1"),
    ("Silver Knight", "{W}{W}", "Creature — Human Knight", "2", "2"),
    ("Lava Spike", "{R}", "Sorcery — Arcane", None, None),
    ("Searing Spear", "{1}{R}", "Instant", None, None),
    ("Viashino Pyromancer", "{1}{R}", "Creature — Lizard Wizard", "2", "1"),
    ("Forest", None, "Basic Land — Forest", None, None),
    ("Grizzly Bears", "{1}{G}", "Creature — Bear", "2", "2"),
    ("Colossal Dreadmaw", "{4}{G}{G}", "Creature — Dinosaur", "6", "6"),
    ("Troll Ascetic", "{1}{G}{G}", "Creature — Troll Shaman", "3", "2"),
    ("Giant Growth", "{G}", "Instant", None, None),
    ("Rancor", "{G}", "Enchantment — Aura", None, None),
    ("Tarmogoyf", "{1}{G}", "Creature — Lhurgoyf", "*", "1+*"),
    ("Leatherback Baloth", "{G}{G}{G}", "Creature — Beast", "4", "5"),
    ("Rampant Growth", "{1}{G}", "Sorcery", None, None),
    ("Kalonian Tusker", "{G}{G}", "Creature — Beast", "3", "3"),
]


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


@pytest.fixture(autouse=True)
def _no_user_db(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Keep the user's own database and data directory out of the tests."""
    monkeypatch.delenv("MTGRULES_CARD_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


# --- the bundled database -------------------------------------------------------------------


def test_bundled_has_the_whole_corpus(db: CardDatabase) -> None:
    assert len(db) > 30_000
    assert CardDatabase.bundled() is db  # loaded once
    assert sum(1 for _ in db) == len(db)


@pytest.mark.parametrize(
    "name", ["Lightning Bolt", "lightning bolt", "LIGHTNING BOLT", "  Lightning  Bolt "]
)
def test_english_names_any_case(db: CardDatabase, name: str) -> None:
    assert db.get(name).name == "Lightning Bolt"
    assert name in db


def test_apostrophes_straight_or_curly(db: CardDatabase) -> None:
    assert db.get("Teferi’s Protection").name == "Teferi's Protection"
    assert db.get("night of souls' betrayal").name == "Night of Souls' Betrayal"
    assert db.get("Night of Souls’ Betrayal").name == "Night of Souls' Betrayal"


def test_foreign_names(db: CardDatabase) -> None:
    assert db.get("Flammenblut-Koloss").name == "Bloodfire Colossus"
    assert db.get("flammenblut-koloss").name == "Bloodfire Colossus"
    assert db.get("Coloso Sangrefuego").name == "Bloodfire Colossus"
    assert db.get("Grüner Zorn").name == "Rancor"
    assert db.get("Rencor").name == "Rancor"
    assert db.get("Teferis Schutzbann").name == "Teferi's Protection"
    assert db.get("Protección de Teferi").name == "Teferi's Protection"
    # accents may be left out when nothing else matches
    assert db.get("Proteccion de Teferi").name == "Teferi's Protection"
    record = db.get("Bloodfire Colossus")
    assert record.foreign_name("de") == "Flammenblut-Koloss"
    assert record.foreign_name("es") == "Coloso Sangrefuego"
    assert record.foreign_name("fr") is None


def test_german_name_equal_to_english(db: CardDatabase) -> None:
    assert db.get("Terror").name == "Terror"
    assert db.get("Terror").foreign_name("de") == "Terror"
    assert db.get("Paladín en-Vec").name == "Paladin en-Vec"


@pytest.mark.parametrize(
    ("english", "german", "spanish", "cost", "colors", "type_line", "power", "toughness"),
    SEED_CARDS,
    ids=[c[0] for c in SEED_CARDS],
)
def test_seed_cards(
    db: CardDatabase,
    english: str,
    german: str,
    spanish: str | None,
    cost: str | None,
    colors: str,
    type_line: str,
    power: str | None,
    toughness: str | None,
) -> None:
    record = db.get(english)
    assert record.name == english
    assert db.get(german).name == english
    if spanish is not None:
        assert db.get(spanish).name == english
    assert record.mana_cost == cost
    assert "".join(record.colors) == colors
    assert record.type_line == type_line
    assert (record.power, record.toughness) == (power, toughness)
    assert not record.incomplete
    assert record.oracle_text or english == "Grizzly Bears"


def test_there_are_47_seed_cards() -> None:
    assert len(SEED_CARDS) == 47


@pytest.mark.parametrize(
    ("name", "cost", "type_line", "power", "toughness"),
    OTHER_CARDS,
    ids=[c[0] for c in OTHER_CARDS],
)
def test_other_cards(
    db: CardDatabase,
    name: str,
    cost: str | None,
    type_line: str,
    power: str | None,
    toughness: str | None,
) -> None:
    record = db.get(name)
    assert record.name == name
    assert record.mana_cost == cost
    assert record.type_line == type_line
    assert (record.power, record.toughness) == (power, toughness)
    assert record.mana_value == mana_value_of(cost)
    assert not record.incomplete


def test_card_facts(db: CardDatabase) -> None:
    goyf = db.get("Tarmogoyf")
    assert (goyf.power, goyf.toughness) == ("*", "1+*")
    assert goyf.types == ("creature",) and goyf.subtypes == ("Lhurgoyf",)
    assert goyf.colors == ("G",) and goyf.mana_value == 2.0
    mountain = db.get("Mountain")
    assert mountain.supertypes == ("basic",) and mountain.types == ("land",)
    assert mountain.subtypes == ("Mountain",) and mountain.colors == ()
    assert db.get("Lightning Bolt").oracle_text == "Lightning Bolt deals 3 damage to any target."
    assert db.get("Rancor").subtypes == ("Aura",)
    assert db.get("Bonesplitter").subtypes == ("Equipment",)
    assert db.get("Silver Knight").subtypes == ("Human", "Knight")
    jace = db.get("Jace, the Mind Sculptor")
    assert jace.loyalty == "3" and jace.supertypes == ("legendary",)
    assert jace.has_type("Planeswalker")


def test_colors_from_mana_cost(db: CardDatabase) -> None:
    assert db.get("Lightning Helix").colors == ("W", "R")
    assert db.get("Progenitus").colors == ("W", "U", "B", "R", "G")
    assert db.get("Boros Guildmage").colors == ("W", "R")  # hybrid
    assert db.get("Dismember").colors == ("B",)  # Phyrexian
    assert db.get("Dismember").mana_value == 3.0


def test_split_card_is_incomplete(db: CardDatabase) -> None:
    fire_ice = db.get("Fire // Ice")
    assert fire_ice.layout == "split"
    assert fire_ice.incomplete
    assert fire_ice.incomplete_reason and "Ice" in fire_ice.incomplete_reason
    assert [f.name for f in fire_ice.faces] == ["Fire", "Ice"]
    assert not fire_ice.faces[0].incomplete and fire_ice.faces[1].incomplete
    assert db.get("fire//ice") is fire_ice
    assert db.get("Ice") is fire_ice  # a face name finds its card
    for name, layout in (
        ("Bonecrusher Giant // Stomp", "adventure"),
        ("Valki, God of Lies // Tibalt, Cosmic Impostor", "modal_dfc"),
        ("Faithful Squire // Kaiso, Memory of Loyalty", "flip"),
        ("Dusk // Dawn", "aftermath"),
    ):
        record = db.get(name)
        assert record.layout == layout and record.incomplete, name


def test_transform_card_is_complete(db: CardDatabase) -> None:
    delver = db.get("Delver of Secrets")
    assert delver.name == "Delver of Secrets // Insectile Aberration"
    assert not delver.incomplete
    back = delver.face("Insectile Aberration")
    assert (back.power, back.toughness, back.oracle_text) == ("3", "2", "Flying")


def test_incomplete_count_is_small(db: CardDatabase) -> None:
    incomplete = [r for r in db if r.incomplete]
    assert 0 < len(incomplete) < 1_000
    assert all(r.incomplete_reason for r in incomplete)


def test_unknown_name_suggests(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.get("Lightnig Bolt")
    assert "Lightning Bolt" in info.value.suggestions
    assert len(info.value.suggestions) <= 3
    assert info.value.name == "Lightnig Bolt"
    assert "did you mean" in str(info.value)
    assert "Lightnig Bolt" not in db
    with pytest.raises(UnknownCardError) as info:
        db.get("Flammenblut Kolos")
    assert "Flammenblut-Koloss" in info.value.suggestions
    with pytest.raises(UnknownCardError) as info:
        db.get("qqqqqqqqqqqqqqqqqqqqqqqqqqqqqq")
    assert info.value.suggestions == ()


def test_add_and_copy(db: CardDatabase) -> None:
    mine = db.copy()
    card = CardRecord(
        name="Test Card",
        mana_cost="{2}{U}",
        colors=("U",),
        mana_value=3.0,
        types=("instant",),
        oracle_text="Draw a card.",
        foreign_names=(("de", "Testkarte"),),
    )
    mine.add(card)
    assert mine.get("test card") is card
    assert mine.get("Testkarte") is card
    assert len(mine) == len(db) + 1
    assert "Test Card" not in db
    replacement = CardRecord(name="Test Card", mana_cost="{U}", colors=("U",), mana_value=1.0)
    mine.add(replacement)
    assert mine.get("Test Card") is replacement
    assert len(mine) == len(db) + 1


def test_from_file_round_trip(tmp_path: Path) -> None:
    db = CardDatabase(
        [
            CardRecord(
                name="A", mana_cost="{W}", colors=("W",), mana_value=1.0, types=("instant",)
            ),
            CardRecord(
                name="B",
                types=("land",),
                supertypes=("basic",),
                subtypes=("Plains",),
                foreign_names=(("de", "Ebene"),),
            ),
        ]
    )
    path = tmp_path / "cards.json.gz"
    db.write(path)
    again = CardDatabase.from_file(path)
    assert list(again) == list(db)
    assert again.get("ebene").name == "B"


def test_env_var_database_is_preferred(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "mine.json.gz"
    CardDatabase([CardRecord(name="Only Card")]).write(path)
    monkeypatch.setenv("MTGRULES_CARD_DB", str(path))
    db = CardDatabase.bundled()
    assert len(db) == 1 and "Only Card" in db
    monkeypatch.setenv("MTGRULES_CARD_DB", str(tmp_path / "missing.json.gz"))
    assert len(CardDatabase.bundled()) > 30_000


# --- type lines, mana, records ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Legendary Creature — Human Knight", (("legendary",), ("creature",), ("Human", "Knight"))),
        ("Basic Land — Mountain", (("basic",), ("land",), ("Mountain",))),
        ("Kindred Instant — Goblin", ((), ("kindred", "instant"), ("Goblin",))),
        ("Enchantment — Aura", ((), ("enchantment",), ("Aura",))),
        ("Artifact — Equipment", ((), ("artifact",), ("Equipment",))),
        ("Instant", ((), ("instant",), ())),
        ("Basic Snow Land — Forest", (("basic", "snow"), ("land",), ("Forest",))),
        (
            "Artifact Creature — Assembly-Worker",
            ((), ("artifact", "creature"), ("Assembly-Worker",)),
        ),
        ("Creature - Human Knight", ((), ("creature",), ("Human", "Knight"))),
        (
            "Legendary Creature — Time Lord Doctor",
            (("legendary",), ("creature",), ("Time Lord", "Doctor")),
        ),
        ("Plane — Serra's Realm", ((), ("plane",), ("Serra's Realm",))),
    ],
)
def test_parse_type_line(line: str, expected: tuple[tuple[str, ...], ...]) -> None:
    assert parse_type_line(line) == expected
    assert parse_type_line(format_type_line(*expected)) == expected


def test_type_line_renders_back() -> None:
    record = CardRecord(
        name="X", supertypes=("legendary",), types=("creature",), subtypes=("Human", "Knight")
    )
    assert record.type_line == "Legendary Creature — Human Knight"
    assert CardRecord(name="Y", types=("kindred", "instant"), subtypes=("Goblin",)).type_line == (
        "Kindred Instant — Goblin"
    )


def test_mana_helpers() -> None:
    assert mana_value_of("{1}{W}{W}") == 3.0
    assert mana_value_of("{X}{R}{R}") == 2.0
    assert mana_value_of("{2/W}{2/W}") == 4.0
    assert mana_value_of("{W/P}") == 1.0
    assert mana_value_of(None) == 0.0
    assert colors_of("{G/W/P}{U/R}") == ("W", "U", "R", "G")
    assert colors_of("{C}{S}{2}") == ()
    assert colors_of("{HW}") == ("W",)


def test_normalize_name() -> None:
    assert normalize_name("Teferi’s  Protection") == "teferi's protection"
    assert normalize_name("Fire//Ice") == "fire // ice"
    assert normalize_name("Æther Vial") == "aether vial"


def test_raw_round_trip() -> None:
    record = CardRecord(
        name="Odd // Card",
        mana_cost="{1}{R}",
        colors=("U", "R"),
        mana_value=4.0,
        types=("instant",),
        layout="split",
        oracle_text="Text.",
        incomplete=True,
        incomplete_reason="because",
        foreign_names=(("de", "Seltsam"),),
        faces=(
            CardRecord(
                name="Odd", mana_cost="{1}{R}", colors=("R",), mana_value=2.0, layout="split"
            ),
        ),
    )
    raw = record_to_raw(record)
    assert record_from_raw(json.loads(json.dumps(raw))) == record


# --- MTGJSON import ---------------------------------------------------------------------------


def test_import_atomic_cards(tmp_path: Path) -> None:
    out = tmp_path / "out" / "cards.json.gz"
    db = import_atomic_cards(FIXTURE, out)
    assert len(db) == 6
    assert out.is_file() and db.written_to == out
    with gzip.open(out, "rt", encoding="utf-8") as f:
        assert json.load(f)["format"] == "mtgrules-cards"
    for source in (db, CardDatabase.from_file(out)):
        bears = source.get("Grizzlybären")
        assert bears.name == "Grizzly Bears"
        assert source.get("osos pardos") == bears
        assert bears.oracle_text == "" and (bears.power, bears.toughness) == ("2", "2")
        bolt = source.get("Foudre")
        assert bolt.name == "Lightning Bolt"
        assert dict(bolt.foreign_names) == {
            "de": "Blitzschlag",
            "es": "Relámpago",
            "fr": "Foudre",
            "it": "Fulmine",
            "pt": "Relâmpago",
            "ja": "稲妻",
        }
        assert source.get("稲妻") == bolt
        fire_ice = source.get("Fire // Ice")
        assert not fire_ice.incomplete
        assert fire_ice.colors == ("U", "R") and fire_ice.mana_value == 4.0
        ice = fire_ice.face("Ice")
        assert (
            ice.mana_cost == "{1}{U}" and ice.oracle_text == "Tap target permanent.\nDraw a card."
        )
        assert source.get("Ice") == fire_ice
        jace = source.get("jace, the mind sculptor")
        assert jace.loyalty == "3" and jace.type_line == "Legendary Planeswalker — Jace"
        mountain = source.get("Gebirge")
        assert mountain.type_line == "Basic Land — Mountain" and mountain.colors == ()
        delver = source.get("Insectile Aberration")
        assert delver.faces[1].colors == ("U",)  # from its color indicator
        assert delver.mana_value == 1.0


def test_import_default_location(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    target = tmp_path / "env" / "db.json.gz"
    monkeypatch.setenv("MTGRULES_CARD_DB", str(target))
    db = import_atomic_cards(FIXTURE)
    assert db.written_to == target and target.is_file()
    assert "Grizzlybären" in CardDatabase.bundled()
    monkeypatch.delenv("MTGRULES_CARD_DB")
    db = import_atomic_cards(FIXTURE)
    assert db.written_to == tmp_path / "xdg" / "mtgrules" / "cards.json.gz"


def test_import_rejects_other_json(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"meta": {}}')
    with pytest.raises(ValueError, match="AtomicCards"):
        import_atomic_cards(bad, write=False)


# --- the CLI ------------------------------------------------------------------------------------


def test_cli_import(tmp_path: Path) -> None:
    out = tmp_path / "cards.json.gz"
    result = CliRunner().invoke(cards, ["import", str(FIXTURE), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "imported 6 cards and 10 foreign names" in result.output
    assert str(out) in result.output
    assert out.is_file()


def test_cli_show() -> None:
    result = CliRunner().invoke(cards, ["show", "Flammenblut-Koloss"])
    assert result.exit_code == 0, result.output
    assert "Bloodfire Colossus  {6}{R}{R}" in result.output
    assert "Creature — Giant" in result.output
    assert "6/6" in result.output
    assert "de: Flammenblut-Koloss" in result.output
    split = CliRunner().invoke(cards, ["show", "Fire // Ice"])
    assert split.exit_code == 0 and "INCOMPLETE" in split.output


def test_cli_show_says_whether_the_card_is_supported() -> None:
    # a tester can't tell from the text alone which planeswalkers the engine plays
    yes = CliRunner().invoke(cards, ["show", "Grizzly Bears"])
    assert yes.exit_code == 0 and yes.output.endswith("supported: yes\n")
    no = CliRunner().invoke(cards, ["show", "Dread"])
    assert no.exit_code == 0
    assert "supported: no (can't read \"from anywhere, shuffle it into its owner's library.\")" in (
        no.output
    )


def test_cli_show_takes_a_name_of_several_words_unquoted() -> None:
    result = CliRunner().invoke(cards, ["show", "Grizzly", "Bears"])
    assert result.exit_code == 0 and result.output.startswith("Grizzly Bears  {1}{G}\n")


def test_cli_show_unknown() -> None:
    result = CliRunner().invoke(cards, ["show", "Lightnig Bolt"])
    assert result.exit_code == 1
    assert "unknown card 'Lightnig Bolt'" in result.output
    assert "Lightning Bolt" in result.output
