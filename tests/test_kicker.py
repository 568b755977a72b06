"""Kicker (702.33): read, rendered back, announced as the spell is cast (601.2b), added to
the total cost (601.2f), remembered by the spell and the permanent it becomes (702.33d), and
the linked "if it was kicked" abilities (702.33e)."""

from __future__ import annotations

import pytest

from helpers import FOREST, creature, land
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import CastSpell
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules.support import engine_gaps
from mtgrules.zones import Zone

ISLAND = land("Island", "U")


def _game(*cards: tuple[int, Zone, ir.CardDefinition], islands: int = 0) -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for p, zone, c in cards:
        g.add_card(p, zone, c)
    for _ in range(islands):
        g.add_card(0, Zone.BATTLEFIELD, ISLAND)
    for p in range(2):
        for _ in range(5):
            g.add_card(p, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    return g


def _named(g: Game, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


@pytest.mark.parametrize(
    "name",
    ["Blink of an Eye", "Academy Drake", "Citanul Woodreaders", "Gatekeeper of Malakir"],
)
def test_kicker_cards_read_render_and_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_kicked_sentence_parses_to_if_kicked() -> None:
    abilities = parse_oracle(
        "Kicker {1}{U}\nReturn target nonland permanent to its owner's hand. "
        "If this spell was kicked, draw a card.",
        "Whoosh!",
        ("instant",),
    )
    kick, spell = abilities
    assert isinstance(kick, ir.Keyword) and kick.name == "kicker"
    assert kick.cost == ir.Cost(mana="{1}{U}")
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects[1] == ir.IfKicked((ir.Draw(ir.YouRef(), 1),))


def test_targets_named_only_if_kicked_instead_stay_a_gap() -> None:
    # 702.33g: targets of a kicked part that replaces the rest ("instead"): not done yet
    # (s10 engine: those of a kicked part added to the rest are, tests/test_s10_engine.py)
    abilities = parse_oracle(
        "Kicker {1}\nExile target artifact. If this spell was kicked, exile target creature "
        "instead.",
        "Test Kick",
        ("sorcery",),
    )
    card = ir.CardDefinition(name="Test Kick", types=("sorcery",), abilities=abilities)
    assert "targets chosen only if the spell was kicked (702.33g)" in engine_gaps(card)


def test_non_mana_and_double_kicker_costs_are_gaps() -> None:
    sac = ir.Keyword("kicker", cost=ir.Cost(sacrifice_self=True))
    two = (ir.Keyword("kicker", cost=ir.Cost(mana="{1}")),) * 2
    assert "kicker with a cost other than mana" in engine_gaps(
        ir.CardDefinition(name="A", types=("instant",), abilities=(sac,))
    )
    assert "two kicker costs (702.33b)" in engine_gaps(
        ir.CardDefinition(name="B", types=("instant",), abilities=two)
    )


def test_legal_actions_list_kicked_and_unkicked_casts_exactly() -> None:
    blink = load_card("Blink of an Eye")  # {1}{U}, kicker {1}{U}
    bear = creature("Bear", 2, 2)
    # three Islands: {1}{U} can be paid, {2}{U}{U} can't
    g = _game((0, Zone.HAND, blink), (1, Zone.BATTLEFIELD, bear), islands=3)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts and {a.kicked for a in casts} == {0}
    g = _game((0, Zone.HAND, blink), (1, Zone.BATTLEFIELD, bear), islands=4)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert {a.kicked for a in casts} == {0, 1}
    for a in casts:
        probe = g.clone()
        probe.apply(a)  # every listed cast is accepted
        assert probe.stack[-1].object.kicked == a.kicked


def test_kicked_spell_pays_kicker_and_does_the_linked_part() -> None:
    blink = load_card("Blink of an Eye")
    bear = creature("Bear", 2, 2)
    g = _game((0, Zone.HAND, blink), (1, Zone.BATTLEFIELD, bear), islands=4)
    spell, target = _named(g, "Blink of an Eye"), _named(g, "Bear")
    hand = len(g.players[0].hand)
    g.apply(CastSpell(spell, ((Target(object_id=target),),), kicked=1))
    assert all(o.tapped for o in g.battlefield_objects() if o.name == "Island")  # {2}{U}{U}
    assert any(e.rule == "702.33d" for e in g.log)
    while g.stack:
        g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    assert len(g.players[0].hand) == hand  # Blink of an Eye left, one card drawn (702.33e)
    assert g.objects[_named(g, "Bear")].zone is Zone.HAND


def test_refusals_leave_the_state_unchanged() -> None:
    blink = load_card("Blink of an Eye")
    bear = creature("Bear", 2, 2)
    g = _game((0, Zone.HAND, blink), (1, Zone.BATTLEFIELD, bear), islands=3)
    spell, target = _named(g, "Blink of an Eye"), _named(g, "Bear")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError) as e:
        g.apply(CastSpell(spell, ((Target(object_id=target),),), kicked=1))
    assert e.value.rule == "601.2h" and g.fingerprint() == before
    with pytest.raises(IllegalActionError) as e:
        g.apply(CastSpell(spell, ((Target(object_id=target),),), kicked=2))
    assert e.value.rule == "702.33a" and g.fingerprint() == before
    bolt = load_card("Shock")
    g = _game((0, Zone.HAND, bolt), islands=3)
    with pytest.raises(IllegalActionError) as e:
        g.apply(CastSpell(_named(g, "Shock"), ((Target(player=1),),), kicked=1))
    assert e.value.rule == "702.33a"


def test_kicked_permanent_remembers_and_triggers_its_enters_ability() -> None:
    woodreaders = load_card("Citanul Woodreaders")  # {2}{G}, kicker {2}{G}: draw two
    forests = [land("Forest", "G") for _ in range(6)]
    for kicked, drawn in ((1, 2), (0, 0)):
        g = _game((0, Zone.HAND, woodreaders), *((0, Zone.BATTLEFIELD, f) for f in forests))
        hand = len(g.players[0].hand)
        g.apply(CastSpell(_named(g, "Citanul Woodreaders"), kicked=kicked))
        while g.stack or g.pending_triggers:
            g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
        perm = g.objects[_named(g, "Citanul Woodreaders")]
        assert perm.zone is Zone.BATTLEFIELD and perm.kicked == kicked  # 702.33d
        assert len(g.players[0].hand) == hand - 1 + drawn  # 603.4


def test_kicked_creature_enters_with_counters() -> None:
    drake = load_card("Academy Drake")  # {2}{U}, kicker {4}
    g = _game((0, Zone.HAND, drake), islands=7)
    g.apply(CastSpell(_named(g, "Academy Drake"), kicked=1))
    while g.stack:
        g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    perm = g.objects[_named(g, "Academy Drake")]
    assert perm.counters.get("+1/+1") == 2  # 614.1c


def _resolve_all(g: Game) -> None:
    while g.stack or g.pending_triggers:
        g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))


