"""Damage and counters divided by an activated or triggered ability (602.2b, 603.3d, 601.2d),
and the division of a copy (707.10, 115.7f): rules/division.py."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import activations_of
from helpers import scenario_game as _game
from mtgrules.cards import load_card
from mtgrules.decisions import (
    ActivateAbility,
    CastSpell,
    Choose,
    PassPriority,
    Priority,
    TriggerDivision,
    TriggerTargets,
)
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import division


def _id(g: Any, name: str) -> int:
    return int(next(o.id for o in g.objects.values() if o.card.name == name))


def _pass_until_decision(g: Any) -> None:
    while isinstance(g.pending, Priority):
        g.apply(PassPriority())


def _titan_trigger() -> Any:
    """Inferno Titan resolving: its enters trigger waits for its targets."""
    g = _game(
        {
            "players": [
                {"name": "Alice", "hand": ["Inferno Titan"], "battlefield": ["Mountain"] * 6},
                {"name": "Bob", "battlefield": ["Grizzly Bears", "Hill Giant"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
        }
    )
    g.apply(CastSpell(_id(g, "Inferno Titan")))
    _pass_until_decision(g)
    assert isinstance(g.pending, TriggerTargets)
    return g


def test_a_trigger_asks_the_division_after_its_targets() -> None:
    g = _titan_trigger()
    assert None not in (g.pending.options or ())  # 601.2d: one, two or three: not none
    bears, giant = _id(g, "Grizzly Bears"), _id(g, "Hill Giant")
    g.apply(Choose([[Target(object_id=giant), Target(player=1)]]))
    d = g.pending
    assert isinstance(d, TriggerDivision)
    assert set(d.options or ()) == {(1, 2), (2, 1)}
    assert "Hill Giant, Bob" in d.prompt
    assert g.legal_actions() == [Choose(o) for o in d.options or ()]
    before = g.fingerprint()
    for bad in ([3, 0], [2, 2], [3], "two", [1.5, 1.5]):
        with pytest.raises(IllegalActionError, match=r"601\.2d"):
            g.apply(Choose(bad))
        assert g.fingerprint() == before  # refused: nothing changed
    # the game can be saved while it waits for the division, and goes on the same way
    copy = Game.from_json(g.to_json())
    assert copy.fingerprint() == g.fingerprint()
    for game in (g, copy):
        game.apply(Choose([2, 1]))
        (item,) = game.stack
        assert [v for _, v in item.object.divided] == [2, 1]
        _pass_until_decision(game)
        assert game.players[1].life == 19
        assert game.objects[giant].damage == 2
        assert game.objects[bears].damage == 0
    assert copy.fingerprint() == g.fingerprint()


def test_one_target_takes_it_all_without_a_question() -> None:
    g = _titan_trigger()
    g.apply(Choose([[Target(player=1)]]))
    assert isinstance(g.pending, Priority)
    (item,) = g.stack
    assert item.object.divided == ((-2, 3),)  # Bob (player 1) takes all 3
    _pass_until_decision(g)
    assert g.players[1].life == 17


def _arc_mage() -> Any:
    return _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Forest"],
                    "battlefield": ["Arc Mage", "Mountain", "Mountain", "Mountain"],
                },
                {"name": "Bob", "battlefield": ["Llanowar Elves"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
        }
    )


def test_activations_list_each_division_and_refuse_a_wrong_one() -> None:
    g = _arc_mage()
    mage, elves = _id(g, "Arc Mage"), _id(g, "Llanowar Elves")
    listed = activations_of(g, mage)
    two = {a.divide for a in listed if len(a.targets[0]) == 2}
    assert two == {(1, 1)}
    assert all(a.divide == (2,) for a in listed if len(a.targets[0]) == 1)
    for a in listed:  # every listed activation is legal
        trial = g.clone()
        trial.apply(a)
    forest = _id(g, "Forest")
    targets = ((Target(player=1), Target(object_id=elves)),)
    before = g.fingerprint()
    for bad in [(), (2, 0), (2, 1), (1,)]:
        with pytest.raises(IllegalActionError, match=r"601\.2d"):
            g.apply(ActivateAbility(mage, 0, targets, discard=(forest,), divide=bad))
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(mage, 0, targets, discard=(forest,), divide=("1", 1)))  # type: ignore[arg-type]
    assert g.fingerprint() == before
    g.apply(ActivateAbility(mage, 0, targets, discard=(forest,), divide=(1, 1)))
    _pass_until_decision(g)
    assert g.players[1].life == 19
    assert elves not in g.objects


def test_a_copy_keeps_the_division_and_new_targets_take_the_shares() -> None:
    e = division.divided(load_card("Arc Lightning"))
    a, b, c = Target(object_id=10), Target(object_id=11), Target(player=1)
    now = ((10, 1), (11, 2))
    assert division.copy_division(now, e, ((a, b),), ((a, b),)) == now
    assert division.copy_division(now, e, ((a, b),), ((c, a),)) == ((-2, 1), (10, 2))
    # the legal targets now are a and c (b has become illegal): two of them, in either order,
    # or b left in its own place (115.7d)
    offered = division.keeps_count(e, ((a, b),), [((a,),), ((c,),), ((a, c),)])
    pictures = {tuple((t.object_id, t.player) for t in o[0]) for o in offered}
    assert pictures == {
        ((10, None), (None, 1)),
        ((None, 1), (10, None)),
        ((None, 1), (11, None)),
    }
