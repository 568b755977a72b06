"""Delayed triggered abilities that last the turn (603.7a-b): "Until end of turn, whenever a
player taps an Island for mana, that player adds an additional {U}." (High Tide). Read by
``transform_this_turn.py``, written back by ``render/this_turn.py``, carried out by
``rules/this_turn.py``."""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import TriggeredAbility

__all__ = ["ThisTurnTrigger"]


@dataclass(frozen=True, slots=True)
class ThisTurnTrigger:
    """ "Until end of turn, whenever EVENT, EFFECTS.": as the instruction is carried out, a
    delayed triggered ability is created (603.7a) with the controller and source of the spell
    or ability that made it (603.7d-e). It has a stated duration, so it triggers each time
    its event happens this turn (603.7b), not once; it ends with the turn's cleanup step
    (514.2). ``ability`` is the delayed triggered ability, without targets of its own."""

    ability: TriggeredAbility
