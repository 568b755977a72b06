"""What an effect needs while it is carried out (608.2): the context of the resolving
spell or ability, the objects and players its words refer to, amounts, and the table of
executors by effect type that ``execute`` dispatches on (filled by ``effects``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, cast

from ..cards import ir
from ..cards.words import CREATURE_TYPES
from ..decisions import ChooseObjects, ChoosePlayer, Decision
from ..objects import GameObject, Target
from ..zones import PUBLIC_ZONES, Zone
from . import (
    ability_targets,
    characteristics,
    chosen_values,
    filter_match,
    layers,
    targeting,
    x_filters,
)
from .amounts import AmountScope, evaluate

# the steps' classes are named here too: games saved before they moved name them here
from .effect_steps import ConditionCheck as ConditionCheck
from .effect_steps import ConditionStep as ConditionStep
from .effect_steps import IfYouDoStep as IfYouDoStep
from .effect_steps import ModeStep as ModeStep
from .filter_match import counters_vs_known, power_vs_known, with_bound  # 208.1, 608.2h
from .layers import Characteristics

if TYPE_CHECKING:
    from ..state import GameState


class NeedDecision(Exception):
    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision
        # 608.2c: what the earlier instructions remembered (EffectContext.memory), set by
        # resolve.run_effects as the exception leaves it, restored when the resolution resumes
        self.memory: Memory | None = None


# 608.2c: what earlier instructions did, for later ones ("this way", "If you do", "them"):
# (created, groups, did, only_players, outcomes, destroyed_now), each replaced, never changed
Memory = tuple[
    list[int], dict[Any, list[int]], bool, "frozenset[int] | None", dict[str, int], list[Any]
]


@dataclass(slots=True)
class EffectContext:
    game: GameState
    controller: int
    source_id: int | None  # the spell, or the ability's source
    source_chars: layers.Characteristics
    source_owner: int
    name: str
    targets: tuple[tuple[Target, ...], ...]  # legal targets only (608.2b)
    x: int = 0
    x_chosen: bool = False  # 107.3a: X was chosen for the ability's cost as it was activated
    answers: list[Any] = field(default_factory=list)
    asked: int = 0
    damage_dealt: int = 0
    life_lost: int = 0  # s11 h-combat: "the life lost this way" (119.3)
    damaged: list[int] = field(default_factory=list)  # the permanents dealt damage (120.3)
    trigger_subject: int | None = None
    trigger_player: int | None = None
    each_player: int | None = None  # 608.2c: the player of "each player" dealt with now
    did: bool = True  # whether the last instruction was carried out ("If you do", 608.2c)
    as_cost: bool = False  # 118.12: this instruction is followed by "If you do" / "When you do"
    modes: tuple[int, ...] = ()
    first_id: int = 0  # 400.7j: objects made from this id on were moved by this resolution
    created: list[int] = field(default_factory=list)  # 111.1: the last tokens created
    # 101.4, 118.12a: "each opponent ... unless they pay": only the players who didn't pay
    only_players: frozenset[int] | None = None
    # 608.2c: the objects each group ("all creatures you control") named when an instruction
    # acted on it, for a later "they" / "them" (ir.GroupRef)
    groups: dict[Any, list[int]] = field(default_factory=dict)
    # 705.1, 706.1, 701.30a: the results of this resolution's coin flips ("flip": 1 won, 0
    # lost; "wins": flips won), die rolls ("die") and clashes ("clash"), for "If you win the
    # flip, ..." (608.2c); replaced, never changed in place (Memory)
    outcomes: dict[str, int] = field(default_factory=dict)
    # 601.2h, 602.2b: what its costs sacrificed ("the sacrificed creature's power", 608.2h)
    sacrificed: tuple[int, ...] = ()
    # h-amount, 701.21: what the last "PLAYER sacrifices a creature" instruction sacrificed
    sacrificed_now: list[int] = field(default_factory=list)
    revealed_now: list[int] = field(default_factory=list)  # h-amount: 701.20a, "that card"
    put_now: list[int] = field(default_factory=list)  # 608.2c: "It gains hexproof" (PutNowRef)
    milled_now: list[int] = field(default_factory=list)  # s10 h-amount: 701.17a
    destroyed_now: list[tuple[Characteristics, bool]] = field(default_factory=list)  # 701.8a
    cost_exiled: tuple[int, ...] = ()  # 601.2h: cards its cost exiled ("the exiled card")
    # 601.2d: the damage divided among the targets as the spell was cast (divided_damage.py)
    divided: tuple[tuple[int, int], ...] = ()
    trigger_amount: int = 0  # "that much": the trigger event's amount (603.2)
    trigger_spell: int | None = None  # "counter that spell or ability" (115.1)
    # 400.7f: an Aura's ability that triggered on the enchanted permanent leaving the
    # battlefield: "this card" finds the Aura in its owner's graveyard (Ghoulish Impetus)
    aura_lookback: bool = False
    # 701.27f: the id of the activated or triggered ability resolving (None: a spell)
    ability_id: int | None = None
    # 101.4: while each player named by "unless they ..." chooses in turn, the moves their
    # answers make are held here and made together once all have chosen (effects_payments)
    held: list[Callable[[], object]] | None = None

    def ask(self, decision: Decision) -> Any:
        if self.asked < len(self.answers):
            value = self.answers[self.asked]
            self.asked += 1
            return value
        raise NeedDecision(decision)


def act(ctx: EffectContext, move: Callable[[], object]) -> None:
    """Make ``move`` now, or hold it while later players still choose (101.4, ``held``)."""
    if ctx.held is None:
        move()
    else:
        ctx.held.append(move)


def controlled(ctx: EffectContext, player: int, flt: ir.Filter) -> list[GameObject]:
    """The permanents ``player`` controls that match ``flt`` (its words about the source,
    "another", read against the spell's or ability's source)."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    return [
        o
        for o in g.battlefield_objects()
        if (ch := characteristics.chars(g, o.id)).controller == player
        and layers.matches(g, ch, o, flt, src, player)
    ]


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
    """400.7e: an ability whose event was ``oid`` changing zones finds what it became."""
    g = ctx.game
    if oid is not None and ctx.aura_lookback and oid == ctx.source_id and oid not in g.objects:
        # 400.7f: the Aura put into its owner's graveyard with the enchanted permanent, or for
        # not being attached to a permanent (704.5m): one move, battlefield to graveyard
        new = g.renamed.get(oid)
        aura = g.objects.get(new) if new is not None else None
        if aura is not None and aura.zone is Zone.GRAVEYARD:
            return aura.id
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
        return characteristics.chars(g, oid)
    moved = find(ctx, oid)
    if moved is not None and moved.zone is Zone.BATTLEFIELD:
        # 400.7j: put onto the battlefield by this resolution: its power there (614.1c)
        return characteristics.chars(g, moved.id)
    now = oid
    while oid in ctx.revealed_now and now not in g.objects and now in g.renamed:
        now = g.renamed[now]  # 608.2h: the revealed card, since drawn (Nissa's Revelation)
    if now != oid and now in g.objects and g.objects[now].zone is not Zone.BATTLEFIELD:
        return characteristics.chars(g, now)
    lk = g.last_known.get(oid)
    if lk is not None:
        return cast(Characteristics, lk.chars)
    if oid == ctx.source_id:
        return ctx.source_chars
    return None


