"""Activation costs beyond mana, {T}, sacrifice and the rest paid by ``stack.activate`` (h-act,
602.2b, 118.3): "Discard a card at random" and "Discard a creature card" (701.9b), "Return a
land you control to its owner's hand", "Remove a +1/+1 counter from a creature you control",
"Mill a card" (701.17b) and "Exile the top card of your library"; and the limit "Activate no
more than twice each turn" (602.5b). Read by ``cards/transform_act.py``.

A cost that can't be paid fully can't be paid at all (118.3): every part is checked before
anything is paid (601.2h), and ``priority.activations`` lists only what can be paid."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations  # s11 h-ctl
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..errors import IllegalActionError
from ..mana import ManaCost, symbols
from ..objects import GameObject
from ..zones import Zone
from . import (
    characteristics,
    keywords_exert,
    permanents,
    power_up,
    sacrifice_costs,
    tap_costs,
    zone_moves,
)

if TYPE_CHECKING:
    from ..answers import ActivateAbility
    from ..state import GameState

# activated_this_turn keys (oid, index + _STRIDE * k): the k-th activation this turn (k >= 1)
# of the object's ability at ``index`` beyond the first, whose key is (oid, index) as for
# "Activate only once each turn" (602.5b)
_STRIDE = 10_000
# the index of a transformed permanent's ability: its back face's abilities are other
# abilities than its front face's (712.8e), each with its own "once each turn" (602.5b)
_BACK_FACE = 1_000


def key(obj: GameObject, index: int) -> tuple[int, int]:
    """The ``activated_this_turn`` key of ``obj``'s activated ability at ``index`` (602.5b),
    told apart by the face that is up (712.8e)."""
    return (obj.id, index + _BACK_FACE if obj.transformed else index)


def _face_index(game: GameState, oid: int, index: int) -> int:
    """``index`` as :func:`key` counts it for the object ``oid`` (712.8e)."""
    obj = game.objects.get(oid)
    return index if obj is None else key(obj, index)[1]


def times_activated(game: GameState, oid: int, index: int) -> int:
    """602.5b: how many times the ability has been activated this turn (counted for abilities
    with "Activate no more than N times each turn")."""
    index = _face_index(game, oid, index)
    k = 0
    while (oid, index + _STRIDE * k) in game.activated_this_turn:
        k += 1
    return k


def limit_reached(game: GameState, oid: int, index: int, ab: ir.ActivatedAbility) -> bool:
    """602.5b: "Activate no more than twice each turn": activated that many times already;
    a power-up ability activated once by this object (s10 h-act, rules/power_up.py)."""
    if power_up.used(game, oid, index, ab):
        return True
    return bool(ab.max_per_turn) and times_activated(game, oid, index) >= ab.max_per_turn


def record(game: GameState, oid: int, index: int, ab: ir.ActivatedAbility) -> None:
    """602.5b: one more activation of a limited ability this turn."""
    if ab.max_per_turn:
        face = _face_index(game, oid, index)
        game.activated_this_turn.add((oid, face + _STRIDE * times_activated(game, oid, index)))


def has_parts(cost: ir.Cost) -> bool:
    """Whether ``cost`` has a part this module pays (other payers refuse such a cost)."""
    return bool(
        cost.discard_random
        or cost.discard_filter is not None
        or cost.return_to_hand is not None
        or cost.remove_counter_from is not None
        or cost.mill
        or cost.exile_top
        or cost.remove_counters_x
        or cost.remove_any_counter  # s10 h-act
        or cost.discard_hand
        or cost.blight
        or cost.exert_self
        or cost.waterbend
        or cost.exile_self_from_hand
    )


def _matches(game: GameState, o: GameObject, f: ir.Filter, source: GameObject, player: int) -> bool:
    from .layers import matches

    return matches(game, characteristics.chars(game, o.id), o, f, source, player)


def discard_options(game: GameState, source: GameObject, cost: ir.Cost, player: int) -> list[int]:
    """701.9b, 602.2b: the cards in ``player``'s hand that can be discarded for the cost (not
    the source itself; of the cost's card type)."""
    hand = [c for c in game.players[player].hand if c != source.id]
    f = cost.discard_filter
    if f is None:
        return hand
    if f.named_self:  # 201.2: "Discard another card named ~"
        objs = game.objects
        return [c for c in hand if _matches(game, objs[c], f, source, player)]
    return [c for c in hand if f.types <= characteristics.chars(game, c).types]


