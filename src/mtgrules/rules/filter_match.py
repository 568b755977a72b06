"""Does an object match a noun phrase (a ``Filter``: "creature with power 2 or less you
control", "nonland permanent an opponent controls")? ``mismatch`` says which part fails, in
words, so a refusal names it (115.1, 601.2c); ``matches`` is its yes or no. Split from
rules/layers.py, which re-exports these names."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.ir import COLOR_NAMES, Filter
from ..mana import mana_value
from ..zones import Zone
from . import attached_kinds  # s11 h-ctl
from .amounts import AmountScope, evaluate  # s10 h-amount: Filter.bound
from .history import (
    damaged_by,  # s9 trig: 120.3
    history_mismatch,  # h-history
)
from .modified import is_modified  # s11 h-count: 700.9
from .steps import COMBAT_STEPS  # 506.1

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .layers import Characteristics


#: 202.3e, 601.2f: the X chosen for a spell whose total cost is being worked out, by object
#: id (rules/cost_changes.changed_x): its mana value counts it, as on the stack; not state
CASTING_X: dict[int, int] = {}

#: characteristics.chars, registered by rules/characteristics.py (which is above this module):
#: a target's characteristics now (115.9b)
CHARS: list[Callable[[GameState, int], Characteristics]] = []


def matches(
    game: GameState,
    chars: Characteristics,
    obj: GameObject,
    flt: Filter,
    source: GameObject | None,
    controller: int,
) -> bool:
    """Does an object with ``chars`` match ``flt``, seen from ``source``'s ``controller``?"""
    return mismatch(game, chars, obj, flt, source, controller) is None


def defending_player(game: GameState) -> int | None:
    """The defending player (506.2): the one attacked in this combat; before attackers are
    declared, in a two-player game, the nonactive player for the whole combat phase (Blaze
    of Glory cast in the beginning of combat step). None outside combat (508.5)."""
    if game.combat.defending_player is not None:
        return game.combat.defending_player
    if game.step in COMBAT_STEPS:
        others = [p.index for p in game.players if p.index != game.active_player and not p.lost]
        if len(others) == 1:  # 506.2a: in multiplayer the attacking player chooses one
            return others[0]
    return None


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


#: 110.4a: the card types of permanents
PERMANENT_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}
)


def _either(words: frozenset[str]) -> str:
    if words == PERMANENT_TYPES:
        return "permanent"  # 110.4: "permanent" means each of the permanent types
    return " or ".join(sorted(words))


_CREATURE = frozenset({"creature"})


def _creature_qualified(flt: Filter) -> bool:
    """Whether ``flt`` has a qualifier of the kind only its creature takes (a keyword, power or
    toughness: ``mismatch``)."""
    return (
        flt.with_keyword is not None
        or flt.without_keyword is not None
        or flt.power_min is not None
        or flt.power_max is not None
        or flt.toughness_min is not None
        or flt.toughness_max is not None
    )


