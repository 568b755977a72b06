"""Transformer rules for the h-misc animation block of grammar.lark (issue 12): "becomes a
3/3 Elemental creature with haste" (ir.Animate; 205.1a-b, 613.1d, 613.4b) and the sentence
"It's still a land." folded into the Animate before it. Rendered back by
``render/animate.py`` and carried out by ``rules/effects_animate.py``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Tree

from mtgrules.cards.ir import (
    Animate,
    ControlsCommander,
    Keyword,
    ObjectIs,
    SelfRef,
    StaticAbility,
    XAmount,
)
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


@dataclass(frozen=True, slots=True)
class ModalMark:
    """A word of "If ..., [you may] choose both instead" (700.2; h-misc): ``kind`` "upgrade"
    (``words`` "both" / "two" / "one or more"), "may" or "as_cast"."""

    kind: str
    words: str = ""


class AnimateMixin:
    """``p_animate`` (a predicate of any subject) and the "It's still a land." sentence."""

    def anim_colors(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(str(x) for x in c)

    def anim_types(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(str(t) for t in c)

    def anim_with(self, c: list[Any]) -> tuple[Any, ...]:
        if isinstance(c[0], tuple) and c[0][0] == "quoted":  # 113.2: with "ABILITY"
            return ("quoted", c[0][1])
        return ("with", *c[0])

    def anim_all_types(self, c: list[Any]) -> tuple[Any, ...]:
        return ("with", "all creature types")

    def anim_kw_all_types(self, c: list[Any]) -> tuple[Any, ...]:
        return ("with", *c[0], "all creature types")

    def anim_base(self, c: list[Any]) -> tuple[Any, ...]:
        return ("base", c[0])

    def still_what(self, c: list[Any]) -> str:
        return " ".join([*(str(x) for x in c if not isinstance(x, Token)), "land"])

    def anim_still(self, c: list[Any]) -> tuple[str, str]:
        return (STILL_CLAUSE, str(c[-1]))

    def anim_in_addition(self, c: list[Any]) -> tuple[str, str]:
        return (IN_ADDITION, "")

    def still_sentence(self, c: list[Any]) -> StillSentence:
        return StillSentence(str(c[-1]))

    def a_type_word(self, c: list[Any]) -> str:
        return f"{c[0]} {c[1]}"

    def cond_self_is_type(self, c: list[Any]) -> ObjectIs:
        if not isinstance(c[0], SelfRef):
            raise Unread("is", "a condition on another object")
        return ObjectIs(str(c[-1]), SelfRef())  # 603.4: "if this permanent is an enchantment"

    def cond_self_isnt_type(self, c: list[Any]) -> ObjectIs:
        if not isinstance(c[0], SelfRef):
            raise Unread("isn't", "a condition on another object")
        return ObjectIs(f"isn't {c[-1]}", SelfRef())

    # --- 700.2: "If ..., you may choose both instead" ------------------------------------

    def modal_as_cast(self, c: list[Any]) -> ModalMark:
        return ModalMark("as_cast")  # 601.2b: the condition as the spell is cast

    def modal_may(self, c: list[Any]) -> ModalMark:
        return ModalMark("may")

    def modal_upgrade(self, c: list[Any]) -> ModalMark:
        return ModalMark("upgrade", " ".join(str(t) for t in c))

    def cond_commander(self, c: list[Any]) -> ControlsCommander:
        return ControlsCommander()  # 903.3d

    def sp_animate(self, c: list[Any]) -> Any:
        """A static "is a [colors] [creature types] [creature] with base power and toughness
        N/N [in addition to its other types]" (205.1a-b, 613.1d-e, 613.4b): the Animate of
        "becomes", lasting as long as the ability applies (rules/static_animate.py). Without
        a card type it sets only the creature types (205.1a)."""
        made = self.p_animate(c).make(SelfRef())[0]
        typed = any(isinstance(x, tuple) and x and x[-1] == "creature" for x in c)
        lasts = self._static_lasts  # type: ignore[attr-defined]
        return lambda who: StaticAbility(
            replace(made, what=who, types=made.types if typed else (), duration=lasts(who))
        )

    def p_animate(self, c: list[Any]) -> Pred:
        power = toughness = None
        colors: tuple[str, ...] = ()
        subtypes: list[str] = []
        types: tuple[str, ...] = ("creature",)
        abilities: tuple[Keyword, ...] = ()
        keep: str | None = None
        still = ""
        all_types = base = False
        amount: XAmount | None = None
        for x in c:
            if isinstance(x, Token) and x.type == "PT":
                if str(x) == "x/x":  # 107.3: X, counted as it resolves
                    amount = XAmount()
                    continue
                if "x" in str(x):
                    raise Unread(str(x), "an X power and toughness")
                power, toughness = _pt(x)
            elif isinstance(x, Tree) and x.data == "anim_verb":
                continue
            elif isinstance(x, tuple) and x and x[0] == "with":
                abilities = tuple(a for a in x[1:] if a != "all creature types")
                all_types = "all creature types" in x
            elif isinstance(x, tuple) and x and x[0] == "quoted":
                abilities = tuple(x[1])
            elif isinstance(x, tuple) and x and x[0] == "base":
                base = True
                power, toughness = _pt(x[1])
            elif isinstance(x, tuple) and len(x) == 2 and x[0] in (STILL_CLAUSE, IN_ADDITION):
                keep, still = x
            elif isinstance(x, tuple) and x and x[-1] == "creature":
                types = x
            elif isinstance(x, tuple):
                colors = x
            elif isinstance(x, str) and not isinstance(x, Token):
                subtypes.append(x)
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
                    all_creature_types=all_types,
                    base_words=base,
                    amount=amount,
                )
            ]
        )
