"""The value of an amount as an effect is carried out (107.1, 107.3, 608.2h).

An effect's amount (``ir.Amount``) is a number, the X of the spell or ability (107.3), or a
value the text computes: "equal to the number of creatures you control", "X ..., where X is
your life total", "1 damage ... for each card in your hand". :func:`evaluate` is the one
function that works it out, for the effect executors (``effects.amount``).

Values are determined once, as the instruction is carried out (608.2h: "if an effect
requires information from the game, the answer is determined only once, when the effect is
applied"); an object that has left the zone it was expected in is seen as it last existed
there (608.2h, last known information: its power, its counters).

The evaluator gets what it needs through an :class:`AmountScope`: which objects a reference
names, their characteristics now or as they last existed, and how to match a noun phrase.
It imports neither the effect executors nor the layer system, so both can ask it: a
resolving spell or ability (``effects.amount``) and a characteristic-defining ability in
layer 7a (604.3, 613.4a: ``layers.py``, which answers with the characteristics of layers
1-6 being computed).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..mana import mana_value, symbols
from ..zones import Zone
from .amount_kinds import among, arith, arith_parts
from .history import history_gap, this_turn_count
from .keywords_sunburst import colors_spent

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .layers import Characteristics

__all__ = ["AmountScope", "count_of", "entering_amount_gap", "evaluate"]


@dataclass(frozen=True, slots=True)
class AmountScope:
    """What an amount is evaluated against: the game, the spell's or ability's controller and
    source, its X (107.3), the damage its earlier instructions dealt, which object ids a
    reference names (``ids_of``) and an object's characteristics now or as it last existed
    (``known``, 608.2h), an object's characteristics for a count (``chars_of``) and whether
    an object with those characteristics matches a noun phrase (``match``: rules/layers)."""

    game: GameState
    controller: int
    source_id: int | None
    x: int
    damage_dealt: int
    ids_of: Callable[[Any], list[int]]
    known: Callable[[int], Characteristics | None]
    chars_of: Callable[[int], Characteristics]
    match: Callable[[Characteristics, GameObject, ir.Filter], bool]
    # 705, 706: the results of the resolution's coin flips and die rolls (EffectContext)
    outcomes: Mapping[str, int] | None = None
    # "that much": the amount of the event that triggered the ability (603.2; h-trig-events)
    event_amount: int = 0
    # h-amount: the players a reference names ("that player's hand"); None outside a
    # resolving instruction (rules/effect_context.amount)
    players_of: Callable[[Any], list[int]] | None = None
    life_lost: int = 0  # s11 h-combat: "the life lost this way" (119.3)
    # 701.8a: what the resolution's last "destroy" destroyed, as it last existed, and
    # whether each was a token ("for each creature destroyed this way")
    destroyed: Sequence[tuple[Characteristics, bool]] = ()


#: 701.38a: the key of EffectContext.outcomes counting one choice's votes ("vote:death")
VOTE_KEY = "vote:"


def evaluate(value: Any, scope: AmountScope) -> int:
    """The number ``value`` stands for now (never below 0 for a count or a P/T-based value:
    an amount of damage, life or cards can't be negative, 107.1b)."""
    if isinstance(value, int):
        return value
    if isinstance(value, ir.XAmount):
        return scope.x  # 107.3: the X chosen (or 0)
    if isinstance(value, ir.EventAmount):
        return scope.event_amount  # 603.2: the damage dealt (rules/trigger_events.py)
    if isinstance(value, ir.WhereX):
        return evaluate(value.value, scope)  # 107.3c: X defined by the text
    if isinstance(value, ir.ColorsSpent):  # 702.44a, 601.2h: "where X is the number of colors"
        return colors_spent(scope.game, scope.source_id)
    if isinstance(value, ir.ForEach):
        # "for each ...": converge (702.44a), counters (122.1), "that died this turn", domain
        # (305.6), the party (700.8) or the objects counted, each as on its own
        return value.per * evaluate(value.value, scope)
    if isinstance(value, ir.DamageDealtAmount):
        return scope.damage_dealt
    if isinstance(value, ir.LifeLostAmount):  # 119.3 (s11 h-combat)
        return scope.life_lost
    if isinstance(value, ir.DestroyedThisWay):  # 701.8a, 608.2h
        return sum(destroyed_match(ch, token, value.filter) for ch, token in scope.destroyed)
    if isinstance(value, ir.DieResult):
        return (scope.outcomes or {}).get("die", 0)  # 706.2: the result of the die rolled
    if isinstance(value, ir.VoteCount):  # 701.38a: "for each sprout vote" (rules/voting.py)
        return (scope.outcomes or {}).get(VOTE_KEY + value.option, 0)
    if isinstance(value, ir.CountOf):
        return count_of(value, scope)
    if isinstance(value, ir.PartySize):  # 700.8 (h-costs)
        return party_size(scope)
    if isinstance(value, ir.BasicLandTypes):  # 207.2c: domain (h-costs)
        return basic_land_types(scope)
    if isinstance(value, ir.LifeTotalOf):
        return _life_total(value, scope)
    if isinstance(value, ir.YourCounters):  # s10 h-amount, 122.1: a player's counters
        return scope.game.players[scope.controller].counters.get(value.kind, 0)
    if isinstance(value, ir.CountersOn):
        return _counters_on(value, scope)
    if isinstance(value, ir.GreatestPower):
        return _greatest_power(value, scope)
    if isinstance(value, ir.Devotion):
        return _devotion(value, scope)
    if isinstance(value, ir.ThisTurnCount):  # h-history (rules/history.py)
        return this_turn_count(scope.game, value, scope.controller)
    if isinstance(value, ir.PowerOf | ir.ToughnessOf | ir.ManaValueOf):
        return _of_object(value, scope)
    if isinstance(value, ir.Arith):  # h-amount: 107.1 (rules/amount_kinds.py)
        return arith(value, lambda v: evaluate(v, scope))
    if isinstance(value, ir.PlayerCount):  # h-amount: one player's objects
        return player_count(value, scope)
    if isinstance(value, ir.NamedCount):  # h-amount: 201.2
        return named_count(value, scope)
    if isinstance(value, ir.AmongOf):  # h-amount: over the matching objects
        return among(value, [scope.chars_of(o.id) for o in matching(value.filter, scope)])
    raise TypeError(f"unknown amount {value!r}")


def _trigger_player(flt: ir.Filter) -> bool:
    return flt.controller == "trigger player"  # h-players: rules/that_player.py


def count_of(value: ir.CountOf, scope: AmountScope) -> int:
    """How many objects match the noun phrase (or how many opponents): "the number of
    creatures you control", "for each card in your hand", "for each opponent" (102.3)."""
    g = scope.game
    if value.players == "opponent":
        # 102.3, 800.4a: the other players still in the game
        return sum(1 for p in g.players if p.index != scope.controller and not p.lost)
    return len(matching(value.filter, scope))


def _named_controller(flt: ir.Filter, scope: AmountScope) -> Any:
    """The player reference a battlefield filter's controller names ("target player",
    "that player", "defending player"), or ``None`` for the plain ones ("you", "opponent")."""
    if flt.zone != "battlefield":
        return None
    if flt.controller_target is not None:
        return ir.TargetRef(flt.controller_target)
    if _trigger_player(flt):
        return ir.TriggerPlayerRef()
    if flt.controller == "defending player" and scope.players_of:
        return ir.DefendingPlayerRef()
    return None


def matching(flt: ir.Filter, scope: AmountScope) -> list[GameObject]:
    """The objects that match ``flt`` in its zone: on the battlefield (seen from the
    controller: "you control", "another"), or in your (or every) hand or graveyard."""
    g = scope.game
    who = _named_controller(flt, scope)
    if who is not None:
        # h-players, 608.2k: "for each creature target player controls" / "... that player
        # controls": the player that target phrase chose (608.2b: still a legal target) or
        # the trigger's player, as a resolving instruction knows them (``players_of``);
        # 508.5a: "for each land defending player controls" in an attacking creature's
        # ability: the player that creature attacks (Coastline Marauders attacking one of two)
        named = set(scope.players_of(who)) if scope.players_of is not None else set()
        plain = replace(flt, controller=None, controller_target=None)
        return [
            o
            for o in g.battlefield_objects()
            if scope.match(ch := scope.chars_of(o.id), o, plain) and ch.controller in named
        ]
    if flt.zone == "battlefield":
        return [o for o in g.battlefield_objects() if scope.match(scope.chars_of(o.id), o, flt)]
    if flt.controller == "you":
        owners = [scope.controller]
    elif flt.controller == "opponent":
        owners = [p.index for p in g.players if p.index != scope.controller]
    else:
        owners = [p.index for p in g.players]
    # a card in a hand or graveyard has no controller (108.4a): whose zone it is says it
    plain = replace(flt, controller=None, zone="battlefield")
    out: list[GameObject] = []
    for p in owners:
        ids = g.players[p].hand if flt.zone == "hand" else g.players[p].graveyard
        if flt.zone not in ("hand", "graveyard"):
            raise TypeError(f"can't count objects in {flt.zone}")
        for oid in ids:
            o = g.objects[oid]
            if scope.match(scope.chars_of(oid), o, plain):
                out.append(o)
    return out


def _life_total(value: ir.LifeTotalOf, scope: AmountScope) -> int:
    # 119.1: each player's life total
    if isinstance(value.ref, ir.YouRef):
        return scope.game.players[scope.controller].life
    if scope.players_of is not None:  # s10 h-other: "that player loses half their life"
        players = scope.players_of(value.ref)
        if len(players) == 1:
            return scope.game.players[players[0]].life
        return 0  # 608.2b: no such player (an illegal target): no life to count
    raise TypeError(f"unknown life total {value!r}")


def _counters_on(value: ir.CountersOn, scope: AmountScope) -> int:
    """122.1: counters of that kind on the object, or on it as it last existed (608.2h)."""
    g = scope.game
    for oid in scope.ids_of(value.ref):
        obj = g.objects.get(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            return _of_kind(obj.counters, value.kind)
        lk = g.last_known.get(oid)
        if lk is not None:
            return _of_kind(dict(lk.counters), value.kind)
        if obj is not None:
            return _of_kind(obj.counters, value.kind)
    return 0


def _of_kind(counters: Mapping[str, int], kind: str) -> int:
    """122.1: the counters of one kind; kind "": of every kind ("the number of counters on
    it", s10 h-amount)."""
    return counters.get(kind, 0) if kind else sum(counters.values())


def _of_object(value: ir.PowerOf | ir.ToughnessOf | ir.ManaValueOf, scope: AmountScope) -> int:
    """208.1 power and toughness, 202.3 mana value, of the object now or as it last existed
    (608.2h); a negative power or toughness counts as 0 for an amount (107.1b)."""
    for oid in scope.ids_of(value.ref):
        ch = scope.known(oid)
        if ch is None:
            continue
        if isinstance(value, ir.PowerOf):
            return max(0, ch.power or 0)
        if isinstance(value, ir.ToughnessOf):
            return max(0, ch.toughness or 0)
        obj = scope.game.objects.get(oid)
        if obj is not None:
            return mana_value(ch.mv_cost(), obj.x)
        lk = scope.game.last_known.get(oid)  # 608.2h, 202.3e: a spell gone from the stack
        return mana_value(ch.mv_cost(), lk.x if lk is not None else 0)
    return 0


def _greatest_power(value: ir.GreatestPower, scope: AmountScope) -> int:
    """208.1: the greatest power among the matching creatures; 0 when there are none."""
    powers = [scope.chars_of(o.id).power or 0 for o in matching(value.filter, scope)]
    return max([0, *powers])


def _devotion(value: ir.Devotion, scope: AmountScope) -> int:
    """700.5: the mana symbols among the mana costs of permanents the controller controls
    that are of any of the colors (a hybrid symbol of two of them counts once; 700.5a: the
    mana costs after copy and control effects, which the characteristics apply)."""
    wanted = set(value.colors)
    total = 0
    for o in scope.game.battlefield_objects():
        ch = scope.chars_of(o.id)
        if ch.controller != scope.controller:
            continue
        total += sum(1 for s in symbols(ch.mana_cost) if wanted & set(s.split("/")))
    return total


# objects a single-object reference of an amount can name (effects.referenced_ids)
_OBJECT_REFS = (ir.TargetRef, ir.SelfRef, ir.AttachedRef, ir.TriggerObjectRef, ir.SacrificedRef)
# 601.2h, 608.2h: the card a cost exiled (h-gycost)
_OBJECT_REFS_ALL = (
    *_OBJECT_REFS,
    ir.ExiledCostRef,
    ir.SacrificedNowRef,
    ir.RevealedNowRef,
    ir.MilledNowRef,  # s10 h-amount: 701.17a
)  # h-amount: what an earlier instruction sacrificed (701.21) or revealed (701.20a)


def destroyed_match(ch: Characteristics, token: bool, f: ir.Filter) -> bool:
    """701.8a: whether a permanent destroyed this way, as it last existed, is what "for each
    [nontoken] creature / permanent destroyed this way" counts (see :func:`amount_gap`)."""
    if f.types and not f.types & ch.types:
        return False
    return not f.non_types & ch.types and (f.token is None or f.token == token)


#: the filter fields "destroyed this way" may name (destroyed_match)
_DESTROYED_PLAIN = ir.Filter()


def party_size(scope: AmountScope) -> int:
    """700.8: the most creatures the controller controls that can be one each of a Cleric, a
    Rogue, a Warrior and a Wizard (a creature with several of those types counts once)."""
    roles = ("Cleric", "Rogue", "Warrior", "Wizard")
    g = scope.game
    kinds: dict[frozenset[str], int] = {}  # the creatures by the roles they can take
    for o in g.battlefield_objects():
        ch = scope.chars_of(o.id)
        if ch.controller == scope.controller and "creature" in ch.types:
            mine = frozenset(r for r in roles if r in ch.subtypes)
            if mine:
                kinds[mine] = kinds.get(mine, 0) + 1

    def fill(i: int) -> int:  # the most of roles[i:] filled by the creatures left
        if i == len(roles):
            return 0
        best = fill(i + 1)  # this role left empty
        for kind, n in kinds.items():
            if n and roles[i] in kind:
                kinds[kind] = n - 1
                best = max(best, 1 + fill(i + 1))
                kinds[kind] = n
        return best

    return fill(0)


def basic_land_types(scope: AmountScope) -> int:
    """207.2c (domain): the basic land types among the lands the controller controls."""
    found: set[str] = set()
    for o in scope.game.battlefield_objects():
        ch = scope.chars_of(o.id)
        if ch.controller == scope.controller and "land" in ch.types:
            found |= ch.subtypes & _BASIC_LAND_TYPES
    return len(found)


_BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def amount_gap(value: Any) -> str | None:
    """What of an amount :func:`evaluate` can't work out (for rules/support.py), or None."""
    if (
        isinstance(value, int | ir.XAmount | ir.DamageDealtAmount | ir.DieResult | ir.Devotion)
        or type(value) is ir.LifeLostAmount  # s11 h-combat: 119.3
        or value is None
    ):
        return None
    if isinstance(value, ir.EventAmount):  # where it may be used: trigger_events (603.2)
        return None
    if isinstance(value, ir.PartySize | ir.BasicLandTypes):
        return None  # 700.8: party_size; 207.2c: basic_land_types
    if isinstance(value, ir.VoteCount):
        return None  # 701.38a: the resolution's vote (rules/voting.vote_gap checks there is one)
    if isinstance(value, ir.ColorsSpent):
        return None  # 702.44a: rules/keywords_sunburst.colors_spent
    if isinstance(value, ir.WhereX | ir.ForEach):
        return amount_gap(value.value)
    if isinstance(value, ir.NamedCount):  # h-amount: 201.2 (named_count)
        return None
    if isinstance(value, ir.YourCounters):  # s10 h-amount, 122.1
        return None
    if isinstance(value, ir.DestroyedThisWay):  # 701.8a: types and tokens only
        f = replace(value.filter, types=frozenset(), non_types=frozenset(), token=None)
        return None if f == _DESTROYED_PLAIN else "counting what was destroyed by other qualities"
    if isinstance(value, ir.PlayerCount):  # h-amount: while an instruction resolves
        refs = (ir.TargetRef, ir.TriggerPlayerRef, ir.DefendingPlayerRef, ir.EachPlayerNowRef)
        return None if isinstance(value.player, refs) else "counting another player's objects"
    if isinstance(value, ir.AmongOf):  # h-amount: the zones ``matching`` looks in
        zone = value.filter.zone
        return None if zone in ("battlefield", "hand", "graveyard") else f"objects in {zone}"
    if isinstance(value, ir.Arith):  # h-amount: each part (107.1)
        return next((g for g in map(amount_gap, arith_parts(value)) if g is not None), None)
    if isinstance(value, ir.CountOf):
        if value.players not in (None, "opponent"):
            return f"counting {value.players}s"
        if value.filter.zone not in ("battlefield", "hand", "graveyard"):
            return f"counting cards in {value.filter.zone}"
        return None
    if isinstance(value, ir.ThisTurnCount):
        return history_gap(value)  # h-history
    if isinstance(value, ir.GreatestPower):
        on_battlefield = value.filter.zone == "battlefield"
        return None if on_battlefield else "the greatest power off the battlefield"
    if isinstance(value, ir.LifeTotalOf):
        # s10 h-other: "that player loses half their life" (while an instruction resolves)
        players = (ir.YouRef, ir.TargetRef, ir.TriggerPlayerRef, ir.DefendingPlayerRef)
        return None if isinstance(value.ref, players) else "another player's life total"
    if isinstance(value, ir.PowerOf | ir.ToughnessOf | ir.ManaValueOf | ir.CountersOn):
        if isinstance(value.ref, _OBJECT_REFS_ALL):
            return None
        return f"an amount of {type(value.ref).__name__}"
    return f"the amount {type(value).__name__}"


def cda_gap(value: Any) -> str | None:
    """What of a characteristic-defining ability's amount layer 7a can't work out (604.3,
    613.4a): counts whose noun phrase doesn't look at power or toughness (those are what
    layer 7 is computing), and your life total."""
    if isinstance(value, ir.CountOf):
        f = value.filter
        if (
            f.power_max is not None
            or f.power_min is not None
            or f.toughness_max is not None
            or f.toughness_min is not None
        ):
            return "power and toughness equal to a count that looks at power or toughness"
        return amount_gap(value)
    if isinstance(value, ir.LifeTotalOf):
        return amount_gap(value)
    if isinstance(value, ir.AmongOf) and not value.kind.endswith(("power", "toughness")):
        return amount_gap(value)  # h-amount: colors, types, names, mana values (layers 1-5)
    if isinstance(value, ir.Arith):  # s11 h-ctl, 107.1, 613.4a: "2 plus the number of ..."
        return next((g for g in map(cda_gap, arith_parts(value)) if g is not None), None)
    return f"power and toughness equal to {type(value).__name__}"


def entering_amount_gap(value: Any) -> str | None:
    """h-amount: what of "enters with X counters, where X is ..." can't be counted as the
    permanent would enter (614.1c): nothing of a resolving instruction (no targets, no damage
    dealt, no event), and no object but the one entering ("its power")."""
    if (
        isinstance(
            value,
            ir.DamageDealtAmount | ir.DieResult | ir.XAmount | ir.EventAmount | ir.PlayerCount,
        )
        or type(value) is ir.LifeLostAmount
    ):  # s11 h-combat
        return f"entering with a number of counters of {type(value).__name__}"
    ref = getattr(value, "ref", None)
    of_object = isinstance(value, ir.PowerOf | ir.ToughnessOf | ir.ManaValueOf | ir.CountersOn)
    if of_object and not isinstance(ref, ir.SelfRef):
        return f"entering with a number of counters of {type(ref).__name__}"
    return amount_gap(value)


def player_count(value: ir.PlayerCount, scope: AmountScope) -> int:
    """h-amount: the objects of the player(s) the reference names that match the filter: the
    cards in their hand or graveyard (404.1, 404.2), or the permanents they control (108.4)."""
    if scope.players_of is None:
        raise TypeError("a count of a player's objects outside a resolving instruction")
    g = scope.game
    flt = value.filter
    total = 0
    for p in scope.players_of(value.player):
        if flt.zone in ("hand", "graveyard"):
            plain = replace(flt, zone="battlefield")
            ids = g.players[p].hand if flt.zone == "hand" else g.players[p].graveyard
            total += sum(
                1 for oid in ids if scope.match(scope.chars_of(oid), g.objects[oid], plain)
            )
        else:
            for o in g.battlefield_objects():
                ch = scope.chars_of(o.id)
                total += ch.controller == p and scope.match(ch, o, flt)
    return total


def named_count(value: ir.NamedCount, scope: AmountScope) -> int:
    """201.2: the cards in all graveyards (or the controller's), or the creatures on the
    battlefield, with the same name as the object with the ability (its name now, or as it
    last existed: 608.2h)."""
    g = scope.game
    src = scope.known(scope.source_id) if scope.source_id is not None else None
    if src is None or not src.name:
        return 0
    if value.where == "on the battlefield":
        return sum(
            1
            for o in g.battlefield_objects()
            if (ch := scope.chars_of(o.id)).name == src.name and "creature" in ch.types
        )
    owners = [scope.controller] if value.where == "in your graveyard" else range(len(g.players))
    return sum(
        1 for p in owners for oid in g.players[p].graveyard if scope.chars_of(oid).name == src.name
    )
