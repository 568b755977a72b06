"""A spell cast face down is seen as the face-down 2/2 it will be when a "can't cast" is
checked (601.3e, 708.4, 702.37c): the listing and the cast agree."""

from __future__ import annotations

from mtgrules.cards import load_card
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.game import Game
from mtgrules.objects import GameObject
from mtgrules.zones import Zone


def _game(ban: str) -> tuple[Game, int]:
    g = Game(["Alice", "Bob"], seed=1)
    for p in (0, 1):
        for _ in range(3):
            g.add_card(p, Zone.LIBRARY, load_card("Island"))
    g.start(0, "main1", 1)
    for _ in range(3):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Plains"))
    g.add_card(0, Zone.BATTLEFIELD, load_card(ban))
    return g, g.add_card(0, Zone.HAND, load_card("Exalted Angel")).id


def test_a_creature_ban_stops_the_face_down_cast_and_the_listing_leaves_it_out() -> None:
    g, _angel = _game("Steel Golem")  # "You can't cast creature spells." (101.2)
    assert g.legal_actions(mana_abilities=False) == [PassPriority()]


def test_a_name_ban_doesnt_see_a_face_down_spell() -> None:
    """Nevermore naming Exalted Angel (set here as it would be chosen, 614.12a): the morph
    cast is listed, and it applies; a face-down spell has no name (708.2a)."""
    g, angel = _game("Nevermore")
    nevermore = next(o for o in g.battlefield_objects() if o.name == "Nevermore")
    nevermore.chosen_name = "Exalted Angel"
    g.dirty()
    morph = CastSpell(card=angel, alt_cost="morph")
    assert morph in g.legal_actions(mana_abilities=False)
    g.apply(morph)
    spell = g.stack[-1].object
    assert isinstance(spell, GameObject) and spell.face_down
