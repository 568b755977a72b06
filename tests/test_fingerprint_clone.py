"""``clone()`` and ``fingerprint()`` (issue 14): a clone is independent of its original and
has its fingerprint; a change to any field of any object, player, zone or of the game
changes the fingerprint; the fingerprint is the same in another process whatever
``PYTHONHASHSEED``."""

from __future__ import annotations

import dataclasses
import os
import random
import subprocess
import sys
from typing import Any

import pytest

from mtgrules.agents import RandomAgent
from mtgrules.decks import DeckGame, new_game, parse_deck
from mtgrules.game import Game
from mtgrules.objects import GameObject, SharedObjectWrite, _ObjectFields, own_copy
from mtgrules.players import _PlayerFields
from mtgrules.zones import Zone

RED = (
    "24 Mountain\n4 Lightning Bolt\n4 Shock\n4 Goblin Guide\n4 Mogg Fanatic\n"
    "4 Silver Knight\n4 Lava Spike\n4 Searing Spear\n4 Viashino Pyromancer\n"
    "4 Monastery Swiftspear\n"
)
GREEN = (
    "24 Forest\n4 Grizzly Bears\n4 Colossal Dreadmaw\n4 Troll Ascetic\n4 Giant Growth\n"
    "4 Rancor\n4 Tarmogoyf\n4 Leatherback Baloth\n4 Rampant Growth\n4 Kalonian Tusker\n"
)


def _positions(seed: int, every: int = 23) -> list[DeckGame]:
    g = new_game(parse_deck(RED), parse_deck(GREEN), seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 100)]
    out: list[DeckGame] = []
    n = 0
    while not g.over and n < 400:
        if n % every == 0 and not g.in_mulligan:
            out.append(g.clone())
        d = g.pending
        assert d is not None
        g.apply(agents[d.player].act(g))
        n += 1
    return out


