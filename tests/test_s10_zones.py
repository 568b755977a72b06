"""Tenth session, h-zones: zone moves of cards of another player's hand and library, and the
filters on the moved cards (105.2, 400.7, 701.20a, 701.20e, 608.2d): each phrase read,
written back exactly, and carried out."""

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

# --- 105.2: "a blue or black creature you control" ------------------------------------------


def test_color_pair_parse() -> None:
    (a,) = parse_oracle(
        "When this creature enters, return a green or white creature you control to its "
        "owner's hand.",
        "Fleetfoot Panther",
        ("creature",),
    )
    assert isinstance(a, ir.TriggeredAbility)
    (e,) = a.effects
    assert isinstance(e, ir.ReturnToHand)
    assert isinstance(e.what, ir.ChosenRef) and e.what.filter.colors == {"G", "W"}


@pytest.mark.parametrize(
    "name",
    ["Cavern Harpy", "Fleetfoot Panther", "Crypt Angel", "Hunting Drake", "Silver Drake"],
)
def test_color_pair_supported(name: str) -> None:
    # the round trip writes the pair the short way round the color wheel (105.1)
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_color_pair_either_color_can_be_chosen() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        *("Forest", "Forest", "Plains", "Plains"),
                        *("Grizzly Bears", "Savannah Lions", "Hill Giant"),
                    ],
                    "hand": ["Fleetfoot Panther"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Fleetfoot Panther"}],
        }
    )
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    names = sorted(g.objects[o].name for o in g.pending.options if o is not None)
    # green Bears, white Lions, and the green-white Panther itself; not the red Giant
    assert names == ["Fleetfoot Panther", "Grizzly Bears", "Savannah Lions"]


# --- 701.20a, 608.2d: "Target opponent reveals their hand. You choose a nonland card from it
# and exile that card." ---------------------------------------------------------------------


def test_reveal_hand_exile_parse() -> None:
    (a,) = parse_oracle(
        "Target player reveals their hand. You choose a card from it with mana value 3 or "
        "greater and exile that card.",
        "Transgress the Mind",
        ("sorcery",),
    )
    assert isinstance(a, ir.SpellAbility)
    (e,) = a.effects
    assert isinstance(e, ir.ExileFromHand) and e.who == ir.TargetRef(0)
    assert e.filter.mana_value_min == 3 and e.filter.zone == "hand" and not e.graveyard
    (b,) = parse_oracle(
        "Target opponent reveals their hand. You choose a nonland card from that player's "
        "graveyard or hand and exile it.",
        "Memory Leak",
        ("sorcery",),
    )
    assert isinstance(b, ir.SpellAbility)
    assert isinstance(b.effects[0], ir.ExileFromHand) and b.effects[0].graveyard
    assert b.targets[0].player == "opponent"


@pytest.mark.parametrize(
    "name",
    [
        "Castigate",
        "Thought-Knot Seer",
        "Lifebane Zombie",
        "Appetite for Brains",
        "Transgress the Mind",
        "Intimidation Tactics",
        "Night Terrors",
        "Memory Leak",
        "Never Happened",
    ],
)
def test_reveal_hand_exile_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def _castigate_game(bob_hand: list[str], graveyard: list[str] | None = None) -> object:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Plains", "Swamp", "Swamp"],
                    "hand": ["Castigate"],
                },
                {"name": "Bob", "hand": bob_hand, "graveyard": graveyard or []},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Castigate", "targets": ["Bob"]}}],
        }
    )


def test_castigate_exiles_the_chosen_nonland_card() -> None:
    g: Any = _castigate_game(["Forest", "Grizzly Bears", "Counterspell"])
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    d = g.pending
    assert d.player == 0  # Alice chooses from Bob's hand (608.2d)
    names = sorted(g.objects[o].name for o in d.options)
    assert names == ["Counterspell", "Grizzly Bears"]  # no land
    (bears,) = [o for o in d.options if g.objects[o].name == "Grizzly Bears"]
    g.apply(Choose(bears))
    bob = g.players[1]
    assert sorted(g.objects[o].name for o in bob.hand) == ["Counterspell", "Forest"]
    assert [g.objects[o].name for o in g.exile] == ["Grizzly Bears"]
    assert any(e.rule == "701.20a" and "reveals their hand" in e.text for e in g.log)


def test_castigate_with_only_lands_exiles_nothing() -> None:
    g: Any = _castigate_game(["Forest", "Island"])
    while g.stack:
        assert not isinstance(g.pending, ChooseObjects)
        g.apply(PassPriority())
    assert len(g.players[1].hand) == 2 and not g.exile


