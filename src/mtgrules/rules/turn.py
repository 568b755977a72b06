"""Turn structure (500-514): the steps in order and their turn-based actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir import Duration
from ..decisions import Decision
from ..objects import Target
from . import combat as combat_rules
from . import declarations, layers, phasing, triggers
from .combat import Combat

MAX_HAND_SIZE = 7  # 402.2

if TYPE_CHECKING:
    from ..game import Game

STEPS = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
STEP_INDEX = {s: i for i, s in enumerate(STEPS)}
STEP_RULES = {
    "untap": "502",
    "upkeep": "503",
    "draw": "504",
    "main1": "505",
    "beginning_of_combat": "507",
    "declare_attackers": "508",
    "declare_blockers": "509",
    "first_strike_damage": "510.4",
    "combat_damage": "510",
    "end_of_combat": "511",
    "main2": "505",
    "end": "513",
    "cleanup": "514",
}
COMBAT_STEPS = frozenset(STEPS[4:10])


def begin_turn(game: Game, player: int) -> None:
    """500.1, 102: a new turn begins for ``player``."""
    game.turn_number += 1
    game.active_player = player
    game.step = "untap"  # 501.1: a turn begins with its untap step
    game.last_turn[player] = game.turn_number
    game.activated_this_turn.clear()
    for p in game.players:
        p.lands_played = 0
        p.life_gained_this_turn = 0
    game.log_event(
        "turn", f"Turn {game.turn_number} begins: {game.players[player].name}'s turn", "500.1"
    )
    # 611.2a: "until your next turn" effects end as that player's turn begins.
    for e in layers.expire(game, Duration.YOUR_NEXT_TURN, player):
        game.log_event("effect", f"{e.source_name}'s effect ends", "611.2a")
    game.end_control_effects(Duration.YOUR_NEXT_TURN, player)  # 611.2a: "your" next turn
    for pe in [e for e in game.player_effects if e.until_turn_of == player]:
        game.player_effects.remove(pe)
        game.log_event(
            "effect", f"{pe.source_name}'s effect on {game.players[pe.player].name} ends", "611.2a"
        )
    game.dirty()


def untap_step(game: Game) -> None:
    """502.1: phasing; 502.3: the active player untaps their permanents. 614.10: a skipped
    untap step doesn't happen at all (so no phasing either, 702.26m)."""
    ap = game.active_player
    if game.skip_untap.get(ap, 0) > 0:
        game.skip_untap[ap] -= 1
        game.log_event("turn", f"{game.players[ap].name} skips their untap step", "614.10")
        return
    phasing.untap_step_phasing(game)
    from ..cards.ir import AttachedRef, DoesntUntap, SelfRef, StaticAbility

    ap = game.active_player
    held: set[int] = set()  # "doesn't untap during its controller's untap step" (502.3)
    for obj in game.battlefield_objects():
        for a in game.chars(obj.id).abilities:
            if isinstance(a, StaticAbility) and isinstance(a.effect, DoesntUntap):
                if isinstance(a.effect.what, SelfRef):
                    held.add(obj.id)
                elif isinstance(a.effect.what, AttachedRef) and obj.attached_to is not None:
                    held.add(obj.attached_to)
    for oid, source, condition in list(game.held_untapped):
        src = game.objects.get(source)
        # 611.2b, 702.26f: the duration ends when its condition stops holding; a phased-out
        # source can't be seen, so its "for as long as" effect has ended.
        alive = (
            src is not None
            and src.zone.value == "battlefield"
            and not src.phased_out
            and (
                (condition == "source tapped" and src.tapped)
                or (condition == "you control source" and src.controller == game.active_player)
            )
        )
        if alive:
            held.add(oid)
        else:
            game.held_untapped.remove((oid, source, condition))
    for obj in game.battlefield_objects():
        if obj.controller == ap and obj.tapped and obj.id not in held:
            game.untap(obj, "502.3")


def draw_step(game: Game) -> None:
    """504.1: the active player draws; 103.8a: the starting player skips the first draw."""
    if game.turn_number == 1 and game.skip_first_draw:
        game.log_event(
            "turn",
            f"{game.players[game.active_player].name} skips the draw on the first turn",
            "103.8a",
        )
        return
    game.draw(game.active_player, 1, "504.1")


