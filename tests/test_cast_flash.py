# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""h-flash (issue 12): "You may cast this spell as though it had flash." (601.3b, 702.8a),
also with a condition: read, rendered back exactly, and the cast listed by legal_actions()
(issue 13) exactly when the condition holds."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell
from mtgrules.rules.support import engine_gaps


@pytest.mark.parametrize(
    ("line", "form"),
    [
        ("You may cast this spell as though it had flash.", ""),
        ("You may cast this spell as though it had flash if you control a Faerie.", "if"),
        (
            "If you control a creature with power 4 or greater, you may cast this spell as though it had flash.",
            "if first",
        ),
        ("You may cast this spell as though it had flash if you pay {2} more to cast it.", ""),
        (
            "As long as you control an artifact, you may cast this spell as though it had flash.",
            "as long as",
        ),
    ],
)
def test_cast_as_though_flash_reads_and_renders_back(line: str, form: str) -> None:
    abilities = parse_oracle(line, "Foo", ("creature",))
    (a,) = abilities
    assert isinstance(a, ir.CastAsThoughFlash)
    assert a.form == form
    assert (a.condition is None) == (form == "")
    assert a.extra_mana == ("{2}" if "pay" in line else "")
    assert render_abilities(abilities, "Foo", "this creature") == line
    card = ir.CardDefinition("Foo", types=frozenset({"creature"}), abilities=abilities)
    assert engine_gaps(card) == []


def _spinners_game(faerie: bool) -> Any:
    battlefield: list[Any] = ["Island"] * 5
    if faerie:
        battlefield.append("Illusion Spinners")
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": battlefield,
                    "hand": [{"card": "Illusion Spinners", "id": "s"}],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Bob", "step": "main1"},
            "script": ["pass"],
        }
    )


@pytest.mark.parametrize("faerie", [True, False])
def test_legal_actions_list_the_cast_only_while_the_condition_holds(faerie: bool) -> None:
    g = _spinners_game(faerie)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    # 601.3b: with a Faerie, castable in Bob's turn; without one, only as a sorcery could be (302.1)
    assert bool(casts) == faerie


@pytest.mark.parametrize(("islands", "listed"), [(4, True), (3, False)])
def test_pay_more_is_in_the_listed_casts(islands: int, listed: bool) -> None:
    """601.2f: in Bob's turn Harbinger of the Tides costs {2}{U}{U}: three Islands can't
    pay it, so no cast is listed (issue 13)."""
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Island"] * islands,
                    "hand": ["Harbinger of the Tides"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Bob", "step": "main1"},
            "script": ["pass"],
        }
    )
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert bool(casts) == listed
