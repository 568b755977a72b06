"""Invariants every game state keeps, and a checked game loop for random games.

:func:`violations` checks one state: each object in exactly one zone (400.1), each owner's
cards all still there (cards aren't created or destroyed; 111.1 tokens aside), no negative
damage or counter count (120.3, 122.1), and state-based actions at a fixed point whenever a
player has priority (117.5, 704.3).

:func:`play_checked` plays a game with agents and checks, after every action, the
invariants; for a share of decisions, that every listed action is accepted (on a clone),
that a refused action leaves ``fingerprint()`` unchanged, that the characteristics the game
has kept (613) are those a computation from scratch finds (:func:`stale_characteristics`:
a change that didn't mark them stale, such as the end of combat for "attacking creatures
get +1/+0"), and once per game that a JSON
round trip continues with the identical log and that a clone made then is untouched by the
rest of the game (search relies on clones being independent; they share library cards). It
reports engine errors (any exception other than a refusal) and violations instead of
raising, with what is needed to reproduce them.
"""

from __future__ import annotations

import copy
import random
import traceback
from collections import Counter
from dataclasses import dataclass, field
from itertools import compress
from operator import itemgetter
from typing import Any

from .decisions import (
    Action,
    AttackDeclaration,
    BlockDeclaration,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PlayLand,
    Priority,
    TriggerOrder,
)
from .errors import IllegalActionError
from .game import Game
from .objects import GameObject, Target, state_writes
from .zones import Zone


def zone_census(game: Game) -> Counter[int]:
    """How many zone lists (and stack entries) hold each object id."""
    seen: Counter[int] = Counter()
    seen.update(game.battlefield)
    seen.update(game.exile)
    for p in game.players:
        seen.update(p.library)
        seen.update(p.hand)
        seen.update(p.graveyard)
        seen.update(p.command)  # 408.1: emblems (114.2)
    for item in game.stack:
        if isinstance(item.object, GameObject):
            seen[item.object.id] += 1
    return seen


def card_counts(game: Game) -> Counter[int]:
    """Each owner's number of cards (tokens and copies aren't cards)."""
    return Counter(
        o.owner
        for o in game.objects.values()
        if not o.is_token and not o.spell_copy and o.zone is not Zone.COMMAND  # 114.1: emblems
    )  # 707.10: a copy of a spell isn't a card


# an object's fields that the invariants read, straight from its ``__dict__`` (one C-level
# pass over the objects, transposed: far cheaper than a Python loop over them)
_FIELDS = itemgetter("id", "zone", "owner", "damage", "counters", "is_token", "spell_copy")


def violations(game: Game, cards: Counter[int] | None = None) -> list[str]:
    """What is wrong with this state (empty: nothing). Checked after every action of a long
    run, so the common case (nothing wrong) is answered by whole-list operations; anything
    off, and :func:`full_violations` finds and words it."""
    if not _all_well(game, cards):
        return full_violations(game, cards)
    return _sba_fixed_point(game)


