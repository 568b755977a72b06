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
    # h-chosen: {THAT_TYPE} for "becomes that type" (the type a "Choose a creature type."
    # before it chose, filled in as it resolves, 608.2c): no choice is asked here
    that: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class ChooseValue:
    """ "Choose a creature type." as an instruction (608.2d: the controller chooses as the
    spell or ability resolves; ``kind`` "creature type", 205.3m). The later instructions of
    the same resolution read "of the chosen type" (``refs.CHOSEN_TYPE``) as the type chosen;
    a continuous effect they create keeps it (611.2a). Carried out by
    ``rules/mana_abilities.py``."""

    kind: str
    other_than: str | None = None  # "Choose a creature type other than Wall." (Imagecrafter)
