"""Tests of the renderer (cards/render/): abilities back to Oracle text."""

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
    Discard,
    Draw,
    Duration,
    EachRef,
    ExchangeLifeTotals,
    Filter,
    GainLife,
    GrantAbilities,
    Keyword,
    Layout,
    LoyaltyAbility,
    ModifyPT,
    ModifyPTX,
    OpeningHand,
    Quality,
    QualityKind,
    Regenerate,
    RemoveAbilities,
    Restriction,
    SelfRef,
    SetCharacteristics,
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
from test_parser import BENCHMARK_CARDS, SCENARIO_CARDS, SEED_CARDS


@pytest.mark.parametrize(
    ("name", "type_line", "text"), SEED_CARDS + BENCHMARK_CARDS + SCENARIO_CARDS
)
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


def test_loyalty_and_new_abilities_without_layout() -> None:
    # hand-built abilities (no Layout) get the usual Oracle wording
    discard = LoyaltyAbility(1, (Discard(TargetRef(0), 1),), (TargetSpec("player"),))
    minus = LoyaltyAbility(-3, (Draw(YouRef(), 1),))
    zero = LoyaltyAbility(0, (Draw(YouRef(), 2),))
    assert render_abilities([discard, minus, zero], "X") == (
        "[+1]: Target player discards a card.\n[\u22123]: Draw a card.\n[0]: Draw two cards."
    )
    assert render_abilities([OpeningHand()], "X") == (
        "If this card is in your opening hand, you may begin the game with it on the battlefield."
    )
    shroud = StaticAbility(GrantAbilities(YouRef(), (Keyword("shroud"),), Duration.PERMANENT))
    assert render_abilities([shroud], "X") == "You have shroud."
    frog = SpellAbility(
        (
            RemoveAbilities(TargetRef(0), all=True),
            SetCharacteristics(TargetRef(0), 1, 1, frozenset({"U"}), ("Frog",)),
        ),
        (TargetSpec("object", ANY_CREATURE),),
        layout=Layout(joins=(" and ",)),
    )
    assert render_abilities([frog], "X") == (
        "Target creature loses all abilities and becomes a blue Frog with base power and "
        "toughness 1/1 until end of turn."
    )
    swap = SpellAbility((ExchangeLifeTotals(YouRef(), TargetRef(0)),), (TargetSpec("player"),))
    assert render_abilities([swap], "X") == "Exchange life totals with target player."
    minus_x = SpellAbility((ModifyPTX(TargetRef(0), -1, 0),), (TargetSpec("object", ANY_CREATURE),))
    assert render_abilities([minus_x], "X") == "Target creature gets -X/-0 until end of turn."


def test_new_filter_words() -> None:
    assert render_filter(Filter(types=frozenset({"creature"}), in_combat=True)) == (
        "attacking or blocking creature"
    )
    assert render_filter(
        Filter(types=frozenset({"creature"}), controller="enchanted player"), plural=True
    ) == ("creatures enchanted player controls")
    gy = Filter(types=frozenset({"creature"}), zone="graveyard")
    assert render_filter(gy, plural=True, zone_word="from", all_graveyards=True) == (
        "creature cards from all graveyards"
    )


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("Target player's life total becomes 10.", ("sorcery",)),
        ("Your life total becomes 10.", ("sorcery",)),
        ("Exchange life totals with target player.", ("sorcery",)),
        ("Target creature gets +X/+0 until end of turn.", ("instant",)),
        ("All creatures get -X/-X until end of turn.", ("sorcery",)),
        ("{T}: Target creature loses flying until end of turn.", ("creature",)),
        ("Target creature becomes a Frog with base power and toughness 3/3.", ("instant",)),
        (
            "Whenever another creature you control leaves the battlefield, you gain 1 life.",
            ("enchantment",),
        ),
        ("At the beginning of the end step, sacrifice this creature.", ("creature",)),
        ("Exile an instant or sorcery card from your graveyard.", ("sorcery",)),
        ("Return a creature you control to its owner's hand.", ("instant",)),
        ("Card deals 3 damage to each of two targets.", ("sorcery",)),
        (
            "When this creature enters, return another creature you control to its owner's hand.",
            ("creature",),
        ),
        ("Whenever an opponent casts a white spell, they lose 2 life.", ("enchantment",)),
        (
            "Return all artifact and enchantment cards from all graveyards to the battlefield "
            "under their owners' control.",
            ("sorcery",),
        ),
        (
            "When this enchantment enters, exile target creature with mana value 3 or less an "
            "opponent controls until this enchantment leaves the battlefield.",
            ("enchantment",),
        ),
        (
            "When this creature enters, tap target creature an opponent controls. That creature "
            "doesn't untap during its controller's untap step for as long as you control this "
            "creature.",
            ("creature",),
        ),
    ],
)
def test_new_template_round_trip(text: str, types: tuple[str, ...]) -> None:
    assert render_abilities(parse_oracle(text, "Card", types), "Card") == text
