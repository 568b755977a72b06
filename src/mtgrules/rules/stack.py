"""Casting spells (601), activating abilities (602, 605) and resolving them (608)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import ActivateAbility, CastSpell
from ..errors import IllegalActionError
from ..mana import ManaCost, symbols
from ..objects import GameObject, StackAbility, StackItem, Target
from ..zones import Zone
from . import control, effects, targeting
from .keywords import activated_from_keyword
from .life import can_pay_life

if TYPE_CHECKING:
    from ..game import Game

AFTER_BLOCKERS = frozenset(
    {"declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"}
)


def modal(obj: GameObject) -> ir.Modal | None:
    for a in obj.card.abilities:
        if isinstance(a, ir.SpellAbility):
            for e in a.effects:
                if isinstance(e, ir.Modal):
                    return e
    return None


def check_modes(obj: GameObject, modes: tuple[int, ...]) -> None:
    """700.2: a modal spell's modes are chosen as it is cast (601.2b)."""
    m = modal(obj)
    if m is None:
        if modes:
            raise IllegalActionError(f"{obj.name} isn't modal", "700.2")
        return
    n = len(m.modes)
    if any(not 1 <= x <= n for x in modes) or len(set(modes)) != len(modes):
        raise IllegalActionError(f"{obj.name} has modes 1 to {n}, each chosen once", "700.2")
    if m.any_number or m.or_more:
        if len(modes) < (0 if m.any_number else 1):
            raise IllegalActionError(f"choose at least one mode of {obj.name}", "700.2")
    elif len(modes) != m.choose:
        raise IllegalActionError(f"choose {m.choose} mode(s) of {obj.name}", "700.2")


def spell_targets(
    game: Game, obj: GameObject, modes: tuple[int, ...] = ()
) -> tuple[ir.TargetSpec, ...]:
    """115.1a-b: an instant or sorcery's "target" phrases (of its chosen modes, 700.2); an Aura
    spell's enchant target."""
    m = modal(obj)
    if m is not None:
        return tuple(t for i in sorted(modes) for t in m.modes[i - 1].targets)
    ch = game.chars(obj.id)
    if "Aura" in ch.subtypes:
        for a in ch.abilities:
            if isinstance(a, ir.Keyword) and a.name == "enchant":
                if a.enchant_player:
                    return (ir.TargetSpec("player"),)
                return (ir.TargetSpec("object", a.filter or ir.Filter()),)
        return ()
    for a in ch.abilities:
        if isinstance(a, ir.SpellAbility):
            return a.targets
    return ()


def spell_ability(game: Game, obj: GameObject) -> ir.SpellAbility | None:
    for a in obj.card.abilities:
        if isinstance(a, ir.SpellAbility):
            return a
    return None


def activated_abilities(game: Game, obj: GameObject) -> list[ir.ActivatedAbility]:
    """602: the object's activated abilities, with keyword abilities that stand for one
    (equip, 702.6a) written out. Computed once per card while its abilities are the printed
    ones, else once per object and state (the list is shared: don't change it)."""
    card = obj.card
    on_battlefield = obj.zone is Zone.BATTLEFIELD
    abilities = game.chars(obj.id).abilities if on_battlefield else card.abilities
    if abilities is card.abilities:  # what the card prints: the same answer for every state
        known = _BY_CARD.get(id(card))
        if known is not None and known[0] is card:
            return known[1]
        out = _activated_abilities(abilities, card)
        if len(_BY_CARD) > _TABLE_LIMIT:
            _BY_CARD.clear()
        _BY_CARD[id(card)] = (card, out)  # the card kept with its answer: its id stays its own
        return out
    cache = game._chars_cache().activated
    out = cache.get(obj.id)
    if out is None or game.objects.get(obj.id) is not obj:
        out = _activated_abilities(abilities, card)
        if game.objects.get(obj.id) is obj:
            cache[obj.id] = out
    return out


def numbered_activated_abilities(
    game: Game, obj: GameObject, mana_abilities: bool
) -> list[tuple[int, ir.ActivatedAbility]]:
    """``activated_abilities`` numbered from 0; ``mana_abilities=False`` leaves out mana
    abilities (605.3a). Computed once per list of abilities (shared: don't change it)."""
    abilities = activated_abilities(game, obj)
    if mana_abilities:
        return list(enumerate(abilities))
    known = _NUMBERED.get(id(abilities))
    if known is not None and known[0] is abilities:
        return known[1]
    out = [(i, ab) for i, ab in enumerate(abilities) if not ab.is_mana_ability]
    if len(_NUMBERED) > _TABLE_LIMIT:
        _NUMBERED.clear()
    _NUMBERED[id(abilities)] = (abilities, out)
    return out


# activated_abilities by card (printed abilities), and numbered_activated_abilities by list;
# each answer kept with what it was computed from, so an id is never read for another object
_TABLE_LIMIT = 20_000
_BY_CARD: dict[int, tuple[ir.CardDefinition, list[ir.ActivatedAbility]]] = {}
_NUMBERED: dict[int, tuple[list[ir.ActivatedAbility], list[tuple[int, ir.ActivatedAbility]]]] = {}


