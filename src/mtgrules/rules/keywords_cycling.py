"""Typecycling (702.29e-f): "[Type]cycling [cost]" means "[Cost], Discard this card: Search
your library for a [type] card, reveal it, and put it into your hand. Then shuffle your
library." (cycling itself is in rules/keywords.py). The type is a subtype ("swampcycling"),
"basic land" (basic landcycling) or "land" (landcycling)."""

from __future__ import annotations

from dataclasses import replace

from ..cards import ir, words

_SUBTYPES = {t.lower(): t for t in words.TYPECYCLING_TYPES}


def search_filter(name: str) -> ir.Filter | None:
    """The cards a typecycling ability named ``name`` searches for; None if it isn't one."""
    if not name.endswith("cycling") or name == "cycling":
        return None
    kind = name[: -len("cycling")]
    if kind == "basic land":
        return ir.Filter(types=frozenset({"land"}), supertypes=frozenset({"basic"}), zone="library")
    if kind == "land":
        return ir.Filter(types=frozenset({"land"}), zone="library")
    subtype = _SUBTYPES.get(kind)
    if subtype is None:
        return None
    return ir.Filter(subtypes=frozenset({subtype}), zone="library")


def typecycling_ability(kw: ir.Keyword) -> ir.ActivatedAbility | None:
    """702.29e: the activated ability a typecycling keyword stands for (115.1e); it works only
    from its owner's hand (702.29a: "Discard this card")."""
    flt = search_filter(kw.name)
    if flt is None or kw.cost is None:
        return None
    search = ir.SearchLibrary(flt, reveal=True)  # 701.23, 701.20a
    return ir.ActivatedAbility(replace(kw.cost, discard_self=True), (search,))
