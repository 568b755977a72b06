"""The parsed form of the supported cards, shipped with the package, so that loading a deck
never starts the Earley parser.

``data/parsed_cards.zip`` is a build artefact: ``scripts/build_parsed_cards.py`` parses
every card of the bundled database, keeps those the support gate (``gate.py``) accepts, and
writes their ``CardDefinition`` in the compact form of :func:`encode`. The file carries the
key of the parser that made it (:func:`parser_key`: a hash of the grammar, the transformers,
the word lists and the IR classes); when any of them changes, the file is stale and is not
used: :func:`cached_definition` answers ``None`` and the caller parses the card itself.
Each card's entry also carries a digest of the facts it was parsed from (name, text, types,
...), so a database with other texts (``$MTGRULES_CARD_DB``) falls back to the parser for the
cards that differ.

The file is a zip archive (its members deflated): ``meta.json`` holds ``{"format":
"mtgrules-parsed-cards", "version": 2, "key": "<parser key>", "cards": N, "db": "<SHA-1 of
the package's cards.json.gz it was built from>"}``, and 256 members ``cards/XX.txt`` (``XX``:
the first two hex digits of the SHA-1 of the English name's lookup key, ``normalize_name``),
each a line per card: the lookup key, a tab, and the JSON list ``["<English name>", "<facts
digest>", <encoded definition>, <database record>]``. Loading a deck reads only the members
its cards are in, and decodes only its cards' lines. The last item, the card's compact
database record (``record_to_raw``), is there when the bundled database resolves the English
name to that card: a deck that names its cards in English is then read without loading the
database (:func:`bundled_record`), while the database file is the one the cache was built
from.

The encoding (:func:`encode`, :func:`decode`) writes JSON values as they are, a tuple as a
JSON list, and tags the rest: ``{"#": "Class", field: value, ...}`` a dataclass of ``ir/``
(``"module:Class"`` for one elsewhere in mtgrules; fields equal to their default left out),
``{"#e": ["Class", value]}`` an enum member, ``{"#fs": [...]}`` a frozenset (sorted), ``{"#s":
[...]}`` a set, ``{"#l": [...]}`` a list, ``{"#d": [[k, v], ...]}`` a dict, ``{"#f": "inf"}`` a
float JSON can't hold.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import importlib
import io
import json
import math
import os
import zipfile
from collections.abc import Iterable
from enum import Enum
from importlib import resources
from pathlib import Path
from typing import Any

from mtgrules.cards import ir
from mtgrules.cards.records import (
    PACKAGE_KEY,
    CardRecord,
    bundled_key,
    normalize_name,
    record_from_raw,
)

__all__ = [
    "CACHE_FILE",
    "FORMAT",
    "VERSION",
    "bundled_record",
    "cache_status",
    "cached_definition",
    "decode",
    "encode",
    "facts_digest",
    "parser_key",
    "stored_gaps",
    "survey_key",
    "write_cache",
]

FORMAT = "mtgrules-parsed-cards"
VERSION = 2
CACHE_FILE = "parsed_cards.zip"

#: The package files whose content decides how a card's text is read into ability objects:
#: the cache made by one version of them is stale for any other.
KEY_SOURCES = (
    "grammar.lark",
    "transform_context.py",  # the transformer's Context and Unread
    "transform_s11_ctl.py",  # s11 h-ctl
    "ir/s11_ctl.py",  # s11 h-ctl
    "parser.py",
    "dungeons.py",  # 309: the dungeon cards' rooms
    "ir/dungeons.py",  # 309, 701.49, 725
    "transform_dungeons.py",  # 309, 701.49, 725
    "ir/sacrifice.py",  # 701.21a: one permanent for each of several nouns
    "transform_sacrifice.py",  # 701.21a
    "ir/attack_costs.py",  # 508.1h: costs to attack
    "transform_attack_costs.py",  # 508.1h
    "ir/control.py",  # s10 h-other: 701.12b
    "transform_s11_dmg.py",  # s11 h-dmg
    "ir/s11_dmg.py",  # s11 h-dmg
    "transform_mana_triggers.py",  # 106.12a
    "ir/mana_triggers.py",  # 106.12a
    "transform_this_turn.py",  # 603.7b
    "ir/this_turn.py",  # 603.7b
    "ir/reflexive.py",  # s10 h-other: 603.12
    "ir/votes.py",  # 701.38
    "transform_vote.py",  # 701.38
    "ir/copy_spell.py",  # s10 h-other: 707.10
    "ir/s11_tok.py",  # s11 h-tok: 707.2, 707.9
    "transform_s11_tok.py",  # s11 h-tok: 707.2, 707.9, 707.10
    "transform_other10.py",  # s10 h-other: 613.1b, 701.12b
    "transform_s11_gy.py",  # s11 h-gy
    "ir/s11_gy.py",  # s11 h-gy
    "flavor.py",  # s10 h-other: flavor words (207.2d)
    "transform_abilities.py",
    "transform_amounts.py",
    "transform_amount_kinds.py",  # h-amount
    "transform_amount_more.py",  # s10 h-amount
    "transform_rt.py",  # s9 rt: which mention is "it"
    "ir/amount_kinds.py",  # h-amount
    "ir/damage_mods.py",  # s10 h-amount: 614.1a
    "transform_effects.py",
    "transform_nouns.py",
    "transform_predicates.py",
    "transform_static.py",
    "transform_entering.py",
    "transform_zones.py",
    "transform_keywords.py",
    "transform_tokens.py",
    "transform_delayed.py",
    "transform_s10_cant.py",  # s10 h-cant
    "transform_s11_combat.py",  # s11 h-combat
    "ir/s11_combat.py",  # s11 h-combat
    "ir/s10_cant.py",  # s10 h-cant
    "words/__init__.py",
    "words/subtypes.py",
    "words/keywords.py",
    "words/english.py",
    "ir/__init__.py",
    "ir/refs.py",
    "ir/values.py",
    "ir/effects.py",
    "ir/effects_zones.py",
    "ir/abilities.py",
    "ir/card.py",
    "ir/entering.py",
    "ir/optional.py",
    "transform_optional.py",
    "transform_payments.py",
    "ir/conditions.py",
    "transform_conditions.py",
    "ir/conditions_more.py",  # s9 cond
    "transform_conditions_more.py",  # s9 cond
    "ir/delayed.py",
    "ir/tokens.py",
    "ir/counters.py",  # counters beyond "put" (122, 701.34)
    "transform_counters.py",
    "transform_face_down.py",
    "ir/face_down.py",
    "words/counters.py",
    "ir/library.py",  # h-look
    "transform_graveyard.py",  # h-gy
    "transform_random.py",  # h-memory: coin flips, die rolls
    "ir/random.py",
    "ir/paid.py",
    "transform_mana.py",  # h-mana
    "transform_act.py",  # h-act: activation costs (602.2b)
    "ir/mana.py",  # h-mana
    "transform_combat.py",  # h-combat
    "ir/combat.py",  # h-combat
    "transform_prevention.py",  # 615.1a
    "ir/prevention.py",
    "ir/lands.py",  # 305.2
    "transform_targets.py",  # 115.3
    "transform_history.py",  # h-history
    "ir/history.py",  # h-history
    "text.py",
    "preparsed.py",
    "transform_keyword_actions.py",  # h-kw-perm
    "ir/keyword_actions.py",  # h-kw-perm
    "transform_trig_events.py",  # h-trig-events
    "ir/trig_events.py",  # h-trig-events
    "transform_trig_combat.py",  # h-trig-combat
    "ir/trig_combat.py",  # h-trig-combat
    "transform_trig_more.py",  # s9 trig
    "transform_trig_batch.py",  # s10 trig
    "transform_costs.py",  # h-costs
    "ir/costs.py",  # h-costs
    "transform_sagas.py",  # 714.2: chapter abilities
    "ir/exiled_cost.py",  # 608.2h: "the exiled card" of a cost (h-gycost)
    "transform_search_named.py",  # h-flash: 701.23 library and/or graveyard
    "ir/zones_more.py",  # h-zones
    "transform_zones_more.py",  # h-zones: zone moves, searching, hidden information
    "transform_cast_flash.py",  # h-flash: 601.3b
    "ir/cast_flash.py",  # h-flash: 601.3b
    "transform_animate.py",  # h-misc: 205.1b
    "ir/animate.py",  # h-misc
    "transform_cant.py",  # h-misc: 602.5
    "ir/cant.py",  # h-misc: 101.2
    "transform_other.py",  # s9 h-other
    "ir/skips.py",  # s9 h-other: 614.10
    "ir/lure.py",  # s9 h-other: 509.1c
    "transform_engine.py",  # s10 engine: 702.44a
    "ir/zones_s10.py",  # s10 h-zones
    "transform_zones_s10.py",  # s10 h-zones: another player's hand and library
    "transform_cond_s10.py",  # s10 cond
    "ir/conditions_s10.py",  # s10 cond
    "transform_s11_count.py",  # s11 h-count
    "ir/s11_count.py",  # s11 h-count
    "transform_s11_lib.py",  # s11 h-lib
    "ir/s11_lib.py",  # s11 h-lib
    "transform_phases.py",  # 500.8
    "ir/phases.py",  # 500.8
)

_IR_PREFIX = "mtgrules.cards.ir:"


# ---------------------------------------------------------------------------------------
# Keys


_KEY: str | None = None


def parser_key() -> str:
    """A hash of the parser's sources (``KEY_SOURCES``): the grammar, the transformers, the
    word lists, the IR classes and this encoding."""
    global _KEY
    if _KEY is None:
        h = hashlib.sha256()
        package = resources.files("mtgrules.cards")
        for name in KEY_SOURCES:
            h.update(name.encode() + b"\0")
            h.update(package.joinpath(name).read_bytes().replace(b"\r\n", b"\n"))
            h.update(b"\0")
        _KEY = h.hexdigest()[:32]
    return _KEY


_SURVEY_KEY: str | None = None


def survey_key() -> str:
    """A hash of everything a card's gaps (``coverage.card_gaps``) follow from: the parser
    (:func:`parser_key`), every source file of ``mtgrules.cards`` (the renderer, the gate)
    and of ``mtgrules.rules`` (what the engine carries out, ``rules/support.py`` and the
    modules it asks), and the bundled card database. The gaps of every card stored with the
    cache (``write_cache(survey=...)``) answer ``mtgrules cards coverage`` only while it is
    the same: any change to the code makes them stale, and the survey is run again."""
    global _SURVEY_KEY
    if _SURVEY_KEY is None:
        h = hashlib.sha256(parser_key().encode())
        root = Path(str(resources.files("mtgrules")))
        for folder in ("cards", "rules"):
            for path in sorted((root / folder).rglob("*.py")):
                h.update(path.relative_to(root).as_posix().encode() + b"\0")
                h.update(path.read_bytes().replace(b"\r\n", b"\n"))
                h.update(b"\0")
        h.update(resources.files("mtgrules.cards").joinpath("data", "cards.json.gz").read_bytes())
        _SURVEY_KEY = h.hexdigest()[:32]
    return _SURVEY_KEY


def facts_digest(
    name: str,
    mana_cost: str | None,
    supertypes: Iterable[str],
    types: Iterable[str],
    subtypes: Iterable[str],
    power: str | None,
    toughness: str | None,
    loyalty: str | None,
    text: str,
    colors: Iterable[str] | None,
) -> str:
    """A digest of the facts a card definition is parsed from (``parser.card_definition``'s
    arguments)."""
    facts = [
        name,
        mana_cost,
        list(supertypes),
        list(types),
        list(subtypes),
        power,
        toughness,
        loyalty,
        text,
        None if colors is None else sorted(colors),
    ]
    blob = json.dumps(facts, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha1(blob.encode()).hexdigest()[:16]


def record_digest(record: Any) -> str:
    """:func:`facts_digest` of a database record, as ``definition_from_record`` reads it."""
    colors = getattr(record, "colors", None)
    return facts_digest(
        record.name,
        record.mana_cost,
        tuple(record.supertypes),
        tuple(t.lower() for t in record.types),
        tuple(record.subtypes),
        record.power,
        record.toughness,
        record.loyalty,
        record.oracle_text or "",
        None if colors is None else tuple(c.upper() for c in colors),
    )


# ---------------------------------------------------------------------------------------
# Encoding


def _class_name(cls: type) -> str:
    name = f"{cls.__module__}:{cls.__qualname__}"
    return name[len(_IR_PREFIX) :] if name.startswith(_IR_PREFIX) else name


_CLASSES: dict[str, type] = {}


def _resolve(name: str) -> type:
    cls = _CLASSES.get(name)
    if cls is not None:
        return cls
    module, _, qual = name.rpartition(":")
    module = module or "mtgrules.cards.ir"
    if not (module == "mtgrules" or module.startswith("mtgrules.")):
        raise ValueError(f"not a class of mtgrules: {name!r}")
    obj: Any = importlib.import_module(module)
    for part in qual.split("."):
        obj = getattr(obj, part)
    if not isinstance(obj, type):
        raise ValueError(f"not a class: {name!r}")
    _CLASSES[name] = obj
    return obj


_MISSING = dataclasses.MISSING


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not _MISSING:
        return f.default
    if f.default_factory is not _MISSING:
        return f.default_factory()
    return _MISSING


def _sort_key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def encode(o: Any) -> Any:
    """A JSON-ready value of ``o`` (a card definition or any part of one)."""
    t = type(o)
    if o is None or t is str or t is int or t is bool:
        return o
    if t is float:
        return o if math.isfinite(o) else {"#f": repr(o)}
    if t is tuple:
        return [encode(x) for x in o]
    if isinstance(o, Enum):
        return {"#e": [_class_name(t), encode(o.value)]}
    if t is list:
        return {"#l": [encode(x) for x in o]}
    if t is frozenset:
        return {"#fs": sorted((encode(x) for x in o), key=_sort_key)}
    if t is set:
        return {"#s": sorted((encode(x) for x in o), key=_sort_key)}
    if t is dict:
        return {"#d": [[encode(k), encode(v)] for k, v in o.items()]}
    if dataclasses.is_dataclass(o) and not isinstance(o, type):
        module = t.__module__
        if not (module == "mtgrules" or module.startswith("mtgrules.")):
            raise TypeError(f"can't encode a {module}.{t.__qualname__}")
        out: dict[str, Any] = {"#": _class_name(t)}
        for f in dataclasses.fields(o):
            value = getattr(o, f.name)
            default = _default(f)
            if (
                default is not _MISSING
                and type(value) is type(default)
                and value == default
                # equal isn't enough for an object with presentation-only (compare=False)
                # parts, such as a Layout: it must be written the same
                and (not dataclasses.is_dataclass(value) or encode(value) == encode(default))
            ):
                continue
            out[f.name] = encode(value)
        return out
    raise TypeError(f"can't encode a {t.__module__}.{t.__qualname__} ({o!r:.80})")


def decode(x: Any) -> Any:
    """The value :func:`encode` wrote."""
    t = type(x)
    if x is None or t is str or t is int or t is bool or t is float:
        return x
    if t is list:
        return tuple(decode(e) for e in x)
    if t is not dict:
        raise ValueError(f"unexpected JSON value {x!r:.80}")
    if "#" in x:
        cls: Any = _resolve(x["#"])
        obj = cls.__new__(cls)
        for f in dataclasses.fields(cls):
            if f.name in x:
                value = decode(x[f.name])
            else:
                value = _default(f)
                if value is _MISSING:
                    raise ValueError(f"{x['#']} without its field {f.name!r}")
            object.__setattr__(obj, f.name, value)
        return obj
    if "#e" in x:
        name, value = x["#e"]
        return _resolve(name)(decode(value))
    if "#fs" in x:
        return frozenset(decode(e) for e in x["#fs"])
    if "#s" in x:
        return {decode(e) for e in x["#s"]}
    if "#l" in x:
        return [decode(e) for e in x["#l"]]
    if "#d" in x:
        return {decode(k): decode(v) for k, v in x["#d"]}
    if "#f" in x:
        return float(x["#f"])
    raise ValueError(f"unknown tag in {x!r:.80}")


def dumps(card: ir.CardDefinition) -> str:
    """A card definition as compact JSON text."""
    return json.dumps(encode(card), ensure_ascii=False, separators=(",", ":"))


def loads(text: str) -> ir.CardDefinition:
    """The card definition of :func:`dumps` text."""
    card = decode(json.loads(text))
    if not isinstance(card, ir.CardDefinition):
        raise ValueError("not a card definition")
    return card


# ---------------------------------------------------------------------------------------
# The cache file


class _Cache:
    def __init__(self) -> None:
        self.loaded = False
        self.status = "not loaded"
        self.zip: zipfile.ZipFile | None = None
        self.buckets: dict[str, str] = {}
        self.entries: dict[str, list[list[Any]]] = {}
        self.definitions: dict[tuple[str, str], ir.CardDefinition] = {}
        self.survey_gaps: dict[str, list[Any]] | None = None
        self.meta: dict[str, Any] = {}
        #: Whether the bundled database is the file the cache was built from (None: not
        #: asked yet).
        self.same_db: bool | None = None

    def load(self) -> None:
        self.loaded = True
        path = os.environ.get("MTGRULES_PARSED_CARDS")
        try:
            if path:
                data = Path(path).read_bytes()
            else:
                data = resources.files("mtgrules.cards").joinpath("data", CACHE_FILE).read_bytes()
        except OSError:
            self.status = "missing"
            return
        try:
            archive = zipfile.ZipFile(io.BytesIO(data))
            meta = json.loads(archive.read(_META))
        except (OSError, ValueError, KeyError, zipfile.BadZipFile):
            self.status = "unreadable"
            return
        if not isinstance(meta, dict) or meta.get("format") != FORMAT:
            self.status = "unreadable"
            return
        if meta.get("version") != VERSION or meta.get("key") != parser_key():
            self.status = "stale"
            return
        self.zip = archive
        self.meta = meta
        self.status = f"fresh ({meta.get('cards', 0)} cards)"

    def survey(self) -> dict[str, list[Any]] | None:
        """The stored ``[facts digest, gaps]`` of every card by name, when they were stored
        under today's :func:`survey_key`."""
        if self.zip is None:
            return None
        try:
            doc = json.loads(self.zip.read(_SURVEY))
        except (KeyError, ValueError):
            return None
        if not isinstance(doc, dict) or doc.get("key") != survey_key():
            return None
        gaps = doc.get("gaps")
        return gaps if isinstance(gaps, dict) else None

    def lines(self, key: str) -> list[list[Any]]:
        """The entries ``[English name, facts digest, definition, record?]`` of the cards
        whose English name has the lookup key ``key`` (one, rarely more; none)."""
        found = self.entries.get(key)
        if found is not None:
            return found
        bucket = _bucket(key)
        text = self.buckets.get(bucket)
        if text is None:
            text = "\n"
            if self.zip is not None:
                with contextlib.suppress(KeyError, ValueError):  # no card of the part
                    text += self.zip.read(f"cards/{bucket}.txt").decode("utf-8")
            self.buckets[bucket] = text
        found = []
        start = text.find(f"\n{key}\t")
        while start >= 0:
            begin = start + len(key) + 2
            end = text.find("\n", begin)
            found.append(json.loads(text[begin : end if end >= 0 else len(text)]))
            start = text.find(f"\n{key}\t", begin)
        self.entries[key] = found
        return found

    def entry(self, name: str) -> list[Any] | None:
        if self.zip is None:
            return None
        for entry in self.lines(normalize_name(name)):
            if entry[0] == name:
                return entry[1:]
        return None