def _activated_abilities(
    abilities: tuple[ir.Ability, ...], card: ir.CardDefinition
) -> list[ir.ActivatedAbility]:
    out: list[ir.ActivatedAbility] = []
    for a in abilities:
        if isinstance(a, ir.Keyword):
            expanded = activated_from_keyword(a, card)
            if expanded is None:
                continue
            a = expanded
        elif isinstance(a, ir.LoyaltyAbility):
            # 606.4: the cost is adding (+N) or removing (-N) loyalty counters; written as a
            # counter-removal cost, a negative removal adds. 606.3: sorcery speed.
            a = ir.ActivatedAbility(
                ir.Cost(remove_counters=(("loyalty", -a.loyalty),)),
                a.effects,
                a.targets,
                sorcery_speed=True,
            )
        if isinstance(a, ir.ActivatedAbility):
            out.append(a)
    return out


def functions_here(ab: ir.ActivatedAbility, obj: GameObject) -> bool:
    """113.6j, 602.2: an ability with "Discard this card" in its cost (cycling, channel)
    works from its owner's hand; every other activated ability from the battlefield."""
    if ab.cost.discard_self:
        return obj.zone is Zone.HAND
    return obj.zone is Zone.BATTLEFIELD


def sorcery_timing(game: Game, player: int) -> str | None:
    """307.1 / 117.1a: main phase of your turn with an empty"""
    if game.active_player != player:
        return "it isn't your turn"
    if game.step not in ("main1", "main2"):
        return "it isn't a main phase"
    if game.stack:
        return "the stack isn't empty"
    return None


def _check_targets(
    game: Game,
    name: str,
    specs: tuple[ir.TargetSpec, ...],
    chosen: tuple[tuple[Target, ...], ...],
    ctx: targeting.TargetingContext,
    rule: str,
    x: int = 0,
) -> tuple[tuple[Target, ...], ...]:
    if len(chosen) < len(specs) and not all(s.up_to for s in specs[len(chosen) :]):
        if not targeting.has_enough_targets(game, specs, ctx):
            raise IllegalActionError(
                f"{name} can't be cast or activated without a legal target "
                f"for {targeting.describe_spec(specs[len(chosen)])}",
                rule,
            )
        raise IllegalActionError(
            f"{name} needs {targeting.describe_spec(specs[len(chosen)])}", rule
        )
    if len(chosen) > len(specs):
        raise IllegalActionError(f"{name} has only {len(specs)} target phrase(s)", "115.1")
    fixed: list[tuple[Target, ...]] = []
    for spec, ts in zip(specs, chosen, strict=False):
        count = x if spec.count_x else spec.count  # "each of X targets" (107.3)
        if len(ts) > count or (len(ts) < count and not spec.up_to):
            raise IllegalActionError(
                f"{name} needs {count} target(s) for "
                f"{targeting.describe_spec(spec)}, not {len(ts)}",
                rule,
            )
        seen: set[tuple[int | None, int | None]] = set()
        out: list[Target] = []
        k = spec.filter.same_controller_as_target
        for t in ts:
            if k is not None and k < len(fixed) and fixed[k] and t.object_id in game.objects:
                other = fixed[k][0].object_id
                if (
                    other in game.objects
                    and game.chars(other).controller != game.chars(t.object_id).controller
                ):
                    raise IllegalActionError(
                        f"{name} can't target {targeting.target_name(game, t)}: it must have the "
                        "same controller as the first target",
                        "115.1",
                    )
            key = (t.object_id, t.player)
            if key in seen:  # 115.3: the same object or player once per "target"
                raise IllegalActionError(
                    f"{name} can't choose {targeting.target_name(game, t)} "
                    'twice for one instance of "target"',
                    "115.3",
                )
            seen.add(key)
            if t.object_id is not None and t.object_id in game.objects:
                t = Target(object_id=t.object_id, zone=game.objects[t.object_id].zone)
            why = targeting.problem(game, spec, t, ctx)
            if why:
                raise IllegalActionError(
                    f"{name} can't target {targeting.target_name(game, t)}: {why}"
                )
            out.append(t)
        fixed.append(tuple(out))
    return tuple(fixed)


@dataclass(frozen=True, slots=True)
class Payment:
    """How a cost with mana symbols is paid (601.2g-h): ``mana`` is what is paid with mana,
    following ``plan``; ``life_for`` are the Phyrexian symbols paid with 2 life each
    (107.4f); ``life_problem`` says why that life can't be paid (119.4, 119.8), if so."""

    mana: str
    plan: list[tuple[int, str]]
    life_for: tuple[str, ...] = ()
    life_problem: str | None = None

    @property
    def life(self) -> int:
        return 2 * len(self.life_for)


