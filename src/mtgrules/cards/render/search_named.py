"""h-flash: a card name read lowercased ("named vraska, scheming gorgon") written back in
its printed case; a name this can't restore fails the round trip, so the gate refuses it."""

from __future__ import annotations

_SMALL = frozenset({"the", "of", "a", "an", "and", "to", "in", "on", "from", "for"})


def _cap(word: str) -> str:
    return "-".join(part[:1].upper() + part[1:] for part in word.split("-"))


def name_case(name: str) -> str:
    """ "nicol bolas, the deceiver" -> "Nicol Bolas, the Deceiver"."""
    words = name.split(" ")
    return " ".join(w if i and w in _SMALL else _cap(w) for i, w in enumerate(words))
