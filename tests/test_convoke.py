"""Convoke (702.51): creatures tapped to pay for colored mana of their color or generic mana
of the spell's total cost (702.51a), after the total cost is determined (702.51b)."""

from __future__ import annotations

import pytest

from helpers import FOREST, creature, land
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.zones import Zone

MOUNTAIN = land("Mountain", "R")


def _game(*cards: tuple[int, Zone, ir.CardDefinition]) -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for p, zone, c in cards:
        g.add_card(p, zone, c)
    for p in range(2):
        for _ in range(5):
            g.add_card(p, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    return g


def _ids(g: Game, name: str) -> list[int]:
    return [o.id for o in g.objects.values() if o.name == name]


RED_GOBLIN = ir.CardDefinition(
    name="Goblin",
    mana_cost="{R}",
    colors=frozenset("R"),
    types=("creature",),
    power="1",
    toughness="1",
)


@pytest.mark.parametrize("name", ["Stoke the Flames", "Siege Wurm", "Conclave Tribunal"])
def test_convoke_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_creatures_pay_colored_and_generic_mana() -> None:
    stoke = load_card("Stoke the Flames")  # {2}{R}{R}: 4 damage to any target; convoke
    g = _game(
        (0, Zone.HAND, stoke),
        (0, Zone.BATTLEFIELD, RED_GOBLIN),
        (0, Zone.BATTLEFIELD, creature("Bear", 2, 2)),  # green: generic only
        (0, Zone.BATTLEFIELD, MOUNTAIN),
        (0, Zone.BATTLEFIELD, MOUNTAIN),
    )
    spell = _ids(g, "Stoke the Flames")[0]
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts and all(a.convoke for a in casts)  # two lands alone can't pay {2}{R}{R}
    goblin, bear = _ids(g, "Goblin")[0], _ids(g, "Bear")[0]
    listed = {a.convoke for a in casts}
    assert (bear, goblin) in listed or (goblin, bear) in listed
    for a in casts:
        probe = g.clone()
        probe.apply(a)  # every listed cast is accepted
    g.apply(CastSpell(spell, ((Target(player=1),),), convoke=(goblin, bear)))
    assert all(o.tapped for o in g.battlefield_objects())
    assert sum(1 for e in g.log if e.rule == "702.51c") == 2
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.players[1].life == 16


def test_convoke_refusals_leave_the_state_unchanged() -> None:
    stoke = load_card("Stoke the Flames")
    shock = load_card("Shock")
    g = _game(
        (0, Zone.HAND, stoke),
        (0, Zone.HAND, shock),
        (0, Zone.BATTLEFIELD, RED_GOBLIN),
        (0, Zone.BATTLEFIELD, MOUNTAIN),
        (1, Zone.BATTLEFIELD, creature("Bear", 2, 2)),
    )
    spell, goblin = _ids(g, "Stoke the Flames")[0], _ids(g, "Goblin")[0]
    bear, mountain = _ids(g, "Bear")[0], _ids(g, "Mountain")[0]
    before = g.fingerprint()
    bolt = ((Target(player=1),),)
    for action, rule in (
        (CastSpell(spell, bolt, convoke=(bear,)), "702.51a"),  # not Alice's
        (CastSpell(spell, bolt, convoke=(mountain,)), "702.51a"),  # not a creature
        (CastSpell(_ids(g, "Shock")[0], bolt, convoke=(goblin,)), "702.51a"),  # no convoke
        (CastSpell(spell, bolt, convoke=(goblin,)), "601.2h"),  # {1}{R}... left: 1 land
    ):
        with pytest.raises(IllegalActionError) as e:
            g.apply(action)
        assert e.value.rule == rule
        assert g.fingerprint() == before


def test_a_mana_creature_that_convokes_isnt_also_tapped_for_mana() -> None:
    stoke = load_card("Stoke the Flames")
    elves = load_card("Llanowar Elves")  # {T}: Add {G}
    g = _game(
        (0, Zone.HAND, stoke),
        (0, Zone.BATTLEFIELD, elves),
        (0, Zone.BATTLEFIELD, MOUNTAIN),
        (0, Zone.BATTLEFIELD, MOUNTAIN),
    )
    elf = _ids(g, "Llanowar Elves")[0]
    g.objects[elf].controlled_since_turn = -1
    before = g.fingerprint()
    # the Elves convoke for {1}: {1}{R}{R} is left for two Mountains: refused, not paid twice
    with pytest.raises(IllegalActionError) as e:
        g.apply(CastSpell(_ids(g, "Stoke the Flames")[0], ((Target(player=1),),), convoke=(elf,)))
    assert e.value.rule == "601.2h" and g.fingerprint() == before


def test_convoke_with_x_is_listed_up_to_what_can_be_paid() -> None:
    colossus = load_card("Worldsoul Colossus")  # {X}{G}{W}, convoke, X +1/+1 counters
    g = _game(
        (0, Zone.HAND, colossus),
        (0, Zone.BATTLEFIELD, FOREST),
        (0, Zone.BATTLEFIELD, land("Plains", "W")),
        (0, Zone.BATTLEFIELD, creature("Bear", 2, 2)),
        (0, Zone.BATTLEFIELD, creature("Bear", 2, 2)),
    )
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    # 107.3: the lands pay {G}{W}; each convoking creature pays one generic (702.51a)
    assert max(a.x for a in casts) == 2
    assert max(a.x for a in casts if not a.convoke) == 0
    assert {(a.x, len(a.convoke)) for a in casts if a.convoke} >= {(1, 1), (2, 2)}
    for a in casts:
        g.clone().apply(a)  # every listed cast is accepted
    big = next(a for a in casts if a.x == 2)
    g.apply(big)
    g.apply(PassPriority())
    g.apply(PassPriority())
    body = _ids(g, "Worldsoul Colossus")[0]
    assert g.objects[body].zone is Zone.BATTLEFIELD
    assert g.objects[body].counters.get("+1/+1") == 2


def test_mana_creatures_and_summoning_sick_creatures_convoke() -> None:
    stoke = load_card("Stoke the Flames")
    elves = load_card("Llanowar Elves")
    g = _game(
        (0, Zone.HAND, stoke),
        (0, Zone.BATTLEFIELD, elves),
        (0, Zone.BATTLEFIELD, RED_GOBLIN),
        (0, Zone.BATTLEFIELD, MOUNTAIN),
    )
    elf, goblin = _ids(g, "Llanowar Elves")[0], _ids(g, "Goblin")[0]
    g.objects[elf].controlled_since_turn = -1  # a mana source
    g.objects[goblin].controlled_since_turn = g.turn_number  # summoning sick: still convokes
    # the Goblin pays {R}, the Elves {1}: {1}{R} is left for one Mountain: nothing listed
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    # the Goblin alone (the Elves tap for mana), or the Goblin and the Elves convoking
    assert {a.convoke for a in casts} == {(goblin,), tuple(sorted((elf, goblin)))}
    for a in casts:
        g.clone().apply(a)
    g.apply(next(a for a in casts if len(a.convoke) == 2))
    assert g.objects[elf].tapped and g.objects[goblin].tapped
