"""Effects that move cards (608.2): destroy, exile, return, sacrifice, draw, discard,
counter, search, tokens, the library's top (scry, surveil, mill), and "As this enters"
choices (614.12a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import (
    AttachChoice,
    DiscardChoice,
    LibrarySplit,
    PayUnless,
    SacrificeChoice,
    ScryOrder,
    SearchChoice,
    SurveilChoice,
    WardPayment,
)
from ..mana import with_x
from ..objects import GameObject, StackAbility, Target
from ..records import Characteristics, PendingTrigger, SacrificeLinked, WardCounter
from ..zones import Zone
from . import (
    ability_targets,
    characteristics,
    copying,
    effect_context,
    effects_payments,
    effects_players,
    keywords_champion,
    layers,
    resolution_costs,
    search_named,
    token_copies,
    transforming,
    trigger_firing,
    ward_costs,
    zone_moves,
)
from .as_enters import as_enters_choice as as_enters_choice
from .as_enters import as_enters_options as as_enters_options  # re-exported for callers
from .as_enters import as_enters_prompt as as_enters_prompt
from .as_enters import entering_counters as entering_counters
from .as_enters import record_as_enters as record_as_enters
from .sba import attach_problem

if TYPE_CHECKING:
    from ..state import GameState


def _destroy(ctx: effect_context.EffectContext, e: ir.Destroy) -> None:
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    done = False
    ctx.destroyed_now = []  # 701.8a: "for each creature destroyed this way" (608.2h)
    for o in objs:  # simultaneous in effect; applied in order (no choices involved)
        before = characteristics.chars(ctx.game, o.id) if o.zone is Zone.BATTLEFIELD else None
        why = f"destroyed by {ctx.name}"
        if zone_moves.destroy(ctx.game, o.id, why, "701.8a", can_regenerate=not e.no_regenerate):
            done = True
            if before is not None:
                ctx.destroyed_now.append((before, o.is_token))
    if ctx.as_cost:
        # 608.2c: "destroy target artifact. If you do" with it indestructible (702.12b) or
        # regenerated (701.19a): it wasn't destroyed
        ctx.did = done


def _cost_unpaid(ctx: effect_context.EffectContext, e: object, verb: str) -> bool:
    """118.12, 118.3: before "If you do" / "When you do" the instruction is a cost, paid in
    full or not at all: True (logged, and "If you do" is false) when it can't be."""
    if ctx.as_cost and (why := resolution_costs.cost_shortfall(ctx, e)):
        ctx.game.log_event("effect", f"{ctx.name}: can't {verb}: {why}", "118.3")
        ctx.did = False
        return True
    return False


def _exile(ctx: effect_context.EffectContext, e: ir.Exile) -> None:
    g = ctx.game
    if _cost_unpaid(ctx, e, "exile"):
        return
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    if ctx.as_cost and not objs:
        ctx.did = False  # 118.12, 608.2c: nothing was exiled ("exile this" with it gone, 400.7)
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    for o in objs:
        if e.until_source_leaves and (src is None or src.zone is not Zone.BATTLEFIELD):
            continue  # 610.3a-b: the source already left; nothing is exiled
        new = zone_moves.move(g, o, Zone.EXILE, f"{o.name} is exiled by {ctx.name}", "406.2")
        if e.until_source_leaves and src is not None:
            g.exiled_until_leaves.append((src.id, new.id))  # 610.3
        elif src is not None and _returns_exiled(src.card):
            g.exiled_with.append((src.id, new.id))  # 406.6, 607.2a: for "the exiled card"


def _returns_exiled(card: ir.CardDefinition) -> bool:
    """Whether the card has an ability linked to what it exiles ("return the exiled card";
    champion's two abilities, 702.72b)."""
    return keywords_champion.has_champion(card) or any(
        isinstance(e, ir.ReturnExiledWith)
        for a in card.abilities
        for e in getattr(a, "effects", ())
    )


