"""Optional costs paid while a spell or ability resolves (118.12): "you may pay {2}. If you
do, draw a card." Values, carried out by ``rules/effects_optional.py``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MayPay:
    """118.12: "You may pay COST." The spell's or ability's controller chooses as it
    resolves whether to pay ``mana`` (mana symbols, "{2}{R}") or ``life`` (a number of
    life); a following "If you do, ..." (``IfYouDo``) happens only if the cost was paid
    (608.2c). A cost the player can't pay isn't offered (118.3)."""

    mana: str = ""
    life: int = 0
