"""Zone changes (400.7): moving objects between zones, destroy (701.8), sacrifice (701.21),
discard (701.9), draw (121), shuffle (701.24), counter (701.6), tokens (111)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from .life import draw_one

if TYPE_CHECKING:
    from ..state import GameState

from .. import state
from ..cards import ir
from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from ..objects import (
    GameObject,
    LastKnown,
)
from ..records import SacrificeLinked
from ..zones import PUBLIC_ZONES, Zone
from . import (
    characteristics,
    control,
    earthbend_watch,  # s10 h-cant
    keywords_miracle,
    mechanics,
    pipeline,
    predefined_tokens,
    trigger_firing,
    triggers,
    uncounterable,
)
from .card_keywords import card_keyword
from .events import (
    COPY,
    NO_REGEN,
    CreateTokensEvent,
    DestroyEvent,
    ReplacementEffect,
    ZoneMoveEvent,
)
from .filter_match import PERMANENT_TYPES
from .layers import Characteristics
from .modified import is_modified


def remember(
    game: GameState, obj: GameObject, frm: Zone, lki: Characteristics | None = None
) -> None:
    """What an object was as it last existed in a public zone (608.2h), for effects that
    look for it after it has left; `lki` is its characteristics there when already known."""
    game.last_known[obj.id] = LastKnown(
        lki if lki is not None else characteristics.chars(game, obj.id),
        frm,
        obj.owner,
        obj.attached_to,
        obj.attached_to_player,
        obj.chosen_color,
        obj.chosen_name,
        tuple(sorted(obj.counters.items())),
        obj.cast,
        obj.x if frm is Zone.STACK else 0,  # 202.3e: X counts on the stack
        obj.cast_x,  # 107.3m
        obj.kicked,  # 702.33d: "if it was kicked", checked again as it resolves (603.4)
        obj.values,  # 707.2: a copy of it made afterwards (offspring, squad)
        frm is Zone.BATTLEFIELD and is_modified(game, obj),  # 700.9, 608.2h
        _in_combat(game, obj.id) if frm is Zone.BATTLEFIELD else "",  # 506.4, 603.10a
    )


def _in_combat(game: GameState, oid: int) -> str:
    if game.combat.is_attacking(oid):
        return "attacking"
    return "blocking" if game.combat.is_blocking(oid) else ""


def became(game: GameState, oid: int) -> GameObject | None:
    """The object that ``oid`` is now, wherever it went: a moved object is a new object
    (400.7), and ``renamed`` leads from each old id to the next."""
    while oid not in game.objects and oid in game.renamed:
        oid = game.renamed[oid]
    return game.objects.get(oid)


def move(
    game: GameState,
    obj: GameObject,
    to: Zone,
    text: str,
    rule: str,
    *,
    quiet: bool = False,
    controller: int | None = None,
    tapped: bool = False,
    replaced: bool = False,
    copy_of: ir.CardDefinition | None = None,
    kicked: int = 0,
    counters: dict[str, int] | None = None,
    face_down: bool = False,
    transformed: bool = False,
    by: int | None = None,
) -> GameObject:
    """Move an object to another zone. 400.7: it becomes a new object. ``replaced``: the
    move is already the outcome of the replacement pipeline. ``copy_of``: the copiable
    values it enters the battlefield as a copy with (707.5, 613.2a). ``kicked``: how many
    times the spell it resolved from was kicked (702.33d), remembered by the permanent.
    ``counters``: the counters an effect says it enters with (persist, 702.79a; 614.1c).
    ``face_down``: it enters face down, ``copy_of`` its face-down values (708.3).
    ``transformed``: a double-faced card enters with its back face up (712.14a, 616.1d).
    ``by``: the controller of the spell or ability that moves it (a discard's cause, 701.9a)."""
    frm = obj.zone
    if face_down or obj.face_down:
        transformed = False  # 712.15: a double-faced card put face down isn't transformed
    elif to is Zone.BATTLEFIELD and game.day_night == "night" and obj.card.back:
        # 702.145b: "If it is night and this permanent is represented by a double-faced card,
        # it enters transformed" (daybound; rules/day_night.py)
        transformed = transformed or card_keyword(obj.card, "daybound") is not None
    if obj.is_token and frm is not Zone.BATTLEFIELD and frm is not to:
        # 111.8: a token that has left the battlefield can't move to another zone or come back
        # onto the battlefield: it stays where it is, and ceases to exist at the next check
        game.log_event(
            "zone",
            f"{obj.name} stays in {'exile' if frm is Zone.EXILE else 'the ' + frm.value}: a token "
            "that has left the battlefield "
            "can't change zones",
            "111.8",
            card=obj.name,
        )
        return obj
    with_counters = dict(counters or {})
    enter_counters: dict[str, int] = {}
    if not replaced:
        # 614, 616.1: the move through the pipeline (Progenitus, finality counters); to the
        # battlefield, the event says how the permanent enters (614.1c-d, 614.12), and the
        # effects that modify that are found on it as it would exist there (rules/entering.py)
        ev = ZoneMoveEvent(obj.id, to, text, rule, by=by)
        if to is Zone.BATTLEFIELD:
            ev.controller = obj.owner if controller is None else controller
            ev.tapped, ev.card = tapped, obj.card
            if transformed and obj.card.back is not None:  # 616.1d: as its back face
                ev.card = obj.card.back
            ev.counters = dict(with_counters)  # 614.1c: part of the event, modifiable
            if copy_of is not None:
                ev.own = (_copy_effect(copy_of),)
        out = pipeline.replace(game, ev)
        if out is not None and out.to is Zone.BATTLEFIELD and to is not Zone.BATTLEFIELD:
            # 614.1a: "put it onto the battlefield instead": a new event to the battlefield,
            # with how it enters (614.1c-d: the counters the replacement gave it, and more)
            text = f"{obj.name} is put onto the battlefield"
            return move(game, obj, Zone.BATTLEFIELD, text, "614.1a", counters=out.counters)
        if out is not None and out.to is not to:  # the modified event, not again (614.5)
            # the move as it happens, not as it was going to (the replacement said why)
            text = f"{obj.name} {_PUT_INTO.get(out.to, 'moves')}"
            new = move(game, obj, out.to, text, rule, quiet=quiet or out.shuffle, replaced=True)
            if out.shuffle:
                shuffle(game, obj.owner)
            return new
        if out is not None and to is Zone.BATTLEFIELD:
            controller, tapped, copy_of, enter_counters = (
                out.controller,
                out.tapped,
                out.copy_of,
                out.counters,
            )
    lki = characteristics.chars(game, obj.id) if frm is Zone.BATTLEFIELD else None
    if lki is not None and game._bf_before is None:  # 603.10a: the event's first departure
        game._bf_before = characteristics.battlefield_chars(game)
    if frm in PUBLIC_ZONES:  # 608.2h: effects that look for it afterwards use this
        remember(game, obj, frm, lki)
    if frm is Zone.STACK:
        game.stack = [i for i in game.stack if i.object is not obj]
    else:
        game._zone_list(frm, obj.owner).remove(obj.id)
    if frm is Zone.BATTLEFIELD:
        game.combat.remove(obj.id)
    del game.objects[obj.id]
    game.former_names[obj.id] = obj.name
    new = GameObject.new(
        game.new_id(),
        obj.card,
        obj.owner,
        obj.owner if controller is None else controller,
        to,
        game.new_timestamp(),
        is_token=obj.is_token,
        tapped=tapped,
        previous_id=obj.id,
        copy_of=copy_of if to is Zone.BATTLEFIELD else None,
    )
    new.controlled_since_turn = game.turn_number
    if transformed and to is Zone.BATTLEFIELD and obj.card.back is not None:  # 712.14a
        if new.copy_of is None:
            new.copy_of = obj.card.back
        new.transformed = True
    for kind, n in enter_counters.items():  # 614.1c: as the entering event was left (122.6)
        if n > 0 or kind == "loyalty":  # 306.5b: a loyalty of 0 (X) is still noted
            new.counters[kind] = n
    if kicked and to is Zone.BATTLEFIELD:
        new.kicked = kicked  # 702.33d: its "if it was kicked" abilities see it (702.33e)
    if obj.squad_paid and frm is Zone.STACK and to is Zone.BATTLEFIELD:
        new.squad_paid = obj.squad_paid  # 702.157a: "if its squad cost was paid"
    if obj.cast is not None and frm is Zone.STACK and to is Zone.BATTLEFIELD:
        new.cast = obj.cast  # 601.2, 608.3: "if you cast it" (s9 cond)
    if obj.x and frm is Zone.STACK and to is Zone.BATTLEFIELD:
        new.cast_x = obj.x  # 107.3m: its enters-the-battlefield abilities' X
    if obj.colors_spent and frm is Zone.STACK and to is Zone.BATTLEFIELD:
        new.colors_spent = obj.colors_spent  # 702.44a: "each color of mana spent to cast it"
    if obj.alt_keyword is not None and frm is Zone.STACK and to is Zone.BATTLEFIELD:
        new.alt_keyword = obj.alt_keyword  # 702.74a: "if its evoke cost was paid"
    if (face_down or (obj.face_down and frm is Zone.STACK)) and to is Zone.BATTLEFIELD:
        # 708.4: a face-down spell becomes a face-down permanent; ``face_down``: put onto the
        # battlefield face down (708.3: manifest 701.40a, cloak 701.58a)
        new.face_down = new.copy_of is not None
        if new.face_down:
            mechanics.note_face_down(game)
    game.objects[new.id] = new
    if obj.is_token and to is not Zone.BATTLEFIELD:
        game.tokens_elsewhere.add(new.id)  # 704.5d: it ceases to exist at the next check
    if obj.spell_copy and to is not Zone.STACK:  # 704.5e: a copy of a spell, off the stack
        new.spell_copy = True
        game.tokens_elsewhere.add(new.id)  # it ceases to exist at the next check
    if to is Zone.STACK:
        pass  # the caller puts a StackItem on the stack
    elif to is Zone.LIBRARY:
        game.players[obj.owner].library.append(new.id)
    else:
        game._zone_list(to, new.owner).append(new.id)
    if frm is Zone.BATTLEFIELD or to is Zone.BATTLEFIELD:
        game.dirty()
    else:
        game.dirty_elsewhere()  # the battlefield is the same (layers.compute_battlefield)
    if not quiet:
        game.log_event("zone", text, rule, card=obj.name, frm=frm.value, to=to.value)
    if obj.face_down and not new.face_down and frm in (Zone.BATTLEFIELD, Zone.STACK):
        # 708.9: a face-down permanent leaving the battlefield (a face-down spell leaving
        # the stack, not for the battlefield) is revealed to all players as it moves
        game.log_event(
            "reveal", f"{obj.name} is revealed: it is {obj.card.name}", "708.9", card=obj.card.name
        )
    game.renamed[obj.id] = new.id
    if frm is Zone.GRAVEYARD:
        trigger_firing.fire_left_graveyard(game, new)  # s10 trig: 603.2c, 603.10a
    if to is Zone.GRAVEYARD:
        trigger_firing.fire_put_into_graveyard(game, new, frm)  # s10 trig: 404.2, 603.2
    if frm is Zone.BATTLEFIELD or to is Zone.BATTLEFIELD:
        control.sync_and_log(game)  # 611.3a: a static control effect may start or end
    card_types = set(new.card.types) if to is Zone.GRAVEYARD else set()
    if card_types & PERMANENT_TYPES and not obj.is_token and not obj.spell_copy:
        game.players[new.owner].descended_this_turn += 1  # 700.11: a permanent card (110.4a)
    if frm is Zone.BATTLEFIELD:
        if to is Zone.GRAVEYARD:  # 702.69a: gravestorm counts these
            game.players[new.owner].died_this_turn += 1
            game.players[new.owner].from_battlefield += (new.id,)  # h-history
            if lki is not None and "creature" in lki.types:  # 700.4: it died (h-history)
                game.players[new.owner].creatures_died_this_turn += (obj.id,)
        # h-history: "a permanent left the battlefield under your control this turn"
        leaver = game.players[lki.controller if lki is not None else obj.controller]
        leaver.left_this_turn += 1
        if lki is None or "land" not in lki.types:  # "a nonland permanent left ..." (void)
            leaver.void_this_turn += 1
        earthbend_watch.left_battlefield(game, obj, lki, new, to)  # 603.7, 701.66a (s10)
        left_battlefield(game, obj, lki, new if to is Zone.GRAVEYARD else None)
    if to is Zone.BATTLEFIELD:  # "enters or attacks": rules/triggers_combat.py (attacks)
        # h-history: "two or more nonland permanents entered the battlefield under your
        # control this turn" (rules/history.py)
        game.players[new.controller].entered_this_turn += (new.id,)
        _entered(game, new)
        for kind in sorted(k for k, n in new.counters.items() if n > 0):
            # 122.6: entering with counters is having counters put on it
            triggers.fire(  # 714.2b: a Saga's chapter I, from its lore counter (714.3a)
                game, ir.TriggerEvent.COUNTERS_PUT, new, counter=kind, added=new.counters[kind]
            )
    return new


# what a move to a zone is called in the log, where a replacement changed the destination
_PUT_INTO = {
    Zone.EXILE: "is exiled",
    Zone.HAND: "is put into its owner's hand",
    Zone.LIBRARY: "is put into its owner's library",
    Zone.GRAVEYARD: "is put into its owner's graveyard",
    Zone.BATTLEFIELD: "is put onto the battlefield",
}


def left_battlefield(
    game: GameState, obj: GameObject, lki: Characteristics | None, new: GameObject | None = None
) -> None:
    # Attachments fall off by state-based actions (704.5m, 704.5n); leaves-the-battlefield
    # triggers look back in time (603.10a): those of every object that left in the same
    # event too.
    extra: tuple[tuple[GameObject, Characteristics], ...] = ()
    before = game._bf_before  # 603.10a: the battlefield as it was before the event
    if game._leaving is None:
        game._bf_before = None  # an event of one move: it is over (state.simultaneously)
    if lki is not None:
        if game._leaving is not None:
            game._leaving.append((obj, lki))
            extra = tuple(game._leaving)
        else:
            extra = ((obj, lki),)
    if lki is not None and new is not None:
        # 700.4: "dies" is "is put into a graveyard from the battlefield", for any permanent
        # ("another creature or artifact you control dies", Al Bhed Salvagers); the trigger's
        # own filter says which
        triggers.fire(game, ir.TriggerEvent.DIES, new, lki=lki, extra_sources=extra, before=before)
        triggers.fire(
            game,
            ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD,
            new,
            lki=lki,
            extra_sources=extra,
            before=before,
        )
    if lki is not None:
        triggers.fire(
            game,
            ir.TriggerEvent.LEAVES_BATTLEFIELD,
            new or obj,
            lki=lki,
            extra_sources=extra,
            before=before,
        )
    for src, exiled in [x for x in game.exiled_until_leaves if x[0] == obj.id]:
        # 610.3, 610.3c: "until this leaves the battlefield": the exiled card returns now.
        game.exiled_until_leaves.remove((src, exiled))
        card = game.objects.get(exiled)
        if (
            card is not None
            and card.zone is Zone.EXILE
            and (
                any(isinstance(a, ir.AsEntersChoose | ir.EntersAsCopy) for a in card.card.abilities)
                or "Aura" in card.card.subtypes  # 303.4f: what it enchants, chosen as it enters
            )
        ):
            # 614.12a: its owner chooses as it enters; asked once nothing is in progress
            why = f"{card.name} returns to the battlefield ({obj.name} left the battlefield)"
            game.returns_waiting.append((card.id, why))
        elif card is not None and card.zone is Zone.EXILE:
            move(
                game,
                card,
                Zone.BATTLEFIELD,
                f"{card.name} returns to the battlefield ({obj.name} left the battlefield)",
                "610.3",
            )
    if obj.linked is not None and obj.linked in game.objects and lki is not None:
        # Animate Dead: "When this Aura leaves the battlefield, that creature's controller
        # sacrifices it." A leaves-the-battlefield trigger (603.6c, 603.10a).
        ab = ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD),
            # an engine effect, not one of the card text's (records.py)
            cast("tuple[ir.Effect, ...]", (SacrificeLinked(obj.linked),)),
        )
        game.pending_triggers.append(
            triggers.PendingTrigger(obj.id, obj.name, lki.controller, ab, lki)
        )
        game.log_event("trigger", f"{obj.name}'s ability triggers", "603.6c")


