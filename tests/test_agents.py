"""The heuristic and human agents: sensible choices in set positions, whole games, and a
terminal prompt driven through io.StringIO."""

from __future__ import annotations

import io

import pytest

from mtgrules.agents import HeuristicAgent, HumanAgent, HumanQuit, RandomAgent, play_game
from mtgrules.cards import load_card
from mtgrules.decisions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from mtgrules.decks import new_game, parse_deck
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.zones import Zone

RED = (
    "24 Mountain\n4 Lightning Bolt\n4 Shock\n4 Monastery Swiftspear\n4 Mogg Fanatic\n"
    "4 Silver Knight\n4 Lava Spike\n4 Searing Spear\n8 Viashino Pyromancer\n"
)
GREEN = (
    "24 Forest\n8 Grizzly Bears\n4 Colossal Dreadmaw\n4 Troll Ascetic\n4 Giant Growth\n"
    "4 Rancor\n4 Leatherback Baloth\n4 Rampant Growth\n4 Kalonian Tusker\n"
)


def card(name: str):  # type: ignore[no-untyped-def]
    return load_card(name)


def position(
    alice: dict[Zone, list[str]],
    bob: dict[Zone, list[str]],
    *,
    active: int = 0,
    step: str = "main1",
    alice_life: int = 20,
    bob_life: int = 20,
) -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for p, zones in enumerate((alice, bob)):
        for zone, names in zones.items():
            for n in names:
                g.add_card(p, zone, card(n))
        for _ in range(10):
            g.add_card(p, Zone.LIBRARY, card("Mountain" if p == 0 else "Forest"))
    g.players[0].life, g.players[1].life = alice_life, bob_life
    g.start(active, step)
    return g


def target_ids(a: CastSpell) -> list[tuple[int | None, int | None]]:
    return [(t.object_id, t.player) for ts in a.targets for t in ts]


def named(g: Game, name: str, controller: int | None = None) -> int:
    return next(
        o.id
        for o in g.objects.values()
        if o.name == name and (controller is None or o.controller == controller)
    )


# --- heuristic: priority ---------------------------------------------------------------


def test_plays_a_land_first() -> None:
    g = position({Zone.HAND: ["Mountain", "Shock"]}, {})
    assert isinstance(HeuristicAgent().act(g), PlayLand)


def test_bolts_a_creature_it_kills() -> None:
    g = position(
        {Zone.HAND: ["Lightning Bolt"], Zone.BATTLEFIELD: ["Mountain"]},
        {Zone.BATTLEFIELD: ["Grizzly Bears"]},
    )
    a = HeuristicAgent().act(g)
    assert isinstance(a, CastSpell)
    assert target_ids(a) == [(named(g, "Grizzly Bears"), None)]


def test_bolts_the_face_when_no_creature_dies_to_it() -> None:
    g = position(
        {Zone.HAND: ["Lightning Bolt"], Zone.BATTLEFIELD: ["Mountain"]},
        {Zone.BATTLEFIELD: ["Colossal Dreadmaw"]},
    )
    a = HeuristicAgent().act(g)
    assert isinstance(a, CastSpell) and target_ids(a) == [(None, 1)]


def test_lethal_burn_goes_face() -> None:
    g = position(
        {Zone.HAND: ["Lightning Bolt"], Zone.BATTLEFIELD: ["Mountain"]},
        {Zone.BATTLEFIELD: ["Grizzly Bears"]},
        bob_life=3,
    )
    a = HeuristicAgent().act(g)
    assert isinstance(a, CastSpell) and target_ids(a) == [(None, 1)]


def test_casts_the_most_expensive_creature_it_can_afford() -> None:
    g = position(
        {
            Zone.HAND: ["Grizzly Bears", "Leatherback Baloth", "Colossal Dreadmaw"],
            Zone.BATTLEFIELD: ["Forest"] * 4,
        },
        {},
    )
    a = HeuristicAgent().act(g)
    assert isinstance(a, CastSpell) and g.objects[a.card].name == "Leatherback Baloth"


def test_rancor_goes_on_its_own_creature() -> None:
    g = position(
        {Zone.HAND: ["Rancor"], Zone.BATTLEFIELD: ["Forest", "Grizzly Bears"]},
        {Zone.BATTLEFIELD: ["Colossal Dreadmaw"]},
    )
    a = HeuristicAgent().act(g)
    assert isinstance(a, CastSpell)
    assert target_ids(a) == [(named(g, "Grizzly Bears", 0), None)]


def test_passes_with_nothing_sensible_to_do() -> None:
    g = position({Zone.HAND: ["Giant Growth"], Zone.BATTLEFIELD: ["Forest", "Grizzly Bears"]}, {})
    assert isinstance(HeuristicAgent().act(g), PassPriority)


