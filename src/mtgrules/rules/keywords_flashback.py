"""Flashback (702.34): an instant or sorcery card in its owner's graveyard may be cast by
paying its flashback cost rather than its mana cost (an alternative cost, 118.9, 601.2b,
601.2f-h); the spell cast so is exiled instead of going anywhere else when it would leave the
stack (702.34a, a replacement effect, 614.1a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import keyword_action_parts, mechanics

if TYPE_CHECKING:
    from ..state import GameState

FLASHBACK = "flashback"


def flashback(card: ir.CardDefinition) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == FLASHBACK:
            return a
    return None


def costs_of(obj: GameObject, game: GameState | None) -> list[ir.Cost]:
    """702.34a: every flashback cost ``obj`` has, each a separate ability: its own, then one an
    effect or a static ability gives it ("the flashback cost is equal to its mana cost",
    s11 h-gy); the same cost once."""
    found: list[ir.Cost] = []
    k = flashback(obj.card)
    if k is not None and k.cost is not None:
        found.append(k.cost)
    if game is not None:
        from .granted_flashback import cost, granted

        if granted(game, obj.id) and (c := cost(obj.card)) is not None and c not in found:
            found.append(c)
    return found


def listed(obj: GameObject, game: GameState) -> list[tuple[str, ir.Cost]]:
    """The alternative costs a cast with flashback may name: "flashback" where the card has
    one flashback cost, "flashback {W}" and "flashback {G}" where it has two (702.34a)."""
    found = costs_of(obj, game)
    if len(found) == 1:
        return [(FLASHBACK, found[0])]
    return [(f"{FLASHBACK} {c.mana or '{0}'}", c) for c in found]


def _chosen(obj: GameObject, alt_cost: str, found: list[ir.Cost]) -> ir.Cost:
    """The flashback cost ``alt_cost`` names among ``found`` (702.34a: each instance is an
    ability of its own; the player says which one they use, 601.2b)."""
    named = alt_cost.strip().split(" ", 1)[1:]
    words = " or ".join(f"'{FLASHBACK} {c.mana or '{0}'}'" for c in found)
    if not named:
        if len(found) == 1:
            return found[0]
        raise IllegalActionError(
            f"{obj.name} has {len(found)} flashback costs: name one ({words})", "702.34a"
        )
    for c in found:
        if (c.mana or "{0}").lower() == named[0].replace(" ", "").lower():
            return c
    raise IllegalActionError(
        f"{obj.name} has no flashback cost {named[0]} (its flashback costs: {words})", "702.34a"
    )


def castable_from_graveyard(game: GameState, player: int, own: bool = True) -> list[int]:
    """702.34a: the instant and sorcery cards with flashback in ``player``'s graveyard (s11
    h-gy: and those that gained it this turn, rules/granted_flashback.py); ``own=False``: no
    card there has flashback of its own (rules/graveyard_listing.py), only those granted."""
    if not game.players[player].graveyard or not (
        own or game.play_permissions or mechanics.has(game, mechanics.GRANTED_FLASHBACK)
    ):
        return []  # no card there has flashback of its own, and none is granted it
    from .granted_flashback import granted_cards

    out = [
        oid
        for oid in granted_cards(game, player)
        if _instant_or_sorcery(game.objects[oid].card) and game.objects[oid].card.mana_cost
    ]
    objs = game.objects
    for oid in game.players[player].graveyard if own else ():
        card = objs[oid].card
        known = _CASTABLE.get(id(card))
        if known is None or known[0] is not card:
            if len(_CASTABLE) > 50_000:
                _CASTABLE.clear()
            known = _CASTABLE[id(card)] = (
                card,
                flashback(card) is not None and _instant_or_sorcery(card),
            )
        if known[1] and oid not in out:
            out.append(oid)
    return out


# by card (immutable, shared by its objects): an instant or sorcery with flashback (702.34a)
_CASTABLE: dict[int, tuple[ir.CardDefinition, bool]] = {}


def _instant_or_sorcery(card: ir.CardDefinition) -> bool:
    return "instant" in card.types or "sorcery" in card.types


def cast_cost(
    obj: GameObject, alt_cost: str | None, player: int, game: GameState | None = None
) -> ir.Cost | None:
    """The cost paid instead of the mana cost when ``obj`` is cast with flashback (601.2b,
    118.9): mana, and life for "Flashback—{1}{U}, Pay 3 life."; None when the cast doesn't
    use flashback. Refuses a flashback cast that can't be
    made (702.34a) and a cast from a graveyard without it (601.2a)."""
    from_graveyard = obj.zone is Zone.GRAVEYARD
    if not keyword_action_parts.names_flashback(alt_cost):
        if from_graveyard and flashback(obj.card) is not None:
            raise IllegalActionError(
                f"{obj.name} is in a graveyard: it can be cast from there only with flashback",
                "702.34a",
            )
        if from_graveyard:  # 601.3: only a rule or effect allowing it (encore isn't a cast)
            raise IllegalActionError(f"{obj.name} can't be cast from a graveyard", "601.3")
        return None
    found = costs_of(obj, game)  # s11 h-gy: gained until end of turn, or from a static
    if not found:
        raise IllegalActionError(f"{obj.name} has no flashback cost", "702.34a")
    if not from_graveyard or obj.owner != player:
        raise IllegalActionError(
            f"{obj.name} can be cast with flashback only from its owner's graveyard", "702.34a"
        )
    if not _instant_or_sorcery(obj.card):
        raise IllegalActionError(
            f"{obj.name} isn't an instant or sorcery: flashback can't cast it", "702.34a"
        )
    return _chosen(obj, alt_cost or FLASHBACK, found)


def exile_instead(obj: GameObject, to: Zone) -> bool:
    """702.34a: a spell cast with flashback is exiled instead of going anywhere else when it
    would leave the stack."""
    return obj.zone is Zone.STACK and obj.flashed_back and to is not Zone.EXILE


def gap(card: ir.CardDefinition) -> list[str]:
    """What of flashback the engine can't do for this card (rules/support.py)."""
    k = flashback(card)
    if k is None:
        return []
    gaps = []
    if not _instant_or_sorcery(card):
        gaps.append("flashback on a card that isn't an instant or sorcery")
    c = k.cost
    if c is None or (
        c != ir.Cost(mana=c.mana, pay_life=c.pay_life)
        and not keyword_action_parts.handled(card, FLASHBACK)  # "Flashback—Sacrifice ..."
    ):
        gaps.append("flashback with a cost other than mana and life")
    return gaps
