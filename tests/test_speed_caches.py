"""The speed-ups keep the game's behaviour: values remembered per state (activated abilities,
cost reductions, mana sources) equal a fresh computation, and the journaled refusal snapshot
puts the game back exactly as cloning every object did."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mtgrules import Zone
from mtgrules.agents import RandomAgent
from mtgrules.decisions import ActivateAbility, CastSpell, PassPriority
from mtgrules.decks import Deck, DeckGame, load_deck, new_game, parse_deck
from mtgrules.game import Game
from mtgrules.rules import priority, zone_moves
from mtgrules.state import GameState

ROOT = Path(__file__).resolve().parents[1]


def _game(seed: int) -> DeckGame:
    red = load_deck(ROOT / "decks" / "mono-red.txt")
    green = load_deck(ROOT / "decks" / "mono-green.txt")
    return new_game(red, green, seed)


@pytest.mark.parametrize("seed", [1, 2])
def test_listing_with_warm_caches_equals_a_fresh_listing(seed: int) -> None:
    """At every priority decision of a random game, the legal actions listed with this
    state's caches already filled equal those a fresh copy (no caches) lists (602, 601.2f)."""
    g = _game(seed)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    checked = 0
    while not g.over and g.decisions_made < 2000:
        d = g.pending
        assert d is not None
        if d.kind == "priority" and not g.in_mulligan:
            for mana in (False, True):
                warm = g.legal_actions(mana_abilities=mana)
                assert warm == g.legal_actions(mana_abilities=mana)  # cached again
                assert warm == g.clone().legal_actions(mana_abilities=mana)
            checked += 1
        g.apply(agents[d.player].act(g))
    assert checked > 50


def _mid_game(seed: int) -> Game:
    """A game played at random until the player with priority can do more than pass."""
    g = _game(seed)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    while not g.over:
        d = g.pending
        assert d is not None
        if d.kind == "priority" and not g.in_mulligan and g.turn_number > 4:
            acts = g.legal_actions(mana_abilities=False)
            if any(isinstance(a, CastSpell | ActivateAbility) for a in acts):
                return g
        g.apply(agents[d.player].act(g))
    raise AssertionError("no position with a spell to cast")


