"""The scenario contract's points that a passing scenario file can't show (SCENARIOS.md):
scripts that must fail and say why, engine faults, agents' answers. The passing cases are
the files in tests/scenarios/contract, run by test_scenarios.py."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from mtgrules.agents.heuristic import HeuristicAgent
from mtgrules.agents.human import HumanAgent
from mtgrules.agents.random_agent import RandomAgent
from mtgrules.cli import main
from mtgrules.decisions import Choose, ScryOrder, SurveilChoice
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.rules import zone_moves
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Result, Runner, run_scenario
from mtgrules.state import GameState

ROOT = Path(__file__).resolve().parent.parent


def _scenario(players: list[Any], script: list[Any], **top: Any) -> dict[str, Any]:
    return {"name": "contract test", "players": players, "script": script, **top}


def _run(data: dict[str, Any]) -> Result:
    return run_scenario(parse(data, "contract.yaml"))


def _runner(data: dict[str, Any]) -> Runner:
    runner = Runner(parse(data, "contract.yaml"))
    runner.run()
    return runner


CYCLOPS: list[dict[str, Any]] = [
    {"name": "Alice", "battlefield": ["Bloodrock Cyclops"]},
    {"name": "Bob"},
]
MIND_ROT: list[dict[str, Any]] = [
    {"name": "Alice", "hand": ["Mind Rot"], "battlefield": ["Swamp", "Swamp", "Swamp"]},
    {"name": "Bob", "hand": [{"card": "Lightning Bolt", "id": "bolt"}]},
]


def test_contract_scenarios_are_collected() -> None:
    from test_scenarios import FILES  # the files test_scenarios.py runs

    names = {f.name for f in FILES if f.parent.name == "contract"}
    assert "advance-declares-no-attackers.yaml" in names
    assert "turn-1-skips-draw.yaml" in names


# --- advance past combat ---------------------------------------------------------------


def test_advance_stops_where_a_requirement_forbids_no_attackers_and_names_it() -> None:
    result = _run(
        _scenario(
            CYCLOPS,
            [{"advance": {"turn": 2, "step": "upkeep"}}, {"expect": {"life": {"Bob": 20}}}],
        )
    )
    assert not result.passed
    (failure,) = result.failures
    assert failure.step == 2
    assert "Alice: declare attackers" in failure.found
    assert "Bloodrock Cyclops attacks each combat if able (508.1d)" in failure.found


def test_advance_reaches_its_goal_when_no_attackers_is_legal() -> None:
    players = [
        {"name": "Alice", "battlefield": ["Grizzly Bears"], "library": ["Island"]},
        {"name": "Bob", "battlefield": ["Hill Giant"], "library": ["Forest"]},
    ]
    runner = _runner(_scenario(players, [{"advance": {"turn": 3, "step": "main1"}}]))
    assert not runner.failures
    assert (runner.game.turn_number, runner.game.step) == (3, "main1")


def test_advance_to_this_combat_needs_the_attack_declared_first() -> None:
    players = [{"name": "Alice", "battlefield": ["Grizzly Bears"]}, {"name": "Bob"}]
    turn = {"active": "Alice", "step": "declare_attackers"}
    failed = _run(_scenario(players, [{"advance": "declare_blockers"}, {"expect": {}}], turn=turn))
    assert "advance to declare_blockers is paused" in failed.failures[0].found
    assert "Alice: declare attackers" in failed.failures[0].found
    # the paused advance carries on once the script declares
    ok = _run(
        _scenario(
            players,
            [
                {"advance": "declare_blockers"},
                {"attack": {"Grizzly Bears": "Bob"}},
                {"expect": {"step": "declare_blockers"}},
            ],
            turn=turn,
        )
    )
    assert ok.passed, ok.failures


def test_advance_past_the_turn_it_names_is_an_error() -> None:
    players = [{"name": "Alice", "library": ["Island"]}, {"name": "Bob", "library": ["Forest"]}]
    turn = {"active": "Alice", "step": "main2"}
    result = _run(_scenario(players, [{"advance": {"turn": 1, "step": "main1"}}], turn=turn))
    assert "the game is past turn 1" in result.failures[0].found


def test_a_failed_expectation_on_a_card_that_left_the_battlefield_says_where_it_is() -> None:
    # 400.7: damage isn't kept by a card that died; "found 0" alone read like a prevention
    players = [
        {"name": "Alice", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        {"name": "Bob", "battlefield": ["Grizzly Bears"]},
    ]
    script = [
        {"cast": {"card": "Lightning Bolt", "targets": ["Grizzly Bears"]}},
        {"resolve": 1},
        {"expect": {"damage": {"Grizzly Bears": 3}}},
    ]
    (failure,) = _run(
        _scenario(players, script, turn={"active": "Alice", "step": "main1"})
    ).failures
    assert failure.found == "0 (Grizzly Bears is in a graveyard, not on the battlefield)"


# --- paused decisions --------------------------------------------------------------------


def test_a_paused_resolve_meeting_an_expect_fails_with_the_decision() -> None:
    script = [
        {"cast": {"card": "Mind Rot", "targets": ["Bob"]}},
        {"resolve": 1},
        {"expect": {"count": {"Bob.hand": 0}}},
    ]
    result = _run(_scenario(MIND_ROT, script))
    (failure,) = result.failures
    assert failure.step == 3
    assert "resolve: 1 is paused" in failure.found
    assert "choose 1 card(s) for Bob to discard" in failure.found


def test_a_paused_advance_meeting_another_advance_fails() -> None:
    result = _run(
        _scenario(
            CYCLOPS,
            [{"advance": {"turn": 2, "step": "upkeep"}}, {"advance": "end"}],
        )
    )
    assert "is paused: the game waits for Alice: declare attackers" in result.failures[0].found


def test_a_script_that_ends_with_a_decision_unanswered_fails() -> None:
    script = [{"cast": {"card": "Mind Rot", "targets": ["Bob"]}}, {"resolve": 1}]
    result = _run(_scenario(MIND_ROT, script))
    (failure,) = result.failures
    assert failure.step == 2
    assert "to discard" in failure.found


def test_the_engine_asks_even_with_one_legal_answer() -> None:
    runner = Runner(
        parse(
            _scenario(
                MIND_ROT, [{"cast": {"card": "Mind Rot", "targets": ["Bob"]}}, {"resolve": 1}]
            ),
            "x.yaml",
        )
    )
    for step in runner.sc.script:
        runner._step(step)
    d = runner.game.pending
    assert d is not None and d.kind == "choose" and d.player == 1
    assert d.options == (runner.obj("bolt"),)


# --- agents and single-option decisions ----------------------------------------------


def _at_mind_rot_choice() -> Game:
    runner = Runner(
        parse(
            _scenario(
                MIND_ROT, [{"cast": {"card": "Mind Rot", "targets": ["Bob"]}}, {"resolve": 1}]
            ),
            "x.yaml",
        )
    )
    for step in runner.sc.script:
        runner._step(step)
    return runner.game


def test_the_human_agent_gives_a_single_legal_answer_itself() -> None:
    game = _at_mind_rot_choice()
    out = io.StringIO()
    action = HumanAgent(io.StringIO(""), out, show_board=False).act(game)  # reads nothing
    bolt = next(o for o in game.objects.values() if o.name == "Lightning Bolt")
    assert action == Choose([bolt.id])
    assert "the only choice: Lightning Bolt" in out.getvalue()
    game.apply(action)
    assert bolt.id not in game.players[1].hand


# --- scry and surveil -------------------------------------------------------------------

LIBRARY: list[dict[str, Any]] = [
    {"card": "Island", "id": "first"},
    {"card": "Mountain", "id": "second"},
    {"card": "Forest", "id": "third"},
    {"card": "Plains", "id": "fourth"},
]


def _scry_runner(card: str, lands: list[str], answer: Any) -> Runner:
    players = [{"name": "Alice", "hand": [card], "battlefield": lands, "library": LIBRARY}]
    players.append({"name": "Bob"})
    return _runner(_scenario(players, [{"cast": card}, {"resolve": 1}, {"choose": answer}]))


def _library_top_down(runner: Runner) -> list[str]:
    g = runner.game
    ids = {runner.obj(h): h for h in ("first", "second", "third", "fourth")}
    return [ids[i] for i in reversed(g.players[0].library)]


def test_scry_puts_the_cards_in_the_orders_given() -> None:
    runner = _scry_runner("Preordain", ["Island"], {"top": ["second", "first"], "bottom": []})
    assert not runner.failures
    assert _library_top_down(runner) == ["first", "third", "fourth"]  # second was drawn


def test_scry_bottom_list_reads_from_the_top_down() -> None:
    runner = _scry_runner("Preordain", ["Island"], {"bottom": ["second", "first"]})
    assert not runner.failures
    assert _library_top_down(runner) == ["fourth", "second", "first"]  # third was drawn


def test_surveil_top_order_and_graveyard() -> None:
    runner = _scry_runner(
        "Notion Rain", ["Island", "Swamp", "Swamp"], {"top": ["second"], "graveyard": ["first"]}
    )
    assert not runner.failures
    assert runner.game.objects[runner.obj("first")].zone.value == "graveyard"
    assert _library_top_down(runner) == ["fourth"]  # second and third drawn


@pytest.mark.parametrize("agent", [RandomAgent(3), HeuristicAgent(3)])
def test_agents_answer_scry_and_surveil(agent: Any) -> None:
    for card, lands in (("Preordain", ["Island"]), ("Notion Rain", ["Island", "Swamp", "Swamp"])):
        players = [{"name": "Alice", "hand": [card], "battlefield": lands, "library": LIBRARY}]
        players.append({"name": "Bob"})
        runner = Runner(parse(_scenario(players, [{"cast": card}, {"resolve": 1}]), "x.yaml"))
        for step in runner.sc.script:
            runner._step(step)
        d = runner.game.pending
        assert isinstance(d, ScryOrder | SurveilChoice)
        runner.game.apply(agent.act(runner.game))  # legal, or apply raises
        assert runner.game.pending is not None and runner.game.pending.kind == "priority"


# --- trigger order ------------------------------------------------------------------------


def test_trigger_order_names_the_object_each_triggered_on() -> None:
    path = ROOT / "tests/scenarios/contract/order-triggers-of-one-source.yaml"
    data = yaml.safe_load(path.read_text())
    data["script"] = data["script"][:3]
    runner = _runner(data)
    assert not runner.failures
    g = runner.game
    subjects: list[int] = [getattr(i.object, "trigger_subject", -1) for i in g.stack]  # bottom 1st
    a, b = runner.obj("bears_a"), runner.obj("bears_b")
    assert [g.renamed.get(s, s) for s in subjects] == [b, a]


# --- turn 1 --------------------------------------------------------------------------------


def test_turn_1_draws_in_a_three_player_game() -> None:
    players = [
        {"name": "Alice", "library": [{"card": "Island", "id": "top"}]},
        {"name": "Bob"},
        {"name": "Carol"},
    ]
    turn = {"active": "Alice", "step": "draw"}
    result = _run(_scenario(players, [{"expect": {"zone": {"top": "hand"}}}], turn=turn))
    assert result.passed, result.failures  # 103.8c: no player skips the draw


# --- faults inside the engine ---------------------------------------------------------------


def _broken_draw(game: GameState, player: int, n: int, rule: str) -> None:
    raise KeyError(4242)


GOOD = {"name": "good", "players": [{"name": "Alice"}, {"name": "Bob"}], "script": []}
FAULTY = {
    "name": "faulty",
    "players": [
        {"name": "Alice", "library": ["Island"]},
        {"name": "Bob", "library": ["Forest"]},
    ],
    "script": [{"expect": {"life": {"Alice": 20}}}, {"advance": {"turn": 2, "step": "main1"}}],
}


def test_an_engine_fault_is_an_internal_error_at_its_step(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(zone_moves, "draw", _broken_draw)
    result = _run(FAULTY)
    failure = result.internal_error
    assert failure is not None
    assert str(failure) == "internal error at step 2: KeyError: 4242"
    assert result.traceback is not None and "_broken_draw" in result.traceback


def test_a_fault_while_setting_up_is_step_0(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_start(self: Game, *a: Any) -> None:
        raise AttributeError("no such thing")

    monkeypatch.setattr(Game, "start", broken_start)
    assert (
        str(_run(GOOD).internal_error) == "internal error at step 0: AttributeError: no such thing"
    )


def test_check_reports_the_internal_error_and_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(zone_moves, "draw", _broken_draw)
    (tmp_path / "a-faulty.yaml").write_text(yaml.safe_dump(FAULTY))
    (tmp_path / "b-good.yaml").write_text(yaml.safe_dump(GOOD))
    res = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert res.exit_code == 1
    assert "a-faulty.yaml: faulty: internal error at step 2: KeyError: 4242" in res.output
    assert res.output.strip().endswith("1 passed, 1 failed")
    assert "Traceback" not in res.output


def test_run_prints_the_log_then_the_internal_error_and_exits_3(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(zone_moves, "draw", _broken_draw)
    f = tmp_path / "faulty.yaml"
    f.write_text(yaml.safe_dump(FAULTY))
    res = CliRunner().invoke(main, ["run", str(f)])
    assert res.exit_code == 3
    lines = res.output.strip().splitlines()
    assert lines[-1] == "internal error at step 2: KeyError: 4242"
    assert any("Turn 2 begins" in line for line in lines[:-1])  # the log up to the fault
    assert "Traceback" not in res.output
    res = CliRunner().invoke(main, ["run", "--traceback", str(f)])
    assert res.exit_code == 3 and "_broken_draw" in res.output


def test_a_script_ending_at_an_unanswered_trigger_target_fails() -> None:
    players = [
        {"name": "Alice", "hand": ["Ravenous Chupacabra"], "battlefield": ["Swamp"] * 4},
        {"name": "Bob", "battlefield": ["Grizzly Bears"]},
    ]
    result = _run(
        _scenario(
            players, [{"cast": "Ravenous Chupacabra"}, "pass", {"pass": None, "player": "Bob"}]
        )
    )
    (failure,) = result.failures
    assert "the script ends while the game waits for" in failure.found
    assert "choose targets for Ravenous Chupacabra" in failure.found


def test_advance_to_untap_says_no_one_gets_priority_there() -> None:
    result = _run(_scenario([{"name": "Alice"}, {"name": "Bob"}], [{"advance": "untap"}]))
    assert "502.4" in result.failures[0].found


def test_activated_abilities_take_no_modes() -> None:
    players = [{"name": "Alice", "battlefield": ["Llanowar Elves"]}, {"name": "Bob"}]
    step = {"activate": {"card": "Llanowar Elves", "modes": [1]}, "expect_error": "no modes"}
    assert _run(_scenario(players, [step])).passed


def test_the_human_agent_splits_a_scry_and_orders_the_top() -> None:
    players: list[dict[str, Any]] = [
        {"name": "Alice", "hand": ["Preordain"], "battlefield": ["Island"], "library": LIBRARY}
    ]
    players.append({"name": "Bob"})
    runner = Runner(parse(_scenario(players, [{"cast": "Preordain"}, {"resolve": 1}]), "x.yaml"))
    for step in runner.sc.script:
        runner._step(step)
    first, second = runner.obj("first"), runner.obj("second")
    out = io.StringIO()
    agent = HumanAgent(io.StringIO("\n2 1\n"), out, show_board=False)  # none away; reorder
    assert agent.act(runner.game) == Choose({"top": [second, first], "bottom": []})
    agent = HumanAgent(io.StringIO("1\n"), out, show_board=False)  # the first to the bottom
    assert agent.act(runner.game) == Choose({"top": [second], "bottom": [first]})


def test_types_colors_and_log_lacks_fail_saying_what_was_found() -> None:
    players = [
        {"name": "Alice", "hand": ["Shock"], "battlefield": ["Mountain", "Grizzly Bears"]},
        {"name": "Bob", "battlefield": ["Llanowar Elves"]},
    ]
    script = [
        {"expect": {"types": {"Grizzly Bears": ["Elf"]}, "colors": {"Grizzly Bears": ["R"]}}},
        {"cast": {"card": "Shock", "targets": ["Llanowar Elves"]}},
        {"resolve": "all"},
        {"expect": {"log_lacks": ["Llanowar Elves"]}},
    ]
    found = [(f.expected, f.found) for f in _run(_scenario(players, script)).failures]
    assert found[0] == ("Grizzly Bears to be Elf", "creature Bear")
    assert found[1] == ("Grizzly Bears to be R", "G")
    assert found[2][0] == "no event with 'Llanowar Elves' in the log"
    assert "Llanowar Elves" in found[2][1]
    assert len(found) == 3


def test_expected_zone_of_an_unknown_name_says_no_object_has_it() -> None:
    """An `expect: zone` for a name that never named an object says so; "nowhere (it no
    longer exists)" is for a handle whose object has gone (a token that died)."""
    result = _run(
        _scenario(
            [{"name": "Alice", "battlefield": ["Grizzly Bears"]}, {"name": "Bob"}],
            [{"expect": {"zone": {"Hill Giant Token": "battlefield"}}}],
        )
    )
    (failure,) = result.failures
    assert "no object named 'Hill Giant Token'" in failure.found
    gone = _run(
        _scenario(
            [
                {"name": "Alice", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                {
                    "name": "Bob",
                    "battlefield": [
                        {
                            "token": "Soldier",
                            "id": "tok",
                            "power": 1,
                            "toughness": 1,
                            "types": ["creature"],
                        }
                    ],
                },
            ],
            [
                {"cast": {"card": "Lightning Bolt", "targets": ["tok"]}},
                {"resolve": 1},
                {"expect": {"zone": {"tok": "graveyard"}}},
            ],
            turn={"active": "Alice", "step": "main1", "number": 3},
        )
    )
    (failure,) = gone.failures
    assert failure.found == "nowhere (it no longer exists)"


def test_trigger_order_refusal_names_each_trigger_so_it_can_be_answered() -> None:
    """603.3b: a refused order lists each trigger by a name the runner accepts: a printed
    trigger "NAME (ability N)" beside a keyword's "NAME (keyword)" of the same card."""
    runner = _runner(
        _scenario(
            [
                {"name": "Alice", "hand": ["Faultgrinder"], "battlefield": ["Mountain"] * 5},
                {"name": "Bob", "battlefield": [{"card": "Forest", "id": "bobforest"}]},
            ],
            [{"cast": {"card": "Faultgrinder", "alt_cost": "evoke"}}, {"resolve": 1}],
            turn={"active": "Alice", "step": "main1", "number": 2},
        )
    )
    g = runner.game
    with pytest.raises(IllegalActionError) as refused:
        g.apply(Choose([0, 0]))
    message = str(refused.value)
    assert "Faultgrinder (ability 1)" in message
    assert "Faultgrinder (keyword)" in message


def test_a_refused_payment_says_how_many_permanents_mana_from_named() -> None:
    # 605.3a: a name four Plains share names one of them; the refusal alone ("can't pay")
    # didn't say why the other three weren't tapped
    players = [
        {"name": "Alice", "hand": ["Pacifism"], "battlefield": ["Plains", "Plains"]},
        {"name": "Bob", "battlefield": ["Grizzly Bears"]},
    ]
    script = [{"cast": {"card": "Pacifism", "targets": ["Grizzly Bears"], "mana_from": ["Plains"]}}]
    (failure,) = _run(
        _scenario(players, script, turn={"active": "Alice", "step": "main1"})
    ).failures
    assert "can't pay" in failure.found
    assert "mana_from named 1 permanent: Plains" in failure.found
    assert "[Plains, Plains] for two" in failure.found
    script[0]["cast"]["mana_from"] = ["Plains", "Plains"]
    assert _run(_scenario(players, script, turn={"active": "Alice", "step": "main1"})).passed
