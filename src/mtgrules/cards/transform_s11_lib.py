"""s11 h-lib: choosing, the top cards of a library, and cost changes."""

from __future__ import annotations

from typing import Any, cast

from mtgrules.cards.ir import Keyword, PutInLibraryAt, Ref
from mtgrules.cards.transform_effects import Chain
from mtgrules.cards.transform_nouns import NP, _spec_of


class S11LibMixin:
    """Transformer methods for the s11 h-lib family of phrasings."""

    def kw_affinity_np(self, c: list[Any]) -> Keyword:
        # 702.41a: "Affinity for [text]" counts the permanents of [text] you control; [text]
        # is any plural noun phrase ("Cats", "historic permanents")
        np: NP = c[0]
        return Keyword("affinity", filter=np.filter)

    # --- 608.2d, 401.4: "Target creature's owner puts it on their choice of the top or
    # bottom of their library." ----------------------------------------------------------

    def s11_poss_head(self, c: list[Any]) -> dict[str, Any]:
        names = [str(t).removesuffix("'s") for t in c if str(t) != "or"]
        if names == ["permanent"]:
            return {"noun": "permanent"}
        if names == ["spell"]:
            return {"noun": "spell"}
        me = cast(Any, self)
        return cast(dict[str, Any], me._head([me._types(names)]))

    def s11_owner_poss(self, c: list[Any]) -> Ref:
        me = cast(Any, self)
        np: NP = me._np(c, False)
        me.ctx.variants.add("s11_owner:poss")
        return cast(Ref, me._target(_spec_of(np)))

    def s11_owner_of(self, c: list[Any]) -> Ref:
        cast(Any, self).ctx.variants.add("s11_owner:of")
        return cast(Ref, c[0])

    def s11_owner_its(self, c: list[Any]) -> Ref:
        me = cast(Any, self)
        me.ctx.variants.add("s11_owner:its")
        return cast(Ref, me.ref_it([]))

    def s11_owner_top_bottom(self, c: list[Any]) -> Chain:
        return Chain([PutInLibraryAt(c[0], owner_chooses=True)])
