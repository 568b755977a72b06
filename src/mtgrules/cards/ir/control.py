"""Control-changing effects of the tenth session's "other" family (issue 12): "Exchange
control of two target creatures." (701.12b, 613.1b). Values, carried out by
``rules/effects_control.py``; read by ``transform_other10.py`` and written back by
``render/control.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Ref


@dataclass(frozen=True, slots=True)
class ExchangeControl:
    """701.12b: "Exchange control of WHAT and OTHER" (``other`` None: "of two target
    creatures", both in ``what``). Each of the two permanents' controllers gains control of
    the other one at the same time; nothing happens if the whole exchange can't be done
    (701.12a: one of them is gone) or one player controls both (701.12b)."""

    what: Ref
    other: Ref | None = None
