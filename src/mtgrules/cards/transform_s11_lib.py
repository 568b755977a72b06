"""s11 h-lib: choosing, the top cards of a library, and cost changes."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import Keyword
from mtgrules.cards.transform_nouns import NP


class S11LibMixin:
    """Transformer methods for the s11 h-lib family of phrasings."""

    def kw_affinity_np(self, c: list[Any]) -> Keyword:
        # 702.41a: "Affinity for [text]" counts the permanents of [text] you control; [text]
        # is any plural noun phrase ("Cats", "historic permanents")
        np: NP = c[0]
        return Keyword("affinity", filter=np.filter)
