"""What was chosen or paid as a spell was cast, used as it resolves (issue 12, h-memory): "the
sacrificed creature's power" (601.2h, 602.2b: the cost is paid as it is cast or activated;
608.2h: the sacrificed object is seen as it last existed on the battlefield), and damage
"divided as you choose" among targets (601.2d: the division is chosen as it is cast)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class SacrificedRef:
    """ "the sacrificed creature" (``noun``: "creature", "artifact", "permanent"): the object
    sacrificed to pay the cost of the spell or ability that refers to it (601.2h, 602.2b),
    by its last known information (608.2h)."""

    noun: str = "creature"


@dataclass(frozen=True, slots=True)
class DividedDamage:
    """ "~ deals 3 damage divided as you choose among one, two, or three targets." (601.2d: the
    division is announced as the spell is cast, at least 1 to each target; 608.2b: what would
    have been dealt to a target that became illegal isn't dealt). ``to`` is the target phrase
    (a TargetRef, up to ``count`` targets), ``among`` the words before it ("one or two", "one,
    two, or three", "any number of"), ``source`` the object dealing the damage."""

    amount: int
    to: Any
    source: Any
    among: str
