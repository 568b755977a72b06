"""The invariant checker itself: each broken invariant of a corrupted state is reported.

A checker that never reports anything would let every long run pass; these tests corrupt a
real game state one way at a time and assert the message (400.1, 120.3, 122.1).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules import deckgen
from mtgrules.cards import load_card
from mtgrules.decks import Deck, DeckGame, new_game
from mtgrules.invariants import card_counts, full_violations, stale_characteristics, violations
from mtgrules.objects import Target
from mtgrules.zones import Zone

POOL = Path(__file__).parent / "data" / "deckgen_pool.json"


@cache
def _decks() -> tuple[Deck, Deck]:
    pool = deckgen.Pool.from_json(POOL.read_text(encoding="utf-8"))
    return deckgen.pairings(pool, 1, 1)[0]


def _game() -> tuple[DeckGame, Counter[int]]:
    a, b = _decks()
    g = new_game(a, b, seed=3)
    return g, card_counts(g)


def test_a_fresh_game_has_no_violation() -> None:
    g, cards = _game()
    assert violations(g, cards) == []


def test_an_object_in_two_zones_is_reported() -> None:
    g, cards = _game()
    oid = g.players[0].library[0]
    g.players[0].hand.append(oid)
    assert any("is in 2 zones (400.1)" in v for v in violations(g, cards))


def test_an_object_missing_from_its_zone_is_reported() -> None:
    g, cards = _game()
    oid = g.players[1].library.pop()
    out = violations(g, cards)
    assert any("is in 0 zones (400.1)" in v for v in out)
    assert any(f"({oid}) says it is in library but isn't there (400.1)" in v for v in out)


def test_an_object_in_the_wrong_players_zone_is_reported() -> None:
    g, cards = _game()
    oid = g.players[0].library.pop()
    g.players[1].library.append(oid)
    out = violations(g, cards)
    assert any(f"({oid}) says it is in library but isn't there (400.1)" in v for v in out)


def test_an_object_whose_zone_disagrees_is_reported() -> None:
    g, cards = _game()
    oid = g.players[0].library[0]
    g.objects[oid].zone = Zone.GRAVEYARD
    out = violations(g, cards)
    assert any(f"({oid}) says it is in graveyard but isn't there (400.1)" in v for v in out)


def test_negative_damage_and_counters_and_unknown_ids_are_reported() -> None:
    g, cards = _game()
    o = g.objects[g.players[0].library[0]]
    o.damage = -1
    o.counters["+1/+1"] = -2
    g.exile.append(999_999)
    out = violations(g, cards)
    assert any("has -1 damage (120.3)" in v for v in out)
    assert any("has -2 +1/+1 counters (122.1)" in v for v in out)
    assert any("a zone holds object 999999, which doesn't exist (400.1)" in v for v in out)


def test_a_card_that_vanished_is_reported() -> None:
    g, cards = _game()
    oid = g.players[0].library.pop()
    del g.objects[oid]
    assert any("player 0 owns" in v for v in violations(g, cards))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_the_fast_check_misses_nothing_the_full_one_finds(data: st.DataObject) -> None:
    """``violations`` answers a healthy state by whole-list operations and falls back on
    ``full_violations`` otherwise: for any corruption the full check finds, the fast one
    must not say all is well."""
    g, cards = _game()
    for _ in range(data.draw(st.integers(1, 3))):
        zones = [g.battlefield, g.exile] + [
            z for p in g.players for z in (p.library, p.hand, p.graveyard)
        ]
        oid = data.draw(st.sampled_from(sorted(g.objects)))
        o = g.objects[oid]
        how = data.draw(st.sampled_from(["move", "copy", "drop", "zone", "owner", "neg", "del"]))
        home = next((z for z in zones if oid in z), None)
        if how == "move" and home is not None:
            home.remove(oid)
            data.draw(st.sampled_from(zones)).append(oid)
        elif how == "copy":
            data.draw(st.sampled_from(zones)).append(oid)
        elif how == "drop" and home is not None:
            home.remove(oid)
        elif how == "zone":
            o.zone = data.draw(st.sampled_from(list(Zone)))
        elif how == "owner":
            o.owner = 1 - o.owner
        elif how == "neg":
            o.counters = {"+1/+1": -data.draw(st.integers(1, 3))}
        elif how == "del":
            del g.objects[oid]
    full = full_violations(g, cards)
    if full:
        assert violations(g, cards) == full


def test_characteristics_kept_stale_are_reported() -> None:
    # 613, 611.3a: a change that doesn't mark the kept characteristics stale (as the end of
    # combat once didn't for War Horn's "Attacking creatures you control get +1/+0")
    g, _ = _game()
    g.add_card(0, Zone.BATTLEFIELD, load_card("War Horn"))
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    assert stale_characteristics(g) == []
    g.combat.attackers[bears.id] = Target(player=1)  # written behind the game's back
    (found,) = stale_characteristics(g)
    assert found.startswith("Grizzly Bears's characteristics are stale: power 2, not 3")
    g.dirty_elsewhere()  # as declaring attackers does
    assert stale_characteristics(g) == []