def defending_player(ctx: EffectContext) -> int | None:
    """508.5a: "defending player" in an ability of an attacking creature, or of one about an
    attacking creature (the creature its trigger event names, "Whenever a creature you
    control attacks"), is the player that creature attacks, or the controller of the
    planeswalker it attacks; otherwise the defending player of this combat (508.5)."""
    g = ctx.game
    attacked = attacked_player(g, (ctx.trigger_subject, ctx.source_id))
    return attacked if attacked is not None else filter_match.defending_player(g)  # 506.2


def attacked_player(game: GameState, ids: tuple[int | None, ...]) -> int | None:
    """508.5a: the player the first attacking creature among ``ids`` attacks, or the
    controller of the planeswalker or battle it attacks; None when none of them attacks."""
    for oid in ids:
        t = game.combat.attackers.get(oid) if oid is not None else None
        if t is None:
            continue
        if t.player is not None:
            return t.player
        if t.object_id is not None and t.object_id in game.objects:
            return characteristics.chars(game, t.object_id).controller
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
    if isinstance(ref, ir.TargetsRef):  # 608.2c: "target creature and target land"
        return list(
            dict.fromkeys(i for k in ref.indices for i in referenced_ids(ctx, ir.TargetRef(k)))
        )
    if isinstance(ref, ir.SelfRef):
        return [ctx.source_id] if ctx.source_id is not None else []
    if isinstance(ref, ir.AttachedRef):
        host, _ = attached_host(ctx)
        return [host] if host is not None else []
    if isinstance(ref, ir.CreatedRef):  # "it" after "create ...": the tokens made (111.1)
        return list(ctx.created)
    if isinstance(ref, ir.SacrificedRef):  # 601.2h, 602.2b: known as it last existed (608.2h)
        return list(ctx.sacrificed)
    if isinstance(ref, ir.SacrificedNowRef):  # h-amount: 701.21, by its LKI (608.2h)
        return list(ctx.sacrificed_now)
    if isinstance(ref, ir.PutNowRef):  # 608.2c: what an earlier instruction put (400.7)
        return list(ctx.put_now)
    if isinstance(ref, ir.RevealedNowRef):  # h-amount: 701.20a
        return list(ctx.revealed_now)
    if isinstance(ref, ir.MilledNowRef):  # s10 h-amount: 701.17a, the card in the graveyard
        return list(ctx.milled_now)
    if isinstance(ref, ir.ExiledCostRef):  # 601.2h, 602.2b: the card in exile now (608.2h)
        return list(ctx.cost_exiled)
    if isinstance(ref, ir.TriggerObjectRef):
        sid = ctx.trigger_subject
        if sid is None:
            return []
        obj = ctx.game.objects.get(sid)
        prev = obj.previous_id if obj is not None else _came_from(ctx.game, sid)
        lk = ctx.game.last_known.get(prev) if prev is not None else None
        gone = obj is None or obj.zone is not Zone.BATTLEFIELD
        if gone and prev is not None and lk is not None and lk.zone is Zone.BATTLEFIELD:
            # 603.10a: it left the battlefield: "it" as it last existed there (608.2h), found
            # in its new zone (400.7e), or a token that has ceased to exist since (704.5d)
            return [prev]
        return [sid]
    return []


