"""Zone moves of issue 12 (the "zone moves" block of ir/effects.py): putting objects into
their owners' libraries (401.4, 701.24), exiling a graveyard (406.2), putting a card from the
hand onto the battlefield (608.2d), returning at the next end step (603.7), and looking at the
top cards of a library and sorting them (701.20a, 701.20e).

As every executor (effects.py), each first asks for every choice it needs, then moves."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.words import CREATURE_TYPES
from ..decisions import ChooseObjects, LibraryOrder, LookChoice
from ..objects import GameObject
from ..records import Characteristics, PendingTrigger
from ..zones import Zone
from . import (
    characteristics,
    effect_context,
    layers,
    permanents,
    play_permissions,
    trigger_firing,
    zone_moves,
)
from .effects_zones import (
    as_enters_choice,
    aura_host,
    put_entering,
)

if TYPE_CHECKING:
    from ..state import GameState


def _as_list(answer: Any) -> list[int]:
    picks = answer if isinstance(answer, list | tuple) else [answer]
    return [int(p) for p in picks if p is not None]


def _ordered(
    ctx: effect_context.EffectContext, player: int, ids: list[int], what: str
) -> list[int]:
    """401.4: the order, top first, of cards put into one position of a library at once,
    chosen by ``player`` where there are two or more."""
    if len(ids) < 2:
        return list(ids)
    d = LibraryOrder(
        player=player,
        prompt=f"order the cards {what}, the one that ends highest first ({ctx.name})",
        options=tuple(ids),
        count=len(ids),
    )
    # choices.py accepted only these ids, each once, all of them (ChooseObjects, count)
    return _as_list(ctx.ask(d))


def _to_bottom(game: GameState, owner: int, ids_top_first: list[int]) -> None:
    """Put library cards (already in ``owner``'s library) on its bottom, the first listed
    highest (401.4)."""
    lib = game.players[owner].library  # stored bottom first, top last
    for oid in ids_top_first:
        lib.remove(oid)
    lib[0:0] = list(reversed(ids_top_first))
    game.dirty()


def bottom_in_random_order(
    game: GameState, owner: int, name: str, ids: list[int], rule: str
) -> None:
    """Put the exiled cards ``ids`` on the bottom of ``owner``'s library in a random order
    (the game's seeded generator; 401.4): cascade (702.85a), discover (701.57a)."""
    game.rng.shuffle(ids)
    moved = []
    for oid in ids:
        o = game.objects[oid]
        text = f"{o.name} is put on the bottom of {name}'s library"
        new = zone_moves.move(game, o, Zone.LIBRARY, text, rule)
        if new.zone is Zone.LIBRARY and new.owner == owner:
            moved.append(new.id)
    if moved:
        _to_bottom(game, owner, moved)
        game.log_event(
            "library",
            f"{name} puts {len(moved)} card(s) on the bottom of their library in a random order",
            rule,
        )


def _put_in_library(ctx: effect_context.EffectContext, e: ir.PutInLibrary) -> None:
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    by_owner: dict[int, list[GameObject]] = {}
    for o in objs:
        by_owner.setdefault(o.owner, []).append(o)  # 400.3: its owner's library
    orders: dict[int, list[int]] = {}
    if e.position != "shuffle":
        where = "on top of" if e.position == "top" else "on the bottom of"
        for owner in g.apnap(list(by_owner)):
            ids = [o.id for o in by_owner[owner]]
            orders[owner] = _ordered(ctx, owner, ids, f"{where} your library")
    shuffled: set[int] = set()
    if e.position == "shuffle":
        # 701.24c: the library is shuffled even if the object isn't where it was expected
        for oid in effect_context.referenced_ids(ctx, e.what):
            lk = g.last_known.get(oid)
            obj = g.objects.get(oid)
            if obj is not None or lk is not None:
                shuffled.add(obj.owner if obj is not None else lk.owner)  # type: ignore[union-attr]
        shuffled |= set(by_owner)
    for owner, ids in orders.items():
        moved: list[int] = []
        for oid in reversed(ids):  # the last one listed goes first: the first ends highest
            o = g.objects[oid]
            text = f"{o.name} is put {where} its owner's library ({ctx.name})"
            new = zone_moves.move(g, o, Zone.LIBRARY, text, "401.4")
            if new.zone is Zone.LIBRARY:
                moved.append(new.id)
        if e.position == "bottom" and moved:
            _to_bottom(g, owner, list(reversed(moved)))
    if e.position == "shuffle":
        for o in objs:
            text = f"{o.name} is shuffled into its owner's library ({ctx.name})"
            zone_moves.move(g, o, Zone.LIBRARY, text, "701.24a")
        for owner in sorted(shuffled):
            zone_moves.shuffle(g, owner)
    ctx.did = bool(objs)


def _exile_graveyard(ctx: effect_context.EffectContext, e: ir.ExileGraveyard) -> None:
    """406.2: every card in the player's graveyard is exiled."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        cards = list(g.players[p].graveyard)
        for oid in cards:
            o = g.objects[oid]
            zone_moves.move(
                g, o, Zone.EXILE, f"{o.name} is exiled ({ctx.name})", "406.2", quiet=True
            )
        g.log_event(
            "zone",
            f"{ctx.name} exiles {g.players[p].name}'s graveyard ({len(cards)} card(s))",
            "406.2",
        )


_TAKE_TO = {"hand": Zone.HAND, "battlefield": Zone.BATTLEFIELD, "graveyard": Zone.GRAVEYARD}
_REST_TO = {"graveyard": Zone.GRAVEYARD, "hand": Zone.HAND, "exile": Zone.EXILE}


def _look_at_top(ctx: effect_context.EffectContext, e: ir.LookAtTop) -> None:
    g = ctx.game
    me = ctx.controller
    lib = g.players[me].library
    count = e.count if e.count_x is None else effect_context.amount(ctx, e.count_x)  # 107.3c
    looked = list(reversed(lib[-count:])) if count > 0 else []  # top first
    name = g.players[me].name
    if not looked:
        return
    flt = e.take_filter
    eligible = [
        oid
        for oid in looked
        if flt is None
        or layers.matches(
            g, layers.off_battlefield(g, g.objects[oid]), g.objects[oid], flt, None, me
        )
    ]
    n = min(e.take, len(eligible))
    taken: list[int] = []
    if e.take_all:  # "Put all land cards revealed this way ...": no choice to make
        taken = eligible
    elif n:  # asked even when it is forced: the player answers every decision
        where = "onto the battlefield" if e.take_to == "battlefield" else f"into your {e.take_to}"
        if e.take_to == "top":
            where = "back on top of your library"
        d = LookChoice(
            player=me,
            prompt=f"choose {'up to ' if e.may else ''}{n} of the cards to put {where} "
            f"({ctx.name})",
            options=((None,) if e.may else ()) + tuple(eligible),
            count=n,
            up_to=e.may,
        )
        taken = _as_list(ctx.ask(d))
    elif n:
        taken = eligible[:n]  # no choice: exactly as many as must be taken
    rest = [oid for oid in looked if oid not in taken]
    if e.rest_unmatched:  # "Otherwise, ...": a matching card not taken stays (608.2c, 401.4)
        rest = [oid for oid in rest if oid not in eligible]
    if e.rest_may and rest:  # "you may put it into your graveyard": or leave it (608.2d)
        where = "on the bottom of your library" if e.rest_to == "bottom" else "into your graveyard"
        d = LookChoice(
            player=me,
            prompt=f"choose the cards to put {where}, if any ({ctx.name})",
            options=(None, *rest),
            count=len(rest),
            up_to=True,
        )
        rest = _as_list(ctx.ask(d))
    if e.rest_to in ("bottom", "top") and len(rest) > 1:
        if e.rest_order == "random":
            g.rng.shuffle(rest)
        else:
            where = "on the bottom of" if e.rest_to == "bottom" else "on top of"
            rest = _ordered(ctx, me, rest, f"{where} your library")
    if e.take_to == "top":  # "put one of them back on top": it stays where it is (401.4)
        taken = []
    if e.take_to == "bottom":  # "put any number of them on the bottom and the rest on top"
        taken = _ordered(ctx, me, taken, "on the bottom of your library")
    dest = _TAKE_TO.get(e.take_to, Zone.LIBRARY)
    hosts = {oid: aura_host(ctx, g.objects[oid]) for oid in taken if dest is Zone.BATTLEFIELD}
    chosen = {
        oid: as_enters_choice(ctx, g.objects[oid], me)
        for oid in taken
        if dest is Zone.BATTLEFIELD and hosts.get(oid) is not False
    }
    # every choice is made: now the cards move (608.2c); the look is logged here, once (an
    # answer plays the resolution again from its start)
    if e.reveal:  # 701.20a: shown to every player
        shown = ", ".join(g.objects[oid].name for oid in looked)
        g.log_event("reveal", f"{name} reveals the top {len(looked)} card(s): {shown}", "701.20a")
    else:  # 701.20e: shown to that player only
        g.log_event("reveal", f"{name} looks at the top {len(looked)} card(s)", "701.20e")
    if dest is Zone.LIBRARY and taken:
        _to_bottom(g, me, taken)
        g.log_event("library", f"{name} puts {len(taken)} card(s) on the bottom", "401.4")
        taken = []
    ctx.put_now = []
    for oid in taken:
        o = g.objects[oid]
        if e.show:
            g.log_event("reveal", f"{name} reveals {o.name}", "701.20a")
        if hosts.get(oid) is False:
            continue  # 303.4g: an Aura with nothing to enchant stays where it is
        where_to = "onto the battlefield" if dest is Zone.BATTLEFIELD else f"into {e.take_to}"
        # a card put into a hand is named only where every player saw it (701.20a)
        shown_card = dest is not Zone.HAND or e.reveal or e.show
        new = put_entering(
            g,
            o,
            dest,
            f"{name} puts {o.name if shown_card else 'a card'} {where_to} ({ctx.name})",
            "701.20e",
            chosen.get(oid),
            hosts.get(oid),
            tapped=e.tapped,
            counters=dict(e.take_counters) if dest is Zone.BATTLEFIELD else None,  # 614.1c
        )
        ctx.put_now = [*ctx.put_now, new.id]  # 608.2c: "It gains hexproof ..." (PutNowRef)
    rest = [oid for oid in rest if oid in lib]
    if e.rest_to == "bottom" and rest:
        _to_bottom(g, me, rest)
        g.log_event(
            "library",
            f"{name} puts {len(rest)} card(s) on the bottom of their library "
            f"{'in a random order' if e.rest_order == 'random' else 'in the order they chose'}",
            "401.4",
        )
    elif e.rest_to == "top" and rest:
        for oid in rest:
            lib.remove(oid)
        lib.extend(reversed(rest))
        g.dirty()
        g.log_event("library", f"{name} puts {len(rest)} card(s) back on top", "401.4")
    elif rest and e.rest_to != "stay":  # "stay": the text says nothing of them (401.4)
        to = _REST_TO[e.rest_to]
        for oid in rest:
            o = g.objects[oid]
            zone_moves.move(
                g, o, to, f"{name} puts {o.name} into {to.value} ({ctx.name})", "701.20e"
            )
    ctx.did = bool(taken)


def _put_from_hand(ctx: effect_context.EffectContext, e: ir.PutFromHand) -> None:
    """608.2d: the card is chosen from the hand as the effect resolves (not targeted); it is
    put onto the battlefield, not played or cast (305.4 for a land)."""
    g = ctx.game
    me = ctx.controller
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None  # 122.1: bound
    hand = [
        oid
        for oid in g.players[me].hand
        if layers.matches(
            g, layers.off_battlefield(g, g.objects[oid]), g.objects[oid], e.filter, src, me
        )
    ]
    name = g.players[me].name
    if not hand:
        g.log_event(
            "effect", f"{name} has no card to put onto the battlefield ({ctx.name})", "608.2d"
        )
        ctx.did = False
        return
    d = ChooseObjects(
        player=me,
        prompt=f"choose a card in your hand to put onto the battlefield ({ctx.name})",
        options=((None,) if e.may else ()) + tuple(hand),
        count=1,
        up_to=e.may,
    )
    picked = _as_list(ctx.ask(d))
    if not picked:  # "you may": none chosen
        ctx.did = False
        return
    oid = picked[0]
    o = g.objects[oid]
    host = aura_host(ctx, o)
    chosen = as_enters_choice(ctx, o, me) if host is not False else None
    if host is False:
        ctx.did = False
        return  # 303.4g: an Aura with nothing to enchant stays in the hand
    put_entering(
        g,
        o,
        Zone.BATTLEFIELD,
        f"{name} puts {o.name} from their hand onto the battlefield ({ctx.name})",
        "305.4" if "land" in o.card.types else "608.2d",
        chosen,
        host,
        tapped=e.tapped,
    )


@dataclass(frozen=True, slots=True)
class ReturnLinked:
    """The effect of the delayed triggered ability ReturnAtNextEndStep creates: return this
    object (the card as it was exiled) to the battlefield (603.7c)."""

    object_id: int
    zone: str  # the zone it is expected in
    controller: int | None = None  # None: its owner
    tapped: bool = False


def _return_at_next_end_step(ctx: effect_context.EffectContext, e: ir.ReturnAtNextEndStep) -> None:
    """603.7a, 603.7d-e: a delayed triggered ability, controlled by this spell's or ability's
    controller, that returns each object at the beginning of the next end step."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is Zone.BATTLEFIELD:
            continue  # it never left: there is nothing to return
        back = ReturnLinked(
            o.id, o.zone.value, ctx.controller if e.under_your_control else None, e.tapped
        )
        trig = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.END_STEP), (back,))  # type: ignore[arg-type]
        g.delayed_triggers.append(
            (
                g.turn_number,
                PendingTrigger(
                    ctx.source_id or -1, ctx.name, ctx.controller, trig, ctx.source_chars
                ),
            )
        )
        g.log_event(
            "effect",
            f"{ctx.name}: {o.name} will return at the beginning of the next end step",
            "603.7a",
        )


