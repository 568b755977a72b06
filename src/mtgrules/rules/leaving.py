"""A player leaving a multiplayer game (800.4): what goes with them, and what the game does
without them.

800.4a, as soon as the player leaves (not a state-based action): the effects that give that
player control of objects end; every object the player owns leaves the game (their cards in
every zone, their tokens, their spells); the abilities they control on the stack cease to
exist; then whatever they still control is exiled. 800.4d: a triggered ability they would
control isn't put on the stack, so their triggers waiting to be put there and their delayed
triggers are gone. 724.4: a monarch who leaves passes the title on.

A permanent that leaves the game this way leaves the battlefield: other players' "leaves the
battlefield" abilities see it (603.10a), and "until this leaves the battlefield" ends
(610.3c), but it goes to no zone, so it never "dies" (700.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..objects import GameObject
from ..zones import Zone
from . import characteristics, control, initiative, zone_moves

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["leave_game"]


def leave_game(game: GameState, player: int) -> None:
    """800.4a: ``player`` has lost a game that goes on without them; ``game.players[player]``
    is marked lost already."""
    g = game
    name = g.players[player].name
    g.players[player].left_game = True
    # 800.4a: effects that give that player control of objects end (613.1b, layer 2)
    g.control_effects = [e for e in g.control_effects if e.player != player]
    gone: list[str] = []
    with g.simultaneously():  # 603.10a: one event, each seeing the others leave
        for oid in list(g.battlefield):
            obj = g.objects.get(oid)
            if obj is not None and obj.owner == player:
                gone.append(obj.name)
                _leave_battlefield(g, obj)
    control.sync_and_log(g)
    kept = []
    for item in g.stack:
        o = item.object
        if isinstance(o, GameObject):
            if o.owner == player:  # 800.4a: their spell leaves the game
                gone.append(o.name)
                _forget(g, o)
                continue
        elif o.controller == player:  # 800.4a: an ability they control ceases to exist
            gone.append(f"{o.source_name}'s ability")
            continue
        kept.append(item)
    g.stack = kept
    p = g.players[player]
    for zone_list in (p.hand, p.library, p.graveyard):
        for oid in zone_list:
            if (card := g.objects.get(oid)) is not None:
                _forget(g, card)
        zone_list.clear()
    for oid in [i for i in g.exile if (e := g.objects.get(i)) is not None and e.owner == player]:
        g.exile.remove(oid)
        _forget(g, g.objects[oid])
    if gone:
        g.log_event(
            "game",
            f"{name} leaves the game; with them: {', '.join(gone)}",
            "800.4a",
            player=name,
        )
    else:
        g.log_event("game", f"{name} leaves the game", "800.4a", player=name)
    # 800.4a: then whatever they still control is exiled (another player's card)
    for oid in list(g.battlefield):
        obj = g.objects.get(oid)
        if obj is not None and characteristics.chars(g, oid).controller == player:
            zone_moves.move(
                g, obj, Zone.EXILE, f"{obj.name} is exiled ({name} left the game)", "800.4a"
            )
    for item in [i for i in g.stack if isinstance(i.object, GameObject)]:
        o = item.object
        assert isinstance(o, GameObject)
        if o.controller == player and o.id in g.objects:
            zone_moves.move(
                g, o, Zone.EXILE, f"{o.name} is exiled ({name} left the game)", "800.4a"
            )
    # 800.4d: the triggered abilities they would control aren't put on the stack
    g.pending_triggers = [t for t in g.pending_triggers if t.controller != player]
    g._trigger_queue = [t for t in g._trigger_queue if t.controller != player]
    g.delayed_triggers = [(k, t) for k, t in g.delayed_triggers if t.controller != player]
    if g.initiative == player:  # 725.4: the next player takes it as this one leaves
        g.initiative = None
        taker = _next_player(g, player)
        if taker is not None:
            initiative.take(g, taker, f"{name} left the game")
    if g.monarch == player:  # 724.4
        g.monarch = _next_player(g, player)
        g.dirty_elsewhere()  # 611.3a: conditions read the monarch
        if g.monarch is not None:
            g.log_event(
                "monarch",
                f"{g.players[g.monarch].name} becomes the monarch ({name} left the game)",
                "724.4",
            )
    if g.priority_player == player:  # 800.4a: priority passes to the next player
        n = len(g.players)
        g.priority_player = next(
            (player + k) % n for k in range(1, n) if not g.players[(player + k) % n].lost
        )
    g.dirty()


def _leave_battlefield(g: GameState, obj: GameObject) -> None:
    """A permanent its owner takes out of the game (800.4a): it leaves the battlefield for
    no zone; what it was is kept for effects that look back (608.2h, 603.10a)."""
    lki = characteristics.chars(g, obj.id)
    zone_moves.remember(g, obj, Zone.BATTLEFIELD, lki)
    g.battlefield.remove(obj.id)
    g.combat.remove(obj.id)
    _forget(g, obj)
    g.dirty()
    zone_moves.left_battlefield(g, obj, lki)


def _forget(g: GameState, obj: GameObject) -> None:
    g.objects.pop(obj.id, None)
    g.tokens_elsewhere.discard(obj.id)
    g.former_names[obj.id] = obj.name


def _next_player(g: GameState, leaving: int) -> int | None:
    """724.4, 725.4: the active player, or if it is the one leaving, the next player in turn order
    still in the game."""
    n = len(g.players)
    start = g.active_player if g.active_player != leaving else (g.active_player + 1) % n
    for k in range(n):
        q = g.players[(start + k) % n]
        if not q.lost:
            return q.index
    return None
