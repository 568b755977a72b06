"""The phase of the turn as a condition ("if it's the first combat phase of the turn", "if
it's your main phase": 506.1, 505.1), "attacks for the first time each turn" (508.3a) and the
other ways an additional combat phase is written (500.8)."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir, load_card
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import card_definition
from mtgrules.game import Game
from mtgrules.rules import phase_conditions
from mtgrules.zones import Zone


@pytest.mark.parametrize(
    "name",
    [
        "Raiyuu, Storm's Edge",  # "If it's the first combat phase of the turn, there is ..."
        "Finest Hour",  # intervening "if it's the first combat phase of the turn"
        "Genji Glove",
        "Hexplate Wallbreaker",
        "Karlach, Fury of Avernus",
        "Tifa, Martial Artist",  # "... of your turn"
        "Aurelia, the Warleader",  # "attacks for the first time each turn"
        "Fear of Missing Out",
        "Grim Reaper's Sprint",  # "If it's your main phase, there is ... after this phase."
        "Overpowering Attack",  # "..., followed by an additional main phase."
    ],
)
def test_the_phrasings_are_read_and_rendered_back(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def _game(step: str, active: int = 0) -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for p in (0, 1):
        for _ in range(6):
            g.add_card(p, Zone.LIBRARY, load_card("Island"))
    g.start(active, step, 1)
    return g


FIRST = ir.PhaseIs("first combat")
FIRST_YOURS = ir.PhaseIs("first combat", yours=True)
MAIN = ir.PhaseIs("main", yours=True)


@pytest.mark.parametrize("step", ["main1", "main2"])
def test_your_main_phase_is_either_main_phase_of_your_turn(step: str) -> None:
    g = _game(step)
    assert phase_conditions.phase_is(g, MAIN, 0)  # 505.1
    assert not phase_conditions.phase_is(g, MAIN, 1)  # 102.1: not Bob's turn
    assert not phase_conditions.phase_is(g, FIRST, 0)


def test_the_first_combat_phase_and_not_the_second() -> None:
    """506.1, 500.8: the turn's combat phases are counted; only the first is "the first"."""
    g = _game("declare_attackers")
    assert g.combat_phases == 1
    assert phase_conditions.phase_is(g, FIRST, 1)  # "of the turn": whoever asks
    assert phase_conditions.phase_is(g, FIRST_YOURS, 0)
    assert not phase_conditions.phase_is(g, FIRST_YOURS, 1)  # Bob's: not his turn
    assert not phase_conditions.phase_is(g, MAIN, 0)
    g.combat_phases = 2  # an additional combat phase (500.8)
    assert not phase_conditions.phase_is(g, FIRST, 0)


def test_attacks_for_the_first_time_each_turn_counts_declarations() -> None:
    """508.3a, 508.1: only the creature's first declaration as an attacker this turn."""
    trig = ir.Trigger(ir.TriggerEvent.ATTACKS, ir.SelfRef(), first_each_turn=True)
    g = _game("declare_attackers")
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears")).id
    g.players[0].attackers_this_turn = (bears,)
    assert phase_conditions.first_attack(g, trig, bears)
    g.players[0].attackers_this_turn = (bears, bears)  # attacked in an earlier combat too
    assert not phase_conditions.first_attack(g, trig, bears)
    plain = ir.Trigger(ir.TriggerEvent.ATTACKS, ir.SelfRef())
    assert phase_conditions.first_attack(g, plain, bears)  # every attack, as before


@pytest.mark.parametrize(
    ("text", "form", "main"),
    [
        ("There is an additional combat phase after this phase.", "after", False),
        (
            "There is an additional combat phase after this phase followed by an additional"
            " main phase.",
            "after",
            True,
        ),
        (
            "There is an additional combat phase after this phase, followed by an additional"
            " main phase.",
            "after,",
            True,
        ),
        ("After this combat phase, there is an additional combat phase.", "combat", False),
    ],
)
def test_each_wording_of_an_additional_combat_phase(text: str, form: str, main: bool) -> None:
    card = card_definition("Phase Maker", "{R}", "Sorcery", None, None, None, text)
    (spell,) = card.abilities
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects == (ir.AdditionalPhases(main=main, form=form),)
