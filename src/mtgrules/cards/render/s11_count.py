"""The s11 h-count phrases written back as Oracle text (the inverse of
transform_s11_count.py): endure (701.63a) and the Phantom creatures' prevention (615.1a)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    AddCountersChoice,
    AddCountersMany,
    AddCountersPair,
    Blight,
    CounterPrevention,
    DividedCounters,
    Endure,
)
from mtgrules.cards.render.phrases import article, list_text, number_text, plain_amount, verb

__all__ = [
    "S11_EFFECTS",
    "S11_PREDICATES",
    "counter_prevention_text",
    "endure_predicate",
    "enters_with_choice_text",
    "s11_imperative",
]

#: the s11 h-count instructions written as imperatives (render/effects.py)
S11_EFFECTS = (AddCountersChoice, AddCountersMany, AddCountersPair, Blight, DividedCounters)
#: those written as predicates ("it endures 2", "each opponent blights 1")
S11_PREDICATES = (Endure, Blight)


def _counters(kind: str, n: Any) -> str:
    """ "a +1/+1 counter", "two flying counters" (122.1)."""
    return article(f"{kind} counter") if n == 1 else f"{number_text(n)} {kind} counters"


def s11_imperative(r: Any, e: Any) -> str:
    """The imperative of an s11 h-count instruction; ``r`` is the renderer (ref_text)."""
    if isinstance(e, DividedCounters):  # 601.2d: "distribute two +1/+1 counters among ..."
        spec = r.st.targets[e.to.index]
        r.st.mentioned.add(e.to)
        noun = "target " + r.filter_text(spec.filter, plural=True)
        return f"distribute {number_text(e.amount)} {e.kind} counters among {e.among} {noun}"
    if isinstance(e, AddCountersMany):  # 122.1: "a +1/+1 counter and a lifelink counter"
        return f"put {list_text([_counters(k, n) for k, n in e.kinds])} on {r.ref_text(e.what)}"
    if isinstance(e, AddCountersPair):  # 122.1: "... on that creature and ... on this creature"
        a, b = e.first, e.second
        first = f"{_counters(a.kind, a.count)} on {r.ref_text(a.what)}"
        return f"put {first} and {_counters(b.kind, b.count)} on {r.ref_text(b.what)}"
    if isinstance(e, Blight):  # 701.68a: "blight 2"
        n = plain_amount(e.count)
        return f"blight {n if isinstance(n, int) else 'X'}"
    assert isinstance(e, AddCountersChoice)
    if e.long:  # "a vigilance counter, a reach counter, or a trample counter"
        options = list_text([article(f"{k} counter") for k in e.kinds], "or")
    else:  # "a +1/+1, first strike, or trample counter"
        options = article(list_text(list(e.kinds), "or") + " counter")
    return f"put your choice of {options} on {r.ref_text(e.what)}"


def endure_predicate(e: Endure | Blight, plural: bool) -> str:
    """701.63a "it endures 2"; 701.68a "each opponent blights 1"."""
    n = plain_amount(e.count)
    word = "endure" if isinstance(e, Endure) else "blight"
    return f"{verb(word, plural)} {n if isinstance(n, int) else 'X'}"


def counter_prevention_text(r: Any, e: CounterPrevention) -> str:
    """615.1a, 615.5: the Phantom creatures' prevention, without its final period."""
    me = r.st.self_word
    what = f"{e.kind} counters" if e.many else article(f"{e.kind} counter")
    if e.many:
        what = "that many " + what
    source = "it" if e.from_it else me
    head = f"if damage would be dealt to {me}"
    if e.while_has:
        head += f" while it has {article(e.kind + ' counter')} on it"
    if e.joined:
        return f"{head}, prevent that damage and remove {what} from {source}"
    return f"{head}, prevent that damage. Remove {what} from {source}"


def enters_with_choice_text(self_word: str, kinds: tuple[str, ...]) -> str:
    """614.1c: "This creature enters with your choice of a deathtouch counter or a lifelink
    counter on it." (the whole sentence)."""
    options = " or ".join(article(f"{k} counter") for k in kinds)
    head = self_word[:1].upper() + self_word[1:]
    return f"{head} enters with your choice of {options} on it."
