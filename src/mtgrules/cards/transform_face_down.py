"""Face-down permanents (issue 12, h-face): the trigger "When this creature is turned face
up" (702.37e, 708.8: TriggerEvent.TURNED_FACE_UP; rules/face_down.py fires it), and
manifest, manifest dread and cloak (701.40a, 701.62a, 701.58a: ir.Manifest)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    EachRef,
    Manifest,
    SelfRef,
    Trigger,
    TriggerEvent,
    TriggerObjectRef,
    TurnFaceUpEffect,
)
from mtgrules.cards.transform_nouns import CREATED_TOKEN, Context


class FaceDownMixin:
    ctx: Context

    def t_self_turned_face_up(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.TURNED_FACE_UP, SelfRef())

    def t_turned_face_up(self, c: list[Any]) -> Trigger:
        # "Whenever a permanent you control is turned face up": "it" is that permanent
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        return Trigger(TriggerEvent.TURNED_FACE_UP, EachRef(c[1].filter))

    def e_manifest_top(self, c: list[Any]) -> Manifest:
        return self._manifested(Manifest())  # 701.40a

    def e_manifest_dread(self, c: list[Any]) -> Manifest:
        return self._manifested(Manifest(dread=True))  # 701.62a

    def e_cloak_top(self, c: list[Any]) -> Manifest:
        return self._manifested(Manifest(cloak=True))  # 701.58a

    def _manifested(self, e: Manifest) -> Manifest:
        # s9 rt: "then attach this Equipment to that creature / to it": the permanent just
        # put onto the battlefield face down (701.40a, 608.2c; ir.CreatedRef, ctx.created)
        self.ctx.antecedent = CREATED_TOKEN
        self.ctx.created_count = 1
        return e

    def pre_face_down(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "face_down", True)  # 708.2

    def pre_face_up(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "face_down", False)

    def e_turn_face_up(self, c: list[Any]) -> TurnFaceUpEffect:
        return TurnFaceUpEffect(c[0])  # 708.8