def _return_linked(ctx: effect_context.EffectContext, e: ReturnLinked) -> None:
    g = ctx.game
    o = g.objects.get(e.object_id)
    if o is None or o.zone.value != e.zone:
        g.log_event(
            "effect", f"{ctx.name}: the card isn't where it was left; nothing returns", "603.7c"
        )
        return
    controller = o.owner if e.controller is None else e.controller
    host = aura_host(ctx, o)
    chosen = as_enters_choice(ctx, o, controller) if host is not False else None
    if host is False:
        return  # 303.4g
    put_entering(
        g,
        o,
        Zone.BATTLEFIELD,
        f"{o.name} returns to the battlefield under {g.players[controller].name}'s control "
        f"({ctx.name})",
        "603.7c",
        chosen,
        host,
        controller=controller,
        tapped=e.tapped,
    )


def _return_exiled_with(ctx: effect_context.EffectContext, e: ir.ReturnExiledWith) -> None:
    """406.6, 607.2a: "return the exiled card": the cards this object's linked ability exiled
    (recorded by that exile, effects_zones._exile), each only if it is still in exile (a card
    that left exile is a new object, 400.7)."""
    g = ctx.game
    links = [x for x in g.exiled_with if x[0] == ctx.source_id]
    cards = [
        o for _, oid in links if (o := g.objects.get(oid)) is not None and o.zone is Zone.EXILE
    ]
    if not cards:
        g.exiled_with = [x for x in g.exiled_with if x[0] != ctx.source_id]
        g.log_event("effect", f"{ctx.name}: there is no exiled card to return", "607.2a")
        return
    ctrl = {o.id: ctx.controller if e.under_your_control else o.owner for o in cards}
    hosts = {o.id: aura_host(ctx, o) for o in cards}
    chosen = {o.id: as_enters_choice(ctx, o, ctrl[o.id]) for o in cards if hosts[o.id] is not False}
    # the link ends once every question is answered (a question plays the resolution again)
    g.exiled_with = [x for x in g.exiled_with if x[0] != ctx.source_id]
    for o in cards:
        if hosts[o.id] is False:
            continue  # 303.4g
        put_entering(
            g,
            o,
            Zone.BATTLEFIELD,
            f"{o.name} returns to the battlefield ({ctx.name})",
            "607.2a",
            chosen.get(o.id),
            hosts[o.id],
            controller=ctrl[o.id],
        )


