"""Optional additional costs whose payment copies the spell as it is cast (601.2b, 601.2f-h):

- Casualty N (702.153a): "As an additional cost to cast this spell, you may sacrifice a
  creature with power N or greater," and "When you cast this spell, if a casualty cost was
  paid for it, copy it. If the spell has any targets, you may choose new targets for the
  copy." The creature is chosen in the cast's ``sacrifice``.
- Conspire (702.78a): "As an additional cost to cast this spell, you may tap two untapped
  creatures you control that each share a color with it," and "When you cast this spell, if
  its conspire cost was paid, copy it. If the spell has any targets, you may choose new
  targets for the copy." The creatures are the cast's ``conspire``.
- Replicate [cost] (702.56a): "As an additional cost to cast this spell, you may pay [cost]
  any number of times," and "When you cast this spell, if a replicate cost was paid for it,
  copy it for each time its replicate cost was paid. If the spell has any targets, you may
  choose new targets for any of the copies." The times paid are the cast's ``replicate``.

Gravestorm (702.69a), a cast trigger with no cost, copies the spell the same way: "When you
cast this spell, copy it for each permanent that was put into a graveyard from the
battlefield this turn. If the spell has any targets, you may choose new targets for any of
the copies" (``Player.died_this_turn``, counted by rules/zone_moves.move).

The triggered abilities are put on the stack as storm's are (rules/keywords_cast.py); their
copies are made by ``keywords_cast_effects.storm_copies`` (707.10, 707.10c). A copy of a
permanent spell becoming a token (707.10f) isn't carried out: those cards are refused
(:func:`gap`), as are several instances of one of these keywords (each paid separately:
702.153b, 702.78b, 702.56b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..records import PendingTrigger

if TYPE_CHECKING:
    from ..decisions import CastSpell
    from ..state import GameState

CASUALTY = "casualty"
CONSPIRE = "conspire"
REPLICATE = "replicate"
GRAVESTORM = "gravestorm"
SQUAD = "squad"  # 702.157a: paid like replicate; it copies the creature as it enters
# 702.175a: "You may pay an additional [cost] as you cast this spell": squad's payment made
# at most once (the cast's ``squad`` is 0 or 1); its copy is 1/1 (rules/keywords_squad.py)
OFFSPRING = "offspring"
#: the keywords whose payments the cast's ``squad`` counts
SQUADS = frozenset({SQUAD, OFFSPRING})
RULES = {
    CASUALTY: "702.153a",
    CONSPIRE: "702.78a",
    REPLICATE: "702.56a",
    GRAVESTORM: "702.69a",
    SQUAD: "702.157a",
    OFFSPRING: "702.175a",
}
NAMES = frozenset(RULES)

#: the most replicate payments legal_actions lists (each further one costs more: 601.2f)
LIMIT_REPLICATE = 8


@dataclass(frozen=True, slots=True)
class Paid:
    """What of these costs a cast pays: the creature sacrificed for casualty, the creatures
    tapped for conspire, the times the replicate cost is paid and its mana."""

    casualty: tuple[int, ...] = ()
    conspire: tuple[int, ...] = ()
    replicate: int = 0
    mana: str = ""
    squad: int = 0
    squad_keyword: str = "squad"  # "offspring" (702.175a) where the card has that instead


NONE = Paid()

# by card (immutable, shared by its objects): its keywords of these three
_FOUND: dict[int, tuple[ir.CardDefinition, dict[str, ir.Keyword]]] = {}


def keywords(card: ir.CardDefinition) -> dict[str, ir.Keyword]:
    """The card's own casualty, conspire and replicate abilities, by name (found once per
    card: the cast listing asks at every priority)."""
    known = _FOUND.get(id(card))
    if known is None or known[0] is not card:
        if len(_FOUND) > 50_000:
            _FOUND.clear()
        found = {a.name: a for a in card.abilities if isinstance(a, ir.Keyword) and a.name in NAMES}
        known = _FOUND[id(card)] = (card, found)
    return known[1]


def times_keyword(card: ir.CardDefinition) -> str | None:
    """The cost of the card paid "any number of times": replicate or squad; or offspring,
    paid at most once (None: none of them)."""
    kws = keywords(card)
    return next((k for k in (REPLICATE, SQUAD, OFFSPRING) if k in kws), None)


def max_times(card: ir.CardDefinition) -> int:
    """How many payments of that cost legal_actions lists: up to ``LIMIT_REPLICATE`` for
    replicate and squad, once for offspring (702.175a), none without them."""
    name = times_keyword(card)
    return 0 if name is None else 1 if name == OFFSPRING else LIMIT_REPLICATE


def replicate_mana(card: ir.CardDefinition, times: int) -> str:
    """601.2f: the replicate (or squad) cost paid ``times`` times, added to the total cost."""
    name = times_keyword(card)
    k = keywords(card).get(name) if name is not None else None
    if not times or k is None or k.cost is None:
        return ""
    return (k.cost.mana or "") * times


def _casualty_creatures(game: GameState, obj: GameObject, player: int, n: int) -> list[int]:
    """702.153a: the creatures ``player`` controls with power ``n`` or greater."""
    from .characteristics import chars

    out = []
    for o in game.battlefield_objects():
        ch = chars(game, o.id)
        if ch.controller == player and "creature" in ch.types and (ch.power or 0) >= n:
            out.append(o.id)
    return out


def _conspirers(game: GameState, obj: GameObject, player: int) -> list[int]:
    """702.78a: the untapped creatures ``player`` controls that share a color with the spell
    (105.4: a colorless spell shares no color)."""
    from .characteristics import chars

    colors = chars(game, obj.id).colors
    out: list[int] = []
    if not colors:
        return out
    for o in game.battlefield_objects():
        ch = chars(game, o.id)
        if (
            ch.controller == player
            and not o.tapped
            and "creature" in ch.types
            and colors & ch.colors
            and o.id != obj.id
        ):
            out.append(o.id)
    return out


def own_sacrifice(obj: GameObject, chosen: tuple[int, ...]) -> tuple[int, ...]:
    """The cast's ``sacrifice`` left to the card's own "As an additional cost" (601.2f): none
    when the card has casualty (the creature chosen is casualty's)."""
    return () if CASUALTY in keywords(obj.card) else chosen


def check(game: GameState, obj: GameObject, action: CastSpell, player: int) -> Paid:
    """601.2b, 601.2f: the casualty, conspire and replicate costs the cast announces, checked
    before anything changes; refused where the card has no such keyword or the choice can't
    pay it."""
    kws = keywords(obj.card)
    if not kws:
        if action.conspire:
            raise IllegalActionError(f"{obj.name} has no conspire", "702.78a")
        if action.replicate:
            raise IllegalActionError(f"{obj.name} has no replicate cost", "702.56a")
        if action.squad:
            raise IllegalActionError(f"{obj.name} has no squad cost", "702.157a")
        return NONE
    casualty: tuple[int, ...] = ()
    k = kws.get(CASUALTY)
    if k is not None and action.sacrifice:
        n = k.amount or 0
        if len(action.sacrifice) != 1 or action.sacrifice[0] not in _casualty_creatures(
            game, obj, player, n
        ):
            raise IllegalActionError(
                f"casualty {n}: sacrifice one creature you control with power {n} or greater",
                "702.153a",
            )
        casualty = tuple(action.sacrifice)
    conspire = tuple(action.conspire)
    if conspire:
        if CONSPIRE not in kws:
            raise IllegalActionError(f"{obj.name} has no conspire", "702.78a")
        able = _conspirers(game, obj, player)
        if len(conspire) != 2 or len(set(conspire)) != 2 or not set(conspire) <= set(able):
            raise IllegalActionError(
                f"conspire: tap two untapped creatures you control that each share a color "
                f"with {obj.name}",
                "702.78a",
            )
    times = action.replicate
    if times:
        if REPLICATE not in kws:
            raise IllegalActionError(f"{obj.name} has no replicate cost", "702.56a")
        if action.free:  # 601.2f: a cast whose costs aren't paid pays no replicate cost
            raise IllegalActionError(f"{obj.name} is cast without paying its costs", "702.56a")
    squad = action.squad
    if squad:
        if OFFSPRING in kws and squad > 1:  # 702.175a: "you may pay an additional [cost]"
            raise IllegalActionError(f"{obj.name}'s offspring cost is paid once", "702.175a")
        if SQUAD not in kws and OFFSPRING not in kws:
            raise IllegalActionError(f"{obj.name} has no squad cost", "702.157a")
        if action.free:
            raise IllegalActionError(f"{obj.name} is cast without paying its costs", "702.157a")
        times = squad
    kw = OFFSPRING if OFFSPRING in kws else SQUAD
    return Paid(casualty, conspire, action.replicate, replicate_mana(obj.card, times), squad, kw)


def tap_conspirers(game: GameState, paid: Paid) -> None:
    """702.78a, 601.2h: the two creatures are tapped to pay the conspire cost (before the
    mana is paid, as convoke's: a creature tapped so can't also be tapped for mana)."""
    from .permanents import tap

    for c in paid.conspire:
        tap(game, game.objects[c], "702.78a")


def variants(game: GameState, obj: GameObject, player: int) -> list[tuple[int, ...]]:
    """The casualty sacrifice or conspire taps legal_actions lists beside paying neither
    (``()`` first): each creature that can be sacrificed for casualty, each pair that can be
    tapped for conspire (at most 64)."""
    kws = keywords(obj.card)
    out: list[tuple[int, ...]] = [()]
    k = kws.get(CASUALTY)
    if k is not None:
        out += [(c,) for c in _casualty_creatures(game, obj, player, k.amount or 0)]
    if CONSPIRE in kws:
        able = _conspirers(game, obj, player)
        out += [(a, b) for i, a in enumerate(able) for b in able[i + 1 :]][:64]
    return out


def cast_triggers(game: GameState, spell: GameObject, paid: Paid) -> None:
    """702.153a, 702.78a, 702.56a: "When you cast this spell, if [the cost] was paid for it,
    copy it" (603.2, 603.4: it triggers only when the cost was paid; the payment can't
    change later). The copies are made as the ability resolves (storm's effect, 707.10)."""
    gravestorm = GRAVESTORM in keywords(spell.card)
    if paid is NONE and not gravestorm:
        return
    from . import characteristics
    from .keywords_cast import StormEffect

    item = next(i for i in reversed(game.stack) if i.object.id == spell.id)
    chars = characteristics.chars(game, spell.id)
    for name, count in (
        (CASUALTY, 1 if paid.casualty else 0),
        (CONSPIRE, 1 if paid.conspire else 0),
        (REPLICATE, paid.replicate),
        (GRAVESTORM, -1 if gravestorm else 0),
    ):
        if count < 0:  # 702.69a: counted as it triggers; it triggers even for none (603.2)
            count = sum(p.died_this_turn for p in game.players)
        elif not count:
            continue
        effect = StormEffect(
            count, spell.values, item.targets, item.modes, item.x, spell.kicked, name, spell.divided
        )
        ability = ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.CAST_SPELL), cast("tuple[ir.Effect, ...]", (effect,))
        )
        game.pending_triggers.append(
            PendingTrigger(spell.id, spell.name, spell.controller, ability, chars)
        )
        game.log_event(
            "trigger",
            f"{spell.name}'s {name} ability triggers ({RULES[name]})",
            "603.2",
            card=spell.name,
        )