def _return_to_hand(ctx: effect_context.EffectContext, e: ir.ReturnToHand) -> None:
    if _cost_unpaid(ctx, e, "return"):
        return
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    if e.from_graveyard:
        # 113.6m: "return this card from your graveyard to your hand": the card is looked for
        # in its owner's graveyard; once it left, it is a new object (400.7) and stays
        if not objs:
            card = _in_graveyard(ctx, effect_context.referenced_ids(ctx, e.what))
            objs = [card] if card is not None else []
        objs = [o for o in objs if o.zone is Zone.GRAVEYARD]
    if ctx.as_cost and not objs:
        ctx.did = False  # 118.12, 608.2c: nothing was returned
    for o in objs:
        zone_moves.move(
            ctx.game, o, Zone.HAND, f"{o.name} returns to its owner's hand ({ctx.name})", "400.7"
        )


def _return_to_battlefield(ctx: effect_context.EffectContext, e: ir.ReturnToBattlefield) -> None:
    if e.transformed:  # 712.14a: with its back face up
        return transforming.return_transformed(ctx, e)
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    if e.from_graveyard and not objs:
        # "return this card from your graveyard": the card is looked for where the text says
        card = _in_graveyard(ctx, effect_context.referenced_ids(ctx, e.what))
        objs = [card] if card is not None else []
    objs = [o for o in objs if o.zone is not Zone.BATTLEFIELD]  # it didn't leave: stays
    hosts = {o.id: aura_host(ctx, o) for o in objs}
    ctrl = {o.id: ctx.controller if e.under_your_control else o.owner for o in objs}
    chosen = {o.id: as_enters_choice(ctx, o, ctrl[o.id]) for o in objs if hosts[o.id] is not False}
    for o in objs:
        if hosts.get(o.id) is False:
            continue  # 303.4g
        base = dict(e.counters) or None  # h-zones: "with a +1/+1 counter on it" (614.1c)
        more = entering_counters(ctx.game, o, chosen.get(o.id), ctrl[o.id], base)  # 614.1c
        new = zone_moves.move(
            ctx.game,
            o,
            Zone.BATTLEFIELD,
            f"{o.name} returns to the battlefield ({ctx.name})",
            "400.7",
            controller=ctrl[o.id],
            tapped=e.tapped,
            counters=more,
            copy_of=copying.copied_values(ctx.game, o.card, chosen.get(o.id)),  # 707.5
        )
        record_as_enters(ctx.game, new, chosen.get(o.id))
        attach_entering(ctx.game, new, hosts.get(o.id))


def _in_graveyard(ctx: effect_context.EffectContext, ids: list[int]) -> GameObject | None:
    """The card the first of ``ids`` became, if it is now in its owner's graveyard."""
    g = ctx.game
    for oid in ids:
        while oid not in g.objects and oid in g.renamed:
            oid = g.renamed[oid]
        obj = g.objects.get(oid)
        if obj is not None and obj.zone is Zone.GRAVEYARD:
            return obj
    return None


def put_entering(
    g: GameState,
    obj: GameObject,
    dest: Zone,
    text: str,
    rule: str,
    chosen: tuple[str, ...] | None,
    host: Target | bool | None,
    *,
    controller: int | None = None,
    tapped: bool = False,
    counters: dict[str, int] | None = None,
) -> GameObject:
    """Move ``obj`` to ``dest``; onto the battlefield, as the copy chosen as it enters (707.5),
    with what was chosen kept (614.12a) and an Aura attached to what it enchants (303.4f)."""
    onto = dest is Zone.BATTLEFIELD
    if onto:
        who = controller if controller is not None else obj.owner
        counters = entering_counters(g, obj, chosen, who, counters)
    new = zone_moves.move(
        g,
        obj,
        dest,
        text,
        rule,
        controller=controller,
        tapped=tapped,
        counters=counters,
        copy_of=copying.copied_values(g, obj.card, chosen) if onto else None,
    )
    if onto:
        record_as_enters(g, new, chosen)
        attach_entering(g, new, host)
    return new


