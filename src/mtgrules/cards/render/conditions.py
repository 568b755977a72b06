"""Conditions written back (ir/conditions.py; the reading is ``transform_conditions.py``):
"you control three or more artifacts", "seven or more cards are in your graveyard"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    COLOR_NAMES,
    AnyOf,
    AttachedIs,
    CardTypesInGraveyard,
    CompletedDungeon,
    ControlsCommander,
    ControlsGreatest,
    CountIs,
    DefendingPlayerControls,
    HadCounters,
    HappenedThisTurn,
    HasCounters,
    HasInitiative,
    IfCondition,
    IsMonarch,
    LifeIs,
    ManaValuesInGraveyard,
    MeasureIs,
    ObjectIs,
    OpponentHasMore,
    OpponentsAtLeast,
    PlayerHas,
    RefHasKeyword,
    RefIs,
    SelfInGraveyard,
    SelfRef,
    TotalIs,
    Unless,
    WasCast,
    WasKicked,
    XAtLeast,
    YourTurn,
)
from mtgrules.cards.ir.conditions_more import CAST_WHERE
from mtgrules.cards.ir.s11_ctl import AllOf, EnteredThisTurn  # s11 h-ctl
from mtgrules.cards.render.history import history_condition_text
from mtgrules.cards.render.phases import phase_is_text
from mtgrules.cards.render.phrases import article, cap, number_amount, number_text
from mtgrules.cards.render.refs import RefsRenderer
from mtgrules.cards.render.s11_ctl import entered_this_turn_text  # s11 h-ctl

__all__ = ["ConditionsRenderer"]


def _qty(cond: CountIs) -> str:
    """The number as the text says it, before the noun ("three or more", "at least two")."""
    return _qty_words(cond.quantity, cond.n)


def _qty_words(quantity: str, n: int) -> str:
    if quantity == "at least":
        return f"at least {number_text(n)}"
    return f"{number_text(n)} {quantity}"


class ConditionsRenderer(RefsRenderer):
    def modal_upgrade_head(self, m: Any) -> str:
        """700.2 (h-misc): "choose one. If CONDITION[ as you cast this spell], [you may]
        choose both instead." (before the bullets)."""
        cast = " as you cast this spell" if m.upgrade_as_cast else ""
        may = "you may " if m.upgrade_may else ""
        return (
            f"choose {number_text(m.choose)}. If {self.condition_text(m.upgrade)}{cast}, "
            f"{may}choose {m.upgrade_to} instead."
        )

    def condition_text(self, cond: Any) -> str:
        if isinstance(cond, AllOf):  # s11 h-ctl: "... and you control a Plains"
            return " and ".join(self.condition_text(c) for c in cond.conditions)
        if isinstance(cond, EnteredThisTurn):  # s11 h-ctl, 403.3
            return entered_this_turn_text(self, cond)
        if (phase := phase_is_text(cond)) is not None:  # 505.1, 506.1 (render/phases.py)
            return phase
        if isinstance(cond, CountIs):
            return self._count_is(cond)
        if isinstance(cond, LifeIs):
            who = {"you": "you have", "player": "a player has"}.get(cond.who, "an opponent has")
            if cond.quantity == "at least":
                return f"{who} at least {cond.n} life"
            return f"{who} {cond.n} {cond.quantity} life"
        if isinstance(cond, CardTypesInGraveyard):
            n = number_text(cond.n)
            return f"there are {n} or more card types among cards in your graveyard"
        if isinstance(cond, ControlsCommander):  # h-misc: 903.3d; s10 cond: "your commander"
            return f"you control {cond.form}"
        if isinstance(cond, YourTurn):
            return "it's not your turn" if cond.negated else "it's your turn"
        if isinstance(cond, IsMonarch):
            return "you're the monarch"
        if isinstance(cond, HasInitiative):  # 725.1
            return "you have the initiative"
        if isinstance(cond, CompletedDungeon):  # 309.7
            if cond.negated:
                return f"you haven't completed {cond.name}"
            return "you've completed a dungeon"
        if isinstance(cond, OpponentsAtLeast):
            return f"you have {number_text(cond.n)} or more opponents"
        if isinstance(cond, WasKicked):
            return "it was kicked"
        if isinstance(cond, ObjectIs) and isinstance(cond.ref, SelfRef):
            who = self.self_text()
            if cond.word.startswith("isn't "):  # h-misc: "this enchantment isn't a creature"
                return f"{who} {cond.word}"
            return f"it's {cond.word}" if who == "it" else f"{who} is {cond.word}"
        if isinstance(cond, HasCounters) and isinstance(cond.ref, SelfRef):
            return self._has_counters(cond)
        if isinstance(cond, HasCounters) and cond.quantity == "a":  # s10 cond: 608.2c
            return f"{self.ref_text(cond.ref)} has {article(cond.kind + ' counter')} on it"
        if isinstance(cond, RefHasKeyword):  # s10 cond: 608.2c
            return f"{self.ref_text(cond.ref)} has {cond.keyword}"
        if isinstance(cond, DefendingPlayerControls):
            return "defending player controls " + article(self.filter_text(cond.filter))
        if isinstance(cond, Unless):
            return "unless " + self.condition_text(cond.condition)
        if (
            isinstance(cond, AnyOf)
            and len(cond.conditions) == 2
            and isinstance(cond.conditions[0], HappenedThisTurn)
        ):  # h-history: "this land entered this turn or if you control a basic land"
            first, second = (self.condition_text(c) for c in cond.conditions)
            return f"{first} or if {second}"
        if (
            isinstance(cond, AnyOf)
            and len(cond.conditions) == 2
            and isinstance(cond.conditions[1], CountIs)
            and cond.conditions[1].form in ("there's", "there is")
        ):  # s11 h-gy: "you control a Desert or there is a Desert card in your graveyard"
            first, second = (self.condition_text(c) for c in cond.conditions)
            return f"{first} or {second}"
        if isinstance(cond, AnyOf) and all(
            isinstance(c, CountIs) and c.form == "you control" and c.quantity == "a"
            for c in cond.conditions
        ):
            nouns = []
            for c in cond.conditions:
                assert isinstance(c, CountIs)
                nouns.append(article(self.filter_text(replace(c.count.filter, controller=None))))
            return "you control " + " or ".join(nouns)
        if isinstance(cond, HappenedThisTurn):  # h-history (render/history.py)
            who = self.self_text() if cond.kind.startswith("self ") else "it"  # mentions it
            return history_condition_text(cond, who)
        if isinstance(cond, XAtLeast):  # s9 cond: 107.3
            return f"X is {cond.n} or more"
        if isinstance(cond, RefIs):  # s9 cond: 608.2c
            return self._ref_is(cond)
        if isinstance(cond, TotalIs):  # s9 cond: 208.1
            noun = self.filter_text(cond.filter, plural=True)
            return f"{noun} have total {cond.stat} {cond.n} or greater"
        if isinstance(cond, OpponentHasMore | WasCast | AttachedIs):  # s9 cond
            return self._more(cond)
        if isinstance(cond, HadCounters):  # s10 cond: 603.10a
            if cond.quantity == "any":
                return "it had counters on it"
            if cond.quantity == "a":
                return f"it had {article(cond.kind + ' counter')} on it"
            if cond.quantity == "no":
                return f"it had no {cond.kind} counters on it"
            return f"it had {_qty_words(cond.quantity, cond.n)} {cond.kind} counters on it"
        if isinstance(cond, ControlsGreatest):  # s10 cond: 208.1
            s = cond.stat
            return f"you control the creature with the greatest {s} or tied for the greatest {s}"
        if isinstance(cond, ManaValuesInGraveyard):  # s10 cond: 202.3
            n = number_text(cond.n)
            return f"there are {n} or more mana values among cards in your graveyard"
        if isinstance(cond, SelfInGraveyard):  # s10 cond: 113.6b
            return f"{self.self_text()} is in your graveyard"
        if isinstance(cond, MeasureIs):  # s10 cond: 608.2c
            measure = getattr(self, "measure_text", None)  # the card renderer's (amounts.py)
            what = measure(cond.value) if measure is not None else type(cond.value).__name__
            return f"{what} {cond.verb} {cond.n} {cond.quantity}"
        if isinstance(cond, PlayerHas):  # s10 cond: 102.2, 608.2k
            who = "an opponent" if cond.player is None else self.ref_text(cond.player)
            if cond.quantity == "no":
                return f"{who} has no {cond.what}"
            if cond.what == "life":  # 119.1: a life total in figures ("5 or less life")
                return f"{who} has {cond.n} {cond.quantity} life"
            return f"{who} has {_qty_words(cond.quantity, cond.n)} {cond.what}"
        words = getattr(cond, "words", None)  # an engine condition (rules/keywords_echo.py)
        if isinstance(words, str):
            return words
        raise ValueError(f"can't render condition {cond!r}")

    def _ref_is(self, cond: RefIs) -> str:
        """608.2c: "it's a creature", "that land is a Mountain", "that permanent is green"."""
        if cond.form == "color":
            what = " or ".join(COLOR_NAMES[next(iter(f.colors))] for f in cond.filters)
        elif cond.form == "a card":  # 701.20a: "If it's a creature card, ..."
            what = " or ".join(article(self.filter_text(f) + " card") for f in cond.filters)
        else:
            what = " or ".join(article(self.filter_text(f)) for f in cond.filters)
        who = self.ref_text(cond.ref)
        if cond.form.startswith("was a"):  # s10 cond: 608.2h ("it was a creature card")
            noun = cond.form.removeprefix("was a")
            what = " or ".join(article(self.filter_text(f) + noun) for f in cond.filters)
            return f"{who} was {what}"
        return f"it's {what}" if who == "it" else f"{who} is {what}"

    def _more(self, cond: OpponentHasMore | WasCast | AttachedIs) -> str:
        """s9 cond (ir/conditions_more.py)."""
        if isinstance(cond, OpponentHasMore):
            if cond.what == "controls" and cond.filter is not None:
                noun = self.filter_text(cond.filter, plural=True)
                return f"an opponent controls more {noun} than you"
            if cond.you_more:
                each = "each" if cond.each else "an"
                return f"you have more {cond.what} than {each} opponent"
            return f"an opponent has more {cond.what} than you"
        if isinstance(cond, WasCast):
            where = next((w for w, z in CAST_WHERE.items() if z == cond.zone), "")
            head = {"this spell was": "this spell was cast", "this spell": "you cast this spell"}
            text = head.get(cond.form, "you cast it") + (" " + where if where else "")
            return text + (" during your main phase" if cond.main_phase else "")
        subject = f"{cond.kind} {cond.noun}"
        if cond.form == "legendary":
            return f"{subject} is legendary"
        nouns = " or ".join(article(self.filter_text(f)) for f in cond.filters)
        return f"{subject} is {nouns}"

    def _has_counters(self, cond: HasCounters) -> str:
        """122.1: "it has a +1/+1 counter on it", "this creature has four or more ..."."""
        who = self.self_text()
        if cond.quantity == "there are no":
            return f"there are no {cond.kind} counters on {who}"
        if cond.quantity == "a":
            what = article(f"{cond.kind} counter")
        elif cond.quantity == "no":
            what = f"no {cond.kind} counters"
        elif cond.quantity == "fewer than":
            what = f"fewer than {number_text(cond.n)} {cond.kind} counters"
        elif cond.quantity == "at least":
            what = f"at least {number_text(cond.n)} {cond.kind} counters"
        else:
            what = f"{number_text(cond.n)} {cond.quantity} {cond.kind} counters"
        return f"{who} has {what} on it"

    def _count_is(self, cond: CountIs) -> str:
        f = cond.count.filter
        if cond.form == "you have":  # cards in your hand
            if cond.quantity == "no":
                return "you have no cards in hand"
            return f"you have {_qty(cond)} cards in hand"
        if cond.form == "you control":
            plain = replace(f, controller=None, other=False)
            if cond.quantity in ("a", "another"):
                noun = self.filter_text(plain)
                return "you control " + ("another " + noun if f.other else article(noun))
            noun = self.filter_text(plain, plural=True)
            if f.other:
                noun = "other " + noun
            if cond.quantity == "no":
                return f"you control no {noun}"
            return f"you control {_qty(cond)} {noun}"
        if cond.form == "are in":  # in your graveyard
            where = " in your graveyard"
            plural = cond.quantity != "a"
            noun = self.filter_text(f, plural=plural, zone_word="in").removesuffix(where)
            if not plural:
                return f"{article(noun)} is{where}"
            return f"{_qty(cond)} {noun} are{where}"
        if cond.form == "are on the battlefield":
            return f"no {self.filter_text(f, plural=True)} are on the battlefield"
        if cond.form in ("an opponent controls", "no opponent controls", "you don't control"):
            return f"{cond.form} {article(self.filter_text(replace(f, controller=None)))}"
        if cond.form == "your opponents control":
            plain = replace(f, controller=None)
            return f"your opponents control {_qty(cond)} {self.filter_text(plain, plural=True)}"
        if cond.form == "there are":
            # s11 h-gy: "there are ... in your graveyard" (never "from", whatever else the
            # ability says)
            noun = self.filter_text(f, plural=True, zone_word="in")
            return f"there are {_qty(cond)} {noun}"
        if cond.form in ("there's", "there is"):  # s11 h-gy: "there's a Lesson card in ..."
            noun = self.filter_text(f, zone_word="in")
            return f"{cond.form} {cond.quantity} {noun}"
        raise ValueError(f"can't render condition {cond!r}")


def if_instead_text(r: Any, e: IfCondition) -> str:
    """608.2c (s9 cond): "EFFECTS. If CONDITION, OTHER EFFECTS instead." and its other
    wordings; ``r`` is the effects renderer (its ``sentence`` writes one sentence)."""
    before = r.sentence(list(e.otherwise), list(e.otherwise_joins)) if e.otherwise else ""
    cond = r.condition_text(e.condition)
    if e.instead in ("damage", "damage after"):
        src = "it" if e.joins and e.joins[0] == "it" else r.self_text()
        amount = getattr(e.effects[0], "amount", 0)
        body = f"{src} deals {number_amount(amount)} damage instead"
        text = f"if {cond}, {body}" if e.instead == "damage" else f"{body} if {cond}"
    else:
        body = r.sentence(list(e.effects), list(e.joins))
        if e.instead == "front":
            text = f"if {cond}, instead {body}"
        elif e.instead == "after":
            text = f"{body} instead if {cond}"
        else:
            text = f"if {cond}, {body} instead"
    sep = ".\n" if e.form == "paragraph" else ". "  # its own paragraph: parser._merge_spell
    return f"{before}{sep}{cap(text)}" if before else text
