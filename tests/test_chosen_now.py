"""h-chosen (issue 12): "Choose a creature type." as an instruction (608.2d), and "of the
chosen type" / "of that type" / "that aren't of the chosen type" in the later instructions
of the same resolution, filled in with the type chosen (608.2c, 611.2a)."""

from __future__ import annotations

import pytest

from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.ir import CardDefinition, ChooseValue, Filter, Quality, QualityKind
from mtgrules.cards.ir.refs import CHOSEN_TYPE, THAT_TYPE
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.rules import chosen_values
from mtgrules.rules.support import engine_gaps

TEXTS = [
    "Choose a creature type. Creatures that aren't of the chosen type get -3/-3 until end of turn.",
    "Choose a creature type. Draw a card for each permanent you control of that type.",
    "Choose a creature type. You gain 2 life for each permanent you control of that type.",
    "Choose a creature type. Destroy all creatures that aren't of the chosen type.",
    "Choose a creature type. Creatures you control of the chosen type get +1/+0 and gain "
    "indestructible until end of turn.",
    "When this creature dies, choose a creature type. Shuffle all creature cards of that type "
    "from your graveyard into your library.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("sorcery",))
    assert render_abilities(abilities, "Test Card") == text


def test_the_ir() -> None:
    (ab,) = parse_oracle(
        "Choose a creature type. Draw a card for each permanent you control of that type.",
        "Test Card",
        ("sorcery",),
    )
    assert ab.effects[0] == ChooseValue("creature type")  # type: ignore[union-attr]


def test_fill_replaces_every_form_and_keeps_the_rest() -> None:
    f = Filter(types=frozenset({"creature"}), subtypes=frozenset({CHOSEN_TYPE}))
    assert chosen_values.fill_chosen_type(f, "Elf").subtypes == frozenset({"Elf"})
    g = Filter(non_subtypes=frozenset({CHOSEN_TYPE}), subtypes=frozenset({THAT_TYPE}))
    filled = chosen_values.fill_chosen_type((g,), "Goblin")
    assert filled[0].non_subtypes == frozenset({"Goblin"})
    assert filled[0].subtypes == frozenset({"Goblin"})
    plain = Filter(types=frozenset({"creature"}))
    assert chosen_values.fill_chosen_type(plain, "Elf") is plain  # nothing to fill


@pytest.mark.parametrize(
    "name",
    [
        "Crippling Fear",
        "Distant Melody",
        "Kindred Dominance",
        "Roar of the Crowd",
        "Pol Jamaar, Illusionist",
        "Elvish Soultiller",
    ],
)
def test_the_cards_are_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


@pytest.mark.parametrize(
    "text",
    [
        # no "Choose a creature type." before it: nothing fills it in (608.2d)
        "Draw a card for each creature you control of that type.",
        "Destroy all creatures that aren't of the chosen type.",
        # chosen after the instruction that reads it
        "Draw a card for each creature you control of that type. Choose a creature type.",
    ],
)
def test_unfilled_stays_refused(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("sorcery",))
    card = CardDefinition(name="Test Card", types=("sorcery",), abilities=tuple(abilities))
    assert any("type" in gap for gap in engine_gaps(card))


COLOR_TEXT = (
    "{2}{W}: Choose a color. Creatures you control gain protection from the chosen color until "
    "end of turn."
)


def test_choose_a_color_reads_renders_and_is_supported() -> None:
    abilities = parse_oracle(COLOR_TEXT, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == COLOR_TEXT
    card = CardDefinition(name="Test Card", types=("creature",), abilities=tuple(abilities))
    assert engine_gaps(card) == []


def test_fill_chosen_color() -> None:
    q = Quality(QualityKind.CHOSEN_COLOR)
    assert chosen_values.fill_chosen_color((q,), "R") == (Quality(QualityKind.COLOR, "R"),)
    f = Filter(subtypes=frozenset({CHOSEN_TYPE}))
    assert chosen_values.fill_chosen_color(f, "R") is f  # a color fills no creature type


def test_an_unused_color_choice_is_refused() -> None:
    abilities = parse_oracle("{T}: Choose a color. Draw a card.", "Test Card", ("artifact",))
    card = CardDefinition(name="Test Card", types=("artifact",), abilities=tuple(abilities))
    assert any("Choose a color" in gap for gap in engine_gaps(card))


def test_becomes_that_type_other_than_wall() -> None:
    text = (
        "{1}{U}: Choose a creature type other than Wall. Target creature becomes that type "
        "until end of turn."
    )
    abilities = parse_oracle(text, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text
    assert abilities[0].effects[0] == ChooseValue("creature type", other_than="Wall")  # type: ignore[union-attr]
    card = CardDefinition(name="Test Card", types=("creature",), abilities=tuple(abilities))
    assert engine_gaps(card) == []
    # with no choice before it, "that type" is never filled in: refused
    alone = parse_oracle("{1}: Target creature becomes that type.", "Test Card", ("creature",))
    card = CardDefinition(name="Test Card", types=("creature",), abilities=tuple(alone))
    assert chosen_values.gap(card) != []


def test_the_type_chosen_as_it_entered_in_its_other_abilities() -> None:
    # 607.2, 614.12a: filled in from the source as its abilities resolve
    assert card_gaps(CardDatabase.bundled().get("Brass Herald")) == []
    assert card_gaps(CardDatabase.bundled().get("Icon of Ancestry")) == []
    # a trigger condition and a cost reduction naming it are not filled in: still refused
    assert card_gaps(CardDatabase.bundled().get("Species Specialist")) != []
    assert card_gaps(CardDatabase.bundled().get("Herald's Horn")) != []
    # a mana ability's spending restriction isn't filled in by the payment planner (106.6)
    assert card_gaps(CardDatabase.bundled().get("Pillar of Origins")) != []
