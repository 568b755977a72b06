"""118.1, 602.2b: "Exile a creature card from your graveyard", "Exile two other cards from
your graveyard" as part of an activation cost: which cards can pay it, the choices listed,
why an answer doesn't pay it (118.3: a cost can't be paid with cards that aren't there), and
the payment (601.2h)."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, layers, zone_moves

if TYPE_CHECKING:
    from ..state import GameState

LIMIT = 50  # as priority.LIMIT: listed choices are capped, every listed one applies


def exilable(game: GameState, source: GameObject, cost: ir.Cost, player: int) -> list[int]:
    """602.2b: the cards in ``player``'s own graveyard matching the cost's filter; "other"
    leaves out the source itself (Bone Dragon's ability is activated from the graveyard)."""
    flt = cost.exile_from_graveyard
    if flt is None:
        return []
    # 404.1: a graveyard's cards are its owner's; the filter's "your" is the graveyard
    flt2 = replace(flt, controller=None, zone="battlefield")
    return [
        c
        for c in game.players[player].graveyard
        if c in game.objects
        and layers.matches(
            game, characteristics.chars(game, c), game.objects[c], flt2, source, player
        )
    ]


def exile_choices(
    game: GameState, source: GameObject, cost: ir.Cost, player: int
) -> list[tuple[int, ...]]:
    """The sets of cards that pay the cost (602.2b); [()] when it has no such part, []
    when it can't be paid (118.3)."""
    if cost.exile_from_graveyard is None:
        return [()]
    able = exilable(game, source, cost, player)
    return list(itertools.islice(itertools.combinations(able, cost.exile_count), LIMIT))


def check(
    game: GameState, source: GameObject, cost: ir.Cost, player: int, exiled: list[int]
) -> None:
    """602.2b, 118.3: refuse an answer whose ``exile`` doesn't pay the cost, before anything
    is paid (the state is unchanged)."""
    if cost.exile_from_graveyard is None:
        if exiled:
            raise IllegalActionError(
                f"{source.name}'s ability has no cost to exile cards from a graveyard", "602.2b"
            )
        return
    if len(exiled) != cost.exile_count or len(set(exiled)) != len(exiled):
        raise IllegalActionError(
            f"choose exactly {cost.exile_count} card(s) in your graveyard to exile for "
            f"{source.name}'s ability",
            "602.2b",
        )
    able = set(exilable(game, source, cost, player))
    for e in exiled:
        if e not in able:
            name = game.object_name(e) if e in game.objects else f"object {e}"
            raise IllegalActionError(
                f"{name} can't be exiled to pay this cost (it must be a matching card in "
                "your graveyard)",
                "118.3",
            )


def pay(game: GameState, source_name: str, exiled: list[int]) -> None:
    """601.2h, 602.2b: exile the chosen cards from their owner's graveyard."""
    for e in exiled:
        zone_moves.move(
            game,
            game.objects[e],
            Zone.EXILE,
            f"{game.objects[e].name} is exiled from a graveyard to pay {source_name}'s cost",
            "602.2b",
        )
