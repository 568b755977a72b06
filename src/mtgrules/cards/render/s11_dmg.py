"""Damage phrasings of session 11 written back (s11 h-dmg, issue 12): "If a red source would
deal damage to you, prevent 2 of that damage." (615.1a; ir/s11_dmg.py)"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import AnyPlayerMaySacrifice, EachRef, Filter
from mtgrules.cards.ir.s11_dmg import (
    AnyPlayerMayDamage,
    DealDamageExcess,
    DealDamageUnpreventable,
    IfPunished,
    PreventGroup,
    PreventSome,
    RedirectDamage,
    RedirectOnce,
)
from mtgrules.cards.render.damage_mods import _source_text
from mtgrules.cards.render.phrases import article

__all__ = [
    "S11_DMG_EFFECTS",
    "damage_to_text",
    "prevent_group_text",
    "prevent_some_text",
    "s11_dmg_text",
]

# the one-shot instructions written by s11_dmg_text (render/effects.py imperative)
S11_DMG_EFFECTS = (
    PreventGroup,
    AnyPlayerMayDamage,
    AnyPlayerMaySacrifice,
    IfPunished,
    RedirectOnce,
)


def prevent_some_text(
    e: PreventSome,
    filter_text: Callable[[Filter], str],
    measure_text: Callable[[Any], str],
) -> str:
    """615.1a: the whole sentence, without its period."""
    source = _source_text(e.source) + (" an opponent controls" if e.opponents else "")
    if e.to is not None:
        permanent = filter_text(e.to)
        # "another Dinosaur you control": not the ability's source
        permanent = "another " + permanent if e.to.other else article(permanent)
    who = [w for w in ("you" if e.you else "",) if w]
    if e.attached is not None:
        who.append(f"{e.attached} creature")
    if e.to is not None:
        who.append(permanent)
    kind = "combat damage" if e.combat else "damage"
    if isinstance(e.amount, int):
        amount = f"all but {e.amount}" if e.all_but else str(e.amount)
        where = ""
    else:  # 107.3c: "X ..., where X is MEASURE"
        amount = "X"
        where = f", where X is {measure_text(e.amount)}"
    return (
        f"if {source} would deal {kind} to {' or '.join(who)}, prevent {amount} of that "
        f"damage{where}"
    )


def prevent_group_text(r: Any, e: PreventGroup) -> str:
    """615.1: "prevent all [combat] damage ..." as read (``e.form``: the word order); ``r``:
    the effects renderer (filter_text, ref_text)."""
    who = [w for w, on in (("you", e.you), ("players", e.players)) if on]
    if e.to is not None and e.to.filter is not None:
        who.append(r.filter_text(e.to.filter, plural=True))
    to = " and ".join(who)
    by = r.filter_text(e.filter, plural=True) if e.filter is not None else ""
    if e.filter is not None and e.filter.other and not by.startswith("other "):
        by = "other " + by  # "other creatures": not the ability's source
    kind = "combat damage" if e.combat else "damage"
    if e.form == "deal":
        dealer = r.ref_text(e.by) if e.by is not None else by
        that = "that " if e.that else ""
        to_part = f" to {to}" if to else ""
        return f"prevent all {kind} {that}{dealer} would deal{to_part} this turn"
    tail = {
        "to-turn": f"to {to} this turn",
        "to-turn-by": f"to {to} this turn by {by}",
        "turn-to": f"this turn to {to}",
        "turn-by": f"this turn by {by}",
        "by-turn": f"by {by} this turn",
    }[e.form]
    return f"prevent all {kind} that would be dealt {tail}"


def damage_to_text(r: Any, e: Any) -> str:
    """120.3: the recipient of a DealDamage; "itself" where the text says so and the source
    is the recipient ("deals 2 damage to any target and 3 damage to itself")."""
    if e.to == e.source and r.has("damage:itself"):
        return "itself"
    to = e.to
    f = to.filter if isinstance(to, EachRef) else None
    if f is not None and f.controller == "opponent" and r.has("damage:they"):
        # "each opponent and each creature they control" (109.5)
        group: str = r.filter_text(replace(f, controller=None))
        return f"each {group} they control"
    text: str = r.ref_text(e.to, "damage")
    if isinstance(e, DealDamageExcess):  # 120.4a: the sentence after it, without its period
        text += ". Excess damage is dealt to that creature's controller instead"
    if isinstance(e, DealDamageUnpreventable):  # 615.12
        text += (" and the" if e.words == "and" else ". The") + " damage can't be prevented"
    return text


def s11_dmg_text(r: Any, e: Any) -> str:
    """The imperative of an S11_DMG_EFFECTS instruction, without its period."""
    if isinstance(e, PreventGroup):
        return prevent_group_text(r, e)
    if isinstance(e, AnyPlayerMayDamage):  # 101.4, 608.2d
        who = e.who if isinstance(e.who, str) else r.ref_text(e.who, "subject")
        source = "it" if e.it else r.ref_text(e.source, "subject")
        return f"{who} may have {source} deal {e.amount} damage to them"
    if isinstance(e, AnyPlayerMaySacrifice):  # 101.4, 608.2d, 701.21a
        who = e.who if isinstance(e.who, str) else r.ref_text(e.who, "subject")
        return f"{who} may sacrifice {r.count_np(e.count, e.filter)} of their choice"
    if isinstance(e, RedirectOnce):  # 614.9
        return redirect_once_text(r, e)
    assert isinstance(e, IfPunished)  # 608.2c
    inner: str = r.chain(e.effects, [" and "] * (len(e.effects) - 1), first_cap=False)
    return f"if {e.words}, " + inner[:-1]


def redirect_text(e: RedirectDamage) -> str:
    """614.9: "all [combat] damage that would be dealt to you [by unblocked creatures] is dealt
    to this creature instead"."""
    combat = "combat " if e.combat else ""
    by = f" by {e.by}" if e.by else ""
    return f"all {combat}damage that would be dealt to {e.frm}{by} is dealt to {e.to} instead"


def redirect_once_text(r: Any, e: RedirectOnce) -> str:
    """614.9: "the next N [combat] damage that would be dealt to FRM this turn [by BY] is
    dealt to TO instead" in the word order read (ir/s11_dmg.RedirectOnce)."""
    if e.amount is None:
        amount = "all"
    else:
        amount = "the next " + ("X" if not isinstance(e.amount, int) else str(e.amount))
    combat = " combat" if e.combat else ""
    frm = r.ref_text(e.frm, "object")
    if e.by is None:
        by = ""
    elif e.by == "chosen":
        by = " by a source of your choice"
    elif e.by == "unblocked creatures":
        by = " by unblocked creatures"
    else:
        by = " by " + r.ref_text(e.by, "object")
    if e.order == "turn-to":
        where = f"this turn to {frm}{by}"
    elif e.order == "to-by-turn":
        where = f"to {frm}{by} this turn"
    else:
        where = f"to {frm} this turn{by}"
    to = r.ref_text(e.to, "object")
    return f"{amount}{combat} damage that would be dealt {where} is dealt to {to} instead"