_CACHE = _Cache()
_COMPACT: dict[str, Any] = {"ensure_ascii": False, "separators": (",", ":")}
_META = "meta.json"
_SURVEY = "survey.json"


def _bucket(name: str) -> str:
    """The part of the file a card's entry is in: one of 256, so that a deck reads only the
    parts it needs. By the name's lookup key, so that a deck's "lightning bolt" finds it."""
    return hashlib.sha1(normalize_name(name).encode("utf-8")).hexdigest()[:2]


def database_digest(data: bytes) -> str:
    """The digest of a database file's bytes that the cache's meta records (``"db"``)."""
    return hashlib.sha1(data).hexdigest()


def _package_db_digest() -> str:
    data = resources.files("mtgrules.cards").joinpath("data", "cards.json.gz").read_bytes()
    return database_digest(data)


def bundled_record(name: str) -> CardRecord | None:
    """The bundled database's card of an English card name (in any case: the lookup key), read
    from the cache without loading the database; ``None`` when the cache can't say: the name
    isn't a supported card's English name (a face, a foreign or misspelt name, an unsupported
    card), ``$MTGRULES_CARD_DB`` names another database, the package's database file isn't
    the one the cache was built from, or the cache is stale or missing. The caller then asks
    :meth:`CardDatabase.bundled`, which gives the same card for every name this answers."""
    cache = _CACHE
    if not cache.loaded:
        cache.load()
    if cache.zip is None or bundled_key() != PACKAGE_KEY:
        return None
    if cache.same_db is None:
        cache.same_db = cache.meta.get("db") == _package_db_digest()
    if not cache.same_db:
        return None
    for entry in cache.lines(normalize_name(name)):
        if len(entry) > 3:
            return record_from_raw(entry[3])
    return None


