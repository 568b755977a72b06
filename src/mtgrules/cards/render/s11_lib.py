"""s11 h-lib: rendering the family of choosing, library tops and cost changes."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import PutInLibraryAt


def owner_top_bottom_text(r: Any, e: PutInLibraryAt) -> str:
    """ "Target creature's owner puts it on their choice of the top or bottom of their
    library." (608.2d: the owner chooses); the subject as the text wrote it."""
    tail = "puts it on their choice of the top or bottom of their library"
    if r.has("s11_owner:its"):
        r.ref_text(e.what)  # the pronoun's antecedent is mentioned again
        return f"its owner {tail}"
    what = r.ref_text(e.what)
    if r.has("s11_owner:of"):
        return f"the owner of {what} {tail}"
    return f"{what}'s owner {tail}"
