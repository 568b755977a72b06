"""Counter instructions beyond "put" (122): proliferate (701.34) and removing counters as an
effect; carried out by ``rules/effects_counters.py``, read by ``transform_counters.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Amount, Ref, SelfRef


@dataclass(frozen=True, slots=True)
class Proliferate:
    """ "Proliferate." (701.34a): choose any number of permanents and/or players that have a
    counter, then give each one additional counter of each kind it already has."""


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """ "Remove N KIND counters from REF" (122.1) as an instruction: as many as there are,
    up to N; ``every``: "remove all KIND counters from REF"; ``kind`` "": any kind ("remove
    a counter from target permanent": the kind chosen on resolution, 608.2d; "remove all
    counters from target permanent": every kind)."""

    what: Ref
    kind: str  # "" (s11 h-count): "each kind of counter on it" (701.10e)
    count: Amount = 1
    every: bool = False


@dataclass(frozen=True, slots=True)
class HasCounters:
    """A condition (603.4, 611.3a, 602.5b, 608.2c): "REF has a KIND counter on it", "... has
    N or more KIND counters on it", "... has no KIND counters on it" (122.1); ``op`` compares
    the number of KIND counters on it with ``n``; ``quantity`` is how the text says it ("a",
    "or more", "or fewer", "no", "fewer than")."""

    kind: str  # "" (s11 h-count): "each kind of counter on it" (701.10e)
    op: str  # ">=", "<=", "==", "<"
    n: int
    quantity: str = "a"
    ref: Ref = SelfRef()


@dataclass(frozen=True, slots=True)
class PlayerCounters:
    """ "Target player gets a poison counter." / "You get an experience counter." (122.1,
    122.1f: ten or more poison counters lose the game, 704.5c)."""

    who: Ref
    kind: str  # "poison" or "experience"
    count: Amount = 1


@dataclass(frozen=True, slots=True)
class DoubleCounters:
    """ "Double the number of +1/+1 counters on target creature." (701.10e): give it as many
    of those counters as it already has."""

    what: Ref
    kind: str  # "" (s11 h-count): "each kind of counter on it" (701.10e)
