"""Snow mana, {S} (107.4h): "one generic mana that can be paid with one mana of any type
produced by a snow source" (a snow permanent, or a snow spell: 205.4g).

The mana pool keeps which of its mana a snow source made (``ManaPool.snow``): mana added by a
source's mana ability or effect goes there when the source is snow (:func:`add`). A cost
with {S} is planned (:func:`reserve`) by setting aside snow mana in the pool, then untapped
snow sources, one for each {S}, before the rest of the cost is planned as any other; it is
paid (:func:`pay`) by spending snow mana on the {S} symbols and the rest from what is left.
Mana spent on anything else is the non-snow mana first (``ManaPool.keep_snow``).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..mana import ManaCost, ManaPool, pay_from
from . import characteristics

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

SNOW = "S"


def without_snow(need: ManaCost) -> tuple[int, ManaCost]:
    """How many {S} symbols ``need`` has, and the cost without them."""
    n = need.colored.count(SNOW)
    rest = tuple(c for c in need.colored if c != SNOW)
    return n, ManaCost(rest, need.generic, need.x_count, need.hybrid)


def is_snow_source(game: GameState, source_id: int | None) -> bool:
    """Whether the object ``source_id`` is snow (205.4g), or was as it left its zone."""
    if source_id is None:
        return False
    if source_id in game.objects:
        return "snow" in characteristics.chars(game, source_id).supertypes
    lk = game.last_known.get(source_id)
    return lk is not None and "snow" in lk.chars.supertypes


def add(game: GameState, pool: ManaPool, mana: str, source_id: int | None) -> None:
    """106.4: ``mana`` into ``pool``, as snow mana when its source is snow (107.4h)."""
    if is_snow_source(game, source_id):
        pool.add_snow(mana)
    else:
        pool.add(mana)


def reserve(
    game: GameState,
    pool: ManaPool,
    available: Counter[str],
    found: list[tuple[GameObject, str]],
    need: ManaCost,
) -> tuple[list[tuple[int, str]], ManaCost] | None:
    """Set aside what pays ``need``'s {S} symbols (107.4h): snow mana in ``pool`` first (taken
    out of ``available``, the pool's mana the payment may use), then untapped snow sources
    (taken out of ``found``; a land or other noncreature source before a creature, one that
    makes fewer kinds of mana first). Returns the sources to tap, each with the mana it
    makes, and the cost left to plan; None when there is too little snow mana."""
    n, rest = without_snow(need)
    kept = set(rest.colored)
    snow = pool.snow_mana()
    # the pool's snow mana, of letters the rest of the cost doesn't name first
    for c in sorted(snow, key=lambda c: (c in kept, -snow[c])):
        while n and snow[c] > 0 and available[c] > 0:
            snow[c] -= 1
            available[c] -= 1
            n -= 1
    plan: list[tuple[int, str]] = []
    if n:
        sources = [
            (o, made) for o, made in found if "snow" in characteristics.chars(game, o.id).supertypes
        ]

        def order(s: tuple[Any, str]) -> tuple[bool, int]:
            return ("creature" in characteristics.chars(game, s[0].id).types, len(s[1]))

        sources.sort(key=order)
        if len(sources) < n:
            return None
        for o, made in sources[:n]:
            letters = made.replace("{", "").replace("}", "")
            plan.append((o.id, letters[0]))  # any of its mana pays {S}
            found.remove((o, made))
    return plan, rest


def pay(pool: ManaPool, need: ManaCost, x: int) -> Counter[str] | None:
    """Pay ``need`` from ``pool``'s unrestricted mana: each {S} with snow mana, the rest from
    what is left (601.2h, 107.4h); the mana spent by letter, or None (the pool unchanged)."""
    n, rest = without_snow(need)
    snow = pool.snow_mana()
    if sum(snow.values()) < n:
        return None
    letters = sorted(snow.elements())
    for chosen in dict.fromkeys(combinations(letters, n)):
        left = pool.mana.copy()
        left.subtract(chosen)
        spent = pay_from(+left, rest, x)
        if spent is None:
            continue
        spent.update(chosen)
        pool.mana.subtract(spent)
        pool.mana += Counter()  # drop zeros
        unspent = Counter(pool.snow)
        unspent.subtract(chosen)
        pool.snow = tuple(unspent.elements())
        pool.keep_snow()
        return spent
    return None
