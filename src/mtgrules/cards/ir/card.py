"""A card: its characteristics as printed and the abilities its text was read into."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.cards.ir.abilities import Ability


@dataclass(frozen=True, slots=True)
class CardDefinition:
    """A card's characteristics as printed (its Oracle text read into abilities).

    Shared by every object made from this card in every game: never mutated.
    """

    name: str
    mana_cost: str | None = None
    colors: frozenset[str] = frozenset()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text: str = ""
    abilities: tuple[Ability, ...] = ()
    color_indicator: frozenset[str] | None = None
    is_token: bool = False
    extra: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    # 712.2, 712.8e: a nonmodal double-faced card's back face (the front face's definition
    # holds it; rules/transforming.py turns the permanent over to it)
    back: CardDefinition | None = field(default=None, compare=False, hash=False, repr=False)
