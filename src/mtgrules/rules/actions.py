"""The dispatch of an answer to the pending decision: each kind of decision to the rules
function that takes its answer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..decisions import (
    AsEntersAttach,
    AttackDeclaration,
    BlockDeclaration,
    Choice,
    DamageAssignment,
    EnlistChoice,
    EntersChoice,
    ExertChoice,
    MiracleReveal,
    Priority,
    ReturnAttach,
    TriggerDivision,
    TriggerModes,
    TriggerOrder,
    TriggerTargets,
    UntapChoice,
)
from . import abilities as ability_rules
from . import asking

if TYPE_CHECKING:
    from ..state import GameState

from ..decisions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    Foretell,
    PassPriority,
    PlayLand,
    Plot,
    Suspend,
    TurnFaceUp,
)
from ..errors import IllegalActionError
from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from ..objects import (
    Target,
)
from . import (
    choices,
    combat,
    declarations,
    division,
    effects_miracle,  # 702.94a
    face_down,
    keywords_enlist,
    keywords_exert,
    keywords_foretell_action,  # 116.2h, 702.143b
    keywords_plot_action,  # 116.2k, 702.170b
    keywords_suspend_action,  # 116.2f, 702.62a
    mana_during_payment,
    modal_choice,  # 603.3c
    priority,
    resolve,
    stack,
    triggers,
    untap_choice,  # 502.3 (s9 h-other)
)


def check_ids(game: GameState, action: Action) -> None:
    """Every object an answer names exists in this game (109.1), and a card in a hidden
    zone is named only by the player who may see it (400.2)."""
    ids: list[int] = []
    if isinstance(action, PlayLand | TurnFaceUp | Foretell | Suspend | Plot):
        ids = [action.card]
    elif isinstance(action, CastSpell):
        ids = [action.card, *action.sacrifice, *action.exile]
    elif isinstance(action, ActivateAbility):
        ids = [
            action.source,
            *action.sacrifice,
            *action.tap,
            *action.discard,
            *action.returned,
            *action.exile,
            *action.counters_from,
            *action.blighted,  # s10 h-act
        ]
    elif isinstance(action, DeclareAttackers):
        ids = [a for a, _ in action.attacks]
    elif isinstance(action, DeclareBlockers):
        ids = [b for b, a in action.blocks] + [x for _, a in action.blocks for x in a]
    elif isinstance(action, AssignCombatDamage):
        ids = [c for c, _ in action.assignments]
    targets: list[Target] = []
    if isinstance(action, CastSpell | ActivateAbility):
        targets = [t for ts in action.targets for t in ts]
    elif isinstance(action, DeclareAttackers):
        targets = [t for _, t in action.attacks]
    elif isinstance(action, AssignCombatDamage):
        targets = [t for _, division in action.assignments for t, _ in division]
    ids += [t.object_id for t in targets if t.object_id is not None]
    on_stack = {i.object.id for i in game.stack}
    for oid in ids:
        if oid not in game.objects and oid not in on_stack:
            if oid in game.former_names:  # 400.7: it became a new object or ceased to exist
                raise IllegalActionError(
                    f"{game.former_names[oid]} has left the zone it was in: it's a new object now",
                    "400.7",
                )
            raise IllegalActionError(f"there is no object {oid} in this game", "109.1")


def apply_action(game: GameState, action: Action) -> None:
    d = game.pending
    assert d is not None
    if isinstance(d, Priority):
        if isinstance(action, PassPriority):
            priority.pass_priority(game)
        elif isinstance(action, CastSpell):
            asking.ask(game, None)
            stack.cast(game, action, d.player)
            priority.after_priority_action(game, d.player)
        elif isinstance(action, ActivateAbility):
            asking.ask(game, None)
            stack.activate(game, action, d.player)
            priority.after_priority_action(game, d.player)
        elif isinstance(action, PlayLand):
            asking.ask(game, None)
            priority.play_land(game, action, d.player)
            priority.after_priority_action(game, d.player)
        elif isinstance(action, TurnFaceUp):  # 116.2b: a special action
            asking.ask(game, None)
            face_down.turn_face_up(game, action, d.player)
            priority.after_priority_action(game, d.player)
        elif isinstance(action, Foretell):  # 116.2h, 702.143b: a special action
            asking.ask(game, None)
            keywords_foretell_action.foretell(game, action, d.player)
            priority.after_priority_action(game, d.player)
        elif isinstance(action, Plot):  # 116.2k, 702.170b: a special action
            asking.ask(game, None)
            keywords_plot_action.plot(game, action, d.player)
            priority.after_priority_action(game, d.player)
        elif isinstance(action, Suspend):  # 116.2f, 702.62a: a special action
            asking.ask(game, None)
            keywords_suspend_action.suspend(game, action, d.player)
            priority.after_priority_action(game, d.player)
        else:
            raise IllegalActionError(
                f"{game.players[d.player].name} has priority: pass, cast, "
                f"activate or play a land, not {type(action).__name__}",
                "117.1",
            )
        return
    if isinstance(d, AttackDeclaration):
        if isinstance(action, ActivateAbility):  # 508.1i: mana to pay costs to attack
            _mana_while_declaring(game, d, action)
            return
        if not isinstance(action, DeclareAttackers):
            raise IllegalActionError("the game waits for attackers to be declared", "508.1")
        combat.declare_attackers(game, dict(action.attacks))
        return
    if isinstance(d, BlockDeclaration):
        if not isinstance(action, DeclareBlockers):
            raise IllegalActionError("the game waits for blockers to be declared", "509.1")
        blocks = {b: list(a) for b, a in action.blocks}
        declarations.declare_blockers(game, blocks, d.player)  # 509.1, 802.4
        return
    if isinstance(d, DamageAssignment):
        if not isinstance(action, AssignCombatDamage):
            raise IllegalActionError("the game waits for combat damage assignment", "510.1")
        combat.take_damage_assignment(game, d, action)
        return
    if isinstance(action, ActivateAbility) and mana_during_payment.waits_for_payment(game, d):
        mana_during_payment.activate(game, d, action)  # 117.1d, 605.3a
        return
    if not isinstance(action, Choose):
        raise IllegalActionError(f"the game waits for a choice: {d.prompt}", "608.2d")
    if isinstance(d, TriggerTargets):
        triggers.answer_trigger_targets(game, d, action.value)
    elif isinstance(d, TriggerModes):  # 603.3c: the modes, then their targets (603.3d)
        chosen = modal_choice.answered(d, action.value)
        asking.ask(game, None)
        triggers.trigger_to_stack(game, chosen)
    elif isinstance(d, TriggerOrder):
        triggers.answer_trigger_order(game, d, action.value)
    elif isinstance(d, TriggerDivision):  # 603.3d, 601.2d: after its targets
        triggers.trigger_to_stack(game, division.answer_trigger(game, d, action.value), d.targets)
    elif isinstance(d, UntapChoice):  # 502.3 (s9 h-other)
        untap_choice.answer(game, d, action.value)
    elif isinstance(d, ExertChoice):  # 508.1g (h-combat)
        keywords_exert.answer(game, d, action.value)
    elif isinstance(d, EnlistChoice):  # 702.154a, 508.1g (h-kw-perm)
        keywords_enlist.answer(game, d, action.value)
    elif isinstance(d, EntersChoice):  # 702.82a, 702.38a (h-kw-perm)
        picks = choices.enters_picks(game, d, action.value)
        resolve.permanent_enters(game, d.item, d.legal, copy_answer=d.copy, picked=picks)
    elif isinstance(d, AsEntersAttach):  # 303.4f: a spell entering as a copy of an Aura
        host = choices.attach_answer(game, d, action.value)
        asking.ask(game, None)
        resolve.permanent_enters(game, d.item, d.legal, d.chosen, d.copy, d.picked, host=host)
    elif isinstance(d, ReturnAttach):  # 610.3c, 303.4f: an Aura returning from exile
        choices.answer_return_attach(game, d, action.value)
    elif isinstance(d, MiracleReveal):  # 702.94a (h-kw-cast)
        effects_miracle.answer_reveal(game, d, action.value)
    elif isinstance(d, Choice):
        choices.answer_choice(game, d, action.value)
    else:
        raise IllegalActionError(f"unknown decision {type(d).__name__}")


def _mana_while_declaring(game: GameState, d: AttackDeclaration, action: ActivateAbility) -> None:
    """508.1i: a mana ability activated while attackers are declared, its mana kept in the
    pool to pay a cost to attack (508.1h-j: a Treasure, whose sacrifice the payment doesn't
    make by itself, rules/attack_costs.py). The mana is made before the attackers are chosen
    rather than after they tap (508.1f): a creature tapped or sacrificed for mana can't be
    declared an attacker either way. Then the declaration is asked again (the step's
    turn-based action made again: nothing is declared yet), after any choice the ability
    asks (106.1)."""
    obj = game.objects.get(action.source)
    found = ability_rules.activated_abilities(game, obj) if obj is not None else []
    ability = found[action.index] if 0 <= action.index < len(found) else None
    if ability is None or not ability.is_mana_ability:
        raise IllegalActionError(
            "while attackers are declared, only mana abilities can be activated", "508.1i"
        )
    game._step_done = False  # 508.1: declared once the mana is made
    asking.ask(game, None)
    stack.activate(game, action, d.player)  # 605.3a: it resolves at once, off the stack
