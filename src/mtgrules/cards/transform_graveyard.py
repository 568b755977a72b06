"""Transformer rules for abilities that work from the graveyard (113.6m), the ``h-gy`` block
of grammar.lark: "Return this card from your graveyard to your hand." The engine side is
rules/graveyard_abilities.py."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import ReturnToHand, SelfRef


class GraveyardMixin:
    """ "return this card from your graveyard to your hand" (``ReturnToHand`` with
    ``from_graveyard``: the card is looked for in its owner's graveyard)."""

    def e_return_self_gy_hand(self, c: list[Any]) -> Any:
        return ReturnToHand(SelfRef(), from_graveyard=True)
