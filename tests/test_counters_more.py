"""Counters beyond +1/+1 (122): any kind read and written back, proliferate (701.34a) as a
pulled choice with exact legal answers, removing counters as an effect (122.1), and -1/-1
counters annihilating +1/+1 counters (704.5q)."""

from __future__ import annotations

import pytest

from helpers import creature
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell, Choose, PassPriority, ProliferateChoice
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.rules import characteristics
from mtgrules.zones import Zone


@pytest.mark.parametrize(
    "text",
    [
        "At the beginning of your upkeep, put a spore counter on this creature.",
        "Put an oil counter on target artifact.",
        "Put two ice counters on target land.",
        "Put a first strike counter on target creature.",
        "Remove a time counter from target permanent.",
        "Remove two -1/-1 counters from target creature.",
        "Remove all +1/+1 counters from target creature.",
        "Remove X charge counters from target artifact.",
        "Proliferate.",
        "Proliferate, then draw a card.",
        "{T}: Draw a card for each charge counter on this creature.",
        "{T}, Sacrifice this creature: You gain 2 life for each charge counter on it.",
        "This creature has flying as long as it has a +1/+1 counter on it.",
        "This creature gets +2/+2 as long as it has four or more +1/+1 counters on it.",
        "At the beginning of your upkeep, if this creature has fewer than three charge "
        "counters on it, put a charge counter on it.",
        "{T}: Add {C}. Activate only if this creature has no depletion counters on it.",
        "Target opponent gets two poison counters.",
        "Each opponent gets a poison counter.",
        "At the beginning of your upkeep, you get an experience counter.",
        "Destroy target creature with a -1/-1 counter on it.",
        "Creatures you control with +1/+1 counters on them have trample.",
        "Each creature you control with one or more +1/+1 counters on it gets +1/+1.",
        "This creature enters tapped with three stun counters on it.",
        "{T}, Remove a depletion counter from this creature: Add {G}{G}. If there are no "
        "depletion counters on this creature, sacrifice it.",
        "Put a -1/-1 counter on this creature: Untap this creature.",
        "Double the number of +1/+1 counters on target creature.",
        "Remove a counter from target permanent.",
        "Remove all counters from target permanent.",
        "Whenever one or more +1/+1 counters are put on this creature, draw a card.",
        "Whenever one or more -1/-1 counters are put on a creature you control, you gain 1 life.",
    ],
)
def test_read_and_written_back(text: str) -> None:
    permanent = ("At", "{", "This", "Creatures", "Each creature", "Put a -1/-1 counter on", "When")
    spell = not text.startswith(permanent)
    kind = ("instant",) if spell else ("creature",)
    abilities = parse_oracle(text, "Test Card", kind)
    assert render_abilities(abilities, "Test Card") == text


def test_kinds_are_read_as_printed() -> None:
    (a,) = parse_oracle("Put an oil counter on target artifact.", "Test", ("instant",))
    assert a.effects == (ir.AddCounters(ir.TargetRef(0), "oil", 1),)  # type: ignore[union-attr]
    (b,) = parse_oracle("Remove all -1/-1 counters from target creature.", "T", ("instant",))
    assert b.effects == (  # type: ignore[union-attr]
        ir.RemoveCounters(ir.TargetRef(0), "-1/-1", 0, every=True),
    )


def _spell(*effects: object) -> ir.CardDefinition:
    return ir.CardDefinition(
        name="Test Spell",
        mana_cost="{0}",
        types=("sorcery",),
        abilities=(ir.SpellAbility(tuple(effects)),),
    )


def _cast(g: Game, card_id: int, targets: tuple[object, ...] = ()) -> None:
    g.apply(CastSpell(card_id, targets))  # type: ignore[arg-type]
    g.apply(PassPriority())
    g.apply(PassPriority())


def _proliferate_game() -> tuple[Game, dict[str, int]]:
    g = Game(["Alice", "Bob"])
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    bear.counters["+1/+1"] = 1
    shroom = g.add_card(0, Zone.BATTLEFIELD, creature("Shroom", 1, 1))
    shroom.counters["spore"] = 2
    shroom.counters["-1/-1"] = 0  # none left: not a kind it has (701.34a)
    g.add_card(0, Zone.BATTLEFIELD, creature("Plain", 1, 1))  # no counter: not offered
    elf = g.add_card(1, Zone.BATTLEFIELD, creature("Elf", 3, 3))
    elf.counters["-1/-1"] = 1
    g.players[1].poison = 4
    card = g.add_card(0, Zone.HAND, _spell(ir.Proliferate()))
    g.start(0, "main1")
    _cast(g, card.id)
    return g, {"bear": bear.id, "shroom": shroom.id, "elf": elf.id}


def test_proliferate_offers_exactly_what_has_a_counter() -> None:
    g, ids = _proliferate_game()
    d = g.pending
    assert isinstance(d, ProliferateChoice) and d.player == 0 and d.up_to
    assert set(d.options or ()) == {ids["bear"], ids["shroom"], ids["elf"], "Bob"}
    acts = g.legal_actions()
    # every subset of the four, the empty one too (701.34a: "any number")
    assert len(acts) == 16
    assert Choose([]) in acts and Choose([ids["bear"], ids["elf"], "Bob"]) in acts
    with pytest.raises(IllegalActionError):
        g.apply(Choose(["Alice"]))  # no counter: not a choice
    with pytest.raises(IllegalActionError):
        g.apply(Choose([ids["bear"], None]))