def log_paid(game: GameState, name: str, paid: Paid) -> None:
    """The log line of each of these costs paid (601.2h)."""
    if paid.casualty:
        victim = game.object_name(paid.casualty[0])
        game.log_event(
            CASUALTY, f"{name}'s casualty cost is paid ({victim})", "702.153a", card=name
        )
    if paid.conspire:
        who = ", ".join(game.object_name(c) for c in paid.conspire)
        game.log_event(CONSPIRE, f"{name}'s conspire cost is paid ({who})", "702.78a", card=name)
    for kw, n in ((REPLICATE, paid.replicate), (paid.squad_keyword, paid.squad)):
        if n:
            times = "once" if n == 1 else f"{n} times"
            game.log_event(kw, f"{name}'s {kw} cost is paid {times}", RULES[kw], card=name)


def gap(card: ir.CardDefinition) -> list[str]:
    """What of casualty, conspire and replicate the engine can't do for this card."""
    kws = [a for a in card.abilities if isinstance(a, ir.Keyword) and a.name in NAMES]
    if not kws:
        return []
    out = []
    names = [k.name for k in kws]
    for n in sorted(set(names)):
        if n in SQUADS:
            continue  # rules/keywords_squad.gap
        if names.count(n) > 1:
            out.append(f"several instances of {n}, each paid separately")
        if not {"instant", "sorcery"} & set(card.types):
            out.append(f"{n} on a permanent spell (a copy becomes a token: 707.10f)")
    for k in kws:
        if k.name == REPLICATE and (k.cost is None or k.cost != ir.Cost(mana=k.cost.mana)):
            out.append("replicate with a cost other than mana")
        if k.name == CASUALTY and not k.amount:
            out.append("casualty without its N")
    if any(isinstance(a, ir.AdditionalCost) for a in card.abilities):
        out.append(f"{names[0]} beside another additional cost")
    if REPLICATE in names and SQUAD in names:
        out.append("replicate beside squad")
    return out