def cleanup_damage_and_effects(game: Game) -> None:
    """514.2: remove all damage and end "until end of turn" effects, simultaneously."""
    for obj in game.all_battlefield_objects():
        if obj.damage:
            obj.damage = 0
        obj.regen_shields = 0  # 701.19a: shields last this turn only
    ended = layers.expire(game, Duration.END_OF_TURN)
    game.unpreventable_until_cleanup = False
    game.player_effects = [e for e in game.player_effects if not e.end_of_turn]
    game.draw_replacements.clear()  # "this turn" replacements end (514.2)
    game.end_control_effects(Duration.END_OF_TURN)
    game.prevention_shields.clear()
    game.dirty()
    game.log_event(
        "turn",
        'Damage wears off and "until end of turn" effects end'
        + (f" ({', '.join(e.source_name for e in ended)})" if ended else ""),
        "514.2",
    )


class TurnFlow:
    """The Game's steps and turn-based actions (500-514).

    Mixed into :class:`~mtgrules.game.Game`.
    """

    # ------------------------------------------------------------------ steps

    def _enter_step(self, step: str) -> None:
        self.step = step
        self._step_done = False
        self.priority_player = None
        self.passes = 0
        self.log_event(
            "step",
            f"{self.players[self.active_player].name}'s {step.replace('_', ' ')} step begins",
            STEP_RULES[step],
        )

    def _turn_based_actions(self) -> None:
        s = self.step
        if s == "untap":
            untap_step(self)
        elif s == "upkeep":
            triggers.fire(self, ir.TriggerEvent.UPKEEP, player=self.active_player)
        elif s == "beginning_of_combat":
            triggers.fire(self, ir.TriggerEvent.BEGIN_COMBAT)
        elif s == "draw":
            draw_step(self)
        elif s == "declare_attackers":
            self.combat = Combat()
            self.blockers_declared = False
            opponents = [
                p.index for p in self.players if p.index != self.active_player and not p.lost
            ]
            self.combat.defending_player = opponents[0] if opponents else None
            self.pending = Decision(
                "declare_attackers",
                self.active_player,
                f"{self.players[self.active_player].name}: declare attackers",
                None,
                {
                    "candidates": self._attack_candidates(),
                    "spec": declarations.attack_spec(self),  # 508.1: choices and requirements
                },
            )
        elif s == "declare_blockers":
            dp = self.combat.defending_player
            assert dp is not None
            self.pending = Decision(
                "declare_blockers",
                dp,
                f"{self.players[dp].name}: declare blockers",
                None,
                {
                    "attackers": list(self.combat.attackers),
                    "spec": declarations.block_spec(self, dp),  # 509.1: choices, requirements
                },
            )
        elif s in ("first_strike_damage", "combat_damage"):
            self._start_combat_damage(s == "first_strike_damage")
        elif s == "end":
            triggers.fire(self, ir.TriggerEvent.END_STEP)
        elif s == "cleanup":
            self._cleanup()

    def _attack_candidates(self) -> list[int]:
        return [
            o.id
            for o in self.battlefield_objects()
            if o.controller == self.active_player
            and "creature" in self.chars(o.id).types
            and combat_rules.attack_problem(
                self, o.id, Target(player=self.combat.defending_player or 0)
            )
            is None
        ]

    def _end_step(self) -> None:
        """500.2-500.3: a step ends when all players pass with an empty stack."""
        for p in self.players:  # 500.5: mana empties between steps
            p.mana_pool.empty()
        s = self.step
        if s == "end_of_combat":
            self.combat = Combat()  # 511.3
        if s == "cleanup" and self._cleanup_priority:
            self._cleanup_priority = False
            self._enter_step("cleanup")  # 514.3a: another cleanup step
            return
        if s == "cleanup":
            nxt = (self.active_player + 1) % len(self.players)
            while self.players[nxt].lost:
                nxt = (nxt + 1) % len(self.players)
            begin_turn(self, nxt)
            self._enter_step("untap")
            return
        i = STEP_INDEX[s]
        nxt_step = STEPS[i + 1]
        if s == "declare_attackers" and not self.combat.attackers:
            nxt_step = "end_of_combat"  # 508.8
        if nxt_step == "first_strike_damage" and not self._first_strike_step_needed():
            nxt_step = "combat_damage"  # 510.4
        self._enter_step(nxt_step)

    def _first_strike_step_needed(self) -> bool:
        ids = list(self.combat.attackers) + list(self.combat.blockers)
        need = any(combat_rules.has_first_strike(self, i) for i in ids if i in self.objects)
        self.combat.first_strike_step = need
        return need

    def _cleanup(self) -> None:
        p = self.players[self.active_player]
        if len(p.hand) > MAX_HAND_SIZE:  # 514.1
            n = len(p.hand) - MAX_HAND_SIZE
            self._ask_choice(
                p.index,
                f"{p.name}: discard {n} card(s) to hand size",
                tuple(p.hand),
                {"count": n, "purpose": "cleanup_discard"},
            )
            return
        cleanup_damage_and_effects(self)
