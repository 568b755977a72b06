"""The one place that sets the pending decision and the player with priority.

The engine never calls out to a player (the decisions are pulled): a rule that needs an
answer sets ``game.pending`` here and returns; ``Game.apply`` takes the answer. Priority
(117) is given here too, so every change of who has priority goes through one function."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..decisions import AsEntersChoice, ChooseObjects, ChooseSource, Decision, LegendRule

if TYPE_CHECKING:
    from ..state import GameState


def ask(game: GameState, decision: Decision | None) -> None:
    """Wait for ``decision`` (None: nothing is waited for now)."""
    game.pending = decision


def give_priority(game: GameState, player: int | None) -> None:
    """117.1: ``player`` has priority now (None: no player has priority, 117.3)."""
    game.priority_player = player


def not_offered(game: GameState, picks: list[Any], d: Decision) -> str | None:
    """The first of ``picks`` that isn't one of ``d``'s options, by name (an object's name,
    else the value as written), or None when every pick is offered: a refusal names the card,
    never its id."""
    for p in picks:
        if p not in (d.options or ()):
            return game.object_name(p) if isinstance(p, int) else repr(p)
    return None


def not_a_choice(game: GameState, value: object, d: Decision) -> str:
    """The refusal of an answer that isn't one of ``d``'s options: the prompt, and the
    options by name (where they are objects, ``ChooseObjects``, their names), so the player
    sees what to answer."""
    # options are object ids (an as-enters choice's numbers: cards to reveal or to copy)
    ids = isinstance(d, ChooseObjects | ChooseSource | LegendRule | AsEntersChoice)

    def words(o: object) -> str:
        obj = game.objects.get(o) if ids and type(o) is int else None
        if obj is not None:
            return obj.name
        return "nothing ([])" if o is None else str(o)

    shown = [words(o) for o in (d.options or ())[:12]]
    more = len(d.options or ()) - len(shown)
    listed = ", ".join(shown) + (f" and {more} more" if more > 0 else "")
    given = (
        "[" + ", ".join(words(v) for v in value) + "]"
        if ids and isinstance(value, list | tuple)
        else words(value)
        if ids
        else repr(value)
    )
    hint = " (a YAML yes/no unquoted is true/false: quote it)" if isinstance(value, bool) else ""
    return f"{given} isn't one of the choices{hint}: {d.prompt} (choose from: {listed})"
