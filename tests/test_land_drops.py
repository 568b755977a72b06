"""305.2: additional land plays, from a static ability ("on each of your turns") and from an
effect ("this turn"); the legal actions list a land only while one more can be played."""

from __future__ import annotations

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import PlayLand
from mtgrules.rules.land_drops import land_drops


def test_parse() -> None:
    assert parse_oracle(
        "You may play an additional land on each of your turns.", "Exploration", ()
    ) == (ir.AdditionalLands(1),)
    assert parse_oracle("You may play two additional lands on each of your turns.", "T", ()) == (
        ir.AdditionalLands(2),
    )
    (s,) = parse_oracle("You may play an additional land this turn.", "T", ("sorcery",))
    assert isinstance(s, ir.SpellAbility) and s.effects == (ir.PlayAdditionalLands(1),)


@pytest.mark.parametrize("name", ["Exploration", "Explore", "Azusa, Lost but Seeking"])
def test_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_listed_only_while_allowed() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Azusa, Lost but Seeking"],
                    "hand": ["Forest"] * 4,
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    assert land_drops(g, 0) == 3  # one, and Azusa's two (305.2)
    for _ in range(3):
        plays = [a for a in g.legal_actions() if isinstance(a, PlayLand)]
        assert plays
        g.apply(plays[0])
    assert not [a for a in g.legal_actions() if isinstance(a, PlayLand)]
