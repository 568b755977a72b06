"""Unearth (702.84a): an activated ability that works from its owner's graveyard, only as a
sorcery; the permanent gains haste, is exiled at the next end step, and is exiled instead of
going anywhere else (a replacement effect, 614.1a)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import activations_of as _activations
from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import ActivateAbility, CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.objects import Target
from mtgrules.rules.support import engine_gaps
from mtgrules.zones import Zone


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


def test_supported_and_gap() -> None:
    assert card_gaps(load_card("Hellspark Elemental")) == []
    kw = ir.Keyword("unearth", cost=ir.Cost(mana="{1}", pay_life=2))
    assert "unearth with a cost other than mana" in engine_gaps(
        ir.CardDefinition(name="A", types=("creature",), abilities=(kw,))
    )


def test_listed_only_from_the_owners_graveyard_at_sorcery_speed() -> None:
    players = [
        {"name": "Alice", "graveyard": ["Hellspark Elemental"], "battlefield": ["Mountain"] * 2},
        {"name": "Bob", "graveyard": [{"card": "Hellspark Elemental", "id": "b"}]},
    ]
    g = _game({"players": players})
    mine, bobs = (o.id for o in g.objects.values() if o.name == "Hellspark Elemental")
    assert _activations(g, mine) == [ActivateAbility(mine, 0)]
    assert _activations(g, bobs) == []
    with pytest.raises(IllegalActionError, match=r"\(602\.2\)"):
        g.apply(ActivateAbility(bobs, 0))
    g = _game({"players": players, "turn": {"active": "Alice", "step": "upkeep"}})
    mine = _id(g, "Hellspark Elemental")
    assert _activations(g, mine) == []
    with pytest.raises(IllegalActionError, match="only as a sorcery"):
        g.apply(ActivateAbility(mine, 0))


def test_no_mana_not_listed() -> None:
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "graveyard": ["Hellspark Elemental"],
                    "battlefield": ["Mountain"],
                },
                {"name": "Bob"},
            ]
        }
    )
    mine = _id(g, "Hellspark Elemental")
    assert _activations(g, mine) == []
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.apply(ActivateAbility(mine, 0))


def test_destroyed_unearthed_creature_is_exiled() -> None:
    """702.84a: "If it would leave the battlefield, exile it instead": destroyed by Lightning
    Bolt's damage (704.5g), it goes to exile."""
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "graveyard": ["Hellspark Elemental"],
                    "hand": ["Lightning Bolt"],
                    "battlefield": ["Mountain"] * 3,
                },
                {"name": "Bob"},
            ]
        }
    )
    g.apply(ActivateAbility(_id(g, "Hellspark Elemental"), 0))
    while g.stack:
        g.apply(PassPriority())
    h = _id(g, "Hellspark Elemental")
    assert g.objects[h].zone is Zone.BATTLEFIELD
    g.apply(CastSpell(_id(g, "Lightning Bolt"), targets=((Target(object_id=h),),)))
    while g.stack:
        g.apply(PassPriority())
    assert g.objects[_id(g, "Hellspark Elemental")].zone is Zone.EXILE
    assert any("exiled instead (unearth)" in str(e) for e in g.log)
