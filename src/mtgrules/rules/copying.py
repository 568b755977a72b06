"""Copy effects (707) that make a permanent enter as a copy (614.1c, 707.5).

"You may have this creature enter as a copy of any creature on the battlefield." is a
replacement effect: as the permanent enters, its controller chooses an object to copy, or
none (614.12a: the choice is made before it enters); it enters already a copy (707.5), so
the copied "enters tapped", "enters with counters" and enters-the-battlefield triggers
apply. The copy effect's values (the copied object's copiable values, 707.2, with the
effect's exceptions, 707.9) are kept on the new object (``GameObject.copy_of``) and applied
in layer 1 (613.2a, ``layers.layer1``); what a later copy copies is those values (707.3).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.render import render_filter
from ..zones import Zone
from . import characteristics
from .layers import matches

if TYPE_CHECKING:
    from ..state import GameState as Game

#: the answer to "you may have it enter as a copy": enter as itself (614.1c, "you may")
DECLINE = "no"


def entering_copy(card: ir.CardDefinition) -> ir.EntersAsCopy | None:
    """The card's "enter as a copy of ..." replacement effect (614.1c), if it has one."""
    abilities: tuple[Any, ...] = card.abilities  # ir.Ability: see the unions in ir.py
    return next((a for a in abilities if isinstance(a, ir.EntersAsCopy)), None)


def copy_options(game: Game, ability: ir.EntersAsCopy, controller: int) -> tuple[Any, ...]:
    """The objects a permanent entering under ``controller`` may copy (707.5): each
    phased-in permanent its filter accepts, seen from that player ("a creature you
    control"), and ``DECLINE`` ("you may", 614.1c)."""
    ids = [
        o.id
        for o in game.battlefield_objects()
        if matches(game, characteristics.chars(game, o.id), o, ability.filter, None, controller)
    ]
    return (*ids, DECLINE)


def copy_prompt(name: str, ability: ir.EntersAsCopy) -> str:
    noun = render_filter(ability.filter)
    which = "any" if ability.any_on_battlefield else "a"
    return f"You may have {name} enter as a copy of {which} {noun}: choose one, or no"


def with_exceptions(values: ir.CardDefinition, ability: ir.EntersAsCopy) -> ir.CardDefinition:
    """707.9a-b: the copy effect's exceptions become part of the copy's copiable values.
    707.9d: an exception that sets power and toughness ("except it's 7/7") doesn't copy a
    characteristic-defining ability that defines them; 707.2: a copy of a token's values
    isn't a token (being a token is no copiable value, 111.1)."""
    changes: dict[str, Any] = {}
    abilities = values.abilities
    if ability.pt is not None:
        changes["power"], changes["toughness"] = str(ability.pt[0]), str(ability.pt[1])
        abilities = tuple(
            a
            for a in abilities
            if not (
                isinstance(a, ir.StaticAbility)
                and isinstance(a.effect, ir.CharacteristicDefiningPT)
            )
        )
    if ability.add_types:
        changes["types"] = values.types + tuple(
            t for t in ability.add_types if t not in values.types
        )
    if ability.add_subtypes:
        changes["subtypes"] = values.subtypes + tuple(
            s for s in ability.add_subtypes if s not in values.subtypes
        )
    abilities += ability.add_abilities
    if abilities != values.abilities:
        changes["abilities"] = abilities
    if values.is_token:
        changes["is_token"] = False
    return replace(values, **changes) if changes else values


def token_copy_values(original: ir.CardDefinition) -> ir.CardDefinition:
    """707.2: "a token that's a copy of" an object has that object's copiable values; it is
    a token (111.1). No text: what the engine reads is the copied abilities (gate.py)."""
    return replace(original, is_token=True, text="")


def enters_with(card: ir.CardDefinition) -> tuple[bool, dict[str, int]]:
    """614.1c: whether a permanent with these values enters tapped, and the counters it
    enters with ("enters with N counters"); 707.5: a copy's copied ones apply to it."""
    tapped = False
    counters: dict[str, int] = {}
    abilities: tuple[Any, ...] = card.abilities
    for a in abilities:
        if isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.Replacement):
            if a.effect.kind == "enters_tapped" and a.condition is None:
                tapped = True  # (one with a condition: zone_moves._enters_tapped)
            elif a.effect.kind == "enters_with_counters" and a.effect.counter:
                counters[a.effect.counter] = counters.get(a.effect.counter, 0) + (
                    a.effect.amount or 1
                )
    return tapped, counters


def copied_values(
    game: Game, card: ir.CardDefinition, chosen: tuple[str, ...] | None, log: bool = True
) -> ir.CardDefinition | None:
    """The copiable values ``card`` enters with (707.5), from its as-enters answer
    ``("copy", object id)``: the chosen object's copiable values as they are now (707.2,
    707.2b: later changes to it don't change the copy; 707.3: a copy of a copy copies what
    that copy copied), with the exceptions (707.9). None when it enters as itself: the
    player declined, or the chosen object is no longer on the battlefield. Called as the
    replacement effect applies, just before the permanent enters: it logs the outcome."""
    ability = entering_copy(card)
    if ability is None or chosen is None or chosen[0] != "copy":
        return None
    original = game.objects.get(int(chosen[1])) if chosen[1] != DECLINE else None
    if original is None or original.zone is not Zone.BATTLEFIELD:
        if log:
            game.log_event("copy", f"{card.name} enters as itself, copying nothing", "707.5")
        return None
    values = with_exceptions(original.values, ability)
    if log:
        game.log_event("copy", f"{card.name} enters as a copy of {values.name}", "707.5")
    return values
