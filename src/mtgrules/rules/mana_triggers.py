"""Triggered mana abilities of the "tapped for mana" family (605.1b, 605.4a, 106.12a).

"Whenever enchanted land is tapped for mana, its controller adds an additional {G}." (Wild
Growth) triggers whenever a mana ability of that permanent with {T} in its cost resolves
and makes mana (106.12, 106.12a). It is a mana ability itself (605.1b: no target, it
triggers from a mana ability and could add mana), so it doesn't go on the stack: it
resolves right after the mana ability that triggered it (605.4a). Another ability of the
event ("Whenever a player taps a land for mana, this enchantment deals 1 damage to that
player.") isn't one (605.5a) and waits for the stack as any other.

Three ways a permanent is tapped for mana, one outcome:
- a payment taps it (rules/costs.pay_mana): ``tapped_in_payment`` runs its triggered mana
  abilities at once. The payment planner counts their mana (``planned_mana``: Wild Growth's
  Forest makes {G}{G}), picks the colors they ask ("one mana of any color", 106.1, 601.2g)
  and leaves to its controller (605.3a) a source whose abilities do more than add mana;
- its controller activates the mana ability (rules/stack.activate), or
- that activation finishes after a choice (rules/resolve.continue_resolution):
  ``after_mana_ability`` starts the triggered mana abilities one after another, as
  resolutions that may ask their own choices (106.1), before anything else happens.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import islice, product
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.ir.mana_triggers import AddManaExtra
from ..cards.ir.this_turn import ThisTurnTrigger  # 603.7b: its ability is checked on its own
from ..mana import distinct_letters, symbols
from ..objects import StackAbility, StackItem
from . import characteristics, mana_extra, this_turn, trigger_events, triggers

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..records import PendingTrigger
    from ..state import GameState

__all__ = [
    "RUN",
    "after_mana_ability",
    "extra_count",
    "gap",
    "is_mana_trigger",
    "left_to_player",
    "listening",
    "planned_mana",
    "pool_now",
    "settled",
    "tapped_in_payment",
]

_EVENT = ir.TriggerEvent.TAPPED_FOR_MANA
_ADDS = (AddManaExtra, ir.AddMana)  # "adds an additional {G}", "add {G}" (605.1b)

#: resolve.run_effects (set by rules/resolve.py, which this module can't import)
RUN: list[Callable[..., None] | None] = [None]


def listening(game: GameState) -> bool:
    """Whether any permanent has a "tapped for mana" triggered ability (106.12a)."""
    return trigger_events.listening(game, _EVENT)


def is_mana_trigger(a: ir.TriggeredAbility) -> bool:
    """605.1b: a "tapped for mana" ability that adds mana is a mana ability."""
    return a.trigger.event is _EVENT and any(isinstance(e, _ADDS) for e in a.effects)


def _fired(game: GameState, obj: GameObject, player: int) -> list[PendingTrigger]:
    """106.12a: ``obj`` was tapped for mana by ``player``: the abilities that trigger; the
    triggered mana abilities are returned, the others wait for the stack (605.5a)."""
    n = len(game.pending_triggers)
    triggers.fire(game, _EVENT, obj, player=player)
    new = game.pending_triggers[n:]
    mana = [t for t in new if is_mana_trigger(t.ability)]
    if mana:
        game.pending_triggers[n:] = [t for t in new if not is_mana_trigger(t.ability)]
    return mana


def _item(game: GameState, t: PendingTrigger) -> StackItem:
    return StackItem(StackAbility.from_trigger(game.new_id(), t), ())  # 605.4a: not on the stack


def _log(game: GameState, name: str) -> None:
    text = f"{name}'s triggered mana ability resolves at once"
    game.log_event("trigger", text, "605.4a")


def tapped_in_payment(
    game: GameState, obj: GameObject, player: int, made: str, planned: str = ""
) -> None:
    """A payment tapped ``obj`` for ``made`` (605.3b): its triggered mana abilities resolve
    now (605.4a). ``planned``: the letters the planner counted on them for (``planned_mana``,
    in their order), which answer the colors they ask (106.1, 601.2g)."""
    run = RUN[0]
    assert run is not None, "rules/resolve.py sets RUN"
    chosen = _chosen(game, obj, player, made, planned)
    for t in _fired(game, obj, player):
        _log(game, t.source_name)
        mana_extra.MADE[0] = made
        answers = next((c for s, a, c in chosen if s == t.source_id and a == t.ability), [])
        try:
            run(game, _item(game, t), list(answers))
        finally:
            mana_extra.MADE[0] = None


def _chosen(
    game: GameState, obj: GameObject, player: int, made: str, planned: str
) -> list[tuple[int, Any, list[object]]]:
    """(source, ability, the letters of the mana it asks the color of) for each triggered
    mana ability the planner counted on, from ``planned`` in ``_triggering``'s order."""
    out: list[tuple[int, Any, list[object]]] = []
    for src, a, owner in _triggering(game, obj, player) if planned else ():
        more = _fixed(game, a, src, owner, player, made) or ""
        slots = symbols(more)
        letters, planned = planned[: len(slots)], planned[len(slots) :]
        out.append((src.id, a, [c for c, s in zip(letters, slots, strict=False) if len(s) > 1]))
    return out


