"""601.2f: "As an additional cost to cast this spell, discard a card" / "discard two cards":
the sets of cards in the caster's hand that pay it (listed as CastSpell's ``discard``), why an
answer doesn't pay it (118.3), and nothing else: rules/stack.cast discards them as the costs
are paid (601.2h), after the spell has moved to the stack (601.2a), so the spell's own card
is never one of them.

The same ``discard`` field carries the card discarded for retrace and jump-start (702.81a,
702.133a); a card with both that keyword and an additional discard cost is a gap
(rules/support.py), so the two never meet."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import CastSpell
from ..errors import IllegalActionError
from ..objects import GameObject

if TYPE_CHECKING:
    from ..state import GameState

LIMIT = 64  # as priority.LIMIT: the sets of cards listed per cast


def count(card: ir.CardDefinition) -> int:
    """How many cards the spell's additional cost discards (0: it has no such part)."""
    extra = next((a.cost for a in card.abilities if isinstance(a, ir.AdditionalCost)), None)
    if extra is None or not isinstance(extra.discard, int):
        return 0
    return extra.discard


def at_random(card: ir.CardDefinition) -> bool:
    """Whether the additional cost is "discard a card at random" (701.9b: the game picks the
    cards as the cost is paid, :func:`random_discards`; the cast names none)."""
    extra = next((a.cost for a in card.abilities if isinstance(a, ir.AdditionalCost)), None)
    return extra is not None and extra.discard_random and isinstance(extra.discard, int)


def random_discards(game: GameState, card: ir.CardDefinition, player: int) -> list[int]:
    """601.2h, 701.9b: the cards discarded at random (rules/stack.cast discards them), picked
    by the game's seeded generator (the spell is on the stack by then, 601.2a: never one of
    them); [] without such a cost."""
    if not at_random(card):
        return []
    hand = list(game.players[player].hand)
    chosen = game.rng.sample(hand, min(count(card), len(hand)))
    for d in chosen:
        name = game.objects[d].name
        game.log_event(
            "discard", f"{game.players[player].name} discards {name} at random", "701.9b"
        )
    return chosen


def discards_x(card: ir.CardDefinition) -> bool:
    """Whether the additional cost is "discard X cards" (rules/additional_x_costs.py)."""
    extra = next((a.cost for a in card.abilities if isinstance(a, ir.AdditionalCost)), None)
    return extra is not None and isinstance(extra.discard, ir.XAmount)


def paid(paid: ir.Cost, extra: ir.Cost) -> ir.Cost:
    """``paid`` (the parts of the additional cost rules/support.py finds paid) with its
    discard part: N or X cards (601.2f), "N cards at random" (701.9b: :func:`random_discards`)."""
    at_random = extra.discard_random and isinstance(extra.discard, int)
    return replace(paid, discard=extra.discard, discard_random=at_random)


def gap(extra: ir.Cost) -> str | None:
    """Why the engine can't pay the additional cost's discard part, else None."""
    if extra.discard and not isinstance(extra.discard, int | ir.XAmount):
        return "discarding a number of cards other than N or X as an additional cost"
    return None


def card_gap(card: ir.CardDefinition) -> list[str]:
    """A spell with both an additional discard cost and retrace or jump-start (whose card
    discarded is in the same ``discard`` field) is a gap."""
    if count(card) and any(
        isinstance(a, ir.Keyword) and a.name in ("retrace", "jump-start", "mayhem")
        for a in card.abilities
    ):
        return [
            "an additional discard cost with retrace, jump-start or mayhem "
            "(702.81a, 702.133a, 702.187b)"
        ]
    return []


def choices(game: GameState, obj: GameObject, player: int) -> list[tuple[int, ...]]:
    """601.2f, 118.3: the sets of cards in ``player``'s hand that pay the cost, the spell's
    own card left out (it is on the stack by then, 601.2a); [()] without such a cost, []
    when it can't be paid."""
    n = count(obj.card)
    if not n:
        return [()]
    hand = [h for h in game.players[player].hand if h != obj.id]
    return list(itertools.islice(itertools.combinations(hand, n), LIMIT))


def with_discards(game: GameState, obj: GameObject, player: int, casts: list[Any]) -> list[Any]:
    """One cast for each set of cards that pays the additional discard cost (601.2f); none
    when it can't be paid (118.3). Other answers, and casts of spells without that cost,
    pass unchanged."""
    if not count(obj.card):
        return casts
    if at_random(obj.card):  # 701.9b: no cards named; 118.3: only with enough in hand
        enough = len([h for h in game.players[player].hand if h != obj.id]) >= count(obj.card)
        return [c for c in casts if enough or not (isinstance(c, CastSpell) and c.card == obj.id)]
    sets = choices(game, obj, player)
    out: list[Any] = []
    for c in casts:
        if isinstance(c, CastSpell) and c.card == obj.id:
            out += [replace(c, discard=d) for d in sets]
        else:
            out.append(c)
    return out


def check(game: GameState, obj: GameObject, action: CastSpell, player: int) -> bool:
    """601.2f, 118.3: refuse, before anything is paid, a cast whose ``discard`` doesn't pay
    the additional cost; True when the spell has one (its ``discard`` is that cost's)."""
    n = action.x if discards_x(obj.card) else count(obj.card)  # 107.3: X as announced
    if not n and not discards_x(obj.card):
        return False
    if at_random(obj.card):  # 701.9b: the cards are picked at random as the cost is paid
        if action.discard:
            raise IllegalActionError(f"{obj.name} discards at random: choose no cards", "701.9b")
        if len([h for h in game.players[player].hand if h != obj.id]) < n:
            raise IllegalActionError(f"not enough cards in hand to discard for {obj.name}", "118.3")
        return True
    chosen = action.discard
    others = [h for h in game.players[player].hand if h != obj.id]
    if len(others) < n:  # 118.3: a cost that can't be paid
        raise IllegalActionError(
            f"{game.players[player].name} has {len(others)} other card(s) in hand, not the "
            f"{n} to discard for {obj.name}'s additional cost",
            "118.3",
        )
    if len(chosen) != n or len(set(chosen)) != len(chosen):
        raise IllegalActionError(
            f"choose exactly {n} card(s) in your hand to discard as the additional cost of "
            f"{obj.name}",
            "601.2f",
        )
    hand = game.players[player].hand
    for d in chosen:
        if d == obj.id or d not in hand:
            name = game.object_name(d) if d in game.objects else f"object {d}"
            raise IllegalActionError(
                f"{name} can't be discarded to pay this cost (it must be another card in "
                "your hand)",
                "118.3",
            )
    return True
