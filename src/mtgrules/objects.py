"""Objects (109): cards, tokens, spells and abilities on the stack.

A :class:`GameObject` holds only what the game changes (zone, tap state, damage, counters,
attachments, timestamps); its printed characteristics are the shared, immutable
:class:`~mtgrules.cards.ir.CardDefinition`. The values the game sees are computed by the
layer system (rules/layers.py). 400.7: an object that changes zones becomes a new object
with a new id; nothing of its old state carries over.
"""

from __future__ import annotations

import copy
import threading
from dataclasses import MISSING, dataclass, field, fields
from operator import is_
from typing import Any, NamedTuple

from .cards.ir import ActivatedAbility, CardDefinition, TriggeredAbility
from .zones import Zone

# Every write to a game object's or a player's fields after it is made, counted across the
# games of this process. The caches computed from the state (characteristics, 613; the
# state-based action shortcut, 704.3) remember this count with Game.version, so a write
# that forgets Game.dirty() still makes them stale: invalidation doesn't depend on every
# mutation remembering it. (Counted globally: a write in another game only costs a
# recomputation.) Changes inside a dict or list field (counters, a library) aren't writes:
# the methods that make them call Game.dirty().
_WRITES = [0]

# The writes that can't change what a *closed* computation of the layers found (one that read
# no condition, no filter and no characteristic-defining ability: layers.compute_battlefield):
# what is tapped or damaged, a player's life, poison, mana or land plays. Every other write
# to a player or to an object on the battlefield is also counted in _LAYER_WRITES, which the
# characteristics cache remembers for a closed computation instead of _WRITES
# (rules/characteristics.chars_cache).
QUIET_FIELDS = frozenset(
    {
        "tapped",
        "damage",
        "deathtouch_damage",
        "regen_shields",
        "x",
        "kicked",
        "sacrificed",
        "cost_exiled",
        "divided",
        "squad_paid",
        "colors_spent",
        "cast_x",
        "flashed_back",
        "alt_keyword",
        "renowned",
        "monstrous",
        "controlled_since_turn",
        "life",
        "poison",
        "mana_pool",
        "drew_from_empty",
        "lands_played",
        "land_drops",
        "life_gained_this_turn",
        "damage_dealt_this_turn",
        "life_lost_this_turn",
        "spells_cast_this_turn",
        "discarded_this_turn",
        "died_this_turn",
        "combat_damage_types",
        "creatures_died_this_turn",  # h-history (players.py)
        "left_this_turn",
        "void_this_turn",
        "gy_permits_used",
        "entered_this_turn",
        "attackers_this_turn",
        "spells_cast_types",
        "spells_cast_last_turn",  # 500.1 (players.py)
        "transform_mark",  # 701.27f (the face up is ``transformed`` and ``copy_of``)
        "sources_dealt_damage",
        "damaged_by",
        "cards_drawn_this_turn",
        "descended_this_turn",
        "from_battlefield",
        "loss_reason",
        "left_game",
    }
)
_LAYER_WRITES = [0]
_BATTLEFIELD = Zone.BATTLEFIELD  # (players have no zone: their writes are counted)


def state_writes() -> int:
    """How many writes to objects' and players' fields this process has made so far."""
    return _WRITES[0]


def layer_writes() -> int:
    """How many of those writes were to fields outside ``QUIET_FIELDS``, of players and of
    objects on the battlefield."""
    return _LAYER_WRITES[0]


# While a game applies an answer, the old value of every field written (the object, the
# field, the value before): Game.apply puts them back if the answer is refused or the engine
# fails, instead of copying every object beforehand. None when no answer is being applied.
# Per thread: a game applied in one thread never records (or undoes) another thread's writes.
class _Recording(threading.local):
    journal: list[tuple[Any, str, Any]] | None = None


_JOURNAL = _Recording()
UNSET: Any = object()  # the old value of a field written for the first time (a new object)
_new_object = object.__new__
_set_field = object.__setattr__  # a write not counted: for copies only
# The key of an object's encoded fields in its ``__dict__`` (fingerprint.py), not a field:
# every write to a field (the counted ``__setattr__``, ``undo_journal``) drops it, and a copy
# of the dict keeps it with the values it encodes.
ENCODED = "_encoded"
# The key that marks an object in a library which ``clone_objects`` shares between the games
# instead of copying it: a card in a library is never written once made (a card that leaves
# becomes a new object, 400.7, and one put into a library is made anew there), so a clone
# needn't copy the deck. A write to one all the same is an engine fault, refused loudly
# before it could change two games.
SHARED = "_shared"


class SharedObjectWrite(RuntimeError):
    """A write to a library card shared between a game and its clones (an engine fault)."""


def _counted_setattr(self: Any, name: str, value: Any) -> None:
    if SHARED in self.__dict__:
        raise SharedObjectWrite(
            f"{name} written on {self.__dict__.get('id')}, a library card that games share"
        )
    _WRITES[0] += 1
    if name not in QUIET_FIELDS and self.__dict__.get("zone", _BATTLEFIELD) is _BATTLEFIELD:
        # a field of an object elsewhere (a spell, a card in a graveyard) isn't read by a
        # closed computation of the permanents' characteristics (rules/layers.py), nor is it
        # one of theirs: no object's zone is written, a move makes a new object (400.7)
        _LAYER_WRITES[0] += 1
    journal = _JOURNAL.journal
    if journal is not None:
        journal.append((self, name, getattr(self, name, UNSET)))
    d = self.__dict__
    if name in d:  # a field: every field is in the dict once the object is made
        d[name] = value  # what object.__setattr__ does for it (no descriptor has its name)
        d.pop(ENCODED, None)
    else:  # the dataclass's __init__ making it, or not a field: as Python does it
        object.__setattr__(self, name, value)
        self.__dict__.pop(ENCODED, None)


def start_journal() -> tuple[list[tuple[Any, str, Any]], list[tuple[Any, str, Any]] | None]:
    """Start recording field writes; returns the new journal and the one it interrupts."""
    outer = _JOURNAL.journal
    journal: list[tuple[Any, str, Any]] = []
    _JOURNAL.journal = journal
    return journal, outer


def end_journal(
    journal: list[tuple[Any, str, Any]], outer: list[tuple[Any, str, Any]] | None, keep: bool
) -> None:
    """Stop recording; an outer journal takes over the writes kept (they may still be undone
    there)."""
    _JOURNAL.journal = outer
    if outer is not None and keep:
        outer.extend(journal)


def undo_journal(journal: list[tuple[Any, str, Any]]) -> None:
    """Put back every field written, latest first (the writes are counted: caches go stale)."""
    for obj, name, old in reversed(journal):
        if old is not UNSET:
            object.__setattr__(obj, name, old)
        obj.__dict__.pop(ENCODED, None)
    _WRITES[0] += 1
    _LAYER_WRITES[0] += 1


@dataclass
class _ObjectFields:
    """The fields of a :class:`GameObject`. Kept in an instance ``__dict__``, not slots: a
    copy is one C-level dict copy (``GameObject.clone``), several times cheaper than
    reading and storing each of 26 slots, and reads cost the same."""

    id: int
    card: CardDefinition
    owner: int
    controller: int
    zone: Zone
    timestamp: int
    is_token: bool = False
    tapped: bool = False
    damage: int = 0
    deathtouch_damage: bool = (
        False  # 704.5h: dealt damage by a deathtouch source since last SBA check
    )
    counters: dict[str, int] = field(default_factory=dict)
    phased_out: bool = False
    phased_out_indirectly: bool = False  # 702.26g
    phased_out_controller: int | None = None  # 702.26a: phases in during this player's untap step
    controlled_since_turn: int = 0  # 302.6: summoning sickness
    attached_to: int | None = None  # object id
    attached_to_player: int | None = None  # player index (Auras with "Enchant player")
    regen_shields: int = 0  # 701.19a
    # On the stack or as it resolved:
    x: int = 0
    kicked: int = 0  # 702.33d: how many times its kicker cost was paid (kept as it resolves)
    squad_paid: int = 0  # 702.157a: how many times its squad cost was paid (kept likewise)
    flashed_back: bool = False  # 702.34a: a spell cast with flashback (exiled as it leaves)
    # the keyword cost its spell was cast with instead of its mana cost ("evoke" 702.74a),
    # kept by the permanent it becomes (rules/zone_moves.move)
    alt_keyword: str | None = None
    renowned: bool = False  # 702.112b: a designation, kept until it leaves the battlefield
    monstrous: bool = False  # 701.37b: likewise (s10 h-act)
    chosen_color: str | None = None
    chosen_name: str | None = None  # "choose a card name" / "choose a player" (614.12a)
    previous_id: int | None = None  # the object it was before its last zone change (400.7)
    linked: int | None = None  # an object this one's abilities remember (Animate Dead's creature)
    kept_attachments: frozenset[int] = frozenset()  # 702.16p: already attached when it began
    enchant_override: bool = False  # Animate Dead: now enchants the creature it returned (613.1f)
    # 613.7c: when counters of each kind were last put on it (keyword counters, 122.1b)
    counter_timestamps: dict[str, int] = field(default_factory=dict)
    # 110.2: the player it entered the battlefield under, kept once a control-changing effect
    # (613.1b) first changes ``controller`` (None: ``controller`` is still that player)
    entered_controller: int | None = None
    # 613.2a, 707.2-3: the copiable values a copy effect gave it as it entered ("enter as a
    # copy", 707.5), exceptions included (707.9); None: its own printed values (613.2c)
    copy_of: CardDefinition | None = None
    # 708.2, 702.37c: face down (its copiable values in ``copy_of`` are the face-down ones:
    # rules/face_down.py); a new object after a zone change is face up again (400.7)
    face_down: bool = False
    # 712.8e, 701.27a: a nonmodal double-faced permanent with its back face up (its copiable
    # values in ``copy_of`` are the back face's: rules/transforming.py); a new object after a
    # zone change has its front face up again (712.8a, 400.7)
    transformed: bool = False
    # 701.27f: the next object id as it last transformed (0: never): an ability put on the
    # stack before then (a smaller id) doesn't transform it again
    transform_mark: int = 0
    # 707.10: a copy of a spell, put on the stack, not cast (storm, 702.40a); it ceases to
    # exist in any other zone (704.5e)
    spell_copy: bool = False
    # 601.2h: the objects sacrificed to pay the spell's costs, for "the sacrificed creature's
    # power" as it resolves (608.2h: their last known information); h-memory
    sacrificed: tuple[int, ...] = ()
    cost_exiled: tuple[int, ...] = ()  # 601.2h: exiled from a graveyard for its cost (608.2h)
    # 601.2d: the damage divided among its targets as it was cast, (target key, amount) pairs
    # (rules/divided_damage.py: an object id, or -1 - player); h-memory
    divided: tuple[tuple[int, int], ...] = ()
    # 601.2: (the player who cast it, the zone it was cast from: "hand", "graveyard", ..., and
    # whether it was cast during that player's main phase, 505.1), kept by the permanent it
    # becomes (608.3): "if you cast it from your hand" (s9 cond)
    cast: tuple[int, str, bool] | None = None
    # 601.2h, 702.44a: the colors of mana spent on its costs as it was cast ("WUG", in WUBRG
    # order; "" when none), kept by the permanent it becomes: sunburst and converge
    colors_spent: str = ""
    # 107.3m: the X its spell had, kept by the permanent it becomes, for its own
    # enters-the-battlefield triggered abilities ("When this enters, it deals X damage ...")
    cast_x: int = 0


class GameObject(_ObjectFields):
    __slots__ = ()
    __setattr__ = _counted_setattr  # every write is a change to the game (above)

    @classmethod
    def new(
        cls,
        id: int,
        card: CardDefinition,
        owner: int,
        controller: int,
        zone: Zone,
        timestamp: int,
        *,
        is_token: bool = False,
        tapped: bool = False,
        damage: int = 0,
        counters: dict[str, int] | None = None,
        phased_out: bool = False,
        previous_id: int | None = None,
        copy_of: CardDefinition | None = None,
    ) -> GameObject:
        """A new object, as ``GameObject(...)`` makes it, built as one dict (a hot path: the
        dataclass's ``__init__`` passes each field through the counted ``__setattr__``). Its
        making counts as one write; it isn't journaled: no snapshot can hold it."""
        d = _TEMPLATE.copy()
        d["id"] = id
        d["card"] = card
        d["owner"] = owner
        d["controller"] = controller
        d["zone"] = zone
        d["timestamp"] = timestamp
        d["is_token"] = is_token
        d["tapped"] = tapped
        d["damage"] = damage
        d["counters"] = {} if counters is None else counters
        d["phased_out"] = phased_out
        d["previous_id"] = previous_id
        d["counter_timestamps"] = {}
        d["copy_of"] = copy_of
        o = _new_object(cls)
        _set_field(o, "__dict__", d)
        _WRITES[0] += 1  # not a layer write: one put onto the battlefield calls Game.dirty()
        return o

    def clone(self) -> GameObject:
        """A copy for look-ahead (a hot path: one dict copy, no copy module, no field
        writes counted: a copy changes nothing). The counters are copied, not shared: the
        engine writes a new dict to change them (copy on write, so that ``Game.apply``'s
        journal sees the change), but a caller may still change a copy's in place."""
        d = self.__dict__.copy()
        d.pop(SHARED, None)  # a copy is its own
        d["counters"] = d["counters"].copy()
        d["counter_timestamps"] = d["counter_timestamps"].copy()
        o = _new_object(GameObject)
        _set_field(o, "__dict__", d)
        return o

    @property
    def values(self) -> CardDefinition:
        """Its copiable values (707.2, 613.2c): the printed card, or the values a copy effect
        gave it (707.3: those are what a copy of it copies)."""
        return self.card if self.copy_of is None else self.copy_of

    @property
    def name(self) -> str:
        if self.face_down:  # 708.2a: no name; 708.6: told apart from other face-down objects
            return f"face-down creature #{self.id}"
        name = self.card.name if self.copy_of is None else self.copy_of.name
        # 707.2, 708.2a: a copy of a face-down permanent has no name; logs still tell it apart
        return name or f"nameless {'token' if self.is_token else 'object'} #{self.id}"


# GameObject.new's starting dict: every field in the dataclass's order, with its default
# (the fields without one, and those made by a factory, are set by ``new``)
_TEMPLATE: dict[str, Any] = {
    f.name: (None if f.default is MISSING else f.default) for f in fields(_ObjectFields)
}


def clone_objects(
    objects: dict[int, GameObject], plan: ClonePlan | None = None
) -> tuple[dict[int, GameObject], ClonePlan]:
    """``{id: o.clone()}`` for a whole game, the loop inlined (the bulk of ``clone()``); the
    cards in libraries shared, not copied (``SHARED``). Returns the copy and the plan it
    followed: which objects are copied. ``plan``, from an earlier call on the same game, is
    followed as it is when it was made for these very objects (the same ones, by identity,
    in the same order: a search clones one position many times), and made again otherwise."""
    if (
        plan is None
        or len(plan.objects) != len(objects)
        or not all(map(is_, plan.objects, objects.values()))
    ):
        copied: list[int] = []
        library = Zone.LIBRARY
        for k, o in objects.items():
            d = o.__dict__
            if d["zone"] is library:
                d[SHARED] = True
            else:
                copied.append(k)
        plan = ClonePlan(tuple(objects.values()), tuple(copied))
    out = dict(objects)  # the shared ones as they are; the others replaced below
    new, setf, cls = _new_object, _set_field, GameObject
    for k in plan.copied:
        d = objects[k].__dict__.copy()
        d["counters"] = d["counters"].copy()
        d["counter_timestamps"] = d["counter_timestamps"].copy()
        c = new(cls)
        setf(c, "__dict__", d)
        out[k] = c
    return out, plan


class ClonePlan(NamedTuple):
    """What ``clone_objects`` did for a game's objects: ``objects`` the objects it was given
    (held, so none of them is freed and its address reused while the plan is kept), and
    ``copied`` the ids it copied (those not in a library; an object's zone never changes,
    400.7). The library cards among ``objects`` are marked ``SHARED``."""

    objects: tuple[GameObject, ...]
    copied: tuple[int, ...]


def own_copy(objects: dict[int, GameObject], oid: int) -> GameObject:
    """The object ``oid`` of a game, made the game's own first if it is a library card shared
    with other games (``SHARED``): for the rare writer of a library card, such as a search's
    redrawing of hidden cards (view.determinize), which isn't a change to the game."""
    o = objects[oid]
    if SHARED in o.__dict__:
        o = objects[oid] = o.clone()
    return o