def pool_now(game: GameState, player: int) -> tuple[Counter[str], int]:
    """The player's mana before a mana ability resolves, to tell what it made."""
    pool = game.players[player].mana_pool
    return Counter(pool.mana), len(pool.restricted)


def _made(game: GameState, player: int, before: tuple[Counter[str], int]) -> str:
    pool = game.players[player].mana_pool
    letters = list((pool.mana - before[0]).elements())
    letters += [c for c, _ in pool.restricted[before[1] :]]  # 106.6: mana all the same
    return "".join("{" + c + "}" for c in letters)


def after_mana_ability(game: GameState, r: dict[str, Any]) -> bool:
    """A mana ability finished resolving (``r``: its resolution's record, 605.3a). When it
    was a permanent's {T} ability that made mana (106.12a), the triggered mana abilities
    it triggers start now, one after another (605.4a), then those left from before
    (``then``). True when one started (``game._resolving``); the payment question a
    resolution asked waits until the last is done (``outer``, rules/mana_during_payment)."""
    queue: list[tuple[StackItem, str]] = list(r.get("then", ()))
    before = r.get("pool_before")
    if before is not None:
        sa = r["item"].object
        obj = game.objects.get(sa.source_id)
        made = _made(game, sa.controller, before)
        if obj is not None and made:
            queue = [(_item(game, t), made) for t in _fired(game, obj, sa.controller)] + queue
    if not queue:
        return False
    (item, made), rest = queue[0], queue[1:]
    assert isinstance(item.object, StackAbility)
    _log(game, item.object.source_name)
    game._resolving = {
        "item": item,
        "targets": (),
        "index": 0,
        "answers": [],
        "damage": 0,
        "mana_ability": True,  # 605.4a: never on the stack
        "made": made,
        "then": rest,
        "outer": r.get("outer"),
    }
    return True


def planned_mana(
    game: GameState, obj: GameObject, player: int, made_by: list[str], fixed: str | None
) -> str | None:
    """For the payment planner (rules/costs.find_mana_sources): all the mana ``obj`` makes
    when ``player`` taps it, with the mana of the triggered mana abilities that would trigger
    ("{G}{G}" for Wild Growth's Forest); None when none would; "" when the player taps it
    (605.3a): its own mana is a choice (``made_by``: the letters of each one-mana ability;
    ``fixed``: "{U}{R}"), or one of them would do more than add mana or another player
    would choose its mana. A mana whose color is chosen is a symbol of the letters to choose
    from: "{G}{WUBRG}" for Fertile Ground's Forest (106.1)."""
    base = fixed if fixed or not made_by else _one_of(made_by)
    extra = ""
    found = False
    for src, a, owner in _triggering(game, obj, player):
        found = True
        more = _fixed(game, a, src, owner, player, base)
        if more is None:
            return ""
        extra += more
    if not found:
        return None
    return base + extra if base is not None else ""