#: references to objects by the ids they had (referenced_ids)
_OBJECT_REFS = (
    ir.TargetRef | ir.SelfRef | ir.AttachedRef | ir.TriggerObjectRef | ir.CreatedRef | ir.PutNowRef
)


def objects_and_players(
    ctx: EffectContext, ref: Any, other_than: GameObject | None = None
) -> tuple[list[GameObject], list[int]]:
    """The objects and players ``ref`` names, for an instruction to act on them.

    ``other_than``: the object "other" means other than, when it isn't the source ("target
    creature you control deals damage to each other creature": the creature, 120.1)."""
    g = ctx.game
    if isinstance(ref, ir.TargetsRef):  # 608.2c: the targets of each phrase, together
        per = [objects_and_players(ctx, ir.TargetRef(k), other_than) for k in ref.indices]
        # 115.3: one object may be the target of both phrases; it is acted on once
        objs = list({o.id: o for os, _ in per for o in os}.values())
        return objs, list(dict.fromkeys(p for _, ps in per for p in ps))
    if isinstance(
        ref,
        ir.TargetRef
        | ir.SelfRef
        | ir.AttachedRef
        | ir.TriggerObjectRef
        | ir.CreatedRef
        | ir.PutNowRef,
    ):
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
    if isinstance(ref, ir.TriggerPlayerRef):
        return [], _trigger_players(ctx, ref)
    if isinstance(ref, ir.EachPlayerNowRef):  # 608.2c: "... that player controls"
        return [], [] if ctx.each_player is None else [ctx.each_player]
    if isinstance(ref, ir.GroupRef):
        return _group(ctx, ref), []
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
            ChoosePlayer(
                player=ctx.controller, prompt=f"choose a player ({ctx.name})", options=options
            )
        )
        return [], [g.player_index(str(ans))]
    if isinstance(ref, ir.DefendingPlayerRef):
        dp = defending_player(ctx)
        return [], ([dp] if dp is not None else [])
    if isinstance(ref, ir.YouRef):  # 109.5: the controller of the spell or ability
        return [], [ctx.controller]
    if isinstance(ref, ir.TargetControllerRef):
        # "its controller": 608.2h, the controller it has now, or had when it left its zone
        ts = ctx.targets[ref.index] if ref.index < len(ctx.targets) else ()
        if ref.owner:  # 108.3: a card's owner, wherever it went (400.7j, 608.2h)
            lk = ctx.game.last_known
            owned = [find(ctx, t.object_id) or lk.get(t.object_id or -1) for t in ts]
            return [], [o.owner for o in owned if o is not None]
        found: list[Any] = [known(ctx, t.object_id) for t in ts if t.object_id is not None]
        found += [  # 113.8: an ability still on the stack (Stifle's target)
            ability_targets.stack_ability(ctx.game, t.object_id) for t in ts
        ]
        return [], [x.controller for x in found if x is not None]
    if isinstance(ref, ir.EachRef):
        objs = []
        if ref.filter is not None and ref.filter.mana_value_x is not None:  # 107.3
            ref = replace(ref, filter=targeting.with_x(ref.filter, ctx.x))
        only_controller: int | None = None
        named = ref  # the group's key, as the IR names it (GroupRef)
        if ref.filter is not None and ref.filter.controller == "trigger player":
            # h-players: "each creature that player controls": the trigger's player (608.2k)
            only_controller = -1 if ctx.trigger_player is None else ctx.trigger_player
            ref = replace(ref, filter=replace(ref.filter, controller=None))
        elif ref.filter is not None and ref.filter.controller_target is not None:
            # h-players: "target player and each creature that player controls": the player
            # that target phrase chose, if still a legal target (608.2b)
            k = ref.filter.controller_target
            ts = ctx.targets[k] if k < len(ctx.targets) else ()
            chosen = [t.player for t in ts if t.player is not None]
            only_controller = chosen[0] if chosen else -1
            ref = replace(ref, filter=replace(ref.filter, controller_target=None))
        elif ref.filter is not None and ref.filter.controller == "defending player":
            # 508.5a: in an attacking creature's ability, the player that creature attacks
            dp = defending_player(ctx)
            only_controller = -1 if dp is None else dp
            ref = replace(ref, filter=replace(ref.filter, controller=None))
        if ref.filter is not None:
            src = other_than
            if src is None and ctx.source_id is not None:
                src = g.objects.get(ctx.source_id)
            if src is None and ref.filter.power_vs_self is not None:  # s10 h-cant, 608.2h
                power = ctx.source_chars.power  # its power as it last existed
                ref = replace(ref, filter=power_vs_known(ref.filter, power))
            if src is None and ref.filter.bound is not None:  # 608.2h: its counters then
                ref = replace(ref, filter=counters_vs_known(g, ref.filter, ctx.source_id))
            if src is None and ref.filter.named_self is not None:  # 201.2, 608.2h: its name
                # then (a cast trigger's spell countered: Demigod of Revenge), by a stand-in
                card = ir.CardDefinition(name=ctx.source_chars.name)
                src = GameObject.new(-1, card, ctx.controller, ctx.controller, Zone.STACK, 0)
            # 702.26b: "each creature" skips phased-out permanents.
            if ref.filter.zone == "graveyard":  # "all creature cards from all graveyards"
                flt = replace(ref.filter, zone="battlefield", controller=None)
                objs = [
                    g.objects[i]
                    for p in g.players
                    if ref.filter.controller != "you" or p.index == ctx.controller
                    for i in p.graveyard
                    if layers.matches(
                        g, characteristics.chars(g, i), g.objects[i], flt, src, ctx.controller
                    )
                ]
            else:
                objs = [
                    o
                    for o in g.battlefield_objects()
                    if layers.matches(
                        g, characteristics.chars(g, o.id), o, ref.filter, src, ctx.controller
                    )
                ]
            if only_controller is not None:
                objs = [
                    o for o in objs if characteristics.chars(g, o.id).controller == only_controller
                ]
            if ref.filter.other and ctx.created and (src is None or src.zone is Zone.STACK):
                # 608.2c: a spell's "all other creatures" after it created tokens: other than
                # those (White Sun's Twilight)
                objs = [o for o in objs if o.id not in ctx.created]
            k = ref.filter.shares_color_with_target
            if k is not None:  # Radiance: "each other creature that shares a color with it"
                ts = ctx.targets[k] if k < len(ctx.targets) else ()
                tids = {t.object_id for t in ts if t.object_id is not None}
                colors: set[str] = set()
                for t in tids:
                    ch = known(ctx, t) if t is not None else None
                    if ch is not None:
                        colors |= ch.colors
                objs = [
                    o
                    for o in objs
                    if o.id not in tids and characteristics.chars(g, o.id).colors & colors
                ]
        players = []
        if ref.players == "each":
            players = [p.index for p in g.players if not p.lost]
        elif ref.players == "opponent":  # 109.5: opponents of the spell's or ability's controller
            players = [p.index for p in g.players if not p.lost and p.index != ctx.controller]
        elif ref.players == "other opponent":  # s11 h-dmg, 102.3: but the trigger's player
            players = [
                p.index
                for p in g.players
                if not p.lost and p.index not in (ctx.controller, ctx.trigger_player)
            ]
        if ctx.only_players is not None:  # 118.12a: those who didn't pay (effects_payments.py)
            players = [p for p in players if p in ctx.only_players]
        # "they" / "them" later (ir.GroupRef); a new dict, so a paused resolution's memory
        # (Memory) stays as it was
        ctx.groups = {**ctx.groups, named: [o.id for o in objs]}
        return objs, players
    raise TypeError(f"unknown reference {ref!r}")


