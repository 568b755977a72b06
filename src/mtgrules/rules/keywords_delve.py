"""Delve (702.66) and improvise (702.126): generic mana of a spell's total cost paid by other
means, after the total cost is determined (702.66b, 702.126b, 601.2f), as it is paid (601.2h).

702.66a: "For each generic mana in this spell's total cost, you may exile a card from your
graveyard rather than pay that mana." 702.126a: "For each generic mana in this spell's total
cost, you may tap an untapped artifact you control rather than pay that mana." Neither is an
alternative or additional cost (702.66b, 702.126b); several instances are redundant
(702.66c, 702.126c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..mana import ManaCost, symbols
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, permanents, spell_grants, zone_moves

if TYPE_CHECKING:
    from ..state import GameState

DELVE = "delve"
IMPROVISE = "improvise"
RULES = {DELVE: "702.66a", IMPROVISE: "702.126a"}


def has(card: ir.CardDefinition, name: str) -> bool:
    return any(isinstance(a, ir.Keyword) and a.name == name for a in card.abilities)


def has_for(game: GameState, obj: GameObject, player: int, name: str) -> bool:
    """Whether ``obj``, cast by ``player``, has delve or improvise (``name``): its own, or
    granted to it as a spell ("Spells you cast have delve", 611.3a, rules/spell_grants.py)."""
    return has(obj.card, name) or spell_grants.has(
        game, obj, player, name, characteristics.battlefield_chars
    )


def less_generic(total: str | None, n: int, x: int) -> tuple[str, int]:
    """``total`` with ``n`` generic mana paid otherwise (X counted as generic, 107.3), and
    the X left to pay with mana; refused when there isn't that much generic mana."""
    cost = ManaCost.parse(total)
    generic = cost.generic + x * cost.x_count
    if n > generic:
        raise IllegalActionError(
            f"the total cost {total or '{0}'} has {generic} generic mana, not {n}", "601.2f"
        )
    rest = "".join("{" + s + "}" for s in symbols(total) if not s.isdigit() and s != "X")
    left = generic - n
    return ("{" + str(left) + "}" if left else "") + rest, 0


def check(
    game: GameState, obj: GameObject, player: int, name: str, chosen: tuple[int, ...]
) -> None:
    """The cards to exile (delve) or artifacts to tap (improvise) are legal choices."""
    rule = RULES[name]
    if not has_for(game, obj, player, name):
        raise IllegalActionError(f"{obj.name} doesn't have {name}", rule)
    if len(set(chosen)) != len(chosen):
        raise IllegalActionError(f"each card can pay for {obj.name} only once", rule)
    for oid in chosen:
        o = game.objects.get(oid)
        if name == DELVE:
            if o is None or o.zone is not Zone.GRAVEYARD or o.owner != player or o.id == obj.id:
                raise IllegalActionError(
                    f"{game.object_name(oid)} isn't a card in your graveyard: it can't be "
                    f"exiled for delve",
                    rule,
                )
            continue
        ch = characteristics.chars(game, oid) if o is not None else None
        if (
            o is None
            or ch is None
            or o.zone is not Zone.BATTLEFIELD
            or o.tapped
            or ch.controller != player
            or "artifact" not in ch.types
        ):
            raise IllegalActionError(
                f"{game.object_name(oid)} isn't an untapped artifact you control: it can't "
                f"improvise {obj.name}",
                rule,
            )


def pay(game: GameState, obj: GameObject, name: str, chosen: tuple[int, ...]) -> None:
    """601.2h: exile the cards (delve) or tap the artifacts (improvise)."""
    with game.simultaneously():  # s10 trig: the cards leave the graveyard at once (603.2c)
        for oid in chosen:
            o = game.objects[oid]
            if name == DELVE:
                zone_moves.move(game, o, Zone.EXILE, f"{o.name} is exiled for delve", "702.66a")
            else:
                permanents.tap(game, o, "702.126a")
                game.log_event("improvise", f"{o.name} improvises {obj.name}", "702.126a")


def choices(
    game: GameState, obj: GameObject, player: int, total: str | None, name: str
) -> list[tuple[int, ...]]:
    """The choices legal_actions lists: for each number of generic mana, the first cards of
    the graveyard (delve) or the untapped artifacts that aren't mana sources (improvise)."""
    if not has_for(game, obj, player, name) or ManaCost.parse(total).x_count:
        return []
    generic = ManaCost.parse(total).generic
    if name == DELVE:
        able = [c for c in game.players[player].graveyard if c != obj.id]
    else:
        from .costs import mana_sources

        sources = {o.id for o, _ in mana_sources(game, player)}
        able = [
            o.id
            for o in game.battlefield_objects()
            if not o.tapped
            and o.id not in sources
            and characteristics.chars(game, o.id).controller == player
            and "artifact" in characteristics.chars(game, o.id).types
        ]
    return [tuple(able[:k]) for k in range(1, min(generic, len(able)) + 1)]
