"""Tokens, a token's quoted abilities and library searches written back as Oracle text
(EffectsRenderer.imperative hands CreateToken and SearchLibrary here; 111.1, 701.23)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    COLOR_NAMES,
    CreateToken,
    Filter,
    Keyword,
    SearchLibrary,
    WhereX,
)
from mtgrules.cards.render.amounts import is_measure
from mtgrules.cards.render.phrases import (
    _not_other,
    article,
    cap,
    color_order,
    list_text,
    number_text,
    plain_amount,
)
from mtgrules.cards.render.search_named import name_case  # h-flash
from mtgrules.cards.render.zones import ZonesRenderer


class TokensRenderer(ZonesRenderer):
    """Writes "create ..." tokens and "search your library for ..." (and a count of a noun
    phrase, "another creature", "two target lands")."""

    def count_np(self, count: Any, f: Filter) -> str:
        if count == 1 and f.other:
            return "another " + self.filter_text(_not_other(f))
        if count == 1:
            return article(self.filter_text(f))
        return f"{number_text(count)} {self.filter_text(f, plural=True)}"

    def token(self, e: CreateToken) -> str:
        if is_measure(e.count):  # "a number of 1/1 ... tokens equal to ..." (107.1)
            body = self.token(replace(e, count=2))
            return (
                "a number of "
                + body.removeprefix("two ")
                + " equal to "
                + self.measure_text(e.count)
            )
        # "a ... token for each Forest you control": the number before "for each" (ForEach)
        e = replace(e, count=plain_amount(e.count))
        count = "a" if e.count == 1 else number_text(e.count)
        noun = "token" if e.count == 1 else "tokens"
        tapped = "tapped " if e.tapped and not e.attacking else ""  # h-costs
        if not (e.power or e.toughness or e.pt_x) and e.types and e.types[0] != "creature":
            text = f"{count} {tapped}{' '.join(e.subtypes)} {noun}"
            return text if e.count != 1 else article(f"{tapped}{' '.join(e.subtypes)} {noun}")
        colors = (
            list_text([COLOR_NAMES[c] for c in color_order(e.colors)]) if e.colors else "colorless"
        )
        pt = "X/X" if e.pt_x is not None else f"{e.power}/{e.toughness}"  # h-amount: 107.3
        parts = [*e.supertypes, pt, colors, *e.subtypes, *e.types, noun]
        text = " ".join(parts)
        text = article(tapped + text) if e.count == 1 else f"{count} {tapped}{text}"
        if e.count == 1 and e.pt_x is not None and not tapped:
            text = "an " + text.removeprefix("a ")  # h-amount: "an X/X ... token"
        text += self.token_abilities(e)
        if e.blocking is not None:
            text += " that's blocking " + self.ref_text(e.blocking)
        if e.attacking:  # 508.4
            text += (
                " that's tapped and attacking" if e.count == 1 else " that are tapped and attacking"
            )
        if e.name:  # 111.4: "Marit Lage, a legendary 20/20 black Avatar creature token"
            text = f"{e.name}, {text}"
        return text

    # --- a token's quoted abilities (111.1; transform_tokens.py) ---------------------------

    def quoted(self, abilities: Sequence[Any]) -> str:
        raise NotImplementedError  # render/abilities.Renderer

    def with_list(self, abilities: Sequence[Any]) -> list[str]:
        """ "flying", "haste", then each quoted ability (h-misc: an animation's, 613.1f)."""
        kws = [a for a in abilities if isinstance(a, Keyword)]
        quotes = [self.quoted([a]) for a in abilities if not isinstance(a, Keyword)]
        return [*self.keyword_texts(kws), *quotes]

    def token_abilities(self, e: CreateToken) -> str:
        kws = [a for a in e.abilities if isinstance(a, Keyword)]
        others = [a for a in e.abilities if not isinstance(a, Keyword)]
        text = ""
        quotes = [self.quoted([a]) for a in others]
        has = [v for v in ("it has", "they have", "they each have") if self.has("token_has:" + v)]
        if quotes and has:
            if kws:
                text += " with " + self.keyword_list(kws)
            return text + f". {cap(has[0])} " + " and ".join(quotes)
        if kws or quotes:
            text += " with " + list_text([*self.keyword_texts(kws), *quotes])
        return text

    def search(self, e: SearchLibrary) -> str:
        if e.who is not None:  # h-zones: "Its controller may search their library" (701.23a)
            return self.search_other(e)
        if e.library_of is not None:  # h-zones: "Search target opponent's library ..."
            return self.search_their(e)
        if e.graveyard_too:  # h-flash: 701.23, "library and/or graveyard" (planeswalker decks)
            join = "then" if self.has("search_named:then") else "and"
            verb = "searched" if self.has("search_named:searched") else "search"
            return (
                f"search your library and/or graveyard for a card named {name_case(e.named)}, "
                f"reveal it, {join} put it into your hand. "
                f"If you {verb} your library this way, shuffle"
            )
        many = e.count if isinstance(e.count, int) else 2  # h-amount: "up to X" (WhereX)
        what = ("up to " if e.up_to else "") + self.count_np(e.count, e.filter)
        if e.any_number:  # 701.23b
            what = "any number of " + self.filter_text(e.filter, plural=True)
        if e.named == "~":  # h-zones: "a card named Avarax", this card's own name (201.5)
            what += " named " + self.card_name
        what = self.subtype_choice(what)  # h-zones: "an Aura or Equipment card" (render/zones)
        if isinstance(e.count, WhereX):  # h-amount: 107.3c
            what += ", where X is " + self.measure_text(e.count.value)
        pron = "that card" if self.has("search:that card") else "it"
        if many > 1:
            pron = "those cards" if self.has("search:those cards") else "them"
        dest = {"hand": "into your hand", "graveyard": "into your graveyard"}.get(
            e.destination, "onto the battlefield"
        )
        if e.tapped:
            dest += " tapped"
        text = f"search your library for {what}, "
        if e.reveal and many > 1:
            rpron = "those cards" if self.has("search_reveal:those cards") else "them"
            text += f"reveal {rpron}, "
        elif e.reveal:
            rpron = "that card" if self.has("search_reveal:that card") else "it"
            text += f"reveal {rpron}, "
        return text + f"put {pron} {dest}, then shuffle"