def aura_host(ctx: effect_context.EffectContext, obj: GameObject) -> Target | bool | None:
    """303.4f: an Aura put onto the battlefield without being cast: its controller chooses
    what it will enchant as it enters (not targeted, so shroud doesn't matter; protection
    does). None for a non-Aura; False when there is nothing it could enchant (303.4g)."""
    g = ctx.game
    if "Aura" not in obj.card.subtypes:
        return None
    options, refusals = aura_hosts(g, obj)
    if not options:
        g.log_event(
            "attach", f"{obj.name} has nothing it could enchant and stays where it is", "303.4g"
        )
        return False
    ans = ctx.ask(
        AttachChoice(
            player=ctx.controller,
            prompt=f"choose what {obj.name} will enchant",
            options=tuple(options),
            refusals=refusals,
        )
    )
    if isinstance(ans, str) and ans in [p.name for p in g.players]:
        return Target(player=g.player_index(ans))
    return Target(object_id=int(ans))


def aura_hosts(
    g: GameState, obj: GameObject, as_chars: Characteristics | None = None
) -> tuple[tuple[Any, ...], dict[Any, str]]:
    """303.4f: what an Aura entering could enchant (objects' ids, players' names), and why
    each other permanent can't be; ``as_chars`` the values it enters with where they aren't
    its own yet (a spell entering as a copy of an Aura, 707.5)."""
    refusals: dict[Any, str] = {}
    options: list[Any] = []
    for o in g.battlefield_objects():
        why = attach_problem(g, obj.id, o.id, None, entering=True, as_chars=as_chars)
        if why:
            refusals[o.id] = f"{obj.name} can't enchant {o.name}: {why} (303.4f)"
        else:
            options.append(o.id)
    for p in g.players:
        if not p.lost and attach_problem(g, obj.id, None, p.index, as_chars=as_chars) is None:
            options.append(p.name)
    return tuple(options), refusals


def attach_entering(g: GameState, aura: GameObject, host: Target | bool | None) -> None:
    if not isinstance(host, Target):
        return
    if host.player is not None:
        aura.attached_to_player = host.player
    else:
        aura.attached_to = host.object_id
    g.dirty()
    g.log_event(
        "attach",
        f"{aura.name} enters attached to "
        + (
            g.players[host.player].name
            if host.player is not None
            else g.objects[host.object_id or 0].name
        ),
        "303.4f",
    )


def _sacrifice(ctx: effect_context.EffectContext, e: ir.Sacrifice) -> None:
    g = ctx.game
    if _cost_unpaid(ctx, e, "sacrifice"):
        return
    _, players = effect_context.objects_and_players(ctx, e.who)
    chosen: list[int] = []
    for p in g.apnap(players):  # 101.4: choices in APNAP order, then all at once
        # "sacrifice another creature": other than the source (109.2, s10 h-other)
        mine = effect_context.controlled(ctx, p, e.filter)
        if len(mine) <= e.count:
            picks = [o.id for o in mine]
            if mine:
                ctx.ask(
                    SacrificeChoice(
                        player=p,
                        prompt=f"{g.players[p].name}: sacrifice {e.count} ({ctx.name})",
                        options=tuple(picks),
                        count=len(picks),
                    )
                )
        else:
            answer = ctx.ask(
                SacrificeChoice(
                    player=p,
                    prompt=f"{g.players[p].name}: choose {e.count} to sacrifice ({ctx.name})",
                    options=tuple(o.id for o in mine),
                    count=e.count,
                )
            )
            picks = list(answer) if isinstance(answer, list | tuple) else [answer]
        chosen += picks

    def sacrifice_chosen() -> None:  # 701.21a: all at once (101.4)
        for oid in chosen:
            zone_moves.sacrifice(g, oid, ctx.name)

    effect_context.act(ctx, sacrifice_chosen)
    ctx.did = bool(chosen)
    ctx.sacrificed_now = list(chosen)  # h-amount: "that creature" after it (608.2h)


def _sacrifice_self(ctx: effect_context.EffectContext, e: ir.SacrificeSelf) -> None:
    """701.21a: "sacrifice this": only a permanent the ability's controller controls; gone
    (400.7), phased out (702.26b) or controlled by another player, it isn't sacrificed, and
    "If you do" is false (118.12, Grave Peril)."""
    g = ctx.game
    if ctx.source_id is None or resolution_costs.why_not_sacrificed(
        g, ctx.controller, ctx.source_id
    ):
        ctx.did = False
        return
    zone_moves.sacrifice(g, ctx.source_id, ctx.name)


