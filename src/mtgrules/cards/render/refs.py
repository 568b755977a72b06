"""How a renderer writes references: the object itself, targets, "it", groups and players."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from mtgrules.cards.ir import (
    COLOR_NAMES,
    AttachedRef,
    ChosenPlayerRef,
    ChosenRef,
    CreatedRef,
    DefendingPlayerRef,
    EachRef,
    EnchantedPlayerRef,
    Filter,
    GroupRef,
    Layout,
    PutNowRef,
    RevealedNowRef,
    SelfRef,
    TargetControllerRef,
    TargetRef,
    TargetSpec,
    TargetsRef,
    TriggerObjectRef,
    TriggerPlayerRef,
    YouRef,
)
from mtgrules.cards.render.phrases import (
    MEASURE_MARK,
    NAME_MARK,
    SELF_MARK,
    _not_other,
    article,
    color_order,
    number_text,
    render_filter,
    target_phrase,
)


@dataclass
class RenderState:
    """What the renderer knows while writing one ability: its targets, what "it" means."""

    card_name: str
    self_word: str
    targets: tuple[TargetSpec, ...] = ()
    mentioned: set[Any] = field(default_factory=set)
    variants: frozenset[str] = frozenset()
    subject: Any = None
    pronouns: dict[int, int] = field(default_factory=dict)
    self_count: int = 0  # how many times self_text has named the object itself


class RefsRenderer:
    """How a renderer writes references: the object itself, targets, "it", groups and players."""

    def __init__(self, card_name: str, self_name: str | None = None) -> None:
        self.card_name = card_name
        self.default_self = self_name
        self.st = RenderState(card_name, self_name or card_name)

    # --- set-up per ability ---------------------------------------------------------------

    def begin(self, ability: Any) -> Layout:
        layout: Layout = getattr(ability, "layout", None) or Layout()
        word = layout.self_word
        if word == "~" or word is None:
            word = self.default_self or self.card_name
            if layout.self_word == "~":
                word = self.card_name if self.default_self is None else self.default_self
        self.st = RenderState(
            self.card_name,
            word,
            getattr(ability, "targets", ()),
            set(),
            layout.variants,
        )
        return layout

    def has(self, variant: str) -> bool:
        return variant in self.st.variants

    def variant(self, prefix: str) -> list[str]:
        return [v[len(prefix) :] for v in self.st.variants if v.startswith(prefix)]

    def filter_text(self, f: Filter, plural: bool = False, zone_word: str | None = None) -> str:
        """render_filter with the wording the text used (type order, "from your graveyard")."""
        if f.ring_bearer:  # 701.54e: the Ring's own abilities (rules/ring.py)
            return "your Ring-bearers" if plural else "your Ring-bearer"
        if zone_word is None:
            zone_word = "from" if self.has("gy:from") else "in"
        order = None
        for v in self.variant("types:"):
            names = v.split(",")
            if set(names) == set(f.types):
                order = names
        conj = "or"
        for v in self.variant("types_conj:"):
            conj = v
        controls = "cast" if self.has("you_cast") else "control"
        opponents = self.has("opp:your opponents")
        every_gy = self.has("gy:all")
        post_order = None
        for v in self.variant("post:"):
            post_order = v.split(",")
        subtype_order = None
        for v in self.variant("subtypes:"):  # h-act: "a Mountain or Plains card"
            if set(v.split(",")) == f.subtypes:
                subtype_order = v.split(",")
        sub_conj = "or"
        for v in self.variant("subtypes_conj:"):  # s11 h-ctl: "Orcs and Goblins"
            sub_conj = v
        text = render_filter(
            f,
            plural,
            zone_word,
            order,
            conj,
            controls,
            opponents,
            every_gy,
            post_order,
            subtype_order,
            sub_conj,
        )
        if self.has("gy:each"):  # 404.1: "in each graveyard" (every graveyard)
            text = text.replace("in all graveyards", "in each graveyard")
        if NAME_MARK in text:  # 201.2: "named ~"
            text = text.replace(NAME_MARK, self.card_name)
        if SELF_MARK in text:  # 122.1: "... counters on this artifact" (render_filter)
            text = text.replace(SELF_MARK, self.st.self_word)
        if MEASURE_MARK in text and f.bound is not None:  # 608.2h: "1 plus the sacrificed ..."
            measure = self.measure_text(f.bound[2], None)  # type: ignore[attr-defined]
            text = text.replace(MEASURE_MARK, measure)
        if len(f.colors) == 2 and self.has("colors_conj:and/or"):  # s11 h-ctl: "black and/or red"
            a, b = (COLOR_NAMES[c] for c in color_order(f.colors))
            text = text.replace(f"{a} or {b}", f"{a} and/or {b}", 1)
        k = f.controller_target
        if k is not None and k < len(self.st.targets) and TargetRef(k) not in self.st.mentioned:
            # s9 h-other: "creatures target player controls" (the target named in the phrase)
            self.st.mentioned.add(TargetRef(k))
            who = self.target_phrase(self.st.targets[k])
            text = text.replace("that player controls", who + " controls")
        if f.power_vs_self is not None and f.power_vs_self[1]:  # s10 h-cant, 208.1
            text = text.replace("~'s power", self.st.self_word + "'s power")
        if f.or_filter is not None:  # s10 h-zones: "a basic land card or a Gate card"
            other = self.filter_text(f.or_filter, plural, zone_word)
            text += " or " + (article(other) if self.has("or_filter:a") else other)
        return text

    # --- references -----------------------------------------------------------------------

    def self_text(self) -> str:
        self.st.self_count += 1  # s9 rt: "self_it:N" (cards/transform_other.py)
        if self.has("self_repeat") and self.has(f"self_it:{self.st.self_count}"):
            return "it"
        for word in self.variant(f"self_word:{self.st.self_count}:"):
            self.st.mentioned.add(SelfRef())
            return word  # "exile this card" after "this creature" (transform_nouns.self_ref)
        if SelfRef() in self.st.mentioned and not self.has("self_repeat"):
            return "it"
        if SelfRef() not in self.st.mentioned and self.has("self_full_first"):
            self.st.mentioned.add(SelfRef())
            return self.card_name  # s9 rt: the full name, then the short one
        self.st.mentioned.add(SelfRef())
        return self.st.self_word

    def target_text(self, index: int) -> str:
        spec = self.st.targets[index] if index < len(self.st.targets) else TargetSpec("any")
        ref = TargetRef(index)
        if ref in self.st.mentioned:
            n = self.st.pronouns.get(index, 0) + 1
            self.st.pronouns[index] = n
            for v in self.variant(f"that:{index}:{n}:"):
                return v  # "Choose target creature. ..., then that creature gets ..."
            if self.has("choose_targets") and self.has("chosen_cards"):
                return "the chosen cards"
            if spec.kind == "player":
                return "that player"
            return "them" if spec.count > 1 else "it"
        self.st.mentioned.add(ref)
        if self.has(f"each_of:{index}"):
            return "each of " + self.target_phrase(spec)
        if spec.count > 1 and self.has(f"each_after:{index}"):  # "two target creatures each"
            return self.target_phrase(spec) + " each"
        return self.target_phrase(spec)

    def ref_text(self, ref: Any, role: str = "object") -> str:
        """``ref`` as a noun phrase; ``role`` is "object", "subject" or "damage"."""
        if isinstance(ref, SelfRef):
            return self.self_text()
        if isinstance(ref, TargetRef):
            text = self.target_text(ref.index)
            return "they" if text == "them" and role == "subject" else text
        if isinstance(ref, TargetsRef):  # "target creature and target land" (608.2c)
            return " and ".join(self.target_text(i) for i in ref.indices)
        if isinstance(ref, YouRef):
            return "you"
        if isinstance(ref, AttachedRef):
            if ref in self.st.mentioned and self.has("attached_it"):
                return "it"
            if ref in self.st.mentioned and self.has("attached_that_card"):
                return "that card"  # h-zones: "When enchanted creature dies, ... that card"
            self.st.mentioned.add(ref)
            noun = "creature"
            for v in self.st.variants:
                if v.startswith("enchanted:"):
                    noun = v.split(":", 1)[1]
            return f"{ref.kind} {noun if ref.kind == 'enchanted' else 'creature'}"
        if isinstance(ref, TargetControllerRef):
            if self.has(f"that_player_ctl:{ref.index}"):
                return "that player"  # after "target creature an opponent controls" (608.2h)
            for v in self.variant("target_controller:"):
                return v + " controller"  # "that creature's controller"
            return "its controller"
        if isinstance(ref, DefendingPlayerRef):
            return "defending player"
        if isinstance(ref, TriggerObjectRef):
            if self.has("trigobj_then_it") and ref in self.st.mentioned:  # s9 rt
                return "they" if role == "subject" and self.has("trigobj_plural") else "it"
            self.st.mentioned.add(ref)
            for v in self.st.variants:
                if v.startswith("trigobj:"):
                    return v.split(":", 1)[1]
            return "they" if role == "subject" and self.has("trigobj_plural") else "it"
        if isinstance(ref, EachRef):
            return self.each_text(ref, role)
        if isinstance(ref, ChosenRef) and ref.up_to:  # "up to two lands" (s9)
            return f"up to {number_text(ref.count)} {self.filter_text(ref.filter, plural=True)}"
        if isinstance(ref, ChosenRef):
            if ref.count == 1 and ref.filter.other:
                return "another " + self.filter_text(_not_other(ref.filter))
            if ref.count == 1:
                return article(self.filter_text(ref.filter))
            return f"{number_text(ref.count)} {self.filter_text(ref.filter, plural=True)}"
        if isinstance(ref, EnchantedPlayerRef):
            if ref in self.st.mentioned:
                return "that player"
            self.st.mentioned.add(ref)
            return "enchanted player"
        if isinstance(ref, GroupRef):  # "Untap them.", "They gain haste" (608.2c)
            for noun in self.variant("those_group:"):  # s9: "those creatures"
                return "those " + noun
            return "they" if role == "subject" else "them"
        if isinstance(ref, PutNowRef | RevealedNowRef):  # 608.2c: the card just put / revealed
            return "it"
        if isinstance(ref, CreatedRef):  # the tokens just created (111.1)
            words = self.variant("created_that:")  # "that creature" / "that token"
            if len(words) == 1:
                return words[0]
            if self.has("created_them"):
                return "they" if role == "subject" else "them"
            return "it"
        if isinstance(ref, TriggerPlayerRef) and ref.of_object and self.has("trig:its controller"):
            return "its controller"  # h-trig-events (608.2h)
        if isinstance(ref, TriggerPlayerRef) and ref.of_object:
            for v in self.variant("trig_controller:"):
                return v + " controller"  # h-trig-events: "that creature's controller"
        if isinstance(ref, ChosenPlayerRef | TriggerPlayerRef):
            return "that player"
        raise ValueError(f"can't render reference {ref!r}")

    def each_text(self, ref: EachRef, role: str) -> str:
        players = {"each": "each player", "opponent": "each opponent"}
        players["other opponent"] = "each other opponent"  # s11 h-dmg (102.3)
        if ref.filter is None:
            return players.get(ref.players or "", "each player")
        f = ref.filter
        if f.shares_color_with_target is not None:
            base = Filter(types=f.types)
            return f"each other {self.filter_text(base)} that shares a color with it"
        other = f.other
        if other:
            f = replace(f, other=False)
        if role == "damage":
            form = "each"
        elif role == "subject":
            form = "bare" if f.controller else "all"
            for v in ("subj:each", "subj:all", "subj:bare"):
                if self.has(v):
                    form = v.split(":")[1]
        else:
            form = "all"
            for v in ("each:each", "each:all"):
                if self.has(v):
                    form = v.split(":")[1]
        if form == "each":
            text = ("each other " if other else "each ") + self.filter_text(f)
        elif form == "all":
            text = ("all other " if other else "all ") + self.filter_text(f, plural=True)
        else:
            text = ("other " if other else "") + self.filter_text(f, plural=True)
        if ref.players:
            text += " and " + players[ref.players]
        return text

    def is_plural(self, ref: Any, text: str) -> bool:
        if isinstance(ref, YouRef):
            return True
        if isinstance(ref, TargetRef) and self._target_count(ref) > 1:
            return True
        if text in ("they", "them") or text.startswith("those "):  # s9: "those creatures"
            return True
        if isinstance(ref, EachRef) and ref.filter is not None:
            return not text.startswith("each ")
        return False

    def possessive(self, ref: Any) -> str:
        """The possessive of a life total's owner: "your", "each player's", "target player's"."""
        if isinstance(ref, YouRef):
            return "your"
        return self.ref_text(ref, "subject") + "'s"

    def target_phrase(self, spec: TargetSpec, zone_word: str | None = None) -> str:
        if zone_word is None:
            zone_word = "from" if self.has("gy:from") else "in"
        return target_phrase(spec, zone_word, self)

    def ref_text_zone(self, ref: Any, zone_word: str) -> str:
        if isinstance(ref, TargetRef) and ref not in self.st.mentioned:
            self.st.mentioned.add(ref)
            spec = self.st.targets[ref.index]
            return self.target_phrase(spec, zone_word="in" if self.has("gy:in") else zone_word)
        return self.ref_text(ref)

    def plural_ref(self, ref: Any) -> bool:
        """Whether ``ref`` names several objects ("They can't be regenerated.", 701.19c)."""
        return isinstance(ref, EachRef | TargetsRef) or (
            isinstance(ref, TargetRef) and self._target_count(ref) > 1
        )

    def _target_count(self, ref: TargetRef) -> int:
        if ref.index < len(self.st.targets) and self.st.targets[ref.index].count_x:
            return 2  # s9 rt: "X target creatures gain ..." (plural, 107.3)
        if ref.index < len(self.st.targets):
            return self.st.targets[ref.index].count
        return 1
