"""Resolving spells and abilities (608): targets checked again, effects run, permanents enter."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import AsEntersAttach, AsEntersSpell, EntersChoice, OptionalEffect
from ..objects import GameObject, StackAbility, StackItem, Target
from ..zones import Zone
from . import (
    abilities,
    asking,
    card_names,
    effect_context,
    effect_steps,
    effects_optional,
    effects_zones,
    modal_choice,
    resolution_costs,
)
from .keywords_bestow import cease, is_bestowed  # 702.103 (h-kw-perm)

if TYPE_CHECKING:
    from ..state import GameState

from . import (
    characteristics,
    control,
    copying,
    delayed,
    effects_optional_x,
    keywords_alt_costs,
    keywords_entering,
    keywords_rebound,
    layers,
    mana_triggers,
    targeting,
    trigger_events,
    x_filters,
    zone_moves,
)


def recheck_targets(
    game: GameState, item: StackItem
) -> tuple[tuple[tuple[Target, ...], ...], bool]:
    """608.2b: the still-legal targets, and whether every target has become illegal."""
    specs = item_specs(game, item)
    if not specs:
        return (), False
    ctx = item_context(game, item)
    legal: list[tuple[Target, ...]] = []
    any_chosen = False
    any_legal = False
    for spec, ts in zip(specs, item.targets, strict=False):
        keep = []
        for t in ts:
            any_chosen = True
            why = targeting.problem(game, spec, t, ctx)
            if why is None:
                keep.append(t)
                any_legal = True
            else:
                game.log_event(
                    "target",
                    f"{targeting.target_name(game, t)} is no longer a legal "
                    f"target of {item.name}: {why}",
                    "608.2b",
                )
        legal.append(tuple(keep))
    return tuple(legal), any_chosen and not any_legal


def item_specs(game: GameState, item: StackItem) -> tuple[ir.TargetSpec, ...]:
    o = item.object
    if isinstance(o, GameObject):
        return abilities.spell_targets(game, o, item.modes)
    if isinstance(o.ability, ir.TriggeredAbility) and item.modes:  # 603.3c, 700.2
        return modal_choice.trigger_specs(o.ability, item.modes)
    return o.ability.targets


def item_context(game: GameState, item: StackItem) -> targeting.TargetingContext:
    o = item.object
    if isinstance(o, GameObject):
        return targeting.TargetingContext(
            o.name, o, characteristics.chars(game, o.id), o.controller, True, o.owner, item.x
        )
    src = game.objects.get(o.source_id)
    if src is not None and src.zone is Zone.BATTLEFIELD:
        chars = characteristics.chars(game, src.id)
    else:
        chars = o.source_snapshot
    return targeting.TargetingContext(
        o.name,
        src,
        chars,
        o.controller,
        False,
        src.owner if src else o.controller,
        item.x or x_filters.enters_x(game, o.ability, o.source_id),  # 107.3m
        trigger_player=o.trigger_player,  # h-players: "... that player controls" (608.2b)
        source_id=o.source_id,
        defending=effect_context.attacked_player(game, (o.trigger_subject, o.source_id)),
        subject=o.trigger_subject,  # 603.10a
    )


def run_effects(
    game: GameState,
    item: StackItem,
    answers: list[object],
    start: int = 0,
    targets: tuple[tuple[Target, ...], ...] | None = None,
    damage_dealt: int = 0,
    first_id: int | None = None,
    memory: effect_context.Memory | None = None,
) -> None:
    """Carry out an item's effects in order from ``start`` (608.2c). May raise
    effect_context.NeedDecision, after which the game resumes at the same effect.

    ``first_id``: the first object id made since the item began to resolve; an object that
    became one of those ids was moved by this resolution, and its other parts can find it
    (400.7j). ``memory``: what the instructions before ``start`` remembered (608.2c), kept
    when the resolution paused."""
    o = item.object
    if isinstance(o, GameObject):
        ab = abilities.spell_ability(game, o)
        effect_list = ab.effects if ab else ()
        lk = game.last_known.get(o.id) if o.id not in game.objects else None
        # 608.2h: a spell that moved itself ("Exile Time Spiral", then a choice) goes on
        # as it last existed on the stack
        chars = characteristics.chars(game, o.id) if lk is None else lk.chars
        ctx = effect_context.EffectContext(
            game,
            o.controller,
            o.id,
            chars,
            o.owner,
            o.name,
            targets if targets is not None else item.targets,
            item.x,
        )
        ctx.divided = o.divided  # 601.2d (rules/division.py)
    else:
        effect_list = o.ability.effects
        src = game.objects.get(o.source_id)
        same = src is not None and src.zone is Zone.BATTLEFIELD
        chars = characteristics.chars(game, o.source_id) if same else o.source_snapshot
        ctx = effect_context.EffectContext(
            game,
            o.controller,
            o.source_id if same else None,
            chars,
            src.owner if src else o.controller,
            o.source_name,
            targets if targets is not None else item.targets,
            item.x,
            trigger_subject=o.trigger_subject,
            trigger_player=o.trigger_player,
            trigger_amount=o.trigger_amount,  # "that much" (603.2)
            trigger_spell=o.trigger_spell,  # "counter that spell or ability" (115.1)
        )
        ctx.ability_id = o.id  # 701.27f
        ctx.divided = o.divided  # 602.2b, 603.3d, 601.2d (rules/division.py)
        if isinstance(o.ability, ir.ActivatedAbility):  # 107.3a: X chosen as it was activated
            ctx.x_chosen = "X" in (o.ability.cost.mana or "").upper()
        if not same:
            # 608.2h: last known information for the source; "it" may find the card in its
            # new zone (a Rancor returning to hand): see effect_context.objects_and_players.
            ctx.source_id = o.source_id
            ctx.aura_lookback = _aura_lookback(o.ability)  # 400.7f
    if not ctx.x and not isinstance(o, GameObject):
        ctx.x = x_filters.enters_x(game, o.ability, o.source_id)  # 107.3m, 702.37f
    effect_list = effect_steps.flatten_modes(tuple(effect_list), item.modes)  # 700.2
    effect_list = delayed.fold_then(effect_list)  # 603.7a: a delayed ability's "If you do"
    effect_list = effect_steps.flatten_if_you_do(effect_list)  # 608.2c
    effect_list = effect_steps.flatten_conditions(effect_list)  # 608.2c
    ctx.answers = list(answers)
    ctx.damage_dealt = damage_dealt
    ctx.first_id = game._next_id if first_id is None else first_id
    ctx.modes = item.modes
    ctx.sacrificed = o.sacrificed  # 601.2h, 602.2b: "the sacrificed creature" (608.2h)
    ctx.cost_exiled = o.cost_exiled  # 601.2h, 602.2b: "the exiled card" (608.2h)
    if memory is not None:  # 608.2c: what the instructions before ``start`` remembered
        created, groups, ctx.did, ctx.only_players, outcomes, *more = memory
        ctx.created, ctx.groups, ctx.outcomes = list(created), dict(groups), dict(outcomes)
        ctx.destroyed_now = list(more[0]) if more else []  # (a game saved before it was kept)
        if effects_optional_x.PAID_X_KEY in outcomes:  # 107.3f: the X paid earlier
            ctx.x = outcomes[effects_optional_x.PAID_X_KEY]
    mem: effect_context.Memory | None = None
    # the log entries an earlier pass of the paused instruction made (log[replayed:]): its
    # replay makes them again, and they are kept once
    outer = game._replay_log_from  # (a mana ability resolving while another resolution asks)
    replayed = outer if answers else None
    try:
        for i in range(start, len(effect_list)):
            # On NeedDecision the game keeps (i, damage dealt so far) and the memory as this
            # instruction began (its parts are replaced, never changed: a tuple of references),
            # and resumes here, replaying this instruction's answers.
            game.resolution_progress = (i, ctx.damage_dealt)
            mem = (
                ctx.created,
                ctx.groups,
                ctx.did,
                ctx.only_players,
                ctx.outcomes,
                ctx.destroyed_now,  # 701.8a: replaced by each "destroy", never changed
            )
            ctx.as_cost = resolution_costs.is_cost(effect_list, i)  # 118.12
            begin = len(game.log)
            try:
                effect_context.execute(ctx, effect_list[i])
            finally:
                if replayed is not None:
                    begin = _drop_replayed_log(game, replayed, begin)
                    replayed = None
                game._replay_log_from = begin
            ctx.answers = []
            ctx.asked = 0
    except effect_context.NeedDecision as nd:
        nd.memory = mem
        raise
    game._replay_log_from = None if answers else outer
    game.resolution_progress = None


def _drop_replayed_log(game: GameState, start: int, begin: int) -> int:
    """An instruction played again after a question (608.2c: its answers replayed) logs again
    what it logged before the question (log[start:begin]): the entries it repeats are
    dropped, so each event is in the log once. Returns where the instruction's entries begin."""
    log = game.log
    n = begin - start
    if n > 0 and len(log) - begin >= n:
        same = all(
            (a.kind, a.text, a.rule) == (b.kind, b.text, b.rule)
            for a, b in zip(log[start:begin], log[begin : begin + n], strict=True)
        )
        if same:
            del log[begin : begin + n]
    return start


