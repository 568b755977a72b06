"""Life (119): gaining and losing life, exchanging life totals, and the replacement
effects on them, through the event pipeline (pipeline.replace)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import LifeReplacement
from . import keywords_dredge, life_bans
from .events import (
    Apply,
    DrawEvent,
    ExchangeLifeEvent,
    LifeGainEvent,
    LifeLossEvent,
    ReplacementEffect,
)
from .pipeline import COLLECTORS, replace
from .replacement import life_cant_change, life_replacements

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def gain_life(
    game: GameState,
    player: int,
    amount: int,
    source: str,
    rule: str = "119.3",
    own: tuple[ReplacementEffect, ...] = (),
) -> int:
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
    banned = life_bans.cant_gain(game, player)
    if banned is not None:  # h-misc, 101.2: "Players can't gain life."
        game.log_event(
            "life", f"{p.name} doesn't gain {amount} life from {source}: {banned}", "101.2"
        )
        return 0
    ev = replace(game, LifeGainEvent(player, amount, source, rule, own))
    if ev is None or ev.amount <= 0:
        return 0
    amount = ev.amount
    p.life += amount
    p.life_gained_this_turn += amount
    game.dirty_elsewhere()  # a life total (119.3): no permanent's layers read it unless open
    game.log_event(
        "life",
        f"{p.name} gains {amount} life from {source} (life {p.life})",
        rule,
        player=p.name,
        amount=amount,
    )
    from ..cards.ir import TriggerEvent
    from .triggers import fire

    # "Whenever you gain life" (119.9); h-amount: "that much" is the life gained (119.10,
    # 603.2); "... for the first time each turn": the amount tells (rules/trigger_more.first_gain)
    fire(game, TriggerEvent.GAIN_LIFE, player=player, amount=amount)
    return amount


def lose_life(
    game: GameState,
    player: int,
    amount: int,
    source: str,
    rule: str = "119.3",
    own: tuple[ReplacementEffect, ...] = (),
) -> int:
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
    ev = replace(game, LifeLossEvent(player, amount, source, rule, own))
    if ev is None or ev.amount <= 0:
        return 0
    amount = ev.amount
    p.life -= amount
    p.life_lost_this_turn += amount  # 702.137a: spectacle asks "an opponent lost life this turn"
    game.dirty_elsewhere()  # a life total (119.3)
    game.log_event(
        "life",
        f"{p.name} loses {amount} life from {source} (life {p.life})",
        rule,
        player=p.name,
        amount=-amount,
    )
    from ..cards.ir import TriggerEvent
    from .trigger_events import listening
    from .triggers import fire

    if listening(game, TriggerEvent.LOSE_LIFE):  # s10 trig: "Whenever an opponent loses life"
        fire(game, TriggerEvent.LOSE_LIFE, player=player, amount=amount)  # 119.3, 603.2
    return amount


def exchange_life(game: GameState, a: int, b: int, source: str) -> None:
    """701.12c: each player gains or loses the life needed to equal the other's previous
    total, at the same time, so replacement effects apply to each gain and loss and
    "whenever you gain life" triggers. 701.12a, 119.7-8: a player whose life total can't
    change can't be given another total, so no part of the exchange happens."""
    pa, pb = game.players[a], game.players[b]
    for p, new in ((pa, pb.life), (pb, pa.life)):
        banned = life_bans.cant_gain(game, p.index)
        if banned is not None and new > p.life:  # 119.7: "can't gain life" (h-misc)
            game.log_event(
                "life",
                f"The exchange of life totals doesn't happen: {p.name} can't gain life ({banned})",
                "119.7",
            )
            return
        stop = life_cant_change(game, p.index)
        if stop is not None and new != p.life:
            game.log_event(
                "life",
                f"The exchange of life totals doesn't happen: {p.name}'s life total "
                f"can't change ({stop.source_name})",
                "119.7" if new > p.life else "119.8",  # it can't become higher / lower
            )
            return
    ev = replace(game, ExchangeLifeEvent(a, b, source))
    if ev is None:
        return
    pa, pb = game.players[ev.a], game.players[ev.b]
    game.log_event(
        "life", f"{pa.name} ({pa.life}) and {pb.name} ({pb.life}) exchange life totals", "701.12c"
    )
    changes = [(pa.index, pb.life - pa.life), (pb.index, pa.life - pb.life)]
    for player, diff in changes:  # both from the totals before the exchange
        if diff > 0:
            gain_life(game, player, diff, source, "701.12c")
        elif diff < 0:
            lose_life(game, player, -diff, source, "701.12c")


