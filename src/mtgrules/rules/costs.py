"""Costs (118, 601.2f-h, 602.2b): mana sources and plans (605), the total cost of a spell
with its reductions, alternative and additional costs, and the payment shared by casting
and activating."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..errors import IllegalActionError
from ..mana import ManaCost, pay_from, symbols
from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from ..objects import GameObject
from ..zones import Zone
from . import abilities, characteristics, keywords_affinity, mana_abilities
from .life import can_pay_life
from .triggers import condition_holds  # 602.5b: "Activate only if ..."

if TYPE_CHECKING:
    from ..state import GameState


Exclude = int | frozenset[int] | None
"""Permanents left out of a mana plan: the one whose own {T} is part of the cost, or the
creatures that convoke (702.51a)."""


def mana_sources(
    game: GameState, player: int, exclude: Exclude = None
) -> list[tuple[GameObject, str]]:
    """Untapped permanents with a "{T}: Add ..." mana ability (605.1a) the player can use."""
    memo = SOURCES_MEMO[0]
    key = (id(game), game.version, _WRITES[0], player, exclude)
    if memo is not None:
        known = memo.get(key)
        if known is not None:
            return list(known)
    out = find_mana_sources(game, player, exclude)
    if memo is not None:
        memo[key] = list(out)
    return out


_TAP_ONLY = ir.Cost(tap=True)


def find_mana_sources(
    game: GameState, player: int, exclude: Exclude
) -> list[tuple[GameObject, str]]:
    out = []
    many = exclude if isinstance(exclude, frozenset) else None
    for o in game.battlefield_objects():
        if o.controller != player or o.tapped or o.id == exclude:
            continue
        if many is not None and o.id in many:
            continue
        ch = characteristics.chars(game, o.id)
        if (
            "creature" in ch.types
            and characteristics.summoning_sick(game, o)
            and "haste" not in ch.keywords
        ):
            continue
        for a in abilities.activated_abilities(game, o):
            # 605.3b: a source the payment taps by itself: "{T}: Add ..." and nothing else.
            # One with another cost ("{T}, Pay 1 life") or another effect ("This land deals
            # 2 damage to you", "doesn't untap during your next untap step") is activated
            # by its controller as an action (605.3a), so that all of it happens.
            if (
                abilities.functions_here(a, o)
                and a.is_mana_ability
                and a.cost == _TAP_ONLY
                and len(a.effects) == 1
                and (a.condition is None or condition_holds(game, a.condition, o.id, player))
            ):
                m = next(e for e in a.effects if isinstance(e, ir.AddMana))
                if m.count != 1:
                    # "Add {G} for each creature you control": not one mana; the player
                    # activates it before paying (605.3a), the planner doesn't count it
                    continue
                if m.many or m.combination or m.chosen_color:  # h-mana
                    letters = mana_abilities.source_letters(game, o, m)
                    if letters is None:
                        continue  # more than one mana: activated by the player (605.3a)
                    out.append((o, letters))
                elif m.any_color:
                    out.append((o, "WUBRG"))
                elif m.alternatives:  # "Add {R} or {G}.": either (106.1; ``mana`` is the first)
                    out.append((o, "".join((m.mana, *m.alternatives))))
                else:
                    out.append((o, m.mana))
                break
    return out


def mana_plan(
    game: GameState, player: int, cost: str | None, x: int = 0, exclude: Exclude = None
) -> list[tuple[int, str]] | None:
    """How to pay ``cost``: mana from the pool first, then which sources to tap for which
    color ([(object id, color)]). None when it can't be paid (601.2g-h).

    Colored symbols take the sources with the fewest alternatives; generic mana takes
    sources of the spell's own colors first, keeping other colors for later spells."""
    need = ManaCost.parse(cost)
    if need.total(x) == 0:
        return []
    pool: Counter[str] = Counter(
        {k: v for k, v in game.players[player].mana_pool.mana.items() if v > 0}
    )
    found = mana_sources(game, player, exclude)
    if not need.hybrid and need.total(x) > sum(pool.values()) + len(found):
        return None  # each source adds one mana: too few, whatever the plan
    if pay_from(pool, need, x) is not None:
        return []
    sources = [(o.id, _mana_letters(m)) for o, m in found]
    plan: list[tuple[int, str]] = []
    used: set[int] = set()
    # 1. colored symbols the pool doesn't cover
    missing: list[str] = []
    left = pool.copy()
    for c in need.colored:
        if left[c] > 0:
            left[c] -= 1
        else:
            missing.append(c)
    for c in missing:
        options = [s for s in sources if s[0] not in used and c in s[1]]
        if not options:
            return None
        oid, _ = min(options, key=lambda s: (len(s[1]), s[0]))
        used.add(oid)
        plan.append((oid, c))
    available = left.copy()
    for _, c in plan:
        available[c] += 0  # colored symbols already matched
    # 2. hybrid and generic from what's left
    spell_colors = set(need.colored)
    rest = sorted(
        (s for s in sources if s[0] not in used),
        key=lambda s: (not (set(s[1]) & spell_colors), len(s[1]), s[0]),
    )
    trial_pool = pool.copy()
    for _, c in plan:
        trial_pool[c] += 1
    for oid, letters in rest:
        if pay_from(trial_pool, need, x) is not None:
            return plan
        hybrid_colors = {o for h in need.hybrid for o in h}
        color = next((c for c in letters if c in hybrid_colors), letters[0])
        plan.append((oid, color))
        trial_pool[color] += 1
    return plan if pay_from(trial_pool, need, x) is not None else None