def plan_payment(
    game: Game,
    player: int,
    cost: str | None,
    x: int = 0,
    exclude: int | None = None,
    by_life: int | None = None,
) -> Payment | None:
    """How ``player`` pays ``cost``: ``by_life`` Phyrexian symbols with 2 life each (107.4f)
    and the rest with mana; by default with mana where the mana is there, and each Phyrexian
    symbol the mana can't cover with life. None: it can't be paid so."""
    syms = symbols(cost)
    phyrexian = [i for i, s in enumerate(syms) if s.endswith("/P")]
    counts = range(len(phyrexian) + 1) if by_life is None else [by_life]
    for k in counts:
        if not 0 <= k <= len(phyrexian):
            return None
        for chosen in combinations(phyrexian, k):
            rest = "".join("{" + s + "}" for i, s in enumerate(syms) if i not in chosen)
            plan = game.mana_plan(player, rest, x, exclude)
            if plan is None:
                continue
            life_for = tuple(syms[i] for i in chosen)
            why = can_pay_life(game, player, 2 * k) if k else None
            return Payment(rest, plan, life_for, why)
    return None


def pay(game: Game, player: int, payment: Payment, x: int, what: str) -> None:
    """Pay a planned cost: the mana, then 2 life for each Phyrexian symbol paid so (119.4)."""
    game.pay_mana(player, payment.mana, x, payment.plan)
    if payment.life:
        from .life import lose_life

        symbols_text = "".join("{" + s + "}" for s in payment.life_for)
        lose_life(game, player, payment.life, f"paying {symbols_text} for {what}", "107.4f")


def _payment_or_refuse(
    game: Game,
    player: int,
    cost: str,
    x: int,
    exclude: int | None,
    what: str,
    rule: str,
    by_life: int | None = None,
) -> Payment:
    name = game.players[player].name
    payment = plan_payment(game, player, cost, x, exclude, by_life)
    if payment is None:
        n = sum(1 for s in symbols(cost) if s.endswith("/P"))
        if by_life is not None and not 0 <= by_life <= n:
            raise IllegalActionError(
                f"{cost or '{0}'} has {n} Phyrexian symbol(s) to pay with life, not {by_life}",
                "107.4f",
            )
        raise IllegalActionError(f"{name} can't pay {cost or '{0}'} for {what}", rule)
    if payment.life_problem is not None:
        symbols_text = "".join("{" + s + "}" for s in payment.life_for)
        part = symbols_text if symbols_text == cost.upper() else f"{symbols_text} of {cost}"
        raise IllegalActionError(
            f"{name} can't pay {part} for {what} with {payment.life} life: {payment.life_problem}"
        )
    return payment


def cast(game: Game, action: CastSpell, player: int) -> None:
    """601.2a-i. Raises IllegalActionError before any change if the spell can't be cast."""
    obj = game.objects.get(action.card)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        name = game.object_name(action.card)
        raise IllegalActionError(f"{name} isn't in {game.players[player].name}'s hand", "601.2a")
    ch = game.chars(obj.id)
    if "land" in ch.types:
        raise IllegalActionError(f"{obj.name} is a land: it is played, not cast", "305.9")
    instant_speed = "instant" in ch.types or "flash" in ch.keywords
    if not instant_speed:
        why = sorcery_timing(game, player)
        if why:
            raise IllegalActionError(f"{obj.name} can't be cast now: {why}", "307.1")
    for a in ch.abilities:
        # 601.3: "Cast this spell only during combat after blockers are declared."
        if isinstance(a, ir.CastRestriction) and (
            game.step not in AFTER_BLOCKERS
            or (game.step == "declare_blockers" and not game.blockers_declared)
        ):
            raise IllegalActionError(f"{obj.name} can't be cast now: {a.text}", "601.3")
    check_modes(obj, action.modes)
    specs = spell_targets(game, obj, action.modes)
    ctx = targeting.TargetingContext(obj.name, obj, ch, player, True, obj.owner)
    targets = _check_targets(game, obj.name, specs, action.targets, ctx, "601.2c", action.x)
    if action.x and not mentions_x(obj.card):
        raise IllegalActionError(f"{obj.name} has no X to choose", "107.3a")
    sac = _additional_sacrifice(game, obj, action.sacrifice, player, action.x)
    total = total_cost(game, obj, player)
    alt = _alternative_cost(game, obj, action.alt_cost, player)
    if alt is not None:
        total = alt.mana  # 118.9: instead of the mana cost
    if not action.free:
        payment = _payment_or_refuse(
            game, player, total or "", action.x, None, obj.name, "601.2h", action.phyrexian_life
        )
        extra_life = 0
        for a in obj.card.abilities:
            if isinstance(a, ir.AdditionalCost):
                extra_life = action.x if a.cost.pay_life_x else a.cost.pay_life
        if payment.life and extra_life:  # 119.4: all the life the total cost asks for
            why = can_pay_life(game, player, payment.life + extra_life)
            if why:
                raise IllegalActionError(f"can't pay {payment.life + extra_life} life: {why}")
    # Legal: now change the game (601.2a, 601.2h, 601.2i).
    new = game.move(
        obj,
        Zone.STACK,
        f"{game.players[player].name} casts {obj.name}" + _targets_text(game, targets),
        "601.2",
        quiet=True,
    )
    new.x = action.x
    new.controller = player
    if not action.free:
        pay(game, player, payment, action.x, obj.name)
    for s in sac:
        game.sacrifice(s, f"{obj.name}'s additional cost")
    extra = next((a.cost for a in obj.card.abilities if isinstance(a, ir.AdditionalCost)), None)
    life = (action.x if extra.pay_life_x else extra.pay_life) if extra is not None else 0
    if life:
        from .life import lose_life

        lose_life(game, player, life, f"{obj.name}'s additional cost", "119.4")
    if alt is not None and alt.opponent_gains_life:
        from .life import gain_life

        opp = next(p.index for p in game.players if p.index != player and not p.lost)
        gain_life(game, opp, alt.opponent_gains_life, f"{obj.name}'s alternative cost", "118.9")
    game.stack.append(StackItem(new, targets, action.x, action.modes))
    game.log_event(
        "cast",
        f"{game.players[player].name} casts {obj.name}" + _targets_text(game, targets),
        "601.2i",
        card=obj.name,
        player=game.players[player].name,
    )
    game.spell_cast(new, targets)


