"""legal_actions() is exact: every listed action is accepted, and the finite kinds of answer
apply() accepts are listed (modes, X, loyalty, once-each-turn, counters, life)."""

from __future__ import annotations

import random

from helpers import FOREST, MOUNTAIN, creature
from mtgrules.cards import ir, load_card
from mtgrules.decisions import (
    ActivateAbility,
    AttackDeclaration,
    AttackSpec,
    BlockSpec,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
)
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.zones import Zone


def _all_apply(g: Game) -> None:
    for a in g.legal_actions():
        probe = g.clone()
        try:
            probe.apply(a)
        except IllegalActionError as e:  # pragma: no cover - the failure message
            raise AssertionError(f"listed but refused: {a!r}: {e}") from e


def _game(*cards: tuple[int, Zone, ir.CardDefinition], life: int = 20) -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for p, zone, c in cards:
        g.add_card(p, zone, c)
    for p in range(2):
        for _ in range(5):
            g.add_card(p, Zone.LIBRARY, FOREST)
    g.players[0].life = life
    g.start(0, "main1")
    return g


def test_loyalty_abilities_once_each_turn_and_never_more_than_the_loyalty() -> None:
    huatli = load_card("Huatli, Dinosaur Knight")  # [+2], [-3], [-7]; loyalty 4
    g = _game((0, Zone.BATTLEFIELD, huatli), (1, Zone.BATTLEFIELD, creature("Bear", 2, 2)))
    pw = next(o for o in g.battlefield_objects() if o.name == huatli.name)
    acts = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == pw.id]
    assert {a.index for a in acts} == {0}  # -3 needs a Dinosaur; -7 more loyalty than 4 (606.4)
    _all_apply(g)
    g.apply(acts[0])
    assert not any(isinstance(a, ActivateAbility) for a in g.legal_actions())  # 606.3


def test_modal_spell_listed_with_its_modes() -> None:
    charm = load_card("Golgari Charm")
    g = _game(
        (0, Zone.HAND, charm),
        (0, Zone.BATTLEFIELD, load_card("Swamp")),
        (0, Zone.BATTLEFIELD, load_card("Forest")),
        (1, Zone.BATTLEFIELD, creature("Bear", 2, 2)),
    )
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    # 700.2: mode 2 needs an enchantment to target; modes 1 and 3 are listed
    assert sorted(a.modes for a in casts) == [(1,), (3,)]
    _all_apply(g)


def test_life_payment_needs_the_life_and_once_each_turn_is_kept() -> None:
    pay = ir.CardDefinition(
        name="Life Pump",
        types=("artifact",),
        abilities=(
            ir.ActivatedAbility(
                ir.Cost(pay_life=3), (ir.GainLife(1, ir.YouRef()),), once_each_turn=True
            ),
        ),
    )
    g = _game((0, Zone.BATTLEFIELD, pay), life=3)
    acts = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]
    assert len(acts) == 1
    _all_apply(g)
    g.apply(acts[0])
    assert not any(isinstance(a, ActivateAbility) for a in g.legal_actions())  # 602.5b
    g2 = _game((0, Zone.BATTLEFIELD, pay), life=2)
    assert not any(isinstance(a, ActivateAbility) for a in g2.legal_actions())  # 119.4


def test_removing_counters_needs_the_counters() -> None:
    rem = ir.CardDefinition(
        name="Counter Battery",
        types=("artifact",),
        abilities=(
            ir.ActivatedAbility(
                ir.Cost(remove_counters=(("charge", 2),)), (ir.GainLife(1, ir.YouRef()),)
            ),
        ),
    )
    g = Game(["Alice", "Bob"], seed=1)
    g.add_card(0, Zone.BATTLEFIELD, rem, counters={"charge": 3})
    g.start(0, "main1")
    acts = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]
    assert len(acts) == 1
    g.apply(acts[0])
    assert not any(isinstance(a, ActivateAbility) for a in g.legal_actions())  # 1 left


