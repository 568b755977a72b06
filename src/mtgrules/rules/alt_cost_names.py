"""What a refusal lists when a cast names an alternative cost the card doesn't have (118.9,
601.2b): the short names its alternative costs go by ("exile from hand", ...)."""

from __future__ import annotations

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject


def refusal(obj: GameObject, text: str) -> IllegalActionError:
    """118.9: the card has no alternative cost by that name: the names it has."""
    known = [a.text for a in obj.card.abilities if isinstance(a, ir.AlternativeCost)]
    listed = f" (its alternative costs: {', '.join(map(repr, known))})" if known else ""
    return IllegalActionError(f"{obj.name} has no alternative cost {text!r}{listed}", "118.9")
