"""Walking the IR: every node (dataclass instance) under a card's abilities, for the checks
that look for a kind of node anywhere in a card (``rules/mechanics.py``: what a game needs to
watch for; ``gate.py``: what a card needs besides its own text)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from enum import Enum
from typing import Any

__all__ = ["nodes"]


def nodes(root: Any) -> Iterator[object]:
    """Every IR node (dataclass instance) under ``root``, each once."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        x = todo.pop()
        t = type(x)
        if t in _LEAVES or isinstance(x, Enum):
            continue
        if id(x) in seen:
            continue
        seen.add(id(x))
        if t is tuple or t is list or t is frozenset or t is set:
            todo.extend(x)
        elif t is dict:
            todo.extend(x.values())
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            yield x
            todo.extend(getattr(x, f.name) for f in dataclasses.fields(x))


_LEAVES = frozenset({str, int, float, bool, type(None), bytes})