# --- 701.20e: "Look at target player's hand." / "look at the top card of target player's
# library" -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["Peek", "Gitaxian Probe", "Telepathic Spies", "Dewdrop Spy", "Merfolk Observer"]
)
def test_look_at_their_zone_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_peek_looks_and_moves_nothing() -> None:
    (a,) = parse_oracle("Look at target player's hand.\nDraw a card.", "Peek", ("instant",))
    assert isinstance(a, ir.SpellAbility)
    assert a.effects[0] == ir.LookAtHand(ir.TargetRef(0))
    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Island"],
                    "hand": ["Peek"],
                    "library": ["Island"],
                },
                {"name": "Bob", "hand": ["Forest", "Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Peek", "targets": ["Bob"]}}],
        }
    )
    while g.stack:
        g.apply(PassPriority())
    looks = [e for e in g.log if e.rule == "701.20e"]
    assert len(looks) == 1 and "Alice looks at Bob's hand" in looks[0].text
    assert "Grizzly Bears" not in looks[0].text  # shown to Alice only: not in the public log
    assert len(g.players[1].hand) == 2 and len(g.players[0].hand) == 1  # Peek's draw


# --- 205.3: "target creature or Vehicle" --------------------------------------------------


def test_creature_or_vehicle_parse() -> None:
    (a,) = parse_oracle("Exile target creature or Vehicle.", "Ride's End", ("instant",))
    assert isinstance(a, ir.SpellAbility)
    f = a.targets[0].filter
    assert f.types == {"creature"} and f.or_subtypes == {"Vehicle"} and not f.subtypes


@pytest.mark.parametrize(
    "name", ["Ride's End", "Bounce Off", "Carrion Cruiser", "Imperial Recovery Unit", "Stall Out"]
)
def test_creature_or_vehicle_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_creature_or_vehicle_targets() -> None:
    g: Any = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Plains"] * 5, "hand": ["Ride's End"]},
                {"name": "Bob", "battlefield": ["Smuggler's Copter", "Grizzly Bears", "Sol Ring"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    from mtgrules.decisions import CastSpell

    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.targets]
    names = {g.objects[t.object_id].name for a in casts for t in a.targets[0]}
    # the Vehicle (not a creature now) and the creature; not the other artifact
    assert names == {"Smuggler's Copter", "Grizzly Bears"}


def test_creature_or_vehicle_card_chosen_from_graveyard() -> None:
    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Swamp"] * 3,
                    "hand": ["Carrion Cruiser"],
                    "library": ["Swamp", "Swamp", "Swamp"],
                    "graveyard": ["Smuggler's Copter", "Sol Ring", "Grizzly Bears"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Carrion Cruiser"}],
        }
    )
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    names = sorted(g.objects[o].name for o in g.pending.options if o is not None)
    assert names == ["Grizzly Bears", "Smuggler's Copter"]  # not Sol Ring, not the Swamps


# --- 401.4, 701.20e, 701.24a: "Look at the top three cards of target player's library, then
# put them back in any order. You may have that player shuffle." ---------------------------


@pytest.mark.parametrize(
    "name", ["Portent", "Natural Selection", "Architects of Will", "Ponder", "Omen"]
)
def test_look_back_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_natural_selection_reorders_their_library() -> None:
    from mtgrules.decisions import LibraryOrder, OptionalInstruction

    g: Any = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Forest"], "hand": ["Natural Selection"]},
                {"name": "Bob", "library": ["Island", "Forest", "Swamp", "Mountain"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Natural Selection", "targets": ["Bob"]}}],
        }
    )
    while not isinstance(g.pending, LibraryOrder):
        g.apply(PassPriority())
    d = g.pending
    assert d.player == 0  # Alice orders Bob's cards (401.4)
    bob = g.players[1]
    top3 = list(reversed(bob.library[-3:]))
    assert sorted(d.options) == sorted(top3)
    g.apply(Choose(list(reversed(top3))))  # the third card from the top ends on top
    assert isinstance(g.pending, OptionalInstruction) and g.pending.player == 0
    g.apply(Choose("no"))
    assert list(reversed(bob.library[-3:])) == list(reversed(top3))
    assert len(bob.library) == 4


# --- 608.2d: "Return an instant card at random from your graveyard to your hand." -----------


def test_return_at_random_parse() -> None:
    (a,) = parse_oracle(
        "Return two cards at random from your graveyard to your hand.", "Make a Wish", ("sorcery",)
    )
    assert isinstance(a, ir.SpellAbility)
    (e,) = a.effects
    assert isinstance(e, ir.ReturnToHand) and isinstance(e.what, ir.ChosenRef)
    assert e.what.random and e.what.count == 2 and e.what.filter.zone == "graveyard"


