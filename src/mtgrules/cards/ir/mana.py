"""h-mana (issue 12): effects of the mana, choices and energy family that have no older IR
home: "Target creature becomes the color of your choice until end of turn." (105.4, 608.2d,
613.1e) and "... becomes the creature type of your choice until end of turn." (205.1b,
613.1d). Carried out by ``rules/mana_abilities.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Ref
from mtgrules.cards.ir.values import Duration


@dataclass(frozen=True, slots=True)
class BecomesChosen:
    """ "becomes the color of your choice" (``kind`` "color": 105.4, one of the five colors,
    layer 5) / "becomes the creature type of your choice" (``kind`` "creature type": 205.1b,
    it loses its other creature types, layer 4). The controller chooses as it resolves
    (608.2d)."""

    what: Ref
    kind: str
    duration: Duration = Duration.PERMANENT
