"""118.1, 602.2b: "Exile a creature card from your graveyard", "Exile two other cards from
your graveyard" as part of an activation cost: which cards can pay it, the choices listed,
why an answer doesn't pay it (118.3: a cost can't be paid with cards that aren't there), and
the payment (601.2h)."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import CastSpell
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import alt_cost_names, characteristics, keywords_from_graveyard, layers, zone_moves

if TYPE_CHECKING:
    from ..state import GameState

LIMIT = 50  # as priority.LIMIT: listed choices are capped, every listed one applies


def exilable(game: GameState, source: GameObject, cost: ir.Cost, player: int) -> list[int]:
    """602.2b: the cards in ``player``'s own graveyard matching the cost's filter; "other"
    leaves out the source itself (Bone Dragon's ability is activated from the graveyard)."""
    flt = cost.exile_from_graveyard
    if flt is None:
        return []
    # 404.1: a graveyard's cards are its owner's; the filter's "your" is the graveyard
    flt2 = replace(flt, controller=None, zone="battlefield")
    return [
        c
        for c in game.players[player].graveyard
        if c in game.objects
        and layers.matches(
            game, characteristics.chars(game, c), game.objects[c], flt2, source, player
        )
    ]


def count(cost: ir.Cost, x: int) -> int:
    """How many cards the cost exiles: N, or X as chosen (107.3)."""
    return x if cost.exile_x else cost.exile_count


def exile_choices(
    game: GameState, source: GameObject, cost: ir.Cost, player: int, x: int = 0
) -> list[tuple[int, ...]]:
    """The sets of cards that pay the cost (602.2b); [()] when it has no such part, []
    when it can't be paid (118.3)."""
    if cost.exile_from_graveyard is None:
        return [()]
    able = exilable(game, source, cost, player)
    return list(itertools.islice(itertools.combinations(able, count(cost, x)), LIMIT))


def x_values(
    game: GameState, source: GameObject, cost: ir.Cost, player: int, xs: list[int], limit: int
) -> list[int]:
    """107.3, 601.2b: the X that can be chosen for "Exile X cards from your graveyard": no
    more than the matching cards there; ``xs`` are those the mana allows (X in the mana
    cost), or, without an X there, any from 0 while the mana can be paid."""
    if cost.exile_from_graveyard is None or not cost.exile_x:
        return xs
    most = len(exilable(game, source, cost, player))
    if cost.mana and "X" in cost.mana.upper():
        return [x for x in xs if x <= most]
    return list(range(0, min(most, limit) + 1)) if xs else []


def check(
    game: GameState, source: GameObject, cost: ir.Cost, player: int, exiled: list[int], x: int = 0
) -> None:
    """602.2b, 118.3: refuse an answer whose ``exile`` doesn't pay the cost, before anything
    is paid (the state is unchanged)."""
    if cost.exile_from_graveyard is None:
        if exiled:
            raise IllegalActionError(
                f"{source.name}'s ability has no cost to exile cards from a graveyard", "602.2b"
            )
        return
    n = count(cost, x)
    if len(exiled) != n or len(set(exiled)) != len(exiled):
        raise IllegalActionError(
            f"choose exactly {n} card(s) in your graveyard to exile for {source.name}'s ability",
            "602.2b",
        )
    able = set(exilable(game, source, cost, player))
    for e in exiled:
        if e not in able:
            name = game.object_name(e) if e in game.objects else f"object {e}"
            why = _why_not(game, source, cost.exile_from_graveyard, player, e)
            raise IllegalActionError(f"{name} can't be exiled to pay this cost: {why}", "118.3")


def _why_not(game: GameState, source: GameObject, flt: ir.Filter, player: int, oid: int) -> str:
    """Why card ``oid`` isn't one the cost can exile from ``player``'s graveyard (602.2b)."""
    if oid not in game.players[player].graveyard or oid not in game.objects:
        return "it isn't in your graveyard (404.1)"
    flt2 = replace(flt, controller=None, zone="battlefield")
    obj = game.objects[oid]
    why = layers.mismatch(game, characteristics.chars(game, oid), obj, flt2, source, player)
    return why or "it doesn't match the cost's description"


def pay(
    game: GameState, source_name: str, exiled: list[int], rule: str = "602.2b"
) -> tuple[int, ...]:
    """601.2h, 602.2b: exile the chosen cards from their owner's graveyard; their new ids in
    exile (400.7), for "the exiled card" (608.2h)."""
    out: list[int] = []
    with game.simultaneously():  # s10 trig: the cards leave the graveyard at once (603.2c)
        for e in exiled:
            new = zone_moves.move(
                game,
                game.objects[e],
                Zone.EXILE,
                f"{game.objects[e].name} is exiled from a graveyard to pay {source_name}'s cost",
                rule,
            )
            out.append(new.id)
    return tuple(out)


# --- "As an additional cost to cast this spell, exile a creature card from your graveyard."


def _extra(obj: GameObject, alt_cost: str | None = None) -> ir.Cost | None:
    """The spell's additional cost, or its escape cost for a cast with escape (702.138a: a
    card with escape has no additional cost, rules/keywords_from_graveyard.gap)."""
    escape = keywords_from_graveyard.escape_exile_cost(obj, alt_cost)
    if escape is not None:
        return escape
    return next((a.cost for a in obj.card.abilities if isinstance(a, ir.AdditionalCost)), None)


def spell_choices(
    game: GameState, obj: GameObject, player: int, alt_cost: str | None = None
) -> list[tuple[int, ...]]:
    """601.2f, 702.138a: the sets of cards in ``player``'s graveyard that pay the spell's
    additional exile cost (or its escape cost); [()] when it has none. The spell's own card
    isn't one of them: it is on the stack by then (601.2a)."""
    extra = _extra(obj, alt_cost)
    if extra is None or extra.exile_from_graveyard is None:
        return [()]
    able = spell_choices_able(game, obj, extra, player)
    return list(itertools.islice(itertools.combinations(able, extra.exile_count), LIMIT))


def with_spell_exiles(game: GameState, obj: GameObject, player: int, casts: list[Any]) -> list[Any]:
    """One cast for each set of cards that pays the additional exile cost (601.2f); none
    when it can't be paid (118.3). Other answers pass unchanged."""
    escape = keywords_from_graveyard.keyword(obj.card) == keywords_from_graveyard.ESCAPE
    extra = _extra(obj)
    if not escape and (extra is None or extra.exile_from_graveyard is None or extra.exile_x):
        return casts  # "exile X cards": rules/additional_x_costs.py
    found: dict[str | None, list[tuple[int, ...]]] = {}
    out: list[Any] = []
    for c in casts:
        if isinstance(c, CastSpell):
            if c.alt_cost not in found:
                found[c.alt_cost] = spell_choices(game, obj, player, c.alt_cost)
            choices = found[c.alt_cost]
            out += [replace(c, exile=ex) for ex in choices if not set(ex) & set(c.delve)]
        else:
            out.append(c)
    return out[:LIMIT]


def check_spell(game: GameState, obj: GameObject, action: CastSpell, player: int) -> list[int]:
    """601.2f, 118.3: the cards ``action`` exiles for the spell's additional cost, refused
    before anything is paid when they don't pay it."""
    from . import pitch_costs  # s11 h-gy

    if pitch_costs.pitch_alt(obj, action.alt_cost) is not None:
        return []  # 118.9: ``exile`` names the hand cards of the alternative cost
    chosen = list(action.exile)
    extra = _extra(obj, action.alt_cost)
    if extra is None or extra.exile_from_graveyard is None:
        if chosen and action.alt_cost and pitch_costs.has_pitch(obj):
            # 118.9: a name no alternative cost goes by: the names it has
            raise alt_cost_names.refusal(obj, action.alt_cost)
        if chosen:
            raise IllegalActionError(f"{obj.name} has no cost to exile cards", "601.2f")
        return []
    n = action.x if extra.exile_x else extra.exile_count  # 107.3: X as announced
    if len(chosen) != n or len(set(chosen)) != len(chosen):
        raise IllegalActionError(
            f"choose exactly {n} card(s) in your graveyard to exile as the "
            f"additional cost of {obj.name}",
            "601.2f",
        )
    able = set(spell_choices_able(game, obj, extra, player))
    for e in chosen:
        if e not in able or e in action.delve:
            name = game.object_name(e) if e in game.objects else f"object {e}"
            raise IllegalActionError(
                f"{name} can't be exiled to pay this cost (it must be a matching card in "
                "your graveyard, not also exiled for delve)",
                "118.3",
            )
    return chosen


def spell_choices_able(game: GameState, obj: GameObject, extra: ir.Cost, player: int) -> list[int]:
    """The cards that may be among those exiled for the spell's cost (not its own card)."""
    return [c for c in exilable(game, obj, extra, player) if c != obj.id]


def ref_gap(card: ir.CardDefinition) -> list[str]:
    """The gap of a "the exiled card" (ir.ExiledCostRef) that no single card exiled by a cost
    of its own spell (601.2f) or ability (602.2b) pays for; empty when each one is."""
    if not any("ExiledCostRef(" in repr(a) for a in card.abilities):
        return []
    extra = _extra_of(card)
    for a in card.abilities:
        if "ExiledCostRef(" not in repr(a):
            continue
        if isinstance(a, ir.SpellAbility) and extra is not None and _one(extra):
            continue  # 601.2f, 601.2h
        if isinstance(a, ir.ActivatedAbility) and _one(a.cost):
            continue  # 602.2b
        return ["'the exiled card' without a cost of its own that exiles one card (601.2h)"]
    return []


def _one(cost: ir.Cost) -> bool:
    return cost.exile_from_graveyard is not None and not cost.exile_x and cost.exile_count == 1


def _extra_of(card: ir.CardDefinition) -> ir.Cost | None:
    return next((a.cost for a in card.abilities if isinstance(a, ir.AdditionalCost)), None)