@pytest.mark.parametrize("name", ["Make a Wish", "Surreal Memoir", "Ghoulraiser"])
def test_return_at_random_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_surreal_memoir_returns_a_random_instant_without_a_choice() -> None:
    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Mountain"] * 4,
                    "hand": ["Surreal Memoir"],
                    "graveyard": ["Shock", "Counterspell", "Grizzly Bears", "Divination"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Surreal Memoir"}],
        }
    )
    while g.stack:
        assert not isinstance(g.pending, ChooseObjects)  # the game chooses, not a player
        g.apply(PassPriority())
    hand = [g.objects[o].name for o in g.players[0].hand]
    assert len(hand) == 1 and hand[0] in ("Shock", "Counterspell")


# --- 608.2d: chosen cards: "You may mill two cards. Then return up to two creature cards from
# your graveyard to your hand." ------------------------------------------------------------


def test_another_chance_parse() -> None:
    (a,) = parse_oracle(
        "You may mill two cards. Then return up to two creature cards from your graveyard to "
        "your hand.",
        "Another Chance",
        ("instant",),
    )
    assert isinstance(a, ir.SpellAbility)
    may, ret = a.effects
    assert isinstance(may, ir.MayDo) and isinstance(may.effects[0], ir.Mill)
    assert isinstance(ret, ir.ReturnToHand) and isinstance(ret.what, ir.ChosenRef)
    assert ret.what.count == 2 and ret.what.up_to and ret.what.filter.zone == "graveyard"


@pytest.mark.parametrize(
    "name", ["Another Chance", "Summon Undead", "Bond of Insight", "Incarnation Technique"]
)
def test_chosen_return_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_another_chance_declined_mill_still_returns() -> None:
    from mtgrules.decisions import OptionalInstruction

    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Swamp"] * 3,
                    "hand": ["Another Chance"],
                    "library": ["Swamp", "Swamp"],
                    "graveyard": ["Grizzly Bears", "Hill Giant", "Craw Wurm", "Shock"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Another Chance"}],
        }
    )
    while not isinstance(g.pending, OptionalInstruction):
        g.apply(PassPriority())
    g.apply(Choose("no"))  # 608.2d: no mill; the return happens anyway
    d = g.pending
    assert isinstance(d, ChooseObjects) and d.count == 2 and d.up_to
    names = sorted(g.objects[o].name for o in d.options if o is not None)
    assert names == ["Craw Wurm", "Grizzly Bears", "Hill Giant"]  # creature cards only
    picks = [o for o in d.options if o is not None and g.objects[o].name != "Craw Wurm"]
    g.apply(Choose(picks))
    assert sorted(g.objects[o].name for o in g.players[0].hand) == ["Grizzly Bears", "Hill Giant"]
    assert len(g.players[0].library) == 2  # nothing milled


# --- 202.3: "Search your library for an artifact card with mana value 2, ..." --------------


def test_exact_mana_value_parse() -> None:
    (a,) = parse_oracle(
        "When this creature enters, you may search your library for an artifact card with "
        "mana value 2, reveal that card, put it into your hand, then shuffle.",
        "Tribute Mage",
        ("creature",),
    )
    assert isinstance(a, ir.TriggeredAbility)
    (s,) = a.effects
    assert isinstance(s, ir.SearchLibrary)
    assert s.filter.mana_value_min == 2 and s.filter.mana_value_max == 2


@pytest.mark.parametrize("name", ["Tribute Mage", "Trophy Mage", "Micromancer", "Isolate"])
def test_exact_mana_value_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_isolate_targets_only_mana_value_one() -> None:
    g: Any = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Plains"], "hand": ["Isolate"]},
                {"name": "Bob", "battlefield": ["Savannah Lions", "Grizzly Bears", "Forest"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    from mtgrules.decisions import CastSpell

    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.targets]
    names = {g.objects[t.object_id].name for a in casts for t in a.targets[0]}
    assert names == {"Savannah Lions"}  # not the 2-drop, not the land (mana value 0)


# --- 701.23a: "search your library for a basic land card or a Gate card" --------------------


@pytest.mark.parametrize(
    "name", ["District Guide", "Gatecreeper Vine", "Open the Gates", "Scampering Surveyor"]
)
def test_search_either_card_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_open_the_gates_finds_basic_lands_and_gates() -> None:
    from mtgrules.decisions import SearchChoice

    (a,) = parse_oracle(
        "Search your library for a basic land card or Gate card, reveal it, put it into your "
        "hand, then shuffle.",
        "Open the Gates",
        ("instant",),
    )
    assert isinstance(a, ir.SpellAbility)
    f = a.effects[0].filter
    assert f.supertypes == {"basic"} and f.or_filter is not None
    assert f.or_filter.subtypes == {"Gate"} and not f.or_filter.supertypes
    g: Any = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Forest"],
                    "hand": ["Open the Gates"],
                    "library": ["Plains", "Azorius Guildgate", "Savannah", "Grizzly Bears"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Open the Gates"}],
        }
    )
    while not isinstance(g.pending, SearchChoice):
        g.apply(PassPriority())
    names = sorted(g.objects[o].name for o in g.pending.options if o is not None)
    assert names == ["Azorius Guildgate", "Plains"]  # not the nonbasic Savannah, not a creature


