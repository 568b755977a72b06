"""Casting keywords of issue 12 (h-kw-cast): encore (702.141a), ... Each use is listed by
legal_actions exactly when apply() accepts it, and refused with its rule otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import ActivateAbility
from mtgrules.errors import IllegalActionError
from mtgrules.rules.support import engine_gaps


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


def _activations(g: Any, card: int) -> list[ActivateAbility]:
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == card]


@pytest.mark.parametrize(
    "name", ["Impulsive Pilferer", "Briarblade Adept", "Mist Dancer", "Kinsbaile Courier"]
)
def test_encore_cards_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_encore_only_from_graveyard_as_a_sorcery() -> None:
    """702.141a: "Exile this card from your graveyard" (113.6m) and "Activate only as a
    sorcery" (602.5d)."""
    players = [
        {
            "name": "Alice",
            "graveyard": ["Impulsive Pilferer"],
            "hand": ["Kinsbaile Courier"],
            "battlefield": ["Mountain"] * 4,
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "upkeep"}})
    pilferer = _id(g, "Impulsive Pilferer")
    assert _activations(g, pilferer) == []
    with pytest.raises(IllegalActionError, match="sorcery"):
        g.apply(ActivateAbility(pilferer, 0))
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    pilferer = _id(g, "Impulsive Pilferer")
    assert [a.index for a in _activations(g, pilferer)] == [0]
    assert _activations(g, _id(g, "Kinsbaile Courier")) == []  # not from a hand


def test_encore_gap_for_a_non_mana_cost() -> None:
    card = ir.CardDefinition(
        name="X",
        mana_cost="{R}",
        types=("creature",),
        abilities=(ir.Keyword("encore", cost=ir.Cost(mana="{R}", pay_life=2)),),
    )
    assert "encore with a cost other than mana" in engine_gaps(card)


# --- foretell (702.143) -------------------------------------------------------------------


def _foretell_game(step: str = "main1") -> Any:
    players = [
        {
            "name": "Alice",
            "hand": ["Demon Bolt", "Grizzly Bears"],
            "battlefield": ["Mountain"] * 3,
            "library": ["Island"] * 3,
        },
        {"name": "Bob", "battlefield": ["Llanowar Elves"], "library": ["Forest"] * 3},
    ]
    return _game({"players": players, "turn": {"active": "Alice", "step": step}})


def test_foretell_listed_during_your_turn_with_two_mana() -> None:
    """116.2h: any time you have priority during your turn, {2} payable."""
    from mtgrules.decisions import Foretell

    g = _foretell_game("upkeep")
    bolt = _id(g, "Demon Bolt")
    assert [a for a in g.legal_actions() if isinstance(a, Foretell)] == [Foretell(bolt)]
    with pytest.raises(IllegalActionError, match="has no foretell"):
        g.apply(Foretell(_id(g, "Grizzly Bears")))
    g.apply(Foretell(bolt))
    assert g.objects[max(g.objects)].zone.value == "exile"
    assert not [a for a in g.legal_actions() if isinstance(a, Foretell)]
    # ({2} paid: one Mountain left, so no second foretell could be paid)


def test_foretold_card_is_cast_for_its_foretell_cost_only_on_a_later_turn() -> None:
    from mtgrules.decisions import CastSpell, Foretell, PassPriority

    g = _foretell_game()
    g.apply(Foretell(_id(g, "Demon Bolt")))
    bolt = _id(g, "Demon Bolt")
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == bolt]
    from mtgrules.decisions import DeclareAttackers, DeclareBlockers

    while g.turn_number == 1 or g.pending.player != 0:
        legal = g.legal_actions()
        g.apply(
            next(a for a in legal if isinstance(a, PassPriority))
            if any(isinstance(a, PassPriority) for a in legal)
            else next(a for a in legal if isinstance(a, DeclareAttackers | DeclareBlockers))
        )
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == bolt]
    assert casts and {a.alt_cost for a in casts} == {"foretell"}
    for a in casts:
        g.clone().apply(a)
    # 702.143a: the hidden card is face down to Bob (406.3), seen by Alice
    from mtgrules.view import PlayerView

    assert PlayerView(g, 1)._obj(bolt)["name"].startswith("face-down card")
    assert PlayerView(g, 0)._obj(bolt)["name"] == "Demon Bolt"


