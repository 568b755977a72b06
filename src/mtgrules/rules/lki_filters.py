"""A leaves-the-battlefield trigger's noun phrase read as its object last existed on the
battlefield (603.10a): "a creature with a +1/+1 counter on it dies", "a modified creature you
control dies", "one or more attacking creatures you control die". The object in its new zone
has none of that, so the parts of the filter that read it are answered from what was kept as
it left (``GameState.last_known``) and taken out of the filter matched against the rest."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from .filter_match import has_counter  # h-act: 122.1, any kind of counter
from .modified import was_modified  # s11 h-count: 700.9, 603.10a

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def looked_back(game: GameState, subject: GameObject, flt: ir.Filter) -> ir.Filter | None:
    """``flt`` without the parts answered from how ``subject`` (the object the one that left
    became) last existed on the battlefield, or None when one of them doesn't hold."""
    if flt.with_counter is not None:
        # 603.10a, 122.2: the counters it had then (the new object has none)
        lk = game.last_known.get(subject.previous_id or -1)
        had = has_counter(dict(lk.counters if lk else ()), flt.with_counter[0])
        if had == (flt.with_counter[1] == "no"):  # s11 h-count: "with no counters"
            return None
        flt = replace(flt, with_counter=None)
    if flt.modified:
        # s11 h-count, 603.10a, 700.9: modified as it last existed there
        if not was_modified(game, subject.previous_id):
            return None
        flt = replace(flt, modified=False)
    if flt.attacking is not None or flt.blocking is not None or flt.in_combat is not None:
        # 603.10a, 506.4: attacking or blocking as it left (leaving removed it from combat)
        lk = game.last_known.get(subject.previous_id or -1)
        was = lk.in_combat if lk is not None else ""
        if flt.attacking is not None and (was == "attacking") != flt.attacking:
            return None
        if flt.blocking is not None and (was == "blocking") != flt.blocking:
            return None
        if flt.in_combat is not None and bool(was) != flt.in_combat:
            return None
        flt = replace(flt, attacking=None, blocking=None, in_combat=None)
    return flt
