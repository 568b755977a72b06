"""Casting during a resolution (608.2g): cascade (702.85a)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.decisions import CastSpell, Choose, ChooseObjects, ChooseOption, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.objects import Target
from mtgrules.zones import Zone


def _game(doc: dict[str, Any]) -> Any:
    return scenario_game({"turn": {"active": "Alice", "step": "main1"}, **doc})


def _obj(g: Any, name: str) -> Any:
    return next(o for o in g.objects.values() if o.name == name)


def _pass_until_decision(g: Any) -> None:
    from mtgrules.decisions import PassPriority, Priority

    for _ in range(10):
        if not isinstance(g.pending, Priority):
            return
        g.apply(PassPriority())


def _cascade(library: list[Any], hand: str = "Bloodbraid Elf") -> Any:
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": [hand],
                    "battlefield": ["Mountain", "Mountain", "Forest", "Forest"],
                    "library": library,
                },
                {"name": "Bob", "battlefield": ["Grizzly Bears"]},
            ]
        }
    )
    g.apply(CastSpell(_obj(g, hand).id))
    _pass_until_decision(g)
    return g


def test_options_listed_and_declined_cards_go_to_the_bottom() -> None:
    g = _cascade(["Mountain", "Lightning Bolt", "Island"])
    d = g.pending
    assert isinstance(d, ChooseOption)
    assert set(d.options or ()) == {
        "cast Lightning Bolt targeting Grizzly Bears",
        "cast Lightning Bolt targeting Alice",
        "cast Lightning Bolt targeting Bob",
        "don't cast",
    }
    assert {a.value for a in g.legal_actions()} == set(d.options)
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="isn't one of the choices"):
        g.apply(Choose("cast Shock"))
    assert g.fingerprint() == before
    g.apply(Choose("don't cast"))
    lib = [g.objects[i].name for i in g.players[0].library]  # bottom first
    assert lib[-1] == "Island"  # the top card wasn't exiled
    assert sorted(lib[:2]) == ["Lightning Bolt", "Mountain"]  # both on the bottom
    assert [i.name for i in g.stack] == ["Bloodbraid Elf"]


def test_cast_goes_above_the_spell_and_the_trigger_leaves_the_stack() -> None:
    g = _cascade(["Lightning Bolt"])
    g.apply(Choose("cast Lightning Bolt targeting Grizzly Bears"))
    assert [i.name for i in g.stack] == ["Bloodbraid Elf", "Lightning Bolt"]
    assert _obj(g, "Lightning Bolt").zone is Zone.STACK
    # the four lands all paid for Bloodbraid Elf: Lightning Bolt was cast without mana (118.9)
    assert all(o.tapped for o in g.battlefield_objects() if o.controller == 0)
    assert any(e.rule == "608.2g" for e in g.log)


def test_no_lesser_mana_value_exiles_the_library_and_puts_it_back() -> None:
    # Bloodbraid Elf's mana value is 4: Shardless Agent (3) would do, Craw Wurm (6) not
    g = _cascade(["Forest", "Craw Wurm", "Island"])
    assert not isinstance(g.pending, ChooseOption)  # nothing to cast: nothing asked
    assert len(g.players[0].library) == 3
    assert any("exiles Craw Wurm" in e.text for e in g.log)  # the whole library was exiled
    assert _obj(g, "Bloodbraid Elf").zone is Zone.BATTLEFIELD


def test_a_spell_without_legal_targets_is_asked_with_dont_cast_only() -> None:
    """118.3, no silent choices (docs/scenario-conventions.md): the cascade is asked all the
    same, "don't cast" the only answer; the card then goes to the bottom (702.85a)."""
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Bloodbraid Elf"],
                    "battlefield": ["Mountain", "Mountain", "Forest", "Forest"],
                    "library": ["Terror", "Island"],
                },
                {"name": "Bob"},
            ]
        }
    )
    g.apply(CastSpell(_obj(g, "Bloodbraid Elf").id))
    _pass_until_decision(g)
    assert isinstance(g.pending, ChooseOption)
    assert g.pending.options == ("don't cast",)
    assert "no legal way to cast it" in g.pending.prompt
    g.apply(Choose("don't cast"))
    assert _obj(g, "Terror").zone is Zone.LIBRARY


def test_cascade_into_a_creature_spell() -> None:
    g = _cascade(["Grizzly Bears"])
    g.apply(Choose("cast Grizzly Bears"))
    assert [i.name for i in g.stack] == ["Bloodbraid Elf", "Grizzly Bears"]


def _to_upkeep(g: Any, turn: int) -> None:
    from mtgrules.decisions import PassPriority, Priority

    for _ in range(200):
        if g.turn_number == turn and g.step == "upkeep" and not isinstance(g.pending, Priority):
            return  # a decision in the upkeep: the rebound cast
        if g.turn_number == turn and g.step == "upkeep" and not g.stack:
            return  # nothing triggered
        if isinstance(g.pending, Priority):
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])


def _rebound_game(extra: list[str] = ()) -> Any:  # type: ignore[assignment]
    return _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Staggershock"],
                    "battlefield": ["Mountain", "Mountain", "Mountain", *extra],
                    "library": ["Island"] * 4,
                },
                {"name": "Bob", "battlefield": ["Grizzly Bears"], "library": ["Island"] * 4},
            ]
        }
    )


def test_rebound_exiles_and_casts_at_the_controllers_next_upkeep_only() -> None:
    g = _rebound_game()
    g.apply(CastSpell(_obj(g, "Staggershock").id, ((Target(player=1),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert _obj(g, "Staggershock").zone is Zone.EXILE
    assert g.players[1].life == 18
    _to_upkeep(g, 2)  # Bob's upkeep: not "your next upkeep"
    assert not g.stack and not isinstance(g.pending, ChooseOption)
    _to_upkeep(g, 3)
    d = g.pending
    assert isinstance(d, ChooseOption) and "don't cast" in (d.options or ())
    g.apply(Choose("cast Staggershock targeting Bob"))
    assert [i.name for i in g.stack] == ["Staggershock"]
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.players[1].life == 16
    assert _obj(g, "Staggershock").zone is Zone.GRAVEYARD  # cast from exile: no rebound


def test_rebound_declined_stays_in_exile() -> None:
    g = _rebound_game()
    g.apply(CastSpell(_obj(g, "Staggershock").id, ((Target(player=1),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    _to_upkeep(g, 3)
    g.apply(Choose("don't cast"))
    assert _obj(g, "Staggershock").zone is Zone.EXILE
    assert not g.stack


def test_countered_rebound_spell_goes_to_the_graveyard() -> None:
    # 608.2b: with its only target gone it doesn't resolve: rebound doesn't apply
    g = _rebound_game()
    bears = _obj(g, "Grizzly Bears").id
    g.apply(CastSpell(_obj(g, "Staggershock").id, ((Target(object_id=bears),),)))
    from mtgrules.rules import zone_moves

    zone_moves.move(g, g.objects[bears], Zone.GRAVEYARD, "test", "701.8a")
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert _obj(g, "Staggershock").zone is Zone.GRAVEYARD


def test_rebound_given_by_a_static_ability_is_a_gap() -> None:
    from mtgrules.cards import load_card
    from mtgrules.cards.gate import card_gaps
    from mtgrules.errors import CardTextError

    with pytest.raises(CardTextError, match="rebound given by an ability"):
        load_card("Cast Through Time")
    for name, kw in (("Prismari, the Inspiration", "storm"), ("Bloodbraid Marauder", "cascade")):
        with pytest.raises(CardTextError, match=f"{kw} given by an ability"):
            load_card(name)
    assert card_gaps(load_card("Staggershock")) == []
    assert card_gaps(load_card("Bloodbraid Elf")) == []


def _mind_rot(hand: list[str], lands: list[str]) -> Any:
    g = _game(
        {
            "players": [
                {"name": "Alice", "hand": hand, "battlefield": lands},
                {"name": "Bob", "hand": ["Mind Rot"], "battlefield": ["Swamp"] * 3},
            ],
            "turn": {"active": "Bob", "step": "main1"},
        }
    )
    g.apply(CastSpell(_obj(g, "Mind Rot").id, ((Target(player=0),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    if isinstance(g.pending, ChooseObjects):  # 701.9b: Alice chooses what she discards
        g.apply(Choose(list(g.players[0].hand)))
    return g


def test_madness_declined_goes_to_the_graveyard() -> None:
    g = _mind_rot(["Fiery Temper"], ["Mountain"])
    assert _obj(g, "Fiery Temper").zone is Zone.EXILE  # 702.35a: exiled instead
    _pass_until_decision(g)
    assert isinstance(g.pending, ChooseOption)
    g.apply(Choose("don't cast"))
    assert _obj(g, "Fiery Temper").zone is Zone.GRAVEYARD


def test_madness_that_cant_be_paid_is_asked_with_dont_cast_only() -> None:
    """118.3, 702.35a: an optional cost that can't be paid is asked all the same, "don't
    cast" the only answer (docs/scenario-conventions.md, "No silent defaults")."""
    g = _mind_rot(["Fiery Temper"], ["Island"])
    _pass_until_decision(g)
    assert isinstance(g.pending, ChooseOption)
    assert g.pending.options == ("don't cast",)
    assert _obj(g, "Fiery Temper").zone is Zone.EXILE
    g.apply(Choose("don't cast"))
    assert _obj(g, "Fiery Temper").zone is Zone.GRAVEYARD