def test_a_fault_after_costs_are_paid_puts_the_game_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An engine fault after a spell's costs are paid (lands tapped, the card moved) leaves
    the game as it was, waiting for the same decision; then it plays on as an untouched copy
    does."""
    g = _mid_game(3)
    twin = g.clone()
    before = g.fingerprint()
    log_len = len(g.log)
    acts = g.legal_actions(mana_abilities=False)
    act = next(a for a in acts if isinstance(a, CastSpell | ActivateAbility))

    def boom(game: GameState, player: int) -> None:
        raise RuntimeError("a fault inside the engine")

    monkeypatch.setattr(priority, "after_priority_action", boom)
    with pytest.raises(RuntimeError):
        g.apply(act)
    monkeypatch.undo()
    assert g.fingerprint() == before
    assert len(g.log) == log_len
    agents = [RandomAgent(7), RandomAgent(8)]
    twin_agents = [RandomAgent(7), RandomAgent(8)]
    for _ in range(300):
        if g.over:
            break
        d = g.pending
        assert d is not None
        g.apply(agents[d.player].act(g))
        td = twin.pending
        assert td is not None
        twin.apply(twin_agents[td.player].act(twin))
    assert g.fingerprint() == twin.fingerprint()
    assert [str(e) for e in g.log] == [str(e) for e in twin.log]


def test_the_snapshot_undoes_field_writes_counters_and_new_objects() -> None:
    """The journaled snapshot puts back fields written, counters replaced (the engine
    changes them copy on write), and drops objects made since (400.7)."""
    g = _mid_game(4)
    before = g.fingerprint()
    ids = set(g.objects)
    snap = g._snapshot()
    some = [g.objects[i] for i in g.battlefield[:3]] + [g.objects[i] for i in g.players[0].hand]
    for o in some:
        o.tapped = not o.tapped
        o.damage += 2
        o.counters = {**o.counters, "+1/+1": o.counters.get("+1/+1", 0) + 1}
        o.counter_timestamps = {**o.counter_timestamps, "+1/+1": 99}
    some[0].counters = {"-1/-1": 3}
    g.players[0].life -= 5
    hand = g.players[0].hand
    if hand:
        zone_moves.move(g, g.objects[hand[0]], Zone.GRAVEYARD, "a test discards it", "701.9a")
    assert g.fingerprint() != before
    g._restore(snap)
    assert g.fingerprint() == before
    assert set(g.objects) == ids
    assert PassPriority() in g.legal_actions()


def test_the_refusal_journal_is_per_thread() -> None:
    """A journal started in one thread records that thread's writes only: undoing it can't
    touch a game another thread is playing."""
    import threading

    from mtgrules.objects import end_journal, start_journal, undo_journal
    from mtgrules.players import Player

    here, there = Player(0, "Here"), Player(1, "There")
    journal, outer = start_journal()
    here.life = 5

    def write_there() -> None:
        there.life = 7

    t = threading.Thread(target=write_there)
    t.start()
    t.join()
    end_journal(journal, outer, keep=False)
    undo_journal(journal)
    assert here.life == 20  # undone: written while its journal was open in this thread
    assert there.life == 7  # the other thread's write was never recorded


def test_the_engine_changes_counters_copy_on_write() -> None:
    """The snapshot doesn't copy counters: the engine must change an object's counters by
    writing a new dict, never in place. Every object's counters are made read-only before
    each answer of random games of generated decks (counters of many kinds, shield and stun
    counters, +1/+1 and -1/-1 annihilation, 704.5q); a change in place would raise."""
    from types import MappingProxyType

    from mtgrules import deckgen
    from mtgrules.objects import _set_field

    pool = deckgen.Pool.from_json(
        (ROOT / "tests" / "data" / "deckgen_pool_2026-12-02.json").read_text(encoding="utf-8")
    )
    pairs = deckgen.pairings(pool, 7, 6)
    changed = 0
    for seed, (a, b) in enumerate(pairs):
        g = new_game(a, b, seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        for _ in range(1500):
            d = g.pending
            if d is None or g.over:
                break
            for o in g.objects.values():
                if o.counters and not isinstance(o.counters, MappingProxyType):
                    changed += 1
                    _set_field(o, "counters", MappingProxyType(dict(o.counters)))
            g.apply(agents[d.player].act(g))
    assert changed > 10  # counters were there to guard


def test_a_new_object_is_the_dataclass_object() -> None:
    """``GameObject.new`` (one dict, one counted write) makes what the dataclass's
    ``__init__`` makes, field for field and in the same order."""
    from mtgrules.objects import GameObject, state_writes

    card = next(iter(_game(1).objects.values())).card
    kw = dict(is_token=True, tapped=True, damage=2, counters={"+1/+1": 1}, previous_id=7)
    slow = GameObject(5, card, 0, 1, Zone.BATTLEFIELD, 9, **kw)  # type: ignore[arg-type]
    before = state_writes()
    fast = GameObject.new(5, card, 0, 1, Zone.BATTLEFIELD, 9, **kw)  # type: ignore[arg-type]
    assert state_writes() == before + 1
    assert fast == slow
    assert list(fast.__dict__) == list(slow.__dict__)
    assert fast.counters is not GameObject.new(5, card, 0, 1, Zone.BATTLEFIELD, 9).counters


def _pairs(*extra: tuple[Deck, Deck], second: bool = True) -> list[tuple[Deck, Deck]]:
    """The benchmark pair, the counters-spells pair (``second``), ``extra`` and four
    generated pairings: many cards, many colors."""
    from mtgrules import deckgen

    pool = deckgen.load_or_build_pool(ROOT / "tests" / "data" / "deckgen_pool.json", 13)
    decks = ROOT / "decks"
    out = [(load_deck(decks / "mono-red.txt"), load_deck(decks / "mono-green.txt"))]
    if second:
        out.append((load_deck(decks / "gw-counters.txt"), load_deck(decks / "ur-spells.txt")))
    return [*out, *extra, *deckgen.pairings(pool, 1, 4)]


def _decisions(pairs: list[tuple[Deck, Deck]], limit: int) -> Iterator[tuple[int, DeckGame]]:
    """Game ``seed`` on ``pairs[seed]`` between random agents, yielded at each decision
    (up to ``limit`` a game) before the agent answers it."""
    for seed, (a, b) in enumerate(pairs):
        g = new_game(a, b, seed)
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        while not g.over and g.decisions_made < limit:
            d = g.pending
            assert d is not None
            yield seed, g
            g.apply(agents[d.player].act(g))


def test_counting_one_letter_sources_answers_as_the_mana_plan() -> None:
    """601.2g-h: where every mana source makes one mana of one kind and the pool is empty,
    the listing counts sources instead of planning (costs.counted_payable): at every
    priority decision of random games (the benchmark decks and generated ones, many colors),
    each cost of a set answers as the plan does."""
    from mtgrules.rules import costs, mana_spend

    wanted = ["{R}", "{1}{R}", "{2}{G}{G}", "{X}{R}", "{C}", "{W}{U}", "{3}", "{B}{B}{B}", "{X}"]
    compared = 0
    for _, g in _decisions(_pairs(second=False), 1500):
        d = g.pending
        assert d is not None
        if d.kind == "priority" and not g.in_mulligan:
            counts = costs.one_letter_sources(g, d.player)
            for cost in wanted if counts is not None else ():
                for x in (0, 1, 3):
                    counted = costs.counted_payable(counts, cost, x)
                    plan = costs.plan_payment(g, d.player, cost, x, purpose=mana_spend.ANY)
                    assert counted == (plan is not None), (cost, x, counts)
                    compared += 1
    assert compared > 5000


# additional costs (601.2f): cards discarded, permanents sacrificed, X cards
_COSTS_RED = """20 Mountain
4 Thrill of Possibility
4 Tormenting Voice
4 Cathartic Reunion
4 Fling
4 Lava Dart
4 Faithless Looting
4 Goblin Grenade
4 Mogg Fanatic
4 Raging Goblin
4 Wild Guess
"""
_COSTS_BLACK = """20 Swamp
4 Village Rites
4 Altar's Reap
4 Deadly Dispute
4 Bone Splinters
4 Gurmag Angler
4 Bloodthrone Vampire
4 Viscera Seer
4 Carrion Feeder
4 Gravecrawler
4 Duress
"""


def test_the_listings_shortcuts_change_no_listing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three tests the listing asks first because they are cheap: a plain card whose colored
    mana is more than its caster can make (601.2f, 118.7: ``cast_plain.floor``), a
    permanent of none of the card types a target phrase asks for (115.1, 115.4:
    ``targeting._type_screen``), and a card none of whose cost choices apply (601.2f:
    ``cast_cost_choices.has_choices``). At every priority decision of random games (the benchmark
    pairs and generated decks), the listing with them equals the listing without them."""
    from mtgrules.rules import cast_cost_choices, cast_plain, targeting

    costs_pair = (
        parse_deck(_COSTS_RED, name="costs red"),
        parse_deck(_COSTS_BLACK, name="costs black"),
    )
    floor, screen = cast_plain.floor, targeting._type_screen
    choices = cast_cost_choices.has_choices
    compared = differed = 0
    for _, g in _decisions(_pairs(costs_pair), 1200):
        d = g.pending
        assert d is not None
        if d.kind == "priority" and not g.in_mulligan:
            fast = g.legal_actions()
            monkeypatch.setattr(cast_plain, "floor", lambda card: 0)
            monkeypatch.setattr(targeting, "_type_screen", lambda spec: None)
            monkeypatch.setattr(cast_cost_choices, "has_choices", lambda card: True)
            slow = g.clone().legal_actions()
            monkeypatch.setattr(cast_plain, "floor", floor)
            monkeypatch.setattr(targeting, "_type_screen", screen)
            monkeypatch.setattr(cast_cost_choices, "has_choices", choices)
            assert fast == slow
            compared += 1
            differed += len(fast) > 1
    assert compared > 2000 and differed > 200


