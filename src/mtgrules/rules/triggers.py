"""Triggered abilities (603): noticing trigger events and putting abilities on the stack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import Decision, check_target_form, is_id
from ..errors import IllegalActionError
from ..objects import StackAbility, StackItem, Target
from ..zones import Zone
from . import effects, stack, targeting
from .keywords import triggered_from_keyword
from .layers import Characteristics, matches

if TYPE_CHECKING:
    from ..game import Game
    from ..objects import GameObject


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source_id: int
    source_name: str
    controller: int  # 603.3a
    ability: ir.TriggeredAbility
    source_chars: Characteristics
    subject: int | None = None  # the object the event named ("that creature")
    player: int | None = None  # the player the event named ("that player")


def _abilities(game: Game, obj: GameObject) -> list[ir.TriggeredAbility]:
    return [a for a in game.chars(obj.id).abilities if isinstance(a, ir.TriggeredAbility)]


def fire(
    game: Game,
    event: ir.TriggerEvent,
    subject: GameObject | None = None,
    player: int | None = None,
    lki: Characteristics | None = None,
    extra_sources: tuple[tuple[GameObject, Characteristics], ...] = (),
) -> None:
    """An event happened: every phased-in permanent whose trigger condition matches it
    triggers (603.2). Phased-out permanents' abilities don't trigger (702.26b).

    ``extra_sources`` are objects that just left the battlefield, whose leaves-the-battlefield
    abilities "look back in time" (603.10a), given with their last known characteristics.
    """
    if event is ir.TriggerEvent.UPKEEP:
        _delayed_upkeep(game)
    if event is ir.TriggerEvent.END_STEP and game.monarch == game.active_player:
        # 724.2: "At the beginning of the monarch's end step, that player draws a card."
        game.pending_triggers.append(
            PendingTrigger(
                -2,
                "The monarch",
                game.active_player,
                ir.TriggeredAbility(
                    ir.Trigger(ir.TriggerEvent.END_STEP), (ir.Draw(ir.YouRef(), 1),)
                ),
                game.player_chars(game.active_player),
            )
        )
        game.log_event("trigger", "The monarch's ability triggers", "724.2")
    sources: list[tuple[GameObject, Characteristics]] = [
        (o, game.chars(o.id)) for o in game.battlefield_objects() if game.has_triggers(o)
    ]
    sources += list(extra_sources)
    for obj, chars in sources:
        for a in chars.abilities:
            if isinstance(a, ir.Keyword):
                a = triggered_from_keyword(a)  # provoke (702.39a)
            if not isinstance(a, ir.TriggeredAbility) or a.trigger.event is not event:
                continue
            if _matches(game, a.trigger, obj, chars, subject, player, lki) and intervening_if_holds(
                game, a, obj
            ):  # 603.4
                game.pending_triggers.append(
                    PendingTrigger(
                        obj.id,
                        chars.name,
                        chars.controller,
                        a,
                        chars,
                        subject.id if subject is not None else None,
                        player,
                    )
                )
                game.log_event("trigger", f"{chars.name}'s ability triggers", "603.2")


def monarch_damaged(game: Game, creature: GameObject) -> None:
    """724.2: "Whenever a creature deals combat damage to the monarch, its controller
    becomes the monarch." The ability has no source and is controlled by the monarch."""
    monarch = game.monarch
    assert monarch is not None
    game.pending_triggers.append(
        PendingTrigger(
            -2,
            "The monarch",
            monarch,
            ir.TriggeredAbility(
                ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER),
                (
                    CreatureControllerBecomesMonarch(
                        creature.id, game.chars(creature.id).controller, creature.name
                    ),
                ),
            ),
            game.player_chars(monarch),
        )
    )
    game.log_event(
        "trigger",
        f"The monarch's ability triggers: {creature.name} dealt combat damage to "
        f"{game.players[monarch].name}",
        "724.2",
    )


