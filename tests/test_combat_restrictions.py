"""Restrictions on the whole declaration (506.5, 508.1c, 509.1b): "can't be blocked by more
than one creature", "can't attack/block alone", "can't attack you"; the declaration specs
(decisions.AttackSpec / BlockSpec) agree with the engine."""

from __future__ import annotations

import random

import pytest

from helpers import creature
from mtgrules.cards import ir
from mtgrules.decisions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import declarations
from mtgrules.zones import Zone

BOB = Target(player=1)


def cant(what: str) -> ir.Restriction:
    return ir.Restriction(ir.SelfRef(), frozenset({what}))


def at_attack(*alice: object, bob: tuple[object, ...] = ()) -> tuple[Game, list[int], list[int]]:
    g = Game(["Alice", "Bob"])
    a = [g.add_card(0, Zone.BATTLEFIELD, c).id for c in alice]  # type: ignore[arg-type]
    b = [g.add_card(1, Zone.BATTLEFIELD, c).id for c in bob]  # type: ignore[arg-type]
    g.start(0, "declare_attackers")
    return g, a, b


def to_blockers(g: Game) -> None:
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())


def test_cant_be_blocked_by_more_than_one_creature() -> None:
    rhino = creature("Rhino", 4, 4, cant("be blocked by more than one creature"))
    g, (r,), (b1, b2) = at_attack(rhino, bob=(creature("B1", 2, 2), creature("B2", 2, 2)))
    g.apply(DeclareAttackers(((r, BOB),)))
    to_blockers(g)
    spec = declarations.block_spec(g, 1)
    assert spec.single == (r,)
    two = DeclareBlockers(((b1, (r,)), (b2, (r,))))
    assert spec.validate(two) is not None
    for seed in range(20):  # every sampled declaration is legal
        assert spec.validate(spec.sample(random.Random(seed), p=1.0)) is None
    with pytest.raises(IllegalActionError, match=r"more than one creature.*509\.1b"):
        g.apply(two)
    assert g.combat.blocked_by.get(r) is None  # state unchanged
    g.apply(DeclareBlockers(((b1, (r,)),)))
    assert g.combat.blocked_by[r] == [b1]


def test_cant_block_alone() -> None:
    hulk = creature("Hulk", 5, 5, cant("block alone"))
    g, (a,), (h, bear) = at_attack(creature("Bear", 2, 2), bob=(hulk, creature("Cub", 1, 1)))
    g.apply(DeclareAttackers(((a, BOB),)))
    to_blockers(g)
    spec = declarations.block_spec(g, 1)
    assert spec.not_alone == (h,)
    with pytest.raises(IllegalActionError, match=r"can't block alone.*509\.1b"):
        g.apply(DeclareBlockers(((h, (a,)),)))
    assert spec.validate(DeclareBlockers(((h, (a,)),))) is not None
    for seed in range(20):
        assert spec.validate(spec.sample(random.Random(seed))) is None
    g.apply(DeclareBlockers(((h, (a,)), (bear, (a,)))))
    assert sorted(g.combat.blocked_by[a]) == sorted([h, bear])


def test_cant_attack_alone() -> None:
    construct = creature("Construct", 3, 3, cant("attack alone"))
    g, (lone, other), _ = at_attack(construct, creature("Cub", 1, 1))
    spec = declarations.attack_spec(g)
    assert spec.not_alone == (lone,)
    with pytest.raises(IllegalActionError, match=r"can't attack alone.*508\.1c"):
        g.apply(DeclareAttackers(((lone, BOB),)))
    assert not g.combat.attackers
    for seed in range(20):
        assert spec.validate(spec.sample(random.Random(seed))) is None
    g.apply(DeclareAttackers(((lone, BOB), (other, BOB))))
    assert set(g.combat.attackers) == {lone, other}


def test_cant_attack_you_protects_the_restrictions_controller_only() -> None:
    no_flyers = ir.Restriction(
        ir.EachRef(ir.Filter(types=frozenset({"creature"}), without_keyword="flying")),
        frozenset({"attack you"}),
    )
    wall = ir.CardDefinition(name="Ward", types=("enchantment",), abilities=(no_flyers,))
    g = Game(["Alice", "Bob", "Carol"])
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2)).id
    g.add_card(1, Zone.BATTLEFIELD, wall)
    g.start(0, "declare_attackers")
    spec = declarations.attack_spec(g)
    assert dict(spec.options)[bear] == (Target(player=2),)
    with pytest.raises(IllegalActionError, match=r"can't attack Bob \(508\.1c\)"):
        g.apply(DeclareAttackers(((bear, BOB),)))
    g.apply(DeclareAttackers(((bear, Target(player=2)),)))
    assert g.combat.attackers[bear] == Target(player=2)


def test_mogg_flunkies_reads_attack_or_block_alone() -> None:
    from mtgrules.cards.database import CardDatabase
    from mtgrules.cards.parser import definition_from_record

    card = definition_from_record(CardDatabase.bundled().get("Mogg Flunkies"))
    (r,) = card.abilities
    assert isinstance(r, ir.Restriction)
    assert r.cant == {"attack alone", "block alone"}  # 506.5: both "alone"


def test_duration_between_two_predicates() -> None:
    """611.2a: "gets +1/+0 until end of turn and can't be blocked this turn"."""
    from mtgrules.cards.parser import parse_oracle

    (spell,) = parse_oracle(
        "Target creature gets +1/+0 until end of turn and can't be blocked this turn.",
        "Distortion Strike",
        ("instant",),
    )
    assert isinstance(spell, ir.SpellAbility)
    pump, cant_block = spell.effects
    assert pump == ir.ModifyPT(ir.TargetRef(0), 1, 0, ir.Duration.END_OF_TURN)
    assert isinstance(cant_block, ir.RestrictionEffect)
    assert cant_block.cant == {"be blocked"}
    assert cant_block.duration is ir.Duration.END_OF_TURN


def test_cant_be_blocked_except_by_three_or_more() -> None:
    three = cant("be blocked except by three or more creatures")
    bob = tuple(creature(f"B{i}", 1, 1) for i in range(3))
    g, (c,), (b1, b2, b3) = at_attack(creature("Ceratops", 8, 8, three), bob=bob)
    g.apply(DeclareAttackers(((c, BOB),)))
    to_blockers(g)
    spec = declarations.block_spec(g, 1)
    assert spec.three == (c,)
    for seed in range(20):
        assert spec.validate(spec.sample(random.Random(seed))) is None
    with pytest.raises(IllegalActionError, match=r"three or more creatures.*509\.1b"):
        g.apply(DeclareBlockers(((b1, (c,)), (b2, (c,)))))
    g.apply(DeclareBlockers(((b1, (c,)), (b2, (c,)), (b3, (c,)))))
    assert len(g.combat.blocked_by[c]) == 3


def test_defender_cant_attack_until_the_ability_says_so() -> None:
    """702.3b: a static "can attack as though it didn't have defender" lets a creature
    with defender attack; without it, defender forbids the attack."""
    cond_card = creature(
        "Wall",
        0,
        4,
        ir.Keyword("defender"),
        ir.StaticAbility(ir.AttackDespiteDefender(ir.SelfRef())),  # type: ignore[arg-type]
    )
    g, (w,), _ = at_attack(cond_card)
    assert dict(declarations.attack_spec(g).options).get(w)
    plain = creature("Plain Wall", 0, 4, ir.Keyword("defender"))
    g2, (p,), _ = at_attack(plain)
    with pytest.raises(IllegalActionError, match=r"702\.3b"):
        g2.apply(DeclareAttackers(((p, BOB),)))
