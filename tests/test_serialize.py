"""A game to JSON and back is the same game: fingerprint, pending decision, continuation."""

from __future__ import annotations

import json
from typing import Any

import pytest

from helpers import BEARS, FOREST, MOUNTAIN, SHOCK, creature, kw
from mtgrules.agents import RandomAgent
from mtgrules.decks import DeckGame, new_game, parse_deck
from mtgrules.game import Game
from mtgrules.rules import zone_moves
from mtgrules.serialize import SerializationError, from_json, to_dict, to_json
from mtgrules.zones import Zone

RED = (
    "24 Mountain\n4 Lightning Bolt\n4 Shock\n4 Goblin Guide\n4 Mogg Fanatic\n"
    "4 Silver Knight\n4 Lava Spike\n4 Searing Spear\n4 Viashino Pyromancer\n"
    "4 Monastery Swiftspear\n"
)
GREEN = (
    "24 Forest\n4 Grizzly Bears\n4 Colossal Dreadmaw\n4 Troll Ascetic\n4 Giant Growth\n"
    "4 Rancor\n4 Tarmogoyf\n4 Leatherback Baloth\n4 Rampant Growth\n4 Kalonian Tusker\n"
)


def same_continuation(a: Game, b: Game, steps: int = 40, seed: int = 5) -> None:
    """The same answers from here give the same log and the same state."""
    ra = [RandomAgent(seed), RandomAgent(seed + 1)]
    rb = [RandomAgent(seed), RandomAgent(seed + 1)]
    start = len(a.log)
    assert len(b.log) == start
    for _ in range(steps):
        if a.over:
            break
        assert a.pending is not None and b.pending is not None
        act_a = ra[a.pending.player].act(a)
        act_b = rb[b.pending.player].act(b)
        assert act_a == act_b
        a.apply(act_a)
        b.apply(act_b)
    assert [e.to_json() for e in a.log[start:]] == [e.to_json() for e in b.log[start:]]
    assert a.fingerprint() == b.fingerprint()
    assert b.over == a.over and b.winner == a.winner


def check_round_trip(g: Game) -> Game:
    text = to_json(g)
    json.loads(text)  # plain JSON
    back = from_json(text)
    assert type(back) is type(g)
    assert back.fingerprint() == g.fingerprint()
    assert repr(back.pending) == repr(g.pending)
    assert [e.to_json() for e in back.log] == [e.to_json() for e in g.log]
    assert back.rng.getstate() == g.rng.getstate()
    assert to_json(back) == text
    return back


@pytest.mark.parametrize("seed", range(4))
def test_round_trip_through_whole_games(seed: int) -> None:
    red, green = parse_deck(RED), parse_deck(GREEN)
    g = new_game(red, green, seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 100)]
    kinds: set[str] = set()
    n = 0
    while not g.over:
        d = g.pending
        assert d is not None
        interesting = d.kind != "priority" or g.stack or n % 25 == 0
        if (interesting and (d.kind, bool(g.stack)) not in kinds) or n % 60 == 0:
            kinds.add((d.kind, bool(g.stack)))  # type: ignore[arg-type]
            back = check_round_trip(g)
            same_continuation(g.clone(), back, steps=30, seed=seed + n)
        g.apply(agents[d.player].act(g))
        n += 1
    check_round_trip(g)


def test_round_trip_during_the_mulligan() -> None:
    g = new_game(parse_deck(RED), parse_deck(GREEN), 3)
    assert isinstance(g, DeckGame) and g.in_mulligan
    back = check_round_trip(g)
    assert isinstance(back, DeckGame) and back.mulligan == g.mulligan
    same_continuation(g, back, steps=60)


def test_round_trip_paused_in_a_resolution_choice() -> None:
    """Rampant Growth waits for the search choice in the middle of resolving (608.2d)."""
    from mtgrules.cards import load_card
    from mtgrules.decisions import CastSpell, PassPriority

    g = Game(["Alice", "Bob"], seed=8)
    growth = g.add_card(0, Zone.HAND, load_card("Rampant Growth"))
    for _ in range(2):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Forest"))
    for _ in range(5):
        g.add_card(0, Zone.LIBRARY, load_card("Forest"))
        g.add_card(1, Zone.LIBRARY, load_card("Mountain"))
    g.start(0, "main1")
    g.apply(CastSpell(growth.id))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "choose"
    back = check_round_trip(g)
    same_continuation(g, back, steps=20)


def test_cards_defined_in_place_carry_their_definition() -> None:
    goblin = creature("Goblin", 2, 1, cost="{R}")
    big = creature("Big Trampler", 4, 4, kw("trample"), cost="{3}{G}")
    g = Game(["Alice", "Bob"], seed=2)
    for p, deck in enumerate(
        ([MOUNTAIN] * 10 + [goblin] * 6 + [SHOCK] * 4, [FOREST] * 10 + [BEARS] * 5 + [big] * 5)
    ):
        for c in deck:
            g.add_card(p, Zone.LIBRARY, c)
        g.rng.shuffle(g.players[p].library)
        zone_moves.draw(g, p, 7, "103.5")
    g.begin_game(0)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(150):
        g.apply(agents[g.pending.player].act(g))  # type: ignore[union-attr]
    doc = to_dict(g)
    in_place = [c["#card"] for c in doc["cards"] if "definition" in c["#card"]]
    assert {c["definition"]["name"] for c in in_place} >= {"Goblin", "Big Trampler"}
    back = check_round_trip(g)
    same_continuation(g, back, steps=80)


def test_objects_of_one_card_still_share_its_definition() -> None:
    g = new_game(parse_deck(RED), parse_deck(GREEN), 1)
    back = from_json(to_json(g))
    by_name: dict[str, set[int]] = {}
    for o in back.objects.values():
        by_name.setdefault(o.name, set()).add(id(o.card))
    assert all(len(ids) == 1 for ids in by_name.values())
    assert sum(1 for c in to_dict(g)["cards"] if "name" in c["#card"]) == 20


def _doc() -> dict[str, Any]:
    return to_dict(new_game(parse_deck(RED), parse_deck(GREEN), 1))


def test_refuses_what_isnt_a_saved_game() -> None:
    with pytest.raises(SerializationError, match="not JSON"):
        from_json("{nope")
    with pytest.raises(SerializationError, match="not a saved mtgrules game"):
        from_json('{"format": "something else"}')
    doc = _doc()
    doc["version"] = 99
    with pytest.raises(SerializationError, match="version 99"):
        from_json(json.dumps(doc))


def test_builds_only_mtgrules_classes() -> None:
    doc = _doc()
    doc["game"]["combat"] = {"#o": "subprocess:Popen", "args": "true"}
    with pytest.raises(SerializationError, match="not a class of mtgrules"):
        from_json(json.dumps(doc))


def test_a_card_that_reads_differently_now_is_refused() -> None:
    doc = _doc()
    doc["cards"][0]["#card"]["digest"] = "0" * 16
    with pytest.raises(SerializationError, match="reads differently now"):
        from_json(json.dumps(doc))


def test_the_game_facade_saves_and_loads_itself() -> None:
    """``Game.to_json`` / ``Game.from_json`` are the façade's names for serialize.py."""
    g = new_game(parse_deck(RED), parse_deck(GREEN), 4)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(30):
        g.apply(agents[g.pending.player].act(g))  # type: ignore[union-attr]
    back = Game.from_json(g.to_json())
    assert type(back) is type(g)
    assert back.fingerprint() == g.fingerprint()
    same_continuation(g, back, steps=40)
