"""s11 h-gy, 118.9: an alternative cost that exiles cards from the caster's hand ("You may pay
1 life and exile a blue card from your hand rather than pay this spell's mana cost.", Force of
Will; "If it's not your turn, you may exile a green card from your hand rather than ...").

The cards are named by CastSpell's ``exile`` (which, for other casts, names graveyard cards
exiled for an additional cost, rules/graveyard_costs.py); a spell with both an additional
exile cost and such an alternative cost is a gap (:func:`gap`), so the two never meet. The
cards are exiled as the costs are paid (601.2h), after the spell has moved to the stack
(601.2a), so the spell's own card is never one of them."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import CastSpell
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import alt_cost_names, characteristics, layers, zone_moves

if TYPE_CHECKING:
    from ..state import GameState

LIMIT = 50  # as priority.LIMIT: the sets of cards listed per cast


def pitch_alt(obj: GameObject, alt_cost: str | None) -> ir.AlternativeCost | None:
    """The alternative cost ``alt_cost`` names (as rules/costs.alternative_cost finds it),
    when it is one that exiles cards from the hand."""
    if not alt_cost:
        return None
    a = alt_cost_names.named(obj, alt_cost)
    return a if a is not None and a.exile_from_hand is not None else None


def has_pitch(obj: GameObject) -> bool:
    """Whether ``obj`` has an alternative cost that exiles cards from the hand (118.9)."""
    return any(
        isinstance(a, ir.AlternativeCost) and a.exile_from_hand is not None
        for a in obj.card.abilities
    )


def exilable(game: GameState, obj: GameObject, alt: ir.AlternativeCost, player: int) -> list[int]:
    """The cards in ``player``'s hand, other than the spell's own card, that match."""
    assert alt.exile_from_hand is not None
    # 402.1: the hand's cards are its owner's; matched as cards (their characteristics)
    flt = replace(alt.exile_from_hand, controller=None, zone="battlefield")
    return [
        c
        for c in game.players[player].hand
        if c != obj.id
        and c in game.objects
        and layers.matches(game, characteristics.chars(game, c), game.objects[c], flt, obj, player)
    ]


def with_hand_exiles(game: GameState, obj: GameObject, player: int, casts: list[Any]) -> list[Any]:
    """One cast for each set of cards that pays the alternative cost (118.9); none when it
    can't be paid (118.3). Other answers pass unchanged."""
    out: list[Any] = []
    found: dict[str, list[tuple[int, ...]]] = {}
    for c in casts:
        alt = pitch_alt(obj, c.alt_cost) if isinstance(c, CastSpell) and c.card == obj.id else None
        if alt is None:
            out.append(c)
            continue
        key = alt.text
        if key not in found:
            able = exilable(game, obj, alt, player)
            found[key] = list(
                itertools.islice(itertools.combinations(able, alt.exile_hand_count), LIMIT)
            )
        out += [replace(c, exile=ex) for ex in found[key]]
    return out


def check(game: GameState, obj: GameObject, action: CastSpell, player: int) -> list[int]:
    """118.9, 118.3: the hand cards ``action`` exiles for its alternative cost, refused before
    anything is paid when they don't pay it; [] for a cast without such a cost."""
    alt = pitch_alt(obj, action.alt_cost)
    if alt is None:
        return []
    chosen = list(action.exile)
    n = alt.exile_hand_count
    if len(chosen) != n or len(set(chosen)) != n:
        raise IllegalActionError(
            f"choose exactly {n} card(s) in your hand to exile for {obj.name}'s alternative cost",
            "118.9",
        )
    able = set(exilable(game, obj, alt, player))
    for e in chosen:
        if e not in able:
            name = game.object_name(e) if e in game.objects else f"object {e}"
            raise IllegalActionError(
                f"{name} can't be exiled to pay this cost (it must be a matching card in your "
                "hand other than the spell)",
                "118.3",
            )
    return chosen


def pay(game: GameState, source_name: str, chosen: list[int]) -> None:
    """601.2h: exile the chosen cards from the caster's hand."""
    with game.simultaneously():  # the cards leave the hand at once (603.2c)
        for e in chosen:
            zone_moves.move(
                game,
                game.objects[e],
                Zone.EXILE,
                f"{game.objects[e].name} is exiled from a hand to pay {source_name}'s "
                "alternative cost",
                "118.9",
            )


def gap(card: ir.CardDefinition) -> str | None:
    """What the engine can't do with the card's hand-exiling alternative cost (support.py)."""
    alts = [a for a in card.abilities if isinstance(a, ir.AlternativeCost)]
    if not any(a.exile_from_hand is not None for a in alts):
        return None
    extra = next((a.cost for a in card.abilities if isinstance(a, ir.AdditionalCost)), None)
    if extra is not None and extra.exile_from_graveyard is not None:
        return "an exile-from-hand alternative cost with an additional exile cost"
    for a in alts:
        if a.exile_from_hand is not None and a.exile_from_hand.mana_value_x is not None:
            # 107.3: "a red card with mana value X": X set by the card exiled (the Shoals)
            return "an exile-from-hand alternative cost whose card sets X"
    if sum(1 for a in alts if a.exile_from_hand is not None) > 1:
        return "two exile-from-hand alternative costs"
    return None
