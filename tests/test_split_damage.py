"""One source dealing different amounts of damage to two recipients in one sentence (120.3):
"deals 2 damage to any target and 1 damage to any other target" (115.3) and "... and 2
damage to that creature's controller" (608.2h)."""

from __future__ import annotations

import pytest

from helpers import scenario_game
from mtgrules.answers import CastSpell
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle


def test_parse_split() -> None:
    (s,) = parse_oracle(
        "Arc Trail deals 2 damage to any target and 1 damage to any other target.",
        "Arc Trail",
        ("sorcery",),
    )
    assert isinstance(s, ir.SpellAbility)
    first, second = s.effects
    assert isinstance(first, ir.DealDamage) and isinstance(second, ir.DealDamage)
    assert (first.amount, second.amount) == (2, 1)
    assert s.targets[1].kind == "any" and s.targets[1].filter.differs_from_target == 0
    (o,) = parse_oracle(
        "Chandra's Outrage deals 4 damage to target creature and 2 damage to that creature's "
        "controller.",
        "Chandra's Outrage",
        ("instant",),
    )
    assert isinstance(o, ir.SpellAbility)
    assert o.effects[1] == ir.DealDamage(2, ir.TargetControllerRef(0), ir.SelfRef())


@pytest.mark.parametrize(
    "name", ["Arc Trail", "Char", "Chandra's Outrage", "Orcish Artillery", "Psionic Blast"]
)
def test_cards_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_listed_casts_never_repeat_a_target() -> None:
    """legal_actions() lists only casts apply() accepts: never the same target twice for
    "any other target" (115.3)."""
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Mountain", "Mountain"], "hand": ["Arc Trail"]},
                {"name": "Bob", "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts
    for a in casts:
        assert a.targets[0] != a.targets[1]
        g.clone().apply(a)  # accepted: apply() raises IllegalActionError if refused
