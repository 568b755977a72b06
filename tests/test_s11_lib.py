"""Eleventh session, h-lib: choosing, the top cards of a library, and cost changes (601.2f,
601.2i, 608.2d, 702.41a): each phrase read, written back exactly, and carried out."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ChooseObjects, ChooseOption, PassPriority


def _supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def _game(alice: dict[str, Any], script: list[Any], step: str = "main1") -> Any:
    return scenario_game(
        {
            "players": [{"name": "Alice", **alice}, {"name": "Bob"}],
            "turn": {"active": "Alice", "step": step},
            "script": script,
        }
    )


# --- 702.41a: "Affinity for Cats", "Affinity for historic permanents" ----------------------


def test_affinity_for_subtype_parse() -> None:
    (kw,) = parse_oracle("Affinity for Cats", "Claws Out", ("instant",))
    assert isinstance(kw, ir.Keyword) and kw.name == "affinity"
    assert kw.filter is not None and kw.filter.subtypes == {"Cat"}


@pytest.mark.parametrize(
    "name", ["Claws Out", "Oxidda Golem", "Razor Golem", "Angelic Observer", "Spire Golem"]
)
def test_affinity_for_np_supported(name: str) -> None:
    _supported(name)


# --- 608.2d: "Target creature's owner puts it on their choice of the top or bottom ..." ---


@pytest.mark.parametrize(
    "text",
    [
        "Target creature's owner puts it on their choice of the top or bottom of their library.",
        "Target artifact or creature's owner puts it on their choice of the top or bottom of "
        "their library.",
        "The owner of target nonland permanent puts it on their choice of the top or bottom "
        "of their library.",
    ],
)
def test_owner_top_or_bottom_parse(text: str) -> None:
    (a,) = parse_oracle(text, "Test Card", ("instant",))
    assert isinstance(a, ir.SpellAbility)
    (e,) = a.effects
    assert isinstance(e, ir.PutInLibraryAt) and e.owner_chooses
    assert isinstance(e.what, ir.TargetRef)


@pytest.mark.parametrize(
    "name", ["Misleading Motes", "Desynchronize", "Run Ashore", "Unlucky Drop", "Run Behind"]
)
def test_owner_top_or_bottom_supported(name: str) -> None:
    _supported(name)


def test_owner_top_or_bottom_owner_is_asked() -> None:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Misleading Motes"], "battlefield": ["Island"] * 4},
                {"name": "Bob", "library": ["Forest"], "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Misleading Motes", "targets": ["Grizzly Bears"]}}],
        }
    )
    while not isinstance(g.pending, ChooseOption):
        g.apply(PassPriority())
    assert g.pending.player == 1  # 608.2d: Bob, the owner, chooses (not Alice)


# --- 601.2f: "Kithkin spells and Soldier spells you cast cost {1} less to cast." ----------


def test_spells_pair_parse() -> None:
    (a,) = parse_oracle(
        "White spells and black spells you cast cost {1} less to cast.",
        "Sunscape Familiar",
        ("creature",),
    )
    assert isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.CostReduction)
    assert a.effect.filter.colors == {"W", "B"} and a.effect.mana == "{1}"


@pytest.mark.parametrize(
    "name",
    [
        "Ballyrush Banneret",
        "Sunscape Familiar",
        "Cid, Freeflier Pilot",
        "Danitha Capashen, Paragon",
    ],
)
def test_spells_pair_supported(name: str) -> None:
    _supported(name)


def test_spells_pair_either_color() -> None:
    # Sunscape Familiar ("Green spells and blue spells ..."): a green spell costs {1} less,
    # as a blue one would (either kind, 601.2f); a black one doesn't
    g = _game(
        {
            "hand": ["Grizzly Bears", "Walking Corpse"],
            "battlefield": ["Sunscape Familiar", "Forest", {"card": "Swamp", "id": "s1"}],
        },
        [
            {"cast": "Grizzly Bears"},
            {"expect": {"stack": ["Grizzly Bears"], "tapped": {"s1": False}}},
            {"resolve": 1},
            {"cast": "Walking Corpse", "expect_error": "can't pay"},
        ],
    )
    assert not g.stack


# --- 601.2i: "The first creature spell you cast each turn costs {2} less to cast." --------


def test_nth_spell_parse() -> None:
    (a,) = parse_oracle(
        "The first creature spell you cast each turn costs {2} less to cast.",
        "Conduit of Ruin",
        ("creature",),
    )
    assert isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.CostChange)
    assert a.effect.nth == 1 and a.effect.filter.types == {"creature"}


@pytest.mark.parametrize("name", ["Conduit of Ruin", "Highspire Bell-Ringer", "Uthros Psionicist"])
def test_nth_spell_supported(name: str) -> None:
    _supported(name)


def test_first_creature_spell_only() -> None:
    # Conduit of Ruin: the first creature spell costs {2} less (Grizzly Bears: {G}); an
    # instant before it doesn't count (not a creature spell); the second creature pays in full
    _game(
        {
            "hand": ["Giant Growth", "Grizzly Bears", "Runeclaw Bear"],
            "battlefield": [
                "Conduit of Ruin",
                *({"card": "Forest", "id": f"f{i}"} for i in range(4)),
                "Savannah Lions",
            ],
        },
        [
            {"cast": {"card": "Giant Growth", "targets": ["Savannah Lions"]}},
            {"resolve": 1},
            {"cast": "Grizzly Bears"},
            {"resolve": 1},
            {"cast": "Runeclaw Bear"},  # {1}{G}: the last two Forests
            {"expect": {"tapped": {f"f{i}": True for i in range(4)}}},
        ],
    )


# --- 601.2f: "... if you've cast another spell this turn", "... during your turn" --------


def test_cast_another_parse_and_render() -> None:
    (a,) = parse_oracle(
        "This spell costs {2} less to cast if you've cast another instant or sorcery spell "
        "this turn.",
        "Mage Duel",
        ("sorcery",),
    )
    assert isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.SelfCostChange)
    cond = a.effect.condition
    assert cond == ir.HappenedThisTurn("cast instant or sorcery", 1, form="another")
    for name in ("Focus the Mind", "Mage Duel", "Mental Modulation", "Hylda's Crown of Winter"):
        _supported(name)


def test_cast_another_spell_lowers_the_cost() -> None:
    # Focus the Mind ({4}{U}) costs {2}{U} once another spell was cast this turn (601.2i:
    # counted before it, as it becomes cast)
    islands = [{"card": "Island", "id": f"i{i}"} for i in range(4)]
    _game(
        {"hand": ["Focus the Mind", "Opt"], "battlefield": islands, "library": ["Forest"] * 6},
        [
            {"cast": "Focus the Mind", "expect_error": "can't pay"},
            {"cast": "Opt"},
            {"resolve": 1},
            {"choose": "top"},
            {"cast": "Focus the Mind"},
            {"expect": {"stack": ["Focus the Mind"]}},
        ],
    )


# --- 608.2d: "Exile the top two cards of your library. Choose one of them. ..." -----------


def test_exile_choose_one_parse() -> None:
    (a,) = parse_oracle(
        "Exile the top two cards of your library. Choose one of them. Until the end of your "
        "next turn, you may play that card.",
        "Riverwheel Sweep",
        ("sorcery",),
    )
    assert isinstance(a, ir.SpellAbility)
    (e,) = a.effects
    assert isinstance(e, ir.ExileTopPlay) and e.count == 2 and e.choose_one
    for name in ("Riverwheel Sweep", "Strongbox Raider", "Mishra's Research Desk"):
        _supported(name)


def test_exile_choose_one_asks_among_both() -> None:
    g = _game(
        {"library": ["Forest", "Mountain"], "battlefield": ["Mishra's Research Desk", "Island"]},
        [{"activate": {"card": "Mishra's Research Desk", "ability": 1}}],
    )
    while not isinstance(g.pending, ChooseObjects):
        g.apply(PassPriority())
    names = sorted(g.objects[o].name for o in g.pending.options)
    assert names == ["Forest", "Mountain"]


# --- 611.2a, 601.2f: "Artifact spells you cast this turn cost {1} less to cast." ---------


def test_turn_cost_parse() -> None:
    (a,) = parse_oracle(
        "Whenever this creature attacks, the next instant or sorcery spell you cast this turn "
        "costs {X} less to cast, where X is this creature's power as this ability resolves.",
        "Maelstrom Muse",
        ("creature",),
    )
    assert isinstance(a, ir.TriggeredAbility)
    (e,) = a.effects
    assert isinstance(e, ir.TurnCostReduction) and e.next_only and e.amount is not None
    assert e.filter.types == {"instant", "sorcery"}


@pytest.mark.parametrize(
    "name",
    [
        "Armor Wars",
        "Ballad of the Black Flag",
        "Hardened Berserker",
        "Maelstrom Muse",
        "Kaza, Roil Chaser",
        "Spellbinding Soprano",
        "Goblin Maskmaker",
    ],
)
def test_turn_cost_supported(name: str) -> None:
    _supported(name)


def test_turn_cost_lasts_the_turn_for_every_matching_spell() -> None:
    # Spellbinding Soprano attacks: instant and sorcery spells cost {1} less this turn, each
    # of them (not used up): Divination ({2}{U}) and Think Twice ({1}{U}) with three Islands
    _game(
        {
            "hand": ["Divination", "Think Twice"],
            "battlefield": ["Spellbinding Soprano", "Island", "Island", "Island"],
            "library": ["Swamp"] * 4,
        },
        [
            {"attack": {"Spellbinding Soprano": "Bob"}},
            {"resolve": 1},
            {"advance": "main2"},
            {"cast": "Divination"},
            {"resolve": 1},
            {"cast": "Think Twice"},
            {"expect": {"stack": ["Think Twice"]}},
        ],
        step="declare_attackers",
    )


# --- 601.2f: static reductions of the whole total cost ------------------------------------


def test_static_reduction_lowers_a_flashback_cost() -> None:
    # Goblin Electromancer: "Instant and sorcery spells you cast cost {1} less to cast." applies
    # to the total
    # cost whatever its base (118.9: flashback's {2}{U} becomes {1}{U})
    _game(
        {
            "graveyard": ["Think Twice"],
            "battlefield": ["Goblin Electromancer", "Island", "Island"],
            "library": ["Forest"] * 3,
        },
        [
            {"cast": {"card": "Think Twice", "alt_cost": "flashback"}},
            {"expect": {"stack": ["Think Twice"]}},
        ],
    )


def test_spells_from_your_graveyard_cost_less() -> None:
    _supported("Gravebreaker Lamia")
    g = _game(
        {
            "graveyard": ["Think Twice"],
            "hand": ["Opt"],
            "battlefield": ["Gravebreaker Lamia", "Island", "Island"],
            "library": ["Forest"] * 3,
        },
        [
            {"cast": {"card": "Think Twice", "alt_cost": "flashback"}},
            {"expect": {"stack": ["Think Twice"]}},
        ],
    )
    assert g.stack


# --- 701.20a, 608.2d: Fact or Fiction, Steam Augury -----------------------------------------


def test_piles_parse() -> None:
    (a,) = parse_oracle(
        "Reveal the top five cards of your library and separate them into two piles. An "
        "opponent chooses one of those piles. Put that pile into your hand and the other into "
        "your graveyard.",
        "Steam Augury",
        ("instant",),
    )
    assert isinstance(a, ir.SpellAbility)
    assert a.effects == (ir.RevealPiles(5, you_separate=True),)
    for name in ("Fact or Fiction", "Sphinx of Uthuun", "Steam Augury"):
        _supported(name)


def test_steam_augury_you_separate_opponent_chooses() -> None:
    g = _game(
        {
            "hand": ["Steam Augury"],
            "library": ["Forest", "Mountain", "Swamp", "Plains", "Wastes", "Sol Ring"],
            "battlefield": ["Island", "Island", "Mountain", "Mountain", "Mountain"],
        },
        [
            {"cast": "Steam Augury"},
            {"resolve": 1},
            {"choose": "Bob"},
            {"choose": ["Forest"], "player": "Alice"},  # Alice separates (608.2d)
            {"choose": "first", "player": "Bob"},  # Bob picks the pile for her hand
            {"expect": {"zone": {"Forest": "hand", "Swamp": "graveyard", "Wastes": "graveyard"}}},
        ],
    )
    assert len(g.players[0].hand) == 1


# --- 702.124k: "Choose a Background" (a partner ability: deck construction only) ---------


def test_choose_a_background_supported() -> None:
    (kw,) = parse_oracle("Choose a Background", "Wilson, Refined Grizzly", ("creature",))
    assert kw == ir.Keyword("choose a background")
    _supported("Wilson, Refined Grizzly")


# --- 105.4, 608.2d: "becomes the color or colors of your choice" --------------------------


def test_becomes_colors_of_your_choice() -> None:
    from mtgrules.rules import characteristics

    for name in ("Quickchange", "Scuttlemutt", "Prismatic Lace", "Dream Coat"):
        _supported(name)
    g = _game(
        {
            "hand": ["Quickchange"],
            "battlefield": ["Grizzly Bears", "Island", "Island"],
            "library": ["Forest"] * 2,
        },
        [
            {"cast": {"card": "Quickchange", "targets": ["Grizzly Bears"]}},
            {"resolve": 1},
            {"choose": "white and blue"},
        ],
    )
    bears = next(o for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    assert characteristics.chars(g, bears.id).colors == {"W", "U"}


# --- 508.1: "for each creature that attacked this turn" ----------------------------------


def test_costs_less_for_each_creature_that_attacked() -> None:
    _supported("Witchstalker Frenzy")
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Witchstalker Frenzy"],
                    "battlefield": ["Grizzly Bears", "Savannah Lions", "Mountain", "Mountain"],
                },
                {"name": "Bob", "battlefield": ["Hill Giant"]},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Grizzly Bears": "Bob", "Savannah Lions": "Bob"}},
                {"advance": "main2"},
                # {3}{R} less {2}: the two Mountains pay {1}{R}
                {"cast": {"card": "Witchstalker Frenzy", "targets": ["Hill Giant"]}},
                {"resolve": 1},
                {"expect": {"zone": {"Hill Giant": "graveyard"}}},
            ],
        }
    )
    assert g.players[1].life == 16


def test_owner_shuffles_it_into_their_library() -> None:
    # 701.24a: "Its owner shuffles it into their library." after "Choose target ..." (the
    # same as "shuffle it into its owner's library")
    (a,) = parse_oracle(
        "Choose target artifact or enchantment. Its owner shuffles it into their library.",
        "Deglamer",
        ("instant",),
    )
    assert isinstance(a, ir.SpellAbility)
    assert a.effects[-1] == ir.PutInLibrary(ir.TargetRef(0), "shuffle")
    _supported("Deglamer")
    _supported("Unravel the Aether")