def _draw(ctx: effect_context.EffectContext, e: ir.Draw) -> None:
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        zone_moves.draw(ctx.game, p, effects_players.per_player(ctx, e.count, p), "121.1")


def _discard(ctx: effect_context.EffectContext, e: ir.Discard) -> None:
    """701.9: each player's cards are chosen first, in APNAP order (101.4), then all are
    discarded at once, so a resolution paused at a later player's choice redoes nothing."""
    g = ctx.game
    if _cost_unpaid(ctx, e, "discard"):
        return
    _, players = effect_context.objects_and_players(ctx, e.who)
    chosen: list[list[int]] = []
    at_random: list[tuple[list[int], int]] = []
    nothing_to_choose: list[int] = []
    for p in g.apnap(players):
        hand = list(g.players[p].hand)
        whole = hand
        if e.hand and e.filter is not None:
            # s9 h-other: "reveals their hand and discards all nonland cards" (701.20a: the
            # hand is revealed; 701.9a: each card that matches is discarded, none chosen)
            g.log_event("reveal", f"{g.players[p].name} reveals their hand", "701.20a")
            flt = e.filter
            # "all cards with that name" (Cabal Therapy): the name the spell chose (201.4)
            src = g.objects.get(ctx.source_id or -1) if flt.chosen_name else None
            hand = [
                oid
                for oid in hand
                if layers.matches(
                    g, layers.off_battlefield(g, g.objects[oid]), g.objects[oid], flt, src, p
                )
            ]
        if e.hand:  # "discard your hand": every card, nothing to choose (701.9a)
            chosen.append(hand)
            continue
        n = min(effect_context.amount(ctx, e.count), len(hand))
        if n == 0:
            continue
        chooser = ctx.controller if e.chooser == "you" else p
        if e.filter is not None:  # "You choose a nonland card from it" (Distress)
            hand = [
                oid
                for oid in hand
                if layers.matches(
                    g, layers.off_battlefield(g, g.objects[oid]), g.objects[oid], e.filter, None, p
                )
            ]
            n = min(n, len(hand))
            if n == 0:
                if e.chooser == "you":  # 701.20a: revealed for another player to choose from
                    nothing_to_choose.append(p)
                continue
        if e.random:
            at_random.append((hand, n))  # drawn once every choice is made
            continue
        ans = ctx.ask(  # 701.9b: the player chooses, even when the whole hand must go
            DiscardChoice(
                player=chooser,
                prompt=f"choose {n} card(s) for {g.players[p].name} to discard ({ctx.name})",
                options=tuple(hand),
                count=n,
            )
        )
        if e.chooser == "you":  # 701.20a: revealed for the controller to choose from
            names = ", ".join(g.objects[o].name for o in whole)
            g.log_event("reveal", f"{g.players[p].name} reveals their hand: {names}", "701.20a")
        chosen.append(list(ans) if isinstance(ans, list | tuple) else [ans])
    for p in nothing_to_choose:
        g.log_event(
            "reveal",
            f"{g.players[p].name} reveals a hand with no card {ctx.name} can choose",
            "701.20a",
        )
    chosen += [g.rng.sample(hand, n) for hand, n in at_random]

    def discard_chosen() -> None:  # 701.9a: all at once (101.4)
        for picks in chosen:
            for oid in picks:
                zone_moves.discard(g, oid, ctx.name, ctx.controller)

    effect_context.act(ctx, discard_chosen)
    # 608.2c, 118.3: "Discard a card. If you do, ..." with no card to discard: not done;
    # "discard your hand" is done even with an empty hand (701.9a; Narset, Jeskai Waymaster)
    ctx.did = e.hand or any(chosen)


