"""IR of the non-combat trigger events family (issue 12, h-trig-events)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class EventAmount:
    """ "that much" / "that many" after "Whenever this creature is dealt damage": the amount
    of the event that triggered the ability (603.2, 120.3: the damage dealt), remembered
    with the triggered ability (rules/trigger_firing.py). ``word``: "much" | "many"."""

    word: str = "much"


@dataclass(frozen=True, slots=True)
class CounterEventSpell:
    """701.6a, 701.6b: "counter that spell" after "Whenever a player casts ..." (the spell
    cast, 601.2i), or "counter that spell or ability" after "Whenever this creature becomes the
    target of a spell or ability" (the one that targeted it, 115.1): ``or_ability``."""

    or_ability: bool = False
