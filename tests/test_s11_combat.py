"""s11 h-combat: combat requirements said by spells and abilities (508.1d, 509.1c): read,
written back, carried out."""

from __future__ import annotations

import random

import pytest

from mtgrules import block_requirements
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import BlockSpec, DeclareBlockers


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("Target creature attacks this turn if able.", ("instant",)),
        ("Target creature blocks this turn if able.", ("instant",)),
        ("{G}: Target creature blocks this creature this turn if able.", ("creature",)),
        ("Target creature blocks target creature this turn if able.", ("sorcery",)),
        ("Target creature must be blocked this turn if able.", ("instant",)),
        ("This creature must be blocked if able.", ("creature",)),
        (
            "Target creature gets +3/+3 until end of turn and must be blocked this turn if able.",
            ("instant",),
        ),
        ("{1}{U}, {T}: Creatures your opponents control attack this turn if able.", ("artifact",)),
    ],
)
def test_round_trip(text: str, types: tuple[str, ...]) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    assert render_abilities(abilities, "Test Card") == text


def test_ir_of_the_one_shot_forms() -> None:
    (a,) = parse_oracle(
        "Target creature blocks this creature this turn if able.", "T", ("instant",)
    )
    (e,) = a.effects  # type: ignore[union-attr]
    assert e == ir.CombatRequirement(ir.TargetRef(0), "block", ir.SelfRef())
    (a,) = parse_oracle("Target creature attacks this turn if able.", "T", ("instant",))
    assert a.effects[0].kind == "attack"  # type: ignore[union-attr]
    (s,) = parse_oracle("This creature must be blocked if able.", "T", ("creature",))
    assert s == ir.StaticAbility(ir.MustBeBlocked(ir.SelfRef()))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "name",
    [
        "Boiling Blood",
        "Culling Mark",
        "Hunt Down",
        "Gaea's Protector",
        "Matsu-Tribe Decoy",
        "Compelled Duel",
        "Razorgrass Screen",
        "Suicidal Charge",
    ],
)
def test_cards_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


# --- 509.1c on a declaration's data (block_requirements, BlockSpec) ----------------------


def _spec(**kw: object) -> BlockSpec:
    base: dict[str, object] = {
        "options": ((10, (1, 2)), (11, (1, 2))),
        "limits": ((10, 1), (11, 1)),
    }
    base.update(kw)
    return BlockSpec(**base)  # type: ignore[arg-type]


def _blocks(**b: tuple[int, ...]) -> DeclareBlockers:
    return DeclareBlockers(tuple((int(k[1:]), v) for k, v in b.items()))


def test_must_be_blocked_needs_one_blocker() -> None:
    spec = _spec(must_be_blocked=(1,))
    assert spec.validate(DeclareBlockers(())) is not None  # 509.1c
    assert spec.validate(_blocks(b10=(2,))) is not None  # 11 is free to block it
    assert spec.validate(_blocks(b10=(2,), b11=(2,))) is not None  # 10 could move to it
    assert spec.validate(_blocks(b10=(1,))) is None
    assert spec.validate(spec.default()) is None


def test_must_be_blocked_yields_to_a_pair_requirement() -> None:
    spec = _spec(options=((10, (1, 2)),), limits=((10, 1),), requirements=((10, 2),))
    spec = BlockSpec(**{**_fields(spec), "must_be_blocked": (1,)})  # type: ignore[arg-type]
    assert spec.validate(_blocks(b10=(2,))) is None  # it obeys its own requirement


def _fields(spec: BlockSpec) -> dict[str, object]:
    return {f: getattr(spec, f) for f in spec.__dataclass_fields__}


def test_must_block_any_attacker() -> None:
    spec = _spec(must_block=(10,))
    assert spec.validate(DeclareBlockers(())) is not None  # 509.1c
    assert spec.validate(_blocks(b11=(1,))) is not None
    assert spec.validate(_blocks(b10=(2,))) is None
    assert spec.validate(spec.default()) is None


def test_must_block_a_menace_attacker_needs_a_partner() -> None:
    spec = _spec(options=((10, (1,)),), limits=((10, 1),), menace=(1,), must_block=(10,))
    assert spec.validate(DeclareBlockers(())) is None  # 702.111b: it can't obey alone
    spec = _spec(menace=(1, 2), must_block=(10,))
    assert spec.validate(DeclareBlockers(())) is not None
    assert spec.validate(spec.default()) is None


def test_sample_is_always_legal() -> None:
    rng = random.Random(5)
    for kw in (
        {"must_block": (10,)},
        {"must_be_blocked": (1,)},
        {"must_block": (10, 11), "must_be_blocked": (2,), "menace": (1,)},
        {"must_be_blocked": (1, 2), "single": (1,)},
    ):
        spec = _spec(**kw)
        for _ in range(30):
            assert spec.validate(spec.sample(rng)) is None, kw


