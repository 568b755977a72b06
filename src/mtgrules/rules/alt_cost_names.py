"""How a cast names an alternative cost (118.9, 601.2b): by a part of the short name it goes by
("exile from hand", ...), in every place that looks for it (rules/costs.alternative_cost,
rules/pitch_costs.pitch_alt, rules/cast_cost_choices' opponent who gains life); and what a
refusal lists when the card has no such cost."""

from __future__ import annotations

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject


def named(obj: GameObject, text: str) -> ir.AlternativeCost | None:
    """The first alternative cost of ``obj`` whose short name contains ``text``."""
    want = text.lower().strip()
    for a in obj.card.abilities:
        if isinstance(a, ir.AlternativeCost) and want in a.text.lower():
            return a
    return None


def refusal(obj: GameObject, text: str) -> IllegalActionError:
    """118.9: the card has no alternative cost by that name: the names it has."""
    known = [a.text for a in obj.card.abilities if isinstance(a, ir.AlternativeCost)]
    listed = f" (its alternative costs: {', '.join(map(repr, known))})" if known else ""
    return IllegalActionError(f"{obj.name} has no alternative cost {text!r}{listed}", "118.9")
