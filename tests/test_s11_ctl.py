"""s11 h-ctl (issue 12, eleventh session): phrasings around "you control": lists of plural
subtypes as a group (205.3), characteristic-defining sums (604.3, 613.4a), and "If an
opponent controls a Swamp and you control a Plains, you may cast this spell without paying
its mana cost." (118.9, an AllOf condition): read, written back, and played."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell, Choose, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.rules.characteristics import chars


def _gaps(name: str) -> list[str]:
    return list(card_gaps(CardDatabase.bundled().get(name)))


def _round_trip(text: str, types: tuple[str, ...] = ("creature",)) -> list[Any]:
    abilities = parse_oracle(text, "Testcard", types)
    assert render_abilities(abilities, "Testcard") == text
    return abilities


def _main(alice: dict[str, Any], bob: dict[str, Any] | None = None) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "library": ["Plains"] * 5, **alice},
                {"name": "Bob", "library": ["Plains"] * 5, **(bob or {})},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def _resolve_all(g: Any) -> None:
    from mtgrules.decisions import Priority

    while g.stack or (g.pending is not None and not isinstance(g.pending, Priority)):
        if isinstance(g.pending, Priority):
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])


def _casts(g: Any, name: str) -> list[CastSpell]:
    return [
        a for a in g.legal_actions() if isinstance(a, CastSpell) and g.objects[a.card].name == name
    ]


def _named(g: Any, name: str) -> list[int]:
    return [o.id for o in g.battlefield_objects() if o.name == name]


# --- 205.3: "Skeletons, Vampires, and Zombies you control" ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Skeletons, Vampires, and Zombies you control get +1/+1.",
        "Orcs and Goblins you control have menace.",
        "Other Aetherborn you control get +1/+1.",
        "{1}: Soldiers and Heroes you control gain indestructible until end of turn.",
        "Merfolk and/or Faeries you control have hexproof.",
    ],
)
def test_subtype_lists_round_trip(text: str) -> None:
    _round_trip(text)


def test_subtype_list_is_any_of_them() -> None:
    (a,) = _round_trip("Skeletons, Vampires, and Zombies you control get +1/+1.")
    assert isinstance(a, ir.StaticAbility)
    f = a.effect.what.filter
    assert f.subtypes == {"Skeleton", "Vampire", "Zombie"} and f.controller == "you"


def test_subtype_list_measure_round_trip() -> None:
    text = (
        "{T}: Target creature gets -X/-0 until end of turn, where X is the number of Merfolk "
        "and/or Faeries you control."
    )
    _round_trip(text)


@pytest.mark.parametrize(
    "name",
    [
        "Death-Priest of Myrkul",
        "Orcish Siegemaster",
        "Midnight Entourage",
        "Silvergill Douser",
        "Aysen Crusader",
        "Dauntless Dourbark",
        "Timber Protector",
    ],
)
def test_subtype_list_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_death_priest_pumps_each_listed_type_only() -> None:
    """205.3, 613.4c: a Zombie and a Vampire you control get +1/+1; a Bear doesn't, nor does
    an opponent's Zombie."""
    g = _main(
        {
            "battlefield": [
                "Death-Priest of Myrkul",
                "Walking Corpse",
                "Vampire Interloper",
                "Grizzly Bears",
            ]
        },
        {"battlefield": ["Walking Corpse"]},
    )
    corpse_a, corpse_b = _named(g, "Walking Corpse")
    if g.objects[corpse_a].controller != 0:
        corpse_a, corpse_b = corpse_b, corpse_a
    assert (chars(g, corpse_a).power, chars(g, corpse_a).toughness) == (3, 3)
    (vamp,) = _named(g, "Vampire Interloper")
    assert chars(g, vamp).power == 3
    (bear,) = _named(g, "Grizzly Bears")
    assert chars(g, bear).power == 2
    assert chars(g, corpse_b).power == 2


