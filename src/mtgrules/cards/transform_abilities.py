"""Transformer methods for whole lines: keywords (702), costs (118), activated (602),
triggered (603) abilities, spells (113.3a) and modal lines (700.2); static abilities (604)
are in ``transform_static.py``.

:class:`OracleTransformer` is the transformer ``parser.py`` runs over each line's tree; it
returns the line's abilities, or a :class:`SpellPart` for an instant's or sorcery's effects.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import (
    ActivatedAbility,
    AttachedRef,
    Cost,
    EachRef,
    EnchantedPlayerRef,
    Filter,
    HappenedThisTurn,
    IfYouDo,
    Keyword,
    Layout,
    LoyaltyAbility,
    Modal,
    Quality,
    QualityKind,
    ReanimateEnchanted,
    SelfCostChange,
    SelfRef,
    SpellAbility,
    TargetControllerRef,
    TargetRef,
    TargetsRef,
    Trigger,
    TriggeredAbility,
    TriggerEvent,
    TriggerObjectRef,
    TriggerPlayerRef,
    YouRef,
)
from mtgrules.cards.ir.exiled_cost import ExiledCostRef  # h-gycost
from mtgrules.cards.transform_act import (  # h-act
    ActColorsMixin,
    ActManaMixin,
    ActMixin,
    ActNounsMixin,
    ActPreventMixin,
    ActTypesMixin,
    max_per_turn,
)
from mtgrules.cards.transform_amount_kinds import AmountKindsMixin  # h-amount
from mtgrules.cards.transform_amount_more import AmountMoreMixin  # s10 h-amount
from mtgrules.cards.transform_animate import AnimateMixin, ModalMark  # h-misc: 205.1b, 700.2
from mtgrules.cards.transform_attack_costs import AttackCostsMixin  # 508.1h
from mtgrules.cards.transform_cant import CantMixin  # h-misc: 602.5
from mtgrules.cards.transform_cast_flash import CastFlashMixin  # h-flash: 601.3b
from mtgrules.cards.transform_combat import CombatMixin  # h-combat
from mtgrules.cards.transform_cond_s10 import CondS10Mixin  # s10 cond
from mtgrules.cards.transform_conditions import ConditionsMixin
from mtgrules.cards.transform_conditions_more import ConditionsMoreMixin  # s9 cond
from mtgrules.cards.transform_costs import CostsMixin  # h-costs
from mtgrules.cards.transform_counters import CountersMixin
from mtgrules.cards.transform_delayed import DelayedMixin
from mtgrules.cards.transform_dungeons import DungeonsMixin  # 309, 701.49, 725
from mtgrules.cards.transform_effects import Chain, as_chain
from mtgrules.cards.transform_engine import EngineMixin  # s10 engine: 702.44a
from mtgrules.cards.transform_entering import EnteringMixin
from mtgrules.cards.transform_face_down import FaceDownMixin
from mtgrules.cards.transform_graveyard import GraveyardMixin
from mtgrules.cards.transform_history import HistoryMixin  # h-history
from mtgrules.cards.transform_keyword_actions import KeywordActionsMixin  # h-kw-perm
from mtgrules.cards.transform_keywords import KeywordsMixin
from mtgrules.cards.transform_mana import ManaMixin  # h-mana
from mtgrules.cards.transform_mana_triggers import ManaTriggersMixin  # 106.12a, 605.1b
from mtgrules.cards.transform_nouns import NP, Context, Unread, words_of
from mtgrules.cards.transform_optional import OptionalMixin, may_do, may_do_first
from mtgrules.cards.transform_other import OtherMixin  # s9 h-other
from mtgrules.cards.transform_other10 import FILTER_TARGETS, ControlMixin  # 613.1b, 701.12b
from mtgrules.cards.transform_payments import PaymentsMixin
from mtgrules.cards.transform_phases import PhasesMixin  # 500.8
from mtgrules.cards.transform_prevention import LandsMixin, PreventionMixin  # 615.1a, 305.2
from mtgrules.cards.transform_random import RandomMixin  # h-memory: 705, 706
from mtgrules.cards.transform_s10_cant import S10CantMixin  # s10 h-cant
from mtgrules.cards.transform_s11_combat import S11CombatMixin  # s11 h-combat
from mtgrules.cards.transform_s11_count import S11CountMixin  # s11 h-count
from mtgrules.cards.transform_s11_ctl import S11CtlMixin  # s11 h-ctl
from mtgrules.cards.transform_s11_dmg import DmgMixin  # s11 h-dmg
from mtgrules.cards.transform_s11_gy import GyS11Mixin  # s11 h-gy
from mtgrules.cards.transform_s11_lib import S11LibMixin  # s11 h-lib
from mtgrules.cards.transform_s11_tok import TokMixin  # s11 h-tok: 707.2, 707.9, 707.10
from mtgrules.cards.transform_sacrifice import SacrificeMixin  # 701.21a
from mtgrules.cards.transform_sagas import SagasMixin
from mtgrules.cards.transform_search_named import SearchNamedMixin  # h-flash: 701.23
from mtgrules.cards.transform_static import _with_layout
from mtgrules.cards.transform_targets import TargetsMixin  # 115.3
from mtgrules.cards.transform_this_turn import ThisTurnMixin  # 603.7b
from mtgrules.cards.transform_tokens import TokensMixin
from mtgrules.cards.transform_trig_batch import TrigBatchMixin  # s10 trig
from mtgrules.cards.transform_trig_combat import TrigCombatMixin  # h-trig-combat
from mtgrules.cards.transform_trig_events import TrigEventsMixin  # h-trig-events
from mtgrules.cards.transform_trig_more import TrigMoreMixin  # s9 trig
from mtgrules.cards.transform_vote import VoteMixin  # 701.38
from mtgrules.cards.transform_zones import ZonesMixin
from mtgrules.cards.transform_zones_more import ZonesMoreMixin  # h-zones: 701.23a
from mtgrules.cards.transform_zones_s10 import ZonesS10Mixin  # s10 h-zones: 701.20

__all__ = ["Context", "OracleTransformer", "SpellPart"]


@dataclass
class SpellPart:
    """One paragraph of an instant's or sorcery's effects (merged into one SpellAbility)."""

    effects: list[Any]
    joins: list[str]
    variants: set[str] = field(default_factory=set)
    ability_word: str | None = None


def reindex_targets(obj: Any, offset: int) -> Any:
    """``obj`` with every TargetRef(i) / TargetControllerRef(i) shifted down by ``offset``."""
    if offset == 0:
        return obj
    if isinstance(obj, tuple):
        return tuple(reindex_targets(x, offset) for x in obj)
    if isinstance(obj, TargetRef | TargetsRef):  # 608.2c: "target X and target Y" too
        found = (obj.index,) if isinstance(obj, TargetRef) else obj.indices
        if min(found) < offset:
            raise Unread("it", "a mode refers to another mode's target")
        moved = tuple(i - offset for i in found)
        return TargetRef(moved[0]) if isinstance(obj, TargetRef) else TargetsRef(moved)
    if is_dataclass(obj) and not isinstance(obj, type):
        if isinstance(obj, TargetControllerRef):
            if obj.index < offset:  # "its controller" of an earlier mode's target (700.2)
                raise Unread("its controller", "a mode refers to another mode's target")
            return TargetControllerRef(obj.index - offset)
        changes = {}
        for f in fields(obj):
            if not f.compare:
                continue
            value = getattr(obj, f.name)
            new = reindex_targets(value, offset)
            if new is not value:
                changes[f.name] = new
        for name in FILTER_TARGETS if isinstance(obj, Filter) else ():  # s9 h-other too
            if (index := getattr(obj, name)) is not None:
                changes[name] = index - offset
        return replace(obj, **changes) if changes else obj
    return obj


# the cost_list keys that aren't parts of their own (the "cost_order:" variant)
_NOT_PARTS = (
    "sacrifice_count",
    "tap_count",
    "exile_count",
    "exile_x",
    "discard_random",
    "discard_filter",
    "remove_any_number",
)


class OracleTransformer(
    KeywordsMixin,
    EnteringMixin,
    ZonesMixin,
    OptionalMixin,
    PaymentsMixin,
    ConditionsMixin,
    TokensMixin,
    DelayedMixin,
    CountersMixin,
    GraveyardMixin,  # h-gy
    FaceDownMixin,
    RandomMixin,  # h-memory: coin flips and die rolls (705, 706)
    VoteMixin,  # 701.38: voting
    ManaMixin,  # h-mana
    CombatMixin,  # h-combat
    PreventionMixin,  # 615.1a: static prevention
    LandsMixin,  # 305.2: additional land plays
    TargetsMixin,  # 115.3: "any other target", "two other target creatures"
    AnimateMixin,  # h-misc: 205.1b, 613.1d, 613.4b
    CantMixin,  # h-misc: 602.5
    KeywordActionsMixin,  # h-kw-perm: 701.39, 701.46, 701.47, 701.50
    DungeonsMixin,  # 309, 701.49, 725
    SacrificeMixin,  # 701.21a
    AttackCostsMixin,  # 508.1h
    TrigEventsMixin,  # h-trig-events: non-combat trigger events (603.2)
    TrigCombatMixin,  # h-trig-combat
    TrigMoreMixin,  # s9 trig: more trigger events (603.2)
    CostsMixin,  # h-costs: 601.2f
    HistoryMixin,  # h-history
    AmountKindsMixin,  # h-amount: more kinds of amounts (107.1, 608.2h)
    AmountMoreMixin,  # s10 h-amount: more amounts (107.3c)
    ConditionsMoreMixin,  # s9 cond: more kinds of condition (ir/conditions_more.py)
    SagasMixin,  # 714.2: chapter abilities
    SearchNamedMixin,  # h-flash: 701.23 "library and/or graveyard for a card named X"
    ZonesMoreMixin,  # h-zones: "Its controller may search their library ..." (701.23a)
    ZonesS10Mixin,  # s10 h-zones: another player's hand and library (701.20)
    CastFlashMixin,  # h-flash: 601.3b "as though it had flash"
    EngineMixin,  # s10 engine: converge, sunburst (702.44a)
    ActMixin,  # h-act: more activation costs (602.2b)
    ActManaMixin,  # h-act: more ways to say which mana (106.1)
    ActNounsMixin,  # h-act: "a Mountain or Plains card", "a Rebel permanent card"
    ActTypesMixin,  # h-act: "becomes an Island until end of turn" (305.7)
    ActColorsMixin,  # h-act: "becomes white until end of turn" (613.1e)
    ActPreventMixin,  # h-act: "a red source of your choice" (615.7)
    OtherMixin,  # s9 h-other: group subjects, "target creatures each"
    S10CantMixin,  # s10 h-cant: keyword lines with ";", emblems, ...
    TrigBatchMixin,  # s10 trig: batched trigger events (603.2c)
    CondS10Mixin,  # s10 cond: more kinds of condition (ir/conditions_s10.py)
    ControlMixin,  # s10 h-other: 613.1b, 701.12b
    S11CountMixin,  # s11 h-count
    S11CombatMixin,  # s11 h-combat: 508.1d, 509.1c
    TokMixin,  # s11 h-tok: tokens that are copies (707.2, 707.9), magecraft (707.10)
    S11LibMixin,  # s11 h-lib
    DmgMixin,  # s11 h-dmg: damage phrasings (615.1a)
    S11CtlMixin,  # s11 h-ctl
    GyS11Mixin,  # s11 h-gy
    PhasesMixin,  # 500.8: additional phases
    ManaTriggersMixin,  # 106.12a, 605.1b: "tapped for mana" triggers
    ThisTurnMixin,  # 603.7b: "until end of turn, whenever ..."
):
    """Builds the abilities of one line; ``ctx`` carries targets and "it" between clauses."""

    def __init__(self, ctx: Context) -> None:
        super().__init__()
        self.ctx = ctx
        self._mode_start = 0

    def _layout(self, **extra: Any) -> Layout:
        return Layout(self_word=self.ctx.self_word, variants=frozenset(self.ctx.variants), **extra)

    # --- the line -------------------------------------------------------------------------

    def start(self, c: list[Any]) -> list[Any]:
        word = None
        if len(c) == 2:
            word, body = c
        else:
            (body,) = c
        items = body if isinstance(body, list) else [body]
        if word is not None and items:
            first = items[0]
            if isinstance(first, SpellPart):
                first.ability_word = word
            else:
                items[0] = _with_layout(first, ability_word=word)
        return items

    trig_start = act_start = kw_start = static_start = spell_start = start

    def act_boast(self, c: list[Any]) -> list[Any]:
        # 702.142a: "Boast — COST: EFFECT" means "COST: EFFECT. Activate only if this creature
        # attacked this turn and only once each turn."
        ab: ActivatedAbility = c[-1]
        if ab.once_each_turn or ab.condition is not None:
            raise Unread("boast", "a boast ability with its own activation limits")
        attacked = HappenedThisTurn("self attacked", form="self")  # 508.1
        return [replace(ab, boast=True, once_each_turn=True, condition=attacked)]

    def act_exhaust(self, c: list[Any]) -> list[Any]:
        # 702.177a: "Exhaust — COST: EFFECT" means "COST: EFFECT. Activate only once."
        ab: ActivatedAbility = c[-1]
        return [replace(ab, exhaust=True)]

    def ability_word(self, c: list[Any]) -> str:
        return str(c[0])

    def ability_word_name(self, c: list[Any]) -> str:
        text = words_of(c)
        return text[:1].upper() + text[1:]

    # --- keywords -------------------------------------------------------------------------

    def simple_keyword_name(self, c: list[Any]) -> str:
        return words_of(c)

    cost_keyword_name = number_keyword_name = landcycling_name = simple_keyword_name

    def kw_simple(self, c: list[Any]) -> Keyword:
        return Keyword(c[0])

    def prot_from(self, c: list[Any]) -> Quality:
        return c[0]  # type: ignore[no-any-return]

    def kw_protection(self, c: list[Any]) -> list[Keyword]:
        out = []
        for i, q in enumerate(c):
            kw = Keyword("protection", quality=q)
            if i:
                kw = _with_layout(kw, same_line="from")
            out.append(kw)
        return out

    def kw_champion(self, c: list[Any]) -> Keyword:
        # 702.72a: "Champion a Goblin" / "Champion a Goblin or Shaman" (rules/keywords_champion)
        return Keyword("champion", filter=c[0].filter)

    def kw_partner_with(self, c: list[Any]) -> Keyword:
        # 702.124j: "Partner with NAME" (rules/keywords_partner.py); a card name (201.2)
        name = str(c[0])[len("partner with ") :]
        return Keyword("partner with", quality=Quality(QualityKind.NAME, name))

    def kw_hexproof_from(self, c: list[Any]) -> Keyword:
        return Keyword("hexproof from", quality=c[0])

    def kw_enchant(self, c: list[Any]) -> Keyword:
        what = c[0]
        if what == "player":
            return Keyword("enchant", enchant_player=True)
        if what == "opponent":
            return Keyword("enchant", filter=Filter(controller="opponent"), enchant_player=True)
        return Keyword("enchant", filter=what)

    def enchant_player(self, c: list[Any]) -> str:
        return "player"

    def enchant_opponent(self, c: list[Any]) -> str:
        return "opponent"

    def enchant_obj(self, c: list[Any]) -> Filter:
        np: NP = c[0]
        f = np.filter
        if np.noun == "permanent" and not f.types:
            return f
        return f

    def keyword_cost(self, c: list[Any]) -> Cost:
        v = c[0]
        if isinstance(v, Cost):
            self.ctx.variants.add("keyword_cost_dash")
            return v
        return Cost(mana=v)

    def kw_cost(self, c: list[Any]) -> Keyword:
        return Keyword(c[0], cost=c[1])

    kw_typecycling = kw_cost

    def kw_number(self, c: list[Any]) -> Keyword:
        return Keyword(c[0], amount=int(c[1]))

    def kw_affinity(self, c: list[Any]) -> Keyword:
        return Keyword("affinity", filter=Filter(types=frozenset({c[0]})))

    def kw_ward_life(self, c: list[Any]) -> Keyword:
        return Keyword("ward", cost=Cost(pay_life=int(c[0])))

    def kw_suspend(self, c: list[Any]) -> Keyword:  # 702.62a: "Suspend N—[cost]"
        return Keyword("suspend", cost=Cost(mana=c[1]), amount=int(c[0]))

    def q_color(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.COLOR, c[0])

    def q_all_colors(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.EVERY_COLOR)

    def q_each_color(self, c: list[Any]) -> Quality:
        self.ctx.variants.add("each_color")
        return Quality(QualityKind.EVERY_COLOR)

    def q_everything(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.EVERYTHING)

    def q_multicolored(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.MULTICOLORED)

    def q_monocolored(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.MONOCOLORED)

    def q_colorless(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.COLORLESS)

    def q_type(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.CARD_TYPE, c[0])

    def q_subtype(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.SUBTYPE, c[0])

    def q_chosen_color(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.CHOSEN_COLOR)

    def q_chosen_player(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.PLAYER, "chosen")  # 702.16k

    def q_chosen_name(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.NAME, "chosen")

    def q_each_opponent(self, c: list[Any]) -> Quality:
        return Quality(QualityKind.PLAYER, "each opponent")  # 702.16i

    def keyword_line(self, c: list[Any]) -> list[Any]:
        out: list[Any] = []
        for item in c:
            kws = item if isinstance(item, list) else [item]
            for kw in kws:
                if out and kw.layout is None:
                    kw = _with_layout(kw, same_line=", ")
                out.append(kw)
        return [
            _with_layout(k, self_word=self.ctx.self_word, variants=frozenset(self.ctx.variants))
            for k in out
        ]

    # --- costs ----------------------------------------------------------------------------

    def mana_cost(self, c: list[Any]) -> str:
        return "".join(str(t).upper() for t in c)

    def c_mana(self, c: list[Any]) -> dict[str, Any]:
        return {"mana": c[0]}

    def c_tap(self, c: list[Any]) -> dict[str, Any]:
        return {"tap": True}

    def c_untap(self, c: list[Any]) -> dict[str, Any]:
        return {"untap": True}

    def c_sac_self(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.antecedent = SelfRef()
        return {"sacrifice_self": True}

    def c_sac(self, c: list[Any]) -> dict[str, Any]:
        n, np = c[0]
        return {"sacrifice": np.filter, "sacrifice_count": n}

    def c_sac_another(self, c: list[Any]) -> dict[str, Any]:
        np: NP = c[0]
        return {"sacrifice": replace(np.filter, other=True)}

    def c_life(self, c: list[Any]) -> dict[str, Any]:
        return {"pay_life": int(c[0])}

    def c_discard(self, c: list[Any]) -> dict[str, Any]:
        return {"discard": c[0]}

    def c_life_x(self, c: list[Any]) -> dict[str, Any]:
        return {"pay_life_x": True}

    def c_discard_self(self, c: list[Any]) -> dict[str, Any]:
        # channel: "Discard this card: It deals 4 damage ..." -- "it" is the card itself
        self.ctx.antecedent = SelfRef()
        return {"discard_self": True}

    def c_remove_counters(self, c: list[Any]) -> dict[str, Any]:
        n, kind = c[0], c[1]
        self.ctx.antecedent = SelfRef()
        return {"remove_counters": ((kind, n),)}

    def c_exile_self(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.antecedent = SelfRef()
        return {"exile_self": True}

    def c_exile_self_gy(self, c: list[Any]) -> dict[str, Any]:
        return {"exile_self_from_graveyard": True}

    @staticmethod
    def _tap_filter(np: Any) -> Any:
        """ "Tap an untapped creature you control" (602.2b): only untapped permanents the
        payer controls can be tapped to pay a cost."""
        f = np.filter
        if f.tapped is not False or f.controller != "you":
            raise Unread("a tap cost", "tap cost without 'untapped ... you control'")
        return f

    def c_tap_one(self, c: list[Any]) -> dict[str, Any]:
        return {"tap_untapped": self._tap_filter(c[-1])}

    def c_tap_n(self, c: list[Any]) -> dict[str, Any]:
        n = c[0] if isinstance(c[0], int) else words.NUMBER_WORDS[str(c[0])]
        return {"tap_untapped": self._tap_filter(c[-1]), "tap_count": n}

    def c_tap_power(self, c: list[Any]) -> dict[str, Any]:
        return {"tap_creatures_total_power": int(c[-1])}

    @staticmethod
    def _gy_filter(np: Any) -> Any:
        """ "Exile a creature card from your graveyard" (118.1, 602.2b): only cards in the
        payer's own graveyard can pay it."""
        f = np.filter
        if f.zone != "graveyard" or f.controller != "you":
            raise Unread("an exile cost", "exile cost not from your graveyard")
        return f

    def c_exile_gy(self, c: list[Any]) -> dict[str, Any]:
        n, np = c[0]
        return {"exile_from_graveyard": self._gy_filter(np), "exile_count": n}

    def c_exile_gy_other(self, c: list[Any]) -> dict[str, Any]:
        n = c[0] if isinstance(c[0], int) else words.NUMBER_WORDS[str(c[0])]
        f = replace(self._gy_filter(c[-1]), other=True)
        return {"exile_from_graveyard": f, "exile_count": n}

    def m_exiled_cost(self, c: list[Any]) -> Any:
        return ExiledCostRef()  # 601.2h, 608.2h: the card the cost exiled

    def c_exile_gy_x(self, c: list[Any]) -> dict[str, Any]:
        return {"exile_from_graveyard": self._gy_filter(c[-1]), "exile_x": True}  # 107.3

    def cost_list(self, c: list[Any]) -> Cost:
        kwargs: dict[str, Any] = {}
        order = [
            k
            for part in c
            for k in part
            if k not in _NOT_PARTS  # h-act: discard_random, discard_filter
        ]
        self.ctx.variants.add("cost_order:" + ",".join(order))
        for part in c:
            for k in part:
                if k in kwargs:
                    raise Unread("a cost", f"two {k} parts in one cost")
            kwargs.update(part)
        return Cost(**kwargs)

    def activated(self, c: list[Any]) -> ActivatedAbility:
        cost: Cost = c[0]
        chain: Chain = c[1]
        limits = [x for x in c[2:] if isinstance(x, str)]
        changes = [x for x in c[2:] if isinstance(x, SelfCostChange)]  # h-costs: 602.2b
        condition = next(
            (x for x in c[2:] if not isinstance(x, str | SelfCostChange)), None
        )  # 602.5b
        effects = chain.effects
        if chain.optional:  # 608.2d: "{U}, {T}: You may tap or untap target creature."
            effects = may_do_first(effects, "in an activated ability")
        return ActivatedAbility(
            cost,
            tuple(effects),
            tuple(self.ctx.targets),
            sorcery_speed=any("sorcery" in x for x in limits),
            once_each_turn=any("once each turn" in x for x in limits),
            your_turn_only=any("during your turn" in x for x in limits),
            your_upkeep_only=any("during your upkeep" in x for x in limits),
            before_attackers=any("before attackers" in x for x in limits),
            any_player=any("any player" in x for x in limits),
            max_per_turn=max_per_turn(limits),  # h-act, 602.5b
            layout=self._layout(joins=tuple(chain.joins)),
            condition=condition,
            cost_change=changes[0] if changes else None,
        )

    def loyalty_ability(self, c: list[Any]) -> LoyaltyAbility:
        # 606: "[+1]", "[−2]" (a minus sign), "[0]"
        text = str(c[0])[1:-1].replace("−", "-")
        chain: Chain = c[1]
        if chain.optional:
            raise Unread("you may", "'you may' in a loyalty ability")
        return LoyaltyAbility(
            int(text),
            tuple(chain.effects),
            tuple(self.ctx.targets),
            layout=self._layout(joins=tuple(chain.joins)),
        )

    # --- triggers -------------------------------------------------------------------------

    def when(self, c: list[Any]) -> str:
        word = str(c[0])
        self.ctx.variants.add(f"when:{word}")
        return word

    def upkeep_whose(self, c: list[Any]) -> str:
        text = words_of(c)
        if text == "each player's":  # "each player's upkeep": "that player" is theirs
            self.ctx.variants.add("whose:each player's")
        return {
            "your": "you",
            "each": "any",
            "each player's": "any",
            "each opponent's": "opponent",
            "enchanted player's": "enchanted player",
        }[text]

    def _trigger(self, event: TriggerEvent, subject: Any = None, **kw: Any) -> Trigger:
        if subject is None:
            subject = SelfRef()
        self.ctx.antecedent = subject if not isinstance(subject, EachRef) else TriggerObjectRef()
        self.ctx.trigger_object = isinstance(subject, EachRef)
        self.ctx.trigger_attached_dies = event is TriggerEvent.DIES and isinstance(
            subject, AttachedRef
        )
        if (
            isinstance(subject, EachRef)
            and subject.filter
            and subject.filter.controller == "opponent"
        ):
            # "Whenever a creature an opponent controls dies, that player ...": the opponent
            # who controlled it (608.2k, as it last existed: 608.2h)
            self.ctx.player = TriggerPlayerRef(of_object=True)
        return Trigger(event, subject, **kw)

    def t_self_enters(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.ENTERS)

    def t_enters(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.ENTERS, EachRef(c[1].filter))

    def t_self_dies(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.DIES)

    def t_dies(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.DIES, EachRef(c[1].filter))

    def t_enchanted_dies(self, c: list[Any]) -> Trigger:
        self.ctx.attached_left = True  # "its controller": the creature's (608.2h)
        return self._trigger(TriggerEvent.DIES, AttachedRef("enchanted"))

    def t_equipped_dies(self, c: list[Any]) -> Trigger:
        self.ctx.attached_left = True
        return self._trigger(TriggerEvent.DIES, AttachedRef("equipped"))

    def t_self_attacks(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.ATTACKS)

    def t_attacks(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.ATTACKS, EachRef(c[1].filter))

    def t_self_blocks(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.BLOCKS)

    def t_self_combat_damage(self, c: list[Any]) -> Trigger:
        self.ctx.player = TriggerPlayerRef()  # "that player": the player dealt damage (603.2)
        return self._trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER)

    def t_ench_combat_damage(self, c: list[Any]) -> Trigger:
        self.ctx.player = TriggerPlayerRef()  # "that player": the player dealt damage (603.2)
        return self._trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, AttachedRef("enchanted"))

    def t_equip_combat_damage(self, c: list[Any]) -> Trigger:
        self.ctx.player = TriggerPlayerRef()  # "that player": the player dealt damage (603.2)
        return self._trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, AttachedRef("equipped"))

    def t_self_deals_damage(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.DEALS_DAMAGE)

    def t_self_to_graveyard(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD)

    def t_cast(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        trig = Trigger(TriggerEvent.CAST_SPELL, YouRef(), filter=np.filter)
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.cast_trigger = True
        self.ctx.variants.add("event:cast spell")  # h-amount: "that spell's mana value"
        return trig

    def t_opponent_casts(self, c: list[Any]) -> Trigger:
        # "Whenever an opponent casts a multicolored spell": "that player" is the caster
        np: NP = c[1]
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.cast_trigger = True
        self.ctx.player = TriggerObjectRef()
        self.ctx.variants.add("event:cast spell")  # h-amount: "that spell's mana value"
        return Trigger(TriggerEvent.CAST_SPELL, filter=np.filter, whose="opponent")

    def t_self_leaves(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.LEAVES_BATTLEFIELD)

    def t_leaves(self, c: list[Any]) -> Trigger:
        return self._trigger(TriggerEvent.LEAVES_BATTLEFIELD, EachRef(c[1].filter))

    def t_the_end_step(self, c: list[Any]) -> Trigger:
        # "At the beginning of the end step" (each end step, 513.1)
        self.ctx.antecedent = SelfRef()
        self.ctx.variants.add("the_end_step")
        return Trigger(TriggerEvent.END_STEP, SelfRef(), whose="any")

    def t_gain_life(self, c: list[Any]) -> Trigger:
        return Trigger(TriggerEvent.GAIN_LIFE, YouRef())

    def t_begin_combat(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        return Trigger(TriggerEvent.BEGIN_COMBAT, SelfRef(), whose="you")

    def t_upkeep(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        if c[0] == "enchanted player":
            self.ctx.player = EnchantedPlayerRef()  # "that player"
        elif c[0] == "opponent" or "whose:each player's" in self.ctx.variants:
            # "At the beginning of each opponent's upkeep, that player ...": the player whose
            # upkeep it is (603.2, 503.1)
            self.ctx.player = TriggerPlayerRef()
        return Trigger(TriggerEvent.UPKEEP, SelfRef(), whose=c[0])

    def t_end_step(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        if c[0] == "opponent" or "whose:each player's" in self.ctx.variants:
            # h-players: "that player": the player whose end step it is (603.2, 513.1)
            self.ctx.player = TriggerPlayerRef()
        return Trigger(TriggerEvent.END_STEP, SelfRef(), whose=c[0])

    def triggered(self, c: list[Any]) -> TriggeredAbility:
        trigger: Trigger = c[0]
        condition = c[1] if len(c) == 3 else None  # 603.4 (transform_conditions.py)
        chain: Chain = c[-1]
        effects, optional = list(chain.effects), chain.optional
        if optional and any(isinstance(e, IfYouDo) and e.negated for e in effects):
            # 118.12: "you may X. If you don't, Y": Y happens when X isn't done, so X is an
            # optional instruction (608.2d), not an optional trigger (603.5)
            effects, optional = may_do_first(effects, "before 'If you don't'"), False
        elif (
            optional
            and chain.joins[:1] == [". "]
            and len(effects) > 1
            and all(isinstance(getattr(e, "what", None), EachRef) for e in effects[1:])
        ):
            # 608.2d: "you may put a cell counter on target creature. Until end of turn, each
            # modified creature you control has ...": a later sentence about a group of its
            # own happens either way; only the first sentence is optional (Sephiroth)
            effects, optional = [may_do(effects[:1], "in a trigger"), *effects[1:]], False
        return TriggeredAbility(
            trigger,
            tuple(effects),
            tuple(self.ctx.targets),
            optional=optional,
            layout=self._layout(joins=tuple(chain.joins)),
            intervening_if=condition,
        )

    def animate_dead(self, c: list[Any]) -> TriggeredAbility:
        return TriggeredAbility(
            Trigger(TriggerEvent.ENTERS),
            (ReanimateEnchanted(),),
            layout=Layout(self_word="this Aura"),
        )

    # --- spells and modes -----------------------------------------------------------------

    def spell_line(self, c: list[Any]) -> SpellPart:
        chain: Chain = c[0]
        effects = chain.effects
        if chain.optional and chain.joins[:1] in ([". "], [". then "]):
            # s10 h-zones, 608.2d: "You may mill three cards. Then return ...": the first
            # sentence, one instruction, is the optional one; the rest happen either way
            effects = [may_do(effects[:1], "at the start of a spell"), *effects[1:]]
        elif chain.optional:  # 608.2d: "You may discard a card. If you do, draw two cards."
            effects = may_do_first(effects, "at the start of a spell")
        return SpellPart(effects, chain.joins, set(self.ctx.variants))

    def modal_intro(self, c: list[Any]) -> tuple[int, bool, bool]:
        text = words_of(c)
        if text == "choose any number":
            return (0, False, True)
        n = words.NUMBER_WORDS[text.split(" ")[1]]
        return (n, " or " in text, False)

    def mode(self, c: list[Any]) -> SpellAbility:
        chain: Chain = as_chain(c[0])
        mode_effects = chain.effects
        if chain.optional:  # 608.2d: "• You may sacrifice a permanent. If you do, ..."
            mode_effects = may_do_first(mode_effects, "in a mode")
        start = self._mode_start
        targets = tuple(self.ctx.targets[start:])
        self._mode_start = len(self.ctx.targets)
        effects = tuple(reindex_targets(e, start) for e in mode_effects)
        return SpellAbility(effects, targets, layout=Layout(joins=tuple(chain.joins)))

    def _modal(self, intro: tuple[int, bool, bool], modes: list[SpellAbility]) -> Modal:
        n, or_more, any_number = intro
        return Modal(n, tuple(modes), or_more=or_more, any_number=any_number)

    def modal_line(self, c: list[Any]) -> SpellPart:
        modal = self._modal(c[0], c[1:])
        # the modes keep their own targets: the spell itself has none
        self.ctx.targets.clear()
        return SpellPart([modal], [], set(self.ctx.variants))

    def modal_line_repeat(self, c: list[Any]) -> SpellPart:
        part = self.modal_line(c)  # 700.2d: a mode may be chosen more than once
        part.effects[0] = replace(part.effects[0], repeat=True)
        return part

    def modal_line_upgrade(self, c: list[Any]) -> SpellPart:
        """700.2, 601.2b: "Choose one. If CONDITION [as you cast this spell], [you may] choose
        both instead." (h-misc)"""
        k = next(i for i, x in enumerate(c) if isinstance(x, SpellAbility))
        marks = [x for x in c[1:k] if isinstance(x, ModalMark)]
        upgrade = next(x for x in c[1:k] if not isinstance(x, ModalMark))
        part = self.modal_line([c[0], *c[k:]])
        part.effects[0] = replace(
            part.effects[0],
            upgrade=upgrade,
            upgrade_to=next(m.words for m in marks if m.kind == "upgrade"),
            upgrade_may=any(m.kind == "may" for m in marks),
            upgrade_as_cast=any(m.kind == "as_cast" for m in marks),
        )
        return part

    def modal_trigger(self, c: list[Any]) -> TriggeredAbility:
        trigger: Trigger = c[0]
        modal = self._modal(c[1], c[2:])
        return TriggeredAbility(trigger, (modal,), layout=self._layout())