def cache_status() -> str:
    """ "fresh (N cards)", "stale" (made by another version of the parser), "missing" or
    "unreadable"."""
    if not _CACHE.loaded:
        _CACHE.load()
    return _CACHE.status


def reset_cache() -> None:
    """Forget the loaded cache (it is read again on next use): for tests."""
    global _CACHE
    _CACHE = _Cache()


def cached_definition(record: Any) -> ir.CardDefinition | None:
    """The shipped parsed definition of a database record, or ``None`` when there is none for
    it: the card wasn't supported when the cache was built, its facts differ from the ones
    parsed then, or the cache is stale or missing (the caller then parses the text)."""
    cache = _CACHE
    if not cache.loaded:
        cache.load()
    digest = record_digest(record)
    hit = cache.definitions.get((record.name, digest))
    if hit is not None:
        return hit
    entry = cache.entry(record.name)
    if entry is None or entry[0] != digest:
        return None
    card = decode(entry[1])
    if not isinstance(card, ir.CardDefinition):
        return None
    cache.definitions[(record.name, digest)] = card
    return card


def stored_gaps(record: Any) -> list[str] | None:
    """A database record's gaps (``coverage.card_gaps``; an empty list: supported), as
    stored with the cache when it was built, or ``None`` when none were stored for it (its
    facts differ, as in another database) or the code or the bundled database changed since
    (:func:`survey_key`): the caller then checks the card."""
    if not _CACHE.loaded:
        _CACHE.load()
    if _CACHE.survey_gaps is None:
        _CACHE.survey_gaps = _CACHE.survey() or {}
    entry = _CACHE.survey_gaps.get(record.name)
    if entry is None or entry[0] != record_digest(record):
        return None
    return list(entry[1])