def test_aysen_crusader_counts_soldiers_and_warriors() -> None:
    """604.3, 613.4a: 2 plus the number of Soldiers and Warriors you control (itself, a Human
    Knight, isn't one of them)."""
    g = _main({"battlefield": ["Aysen Crusader", "Elite Vanguard", "Grizzly Bears"]})
    (crusader,) = _named(g, "Aysen Crusader")
    assert (chars(g, crusader).power, chars(g, crusader).toughness) == (3, 3)


# --- 118.9: "If ..., you may cast this spell without paying its mana cost." ---------------


def test_free_alt_cost_round_trip() -> None:
    text = (
        "If an opponent controls a Plains and you control a Swamp, you may cast this spell "
        "without paying its mana cost."
    )
    (a,) = _round_trip(text, ("sorcery",))
    assert isinstance(a, ir.AlternativeCost) and a.free and isinstance(a.condition, ir.AllOf)
    _round_trip(
        "If you control a commander, you may cast this spell without paying its mana cost.",
        ("instant",),
    )


@pytest.mark.parametrize(
    "name", ["Massacre", "Cho-Arrim Legate", "Submerge", "Refreshing Rain", "Fierce Guardianship"]
)
def test_free_alt_cost_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_massacre_free_only_when_both_conditions_hold() -> None:
    """118.9: with an opponent's Plains and your Swamp Massacre is listed without mana and
    resolves (-2/-2); missing either land, the free cast isn't listed and is refused."""
    g = _main(
        {"hand": ["Massacre"], "battlefield": ["Swamp"]},
        {"battlefield": ["Plains", "Grizzly Bears"]},
    )
    casts = [c for c in _casts(g, "Massacre") if c.alt_cost]
    assert casts
    g.apply(casts[0])
    assert not [o for o in g.battlefield_objects() if o.tapped]  # no mana paid
    _resolve_all(g)
    assert not _named(g, "Grizzly Bears")
    g = _main(
        {"hand": ["Massacre"], "battlefield": ["Swamp"]},
        {"battlefield": ["Island", "Grizzly Bears"]},
    )
    assert not [c for c in _casts(g, "Massacre") if c.alt_cost]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"118\.9|condition"):
        g.apply(
            CastSpell(
                g.players[0].hand[0],
                (),
                alt_cost="you may cast this spell without paying its mana cost",
            )
        )
    assert g.fingerprint() == before


def test_commander_free_cast_never_outside_commander() -> None:
    """903.3d: no commander outside the Commander variant, so the free cast isn't offered."""
    g = _main({"hand": ["Fierce Guardianship"], "battlefield": ["Island"]})
    assert not [c for c in _casts(g, "Fierce Guardianship") if c.alt_cost]


# --- 502.3: "Untap all permanents you control during each other player's untap step." -----


@pytest.mark.parametrize(
    "text",
    [
        "Untap all permanents you control during each other player's untap step.",
        "Untap all Archers you control during each other player's untap step.",
    ],
)
def test_untap_during_others_round_trip(text: str) -> None:
    (a,) = _round_trip(text)
    assert isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.UntapDuringOthers)


@pytest.mark.parametrize(
    "name", ["Seedborn Muse", "Drumbellower", "Unwinding Clock", "Ohabi Caleria"]
)
def test_untap_during_others_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def _to_bob_upkeep(alice_bf: list[Any]) -> Any:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "library": ["Plains"] * 3, "battlefield": alice_bf},
                {"name": "Bob", "library": ["Plains"] * 3},
            ],
            "turn": {"active": "Alice", "step": "end"},
            "script": [{"advance": {"turn": 2, "step": "upkeep"}}],
        }
    )
    return g


def test_drumbellower_untaps_only_creatures_in_other_players_untap_steps() -> None:
    """502.3: Drumbellower untaps Alice's creatures (not her land) in Bob's untap step."""
    g = _to_bob_upkeep(
        [
            "Drumbellower",
            {"card": "Grizzly Bears", "tapped": True},
            {"card": "Forest", "tapped": True},
        ]
    )
    (bears,) = _named(g, "Grizzly Bears")
    (forest,) = _named(g, "Forest")
    assert not g.objects[bears].tapped and g.objects[forest].tapped


