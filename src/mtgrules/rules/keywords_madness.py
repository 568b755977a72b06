"""Madness (702.35a): "If a player would discard this card, that player discards it, but
exiles it instead of putting it into their graveyard" (a replacement effect, 614.1a, applied
by rules/replacement.py through ``exile_instead``) and "When this card is exiled this way,
its owner may cast it by paying [cost] rather than paying its mana cost. If that player
doesn't, they put this card into their graveyard." (the trigger, made as the replacement
applies: ``exiled``). The cast is made as the trigger resolves (608.2g; 702.35b: an
alternative cost, 118.9): rules/keywords_cast_effects.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..errors import IllegalActionError
from ..records import PendingTrigger
from ..zones import Zone
from . import characteristics, keyword_costs

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

MADNESS = "madness"


@dataclass(frozen=True, slots=True)
class MadnessCast:
    """ "its owner may cast it by paying [cost] rather than paying its mana cost. If that
    player doesn't, they put this card into their graveyard." (702.35a): an engine effect on
    the card discarded as ``card`` (the exiled card is the object that id became, 400.7)."""

    card: int


def madness(card: ir.CardDefinition) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == MADNESS:
            return a
    return None


def exile_instead(obj: GameObject, to: Zone, rule: str) -> bool:
    """702.35a: a card with madness that would be discarded (701.9a: from its owner's hand to
    the graveyard) is exiled instead."""
    return (
        obj.zone is Zone.HAND
        and to is Zone.GRAVEYARD
        and rule == "701.9a"
        and madness(obj.card) is not None
    )


def exiled(game: GameState, obj: GameObject) -> None:
    """702.35a: "When this card is exiled this way": the trigger, controlled by its owner;
    it finds the card in exile by the id it had in the hand (400.7: ``game.renamed``)."""
    ability = ir.TriggeredAbility(
        # 603.2: it has triggered (on the discard, 702.35a); the event isn't looked at again
        ir.Trigger(ir.TriggerEvent.STATE),
        cast("tuple[ir.Effect, ...]", (MadnessCast(obj.id),)),
    )
    chars = characteristics.chars(game, obj.id)
    game.pending_triggers.append(PendingTrigger(obj.id, obj.name, obj.owner, ability, chars))
    game.log_event("trigger", f"{obj.name}'s madness ability triggers (702.35a)", "603.2")


def cast_cost(obj: GameObject, alt_cost: str | None, during_resolution: bool) -> str | None:
    """The madness cost paid instead of the mana cost (702.35b, 118.9) when the cast names
    madness; None when it doesn't. Refused except as the madness trigger resolves (608.2g)."""
    if alt_cost is None or alt_cost.strip().lower() != MADNESS:
        return None
    k = madness(obj.card)
    if k is None or k.cost is None:
        raise IllegalActionError(f"{obj.name} has no madness cost", "702.35a")
    if not during_resolution or obj.zone is not Zone.EXILE:
        raise IllegalActionError(
            f"{obj.name} can be cast for its madness cost only as its madness ability resolves",
            "702.35a",
        )
    return k.cost.mana or ""


def gap(card: ir.CardDefinition) -> list[str]:
    """What of madness the engine can't do for this card (rules/support.py)."""
    k = madness(card)
    if k is None:
        return []
    other = keyword_costs.cost_gaps((k,), (k.name,), nonempty=True)
    if other:
        return other
    assert k.cost is not None
    if "X" in (k.cost.mana or ""):
        return ["madness with X in its cost"]
    return []
