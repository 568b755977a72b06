"""The order of continuous effects within one layer: timestamps (613.7) and dependencies
(613.8), for any layer.

A layer hands over its effects, each with a timestamp, and three functions: ``depends(a,
b)`` (613.8a: would applying ``b`` now change the existence of ``a``, what it applies to or
what it does?), ``apply(a)``, and nothing else. :func:`apply_in_order` applies them one by one:
each time the earliest effect that depends on no effect still waiting (613.8b), the
dependencies evaluated again after each application (613.8c); when every waiting effect
depends on another, those in a dependency loop are applied in timestamp order (613.8b).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

E = TypeVar("E")


def apply_in_order(
    effects: Sequence[E],
    timestamp: Callable[[E], tuple[int, ...] | int],
    depends: Callable[[E, E], bool],
    apply: Callable[[E], None],
    may_depend: Callable[[E], bool] | None = None,
) -> list[E]:
    """Apply ``effects`` in dependency order, timestamps otherwise (613.7, 613.8); returns
    them in the order applied. ``may_depend(a)``: False when ``a`` can't depend on any
    effect (``depends`` isn't asked about it): a shortcut, the order is the same."""
    waiting = sorted(effects, key=timestamp)
    done: list[E] = []
    asked = waiting if may_depend is None else [e for e in waiting if may_depend(e)]
    while waiting:
        if len(waiting) == 1 or not asked:
            chosen = waiting[0]  # nothing can depend: timestamp order (613.7)
        else:
            # 613.8c: the dependencies among the effects still waiting, as they are now
            asking = {id(e) for e in asked}
            edges = {
                i: (
                    [j for j, b in enumerate(waiting) if j != i and depends(a, b)]
                    if id(a) in asking
                    else []
                )
                for i, a in enumerate(waiting)
            }
            free = [i for i, deps in edges.items() if not deps]
            if free:
                chosen = waiting[free[0]]  # 613.8b: the earliest independent effect
            else:
                # 613.8b: a dependency loop, applied in timestamp order: the earliest effect
                # whose every dependency lies in its own loop (depends back on it); one that
                # also depends on an effect outside its loop still waits for that one
                chosen = waiting[
                    next(i for i in edges if all(_reaches(j, i, edges) for j in edges[i]))
                ]
        apply(chosen)
        done.append(chosen)
        waiting = [e for e in waiting if e is not chosen]
        asked = [e for e in asked if e is not chosen]
    return done


def _reaches(start: int, goal: int, edges: dict[int, list[int]]) -> bool:
    """Does ``start`` depend on ``goal``, directly or through other effects?"""
    seen: set[int] = set()
    todo = [start]
    while todo:
        i = todo.pop()
        if i == goal:
            return True
        if i not in seen:
            seen.add(i)
            todo.extend(edges[i])
    return False