def test_no_untap_without_the_ability() -> None:
    g = _to_bob_upkeep([{"card": "Grizzly Bears", "tapped": True}])
    (bears,) = _named(g, "Grizzly Bears")
    assert g.objects[bears].tapped


# --- 403.3: "a creature entered the battlefield under your control this turn" -------------


@pytest.mark.parametrize(
    "text",
    [
        "As long as you had another creature enter the battlefield under your control this "
        "turn, this creature has trample and indestructible.",
        "This creature gets +2/+2 as long as you had another creature enter the battlefield "
        "under your control this turn.",
        "As long as an artifact entered the battlefield under your control this turn, "
        "creatures you control get +2/+2.",
    ],
)
def test_entered_this_turn_round_trip(text: str) -> None:
    _round_trip(text)


@pytest.mark.parametrize(
    "name",
    [
        "Bellowing Elk",
        "Groundswell",
        "Mysteries of the Deep",
        "Saddled Rimestag",
        "Sentinel Sarah Lyons",
        "Thoughtweft Charge",
        "Zhalfirin Decoy",
    ],
)
def test_entered_this_turn_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_bellowing_elk_needs_another_creature_this_turn() -> None:
    """403.3, 611.3a: the Elk entering doesn't count ("another"); a Bears entering under
    Alice's control this turn does; an opponent's creature doesn't."""
    g = _main({"hand": ["Grizzly Bears"], "battlefield": ["Bellowing Elk", "Forest", "Forest"]})
    (elk,) = _named(g, "Bellowing Elk")
    assert "trample" not in chars(g, elk).keywords
    g.players[0].entered_this_turn += (elk,)
    g.dirty()
    assert "trample" not in chars(g, elk).keywords
    g.apply(_casts(g, "Grizzly Bears")[0])
    _resolve_all(g)
    assert _named(g, "Grizzly Bears")
    assert {"trample", "indestructible"} <= set(chars(g, elk).keywords)


def test_groundswell_bigger_with_a_land_this_turn() -> None:
    """Landfall (207.2c), 608.2c: +4/+4 instead of +2/+2 once a land entered this turn."""
    for play_land, want in ((False, 4), (True, 6)):
        g = _main({"hand": ["Groundswell", "Forest"], "battlefield": ["Forest", "Grizzly Bears"]})
        if play_land:
            from mtgrules.decisions import PlayLand

            (land,) = [a for a in g.legal_actions() if isinstance(a, PlayLand)]
            g.apply(land)
        (bears,) = _named(g, "Grizzly Bears")
        cast = _casts(g, "Groundswell")[0]
        g.apply(cast)
        _resolve_all(g)
        assert chars(g, bears).power == want


def test_sentinel_bonus_ends_with_the_turn() -> None:
    """611.3a: the condition is about this turn: the next turn the +2/+2 is gone."""
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "library": ["Plains"] * 3,
                    "hand": ["Ornithopter"],
                    "battlefield": ["Sentinel Sarah Lyons", "Grizzly Bears"],
                },
                {"name": "Bob", "library": ["Plains"] * 3},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Ornithopter"}, {"resolve": 1}],
        }
    )
    (bears,) = _named(g, "Grizzly Bears")
    assert chars(g, bears).power == 4
    while not (g.active_player == 1 and g.step == "upkeep"):
        acts = g.legal_actions()
        g.apply(next((a for a in acts if isinstance(a, PassPriority)), acts[0]))
    assert chars(g, bears).power == 2


# --- 608.2d: "That player returns a creature they control to its owner's hand." -----------


def test_return_chosen_by_round_trip() -> None:
    (a,) = _round_trip(
        "At the beginning of each player's upkeep, that player returns a creature they "
        "control to its owner's hand.",
        ("enchantment",),
    )
    assert isinstance(a, ir.TriggeredAbility)
    (e,) = a.effects
    assert isinstance(e, ir.ReturnChosenBy) and e.filter.types == {"creature"}
    _round_trip("Each player returns a creature they control to its owner's hand.", ("sorcery",))