def _other(value: Any, rng: random.Random, game: Game) -> Any:
    """A value of the same kind as ``value`` and different from it."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.randint(1, 5)
    if value is None:
        return 7
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, Zone):
        return Zone.EXILE if value is not Zone.EXILE else Zone.GRAVEYARD
    if isinstance(value, frozenset):
        return value | {999}
    if isinstance(value, dict):
        return {**value, "+1/+1": value.get("+1/+1", 0) + 1}
    if isinstance(value, list):
        return [*value, 999]
    if isinstance(value, tuple):  # sacrificed, divided, discarded_this_turn, combat_damage_types
        return (*value, 999)
    names = {o.card.name: o.card for o in game.objects.values()}
    return next(c for n, c in names.items() if n != value.name)  # a card definition


@pytest.mark.parametrize("seed", range(3))
def test_a_clone_has_the_same_fingerprint_and_any_change_to_it_shows(seed: int) -> None:
    rng = random.Random(seed)
    object_fields = [f.name for f in dataclasses.fields(_ObjectFields)]
    player_fields = [f.name for f in dataclasses.fields(_PlayerFields)]
    for g in _positions(seed):
        before = g.fingerprint()
        for _ in range(6):
            c = g.clone()
            assert c.fingerprint() == before
            what = rng.choice(["object", "player", "zone", "game", "counters"])
            # (a card in a library is shared with the original, never written: below)
            own = [o for o in c.objects.values() if o.zone is not Zone.LIBRARY]
            if what == "object":
                o = rng.choice(own)
                name = rng.choice(object_fields)
                if name == "counter_timestamps" and not o.counters:
                    o.counters = {"+1/+1": 1}  # only a counter's timestamp counts (613.7c)
                    before_counter = c.fingerprint()
                    setattr(o, name, _other(getattr(o, name), rng, c))
                    assert c.fingerprint() != before_counter
                    continue
                setattr(o, name, _other(getattr(o, name), rng, c))
            elif what == "counters":
                o = rng.choice(own)
                o.counters["-1/-1"] = o.counters.get("-1/-1", 0) + 1  # in place
            elif what == "player":
                p = rng.choice(c.players)
                name = rng.choice(player_fields)
                if name == "mana_pool":
                    p.mana_pool.add("{R}")
                else:
                    setattr(p, name, _other(getattr(p, name), rng, c))
            elif what == "zone":
                p = rng.choice(c.players)
                zone = p.library if len(p.library) > 1 else p.hand
                if len(set(zone)) > 1 and rng.random() < 0.5:
                    zone.reverse()  # the order of a library is part of the state
                else:
                    zone.append(zone.pop(0) if zone else 999)
                    if rng.random() < 0.5 and p.library:
                        c.battlefield.append(p.library.pop())
            else:
                name = rng.choice(["turn_number", "active_player", "passes", "monarch", "step"])
                setattr(c, name, _other(getattr(c, name), rng, c))
            assert c.fingerprint() != before, what
            assert g.fingerprint() == before  # the original is untouched


def test_a_clone_shares_no_mutable_part_with_its_original() -> None:
    g = _positions(1)[-1]
    c = g.clone()
    for k, o in g.objects.items():
        co = c.objects[k]
        if o.zone is Zone.LIBRARY:  # shared, and refuses any write (objects.SHARED)
            assert co is o
            continue
        assert co is not o and isinstance(co, GameObject)
        assert co.counters is not o.counters and co.counter_timestamps is not o.counter_timestamps
        assert co.card is o.card  # card definitions are shared, never copied
    for p, cp in zip(g.players, c.players, strict=True):
        assert cp is not p
        for name in ("library", "hand", "graveyard", "counters", "mana_pool"):
            assert getattr(cp, name) is not getattr(p, name)
    assert c.rng is not g.rng


def test_a_clone_draws_the_numbers_its_original_would() -> None:
    g = _positions(2)[-1]
    state = g.rng.getstate()
    c = g.clone()
    c2 = c.clone()
    reference = random.Random()
    reference.setstate(state)
    expected = [reference.random() for _ in range(3)]
    deck = list(range(30))
    reference.shuffle(deck)
    for game in (c2, g, c):
        assert [game.rng.random() for _ in range(3)] == expected
        mine = list(range(30))
        game.rng.shuffle(mine)
        assert mine == deck


def test_the_same_game_continues_the_same_way_from_a_clone() -> None:
    g = _positions(0)[2]
    c = g.clone()
    for game in (g, c):
        agents = [RandomAgent(9), RandomAgent(10)]
        while not game.over:
            d = game.pending
            assert d is not None
            game.apply(agents[d.player].act(game))
    assert [e.to_json() for e in g.log] == [e.to_json() for e in c.log]
    assert g.fingerprint() == c.fingerprint()


_IN_ANOTHER_PROCESS = """
from tests.test_fingerprint_clone import _positions
print(" ".join(g.fingerprint() for g in _positions(4, every=41)))
"""


def test_the_fingerprint_is_the_same_in_another_process_whatever_the_hash_seed() -> None:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    here = " ".join(g.fingerprint() for g in _positions(4, every=41))
    for hash_seed in ("1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", _IN_ANOTHER_PROCESS],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        assert out.stdout.strip() == here


def test_a_game_without_its_log_plays_the_same() -> None:
    games = []
    for keep in (True, False):
        g = new_game(parse_deck(RED), parse_deck(GREEN), 3)
        g.keep_log = keep
        kept = len(g.log)
        agents = [RandomAgent(3), RandomAgent(103)]
        while not g.over:
            d = g.pending
            assert d is not None
            g.apply(agents[d.player].act(g))
        assert (len(g.log) > kept) is keep
        games.append(g)
    assert games[0].fingerprint() == games[1].fingerprint()
    assert games[0].winner == games[1].winner


_IMMUTABLE = (int, str, bool, type(None), frozenset, Zone)


def _immutable(value: Any) -> bool:
    if isinstance(value, tuple):
        return all(_immutable(v) for v in value)
    return isinstance(value, _IMMUTABLE) or type(value).__name__ == "CardDefinition"


def test_the_encoded_fields_an_object_keeps_are_immutable_values() -> None:
    """fingerprint.py keeps each object's encoded fields until a write through its
    ``__setattr__`` (or ``undo_journal``): sound only if no field but the counters can be
    changed in place."""
    in_place = {"counters", "counter_timestamps"}
    for g in _positions(5, every=17):
        for o in g.objects.values():
            for f in dataclasses.fields(_ObjectFields):
                if f.name not in in_place:
                    assert _immutable(getattr(o, f.name)), (f.name, getattr(o, f.name))


def test_an_undone_write_and_a_copy_keep_the_fingerprint_right() -> None:
    from mtgrules.objects import end_journal, start_journal, undo_journal

    g = _positions(6)[-1]
    before = g.fingerprint()
    o = next(o for o in g.objects.values() if o.zone is Zone.HAND)  # (library cards: shared)
    journal, outer = start_journal()
    o.tapped = not o.tapped
    changed = g.fingerprint()
    assert changed != before
    copy = g.clone()
    assert copy.fingerprint() == changed
    undo_journal(journal)
    end_journal(journal, outer, keep=False)
    assert g.fingerprint() == before
    assert copy.fingerprint() == changed  # the copy's object is its own
    copy.objects[o.id].counters["+1/+1"] = 1  # in place: read on every call
    assert copy.fingerprint() != changed


def test_a_library_card_shared_with_a_clone_refuses_a_write() -> None:
    """Clones share the cards in libraries instead of copying them (no card in a library is
    written once made: 400.7); a write to one is an engine fault, refused before it could
    change both games."""
    g = _positions(1)[-1]
    c = g.clone()
    before = g.fingerprint()
    oid = c.players[0].library[0]
    assert c.objects[oid] is g.objects[oid]
    with pytest.raises(SharedObjectWrite):
        c.objects[oid].tapped = True
    assert g.fingerprint() == before == c.fingerprint()
    assert g.objects[oid].clone().__dict__.get("_shared") is None  # a copy is its own
    c.apply(c.legal_actions()[-1])  # the games go on apart
    assert g.fingerprint() == before


def _assert_apart(g: Game, c: Game) -> None:
    """``c``, a clone of ``g``, shares only the library cards, and those are marked."""
    assert c.objects.keys() == g.objects.keys()
    for k, o in g.objects.items():
        if o.zone is Zone.LIBRARY:
            assert c.objects[k] is o and o.__dict__.get("_shared") is True
        else:
            assert c.objects[k] is not o and c.objects[k].__dict__.get("_shared") is None


def test_a_clone_follows_the_last_clones_plan_only_for_the_very_same_objects() -> None:
    """``clone()`` keeps, on the original, which objects it copied (``ClonePlan``) and
    follows it the next time only if the game holds the very same objects. A draw replaces
    a library card with a new card in hand (400.7) and leaves the count of objects as it
    was; a redrawn hidden card (``own_copy``) is an equal object that isn't the same one."""
    g = new_game(parse_deck(RED), parse_deck(GREEN), 4)
    agents = [RandomAgent(4), RandomAgent(5)]
    followed = remade = 0
    while not g.over and g.turn_number < 8:
        plan = g._clone_plan
        first = g.clone()
        if plan is not None and g._clone_plan is plan:
            followed += 1
        else:
            remade += 1
        second = g.clone()
        assert g._clone_plan is not None and second._clone_plan is None
        for c in (first, second):
            _assert_apart(g, c)
            assert c.fingerprint() == g.fingerprint()
        assert all(
            second.objects[k] is not o
            for k, o in first.objects.items()
            if o.zone is not Zone.LIBRARY
        )
        d = g.pending
        assert d is not None
        g.apply(agents[d.player].act(g))
    assert followed > 10 and remade > 10
    # an equal copy in place of a shared library card: not the same object, so the plan is
    # made again and the copy is marked shared in its turn
    g.clone()
    oid = g.players[0].library[0]
    redrawn = own_copy(g.objects, oid)
    assert redrawn.__dict__.get("_shared") is None
    c = g.clone()
    _assert_apart(g, c)
    assert c.objects[oid] is redrawn


