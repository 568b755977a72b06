"""111.10: predefined tokens have the abilities the rules give them (rules/predefined_tokens.py)
- the same IR the card parser makes of the rules' wording, so the two can't drift apart."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.rules import predefined_tokens

RULES_TEXT = {
    "Treasure": "{T}, Sacrifice this artifact: Add one mana of any color.",  # 111.10a
    "Food": "{2}, {T}, Sacrifice this artifact: You gain 3 life.",  # 111.10b
    "Gold": "Sacrifice this artifact: Add one mana of any color.",  # 111.10c
    "Shard": "{2}, Sacrifice this enchantment: Scry 1, then draw a card.",  # 111.10e
    "Clue": "{2}, Sacrifice this artifact: Draw a card.",  # 111.10f
    "Blood": "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.",  # 111.10g
    "Map": "{1}, {T}, Sacrifice this artifact: Target creature you control explores. "
    "Activate only as a sorcery.",  # 111.10s
    "Junk": "{T}, Sacrifice this artifact: Exile the top card of your library. You may play "
    "that card this turn. Activate only as a sorcery.",  # 111.10t
    "Lander": "{2}, {T}, Sacrifice this artifact: Search your library for a basic land card, "
    "put it onto the battlefield tapped, then shuffle.",  # 111.10u
}


@pytest.mark.parametrize("name", sorted(RULES_TEXT))
def test_abilities_are_what_the_rules_say(name: str) -> None:
    kind = ("enchantment",) if name == "Shard" else ("artifact",)
    assert predefined_tokens.ABILITIES[name] == parse_oracle(RULES_TEXT[name], name, kind)


def test_create_a_treasure_token_is_predefined_and_others_are_refused() -> None:
    (ab,) = parse_oracle("Create a Treasure token.", "Foo", ("sorcery",))
    assert isinstance(ab, ir.SpellAbility)
    (e,) = ab.effects
    assert isinstance(e, ir.CreateToken) and e.predefined
    assert predefined_tokens.abilities(e) == predefined_tokens.ABILITIES["Treasure"]
    assert predefined_tokens.gap(e) is None
    (ab,) = parse_oracle("Create an Incubator token.", "Foo", ("sorcery",))
    assert isinstance(ab, ir.SpellAbility)
    (e,) = ab.effects
    assert isinstance(e, ir.CreateToken)
    assert predefined_tokens.gap(e) == "the predefined Incubator token (111.10)"