def intervening_if_holds(game: Game, ability: ir.TriggeredAbility, obj: GameObject) -> bool:
    """603.4: an intervening "if" clause is checked as the ability triggers and again as
    it resolves."""
    cond = ability.intervening_if
    if cond is None:
        return True
    if cond == "no creatures are on the battlefield":
        return not any("creature" in game.chars(o.id).types for o in game.battlefield_objects())
    raise NotImplementedError(f"intervening if: {cond}")


INTERVENING_IFS = frozenset({"no creatures are on the battlefield"})


def _delayed_upkeep(game: Game) -> None:
    """603.7: delayed triggered abilities waiting for the next upkeep."""
    keep = []
    for created, trig in game.delayed_triggers:
        if created < game.turn_number:
            game.pending_triggers.append(trig)
            game.log_event("trigger", f"{trig.source_name}'s delayed ability triggers", "603.7a")
        else:
            keep.append((created, trig))
    game.delayed_triggers = keep


def player_subject(trig: ir.Trigger) -> str:
    """Whose event a trigger condition names: "you" (109.5: the ability's controller),
    "opponent", "enchanted player" or "any". "Whenever you cast ..." and "Whenever you gain
    life" carry their subject as a YouRef; step triggers carry it in ``whose``."""
    if isinstance(trig.subject, ir.YouRef):
        return "you"
    return "enchanted player" if trig.whose == "enchanted_player" else trig.whose


def _player_matches(
    game: Game, whose: str, player: int | None, obj: GameObject, controller: int
) -> bool:
    """603.2: an event done by ``player`` matches a trigger condition naming ``whose``."""
    if whose == "you":  # 109.5
        return player == controller
    if whose == "opponent":  # 102.2: "an opponent" is a player other than the controller
        return player is not None and player != controller
    if whose == "enchanted player":
        return player is not None and obj.attached_to_player == player
    return True


def _matches(
    game: Game,
    trig: ir.Trigger,
    obj: GameObject,
    chars: Characteristics,
    subject: GameObject | None,
    player: int | None,
    lki: Characteristics | None,
) -> bool:
    whose = player_subject(trig)
    if trig.event is ir.TriggerEvent.GAIN_LIFE:  # the player who gained life (119.9)
        return _player_matches(game, whose, player, obj, chars.controller)
    if trig.event in (
        ir.TriggerEvent.UPKEEP,
        ir.TriggerEvent.END_STEP,
        ir.TriggerEvent.BEGIN_COMBAT,
    ):  # the player whose step it is
        return _player_matches(game, whose, game.active_player, obj, chars.controller)
    if trig.event is ir.TriggerEvent.ATTACKS_ALONE:
        return subject is not None and game.chars(subject.id).controller == chars.controller
    if trig.event is ir.TriggerEvent.CAST_SPELL:
        if subject is None:  # the caster controls the spell on the stack (601.2a)
            return False
        if not _player_matches(game, whose, subject.controller, obj, chars.controller):
            return False
        return trig.filter is None or matches(
            game, game.chars(subject.id), subject, trig.filter, obj, chars.controller
        )
    if subject is None:
        return False
    if isinstance(trig.subject, ir.SelfRef):
        return subject.id == obj.id or subject.previous_id == obj.id
    if isinstance(trig.subject, ir.AttachedRef):  # "When enchanted creature dies"
        return obj.attached_to is not None and obj.attached_to in (subject.id, subject.previous_id)
    if isinstance(trig.subject, ir.EachRef) and trig.subject.filter is not None:
        if trig.subject.filter.other and obj.id in (subject.id, subject.previous_id):
            return False  # "another creature": not this one, in its new zone either (400.7)
        sch = lki if lki is not None else game.chars(subject.id)
        return matches(game, sch, subject, trig.subject.filter, obj, chars.controller)
    return False