def _counter(ctx: effect_context.EffectContext, e: ir.CounterSpell) -> None:
    g = ctx.game
    objs: list[Any] = list(effect_context.objects_and_players(ctx, e.what)[0])
    if isinstance(e.what, ir.TargetRef) and e.what.index < len(ctx.targets):
        # 701.6b: an activated or triggered ability targeted on the stack (Stifle)
        objs += [
            sa
            for t in ctx.targets[e.what.index]
            if (sa := ability_targets.stack_ability(g, t.object_id)) is not None
        ]
    for o in objs:
        if not isinstance(o, StackAbility) and o.zone is not Zone.STACK:
            continue  # 701.6a: countered already (a mode chosen twice)
        payer = o.controller
        if e.unless_discards_hand:
            ans = ctx.ask(
                PayUnless(
                    player=payer,
                    prompt=f"discard your hand, or {o.name} is countered ({ctx.name})?",
                    options=("yes", "no"),
                )
            )
            if str(ans).lower() in ("yes", "true"):
                for oid in list(g.players[payer].hand):
                    zone_moves.discard(g, oid, ctx.name)
                continue
        if e.unless_pays:  # 118.12a: its controller may pay (rules/effects_payments.py)
            cost = with_x(e.unless_pays, ctx.x)  # 107.3a: "pays {X}": the spell's X
            if e.unless_times != 1:
                # "{1} for each card in your graveyard": counted now (107.1, 608.2h)
                cost = "{" + str(int(cost[1:-1]) * effect_context.amount(ctx, e.unless_times)) + "}"
            ask = PayUnless(
                player=payer,
                prompt=f"pay {cost}, or {o.name} is countered ({ctx.name})?",
                options=("yes", "no"),
            )
            paid = effects_payments.try_to_pay(ctx, payer, cost, 0, ask, "118.12a")
            ctx.did = paid  # 118.12: "If they do, ..." reads whether they paid
            if paid:
                continue
        zone_moves.counter(g, o.id, ctx.name, exile=e.exile_instead)


_ANY_LIBRARY_CARD = ir.Filter(zone="library")


def _named(ctx: effect_context.EffectContext, named: str) -> str:
    """The name a search looks for, lowercased: "~" is the source's own name (201.5)."""
    return ctx.name.lower() if named == "~" else named


def _search(ctx: effect_context.EffectContext, e: ir.SearchLibrary) -> None:
    if e.graveyard_too:  # h-flash: "library and/or graveyard for a card named X" (701.23)
        search_named.search_library_and_graveyard(ctx, e)
        return
    g = ctx.game
    count = effect_context.amount(ctx, e.count)  # h-amount: X worked out now (608.2h)
    lib = g.players[ctx.controller].library
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    flt = effect_context.fixed_bound(ctx, e.filter)  # 608.2h: "1 plus the sacrificed ..."
    found = [  # 122.1: "... equal to the number of verse counters on Yisan" (src's)
        oid
        for oid in lib
        if layers.matches(
            g, layers.off_battlefield(g, g.objects[oid]), g.objects[oid], flt, src, ctx.controller
        )
    ]
    picks: list[int] = []
    # 701.23d: searching simply for a quantity of cards ("a card"), the player must find
    # that many, as many as possible; for cards with a stated quality they needn't (701.23b)
    must_find = e.filter == _ANY_LIBRARY_CARD and not e.named
    if e.named:  # h-zones: "a card named ~": the name of the object with the ability (201.5)
        found = [oid for oid in found if g.objects[oid].name.lower() == _named(ctx, e.named)]
    if found and count > 0:  # "up to X" with X 0: nothing can be found, nothing asked
        ans = ctx.ask(
            SearchChoice(
                player=ctx.controller,
                prompt=f"search your library ({ctx.name})",
                options=tuple(found) if must_find else (None, *found),
                count=min(count, len(found)) if must_find or e.any_number else count,
                up_to=not must_find,
            )
        )
        if ans is not None:
            picks = list(ans) if isinstance(ans, list | tuple) else [ans]
    if e.reveal:
        for oid in picks:  # "..., reveal it, ...": every player sees it (701.20a)
            g.log_event("reveal", f"{ctx.name}: reveals {g.objects[oid].name}", "701.20a")
    hosts = {oid: aura_host(ctx, g.objects[oid]) for oid in picks if e.destination == "battlefield"}
    chosen = {
        oid: as_enters_choice(ctx, g.objects[oid], g.objects[oid].owner)
        for oid in picks
        if e.destination == "battlefield" and hosts.get(oid) is not False
    }
    for oid in picks:
        o = g.objects[oid]
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
                copy_of=copying.copied_values(g, o.card, chosen.get(oid)),  # 707.5
            )
            record_as_enters(g, new, chosen.get(oid))
            attach_entering(g, new, hosts.get(oid))
        elif e.destination == "hand":
            zone_moves.move(g, o, Zone.HAND, f"{o.name} is put into a hand ({ctx.name})", "701.23a")
        elif e.destination == "graveyard":  # "put them into your graveyard" (Buried Alive)
            zone_moves.move(
                g, o, Zone.GRAVEYARD, f"{o.name} is put into a graveyard ({ctx.name})", "701.23a"
            )
    zone_moves.shuffle(g, ctx.controller)
    if e.destination == "top":
        # 701.23a, 401.4: "then shuffle and put that card on top": the found card is set
        # aside while the rest is shuffled, then put on top (the library is stored top last)
        for oid in picks:
            if oid in lib:
                lib.remove(oid)
                lib.append(oid)
                g.log_event(
                    "zone",
                    f"{g.objects[oid].name} is put on top of its owner's library ({ctx.name})",
                    "701.23a",
                )
        g.dirty()


