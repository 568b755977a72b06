"""Nonmodal double-faced cards that transform (701.27, 712): the gate joins the back face,
a back face's colors must be known, the permanent keeps being the same object, and a copy,
a saved game and a clone see the face that is up."""

from __future__ import annotations

import pytest

from mtgrules.answers import ActivateAbility, PassPriority
from mtgrules.cards import load_card
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.records import record_from_raw
from mtgrules.errors import CardTextError
from mtgrules.game import Game
from mtgrules.mana import mana_value
from mtgrules.rules import characteristics, transforming
from mtgrules.serialize import from_json, to_json
from mtgrules.zones import Zone


def _game() -> tuple[Game, int]:
    g = Game(["Alice", "Bob"], seed=3)
    for p in (0, 1):
        for _ in range(3):
            g.add_card(p, Zone.LIBRARY, load_card("Forest"))
    g.start(0, "main1", 1)
    return g, g.add_card(0, Zone.BATTLEFIELD, load_card("Ulvenwald Captive")).id


def test_the_gate_joins_the_back_face_to_the_front() -> None:
    card = load_card("Ulvenwald Captive")
    assert card.back is not None and card.back.name == "Ulvenwald Abomination"
    assert card.back.colors == frozenset()  # no color indicator: colorless (204, 105.2)
    assert load_card("Town Gossipmonger").back.colors == frozenset("R")  # type: ignore[union-attr]


def test_a_back_face_whose_colors_arent_known_is_refused() -> None:
    raw = {
        "n": "Pack Pup // Pack Howler",
        "y": "transform",
        "f": [
            {"n": "Pack Pup", "m": "{1}{G}", "t": "Creature — Wolf", "p": "2", "h": "2"},
            {"n": "Pack Howler", "t": "Creature — Werewolf", "p": "3", "h": "3"},
        ],
    }
    with pytest.raises(CardTextError, match="colors aren't known"):
        supported_definition(record_from_raw(raw), use_cache=False)


def test_transforming_keeps_the_object_and_takes_the_front_faces_mana_value() -> None:
    g, cap = _game()
    obj = g.objects[cap]
    assert transforming.transform(g, obj, "test")
    ch = characteristics.chars(g, cap)
    assert (obj.name, ch.power, ch.toughness, ch.colors) == (
        "Ulvenwald Abomination",
        4,
        6,
        frozenset(),
    )
    assert ch.mana_cost is None and mana_value(ch.mv_cost()) == 2  # 712.8e
    assert g.objects[cap] is obj  # 712.18
    assert transforming.transform(g, obj, "test")  # and back (701.27a)
    assert obj.name == "Ulvenwald Captive" and obj.copy_of is None


def test_a_face_down_or_single_faced_permanent_doesnt_transform() -> None:
    g, cap = _game()
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    g.objects[cap].face_down = True
    assert transforming.can_transform(bears) == ("it isn't a double-faced card", "712.9")
    assert not transforming.transform(g, bears, "test")
    assert transforming.can_transform(g.objects[cap]) == ("it is face down", "712.15a")


def test_a_saved_game_and_a_clone_keep_the_back_face_up() -> None:
    g, cap = _game()
    transforming.transform(g, g.objects[cap], "test")
    for copy in (from_json(to_json(g)), g.clone()):
        obj = copy.objects[cap]
        assert obj.transformed and obj.name == "Ulvenwald Abomination"
        ch = characteristics.chars(copy, cap)
        assert mana_value(ch.mv_cost()) == 2
        assert transforming.transform(copy, obj, "test")  # its front face up again
        assert obj.name == "Ulvenwald Captive"
    assert g.objects[cap].name == "Ulvenwald Abomination"  # the original is unchanged


def test_the_activated_ability_transforms_it_once() -> None:
    """701.27f: the second activation, put on the stack before the first resolved, does
    nothing."""
    g, cap = _game()
    g.players[0].mana_pool.add("{G}" * 14)
    act = ActivateAbility(cap, 1)  # "{5}{G}{G}: Transform this creature."
    g.apply(act)
    g.apply(act)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.objects[cap].name == "Ulvenwald Abomination"
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.objects[cap].name == "Ulvenwald Abomination"
    assert any(e.rule == "701.27f" for e in g.log)


def test_a_players_view_shows_the_face_up_and_the_front_face() -> None:
    """712.6: players may look at both faces of a double-faced card."""
    from mtgrules.view import PlayerView

    g, cap = _game()
    assert "transformed" not in PlayerView(g, 1)._obj(cap)
    transforming.transform(g, g.objects[cap], "test")
    seen = PlayerView(g, 1)._obj(cap)
    assert seen["name"] == "Ulvenwald Abomination" and seen["colors"] == []
    assert seen["transformed"] and seen["front_face"] == "Ulvenwald Captive"
