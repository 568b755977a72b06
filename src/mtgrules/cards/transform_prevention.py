"""Transformer rules for static prevention (615.1a, the block of grammar.lark after
"static prevention"): "Prevent all [combat] damage that would be dealt to / by / to and by
WHAT [by SOURCES]." Values in ``ir/prevention.py``; written back by ``render/prevention.py``.
Also the additional land plays of 305.2 (``ir/lands.py``)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import (
    AdditionalLands,
    AttachedRef,
    EachRef,
    PlayAdditionalLands,
    SelfRef,
    StaticAbility,
    StaticPrevention,
    YouRef,
)
from mtgrules.cards.transform_effects import Chain
from mtgrules.cards.transform_nouns import NP


class PreventionMixin:
    """615.1a: "Prevent all damage that would be dealt to this creature." and its kin."""

    def pw_self(self, c: list[Any]) -> Any:
        return SelfRef()

    def pw_you(self, c: list[Any]) -> Any:
        return YouRef()

    def pw_enchanted(self, c: list[Any]) -> Any:
        return AttachedRef("enchanted")

    def pw_equipped(self, c: list[Any]) -> Any:
        return AttachedRef("equipped")

    def pw_group(self, c: list[Any]) -> Any:
        np: NP = c[0]
        return EachRef(np.filter)

    def prevent_combat(self, c: list[Any]) -> str:
        return str(c[0])  # "combat" or "noncombat" (s9 h-other)

    def prevent_sources(self, c: list[Any]) -> Any:
        np: NP = c[0]
        return np.filter

    @staticmethod
    def _parts(c: list[Any]) -> tuple[bool, list[Any]]:
        combat = "combat" in c
        return combat, [x for x in c if x not in ("combat", "noncombat")]

    def s_prevent_static_to(self, c: list[Any]) -> Any:
        combat, rest = self._parts(c)
        who = rest[0]
        sources = rest[1] if len(rest) > 1 else None
        non = "noncombat" in c  # s9 h-other: "Prevent all noncombat damage ..."
        return StaticAbility(
            StaticPrevention(to=who, sources=sources, combat_only=combat, noncombat_only=non)
        )

    def s_prevent_static_by(self, c: list[Any]) -> Any:
        combat, rest = self._parts(c)
        non = "noncombat" in c
        return StaticAbility(StaticPrevention(by=rest[0], combat_only=combat, noncombat_only=non))

    def s_prevent_static_to_by(self, c: list[Any]) -> Any:
        combat, rest = self._parts(c)
        non = "noncombat" in c
        return StaticAbility(
            StaticPrevention(to=rest[0], by=rest[0], combat_only=combat, noncombat_only=non)
        )


class LandsMixin:
    """305.2: "You may play an additional land on each of your turns / this turn."."""

    def extra_land_one(self, c: list[Any]) -> int:
        return 1

    def extra_land_n(self, c: list[Any]) -> int:
        return c[0] if isinstance(c[0], int) else int(words.NUMBER_WORDS[str(c[0])])

    def s_additional_lands(self, c: list[Any]) -> Any:
        return AdditionalLands(c[0])

    def additional_lands_this_turn(self, c: list[Any]) -> Any:
        return Chain([PlayAdditionalLands(c[0])])
