"""Combat: attackers, blockers and their restrictions, damage steps and assignment."""

from __future__ import annotations

import pytest

from helpers import PALADIN, creature, kw, prot
from mtgrules.cards import ir
from mtgrules.decisions import AssignCombatDamage, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import characteristics
from mtgrules.zones import Zone

BOB = Target(player=1)


def at_attack(*alice: object, bob: tuple[object, ...] = ()) -> tuple[Game, list[int], list[int]]:
    g = Game(["Alice", "Bob"])
    a = [g.add_card(0, Zone.BATTLEFIELD, c).id for c in alice]  # type: ignore[arg-type]
    b = [g.add_card(1, Zone.BATTLEFIELD, c).id for c in bob]  # type: ignore[arg-type]
    g.start(0, "declare_attackers")
    return g, a, b


def to_blockers(g: Game) -> None:
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())


def test_flying_attacker_cant_be_blocked_by_ground_creature() -> None:
    g, (bird,), (bear,) = at_attack(
        creature("Bird", 1, 1, kw("flying")), bob=(creature("Bear", 2, 2),)
    )
    g.apply(DeclareAttackers(((bird, BOB),)))
    to_blockers(g)
    with pytest.raises(IllegalActionError, match=r"702\.9b"):
        g.apply(DeclareBlockers(((bear, (bird,)),)))


def test_protection_stops_blockers_with_the_quality() -> None:
    red = creature("Red Ogre", 3, 3, cost="{2}{R}")
    g, (pal,), (ogre,) = at_attack(PALADIN, bob=(red,))
    g.apply(DeclareAttackers(((pal, BOB),)))
    to_blockers(g)
    with pytest.raises(IllegalActionError, match=r"protection from red \(702.16f\)"):
        g.apply(DeclareBlockers(((ogre, (pal,)),)))


def test_menace_needs_two_blockers() -> None:
    g, (m,), (b1, b2) = at_attack(
        creature("Menacer", 3, 3, kw("menace")), bob=(creature("B1", 1, 1), creature("B2", 1, 1))
    )
    g.apply(DeclareAttackers(((m, BOB),)))
    to_blockers(g)
    with pytest.raises(IllegalActionError, match=r"702\.111b"):
        g.apply(DeclareBlockers(((b1, (m,)),)))
    g.apply(DeclareBlockers(((b1, (m,)), (b2, (m,)))))
    assert g.combat.blocked_by[m] == [b1, b2]


def test_defender_cant_attack_and_summoning_sick_creature_cant_attack() -> None:
    g = Game(["Alice", "Bob"])
    wall = g.add_card(0, Zone.BATTLEFIELD, creature("Wall", 0, 4, kw("defender")))
    sick = g.add_card(0, Zone.BATTLEFIELD, creature("New", 2, 2), summoning_sick=True)
    g.start(0, "declare_attackers")
    with pytest.raises(IllegalActionError, match=r"702\.3b"):
        g.apply(DeclareAttackers(((wall.id, BOB),)))
    with pytest.raises(IllegalActionError, match=r"302\.6"):
        g.apply(DeclareAttackers(((sick.id, BOB),)))


def test_first_strike_kills_before_regular_damage() -> None:
    g, (knight,), (bear,) = at_attack(
        creature("Knight", 2, 2, kw("first strike")), bob=(creature("Bear", 2, 2),)
    )
    g.apply(DeclareAttackers(((knight, BOB),)))
    to_blockers(g)
    g.apply(DeclareBlockers(((bear, (knight,)),)))
    while g.step == "declare_blockers":
        g.apply(PassPriority())
    assert g.step == "first_strike_damage"
    assert bear not in g.objects
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.step == "combat_damage"
    assert g.objects[knight].damage == 0


