"""Snow mana, {S} (107.4h): "one mana of any type produced by a snow source".

Not carried out yet: the mana pool doesn't keep which of its mana a snow source made, so a
cost with {S} could never be paid (a blind check found Rimehorn Aurochs's ability refused
with three snow lands untapped). Until it is, a card with {S} anywhere in its costs or text
is refused by the support gate (:func:`gap`) rather than played half-understood.
"""

from __future__ import annotations

from typing import Any

from ..cards import ir

SNOW_SYMBOL = "{S}"
GAP = "snow mana: a cost with {S} (107.4h) can't be paid yet"


def mentions_snow_mana(thing: Any, _seen: set[int] | None = None) -> bool:
    """Whether ``thing`` (a card, an ability, any part of the card IR) has an {S} symbol."""
    seen = _seen if _seen is not None else set()
    if id(thing) in seen:
        return False
    seen.add(id(thing))
    if isinstance(thing, str):
        return SNOW_SYMBOL in thing.upper()
    if isinstance(thing, tuple | list | frozenset | set):
        return any(mentions_snow_mana(t, seen) for t in thing)
    if hasattr(thing, "__dataclass_fields__"):
        for f in thing.__dataclass_fields__:
            if f in ("name", "flavor_name", "foreign_names", "text", "oracle_text"):
                continue
            v = getattr(thing, f, None)
            if (
                v is not None
                and not isinstance(v, bool | int | float)
                and mentions_snow_mana(v, seen)
            ):
                return True
    return False


def gap(card: ir.CardDefinition) -> list[str]:
    """The support gate's refusal for a card with an {S} cost (107.4h), else nothing."""
    return [GAP] if mentions_snow_mana(card) else []
