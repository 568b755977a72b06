"""h-zones (issue 12): a player other than the controller searches their own library (701.23a):
"Its controller may search their library for a basic land card, put it onto the battlefield
tapped, then shuffle." (Path to Exile), "Each player may search their library for a basic
land card, reveal it, put it into their hand, then shuffle." Each searcher chooses, in APNAP
order (101.4), whether to search (608.2d) and what to find (701.23b); every question is asked
before anything moves (an answer plays the instruction again, effect_context.ask). Only a
player who searched shuffles (701.23a: "then shuffle" is part of searching). What a player
finds is seen by that player alone unless the text reveals it (701.20a) or it goes onto the
battlefield (a public zone, 400.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..decisions import ChooseObjects, OptionalInstruction, SearchChoice
from ..zones import Zone
from . import card_names, copying, effect_context, effects_library, layers, permanents, zone_moves
from .effects_zones import _search, as_enters_choice, attach_entering, aura_host, record_as_enters

if TYPE_CHECKING:
    from ..objects import Target


def search(ctx: effect_context.EffectContext, e: ir.SearchLibrary) -> None:
    """701.23a: the controller's own search (effects_zones._search), or another player's."""
    if e.library_of is not None:
        _search_their(ctx, e)
        return
    if e.who is None:
        _search(ctx, e)
        return
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    plans: list[tuple[int, bool, list[int]]] = []  # (player, searched, cards found)
    for p in g.apnap(sorted(set(players))):
        if g.players[p].lost:
            continue  # 800.4a: a player who left the game does nothing
        yes = True
        if e.optional:  # 608.2d: "may search": that player chooses
            ans = ctx.ask(
                OptionalInstruction(
                    player=p, prompt=f"{ctx.name}: search your library?", options=("yes", "no")
                )
            )
            yes = str(ans).lower() in ("yes", "true")
        plans.append((p, yes, _found(ctx, e, p) if yes else []))
    hosts: dict[int, Target | bool | None] = {}
    chosen: dict[int, tuple[str, ...] | None] = {}
    if e.destination == "battlefield":
        for p, _yes, picks in plans:
            for oid in picks:
                hosts[oid] = aura_host(ctx, g.objects[oid])
                if hosts[oid] is not False:  # 614.12a: chosen by the player it enters under
                    chosen[oid] = as_enters_choice(ctx, g.objects[oid], p)
    # every question asked: now the cards move (701.23a)
    for p, yes, picks in plans:
        name = g.players[p].name
        if not yes:
            g.log_event("effect", f"{name} chooses not to search ({ctx.name})", "608.2d")
            continue
        g.log_event("effect", f"{name} searches their library ({ctx.name})", "701.23a")
        _put(ctx, e, p, picks, hosts, chosen)
        zone_moves.shuffle(g, p)  # 701.23a, 701.24a: only a player who searched
    ctx.did = any(yes for _p, yes, _c in plans)


def _search_their(ctx: effect_context.EffectContext, e: ir.SearchLibrary) -> None:
    """701.23a: "Search target opponent's library for an artifact card and put that card
    onto the battlefield under your control. Then that player shuffles.": the controller
    searches that player's library (its cards are seen by the searcher alone, 401.2), the
    cards found go under the controller's control, into exile or into their owner's
    graveyard (400.3), and that player shuffles, whatever was found (701.24a)."""
    g = ctx.game
    me = ctx.controller
    assert e.library_of is not None
    _, players = effect_context.objects_and_players(ctx, e.library_of)
    if not players:
        return
    p = players[0]
    picks = _found(ctx, e, me, p)
    onto = e.destination == "battlefield"
    hosts = {oid: aura_host(ctx, g.objects[oid]) for oid in picks if onto}
    chosen = {
        oid: as_enters_choice(ctx, g.objects[oid], me)
        for oid in picks
        if onto and hosts[oid] is not False
    }
    g.log_event(
        "effect",
        f"{g.players[me].name} searches {g.players[p].name}'s library ({ctx.name})",
        "701.23a",
    )
    for oid in picks:
        o = g.objects[oid]
        if e.destination == "battlefield":
            if hosts[oid] is False:
                continue  # 303.4g: an Aura with nothing to enchant stays where it is
            new = zone_moves.move(
                g,
                o,
                Zone.BATTLEFIELD,
                f"{o.name} is put onto the battlefield under {g.players[me].name}'s control "
                f"({ctx.name})",
                "701.23a",
                controller=me,  # "under your control" (110.2a)
                copy_of=copying.copied_values(g, o.card, chosen.get(oid)),  # 707.5
            )
            record_as_enters(g, new, chosen.get(oid))
            attach_entering(g, new, hosts[oid])
        elif e.destination == "exile":
            zone_moves.move(g, o, Zone.EXILE, f"{o.name} is exiled ({ctx.name})", "701.23a")
        else:  # "into their graveyard": its owner's (400.3)
            why = f"{o.name} is put into a graveyard ({ctx.name})"
            zone_moves.move(g, o, Zone.GRAVEYARD, why, "701.23a")
    zone_moves.shuffle(g, p)  # "Then that player shuffles." (701.24a)


def _found(
    ctx: effect_context.EffectContext, e: ir.SearchLibrary, p: int, lib_of: int | None = None
) -> list[int]:
    """701.23b: the cards ``p`` finds in ``lib_of``'s library (their own if None); with a
    stated quality they may find fewer, or none."""
    g = ctx.game
    owner = p if lib_of is None else lib_of
    flt = effect_context.fixed_bound(ctx, e.filter)  # 608.2h: its bound counted now
    found = [
        oid
        for oid in g.players[owner].library
        if layers.matches(
            g, layers.off_battlefield(g, g.objects[oid]), g.objects[oid], flt, None, p
        )
    ]
    # 701.23d: "a card", no quality stated: as many as possible; "up to seven cards" (Denying
    # Wind) says fewer may be found (701.23b)
    must = e.filter == ir.Filter(zone="library") and not e.up_to and not e.any_number
    count = effect_context.amount(ctx, e.count)  # h-amount: 608.2h
    if not found or count <= 0:  # "up to X" with X 0: nothing can be found, nothing asked
        return []
    ans = ctx.ask(
        SearchChoice(
            player=p,
            prompt=(
                f"search your library ({ctx.name})"
                if owner == p
                else f"search {g.players[owner].name}'s library ({ctx.name})"
            ),
            options=tuple(found) if must else (None, *found),
            count=min(count, len(found)) if must or e.any_number else count,
            up_to=not must,
        )
    )
    if ans is None:
        return []
    return [x for x in (list(ans) if isinstance(ans, list | tuple) else [ans]) if x is not None]


def _put(
    ctx: effect_context.EffectContext,
    e: ir.SearchLibrary,
    p: int,
    picks: list[int],
    hosts: dict[int, Target | bool | None],
    chosen: dict[int, tuple[str, ...] | None],
) -> None:
    g = ctx.game
    name = g.players[p].name
    for oid in picks:
        o = g.objects[oid]
        if e.reveal:  # "reveal it": every player sees it (701.20a)
            g.log_event("reveal", f"{name} reveals {o.name} ({ctx.name})", "701.20a", card=o.name)
        if e.destination == "battlefield":
            if hosts.get(oid) is False:
                continue  # 303.4g: an Aura with nothing to enchant stays where it is
            new = zone_moves.move(
                g,
                o,
                Zone.BATTLEFIELD,
                f"{o.name} is put onto the battlefield ({ctx.name})",
                "701.23a",
                tapped=e.tapped,
                controller=p,  # 110.2a: under the control of the player who put it there
                copy_of=copying.copied_values(g, o.card, chosen.get(oid)),  # 707.5
            )
            record_as_enters(g, new, chosen.get(oid))
            attach_entering(g, new, hosts.get(oid))
        else:
            # 401.2, 402.3: a card found and not revealed is seen by its searcher only
            why = (
                f"{o.name} is put into {name}'s hand ({ctx.name})"
                if e.reveal
                else f"{name} puts a card into their hand ({ctx.name})"
            )
            zone_moves.move(g, o, Zone.HAND, why, "701.23a")


def exile_same_name(ctx: effect_context.EffectContext, e: ir.ExileSameName) -> None:
    """701.23a-b: "Search its controller's graveyard, hand, and library for all cards with
    the same name as that spell and exile them. Then that player shuffles." The controller
    searches; the cards the target's name (as it last existed, 608.2h) names in the
    graveyard are all exiled (a public zone: every one is found), those in the hand and the
    library only if found (hidden zones, 701.23b), asked first; "any number of cards":
    none required anywhere. Then that player shuffles (701.24a)."""
    g = ctx.game
    named = _named(ctx, e.named_as)
    if named is None:
        return
    name, fallback = named
    _, players = effect_context.objects_and_players(ctx, e.whose)
    if not players and fallback is not None:
        # a countered spell has no last known information kept: its owner, whose graveyard
        # it went to, controlled it (608.2h; 404.1)
        players = [fallback]
    if not players:
        return
    p = players[0]
    pl = g.players[p]
    gy = [oid for oid in pl.graveyard if g.objects[oid].name == name]
    hidden = [oid for oid in (*pl.hand, *pl.library) if g.objects[oid].name == name]
    choosable = hidden + (gy if e.any_number else [])
    picks: list[int] = []
    if choosable:
        ans = ctx.ask(
            SearchChoice(
                player=ctx.controller,
                prompt=f"find cards named {name} to exile ({ctx.name})",
                options=(None, *choosable),
                count=len(choosable),
                up_to=True,
            )
        )
        got = list(ans) if isinstance(ans, list | tuple) else [ans]
        picks = [x for x in got if x is not None]
    me = g.players[ctx.controller].name
    g.log_event(
        "effect",
        f"{me} searches {pl.name}'s graveyard, hand, and library for cards named {name} "
        f"({ctx.name})",
        "701.23a",
    )
    for oid in [*([] if e.any_number else gy), *picks]:
        o = g.objects.get(oid)
        if o is not None and o.zone in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY):
            zone_moves.move(g, o, Zone.EXILE, f"{o.name} is exiled ({ctx.name})", "701.23a")
    zone_moves.shuffle(g, p)  # "Then that player shuffles." (701.24a)


def _named(
    ctx: effect_context.EffectContext, ref: ir.Ref | ir.ChosenNameRef
) -> tuple[str, int | None] | None:
    """The name of the object ``ref`` chose (608.2h: as it last existed) and the owner of the
    card it became, if any; for "that name", the name chosen before (201.4, 608.2c)."""
    if isinstance(ref, ir.ChosenNameRef):
        index = (ctx.outcomes or {}).get(card_names.CHOSEN_NAME_KEY)
        return None if index is None else (card_names.all_names()[index], None)
    if not isinstance(ref, ir.TargetRef) or ref.index >= len(ctx.targets):
        return None
    for t in ctx.targets[ref.index]:
        if t.object_id is None:
            continue
        obj = effect_context.find(ctx, t.object_id)
        if obj is not None:
            return obj.name, obj.owner
        ch = effect_context.known(ctx, t.object_id)
        if ch is not None:
            return ch.name, None
    return None


def shuffle_into_library(ctx: effect_context.EffectContext, e: ir.ShuffleIntoLibrary) -> None:
    """701.24a, 701.24d: "Each player shuffles their hand and graveyard into their library." Each
    player, in APNAP order (101.4), puts every card of their graveyard (and hand) into their
    library and shuffles it, even with no card to put there. The cards of a hand go unnamed
    (402.3: a hidden zone)."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in g.apnap(sorted(set(players))):
        pl = g.players[p]
        if pl.lost:
            continue  # 800.4a
        hand = list(pl.hand) if e.hand else []
        gy = list(pl.graveyard)
        for oid in [*hand, *gy]:
            o = g.objects[oid]
            why = f"{o.name} is put into {pl.name}'s library ({ctx.name})"
            zone_moves.move(g, o, Zone.LIBRARY, why, "701.24a", quiet=True)
        what = f"hand ({len(hand)} cards) and graveyard" if e.hand else "graveyard"
        g.log_event(
            "zone",
            f"{pl.name} puts their {what} ({len(gy)} cards) into their library ({ctx.name})",
            "701.24a",
        )
        zone_moves.shuffle(g, p)  # 701.24d: even with nothing put there


