"""Tests of the renderer (render.py): abilities back to Oracle text."""

from __future__ import annotations

import pytest

from mtgrules.cards.ir import (
    ANY_CREATURE,
    ActivatedAbility,
    AddMana,
    AttachedRef,
    Cost,
    CounterSpell,
    CreateToken,
    DealDamage,
    Destroy,
    Draw,
    Duration,
    EachRef,
    Filter,
    GainLife,
    GrantAbilities,
    Keyword,
    ModifyPT,
    Quality,
    QualityKind,
    Regenerate,
    Restriction,
    SelfRef,
    SpellAbility,
    StaticAbility,
    TargetRef,
    TargetSpec,
    Trigger,
    TriggeredAbility,
    TriggerEvent,
    YouRef,
)
from mtgrules.cards.parser import parse_oracle, split_type_line, strip_reminder_text
from mtgrules.cards.render import color_order, pt_text, render_abilities, render_filter
from test_parser import BENCHMARK_CARDS, SEED_CARDS


@pytest.mark.parametrize(("name", "type_line", "text"), SEED_CARDS + BENCHMARK_CARDS)
def test_round_trip(name: str, type_line: str, text: str) -> None:
    abilities = parse_oracle(text, name, split_type_line(type_line)[1])
    assert render_abilities(abilities, name) == strip_reminder_text(text)


def test_strip_reminder_text() -> None:
    text = "Flying (This creature can fly.)\n({G/U} can be paid with {G} or {U}.)\nDraw  a card."
    assert strip_reminder_text(text) == "Flying\nDraw a card."


def test_hand_built_abilities_use_the_card_name_for_itself() -> None:
    bolt = SpellAbility((DealDamage(3, TargetRef(0)),), (TargetSpec("any"),))
    assert render_abilities([bolt], "Lightning Bolt") == (
        "Lightning Bolt deals 3 damage to any target."
    )
    troll = ActivatedAbility(Cost(mana="{G}"), (Regenerate(SelfRef()),))
    assert render_abilities([troll], "Horned Troll", self_name="this creature") == (
        "{G}: Regenerate this creature."
    )


def test_keywords_share_a_line() -> None:
    abilities = [
        Keyword("first strike"),
        Keyword("protection", quality=Quality(QualityKind.COLOR, "B")),
        Keyword("protection", quality=Quality(QualityKind.COLOR, "R")),
    ]
    # without layout each keyword has its own line; protection qualities are listed
    assert render_abilities(abilities, "X") == (
        "First strike\nProtection from black\nProtection from red"
    )
    parsed = parse_oracle("First strike, protection from black and from red", "X", ("creature",))
    assert render_abilities(parsed, "X") == "First strike, protection from black and from red"


def test_keyword_arguments() -> None:
    assert render_abilities([Keyword("equip", cost=Cost(mana="{2}"))], "X") == "Equip {2}"
    assert render_abilities([Keyword("crew", amount=1)], "X") == "Crew 1"
    assert render_abilities([Keyword("enchant", filter=ANY_CREATURE)], "X") == "Enchant creature"
    assert render_abilities([Keyword("ward", cost=Cost(pay_life=2))], "X") == "Ward—Pay 2 life."
    everything = Keyword("protection", quality=Quality(QualityKind.EVERYTHING))
    assert render_abilities([everything], "X") == "Protection from everything"


def test_static_and_triggered() -> None:
    aura = [
        StaticAbility(ModifyPT(AttachedRef(), 2, 0, Duration.WHILE_ATTACHED)),
        Restriction(AttachedRef(), frozenset({"attack", "block"})),
    ]
    assert render_abilities(aura, "X") == (
        "Enchanted creature gets +2/+0.\nEnchanted creature can't attack or block."
    )
    mine = Filter(types=frozenset({"creature"}), controller="you")
    anthem = StaticAbility(GrantAbilities(EachRef(mine), (Keyword("trample"),), Duration.PERMANENT))
    assert render_abilities([anthem], "X") == "Creatures you control have trample."
    etb = TriggeredAbility(Trigger(TriggerEvent.ENTERS), (GainLife(YouRef(), 3),))
    assert render_abilities([etb], "X", self_name="this creature") == (
        "When this creature enters, you gain 3 life."
    )


