"""What a cost exiled from its controller's graveyard, used as the spell or ability resolves
(issue 12, h-gycost): "the exiled card's power" (601.2h, 602.2b: the cost is paid as it is
cast or activated; 608.2h: the card is seen in exile, where it now is)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ExiledCostRef:
    """ "the exiled card": the one card exiled from a graveyard to pay the cost of the spell
    or ability that refers to it (601.2f, 602.2b; rules/graveyard_costs.py)."""

    noun: str = "card"
