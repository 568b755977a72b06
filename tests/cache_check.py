"""Checks of the game's caches against a computation from scratch (613, 704.3).

``Game.chars`` answers from a per-state cache, and the state-based action loop is skipped
while ``Game.state_stamp()`` (``dirty()`` calls and writes to objects' and players' fields)
hasn't moved since a check found nothing to do. Both are only right if every change to the
game moves the stamp. ``cache_problems`` says where either disagrees with a full
recomputation; tests call it after every scenario step and every self-play action.
"""

from __future__ import annotations

from mtgrules.game import Game
from mtgrules.rules import characteristics, layers, sba
from mtgrules.zones import Zone


def chars_problems(game: Game) -> list[str]:
    """Cached characteristics that differ from ``layers`` computed from scratch (613)."""
    problems: list[str] = []
    fresh = layers.compute_battlefield(game)
    cached = characteristics.battlefield_chars(game)
    if set(cached) != set(fresh):
        problems.append(
            f"battlefield_chars lists {sorted(cached)}, the phased-in permanents are "
            f"{sorted(fresh)}"
        )
    for oid, got in sorted(cached.items()):
        if got != fresh.get(oid):
            problems.append(f"{game.objects[oid].name} ({oid}): cached {got} != {fresh.get(oid)}")
    cache = game._chars
    assert cache is not None
    for p, got in sorted(cache.players.items()):  # players' characteristics, same cache
        want = layers.player_characteristics(game, p, fresh)
        if got != want:
            problems.append(f"player {p}: cached {got} != {want}")
    for oid, got in sorted(cache.elsewhere.items()):  # objects elsewhere or phased out
        obj = game.objects.get(oid)
        if obj is None:
            continue  # gone (400.7): never asked for again under this id
        if obj.zone is Zone.BATTLEFIELD and not obj.phased_out:
            problems.append(f"{obj.name} ({oid}) is a phased-in permanent cached as elsewhere")
        elif got != characteristics.chars_uncached(game, oid):
            problems.append(
                f"{obj.name} ({oid}): cached {got} != {characteristics.chars_uncached(game, oid)}"
            )
    return problems


def controller_problems(game: Game) -> list[str]:
    """613.1b: each permanent's cached ``controller`` is the one layer 2 computes (written
    by rules/control.sync_controllers before anyone is asked to decide)."""
    problems: list[str] = []
    for oid, ch in layers.compute_battlefield(game).items():
        obj = game.objects[oid]
        if obj.controller != ch.controller:
            problems.append(
                f"{obj.name} ({oid}): controller {obj.controller}, layer 2 says {ch.controller}"
            )
    return problems


def sba_problems(game: Game) -> list[str]:
    """704.3: when the loop would be skipped (stamp unchanged since a check found
    nothing), checking state-based actions on a copy must find nothing either."""
    if game.over or game.state_stamp() != (game.sba_clean_version, game.sba_clean_writes):
        return []
    copy = game.clone()
    before = len(copy.log)
    try:
        acted = sba.check_once(copy)
    except sba.LegendChoice as need:
        return [f"the SBA check is skipped, but the legend rule asks a choice: {need.args}"]
    if acted:
        return [
            "the SBA check is skipped, but checking performs: "
            + "; ".join(str(e) for e in copy.log[before:])
        ]
    return []


def cache_problems(game: Game) -> list[str]:
    return chars_problems(game) + controller_problems(game) + sba_problems(game)


def read_all_chars(game: Game) -> None:
    """Ask for every object's characteristics (what a user interface does after a step)."""
    for oid in list(game.objects):
        characteristics.chars(game, oid)
    characteristics.battlefield_chars(game)
    for p in game.players:
        characteristics.player_chars(game, p.index)
