"""Token definitions shared by value (111.1, 707.2; rules/zone_moves.shared_token_values):
every token with the same characteristics has one immutable definition, so what the engine
keeps per definition (rules/layers.py's printed values, the keyword and ability facts) is
found again for the next such token instead of kept once per token ever made."""

from __future__ import annotations

from pathlib import Path

from mtgrules.agents import RandomAgent
from mtgrules.cards import ir
from mtgrules.decks import load_deck, new_game
from mtgrules.rules import card_keywords, layers, zone_moves

ROOT = Path(__file__).resolve().parents[1]


def _tokens_games(seeds: range) -> list[ir.CardDefinition]:
    red = load_deck(ROOT / "decks" / "tokens-red.txt")
    white = load_deck(ROOT / "decks" / "tokens-white.txt")
    made: list[ir.CardDefinition] = []
    for seed in seeds:
        g = new_game(red, white, seed)
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        while not g.over and g.decisions_made < 3000:
            d = g.pending
            assert d is not None
            g.apply(agents[d.player].act(g))
            made += [o.card for o in g.objects.values() if o.is_token]
    return made


def test_equal_token_values_share_one_definition() -> None:
    made = _tokens_games(range(4))
    assert len(made) > 100
    by_value: dict[ir.CardDefinition, set[int]] = {}
    for card in made:
        by_value.setdefault(card, set()).add(id(card))
    assert len(by_value) >= 3  # Goblins, Soldiers, Spirits, Elementals, ...
    assert all(len(ids) == 1 for ids in by_value.values())


def test_the_per_definition_tables_stop_growing_with_more_token_games() -> None:
    _tokens_games(range(10, 14))
    sizes = len(layers._PRINTED), len(card_keywords._BY_CARD)
    _tokens_games(range(20, 26))  # other seeds: many more tokens, the same kinds
    assert (len(layers._PRINTED), len(card_keywords._BY_CARD)) == sizes


def test_a_token_value_that_cant_be_hashed_is_used_as_it_is() -> None:
    class Unhashable(ir.CardDefinition):
        __slots__ = ()

        def __hash__(self) -> int:
            raise TypeError("unhashable")

    card = Unhashable(name="Odd Token", is_token=True)
    assert zone_moves.shared_token_values(card) is card
    plain = ir.CardDefinition(name="Goblin Token", types=("creature",), is_token=True)
    again = ir.CardDefinition(name="Goblin Token", types=("creature",), is_token=True)
    assert zone_moves.shared_token_values(plain) is zone_moves.shared_token_values(again)
