"""Turn structure (500-514): the steps in order and their turn-based actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir import Duration
from ..decisions import AttackDeclaration, CleanupDiscard
from ..objects import Target
from . import (
    added_phases,
    asking,
    characteristics,
    combat,
    control,
    day_night,
    declarations,
    hand_size,
    initiative,
    layers,
    phasing,
    play_permissions,
    sagas_turn,
    static_subjects,
    this_turn,
    trigger_events,
    triggers,
    untap_choice,
    untap_others,  # s11 h-ctl
    zone_moves,
)
from . import combat as combat_rules
from .combat import Combat
from .steps import STEP_INDEX, STEPS

if TYPE_CHECKING:
    from ..state import GameState

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


# The players' "this turn" records, and what each is as a turn begins
_TURN_RESETS: tuple[tuple[str, object], ...] = (
    ("lands_played", 0),  # 305.2
    ("land_drops", 1),  # 305.2: "an additional land this turn" ends with the turn
    ("life_gained_this_turn", 0),
    ("damage_dealt_this_turn", 0),  # 702.54a: "this turn"
    ("life_lost_this_turn", 0),  # 702.137a: "an opponent lost life this turn"
    ("spells_cast_this_turn", 0),  # 702.117a: "has cast another spell this turn"
    ("died_this_turn", 0),  # 702.69a: "put into a graveyard from the battlefield"
    ("discarded_this_turn", ()),  # 702.187b: "if you discarded it this turn"
    ("combat_damage_types", ()),  # 702.76a, 702.173a: "dealt combat damage this turn"
    ("creatures_died_this_turn", ()),  # "if a creature died this turn" (rules/history.py)
    ("left_this_turn", 0),  # "if a permanent left the battlefield ... this turn"
    ("void_this_turn", 0),  # 702.185c: "... or a spell was warped this turn"
    ("gy_permits_used", ()),  # 601.3: "once during each of your turns"
    ("entered_this_turn", ()),  # "... entered the battlefield ... this turn"
    ("descended_this_turn", 0),  # 700.11: "if you descended this turn" (s9 cond)
    ("cards_drawn_this_turn", 0),  # 121.1: "your second card", miracle (702.94a)
    ("from_battlefield", ()),  # "... that were put there from the battlefield this turn"
    ("sources_dealt_damage", ()),  # "creature that dealt damage this turn" (120.3)
    ("damaged_by", ()),  # "... that dealt damage to you this turn"
    ("attackers_this_turn", ()),  # 508.1: "if you attacked this turn"
    ("spells_cast_types", ()),  # 601.2i: "if you've cast a noncreature spell this turn"
)


def begin_turn(game: GameState, player: int) -> None:
    """500.1, 102: a new turn begins for ``player``."""
    # 502.2: the previous turn's active player (none before the game's first turn)
    game.previous_active = game.active_player if game.turn_number > 0 else None
    game.turn_number += 1
    game.active_player = player
    game.step = "untap"  # 501.1: a turn begins with its untap step
    game.previous_turn[player] = game.last_turn.get(player, 0)  # 702.30a: "your last upkeep"
    game.last_turn[player] = game.turn_number
    game.activated_this_turn.clear()
    if game.damaged_this_turn:
        game.damaged_this_turn = set()  # "was dealt damage this turn"
    game.spells_cast_this_turn = 0  # 702.40a: "this turn"
    if game.added_phases or game.resume_step is not None:
        game.added_phases, game.resume_step = [], None  # 500.8: phases of the turn before
    if game.postcombat_mains or game.combat_phases:
        game.postcombat_mains = game.combat_phases = 0  # 505.1b
    for p in game.players:
        if p.spells_cast_last_turn != len(p.spells_cast_types):  # 500.1: "last turn"
            p.spells_cast_last_turn = len(p.spells_cast_types)
        for name, start in _TURN_RESETS:  # (written only when it changes: writes are counted)
            if getattr(p, name) != start:
                setattr(p, name, start)
    game.log_event(
        "turn", f"Turn {game.turn_number} begins: {game.players[player].name}'s turn", "500.1"
    )
    _end_until_next_turn(game, player, "611.2a")  # as that player's turn begins
    # the turn, the step, players' effects: no permanent's layers read them unless open (the
    # effects that ended made the game dirty: layers.expire, control.end_control_effects)
    game.dirty_elsewhere()


def _end_until_next_turn(game: GameState, player: int, rule: str) -> None:
    """611.2a: "until your next turn" effects end as that player's turn begins; 800.4m: as it
    would have begun, for a player who left the game."""
    for e in layers.expire(game, Duration.YOUR_NEXT_TURN, player):
        game.log_event("effect", f"{e.source_name}'s effect ends", rule)
    control.end_control_effects(game, Duration.YOUR_NEXT_TURN, player)  # 611.2a: "your"
    for pe in [e for e in game.player_effects if e.until_turn_of == player]:
        game.player_effects.remove(pe)
        game.log_event(
            "effect", f"{pe.source_name}'s effect on {game.players[pe.player].name} ends", rule
        )


def untap_step(game: GameState) -> None:
    """502.1: phasing; 502.3: the active player untaps their permanents. 614.10: a skipped
    untap step doesn't happen at all (so no phasing either, 702.26m)."""
    ap = game.active_player
    if game.skip_untap.get(ap, 0) > 0:
        game.skip_untap[ap] -= 1
        game.log_event("turn", f"{game.players[ap].name} skips their untap step", "614.10")
        return
    phasing.untap_step_phasing(game)
    day_night.untap_check(game)  # 502.2, 730.2
    from ..cards.ir import DoesntUntap

    ap = game.active_player
    # 502.3: "doesn't untap during its controller's untap step", of the permanent itself, of
    # what it's attached to, or of a group ("Nonbasic lands don't untap during their
    # controllers' untap steps")
    held = static_subjects.applying(game, DoesntUntap)
    for lock in list(game.untap_locks):
        # 502.3: "doesn't untap during its controller's next untap step": this is that
        # step; the effect ends with it, whether the object is still here or not (701.43b)
        if lock[1] == ap:
            game.untap_locks.remove(lock)
            held.add(lock[0])
    control.end_held_untapped(game)  # 611.2b, 702.26f: a phased-out source too
    held.update(oid for oid, _, _ in game.held_untapped)
    untap_others.untap_others(game)  # s11 h-ctl, 502.3: "during each other player's untap step"
    untap_choice.untap_all(game, held)  # 502.3 (asks first where a permanent may stay tapped)


