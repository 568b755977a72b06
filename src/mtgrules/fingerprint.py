"""A game state's fingerprint: a digest of every game-relevant field, cheap enough to take
per position (transposition tables, refused-answer checks).

The fields are gathered into one structure of ints, strings, None, bools, bytes, lists,
tuples and dicts of those, written with ``marshal`` at version 0 (no back-references by
identity, no "interned" string flag: the bytes depend only on the values) and hashed with
SHA-256 (in hardware on most machines: twice BLAKE2b's speed here). Each object's fields
but its counters go in as the SHA-256 digest of their own ``marshal`` bytes, kept in the
object's ``__dict__`` until a write to one of its fields (``_encode``): a clone, and a
position after an answer that changed a few objects, read the rest's as they are. Nothing
uses ``hash()``, so the digest is the same in every process whatever ``PYTHONHASHSEED``.
Objects with no ``__repr__`` of their own (effects, triggers, the pending decision) go in
as their dataclass values with sets sorted (``stable_repr``): rare, and short when they
exist. Not ``state_dict()`` (which stays as it is for its users): building and
JSON-encoding that dict of dicts cost seven times more.
"""

from __future__ import annotations

import dataclasses
import marshal
from collections.abc import Callable
from enum import Enum
from hashlib import sha256
from itertools import compress, count
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any

from .cards.ir import CardDefinition
from .objects import ENCODED, GameObject, StackAbility, _ObjectFields
from .players import _PlayerFields

if TYPE_CHECKING:
    from .state import GameState

# Every field of an object but those that aren't plain values, read from its ``__dict__``
# in C (objects.py keeps the fields there); the card goes in by name, the zone by its value,
# kept attachments sorted, the values a copy effect gave it (707.2, rare) by their repr;
# counters and their timestamps apart (below).
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
# An object's encoded fields, but its counters and their timestamps, are kept in its
# ``__dict__`` under this key (``objects.ENCODED``): every write to a field goes through the
# counted ``__setattr__`` or ``undo_journal``, which drop it; a copy (``clone``) keeps it,
# as its values are the same. Those fields are immutable values (ints, strings, None,
# tuples, a frozenset, card definitions); the counters are dicts that may be changed in
# place, so they are read on every call, where there are any.
_encoded_of = itemgetter(ENCODED)
_dict_of = attrgetter("__dict__")
_counters_of = itemgetter("counters")


def _encode(d: dict[str, Any]) -> bytes:
    """The SHA-256 digest of an object's fields but its counters (``marshal`` bytes), kept in
    its ``__dict__``."""
    copy_of = d["copy_of"]
    kept = d["kept_attachments"]
    enc = sha256(
        marshal.dumps(
            (
                d["card"].name,
                d["zone"]._value_,
                _object_plain(d),
                sorted(kept) if kept else None,
                None if copy_of is None else stable_repr(copy_of),
            ),
            0,
        )
    ).digest()
    d[ENCODED] = enc
    return enc


def _objects(fields: list[dict[str, Any]]) -> Any:
    try:
        encoded = list(map(_encoded_of, fields))
    except KeyError:  # objects new or written since their last fingerprint
        encoded = [d.get(ENCODED) or _encode(d) for d in fields]
    return (
        b"".join(encoded),  # 32 bytes each
        # the counters, and their timestamps with them: an object without counters has no
        # timestamp the rules read (613.7c: only those of the counters it has; one put on it
        # again is stamped again), so one pass finds both
        [
            (
                i,
                sorted(fields[i]["counters"].items()),
                sorted(fields[i]["counter_timestamps"].items()),
            )
            for i in compress(count(), map(_counters_of, fields))
        ],
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
    "initiative",
    "day_night",
    "previous_active",
    "forced_flips",
    "forced_rolls",
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
    "added_phases",
    "resume_step",
    "postcombat_mains",
    "combat_phases",
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
    "redirection_shields",
    "pending_triggers",
    "_trigger_queue",
    "delayed_triggers",
    "turn_triggers",
    "control_effects",
    "pending",
    "_resolving",
    "_paused_resolution",
    "_damage_state",
    "_pending_order",
)


def _object(o: GameObject) -> Any:
    return _objects([o.__dict__])


def _target(t: Any) -> Any:
    return (t.object_id, t.player, None if t.zone is None else t.zone.value)


