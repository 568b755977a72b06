"""Writes back the combat family of issue 12 (``ir/combat.py``): fight (701.14a)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.ir import ExileIfDies, Fight
from mtgrules.cards.render.phrases import verb

RefText = Callable[..., str]


def fight_predicate(e: Fight, plural: bool, ref_text: RefText) -> str:
    return f"{verb('fight', plural)} " + ref_text(e.other)


def fight_imperative(e: Fight, ref_text: RefText) -> str:
    # "you may " is written by the optional chain (608.2d)
    return f"have {ref_text(e.what)} fight " + ref_text(e.other)


def exile_if_dies_text(e: ExileIfDies) -> str:
    """614.1a: the sentence as written (``noun``: one of grammar.lark's ``die_noun``)."""
    return f"if {e.noun} would die this turn, exile it instead"