def test_x_spells_list_every_payable_x() -> None:
    blaze = load_card("Blaze")  # {X}{R}: X damage to any target
    g = _game(
        (0, Zone.HAND, blaze),
        *[(0, Zone.BATTLEFIELD, MOUNTAIN) for _ in range(3)],
    )
    xs = {a.x for a in g.legal_actions() if isinstance(a, CastSpell)}
    assert xs == {0, 1, 2}  # 107.3: X up to what the three Mountains pay
    _all_apply(g)


def test_attack_spec_requires_creatures_that_attack_each_combat() -> None:
    spec = AttackSpec(((1, (Target(player=1),)), (2, (Target(player=1),))), must_attack=(2,))
    assert spec.validate(DeclareAttackers(((1, Target(player=1)),))) is not None
    assert "508.1d" in (spec.validate(DeclareAttackers(())) or "")
    rng = random.Random(3)
    for _ in range(50):
        assert spec.validate(spec.sample(rng)) is None
    assert spec.default() == DeclareAttackers(((2, Target(player=1)),))


def test_block_spec_requirements_and_menace() -> None:
    spec = BlockSpec(
        options=((10, (1, 2)), (11, (1, 2)), (12, (2,))),
        limits=((10, 1), (11, 1), (12, 1)),
        requirements=((10, 1),),
        menace=(2,),
    )
    assert "509.1c" in (spec.validate(DeclareBlockers(())) or "")
    assert "702.111b" in (spec.validate(DeclareBlockers(((10, (1,)), (12, (2,))))) or "")
    assert spec.validate(DeclareBlockers(((10, (1,)), (11, (2,)), (12, (2,))))) is None
    rng = random.Random(5)
    for _ in range(100):
        assert spec.validate(spec.sample(rng)) is None
    assert spec.validate(spec.default()) is None


def test_declare_attackers_decision_carries_a_spec_apply_agrees_with() -> None:
    attacker = creature("Berserker", 2, 2, ir.StaticAbility(ir.AttacksEachCombat(ir.SelfRef())))
    g = _game((0, Zone.BATTLEFIELD, attacker), (0, Zone.BATTLEFIELD, creature("Bear", 2, 2)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(g.legal_actions()[0])  # pass to combat
    d = g.pending
    assert d is not None and d.kind == "declare_attackers"
    assert isinstance(d, AttackDeclaration)
    spec = d.spec
    assert isinstance(spec, AttackSpec) and len(spec.must_attack) == 1
    probe = g.clone()
    try:
        probe.apply(DeclareAttackers(()))
        raise AssertionError("no attack was accepted")
    except IllegalActionError as e:
        assert "508.1d" in str(e) or e.rule == "508.1d"
    rng = random.Random(1)
    for _ in range(10):
        g.clone().apply(spec.sample(rng))


def test_mana_ability_that_chooses_its_color_asks_and_keeps_priority() -> None:
    """605.3a, 106.1: a Treasure's "Add one mana of any color" activated at priority asks
    for the color, adds it, and its controller keeps priority (it once raised an internal
    NeedDecision out of apply)."""
    treasure = ir.CardDefinition(
        name="Treasure",
        types=("artifact",),
        subtypes=("Treasure",),
        is_token=True,
        abilities=(
            ir.ActivatedAbility(
                ir.Cost(tap=True, sacrifice_self=True), (ir.AddMana("", any_color=True),)
            ),
        ),
    )
    g = Game(["Alice", "Bob"], seed=1)
    g.add_card(1, Zone.BATTLEFIELD, treasure)
    for p in range(2):
        g.add_card(p, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    from mtgrules.decisions import PassPriority

    g.apply(PassPriority())  # Bob gets priority
    acts = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]
    assert len(acts) == 1
    g.apply(acts[0])
    d = g.pending
    assert d is not None and d.kind == "choose" and d.player == 1
    g.apply(g.legal_actions()[3])  # "R"
    assert str(g.players[1].mana_pool) in ("{R}", "R")
    assert g.pending is not None and g.pending.kind == "priority" and g.pending.player == 1
    assert not [o for o in g.battlefield_objects() if o.name == "Treasure"]
