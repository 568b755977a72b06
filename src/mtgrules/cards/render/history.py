"""What happened this turn, written back (ir/history.py; the reading is
``transform_history.py``): "a creature died this turn", "you attacked this turn"."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.ir import (
    AttachedCount,
    BasicLandTypes,
    HappenedThisTurn,
    ThisTurnCount,
    Trigger,
    TriggerEvent,
)
from mtgrules.cards.render.phrases import number_text, plural_word

__all__ = [
    "history_amount_text",
    "history_condition_text",
    "history_each_text",
    "phase_trigger_head",
]


def history_condition_text(cond: HappenedThisTurn, self_word: str = "it") -> str:
    k, n = cond.kind, cond.n
    if k == "self entered":  # "it entered this turn", "this creature entered this turn"
        return ("it" if cond.form == "it" else self_word) + " entered this turn"
    if k == "drawn":  # 121.1
        return f"you've drawn {number_text(n)} or more cards this turn"
    if k.startswith("cast ") and cond.form == "another":  # s11 h-lib: 601.2i
        kind = "" if k == "cast spells" else k[len("cast ") :] + " "
        return f"you've cast another {kind}spell this turn"
    if k.startswith("cast "):  # 601.2i
        what = {
            "cast creature": "a creature spell",
            "cast noncreature": "a noncreature spell",
            "cast instant or sorcery": "an instant or sorcery spell",
            "cast both": "both a creature spell and a noncreature spell",
        }.get(k, f"{number_text(n)} or more spells")
        return f"you've cast {what} this turn"
    if k == "spells last turn" and n == 1 and cond.negated:  # 500.1, 601.2i
        return "no spells were cast last turn"
    if k == "a player spells last turn":
        return f"a player cast {number_text(n)} or more spells last turn"
    if k == "self attacked":  # "this creature attacked / didn't attack this turn"
        verb = "didn't attack" if cond.negated else "attacked"
        return ("it" if cond.form == "it" else self_word) + f" {verb} this turn"
    if k == "died":
        if n == 1:
            return "a creature died this turn"
        return f"{number_text(n)} or more creatures died this turn"
    if k == "died yours":
        if n == 1:
            return "a creature died under your control this turn"
        return f"{number_text(n)} or more creatures died under your control this turn"
    if k == "attacked":
        return "you attacked this turn"
    if k == "descended":  # 700.11 (s9 cond)
        return "you descended this turn"
    if k == "left":
        if cond.form == "you controlled":
            return "a permanent you controlled left the battlefield this turn"
        return "a permanent left the battlefield under your control this turn"
    if k == "void":  # 702.185c
        return "a nonland permanent left the battlefield this turn or a spell was warped this turn"
    if k == "gained":
        if n == 1 and not cond.form:
            return "you gained life this turn"
        who = "you've" if cond.form == "you've" else "you"
        return f"{who} gained {n} or more life this turn"
    if k == "opponent lost":
        if n == 1:
            return "an opponent lost life this turn"
        return f"an opponent lost {n} or more life this turn"
    if k == "nonland entered":
        return (
            f"{number_text(n)} or more nonland permanents entered the battlefield under your "
            "control this turn"
        )
    raise ValueError(f"can't render condition {cond!r}")


def history_amount_text(m: ThisTurnCount | BasicLandTypes) -> str:
    if isinstance(m, BasicLandTypes):  # 305.6
        return "the number of basic land types among lands you control"
    if m.kind == "died" and m.filter is not None:  # "the number of Zubera that died this turn"
        (sub,) = m.filter.subtypes
        return f"the number of {plural_word(sub)} that died this turn"
    if m.kind == "died":
        return "the number of creatures that died this turn"
    if m.kind == "gained":
        return "the amount of life you gained this turn"
    if m.kind == "died yours":
        return "the number of creatures that died under your control this turn"
    raise ValueError(f"can't render amount {m!r}")


def history_each_text(m: ThisTurnCount | AttachedCount | BasicLandTypes, self_word: str) -> str:
    if isinstance(m, BasicLandTypes):  # 305.6
        return "basic land type among lands you control"
    if isinstance(m, AttachedCount):  # 613.4c
        kinds = " and ".join(m.kinds)
        return f"{kinds} attached to " + ("it" if m.to_it else self_word)
    if m.kind == "died" and m.filter is not None:  # "for each Zubera that died this turn"
        (sub,) = m.filter.subtypes
        return f"{sub} that died this turn"
    if m.kind == "died":
        return "creature that died this turn"
    if m.kind == "attackers":  # s11 h-lib: 508.1
        return "creature that attacked this turn"
    raise ValueError(f"can't render 'for each' {m!r}")


_WHOSE = {
    "you": "your",
    "any": "each",
    "opponent": "each opponent's",
    "enchanted player": "enchanted player's",
}


#: "At the beginning of your first / second / postcombat main phase" (505.1)
MAIN_PHASE_EVENTS = (
    TriggerEvent.FIRST_MAIN,
    TriggerEvent.SECOND_MAIN,
    TriggerEvent.POSTCOMBAT_MAIN,
)


def phase_trigger_head(trig: Trigger, has: Callable[[str], bool], variant: list[str]) -> str:
    """ "At the beginning of your first main phase" (505.1), "At the beginning of the upkeep
    of enchanted creature's controller" (503.1): ``has`` and ``variant`` ask the line's
    wording variants (``RefsRenderer.has`` / ``.variant("upkeep_of:")``)."""
    if trig.event is TriggerEvent.UPKEEP:  # whose "enchanted controller"
        return f"At the beginning of the upkeep of enchanted {variant[0]} controller"
    first = trig.event is TriggerEvent.FIRST_MAIN
    which = "first" if first else "second"
    for old in ("precombat", "postcombat"):
        if has("main:" + old):
            which = old
    if has("main:each of your"):
        return f"At the beginning of each of your {which} main phases"
    whose = _WHOSE[trig.whose]
    if trig.whose == "any" and has("whose:each player's"):
        whose = "each player's"
    return f"At the beginning of {whose} {which} main phase"
