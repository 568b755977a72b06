"""Energy (107.14, 122.1): "you get {E}{E}" puts energy counters on a player (the ``energy``
entry of ``Player.counters``, rules/effects_counters.player_counters); "Pay {E}" removes one
of them. A player can pay only energy they have (118.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalActionError

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["can_pay", "energy", "pay", "refuse_unless_payable"]


def energy(game: GameState, player: int) -> int:
    """How many energy counters ``player`` has (122.1)."""
    return game.players[player].counters.get("energy", 0)


def can_pay(game: GameState, player: int, n: int) -> str | None:
    """Why ``player`` can't pay {E} ``n`` times (118.3), or None when they can."""
    have = energy(game, player)
    if n > have:
        return f"{game.players[player].name} has {have} energy, not {n} (118.3)"
    return None


def refuse_unless_payable(game: GameState, player: int, n: int, what: str) -> None:
    """IllegalActionError when ``player`` can't pay {E} ``n`` times for ``what``."""
    why = can_pay(game, player, n)
    if why is not None:
        raise IllegalActionError(f"can't pay {'{E}' * n} for {what}: {why}", "107.14")


def pay(game: GameState, player: int, n: int, why: str) -> None:
    """107.14: to pay {E}, the player removes one energy counter from themselves."""
    if n <= 0:
        return
    p = game.players[player]
    left = energy(game, player) - n
    if left:
        p.counters["energy"] = left
    else:
        p.counters.pop("energy", None)
    game.dirty()
    game.log_event("energy", f"{p.name} pays {'{E}' * n} ({why}; {left} energy left)", "107.14")
