"""Transformer methods for a token's quoted abilities (111.1-111.4, 113.2).

"Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add
{C}."": the quoted text is an ability of the token; it is read again, as a line of its own,
by the same grammar (``parser.py`` registers the reader with :func:`set_quoted_reader`, so
that this module needn't import the parser), and given to the token the effect creates.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from mtgrules.cards.ir import CreateToken, Keyword, Populate
from mtgrules.cards.transform_nouns import Context, Unread

__all__ = ["TokenHas", "TokensMixin", "add_token_abilities", "set_quoted_reader"]

#: parser.py's reader of a quoted ability (lowercased text, without the quotes)
_READER: list[Callable[[str], tuple[Any, ...]]] = []


def set_quoted_reader(reader: Callable[[str], tuple[Any, ...]]) -> None:
    """Register the function that reads a quoted ability's text (parser.py, at import)."""
    _READER[:] = [reader]


@dataclass(frozen=True, slots=True)
class TokenHas:
    """ "It has "..."." / "They have "..."": abilities of the tokens the sentence before
    created (111.1)."""

    abilities: tuple[Any, ...]
    words: str  # "it has" | "they have" | "they each have"


def read_quoted(tok: Token) -> tuple[Any, ...]:
    """The abilities of one quoted text (113.2: an object may have several abilities)."""
    text = str(tok)[1:-1]
    if "~" in text:
        # the card's own name inside a token's ability names the card, not the token
        raise Unread(text, "a token's ability that names the card")
    if not _READER:  # pragma: no cover - parser.py registers it at import
        raise Unread(text, "no reader for quoted abilities")
    return _READER[0](text)


def add_token_abilities(effects: list[Any], has: TokenHas) -> None:
    """Give ``has``'s abilities to the CreateToken just before (111.1: "It has ...")."""
    if not effects or not isinstance(effects[-1], CreateToken):
        raise Unread(has.words, "the abilities of something other than a token just created")
    last: CreateToken = effects[-1]
    if has.words == "it has" and last.count != 1:
        raise Unread(has.words, "'it has' after more than one token")
    effects[-1] = replace(last, abilities=last.abilities + has.abilities)


class TokensMixin:
    """The token rules of grammar.lark's quoted-abilities block."""

    ctx: Context

    def token_quoted(self, c: list[Any]) -> tuple[str, tuple[Any, ...]]:
        out: tuple[Any, ...] = ()
        for tok in c:
            out += read_quoted(tok)
        return ("quoted", out)

    def token_quoted_kw(self, c: list[Any]) -> tuple[str, tuple[Any, ...]]:
        kws: list[Keyword] = c[0]
        return ("quoted", (*kws, *read_quoted(c[1])))

    def _token_has(self, c: list[Any], words: str) -> TokenHas:
        out: tuple[Any, ...] = ()
        for tok in c:
            out += read_quoted(tok)
        self.ctx.variants.add("token_has:" + words)
        return TokenHas(out, words)

    def token_it_has(self, c: list[Any]) -> TokenHas:
        return self._token_has(c, "it has")

    def token_they_have(self, c: list[Any]) -> TokenHas:
        return self._token_has(c, "they have")

    def token_they_each_have(self, c: list[Any]) -> TokenHas:
        return self._token_has(c, "they each have")

    # --- 701.36: populate -----------------------------------------------------------------

    def e_populate(self, c: list[Any]) -> Populate:
        self.ctx.antecedent = "created token"  # "it" would be the token created
        return Populate()
