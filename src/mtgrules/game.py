"""The Game: state, the pending decision, legal actions, and ``apply``.

The engine never calls out to a player. ``Game.pending`` is the decision it waits for; the
caller answers with ``Game.apply(action)``. An illegal answer raises
:class:`~mtgrules.errors.IllegalActionError` and leaves the state exactly as it was.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards import ir
from .cards.gate import check_supported
from .decisions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
    check_form,
)
from .errors import IllegalActionError
from .log import LogEntry
from .mana import ManaCost, pay_from
from .objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from .objects import (
    GameObject,
    LastKnown,
    StackItem,
    Target,
    end_journal,
    start_journal,
    state_writes,
    undo_journal,
)
from .players import Player
from .rules import control, effects, layers, stack, triggers, turn
from .rules.combat import Combat, CombatFlow
from .rules.layers import Characteristics, ContinuousEffect
from .rules.priority import PriorityFlow
from .rules.replacement import PlayerEffect, PreventionShield
from .rules.stack import StackFlow
from .rules.triggers import TriggerFlow
from .rules.turn import STEP_INDEX, TurnFlow
from .zones import PUBLIC_ZONES, Zone

if TYPE_CHECKING:
    from .view import PlayerView

_LONG_AGO = -(10**9)  # set up on the battlefield long before: not summoning sick (302.6)
_SICK = 10**9  # set up summoning sick: becomes "this turn" when play starts
# Game._snapshot: the game's fields, the objects' counters by id(object), the journal of
# field writes and the journal it interrupted (objects.py)
_Snapshot = tuple[
    dict[str, Any],
    dict[int, tuple[dict[str, int], dict[str, int]]],
    list[tuple[Any, str, Any]],
    "list[tuple[Any, str, Any]] | None",
    tuple[Any, ...],
]
_NO_COUNTERS: tuple[dict[str, int], dict[str, int]] = ({}, {})
# Game.mana_sources answers kept while the legal actions are listed (priority.py), when
# nothing changes: by game, state stamp, player and the source left out. None otherwise.
SOURCES_MEMO: list[dict[tuple[int, int, int, int, int | None], list[Any]] | None] = [None]


class Game(PriorityFlow, TurnFlow, CombatFlow, StackFlow, TriggerFlow):
    """One game of Magic in progress."""

    def __init__(self, player_names: list[str] | tuple[str, ...], seed: int = 0) -> None:
        if len(player_names) < 2:
            raise ValueError("a game needs two or more players (100.1)")
        if len(set(player_names)) != len(player_names):
            raise ValueError("player names must be unique")
        self.players: list[Player] = [Player(i, n) for i, n in enumerate(player_names)]
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.exile: list[int] = []
        self.stack: list[StackItem] = []  # top is last
        self.turn_number = 0
        self.active_player = 0
        self.step = "untap"
        self.priority_player: int | None = None
        self.passes = 0
        self.combat = Combat()
        self.blockers_declared = False
        self.continuous_effects: list[ContinuousEffect] = []
        self.player_effects: list[PlayerEffect] = []
        self.prevention_shields: list[PreventionShield] = []
        self.pending_triggers: list[triggers.PendingTrigger] = []
        self.log: list[LogEntry] = []
        self.pending: Decision | None = None
        self.resolution_progress: tuple[int, int] | None = None
        self._resolving: dict[str, Any] | None = None
        self._trigger_queue: list[triggers.PendingTrigger] = []
        self._damage_state: dict[str, Any] | None = None
        self._next_id = 1
        self._next_ts = 1
        self.rng = random.Random(seed)
        self.skip_first_draw = False  # 103.8a, set by begin_game for a whole game
        self.winner: int | None = None
        self.over = False
        self._chars: layers.CharacteristicsCache | None = None  # this state's (613)
        self.version = 0  # bumped by every change (dirty)
        self.sba_clean_version = -1  # the version at which no state-based action applied
        self.sba_clean_writes = -1  # and the count of writes then (state_stamp)
        self.restriction_cache: tuple[Any, list[Any]] | None = None  # rules/combat.py
        self._step_done = False
        self.decisions_made = 0
        self.renamed: dict[int, int] = {}  # old object id -> the object it became (400.7)
        # old object id -> the object as it last existed in a public zone (608.2h, 113.7a)
        self.last_known: dict[int, LastKnown] = {}
        self.former_names: dict[int, str] = {}  # names of objects that no longer exist
        self.last_turn: dict[int, int] = {}  # player -> number of their most recent turn
        self._paused_resolution: dict[str, Any] | None = None
        self._pending_order: dict[int, list[triggers.PendingTrigger]] = {}
        self._cleanup_priority = False
        self.activated_this_turn: set[tuple[int, int]] = set()  # 602.5b "once each turn"
        self.control_effects: list[control.ControlEffect] = []  # 613.1b (layer 2)
        self.delayed_triggers: list[tuple[int, triggers.PendingTrigger]] = []  # 603.7
        self.monarch: int | None = None  # 724
        self.skip_untap: dict[int, int] = {}  # 614.10: untap steps a player will skip
        self.unpreventable_until_cleanup = False  # 615.12 "damage can't be prevented this turn"
        self.draw_replacements: list[tuple[int, int, str]] = []  # Words of Worship (614.1a)
        self.exiled_until_leaves: list[tuple[int, int]] = []  # (source, exiled card): 610.3
        # 610.3 returns waiting for the returning permanent's "As this enters" choice (614.12a)
        self.returns_waiting: list[tuple[int, str]] = []
        self.held_untapped: list[tuple[int, int, str]] = []  # "for as long as": 611.2b
        self.tokens_elsewhere: set[int] = set()  # tokens that left the battlefield (704.5d)
        self.legend_choices: dict[tuple[int, str], int] = {}  # 704.5j answers
        # objects that left the battlefield in the simultaneous event under way (603.10a)
        self._leaving: list[tuple[GameObject, Characteristics]] | None = None

    @contextmanager
    def simultaneously(self) -> Iterator[None]:
        """One event in which several objects may leave the battlefield at once ("destroy
        all", "each player sacrifices", state-based actions: 704.3): the leaves-the-battlefield
        abilities of each of them look back in time and see all the others leave (603.10a)."""
        if self._leaving is not None:
            yield
            return
        self._leaving = []
        try:
            yield
        finally:
            self._leaving = None

    # ------------------------------------------------------------------ identity and time

    def new_id(self) -> int:
        self._next_id += 1
        return self._next_id - 1

    def new_timestamp(self) -> int:
        self._next_ts += 1
        return self._next_ts - 1

    def dirty(self) -> None:
        """The state changed: characteristics must be computed again, and state-based
        actions checked again. Writes to objects' and players' fields are counted without it
        (objects.py); a change to the game's own lists and effects calls it."""
        self.version += 1

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
        obj = GameObject(
            self.new_id(),
            card,
            player,
            player if controller is None else controller,
            zone,
            self.new_timestamp(),
            is_token=is_token or card.is_token,
            tapped=tapped,
            damage=damage,
            counters=dict(counters or {}),
            phased_out=phased_out,
        )
        if card.loyalty is not None and zone is Zone.BATTLEFIELD and "loyalty" not in obj.counters:
            obj.counters["loyalty"] = int(card.loyalty) if card.loyalty.isdigit() else 0
        obj.controlled_since_turn = _SICK if summoning_sick else _LONG_AGO
        if zone is Zone.STACK:
            raise ValueError("put spells on the stack by casting them")
        self.objects[obj.id] = obj
        self._zone_list(obj.zone, obj.owner).append(obj.id)
        self.dirty()
        return obj

    def start(self, active: int = 0, step: str = "main1", turn_number: int = 1) -> None:
        """Begin play at the start of ``step`` of turn ``turn_number`` (scenario set-up)."""
        if step not in STEP_INDEX:
            raise ValueError(f"unknown step {step!r}")
        self.turn_number = turn_number - 1
        turn.begin_turn(self, active)
        for o in self.objects.values():
            if o.controlled_since_turn == _SICK:
                o.controlled_since_turn = self.turn_number
        self._enter_step(step)
        self._run()

    def begin_game(self, starting_player: int = 0) -> None:
        """103.8: the starting player takes the first turn, from its untap step; in a
        two-player game they skip that turn's draw (103.8a)."""
        self.skip_first_draw = len(self.players) == 2
        self.start(starting_player, "untap", 1)

    # ------------------------------------------------------------------ zones

    def _zone_list(self, zone: Zone, owner: int) -> list[int]:
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        if zone is Zone.EXILE:
            return self.exile
        if zone is Zone.LIBRARY:
            return self.players[owner].library
        if zone is Zone.HAND:
            return self.players[owner].hand
        if zone is Zone.GRAVEYARD:
            return self.players[owner].graveyard
        raise ValueError(zone)

    def battlefield_objects(self) -> Iterator[GameObject]:
        """Phased-in permanents: 702.26b, a phased-out permanent is treated as though it
        doesn't exist."""
        objs = self.objects
        for oid in self.battlefield:
            o = objs[oid]
            if not o.phased_out:
                yield o

    def all_battlefield_objects(self) -> list[GameObject]:
        return [self.objects[i] for i in self.battlefield]

    def move(
        self,
        obj: GameObject,
        to: Zone,
        text: str,
        rule: str,
        *,
        quiet: bool = False,
        controller: int | None = None,
        tapped: bool = False,
    ) -> GameObject:
        """Move an object to another zone. 400.7: it becomes a new object."""
        frm = obj.zone
        if to is Zone.GRAVEYARD and _has_replacement(obj.card, "shuffle_into_library_instead"):
            # 614.1a: Progenitus: "If it would be put into a graveyard from anywhere, ...
            # shuffle it into its owner's library instead."
            self.log_event(
                "replace",
                f"{obj.name} would be put into a graveyard; it is shuffled "
                "into its owner's library instead",
                "614.1a",
            )
            new = self.move(obj, Zone.LIBRARY, text, rule, quiet=True)
            self.shuffle(obj.owner)
            return new
        if to is Zone.GRAVEYARD and frm is Zone.BATTLEFIELD and obj.counters.get("finality", 0):
            # 122.1h: "If this permanent would be put into a graveyard from the battlefield,
            # exile it instead."
            self.log_event(
                "replace",
                f"{obj.name} would be put into a graveyard; it is exiled instead: finality counter",
                "122.1h",
            )
            return self.move(obj, Zone.EXILE, text, rule, quiet=quiet)
        if to is Zone.BATTLEFIELD and _has_replacement(obj.card, "enters_tapped"):
            tapped = True  # 614.1c
        lki = self.chars(obj.id) if frm is Zone.BATTLEFIELD else None
        if frm in PUBLIC_ZONES:  # 608.2h: effects that look for it afterwards use this
            self.last_known[obj.id] = LastKnown(
                lki if lki is not None else self.chars(obj.id),
                frm,
                obj.owner,
                obj.attached_to,
                obj.attached_to_player,
                obj.chosen_color,
                obj.chosen_name,
            )
        if frm is Zone.STACK:
            self.stack = [i for i in self.stack if i.object is not obj]
        else:
            self._zone_list(frm, obj.owner).remove(obj.id)
        if frm is Zone.BATTLEFIELD:
            self.combat.remove(obj.id)
        del self.objects[obj.id]
        self.former_names[obj.id] = obj.name
        new = GameObject(
            self.new_id(),
            obj.card,
            obj.owner,
            obj.owner if controller is None else controller,
            to,
            self.new_timestamp(),
            is_token=obj.is_token,
            tapped=tapped,
            previous_id=obj.id,
        )
        new.controlled_since_turn = self.turn_number
        if to is Zone.BATTLEFIELD and obj.card.loyalty is not None:
            new.counters["loyalty"] = int(obj.card.loyalty) if obj.card.loyalty.isdigit() else 0
        if to is Zone.BATTLEFIELD:
            for a in obj.card.abilities:  # 614.1c: "enters with N counters"
                if (
                    isinstance(a, ir.StaticAbility)
                    and isinstance(a.effect, ir.Replacement)
                    and a.effect.kind == "enters_with_counters"
                    and a.effect.counter
                ):
                    new.counters[a.effect.counter] = new.counters.get(a.effect.counter, 0) + (
                        a.effect.amount or 1
                    )
        self.objects[new.id] = new
        if obj.is_token and to is not Zone.BATTLEFIELD:
            self.tokens_elsewhere.add(new.id)  # 704.5d: it ceases to exist at the next check
        if to is Zone.STACK:
            pass  # the caller puts a StackItem on the stack
        elif to is Zone.LIBRARY:
            self.players[obj.owner].library.append(new.id)
        else:
            self._zone_list(to, new.owner).append(new.id)
        self.dirty()
        if not quiet:
            self.log_event("zone", text, rule, card=obj.name, frm=frm.value, to=to.value)
        self.renamed[obj.id] = new.id
        if frm is Zone.BATTLEFIELD or to is Zone.BATTLEFIELD:
            control.sync_and_log(self)  # 611.3a: a static control effect may start or end
        if frm is Zone.BATTLEFIELD:
            self._left_battlefield(obj, lki, new if to is Zone.GRAVEYARD else None)
        if to is Zone.BATTLEFIELD:
            triggers.fire(self, ir.TriggerEvent.ENTERS, new)
        return new

    def _left_battlefield(
        self, obj: GameObject, lki: Characteristics | None, new: GameObject | None = None
    ) -> None:
        # Attachments fall off by state-based actions (704.5m, 704.5n); leaves-the-battlefield
        # triggers look back in time (603.10a): those of every object that left in the same
        # event too.
        extra: tuple[tuple[GameObject, Characteristics], ...] = ()
        if lki is not None:
            if self._leaving is not None:
                self._leaving.append((obj, lki))
                extra = tuple(self._leaving)
            else:
                extra = ((obj, lki),)
        if lki is not None and new is not None:
            if "creature" in lki.types:
                triggers.fire(self, ir.TriggerEvent.DIES, new, lki=lki, extra_sources=extra)
            triggers.fire(
                self,
                ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD,
                new,
                lki=lki,
                extra_sources=extra,
            )
        if lki is not None:
            triggers.fire(
                self,
                ir.TriggerEvent.LEAVES_BATTLEFIELD,
                new or obj,
                lki=lki,
                extra_sources=extra,
            )
        for src, exiled in [x for x in self.exiled_until_leaves if x[0] == obj.id]:
            # 610.3, 610.3c: "until this leaves the battlefield": the exiled card returns now.
            self.exiled_until_leaves.remove((src, exiled))
            card = self.objects.get(exiled)
            if (
                card is not None
                and card.zone is Zone.EXILE
                and any(isinstance(a, ir.AsEntersChoose) for a in card.card.abilities)
            ):
                # 614.12a: its owner chooses as it enters; asked once nothing is in progress
                why = f"{card.name} returns to the battlefield ({obj.name} left the battlefield)"
                self.returns_waiting.append((card.id, why))
            elif card is not None and card.zone is Zone.EXILE:
                self.move(
                    card,
                    Zone.BATTLEFIELD,
                    f"{card.name} returns to the battlefield ({obj.name} left the battlefield)",
                    "610.3",
                )
        if obj.linked is not None and obj.linked in self.objects and lki is not None:
            # Animate Dead: "When this Aura leaves the battlefield, that creature's controller
            # sacrifices it." A leaves-the-battlefield trigger (603.6c, 603.10a).
            ab = ir.TriggeredAbility(
                ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD),
                (SacrificeLinked(obj.linked),),
            )
            self.pending_triggers.append(
                triggers.PendingTrigger(obj.id, obj.name, lki.controller, ab, lki)
            )
            self.log_event("trigger", f"{obj.name}'s ability triggers", "603.6c")

    def destroy(
        self, oid: int, why: str, rule: str, can_regenerate: bool = True, by_effect: bool = True
    ) -> bool:
        """701.8: destroy a permanent, through indestructible (702.12b), shield counter
        (122.1c, only destruction by an effect) and regeneration (701.19) replacement.
        Returns True if it went to the graveyard."""
        obj = self.objects.get(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            return False
        ch = self.chars(oid)
        if "indestructible" in ch.keywords:
            self.log_event("destroy", f"{obj.name} isn't destroyed: indestructible", "702.12b")
            return False
        if by_effect and obj.counters.get("shield", 0) > 0:
            # 122.1c: "If this permanent would be destroyed as the result of an effect,
            # instead remove a shield counter from it."
            obj.counters["shield"] -= 1
            self.dirty()
            self.log_event(
                "destroy",
                f"{obj.name} isn't destroyed ({why}): a shield counter is removed from it instead",
                "122.1c",
            )
            return False
        if can_regenerate and (obj.regen_shields > 0 or self._regenerates_itself(ch)):
            if obj.regen_shields > 0:
                obj.regen_shields -= 1
            # 701.19a: tap it, remove all damage, remove it from combat.
            obj.tapped = True
            obj.damage = 0
            obj.deathtouch_damage = False
            self.combat.remove(oid)
            self.dirty()
            self.log_event(
                "regenerate",
                f"{obj.name} regenerates instead of being destroyed "
                f"({why}): tapped, damage removed, removed from combat",
                "701.19a",
            )
            return False
        self.move(obj, Zone.GRAVEYARD, f"{obj.name} is destroyed: {why}", rule)
        return True

    def _regenerates_itself(self, ch: Characteristics) -> bool:
        """701.19b: a static "If this would be destroyed, regenerate it"."""
        return any(
            isinstance(a, ir.StaticAbility)
            and isinstance(a.effect, ir.Replacement)
            and a.effect.kind == "regenerate_instead"
            for a in ch.abilities
        )

    def sacrifice(self, oid: int, cause: str) -> None:
        """701.21a: sacrifice: not destruction, so regeneration and indestructible don't apply."""
        obj = self.objects.get(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return
        self.move(
            obj,
            Zone.GRAVEYARD,
            f"{self.players[obj.controller].name} sacrifices {obj.name} ({cause})",
            "701.21a",
        )

    def discard(self, oid: int, cause: str) -> None:
        obj = self.objects[oid]
        self.move(
            obj,
            Zone.GRAVEYARD,
            f"{self.players[obj.owner].name} discards {obj.name} ({cause})",
            "701.9a",
        )

    def draw(self, player: int, n: int, rule: str) -> None:
        p = self.players[player]
        for _ in range(n):
            rep = next((r for r in self.draw_replacements if r[0] == player), None)
            if rep is not None:  # 614.1a, 614.11: "you gain N life instead"
                self.draw_replacements.remove(rep)
                self.log_event("replace", f"{p.name}'s draw is replaced by {rep[2]}", "614.11")
                from .rules.life import gain_life

                gain_life(self, player, rep[1], rep[2], "614.1a")
                continue
            if not p.library:
                p.drew_from_empty = True  # 121.4, checked by 704.5b
                self.dirty()
                self.log_event("draw", f"{p.name} can't draw: the library is empty", "121.4")
                continue
            top = self.objects[p.library[-1]]
            self.move(top, Zone.HAND, f"{p.name} draws a card", rule, quiet=True)
            self.log_event("draw", f"{p.name} draws a card", rule, player=p.name)

    def shuffle(self, player: int) -> None:
        self.rng.shuffle(self.players[player].library)
        self.log_event("shuffle", f"{self.players[player].name} shuffles their library", "701.24a")

    def tap(self, obj: GameObject, rule: str) -> None:
        if not obj.tapped:
            obj.tapped = True
            self.dirty()
            self.log_event("tap", f"{obj.name} becomes tapped", rule, card=obj.name)

    def untap(self, obj: GameObject, rule: str) -> None:
        if obj.tapped and obj.counters.get("stun", 0) > 0:
            # 122.1d: "If a permanent with a stun counter on it would become untapped,
            # instead remove a stun counter from it."
            obj.counters["stun"] -= 1
            self.dirty()
            self.log_event(
                "counters",
                f"{obj.name} doesn't untap: a stun counter is removed from it instead",
                "122.1d",
                card=obj.name,
            )
            return
        if obj.tapped:
            obj.tapped = False
            self.dirty()
            self.log_event("tap", f"{obj.name} untaps", rule, card=obj.name)

    def add_counters(self, obj: GameObject, kind: str, n: int, rule: str) -> None:
        if n <= 0:
            return
        obj.counters[kind] = obj.counters.get(kind, 0) + n
        obj.counter_timestamps[kind] = self.new_timestamp()  # 613.7c
        self.dirty()
        self.log_event("counters", f"{n} {kind} counter(s) put on {obj.name}", rule)

    def remove_counters(self, obj: GameObject, kind: str, n: int, rule: str) -> None:
        have = obj.counters.get(kind, 0)
        n = min(n, have)
        if n <= 0:
            return
        obj.counters[kind] = have - n
        self.dirty()
        self.log_event("counters", f"{n} {kind} counter(s) removed from {obj.name}", rule)

    def counter(self, oid: int, cause: str) -> None:
        """701.6a: counter a spell: it goes to its owner's graveyard."""
        item = next((i for i in self.stack if i.object.id == oid), None)
        if item is None:
            return
        if isinstance(item.object, GameObject) and any(
            isinstance(a, ir.CantBeCountered) for a in item.object.card.abilities
        ):
            self.log_event("counter", f"{item.name} can't be countered", "101.2")
            return
        if isinstance(item.object, GameObject):
            self.move(item.object, Zone.GRAVEYARD, f"{item.name} is countered by {cause}", "701.6a")
        else:
            self.stack.remove(item)
            self.log_event("zone", f"{item.name} is countered by {cause}", "701.6a")

    def create_token(self, controller: int, spec: ir.CreateToken, cause: str) -> GameObject:
        name = " ".join(spec.subtypes) + " Token"  # 111.4
        creature = "creature" in spec.types
        card = ir.CardDefinition(
            name=name,
            colors=spec.colors,
            types=spec.types,
            subtypes=spec.subtypes,
            power=str(spec.power) if creature else None,
            toughness=str(spec.toughness) if creature else None,
            abilities=spec.abilities,
            color_indicator=spec.colors,
            is_token=True,
        )
        obj = self.add_card(controller, Zone.BATTLEFIELD, card, is_token=True)
        obj.controlled_since_turn = self.turn_number
        size = f"{spec.power}/{spec.toughness} " if creature else ""
        self.log_event("zone", f"{cause} creates a {size}{name}", "111.1")
        triggers.fire(self, ir.TriggerEvent.ENTERS, obj)
        return obj

    def gain_control(self, obj: GameObject, player: int, duration: ir.Duration, cause: str) -> None:
        """613.1b: a control-changing effect (rules/control.py)."""
        control.gain_control(self, obj, player, duration, cause)

    def end_control_effects(self, duration: ir.Duration, player: int | None = None) -> None:
        """611.2a: control effects with this duration end; control returns (613.1b)."""
        control.end_control_effects(self, duration, player)

    def become_monarch(self, player: int, cause: str) -> None:
        """724.1: the monarch designation."""
        if self.monarch != player:
            self.monarch = player
            self.log_event(
                "monarch", f"{self.players[player].name} becomes the monarch ({cause})", "724.1"
            )

    def lose(self, player: int, why: str, rule: str) -> None:
        p = self.players[player]
        if p.lost:
            return
        p.lost = True
        p.loss_reason = why
        self.log_event("game", f"{p.name} loses the game: {why}", rule, player=p.name)
        alive = [q for q in self.players if not q.lost]
        if len(alive) <= 1:
            self.over = True
            self.winner = alive[0].index if alive else None
            self.pending = None
            if alive:
                self.log_event("game", f"{alive[0].name} wins the game", "104.2a")
            else:
                self.log_event("game", "The game is a draw", "104.4a")

    # ------------------------------------------------------------------ continuous effects

    def add_continuous_effect(
        self,
        controller: int,
        source_name: str,
        duration: ir.Duration,
        affected: frozenset[int],
        *,
        power: int = 0,
        toughness: int = 0,
        abilities: tuple[ir.Ability, ...] = (),
        rule: str = "611.2",
        **changes: Any,
    ) -> None:
        """611.2: a continuous effect from a resolving spell or ability; ``changes`` are the
        other fields of ContinuousEffect (abilities removed, characteristics set)."""
        e = ContinuousEffect(
            self.new_timestamp(),
            controller,
            source_name,
            duration,
            affected,
            power,
            toughness,
            abilities,
            rule,
            self.turn_number,
            **changes,
        )
        self.continuous_effects.append(e)
        self.dirty()
        names = ", ".join(self.objects[i].name for i in affected if i in self.objects)
        what = []
        if power or toughness:
            what.append(f"{power:+d}/{toughness:+d}")
        for a in abilities:
            if isinstance(a, ir.Keyword):
                from .rules.keywords import keyword_text

                what.append(keyword_text(a))
        self.log_event(
            "effect",
            f"{names} gets {' and '.join(what) or 'an effect'} from "
            f"{source_name} ({duration.value})",
            rule,
        )

    def add_player_effect(
        self, player: int, kind: str, source_name: str, duration: ir.Duration, quality: Any
    ) -> None:
        until = player if duration is ir.Duration.YOUR_NEXT_TURN else None
        self.player_effects.append(
            PlayerEffect(
                player,
                kind,
                source_name,
                self.new_timestamp(),
                until,
                quality,
                end_of_turn=duration is ir.Duration.END_OF_TURN,
            )
        )
        self.dirty()
        if kind == "life_cant_change":
            text = f"{self.players[player].name}'s life total can't change"
            rule = "119.7"
        elif kind == "protection":
            from .rules.protection import describe

            text = f"{self.players[player].name} gains {describe(quality)}"
            everything = getattr(quality, "kind", None) is ir.QualityKind.EVERYTHING
            rule = "702.16j" if everything else "702.16a"
        else:  # a keyword: "hexproof from black" keeps its quality (702.11d)
            from .rules.keywords import keyword_text

            kw = keyword_text(ir.Keyword(kind, quality=quality))
            text = f"{self.players[player].name} gains {kw}"
            rule = "611.2"
        self.log_event("effect", f"{text} ({source_name}, {duration.value})", rule)

    def protection_exemptions(self, host_id: int, attachment_id: int) -> frozenset[ir.Quality]:
        """702.16n, 702.16p: qualities whose protection "doesn't remove" this attachment.

        An Aura on the host grants protection and says its effect doesn't remove "this Aura"
        (Cho-Manno's Blessing), "Auras" (Spectra Ward), or what was already attached when
        it began (Benevolent Blessing). Another instance of protection from the same quality
        removes the attachment as usual."""
        out: set[ir.Quality] = set()
        counts: dict[ir.Quality, int] = {}
        for q in self.chars(host_id).protections:
            counts[q] = counts.get(q, 0) + 1
        attachment = self.objects[attachment_id]
        is_aura = "Aura" in self.chars(attachment_id).subtypes
        for aura in self.battlefield_objects():
            if aura.attached_to != host_id:
                continue
            for a in self.chars(aura.id).abilities:
                if not isinstance(a, ir.StaticAbility):
                    continue
                if not isinstance(a.effect, ir.GrantAbilities):
                    continue
                e = a.effect
                kept = (
                    (e.keeps_own_attachments and attachment_id in aura.kept_attachments)
                    or (e.doesnt_remove == "this Aura" and attachment is aura)
                    or (e.doesnt_remove == "Auras" and is_aura)
                )
                if not kept:
                    continue
                for k in layers.with_choices(self, e.abilities, aura):
                    q = k.quality if isinstance(k, ir.Keyword) else None
                    if q is not None and counts.get(q, 0) <= 1:
                        out.add(q)
        return frozenset(out)

    # ------------------------------------------------------------------ characteristics

    def state_stamp(self) -> tuple[int, int]:
        """The changes so far: ``dirty()`` calls, and writes to any object's or player's
        fields (counted as they happen, objects.py). What was computed at one stamp stays
        right while the stamp is the same."""
        return self.version, state_writes()

    def _chars_cache(self) -> layers.CharacteristicsCache:
        stamp = (self.version, state_writes())
        cache = self._chars
        if cache is None or cache.stamp != stamp:
            cache = self._chars = layers.CharacteristicsCache(
                stamp, layers.compute_battlefield(self)
            )
        return cache

    def battlefield_chars(self) -> dict[int, Characteristics]:
        """Characteristics of every phased-in permanent (computed once per state), and of
        nothing else: a phased-out permanent is treated as though it doesn't exist (702.26b)."""
        return self._chars_cache().battlefield

    def chars(self, oid: int) -> Characteristics:
        """The object's characteristics now, all continuous effects applied (613)."""
        cache = self._chars
        if cache is None or cache.stamp != (self.version, _WRITES[0]):  # _chars_cache inlined
            cache = self._chars_cache()
        c = cache.battlefield.get(oid)
        if c is not None:
            return c
        c = cache.elsewhere.get(oid)
        if c is not None:
            return c
        c = self.chars_uncached(oid)
        cache.elsewhere[oid] = c  # kept apart: battlefield_chars() lists phased-in permanents
        return c

    def chars_uncached(self, oid: int) -> Characteristics:
        """The object's characteristics computed from scratch, no cache read or written: the
        reference the cache is tested against (613)."""
        obj = self.objects[oid]
        if obj.zone is Zone.BATTLEFIELD and not obj.phased_out:
            return layers.compute_battlefield(self)[oid]
        c = layers.off_battlefield(self, obj)
        if obj.zone is not Zone.BATTLEFIELD:
            c.controller = obj.controller
        return c

    def player_chars(self, player: int) -> Characteristics:
        """A player's keyword abilities (702.11c, 702.18a, 702.16b), computed by the layer
        system with the permanents' (``layers.player_characteristics``), cached with them."""
        cache = self._chars_cache()
        c = cache.players.get(player)
        if c is None:
            c = cache.players[player] = layers.player_characteristics(self, player)
        return c

    def keyword_abilities(self, oid: int, name: str) -> list[ir.Keyword]:
        return [
            a for a in self.chars(oid).abilities if isinstance(a, ir.Keyword) and a.name == name
        ]

    def has_triggers(self, obj: GameObject) -> bool:
        return self.chars(obj.id).has_triggers

    def summoning_sick(self, obj: GameObject) -> bool:
        """302.6: not continuously controlled since its controller's most recent turn began."""
        return obj.controlled_since_turn >= self.last_turn.get(obj.controller, 0)

    def count_for(self, what: str, obj: GameObject) -> int:
        """Counts used by characteristic-defining abilities (604.3)."""
        if "card types among cards in all graveyards" in what:
            kinds: set[str] = set()
            for p in self.players:
                for oid in p.graveyard:
                    kinds |= set(self.objects[oid].card.types)
            return len(kinds)
        raise NotImplementedError(what)

    def apnap(self, players: list[int]) -> list[int]:
        """101.4: active player first, then the others in turn order."""
        n = len(self.players)
        order = [(self.active_player + k) % n for k in range(n)]
        return [p for p in order if p in players]

    def player_index(self, name: str) -> int:
        for p in self.players:
            if p.name == name:
                return p.index
        raise KeyError(name)

    def object_name(self, oid: int) -> str:
        """The name of object ``oid``: on the stack, in a zone, or one that has left its zone
        (400.7) or ceased to exist; logs and refusals name cards, never bare ids."""
        obj = self.objects.get(oid)
        if obj is not None:
            return obj.name
        item = next((i for i in self.stack if i.object.id == oid), None)
        if item is not None:
            return item.name
        if oid in self.former_names:
            return self.former_names[oid]
        return f"an unknown object (id {oid})"

    def remove_token(self, oid: int) -> None:
        """704.5d: a token in a zone other than the battlefield ceases to exist."""
        obj = self.objects.pop(oid, None)
        self.tokens_elsewhere.discard(oid)
        if obj is None:
            return
        self.former_names[oid] = obj.name
        if obj.zone is not Zone.STACK:
            lst = self._zone_list(obj.zone, obj.owner)
            if oid in lst:
                lst.remove(oid)
        self.log_event(
            "sba", f"{obj.name} ceases to exist (a token in the {obj.zone.value})", "704.5d"
        )
        self.dirty()

    # ------------------------------------------------------------------ mana

    def mana_sources(self, player: int, exclude: int | None = None) -> list[tuple[GameObject, str]]:
        """Untapped permanents with a "{T}: Add ..." mana ability (605.1a) the player can use."""
        memo = SOURCES_MEMO[0]
        key = (id(self), self.version, _WRITES[0], player, exclude)
        if memo is not None:
            known = memo.get(key)
            if known is not None:
                return list(known)
        out = self._mana_sources(player, exclude)
        if memo is not None:
            memo[key] = list(out)
        return out

    def _mana_sources(self, player: int, exclude: int | None) -> list[tuple[GameObject, str]]:
        out = []
        for o in self.battlefield_objects():
            if o.controller != player or o.tapped or o.id == exclude:
                continue
            ch = self.chars(o.id)
            if "creature" in ch.types and self.summoning_sick(o) and "haste" not in ch.keywords:
                continue
            for a in stack.activated_abilities(self, o):
                if (
                    stack.functions_here(a, o)
                    and a.is_mana_ability
                    and a.cost.tap
                    and not a.cost.mana
                    and not a.cost.sacrifice_self
                ):
                    m = next(e for e in a.effects if isinstance(e, ir.AddMana))
                    if m.any_color:
                        out.append((o, "WUBRG"))
                    elif m.alternatives:  # "Add {R} or {G}."
                        out.append((o, "".join(m.alternatives)))
                    else:
                        out.append((o, m.mana))
                    break
        return out

    def mana_plan(
        self, player: int, cost: str | None, x: int = 0, exclude: int | None = None
    ) -> list[tuple[int, str]] | None:
        """How to pay ``cost``: mana from the pool first, then which sources to tap for which
        color ([(object id, color)]). None when it can't be paid (601.2g-h).

        Colored symbols take the sources with the fewest alternatives; generic mana takes
        sources of the spell's own colors first, keeping other colors for later spells."""
        need = ManaCost.parse(cost)
        if need.total(x) == 0:
            return []
        pool: Counter[str] = Counter(
            {k: v for k, v in self.players[player].mana_pool.mana.items() if v > 0}
        )
        found = self.mana_sources(player, exclude)
        if not need.hybrid and need.total(x) > sum(pool.values()) + len(found):
            return None  # each source adds one mana: too few, whatever the plan
        if pay_from(pool, need, x) is not None:
            return []
        sources = [(o.id, _mana_letters(m)) for o, m in found]
        plan: list[tuple[int, str]] = []
        used: set[int] = set()
        # 1. colored symbols the pool doesn't cover
        missing: list[str] = []
        left = pool.copy()
        for c in need.colored:
            if left[c] > 0:
                left[c] -= 1
            else:
                missing.append(c)
        for c in missing:
            options = [s for s in sources if s[0] not in used and c in s[1]]
            if not options:
                return None
            oid, _ = min(options, key=lambda s: (len(s[1]), s[0]))
            used.add(oid)
            plan.append((oid, c))
        available = left.copy()
        for _, c in plan:
            available[c] += 0  # colored symbols already matched
        # 2. hybrid and generic from what's left
        spell_colors = set(need.colored)
        rest = sorted(
            (s for s in sources if s[0] not in used),
            key=lambda s: (not (set(s[1]) & spell_colors), len(s[1]), s[0]),
        )
        trial_pool = pool.copy()
        for _, c in plan:
            trial_pool[c] += 1
        for oid, letters in rest:
            if pay_from(trial_pool, need, x) is not None:
                return plan
            hybrid_colors = {o for h in need.hybrid for o in h}
            color = next((c for c in letters if c in hybrid_colors), letters[0])
            plan.append((oid, color))
            trial_pool[color] += 1
        return plan if pay_from(trial_pool, need, x) is not None else None

    def pay_mana(
        self, player: int, cost: str | None, x: int, plan: list[tuple[int, str]] | None
    ) -> None:
        """Activate the planned mana abilities (605.3), then pay from the pool (601.2h)."""
        p = self.players[player]
        for oid, color in plan or []:
            obj = self.objects[oid]
            obj.tapped = True
            p.mana_pool.add("{" + color + "}")
            self.log_event("mana", f"{p.name} taps {obj.name} for {{{color}}}", "605.3b")
        self.dirty()
        spent = pay_from(p.mana_pool.mana, ManaCost.parse(cost), x)
        assert spent is not None, "mana plan didn't cover the cost"
        p.mana_pool.mana.subtract(spent)
        p.mana_pool.mana += Counter()  # drop zeros

    # ------------------------------------------------------------------ log

    def log_event(self, kind: str, text: str, rule: str | None = None, **data: Any) -> None:
        self.log.append(LogEntry(self.turn_number, self.step, kind, text, rule, data))

    # ------------------------------------------------------------------ decisions

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
        # The answer's form first (types, ids, players, numbers), before anything happens.
        check_form(action, len(self.players), allow_free=judge)
        self._check_ids(action)
        snapshot = None if isinstance(action, PassPriority) else self._snapshot()
        log_len = len(self.log)
        try:
            self._apply(action)
            self.decisions_made += 1
            self._run()
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
                end_journal(snapshot[2], snapshot[3], keep=True)
            raise
        if snapshot is not None:
            end_journal(snapshot[2], snapshot[3], keep=True)

    def _check_ids(self, action: Action) -> None:
        """Every object an answer names exists in this game (109.1), and a card in a hidden
        zone is named only by the player who may see it (400.2)."""
        ids: list[int] = []
        if isinstance(action, PlayLand):
            ids = [action.card]
        elif isinstance(action, CastSpell):
            ids = [action.card, *action.sacrifice]
        elif isinstance(action, ActivateAbility):
            ids = [action.source, *action.sacrifice, *action.tap, *action.discard]
        elif isinstance(action, DeclareAttackers):
            ids = [a for a, _ in action.attacks]
        elif isinstance(action, DeclareBlockers):
            ids = [b for b, a in action.blocks] + [x for _, a in action.blocks for x in a]
        elif isinstance(action, AssignCombatDamage):
            ids = [c for c, _ in action.assignments]
        targets: list[Target] = []
        if isinstance(action, CastSpell | ActivateAbility):
            targets = [t for ts in action.targets for t in ts]
        elif isinstance(action, DeclareAttackers):
            targets = [t for _, t in action.attacks]
        elif isinstance(action, AssignCombatDamage):
            targets = [t for _, division in action.assignments for t, _ in division]
        ids += [t.object_id for t in targets if t.object_id is not None]
        on_stack = {i.object.id for i in self.stack}
        for oid in ids:
            if oid not in self.objects and oid not in on_stack:
                if oid in self.former_names:  # 400.7: it became a new object or ceased to exist
                    raise IllegalActionError(
                        f"{self.former_names[oid]} has left the zone it was in: it's a new "
                        "object now",
                        "400.7",
                    )
                raise IllegalActionError(f"there is no object {oid} in this game", "109.1")

    def _apply(self, action: Action) -> None:
        d = self.pending
        assert d is not None
        if d.kind == "priority":
            if isinstance(action, PassPriority):
                self._pass()
            elif isinstance(action, CastSpell):
                self.pending = None
                stack.cast(self, action, d.player)
                self._after_priority_action(d.player)
            elif isinstance(action, ActivateAbility):
                self.pending = None
                stack.activate(self, action, d.player)
                self._after_priority_action(d.player)
            elif isinstance(action, PlayLand):
                self.pending = None
                self._play_land(action, d.player)
                self._after_priority_action(d.player)
            else:
                raise IllegalActionError(
                    f"{self.players[d.player].name} has priority: pass, cast, "
                    f"activate or play a land, not {type(action).__name__}",
                    "117.1",
                )
            return
        if d.kind == "declare_attackers":
            if not isinstance(action, DeclareAttackers):
                raise IllegalActionError("the game waits for attackers to be declared", "508.1")
            self._declare_attackers(dict(action.attacks))
            return
        if d.kind == "declare_blockers":
            if not isinstance(action, DeclareBlockers):
                raise IllegalActionError("the game waits for blockers to be declared", "509.1")
            self._declare_blockers({b: list(a) for b, a in action.blocks})
            return
        if d.kind == "assign_combat_damage":
            if not isinstance(action, AssignCombatDamage):
                raise IllegalActionError("the game waits for combat damage assignment", "510.1")
            self._take_damage_assignment(d, action)
            return
        if not isinstance(action, Choose):
            raise IllegalActionError(f"the game waits for a choice: {d.prompt}", "608.2d")
        if d.kind == "choose_targets":
            self._answer_trigger_targets(d, action.value)
        elif d.kind == "order_triggers":
            self._answer_trigger_order(d, action.value)
        elif d.kind == "choose":
            self._answer_choice(d, action.value)
        else:
            raise IllegalActionError(f"unknown decision {d.kind}")

    def _snapshot(self) -> _Snapshot:
        """What puts the game back if an answer is refused or the engine fails: the game's
        own fields copied as ``clone`` copies them, but the objects shared, their field
        writes journaled as they happen (objects.py) and their counters copied (a change
        inside a dict isn't a field write). Cheaper than cloning every object per answer."""
        d = self._copied_fields(deep_objects=False)
        counters = {
            id(o): (dict(o.counters), dict(o.counter_timestamps))
            for o in self.objects.values()
            if o.counters or o.counter_timestamps
        }
        rng_state = self.rng.getstate()  # the same generator, put back to this state
        journal, outer = start_journal()
        return d, counters, journal, outer, rng_state

    def _restore(self, snap: _Snapshot) -> None:
        d, counters, journal, outer, rng_state = snap
        end_journal(journal, outer, keep=False)
        undo_journal(journal)
        for o in d["objects"].values():
            c, t = counters.get(id(o), _NO_COUNTERS)
            if o.counters != c:
                o.counters.clear()
                o.counters.update(c)
            if o.counter_timestamps != t:
                o.counter_timestamps.clear()
                o.counter_timestamps.update(t)
        self.__dict__.clear()
        self.__dict__.update(d)
        self.rng.setstate(rng_state)

    def clone(self) -> Game:
        """A copy for look-ahead: objects and players copied, card definitions shared."""
        g = type(self).__new__(type(self))
        g.__dict__.update(self._copied_fields(deep_objects=True))
        return g

    def _copied_fields(self, deep_objects: bool) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["players"] = [p.clone() for p in self.players]
        if deep_objects:
            d["objects"] = {k: o.clone() for k, o in self.objects.items()}
        else:
            d["objects"] = dict(self.objects)
        d["battlefield"] = list(self.battlefield)
        d["exile"] = list(self.exile)
        objs = d["objects"]
        d["stack"] = [
            StackItem(
                objs.get(i.object.id, i.object) if isinstance(i.object, GameObject) else i.object,
                i.targets,
                i.x,
                i.modes,
            )
            for i in self.stack
        ]
        d["combat"] = self.combat.clone()
        d["continuous_effects"] = list(self.continuous_effects)
        d["player_effects"] = list(self.player_effects)
        d["prevention_shields"] = [
            PreventionShield(s.source_name, s.object_id, s.player, s.remaining, s.combat_only)
            for s in self.prevention_shields
        ]
        d["pending_triggers"] = list(self.pending_triggers)
        d["_trigger_queue"] = list(self._trigger_queue)
        d["log"] = list(self.log)
        d["_chars"] = None
        d["restriction_cache"] = None
        d["renamed"] = dict(self.renamed)
        d["last_known"] = dict(self.last_known)
        d["former_names"] = dict(self.former_names)
        d["last_turn"] = dict(self.last_turn)
        d["tokens_elsewhere"] = set(self.tokens_elsewhere)
        d["activated_this_turn"] = set(self.activated_this_turn)
        d["control_effects"] = list(self.control_effects)
        d["skip_untap"] = dict(self.skip_untap)
        d["draw_replacements"] = list(self.draw_replacements)
        d["exiled_until_leaves"] = list(self.exiled_until_leaves)
        d["returns_waiting"] = list(self.returns_waiting)
        d["held_untapped"] = list(self.held_untapped)
        d["delayed_triggers"] = list(self.delayed_triggers)
        d["legend_choices"] = dict(self.legend_choices)
        d["_pending_order"] = {k: list(v) for k, v in self._pending_order.items()}
        d["_paused_resolution"] = dict(self._paused_resolution) if self._paused_resolution else None
        d["_damage_state"] = _copy_damage_state(self._damage_state)
        d["_resolving"] = dict(self._resolving) if self._resolving else None
        if deep_objects:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
            d["rng"] = rng
        return d

    def view(self, player: int) -> PlayerView:
        """What ``player`` can see of the game: hidden zones hidden (400.2); see view.py."""
        from .view import PlayerView

        return PlayerView(self, player)

    def fingerprint(self) -> str:
        """A hash of the whole game state (not the log), to prove a refused action changed
        nothing."""
        return hashlib.sha256(
            json.dumps(self.state_dict(), sort_keys=True, default=str).encode()
        ).hexdigest()

    def state_dict(self) -> dict[str, Any]:
        return {
            "players": [
                {k: getattr(p, k) for k in p.__slots__ if k != "mana_pool"}
                | {"mana_pool": str(p.mana_pool)}
                for p in self.players
            ],
            "objects": {
                str(k): {
                    "card": o.card.name,
                    "owner": o.owner,
                    "controller": o.controller,
                    "zone": o.zone.value,
                    "tapped": o.tapped,
                    "damage": o.damage,
                    "counters": o.counters,
                    "phased_out": o.phased_out,
                    "attached_to": o.attached_to,
                    "ts": o.timestamp,
                    "regen": o.regen_shields,
                }
                for k, o in sorted(self.objects.items())
            },
            "battlefield": self.battlefield,
            "exile": self.exile,
            "stack": [
                [i.name, [[(t.object_id, t.player) for t in ts] for ts in i.targets]]
                for i in self.stack
            ],
            "turn": [
                self.turn_number,
                self.active_player,
                self.step,
                self.priority_player,
                self.passes,
            ],
            "combat": [
                sorted(self.combat.attackers.items(), key=lambda kv: kv[0]),
                sorted(self.combat.blockers.items()),
            ],
            "effects": [repr(e) for e in self.continuous_effects],
            "player_effects": [repr(e) for e in self.player_effects],
            "shields": [repr(s) for s in self.prevention_shields],
            "pending": repr(self.pending),
            "control": [repr(e) for e in self.control_effects],
            "delayed": [repr(t) for _, t in self.delayed_triggers],
            "triggers": [repr(t) for t in self.pending_triggers],
            "skip_untap": self.skip_untap,
            "monarch": self.monarch,
            "exiled_until_leaves": self.exiled_until_leaves,
            "held_untapped": self.held_untapped,
            "draw_replacements": self.draw_replacements,
            "chosen": {
                str(k): [o.chosen_color, o.chosen_name, o.linked, sorted(o.kept_attachments)]
                for k, o in sorted(self.objects.items())
                if o.chosen_color or o.chosen_name or o.linked or o.kept_attachments
            },
        }

    # ------------------------------------------------------------------ choices

    def _ask_choice(
        self, player: int, prompt: str, options: tuple[Any, ...], data: dict[str, Any]
    ) -> None:
        self.pending = Decision("choose", player, prompt, options, data)

    def _ask_waiting_return(self) -> None:
        """610.3: an exiled card returns "until ..." ends; its "As this enters, choose ..."
        is chosen by its owner, under whose control it returns (610.3c, 614.12a)."""
        oid, text = self.returns_waiting.pop(0)
        card = self.objects.get(oid)
        if card is None or card.zone is not Zone.EXILE:
            return
        choice, options = effects.as_enters_options(self, card.card, card.owner)
        assert choice is not None
        self._ask_choice(
            card.owner,
            f"As {card.name} enters, choose a {choice.choice}",
            options,
            {"purpose": "as_enters_return", "card": oid, "text": text, "kind": choice.choice},
        )

    def _as_enters_value(self, d: Decision, value: Any) -> Any:
        """614.12a: an answer to "As this enters, choose ...": one of the options, or for a
        card name (201.4) a real card's name."""
        if d.options is None:
            return _card_name(d, value)
        if not _is_option(value, d.options):
            raise IllegalActionError(f"{value!r} isn't one of the choices: {d.prompt}", "614.12a")
        return value

    def _answer_choice(self, d: Decision, value: Any) -> None:
        purpose = d.data.get("purpose")
        if isinstance(value, bool) and d.options is not None and "yes" in d.options:
            value = "yes" if value else "no"
        if isinstance(value, list | tuple) and len(set(map(repr, value))) != len(value):
            raise IllegalActionError(f"the same choice is given twice: {d.prompt}", "608.2d")
        if purpose == "cleanup_discard":
            picks = list(value) if isinstance(value, list | tuple) else [value]
            if len(picks) != d.data["count"] or any(not _is_option(p, d.options) for p in picks):
                raise IllegalActionError(
                    f"choose {d.data['count']} card(s) from your hand", "514.1"
                )
            self.pending = None
            for oid in picks:
                self.discard(oid, "hand size")
            turn.cleanup_damage_and_effects(self)
            return
        if purpose == "legend":
            if not _is_option(value, d.options):
                raise IllegalActionError(
                    f"choose one of the legendary permanents named {d.data['key'][1]}", "704.5j"
                )
            self.pending = None
            self.legend_choices[d.data["key"]] = value
            return
        if purpose == "as_enters_return":
            value = self._as_enters_value(d, value)
            self.pending = None
            card = self.objects.get(d.data["card"])
            if card is not None and card.zone is Zone.EXILE:
                new = self.move(card, Zone.BATTLEFIELD, d.data["text"], "610.3")
                effects.record_as_enters(self, new, (d.data["kind"], str(value)))
            return
        if purpose == "as_enters":
            value = self._as_enters_value(d, value)
            self.pending = None
            self._permanent_enters(d.data["item"], d.data["legal"], value)
            return
        if purpose == "optional":
            if value not in ("yes", "no"):
                raise IllegalActionError(f"answer yes or no: {d.prompt}", "603.5")
            r = d.data["resolving"]
            self.pending = None
            if value == "yes":
                self._resolving = r
            else:
                item = r["item"]
                if self.stack and self.stack[-1].object.id == item.object.id:
                    self.stack.pop()
                self.priority_player = None
            return
        # A choice during resolution (608.2d).
        r = self._paused_resolution
        assert r is not None
        if d.data.get("card_name"):  # "choose a card name" (201.4): a real card's name
            value = _card_name(d, value)
        if purpose in ("scry", "surveil"):  # {top: [...], bottom/graveyard: [...]}
            effects.library_split(d, value)
            picks = []
        else:
            picks = list(value) if isinstance(value, list | tuple) else [value]
            if d.options is None and not all(isinstance(p, str | int) for p in picks):
                raise IllegalActionError(f"{value!r} isn't an answer to: {d.prompt}", "608.2d")
        for p in picks:
            if d.options is not None and not _is_option(p, d.options):
                why = d.data.get("refusals", {}).get(p) if isinstance(p, str | int) else None
                if why:
                    raise IllegalActionError(why)
                raise IllegalActionError(
                    f"{value!r} isn't one of the choices: {d.prompt}", "608.2d"
                )
        many = "count" in d.data or d.data.get("optional")
        if isinstance(value, list | tuple) and not many:
            raise IllegalActionError(f"choose one: {d.prompt}", "608.2d")
        if None in picks and len(picks) > 1:  # None is "nothing": it stands alone
            raise IllegalActionError(f"choose nothing, or cards: not both: {d.prompt}", "608.2d")
        chosen = [p for p in picks if p is not None]
        if "count" in d.data:
            n = d.data["count"]
            if len(chosen) > n or (not d.data.get("optional") and len(chosen) != n):
                exactly = "up to" if d.data.get("optional") else "exactly"
                raise IllegalActionError(f"choose {exactly} {n}: {d.prompt}", "608.2d")
        r["answers"] = [*r["answers"], value]
        self.pending = None
        self._resolving = r


@dataclass(frozen=True, slots=True)
class SacrificeLinked:
    """ "that creature's controller sacrifices it" (Animate Dead leaving the battlefield)."""

    object_id: int


def _sacrifice_linked(ctx: effects.EffectContext, e: SacrificeLinked) -> None:
    obj = ctx.game.objects.get(e.object_id)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        ctx.game.sacrifice(obj.id, ctx.name)


effects.EXECUTORS[SacrificeLinked] = _sacrifice_linked


def _card_name(d: Decision, value: Any) -> str:
    """201.4: the answer to "choose a card name" is a real card's name."""
    if not isinstance(value, str) or not value.strip() or len(value) > 200:
        raise IllegalActionError(f"name a card: {d.prompt}", "201.4")
    from .cards.database import CardDatabase
    from .errors import UnknownCardError

    try:
        return CardDatabase.bundled().get(value).name
    except UnknownCardError as e:
        raise IllegalActionError(str(e), "201.4") from None


def _is_option(value: Any, options: tuple[Any, ...] | None) -> bool:
    """``value`` is one of the offered options, of the same type (True is not object 1)."""
    return any(type(value) is type(o) and value == o for o in options or ())


def _mana_letters(mana: str) -> list[str]:
    if mana == "WUBRG":
        return list("WUBRG")
    return [s for s in mana.replace("{", " ").replace("}", " ").split()]


def _has_replacement(card: ir.CardDefinition, kind: str) -> bool:
    return any(
        isinstance(a, ir.StaticAbility)
        and isinstance(a.effect, ir.Replacement)
        and a.effect.kind == kind
        for a in card.abilities
    )


def _copy_damage_state(st: dict[str, Any] | None) -> dict[str, Any] | None:
    if st is None:
        return None
    return {
        k: (dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v)
        for k, v in st.items()
    }
