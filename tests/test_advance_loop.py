"""An ``advance`` or ``resolve`` that can't reach its goal because the same ability keeps
resolving says which ability it was (a state trigger whose condition stays true, 603.8),
rather than only that the goal wasn't reached."""

from __future__ import annotations

from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner


def _runner() -> Runner:
    data = {
        "name": "loop",
        "players": [{"name": "Alice", "battlefield": ["Grizzly Bears"]}, {"name": "Bob"}],
        "turn": {"active": "Alice", "step": "main1", "number": 3},
        "script": [],
    }
    runner = Runner(parse(data, "loop.yaml"))
    assert runner.run() == []
    return runner


def test_the_message_names_the_ability_that_kept_resolving() -> None:
    runner = _runner()
    g = runner.game
    for i in range(300):
        name = "Lurking Jackals" if i % 3 else "Shock"
        g.log_event("resolve", f"{name} resolves", "608.3", card=name)
    assert runner._looping() == (
        ": Lurking Jackals resolved 200 times in its last 2,000 log lines (a loop?)"
    )


def test_nothing_is_added_when_nothing_resolved() -> None:
    assert _runner()._looping() == ""
