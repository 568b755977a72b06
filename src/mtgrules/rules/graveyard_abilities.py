"""Abilities that function from a graveyard (113.6m): "{2}{B}: Return this card from your
graveyard to your hand.", "Renew — {B}, Exile this card from your graveyard: ...",
"Whenever you cast a multicolored spell, you may return this card from your graveyard to
your hand."

113.6m: an ability whose cost or effect says it moves the object it's on out of a zone
functions only in that zone, unless its trigger condition says the object is put into that
zone first ("When this creature dies, return this card from your graveyard ...") or, for an
Aura, that the object it enchants leaves the battlefield (Screams from Within): those keep
working from the battlefield, looking back in time (603.10a).

This module only reads abilities (imports nothing that changes the game): the listing is
in rules/priority.py, the activation in rules/stack.py (the same path as cycling's "Discard
this card", 702.29a, from the hand), the triggers in rules/triggers.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from . import keywords_embalm, keywords_encore, keywords_scavenge, keywords_unearth

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

# 113.6m: trigger conditions that say the object is put into the graveyard (or, for an
# Aura, that what it enchants leaves the battlefield): such an ability works from the
# battlefield
_PUT_THERE = frozenset(
    {
        ir.TriggerEvent.DIES,
        ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD,
        ir.TriggerEvent.LEAVES_BATTLEFIELD,
    }
)


def _moves_self_out(effects: tuple[Any, ...]) -> bool:
    """Whether ``effects`` (or an instruction inside "you may" / "if you do") say "return
    this card from your graveyard to ..." (113.6m)."""
    for e in effects:
        if isinstance(e, ir.ReturnAttacking):  # s11 h-gy: "... tapped and attacking" (508.4)
            e = e.inner
        if (
            isinstance(e, ir.ReturnToHand | ir.ReturnToBattlefield)
            and isinstance(e.what, ir.SelfRef)
            and e.from_graveyard
        ):
            return True
        inner = getattr(e, "effects", None)
        if isinstance(inner, tuple) and _moves_self_out(inner):
            return True
    return False


def activated_from_graveyard(ab: ir.ActivatedAbility) -> bool:
    """113.6m: an activated ability whose cost exiles this card from your graveyard, or
    whose effect returns it from there (unearth too, 702.84a), works only from the
    graveyard. Kept by ability (immutable): asked of every activated ability listed."""
    kept = _FROM_GRAVEYARD.get(id(ab))
    if kept is not None and kept[0] is ab:
        return kept[1]
    found = (
        ab.cost.exile_self_from_graveyard
        or keywords_unearth.is_unearth(ab)
        or _moves_self_out(ab.effects)
        or isinstance(ab.condition, ir.SelfInGraveyard)  # s10 cond, 113.6b
    )
    if len(_FROM_GRAVEYARD) > 20_000:
        _FROM_GRAVEYARD.clear()
    _FROM_GRAVEYARD[id(ab)] = (ab, found)
    return found


_FROM_GRAVEYARD: dict[int, tuple[ir.ActivatedAbility, bool]] = {}


def triggered_from_graveyard(a: ir.TriggeredAbility) -> bool:
    """113.6m: a triggered ability whose effect returns this card from your graveyard
    triggers only while the card is in a graveyard, unless its trigger condition puts the
    card there first (or, for an Aura, the enchanted permanent leaves the battlefield).
    113.6b (s10 cond): "if this card is in your graveyard" says it triggers from there."""
    if isinstance(a.intervening_if, ir.SelfInGraveyard):
        return True
    if not _moves_self_out(a.effects):
        return False
    t = a.trigger
    return not (t.event in _PUT_THERE and isinstance(t.subject, ir.SelfRef | ir.AttachedRef))


# keywords standing for activated abilities that work from the graveyard: unearth (702.84a),
# scavenge (702.97a), embalm and eternalize (702.128a, 702.129a)
KEYWORDS = frozenset(
    {
        keywords_unearth.UNEARTH,
        keywords_scavenge.SCAVENGE,
        keywords_embalm.EMBALM,  # 702.128a
        keywords_embalm.ETERNALIZE,  # 702.129a
        keywords_encore.ENCORE,  # 702.141a
    }
)

