"""How the triggers a player orders are named (603.3b), in a refusal and by the scenario
runner: by their source's name, "NAME (ability N)" for the N-th triggered ability printed on
it where one source has several triggers, "NAME (keyword)" for a keyword's trigger (prowess,
evoke), and "NAME (for OBJECT)" for the object it triggered on."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..cards.ir import TriggeredAbility

if TYPE_CHECKING:
    from ..records import PendingTrigger
    from ..state import GameState

__all__ = ["ability_number", "kind", "labels", "told_apart"]


def kind(t: PendingTrigger) -> tuple[Any, ...]:
    """What tells a waiting trigger apart from another (603.3b): its source, its ability by
    value (two delayed triggers made by two activations of one ability, Wine of Blood and
    Iron's "sacrifice this artifact at the beginning of the next end step", are the same
    ability), and what its event named. Triggers of one kind have one order: not asked."""
    ability: Any
    try:
        hash(t.ability)
        ability = t.ability
    except TypeError:  # an ability holding something unhashable: told apart by identity
        ability = id(t.ability)
    return (t.source_id, ability, t.subject, t.player, t.amount, t.spell, t.x, t.sacrificed)


def told_apart(triggers: Sequence[PendingTrigger]) -> bool:
    """Whether ``triggers`` are of more than one :func:`kind`: the cheap test first (the same
    ability object, source and event), the comparison by value only where it differs."""
    quick = {(t.source_id, id(t.ability), t.subject, t.player) for t in triggers}
    return len(quick) > 1 and len({kind(t) for t in triggers}) > 1


def ability_number(t: PendingTrigger) -> int | None:
    """Which of its source's printed triggered abilities (1 for the first in its text) ``t``
    is; None for one the text doesn't print (a keyword's, a granted one)."""
    mine = [a for a in t.source_chars.abilities if isinstance(a, TriggeredAbility)]
    for i, a in enumerate(mine):
        if a is t.ability:
            return i + 1
    return next((i + 1 for i, a in enumerate(mine) if a == t.ability), None)


def labels(game: GameState, triggers: Sequence[PendingTrigger]) -> list[str]:
    """Each trigger's name, told apart from the others of the same source where it can be."""
    per_source = Counter(t.source_id for t in triggers)
    out = []
    for t in triggers:
        name = t.source_name
        if per_source[t.source_id] > 1:
            n = ability_number(t)
            same_ability = sum(
                1 for u in triggers if u.source_id == t.source_id and u.ability is t.ability
            )
            if same_ability == 1:
                name += f" (ability {n})" if n is not None else " (keyword)"
        if t.subject is not None and t.subject != t.source_id:
            name += f" (for {game.object_name(t.subject)})"
        out.append(name)
    return out
