"""Priority (117) and the game loop: state-based actions and triggers before each priority
(117.5, 704.3), passing, legal actions for agents."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..decisions import Action, ActivateAbility, CastSpell, Decision, PassPriority, PlayLand
from ..errors import IllegalActionError
from ..objects import GameObject, Target, state_writes
from ..zones import Zone
from . import sba, stack, targeting
from .layers import Characteristics

if TYPE_CHECKING:
    from ..game import Game  # noqa: F401


class PriorityFlow:
    """The Game's priority and main loop (117, 704.3).

    Mixed into :class:`~mtgrules.game.Game`.
    """

    # ------------------------------------------------------------------ priority actions

    def _after_priority_action(self, player: int) -> None:
        # 117.3c: the player who acted receives priority again.
        self.priority_player = player
        self.passes = 0

    def _pass(self) -> None:
        assert self.priority_player is not None
        p = self.players[self.priority_player]
        self.log_event("priority", f"{p.name} passes", "117.3d")
        self.pending = None
        self.passes += 1
        alive = [q.index for q in self.players if not q.lost]
        if self.passes >= len(alive):
            self.passes = 0
            if self.stack:
                self._resolve_top()
            else:
                self._end_step()
            return
        nxt = (self.priority_player + 1) % len(self.players)
        while self.players[nxt].lost:
            nxt = (nxt + 1) % len(self.players)
        self.priority_player = nxt

    def _play_land(self, action: PlayLand, player: int) -> None:
        """305.1-305.2: a special action, once per turn, main phase, empty stack."""
        obj = self.objects.get(action.card)
        if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
            raise IllegalActionError("that card isn't in your hand", "305.1")
        if "land" not in obj.card.types:
            raise IllegalActionError(f"{obj.name} isn't a land", "305.1")
        why = stack.sorcery_timing(self, player)
        if why:
            raise IllegalActionError(f"{obj.name} can't be played now: {why}", "305.1")
        p = self.players[player]
        if p.lands_played >= p.land_drops:
            raise IllegalActionError(f"{p.name} has already played a land this turn", "305.2")
        p.lands_played += 1
        self.move(obj, Zone.BATTLEFIELD, f"{p.name} plays {obj.name}", "305.1", controller=player)

    def legal_actions(self) -> list[Action]:
        """The legal answers to a priority decision (targets enumerated), for agents."""
        d = self.pending
        if d is None or d.kind != "priority":
            return list(d.options or ()) if d else []
        player = d.player
        out: list[Action] = [PassPriority()]
        p = self.players[player]
        payable: dict[str | None, bool] = {}  # one mana plan per distinct cost

        def can_pay(cost: str | None) -> bool:
            if cost not in payable:
                pay = stack.plan_payment(self, player, cost, 0)  # Phyrexian: or life (107.4f)
                payable[cost] = pay is not None and pay.life_problem is None
            return payable[cost]

        sorcery_ok = stack.sorcery_timing(self, player) is None
        for oid in list(p.hand):
            obj = self.objects[oid]
            if "land" in obj.card.types:
                if p.lands_played < p.land_drops and sorcery_ok:
                    out.append(PlayLand(oid))
                continue
            ch = self.chars(oid)
            if not ("instant" in ch.types or "flash" in ch.keywords) and not sorcery_ok:
                continue
            if any(isinstance(a, ir.AdditionalCost) for a in obj.card.abilities):
                continue  # agents don't choose additional costs yet
            if not can_pay(stack.total_cost(self, obj, player)):
                continue
            for targets in self._target_choices(
                obj, stack.spell_targets(self, obj), ch, player, True
            ):
                out.append(CastSpell(oid, targets))
        for o in list(self.battlefield_objects()):
            if o.controller != player:
                continue
            for i, ab in enumerate(stack.activated_abilities(self, o)):
                if ab.is_mana_ability or ab.cost.sacrifice is not None:
                    continue
                if (
                    not stack.functions_here(ab, o)
                    or ab.cost.tap_creatures_total_power
                    or ab.cost.tap_untapped_creature
                    or ab.cost.pay_life_x
                    or ab.cost.discard
                ):
                    continue  # costs with choices agents don't make yet
                if ab.cost.tap and (
                    o.tapped
                    or (
                        "creature" in self.chars(o.id).types
                        and self.summoning_sick(o)
                        and "haste" not in self.chars(o.id).keywords
                    )
                ):
                    continue
                if ab.cost.untap and not o.tapped:
                    continue  # 107.6: {Q} needs a tapped permanent
                if ab.sorcery_speed and not sorcery_ok:
                    continue
                if ab.cost.mana and (
                    _unpayable(stack.plan_payment(self, player, ab.cost.mana, 0, exclude=o.id))
                    if ab.cost.tap
                    else not can_pay(ab.cost.mana)
                ):
                    continue
                for targets in self._target_choices(o, ab.targets, self.chars(o.id), player, False):
                    out.append(ActivateAbility(o.id, i, targets))
        return out

    def _target_choices(
        self,
        obj: GameObject,
        specs: tuple[ir.TargetSpec, ...],
        ch: Characteristics,
        player: int,
        is_spell: bool,
    ) -> list[tuple[tuple[Target, ...], ...]]:
        if not specs:
            return [()]
        ctx = targeting.TargetingContext(obj.name, obj, ch, player, is_spell, obj.owner)
        per_spec: list[list[tuple[Target, ...]]] = []
        for spec in specs:
            legal = targeting.legal_targets(self, spec, ctx)
            if spec.count == 1:
                options = [(t,) for t in legal]
                if spec.up_to:
                    options.append(())
            else:
                options = [tuple(legal[: spec.count])] if len(legal) >= spec.count else []
            if not options:
                return []
            per_spec.append(options)
        combos: list[tuple[tuple[Target, ...], ...]] = [()]
        for options in per_spec:
            combos = [(*c, o) for c in combos for o in options][:64]
        return combos

    # ------------------------------------------------------------------ the loop

    def _run(self) -> None:
        """Advance until a decision is pending or the game is over."""
        guard = 0
        while self.pending is None and not self.over:
            guard += 1
            if guard > 100000:
                raise RuntimeError("the game loop made no progress")
            if self._resolving is not None:
                self._continue_resolution()
                continue
            if self._damage_state is not None:
                self._continue_combat_damage()
                continue
            if self.returns_waiting:  # 610.3: a return waits for an as-enters choice
                self._ask_waiting_return()
                continue
            if not self._step_done:
                self._step_done = True
                self._turn_based_actions()
                continue
            if self.step in ("untap",):
                self._end_step()
                continue
            # 117.5 / 704.3: state-based actions, then triggers, before priority.
            acted = self._sba_loop()
            if self.over:
                break
            if self.pending is not None:
                continue  # the legend rule asks its controller first
            if self._trigger_queue or self.pending_triggers:
                acted = True
                self._put_triggers_on_stack()
                if self.pending is not None:
                    continue
            if self.step == "cleanup" and self.priority_player is None:
                if acted or self.stack:
                    self._cleanup_priority = True  # 514.3a
                else:
                    self._end_step()
                    continue
            if self.priority_player is None:
                self.priority_player = self.active_player
                self.passes = 0
            self.pending = Decision(
                "priority",
                self.priority_player,
                f"{self.players[self.priority_player].name} has priority ({self.step})",
            )

    def _sba_loop(self) -> bool:
        """704.3: perform state-based actions until none applies."""
        if (self.version, state_writes()) == (self.sba_clean_version, self.sba_clean_writes):
            return False  # nothing changed since the last check found nothing to do
        acted = False
        try:
            while not self.over and sba.check_once(self):
                acted = True
            self.sba_clean_version, self.sba_clean_writes = self.version, state_writes()
        except sba.LegendChoice as need:
            ctrl, name, ids = need.args
            self._ask_choice(
                ctrl,
                f"{self.players[ctrl].name}: legend rule: choose the {name} to keep",
                tuple(ids),
                {"purpose": "legend", "key": (ctrl, name)},
            )
            return True
        return acted


def _unpayable(payment: stack.Payment | None) -> bool:
    return payment is None or payment.life_problem is not None
