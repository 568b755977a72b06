"""Static prevention effects (615.1a): "Prevent all [combat] damage that would be dealt to
WHAT [by SOURCES]", "... dealt by WHAT", "... dealt to and dealt by WHAT". Values, carried
out by ``rules/static_prevention.py``; read by ``transform_prevention.py`` and written back
by ``render/prevention.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Filter, Ref


@dataclass(frozen=True, slots=True)
class StaticPrevention:
    """615.1a: a static ability that prevents damage while its source is on the battlefield.
    ``to``: the recipients ("this creature", "you", "enchanted creature", "creatures you
    control"), or None; ``by``: the damage's source ("enchanted creature"), or None; both for
    "dealt to and dealt by"; ``sources``: "by creatures", "by artifact sources" (a filter on
    the source of damage dealt to ``to``); ``combat_only``: "all combat damage" (510.2);
    ``noncombat_only``: "all noncombat damage" (s9 h-other: any but combat damage, 510.2)."""

    to: Ref | None = None
    by: Ref | None = None
    sources: Filter | None = None
    combat_only: bool = False
    noncombat_only: bool = False
