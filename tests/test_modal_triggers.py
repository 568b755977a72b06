"""Modal triggered abilities (603.3c, 700.2): the controller chooses the modes as the ability
is put on the stack, then the targets of those modes (603.3d); a mode whose targets can't
be chosen can't be chosen. Before the nineteenth session the modes were never asked and
the ability did nothing (91 supported cards, found by a blind check). And a resolution that
pauses in a later mode resumes there (608.2c): Wail of the Forgotten's discard, then its
"put one of them into your hand", redid the discard and crashed."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.decisions import (
    CastSpell,
    Choose,
    DiscardChoice,
    PassPriority,
    Priority,
    TriggerModes,
    TriggerTargets,
)
from mtgrules.errors import IllegalActionError
from mtgrules.objects import Target


def _exarch(graveyard: list[str]) -> Any:
    """Entomber Exarch cast and resolved: its "choose one" enters trigger waits for modes."""
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Entomber Exarch"],
                    "graveyard": graveyard,
                    "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"],
                },
                {"name": "Bob", "hand": ["Lightning Bolt", "Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
        }
    )
    exarch = next(o.id for o in g.objects.values() if o.name == "Entomber Exarch")
    g.apply(CastSpell(exarch, ()))
    while not isinstance(g.pending, TriggerModes):  # both pass: it resolves and enters
        g.apply(g.legal_actions()[0])
    return g


def test_the_modes_are_chosen_before_the_targets() -> None:
    g = _exarch(["Grizzly Bears"])
    d = g.pending
    assert isinstance(d, TriggerModes) and d.options == ((1,), (2,))
    assert g.legal_actions() == [Choose((1,)), Choose((2,))]
    g.apply(Choose(1))
    assert isinstance(g.pending, TriggerTargets)  # then the targets of mode 1 (603.3d)
    bears = next(o.id for o in g.objects.values() if o.name == "Grizzly Bears")
    assert [t.object_id for t in g.pending.options if t is not None] == [bears]


def test_a_mode_without_legal_targets_isnt_offered() -> None:
    g = _exarch([])  # no creature card in Alice's graveyard: only mode 2 (603.3c)
    assert isinstance(g.pending, TriggerModes) and g.pending.options == ((2,),)


def test_a_choice_that_isnt_offered_is_refused_and_changes_nothing() -> None:
    g = _exarch([])
    before = g.fingerprint()
    for answer in (1, [1, 2], "two", 3):
        with pytest.raises(IllegalActionError, match=r"603\.3c|700\.2"):
            g.apply(Choose(answer))
        assert g.fingerprint() == before


def test_the_chosen_mode_happens() -> None:
    g = _exarch([])
    g.apply(Choose(2))
    assert isinstance(g.pending, TriggerTargets)
    g.apply(Choose([Target(player=1)]))  # target opponent: Bob
    while isinstance(g.pending, Priority):  # both pass: the ability resolves
        g.apply(PassPriority())
    # Alice chooses a noncreature card from Bob's hand: Lightning Bolt is the only one
    bolt = next(o.id for o in g.objects.values() if o.name == "Lightning Bolt")
    assert isinstance(g.pending, DiscardChoice) and g.pending.player == 0
    assert tuple(g.pending.options) == (bolt,)
    g.apply(Choose([bolt]))
    assert {g.objects[i].name for i in g.players[1].graveyard} == {"Lightning Bolt"}
    assert {g.objects[i].name for i in g.players[1].hand} == {"Grizzly Bears"}
