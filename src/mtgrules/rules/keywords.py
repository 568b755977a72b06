"""Keyword abilities (702) as the log and expectations name them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from ..cards import ir
from ..cards.ir import Keyword
from ..mana import mana_value
from .keywords_champion import CHAMPION, champion_trigger
from .keywords_cumulative import cumulative_upkeep_trigger
from .keywords_echo import echo_trigger
from .keywords_embalm import ability as embalm_ability
from .keywords_encore import ENCORE
from .keywords_encore import ability as encore_ability
from .keywords_ninjutsu import NINJUTSU
from .keywords_ninjutsu import ability as ninjutsu_ability
from .keywords_partner import PARTNER_WITH, partner_trigger
from .keywords_permanent import ACTIVATED as PERMANENT_ACTIVATED
from .keywords_permanent import BACKUP
from .keywords_permanent import TRIGGERED as PERMANENT_TRIGGERED
from .keywords_permanent import activated as permanent_activated
from .keywords_permanent import backup as backup_ability
from .keywords_permanent import triggered as permanent_triggered
from .keywords_scavenge import SCAVENGE
from .keywords_scavenge import ability as scavenge_ability
from .keywords_triggered import FIRED, triggered
from .keywords_unearth import UNEARTH
from .keywords_unearth import ability as unearth_ability
from .protection import quality_text


def keyword_text(kw: Keyword) -> str:
    """Keyword text: "protection from black" (702.16a), "hexproof from red" (702.11d),
    "ward {2}" (702.21a), "toxic 1" (702.164a)."""
    if kw.name in ("protection", "hexproof from") and kw.quality is not None:
        prefix = "protection from " if kw.name == "protection" else "hexproof from "
        return prefix + quality_text(kw.quality)
    if kw.cost is not None and kw.cost.mana:
        return f"{kw.name} {kw.cost.mana}"
    if kw.amount is not None:
        return f"{kw.name} {kw.amount}"
    return kw.name


def activated_from_keyword(kw: Keyword, card: ir.CardDefinition) -> ir.ActivatedAbility | None:
    """Keyword abilities that stand for activated abilities (115.1e).

    702.6a equip: "[Cost]: Attach this to target creature you control. Activate only as a
    sorcery." 702.29a cycling: "[Cost], Discard this card: Draw a card." 702.53a transmute:
    "[Cost], Discard this card: Search your library for a card with the same mana value as
    the discarded card, reveal it, put it into your hand, then shuffle. Activate only as a
    sorcery."
    """
    if kw.cost is None:
        return None
    if kw.name == UNEARTH:  # 702.84a: rules/keywords_unearth.py
        return unearth_ability(kw)
    if kw.name == SCAVENGE:  # 702.97a: rules/keywords_scavenge.py
        return scavenge_ability(kw)
    if kw.name in ("embalm", "eternalize"):  # 702.128a, 702.129a: rules/keywords_embalm.py
        return embalm_ability(kw)
    if kw.name == ENCORE:  # 702.141a: rules/keywords_encore.py
        return encore_ability(kw)
    if kw.name == NINJUTSU:  # 702.49a: rules/keywords_ninjutsu.py
        return ninjutsu_ability(kw)
    if kw.name in PERMANENT_ACTIVATED:  # 702.107a outlast: rules/keywords_permanent.py
        return permanent_activated(kw)
    if kw.name == "equip":
        return ir.ActivatedAbility(
            kw.cost,
            (ir.AttachSelf(ir.TargetRef(0)),),
            (ir.TargetSpec("object", ir.Filter(types=frozenset({"creature"}), controller="you")),),
            sorcery_speed=True,
        )
    if kw.name == "cycling":
        return ir.ActivatedAbility(replace(kw.cost, discard_self=True), (ir.Draw(ir.YouRef(), 1),))
    if kw.name == "transmute":
        mv = mana_value(card.mana_cost)
        return ir.ActivatedAbility(
            replace(kw.cost, discard_self=True),
            (
                ir.SearchLibrary(
                    ir.Filter(mana_value_min=mv, mana_value_max=mv, zone="library"), reveal=True
                ),
            ),
            sorcery_speed=True,
        )
    return None


# echo, cumulative upkeep: rules/keywords_echo.py, keywords_cumulative.py (702.30a, 702.24a);
# soulshift, persist, undying, ...: rules/keywords_triggered.py (702.46a, 702.79a, ...)
TRIGGERED_KEYWORDS = (
    frozenset(
        {"provoke", "prowess", "exalted", "echo", "cumulative upkeep", PARTNER_WITH, CHAMPION}
    )
    | FIRED
    | PERMANENT_TRIGGERED  # 702.86a, 702.123a, 702.92a, 702.163a: rules/keywords_permanent.py
)


def triggered_from_keyword(
    kw: Keyword,
    printed: tuple[ir.Ability, ...] | None = None,
    event: ir.TriggerEvent | None = None,
) -> ir.TriggeredAbility | None:
    """702.108a prowess: "Whenever you cast a noncreature spell, this gets +1/+1 until end
    of turn." 702.39a provoke: "Whenever this creature attacks, you may have target creature
    defending player controls untap and block this creature this combat if able"."""
    if kw.name == "echo":  # 702.30a (rules/keywords_echo.py)
        return echo_trigger(kw)
    if kw.name == PARTNER_WITH:  # 702.124j (rules/keywords_partner.py)
        return partner_trigger(kw)
    if kw.name == CHAMPION:  # 702.72a: two abilities, the one for ``event``
        return champion_trigger(kw, event)
    if kw.name == "cumulative upkeep":  # 702.24a (rules/keywords_cumulative.py)
        return cumulative_upkeep_trigger(kw)
    if kw.name in FIRED:  # rules/keywords_triggered.py
        return triggered(kw)
    if kw.name == BACKUP:  # 702.165a: it needs the object's printed abilities (``printed``)
        return backup_ability(kw, printed) if printed is not None else None
    if kw.name in PERMANENT_TRIGGERED:  # rules/keywords_permanent.py
        return permanent_triggered(kw)
    if kw.name == "exalted":  # 702.83a: "Whenever a creature you control attacks alone, that
        # creature gets +1/+1 until end of turn" (each instance triggers separately)
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS_ALONE, whose="you"),
            (ir.ModifyPT(ir.TriggerObjectRef(), 1, 1, ir.Duration.END_OF_TURN),),
        )
    if kw.name == "prowess":  # 702.108a
        return ir.TriggeredAbility(
            ir.Trigger(
                ir.TriggerEvent.CAST_SPELL,
                whose="you",
                filter=ir.Filter(non_types=frozenset({"creature"})),
            ),
            (ir.ModifyPT(ir.SelfRef(), 1, 1, ir.Duration.END_OF_TURN),),
        )
    if kw.name == "provoke":
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS),
            # MustBlock is an engine effect (below), not one of the card text's
            cast("tuple[ir.Effect, ...]", (ir.Untap(ir.TargetRef(0)), MustBlock(ir.TargetRef(0)))),
            (
                ir.TargetSpec(
                    "object", ir.Filter(types=frozenset({"creature"}), controller="opponent")
                ),
            ),
            optional=True,
        )
    return None


@dataclass(frozen=True, slots=True)
class MustBlock:
    """ "block this creature this combat if able": a blocking requirement (509.1c)."""

    what: ir.TargetRef
