"""'If you don't, ...' (608.2c): issue 12, h-look. Carried out by
``rules/effects_library.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.effects import IfYouDo


@dataclass(frozen=True, slots=True)
class IfYouDont(IfYouDo):
    """ "If you don't, EFFECTS": done only if the preceding optional instruction wasn't
    carried out (608.2c). An ``IfYouDo`` for the rules that look inside it (support, the
    result of the instruction before it kept for it); its own executor reverses the test."""
