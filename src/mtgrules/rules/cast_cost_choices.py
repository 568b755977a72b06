"""601.2b-f: the cost choices legal_actions (rules/priority.py) and the casts during a
resolution (rules/cast_during_resolution.py) list for a spell, after its targets, X and
modes: one cast for each set of cards exiled from a graveyard (601.2f, 702.138a), of cards
discarded (601.2f), of X and its cards for "discard / exile X cards" (107.3), and of
permanents sacrificed, cards discarded or life paid for a keyword cost (702.33a, 702.27a,
702.34a, 702.42a); and whether an alternative cost can be chosen now (118.9)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..objects import GameObject
from . import (
    additional_x_costs,
    alt_cost_names,  # 118.9
    graveyard_costs,
    keyword_action_costs,
    keywords_emerge,  # 702.119 (s10 engine)
    keywords_from_graveyard,
    pitch_costs,  # s11 h-gy: 118.9
    spell_discard_costs,
)
from .alt_cost_checks import check as alt_check  # 118.9, 119.4
from .alt_cost_checks import gaining_opponents
from .keyword_action_parts import keywords as action_keywords

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["alt_check", "expand"]


def expand(game: GameState, obj: GameObject, player: int, casts: list[Any]) -> list[Any]:
    """The casts of ``obj`` with each of those cost choices (118.3: none that can't be paid)."""
    if not has_choices(obj.card):
        return casts  # none of the steps below has anything to do for this card
    casts = graveyard_costs.with_spell_exiles(game, obj, player, casts)
    casts = spell_discard_costs.with_discards(game, obj, player, casts)
    casts = additional_x_costs.with_x(game, obj, player, casts)  # 107.3
    casts = keywords_emerge.with_sacrifice(game, obj, player, casts)  # 702.119a, c
    casts = pitch_costs.with_hand_exiles(game, obj, player, casts)  # s11 h-gy: 118.9
    casts = _with_gaining_opponent(game, obj, player, casts)  # 601.2h
    return keyword_action_costs.with_action_costs(game, obj, player, casts)


def _with_gaining_opponent(
    game: GameState, obj: GameObject, player: int, casts: list[Any]
) -> list[Any]:
    """601.2h, 118.9: a cast for an alternative cost that has an opponent gain life, once
    for each opponent who can (one opponent: no choice to name)."""
    if not any(
        isinstance(a, ir.AlternativeCost) and a.opponent_gains_life for a in obj.card.abilities
    ):
        return casts
    opponents = gaining_opponents(game, player)
    if len(opponents) < 2:
        return casts
    out: list[Any] = []
    for c in casts:
        alt = getattr(c, "alt_cost", None)
        named = alt_cost_names.named(obj, alt) if alt else None  # as the cast finds it (118.9)
        if named is not None and named.opponent_gains_life:
            out += [replace(c, opponent=o) for o in opponents]
        else:
            out.append(c)
    return out


def has_choices(card: ir.CardDefinition) -> bool:
    """Whether any step of :func:`expand` can change a cast of ``card``: each one's own test
    of the card (escape or an additional cost's exiled cards, 702.138a, 601.2f; discarded
    cards; X cards, 107.3; emerge, 702.119a; an alternative cost that exiles cards from the
    hand, 118.9; a keyword action cost). Found once per card (immutable, shared)."""
    known = _HAS_CHOICES.get(id(card))
    if known is None or known[0] is not card:
        found = (
            keywords_from_graveyard.keyword(card) == keywords_from_graveyard.ESCAPE
            or any(isinstance(a, ir.AdditionalCost | ir.AlternativeCost) for a in card.abilities)
            or spell_discard_costs.count(card) > 0
            or additional_x_costs.kind(card) is not None
            or any(
                isinstance(a, ir.Keyword) and a.name == keywords_emerge.EMERGE
                for a in card.abilities
            )
            or bool(action_keywords(card))
        )
        if len(_HAS_CHOICES) > 50_000:
            _HAS_CHOICES.clear()
        known = _HAS_CHOICES[id(card)] = (card, found)
    return known[1]


# by card (kept with its answer: its id stays its own)
_HAS_CHOICES: dict[int, tuple[ir.CardDefinition, bool]] = {}
