"""Delayed triggered abilities "at the beginning of the next end step" (603.7): read and
written back, created on resolution, triggering once, and acting only on the objects they
named while those are still on the battlefield (603.7c, 400.7)."""

from __future__ import annotations

import pytest

from helpers import creature
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import AttackDeclaration, CastSpell, DeclareAttackers, PassPriority
from mtgrules.errors import CardTextError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import zone_moves
from mtgrules.zones import Zone


@pytest.mark.parametrize(
    "text",
    [
        "Create a 5/5 blue Wall creature token with defender. Sacrifice it at the beginning "
        "of the next end step.",
        "Create three 1/1 red Human creature tokens with haste. Sacrifice those tokens at the "
        "beginning of the next end step.",
        "Gain control of target artifact. Untap it. It gains haste. At the beginning of the "
        "next end step, sacrifice it.",
        "Return target creature card from your graveyard to the battlefield. Sacrifice that "
        "creature at the beginning of the next end step.",
    ],
)
def test_read_and_written_back(text: str) -> None:
    abilities = parse_oracle(text, "Test Spell", ("sorcery",))
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    delayed = spell.effects[-1]
    assert isinstance(delayed, ir.AtNextEndStep)
    assert delayed.action == "sacrifice"
    assert render_abilities(abilities, "Test Spell") == text


def test_created_token_and_target_refs() -> None:
    (spell,) = parse_oracle(
        "Create a 5/5 blue Wall creature token with defender. Sacrifice it at the beginning "
        "of the next end step.",
        "Test Spell",
        ("instant",),
    )
    assert spell.effects[-1] == ir.AtNextEndStep("sacrifice", ir.CreatedRef())  # type: ignore[union-attr]
    (ab,) = parse_oracle(
        "{R}: This creature gets +1/+0 until end of turn. Sacrifice this creature at the "
        "beginning of the next end step.",
        "Test Card",
        ("creature",),
    )
    assert ab.effects[-1] == ir.AtNextEndStep("sacrifice", ir.SelfRef())  # type: ignore[union-attr]


def test_nothing_to_refer_to_is_refused() -> None:
    with pytest.raises(CardTextError):
        parse_oracle(
            "You gain 2 life. Sacrifice it at the beginning of the next end step.",
            "Test Spell",
            ("sorcery",),
        )


def _spell(*effects: ir.Effect, targets: tuple[ir.TargetSpec, ...] = ()) -> ir.CardDefinition:
    return ir.CardDefinition(
        name="Test Spell",
        mana_cost="{0}",
        types=("sorcery",),
        abilities=(ir.SpellAbility(effects, targets),),
    )


def _pass_until(g: Game, turn: int, step: str) -> None:
    for _ in range(400):
        if g.turn_number == turn and g.step == step and not g.stack:
            return
        if isinstance(g.pending, AttackDeclaration):
            g.apply(DeclareAttackers())  # 508.8: no attackers
        else:
            g.apply(PassPriority())
    raise AssertionError("never reached the step")


def _battlefield(g: Game) -> list[object]:
    return [o for o in g.objects.values() if o.zone is Zone.BATTLEFIELD]


WALL = ir.CreateToken(1, 5, 5, frozenset({"U"}), ("creature",), ("Wall",))


def test_token_sacrificed_once_at_the_next_end_step() -> None:
    g = Game(["Alice", "Bob"])
    card = g.add_card(0, Zone.HAND, _spell(WALL, ir.AtNextEndStep("sacrifice", ir.CreatedRef())))
    g.start(0, "main1")
    g.apply(CastSpell(card.id, ()))
    _pass_until(g, 1, "main2")
    assert len(_battlefield(g)) == 1
    _pass_until(g, 2, "upkeep")
    assert not _battlefield(g)
    assert any(e.rule == "603.7a" and "delayed ability triggers" in e.text for e in g.log)
    assert not g.delayed_triggers  # 603.7b: only once


def test_object_that_left_and_came_back_is_not_affected() -> None:
    g = Game(["Alice", "Bob"])
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    spec = ir.TargetSpec("object", ir.ANY_CREATURE)
    card = g.add_card(
        0, Zone.HAND, _spell(ir.AtNextEndStep("exile", ir.TargetRef(0)), targets=(spec,))
    )
    g.start(0, "main1")
    g.apply(CastSpell(card.id, ((Target(object_id=bear.id),),)))
    _pass_until(g, 1, "main2")
    # 400.7: it leaves and comes back: a new object the delayed ability doesn't know
    in_hand = zone_moves.move(g, g.objects[bear.id], Zone.HAND, "test", "400.7")
    back = zone_moves.move(g, in_hand, Zone.BATTLEFIELD, "test", "400.7")
    _pass_until(g, 2, "upkeep")
    assert g.objects[back.id].zone is Zone.BATTLEFIELD
    assert any(e.rule == "603.7c" for e in g.log)


def test_saved_game_keeps_the_delayed_ability() -> None:
    g = Game(["Alice", "Bob"])
    card = g.add_card(0, Zone.HAND, _spell(WALL, ir.AtNextEndStep("sacrifice", ir.CreatedRef())))
    g.start(0, "main1")
    g.apply(CastSpell(card.id, ()))
    _pass_until(g, 1, "main2")
    g2 = Game.from_json(g.to_json())
    assert g2.fingerprint() == g.fingerprint()
    _pass_until(g2, 2, "upkeep")
    assert not _battlefield(g2)
