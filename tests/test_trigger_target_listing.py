"""The listed answers to a triggered ability's targets (603.3d): with several target phrases,
or a phrase of several targets, each listed answer is a legal set of targets, one list per
phrase (rules/trigger_targets.answers). Random games on Manticore of the Gauntlet were
refused every answer before: only the first phrase's targets were listed."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.decisions import CastSpell, Choose, PassPriority, Priority, TriggerTargets
from mtgrules.errors import IllegalActionError


def _id(g: Any, name: str) -> int:
    return int(next(o.id for o in g.objects.values() if o.card.name == name))


def _trigger_of(card: str, mine: list[str], theirs: list[str], mana: str) -> Any:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": [card], "mana_pool": mana, "battlefield": mine},
                {"name": "Bob", "battlefield": theirs},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
        }
    )
    g.apply(CastSpell(_id(g, card)))
    while isinstance(g.pending, Priority):
        g.apply(PassPriority())
    assert isinstance(g.pending, TriggerTargets)
    return g


def _accepted(g: Any, answer: Any) -> bool:
    trial = g.clone()
    try:
        trial.apply(answer)
    except IllegalActionError:
        return False
    return True


def test_two_target_phrases_are_listed_together() -> None:
    # "put a -1/-1 counter on target creature you control. This creature deals 3 damage to
    # target opponent or planeswalker."
    g = _trigger_of("Manticore of the Gauntlet", ["Grizzly Bears"], ["Hill Giant"], "{4}{R}")
    listed = g.legal_actions()
    bears, manticore = _id(g, "Grizzly Bears"), _id(g, "Manticore of the Gauntlet")
    firsts = {a.value[0][0].object_id for a in listed}
    assert firsts == {bears, manticore}  # not Hill Giant: not Alice's
    assert all(len(a.value) == 2 and a.value[1][0].player == 1 for a in listed)
    assert all(_accepted(g, a) for a in listed)
    g.apply(listed[0])
    assert not isinstance(g.pending, TriggerTargets)


def test_one_target_phrase_keeps_one_target_a_choice() -> None:
    g = _trigger_of("Flametongue Kavu", [], ["Grizzly Bears", "Hill Giant"], "{3}{R}")
    listed = g.legal_actions()
    assert listed == [Choose([o]) for o in g.pending.options]
    assert all(_accepted(g, a) for a in listed)


@pytest.mark.parametrize("card", ["Inferno Titan"])
def test_up_to_several_targets_each_listed_set_is_legal(card: str) -> None:
    g = _trigger_of(card, ["Mountain"] * 6, ["Grizzly Bears", "Hill Giant"], "")
    listed = g.legal_actions()
    assert listed and all(_accepted(g, a) for a in listed)
    sizes = {sum(len(group) for group in a.value) for a in listed}
    assert {1, 2, 3} <= sizes  # one, two or three targets (601.2d: not none)