def _life_effects(game: GameState, ev: LifeGainEvent | LifeLossEvent) -> list[ReplacementEffect]:
    """614.1a: the static "If WHO would gain/lose life, ... instead" abilities that apply.
    "Twice that much" and "that much plus N" give the same result in any order only with
    each other's like (616.1: two Boon Reflections), so ``same`` is the result and amount."""
    kind = "gain" if isinstance(ev, LifeGainEvent) else "lose"
    out = []
    for perm, r in life_replacements(game, ev.player, kind):
        if kind == "lose" and r.result != "twice":
            continue
        out.append(
            ReplacementEffect(
                f"life:{perm.id}:{id(r)}",
                perm.name,
                perm.id,
                _life_text(perm.name, r),
                "614.1a",
                _life_replacement(perm, r),
                same=f"{r.result}:{r.amount}",
            )
        )
    return out


def _life_text(name: str, r: LifeReplacement) -> str:
    what = {
        "twice": "twice that much",
        "plus": f"that much plus {r.amount}",
        "lose": "a life loss",
        "none": "no life",
    }.get(r.result, r.result)
    return f"{name} ({what})"


LifeEvent = LifeGainEvent | LifeLossEvent


def _life_replacement(perm: GameObject, r: LifeReplacement) -> Apply:
    def apply(game: GameState, ev: LifeEvent) -> LifeEvent | None:
        p = game.players[ev.player]
        would = ev.amount
        if isinstance(ev, LifeLossEvent):
            ev.amount *= 2  # "they lose twice that much life instead" (Bloodletter of Aclazotz)
            game.log_event(
                "replace",
                f"{p.name} would lose {would} life; loses {ev.amount} instead ({perm.name})",
                "614.1a",
            )
            return ev
        if r.result == "lose":  # Tainted Remedy: a life loss instead
            game.log_event(
                "replace",
                f"{p.name} would gain {would} life; loses it instead ({perm.name})",
                "614.1a",
            )
            lose_life(game, ev.player, would, perm.name, "614.1a")
            return None
        if r.result == "none":
            game.log_event(
                "replace", f"{p.name} would gain {would} life; gains none ({perm.name})", "614.1a"
            )
            return None
        ev.amount = ev.amount * 2 if r.result == "twice" else ev.amount + r.amount
        game.log_event(
            "replace",
            f"{p.name} would gain {would} life; gains {ev.amount} instead ({perm.name})",
            "614.1a",
        )
        return ev

    return apply


def _draw_effects(game: GameState, ev: DrawEvent) -> list[ReplacementEffect]:
    """614.1a, 614.11: "The next time you would draw a card this turn, you gain N life
    instead" (Words of Worship): one effect each, used up when it applies."""
    out = []
    for i, rep in enumerate(game.draw_replacements):
        if rep[0] != ev.player:
            continue

        def apply(g: GameState, e: DrawEvent, rep: tuple[int, int, str] = rep) -> None:
            g.draw_replacements.remove(rep)
            g.log_event(
                "replace", f"{g.players[e.player].name}'s draw is replaced by {rep[2]}", "614.11"
            )
            gain_life(g, e.player, rep[1], rep[2], "614.1a")

        out.append(
            ReplacementEffect(
                f"draw:{i}",
                rep[2],
                None,
                f"{rep[2]} (gain {rep[1]} life instead)",
                "614.11",
                apply,
                same=f"draw_gain:{rep[1]}",
            )
        )
    return out


def draw_one(game: GameState, player: int, rule: str) -> bool:
    """121.1, 121.2: one draw through the pipeline; False if an effect replaced it."""
    if not game.draw_replacements and not keywords_dredge.options(game, player):  # 702.52a
        return True  # nothing can replace it: the pipeline would find nothing
    return replace(game, DrawEvent(player, rule)) is not None


COLLECTORS[LifeGainEvent] = _life_effects
COLLECTORS[LifeLossEvent] = _life_effects
COLLECTORS[DrawEvent] = _draw_effects


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