def test_trample_must_assign_lethal_counting_other_attackers_damage() -> None:
    # Seed 004's Wall of Glare: a 4/4 and a 3/3 trampler both blocked by a 0/5 wall.
    wall = creature("Wall", 0, 5, kw("defender"), ir.StaticAbility(ir.BlockAnyNumber(ir.SelfRef())))
    g, (big, tr), (w,) = at_attack(
        creature("Big", 4, 4), creature("Trampler", 3, 3, kw("trample")), bob=(wall,)
    )
    g.apply(DeclareAttackers(((big, BOB), (tr, BOB))))
    to_blockers(g)
    g.apply(DeclareBlockers(((w, (big, tr)),)))
    to_blockers(g)
    assert g.pending.kind == "assign_combat_damage"
    wall_t = Target(object_id=w, zone=Zone.BATTLEFIELD)
    with pytest.raises(IllegalActionError, match=r"needs 1, not 0"):
        g.apply(AssignCombatDamage(((tr, ((BOB, 3),)),)))
    g.apply(AssignCombatDamage(((tr, ((wall_t, 1), (BOB, 2))),)))
    assert g.players[1].life == 18


def test_protection_prevents_damage_but_trample_still_needs_lethal() -> None:
    green = creature("Green Trampler", 6, 6, kw("trample"), cost="{4}{G}{G}")
    g, (t,), (p,) = at_attack(green, bob=(creature("Pro-Green", 2, 2, prot("G")),))
    g.apply(DeclareAttackers(((t, BOB),)))
    to_blockers(g)
    g.apply(DeclareBlockers(((p, (t,)),)))
    to_blockers(g)
    pt = Target(object_id=p, zone=Zone.BATTLEFIELD)
    with pytest.raises(IllegalActionError, match=r"702\.19b"):
        g.apply(AssignCombatDamage(((t, ((pt, 1), (BOB, 5))),)))
    g.apply(AssignCombatDamage(((t, ((pt, 2), (BOB, 4))),)))
    assert g.players[1].life == 16
    assert g.objects[p].damage == 0
    assert any(e.rule == "702.16e" for e in g.log)


def test_deathtouch_makes_one_damage_lethal_for_trample() -> None:
    dt = creature("Deadly Trampler", 4, 4, kw("trample"), kw("deathtouch"))
    g, (t,), (b,) = at_attack(dt, bob=(creature("Big Blocker", 1, 8),))
    g.apply(DeclareAttackers(((t, BOB),)))
    to_blockers(g)
    g.apply(DeclareBlockers(((b, (t,)),)))
    to_blockers(g)
    g.apply(AssignCombatDamage(((t, ((Target(object_id=b, zone=Zone.BATTLEFIELD), 1), (BOB, 3))),)))
    assert g.players[1].life == 17
    assert b not in g.objects  # 704.5h


def test_landwalk_makes_the_attacker_unblockable_against_that_land() -> None:
    swamp = ir.CardDefinition(
        name="Swamp", supertypes=("basic",), types=("land",), subtypes=("Swamp",)
    )
    g, (walker,), (bear, _) = at_attack(
        creature("Walker", 2, 2, kw("swampwalk")), bob=(creature("Bear", 2, 2), swamp)
    )
    g.apply(DeclareAttackers(((walker, BOB),)))
    to_blockers(g)
    with pytest.raises(IllegalActionError, match=r"702\.14c"):
        g.apply(DeclareBlockers(((bear, (walker,)),)))


def test_exalted_pumps_a_creature_attacking_alone() -> None:
    g, (attacker, _), _ = at_attack(
        creature("Lone", 2, 2), creature("Exalter", 1, 1, kw("exalted"), kw("defender"))
    )
    g.apply(DeclareAttackers(((attacker, BOB),)))
    assert len(g.stack) == 1  # 702.83a
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert (
        characteristics.chars(g, attacker).power,
        characteristics.chars(g, attacker).toughness,
    ) == (3, 3)


def test_changeling_has_every_creature_type() -> None:
    g = Game(["Alice", "Bob"])
    shifter = g.add_card(0, Zone.BATTLEFIELD, creature("Shifter", 1, 1, kw("changeling")))
    g.start(0, "main1")
    assert {"Goblin", "Elf", "Cleric"} <= characteristics.chars(g, shifter.id).subtypes
