"""A player's status: losing the game (104.3), the monarch (724), effects on a player
(hexproof, protection, "your life total can't change": 702.11c, 702.16b, 119.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import asking, leaving, pipeline
from .events import MonarchEvent

if TYPE_CHECKING:
    from ..state import GameState

from typing import Any

from ..cards import ir
from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from .replacement import PlayerEffect


def become_monarch(game: GameState, player: int, cause: str) -> None:
    """724.1: ``player`` becomes the monarch (724.3: the monarch before ceases to be),
    through the pipeline. A player who is the monarch already doesn't become it again: no
    event."""
    if game.monarch == player:
        return
    ev = pipeline.replace(game, MonarchEvent(player, cause))  # 614.1, 616.1
    if ev is None or game.monarch == ev.player:
        return
    game.monarch = ev.player
    # 611.3a: "as long as you're the monarch" reads it: what was computed from it is stale
    game.dirty_elsewhere()
    game.log_event(
        "monarch", f"{game.players[ev.player].name} becomes the monarch ({ev.cause})", "724.1"
    )


def lose(game: GameState, player: int, why: str, rule: str) -> None:
    lose_together(game, [(player, why, rule)])


def lose_together(game: GameState, losses: list[tuple[int, str, str]]) -> None:
    """104.3, 704.3: the players in ``losses`` lose at once (the state-based actions'
    losses are one event): every loss first, then whether the game is over (104.2a; 104.4a:
    all of the last players losing together is a draw), else each leaves it (800.4a)."""
    gone = []
    for player, why, rule in losses:
        p = game.players[player]
        if p.lost:
            continue
        p.lost = True
        p.loss_reason = why
        game.log_event("game", f"{p.name} loses the game: {why}", rule, player=p.name)
        gone.append(player)
    if not gone:
        return
    alive = [q for q in game.players if not q.lost]
    if len(alive) <= 1:
        game.over = True
        game.winner = alive[0].index if alive else None
        asking.ask(game, None)
        if alive:
            game.log_event("game", f"{alive[0].name} wins the game", "104.2a")
        else:
            game.log_event("game", "The game is a draw", "104.4a")
        return
    for player in gone:
        leaving.leave_game(game, player)  # 800.4a: the game goes on without them


def add_player_effect(
    game: GameState, player: int, kind: str, source_name: str, duration: ir.Duration, quality: Any
) -> None:
    until = player if duration is ir.Duration.YOUR_NEXT_TURN else None
    game.player_effects.append(
        PlayerEffect(
            player,
            kind,
            source_name,
            game.new_timestamp(),
            until,
            quality,
            end_of_turn=duration is ir.Duration.END_OF_TURN,
        )
    )
    game.dirty()
    if kind == "life_cant_change":
        text = f"{game.players[player].name}'s life total can't change"
        rule = "119.7"
    elif kind == "cant_gain_life":  # h-misc: rules/life_bans.py
        text = f"{game.players[player].name} can't gain life"
        rule = "101.2"
    elif kind == "cant_cast":  # h-misc: rules/cast_bans.py
        text = f"{game.players[player].name} can't cast spells"
        rule = "101.2"
    elif kind == "protection":
        from .protection import describe

        text = f"{game.players[player].name} gains {describe(quality)}"
        everything = getattr(quality, "kind", None) is ir.QualityKind.EVERYTHING
        rule = "702.16j" if everything else "702.16a"
    else:  # a keyword: "hexproof from black" keeps its quality (702.11d)
        from .keywords import keyword_text

        kw = keyword_text(ir.Keyword(kind, quality=quality))
        text = f"{game.players[player].name} gains {kw}"
        rule = "611.2"
    game.log_event("effect", f"{text} ({source_name}, {duration.value})", rule)
