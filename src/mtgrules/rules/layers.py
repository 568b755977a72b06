"""Continuous effects and the layer system (611, 613).

An object's characteristics are its printed values (613.1; a transformed permanent's: 712.8e)
with every applicable continuous effect applied, layer by layer: 2 control, 6 abilities, 7
power and toughness (7a-7d), in timestamp order (613.7) except that an effect that depends on
another applies after it (613.8). The game caches the result for every permanent, stamped
with the state's changes (``Game.state_stamp``): computed once per state, never stale.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..cards.ir import (
    Ability,
    Animate,
    AttachedCount,
    CantHaveAbilities,  # s11 h-ctl
    CharacteristicDefiningPT,
    ControlOf,
    EachRef,
    ForEach,
    GrantAbilities,
    Keyword,
    ModifyPT,
    ModifyPTX,
    Quality,
    RemoveAbilities,
    SetCharacteristics,
    SetLandType,
    StaticAbility,
    TriggeredAbility,
    YouRef,
)
from ..cards.words import CREATURE_TYPES
from ..records import Characteristics as Characteristics
from ..records import CharacteristicsCache as CharacteristicsCache
from ..records import ContinuousEffect as ContinuousEffect
from . import (
    cant_have,
    condition_refs,
    control_layer,
    gained_statics,
    ring_bearer,
    static_animate,
    text_changing,
    type_changing,
)
from .amounts import AmountScope, evaluate
from .chosen_values import each_opponent
from .chosen_values import with_choices as with_choices  # 614.12a (h-mana: moved)
from .conditions import holds
from .dependency import apply_in_order
from .expiry import expire as expire  # 514.2, 611.2a
from .filter_match import has_keyword as has_keyword  # the filter test, moved for size
from .filter_match import matches as matches
from .filter_match import mismatch as mismatch
from .history import attached_count  # h-history
from .keywords import TRIGGERED_KEYWORDS
from .keywords_bestow import BESTOW, bestowed  # 702.103b (h-kw-perm)
from .keywords_reconfigure import attached_values  # 702.151b (h-kw-perm)
from .static_affected import affected_by

CREATURE_TYPES_SET = frozenset(CREATURE_TYPES)

if TYPE_CHECKING:
    from ..cards.ir import CardDefinition
    from ..objects import GameObject
    from ..state import GameState


@dataclass(slots=True)
class _StaticEffect:
    timestamp: int
    source: GameObject
    # ModifyPTX: "+1/+0 for each" (613.4c); RemoveAbilities ("loses all abilities", 613.1f),
    # SetCharacteristics ("has base power and toughness 1/1", 613.4b)
    effect: ModifyPT | GrantAbilities | ModifyPTX | RemoveAbilities | SetCharacteristics | Animate
    # "Each creature you control gets +1/+1 for each +1/+1 counter on it": per creature (613.4c)
    per_object: bool = False
    gained: bool = False  # gained from a resolved effect (rules/gained_statics.py, 613.7a)


def printed(obj: GameObject) -> Characteristics:
    """613.1: the values printed on the card (or defined for the token); 702.103b: a
    bestowed Aura spell's, as an Aura (rules/keywords_bestow.py)."""
    if obj.alt_keyword == BESTOW:
        return values_of(bestowed(obj.card), obj.controller)
    return values_of(obj.card, obj.controller)


def layer1(obj: GameObject) -> Characteristics:
    """Layer 1 (613.2a): copy effects. 613.2c: afterwards the object's characteristics are
    its copiable values (707.2): those a copy effect gave it as it entered (707.5; its
    exceptions included, 707.9b), else its printed values. Counters, pumps and type changes
    of the copied object are in later layers and never part of them (707.2)."""
    return values_of(obj.values, obj.controller)


def values_of(card: CardDefinition, controller: int) -> Characteristics:
    """The characteristics a card's (or copy effect's) values define, under ``controller``."""
    known = _PRINTED.get(id(card))
    if known is None or known[0] is not card:
        known = (card, _printed_values(card))
        if len(_PRINTED) > 20_000:
            _PRINTED.clear()
        _PRINTED[id(card)] = known  # the card kept with its values: its id stays its own
    return Characteristics(*known[1], controller=controller)