_LEAVING = (ir.TriggerEvent.DIES, ir.TriggerEvent.LEAVES_BATTLEFIELD)


def _aura_lookback(ab: object) -> bool:
    """400.7f: an ability that triggers when the enchanted permanent leaves the battlefield
    ("When enchanted creature dies, return this card ...")."""
    return (
        isinstance(ab, ir.TriggeredAbility)
        and ab.trigger.event in _LEAVING
        and isinstance(ab.trigger.subject, ir.AttachedRef)
        and ab.trigger.subject.kind == "enchanted"
    )


def resolve_top(game: GameState) -> None:
    """608.1: the top object resolves."""
    item = game.stack[-1]
    asking.give_priority(game, None)
    legal, all_illegal = recheck_targets(game, item)
    if all_illegal and isinstance(item.object, GameObject) and is_bestowed(item.object):
        # 702.103e, 608.3b: it ceases to be bestowed and resolves as a creature spell
        cease(game, item.object, "its target is illegal", "702.103e")
        legal, all_illegal = (), False
    if all_illegal:
        # 608.2b: with every target illegal, it doesn't resolve; none of its effects happen.
        game.stack.pop()
        game.sba_clean_version = -1  # 704.3: what left the stack may matter (714.4)
        game.log_event(
            "resolve",
            f"{item.name} doesn't resolve: all its targets are illegal",
            "608.2b",
            card=item.name,
        )
        if isinstance(item.object, GameObject):
            to_graveyard_from_stack(game, item.object, "608.2b")
        return
    o = item.object
    if isinstance(o, GameObject) and _is_permanent_spell(o):
        # it stays on the stack until it enters: an "as it enters" choice comes first
        permanent_enters(game, item, legal)
        return
    game._resolving = {
        "item": item,
        "targets": legal if item.targets else item.targets,
        "index": 0,
        "answers": [],
        "damage": 0,
        "first_id": game._next_id,  # 400.7j: what this resolution moves, it can find
    }
    game.log_event("resolve", f"{item.name} resolves", "608.2", card=item.name)