def destroy(
    game: GameState,
    oid: int,
    why: str,
    rule: str,
    can_regenerate: bool = True,
    by_effect: bool = True,
) -> bool:
    """701.8: destroy a permanent, through indestructible (702.12b), shield counter
    (122.1c, only destruction by an effect) and regeneration (701.19) replacement.
    Returns True if it went to the graveyard."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return False
    ch = characteristics.chars(game, oid)
    if "indestructible" in ch.keywords:
        game.log_event("destroy", f"{obj.name} isn't destroyed: indestructible", "702.12b")
        return False
    if can_regenerate and any(  # 701.19c: "can't be regenerated this turn"
        isinstance(a, ir.Restriction) and NO_REGEN in a.cant for a in ch.abilities
    ):
        can_regenerate = False
    if not can_regenerate and obj.regen_shields > 0:  # 701.19c: the shields don't apply
        game.log_event(
            "destroy",
            f"{obj.name}'s regeneration shield doesn't apply: it can't be regenerated",
            "701.19c",
        )
    # 122.1c shield counters, 701.19a regeneration: through the pipeline (616.1)
    if pipeline.replace(game, DestroyEvent(oid, why, rule, can_regenerate, by_effect)) is None:
        return False
    move(game, obj, Zone.GRAVEYARD, f"{obj.name} is destroyed: {why}", rule)
    return True


def sacrifice(game: GameState, oid: int, cause: str) -> None:
    """701.21a: sacrifice: not destruction, so regeneration and indestructible don't apply."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    player = obj.controller  # 701.21a: a player sacrifices a permanent they control
    lki = characteristics.chars(game, oid)  # 603.10a: as it last existed on the battlefield
    new = move(
        game,
        obj,
        Zone.GRAVEYARD,
        f"{game.players[obj.controller].name} sacrifices {obj.name} ({cause})",
        "701.21a",
    )
    # 603.2: "whenever you sacrifice ..."; 603.10a: in "each player sacrifices two creatures"
    # every permanent sacrificed in the event sees the others go, its own included
    leaving = tuple(game._leaving) if game._leaving else None
    trigger_firing.fire_sacrificed(game, player, new, lki, obj, leaving, game._bf_before)