def _group(ctx: EffectContext, ref: ir.GroupRef) -> list[GameObject]:
    """ "Untap them.", "They gain haste": the objects the group named when an earlier
    instruction acted on it (608.2c), where that instruction put them (400.7j); the group
    as it is now if no instruction has acted on it yet."""
    ids = ctx.groups.get(ref.group)
    if ids is None:
        objs, _ = objects_and_players(ctx, ref.group)
        return objs
    return [o for oid in ids if (o := find(ctx, oid)) is not None]


def _trigger_players(ctx: EffectContext, ref: ir.TriggerPlayerRef) -> list[int]:
    """ "that player" of a trigger condition (608.2k): the player the event named (the player
    dealt combat damage, 510.2; the player whose upkeep it is, 503.1), or the controller of
    the object it named, as that object last existed if it left (608.2h)."""
    if not ref.of_object:
        return [ctx.trigger_player] if ctx.trigger_player is not None else []
    out: list[int] = []
    for oid in referenced_ids(ctx, ir.TriggerObjectRef()):
        ch = _as_it_left_the_battlefield(ctx.game, oid) or known(ctx, oid)
        if ch is not None:
            out.append(ch.controller)
    return out[:1]


def _came_from(g: GameState, oid: int) -> int | None:
    """400.7: the id of the object that ``oid`` was before it last changed zones, if any."""
    return next((old for old, new in g.renamed.items() if new == oid), None)