def continue_resolution(game: GameState) -> None:
    r = game._resolving
    assert r is not None
    item: StackItem = r["item"]
    o = item.object
    if (
        isinstance(o, StackAbility)
        and isinstance(o.ability, ir.TriggeredAbility)
        and o.ability.intervening_if is not None
        and r["index"] == 0
        and not r["answers"]
        and not r.get("optional_answered")
    ):
        # 603.4: checked first, so an optional ability whose condition no longer holds is
        # removed without asking whether to use it (608.2: "you may" is decided resolving)
        from ..cards.render.condition_text import condition_words
        from .triggers import intervening_if_holds

        if not intervening_if_holds(
            game,
            o.ability,
            o.source_id,
            o.controller,
            o.trigger_player,  # 608.2k
            o.trigger_subject,  # 603.10a
        ):
            game._resolving = None
            game.stack.pop()
            game.sba_clean_version = -1  # 704.3: what left the stack may matter (714.4)
            game.log_event(
                "resolve",
                f"{o.name} does nothing: its condition "
                f"({condition_words(o.ability.intervening_if, o.source_name)}) no longer holds",
                "603.4",
            )
            asking.give_priority(game, None)
            return
    if (
        isinstance(o, StackAbility)
        and o.ability.__class__ is ir.TriggeredAbility
        and o.ability.optional
        and not r.get("optional_answered")
    ):
        r["optional_answered"] = True
        game._resolving = None
        # 118.12, 118.3: "you may remove two counters. When you do, ..." can't be chosen
        # without the counters; the question is still asked (no silent choices)
        why_not = resolution_costs.unpayable_first(
            game, o.source_id, o.controller, o.ability.effects, o.trigger_subject
        )
        if o.ability.do_once_each_turn and trigger_events.done_this_turn(game, o):
            why_not = "it was done once this turn (603.2h)"  # "Do this only once each turn."
        asking.ask(
            game,
            OptionalEffect(
                player=o.controller,
                prompt=f"{o.source_name}: use the optional ability{_words(o)}?"
                + (f" (it can't be done: {why_not})" if why_not else ""),
                options=("no",) if why_not else ("yes", "no"),
                resolving=r,
                why_not=why_not,
            ),
        )
        return
    try:
        run_effects(
            game,
            item,
            r["answers"],
            r["index"],
            r["targets"],
            r["damage"],
            r.get("first_id"),
            r.get("memory"),
        )
    except effect_context.NeedDecision as nd:
        idx, dmg = game.resolution_progress or (r["index"], r["damage"])
        if idx != r["index"]:
            # 608.2c: the answers given were for an earlier instruction, now carried out; the
            # instruction that asks now replays only its own answers when it resumes
            r["answers"] = []
        r["index"], r["damage"] = idx, dmg
        if nd.memory is not None:
            r["memory"] = nd.memory  # 608.2c: what the earlier instructions did
        game._resolving = None
        asking.ask(game, nd.decision)
        game._paused_resolution = r
        return
    game._resolving = None
    if r.get("mana_ability"):
        if mana_triggers.after_mana_ability(game, r):  # 605.4a: triggered mana abilities
            return
        if r.get("outer") is not None:  # 117.1d: made while a resolution asked for a payment
            game._resolving = r["outer"]  # (rules/mana_during_payment.py): asked again
        return  # 605.3a: never on the stack; its controller keeps priority (117.3c)
    if game.stack and game.stack[-1].object.id == item.object.id:
        game.stack.pop()
        game.sba_clean_version = -1  # 704.3: what left the stack may matter (714.4)
    else:  # 608.2g: spells cast during the resolution are above it
        game.stack[:] = [s for s in game.stack if s.object.id != item.object.id]
    if (
        isinstance(o, GameObject)
        and o.zone is Zone.STACK
        and o.id in game.objects
        and not keywords_rebound.resolved(game, o)  # 702.88a: exiled instead
    ):
        to_graveyard_from_stack(game, o, "608.2n")
    asking.give_priority(game, None)  # 117.3b: the active player gets priority


