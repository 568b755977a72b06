"""Checks of the game's caches against a computation from scratch (613, 704.3).

``Game.chars`` answers from a per-state cache, and the state-based action loop is skipped
while ``Game.version`` hasn't moved since a check found nothing to do. Both are only right
if every change to the game invalidates them. ``cache_problems`` says where either disagrees
with a full recomputation; tests call it after every scenario step and every self-play
action.
"""

from __future__ import annotations

from mtgrules.game import Game
from mtgrules.rules import layers, sba
from mtgrules.zones import Zone


def chars_problems(game: Game) -> list[str]:
    """Cached characteristics that differ from ``layers`` computed from scratch (613)."""
    problems: list[str] = []
    fresh = layers.compute_battlefield(game)
    cached = game.battlefield_chars()
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
    for oid, got in sorted(cache.elsewhere.items()):  # objects elsewhere or phased out
        obj = game.objects.get(oid)
        if obj is None:
            continue  # gone (400.7): never asked for again under this id
        if obj.zone is Zone.BATTLEFIELD and not obj.phased_out:
            problems.append(f"{obj.name} ({oid}) is a phased-in permanent cached as elsewhere")
        elif got != game.chars_uncached(oid):
            problems.append(f"{obj.name} ({oid}): cached {got} != {game.chars_uncached(oid)}")
    return problems


def sba_problems(game: Game) -> list[str]:
    """704.3: when the loop would be skipped (version unchanged since a check found
    nothing), checking state-based actions on a copy must find nothing either."""
    if game.over or game.version != game.sba_clean_version:
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
    return chars_problems(game) + sba_problems(game)


def read_all_chars(game: Game) -> None:
    """Ask for every object's characteristics (what a user interface does after a step)."""
    for oid in list(game.objects):
        game.chars(oid)
    game.battlefield_chars()


_UNSET = object()


class StaleReads:
    """While active (``with StaleReads() as watch:``), every write to a game object's or a
    player's fields is noticed. When the game then answers from its characteristics cache,
    or skips the state-based actions, before ``dirty()`` was called after such a write, the
    answer is checked against a computation from scratch; ``watch.problems`` lists the
    stale ones with the fields written. This finds a mutation that forgot ``dirty()`` even
    when a later one in the same action hides it, at no cost outside tests."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self._written: list[str] = []  # fields written since the last dirty()
        self._busy = False
        self._saved: list[tuple[type, str, object]] = []

    def __enter__(self) -> StaleReads:
        from mtgrules.objects import GameObject
        from mtgrules.players import Player

        watch = self

        def noticing_setattr(obj: object, name: str, value: object) -> None:
            if not watch._busy and getattr(obj, name, _UNSET) is not value:
                watch._written.append(f"{type(obj).__name__}.{name}")
            object.__setattr__(obj, name, value)

        plain_clone = Game.clone

        def clone(game: Game) -> Game:  # a copy is not a change to the game copied
            del GameObject.__setattr__, Player.__setattr__  # type: ignore[misc]
            try:
                return plain_clone(game)
            finally:
                GameObject.__setattr__ = Player.__setattr__ = noticing_setattr  # type: ignore[method-assign,assignment]

        plain_dirty = Game.dirty
        plain_cache = Game._chars_cache
        plain_sba_loop = Game._sba_loop

        def dirty(game: Game) -> None:
            plain_dirty(game)
            watch._written.clear()

        def chars_cache(game: Game) -> layers.CharacteristicsCache:
            cache = plain_cache(game)
            if watch._written and not watch._busy and cache is game._chars:
                watch._busy = True
                try:
                    fresh = layers.compute_battlefield(game)
                finally:
                    watch._busy = False
                if fresh != cache.battlefield:
                    watch.problems.append(
                        f"characteristics read from the cache after writes to "
                        f"{sorted(set(watch._written))} without dirty(): "
                        + "; ".join(
                            f"{game.objects[i].name} cached {cache.battlefield.get(i)} "
                            f"!= {fresh.get(i)}"
                            for i in sorted(set(fresh) | set(cache.battlefield))
                            if fresh.get(i) != cache.battlefield.get(i)
                        )
                    )
            return cache

        def sba_loop(game: Game) -> bool:
            if watch._written and not watch._busy:
                watch._busy = True
                try:
                    found = sba_problems(game)
                finally:
                    watch._busy = False
                watch.problems += [
                    f"after writes to {sorted(set(watch._written))} without dirty(): {p}"
                    for p in found
                ]
            return plain_sba_loop(game)

        for cls, name, new in (
            (GameObject, "__setattr__", noticing_setattr),
            (Player, "__setattr__", noticing_setattr),
            (Game, "dirty", dirty),
            (Game, "clone", clone),
            (Game, "_chars_cache", chars_cache),
            (Game, "_sba_loop", sba_loop),
        ):
            self._saved.append((cls, name, cls.__dict__.get(name)))
            setattr(cls, name, new)
        return self

    def __exit__(self, *exc: object) -> None:
        for cls, name, old in reversed(self._saved):
            if old is None:
                delattr(cls, name)
            else:
                setattr(cls, name, old)
        self._saved.clear()