def test_foretell_cost_refused_from_hand() -> None:
    from mtgrules.decisions import CastSpell
    from mtgrules.objects import Target

    g = _foretell_game()
    bolt = _id(g, "Demon Bolt")
    elves = Target(object_id=_id(g, "Llanowar Elves"))
    with pytest.raises(IllegalActionError, match=r"702.143a"):
        g.apply(CastSpell(bolt, targets=((elves,),), alt_cost="foretell"))


# --- ninjutsu (702.49) --------------------------------------------------------------------


def _ninja_game(step: str) -> Any:
    players = [
        {
            "name": "Alice",
            "hand": ["Ninja of the Deep Hours"],
            "battlefield": ["Grizzly Bears", "Island", "Island"],
            "library": ["Island"] * 3,
        },
        {"name": "Bob", "battlefield": ["Llanowar Elves"], "library": ["Forest"] * 3},
    ]
    return _game({"players": players, "turn": {"active": "Alice", "step": step}})


def test_ninjutsu_listed_only_with_an_unblocked_attacker() -> None:
    """702.49a, 702.49c, 509.1h: one activation per unblocked attacker, and none before
    blockers are declared or for a blocked attacker."""
    from mtgrules.decisions import DeclareAttackers, DeclareBlockers, PassPriority
    from mtgrules.objects import Target

    g = _ninja_game("main1")
    ninja, bears = _id(g, "Ninja of the Deep Hours"), _id(g, "Grizzly Bears")
    assert _activations(g, ninja) == []
    with pytest.raises(IllegalActionError, match=r"702\.49a"):
        g.apply(ActivateAbility(ninja, 0, returned=(bears,)))
    g = _ninja_game("declare_attackers")
    g.apply(DeclareAttackers(((bears, Target(player=1)),)))
    assert _activations(g, ninja) == []  # no blockers declared yet
    while g.pending.__class__.__name__ != "BlockDeclaration":
        g.apply(PassPriority())
    blocked = g.clone()
    g.apply(DeclareBlockers(()))
    assert [a.returned for a in _activations(g, ninja)] == [(bears,)]
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        island = next(i for i in g.battlefield if g.objects[i].name == "Island")
        g.apply(ActivateAbility(island, 0, returned=(bears,)))
    blocked.apply(DeclareBlockers(((_id(blocked, "Llanowar Elves"), (bears,)),)))
    assert _activations(blocked, ninja) == []  # 509.1h: the Bears is blocked


def test_ninjutsu_needs_a_mana_only_cost() -> None:
    card = ir.CardDefinition(
        name="X",
        mana_cost="{U}",
        types=("creature",),
        abilities=(ir.Keyword("ninjutsu", cost=ir.Cost(mana="{U}", discard=1)),),
    )
    assert "ninjutsu with a cost other than mana" in engine_gaps(card)


# --- suspend (702.62) ---------------------------------------------------------------------


def _suspend_game(step: str) -> Any:
    players = [
        {
            "name": "Alice",
            "hand": ["Rift Bolt", "Ancestral Vision"],
            "battlefield": ["Mountain", "Island"],
            "library": ["Island"] * 3,
        },
        {"name": "Bob", "library": ["Forest"] * 3},
    ]
    return _game({"players": players, "turn": {"active": "Alice", "step": step}})


