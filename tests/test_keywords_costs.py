"""Cost keywords: affinity (702.41), evoke (702.74): listed by legal_actions exactly when
apply() accepts them."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import CastSpell
from mtgrules.errors import IllegalActionError
from mtgrules.rules.support import engine_gaps


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


def test_evoke_listed_as_a_cast_variant_when_payable() -> None:
    """702.74a: evoke is an alternative cost; listed with alt_cost "evoke" exactly when its
    cost can be paid (Mulldrifter: {4}{U}, evoke {2}{U})."""
    assert card_gaps(load_card("Mulldrifter")) == []
    players = [
        {"name": "Alice", "hand": ["Mulldrifter"], "battlefield": ["Island"] * 3},
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    md = _id(g, "Mulldrifter")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == md]
    assert [a.alt_cost for a in casts] == ["evoke"]
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.apply(CastSpell(md))
    g.apply(CastSpell(md, alt_cost="evoke"))
    assert g.objects[g.stack[-1].object.id].alt_keyword == "evoke"


def test_evoke_refused_for_a_card_without_it() -> None:
    g = _game(
        {
            "players": [
                {"name": "Alice", "hand": ["Grizzly Bears"], "battlefield": ["Forest"] * 2},
                {"name": "Bob"},
            ]
        }
    )
    with pytest.raises(IllegalActionError, match=r"no evoke cost \(702.74a\)"):
        g.apply(CastSpell(_id(g, "Grizzly Bears"), alt_cost="evoke"))


def test_evoke_gap_for_a_non_mana_cost() -> None:
    kw = ir.Keyword("evoke", cost=ir.Cost(discard=1))
    assert "evoke with a cost other than mana" in engine_gaps(
        ir.CardDefinition(name="A", types=("creature",), abilities=(kw,))
    )


def test_dash_listed_beside_the_mana_cost() -> None:
    """702.109a: with both payable, the mana cost and the dash cost are two cast variants;
    a dash cast from anywhere but a hand is refused."""
    assert card_gaps(load_card("Mardu Scout")) == []
    g = _game(
        {
            "players": [
                {"name": "Alice", "hand": ["Mardu Scout"], "battlefield": ["Mountain"] * 2},
                {"name": "Bob", "graveyard": ["Mardu Scout"]},
            ]
        }
    )
    mine = next(o.id for o in g.objects.values() if o.name == "Mardu Scout" and o.owner == 0)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == mine]
    assert sorted(str(a.alt_cost) for a in casts) == ["None", "dash"]
    bobs = next(o.id for o in g.objects.values() if o.name == "Mardu Scout" and o.owner == 1)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(bobs, alt_cost="dash"))
    g.apply(CastSpell(mine, alt_cost="dash"))
    assert g.stack[-1].object.alt_keyword == "dash"


def test_delve_listed_when_only_delve_makes_it_payable() -> None:
    """702.66a: Gurmag Angler ({6}{B}) with one Swamp and six cards in the graveyard: only
    the cast exiling all six is listed, and apply accepts it."""
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Gurmag Angler"],
                    "graveyard": ["Plains"] * 6,
                    "battlefield": ["Swamp"],
                },
                {"name": "Bob"},
            ]
        }
    )
    angler = _id(g, "Gurmag Angler")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == angler]
    assert [len(a.delve) for a in casts] == [6]
    g.apply(casts[0])
    assert len(g.exile) == 6 and not g.players[0].graveyard


def test_improvise_listed_and_refused_without_the_keyword() -> None:
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Reverse Engineer", "Divination"],
                    "battlefield": ["Ornithopter"] * 3 + ["Island"] * 2,
                },
                {"name": "Bob"},
            ]
        }
    )
    rev = _id(g, "Reverse Engineer")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == rev]
    assert [len(a.improvise) for a in casts] == [3]
    thopters = tuple(o.id for o in g.objects.values() if o.name == "Ornithopter")
    with pytest.raises(IllegalActionError, match=r"doesn't have improvise \(702.126a\)"):
        g.apply(CastSpell(_id(g, "Divination"), improvise=thopters[:1]))
    with pytest.raises(IllegalActionError, match="chosen twice"):
        g.apply(CastSpell(rev, improvise=(thopters[0], thopters[0], thopters[1])))


def test_buyback_listed_when_payable_and_refused_without_it() -> None:
    """702.27a: the buyback cost is an additional cost: listed as buyback=True only when the
    total with it can be paid."""
    assert card_gaps(load_card("Whispers of the Muse")) == []
    players = [
        {"name": "Alice", "hand": ["Whispers of the Muse", "Divination"]},
        {"name": "Bob"},
    ]
    for lands, listed in ((1, [False]), (6, [False, True])):
        players[0]["battlefield"] = ["Island"] * lands
        g = _game({"players": players})
        w = _id(g, "Whispers of the Muse")
        casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == w]
        assert [a.buyback for a in casts] == listed
    with pytest.raises(IllegalActionError, match=r"no buyback cost \(702.27a\)"):
        g.apply(CastSpell(_id(g, "Divination"), buyback=True))


def test_buyback_spell_that_doesnt_resolve_goes_to_the_graveyard() -> None:
    """702.27a: "as it resolves": a spell with an illegal target doesn't resolve (608.2b) and
    goes to the graveyard even with buyback paid."""
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Searing Touch", "Lightning Bolt"],
                    "battlefield": ["Mountain"] * 6,
                },
                {"name": "Bob", "battlefield": ["Llanowar Elves"]},
            ],
            "script": [
                {"cast": {"card": "Searing Touch", "targets": ["Llanowar Elves"], "buyback": True}},
                {"cast": {"card": "Lightning Bolt", "targets": ["Llanowar Elves"]}},
                {"resolve": 2},
                {"expect": {"zone": {"Searing Touch": "graveyard", "Llanowar Elves": "graveyard"}}},
            ],
        }
    )
    assert not any("(buyback)" in str(e) for e in g.log)
