"""Casting a card from its owner's graveyard by discarding a card as an additional cost
(601.2b, 601.2f-h), its mana cost paid as usual:

- Retrace (702.81a): "You may cast this card from your graveyard by discarding a land card
  as an additional cost to cast it." The spell goes where it would go as usual afterwards
  (to the graveyard again, from which it may be retraced again).
- Jump-start (702.133a): "You may cast this card from your graveyard if the resulting spell
  is an instant or sorcery spell by discarding a card as an additional cost to cast it" and
  "If this spell was cast using its jump-start ability, exile this card instead of putting it
  anywhere else any time it would leave the stack" (a replacement effect, 614.1a:
  :func:`exile_instead`, applied by rules/replacement.py).

Mayhem (702.187b): "As long as you discarded this card this turn, you may cast it from your
graveyard by paying [cost] rather than paying its mana cost" (an alternative cost, 118.9;
``Player.discarded_this_turn``). Mayhem without a cost (702.187c, playing the card) is
refused (:func:`gap`).

Escape (702.138a): "You may cast this card from your graveyard by paying [cost] rather than
paying its mana cost" (an alternative cost, 118.9); its cost is mana and "Exile N other cards
from your graveyard", the cards chosen in the cast's ``exile`` (rules/graveyard_costs.py,
601.2h). The spell goes where it would go as usual afterwards (unlike flashback's).

The cast names the ability in ``alt_cost`` ("retrace", "jump-start", "mayhem", as
flashback's does) and the card discarded in ``discard``. The spell remembers a jump-start cast in
``GameObject.alt_keyword``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import keyword_action_parts, spell_discard_costs

if TYPE_CHECKING:
    from ..decisions import CastSpell
    from ..state import GameState
    from .events import ZoneMoveEvent

RETRACE = "retrace"
JUMP_START = "jump-start"
MAYHEM = "mayhem"
ESCAPE = "escape"
RULES = {RETRACE: "702.81a", JUMP_START: "702.133a", MAYHEM: "702.187b", ESCAPE: "702.138a"}
#: the keywords paid for with a cost of their own rather than the mana cost (118.9)
COST_INSTEAD = frozenset({MAYHEM, ESCAPE})
#: the keywords whose cast discards a card as an additional cost
DISCARDING = frozenset({RETRACE, JUMP_START})

# by card (immutable, shared by its objects): the keyword it can be cast from a graveyard by
_FOUND: dict[int, tuple[ir.CardDefinition, str | None]] = {}


def keyword(card: ir.CardDefinition) -> str | None:
    """The keyword the card can be cast from a graveyard by: "retrace", "jump-start" (only on
    an instant or sorcery card: 702.133a) or "mayhem" (only with a mana cost: 702.187b), else
    None; found once per card."""
    known = _FOUND.get(id(card))
    if known is None or known[0] is not card:
        if len(_FOUND) > 50_000:
            _FOUND.clear()
        found = None
        for a in card.abilities:
            if (
                isinstance(a, ir.Keyword)
                and a.name in RULES
                and (a.name != MAYHEM or (a.cost is not None and a.cost == ir.Cost(a.cost.mana)))
                and (a.name != ESCAPE or escape_cost_ok(a.cost))
            ):
                found = a.name
        if found == JUMP_START and not ({"instant", "sorcery"} & set(card.types)):
            found = None
        known = _FOUND[id(card)] = (card, found)
    return known[1]


def names(alt_cost: str | None) -> str | None:
    """The keyword a cast's ``alt_cost`` names, if one of these."""
    name = alt_cost.strip().lower() if alt_cost is not None else None
    return name if name in RULES else None


def castable_from_graveyard(game: GameState, player: int) -> list[int]:
    """702.81a, 702.133a, 702.187b: the cards with retrace or jump-start in ``player``'s
    graveyard, and those with mayhem discarded this turn."""
    objs = game.objects
    p = game.players[player]
    out = []
    found = _FOUND
    for oid in p.graveyard:
        card = objs[oid].card
        known = found.get(id(card))  # (keyword's cache, read here: asked at every priority)
        k = known[1] if known is not None and known[0] is card else keyword(card)
        if k is not None and (k != MAYHEM or oid in p.discarded_this_turn):
            out.append(oid)
    return out


def cost_instead(obj: GameObject, name: str | None) -> str | None:
    """702.187b, 702.138a, 118.9: the mana of the mayhem or escape cost, paid rather than
    the mana cost (None: the mana cost is paid, as for retrace and jump-start)."""
    if name not in COST_INSTEAD:
        return None
    for a in obj.card.abilities:
        if isinstance(a, ir.Keyword) and a.name == name and a.cost is not None:
            return a.cost.mana or ""
    return None


def escape_cost_ok(cost: ir.Cost | None) -> bool:
    """702.138a: an escape cost the engine pays: mana and "Exile N other cards from your
    graveyard" (rules/graveyard_costs.py)."""
    if cost is None or cost.exile_from_graveyard is None or cost.exile_x:
        return False
    flt = cost.exile_from_graveyard
    plain = ir.Filter(controller="you", other=True, zone="graveyard")
    shape = ir.Cost(
        mana=cost.mana, exile_from_graveyard=cost.exile_from_graveyard, exile_count=cost.exile_count
    )
    return cost == shape and flt == plain