def write_cache(
    path: str | os.PathLike[str],
    cards: Iterable[tuple[Any, ir.CardDefinition | str]],
    survey: Iterable[tuple[Any, list[str]]] | None = None,
    *,
    raws: dict[str, dict[str, Any]] | None = None,
    db_digest: str | None = None,
) -> int:
    """Write (record, definition) pairs as a cache file (a definition may be given as its
    :func:`dumps` text); returns the bytes written (reproducible: fixed time stamps).
    ``survey``: (record, its gaps) of every card, stored under today's :func:`survey_key`.
    ``raws``: English name -> compact record, for the cards the bundled database resolves
    their English name to (:func:`bundled_record`); ``db_digest``: :func:`database_digest` of
    that database's file."""
    buckets: dict[str, list[str]] = {}
    count = 0
    for record, card in sorted(cards, key=lambda rc: rc[0].name):
        encoded = json.loads(card) if isinstance(card, str) else encode(card)
        entry = [record.name, record_digest(record), encoded]
        if raws is not None and record.name in raws:
            entry.append(raws[record.name])
        key = normalize_name(record.name)
        line = json.dumps(entry, **_COMPACT)
        buckets.setdefault(_bucket(key), []).append(f"{key}\t{line}\n")
        count += 1
    meta: dict[str, Any] = {"format": FORMAT, "version": VERSION, "key": parser_key()}
    meta["cards"] = count
    if db_digest is not None:
        meta["db"] = db_digest
    members: list[tuple[str, Any]] = [(_META, meta)]
    members += [(f"cards/{b}.txt", "".join(buckets[b])) for b in sorted(buckets)]
    if survey is not None:
        gaps = {r.name: [record_digest(r), g] for r, g in sorted(survey, key=lambda rg: rg[0].name)}
        members.append((_SURVEY, {"key": survey_key(), "gaps": gaps}))
    out = Path(path)
    tmp = out.with_name(out.name + ".tmp")
    with zipfile.ZipFile(tmp, "w") as archive:
        for name, doc in members:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            text = doc if isinstance(doc, str) else json.dumps(doc, **_COMPACT)
            archive.writestr(info, text.encode("utf-8"), compresslevel=9)
    tmp.replace(out)
    return out.stat().st_size
