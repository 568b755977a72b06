"""Writing back the eleventh session's token family (issue 12): tokens that are copies with
a count, "tapped [and attacking]" and exceptions (707.2, 707.9; ir/s11_tok.py), from the
values and the exceptions' words kept by transform_s11_tok.py (``EXC_VARIANT``)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    COLOR_NAMES,
    CreateRole,
    CreateTokenCopies,
    CreateTokenCopy,
    EachRef,
    NextCastCopy,
    WhenDiesThisTurn,
)
from mtgrules.cards.render.phrases import article, color_order, list_text, number_text

#: transform_s11_tok.EXC_VARIANT (kept apart: the renderer imports no transformer)
_EXC = "tc_exc:"
_FOR_EACH = "fe_copy:"


def token_copy_text(
    r: Any,
    e: CreateTokenCopy | CreateTokenCopies | CreateRole | NextCastCopy | WhenDiesThisTurn,
) -> str:
    """ "when you next cast an instant or sorcery spell this turn, copy that spell. ..." (603.7a);
     "create a token that's a copy of X" / "create two tapped tokens that are copies of X,
    except ..." (``r``: the Renderer, its ref_text, keyword_list and layout variants)."""
    if isinstance(e, WhenDiesThisTurn):  # 603.7a: the inner instructions, uncapitalized
        inner: str = r.chain(e.effects, e.joins, first_cap=False)
        return "when that creature dies this turn, " + inner[:-1]
    if isinstance(e, NextCastCopy):
        spell = article(r.filter_text(e.filter))
        copy = (
            "copy it and you may" if r.has("next_cast:copy it and") else "copy that spell. You may"
        )
        return f"when you next cast {spell} this turn, {copy} choose new targets for the copy"
    what = str(r.ref_text(e.what))
    if isinstance(e, CreateRole):  # 111.10j-q
        return f"create a {e.role} Role token attached to {what}"
    if isinstance(e, CreateTokenCopy):
        return "create a token that's a copy of " + what
    that = next((v[len(_FOR_EACH) :] for v in r.st.variants if v.startswith(_FOR_EACH)), None)
    if that is not None:  # "for each creature you control, create a token that's ..."
        ref = e.what
        group = "each of " + what
        if isinstance(ref, EachRef) and ref.filter is not None:
            group = f"each {r.filter_text(ref.filter)}"
        head = f"for {group}, create a {_state(e)}token that's a copy of {that}"
        wording = next((v[len(_EXC) :] for v in r.st.variants if v.startswith(_EXC)), None)
        return head if wording is None else head + _except_text(r, e, wording)
    state = _state(e)
    if r.has("tc_and_attacking"):  # "... and that's tapped and attacking" (508.4)
        return f"create a token that's a copy of {what} and that's tapped and attacking"
    if e.count == 1:
        head = f"create a {state}token that's a copy of {what}"
    else:
        head = f"create {number_text(e.count)} {state}tokens that are copies of {what}"
    wording = next((v[len(_EXC) :] for v in r.st.variants if v.startswith(_EXC)), None)
    if wording is None:
        return head
    return head + _except_text(r, e, wording)


def _state(e: CreateTokenCopies) -> str:
    return ("tapped and attacking " if e.attacking else "tapped ") if e.tapped else ""


def _colors(colors: frozenset[str]) -> str:
    return " and ".join(COLOR_NAMES[c] for c in color_order(colors))


def _kinds_text(e: CreateTokenCopies, marks: list[str], kinds: tuple[str, ...]) -> str:
    """ "it's a 1/1 black Zombie": the marks' words and values, in the marks' order."""
    words = [marks[0]]
    rest: list[str] = []
    for m in marks[2:]:
        if m == "pt" and e.pt is not None:
            rest.append(f"{e.pt[0]}/{e.pt[1]}")
        elif m == "colors":
            rest.append(_colors(e.colors if e.colors is not None else e.add_colors))
    rest += kinds
    if marks[1]:
        words.append(marks[1])
    return " ".join(words + rest)


_JOINS = {"and": " and ", ",": ", ", ", and": ", and "}


def _except_text(r: Any, e: CreateTokenCopies, wording: str) -> str:
    """The exceptions (707.9a), from the marks: the comma before "except" or "", then each
    exception's kind and words, with the joins between them."""
    marks = wording.split("|")
    out = marks[0] + " except "
    for part in marks[1:]:
        kind, _, how = part.partition("=")
        if not how:
            out += _JOINS[kind]
        elif kind == "nonlegendary":
            out += f"{how} legendary"
        elif kind == "pt" and e.pt is not None:
            out += f"{how} {e.pt[0]}/{e.pt[1]}"
        elif kind == "add":
            words = how.split("~")
            kinds = e.add_subtypes + e.add_types
            out += _kinds_text(e, words[:-1], kinds) + " in addition to " + words[-1]
        elif kind == "set":
            out += _kinds_text(e, how.split("~"), e.subtypes or ())
        elif kind == "abilities":
            out += f"{how} {list_text(r.with_list(e.add_abilities))}"
        else:
            raise ValueError(f"can't render the exception {part!r}")
    return out
