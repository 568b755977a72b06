"""Which untapped sources a cost is paid with (601.2g-h, 605.3b; rules/costs.py).

A source with several "{T}: Add ..." abilities of one mana is a source of any of their
letters (Savannah's {G} and {W}, 305.6); a source whose one ability makes several mana
("{T}: Add {U}{R}.", Sol Ring's {C}{C}) adds all of it when the payment taps it (106.1), and
is tapped only when the sources of one mana can't pay; what the cost doesn't take stays in
the pool (106.4). Found by a blind check (nineteenth session): the planner read only a
source's first ability, and read "{U}{R}" as "{U} or {R}", so it refused casts these lands
pay for, and tapping Izzet Boilerworks for a {U} made only that {U}.
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.decisions import CastSpell
from mtgrules.errors import IllegalActionError


def _game(hand: list[str], battlefield: list[str]) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": hand, "battlefield": battlefield},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
        }
    )


def _cast(g: Any, name: str) -> CastSpell:
    """The listed cast of the card ``name`` (no targets): each listed cast must apply."""
    found = [
        a for a in g.legal_actions() if isinstance(a, CastSpell) and g.objects[a.card].name == name
    ]
    assert found, f"{name} isn't listed"
    return found[0]


def test_a_dual_land_pays_either_of_its_colors() -> None:
    for spell in ("Savannah Lions", "Llanowar Elves"):  # {W}, {G}
        g = _game([spell], ["Savannah"])
        g.apply(_cast(g, spell))
        assert g.stack and g.objects[g.stack[-1].object.id].name == spell
        assert g.players[0].mana_pool.mana.total() == 0


def test_a_land_of_two_mana_pays_both_and_all_of_its_mana_is_made() -> None:
    g = _game(["Grizzly Bears"], ["Selesnya Sanctuary"])  # {T}: Add {G}{W}
    g.apply(_cast(g, "Grizzly Bears"))  # {1}{G}: both of its mana
    assert g.players[0].mana_pool.mana.total() == 0
    g = _game(["Llanowar Elves"], ["Selesnya Sanctuary"])
    g.apply(_cast(g, "Llanowar Elves"))  # {G}: its {W} stays in the pool (106.4)
    assert dict(g.players[0].mana_pool.mana) == {"W": 1}
    assert any("taps Selesnya Sanctuary for {G}{W}" in e.text for e in g.log)


def test_a_source_of_several_mana_is_tapped_only_when_needed() -> None:
    g = _game(["Llanowar Elves"], ["Selesnya Sanctuary", "Forest"])
    g.apply(_cast(g, "Llanowar Elves"))
    sanctuary = next(o for o in g.objects.values() if o.name == "Selesnya Sanctuary")
    assert not sanctuary.tapped  # the Forest's one mana pays {G}
    assert g.players[0].mana_pool.mana.total() == 0


def test_sol_ring_pays_two_generic() -> None:
    g = _game(["Fang Skulkin"], ["Sol Ring"])  # {2}
    g.apply(_cast(g, "Fang Skulkin"))
    assert g.players[0].mana_pool.mana.total() == 0


def test_too_little_mana_is_still_refused() -> None:
    g = _game(["Curiosity Crafter"], ["Azorius Chancery", "Island"])  # {3}{U}: three mana
    crafter = next(o.id for o in g.objects.values() if o.name == "Curiosity Crafter")
    assert not any(isinstance(a, CastSpell) and a.card == crafter for a in g.legal_actions())
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.apply(CastSpell(crafter, ()))
    assert g.fingerprint() == before  # a refusal changes nothing
