"""603.2, 109.5: a trigger condition naming a player ("you", "an opponent", "each",
"enchanted player") matches only events done by, or steps of, that player, judged from the
ability's controller. Issue 10, fault 1: "Whenever you cast" triggered on the opponent's
spells. Each player-subject event is checked for the controller and for the other player."""

from __future__ import annotations

import pytest

from helpers import SHOCK, land
from mtgrules.cards import ir
from mtgrules.cards.parser import card_definition
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import triggers
from mtgrules.rules.life import gain_life
from mtgrules.zones import Zone

MOUNTAIN = land("Mountain", "R")


def watcher(trigger: str) -> ir.CardDefinition:
    return card_definition(
        "Watcher",
        "{1}",
        "Creature — Golem",
        "1",
        "1",
        text=f"{trigger}, put a +1/+1 counter on this creature.",
    )


def triggered(g: Game) -> int:
    return sum(1 for t in g.pending_triggers if t.source_name == "Watcher") + sum(
        1 for i in g.stack if i.name == "Watcher's ability"
    )


STEP_CASES = [
    ("At the beginning of your upkeep", ir.TriggerEvent.UPKEEP, {0: 1, 1: 0}),
    ("At the beginning of each opponent's upkeep", ir.TriggerEvent.UPKEEP, {0: 0, 1: 1}),
    ("At the beginning of each upkeep", ir.TriggerEvent.UPKEEP, {0: 1, 1: 1}),
    ("At the beginning of your end step", ir.TriggerEvent.END_STEP, {0: 1, 1: 0}),
    ("At the beginning of each end step", ir.TriggerEvent.END_STEP, {0: 1, 1: 1}),
    ("At the beginning of combat on your turn", ir.TriggerEvent.BEGIN_COMBAT, {0: 1, 1: 0}),
]


@pytest.mark.parametrize(("text", "event", "expected"), STEP_CASES)
@pytest.mark.parametrize("controller", [0, 1])
def test_step_triggers_follow_the_abilitys_controller(
    text: str, event: ir.TriggerEvent, expected: dict[int, int], controller: int
) -> None:
    for active in (0, 1):
        g = Game(["Alice", "Bob"])
        g.add_card(controller, Zone.BATTLEFIELD, watcher(text))
        g.start(active, "main1")
        triggers.fire(g, event)
        # expected is written for a Watcher Alice controls: "yours" is the controller's step
        assert triggered(g) == expected[0 if active == controller else 1], (text, active)


@pytest.mark.parametrize(
    ("text", "mine", "theirs"),
    [
        ("Whenever you gain life", 1, 0),
    ],
)
@pytest.mark.parametrize("controller", [0, 1])
def test_life_gain_triggers_follow_the_abilitys_controller(
    text: str, mine: int, theirs: int, controller: int
) -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(controller, Zone.BATTLEFIELD, watcher(text))
    g.start(0, "main1")
    gain_life(g, controller, 1, "test")
    assert triggered(g) == mine
    g.pending_triggers.clear()
    gain_life(g, 1 - controller, 1, "test")
    assert triggered(g) == theirs


@pytest.mark.parametrize(
    ("text", "mine", "theirs"),
    [
        ("Whenever you cast a noncreature spell", 1, 0),
        ("Whenever an opponent casts a noncreature spell", 0, 1),
    ],
)
@pytest.mark.parametrize("controller", [0, 1])
def test_cast_triggers_follow_the_abilitys_controller(
    text: str, mine: int, theirs: int, controller: int
) -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(controller, Zone.BATTLEFIELD, watcher(text))
    shocks = [g.add_card(p, Zone.HAND, SHOCK) for p in (0, 1)]
    for p in (0, 1):
        g.add_card(p, Zone.BATTLEFIELD, MOUNTAIN)
    other = 1 - controller
    g.start(other, "main1")
    g.apply(CastSpell(shocks[other].id, ((Target(player=controller),),)))
    assert triggered(g) == theirs
    g.apply(PassPriority())  # the opponent's Shock waits; the controller responds
    g.apply(CastSpell(shocks[controller].id, ((Target(player=other),),)))
    assert triggered(g) == theirs + mine
