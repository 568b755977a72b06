"""Keyword alternative costs (118.9, 601.2b, 601.2f-h): a card cast by paying the keyword's
cost rather than its mana cost, named by the cast's ``alt_cost`` ("evoke", "dash").

Evoke (702.74a): "You may cast this card by paying [cost] rather than paying its mana cost"
and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it"
(a triggered ability with an intervening "if", 603.4: rules/keywords_triggered.py).

Dash (702.109a): "You may cast this card by paying [cost] rather than its mana cost," "If
this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand
at the beginning of the next end step," and "As long as this permanent's dash cost was paid,
it has haste" (:func:`entered`).

The spell, and the permanent it becomes, remember the keyword (``GameObject.alt_keyword``,
kept from the stack to the battlefield by zone_moves.move)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..records import PendingTrigger
from ..zones import Zone
from . import keyword_costs

if TYPE_CHECKING:
    from ..state import GameState

EVOKE = "evoke"
DASH = "dash"
RULES = {EVOKE: "702.74a", DASH: "702.109a"}


def _keyword(card: ir.CardDefinition, name: str) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == name:
            return a
    return None


def cast_mana(obj: GameObject, alt_cost: str | None) -> tuple[str, str] | None:
    """(the keyword, its cost) paid instead of the mana cost (118.9) when the cast names
    evoke or dash; None otherwise. Refused for a card without it, or not from a hand."""
    name = alt_cost.strip().lower() if alt_cost is not None else None
    if name not in RULES:
        return None
    assert name is not None
    k = _keyword(obj.card, name)
    if k is None or k.cost is None:
        raise IllegalActionError(f"{obj.name} has no {name} cost", RULES[name])
    if obj.zone is not Zone.HAND:
        raise IllegalActionError(
            f"{obj.name} can be cast for its {name} cost only from a hand", RULES[name]
        )
    return name, k.cost.mana or ""


def listed(card: ir.CardDefinition) -> list[tuple[str, str | None]]:
    """The cast variants legal_actions lists for a card in hand: (keyword, its cost)."""
    out: list[tuple[str, str | None]] = []
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name in RULES and a.cost is not None:
            out.append((a.name, a.cost.mana))
    return out


def entered(game: GameState, new: GameObject, controller: int) -> None:
    """702.109a: a permanent whose dash cost was paid has haste (an effect on this object
    only, for as long as it is on the battlefield: 400.7), and a delayed triggered ability
    returns it to its owner's hand at the beginning of the next end step (603.7a)."""
    if new.alt_keyword != DASH or new.zone is not Zone.BATTLEFIELD:
        return
    from . import characteristics
    from .delayed import EndStepAction

    characteristics.add_continuous_effect(
        game,
        controller,
        new.name,
        ir.Duration.PERMANENT,
        frozenset({new.id}),
        abilities=(ir.Keyword("haste"),),
        rule="702.109a",
    )
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.END_STEP),
        cast("tuple[ir.Effect, ...]", (EndStepAction("bounce", (new.id,)),)),
    )
    chars = characteristics.chars(game, new.id)
    game.delayed_triggers.append(
        (game.turn_number, PendingTrigger(new.id, new.name, controller, ability, chars))
    )
    game.log_event(
        "effect",
        f"{new.name} was dashed: it has haste and returns to its owner's hand at the "
        "beginning of the next end step",
        "702.109a",
    )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of evoke and dash the engine can't do for this card (rules/support.py)."""
    return keyword_costs.cost_gaps(card.abilities, RULES)