def discard(game: GameState, oid: int, cause: str, by: int | None = None) -> None:
    """701.9a: ``oid``'s owner discards it; ``by``: the controller of the spell or ability
    that causes it (None: a cost its owner pays, or a rule)."""
    obj = game.objects[oid]
    new = move(
        game,
        obj,
        Zone.GRAVEYARD,
        f"{game.players[obj.owner].name} discards {obj.name} ({cause})",
        "701.9a",
        by=by,
    )
    if new.zone is Zone.GRAVEYARD:  # 702.187b: mayhem asks "if you discarded it this turn"
        p = game.players[new.owner]
        p.discarded_this_turn = (*p.discarded_this_turn, new.id)
    trigger_firing.fire_discarded(game, obj.owner, new)  # 701.9a, 603.2: "you discard a card"
    if by is not None and by != obj.owner and not new.is_token:  # 102.2: an opponent's
        trigger_firing.fire_discarded_by_opponent(game, new, obj.owner, by)


def draw(game: GameState, player: int, n: int, rule: str) -> None:
    p = game.players[player]
    for _ in range(n):
        if not draw_one(game, player, rule):  # 614.11: replaced (Words of Worship)
            continue
        if not p.library:
            p.drew_from_empty = True  # 121.4, checked by 704.5b
            game.dirty()
            game.log_event("draw", f"{p.name} can't draw: the library is empty", "121.4")
            continue
        top = game.objects[p.library[-1]]
        drawn = move(game, top, Zone.HAND, f"{p.name} draws a card", rule, quiet=True)
        game.log_event("draw", f"{p.name} draws a card", rule, player=p.name)
        trigger_firing.fire_drew(game, player, drawn)  # 121.2, 603.2: "you draw a card"
        if p.cards_drawn_this_turn == 1:  # 702.94a: the first card drawn this turn
            keywords_miracle.drawn(game, drawn, player)


