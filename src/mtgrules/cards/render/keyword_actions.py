"""Keyword actions written as sentences, written back as Oracle text (the inverse of
transform_keyword_actions.py): amass (701.47a), bolster (701.39a), adapt (701.46a) and
connive (701.50a, 701.50e)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import (
    Adapt,
    Amass,
    Bolster,
    Connive,
    Discover,
    Earthbend,
    Incubate,
    RingTempts,
    Support,
    TakeInitiative,
    Transform,
    VentureIntoDungeon,
)
from mtgrules.cards.render.phrases import plain_amount, verb

KEYWORD_ACTIONS = (
    Amass,
    Bolster,
    Adapt,
    Discover,
    Support,
    Incubate,
    Earthbend,
    Transform,
    RingTempts,
    VentureIntoDungeon,  # 701.49a
)


def _n(count: Any) -> str:
    n = plain_amount(count)
    return "X" if not isinstance(n, int) else str(n)


def keyword_action_imperative(e: Any, ref_text: Callable[[Any], str]) -> str:
    if isinstance(e, RingTempts):  # 701.54a
        return "the Ring tempts you"
    if isinstance(e, VentureIntoDungeon):  # 701.49a, 701.49d
        return "venture into " + ("Undercity" if e.undercity else "the dungeon")
    if isinstance(e, Transform):  # 701.27a: "transform this creature" / "transform it"
        return "transform " + ref_text(e.what)
    if isinstance(e, Amass):  # 701.47a: the plural of the subtype ("amass Orcs 2")
        return f"amass {words.SUBTYPE_PLURALS.get(e.subtype, e.subtype)} {_n(e.count)}"
    if isinstance(e, Bolster):
        return f"bolster {_n(e.count)}"
    if isinstance(e, Support):  # 701.41a: the words stand for the target phrase
        return f"support {e.count}"
    if isinstance(e, Incubate):
        return f"incubate {_n(e.count)}"
    if isinstance(e, Earthbend):  # 701.66a (s10): the words stand for the target phrase
        return f"earthbend {_n(e.count)}"
    if isinstance(e, Discover):
        return f"discover {_n(e.count)}"
    assert isinstance(e, Adapt)
    if e.monstrosity:  # s10 h-act, 701.37a
        return f"monstrosity {_n(e.count)}"
    return f"adapt {_n(e.count)}"


def incubate_predicate(e: Incubate, plural: bool) -> str:
    return f"{verb('incubate', plural)} {_n(e.count)}"


def connive_predicate(e: Connive | TakeInitiative, plural: bool) -> str:
    if isinstance(e, TakeInitiative):  # 725.1: "you take the initiative"
        return f"{verb('take', plural)} the initiative"
    text = verb("connive", plural)
    return f"{text} {_n(e.count)}" if e.with_count else text


def emblem_text(r: Any, e: Any) -> str:
    """114.2 (s10 h-cant): "you get an emblem with" one quote, or one per ability; 701.35a:
    "detain" (both imperatives of the s10 h-cant family)."""
    if not hasattr(e, "abilities"):
        return "detain " + str(r.ref_text(e.what))
    if r.has("emblem_quotes:2"):
        quotes = " and ".join(r.quoted([a]) for a in e.abilities)
    else:
        quotes = r.quoted(e.abilities)
    return "you get an emblem with " + quotes
