"""Ninth session, h-zones: zone moves, library manipulation and hidden information (400-406,
701.16, 701.19, 701.20): each phrase read, written back exactly, and carried out."""

from __future__ import annotations

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import AsEntersLand, Choose, PlayLand

# --- 614.12, 701.20a: the reveal lands -------------------------------------------------------

REVEAL = (
    "As this land enters, you may reveal {what} from your hand. "
    "If you don't, this land enters tapped."
)


def test_reveal_land_parse() -> None:
    (a,) = parse_oracle(REVEAL.format(what="an Elf card"), "Gilt-Leaf Palace", ("land",))
    assert isinstance(a, ir.AsEntersChoose) and a.choice == "reveal"
    assert a.reveal is not None and a.reveal.subtypes == {"Elf"} and a.reveal.zone == "hand"
    (b,) = parse_oracle(REVEAL.format(what="a Mountain or Forest card"), "Game Trail", ("land",))
    assert isinstance(b, ir.AsEntersChoose) and b.reveal is not None
    assert b.reveal.subtypes == {"Mountain", "Forest"}


@pytest.mark.parametrize(
    "name", ["Gilt-Leaf Palace", "Choked Estuary", "Game Trail", "Vineglimmer Snarl", "Port Town"]
)
def test_reveal_land_supported(name: str) -> None:
    # the round trip (subtypes in the text's order) is part of the gate
    assert card_gaps(CardDatabase.bundled().get(name)) == []


@pytest.mark.parametrize(
    ("hand", "n_cards"), [(["Llanowar Elves", "Counterspell"], 1), (["Counterspell", "Grizzly Bears"], 0)]
)
def test_reveal_land_options_are_matching_cards(hand: list[str], n_cards: int) -> None:
    g = scenario_game(
        {
            "players": [{"name": "Alice", "hand": ["Gilt-Leaf Palace", *hand]}, {"name": "Bob"}],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    (play,) = [a for a in g.legal_actions() if isinstance(a, PlayLand)]
    g.apply(play)
    d = g.pending
    assert isinstance(d, AsEntersLand) and d.options[-1] == "no"
    ids = [o for o in d.options if o != "no"]
    assert len(ids) == n_cards
    assert all(g.objects[i].name == "Llanowar Elves" for i in ids)


def test_reveal_land_not_revealed_names_no_card() -> None:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Gilt-Leaf Palace", "Llanowar Elves"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    (play,) = [a for a in g.legal_actions() if isinstance(a, PlayLand)]
    g.apply(play)
    g.apply(Choose("no"))
    (palace,) = [o for o in g.objects.values() if o.name == "Gilt-Leaf Palace"]
    assert palace.tapped
    assert not any("Llanowar" in e.text for e in g.log)  # hidden information stays hidden
