"""What happened this turn (issue 12, h-history): the conditions "if a creature died this
turn" (morbid), "if you attacked this turn" (raid), "if a permanent left the battlefield under
your control this turn" (revolt), "if you gained life this turn", "if an opponent lost life
this turn", and the amounts "the number of creatures that died this turn", "the amount of life
you gained this turn".

They read the per-turn record each player carries (``players.Player``): kept by
``rules/zone_moves.move`` (a creature that died, 700.4; a permanent that left the battlefield
under its controller's control; the permanents that entered, 403.3), by
``rules/combat.declare_attackers`` (508.1: attackers declared), by ``rules/life.py`` (119.9,
119.3) and reset as a turn begins (``rules/turn.begin_turn``, 500.1: "this turn"). A few
plain ints, a bool and a short tuple of ids per player: cloning and fingerprinting them
costs next to nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Set
from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir.history import HISTORY_KINDS

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

#: a permanent's card types, by its id (on the battlefield or as it last existed there)
TypesOf = Callable[[int], Set[str]]

__all__ = [
    "attached_count",
    "history_gap",
    "history_holds",
    "history_mismatch",
    "other_count_gap",
    "static_count_gap",
    "this_turn_count",
]


def _count(
    game: GameState,
    kind: str,
    you: int,
    types_of: TypesOf | None = None,
    source: int | None = None,
) -> int:
    """How many of ``kind`` happened this turn, seen from player ``you``; ``types_of``: a
    permanent's card types, for "nonland permanents entered"."""
    players = game.players
    if kind == "died":  # 700.4: any player's creature put into a graveyard from the battlefield
        return sum(len(p.creatures_died_this_turn) for p in players)
    if kind == "died yours":  # 700.4, 608.2h: controlled by you as they last existed
        return sum(
            1
            for p in players
            for oid in p.creatures_died_this_turn
            if (lk := game.last_known.get(oid)) is not None and lk.chars.controller == you
        )
    if kind == "descended":  # 700.11: a permanent card was put into your graveyard
        return players[you].descended_this_turn
    if kind == "attacked":  # 508.1: you declared one or more attacking creatures
        return int(bool(players[you].attackers_this_turn))
    if kind == "self attacked":  # 508.1: the source was declared as an attacker this turn
        return int(source is not None and any(source in p.attackers_this_turn for p in players))
    if kind == "left":  # 603.6c, 603.10a: a permanent left the battlefield under your control
        return players[you].left_this_turn
    if kind == "void":  # "a nonland permanent left the battlefield this turn or a spell was
        # warped this turn" (702.185c: cast for its warp cost): any player's
        return sum(p.void_this_turn for p in players)
    if kind == "gained":  # 119.9: the life you gained this turn
        return players[you].life_gained_this_turn
    if kind == "opponents lost":  # h-amount, 119.3: the life all your opponents lost this turn
        return sum(p.life_lost_this_turn for p in players if p.index != you)
    if kind == "opponent lost":  # 119.3, 102.2: any one opponent's life lost this turn
        return max([0, *(p.life_lost_this_turn for p in players if p.index != you)])
    if kind == "nonland entered":  # 403.3: nonland permanents that entered under your control
        entered = players[you].entered_this_turn
        if types_of is None:
            raise ValueError("counting nonland permanents needs their types")
        return sum(1 for oid in entered if "land" not in types_of(oid))
    if kind == "self entered":  # the source is a permanent that entered this turn (400.7)
        return int(source is not None and any(source in p.entered_this_turn for p in players))
    if kind == "attackers":  # s11 h-lib, 508.1: each creature declared as an attacker, once
        return len({oid for p in players for oid in p.attackers_this_turn})
    if kind == "drawn":  # 121.1: the cards you drew this turn
        return players[you].cards_drawn_this_turn
    if kind == "spells last turn":  # 601.2i, 500.1: the spells all players cast last turn
        return sum(p.spells_cast_last_turn for p in players)
    if kind == "a player spells last turn":  # the most spells any one player cast last turn
        return max(p.spells_cast_last_turn for p in players)
    if kind.startswith("cast "):  # 601.2i: the spells you cast this turn, by their card types
        return _spells_cast(players[you].spells_cast_types, kind[len("cast ") :])
    raise ValueError(f"unknown kind of history {kind!r}")