def _one_of(made_by: list[str]) -> str:
    """The mana of a source whose one-mana abilities make ``made_by`` (costs.mana_letters'
    letters: "{G}", "WUBRG", "{R}{G}"), as planned_mana writes it: "{G}", or a mana whose
    type is chosen as it's tapped, "{GU}" (a Tropical Island, 305.6; "Add {R} or {G}.")."""
    return "{" + "".join(distinct_letters(made_by)) + "}"


def _is_choice(base: str) -> bool:
    """Whether ``base`` is one mana of a type chosen as it is made (``_one_of``)."""
    found = symbols(base)
    return len(found) == 1 and len(found[0]) > 1


def settled(chosen: tuple[tuple[int, list[str]], ...]) -> Iterator[list[tuple[int, list[str]]]]:
    """For the payment planner (rules/costs.mana_plan): the mana ``chosen`` sources of several
    mana may make, (object id, letters) each, a mana whose color is chosen as it's added
    ("WUBRG": a triggered mana ability's, 106.1, 605.4a) as each of its letters in turn (the
    first 125 ways: a bound)."""
    slots = [(i, j) for i, (_, ls) in enumerate(chosen) for j, c in enumerate(ls) if len(c) > 1]
    if not slots and not any("=" in ls for _, ls in chosen):
        yield list(chosen)
        return
    for picks in islice(product(*(chosen[i][1][j] for i, j in slots)), 125):
        out = [(oid, list(ls)) for oid, ls in chosen]
        for (i, j), c in zip(slots, picks, strict=True):
            out[i][1][j] = c
        for _, ls in out:  # "{=}": the type its first mana was given (Mirari's Wake, 106.12a)
            ls[:] = [ls[0] if c == "=" else c for c in ls]
        yield out


def extra_count(game: GameState, obj: GameObject, player: int) -> int:
    """How many of the letters the planner tapped ``obj`` for (``planned_mana``) its
    triggered mana abilities add (rules/costs.pay_mana adds the others)."""
    n = 0
    for src, a, owner in _triggering(game, obj, player):
        more = _fixed(game, a, src, owner, player, "{C}")  # (a base of one type: same count)
        n += more.count("{") if more else 0
    return n


def _triggering(game: GameState, obj: GameObject, player: int) -> list[tuple[Any, Any, int]]:
    """The permanents' triggered mana abilities that ``player`` tapping ``obj`` for mana
    would trigger (106.12a)."""
    out = []
    found = [(o, characteristics.chars(game, o.id)) for o in game.battlefield_objects()]
    for src, ch in found + this_turn.sources(game):  # 603.7b: High Tide's, this turn
        for a in ch.abilities:
            if (
                isinstance(a, ir.TriggeredAbility)
                and is_mana_trigger(a)
                and triggers.would_trigger(game, a, src, obj, player, ch)
                and triggers.intervening_if_holds(  # 603.4: "if this creature is tapped"
                    game, a, src.id, ch.controller, player, obj.id
                )
            ):
                out.append((src, a, ch.controller))
    return out


