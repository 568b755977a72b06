"""A game state's fingerprint: a digest of every game-relevant field, cheap enough to take
per position (transposition tables, refused-answer checks).

The fields are gathered into one structure of ints, strings, None, bools, lists, tuples and
dicts of those (an object's fields read in C by one ``attrgetter``), written with
``marshal`` at version 0 (no back-references by identity, no "interned" string flag: the
bytes depend only on the values) and hashed with BLAKE2b. Nothing uses ``hash()``, so the
digest is the same in every process whatever ``PYTHONHASHSEED``. Objects with no
``__repr__`` of their own (effects, triggers, the pending decision) go in as their
dataclass ``repr`` with sets sorted (``stable_repr``): rare, and short when they exist.
Not ``state_dict()`` (which stays as it is for its users): building and JSON-encoding that
dict of dicts cost seven times more.
"""

from __future__ import annotations

import dataclasses
import marshal
from hashlib import blake2b
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any

from .cards.ir import CardDefinition
from .objects import GameObject, StackAbility, _ObjectFields
from .players import _PlayerFields

if TYPE_CHECKING:
    from .state import GameState

# Every field of an object but those that aren't plain values, read from its ``__dict__``
# in C (objects.py keeps the fields there); the card goes in by name, the zone by its value,
# counters, their timestamps and kept attachments apart, sorted, where there are any; the
# values a copy effect gave it (707.2, rare) by their repr.
_OBJECT_APART = (
    "card",
    "zone",
    "counters",
    "counter_timestamps",
    "kept_attachments",
    "copy_of",
)
_object_plain = itemgetter(
    *(f.name for f in dataclasses.fields(_ObjectFields) if f.name not in _OBJECT_APART)
)
_object_values = attrgetter(
    "card.name",
    "zone._value_",
    *(f.name for f in dataclasses.fields(_ObjectFields) if f.name not in _OBJECT_APART),
)
_PLAYER_APART = ("counters", "mana_pool")
_player_values = attrgetter(
    *(f.name for f in dataclasses.fields(_PlayerFields) if f.name not in _PLAYER_APART)
)
# The game's own plain fields (lists and dicts of ints go in as they are).
_GAME_FIELDS = (
    "turn_number",
    "active_player",
    "step",
    "priority_player",
    "passes",
    "blockers_declared",
    "resolution_progress",
    "_next_id",
    "_next_ts",
    "skip_first_draw",
    "winner",
    "over",
    "monarch",
    "unpreventable_until_cleanup",
    "_step_done",
    "_cleanup_priority",
    "battlefield",
    "exile",
    "renamed",
    "last_turn",
    "previous_turn",
    "skip_untap",
    "skip_turns",
    "exiled_until_leaves",
    "exiled_with",
    "held_untapped",
    "untap_locks",
    "die_exile",
    "extra_turns",
    "play_permissions",
    "draw_replacements",
    "returns_waiting",
    "spells_cast_this_turn",
)
_game_values = attrgetter(*_GAME_FIELDS)
# Records without a plain-value form: their dataclass repr (deterministic: ints, strings,
# enums and card definitions' reprs).
_REPRS = attrgetter(
    "continuous_effects",
    "player_effects",
    "prevention_shields",
    "pending_triggers",
    "_trigger_queue",
    "delayed_triggers",
    "control_effects",
    "pending",
    "_resolving",
    "_paused_resolution",
    "_damage_state",
    "_pending_order",
)


def _object(o: GameObject) -> Any:
    v = _object_values(o)
    if o.counters or o.counter_timestamps or o.kept_attachments or o.copy_of is not None:
        return (
            v,
            sorted(o.counters.items()),
            sorted(o.counter_timestamps.items()),
            sorted(o.kept_attachments),
            None if o.copy_of is None else stable_repr(o.copy_of),
        )
    return v


def _target(t: Any) -> Any:
    return (t.object_id, t.player, None if t.zone is None else t.zone.value)


