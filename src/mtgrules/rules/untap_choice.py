"""502.3: the active player untaps their permanents in their untap step; a permanent with
"You may choose not to untap this creature during your untap step" (``ir.MayNotUntap``,
cards/ir/skips.py) is untapped only if its controller chooses to: rules/turn.untap_step asks
(``UntapChoice``, a pulled decision, before any permanent untaps) and ``answer`` untaps the
others."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import UntapChoice
from ..errors import IllegalActionError
from . import asking, characteristics, permanents

if TYPE_CHECKING:
    from ..state import GameState


def _may_stay(game: GameState, oid: int) -> bool:
    return any(isinstance(a, ir.MayNotUntap) for a in characteristics.chars(game, oid).abilities)


def untap_all(game: GameState, held: set[int]) -> bool:
    """502.3: untap the active player's tapped permanents but those in ``held``; first ask
    (True: the game now waits for the ``UntapChoice``) when some may be left tapped."""
    ap = game.active_player
    tapped = [o for o in game.battlefield_objects() if o.controller == ap and o.tapped]
    optional = [o.id for o in tapped if o.id not in held and _may_stay(game, o.id)]
    if optional:
        names = ", ".join(game.objects[o].name for o in optional)
        asking.ask(
            game,
            UntapChoice(
                player=ap,
                prompt=f"choose the permanents not to untap ({names})? (502.3)",
                options=(*optional, None),
                count=len(optional),
                up_to=True,
                held=tuple(sorted(held)),
            ),
        )
        return True
    for obj in tapped:
        if obj.id not in held:
            permanents.untap(game, obj, "502.3")
    return False


def answer(game: GameState, d: UntapChoice, value: Any) -> None:
    picks = list(value) if isinstance(value, list | tuple) else [value]
    chosen = [p for p in picks if p is not None]
    what = asking.not_offered(game, chosen, d)
    if what is not None:
        raise IllegalActionError(f"{what} isn't a permanent you may choose not to untap", "502.3")
    if len(set(chosen)) != len(chosen):
        raise IllegalActionError("a permanent can be chosen only once", "502.3")
    asking.ask(game, None)
    ap = game.active_player
    for oid in chosen:
        game.log_event(
            "tap",
            f"{game.players[ap].name} chooses not to untap {game.objects[oid].name}",
            "502.3",
        )
    held = set(d.held) | set(chosen)
    for obj in game.battlefield_objects():
        if obj.controller == ap and obj.tapped and obj.id not in held:
            permanents.untap(game, obj, "502.3")