def shuffle(game: GameState, player: int) -> None:
    game.rng.shuffle(game.players[player].library)
    game.log_event("shuffle", f"{game.players[player].name} shuffles their library", "701.24a")


def counter(
    game: GameState, oid: int, cause: str, exile: bool = False, to: Zone | None = None
) -> None:
    """701.6a: counter a spell: it goes to its owner's graveyard; ``exile``: "If that spell
    is countered this way, exile it instead of putting it into its owner's graveyard"
    (614.1a, the same spell's replacement of where it goes)."""
    item = next((i for i in game.stack if i.object.id == oid), None)
    if item is None:
        return
    if isinstance(item.object, GameObject) and any(
        isinstance(a, ir.CantBeCountered)
        for a in item.object.values.abilities  # 708.2
    ):
        game.log_event("counter", f"{item.name} can't be countered", "101.2")
        return
    why = (
        uncounterable.protected_by(game, item.object)
        if isinstance(item.object, GameObject)
        else None
    )
    if why:  # h-misc: "Creature spells you control can't be countered." (101.2)
        game.log_event("counter", f"{item.name} can't be countered ({why})", "101.2")
        return
    if isinstance(item.object, GameObject) and exile:
        game.log_event(
            "replace",
            f"{item.name} is exiled instead of being put into its owner's graveyard",
            "614.1a",
        )
        move(game, item.object, Zone.EXILE, f"{item.name} is countered by {cause}", "701.6a")
    elif isinstance(item.object, GameObject) and to is not None:
        # s10 h-zones, 614.1a: "put it on top of its owner's library / into its owner's hand
        # instead of into that player's graveyard" (a library: on top, 401.4)
        game.log_event(
            "replace",
            f"{item.name} is put into its owner's {to.value} instead of its graveyard",
            "614.1a",
        )
        move(game, item.object, to, f"{item.name} is countered by {cause}", "701.6a")
    elif isinstance(item.object, GameObject):
        move(game, item.object, Zone.GRAVEYARD, f"{item.name} is countered by {cause}", "701.6a")
    else:
        game.stack.remove(item)  # 701.6b: a countered ability is removed from the stack
        game.former_names[item.object.id] = item.name  # named after it is gone (608.2b)
        snapshot = item.object.source_snapshot
        if snapshot is not None:  # 608.2h: "its controller" is the ability's (113.8)
            lki = copy.copy(snapshot)
            lki.controller = item.object.controller
            game.last_known[item.object.id] = LastKnown(lki, Zone.STACK, item.object.controller)
        game.log_event("zone", f"{item.name} is countered by {cause}", "701.6b")