def escape_exile_cost(obj: GameObject, alt_cost: str | None) -> ir.Cost | None:
    """The escape cost whose cards a cast from a graveyard with escape exiles (702.138a),
    None for any other cast."""
    if names(alt_cost) != ESCAPE:
        return None
    for a in obj.card.abilities:
        if isinstance(a, ir.Keyword) and a.name == ESCAPE:
            return a.cost
    return None


def discard_choices(game: GameState, obj: GameObject, player: int, limit: int) -> list[int]:
    """The cards in ``player``'s hand that can be discarded for the cast (a land card for
    retrace), at most ``limit``."""
    name = keyword(obj.card)
    out = []
    for h in game.players[player].hand:
        if name == RETRACE and "land" not in game.objects[h].card.types:
            continue
        out.append(h)
        if len(out) >= limit:
            break
    return out


def check(game: GameState, obj: GameObject, action: CastSpell, player: int) -> str | None:
    """The keyword a cast from a graveyard uses (None: the cast names neither), checked
    before anything changes: the card has it, is in its caster's graveyard, and one card
    (a land card for retrace) is chosen from the caster's hand to discard (601.2f)."""
    name = names(action.alt_cost)
    if name is None:
        if (
            action.discard
            and not spell_discard_costs.count(obj.card)  # 601.2f: its own
            and not spell_discard_costs.discards_x(obj.card)
            and not keyword_action_parts.discard_kind(obj.card)  # "Buyback—Discard two cards."
        ):
            raise IllegalActionError(f"{obj.name} has no discard cost", "601.2f")
        k = keyword(obj.card)
        if (
            k is not None
            and obj.zone is Zone.GRAVEYARD
            and not keyword_action_parts.names_flashback(action.alt_cost)
        ):
            raise IllegalActionError(
                f"{obj.name} is in a graveyard: it can be cast from there only with {k}",
                RULES[k],
            )
        return None
    rule = RULES[name]
    if keyword(obj.card) != name:
        what = " on an instant or sorcery card" if name == JUMP_START else ""
        raise IllegalActionError(f"{obj.name} has no {name}{what}", rule)
    if obj.zone is not Zone.GRAVEYARD or obj.owner != player:
        raise IllegalActionError(
            f"{obj.name} can be cast with {name} only from its owner's graveyard", rule
        )
    chosen = tuple(action.discard)
    if name == ESCAPE:
        if chosen:
            raise IllegalActionError(f"{obj.name} has no discard cost", "601.2f")
        return name  # 702.138a: the cards exiled: rules/graveyard_costs.check_spell
    if name == MAYHEM:
        if obj.id not in game.players[player].discarded_this_turn:
            raise IllegalActionError(
                f"{obj.name} can be cast with mayhem only if you discarded it this turn", rule
            )
        if chosen:
            raise IllegalActionError(f"{obj.name} has no discard cost", "601.2f")
        return name
    kind = "a land card" if name == RETRACE else "a card"
    if len(chosen) != 1 or chosen[0] not in discard_choices(game, obj, player, 1_000):
        raise IllegalActionError(f"{name}: choose {kind} in your hand to discard", rule)
    return name


def log_cast(game: GameState, obj_name: str, name: str | None) -> None:
    """The log line of a cast from a graveyard with retrace or jump-start (the card is
    discarded by rules/stack.cast as the costs are paid, 601.2h)."""
    if name is None:
        return
    game.log_event(
        name, f"{obj_name} is cast from a graveyard with {name}", RULES[name], card=obj_name
    )


def exile_instead(obj: GameObject, to: Zone) -> bool:
    """702.133a: a spell cast with jump-start is exiled instead of going anywhere else when
    it would leave the stack."""
    return obj.zone is Zone.STACK and obj.alt_keyword == JUMP_START and to is not Zone.EXILE


def exile(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    """The replacement of :func:`exile_instead` (614.1a)."""
    obj = game.objects[ev.object_id]
    game.log_event("replace", f"{obj.name} is exiled instead (jump-start)", "702.133a")
    ev.to = Zone.EXILE
    return ev


def gap(card: ir.CardDefinition) -> list[str]:
    """What of retrace and jump-start the engine can't do for this card (rules/support.py)."""
    found = [a.name for a in card.abilities if isinstance(a, ir.Keyword) and a.name in RULES]
    if not found:
        return []
    out = []
    if len(found) > 1:
        out.append("more than one way to cast it from a graveyard")
    if any(
        isinstance(a, ir.Keyword) and a.name in ("flashback", "buyback", "unearth", "embalm")
        for a in card.abilities
    ):
        out.append(f"{found[0]} beside another keyword that works from a graveyard or stack")
    if "land" in card.types:
        out.append(f"{found[0]} on a land card")
    if JUMP_START in found and not ({"instant", "sorcery"} & set(card.types)):
        out.append("jump-start on a card that isn't an instant or sorcery")
    if MAYHEM in found and keyword(card) != MAYHEM:
        out.append("mayhem without a mana cost (702.187c: playing it from a graveyard)")
    if ESCAPE in found and keyword(card) != ESCAPE:
        out.append("escape with a cost other than mana and exiling other cards (702.138a)")
    if any(isinstance(a, ir.AdditionalCost | ir.AlternativeCost) for a in card.abilities):
        out.append(f"{found[0]} beside another cost")
    return out