# --- reveal until, exile and play (issue 12, h-look) -----------------------------------------


def _reveal_until(ctx: effect_context.EffectContext, e: ir.RevealUntil) -> None:
    """701.20a: cards are revealed from the top one at a time until one matches; that card is
    put where the text says (``may``: its controller may leave it, 608.2d), the others revealed
    go to ``rest_to``. If none matches, the whole library is revealed and is the rest."""
    g = ctx.game
    me = ctx.controller
    lib = g.players[me].library  # stored bottom first, top last
    name = g.players[me].name
    revealed: list[int] = []
    found: int | None = None
    for oid in reversed(lib):
        revealed.append(oid)
        o = g.objects[oid]
        if layers.matches(g, layers.off_battlefield(g, o), o, e.filter, None, me):
            found = oid
            break
    if not revealed:
        g.log_event("reveal", f"{name} has no card in their library to reveal", "701.20a")
        ctx.did = False
        return
    take = found
    if found is not None and e.may:
        d = LookChoice(
            player=me,
            prompt=f"put {g.objects[found].name} {_where(e.take_to)}? ({ctx.name})",
            options=(None, found),
            count=1,
            up_to=True,
        )
        take = found if _as_list(ctx.ask(d)) else None
    # logged once every choice is made (an answer plays the resolution again)
    shown = ", ".join(g.objects[oid].name for oid in revealed)
    g.log_event(
        "reveal",
        f"{name} reveals {shown} from the top of their library ({ctx.name})",
        "701.20a",
        cards=[g.objects[oid].name for oid in revealed],
    )
    rest = [oid for oid in revealed if oid != take]
    if e.rest_to == "bottom" and len(rest) > 1:
        if e.rest_order == "random":
            g.rng.shuffle(rest)  # 401.4 "in a random order": the game's seeded generator
        else:
            rest = _ordered(ctx, me, rest, "on the bottom of your library")
    dest = _TAKE_TO[e.take_to]
    entering = take is not None and dest is Zone.BATTLEFIELD
    host = aura_host(ctx, g.objects[take]) if take is not None and entering else None
    chosen = (
        as_enters_choice(ctx, g.objects[take], me)
        if take is not None and dest is Zone.BATTLEFIELD and host is not False
        else None
    )
    # every choice is made: now the cards move (608.2c)
    if take is not None and host is not False:
        o = g.objects[take]
        put_entering(
            g,
            o,
            dest,
            f"{name} puts {o.name} {_where(e.take_to)} ({ctx.name})",
            "701.20a",
            chosen,
            host,
            tapped=e.tapped,
        )
    rest = [oid for oid in rest if oid in lib]
    if e.rest_to == "bottom" and rest:
        _to_bottom(g, me, rest)
        order = {"random": "in a random order", "any": "in the order they chose"}
        g.log_event(
            "library",
            f"{name} puts {len(rest)} card(s) on the bottom of their library "
            f"{order.get(e.rest_order, '')}".rstrip(),
            "401.4",
        )
    elif rest:
        to = _REST_TO[e.rest_to]
        for oid in rest:
            o = g.objects[oid]
            zone_moves.move(
                g, o, to, f"{name} puts {o.name} into {to.value} ({ctx.name})", "701.20a"
            )
    ctx.did = take is not None