# printed()'s values by card: immutable (strings, frozensets, numbers, the ability tuple), so
# each object's Characteristics can start from them without copying
_PRINTED: dict[int, tuple[CardDefinition, _Printed]] = {}


# name, mana cost, colors, supertypes, types, subtypes, power, toughness, abilities
_Printed = tuple[
    str,
    str | None,
    frozenset[str],
    frozenset[str],
    frozenset[str],
    frozenset[str],
    int | None,
    int | None,
    tuple[Ability, ...],
]


def _printed_values(card: CardDefinition) -> _Printed:
    colors = card.color_indicator if card.color_indicator is not None else card.colors
    subtypes = frozenset(card.subtypes)
    for a in card.abilities:
        if isinstance(a, Keyword):
            if a.name == "devoid":
                colors = frozenset()  # 702.114a: colorless in every zone
            elif a.name == "changeling":
                subtypes |= CREATURE_TYPES_SET  # 702.73a: every creature type, in every zone
    return (
        card.name,
        card.mana_cost,
        colors,
        frozenset(card.supertypes),
        frozenset(card.types),
        subtypes,
        _pt_value(card.power),
        _pt_value(card.toughness),
        card.abilities,
    )


def _pt_value(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        # "*" and "1+*": the characteristic-defining ability sets it in layer 7a; 0 until then.
        digits = text.split("+")[0]
        return int(digits) if digits.isdigit() else 0


_PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)")


def _loses(a: Ability, removed: tuple[Ability, ...]) -> bool:
    """613.1f: ``a`` is among the abilities an effect removes; 702.16m: losing "protection
    from black" removes every instance; 702.11e: losing hexproof removes every "hexproof
    from [quality]"."""
    if a in removed:
        return True
    return (
        isinstance(a, Keyword)
        and a.name == "hexproof from"
        and any(isinstance(r, Keyword) and r.name == "hexproof" for r in removed)
    )


def _finish(chars: Characteristics) -> None:
    """The keyword facts read from ``chars.abilities`` (kept by abilities tuple: immutable
    and shared by every object with the same abilities)."""
    abilities = chars.abilities
    known = _FINISHED.get(id(abilities))
    if known is None or known[0] is not abilities:
        if len(_FINISHED) > 50_000:
            _FINISHED.clear()
        _finish_uncached(chars)
        known = _FINISHED[id(abilities)] = (
            abilities,
            chars.has_triggers,
            chars.keywords,
            chars.protections,
            chars.hexproof_from,
        )
    else:
        _, chars.has_triggers, chars.keywords, chars.protections, chars.hexproof_from = known