def return_options(game: GameState, source: GameObject, cost: ir.Cost, player: int) -> list[int]:
    """602.2b: the permanents ``player`` controls that can be returned for the cost."""
    f = cost.return_to_hand
    if f is None:
        return []
    return [
        o.id
        for o in game.battlefield_objects()
        if characteristics.chars(game, o.id).controller == player
        and _matches(game, o, f, source, player)
    ]


def counter_options(game: GameState, source: GameObject, cost: ir.Cost, player: int) -> list[int]:
    """122.1, 602.2b: the permanents ``player`` controls with enough counters of the kind."""
    if cost.remove_counter_from is None:
        return []
    kind, n, f = cost.remove_counter_from
    return [
        o.id
        for o in game.battlefield_objects()
        if (o.counters.get(kind, 0) >= n if kind else bool(kinds_on(o)))  # s10: any kind
        and characteristics.chars(game, o.id).controller == player
        and _matches(game, o, f, source, player)
    ]


def kinds_on(o: GameObject) -> list[str]:
    """122.1: the kinds of counters on ``o`` (one or more of each), in a fixed order."""
    return sorted(k for k, v in o.counters.items() if v > 0)


def blight_options(game: GameState, player: int) -> list[int]:
    """701.68a-b: the creatures ``player`` controls that could get the -1/-1 counters."""
    return [
        o.id
        for o in game.battlefield_objects()
        if characteristics.chars(game, o.id).controller == player
        and "creature" in characteristics.chars(game, o.id).types
    ]


def _kind_from(o: GameObject, chosen: str, what: str) -> str:
    """122.1, 602.2b: the kind of counter removed from ``o`` for an any-kind cost: the one
    chosen, or the only kind there."""
    kinds = kinds_on(o)
    if chosen:
        if chosen not in kinds:
            raise IllegalActionError(f"{o.name} has no {chosen} counter for {what}", "602.2b")
        return chosen
    if not kinds:
        raise IllegalActionError(f"{o.name} has no counter to remove for {what}", "602.2b")
    if len(kinds) != 1:
        raise IllegalActionError(
            f"choose which kind of counter to remove from {o.name} for {what} ({', '.join(kinds)})",
            "602.2b",
        )
    return kinds[0]


def with_kinds(
    game: GameState, o: GameObject, cost: ir.Cost, actions: list[ActivateAbility]
) -> list[ActivateAbility]:
    """122.1, 602.2b: one activation per kind of counter an any-kind removal could take."""
    any_from = cost.remove_counter_from is not None and not cost.remove_counter_from[0]
    if not cost.remove_any_counter and not any_from:
        return actions
    out: list[ActivateAbility] = []
    for a in actions:
        where = game.objects[a.counters_from[0]] if any_from and a.counters_from else o
        out += [replace(a, counter_kind=k) for k in kinds_on(where)]
    return out


#: 701.67a: what may be tapped to pay a waterbend cost's generic mana
WATERBEND_TAP = ir.Filter(types=frozenset({"artifact", "creature"}), controller="you", tapped=False)


def waterbend_paid(cost: ir.Cost, n: int) -> ir.Cost:
    """701.67a: the cost with ``n`` of its waterbend cost's generic mana paid by tapping ``n``
    untapped artifacts and/or creatures the payer controls (checked and tapped as "Tap N
    untapped ... you control" is, 602.2b); no more than that generic mana (701.67b)."""
    if not cost.waterbend:
        return cost
    generic = ManaCost.parse(cost.mana).generic
    if n > generic:
        raise IllegalActionError(
            f"waterbend {cost.mana}: tap no more than {generic} artifacts and/or creatures",
            "701.67a",
        )
    if not n:
        return replace(cost, waterbend=False)
    rest = "".join("{" + s + "}" for s in symbols(cost.mana) if not s.isdigit())
    mana = ("{" + str(generic - n) + "}" if generic - n else "") + rest
    return replace(
        cost, mana=mana or None, waterbend=False, tap_untapped=WATERBEND_TAP, tap_count=n
    )


def variants(
    game: GameState,
    o: GameObject,
    ab: ir.ActivatedAbility,
    player: int,
    listed: Callable[[ir.ActivatedAbility], list[Any]],
) -> list[Any]:
    """The activations of an ability whose cost has a number chosen as it's activated: a
    waterbend cost (701.67a: for each number of its generic mana paid by tapping, none to
    all) or "Tap X untapped artifacts you control" (107.3: X from 0 to the number that
    could be tapped); those ``listed`` gives with that cost."""
    out: list[Any] = []
    if ab.cost.waterbend:
        for n in range(ManaCost.parse(ab.cost.mana).generic + 1):
            out += listed(replace(ab, cost=waterbend_paid(ab.cost, n)))
        return out
    for n in range(len(tap_costs.tappable_for_cost(game, o, ab.cost, player)) + 1):
        out += listed(replace(ab, cost=replace(ab.cost, tap_count=n)))
    return out


