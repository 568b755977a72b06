"""h-flash (issue 12): "You may cast this spell as though it had flash." (601.3b, 702.8a;
ir/cast_flash.py, carried out by rules/cast_flash.py), also with a condition before or
after it."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import CastAsThoughFlash


class CastFlashMixin:
    def s_cast_as_flash(self, c: list[Any]) -> CastAsThoughFlash:
        return CastAsThoughFlash()

    def s_cast_as_flash_if(self, c: list[Any]) -> CastAsThoughFlash:
        return CastAsThoughFlash(c[0], "if")

    def s_cast_as_flash_if_first(self, c: list[Any]) -> CastAsThoughFlash:
        return CastAsThoughFlash(c[0], "if first")

    def s_cast_as_flash_pay(self, c: list[Any]) -> CastAsThoughFlash:
        return CastAsThoughFlash(extra_mana=str(c[0]))  # 601.2f

    def s_cast_as_flash_while(self, c: list[Any]) -> CastAsThoughFlash:
        return CastAsThoughFlash(c[0], "as long as")