def _all_well(game: Game, cards: Counter[int] | None) -> bool:
    """True if :func:`full_violations` would find nothing but the 704.3 check: the same
    invariants, asked of whole zone lists and field columns at once."""
    objs = game.objects
    if not objs:  # then every zone must be empty
        return not (
            game.battlefield
            or game.exile
            or game.stack
            or any(p.library or p.hand or p.graveyard or p.command for p in game.players)
        )
    ids, zones, owners, damage, counters, token, copy_ = zip(
        *map(_FIELDS, map(vars, objs.values())), strict=True
    )
    if min(damage) < 0:  # 120.3
        return False
    for c in filter(None, counters):
        if min(c.values()) < 0:  # 122.1
            return False
    # 400.1: where each object is, by the zone lists, against what each object says
    where: dict[int, Zone] = dict.fromkeys(game.battlefield, Zone.BATTLEFIELD)
    where.update(dict.fromkeys(game.exile, Zone.EXILE))
    on_stack = [i.object.id for i in game.stack if isinstance(i.object, GameObject)]
    where.update(dict.fromkeys(on_stack, Zone.STACK))
    held = len(game.battlefield) + len(game.exile) + len(on_stack)
    whose: dict[int, int] = {}
    for p in game.players:
        if p.poison < 0:  # 122.1
            return False
        for zone, zone_ids in (
            (Zone.LIBRARY, p.library),
            (Zone.HAND, p.hand),
            (Zone.GRAVEYARD, p.graveyard),
            (Zone.COMMAND, p.command),  # 408.1: emblems (114.2)
        ):
            where.update(dict.fromkeys(zone_ids, zone))
            whose.update(dict.fromkeys(zone_ids, p.index))
            held += len(zone_ids)
    # as many places as objects, each object in one, and each where it says it is
    if held != len(ids) or where != dict(zip(ids, zones, strict=True)):
        return False
    if not whose.items() <= dict(zip(ids, owners, strict=True)).items():  # 400.3
        return False
    if cards is not None:
        # 707.10, 114.1: tokens, copies of spells and emblems aren't cards
        not_cards = set(compress(ids, token))
        not_cards.update(compress(ids, copy_))
        for p in game.players:
            not_cards.update(p.command)
        for owner, n in cards.items():
            if game.players[owner].left_game:
                n = 0  # 800.4a: a player who left the game took their cards with them
            if owners.count(owner) - sum(objs[i].owner == owner for i in not_cards) != n:
                return False
    return True


def full_violations(game: Game, cards: Counter[int] | None = None) -> list[str]:
    """What is wrong with this state, found object by object and worded (the reference that
    :func:`violations` falls back on)."""
    out: list[str] = []
    seen = zone_census(game)
    bf, ex = set(game.battlefield), set(game.exile)  # 400.1: shared zones
    own = [(set(p.library), set(p.hand), set(p.graveyard)) for p in game.players]
    command = [set(p.command) for p in game.players]  # 408.1: emblems (114.2)
    stack = {i.object.id for i in game.stack if isinstance(i.object, GameObject)}
    now: Counter[int] = Counter()
    for oid, o in game.objects.items():
        if seen.get(oid, 0) != 1:
            out.append(f"{o.name} ({oid}, {o.zone.value}) is in {seen.get(oid, 0)} zones (400.1)")
        if o.damage < 0:
            out.append(f"{o.name} has {o.damage} damage (120.3)")
        if o.counters and min(o.counters.values()) < 0:
            for kind, k in o.counters.items():
                if k < 0:
                    out.append(f"{o.name} has {k} {kind} counters (122.1)")
        if not o.is_token and not o.spell_copy and o.zone is not Zone.COMMAND:
            now[o.owner] += 1  # 707.10: a copy of a spell isn't a card; 114.1: emblems
        z = o.zone  # (compared by identity: cheaper than hashing an enum per object)
        if z is Zone.STACK:
            there = oid in stack
        elif z is Zone.BATTLEFIELD:
            there = oid in bf
        elif z is Zone.EXILE:
            there = oid in ex
        elif z is Zone.COMMAND:
            there = oid in command[o.owner]
        else:
            lib, hand, gy = own[o.owner]
            there = oid in (lib if z is Zone.LIBRARY else hand if z is Zone.HAND else gy) and z in (
                Zone.LIBRARY,
                Zone.HAND,
                Zone.GRAVEYARD,
            )
        if not there:
            out.append(f"{o.name} ({oid}) says it is in {o.zone.value} but isn't there (400.1)")
    for oid in seen:
        if oid not in game.objects:
            out.append(f"a zone holds object {oid}, which doesn't exist (400.1)")
    for p in game.players:
        if p.poison < 0:
            out.append(f"{p.name} has {p.poison} poison counters (122.1)")
    if cards is not None:
        for owner, n in cards.items():
            if game.players[owner].left_game:
                n = 0  # 800.4a
            if now.get(owner, 0) != n:
                out.append(f"player {owner} owns {now.get(owner, 0)} cards, not {n} (400.1)")
    return out + _sba_fixed_point(game)