def alternatives(
    ab: ir.ActivatedAbility, listed: Callable[[ir.ActivatedAbility], list[Any]]
) -> list[Any]:
    """602.2b: "{3}, {T} or {R}, {T}: EFFECT": the activations with the first cost, then
    those with the second (``alternative``)."""
    if ab.alt_cost is None:
        return listed(ab)
    first = listed(replace(ab, alt_cost=None))
    second = listed(replace(ab, cost=ab.alt_cost, alt_cost=None))
    return first + [replace(a, alternative=True) for a in second]


def chosen(ab: ir.ActivatedAbility, action: ActivateAbility) -> ir.ActivatedAbility:
    """602.2b: the ability with the cost the answer chose to pay."""
    if action.alternative and ab.alt_cost is None:
        raise IllegalActionError("this ability has only one cost", "602.2b")
    if ab.alt_cost is None:
        return ab
    return replace(ab, cost=ab.alt_cost if action.alternative else ab.cost, alt_cost=None)


def tap_x_paid(cost: ir.Cost, x: int) -> ir.Cost:
    """107.3: "Tap X untapped artifacts you control": X of them (X chosen as activated)."""
    return replace(cost, tap_count=x) if cost.tap_x else cost


def card_gap(card: ir.CardDefinition) -> list[str]:
    """What of ``card``'s power-up abilities (rules/power_up.py), waterbend costs and second
    costs ("... or {R}, {T}:": mana and {T} only) the engine can't carry out (s10 h-act)."""
    alt = [
        a.alt_cost
        for a in card.abilities
        if isinstance(a, ir.ActivatedAbility) and a.alt_cost is not None
    ]
    odd = [c for c in alt if c != ir.Cost(mana=c.mana, tap=c.tap)]
    return (
        power_up.gap(card)
        + waterbend_gap(card)
        + (["a second cost beyond mana and {T}"] if odd else [])
    )


def waterbend_gap(card: ir.CardDefinition) -> list[str]:
    """What of a waterbend cost the engine can't pay: {X} in it, or another tapping part."""
    for a in card.abilities:
        c = getattr(a, "cost", None)
        if isinstance(c, ir.Cost) and c.waterbend:
            if not isinstance(a, ir.ActivatedAbility):
                return ["waterbend outside an activated ability's cost (701.67b)"]
            if "X" in symbols(c.mana) or c.tap_untapped is not None or c.tap_creatures_total_power:
                return ["waterbend {X} or with another tapping cost (701.67a)"]
    return []


def library_short(game: GameState, cost: ir.Cost, player: int) -> str | None:
    """701.17b, 118.3: why the library can't pay a mill or exile-from-the-top cost."""
    need = max(cost.mill, cost.exile_top)
    have = len(game.players[player].library)
    if need > have:
        verb = "mill" if cost.mill else "exile the top"
        return f"can't {verb} {need} card(s) from a library of {have}"
    return None


@dataclass(frozen=True, slots=True)
class Plan:
    """What the h-act parts of a cost pay with, checked before anything is paid (601.2h)."""

    returned: tuple[int, ...] = ()  # s11 h-ctl: as many as the cost's return_count
    counters_from: int | None = None
    # s10 h-act: the kind removed by an any-kind cost (122.1); the creature blighted (701.68c)
    kind: str = ""
    blighted: int | None = None


def chosen_discards(obj: GameObject, cost: ir.Cost, action: ActivateAbility) -> list[int]:
    """602.2b: the cards an activation names for its discard cost. Naming the card a
    "Discard this card" cost discards is that cost, not another; naming cards for an
    ability with no such cost is refused (only its own costs are paid, 601.2h)."""
    given = list(action.discard)
    if not given or cost.discard:
        return given
    if cost.discard_self and given == [obj.id]:
        return []
    raise IllegalActionError(f"{obj.name}'s ability has no cost to discard other cards", "602.2b")


def refuse_unasked_sacrifice(obj: GameObject, cost: ir.Cost, action: ActivateAbility) -> None:
    """602.2b: permanents named to sacrifice for an ability without such a cost are refused
    (naming the source itself for "Sacrifice this creature" is that cost)."""
    given = list(action.sacrifice)
    if not given or cost.sacrifice is not None:
        return
    if cost.sacrifice_self and given == [obj.id]:
        return
    raise IllegalActionError(
        f"{obj.name}'s ability has no cost to sacrifice other permanents", "602.2b"
    )