def _fixed(
    game: GameState,
    a: ir.TriggeredAbility,
    src: GameObject,
    owner: int,
    player: int,
    base: str | None,
) -> str | None:
    """The mana ``a`` (controlled by ``owner``) adds to ``player``, or None when the payment
    can't carry it out. A mana the player chooses is a symbol of the letters to choose from
    ("{WUBRG}", 106.1): the planner picks one (rules/costs.mana_plan) and the payment answers
    with it."""
    out = ""
    for e in a.effects:
        if isinstance(e, ir.AddMana):  # "Whenever you tap a land for mana, add {G}."
            plain = ir.AddMana(e.mana)
            if e != plain or e.mana.count("{") != 1 or base is None:
                return None  # 106.1: a choice (or more than one mana)
            out += e.mana if owner == player else ""
            continue
        if _asks_nothing(e):
            continue  # "That land doesn't untap ...", "that land deals 1 damage to that player"
        if not isinstance(e, AddManaExtra) or base is None:
            return None  # another instruction, or a choice of the base mana: by hand
        to = owner
        if not isinstance(e.who, ir.YouRef):
            to = player  # "its controller" / "that player": the one who taps their source
        if e.kind == "fixed":
            more = e.mana
        elif e.kind == "chosen color":
            more = "{" + src.chosen_color + "}" if src.chosen_color else ""
        elif e.kind == "produced" and _is_choice(base):
            more = "{=}"  # 106.12a: the type the land's own mana was given (one mana)
        elif e.kind == "produced" and len(types := mana_extra.made_types(base)) == 1:
            more = "{" + types[0] + "}"
        elif to != player:
            return None  # 106.1: another player chooses: by hand
        elif e.kind == "produced":  # 106.1: one of the types the land made, chosen
            more = "{" + "".join(mana_extra.made_types(base)) + "}"
        else:  # "one mana of any color", "in any combination of colors": a color each
            more = "{WUBRG}" * (e.many if e.kind == "combination" else 1)
        out += more if to == player else ""
    return out


def _asks_nothing(e: Any) -> bool:
    """An instruction of a triggered mana ability that a payment carries out as it is: it
    names the tapped land and the player who tapped it, and asks no one anything."""
    land, player = ir.TriggerObjectRef(), ir.TriggerPlayerRef()
    if isinstance(e, ir.DoesntUntapNext):  # 502.3
        return e.what == land
    if isinstance(e, ir.DealDamage):  # 120.3
        return e == ir.DealDamage(e.amount, player, source=land) and isinstance(e.amount, int)
    return False


def gap(a: Any) -> str | None:
    """What the engine can't do of an ability's "tapped for mana" mana (605.1b): only a
    "tapped for mana" triggered ability adds it, as one of its own instructions."""
    effects = getattr(a, "effects", None)
    if not isinstance(effects, tuple):
        return None
    if any(_inside(f) for e in effects if not isinstance(e, ThisTurnTrigger) for f in _fields(e)):
        return "mana added by a triggered mana ability inside another instruction (605.1b)"
    if any(isinstance(e, AddManaExtra) for e in effects) and not (
        isinstance(a, ir.TriggeredAbility) and a.trigger.event is _EVENT
    ):
        return "an additional mana from anything but a 'tapped for mana' trigger (106.12a)"
    return None


def _fields(e: Any) -> list[Any]:
    names = getattr(e, "__dataclass_fields__", None)
    return [getattr(e, n) for n in names] if names else []


def _inside(v: Any) -> bool:
    if isinstance(v, AddManaExtra):
        return True
    if isinstance(v, tuple | list):
        return any(_inside(x) for x in v)
    return any(_inside(f) for f in _fields(v))


def left_to_player(game: GameState, obj: GameObject, player: int, auto: list[Any]) -> bool:
    """For a refused payment's hint (rules/costs.by_hand): whether the planner leaves ``obj``
    to its controller (605.3a) for its triggered mana abilities' choices. ``auto``: its
    abilities a payment could activate (costs.tap_mana_abilities)."""
    if not listening(game):
        return False
    plain = [m.mana for _, m in auto if m.count == 1 and m.mana.count("{") == 1]
    made_by = plain if len(auto) == 1 and not auto[0][1].any_color else ["{W}", "{U}"]
    return planned_mana(game, obj, player, made_by, None) == ""
