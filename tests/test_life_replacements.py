"""614.1a life gain and loss replacements and "Activate only during your upkeep", on real
cards (the general forms that replaced invented test sentences)."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir, load_card
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ActivateAbility, CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.zones import Zone


def _resolve(g: Game) -> None:
    while g.stack:
        g.apply(PassPriority())


def _helix_game(active: int, *alice: str, bob: tuple[str, ...] = ()) -> tuple[Game, int]:
    g = Game(["Alice", "Bob"])
    helix = g.add_card(0, Zone.HAND, load_card("Lightning Helix"))
    g.add_card(0, Zone.BATTLEFIELD, load_card("Mountain"))
    g.add_card(0, Zone.BATTLEFIELD, load_card("Plains"))
    for name in alice:
        g.add_card(0, Zone.BATTLEFIELD, load_card(name))
    for name in bob:
        g.add_card(1, Zone.BATTLEFIELD, load_card(name))
    g.start(active=active, step="main1")
    if active == 1:
        g.apply(PassPriority())  # Bob passes; Alice gets priority on Bob's turn
    return g, helix.id


def test_twice_that_much_life() -> None:
    g, helix = _helix_game(0, "Boon Reflection")
    g.apply(CastSpell(helix, ((Target(player=1),),)))
    _resolve(g)
    assert (g.players[0].life, g.players[1].life) == (26, 17)
    assert any(e.rule == "614.1a" and "gains 6 instead" in e.text for e in g.log)


def test_an_opponents_loss_is_doubled_only_during_your_turn() -> None:
    g, helix = _helix_game(0, "Bloodletter of Aclazotz")
    g.apply(CastSpell(helix, ((Target(player=1),),)))
    _resolve(g)
    assert g.players[1].life == 14  # 3 damage, 6 life lost (120.3a, 614.1a)
    g, helix = _helix_game(1, "Bloodletter of Aclazotz")
    g.apply(CastSpell(helix, ((Target(player=1),),)))
    _resolve(g)
    assert g.players[1].life == 17  # Bob's turn: "during your turn" doesn't hold


def test_a_player_gains_no_life() -> None:
    vortex_line = "If a player would gain life, that player gains no life instead."
    vortex = ir.CardDefinition(
        name="Sulfuric Vortex",
        types=("enchantment",),
        abilities=parse_oracle(vortex_line, "Sulfuric Vortex", ("enchantment",)),
    )
    g = Game(["Alice", "Bob"])
    helix = g.add_card(0, Zone.HAND, load_card("Lightning Helix"))
    g.add_card(0, Zone.BATTLEFIELD, load_card("Mountain"))
    g.add_card(0, Zone.BATTLEFIELD, load_card("Plains"))
    g.add_card(1, Zone.BATTLEFIELD, vortex)  # Bob's: it applies to every player
    g.start(active=0, step="main1")
    g.apply(CastSpell(helix.id, ((Target(player=1),),)))
    _resolve(g)
    assert (g.players[0].life, g.players[1].life) == (20, 17)


def test_tainted_remedy_doesnt_touch_its_controller() -> None:
    g, helix = _helix_game(0, "Tainted Remedy")  # Alice's own Remedy: she gains normally
    g.apply(CastSpell(helix, ((Target(player=1),),)))
    _resolve(g)
    assert g.players[0].life == 23


def test_activate_only_during_your_upkeep() -> None:
    g = Game(["Alice", "Bob"])
    mirror = g.add_card(0, Zone.BATTLEFIELD, load_card("Mirror Universe"))
    g.players[0].life = 8
    g.start(active=0, step="main1")
    with pytest.raises(IllegalActionError, match=r"only during your upkeep \(602\.5b\)"):
        g.apply(ActivateAbility(mirror.id, 0, ((Target(player=1),),)))
    g = Game(["Alice", "Bob"])
    mirror = g.add_card(0, Zone.BATTLEFIELD, load_card("Mirror Universe"))
    g.players[0].life = 8
    g.start(active=0, step="upkeep")
    g.apply(ActivateAbility(mirror.id, 0, ((Target(player=1),),)))
    _resolve(g)
    assert (g.players[0].life, g.players[1].life) == (20, 8)
