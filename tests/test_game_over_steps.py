"""A script that goes on after the game ended says so: an ``advance`` after the end fails with
how the game ended (no turn or step comes after it; a ``resolve`` has nothing to resolve and
passes), and a failed ``expect`` then adds it (a player who drew from an empty library during
an advance made later checks pass or fail for no clear reason)."""

from __future__ import annotations

from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner


def _run(script: list[object]) -> Runner:
    data = {
        "name": "decked",
        "players": [{"name": "Alice", "library": ["Forest"]}, {"name": "Bob"}],
        "turn": {"active": "Alice", "step": "main1", "number": 3},
        "script": script,
    }
    runner = Runner(parse(data, "decked.yaml"))
    runner.run()
    return runner


_ENDED = "the game is over (Bob loses the game: Bob drew from an empty library (704.5b))"


def test_an_advance_after_the_game_ended_fails_with_how_it_ended() -> None:
    runner = _run(
        [{"advance": {"turn": 6, "step": "main1"}}, {"advance": {"turn": 8, "step": "main1"}}]
    )
    [failure] = runner.failures
    assert failure.step == 2
    assert failure.found == _ENDED + "; can't advance"


def test_a_failed_expect_after_the_end_says_the_game_is_over() -> None:
    runner = _run([{"advance": {"turn": 6, "step": "main1"}}, {"expect": {"life": {"Bob": 19}}}])
    [failure] = runner.failures
    assert failure.found == "20; " + _ENDED


def test_the_advance_that_ends_the_game_still_passes() -> None:
    runner = _run([{"advance": {"turn": 6, "step": "main1"}}, {"expect": {"winner": "Alice"}}])
    assert runner.failures == []