def draw_step(game: GameState) -> None:
    """504.1: the active player draws; 103.8a: the starting player skips the first draw."""
    if game.turn_number == 1 and game.skip_first_draw:
        game.log_event(
            "turn",
            f"{game.players[game.active_player].name} skips the draw on the first turn",
            "103.8a",
        )
        return
    zone_moves.draw(game, game.active_player, 1, "504.1")


def cleanup_damage_and_effects(game: GameState) -> None:
    """514.2: remove all damage and end "until end of turn" effects, simultaneously."""
    for obj in game.all_battlefield_objects():
        if obj.damage:
            obj.damage = 0
        if obj.regen_shields:
            obj.regen_shields = 0  # 701.19a: shields last this turn only
    ended = layers.expire(game, Duration.END_OF_TURN)
    game.unpreventable_until_cleanup = False
    game.player_effects = [e for e in game.player_effects if not e.end_of_turn]
    game.draw_replacements.clear()  # "this turn" replacements end (514.2)
    game.die_exile.clear()  # "if it would die this turn, exile it instead" ends (514.2)
    control.end_control_effects(game, Duration.END_OF_TURN)
    game.prevention_shields.clear()
    game.redirection_shields.clear()  # 614.9: "this turn" redirections end (514.2)
    play_permissions.expire(game)  # "you may play that card this turn" ends (611.2a)
    this_turn.end(game)  # 603.7b: "until end of turn, whenever ..." abilities end
    game.dirty_elsewhere()  # damage, shields, permissions (the effects: layers.expire)
    game.log_event(
        "turn",
        'Damage wears off and "until end of turn" effects end'
        + (f" ({', '.join(e.source_name for e in ended)})" if ended else ""),
        "514.2",
    )


def enter_step(game: GameState, step: str) -> None:
    game.step = step
    if step == "beginning_of_combat":
        game.combat_phases += 1  # 506.1: this turn's combat phases so far (500.8 adds some)
    game._step_done = False
    asking.give_priority(game, None)
    game.passes = 0
    game.log_event(
        "step",
        f"{game.players[game.active_player].name}'s {step.replace('_', ' ')} step begins",
        STEP_RULES[step],
    )


