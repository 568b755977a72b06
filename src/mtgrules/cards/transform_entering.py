"""Transformer rules for how other permanents enter (614.1d) and for counters and token
replacements (614.16): the ``entering_sentence`` block of grammar.lark."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    CountersReplacement,
    EnterAsCopyOfThis,
    EntersWithAdditional,
    EnterTapped,
    Filter,
    Replacement,
    StaticAbility,
    TokensReplacement,
)
from mtgrules.cards.transform_nouns import NP, Unread


class EnteringMixin:
    """``s_*`` rules of the entering block; each returns a StaticAbility (604, 614)."""

    def s_others_enter_tapped(self, c: list[Any]) -> Any:
        np: NP = c[0]  # "Creatures your opponents control enter tapped." (614.1d)
        return StaticAbility(EnterTapped(np.filter))

    def s_enters_x_counters(self, c: list[Any]) -> Any:
        # "This creature enters with X +1/+1 counters on it." (614.1c; X: 107.3m)
        return StaticAbility(Replacement("enters_with_x_counters", counter=str(c[-1])))

    def s_others_enter_as_copy(self, c: list[Any]) -> Any:
        np: NP = c[0]  # Essence of the Wild (614.1d, 616.1c)
        return StaticAbility(EnterAsCopyOfThis(np.filter))

    def aw_each(self, c: list[Any]) -> Filter:
        np: NP = c[0]
        return np.filter

    def aw_other(self, c: list[Any]) -> Filter:
        np: NP = c[0]
        return replace(np.filter, other=True)

    def s_enters_with_additional(self, c: list[Any]) -> Any:
        # "Each other Warrior creature you control enters with an additional +1/+1 counter
        # on it." (614.1d)
        return StaticAbility(EntersWithAdditional(c[0], str(c[1])))

    # --- counters (614.1a, 614.16) -------------------------------------------------------

    def ck_kind(self, c: list[Any]) -> str | None:
        return str(c[0])

    def ck_any(self, c: list[Any]) -> str | None:
        return None

    def cr_plus_one(self, c: list[Any]) -> tuple[str, str | None]:
        return ("plus_one", str(c[0]))

    def cr_twice(self, c: list[Any]) -> tuple[str, str | None]:
        return ("twice", str(c[0]))

    def cr_plus_one_each(self, c: list[Any]) -> tuple[str, str | None]:
        return ("plus_one", None)

    def cr_twice_each(self, c: list[Any]) -> tuple[str, str | None]:
        return ("twice", None)

    def counters_on(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    def s_counters_replacement(self, c: list[Any]) -> Any:
        kind, np, (result, again), on = c[0], c[1], c[2], c[3]
        if kind != again:
            # "+1/+1 counters ... that many plus one -1/-1 counters" isn't a printed form
            raise Unread("a counters replacement of another kind of counter")
        return StaticAbility(CountersReplacement(np.filter, kind, result, pronoun=on))

    def s_counters_doubled(self, c: list[Any]) -> Any:
        np, on = c[0], c[1]  # Doubling Season (614.16)
        return StaticAbility(CountersReplacement(np.filter, None, "twice", True, on))

    # --- tokens (614.16) -----------------------------------------------------------------

    def tk_any(self, c: list[Any]) -> tuple[str, ...]:
        return ()

    def tk_type(self, c: list[Any]) -> tuple[str, ...]:
        return (str(c[0]),)

    def tokens_yours(self, c: list[Any]) -> bool:
        return True

    def tokens_factor(self, c: list[Any]) -> int:
        return 2 if str(c[0]) == "twice" else 3

    def _tokens(self, c: list[Any], by_effect: bool) -> Any:
        types: tuple[str, ...] = c[0]
        yours = any(x is True for x in c[1:-1])
        return StaticAbility(TokensReplacement(c[-1], yours, by_effect, types))

    def s_tokens_by_effect(self, c: list[Any]) -> Any:
        return self._tokens(c, True)

    def s_tokens_created(self, c: list[Any]) -> Any:
        return self._tokens(c, False)
