"""More kinds of condition (issue 12, s9 "cond"): "if an opponent controls more lands than you",
"if you cast it from your hand", "as long as equipped creature is a Human". Used wherever a
condition can appear, as those of ``ir/conditions.py``: an intervening "if" (603.4), an "as
long as" static ability (611.3a), "Activate only if" (602.5b), "If ..., EFFECT" (608.2c).
Evaluated by ``rules/conditions_more.py``; read by ``transform_conditions_more.py``; written
back by ``render/conditions.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Filter, Ref

#: how the opponent is compared with you: "controls" (a noun phrase), "life", "cards in hand"
MORE_KINDS = ("controls", "life", "cards in hand")

#: "from a graveyard" and the zone a spell was cast from it names (ir.WasCast.zone)
CAST_WHERE = {
    "from your hand": "hand",
    "from a graveyard": "graveyard",
    "from exile": "exile",
    "from anywhere other than your hand": "not hand",
}


@dataclass(frozen=True, slots=True)
class OpponentHasMore:
    """ "an opponent controls more lands than you" (``what`` "controls", ``filter`` the noun),
    "an opponent has more life than you" ("life", 119.1): true when at least one opponent
    still in the game (102.2, 102.3) has more than you; "cards in hand": "an opponent has more
    cards in hand than you". ``you_more``: the other way round."""

    what: str
    filter: Filter | None = None
    # "you have more life than an opponent": you have more than at least one opponent
    you_more: bool = False
    # "you have more cards in hand than each opponent": more than every opponent
    each: bool = False


@dataclass(frozen=True, slots=True)
class WasCast:
    """ "you cast it" / "you cast it from your hand": the object (the ability's source, or the
    spell itself) is a permanent that resolved from a spell you cast (601.2: cast, not put onto
    the battlefield or copied, 707.10), or is that spell; ``zone``: the zone it was cast from
    ("hand": 601.2a, the card moved to the stack from your hand; "graveyard", "exile", "not
    hand": anywhere other than your hand); "" any zone. ``main_phase``: cast during your main
    phase (505.1, addendum). ``form``: how the text says it: "it" ("you cast it"), "this spell
    was" ("this spell was cast from a graveyard"), "this spell" ("you cast this spell during
    your main phase")."""

    zone: str = ""
    main_phase: bool = False
    form: str = "it"


@dataclass(frozen=True, slots=True)
class AttachedIs:
    """ "equipped creature is a Human", "enchanted permanent is a creature", "equipped creature
    is a Human or an Angel", "equipped creature is legendary" (611.3a): the permanent the
    source is attached to (``kind`` "equipped" 301.5, "enchanted" 303.4; ``noun`` the word
    after it) matches any of ``filters``; false while it's attached to nothing. ``form``: "a"
    (each filter a noun with its article) or "legendary" (205.4)."""

    kind: str
    noun: str
    filters: tuple[Filter, ...]
    form: str = "a"


@dataclass(frozen=True, slots=True)
class TotalIs:
    """ "creatures you control have total power 8 or greater" (formidable; 208.1): the sum of
    ``stat`` ("power" or "toughness") of the permanents ``filter`` picks out is at least
    ``n``."""

    filter: Filter
    stat: str
    n: int


@dataclass(frozen=True, slots=True)
class RefIs:
    """ "if it's a creature", "if that land is a Mountain", "if that permanent is green"
    (608.2c): the object ``ref`` names (a target, the object a trigger is about) has the card
    type, subtype, supertype or color of any of ``filters``, as it is now or as it last existed
    (608.2h). ``form``: "a" (nouns with their articles) or "color" ("red or green"); s10
    cond: "was a" ("if it was a creature card": as it last existed, 608.2h)."""

    ref: Ref
    filters: tuple[Filter, ...]
    form: str = "a"


@dataclass(frozen=True, slots=True)
class XAtLeast:
    """ "If X is 5 or more, ..." (107.3: the X chosen as the spell was cast or the ability
    activated; 608.2c)."""

    n: int
