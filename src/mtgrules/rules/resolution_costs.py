"""Costs paid as a spell or ability resolves (118.12): "[Do something]. If you do, ..." and
"You may [do something]. When you do, ...". The instruction before "If you do" / "When you
do" is a cost, and a player can't pay a cost without the resources to pay it fully (118.3):
with fewer counters or cards than it names, nothing of it is done and "If you do" is false.

Here: which instruction is such a cost (:func:`is_cost`), why one can't be paid as it is
carried out (:func:`cost_shortfall`, for the effects that remove counters, discard, or exile,
return or sacrifice objects chosen on resolution), and why
an optional triggered ability's first instruction can't be paid, asked before the player
chooses whether to use it (:func:`unpayable_first`, 603.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..zones import Zone
from . import characteristics, effect_context, effect_steps, layers, process_exiled

if TYPE_CHECKING:
    from ..state import GameState

__all__ = [
    "cant_choose",
    "cost_shortfall",
    "is_cost",
    "short_of_cards",
    "short_of_counters",
    "short_of_hand",
    "short_of_objects",
    "unpayable_first",
    "why_not_sacrificed",
    "why_not_self",
]


def why_not_sacrificed(game: GameState, controller: int, source_id: int | None) -> str:
    """701.21a: why "sacrifice this" / "sacrifice it" can't be done by ``controller``: the
    object left the battlefield (400.7), is phased out (702.26b) or is controlled by another
    player. "" when it can be sacrificed."""
    o = game.objects.get(source_id) if source_id is not None else None
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return "it left the battlefield (400.7), so it can't be sacrificed (701.21a)"
    if o.phased_out:
        return f"{o.name} is phased out (702.26b), so it can't be sacrificed (701.21a)"
    if characteristics.chars(game, o.id).controller != controller:
        name = game.players[controller].name
        return f"{name} doesn't control {o.name}, so it can't be sacrificed (701.21a)"
    return ""


_VERB = {
    ir.Exile: "exiled",
    ir.ReturnToHand: "returned",
    ir.Tap: "tapped",
    ir.Untap: "untapped",
    ir.Attach: "attached",
    ir.AddCounters: "given counters",
}


def why_not_self(
    game: GameState, e: object, source_id: int | None, trigger_subject: int | None = None
) -> str:
    """Why "exile it", "return it to its owner's hand", "tap it", "untap it", "attach it to
    ..." or "put a counter on it" (the ability's own source) can't be done: it left its zone
    (400.7; a dies ability's "it" is the card in the graveyard it went to, 400.7e), or it is
    already tapped (701.26a) or untapped (701.26b). "" when it can, or when ``e`` is not one
    of those."""
    if not isinstance(
        e, ir.Exile | ir.ReturnToHand | ir.Tap | ir.Untap | ir.Attach | ir.AddCounters
    ):
        return ""
    if not isinstance(e.what, ir.SelfRef):
        return ""
    oid = source_id
    if oid is not None and oid not in game.objects and game.renamed.get(oid) == trigger_subject:
        oid = trigger_subject  # 400.7e: the card it became
    o = game.objects.get(oid) if oid is not None else None
    verb = _VERB[type(e)]
    if o is None:
        return f"it left its zone (400.7), so it can't be {verb} (118.3)"
    if isinstance(e, ir.Tap) and o.tapped:
        return f"{o.name} is already tapped (701.26a)"
    if isinstance(e, ir.Untap) and not o.tapped:
        return f"{o.name} is already untapped (701.26b)"
    return ""


def short_of_hand(game: GameState, player: int, need: int) -> str:
    """118.3: why "put N cards from your hand on the bottom of your library" can't be done in
    full: fewer cards in hand. "" when it can."""
    have = len(game.players[player].hand)
    if have >= need:
        return ""
    return f"{game.players[player].name} has {have} card(s) in hand, not {need} (118.3)"


def is_cost(effects: tuple[object, ...] | list[object], i: int) -> bool:
    """118.12: an instruction followed by "If you do" / "When you do" (603.12) is a cost
    paid as the ability resolves."""
    if i + 1 >= len(effects):
        return False
    after = effects[i + 1]
    if isinstance(after, effect_steps.ModeStep):
        after = after.effect
    if isinstance(after, effect_steps.ConditionStep):  # effect_steps.flatten_conditions
        after = after.effect
    if isinstance(after, effect_steps.IfYouDoStep):  # effect_steps.flatten_if_you_do
        return after.first
    return isinstance(after, ir.IfYouDo | ir.WhenYouDo)


def short_of_counters(name: str, kind: str, have: int, need: int) -> str:
    """118.3: why "remove N KIND counters" as a cost can't be paid."""
    return f"{name} has {have} {kind} counter(s), not {need} (118.3)"


def short_of_cards(game: GameState, player: int, e: ir.Discard, need: int) -> str:
    """118.3: why "discard N cards" as a cost can't be paid by ``player`` ("" when it can):
    fewer cards in hand (of the kind named, if any) than it names."""
    hand = game.players[player].hand
    if e.filter is None:
        have = len(hand)
    else:
        have = sum(
            1
            for oid in hand
            if layers.matches(
                game,
                layers.off_battlefield(game, game.objects[oid]),
                game.objects[oid],
                e.filter,
                None,
                player,
            )
        )
    if have >= need:
        return ""
    return f"{game.players[player].name} has {have} card(s) in hand to discard, not {need} (118.3)"


_PARTICIPLE = {ir.Exile: "exiled", ir.ReturnToHand: "returned", ir.Sacrifice: "sacrificed"}


def short_of_objects(
    game: GameState, controller: int, source_id: int | None, e: object, x: int = 0
) -> str:
    """118.3: why "exile an enchantment card from your graveyard", "return a land you
    control to its owner's hand" or "sacrifice two creatures" as a cost can't be paid by
    ``controller``: fewer objects to choose from than it names (608.2d). "" when it can, or
    when the instruction isn't one of those."""
    if isinstance(e, ir.Sacrifice):
        if not isinstance(e.who, ir.YouRef):
            return ""
        src = game.objects.get(source_id) if source_id is not None else None
        have = sum(
            1
            for o in game.battlefield_objects()
            if (ch := characteristics.chars(game, o.id)).controller == controller
            and layers.matches(game, ch, o, e.filter, src, controller)
        )
        need = e.count
    elif isinstance(e, ir.Exile | ir.ReturnToHand):
        ref = e.what
        if not isinstance(ref, ir.ChosenRef) or ref.up_to:
            return ""
        have = len(effect_context.chosen_candidates(game, controller, source_id, ref.filter, x))
        need = ref.count
    else:
        return ""
    if have >= need:
        return ""
    name = game.players[controller].name
    return f"{name} has {have} to choose that can be {_PARTICIPLE[type(e)]}, not {need} (118.3)"


def cost_shortfall(ctx: effect_context.EffectContext, e: object) -> str:
    """118.3: why "remove N KIND counters from ...", "discard N cards" or "exile / return /
    sacrifice N chosen objects" can't be paid in full as a cost (118.12), "" when it can (or
    when the instruction isn't one of those)."""
    if isinstance(e, ir.Discard):
        if e.hand:  # "discard your hand": any hand, even an empty one, is all of it
            return ""
        _, players = effect_context.objects_and_players(ctx, e.who)
        n = effect_context.amount(ctx, e.count)
        for p in players:
            if why := short_of_cards(ctx.game, p, e, n):
                return why
        return ""
    if why := why_not_self(ctx.game, e, ctx.source_id, ctx.trigger_subject):
        return why
    if isinstance(e, ir.PutExiledIntoGraveyard) and not process_exiled.processable(
        ctx.game, ctx.controller
    ):
        return "no card an opponent owns is in exile (608.2c)"
    if isinstance(e, ir.HandToLibrary):
        return short_of_hand(ctx.game, ctx.controller, effect_context.amount(ctx, e.count))
    if isinstance(e, ir.Exile | ir.ReturnToHand | ir.Sacrifice):
        return short_of_objects(ctx.game, ctx.controller, ctx.source_id, e, ctx.x)
    if isinstance(e, ir.SacrificeSelf):
        return why_not_sacrificed(ctx.game, ctx.controller, ctx.source_id)
    if not isinstance(e, ir.RemoveCounters) or e.every or not e.kind:
        return ""
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    if not objs:
        return "there is nothing to remove them from (118.3)"
    n = effect_context.amount(ctx, e.count)
    for o in objs:
        if (have := o.counters.get(e.kind, 0)) < n:
            return short_of_counters(o.name, e.kind, have, n)
    return ""


def cant_choose(ctx: effect_context.EffectContext, e: object) -> str:
    """Why a player given the choice of an instruction can't choose it, whether or not "If
    you do" follows: 701.68b, blighting with no creature to put the counters on. ""
    otherwise."""
    if isinstance(e, ir.Blight) and e.who is None:
        g = ctx.game
        for o in g.battlefield_objects():
            ch = characteristics.chars(g, o.id)
            if ch.controller == ctx.controller and "creature" in ch.types:
                return ""
        n = effect_context.amount(ctx, e.count)
        return f"{g.players[ctx.controller].name} controls no creature to blight {n} (701.68b)"
    if isinstance(e, ir.Mill) and isinstance(e.who, ir.YouRef):
        return too_few_to_mill(ctx.game, ctx.controller, effect_context.amount(ctx, e.count))
    return ""


def too_few_to_mill(game: GameState, player: int, n: int) -> str:
    """701.17b: a player given the choice can't choose to mill more cards than their library
    holds: why, or ""."""
    have = len(game.players[player].library)
    if n <= have:
        return ""
    return f"{game.players[player].name} can't mill {n} with {have} in their library (701.17b)"


def unpayable_first(
    game: GameState,
    source_id: int | None,
    controller: int,
    effects: tuple[object, ...],
    trigger_subject: int | None = None,
) -> str:
    """118.12, 118.3: why the first instruction of a "you may" triggered ability (603.5),
    a cost because "When you do" / "If you do" follows it, can't be paid: "remove two oil
    counters from it" with fewer on it, or with it gone from the battlefield (400.7);
    "discard two cards" with fewer in its controller's hand; "exile an enchantment card from
    your graveyard" with none there. "" when it can be paid, or when
    the engine can't tell before it is carried out."""
    if not effects:
        return ""
    e = effects[0]
    if isinstance(e, ir.Mill) and isinstance(e.who, ir.YouRef) and isinstance(e.count, int):
        return too_few_to_mill(game, controller, e.count)  # 701.17b, "If you do" or not
    if not is_cost(effects, 0):
        return ""
    if isinstance(e, ir.Discard):
        if e.hand or not isinstance(e.who, ir.YouRef) or not isinstance(e.count, int):
            return ""
        return short_of_cards(game, controller, e, e.count)
    if why := why_not_self(game, e, source_id, trigger_subject):
        return why
    if isinstance(e, ir.PutExiledIntoGraveyard) and not process_exiled.processable(
        game, controller
    ):
        return "no card an opponent owns is in exile (608.2c)"
    if isinstance(e, ir.HandToLibrary) and isinstance(e.count, int):
        return short_of_hand(game, controller, e.count)
    if isinstance(e, ir.Exile | ir.ReturnToHand | ir.Sacrifice):
        return short_of_objects(game, controller, source_id, e)
    if isinstance(e, ir.SacrificeSelf):
        return why_not_sacrificed(game, controller, source_id)
    if not (isinstance(e, ir.RemoveCounters) and isinstance(e.what, ir.SelfRef)):
        return ""
    if e.every or not e.kind or not isinstance(e.count, int):
        return ""
    o = game.objects.get(source_id) if source_id is not None else None
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return "its source left the battlefield (400.7): the cost can't be paid (118.3)"
    have = o.counters.get(e.kind, 0)
    return short_of_counters(o.name, e.kind, have, e.count) if have < e.count else ""