@pytest.mark.parametrize(
    "name", ["Curfew", "Blizzard Specter", "Mana Breach", "Sunken Hope", "Blood Clock"]
)
def test_return_chosen_by_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_they_after_if_they_dont_is_refused() -> None:
    """No player is known for "they" there: the card is refused rather than played wrong."""
    assert _gaps("Umbilicus")


def test_curfew_each_player_chooses_their_own_creature() -> None:
    """608.2d, 101.4: Alice (active) and Bob each choose one of their own creatures; both
    return to their owners' hands; a player without creatures chooses nothing."""
    g = _main(
        {"hand": ["Curfew"], "battlefield": ["Island", "Grizzly Bears", "Walking Corpse"]},
        {"battlefield": ["Hill Giant"]},
    )
    g.apply(_casts(g, "Curfew")[0])
    from mtgrules.decisions import ChooseObjects, Priority

    while g.stack or (g.pending is not None and not isinstance(g.pending, Priority)):
        if isinstance(g.pending, ChooseObjects):
            d = g.pending
            names = {g.objects[o].name: o for o in d.options}
            pick = names.get("Walking Corpse", names.get("Hill Giant"))
            assert pick is not None and g.objects[pick].controller == d.player
            g.apply(Choose([pick]))
        else:
            g.apply(PassPriority())
    assert not _named(g, "Hill Giant")
    assert len(_named(g, "Grizzly Bears")) + len(_named(g, "Walking Corpse")) == 1
    assert len(g.players[0].hand) == 1 and len(g.players[1].hand) == 1


# --- 613.1f: "lose flying and can't have or gain flying" ----------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "Archetype of Aggression",
        "Archetype of Courage",
        "Archetype of Endurance",
        "Archetype of Finality",
        "Archetype of Imagination",
    ],
)
def test_cant_have_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_cant_have_round_trip() -> None:
    text = "Creatures your opponents control lose flying and can't have or gain flying."
    _first, second = _round_trip(text, ("enchantment", "creature"))
    assert isinstance(second, ir.StaticAbility)
    assert isinstance(second.effect, ir.CantHaveAbilities)


def test_archetype_beats_a_later_grant() -> None:
    """613.1f: Bob's Serra Angel loses flying; Jump, cast after the Archetype (a later
    timestamp), doesn't give it flying either; Alice's creatures have flying."""
    g = _main(
        {"battlefield": ["Archetype of Imagination", "Grizzly Bears"]},
        {"hand": ["Jump"], "battlefield": ["Serra Angel", "Island"]},
    )
    (angel,) = _named(g, "Serra Angel")
    (bears,) = _named(g, "Grizzly Bears")
    assert "flying" not in chars(g, angel).keywords
    assert "flying" in chars(g, bears).keywords
    g.apply(PassPriority())  # Alice passes: Bob may cast Jump (an instant)
    jump = _casts(g, "Jump")[0]
    from mtgrules.objects import Target

    g.apply(CastSpell(jump.card, ((Target(angel),),)))
    _resolve_all(g)
    assert "flying" not in chars(g, angel).keywords
    assert "vigilance" in chars(g, angel).keywords


# --- 903.3: "Commander creatures you control", "Commanders you control" --------------------


@pytest.mark.parametrize(
    "text",
    [
        "Commander creatures you control get +2/+2 and have indestructible.",
        "Commanders you control have menace and deathtouch.",
    ],
)
def test_commander_filters_round_trip(text: str) -> None:
    (a, *_rest) = _round_trip(text)
    assert isinstance(a, ir.StaticAbility) and a.effect.what.filter.commander


@pytest.mark.parametrize(
    "name", ["Bastion Protector", "Bloodsworn Steward", "Falthis, Shadowcat Familiar"]
)
def test_commander_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_no_commander_outside_the_commander_variant() -> None:
    """903.3: the engine plays no Commander games, so no creature is a commander."""
    g = _main({"battlefield": ["Bastion Protector", "Grizzly Bears"]})
    (bears,) = _named(g, "Grizzly Bears")
    assert chars(g, bears).power == 2
    assert "indestructible" not in chars(g, bears).keywords


