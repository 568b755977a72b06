"""118.1, 602.2b: "Tap N untapped <permanents> you control" as part of an activation cost:
read with any noun phrase, the source may pay it when it matches and the cost has no {T}
(302.6), every listed activation is accepted, and as a spell's additional cost it is a gap
(rules/stack.cast pays only sacrifices and life there)."""

from __future__ import annotations

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ActivateAbility
from mtgrules.errors import IllegalActionError


def test_parse() -> None:
    (a,) = parse_oracle(
        "Tap two untapped Wizards you control: Tap target permanent.", "Aphetto Grifter", ()
    )
    assert isinstance(a, ir.ActivatedAbility)
    f = a.cost.tap_untapped
    assert f is not None and a.cost.tap_count == 2
    assert f.subtypes == frozenset({"Wizard"}) and f.tapped is False and f.controller == "you"
    (b,) = parse_oracle("{1}, Tap an untapped creature you control: Draw a card.", "T", ())
    assert isinstance(b, ir.ActivatedAbility) and b.cost.tap_count == 1
    assert b.cost.mana == "{1}"


@pytest.mark.parametrize(
    "name", ["Heritage Druid", "Aphetto Grifter", "Birchlore Rangers", "Hecatomb", "Cryptbreaker"]
)
def test_cards_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_additional_cost_refused() -> None:
    """ "As an additional cost to cast this spell, tap four untapped creatures you control."
    isn't paid by casting: the card is refused rather than half-played."""
    assert "the engine can't do this additional cost" in card_gaps(
        CardDatabase.bundled().get("Shared Discovery")
    )


def test_listed_activations_apply_and_others_refused() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        "Heritage Druid",
                        "Llanowar Elves",
                        "Elvish Mystic",
                        {"card": "Llanowar Elves", "tapped": True},
                        "Grizzly Bears",
                    ],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    druid = next(o.id for o in g.battlefield_objects() if o.name == "Heritage Druid")
    listed = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == druid]
    assert len(listed) == 1 and len(listed[0].tap) == 3  # the three untapped Elves
    g.clone().apply(listed[0])
    bears = next(o.id for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(druid, listed[0].index, tap=(*listed[0].tap[:2], bears)))
    assert g.fingerprint() == before
