"""Executors of the tenth session's zone moves (s10 h-zones, cards/ir/zones_s10.py): another
player's hand revealed and a card of it chosen and exiled (701.20a, 608.2d, 400.7), and
looking at another player's hand or library (701.20e, 402.3)."""

from __future__ import annotations

from dataclasses import replace

from ..cards import ir
from ..decisions import ChooseObjects, ChooseOption, OptionalInstruction, SearchChoice
from ..zones import Zone
from . import copying, effect_context, effects_library, effects_zones, layers, zone_moves


def _matching(
    ctx: effect_context.EffectContext, ids: list[int], flt: ir.Filter, p: int
) -> list[int]:
    g = ctx.game
    return [
        oid
        for oid in ids
        if layers.matches(
            g, layers.off_battlefield(g, g.objects[oid]), g.objects[oid], flt, None, p
        )
    ]


def exile_from_hand(ctx: effect_context.EffectContext, e: ir.ExileFromHand) -> None:
    """701.20a: the player reveals their hand (shown to every player); 608.2d: the
    controller chooses a card of it that matches (of the hand or, ``graveyard``, of the
    graveyard: a public zone, 400.2); 400.7: the chosen card is exiled. With no card to
    choose, nothing is exiled. ``ctx.did``: a card was exiled (608.2c)."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    ctx.did = False
    for p in g.apnap(players):
        pl = g.players[p]
        options = _matching(ctx, list(pl.hand), e.filter, p)
        if e.graveyard:
            in_gy = replace(e.filter, zone="graveyard")  # "from that player's graveyard or hand"
            options += _matching(ctx, list(pl.graveyard), in_gy, p)
        pick: int | None = None
        if options:
            ans = ctx.ask(
                ChooseObjects(
                    player=ctx.controller,
                    prompt=f"choose a card of {pl.name}'s to exile ({ctx.name})",
                    options=tuple(options),
                    count=1,
                )
            )
            picks = ans if isinstance(ans, list | tuple) else [ans]
            pick = next((int(x) for x in picks if x is not None), None)
        # logged once the choice is made (an answer plays the resolution again)
        names = ", ".join(g.objects[oid].name for oid in pl.hand) or "no cards"
        g.log_event("reveal", f"{pl.name} reveals their hand: {names} ({ctx.name})", "701.20a")
        if pick is None:
            continue
        o = g.objects[pick]
        zone_moves.move(g, o, Zone.EXILE, f"{o.name} is exiled ({ctx.name})", "400.7")
        ctx.did = True


def look_at_hand(ctx: effect_context.EffectContext, e: ir.LookAtHand) -> None:
    """701.20e: the player's hand is shown to the controller only (402.3: no one else may
    look at it); nothing changes zones."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    me = g.players[ctx.controller].name
    for p in players:
        n = len(g.players[p].hand)
        g.log_event(
            "reveal", f"{me} looks at {g.players[p].name}'s hand ({n} cards, {ctx.name})", "701.20e"
        )


def look_at_their_top(ctx: effect_context.EffectContext, e: ir.LookAtTheirTop) -> None:
    """701.20e: the top card(s) of the player's library are shown to the controller only;
    401.2: they stay where they are. ``reorder``: "then put them back in any order": the
    controller chooses their order, the first chosen ending on top (401.4)."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    me = g.players[ctx.controller].name
    for p in players:
        lib = g.players[p].library  # bottom first, top last
        top = list(reversed(lib[-e.count :])) if e.count > 0 else []
        order = top
        if e.reorder and len(top) > 1:
            where = f"back on top of {g.players[p].name}'s library"
            order = effects_library._ordered(ctx, ctx.controller, top, where)
        # logged once the choice is made (an answer plays the resolution again)
        g.log_event(
            "reveal",
            f"{me} looks at the top {len(top)} card(s) of {g.players[p].name}'s library"
            f" ({ctx.name})",
            "701.20e",
        )
        if e.reorder and order != top:
            for oid in order:
                lib.remove(oid)
            lib.extend(reversed(order))  # the first of ``order`` ends on top
            g.dirty()
        if e.reorder and top:
            g.log_event("library", f"{me} puts {len(top)} card(s) back in any order", "401.4")


def shuffle_library(ctx: effect_context.EffectContext, e: ir.ShuffleLibrary) -> None:
    """701.24a: the player shuffles their library; 608.2d: "you may [have that player]
    shuffle": the controller chooses whether it happens."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        if e.optional:
            whose = "your" if p == ctx.controller else f"{g.players[p].name}'s"
            ans = ctx.ask(
                OptionalInstruction(
                    player=ctx.controller,
                    prompt=f"{ctx.name}: shuffle {whose} library?",
                    options=("yes", "no"),
                )
            )
            if str(ans).lower() not in ("yes", "true"):
                continue
        zone_moves.shuffle(g, p)


