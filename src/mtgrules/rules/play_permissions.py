"""Permissions to play cards from exile (issue 12, h-look): "Exile the top card of your
library. You may play that card this turn." (ir.ExileTopPlay).

601.3: a player can begin to cast a spell only if a rule or effect allows it: this effect does,
for the exiled card, from exile. 305.1, 305.2, 305.3, 116.2a: a land card it names is played as
a special action, in a main phase of its player's turn with the stack empty, using one of their
land drops. Everything else about casting (timing 307.1, targets 601.2c, costs 601.2f-h) is as
for a card in the hand (stack.cast, priority.list_priority_actions).

A permission is ``(card, player, turn, until, cast_only)``, kept in ``game.play_permissions``:
``card`` is the exiled object's id (400.7: once the card leaves exile it is a new object, and
the permission doesn't follow it), ``turn`` the turn it was granted, ``until`` "turn" (it ends
with that turn's cleanup step, 514.2), "next_turn" (it ends with the cleanup step of
``player``'s next turn, 611.2a) or "end_step" (it ends as ``player``'s next end step begins,
513.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..zones import Zone

if TYPE_CHECKING:
    from ..state import GameState

Permission = tuple[int, int, int, str, bool]


def grant(game: GameState, card: int, player: int, until: str, cast_only: bool) -> None:
    game.play_permissions.append((card, player, game.turn_number, until, cast_only))


def allows(game: GameState, card: int, player: int, land: bool) -> bool:
    """Whether ``player`` may play (cast, or for a land play) the object ``card`` from exile
    now (601.3, 305.1)."""
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE:
        return False
    return any(
        p[0] == card and p[1] == player and not (land and p[4]) and _started(game, p)
        for p in game.play_permissions
    )


def _started(game: GameState, p: Permission) -> bool:
    """A warp, foretell or plot permission (702.185a, 702.143a: "after the current turn has
    ended"; 702.170d: "any turn after the turn in which it became plotted") starts the turn
    after it was granted; the others at once."""
    return p[3] not in ("warp", "foretell", "plot") or game.turn_number > p[2]


#: the permissions that let a card be cast from exile only by a keyword: foretell (702.143a,
#: for its foretell cost) and plot (702.170d, without paying its mana cost); by kind, the rule
KEYWORD_ONLY = {"foretell": "702.143a", "plot": "702.170d"}


def keyword_only(game: GameState, card: int, player: int) -> str | None:
    """The keyword ``card`` may be cast from exile by only (601.3): its one kind of
    permission, when that is foretell or plot; None otherwise."""
    kinds = {p[3] for p in game.play_permissions if p[0] == card and p[1] == player}
    if len(kinds) == 1:
        (kind,) = kinds
        if kind in KEYWORD_ONLY:
            return kind
    return None


def playable_from_exile(game: GameState, player: int) -> list[int]:
    """The exiled cards ``player`` may play now, in the order the permissions were granted."""
    out: list[int] = []
    for p in game.play_permissions:
        card, who, _, _, cast_only = p
        obj = game.objects.get(card)
        if who != player or card in out or obj is None or obj.zone is not Zone.EXILE:
            continue
        if not _started(game, p):
            continue
        if cast_only and "land" in obj.card.types:
            continue  # "you may cast that card": a land can't be cast (305.9)
        out.append(card)
    return out


def expire(game: GameState) -> None:
    """514.2: "this turn" permissions end with the cleanup step; "until the end of your next
    turn" ones with the cleanup step of that player's next turn (611.2a). Permissions for
    cards no longer in exile are forgotten (400.7)."""
    if not game.play_permissions:
        return
    kept: list[Permission] = []
    for p in game.play_permissions:
        card, player, turn, until, _ = p
        obj = game.objects.get(card)
        if obj is None or obj.zone is not Zone.EXILE:
            continue
        if until == "turn":
            continue
        if until == "next_turn" and game.active_player == player and game.turn_number > turn:
            continue
        kept.append(p)
    game.play_permissions = kept


def end_step_begins(game: GameState) -> None:
    """513.1: "until your next end step" permissions end as that player's end step begins
    (one granted during that end step lasts until the next one)."""
    if not game.play_permissions:
        return
    game.play_permissions = [
        p for p in game.play_permissions if not (p[3] == "end_step" and p[1] == game.active_player)
    ]