def _create_token_copy(ctx: effect_context.EffectContext, e: ir.CreateTokenCopy) -> None:
    """707.2: "Create a token that's a copy of target creature": the object's copiable
    values (``GameObject.values``: a copy's are what it copied, 707.3)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    copied = [(o.name, o.values) for o in objs if o.zone in token_copies.COPIED_ZONES]
    if not objs and isinstance(e.what, ir.SelfRef | ir.TriggerObjectRef | ir.TargetRef):
        copied = token_copies.last_known_copied(ctx, e.what)  # 608.2h: it has left
    for name, original in copied:
        values = copying.token_copy_values(original)
        entering = token_copies.as_it_enters(ctx, values, ctx.controller)  # 707.5, 614.1c
        g.log_event("copy", f"{ctx.name} creates a token that's a copy of {name}", "707.2")
        made = zone_moves.create_tokens(g, ctx.controller, _NO_TOKEN, ctx.name, copy=entering)
        token_copies.entered_as(ctx, made, values)
        ctx.created = [t.id for t in made]  # "that token" (rules/delayed.py)


_NO_TOKEN = ir.CreateToken(1, 0, 0, frozenset(), (), ())  # create_token's spec for a copy


def _library_top(ctx: effect_context.EffectContext, player: int, n: int) -> list[int]:
    lib = ctx.game.players[player].library
    return list(reversed(lib[-n:])) if n > 0 else []


def library_split(d: LibrarySplit, value: Any) -> tuple[list[int], list[int]]:
    """A scry or surveil answer: ``{"top": [...], "bottom": [...]}`` (surveil: ``"graveyard"``
    for ``"bottom"``), each list from the top down; every card looked at is in exactly one
    of them (701.22a, 701.25a). Returns (top, other); IllegalActionError if it isn't so."""
    from ..errors import IllegalActionError

    other_key, rule = d.other, d.rule
    cards = list(d.options or ())
    form = f"{{top: [...], {other_key}: [...]}}"
    if not isinstance(value, dict) or set(value) - {"top", other_key}:
        raise IllegalActionError(f"answer with {form}: {d.prompt}", rule)

    def ids(key: str) -> list[int]:
        v = value.get(key) or []
        return list(v) if isinstance(v, list | tuple) else [v]

    top, other = ids("top"), ids(other_key)
    if sorted(top + other, key=str) != sorted(cards, key=str):
        raise IllegalActionError(
            f"put each of the {len(cards)} card(s) looked at either on top or "
            f"{'on the bottom' if other_key == 'bottom' else 'into the graveyard'}: {d.prompt}",
            rule,
        )
    return [int(x) for x in top], [int(x) for x in other]


