"""Life (119): gaining and losing life through the event pipeline."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .replacement import life_cant_change, life_replacements

if TYPE_CHECKING:
    from ..state import GameState


def gain_life(game: GameState, player: int, amount: int, source: str, rule: str = "119.3") -> int:
    """A player gains life. Returns the life actually gained."""
    p = game.players[player]
    if amount <= 0:  # 119.9: gaining 0 life is no event
        return 0
    stop = life_cant_change(game, player)
    if stop is not None:
        game.log_event(
            "life",
            f"{p.name} doesn't gain {amount} life from {source}: "
            f"their life total can't change ({stop.source_name})",
            "119.7",
        )
        return 0  # 119.7: no gain, so effects that would replace the gain don't apply
    for perm, r in life_replacements(game, player, "gain"):  # 614.1a, once each (614.5)
        would = amount
        if r.result == "lose":  # Tainted Remedy: a life loss instead
            game.log_event(
                "replace",
                f"{p.name} would gain {would} life; loses it instead ({perm.name})",
                "614.1a",
            )
            lose_life(game, player, would, perm.name, "614.1a")
            return 0
        if r.result == "none":
            game.log_event(
                "replace", f"{p.name} would gain {would} life; gains none ({perm.name})", "614.1a"
            )
            return 0
        amount = amount * 2 if r.result == "twice" else amount + r.amount
        game.log_event(
            "replace",
            f"{p.name} would gain {would} life; gains {amount} instead ({perm.name})",
            "614.1a",
        )
    p.life += amount
    p.life_gained_this_turn += amount
    game.dirty()
    game.log_event(
        "life",
        f"{p.name} gains {amount} life from {source} (life {p.life})",
        rule,
        player=p.name,
        amount=amount,
    )
    from ..cards.ir import TriggerEvent
    from .triggers import fire

    fire(game, TriggerEvent.GAIN_LIFE, player=player)  # "Whenever you gain life" (119.9)
    return amount


def lose_life(game: GameState, player: int, amount: int, source: str, rule: str = "119.3") -> int:
    """A player loses life. Returns the life actually lost."""
    p = game.players[player]
    if amount <= 0:
        return 0
    stop = life_cant_change(game, player)
    if stop is not None:
        game.log_event(
            "life",
            f"{p.name} doesn't lose {amount} life from {source}: "
            f"their life total can't change ({stop.source_name})",
            "119.8",
        )
        return 0
    for perm, r in life_replacements(game, player, "lose"):  # 614.1a, once each (614.5)
        if r.result != "twice":
            continue
        would = amount
        amount *= 2  # "they lose twice that much life instead" (Bloodletter of Aclazotz)
        game.log_event(
            "replace",
            f"{p.name} would lose {would} life; loses {amount} instead ({perm.name})",
            "614.1a",
        )
    p.life -= amount
    game.dirty()
    game.log_event(
        "life",
        f"{p.name} loses {amount} life from {source} (life {p.life})",
        rule,
        player=p.name,
        amount=-amount,
    )
    return amount


def can_pay_life(game: GameState, player: int, amount: int) -> str | None:
    """119.4, 119.4b, 119.8: why a player can't pay ``amount`` life, or None."""
    if amount <= 0:
        return None  # 119.4b: anyone can pay 0 life
    stop = life_cant_change(game, player)
    if stop is not None:
        return f"your life total can't change ({stop.source_name}) (119.8)"
    if game.players[player].life < amount:
        return f"you have only {game.players[player].life} life (119.4)"
    return None
