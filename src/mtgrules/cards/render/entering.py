"""Oracle text of the replacement effects that modify how permanents enter (614.1d) and of
counters and token replacements (614.16): the inverse of transform_entering.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from mtgrules.cards.ir import (
    CountersReplacement,
    EnterAsCopyOfThis,
    EntersWithAdditional,
    EnterTapped,
    Filter,
    TokensReplacement,
)
from mtgrules.cards.render.phrases import article

EnteringEffect = (
    EnterTapped | EnterAsCopyOfThis | EntersWithAdditional | CountersReplacement | TokensReplacement
)


class _Filters(Protocol):
    def filter_text(self, f: Filter, plural: bool = ...) -> str: ...


def entering_text(r: _Filters, e: EnteringEffect, me: str) -> str:
    """The sentence (without its capital and period); ``me``: how the card names itself."""
    if isinstance(e, EnterTapped):
        return f"{r.filter_text(e.filter, plural=True)} enter tapped"
    if isinstance(e, EntersWithAdditional):
        who = ("other " if e.filter.other else "") + r.filter_text(replace(e.filter, other=False))
        return f"each {who} enters with an additional {e.counter} counter on it"
    if isinstance(e, EnterAsCopyOfThis):
        return f"{r.filter_text(e.filter, plural=True)} enter as a copy of {me}"
    if isinstance(e, CountersReplacement):
        on = (
            "another " + r.filter_text(replace(e.filter, other=False))
            if e.filter.other
            else article(r.filter_text(e.filter))
        )
        if e.by_effect:
            return (
                f"if an effect would put one or more counters on {on}, it puts twice that many "
                f"of those counters on {e.pronoun} instead"
            )
        kind = f"{e.counter} counters" if e.counter else "counters"
        more = "twice that many" if e.result == "twice" else "that many plus one"
        what = f"{more} of each of those kinds of counters"
        if e.counter:
            what = f"{more} {e.counter} counters"
        return f"if one or more {kind} would be put on {on}, {what} are put on {e.pronoun} instead"
    kinds = " ".join((*e.types, "tokens"))
    yours = " under your control" if e.yours else ""
    factor = "twice" if e.factor == 2 else "three times"
    if e.by_effect:
        return (
            f"if an effect would create one or more {kinds}{yours}, it creates {factor} that "
            "many of those tokens instead"
        )
    return (
        f"if one or more {kinds} would be created{yours}, {factor} that many of those tokens "
        "are created instead"
    )
