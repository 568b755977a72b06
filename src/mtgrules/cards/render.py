"""Write ability objects (``ir.py``) back as Oracle text.

``render_abilities(abilities, card_name)`` is the inverse of ``parse_oracle``: for text the
parser reads, the rendering equals the Oracle text without reminder text. Wording the
abilities' meaning doesn't fix (line breaks, "and" or a new sentence, the card's name or
"this creature") comes from each ability's Layout; without one, the usual Oracle wording is
used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.ir import (
    COLOR_NAMES,
    COLORS,
    ActivatedAbility,
    AddCounters,
    AdditionalCost,
    AddMana,
    AlternativeCost,
    AsEntersChoose,
    Attach,
    AttachedRef,
    AttacksEachCombat,
    BecomeMonarch,
    BecomesBlocked,
    BlockAnyNumber,
    CantBeCountered,
    CastRestriction,
    CharacteristicDefiningPT,
    ChosenPlayerRef,
    ChosenRef,
    ControlOf,
    Cost,
    CostReduction,
    CounterSpell,
    CreateToken,
    DamageCantBePrevented,
    DamageDealtAmount,
    DealDamage,
    DefendingPlayerRef,
    DelayedDraw,
    Destroy,
    Discard,
    DoesntUntap,
    DoesntUntapWhile,
    Draw,
    Duration,
    EachRef,
    EnchantedPlayerRef,
    ExchangeLifeTotals,
    Exile,
    Filter,
    GainControl,
    GainLife,
    GrantAbilities,
    GrantProtectionChoice,
    GrantProtectionOptions,
    IfYouDo,
    Investigate,
    Keyword,
    Layout,
    LifeReplacement,
    LifeTotalCantChange,
    LoseLife,
    LoyaltyAbility,
    Mill,
    Modal,
    ModifyPT,
    ModifyPTX,
    MoveAura,
    MoveCounters,
    NextDrawReplaced,
    OpeningHand,
    PhaseOut,
    PhaseOutAll,
    PowerOf,
    PreventDamage,
    Quality,
    QualityKind,
    ReanimateEnchanted,
    Regenerate,
    RemoveAbilities,
    Replacement,
    Restriction,
    RestrictionEffect,
    ReturnToBattlefield,
    ReturnToHand,
    RevealTopCard,
    Sacrifice,
    SacrificeSelf,
    Scry,
    SearchLibrary,
    SelfRef,
    SetCharacteristics,
    SetLandType,
    SetLifeTotal,
    SkipNextUntap,
    SpellAbility,
    StaticAbility,
    Surveil,
    Tap,
    TapOrUntap,
    TargetControllerRef,
    TargetRef,
    TargetSpec,
    TriggeredAbility,
    TriggerEvent,
    TriggerObjectRef,
    Untap,
    XAmount,
    YouRef,
)

__all__ = ["render_abilities", "render_filter"]

NUMBER_NAMES = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
}
TYPE_ORDER = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "kindred",
    "land",
    "planeswalker",
    "sorcery",
)
PROPER_KEYWORDS = {"for mirrodin!": "for Mirrodin!"}
THIRD_PERSON = {"have": "has", "do": "does", "don't": "doesn't"}

ANIMATE_DEAD = (
    "When this Aura enters, if it's on the battlefield, it loses \"enchant creature card in a "
    'graveyard" and gains "enchant creature put onto the battlefield with this Aura." Return '
    "enchanted creature card to the battlefield under your control and attach this Aura to it. "
    "When this Aura leaves the battlefield, that creature's controller sacrifices it."
)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def number_text(n: Any) -> str:
    if isinstance(n, XAmount):
        return "X"
    return NUMBER_NAMES.get(n, str(n))


def verb(base: str, plural: bool) -> str:
    if plural:
        return base
    if base in THIRD_PERSON:
        return THIRD_PERSON[base]
    return base + ("es" if base.endswith(("s", "sh", "ch")) else "s")


_SUBTYPES: frozenset[str] | None = None


def _is_subtype(word: str) -> bool:
    """Whether ``word`` is a printed subtype of words.py (no parser needed to know)."""
    global _SUBTYPES
    if _SUBTYPES is None:
        from mtgrules.cards import words

        _SUBTYPES = frozenset(
            (
                *words.CREATURE_TYPES,
                *words.ARTIFACT_TYPES,
                *words.ENCHANTMENT_TYPES,
                *words.LAND_TYPES,
                *words.SPELL_TYPES,
            )
        )
    return word in _SUBTYPES


def plural_word(word: str) -> str:
    if _is_subtype(word):
        from mtgrules.cards.parser import SUBTYPE_PLURALS, _subtype_words

        if not SUBTYPE_PLURALS:  # filled when the grammar is built: not for pre-parsed cards
            _subtype_words()
        if word in SUBTYPE_PLURALS:
            return SUBTYPE_PLURALS[word]
    if word == "sorcery":
        return "sorceries"
    return word + "s"


def pt_text(p: int, t: int) -> str:
    """ "+2/+0", "-1/-0": a zero takes the sign of the other number (Oracle style)."""
    ps = f"{p:+d}" if p else ("-0" if t < 0 else "+0")
    ts = f"{t:+d}" if t else ("-0" if p < 0 else "+0")
    return f"{ps}/{ts}"


def quality_text(q: Quality) -> str:
    kind = q.kind
    if kind is QualityKind.COLOR:
        return COLOR_NAMES[q.value or ""]
    if kind is QualityKind.EVERY_COLOR:
        return "all colors"
    if kind is QualityKind.CARD_TYPE:
        return plural_word(q.value or "")
    if kind is QualityKind.SUBTYPE:
        return plural_word(q.value or "")
    if kind is QualityKind.CHOSEN_COLOR:
        return "the chosen color"
    if kind is QualityKind.PLAYER:
        if q.value == "chosen":
            return "the chosen player"
        if q.value == "each opponent":
            return "each of your opponents"
        return q.value or "the chosen player"
    if kind is QualityKind.NAME:
        return "the chosen card name" if q.value in (None, "chosen") else q.value
    return kind.value


def list_text(items: Sequence[str], conj: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    if len(items) == 2:
        return f"{items[0]} {conj} {items[1]}"
    return ", ".join(items[:-1]) + f", {conj} " + items[-1]


# ---------------------------------------------------------------------------------------
# Noun phrases
# ---------------------------------------------------------------------------------------


def color_order(colors: frozenset[str]) -> list[str]:
    """Colors in Oracle order: a pair goes the short way round the color wheel (105.1):
    "green and white", "red and white"; otherwise W, U, B, R, G."""
    ordered = [c for c in COLORS if c in colors]
    if len(ordered) == 2:
        a, b = COLORS.index(ordered[0]), COLORS.index(ordered[1])
        if b - a > 2:
            ordered.reverse()
    return ordered


def render_filter(
    f: Filter,
    plural: bool = False,
    zone_word: str = "in",
    type_order: Sequence[str] | None = None,
    conj: str = "or",
    controls: str = "control",
    opponents: bool = False,
    all_graveyards: bool = False,
    post_order: Sequence[str] | None = None,
) -> str:
    """The noun phrase of a Filter: "nonartifact, nonblack creature you control".

    ``post_order`` orders the phrases after the noun by the Filter fields they come from
    ("with mana value 3 or less an opponent controls": mana_value_max, controller).
    """
    pre: list[str] = []
    if f.tapped is True:
        pre.append("tapped")
    elif f.tapped is False:
        pre.append("untapped")
    if f.blocked is False:
        pre.append("unblocked")
    if f.attacking:
        pre.append("attacking")
    if f.blocking:
        pre.append("blocking")
    if f.in_combat:
        pre.append("attacking or blocking")
    nons = [f"non{t}" for t in _ordered_types(f.non_types)]
    nons += [f"non{COLOR_NAMES[c]}" for c in COLORS if c in f.non_colors]
    nons += [f"non-{s}" for s in sorted(f.non_subtypes)]
    nons += [f"non{s}" for s in sorted(f.non_supertypes)]
    if f.token is False:
        nons.append("nontoken")
    if nons:
        pre.append(", ".join(nons))
    if f.colors:
        pre.append(list_text([COLOR_NAMES[c] for c in COLORS if c in f.colors], "or"))
    if f.multicolored:
        pre.append("multicolored")
    if f.colorless:
        pre.append("colorless")
    for s in ("legendary", "basic", "snow"):
        if s in f.supertypes:
            pre.append(s)
    head = [*sorted(f.subtypes)]
    types = _ordered_types(f.types)
    if type_order is not None and set(type_order) == set(types):
        types = list(type_order)
    if types:
        head.append(list_text(types, conj))
    tail = ""
    if f.zone == "stack":
        tail = "spell"
    elif f.zone in ("graveyard", "library", "hand", "exile"):
        tail = "card"
    elif f.token:
        tail = "token"
    if not head and not tail:
        tail = "permanent"
    words = [*pre, *head]
    if tail:
        words.append(tail)
    if plural:
        words[-1] = _plural_phrase(words[-1])
    text = " ".join(words)
    post: list[tuple[str, str]] = []
    if f.controller == "you" and f.zone in ("battlefield", "stack"):
        post.append(("controller", f"you {controls}"))
    elif f.controller == "opponent":
        them = "your opponents control" if plural or opponents else "an opponent controls"
        post.append(("controller", them))
    elif f.controller == "not_you":
        post.append(("controller", "you don't control"))
    elif f.controller == "enchanted player":
        post.append(("controller", "enchanted player controls"))
    if f.with_keyword:
        post.append(("with_keyword", f"with {f.with_keyword}"))
    if f.without_keyword:
        post.append(("without_keyword", f"without {f.without_keyword}"))
    if f.power_max is not None:
        post.append(("power_max", f"with power {f.power_max} or less"))
    if f.power_min is not None:
        post.append(("power_min", f"with power {f.power_min} or greater"))
    if f.mana_value_max is not None:
        post.append(("mana_value_max", f"with mana value {f.mana_value_max} or less"))
    if f.mana_value_min is not None:
        post.append(("mana_value_min", f"with mana value {f.mana_value_min} or greater"))
    if f.attacking_you:
        post.append(("attacking_you", "attacking you"))
    if f.attached:
        post.append(("attached", "attached to a permanent"))
    if f.same_controller_as_target is not None:
        post.append(("same_controller_as_target", "with the same controller"))
    if f.zone == "graveyard" and all_graveyards and f.controller is None:
        post.append(("zone", f"{zone_word} all graveyards"))
    elif f.zone == "graveyard":
        where = "your" if f.controller == "you" else "a"
        post.append(("zone", f"{zone_word} {where} graveyard"))
    elif f.zone == "hand" and f.controller == "you":
        post.append(("zone", "in your hand"))
    if post_order is not None and sorted(post_order) == sorted(k for k, _ in post):
        post.sort(key=lambda kv: list(post_order).index(kv[0]))
    if post:
        text += " " + " ".join(t for _, t in post)
    return text


def _ordered_types(types: frozenset[str]) -> list[str]:
    return sorted(types, key=lambda t: (TYPE_ORDER.index(t) if t in TYPE_ORDER else 99, t))


def _not_other(f: Filter) -> Filter:
    from dataclasses import replace

    return replace(f, other=False)


def _plural_phrase(words: str) -> str:
    # "artifact or creature" -> "artifacts or creatures"
    for conj in (" and/or ", " or ", " and "):
        if conj in words:
            parts = words.split(conj)
            parts = [", ".join(plural_word(x) for x in p.split(", ")) for p in parts]
            return conj.join(parts)
    return ", ".join(plural_word(x) for x in words.split(", "))


# ---------------------------------------------------------------------------------------
# The renderer
# ---------------------------------------------------------------------------------------


@dataclass
class _State:
    card_name: str
    self_word: str
    targets: tuple[TargetSpec, ...] = ()
    mentioned: set[Any] = field(default_factory=set)
    variants: frozenset[str] = frozenset()
    subject: Any = None
    pronouns: dict[int, int] = field(default_factory=dict)


class Renderer:
    def __init__(self, card_name: str, self_name: str | None = None) -> None:
        self.card_name = card_name
        self.default_self = self_name
        self.st = _State(card_name, self_name or card_name)

    # --- set-up per ability ---------------------------------------------------------------

    def begin(self, ability: Any) -> Layout:
        layout: Layout = getattr(ability, "layout", None) or Layout()
        word = layout.self_word
        if word == "~" or word is None:
            word = self.default_self or self.card_name
            if layout.self_word == "~":
                word = self.card_name if self.default_self is None else self.default_self
        self.st = _State(
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
        return render_filter(
            f, plural, zone_word, order, conj, controls, opponents, every_gy, post_order
        )

    # --- references -----------------------------------------------------------------------

    def self_text(self) -> str:
        if SelfRef() in self.st.mentioned and not self.has("self_repeat"):
            return "it"
        self.st.mentioned.add(SelfRef())
        return self.st.self_word

    def target_text(self, index: int) -> str:
        spec = self.st.targets[index] if index < len(self.st.targets) else TargetSpec("any")
        ref = TargetRef(index)
        if ref in self.st.mentioned:
            if self.has("choose_targets"):
                return "the chosen cards"
            n = self.st.pronouns.get(index, 0) + 1
            self.st.pronouns[index] = n
            for v in self.variant(f"that:{index}:{n}:"):
                return v
            if spec.kind == "player":
                return "that player"
            return "them" if spec.count > 1 else "it"
        self.st.mentioned.add(ref)
        if self.has(f"each_of:{index}"):
            return "each of " + self.target_phrase(spec)
        return self.target_phrase(spec)

    def ref_text(self, ref: Any, role: str = "object") -> str:
        """``ref`` as a noun phrase; ``role`` is "object", "subject" or "damage"."""
        if isinstance(ref, SelfRef):
            return self.self_text()
        if isinstance(ref, TargetRef):
            text = self.target_text(ref.index)
            return "they" if text == "them" and role == "subject" else text
        if isinstance(ref, YouRef):
            return "you"
        if isinstance(ref, AttachedRef):
            if ref in self.st.mentioned and self.has("attached_it"):
                return "it"
            self.st.mentioned.add(ref)
            noun = "creature"
            for v in self.st.variants:
                if v.startswith("enchanted:"):
                    noun = v.split(":", 1)[1]
            return f"{ref.kind} {noun if ref.kind == 'enchanted' else 'creature'}"
        if isinstance(ref, TargetControllerRef):
            return "its controller"
        if isinstance(ref, DefendingPlayerRef):
            return "defending player"
        if isinstance(ref, TriggerObjectRef):
            for v in self.st.variants:
                if v.startswith("trigobj:"):
                    return v.split(":", 1)[1]
            return "they" if role == "subject" and self.has("trigobj_plural") else "it"
        if isinstance(ref, EachRef):
            return self.each_text(ref, role)
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
        if isinstance(ref, ChosenPlayerRef):
            return "that player"
        raise ValueError(f"can't render reference {ref!r}")

    def each_text(self, ref: EachRef, role: str) -> str:
        players = {"each": "each player", "opponent": "each opponent"}
        if ref.filter is None:
            return players.get(ref.players or "", "each player")
        f = ref.filter
        if f.shares_color_with_target is not None:
            base = Filter(types=f.types)
            return f"each other {self.filter_text(base)} that shares a color with it"
        other = f.other
        if other:
            f = Filter(**{k: getattr(f, k) for k in f.__slots__ if k != "other"})  # type: ignore[attr-defined]
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
        if text in ("they", "them"):
            return True
        if isinstance(ref, EachRef) and ref.filter is not None:
            return not text.startswith("each ")
        return False

    # --- abilities ------------------------------------------------------------------------

    def render(self, abilities: Sequence[Any]) -> str:
        lines: list[str] = []
        i = 0
        while i < len(abilities):
            ability = abilities[i]
            layout = getattr(ability, "layout", None) or Layout()
            if isinstance(ability, Keyword):
                run = [ability]
                i += 1
                while (
                    i < len(abilities)
                    and isinstance(abilities[i], Keyword)
                    and ((abilities[i].layout or Layout()).same_line in (", ", "from"))
                ):
                    run.append(abilities[i])
                    i += 1
                self.begin(run[0])
                text = cap(self.keyword_run(run))
            elif isinstance(ability, (StaticAbility, Restriction)):
                group = [ability]
                i += 1
                while (
                    i < len(abilities)
                    and isinstance(abilities[i], (StaticAbility, Restriction))
                    and (abilities[i].layout or Layout()).same_line in (" and ", " ")
                ):
                    group.append(abilities[i])
                    i += 1
                text = self.static_group(group)
            else:
                text = self.ability(ability)
                i += 1
            if layout.ability_word:
                text = f"{layout.ability_word} — {text}"
            lines.append(text)
        return "\n".join(lines)

    def ability(self, ability: Any) -> str:
        layout = self.begin(ability)
        if isinstance(ability, SpellAbility):
            if self.has("choose_targets") and ability.targets:
                head = "Choose " + self.target_text(0) + ". "
                self.st.mentioned.add(TargetRef(0))
                return head + self.chain(ability.effects, layout.joins)
            return self.chain(ability.effects, layout.joins)
        if isinstance(ability, ActivatedAbility):
            return self.activated(ability, layout)
        if isinstance(ability, TriggeredAbility):
            return self.triggered(ability, layout)
        if isinstance(ability, CastRestriction):
            return f"Cast this spell only {ability.text}."
        if isinstance(ability, CantBeCountered):
            return "This spell can't be countered."
        if isinstance(ability, AsEntersChoose):
            return f"As {self.self_text()} enters, choose {article(ability.choice)}."
        if isinstance(ability, AdditionalCost):
            return "As an additional cost to cast this spell, " + self.cost(ability.cost) + "."
        if isinstance(ability, LoyaltyAbility):
            return loyalty_text(ability.loyalty) + ": " + self.chain(ability.effects, layout.joins)
        if isinstance(ability, OpeningHand):
            return (
                "If this card is in your opening hand, you may begin the game with it on the "
                "battlefield."
            )
        if isinstance(ability, AlternativeCost):
            return alternative_cost_text(ability)
        raise ValueError(f"can't render ability {ability!r}")

    # --- keywords -------------------------------------------------------------------------

    def keyword_run(self, run: list[Keyword]) -> str:
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
        if name == "hexproof from" and kw.quality is not None:
            return "hexproof from " + quality_text(kw.quality)
        if name == "enchant":
            if kw.enchant_player:
                return "enchant opponent" if kw.filter is not None else "enchant player"
            return "enchant " + self.filter_text(kw.filter or Filter(), zone_word="in")
        if name == "affinity" and kw.filter is not None:
            return "affinity for " + self.filter_text(kw.filter, plural=True)
        if kw.cost is not None:
            if kw.cost.mana and kw.cost == Cost(mana=kw.cost.mana):
                return f"{name} {kw.cost.mana}"
            return f"{name}—{cap(self.cost(kw.cost))}."
        if kw.amount is not None:
            return f"{name} {kw.amount}"
        return PROPER_KEYWORDS.get(name, name)

    # --- costs and activated abilities ----------------------------------------------------

    def cost(self, cost: Cost, capital: bool = False) -> str:
        parts: list[tuple[str, str]] = []
        if cost.mana:
            parts.append(("mana", cost.mana))
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
        if cost.tap_untapped_creature:
            parts.append(("tap_untapped_creature", "tap an untapped creature you control"))
        if cost.sacrifice_self:
            parts.append(("sacrifice_self", "sacrifice " + self.self_text()))
        if cost.exile_self:
            parts.append(("exile_self", "exile " + self.self_text()))
        if cost.sacrifice is not None:
            f = cost.sacrifice
            if f.other:
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
        if cost.pay_life:
            parts.append(("pay_life", f"pay {cost.pay_life} life"))
        if cost.pay_life_x:
            parts.append(("pay_life_x", "pay X life"))
        if cost.discard:
            parts.append(("discard", "discard " + cards_text(cost.discard)))
        for kind, n in cost.remove_counters:
            noun = "counter" if n == 1 else "counters"
            counter = article(f"{kind} {noun}") if n == 1 else f"{number_text(n)} {kind} {noun}"
            parts.append(("remove_counters", f"remove {counter} from {self.self_text()}"))
        for v in self.variant("cost_order:"):
            order = v.split(",")
            if sorted(order) == sorted(k for k, _ in parts):
                parts.sort(key=lambda kv: order.index(kv[0]))
        texts = [t for _, t in parts]
        return ", ".join(cap(p) if capital and p[:1] != "{" else p for p in texts)

    def activated(self, ability: ActivatedAbility, layout: Layout) -> str:
        text = (
            self.cost(ability.cost, capital=True) + ": " + self.chain(ability.effects, layout.joins)
        )
        if ability.sorcery_speed:
            text += " Activate only as a sorcery."
        if ability.once_each_turn:
            text += " Activate only once each turn."
        if ability.your_turn_only:
            text += " Activate only during your turn."
        if ability.your_upkeep_only:
            text += " Activate only during your upkeep."
        return text

    # --- triggered abilities --------------------------------------------------------------

    def triggered(self, ability: TriggeredAbility, layout: Layout) -> str:
        if ability.effects == (ReanimateEnchanted(),):
            return ANIMATE_DEAD
        trig = ability.trigger
        event = trig.event
        subject = trig.subject
        if self.has("when:when"):
            when = "When"
        elif self.has("when:whenever"):
            when = "Whenever"
        else:
            once = event in (
                TriggerEvent.ENTERS,
                TriggerEvent.DIES,
                TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD,
            )
            when = "When" if once and not isinstance(subject, EachRef) else "Whenever"
        if isinstance(subject, EachRef) and subject.filter is not None:
            f = subject.filter
            if f.other:
                fo = Filter(**{k: getattr(f, k) for k in f.__slots__ if k != "other"})  # type: ignore[attr-defined]
                who = "another " + self.filter_text(fo)
            else:
                who = article(self.filter_text(f))
        elif event in (
            TriggerEvent.UPKEEP,
            TriggerEvent.END_STEP,
            TriggerEvent.CAST_SPELL,
            TriggerEvent.GAIN_LIFE,
            TriggerEvent.BEGIN_COMBAT,
        ):
            who = ""
        else:
            who = self.ref_text(subject, "subject")
        phrase = {
            TriggerEvent.ENTERS: f"{who} enters",
            TriggerEvent.DIES: f"{who} dies",
            TriggerEvent.ATTACKS: f"{who} attacks",
            TriggerEvent.BLOCKS: f"{who} blocks",
            TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER: f"{who} deals combat damage to a player",
            TriggerEvent.DEALS_DAMAGE: f"{who} deals damage",
            TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD: (
                f"{who} is put into a graveyard from the battlefield"
            ),
            TriggerEvent.LEAVES_BATTLEFIELD: f"{who} leaves the battlefield",
        }.get(event)
        if event is TriggerEvent.GAIN_LIFE:
            head = "Whenever you gain life"
        elif event is TriggerEvent.BEGIN_COMBAT:
            head = "At the beginning of combat on your turn"
        elif event is TriggerEvent.CAST_SPELL:
            caster = "an opponent casts" if trig.whose == "opponent" else "you cast"
            head = f"{when} {caster} " + article(
                self.filter_text(trig.filter or Filter(zone="stack"))
            )
        elif event in (TriggerEvent.UPKEEP, TriggerEvent.END_STEP):
            step = "upkeep" if event is TriggerEvent.UPKEEP else "end step"
            if trig.whose in ("enchanted player", "enchanted_player"):
                self.st.mentioned.add(EnchantedPlayerRef())  # "that player" from here on
            if trig.whose == "any" and self.has("the_end_step"):
                head = f"At the beginning of the {step}"
            else:
                whose = {
                    "you": "your",
                    "any": "each",
                    "opponent": "each opponent's",
                    "enchanted player": "enchanted player's",
                    "enchanted_player": "enchanted player's",
                }[trig.whose]
                head = f"At the beginning of {whose} {step}"
        else:
            head = f"{when} {phrase}"
        if ability.intervening_if:
            head += f", if {ability.intervening_if}"
        if ability.effects and isinstance(ability.effects[0], Modal):
            body = self.modal(ability.effects[0])
            return head + ", " + body[:1].lower() + body[1:]
        body = self.chain(ability.effects, layout.joins, ability.optional, first_cap=False)
        return head + ", " + body

    # --- static abilities -----------------------------------------------------------------

    def static_group(self, group: list[Any]) -> str:
        sentences: list[list[Any]] = []
        for item in group:
            if sentences and (item.layout or Layout()).same_line == " and ":
                sentences[-1].append(item)
            else:
                sentences.append([item])
        out = []
        for sentence in sentences:
            self.begin(sentence[0])
            out.append(cap(self.static_sentence(sentence)) + ".")
        return " ".join(out)

    def static_sentence(self, items: list[Any]) -> str:
        first = items[0]
        effect = first.effect if isinstance(first, StaticAbility) else first
        if isinstance(effect, Replacement):
            return self.replacement(effect)
        if isinstance(effect, LifeReplacement):
            return self.life_replacement(effect)
        if isinstance(effect, CostReduction):
            who = self.filter_text(effect.filter, plural=True)
            return f"{who} cost {effect.mana} less to cast"
        if isinstance(effect, DamageCantBePrevented):
            return "damage can't be prevented"
        if isinstance(effect, ControlOf):
            return "you control " + self.ref_text(effect.what)
        if isinstance(effect, CharacteristicDefiningPT):
            return (
                f"{self.st.self_word}'s power is equal to the number of {effect.count} and "
                f"its toughness is equal to that number plus {effect.toughness_offset}"
            )
        subject = getattr(effect, "what", None)
        subj_text = self.ref_text(subject, "subject")
        plural = self.is_plural(subject, subj_text)
        preds = []
        extra = ""
        for item in items:
            eff = item.effect if isinstance(item, StaticAbility) else item
            preds.append(self.static_pred(eff, plural))
            if isinstance(eff, GrantAbilities) and eff.keeps_own_attachments:
                extra = (
                    ". This effect doesn't remove Auras and Equipment you control that "
                    "are already attached to it"
                )
            elif isinstance(eff, GrantAbilities) and eff.doesnt_remove:
                extra = f". This effect doesn't remove {eff.doesnt_remove}"
        return f"{subj_text} " + " and ".join(preds) + extra

    def static_pred(self, eff: Any, plural: bool) -> str:
        if isinstance(eff, ModifyPT):
            return f"{verb('get', plural)} {pt_text(eff.power, eff.toughness)}"
        if isinstance(eff, GrantAbilities):
            return f"{verb('have', plural)} {self.keyword_list(eff.abilities)}"
        if isinstance(eff, Restriction):
            if eff.cant == {"block nonflying"}:
                return "can block only creatures with flying"
            return "can't " + cant_text(eff.cant)
        if isinstance(eff, BlockAnyNumber):
            if eff.count is None:
                return "can block any number of creatures"
            return "can block an additional creature each combat"
        if isinstance(eff, DoesntUntap):
            whose = "its controller's"
            for v in self.st.variants:
                if v.startswith("untap:"):
                    whose = v.split(":", 1)[1]
            dont = verb("don't", plural)
            return f"{dont} untap during {whose} untap step"
        if isinstance(eff, AttacksEachCombat):
            return f"{verb('block' if eff.blocks else 'attack', plural)} each combat if able"
        if isinstance(eff, SetLandType):
            if plural:
                kind = eff.land_type if eff.land_type == "Plains" else eff.land_type + "s"
                return f"are {kind}"
            extra = " in addition to its other land types" if eff.additional else ""
            return f"is {article(eff.land_type)}{extra}"
        raise ValueError(f"can't render static effect {eff!r}")

    def life_replacement(self, r: LifeReplacement) -> str:
        """614.1a: "if an opponent would gain life, that player loses that much life instead"."""
        who = {"you": "you", "opponent": "an opponent", "player": "a player"}[r.who]
        during = " during your turn" if r.your_turn else ""
        base = r.subject in ("you", "they")
        verb = {"plus": "gain", "twice": r.event, "lose": "lose", "none": "gain"}[r.result]
        verb = verb if base else verb + "s"
        amount = {
            "plus": f"that much life plus {number_amount(r.amount)}",
            "twice": "twice that much life",
            "lose": "that much life",
            "none": "no life",
        }[r.result]
        return f"if {who} would {r.event} life{during}, {r.subject} {verb} {amount} instead"

    def replacement(self, r: Replacement) -> str:
        me = self.st.self_word
        if r.kind == "enters_tapped":
            return f"{me} enters tapped"
        if r.kind == "enters_with_counters":
            n = r.amount or 1
            noun = "counter" if n == 1 else "counters"
            counter = (
                article(f"{r.counter} {noun}") if n == 1 else f"{number_text(n)} {r.counter} {noun}"
            )
            return f"{me} enters with {counter} on it"
        if r.kind == "regenerate_instead":
            return f"if {me} would be destroyed, regenerate it"
        if r.kind == "prevent_damage":
            target = article(self.filter_text(r.filter or Filter()))
            return f"if a source would deal damage to {target}, prevent {r.amount} of that damage"
        if r.kind == "shuffle_into_library_instead":
            return (
                f"if {me} would be put into a graveyard from anywhere, reveal {me} and "
                "shuffle it into its owner's library instead"
            )
        raise ValueError(f"can't render replacement {r!r}")

    def keyword_list(self, abilities: Sequence[Any]) -> str:
        return list_text(self.keyword_texts([a for a in abilities if isinstance(a, Keyword)]))

    def quality(self, q: Quality) -> str:
        if q.kind is QualityKind.EVERY_COLOR and self.has("each_color"):
            return "each color"
        return quality_text(q)

    # --- effects --------------------------------------------------------------------------

    def chain(
        self,
        effects: Sequence[Any],
        joins: Sequence[str],
        optional: bool = False,
        first_cap: bool = True,
    ) -> str:
        if effects and isinstance(effects[0], Modal):
            return self.modal(effects[0])
        joins = list(joins) + [". "] * (len(effects) - 1 - len(joins))
        out = ""
        sentence_start = True
        prefix_next = self.has("prefix_duration")
        i = 0
        while i < len(effects):
            # gather effects joined into this clause group
            group = [effects[i]]
            group_joins: list[str] = []
            while i + len(group) - 1 < len(joins) and joins[i + len(group) - 1] not in (". ", "\n"):
                group_joins.append(joins[i + len(group) - 1])
                group.append(effects[i + len(group)])
            prefix = ""
            durations = [getattr(e, "duration", None) for e in group]
            if prefix_next and Duration.YOUR_NEXT_TURN in durations:
                prefix = "until your next turn, "
            elif prefix_next and Duration.END_OF_TURN in durations:
                prefix = "until end of turn, "
            text = self.sentence(group, group_joins, suffix_duration=not prefix)
            if optional and i == 0:
                text = "you may " + (text[4:] if text.startswith("you ") else text)
            text = prefix + text
            out += cap(text) if (first_cap or i > 0) and sentence_start else text
            i += len(group)
            if i < len(effects):
                sep = joins[i - 1]
                out += "." + ("\n" if sep == "\n" else " ")
        return out + "."

    def sentence(self, group: list[Any], joins: list[str], suffix_duration: bool = True) -> str:
        text = ""
        prev: Any = None
        plural = False
        for k, e in enumerate(group):
            join = joins[k - 1] if k else ""
            dur = self.duration_text(e) if suffix_duration else ""
            subj = self.subject_of(e)
            if prev is not None and join == " and ":
                if (
                    isinstance(e, DealDamage)
                    and isinstance(prev, DealDamage)
                    and e.source == prev.source
                    and e.amount == prev.amount
                ):
                    # "deals X damage to target creature and each other creature ..."
                    text += " and " + self.ref_text(e.to, "damage")
                    prev = e
                    continue
                if (
                    subj is not None
                    and subj == self.subject_of(prev)
                    and (not isinstance(subj, YouRef) or self.has("merge_you"))
                ):
                    # "gets +2/+2 and gains trample until end of turn"
                    prev_dur = self.duration_text(prev) if suffix_duration else ""
                    if prev_dur and prev_dur == dur and text.endswith(prev_dur):
                        text = text[: -len(prev_dur)]
                    text += " and " + self.predicate(e, plural, subj) + dur
                    prev = e
                    continue
            if subj is not None:
                subj_text = self.ref_text(subj, "subject")
                plural = self.is_plural(subj, subj_text)
                text += join + f"{subj_text} {self.predicate(e, plural, subj)}{dur}"
            else:
                text += join + self.imperative(e) + dur
            prev = e
        return text

    def subject_of(self, e: Any) -> Any:
        if (
            isinstance(e, (Draw, Discard, Mill, Sacrifice))
            and isinstance(e.who, YouRef)
            and self.has("you_subject")
        ):
            return e.who
        if isinstance(e, (GainLife, LoseLife)) and self.has("imperative_life"):
            return None
        return _subject_of(e)

    @staticmethod
    def duration_text(e: Any) -> str:
        if isinstance(e, RestrictionEffect):
            return ""  # "can't block this turn": the predicate says its own duration
        duration = getattr(e, "duration", None)
        if duration is Duration.END_OF_TURN:
            return " until end of turn"
        if duration is Duration.YOUR_NEXT_TURN:
            return " until your next turn"
        return ""

    def predicate(self, e: Any, plural: bool, subj: Any) -> str:
        if isinstance(e, DealDamage):
            return (
                f"{verb('deal', plural)} {self.damage_amount(e.amount, subj)} to "
                + self.ref_text(e.to, "damage")
            )
        if isinstance(e, ModifyPT):
            return f"{verb('get', plural)} {pt_text(e.power, e.toughness)}"
        if isinstance(e, GrantAbilities):
            return f"{verb('gain', plural)} {self.keyword_list(e.abilities)}"
        if isinstance(e, GrantProtectionChoice):
            return f"{verb('gain', plural)} protection from the color of your choice"
        if isinstance(e, GrantProtectionOptions):
            froms = [f"from {self.quality(q)}" for q in e.qualities]
            if e.colors:
                froms.append("from the color of your choice")
            return f"{verb('gain', plural)} protection " + " or ".join(froms)
        if isinstance(e, RemoveAbilities):
            if e.all:
                return f"{verb('lose', plural)} all abilities"
            return f"{verb('lose', plural)} {self.keyword_list(e.abilities)}"
        if isinstance(e, SetCharacteristics):
            return f"{verb('become', plural)} " + characteristics_text(e)
        if isinstance(e, ModifyPTX):
            return f"{verb('get', plural)} {pt_x_text(e.power, e.toughness)}"
        if isinstance(e, SkipNextUntap):
            return f"{verb('skip', plural)} their next untap step"
        if isinstance(e, DoesntUntapWhile):
            me = self.self_text()
            how = f"{me} remains tapped"
            if e.condition == "you control source":
                how = f"you control {me}"
            dont = verb("don't", plural)
            return f"{dont} untap during its controller's untap step for as long as {how}"
        if isinstance(e, GainLife):
            if isinstance(e.amount, DamageDealtAmount):
                return f"{verb('gain', plural)} life equal to the damage dealt this way"
            return f"{verb('gain', plural)} {number_amount(e.amount)} life"
        if isinstance(e, LoseLife):
            return f"{verb('lose', plural)} {number_amount(e.amount)} life"
        if isinstance(e, Draw):
            return f"{verb('draw', plural)} {cards_text(e.count)}"
        if isinstance(e, Sacrifice) and isinstance(subj, YouRef):
            return f"sacrifice {self.count_np(e.count, e.filter)}"
        if isinstance(e, Discard):
            return f"{verb('discard', plural)} {cards_text(e.count)}" + (
                " at random" if e.random else ""
            )
        if isinstance(e, Sacrifice):
            return f"{verb('sacrifice', plural)} {self.count_np(e.count, e.filter)} of their choice"
        if isinstance(e, PhaseOut):
            return f"{verb('phase', plural)} out"
        if isinstance(e, BecomesBlocked):
            return f"{verb('become', plural)} blocked"
        if isinstance(e, RestrictionEffect):
            return f"can't {cant_text(e.cant)} this turn"
        if isinstance(e, BecomeMonarch):
            return f"{verb('become', plural)} the monarch"
        if isinstance(e, Mill):
            return f"{verb('mill', plural)} {cards_text(e.count)}"
        if isinstance(e, RevealTopCard):
            land = article(self.filter_text(e.to_hand_if or Filter(), zone_word="in"))
            land = land.replace(" permanent", " card") if " card" not in land else land
            if not land.endswith("card"):
                land += " card"
            return (
                f"{verb('reveal', plural)} the top card of their library. If it's {land}, "
                "that player puts it into their hand"
            )
        raise ValueError(f"can't render {e!r}")

    def damage_amount(self, amount: Any, subj: Any) -> str:
        if isinstance(amount, PowerOf):
            who = "its" if amount.ref == subj else f"{self.st.self_word}'s"
            return f"damage equal to {who} power"
        return f"{number_amount(amount)} damage"

    def count_np(self, count: int, f: Filter) -> str:
        if count == 1 and f.other:
            return "another " + self.filter_text(_not_other(f))
        if count == 1:
            return article(self.filter_text(f))
        return f"{number_text(count)} {self.filter_text(f, plural=True)}"

    def imperative(self, e: Any) -> str:
        if isinstance(e, Destroy):
            text = "destroy " + self.ref_text(e.what)
            if e.no_regenerate:
                plural = isinstance(e.what, EachRef) or (
                    isinstance(e.what, TargetRef) and self._target_count(e.what) > 1
                )
                text += ". " + ("They" if plural else "It") + " can't be regenerated"
            return text
        if isinstance(e, Exile):
            text = "exile " + self.ref_text(e.what)
            if e.until_source_leaves:
                text += f" until {self.self_text()} leaves the battlefield"
            return text
        if isinstance(e, ReturnToHand):
            what = self.ref_text(e.what)
            plural = (
                what in ("them",)
                or (isinstance(e.what, EachRef) and not what.startswith("each "))
                or (isinstance(e.what, TargetRef) and self._target_count(e.what) > 1)
            )
            if self.has("hand:your"):
                return f"return {what} to your hand"
            if plural and self.has("hand:their owner's hand"):
                return f"return {what} to their owner's hand"
            return f"return {what} to " + ("their owners' hands" if plural else "its owner's hand")
        if isinstance(e, ReturnToBattlefield):
            if isinstance(e.what, SelfRef) and self.has("self_from_gy"):
                what = (
                    "this card from your graveyard"
                    if self.st.self_word.startswith("this ")
                    else self.st.self_word + " from your graveyard"
                )
                self.st.mentioned.add(SelfRef())
            else:
                what = self.ref_text_zone(e.what, "from")
            text = f"return {what} to the battlefield"
            if self.has("put_onto"):
                text = f"put {what} onto the battlefield"
            if e.tapped:
                text += " tapped"
            if e.under_your_control:
                text += " under your control"
            elif self.has("under:owner"):
                plural = what == "them" or (
                    isinstance(e.what, EachRef) and not what.startswith("each ")
                )
                text += " under their owners' control" if plural else " under its owner's control"
            return text
        if isinstance(e, Sacrifice):
            return "sacrifice " + self.count_np(e.count, e.filter)
        if isinstance(e, SacrificeSelf):
            return "sacrifice " + self.self_text()
        if isinstance(e, Draw):
            return "draw " + cards_text(e.count)
        if isinstance(e, Discard):
            if e.chooser == "you" and e.filter is not None:
                who = self.ref_text(e.who, "subject")
                what = article(self.filter_text(e.filter))
                if not what.endswith("card"):
                    what = what.replace("permanent", "card")
                return (
                    f"{who} reveals their hand. You choose {what} from it. That player "
                    "discards that card"
                )
            return "discard " + cards_text(e.count)
        if isinstance(e, GainLife):
            return f"gain {number_amount(e.amount)} life"
        if isinstance(e, LoseLife):
            return f"lose {number_amount(e.amount)} life"
        if isinstance(e, Tap):
            return "tap " + self.ref_text(e.what)
        if isinstance(e, Untap):
            return "untap " + self.ref_text(e.what)
        if isinstance(e, Regenerate):
            return "regenerate " + self.ref_text(e.what)
        if isinstance(e, CounterSpell):
            text = "counter " + self.ref_text(e.what)
            if e.unless_pays:
                text += f" unless its controller pays {e.unless_pays}"
            if e.unless_discards_hand:
                text += " unless its controller discards their hand"
            return text
        if isinstance(e, AddCounters):
            n = e.count
            noun = "counter" if n == 1 else "counters"
            counter = article(f"{e.kind} {noun}") if n == 1 else f"{number_text(n)} {e.kind} {noun}"
            target = self.ref_text(e.what, "damage" if isinstance(e.what, EachRef) else "object")
            return f"put {counter} on {target}"
        if isinstance(e, CreateToken):
            return "create " + self.token(e)
        if isinstance(e, Scry):
            return f"scry {e.count}"
        if isinstance(e, Surveil):
            return f"surveil {e.count}"
        if isinstance(e, Mill):
            return "mill " + cards_text(e.count)
        if isinstance(e, AddMana):
            return "add " + mana_text(e)
        if isinstance(e, SearchLibrary) and e.destination == "top":
            what = self.count_np(e.count, e.filter)
            return f"search your library for {what}, then shuffle and put that card on top"
        if isinstance(e, SearchLibrary):
            return self.search(e)
        if isinstance(e, PreventDamage) and e.from_chosen_source:
            if e.to is None:
                return "prevent all damage a source of your choice would deal this turn"
            who = self.ref_text(e.to)
            return (
                f"the next time a source of your choice would deal damage to {who} this turn, "
                "prevent that damage"
            )
        if isinstance(e, PreventDamage):
            if e.to is None:
                return "prevent all combat damage that would be dealt this turn"
            who = self.ref_text(e.to)
            if e.amount is None:
                return f"prevent all damage that would be dealt to {who} this turn"
            return f"prevent the next {e.amount} damage that would be dealt to {who} this turn"
        if isinstance(e, MoveCounters):
            src = self.ref_text(e.source)
            dst = self.ref_text(e.to)
            return f"move a {e.kind} counter from {src} onto {dst}"
        if isinstance(e, MoveAura):
            return f"attach {self.ref_text(e.what)} to another permanent with the same controller"
        if isinstance(e, IfYouDo):
            inner = self.chain(e.effects, [" and "] * (len(e.effects) - 1), first_cap=False)
            return "if you do, " + inner[:-1]
        if isinstance(e, LifeTotalCantChange):
            return "your life total can't change"
        if isinstance(e, Attach):
            return f"attach {self.ref_text(e.what)} to {self.ref_text(e.to)}"
        if isinstance(e, GainControl):
            return f"gain control of {self.ref_text(e.what)}"
        if isinstance(e, Investigate):
            return "investigate"
        if isinstance(e, DelayedDraw):
            return f"draw {cards_text(e.count)} at the beginning of the next turn's upkeep"
        if isinstance(e, TapOrUntap):
            return f"tap or untap {self.ref_text(e.what)}"
        if isinstance(e, PhaseOutAll):
            return "all " + self.filter_text(e.filter, plural=True) + " phase out"
        if isinstance(e, SetLifeTotal):
            return f"{self.possessive(e.who)} life total becomes {number_amount(e.amount)}"
        if isinstance(e, ExchangeLifeTotals):
            return f"exchange life totals with {self.ref_text(e.b)}"
        if isinstance(e, NextDrawReplaced):
            return (
                "the next time you would draw a card this turn, you gain "
                f"{number_amount(e.life)} life instead"
            )
        raise ValueError(f"can't render effect {e!r}")

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

    def _target_count(self, ref: TargetRef) -> int:
        if ref.index < len(self.st.targets):
            return self.st.targets[ref.index].count
        return 1

    def token(self, e: CreateToken) -> str:
        count = "a" if e.count == 1 else number_text(e.count)
        noun = "token" if e.count == 1 else "tokens"
        if not e.power and not e.toughness and e.types and e.types[0] != "creature":
            text = f"{count} {' '.join(e.subtypes)} {noun}"
            return text if e.count != 1 else article(f"{' '.join(e.subtypes)} {noun}")
        colors = (
            list_text([COLOR_NAMES[c] for c in color_order(e.colors)]) if e.colors else "colorless"
        )
        words = [f"{e.power}/{e.toughness}", colors, *e.subtypes, *e.types, noun]
        text = " ".join(words)
        text = article(text) if e.count == 1 else f"{count} {text}"
        if e.abilities:
            text += " with " + self.keyword_list(e.abilities)
        if e.blocking is not None:
            text += " that's blocking " + self.ref_text(e.blocking)
        return text

    def search(self, e: SearchLibrary) -> str:
        what = self.count_np(e.count, e.filter)
        pron = "that card" if self.has("search:that card") else "it"
        if e.count > 1:
            pron = "those cards" if self.has("search:that card") else "them"
        dest = "into your hand" if e.destination == "hand" else "onto the battlefield"
        if e.tapped:
            dest += " tapped"
        text = f"search your library for {what}, "
        if e.reveal:
            rpron = "that card" if self.has("search_reveal:that card") else "it"
            text += f"reveal {rpron}, "
        return text + f"put {pron} {dest}, then shuffle"

    def modal(self, m: Modal) -> str:
        if m.any_number:
            head = "choose any number —"
        elif m.or_more:
            both = m.choose == 1 and len(m.modes) == 2
            head = f"choose {number_text(m.choose)} or {'both' if both else 'more'} —"
        else:
            head = f"choose {number_text(m.choose)} —"
        saved = self.st
        lines = [cap(head)]
        for mode in m.modes:
            layout = mode.layout or Layout()
            self.st = _State(saved.card_name, saved.self_word, mode.targets, set(), saved.variants)
            lines.append("• " + self.chain(mode.effects, layout.joins))
        self.st = saved
        return "\n".join(lines)


def _subject_of(e: Any) -> Any:
    if isinstance(e, DealDamage):
        return e.source
    if isinstance(
        e,
        (
            ModifyPT,
            ModifyPTX,
            GrantAbilities,
            GrantProtectionChoice,
            GrantProtectionOptions,
            RemoveAbilities,
            SetCharacteristics,
            DoesntUntapWhile,
            PhaseOut,
            BecomesBlocked,
            RestrictionEffect,
        ),
    ):
        return e.what
    if isinstance(e, (BecomeMonarch, SkipNextUntap)):
        return e.who
    if isinstance(e, (GainLife, LoseLife)):
        return e.who
    if isinstance(e, (Draw, Discard, Mill)) and not isinstance(e.who, YouRef):
        if isinstance(e, Discard) and e.chooser == "you" and e.filter is not None:
            return None
        return e.who
    if isinstance(e, Sacrifice) and not isinstance(e.who, YouRef):
        return e.who
    if isinstance(e, RevealTopCard):
        return e.who
    return None


def target_phrase(spec: TargetSpec, zone_word: str = "in", renderer: Any = None) -> str:
    """The words of a target phrase: "target creature", "any target", "two target players"."""
    if spec.kind == "any":
        if spec.count_x:
            return "X targets"  # "each of X targets" (107.3)
        if spec.count > 1:
            return f"{number_text(spec.count)} targets"
        return "any target"
    if spec.kind == "player":
        noun = "opponent" if spec.player == "opponent" else "player"
        return _counted(spec, noun, noun + "s")
    if spec.kind == "object_or_player":
        who = "opponent" if spec.player == "opponent" else "player"
        return f"target {who} or " + render_filter(spec.filter)
    f = spec.filter
    another = f.other
    if another:
        f = Filter(**{k: getattr(f, k) for k in f.__slots__ if k != "other"})  # type: ignore[attr-defined]
    if renderer is not None:
        sg = renderer.filter_text(f, zone_word=zone_word)
        pl = renderer.filter_text(f, plural=True, zone_word=zone_word)
    else:
        sg = render_filter(f, zone_word=zone_word)
        pl = render_filter(f, plural=True, zone_word=zone_word)
    text = _counted(spec, sg, pl)
    return ("another " + text) if another else text


def _counted(spec: TargetSpec, sg: str, pl: str) -> str:
    if spec.up_to:
        if spec.count == 1:
            return f"up to one target {sg}"
        return f"up to {number_text(spec.count)} target {pl}"
    if spec.count == 1:
        return f"target {sg}"
    return f"{number_text(spec.count)} target {pl}"


def loyalty_text(n: int) -> str:
    """ "[+1]", "[−2]" (Oracle writes a minus sign, U+2212), "[0]" (606)."""
    if n > 0:
        return f"[+{n}]"
    if n < 0:
        return f"[−{-n}]"
    return "[0]"


def alternative_cost_text(a: AlternativeCost) -> str:
    if a.condition_subtype and a.opponent_gains_life:
        from mtgrules.cards.transform_abilities import alternative_cost_text as text

        return text(a.condition_subtype, a.opponent_gains_life)
    return a.text


def characteristics_text(e: SetCharacteristics) -> str:
    """ "a blue Frog with base power and toughness 1/1" (Turn to Frog)."""
    words = []
    if e.colors:
        words.append(list_text([COLOR_NAMES[c] for c in color_order(e.colors)]))
    words += list(e.creature_types or ())
    text = article(" ".join(words)) if words else ""
    if e.power is not None and e.toughness is not None:
        pt = f"base power and toughness {e.power}/{e.toughness}"
        text = f"{text} with {pt}" if text else pt
    return text


def pt_x_text(p: int, t: int) -> str:
    """ "-X/-X", "+X/+0": the change per point of X of a ModifyPTX."""

    def one(n: int, other: int) -> str:
        if n:
            return ("+" if n > 0 else "-") + "X"
        return "-0" if other < 0 else "+0"

    return f"{one(p, t)}/{one(t, p)}"


def cant_text(cant: frozenset[str]) -> str:
    if cant == {"attack", "block"}:
        return "attack or block"
    return " or ".join(sorted(cant))


def number_amount(amount: Any) -> str:
    if isinstance(amount, XAmount):
        return "X"
    return str(amount)


def cards_text(n: Any) -> str:
    if isinstance(n, XAmount):
        return "X cards"
    if n == 1:
        return "a card"
    return f"{number_text(n)} cards"


def mana_text(e: AddMana) -> str:
    if e.any_color:
        return "one mana of any color"
    if e.alternatives:
        return list_text([e.mana, *e.alternatives], "or")
    return e.mana


def render_abilities(abilities: Sequence[Any], card_name: str, self_name: str | None = None) -> str:
    """The Oracle text of ``abilities`` (without reminder text).

    ``self_name`` is how the text names its own object where an ability's Layout doesn't say
    ("this creature", a short name); by default the card's name.
    """
    return Renderer(card_name, self_name).render(abilities)
