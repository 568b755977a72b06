"""How permanents enter the battlefield, counters and tokens, as replacement effects the
pipeline finds (614.1c-d, 614.12, 614.16, 616.1).

A permanent's move to the battlefield is a ``ZoneMoveEvent`` that says how it enters
(under whose control, as a copy of what, tapped, with which counters). The effects that
modify it are found here, each time the pipeline looks again (616.1f), on the permanent as
it would exist on the battlefield after the effects already applied (614.12: a copy effect
applied first removes the copied-over card's own "enters tapped", the Essence of the Wild
example under 616.1f):

- its own "enters tapped" (614.1d) and "enters with N counters" (614.1c) and a planeswalker's
  loyalty (306.5b): replacement effects of the permanent itself (614.12), applied as its
  copy effect has left it. They aren't self-replacement effects of a resolving spell
  (614.15, 616.1a): the copy effects of 616.1c apply before them (the 616.1f example).
- the continuous effects of other permanents: "[Objects] enter tapped" (614.1d, Imposing
  Sovereign) and counters replacements (614.16, Hardened Scales, Doubling Season) (616.1e).

Counters put on a permanent (``CountersEvent``) and tokens being created
(``CreateTokensEvent``, 614.16) are replaced here too. Creating a token contains the event
of its entering the battlefield (616.1g): ``zone_moves.create_tokens`` sends the creation
through the pipeline first, then each token's entering.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, conditions, keywords_sunburst, layers, sagas, triggers
from .amounts import evaluate
from .events import (
    ANY_ORDER,
    COPY,
    Apply,
    CountersEvent,
    CreateTokensEvent,
    ReplacementEffect,
    ZoneMoveEvent,
)
from .layers import Characteristics, matches, values_of
from .pipeline import COLLECTORS

if TYPE_CHECKING:
    from ..state import GameState

Static = (
    ir.EnterTapped
    | ir.EnterAsCopyOfThis
    | ir.EntersWithAdditional
    | ir.CountersReplacement
    | ir.TokensReplacement
)

ADDED = "added counters"
"""``same`` of the effects that add a fixed number of counters as a permanent enters: they
give the same result in any order among themselves (616.1), not with a doubling."""

_STATIC_TYPES = (
    ir.EnterTapped,
    ir.EnterAsCopyOfThis,
    ir.EntersWithAdditional,
    ir.CountersReplacement,
    ir.TokensReplacement,
)
_STATICS: dict[int, tuple[tuple[object, ...], tuple[Static, ...]]] = {}


def _statics_of(abilities: tuple[object, ...]) -> tuple[Static, ...]:
    """The entering, counters and token replacement effects among ``abilities`` (kept by
    tuple: abilities are immutable and shared)."""
    known = _STATICS.get(id(abilities))
    if known is None or known[0] is not abilities:
        if len(_STATICS) > 50_000:
            _STATICS.clear()
        found = tuple(
            a.effect
            for a in abilities
            if isinstance(a, ir.StaticAbility) and isinstance(a.effect, _STATIC_TYPES)
        )
        known = _STATICS[id(abilities)] = (abilities, found)
    return known[1]


def sources(game: GameState) -> list[tuple[GameObject, Characteristics, int, Static]]:
    """The permanents with such a static ability (611.3a: only on the battlefield), each
    with its characteristics, the ability's index among them and the effect, in timestamp
    order."""
    out: list[tuple[GameObject, Characteristics, int, Static]] = []
    for oid, ch in characteristics.battlefield_chars(game).items():
        found = _statics_of(ch.abilities)
        if not found:
            continue
        perm = game.objects[oid]
        if perm.phased_out:
            continue
        for i, eff in enumerate(found):
            out.append((perm, ch, i, eff))
    out.sort(key=lambda x: x[0].timestamp)
    return out


# --- entering the battlefield (614.1c-d, 614.12) -----------------------------------------


_KICKED_COUNTERS = ("kicked_enters_with_counters", "enters_with_counters_per_kick")


def _entering_object(game: GameState, ev: ZoneMoveEvent, values: ir.CardDefinition) -> GameObject:
    """The object to test filters on: the card moving, or for a token about to be created,
    a stand-in with its values (111.1)."""
    obj = game.objects.get(ev.object_id)
    if obj is not None:
        return obj
    ctrl = ev.controller if ev.controller is not None else game.active_player
    return GameObject.new(-1, values, ctrl, ctrl, Zone.BATTLEFIELD, 0, is_token=True)


def enter_effects(game: GameState, ev: ZoneMoveEvent) -> list[ReplacementEffect]:
    """614.1c-d, 614.12: the effects that modify how a permanent enters, found on the
    permanent as it would exist on the battlefield now (``ev.entering()``)."""
    values = ev.entering()
    if values is None:
        return []
    out: list[ReplacementEffect] = []
    tag = id(values)
    if values.loyalty is not None:  # 306.5b: enters with its printed loyalty (614.1c)
        n = int(values.loyalty) if values.loyalty.isdigit() else 0
        out.append(_own_counters(f"loyalty:{tag}", values.name, "loyalty", n, "306.5b"))
    if "Saga" in values.subtypes and sagas.final_chapter(values.abilities) > 0:
        # 714.3a: as a Saga (without read ahead: the gate refuses it) enters, its
        # controller puts a lore counter on it
        out.append(_own_counters(f"lore:{tag}", values.name, "lore", 1, "714.3a"))
    own: tuple[ir.Ability, ...] | None = None  # 614.12: the abilities it would have there
    for i, a in enumerate(values.abilities):
        if not (isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.Replacement)):
            continue
        if own is None:
            own = would_exist(game, ev, values).abilities
        if a not in own:
            continue  # 614.12: an effect that exists now takes it away (Blood Moon, 305.7)
        r = a.effect
        if r.kind in ("enters_tapped", "enters_with_counters") and a.condition is not None:
            # 614.1d, 614.12: "This land enters tapped unless you control a Swamp": the
            # condition is checked as it would enter, seen from the player it enters under;
            # 614.1c "enters with a +1/+1 counter on it if you attacked this turn" too
            who = ev.controller if ev.controller is not None else game.active_player
            if not conditions.holds(a.condition, triggers.condition_scope(game, ev.object_id, who)):
                continue
        if r.kind in ("enters_tapped", "enters_tapped_with_counters"):  # 614.1d
            out.append(
                ReplacementEffect(
                    f"own:{tag}:{i}",
                    values.name,
                    None,
                    f"{values.name} (enters tapped)",
                    "614.1d",
                    _own_tapped(values.name),
                    same=ANY_ORDER,
                )
            )
        if r.kind in ("enters_with_counters", "enters_tapped_with_counters") and r.counter:
            # 614.1c: "... enters with two charge counters on it" (tapped too: the other
            # effect above, both its own and applied in either order, 616.1)
            key = f"own:{tag}:{i}" + ("c" if r.kind == "enters_tapped_with_counters" else "")
            out.append(_own_counters(key, values.name, r.counter, r.amount or 1))
        elif r.kind in _KICKED_COUNTERS and r.counter:
            # 702.33e: "If this creature was kicked, it enters with ..."; 702.33c: "... for
            # each time it was kicked" (multikicker), as the spell it was was kicked (702.33d)
            was = game.objects.get(ev.object_id)
            kicked = was.kicked if was is not None and was.zone is Zone.STACK else 0
            times = kicked if r.kind == "enters_with_counters_per_kick" else min(kicked, 1)
            if times:
                n = (r.amount or 1) * times
                out.append(_own_counters(f"own:{tag}:{i}", values.name, r.counter, n, "702.33e"))
        elif r.kind == "escapes_with_counters" and r.counter:
            # 702.138c: "If this permanent escaped, it enters with ..." (702.138b: the spell
            # it was was cast with escape, rules/stack.cast's ``alt_keyword``)
            was = game.objects.get(ev.object_id)
            if was is not None and was.zone is Zone.STACK and was.alt_keyword == "escape":
                n = r.amount or 1
                out.append(_own_counters(f"own:{tag}:{i}", values.name, r.counter, n, "702.138c"))
        elif r.kind == "enters_with_counters_per_died" and r.counter:
            # h-history, 614.1c: "... for each creature that died this turn", counted now
            died = sum(len(p.creatures_died_this_turn) for p in game.players)  # 700.4
            n = (r.amount or 1) * died
            out.append(_own_counters(f"own:{tag}:{i}", values.name, r.counter, n))
        elif r.kind == "enters_with_x_counters_where" and r.counter:
            # h-amount, 614.1c, 107.3c: "... enters with X +1/+1 counters on it, where X is
            # ...": X is worked out as it would enter, seen from the player it enters under
            who = ev.controller if ev.controller is not None else game.active_player
            scope = triggers.condition_scope(game, ev.object_id, who)
            n = evaluate(r.measure, scope)
            out.append(_own_counters(f"own:{tag}:{i}", values.name, r.counter, n, "107.3c"))
        elif r.kind == "enters_with_x_counters" and r.counter:
            # 107.3m: X is the value chosen for the spell it was on the stack; else 0
            was = game.objects.get(ev.object_id)
            x = was.x if was is not None and was.zone is Zone.STACK else 0
            out.append(_own_counters(f"own:{tag}:{i}", values.name, r.counter, x, "107.3m"))
    out += _bloodthirst(game, ev, values, tag)  # 702.54a; fading, vanishing: 702.32a, 702.63a
    out += keywords_sunburst.replacements(game, ev, values, tag, _own_counters)  # 702.44a
    found = sources(game)
    if not found:
        return out
    ctrl = ev.controller if ev.controller is not None else game.active_player
    chars = values_of(values, ctrl)  # 614.12: as it would exist on the battlefield
    obj = _entering_object(game, ev, values)
    for perm, ch, i, eff in found:
        if isinstance(eff, ir.EnterTapped):
            if ev.tapped or not matches(game, chars, obj, eff.filter, perm, ch.controller):
                continue
            out.append(
                ReplacementEffect(
                    f"static:{perm.id}:{i}",
                    perm.name,
                    perm.id,
                    f"{perm.name} ({values.name} enters tapped)",
                    "614.1d",
                    _enters_tapped(perm.name, values.name),
                    same=ANY_ORDER,
                )
            )
        elif isinstance(eff, ir.EnterAsCopyOfThis):
            # 616.1c: "Creatures you control enter as a copy of this creature."
            if matches(game, chars, obj, eff.filter, perm, ch.controller):
                out.append(_copy_of_source(perm, i, values.name))
        elif isinstance(eff, ir.EntersWithAdditional):
            # 614.1d: "Each other Warrior creature you control enters with an additional ..."
            if matches(game, chars, obj, eff.filter, perm, ch.controller):
                out.append(_additional(perm, i, eff.counter, values.name))
        elif isinstance(eff, ir.CountersReplacement):
            kinds = [k for k, n in ev.counters.items() if n > 0 and _kind_applies(eff, k)]
            if kinds and matches(game, chars, obj, eff.filter, perm, ch.controller):
                out.append(_counters_effect(perm, i, eff, values.name))
    return out


_STAND_IN = -7  # the id of the permanent as it would exist (no object has a negative id)


def would_exist(game: GameState, ev: ZoneMoveEvent, values: ir.CardDefinition) -> Characteristics:
    """614.12: the characteristics of the permanent as it would exist on the battlefield,
    with the continuous effects that already exist and would apply to it (a nonbasic land
    under Blood Moon is a Mountain without its other abilities, 305.7; "loses all
    abilities", 613.1f) and its own static abilities: the layers (613) computed with it
    there, a stand-in that is gone again before anything else happens."""
    ctrl = ev.controller if ev.controller is not None else game.active_player
    was = game.objects.get(ev.object_id)
    owner = was.owner if was is not None else ctrl
    stand_in = GameObject.new(_STAND_IN, values, owner, ctrl, Zone.BATTLEFIELD, game._next_ts)
    game.objects[_STAND_IN] = stand_in
    game.battlefield.append(_STAND_IN)
    try:
        return layers.compute_battlefield_closed(game)[0][_STAND_IN]
    finally:
        game.battlefield.remove(_STAND_IN)
        del game.objects[_STAND_IN]
        game.dirty()  # what was computed meanwhile saw the stand-in


def _copy_of_source(perm: GameObject, i: int, name: str) -> ReplacementEffect:
    source = perm.values  # 707.2: its copiable values (707.3: what it copied, if a copy)

    def apply(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
        ev.copy_of = source
        game.log_event("copy", f"{name} enters as a copy of {perm.name}", "707.5", card=name)
        return ev

    return ReplacementEffect(
        f"static:{perm.id}:{i}",
        perm.name,
        perm.id,
        f"{perm.name} ({name} enters as a copy of it)",
        "616.1c",
        apply,
        tier=COPY,
    )


def _additional(perm: GameObject, i: int, kind: str, name: str) -> ReplacementEffect:
    def apply(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
        ev.counters[kind] = ev.counters.get(kind, 0) + 1
        game.log_event(
            "replace",
            f"{name} enters with an additional {kind} counter ({perm.name})",
            "614.1d",
            card=name,
        )
        return ev

    return ReplacementEffect(
        f"static:{perm.id}:{i}",
        perm.name,
        perm.id,
        f"{perm.name} (an additional {kind} counter)",
        "614.1d",
        apply,
        same=ADDED,
    )


def _own_tapped(name: str) -> Apply:
    def apply(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
        if not ev.tapped:  # 614.1d: "This land enters tapped."
            game.log_event("replace", f"{name} enters tapped", "614.1d", card=name)
        ev.tapped = True
        return ev

    return apply


def _bloodthirst(
    game: GameState, ev: ZoneMoveEvent, values: ir.CardDefinition, tag: int
) -> list[ReplacementEffect]:
    """702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this
    permanent enters with N +1/+1 counters on it"; each instance applies (702.54c). The
    opponents are those of the player it enters under (614.12)."""
    out: list[ReplacementEffect] = []
    who = ev.controller if ev.controller is not None else game.active_player
    for i, a in enumerate(values.abilities):
        if isinstance(a, ir.Keyword) and a.name in ("modular", "graft") and a.amount:
            # 702.43a, 702.58a: "This permanent enters with N +1/+1 counters on it"
            key = f"{a.name}:{tag}:{i}"
            rule = "702.43a" if a.name == "modular" else "702.58a"
            out.append(_own_counters(key, values.name, "+1/+1", a.amount, rule))
        if isinstance(a, ir.Keyword) and a.name == "ravenous":
            # 702.156a: "This permanent enters with X +1/+1 counters on it" (X: 107.3m, the
            # value chosen for the spell it was; 0 for a permanent that wasn't one)
            was = game.objects.get(ev.object_id)
            x = was.x if was is not None and was.zone is Zone.STACK else 0
            key = f"ravenous:{tag}:{i}"
            out.append(_own_counters(key, values.name, "+1/+1", x, "702.156a"))
        if isinstance(a, ir.Keyword) and a.name in ("fading", "vanishing") and a.amount:
            # 702.32a, 702.63a: "This permanent enters with N fade (time) counters on it"
            kind = "fade" if a.name == "fading" else "time"
            rule = "702.32a" if a.name == "fading" else "702.63a"
            out.append(_own_counters(f"{a.name}:{tag}:{i}", values.name, kind, a.amount, rule))
        if not (isinstance(a, ir.Keyword) and a.name == "bloodthirst" and a.amount):
            continue
        if any(p.damage_dealt_this_turn > 0 for p in game.players if p.index != who):
            key = f"bloodthirst:{tag}:{i}"
            out.append(_own_counters(key, values.name, "+1/+1", a.amount, "702.54a"))
    return out


def _own_counters(
    key: str, name: str, kind: str, n: int, rule: str = "614.1c"
) -> ReplacementEffect:
    def apply(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
        ev.counters[kind] = ev.counters.get(kind, 0) + n
        return ev

    return ReplacementEffect(
        key,
        name,
        None,
        f"{name} (enters with {n} {kind} counter(s))",
        rule,
        apply,
        same=ADDED,
    )


def _enters_tapped(source: str, name: str) -> Apply:
    def apply(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
        ev.tapped = True
        game.log_event("replace", f"{name} enters tapped ({source})", "614.1d", card=name)
        return ev

    return apply


# --- counters (614.1a, 614.16) -----------------------------------------------------------


def _kind_applies(eff: ir.CountersReplacement, kind: str) -> bool:
    return eff.counter is None or eff.counter == kind


def _more(eff: ir.CountersReplacement, n: int) -> int:
    return 2 * n if eff.result == "twice" else n + 1


def _counters_rule(eff: ir.CountersReplacement) -> str:
    return "614.16" if eff.by_effect else "614.1a"


def _counters_effect(
    perm: GameObject, i: int, eff: ir.CountersReplacement, name: str
) -> ReplacementEffect:
    what = "twice that many" if eff.result == "twice" else "that many plus one"

    def apply(game: GameState, ev: ZoneMoveEvent | CountersEvent) -> ZoneMoveEvent | CountersEvent:
        if isinstance(ev, CountersEvent):
            before, ev.n = ev.n, _more(eff, ev.n)
            changes = [(ev.kind, before, ev.n)]
        else:
            changes = []
            for k, n in list(ev.counters.items()):
                if n > 0 and _kind_applies(eff, k):
                    ev.counters[k] = _more(eff, n)
                    changes.append((k, n, ev.counters[k]))
        for k, a, b in changes:
            game.log_event(
                "replace",
                f"{perm.name}: {b} {k} counter(s) instead of {a} on {name}",
                _counters_rule(eff),
                card=name,
            )
        return ev

    return ReplacementEffect(
        f"static:{perm.id}:{i}",
        perm.name,
        perm.id,
        f"{perm.name} ({what} counters)",
        _counters_rule(eff),
        apply,
        same=f"counters {eff.result}",  # two Hardened Scales: either order (616.1)
    )


def counters_effects(game: GameState, ev: CountersEvent) -> list[ReplacementEffect]:
    """614.1a, 614.16: the counters replacements that apply to counters being put on a
    permanent ("an effect would put": not as a cost, 614.16)."""
    if ev.remove or ev.n <= 0:
        return []
    found = sources(game)
    if not found:
        return []
    obj = game.objects.get(ev.object_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return []
    chars = characteristics.chars(game, obj.id)
    out: list[ReplacementEffect] = []
    for perm, ch, i, eff in found:
        if not isinstance(eff, ir.CountersReplacement) or not _kind_applies(eff, ev.kind):
            continue
        if eff.by_effect and not ev.by_effect:
            continue
        if matches(game, chars, obj, eff.filter, perm, ch.controller):
            out.append(_counters_effect(perm, i, eff, obj.name))
    return out


# --- tokens (614.16, 616.1g) -------------------------------------------------------------


def token_effects(game: GameState, ev: CreateTokensEvent) -> list[ReplacementEffect]:
    """614.16: "If an effect would create one or more tokens under your control, it creates
    twice that many of those tokens instead." and the like."""
    if ev.n <= 0:
        return []
    out: list[ReplacementEffect] = []
    for perm, ch, i, eff in sources(game):
        if not isinstance(eff, ir.TokensReplacement):
            continue
        if eff.yours and ev.controller != ch.controller:
            continue
        if eff.types and not set(eff.types) & set(ev.card.types):
            continue
        out.append(_tokens_effect(perm, i, eff))
    return out


def _tokens_effect(perm: GameObject, i: int, eff: ir.TokensReplacement) -> ReplacementEffect:
    what = "twice" if eff.factor == 2 else f"{eff.factor} times"

    def apply(game: GameState, ev: CreateTokensEvent) -> CreateTokensEvent:
        before, ev.n = ev.n, ev.n * eff.factor
        game.log_event(
            "replace",
            f"{perm.name}: {ev.n} {ev.card.name}(s) are created instead of {before}",
            "614.16",
        )
        return ev

    return ReplacementEffect(
        f"static:{perm.id}:{i}",
        perm.name,
        perm.id,
        f"{perm.name} ({what} that many tokens)",
        "614.16",
        apply,
        same="tokens multiplied",  # multiplications commute: no one is asked (616.1)
    )


COLLECTORS[CountersEvent] = counters_effects
COLLECTORS[CreateTokensEvent] = token_effects
