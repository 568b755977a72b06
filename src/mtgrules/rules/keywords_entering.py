"""Keywords that give a choice as the permanent enters (614.1c, 614.12a), asked through the
same "As this enters, choose ..." paths (``effects_zones.as_enters_options``: a permanent
spell resolving, a permanent an effect puts onto the battlefield, one returning from exile):

- riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on
  it. If you don't, it gains haste." (haste from an effect without a duration, 611.2a)
- unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on
  it" and "This permanent can't block as long as it has a +1/+1 counter on it." (the second:
  rules/combat.py)

The answer travels as the as-enters choice ``(kind, value)``: the counter is part of how it
enters (the ``counters`` of its ``ZoneMoveEvent``, 614.1c); haste is given once it is on
the battlefield (``entered``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.words import CREATURE_TYPES
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, layers, mechanics

if TYPE_CHECKING:
    from ..state import GameState

RIOT = "riot"
UNLEASH = "unleash"
COUNTER = "+1/+1 counter"
HASTE = "haste"
NO_COUNTER = "no counter"
COUNTER_KIND = "counter kind"  # s11 h-count: AsEntersChoose.choice of "your choice of a ..."

#: the kind of each choice (``AsEntersChoose.choice``), its keyword, its answers and rule
KINDS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "riot option": (RIOT, (COUNTER, HASTE), "702.136a"),
    "unleash option": (UNLEASH, (COUNTER, NO_COUNTER), "702.98a"),
}
_BY_KEYWORD = {kw: kind for kind, (kw, _, _) in KINDS.items()}
_CREATURE_TYPES = frozenset(CREATURE_TYPES)


def _keywords(card: ir.CardDefinition) -> list[str]:
    return [a.name for a in card.abilities if isinstance(a, ir.Keyword) and a.name in _BY_KEYWORD]


def _granted(game: GameState, card: ir.CardDefinition, controller: int) -> list[str]:
    """614.12: riot or unleash the permanent about to enter would have on the battlefield
    from other permanents' static abilities ("Nontoken creatures you control have riot.",
    Rhythm of the Wild: 613.1f, layer 6), so that its choice is made as it enters."""
    chars = layers.values_of(card, controller)  # as it would exist on the battlefield
    stand_in = GameObject.new(
        -1, card, controller, controller, Zone.BATTLEFIELD, 0, is_token=card.is_token
    )
    found: list[str] = []
    for oid, ch in characteristics.battlefield_chars(game).items():
        perm = game.objects[oid]
        for a in ch.abilities:
            if not (
                isinstance(a, ir.StaticAbility)
                and a.condition is None
                and isinstance(a.effect, ir.GrantAbilities)
                and isinstance(a.effect.what, ir.EachRef)
                and a.effect.what.filter is not None
                and not perm.phased_out
            ):
                continue
            names = [k.name for k in a.effect.abilities if isinstance(k, ir.Keyword)]
            if any(n in _BY_KEYWORD for n in names) and layers.matches(
                game, chars, stand_in, a.effect.what.filter, perm, ch.controller
            ):
                found += [n for n in names if n in _BY_KEYWORD]
    return found


def keyword_choice(
    card: ir.CardDefinition, game: GameState | None = None, controller: int = 0
) -> tuple[ir.AsEntersChoose, tuple[str, ...]] | None:
    """The choice a riot or unleash permanent's controller makes as it enters (its own
    keyword, or with ``game`` one granted to it, 614.12), and its answers; None without one."""
    found = _keywords(card)
    if not found and game is not None and mechanics.has(game, mechanics.GRANTED_ENTERING):
        found = _granted(game, card, controller)
    if not found:
        return None
    kind = _BY_KEYWORD[found[0]]
    return ir.AsEntersChoose(kind), KINDS[kind][1]


def gap(card: ir.CardDefinition) -> list[str]:
    """What of riot and unleash the engine can't do for this card (rules/support.py)."""
    found = _keywords(card)
    out = []
    if len(found) > 1:  # 702.136b: each instance works separately: one choice is asked
        out.append("more than one riot or unleash instance")
    if found and any(isinstance(a, ir.AsEntersChoose) for a in card.abilities):
        out.append("riot or unleash with another 'As this enters, choose'")
    return out


def _pairs(chosen: Any) -> list[tuple[str, str]]:
    """The (kind, value) pairs of an as-enters choice (a copy's own choice follows: 707.6)."""
    if not isinstance(chosen, tuple):
        return []
    out = []
    parts = list(chosen)
    while len(parts) >= 2:
        out.append((str(parts[0]), str(parts[1])))
        parts = parts[2:]
    return out


def counters(chosen: Any) -> dict[str, int]:
    """614.1c: the additional +1/+1 counter the permanent enters with, if chosen."""
    n = sum(1 for kind, value in _pairs(chosen) if kind in KINDS and value == COUNTER)
    out = {"+1/+1": n} if n else {}
    for kind, value in _pairs(chosen):  # s11 h-count: "enters with your choice of a ...
        if kind == COUNTER_KIND:  # counter" (614.1c): the kind chosen
            out[value] = out.get(value, 0) + 1
    return out


def with_counters(chosen: Any, base: dict[str, int] | None) -> dict[str, int] | None:
    """``base`` (the counters an effect says it enters with) and the chosen counter."""
    extra = counters(chosen)
    if not extra:
        return base
    out = dict(base or {})
    for k, n in extra.items():
        out[k] = out.get(k, 0) + n
    return out


def is_keyword_choice(chosen: Any) -> bool:
    return bool(isinstance(chosen, tuple) and chosen and chosen[0] in KINDS)


