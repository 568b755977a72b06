"""mtgrules.rl: the PettingZoo and Gymnasium environments, the per-player view, and hidden
information staying hidden (view, observation, determinization)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtgrules.agents import HeuristicAgent
from mtgrules.decks import load_deck, new_game
from mtgrules.game import Game
from mtgrules.objects import own_copy
from mtgrules.zones import Zone

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from mtgrules.rl import N_ACTIONS, OBS_SIZE, encode, env, gym_env  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RED = ROOT / "decks" / "mono-red.txt"
GREEN = ROOT / "decks" / "mono-green.txt"


def test_pettingzoo_api_test() -> None:
    from pettingzoo.test import api_test

    api_test(env(RED, GREEN, seed=3, max_decisions=200), num_cycles=100)


def test_gymnasium_check_env() -> None:
    from gymnasium.utils.env_checker import check_env

    check_env(gym_env(RED, GREEN, opponent="heuristic", seed=3, max_decisions=200))


def _aec_episode(seed: int, steps: int) -> list[tuple[str, bytes, bytes]]:
    e = env(RED, GREEN, max_decisions=steps)
    e.reset(seed=seed)
    rng = random.Random(1)
    out = []
    for agent in e.agent_iter():
        obs, _reward, term, trunc, _ = e.last()
        out.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes()))
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(rng.choice(list(legal))))
    return out


def test_seeded_resets_give_identical_episodes() -> None:
    a = _aec_episode(11, 150)
    b = _aec_episode(11, 150)
    c = _aec_episode(12, 150)
    assert a == b
    assert a != c  # the seed matters
    g1 = gym_env(RED, GREEN, opponent="random")
    g2 = gym_env(RED, GREEN, opponent="random")
    for g in (g1, g2):
        g.reset(seed=5)
    for _ in range(60):
        o1, r1, t1, _, _ = g1.step(0)
        o2, r2, _t2, _, _ = g2.step(0)
        assert np.array_equal(o1["observation"], o2["observation"]) and r1 == r2
        if t1:
            break


def test_observation_shape_and_mask_match_the_candidates() -> None:
    g = gym_env(RED, GREEN, opponent="random", seed=2)
    obs, info = g.reset(seed=2)
    assert obs["observation"].shape == (OBS_SIZE,)
    assert obs["action_mask"].shape == (N_ACTIONS,)
    n = int(obs["action_mask"].sum())
    assert n == len(g.game.view(0).legal_actions()[:N_ACTIONS]) >= 1
    assert (info["action_mask"] == obs["action_mask"]).all()


# -- hidden information -----------------------------------------------------------------------


def _midgame(seed: int) -> Game:
    g = new_game(load_deck(RED), load_deck(GREEN), seed=seed)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    n = 0
    while not g.over and (n < 80 or g.pending is None or g.pending.kind != "priority"):
        assert g.pending is not None
        g.apply(agents[g.pending.player].act(g))
        n += 1
    assert not g.over
    return g


def _hidden_variant(g: Game, viewer: int) -> Game:
    """The same position except for what ``viewer`` can't see: the opponent's hand holds
    other cards (swapped with cards of their library) and both libraries are reordered."""
    h = g.clone()
    opp = 1 - viewer
    hand, library = h.players[opp].hand, h.players[opp].library
    swapped = 0
    for hid in hand:
        for lid in library:
            a, b = h.objects[hid], own_copy(h.objects, lid)  # (library cards: shared)
            if a.card.name != b.card.name:
                a.card, b.card = b.card, a.card
                swapped += 1
                break
    assert swapped, "the test needs an opposing hand to change"
    for p in h.players:
        p.library.reverse()
    h.dirty()
    return h


@pytest.mark.parametrize("seed", [4, 9])
def test_views_and_observations_ignore_hidden_information(seed: int) -> None:
    g = _midgame(seed)
    for viewer in (0, 1):
        h = _hidden_variant(g, viewer)
        assert g.fingerprint() != h.fingerprint()
        assert g.view(viewer).to_dict() == h.view(viewer).to_dict()
        e1, e2 = encode(g.view(viewer)), encode(h.view(viewer))
        assert np.array_equal(e1["observation"], e2["observation"])
        assert np.array_equal(e1["action_mask"], e2["action_mask"])
        # the opponent, who sees their own hand, does see the difference
        assert g.view(1 - viewer).to_dict() != h.view(1 - viewer).to_dict()
        # a determinization depends only on the view and the random generator
        d1 = g.view(viewer).determinize(random.Random(7))
        d2 = h.view(viewer).determinize(random.Random(7))
        assert d1.fingerprint() == d2.fingerprint()


def test_view_hides_hands_and_libraries() -> None:
    g = _midgame(4)
    v = g.view(0).to_dict()
    me, opp = v["players"]
    assert "hand" in me and "hand" not in opp
    assert opp["hand_size"] == len(g.players[1].hand)
    text = repr(v)
    for oid in g.players[1].hand + g.players[1].library + g.players[0].library:
        assert f"'id': {oid}," not in text
    assert g.view(0).object(g.players[1].hand[0]) is None
    assert g.view(1).object(g.players[1].hand[0]) is not None


def test_determinize_keeps_what_is_seen_and_redraws_the_rest() -> None:
    g = _midgame(9)
    d = g.view(0).determinize(random.Random(3))
    assert [d.objects[i].name for i in d.players[0].hand] == [
        g.objects[i].name for i in g.players[0].hand
    ]
    assert sorted(o.id for o in d.battlefield_objects()) == sorted(
        o.id for o in g.battlefield_objects()
    )
    pool = sorted(g.objects[i].name for i in g.players[1].hand + g.players[1].library)
    assert sorted(d.objects[i].name for i in d.players[1].hand + d.players[1].library) == pool
    assert all(d.objects[i].zone is Zone.HAND for i in d.players[1].hand)
