"""Tokens dying (704.5d), and the pulled-decision interface across decision kinds."""

from __future__ import annotations

from helpers import FOREST, MOUNTAIN, SHOCK, creature
from mtgrules.cards import ir
from mtgrules.decisions import CastSpell, Choose, PassPriority
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.zones import Zone


def test_token_dies_triggers_then_ceases_to_exist() -> None:
    g = Game(["Alice", "Bob"])
    watcher = creature(
        "Watcher",
        1,
        1,
        ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.DIES, subject=ir.EachRef(ir.ANY_CREATURE)),
            (ir.GainLife(ir.YouRef(), 1),),
        ),
    )
    g.add_card(1, Zone.BATTLEFIELD, watcher)
    tok = g.add_card(1, Zone.BATTLEFIELD, creature("Saproling", 1, 1), is_token=True)
    shock = g.add_card(0, Zone.HAND, SHOCK)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    g.start(0, "main1")
    g.apply(CastSpell(shock.id, ((Target(object_id=tok.id),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert not g.players[1].graveyard  # 704.5d: gone
    assert any(e.rule == "704.5d" for e in g.log)
    assert len(g.stack) == 1  # the dies trigger saw it (603.10a)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.players[1].life == 21


def test_every_decision_names_its_player_and_kind() -> None:
    g = Game(["Alice", "Bob"])
    sac = ir.CardDefinition(
        name="Edict",
        mana_cost="{G}",
        colors=frozenset("G"),
        types=("sorcery",),
        abilities=(
            ir.SpellAbility(
                (ir.Sacrifice(ir.TargetRef(0)),), (ir.TargetSpec("player", player="opponent"),)
            ),
        ),
    )
    card = g.add_card(0, Zone.HAND, sac)
    g.add_card(0, Zone.BATTLEFIELD, FOREST)
    a = g.add_card(1, Zone.BATTLEFIELD, creature("A", 1, 1))
    b = g.add_card(1, Zone.BATTLEFIELD, creature("B", 1, 1))
    g.start(0, "main1")
    g.apply(CastSpell(card.id, ((Target(player=1),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    d = g.pending
    assert d is not None and d.kind == "choose" and d.player == 1
    assert set(d.options or ()) == {a.id, b.id}
    # legal_actions lists answers apply accepts: here Choose([one of the two])
    assert {tuple(x.value) for x in g.legal_actions()} == {(a.id,), (b.id,)}  # type: ignore[union-attr]
    g.apply(Choose(b.id))
    assert b.id not in g.objects and a.id in g.objects