def mismatch(
    game: GameState,
    chars: Characteristics,
    obj: GameObject,
    flt: Filter,
    source: GameObject | None,
    controller: int,
) -> str | None:
    """Which part of ``flt`` an object with ``chars`` fails, in words ("its power is 4, not
    2 or less"), seen from ``source``'s ``controller``; None when it matches. One function
    for the test and its reason, so a refusal always names the part that failed."""
    if flt.commander:  # s11 h-ctl, 903.3: no commander outside the Commander variant
        return "it isn't a commander (903.3)"
    if flt.attached_kind is not None and not attached_kinds.has(game, obj.id, flt.attached_kind):
        return f"it isn't {flt.attached_kind} (303.4, 301.5)"  # s11 h-ctl
    if flt.named_self is not None:  # 201.2: "named ~" / "not named ~"
        other = _same_name(game, chars, source) if source is not None else ""
        if flt.named_self and other is not None:
            return f"it isn't named {other} (201.2)" if other else "it isn't named so (201.2)"
        if not flt.named_self and other is None:
            return f"it's named {chars.name} (201.2)"
    if flt.ring_bearer and game.players[controller].ring_bearer != obj.id:
        return "it isn't your Ring-bearer (701.54e)"
    alt = flt.or_filter  # s10 h-zones: "a basic land card or a Gate card": either matches
    if alt is not None and mismatch(game, chars, obj, alt, source, controller) is None:
        return None
    # s10 h-zones: "creature or Vehicle": one of the subtypes does instead (or_subtypes)
    if flt.types and not (flt.types & chars.types) and not (flt.or_subtypes & chars.subtypes):
        return f"it isn't {_a(_either(flt.types | flt.or_subtypes))}"
    if (
        len(flt.types) > 1
        and "creature" in flt.types
        and chars.types & (flt.types - _CREATURE)
        and _creature_qualified(flt)
    ):
        # "target artifact, enchantment, or creature with flying" / "... with power 4 or
        # greater": the qualifier belongs to the last noun, the creature; any artifact or
        # enchantment matches, an artifact creature too (115.1, 208.1; blind13)
        flt = replace(
            flt,
            with_keyword=None,
            without_keyword=None,
            power_min=None,
            power_max=None,
            toughness_min=None,
            toughness_max=None,
        )
    if flt.all_types and not (flt.all_types <= chars.types):  # "artifact creature"
        return f"it isn't {_a(' '.join(sorted(flt.all_types)))}"
    if flt.subtypes and not (flt.subtypes & chars.subtypes):
        return f"it isn't {_a(_either(flt.subtypes))}"
    if flt.supertypes and not (flt.supertypes & chars.supertypes):
        return f"it isn't {_either(flt.supertypes)}"
    if flt.colors and not (flt.colors & chars.colors):
        return f"it isn't {_either(frozenset(COLOR_NAMES[c] for c in flt.colors))}"
    if flt.non_types and (flt.non_types & chars.types):
        return f"it's {_a(_either(flt.non_types & chars.types))}"
    if flt.non_colors and (flt.non_colors & chars.colors):
        return f"it's {_either(frozenset(COLOR_NAMES[c] for c in flt.non_colors & chars.colors))}"
    if flt.non_subtypes and (flt.non_subtypes & chars.subtypes):
        return f"it's {_a(_either(flt.non_subtypes & chars.subtypes))}"
    if flt.multicolored is not None and (len(chars.colors) > 1) != flt.multicolored:
        return "it isn't multicolored" if flt.multicolored else "it's multicolored"
    if flt.controller == "you" and chars.controller != controller:
        return "you don't control it"
    if flt.controller == "defending player" and chars.controller != defending_player(game):
        return "defending player doesn't control it (506.2)"  # none outside combat (508.5)
    if flt.controller == "trigger player" or flt.controller_target is not None:
        # h-players: "that player controls": resolved by its caller (608.2k)
        return "that player isn't known here (608.2k)"
    if flt.controller == "enchanted player" and (
        source is None or source.attached_to_player != chars.controller
    ):
        return "enchanted player doesn't control it"
    if (
        flt.in_combat is not None
        and (game.combat.is_attacking(obj.id) or game.combat.is_blocking(obj.id)) != flt.in_combat
    ):
        return "it isn't attacking or blocking" if flt.in_combat else "it's attacking or blocking"
    if flt.controller in ("opponent", "not_you") and chars.controller == controller:  # 109.5
        return "you control it" + (", not an opponent" if flt.controller == "opponent" else "")
    if flt.other and source is not None and obj.id == source.id:
        return "it's the source itself, not another"
    if flt.tapped is not None and obj.tapped != flt.tapped:
        return "it isn't tapped" if flt.tapped else "it isn't untapped"
    if flt.token is not None and obj.is_token != flt.token:
        return "it isn't a token" if flt.token else "it's a token"
    if flt.face_down is not None and obj.face_down != flt.face_down:  # 708.2
        return "it isn't face down" if flt.face_down else "it's face down"
    if flt.with_counter is not None and flt.with_counter[1] == "no":
        # s11 h-count, 122.1: "creature with no counters on it"
        if has_counter(obj.counters, flt.with_counter[0]):
            return "it has a counter on it"
    elif flt.with_counter is not None and not has_counter(obj.counters, flt.with_counter[0]):
        kind = flt.with_counter[0]
        return f"it has no {kind + ' ' if kind else ''}counter on it"  # 122.1
    if flt.with_keyword and not has_keyword(chars, flt.with_keyword):
        return f"it doesn't have {flt.with_keyword}"
    if flt.without_keyword and has_keyword(chars, flt.without_keyword):
        return f"it has {flt.without_keyword}"
    if flt.attacking is not None and game.combat.is_attacking(obj.id) != flt.attacking:
        return "it isn't attacking" if flt.attacking else "it's attacking"
    if flt.blocking is not None and game.combat.is_blocking(obj.id) != flt.blocking:
        return "it isn't blocking" if flt.blocking else "it's blocking"
    if flt.blocked is not None and (why := _blocked_status(game, obj.id, flt.blocked)):
        return why
    if flt.blocking_source and (
        source is None or source.id not in game.combat.blockers.get(obj.id, ())
    ):  # h-trig-combat: "creature blocking it" (509.1g)
        return "it isn't blocking it"
    if flt.damaged_this_turn and obj.id not in game.damaged_this_turn:
        return "it wasn't dealt damage this turn"  # 120.3
    if flt.historic and not (
        "artifact" in chars.types or "legendary" in chars.supertypes or "Saga" in chars.subtypes
    ):
        return "it isn't historic (700.6)"
    if flt.modified and not is_modified(game, obj):
        return "it isn't modified (700.9)"  # s11 h-count
    if flt.kicked and not obj.kicked:
        return "it wasn't kicked (702.33d)"
    if flt.damaged_by is not None and not damaged_by(game, flt.damaged_by, obj, source):
        return "it wasn't dealt damage by that creature this turn"  # 120.3 (s9 trig)
    if (
        flt.entered_this_turn
        or flt.dealt_damage is not None
        or flt.from_battlefield_this_turn
        or flt.attacked_this_turn
    ):
        why = history_mismatch(game, flt, obj.id, controller)
        if why is not None:
            return why
    if flt.targeting and not spell_targets(game, obj, flt.targeting, source, controller):
        return "it doesn't target " + " or ".join(map(_targeted_words, flt.targeting))  # 115.9b
    if flt.attacking_you:
        t = game.combat.attackers.get(obj.id)
        if t is None or t.player != controller:
            return "it isn't attacking you"
    if flt.non_supertypes and (flt.non_supertypes & chars.supertypes):
        return f"it's {_either(flt.non_supertypes & chars.supertypes)}"
    if flt.colorless is not None and (not chars.colors) != flt.colorless:
        return "it isn't colorless" if flt.colorless else "it's colorless"
    if (
        flt.attached is not None
        and (obj.attached_to is not None or obj.attached_to_player is not None) != flt.attached
    ):
        return ("it isn't" if flt.attached else "it's") + " attached to a permanent"
    if flt.mana_value_max is not None or flt.mana_value_min is not None:
        mv = mana_value(chars.mv_cost(), CASTING_X.get(obj.id, obj.x))  # 202.3, 202.3e
        exact = flt.mana_value_max is not None and flt.mana_value_max == flt.mana_value_min
        if exact and mv != flt.mana_value_max:  # "with mana value X" (107.3)
            return f"its mana value is {mv}, not {flt.mana_value_max}"
        if flt.mana_value_max is not None and mv > flt.mana_value_max:
            return f"its mana value is {mv}, not {flt.mana_value_max} or less"
        if flt.mana_value_min is not None and mv < flt.mana_value_min:
            return f"its mana value is {mv}, not {flt.mana_value_min} or greater"
    if flt.cast_from is not None and (  # s10 h-cant, 601.2: where the spell was cast from
        obj.cast is None
        or obj.cast[1] != "graveyard"
        or (flt.cast_from == "your graveyard" and obj.owner != controller)
    ):
        return f"it wasn't cast from {flt.cast_from}"
    if flt.power_vs_self is not None:  # s10 h-cant, 208.1: compared with the source's power
        why = _power_vs_self(game, chars, flt.power_vs_self[0], source)
        if why is not None:
            return why
    if (flt.power_max is not None or flt.power_min is not None) and chars.power is None:
        return "it has no power"
    if flt.power_max is not None and chars.power is not None and chars.power > flt.power_max:
        return f"its power is {chars.power}, not {flt.power_max} or less"
    if flt.power_min is not None and chars.power is not None and chars.power < flt.power_min:
        return f"its power is {chars.power}, not {flt.power_min} or greater"
    if flt.toughness_max is not None or flt.toughness_min is not None:  # 208.1
        tough = chars.toughness
        if tough is None:
            return "it has no toughness"
        if flt.toughness_max is not None and tough > flt.toughness_max:
            return f"its toughness is {tough}, not {flt.toughness_max} or less"
        if flt.toughness_min is not None and tough < flt.toughness_min:
            return f"its toughness is {tough}, not {flt.toughness_min} or greater"
    if flt.toughness_gt_power and (chars.toughness or 0) <= (chars.power or 0):  # s10, 208.1
        return "its toughness isn't greater than its power"
    if flt.chosen_name:  # 201.4: the name chosen as the source entered (614.12a)
        named = source.chosen_name if source is not None else None
        if named is None or chars.name != named:
            return f"it isn't named {named}" if named else "no name was chosen"
    if flt.bound is not None:  # s10 h-amount: 202.3, 208.1 against a count made now
        return bound_mismatch(game, chars, obj, flt.bound, source, controller)
    return None