def test_madness_creature_cast_for_zero_on_the_opponents_turn() -> None:
    g = _mind_rot(["Basking Rootwalla"], [])
    _pass_until_decision(g)
    g.apply(Choose("cast Basking Rootwalla"))
    assert [i.name for i in g.stack] == ["Basking Rootwalla"]
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert _obj(g, "Basking Rootwalla").zone is Zone.BATTLEFIELD


def test_madness_cost_refused_outside_its_trigger() -> None:
    g = _game(
        {
            "players": [
                {"name": "Alice", "hand": ["Fiery Temper"], "battlefield": ["Mountain"] * 3},
                {"name": "Bob"},
            ]
        }
    )
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"only as its madness ability resolves"):
        g.apply(CastSpell(_obj(g, "Fiery Temper").id, ((Target(player=1),),), alt_cost="madness"))
    assert g.fingerprint() == before
    acts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert acts and all(a.alt_cost is None for a in acts)  # madness isn't listed from the hand


def test_madness_gaps() -> None:
    from mtgrules.cards import ir
    from mtgrules.rules.support import engine_gaps

    def card(cost: ir.Cost) -> ir.CardDefinition:
        kw = ir.Keyword("madness", cost=cost)
        return ir.CardDefinition(name="A", types=("instant",), abilities=(kw,))

    assert "madness with a cost other than mana" in engine_gaps(card(ir.Cost(pay_life=2)))
    assert "madness with X in its cost" in engine_gaps(card(ir.Cost(mana="{X}{R}")))
    assert engine_gaps(card(ir.Cost(mana="{R}"))) == []


