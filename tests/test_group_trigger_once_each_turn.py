"""603.2: "This ability triggers only once each turn." holds for group combat triggers ("one or
more creatures you control attack", 603.2c) as for every other trigger: a second combat in
the same turn doesn't trigger it again; the next turn it does."""

from __future__ import annotations

from helpers import creature
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import triggers_combat
from mtgrules.zones import Zone

TEXT = (
    "Whenever one or more creatures you control attack, you gain 1 life. "
    "This ability triggers only once each turn."
)


def _game() -> tuple[Game, int]:
    (ab,) = parse_oracle(TEXT, "Test Banner", ("enchantment",))
    banner = ir.CardDefinition(
        name="Test Banner",
        mana_cost="{W}",
        colors=frozenset({"white"}),
        types=("enchantment",),
        abilities=(ab,),
    )
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, banner)
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    g.start(0, "main1")
    return g, bear.id


def test_a_second_combat_in_the_turn_doesnt_trigger_it_again() -> None:
    g, bear = _game()
    attack = {bear: Target(player=1)}
    triggers_combat.attackers_declared(g, attack)
    assert len(g.pending_triggers) == 1
    g.pending_triggers.clear()
    triggers_combat.attackers_declared(g, attack)  # 505.1a: an additional combat phase
    assert g.pending_triggers == []


def test_without_the_limit_each_combat_triggers_it() -> None:
    g, bear = _game()
    (banner,) = [o for o in g.objects.values() if o.name == "Test Banner"]
    (ab,) = banner.card.abilities
    assert isinstance(ab, ir.TriggeredAbility)
    from dataclasses import replace

    banner.card = replace(banner.card, abilities=(replace(ab, once_each_turn=False),))
    g.dirty()
    attack = {bear: Target(player=1)}
    triggers_combat.attackers_declared(g, attack)
    triggers_combat.attackers_declared(g, attack)
    assert len(g.pending_triggers) == 2