def _as_it_left_the_battlefield(g: GameState, oid: int) -> Characteristics | None:
    """603.10a, 608.2h: the permanent that became ``oid`` as it left the battlefield ("a
    creature an opponent controls dies. That player ...": its controller then, a token's
    too after it ceased to exist, 704.5d); None when ``oid`` didn't come from there."""
    if oid in g.objects and g.objects[oid].zone is Zone.BATTLEFIELD:
        return None
    old = _came_from(g, oid)
    lk = None if old is None else g.last_known.get(old)
    return (
        cast(Characteristics, lk.chars) if lk is not None and lk.zone is Zone.BATTLEFIELD else None
    )


def chosen_candidates(
    g: GameState, controller: int, source_id: int | None, flt: ir.Filter, x: int = 0
) -> list[GameObject]:
    """115.10, 608.2d: the objects "a land you control" or "a card from your graveyard" may
    be, for ``controller`` choosing on resolution."""
    if flt.zone == "graveyard":
        owners = [controller] if flt.controller == "you" else [p.index for p in g.players]
        pool = [g.objects[i] for p in owners for i in g.players[p].graveyard]
        # every quality the phrase names still counts ("with mana value 2 or less", 202.3;
        # "a blue or red creature card", s10 h-zones); whose graveyard is the owners above
        # (404.1, a card there has no controller)
        flt2 = replace(flt, controller=None)
        flt2 = targeting.with_x(flt2, x)  # 107.3: "with mana value X or less"
        return [
            o
            for o in pool
            if layers.matches(g, characteristics.chars(g, o.id), o, flt2, None, controller)
        ]
    src = g.objects.get(source_id) if source_id is not None else None
    return [  # "another creature you control": not the source (Filter.other)
        o
        for o in g.battlefield_objects()
        if layers.matches(g, characteristics.chars(g, o.id), o, flt, src, controller)
    ]