def create_token(
    game: GameState,
    controller: int,
    spec: ir.CreateToken,
    cause: str,
    copy: ir.CardDefinition | None = None,
) -> GameObject | None:
    """111.1-111.4: one token (None: a replacement effect left none to create)."""
    made = create_tokens(game, controller, spec, cause, 1, copy)
    return made[0] if made else None


_HAS_PT = frozenset({"Vehicle", "Spacecraft"})  # 301.7a, 208.3: P/T kept for when a creature


def shared_token_values(card: ir.CardDefinition) -> ir.CardDefinition:
    """One definition for equal token values (111.1, 707.2: a token's characteristics are
    values, not a card): every token with the same values shares the first one made, which is
    immutable like a printed card's. What the engine keeps per definition (its printed
    characteristics, its abilities' facts) is then found again for the next such token, and
    a long simulation doesn't keep one definition per token ever made in its tables."""
    try:
        known = _TOKEN_VALUES.get(card)
    except TypeError:  # a value that can't be hashed: kept as it is
        return card
    if known is None:
        if len(_TOKEN_VALUES) > 10_000:
            _TOKEN_VALUES.clear()
        known = _TOKEN_VALUES[card] = card
    return known


# token values by value (CardDefinition compares and hashes by its fields)
_TOKEN_VALUES: dict[ir.CardDefinition, ir.CardDefinition] = {}


