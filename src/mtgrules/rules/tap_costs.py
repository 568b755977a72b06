"""118.1, 602.2b: "Tap an untapped creature you control", "Tap two untapped Wizards you
control" as part of a cost: which permanents can pay it, why an answer doesn't, and the mana
plan that leaves them out (601.2h)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, layers
from .costs import Exclude, plan_payment
from .filter_match import mismatch

if TYPE_CHECKING:
    from ..state import GameState


def tappable_for_cost(game: GameState, source: GameObject, cost: ir.Cost, player: int) -> list[int]:
    """118.1, 602.2b: the permanents ``player`` could tap to pay "Tap N untapped <filter> you
    control": untapped, theirs, matching; the source itself too unless the cost also has {T}
    (it can't be tapped twice). No summoning sickness without the tap symbol (302.6)."""
    flt = cost.tap_untapped
    if flt is None:
        return []
    return [
        c.id
        for c in game.battlefield_objects()
        if not c.tapped
        and not (cost.tap and c.id == source.id)
        and characteristics.chars(game, c.id).controller == player
        and layers.matches(game, characteristics.chars(game, c.id), c, flt, source, player)
    ]


def tap_cost_problem(
    game: GameState, source: GameObject, cost: ir.Cost, player: int, tapped: list[int]
) -> str | None:
    """602.2b: why ``tapped`` doesn't pay the cost's "Tap N untapped ... you control"."""
    if cost.tap_untapped is None:
        return None
    able = set(tappable_for_cost(game, source, cost, player))
    if len(tapped) != cost.tap_count or len(set(tapped)) != len(tapped):
        return f"tap exactly {cost.tap_count} untapped permanent(s) you control for this cost"
    for t in tapped:
        if t not in able:
            why = _why(game, source, cost, player, t)
            return f"{game.object_name(t)} can't be tapped to pay this cost: {why}"
    return None


def _why(game: GameState, source: GameObject, cost: ir.Cost, player: int, oid: int) -> str:
    """Why permanent ``oid`` isn't one of those that can pay "Tap N untapped ... you
    control" (118.3, 701.26a)."""
    o = game.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.phased_out:
        return "it isn't a permanent on the battlefield (110.1)"
    if o.tapped:
        return "it's tapped: it must be untapped (701.26a)"
    if cost.tap and oid == source.id:
        return "it's tapped for the cost's {T} already (602.2b)"
    ch = characteristics.chars(game, oid)
    if ch.controller != player:
        return f"{game.players[player].name} doesn't control it"
    flt = cost.tap_untapped
    why = mismatch(game, ch, o, flt, source, player) if flt is not None else None
    return why or "it doesn't match the cost's description"


def tap_exclude(source: GameObject, cost: ir.Cost, tapped: Sequence[int]) -> Exclude:
    """601.2h: mana sources left out of the cost's mana plan: the source whose {T} is in the
    cost and the permanents tapped for "Tap N untapped ... you control"."""
    if not tapped or cost.tap_untapped is None:
        return source.id if cost.tap else None
    return frozenset(tapped) | ({source.id} if cost.tap else frozenset())


def payable_without(
    game: GameState, player: int, cost: ir.Cost, x: int, source_id: int, tapped: Sequence[int]
) -> bool:
    """The cost's mana can be paid without the permanents tapped for its tap part (601.2h)."""
    exclude = frozenset(tapped) | ({source_id} if cost.tap else frozenset())
    pay = plan_payment(game, player, cost.mana or "", x, exclude=exclude)
    return pay is not None and pay.life_problem is None


def total_power_taps(
    game: GameState, o: GameObject, cost: ir.Cost, player: int
) -> list[tuple[int, ...]]:
    """602.2b: "Tap any number of untapped creatures you control other than this creature
    with total power N or greater": one choice (the most powerful first), or none."""
    able = [
        c.id
        for c in game.battlefield_objects()
        if c.id != o.id
        and not c.tapped
        and characteristics.chars(game, c.id).controller == player
        and "creature" in characteristics.chars(game, c.id).types
    ]
    able.sort(key=lambda c: (-max(0, characteristics.chars(game, c).power or 0), c))
    chosen: list[int] = []
    total = 0
    for c in able:
        if total >= cost.tap_creatures_total_power:
            break
        chosen.append(c)
        total += max(0, characteristics.chars(game, c).power or 0)
    return [tuple(chosen)] if total >= cost.tap_creatures_total_power else []


def total_power_problem(game: GameState, source: GameObject, oid: int, player: int) -> str | None:
    """602.2b, 702.122a: why ``oid`` can't be one of the "untapped creatures you control other
    than this creature" tapped for a total power cost (crew, "Tap any number of ..."), or None
    when it can."""
    o = game.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.phased_out:
        return "it isn't a permanent on the battlefield (110.1)"
    if o.id == source.id:
        return "it is the permanent whose ability this is (602.2b)"
    if o.tapped:
        return "it's tapped: it must be untapped (701.26a)"
    ch = characteristics.chars(game, oid)
    if ch.controller != player:
        return f"{game.players[player].name} doesn't control it"
    if "creature" not in ch.types:
        return "it isn't a creature"
    return None
