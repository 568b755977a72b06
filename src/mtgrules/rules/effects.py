"""What spell and ability effects do when they resolve (608.2c-d), one function per kind.

Each executor first asks for every choice it needs (through ``ctx.ask``, which pauses the
resolution at a decision when the answer isn't known yet) and only then changes the game,
so a paused resolution resumes at the same effect with nothing half done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, cast

from ..cards import ir
from ..decisions import Decision
from ..objects import GameObject, Target
from ..zones import PUBLIC_ZONES, Zone
from . import layers
from .damage import deal_damage, make_event
from .keywords import MustBlock
from .layers import Characteristics
from .life import gain_life, lose_life

if TYPE_CHECKING:
    from ..game import Game


class NeedDecision(Exception):
    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


@dataclass(slots=True)
class EffectContext:
    game: Game
    controller: int
    source_id: int | None  # the spell, or the ability's source
    source_chars: layers.Characteristics
    source_owner: int
    name: str
    targets: tuple[tuple[Target, ...], ...]  # legal targets only (608.2b)
    x: int = 0
    answers: list[Any] = field(default_factory=list)
    asked: int = 0
    damage_dealt: int = 0
    trigger_subject: int | None = None
    trigger_player: int | None = None
    did: bool = True  # whether the last instruction was carried out ("If you do", 608.2c)
    modes: tuple[int, ...] = ()
    first_id: int = 0  # 400.7j: objects made from this id on were moved by this resolution

    def ask(self, decision: Decision) -> Any:
        if self.asked < len(self.answers):
            value = self.answers[self.asked]
            self.asked += 1
            return value
        raise NeedDecision(decision)


# --- references -----------------------------------------------------------------------
#
# A reference names the object or player an instruction acts on. The object it named may
# have left its zone since (400.7: then it is a new object). Two rules say what is left:
# an instruction that acts on it finds the new object only where 400.7e (a zone-change
# trigger finds its object in the zone it went to) or 400.7j (other parts of an effect find
# what the effect moved to a public zone) allows; an instruction that needs information
# about it ("its controller", "its power", "enchanted creature") uses its last known
# information (608.2h, 113.7a): see ``known``.


def find(ctx: EffectContext, oid: int | None) -> GameObject | None:
    """The object ``oid`` names for an instruction to act on: the object itself while it is
    where it was, or the object it became when this resolution moved it to a public zone
    (400.7j); None when it is gone."""
    g = ctx.game
    if oid is None:
        return None
    obj = g.objects.get(oid)
    if obj is not None:
        return obj
    while oid in g.renamed:
        oid = g.renamed[oid]
        if oid < ctx.first_id:
            return None  # it changed zones before this resolution: a new object (400.7)
    obj = g.objects.get(oid)
    return obj if obj is not None and obj.zone in PUBLIC_ZONES else None


def _trigger_found(ctx: EffectContext, oid: int | None) -> int | None:
    """400.7e: a triggered ability whose event was ``oid`` changing zones finds the object
    it became (the event's subject) in the zone it moved to."""
    g = ctx.game
    if oid is None or ctx.trigger_subject is None or oid in g.objects:
        return oid
    if g.renamed.get(oid) == ctx.trigger_subject:
        return ctx.trigger_subject
    return oid


def known(ctx: EffectContext, oid: int) -> Characteristics | None:
    """608.2h: information about an object: its current characteristics while it is still
    in the zone it was expected in, else its last known information; None if it never was
    in a public zone."""
    g = ctx.game
    if oid in g.objects:
        return g.chars(oid)
    lk = g.last_known.get(oid)
    if lk is not None:
        return cast(Characteristics, lk.chars)
    if oid == ctx.source_id:
        return ctx.source_chars
    return None


def attached_host(ctx: EffectContext) -> tuple[int | None, int | None]:
    """ "enchanted creature" / "equipped creature" / "enchanted player": what the source is
    attached to, or, once the source has left the battlefield, what it was attached to when
    it left (608.2h: last known information), as (object id, player)."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if src is not None and src.zone is Zone.BATTLEFIELD:
        return src.attached_to, src.attached_to_player
    lk = g.last_known.get(ctx.source_id) if ctx.source_id is not None else None
    if src is None and lk is not None and lk.zone is Zone.BATTLEFIELD:
        return lk.attached_to, lk.attached_to_player
    return None, None


def referenced_ids(ctx: EffectContext, ref: Any) -> list[int]:
    """The objects a single-object reference ("it", "this", "enchanted creature", "that
    creature") named, by the ids they had, whether or not they are still there."""
    if isinstance(ref, ir.TargetRef):
        ts = ctx.targets[ref.index] if ref.index < len(ctx.targets) else ()
        return [t.object_id for t in ts if t.object_id is not None]
    if isinstance(ref, ir.SelfRef):
        return [ctx.source_id] if ctx.source_id is not None else []
    if isinstance(ref, ir.AttachedRef):
        host, _ = attached_host(ctx)
        return [host] if host is not None else []
    if isinstance(ref, ir.TriggerObjectRef):
        sid = ctx.trigger_subject
        if sid is None:
            return []
        obj = ctx.game.objects.get(sid)
        prev = obj.previous_id if obj is not None else None
        lk = ctx.game.last_known.get(prev) if prev is not None else None
        if (
            obj is not None
            and obj.zone is not Zone.BATTLEFIELD
            and lk is not None
            and lk.zone is Zone.BATTLEFIELD
        ):
            # 603.10a: the event was its leaving the battlefield: "it" is the creature as it
            # last existed there (its power: 608.2h), found in its new zone (400.7e)
            return [prev]
        return [sid]
    return []


def objects_and_players(
    ctx: EffectContext, ref: Any, other_than: GameObject | None = None
) -> tuple[list[GameObject], list[int]]:
    """The objects and players ``ref`` names, for an instruction to act on them.

    ``other_than``: the object "other" means other than, when it isn't the source ("target
    creature you control deals damage to each other creature": the creature, 120.1)."""
    g = ctx.game
    if isinstance(ref, ir.TargetRef | ir.SelfRef | ir.AttachedRef | ir.TriggerObjectRef):
        objs = [
            o
            for oid in referenced_ids(ctx, ref)
            if (o := find(ctx, _trigger_found(ctx, oid))) is not None
        ]
        players: list[int] = []
        if isinstance(ref, ir.TargetRef):
            ts = ctx.targets[ref.index] if ref.index < len(ctx.targets) else ()
            players = [t.player for t in ts if t.player is not None]
        elif isinstance(ref, ir.TriggerObjectRef):
            # "that player" ("Whenever an opponent casts a spell, that player loses 1 life")
            players = [ctx.trigger_player] if ctx.trigger_player is not None else []
        return objs, players
    if isinstance(ref, ir.EnchantedPlayerRef):
        _, player = attached_host(ctx)
        return [], ([player] if player is not None else [])
    if isinstance(ref, ir.ChosenRef):
        return _chosen(ctx, ref), []
    if isinstance(ref, ir.ChosenPlayerRef):  # "Choose an opponent." (608.2d, not targeted)
        options = tuple(
            p.name
            for p in g.players
            if not p.lost and (ref.player != "opponent" or p.index != ctx.controller)
        )
        if not options:
            return [], []
        ans = ctx.ask(
            Decision(
                "choose",
                ctx.controller,
                f"choose a player ({ctx.name})",
                options,
                {"purpose": "player"},
            )
        )
        return [], [g.player_index(str(ans))]
    if isinstance(ref, ir.DefendingPlayerRef):
        dp = g.combat.defending_player
        return [], ([dp] if dp is not None else [])
    if isinstance(ref, ir.YouRef):  # 109.5: the controller of the spell or ability
        return [], [ctx.controller]
    if isinstance(ref, ir.TargetControllerRef):
        # "its controller": 608.2h, the controller it has now, or had when it left its zone
        ts = ctx.targets[ref.index] if ref.index < len(ctx.targets) else ()
        controllers = [
            ch.controller
            for t in ts
            if t.object_id is not None and (ch := known(ctx, t.object_id)) is not None
        ]
        return [], controllers
    if isinstance(ref, ir.EachRef):
        objs = []
        if ref.filter is not None:
            src = other_than
            if src is None and ctx.source_id is not None:
                src = g.objects.get(ctx.source_id)
            # 702.26b: "each creature" skips phased-out permanents.
            if ref.filter.zone == "graveyard":  # "all creature cards from all graveyards"
                flt = replace(ref.filter, zone="battlefield", controller=None)
                objs = [
                    g.objects[i]
                    for p in g.players
                    if ref.filter.controller != "you" or p.index == ctx.controller
                    for i in p.graveyard
                    if layers.matches(g, g.chars(i), g.objects[i], flt, src, ctx.controller)
                ]
            else:
                objs = [
                    o
                    for o in g.battlefield_objects()
                    if layers.matches(g, g.chars(o.id), o, ref.filter, src, ctx.controller)
                ]
            k = ref.filter.shares_color_with_target
            if k is not None:  # Radiance: "each other creature that shares a color with it"
                ts = ctx.targets[k] if k < len(ctx.targets) else ()
                tids = {t.object_id for t in ts if t.object_id is not None}
                colors: set[str] = set()
                for t in tids:
                    ch = known(ctx, t) if t is not None else None
                    if ch is not None:
                        colors |= ch.colors
                objs = [o for o in objs if o.id not in tids and g.chars(o.id).colors & colors]
        players = []
        if ref.players == "each":
            players = [p.index for p in g.players if not p.lost]
        elif ref.players == "opponent":  # 109.5: opponents of the spell's or ability's controller
            players = [p.index for p in g.players if not p.lost and p.index != ctx.controller]
        return objs, players
    raise TypeError(f"unknown reference {ref!r}")


def _chosen(ctx: EffectContext, ref: ir.ChosenRef) -> list[GameObject]:
    """115.10, 608.2d: "a land you control", "a card from your graveyard": chosen on
    resolution, not targeted (so shroud and hexproof don't matter)."""
    g = ctx.game
    flt = ref.filter
    if flt.zone == "graveyard":
        owners = [ctx.controller] if flt.controller == "you" else [p.index for p in g.players]
        pool = [g.objects[i] for p in owners for i in g.players[p].graveyard]
        flt2 = ir.Filter(types=flt.types, subtypes=flt.subtypes, non_types=flt.non_types)
        found = [o for o in pool if layers.matches(g, g.chars(o.id), o, flt2, None, ctx.controller)]
    else:
        src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
        found = [  # "another creature you control": not the source (Filter.other)
            o
            for o in g.battlefield_objects()
            if layers.matches(g, g.chars(o.id), o, flt, src, ctx.controller)
        ]
    if not found:
        return []
    ans = ctx.ask(
        Decision(
            "choose",
            ctx.controller,
            f"choose for {ctx.name}",
            tuple(o.id for o in found),
            {"count": min(ref.count, len(found))},
        )
    )
    picks = ans if isinstance(ans, list | tuple) else [ans]
    return [g.objects[int(p)] for p in picks]


def amount(ctx: EffectContext, value: Any) -> int:
    if isinstance(value, int):
        return value
    if isinstance(value, ir.XAmount):
        return ctx.x
    if isinstance(value, ir.DamageDealtAmount):
        return ctx.damage_dealt
    if isinstance(value, ir.PowerOf):
        # 608.2h: its power now, or as it last existed on the battlefield
        for oid in referenced_ids(ctx, value.ref):
            ch = known(ctx, oid)
            if ch is not None:
                return max(0, ch.power or 0)
        return 0
    raise TypeError(f"unknown amount {value!r}")


# --- executors ------------------------------------------------------------------------


def _damage_source(
    ctx: EffectContext, ref: Any
) -> tuple[int | None, Characteristics, int, GameObject | None] | None:
    """120.1: the object that deals the damage: the spell or the ability's source, or the
    object the text names ("Target creature you control deals damage equal to its power"),
    with its characteristics now or, once it has left, its last known information (608.2h).
    None when there is none (an illegal target: 608.2b)."""
    g = ctx.game
    if isinstance(ref, ir.SelfRef):
        return ctx.source_id, ctx.source_chars, ctx.source_owner, None
    for oid in referenced_ids(ctx, ref):
        ch = known(ctx, oid)
        if ch is None:
            continue
        obj = g.objects.get(oid)
        lk = g.last_known.get(oid)
        owner = obj.owner if obj is not None else (lk.owner if lk is not None else ch.controller)
        return (oid if obj is not None else None), ch, owner, obj
    return None


def _deal_damage(ctx: EffectContext, e: ir.DealDamage) -> None:
    g = ctx.game
    source = _damage_source(ctx, e.source)
    if source is None:
        return
    sid, chars, owner, obj = source
    n = amount(ctx, e.amount)
    objs, players = objects_and_players(ctx, e.to, other_than=obj)
    objs = [o for o in objs if o.zone is Zone.BATTLEFIELD]  # 120.1: permanents are dealt damage
    events = [make_event(g, sid, chars, owner, Target(object_id=o.id), n) for o in objs]
    events += [make_event(g, sid, chars, owner, Target(player=p), n) for p in players]
    ctx.damage_dealt += deal_damage(g, events)


def _destroy(ctx: EffectContext, e: ir.Destroy) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:  # simultaneous in effect; applied in order (no choices involved)
        ctx.game.destroy(
            o.id, f"destroyed by {ctx.name}", "701.8a", can_regenerate=not e.no_regenerate
        )


def _exile(ctx: EffectContext, e: ir.Exile) -> None:
    g = ctx.game
    objs, _ = objects_and_players(ctx, e.what)
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    for o in objs:
        if e.until_source_leaves and (src is None or src.zone is not Zone.BATTLEFIELD):
            continue  # 610.3a-b: the source already left; nothing is exiled
        new = g.move(o, Zone.EXILE, f"{o.name} is exiled by {ctx.name}", "406.2")
        if e.until_source_leaves and src is not None:
            g.exiled_until_leaves.append((src.id, new.id))  # 610.3


def _return_to_hand(ctx: EffectContext, e: ir.ReturnToHand) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.move(o, Zone.HAND, f"{o.name} returns to its owner's hand ({ctx.name})", "400.7")


def _return_to_battlefield(ctx: EffectContext, e: ir.ReturnToBattlefield) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    if e.from_graveyard and not objs:
        # "return this card from your graveyard": the card is looked for where the text says
        card = _in_graveyard(ctx, referenced_ids(ctx, e.what))
        objs = [card] if card is not None else []
    objs = [o for o in objs if o.zone is not Zone.BATTLEFIELD]  # it didn't leave: stays
    hosts = {o.id: aura_host(ctx, o) for o in objs}
    ctrl = {o.id: ctx.controller if e.under_your_control else o.owner for o in objs}
    chosen = {o.id: as_enters_choice(ctx, o, ctrl[o.id]) for o in objs if hosts[o.id] is not False}
    for o in objs:
        if hosts.get(o.id) is False:
            continue  # 303.4g
        new = ctx.game.move(
            o,
            Zone.BATTLEFIELD,
            f"{o.name} returns to the battlefield ({ctx.name})",
            "400.7",
            controller=ctrl[o.id],
            tapped=e.tapped,
        )
        record_as_enters(ctx.game, new, chosen.get(o.id))
        attach_entering(ctx.game, new, hosts.get(o.id))


def _in_graveyard(ctx: EffectContext, ids: list[int]) -> GameObject | None:
    """The card the first of ``ids`` became, if it is now in its owner's graveyard."""
    g = ctx.game
    for oid in ids:
        while oid not in g.objects and oid in g.renamed:
            oid = g.renamed[oid]
        obj = g.objects.get(oid)
        if obj is not None and obj.zone is Zone.GRAVEYARD:
            return obj
    return None


def as_enters_options(
    game: Game, card: ir.CardDefinition, controller: int
) -> tuple[ir.AsEntersChoose | None, tuple[Any, ...] | None]:
    """614.12a: the "As this enters, choose ..." ability of a permanent about to enter, and
    the answers it allows (None: any card name the database knows, 201.3)."""
    choice = next((a for a in card.abilities if isinstance(a, ir.AsEntersChoose)), None)
    if choice is None:
        return None, None
    options: tuple[Any, ...] | None = None
    if choice.choice == "color":
        options = ("white", "blue", "black", "red", "green")
    elif choice.choice in ("player", "opponent"):
        options = tuple(
            p.name
            for p in game.players
            if not p.lost and (choice.choice == "player" or p.index != controller)
        )
    return choice, options


def as_enters_choice(
    ctx: EffectContext, obj: GameObject, controller: int
) -> tuple[str, str] | None:
    """614.12a, 614.1c: a permanent put onto the battlefield by an effect (not only one cast)
    gets its "As this enters, choose ..." choice, made by the player it will enter under
    before it enters. Returns (what was chosen among, the answer), or None."""
    choice, options = as_enters_options(ctx.game, obj.card, controller)
    if choice is None:
        return None
    ans = ctx.ask(
        Decision(
            "choose",
            controller,
            f"As {obj.name} enters, choose a {choice.choice}",
            options,
            {"purpose": "as_enters_choice", "card_name": options is None},
        )
    )
    return choice.choice, str(ans)


def record_as_enters(game: Game, new: GameObject, chosen: tuple[str, str] | None) -> None:
    """Keep what was chosen as ``new`` entered (614.12a)."""
    if chosen is None:
        return
    kind, value = chosen
    if kind == "color":
        new.chosen_color = ir.COLOR_LETTERS.get(value.lower(), value)
    else:
        new.chosen_name = value
    game.dirty()
    game.log_event(
        "choice", f"{game.players[new.controller].name} chooses {value} for {new.name}", "614.12a"
    )


def aura_host(ctx: EffectContext, obj: GameObject) -> Target | bool | None:
    """303.4f: an Aura put onto the battlefield without being cast: its controller chooses
    what it will enchant as it enters (not targeted, so shroud doesn't matter; protection
    does). None for a non-Aura; False when there is nothing it could enchant (303.4g)."""
    from .sba import attach_problem

    g = ctx.game
    if "Aura" not in obj.card.subtypes:
        return None
    refusals: dict[Any, str] = {}
    options: list[Any] = []
    for o in g.battlefield_objects():
        why = attach_problem(g, obj.id, o.id, None, entering=True)
        if why:
            refusals[o.id] = f"{obj.name} can't enchant {o.name}: {why} (303.4f)"
        else:
            options.append(o.id)
    for p in g.players:
        if not p.lost and attach_problem(g, obj.id, None, p.index) is None:
            options.append(p.name)
    if not options:
        g.log_event(
            "attach", f"{obj.name} has nothing it could enchant and stays where it is", "303.4g"
        )
        return False
    ans = ctx.ask(
        Decision(
            "choose",
            ctx.controller,
            f"choose what {obj.name} will enchant",
            tuple(options),
            {"purpose": "attach", "refusals": refusals},
        )
    )
    if isinstance(ans, str) and ans in [p.name for p in g.players]:
        return Target(player=g.player_index(ans))
    return Target(object_id=int(ans))


def attach_entering(g: Game, aura: GameObject, host: Target | bool | None) -> None:
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


def _sacrifice(ctx: EffectContext, e: ir.Sacrifice) -> None:
    g = ctx.game
    _, players = objects_and_players(ctx, e.who)
    chosen: list[int] = []
    for p in g.apnap(players):  # 101.4: choices in APNAP order, then all at once
        mine = [
            o
            for o in g.battlefield_objects()
            if g.chars(o.id).controller == p
            and layers.matches(g, g.chars(o.id), o, e.filter, None, p)
        ]
        if len(mine) <= e.count:
            picks = [o.id for o in mine]
            if mine:
                ctx.ask(
                    Decision(
                        "choose",
                        p,
                        f"{g.players[p].name}: sacrifice {e.count} ({ctx.name})",
                        tuple(picks),
                        {"count": len(picks)},
                    )
                )
        else:
            answer = ctx.ask(
                Decision(
                    "choose",
                    p,
                    f"{g.players[p].name}: choose {e.count} to sacrifice ({ctx.name})",
                    tuple(o.id for o in mine),
                    {"count": e.count},
                )
            )
            picks = list(answer) if isinstance(answer, list | tuple) else [answer]
        chosen += picks
    for oid in chosen:
        g.sacrifice(oid, ctx.name)
    ctx.did = bool(chosen)


def _sacrifice_self(ctx: EffectContext, e: ir.SacrificeSelf) -> None:
    if ctx.source_id is not None and ctx.source_id in ctx.game.objects:
        ctx.game.sacrifice(ctx.source_id, ctx.name)


def _draw(ctx: EffectContext, e: ir.Draw) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        ctx.game.draw(p, amount(ctx, e.count), "121.1")


def _discard(ctx: EffectContext, e: ir.Discard) -> None:
    """701.9: each player's cards are chosen first, in APNAP order (101.4), then all are
    discarded at once, so a resolution paused at a later player's choice redoes nothing."""
    g = ctx.game
    _, players = objects_and_players(ctx, e.who)
    chosen: list[list[int]] = []
    at_random: list[tuple[list[int], int]] = []
    nothing_to_choose: list[int] = []
    for p in g.apnap(players):
        hand = list(g.players[p].hand)
        n = min(amount(ctx, e.count), len(hand))
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
                nothing_to_choose.append(p)
                continue
        if e.random:
            at_random.append((hand, n))  # drawn once every choice is made
            continue
        ans = ctx.ask(  # 701.9b: the player chooses, even when the whole hand must go
            Decision(
                "choose",
                chooser,
                f"choose {n} card(s) for {g.players[p].name} to discard ({ctx.name})",
                tuple(hand),
                {"count": n},
            )
        )
        chosen.append(list(ans) if isinstance(ans, list | tuple) else [ans])
    for p in nothing_to_choose:
        g.log_event(
            "reveal",
            f"{g.players[p].name} reveals a hand with no card {ctx.name} can choose",
            "701.20a",
        )
    chosen += [g.rng.sample(hand, n) for hand, n in at_random]
    for picks in chosen:
        for oid in picks:
            g.discard(oid, ctx.name)


def _gain_life(ctx: EffectContext, e: ir.GainLife) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        gain_life(ctx.game, p, amount(ctx, e.amount), ctx.name)


def _lose_life(ctx: EffectContext, e: ir.LoseLife) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        lose_life(ctx.game, p, amount(ctx, e.amount), ctx.name)


def _affect(ctx: EffectContext, ref: Any, duration: ir.Duration, rule: str, **fields: Any) -> None:
    """Start a continuous effect on the objects ``ref`` names now (611.2c: the set is locked
    in; 702.26e: phased-out permanents aren't included)."""
    objs, _ = objects_and_players(ctx, ref)
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out)
    if ids:
        ctx.game.add_continuous_effect(ctx.controller, ctx.name, duration, ids, rule=rule, **fields)


def _modify_pt(ctx: EffectContext, e: ir.ModifyPT) -> None:
    _affect(ctx, e.what, e.duration, "613.4c", power=e.power, toughness=e.toughness)


def source_choices(ctx: EffectContext, abilities: tuple[Any, ...]) -> tuple[Any, ...]:
    """ "the chosen color" / "the chosen player" in an effect: what was chosen as its source
    entered (614.12a), read from the source now or, once it has left the battlefield, from
    its last known information (608.2h: Floating Shield sacrificed for its ability)."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    lk = g.last_known.get(ctx.source_id) if ctx.source_id is not None else None
    color = src.chosen_color if src is not None else (lk.chosen_color if lk else None)
    name = src.chosen_name if src is not None else (lk.chosen_name if lk else None)
    out: list[Any] = []
    for a in abilities:
        q = a.quality if isinstance(a, ir.Keyword) else None
        if q is not None and q.kind is ir.QualityKind.CHOSEN_COLOR and color:
            a = replace(a, quality=ir.Quality(ir.QualityKind.COLOR, color))
        elif (
            q is not None
            and q.kind in (ir.QualityKind.PLAYER, ir.QualityKind.NAME)
            and q.value == "chosen"
            and name
        ):
            a = replace(a, quality=ir.Quality(q.kind, name))
        out.append(a)
    return tuple(out)


def _grant(ctx: EffectContext, e: ir.GrantAbilities) -> None:
    e = replace(e, abilities=source_choices(ctx, e.abilities))  # 608.2h, 614.12a
    objs, players = objects_and_players(ctx, e.what)
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out)
    if ids:
        ctx.game.add_continuous_effect(
            ctx.controller, ctx.name, e.duration, ids, abilities=e.abilities, rule="613.1f"
        )
    for p in players:
        for a in e.abilities:
            if isinstance(a, ir.Keyword):  # its quality too: "hexproof from black" (702.11d)
                ctx.game.add_player_effect(p, a.name, ctx.name, e.duration, a.quality)


def _protection_choice(ctx: EffectContext, e: ir.GrantProtectionChoice) -> None:
    g = ctx.game
    objs, players = objects_and_players(ctx, e.what)
    if not objs and not players:
        return
    color = ctx.ask(
        Decision(
            "choose",
            ctx.controller,
            f"choose a color ({ctx.name})",
            ("white", "blue", "black", "red", "green"),
        )
    )
    letter = ir.COLOR_LETTERS.get(str(color).lower())
    if letter is None:
        from ..errors import IllegalActionError

        raise IllegalActionError(f"{color!r} isn't a color", "105.1")
    kw = ir.Keyword("protection", quality=ir.Quality(ir.QualityKind.COLOR, letter))
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD)
    if ids:
        g.add_continuous_effect(
            ctx.controller, ctx.name, e.duration, ids, abilities=(kw,), rule="613.1f"
        )
    for p in players:  # "you gain protection from the color of your choice" (702.16b)
        g.add_player_effect(p, "protection", ctx.name, e.duration, kw.quality)


def _add_counters(ctx: EffectContext, e: ir.AddCounters) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.add_counters(o, e.kind, amount(ctx, e.count), "122.1")


def _tap(ctx: EffectContext, e: ir.Tap) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.tap(o, "701.26a")


def _untap(ctx: EffectContext, e: ir.Untap) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.untap(o, "701.26b")


def _regenerate(ctx: EffectContext, e: ir.Regenerate) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is Zone.BATTLEFIELD:
            o.regen_shields += 1
            ctx.game.log_event(
                "shield", f"{ctx.name} creates a regeneration shield for {o.name}", "701.19a"
            )


def _prevent(ctx: EffectContext, e: ir.PreventDamage) -> None:
    from .replacement import PreventionShield

    if e.from_chosen_source:  # "The next time a source of your choice would deal damage"
        g = ctx.game
        sources = tuple(o.id for o in g.battlefield_objects()) + tuple(
            i.object.id for i in g.stack if isinstance(i.object, GameObject)
        )
        if not sources:
            return
        src = int(
            ctx.ask(
                Decision(
                    "choose",
                    ctx.controller,
                    f"choose a source ({ctx.name})",
                    sources,
                    {"purpose": "source"},
                )
            )
        )
        if e.to is None:  # "Prevent all damage a source of your choice would deal this turn"
            g.prevention_shields.append(
                PreventionShield(ctx.name, None, None, None, e.combat_only, source_id=src)
            )
        else:  # "The next time a source of your choice would deal damage to X this turn"
            objs, players = objects_and_players(ctx, e.to)
            for o in objs:
                g.prevention_shields.append(
                    PreventionShield(
                        ctx.name, o.id, None, None, e.combat_only, source_id=src, once=True
                    )
                )
            for p in players:
                g.prevention_shields.append(
                    PreventionShield(
                        ctx.name, None, p, None, e.combat_only, source_id=src, once=True
                    )
                )
        name = g.object_name(src)
        g.log_event(
            "shield",
            f"{ctx.name}: "
            + (
                f"all damage {name} would deal this turn will be prevented"
                if e.to is None
                else f"the next damage {name} would deal is prevented"
            ),
            "615.1a" if e.to is None else "615.8",
        )
        return

    if e.to is None:
        ctx.game.prevention_shields.append(
            PreventionShield(ctx.name, None, None, e.amount, e.combat_only)
        )
        ctx.game.log_event("shield", f"{ctx.name}: damage will be prevented", "615.1")
        return
    objs, players = objects_and_players(ctx, e.to)
    for o in objs:
        ctx.game.prevention_shields.append(
            PreventionShield(ctx.name, o.id, None, e.amount, e.combat_only)
        )
        ctx.game.log_event(
            "shield",
            f"{ctx.name} will prevent damage to {o.name}",
            "615.1a" if e.amount is None else "615.7",
        )
    for p in players:
        ctx.game.prevention_shields.append(
            PreventionShield(ctx.name, None, p, e.amount, e.combat_only)
        )


def _phase_out(ctx: EffectContext, e: ir.PhaseOut) -> None:
    from .phasing import phase_out

    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        phase_out(ctx.game, o)


def _phase_out_all(ctx: EffectContext, e: ir.PhaseOutAll) -> None:
    from .phasing import phase_out

    g = ctx.game
    mine = [
        o
        for o in g.battlefield_objects()
        if layers.matches(g, g.chars(o.id), o, e.filter, None, ctx.controller)
    ]
    # 702.26h: what would phase out directly and indirectly at once phases out indirectly.
    hosts = {o.id for o in mine}
    for o in mine:
        if o.attached_to in hosts:
            continue
        phase_out(g, o)


def _add_mana(ctx: EffectContext, e: ir.AddMana) -> None:
    g = ctx.game
    mana = e.mana
    if e.alternatives:
        choice = ctx.ask(
            Decision("choose", ctx.controller, "choose which mana to add", tuple(e.alternatives))
        )
        mana = str(choice)
    elif e.any_color:
        color = ctx.ask(
            Decision("choose", ctx.controller, "choose a color of mana", ("W", "U", "B", "R", "G"))
        )
        mana = "{" + str(color) + "}"
    g.players[ctx.controller].mana_pool.add(mana)
    g.log_event("mana", f"{g.players[ctx.controller].name} adds {mana} ({ctx.name})", "605.3b")


def _counter(ctx: EffectContext, e: ir.CounterSpell) -> None:
    g = ctx.game
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        payer = o.controller
        if e.unless_discards_hand:
            ans = ctx.ask(
                Decision(
                    "choose",
                    payer,
                    f"discard your hand, or {o.name} is countered ({ctx.name})?",
                    ("yes", "no"),
                    {"purpose": "unless"},
                )
            )
            if str(ans).lower() in ("yes", "true"):
                for oid in list(g.players[payer].hand):
                    g.discard(oid, ctx.name)
                continue
        if e.unless_pays:
            plan = g.mana_plan(payer, e.unless_pays)
            if plan is not None:
                ans = ctx.ask(
                    Decision(
                        "choose",
                        payer,
                        f"pay {e.unless_pays}, or {o.name} is countered ({ctx.name})?",
                        ("yes", "no"),
                        {"purpose": "unless"},
                    )
                )
                if str(ans).lower() in ("yes", "true"):
                    g.pay_mana(payer, e.unless_pays, 0, plan)
                    continue
        g.counter(o.id, ctx.name)


def _life_cant_change(ctx: EffectContext, e: ir.LifeTotalCantChange) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        ctx.game.add_player_effect(p, "life_cant_change", ctx.name, e.duration, None)


def _search(ctx: EffectContext, e: ir.SearchLibrary) -> None:
    g = ctx.game
    lib = g.players[ctx.controller].library
    found = [
        oid
        for oid in lib
        if layers.matches(
            g,
            layers.off_battlefield(g, g.objects[oid]),
            g.objects[oid],
            e.filter,
            None,
            ctx.controller,
        )
    ]
    picks: list[int] = []
    if found:
        ans = ctx.ask(
            Decision(
                "choose",
                ctx.controller,
                f"search your library ({ctx.name})",
                (None, *found),
                {"count": e.count, "optional": True},
            )
        )
        if ans is not None:
            picks = list(ans) if isinstance(ans, list | tuple) else [ans]
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
            new = g.move(
                o,
                Zone.BATTLEFIELD,
                f"{o.name} is put onto the battlefield ({ctx.name})",
                "701.23a",
                tapped=e.tapped,
            )
            record_as_enters(g, new, chosen.get(oid))
            attach_entering(g, new, hosts.get(oid))
        else:
            g.move(o, Zone.HAND, f"{o.name} is put into a hand ({ctx.name})", "701.23a")
    g.shuffle(ctx.controller)


def _create_token(ctx: EffectContext, e: ir.CreateToken) -> None:
    g = ctx.game
    blocked: list[GameObject] = []
    if e.blocking is not None:
        blocked, _ = objects_and_players(ctx, e.blocking)
    for _ in range(e.count):
        tok = g.create_token(ctx.controller, e, ctx.name)
        if e.tapped:
            tok.tapped = True
        for att in blocked:  # 509.4: put onto the battlefield blocking; never "declared"
            if att.id in g.combat.attackers:
                g.combat.blockers.setdefault(tok.id, []).append(att.id)
                g.combat.blocked_by.setdefault(att.id, []).append(tok.id)
                g.combat.was_blocked.add(att.id)
                g.log_event("block", f"{tok.name} enters blocking {att.name}", "509.4")


def _if_you_do(ctx: EffectContext, e: ir.IfYouDo) -> None:
    if not ctx.did:
        ctx.game.log_event(
            "effect", f"{ctx.name}: the rest doesn't happen (it wasn't done)", "608.2c"
        )
        return
    for sub in e.effects:
        execute(ctx, sub)


def _modal(ctx: EffectContext, e: ir.Modal) -> None:
    """700.2: carry out the chosen modes in printed order, each with its own targets."""
    all_targets = ctx.targets
    i = 0
    for m in sorted(ctx.modes):
        mode = e.modes[m - 1]
        ctx.targets = tuple(all_targets[i : i + len(mode.targets)])
        i += len(mode.targets)
        for sub in mode.effects:
            execute(ctx, sub)
    ctx.targets = all_targets


def _becomes_blocked(ctx: EffectContext, e: ir.BecomesBlocked) -> None:
    g = ctx.game
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        if o.id in g.combat.attackers:
            g.combat.was_blocked.add(o.id)  # 509.1h: it stays blocked with no blockers
            g.combat.blocked_by.setdefault(o.id, [])
            g.log_event("block", f"{o.name} becomes blocked ({ctx.name})", "509.1h")


def _library_top(ctx: EffectContext, player: int, n: int) -> list[int]:
    lib = ctx.game.players[player].library
    return list(reversed(lib[-n:])) if n > 0 else []


def library_split(d: Decision, value: Any) -> tuple[list[int], list[int]]:
    """A scry or surveil answer: ``{"top": [...], "bottom": [...]}`` (surveil: ``"graveyard"``
    for ``"bottom"``), each list from the top down; every card looked at is in exactly one
    of them (701.22a, 701.25a). Returns (top, other); IllegalActionError if it isn't so."""
    from ..errors import IllegalActionError

    other_key = "bottom" if d.data.get("purpose") == "scry" else "graveyard"
    rule = "701.22a" if other_key == "bottom" else "701.25a"
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


def _scry(ctx: EffectContext, e: ir.Scry) -> None:
    """701.22a: any number on the bottom in any order, the rest on top in any order."""
    g = ctx.game
    looked = _library_top(ctx, ctx.controller, e.count)
    if not looked:
        return
    d = Decision(
        "choose",
        ctx.controller,
        f"scry {e.count}: put each card on top or on the bottom, in the order you choose",
        tuple(looked),
        {"purpose": "scry"},
    )
    top, bottom = library_split(d, ctx.ask(d))
    lib = g.players[ctx.controller].library  # stored bottom first, top last
    for oid in looked:
        lib.remove(oid)
    lib.extend(reversed(top))  # the first listed ends on top
    lib[0:0] = list(reversed(bottom))  # the last listed ends at the very bottom
    g.log_event(
        "scry",
        f"{g.players[ctx.controller].name} scries {e.count}: {len(top)} on top, "
        f"{len(bottom)} on the bottom",
        "701.22a",
    )


def _surveil(ctx: EffectContext, e: ir.Surveil) -> None:
    """701.25a: any number into the graveyard, the rest on top in any order."""
    g = ctx.game
    looked = _library_top(ctx, ctx.controller, e.count)
    if not looked:
        return
    d = Decision(
        "choose",
        ctx.controller,
        f"surveil {e.count}: put each card on top or into your graveyard, in the order you choose",
        tuple(looked),
        {"purpose": "surveil"},
    )
    top, graveyard = library_split(d, ctx.ask(d))
    lib = g.players[ctx.controller].library
    for oid in top:
        lib.remove(oid)
    lib.extend(reversed(top))
    for oid in graveyard:
        g.move(
            g.objects[oid],
            Zone.GRAVEYARD,
            f"{g.objects[oid].name} is put into a graveyard (surveil)",
            "701.25a",
        )
    g.log_event(
        "surveil",
        f"{g.players[ctx.controller].name} surveils {e.count}: {len(top)} on top, "
        f"{len(graveyard)} into the graveyard",
        "701.25a",
    )


def _mill(ctx: EffectContext, e: ir.Mill) -> None:
    g = ctx.game
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        for oid in _library_top(ctx, p, amount(ctx, e.count)):
            g.move(
                g.objects[oid],
                Zone.GRAVEYARD,
                f"{g.players[p].name} mills {g.objects[oid].name}",
                "701.17a",
            )


def _reveal_top(ctx: EffectContext, e: ir.RevealTopCard) -> None:
    g = ctx.game
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        top = _library_top(ctx, p, 1)
        if not top:
            continue
        o = g.objects[top[0]]
        g.log_event("reveal", f"{g.players[p].name} reveals {o.name}", "701.20a")
        if e.to_hand_if is not None and layers.matches(
            g, layers.off_battlefield(g, o), o, e.to_hand_if, None, p
        ):
            g.move(o, Zone.HAND, f"{g.players[p].name} puts {o.name} into their hand", "701.20a")


def _move_counters(ctx: EffectContext, e: ir.MoveCounters) -> None:
    g = ctx.game
    src, _ = objects_and_players(ctx, e.source)
    dst, _ = objects_and_players(ctx, e.to)
    if not src or not dst or src[0].counters.get(e.kind, 0) < e.count:
        ctx.did = False
        return
    g.remove_counters(src[0], e.kind, e.count, "122.5")
    g.add_counters(dst[0], e.kind, e.count, "122.5")


def _move_aura(ctx: EffectContext, e: ir.MoveAura) -> None:
    """Simic Guildmage: the new host is chosen on resolution (not targeted); an Aura can't be
    attached to something it couldn't enchant (701.3b, 702.5a)."""
    from ..errors import IllegalActionError
    from .sba import attach_problem

    g = ctx.game
    auras, _ = objects_and_players(ctx, e.what)
    for aura in auras:
        host = g.objects.get(aura.attached_to) if aura.attached_to is not None else None
        if host is None:
            continue
        ctrl = g.chars(host.id).controller
        candidates = [
            o.id
            for o in g.battlefield_objects()
            if o.id != host.id
            and g.chars(o.id).controller == ctrl
            and "creature" in g.chars(o.id).types
        ]
        refusals = {
            oid: why for oid in candidates if (why := attach_problem(g, aura.id, oid, None))
        }
        options = tuple(oid for oid in candidates if oid not in refusals)
        if not options:
            g.log_event(
                "attach",
                f"{aura.name} stays attached: no other creature it could enchant",
                "701.3b",
            )
            continue
        new = ctx.ask(
            Decision(
                "choose",
                ctx.controller,
                f"choose a creature to attach {aura.name} to ({ctx.name})",
                options,
                {
                    "purpose": "attach",
                    "refusals": {
                        k: f"{aura.name} can't be attached to {g.objects[k].name}: {v} (701.3b)"
                        for k, v in refusals.items()
                    },
                },
            )
        )
        if int(new) not in options:
            raise IllegalActionError(f"{aura.name} can't be attached there", "701.3b")
        aura.attached_to = int(new)
        aura.timestamp = g.new_timestamp()  # 613.7e
        g.dirty()
        g.log_event(
            "attach", f"{aura.name} becomes attached to {g.objects[int(new)].name}", "701.3a"
        )


def _reanimate_enchanted(ctx: EffectContext, e: ir.ReanimateEnchanted) -> None:
    """Animate Dead: return the enchanted card under your control, attached to this Aura."""
    from .sba import attach_problem

    g = ctx.game
    aura = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if aura is None or aura.zone is not Zone.BATTLEFIELD or aura.attached_to is None:
        return
    card = g.objects.get(aura.attached_to)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return
    chosen = as_enters_choice(ctx, card, ctx.controller)  # 614.12a
    new = g.move(
        card,
        Zone.BATTLEFIELD,
        f"{card.name} returns to the battlefield under "
        f"{g.players[ctx.controller].name}'s control ({ctx.name})",
        "400.7",
        controller=ctx.controller,
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


def _attach_self(ctx: EffectContext, e: ir.AttachSelf) -> None:
    """701.3a: attach the source to the target (equip: 702.6a); an illegal host is refused by
    the target check, and 704.5n cleans up anything that became illegal since."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    objs, _ = objects_and_players(ctx, e.to)
    if src is None or src.zone is not Zone.BATTLEFIELD or not objs:
        return
    host = objs[0]
    from .sba import attach_problem

    why = attach_problem(g, src.id, host.id, None)
    if why:  # 701.3b: an object that can't be attached doesn't move
        g.log_event("attach", f"{src.name} can't be attached to {host.name}: {why}", "701.3b")
        return
    src.attached_to = host.id
    src.timestamp = g.new_timestamp()  # 613.7e
    g.dirty()
    g.log_event("attach", f"{src.name} becomes attached to {host.name}", "701.3a")


def _must_block(ctx: EffectContext, e: Any) -> None:
    """Provoke: the target must block the source this combat if able (509.1c)."""
    g = ctx.game
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        if ctx.source_id is not None:
            g.combat.requirements.append((o.id, ctx.source_id))
            g.log_event("effect", f"{o.name} must block {ctx.name} this combat if able", "509.1c")


def _restriction_effect(ctx: EffectContext, e: ir.RestrictionEffect) -> None:
    """A one-shot "can't block this turn": a continuous effect adding the restriction."""
    from .targeting import TARGET_RESTRICTION, CantBeTargetedBy

    abilities: tuple[Any, ...] = ()
    if e.cant - {TARGET_RESTRICTION}:
        abilities += (ir.Restriction(ir.SelfRef(), e.cant - {TARGET_RESTRICTION}),)
    if TARGET_RESTRICTION in e.cant:  # 109.5: "your opponents": this spell's controller's
        abilities += (CantBeTargetedBy(ctx.controller, ctx.name),)
    _affect(ctx, e.what, e.duration, "611.2a", abilities=abilities)


def _attach(ctx: EffectContext, e: ir.Attach) -> None:
    from .sba import attach_problem

    g = ctx.game
    things, _ = objects_and_players(ctx, e.what)
    hosts, _ = objects_and_players(ctx, e.to)
    if not hosts:
        return
    for o in things:
        why = attach_problem(g, o.id, hosts[0].id, None)
        if why or o.zone is not Zone.BATTLEFIELD:
            g.log_event("attach", f"{o.name} can't be attached to {hosts[0].name}: {why}", "701.3b")
            continue
        o.attached_to = hosts[0].id
        o.timestamp = g.new_timestamp()  # 613.7e
        g.dirty()
        g.log_event("attach", f"{o.name} becomes attached to {hosts[0].name}", "701.3a")


def _gain_control(ctx: EffectContext, e: ir.GainControl) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is Zone.BATTLEFIELD and not o.phased_out:
            ctx.game.gain_control(o, ctx.controller, e.duration, ctx.name)


def _become_monarch(ctx: EffectContext, e: ir.BecomeMonarch) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        ctx.game.become_monarch(p, ctx.name)


CLUE = ir.ActivatedAbility(ir.Cost(mana="{2}", sacrifice_self=True), (ir.Draw(ir.YouRef(), 1),))


def _investigate(ctx: EffectContext, e: ir.Investigate) -> None:
    """701.16a: create a Clue token: "{2}, Sacrifice this artifact: Draw a card." (111.10f)"""
    spec = ir.CreateToken(1, 0, 0, frozenset(), ("artifact",), ("Clue",), (CLUE,))
    ctx.game.log_event(
        "effect", f"{ctx.game.players[ctx.controller].name} investigates ({ctx.name})", "701.16a"
    )
    for _ in range(e.count):
        ctx.game.create_token(ctx.controller, spec, ctx.name)


def _delayed_draw(ctx: EffectContext, e: ir.DelayedDraw) -> None:
    from .triggers import PendingTrigger

    g = ctx.game
    ab = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.UPKEEP), (ir.Draw(ir.YouRef(), e.count),))
    g.delayed_triggers.append(
        (
            g.turn_number,
            PendingTrigger(ctx.source_id or -1, ctx.name, ctx.controller, ab, ctx.source_chars),
        )
    )
    g.log_event("effect", f"{ctx.name}: a card will be drawn at the next upkeep", "603.7a")


def _tap_or_untap(ctx: EffectContext, e: ir.TapOrUntap) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ans = ctx.ask(
            Decision("choose", ctx.controller, f"tap or untap {o.name}?", ("tap", "untap"))
        )
        if str(ans) == "tap":
            ctx.game.tap(o, "701.26a")
        else:
            ctx.game.untap(o, "701.26b")


def _remove_abilities(ctx: EffectContext, e: ir.RemoveAbilities) -> None:
    _affect(ctx, e.what, e.duration, "613.1f", remove_abilities=e.abilities, remove_all=e.all)


def _set_characteristics(ctx: EffectContext, e: ir.SetCharacteristics) -> None:
    _affect(
        ctx,
        e.what,
        e.duration,
        "613.4b",
        set_power=e.power,
        set_toughness=e.toughness,
        set_colors=e.colors,
        set_creature_types=e.creature_types,
    )


def _set_life(ctx: EffectContext, e: ir.SetLifeTotal) -> None:
    """119.5: the player gains or loses the difference (so "can't change" stops it)."""
    _, players = objects_and_players(ctx, e.who)
    n = amount(ctx, e.amount)
    for p in players:
        diff = n - ctx.game.players[p].life
        if diff > 0:
            gain_life(ctx.game, p, diff, ctx.name, "119.5")
        elif diff < 0:
            lose_life(ctx.game, p, -diff, ctx.name, "119.5")


def _exchange_life(ctx: EffectContext, e: ir.ExchangeLifeTotals) -> None:
    """701.12c: each player gains or loses the life needed to equal the other's previous
    total, at the same time, so replacement effects apply to each and "whenever you gain
    life" triggers. 701.12a, 119.7-8: a player whose life total can't change can't be given
    another total, so no part of the exchange happens."""
    from .life import gain_life, lose_life
    from .replacement import life_cant_change

    g = ctx.game
    _, a = objects_and_players(ctx, e.a)
    _, b = objects_and_players(ctx, e.b)
    if not a or not b:
        return
    pa, pb = g.players[a[0]], g.players[b[0]]
    for p, new in ((pa, pb.life), (pb, pa.life)):
        stop = life_cant_change(g, p.index)
        if stop is not None and new != p.life:
            g.log_event(
                "life",
                f"The exchange of life totals doesn't happen: {p.name}'s life total "
                f"can't change ({stop.source_name})",
                "119.7" if new > p.life else "119.8",  # it can't become higher / lower
            )
            return
    g.log_event(
        "life", f"{pa.name} ({pa.life}) and {pb.name} ({pb.life}) exchange life totals", "701.12c"
    )
    changes = [(pa.index, pb.life - pa.life), (pb.index, pa.life - pb.life)]
    for player, diff in changes:  # both from the totals before the exchange
        if diff > 0:
            gain_life(g, player, diff, ctx.name, "701.12c")
        elif diff < 0:
            lose_life(g, player, -diff, ctx.name, "701.12c")


def _skip_untap(ctx: EffectContext, e: ir.SkipNextUntap) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        ctx.game.skip_untap[p] = ctx.game.skip_untap.get(p, 0) + 1
        ctx.game.log_event(
            "effect", f"{ctx.game.players[p].name} will skip their next untap step", "614.10"
        )


def _damage_cant_be_prevented(ctx: EffectContext, e: ir.DamageCantBePrevented) -> None:
    ctx.game.unpreventable_until_cleanup = True
    ctx.game.log_event("effect", f"{ctx.name}: damage can't be prevented this turn", "615.12")


def _next_draw_replaced(ctx: EffectContext, e: ir.NextDrawReplaced) -> None:
    ctx.game.draw_replacements.append((ctx.controller, amount(ctx, e.life), ctx.name))
    ctx.game.log_event(
        "effect",
        f"{ctx.name}: the next card "
        f"{ctx.game.players[ctx.controller].name} would draw this turn is replaced",
        "614.1a",
    )


def _protection_options(ctx: EffectContext, e: ir.GrantProtectionOptions) -> None:
    """Razor Barrier: one protection, its quality chosen on resolution (608.2d)."""
    g = ctx.game
    objs, _ = objects_and_players(ctx, e.what)
    from .protection import quality_text

    options = [quality_text(q) for q in e.qualities]
    if e.colors:
        options += [ir.COLOR_NAMES[c] for c in "WUBRG"]
    ans = str(
        ctx.ask(
            Decision("choose", ctx.controller, f"choose a quality ({ctx.name})", tuple(options))
        )
    )
    quality = next((q for q in e.qualities if quality_text(q) == ans), None)
    if quality is None:
        quality = ir.Quality(ir.QualityKind.COLOR, ir.COLOR_LETTERS[ans])
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD)
    if ids:
        g.add_continuous_effect(
            ctx.controller,
            ctx.name,
            e.duration,
            ids,
            abilities=(ir.Keyword("protection", quality=quality),),
            rule="613.1f",
        )


def _modify_pt_x(ctx: EffectContext, e: ir.ModifyPTX) -> None:
    _affect(ctx, e.what, e.duration, "613.4c", power=e.power * ctx.x, toughness=e.toughness * ctx.x)


def _doesnt_untap_while(ctx: EffectContext, e: ir.DoesntUntapWhile) -> None:
    """611.2b: "for as long as this creature remains tapped" / "you control this"."""
    g = ctx.game
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        if ctx.source_id is not None:
            g.held_untapped.append((o.id, ctx.source_id, e.condition))
            g.log_event(
                "effect",
                f"{o.name} doesn't untap while {ctx.name}'s condition holds ({e.condition})",
                "611.2b",
            )


EXECUTORS: dict[type, Callable[[EffectContext, Any], None]] = {
    ir.GrantProtectionOptions: _protection_options,
    ir.ModifyPTX: _modify_pt_x,
    ir.DoesntUntapWhile: _doesnt_untap_while,
    ir.RemoveAbilities: _remove_abilities,
    ir.SetCharacteristics: _set_characteristics,
    ir.SetLifeTotal: _set_life,
    ir.ExchangeLifeTotals: _exchange_life,
    ir.SkipNextUntap: _skip_untap,
    ir.DamageCantBePrevented: _damage_cant_be_prevented,
    ir.NextDrawReplaced: _next_draw_replaced,
    ir.RestrictionEffect: _restriction_effect,
    ir.Attach: _attach,
    ir.GainControl: _gain_control,
    ir.BecomeMonarch: _become_monarch,
    ir.Investigate: _investigate,
    ir.DelayedDraw: _delayed_draw,
    ir.TapOrUntap: _tap_or_untap,
    ir.AttachSelf: _attach_self,
    MustBlock: _must_block,
    ir.IfYouDo: _if_you_do,
    ir.Modal: _modal,
    ir.BecomesBlocked: _becomes_blocked,
    ir.Scry: _scry,
    ir.Surveil: _surveil,
    ir.Mill: _mill,
    ir.RevealTopCard: _reveal_top,
    ir.MoveCounters: _move_counters,
    ir.MoveAura: _move_aura,
    ir.ReanimateEnchanted: _reanimate_enchanted,
    ir.DealDamage: _deal_damage,
    ir.Destroy: _destroy,
    ir.Exile: _exile,
    ir.ReturnToHand: _return_to_hand,
    ir.ReturnToBattlefield: _return_to_battlefield,
    ir.Sacrifice: _sacrifice,
    ir.SacrificeSelf: _sacrifice_self,
    ir.Draw: _draw,
    ir.Discard: _discard,
    ir.GainLife: _gain_life,
    ir.LoseLife: _lose_life,
    ir.ModifyPT: _modify_pt,
    ir.GrantAbilities: _grant,
    ir.GrantProtectionChoice: _protection_choice,
    ir.AddCounters: _add_counters,
    ir.Tap: _tap,
    ir.Untap: _untap,
    ir.Regenerate: _regenerate,
    ir.PreventDamage: _prevent,
    ir.PhaseOut: _phase_out,
    ir.PhaseOutAll: _phase_out_all,
    ir.AddMana: _add_mana,
    ir.CounterSpell: _counter,
    ir.LifeTotalCantChange: _life_cant_change,
    ir.SearchLibrary: _search,
    ir.CreateToken: _create_token,
}


def execute(ctx: EffectContext, effect: Any) -> None:
    fn = EXECUTORS.get(type(effect))
    if fn is None:
        raise NotImplementedError(f"the engine can't yet do {type(effect).__name__}")
    if not isinstance(effect, ir.IfYouDo):  # "If you do" reads the previous instruction's result
        ctx.did = True
    with ctx.game.simultaneously():  # one instruction's zone changes happen at once (603.10a)
        fn(ctx, effect)


# Effects that are static abilities' content, applied by the rules modules, not executed.
STATIC_ONLY: frozenset[type] = frozenset(
    {ir.BlockAnyNumber, ir.DoesntUntap, ir.AttacksEachCombat, ir.ModifyPT, ir.GrantAbilities}
)


def supported_effect(effect: Any) -> bool:
    if isinstance(effect, ir.IfYouDo):
        return all(supported_effect(e) for e in effect.effects)
    if isinstance(effect, ir.Modal):
        return all(supported_effect(e) for m in effect.modes for e in m.effects)
    return type(effect) in EXECUTORS
