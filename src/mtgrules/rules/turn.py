"""Turn structure (500-514): the steps in order and their turn-based actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import Duration
from . import layers, phasing

if TYPE_CHECKING:
    from ..game import Game

STEPS = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
STEP_INDEX = {s: i for i, s in enumerate(STEPS)}
STEP_RULES = {
    "untap": "502",
    "upkeep": "503",
    "draw": "504",
    "main1": "505",
    "beginning_of_combat": "507",
    "declare_attackers": "508",
    "declare_blockers": "509",
    "first_strike_damage": "510.4",
    "combat_damage": "510",
    "end_of_combat": "511",
    "main2": "505",
    "end": "513",
    "cleanup": "514",
}
COMBAT_STEPS = frozenset(STEPS[4:10])


def begin_turn(game: Game, player: int) -> None:
    """500.1, 102: a new turn begins for ``player``."""
    game.turn_number += 1
    game.active_player = player
    game.step = "untap"  # 501.1: a turn begins with its untap step
    game.last_turn[player] = game.turn_number
    game.activated_this_turn.clear()
    for p in game.players:
        p.lands_played = 0
        p.life_gained_this_turn = 0
    game.log_event(
        "turn", f"Turn {game.turn_number} begins: {game.players[player].name}'s turn", "500.1"
    )
    # 611.2b: "until your next turn" effects end as that player's turn begins.
    for e in layers.expire(game, Duration.YOUR_NEXT_TURN, player):
        game.log_event("effect", f"{e.source_name}'s effect ends", "611.2b")
    game.end_control_effects(Duration.YOUR_NEXT_TURN)
    for pe in [e for e in game.player_effects if e.until_turn_of == player]:
        game.player_effects.remove(pe)
        game.log_event(
            "effect", f"{pe.source_name}'s effect on {game.players[pe.player].name} ends", "611.2b"
        )
    game.dirty()


def untap_step(game: Game) -> None:
    """502.1: phasing; 502.3: the active player untaps their permanents."""
    phasing.untap_step_phasing(game)
    from ..cards.ir import AttachedRef, DoesntUntap, SelfRef, StaticAbility

    ap = game.active_player
    held: set[int] = set()  # "doesn't untap during its controller's untap step" (502.3)
    for obj in game.battlefield_objects():
        for a in game.chars(obj.id).abilities:
            if isinstance(a, StaticAbility) and isinstance(a.effect, DoesntUntap):
                if isinstance(a.effect.what, SelfRef):
                    held.add(obj.id)
                elif isinstance(a.effect.what, AttachedRef) and obj.attached_to is not None:
                    held.add(obj.attached_to)
    for obj in game.battlefield_objects():
        if obj.controller == ap and obj.tapped and obj.id not in held:
            game.untap(obj, "502.3")


def draw_step(game: Game) -> None:
    """504.1: the active player draws; 103.8a: the starting player skips the first draw."""
    if game.turn_number == 1 and game.skip_first_draw:
        game.log_event(
            "turn",
            f"{game.players[game.active_player].name} skips the draw on the first turn",
            "103.8a",
        )
        return
    game.draw(game.active_player, 1, "504.1")


def cleanup_damage_and_effects(game: Game) -> None:
    """514.2: remove all damage and end "until end of turn" effects, simultaneously."""
    for obj in game.all_battlefield_objects():
        if obj.damage:
            obj.damage = 0
        obj.regen_shields = 0  # 701.19a: shields last this turn only
    ended = layers.expire(game, Duration.END_OF_TURN)
    game.end_control_effects(Duration.END_OF_TURN)
    game.prevention_shields.clear()
    game.dirty()
    game.log_event(
        "turn",
        'Damage wears off and "until end of turn" effects end'
        + (f" ({', '.join(e.source_name for e in ended)})" if ended else ""),
        "514.2",
    )