def test_mana_sources_kept_across_steps_equal_a_fresh_look() -> None:
    """``costs.find_mana_sources`` keeps its answer while the state is the same, across
    steps and priority passes (when it read no condition, 602.5, and in the same turn,
    302.6). At every decision of random games (the benchmark pairs and generated decks),
    each player's sources, restricted ones included (106.6), equal a fresh look's."""
    from mtgrules.rules import characteristics, costs

    def look(game: GameState, player: int) -> tuple[list[tuple[int, str]], list[int]]:
        found = [(o.id, made) for o, made in costs.find_mana_sources(game, player, None)]
        return found, [o.id for o, _, _ in costs.restricted_sources(game, player, None)]

    compared = kept = 0
    for seed, g in _decisions(_pairs(), 1200):
        for player in (0, 1):
            held = characteristics.chars_cache(g).mana_sources.get((player, None))
            kept += held is not None and held[0] == g.turn_number
            assert look(g, player) == look(g.clone(), player), (seed, g.step, player)
            compared += 1
    assert compared > 4000 and kept > 1000


def test_kept_mana_sources_follow_the_turn_without_a_write() -> None:
    """302.6: a creature is a mana source once its controller's turn begins after it came
    under their control. The turn number and the turns begun are the game's own fields, not
    counted writes: the kept answer must not outlive its turn."""
    from mtgrules.cards import load_card
    from mtgrules.rules import costs

    g = Game(["Alice", "Bob"], seed=1)
    g.add_card(0, Zone.BATTLEFIELD, load_card("Llanowar Elves"))
    for p in range(2):
        for _ in range(5):
            g.add_card(p, Zone.LIBRARY, load_card("Forest"))
    g.start(0, "main1")
    elf = next(o.id for o in g.objects.values() if o.name == "Llanowar Elves")
    g.objects[elf].controlled_since_turn = g.turn_number  # summoning sick (302.6)
    assert costs.find_mana_sources(g, 0, None) == []
    g.turn_number += 1  # a new turn of Alice's, nothing else written
    g.last_turn[0] = g.turn_number
    assert [o.id for o, _ in costs.find_mana_sources(g, 0, None)] == [elf]