def _where(take_to: str) -> str:
    return "onto the battlefield" if take_to == "battlefield" else f"into their {take_to}"


def _exile_top_play(ctx: effect_context.EffectContext, e: ir.ExileTopPlay) -> None:
    """406.3: the top cards are exiled face up; then 601.3, 305.1: their controller may play
    them from exile until the duration ends (rules/play_permissions.py)."""
    g = ctx.game
    me = ctx.controller
    lib = g.players[me].library
    count = e.count if e.count_x is None else effect_context.amount(ctx, e.count_x)  # 107.3
    top = list(reversed(lib[-count:])) if count > 0 else []
    name = g.players[me].name
    chosen = top[0] if top else None
    if e.choose_one and len(top) > 1:  # s11 h-lib, 608.2d: asked before any card moves
        d = ChooseObjects(
            player=me,
            prompt=f"choose one of the exiled cards: only it may be played ({ctx.name})",
            options=tuple(top),
            count=1,
        )
        chosen = _as_list(ctx.ask(d))[0]
    exiled: list[int] = []
    for oid in top:
        o = g.objects[oid]
        new = zone_moves.move(
            g, o, Zone.EXILE, f"{name} exiles {o.name} from the top of their library", "406.3"
        )
        if new.zone is Zone.EXILE and (not e.choose_one or oid == chosen):
            exiled.append(new.id)
    span = {
        "turn": "this turn",
        "next_turn": "until the end of their next turn",
        "end_step": "until their next end step",
        "exiled": "for as long as it remains exiled",  # no duration written: 400.7, 611.2a
    }[e.until]
    verb = "cast" if e.cast_only else "play"
    for oid in exiled:
        play_permissions.grant(g, oid, me, e.until, e.cast_only)
        g.log_event(
            "effect",
            f"{name} may {verb} {g.objects[oid].name} from exile {span} ({ctx.name})",
            "601.3" if e.cast_only or "land" not in g.objects[oid].card.types else "305.1",
        )
    ctx.did = bool(exiled)


