"""Asking for a triggered ability's targets as it is put on the stack (603.3d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..decisions import Action, Choose, TriggerTargets
from ..objects import Target
from . import asking, division, effect_context, listing_choices, modal_choice, targeting, x_filters

if TYPE_CHECKING:
    from ..records import PendingTrigger
    from ..state import GameState


def ask(
    game: GameState,
    t: PendingTrigger,
    specs: tuple[ir.TargetSpec, ...],
    ctx: targeting.TargetingContext,
) -> None:
    """603.3d: ``t``'s controller chooses its targets (a :class:`TriggerTargets` whose
    ``options`` are the legal targets of its first target phrase). "Up to" lets the player
    choose no target (601.2c), unless the ability divides among "one, two, or three" targets,
    each getting at least one (601.2d)."""
    options: tuple[Target | None, ...] = tuple(targeting.legal_targets(game, specs[0], ctx))
    if specs[0].up_to and division.none_allowed(t.ability, 0):
        options = (None, *options)
    asking.ask(
        game,
        TriggerTargets(
            player=t.controller,
            prompt=f"{game.players[t.controller].name}: choose targets for "
            f"{t.source_name}'s triggered ability",
            options=options,
            trigger=t,
        ),
    )


def context(game: GameState, t: PendingTrigger) -> targeting.TargetingContext:
    """Who targets: the triggered ability, from its source (603.3d, 115.1d)."""
    src = game.objects.get(t.source_id)
    owner = src.owner if src else t.controller
    return targeting.TargetingContext(
        t.source_name,
        src,
        t.source_chars,
        t.controller,
        False,
        owner,
        trigger_player=t.player,
        source_id=t.source_id,
        defending=effect_context.attacked_player(game, (t.subject, t.source_id)),  # 508.5a
        x=t.x or x_filters.enters_x(game, t.ability, t.source_id),  # 107.3n, 107.3m
        subject=t.subject,  # 603.10a
    )


def answers(game: GameState, d: TriggerTargets) -> list[Action]:
    """The listed answers to ``d`` (rules/other_answers.py): one target for each option of a
    single target phrase; for several phrases (Manticore of the Gauntlet: "target creature
    you control" and "target opponent or planeswalker") or a phrase of several targets, the
    legal sets of targets, one list per phrase (603.3d, 601.2c, 115.3), at most
    ``listing_choices.LIMIT``."""
    t = d.trigger
    specs = modal_choice.trigger_specs(t.ability, t.modes)
    if len(specs) == 1 and specs[0].count == 1 and not specs[0].count_x:
        return [Choose([o]) for o in d.options or ()]
    name = f"{t.source_name}'s ability"
    ctx = context(game, t)
    sets = listing_choices.choices_in_context(game, name, specs, ctx, ctx.x)
    sets = division.ability_sizes(t.ability, sets)  # 601.2d: two of "up to three" too
    return [
        Choose([list(group) for group in chosen])
        for chosen in sets
        # 601.2d: "one, two, or three targets" among which damage is divided: at least one
        if all(group or division.none_allowed(t.ability, i) for i, group in enumerate(chosen))
    ]
