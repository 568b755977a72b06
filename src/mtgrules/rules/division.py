"""The division of damage "divided as you choose" among targets (601.2d; issue 12, h-memory):
"Arc Lightning deals 3 damage divided as you choose among one, two, or three targets." What
is divided is dealt (or the counters put) by rules/divided_damage.py.

The division is announced as the spell is cast, with its targets (601.2d: each target gets at
least 1), given by ``CastSpell.divide`` (the amounts in the order of the targets; one target
takes it all), and kept on the spell (``GameObject.divided``). As it resolves, each target that
is still legal is dealt its share; the share of a target that became illegal isn't dealt to
anyone (608.2b).

An activated or triggered ability divides the same way: an activated ability's division is
announced as it is activated (602.2b, ``ActivateAbility.divide``), a triggered ability's as it
is put on the stack, after its targets (603.3d: a :class:`~mtgrules.decisions.TriggerDivision`
where it has more than one target); it is kept on the ability (``StackAbility.divided``).
A copy of a spell or ability keeps the division (707.10); new targets for it take the shares
of the targets they replace, and can't change how many there are (115.7f)."""

from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import ActivateAbility, TriggerDivision
from ..errors import IllegalActionError
from ..objects import GameObject, Target
from . import asking
from .targeting import target_name

if TYPE_CHECKING:
    from ..records import PendingTrigger
    from ..state import GameState

__all__ = [
    "KINDS",
    "ability_division",
    "answer_trigger",
    "choices",
    "compositions",
    "copy_division",
    "divided",
    "division",
    "every_size",
    "keeps_count",
    "key",
    "none_allowed",
    "of_ability",
    "shares_of",
    "trigger_division",
    "with_divisions",
]

Divided = ir.DividedDamage | ir.DividedCounters

_CACHE: dict[int, tuple[ir.CardDefinition, Divided | None]] = {}
#: s11 h-count: counters distributed among targets are divided the same way (601.2d)
KINDS = (ir.DividedDamage, ir.DividedCounters)


def divided(card: ir.CardDefinition) -> Divided | None:
    """The spell's "divided as you choose" instruction (or s11 h-count's "distribute ...
    counters among"), if it has one (cached by card)."""
    hit = _CACHE.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    found = None
    for a in card.abilities:
        if isinstance(a, ir.SpellAbility):
            found = next((e for e in a.effects if isinstance(e, KINDS)), found)
    _CACHE[id(card)] = (card, found)
    return found


def key(t: Target) -> int:
    """A target as a division names it: an object id, or -1 - the player's index."""
    return t.object_id if t.object_id is not None else -1 - (t.player or 0)


def _amount(e: Divided, x: int) -> int:
    """The damage to divide: its number, or the X chosen as the spell is cast (601.2b, 107.3:
    announced before the division, 601.2d; s11 h-dmg)."""
    return x if isinstance(e.amount, ir.XAmount) else int(e.amount)


def division(
    game: GameState,
    obj: GameObject,
    targets: tuple[tuple[Target, ...], ...],
    divide: tuple[int, ...],
    x: int = 0,
) -> tuple[tuple[int, int], ...]:
    """601.2d: the division announced with the targets, as (target key, amount) pairs; refused
    unless every target chosen gets at least 1 and the amounts add up to the damage."""
    return _division(obj.name, divided(obj.card), targets, divide, x, "601.2d")


def ability_division(
    name: str,
    ab: ir.ActivatedAbility,
    targets: tuple[tuple[Target, ...], ...],
    divide: tuple[int, ...],
    x: int = 0,
) -> tuple[tuple[int, int], ...]:
    """602.2b, 601.2d: the division announced as an activated ability is activated."""
    return _division(f"{name}'s ability", of_ability(ab), targets, divide, x, "602.2b")


def _division(
    name: str,
    e: Divided | None,
    targets: tuple[tuple[Target, ...], ...],
    divide: tuple[int, ...],
    x: int,
    rule: str,
) -> tuple[tuple[int, int], ...]:
    if e is None:
        if divide:
            raise IllegalActionError(f"{name} has no damage to divide", rule)
        return ()
    amount = _amount(e, x)
    # what is divided: damage, or counters ("distribute two -1/-1 counters among", 601.2d)
    what = "damage" if isinstance(e, ir.DividedDamage) else "counters"
    chosen = targets[e.to.index] if e.to.index < len(targets) else ()
    if not chosen and e.among != "any number of":
        raise IllegalActionError(
            f"{name}: choose {e.among} targets to divide {amount} {what} among", "601.2d"
        )
    if not chosen and not divide:
        return ()  # "among any number of targets": none chosen, nothing divided
    if len(chosen) == 1 and not divide:
        divide = (amount,)  # one target: all of it (nothing to choose)
    if len(divide) != len(chosen) or any(v < 1 for v in divide) or sum(divide) != amount:
        raise IllegalActionError(
            f"{name}: divide {amount} {what} among the {len(chosen)} target(s), at least "
            f"1 to each (given {list(divide)})",
            "601.2d",
        )
    return tuple((key(t), v) for t, v in zip(chosen, divide, strict=True))