def _chosen(ctx: EffectContext, ref: ir.ChosenRef) -> list[GameObject]:
    """115.10, 608.2d: "a land you control", "a card from your graveyard": chosen on
    resolution, not targeted (so shroud and hexproof don't matter)."""
    g = ctx.game
    found = chosen_candidates(g, ctx.controller, ctx.source_id, ref.filter, ctx.x)
    if not found:
        return []
    if ref.random:  # s10 h-zones, 608.2d: "at random": the game's seeded generator chooses
        return g.rng.sample(found, min(ref.count, len(found)))
    options: tuple[int | None, ...] = tuple(o.id for o in found)
    if ref.up_to:  # "up to two lands": None stands for choosing fewer (608.2d)
        options = (*options, None)
    ans = ctx.ask(
        ChooseObjects(
            player=ctx.controller,
            prompt=f"choose for {ctx.name}",
            options=options,
            count=min(ref.count, len(found)),
            up_to=ref.up_to,
        )
    )
    picks = ans if isinstance(ans, list | tuple) else [ans]
    return [g.objects[int(p)] for p in picks if p is not None]


def fixed_bound(ctx: EffectContext, flt: ir.Filter) -> ir.Filter:
    """``flt`` with its bound counted now (608.2h): "a creature card with mana value equal to
    1 plus the sacrificed creature's mana value" as this instruction resolves."""
    if flt.bound is None or flt.mana_value_x is not None:
        return flt
    return with_bound(flt, amount(ctx, flt.bound[2]))


