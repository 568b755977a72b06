"""Unit tests for the rules modules: protection, targeting, damage results, life, phasing,
mana, triggers."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from helpers import BEARS, FOREST, MOUNTAIN, SHOCK, creature, kw, prot
from mtgrules.cards import ir
from mtgrules.decisions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.mana import ManaCost, colors_of_cost, mana_value, pay_from
from mtgrules.objects import Target
from mtgrules.rules import characteristics, costs, phasing, player_status, protection
from mtgrules.rules.damage import deal_damage, make_event
from mtgrules.rules.layers import off_battlefield
from mtgrules.rules.life import can_pay_life, gain_life, lose_life
from mtgrules.zones import Zone

Q = ir.Quality
K = ir.QualityKind


def game() -> Game:
    return Game(["Alice", "Bob"])


# --- protection qualities (702.16) ---------------------------------------------------


@pytest.mark.parametrize(
    ("quality", "cost", "types", "expected"),
    [
        (Q(K.COLOR, "R"), "{R}", ("instant",), True),
        (Q(K.COLOR, "R"), "{G}", ("instant",), False),
        (Q(K.EVERY_COLOR), "{G}", ("instant",), True),
        (Q(K.EVERY_COLOR), "{3}", ("artifact",), False),
        (Q(K.MULTICOLORED), "{R}{W}", ("instant",), True),
        (Q(K.MULTICOLORED), "{R}", ("instant",), False),
        (Q(K.MONOCOLORED), "{R}", ("instant",), True),
        (Q(K.CARD_TYPE, "creature"), "{G}", ("creature",), True),
        (Q(K.CARD_TYPE, "artifact"), "{G}", ("creature",), False),
        (Q(K.EVERYTHING), "{3}", ("artifact",), True),
    ],
)
def test_qualities(quality: ir.Quality, cost: str, types: tuple[str, ...], expected: bool) -> None:
    g = game()
    card = ir.CardDefinition(name="Src", mana_cost=cost, colors=colors_of_cost(cost), types=types)
    src = g.add_card(0, Zone.HAND, card)
    assert protection.has_quality(g, off_battlefield(g, src), 0, quality) is expected


def test_lightning_helix_is_red_and_white() -> None:
    assert colors_of_cost("{R}{W}") == frozenset({"R", "W"})


def test_protection_prevents_damage_and_logs_rule() -> None:
    g = game()
    knight = g.add_card(1, Zone.BATTLEFIELD, creature("Knight", 2, 2, prot("R")))
    shock = g.add_card(0, Zone.HAND, SHOCK)
    g.start(0, "main1")
    dealt = deal_damage(
        g,
        [
            make_event(
                g, shock.id, characteristics.chars(g, shock.id), 0, Target(object_id=knight.id), 2
            )
        ],
    )
    assert dealt == 0
    assert g.objects[knight.id].damage == 0
    assert g.log[-1].rule == "702.16e"


def test_infect_wither_and_planeswalker_damage() -> None:
    g = game()
    infect = g.add_card(0, Zone.BATTLEFIELD, creature("Infector", 2, 2, kw("infect")))
    wither = g.add_card(0, Zone.BATTLEFIELD, creature("Witherer", 2, 2, kw("wither")))
    bear = g.add_card(1, Zone.BATTLEFIELD, creature("Big", 5, 5))
    walker = g.add_card(
        1,
        Zone.BATTLEFIELD,
        ir.CardDefinition(name="Walker", types=("planeswalker",), loyalty="5"),
    )
    g.start(0, "main1")
    events = [
        make_event(g, infect.id, characteristics.chars(g, infect.id), 0, Target(player=1), 2),
        make_event(
            g, wither.id, characteristics.chars(g, wither.id), 0, Target(object_id=bear.id), 2
        ),
        make_event(
            g, wither.id, characteristics.chars(g, wither.id), 0, Target(object_id=walker.id), 2
        ),
    ]
    deal_damage(g, events)
    assert g.players[1].poison == 2 and g.players[1].life == 20  # 702.90b
    assert g.objects[bear.id].counters["-1/-1"] == 2 and g.objects[bear.id].damage == 0
    assert g.objects[walker.id].counters["loyalty"] == 3  # 120.3c


# --- life (119) ------------------------------------------------------------------------


def test_life_total_cant_change_stops_gain_loss_and_paying_life() -> None:
    g = game()
    g.start(0, "main1")
    player_status.add_player_effect(
        g, 0, "life_cant_change", "Teferi's Protection", ir.Duration.YOUR_NEXT_TURN, None
    )
    assert gain_life(g, 0, 3, "Helix") == 0
    assert lose_life(g, 0, 3, "Drain") == 0
    assert g.players[0].life == 20
    assert can_pay_life(g, 0, 2) is not None and "119.8" in (can_pay_life(g, 0, 2) or "")
    assert can_pay_life(g, 0, 0) is None  # 119.4b
    assert gain_life(g, 1, 3, "Helix") == 3


# --- phasing (702.26) ------------------------------------------------------------------


def test_phased_out_permanent_doesnt_exist_and_phases_in_with_attachments() -> None:
    g = game()
    bear = g.add_card(0, Zone.BATTLEFIELD, BEARS)
    aura = g.add_card(
        0,
        Zone.BATTLEFIELD,
        ir.CardDefinition(
            name="Aura",
            types=("enchantment",),
            subtypes=("Aura",),
            abilities=(ir.Keyword("enchant", filter=ir.ANY_CREATURE),),
        ),
    )
    aura.attached_to = bear.id
    g.start(1, "main1")
    phasing.phase_out(g, g.objects[bear.id])
    assert g.objects[aura.id].phased_out and g.objects[aura.id].phased_out_indirectly
    assert bear.id not in [o.id for o in g.battlefield_objects()]
    shock = g.add_card(1, Zone.HAND, SHOCK)
    g.add_card(1, Zone.BATTLEFIELD, MOUNTAIN)
    with pytest.raises(IllegalActionError, match="phased out"):
        g.apply(CastSpell(shock.id, ((Target(object_id=bear.id),),)))
    while g.turn_number < 2 or g.step != "upkeep":  # Bob's turn ends; Alice's untap step
        if g.pending is not None and g.pending.kind == "declare_attackers":
            g.apply(DeclareAttackers(()))
        else:
            g.apply(PassPriority())
    assert not g.objects[bear.id].phased_out
    assert not g.objects[aura.id].phased_out and g.objects[aura.id].attached_to == bear.id
    assert any(e.rule == "702.26g" for e in g.log)


# --- mana (106, 107, 202) --------------------------------------------------------------


def test_mana_value_and_costs() -> None:
    assert mana_value("{X}{R}{R}{W}{W}", x=3) == 7
    assert mana_value("{2/W}") == 2
    assert ManaCost.parse("{G/U}").hybrid == (("G", "U"),)


@given(
    st.lists(st.sampled_from("WUBRG"), min_size=0, max_size=6),
    st.integers(min_value=0, max_value=4),
)
def test_pay_from_never_overspends(colored: list[str], generic: int) -> None:
    cost = ManaCost(tuple(colored), generic, 0, ())
    pool = Counter(colored) + Counter({"C": generic})
    spent = pay_from(pool, cost)
    assert spent is not None
    assert sum(spent.values()) == len(colored) + generic
    assert all(spent[k] <= pool[k] for k in spent)


def test_mana_plan_keeps_colors_for_later() -> None:
    g = game()
    for _ in range(2):
        g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    g.add_card(0, Zone.BATTLEFIELD, FOREST)
    g.start(0, "main1")
    plan = costs.mana_plan(g, 0, "{1}{G}")
    assert plan is not None and len(plan) == 2
    plan_r = costs.mana_plan(g, 0, "{R}{R}{G}")
    assert plan_r is not None and sorted(c for _, c in plan_r) == ["G", "R", "R"]
    assert costs.mana_plan(g, 0, "{R}{R}{R}") is None


# --- triggers (603) --------------------------------------------------------------------


def test_enters_trigger_goes_on_stack_and_resolves() -> None:
    g = game()
    elf = ir.CardDefinition(
        name="Welcomer",
        mana_cost="{G}",
        colors=frozenset("G"),
        types=("creature",),
        power="1",
        toughness="1",
        abilities=(
            ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.ENTERS), (ir.GainLife(ir.YouRef(), 2),)),
        ),
    )
    card = g.add_card(0, Zone.HAND, elf)
    g.add_card(0, Zone.BATTLEFIELD, FOREST)
    g.start(0, "main1")
    g.apply(CastSpell(card.id))
    g.apply(PassPriority())
    g.apply(PassPriority())  # the creature resolves; its trigger goes on the stack
    assert len(g.stack) == 1
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.players[0].life == 22
    assert any(e.rule == "603.3" for e in g.log)
