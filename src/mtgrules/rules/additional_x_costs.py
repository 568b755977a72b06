"""601.2b, 601.2f, 107.3: "As an additional cost to cast this spell, discard X cards." /
"... exile X cards from your graveyard." The caster announces X (601.2b) and then pays the
cost with X cards: from their hand other than the spell's own card (it is on the stack by
then, 601.2a), or matching cards from their graveyard. X is the cast's ``x``; the cards
are its ``discard`` or ``exile``.

legal_actions lists one cast for each X from 0 up to the cards that can pay it (at most
``LIMIT_X``) and each set of that many cards (at most ``LIMIT`` in all); rules/stack.cast
checks an answer (118.3) before anything is paid, through rules/spell_discard_costs.py and
rules/graveyard_costs.py, which read X from the cast. A spell whose targets or mana cost
also mention X is a gap (:func:`gap`): its casts would be listed per X elsewhere."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import CastSpell
from ..mana import ManaCost
from ..objects import GameObject
from . import costs, graveyard_costs

if TYPE_CHECKING:
    from ..state import GameState

LIMIT_X = 20  # as priority.LIMIT_X: the largest X listed
LIMIT = 64  # the casts listed per cast without X


def _extra(card: ir.CardDefinition) -> ir.Cost | None:
    return next((a.cost for a in card.abilities if isinstance(a, ir.AdditionalCost)), None)


def kind(card: ir.CardDefinition) -> str | None:
    """ "discard" or "exile" for an additional cost with X cards, else None."""
    extra = _extra(card)
    if extra is None:
        return None
    if isinstance(extra.discard, ir.XAmount):
        return "discard"
    if extra.exile_from_graveyard is not None and extra.exile_x:
        return "exile"
    return None


def gap(card: ir.CardDefinition) -> list[str]:
    """A spell with such a cost whose targets or mana cost mention X too (rules/support.py)."""
    if kind(card) is None:
        return []
    spells = [a for a in card.abilities if isinstance(a, ir.SpellAbility)]
    if any(costs.mentions_x(a.targets) for a in spells):
        return ["an additional cost with X and targets that depend on X (107.3)"]
    if ManaCost.parse(card.mana_cost).x_count:
        return ["an additional cost with X and an X in the mana cost (107.3)"]
    extra = _extra(card)
    assert extra is not None
    if extra.discard and extra.exile_from_graveyard is not None:
        return ["an additional cost that both discards and exiles cards"]
    return []


def _cards(game: GameState, obj: GameObject, player: int, what: str) -> list[int]:
    if what == "discard":
        return [h for h in game.players[player].hand if h != obj.id]  # 601.2a
    extra = _extra(obj.card)
    assert extra is not None
    return graveyard_costs.spell_choices_able(game, obj, extra, player)


def with_x(game: GameState, obj: GameObject, player: int, casts: list[Any]) -> list[Any]:
    """One cast for each X and each set of X cards that pays the cost (601.2b, 601.2f);
    the casts given are those listed with X = 0. Other answers pass unchanged."""
    what = kind(obj.card)
    if what is None:
        return casts
    able = _cards(game, obj, player, what)
    out: list[Any] = []
    for c in casts:
        if not (isinstance(c, CastSpell) and c.card == obj.id):
            out.append(c)
            continue
        top = min(len(able), LIMIT_X)
        per = max(1, LIMIT // (top + 1))  # each X listed, with up to ``per`` sets of cards
        for x in range(0, top + 1):
            for chosen in itertools.islice(itertools.combinations(able, x), per):
                if what == "discard":
                    out.append(replace(c, x=x, discard=chosen))
                elif not set(chosen) & set(c.delve):
                    out.append(replace(c, x=x, exile=chosen))
    return out
