"""Players (102) and what the game tracks about them (119, 122)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .mana import ManaPool


@dataclass(slots=True)
class Player:
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

    def clone(self) -> Player:
        return Player(
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