def test_problem_is_none_without_requirements() -> None:
    d = block_requirements.BlockData(
        {10: (1,)}, {10: 1}, frozenset(), {1: 1}, frozenset(), frozenset()
    )
    assert block_requirements.problem(d, {}) is None


# --- 701.15: goad; 508.1d: "attacks you this turn if able" ---------------------------------


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("Goad target creature.", ("sorcery",)),
        ("Goad all creatures you don't control.", ("sorcery",)),
        (
            "When this creature enters, tap target creature an opponent controls. Goad it.",
            ("creature",),
        ),
        ("Enchanted creature gets +1/+1 and is goaded.", ("enchantment",)),
        ("{T}: Target creature an opponent controls attacks you this turn if able.", ("creature",)),
        ("All creatures able to block target creature this turn do so.", ("sorcery",)),
        (
            "Whenever this creature attacks, target creature defending player controls blocks it "
            "this combat if able.",
            ("creature",),
        ),
    ],
)
def test_goad_and_lure_round_trip(text: str, types: tuple[str, ...]) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    assert render_abilities(abilities, "Test Card") == text


def test_attack_spec_best_targets() -> None:
    from mtgrules.decisions import AttackSpec, DeclareAttackers
    from mtgrules.objects import Target

    alice, carol = Target(player=0), Target(player=2)
    spec = AttackSpec(options=((5, (alice, carol)),), must_attack=(5,), best=((5, (carol,)),))
    assert spec.validate(DeclareAttackers(())) is not None  # 508.1d
    assert spec.validate(DeclareAttackers(((5, alice),))) is not None  # 701.15b
    assert spec.validate(DeclareAttackers(((5, carol),))) is None
    assert spec.validate(spec.default()) is None
    rng = random.Random(3)
    assert all(spec.validate(spec.sample(rng)) is None for _ in range(20))


@pytest.mark.parametrize(
    "name", ["Disrupt Decorum", "Bloodthirsty Blade", "Alluring Siren", "Taunting Challenge"]
)
def test_goad_cards_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


@pytest.mark.parametrize(
    "text",
    [
        "{R}: Target creature can't block this creature this turn.",
        "{1}{R}: Creatures without defender can't block this creature this turn.",
    ],
)
def test_cant_block_it_round_trip(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text
    (e,) = abilities[0].effects  # type: ignore[union-attr]
    assert isinstance(e, ir.CantBlockIt) and e.against == ir.SelfRef()


def test_life_lost_this_way_round_trip() -> None:
    text = "Each opponent loses 3 life. You gain life equal to the life lost this way."
    (a,) = parse_oracle(text, "Test Card", ("sorcery",))
    assert render_abilities((a,), "Test Card") == text
    assert a.effects[1].amount == ir.LifeLostAmount()  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("This creature attacks or blocks each combat if able.", ("creature",)),
        (
            "When this creature enters, you may have target creature block it this turn if able.",
            ("creature",),
        ),
    ],
)
def test_attacks_or_blocks_and_may_have_block_round_trip(text: str, types: tuple[str, ...]) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    assert render_abilities(abilities, "Test Card") == text


def test_blockable_despite_landwalk_round_trip() -> None:
    text = "Creatures with islandwalk can be blocked as though they didn't have islandwalk."
    abilities = parse_oracle(text, "Test Card", ("enchantment",))
    assert render_abilities(abilities, "Test Card") == text
    (s,) = abilities
    assert s.effect.keyword == "islandwalk"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    [
        "This creature can't block creatures with power 2 or greater.",
        "Enchanted creature can't block creatures you control.",
        "Creatures with flying can't block creatures you control.",
    ],
)
def test_cant_block_filter_round_trip(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text
    assert isinstance(abilities[-1].effect, ir.CantBlockFilter)  # type: ignore[union-attr]


def test_block_any_this_turn_round_trip() -> None:
    text = "Target creature can block any number of creatures this turn."
    abilities = parse_oracle(text, "Test Card", ("instant",))
    assert render_abilities(abilities, "Test Card") == text
    assert isinstance(abilities[0].effects[0], ir.BlockAnyThisTurn)  # type: ignore[union-attr]


@pytest.mark.parametrize("name", ["Bident of Thassa", "Goblin Diplomats"])
def test_group_requirement_refused(name: str) -> None:
    # 611.2c: "Creatures your opponents control attack this turn if able" would apply to
    # creatures that come under their control later too: refused until that is carried out
    gaps = card_gaps(CardDatabase.bundled().get(name))
    assert any("611.2c" in g for g in gaps)
