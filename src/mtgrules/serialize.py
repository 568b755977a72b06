"""A whole game as JSON, and back: ``to_json(game)`` and ``from_json(text)``.

The round trip gives an identical game: the same fingerprint, the same pending decision,
the same random generator state, and so the same continuation (the same answers afterwards
give the same log). Everything the game holds is written, the half-resolved spell and the
triggers waiting to be put on the stack included; only the characteristics cache is left
out (it is computed again on demand, as after ``Game.clone``).

The document::

    {"format": "mtgrules-game", "version": 1,
     "cards": [{"#card": {"name": "Lightning Bolt", "digest": "..."}}, ...],
     "game": {"#o": "mtgrules.decks:DeckGame", "players": [...], ...}}

Card definitions are written once each. A card that reads the same as the card database's
(the usual case) is written by name and read again from the database when the game is
loaded; ``digest`` checks that the parser still reads it the same way. A card defined in
place (a token, a test's hand-made card) carries its whole definition, its text included.

Values are JSON values where they can be (numbers, strings, lists, objects with string
keys); the rest is tagged with a ``#`` key: ``{"#t": [...]}`` a tuple, ``{"#fs": [...]}`` a
frozenset, ``{"#s": [...]}`` a set, ``{"#d": [[k, v], ...]}`` a dict with other keys,
``{"#C": [[k, n], ...]}`` a Counter, ``{"#e": [class, value]}`` an enum member,
``{"#o": class, field: value, ...}`` an object of one of mtgrules' classes, ``{"#L": [...]}``
a log entry, ``{"#rng": [...]}`` the random generator's state. Objects referred to twice
are written once: every list, dict, set, tuple and object is numbered in the order it is
first written, and ``{"#r": n}`` refers back to number n (``{"#ci": [n, i]}``: the i-th
part of card number n), so the shared structure of the game (the spell that is both on the
stack and resolving) comes back shared. Only classes of the mtgrules package are ever built
when reading.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import json
import math
import random
from collections import Counter
from enum import Enum
from typing import TYPE_CHECKING, Any

from .cards import ir
from .cards.database import CardDatabase
from .errors import MtgRulesError
from .log import LogEntry
from .rules import mechanics
from .state import GameState

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "FORMAT",
    "VERSION",
    "SerializationError",
    "from_dict",
    "from_json",
    "to_dict",
    "to_json",
]

FORMAT = "mtgrules-game"
VERSION = 2  # 2: the pending decision is one typed class per kind (decisions.py), no data dict
# Caches, computed again on demand; the write count belongs to the process that wrote it.
_SKIP = frozenset(
    {"_chars", "restriction_cache", "sba_clean_writes", "bf_version", "_clone_plan", "_bf_before"}
)


class SerializationError(MtgRulesError, ValueError):
    """A game that can't be written, or a document that isn't a saved game."""


def _class_name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


_CLASSES: dict[str, type] = {}
# fields added to a class with slots since version 2, and their value in a game written
# before: a pool's snow mana (107.4h)
_ADDED_SLOTS: dict[tuple[str, str], Any] = {
    ("mtgrules.mana:ManaPool", "snow"): (),
    ("mtgrules.mana:ManaPool", "kept"): (),  # 500.4
}


def _resolve_class(name: str) -> type:
    cls = _CLASSES.get(name)
    if cls is not None:
        return cls
    module, _, qual = name.partition(":")
    if not (module == "mtgrules" or module.startswith("mtgrules.")) or not qual:
        raise SerializationError(f"not a class of mtgrules: {name!r}")
    try:
        obj: Any = importlib.import_module(module)
        for part in qual.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as e:
        raise SerializationError(f"unknown class {name!r}") from e
    if not isinstance(obj, type):
        raise SerializationError(f"not a class: {name!r}")
    _CLASSES[name] = obj
    return obj


# ---------------------------------------------------------------------------------------
# Card definitions: by name, checked by a digest of what they mean
# ---------------------------------------------------------------------------------------


def _canonical(o: Any) -> Any:
    """A process-independent picture of a card definition's meaning (layout, which has no
    rules meaning and doesn't take part in equality, left out)."""
    if o is None or isinstance(o, bool | int | float | str):
        return o
    if isinstance(o, Enum):
        return [type(o).__name__, o.value]
    if isinstance(o, tuple | list):
        return [_canonical(x) for x in o]
    if isinstance(o, frozenset | set):
        return sorted((_canonical(x) for x in o), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(o, dict):
        return sorted(
            [[_canonical(k), _canonical(v)] for k, v in o.items()],
            key=lambda v: json.dumps(v, sort_keys=True),
        )
    if dataclasses.is_dataclass(o):
        return [type(o).__name__] + [
            [f.name, _canonical(getattr(o, f.name))] for f in dataclasses.fields(o) if f.compare
        ]
    return repr(o)


_DIGESTS: dict[int, tuple[ir.CardDefinition, str]] = {}


def _digest(card: ir.CardDefinition) -> str:
    hit = _DIGESTS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    text = json.dumps(_canonical(card), sort_keys=True, separators=(",", ":"))
    d = hashlib.sha1(text.encode()).hexdigest()[:16]
    _DIGESTS[id(card)] = (card, d)
    return d


def _database_definition(name: str, db: CardDatabase) -> ir.CardDefinition | None:
    from .cards.gate import card_definition_for

    try:
        return card_definition_for(db.get(name), db)
    except MtgRulesError:
        return None


def _inner_parts(card: ir.CardDefinition) -> list[Any]:
    """The objects inside a card definition (abilities, effects, ...), in a fixed order:
    other parts of the game (a trigger waiting for the stack) refer to them."""
    out: list[Any] = []

    def walk(o: Any) -> None:
        if isinstance(o, tuple):
            for x in o:
                walk(x)
        elif dataclasses.is_dataclass(o) and not isinstance(o, type):
            out.append(o)
            for f in dataclasses.fields(o):
                walk(getattr(o, f.name))

    for f in dataclasses.fields(card):
        walk(getattr(card, f.name))
    return out


# ---------------------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------------------


class _Writer:
    def __init__(self, db: CardDatabase) -> None:
        self.db = db
        self.memo: dict[int, int] = {}
        self.inner: dict[int, list[int]] = {}
        self.keep: list[Any] = []  # memoised objects stay alive: their ids aren't reused
        self.count = 0
        self.by_name: set[str] = set()

    def card(self, card: ir.CardDefinition) -> dict[str, Any]:
        n = self._number(card)
        shared = _database_definition(card.name, self.db) if not card.is_token else None
        if shared is not None and (card is shared or card == shared):
            for i, part in enumerate(_inner_parts(card)):
                self.inner.setdefault(id(part), [n, i])
                self.keep.append(part)
            return {"#card": {"name": card.name, "digest": _digest(card)}}
        fields = {f.name: self.value(getattr(card, f.name)) for f in dataclasses.fields(card)}
        return {"#card": {"definition": fields}}

    def _number(self, o: Any) -> int:
        n = self.count
        self.count += 1
        self.memo[id(o)] = n
        self.keep.append(o)
        return n

    def value(self, o: Any) -> Any:
        t = type(o)
        if o is None or t is str or t is int or t is bool:
            return o
        if t is float:
            return o if math.isfinite(o) else {"#f": repr(o)}
        ref = self.memo.get(id(o))
        if ref is not None:
            return {"#r": ref}
        inner = self.inner.get(id(o))
        if inner is not None:
            return {"#ci": inner}
        if isinstance(o, Enum):
            return {"#e": [_class_name(t), o.value]}
        if t is LogEntry:
            return {"#L": [o.turn, o.step, o.kind, o.text, o.rule, self.value(o.data)]}
        if t is ir.CardDefinition:
            return self.card(o)
        self._number(o)
        v = self.value
        if t is list:
            return [v(x) for x in o]
        if t is tuple:
            return {"#t": [v(x) for x in o]}
        if t is dict:
            if all(type(k) is str and not k.startswith("#") for k in o):
                return {k: v(x) for k, x in o.items()}
            return {"#d": [[v(k), v(x)] for k, x in o.items()]}
        if t is set:
            return {"#s": sorted((v(x) for x in o), key=lambda e: json.dumps(e, sort_keys=True))}
        if t is frozenset:
            # sorted by their JSON text: a set's iteration order isn't stable
            return {"#fs": sorted((v(x) for x in o), key=lambda e: json.dumps(e, sort_keys=True))}
        if t is Counter:
            return {"#C": [[v(k), v(x)] for k, x in o.items()]}
        if isinstance(o, random.Random):  # a game's generator, maybe a pending copy
            version, internal, gauss = o.getstate()
            return {"#rng": [version, list(internal), gauss]}
        module = getattr(t, "__module__", "")
        if not (module == "mtgrules" or module.startswith("mtgrules.")):
            raise SerializationError(f"can't write a {t.__module__}.{t.__qualname__} ({o!r:.80})")
        out: dict[str, Any] = {"#o": _class_name(t)}
        if dataclasses.is_dataclass(o):
            for f in dataclasses.fields(o):
                out[f.name] = v(getattr(o, f.name))
        elif _slots(t):
            for k in _slots(t):
                out[k] = v(getattr(o, k))
        else:
            for k, x in vars(o).items():
                out[k] = None if k in _SKIP else v(x)
        return out


def _slots(t: type) -> list[str]:
    names: list[str] = []
    for klass in reversed(t.__mro__):
        s = klass.__dict__.get("__slots__", ())
        names += [s] if isinstance(s, str) else [x for x in s if x not in ("__weakref__",)]
    return names


def to_dict(game: Game, db: CardDatabase | None = None) -> dict[str, Any]:
    """The game as a JSON-ready dict (see the module's documentation)."""
    w = _Writer(db if db is not None else CardDatabase.bundled())
    cards: list[Any] = []
    seen: set[int] = set()
    for obj in game.objects.values():
        if id(obj.card) not in seen:
            seen.add(id(obj.card))
            cards.append(w.value(obj.card))
    return {"format": FORMAT, "version": VERSION, "cards": cards, "game": w.value(game)}


def to_json(game: Game, *, indent: int | None = None, db: CardDatabase | None = None) -> str:
    """The game as JSON text."""
    return json.dumps(
        to_dict(game, db),
        ensure_ascii=False,
        allow_nan=False,
        indent=indent,
        separators=None if indent else (",", ":"),
    )


# ---------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------


class _Reader:
    def __init__(self, db: CardDatabase) -> None:
        self.db = db
        self.objs: list[Any] = []
        self.card_parts: dict[int, list[Any]] = {}
        self.names_used: set[str] = set()

    def _reserve(self) -> int:
        self.objs.append(None)
        return len(self.objs) - 1

    def value(self, x: Any) -> Any:
        t = type(x)
        if x is None or t is str or t is int or t is bool or t is float:
            return x
        v = self.value
        if t is list:
            n = self._reserve()
            out: list[Any] = []
            self.objs[n] = out
            out.extend(v(e) for e in x)
            return out
        if t is not dict:
            raise SerializationError(f"unexpected JSON value {x!r:.80}")
        if not x or not next(iter(x)).startswith("#"):
            n = self._reserve()
            d: dict[str, Any] = {}
            self.objs[n] = d
            for k, e in x.items():
                d[k] = v(e)
            return d
        if "#r" in x:
            return self.objs[x["#r"]]
        if "#ci" in x:
            n, i = x["#ci"]
            try:
                return self.card_parts[n][i]
            except (KeyError, IndexError) as e:
                raise SerializationError(f"a reference into card #{n} that isn't there") from e
        if "#e" in x:
            cls, value = x["#e"]
            return _resolve_class(cls)(value)
        if "#L" in x:
            turn, step, kind, text, rule, data = x["#L"]
            return LogEntry(turn, step, kind, text, rule, v(data))
        if "#f" in x:
            return float(x["#f"])
        if "#card" in x:
            return self.card(x["#card"])
        n = self._reserve()
        if "#t" in x:
            tup = tuple(v(e) for e in x["#t"])
            self.objs[n] = tup
            return tup
        if "#fs" in x:
            fs = frozenset(v(e) for e in x["#fs"])
            self.objs[n] = fs
            return fs
        if "#d" in x:
            dd: dict[Any, Any] = {}
            self.objs[n] = dd
            for k, item in x["#d"]:
                key = v(k)
                dd[key] = v(item)
            return dd
        if "#s" in x:
            s: set[Any] = set()
            self.objs[n] = s
            s.update(v(e) for e in x["#s"])
            return s
        if "#C" in x:
            c: Counter[Any] = Counter()
            self.objs[n] = c
            for k, item in x["#C"]:
                c[v(k)] = v(item)
            return c
        if "#rng" in x:
            version, internal, gauss = x["#rng"]
            rng = random.Random()
            rng.setstate((version, tuple(internal), gauss))
            self.objs[n] = rng
            return rng
        if "#o" in x:
            return self._object(n, x)
        raise SerializationError(f"unknown tag in {x!r:.80}")

    def _object(self, n: int, x: dict[str, Any]) -> Any:
        cls: Any = _resolve_class(x["#o"])
        obj = cls.__new__(cls)
        self.objs[n] = obj
        if dataclasses.is_dataclass(cls):
            self._fields(obj, cls, x, x["#o"])
        elif _slots(cls):
            for k in _slots(cls):
                if k in x:
                    object.__setattr__(obj, k, self.value(x[k]))
                elif (x["#o"], k) in _ADDED_SLOTS:  # written before the field was added
                    object.__setattr__(obj, k, _ADDED_SLOTS[x["#o"], k])
                else:
                    raise SerializationError(f"{x['#o']} without its field {k!r}")
        else:  # an object with a __dict__: the Game itself
            state = {k: self.value(e) for k, e in x.items() if k != "#o"}
            obj.__dict__.update(state)
        return obj

    def _fields(self, obj: Any, cls: Any, values: dict[str, Any], what: str) -> None:
        """Set a dataclass instance's fields from their written values; a field added since
        the game was saved takes its default."""
        for f in dataclasses.fields(cls):
            if f.name in values:
                object.__setattr__(obj, f.name, self.value(values[f.name]))
            elif f.default is not dataclasses.MISSING:
                object.__setattr__(obj, f.name, f.default)
            else:
                raise SerializationError(f"{what} without its field {f.name!r}")

    def card(self, spec: dict[str, Any]) -> ir.CardDefinition:
        n = self._reserve()
        if "definition" in spec:
            card = ir.CardDefinition.__new__(ir.CardDefinition)
            self.objs[n] = card
            self._fields(card, ir.CardDefinition, spec["definition"], "a card definition")
            return card
        name = spec["name"]
        shared = _database_definition(name, self.db)
        if shared is None:
            raise SerializationError(f"the card database has no readable card {name!r}")
        if spec.get("digest") and _digest(shared) != spec["digest"]:
            raise SerializationError(
                f"{name} reads differently now than when the game was "
                "saved (the card database or the parser changed)"
            )
        import copy

        card = shared if name not in self.names_used else copy.deepcopy(shared)
        self.names_used.add(name)
        self.objs[n] = card
        self.card_parts[n] = _inner_parts(card)
        return card


def from_dict(doc: dict[str, Any], db: CardDatabase | None = None) -> Game:
    """The game of a dict written by :func:`to_dict`."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SerializationError(f'not a saved mtgrules game (no "format": "{FORMAT}")')
    if doc.get("version") != VERSION:
        raise SerializationError(
            f"saved game version {doc.get('version')!r}; this mtgrules reads version {VERSION}"
        )
    r = _Reader(db if db is not None else CardDatabase.bundled())
    for c in doc.get("cards", ()):
        r.value(c)
    game = r.value(doc["game"])
    if not isinstance(game, GameState):
        raise SerializationError("the document's \"game\" isn't a game")
    game._chars = None
    game._clone_plan = None  # saved before it was kept, or written as None
    game.bf_version = 0  # a cache's stamp (characteristics.chars_cache): none is kept
    game.sba_clean_writes = -1  # counted in the process that wrote it: check again
    if not isinstance(getattr(game, "mechanics", None), int):
        # saved before rules/mechanics.py: what its tokens and effects brought is unknown, so
        # every gate stays open
        game.mechanics, game.mechanics_upto = mechanics.ALL, 0
    return game  # type: ignore[return-value]  # saved by to_dict: a Game (or a DeckGame)


def from_json(text: str | bytes, db: CardDatabase | None = None) -> Game:
    """The game of JSON text written by :func:`to_json`."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise SerializationError(f"not JSON: {e}") from e
    return from_dict(doc, db)