@pytest.mark.parametrize("name", ["Rift Bolt", "Ancestral Vision", "Lotus Bloom", "Gargadon"])
def test_suspend_cards_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_suspend_listed_when_the_card_could_be_cast() -> None:
    """116.2f, 702.62a: only if the player could begin to cast it (a sorcery: 307.1)."""
    from mtgrules.decisions import CastSpell, Suspend

    g = _suspend_game("upkeep")
    assert not [a for a in g.legal_actions() if isinstance(a, Suspend)]
    g = _suspend_game("main1")
    bolt, vision = _id(g, "Rift Bolt"), _id(g, "Ancestral Vision")
    assert {a.card for a in g.legal_actions() if isinstance(a, Suspend)} == {bolt, vision}
    # 118.6: Ancestral Vision has no mana cost: it can't be cast from the hand
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == vision]
    g.apply(Suspend(vision))
    exiled = g.objects[max(g.objects)]
    assert exiled.zone.value == "exile" and exiled.counters == {"time": 4}


def test_suspend_haste_ends_when_control_changes() -> None:
    """702.62a: "it gains haste until you lose control of ... the permanent"."""
    from mtgrules.rules import characteristics, keywords_suspend

    players = [{"name": "Alice", "battlefield": ["Gargadon"]}, {"name": "Bob"}]
    g = _game({"players": players})
    gar = g.objects[_id(g, "Gargadon")]
    gar.alt_keyword = "suspend"
    keywords_suspend.entered(g, gar, 0)
    assert "haste" in characteristics.chars(g, gar.id).keywords
    keywords_suspend.control_changed(g, gar)
    assert "haste" not in characteristics.chars(g, gar.id).keywords


# --- plot (702.170) -----------------------------------------------------------------------


def _advance_to_player(g: Any, player: int, turn: int) -> None:
    from mtgrules.decisions import DeclareAttackers, DeclareBlockers, PassPriority

    while g.turn_number < turn or g.pending.player != player or g.step != "main1":
        legal = g.legal_actions()
        passes = [a for a in legal if isinstance(a, PassPriority)]
        g.apply(
            passes[0]
            if passes
            else next(a for a in legal if isinstance(a, DeclareAttackers | DeclareBlockers))
        )


def test_plot_listed_in_a_main_phase_and_cast_later_for_free() -> None:
    from mtgrules.decisions import CastSpell, Plot

    players = [
        {
            "name": "Alice",
            "hand": ["Slickshot Show-Off"],
            "battlefield": ["Mountain", "Mountain"],
            "library": ["Mountain"] * 4,
        },
        {"name": "Bob", "library": ["Forest"] * 4},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "upkeep"}})
    card = _id(g, "Slickshot Show-Off")
    assert not [a for a in g.legal_actions() if isinstance(a, Plot)]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    card = _id(g, "Slickshot Show-Off")
    assert [a for a in g.legal_actions() if isinstance(a, Plot)] == [Plot(card)]
    g.apply(Plot(card))
    card = _id(g, "Slickshot Show-Off")
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    _advance_to_player(g, 0, 3)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    assert casts and {a.alt_cost for a in casts} == {"plot"}
    untapped = sum(1 for i in g.battlefield if not g.objects[i].tapped)
    g.apply(casts[0])
    assert sum(1 for i in g.battlefield if not g.objects[i].tapped) == untapped  # 702.170d


