"""Costs to attack (508.1d, 508.1g-j): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you." (Propaganda, Ghostly Prison) and
"Creatures can't attack you or planeswalkers you control unless their controller pays {1} for
each of those creatures." (Archon of Absolution): ``ir.AttackTax``, with an X counted as
attackers are declared (Sphere of Safety, 107.3c), for some creatures only (Elephant Grass),
planeswalkers only (Onakke Oathkeeper) or the enchanted creature (Brainwash).

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
from . import amounts, characteristics, costs, filter_match, static_subjects

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["attackable", "budget", "free_to_attack", "pay", "tables"]

RULE = "508.1h"

#: (the permanent's name, its cost to attack, its controller, its id)
_Tax = tuple[str, ir.AttackTax, int, int]


def _taxes(game: GameState) -> list[_Tax]:
    """Each cost to attack of a phased-in permanent (702.26b)."""
    return [
        (game.objects[oid].name, a, ch.controller, oid)
        for oid, ch in characteristics.battlefield_chars(game).items()
        for a in ch.abilities
        if a.__class__ is ir.AttackTax
    ]


def _per_creature(a: ir.AttackTax) -> bool:
    """Whether which creature attacks matters (the enchanted one, 303.4; a filter)."""
    return a.enchanted or a.attackers is not None


def _applies(game: GameState, tax: _Tax, creature: int | None, target: Target) -> bool:
    """508.1h: whether ``creature`` attacking ``target`` pays this cost (``creature`` None:
    any creature, for the costs that don't depend on which)."""
    _, a, controller, source = tax
    if a.enchanted:  # "Enchanted creature can't attack unless ..." (303.4)
        return creature is not None and game.objects[source].attached_to == creature
    if a.attackers is not None:  # "Nonblack creatures can't attack you unless ..."
        obj = game.objects.get(creature) if creature is not None else None
        if obj is None or not filter_match.matches(
            game,
            characteristics.chars(game, obj.id),
            obj,
            a.attackers,
            game.objects[source],
            controller,
        ):
            return False
    if target.player is not None:
        return a.players and target.player == controller
    if not a.planeswalkers or target.object_id not in game.objects:
        return False
    return characteristics.chars(game, target.object_id).controller == controller


def _mana(game: GameState, tax: _Tax) -> int:
    """The generic mana one creature pays: the number, or X counted now (107.3c, 508.1h)."""
    _, a, controller, source = tax
    if a.amount is None:
        return int(a.mana[1:-1])  # generic mana only ("{2}"): transform_attack_costs
    return amounts.evaluate(a.amount, static_subjects.scope(game, source, controller))


def _table(
    game: GameState, taxes: list[_Tax], creature: int | None, targets: list[Target]
) -> tuple[tuple[Target, int], ...]:
    out = []
    for t in targets:
        n = sum(_mana(game, x) for x in taxes if _applies(game, x, creature, t))
        if n:
            out.append((t, n))
    return tuple(out)


def tables(
    game: GameState, creatures: list[int], targets: list[Target]
) -> tuple[tuple[tuple[Target, int], ...], tuple[tuple[int, tuple[tuple[Target, int], ...]], ...]]:
    """508.1h: the generic mana any creature attacking each of ``targets`` costs, and, for
    each of ``creatures`` that a cost for some creatures only applies to, what it costs to
    attack each of them (every cost to attack counted): ``AttackSpec.tax``, ``by_creature``."""
    taxes = _taxes(game)
    if not taxes:
        return (), ()
    general = [x for x in taxes if not _per_creature(x[1])]
    tax = _table(game, general, None, targets) if general else ()
    if len(general) == len(taxes):
        return tax, ()
    each = tuple(
        (c, _table(game, taxes, c, targets))
        for c in creatures
        if any(_per_creature(x[1]) and _applies(game, x, c, t) for x in taxes for t in targets)
    )
    return tax, each


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
        problem(game, creature, t) is None
        and not any(_applies(game, x, creature, t) and _mana(game, x) for x in taxes)
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
    """508.1h-j: add up the costs to attack and pay them, or refuse the declaration. The
    total is locked in before anything is paid (508.1h)."""
    taxes = _taxes(game)
    if not taxes or not attacks:
        return
    total = 0
    names: list[str] = []
    for x in taxes:
        n = sum(1 for c, t in attacks.items() if _applies(game, x, c, t))
        mana = _mana(game, x) if n else 0
        if n and mana:
            total += n * mana
            names.append(x[0])
    if not total:
        return
    player = game.active_player
    cost = "{" + str(total) + "}"
    what = "attacking (" + ", ".join(names) + ")"
    payment = costs.payment_or_refuse(game, player, cost, 0, None, what, RULE)
    costs.pay(game, player, payment, 0, what)
    game.log_event("attack", f"{game.players[player].name} pays {cost} to attack", RULE)
