"""h-misc: "a 4/4 red and green Dragon artifact creature with flying" (ir.Animate; 205.1b,
613.1d, 613.4b) and the sentence "It's still a land." after it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mtgrules.cards.ir import (
    COLOR_NAMES,
    Animate,
    CantCastThisTurn,
    DamageCantBePrevented,
    Duration,
    EachRef,
    LifeTotalCantChange,
)
from mtgrules.cards.ir.animate import IN_ADDITION, STILL_CLAUSE, STILL_SENTENCE
from mtgrules.cards.ir.s11_combat import OWN_DURATION as S11_OWN_DURATION  # s11 h-combat
from mtgrules.cards.render.phrases import article, list_text, verb


def animate_text(e: Animate, with_list: Callable[[Sequence[Any]], list[str]]) -> str:
    """What it becomes, after "becomes"; ``with_list`` writes its abilities (keywords, then
    quoted abilities)."""
    parts: list[str] = []
    if e.power is not None and e.toughness is not None and not e.base_words:
        parts.append(f"{e.power}/{e.toughness}")
    elif e.amount is not None:
        parts.append("X/X")  # 107.3
    if e.colors:
        parts.append(" and ".join(COLOR_NAMES[c] for c in e.colors))
    parts += [*e.creature_types, *e.types]
    phrase = " ".join(parts)
    text = "an " + phrase if phrase.startswith("X/X") else article(phrase)  # "an X/X"
    withs = with_list(e.abilities)
    if e.all_creature_types:
        withs.append("all creature types")  # 205.3m
    if withs:
        text += " with " + list_text(withs)
    if e.base_words:  # 613.4b
        text += f" with base power and toughness {e.power}/{e.toughness}"
    if e.keep == STILL_CLAUSE:
        text += f" that's still {article(e.still)}"
    elif e.keep == IN_ADDITION:
        text += " in addition to its other types"
    return text


def still_sentence(group: Sequence[Any]) -> str:
    """ ". It's still a land" after the sentence of an Animate that says so (205.1b)."""
    for e in group:
        if isinstance(e, Animate) and e.keep == STILL_SENTENCE:
            return f". It's still {article(e.still)}"
    return ""


def cant_gain_text(e: LifeTotalCantChange) -> str:
    """ "players can't gain life [this turn]" / "your opponents can't gain life" (h-misc)."""
    who = "players" if isinstance(e.who, EachRef) and e.who.players == "each" else "your opponents"
    turn = " this turn" if e.duration is Duration.END_OF_TURN else ""
    return f"{who} can't gain life{turn}"


def says_own_duration(e: Any) -> bool:
    """An h-misc effect whose words say how long it lasts ("this turn")."""
    return (
        (isinstance(e, LifeTotalCantChange) and e.gain_only)
        or isinstance(e, DamageCantBePrevented | CantCastThisTurn)
        or type(e) in S11_OWN_DURATION  # s11 h-combat: "this turn", "this combat"
    )


def misc_predicate(r: Any, e: Animate | CantCastThisTurn, plural: bool) -> str:
    """The predicate of an h-misc effect after its subject; ``r`` the effects renderer."""
    if isinstance(e, Animate):  # 205.1b, 613.1d
        return f"{verb('become', plural)} " + animate_text(e, r.with_list)
    if e.lands:
        return "can't play lands this turn"  # 305.2
    what = "spells" if e.filter is None else r.filter_text(e.filter, True)
    return f"can't cast {what} this turn"  # 101.2


def misc_imperative(r: Any, e: Any) -> str | None:
    """The text of an h-misc one-shot effect, or None for any other effect."""
    if isinstance(e, LifeTotalCantChange) and e.gain_only:  # 101.2
        return cant_gain_text(e)
    if isinstance(e, DamageCantBePrevented):  # 615.12: "Damage can't be prevented this turn."
        return "damage can't be prevented this turn"
    if isinstance(e, CantCastThisTurn) and isinstance(e.who, EachRef):  # 101.2
        who = "each player" if e.who.players == "each" else "your opponents"
        return f"{who} " + misc_predicate(r, e, True)
    return None