def amount(ctx: EffectContext, value: Any) -> int:
    """107.1, 107.3, 608.2h: the number an effect's amount stands for now (rules/amounts.py)."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    scope = AmountScope(
        g,
        ctx.controller,
        ctx.source_id,
        ctx.x,
        ctx.damage_dealt,
        lambda ref: referenced_ids(ctx, ref),
        lambda oid: known(ctx, oid),
        lambda oid: characteristics.chars(g, oid),
        lambda ch, o, flt: layers.matches(g, ch, o, flt, src, ctx.controller),
        ctx.outcomes,  # 706.2: "the result" (rules/random_effects.py)
        ctx.trigger_amount,  # "that much" (603.2)
        lambda ref: objects_and_players(ctx, ref)[1],  # h-amount: "that player's hand"
        ctx.life_lost,  # s11 h-combat: 119.3
        ctx.destroyed_now,  # 701.8a: "for each creature destroyed this way"
    )
    return evaluate(value, scope)


def _damage_source(
    ctx: EffectContext, ref: Any
) -> tuple[int | None, Characteristics, int, GameObject | None] | None:
    """120.1: the object that deals the damage: the spell or the ability's source, or the
    object the text names ("Target creature you control deals damage equal to its power"),
    with its characteristics now or its last known information (608.2h); None if none."""
    g = ctx.game
    if isinstance(ref, ir.SelfRef):
        return ctx.source_id, ctx.source_chars, ctx.source_owner, None
    for oid in referenced_ids(ctx, ref):
        moved = None if oid in g.objects else find(ctx, oid)
        if moved is not None and moved.zone is Zone.BATTLEFIELD:
            oid = moved.id  # 400.7j: the permanent this resolution put onto the battlefield
        ch = known(ctx, oid)
        if ch is None:
            continue
        obj = g.objects.get(oid)
        lk = g.last_known.get(oid)
        owner = obj.owner if obj is not None else (lk.owner if lk is not None else ch.controller)
        return (oid if obj is not None else None), ch, owner, obj
    return None


def _if_you_do(ctx: EffectContext, e: ir.IfYouDo) -> None:
    if ctx.did == e.negated:  # 118.12: "If they don't" happens only if it wasn't done
        done = "it was done" if e.negated else "it wasn't done"
        ctx.game.log_event("effect", f"{ctx.name}: the rest doesn't happen ({done})", "608.2c")
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


EXECUTORS: dict[type, Callable[[EffectContext, Any], None]] = {}  # filled by effects.py


def _if_you_do_step(ctx: EffectContext, step: IfYouDoStep) -> None:
    if step.first:
        go = ctx.did != step.negated
        ctx.outcomes = {**ctx.outcomes, step.key: go}  # replaced, never changed (resolve.py)
        if not go:
            done = "it was done" if step.negated else "it wasn't done"
            ctx.game.log_event("effect", f"{ctx.name}: the rest doesn't happen ({done})", "608.2c")
    if ctx.outcomes.get(step.key):
        execute(ctx, step.effect)


def execute(ctx: EffectContext, effect: Any) -> None:
    if type(effect) is IfYouDoStep:  # 608.2c: not an instruction of its own (ctx.did kept)
        _if_you_do_step(ctx, effect)
        return
    if type(effect) is ConditionStep:  # 608.2c: the same (flatten_conditions)
        if bool(ctx.outcomes.get(effect.key)) == effect.when:
            execute(ctx, effect.effect)
        return
    if type(effect) is ModeStep:  # 700.2: the mode's own targets while it is carried out
        every = ctx.targets
        ctx.targets = tuple(every[effect.first : effect.first + effect.count])
        try:
            execute(ctx, effect.effect)
        finally:
            ctx.targets = every
        return
    chosen = ctx.outcomes.get(chosen_values.CHOSEN_TYPE_KEY) if ctx.outcomes else None
    if chosen is not None:  # 608.2c, 608.2d: "of the chosen type" is the type chosen (h-chosen)
        effect = chosen_values.fill_chosen_type(effect, CREATURE_TYPES[chosen])
    elif ctx.source_id is not None:  # 607.2, 614.12a: the type chosen as its source entered
        src = ctx.game.objects.get(ctx.source_id)
        entered = src.chosen_name if src is not None else None
        if entered is None and (lk := ctx.game.last_known.get(ctx.source_id)) is not None:
            entered = lk.chosen_name  # 608.2h: its last known information
        if entered is not None:
            effect = chosen_values.fill_chosen_type(effect, entered)
    color = ctx.outcomes.get(chosen_values.CHOSEN_COLOR_KEY) if ctx.outcomes else None
    if color is not None:  # 608.2c, 608.2d: "the chosen color" is the color chosen (h-chosen)
        effect = chosen_values.fill_chosen_color(effect, "WUBRG"[color])
    # 107.3, 107.3m: "mana value X ..." is the spell's or ability's X; 107.3c: or the X that
    # "where X is ..." defines for the instruction ("look at the top X cards of your library,
    # where X is its power. You may put a permanent card with mana value X or less ...")
    where = getattr(effect, "count_x", None)
    x = amount(ctx, where) if type(where) is ir.WhereX else ctx.x
    effect = x_filters.fill_x(effect, x, EXECUTORS)
    fn = EXECUTORS.get(type(effect))
    if fn is None:
        raise NotImplementedError(f"the engine can't yet do {type(effect).__name__}")
    # "If you do" and "When you do" (603.12, s10 h-other) read the previous instruction's result
    if not isinstance(effect, ir.IfYouDo | ir.WhenYouDo):
        ctx.did = True
    with ctx.game.simultaneously():  # one instruction's zone changes happen at once (603.10a)
        fn(ctx, effect)


# Effects that are static abilities' content, applied by the rules modules, not executed.
STATIC_ONLY: frozenset[type] = frozenset(
    {ir.BlockAnyNumber, ir.DoesntUntap, ir.AttacksEachCombat, ir.ModifyPT, ir.GrantAbilities}
    | {ir.MustBeBlocked, ir.IsGoaded, ir.AttacksOrBlocksEachCombat, ir.BlockableDespite}
    | {ir.CantBlockFilter}  # s11 h-combat
)


def supported_effect(effect: Any) -> bool:
    # 608.2c, 608.2d, 118.12a: effects that contain effects
    if isinstance(effect, ir.IfYouDo | ir.MayDo | ir.UnlessPays | ir.UnlessDoes):
        return all(supported_effect(e) for e in effect.effects)
    if isinstance(effect, ir.IfFlip | ir.IfVote):  # 705.2, 701.38a: random_effects, voting
        return all(supported_effect(e) for e in effect.effects)
    if isinstance(effect, ir.IfKicked | ir.IfCondition):  # "... instead" (608.2c)
        return all(supported_effect(e) for e in effect.effects + effect.otherwise)
    if isinstance(effect, ir.Modal):
        return all(supported_effect(e) for m in effect.modes for e in m.effects)
    return type(effect) in EXECUTORS
