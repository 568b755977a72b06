"""The state of a game: plain data, with copying, fingerprints and small data helpers.

The rules (``rules/``) are functions over a :class:`GameState`; ``game.Game`` is the
facade a player or agent uses. Nothing here imports a rules module or ``game``."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from copy import copy
from typing import Any, Self, cast

from .cards import ir
from .decisions import (
    Decision,
)
from .fingerprint import fingerprint
from .log import LogEntry
from .objects import (
    ClonePlan,
    GameObject,
    LastKnown,
    StackItem,
    clone_objects,
    end_journal,
    start_journal,
    state_writes,
    undo_journal,
)
from .players import Player
from .records import (
    Characteristics,
    CharacteristicsCache,
    Combat,
    ContinuousEffect,
    ControlEffect,
    PendingTrigger,
    PlayerEffect,
    PreventionShield,
    RedirectionShield,
    TurnTrigger,
)
from .zones import Zone

# Game._snapshot: the game's fields, the journal of field writes and the journal it
# interrupted (objects.py), the generator's state
_Snapshot = tuple[
    dict[str, Any],
    list[tuple[Any, str, Any]],
    "list[tuple[Any, str, Any]] | None",
    tuple[Any, ...],
]


class _PendingRandom(random.Random):
    """A copy of a game's generator not made yet (``GameState.clone``): it holds the state
    to start from and becomes a plain ``random.Random`` in that state when first drawn
    from, so a copy that never shuffles costs nothing (a generator's state is 625 numbers:
    reading and writing it cost more than the rest of a clone). The numbers drawn are those
    the original would draw."""

    __slots__ = ()

    def _wake(self) -> None:
        state = self.__dict__.pop("_pending", None)
        if state is not None:
            self.__class__ = random.Random  # type: ignore[assignment]
            random.Random.setstate(self, state)

    def random(self) -> float:
        _PendingRandom._wake(self)  # a bound method may outlive the class swap
        return random.Random.random(self)

    def getrandbits(self, k: int, /) -> int:
        _PendingRandom._wake(self)  # a bound method may outlive the class swap
        return random.Random.getrandbits(self, k)

    def randbytes(self, n: int) -> bytes:
        _PendingRandom._wake(self)  # a bound method may outlive the class swap
        return random.Random.randbytes(self, n)

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        _PendingRandom._wake(self)  # gauss keeps a number for next time (in the state)
        return random.Random.gauss(self, mu, sigma)

    def seed(self, *args: Any, **kwargs: Any) -> None:
        self.__dict__.pop("_pending", None)
        self.__class__ = random.Random  # type: ignore[assignment]
        random.Random.seed(self, *args, **kwargs)

    def getstate(self) -> tuple[Any, ...]:
        state = self.__dict__.get("_pending")
        return random.Random.getstate(self) if state is None else cast("tuple[Any, ...]", state)

    def setstate(self, state: tuple[Any, ...]) -> None:
        self.__dict__["_pending"] = state
        self.gauss_next = None

    def __reduce__(self) -> tuple[Any, ...]:
        _PendingRandom._wake(self)  # a bound method may outlive the class swap
        return cast("tuple[Any, ...]", random.Random.__reduce__(self))


def _rng_state(rng: random.Random) -> tuple[Any, ...]:
    """``rng.getstate()``; a plain generator becomes pending in that state, so that reading
    it again (the next clone or refusal snapshot) costs nothing until it is drawn from."""
    state = rng.getstate()
    if type(rng) is random.Random:
        rng.__class__ = _PendingRandom
        rng.__dict__["_pending"] = state
    return state


def _pending_copy(rng: random.Random) -> random.Random:
    """A copy of ``rng`` that draws the same numbers (``_PendingRandom``)."""
    state = _rng_state(rng)
    new: Any = _PendingRandom.__new__
    copy: _PendingRandom = new(_PendingRandom, 0)  # seeded by 0, not by the OS: cheaper
    copy.__dict__["_pending"] = state
    copy.gauss_next = None
    return copy


LONG_AGO = -(10**9)  # set up on the battlefield long before: not summoning sick (302.6)
SICK = 10**9  # set up summoning sick: becomes "this turn" when play starts


def _no_enters_triggers(game: GameState, obj: GameObject) -> None:
    """Until rules/zone_moves.py (which the state doesn't import) puts its own in place."""


#: 603.6a: what looks for a permanent's enters triggers once the event that put it onto the
#: battlefield ends (``GameState.simultaneously``); set by rules/zone_moves.py
ENTERED_TOGETHER: list[Callable[[GameState, GameObject], None]] = [_no_enters_triggers]


class GameState:
    """One game of Magic: players, objects, zones, turn, combat, effects, the pending
    decision and the log."""

    # False: events are no longer logged (a simulation that keeps only results: memory
    # stays flat and a clone copies no log). Nothing in the rules reads the log. A class
    # default, so a game that never changes it saves and loads as before.
    keep_log = True

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
        self.redirection_shields: list[RedirectionShield] = []  # 614.9 (rules/redirection.py)
        self.pending_triggers: list[PendingTrigger] = []
        self.log: list[LogEntry] = []
        self.pending: Decision | None = None
        self.resolution_progress: tuple[int, int] | None = None
        # where the log entries of a paused instruction begin (rules/resolve.py): played
        # again after the answer, it doesn't log twice; the log only, not the game's state
        self._replay_log_from: int | None = None
        self._resolving: dict[str, Any] | None = None
        self._trigger_queue: list[PendingTrigger] = []
        self._damage_state: dict[str, Any] | None = None
        self._next_id = 1
        self._next_ts = 1
        self.rng = random.Random(seed)
        self.skip_first_draw = False  # 103.8a, set by begin_game for a whole game
        self.winner: int | None = None
        self.over = False
        self._chars: CharacteristicsCache | None = None  # this state's (613)
        self._clone_plan: ClonePlan | None = None  # what clone() copies (objects.py)
        self.version = 0  # bumped by every change (dirty)
        self.bf_version = 0  # bumped by dirty(), not by dirty_elsewhere()
        self.sba_clean_version = -1  # the version at which no state-based action applied
        self.sba_clean_writes = -1  # and the count of writes then (state_stamp)
        # rules/mechanics.py: the mechanics the objects so far bring, and the first object id
        # not looked at yet
        self.mechanics = 0
        self.mechanics_upto = 0
        # rules/combat_restrictions.py: (characteristics, restrictions, their kinds)
        self.restriction_cache: tuple[Any, list[Any], frozenset[str]] | None = None
        # the battlefield (ids) last found with no control change possible (rules/control.py)
        self.control_quiet: list[int] | None = None
        self._step_done = False
        self.decisions_made = 0
        self.renamed: dict[int, int] = {}  # old object id -> the object it became (400.7)
        # old object id -> the object as it last existed in a public zone (608.2h, 113.7a)
        self.last_known: dict[int, LastKnown] = {}
        self.former_names: dict[int, str] = {}  # names of objects that no longer exist
        self.last_turn: dict[int, int] = {}  # player -> number of their most recent turn
        self.previous_turn: dict[int, int] = {}  # player -> their turn before that (702.30a)
        self._paused_resolution: dict[str, Any] | None = None
        self._pending_order: dict[int, list[PendingTrigger]] = {}
        self._cleanup_priority = False
        self.activated_this_turn: set[tuple[int, int]] = set()  # 602.5b "once each turn"
        # 702.177a: (object, ability index) of exhaust abilities activated ("only once")
        self.exhausted: set[tuple[int, int]] = set()
        self.damaged_this_turn: set[int] = set()  # "was dealt damage this turn" (120.3)
        self.spells_cast_this_turn = 0  # 702.40a: storm counts the spells cast before it
        self.control_effects: list[ControlEffect] = []  # 613.1b (layer 2): rules/control.py
        self.delayed_triggers: list[tuple[int, PendingTrigger]] = []  # 603.7
        self.turn_triggers: list[TurnTrigger] = []  # 603.7b: "until end of turn, whenever"
        self.monarch: int | None = None  # 724
        self.initiative: int | None = None  # 725: the player who has the initiative
        self.day_night: str | None = None  # 730.1: "day", "night" or neither (rules/day_night.py)
        self.previous_active: int | None = None  # 502.2: the previous turn's active player
        # results a scenario fixes for the next coin flips (won: True) and die rolls, used
        # before the seeded generator (rules/random_effects.py, 705.2, 706.2)
        self.forced_flips: tuple[bool, ...] = ()
        self.forced_rolls: tuple[int, ...] = ()
        self.skip_untap: dict[int, int] = {}  # 614.10: untap steps a player will skip
        self.skip_turns: dict[int, int] = {}  # 614.10: turns a player will skip (s10 h-act)
        self.unpreventable_until_cleanup = False  # 615.12 "damage can't be prevented this turn"
        self.draw_replacements: list[tuple[int, int, str]] = []  # Words of Worship (614.1a)
        self.exiled_until_leaves: list[tuple[int, int]] = []  # (source, exiled card): 610.3
        # (source, exiled card): cards an object's ability exiled, for its linked ability
        # "return the exiled card" (406.6, 607.2a)
        self.exiled_with: list[tuple[int, int]] = []
        # 610.3 returns waiting for the returning permanent's "As this enters" choice (614.12a)
        self.returns_waiting: list[tuple[int, str]] = []
        self.held_untapped: list[tuple[int, int, str]] = []  # "for as long as": 611.2b
        # 502.3: (object, player): it doesn't untap during that player's next untap step
        self.untap_locks: list[tuple[int, int]] = []
        # 614.1a: (object, source name): "if that creature would die this turn, exile it
        # instead", created by a resolving spell or ability (rules/exile_instead.py)
        self.die_exile: list[tuple[int, str]] = []
        self.extra_turns: list[int] = []  # 500.7: players to take them, the last one first
        self.turn_order_player = 0  # whose turn the last one not an extra turn was (500.7)
        # 500.8: phases added to this turn ("combat", "main"), the next one first, and the
        # step the turn goes on with after them (rules/added_phases.py)
        self.added_phases: list[str] = []
        self.resume_step: str | None = None
        self.postcombat_mains = 0  # 505.1a, 505.1b: this turn's postcombat main phases so far
        self.combat_phases = 0  # 506.1: this turn's combat phases so far
        # (exiled card, player, turn, until, cast only): "you may play that card this turn"
        # (601.3, 305.1; rules/play_permissions.py)
        self.play_permissions: list[tuple[int, int, int, str, bool]] = []
        self.tokens_elsewhere: set[int] = set()  # tokens that left the battlefield (704.5d)
        self.legend_choices: dict[tuple[int, str], int] = {}  # 704.5j answers
        # objects that left the battlefield in the simultaneous event under way (603.10a)
        self._leaving: list[tuple[GameObject, Characteristics]] | None = None
        #: the permanents' characteristics as the current leaving event began (603.10a)
        self._bf_before: dict[int, Characteristics] | None = None
        # permanents put onto the battlefield in the simultaneous event under way, whose
        # enters triggers are looked for once all of them are there (603.6a;
        # rules/zone_moves.together)
        self._entering: list[GameObject] | None = None
        # 616.1e: the replacement-order choices made for the answer being applied, which
        # is played again with them (pipeline.ask); an answer is being applied, so such
        # a choice can be asked
        self.replacement_answers: list[str] = []
        self.replacement_asked = 0
        self.answering = False

    @contextmanager
    def simultaneously(self) -> Iterator[None]:
        """One event in which several objects may leave the battlefield at once ("destroy
        all", "each player sacrifices", state-based actions: 704.3): the leaves-the-battlefield
        abilities of each of them look back in time and see all the others leave (603.10a).
        Permanents put onto the battlefield in it ("return all creature cards from your
        graveyard", "create two tokens") are all there, newcomers included, when its enters
        triggers are looked for, as it ends (603.6a: Agent of Erebos returned with another
        enchantment triggers twice, in whichever order the cards are moved). Nested events
        are part of the outermost one. One interrupted by an error or a question has its
        enters triggers dropped: its instruction is carried out again from its start (608.2)."""
        if self._leaving is not None:
            yield
            return
        self._leaving = []
        self._entering = []
        try:
            yield
            entered, self._entering = self._entering, None
            for obj in entered:  # still within the event: "one or more" batches it (603.2c)
                ENTERED_TOGETHER[0](self, obj)
        finally:
            self._leaving = None
            self._entering = None
            self._bf_before = None

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
        self.bf_version += 1

    def dirty_elsewhere(self) -> None:
        """A change that can't alter what a closed computation of the permanents'
        characteristics found (613; ``layers.compute_battlefield``, which reads no condition,
        filter or characteristic-defining ability then): a card moved between zones other
        than the battlefield, mana paid, life gained or lost, attackers or blockers declared.
        Everything else computed from the state goes stale as with ``dirty``."""
        self.version += 1

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
        """Put a card (or token) directly into a zone, as a new object. ``Game.add_card``
        checks the card against the support gate (``cards/gate.py``) first."""
        obj = GameObject.new(
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
        obj.controlled_since_turn = SICK if summoning_sick else LONG_AGO
        if phased_out:  # 702.26a: phased out under its controller, who phases it in
            obj.phased_out_controller = obj.controller
        if zone is Zone.STACK:
            raise ValueError("put spells on the stack by casting them")
        self.objects[obj.id] = obj
        self._zone_list(obj.zone, obj.owner).append(obj.id)
        self.dirty()
        return obj

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

    def state_stamp(self) -> tuple[int, int]:
        """The changes so far: ``dirty()`` calls, and writes to any object's or player's
        fields (counted as they happen, objects.py). What was computed at one stamp stays
        right while the stamp is the same."""
        return self.version, state_writes()

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

    def log_event(self, kind: str, text: str, rule: str | None = None, **data: Any) -> None:
        if self.keep_log:
            self.log.append(LogEntry(self.turn_number, self.step, kind, text, rule, data))

    def _snapshot(self) -> _Snapshot:
        """What puts the game back if an answer is refused or the engine fails: the game's
        own fields copied as ``clone`` copies them, but the objects shared, their field
        writes journaled as they happen (objects.py). An object's counters are changed by
        writing a new dict (copy on write), never in place, so the journal has them too.
        Cheaper than cloning every object per answer."""
        d = self._copied_fields(deep_objects=False)
        rng_state = _rng_state(self.rng)  # the same generator, put back to this state
        journal, outer = start_journal()
        return d, journal, outer, rng_state

    def _restore(self, snap: _Snapshot) -> None:
        d, journal, outer, rng_state = snap
        end_journal(journal, outer, keep=False)
        undo_journal(journal)
        self.__dict__.clear()
        self.__dict__.update(d)
        self.rng.setstate(rng_state)

    def clone(self) -> Self:
        """A copy for look-ahead: objects and players copied, card definitions shared."""
        g = type(self).__new__(type(self))
        g.__dict__.update(self._copied_fields(deep_objects=True))
        return g

    def _copied_fields(self, deep_objects: bool) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["players"] = [p.clone() for p in self.players]
        if deep_objects:
            # the plan is kept on the original, which a search clones again (not a field
            # of the game: a clone starts without one, and no digest or save reads it)
            d["objects"], self._clone_plan = clone_objects(self.objects, self._clone_plan)
            d["_clone_plan"] = None
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
        # every field: a source's shield (615.7, 615.1) keeps its source; mutable (remaining)
        d["prevention_shields"] = [copy(s) for s in self.prevention_shields]
        d["redirection_shields"] = [copy(s) for s in self.redirection_shields]  # 614.9
        d["pending_triggers"] = list(self.pending_triggers)
        d["_trigger_queue"] = list(self._trigger_queue)
        d["log"] = list(self.log)
        d["_chars"] = None
        d["restriction_cache"] = None
        d["renamed"] = dict(self.renamed)
        d["last_known"] = dict(self.last_known)
        d["former_names"] = dict(self.former_names)
        d["last_turn"] = dict(self.last_turn)
        d["previous_turn"] = dict(self.previous_turn)
        d["tokens_elsewhere"] = set(self.tokens_elsewhere)
        d["activated_this_turn"] = set(self.activated_this_turn)
        d["exhausted"] = set(self.exhausted)
        d["damaged_this_turn"] = set(self.damaged_this_turn)
        d["control_effects"] = list(self.control_effects)
        d["skip_untap"] = dict(self.skip_untap)
        d["skip_turns"] = dict(self.skip_turns)
        d["draw_replacements"] = list(self.draw_replacements)
        d["replacement_answers"] = list(self.replacement_answers)
        d["exiled_until_leaves"] = list(self.exiled_until_leaves)
        d["exiled_with"] = list(self.exiled_with)
        d["returns_waiting"] = list(self.returns_waiting)
        d["held_untapped"] = list(self.held_untapped)
        d["untap_locks"] = list(self.untap_locks)
        d["die_exile"] = list(self.die_exile)
        d["extra_turns"] = list(self.extra_turns)
        d["added_phases"] = list(self.added_phases)
        d["play_permissions"] = list(self.play_permissions)
        d["delayed_triggers"] = list(self.delayed_triggers)
        d["turn_triggers"] = list(self.turn_triggers)
        d["legend_choices"] = dict(self.legend_choices)
        d["_pending_order"] = {k: list(v) for k, v in self._pending_order.items()}
        d["_paused_resolution"] = dict(self._paused_resolution) if self._paused_resolution else None
        d["_damage_state"] = _copy_damage_state(self._damage_state)
        d["_resolving"] = dict(self._resolving) if self._resolving else None
        if deep_objects:
            d["rng"] = _pending_copy(self.rng)
        return d

    def fingerprint(self) -> str:
        """A digest of the whole game state (not the log): to prove a refused action changed
        nothing, and to recognise positions (fingerprint.py)."""
        return fingerprint(self)

    def state_dict(self) -> dict[str, Any]:
        return {
            "players": [
                {k: getattr(p, k) for k in cast("tuple[str, ...]", p.__slots__) if k != "mana_pool"}
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
            "redirections": [repr(s) for s in self.redirection_shields],
            "pending": repr(self.pending),
            "control": [repr(e) for e in self.control_effects],
            "delayed": [repr(t) for _, t in self.delayed_triggers],
            "turn_triggers": [repr(t) for t in self.turn_triggers],
            "triggers": [repr(t) for t in self.pending_triggers],
            "skip_untap": self.skip_untap,
            "skip_turns": self.skip_turns,
            "monarch": self.monarch,
            "initiative": self.initiative,
            "day_night": [self.day_night, self.previous_active],
            "forced_flips": self.forced_flips,
            "forced_rolls": self.forced_rolls,
            "exiled_until_leaves": self.exiled_until_leaves,
            "exiled_with": self.exiled_with,
            "held_untapped": self.held_untapped,
            "untap_locks": self.untap_locks,
            "die_exile": self.die_exile,
            "extra_turns": self.extra_turns,
            "added_phases": [
                self.added_phases,
                self.resume_step,
                self.postcombat_mains,
                self.combat_phases,
            ],
            "play_permissions": self.play_permissions,
            "draw_replacements": self.draw_replacements,
            "chosen": {
                str(k): [o.chosen_color, o.chosen_name, o.linked, sorted(o.kept_attachments)]
                for k, o in sorted(self.objects.items())
                if o.chosen_color or o.chosen_name or o.linked or o.kept_attachments
            },
            "copies": {  # 707.2: the copy effects objects entered with
                str(k): [c.name, c.power, c.toughness, c.types, c.subtypes, len(c.abilities)]
                for k, o in sorted(self.objects.items())
                if (c := o.copy_of) is not None
            },
        }


def _copy_damage_state(st: dict[str, Any] | None) -> dict[str, Any] | None:
    if st is None:
        return None
    return {
        k: (dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v)
        for k, v in st.items()
    }
