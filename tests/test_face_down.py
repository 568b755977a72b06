"""Face-down spells and permanents (708): morph (702.37), megamorph (702.37b), disguise
(702.168). Cast face down for {3}, a 2/2 nameless colorless creature with no text (708.2a,
layer 1: 613.2b); turned face up as a special action (116.2b, 702.37e); revealed as it
leaves the battlefield (708.9); hidden from the opponent's view (708.5)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import CastSpell, Choose, LookChoice, PassPriority, TurnFaceUp
from mtgrules.errors import IllegalActionError
from mtgrules.objects import Target
from mtgrules.rules import characteristics, face_down, zone_moves
from mtgrules.rules.support import engine_gaps
from mtgrules.zones import Zone


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.card.name == name)


def _cast_down(card: str, lands: int = 3, step: str = "main1", land: str = "Mountain") -> Any:
    players = [
        {"name": "Alice", "hand": [card, "Shock"], "battlefield": [land] * lands},
        {"name": "Bob", "hand": ["Island"], "battlefield": ["Mountain"]},
    ]
    return _game({"players": players, "turn": {"active": "Alice", "step": step}})


def _resolve(g: Any) -> None:
    while g.stack:
        g.apply(PassPriority())


def test_supported_and_gaps() -> None:
    for name in ("Ainok Tracker", "Aerie Bowmasters", "Basilica Stalker", "Zombie Cutthroat"):
        assert card_gaps(load_card(name)) == [], name
    kw = ir.Keyword("morph", cost=ir.Cost(discard=1))
    card = ir.CardDefinition(name="A", types=("creature",), abilities=(kw,))
    assert "morph with a cost other than mana or life" in engine_gaps(card)


def test_listed_at_sorcery_speed_with_three_mana() -> None:
    g = _cast_down("Ainok Tracker")
    oid = _id(g, "Ainok Tracker")
    assert CastSpell(oid, alt_cost="morph") in g.legal_actions()
    assert not any(
        isinstance(a, CastSpell) and a.alt_cost == "morph"
        for a in _cast_down("Ainok Tracker", lands=2).legal_actions()
    )
    g = _cast_down("Ainok Tracker", step="upkeep")
    assert not any(isinstance(a, CastSpell) and a.alt_cost for a in g.legal_actions())
    with pytest.raises(IllegalActionError, match=r"\(302\.1\)"):
        g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="morph"))


def test_face_down_spell_and_permanent_characteristics() -> None:
    g = _cast_down("Ainok Tracker")
    g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="morph"))
    spell = g.stack[-1].object
    assert spell.face_down and "Ainok" not in spell.name
    ch = characteristics.chars(g, spell.id)  # 708.4: seen face down on the stack
    assert (ch.name, ch.power, ch.toughness, ch.types, ch.colors) == (
        "",
        2,
        2,
        frozenset({"creature"}),
        frozenset(),
    )
    assert ch.mana_cost is None and ch.abilities == ()
    assert any(e.rule == "702.37a" for e in g.log)
    assert not any("Ainok" in e.text for e in g.log)  # 708.5: hidden from everyone else
    _resolve(g)
    perm = next(o for o in g.battlefield_objects() if o.card.name == "Ainok Tracker")
    ch = characteristics.chars(g, perm.id)
    assert perm.face_down and (ch.power, ch.toughness, ch.keywords) == (2, 2, frozenset())
    assert perm.values == face_down.FACE_DOWN  # 707.2: what a copy of it copies


def test_turn_face_up_special_action() -> None:
    g = _cast_down("Ainok Tracker", lands=8)
    g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="morph"))
    _resolve(g)
    oid = _id(g, "Ainok Tracker")
    assert TurnFaceUp(oid) in g.legal_actions()
    stack_before = len(g.stack)
    g.apply(TurnFaceUp(oid))  # 116.2b: no stack
    assert len(g.stack) == stack_before
    o = g.objects[oid]
    ch = characteristics.chars(g, oid)
    assert not o.face_down and o.name == "Ainok Tracker"
    assert (ch.power, ch.toughness) == (3, 3) and "first strike" in ch.keywords
    assert any(e.rule == "702.37e" for e in g.log)
    assert TurnFaceUp(oid) not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="isn't face down"):
        g.apply(TurnFaceUp(oid))


def test_turn_face_up_refused_without_the_cost_and_for_the_opponent() -> None:
    g = _cast_down("Ainok Tracker", lands=4)
    g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="morph"))
    _resolve(g)
    oid = _id(g, "Ainok Tracker")
    assert TurnFaceUp(oid) not in g.legal_actions()
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"can't pay \{4\}\{R\}"):
        g.apply(TurnFaceUp(oid))
    assert g.fingerprint() == before
    g.apply(PassPriority())  # Bob has priority now
    assert g.pending.player == 1
    with pytest.raises(IllegalActionError, match="doesn't control"):
        g.apply(TurnFaceUp(oid))


def test_cast_face_down_refusals() -> None:
    g = _cast_down("Ainok Tracker")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="no morph ability"):
        g.apply(CastSpell(_id(g, "Shock"), alt_cost="morph"))
    with pytest.raises(IllegalActionError, match="no text"):
        g.apply(CastSpell(_id(g, "Ainok Tracker"), ((Target(player=1),),), alt_cost="morph"))
    with pytest.raises(IllegalActionError, match="no disguise ability"):
        g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="disguise"))
    assert g.fingerprint() == before


def test_megamorph_puts_a_counter_as_it_is_turned_face_up() -> None:
    g = _cast_down("Aerie Bowmasters", lands=9, land="Forest")  # 3/4 reach, Megamorph {5}{G}
    g.apply(CastSpell(_id(g, "Aerie Bowmasters"), alt_cost="megamorph"))
    _resolve(g)
    oid = _id(g, "Aerie Bowmasters")
    g.apply(TurnFaceUp(oid))
    ch = characteristics.chars(g, oid)
    assert g.objects[oid].counters == {"+1/+1": 1}  # 702.37b
    assert (ch.power, ch.toughness) == (4, 5)


def test_disguise_face_down_has_ward_2() -> None:
    g = _cast_down("Basilica Stalker")
    g.apply(CastSpell(_id(g, "Basilica Stalker"), alt_cost="disguise"))
    _resolve(g)
    oid = _id(g, "Basilica Stalker")
    ch = characteristics.chars(g, oid)  # 702.168a: ward {2}
    assert (ch.power, ch.toughness) == (2, 2)
    assert [a for a in ch.abilities if isinstance(a, ir.Keyword)] == [
        ir.Keyword("ward", cost=ir.Cost(mana="{2}"))
    ]


def test_revealed_as_it_leaves_the_battlefield() -> None:
    g = _cast_down("Ainok Tracker")
    g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="morph"))
    _resolve(g)
    perm = g.objects[_id(g, "Ainok Tracker")]
    new = zone_moves.move(g, perm, Zone.GRAVEYARD, "it dies", "704.5g")
    assert not new.face_down and new.name == "Ainok Tracker"  # 400.7: a new, face-up object
    assert any(e.rule == "708.9" and "Ainok Tracker" in e.text for e in g.log)


def test_hidden_from_the_opponents_view() -> None:
    g = _cast_down("Ainok Tracker")
    g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="morph"))
    _resolve(g)
    oid = _id(g, "Ainok Tracker")
    bob = g.view(1)
    assert "Ainok" not in json.dumps(bob.to_dict())
    assert bob.object(oid) is not None and bob.object(oid)["face_down"] is True
    assert g.view(0).object(oid)["card"] == "Ainok Tracker"  # 708.5: its controller looks
    sample = bob.determinize(random.Random(1))
    assert sample.objects[oid].face_down  # the card under it is redrawn from the unseen


def test_manifested_morph_card_turns_face_up_either_way() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Soul Summons"],
            "library": ["Ainok Tracker", "Plains"],
            "battlefield": ["Plains"] * 2 + ["Mountain"] * 6,
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    g.apply(CastSpell(_id(g, "Soul Summons")))
    _resolve(g)
    oid = _id(g, "Ainok Tracker")
    o = g.objects[oid]
    assert o.face_down and o.zone is Zone.BATTLEFIELD and o.alt_keyword == "manifest"
    ups = [a for a in g.legal_actions() if isinstance(a, TurnFaceUp)]
    assert ups == [TurnFaceUp(oid, "morph"), TurnFaceUp(oid, "manifest")]  # 701.40c
    with pytest.raises(IllegalActionError, match="disguise"):
        g.apply(TurnFaceUp(oid, "disguise"))
    g.apply(TurnFaceUp(oid, "manifest"))
    assert any(e.rule == "701.40b" for e in g.log)
    assert not g.objects[oid].face_down and g.objects[oid].alt_keyword is None


def test_manifest_keeps_the_card_hidden_in_the_log() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Soul Summons"],
            "library": ["Ainok Tracker", "Plains"],
            "battlefield": ["Plains"] * 2,
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    g.apply(CastSpell(_id(g, "Soul Summons")))
    _resolve(g)
    assert not any("Ainok" in e.text for e in g.log)
    assert characteristics.chars(g, _id(g, "Ainok Tracker")).power == 2


def test_whenever_a_permanent_is_turned_face_up() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Ainok Tracker"],
            "battlefield": ["Aven Farseer"] + ["Mountain"] * 8,
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="morph"))
    _resolve(g)
    farseer = _id(g, "Aven Farseer")
    assert g.objects[farseer].counters == {}  # 708.3: entering face down isn't turning up
    g.apply(TurnFaceUp(_id(g, "Ainok Tracker")))
    _resolve(g)  # 603.2: "Whenever a permanent is turned face up"
    assert g.objects[farseer].counters == {"+1/+1": 1}


def test_face_down_filter_in_statics_targets_and_enters_triggers() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Ainok Tracker", "Threats Around Every Corner"],
            "library": ["Grizzly Bears", "Shock", "Forest", "Forest"],
            "battlefield": ["Secret Plans"] + ["Mountain"] * 3 + ["Forest"] * 4,
        },
        {"name": "Bob", "battlefield": ["Nosy Goblin", "Grizzly Bears"]},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    g.apply(CastSpell(_id(g, "Ainok Tracker"), alt_cost="morph"))
    _resolve(g)
    tracker = _id(g, "Ainok Tracker")
    ch = characteristics.chars(g, tracker)
    assert (ch.power, ch.toughness) == (2, 3)  # "Face-down creatures you control get +0/+1."
    bears = next(o for o in g.battlefield_objects() if o.card.name == "Grizzly Bears")
    assert characteristics.chars(g, bears.id).toughness == 2  # face up: not affected
    # "Destroy target face-down creature.": the face-down creature only (708.2)
    from mtgrules.rules.priority import target_choices

    goblin = g.objects[_id(g, "Nosy Goblin")]
    ab = g.objects[goblin.id].card.abilities[0]
    gch = characteristics.chars(g, goblin.id)
    picks = target_choices(g, goblin, ab.targets, gch, 1, False)
    assert [t.object_id for (ts,) in picks for t in ts] == [tracker]
    # "Whenever a face-down permanent you control enters": manifest dread puts one
    g.apply(CastSpell(_id(g, "Threats Around Every Corner")))
    g.apply(PassPriority())
    g.apply(PassPriority())  # it resolves; its enters trigger goes on the stack
    g.apply(PassPriority())
    g.apply(PassPriority())  # the enters trigger resolves: manifest dread (701.62a)
    assert isinstance(g.pending, LookChoice)
    lib_bears = next(
        o.id
        for o in g.objects.values()
        if o.card.name == "Grizzly Bears" and o.zone is Zone.LIBRARY
    )
    g.apply(Choose([lib_bears]))
    n = sum(1 for e in g.log if e.rule == "603.2" and "Threats" in e.text)
    assert n == 2  # its enters ability, then "a face-down permanent you control enters"


def test_turned_face_up_by_an_effect_without_a_cost() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Hidden Dragonslayer", "Soul Summons"],
            "library": ["Shock", "Plains"],
            "battlefield": ["Plains"] * 5,
        },
        {"name": "Bob", "hand": ["Break Open", "Break Open"], "battlefield": ["Mountain"] * 4},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    g.apply(CastSpell(_id(g, "Hidden Dragonslayer"), alt_cost="megamorph"))
    _resolve(g)
    slayer = _id(g, "Hidden Dragonslayer")
    first = next(o.id for o in g.objects.values() if o.card.name == "Break Open")
    g.apply(PassPriority())  # Bob has priority
    g.apply(CastSpell(first, ((Target(slayer),),)))
    _resolve(g)
    o = g.objects[slayer]
    assert not o.face_down and o.counters == {}  # 708.8; no megamorph cost paid (702.37b)
    assert any(e.rule == "708.8" for e in g.log)
    # 603.2: its "When this creature is turned face up" ability triggers all the same
    assert any(e.rule == "603.2" and "Hidden Dragonslayer" in e.text for e in g.log)
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    g.apply(CastSpell(_id(g, "Soul Summons")))
    _resolve(g)
    shock = _id(g, "Shock")
    first = next(o.id for o in g.objects.values() if o.card.name == "Break Open")
    g.apply(PassPriority())
    g.apply(CastSpell(first, ((Target(shock),),)))
    _resolve(g)
    assert g.objects[shock].face_down  # 701.40g: revealed, it stays face down
    assert any(e.rule == "701.40g" for e in g.log)
