"""Cost keywords: affinity (702.41), evoke (702.74): listed by legal_actions exactly when
apply() accepts them."""

from __future__ import annotations

from typing import Any

from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import CastSpell
from mtgrules.rules.support import engine_gaps
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import run_scenario


def _game(doc: dict[str, Any]) -> Any:
    doc = {"name": "t", "script": [], **doc}
    result = run_scenario(parse(doc))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    return result.game


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


def test_affinity_cards_supported() -> None:
    for name in ("Frogmite", "Myr Enforcer", "Thoughtcast"):
        assert card_gaps(load_card(name)) == [], name
    kw = ir.Keyword("affinity")
    assert "affinity without what it counts" in engine_gaps(
        ir.CardDefinition(name="A", types=("creature",), abilities=(kw,))
    )


def test_affinity_listed_when_the_reduction_makes_it_payable() -> None:
    players = [
        {"name": "Alice", "hand": ["Frogmite"], "battlefield": ["Ornithopter"] * 3},
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    frog = _id(g, "Frogmite")
    assert not any(isinstance(a, CastSpell) and a.card == frog for a in g.legal_actions())
    players[0]["battlefield"] = ["Ornithopter"] * 4
    g = _game({"players": players})
    frog = _id(g, "Frogmite")
    assert any(isinstance(a, CastSpell) and a.card == frog for a in g.legal_actions())
    g.apply(CastSpell(frog))
    assert g.stack and g.stack[-1].object.name == "Frogmite"