def total_cost(game: Game, obj: GameObject, player: int) -> str | None:
    """601.2f: the mana cost less cost reductions from static abilities ("Instant and sorcery
    spells you cast cost {1} less to cast"); reductions lower only generic mana (118.7)."""
    cost = obj.card.mana_cost
    reduce = 0
    reducers = _cost_reducers(game, player)
    if reducers:
        from .layers import matches

        ch = game.chars(obj.id)
        for perm, a in reducers:
            flt = replace(a.effect.filter, zone="battlefield", controller=None)
            if matches(game, ch, obj, flt, perm, player):
                reduce += sum(int(s) for s in symbols(a.effect.mana) if s.isdigit())
    if not reduce:
        return cost
    parsed = ManaCost.parse(cost)
    generic = max(0, parsed.generic - reduce)
    rest = "".join("{" + s + "}" for s in symbols(cost) if not s.isdigit())
    return ("{" + str(generic) + "}" if generic else "") + rest


def _cost_reducers(game: Game, player: int) -> list[tuple[GameObject, Any]]:
    """The cost reductions (static abilities) of the permanents ``player`` controls, in
    battlefield order; found once per state."""
    cache = game._chars_cache()
    out = cache.reducers.get(player)
    if out is None:
        bf = cache.battlefield
        out = [
            (perm, a)
            for perm in game.battlefield_objects()
            if bf[perm.id].controller == player
            for a in bf[perm.id].abilities
            if isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.CostReduction)
        ]
        cache.reducers[player] = out
    return out


def _alternative_cost(
    game: Game, obj: GameObject, text: str | None, player: int
) -> ir.AlternativeCost | None:
    """118.9, 601.2b: an alternative cost named by the start of its text."""
    if not text:
        return None
    from .replacement import life_cant_change

    want = text.lower().strip()
    for a in obj.card.abilities:
        if isinstance(a, ir.AlternativeCost) and (want in a.text.lower()):
            if a.condition_subtype and not any(
                a.condition_subtype in game.chars(o.id).subtypes
                for o in game.battlefield_objects()
                if game.chars(o.id).controller == player
            ):
                raise IllegalActionError(
                    f"{obj.name}'s alternative cost needs a {a.condition_subtype} you control",
                    "118.9",
                )
            if a.opponent_gains_life:
                opp = next(
                    (p.index for p in game.players if p.index != player and not p.lost), None
                )
                stop = life_cant_change(game, opp) if opp is not None else None
                if opp is None or stop is not None:
                    raise IllegalActionError(
                        f"{obj.name}'s alternative cost can't be paid: an opponent's life total "
                        f"can't change ({stop.source_name if stop else 'no opponent'})",
                        "119.7",
                    )
            return a
    raise IllegalActionError(f"{obj.name} has no alternative cost {text!r}", "118.9")


def _additional_sacrifice(
    game: Game, obj: GameObject, chosen: tuple[int, ...], player: int, x: int = 0
) -> list[int]:
    """601.2f: "As an additional cost to cast this spell, sacrifice a creature"."""
    from .layers import matches

    needed = [a.cost for a in obj.card.abilities if isinstance(a, ir.AdditionalCost)]
    if not needed:
        if chosen:
            raise IllegalActionError(f"{obj.name} has no sacrifice cost", "601.2f")
        return []
    c = needed[0]
    life = x if c.pay_life_x else c.pay_life
    if life:  # "pay N life" / "pay X life" as an additional cost (119.4, 119.8)
        why = can_pay_life(game, player, life)
        if why:
            raise IllegalActionError(f"{obj.name}'s additional cost can't be paid: {why}")
    if c.sacrifice is None:
        return []
    if len(chosen) != c.sacrifice_count:
        raise IllegalActionError(
            f"choose {c.sacrifice_count} permanent(s) to sacrifice as the "
            f"additional cost of {obj.name}",
            "601.2f",
        )
    for s in chosen:
        so = game.objects.get(s)
        if (
            so is None
            or so.zone is not Zone.BATTLEFIELD
            or game.chars(s).controller != player
            or not matches(game, game.chars(s), so, c.sacrifice, obj, player)
        ):
            raise IllegalActionError("that can't be sacrificed for this cost", "601.2f")
    return list(chosen)


