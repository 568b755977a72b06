"""The permanents a player taps for mana as a cost is paid (601.2g, 605.3a): the player
activates the mana abilities of their choice. A cast or an activation may name them
(``CastSpell.mana_from``, ``ActivateAbility.mana_from``): the payment then taps only those,
after the mana already in the pool (601.2h). Without them the engine plans the payment
(rules/costs.mana_plan), a default that keeps a creature untapped where a land can pay.

The choice is carried out by leaving every other permanent of the player out of the plan
(costs.Exclude), so the plan's rules (each source's mana, 106.1; restricted mana, 106.6;
snow, 107.4h) apply unchanged to the sources named."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..zones import Zone
from . import abilities, characteristics
from .costs import Exclude, tap_mana_abilities

if TYPE_CHECKING:
    from ..state import GameState

RULE = "605.3a"


def only(game: GameState, player: int, chosen: tuple[int, ...] | None, exclude: Exclude) -> Exclude:
    """``exclude`` widened to every permanent of ``player`` that ``chosen`` doesn't name
    (None: ``exclude`` as it is); refused when a named object can't be tapped for mana."""
    if chosen is None:
        return exclude
    name = game.players[player].name
    for oid in chosen:
        obj = game.objects.get(oid)
        what = game.object_name(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            raise IllegalActionError(
                f"{what} can't be tapped for mana: it isn't on the battlefield", RULE
            )
        if characteristics.chars(game, oid).controller != player:
            raise IllegalActionError(
                f"{what} can't be tapped for mana: {name} doesn't control it", RULE
            )
        if obj.tapped:
            raise IllegalActionError(f"{what} can't be tapped for mana: it's tapped", RULE)
        if oid == exclude or (isinstance(exclude, frozenset) and oid in exclude):
            raise IllegalActionError(
                f"{what} can't be tapped for mana: the cost taps it already", RULE
            )
        found = abilities.activated_abilities(game, obj)
        if not tap_mana_abilities(found):
            if any(any(isinstance(e, ir.AddMana) for e in a.effects) for a in found):
                # "{T}, Sacrifice this token: Add one mana of any color." (a Treasure): more
                # than tapping, so its controller activates it before paying (605.3a)
                raise IllegalActionError(
                    f"{what}'s mana ability does more than tap it: activate it before the "
                    "cast or activation, and its mana is in the pool to pay with",
                    RULE,
                )
            raise IllegalActionError(
                f"{what} can't be tapped for mana: it has no mana ability that taps it", "605.1a"
            )
    kept = set(chosen)
    others = {
        o.id for o in game.battlefield_objects() if o.controller == player and o.id not in kept
    }
    if isinstance(exclude, int):
        others.add(exclude)
    elif exclude is not None:
        others |= exclude
    return frozenset(others)
