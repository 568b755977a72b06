"""s11 h-gy, 702.34a: "Target instant or sorcery card in your graveyard gains flashback until end
of turn. The flashback cost is equal to its mana cost." (ir.GainFlashback), and "Each instant
and sorcery card in your graveyard has flashback. ..." (ir.HaveFlashback: a static ability of a
permanent, 604.1; its cards are those in its controller's graveyard now, while its condition,
if any, is true, 611.3a).

The grant is kept in ``game.play_permissions`` as ``(card, owner, turn, "flashback", True)``:
``card`` is the graveyard card's id (400.7: once it leaves the graveyard it is a new object,
and the grant doesn't follow it), and the grant ends with the turn's cleanup step (514.2,
rules/play_permissions.expire forgets every permission of a card not in exile). While it
lasts, the card's owner may cast it from their graveyard with flashback, for its mana cost
(rules/keywords_flashback.py), and it is exiled when it would leave the stack (702.34a)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..zones import Zone
from . import characteristics, conditions, effect_context, layers, mechanics, triggers

if TYPE_CHECKING:
    from ..state import GameState

KIND = "flashback"  # the play permission's kind (rules/play_permissions.py)


def _statics(game: GameState, player: int) -> list[tuple[int, ir.Filter]]:
    """604.1, 611.3a: the HaveFlashback abilities of the permanents ``player`` controls whose
    condition is true now, with their sources."""
    out: list[tuple[int, ir.Filter]] = []
    if not mechanics.has(game, mechanics.GRANTED_FLASHBACK):
        return out
    bf = characteristics.battlefield_chars(game)
    if _ANY[0] is not bf:  # whether any permanent has one, once per computation (613)
        _ANY[0] = bf
        _ANY[1] = any(a.__class__ is ir.HaveFlashback for ch in bf.values() for a in ch.abilities)
    if not _ANY[1]:
        return out
    for oid, ch in bf.items():
        if ch.controller != player:
            continue
        for a in ch.abilities:
            if a.__class__ is ir.HaveFlashback and (
                a.condition is None
                or conditions.holds(a.condition, triggers.condition_scope(game, oid, player))
            ):
                out.append((oid, a.filter))
    return out


# (the battlefield's characteristics, whether a HaveFlashback ability is among them)
_ANY: list[Any] = [None, False]


def _matches(game: GameState, card: int, found: list[tuple[int, ir.Filter]], you: int) -> bool:
    obj = game.objects[card]
    ch = characteristics.chars(game, card)
    for src, flt in found:  # 404.1: "your graveyard": the cards there are its controller's
        f = replace(flt, zone="battlefield", controller=None)
        if layers.matches(game, ch, obj, f, game.objects.get(src), you):
            return True
    return False


def granted(game: GameState, card: int) -> bool:
    """Whether the graveyard card ``card`` has flashback this turn from an effect or a static
    ability."""
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.GRAVEYARD:
        return False
    if any(p[0] == card and p[3] == KIND for p in game.play_permissions):
        return True
    found = _statics(game, obj.owner)
    return bool(found) and _matches(game, card, found, obj.owner)


def granted_cards(game: GameState, player: int) -> list[int]:
    """The cards in ``player``'s graveyard that have flashback from an effect or a static
    ability."""
    gy = game.players[player].graveyard
    if not gy:
        return []
    out = [p[0] for p in game.play_permissions if p[3] == KIND and p[0] in gy]
    found = _statics(game, player)
    if found:
        out += [c for c in gy if c not in out and _matches(game, c, found, player)]
    return out


def static_gap(a: ir.HaveFlashback) -> str | None:
    """What of the static ability the engine can't do (rules/support.py)."""
    return None if a.condition is None else conditions.condition_gap(a.condition)


def cost(card: ir.CardDefinition) -> ir.Cost | None:
    """702.34a: "The flashback cost is equal to its mana cost." (None: it has no mana cost, an
    unpayable cost, 118.6)."""
    if card.mana_cost is None:
        return None
    return ir.Cost(mana=card.mana_cost)


def gain_flashback(ctx: effect_context.EffectContext, e: ir.GainFlashback) -> None:
    """702.34a, 611.2c: each card the effect names that is in its owner's graveyard now gains
    flashback until end of turn."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is not Zone.GRAVEYARD or granted(g, o.id):
            continue
        g.play_permissions.append((o.id, o.owner, g.turn_number, KIND, True))
        g.log_event("effect", f"{o.name} gains flashback until end of turn", "702.34a")