_X_WORD = re.compile(r"\{X\}|(?<![A-Za-z])X(?![A-Za-z])")


def mentions_x(thing: Any, _seen: set[int] | None = None) -> bool:
    """107.3a, 107.3f: whether a card or ability has an X for its controller to choose (in a
    cost, in its targets or in its text); without one, X stays 0."""
    seen = _seen if _seen is not None else set()
    if id(thing) in seen:
        return False
    seen.add(id(thing))
    if isinstance(thing, str):
        return bool(_X_WORD.search(thing))
    if isinstance(thing, ir.XAmount | ir.ModifyPTX):
        return True
    if isinstance(thing, tuple | list | frozenset | set):
        return any(mentions_x(t, seen) for t in thing)
    if hasattr(thing, "__dataclass_fields__"):
        for f in thing.__dataclass_fields__:
            if f in ("name", "flavor_name", "foreign_names"):
                continue
            v = getattr(thing, f, None)
            if f in ("count_x", "pay_life_x") and v is True:
                return True
            if v is not None and not isinstance(v, bool | int | float) and mentions_x(v, seen):
                return True
    return False


def _targets_text(game: Game, targets: tuple[tuple[Target, ...], ...]) -> str:
    names = [targeting.target_name(game, t) for ts in targets for t in ts]
    return f" targeting {', '.join(names)}" if names else ""