def _spells_cast(cast: tuple[str, ...], which: str) -> int:
    """How many of the spells cast (each its card types, space-joined) are ``which``."""
    if which == "spells":
        return len(cast)
    creature = sum(1 for t in cast if "creature" in t.split())
    if which == "creature":
        return creature
    if which == "noncreature":
        return len(cast) - creature
    if which == "both":  # a creature spell and a noncreature spell
        return int(creature > 0 and len(cast) - creature > 0)
    if which == "instant or sorcery":
        return sum(1 for t in cast if {"instant", "sorcery"} & set(t.split()))
    raise ValueError(f"unknown kind of spell {which!r}")


def history_holds(
    game: GameState,
    cond: ir.HappenedThisTurn,
    you: int,
    types_of: TypesOf | None = None,
    source: int | None = None,
) -> bool:
    """603.4, 608.2c, 611.3a: whether this turn's history satisfies ``cond`` for ``you``.
    ``types_of``: a permanent's card types, on the battlefield now or as it last existed
    there (608.2h; the record keeps the ids of those that entered, not their types, so that
    writing it doesn't make the characteristics computed again)."""
    return (_count(game, cond.kind, you, types_of, source) >= cond.n) != cond.negated


def this_turn_count(game: GameState, value: ir.ThisTurnCount, you: int) -> int:
    """608.2h: the amount, determined once as the effect is carried out; "each Zubera that
    died this turn": the creatures that died whose last known information (608.2h) has one of
    the filter's subtypes."""
    flt = value.filter
    if value.kind == "died" and flt is not None:
        n = 0
        for p in game.players:
            for oid in p.creatures_died_this_turn:
                lk = game.last_known.get(oid)
                subtypes = lk.chars.subtypes if lk is not None else ()
                n += any(s in flt.subtypes for s in subtypes)
        return n
    return _count(game, value.kind, you)


_AMOUNT_KINDS = frozenset(
    {"died", "died yours", "gained", "drawn", "opponents lost", "cast spells", "attackers"}
)


def history_gap(thing: object) -> str | None:
    """What of a history condition or amount this module can't work out, or None."""
    if isinstance(thing, ir.HappenedThisTurn):
        return None if thing.kind in HISTORY_KINDS else f"the history {thing.kind}"
    if isinstance(thing, ir.ThisTurnCount):
        if thing.filter is not None and (
            thing.kind != "died" or thing.filter != ir.Filter(subtypes=thing.filter.subtypes)
        ):
            return "counting creatures of a kind that died this turn beyond their subtype"
        return None if thing.kind in _AMOUNT_KINDS else f"the amount {thing.kind} this turn"
    return f"the history {type(thing).__name__}"


def static_count_gap(amount: object) -> str | None:
    """613.4c, 611.3a: what of a static "gets +1/+0 for each ..." count layer 7c can't make as
    the layers are applied: a count of objects (types are known by then, layer 4) that
    doesn't look at power or toughness (what layer 7 is computing) or keyword abilities
    (layer 6, whose dependencies (613.8) it would join), or this turn's history."""
    if isinstance(amount, ir.WhereX):  # h-amount: "gets +X/+X, where X is ..." (107.3c)
        value: object = amount.value
        if isinstance(value, ir.Devotion):
            return None  # 700.5: the mana costs of permanents (layers 1-2 set them)
        if isinstance(value, ir.LifeTotalOf) and isinstance(value.ref, ir.YouRef):
            return None  # 119.1: your life total now
        if isinstance(value, ir.AmongOf) and not value.kind.endswith(("power", "toughness")):
            return None  # colors, types, names, mana values: set by layers 1-5, before 7c
    elif isinstance(amount, ir.ForEach):
        value = amount.value
    else:
        return "a static power and toughness change by a non-count"
    if isinstance(value, ir.ThisTurnCount):
        return history_gap(value)
    if isinstance(value, ir.BasicLandTypes | ir.AttachedCount):
        return None  # 305.6 domain; 613.4c the Auras and Equipment attached (rules/layers.py)
    if isinstance(value, ir.CountOf):
        f = value.filter
        if f.power_max is not None or f.power_min is not None:
            return "a static 'for each' count that looks at power"
        if f.with_keyword or f.without_keyword:
            return "a static 'for each' count that looks at abilities"
        if value.players not in (None, "opponent"):
            return f"counting {value.players}s"
        if f.zone not in ("battlefield", "hand", "graveyard"):
            return f"counting cards in {f.zone}"
        return None
    if isinstance(value, ir.CountersOn):
        if isinstance(value.ref, ir.SelfRef):
            return None  # 122.1: the counters on it now
        return f"a static count of counters on {type(value.ref).__name__}"
    return f"a static 'for each' {type(value).__name__}"


