"""Players (102) and what the game tracks about them (119, 122)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .mana import ManaPool
from .objects import _counted_setattr, _new_object, _set_field


@dataclass
class _PlayerFields:
    """The fields of a :class:`Player`, in an instance ``__dict__``: a copy is one dict
    copy (``Player.clone``, as ``GameObject.clone`` in objects.py)."""

    index: int
    name: str
    life: int = 20  # 119.1
    poison: int = 0  # 122.1f
    counters: dict[str, int] = field(default_factory=dict)
    mana_pool: ManaPool = field(default_factory=ManaPool)
    library: list[int] = field(default_factory=list)  # top card last
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)  # top card last
    lost: bool = False
    loss_reason: str = ""
    left_game: bool = False  # 800.4a: lost a game that went on without them
    drew_from_empty: bool = False  # 704.5b
    lands_played: int = 0  # 305.2
    land_drops: int = 1
    life_gained_this_turn: int = 0
    damage_dealt_this_turn: int = 0  # damage dealt to this player this turn (bloodthirst 702.54a)
    life_lost_this_turn: int = 0  # life this player lost this turn (spectacle, 702.137a)
    spells_cast_this_turn: int = 0  # spells this player cast this turn (surge, 702.117a)
    # the graveyard objects of the cards this player discarded this turn (mayhem, 702.187b)
    discarded_this_turn: tuple[int, ...] = ()
    # permanents this player owned put into a graveyard from the battlefield this turn
    # (gravestorm, 702.69a)
    died_this_turn: int = 0
    # the creature types of the sources this player controlled that dealt combat damage to a
    # player this turn (prowl 702.76a, freerunning 702.173a), sorted
    combat_damage_types: tuple[str, ...] = ()
    # cards this player drew this turn ("your second card each turn", 121.1, 603.2)
    cards_drawn_this_turn: int = 0
    # 700.11: permanent cards put into this player's graveyard from anywhere this turn
    # ("if you descended this turn", s9 cond)
    descended_this_turn: int = 0
    # issue 12 (h-history): what happened this turn, for "if a creature died this turn",
    # "if you attacked this turn", "if a permanent left the battlefield under your control
    # this turn", "if two or more permanents entered the battlefield under your control this
    # turn" (rules/history.py); all reset as a turn begins (rules/turn.begin_turn)
    # the creatures this player owned that died (700.4), by the ids they had on the battlefield
    # (their last known information: GameState.last_known, 608.2h)
    creatures_died_this_turn: tuple[int, ...] = ()
    left_this_turn: int = 0  # permanents that left the battlefield under their control
    # "void" (702.185c): nonland permanents that left the battlefield under their control,
    # and spells they cast for their warp cost, this turn
    void_this_turn: int = 0
    # 601.3: the permanents whose "once during each of your turns, you may cast ... from your
    # graveyard" this player has used this turn (rules/graveyard_cast.py)
    gy_permits_used: tuple[int, ...] = ()
    entered_this_turn: tuple[int, ...] = ()  # the permanents that entered under their control
    attackers_this_turn: tuple[int, ...] = ()  # the creatures they declared as attackers (508.1)
    # the card types of each spell they cast this turn (601.2i), space-joined: "if you've cast
    # a noncreature spell this turn"
    spells_cast_types: tuple[str, ...] = ()
    # 500.1, 601.2i: how many spells this player cast in the turn before this one ("if no
    # spells were cast last turn"); 0 in the game's first turn, which has no turn before it
    spells_cast_last_turn: int = 0
    # 120.3: the sources this player controlled that dealt damage this turn, and the sources
    # that dealt damage to this player ("creature that dealt damage to you this turn"), by id
    sources_dealt_damage: tuple[int, ...] = ()
    damaged_by: tuple[int, ...] = ()
    # the objects in their graveyard that were put there from the battlefield this turn (ids
    # in the graveyard: "creature cards in your graveyard that were put there from the
    # battlefield this turn")
    from_battlefield: tuple[int, ...] = ()
    # s10 h-cant, 408.1, 114.2: the emblems this player owns, in the command zone
    command: tuple[int, ...] = ()
    # 701.54a-c: how many times the Ring has tempted this player, and their Ring-bearer (an
    # object id; None: none) until another creature becomes it or another player gains
    # control of it (rules/ring.py)
    ring_tempted: int = 0
    ring_bearer: int | None = None
    # 309.4, 309.7: the room of their dungeon their venture marker is in (-1: they own no
    # dungeon in the command zone), and the names of the dungeons they completed, in order
    # (rules/dungeons.py)
    venture_room: int = -1
    dungeons_completed: tuple[str, ...] = ()


class Player(_PlayerFields):
    __slots__ = ()
    __setattr__ = _counted_setattr  # every write is a change to the game (objects.py)

    def clone(self) -> Player:
        """A copy (no field writes counted: a copy changes nothing); what changes in place
        (counters, mana pool, zones) copied, not shared."""
        d = self.__dict__.copy()
        d["counters"] = d["counters"].copy()
        d["mana_pool"] = d["mana_pool"].copy()
        d["library"] = d["library"].copy()
        d["hand"] = d["hand"].copy()
        d["graveyard"] = d["graveyard"].copy()
        p = _new_object(Player)
        _set_field(p, "__dict__", d)
        return p
