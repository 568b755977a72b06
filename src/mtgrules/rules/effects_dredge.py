"""Dredge's replacement of a draw (702.52a; which cards can is read by
rules/keywords_dredge.py): "if you would draw a card, you may instead mill N cards and return
this card from your graveyard to your hand".

The replacement is optional (614.1a, "you may"): as the draw would happen, the player chooses
to draw, or which dredge card to use. The choice is pulled as the pipeline's own choices are
(616.1e): the game is put back and the player asked; the answer plays the action again
(``GameState.replacement_answers``). This module registers the effect with the draw's
replacement effects (rules/pipeline.py ``COLLECTORS``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..decisions import ReplacementOrder
from ..zones import Zone
from . import pipeline, zone_moves
from .events import DrawEvent, NeedReplacementChoice, ReplacementEffect
from .keywords_dredge import RULE, options
from .life import _draw_effects

if TYPE_CHECKING:
    from ..state import GameState

DRAW = "draw a card"


def _labels(game: GameState, opts: list[tuple[int, int]]) -> list[str]:
    """The options: draw, or each dredge card (told apart by id where two share a name)."""
    names = [game.objects[oid].name for oid, _ in opts]
    return [DRAW] + [
        f"dredge {n}: {name}" + (f" (#{oid})" if names.count(name) > 1 else "")
        for (oid, n), name in zip(opts, names, strict=True)
    ]


def _choose(game: GameState, player: int, labels: list[str]) -> str:
    """The player's answer: one already given (the action played again), or asked now."""
    answers = game.replacement_answers
    if game.replacement_asked < len(answers):
        label = answers[game.replacement_asked]
        game.replacement_asked += 1
        return label
    if not game.answering:
        # a position set up or rules functions driven directly: no decision to stop at
        # (rules/pipeline.py ``_choose`` does the same); the draw isn't replaced
        return DRAW
    who = game.players[player].name
    decision = ReplacementOrder(
        player=player,
        prompt=f"{who} would draw a card: draw it, or dredge instead? (702.52a)",
        options=tuple(labels),
        event=f"{who} would draw a card",
        effects=tuple((label, label, None, label) for label in labels),
    )
    raise NeedReplacementChoice(decision, list(answers))


def _dredge(game: GameState, ev: DrawEvent) -> DrawEvent | None:
    opts = options(game, ev.player)
    labels = _labels(game, opts)
    label = _choose(game, ev.player, labels)
    if label not in labels or label == DRAW:
        return ev
    oid, n = opts[labels.index(label) - 1]
    p = game.players[ev.player]
    card = game.objects[oid]
    game.log_event("replace", f"{p.name} dredges {card.name} instead of drawing", RULE)
    for _ in range(n):  # 701.17a: mill N
        top = game.objects[p.library[-1]]
        zone_moves.move(game, top, Zone.GRAVEYARD, f"{p.name} mills {top.name}", "701.17a")
    if card.zone is Zone.GRAVEYARD:
        zone_moves.move(
            game, card, Zone.HAND, f"{card.name} is returned to {p.name}'s hand (dredge)", RULE
        )
    return None


def draw_effects(game: GameState, ev: DrawEvent) -> list[ReplacementEffect]:
    """702.52a: one optional replacement for the draw when a dredge card could be used."""
    if not options(game, ev.player):
        return []
    return [ReplacementEffect("dredge", "dredge", None, "dredge instead of drawing", RULE, _dredge)]


def _draw_and_dredge(game: GameState, ev: DrawEvent) -> list[ReplacementEffect]:
    """The draw's replacement effects: rules/life.py's (614.11) and dredge's."""
    return [*_draw_effects(game, ev), *draw_effects(game, ev)]


pipeline.COLLECTORS[DrawEvent] = _draw_and_dredge
