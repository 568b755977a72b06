"""Counters (issue 12, eleventh session, h-count): the IR of the s11 h-count block of
grammar.lark (transform_s11_count.py), carried out by rules/effects_s11_count.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Endure:
    """ "It endures 2." (701.63a): the permanent's controller puts N +1/+1 counters on it, or
    else creates an N/N white Spirit creature token; "endures 0" does nothing (701.63b).
    ``what`` names the permanent (a Ref), ``count`` N (an Amount)."""

    what: Any
    count: Any = 1


@dataclass(frozen=True, slots=True)
class CounterPrevention:
    """615.1a, 615.5: "If damage would be dealt to this creature, prevent that damage. Remove
    a +1/+1 counter from this creature." (the Phantom creatures), "If damage would be dealt to
    this creature while it has a +1/+1 counter on it, prevent that damage and remove that many
    +1/+1 counters from it." ``many``: "that many" (the damage) rather than one counter for
    the damage dealt at once (120.5); ``while_has``: only while it has such a counter;
    ``joined``: "prevent that damage and remove" (one sentence); ``from_it``: "from it"
    rather than "from this creature". Carried out by rules/counter_prevention.py."""

    kind: str = "+1/+1"
    many: bool = False
    while_has: bool = False
    joined: bool = False
    from_it: bool = False


@dataclass(frozen=True, slots=True)
class AddCountersChoice:
    """122.1, 608.2d: "Put your choice of a menace, trample, reach, or haste counter on target
    Dinosaur." The controller chooses one of ``kinds`` as it resolves and puts one counter of
    that kind on each object ``what`` names. ``long``: each option written out ("a vigilance
    counter, a reach counter, or a trample counter")."""

    what: Any
    kinds: tuple[str, ...]
    long: bool = False


@dataclass(frozen=True, slots=True)
class Blight:
    """ "Blight 2." / "each opponent blights 1" (701.68a): the player puts N -1/-1 counters
    on a creature they control, chosen as it's done; one who controls no creature can't
    (701.68b). ``who``: the player(s) (None: you)."""

    count: Any = 1
    who: Any = None


@dataclass(frozen=True, slots=True)
class DividedCounters:
    """ "Distribute three +1/+1 counters among one, two, or three target creatures you
    control." (601.2d: the division is announced as the spell is cast, at least one counter
    to each target; 608.2b: a target that became illegal gets none). ``to`` is the target
    phrase (a TargetRef), ``among`` the words before it, as for ir.DividedDamage
    (rules/divided_damage.py)."""

    amount: int
    kind: str
    to: Any
    among: str


@dataclass(frozen=True, slots=True)
class AddCountersMany:
    """122.1: "Put a +1/+1 counter and a lifelink counter on target creature.", "put two +1/+1
    counters and a flying counter on ...": counters of several kinds put on each object
    ``what`` names, in one instruction (``kinds``: (kind, n) in the text's order)."""

    what: Any
    kinds: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class AddCountersPair:
    """122.1: "put a +1/+1 counter on that creature and a +1/+1 counter on this creature":
    two ir.AddCounters written as one instruction."""

    first: Any
    second: Any
