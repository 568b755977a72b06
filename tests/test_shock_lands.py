"""614.12, 119.4: "As this land enters, you may pay 2 life. If you don't, it enters tapped."
read, rendered back, and asked as the land enters (only "no" when 2 life can't be paid)."""

from __future__ import annotations

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import AsEntersLand, PlayLand


def test_parse() -> None:
    (a,) = parse_oracle(
        "As this land enters, you may pay 2 life. If you don't, it enters tapped.",
        "Steam Vents",
        ("land",),
    )
    assert a == ir.AsEntersChoose("pay life", pay_life=2)


@pytest.mark.parametrize("name", ["Steam Vents", "Blood Crypt", "Temple Garden", "Watery Grave"])
def test_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


@pytest.mark.parametrize(("life", "options"), [(20, ("yes", "no")), (1, ("no",))])
def test_options_follow_life(life: int, options: tuple[str, ...]) -> None:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "life": life, "hand": ["Steam Vents"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    (play,) = [a for a in g.legal_actions() if isinstance(a, PlayLand)]
    g.apply(play)
    d = g.pending
    assert isinstance(d, AsEntersLand) and d.options == options
