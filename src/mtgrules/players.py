"""Players (102) and what the game tracks about them (119, 122)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .mana import ManaPool
from .objects import _counted_setattr


@dataclass(slots=True)
class _PlayerFields:
    """The fields of a :class:`Player`; a copy is made as one of these (objects.py)."""

    index: int
    name: str
    life: int = 20  # 119.1
    poison: int = 0  # 122.1f
    counters: dict[str, int] = field(default_factory=dict)
    mana_pool: ManaPool = field(default_factory=ManaPool)
    library: list[int] = field(default_factory=list)  # top card last
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)  # top card last
    lost: bool = False
    loss_reason: str = ""
    drew_from_empty: bool = False  # 704.5b
    lands_played: int = 0  # 305.2
    land_drops: int = 1
    life_gained_this_turn: int = 0


class Player(_PlayerFields):
    __slots__ = ()
    __setattr__ = _counted_setattr  # every write is a change to the game (objects.py)

    def clone(self) -> Player:
        p = _PlayerFields(
            self.index,
            self.name,
            self.life,
            self.poison,
            dict(self.counters),
            self.mana_pool.copy(),
            list(self.library),
            list(self.hand),
            list(self.graveyard),
            self.lost,
            self.loss_reason,
            self.drew_from_empty,
            self.lands_played,
            self.land_drops,
            self.life_gained_this_turn,
        )
        p.__class__ = Player  # made without counting writes: a copy changes nothing
        return p  # type: ignore[return-value]