def test_proliferate_gives_one_more_of_each_kind() -> None:
    g, ids = _proliferate_game()
    g.apply(Choose([ids["shroom"], ids["elf"], "Bob"]))
    assert g.pending is None or not isinstance(g.pending, ProliferateChoice)
    assert g.objects[ids["bear"]].counters["+1/+1"] == 1  # not chosen
    assert g.objects[ids["shroom"]].counters == {"spore": 3, "-1/-1": 0}
    assert g.objects[ids["elf"]].counters["-1/-1"] == 2
    assert characteristics.chars(g, ids["elf"]).power == 1
    assert g.players[1].poison == 5  # 122.1f
    assert any(e.rule == "701.34a" and "Bob" in e.text for e in g.log)


def test_proliferate_with_nothing_to_choose_asks_nothing() -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    card = g.add_card(0, Zone.HAND, _spell(ir.Proliferate()))
    g.start(0, "main1")
    _cast(g, card.id)
    assert not isinstance(g.pending, ProliferateChoice)
    assert any("nothing has a counter" in e.text and e.rule == "701.34a" for e in g.log)


def test_remove_counters_as_an_effect() -> None:
    from mtgrules.objects import Target

    g = Game(["Alice", "Bob"])
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    bear.counters.update({"+1/+1": 3, "time": 1})
    spec = ir.TargetSpec(ir.Filter(types=frozenset({"creature"})))
    rm = ir.RemoveCounters(ir.TargetRef(0), "+1/+1", 2)
    card = g.add_card(
        0,
        Zone.HAND,
        ir.CardDefinition(
            name="Test Remove",
            mana_cost="{0}",
            types=("sorcery",),
            abilities=(ir.SpellAbility((rm,), targets=(spec,)),),
        ),
    )
    g.start(0, "main1")
    _cast(g, card.id, ((Target(object_id=bear.id),),))
    assert bear.counters == {"+1/+1": 1, "time": 1}
    assert characteristics.chars(g, bear.id).power == 3
    assert any(e.rule == "122.1" and "removed" in e.text for e in g.log)


def test_minus_counters_annihilate_plus_counters() -> None:
    """704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller number."""
    g = Game(["Alice", "Bob"])
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    bear.counters["+1/+1"] = 2
    card = g.add_card(0, Zone.HAND, _spell(ir.AddCounters(ir.EachRef(ir.ANY_CREATURE), "-1/-1", 3)))
    g.start(0, "main1")
    _cast(g, card.id)
    assert bear.counters.get("+1/+1", 0) == 0 and bear.counters.get("-1/-1") == 1
    assert characteristics.chars(g, bear.id).power == 1
    assert any(e.rule == "704.5q" for e in g.log)


def test_as_long_as_it_has_a_counter() -> None:
    """611.3a, 122.1: Lightwalker "has flying as long as it has a +1/+1 counter on it"."""
    from mtgrules.cards.parser import card_definition

    lw = card_definition(
        "Lightwalker",
        "{1}{W}",
        "Creature — Human Warrior",
        power="2",
        toughness="1",
        text="This creature has flying as long as it has a +1/+1 counter on it.",
    )
    g = Game(["Alice", "Bob"])
    o = g.add_card(0, Zone.BATTLEFIELD, lw)
    g.start(0, "main1")
    assert "flying" not in characteristics.chars(g, o.id).keywords
    from mtgrules.rules import permanents

    permanents.add_counters(g, o, "+1/+1", 1, "122.1")
    assert "flying" in characteristics.chars(g, o.id).keywords
    permanents.remove_counters(g, o, "+1/+1", 1, "122.1")
    assert "flying" not in characteristics.chars(g, o.id).keywords


def test_remove_counters_cost_is_listed_only_when_payable() -> None:
    """602.2b, 118.3: "Remove three spore counters from this creature:" can be activated only
    with three spore counters on it; legal_actions lists it exactly then."""
    from mtgrules.cards.parser import card_definition
    from mtgrules.decisions import ActivateAbility

    thallid = card_definition(
        "Thallid",
        "{G}",
        "Creature — Fungus",
        power="1",
        toughness="1",
        text="At the beginning of your upkeep, put a spore counter on this creature.\n"
        "Remove three spore counters from this creature: Create a 1/1 green Saproling "
        "creature token.",
    )
    g = Game(["Alice", "Bob"])
    o = g.add_card(0, Zone.BATTLEFIELD, thallid)
    o.counters["spore"] = 2
    g.start(0, "main1")
    assert not any(isinstance(a, ActivateAbility) for a in g.legal_actions())
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(o.id, 0, ()))
    o.counters["spore"] = 3
    g.dirty()
    acts = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]
    assert [a.source for a in acts] == [o.id]
    g.apply(acts[0])
    assert o.counters["spore"] == 0


def test_heuristic_agent_proliferates_what_helps_it() -> None:
    from mtgrules.agents.heuristic import HeuristicAgent

    g, ids = _proliferate_game()
    action = HeuristicAgent().act(g)
    assert isinstance(action, Choose)
    # its own +1/+1 Bear and spore Shroom, Bob's -1/-1 Elf, and Bob's poison
    assert set(action.value) == {ids["bear"], ids["shroom"], ids["elf"], "Bob"}
    g.apply(action)
    assert g.players[1].poison == 5
