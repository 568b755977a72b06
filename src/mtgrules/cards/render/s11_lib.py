"""s11 h-lib: rendering the family of choosing, library tops and cost changes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import CostChange, Filter, PutInLibraryAt, RevealPiles, TurnCostReduction
from mtgrules.cards.render.phrases import number_text


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


def pair_cost_reduction_text(r: Any, mana: str) -> str | None:
    """ "Kithkin spells and Soldier spells you cast cost {1} less to cast" / "Aura and
    Equipment spells you cast ..." (601.2f): the two kinds in the text's order; None when
    the line didn't name its spells so."""
    found = next(iter(r.variant("s11_pair:")), None)
    if found is None:
        return None
    form, kinds = found.split(":", 1)
    names = [_COLOR_WORDS.get(k, k) for k in kinds.split(",")]
    if form == "short":
        return f"{names[0]} and {names[1]} spells you cast cost {mana} less to cast"
    return f"{names[0]} spells and {names[1]} spells you cast cost {mana} less to cast"


_COLOR_WORDS = {v: k for k, v in words.COLOR_LETTERS.items()}


def nth_spell_cost_text(e: CostChange, way: str) -> str:
    """ "the second spell you cast each turn costs {1} less to cast" (601.2f, 601.2i)."""
    kind = NTH_KINDS[nth_kind(e.filter) or ""]
    nth = {1: "first", 2: "second"}[e.nth]
    return f"the {nth} {kind}spell you cast each turn costs {e.mana} {way} to cast"


#: the spells "the first [kind] spell you cast each turn" can name, by the kind of history
#: that counts them (rules/history.py; 601.2i); "" a kind not among these
NTH_KINDS = {
    "spells": "",
    "creature": "creature ",
    "noncreature": "noncreature ",
    "instant or sorcery": "instant or sorcery ",
}


def nth_kind(f: Filter) -> str | None:
    """Which of ``NTH_KINDS`` a spell filter is, or None."""
    plain = Filter(zone=f.zone, controller=f.controller)
    if f == plain:
        return "spells"
    if f == replace(plain, types=frozenset({"creature"})):
        return "creature"
    if f == replace(plain, non_types=frozenset({"creature"})):
        return "noncreature"
    if f == replace(plain, types=frozenset({"instant", "sorcery"})):
        return "instant or sorcery"
    return None


def turn_cost_text(r: Any, e: TurnCostReduction) -> str:
    """ "artifact spells you cast this turn cost {1} less to cast" / "the next spell you cast
    this turn costs {1} less to cast[, where X is ... as this ability resolves]" (601.2f)."""
    if not e.next_only:
        spells = r.filter_text(e.filter, plural=True)
        return f"{spells} you cast this turn cost {e.mana} less to cast"
    kind = NTH_KINDS[nth_kind(e.filter) or ""]
    text = f"the next {kind}spell you cast this turn costs {e.mana} less to cast"
    if e.amount is not None:
        text += f", where X is {r.measure_text(e.amount)} as this ability resolves"
    return text


def piles_text(e: RevealPiles) -> str:
    """Fact or Fiction's / Steam Augury's sentences (701.20a, 608.2d)."""
    top = f"reveal the top {number_text(e.count)} cards of your library"
    rest = "into your hand and the other into your graveyard"
    if e.you_separate:
        return (
            f"{top} and separate them into two piles. An opponent chooses one of those piles. "
            f"Put that pile {rest}"
        )
    return f"{top}. An opponent separates those cards into two piles. Put one pile {rest}"


#: the effects of ir/s11_lib.py, written by :func:`s11_effect_text`
S11_EFFECTS = (TurnCostReduction, RevealPiles)


def s11_effect_text(r: Any, e: Any) -> str:
    """The sentence of one of ``S11_EFFECTS`` (render/effects.py's imperative)."""
    if isinstance(e, RevealPiles):
        return piles_text(e)
    return turn_cost_text(r, e)


def owner_shuffles_text(r: Any, what: str) -> str:
    """ "its owner shuffles it into their library" (701.24a), the subject as written;
    ``what``: the object's words."""
    tail = "shuffles it into their library"
    if r.has("s11_owner:its"):
        return f"its owner {tail}"
    if r.has("s11_owner:of"):
        return f"the owner of {what} {tail}"
    return f"{what}'s owner {tail}"
