"""Emerge (702.119): "Emerge [cost]" means "You may cast this spell by paying [cost] and
sacrificing a creature rather than paying its mana cost" and "If you chose to pay this
spell's emerge cost, its total cost is reduced by an amount of generic mana equal to the
sacrificed creature's mana value" (702.119a, an alternative cost: 118.9, 601.2b, 601.2f-h).

The cast names it by ``alt_cost="emerge"`` and the creature by its ``sacrifice`` (702.119c:
chosen as the cost is chosen, sacrificed as the total cost is paid). ``keywords_alt_costs``
puts the emerge cost in place of the mana cost (its ``RULES``); :func:`reduce` takes the
creature's mana value off the total cost once additions and other changes are counted
(601.2f), and :func:`pay` sacrifices it (601.2h). ``with_sacrifice`` lists one cast per
creature whose reduced cost can be paid (118.3). A card whose other costs use ``sacrifice``
too (an additional sacrifice, casualty, a kicker that sacrifices) is a gap (:func:`gap`)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import CastSpell
from ..errors import IllegalActionError
from ..mana import ManaCost, mana_value, symbols
from . import characteristics, zone_moves

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

EMERGE = "emerge"
RULE = "702.119a"
__all__ = ["EMERGE", "check", "gap", "listed_cost", "pay", "reduce", "with_sacrifice"]


def _used(action: CastSpell) -> bool:
    return (action.alt_cost or "").strip().lower() == EMERGE


def _creatures(game: GameState, player: int) -> list[int]:
    """The creatures ``player`` controls, which emerge may sacrifice (702.119a)."""
    return [
        o.id
        for o in game.battlefield_objects()
        if (ch := characteristics.chars(game, o.id)).controller == player and "creature" in ch.types
    ]


def _mana_value(game: GameState, oid: int) -> int:
    return mana_value(characteristics.chars(game, oid).mv_cost(), 0)  # 202.3, 107.3m


def check(game: GameState, obj: GameObject, action: CastSpell, player: int) -> tuple[int, ...]:
    """The creature a cast with emerge sacrifices (702.119a, c), or () when the cast doesn't
    use emerge; refused before anything is paid when the choice isn't one creature you
    control, or the spell is cast without paying its mana cost (118.9a)."""
    if not _used(action):
        return ()
    if action.free:
        raise IllegalActionError(
            f"{obj.name} is cast without paying its mana cost: no emerge cost too", "118.9a"
        )
    if len(action.sacrifice) != 1 or action.sacrifice[0] not in _creatures(game, player):
        raise IllegalActionError(
            f"casting {obj.name} for its emerge cost sacrifices one creature you control",
            "702.119c",
        )
    return action.sacrifice


def reduce(game: GameState, total: str | None, emerged: tuple[int, ...]) -> str | None:
    """702.119a, 601.2f: the total cost less generic mana equal to the sacrificed creature's
    mana value (no lower than no generic mana, 601.2f)."""
    if not emerged:
        return total
    n = _mana_value(game, emerged[0])
    cost = ManaCost.parse(total)
    left = max(0, cost.generic - n)
    rest = "".join("{" + s + "}" for s in symbols(total) if not s.isdigit())
    return ("{" + str(left) + "}" if left else "") + rest


def pay(game: GameState, name: str, emerged: tuple[int, ...]) -> None:
    """702.119c, 601.2h: the creature is sacrificed as the total cost is paid."""
    for s in emerged:
        n = _mana_value(game, s)
        game.log_event(
            "cost",
            f"{name} is cast for its emerge cost: {game.object_name(s)}'s mana value, {n}, "
            "reduced its total cost",
            "702.119a",
        )
        zone_moves.sacrifice(game, s, f"{name}'s emerge cost, 702.119c")


def listed_cost(game: GameState, obj: GameObject, player: int, mana: str | None) -> str | None:
    """The emerge cost legal_actions tries (reduced by the greatest mana value among the
    creatures ``player`` could sacrifice; ``with_sacrifice`` then checks each), or None when
    there is no creature to sacrifice."""
    found = [c for c in _creatures(game, player) if c != obj.id]
    if not found:
        return None
    return reduce(game, mana, (max(found, key=lambda c: _mana_value(game, c)),))


def with_sacrifice(game: GameState, obj: GameObject, player: int, casts: list[Any]) -> list[Any]:
    """One emerge cast for each creature whose sacrifice leaves a total cost that can be
    paid (118.3); the other casts pass unchanged."""
    from . import cost_changes, costs

    out: list[Any] = []
    kw = next(
        (a for a in obj.card.abilities if isinstance(a, ir.Keyword) and a.name == EMERGE), None
    )
    for c in casts:
        if not (isinstance(c, CastSpell) and c.card == obj.id and _used(c)) or kw is None:
            out.append(c)
            continue
        assert kw.cost is not None
        for oid in _creatures(game, player):
            total = cost_changes.changed_x(game, obj, player, kw.cost.mana, c.x, c.targets)[0]
            total = reduce(game, total, (oid,))
            # 601.2g-h: it may be tapped for mana before it is sacrificed
            pay = costs.plan_payment(game, player, total or "", c.x)
            if pay is not None and pay.life_problem is None:
                out.append(dataclasses.replace(c, sacrifice=(oid,)))
    return out


def gap(card: ir.CardDefinition) -> list[str]:
    """What of emerge the engine can't do for this card (rules/support.py)."""
    kws = [a for a in card.abilities if isinstance(a, ir.Keyword) and a.name == EMERGE]
    if not kws:
        return []
    if any(k.quality is not None or k.filter is not None for k in kws):
        return ["emerge from a quality (702.119b)"]
    other = any(
        isinstance(a, ir.AdditionalCost) or (isinstance(a, ir.Keyword) and a.name in _OTHERS)
        for a in card.abilities
    )
    return ["emerge with an additional or optional cost"] if other else []


#: optional additional costs a cast with emerge would add (601.2f): not listed with it
_OTHERS = frozenset(
    {"casualty", "kicker", "multikicker", "buyback", "entwine", "replicate", "conspire", "squad"}
)