# --- 401.7: "Put target creature into its owner's library second from the top." -------------


@pytest.mark.parametrize(
    "name", ["Oust", "Chronostutter", "Bury in Books", "Gandalf, White Rider", "Not Forgotten"]
)
def test_put_into_library_at_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


@pytest.mark.parametrize(("library", "depth"), [(["Island", "Island", "Island"], 1), ([], 0)])
def test_oust_puts_it_second_from_the_top(library: list[str], depth: int) -> None:
    g: Any = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Plains"], "hand": ["Oust"]},
                {"name": "Bob", "battlefield": ["Grizzly Bears"], "library": library},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Oust", "targets": ["Grizzly Bears"]}}],
        }
    )
    while g.stack:
        g.apply(PassPriority())
    lib = g.players[1].library  # bottom first, top last
    (bears,) = [o for o in lib if g.objects[o].name == "Grizzly Bears"]
    # second from the top; 401.7: on the bottom of an empty library
    assert lib.index(bears) == len(lib) - 1 - depth
    assert g.players[1].life == 23  # "Its controller gains 3 life"
    assert any(e.rule == "401.7" for e in g.log)


def test_not_forgotten_lets_the_controller_choose_the_bottom() -> None:
    from mtgrules.decisions import ChooseOption

    g: Any = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Plains"] * 2, "hand": ["Not Forgotten"]},
                {"name": "Bob", "graveyard": ["Grizzly Bears"], "library": ["Forest"] * 2},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Not Forgotten", "targets": ["Grizzly Bears"]}}],
        }
    )
    while not isinstance(g.pending, ChooseOption):
        g.apply(PassPriority())
    assert g.pending.player == 0 and set(g.pending.options) == {"top", "bottom"}
    g.apply(Choose("bottom"))
    lib = g.players[1].library
    assert g.objects[lib[0]].name == "Grizzly Bears"  # the bottom (400.3: its owner's library)


# --- 701.23a, 608.2d: "Search your library for up to two basic land cards, reveal those cards,
# put one onto the battlefield tapped and the other into your hand, then shuffle." ---------


@pytest.mark.parametrize(
    "name", ["Cultivate", "Kodama's Reach", "Fork in the Road", "Viewpoint Synchronization"]
)
def test_search_split_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def _cultivate(library: list[str]) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Forest"] * 3,
                    "hand": ["Cultivate"],
                    "library": library,
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Cultivate"}],
        }
    )


def test_cultivate_one_tapped_onto_the_battlefield_one_to_hand() -> None:
    from mtgrules.decisions import SearchChoice

    g = _cultivate(["Plains", "Island", "Savannah", "Grizzly Bears"])
    while not isinstance(g.pending, SearchChoice):
        g.apply(PassPriority())
    names = sorted(g.objects[o].name for o in g.pending.options if o is not None)
    assert names == ["Island", "Plains"]  # basic lands only
    found = [o for o in g.pending.options if o is not None]
    g.apply(Choose(found))
    d = g.pending
    assert isinstance(d, ChooseObjects) and d.count == 1 and not d.up_to
    (island,) = [o for o in found if g.objects[o].name == "Island"]
    g.apply(Choose(island))
    bf = {o.name: o for o in g.objects.values() if o.zone.value == "battlefield"}
    assert bf["Island"].tapped  # "onto the battlefield tapped"
    assert [g.objects[o].name for o in g.players[0].hand] == ["Plains"]
    assert any(e.kind == "shuffle" for e in g.log)


def test_cultivate_finding_one_lets_it_go_to_hand() -> None:
    from mtgrules.decisions import SearchChoice

    g = _cultivate(["Plains", "Grizzly Bears"])
    while not isinstance(g.pending, SearchChoice):
        g.apply(PassPriority())
    (plains,) = [o for o in g.pending.options if o is not None]
    g.apply(Choose([plains]))
    d = g.pending
    assert isinstance(d, ChooseObjects) and d.up_to  # fewer found: either place
    g.apply(Choose(None))  # none onto the battlefield: it is "the other"
    assert [g.objects[o].name for o in g.players[0].hand] == ["Plains"]