def pay_mana(
    game: GameState, player: int, cost: str | None, x: int, plan: list[tuple[int, str]] | None
) -> None:
    """Activate the planned mana abilities (605.3), then pay from the pool (601.2h)."""
    p = game.players[player]
    for oid, color in plan or []:
        obj = game.objects[oid]
        obj.tapped = True
        p.mana_pool.add("{" + color + "}")
        game.log_event("mana", f"{p.name} taps {obj.name} for {{{color}}}", "605.3b")
    game.dirty_elsewhere()  # a mana pool (106.4); tapping is a counted write
    spent = pay_from(p.mana_pool.mana, ManaCost.parse(cost), x)
    assert spent is not None, "mana plan didn't cover the cost"
    p.mana_pool.mana.subtract(spent)
    p.mana_pool.mana += Counter()  # drop zeros


# Game.mana_sources answers kept while the legal actions are listed (priority.py), when
# nothing changes: by game, state stamp, player and the source left out. None otherwise.
SOURCES_MEMO: list[dict[tuple[int, int, int, int, Exclude], list[Any]] | None] = [None]


def _mana_letters(mana: str) -> list[str]:
    if mana == "WUBRG":
        return list("WUBRG")
    return [s for s in mana.replace("{", " ").replace("}", " ").split()]


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
    game: GameState,
    player: int,
    cost: str | None,
    x: int = 0,
    exclude: Exclude = None,
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
            plan = mana_plan(game, player, rest, x, exclude)
            if plan is None:
                continue
            life_for = tuple(syms[i] for i in chosen)
            why = can_pay_life(game, player, 2 * k) if k else None
            return Payment(rest, plan, life_for, why)
    return None


def pay(game: GameState, player: int, payment: Payment, x: int, what: str) -> None:
    """Pay a planned cost: the mana, then 2 life for each Phyrexian symbol paid so (119.4)."""
    pay_mana(game, player, payment.mana, x, payment.plan)
    if payment.life:
        from .life import lose_life

        symbols_text = "".join("{" + s + "}" for s in payment.life_for)
        lose_life(game, player, payment.life, f"paying {symbols_text} for {what}", "107.4f")


def payment_or_refuse(
    game: GameState,
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


def total_cost(game: GameState, obj: GameObject, player: int) -> str | None:
    """601.2f: the mana cost less cost reductions from static abilities ("Instant and sorcery
    spells you cast cost {1} less to cast"); reductions lower only generic mana (118.7)."""
    cost = obj.card.mana_cost
    reduce = 0
    reducers = cost_reducers(game, player)
    if reducers:
        from .layers import matches

        ch = characteristics.chars(game, obj.id)
        for perm, a in reducers:
            flt = replace(a.effect.filter, zone="battlefield", controller=None)
            if matches(game, ch, obj, flt, perm, player):
                reduce += sum(int(s) for s in symbols(a.effect.mana) if s.isdigit())
    reduce += keywords_affinity.reduction(game, obj, player)  # 702.41a
    if not reduce:
        return cost
    parsed = ManaCost.parse(cost)
    generic = max(0, parsed.generic - reduce)
    rest = "".join("{" + s + "}" for s in symbols(cost) if not s.isdigit())
    return ("{" + str(generic) + "}" if generic else "") + rest


def cost_reducers(game: GameState, player: int) -> list[tuple[GameObject, Any]]:
    """The cost reductions (static abilities) of the permanents ``player`` controls, in
    battlefield order; found once per state."""
    cache = characteristics.chars_cache(game)
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


def alternative_cost(
    game: GameState, obj: GameObject, text: str | None, player: int
) -> ir.AlternativeCost | None:
    """118.9, 601.2b: an alternative cost named by the start of its text."""
    if not text:
        return None
    from .replacement import life_cant_change

    want = text.lower().strip()
    for a in obj.card.abilities:
        if isinstance(a, ir.AlternativeCost) and (want in a.text.lower()):
            if a.condition_subtype and not any(
                a.condition_subtype in characteristics.chars(game, o.id).subtypes
                for o in game.battlefield_objects()
                if characteristics.chars(game, o.id).controller == player
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


def additional_sacrifice(
    game: GameState, obj: GameObject, chosen: tuple[int, ...], player: int, x: int = 0
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
            or characteristics.chars(game, s).controller != player
            or not matches(game, characteristics.chars(game, s), so, c.sacrifice, obj, player)
        ):
            raise IllegalActionError("that can't be sacrificed for this cost", "601.2f")
    return list(chosen)


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


_X_WORD = re.compile(r"\{X\}|(?<![A-Za-z])X(?![A-Za-z])")
