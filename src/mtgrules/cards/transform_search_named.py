"""h-flash (issue 12): "Search your library and/or graveyard for a card named X, reveal it,
and put it into your hand. If you search your library this way, shuffle." (701.23, 701.20a;
the planeswalker-deck cards). The name is one CARD_NAMED token of the lowercased line; the
renderer writes it back in title case (cards/render/effects.py), so a name the round trip
can't restore ("TARDIS") is refused by the gate."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.ir import Filter, SearchLibrary
from mtgrules.cards.transform_nouns import Context


class SearchNamedMixin:
    ctx: Context

    def e_search_named(self, c: list[Any]) -> SearchLibrary:
        token = next(t for t in c if isinstance(t, Token) and t.type == "CARD_NAMED")
        name = str(token)[len("named ") :]
        if "then" in c:  # Sun-Blessed Mount: "reveal it, then put it into your hand"
            self.ctx.variants.add("search_named:then")
        if "searched" in c:  # Sun-Blessed Mount: "If you searched your library this way"
            self.ctx.variants.add("search_named:searched")
        # 701.23: a search of the library and the graveyard; the card has the stated name
        return SearchLibrary(
            Filter(zone="library"), "hand", reveal=True, named=name, graveyard_too=True
        )

    def search_named_join(self, c: list[Any]) -> str:
        return str(c[0])

    def search_named_if(self, c: list[Any]) -> str:
        return str(c[0])
