"""118.1, 602.2b, 118.3: "Exile a creature card from your graveyard", "Exile two other cards
from your graveyard" as part of an activation cost: read and rendered back, only the cards
that pay it are listed, every listed activation applies, and an answer that doesn't pay it
is refused with the state unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ActivateAbility, CastSpell
from mtgrules.errors import IllegalActionError


def test_parse() -> None:
    (a,) = parse_oracle(
        "Exile a creature card from your graveyard: Create a 2/2 black Zombie creature token.",
        "T",
        (),
    )
    assert isinstance(a, ir.ActivatedAbility)
    f = a.cost.exile_from_graveyard
    assert f is not None and a.cost.exile_count == 1
    assert f.types == frozenset({"creature"}) and f.zone == "graveyard" and f.controller == "you"
    (b,) = parse_oracle("{1}, Exile two other cards from your graveyard: Draw a card.", "T", ())
    assert isinstance(b, ir.ActivatedAbility) and b.cost.exile_count == 2
    assert b.cost.exile_from_graveyard is not None and b.cost.exile_from_graveyard.other


@pytest.mark.parametrize(
    "name",
    ["Moorland Haunt", "Bearscape", "Bone Dragon", "Cabal Patriarch", "Stonerise Spirit"],
)
def test_cards_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def _game(graveyard: list[object]) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Bearscape"],
                    "mana_pool": "{1}{G}",
                    "graveyard": graveyard,
                },
                {"name": "Bob", "graveyard": ["Hill Giant"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def test_listed_activations_apply_and_others_refused() -> None:
    g = _game(["Grizzly Bears", "Lightning Bolt", "Forest"])
    scape = next(o.id for o in g.battlefield_objects() if o.name == "Bearscape")
    listed = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == scape]
    assert len(listed) == 3  # two of three cards in Alice's graveyard: 3 choices
    mine = set(g.players[0].graveyard)
    for a in listed:
        assert len(a.exile) == 2 and set(a.exile) <= mine
        h = g.clone()
        h.apply(a)
        assert not set(a.exile) & set(h.players[0].graveyard)  # 400.7: new objects in exile
        assert len(h.players[0].graveyard) == 1
    giant = g.players[1].graveyard[0]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"118\.3"):  # not in Alice's graveyard
        g.apply(ActivateAbility(scape, listed[0].index, exile=(listed[0].exile[0], giant)))
    with pytest.raises(IllegalActionError, match=r"602\.2b"):  # one card, not two
        g.apply(ActivateAbility(scape, listed[0].index, exile=listed[0].exile[:1]))
    with pytest.raises(IllegalActionError, match="twice"):  # the same card twice
        g.apply(ActivateAbility(scape, listed[0].index, exile=(listed[0].exile[0],) * 2))
    assert g.fingerprint() == before


def test_not_listed_without_enough_cards() -> None:
    """118.3: with one card in the graveyard "Exile two cards" can't be paid."""
    g = _game(["Grizzly Bears"])
    scape = next(o.id for o in g.battlefield_objects() if o.name == "Bearscape")
    assert not [
        a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == scape
    ]


def test_exile_refused_without_such_cost() -> None:
    """602.2b: naming cards to exile for an ability whose cost exiles none is refused."""
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Forest"], "graveyard": ["Grizzly Bears"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    forest = next(o.id for o in g.battlefield_objects() if o.name == "Forest")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="no cost to exile"):
        g.apply(ActivateAbility(forest, 0, exile=(g.players[0].graveyard[0],)))
    assert g.fingerprint() == before