# --- 303.4, 301.5: "Enchanted creatures you control", "Equipped Warriors you control" -------


@pytest.mark.parametrize(
    "name",
    [
        "A Tale for the Ages",
        "Greater Auramancy",
        "Kor Blademaster",
        "Dalakos, Crafter of Wonders",
        "Zamriel, Seraph of Steel",
    ],
)
def test_attached_kind_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_tale_for_the_ages_pumps_only_enchanted_creatures() -> None:
    """303.4: a creature with an Aura attached is enchanted; one with an Equipment isn't;
    an opponent's enchanted creature isn't "you control"."""
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        "A Tale for the Ages",
                        {"card": "Grizzly Bears", "id": "b1"},
                        {"card": "Holy Strength", "attached_to": "b1"},
                        {"card": "Walking Corpse", "id": "b2"},
                        {"card": "Bonesplitter", "attached_to": "b2"},
                    ],
                },
                {
                    "name": "Bob",
                    "battlefield": [
                        {"card": "Hill Giant", "id": "g1"},
                        {"card": "Holy Strength", "id": "hs2", "attached_to": "g1"},
                    ],
                },
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    (bears,) = _named(g, "Grizzly Bears")
    (corpse,) = _named(g, "Walking Corpse")
    (giant,) = _named(g, "Hill Giant")
    assert (chars(g, bears).power, chars(g, bears).toughness) == (5, 6)
    assert (chars(g, corpse).power, chars(g, corpse).toughness) == (4, 2)
    assert (chars(g, giant).power, chars(g, giant).toughness) == (4, 5)


def test_attached_kind_round_trip() -> None:
    _round_trip("Equipped Warriors you control have double strike.")
    _round_trip("Enchanted creatures you control get +2/+2.", ("enchantment",))


# --- 602.2b: "Return two Islands you control to their owner's hand:" ------------------------


def test_return_n_cost_round_trip() -> None:
    (a,) = _round_trip(
        "{U}{U}, Return two Islands you control to their owner's hand: Return target creature "
        "to its owner's hand.",
        ("land",),
    )
    assert isinstance(a, ir.ActivatedAbility) and a.cost.return_count == 2
    assert a.cost.return_to_hand is not None and a.cost.return_to_hand.subtypes == {"Island"}


@pytest.mark.parametrize(
    "name", ["Flooded Shoreline", "Pearl Lake Ancient", "Soratami Mirror-Mage"]
)
def test_return_n_cost_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_flooded_shoreline_returns_two_islands() -> None:
    """602.2b, 118.3: each activation listed returns two different Islands; paying returns
    both to Alice's hand and the ability bounces Bob's creature. With one Island the
    ability can't be paid and isn't listed."""
    from mtgrules.decisions import ActivateAbility

    g = _main(
        {"battlefield": ["Flooded Shoreline", "Island", "Island", "Island", "Island"]},
        {"battlefield": ["Hill Giant"]},
    )
    (shore,) = _named(g, "Flooded Shoreline")
    acts = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == shore]
    assert acts and all(len(set(a.returned)) == 2 for a in acts)
    g.apply(acts[0])
    assert len(g.players[0].hand) == 2
    assert {g.objects[c].name for c in g.players[0].hand} == {"Island"}
    _resolve_all(g)
    assert not _named(g, "Hill Giant")
    g = _main({"battlefield": ["Flooded Shoreline", "Island"]}, {"battlefield": ["Hill Giant"]})
    (shore,) = _named(g, "Flooded Shoreline")
    assert not [
        a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == shore
    ]


# --- 105.2: "black and/or red creature" -------------------------------------------------------


@pytest.mark.parametrize("name", ["Honorable Scout", "Kithkin Zealot", "Murkfiend Liege"])
def test_color_and_or_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_color_and_or_round_trip() -> None:
    _round_trip(
        "Untap all green and/or blue creatures you control during each other player's untap step."
    )
    f = parse_oracle(
        "Untap all green and/or blue creatures you control during each other player's untap step.",
        "Testcard",
        ("creature",),
    )[0].effect.what.filter
    assert f.colors == {"G", "U"}