def hand_to_library(ctx: effect_context.EffectContext, e: ir.HandToLibrary) -> None:
    """401.4: "Put two cards from your hand on top of your library in any order.": the
    controller chooses the cards (asked even if they hold no more) and then, for two or
    more, their order, the first ending highest; the cards stay hidden (402.3, 401.2).
    ``ctx.did``: some card was put there (608.2c, "If you do, draw a card")."""
    g = ctx.game
    me = ctx.controller
    hand = list(g.players[me].hand)
    n = min(e.count, len(hand))
    where = "on top of" if e.position == "top" else "on the bottom of"
    if n == 0:
        ctx.did = False
        return
    # asked even when the hand holds no more than that: no silent choices (SCENARIOS.md)
    ans = ctx.ask(
        ChooseObjects(
            player=me,
            prompt=f"put {n} card(s) from your hand {where} your library ({ctx.name})",
            options=tuple(hand),
            count=n,
        )
    )
    picks = [int(x) for x in (ans if isinstance(ans, list | tuple) else [ans])]
    order = effects_library._ordered(ctx, me, picks, f"{where} your library")
    moved: list[int] = []
    for oid in reversed(order):  # the last one listed goes first: the first ends highest
        o = g.objects[oid]
        new = zone_moves.move(
            g, o, Zone.LIBRARY, f"{o.name} is put into a library", "401.4", quiet=True
        )
        if new.zone is Zone.LIBRARY:
            moved.append(new.id)
    if e.position == "bottom" and moved:
        effects_library._to_bottom(g, me, list(reversed(moved)))
    name = g.players[me].name
    g.log_event(
        "zone", f"{name} puts {len(moved)} card(s) from their hand {where} their library", "401.4"
    )
    ctx.did = bool(moved)


