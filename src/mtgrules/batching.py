"""How ``mtgrules simulate`` cuts its games into batches for worker processes or Ray tasks.

Guided self-scheduling: the first batches hold one game each, to learn how long a game
takes; after that a batch holds about ``target_seconds`` of work, so the fixed cost of
sending a batch and getting its results back (about a millisecond for a local process
pool, a few milliseconds for a local Ray task, tens of milliseconds through Ray Client) is a
small share of the time. Near the end batches shrink (never more than a fair share of what
is left, split ``2 * slots`` ways) so that no worker finishes long after the others.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Generic, TypeVar, overload

J = TypeVar("J")

TARGET_SECONDS = 1.0  # the work in one batch once a game's length is known


class SeededGames(Sequence[tuple[int, int]]):
    """Games ``(index, seed + index)`` for ``index`` in ``range(n)``, made when asked for (a
    million games cost no memory until they are handed out)."""

    def __init__(self, n: int, seed: int) -> None:
        self.n = n
        self.seed = seed

    def __len__(self) -> int:
        return self.n

    @overload
    def __getitem__(self, i: int) -> tuple[int, int]: ...
    @overload
    def __getitem__(self, i: slice) -> list[tuple[int, int]]: ...
    def __getitem__(self, i: int | slice) -> tuple[int, int] | list[tuple[int, int]]:
        if isinstance(i, slice):
            return [(k, self.seed + k) for k in range(self.n)[i]]
        k = range(self.n)[i]
        return (k, self.seed + k)


class GuidedBatches(Generic[J]):
    """Hands out ``jobs`` in order, in batches sized from the time games took so far."""

    def __init__(
        self,
        jobs: Sequence[J],
        slots: int,
        target_seconds: float = TARGET_SECONDS,
        fixed: int | None = None,
    ) -> None:
        self.jobs = jobs
        self.slots = max(1, slots)
        self.target_seconds = target_seconds
        self.fixed = fixed
        self._next = 0
        self._games_timed = 0
        self._seconds = 0.0

    @property
    def left(self) -> int:
        """Jobs not handed out yet."""
        return len(self.jobs) - self._next

    def size(self) -> int:
        """How many jobs the next batch takes (0 when none are left)."""
        left = self.left
        if left <= 0:
            return 0
        if self.fixed is not None:
            return min(self.fixed, left)
        fair = max(1, math.ceil(left / (2 * self.slots)))
        if self._games_timed == 0 or self._seconds <= 0:
            return 1
        per_game = self._seconds / self._games_timed
        return max(1, min(fair, round(self.target_seconds / per_game)))

    def take(self) -> list[J]:
        """The next batch (empty when every job was handed out)."""
        k = self.size()
        batch = list(self.jobs[self._next : self._next + k])
        self._next += k
        return batch

    def record(self, games: int, seconds: float) -> None:
        """A batch of ``games`` took ``seconds`` of work in its worker."""
        self._games_timed += games
        self._seconds += seconds