_CREATURE_TYPES = frozenset(CREATURE_TYPES)


def _reveal_top_if(ctx: effect_context.EffectContext, e: ir.RevealTopIf) -> None:
    """701.20e: the top card is looked at; if it matches, its controller may reveal it
    (701.20a, 608.2d). ``ctx.did``: it was revealed (608.2c, a following "If you do")."""
    g = ctx.game
    me = ctx.controller
    lib = g.players[me].library
    name = g.players[me].name
    ctx.did = False
    if not lib:
        return
    o = g.objects[lib[-1]]
    ch = layers.off_battlefield(g, o)
    if e.shares_creature_type:
        # 205.3m: the creature types of the source as it is (or as it last was, 608.2h)
        src = (
            effect_context.known(ctx, ctx.source_id)
            if ctx.source_id is not None
            else ctx.source_chars
        )
        mine = set(src.subtypes) & _CREATURE_TYPES if src is not None else set()
        ok = bool(mine & set(ch.subtypes))
    else:
        assert e.filter is not None
        ok = layers.matches(g, ch, o, e.filter, None, me)
    reveal = False
    if ok:
        d = LookChoice(
            player=me,
            prompt=f"reveal {o.name}? ({ctx.name})",
            options=(None, o.id),
            count=1,
            up_to=True,
        )
        reveal = bool(_as_list(ctx.ask(d)))
    # logged once the choice is made (an answer plays the resolution again)
    g.log_event("reveal", f"{name} looks at the top card of their library", "701.20e")
    if reveal:
        g.log_event("reveal", f"{name} reveals {o.name} ({ctx.name})", "701.20a", card=o.name)
        ctx.did = True


