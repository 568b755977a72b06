"""Asking for a triggered ability's targets as it is put on the stack (603.3d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..decisions import TriggerTargets
from ..objects import Target
from . import asking, division, targeting

if TYPE_CHECKING:
    from ..records import PendingTrigger
    from ..state import GameState


def ask(
    game: GameState,
    t: PendingTrigger,
    specs: tuple[ir.TargetSpec, ...],
    ctx: targeting.TargetingContext,
) -> None:
    """603.3d: ``t``'s controller chooses its targets (a :class:`TriggerTargets` whose
    ``options`` are the legal targets of its first target phrase). "Up to" lets the player
    choose no target (601.2c), unless the ability divides among "one, two, or three" targets,
    each getting at least one (601.2d)."""
    options: tuple[Target | None, ...] = tuple(targeting.legal_targets(game, specs[0], ctx))
    if specs[0].up_to and division.none_allowed(t.ability, 0):
        options = (None, *options)
    asking.ask(
        game,
        TriggerTargets(
            player=t.controller,
            prompt=f"{game.players[t.controller].name}: choose targets for "
            f"{t.source_name}'s triggered ability",
            options=options,
            trigger=t,
        ),
    )
