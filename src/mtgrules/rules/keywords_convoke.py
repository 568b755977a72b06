"""Convoke (702.51): for each colored mana in the spell's total cost its controller may tap an
untapped creature of that color they control rather than pay that mana, and for each generic
mana an untapped creature of any color (702.51a). It applies after the total cost is
determined (702.51b, 601.2f), as the cost is paid (601.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..mana import ManaCost, symbols
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, permanents, spell_grants

if TYPE_CHECKING:
    from ..state import GameState


def has_convoke(card: ir.CardDefinition) -> bool:
    return any(isinstance(a, ir.Keyword) and a.name == "convoke" for a in card.abilities)


def convokes(game: GameState, obj: GameObject, player: int) -> bool:
    """Whether ``obj``, cast by ``player``, has convoke: its own, or granted to it as a spell
    ("Artifact spells you cast have convoke", 611.3a, rules/spell_grants.py)."""
    return has_convoke(obj.card) or spell_grants.has(
        game, obj, player, "convoke", characteristics.battlefield_chars
    )


def _symbol_colors(sym: str) -> frozenset[str]:
    """The colors a creature may have to pay a colored symbol ("G", hybrid "G/W", "G/P")."""
    return frozenset(c for c in sym.split("/") if c in "WUBRG")


def remaining_cost(
    game: GameState,
    obj: GameObject,
    player: int,
    total: str | None,
    creatures: tuple[int, ...],
    x: int,
) -> str:
    """702.51a: the total cost less what the tapped ``creatures`` pay, each one colored
    symbol of one of its colors or one generic mana (X counted as generic, 107.3); refused
    when a creature can't be tapped for it or has nothing left to pay."""
    if not convokes(game, obj, player):
        raise IllegalActionError(f"{obj.name} doesn't have convoke", "702.51a")
    syms = symbols(total)
    generic = ManaCost.parse(total).generic + x * ManaCost.parse(total).x_count
    colored = [s for s in syms if _symbol_colors(s)]
    others = [s for s in syms if not s.isdigit() and s != "X" and not _symbol_colors(s)]  # {C}
    chosen: list[tuple[int, frozenset[str]]] = []
    for cid in creatures:
        c = game.objects.get(cid)
        ch = characteristics.chars(game, cid) if c is not None else None
        if (
            c is None
            or ch is None
            or c.zone is not Zone.BATTLEFIELD
            or c.tapped
            or ch.controller != player
            or "creature" not in ch.types
        ):
            name = game.object_name(cid)
            raise IllegalActionError(
                f"{name} isn't an untapped creature {game.players[player].name} controls: "
                f"it can't convoke {obj.name}",
                "702.51a",
            )
        chosen.append((cid, ch.colors))
    # creatures with the fewest colors choose first; each pays a colored symbol of its colors
    # where one is left, else generic mana
    for cid, colors in sorted(chosen, key=lambda t: (len(t[1]) or 9, t[0])):
        k = next((i for i, s in enumerate(colored) if _symbol_colors(s) & colors), None)
        if k is not None:
            colored.pop(k)
        elif generic > 0:
            generic -= 1
        else:
            # the refusal says what the creature could pay and what is left (a color it lacks)
            words = " and ".join(ir.COLOR_NAMES[c] for c in "WUBRG" if c in colors)
            left = "".join("{" + s + "}" for s in colored + others)
            why = (
                f"it is {words or 'colorless'}, and only {left} is left, no generic mana"
                if left
                else "the other creatures already pay the whole cost"
            )
            raise IllegalActionError(
                f"nothing is left in {obj.name}'s cost for {game.object_name(cid)} to pay - " + why,
                "702.51a",
            )
    rest = "".join("{" + s + "}" for s in colored + others)
    return ("{" + str(generic) + "}" if generic else "") + rest


def tap_convoking(game: GameState, obj: GameObject, creatures: tuple[int, ...]) -> None:
    """702.51a, 702.51c: tap the creatures that convoke the spell (601.2h)."""
    for cid in creatures:
        c = game.objects[cid]
        permanents.tap(game, c, "702.51a")
        game.log_event("convoke", f"{c.name} convokes {obj.name}", "702.51c", card=obj.name)


def choices(
    game: GameState, obj: GameObject, player: int, total: str | None, x: int = 0
) -> list[tuple[int, ...]]:
    """The convoke choices legal_actions lists (the subsets are combinatorial; these are
    the ones a player wants): for each number of creatures, the untapped creatures that pay
    the most, those of a needed color first and mana sources last, so the mana left is found
    as before. A summoning-sick creature convokes (702.51a taps it as a cost rule, not a {T}
    ability: 302.6 doesn't apply), and X counts as generic mana (107.3)."""
    if not convokes(game, obj, player):
        return []
    from .costs import find_mana_sources

    sources = {o.id for o, _ in find_mana_sources(game, player, None)}
    need = set().union(*(_symbol_colors(s) for s in symbols(total))) if total else set()
    able = []
    for o in game.battlefield_objects():
        ch = characteristics.chars(game, o.id)
        if o.tapped or ch.controller != player or "creature" not in ch.types:
            continue
        able.append((o.id in sources, 0 if ch.colors & need else 1, o.id))
    able.sort()
    size = ManaCost.parse(total).total(x)
    out = []
    for k in range(1, min(len(able), size) + 1):
        pick = tuple(sorted(t[2] for t in able[:k]))
        try:
            remaining_cost(game, obj, player, total, pick, x)
        except IllegalActionError:
            continue
        out.append(pick)
    return out
