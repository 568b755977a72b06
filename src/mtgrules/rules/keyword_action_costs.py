"""Keyword costs with a part other than mana (601.2b, 601.2f-h): "Kicker—Sacrifice two
lands." (702.33a), "Buyback—Discard two cards." (702.27a), "Flashback—Sacrifice three
creatures." (702.34a), "Entwine—Sacrifice three lands." (702.42a), "Kicker—Pay 3 life.".

The part is one action: sacrificing N permanents matching a filter, discarding N cards, or
paying N life (mana beside it is added to the total cost by each keyword's own module). The
cast pays it when it uses the keyword (kicked, buyback paid, cast with flashback, entwined);
the permanents and cards are the cast's ``sacrifice`` and ``discard`` (601.2f, chosen as the
spell is cast; paid in rules/stack.cast after the mana, 601.2h). A card whose other costs
use those fields too (an additional cost, casualty, retrace, jump-start) is a gap, so the
fields always mean this keyword's cost."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import CastSpell
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, keywords_entwine, layers, sacrifice_costs
from .keyword_action_parts import LIMIT, discard_kind, keywords, names_flashback
from .keyword_action_parts import RULES as RULES
from .life import can_pay_life

if TYPE_CHECKING:
    from ..state import GameState


@dataclass(frozen=True, slots=True)
class Paid:
    """What a cast pays for the keyword cost's action (601.2h)."""

    kind: str | None = None
    sacrifice: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    life: int = 0


def _part_used(obj: GameObject, c: CastSpell) -> tuple[str, ir.Cost] | None:
    """The keyword cost part ``c`` pays, if the card has one and the cast uses its keyword."""
    found = keywords(obj.card)
    if len(found) != 1:
        return None
    kind, part = found[0]
    alt = (c.alt_cost or "").strip().lower()
    used = {
        "kicker": c.kicked > 0,
        "buyback": c.buyback,
        "flashback": names_flashback(alt) and obj.zone is Zone.GRAVEYARD,
        "entwine": keywords_entwine.entwined(obj, c.modes),
    }[kind]
    return (kind, part) if used else None


def _sacrificeable(game: GameState, obj: GameObject, flt: ir.Filter, player: int) -> list[int]:
    return [
        o.id
        for o in game.battlefield_objects()
        if characteristics.chars(game, o.id).controller == player
        and layers.matches(game, characteristics.chars(game, o.id), o, flt, obj, player)
    ]


def _hand(game: GameState, obj: GameObject, player: int) -> list[int]:
    return [h for h in game.players[player].hand if h != obj.id]  # 601.2a: it's on the stack


def with_action_costs(game: GameState, obj: GameObject, player: int, casts: list[Any]) -> list[Any]:
    """One cast for each way to pay the keyword cost's action (601.2f); a cast that uses the
    keyword and can't pay it isn't listed (118.3, 119.4). Others pass unchanged."""
    if not keywords(obj.card):
        return casts
    out: list[Any] = []
    for c in casts:
        used = _part_used(obj, c) if isinstance(c, CastSpell) and c.card == obj.id else None
        if used is None:
            out.append(c)
            continue
        part = used[1]
        if part.sacrifice is not None:
            able = _sacrificeable(game, obj, part.sacrifice, player)
            combos = itertools.islice(itertools.combinations(able, part.sacrifice_count), LIMIT)
            out += [replace(c, sacrifice=s) for s in combos]
        elif part.discard:
            n = int(part.discard)
            combos = itertools.islice(itertools.combinations(_hand(game, obj, player), n), LIMIT)
            out += [replace(c, discard=d) for d in combos]
        elif can_pay_life(game, player, part.pay_life) is None:
            out.append(c)
    return out


def check(game: GameState, obj: GameObject, action: CastSpell, player: int) -> Paid:
    """601.2f, 118.3, 119.4: what ``action`` pays for the keyword cost's action, refused
    before anything is paid when it doesn't pay it."""
    used = _part_used(obj, action)
    if used is None:
        kind = discard_kind(obj.card)
        if kind is not None and action.discard:  # the cast doesn't use the keyword
            raise IllegalActionError(f"{obj.name}'s {kind} cost isn't paid", RULES[kind])
        return Paid()
    kind, part = used
    rule = RULES[kind]
    if part.sacrifice is not None:
        chosen = action.sacrifice
        n = part.sacrifice_count
        able = set(_sacrificeable(game, obj, part.sacrifice, player))
        if len(chosen) != n or len(set(chosen)) != n or not set(chosen) <= able:
            problem = sacrifice_costs.choice_problem(
                game, chosen, n, player, part.sacrifice, obj, ""
            )
            raise IllegalActionError(
                f"choose {n} matching permanent(s) you control to sacrifice for {obj.name}'s "
                f"{kind} cost - {problem or 'that choice does not pay the cost'}",
                rule,
            )
        return Paid(kind, sacrifice=tuple(chosen))
    if part.discard:
        n = int(part.discard)
        chosen = action.discard
        hand = set(_hand(game, obj, player))
        if len(chosen) != n or len(set(chosen)) != n or not set(chosen) <= hand:
            raise IllegalActionError(
                f"choose {n} other card(s) in your hand to discard for {obj.name}'s {kind} cost",
                rule,
            )
        return Paid(kind, discard=tuple(chosen))
    why = can_pay_life(game, player, part.pay_life)
    if why:
        raise IllegalActionError(f"{obj.name}'s {kind} cost can't be paid: {why}", "119.4")
    return Paid(kind, life=part.pay_life)