def check(
    game: GameState,
    obj: GameObject,
    cost: ir.Cost,
    action: ActivateAbility,
    player: int,
) -> Plan:
    """602.2b, 118.3: refuse an activation whose h-act cost parts can't be paid as chosen.
    (A random discard's cards are chosen as it is paid: the answer names none.)"""
    what = f"{obj.name}'s ability"
    if cost.discard_random:  # 701.9b: chosen at random, not by the player
        if action.discard:
            raise IllegalActionError(f"{what} discards at random: choose no cards", "701.9b")
        if len(discard_options(game, obj, cost, player)) < cost.discard:
            raise IllegalActionError(f"not enough cards in hand to discard for {what}", "118.3")
    elif cost.discard_filter is not None:
        able = discard_options(game, obj, cost, player)
        if any(d not in able for d in action.discard):
            f = cost.discard_filter
            kind = (
                f"another card named {obj.name}"
                if f.named_self
                else f"{next(iter(f.types))} card(s)"
            )
            raise IllegalActionError(f"discard {kind} from your hand for {what}", "602.2b")
    plan = Plan()
    if cost.return_to_hand is not None:
        able = return_options(game, obj, cost, player)
        n = cost.return_count  # s11 h-ctl: "Return two Islands you control ..."
        picked = action.returned
        if len(picked) != n or len(set(picked)) != n or any(r not in able for r in picked):
            f = cost.return_to_hand
            problem = sacrifice_costs.choice_problem(game, picked, n, player, f, obj, "")
            raise IllegalActionError(
                f"choose {n} permanent(s) you control to return to their owner's hand for {what}"
                f" - {problem or 'that choice does not pay the cost'}",
                "602.2b",
            )
        plan = Plan(returned=tuple(picked))
    if cost.remove_counter_from is not None:
        able = counter_options(game, obj, cost, player)
        chosen = action.counters_from
        if len(chosen) != 1 or chosen[0] not in able:
            kind, n, _ = cost.remove_counter_from
            raise IllegalActionError(
                f"choose one permanent you control with {n} {kind} counter(s) for {what}",
                "602.2b",
            )
        plan = Plan(returned=plan.returned, counters_from=chosen[0])
        if not cost.remove_counter_from[0]:  # s10: any kind (122.1)
            kind = _kind_from(game.objects[chosen[0]], action.counter_kind, what)
            plan = replace(plan, kind=kind)
    elif action.counters_from:
        raise IllegalActionError(f"{what} has no cost to remove counters from another", "602.2b")
    if cost.remove_any_counter:  # s10 h-act, 122.1, 118.3
        plan = replace(plan, kind=_kind_from(obj, action.counter_kind, what))
    elif action.counter_kind and not plan.kind:
        raise IllegalActionError(f"{what} has no cost to remove a counter of any kind", "602.2b")
    if cost.blight:  # s10 h-act, 701.68a-b
        if len(action.blighted) != 1 or action.blighted[0] not in blight_options(game, player):
            raise IllegalActionError(
                f"choose one creature you control to blight {cost.blight} for {what}", "701.68a"
            )
        plan = replace(plan, blighted=action.blighted[0])
    elif action.blighted:
        raise IllegalActionError(f"{what} has no blight cost", "701.68a")
    kind = cost.remove_counters_x
    if kind and obj.counters.get(kind, 0) < action.x:  # 107.3, 118.3
        raise IllegalActionError(
            f"{obj.name} doesn't have {action.x} {kind} counter(s) to remove (X is {action.x})",
            "118.3",
        )
    why = library_short(game, cost, player)
    if why is not None:
        raise IllegalActionError(f"{why} for {what}", "701.17b" if cost.mill else "118.3")
    return plan