def bound_mismatch(
    game: GameState,
    chars: Characteristics,
    obj: GameObject,
    bound: tuple[str, str, Any],
    source: GameObject | None,
    controller: int,
) -> str | None:
    """ "with mana value less than or equal to the number of Plains you control": the count
    is made each time the filter is checked (601.2c, 608.2b), seen from ``controller``."""
    what, how, count = bound

    def chars_of(oid: int) -> Characteristics:
        return CHARS[0](game, oid)

    sid = source.id if source is not None else None

    def ids_of(ref: Any) -> list[int]:  # "on this artifact": its source (608.2h if gone)
        return [sid] if sid is not None and isinstance(ref, ir.SelfRef) else []

    scope = AmountScope(
        game,
        controller,
        sid,
        0,
        0,
        ids_of,
        chars_of,
        chars_of,
        lambda c, o, f: matches(game, c, o, f, source, controller),
    )
    n = evaluate(count, scope)  # a count of objects, events or mana symbols (608.2h)
    if what == "power":
        if chars.power is None:
            return "it has no power"
        have = chars.power
    else:
        have = mana_value(chars.mv_cost(), obj.x)  # 202.3
    if how == "max" and have > n:
        return f"its {what} is {have}, not {n} or less"
    if how == "eq" and have != n:
        return f"its {what} is {have}, not {n}"
    return None


