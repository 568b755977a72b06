"""h-flash (issue 12): "You may cast this spell as though it had flash." (601.3b, 702.8a): a
static ability of the card that lets it be cast any time its controller has priority;
it functions in every zone the card could be cast from (113.6e). With a condition
("... as though it had flash if you control a Faerie.", "If ..., you may cast ...", "As
long as ..., you may cast ..."), only while the condition holds as the spell is cast.
Carried out by ``rules/cast_flash.py`` (the timing checks of rules/priority.py and
rules/stack.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.ir.values import Layout


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash:
    """601.3b, 702.8a: "You may cast this spell as though it had flash." """

    condition: Any = None  # an ir condition (ir/conditions.py), or None: always
    form: str = ""  # how the condition is written: "if" (after), "if first", "as long as"
    # "... as though it had flash if you pay {2} more to cast it.": the mana added to the
    # total cost (601.2f) when the permission is what lets it be cast then
    extra_mana: str = ""
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class SpellsAsThoughFlash:
    """601.3b: "You may cast spells as though they had flash." (s9 h-other): a static
    ability of a permanent; while it's on the battlefield, its controller may cast any spell
    any time they have priority (rules/cast_flash.instant_speed)."""

    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
