"""Keyword actions written as sentences (701): amass (701.47), connive (701.50), bolster
(701.39) and adapt (701.46); read by ``transform_keyword_actions.py``, written back by
``render/keyword_actions.py``, carried out by ``rules/keyword_actions.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Amount, Ref


@dataclass(frozen=True, slots=True)
class Amass:
    """ "Amass Orcs N." (701.47a): if you control no Army creature, create a 0/0 black
    SUBTYPE Army creature token; choose an Army creature you control, put N +1/+1 counters
    on it, and it becomes a SUBTYPE in addition to its other types."""

    subtype: str  # the printed singular subtype ("Orc", "Zombie")
    count: Amount = 1


@dataclass(frozen=True, slots=True)
class Connive:
    """ "It connives." (701.50a): its controller draws a card, then discards a card; a
    nonland card discarded puts a +1/+1 counter on it. ``count`` N: "connives N" (701.50e)."""

    what: Ref
    count: Amount = 1
    with_count: bool = False  # "connives X": the number is written


@dataclass(frozen=True, slots=True)
class Bolster:
    """ "Bolster N." (701.39a): choose a creature you control with the least toughness among
    creatures you control (or tied for it) and put N +1/+1 counters on it."""

    count: Amount = 1


@dataclass(frozen=True, slots=True)
class Adapt:
    """ "Adapt N." (701.46a): if this permanent has no +1/+1 counters on it, put N +1/+1
    counters on it."""

    count: Amount = 1
    # s10 h-act: "Monstrosity N." (701.37a): if this permanent isn't monstrous, put N +1/+1
    # counters on it and it becomes monstrous
    monstrosity: bool = False


@dataclass(frozen=True, slots=True)
class Discover:
    """ "Discover N." (701.57a): exile cards from the top of your library until a nonland card
    with mana value N or less; you may cast it without paying its mana cost, else it goes to
    your hand; the other exiled cards go on the bottom in a random order."""

    count: Amount = 1


@dataclass(frozen=True, slots=True)
class Support:
    """ "Support N." (701.41a): put a +1/+1 counter on each of up to N other target creatures
    (on an instant or sorcery: up to N target creatures). ``what``: that target phrase, one
    the words "support N" stand for (``count`` N)."""

    what: Ref
    count: int = 1


@dataclass(frozen=True, slots=True)
class Incubate:
    """ "Incubate N." (701.53a): create an Incubator token that enters with N +1/+1 counters
    on it; a double-faced token (701.53b): a colorless Incubator artifact with "{2}:
    Transform this token." and, its back face, a 0/0 colorless Phyrexian artifact creature
    named Phyrexian Token."""

    count: Amount = 1
    who: Ref | None = None  # "Its controller incubates X": the player(s) (None: you, 111.2)


@dataclass(frozen=True, slots=True)
class Transform:
    """ "Transform this creature." (701.27a): a nonmodal double-faced permanent turns over to
    its other face (712.2); it stays the same object (712.18). ``what``: the permanent
    (only this object is read: "transform this creature", "transform it")."""

    what: Ref


@dataclass(frozen=True, slots=True)
class RingTempts:
    """ "The Ring tempts you." (701.54a): you choose a creature you control as your
    Ring-bearer; you get the emblem named The Ring first if you have none, and it gains its
    next ability (701.54c). Carried out by ``rules/ring.py``."""