def test_a_combats_clone_has_every_field_and_shares_no_container() -> None:
    from mtgrules.objects import Target
    from mtgrules.records import Combat

    c = Combat(
        attackers={1: Target(player=1)},
        blockers={2: [1]},
        blocked_by={1: [2]},
        was_blocked={1},
        first_strike_step=True,
        requirements=[(2, 1)],
        dealt_damage={1},
        defending_player=1,
    )
    copy = c.clone()
    assert copy == c
    for f in dataclasses.fields(Combat):
        value = getattr(c, f.name)
        if isinstance(value, (dict, list, set)):
            assert getattr(copy, f.name) is not value, f.name
    assert copy.blockers[2] is not c.blockers[2] and copy.blocked_by[1] is not c.blocked_by[1]
    assert Combat().clone() == Combat()


def test_a_counters_timestamp_counts_while_the_object_has_counters() -> None:
    """613.7c: the timestamp of a kind of counter orders its effect while the object has
    counters; one left from counters that are gone is read by nothing (a counter put on
    again is stamped again), so the fingerprint doesn't tell those states apart."""
    g = _positions(0)[3]
    o = next(o for o in g.objects.values() if o.zone is Zone.BATTLEFIELD)
    o.counters, o.counter_timestamps = {}, {}
    bare = g.fingerprint()
    o.counter_timestamps = {"flying": 41}
    assert g.fingerprint() == bare
    o.counters = {"flying": 1}
    with_counter = g.fingerprint()
    assert with_counter != bare
    o.counter_timestamps = {"flying": 42}
    assert g.fingerprint() != with_counter
