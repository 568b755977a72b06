"""The Game: state, the pending decision, legal actions, and ``apply``.

The engine never calls out to a player. ``Game.pending`` is the decision it waits for; the
caller answers with ``Game.apply(action)``. An illegal answer raises
:class:`~mtgrules.errors.IllegalActionError` and leaves the state exactly as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import serialize
from .cards import ir
from .cards.gate import check_supported
from .decisions import (
    Action,
    CastSpell,
    PassPriority,
    PlayLand,
    Priority,
    check_form,
)
from .errors import IllegalActionError
from .objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from .objects import (
    GameObject,
    end_journal,
)
from .rules import (
    actions,
    control,
    cost_changes,
    costs,
    day_night,
    mana_during_payment,
    mechanics,
    pipeline,
    priority,
    turn,
)
from .rules import keywords_umbra as keywords_umbra  # registers umbra armor (702.89a)
from .rules import life as life  # registers the life and draw effects with the pipeline
from .rules import replacement as replacement  # registers the other effects
from .rules.events import NeedReplacementChoice
from .rules.steps import COMBAT_STEPS, STEP_INDEX
from .state import LONG_AGO, SICK, GameState
from .zones import Zone

if TYPE_CHECKING:
    from .view import PlayerView


class Game(GameState):
    """One game of Magic in progress."""

    # ------------------------------------------------------------------ identity and time

    # ------------------------------------------------------------------ setup

    def add_card(
        self,
        player: int,
        zone: Zone,
        card: ir.CardDefinition,
        *,
        controller: int | None = None,
        tapped: bool = False,
        damage: int = 0,
        counters: dict[str, int] | None = None,
        summoning_sick: bool = False,
        phased_out: bool = False,
        is_token: bool = False,
    ) -> GameObject:
        """Put a card (or token) directly into a zone: for setting up positions.

        The card must pass the support gate (``cards/gate.py``): CardTextError otherwise."""
        check_supported(card)
        return super().add_card(
            player,
            zone,
            card,
            controller=controller,
            tapped=tapped,
            damage=damage,
            counters=counters,
            summoning_sick=summoning_sick,
            phased_out=phased_out,
            is_token=is_token,
        )

    def start(self, active: int = 0, step: str = "main1", turn_number: int = 1) -> None:
        """Begin play at the start of ``step`` of turn ``turn_number`` (scenario set-up)."""
        if step not in STEP_INDEX:
            raise ValueError(f"unknown step {step!r}")
        self.turn_number = turn_number - 1
        self.turn_order_player = active  # 500.7: the turn order goes on from this turn
        # 302.6: a permanent set up under an effect that gives its control to another player
        # (an Aura, set up attached) has been under that control since before the turn, as
        # every permanent set up is, unless the setup says it is summoning sick
        sick = {o.id for o in self.objects.values() if o.controlled_since_turn == SICK}
        for o, _ in control.sync_controllers(self):
            o.controlled_since_turn = SICK if o.id in sick else LONG_AGO
        turn.begin_turn(self, active)
        for o in self.objects.values():
            if o.controlled_since_turn == SICK:
                o.controlled_since_turn = self.turn_number
        turn.enter_step(self, step)
        if step in COMBAT_STEPS and not self.combat_phases:
            self.combat_phases = 1  # set up in this turn's (first) combat phase (506.1)
        while mechanics.has(self, mechanics.DAY_NIGHT) and day_night.check(self):
            pass  # 702.145c-g: "any time", so before the step's first decision too
        priority.run(self)

    def begin_game(self, starting_player: int = 0) -> None:
        """103.8: the starting player takes the first turn, from its untap step; in a
        two-player game they skip that turn's draw (103.8a)."""
        self.skip_first_draw = len(self.players) == 2
        self.start(starting_player, "untap", 1)

    # ------------------------------------------------------------------ zones

    # ------------------------------------------------------------------ continuous effects

    # ------------------------------------------------------------------ characteristics

    # ------------------------------------------------------------------ mana

    # ------------------------------------------------------------------ log

    # ------------------------------------------------------------------ decisions

    def legal_actions(self, mana_abilities: bool = True) -> list[Action]:
        """Every legal answer to the pending decision (``rules.priority.legal_actions``)."""
        out = priority.legal_actions(self, mana_abilities)
        d = self.pending
        if not isinstance(d, Priority):
            if mana_abilities and d is not None and mana_during_payment.waits_for_payment(self, d):
                # 117.1d, 605.3a: a payment asked as a spell resolves; mana abilities first
                trials = mana_during_payment.candidates(self, d.player)
                out += [a for a in trials if self._applies(a)]
            return out
        if self.players[d.player].mana_pool.restricted or (
            costs.SEEN_RESTRICTED[0] and costs.has_restricted(self, d.player)
        ):
            # 106.6: the listing counted restricted mana for every payment; keep the casts,
            # activations and special actions that can really be paid (each listed action
            # applies)
            free = PassPriority | PlayLand
            return [a for a in out if isinstance(a, free) or self._applies(a)]
        # 601.2f: "costs {2} less if it targets ...", "Spells your opponents cast that target
        # this creature cost {2} more": listed whatever the targets, checked here
        for a in out:
            if type(a) is CastSpell:
                break
        else:
            return out
        every = cost_changes.targets_matter(self)
        return [
            a
            for a in out
            if type(a) is not CastSpell
            or not (every or cost_changes.depends_on_targets(self.objects[a.card].card))
            or self._applies(a)
        ]

    def _applies(self, action: Action) -> bool:
        trial = self.clone()
        try:
            trial.apply(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action) -> None:
        """Answer the pending decision. Raises IllegalActionError (state unchanged) if the
        answer isn't legal."""
        self._answer(action, judge=False)

    def apply_as_judge(self, action: Action) -> None:
        """A scenario's judge shortcut (``free: true`` in SCENARIOS.md): a spell cast without
        its costs being paid, to set up a position. Not an answer a player or agent gives:
        ``apply`` refuses ``CastSpell(free=True)`` (601.2h)."""
        self._answer(action, judge=True)

    def _answer(self, action: Action, judge: bool) -> None:
        if self.over:
            raise IllegalActionError("the game is over", "104.1")
        if self.pending is None:
            raise IllegalActionError("the game isn't waiting for a decision")
        pas = type(action) is PassPriority
        if not pas:  # a pass has no fields to check
            # The answer's form first (types, ids, players, numbers), before anything happens.
            check_form(action, len(self.players), allow_free=judge)
            actions.check_ids(self, action)
        # A pass can't be refused: its snapshot is kept only where it may be needed to ask
        # a replacement-order choice (616.1e) and play the pass again with the answer.
        snapshot = None if pas and not pipeline.pass_may_ask(self) else self._snapshot()
        log_len = len(self.log)
        self.replacement_answers, self.replacement_asked = [], 0
        self.answering = snapshot is not None
        try:
            # 616.1e: an answer to a replacement order plays the answer it paused again
            actions.apply_action(self, pipeline.take_answer(self, action))
            self.decisions_made += 1
            priority.run(self)
        except NeedReplacementChoice as need:
            # 616.1e: put the game back as it was and ask; the answer plays this again
            assert snapshot is not None  # asked only while answering
            self._restore(snapshot)
            del self.log[log_len:]
            pipeline.ask(self, need, action)
            self.answering = False
            return
        except IllegalActionError:
            if snapshot is not None:
                self._restore(snapshot)
            del self.log[log_len:]
            raise
        except Exception:
            # A fault inside the engine (a bug, not an illegal answer): it propagates as it
            # is, but the game is put back as it was, still waiting for the same decision.
            if snapshot is not None:
                self._restore(snapshot)
                del self.log[log_len:]
            raise
        except BaseException:  # an interrupt: nothing undone, the journal stops
            if snapshot is not None:
                end_journal(snapshot[1], snapshot[2], keep=True)
            raise
        finally:
            self.answering = False
            self.replacement_answers, self.replacement_asked = [], 0
        if snapshot is not None:
            end_journal(snapshot[1], snapshot[2], keep=True)

    def view(self, player: int) -> PlayerView:
        """What ``player`` can see of the game: hidden zones hidden (400.2); see view.py."""
        from .view import PlayerView

        return PlayerView(self, player)

    def to_json(self, *, indent: int | None = None) -> str:
        """The whole game as JSON (serialize.py): ``Game.from_json`` gives it back, and play
        continues with the identical log."""
        return serialize.to_json(self, indent=indent)

    @staticmethod
    def from_json(text: str | bytes) -> Game:
        """The game of JSON text written by :meth:`to_json`."""
        return serialize.from_json(text)

    # ------------------------------------------------------------------ choices
