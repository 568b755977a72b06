"""Whether a card's casts are *plain*: its total cost has no choice but X (107.3) — no
additional cost (601.2f: ``ir.AdditionalCost``), no alternative cost (118.9: its own or a
keyword's, evoke, dash, ...), no kicker (702.33a), buyback (702.27a), entwine (702.42a),
casualty, conspire or replicate (702.153a, 702.78a, 702.56a), convoke (702.51a), delve or
improvise (702.66a, 702.126a). Most cards in a hand are; rules/priority.py lists their casts
without asking each of those rules. A fact of the card definition (immutable, shared by its
objects), found once per card."""

from __future__ import annotations

from ..cards import ir
from ..mana import ManaCost
from . import (
    keywords_alt_costs,
    keywords_buyback,
    keywords_convoke,
    keywords_copy_costs,
    keywords_delve,
    keywords_entwine,
    keywords_kicker,
)


def plain(card: ir.CardDefinition) -> bool:
    """Whether ``card`` has none of the cost choices listed in this module's docstring."""
    known = _PLAIN.get(id(card))
    if known is None or known[0] is not card:
        found = not (
            any(isinstance(a, ir.AdditionalCost | ir.AlternativeCost) for a in card.abilities)
            or any(
                isinstance(a, ir.Keyword) and a.name in keywords_alt_costs.RULES
                for a in card.abilities
            )
            or keywords_kicker.kicker(card) is not None
            or keywords_buyback.buyback(card) is not None
            or keywords_entwine.all_modes(card) is not None
            or bool(keywords_copy_costs.keywords(card))
            or keywords_convoke.has_convoke(card)
            or any(keywords_delve.has(card, name) for name in keywords_delve.RULES)
        )
        if len(_PLAIN) > 50_000:
            _PLAIN.clear()
        known = _PLAIN[id(card)] = (card, found)
    return known[1]


# by card (kept with its answer: its id stays its own)
_PLAIN: dict[int, tuple[ir.CardDefinition, bool]] = {}


def floor(card: ir.CardDefinition) -> int:
    """The least mana a cast of ``card`` from a hand can take if it is :func:`plain`: its
    mana cost (costs.total_cost) with cost changes applied (601.2f) keeps its colored symbols,
    as increases only add mana and reductions take generic mana only (118.7,
    rules/cost_changes.py). 0 for a card that isn't plain, or has hybrid or Phyrexian
    symbols (107.4e-f: payable other ways)."""
    known = _FLOOR.get(id(card))
    if known is None or known[0] is not card:
        cost = card.mana_cost
        least = 0
        if plain(card) and cost and "/" not in cost:
            least = len(ManaCost.parse(cost).colored)
        if len(_FLOOR) > 50_000:
            _FLOOR.clear()
        known = _FLOOR[id(card)] = (card, least)
    return known[1]


# by card (kept with its answer, as _PLAIN)
_FLOOR: dict[int, tuple[ir.CardDefinition, int]] = {}