def stale_characteristics(game: Game) -> list[str]:
    """613: every permanent's characteristics as the game has kept them (computed once per
    state, ``characteristics.chars_cache``) are those a computation from scratch finds now."""
    from .rules import characteristics, layers

    kept = characteristics.battlefield_chars(game)
    fresh, _, _ = layers.compute_battlefield_closed(game)
    out = []
    for oid in sorted(set(kept) | set(fresh)):
        a, b = kept.get(oid), fresh.get(oid)
        if a != b:
            what = (
                [
                    f"{f} {getattr(a, f)!r}, not {getattr(b, f)!r}"
                    for f in a.__dataclass_fields__
                    if getattr(a, f) != getattr(b, f)
                ]
                if a is not None and b is not None
                else ["kept" if a is not None else "missing"]
            )
            name = game.objects[oid].name if oid in game.objects else str(oid)
            out.append(f"{name}'s characteristics are stale: " + "; ".join(what)[:300] + " (613)")
    return out


def _sba_fixed_point(game: Game) -> list[str]:
    """704.3: no state-based action applies when a player gets priority."""
    out: list[str] = []
    d = game.pending
    if isinstance(d, Priority) and not game.over:
        from .rules import sba

        try:  # nothing changes when no state-based action applies (then we stop anyway)
            if sba.check_once(game):
                out.append("a state-based action applies while a player has priority (704.3)")
        except sba.LegendChoice:
            out.append("the legend rule applies while a player has priority (704.5j)")
    return out


@dataclass
class GameReport:
    """What a checked game found. ``error``: an engine error's traceback (None if none)."""

    seed: int
    decisions: int = 0
    over: bool = False
    winner: int | None = None
    turns: int = 0
    error: str | None = None
    violations: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None and not self.violations


def bogus_actions(game: Game, rng: random.Random) -> list[Action]:
    """Answers ``apply`` must refuse: a card that isn't in the player's hand, an object id
    that doesn't exist, an answer of the wrong kind, a declaration that breaks the spec."""
    d = game.pending
    assert d is not None
    out: list[Action] = []
    missing = max(game.objects, default=0) + 1000
    if isinstance(d, Priority):
        out.append(CastSpell(missing))
        out.append(PlayLand(missing))
        out.append(DeclareAttackers(((missing, Target(player=0)),)))
        opp_hand = [c for p in game.players if p.index != d.player for c in p.hand]
        if opp_hand:
            out.append(CastSpell(rng.choice(opp_hand)))
    elif isinstance(d, AttackDeclaration):
        out.append(DeclareAttackers(((missing, Target(player=1 - d.player)),)))
        out.append(Choose(0))
    elif isinstance(d, BlockDeclaration):
        attackers = list(d.attackers)
        if attackers:  # an attacker can't block (509.1a)
            out.append(DeclareBlockers(((attackers[0], (attackers[0],)),)))
    elif isinstance(d, TriggerOrder):
        n = len(d.triggers)
        out.append(Choose([0] * (n + 1)))
    else:
        out.append(DeclareBlockers(()))  # the wrong kind of answer
        ints = [o for o in d.options or () if isinstance(o, int) and not isinstance(o, bool)]
        if ints and d.options is not None:  # an existing object that isn't a choice
            other = [o for o in game.objects if o not in d.options]
            if other:
                out.append(Choose(rng.choice(other)))
        # (a malformed answer, such as a string where a yes or no is asked, is for apply's
        # form checks: tests/test_apply_validation.py)
    return out


def _answer_all(game: Game, sample: int, rng: random.Random) -> list[str]:
    """Every listed answer (up to ``sample`` of them) is accepted by ``apply`` on a clone."""
    out: list[str] = []
    d = game.pending
    assert d is not None
    actions = list(game.legal_actions())
    if isinstance(d, AttackDeclaration | BlockDeclaration):
        spec = d.spec
        actions += [spec.sample(rng) for _ in range(3)]
        for a in actions:
            why = spec.validate(a)  # type: ignore[arg-type]
            if why is not None:
                out.append(f"the spec's own answer {a!r} fails its validate(): {why}")
    if len(actions) > sample:
        actions = rng.sample(actions, sample)
    for a in actions:
        probe = game.clone()
        try:
            probe.apply(a)
        except IllegalActionError as e:
            out.append(f"listed action refused: {a!r}: {e}")
    return out


