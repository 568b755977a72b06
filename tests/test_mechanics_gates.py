"""The gates per mechanic (rules/mechanics.py): each card brings the mechanics its text has, a
game keeps the flags of every card it has had, and a game with its gates closed plays event
for event as the same game with every gate open."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import zipfile
from importlib import resources
from pathlib import Path

import pytest

from mtgrules import Zone, deckgen
from mtgrules.agents import RandomAgent
from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.preparsed import decode
from mtgrules.decks import Deck, load_deck, new_game, parse_deck
from mtgrules.game import Game
from mtgrules.rules import (
    face_down,
    graveyard_abilities,
    graveyard_cast,
    keywords_dredge,
    keywords_flashback,
    mechanics,
    zone_moves,
)
from mtgrules.rules.mechanics import (
    CAST_BANS,
    DREDGE,
    FACE_DOWN,
    FACE_DOWN_CAST,
    FLASH_FOR_ALL,
    GRANTED_ENTERING,
    GRANTED_FLASHBACK,
    GRAVEYARD_TRIGGERS,
    HAND_ACTIONS,
    OWN_GRAVEYARD,
)

ROOT = Path(__file__).resolve().parents[1]


def _card(name: str) -> ir.CardDefinition:
    return supported_definition(CardDatabase.bundled().get(name))


@pytest.mark.parametrize(
    ("name", "flags"),
    [
        ("Stinkweed Imp", DREDGE),  # 702.52a
        ("Bloodghast", GRAVEYARD_TRIGGERS),  # 113.6m
        ("Think Twice", OWN_GRAVEYARD),  # 702.34a
        ("Gravecrawler", OWN_GRAVEYARD),  # 601.3
        ("Lier, Disciple of the Drowned", GRANTED_FLASHBACK),
        ("Leyline of Anticipation", FLASH_FOR_ALL),  # 601.3b
        ("Vedalken Orrery", FLASH_FOR_ALL),
        ("Steel Golem", CAST_BANS),  # 101.2
        ("Rule of Law", CAST_BANS),
        ("Rift Bolt", HAND_ACTIONS),  # 702.62a: suspend
        ("Ainok Tracker", FACE_DOWN_CAST),  # 702.37a: morph
        ("Rhythm of the Wild", GRANTED_ENTERING),  # 614.12, 702.136a: riot granted
        ("Frenzied Arynx", 0),  # its own riot is read from its card (keywords_entering)
        ("Grizzly Bears", 0),
        ("Rancor", 0),  # 113.6m: it is put into the graveyard first (603.10a)
        ("Snapcaster Mage", 0),  # its flashback is a play permission, asked apart
    ],
)
def test_each_card_brings_the_mechanics_of_its_text(name: str, flags: int) -> None:
    assert mechanics.card_flags(_card(name)) == flags


def test_the_keyword_lists_are_the_checks_own() -> None:
    assert frozenset(face_down.RULES) == mechanics.FACE_DOWN_KEYWORDS
    assert keywords_dredge.DREDGE == "dredge"
    assert keywords_flashback.FLASHBACK == mechanics.FLASHBACK


_WORDS = (
    "dredge",
    "graveyard",
    "flashback",
    "morph",
    "disguise",
    "foretell",
    "suspend",
    "plot",
    "flash",
    "cast",
)


def _supported_cards_naming(words: tuple[str, ...]) -> list[ir.CardDefinition]:
    """The shipped parsed cards whose encoded definition names one of ``words``."""
    data = resources.files("mtgrules.cards").joinpath("data", "parsed_cards.zip")
    out: list[ir.CardDefinition] = []
    with zipfile.ZipFile(str(data)) as z:
        for member in z.namelist():
            if not member.startswith("cards/"):
                continue
            for line in z.read(member).decode().splitlines():
                low = line.lower()
                if any(w in low for w in words):
                    card = decode(json.loads(line.split("\t", 1)[1])[2])
                    assert isinstance(card, ir.CardDefinition)
                    out.append(card)
    return out


def test_every_supported_card_that_a_check_finds_brings_its_flag() -> None:
    """Over every shipped card whose text could concern a gate: what each check reads of a
    card implies the card's flag (the gate is never closed on a card the check would find)."""
    cards = _supported_cards_naming(_WORDS)
    assert len(cards) > 1000
    seen = dict.fromkeys((DREDGE, GRAVEYARD_TRIGGERS, OWN_GRAVEYARD, FACE_DOWN_CAST), 0)
    tokens = [dataclasses.replace(c, text="", is_token=True) for c in cards]  # read apart
    for card in cards + tokens:
        flags = mechanics.card_flags(card)
        found = {
            DREDGE: keywords_dredge.amount(card) > 0,
            GRAVEYARD_TRIGGERS: graveyard_abilities.has_triggered(card),
            OWN_GRAVEYARD: (
                keywords_flashback.flashback(card) is not None
                and ("instant" in card.types or "sorcery" in card.types)
            )
            or graveyard_cast.ability(card) is not None
            or graveyard_abilities.has_activated(card),
            FACE_DOWN_CAST: face_down.keyword(card) is not None,
        }
        for flag, yes in found.items():
            if yes:
                seen[flag] += 1
                assert flags & flag, (card.name, flag)
        statics = {type(a.effect) for a in card.abilities if isinstance(a, ir.StaticAbility)}
        if ir.CastBan in statics:
            assert flags & CAST_BANS, card.name
        if any(type(a) is ir.HaveFlashback for a in card.abilities):
            assert flags & GRANTED_FLASHBACK, card.name
        if any(type(a) is ir.SpellsAsThoughFlash for a in card.abilities):
            assert flags & FLASH_FOR_ALL, card.name
    assert all(n > 0 for n in seen.values()), seen
    assert not any(id(t) in mechanics._FLAGS for t in tokens)  # tokens aren't kept