def other_count_gap(what: object, amount: object) -> str | None:
    """ "for each other creature you control" counts all but the source of the ability
    (rules/amounts.py matches ``Filter.other`` against it): right where the one it changes is
    that source ("This creature gets +1/+1 for each other creature you control"), or where
    nothing is changed ("draw a card for each other ..."); "Enchanted creature gets +1/+1 for
    each other creature you control" means other than the enchanted creature (Bravado), which
    isn't worked out."""
    if not isinstance(amount, ir.ForEach | ir.WhereX) or not isinstance(amount.value, ir.CountOf):
        return None
    if not amount.value.filter.other or what is None or isinstance(what, ir.SelfRef):
        return None
    if isinstance(what, ir.YouRef):
        return None
    return "'for each other ...' counted for something other than its source"


def attached_count(
    game: GameState, value: ir.AttachedCount, host: int, subtypes_of: Callable[[int], Set[str]]
) -> int:
    """613.4c: "for each Aura attached to it": the permanents with those subtypes (303.4,
    301.5) attached to ``host`` now; ``subtypes_of``: a permanent's subtypes as the layers
    being applied have them (types are set by layer 4, before 7c)."""
    kinds = value.kinds
    return sum(
        1
        for o in game.battlefield_objects()
        if o.attached_to == host and any(k in subtypes_of(o.id) for k in kinds)
    )


def history_mismatch(game: GameState, flt: ir.Filter, oid: int, you: int) -> str | None:
    """The part of a noun phrase over this turn's history that object ``oid`` fails, seen
    from player ``you`` (rules/layers.mismatch): "creature that entered this turn" (a new
    object since, 400.7), "creature that dealt damage (to you) this turn" (120.3)."""
    players = game.players
    if flt.entered_this_turn and not any(oid in p.entered_this_turn for p in players):
        return "it didn't enter the battlefield this turn"
    if flt.attacked_this_turn and not any(oid in p.attackers_this_turn for p in players):
        return "it didn't attack this turn"  # 508.1
    if flt.from_battlefield_this_turn and not any(oid in p.from_battlefield for p in players):
        return "it wasn't put into a graveyard from the battlefield this turn"
    if flt.dealt_damage == "you" and oid not in players[you].damaged_by:
        return "it didn't deal damage to you this turn"
    if flt.dealt_damage == "any" and not any(oid in p.sources_dealt_damage for p in players):
        return "it didn't deal damage this turn"
    return None


# s9 trig, 120.3: activated_this_turn keys (creature, _DAMAGED_BY - source): ``source`` dealt
# damage to ``creature`` this turn (cleared as each turn begins, like the rest of that set)
_DAMAGED_BY = -10_000_000


def note_damaged_by(game: GameState, source: int, creature: int) -> None:
    """120.3: remember that ``source`` dealt damage to ``creature`` this turn."""
    key = (creature, _DAMAGED_BY - source)
    if key not in game.activated_this_turn:
        game.activated_this_turn.add(key)


def damaged_by(game: GameState, who: str, obj: GameObject, source: GameObject | None) -> bool:
    """ "creature dealt damage by this creature (by equipped creature) this turn" (120.3): the
    creature ``obj`` (or the object it was, 400.7: a creature that just died) was dealt damage
    this turn by ``source`` (``who`` "self"; as it was, if it left too: 603.10a) or by the
    creature ``source`` is attached to ("equipped", "enchanted": 301.5, 303.4)."""
    if source is None:
        return False
    sources = {source.id, source.previous_id} if who == "self" else {source.attached_to}
    creatures = {obj.id, obj.previous_id}
    return any(
        (c, _DAMAGED_BY - s) in game.activated_this_turn
        for s in sources
        if s is not None
        for c in creatures
        if c is not None
    )
