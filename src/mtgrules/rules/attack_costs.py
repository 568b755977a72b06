"""Costs to attack (508.1d, 508.1g-j): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you." (Propaganda, Ghostly Prison) and
"Creatures can't attack you or planeswalkers you control unless their controller pays {1} for
each of those creatures." (Archon of Absolution): ``ir.AttackTax``.

As attackers are declared, the creatures are tapped (508.1f), then the attacking player adds
up every cost to attack (508.1h), may activate mana abilities (508.1i) and pays it all
(508.1j); if it can't be paid the declaration is refused and the game is as it was. A
requirement to attack never makes the player pay (508.1d): a creature that "attacks each
combat if able" need not attack a player it costs mana to attack. The declaration's data
(``AttackSpec.tax``, ``budget``) lets agents declare only what can be paid."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import Target
from . import characteristics, costs

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["attackable", "budget", "free_to_attack", "pay", "tax_by_target", "taxed"]

RULE = "508.1h"


def _taxes(game: GameState) -> list[tuple[str, ir.AttackTax, int]]:
    """(the permanent's name, its cost to attack, its controller) for each such ability."""
    return [
        (game.objects[oid].name, a, ch.controller)
        for oid, ch in characteristics.battlefield_chars(game).items()
        for a in ch.abilities
        if a.__class__ is ir.AttackTax
    ]


def _applies(game: GameState, tax: ir.AttackTax, controller: int, target: Target) -> bool:
    if target.player is not None:
        return target.player == controller
    if not tax.planeswalkers or target.object_id not in game.objects:
        return False
    return characteristics.chars(game, target.object_id).controller == controller


def _mana(tax: ir.AttackTax) -> int:
    return int(tax.mana[1:-1])  # generic mana only ("{2}"): transform_attack_costs


def tax_by_target(game: GameState, targets: list[Target]) -> tuple[tuple[Target, int], ...]:
    """508.1h: the generic mana one creature attacking each of ``targets`` costs."""
    taxes = _taxes(game)
    if not taxes:
        return ()
    out = []
    for t in targets:
        n = sum(_mana(a) for _, a, c in taxes if _applies(game, a, c, t))
        if n:
            out.append((t, n))
    return tuple(out)


def taxed(game: GameState, target: Target) -> bool:
    """508.1h: whether attacking ``target`` costs anything."""
    return any(_applies(game, a, c, target) for _, a, c in _taxes(game))


def attackable(game: GameState) -> list[Target]:
    """508.1b: the players and planeswalkers the active player's creatures may attack."""
    ap = game.active_player
    targets = [Target(player=p.index) for p in game.players if p.index != ap and not p.lost]
    return targets + [
        Target(object_id=o.id)
        for o in game.battlefield_objects()
        if "planeswalker" in (ch := characteristics.chars(game, o.id)).types and ch.controller != ap
    ]


def free_to_attack(
    game: GameState, creature: int, problem: Callable[[GameState, int, Target], str | None]
) -> bool:
    """508.1d: whether ``creature`` can attack some player or planeswalker at no cost
    (``problem``: combat.attack_problem). A requirement to attack is obeyed where it can be
    at no cost; it never makes the player pay one."""
    taxes = _taxes(game)
    if not taxes:
        return True
    return any(
        problem(game, creature, t) is None and not any(_applies(game, a, c, t) for _, a, c in taxes)
        for t in attackable(game)
    )


def budget(game: GameState, player: int, may_attack: list[int]) -> int:
    """The mana ``player`` can surely pay for a cost to attack, whichever of ``may_attack``
    attack (508.1f: an attacker without vigilance is tapped first): the unrestricted mana in
    the pool and one mana from each untapped "{T}: Add" source that isn't one of them."""
    pool = sum(v for v in game.players[player].mana_pool.mana.values() if v > 0)
    tapped_by_attacking = frozenset(
        c for c in may_attack if "vigilance" not in characteristics.chars(game, c).keywords
    )
    return pool + len(costs.mana_sources(game, player, tapped_by_attacking or None))


def pay(game: GameState, attacks: dict[int, Target]) -> None:
    """508.1h-j: add up the costs to attack and pay them, or refuse the declaration."""
    taxes = _taxes(game)
    if not taxes or not attacks:
        return
    total = 0
    names: list[str] = []
    for name, a, c in taxes:
        n = sum(1 for t in attacks.values() if _applies(game, a, c, t))
        if n:
            total += n * _mana(a)
            names.append(name)
    if not total:
        return
    player = game.active_player
    cost = "{" + str(total) + "}"
    what = "attacking (" + ", ".join(names) + ")"
    payment = costs.payment_or_refuse(game, player, cost, 0, None, what, RULE)
    costs.pay(game, player, payment, 0, what)
    game.log_event("attack", f"{game.players[player].name} pays {cost} to attack", RULE)
