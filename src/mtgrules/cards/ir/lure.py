"""Static abilities about blocks (s9 h-other). A blocking requirement (509.1c): "All
creatures able to block this creature do so.", "All creatures able to block enchanted
creature do so." (Lure), "All creatures with flying able to block this creature do so."
Carried out by ``rules/lure.py``
(the requirements each declaration of blockers must obey as far as it can). And "You may
have this creature assign its combat damage as though it weren't blocked." (510.1b-c)."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.cards.ir.refs import Filter, Ref
from mtgrules.cards.ir.values import Layout


@dataclass(frozen=True, slots=True)
class BlockedByAll:
    """509.1c: each creature (matching ``blockers``) able to block ``what`` must block it."""

    what: Ref
    blockers: Filter
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class AssignAsUnblocked:
    """510.1b-c: "You may have this creature assign its combat damage as though it weren't
    blocked." (a static ability: blocked, it may assign all its combat damage to the player,
    planeswalker or battle it's attacking instead of to its blockers; rules/combat.py)."""

    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
