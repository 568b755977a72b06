"""Counter instructions beyond "put" written back as Oracle text: proliferate (701.34a) and
removing counters (122.1): the inverse of transform_counters.py."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import DoubleCounters, PlayerCounters, Proliferate, RemoveCounters
from mtgrules.cards.render.phrases import article, number_text, plain_amount

COUNTER_EFFECTS = (Proliferate, RemoveCounters, DoubleCounters)


def counters_imperative(e: Any, ref_text: Any) -> str:
    """``ref_text``: the renderer's writing of a reference (EffectsRenderer.ref_text)."""
    if isinstance(e, Proliferate):
        return "proliferate"
    if isinstance(e, DoubleCounters) and not e.kind:  # 701.10e (s11 h-count): each kind
        return f"double the number of each kind of counter on {ref_text(e.what)}"
    if isinstance(e, DoubleCounters):  # 701.10e
        return f"double the number of {e.kind} counters on {ref_text(e.what)}"
    assert isinstance(e, RemoveCounters)
    where = ref_text(e.what)
    if not e.kind:  # any kind
        return f"remove all counters from {where}" if e.every else f"remove a counter from {where}"
    if e.every:
        return f"remove all {e.kind} counters from {where}"
    n = plain_amount(e.count)
    noun = "counter" if n == 1 else "counters"
    counter = article(f"{e.kind} {noun}") if n == 1 else f"{number_text(n)} {e.kind} {noun}"
    return f"remove {counter} from {where}"


def player_counters_text(e: PlayerCounters) -> str:
    """ "a poison counter", "two experience counters" (after "gets"/"get")."""
    n = plain_amount(e.count)
    if e.kind == "energy" and isinstance(n, int):  # h-mana, 107.14: "you get {E}{E}"
        return "{E}" * n
    if n == 1:
        return article(f"{e.kind} counter")
    return f"{number_text(n)} {e.kind} counters"


def move_counters_text(r: Any, e: Any) -> str:
    """122.1: "move a +1/+1 counter from X onto Y"; 701.3: moving an Aura (MoveAura)."""
    if not hasattr(e, "kind"):
        return move_aura_text(r, e)
    return f"move a {e.kind} counter from {r.ref_text(e.source)} onto {r.ref_text(e.to)}"


def move_aura_text(r: Any, e: Any) -> str:
    """701.3 (beside moving counters: both move something from one permanent to another)."""
    return f"attach {r.ref_text(e.what)} to another permanent with the same controller"
