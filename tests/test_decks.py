"""Deck files, games from decks, the coin flip and the London mulligan (103.1-103.8)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgrules.agents import RandomAgent, play_game
from mtgrules.cards.database import CardDatabase, CardRecord, import_atomic_cards
from mtgrules.decisions import Choose, Mulligan, MulliganBottom, OpeningHand, PassPriority
from mtgrules.decks import (
    Deck,
    DeckError,
    DeckGame,
    atomic_cards_document,
    load_deck,
    new_game,
    parse_deck,
)
from mtgrules.errors import IllegalActionError
from mtgrules.rules import characteristics
from mtgrules.zones import Zone

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "decks"

RED = """24 Mountain
4 Lightning Bolt
4 Shock
4 Monastery Swiftspear
4 Mogg Fanatic
4 Silver Knight
4 Lava Spike
4 Searing Spear
8 Viashino Pyromancer
"""
GREEN = """24 Forest
8 Grizzly Bears
4 Colossal Dreadmaw
4 Troll Ascetic
4 Giant Growth
4 Rancor
4 Leatherback Baloth
4 Rampant Growth
4 Kalonian Tusker
"""


@pytest.fixture(scope="module")
def red() -> Deck:
    return parse_deck(RED, "red.txt")


@pytest.fixture(scope="module")
def green() -> Deck:
    return parse_deck(GREEN, "green.txt")


# --- deck files ------------------------------------------------------------------------


def test_plain_list_counts_and_database_spelling() -> None:
    d = parse_deck("4 lightning bolt\n20 MOUNTAIN\n4x Shock\n", "burn.txt")
    assert d.name == "burn"
    assert d.main == ((4, "Lightning Bolt"), (20, "Mountain"), (4, "Shock"))
    assert len(d) == 28
    assert d.cards().count("Shock") == 4
    assert d.definition("Lightning Bolt").name == "Lightning Bolt"


def test_arena_export_with_headers_and_set_codes() -> None:
    text = (
        "Deck\n4 Lightning Bolt (M10) 146\n20 Mountain (ZEN) 234\n\nSideboard\n2 Shock (M19) 156\n"
    )
    d = parse_deck(text)
    assert d.main == ((4, "Lightning Bolt"), (20, "Mountain"))
    assert d.sideboard == ((2, "Shock"),)


def test_a_name_that_ends_in_parentheses_is_kept_whole() -> None:
    d = parse_deck("20 Mountain\n\nSideboard\n1 Erase (Not the Urza's Legacy One)\n")
    assert d.sideboard == ((1, "Erase (Not the Urza's Legacy One)"),)


def test_mtgo_export_sideboard_after_blank_line_and_comments() -> None:
    text = (
        "// my deck\n4 Lightning Bolt\n20 Mountain\n\n3 Shock\n# a comment\nSB: 1 Searing Spear\n"
    )
    d = parse_deck(text)
    assert d.main == ((4, "Lightning Bolt"), (20, "Mountain"))
    assert d.sideboard == ((3, "Shock"), (1, "Searing Spear"))


def test_repeated_lines_add_up() -> None:
    assert parse_deck("2 Shock\n2 Shock\n").main == ((4, "Shock"),)


def test_unknown_card_names_file_line_and_suggests() -> None:
    with pytest.raises(DeckError) as e:
        parse_deck("20 Mountain\n4 Lightnig Bolt\n", "decks/bad.txt")
    msg = str(e.value)
    assert msg.startswith("decks/bad.txt:2: unknown card 'Lightnig Bolt'")
    assert "did you mean 'Lightning Bolt'" in msg
    assert e.value.problems[0].line == 2


def test_every_problem_is_listed() -> None:
    with pytest.raises(DeckError) as e:
        parse_deck("four Shock\n4 Shokc\n0 Mountain\n", "x.txt")
    lines = str(e.value).splitlines()
    assert [p.line for p in e.value.problems] == [1, 2, 3]
    assert "expected a count and a card name" in lines[0]
    assert "unknown card 'Shokc'" in lines[1]
    assert "a count of 0" in lines[2]


def test_card_the_parser_cant_read_is_refused_with_its_message() -> None:
    db = CardDatabase.bundled().copy()
    db.add(
        CardRecord(
            name="Zorp Golem",
            mana_cost="{3}",
            types=("artifact", "creature"),
            power="3",
            toughness="3",
            oracle_text="Florp the zindle twice.",
        )
    )
    with pytest.raises(DeckError) as e:
        parse_deck("20 Mountain\n4 Zorp Golem\n", "golem.txt", db=db)
    msg = str(e.value)
    assert msg.startswith("golem.txt:2: Zorp Golem isn't supported yet")


def test_sideboard_cards_need_not_be_readable() -> None:
    db = CardDatabase.bundled().copy()
    db.add(
        CardRecord(
            name="Zorp Golem",
            mana_cost="{3}",
            types=("artifact", "creature"),
            power="3",
            toughness="3",
            oracle_text="Florp the zindle twice.",
        )
    )
    d = parse_deck("20 Mountain\n\nSideboard\n1 Zorp Golem\n", db=db)
    assert d.sideboard == ((1, "Zorp Golem"),)


def test_empty_deck_and_missing_file() -> None:
    with pytest.raises(DeckError, match="no main-deck cards"):
        parse_deck("# nothing\n", "empty.txt")
    with pytest.raises(DeckError, match="can't read the file"):
        load_deck(ROOT / "no-such-deck.txt")


def test_benchmark_decks_load() -> None:
    red = load_deck(DECKS / "mono-red.txt")
    green = load_deck(DECKS / "mono-green.txt")
    assert len(red) == len(green) == 60
    assert dict((n, c) for c, n in red.main)["Mountain"] == 24
    assert {n for _, n in red.main} == {
        "Mountain",
        "Lightning Bolt",
        "Shock",
        "Goblin Guide",
        "Monastery Swiftspear",
        "Mogg Fanatic",
        "Silver Knight",
        "Lava Spike",
        "Searing Spear",
        "Viashino Pyromancer",
    }
    assert {n for _, n in green.main} == {
        "Forest",
        "Grizzly Bears",
        "Colossal Dreadmaw",
        "Troll Ascetic",
        "Giant Growth",
        "Rancor",
        "Tarmogoyf",
        "Leatherback Baloth",
        "Rampant Growth",
        "Kalonian Tusker",
    }
    assert parse_deck(red.to_text(), "again.txt").main == red.main


# --- games from decks --------------------------------------------------------------------


def test_new_game_shuffles_flips_and_deals_seven(red: Deck, green: Deck) -> None:
    g = new_game(red, green, seed=4)
    assert isinstance(g, DeckGame) and g.in_mulligan
    assert [len(p.hand) for p in g.players] == [7, 7]
    assert [len(p.library) for p in g.players] == [53, 53]
    flip = next(e for e in g.log if e.rule == "103.1")
    starter = g.player_index(flip.data["player"])
    d = g.pending
    assert d is not None and d.kind == "choose" and d.player == starter
    assert d.options == ("keep", "mulligan")
    assert isinstance(d, Mulligan) and d.mulligans == 0
    assert sum(1 for e in g.log if e.rule == "701.24a") == 2  # both libraries shuffled


def test_same_seed_same_deal_and_both_players_start_sometimes(red: Deck, green: Deck) -> None:
    a = new_game(red, green, seed=9)
    b = new_game(red, green, seed=9)
    assert a.fingerprint() == b.fingerprint()
    assert [str(e) for e in a.log] == [str(e) for e in b.log]
    starters = {new_game(red, green, seed=s).pending.player for s in range(16)}  # type: ignore[union-attr]
    assert starters == {0, 1}


def _keep(g: DeckGame) -> None:
    g.apply(Choose("keep"))


def test_london_mulligan_draws_seven_then_bottoms_one(red: Deck, green: Deck) -> None:
    g = new_game(red, green, seed=1)
    first = g.pending.player  # type: ignore[union-attr]
    other = 1 - first
    g.apply(Choose("mulligan"))
    assert g.pending.player == other  # type: ignore[union-attr]
    _keep(g)  # the other player keeps 7; then the mulligan happens
    assert len(g.players[first].hand) == 7
    assert any(e.text.endswith("takes a mulligan") for e in g.log)
    d = g.pending
    assert d is not None and d.player == first and isinstance(d, Mulligan) and d.mulligans == 1
    _keep(g)
    d = g.pending
    assert isinstance(d, MulliganBottom) and d.count == 1
    hand = list(g.players[first].hand)
    assert set(d.options or ()) == set(hand)
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"103\.5"):
        g.apply(Choose([hand[0], hand[1]]))
    with pytest.raises(IllegalActionError):
        g.apply(PassPriority())
    assert g.fingerprint() == before
    name = g.objects[hand[2]].name
    g.apply(Choose([hand[2]]))
    p = g.players[first]
    assert len(p.hand) == 6
    assert g.objects[p.library[0]].name == name  # the library's top is its last card
    assert g.objects[p.library[0]].zone is Zone.LIBRARY
    # everyone kept: the game begins (103.8) with the starting player's turn
    assert not g.in_mulligan
    assert g.turn_number == 1 and g.active_player == first
    assert g.pending is not None and g.pending.kind == "priority"
    assert any(e.rule == "103.8a" for e in g.log) or g.step != "draw"


def test_both_mulligan_at_the_same_time(red: Deck, green: Deck) -> None:
    g = new_game(red, green, seed=2)
    first = g.pending.player  # type: ignore[union-attr]
    g.apply(Choose("mulligan"))
    g.apply(Choose("mulligan"))
    assert [len(p.hand) for p in g.players] == [7, 7]
    assert g.pending.player == first  # type: ignore[union-attr]
    assert g.mulligan is not None and g.mulligan.mulligans == [1, 1]


def test_no_mulligan_once_the_whole_hand_would_go(red: Deck, green: Deck) -> None:
    g = new_game(red, green, seed=3)
    first = g.pending.player  # type: ignore[union-attr]
    g.apply(Choose("mulligan"))
    g.apply(Choose("keep"))
    for _ in range(6):
        g.apply(Choose("mulligan"))
    d = g.pending
    assert d is not None and d.player == first and d.options == ("keep",)
    with pytest.raises(IllegalActionError):
        g.apply(Choose("mulligan"))
    g.apply(Choose("keep"))
    d = g.pending
    assert isinstance(d, MulliganBottom) and d.count == 7
    g.apply(Choose(list(g.players[first].hand)))
    assert g.players[first].hand == []  # the game begins in the first upkeep: no draw yet
    assert len(g.players[1 - first].hand) == 7


def test_clone_keeps_the_mulligan(red: Deck, green: Deck) -> None:
    g = new_game(red, green, seed=5)
    c = g.clone()
    assert isinstance(c, DeckGame) and c.fingerprint() == g.fingerprint()
    c.apply(Choose("mulligan"))
    assert g.mulligan is not None and g.mulligan.declared == {}
    assert len(g.log) < len(c.log)


@pytest.mark.parametrize("seed", range(12))
def test_random_games_from_decks_end_by_the_rules(red: Deck, green: Deck, seed: int) -> None:
    g = new_game(red, green, seed)
    play_game(g, [RandomAgent(seed), RandomAgent(seed + 1)])
    assert g.over
    assert any(e.rule in ("104.2a", "104.4a") for e in g.log)


def test_benchmark_decks_play_whole_games() -> None:
    red = load_deck(DECKS / "mono-red.txt")
    green = load_deck(DECKS / "mono-green.txt")
    for seed in range(6):
        g = new_game(red, green, seed)
        play_game(g, [RandomAgent(seed), RandomAgent(seed + 7)])
        assert g.over


def test_new_game_wants_two_names(red: Deck, green: Deck) -> None:
    with pytest.raises(ValueError):
        new_game(red, green, 0, ("A", "B", "C"))


# --- MTGJSON export ----------------------------------------------------------------------


def test_atomic_cards_export_reads_back(tmp_path: Path) -> None:
    names = ["Goblin Guide", "Silver Knight", "Forest", "Rancor", "Fire // Ice"]
    doc = atomic_cards_document(names)
    assert set(doc["data"]) == {"Goblin Guide", "Silver Knight", "Forest", "Rancor", "Fire // Ice"}
    guide = doc["data"]["Goblin Guide"][0]
    assert guide["manaCost"] == "{R}" and guide["types"] == ["Creature"]
    assert guide["keywords"] == ["Haste"] and guide["power"] == "2"
    assert doc["data"]["Silver Knight"][0]["keywords"] == ["First strike", "Protection"]
    assert doc["data"]["Forest"][0]["supertypes"] == ["Basic"]
    assert [f["faceName"] for f in doc["data"]["Fire // Ice"]] == ["Fire", "Ice"]
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(doc))
    db = import_atomic_cards(path, write=False)
    bundled = CardDatabase.bundled()
    for n in names:
        a, b = db.get(n), bundled.get(n)
        assert (a.name, a.mana_cost, a.types, a.subtypes, a.oracle_text, a.power) == (
            b.name,
            b.mana_cost,
            b.types,
            b.subtypes,
            b.oracle_text,
            b.power,
        )


def test_opening_hand_leyline_is_a_decision_before_the_first_turn() -> None:
    from mtgrules.decisions import Choose
    from mtgrules.decks import new_game, parse_deck

    leylines = parse_deck("60 Leyline of Sanctity")
    forests = parse_deck("60 Forest")
    g = new_game(leylines, forests, seed=1)
    while isinstance(g.pending, Mulligan):
        g.apply(Choose("keep"))
    d = g.pending
    assert isinstance(d, OpeningHand)
    g.apply(Choose("yes"))
    while isinstance(g.pending, OpeningHand):
        g.apply(Choose("no"))
    on_battlefield = [o for o in g.battlefield_objects() if o.name == "Leyline of Sanctity"]
    assert len(on_battlefield) == 1
    assert "hexproof" in characteristics.player_chars(g, on_battlefield[0].controller).keywords
    assert any(e.rule == "103.6a" for e in g.log)


@pytest.mark.parametrize("path", sorted(DECKS.glob("*.txt")), ids=lambda p: p.name)
def test_every_bundled_deck_loads_with_only_supported_cards(path: Path) -> None:
    deck = load_deck(path)  # refuses an unsupported card with the reason
    assert sum(n for n, _ in deck.main) == 60


def test_the_second_benchmark_pair_plays_checked_games() -> None:
    """The pair of later cards (triggers, Auras, counters, the stack) keeps the invariants
    over a few random games (scripts/long_run.py checks them at length)."""
    from mtgrules.invariants import checked_deck_game

    a, b = load_deck(DECKS / "gw-counters.txt"), load_deck(DECKS / "ur-spells.txt")
    for seed in range(4):
        r = checked_deck_game(a, b, seed, max_turns=12, check_every=0.1)
        assert r.ok, r.error or r.violations[:3]
        assert r.decisions > 40
