"""Power-up (s10 h-act): "Power-up — [Cost]: [Effect]", whose reminder text reads "Activate
each power-up ability only once. Reduce the cost by its mana cost if it entered this turn."

Once: an activation restriction (602.5b) kept per object as exhaust's is (702.177a: a new
object, 400.7, may activate it again), in ``GameState.exhausted``. The reduction is a cost
reduction applied as the total cost is determined (601.2f) by the source's mana cost, one
symbol at a time by 118.7a-d: generic mana reduces the generic part; a colored or colorless
symbol reduces that part, or the generic part where the cost has none left (118.7b-c).
Hybrid and Phyrexian symbols (118.7e-f: the payer would choose a half) and {X} are refused
by :func:`gap`. Read by ``cards/transform_act.py`` (``ActivatedAbility.power_up``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..mana import symbols
from . import characteristics

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def _plain(cost: str | None) -> bool:
    """Only generic, colored and colorless symbols (no hybrid, Phyrexian, X or snow)."""
    return all(s.isdigit() or s in ("W", "U", "B", "R", "G", "C") for s in symbols(cost))


def gap(card: ir.CardDefinition) -> list[str]:
    """What of ``card``'s power-up abilities the engine can't carry out."""
    ups = [a for a in card.abilities if isinstance(a, ir.ActivatedAbility) and a.power_up]
    if not ups:
        return []
    if not _plain(card.mana_cost) or any(not _plain(a.cost.mana) for a in ups):
        return ["power-up with hybrid, Phyrexian or {X} mana (118.7e-f: a chosen reduction)"]
    if any(a.cost_change is not None for a in ups):
        return ["power-up with its own cost change (601.2f)"]
    return []


def used(game: GameState, oid: int, index: int, ab: ir.ActivatedAbility) -> bool:
    """602.5b: "Activate each power-up ability only once": this object activated it."""
    return ab.power_up and (oid, index) in game.exhausted


def record(game: GameState, oid: int, index: int, ab: ir.ActivatedAbility) -> None:
    """602.5b: this object's power-up ability has been activated."""
    if ab.power_up:
        game.exhausted.add((oid, index))


def entered_this_turn(game: GameState, source: GameObject) -> bool:
    """400.7: the source is a permanent that entered the battlefield this turn."""
    return any(source.id in p.entered_this_turn for p in game.players)


def reduce(mana: str, by: str | None) -> str | None:
    """601.2f, 118.7a-d: ``mana`` reduced by the mana cost ``by`` (never below {0})."""
    parts = symbols(mana)
    generic = sum(int(s) for s in parts if s.isdigit())
    rest = [s for s in parts if not s.isdigit()]
    for s in symbols(by):
        if s.isdigit():
            generic = max(0, generic - int(s))  # 118.7a
        elif s in rest:
            rest.remove(s)
        else:
            generic = max(0, generic - 1)  # 118.7b-c: the cost has none of that type
    text = ("{" + str(generic) + "}" if generic else "") + "".join("{" + s + "}" for s in rest)
    return text or None


def cost(game: GameState, source: GameObject, ab: ir.ActivatedAbility, c: ir.Cost) -> ir.Cost:
    """The power-up ability's cost, reduced by the source's mana cost if it entered this
    turn (601.2f)."""
    if not ab.power_up or not c.mana or not entered_this_turn(game, source):
        return c
    by = characteristics.chars(game, source.id).mana_cost
    return replace(c, mana=reduce(c.mana, by))
