"""602.5: "A player can't begin to activate an ability that's prohibited from being
activated." (h-misc) The prohibitions static abilities make: "Enchanted creature can't attack
or block, and its activated abilities can't be activated." (Arrest), "... unless they're mana
abilities" (Faith's Fetters), "Activated abilities of artifacts can't be activated." (Stony
Silence): an ``ir.Restriction`` whose ``cant`` holds "activate" / "activate nonmana", found
like the combat restrictions (rules/combat_restrictions.py, 604.2). Asked by the activation
itself (rules/stack.py), the legal actions (rules/priority.py) and the payment planner's mana
sources (rules/costs.py). A static ability applies to permanents only (604.2, 611.3): an
ability activated from a hand or a graveyard isn't stopped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import EachRef
from ..cards.ir.cant import CHOSEN_NAME
from ..zones import Zone
from .combat_restrictions import because, kinds, restricted, restrictions

if TYPE_CHECKING:
    from ..cards import ir
    from ..objects import GameObject
    from ..state import GameState

ACTIVATE = "activate"
ACTIVATE_NONMANA = "activate nonmana"


def banned(game: GameState, obj: GameObject, ability: ir.ActivatedAbility) -> str | None:
    """Why ``ability`` of ``obj`` can't be activated now (602.5), or None."""
    if obj.zone is not Zone.BATTLEFIELD:
        return _named(game, obj, ability)
    if restricted(game, obj.id, ACTIVATE):
        return f"{obj.name}'s activated abilities can't be activated"
    if not ability.is_mana_ability and restricted(game, obj.id, ACTIVATE_NONMANA):
        return f"{obj.name}'s activated abilities can't be activated unless they're mana abilities"
    return None


def _named(game: GameState, obj: GameObject, ability: ir.ActivatedAbility) -> str | None:
    """201.4, 602.5: "Activated abilities of sources with the chosen name can't be
    activated" (Pithing Needle) names sources in every zone: a card's cycling in a hand, an
    unearth in a graveyard."""
    if not kinds(game) & {ACTIVATE, ACTIVATE_NONMANA}:
        return None
    for perm, _, a in restrictions(game):
        if not (isinstance(a.what, EachRef) and a.what.filter == CHOSEN_NAME):
            continue
        stops = ACTIVATE in a.cant or (ACTIVATE_NONMANA in a.cant and not ability.is_mana_ability)
        if stops and perm.chosen_name is not None and perm.chosen_name == obj.name:
            return f"{perm.name} named {obj.name}: its activated abilities can't be activated"
    return None


def source_of(game: GameState, obj: GameObject, ability: ir.ActivatedAbility) -> str:
    """For a refusal: the prohibition that :func:`banned` found, with its source and text
    (" - Ice Cage: Enchanted creature can't attack or block, ..."); "" when none is found."""
    if obj.zone is not Zone.BATTLEFIELD:
        return ""  # (:func:`_named` says which permanent named it)
    kind = ACTIVATE if restricted(game, obj.id, ACTIVATE) else ACTIVATE_NONMANA
    return because(game, obj.id, kind)