class TriggerFlow:
    """The Game's handling of triggered abilities as they go on the stack (603.3).

    Mixed into :class:`~mtgrules.game.Game`.
    """

    # ------------------------------------------------------------------ triggers

    def spell_cast(self, spell: GameObject, targets: tuple[tuple[Target, ...], ...]) -> None:
        fire(self, ir.TriggerEvent.CAST_SPELL, spell, player=spell.controller)
        self.became_target(self.stack[-1])

    def became_target(self, item: StackItem) -> None:
        """702.21a: ward triggers when a permanent becomes the target of a spell or ability
        an opponent controls."""
        for ts in item.targets:
            for t in ts:
                if t.object_id is None or t.object_id not in self.objects:
                    continue
                obj = self.objects[t.object_id]
                if obj.zone is not Zone.BATTLEFIELD:
                    continue
                for kw in self.keyword_abilities(obj.id, "ward"):
                    if self.chars(obj.id).controller != item.controller and kw.cost is not None:
                        ab = ir.TriggeredAbility(
                            ir.Trigger(ir.TriggerEvent.BECOMES_TARGET),
                            (WardCounter(kw.cost, item.object.id),),
                        )
                        self.pending_triggers.append(
                            PendingTrigger(
                                obj.id,
                                obj.name,
                                self.chars(obj.id).controller,
                                ab,
                                self.chars(obj.id),
                            )
                        )
                        self.log_event("trigger", f"{obj.name}'s ward triggers", "702.21a")

    def _put_triggers_on_stack(self) -> None:
        """603.3b: in APNAP order, each player puts their triggered abilities on the stack in
        the order they choose; 603.3d: targets are chosen as each is put there."""
        if self.pending_triggers:
            by_player: dict[int, list[PendingTrigger]] = {}
            for t in self.pending_triggers:
                by_player.setdefault(t.controller, []).append(t)
            self.pending_triggers = []
            for p in self.apnap(list(by_player)):
                mine = by_player[p]
                # 603.3b: the player orders them, whenever the order can be told apart;
                # copies of one trigger (same source, ability and event) have one order.
                kinds = {(t.source_id, id(t.ability), t.subject, t.player) for t in mine}
                if len(kinds) > 1:
                    self._trigger_queue.append(PendingTrigger(-1, "order", p, None, None))  # type: ignore[arg-type]
                    self._pending_order = getattr(self, "_pending_order", {})
                    self._pending_order[p] = mine
                else:
                    self._trigger_queue.extend(mine)
        while self._trigger_queue and self.pending is None:
            t = self._trigger_queue.pop(0)
            if t.source_id == -1:
                mine = self._pending_order.pop(t.controller)
                self.pending = Decision(
                    "order_triggers",
                    t.controller,
                    f"{self.players[t.controller].name}: order triggered abilities "
                    "(first goes on the stack first)",
                    None,
                    {"triggers": mine},
                )
                return
            self._trigger_to_stack(t)

    def _trigger_to_stack(self, t: PendingTrigger, chosen: Any = None) -> None:
        specs = t.ability.targets
        sa = StackAbility(
            self.new_id(),
            t.source_id,
            t.source_name,
            t.controller,
            t.ability,
            t.source_chars,
            trigger_subject=t.subject,
            trigger_player=t.player,
        )
        if specs and chosen is None:
            ctx = self._trigger_targeting(t)
            if not targeting.has_enough_targets(self, specs, ctx):
                self.log_event(
                    "trigger",
                    f"{t.source_name}'s triggered ability is removed from "
                    "the stack: no legal targets",
                    "603.3d",
                )
                return
            options: tuple[Target | None, ...] = tuple(targeting.legal_targets(self, specs[0], ctx))
            if specs[0].up_to:  # 601.2c, 603.3d: "up to" lets the player choose no target
                options = (None, *options)
            self.pending = Decision(
                "choose_targets",
                t.controller,
                f"{self.players[t.controller].name}: choose targets for "
                f"{t.source_name}'s triggered ability",
                options,
                {"trigger": t},
            )
            return
        item = StackItem(sa, tuple(chosen) if chosen else ())
        self.stack.append(item)
        self.log_event(
            "trigger", f"{t.source_name}'s triggered ability is put on the stack", "603.3"
        )
        self.became_target(item)

    def _trigger_targeting(self, t: PendingTrigger) -> targeting.TargetingContext:
        """Who targets: the triggered ability, from its source (603.3d, 115.1d)."""
        src = self.objects.get(t.source_id)
        owner = src.owner if src else t.controller
        return targeting.TargetingContext(
            t.source_name, src, t.source_chars, t.controller, False, owner
        )

    def _answer_trigger_targets(self, d: Decision, value: Any) -> None:
        t: PendingTrigger = d.data["trigger"]
        chosen = value if isinstance(value, list | tuple) else [value]
        if chosen and not isinstance(chosen[0], list | tuple):
            chosen = [chosen]
        groups: list[tuple[Target, ...]] = []
        for group in chosen:  # one list per target phrase; None: no target ("up to", 601.2c)
            if not isinstance(group, list | tuple):
                raise IllegalActionError("give the targets as a list per target phrase", "603.3d")
            for x in group:
                if x is not None:
                    check_target_form(x, len(self.players))
            groups.append(tuple(x for x in group if x is not None))
        targets = tuple(groups)
        ctx = self._trigger_targeting(t)
        fixed = stack._check_targets(
            self, f"{t.source_name}'s ability", t.ability.targets, targets, ctx, "603.3d"
        )
        self.pending = None
        self._trigger_to_stack(t, fixed)

    def _answer_trigger_order(self, d: Decision, value: Any) -> None:
        mine: list[PendingTrigger] = d.data["triggers"]
        order = list(value) if isinstance(value, list | tuple) else [value]
        if not all(is_id(i) for i in order) or sorted(order) != list(range(len(mine))):
            raise IllegalActionError("give an order of all the triggered abilities", "603.3b")
        self.pending = None
        self._trigger_queue[0:0] = [mine[i] for i in order]