def of_ability(ab: Any) -> Divided | None:
    """An activated or triggered ability's "divided as you choose" instruction (one of its
    own, not inside another: :func:`gap`), if it has one (cached by ability)."""
    hit = _ABILITY_CACHE.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    found = next((e for e in getattr(ab, "effects", ()) if isinstance(e, KINDS)), None)
    if len(_ABILITY_CACHE) > 50_000:
        _ABILITY_CACHE.clear()
    _ABILITY_CACHE[id(ab)] = (ab, found)
    return found


_ABILITY_CACHE: dict[int, tuple[Any, Divided | None]] = {}


def none_allowed(ab: Any, index: int) -> bool:
    """Whether the target phrase ``index`` of ``ab`` may be left without a target: not where
    the ability divides among "one, two, or three" of them (601.2d: at least one)."""
    e = of_ability(ab)
    return e is None or e.to.index != index or e.among == "any number of"


def with_divisions(ab: ir.ActivatedAbility, listed: list[Any], limit: int) -> list[Any]:
    """602.2b, 601.2d: the activations listed for an ability that divides, once for each
    smaller group of its targets (as for a spell, :func:`every_size`) and each division."""
    e = of_ability(ab)
    if e is None:
        return listed
    out: list[Any] = []
    seen: set[Any] = set()
    for a in listed:
        if not isinstance(a, ActivateAbility):
            out.append(a)
            continue
        rest = dataclasses.replace(a, targets=(), divide=())  # its other choices
        for targets in _sizes(e, [a.targets]):
            for divide in _choices(e, targets, a.x)[:limit]:
                seen_key = (rest, _picture(targets), divide)
                if seen_key not in seen:
                    seen.add(seen_key)
                    out.append(dataclasses.replace(a, targets=targets, divide=divide))
    return out


def trigger_division(
    game: GameState, t: PendingTrigger, chosen: tuple[tuple[Target, ...], ...]
) -> tuple[tuple[int, int], ...] | None:
    """603.3d, 601.2d: the division of a triggered ability put on the stack with the targets
    ``chosen``: the one its controller announced, all of it to a single target, or None
    after asking (a :class:`TriggerDivision`; the answer puts the ability on the stack)."""
    e = of_ability(t.ability)
    if e is None:
        return ()
    if t.divided is not None:
        return t.divided
    group = chosen[e.to.index] if e.to.index < len(chosen) else ()
    if len(group) < 2:
        return _division(t.source_name, e, chosen, (), t.x, "603.3d")
    what = "damage" if isinstance(e, ir.DividedDamage) else f"{e.kind} counters"
    player = game.players[t.controller].name
    names = ", ".join(target_name(game, x) for x in group)
    asking.ask(
        game,
        TriggerDivision(
            player=t.controller,
            prompt=f"{player}: divide {_amount(e, t.x)} {what} of {t.source_name}'s triggered "
            f"ability among its targets, in this order: {names}",
            options=tuple(_choices(e, chosen, t.x)),
            trigger=t,
            targets=chosen,
        ),
    )
    return None


def answer_trigger(game: GameState, d: TriggerDivision, value: Any) -> PendingTrigger:
    """The trigger of ``d`` with the division answered (refused unless one of the options)."""
    amounts = tuple(value) if isinstance(value, list | tuple) else (value,)
    e = of_ability(d.trigger.ability)
    if amounts not in (d.options or ()):
        listed = "; ".join("/".join(map(str, o)) for o in d.options or ())
        what = "counters" if isinstance(e, ir.DividedCounters) else "damage"
        raise IllegalActionError(
            f"{list(amounts)} isn't a division of the {what} among the targets, at least 1 to "
            f"each (the divisions: {listed})",
            "601.2d",
        )
    pairs = _division(d.trigger.source_name, e, d.targets, amounts, d.trigger.x, "603.3d")
    asking.ask(game, None)
    return dataclasses.replace(d.trigger, divided=pairs)


def copy_division(
    divided_now: tuple[tuple[int, int], ...],
    e: Divided | None,
    old: tuple[tuple[Target, ...], ...],
    new: tuple[tuple[Target, ...], ...],
) -> tuple[tuple[int, int], ...]:
    """707.10, 115.7f: a copy's division, with new targets: the target in each place takes
    the share of the one it replaces (the targets are in the order of the division)."""
    if e is None or not divided_now or new == old:
        return divided_now
    shares = [v for _, v in divided_now]
    after = new[e.to.index] if e.to.index < len(new) else ()
    return tuple((key(t), v) for t, v in zip(after, shares, strict=False))


def keeps_count(
    e: Divided | None,
    old: tuple[tuple[Target, ...], ...],
    options: list[tuple[tuple[Target, ...], ...]],
) -> list[tuple[tuple[Target, ...], ...]]:
    """115.7f: new targets for a copy of a spell or ability that divides can't change the
    division: as many targets as it had, each taking the share of the one in its place. From
    the other legal choices (``options``, each target the divided phrase may take listed
    alone or in a group), every ordered choice of that many of them (bounded), with each
    choice of the other target phrases."""
    if e is None:
        return options
    i = e.to.index
    n = len(old[i]) if i < len(old) else 0
    pool: list[Target] = []
    rests: list[tuple[tuple[Target, ...], ...]] = []
    seen_t: set[Any] = set()
    seen_r: set[Any] = set()
    for c in options:
        for t in c[i] if i < len(c) else ():
            if (t.object_id, t.player) not in seen_t:
                seen_t.add((t.object_id, t.player))
                pool.append(t)
        rest = (*c[:i], *c[i + 1 :])
        if _picture(rest) not in seen_r:
            seen_r.add(_picture(rest))
            rests.append(rest)
    was = old[i] if i < len(old) else ()
    stuck = {}  # 115.7d: a target left unchanged may be illegal now, in its own place only
    for j, t in enumerate(was):
        if (t.object_id, t.player) not in seen_t:
            seen_t.add((t.object_id, t.player))
            stuck[(t.object_id, t.player)] = j
            pool.append(t)
    out: list[tuple[tuple[Target, ...], ...]] = []
    seen: set[Any] = {_picture(old)}
    for rest in rests or [(*old[:i], *old[i + 1 :])]:
        for order in itertools.islice(itertools.permutations(pool, n), _COPY_CHOICES):
            if any(stuck.get((t.object_id, t.player), j) != j for j, t in enumerate(order)):
                continue
            choice = (*rest[:i], tuple(order), *rest[i:])
            if _picture(choice) not in seen:
                seen.add(_picture(choice))
                out.append(choice)
    return out


#: the most orders of new targets offered for a copy that divides (115.7f)
_COPY_CHOICES = 120


def _picture(targets: tuple[tuple[Target, ...], ...]) -> Any:
    return tuple(tuple((t.object_id, t.player) for t in ts) for ts in targets)


def shares_of(
    e: Divided | None, divided_now: tuple[tuple[int, int], ...]
) -> tuple[int, tuple[int, ...]] | None:
    """The place of the divided targets and their shares, in order, to show with each choice
    of new targets for a copy (115.7f); None where nothing is divided."""
    if e is None or not divided_now:
        return None
    return e.to.index, tuple(v for _, v in divided_now)


def choices(
    obj: GameObject, targets: tuple[tuple[Target, ...], ...], x: int = 0
) -> list[tuple[int, ...]]:
    """The divisions a cast with these targets can announce (601.2d); ``[()]`` for a spell
    that divides nothing, ``[]`` for targets it can't be cast with."""
    return _choices(divided(obj.card), targets, x)


def _choices(
    e: Divided | None, targets: tuple[tuple[Target, ...], ...], x: int
) -> list[tuple[int, ...]]:
    if e is None:
        return [()]
    k = len(targets[e.to.index]) if e.to.index < len(targets) else 0
    if k == 0:
        return [()] if e.among == "any number of" else []
    return compositions(_amount(e, x), k)


def every_size(
    obj: GameObject, combos: list[tuple[tuple[Target, ...], ...]]
) -> list[tuple[tuple[Target, ...], ...]]:
    """The target choices listed for a divided-damage spell: those listed for its "up to N"
    targets (N of them, or one), and every smaller group of them too (601.2d: "among one, two,
    or three targets")."""
    return _sizes(divided(obj.card), combos)


def ability_sizes(
    ab: Any, combos: list[tuple[tuple[Target, ...], ...]]
) -> list[tuple[tuple[Target, ...], ...]]:
    """:func:`every_size` for a triggered ability that divides (603.3d, 601.2d)."""
    return _sizes(of_ability(ab), combos)


def _sizes(
    e: Divided | None, combos: list[tuple[tuple[Target, ...], ...]]
) -> list[tuple[tuple[Target, ...], ...]]:
    if e is None:
        return combos
    i = e.to.index
    seen = {tuple((t.object_id, t.player) for t in c[i]) for c in combos if i < len(c)}
    out = list(combos)
    for c in combos:
        if i >= len(c):
            continue
        for k in range(2, len(c[i])):
            for sub in itertools.combinations(c[i], k):
                key = tuple((t.object_id, t.player) for t in sub)
                if key not in seen:
                    seen.add(key)
                    out.append((*c[:i], sub, *c[i + 1 :]))
    return out


def compositions(n: int, k: int) -> list[tuple[int, ...]]:
    """The ways to divide ``n`` into ``k`` amounts of at least 1, in order (601.2d): the
    choices of k - 1 cut points among 1 .. n - 1."""
    cuts = itertools.combinations(range(1, n), k - 1)
    return [tuple(b - a for a, b in zip((0, *c), (*c, n), strict=True)) for c in cuts]