def _to_blocks(g: Game, attackers: list[str]) -> None:
    assert g.pending is not None and g.pending.kind == "declare_attackers"
    g.apply(DeclareAttackers(tuple((named(g, n, 0), Target(player=1)) for n in attackers)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())


def test_giant_growth_wins_a_fight_in_combat() -> None:
    g = position(
        {Zone.HAND: ["Giant Growth"], Zone.BATTLEFIELD: ["Forest", "Grizzly Bears"]},
        {Zone.BATTLEFIELD: ["Leatherback Baloth"]},
        step="declare_attackers",
    )
    _to_blocks(g, ["Grizzly Bears"])
    bears, baloth = named(g, "Grizzly Bears", 0), named(g, "Leatherback Baloth", 1)
    g.apply(DeclareBlockers(((baloth, (bears,)),)))
    assert g.pending is not None and g.pending.player == 0
    a = HeuristicAgent().act(g)
    assert isinstance(a, CastSpell) and target_ids(a) == [(bears, None)]


def test_regenerates_a_troll_that_would_die() -> None:
    g = position(
        {Zone.BATTLEFIELD: ["Forest", "Forest", "Troll Ascetic"]},
        {Zone.BATTLEFIELD: ["Leatherback Baloth"]},
        step="declare_attackers",
    )
    _to_blocks(g, ["Troll Ascetic"])
    troll, baloth = named(g, "Troll Ascetic", 0), named(g, "Leatherback Baloth", 1)
    g.apply(DeclareBlockers(((baloth, (troll,)),)))
    a = HeuristicAgent().act(g)
    assert isinstance(a, ActivateAbility) and a.source == troll


# --- heuristic: combat -----------------------------------------------------------------


def test_attacks_into_an_empty_board_but_not_into_a_bad_trade() -> None:
    g = position({Zone.BATTLEFIELD: ["Grizzly Bears"]}, {}, step="declare_attackers")
    a = HeuristicAgent().act(g)
    assert isinstance(a, DeclareAttackers) and len(a.attacks) == 1
    g = position(
        {Zone.BATTLEFIELD: ["Grizzly Bears"]},
        {Zone.BATTLEFIELD: ["Leatherback Baloth"]},
        step="declare_attackers",
    )
    a = HeuristicAgent().act(g)
    assert isinstance(a, DeclareAttackers) and a.attacks == ()


def test_attacks_with_everything_when_lethal() -> None:
    g = position(
        {Zone.BATTLEFIELD: ["Colossal Dreadmaw", "Grizzly Bears"]},
        {Zone.BATTLEFIELD: ["Leatherback Baloth"]},
        step="declare_attackers",
        bob_life=2,
    )
    a = HeuristicAgent().act(g)
    assert isinstance(a, DeclareAttackers) and len(a.attacks) == 2


def test_blocks_to_kill_and_survive() -> None:
    g = position(
        {Zone.BATTLEFIELD: ["Grizzly Bears"]},
        {Zone.BATTLEFIELD: ["Leatherback Baloth"]},
        step="declare_attackers",
    )
    _to_blocks(g, ["Grizzly Bears"])
    a = HeuristicAgent().act(g)
    assert isinstance(a, DeclareBlockers)
    assert a.blocks == ((named(g, "Leatherback Baloth", 1), (named(g, "Grizzly Bears", 0),)),)


def test_chump_blocks_only_to_survive() -> None:
    for life, blocks in ((20, False), (6, True)):
        g = position(
            {Zone.BATTLEFIELD: ["Colossal Dreadmaw"]},
            {Zone.BATTLEFIELD: ["Grizzly Bears"]},
            step="declare_attackers",
            bob_life=life,
        )
        _to_blocks(g, ["Colossal Dreadmaw"])
        a = HeuristicAgent().act(g)
        assert isinstance(a, DeclareBlockers) and bool(a.blocks) is blocks


def test_keeps_a_two_to_five_land_hand() -> None:
    g = new_game(parse_deck(RED), parse_deck(GREEN), seed=0)
    d = g.pending
    assert d is not None
    lands = sum(1 for oid in g.players[d.player].hand if "land" in g.objects[oid].card.types)
    a = HeuristicAgent().act(g)
    assert a == Choose("keep" if 2 <= lands <= 5 else "mulligan")


# --- whole games -----------------------------------------------------------------------


def test_heuristic_beats_random_and_games_end() -> None:
    red, green = parse_deck(RED, "red.txt"), parse_deck(GREEN, "green.txt")
    wins = 0
    n = 16
    for seed in range(n):
        g = new_game(red, green, seed)
        if seed % 2:
            play_game(g, [HeuristicAgent(seed), RandomAgent(seed)])
            wins += g.winner == 0
        else:
            play_game(g, [RandomAgent(seed), HeuristicAgent(seed)])
            wins += g.winner == 1
        assert g.over
    assert wins >= n * 0.7


def test_heuristic_self_play_is_deterministic() -> None:
    red, green = parse_deck(RED), parse_deck(GREEN)
    logs = []
    for _ in range(2):
        g = play_game(new_game(red, green, 21), [HeuristicAgent(1), HeuristicAgent(2)])
        assert g.over
        logs.append([str(e) for e in g.log])
    assert logs[0] == logs[1]


# --- human -----------------------------------------------------------------------------


def human(text: str) -> tuple[HumanAgent, io.StringIO]:
    out = io.StringIO()
    return HumanAgent(io.StringIO(text), out), out


def test_human_picks_a_numbered_option() -> None:
    g = position(
        {Zone.HAND: ["Lightning Bolt"], Zone.BATTLEFIELD: ["Mountain"]},
        {Zone.BATTLEFIELD: ["Grizzly Bears"]},
    )
    agent, out = human("x\n9\n3\n")
    a = agent.act(g)
    shown = out.getvalue()
    assert "== Alice has priority" in shown
    assert "  1. Pass priority" in shown
    assert "Cast Lightning Bolt {R} targeting Grizzly Bears" in shown
    assert "Not a number: 'x'" in shown and "Choose between 1 and" in shown
    assert a == g.legal_actions()[2]


def test_human_enter_passes_and_board_and_log_commands() -> None:
    g = position({Zone.HAND: ["Shock"], Zone.BATTLEFIELD: ["Mountain"]}, {})
    agent, out = human("b\nl\n?\n\n")
    assert agent.act(g) == PassPriority()
    shown = out.getvalue()
    assert "Alice: 20 life" in shown and "your hand: Shock {R}" in shown
    assert "(505" in shown or "main1" in shown
    assert "Answer with the number" in shown


def test_human_quits_or_runs_out_of_input() -> None:
    g = position({}, {})
    with pytest.raises(HumanQuit):
        human("q\n")[0].act(g)
    with pytest.raises(HumanQuit):
        human("")[0].act(g)


def test_human_declares_attackers_and_blocks() -> None:
    g = position(
        {Zone.BATTLEFIELD: ["Grizzly Bears", "Colossal Dreadmaw"]},
        {Zone.BATTLEFIELD: ["Leatherback Baloth"]},
        step="declare_attackers",
    )
    agent, _ = human("2\n")
    a = agent.act(g)
    assert a == DeclareAttackers(((named(g, "Colossal Dreadmaw", 0), Target(player=1)),))
    g.apply(a)
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    agent, out = human("1\n")
    b = agent.act(g)
    assert "1. Leatherback Baloth 4/5 blocks Colossal Dreadmaw 6/6" in out.getvalue()
    assert b == DeclareBlockers(
        ((named(g, "Leatherback Baloth", 1), (named(g, "Colossal Dreadmaw", 0),)),)
    )


def test_human_mulligan_and_bottom() -> None:
    g = new_game(parse_deck(RED), parse_deck(GREEN), seed=0)
    first = g.pending.player  # type: ignore[union-attr]
    agent, out = human("2\n")
    assert agent.act(g) == Choose("mulligan")
    assert "your hand:" in out.getvalue()
    g.apply(Choose("mulligan"))
    g.apply(Choose("keep"))
    g.apply(Choose("keep"))
    agent, out = human("1 2\n3\n")
    a = agent.act(g)
    assert "Choose 1" in out.getvalue()
    assert a == Choose([g.players[first].hand[2]])


# --- random: free abilities ------------------------------------------------------------


@pytest.mark.parametrize("seed", range(8))
def test_random_agent_stops_picking_a_free_ability_in_a_step(seed: int) -> None:
    # Lancers en-Kor's "{0}: ..." is legal again after each activation; picked as readily
    # as a pass it would keep a random game in one step for a long time (FREE_REPEATS)
    from mtgrules.agents.random_agent import FREE_REPEATS
    from mtgrules.answers import ActivateAbility

    g = position({Zone.BATTLEFIELD: ["Lancers en-Kor", "Grizzly Bears"]}, {})
    agents = [RandomAgent(seed), RandomAgent(seed + 100)]
    lancers = named(g, "Lancers en-Kor")
    used = 0
    for _ in range(200):
        if g.over or (g.turn_number, g.step) != (1, "main1"):
            break
        d = g.pending
        assert d is not None
        action = agents[d.player].act(g)
        used += isinstance(action, ActivateAbility) and action.source == lancers
        g.apply(action)
    assert used <= FREE_REPEATS
    assert (g.turn_number, g.step) != (1, "main1")  # the step ended