@dataclass(frozen=True, slots=True)
class WardCounter:
    """702.21a: "counter that spell or ability unless that player pays [cost]"."""

    cost: ir.Cost
    spell_id: int


def _ward(ctx: effects.EffectContext, e: WardCounter) -> None:
    g = ctx.game
    item = next((i for i in g.stack if i.object.id == e.spell_id), None)
    if item is None:
        return
    payer = item.controller
    can_pay = e.cost.mana is not None and g.mana_plan(payer, e.cost.mana) is not None
    if can_pay:
        ans = ctx.ask(
            Decision(
                "choose",
                payer,
                f"pay {e.cost.mana} for ward, or {item.name} is countered?",
                ("yes", "no"),
                {"purpose": "ward"},
            )
        )
        if str(ans).lower() in ("yes", "true"):
            g.pay_mana(payer, e.cost.mana, 0, g.mana_plan(payer, e.cost.mana))
            g.log_event("ward", f"{g.players[payer].name} pays {e.cost.mana} for ward", "702.21a")
            return
    g.log_event("ward", f"{item.name} is countered by ward", "702.21a")
    g.counter(e.spell_id, "ward")


effects.EXECUTORS[WardCounter] = _ward


@dataclass(frozen=True, slots=True)
class CreatureControllerBecomesMonarch:
    """724.2: "its controller becomes the monarch": the creature's controller as the ability
    resolves, or as it last existed on the battlefield (608.2h)."""

    creature_id: int
    controller: int  # its controller when it dealt the damage (last known information)
    name: str


def _creature_controller_becomes_monarch(
    ctx: effects.EffectContext, e: CreatureControllerBecomesMonarch
) -> None:
    g = ctx.game
    obj = g.objects.get(e.creature_id)
    on_battlefield = obj is not None and obj.zone is Zone.BATTLEFIELD
    player = g.chars(e.creature_id).controller if on_battlefield else e.controller
    g.become_monarch(player, "combat damage")


effects.EXECUTORS[CreatureControllerBecomesMonarch] = _creature_controller_becomes_monarch
