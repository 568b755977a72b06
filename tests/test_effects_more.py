"""Engine effects built from ability objects directly: loyalty abilities, losing abilities,
setting characteristics, player keywords, life exchanges, skipped untap steps."""

from __future__ import annotations

import pytest

from helpers import BEARS, FOREST, MOUNTAIN, PALADIN, SHOCK, creature
from mtgrules.cards import ir
from mtgrules.decisions import ActivateAbility, CastSpell, DeclareAttackers, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import characteristics, player_status
from mtgrules.zones import Zone

T0 = ir.TargetRef(0)
CREATURE = ir.TargetSpec("object", ir.ANY_CREATURE)


def spell(
    name: str, *effects: ir.Effect, targets: tuple[ir.TargetSpec, ...] = (), cost: str = "{R}"
) -> ir.CardDefinition:
    return ir.CardDefinition(
        name=name,
        mana_cost=cost,
        colors=frozenset("R"),
        types=("instant",),
        abilities=(ir.SpellAbility(effects, targets),),
    )


def resolve(g: Game) -> None:
    while g.stack:
        g.apply(PassPriority())


def test_loyalty_abilities_cost_counters_once_per_turn_at_sorcery_speed() -> None:
    g = Game(["Alice", "Bob"])
    walker = g.add_card(
        0,
        Zone.BATTLEFIELD,
        ir.CardDefinition(
            name="Walker",
            types=("planeswalker",),
            loyalty="3",
            abilities=(
                ir.LoyaltyAbility(1, (ir.GainLife(ir.YouRef(), 2),)),
                ir.LoyaltyAbility(-4, (ir.Draw(ir.YouRef(), 1),)),
            ),
        ),
    )
    g.start(0, "main1")
    with pytest.raises(IllegalActionError, match="loyalty"):
        g.apply(ActivateAbility(walker.id, 1))  # 606.4: can't remove 4 of 3
    g.apply(ActivateAbility(walker.id, 0))
    assert g.objects[walker.id].counters["loyalty"] == 4
    resolve(g)
    assert g.players[0].life == 22
    with pytest.raises(IllegalActionError, match=r"606\.3"):
        g.apply(ActivateAbility(walker.id, 0))


def test_losing_protection_removes_every_instance() -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    pro_red = ir.Keyword("protection", quality=ir.Quality(ir.QualityKind.COLOR, "R"))
    knight = g.add_card(1, Zone.BATTLEFIELD, creature("Knight", 3, 3, pro_red, pro_red))
    unshield = g.add_card(
        0,
        Zone.HAND,
        ir.CardDefinition(
            name="Unshield",
            mana_cost="{1}",
            types=("instant",),
            abilities=(ir.SpellAbility((ir.RemoveAbilities(T0, (pro_red,)),), (CREATURE,)),),
        ),
    )
    shock = g.add_card(0, Zone.HAND, SHOCK)
    g.start(0, "main1")
    with pytest.raises(IllegalActionError, match="protection from red"):
        g.apply(CastSpell(shock.id, ((Target(object_id=knight.id),),)))
    g.apply(CastSpell(unshield.id, ((Target(object_id=knight.id),),)))
    resolve(g)
    assert not characteristics.chars(g, knight.id).protections  # 702.16m: both instances are gone
    g.apply(CastSpell(shock.id, ((Target(object_id=knight.id),),)))
    resolve(g)
    assert g.objects[knight.id].damage == 2


def test_frog_on_unprotected_creature() -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    bear = g.add_card(1, Zone.BATTLEFIELD, creature("Flyer", 3, 3, ir.Keyword("flying")))
    frog = g.add_card(
        0,
        Zone.HAND,
        spell(
            "Frogify",
            ir.RemoveAbilities(T0, all=True),
            ir.SetCharacteristics(T0, 1, 1, frozenset("U"), ("Frog",)),
            targets=(CREATURE,),
        ),
    )
    g.start(0, "main1")
    g.apply(CastSpell(frog.id, ((Target(object_id=bear.id),),)))
    resolve(g)
    ch = characteristics.chars(g, bear.id)
    assert (ch.power, ch.toughness, ch.colors, ch.keywords) == (1, 1, frozenset("U"), frozenset())
    assert "Frog" in ch.subtypes


def test_player_hexproof_from_a_permanent() -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(
        1,
        Zone.BATTLEFIELD,
        ir.CardDefinition(
            name="Leyline",
            types=("enchantment",),
            abilities=(
                ir.StaticAbility(
                    ir.GrantAbilities(ir.YouRef(), (ir.Keyword("hexproof"),), ir.Duration.PERMANENT)
                ),
            ),
        ),
    )
    shock = g.add_card(0, Zone.HAND, SHOCK)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    g.start(0, "main1")
    with pytest.raises(IllegalActionError, match=r"hexproof \(702\.11c\)"):
        g.apply(CastSpell(shock.id, ((Target(player=1),),)))
    g.apply(CastSpell(shock.id, ((Target(player=0),),)))  # its controller isn't an opponent


def test_exchange_of_life_totals_doesnt_happen_when_one_cant_change() -> None:
    g = Game(["Alice", "Bob"])
    g.players[1].life = 5
    swap = g.add_card(
        0,
        Zone.HAND,
        spell(
            "Swap",
            ir.ExchangeLifeTotals(ir.YouRef(), T0),
            targets=(ir.TargetSpec("player", player="opponent"),),
        ),
    )
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    g.start(0, "main1")
    player_status.add_player_effect(
        g, 1, "life_cant_change", "Teferi's Protection", ir.Duration.YOUR_NEXT_TURN, None
    )
    g.apply(CastSpell(swap.id, ((Target(player=1),),)))
    resolve(g)
    assert (g.players[0].life, g.players[1].life) == (20, 5)
    # 119.7: a player who can't gain life can't make an exchange that raises their total
    assert any(e.rule == "119.7" for e in g.log)


def test_skipped_untap_step() -> None:
    g = Game(["Alice", "Bob"])
    land = g.add_card(1, Zone.BATTLEFIELD, FOREST, tapped=True)
    for _ in range(3):
        g.add_card(1, Zone.LIBRARY, BEARS)
    g.start(0, "main1")
    g.skip_untap[1] = 1
    while g.turn_number < 2 or g.step != "upkeep":
        if g.pending is not None and g.pending.kind == "declare_attackers":
            g.apply(DeclareAttackers(()))
        else:
            g.apply(PassPriority())
    assert g.objects[land.id].tapped
    assert any(e.rule == "614.10" for e in g.log)


def test_protection_spell_refused_names_the_quality() -> None:
    g = Game(["Alice", "Bob"])
    shock = g.add_card(0, Zone.HAND, SHOCK)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    pal = g.add_card(1, Zone.BATTLEFIELD, PALADIN)
    g.start(0, "main1")
    with pytest.raises(IllegalActionError, match="protection from red"):
        g.apply(CastSpell(shock.id, ((Target(object_id=pal.id),),)))