def test_spell_sentences() -> None:
    wrath = SpellAbility((Destroy(EachRef(ANY_CREATURE), no_regenerate=True),))
    assert render_abilities([wrath], "Wrath of God") == (
        "Destroy all creatures. They can't be regenerated."
    )
    counter = SpellAbility(
        (CounterSpell(TargetRef(0), unless_pays="{3}"), Draw(YouRef(), 2)),
        (TargetSpec("spell", Filter(zone="stack")),),
    )
    assert render_abilities([counter], "X") == (
        "Counter target spell unless its controller pays {3}. Draw two cards."
    )


def test_tokens_and_mana() -> None:
    token = SpellAbility(
        (CreateToken(2, 1, 1, frozenset({"G", "W"}), ("creature",), ("Human", "Soldier")),)
    )
    assert render_abilities([token], "X") == (
        "Create two 1/1 green and white Human Soldier creature tokens."
    )
    mana = ActivatedAbility(Cost(tap=True), (AddMana("", any_color=True),))
    assert render_abilities([mana], "X") == "{T}: Add one mana of any color."


def test_words() -> None:
    assert pt_text(2, 0) == "+2/+0"
    assert pt_text(-1, 0) == "-1/-0"
    assert pt_text(0, -2) == "-0/-2"
    assert color_order(frozenset({"W", "G"})) == ["G", "W"]
    assert color_order(frozenset({"W", "U"})) == ["W", "U"]
    f = Filter(
        types=frozenset({"creature"}),
        non_types=frozenset({"artifact"}),
        non_colors=frozenset({"B"}),
    )
    assert render_filter(f) == "nonartifact, nonblack creature"
    assert (
        render_filter(
            Filter(types=frozenset({"land"}), supertypes=frozenset({"basic"}), zone="library")
        )
        == "basic land card"
    )
    assert render_filter(Filter(subtypes=frozenset({"Elf"})), plural=True) == "Elves"


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("Return target creature card from your graveyard to your hand.", ("sorcery",)),
        ("Target creature can't block this turn.", ("instant",)),
        ("When this Equipment enters, attach it to target creature you control.", ("artifact",)),
        ("Whenever you gain life, put a +1/+1 counter on this creature.", ("creature",)),
        (
            "Gain control of target creature until end of turn. Untap that creature. "
            "It gains haste until end of turn.",
            ("sorcery",),
        ),
        ("Until end of turn, target creature gains flying.", ("instant",)),
        ("Instant and sorcery spells you cast cost {1} less to cast.", ("creature",)),
        (
            "When this creature enters, you may draw a card. If you do, discard a card.",
            ("creature",),
        ),
        (
            "Choose one or both —\n• Destroy target artifact.\n• Destroy target enchantment.",
            ("instant",),
        ),
        ("You draw two cards and you lose 2 life.", ("sorcery",)),
        ("Creatures you control get +1/+1 and have vigilance.", ("enchantment",)),
        ("{1}, Sacrifice another creature or artifact: Draw a card.", ("artifact",)),
        ("Discard a card, Sacrifice this creature: Draw a card.", ("creature",)),
        ("Create a 1/1 green and white Human Soldier creature token.", ("sorcery",)),
        (
            "Whenever you cast an instant or sorcery spell, Wizards you control get +1/+1 until "
            "end of turn.",
            ("creature",),
        ),
    ],
)
def test_template_round_trip(text: str, types: tuple[str, ...]) -> None:
    assert render_abilities(parse_oracle(text, "Card", types), "Card") == text
