"""Priority, the stack, casting with targets, resolution and the refusal guarantee."""

from __future__ import annotations

import pytest

from helpers import BEARS, MOUNTAIN, PALADIN, SHOCK, SWAMP, TERROR, creature, kw
from mtgrules.cards import ir
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import characteristics
from mtgrules.zones import Zone


def two_player() -> Game:
    return Game(["Alice", "Bob"])


def test_refused_target_names_card_reason_and_rule_and_changes_nothing() -> None:
    g = two_player()
    terror = g.add_card(0, Zone.HAND, TERROR)
    g.add_card(0, Zone.BATTLEFIELD, SWAMP)
    g.add_card(0, Zone.BATTLEFIELD, SWAMP)
    pal = g.add_card(1, Zone.BATTLEFIELD, PALADIN)
    g.start(0, "main1")
    before = g.fingerprint()
    log_len = len(g.log)
    with pytest.raises(IllegalActionError) as err:
        g.apply(CastSpell(terror.id, ((Target(object_id=pal.id),),)))
    assert str(err.value) == "Terror can't target Paladin en-Vec: protection from black (702.16b)"
    assert g.fingerprint() == before
    assert len(g.log) == log_len
    assert g.objects[terror.id].zone is Zone.HAND


def test_unpayable_spell_is_refused_without_change() -> None:
    g = two_player()
    shock = g.add_card(0, Zone.HAND, SHOCK)
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    g.start(0, "main1")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        g.apply(CastSpell(shock.id, ((Target(object_id=bears.id),),)))
    assert g.fingerprint() == before


def test_spell_resolves_after_both_pass_and_lethal_damage_is_a_state_based_action() -> None:
    g = two_player()
    shock = g.add_card(0, Zone.HAND, SHOCK)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    g.start(0, "main1")
    g.apply(CastSpell(shock.id, ((Target(object_id=bears.id),),)))
    assert g.pending is not None and g.pending.player == 0  # 117.3c
    assert len(g.stack) == 1
    g.apply(PassPriority())
    assert g.pending.player == 1
    g.apply(PassPriority())
    assert not g.stack
    assert bears.id not in g.objects  # 400.7: it became a new object in the graveyard
    new_id = g.renamed[bears.id]
    assert g.objects[new_id].zone is Zone.GRAVEYARD
    assert any(e.rule == "704.5g" for e in g.log)


def test_target_gaining_shroud_makes_spell_not_resolve() -> None:
    g = two_player()
    shock = g.add_card(0, Zone.HAND, SHOCK)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    guile = ir.CardDefinition(
        name="Mage's Guile",
        mana_cost="{1}{U}",
        colors=frozenset("U"),
        types=("instant",),
        abilities=(
            ir.SpellAbility(
                (ir.GrantAbilities(ir.TargetRef(0), (ir.Keyword("shroud"),)),),
                (ir.TargetSpec("object", ir.ANY_CREATURE),),
            ),
        ),
    )
    mg = g.add_card(1, Zone.HAND, guile)
    g.add_card(
        1,
        Zone.BATTLEFIELD,
        ir.CardDefinition(
            name="Island",
            types=("land",),
            subtypes=("Island",),
            abilities=(ir.ActivatedAbility(ir.Cost(tap=True), (ir.AddMana("{U}"),)),),
        ),
    )
    g.add_card(
        1,
        Zone.BATTLEFIELD,
        ir.CardDefinition(
            name="Island",
            types=("land",),
            subtypes=("Island",),
            abilities=(ir.ActivatedAbility(ir.Cost(tap=True), (ir.AddMana("{U}"),)),),
        ),
    )
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    g.start(0, "main1")
    g.apply(CastSpell(shock.id, ((Target(object_id=bears.id),),)))
    g.apply(PassPriority())
    g.apply(CastSpell(mg.id, ((Target(object_id=bears.id),),)))
    for _ in range(4):
        if g.stack:
            g.apply(PassPriority())
    assert not g.stack
    assert g.objects[bears.id].damage == 0
    assert any(e.rule == "608.2b" and "doesn't resolve" in e.text for e in g.log)
    assert "shroud" in characteristics.chars(g, bears.id).keywords


def test_one_object_cant_be_chosen_twice_for_one_target_phrase() -> None:
    g = two_player()
    two = ir.CardDefinition(
        name="Twin Bolt",
        mana_cost="{R}",
        colors=frozenset("R"),
        types=("instant",),
        abilities=(
            ir.SpellAbility((ir.DealDamage(1, ir.TargetRef(0)),), (ir.TargetSpec("any", count=2),)),
        ),
    )
    card = g.add_card(0, Zone.HAND, two)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    g.start(0, "main1")
    t = Target(object_id=bears.id)
    with pytest.raises(IllegalActionError, match=r"115\.3"):
        g.apply(CastSpell(card.id, ((t, t),)))


def test_no_legal_target_means_no_cast() -> None:
    g = two_player()
    terror = g.add_card(0, Zone.HAND, TERROR)
    g.add_card(0, Zone.BATTLEFIELD, SWAMP)
    g.add_card(0, Zone.BATTLEFIELD, SWAMP)
    g.add_card(1, Zone.BATTLEFIELD, PALADIN)
    g.start(0, "main1")
    with pytest.raises(IllegalActionError, match=r"601\.2c"):
        g.apply(CastSpell(terror.id, ()))


def test_a_creature_cant_be_cast_on_opponents_turn() -> None:
    g = two_player()
    bears = g.add_card(1, Zone.HAND, BEARS)
    g.start(0, "main1")
    g.apply(PassPriority())
    with pytest.raises(IllegalActionError, match=r"302\.1"):
        g.apply(CastSpell(bears.id))


def test_clone_is_independent() -> None:
    g = two_player()
    shock = g.add_card(0, Zone.HAND, SHOCK)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    bears = g.add_card(1, Zone.BATTLEFIELD, creature("Bears", 2, 2, kw("trample")))
    g.start(0, "main1")
    c = g.clone()
    c.apply(CastSpell(shock.id, ((Target(object_id=bears.id),),)))
    assert g.objects[shock.id].zone is Zone.HAND
    assert not g.stack and c.stack
    assert c.objects[bears.id].card is g.objects[bears.id].card  # definitions are shared