def put_its_counters(ctx: effect_context.EffectContext, e: ir.PutItsCounters) -> None:
    """122.8: "When this creature dies, put its counters on target creature you control.":
    the same number of each kind of counter the source had as it last existed on the
    battlefield (608.2h) is put on the target; nothing is moved."""
    g = ctx.game
    counters = _counters_as_it_left(ctx)
    objs, _ = effect_context.objects_and_players(ctx, e.to)
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD:
            continue
        for kind, n in counters:
            permanents.add_counters(g, o, kind, n, "122.8")


def _counters_as_it_left(ctx: effect_context.EffectContext) -> tuple[tuple[str, int], ...]:
    """The counters the source had as it last existed on the battlefield (608.2h): found by
    the card it became (the trigger's subject, 400.7e) or by its own id."""
    g = ctx.game
    ids: list[int] = []
    if ctx.trigger_subject is not None:
        now = g.objects.get(ctx.trigger_subject)
        if now is not None and now.previous_id is not None:
            ids.append(now.previous_id)
        ids.append(ctx.trigger_subject)
    if ctx.source_id is not None:
        ids.append(ctx.source_id)
    for oid in ids:
        lk = g.last_known.get(oid)
        if lk is not None and lk.zone is Zone.BATTLEFIELD:
            return tuple((k, n) for k, n in lk.counters if n > 0)
    return ()