def to_graveyard_from_stack(game: GameState, obj: GameObject, rule: str) -> None:
    if obj.id in game.objects and obj.zone is Zone.STACK:
        zone_moves.move(
            game, obj, Zone.GRAVEYARD, f"{obj.name} is put into its owner's graveyard", rule
        )


def permanent_enters(
    game: GameState,
    item: StackItem,
    legal: tuple[tuple[Target, ...], ...],
    chosen: Any = None,
    copy_answer: Any = None,
    picked: tuple[int, ...] | None = None,
    host: Target | None = None,
) -> None:
    """608.3: a permanent spell becomes a permanent; an Aura attaches to its target
    (608.3a, 303.4f). 614.12a: "As this enters, choose ..." is chosen first; "enter as a
    copy" before that (``copy_answer``), and then the copy's own as-enters choice (707.6).
    A spell that enters as a copy of an Aura enchants what its controller chooses as it
    enters (``host``, 303.4f), or stays off the battlefield with nothing to enchant (303.4g)."""
    o = item.object
    assert isinstance(o, GameObject)
    if o.face_down:  # 708.3, 708.4: it enters face down, its own as-enters text unseen
        _enters_face_down(game, o)
        return
    copy = copying.entering_copy(o.card)  # 614.1c, 707.5: "enter as a copy of ..."
    if copy is not None and copy_answer is None:
        if chosen is None:
            asking.ask(
                game,
                AsEntersSpell(
                    player=o.controller,
                    prompt=copying.copy_prompt(o.name, copy),
                    options=copying.copy_options(game, copy, o.controller),
                    item=item,
                    legal=legal,
                ),
            )
            return
        copy_answer, chosen = chosen, None  # the answer given was what to copy
    copied = ("copy", str(copy_answer)) if copy is not None else None
    entering = copying.copied_values(game, o.card, copied, log=False) or o.card
    # 702.82a devour, 702.38a amplify (h-kw-perm): its own or the copied one (707.5, 616.1f)
    multi = keywords_entering.multi_choice(game, entering, o.controller, o.id)
    if multi is not None and picked is None:
        _, ids, prompt = multi
        asking.ask(
            game,
            EntersChoice(
                player=o.controller,
                prompt=prompt,
                options=(*ids, None),
                count=len(ids),
                up_to=True,
                item=item,
                legal=legal,
                copy=copy_answer,
            ),
        )
        return
    choice, options = effects_zones.as_enters_options(game, entering, o.controller)
    if choice is not None and chosen is None:
        asking.ask(
            game,
            AsEntersSpell(
                player=o.controller,
                prompt=effects_zones.as_enters_prompt(o.name, choice, options),
                options=options,
                nonland=choice.choice == card_names.NONLAND_NAME,  # 201.4a
                item=item,
                legal=legal,
                copy=copy_answer,
            ),
        )
        return
    aura_spell = "Aura" in o.card.subtypes or is_bestowed(o)
    if host is None and copied is not None and "Aura" in entering.subtypes and not aura_spell:
        hosts, refusals = effects_zones.aura_hosts(
            game, o, layers.off_battlefield(game, o, entering)
        )
        if not hosts:  # 303.4g: from the stack, into its owner's graveyard instead
            if game.stack and game.stack[-1].object.id == o.id:
                game.stack.pop()
            game.log_event("resolve", f"{o.name} resolves", "608.3", card=o.name)
            game.log_event(
                "attach", f"{o.name} has nothing it could enchant as it enters", "303.4g"
            )
            to_graveyard_from_stack(game, o, "303.4g")
            asking.give_priority(game, None)
            return
        asking.ask(
            game,
            AsEntersAttach(
                player=o.controller,
                prompt=f"choose what {o.name} will enchant as it enters",
                options=hosts,
                refusals=refusals,
                item=item,
                legal=legal,
                copy=copy_answer,
                chosen=chosen,
                picked=picked,
            ),
        )
        return
    if game.stack and game.stack[-1].object.id == o.id:
        game.stack.pop()  # 608.3: it leaves the stack as it becomes a permanent
    game.log_event("resolve", f"{o.name} resolves", "608.3", card=o.name)
    extra = keywords_entering.before_entering(game, entering, o.controller, picked or ())
    new = zone_moves.move(
        game,
        o,
        Zone.BATTLEFIELD,
        f"{o.name} enters the battlefield",
        "608.3",
        controller=o.controller,
        copy_of=copying.copied_values(game, o.card, copied),  # 707.5
        kicked=o.kicked,  # 702.33d
        # 702.136a, 702.98a: riot's or unleash's additional counter, if chosen (614.1c)
        counters=keywords_entering.merge(
            keywords_entering.counters((choice.choice, chosen) if choice else None) or None, extra
        ),
    )
    keywords_alt_costs.entered(game, new, o.controller)  # dash (702.109a)
    if chosen is not None and choice is not None:
        # 614.12a; riot and unleash (702.136a, 702.98a) are kept there too
        effects_zones.record_as_enters(game, new, (choice.choice, str(chosen)), o.name)
    if host is not None:  # 303.4f: the copy of an Aura enchants what was chosen
        effects_zones.attach_entering(game, new, host)
        control.sync_and_log(game)  # "You control enchanted creature." (613.1b)
    if aura_spell and legal and legal[0]:  # 702.103b
        t = legal[0][0]
        if t.player is not None:
            new.attached_to_player = t.player
        else:
            new.attached_to = game.renamed.get(t.object_id or 0, t.object_id)
            if any(
                isinstance(a, ir.StaticAbility)
                and isinstance(a.effect, ir.GrantAbilities)
                and a.effect.keeps_own_attachments
                for a in o.card.abilities
            ):
                # 702.16p: what its controller already had attached stays
                new.kept_attachments = frozenset(
                    {new.id}
                    | {
                        x.id
                        for x in game.battlefield_objects()
                        if x.attached_to == new.attached_to and x.controller == new.controller
                    }
                )
        game.log_event(
            "attach",
            f"{new.name} enters attached to {targeting.target_name(game, t)}",
            "303.4f",
        )
        control.sync_and_log(game)  # "You control enchanted creature." (613.1b)
    game.dirty()
    asking.give_priority(game, None)