def play_checked(
    game: Game,
    agents: list[Any],
    seed: int,
    *,
    check_every: float = 0.1,
    sample: int = 8,
    round_trip: bool = True,
    max_decisions: int = 20000,
    max_turns: int = 80,
) -> GameReport:
    """Play ``game`` to its end with ``agents``, checking as the module describes. The
    checks' own randomness comes from ``seed`` (never from the game's)."""
    rng = random.Random(seed ^ 0x5EED)
    report = GameReport(seed)
    cards = card_counts(game)
    trip_at = rng.randrange(1, 400) if round_trip else -1
    trip: tuple[Game, list[Any], int] | None = None
    twin: tuple[Game, str] | None = None  # a clone made at ``trip_at``, and its fingerprint
    checked: tuple[int, int, bool] | None = None
    try:
        while not game.over and report.decisions < max_decisions:
            if game.turn_number > max_turns:
                break
            d = game.pending
            assert d is not None
            if report.decisions == trip_at:
                from .serialize import from_json, to_json

                trip = (from_json(to_json(game)), copy.deepcopy(agents), len(game.log))
                clone = game.clone()
                twin = (clone, clone.fingerprint())
                if twin[1] != game.fingerprint():
                    report.violations.append(f"a clone at decision {trip_at} differs")
                    break
            if rng.random() < check_every:
                report.violations += stale_characteristics(game)
                report.violations += _answer_all(game, sample, rng)
                before = game.fingerprint()  # each refused action must leave it so
                for bad in bogus_actions(game, rng):
                    try:
                        game.apply(bad)
                    except IllegalActionError:
                        pass
                    else:
                        report.violations.append(
                            f"a bogus action was accepted: {bad!r} for "
                            f"{type(d).__name__} {d.prompt!r}"
                        )
                        break
                    if game.fingerprint() != before:
                        report.violations.append(f"a refused action changed the state: {bad!r}")
                        break
            action = agents[d.player].act(game)
            try:
                game.apply(action)
            except IllegalActionError as e:
                report.violations.append(f"the agent's action was refused: {action!r}: {e}")
                break
            report.decisions += 1
            # a state whose change count hasn't moved since it was last checked (priority
            # passed, nothing else) is the state checked then; a check every 16 decisions
            # and at the end doesn't lean on that count alone
            seen = (game.version, state_writes(), isinstance(game.pending, Priority))
            if seen == checked and report.decisions % 16 and not game.over:
                continue
            checked = seen
            bad_state = violations(game, cards)
            if bad_state:
                report.violations += [f"after {action!r}: {v}" for v in bad_state]
                break
        if twin is not None and not report.violations and twin[0].fingerprint() != twin[1]:
            report.violations.append(
                f"a clone made at decision {trip_at} changed as the game went on without it"
            )
        if trip is not None and not report.violations:
            g2, agents2, n = trip
            played = 0
            while not g2.over and played < report.decisions - trip_at:
                d2 = g2.pending
                assert d2 is not None
                g2.apply(agents2[d2.player].act(g2))
                played += 1
            a = [str(e) for e in game.log[n:]]
            b = [str(e) for e in g2.log[n:]]
            if a != b:
                k = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), None)
                report.violations.append(
                    f"after a JSON round trip at decision {trip_at} the log differs"
                    + (f" at entry {k}: {a[k]!r} vs {b[k]!r}" if k is not None else " in length")
                )
    except Exception:  # an engine error: report it with the seed
        report.error = traceback.format_exc(limit=12)
    report.over = game.over
    report.winner = game.winner
    report.turns = game.turn_number
    return report


def checked_deck_game(deck1: Any, deck2: Any, seed: int, **kw: Any) -> GameReport:
    """A game of two decks (``mtgrules.decks.Deck``) between random agents, checked."""
    from .agents import RandomAgent
    from .decks import new_game

    try:
        game = new_game(deck1, deck2, seed)
    except Exception:  # an engine error while setting up
        return GameReport(seed, error=traceback.format_exc(limit=12))
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    return play_checked(game, agents, seed, **kw)
