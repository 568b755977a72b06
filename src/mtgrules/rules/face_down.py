"""Face-down spells and permanents (708): morph (702.37), megamorph (702.37b) and disguise
(702.168).

Casting face down (702.37a, 702.168a) is an alternative cost (118.9): the card is turned
face down before it is put onto the stack (708.4) and cast as a 2/2 face-down creature spell
for {3}, named by the cast's ``alt_cost`` ("morph", "megamorph", "disguise"). A face-down
object's copiable values are the face-down ones (708.2, 702.37c, 702.168b): its ``copy_of``
holds them, so layer 1 (613.2b) gives every reader of characteristics a 2/2 colorless
nameless creature with no text, no subtypes and no mana cost (ward {2} for disguise), and a
copy of it copies those values (707.2). ``GameObject.face_down`` marks it; the permanent a
face-down spell becomes is face down (708.4).

Turning a face-down permanent face up is a special action (116.2b, 702.37e, 702.168d): any
time its controller has priority, they pay its morph or disguise cost and it regains its
normal characteristics (708.8); a megamorph cost paid puts a +1/+1 counter on it as it is
turned face up (702.37b, 708.11). Abilities relating to it entering don't trigger (708.8).

A face-down permanent or spell that leaves the battlefield or the stack (other than for the
battlefield) is revealed (708.9): the object it becomes is a new, face-up object (400.7).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..answers import CastSpell, TurnFaceUp
from ..cards import ir
from ..decisions import LookChoice
from ..errors import IllegalActionError
from ..mana import ManaCost
from ..objects import GameObject, StackItem
from ..zones import Zone
from . import mana_choice, mechanics, turn_costs  # s11 h-lib; 605.3a
from .conditions_more import main_phase  # 505.1 (s9 cond)
from .cost_changes import face_down_cost, turn_face_down

LIMIT_X = 20  # as priority.LIMIT_X: the largest X listed

if TYPE_CHECKING:
    from ..records import Characteristics
    from ..state import GameState
    from .effect_context import EffectContext

MORPH = "morph"
MEGAMORPH = "megamorph"
DISGUISE = "disguise"
RULES = {MORPH: "702.37a", MEGAMORPH: "702.37b", DISGUISE: "702.168a"}
MANIFEST = "manifest"  # 701.40a: put onto the battlefield face down by an effect
CLOAK = "cloak"  # 701.58a: the same, with ward {2}
TURN_UP_RULES = {
    MORPH: "702.37e",
    MEGAMORPH: "702.37e",
    DISGUISE: "702.168d",
    MANIFEST: "701.40b",
    CLOAK: "701.58b",
}
CAST_COST = "{3}"  # 702.37a, 702.168a: "by paying {3} rather than paying its mana cost"

# 708.2a, 702.37a: "a 2/2 face-down creature with no text, no name, no subtypes, and no mana
# cost" (no name: 201.2a)
FACE_DOWN = ir.CardDefinition(name="", types=("creature",), power="2", toughness="2")
# 702.168a: disguise's face-down values add ward {2}
FACE_DOWN_WARD = ir.CardDefinition(
    name="",
    types=("creature",),
    power="2",
    toughness="2",
    abilities=(ir.Keyword("ward", cost=ir.Cost(mana="{2}")),),
)


def values_for(kind: str) -> ir.CardDefinition:
    """The face-down copiable values the ability ``kind`` lists (708.2)."""
    return FACE_DOWN_WARD if kind in (DISGUISE, CLOAK) else FACE_DOWN


def keyword(card: ir.CardDefinition, names: tuple[str, ...] = tuple(RULES)) -> ir.Keyword | None:
    """The card's first morph, megamorph or disguise ability (the face-up card's: 702.37e)."""
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name in names and a.cost is not None:
            return a
    return None


def spell_chars(player: int) -> Characteristics:
    """601.3e, 708.4, 702.37c: what a spell cast face down is seen as (a 2/2 creature with
    no name, text, subtypes or mana cost), for what may forbid the cast (101.2)."""
    from .layers import values_of

    return values_of(FACE_DOWN, player)


def cast_kind(obj: GameObject, alt_cost: str | None) -> str | None:
    """The face-down ability a cast names ("morph", "megamorph", "disguise"), else None."""
    name = alt_cost.strip().lower() if alt_cost is not None else None
    return name if name in RULES else None


def listed(
    game: GameState, player: int, can_pay: Callable[[str], bool], sorcery_ok: bool
) -> list[CastSpell]:
    """The face-down casts of the cards in ``player``'s hand (702.37a, 702.168a): a creature
    spell without flash (708.4), so only when a sorcery could be cast (307.1: ``sorcery_ok``,
    as the priority listing found it)."""
    if not sorcery_ok or not mechanics.has(game, mechanics.FACE_DOWN_CAST):
        return []
    out: list[CastSpell] = []
    from .cast_bans import banned

    for oid in game.players[player].hand:
        k = keyword(game.objects[oid].card)
        if k is None or not can_pay(face_down_cost(game, player, CAST_COST)):
            continue  # 601.2f: cost increases and reductions (h-costs)
        if banned(game, player, game.objects[oid], spell_chars(player)):
            continue  # 101.2, 601.3e: "You can't cast creature spells" sees a 2/2 creature
        out.append(CastSpell(oid, alt_cost=k.name))
    return out


def cast(game: GameState, action: CastSpell, player: int, kind: str) -> None:
    """702.37c, 702.168b, 708.4: cast ``action.card`` face down for {3}. Refused, the game
    unchanged, when the card has no such ability or isn't in its owner's hand."""
    from . import abilities, costs, triggers, zone_moves

    obj = game.objects.get(action.card)
    rule = RULES[kind]
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        name = game.object_name(action.card)
        raise IllegalActionError(f"{name} isn't in {game.players[player].name}'s hand", rule)
    k = keyword(obj.card, (kind,))
    if k is None:
        raise IllegalActionError(f"{obj.name} has no {kind} ability", "702.37d")
    if (
        action.targets
        or action.x
        or action.modes
        or action.kicked
        or action.buyback
        or action.replicate
        or action.squad
        or action.conspire
        or action.discard
        or action.exile
    ):
        # 708.2, 702.37c: the face-down spell has no text: no targets, X, modes or kicker
        raise IllegalActionError(
            "a face-down spell has no text: no targets, X, modes or additional costs", "708.2"
        )
    if action.sacrifice or action.convoke or action.improvise or action.delve:
        raise IllegalActionError("a face-down spell is cast for {3} and nothing else", rule)
    why = abilities.sorcery_timing(game, player)  # 708.4: a creature spell without flash
    if why:
        raise IllegalActionError(f"a face-down creature spell can't be cast now: {why}", "302.1")
    what = f"{obj.name} face down"
    payment = None
    if not action.free:
        payment = costs.payment_or_refuse(
            game,
            player,
            face_down_cost(game, player, CAST_COST),  # 601.2f (h-costs)
            0,
            mana_choice.only(game, player, action.mana_from, None),  # 605.3a
            what,
            rule,
            action.phyrexian_life,
        )
    p = game.players[player]
    cast_from = obj.zone.value  # 601.2a (objects.cast)
    # Legal: 702.37c: turned face down, then put onto the stack (601.2a, 708.4)
    new = zone_moves.move(
        game, obj, Zone.STACK, f"{p.name} casts a card face down", rule, quiet=True
    )
    new.copy_of = values_for(kind)  # 708.2: the copiable values while face down (613.2b)
    new.face_down = True
    mechanics.note_face_down(game)  # 708.4
    new.alt_keyword = kind
    new.controller = player
    new.cast = (player, cast_from, main_phase(game, player))  # 601.2: cast face down
    if payment is not None:
        costs.pay(game, player, payment, 0, new.name)
    game.stack.append(StackItem(new, (), 0, ()))
    game.dirty()
    p.spells_cast_this_turn += 1  # 702.117a, 601.2i: a spell cast face down is cast
    p.spells_cast_types += ("creature",)  # 708.2: a face-down spell is a creature spell
    turn_costs.spell_cast(game, new, player, turn_face_down)  # s11 h-lib: 601.2i
    game.log_event("cast", f"{p.name} casts {new.name}", "601.2i", card=new.name, player=p.name)
    game.log_event(
        "face_down", f"{new.name} is cast face down for {CAST_COST} ({kind})", rule, card=new.name
    )
    triggers.spell_cast(game, new, ())


def turn_up_costs(obj: GameObject) -> list[tuple[str, ir.Cost]]:
    """The ways to turn ``obj`` face up: (how, its cost). Its morph or disguise cost as it
    would be face up (702.37e, 702.168d: none, it can't be turned face up so); a manifested
    or cloaked creature card with a mana cost, for that mana cost too (701.40b-c, 701.58b-c;
    701.40g: an instant or sorcery card never)."""
    out: list[tuple[str, ir.Cost]] = []
    k = keyword(obj.card)
    if k is not None and k.cost is not None:
        out.append((k.name, k.cost))
    kind, mana = obj.alt_keyword, obj.card.mana_cost
    if kind in (MANIFEST, CLOAK) and "creature" in obj.card.types and mana:
        out.append((kind, ir.Cost(mana=mana)))
    return out


def _check(
    game: GameState, oid: int, player: int, via: str | None
) -> tuple[GameObject, str, ir.Cost]:
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        raise IllegalActionError(f"{game.object_name(oid)} isn't a permanent", "116.2b")
    if not obj.face_down:
        raise IllegalActionError(f"{obj.name} isn't face down", "702.37e")
    from . import characteristics

    if characteristics.chars(game, oid).controller != player:  # 702.37e, 702.168d, 701.40b
        raise IllegalActionError(
            f"{game.players[player].name} doesn't control {obj.name}",
            TURN_UP_RULES.get(obj.alt_keyword or "", "702.37e"),
        )
    found = turn_up_costs(obj)
    if not found:
        # 702.37e: "If the permanent wouldn't have a morph cost if it were face up, it can't
        # be turned face up this way." (701.40b: nor a manifested noncreature card)
        # 701.40b, 701.58b: a manifested or cloaked card is turned face up for its mana cost
        # only if it is a creature card
        if obj.alt_keyword in (MANIFEST, CLOAK):
            rule = "701.40b" if obj.alt_keyword == MANIFEST else "701.58b"
            why = (
                "isn't a creature card" if "creature" not in obj.card.types else "has no mana cost"
            )
            raise IllegalActionError(
                f"{obj.name} can't be turned face up: the card {why}, and it has no morph or "
                "disguise cost",
                rule,
            )
        raise IllegalActionError(f"{obj.name} can't be turned face up", "702.37e")
    if via is not None:
        found = [f for f in found if f[0] == via.strip().lower()]
        if not found:
            raise IllegalActionError(
                f"{obj.name} can't be turned face up for a {via} cost", "116.2b"
            )
    return obj, found[0][0], found[0][1]


def actions(game: GameState, player: int, can_pay: Callable[..., bool]) -> list[TurnFaceUp]:
    """116.2b: the face-down permanents ``player`` can turn face up now (those whose cost
    can be paid); a cost with X once for each X that can be paid (107.3d, 702.37f)."""
    if not mechanics.has(game, mechanics.FACE_DOWN):
        return []  # nothing has been face down in this game
    objs = game.objects  # asked at every priority: the face-down permanents first, cheaply
    down = [o for i in game.battlefield if (o := objs[i]).face_down and not o.phased_out]
    if not down:
        return []
    from . import characteristics
    from .life import can_pay_life

    out: list[TurnFaceUp] = []
    for o in down:
        if characteristics.chars(game, o.id).controller != player:
            continue
        options = turn_up_costs(o)
        for how, cost in options:
            if gap_of(cost) is not None:
                continue
            if cost.mana and not can_pay(cost.mana):
                continue
            if cost.pay_life and can_pay_life(game, player, cost.pay_life):
                continue  # 119.4
            via = how if len(options) > 1 else None
            out.append(TurnFaceUp(o.id, via))
            if ManaCost.parse(cost.mana).x_count:  # 107.3d: X chosen as the action is taken
                x = 1
                while x <= LIMIT_X and can_pay(cost.mana, x):
                    out.append(TurnFaceUp(o.id, via, x))
                    x += 1
    return out


def turn_face_up(game: GameState, action: TurnFaceUp, player: int) -> None:
    """116.2b, 702.37e, 702.168d: show the morph (disguise) cost, pay it, turn the permanent
    face up: its copiable values revert (708.8); effects already applied to it still apply."""
    from . import costs
    from .life import can_pay_life, lose_life

    obj, kind, cost = _check(game, action.card, player, action.via)
    rule = TURN_UP_RULES[kind]
    gap = gap_of(cost)
    if gap is not None:
        raise IllegalActionError(f"{obj.card.name}'s {gap} isn't supported", rule)
    face_down_name = obj.name
    what = f"turning {face_down_name} face up"
    has_x = ManaCost.parse(cost.mana).x_count > 0  # 107.3d: X chosen as the action is taken
    if action.x and not has_x:
        raise IllegalActionError(f"{obj.card.name}'s {kind} cost has no X to choose", "107.3d")
    payment = None
    if cost.mana:
        payment = costs.payment_or_refuse(game, player, cost.mana, action.x, None, what, rule)
    if cost.pay_life:
        why = can_pay_life(game, player, cost.pay_life)
        if why:
            raise IllegalActionError(f"can't pay {cost.pay_life} life: {why}", "119.4")
    # Legal: pay, then turn it face up (702.37e)
    if payment is not None:
        costs.pay(game, player, payment, action.x, what)
    if cost.pay_life:
        lose_life(game, player, cost.pay_life, f"{obj.card.name}'s {kind} cost", "119.4")
    if has_x:
        obj.cast_x = action.x  # 702.37f: the X its other abilities refer to
    p = game.players[player]
    paid = f"{'mana' if kind in (MANIFEST, CLOAK) else kind} cost {cost.mana or ''}".rstrip()
    if has_x:
        paid += f" with X={action.x}"  # 107.3d
    text = f"{p.name} turns {face_down_name} face up for its {paid}"
    _flip(game, obj, text, rule, megamorph=kind == MEGAMORPH)


def _flip(game: GameState, obj: GameObject, text: str, rule: str, megamorph: bool = False) -> None:
    """Turn a face-down permanent face up: its copiable values revert (708.8), effects
    already applied to it still apply; then "turned face up" abilities trigger (603.2)."""
    from . import permanents, triggers

    obj.face_down = False
    obj.copy_of = None  # 708.8: its copiable values revert to its normal ones
    obj.alt_keyword = None  # 701.40a: no longer a manifested (cloaked) permanent
    game.dirty()
    game.log_event("turn_face_up", f"{text}: it is {obj.card.name}", rule, card=obj.card.name)
    if megamorph:
        # 702.37b, 708.11: "As this permanent is turned face up, put a +1/+1 counter on it if
        # its megamorph cost was paid to turn it face up"
        permanents.add_counters(game, obj, "+1/+1", 1, "702.37b")
    # 603.2: "When this creature is turned face up" (its abilities as it is now face up;
    # 708.8: abilities relating to it entering the battlefield don't trigger)
    triggers.fire(game, ir.TriggerEvent.TURNED_FACE_UP, obj)


def turn_face_up_effect(ctx: EffectContext, e: ir.TurnFaceUpEffect) -> None:
    """ "Turn target face-down creature face up." (708.8): no cost is paid (so no megamorph
    counter, 702.37b); a manifested or cloaked instant or sorcery card is revealed and stays
    face down (701.40g, 701.58g), and nothing triggers."""
    from .effect_context import objects_and_players

    g = ctx.game
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD or not o.face_down:
            continue  # 708.2b's converse: a face-up permanent stays as it is
        if o.alt_keyword in (MANIFEST, CLOAK) and ({"instant", "sorcery"} & set(o.card.types)):
            rule = "701.58g" if o.alt_keyword == CLOAK else "701.40g"
            g.log_event(
                "reveal", f"{o.name} is revealed: it is {o.card.name} and stays face down", rule
            )
            continue
        _flip(g, o, f"{ctx.name} turns {o.name} face up", "708.8")


def gap_of(cost: ir.Cost) -> str | None:
    """What of a morph or disguise cost the engine can't pay (None: all of it)."""
    if cost == ir.Cost(mana=cost.mana, pay_life=cost.pay_life):
        return None
    return "cost other than mana or life"


def gap(card: ir.CardDefinition) -> list[str]:
    """What of morph, megamorph and disguise the engine can't do for this card
    (rules/support.py)."""
    out: list[str] = []
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name in RULES:
            if a.cost is None:
                out.append(f"{a.name} without a cost")
            elif (g := gap_of(a.cost)) is not None:
                out.append(f"{a.name} with a {g}")
    return out


def manifest(ctx: EffectContext, e: ir.Manifest) -> None:
    """701.40a: manifest the top card of your library: turned face down, a 2/2 creature with
    no text, no name, no subtypes and no mana cost, put onto the battlefield (708.3); cloak
    (701.58a): the same with ward {2}. Manifest dread (701.62a): look at the top two cards,
    manifest one, put the rest into your graveyard (asked first, then moved: 608.2c)."""
    g = ctx.game
    me = ctx.controller
    lib = g.players[me].library
    kind = CLOAK if e.cloak else MANIFEST
    ctx.created = []  # nothing manifested yet (608.2c)
    if e.dread:
        looked = list(reversed(lib[-2:]))  # top first
        if not looked:
            return
        chosen = looked[0]
        if len(looked) > 1:  # asked even when the two are alike: the player answers
            d = LookChoice(
                player=me,
                prompt=f"manifest dread: choose the card to manifest ({ctx.name})",
                options=tuple(looked),
                count=1,
            )
            answer = ctx.ask(d)
            chosen = int(answer[0] if isinstance(answer, list | tuple) else answer)
        # s9 rt: "then attach this Equipment to that creature" (608.2c): ir.CreatedRef
        ctx.created = [put_face_down(g, g.objects[chosen], me, kind, "701.62a").id]
        from . import zone_moves

        for oid in looked:
            o = g.objects.get(oid)
            if oid != chosen and o is not None and o.zone is Zone.LIBRARY:
                name = g.players[me].name
                zone_moves.move(
                    g, o, Zone.GRAVEYARD, f"{name} puts {o.name} into their graveyard", "701.62a"
                )
        return
    if lib:
        rule = "701.58a" if e.cloak else "701.40a"
        ctx.created = [put_face_down(g, g.objects[lib[-1]], me, kind, rule).id]


def put_face_down(
    game: GameState, obj: GameObject, controller: int, kind: str, rule: str
) -> GameObject:
    """Put ``obj`` onto the battlefield face down under ``controller``'s control (708.3,
    701.40a, 701.58a): it enters with its face-down values, its own enters abilities unseen;
    what it is stays hidden (708.5)."""
    from . import zone_moves

    name = game.players[controller].name
    new = zone_moves.move(
        game,
        obj,
        Zone.BATTLEFIELD,
        f"{name} {'cloaks' if kind == CLOAK else 'manifests'} a card",
        rule,
        quiet=True,  # the card's name isn't logged: no one but its controller sees it
        controller=controller,
        copy_of=values_for(kind),
        face_down=True,
    )
    if new.zone is Zone.BATTLEFIELD and new.face_down:
        new.alt_keyword = kind  # 701.40a: a manifested (cloaked) permanent while face down
        game.log_event(
            "zone",
            f"{name} {'cloaks' if kind == CLOAK else 'manifests'} a card: {new.name}",
            rule,
            card=new.name,
            to=Zone.BATTLEFIELD.value,
        )
    return new