def has_keyword(chars: Characteristics, name: str) -> bool:
    """``chars`` has the keyword ``name``; 702.11e: "hexproof" finds "hexproof from"."""
    if name == "hexproof" and chars.hexproof_from:
        return True
    return name in chars.keywords


def has_counter(counters: Mapping[str, int], kind: str) -> bool:
    """122.1: whether there is a counter of ``kind`` among ``counters``, or (h-act: kind "",
    "with a counter on it") a counter of any kind."""
    if not kind:
        return any(n > 0 for n in counters.values())
    return counters.get(kind, 0) > 0


def spell_targets(
    game: GameState,
    obj: GameObject,
    wanted: tuple[Filter | str, ...],
    source: GameObject | None,
    controller: int,
) -> bool:
    """115.9b (h-misc): does the spell ``obj`` target something ``wanted`` names now? A
    target object still in the zone it was chosen in is seen as it is now (even if no longer a
    legal target); one that has left is ignored; a player still in the game counts."""
    item = next((i for i in game.stack if i.object is obj), None)
    if item is None:
        return False
    for t in (t for group in item.targets for t in group):
        if t.player is not None:
            if game.players[t.player].lost:
                continue
            if "player" in wanted or ("you" in wanted and t.player == controller):
                return True
            continue
        o = game.objects.get(t.object_id) if t.object_id is not None else None
        if o is None or (t.zone is not None and o.zone is not t.zone):
            continue  # 115.9b: it left its zone: ignored
        if "self" in wanted and source is not None and o.id == source.id:
            return True
        for w in wanted:
            if isinstance(w, Filter) and w.zone == "battlefield" and o.zone is not Zone.BATTLEFIELD:
                continue  # 109.2: "a creature" is a permanent, not a creature card elsewhere
            if isinstance(w, Filter) and matches(
                game, CHARS[0](game, o.id), o, w, source, controller
            ):
                return True
    return False


def _compare(op: str, a: int, b: int) -> bool:
    return {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op]


_CMP_WORDS = {
    "<": "less than",
    ">": "greater than",
    "<=": "less than or equal to",
    ">=": "greater than or equal to",
}


