"""Keyword abilities (702) and costs (118)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import (
    Cost,
    Filter,
    Keyword,
    Layout,
    Quality,
    QualityKind,
    SelfRef,
)
from mtgrules.cards.render.act import act_cost_parts  # h-act
from mtgrules.cards.render.phrases import (
    _not_other,
    article,
    cap,
    cards_text,
    list_text,
    number_text,
    quality_text,
)
from mtgrules.cards.render.refs import RefsRenderer
from mtgrules.cards.render.search_named import name_case  # 702.124j


class KeywordsRenderer(RefsRenderer):
    """Keyword abilities (702) and costs (118)."""

    # --- keywords -------------------------------------------------------------------------

    def keyword_run(self, run: list[Keyword]) -> str:
        if len(run) > 1 and (run[1].layout or Layout()).same_line == "; ":  # s10: "Flying; fear"
            return "; ".join(self.keyword_texts(run))
        return ", ".join(self.keyword_texts(run))

    def keyword_texts(self, kws: list[Keyword]) -> list[str]:
        """Each keyword's text; "protection from A and from B" joins the instances that
        shared a line (702.16g)."""
        parts: list[str] = []
        i = 0
        while i < len(kws):
            kw = kws[i]
            if kw.name == "protection" and kw.quality is not None:
                qs = [self.quality(kw.quality)]
                i += 1
                while i < len(kws) and (kws[i].layout or Layout()).same_line == "from":
                    qs.append(self.quality(kws[i].quality))  # type: ignore[arg-type]
                    i += 1
                parts.append("protection " + list_text([f"from {q}" for q in qs]))
                continue
            parts.append(self.keyword(kw))
            i += 1
        return parts

    def keyword(self, kw: Keyword) -> str:
        name = kw.name
        if name == "champion" and kw.filter is not None:  # 702.72a
            return "champion " + article(self.filter_text(kw.filter))
        if name == "partner with" and kw.quality is not None:  # 702.124j
            return f"partner with {name_case(kw.quality.value or '')}"
        if name == "hexproof from" and kw.quality is not None:
            return "hexproof from " + self.quality(kw.quality)
        if name == "enchant":
            if kw.enchant_player:
                return "enchant opponent" if kw.filter is not None else "enchant player"
            return "enchant " + self.filter_text(kw.filter or Filter(), zone_word="in")
        if name == "affinity" and kw.filter is not None:
            return "affinity for " + self.filter_text(kw.filter, plural=True)
        if name in ("suspend", "awaken") and kw.cost is not None and kw.amount is not None:
            return f"{name} {kw.amount}—{kw.cost.mana}"  # 702.62a; 702.113a (s10)
        if kw.cost is not None:
            if kw.cost.mana and kw.cost == Cost(mana=kw.cost.mana):
                return f"{name} {kw.cost.mana}"
            return f"{name}—{cap(self.cost(kw.cost, capital=True))}."
        if kw.amount is not None:
            return f"{name} {kw.amount}"
        return words.PROPER_KEYWORDS.get(name, name)

    # --- costs and activated abilities ----------------------------------------------------

    def cost(self, cost: Cost, capital: bool = False) -> str:
        parts: list[tuple[str, str]] = []
        if cost.mana:
            parts.append(("mana", ("waterbend " if cost.waterbend else "") + cost.mana))
        if cost.tap:
            parts.append(("tap", "{T}"))
        if cost.untap:
            parts.append(("untap", "{Q}"))
        if cost.tap_creatures_total_power:
            parts.append(
                (
                    "tap_creatures_total_power",
                    "tap any number of untapped creatures you control other than "
                    f"{self.st.self_word} with total power "
                    f"{cost.tap_creatures_total_power} or greater",
                )
            )
        if cost.tap_untapped is not None:  # 602.2b
            f = cost.tap_untapped
            if cost.tap_x:  # s10 h-act, 107.3: "tap X untapped artifacts you control"
                text = "tap X " + self.filter_text(f, plural=True)
            elif f.other and cost.tap_count == 1:  # s10 h-act: "tap another untapped creature ..."
                text = "tap another " + self.filter_text(_not_other(f))
            elif cost.tap_count == 1:
                text = "tap " + article(self.filter_text(f))
            else:
                text = f"tap {number_text(cost.tap_count)} " + self.filter_text(f, plural=True)
            parts.append(("tap_untapped", text))
        if cost.sacrifice_self:
            parts.append(("sacrifice_self", "sacrifice " + self.self_text()))
        if cost.exile_self:
            parts.append(("exile_self", "exile " + self.self_text()))
        if cost.return_self:  # h-zones, 602.2b
            parts.append(("return_self", f"return {self.self_text()} to its owner's hand"))
        if cost.sacrifice is not None:
            f = cost.sacrifice
            if f.other and cost.sacrifice_count > 1:  # s10 h-act: "sacrifice two other ..."
                many = number_text(cost.sacrifice_count)
                text = f"sacrifice {many} other " + self.filter_text(_not_other(f), plural=True)
            elif f.other:
                text = "sacrifice another " + self.filter_text(_not_other(f))
            elif cost.sacrifice_count == 1:
                text = "sacrifice " + article(self.filter_text(f))
            else:
                text = f"sacrifice {number_text(cost.sacrifice_count)} " + self.filter_text(
                    f, plural=True
                )
            parts.append(("sacrifice", text))
        if cost.discard_self:
            parts.append(("discard_self", "discard this card"))
            self.st.mentioned.add(SelfRef())  # channel: "..., Discard this card: It deals ..."
        if cost.exile_self_from_graveyard:
            parts.append(("exile_self_from_graveyard", "exile this card from your graveyard"))
        if cost.exile_from_graveyard is not None:  # 602.2b
            f = cost.exile_from_graveyard
            n = cost.exile_count
            if cost.exile_x:  # 107.3
                text = "exile X " + self.filter_text(f, plural=True)
            elif f.other:
                text = f"exile {number_text(n)} other " + self.filter_text(
                    _not_other(f), plural=True
                )
            elif n == 1:
                text = "exile " + article(self.filter_text(f))
            else:
                text = f"exile {number_text(n)} " + self.filter_text(f, plural=True)
            parts.append(("exile_from_graveyard", text))
        if cost.pay_life:
            parts.append(("pay_life", f"pay {cost.pay_life} life"))
        if cost.pay_life_x:
            parts.append(("pay_life_x", "pay X life"))
        if cost.pay_energy:  # h-mana, 107.14
            n = cost.pay_energy  # "Pay eight {E}" where the text counts in words
            e = f"{number_text(n)} {{E}}" if self.has("energy_words") else "{E}" * n
            parts.append(("pay_energy", "pay " + e))
        if cost.discard:
            text = "discard " + cards_text(cost.discard)
            if cost.discard_filter is not None and cost.discard_filter.named_self:  # 201.2
                text = f"discard another card named {self.card_name}"
            elif cost.discard_filter is not None:  # h-act: "discard a creature card"
                (kind,) = cost.discard_filter.types
                text = f"discard {article(kind)} card"
            parts.append(("discard", text + (" at random" if cost.discard_random else "")))
        parts += act_cost_parts(self, cost)  # h-act (602.2b)
        for kind, n in cost.remove_counters:
            if n < 0:  # "Put a -1/-1 counter on this creature:" (602.2b; transform_counters)
                k = -n
                noun = "counter" if k == 1 else "counters"
                what = article(f"{kind} {noun}") if k == 1 else f"{number_text(k)} {kind} {noun}"
                parts.append(("remove_counters", f"put {what} on {self.self_text()}"))
                continue
            noun = "counter" if n == 1 else "counters"
            counter = article(f"{kind} {noun}") if n == 1 else f"{number_text(n)} {kind} {noun}"
            parts.append(("remove_counters", f"remove {counter} from {self.self_text()}"))
        for v in self.variant("cost_order:"):
            order = v.split(",")
            if sorted(order) == sorted(k for k, _ in parts):
                parts.sort(key=lambda kv: order.index(kv[0]))
        texts = [t for _, t in parts]
        return ", ".join(cap(p) if capital and p[:1] != "{" else p for p in texts)

    def keyword_list(self, abilities: Sequence[Any]) -> str:
        return list_text(self.keyword_texts([a for a in abilities if isinstance(a, Keyword)]))

    def quality(self, q: Quality) -> str:
        if q.kind is QualityKind.EVERY_COLOR and self.has("each_color"):
            return "each color"
        return quality_text(q)
