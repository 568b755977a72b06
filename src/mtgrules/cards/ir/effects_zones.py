"""Zone-move effects (issue 12): a noun phrase moved from its zone to another (400.7), and
looking at (or revealing) the top cards of a library and sorting them. Members of
``ir.effects.Effect``, kept here for the size of ir/effects.py."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Amount, Filter, Ref

#: 110.4a: the card types of a "permanent card" (a Filter with exactly these ``types``)
PERMANENT_CARD_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}
)


@dataclass(frozen=True, slots=True)
class PutInLibrary:
    """ "Put target creature on top of its owner's library" / "on the bottom of ..." (401.4),
    "Shuffle target card from your graveyard into your library" (701.24a, 701.24c): each card
    goes to its owner's library (400.3); ``position`` is "top", "bottom" or "shuffle"."""

    what: Ref
    position: str = "top"


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """ "Exile target player's graveyard." (406.2): every card in that player's graveyard."""

    who: Ref


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """ "Look at the top N cards of your library. Put one of them into your hand and the rest
    on the bottom of your library in any order." and its kin (701.20a, 701.20e, 401.4).

    ``count`` cards are looked at (``reveal``: revealed to all, 701.20a). Then ``take`` of
    them (``take_filter``: only cards that match, "a creature card from among them") go to
    ``take_to`` ("hand", "battlefield", "graveyard"), optional when ``may``; ``show``: the
    taken card is revealed ("you may reveal a creature card from among them and put it into
    your hand"). The rest go to ``rest_to`` ("bottom", "graveyard", "top", "hand", "exile";
    "stay": the text says nothing of them, and they stay where they are, 401.4),
    in an order the player chooses (``rest_order`` "any") or at random ("random")."""

    count: int
    reveal: bool = False
    take: int = 1
    take_filter: Filter | None = None
    may: bool = False
    show: bool = False
    take_to: str = "hand"
    tapped: bool = False
    rest_to: str = "bottom"
    rest_order: str = "any"  # "any" | "random" | "" (the text names no order)
    take_all: bool = False  # "Put all land cards revealed this way into your hand": no choice
    # "the top X cards of your library, where X is ..." (107.3c): the number looked at, then
    # ``count`` is 0
    count_x: Amount | None = None
    # "If you don't put the card into your hand, you may put it into your graveyard.": the
    # rest may stay where it is (608.2d)
    rest_may: bool = False
    # "... onto the battlefield with three +1/+1 counters on it" (614.1c: it enters with them)
    take_counters: tuple[tuple[str, int], ...] = ()
    # "If it's a land card, you may put it onto the battlefield tapped. Otherwise, put it into
    # your hand.": the rest are only the cards that don't match; a matching card not taken
    # stays where it is (608.2c, 401.4)
    rest_unmatched: bool = False


@dataclass(frozen=True, slots=True)
class PutFromHand:
    """ "Put a land card from your hand onto the battlefield [tapped]." (608.2d: the card is
    chosen as the effect resolves, not targeted; a land put onto the battlefield this way
    isn't played, 305.4). ``filter.zone`` is "hand"."""

    filter: Filter
    tapped: bool = False
    may: bool = False  # "you may put ...": none may be chosen


@dataclass(frozen=True, slots=True)
class ReturnAtNextEndStep:
    """ "Return it to the battlefield under its owner's control at the beginning of the next
    end step." (Flickerwisp): a delayed triggered ability (603.7a) that returns the object,
    if it is still where this effect left it (603.7c), under its owner's control unless
    ``under_your_control``."""

    what: Ref
    tapped: bool = False
    under_your_control: bool = False


@dataclass(frozen=True, slots=True)
class ReturnExiledWith:
    """ "When this enchantment leaves the battlefield, return the exiled card to the
    battlefield under its owner's control." (Oblivion Ring): the cards this object's linked
    ability exiled (406.6, 607.2a), if they are still in exile."""

    under_your_control: bool = False
    plural: bool = False  # "the exiled cards"


@dataclass(frozen=True, slots=True)
class ShuffleGraveyard:
    """ "Target player shuffles their graveyard into their library." (s9 h-other): each card
    in each named player's graveyard is put into its owner's library, then that library is
    shuffled (701.24a; 701.24d: even if the graveyard is empty)."""

    who: Ref


@dataclass(frozen=True, slots=True)
class Mill:
    """ "PLAYER mills N cards" (701.17a)."""

    who: Ref
    count: Amount
