"""Faults the twenty-eighth session's blind checks (blind30 tokens and copies, blind31 the
stack and timing) found, checked through the Python API where a scenario file alone can't
show them: what a refused answer leaves unchanged, and what a token is made with."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.answers import ActivateAbility, Choose, PassPriority
from mtgrules.cards import ir
from mtgrules.decisions import PayUnless
from mtgrules.errors import IllegalActionError
from mtgrules.objects import Target
from mtgrules.rules import abilities, predefined_tokens

_TREASURE = {
    "token": "Treasure",
    "types": ["artifact"],
    "subtypes": ["Treasure"],
    "text": "{T}, Sacrifice this artifact: Add one mana of any color.",
    "id": "tr",
}


def _asked_to_pay() -> Any:
    """Bob's Abstruse Interference resolves against Alice's Grizzly Bears; Alice, with no
    untapped land, is asked to pay {1} with only a Treasure (Hill Giant has no mana ability)."""
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Grizzly Bears"],
                    "battlefield": ["Forest", "Forest", _TREASURE, "Hill Giant"],
                },
                {"name": "Bob", "hand": ["Abstruse Interference"], "battlefield": ["Island"] * 3},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
            "script": [
                {"cast": "Grizzly Bears"},
                "pass",
                {"cast": {"card": "Abstruse Interference", "targets": ["Grizzly Bears"]}},
                {"pass": None, "player": "Bob"},
            ],
        }
    )
    g.apply(PassPriority())  # Alice passes: Abstruse Interference resolves
    return g


def _named(g: Any, name: str) -> int:
    return int(next(o.id for o in g.battlefield_objects() if o.name == name))


def test_a_treasure_pays_an_unless_cost_as_the_counterspell_resolves() -> None:
    # 117.1d, 605.3a: mana abilities while a resolution asks for a payment (the planner taps
    # only "{T}: Add" sources by itself, so without this a Treasure could never pay)
    g = _asked_to_pay()
    d = g.pending
    assert isinstance(d, PayUnless) and d.options == ("no",)
    assert "activate them first, 605.3a" in d.prompt
    g.apply(ActivateAbility(_named(g, "Treasure"), 0))
    g.apply(Choose("G"))  # 106.1: "one mana of any color", chosen as it resolves
    d = g.pending
    assert isinstance(d, PayUnless) and d.options == ("yes", "no")  # asked again
    g.apply(Choose("yes"))
    assert [i.object.name for i in g.stack] == ["Grizzly Bears"]


def test_only_mana_abilities_may_be_activated_while_a_payment_waits() -> None:
    g = _asked_to_pay()
    before = g.fingerprint()
    giant = _named(g, "Hill Giant")
    with pytest.raises(IllegalActionError, match=r"only mana abilities .* \(117\.1d\)"):
        g.apply(ActivateAbility(giant, 0))
    assert g.fingerprint() == before


def test_an_activation_naming_a_discard_its_ability_does_not_have_is_refused() -> None:
    # 602.2b: only the ability's own costs are paid; Ghost-Lit Warder's channel discards only
    # itself (naming it is that cost, not a second discard: it was a KeyError)
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Ghost-Lit Warder", "Plains"],
                    "battlefield": ["Island"] * 4,
                },
                {"name": "Bob", "hand": ["Hill Giant"], "battlefield": ["Mountain"] * 4},
            ],
            "turn": {"active": "Bob", "step": "main1", "number": 2},
            "script": [{"cast": "Hill Giant"}, "pass"],
        }
    )
    warder = next(o for o in g.players[0].hand if g.objects[o].name == "Ghost-Lit Warder")
    plains = next(o for o in g.players[0].hand if g.objects[o].name == "Plains")
    spell = g.stack[-1].object.id
    channel = len(abilities.activated_abilities(g, g.objects[warder])) - 1
    targets = ((Target(object_id=spell),),)
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="no cost to discard other cards"):
        g.apply(ActivateAbility(warder, channel, targets, discard=(plains,)))
    assert g.fingerprint() == before
    g.apply(ActivateAbility(warder, channel, targets, discard=(warder,)))
    assert plains in g.players[0].hand and warder not in g.objects


def test_a_land_token_with_a_basic_land_type_has_its_mana_ability() -> None:
    # 305.6: Staff of Titania's "1/1 green Forest Dryad land creature token"
    spec = ir.CreateToken(1, 1, 1, frozenset({"green"}), ("land", "creature"), ("Forest", "Dryad"))
    made = predefined_tokens.abilities(spec)
    assert any(
        isinstance(a, ir.ActivatedAbility) and a.is_mana_ability and a.cost.tap for a in made
    )


def test_the_mana_abilities_are_listed_while_a_payment_waits() -> None:
    # decisions are pulled: the listing offers what apply accepts (117.1d)
    g = _asked_to_pay()
    listed = g.legal_actions()
    treasure = _named(g, "Treasure")
    assert Choose("no") in listed
    assert ActivateAbility(treasure, 0) in listed
    assert all(isinstance(a, Choose) for a in g.legal_actions(mana_abilities=False))