def _mill_take(ctx: effect_context.EffectContext, e: ir.MillTake) -> None:
    """701.17a: the top cards are milled; then one of those put into the graveyard this way
    that matches is chosen (608.2d: none where the text says "you may") and moved. As every
    executor, the choice is asked first (among the cards about to be milled, which nothing
    between can change), then the cards move."""
    g = ctx.game
    me = ctx.controller
    lib = g.players[me].library
    name = g.players[me].name
    top = list(reversed(lib[-e.count :])) if e.count > 0 else []
    eligible = [
        oid
        for oid in top
        if layers.matches(
            g,
            layers.off_battlefield(g, g.objects[oid]),
            g.objects[oid],
            replace(e.filter, zone="library"),
            None,
            me,
        )
    ]
    picked: list[int] = []
    if eligible:
        d = LookChoice(
            player=me,
            prompt=f"choose {'up to ' if e.may else ''}one of the milled cards to put "
            f"{_where(e.take_to).replace('their', 'your')} ({ctx.name})",
            options=((None,) if e.may else ()) + tuple(eligible),
            count=1,
            up_to=e.may,
        )
        picked = _as_list(ctx.ask(d))
    dest = _TAKE_TO[e.take_to]
    host = aura_host(ctx, g.objects[picked[0]]) if picked and dest is Zone.BATTLEFIELD else None
    entering = bool(picked) and dest is Zone.BATTLEFIELD and host is not False
    chosen = as_enters_choice(ctx, g.objects[picked[0]], me) if entering else None
    # every choice is made: now the cards move (608.2c)
    new_ids: dict[int, int] = {}
    for oid in top:
        o = g.objects[oid]
        new = zone_moves.move(g, o, Zone.GRAVEYARD, f"{name} mills {o.name}", "701.17a")
        if new.zone is Zone.GRAVEYARD:
            new_ids[oid] = new.id
    ctx.did = False
    if not picked or picked[0] not in new_ids or host is False:
        return  # none chosen, or it didn't reach the graveyard (614), or 303.4g
    o = g.objects[new_ids[picked[0]]]
    put_entering(
        g,
        o,
        dest,
        f"{name} puts {o.name} {_where(e.take_to)} ({ctx.name})",
        "608.2c",
        chosen,
        host,
        tapped=e.tapped,
    )
    ctx.did = True


