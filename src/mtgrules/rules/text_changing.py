"""Text-changing effects (612) and layer 3 (613.1c).

Sleight of Mind and Magical Hack: "change the text of target spell or permanent by replacing
all instances of one color word with another" (or one basic land type with another). The two
words are chosen as the effect resolves (608.2d); the effect lasts indefinitely (611.2) and
rewrites the words as they are used in the object's abilities and type line (612.1, 612.2):
color words in qualities ("protection from black") and filters ("nonblack"), basic land types
in filters, landwalk names ("swampwalk") and subtypes. It never changes a name or a mana
symbol (612.2): those are not the words it looks at. Abilities granted by other effects
(layer 6) are never rewritten (612.3): layer 3 comes first.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ..cards import ir
from .type_changing import BASIC_MANA_ABILITY

if TYPE_CHECKING:
    from ..records import Characteristics
    from ..state import GameState

#: 105.1: the five color words, by the letter the IR stores.
COLOR_WORDS: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: 305.6: the basic land types.
BASIC_LAND_TYPES: tuple[str, ...] = ("Plains", "Island", "Swamp", "Mountain", "Forest")

_COLOR_FIELDS = ("colors", "non_colors")
_SUBTYPE_FIELDS = ("subtypes", "non_subtypes")


def _swap(word: str, old: str, new: str) -> str:
    return new if word == old else word


def substitute(value: Any, kind: str, old: str, new: str) -> Any:
    """612.2: ``value`` (IR, frozen dataclasses) with every instance of ``old`` used as a
    color word (``kind`` "color": ``old``/``new`` are letters) or as a basic land type
    (``kind`` "land") replaced by ``new``. Returns ``value`` itself where nothing changes."""
    if isinstance(value, tuple):
        items = tuple(substitute(v, kind, old, new) for v in value)
        return value if items == value else items
    if isinstance(value, frozenset):
        items2 = frozenset(substitute(v, kind, old, new) for v in value)
        return value if items2 == value else items2
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    changes: dict[str, Any] = {}
    if isinstance(value, ir.Quality):
        if kind == "color" and value.kind is ir.QualityKind.COLOR and value.value == old:
            return dataclasses.replace(value, value=new)  # "protection from black" (702.16a)
        return value
    if isinstance(value, ir.Keyword) and kind == "land":
        walk = old.lower() + "walk"  # 702.14: landwalk names its land type
        if value.name == walk:
            changes["name"] = new.lower() + "walk"
    for f in dataclasses.fields(value):
        if not f.compare:
            continue  # layout only (how the text is printed), never a rules word
        cur = getattr(value, f.name)
        if isinstance(value, ir.Filter) and isinstance(cur, frozenset):
            fields = _COLOR_FIELDS if kind == "color" else _SUBTYPE_FIELDS
            if f.name in fields:
                new_set = frozenset(_swap(w, old, new) for w in cur)
            else:
                continue
            if new_set != cur:
                changes[f.name] = new_set
            continue
        if f.name in changes:
            continue
        if isinstance(cur, str):
            if kind == "land" and cur == old and f.name in ("land_type", "subtype"):
                changes[f.name] = new
            continue
        sub = substitute(cur, kind, old, new)
        if sub is not cur:
            changes[f.name] = sub
    return dataclasses.replace(value, **changes) if changes else value


def apply_layer3(game: GameState, result: dict[int, Characteristics]) -> None:
    """Layer 3 (613.1c): text-changing effects, in timestamp order (613.7)."""
    for e in sorted(game.continuous_effects, key=lambda e: e.timestamp):
        if e.text_change is None:
            continue
        kind, old, new = e.text_change
        for oid in e.affected:
            ch = result.get(oid)
            if ch is None:
                continue
            ch.abilities = substitute(ch.abilities, kind, old, new)  # 612.1: rules text
            if kind == "land" and old in ch.subtypes:  # 612.1: the type line
                ch.subtypes = (ch.subtypes - {old}) | {new}
                # 305.6: the intrinsic mana ability goes with the basic land type (the type
                # changed, not the mana symbol: 612.2)
                was, now = BASIC_MANA_ABILITY[old], BASIC_MANA_ABILITY[new]
                ch.abilities = tuple(now if a == was else a for a in ch.abilities)
