"""The search agent: it reads only its player's view, and it beats the random agent."""

from __future__ import annotations

from pathlib import Path

from mtgrules.agents import HeuristicAgent, RandomAgent
from mtgrules.agents.mcts import MCTSAgent
from mtgrules.decks import load_deck, new_game
from mtgrules.game import Game
from mtgrules.objects import own_copy
from mtgrules.play_commands import drive

ROOT = Path(__file__).resolve().parent.parent
RED = ROOT / "decks" / "mono-red.txt"
GREEN = ROOT / "decks" / "mono-green.txt"


def _position(seed: int) -> Game:
    """A main phase with a real choice for the player to act (more than one answer)."""
    g = new_game(load_deck(GREEN), load_deck(RED), seed=seed)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    n = 0
    while not g.over:
        d = g.pending
        assert d is not None
        if n > 30 and d.kind == "priority" and len(g.view(d.player).legal_actions()) > 2:
            return g
        g.apply(agents[d.player].act(g))
        n += 1
    raise AssertionError("no position with a choice")


def test_the_agent_reads_only_the_view() -> None:
    g = _position(6)
    me = g.pending.player  # type: ignore[union-attr]
    h = g.clone()  # the opponent's hand and both libraries differ; the view doesn't
    opp = h.players[1 - me]
    for hid in opp.hand:
        lid = next(
            (i for i in opp.library if h.objects[i].card.name != h.objects[hid].card.name), None
        )
        if lid is not None:  # (library cards are shared with the original: own_copy)
            a, b = own_copy(h.objects, hid), own_copy(h.objects, lid)
            a.card, b.card = b.card, a.card
    for p in h.players:
        p.library.reverse()
    h.dirty()
    assert g.fingerprint() != h.fingerprint()
    a1 = MCTSAgent(seed=3, playouts=12).act(g)
    a2 = MCTSAgent(seed=3, playouts=12).act(h)
    assert a1 == a2
    g.apply(a1)  # a legal answer


def test_tree_search_mode_answers_legally() -> None:
    g = _position(8)
    agent = MCTSAgent(seed=1, playouts=10, tree=True)
    before = g.fingerprint()
    a = agent.act(g)
    assert g.fingerprint() == before  # search ran on clones
    assert agent.iterations == 10
    g.apply(a)


def test_beats_the_random_agent() -> None:
    """A handful of mirror matches, the search agent in each seat with each deck: it must
    win at least 3 of 4 (random play wins a mirror about half the time)."""
    wins = 0
    for i, deck in enumerate((GREEN, GREEN, RED, RED)):
        d = load_deck(deck)
        g = new_game(d, d, seed=40 + i)
        seat = i % 2
        me, them = MCTSAgent(seed=i, playouts=6), RandomAgent(i)
        drive(g, [me, them] if seat == 0 else [them, me], 20000)
        wins += g.over and g.winner == seat
    assert wins >= 3


def test_play_and_simulate_take_mcts() -> None:
    from click.testing import CliRunner

    from mtgrules.cli import main
    from mtgrules.play_commands import make_agent, parse_agents

    assert parse_agents(("mcts,random",), "random") == ("mcts", "random")
    assert isinstance(make_agent("mcts", 3, 1), MCTSAgent)
    r = CliRunner().invoke(
        main,
        [
            "play",
            str(RED),
            str(GREEN),
            "--seed",
            "2",
            "--agents",
            "mcts,random",
            "--max-decisions",
            "40",
        ],
    )
    assert r.exit_code == 0, r.output
    assert "Alice" in r.output


def test_the_search_compares_each_worthwhile_answer_once() -> None:
    """At priority the search compares passing, each land by name, and the casts and
    activations the heuristic agent scores above 0, each once (two copies of a card in hand
    cast the same way are one answer); never a mana ability (605.3a) unless it is the
    heuristic's own answer, which always comes first."""
    from dataclasses import replace

    from mtgrules.decisions import ActivateAbility, CastSpell, PlayLand, Priority

    g = new_game(load_deck(GREEN), load_deck(RED), seed=11)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    agent = MCTSAgent(seed=5)
    checked = merged = 0
    while not g.over and checked < 60:
        d = g.pending
        assert d is not None
        actions = g.view(d.player).legal_actions()
        if isinstance(d, Priority) and len(actions) > 2:
            default = agent.policy.act(g)
            roots = agent._worth_searching(g, d.player, actions, default)
            assert roots[0] == default
            not_mana = {repr(a) for a in g.legal_actions(mana_abilities=False)}
            for a in roots[1:]:
                assert repr(a) in not_mana
                if isinstance(a, CastSpell | ActivateAbility):
                    assert (agent.policy.score(g, d.player, a) or 0) > 0

            def key(a: object) -> tuple[str, str]:
                if isinstance(a, CastSpell | PlayLand):
                    o = g.objects[a.card]
                    how = repr(replace(a, card=-1)) if isinstance(a, CastSpell) else "land"
                    return f"{o.card.name} {o.zone.value}", how
                return repr(a), ""

            keys = [key(a) for a in roots]
            assert len(keys) == len(set(keys))
            # every cast worth making is there, by name, zone and choices
            for a in actions:
                if isinstance(a, CastSpell) and (agent.policy.score(g, d.player, a) or 0) > 0:
                    assert key(a) in keys
            merged += len(actions) - len(roots)
            checked += 1
        g.apply(agents[d.player].act(g))
    assert checked >= 10 and merged > 0