def entered(game: GameState, new: GameObject, chosen: Any) -> None:
    """Log the choice; riot's haste if the counter wasn't chosen (702.136a)."""
    for kind, value in _pairs(chosen):
        if kind not in KINDS:
            continue
        keyword, _, rule = KINDS[kind]
        who = game.players[new.controller].name
        if value == COUNTER:
            what = f"{new.name} enters with an additional +1/+1 counter"
        elif keyword == RIOT:
            what = f"{new.name} gains haste"
        else:
            what = f"{new.name} enters without an additional +1/+1 counter"
        game.log_event("choice", f"{who} chooses for {keyword}: {what}", rule)
        if keyword == RIOT and value == HASTE:
            characteristics.add_continuous_effect(
                game,
                new.controller,
                new.name,
                ir.Duration.PERMANENT,  # 611.2a: no duration: while it stays this object
                frozenset({new.id}),
                abilities=(ir.Keyword(HASTE),),
                rule=rule,
            )


# --- devour (702.82a) and amplify (702.38a): any number of objects chosen as it enters -------

DEVOUR = "devour"
AMPLIFY = "amplify"
MULTI_RULES = {DEVOUR: "702.82a", AMPLIFY: "702.38a"}
#: the kind an effect's as-enters choice is recorded under: ("devour/amplify", "id,id,...")
MULTI_KIND = "devour or amplify"


def _multi(card: ir.CardDefinition) -> list[ir.Keyword]:
    return [
        a
        for a in card.abilities
        if isinstance(a, ir.Keyword) and a.name in MULTI_RULES and a.amount is not None
    ]


def multi_gap(card: ir.CardDefinition) -> list[str]:
    """What of devour and amplify the engine can't do (rules/support.py)."""
    kws = [a for a in card.abilities if isinstance(a, ir.Keyword) and a.name in MULTI_RULES]
    out = []
    if len(kws) > 1:  # 702.38b: each instance works separately: one is asked
        out.append("more than one devour or amplify instance")
    if any(a.amount is None or a.quality is not None or a.filter is not None for a in kws):
        out.append("devour or amplify with a quality or without a number (702.82c)")
    if kws and (_keywords(card) or any(isinstance(a, ir.AsEntersChoose) for a in card.abilities)):
        out.append("devour or amplify with another 'As this enters' choice")
    return out


def multi_choice(
    game: GameState, card: ir.CardDefinition, controller: int, entering: int | None
) -> tuple[ir.Keyword, tuple[int, ...], str] | None:
    """The devour or amplify choice of a permanent about to enter under ``controller``: its
    keyword, the objects that may be chosen, and the prompt; None without one (or nothing to
    choose). ``entering``: the object entering (it can't be chosen, 702.38a)."""
    kws = _multi(card)
    if not kws:
        return None
    kw = kws[0]
    if kw.name == DEVOUR:  # 702.82a: any number of creatures (its controller's: 701.21a)
        options = tuple(
            o.id
            for o in game.battlefield_objects()
            if o.id != entering
            and characteristics.chars(game, o.id).controller == controller
            and "creature" in characteristics.chars(game, o.id).types
        )
        prompt = f"As {card.name} enters, sacrifice any number of creatures (devour {kw.amount})"
    else:  # 702.38a: cards in your hand sharing a creature type with it
        # 702.73a, 604.3: changeling gives every creature type in every zone, the hand too
        changeling = any(
            isinstance(a, ir.Keyword) and a.name == "changeling" for a in card.abilities
        )
        mine = _CREATURE_TYPES if changeling else _CREATURE_TYPES & frozenset(card.subtypes)
        options = tuple(
            oid
            for oid in game.players[controller].hand
            if oid != entering
            and mine & (ch := layers.off_battlefield(game, game.objects[oid])).subtypes
            and "creature" in ch.types
        )
        prompt = f"As {card.name} enters, reveal any number of cards (amplify {kw.amount})"
    if not options:
        return None
    return kw, options, prompt


def before_entering(
    game: GameState, card: ir.CardDefinition, controller: int, picks: tuple[int, ...]
) -> dict[str, int]:
    """702.82a: sacrifice the creatures chosen; 702.38a: reveal the cards chosen. The +1/+1
    counters it enters with: N for each (614.1c)."""
    from . import zone_moves

    kws = _multi(card)
    if not kws:
        return {}
    kw = kws[0]
    rule = MULTI_RULES[kw.name]
    done = 0
    who = game.players[controller].name
    for oid in picks:
        obj = game.objects.get(oid)
        if obj is None:
            continue
        if kw.name == DEVOUR:
            if obj.zone is Zone.BATTLEFIELD:
                zone_moves.sacrifice(game, oid, f"{card.name}'s devour")
                done += 1
        elif obj.zone is Zone.HAND:
            game.log_event("reveal", f"{who} reveals {obj.name} (amplify, {card.name})", rule)
            done += 1
    n = (kw.amount or 0) * done
    verb = "devours" if kw.name == DEVOUR else "amplifies with"
    game.log_event("effect", f"{card.name} {verb} {done}: {n} +1/+1 counter(s)", rule)
    return {"+1/+1": n} if n else {}


def merge(a: dict[str, int] | None, b: dict[str, int]) -> dict[str, int] | None:
    """Counters ``a`` and ``b`` together (None: none)."""
    if not b:
        return a
    out = dict(a or {})
    for k, n in b.items():
        out[k] = out.get(k, 0) + n
    return out


def picks_of(chosen: Any) -> tuple[int, ...] | None:
    """The ids an effect's devour or amplify choice recorded, or None."""
    for kind, value in _pairs(chosen):
        if kind == MULTI_KIND:
            return tuple(int(x) for x in value.split(",") if x)
    return None
