"""The choices a legal-action listing (rules/priority.py) enumerates for a spell or an
ability: the sets of permanents to sacrifice (601.2f, 602.2b) and of targets (601.2c,
115.1), each list bounded by ``LIMIT``."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject, Target
from . import characteristics, targeting

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics

LIMIT = 64  # choices listed per spell or ability (targets, sacrifices, discards)


def sacrifice_choices(
    game: GameState, source: GameObject, flt: ir.Filter, count: int, player: int, own: bool = False
) -> list[tuple[int, ...]]:
    """601.2f, 602.2b: the sets of ``count`` permanents that can be sacrificed."""
    from .layers import matches

    able = [
        o.id
        for o in game.battlefield_objects()
        if (o.controller if own else characteristics.chars(game, o.id).controller) == player
        and matches(game, characteristics.chars(game, o.id), o, flt, source, player)
    ]
    return list(itertools.islice(itertools.combinations(able, count), LIMIT))


def target_choices(
    game: GameState,
    obj: GameObject,
    specs: tuple[ir.TargetSpec, ...],
    ch: Characteristics,
    player: int,
    is_spell: bool,
    x: int = 0,
) -> list[tuple[tuple[Target, ...], ...]]:
    if not specs:
        return [()]
    ctx = targeting.TargetingContext(obj.name, obj, ch, player, is_spell, obj.owner, x)
    return choices_in_context(game, obj.name, specs, ctx, x)


def choices_in_context(
    game: GameState,
    name: str,
    specs: tuple[ir.TargetSpec, ...],
    ctx: targeting.TargetingContext,
    x: int = 0,
) -> list[tuple[tuple[Target, ...], ...]]:
    """The legal sets of targets for ``specs`` chosen by ``ctx`` (601.2c, 115.1, 115.3),
    at most ``LIMIT``."""
    per_spec: list[list[tuple[Target, ...]]] = []
    for spec in specs:
        legal = targeting.legal_targets(game, spec, ctx)
        count = x if spec.count_x else spec.count
        options: list[tuple[Target, ...]]
        if count == 1:
            options = [(t,) for t in legal]
        else:
            options = list(itertools.islice(itertools.combinations(legal, count), LIMIT))
        if spec.up_to:
            options.append(())
            if count > 1:
                options += [(t,) for t in legal]
            if spec.filter.single_graveyard:  # h-zones: the sizes between too (601.2c)
                more = (c for k in range(2, count) for c in itertools.combinations(legal, k))
                options += itertools.islice(more, LIMIT)
        if not options:
            return []
        per_spec.append(options)
    combos: list[tuple[tuple[Target, ...], ...]] = [()]
    for options in per_spec:
        combos = [(*c, o) for c in combos for o in options][: LIMIT * 4]
    out: list[tuple[tuple[Target, ...], ...]] = []
    for c in combos:  # the checks apply makes (115.3, same controller, ...)
        try:
            targeting.check_targets(game, name, specs, c, ctx, "601.2c", x, legal=True)
        except IllegalActionError:
            continue
        out.append(c)
        if len(out) >= LIMIT:
            break
    return out
