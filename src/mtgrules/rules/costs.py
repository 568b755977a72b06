"""costs"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import GameState

from collections import Counter
from typing import Any

from ..cards import ir
from ..mana import ManaCost, pay_from
from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from ..objects import (
    GameObject,
)
from . import characteristics, stack


def mana_sources(
    game: GameState, player: int, exclude: int | None = None
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


def find_mana_sources(
    game: GameState, player: int, exclude: int | None
) -> list[tuple[GameObject, str]]:
    out = []
    for o in game.battlefield_objects():
        if o.controller != player or o.tapped or o.id == exclude:
            continue
        ch = characteristics.chars(game, o.id)
        if (
            "creature" in ch.types
            and characteristics.summoning_sick(game, o)
            and "haste" not in ch.keywords
        ):
            continue
        for a in stack.activated_abilities(game, o):
            if (
                stack.functions_here(a, o)
                and a.is_mana_ability
                and a.cost.tap
                and not a.cost.mana
                and not a.cost.sacrifice_self
            ):
                m = next(e for e in a.effects if isinstance(e, ir.AddMana))
                if m.any_color:
                    out.append((o, "WUBRG"))
                elif m.alternatives:  # "Add {R} or {G}."
                    out.append((o, "".join(m.alternatives)))
                else:
                    out.append((o, m.mana))
                break
    return out


def mana_plan(
    game: GameState, player: int, cost: str | None, x: int = 0, exclude: int | None = None
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
    game.dirty()
    spent = pay_from(p.mana_pool.mana, ManaCost.parse(cost), x)
    assert spent is not None, "mana plan didn't cover the cost"
    p.mana_pool.mana.subtract(spent)
    p.mana_pool.mana += Counter()  # drop zeros


# Game.mana_sources answers kept while the legal actions are listed (priority.py), when
# nothing changes: by game, state stamp, player and the source left out. None otherwise.
SOURCES_MEMO: list[dict[tuple[int, int, int, int, int | None], list[Any]] | None] = [None]


def _mana_letters(mana: str) -> list[str]:
    if mana == "WUBRG":
        return list("WUBRG")
    return [s for s in mana.replace("{", " ").replace("}", " ").split()]