def activate(game: Game, action: ActivateAbility, player: int) -> None:
    """602.2 (and 605.3 for mana abilities, which don't use the stack)."""
    obj = game.objects.get(action.source)
    in_hand = obj is not None and obj.zone is Zone.HAND and obj.owner == player
    if obj is None or (not in_hand and (obj.zone is not Zone.BATTLEFIELD or obj.phased_out)):
        name = game.object_name(action.source)
        raise IllegalActionError(f"{name} isn't on the battlefield", "602.2")
    ch = game.chars(obj.id)
    if ch.controller != player and not in_hand:
        raise IllegalActionError(f"{game.players[player].name} doesn't control {obj.name}", "602.2")
    abilities = activated_abilities(game, obj)
    if not 0 <= action.index < len(abilities):
        raise IllegalActionError(
            f"{obj.name} has no activated ability number {action.index + 1}", "602.1"
        )
    ab = abilities[action.index]
    if not functions_here(ab, obj):
        where = "its owner's hand" if ab.cost.discard_self else "the battlefield"
        raise IllegalActionError(
            f"{obj.name}'s ability {action.index + 1} works only from {where}", "602.2"
        )
    if ab.your_turn_only and game.active_player != player:
        raise IllegalActionError(
            f"{obj.name}'s ability can be activated only during your turn", "602.5b"
        )
    if ab.your_upkeep_only and (game.active_player != player or game.step != "upkeep"):
        raise IllegalActionError(
            f"{obj.name}'s ability can be activated only during your upkeep", "602.5b"
        )
    if ab.once_each_turn and (obj.id, action.index) in game.activated_this_turn:
        raise IllegalActionError(
            f"{obj.name}'s ability can be activated only once each turn", "602.5b"
        )
    loyalty = any(k == "loyalty" for k, _ in ab.cost.remove_counters)
    if loyalty and (obj.id, -1) in game.activated_this_turn:
        raise IllegalActionError(
            f"{obj.name} has already activated a loyalty ability this turn", "606.3"
        )
    if ab.sorcery_speed:
        why = sorcery_timing(game, player)
        if why:
            raise IllegalActionError(
                f"{obj.name}'s ability can be activated only as a sorcery: {why}", "602.5d"
            )
    cost = ab.cost
    if action.x and not mentions_x(ab):
        raise IllegalActionError(f"{obj.name}'s ability has no X to choose", "107.3a")
    if cost.tap or cost.untap:
        if cost.tap and obj.tapped:
            raise IllegalActionError(f"{obj.name} is already tapped", "602.2b")
        if cost.untap and not obj.tapped:  # 107.6: an untapped permanent can't pay {Q}
            raise IllegalActionError(f"{obj.name} is untapped: it can't pay {{Q}}", "107.6")
        if "creature" in ch.types and game.summoning_sick(obj) and "haste" not in ch.keywords:
            raise IllegalActionError(
                f"{obj.name} hasn't been under {game.players[player].name}'s "
                "control since their most recent turn began",
                "302.6",
            )
    life = action.x if cost.pay_life_x else cost.pay_life  # "Pay X life" (107.3, 119.4)
    if life:
        why = can_pay_life(game, player, life)
        if why:
            raise IllegalActionError(f"can't pay {life} life: {why}")
    sac: list[int] = []
    if cost.sacrifice is not None:
        sac = list(action.sacrifice)
        if len(sac) != cost.sacrifice_count:
            raise IllegalActionError(
                f"choose {cost.sacrifice_count} permanent(s) to sacrifice for {obj.name}'s ability",
                "602.2b",
            )
        from .layers import matches

        for s in sac:
            so = game.objects.get(s)
            if (
                so is None
                or so.zone is not Zone.BATTLEFIELD
                or so.controller != player
                or not matches(game, game.chars(s), so, cost.sacrifice, obj, player)
            ):
                raise IllegalActionError("that can't be sacrificed for this cost", "602.2b")
    for kind, n in cost.remove_counters:
        if obj.counters.get(kind, 0) < n:
            raise IllegalActionError(f"{obj.name} doesn't have {n} {kind} counter(s)", "602.2b")
    discards = list(action.discard)
    if cost.discard and (
        len(discards) != cost.discard
        or len(set(discards)) != len(discards)
        or any(d not in game.players[player].hand or d == obj.id for d in discards)
    ):
        raise IllegalActionError(
            f"choose {cost.discard} card(s) in your hand to discard for {obj.name}'s ability",
            "602.2b",
        )
    tapped = list(action.tap)
    if cost.tap_creatures_total_power or cost.tap_untapped_creature:
        power = 0
        for t in tapped:
            to = game.objects.get(t)
            if (
                to is None
                or to.zone is not Zone.BATTLEFIELD
                or to.tapped
                or to.id == obj.id
                or game.chars(t).controller != player
                or "creature" not in game.chars(t).types
            ):
                raise IllegalActionError(
                    f"tap untapped creatures you control (other than {obj.name}) to pay this cost",
                    "602.2b",
                )
            power += max(0, game.chars(t).power or 0)
        if cost.tap_untapped_creature and len(tapped) != 1:
            raise IllegalActionError("tap exactly one untapped creature you control", "602.2b")
        if power < cost.tap_creatures_total_power:
            raise IllegalActionError(
                f"the creatures tapped have total power {power}, not "
                f"{cost.tap_creatures_total_power} or more",
                "602.2b",
            )
    ability_chars = ch
    ctx = targeting.TargetingContext(obj.name, obj, ability_chars, player, False, obj.owner)
    targets = _check_targets(
        game, f"{obj.name}'s ability", ab.targets, action.targets, ctx, "602.2b"
    )
    payment = None
    if cost.mana:
        payment = _payment_or_refuse(
            game,
            player,
            cost.mana,
            action.x,
            obj.id if cost.tap else None,
            f"{obj.name}'s ability",
            "602.2b",
            action.phyrexian_life,
        )
        if payment.life and life:  # 119.4: all the life the cost asks for at once
            why = can_pay_life(game, player, life + payment.life)
            if why:
                raise IllegalActionError(f"can't pay {life + payment.life} life: {why}")
    # Pay (602.2b, 601.2h).
    snapshot = game.chars(obj.id)
    if payment is not None:
        pay(game, player, payment, action.x, f"{obj.name}'s ability")
    if cost.tap:
        game.tap(obj, "602.2b")
    if cost.untap:
        game.untap(obj, "602.2b")
    if life:
        from .life import lose_life

        lose_life(game, player, life, f"paying for {obj.name}'s ability", "119.4")
    for kind, n in cost.remove_counters:
        if n < 0:
            game.add_counters(obj, kind, -n, "606.4")
        else:
            game.remove_counters(obj, kind, n, "606.4" if kind == "loyalty" else "602.2b")
    if loyalty:
        game.activated_this_turn.add((obj.id, -1))
    for s in sac:
        game.sacrifice(s, f"{obj.name}'s cost")
    for t in tapped:
        game.tap(game.objects[t], "602.2b")
    for d in discards:
        game.discard(d, f"{obj.name}'s cost")
    if cost.discard_self:
        snapshot = game.chars(obj.id)
        game.discard(obj.id, f"{obj.name}'s cost")
    if cost.sacrifice_self:
        game.sacrifice(obj.id, f"{obj.name}'s cost")
    if cost.exile_self:
        game.move(obj, Zone.EXILE, f"{obj.name} is exiled to pay its cost", "602.2b")
    if ab.once_each_turn:
        game.activated_this_turn.add((obj.id, action.index))
    sa = StackAbility(game.new_id(), obj.id, obj.name, player, ab, snapshot, x=action.x)
    if ab.is_mana_ability:  # 605.3a: resolves immediately
        item = StackItem(sa, targets, action.x)
        try:
            run_effects(game, item, [])
        except effects.NeedDecision as nd:
            # 605.3a, 106.1: "Add one mana of any color": the color is chosen as the ability
            # resolves, right away, by its controller; then it finishes, off the stack.
            idx, dmg = game.resolution_progress or (0, 0)
            game._paused_resolution = {
                "item": item,
                "targets": targets,
                "index": idx,
                "answers": [],
                "damage": dmg,
                "mana_ability": True,
            }
            game.pending = nd.decision
        return
    game.stack.append(StackItem(sa, targets, action.x))
    game.log_event(
        "activate",
        f"{game.players[player].name} activates {obj.name}'s ability"
        + _targets_text(game, targets),
        "602.2",
        card=obj.name,
    )
    game.became_target(StackItem(sa, targets, action.x))


