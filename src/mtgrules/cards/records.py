"""Card records: the Oracle facts of one card (:class:`CardRecord`), type lines and mana costs,
name normalisation, and the compact file format of a card database (``database.py``)."""

from __future__ import annotations

import gzip
import json
import math
import os
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.color_indicators import colors_for
from mtgrules.cards.color_indicators import unknown as unknown_colors

COLOR_ORDER = "WUBRG"
FORMAT_NAME = "mtgrules-cards"
FORMAT_VERSION = 1
ENV_VAR = "MTGRULES_CARD_DB"

RawCard = dict[str, Any]

#: Supertypes (CR 205.4a, plus the Un-set "Host" and old "Elite"); everything else left of the
#: dash is a card type.
SUPERTYPES = words.SUPERTYPE_WORDS
#: Subtypes that are more than one word and aren't plane types (which are always one subtype).
MULTIWORD_SUBTYPES = frozenset({"Time Lord"})

_DASH = re.compile(r"\s*—\s*|\s+[–-]\s+")


# --------------------------------------------------------------------------------------------
# Type lines and mana costs


def parse_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split a type line into (supertypes, types, subtypes).

    Supertypes and card types come back lower-case, subtypes as printed:
    ``"Legendary Creature — Human Knight"`` -> ``(("legendary",), ("creature",), ("Human",
    "Knight"))``. The dash may be an em dash, or an en dash or hyphen with spaces around it.
    A plane's subtype is the whole text after the dash (``"Plane — Serra's Realm"``).
    """
    parts = _DASH.split(type_line.strip(), maxsplit=1)
    left = parts[0].split()
    right = parts[1].strip() if len(parts) > 1 else ""
    supertypes = tuple(w.lower() for w in left if w.lower() in SUPERTYPES)
    types = tuple(w.lower() for w in left if w.lower() not in SUPERTYPES)
    if not right:
        return supertypes, types, ()
    if types == ("plane",):
        return supertypes, types, (right,)
    words = right.split()
    subtypes: list[str] = []
    i = 0
    while i < len(words):
        pair = " ".join(words[i : i + 2])
        if i + 1 < len(words) and pair in MULTIWORD_SUBTYPES:
            subtypes.append(pair)
            i += 2
        else:
            subtypes.append(words[i])
            i += 1
    return supertypes, types, tuple(subtypes)


def format_type_line(
    supertypes: Iterable[str], types: Iterable[str], subtypes: Iterable[str]
) -> str:
    """Render (supertypes, types, subtypes) as a printed type line, the inverse of
    :func:`parse_type_line`."""
    left = " ".join(w[:1].upper() + w[1:] for w in (*supertypes, *types))
    sub = " ".join(subtypes)
    return f"{left} — {sub}" if sub else left


_SYMBOL = re.compile(r"\{([^{}]*)\}")


def mana_symbols(mana_cost: str | None) -> list[str]:
    """The symbols of a mana cost without braces: ``"{2}{W/U}"`` -> ``["2", "W/U"]``."""
    return _SYMBOL.findall(mana_cost) if mana_cost else []


def _symbol_value(symbol: str) -> float:
    if symbol.isdigit():
        return float(int(symbol))
    if symbol in ("X", "Y", "Z"):
        return 0.0
    if symbol == "∞":
        return math.inf
    if len(symbol) == 2 and symbol[0] == "H":  # Un-set half mana, {HW}
        return 0.5
    best = 0.0
    for part in symbol.split("/"):
        if part.isdigit():
            best = max(best, float(int(part)))
        elif part != "P":  # a colored / colorless / snow part; a Phyrexian "P" adds nothing
            best = max(best, 1.0)
    return best


def mana_value_of(mana_cost: str | None) -> float:
    """The mana value of a mana cost (CR 202.3): X is 0, a hybrid symbol counts its largest
    component, a Phyrexian symbol 1."""
    return float(sum(_symbol_value(s) for s in mana_symbols(mana_cost)))


def colors_of(mana_cost: str | None) -> tuple[str, ...]:
    """The colors of the mana symbols in a cost (CR 202.2), in WUBRG order; hybrid and
    Phyrexian symbols count for each of their colors."""
    found: set[str] = set()
    for symbol in mana_symbols(mana_cost):
        for part in symbol.split("/"):
            letter = part[1:] if len(part) == 2 and part[0] == "H" else part
            if letter in COLOR_ORDER:
                found.add(letter)
    return tuple(c for c in COLOR_ORDER if c in found)


def _sort_colors(colors: Iterable[str]) -> tuple[str, ...]:
    found = set(colors)
    return tuple(c for c in COLOR_ORDER if c in found)


# --------------------------------------------------------------------------------------------
# Records


@dataclass(frozen=True, slots=True)
class CardRecord:
    """The Oracle facts of one card (or of one face of a multi-face card).

    For a multi-face card the top-level fields are those of its first face, under the card's
    full name (``"Fire // Ice"``); ``mana_value`` is the whole card's, and ``faces`` holds one
    record per face. ``foreign_names`` is a tuple of ``(language code, printed name)`` pairs,
    language codes as in ``"de"``, ``"es"``, ``"fr"``, ``"ja"``.
    """

    name: str
    mana_cost: str | None = None
    colors: tuple[str, ...] = ()
    mana_value: float = 0.0
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    oracle_text: str = ""
    layout: str = "normal"
    faces: tuple[CardRecord, ...] = ()
    incomplete: bool = False
    incomplete_reason: str | None = None
    foreign_names: tuple[tuple[str, str], ...] = ()

    @property
    def type_line(self) -> str:
        """The type line, rendered from supertypes, types and subtypes."""
        return format_type_line(self.supertypes, self.types, self.subtypes)

    def has_type(self, card_type: str) -> bool:
        """Whether the card has this card type (case-insensitive: ``"Creature"``)."""
        return card_type.lower() in self.types

    def foreign_name(self, language: str) -> str | None:
        """The printed name in a language (code such as ``"de"``), if known."""
        for lang, name in self.foreign_names:
            if lang == language:
                return name
        return None

    def face(self, name: str) -> CardRecord:
        """The face with this name (case-insensitive); ``KeyError`` if there is none."""
        key = normalize_name(name)
        for f in self.faces:
            if normalize_name(f.name) == key:
                return f
        raise KeyError(name)


def _fmt_number(value: float) -> float | int:
    return int(value) if value.is_integer() else value


def record_to_raw(record: CardRecord, parent_layout: str | None = None) -> RawCard:
    """The compact dict of a record, as stored in database files.

    Keys: n name, m mana cost, v mana value (only where it isn't the cost's), c colors as a
    string (only where they aren't the cost's), t type line, T [supertypes, types, subtypes]
    (only where parsing t doesn't give them back), p power, h toughness, l loyalty, d defense,
    x oracle text, y layout (only where not "normal", or not the parent card's for a face),
    f faces, i the reason a record is incomplete, g foreign names {language: name}.
    """
    raw: RawCard = {"n": record.name}
    if record.mana_cost is not None:
        raw["m"] = record.mana_cost
    if record.mana_value != mana_value_of(record.mana_cost):
        raw["v"] = _fmt_number(record.mana_value)
    if record.colors != colors_of(record.mana_cost):
        raw["c"] = "".join(record.colors)
    parts = (record.supertypes, record.types, record.subtypes)
    line = format_type_line(*parts)
    if line:
        raw["t"] = line
    if parse_type_line(line) != parts:
        raw["T"] = [list(p) for p in parts]
    for key, value in (
        ("p", record.power),
        ("h", record.toughness),
        ("l", record.loyalty),
        ("d", record.defense),
    ):
        if value is not None:
            raw[key] = value
    if record.oracle_text:
        raw["x"] = record.oracle_text
    if record.layout != (parent_layout or "normal"):
        raw["y"] = record.layout
    if record.faces:
        raw["f"] = [record_to_raw(f, record.layout) for f in record.faces]
    if record.incomplete:
        raw["i"] = record.incomplete_reason or "incomplete"
    if record.foreign_names:
        raw["g"] = dict(record.foreign_names)
    return raw


def _colors(name: str, cost: str | None) -> tuple[str, ...]:
    """202.2: the colors of a card without colors in the data: its mana cost's, or, with no
    mana cost, its color indicator's (204; cards/color_indicators.py)."""
    if not cost:
        known = colors_for(name)
        if known is not None:
            return known
    return colors_of(cost)


def record_from_raw(raw: Mapping[str, Any], parent_layout: str | None = None) -> CardRecord:
    """The record of a compact dict (see :func:`record_to_raw`)."""
    cost = raw.get("m")
    if "T" in raw:
        sup, types, sub = (tuple(p) for p in raw["T"])
    else:
        sup, types, sub = parse_type_line(raw.get("t", ""))
    layout = raw.get("y", parent_layout or "normal")
    reason = raw.get("i")
    if reason is None and "c" not in raw and not cost:  # 204: the data has no indicator
        reason = unknown_colors(raw["n"], types, cost)
    return CardRecord(
        name=raw["n"],
        mana_cost=cost,
        colors=tuple(raw["c"]) if "c" in raw else _colors(raw["n"], cost),
        mana_value=float(raw["v"]) if "v" in raw else mana_value_of(cost),
        supertypes=sup,
        types=types,
        subtypes=sub,
        power=raw.get("p"),
        toughness=raw.get("h"),
        loyalty=raw.get("l"),
        defense=raw.get("d"),
        oracle_text=raw.get("x", ""),
        layout=layout,
        faces=tuple(record_from_raw(f, layout) for f in raw.get("f", ())),
        incomplete=reason is not None,
        incomplete_reason=reason,
        foreign_names=tuple(raw.get("g", {}).items()),
    )


# --------------------------------------------------------------------------------------------
# Names

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "´": "'", "`": "'"})
_SPACES = re.compile(r"\s+")
_SLASHES = re.compile(r"\s*//\s*")