@pytest.mark.parametrize(
    "name", ["Weigh Down", "Skaab Goliath", "Stitched Drake", "Abhorrent Oculus", "Headless Skaab"]
)
def test_spells_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_spell_casts_listed_per_exiled_set_and_apply() -> None:
    """601.2f: one cast per creature card that can be exiled; every listed cast applies;
    none without one (118.3); a wrong choice is refused with the state unchanged."""
    doc: dict[str, Any] = {
        "players": [
            {
                "name": "Alice",
                "hand": ["Weigh Down"],
                "battlefield": ["Swamp"],
                "graveyard": ["Grizzly Bears", "Hill Giant", "Lightning Bolt"],
            },
            {"name": "Bob", "battlefield": ["Craw Wurm"]},
        ],
        "turn": {"active": "Alice", "step": "main1"},
    }
    g = scenario_game(doc)
    weigh = g.players[0].hand[0]
    listed = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == weigh]
    creatures = {c for c in g.players[0].graveyard if g.objects[c].name != "Lightning Bolt"}
    assert {a.exile for a in listed} == {(c,) for c in creatures}
    for a in listed:
        g.clone().apply(a)
    bolt = next(c for c in g.players[0].graveyard if g.objects[c].name == "Lightning Bolt")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        g.apply(CastSpell(weigh, listed[0].targets, exile=(bolt,)))
    with pytest.raises(IllegalActionError, match=r"601\.2f"):
        g.apply(CastSpell(weigh, listed[0].targets))
    assert g.fingerprint() == before
    doc["players"][0]["graveyard"] = ["Lightning Bolt"]
    g2 = scenario_game(doc)
    assert not [a for a in g2.legal_actions() if isinstance(a, CastSpell)]


def test_exile_x_listing() -> None:
    """107.3: "{X}, {T}, Exile X cards from your graveyard": X no more than the cards there
    and the mana allows; X cards exiled in each listed answer, and each applies."""
    (a,) = [
        a
        for a in parse_oracle(
            "{X}, {T}, Exile X cards from your graveyard: Target creature gets -X/-X until end "
            "of turn.",
            "Fiend Test",
            (),
        )
        if isinstance(a, ir.ActivatedAbility)
    ]
    assert a.cost.exile_x and a.cost.exile_from_graveyard is not None
    assert card_gaps(CardDatabase.bundled().get("Necropolis Fiend")) == []
    # a spell's "exile X cards" is paid too (rules/additional_x_costs.py, test_s9_engine.py)
    assert card_gaps(CardDatabase.bundled().get("Harvest Pyre")) == []
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Necropolis Fiend"],
                    "mana_pool": "{3}",
                    "graveyard": ["Swamp", "Swamp"],
                },
                {"name": "Bob", "battlefield": ["Craw Wurm"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    fiend = next(o.id for o in g.battlefield_objects() if o.name == "Necropolis Fiend")
    listed = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == fiend]
    assert listed and {a.x for a in listed} == {0, 1, 2}  # two cards, though {3} could pay X=3
    for act in listed:
        assert len(act.exile) == act.x
        g.clone().apply(act)


def test_exiled_card_refers_only_to_its_own_cost() -> None:
    """608.2h: "the exiled card" is read where the spell's own cost exiles one card (Corpse
    Lunge); where no cost of its own exiles one, it is a gap, never guessed."""
    from types import SimpleNamespace
    from typing import cast

    from mtgrules.rules import graveyard_costs

    for name in ("Corpse Lunge", "Corpse Explosion", "Draconic Intervention"):
        assert card_gaps(CardDatabase.bundled().get(name)) == []
    abilities = parse_oracle(
        "You gain life equal to the exiled card's power.", "Gap Test", ("sorcery",)
    )
    card = cast(ir.CardDefinition, SimpleNamespace(abilities=abilities))
    assert graveyard_costs.ref_gap(card)
    abilities = parse_oracle(
        "As an additional cost to cast this spell, exile two creature cards from your "
        "graveyard.\nYou gain life equal to the exiled card's power.",
        "Gap Test",
        ("sorcery",),
    )
    card = cast(ir.CardDefinition, SimpleNamespace(abilities=abilities))
    assert graveyard_costs.ref_gap(card)  # two cards: which one is "the exiled card"?
