"""X in an instruction's filter (107.3): "search your library for a green creature card with
mana value X or less" (Green Sun's Zenith), "put a permanent card with mana value X or less
from your hand onto the battlefield" (Mind into Matter), "You choose a nonland card with mana
value X or less from it" (Venarian Glimmer).

X is the value chosen for the spell or ability as it was cast or activated (107.3a, 601.2b),
or, in an enters ability of a permanent, the X of the spell that became it (107.3m). The
parser keeps such a filter's X open (``Filter.mana_value_x``: "max" for "X or less", "eq"
for "X"); as each instruction is carried out (``effect_context.execute``) the X of the
resolving spell or ability is written into every filter of it (``targeting.with_x``), so each
rule that matches cards against a filter sees a number. A filter whose X is defined by "where
X is ..." (``Filter.bound``) is counted as it is matched instead (``filter_match``).

Abilities that an instruction creates or grants (a token's, an emblem's, "gains ...") have
X values of their own and are left as they are; so are targets, which were chosen with the
X already (``targeting.with_x`` at 601.2c), and the instructions an instruction holds ("If you
do, ..."): each is filled as it is carried out in turn, with the X known then ("You may pay
{X}. If you do, search your library for an Equipment card with mana value X or less", Taj-Nar
Swordsmith: the X paid, 107.3f)."""

from __future__ import annotations

from collections.abc import Container
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar, cast

from ..cards import ir
from ..zones import Zone
from . import targeting
from .ir_rewrite import rewrite

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["enters_x", "fill_x"]

_T = TypeVar("_T")

# Not entered: abilities with an X of their own, and targets (chosen with X, 601.2c)
_OWN_X = (
    ir.TriggeredAbility,
    ir.ActivatedAbility,
    ir.StaticAbility,
    ir.CardDefinition,
    ir.TargetSpec,
)


def fill_x(effect: _T, x: int, instructions: Container[type]) -> _T:
    """``effect`` with the X of its own filters made ``x`` (107.3); the same object when no
    filter of it has an open X. ``instructions``: the classes of instructions, which a nested
    one is carried out as on its own (``effect_context.EXECUTORS``)."""
    known = _MENTIONS.get(id(effect))
    if known is None or known[0] is not effect:
        if len(_MENTIONS) > 20_000:
            _MENTIONS.clear()
        known = _MENTIONS[id(effect)] = (effect, _mentions(effect, instructions, True))
    if not known[1]:
        return effect

    def swap(thing: object) -> object:
        return _with_x(thing, x) if isinstance(thing, ir.Filter) else thing

    def keep(thing: object) -> bool:
        return isinstance(thing, ir.Filter) or _left_alone(thing, instructions, thing is effect)

    return cast(_T, rewrite(effect, swap, keep))


# by instruction (kept with it: its id stays its own)
_MENTIONS: dict[int, tuple[Any, bool]] = {}


def _left_alone(thing: object, instructions: Container[type], root: bool) -> bool:
    return isinstance(thing, _OWN_X) or (not root and type(thing) in instructions)


def _mentions(thing: object, instructions: Container[type], root: bool = False) -> bool:
    if isinstance(thing, ir.Filter):
        return thing.mana_value_x is not None or (
            thing.or_filter is not None and _mentions(thing.or_filter, instructions)
        )
    if _left_alone(thing, instructions, root):
        return False
    if isinstance(thing, tuple):
        return any(_mentions(t, instructions) for t in thing)
    fields = getattr(thing, "__dataclass_fields__", None)
    return fields is not None and any(
        _mentions(getattr(thing, f, None), instructions) for f in fields
    )


def _with_x(flt: ir.Filter, x: int) -> ir.Filter:
    out = targeting.with_x(flt, x)
    if out.or_filter is not None:
        alt = targeting.with_x(out.or_filter, x)  # "... or a Gate card" (one level)
        if alt is not out.or_filter:
            out = replace(out, or_filter=alt)
    return out


_OWN_X_EVENTS = (ir.TriggerEvent.ENTERS, ir.TriggerEvent.TURNED_FACE_UP)


def enters_x(game: GameState, ability: Any, source_id: int) -> int:
    """107.3m: a permanent's own enters-the-battlefield triggered ability that refers to X
    uses the X its spell had as it resolved (kept by the permanent, or by its last known
    information once it has left), for its targets as for its instructions ("return target
    ... card with mana value X or less", Dune Drifter); 702.37f: its "when this creature is
    turned face up" ability, the X chosen as its morph cost was paid (kept the same way)."""
    if not (
        isinstance(ability, ir.TriggeredAbility)
        and ability.trigger.event in _OWN_X_EVENTS
        and isinstance(ability.trigger.subject, ir.SelfRef)
    ):
        return 0
    src = game.objects.get(source_id)
    if src is not None and src.zone is Zone.BATTLEFIELD:
        return src.cast_x
    lk = game.last_known.get(source_id)
    return lk.cast_x if lk is not None else 0
