"""Casting during a resolution (608.2g): cascade (702.85a)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.decisions import CastSpell, Choose, ChooseOption
from mtgrules.errors import IllegalActionError
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import run_scenario
from mtgrules.zones import Zone


def _game(doc: dict[str, Any]) -> Any:
    doc = {"name": "t", "script": [], "turn": {"active": "Alice", "step": "main1"}, **doc}
    result = run_scenario(parse(doc))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    return result.game


def _obj(g: Any, name: str) -> Any:
    return next(o for o in g.objects.values() if o.name == name)


def _pass_until_decision(g: Any) -> None:
    from mtgrules.decisions import PassPriority, Priority

    for _ in range(10):
        if not isinstance(g.pending, Priority):
            return
        g.apply(PassPriority())


def _cascade(library: list[Any], hand: str = "Bloodbraid Elf") -> Any:
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": [hand],
                    "battlefield": ["Mountain", "Mountain", "Forest", "Forest"],
                    "library": library,
                },
                {"name": "Bob", "battlefield": ["Grizzly Bears"]},
            ]
        }
    )
    g.apply(CastSpell(_obj(g, hand).id))
    _pass_until_decision(g)
    return g


def test_options_listed_and_declined_cards_go_to_the_bottom() -> None:
    g = _cascade(["Mountain", "Lightning Bolt", "Island"])
    d = g.pending
    assert isinstance(d, ChooseOption)
    assert set(d.options or ()) == {
        "cast Lightning Bolt targeting Grizzly Bears",
        "cast Lightning Bolt targeting Alice",
        "cast Lightning Bolt targeting Bob",
        "don't cast",
    }
    assert {a.value for a in g.legal_actions()} == set(d.options)
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="isn't one of the choices"):
        g.apply(Choose("cast Shock"))
    assert g.fingerprint() == before
    g.apply(Choose("don't cast"))
    lib = [g.objects[i].name for i in g.players[0].library]  # bottom first
    assert lib[-1] == "Island"  # the top card wasn't exiled
    assert sorted(lib[:2]) == ["Lightning Bolt", "Mountain"]  # both on the bottom
    assert [i.name for i in g.stack] == ["Bloodbraid Elf"]


def test_cast_goes_above_the_spell_and_the_trigger_leaves_the_stack() -> None:
    g = _cascade(["Lightning Bolt"])
    g.apply(Choose("cast Lightning Bolt targeting Grizzly Bears"))
    assert [i.name for i in g.stack] == ["Bloodbraid Elf", "Lightning Bolt"]
    assert _obj(g, "Lightning Bolt").zone is Zone.STACK
    # the four lands all paid for Bloodbraid Elf: Lightning Bolt was cast without mana (118.9)
    assert all(o.tapped for o in g.battlefield_objects() if o.controller == 0)
    assert any(e.rule == "608.2g" for e in g.log)


def test_no_lesser_mana_value_exiles_the_library_and_puts_it_back() -> None:
    # Bloodbraid Elf's mana value is 4: Shardless Agent (3) would do, Craw Wurm (6) not
    g = _cascade(["Forest", "Craw Wurm", "Island"])
    assert not isinstance(g.pending, ChooseOption)  # nothing to cast: nothing asked
    assert len(g.players[0].library) == 3
    assert any("exiles Craw Wurm" in e.text for e in g.log)  # the whole library was exiled
    assert _obj(g, "Bloodbraid Elf").zone is Zone.BATTLEFIELD


def test_a_spell_without_legal_targets_isnt_offered() -> None:
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Bloodbraid Elf"],
                    "battlefield": ["Mountain", "Mountain", "Forest", "Forest"],
                    "library": ["Terror", "Island"],
                },
                {"name": "Bob"},
            ]
        }
    )
    g.apply(CastSpell(_obj(g, "Bloodbraid Elf").id))
    _pass_until_decision(g)
    assert not isinstance(g.pending, ChooseOption)
    assert _obj(g, "Terror").zone is Zone.LIBRARY


def test_cascade_into_a_creature_spell() -> None:
    g = _cascade(["Grizzly Bears"])
    g.apply(Choose("cast Grizzly Bears"))
    assert [i.name for i in g.stack] == ["Bloodbraid Elf", "Grizzly Bears"]
