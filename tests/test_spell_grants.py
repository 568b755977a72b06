"""Abilities granted to spells by permanents' static abilities (611.3a, 613.1f;
rules/spell_grants.py): convoke, improvise, delve and affinity as the cost is determined and
paid, deathtouch and lifelink as the spell deals damage; listed by the legal actions."""

from __future__ import annotations

from typing import Any

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import CastSpell
from mtgrules.rules import characteristics, mechanics, spell_grants
from mtgrules.rules.support import engine_gaps


def _id(g: Any, name: str) -> int:
    return int(next(o.id for o in g.objects.values() if o.name == name))


def _casts(g: Any, name: str) -> list[CastSpell]:
    oid = _id(g, name)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def test_the_grants_carried_out_are_supported_and_the_others_refused() -> None:
    for name in (
        "Chief Engineer",
        "Inspiring Statuary",
        "Pestilent Spirit",
        "Sami, Wildcat Captain",
        "Teval, Arbiter of Virtue",
        "Witherbloom, the Balancer",
    ):
        assert card_gaps(load_card(name)) == [], name
    spells = ir.EachRef(ir.Filter(types=frozenset({"instant"}), controller="you", zone="stack"))
    for kw, refused in (("flash", True), ("storm", True), ("lifelink", False)):
        card = ir.CardDefinition(
            name="A",
            types=("enchantment",),
            abilities=(ir.StaticAbility(ir.GrantAbilities(spells, (ir.Keyword(kw),))),),
        )
        assert ("granting this ability to spells" in engine_gaps(card)) is refused, kw


def test_convoke_granted_is_listed_for_artifact_spells_only() -> None:
    """Chief Engineer: an artifact spell is listed cast by convoking creatures with no land;
    a creature spell isn't (611.3a, 702.51a)."""
    players: list[dict[str, Any]] = [
        {
            "name": "Alice",
            "hand": ["Ornithopter", "Savannah Lions"],
            "battlefield": ["Chief Engineer", "Grizzly Bears"],
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1", "number": 2}})
    assert mechanics.has(g, mechanics.SPELL_GRANTS)
    # Ornithopter costs {0}: listed plainly; Savannah Lions ({W}) can't be convoked
    assert _casts(g, "Savannah Lions") == []
    players[0]["hand"] = ["Millstone"]  # {2}: two creatures convoke it
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1", "number": 2}})
    convoked = [a for a in _casts(g, "Millstone") if a.convoke]
    assert len(convoked) == 1 and len(convoked[0].convoke) == 2
    g.apply(convoked[0])
    assert g.stack[-1].object.name == "Millstone"


def test_affinity_granted_makes_a_spell_payable() -> None:
    """Sami: Gray Ogre ({2}{R}) with two artifacts and one Mountain is listed (702.41a)."""
    players: list[dict[str, Any]] = [
        {
            "name": "Alice",
            "hand": ["Gray Ogre"],
            "battlefield": ["Sami, Wildcat Captain", "Memnite", "Ornithopter", "Mountain"],
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1", "number": 2}})
    assert len(_casts(g, "Gray Ogre")) == 1
    players[0]["battlefield"] = ["Memnite", "Ornithopter", "Mountain"]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1", "number": 2}})
    assert _casts(g, "Gray Ogre") == []


def test_a_spell_on_the_stack_has_deathtouch_while_the_grant_applies() -> None:
    """Pestilent Spirit: Alice's Shock on the stack has deathtouch; Bob's doesn't (611.3a)."""
    players = [
        {"name": "Alice", "hand": ["Shock"], "battlefield": ["Pestilent Spirit", "Mountain"]},
        {"name": "Bob", "battlefield": ["Grizzly Bears"]},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1", "number": 2}})
    g.apply(_casts(g, "Shock")[0])
    shock = g.stack[-1].object  # a new object on the stack (400.7)
    assert "deathtouch" in characteristics.chars(g, shock.id).keywords
    assert spell_grants.granted(g, shock, 0, characteristics.battlefield_chars) == (
        ir.Keyword("deathtouch"),
    )
    assert (
        spell_grants.granted(g, shock, 1, characteristics.battlefield_chars) == ()
    )  # under Bob: "you control" (611.3a)


def test_convoke_casts_listed_with_a_reduction_lowering_x_all_apply() -> None:
    """601.2f, 702.51a: with Sami's affinity lowering what X stands for, every listed convoke
    cast of Chord of Calling ({X}{G}{G}{G}) is one the cast accepts (a random game found a
    listed X=6 cast refused: the listing applied the reduction with X=0)."""
    players: list[dict[str, Any]] = [
        {
            "name": "Alice",
            "hand": ["Chord of Calling"],
            "library": ["Grizzly Bears"] * 3,
            "battlefield": [
                "Sami, Wildcat Captain",
                "Ornithopter",
                "Memnite",
                "Inspiring Statuary",
                "Llanowar Elves",
                "Grizzly Bears",
                "Forest",
                "Forest",
                "Mountain",
            ],
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1", "number": 2}})
    convoked = [a for a in _casts(g, "Chord of Calling") if a.convoke]
    assert convoked and max(a.x for a in convoked) >= 4
    for a in convoked:
        trial = g.clone()
        trial.apply(a)  # refused before the fix for the larger X values
        assert trial.stack[-1].object.name == "Chord of Calling"
