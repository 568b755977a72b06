"""Playing more lands (305.2): "You may play an additional land on each of your turns." (a
static ability of a permanent) and "You may play an additional land this turn." (an effect).
Carried out by ``rules/land_drops.py``."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.cards.ir.values import Layout


@dataclass(frozen=True, slots=True)
class AdditionalLands:
    """305.2: "You may play an additional land on each of your turns." (``count`` more lands
    each of its controller's turns; "two additional lands" is 2)."""

    count: int = 1
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class PlayAdditionalLands:
    """305.2, 611.2a: "You may play an additional land this turn." (one-shot, for the turn)."""

    count: int = 1