def _scry(ctx: effect_context.EffectContext, e: ir.Scry) -> None:
    """701.22a: any number on the bottom in any order, the rest on top in any order."""
    g = ctx.game
    count = effect_context.amount(ctx, e.count)  # h-amount: X worked out now (608.2h)
    looked = _library_top(ctx, ctx.controller, count)
    if not looked:
        trigger_firing.fire_looked(g, ir.TriggerEvent.SCRY, ctx.controller, count)  # 701.22d
        return
    d = ScryOrder(
        player=ctx.controller,
        prompt=f"scry {count}: put each card on top or on the bottom, in the order you choose",
        options=tuple(looked),
    )
    top, bottom = library_split(d, ctx.ask(d))
    lib = g.players[ctx.controller].library  # stored bottom first, top last
    for oid in looked:
        lib.remove(oid)
    lib.extend(reversed(top))  # the first listed ends on top
    lib[0:0] = list(reversed(bottom))  # the last listed ends at the very bottom
    g.log_event(
        "scry",
        f"{g.players[ctx.controller].name} scries {count}: {len(top)} on top, "
        f"{len(bottom)} on the bottom",
        "701.22a",
    )
    trigger_firing.fire_looked(g, ir.TriggerEvent.SCRY, ctx.controller, count)  # 701.22d


def _surveil(ctx: effect_context.EffectContext, e: ir.Surveil) -> None:
    """701.25a: any number into the graveyard, the rest on top in any order."""
    g = ctx.game
    count = effect_context.amount(ctx, e.count)  # h-amount: X worked out now (608.2h)
    looked = _library_top(ctx, ctx.controller, count)
    if not looked:
        trigger_firing.fire_looked(g, ir.TriggerEvent.SURVEIL, ctx.controller, count)
        return  # 701.25d: the event happens even if nothing could be looked at
    d = SurveilChoice(
        player=ctx.controller,
        prompt=f"surveil {count}: put each card on top or into your graveyard, "
        "in the order you choose",
        options=tuple(looked),
    )
    top, graveyard = library_split(d, ctx.ask(d))
    lib = g.players[ctx.controller].library
    for oid in top:
        lib.remove(oid)
    lib.extend(reversed(top))
    for oid in graveyard:
        zone_moves.move(
            g,
            g.objects[oid],
            Zone.GRAVEYARD,
            f"{g.objects[oid].name} is put into a graveyard (surveil)",
            "701.25a",
        )
    g.log_event(
        "surveil",
        f"{g.players[ctx.controller].name} surveils {count}: {len(top)} on top, "
        f"{len(graveyard)} into the graveyard",
        "701.25a",
    )
    trigger_firing.fire_looked(g, ir.TriggerEvent.SURVEIL, ctx.controller, count)  # 701.25d


def _mill(ctx: effect_context.EffectContext, e: ir.Mill) -> None:
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    ctx.milled_now = []  # s10 h-amount: "the milled card" (608.2h)
    for p in players:
        for oid in _library_top(ctx, p, effects_players.per_player(ctx, e.count, p)):
            new = zone_moves.move(
                g,
                g.objects[oid],
                Zone.GRAVEYARD,
                f"{g.players[p].name} mills {g.objects[oid].name}",
                "701.17a",
            )
            ctx.milled_now.append(new.id)


def _reveal_top(ctx: effect_context.EffectContext, e: ir.RevealTopCard) -> None:
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        top = _library_top(ctx, p, 1)
        if not top:
            continue
        o = g.objects[top[0]]
        ctx.revealed_now = [o.id]  # h-amount: "that card's mana value" (608.2h)
        g.log_event("reveal", f"{g.players[p].name} reveals {o.name}", "701.20a")
        if e.to_hand_if is not None and layers.matches(
            g, layers.off_battlefield(g, o), o, e.to_hand_if, None, p
        ):
            new = zone_moves.move(
                g, o, Zone.HAND, f"{g.players[p].name} puts {o.name} into their hand", "701.20a"
            )
            ctx.revealed_now = [new.id]  # 400.7: "its mana value" is the card in hand now


