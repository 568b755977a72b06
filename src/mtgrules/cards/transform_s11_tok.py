"""Transformer rules of the eleventh session's token family (issue 12): tokens that are
copies with a count, "tapped [and attacking]" and exceptions ("Create two tokens that are
copies of it, except they're 1/1.": 707.2, 707.9, 111.1, 508.4; ir/s11_tok.py); "That token
gains haste." (the tokens just created, 111.1, 608.2c); magecraft's "Whenever you cast or
copy an instant or sorcery spell" (207.2c, 707.10)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    CreatedRef,
    CreateRole,
    CreateTokenCopies,
    Keyword,
    NextCastCopy,
    TargetRef,
    Trigger,
    TriggerEvent,
    WhenDiesThisTurn,
    XAmount,
)
from mtgrules.cards.transform_effects import Chain, _pt, as_chain
from mtgrules.cards.transform_nouns import CREATED_TOKEN, Context, Unread, words_of
from mtgrules.cards.transform_tokens import read_quoted

#: the layout variant that keeps the words of a copy's exceptions (707.9a), in their order:
#: "tc_exc:" + the parts and joins, "|"-separated (render/s11_tok.py)
EXC_VARIANT = "tc_exc:"
#: "For each X, create a token that's a copy of that creature": the words naming the object
FOR_EACH_VARIANT = "fe_copy:"


class TokMixin:
    """The s11 h-tok rules of grammar.lark."""

    ctx: Context

    # --- magecraft (207.2c): "Whenever you cast or copy an instant or sorcery spell" -------

    def t_cast_or_copy(self, c: list[Any]) -> Trigger:
        trig: Trigger = self.t_cast(c)  # type: ignore[attr-defined]
        return replace(trig, or_event=TriggerEvent.COPY_SPELL)  # 707.10: a copy put there

    # --- "That token gains haste." ---------------------------------------------------------

    def subj_that_token(self, c: list[Any]) -> Any:
        if self.ctx.antecedent != CREATED_TOKEN:
            raise Unread("that token", "no token was created before")
        self.ctx.variants.add("created_that:" + str(c[0]))  # render/refs.py (CreatedRef)
        return CreatedRef()

    # --- 707.2, 707.9: tokens that are copies ----------------------------------------------

    def tc_count_n(self, c: list[Any]) -> int:
        return int(c[0])

    def tc_count_x(self, c: list[Any]) -> Any:
        return XAmount()  # 107.3: chosen, or defined by "where X is ..." (107.3c)

    def tc_that_token(self, c: list[Any]) -> str:
        return words_of(c)

    def tc_state(self, c: list[Any]) -> str:
        return words_of(c)

    def tc_it(self, c: list[Any]) -> str:
        return words_of(c)

    tc_its = tc_has = tc_other = tc_join = tc_comma = tc_it

    def tc_colors(self, c: list[Any]) -> frozenset[str]:
        return frozenset(str(x) for x in c)

    def tce_nonlegendary(self, c: list[Any]) -> tuple[str, dict[str, Any], str]:
        head = c[0] + " isn't" if c else "it's not"
        return ("nonlegendary", {"nonlegendary": True}, head)

    def tce_pt(self, c: list[Any]) -> tuple[str, dict[str, Any], str]:
        return ("pt", {"pt": _pt(c[1])}, c[0])

    def tc_art(self, c: list[Any]) -> tuple[str, str]:
        return ("art", words_of(c))

    def _kinds(self, c: list[Any]) -> tuple[dict[str, Any], tuple[str, ...], str]:
        """The values, the types and the wording ("it's~a~pt~colors") of "it's a 1/1 black
        Zombie" (render/s11_tok.py writes the values back in that order)."""
        marks = [str(c[0]), ""]
        out: dict[str, Any] = {}
        kinds: list[str] = []
        for x in c[1:]:
            if isinstance(x, tuple):
                marks[1] = x[1]
            elif isinstance(x, frozenset):
                out["colors"] = x
                marks.append("colors")
            elif getattr(x, "type", "") == "PT":
                out["pt"] = _pt(x)
                marks.append("pt")
            else:
                kinds.append(str(x))
        return out, tuple(kinds), "~".join(marks)

    def tce_add(self, c: list[Any]) -> tuple[str, dict[str, Any], str]:
        other = str(c[-1])
        values, kinds, wording = self._kinds(c[:-1])
        if "colors" in values:
            if other != "its other colors and types":
                raise Unread("in addition to " + other, "colors added but not 'other colors'")
            values["add_colors"] = values.pop("colors")
        values["add_types"] = tuple(k for k in kinds if k[:1].islower())
        values["add_subtypes"] = tuple(k for k in kinds if k[:1].isupper())
        if not kinds:
            raise Unread("in addition to " + other)
        return ("add", values, wording + "~" + other)

    def tce_set(self, c: list[Any]) -> tuple[str, dict[str, Any], str]:
        values, kinds, wording = self._kinds(c)
        values["subtypes"] = kinds  # 707.9b: replaces its creature types
        return ("set", values, wording)

    def tce_abilities(self, c: list[Any]) -> tuple[str, dict[str, Any], str]:
        kws = [k for k in c[-1] if isinstance(k, Keyword)]
        if len(kws) != len(c[-1]):
            raise Unread("has", "an ability that isn't a keyword")
        return ("abilities", {"add_abilities": tuple(kws)}, str(c[0]))

    def tce_abilities_q(self, c: list[Any]) -> tuple[str, dict[str, Any], str]:
        # 707.9a: "it has haste and "At the beginning of the end step, sacrifice this token.""
        kws = [k for k in c[1] if isinstance(k, Keyword)] if isinstance(c[1], list) else []
        return ("abilities", {"add_abilities": (*kws, *read_quoted(c[-1]))}, str(c[0]))

    def tc_except(self, c: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        marks = [""] if not c or c[0] != "," else []
        for part in c:
            if isinstance(part, str):  # a join: "and" / "," / ", and"
                marks.append(part)
                continue
            kind, values, wording = part
            for k, v in values.items():
                if k in out:
                    raise Unread("except", f"two exceptions setting {k}")
                out[k] = v
            marks.append(f"{kind}={wording}")
        out["_wording"] = "|".join(marks)
        return out

    def e_create_copies(self, c: list[Any]) -> Any:
        count: Any = 1
        state = ""
        exc: dict[str, Any] = {}
        what = None
        for x in c:
            if isinstance(x, dict):
                exc = x
            elif isinstance(x, str) and x.startswith("tapped"):
                state = x
            elif isinstance(x, int | XAmount):
                count = x
            else:
                what = x
        if what is None:
            raise Unread("create", "nothing to copy")
        wording = exc.pop("_wording", None)
        if wording is not None:
            if any(v.startswith(EXC_VARIANT) for v in self.ctx.variants):
                raise Unread("except", "two tokens' exceptions in one ability")
            self.ctx.variants.add(EXC_VARIANT + wording)
        self.ctx.antecedent = CREATED_TOKEN  # "it" / "that token": the tokens (111.1)
        self.ctx.created_count = count
        return CreateTokenCopies(
            what,
            count=count,
            tapped=bool(state),
            attacking=state == "tapped and attacking",
            **exc,
        )

    # --- 111.10j-q, 303.7: Role tokens ------------------------------------------------------

    def role_name(self, c: list[Any]) -> str:
        return words_of(c).capitalize()

    def e_create_role(self, c: list[Any]) -> Any:
        role, what = c
        self.ctx.antecedent = CREATED_TOKEN  # "it": the Role (111.1)
        self.ctx.created_count = 1
        return CreateRole(role, what)

    # --- 603.7a, 707.10c: "When you next cast ... this turn, copy that spell." -------------

    def next_cast_copy(self, c: list[Any]) -> Chain:
        np = c[0]
        if np.filter.zone not in ("stack", None):
            raise Unread("when you next cast", "not a spell")
        return Chain([NextCastCopy(np.filter)])

    def next_cast_copy_and(self, c: list[Any]) -> Chain:
        self.ctx.variants.add("next_cast:copy it and")
        return self.next_cast_copy(c)

    # --- 707.2: "For each creature token you control, create a token that's a copy of that
    # creature." -------------------------------------------------------------------------

    def fcg_each(self, c: list[Any]) -> Any:
        return self._each(c[0])  # type: ignore[attr-defined]

    def fcg_those(self, c: list[Any]) -> Any:
        return self.ref_those(c)  # type: ignore[attr-defined]

    def tc_that(self, c: list[Any]) -> str:
        return words_of(c)

    def tc_and_attacking(self, c: list[Any]) -> str:
        self.ctx.variants.add("tc_and_attacking")  # "... and that's tapped and attacking"
        return "tapped and attacking"

    def for_each_copy(self, c: list[Any]) -> Chain:
        state = next((x for x in c if isinstance(x, str) and x.startswith("tapped")), "")
        c = [x for x in c if not (isinstance(x, str) and x.startswith("tapped"))]
        group, that = c[0], c[1]
        exc: dict[str, Any] = dict(c[2]) if len(c) > 2 else {}
        wording = exc.pop("_wording", None)
        if wording is not None:
            self.ctx.variants.add(EXC_VARIANT + wording)
        self.ctx.variants.add(FOR_EACH_VARIANT + that)
        self.ctx.antecedent = CREATED_TOKEN  # "those tokens", "them": the tokens (111.1)
        self.ctx.created_count = None
        tapped, attacking = bool(state), state == "tapped and attacking"
        return Chain([CreateTokenCopies(group, tapped=tapped, attacking=attacking, **exc)])

    # --- 603.7a: "When that creature dies this turn, EFFECTS." -----------------------------

    def when_dies_this_turn(self, c: list[Any]) -> Chain:
        if not self.ctx.targets or self.ctx.targets[-1].kind == "player":
            raise Unread("when that creature dies", "no target creature named before")
        inner = as_chain(c[-1])
        if inner.optional or not inner.effects:
            raise Unread("when that creature dies this turn", "an optional instruction")
        what = TargetRef(len(self.ctx.targets) - 1)  # the creature named before (608.2c)
        return Chain([WhenDiesThisTurn(what, tuple(inner.effects), tuple(inner.joins))])