def turn_based_actions(game: GameState) -> None:
    s = game.step
    if game.players[game.active_player].lost and s in _ACTIVE_PLAYER_ACTS:
        # 800.4j: the turn of a player who left the game goes on without an active player:
        # nothing untaps, nobody draws, no creature attacks, no hand is discarded to size
        game.log_event("turn", f"no active player: {s.replace('_', ' ')} step (800.4j)", "800.4j")
        if s == "declare_attackers":
            game.combat = Combat()  # 508.8: no creature attacks
        return
    if s == "untap":
        untap_step(game)
    elif s == "upkeep":
        triggers.fire(game, ir.TriggerEvent.UPKEEP, player=game.active_player)
        if game.initiative is not None:  # 725.2: "At the beginning of the upkeep of ..."
            initiative.upkeep(game)
    elif s == "beginning_of_combat":
        # 507.1, 603.2b: "that player" is the player whose combat it is (s9 trig)
        triggers.fire(game, ir.TriggerEvent.BEGIN_COMBAT, player=game.active_player)
    elif s == "main1":  # 505.1, 505.1a: the first (precombat) main phase begins
        sagas_turn.add_lore_counters(game)  # 714.3b: as the precombat main phase begins
        if trigger_events.listening(game, ir.TriggerEvent.FIRST_MAIN):
            triggers.fire(game, ir.TriggerEvent.FIRST_MAIN, player=game.active_player)
    elif s == "main2":  # 505.1a: a postcombat main phase (500.8: there may be more than one)
        game.postcombat_mains += 1
        if game.postcombat_mains == 1 and trigger_events.listening(
            game, ir.TriggerEvent.SECOND_MAIN
        ):  # 505.1b: "your second main phase" is the first after the precombat one
            triggers.fire(game, ir.TriggerEvent.SECOND_MAIN, player=game.active_player)
        if trigger_events.listening(game, ir.TriggerEvent.POSTCOMBAT_MAIN):
            triggers.fire(game, ir.TriggerEvent.POSTCOMBAT_MAIN, player=game.active_player)
    elif s == "end_of_combat":
        triggers.delayed_end_of_combat(game)  # 511.2 (decayed, 702.147a)
        if trigger_events.listening(game, ir.TriggerEvent.END_OF_COMBAT):
            triggers.fire(game, ir.TriggerEvent.END_OF_COMBAT, player=game.active_player)
    elif s == "draw":
        # 603.2b: "At the beginning of your draw step" triggers as the step begins, before
        # the draw (504.1); it goes on the stack when a player would receive priority
        if trigger_events.listening(game, ir.TriggerEvent.DRAW_STEP):
            triggers.fire(game, ir.TriggerEvent.DRAW_STEP, player=game.active_player)
        draw_step(game)
    elif s == "declare_attackers":
        game.combat = Combat()
        game.blockers_declared = False
        opponents = [p.index for p in game.players if p.index != game.active_player and not p.lost]
        game.combat.defending_player = opponents[0] if opponents else None
        asking.ask(
            game,
            AttackDeclaration(
                player=game.active_player,
                prompt=f"{game.players[game.active_player].name}: declare attackers",
                candidates=tuple(attack_candidates(game)),
                spec=declarations.attack_spec(game),  # 508.1: choices and requirements
            ),
        )
    elif s == "declare_blockers":
        dp = declarations.defenders(game)  # 802.4: each defending player, in APNAP order
        assert dp
        declarations.ask_blockers(game, dp[0], len(dp) > 1)
    elif s in ("first_strike_damage", "combat_damage"):
        combat.start_combat_damage(game, s == "first_strike_damage")
    elif s == "end":
        play_permissions.end_step_begins(game)  # "until your next end step" (513.1)
        # h-players: "At the beginning of each opponent's end step, that player ...": the
        # player whose end step it is (603.2, 513.1)
        triggers.fire(game, ir.TriggerEvent.END_STEP, player=game.active_player)
    elif s == "cleanup":
        cleanup(game)


#: the steps whose turn-based actions are the active player's alone (502.3, 504.1, 508.1)
_ACTIVE_PLAYER_ACTS = frozenset({"untap", "draw", "declare_attackers"})


def attack_candidates(game: GameState) -> list[int]:
    return [
        o.id
        for o in game.battlefield_objects()
        if o.controller == game.active_player
        and "creature" in characteristics.chars(game, o.id).types
        and combat_rules.attack_problem(
            game, o.id, Target(player=game.combat.defending_player or 0)
        )
        is None
    ]