# by card definition (printed abilities), each answer kept with the card it was read from
_BY_CARD: dict[int, tuple[ir.CardDefinition, bool, bool]] = {}


def _read(card: ir.CardDefinition) -> tuple[bool, bool]:
    kept = _BY_CARD.get(id(card))
    if kept is not None and kept[0] is card:
        return kept[1], kept[2]
    activated = triggered = False
    for a in card.abilities:
        if isinstance(a, ir.ActivatedAbility) and activated_from_graveyard(a):
            activated = True
        elif isinstance(a, ir.Keyword) and a.name in KEYWORDS:
            activated = True  # 702.84a, 702.97a
        elif isinstance(a, ir.TriggeredAbility) and triggered_from_graveyard(a):
            triggered = True
    if len(_BY_CARD) > 20_000:
        _BY_CARD.clear()
    _BY_CARD[id(card)] = (card, activated, triggered)
    return activated, triggered


def has_activated(card: ir.CardDefinition) -> bool:
    """Whether the card has an activated ability that works from its owner's graveyard."""
    kept = _BY_CARD.get(id(card))  # asked of every graveyard card at every priority
    if kept is not None and kept[0] is card:
        return kept[1]
    return _read(card)[0]


def has_triggered(card: ir.CardDefinition) -> bool:
    """Whether the card has a triggered ability that triggers from a graveyard."""
    kept = _BY_CARD.get(id(card))  # asked of every graveyard card at every event
    if kept is not None and kept[0] is card:
        return kept[2]
    return _read(card)[1]


# trigger events noticed elsewhere than triggers.fire (state triggers, 603.8; "becomes the
# target", 603.2): not looked for in graveyards
_NOT_FROM_GRAVEYARD = frozenset({ir.TriggerEvent.STATE, ir.TriggerEvent.BECOMES_TARGET})


def gap(ab: ir.Ability) -> str | None:
    """What of an ability working from the graveyard the engine can't do: a cost paid on the
    battlefield only (tapping, sacrificing or removing counters from the card itself), or
    a trigger the engine doesn't look for in graveyards."""
    if isinstance(ab, ir.TriggeredAbility):
        if triggered_from_graveyard(ab) and ab.trigger.event in _NOT_FROM_GRAVEYARD:
            return f'the trigger "{ab.trigger.event.value}" from a graveyard'
        return None
    if not isinstance(ab, ir.ActivatedAbility) or not activated_from_graveyard(ab):
        return None
    c = ab.cost
    if c.tap or c.untap or c.sacrifice_self or c.remove_counters or c.exile_self or c.return_self:
        return "a graveyard ability with a cost paid on the battlefield"
    if c.discard_self:
        return "a graveyard ability that discards its own card"
    return None


_LEAVES = frozenset(
    {
        ir.TriggerEvent.DIES,
        ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD,
        ir.TriggerEvent.LEAVES_BATTLEFIELD,
    }
)


def sources_for(game: GameState, event: ir.TriggerEvent) -> list[GameObject]:
    """The :func:`graveyard_sources` that can trigger on ``event``. 603.10a: a
    leaves-the-battlefield ability looks back in time, so a card put into a graveyard by
    that same event was on the battlefield then, where its graveyard ability doesn't work
    (Nether Traitor destroyed together with another creature doesn't trigger)."""
    found = graveyard_sources(game)
    if event not in _LEAVES or not game._leaving:
        return found
    gone = {o.id for o, _ in game._leaving}
    return [o for o in found if o.previous_id not in gone]


def graveyard_sources(game: GameState) -> list[GameObject]:
    """The cards in graveyards, in turn order and graveyard order, whose triggered
    abilities trigger from there (113.6m)."""
    out: list[GameObject] = []
    objs = game.objects
    for p in game.players:
        for gid in p.graveyard:
            o = objs[gid]
            card = o.card
            kept = _BY_CARD.get(id(card))  # has_triggered, inlined: asked at every event
            if kept[2] if kept is not None and kept[0] is card else _read(card)[1]:
                out.append(o)
    return out