def put_in_library_at(ctx: effect_context.EffectContext, e: ir.PutInLibraryAt) -> None:
    """400.3: each object goes to its owner's library. 401.7: "Nth from the top": below the
    top N-1 cards, or on the bottom if the library holds fewer than that; ``from_top`` 0:
    "on your choice of the top or bottom": the controller chooses (608.2d). ``ctx.did``: an
    object was put there (608.2c)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    choices: list[str] = []
    if not e.from_top:  # every choice first (an answer plays the resolution again)
        for o in objs:
            ans = ctx.ask(
                ChooseOption(
                    # 608.2d: the player the effect names makes its choice (s11 h-lib)
                    player=o.owner if e.owner_chooses else ctx.controller,
                    prompt=f"put {o.name} on the top or the bottom of its owner's library?"
                    f" ({ctx.name})",
                    options=("top", "bottom"),
                )
            )
            choices.append("bottom" if str(ans).lower() == "bottom" else "top")
    ctx.did = False
    for i, o in enumerate(objs):
        owner = o.owner
        where = f"{_NTH[e.from_top]} from the top of" if e.from_top else f"on the {choices[i]} of"
        text = f"{o.name} is put {where} its owner's library ({ctx.name})"
        new = zone_moves.move(g, o, Zone.LIBRARY, text, "401.7" if e.from_top else "401.4")
        if new.zone is not Zone.LIBRARY or new.owner != owner:
            continue  # 614: replaced; nothing more to place
        ctx.did = True
        lib = g.players[owner].library  # bottom first, top last
        if e.from_top:
            lib.remove(new.id)
            lib.insert(max(0, len(lib) - (e.from_top - 1)), new.id)  # 401.7
            g.dirty()
        elif choices[i] == "bottom":
            effects_library._to_bottom(g, owner, [new.id])


_NTH = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}


def search_split(ctx: effect_context.EffectContext, e: ir.SearchSplit) -> None:
    """701.23a-b: the controller finds up to ``count`` cards that match (a stated quality:
    they needn't find them all); 701.20a: the cards are revealed; 608.2d: the controller
    chooses which ``first_n`` of them go to the first place named, the others go to the
    second (with fewer found, which of them go first); every question is asked before a card
    moves (an answer plays the resolution again); then the library is shuffled (701.24a)."""
    g = ctx.game
    me = ctx.controller
    lib = g.players[me].library
    found = _matching(ctx, list(lib), e.filter, me)
    picks: list[int] = []
    if found:
        ans = ctx.ask(
            SearchChoice(
                player=me,
                prompt=f"search your library ({ctx.name})",
                options=(None, *found),
                count=e.count,
                up_to=True,
            )
        )
        picks = [int(x) for x in (ans if isinstance(ans, list | tuple) else [ans]) if x is not None]
    first = picks
    if len(picks) > 1 or (picks and len(picks) <= e.first_n and e.first_to != e.rest_to):
        short = len(picks) <= e.first_n  # fewer found: any of them may go either way
        ans = ctx.ask(
            ChooseObjects(
                player=me,
                prompt=f"choose the card(s) to put {_WHERE[e.first_to]} ({ctx.name})",
                options=(*picks, None) if short else tuple(picks),
                count=min(e.first_n, len(picks)),
                up_to=short,
            )
        )
        chosen = ans if isinstance(ans, list | tuple) else [ans]
        first = [int(x) for x in chosen if x is not None]
    hosts = {
        oid: effects_zones.aura_host(ctx, g.objects[oid])
        for oid in picks
        if _dest(e, oid in first)[0] == "battlefield"
    }
    entering = {
        oid: effects_zones.as_enters_choice(ctx, g.objects[oid], g.objects[oid].owner)
        for oid in picks
        if _dest(e, oid in first)[0] == "battlefield" and hosts.get(oid) is not False
    }
    for oid in picks:  # "reveal those cards": every player sees them (701.20a)
        g.log_event("reveal", f"{ctx.name}: reveals {g.objects[oid].name}", "701.20a")
    for oid in picks:
        o = g.objects[oid]
        to, tapped = _dest(e, oid in first)
        if to == "battlefield":
            if hosts.get(oid) is False:
                continue  # 303.4g: an Aura with nothing to enchant stays where it is
            new = zone_moves.move(
                g,
                o,
                Zone.BATTLEFIELD,
                f"{o.name} is put onto the battlefield ({ctx.name})",
                "701.23a",
                tapped=tapped,
                copy_of=copying.copied_values(g, o.card, entering.get(oid)),  # 707.5
            )
            effects_zones.record_as_enters(g, new, entering.get(oid))
            effects_zones.attach_entering(g, new, hosts.get(oid))
        else:
            zone = Zone.HAND if to == "hand" else Zone.GRAVEYARD
            zone_moves.move(g, o, zone, f"{o.name} is put into a {to} ({ctx.name})", "701.23a")
    zone_moves.shuffle(g, me)


_WHERE = {
    "battlefield": "onto the battlefield",
    "hand": "into your hand",
    "graveyard": "into your graveyard",
}


def _dest(e: ir.SearchSplit, first: bool) -> tuple[str, bool]:
    return (e.first_to, e.first_tapped) if first else (e.rest_to, e.rest_tapped)


def choose_from_hand(ctx: effect_context.EffectContext, e: ir.ChooseFromHand) -> None:
    """701.20e: the controller looks at the player's hand (no one else sees it); 608.2d: the
    controller chooses ``count`` of its cards that match (as many as there are; up to that
    many where ``up_to``; maybe none where ``may``); then 701.9a: that player discards them
    (``to`` "discard") or 401.4: the card is put on top of its owner's library (``to``
    "top")."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    me = g.players[ctx.controller].name
    for p in players:
        pl = g.players[p]
        options = _matching(ctx, list(pl.hand), e.filter, p)
        n = min(effect_context.amount(ctx, e.count), len(options))
        picks: list[int] = []
        if n > 0:
            optional = e.up_to or e.may
            ans = ctx.ask(
                ChooseObjects(
                    player=ctx.controller,
                    prompt=f"choose {n} card(s) from {pl.name}'s hand ({ctx.name})",
                    options=(*options, None) if optional else tuple(options),
                    count=n,
                    up_to=optional,
                )
            )
            chosen = ans if isinstance(ans, list | tuple) else [ans]
            picks = [int(x) for x in chosen if x is not None]
        # logged once the choice is made (an answer plays the resolution again)
        g.log_event("reveal", f"{me} looks at {pl.name}'s hand ({ctx.name})", "701.20e")
        for oid in picks:
            if e.to == "top":
                o = g.objects[oid]
                text = f"{o.name} is put on top of its owner's library ({ctx.name})"
                zone_moves.move(g, o, Zone.LIBRARY, text, "401.4")
            else:
                zone_moves.discard(g, oid, ctx.name, ctx.controller)  # 701.9a


def counter_to_zone(ctx: effect_context.EffectContext, e: ir.CounterToZone) -> None:
    """701.6a: the spell is countered; 614.1a: it goes on top of its owner's library (401.4)
    or into its owner's hand instead of into the graveyard (zone_moves.counter)."""
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    to = Zone.HAND if e.to == "hand" else Zone.LIBRARY
    for o in objs:
        zone_moves.counter(ctx.game, o.id, ctx.name, to=to)