# --- recover (702.59) ---------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Sun's Bounty", "Grim Harvest", "Icefall", "Krovikan Rot"])
def test_recover_cards_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_recover_unpaid_exiles_the_card() -> None:
    """702.59a: "Otherwise, exile this card." (no mana: the cost can't be paid, 118.3)."""
    from mtgrules.decisions import CastSpell, PassPriority
    from mtgrules.objects import Target

    players = [
        {
            "name": "Alice",
            "hand": ["Lightning Bolt"],
            "graveyard": ["Sun's Bounty"],
            "battlefield": ["Grizzly Bears", "Mountain"],
            "library": ["Plains"] * 3,
        },
        {"name": "Bob", "library": ["Forest"] * 3},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    bears = Target(object_id=_id(g, "Grizzly Bears"))
    g.apply(CastSpell(_id(g, "Lightning Bolt"), targets=((bears,),)))
    while g.stack or g.pending_triggers:
        g.apply(PassPriority())
    bounty = g.objects[_id(g, "Sun's Bounty")]
    assert bounty.zone.value == "exile"
    assert any(e.rule == "118.3" for e in g.log)


# --- miracle (702.94) ---------------------------------------------------------------------


def test_miracle_not_revealed_stays_hidden() -> None:
    """702.94a: "You may reveal": declined, nothing triggers and nothing is revealed; only
    the first card drawn in a turn can be revealed."""
    from mtgrules.decisions import CastSpell, Choose, MiracleReveal, PassPriority

    players = [
        {
            "name": "Alice",
            "library": ["Thunderous Wrath", "Thunderous Wrath", "Mountain"],
            "battlefield": ["Island", "Island", "Island"],
            "hand": ["Divination"],
        },
        {"name": "Bob", "library": ["Forest"] * 3},
    ]
    g = _game({"players": players, "turn": {"active": "Bob", "step": "end"}})
    while not isinstance(g.pending, MiracleReveal):
        g.apply(PassPriority())
    assert g.turn_number == 2 and g.step == "draw"
    g.apply(Choose("no"))
    assert not g.stack and not any(e.rule == "702.94b" for e in g.log)
    assert g.players[0].cards_drawn_this_turn == 1
    while g.step != "main1":
        g.apply(PassPriority())
    g.apply(CastSpell(_id(g, "Divination")))  # "Draw two cards": not the first draws
    while g.stack:
        g.apply(PassPriority())
        assert not isinstance(g.pending, MiracleReveal)
    assert g.players[0].cards_drawn_this_turn == 3


def test_miracle_cost_only_as_the_ability_resolves() -> None:
    from mtgrules.decisions import CastSpell
    from mtgrules.objects import Target

    players = [
        {"name": "Alice", "hand": ["Thunderous Wrath"], "battlefield": ["Mountain"]},
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    wrath = _id(g, "Thunderous Wrath")
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == wrath]
    with pytest.raises(IllegalActionError, match=r"702\.94a"):
        g.apply(CastSpell(wrath, targets=((Target(player=1),),), alt_cost="miracle"))


# --- dredge (702.52) ----------------------------------------------------------------------


def _dredge_game(library: int) -> Any:
    players = [
        {"name": "Alice", "graveyard": ["Darkblast"], "library": ["Swamp"] * library},
        {"name": "Bob", "library": ["Forest"] * 3},
    ]
    return _game({"players": players, "turn": {"active": "Bob", "step": "end"}})


def test_dredge_declined_draws_and_too_few_cards_isnt_asked() -> None:
    """702.52a: "you may" (614.1a): choosing to draw draws; 702.52b: with fewer cards in the
    library than N, dredge can't be used and nothing is asked."""
    from mtgrules.decisions import Choose, PassPriority, ReplacementOrder

    g = _dredge_game(3)
    while not isinstance(g.pending, ReplacementOrder):
        g.apply(PassPriority())
    assert g.pending.options == ("draw a card", "dredge 3: Darkblast")
    g.apply(Choose("draw a card"))
    assert len(g.players[0].hand) == 1 and g.objects[_id(g, "Darkblast")].zone.value == "graveyard"
    g = _dredge_game(2)
    while g.turn_number < 2 or g.step != "main1":
        assert not isinstance(g.pending, ReplacementOrder)
        g.apply(PassPriority())
    assert len(g.players[0].hand) == 1 and len(g.players[0].library) == 1


@pytest.mark.parametrize("name", ["Darkblast", "Golgari Thug", "Life from the Loam"])
def test_dredge_cards_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


# --- cipher (702.99) ----------------------------------------------------------------------


def test_cipher_not_encoded_goes_to_the_graveyard() -> None:
    """702.99a: "you may exile this card encoded": declined, the card goes to the graveyard
    as the spell finishes resolving (608.2n)."""
    from mtgrules.decisions import CastSpell, Choose, ChooseOption, PassPriority
    from mtgrules.objects import Target

    players = [
        {
            "name": "Alice",
            "hand": ["Shadow Slice"],
            "battlefield": ["Grizzly Bears"] + ["Swamp"] * 5,
            "library": ["Swamp"] * 3,
        },
        {"name": "Bob", "library": ["Forest"] * 3},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    g.apply(CastSpell(_id(g, "Shadow Slice"), targets=((Target(player=1),),)))
    while not isinstance(g.pending, ChooseOption):
        g.apply(PassPriority())
    assert g.pending.options == ("Grizzly Bears", "don't encode")
    g.apply(Choose("don't encode"))
    assert g.objects[_id(g, "Shadow Slice")].zone.value == "graveyard"
    assert g.players[1].life == 17


def test_cipher_needs_an_instant_or_sorcery() -> None:
    card = ir.CardDefinition(
        name="X", mana_cost="{B}", types=("creature",), abilities=(ir.Keyword("cipher"),)
    )
    assert "cipher on a card that isn't an instant or sorcery" in engine_gaps(card)


# --- demonstrate (702.144) ----------------------------------------------------------------


def test_demonstrate_declined_makes_no_copy_and_is_refused_when_granted() -> None:
    from mtgrules.decisions import CastSpell, Choose, ChooseOption, PassPriority
    from mtgrules.objects import Target

    players = [
        {
            "name": "Alice",
            "hand": ["Excavation Technique"],
            "battlefield": ["Plains"] * 4,
            "library": ["Plains"] * 3,
        },
        {"name": "Bob", "battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    bears = Target(object_id=_id(g, "Grizzly Bears"))
    g.apply(CastSpell(_id(g, "Excavation Technique"), targets=((bears,),)))
    while not isinstance(g.pending, ChooseOption):
        g.apply(PassPriority())
    g.apply(Choose("no"))
    assert len(g.stack) == 1 and not any(e.rule == "707.10" for e in g.log)
    # "Creature spells you cast have demonstrate": a keyword given by an ability
    from mtgrules.cards.database import CardDatabase
    from mtgrules.cards.parser import definition_from_record

    lecturer = definition_from_record(CardDatabase.bundled().get("Silverquill Lecturer"))
    assert "the engine can't do demonstrate given by an ability" in card_gaps(lecturer)


def test_ninjutsu_card_entering_as_a_copy_is_asked() -> None:
    """614.12a, 707.5: Sakashima's Student put onto the battlefield by ninjutsu: "You may
    have this creature enter as a copy of any creature on the battlefield" is chosen."""
    from mtgrules.decisions import (
        AsEntersEffect,
        DeclareAttackers,
        DeclareBlockers,
        PassPriority,
    )

    players = [
        {
            "name": "Alice",
            "hand": ["Sakashima's Student"],
            "battlefield": ["Grizzly Bears", "Island", "Island"],
            "library": ["Island"] * 3,
        },
        {"name": "Bob", "library": ["Forest"] * 3},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "declare_attackers"}})
    student, bears = _id(g, "Sakashima's Student"), _id(g, "Grizzly Bears")
    from mtgrules.objects import Target

    g.apply(DeclareAttackers(((bears, Target(player=1)),)))
    while g.pending.__class__.__name__ != "BlockDeclaration":
        g.apply(PassPriority())
    g.apply(DeclareBlockers(()))
    g.apply(ActivateAbility(student, 0, returned=(bears,)))
    while not isinstance(g.pending, AsEntersEffect):
        g.apply(PassPriority())


def test_foretold_card_is_unseen_in_a_determinized_game() -> None:
    """406.3, 702.143a: a foretold card is face down: an opponent's determinized copy of the
    game redraws it from the unseen cards."""
    import random

    from mtgrules.decisions import Foretell
    from mtgrules.view import PlayerView

    g = _foretell_game()
    g.apply(Foretell(_id(g, "Demon Bolt")))
    bolt = _id(g, "Demon Bolt")
    names = {
        PlayerView(g, 1).determinize(random.Random(s)).objects[bolt].card.name for s in range(12)
    }
    assert names != {"Demon Bolt"}
