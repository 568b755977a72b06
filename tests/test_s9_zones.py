"""Ninth session, h-zones: zone moves, library manipulation and hidden information (400-406,
701.16, 701.19, 701.20): each phrase read, written back exactly, and carried out."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import (
    AsEntersLand,
    CastSpell,
    Choose,
    OptionalInstruction,
    PassPriority,
    PlayLand,
    SearchChoice,
)

# --- 614.12, 701.20a: the reveal lands -------------------------------------------------------

REVEAL = (
    "As this land enters, you may reveal {what} from your hand. "
    "If you don't, this land enters tapped."
)


def test_reveal_land_parse() -> None:
    (a,) = parse_oracle(REVEAL.format(what="an Elf card"), "Gilt-Leaf Palace", ("land",))
    assert isinstance(a, ir.AsEntersChoose) and a.choice == "reveal"
    assert a.reveal is not None and a.reveal.subtypes == {"Elf"} and a.reveal.zone == "hand"
    (b,) = parse_oracle(REVEAL.format(what="a Mountain or Forest card"), "Game Trail", ("land",))
    assert isinstance(b, ir.AsEntersChoose) and b.reveal is not None
    assert b.reveal.subtypes == {"Mountain", "Forest"}


@pytest.mark.parametrize(
    "name", ["Gilt-Leaf Palace", "Choked Estuary", "Game Trail", "Vineglimmer Snarl", "Port Town"]
)
def test_reveal_land_supported(name: str) -> None:
    # the round trip (subtypes in the text's order) is part of the gate
    assert card_gaps(CardDatabase.bundled().get(name)) == []


@pytest.mark.parametrize(
    ("hand", "n_cards"),
    [(["Llanowar Elves", "Counterspell"], 1), (["Counterspell", "Grizzly Bears"], 0)],
)
def test_reveal_land_options_are_matching_cards(hand: list[str], n_cards: int) -> None:
    g = scenario_game(
        {
            "players": [{"name": "Alice", "hand": ["Gilt-Leaf Palace", *hand]}, {"name": "Bob"}],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    (play,) = [a for a in g.legal_actions() if isinstance(a, PlayLand)]
    g.apply(play)
    d = g.pending
    assert isinstance(d, AsEntersLand) and d.options[-1] == "no"
    ids = [o for o in d.options if o != "no"]
    assert len(ids) == n_cards
    assert all(g.objects[i].name == "Llanowar Elves" for i in ids)


def test_reveal_land_not_revealed_names_no_card() -> None:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Gilt-Leaf Palace", "Llanowar Elves"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    (play,) = [a for a in g.legal_actions() if isinstance(a, PlayLand)]
    g.apply(play)
    g.apply(Choose("no"))
    (palace,) = [o for o in g.objects.values() if o.name == "Gilt-Leaf Palace"]
    assert palace.tapped
    assert not any("Llanowar" in e.text for e in g.log)  # hidden information stays hidden


# --- 701.23a, 608.2d: another player searches their own library ---------------------------


def test_other_search_parse() -> None:
    (a,) = parse_oracle(
        "Exile target creature. Its controller may search their library for a basic land "
        "card, put that card onto the battlefield tapped, then shuffle.",
        "Path to Exile",
        ("instant",),
    )
    assert isinstance(a, ir.SpellAbility)
    s = a.effects[1]
    assert isinstance(s, ir.SearchLibrary)
    assert s.who == ir.TargetControllerRef(0) and s.optional and s.tapped
    assert s.destination == "battlefield" and s.filter.supertypes == {"basic"}


@pytest.mark.parametrize(
    "name",
    [
        "Path to Exile",
        "Assassin's Trophy",
        "Erode",
        "Jungle Wayfinder",
        "Veteran Explorer",
        "Old-Growth Dryads",
        "Geomancer's Gambit",
    ],
)
def test_other_search_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


PATH_GAME = {
    "players": [
        {
            "name": "Alice",
            "battlefield": ["Plains"],
            "hand": [{"card": "Path to Exile", "id": "path"}],
            "library": ["Plains", "Plains"],
        },
        {
            "name": "Bob",
            "battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
            "library": ["Island", {"card": "Forest", "id": "forest"}, "Island"],
        },
    ],
    "turn": {"active": "Alice", "step": "main1"},
}


def _path_resolving() -> Any:
    g = scenario_game({**PATH_GAME, "script": [{"cast": {"card": "path", "targets": ["bears"]}}]})
    while not isinstance(g.pending, OptionalInstruction):
        g.apply(PassPriority())
    return g


def test_its_controller_is_asked_and_searches() -> None:
    g = _path_resolving()
    d = g.pending
    assert isinstance(d, OptionalInstruction) and d.player == 1  # Bob, not the caster
    g.apply(Choose("yes"))
    d = g.pending
    assert isinstance(d, SearchChoice) and d.player == 1
    assert all(g.objects[o].owner == 1 for o in d.options if o is not None)
    assert len([o for o in d.options if o is not None]) == 3  # Bob's three basic lands
    (forest,) = [o for o in d.options if o is not None and g.objects[o].name == "Forest"]
    g.apply(Choose(forest))
    shuffles = [e.text for e in g.log if e.kind == "shuffle"]
    assert shuffles == ["Bob shuffles their library"]  # only the searcher (701.23a)


def test_declined_search_no_shuffle() -> None:
    g = _path_resolving()
    g.apply(Choose("no"))
    assert not [e for e in g.log if e.kind == "shuffle"]
    assert len(g.players[1].library) == 3


# --- 601.2c: "up to three target cards from a single graveyard" ----------------------------


def test_single_graveyard_parse() -> None:
    (a,) = parse_oracle(
        "Exile up to three target cards from a single graveyard.", "Decompose", ("sorcery",)
    )
    assert isinstance(a, ir.SpellAbility)
    (spec,) = a.targets
    assert spec.count == 3 and spec.up_to and spec.filter.single_graveyard
    assert spec.filter.zone == "graveyard"


@pytest.mark.parametrize("name", ["Decompose", "Arashin Sunshield", "Ebony Charm", "Shred Memory"])
def test_single_graveyard_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_single_graveyard_listed_casts_use_one_graveyard() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Swamp", "Swamp"],
                    "hand": ["Decompose"],
                    "graveyard": ["Hill Giant"],
                },
                {"name": "Bob", "graveyard": ["Grizzly Bears", "Craw Wurm"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    sets = [{g.objects[t.object_id].owner for t in a.targets[0]} for a in casts if a.targets]
    assert sets and all(len(s) <= 1 for s in sets)
    assert any(len(a.targets[0]) == 2 for a in casts if a.targets)  # Bob's two cards


# --- 701.23: "Search its controller's graveyard, hand, and library for all cards with the same
# name as that spell and exile them. Then that player shuffles." ----------------------------


def test_same_name_parse() -> None:
    (a,) = parse_oracle(
        "Counter target spell. Search its controller's graveyard, hand, and library for all "
        "cards with the same name as that spell and exile them. Then that player shuffles.",
        "Counterbore",
        ("instant",),
    )
    assert isinstance(a, ir.SpellAbility)
    assert a.effects[1] == ir.ExileSameName(ir.TargetControllerRef(0), ir.TargetRef(0))


@pytest.mark.parametrize(
    "name", ["Counterbore", "Eradicate", "Quash", "Scour", "Sowing Salt", "Crumble to Dust"]
)
def test_same_name_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_counterbore_finds_the_countered_spells_name() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Island"] * 5,
                    "hand": ["Counterbore"],
                    "library": ["Island"] * 3,
                },
                {
                    "name": "Bob",
                    "battlefield": ["Forest"] * 2,
                    "hand": [{"card": "Grizzly Bears", "id": "cast"}, "Grizzly Bears"],
                    "library": ["Forest", "Grizzly Bears", "Forest"],
                },
            ],
            "turn": {"active": "Bob", "step": "main1"},
            "script": [
                {"cast": "cast"},
                "pass",
                {"cast": {"card": "Counterbore", "targets": ["cast"]}},
            ],
        }
    )
    while not isinstance(g.pending, SearchChoice):
        g.apply(PassPriority())
    d = g.pending
    assert d.player == 0  # Alice searches Bob's zones
    found = [o for o in d.options if o is not None]
    assert len(found) == 2 and all(g.objects[o].name == "Grizzly Bears" for o in found)
    g.apply(Choose(found))
    bears = [o for o in g.objects.values() if o.name == "Grizzly Bears"]
    assert len(bears) == 3 and all(o.zone.value == "exile" for o in bears)  # the spell too
    assert [e.text for e in g.log if e.kind == "shuffle"] == ["Bob shuffles their library"]


# --- 701.23a: "Search target opponent's library for ... Then that player shuffles." --------


def test_their_library_parse() -> None:
    (a,) = parse_oracle(
        "Search target opponent's library for an artifact card and put that card onto the "
        "battlefield under your control. Then that player shuffles.",
        "Acquire",
        ("sorcery",),
    )
    assert isinstance(a, ir.SpellAbility)
    (s,) = a.effects
    assert isinstance(s, ir.SearchLibrary) and s.library_of == ir.TargetRef(0)
    assert s.destination == "battlefield" and s.filter.types == {"artifact"}
    assert a.targets[0].player == "opponent"


@pytest.mark.parametrize(
    "name", ["Acquire", "Bribery", "Inevitable Betrayal", "Extract", "Denying Wind"]
)
def test_their_library_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_their_library_searcher_sees_only_that_library() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Island"] * 5,
                    "hand": ["Bribery"],
                    "library": ["Grizzly Bears"],
                },
                {"name": "Bob", "library": ["Forest", "Craw Wurm", "Forest"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Bribery", "targets": ["Bob"]}}],
        }
    )
    while not isinstance(g.pending, SearchChoice):
        g.apply(PassPriority())
    d = g.pending
    found = [o for o in d.options if o is not None]
    assert d.player == 0 and [g.objects[o].name for o in found] == ["Craw Wurm"]
    g.apply(Choose(found[0]))
    (wurm,) = [o for o in g.objects.values() if o.name == "Craw Wurm"]
    assert wurm.controller == 0 and wurm.owner == 1


# --- 614.1c: "return ... to the battlefield with a +1/+1 counter on it" --------------------


def test_return_with_counters_parse() -> None:
    (a,) = parse_oracle(
        "Return target permanent card from your graveyard to the battlefield with a hexproof "
        "counter and an indestructible counter on it.",
        "Perennation",
        ("sorcery",),
    )
    assert isinstance(a, ir.SpellAbility)
    (e,) = a.effects
    assert isinstance(e, ir.ReturnToBattlefield)
    assert e.counters == (("hexproof", 1), ("indestructible", 1))


@pytest.mark.parametrize(
    "name",
    ["Persist", "Unbreakable Bond", "Rite of the Moth", "Daydream", "Luminous Broodmoth"],
)
def test_return_with_counters_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


# --- 603.10a, 400.7: "When enchanted creature dies, return that card to ..." ---------------


def test_enchanted_dies_that_card_parse() -> None:
    (a,) = parse_oracle(
        "When enchanted creature dies, return that card to the battlefield under your control.",
        "Minion's Return",
        ("enchantment",),
    )
    assert isinstance(a, ir.TriggeredAbility)
    (e,) = a.effects
    assert e == ir.ReturnToBattlefield(ir.AttachedRef("enchanted"), under_your_control=True)


@pytest.mark.parametrize(
    "name", ["Abduction", "Demonic Vigor", "Minion's Return", "Unholy Indenture"]
)
def test_enchanted_dies_that_card_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_equipped_dies_that_card_refused() -> None:
    # 704.5n: the Equipment stays on the battlefield, unattached, and can't name the card
    gaps = card_gaps(CardDatabase.bundled().get("Resurrection Orb"))
    assert gaps and "that card" in gaps[0]


# --- 701.24a: "Each player shuffles their hand and graveyard into their library." ----------


def test_shuffle_hand_and_graveyard_parse() -> None:
    (a,) = parse_oracle(
        "Each player shuffles their hand and graveyard into their library, then draws seven cards.",
        "Timetwister",
        ("sorcery",),
    )
    assert isinstance(a, ir.SpellAbility)
    assert a.effects[0] == ir.ShuffleIntoLibrary(ir.EachRef(None, "each"), hand=True)


@pytest.mark.parametrize("name", ["Timetwister", "Time Reversal", "The Mending of Dominaria"])
def test_shuffle_into_library_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_shuffled_hand_cards_go_unnamed() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Island"] * 3,
                    "hand": ["Timetwister", "Craw Wurm"],
                    "library": ["Island"] * 8,
                },
                {"name": "Bob", "library": ["Forest"] * 8},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Timetwister"}, {"resolve": 1}],
        }
    )
    assert not any("Craw Wurm" in e.text for e in g.log)  # 402.3: the hand is hidden
    assert len(g.players[0].hand) == 7


# --- 401.4: "put two cards from your hand on top of your library in any order" -------------


def test_hand_to_library_parse() -> None:
    (a,) = parse_oracle(
        "Draw three cards, then put two cards from your hand on top of your library in any order.",
        "Brainstorm",
        ("instant",),
    )
    assert isinstance(a, ir.SpellAbility)
    assert a.effects[1] == ir.HandToLibrary(2, "top")


@pytest.mark.parametrize(
    "name", ["Brainstorm", "Cavalier of Gales", "Amass the Components", "Fire Prophecy"]
)
def test_hand_to_library_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_brainstorm_order_first_ends_on_top() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Island"],
                    "hand": ["Brainstorm", {"card": "Hill Giant", "id": "giant"}],
                    "library": [{"card": "Craw Wurm", "id": "wurm"}, "Island", "Island"],
                },
                {"name": "Bob", "library": ["Forest"] * 3},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Brainstorm"},
                {"resolve": 1},
                {"choose": ["giant", "wurm"]},
                {"choose": ["wurm", "giant"]},
            ],
        }
    )
    lib = g.players[0].library  # stored bottom first, top last
    assert [g.objects[o].name for o in lib[-2:]] == ["Hill Giant", "Craw Wurm"]


# --- 602.2b: "Return this enchantment to its owner's hand:" as a cost ----------------------


def test_return_self_cost_parse() -> None:
    (a,) = parse_oracle(
        "Return this enchantment to its owner's hand: Regenerate target creature.",
        "Broken Fall",
        ("enchantment",),
    )
    assert isinstance(a, ir.ActivatedAbility) and a.cost.return_self


@pytest.mark.parametrize("name", ["Attunement", "Broken Fall", "Recurring Nightmare"])
def test_return_self_cost_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


# --- 122.8: "When this creature dies, put its counters on target creature you control." ----


def test_put_its_counters_parse() -> None:
    (a,) = parse_oracle(
        "When this creature dies, put its counters on target creature you control.",
        "Star Pupil",
        ("creature",),
    )
    assert isinstance(a, ir.TriggeredAbility)
    assert a.effects == (ir.PutItsCounters(ir.TargetRef(0)),)


@pytest.mark.parametrize(
    "name", ["Star Pupil", "Broodguard Elite", "Dockworker Drone", "Spiteful Squad"]
)
def test_put_its_counters_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_put_its_counters_only_as_it_leaves() -> None:
    from mtgrules.rules.support import engine_gaps

    abilities = parse_oracle(
        "When this creature enters, put its counters on target creature you control.",
        "Test",
        ("creature",),
    )
    card = ir.CardDefinition(name="Test", types=("creature",), abilities=tuple(abilities))
    assert any("122.8" in g for g in engine_gaps(card))


# --- 201.5, 701.23b: "search your library for a card named ~" -------------------------------


def test_named_self_parse() -> None:
    (a,) = parse_oracle(
        "When this creature enters, you may search your library for up to three cards named "
        "Squadron Hawk, reveal them, put them into your hand, then shuffle.",
        "Squadron Hawk",
        ("creature",),
    )
    assert isinstance(a, ir.TriggeredAbility)
    (s,) = [e for e in _flat(a.effects) if isinstance(e, ir.SearchLibrary)]
    assert s.named == "~" and s.count == 3 and s.up_to and s.reveal


def _flat(effects: Any) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        out.append(e)
        out += _flat(getattr(e, "effects", ()))
    return out


@pytest.mark.parametrize(
    "name", ["Avarax", "Squadron Hawk", "Battalion Foot Soldier", "Welkin Hawk"]
)
def test_named_self_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


# --- 205.3: "search your library for an Aura or Equipment card" ------------------------------


def test_search_subtypes_parse() -> None:
    (a,) = parse_oracle(
        "Search your library for a basic Forest, Plains, or Island card, reveal it, put it "
        "into your hand, then shuffle.",
        "Test Monument",
        ("sorcery",),
    )
    assert isinstance(a, ir.SpellAbility)
    (s,) = a.effects
    assert isinstance(s, ir.SearchLibrary)
    assert s.filter.subtypes == {"Forest", "Plains", "Island"}
    assert s.filter.supertypes == {"basic"}


@pytest.mark.parametrize(
    "name", ["Open the Armory", "Deadeye Quartermaster", "Safewright Quest", "Sultai Monument"]
)
def test_search_subtypes_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []
