"""Plain data records a game state holds: combat, characteristics, continuous effects,
prevention shields, player effects, pending triggers. Nothing here reads the rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards.ir import (
    Ability,
    ActivatedAbility,
    Cost,
    Duration,
    Filter,
    Quality,
    TriggeredAbility,
)
from .objects import GameObject, Target, _new_object


@dataclass(slots=True)
class Combat:
    attackers: dict[int, Target] = field(default_factory=dict)  # attacker -> what it attacks
    blockers: dict[int, list[int]] = field(default_factory=dict)  # blocker -> attackers
    blocked_by: dict[int, list[int]] = field(default_factory=dict)  # attacker -> blockers
    was_blocked: set[int] = field(default_factory=set)  # 509.1h: stays blocked
    first_strike_step: bool = False
    requirements: list[tuple[int, int]] = field(default_factory=list)  # (blocker, attacker)
    dealt_damage: set[int] = field(default_factory=set)  # assigned in the first-strike step
    defending_player: int | None = None
    declared_blocks: list[int] = field(default_factory=list)  # 802.4: who has declared

    def is_attacking(self, oid: int) -> bool:
        return oid in self.attackers

    def is_blocking(self, oid: int) -> bool:
        return oid in self.blockers

    def is_blocked(self, oid: int) -> bool:
        return oid in self.was_blocked

    def is_unblocked(self, oid: int, blockers_declared: bool) -> bool:
        """509.1h: an attacking creature is unblocked once blockers have been declared and
        none was declared to block it (it stays blocked if its blockers leave)."""
        return blockers_declared and oid in self.attackers and oid not in self.was_blocked

    def remove(self, oid: int) -> None:
        """506.4: a permanent removed from combat."""
        self.attackers.pop(oid, None)
        for a in self.blockers.pop(oid, []):
            if oid in self.blocked_by.get(a, []):
                self.blocked_by[a].remove(oid)
        for _b, attacked in self.blockers.items():
            if oid in attacked:
                attacked.remove(oid)
        self.blocked_by.pop(oid, None)

    def clone(self) -> Combat:
        """A copy, its lists and sets its own (a hot path: no ``__init__``, and no loop over
        an empty dict)."""
        c: Combat = _new_object(Combat)
        c.attackers = dict(self.attackers)
        c.blockers = {k: list(v) for k, v in self.blockers.items()} if self.blockers else {}
        c.blocked_by = {k: list(v) for k, v in self.blocked_by.items()} if self.blocked_by else {}
        c.was_blocked = set(self.was_blocked)
        c.first_strike_step = self.first_strike_step
        c.requirements = list(self.requirements)
        c.dealt_damage = set(self.dealt_damage)
        c.defending_player = self.defending_player
        c.declared_blocks = list(self.declared_blocks)
        return c


@dataclass(slots=True)
class Characteristics:
    name: str
    mana_cost: str | None
    colors: frozenset[str]
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    power: int | None
    toughness: int | None
    abilities: tuple[Ability, ...]
    controller: int
    keywords: frozenset[str] = frozenset()
    protections: tuple[Quality, ...] = ()
    hexproof_from: tuple[Quality, ...] = ()
    has_triggers: bool = False
    control_source: str = ""  # the source of the control-changing effect that applied last
    # 712.8e: a nonmodal double-faced permanent with its back face up: the mana cost its mana
    # value is calculated from (its front face's); None: its own mana cost
    front_cost: str | None = None

    def mv_cost(self) -> str | None:
        """The mana cost its mana value is calculated from (202.3, 712.8e)."""
        return self.mana_cost if self.front_cost is None else self.front_cost

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types


@dataclass(slots=True)
class CharacteristicsCache:
    """One state's characteristics: every phased-in permanent's (``compute_battlefield``),
    and, kept apart, those of objects elsewhere or phased out as they are asked for."""

    stamp: tuple[int, int]  # Game.state_stamp() when computed: valid while it is the same
    battlefield: dict[int, Characteristics]
    # ``battlefield`` was computed reading no condition, filter or characteristic-defining
    # ability (layers.compute_battlefield): it stays right for a new state while
    # ``layer_stamp`` (Game.bf_version, objects.layer_writes()) is the same
    closed: bool = False
    layer_stamp: tuple[int, int] = (-1, -1)
    # the counts of characteristic-defining abilities a closed ``battlefield`` read, with
    # their values (layers.Counts): it stays right only while each is the same (604.3)
    counts: tuple[tuple[str, int, int], ...] = ()
    elsewhere: dict[int, Characteristics] = field(default_factory=dict)
    # costs.total_cost's cost reductions by controller (601.2f)
    reducers: dict[int, list[tuple[GameObject, Any]]] = field(default_factory=dict)
    # abilities.activatable: by (player, whether mana abilities count), the objects with
    # activated abilities and those abilities numbered (602.2)
    activatable: dict[
        tuple[int, bool], list[tuple[GameObject, list[tuple[int, ActivatedAbility]]]]
    ] = field(default_factory=dict)
    # abilities.activatable's permanents, from ``battlefield`` alone: by (player, whether mana
    # abilities count), those the player controls and those of others anyone may activate
    permanent_abilities: dict[
        tuple[int, bool],
        tuple[
            list[tuple[GameObject, list[tuple[int, ActivatedAbility]]]],
            list[tuple[GameObject, list[tuple[int, ActivatedAbility]]]],
        ],
    ] = field(default_factory=dict)
    # costs.find_mana_sources: by (player, the sources left out), the turn it was found in,
    # the sources, the restricted ones (106.6) and those of several mana (106.1); only
    # answers that read no condition
    mana_sources: dict[tuple[int, Any], tuple[int, list[Any], list[Any], list[Any]]] = field(
        default_factory=dict
    )
    # players' characteristics (layers.player_characteristics), by player index
    players: dict[int, Characteristics] = field(default_factory=dict)
    # pipeline.choice_possible: how many static replacement/prevention sources (616.1); -1
    # until counted
    replacement_sources: int = -1
    # triggers.check_state_triggers: the permanents with a state trigger (603.8); None until
    # looked for
    state_trigger_sources: list[int] | None = None


@dataclass(slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2).

    611.2c: the set of objects it affects is fixed when it begins (``affected``); an effect
    of a static ability instead applies to whatever matches at each moment (611.3a).
    """

    timestamp: int
    controller: int
    source_name: str
    duration: Duration
    affected: frozenset[int]
    power: int = 0
    toughness: int = 0
    abilities: tuple[Ability, ...] = ()
    rule: str = "611.2"
    starts_turn: int = 0  # for "until your next turn" (611.2a)
    remove_abilities: tuple[Ability, ...] = ()  # "loses protection from black" (613.1f)
    remove_all: bool = False  # "loses all abilities"
    # 113.12: a resolved effect that states a quality ("can't be blocked this turn"): kept
    # like an ability, after layer 6, since no effect removing abilities removes it
    qualities: tuple[Ability, ...] = ()
    set_power: int | None = None  # 613.4b: base power and toughness become N/M
    set_toughness: int | None = None
    set_colors: frozenset[str] | None = None  # 613.1e (layer 5)
    set_creature_types: tuple[str, ...] | None = None  # 613.1d (layer 4)
    add_types: frozenset[str] = frozenset()  # 613.1d: card types added (crew, 702.122a)
    # 612.1, 613.1c (layer 3): ("color" | "land", old word, new word); colors as letters
    text_change: tuple[str, str, str] | None = None
    # 613.1d: subtypes added, "it becomes an Orc in addition to its other types" (701.47a)
    add_subtypes: frozenset[str] = frozenset()
    # h-act, 305.7 (layer 4): "Target land becomes an Island until end of turn": its land
    # types and rules-text abilities are replaced by the type and its mana ability (305.6)
    set_land_type: str | None = None
    switch_pt: bool = False  # h-act, 613.4d (layer 7d): power and toughness switched
    # 205.1a: the card types set ("it becomes a 4/4 Soldier creature": no longer an
    # enchantment); applied before the subtypes in layer 4 (h-misc)
    set_types: frozenset[str] | None = None
    # 611.2c: an effect that changes no characteristics ("Creatures with power 3 or less
    # can't block this turn", Temur Charm) applies to whatever matches this filter at each
    # moment, objects that come later included; ``affected`` is then empty and ``abilities``
    # hold its restriction (rules/combat_restrictions.py reads it)
    group: Filter | None = None
    # 611.2b: the source a "for as long as ~ remains tapped" duration watches (rules/expiry.py)
    source_id: int | None = None


@dataclass(slots=True)
class PreventionShield:
    """615.7: "Prevent the next N damage that would be dealt to X this turn"."""

    source_name: str
    object_id: int | None
    player: int | None
    remaining: int | None  # None: all damage
    combat_only: bool = False
    source_id: int | None = None  # only damage from this source ("a source of your choice")
    once: bool = False  # "the next time ... would deal damage": used up by one event
    # s11 h-dmg, 615.1: the recipients and sources it's for, seen as damage would be dealt
    # (rules/s11_dmg.ShieldGroup: "to creatures", "by creatures with power 4 or less")
    group: object = None
    # 609.7a: the chosen source is a permanent spell: the shield also applies to the
    # permanent that spell becomes when it resolves
    spell_becomes: bool = False


@dataclass(slots=True)
class RedirectionShield:
    """614.9: a redirection made by a resolving spell or ability for this turn: "The next 1
    damage that would be dealt to this creature this turn is dealt to target creature you
    control instead." (rules/redirection.py; 514.2 ends it)."""

    source_name: str
    key: int  # 614.5: names the effect (applied to one event at most once)
    object_id: int | None  # damage that would be dealt to this permanent
    player: int | None  # or to this player
    new: Target  # is dealt to this instead
    remaining: int | None  # "the next N": what is left of N; None: all of it
    combat_only: bool = False
    source_id: int | None = None  # only damage from this source
    unblocked: bool = False  # only damage from unblocked creatures (509.1h)


@dataclass(slots=True)
class PlayerEffect:
    """An effect on a player: "your life total can't change" (119.7-8) or protection (702.16e)."""

    player: int
    kind: str  # "life_cant_change" | "protection"
    source_name: str
    timestamp: int
    until_turn_of: int | None = (
        None  # "until your next turn" (611.2a): ends as that player's turn begins
    )
    quality: object = None
    end_of_turn: bool = False  # "until end of turn": ends in the cleanup step (514.2)


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source_id: int
    source_name: str
    controller: int  # 603.3a
    ability: TriggeredAbility
    source_chars: Characteristics
    subject: int | None = None  # the object the event named ("that creature")
    player: int | None = None  # the player the event named ("that player")
    amount: int | None = None  # the event's amount ("that much": the damage dealt, 603.2)
    spell: int | None = None  # the spell or ability the event named ("counter that spell")
    modes: tuple[int, ...] | None = None  # 603.3c: a modal ability's modes, once chosen
    x: int = 0  # 107.3n: a reflexive ability's X, the value the ability that made it had
    sacrificed: tuple[int, ...] = ()  # what the ability that made it sacrificed (608.2h)
    divided: tuple[tuple[int, int], ...] | None = None  # 603.3d, 601.2d: once announced


@dataclass(frozen=True, slots=True)
class TurnTrigger:
    """603.7b: a delayed triggered ability that lasts the turn ("Until end of turn, whenever
    ..."; rules/this_turn.py), made in turn ``turn``. ``source`` is its source as the ability
    was made (603.7d-e: the spell or ability that made it, which may be gone since), and
    ``chars`` that source's characteristics with the ability as its one ability and the
    ability's controller as theirs: what triggers.fire looks at."""

    turn: int
    source: GameObject = field(repr=False, compare=False)
    chars: Characteristics

    def __repr__(self) -> str:  # deterministic (fingerprint.py): no object's own repr
        return f"TurnTrigger({self.turn}, {self.source.id}, {self.chars.abilities!r})"


@dataclass(frozen=True, slots=True)
class SacrificeLinked:
    """ "that creature's controller sacrifices it" (Animate Dead leaving the battlefield)."""

    object_id: int


@dataclass(frozen=True, slots=True)
class WardCounter:
    """702.21a: "counter that spell or ability unless that player pays [cost]"."""

    cost: Cost
    spell_id: int


@dataclass(frozen=True, slots=True)
class CreatureControllerBecomesMonarch:
    """724.2: "its controller becomes the monarch": the creature's controller as the ability
    resolves, or as it last existed on the battlefield (608.2h)."""

    creature_id: int
    controller: int  # its controller when it dealt the damage (last known information)
    name: str


@dataclass(frozen=True, slots=True)
class ControlEffect:
    """A control-changing effect from a resolved spell or ability (611.2, 613.1b): ``player``
    controls the objects in ``affected`` (fixed when it began, 611.2c) for ``duration``."""

    timestamp: int
    player: int
    duration: Duration
    affected: frozenset[int]
    source_name: str
    # s10 cond, 611.2b: "for as long as you control this creature": the source it watches
    source_id: int | None = None
