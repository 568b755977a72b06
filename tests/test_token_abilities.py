"""A token's quoted abilities (111.1, 113.2): read by the same grammar, given to the token,
written back exactly, and checked by the engine's support table like any other ability."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.parser import close_quotes, parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError
from mtgrules.rules.support import engine_gaps

SPAWN = (
    "When this creature enters, create a 0/1 colorless Eldrazi Spawn creature token. "
    'It has "Sacrifice this token: Add {C}."'
)


def _token(text: str) -> ir.CreateToken:
    (ability,) = parse_oracle(text, "Test Card", ("creature",))
    effect = ability.effects[0]  # type: ignore[union-attr]
    assert isinstance(effect, ir.CreateToken)
    assert render_abilities((ability,), "Test Card") == text
    return effect


def test_it_has_a_quoted_mana_ability() -> None:
    tok = _token(SPAWN)
    (granted,) = tok.abilities
    assert isinstance(granted, ir.ActivatedAbility)
    assert granted.cost.sacrifice_self
    assert granted.is_mana_ability  # 605.1a
    assert granted.effects == (ir.AddMana("{C}"),)


def test_they_have_then_another_sentence() -> None:
    text = (
        "When this creature enters, create two 1/1 red Elemental creature tokens. "
        'They have "{T}: Add {R}." Draw a card.'
    )
    (ability,) = parse_oracle(text, "Test Card", ("creature",))
    assert isinstance(ability, ir.TriggeredAbility)
    tok, draw = ability.effects
    assert isinstance(tok, ir.CreateToken) and tok.count == 2
    assert isinstance(draw, ir.Draw)
    assert render_abilities((ability,), "Test Card") == text


def test_with_a_keyword_and_a_quoted_ability() -> None:
    tok = _token(
        "When this creature enters, create a 1/1 red Goblin creature token with haste and "
        '"This token can\'t block."'
    )
    kw, restriction = tok.abilities
    assert kw == ir.Keyword("haste")
    assert isinstance(restriction, ir.Restriction) and restriction.cant == {"block"}


def test_with_a_quoted_triggered_ability() -> None:
    tok = _token(
        '{T}: Create a 1/1 white Spirit creature token with "When this token dies, you gain '
        '1 life."'
    )
    (granted,) = tok.abilities
    assert isinstance(granted, ir.TriggeredAbility)
    assert granted.trigger.event is ir.TriggerEvent.DIES


def test_it_has_after_several_tokens_is_refused() -> None:
    text = (
        "When this creature enters, create two 0/1 colorless Eldrazi Spawn creature tokens. "
        'It has "Sacrifice this token: Add {C}."'
    )
    with pytest.raises(CardTextError):
        parse_oracle(text, "Test Card", ("creature",))


def test_a_quote_naming_the_card_is_refused() -> None:
    text = (
        "When Test Card enters, create a 1/1 black Bat creature token. "
        'It has "Sacrifice this token: Return Test Card to its owner\'s hand."'
    )
    with pytest.raises(CardTextError, match="names the card"):
        parse_oracle(text, "Test Card", ("creature",))


def test_an_unreadable_quote_names_its_phrase() -> None:
    text = (
        "When this creature enters, create a 1/1 black Bat creature token. "
        'It has "Sacrifice this token: Frobnicate the widget."'
    )
    with pytest.raises(CardTextError, match=r"(?i)frobnicate"):
        parse_oracle(text, "Test Card", ("creature",))


def test_support_checks_the_token_abilities() -> None:
    flagged = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.DIES, subject=ir.SelfRef()),
        (ir.GainLife(ir.YouRef(), 1),),
        # a condition the engine can't evaluate there (rules/conditions.py)
        intervening_if=ir.DefendingPlayerControls(ir.Filter(types=frozenset({"land"}))),
    )
    tok = ir.CreateToken(1, 1, 1, frozenset(), ("creature",), ("Spirit",), (flagged,))
    card = ir.CardDefinition(
        name="Test Card",
        types=("sorcery",),
        abilities=(ir.SpellAbility((tok,)),),
    )
    assert any("defending player" in g for g in engine_gaps(card))


def test_close_quotes_marks_only_sentence_ends() -> None:
    assert close_quotes('It has "A." Draw a card.') == 'It has "A.". Draw a card.'
    assert close_quotes('with "A." and "B."') == 'with "A." and "B.".'
    # Animate Dead's quotes are not sentence ends of this kind
    dead = 'loses "enchant creature card in a graveyard" and gains "enchant creature."'
    assert close_quotes(dead) == dead