def _joined(abilities: tuple[Ability, ...], grant: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """``abilities + grant``, the same tuple each time for the same two tuples: the facts
    kept by abilities tuple (``_finish``, the activated and triggered abilities) are found
    again when the layers are recomputed, instead of a new tuple each time (613.1f)."""
    key = (id(abilities), id(grant))
    known = _JOINED.get(key)
    if known is not None and known[0] is abilities and known[1] is grant:
        return known[2]
    if len(_JOINED) > 50_000:
        _JOINED.clear()
    out = abilities + grant
    _JOINED[key] = (abilities, grant, out)
    return out


_JOINED: dict[
    tuple[int, int],
    tuple[tuple[Ability, ...], tuple[Ability, ...], tuple[Ability, ...]],
] = {}

_FINISHED: dict[
    int, tuple[tuple[Ability, ...], bool, frozenset[str], tuple[Quality, ...], tuple[Quality, ...]]
] = {}


def _finish_uncached(chars: Characteristics) -> None:
    kws: set[str] = set()
    prots: list[Quality] = []
    hexes: list[Quality] = []
    chars.has_triggers = any(
        isinstance(a, TriggeredAbility) or (isinstance(a, Keyword) and a.name in TRIGGERED_KEYWORDS)
        for a in chars.abilities
    )
    for a in chars.abilities:
        if isinstance(a, Keyword):
            kws.add(a.name)
            if a.name == "protection" and a.quality is not None:
                prots.append(a.quality)
            elif a.name == "hexproof from" and a.quality is not None:
                hexes.append(a.quality)
    chars.keywords = frozenset(kws)
    chars.protections = tuple(prots)
    chars.hexproof_from = tuple(hexes)


#: 122.1b: the keywords a keyword counter can be.
KEYWORD_COUNTERS = frozenset(
    {
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "decayed",
        "exalted",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "shadow",
        "trample",
        "vigilance",
    }
)


@dataclass(frozen=True, slots=True)
class _CounterKeyword:
    """A keyword counter's effect: the object has that keyword (122.1b, 613.1f)."""

    object_id: int
    keyword: Keyword


def compute_battlefield(game: GameState) -> dict[int, Characteristics]:
    """Characteristics of every phased-in permanent, all layers applied (613)."""
    return compute_battlefield_closed(game)[0]


#: The counts of characteristic-defining abilities a closed computation read (604.3, 613.4a):
#: (the count, the permanent whose ability it is, the value found).
Counts = tuple[tuple[str, int, int], ...]


def compute_battlefield_closed(
    game: GameState,
) -> tuple[dict[int, Characteristics], bool, Counts]:
    """``compute_battlefield``, and whether the computation was *closed*: it read no
    condition (611.3a), no filter of a static ability's or a land-type effect's, no
    control-changing effect and no characteristic-defining ability (604.3) other than the
    counts of ``count_for`` (returned with their values), only the permanents, their fields
    outside ``objects.QUIET_FIELDS`` and the resolved effects with their fixed sets (611.2c).
    A closed result stays right until one of those changes or a count has another value
    (``Game.dirty``, ``objects.layer_writes``: ``characteristics.chars_cache``)."""
    closed = True
    counts: list[tuple[str, int, int]] = []
    objs = game.objects  # game.battlefield_objects(), inlined: phased-in (702.26b)
    perms = [o for oid in game.battlefield if not (o := objs[oid]).phased_out]
    result: dict[int, Characteristics] = {}
    spell_effects = sorted(game.continuous_effects, key=lambda e: e.timestamp)
    kinds: set[type] = set()  # the kinds of static abilities any permanent has
    entered = False  # any permanent with an entered_controller (110.2)
    known = type_changing._STATIC_KINDS  # static_kinds, its lookup inlined
    printed_values = _PRINTED
    for o in perms:
        # layer1(o), inlined (613.2): its copiable values under its controller
        card = o.card if o.copy_of is None else o.copy_of
        if o.alt_keyword == BESTOW:  # 702.103b: a bestowed Aura (rules/keywords_bestow.py)
            card = bestowed(card)
        if o.attached_to is not None:  # 702.151b: reconfigure (rules/keywords_reconfigure.py)
            card = attached_values(card)
        pv = printed_values.get(id(card))
        c = (
            Characteristics(*pv[1], controller=o.controller)
            if pv is not None and pv[0] is card
            else values_of(card, o.controller)
        )
        c.abilities = abilities = with_choices(game, c.abilities, o)
        if o.transformed and card == o.card.back:  # 712.8e: its front face's mana value
            c.front_cost = o.card.mana_cost or ""
        result[o.id] = c
        k = known.get(id(abilities))
        ks = k[1] if k is not None and k[0] is abilities else type_changing.static_kinds(abilities)
        if ks:
            kinds.update(ks)
        if o.entered_controller is not None:
            entered = True
    # Layer 2 (613.1b): control-changing effects
    control_statics = ControlOf in kinds
    if game.control_effects or control_statics or entered:
        closed = False  # what a control effect applies to may depend on anything
        control_layer.apply_layer2(game, result, control_statics, entered)
    if spell_effects:  # Layer 3 (613.1c): text-changing effects (612), from resolved ones
        text_changing.apply_layer3(game, result)
    # Layer 4 (613.1d): type-changing effects (305.7), timestamps and dependencies (613.8).
    land_statics = SetLandType in kinds or Animate in kinds  # Frogify's too (613.1d)
    if land_statics or any(
        e.set_creature_types is not None
        or e.add_types
        or e.add_subtypes
        or e.set_land_type
        or e.set_types is not None
        for e in spell_effects
    ):
        closed = False  # filters of land-type statics, dependencies (613.8)
    if spell_effects or land_statics:
        type_changing.apply_layer4(game, result, spell_effects, matches, land_statics)
    if any(p.ring_tempted for p in game.players):
        ring_bearer.apply_layer4(game, result)  # 701.54c: "Your Ring-bearer is legendary"
    # Layer 5 (613.1e): color-changing effects, in timestamp order (rules/static_animate.py)
    if spell_effects or Animate in kinds:
        static_animate.apply_layer5(game, result, spell_effects, Animate in kinds)
    for c in result.values():
        _finish(c)

    statics: list[_StaticEffect] = []
    pumps = any(k in kinds for k in _STATIC_EFFECT_KINDS)
    for o in perms if pumps else ():
        for a in result[o.id].abilities:
            if isinstance(a, StaticAbility) and isinstance(a.effect, _STATIC_EFFECT_KINDS):
                what = a.effect.what
                if a.condition is not None or (isinstance(what, EachRef) and what.filter):
                    closed = False  # a condition or a filter may read anything
                if isinstance(a.effect, ModifyPTX):
                    closed = False  # h-history: its count may read anything (611.3a)
                if a.condition is not None and not holds(a.condition, _scope(game, o, result)):
                    continue  # 611.3a: "as long as": it applies only while the condition holds
                # 613.7a: an effect of a static ability has its object's timestamp.
                per_object = (
                    isinstance(a.effect, ModifyPTX)
                    and isinstance(what, EachRef)
                    and a.layout is not None
                    and "its_self" in a.layout.variants
                )
                statics.append(_StaticEffect(o.timestamp, o, a.effect, per_object))
    for ts, o, a in gained_statics.found(game, spell_effects, result, _STATIC_EFFECT_KINDS):
        closed = False  # 613.7a: applied after the effect that grants it (below)
        if a.condition is None or holds(a.condition, _scope(game, o, result)):
            statics.append(_StaticEffect(ts, o, a.effect, gained=True))  # type: ignore[arg-type]
    statics.sort(key=lambda s: s.timestamp)

    def affected_by_static(
        s: _StaticEffect, view: dict[int, Characteristics] = result
    ) -> list[int]:
        return affected_by(game, s.source, s.effect.what, view, matches)

    # Layer 6 (613.1f): abilities added and removed, in timestamp order (613.7) except where
    # an effect depends on another (613.8): rules/dependency.py orders them.
    timeline: list[tuple[int, object]] = []  # (2 x timestamp, +1 gained: after its grant)
    for s in statics:
        if isinstance(s.effect, GrantAbilities | RemoveAbilities):  # 613.1f
            timeline.append((2 * s.timestamp + s.gained, s))
    for e in spell_effects:
        if e.abilities or e.remove_abilities or e.remove_all:
            timeline.append((2 * e.timestamp, e))
    for o in perms:  # 122.1b: a keyword counter grants its keyword (613.1f), stamped 613.7c
        for kind, n in o.counters.items():
            if n > 0 and kind in KEYWORD_COUNTERS:
                stamp = o.counter_timestamps.get(kind, o.timestamp)
                timeline.append((2 * stamp, _CounterKeyword(o.id, Keyword(kind))))

    def apply6(entry: tuple[int, object], view: dict[int, Characteristics] = result) -> None:
        item = entry[1]
        grant: tuple[Ability, ...]
        if isinstance(item, _CounterKeyword):
            targets = [item.object_id] if item.object_id in view else []
            grant = (item.keyword,)
        elif isinstance(item, _StaticEffect):
            if not _static_exists(item, view):
                return  # 613.8a: its ability was removed by an effect applied before it
            targets = affected_by_static(item, view)
            if isinstance(item.effect, RemoveAbilities):  # 613.1f: "loses all abilities"
                for oid in targets:
                    ch = view[oid]
                    ch.abilities = (
                        ()
                        if item.effect.all
                        else tuple(a for a in ch.abilities if not _loses(a, item.effect.abilities))
                    )
                    _finish(ch)
                return
            assert isinstance(item.effect, GrantAbilities)
            grant = item.effect.abilities
            grant = with_choices(game, grant, item.source)  # "the chosen color/player"
        else:
            assert isinstance(item, ContinuousEffect)
            targets = [i for i in item.affected if i in view]
            grant = each_opponent(game, item.abilities, item.controller)  # 702.16i
            if item.remove_all or item.remove_abilities:
                for oid in targets:
                    ch = view[oid]
                    # 613.1f; 702.16m: losing "protection from black" removes every instance
                    ch.abilities = (
                        ()
                        if item.remove_all
                        else tuple(a for a in ch.abilities if not _loses(a, item.remove_abilities))
                    )
                    _finish(ch)
        for oid in targets:
            ch = view[oid]
            ch.abilities = _joined(ch.abilities, grant)
            _finish(ch)

    def depends6(a: tuple[int, object], b: tuple[int, object]) -> bool:
        """613.8a: would applying ``b`` now change whether ``a`` exists or what it applies
        to? Only an effect of a static ability can depend (611.2c: a resolved effect's
        objects are fixed), and only on one that removes abilities (its own may go) or when
        what it applies to is chosen by a keyword ("creatures with flying")."""
        sa, eb = a[1], b[1]
        if not isinstance(sa, _StaticEffect):
            return False
        removes = _removes_any(eb)
        if not removes and not _depends_on_keyword(sa.effect):
            return False
        before = (_static_exists(sa, result), affected_by_static(sa))
        trial = dict(result)
        if isinstance(eb, _CounterKeyword):
            touched = [eb.object_id]
        elif isinstance(eb, _StaticEffect):
            touched = affected_by_static(eb) if _static_exists(eb, result) else []
        else:
            assert isinstance(eb, ContinuousEffect)
            touched = list(eb.affected)
        for oid in touched:
            if oid in trial:
                trial[oid] = replace(trial[oid])
        apply6(b, trial)
        return (_static_exists(sa, trial), affected_by_static(sa, trial)) != before

    removal = any(_removes_any(t[1]) for t in timeline)

    def may_depend6(a: tuple[int, object]) -> bool:
        s = a[1]
        return isinstance(s, _StaticEffect) and (removal or bool(_depends_on_keyword(s.effect)))

    if timeline:
        apply_in_order(timeline, lambda t: t[0], depends6, apply6, may_depend6)
    for e in spell_effects:  # 113.12: "can't be blocked this turn" is no ability to lose
        for oid in (i for i in e.affected if i in result) if e.qualities else ():
            result[oid].abilities = _joined(result[oid].abilities, e.qualities)
            _finish(result[oid])
    if CantHaveAbilities in kinds:  # s11 h-ctl, 613.1f: "can't have or gain" (cant_have.py)
        closed = False  # its filter may read anything
        cant_have.apply(game, result, matches, _loses, _finish)

    # Layer 7 (613.4).
    # 7a: only where a permanent has a characteristic-defining ability, printed or added in
    # layer 6 (an effect in the timeline)
    cdas = result.items() if CharacteristicDefiningPT in kinds or timeline else ()
    for oid, ch in cdas:
        o = game.objects[oid]
        cda = _characteristic_defining_pt(game, o, ch, result, counts)  # 7a
        if cda is not None:
            if cda[2]:
                closed = False  # an amount: it counts what it likes
            ch.power, ch.toughness = cda[0], cda[1]
    sevenb: list[tuple[int, list[int], int | None, int | None]] = [
        (e.timestamp, [i for i in e.affected if i in result], e.set_power, e.set_toughness)
        for e in spell_effects
        if e.set_power is not None or e.set_toughness is not None
    ]
    for s in statics:  # s9 h-other: a static "has base power and toughness 1/1" (613.4b)
        if isinstance(s.effect, _BASE_PT) and _static_exists(s, result):
            sevenb.append((s.timestamp, affected_by_static(s), s.effect.power, s.effect.toughness))
    sevenb.sort(key=lambda t: t[0])  # 613.7: in timestamp order
    for _, ids, set_p, set_t in sevenb:  # 7b: effects that set power and/or toughness
        for oid in ids:
            if set_p is not None:
                result[oid].power = set_p
            if set_t is not None:  # "has base power 8": power only
                result[oid].toughness = set_t
    sevenc: list[tuple[int, list[int], int, int]] = []
    for s in statics:
        # 613.8a: a static ability removed in layer 6 ("loses all abilities") no longer has
        # an effect in layer 7
        if isinstance(s.effect, ModifyPT) and _static_exists(s, result):
            sevenc.append((s.timestamp, affected_by_static(s), s.effect.power, s.effect.toughness))
        elif isinstance(s.effect, ModifyPTX) and _static_exists(s, result):
            # h-history: 613.4c, 611.3a "gets +1/+0 for each artifact you control": the count
            # is made again each time the characteristics are (layers 1-6 applied)
            amount = s.effect.amount
            value = amount.value if isinstance(amount, ForEach) else None
            if isinstance(value, AttachedCount):  # "for each Aura attached to it", per object
                for oid in affected_by_static(s):
                    host = oid if value.to_it else s.source.id
                    n = attached_count(game, value, host, lambda i: _subtypes(result, i))
                    sevenc.append((s.timestamp, [oid], s.effect.power * n, s.effect.toughness * n))
                continue
            if s.per_object:  # "for each +1/+1 counter on it": each one's own count
                for oid in affected_by_static(s):
                    n = evaluate(amount, _scope(game, game.objects[oid], result))
                    sevenc.append((s.timestamp, [oid], s.effect.power * n, s.effect.toughness * n))
                continue
            n = evaluate(amount, _scope(game, s.source, result))
            p, t = s.effect.power * n, s.effect.toughness * n
            sevenc.append((s.timestamp, affected_by_static(s), p, t))
    for e in spell_effects:
        if e.power or e.toughness:
            sevenc.append(
                (e.timestamp, [i for i in e.affected if i in result], e.power, e.toughness)
            )
    sevenc.sort(key=lambda t: t[0])
    for _, targets, p, t in sevenc:
        for oid in targets:
            ch = result[oid]
            if ch.power is not None:
                ch.power += p
                ch.toughness = (ch.toughness or 0) + t
    for oid, ch in result.items():  # 613.4c: counters
        counters = game.objects[oid].counters
        if ch.power is not None and counters:
            for kind, n in counters.items():  # 122.1a: each +X/+Y counter adds X and Y
                pt = counter_pt(kind)
                if pt is not None and n > 0:
                    ch.power += pt[0] * n
                    ch.toughness = (ch.toughness or 0) + pt[1] * n
    for e in spell_effects:  # 613.4d (h-act): switching, after 7a-7c, in timestamp order
        if e.switch_pt:
            for oid in e.affected:
                sw = result.get(oid)
                if sw is not None and sw.power is not None:
                    sw.power, sw.toughness = sw.toughness, sw.power
    return result, closed, tuple(counts)


def player_characteristics(
    game: GameState, player: int, battlefield: dict[int, Characteristics]
) -> Characteristics:
    """A player's keyword abilities (hexproof, shroud, protection: 702.11c, 702.18a,
    702.16b), as Characteristics so the same checks apply to players and permanents: those
    the permanents the player controls give them ("You have hexproof.", from the permanents'
    characteristics ``battlefield``, all layers applied: 613) and those of resolved effects
    (611.2)."""
    abilities: list[Ability] = []
    for oid, ch in battlefield.items():  # "You have hexproof." (702.11c, 702.18a)
        if ch.controller != player:
            continue
        for a in ch.abilities:
            if (
                isinstance(a, StaticAbility)
                and isinstance(a.effect, GrantAbilities)
                and isinstance(a.effect.what, YouRef)
            ):
                abilities += with_choices(game, a.effect.abilities, game.objects[oid])
    for e in game.player_effects:
        if e.player != player:
            continue
        if e.kind not in (
            "life_cant_change",
            "cant_gain_life",
            "cant_cast",
        ):  # a keyword: protection, ...
            abilities.append(Keyword(e.kind, quality=e.quality))  # type: ignore[arg-type]
    c = Characteristics(
        game.players[player].name,
        None,
        frozenset(),
        frozenset(),
        frozenset(),
        frozenset(),
        None,
        None,
        tuple(abilities),
        player,
    )
    _finish(c)
    return c


def _subtypes(result: dict[int, Characteristics], oid: int) -> frozenset[str]:
    ch = result.get(oid)
    return frozenset(ch.subtypes) if ch is not None else frozenset()


def counter_pt(kind: str) -> tuple[int, int] | None:
    """122.1a: what a "+X/+Y" or "-X/-Y" counter adds to power and toughness."""
    m = _PT_COUNTER.fullmatch(kind)
    return (int(m[1]), int(m[2])) if m else None


def _depends_on_keyword(
    effect: ModifyPT | GrantAbilities | ModifyPTX | RemoveAbilities | SetCharacteristics | Animate,
) -> int:
    what = effect.what
    if (
        isinstance(what, EachRef)
        and what.filter is not None
        and (what.filter.with_keyword or what.filter.without_keyword)
    ):
        return 1
    return 0


def _removes(e: ContinuousEffect) -> bool:
    return bool(e.remove_all or e.remove_abilities)


def _removes_any(e: object) -> bool:
    """613.8a: an effect that removes abilities, resolved or of a static ability (s9)."""
    if isinstance(e, _StaticEffect):
        return isinstance(e.effect, RemoveAbilities)
    return isinstance(e, ContinuousEffect) and _removes(e)


# the kinds of static abilities applied here, in layers 6 and 7 (613.1f, 613.4b-c)
_BASE_PT = (SetCharacteristics, Animate)  # 613.4b: static effects that set base P/T
_STATIC_EFFECT_KINDS = (
    ModifyPT,
    GrantAbilities,
    ModifyPTX,
    RemoveAbilities,
    SetCharacteristics,
    Animate,  # its base power and toughness (613.4b; its types and colors: layers 4 and 5)
)


def _static_exists(s: _StaticEffect, view: dict[int, Characteristics]) -> bool:
    """613.8a: an effect of a static ability exists while its object has the ability."""
    ch = view.get(s.source.id)
    return ch is not None and any(
        isinstance(a, StaticAbility) and a.effect == s.effect for a in ch.abilities
    )


def _characteristic_defining_pt(
    game: GameState,
    obj: GameObject,
    ch: Characteristics,
    result: dict[int, Characteristics],
    counts: list[tuple[str, int, int]],
) -> tuple[int, int, bool] | None:
    """604.3, 613.4a: characteristic-defining abilities such as Tarmogoyf's: the power, the
    toughness and whether an amount was evaluated (it may read anything); a ``count_for``
    count is added to ``counts`` instead."""
    for a in ch.abilities:
        if isinstance(a, StaticAbility) and isinstance(a.effect, CharacteristicDefiningPT):
            if a.effect.amount is not None:
                n = _cda_amount(game, obj, ch, a.effect.amount, result)
                if a.effect.power_only:
                    return n, ch.toughness or 0, True
                return n, n, True
            n = count_for(game, a.effect.count, obj)
            counts.append((a.effect.count, obj.id, n))
            return n + a.effect.power_offset, n + a.effect.toughness_offset, False
    return None


def counts_unchanged(game: GameState, counts: Counts) -> bool:
    """Every count a closed computation read (``compute_battlefield_closed``) has the same
    value now (604.3)."""
    objs = game.objects
    return all(count_for(game, what, objs[oid]) == n for what, oid, n in counts)


def _cda_amount(
    game: GameState,
    obj: GameObject,
    ch: Characteristics,
    amount: Any,
    result: dict[int, Characteristics],
) -> int:
    """613.4a: the value of a characteristic-defining ability's amount ("the number of Swamps
    you control", rules/amounts.py), counted on the characteristics of layers 1-6 being
    computed here (the types a count looks at are final after layer 4) and, off the
    battlefield, the printed ones (613.1): never through game.chars, which would compute
    this very layer again."""
    return evaluate(amount, _scope(game, obj, result))


def _scope(game: GameState, obj: GameObject, result: dict[int, Characteristics]) -> AmountScope:
    """What an amount or a condition of ``obj``'s static ability is evaluated against while
    the layers are applied: the characteristics being computed (``result``) on the
    battlefield, the printed ones elsewhere (613.1)."""
    controller = result[obj.id].controller

    def chars_of(oid: int) -> Characteristics:
        if oid in result:
            return result[oid]
        other = game.objects[oid]
        c = off_battlefield(game, other)
        c.controller = other.controller
        return c

    return AmountScope(
        game,
        controller,
        obj.id,
        0,
        0,
        lambda ref: condition_refs.objects(obj, obj.id, None, ref),  # this, or its host
        lambda oid: result.get(oid),
        chars_of,
        lambda c, o, flt: matches(game, c, o, flt, obj, controller),
    )


def off_battlefield(
    game: GameState, obj: GameObject, card: CardDefinition | None = None
) -> Characteristics:
    """Printed values off the battlefield (613.1), a face-down spell's face-down ones (708.2,
    708.4, 613.2b), or ``card``'s: those it will enter with (as a copy of an Aura, 303.4f)."""
    c = values_of(card, obj.controller) if card else layer1(obj) if obj.face_down else printed(obj)
    _finish(c)
    return c


def defines_pt(c: Characteristics) -> bool:
    """Whether ``c`` has a characteristic-defining ability for power and toughness (604.3);
    kept by abilities tuple, as ``_finish`` keeps its facts."""
    abilities = c.abilities
    known = _DEFINES_PT.get(id(abilities))
    if known is None or known[0] is not abilities:
        if len(_DEFINES_PT) > 50_000:
            _DEFINES_PT.clear()
        found = any(
            isinstance(a, StaticAbility) and isinstance(a.effect, CharacteristicDefiningPT)
            for a in abilities
        )
        known = _DEFINES_PT[id(abilities)] = (abilities, found)
    return known[1]


_DEFINES_PT: dict[int, tuple[tuple[Ability, ...], bool]] = {}


def defined_pt_elsewhere(
    game: GameState, obj: GameObject, c: Characteristics, battlefield: dict[int, Characteristics]
) -> None:
    """604.3, 208.2a: a characteristic-defining ability for power and toughness works in every
    zone: ``c`` (an object off the battlefield, ``obj``) gets the values it defines, counted
    against the permanents' characteristics ``battlefield`` (Splinterfright in a graveyard
    counts itself)."""
    cda = _characteristic_defining_pt(game, obj, c, {**battlefield, obj.id: c}, [])
    if cda is not None:
        c.power, c.toughness = cda[0], cda[1]


def count_for(game: GameState, what: str, obj: GameObject) -> int:
    """Counts used by characteristic-defining abilities (604.3): each reads only the cards,
    the zones' contents and ``obj`` (``counts_unchanged``)."""
    if "card types among cards in all graveyards" in what:
        kinds: set[str] = set()
        for p in game.players:
            for oid in p.graveyard:
                kinds |= set(game.objects[oid].card.types)
        return len(kinds)
    raise NotImplementedError(what)
