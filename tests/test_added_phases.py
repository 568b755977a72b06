"""Additional phases (500.8): where they go in the turn, what "second main phase" means once
there are more (505.1a, 505.1b), and that they are part of the state a search copies."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir, load_card
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import card_definition
from mtgrules.decisions import AttackDeclaration, CastSpell, PassPriority, Priority
from mtgrules.fingerprint import fingerprint
from mtgrules.game import Game
from mtgrules.rules import added_phases, characteristics, effect_context
from mtgrules.zones import Zone


@pytest.mark.parametrize(
    "name",
    [
        "Relentless Assault",  # "Untap all creatures that attacked this turn. After this main ..."
        "Seize the Day",
        "Aggravated Assault",
        "Hellkite Charger",  # "... untap all attacking creatures and after this phase, ..."
        "Akki Battle Squad",
    ],
)
def test_the_phrasings_are_read_and_rendered_back(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def _game(step: str = "main1") -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for p in (0, 1):
        for _ in range(6):
            g.add_card(p, Zone.LIBRARY, load_card("Island"))
    g.start(0, step, 1)
    return g


def _steps_until_end(g: Game) -> list[str]:
    """The steps the turn goes through from now to its end step, nobody attacking."""
    seen = [g.step]
    while g.step != "end":
        d = g.pending
        if isinstance(d, AttackDeclaration):
            g.apply(d.spec.default())
        elif isinstance(d, Priority):
            g.apply(PassPriority())
        else:  # the order of two triggers: any
            g.apply(g.legal_actions()[0])
        if g.step != seen[-1]:
            seen.append(g.step)
    return seen


def _add(g: Game, main: bool) -> None:
    """Carry out the effect as a resolving ability of Alice's Millstone would."""
    src = next((o for o in g.battlefield_objects() if o.name == "Millstone"), None)
    if src is None:
        src = g.add_card(0, Zone.BATTLEFIELD, load_card("Millstone"))
    ch = characteristics.chars(g, src.id)
    ctx = effect_context.EffectContext(g, 0, src.id, ch, 0, "Millstone", ())
    added_phases.add_phases(ctx, ir.AdditionalPhases(main=main))


def test_after_this_main_phase_a_combat_and_a_main_phase_then_the_turn_goes_on() -> None:
    """500.8, 505.1a: added in the first main phase, the combat and main phases come before
    the turn's own combat phase; the added main phase is a postcombat one (main2)."""
    g = _game()
    _add(g, main=True)
    combat = ["beginning_of_combat", "declare_attackers", "end_of_combat"]
    assert _steps_until_end(g) == ["main1", *combat, "main2", *combat, "main2", "end"]


def test_the_most_recently_added_phase_comes_first() -> None:
    """500.8: two combat phases added after the same phase both come, then the turn's own
    order; and the second set of added phases comes before the first's main phase."""
    g = _game("main2")
    _add(g, main=True)
    _add(g, main=False)
    assert g.added_phases == ["combat", "combat", "main"]
    combat = ["beginning_of_combat", "declare_attackers", "end_of_combat"]
    assert _steps_until_end(g) == ["main2", *combat, *combat, "main2", "end"]


def test_after_this_main_phase_outside_a_main_phase_adds_nothing() -> None:
    """500.8: "after this main phase" names a main phase; in combat there is none."""
    g = _game("beginning_of_combat")
    _add(g, main=True)
    assert g.added_phases == []
    assert any(e.rule == "500.8" and "no phase is added" in e.text for e in g.log)


def test_added_phases_are_the_state_a_search_copies() -> None:
    """A clone carries the added phases and tells them apart (fingerprint)."""
    g = _game()
    before = fingerprint(g)
    _add(g, main=False)
    assert fingerprint(g) != before
    c = g.clone()
    assert c.added_phases == ["combat"] and c.added_phases is not g.added_phases
    assert _steps_until_end(c)[:2] == ["main1", "beginning_of_combat"]
    assert g.added_phases == ["combat"]  # the original is untouched


def test_second_main_phase_is_the_second_and_postcombat_is_each_but_the_first() -> None:
    """505.1b: "your second main phase" counts the main phases of the turn: with an added
    combat and main phase after the first, the added one is the second and the turn's own
    is the third; 505.1a: every main phase but the first is a postcombat main phase."""
    g = _game()
    second = card_definition(
        "Second Watcher",
        "{1}",
        "Artifact",
        None,
        None,
        None,
        "At the beginning of your second main phase, you gain 1 life.",
    )
    post = card_definition(
        "Postcombat Watcher",
        "{1}",
        "Artifact",
        None,
        None,
        None,
        "At the beginning of each of your postcombat main phases, you gain 10 life.",
    )
    assert any(
        isinstance(a, ir.TriggeredAbility) and a.trigger.event is ir.TriggerEvent.POSTCOMBAT_MAIN
        for a in post.abilities
    )
    g.add_card(0, Zone.BATTLEFIELD, second)
    g.add_card(0, Zone.BATTLEFIELD, post)
    assault = g.add_card(0, Zone.HAND, load_card("Relentless Assault")).id
    g.apply_as_judge(CastSpell(card=assault, free=True))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.added_phases == ["combat", "main"]
    _steps_until_end(g)
    assert g.players[0].life == 20 + 1 + 10 + 10
