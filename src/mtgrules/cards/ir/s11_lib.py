"""s11 h-lib: IR of the choosing / library-top / cost-change family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Filter


@dataclass(frozen=True, slots=True)
class TurnCostReduction:
    """ "Artifact spells you cast this turn cost {1} less to cast." / "The next spell you cast
    this turn costs {1} less to cast." / "... costs {X} less to cast, where X is this
    creature's power as this ability resolves.": a one-shot effect (611.2a: it lasts this
    turn, 514.2) by which the spells matching ``filter`` its controller casts cost ``mana``
    (generic) less (601.2f, 118.7); ``amount``: X, fixed as the effect resolves (608.2h);
    ``next_only``: only the next such spell, which uses the effect up once it is cast
    (601.2i)."""

    filter: Filter
    mana: str
    next_only: bool = False
    amount: Any = None
