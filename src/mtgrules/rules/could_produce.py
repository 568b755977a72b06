"""106.7 (h-act): "Add one mana of any color that a land an opponent controls could produce."
(Exotic Orchard) and "... any type that a land you control could produce." (Reflecting Pool).

The types of mana a permanent could produce are those its mana abilities would produce if
they resolved now, whatever their costs (106.7). An ability that itself adds "mana a land
could produce" is counted too: the answer is found as a fixed point over the battlefield,
starting from the abilities that name their mana, so that two Exotic Orchards facing each
other produce nothing unless a land behind one of them makes something (106.7's example).
Read by ``cards/transform_act.py``; used by ``mana_abilities.add_mana_more`` as the ability
resolves and by ``costs.find_mana_sources`` for the payment planner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir.abilities import mana_effects
from ..mana import symbols
from . import abilities, characteristics

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

ORDER = "WUBRGC"  # the five colors (105.1), then colorless (106.1b)


def _named(game: GameState, obj: GameObject, e: ir.AddMana) -> set[str]:
    """106.1: the mana types an "Add ..." that names its mana would produce."""
    if e.any_color:
        return set("WUBRG")
    if e.combination:
        return {a.strip("{}") for a in e.alternatives} if e.alternatives else set("WUBRG")
    out: set[str] = set()
    if e.chosen_color and obj.chosen_color:
        out.add(obj.chosen_color)
    for text in (e.mana, *e.alternatives):
        for s in symbols(text):
            if s in ORDER:
                out.add(s)
            elif s.isdigit() and int(s) > 0:
                out.add("C")  # 106.10: generic mana is added as colorless
    return out


def _mana_effects(game: GameState, obj: GameObject) -> list[ir.AddMana]:
    return [
        e
        for a in abilities.activated_abilities(game, obj)
        if a.is_mana_ability
        for top in a.effects
        # 106.7: "Add {G}. If you control ..., add {G}{G} instead.": either branch's mana
        for e in _added(top)
    ]


def _added(e: object) -> list[ir.AddMana]:
    if isinstance(e, ir.AddMana):
        return [e]
    return mana_effects(e) if isinstance(e, ir.IfCondition) else []


def _matching(
    game: GameState, source: GameObject, f: ir.Filter, perms: list[GameObject]
) -> list[int]:
    from .layers import matches

    ctrl = characteristics.chars(game, source.id).controller
    return [
        p.id for p in perms if matches(game, characteristics.chars(game, p.id), p, f, source, ctrl)
    ]


def letters(game: GameState, source: GameObject, e: ir.AddMana) -> str:
    """106.7: the mana types (in WUBRGC order) ``source``'s "could produce" ability ``e``
    offers now; colors only unless it says "any type"."""
    assert e.could_produce is not None
    perms = list(game.battlefield_objects())
    made: dict[int, set[str]] = {}
    linked: dict[int, list[ir.AddMana]] = {}
    for p in perms:
        made[p.id] = set()
        for m in _mana_effects(game, p):
            if m.could_produce is not None:
                linked.setdefault(p.id, []).append(m)
            else:
                made[p.id] |= _named(game, p, m)
    by_id = {p.id: p for p in perms}
    changed = True
    while changed:  # the fixed point: each pass can only add types (106.7)
        changed = False
        for pid, ms in linked.items():
            for m in ms:
                assert m.could_produce is not None
                found: set[str] = set()
                for q in _matching(game, by_id[pid], m.could_produce, perms):
                    found |= made[q]
                if not m.any_type:
                    found.discard("C")
                if not found <= made[pid]:
                    made[pid] |= found
                    changed = True
    out: set[str] = set()
    for q in _matching(game, source, e.could_produce, perms):
        out |= made[q]
    if not e.any_type:
        out.discard("C")  # "any color": colorless isn't a color (105.2c)
    return "".join(c for c in ORDER if c in out)
