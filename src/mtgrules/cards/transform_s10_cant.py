"""s10 h-cant: more of the "can't" family, animation, emblems and keyword lines.

- "Flying; fear": a keyword line whose keywords are separated by semicolons (702.1; the
  older Oracle wording where one of them has reminder text). Each keyword is its own
  ability, exactly as with commas; only the separator is kept for the round trip.
- "Earthbend N." (701.66a): ir.Earthbend, the target phrase it stands for added to the
  ability's targets (like support, 701.41a).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    Cost,
    Detain,
    Earthbend,
    Filter,
    GetEmblem,
    Keyword,
    Restriction,
    SelfRef,
    TargetSpec,
    TriggeredAbility,
)
from mtgrules.cards.transform_effects import Chain
from mtgrules.cards.transform_nouns import Unread
from mtgrules.cards.transform_static import _with_layout
from mtgrules.cards.transform_tokens import read_quoted

__all__ = ["SELF_POSS", "S10CantMixin"]

#: the source's possessive in a filter ("this creature's" / the card's name + "'s"), written
#: back by render/refs.filter_text with the card's word for itself
SELF_POSS = "~'s"
_CMP = {
    "less than": "<",
    "greater than": ">",
    "less than or equal to": "<=",
    "greater than or equal to": ">=",
}


class S10CantMixin:
    """Transformer methods of the s10 h-cant family."""

    ctx: Any

    def keyword_line_semi(self, c: list[Any]) -> list[Any]:
        out: list[Any] = []
        for item in c:
            for kw in item if isinstance(item, list) else [item]:
                if out and kw.layout is None:
                    kw = _with_layout(kw, same_line="; ")  # 702.1: separate keyword abilities
                out.append(kw)
        return [
            _with_layout(k, self_word=self.ctx.self_word, variants=frozenset(self.ctx.variants))
            for k in out
        ]

    def e_detain(self, c: list[Any]) -> Detain:
        return Detain(c[0])  # 701.35a

    def e_earthbend(self, c: list[Any]) -> Earthbend:
        # 701.66a: "Earthbend N" stands for "Target land you control becomes ..." (115.1)
        lands = Filter(types=frozenset({"land"}), controller="you")
        ref = self.ctx.add_target(TargetSpec("object", lands))
        return Earthbend(ref, c[0])

    # --- 208.1: power compared with the source's ---------------------------------------------

    def power_cmp(self, c: list[Any]) -> str:
        return _CMP[" ".join(str(t) for t in c)]

    def post_power_vs_self(self, c: list[Any]) -> tuple[str, str, tuple[str, str]]:
        # "with power less than this creature's power" (the source's power, 208.1)
        return ("set", "power_vs_self", (c[0], SELF_POSS))

    def post_named_self(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "named_self", True)  # 201.2: "named ~"

    def post_not_named_self(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "named_self", False)

    def post_in_each_gy(self, c: list[Any]) -> tuple[str, str, str]:
        for v in ("gy:all", "gy:in", "gy:each"):  # 404.1: "in each graveyard", every one
            self.ctx.variants.add(v)
        return ("set", "zone", "graveyard")

    def ench_permanent(self, c: list[Any]) -> str:
        return "permanent"  # 303.4: "enchanted permanent"

    def post_greater_power(self, c: list[Any]) -> tuple[str, str, tuple[str, str]]:
        # "with greater power": greater than the source's (702.118b's wording)
        return ("set", "power_vs_self", (">", ""))

    def cant_block_self_word(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    def s_cant_block_self(self, c: list[Any]) -> list[Any]:
        # 509.1b: "Creatures with power less than this creature's power can't block it.": the
        # source can't be blocked by those creatures (ir.Restriction with its blockers)
        word = c[-1]
        if word == "~":
            self.ctx.self_word = self.ctx.self_word or "~"
        elif word == "this creature":
            self.ctx.self_word = self.ctx.self_word or "this creature"
        self.ctx.variants.add(f"cant_block_self:{word}")
        return [Restriction(SelfRef(), frozenset({"be blocked"}), blockers=c[0].filter)]

    # --- 114: emblems ------------------------------------------------------------------------

    def s_get_emblem(self, c: list[Any]) -> Chain:
        abilities: tuple[Any, ...] = ()
        for tok in c:
            abilities += read_quoted(tok)
        for a in abilities:
            if not isinstance(a, TriggeredAbility):
                # 114.4: the engine carries out emblems' triggered abilities only (a static
                # one would have to apply from the command zone: rules/emblems.py)
                raise Unread(str(c[0])[1:-1], "an emblem's ability other than a triggered one")
        self.ctx.variants.add(f"emblem_quotes:{len(c)}")
        return Chain([GetEmblem(abilities)])

    # --- "gets +2/+2, has flying, and can't attack you" ----------------------------------------

    def s_continuous_list(self, c: list[Any]) -> list[Any]:
        # one subject, three or more predicates: each its own static ability (as with "and")
        self.ctx.variants.add("static_list")
        subject = c[0]
        out = []
        for i, pred in enumerate(c[1:]):
            ability = pred(subject)
            out.append(_with_layout(ability, same_line=" and ") if i else ability)
        return out

    def kw_awaken(self, c: list[Any]) -> Keyword:  # 702.113a: "Awaken N—[cost]"
        return Keyword("awaken", cost=Cost(mana=c[1]), amount=int(c[0]))

    # --- 601.2: "a spell from your graveyard" ---------------------------------------------------

    def spell_cast_from(self, fields: dict[str, Any], mods: Any = ()) -> dict[str, Any]:
        """The fields of "spell(s) from your graveyard" / "... from a graveyard" (called by
        transform_nouns for a spell noun with a zone): a spell cast from there (601.2,
        GameObject.cast); any other zone is refused."""
        zone = fields.pop("zone", "battlefield")
        controller = fields.pop("controller", None)
        if zone != "graveyard" or controller not in (None, "you"):
            raise Unread("spells from a graveyard", "no filter for where a spell was cast from")
        fields["cast_from"] = "your graveyard" if controller == "you" else "a graveyard"
        if ("set", "controller", "you") in mods:  # s11 h-lib: "Spells you cast from your
            fields["controller"] = "you"  # graveyard" (601.2: the ones you cast)
        return fields
