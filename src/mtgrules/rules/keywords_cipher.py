"""Cipher (702.99a): "If this spell is represented by a card, you may exile this card encoded
on a creature you control" (a spell ability, the spell's last instruction: :class:`Encode`)
and "For as long as this card is encoded on that creature, that creature has 'Whenever this
creature deals combat damage to a player, you may copy the encoded card and you may cast the
copy without paying its mana cost.'"

702.99b-c: the exiled card remembers the creature it is encoded on (``GameObject.linked``); it
stays encoded while it stays in exile and the creature stays on the battlefield (400.7: either
moving makes a new object, and the link is gone). :func:`combat_damage` (called by
rules/triggers.py) triggers the creature's ability; the effects are carried out by
rules/effects_cipher.py. This module only reads the game and queues triggers."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger
from ..zones import Zone

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

CIPHER = "cipher"
RULE = "702.99a"


@dataclass(frozen=True, slots=True)
class Encode:
    """ "you may exile this card encoded on a creature you control" (702.99a): an engine
    effect, the spell's last instruction."""


@dataclass(frozen=True, slots=True)
class CipherCast:
    """ "you may copy the encoded card and you may cast the copy without paying its mana
    cost" (702.99a, 707.12): an engine effect on the encoded card ``card``."""

    card: int


_HAS: dict[int, tuple[ir.CardDefinition, bool]] = {}


def has_cipher(card: ir.CardDefinition) -> bool:
    """Whether the card has cipher, kept by card (asked of every spell's ability)."""
    kept = _HAS.get(id(card))
    if kept is not None and kept[0] is card:
        return kept[1]
    found = any(isinstance(a, ir.Keyword) and a.name == CIPHER for a in card.abilities)
    if len(_HAS) > 20_000:
        _HAS.clear()
    _HAS[id(card)] = (card, found)
    return found


_WITH_ENCODE: dict[int, tuple[ir.SpellAbility, ir.SpellAbility]] = {}


def with_encode(ab: ir.SpellAbility) -> ir.SpellAbility:
    """The spell ability with cipher's instruction last (702.99a), kept by ability."""
    kept = _WITH_ENCODE.get(id(ab))
    if kept is not None and kept[0] is ab:
        return kept[1]
    out = replace(ab, effects=(*ab.effects, cast(ir.Effect, Encode())))
    if len(_WITH_ENCODE) > 20_000:
        _WITH_ENCODE.clear()
    _WITH_ENCODE[id(ab)] = (ab, out)
    return out


def combat_damage(game: GameState, creature: GameObject) -> None:
    """702.99a: "Whenever this creature deals combat damage to a player": each card encoded
    on ``creature`` (in exile, linked to it) triggers, controlled by the creature's
    controller (603.3a), the creature its source."""
    from . import characteristics

    if not game.exile:
        return
    for oid in list(game.exile):
        card = game.objects[oid]
        if card.linked != creature.id or card.zone is not Zone.EXILE or not has_cipher(card.card):
            continue
        ability = ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER),
            cast("tuple[ir.Effect, ...]", (CipherCast(oid),)),
        )
        chars = characteristics.chars(game, creature.id)
        game.pending_triggers.append(
            PendingTrigger(creature.id, creature.name, chars.controller, ability, chars)
        )
        game.log_event(
            "trigger", f"{creature.name}'s ability triggers ({card.name} is encoded on it)", "603.2"
        )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of cipher the engine can't do for this card (rules/support.py): cipher on a card
    that isn't an instant or sorcery (702.99a), or with no spell ability."""
    if not has_cipher(card):
        return []
    if not ({"instant", "sorcery"} & set(card.types)) or not any(
        isinstance(a, ir.SpellAbility) for a in card.abilities
    ):
        return ["cipher on a card that isn't an instant or sorcery"]
    return []