def state_values(game: GameState) -> tuple[Any, ...]:
    """The game-relevant fields of ``game`` as plain values (what ``fingerprint`` hashes)."""
    objects = _objects(list(map(_dict_of, game.objects.values())))
    players = [
        (_player_values(p), sorted(p.counters.items()), sorted(p.mana_pool.mana.items()))
        + ((stable_repr(p.mana_pool.restricted),) if p.mana_pool.restricted else ())  # 106.6
        + ((("snow", sorted(p.mana_pool.snow)),) if p.mana_pool.snow else ())  # 107.4h
        + ((("kept", sorted(p.mana_pool.kept)),) if p.mana_pool.kept else ())  # 500.4
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
        c.declared_blocks,
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
        [None if not r else stable_repr(r) for r in _REPRS(game)],  # most are empty
    )


def _ability(a: StackAbility) -> Any:
    return stable_repr(a)


def stable_repr(x: Any) -> str:
    """``repr(x)`` with every set and dict written in sorted order: a set's own repr follows
    its hash order, which ``PYTHONHASHSEED`` and the order the elements went in change (a
    snapshot's subtypes {'Shaman', 'Troll'} read back from JSON as {'Troll', 'Shaman'}).
    Card definitions and their parts (abilities, effects, filters: frozen dataclasses of
    ``cards.ir``) are immutable: theirs is kept."""
    t = type(x)
    if t in _PLAIN:
        return repr(x)
    if t is tuple or t is list:
        if all(map(_is_plain, map(type, x))):
            return repr(x)  # the repr of each is stable
        inner = ", ".join(map(stable_repr, x))
        return f"({inner})" if t is tuple else f"[{inner}]"
    if t is frozenset or t is set:
        if not x:
            return "{}"
        return "{" + ", ".join(sorted(map(stable_repr, x))) + "}"
    if t is dict:
        items = sorted(map(stable_repr, x.items()))  # (key, value) pairs
        return "{" + ", ".join(items) + "}"
    frozen = _FROZEN.get(t)
    if frozen is None:
        frozen = _FROZEN[t] = _card_part(t)
    if frozen:
        known = _CARD_REPRS.get(id(x))
        if known is None or known[0] is not x:
            if len(_CARD_REPRS) > 50_000:
                _CARD_REPRS.clear()
            known = _CARD_REPRS[id(x)] = (x, _fields_repr(x))
        return known[1]
    if t is GameObject:  # in a paused resolution: its encoded fields (above), and counters
        d = x.__dict__
        enc = d.get(ENCODED) or _encode(d)
        counters = stable_repr(d["counters"]), stable_repr(d["counter_timestamps"])
        return f"GameObject({enc.hex()}, {counters[0]}, {counters[1]})"
    if t in _FIELDS:
        return _fields_repr(x)
    if isinstance(x, Enum):  # Enum.__repr__ (and an enum class's attribute lookup) is slow
        known_enum = _ENUM_REPRS.get(x)
        if known_enum is None:
            known_enum = _ENUM_REPRS[x] = repr(x)
        return known_enum
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return _fields_repr(x)
    return repr(x)  # objects with a repr of their own


def _fields_repr(x: Any) -> str:
    t = type(x)
    known = _FIELDS.get(t)
    if known is None:
        names = tuple(f.name for f in dataclasses.fields(x) if f.repr)
        one: Callable[[Any], Any] = attrgetter(*names) if names else _no_values
        known = _FIELDS[t] = one if len(names) != 1 else lambda y: (one(y),)
    values = known(x)
    if all(map(_is_plain, map(type, values))):
        return f"{t.__name__}{values!r}"  # the repr of each is stable
    return f"{t.__name__}({', '.join(map(stable_repr, values))})"


def _no_values(x: Any) -> tuple[()]:
    return ()


_PLAIN = frozenset({str, int, bool, float, type(None)})
_is_plain = _PLAIN.__contains__
# The getter of a dataclass's fields shown in its repr (in their order: their names are
# left out), by class.
_FIELDS: dict[type, Callable[[Any], tuple[Any, ...]]] = {}
_ENUM_REPRS: dict[Enum, str] = {}
_CARD_REPRS: dict[int, tuple[Any, str]] = {}
# By class: whether it is a part of a card definition (kept in _CARD_REPRS).
_FROZEN: dict[type, bool] = {}


def _card_part(t: type) -> bool:
    """``t`` is a frozen dataclass of the card definitions (``cards.ir``): immutable."""
    params = getattr(t, "__dataclass_params__", None)
    return params is not None and params.frozen and t.__module__ == CardDefinition.__module__


def fingerprint(game: GameState) -> str:
    """A hex digest of ``state_values(game)``: equal for equal states (a clone, a game
    put back after a refused answer, a saved and loaded game), different when any of
    those fields differ."""
    return sha256(marshal.dumps(state_values(game), 0)).hexdigest()