def _entered(game: GameState, new: GameObject) -> None:
    """603.6a: ``new`` was put onto the battlefield; its enters triggers are looked for now,
    or, inside one event putting several permanents there (``GameState.simultaneously``:
    one instruction), once all of them are there, so that each newcomer sees the others."""
    if game._entering is not None:
        game._entering.append(new)
    else:
        _fire_entered(game, new)


def _fire_entered(game: GameState, new: GameObject) -> None:
    triggers.fire(game, ir.TriggerEvent.ENTERS, new, also=ir.TriggerEvent.ENTERS_OR_ATTACKS)


# 603.6a: the enters triggers of an event's permanents, fired as the event ends
state.ENTERED_TOGETHER[0] = _fire_entered


def token_card(spec: ir.CreateToken) -> ir.CardDefinition:
    """111.3-111.4: the characteristics a token made from ``spec`` has."""
    # 111.3, 301.7a: a creature token's power and toughness, and a Vehicle's ("a 3/2
    # colorless Vehicle artifact token with crew 1": a creature once crewed, 702.122a)
    creature = "creature" in spec.types or bool(_HAS_PT & set(spec.subtypes))
    return ir.CardDefinition(
        name=spec.name or " ".join(spec.subtypes) + " Token",  # 111.4: the name it's given
        supertypes=spec.supertypes,  # 205.4: "a legendary ... token"
        colors=spec.colors,
        types=spec.types,
        subtypes=spec.subtypes,
        power=str(spec.power) if creature else None,
        toughness=str(spec.toughness) if creature else None,
        abilities=predefined_tokens.abilities(spec),  # 111.10: a Treasure's own ability
        color_indicator=spec.colors,
        is_token=True,
    )