def end_step(game: GameState) -> None:
    """500.2-500.3: a step ends when all players pass with an empty stack."""
    for p in game.players:  # 500.4: mana empties between steps (kept mana: as the turn ends)
        p.mana_pool.empty(end_of_turn=game.step == "cleanup")
    s = game.step
    if s == "end_of_combat":
        if game.combat.attackers or game.combat.blockers:
            # 506.4, 611.3a: no creature is attacking or blocking now; conditions and
            # filters that read the combat ("attacking creatures you control get +1/+0")
            # read it again
            game.dirty_elsewhere()
        game.combat = Combat()  # 511.3
    if s == "cleanup" and game._cleanup_priority:
        game._cleanup_priority = False
        enter_step(game, "cleanup")  # 514.3a: another cleanup step
        return
    nxt_step = added_phases.NEXT_TURN if s == "cleanup" else STEPS[STEP_INDEX[s] + 1]
    if nxt_step == "draw" and _skips_step(game, "draw"):
        # 614.10: "Skip your draw step": the step doesn't happen (no draw, no priority)
        game.log_event(
            "turn", f"{game.players[game.active_player].name} skips their draw step", "614.10"
        )
        nxt_step = "main1"
    if (game.added_phases or game.resume_step is not None) and added_phases.ends_phase(s, nxt_step):
        nxt_step = added_phases.after_phase(game, nxt_step)  # 500.8
        if nxt_step != added_phases.NEXT_TURN:
            enter_step(game, nxt_step)
            return
    if nxt_step == added_phases.NEXT_TURN:
        _begin_next_turn(game)
        return
    if s == "declare_attackers" and not game.combat.attackers:
        nxt_step = "end_of_combat"  # 508.8
    if nxt_step == "first_strike_damage" and not first_strike_step_needed(game):
        nxt_step = "combat_damage"  # 510.4
    enter_step(game, nxt_step)


def _begin_next_turn(game: GameState) -> None:
    nxt = _next_turn(game)
    while game.skip_turns.get(nxt, 0) > 0:  # 614.10: a skipped turn doesn't happen
        game.skip_turns[nxt] -= 1
        game.log_event("turn", f"{game.players[nxt].name} skips their turn", "614.10")
        nxt = _next_turn(game)
    begin_turn(game, nxt)
    enter_step(game, "untap")


def _next_turn(game: GameState) -> int:
    """500.7: whose turn comes next: the most recently created extra turn, else the next
    player in turn order (800.4a: none of a player who left the game)."""
    while game.extra_turns and game.players[game.extra_turns[-1]].lost:
        game.extra_turns.pop()  # 800.4a: a player who left the game takes no turn
    if game.extra_turns:
        nxt = game.extra_turns.pop()  # 500.7: the most recently created turn first
        game.log_event("turn", f"{game.players[nxt].name} takes an extra turn", "500.7")
        return nxt
    # 500.7: extra turns were added after a turn; the turn order goes on from it
    nxt = (game.turn_order_player + 1) % len(game.players)
    while game.players[nxt].lost:
        _end_until_next_turn(game, nxt, "800.4m")  # the turn they left would have begun now
        nxt = (nxt + 1) % len(game.players)
    game.turn_order_player = nxt
    return nxt


def _skips_step(game: GameState, step: str) -> bool:
    """614.10: does the active player control a permanent with "Skip your ``step`` step."?"""
    ap = game.active_player
    return any(
        ch.controller == ap and any(type(a) is ir.SkipStep and a.step == step for a in ch.abilities)
        for ch in characteristics.battlefield_chars(game).values()
    )


def first_strike_step_needed(game: GameState) -> bool:
    ids = list(game.combat.attackers) + list(game.combat.blockers)
    need = any(combat_rules.has_first_strike(game, i) for i in ids if i in game.objects)
    game.combat.first_strike_step = need
    return need


def cleanup(game: GameState) -> None:
    p = game.players[game.active_player]
    limit = hand_size.max_hand_size(game, p.index)  # 402.2
    if limit is not None and len(p.hand) > limit:  # 514.1
        n = len(p.hand) - limit
        asking.ask(
            game,
            CleanupDiscard(
                player=p.index,
                prompt=f"{p.name}: discard {n} card(s) to hand size",
                options=tuple(p.hand),
                count=n,
            ),
        )
        return
    cleanup_damage_and_effects(game)
