"""Transformer rules for the h-misc animation block of grammar.lark (issue 12): "becomes a
3/3 Elemental creature with haste" (ir.Animate; 205.1a-b, 613.1d, 613.4b) and the sentence
"It's still a land." folded into the Animate before it. Rendered back by
``render/animate.py`` and carried out by ``rules/effects_animate.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree

from mtgrules.cards.ir import Animate, Keyword
from mtgrules.cards.ir.animate import IN_ADDITION, STILL_CLAUSE, STILL_SENTENCE
from mtgrules.cards.transform_effects import Fold, Pred, _pt
from mtgrules.cards.transform_nouns import Unread


class StillSentence(Fold):
    """205.1b: "It's still a land." after "... becomes a 3/3 creature [until end of turn]."
    keeps the object's types (``Animate.keep``)."""

    def __init__(self, what: str) -> None:
        self.what = what

    def fold(self, effects: list[Any]) -> None:
        last = effects[-1] if effects else None
        if not isinstance(last, Animate) or last.keep is not None:
            raise Unread("It's still", "'It's still a land' after no 'becomes a ... creature'")
        effects[-1] = replace(last, keep=STILL_SENTENCE, still=self.what)


class AnimateMixin:
    """``p_animate`` (a predicate of any subject) and the "It's still a land." sentence."""

    def anim_colors(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(str(x) for x in c)

    def anim_types(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(str(t) for t in c)

    def anim_with(self, c: list[Any]) -> tuple[Any, ...]:
        return ("with", *c[0])

    def still_what(self, c: list[Any]) -> str:
        return " ".join([*(str(x) for x in c if not isinstance(x, Token)), "land"])

    def anim_still(self, c: list[Any]) -> tuple[str, str]:
        return (STILL_CLAUSE, str(c[-1]))

    def anim_in_addition(self, c: list[Any]) -> tuple[str, str]:
        return (IN_ADDITION, "")

    def still_sentence(self, c: list[Any]) -> StillSentence:
        return StillSentence(str(c[-1]))

    def p_animate(self, c: list[Any]) -> Pred:
        power = toughness = None
        colors: tuple[str, ...] = ()
        subtypes: list[str] = []
        types: tuple[str, ...] = ("creature",)
        abilities: tuple[Keyword, ...] = ()
        keep: str | None = None
        still = ""
        for x in c:
            if isinstance(x, Token) and x.type == "PT":
                if "x" in str(x):
                    raise Unread(str(x), "an X power and toughness")
                power, toughness = _pt(x)
            elif isinstance(x, Tree) and x.data == "anim_verb":
                continue
            elif isinstance(x, tuple) and x and x[0] == "with":
                abilities = tuple(x[1:])
            elif isinstance(x, tuple) and len(x) == 2 and x[0] in (STILL_CLAUSE, IN_ADDITION):
                keep, still = x
            elif isinstance(x, tuple) and x and x[-1] == "creature":
                types = x
            elif isinstance(x, tuple):
                colors = x
            elif isinstance(x, str) and not isinstance(x, Token):
                subtypes.append(x)
        if any(not isinstance(a, Keyword) for a in abilities):
            raise Unread("with", "an animation granting a non-keyword ability")
        return Pred(
            lambda who: [
                Animate(
                    who,
                    power,
                    toughness,
                    colors,
                    tuple(subtypes),
                    types,
                    abilities,
                    keep,
                    still,
                )
            ]
        )
