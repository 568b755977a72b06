"""Text-changing effects (612) in layer 3 (613.1c): Sleight of Mind, Magical Hack."""

from __future__ import annotations

from mtgrules.cards import ir, load_card
from mtgrules.cards.render import render_abilities
from mtgrules.rules.text_changing import BASIC_MANA_ABILITY, substitute


def test_both_cards_load_and_render_back() -> None:
    for name, kind in (("Sleight of Mind", "color"), ("Magical Hack", "land")):
        card = load_card(name)
        spell = card.abilities[0]
        assert isinstance(spell, ir.SpellAbility)
        effect = spell.effects[0]
        assert isinstance(effect, ir.ChangeText) and effect.kind == kind and effect.or_spell
        words = "color word" if kind == "color" else "basic land type"
        assert render_abilities(card.abilities, name) == (
            "Change the text of target spell or permanent by replacing all instances of one "
            f"{words} with another."
        )


def test_protection_color_rewritten_612_2() -> None:
    paladin = load_card("Paladin en-Vec").abilities
    out = substitute(paladin, "color", "B", "W")
    qualities = [a.quality.value for a in out if isinstance(a, ir.Keyword) and a.quality]
    assert qualities == ["W", "R"]
    assert substitute(paladin, "color", "G", "U") is paladin  # nothing to change


def test_filter_colors_rewritten_not_mana_symbols_612_2() -> None:
    terror = load_card("Terror").abilities
    out = substitute(terror, "color", "B", "G")
    spell = out[0]
    assert isinstance(spell, ir.SpellAbility)
    assert spell.targets[0].filter is not None
    assert spell.targets[0].filter.non_colors == frozenset({"G"})
    shade = load_card("Frozen Shade").abilities  # "{B}: ..." is a mana symbol, not a word
    assert substitute(shade, "color", "B", "W") == shade


def test_landwalk_and_land_filters_rewritten() -> None:
    wraith = load_card("Bog Wraith").abilities
    out = substitute(wraith, "land", "Swamp", "Island")
    assert isinstance(out[0], ir.Keyword) and out[0].name == "islandwalk"
    assert BASIC_MANA_ABILITY["Swamp"] != BASIC_MANA_ABILITY["Island"]
