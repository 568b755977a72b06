"""615.7: "If damage would be dealt to the shielded permanent or player by two or more
applicable sources at the same time, the player or the controller of the permanent chooses
which damage the shield prevents." Asked before simultaneous damage (120.5) goes through the
pipeline (rules/damage.py): the chosen source's damage meets the shield first, and what is
left of the shield goes to the rest in the order the damage was dealt. The choice is pulled
as 616.1e's is (pipeline.pulled_choice); it is asked only where it can change the outcome:
two or more sources and less shield than their damage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import pipeline
from .replacement import shield_applies

if TYPE_CHECKING:
    from ..state import GameState
    from .events import DamageEvent

RULE = "615.7"


def shield_first(game: GameState, events: list[DamageEvent]) -> list[DamageEvent]:
    """``events`` in the order the shields' choices (615.7) put them."""
    for shield in list(game.prevention_shields):
        if shield.remaining is None:
            continue  # "prevent all damage": every source's is prevented, nothing to choose
        hits = [ev for ev in events if ev.amount > 0 and shield_applies(game, shield, ev)]
        sources: list[tuple[int | None, str]] = []
        for ev in hits:
            key = (ev.source_id, ev.source_chars.name)
            if key not in sources:
                sources.append(key)
        if len(sources) < 2 or sum(ev.amount for ev in hits) <= shield.remaining:
            continue
        names = [name for _, name in sources]
        labels = [name if names.count(name) == 1 else f"{name} ({sid})" for sid, name in sources]
        player = pipeline.affected_player(game, hits[0])
        recipient = hits[0].recipient_name
        what = f"damage would be dealt to {recipient} by {', '.join(labels)} at once"
        label = pipeline.pulled_choice(
            game,
            player,
            f"{what}: choose which damage {shield.source_name}'s shield prevents "
            f"({shield.remaining} left) ({RULE})",
            what,
            tuple(
                (lab, name, sid, f"prevent {name}'s damage first")
                for lab, (sid, name) in zip(labels, sources, strict=True)
            ),
            RULE,
        )
        if label is None:
            continue  # no answer can be asked here: the order the damage was dealt in
        sid, name = sources[labels.index(label)]
        first = [ev for ev in hits if (ev.source_id, ev.source_chars.name) == (sid, name)]
        events = first + [ev for ev in events if all(ev is not f for f in first)]
        game.log_event(
            "prevent",
            f"{game.players[player].name} chooses that {shield.source_name}'s shield prevents "
            f"{name}'s damage first",
            RULE,
        )
    return events