def _enters_face_down(game: GameState, o: GameObject) -> None:
    """708.4: the permanent a face-down spell becomes is a face-down permanent; 708.3: it
    enters with its face-down values (no "enter as a copy", no as-enters choice)."""
    if game.stack and game.stack[-1].object.id == o.id:
        game.stack.pop()  # 608.3: it leaves the stack as it becomes a permanent
    game.log_event("resolve", f"{o.name} resolves", "608.3", card=o.name)
    zone_moves.move(  # face down on the battlefield too (zone_moves.move: 708.4)
        game,
        o,
        Zone.BATTLEFIELD,
        f"{o.name} enters the battlefield face down",
        "708.4",
        controller=o.controller,
        copy_of=o.copy_of,  # 708.2: its face-down copiable values (613.2b)
    )
    asking.give_priority(game, None)


def _is_permanent_spell(o: GameObject) -> bool:
    return bool(
        set(o.card.types)
        & {"creature", "artifact", "enchantment", "planeswalker", "land", "battle"}
    )


def _words(o: StackAbility) -> str:
    """603.5: " (you may mill four cards)": what the optional ability offers, in its words."""
    ability = o.ability
    assert isinstance(ability, ir.TriggeredAbility)
    words = effects_optional.first_words(o.source_name, ability)
    return f" ({words})" if words else ""


mana_triggers.RUN[0] = run_effects  # 605.4a: a payment's triggered mana abilities