def pay(
    game: GameState, obj: GameObject, cost: ir.Cost, plan: Plan, player: int, x: int = 0
) -> None:
    """601.2h, 602.2b: pay the h-act parts (after the other parts' checks, with them)."""
    p = game.players[player]
    cause = f"{obj.name}'s cost"
    if cost.remove_counters_x and x > 0:  # 107.3: X counters
        permanents.remove_counters(game, obj, cost.remove_counters_x, x, "602.2b")
    if cost.discard_random:  # 701.9b: the game's seeded generator picks them
        hand = discard_options(game, obj, cost, player)
        for d in game.rng.sample(hand, cost.discard):
            game.log_event(
                "discard", f"{p.name} discards {game.objects[d].name} at random", "701.9b"
            )
            zone_moves.discard(game, d, cause)
    if plan.counters_from is not None and cost.remove_counter_from is not None:
        kind, n, _ = cost.remove_counter_from
        kind = kind or plan.kind  # s10: the kind chosen (122.1)
        permanents.remove_counters(game, game.objects[plan.counters_from], kind, n, "602.2b")
    if cost.remove_any_counter:  # s10 h-act, 122.1
        permanents.remove_counters(game, obj, plan.kind, 1, "602.2b")
    if plan.blighted is not None:  # s10 h-act, 701.68a: the cost puts them (602.2b)
        b = game.objects[plan.blighted]
        game.log_event("blight", f"{p.name} blights {cost.blight}: {b.name}", "701.68a")
        permanents.add_counters(game, b, "-1/-1", cost.blight, "701.68a", by_effect=False)
    if cost.exert_self:  # s10 h-act, 701.43a-b: even if tapped or exerted already
        keywords_exert.exert(game, obj.id, linked=False)
    if cost.exile_self_from_hand:  # s10 h-act, 602.2b: the card itself, from its hand
        zone_moves.move(
            game, obj, Zone.EXILE, f"{obj.name} is exiled from {p.name}'s hand", "602.2b"
        )
    if cost.discard_hand:  # s10 h-act, 701.9a: every card in the hand (none is fine, 118.3)
        for d in list(p.hand):
            zone_moves.discard(game, d, cause)
    for rid in plan.returned:  # s11 h-ctl: one or more, returned together (602.2b)
        o = game.objects[rid]
        zone_moves.move(
            game, o, Zone.HAND, f"{o.name} is returned to its owner's hand ({cause})", "602.2b"
        )
    for _ in range(cost.mill):  # 701.17a
        top = game.objects[p.library[-1]]
        zone_moves.move(game, top, Zone.GRAVEYARD, f"{p.name} mills {top.name}", "701.17a")
    for _ in range(cost.exile_top):  # 406.3
        top = game.objects[p.library[-1]]
        zone_moves.move(
            game,
            top,
            Zone.EXILE,
            f"{p.name} exiles {top.name} from the top of their library",
            "406.3",
        )


def choices(
    game: GameState, o: GameObject, cost: ir.Cost, player: int
) -> list[tuple[tuple[int, ...], tuple[int, ...]]] | None:
    """602.2b, 118.3: the (returned, counters_from) choices of a legal activation; None when
    an h-act part can't be paid (then the ability isn't listed)."""
    if cost.discard_random and len(discard_options(game, o, cost, player)) < cost.discard:
        return None
    if library_short(game, cost, player) is not None:
        return None
    if cost.remove_any_counter and not kinds_on(o):
        return None  # s10 h-act, 118.3: no counter to remove
    returns: list[tuple[int, ...]] = [()]
    if cost.return_to_hand is not None:  # s11 h-ctl: every set of return_count of them
        returns = list(combinations(return_options(game, o, cost, player), cost.return_count))
    froms: list[tuple[int, ...]] = [()]
    if cost.remove_counter_from is not None:
        froms = [(c,) for c in counter_options(game, o, cost, player)]
    out = [(r, f) for r in returns for f in froms]
    return out or None


def blight_choices(
    game: GameState, o: GameObject, cost: ir.Cost, actions: list[ActivateAbility], player: int
) -> list[ActivateAbility]:
    """701.68a-b, 118.3: one activation per creature that could be blighted (none: the cost
    can't be paid)."""

    if not cost.blight:
        return actions
    able = blight_options(game, player)
    return [replace(a, blighted=(b,)) for a in actions for b in able]


def x_values(o: GameObject, cost: ir.Cost, xs: list[int], limit: int) -> list[int]:
    """107.3, 118.3: the X that can be chosen for "Remove X storage counters from this land":
    no more than the counters there; ``xs`` are those the mana allows (X in the mana cost),
    or, without an X there, any from 0 while the mana can be paid."""
    if cost.tap_x:  # s10 h-act, 107.3: X is the number tapped (``variants``); {X} too
        n = cost.tap_count
        if cost.mana and "X" in cost.mana.upper():
            return [n] if n in xs else []
        return [n] if xs and n >= 0 else []
    kind = cost.remove_counters_x
    if not kind:
        return xs
    most = o.counters.get(kind, 0)
    if cost.mana and "X" in cost.mana.upper():
        return [x for x in xs if x <= most]
    return list(range(0, min(most, limit) + 1)) if xs else []
