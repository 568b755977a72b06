"""Plot (702.170a): "Any time you have priority during your main phase while the stack is
empty, you may exile this card from your hand and pay [cost]. It becomes a plotted card."
702.170d: "A plotted card's owner may cast it from exile without paying its mana cost during
their main phase while the stack is empty during any turn after the turn in which it became
plotted."

A plotted card is an exiled card with a play permission of kind :data:`PLOTTED`
(rules/play_permissions.py: it starts the turn after, 702.170d, and lasts while the card stays
in exile, 400.7); it is cast from there only without paying its mana cost (an alternative
cost, 118.9, 702.170d: rules/keywords_alt_costs.py names it "plot"). The card is exiled face
up. The special action (702.170b, 116.2k) is carried out by rules/keywords_plot_action.py;
this module only reads the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..zones import Zone
from . import keyword_costs
from .card_keywords import card_keyword

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

PLOT = "plot"
RULE = "702.170a"
#: the play permission's kind (rules/play_permissions.py)
PLOTTED = "plot"


def keyword(card: ir.CardDefinition) -> ir.Keyword | None:
    return card_keyword(card, PLOT)  # (kept per card: asked at every listing)


def _main_phase_empty_stack(game: GameState, player: int) -> str | None:
    """ "during your main phase while the stack is empty" (702.170a, 702.170d)."""
    if game.active_player != player:
        return "only during your main phase"
    if game.step not in ("main1", "main2"):
        return "it isn't a main phase"
    if game.stack:
        return "the stack isn't empty"
    return None


def why_not_cast(game: GameState, obj: GameObject, player: int) -> str | None:
    """702.170d: why ``player`` can't cast ``obj`` from exile as a plotted card now; None if
    they can (plotted by them on an earlier turn, their main phase, the stack empty)."""
    plotted = obj.zone is Zone.EXILE and any(
        p[0] == obj.id and p[1] == player and p[3] == PLOTTED and game.turn_number > p[2]
        for p in game.play_permissions
    )
    if not plotted:
        return "it isn't a card you plotted on an earlier turn"
    return _main_phase_empty_stack(game, player)


def why_not_plot(game: GameState, obj: GameObject, player: int) -> str | None:
    """Why ``player`` can't take plot's special action with ``obj`` now (116.2k, 702.170a),
    mana aside; None if they can."""
    if obj.zone is not Zone.HAND or obj.owner != player:
        return f"{obj.name} isn't in {game.players[player].name}'s hand"
    kw = keyword(obj.card)
    if kw is None or kw.cost is None:
        return f"{obj.name} has no plot"
    return _main_phase_empty_stack(game, player)


def gap(card: ir.CardDefinition) -> list[str]:
    """What of plot the engine can't do for this card (rules/support.py): a cost other than
    mana; X in its mana cost (107.3b: X is 0 when cast without paying it, not enforced)."""
    gaps = keyword_costs.cost_gaps(card.abilities, (PLOT,))
    if keyword(card) is not None and "{X}" in (card.mana_cost or ""):
        gaps.append("plot on a card with X in its mana cost")
    return gaps
