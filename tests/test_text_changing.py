"""Text-changing effects (612) in layer 3 (613.1c): Sleight of Mind, Magical Hack."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir, load_card
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import definition_from_record
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.errors import CardTextError, IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import characteristics
from mtgrules.rules.text_changing import BASIC_MANA_ABILITY, substitute
from mtgrules.zones import Zone


def test_both_cards_are_read_and_render_back() -> None:
    for name, kind in (("Sleight of Mind", "color"), ("Magical Hack", "land")):
        card = definition_from_record(CardDatabase.bundled().get(name))
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


def test_the_cards_wait_for_spell_targets() -> None:
    """612.1: "target spell or permanent": a spell can't be the target yet, so both cards
    are refused whole (never played half-understood), with the gap named."""
    for name in ("Sleight of Mind", "Magical Hack"):
        with pytest.raises(CardTextError, match=r"changing the text of a spell \(612\.1\)"):
            load_card(name)


def _game_with(bob_battlefield: list[str], alice_hand: list[str]) -> tuple[Game, dict[str, int]]:
    g = Game(["Alice", "Bob"])
    ids: dict[str, int] = {}
    for n in alice_hand:
        ids[n] = g.add_card(0, Zone.HAND, load_card(n)).id
    for n in bob_battlefield:
        ids[n] = g.add_card(1, Zone.BATTLEFIELD, load_card(n)).id
    g.start(0, "main1", 3)
    return g, ids


def _change_text(g: Game, oid: int, kind: str, old: str, new: str) -> None:
    """The layer-3 effect Sleight of Mind / Magical Hack create on resolution (612.1)."""
    characteristics.add_continuous_effect(
        g,
        0,
        "Sleight of Mind",
        ir.Duration.PERMANENT,
        frozenset({oid}),
        rule="613.1c",
        text_change=(kind, old, new),
    )


def _cast(g: Game, card: int, target: int) -> None:
    g.apply_as_judge(CastSpell(card=card, targets=((Target(object_id=target),),), free=True))


def test_black_to_white_changes_who_can_target_paladin_en_vec() -> None:
    """612.2, 613.1c, 702.16b: protection from black becomes protection from white."""
    g, ids = _game_with(["Paladin en-Vec"], ["Terror", "Swords to Plowshares"])
    paladin = ids["Paladin en-Vec"]
    with pytest.raises(IllegalActionError, match="protection from black"):
        _cast(g, ids["Terror"], paladin)
    _change_text(g, paladin, "color", "B", "W")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="protection from white"):
        _cast(g, ids["Swords to Plowshares"], paladin)
    assert g.fingerprint() == before
    _cast(g, ids["Terror"], paladin)
    while g.stack:
        g.apply(PassPriority())
    assert paladin not in g.battlefield  # destroyed (701.8): a new object in the graveyard
    assert [g.objects[i].name for i in g.players[1].graveyard] == ["Paladin en-Vec"]


def test_swampwalk_becomes_islandwalk_and_a_swamp_taps_for_blue() -> None:
    """612.2, 613.1c, 702.14, 305.6: a basic land type changed in text and type line."""
    g, ids = _game_with(["Bog Wraith", "Swamp"], [])
    _change_text(g, ids["Bog Wraith"], "land", "Swamp", "Island")
    _change_text(g, ids["Swamp"], "land", "Swamp", "Island")
    wraith = characteristics.chars(g, ids["Bog Wraith"])
    assert any(isinstance(a, ir.Keyword) and a.name == "islandwalk" for a in wraith.abilities)
    swamp = characteristics.chars(g, ids["Swamp"])
    assert "Island" in swamp.subtypes and "Swamp" not in swamp.subtypes
    assert swamp.name == "Swamp"  # 612.2: a name isn't changed
