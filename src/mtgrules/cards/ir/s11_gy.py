"""IR of the eleventh session's graveyard/exile family (issue 12)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.ir.values import Layout


@dataclass(frozen=True, slots=True)
class CastSelfFromGraveyard:
    """601.3, 113.6f: "You may cast this card from your graveyard." / "... if a non-Zombie
    creature died this turn." / "... as long as you control a Zombie." / "... by paying {2}{W}
    rather than paying its mana cost." (118.9). Carried out by rules/graveyard_cast.py."""

    condition: Any = None  # an ir condition (ir/conditions.py), or None: always
    form: str = ""  # how the condition is written: "if" or "as long as"
    mana: str | None = None  # the alternative cost paid rather than the mana cost (118.9)
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