def _storm_game() -> Any:
    return _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Lightning Bolt", "Grapeshot"],
                    "battlefield": ["Mountain"] * 3,
                },
                {"name": "Bob"},
            ]
        }
    )


def _resolve_all(g: Any) -> None:
    """Pass until the stack is empty or a decision other than priority is pending."""
    from mtgrules.decisions import Priority

    for _ in range(40):
        if not isinstance(g.pending, Priority) or not g.stack:
            return
        g.apply(PassPriority())


def test_storm_counts_spells_cast_before_it_and_copies_arent_cast() -> None:
    g = _storm_game()
    bolt, shot = _obj(g, "Lightning Bolt").id, _obj(g, "Grapeshot").id
    g.apply(CastSpell(bolt, ((Target(player=1),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.spells_cast_this_turn == 1
    g.apply(CastSpell(shot, ((Target(player=1),),)))
    assert g.spells_cast_this_turn == 2
    _resolve_all(g)  # the storm trigger: one copy; no other target than Bob and Alice
    d = g.pending
    assert isinstance(d, ChooseOption)
    assert d.options == ("keep the targets", "new targets: Alice")
    g.apply(Choose("keep the targets"))
    assert [i.name for i in g.stack] == ["Grapeshot", "Grapeshot"]
    assert g.spells_cast_this_turn == 2  # 707.10: a copy isn't cast
    copy = g.stack[-1].object
    assert copy.spell_copy and copy.controller == 0 and copy.owner == 0
    _resolve_all(g)
    assert g.players[1].life == 20 - 3 - 1 - 1
    assert copy.id not in g.objects  # 704.5e: it ceased to exist
    assert _obj(g, "Grapeshot").zone is Zone.GRAVEYARD
    assert sum(1 for o in g.objects.values() if o.name == "Grapeshot") == 1


def test_storm_with_no_spell_before_it_makes_no_copy() -> None:
    g = _storm_game()
    g.apply(CastSpell(_obj(g, "Grapeshot").id, ((Target(player=1),),)))
    _resolve_all(g)
    assert not isinstance(g.pending, ChooseOption)
    assert g.players[1].life == 19


def test_storm_count_resets_each_turn() -> None:
    from mtgrules.rules import turn

    g = _storm_game()
    g.apply(CastSpell(_obj(g, "Lightning Bolt").id, ((Target(player=1),),)))
    assert g.spells_cast_this_turn == 1
    turn.begin_turn(g, 1)
    assert g.spells_cast_this_turn == 0


def test_storm_on_a_permanent_is_a_gap() -> None:
    from mtgrules.cards import ir
    from mtgrules.rules.support import engine_gaps

    kw = ir.Keyword("storm")
    card = ir.CardDefinition(name="A", types=("creature",), abilities=(kw,))
    assert "storm on a permanent spell" in engine_gaps(card)
    sorcery = ir.CardDefinition(name="B", types=("sorcery",), abilities=(kw,))
    assert engine_gaps(sorcery) == []


def test_storm_copies_a_spell_that_has_left_the_stack() -> None:
    # 608.2h: countered before its storm ability resolves, it is copied as it last existed
    from mtgrules.rules import zone_moves

    g = _storm_game()
    g.apply(CastSpell(_obj(g, "Lightning Bolt").id, ((Target(player=1),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(CastSpell(_obj(g, "Grapeshot").id, ((Target(player=1),),)))
    zone_moves.counter(g, _obj(g, "Grapeshot").id, "a test")
    _resolve_all(g)
    # 707.10c: new targets may be chosen for the copy as for the spell as it last existed
    d = g.pending
    assert d is not None and d.options == ("keep the targets", "new targets: Alice")
    g.apply(Choose("keep the targets"))
    _resolve_all(g)
    assert g.players[1].life == 20 - 3 - 1
    assert _obj(g, "Grapeshot").zone is Zone.GRAVEYARD


def test_round_trips_paused_in_a_cast_during_resolution() -> None:
    import json

    from mtgrules.serialize import from_json, to_json

    for g in (_cascade(["Lightning Bolt"]), _storm_paused()):
        text = to_json(g)
        json.loads(text)
        back = from_json(text)
        assert back.fingerprint() == g.fingerprint()
        answer = Choose(g.pending.options[0])
        g.apply(answer)
        back.apply(answer)
        assert back.fingerprint() == g.fingerprint()
        assert [e.to_json() for e in back.log] == [e.to_json() for e in g.log]


def _storm_paused() -> Any:
    g = _storm_game()
    g.apply(CastSpell(_obj(g, "Lightning Bolt").id, ((Target(player=1),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(CastSpell(_obj(g, "Grapeshot").id, ((Target(player=1),),)))
    _resolve_all(g)
    assert isinstance(g.pending, ChooseOption)
    return g


def test_a_spell_that_cant_be_cast_now_isnt_offered() -> None:
    # 601.3: "Cast this spell only during combat after blockers are declared."
    from mtgrules.rules import cast_during_resolution

    doc = {
        "players": [
            {"name": "Alice", "hand": ["Curtain of Light"], "battlefield": ["Grizzly Bears"]},
            {"name": "Bob"},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers"},
        "script": [{"attack": {"Grizzly Bears": "Bob"}}],
    }
    g = _game(doc)
    curtain = _obj(g, "Curtain of Light")
    assert cast_during_resolution.options(g, curtain, 0) == []
    doc["script"] = [*doc["script"], {"advance": "declare_blockers"}, {"block": {}}]
    g = _game(doc)
    curtain = _obj(g, "Curtain of Light")
    assert len(cast_during_resolution.options(g, curtain, 0)) == 1
