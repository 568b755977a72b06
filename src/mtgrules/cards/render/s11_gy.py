"""Render code of the eleventh session's graveyard/exile family (issue 12)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards.ir import (
    AlternativeCost,
    CastFree,
    CastSelfFromGraveyard,
    ExileCastSpell,
    GainFlashback,
    HaveFlashback,
    PutExiledIntoGraveyard,
    ReturnAttacking,
)
from mtgrules.cards.render.phrases import article, number_text, render_filter


def pitch_cost_text(a: AlternativeCost, condition: str | None) -> str:
    """118.9: "[If CONDITION, ]you may [pay N life and ]exile a blue card from your hand
    rather than pay this spell's mana cost." (``condition``: the condition's text)."""
    assert a.exile_from_hand is not None
    n = a.exile_hand_count
    noun = render_filter(a.exile_from_hand, plural=n != 1)
    cards = article(noun) if n == 1 else f"{number_text(n)} {noun}"
    life = f"pay {a.pay_life} life and " if a.pay_life else ""
    text = f"you may {life}exile {cards} from your hand rather than pay this spell's mana cost."
    if condition is not None:
        return f"If {condition}, {text}"
    return text[0].upper() + text[1:]


def cast_self_gy_text(a: CastSelfFromGraveyard, condition: str | None) -> str:
    """601.3: "You may cast this card from your graveyard[ if CONDITION | by paying ...]." """
    text = "You may cast this card from your graveyard"
    if a.mana is not None:
        return f"{text} by paying {a.mana} rather than paying its mana cost."
    if condition is not None:
        return f"{text} {a.form} {condition}."
    return text + "."


def gain_flashback_text(e: GainFlashback, ref_text: Callable[..., str]) -> str:
    """702.34a: "X gains flashback until end of turn. The flashback cost is equal to its mana
    cost" (the sentence's period is the renderer's)."""
    return (
        f"{ref_text(e.what)} gains flashback until end of turn. The flashback cost is equal to "
        f"{e.cost_word} mana cost"
    )


def have_flashback_text(a: HaveFlashback, noun: str, condition: str | None) -> str:
    """702.34a: "[As long as COND, |During your turn, ]each NOUN has flashback. COST." """
    text = f"each {noun} has flashback. {a.cost_text}"
    if a.cond_form == "during your turn":
        return "During your turn, " + text
    if condition is not None:
        return f"As long as {condition}, {text}"
    return text[0].upper() + text[1:]


def s11_effect_text(r: Any, e: Any) -> str | None:
    """The instruction text of this family's effects (None for any other effect); ``r`` is
    the effects renderer."""
    if isinstance(e, PutExiledIntoGraveyard):  # the processors
        return "put a card an opponent owns from exile into that player's graveyard"
    if isinstance(e, ReturnAttacking):  # 508.4
        return str(r.imperative(e.inner)) + " and attacking"
    if isinstance(e, GainFlashback):  # 702.34a
        return gain_flashback_text(e, r.ref_text)
    if isinstance(e, CastFree):  # 608.2g
        return f"you may cast {r.ref_text(e.what, 'object')} without paying its mana cost"
    if isinstance(e, ExileCastSpell):  # 614.1a
        return f"if that spell would be put into {e.whose} graveyard, exile it instead"
    return None