def recheck_targets(game: Game, item: StackItem) -> tuple[tuple[tuple[Target, ...], ...], bool]:
    """608.2b: the still-legal targets, and whether every target has become illegal."""
    specs = item_specs(game, item)
    if not specs:
        return (), False
    ctx = item_context(game, item)
    legal: list[tuple[Target, ...]] = []
    any_chosen = False
    any_legal = False
    for spec, ts in zip(specs, item.targets, strict=False):
        keep = []
        for t in ts:
            any_chosen = True
            why = targeting.problem(game, spec, t, ctx)
            if why is None:
                keep.append(t)
                any_legal = True
            else:
                game.log_event(
                    "target",
                    f"{targeting.target_name(game, t)} is no longer a legal "
                    f"target of {item.name}: {why}",
                    "608.2b",
                )
        legal.append(tuple(keep))
    return tuple(legal), any_chosen and not any_legal


def item_specs(game: Game, item: StackItem) -> tuple[ir.TargetSpec, ...]:
    o = item.object
    if isinstance(o, GameObject):
        return spell_targets(game, o, item.modes)
    return o.ability.targets


def item_context(game: Game, item: StackItem) -> targeting.TargetingContext:
    o = item.object
    if isinstance(o, GameObject):
        return targeting.TargetingContext(o.name, o, game.chars(o.id), o.controller, True, o.owner)
    src = game.objects.get(o.source_id)
    if src is not None and src.zone is Zone.BATTLEFIELD:
        chars = game.chars(src.id)
    else:
        chars = o.source_snapshot
    return targeting.TargetingContext(
        o.name, src, chars, o.controller, False, src.owner if src else o.controller
    )


def run_effects(
    game: Game,
    item: StackItem,
    answers: list[object],
    start: int = 0,
    targets: tuple[tuple[Target, ...], ...] | None = None,
    damage_dealt: int = 0,
    first_id: int | None = None,
) -> None:
    """Carry out an item's effects in order from ``start`` (608.2c). May raise
    effects.NeedDecision, after which the game resumes at the same effect.

    ``first_id``: the first object id made since the item began to resolve; an object that
    became one of those ids was moved by this resolution, and its other parts can find it
    (400.7j)."""
    o = item.object
    if isinstance(o, GameObject):
        ab = spell_ability(game, o)
        effect_list = ab.effects if ab else ()
        chars = game.chars(o.id)
        ctx = effects.EffectContext(
            game,
            o.controller,
            o.id,
            chars,
            o.owner,
            o.name,
            targets if targets is not None else item.targets,
            item.x,
        )
    else:
        effect_list = o.ability.effects
        src = game.objects.get(o.source_id)
        same = src is not None and src.zone is Zone.BATTLEFIELD
        chars = game.chars(o.source_id) if same else o.source_snapshot
        ctx = effects.EffectContext(
            game,
            o.controller,
            o.source_id if same else None,
            chars,
            src.owner if src else o.controller,
            o.source_name,
            targets if targets is not None else item.targets,
            item.x,
            trigger_subject=o.trigger_subject,
            trigger_player=o.trigger_player,
        )
        if not same:
            # 608.2h: last known information for the source; "it" may find the card in its
            # new zone (a Rancor returning to hand): see effects.objects_and_players.
            ctx.source_id = o.source_id
    ctx.answers = list(answers)
    ctx.damage_dealt = damage_dealt
    ctx.first_id = game._next_id if first_id is None else first_id
    ctx.modes = item.modes
    for i in range(start, len(effect_list)):
        # On NeedDecision the game keeps (i, damage dealt so far) and resumes here.
        game.resolution_progress = (i, ctx.damage_dealt)
        effects.execute(ctx, effect_list[i])
        ctx.answers = []
        ctx.asked = 0
    game.resolution_progress = None