def _reanimate_enchanted(ctx: effect_context.EffectContext, e: ir.ReanimateEnchanted) -> None:
    """Animate Dead: return the enchanted card under your control, attached to this Aura."""
    g = ctx.game
    aura = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if aura is None or aura.zone is not Zone.BATTLEFIELD or aura.attached_to is None:
        return
    card = g.objects.get(aura.attached_to)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return
    chosen = as_enters_choice(ctx, card, ctx.controller)  # 614.12a
    new = zone_moves.move(
        g,
        card,
        Zone.BATTLEFIELD,
        f"{card.name} returns to the battlefield under "
        f"{g.players[ctx.controller].name}'s control ({ctx.name})",
        "400.7",
        controller=ctx.controller,
        copy_of=copying.copied_values(g, card.card, chosen),  # 707.5
    )
    record_as_enters(g, new, chosen)
    aura.enchant_override = True  # 613.1f: now "enchant creature put onto the battlefield"
    aura.linked = new.id
    why = attach_problem(g, aura.id, new.id, None)
    if why:
        aura.attached_to = None
        g.log_event("attach", f"{aura.name} can't be attached to {new.name}: {why}", "701.3b")
    else:
        aura.attached_to = new.id
        aura.timestamp = g.new_timestamp()
        g.log_event("attach", f"{aura.name} is attached to {new.name}", "701.3a")
    g.dirty()


CLUE = ir.ActivatedAbility(ir.Cost(mana="{2}", sacrifice_self=True), (ir.Draw(ir.YouRef(), 1),))


def _investigate(ctx: effect_context.EffectContext, e: ir.Investigate) -> None:
    """701.16a: create a Clue token: "{2}, Sacrifice this artifact: Draw a card." (111.10f)"""
    spec = ir.CreateToken(1, 0, 0, frozenset(), ("artifact",), ("Clue",), (CLUE,))
    ctx.game.log_event(
        "effect", f"{ctx.game.players[ctx.controller].name} investigates ({ctx.name})", "701.16a"
    )
    zone_moves.create_tokens(ctx.game, ctx.controller, spec, ctx.name, e.count)


def _delayed_draw(ctx: effect_context.EffectContext, e: ir.DelayedDraw) -> None:
    g = ctx.game
    ab = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.UPKEEP), (ir.Draw(ir.YouRef(), e.count),))
    g.delayed_triggers.append(
        (
            g.turn_number,
            PendingTrigger(ctx.source_id or -1, ctx.name, ctx.controller, ab, ctx.source_chars),
        )
    )
    g.log_event("effect", f"{ctx.name}: a card will be drawn at the next upkeep", "603.7a")


def _sacrifice_linked(ctx: effect_context.EffectContext, e: SacrificeLinked) -> None:
    obj = ctx.game.objects.get(e.object_id)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        zone_moves.sacrifice(ctx.game, obj.id, ctx.name)


def _ward(ctx: effect_context.EffectContext, e: WardCounter) -> None:
    g = ctx.game
    item = next((i for i in g.stack if i.object.id == e.spell_id), None)
    if item is None:
        return
    payer = item.controller
    act = ward_costs.action(e.cost)  # "Ward—Discard a card." (rules/ward_costs.py)
    if act is not None:
        if ward_costs.pay(ctx, act, payer, item.name):
            return
        g.log_event("ward", f"{g.players[payer].name} doesn't pay ward for {item.name}", "702.21a")
        zone_moves.counter(g, e.spell_id, "ward")
        return
    # "Ward {2}" or "Ward—Pay 3 life." (rules/effects_payments.py: offered, and asked with
    # "no" the only answer when it can't be paid, 118.3)
    mana = e.cost.mana or ""
    life = 0 if mana else e.cost.pay_life
    cost = mana or f"{life} life"
    ask = WardPayment(
        player=payer,
        prompt=f"pay {cost} for ward, or {item.name} is countered?",
        options=("yes", "no"),
    )
    if effects_payments.try_to_pay(ctx, payer, mana, life, ask, "702.21a"):
        return
    g.log_event("ward", f"{g.players[payer].name} doesn't pay ward for {item.name}", "702.21a")
    zone_moves.counter(g, e.spell_id, "ward")