def test_multikicker_listed_as_often_as_it_can_be_paid_and_counts_kicks() -> None:
    pack = load_card("Gnarlid Pack")  # {1}{G} 2/2, multikicker {1}{G}: a +1/+1 counter per kick
    forests = [land("Forest", "G") for _ in range(6)]
    g = _game((0, Zone.HAND, pack), *((0, Zone.BATTLEFIELD, f) for f in forests))
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert sorted(a.kicked for a in casts) == [0, 1, 2]  # 2 + 2 per kick out of 6 mana
    for a in casts:
        probe = g.clone()
        probe.apply(a)
        _resolve_all(probe)
        assert probe.objects[_named(probe, "Gnarlid Pack")].counters.get("+1/+1", 0) == a.kicked
    with pytest.raises(IllegalActionError) as e:
        g.apply(CastSpell(_named(g, "Gnarlid Pack"), kicked=3))
    assert e.value.rule == "601.2h"


def test_kicked_instead_replaces_the_sentence_before() -> None:
    # "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4
    # damage instead."
    burst = load_card("Burst Lightning")
    spell = next(a for a in burst.abilities if isinstance(a, ir.SpellAbility))
    assert spell.effects == (
        ir.IfKicked(
            (ir.DealDamage(4, ir.TargetRef(0)),),
            otherwise=(ir.DealDamage(2, ir.TargetRef(0)),),
            instead="damage",
        ),
    )
    mountains = [land("Mountain", "R") for _ in range(5)]
    for kicked, life in ((0, 18), (1, 16)):
        g = _game((0, Zone.HAND, burst), *((0, Zone.BATTLEFIELD, m) for m in mountains))
        g.apply(CastSpell(_named(g, "Burst Lightning"), ((Target(player=1),),), kicked=kicked))
        _resolve_all(g)
        assert g.players[1].life == life


@pytest.mark.parametrize(
    "name",
    ["Might of Murasa", "Field Research", "Colossal Growth", "Breath of Darigaaz", "Apex Hawks"],
)
def test_instead_and_multikicker_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_kicked_sentence_with_two_instructions_keeps_both_and_renders_back() -> None:
    text = "Tap target creature. If this spell was kicked, draw a card and you gain 2 life."
    abilities = parse_oracle("Kicker {1}{U}\n" + text, "Test Kick", ("instant",))
    spell = abilities[1]
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects[1] == ir.IfKicked((ir.Draw(ir.YouRef(), 1), ir.GainLife(ir.YouRef(), 2)))
    from mtgrules.cards.render import render_abilities

    assert render_abilities(abilities, "Test Kick") == "Kicker {1}{U}\n" + text


def _kicked_damage_source(text: str) -> ir.Ref:
    spell = parse_oracle(text, "Whoosh!", ("sorcery",))[1]
    assert isinstance(spell, ir.SpellAbility)
    kicked = spell.effects[-1]
    assert isinstance(kicked, ir.IfKicked)
    damage = kicked.effects[0]
    assert isinstance(damage, ir.DealDamage)
    return damage.source


def test_kicked_it_is_the_spell_when_no_object_was_named_before() -> None:
    # 702.33e: Aggressive Sabotage's "it" after a player target: the spell deals the damage
    assert (
        _kicked_damage_source(
            "Kicker {R}\nTarget player discards two cards. "
            "If this spell was kicked, it deals 3 damage to that player."
        )
        == ir.SelfRef()
    )
    # 608.2c: after a creature target, "it" is that creature, kicked or not
    assert _kicked_damage_source(
        "Kicker {R}\nTarget creature gets +2/+2 until end of turn. "
        "If this spell was kicked, it deals 2 damage to any target."
    ) == ir.TargetRef(0)


@pytest.mark.parametrize("name", ["Aggressive Sabotage", "Unstable Footing"])
def test_kicked_it_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []
