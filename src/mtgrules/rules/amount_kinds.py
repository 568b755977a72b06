"""More kinds of amounts (issue 12, h-amount), worked out for rules/amounts.py: amounts
computed from others ("1 plus the number of ...", "twice ...", "half ..., rounded down":
107.1, 107.1a, 107.1b). The read is ``cards/transform_amount_kinds.py``, the IR
``cards/ir/amount_kinds.py``. Like every amount, each is worked out once, as the
instruction is carried out (608.2h)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..mana import mana_value

if TYPE_CHECKING:
    from .layers import Characteristics

__all__ = [
    "among",
    "arith",
    "arith_parts",
    "damage_amount_gap",
    "each_player_gap",
    "later_x_gap",
    "sacrificed_now_gap",
]


def arith_parts(value: ir.Arith) -> list[Any]:
    """The amounts an ``Arith`` is made of (not its plain numbers)."""
    return [v for v in (value.left, value.right) if v is not None and not isinstance(v, int)]


def arith(value: ir.Arith, of: Callable[[Any], int]) -> int:
    """107.1: the amount the text computes from others (``of`` works out each part); 107.1a:
    a half is rounded as the text says; 107.1b: a negative result counts as 0."""
    left = of(value.left)
    if value.op == "plus":
        return left + of(value.right)
    if value.op == "minus":
        return max(0, left - of(value.right))  # 107.1b
    if value.op == "twice":
        return 2 * left
    if value.op == "half down":
        return left // 2  # 107.1a
    if value.op == "half up":
        return (left + 1) // 2  # 107.1a
    raise TypeError(f"unknown amount operation {value.op!r}")


def among(value: ir.AmongOf, chars: list[Characteristics]) -> int:
    """An amount over a group of objects, from their characteristics now (613): a total
    (107.1b: a negative total counts as 0), the greatest value (0 when there are none), or
    the number of different colors (105.2), card types (205.2a) or names (201.2) among them."""
    kind = value.kind
    if kind.endswith("power"):
        values = [ch.power or 0 for ch in chars]  # 208.1
    elif kind.endswith("toughness"):
        values = [ch.toughness or 0 for ch in chars]
    elif kind.endswith("mana value"):
        values = [mana_value(ch.mv_cost(), 0) for ch in chars]  # 202.3 (202.3e: X is 0)
    elif kind == "colors":
        return len(frozenset().union(*(ch.colors for ch in chars)))
    elif kind == "card types":
        return len(frozenset().union(*(ch.types for ch in chars)))
    elif kind == "names":  # 201.2: an object with no name (708.2) has no name to count
        return len({ch.name for ch in chars if ch.name})
    else:
        raise TypeError(f"unknown amount over objects {kind!r}")
    if kind.startswith("total "):
        return max(0, sum(values))  # 107.1b
    return max([0, *values])


def later_x_gap(ability: Any) -> str | None:
    """107.3c: "Create an X/X ... token, where X is half your life total. It deals X damage to
    you.": an X that a "where X is" sentence defined, used again in a later sentence of the
    ability. That later X isn't tied to the definition (it would read as the X chosen for
    the spell, 107.3a), so such an ability is refused (for rules/support.py)."""
    effects = getattr(ability, "effects", None)
    if (pay_x := _may_pay_x_gap(ability, effects)) is not None:
        return pay_x  # s10 engine: rules/effects_optional_x.py
    if not isinstance(effects, tuple):
        return None
    defined = False
    for e in effects:
        if _has(e, ir.WhereX):
            defined = True
        elif defined and _has(e, ir.XAmount):
            return "an X defined by an earlier sentence"
    return None


def _pays_x(thing: Any) -> bool:
    """Whether ``thing`` holds a "you may pay {X}" (107.3f) or an "unless ... pays {X}"."""
    if isinstance(thing, ir.MayPay | ir.UnlessPays):
        return "X" in thing.mana
    if isinstance(thing, tuple | list):
        return any(_pays_x(x) for x in thing)
    if hasattr(thing, "__dataclass_fields__") and not isinstance(thing, type):
        return any(_pays_x(getattr(thing, f)) for f in thing.__dataclass_fields__)
    return False


def _x_target(targets: Any) -> bool:
    """Whether a target phrase counts or filters by X (chosen before it resolves, 601.2c)."""
    for t in targets if isinstance(targets, tuple) else ():
        if t.count_x or _has(t, ir.XAmount) or "mana_value_x='" in repr(t):
            return True
    return False


def _may_pay_x_gap(ability: Any, effects: Any) -> str | None:
    """107.3f: "you may pay {X}" is carried out as the first X of a triggered or activated
    ability (whose activation cost has no X), by its controller, with no X targeted; "unless
    ... pays {X}" (the spell's X, 107.3a) isn't yet."""
    if not _pays_x(ability):
        return None
    gap = "a cost with X paid as it resolves other than an ability's first X (107.3f)"
    if not isinstance(ability, ir.TriggeredAbility | ir.ActivatedAbility):
        return gap
    if not isinstance(effects, tuple):
        return gap
    cost = getattr(ability, "cost", None)
    if (cost is not None and "X" in (cost.mana or "")) or _x_target(ability.targets):
        return gap
    first = next(i for i, e in enumerate(effects) if _pays_x(e))
    pay = effects[first]
    if not (isinstance(pay, ir.MayPay) and pay.payer_words == "you"):
        return gap
    if _has(effects[:first], ir.XAmount) or _pays_x(effects[first + 1 :]):
        return gap
    return None