def state_values(game: GameState) -> tuple[Any, ...]:
    """The game-relevant fields of ``game`` as plain values (what ``fingerprint`` hashes)."""
    fields = [o.__dict__ for o in game.objects.values()]
    objects = (
        list(map(_object_plain, fields)),
        [d["card"].name for d in fields],
        [d["zone"]._value_ for d in fields],
        [
            (
                i,
                sorted(d["counters"].items()),
                sorted(d["counter_timestamps"].items()),
                sorted(d["kept_attachments"]),
            )
            for i, d in enumerate(fields)
            if d["counters"] or d["counter_timestamps"] or d["kept_attachments"]
        ],
        [(i, stable_repr(d["copy_of"])) for i, d in enumerate(fields) if d["copy_of"] is not None],
    )
    players = [
        (_player_values(p), sorted(p.counters.items()), sorted(p.mana_pool.mana.items()))
        + ((stable_repr(p.mana_pool.restricted),) if p.mana_pool.restricted else ())  # 106.6
        for p in game.players
    ]
    stack = [
        (
            _object(i.object) if isinstance(i.object, GameObject) else _ability(i.object),
            [[_target(t) for t in ts] for ts in i.targets],
            i.x,
            list(i.modes),
        )
        for i in game.stack
    ]
    c = game.combat
    combat = (
        [(a, _target(t)) for a, t in c.attackers.items()],
        c.blockers,
        c.blocked_by,
        sorted(c.was_blocked),
        c.first_strike_step,
        c.requirements,
        sorted(c.dealt_damage),
        c.defending_player,
    )
    return (
        _game_values(game),
        objects,
        players,
        stack,
        combat,
        sorted(game.activated_this_turn),
        sorted(game.exhausted),  # 702.177a
        sorted(game.damaged_this_turn),
        sorted(game.tokens_elsewhere),
        sorted(game.legend_choices.items()),
        sorted(game.last_known),  # an entry is written as its object leaves a zone
        stable_repr(_REPRS(game)),
    )


def _ability(a: StackAbility) -> Any:
    return stable_repr(a)


def stable_repr(x: Any) -> str:
    """``repr(x)`` with every set and dict written in sorted order: a set's own repr follows
    its hash order, which ``PYTHONHASHSEED`` and the order the elements went in change (a
    snapshot's subtypes {'Shaman', 'Troll'} read back from JSON as {'Troll', 'Shaman'}).
    Card definitions are immutable: theirs is kept."""
    t = type(x)
    if t is str or t is int or t is bool or x is None or t is float:
        return repr(x)
    if t is tuple or t is list:
        inner = ", ".join(map(stable_repr, x))
        return f"({inner})" if t is tuple else f"[{inner}]"
    if t is frozenset or t is set:
        return "{" + ", ".join(sorted(map(stable_repr, x))) + "}"
    if t is dict:
        items = sorted(f"{stable_repr(k)}: {stable_repr(v)}" for k, v in x.items())
        return "{" + ", ".join(items) + "}"
    if t is CardDefinition:
        known = _CARD_REPRS.get(id(x))
        if known is None or known[0] is not x:
            if len(_CARD_REPRS) > 20_000:
                _CARD_REPRS.clear()
            known = _CARD_REPRS[id(x)] = (x, _fields_repr(x))
        return known[1]
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return _fields_repr(x)
    return repr(x)  # enums, and objects with a repr of their own


def _fields_repr(x: Any) -> str:
    inner = ", ".join(
        f"{f.name}={stable_repr(getattr(x, f.name))}" for f in dataclasses.fields(x) if f.repr
    )
    return f"{type(x).__name__}({inner})"


_CARD_REPRS: dict[int, tuple[CardDefinition, str]] = {}


def fingerprint(game: GameState) -> str:
    """A hex digest of ``state_values(game)``: equal for equal states (a clone, a game
    put back after a refused answer, a saved and loaded game), different when any of
    those fields differ."""
    return blake2b(marshal.dumps(state_values(game), 0), digest_size=32).hexdigest()