def test_a_game_keeps_the_flags_of_every_card_it_has_had() -> None:
    g = Game(["Alice", "Bob"], seed=1)
    g.add_card(0, Zone.LIBRARY, _card("Grizzly Bears"))
    assert mechanics.present(g) == 0
    assert not mechanics.has(g, DREDGE)
    # 704.5d: a token that ceases to exist before anyone looked still counts
    token = g.add_card(0, Zone.GRAVEYARD, _card("Stinkweed Imp"), is_token=True)
    zone_moves.remove_token(g, token.id)
    assert token.id not in g.objects
    assert mechanics.has(g, DREDGE)
    g.add_card(1, Zone.HAND, _card("Rift Bolt"))
    assert mechanics.present(g) == DREDGE | HAND_ACTIONS
    twin = g.clone()
    assert mechanics.present(twin) == DREDGE | HAND_ACTIONS
    # a saved game keeps its flags, the gone token's too
    loaded = Game.from_json(g.to_json())
    assert mechanics.present(loaded) == DREDGE | HAND_ACTIONS
    # one saved without them (before the gates) opens every gate: what it had is unknown
    doc = json.loads(g.to_json())
    del doc["game"]["mechanics"], doc["game"]["mechanics_upto"]
    assert mechanics.present(Game.from_json(json.dumps(doc))) == mechanics.ALL


def _benchmark() -> tuple[Deck, Deck]:
    return (
        load_deck(ROOT / "decks" / "mono-red.txt"),
        load_deck(ROOT / "decks" / "mono-green.txt"),
    )


def _digest(a: Deck, b: Deck, seed: int, open_gates: bool) -> tuple[str, int]:
    g = new_game(a, b, seed)
    if open_gates:
        mechanics.open_all(g)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    while not g.over and g.decisions_made < 3000:
        d = g.pending
        assert d is not None
        g.apply(agents[d.player].act(g))
    h = hashlib.sha256()
    for e in g.log:
        h.update(repr((e.turn, e.step, e.kind, str(e), sorted(map(str, e.data.items())))).encode())
    return h.hexdigest(), mechanics.present(g)


_MECHANICS_DECKS = (
    """
    9 Swamp
    9 Island
    2 Stinkweed Imp
    2 Chief Engineer
    4 Bloodghast
    4 Think Twice
    4 Gravecrawler
    4 Rift Bolt
    2 Mountain
    2 Gisa and Geralf
    """,
    """
    10 Forest
    8 Plains
    4 Ainok Tracker
    4 Leyline of Anticipation
    4 Rule of Law
    2 Grizzly Bears
    2 Rhythm of the Wild
    4 Llanowar Elves
    4 Village Watch
    2 Island
    """,
)


def _pairs() -> list[tuple[Deck, Deck]]:
    pool = deckgen.load_or_build_pool(ROOT / "tests" / "data" / "deckgen_pool.json", 13)
    pairs = deckgen.pairings(pool, 1, 6)
    mech = tuple(parse_deck(text, name=f"mechanics {i}") for i, text in enumerate(_MECHANICS_DECKS))
    return [_benchmark(), *pairs, (mech[0], mech[1])]


@pytest.mark.parametrize("pair", range(8))
def test_a_game_with_its_gates_closed_plays_as_with_every_gate_open(pair: int) -> None:
    """The same seeded random game, gated and with ``open_all``: the same log, event for
    event (generated decks, the benchmark decks and decks of these mechanics)."""
    a, b = _pairs()[pair]
    for seed in (pair * 10, pair * 10 + 1):
        gated, flags = _digest(a, b, seed, open_gates=False)
        opened, all_flags = _digest(a, b, seed, open_gates=True)
        assert all_flags == mechanics.ALL
        assert gated == opened, (pair, seed, flags)
    if pair == 7:  # every deck card's mechanic (a face-down cast may not have happened)
        assert flags & ~FACE_DOWN == mechanics.ALL & ~GRANTED_FLASHBACK & ~FACE_DOWN


def test_a_face_down_cast_opens_the_turning_face_up_gate() -> None:
    """708.4: until something is face down, turning a permanent face up (116.2b) isn't
    asked; a morph cast (702.37a) opens it for the rest of the game."""
    from helpers import scenario_game
    from mtgrules.decisions import CastSpell, PassPriority, TurnFaceUp

    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Ainok Tracker"], "battlefield": ["Mountain"] * 8},
                {"name": "Bob", "battlefield": ["Mountain"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    assert not mechanics.has(g, FACE_DOWN)
    oid = next(o.id for o in g.objects.values() if o.card.name == "Ainok Tracker")
    g.apply(CastSpell(oid, alt_cost="morph"))
    assert mechanics.has(g, FACE_DOWN)
    while g.stack:
        g.apply(PassPriority())
    oid = next(o.id for o in g.objects.values() if o.card.name == "Ainok Tracker")
    assert TurnFaceUp(oid) in g.legal_actions()
