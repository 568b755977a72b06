"""Tenth session, h-zones (continued): choosing from another player's hand (701.20e, 608.2d,
701.9a) read, written back exactly, and carried out."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.answers import Choose
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ChooseObjects, PassPriority


@pytest.mark.parametrize("name", ["Mind Warp", "Extortion", "Painful Memories", "Cracked Skull"])
def test_choose_from_hand_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_mind_warp_parse() -> None:
    (a,) = parse_oracle(
        "Look at target player's hand and choose X cards from it. That player discards those "
        "cards.",
        "Mind Warp",
        ("sorcery",),
    )
    assert isinstance(a, ir.SpellAbility)
    (e,) = a.effects
    assert isinstance(e, ir.ChooseFromHand) and e.count == ir.XAmount() and e.to == "discard"


def test_extortion_discards_up_to_two_chosen_cards() -> None:
    g: Any = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Swamp"] * 5, "hand": ["Extortion"]},
                {"name": "Bob", "hand": ["Forest", "Grizzly Bears", "Shock"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Extortion", "targets": ["Bob"]}}],
        }
    )
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    d = g.pending
    assert d.player == 0 and d.count == 2 and d.up_to
    (shock,) = [o for o in d.options if o is not None and g.objects[o].name == "Shock"]
    g.apply(Choose([shock]))  # fewer than two (608.2d: up to)
    assert sorted(g.objects[o].name for o in g.players[1].hand) == ["Forest", "Grizzly Bears"]
    assert [g.objects[o].name for o in g.players[1].graveyard] == ["Shock"]  # discarded
    assert any(e.rule == "701.20e" for e in g.log)


def test_painful_memories_puts_the_card_on_top() -> None:
    g: Any = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Swamp"] * 2, "hand": ["Painful Memories"]},
                {"name": "Bob", "hand": ["Grizzly Bears", "Shock"], "library": ["Forest"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Painful Memories", "targets": ["Bob"]}}],
        }
    )
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    (bears,) = [o for o in g.pending.options if g.objects[o].name == "Grizzly Bears"]
    g.apply(Choose(bears))
    lib = g.players[1].library
    assert g.objects[lib[-1]].name == "Grizzly Bears" and len(lib) == 2  # on top (401.4)


# --- "Then you scry 2.": an instruction with "you" written before it ------------------------


@pytest.mark.parametrize(
    "name", ["Overwhelmed Apprentice", "Unseal the Necropolis", "Witch of the Moors"]
)
def test_you_imperative_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_unseal_the_necropolis_returns_chosen_creature_cards() -> None:
    (a,) = parse_oracle(
        "Each player mills three cards. Then you return up to two creature cards from your "
        "graveyard to your hand.",
        "Unseal the Necropolis",
        ("sorcery",),
    )
    assert isinstance(a, ir.SpellAbility)
    ret = a.effects[1]
    assert isinstance(ret, ir.ReturnToHand) and isinstance(ret.what, ir.ChosenRef)
    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Swamp"] * 3,
                    "hand": ["Unseal the Necropolis"],
                    "library": ["Grizzly Bears", "Swamp", "Swamp"],
                },
                {"name": "Bob", "library": ["Hill Giant", "Forest", "Forest"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Unseal the Necropolis"}],
        }
    )
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    names = [g.objects[o].name for o in g.pending.options if o is not None]
    assert names == ["Grizzly Bears"]  # only Alice's graveyard: Bob's Hill Giant isn't hers
    g.apply(Choose([o for o in g.pending.options if o is not None]))
    assert [g.objects[o].name for o in g.players[0].hand] == ["Grizzly Bears"]


@pytest.mark.parametrize("name", ["Extract from Darkness", "Wreck and Rebuild"])
def test_put_chosen_card_from_graveyard_onto_battlefield_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_extract_from_darkness_takes_a_creature_card_from_any_graveyard() -> None:
    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Swamp", "Swamp", "Swamp", "Island", "Island"],
                    "hand": ["Extract from Darkness"],
                    "library": ["Swamp", "Swamp"],
                },
                {"name": "Bob", "library": ["Forest", "Forest"], "graveyard": ["Craw Wurm"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Extract from Darkness"}],
        }
    )
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    (wurm,) = [o for o in g.pending.options if o is not None]
    assert g.objects[wurm].name == "Craw Wurm"  # Bob's, not only Alice's graveyard
    g.apply(Choose(wurm))
    (now,) = [o for o in g.objects.values() if o.name == "Craw Wurm"]
    assert now.zone.value == "battlefield" and now.controller == 0 and now.owner == 1


# --- 614.1a: "If that spell is countered this way, put it on top of its owner's library
# instead of into that player's graveyard." ------------------------------------------------


@pytest.mark.parametrize(("name", "zone"), [("Memory Lapse", "library"), ("Remand", "hand")])
def test_countered_spell_goes_elsewhere(name: str, zone: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []
    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Island"] * 2,
                    "hand": [name],
                    "library": ["Island"],
                },
                {
                    "name": "Bob",
                    "battlefield": ["Forest"] * 2,
                    "hand": [{"card": "Grizzly Bears", "id": "bears"}],
                    "library": ["Forest"],
                },
            ],
            "turn": {"active": "Bob", "step": "main1"},
            "script": [{"cast": "bears"}, "pass", {"cast": {"card": name, "targets": ["bears"]}}],
        }
    )
    while g.stack:
        g.apply(PassPriority())
    (bears,) = [o for o in g.objects.values() if o.name == "Grizzly Bears"]
    assert bears.zone.value == zone and bears.owner == 1
    if zone == "library":
        assert g.players[1].library[-1] == bears.id  # on top (401.4)
    assert any(e.rule == "614.1a" for e in g.log)


def test_black_suns_twilight_returns_only_mana_value_x_or_less() -> None:
    # 107.3: "a creature card with mana value X or less": the X paid, read on resolution
    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Swamp"] * 6,
                    "hand": ["Black Sun's Twilight"],
                    "graveyard": ["Hill Giant", "Craw Wurm", "Grizzly Bears"],
                },
                {"name": "Bob", "battlefield": ["Savannah Lions"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Black Sun's Twilight", "targets": ["Savannah Lions"], "x": 5}}
            ],
        }
    )
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    names = sorted(g.objects[o].name for o in g.pending.options if o is not None)
    assert names == ["Grizzly Bears", "Hill Giant"]  # not Craw Wurm (mana value 6)


# --- 401.4, 608.2d: "You may put a land card from your graveyard on top of your library." ---


@pytest.mark.parametrize("name", ["Glowspore Shaman", "Halo-Charged Skaab"])
def test_put_chosen_card_on_top_supported(name: str) -> None:
    # Halo-Charged Skaab: "Then you may put ..." keeps its "Then" (608.2c)
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_glowspore_shaman_puts_a_land_card_on_top() -> None:
    from mtgrules.decisions import OptionalInstruction

    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Forest", "Swamp", "Swamp"],
                    "hand": ["Glowspore Shaman"],
                    "library": ["Grizzly Bears", "Forest", "Shock", "Island"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Glowspore Shaman"}],
        }
    )
    while not isinstance(g.pending, OptionalInstruction):
        g.apply(PassPriority())
    g.apply(Choose("yes"))
    d = g.pending
    assert isinstance(d, ChooseObjects)
    (forest,) = [o for o in d.options if o is not None]
    assert g.objects[forest].name == "Forest"  # the only land card milled
    g.apply(Choose(forest))
    lib = g.players[0].library
    assert g.objects[lib[-1]].name == "Forest" and len(lib) == 2  # on top (401.4)