class StackFlow:
    """The Game's resolution of spells and abilities (608).

    Mixed into :class:`~mtgrules.game.Game`.
    """

    # ------------------------------------------------------------------ stack resolution

    def _resolve_top(self) -> None:
        """608.1: the top object resolves."""
        item = self.stack[-1]
        self.priority_player = None
        legal, all_illegal = recheck_targets(self, item)
        if all_illegal:
            # 608.2b: with every target illegal, it doesn't resolve; none of its effects happen.
            self.stack.pop()
            self.log_event(
                "resolve",
                f"{item.name} doesn't resolve: all its targets are illegal",
                "608.2b",
                card=item.name,
            )
            if isinstance(item.object, GameObject):
                self._to_graveyard_from_stack(item.object, "608.2b")
            return
        o = item.object
        if isinstance(o, GameObject) and _is_permanent_spell(o):
            # it stays on the stack until it enters: an "as it enters" choice comes first
            self._permanent_enters(item, legal)
            return
        self._resolving = {
            "item": item,
            "targets": legal if item.targets else item.targets,
            "index": 0,
            "answers": [],
            "damage": 0,
            "first_id": self._next_id,  # 400.7j: what this resolution moves, it can find
        }
        self.log_event("resolve", f"{item.name} resolves", "608.2", card=item.name)

    def _continue_resolution(self) -> None:
        r = self._resolving
        assert r is not None
        item: StackItem = r["item"]
        o = item.object
        if (
            isinstance(o, StackAbility)
            and o.ability.__class__ is ir.TriggeredAbility
            and o.ability.optional
            and not r.get("optional_answered")
        ):
            r["optional_answered"] = True
            self._resolving = None
            self._ask_choice(
                o.controller,
                f"{o.source_name}: use the optional ability?",
                ("yes", "no"),
                {"purpose": "optional", "resolving": r},
            )
            return
        if (
            isinstance(o, StackAbility)
            and isinstance(o.ability, ir.TriggeredAbility)
            and o.ability.intervening_if
            and r["index"] == 0
            and not r["answers"]
        ):
            from .triggers import intervening_if_holds

            src = self.objects.get(o.source_id)
            if src is not None and not intervening_if_holds(self, o.ability, src):
                self._resolving = None
                self.stack.pop()
                self.log_event(
                    "resolve",
                    f"{o.name} does nothing: its condition "
                    f"({o.ability.intervening_if}) no longer holds",
                    "603.4",
                )
                self.priority_player = None
                return
        try:
            run_effects(
                self,
                item,
                r["answers"],
                r["index"],
                r["targets"],
                r["damage"],
                r.get("first_id"),
            )
        except effects.NeedDecision as nd:
            idx, dmg = self.resolution_progress or (r["index"], r["damage"])
            r["index"], r["damage"] = idx, dmg
            self._resolving = None
            self.pending = nd.decision
            self._paused_resolution = r
            return
        self._resolving = None
        if r.get("mana_ability"):
            return  # 605.3a: never on the stack; its controller keeps priority (117.3c)
        if self.stack and self.stack[-1].object.id == item.object.id:
            self.stack.pop()
        if isinstance(o, GameObject) and o.zone is Zone.STACK and o.id in self.objects:
            self._to_graveyard_from_stack(o, "608.2n")
        self.priority_player = None  # 117.3b: the active player gets priority

    def _to_graveyard_from_stack(self, obj: GameObject, rule: str) -> None:
        if obj.id in self.objects and obj.zone is Zone.STACK:
            self.move(obj, Zone.GRAVEYARD, f"{obj.name} is put into its owner's graveyard", rule)

    def _permanent_enters(
        self, item: StackItem, legal: tuple[tuple[Target, ...], ...], chosen: Any = None
    ) -> None:
        """608.3: a permanent spell becomes a permanent; an Aura attaches to its target
        (608.3a, 303.4f). 614.12a: "As this enters, choose ..." is chosen first."""
        o = item.object
        assert isinstance(o, GameObject)
        choice, options = effects.as_enters_options(self, o.card, o.controller)
        if choice is not None and chosen is None:
            self._ask_choice(
                o.controller,
                f"As {o.name} enters, choose a {choice.choice}",
                options,
                {"purpose": "as_enters", "item": item, "legal": legal},
            )
            return
        if self.stack and self.stack[-1].object.id == o.id:
            self.stack.pop()  # 608.3: it leaves the stack as it becomes a permanent
        self.log_event("resolve", f"{o.name} resolves", "608.3", card=o.name)
        new = self.move(
            o,
            Zone.BATTLEFIELD,
            f"{o.name} enters the battlefield",
            "608.3",
            controller=o.controller,
        )
        if chosen is not None:
            if choice is not None and choice.choice == "color":
                new.chosen_color = ir.COLOR_LETTERS.get(str(chosen).lower(), str(chosen))
            else:
                new.chosen_name = str(chosen)
            self.log_event(
                "choice",
                f"{self.players[o.controller].name} chooses {chosen} for {o.name}",
                "614.12a",
            )
        if "Aura" in o.card.subtypes and legal and legal[0]:
            t = legal[0][0]
            if t.player is not None:
                new.attached_to_player = t.player
            else:
                new.attached_to = self.renamed.get(t.object_id or 0, t.object_id)
                if any(
                    isinstance(a, ir.StaticAbility)
                    and isinstance(a.effect, ir.GrantAbilities)
                    and a.effect.keeps_own_attachments
                    for a in o.card.abilities
                ):
                    # 702.16p: what its controller already had attached stays
                    new.kept_attachments = frozenset(
                        {new.id}
                        | {
                            x.id
                            for x in self.battlefield_objects()
                            if x.attached_to == new.attached_to and x.controller == new.controller
                        }
                    )
            self.log_event(
                "attach",
                f"{new.name} enters attached to {targeting.target_name(self, t)}",
                "303.4f",
            )
            control.sync_and_log(self)  # "You control enchanted creature." (613.1b)
        self.dirty()
        self.priority_player = None


def _is_permanent_spell(o: GameObject) -> bool:
    return bool(
        set(o.card.types)
        & {"creature", "artifact", "enchantment", "planeswalker", "land", "battle"}
    )
