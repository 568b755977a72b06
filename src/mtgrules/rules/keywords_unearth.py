"""Unearth (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It
gains haste. Exile it at the beginning of the next end step. If it would leave the
battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."

An activated ability that functions while the card is in a graveyard (113.6k, 602.2). This
module holds its shape and the replacement's test (imports nothing that changes the game);
the return is carried out by rules/keywords_effects.py, the replacement applied by
rules/replacement.py (614.1a, like flashback's 702.34a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from ..cards import ir
from ..objects import GameObject
from ..zones import Zone
from . import keyword_costs

UNEARTH = "unearth"


@dataclass(frozen=True, slots=True)
class UnearthReturn:
    """ "Return this card from your graveyard to the battlefield. It gains haste. Exile it at
    the beginning of the next end step." (702.84a): an engine effect."""


def ability(kw: ir.Keyword) -> ir.ActivatedAbility | None:
    """The activated ability "Unearth [cost]" stands for (702.84a), mana costs only."""
    if kw.name != UNEARTH or kw.cost is None:
        return None
    return ir.ActivatedAbility(
        kw.cost, cast("tuple[ir.Effect, ...]", (UnearthReturn(),)), sorcery_speed=True
    )


def is_unearth(ab: ir.ActivatedAbility) -> bool:
    """Whether ``ab`` is an unearth ability (it functions from a graveyard: 702.84a)."""
    return len(ab.effects) == 1 and isinstance(ab.effects[0], UnearthReturn)


def has_unearth(card: ir.CardDefinition) -> bool:
    return any(isinstance(a, ir.Keyword) and a.name == UNEARTH for a in card.abilities)


def exile_instead(obj: GameObject, to: Zone) -> bool:
    """702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere
    else": a permanent returned by unearth (it remembers it: ``alt_keyword``)."""
    return obj.zone is Zone.BATTLEFIELD and obj.alt_keyword == UNEARTH and to is not Zone.EXILE


def gap(card: ir.CardDefinition) -> list[str]:
    """What of unearth the engine can't do for this card (rules/support.py)."""
    return keyword_costs.cost_gaps(card.abilities, (UNEARTH,))