def _power_vs_self(
    game: GameState, chars: Characteristics, op: str, source: GameObject | None
) -> str | None:
    """s10 h-cant, 208.1: "with power less than this creature's power": its power now against
    the source's power now, or as it last existed (608.2h: "Sacrifice Lena: creatures with
    power less than Lena's power ...")."""
    lk = game.last_known.get(source.id) if source is not None else None
    if source is not None and source.id in game.objects and source.zone is Zone.BATTLEFIELD:
        mine = CHARS[0](game, source.id).power if CHARS else None
    elif lk is not None and lk.zone is Zone.BATTLEFIELD:
        mine = lk.chars.power  # 608.2h
    else:
        return "there is no source to compare its power with"
    if chars.power is None or mine is None:
        return "it or the source has no power"
    if not _compare(op, chars.power, mine):
        return f"its power is {chars.power}, not {_CMP_WORDS[op]} {mine}"
    return None


def power_vs_known(flt: Filter, power: int | None) -> Filter:
    """608.2h: "with power less than Lena's power" once Lena is gone: the bound its last known
    power sets (no power: nothing matches)."""
    if flt.power_vs_self is None:
        return flt
    op = flt.power_vs_self[0]
    if power is None:
        return replace(flt, power_vs_self=None, power_max=-1, power_min=0)
    if op in ("<", "<="):
        return replace(flt, power_vs_self=None, power_max=power - 1 if op == "<" else power)
    return replace(flt, power_vs_self=None, power_min=power + 1 if op == ">" else power)


def counters_vs_known(game: GameState, flt: Filter, source_id: int | None) -> Filter:
    """608.2h: "with mana value equal to the number of charge counters on this artifact" once
    the artifact is gone (sacrificed to pay the cost): the bound its counters as it last
    existed set."""
    bound = flt.bound
    if (
        bound is None
        or not isinstance(bound[2], ir.CountersOn | ir.PowerOf)
        or bound[2].ref != ir.SelfRef()
    ):
        return flt
    lk = game.last_known.get(source_id) if source_id is not None else None
    if isinstance(bound[2], ir.PowerOf):  # 208.1: "this creature's power" (107.1b: 0 or more)
        n = max(0, lk.chars.power or 0) if lk is not None and lk.chars is not None else 0
    else:
        n = dict(lk.counters).get(bound[2].kind, 0) if lk is not None else 0
    return with_bound(flt, n)


def with_bound(flt: Filter, n: int) -> Filter:
    """``flt`` with its bound (Filter.bound) made the number ``n``, counted already."""
    assert flt.bound is not None
    what, how = flt.bound[0], flt.bound[1]
    if what == "power":
        return replace(flt, bound=None, power_max=n)
    return replace(flt, bound=None, mana_value_max=n, mana_value_min=n if how == "eq" else None)


def _targeted_words(t: Filter | str) -> str:
    """What a spell must target, in words, for a refusal (115.9b): "a creature you control"."""
    if isinstance(t, str):
        return t
    noun = " or ".join(sorted(t.subtypes) + sorted(t.types)) or "permanent"
    mine = {"you": " you control", "opponent": " an opponent controls"}.get(t.controller or "", "")
    return f"a {noun}{mine}"


def _blocked_status(game: GameState, oid: int, blocked: bool) -> str | None:
    """Why ``oid`` isn't a blocked (or an unblocked) creature now; None when it is. 509.1h and
    the glossary: an unblocked creature is an attacking creature once blockers have been
    declared and none was declared for it (nor an effect made it blocked)."""
    if blocked:
        return None if game.combat.is_blocked(oid) else "it isn't blocked"
    if not game.combat.is_attacking(oid):
        return "it isn't attacking, so it isn't unblocked (509.1h)"
    if not game.blockers_declared:
        return "no blockers have been declared yet, so it isn't unblocked (509.1h)"
    return "it's blocked" if game.combat.is_blocked(oid) else None


def _same_name(game: GameState, chars: Characteristics, source: GameObject) -> str | None:
    """201.2: "named ~": None when the object's name is the source's name, else the source's
    name. The source's name is its copiable one (613.2: its card's, or what it copies), read
    without computing its characteristics, which may be what is being computed (a count in
    layer 7c); as it last existed once it has left the battlefield (608.2h)."""
    if source.id in game.objects:
        mine = source.name
    else:
        lk = game.last_known.get(source.id)
        mine = lk.chars.name if lk is not None else source.name
    return None if chars.name == mine else mine