def create_tokens(
    game: GameState,
    controller: int,
    spec: ir.CreateToken,
    cause: str,
    n: int = 1,
    copy: ir.CardDefinition | None = None,
    tapped: bool = False,
    then: Callable[[GameObject], None] | None = None,
    counters: dict[str, int] | None = None,
    counters_once: bool = False,
) -> list[GameObject]:
    """111.1-111.4: ``n`` tokens; ``copy``: the copiable values of "a token that's a copy
    of" (707.2, rules/copying.py), instead of ``spec``'s; ``tapped``: "create a tapped ...";
    ``then``: what is done with each token as it is created (enters blocking, 509.4).

    614.16: the creation is one event the replacement effects see ("twice that many of
    those tokens", rules/entering.py); 616.1g: each token's entering the battlefield is an
    event contained in it, so its effects (enters tapped, with counters) apply after."""
    card = token_card(spec)
    name = card.name
    creature = card.power is not None
    if copy is not None:
        card, name = copy, copy.name
    made: list[GameObject] = []
    ev = pipeline.replace(game, CreateTokensEvent(controller, n, card, cause))  # 614.16
    if ev is None:
        return made
    size = f"{spec.power}/{spec.toughness} " if creature else ""
    for _ in range(ev.n):
        # 616.1g, 614.1c-d: this token's entering, through the pipeline
        entering = ZoneMoveEvent(
            -1, Zone.BATTLEFIELD, f"{cause} creates {name}", "111.1", card=card, token=True
        )
        entering.controller, entering.tapped = ev.controller, tapped
        if counters:  # "a token that enters with N +1/+1 counters" (701.53a, 614.1c)
            entering.counters = dict(counters)
            if counters_once:  # the first token's own (a devour choice made for it, 702.82a)
                counters = None
        enters = pipeline.replace(game, entering)
        if enters is None:
            continue
        values = shared_token_values(enters.entering() or card)
        obj = game.add_card(
            ev.controller if enters.controller is None else enters.controller,
            Zone.BATTLEFIELD,
            values,
            is_token=True,
            tapped=enters.tapped,
            counters={k: v for k, v in enters.counters.items() if v > 0},
        )
        obj.controlled_since_turn = game.turn_number
        game.players[obj.controller].entered_this_turn += (obj.id,)  # h-history
        if copy is None:  # a copy: logged as the copy is made (707.2)
            game.log_event("zone", f"{cause} creates a {size}{name}", "111.1")
        _entered(game, obj)
        made.append(obj)
        if then is not None:
            then(obj)
    return made


def remove_token(game: GameState, oid: int) -> None:
    """704.5d: a token in a zone other than the battlefield ceases to exist."""
    obj = game.objects.pop(oid, None)
    game.tokens_elsewhere.discard(oid)
    if obj is None:
        return
    mechanics.note(game, obj.card)  # its flags stay (rules/mechanics.py)
    game.former_names[oid] = obj.name
    if obj.zone is not Zone.STACK:
        lst = game._zone_list(obj.zone, obj.owner)
        if oid in lst:
            lst.remove(oid)
    if obj.spell_copy:  # 704.5e: a copy of a spell in a zone other than the stack
        game.log_event(
            "sba",
            f"{obj.name} ceases to exist (a copy of a spell in the {obj.zone.value})",
            "704.5e",
        )
    else:
        game.log_event(
            "sba", f"{obj.name} ceases to exist (a token in the {obj.zone.value})", "704.5d"
        )
    game.dirty()


def _copy_effect(values: ir.CardDefinition) -> ReplacementEffect:
    """616.1c, 707.5: the permanent's own "enter as a copy of", its choice already made
    (614.12a: before it enters; ``copying.copied_values`` logged it)."""

    def apply(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
        if ev.copy_of is None:  # 614.12: a copy effect applied first took this ability away
            ev.copy_of = values
        return ev

    return ReplacementEffect(
        "own copy", values.name, None, f"a copy of {values.name}", "707.5", apply, tier=COPY
    )