def _has(thing: Any, kind: type) -> bool:
    if isinstance(thing, kind):
        return True
    if isinstance(thing, tuple | list):
        return any(_has(x, kind) for x in thing)
    if hasattr(thing, "__dataclass_fields__") and not isinstance(thing, type):
        return any(
            _has(getattr(thing, f), kind) for f in thing.__dataclass_fields__ if f != "layout"
        )
    return False


def sacrificed_now_gap(ability: Any) -> str | None:
    """h-amount: "that creature's toughness" naming what an instruction had sacrificed
    (ir.SacrificedNowRef) needs one such instruction before it in the same ability, by one
    player, of one permanent (701.21); else "that creature" can't be told (rules/support.py)."""
    effects = getattr(ability, "effects", None)
    if not isinstance(effects, tuple):
        return None
    seen = revealed = milled = destroyed = False
    for e in effects:
        if _has(e, ir.DestroyedThisWay) and not destroyed:  # 701.8a
            return "'destroyed this way' with nothing destroyed before it"
        destroyed = destroyed or isinstance(e, ir.Destroy)
        if _has(e, ir.SacrificedNowRef) and not seen:
            return "'that creature' with no creature sacrificed before it"
        if _has(e, ir.RevealedNowRef) and not revealed:
            return "'that card' with no card revealed before it"  # 701.20a
        if _has(e, ir.MilledNowRef) and not milled:  # s10 h-amount: 701.17a
            return "'the milled card' with no one card milled before it"
        one = not isinstance(getattr(e, "who", None), ir.EachRef)
        if isinstance(e, ir.Sacrifice) and e.count == 1 and one:
            seen = True
        if isinstance(e, ir.RevealRandomFromHand | ir.RevealTopCard) and one:
            revealed = True
        if isinstance(e, ir.Mill) and e.count == 1 and one:  # s10 h-amount
            milled = True
    return None


def damage_amount_gap(effect: object) -> str | None:
    """What of a static damage modification (614.1a: "that much damage plus 1",
    rules/damage_mods.py) or "assigns combat damage equal to its toughness rather than its
    power" (510.1a, rules/assign_by_toughness.py) the engine can't carry out, or None
    (s10 h-amount)."""
    if not isinstance(effect, ir.AssignByToughness):
        return None
    what = effect.what
    if isinstance(what, ir.SelfRef | ir.AttachedRef):
        return None
    if isinstance(what, ir.EachRef) and what.filter is not None:
        f = what.filter
        plain = ir.Filter(
            types=frozenset({"creature"}),
            controller=f.controller,
            with_keyword=f.with_keyword,
            toughness_gt_power=f.toughness_gt_power,  # 208.1
        )
        if f == plain and f.controller in (None, "you"):
            return None  # "each creature [you control] [with defender]" (layers.matches)
    return f"assigning combat damage by toughness for {type(what).__name__}"


#: 608.2c: the instructions that deal with the players of "each player" one at a time, each
#: with its own amount (rules/effects_players.per_player)
_PER_PLAYER = (ir.DealDamage, ir.LoseLife, ir.GainLife, ir.Draw, ir.Mill)


def each_player_gap(effect: object, name: str) -> str | None:
    """608.2c: "that player" in an amount of an instruction for each player ("deals damage to
    each player equal to the number of nonbasic lands that player controls",
    ir.EachPlayerNowRef) is counted for each player in turn by the instructions above, for
    players only; anywhere else it names no one: refused (None when ``name`` has none)."""
    if not _has(getattr(effect, name, None), ir.EachPlayerNowRef):
        return None
    who = getattr(effect, "to" if isinstance(effect, ir.DealDamage) else "who", None)
    if isinstance(effect, _PER_PLAYER) and isinstance(who, ir.EachRef) and who.filter is None:
        return None
    return "counting each player's objects outside an instruction for each player (608.2c)"
