"""Ninjutsu's cost and effect (702.49a-c; its shape is in rules/keywords_ninjutsu.py).

The cost "Reveal this card from your hand, Return an unblocked attacking creature you control
to its owner's hand" is chosen and paid as the ability is activated (602.2b, 601.2h); the
creature must be unblocked (509.1h: blockers have been declared and none blocks it), so the
ability can be activated only then (702.49c)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import Target
from ..zones import Zone
from . import characteristics, copying, effect_context, effects_zones, zone_moves
from .keywords_ninjutsu import RULE, NinjutsuPut, is_ninjutsu

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def unblocked_attackers(game: GameState, player: int) -> list[int]:
    """509.1h: the attacking creatures ``player`` controls that are unblocked (blockers have
    been declared and none was declared for them)."""
    c = game.combat
    return [
        oid
        for oid in c.attackers
        if c.is_unblocked(oid, game.blockers_declared)
        and oid in game.objects
        and game.objects[oid].zone is Zone.BATTLEFIELD
        and characteristics.chars(game, oid).controller == player
    ]


def check_return(
    game: GameState,
    obj: GameObject,
    ab: ir.ActivatedAbility,
    returned: tuple[int, ...],
    player: int,
) -> Target | None:
    """602.2b: the creature chosen to pay a ninjutsu ability's return cost, checked before
    anything is paid; what it attacks (702.49c). None for another ability (refused if a
    creature to return was named)."""
    if not is_ninjutsu(ab):
        if returned:
            raise IllegalActionError(f"{obj.name}'s ability has no return cost", "602.2b")
        return None
    able = unblocked_attackers(game, player)
    if len(returned) != 1 or returned[0] not in able:
        why = "none is unblocked now (509.1h)" if not able else "choose one of them"
        raise IllegalActionError(
            f"ninjutsu: return an unblocked attacking creature you control: {why}", RULE
        )
    return game.combat.attackers[returned[0]]


def pay_return(
    game: GameState, obj: GameObject, ab: ir.ActivatedAbility, returned: int, attacking: Target
) -> ir.ActivatedAbility:
    """601.2h, 602.2b: reveal the card (702.49b) and return the creature to its owner's hand;
    the ability on the stack remembers what that creature attacked (702.49c)."""
    game.log_event(
        "reveal", f"{obj.name} is revealed from {game.players[obj.owner].name}'s hand", "702.49b"
    )
    creature = game.objects[returned]
    zone_moves.move(
        game, creature, Zone.HAND, f"{creature.name} is returned to its owner's hand", RULE
    )
    return replace(ab, effects=cast("tuple[ir.Effect, ...]", (NinjutsuPut(attacking),)))


def _still_attackable(game: GameState, t: Target, controller: int) -> bool:
    """508.4a: the player is still in the game; the planeswalker is still on the battlefield,
    a planeswalker, controlled by a defending player."""
    if t.player is not None:
        return not game.players[t.player].lost
    pw = game.objects.get(t.object_id or -1)
    if pw is None or pw.zone is not Zone.BATTLEFIELD:
        return False
    ch = characteristics.chars(game, pw.id)
    return "planeswalker" in ch.types and ch.controller != controller


def ninjutsu_put(ctx: effect_context.EffectContext, e: NinjutsuPut) -> None:
    """702.49a: "Put this card onto the battlefield from your hand tapped and attacking":
    unblocked (702.49c), attacking what the returned creature attacked. The card must still
    be in its owner's hand (400.7: otherwise it is a new object). 506.3a-b, 508.4a: it enters
    but isn't attacking if it isn't a creature, if its controller isn't the attacking player,
    outside combat, or if what it would attack is gone. 508.4c: attack requirements and
    restrictions don't apply."""
    g = ctx.game
    card = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if card is None or card.zone is not Zone.HAND:
        g.log_event("effect", f"{ctx.name}: the card isn't in a hand any more", "400.7")
        return
    # 614.12a, 707.5: its "As this enters, choose" / "enter as a copy" is chosen first
    chosen = effects_zones.as_enters_choice(ctx, card, ctx.controller)
    new = zone_moves.move(
        g,
        card,
        Zone.BATTLEFIELD,
        f"{card.name} is put onto the battlefield tapped (ninjutsu)",
        RULE,
        controller=ctx.controller,
        tapped=True,
        copy_of=copying.copied_values(g, card.card, chosen),
    )
    effects_zones.record_as_enters(g, new, chosen)
    if new.zone is not Zone.BATTLEFIELD:
        return
    t = e.attacking
    if (
        t is None
        or "creature" not in characteristics.chars(g, new.id).types  # 506.3a
        or ctx.controller != g.active_player  # 506.3b
        or g.step not in _COMBAT_STEPS
        or not _still_attackable(g, t, ctx.controller)  # 508.4a
    ):
        g.log_event("effect", f"{new.name} enters, but isn't attacking", "506.3")
        return
    g.combat.attackers[new.id] = t
    g.dirty_elsewhere()
    what = g.players[t.player].name if t.player is not None else g.object_name(t.object_id or -1)
    g.log_event("attack", f"{new.name} enters tapped and attacking {what}, unblocked", "702.49c")


_COMBAT_STEPS = frozenset(
    {"declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage"}
    | {"end_of_combat"}
)
