"""614.1a damage modification written back (s10 h-amount): "If a red source you control
would deal damage to a permanent or player, it deals that much damage plus 1 to that
permanent or player instead." (ir/damage_mods.py)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards.ir import DamageModification, DamageSource
from mtgrules.cards.words import COLOR_NAMES

__all__ = ["damage_mod_text"]

_TO = {
    "any": " to a permanent or player",
    "opponent": " to an opponent or a permanent an opponent controls",
    "your creature": " to a creature you control",
    "any unsaid": "",
    "an opponent": " to an opponent",  # s11 h-dmg
}
_AGAIN = {"any": " to that permanent or player", "your creature": " to that creature"}
_AGAIN["an opponent"] = " to that player"  # s11 h-dmg
_AGAIN["opponent"] = " to that player or permanent"  # s11 h-dmg


def _article(rest: str) -> str:
    return ("an " if rest[:1].lower() in "aeiou" else "a ") + rest


def _source_text(s: DamageSource) -> str:
    if s.subtypes:  # "a Lizard, Mouse, Otter, or Raccoon you control"
        *first, last = s.subtypes
        listed = ", ".join(first) + ("," if len(first) > 1 else "") + " or " + last
        return _article(listed) + " you control"
    if s.entered:
        return "a creature you control that entered this turn"
    quals = " or ".join(COLOR_NAMES.get(q, q) for q in s.quals)
    rest = (quals + " " if quals else "") + s.head
    text = "another " + rest if s.other else _article(rest)
    return text + (" you control" if s.yours else "")


def damage_mod_text(e: DamageModification, measure_text: Callable[[Any], str]) -> str:
    """614.1a: the whole sentence, without its period."""
    kind = "noncombat damage" if e.noncombat else "damage"
    if e.how == "twice":
        result = "twice that much damage"
    elif e.how in ("double", "triple"):  # s11 h-dmg
        result = f"{e.how} that damage"
    elif not isinstance(e.amount, int):  # "plus an amount of damage equal to ..."
        result = f"that much damage {e.how} an amount of damage equal to {measure_text(e.amount)}"
    else:
        result = f"that much damage {e.how} {e.amount}"
    again = _AGAIN[e.to] if e.again else ""
    return (
        f"if {_source_text(e.source)} would deal {kind}{_TO[e.to]}, it deals {result}{again} "
        "instead"
    )