def normalize_name(name: str) -> str:
    """The lookup key of a name: case-folded, curly apostrophes made straight, "Æ" as "ae",
    whitespace collapsed, ``"Fire//Ice"`` spaced as ``"fire // ice"``."""
    if name.isascii() and "/" not in name and "  " not in name and "`" not in name:
        return name.lower().strip()  # the common case, 5x faster
    key = unicodedata.normalize("NFC", name).translate(_APOSTROPHES).casefold()
    key = key.replace("æ", "ae")
    key = _SLASHES.sub(" // ", key)
    return _SPACES.sub(" ", key).strip()


_LOOSE_DROP = re.compile(r"[^\w/ ]+")


def _loose_key(key: str) -> str:
    """A looser key for a second try: no accents, no punctuation, hyphens as spaces."""
    decomposed = unicodedata.normalize("NFKD", key.replace("-", " "))
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SPACES.sub(" ", _LOOSE_DROP.sub("", plain)).strip()


# --------------------------------------------------------------------------------------------
# Files


def read_database_file(path: str | os.PathLike[str]) -> tuple[list[RawCard], str | None]:
    """The raw cards and source line of a database file (gzip-compressed or plain JSON)."""
    return _parse_database_bytes(Path(path).read_bytes(), str(path))


def _parse_database_bytes(data: bytes, origin: str) -> tuple[list[RawCard], str | None]:
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    doc = json.loads(data)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_NAME:
        raise ValueError(f"{origin}: not a {FORMAT_NAME} database file")
    if doc.get("version") != FORMAT_VERSION:
        raise ValueError(f"{origin}: unsupported {FORMAT_NAME} version {doc.get('version')!r}")
    return doc["cards"], doc.get("source")


def write_database_file(
    path: str | os.PathLike[str], raws: Iterable[RawCard], source: str | None = None
) -> int:
    """Write raw cards as a gzip (level 9) database file; returns the number of bytes written.

    The output is reproducible: the gzip header carries no file name and no time stamp.
    """
    doc = {"format": FORMAT_NAME, "version": FORMAT_VERSION, "source": source, "cards": []}
    head = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))[: -len("[]}")]
    body = ",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in raws)
    text = head + "[\n" + body + "\n]}\n"
    data = gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(out)
    return len(data)


#: :func:`bundled_key` of the package's own database file.
PACKAGE_KEY = "<package>"


def bundled_key() -> str:
    """Which database :meth:`CardDatabase.bundled` is: the resolved path of the file named by
    ``$MTGRULES_CARD_DB`` where that file exists, else :data:`PACKAGE_KEY` (the package data);
    cheap, and it loads nothing."""
    env = os.environ.get(ENV_VAR)
    env_path = Path(env).expanduser() if env else None
    if env_path is not None and env_path.is_file():
        return str(env_path.resolve())
    return PACKAGE_KEY
