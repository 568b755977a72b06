"""h-misc (issue 12): an object that becomes a creature: "Target land becomes a 3/3 Elemental
creature with haste until end of turn. It's still a land." (Llanowar Loamspeaker), "This
artifact becomes a 4/4 red and green Dragon artifact creature with flying until end of
turn." (Atarka Monument), "This Vehicle becomes an artifact creature until end of turn."

One continuous effect with one timestamp that applies in several layers (613.6): layer 4 its
card types and creature types (613.1d, 205.1a-b), layer 5 its colors (613.1e), layer 6 the
abilities it gains (613.1f), layer 7b its power and toughness (613.4b). Carried out by
``rules/effects_animate.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.cards.ir.refs import Amount, Ref
from mtgrules.cards.ir.values import Duration

if TYPE_CHECKING:
    from mtgrules.cards.ir.abilities import Ability

#: how the text keeps the object's other types (205.1b), written after the creature
STILL_CLAUSE = "clause"  # "a 3/3 creature that's still a land"
STILL_SENTENCE = "sentence"  # "... creature until end of turn. It's still a land."
IN_ADDITION = "in addition"  # "a 2/2 Spirit creature in addition to its other types"


@dataclass(frozen=True, slots=True)
class Animate:
    """ "becomes a [P/T] [colors] [creature types] [artifact] creature [with KEYWORDS]":
    ``types`` the card types written, in order ("artifact", "creature"); ``still`` the
    type it's still ("land", "Cave land") with ``keep`` how it is written, or ``keep``
    IN_ADDITION. Without either and without "artifact creature" the new card types replace
    the old ones (205.1a)."""

    what: Ref
    power: int | None = None
    toughness: int | None = None
    colors: tuple[str, ...] = ()  # letters, in the order written
    creature_types: tuple[str, ...] = ()
    types: tuple[str, ...] = ("creature",)
    abilities: tuple[Ability, ...] = ()
    keep: str | None = None
    still: str = ""
    duration: Duration = Duration.PERMANENT
    all_creature_types: bool = False  # "with all creature types" (205.3m, Mutavault)
    base_words: bool = False  # "... creature with base power and toughness 3/3"
    # "becomes an X/X ...": the X of its cost (107.3) or "where X is ..." (107.3c), counted
    # as it resolves (608.2h); power and toughness are then None
    amount: Amount | None = None

    @property
    def retains_types(self) -> bool:
        """205.1b: "still a land" / "in addition to its other types" / "artifact creature"
        keep the object's card types (and, but for creature types, its subtypes)."""
        return self.keep is not None or "artifact" in self.types