def _explore(ctx: effect_context.EffectContext, e: ir.Explore) -> None:
    """701.44a: the exploring permanent's controller reveals the top card of their library: a
    land card goes to their hand; otherwise a +1/+1 counter goes on the permanent and they may
    put the card into their graveyard. 701.44b: it explores even if some of this is impossible;
    701.44c: a permanent that left the battlefield explores as it last existed."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    here = [o for o in objs if o.zone is Zone.BATTLEFIELD]
    who = characteristics.chars(g, here[0].id).controller if here else ctx.controller
    lib = g.players[who].library
    name = g.players[who].name
    top = g.objects[lib[-1]] if lib else None
    land = top is not None and "land" in layers.off_battlefield(g, top).types
    to_graveyard = False
    if top is not None and not land:
        d = LookChoice(
            player=who,
            prompt=f"choose {top.name} to put it into your graveyard, or nothing to keep it "
            f"on top ({ctx.name})",
            options=(None, top.id),
            count=1,
            up_to=True,
        )
        to_graveyard = bool(_as_list(ctx.ask(d)))
    # every choice is made: now the cards move (608.2c); the reveal is logged once
    explorer = here[0].name if here else ctx.name
    if top is None:
        g.log_event("reveal", f"{explorer} explores: {name}'s library is empty", "701.44b")
    else:
        g.log_event("reveal", f"{explorer} explores: {name} reveals {top.name}", "701.44a")
    if top is not None and land:
        zone_moves.move(g, top, Zone.HAND, f"{name} puts {top.name} into their hand", "701.44a")
    else:  # 701.44a "Otherwise": no land card revealed, an empty library too
        for o in here:
            permanents.add_counters(g, o, "+1/+1", 1, "701.44a")
        if top is not None and to_graveyard:
            zone_moves.move(
                g, top, Zone.GRAVEYARD, f"{name} puts {top.name} into their graveyard", "701.44a"
            )
    for o in here:  # s9 trig: "Whenever a creature you control explores" (701.44a-b)
        trigger_firing.fire_explored(g, o)
    for o, lki in _left(ctx, e.what, here):  # 701.44c: it explored as it last existed
        trigger_firing.fire_explored(g, o, lki)


def _left(
    ctx: effect_context.EffectContext, ref: object, here: list[GameObject]
) -> list[tuple[GameObject, Characteristics]]:
    """The exploring permanents that left the battlefield (Jadelight Ranger killed with its
    trigger on the stack): the card each became, with its last known characteristics."""
    g = ctx.game
    out = []
    for oid in effect_context.referenced_ids(ctx, ref):
        lk = g.last_known.get(oid)
        if any(o.id == oid for o in here) or lk is None or lk.zone is not Zone.BATTLEFIELD:
            continue
        now = zone_moves.became(g, oid)
        if now is not None:
            out.append((now, lk.chars))
    return out


def _reveal_random_from_hand(ctx: effect_context.EffectContext, e: ir.RevealRandomFromHand) -> None:
    """701.20a: a card chosen at random (the game's RNG) is shown to all; it stays in hand."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in g.apnap(players):
        hand = g.players[p].hand
        if not hand:
            g.log_event("reveal", f"{g.players[p].name} has no card to reveal", "701.20a")
            continue
        card = g.objects[g.rng.choice(hand)]
        ctx.revealed_now = [card.id]  # h-amount: "that card's mana value" (608.2h)
        g.log_event(
            "reveal", f"{g.players[p].name} reveals {card.name} at random ({ctx.name})", "701.20a"
        )