@dataclass(frozen=True, slots=True)
class LastKnown:
    """An object as it last existed in a public zone, kept when it leaves that zone
    (608.2h, 113.7a): what an effect uses for information about an object that is gone.

    ``chars`` are its characteristics then (a :class:`~mtgrules.rules.layers.Characteristics`),
    with its controller; ``attached_to`` / ``attached_to_player`` what it was attached to
    ("enchanted creature" after the Aura left); ``chosen_color`` / ``chosen_name`` what was
    chosen as it entered (614.12a); ``counters`` the counters on it then."""

    chars: Any
    zone: Zone
    owner: int
    attached_to: int | None = None
    attached_to_player: int | None = None
    chosen_color: str | None = None
    chosen_name: str | None = None
    counters: tuple[tuple[str, int], ...] = ()  # 122.1: the counters it had (608.2h)
    cast: tuple[int, str, bool] | None = None  # 601.2: who cast it and from where (objects.cast)
    x: int = 0  # 202.3e: the X chosen for it, where it left the stack
    # 107.3m: the X of the spell it resolved from (its ETB abilities'); 702.37f: the X of
    # the morph cost paid to turn it face up
    cast_x: int = 0
    kicked: int = 0  # 702.33d: how many times the spell it resolved from was kicked
    values: Any = None  # 707.2, 608.2h: its copiable values as it left (an ir.CardDefinition)
    modified: bool = False  # 700.9: whether it was modified as it left the battlefield
    in_combat: str = ""  # 506.4, 603.10a: "attacking" / "blocking" as it left the battlefield


@dataclass(slots=True)
class StackAbility:
    """An activated or triggered ability on the stack (113.1c, 602.2a, 603.3)."""

    id: int
    source_id: int  # the object it came from (may have left its zone since)
    source_name: str
    controller: int
    ability: ActivatedAbility | TriggeredAbility
    source_snapshot: Any = None  # last known information of the source (608.2h)
    trigger_subject: int | None = None  # object or player the trigger event named
    trigger_player: int | None = None
    x: int = 0
    sacrificed: tuple[int, ...] = ()  # 602.2b: sacrificed to pay its cost (608.2h); h-memory
    trigger_amount: int = 0  # "that much": the trigger event's amount (603.2); h-trig-events
    trigger_spell: int | None = None  # "counter that spell or ability" (115.1); h-trig-events
    cost_exiled: tuple[int, ...] = ()  # 602.2b: exiled from a graveyard for its cost (608.2h)
    # 602.2b, 603.3d, 601.2d: its damage divided among its targets (rules/divided_damage.py)
    divided: tuple[tuple[int, int], ...] = ()

    @property
    def name(self) -> str:
        return f"{self.source_name}'s ability"

    @staticmethod
    def from_trigger(oid: int, t: Any) -> StackAbility:
        """The ability a pending trigger (records.PendingTrigger) becomes (603.3)."""
        return StackAbility(
            oid,
            t.source_id,
            t.source_name,
            t.controller,
            t.ability,
            t.source_chars,
            trigger_subject=t.subject,  # "its controller", "that creature" (608.2h)
            trigger_player=t.player,  # "that player"
            trigger_amount=t.amount or 0,  # "that much" (603.2)
            trigger_spell=t.spell,  # "counter that spell or ability" (115.1)
            sacrificed=t.sacrificed,  # 608.2h: a reflexive ability's "that creature"
        )

    def clone(self) -> StackAbility:
        return copy.copy(self)


@dataclass(slots=True)
class Target:
    """One chosen target: an object id or a player index (115)."""

    object_id: int | None = None
    player: int | None = None
    zone: Zone | None = None  # 608.2b: a target that has left its zone is illegal

    def is_player(self) -> bool:
        return self.player is not None


@dataclass(slots=True)
class StackItem:
    """A spell or ability on the stack, with the choices made while it was put there."""

    object: GameObject | StackAbility
    targets: tuple[tuple[Target, ...], ...] = ()  # per TargetSpec
    x: int = 0
    modes: tuple[int, ...] = ()

    @property
    def is_spell(self) -> bool:
        return isinstance(self.object, GameObject)

    @property
    def controller(self) -> int:
        return self.object.controller

    @property
    def name(self) -> str:
        return self.object.name
