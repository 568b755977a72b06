"""Cost increases and reductions of spells (601.2f, 118.7; rules/cost_changes.py): the
parser's forms and their exact round trip, the legal actions (a cast is listed only when its
changed cost can be paid), and the increase a spell cast without paying its mana cost still
pays (118.9)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ActivateAbility, CastSpell, Choose, ChooseOption, PassPriority
from mtgrules.errors import CardTextError
from mtgrules.zones import Zone

THALIA = "Thalia, Guardian of Thraben"


def _one(text: str, types: tuple[str, ...] = ("enchantment",)) -> Any:
    (a,) = parse_oracle(text, "Test Card", types)
    assert isinstance(a, ir.StaticAbility)
    return a.effect


def test_parse_forms() -> None:
    e = _one("Noncreature spells cost {1} more to cast.")
    assert isinstance(e, ir.CostChange) and e.more and e.caster == "any" and e.mana == "{1}"
    assert "creature" in e.filter.non_types
    e = _one("Artifact and enchantment spells your opponents cast cost {2} more to cast.")
    assert isinstance(e, ir.CostChange) and e.caster == "opponent"
    e = _one("Instant and sorcery spells cost {2} less to cast.")
    assert isinstance(e, ir.CostChange) and not e.more
    e = _one("This spell costs {1} less to cast for each creature card in your graveyard.")
    assert isinstance(e, ir.SelfCostChange) and isinstance(e.each, ir.CountOf)
    e = _one("If you have 3 or less life, this spell costs {6} less to cast.")
    assert isinstance(e, ir.SelfCostChange) and e.condition_first and e.condition is not None
    e = _one("This spell costs {1} less to cast if you control a Wizard.")
    assert isinstance(e, ir.SelfCostChange) and not e.condition_first


def test_colored_reductions_are_not_read() -> None:
    # 118.7: only generic mana is changed here; "{U} less" is refused, never misread
    with pytest.raises(CardTextError, match="only generic mana"):
        parse_oracle("This spell costs {U} less to cast.", "Test Card", ("instant",))


def test_round_trip_of_real_cards() -> None:
    for name in (
        THALIA,
        "Aura of Silence",
        "Arcane Melee",
        "Bedlam Reveler",
        "Avatar of Hope",
        "Academy Journeymage",
    ):
        assert card_gaps(load_card(name)) == [], name


def _thalia_game(lands: list[str]) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Lightning Bolt"], "battlefield": lands},
                {"name": "Bob", "battlefield": [THALIA]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def test_a_taxed_spell_is_listed_only_when_payable() -> None:
    g = _thalia_game(["Mountain"])
    assert not any(isinstance(a, CastSpell) for a in g.legal_actions())  # {1}{R}: one land
    g = _thalia_game(["Mountain", "Forest"])
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts
    for a in casts:  # issue 13: each listed action applies
        g.clone().apply(a)


def _cascade(lands: list[str]) -> Any:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Bloodbraid Elf"],
                    "battlefield": lands,
                    "library": ["Lightning Bolt", "Island"],
                },
                {"name": "Bob", "battlefield": [THALIA]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Bloodbraid Elf"}],
        }
    )
    for _ in range(4):  # both players pass: cascade resolves (702.85a)
        if isinstance(g.pending, ChooseOption):
            break
        g.apply(PassPriority())
    return g


def test_cast_without_paying_its_mana_cost_still_pays_the_increase() -> None:
    # 118.9, 601.2f: cascade's free cast of Lightning Bolt costs {1} under Thalia
    g = _cascade(["Mountain", "Mountain", "Forest", "Forest", "Mountain"])
    d = g.pending
    assert isinstance(d, ChooseOption)
    cast = next(o for o in d.options if o.startswith("cast Lightning Bolt targeting Bob"))
    g.apply(Choose(cast))
    assert all(o.tapped for o in g.battlefield_objects() if o.name in ("Mountain", "Forest"))
    # with no mana left for the {1}, the card can't be cast: asked with "don't cast" the
    # only answer (118.3), it stays exiled and goes to the bottom of the library (702.85a)
    g = _cascade(["Mountain", "Mountain", "Forest", "Forest"])
    assert isinstance(g.pending, ChooseOption)
    assert g.pending.options == ("don't cast",)
    g.apply(Choose("don't cast"))
    bolt = next(o for o in g.objects.values() if o.name == "Lightning Bolt")
    assert bolt.zone is not Zone.STACK


def _response_game() -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Ajani's Response"], "battlefield": ["Plains"] * 2},
                {
                    "name": "Bob",
                    "battlefield": [
                        {"card": "Grizzly Bears", "id": "bears"},
                        {"card": "Hill Giant", "id": "giant", "tapped": True},
                    ],
                },
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def test_a_reduction_for_its_target_is_listed_only_with_that_target() -> None:
    # 601.2c, 601.2f: "costs {3} less if it targets a tapped creature"
    g = _response_game()
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    named = {g.objects[t.object_id].name for a in casts for ts in a.targets for t in ts}
    assert named == {"Hill Giant"}
    for a in casts:
        g.clone().apply(a)


def test_a_reduction_beyond_the_generic_mana_lowers_x() -> None:
    # Torch Breath {X}{R}: "costs {2} less if it targets a blue permanent"; with X=3 the
    # total cost {3}{R} less {2} is {1}{R} (601.2f, 107.3)
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Torch Breath"], "battlefield": ["Mountain"] * 2},
                {"name": "Bob", "battlefield": ["Wind Drake"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Torch Breath", "targets": ["Wind Drake"], "x": 3}}],
        }
    )
    assert all(o.tapped for o in g.battlefield_objects() if o.name == "Mountain")
    assert g.stack[-1].x == 3


def test_an_abilitys_own_cost_change() -> None:
    # 602.2b, 601.2f: "This ability costs {2} less to activate if you control a legendary
    # creature." (Esquire of the King, {4}{W}, {T})
    for name in ("Esquire of the King", "Mirror of Galadriel", "Diary of Dreams"):
        assert card_gaps(load_card(name)) == [], name
    (a,) = parse_oracle(
        "{5}, {T}: Draw a card. This ability costs {1} less to activate for each artifact "
        "you control.",
        "Test Card",
        ("artifact",),
    )
    assert isinstance(a, ir.ActivatedAbility) and a.cost_change is not None
    assert isinstance(a.cost_change.each, ir.CountOf)

    def game(legend: bool) -> Any:
        mine = ["Esquire of the King", "Plains", "Plains", "Plains"]
        return scenario_game(
            {
                "players": [
                    {"name": "Alice", "battlefield": mine + (["Isamaru, Hound of Konda"] * legend)},
                    {"name": "Bob"},
                ],
                "turn": {"active": "Alice", "step": "main1"},
            }
        )

    def esquire_activations(g: Any) -> list[Any]:
        return [
            a
            for a in g.legal_actions()
            if isinstance(a, ActivateAbility) and g.objects[a.source].name == "Esquire of the King"
        ]

    assert esquire_activations(game(False)) == []  # {4}{W}: three Plains
    acts = esquire_activations(game(True))
    assert len(acts) == 1
    g = game(True)
    g.apply(acts[0])
    assert all(o.tapped for o in g.battlefield_objects() if o.name == "Plains")


def test_spells_that_target_it_cost_more_are_listed_only_when_payable() -> None:
    # 601.2c, 601.2f: Boreal Elemental's increase depends on the targets chosen
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Boreal Elemental"]},
                {"name": "Bob", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
            ],
            "turn": {"active": "Bob", "step": "main1"},
        }
    )
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    hit = {t.object_id for a in casts for ts in a.targets for t in ts}
    boreal = next(o.id for o in g.battlefield_objects() if o.name == "Boreal Elemental")
    assert casts and boreal not in hit
    for a in casts:
        g.clone().apply(a)


def test_a_face_down_spell_pays_the_increases_for_a_creature_spell() -> None:
    # 708.2a, 708.4, 601.2f: cast face down for {3}, a colorless creature spell: Feroz's Ban
    # ("Creature spells cost {2} more to cast.") makes it {5}; Thalia's tax doesn't apply
    def game(plains: int) -> Any:
        return scenario_game(
            {
                "players": [
                    {
                        "name": "Alice",
                        "hand": ["Hidden Dragonslayer"],
                        "battlefield": ["Plains"] * plains,
                    },
                    {"name": "Bob", "battlefield": ["Feroz's Ban", THALIA]},
                ],
                "turn": {"active": "Alice", "step": "main1"},
            }
        )

    def face_down(g: Any) -> list[Any]:
        return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.alt_cost]

    assert face_down(game(4)) == []
    g = game(5)
    (cast,) = face_down(g)
    g.apply(cast)
    assert all(o.tapped for o in g.battlefield_objects() if o.name == "Plains")


@pytest.mark.parametrize(
    ("creatures", "size"),
    [
        (["Merfolk Looter"] * 3, 1),  # three Rogues: one place
        (["Changeling Outcast"] * 5, 4),  # every creature type: at most four (700.8)
        (["Merfolk Looter", "Prodigal Sorcerer", "Grizzly Bears"], 2),
        ([], 0),
    ],
)
def test_party_size(creatures: list[str], size: int) -> None:
    from mtgrules.rules.amounts import party_size
    from mtgrules.rules.triggers import condition_scope

    g = scenario_game(
        {
            "players": [{"name": "Alice", "battlefield": creatures}, {"name": "Bob"}],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    assert party_size(condition_scope(g, 0, 0)) == size


def test_spells_you_cast_that_target_it_cost_less() -> None:
    # Elderwood Scion: "Spells you cast that target this creature cost {2} less to cast."
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Titanic Growth"],
                    "battlefield": ["Elderwood Scion", "Grizzly Bears", "Forest"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    named = {g.objects[t.object_id].name for a in casts for ts in a.targets for t in ts}
    assert named == {"Elderwood Scion"}  # {1}{G} less {2}: {G}, one Forest (118.7)
    g.apply(casts[0])
    assert all(o.tapped for o in g.battlefield_objects() if o.name == "Forest")


def test_basic_land_types_among_lands_you_control() -> None:
    # 207.2c (domain): distinct basic land types; a nonbasic land with none adds nothing
    from mtgrules.rules.amounts import basic_land_types
    from mtgrules.rules.triggers import condition_scope

    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Forest", "Forest", "Island", "Mishra's Workshop"],
                },
                {"name": "Bob", "battlefield": ["Swamp"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    assert basic_land_types(condition_scope(g, 0, 0)) == 2


def test_a_reduction_for_spells_that_target_it_isnt_given_to_a_spell_without_targets() -> None:
    # Spellwild Ouphe: "Spells that target this creature cost {2} less to cast." A creature
    # spell has no targets (601.2c): Hill Giant still costs {3}{R}
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Hill Giant"],
                    "battlefield": ["Spellwild Ouphe", "Mountain", "Mountain"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    assert not any(isinstance(a, CastSpell) for a in g.legal_actions())
