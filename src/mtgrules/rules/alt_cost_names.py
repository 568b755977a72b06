"""How a cast names an alternative cost (118.9, 601.2b): by a part of the short name it goes by
("exile from hand", ...), in every place that looks for it (rules/costs.alternative_cost,
rules/pitch_costs.pitch_alt, rules/cast_cost_choices' opponent who gains life); and what a
refusal lists when the card has no such cost."""

from __future__ import annotations

import re

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject


def named(obj: GameObject, text: str) -> ir.AlternativeCost | None:
    """The first alternative cost of ``obj`` whose short name contains ``text``, else the
    first whose wording on the card starts with it ("exile a red card" for "You may exile a
    red card from your hand rather than pay this spell's mana cost.", SCENARIOS.md)."""
    want = text.lower().strip()
    alts = [a for a in obj.card.abilities if isinstance(a, ir.AlternativeCost)]
    for a in alts:
        if want in a.text.lower():
            return a
    worded = _wordings(obj.card)
    if want and len(worded) == len(alts):  # each cost's wording, in printed order
        for a, words in zip(alts, worded, strict=True):
            if words.startswith(want):
                return a
    return None


# 118.9: "[If CONDITION, ]you may COST rather than pay this spell's mana cost."
_WORDING = re.compile(r"you may (.+?) rather than pay this spell's mana cost")


def _wordings(card: ir.CardDefinition) -> list[str]:
    """The alternative costs' wordings in the card's text, in printed order."""
    return [m.group(1) for m in _WORDING.finditer(card.text.lower())]


def refusal(obj: GameObject, text: str) -> IllegalActionError:
    """118.9: the card has no alternative cost by that name: the names it has."""
    known = [a.text for a in obj.card.abilities if isinstance(a, ir.AlternativeCost)]
    listed = f" (its alternative costs: {', '.join(map(repr, known))})" if known else ""
    return IllegalActionError(f"{obj.name} has no alternative cost {text!r}{listed}", "118.9")
