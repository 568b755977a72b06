"""Effects (spell effects and the effects of abilities): sentences, imperatives, subjects and
predicates, tokens, searches and modes (700.2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mtgrules.cards.ir import (
    COLOR_NAMES,
    AddCounters,
    AddMana,
    Animate,
    AssignNoCombatDamage,
    AtNextEndStep,
    Attach,
    AttackDespiteDefender,
    BecomeMonarch,
    BecomesBlocked,
    BecomesChosen,
    BlockAdditional,
    CantCastThisTurn,
    ChangeText,
    ChooseValue,
    Connive,
    CounterSpell,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    DelayedDraw,
    Destroy,
    Discard,
    DividedDamage,
    DoesntUntapNext,
    DoesntUntapWhile,
    Draw,
    Duration,
    EachRef,
    ExchangeLifeTotals,
    Exile,
    ExileIfDies,
    Explore,
    ExtraTurn,
    Fight,
    Filter,
    ForEach,
    GainControl,
    GainLife,
    GameResult,
    GrantAbilities,
    GrantProtectionChoice,
    GrantProtectionOptions,
    IfCondition,
    IfKicked,
    IfYouDo,
    Incubate,
    Investigate,
    Keyword,
    LifeTotalCantChange,
    LoseLife,
    MayDo,
    MayPay,
    Mill,
    Modal,
    ModifyPT,
    ModifyPTX,
    MoveAura,
    MoveCounters,
    NextDrawReplaced,
    PhaseOut,
    PhaseOutAll,
    PlayAdditionalLands,
    PlayerCounters,
    Populate,
    PreventDamage,
    Regenerate,
    RemoveAbilities,
    RemoveFromCombat,
    RestrictionEffect,
    ReturnChosenBy,
    ReturnToBattlefield,
    ReturnToHand,
    RevealRandomFromHand,
    RevealTopCard,
    Sacrifice,
    SacrificeSelf,
    SacrificeSeveral,
    Scry,
    SearchLibrary,
    SelfRef,
    SetCharacteristics,
    SetLifeTotal,
    ShuffleIntoLibrary,
    SkipNextUntap,
    Surveil,
    SwitchPT,
    TakeInitiative,
    Tap,
    TapOrUntap,
    TargetRef,
    UnlessDoes,
    UnlessPays,
    Untap,
    WhereX,
    YouRef,
)
from mtgrules.cards.ir import XAmount as XAmount  # h-act
from mtgrules.cards.ir.control import ExchangeControl  # s10 h-other
from mtgrules.cards.ir.copy_spell import CopySpell  # s10 h-other
from mtgrules.cards.ir.reflexive import WhenYouDo  # s10 h-other
from mtgrules.cards.ir.s10_cant import Detain, Earthbend, GetEmblem  # s10 h-cant
from mtgrules.cards.ir.s11_tok import S11_TOK_EFFECTS  # s11 h-tok
from mtgrules.cards.ir.trig_events import CounterEventSpell
from mtgrules.cards.render import s11_combat as s11r  # s11 h-combat
from mtgrules.cards.render import s11_count  # s11 h-count
from mtgrules.cards.render.act import (  # h-act
    and_by_text,
    by_text,
    removed_mana_text,
    source_text,
)
from mtgrules.cards.render.amounts import is_measure
from mtgrules.cards.render.animate import (  # h-misc
    misc_imperative,
    misc_predicate,
    says_own_duration,
    still_sentence,
)
from mtgrules.cards.render.combat import (  # h-combat
    exile_if_dies_text,
    fight_imperative,
    fight_predicate,
)
from mtgrules.cards.render.conditions import ConditionsRenderer, if_instead_text
from mtgrules.cards.render.control import (  # s10 h-other
    control_imperative,
    copy_spell_text,
    gain_control_predicate,
    half_life_text,
    is_half_life,
)
from mtgrules.cards.render.costs import spend_text  # h-costs
from mtgrules.cards.render.counters import (
    COUNTER_EFFECTS,
    counters_imperative,
    move_counters_text,
    player_counters_text,
)
from mtgrules.cards.render.face_down import FACE_DOWN_EFFECTS, face_down_text
from mtgrules.cards.render.keyword_actions import (
    KEYWORD_ACTIONS,
    connive_predicate,
    emblem_text,  # h-kw-perm: 701.39, 701.46, 701.47, 701.50
    incubate_predicate,
    keyword_action_imperative,
)
from mtgrules.cards.render.kicker import if_kicked_text
from mtgrules.cards.render.modal import delayed_text, modal_text
from mtgrules.cards.render.optional import (
    if_did_words,
    may_do_text,
    may_pay_text,
    may_text,
    unless_words,
)
from mtgrules.cards.render.phases import added_phases_text  # 500.8
from mtgrules.cards.render.phrases import (
    DURATION_WORDS,
    KEPT_MANA,
    _subject_of,
    article,
    cant_text,
    cap,
    cards_text,
    characteristics_text,
    color_order,
    extra_lands_text,
    list_text,
    mana_text,
    number_amount,
    number_text,
    plain_amount,
    pt_text,
    pt_x_text,
    verb,
)
from mtgrules.cards.render.prevention import prevent_damage_text
from mtgrules.cards.render.random import RANDOM_EFFECTS, divided_text, random_text, vote_each
from mtgrules.cards.render.s11_ctl import return_chosen_by_text  # s11 h-ctl
from mtgrules.cards.render.s11_dmg import S11_DMG_EFFECTS, damage_to_text, s11_dmg_text  # s11
from mtgrules.cards.render.s11_gy import s11_effect_text as gy_effect_text  # s11 h-gy
from mtgrules.cards.render.s11_lib import S11_EFFECTS, s11_effect_text  # s11 h-lib
from mtgrules.cards.render.s11_tok import token_copy_text  # s11 h-tok: 707.2, 707.9
from mtgrules.cards.render.sacrifice import sacrifice_predicate, sacrificed_np  # 701.21a
from mtgrules.cards.render.this_turn import extra_text as more_text  # 106.12a, 603.7b
from mtgrules.cards.render.tokens import TokensRenderer
from mtgrules.cards.render.trig_more import draw_cards_text
from mtgrules.cards.render.zones import ZONE_EFFECTS
from mtgrules.cards.render.zones_s10 import ZONE_S10_EFFECTS, is_s10_zone_move, zone_s10_text

_ENDS = (". ", "\n", ". then ")  # joins that end a sentence (h-amount: ". then": "Then ...")


#: s10 cond, 611.2b: "for as long as you control this creature" (ir.Duration)
_WHILE_SOURCE = (Duration.WHILE_YOU_CONTROL_SOURCE, Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED)


class EffectsRenderer(TokensRenderer, ConditionsRenderer):
    """Writes effects: a chain as sentences, one effect as an imperative or subject + predicate."""

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
            group = [effects[i]]
            group_joins: list[str] = []
            while i + len(group) - 1 < len(joins) and joins[i + len(group) - 1] not in _ENDS:
                group_joins.append(joins[i + len(group) - 1])
                group.append(effects[i + len(group)])
            prefix = ""
            # a predicate that says its own duration ("can't be blocked this turn") takes none
            durations = [getattr(e, "duration", None) for e in group if self.duration_text(e)]
            if prefix_next and Duration.YOUR_NEXT_TURN in durations:
                prefix = "until your next turn, "
            elif prefix_next and Duration.END_OF_TURN in durations:
                prefix = "until end of turn, "
            text = self.sentence(group, group_joins, suffix_duration=not prefix)
            text += still_sentence(group)  # h-misc: "It's still a land." (205.1b)
            if optional and i == 0:
                text = may_text(text, self.has("may_have"))
            text = prefix + text
            out += cap(text) if (first_cap or i > 0) and sentence_start else text
            i += len(group)
            if i < len(effects):
                sep = joins[i - 1]
                out += "." + ("\n" if sep == "\n" else " ")
                out += "Then " if sep == ". then " else ""  # h-amount: "... Then it deals ..."
                sentence_start = sep != ". then "
        return out + "."

    def sentence(self, group: list[Any], joins: list[str], suffix_duration: bool = True) -> str:
        if self.has("you_and_each") and len(group) == 2 and joins == [" and "]:
            # s9 h-other: "you and target opponent each draw a card" (both players, 101.4)
            other = self.subject_of(group[1])
            first = self.subject_of(group[0]) or getattr(group[0], "who", None)
            if isinstance(first, YouRef) and not isinstance(other, YouRef | None):
                who = self.ref_text(other, "subject")
                return f"you and {who} each {self.predicate(group[1], True, other)}"
        text = ""
        prev: Any = None
        plural = False
        for k, e in enumerate(group):
            join = joins[k - 1] if k else ""
            dur = self.duration_text(e) if suffix_duration else ""
            subj = self.subject_of(e)
            merge = join == " and " or (join == ", then " and self.has("merge_then"))
            if prev is not None and merge:
                if (
                    join == " and "
                    and isinstance(e, DealDamage)
                    and isinstance(prev, DealDamage)
                    and e.source == prev.source
                    and self.has("damage_split")
                ):
                    # "deals 2 damage to any target and 1 damage to any other target"
                    amount = self.damage_amount(e.amount, self.subject_of(prev))
                    text += f" and {amount} to " + damage_to_text(self, e)  # s11 h-dmg
                    prev = e
                    continue
                if (
                    join == " and "
                    and isinstance(e, DealDamage)
                    and isinstance(prev, DealDamage)
                    and e.source == prev.source
                    and e.amount == prev.amount
                ):
                    # "deals X damage to target creature and each other creature ..."
                    text += " and " + damage_to_text(self, e)  # s11 h-dmg
                    prev = e
                    continue
                if (
                    subj is not None
                    and subj == self.subject_of(prev)
                    and (not isinstance(subj, YouRef) or self.has("merge_you"))
                ):  # "gets +2/+2 and gains trample until end of turn"
                    prev_dur = self.duration_text(prev) if suffix_duration else ""
                    if prev_dur and prev_dur == dur and text.endswith(prev_dur):
                        text = text[: -len(prev_dur)]
                    text += join + self.predicate(e, plural, subj) + dur + vote_each(e)
                    prev = e
                    continue
            if subj is not None:
                subj_text = self.ref_text(subj, "subject")
                plural = self.is_plural(subj, subj_text)
                text += join + f"{subj_text} {self.predicate(e, plural, subj)}{dur}"
            else:
                imp = self.imperative(e)
                if self.has("you_imp:" + type(e).__name__):  # s10 h-zones: "then you scry 2"
                    imp = "you " + imp
                text += join + imp + dur
            text += vote_each(e)  # 701.38a: "... for each sprout vote" (render/votes.py)
            prev = e
        return text + self.amount_suffix(group, self.subject_of(group[0]))

    def subject_of(self, e: Any) -> Any:
        if (
            isinstance(e, (Draw, Discard, Mill, Sacrifice, SacrificeSeveral))
            and isinstance(e.who, YouRef)
            and self.has("you_subject")
        ):
            return e.who
        if isinstance(e, (GainLife, LoseLife)) and self.has("imperative_life"):
            return None
        return _subject_of(e)

    def duration_text(self, e: Any) -> str:
        if isinstance(e, RestrictionEffect | AttackDespiteDefender | BlockAdditional):
            return ""  # "can't block this turn": the predicate says its own duration
        if says_own_duration(e):
            return ""  # h-misc: "can't gain life this turn" says its own duration
        if getattr(e, "duration", None) is Duration.WHILE_SOURCE_TAPPED:  # 611.2b
            return f" for as long as {self.st.self_word} remains tapped"
        if getattr(e, "duration", None) is Duration.WHILE_SOURCE_ON_BATTLEFIELD:  # 611.2b
            return f" for as long as {self.st.self_word} remains on the battlefield"
        return DURATION_WORDS.get(getattr(e, "duration", None), "")

    def predicate(self, e: Any, plural: bool, subj: Any) -> str:
        if isinstance(e, DividedDamage):  # 601.2d: render/random.py
            return divided_text(self, e, verb("deal", plural))
        if isinstance(e, DealDamage) and is_measure(e.amount) and self.has("damage_to_first"):
            to = "itself" if e.to == subj else self.ref_text(e.to, "damage")
            return f"{verb('deal', plural)} damage to {to} equal to " + self.measure_text(
                e.amount, subj
            )
        if isinstance(e, Fight):  # 701.14a (h-combat): render/combat.py
            return fight_predicate(e, plural, self.ref_text)
        if isinstance(e, GainControl):  # 613.1b (s10 h-other): render/control.py
            return gain_control_predicate(e, plural, self.ref_text)
        if isinstance(e, Connive | TakeInitiative):  # 701.50a, 725.1: render/keyword_actions.py
            return connive_predicate(e, plural)
        if isinstance(e, s11_count.S11_PREDICATES):  # 701.63a, 701.68a (s11 h-count)
            return s11_count.endure_predicate(e, plural)
        if isinstance(e, Incubate) and e.who is not None:  # 701.53a (h-kw-perm)
            return incubate_predicate(e, plural)
        if isinstance(e, AttackDespiteDefender):  # 702.3b, 611.2a (h-combat)
            return "can attack this turn as though it didn't have defender"
        if isinstance(e, AssignNoCombatDamage):  # 510.1a, 611.2a (s10 h-amount)
            return f"{verb('assign', plural)} no combat damage this turn"
        if isinstance(e, s11r.PREDICATES):  # 508.1d, 509.1a-c (s11 h-combat)
            return s11r.requirement_predicate(e, plural, self.ref_text)
        if isinstance(e, BlockAdditional):  # 509.1a, 611.2a (h-combat)
            return "can block an additional creature this turn"
        if isinstance(e, DealDamage):
            return (
                f"{verb('deal', plural)} {self.damage_amount(e.amount, subj)} to "
                + damage_to_text(self, e)  # s11 h-dmg: "itself"
            )
        if isinstance(e, ModifyPT):
            return f"{verb('get', plural)} {pt_text(e.power, e.toughness)}"
        if isinstance(e, GrantAbilities) and e.choice:  # s10 h-act, 608.2d
            kws = list_text(
                self.keyword_texts([k for k in e.abilities if isinstance(k, Keyword)]), "or"
            )
            return f"{verb('gain', plural)} your choice of {kws}"
        if isinstance(e, GrantAbilities):
            word = "have" if self.has("has_kw") else "gain"  # 611.2b: "and has trample"
            return f"{verb(word, plural)} {self.keyword_list(e.abilities)}"
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
        if isinstance(e, SetCharacteristics) and e.has:  # 613.4b
            if e.toughness is None:
                return f"{verb('have', plural)} base power {e.power}"
            return f"{verb('have', plural)} base power and toughness {e.power}/{e.toughness}"
        if (
            isinstance(e, SetCharacteristics)
            and e.colors is not None
            and e.power is None
            and e.creature_types is None
        ):  # h-act: "becomes white", "becomes colorless"
            colors = [COLOR_NAMES[c] for c in color_order(e.colors)] or ["colorless"]
            return f"{verb('become', plural)} " + list_text(colors)
        if isinstance(e, SetCharacteristics):
            return f"{verb('become', plural)} " + characteristics_text(e)
        if isinstance(e, BecomesChosen) and e.that and e.kind == "basic land type":  # h-act
            (kind,) = e.that
            return f"{verb('become', plural)} {article(kind)}"
        if isinstance(e, Animate | CantCastThisTurn):  # h-misc: render/animate.py
            return misc_predicate(self, e, plural)
        if isinstance(e, BecomesChosen) and e.that:  # h-chosen: 608.2c
            return f"{verb('become', plural)} that type"
        if isinstance(e, BecomesChosen):  # h-mana: 105.4, 205.1b
            return f"{verb('become', plural)} the {e.kind} of your choice"
        if isinstance(e, ModifyPTX) and isinstance(e.amount, ForEach):
            return f"{verb('get', plural)} {pt_text(e.power, e.toughness)}"
        if isinstance(e, ModifyPTX):
            return f"{verb('get', plural)} {pt_x_text(e.power, e.toughness)}"
        if isinstance(e, ExtraTurn):  # 500.7
            return verb("take", plural) + " an extra turn after this one"
        if isinstance(e, SkipNextUntap):  # s10 h-act: "You skip your next untap step."
            whose = "your" if isinstance(e.who, YouRef) else "their"
            return f"{verb('skip', plural)} {whose} next {'turn' if e.turn else 'untap step'}"
        if isinstance(e, DoesntUntapNext):  # 502.3
            return verb("don't", plural) + " untap during " + e.whose
        if isinstance(e, DoesntUntapWhile):
            me = self.self_text()
            how = f"{me} remains tapped"
            if e.condition == "you control source":
                how = f"you control {me}"
            dont = verb("don't", plural)
            return f"{dont} untap during its controller's untap step for as long as {how}"
        if isinstance(e, GainLife):
            if is_measure(e.amount):
                return f"{verb('gain', plural)} life equal to {self.measure_text(e.amount)}"
            return f"{verb('gain', plural)} {number_amount(e.amount)} life"
        if isinstance(e, PlayerCounters):  # 122.1: "gets a poison counter"
            if e.kind == "energy" and self.has("energy_words"):  # h-mana: "get six {E}"
                return f"{verb('get', plural)} {number_text(e.count)} {{E}}"
            return f"{verb('get', plural)} " + player_counters_text(e)
        if isinstance(e, LoseLife) and is_half_life(e):  # 107.1a (s10 h-other): render/control
            return half_life_text(e, plural)
        if isinstance(e, LoseLife):
            if is_measure(e.amount):
                return f"{verb('lose', plural)} life equal to {self.measure_text(e.amount)}"
            return f"{verb('lose', plural)} {number_amount(e.amount)} life"
        if isinstance(e, Draw):
            if is_measure(e.count):
                return f"{verb('draw', plural)} cards equal to {self.measure_text(e.count)}"
            return f"{verb('draw', plural)} {draw_cards_text(self, e.count)}"
        if isinstance(e, Sacrifice | SacrificeSeveral):  # 701.21a: render/sacrifice.py
            return sacrifice_predicate(self, e, plural, isinstance(subj, YouRef))
        if isinstance(e, Discard) and e.hand and e.filter is not None:  # 701.20a (s9)
            what = self.filter_text(e.filter, plural=True)
            return f"{verb('reveal', plural)} their hand and {verb('discard', plural)} all {what}"
        if isinstance(e, Discard) and e.hand:
            return f"{verb('discard', plural)} their hand"
        if isinstance(e, Discard):
            return f"{verb('discard', plural)} {cards_text(e.count)}" + (
                " at random" if e.random else ""
            )
        if isinstance(e, ReturnChosenBy):  # s11 h-ctl, 608.2d
            return return_chosen_by_text(self, e, plural)
        if isinstance(e, PhaseOut):
            return f"{verb('phase', plural)} out"
        if isinstance(e, BecomesBlocked):
            return f"{verb('become', plural)} blocked"
        if isinstance(e, RestrictionEffect) and e.blockers is not None:  # 509.1b
            by = self.filter_text(e.blockers, plural=True)
            if e.blockers_except:
                return f"can't be blocked this turn except by {by}"
            return f"can't be blocked by {by} this turn"
        if isinstance(e, RestrictionEffect):
            return f"can't {cant_text(e.cant, e.duration)}"  # 611.2a: with its duration
        if isinstance(e, BecomeMonarch | GameResult):  # 724.1; 104.2b, 104.3e
            word = "become" if isinstance(e, BecomeMonarch) else "win" if e.win else "lose"
            return f"{verb(word, plural)} the {'monarch' if word == 'become' else 'game'}"
        if isinstance(e, CreateToken):  # "Its controller creates ..." (111.2)
            return f"{verb('create', plural)} " + self.token(e)
        if isinstance(e, RevealRandomFromHand):  # 701.20a
            return f"{verb('reveal', plural)} a card at random from their hand"
        if isinstance(e, ShuffleIntoLibrary):  # h-zones: 701.24a
            return f"{verb('shuffle', plural)} their hand and graveyard into their library"
        if isinstance(e, Explore):  # 701.44a (h-look)
            return verb("explore", plural) + (" again" if e.again else "")
        if isinstance(e, Mill):
            if is_measure(e.count):
                return f"{verb('mill', plural)} cards equal to {self.measure_text(e.count)}"
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
        if is_measure(amount):
            return f"damage equal to {self.measure_text(amount, subj)}"
        return f"{number_amount(amount)} damage"

    def imperative(self, e: Any) -> str:
        if isinstance(e, SetCharacteristics) and e.switch:  # h-act, 613.4d
            who = self.self_text() if e.what == SelfRef() else self.ref_text(e.what)
            return f"switch {who}'s power and toughness"
        if isinstance(e, SwitchPT):  # 613.4d (s9 h-other)
            whose = "its" if self.has("switch:its") else self.ref_text(e.what, "subject") + "'s"
            return f"switch {whose} power and toughness"
        if isinstance(e, MayPay):
            return may_pay_text(e)  # 118.12 (render/optional.py)
        if isinstance(e, MayDo):
            return may_do_text(e, self.sentence, self.has("may_have"))  # 608.2d
        if isinstance(e, ZONE_EFFECTS):  # issue 12: render/zones.py
            return self.zone_imperative(e)
        if isinstance(e, ZONE_S10_EFFECTS) or is_s10_zone_move(e):  # s10 h-zones
            return zone_s10_text(self, e)
        if isinstance(e, S11_EFFECTS):  # s11 h-lib: render/s11_lib.py
            return s11_effect_text(self, e)
        if isinstance(e, AtNextEndStep):
            return self.delayed_text(e)
        if isinstance(e, S11_DMG_EFFECTS):  # 615.1, 101.4 (s11 h-dmg): render/s11_dmg.py
            return s11_dmg_text(self, e)
        if isinstance(e, FACE_DOWN_EFFECTS):  # 701.40a, 708.8: render/face_down.py
            return face_down_text(e, self.ref_text)
        if isinstance(e, RANDOM_EFFECTS):  # 705, 706: render/random.py
            return random_text(e, lambda es, js: self.chain(es, js, first_cap=False))
        if isinstance(e, Fight):  # 701.14a (h-combat): render/combat.py
            return fight_imperative(e, self.ref_text)
        if isinstance(e, (ExchangeControl, WhenYouDo)):  # 701.12b, 603.12: render/control.py
            return control_imperative(self, e)
        if (s := gy_effect_text(self, e) or added_phases_text(e) or more_text(self, e)) is not None:
            return s  # s11 h-gy: render/s11_gy.py; 500.8: render/phases.py; 106.12a, 603.7b
        if isinstance(e, CopySpell):  # 707.10 (s10 h-other): render/control.py
            return copy_spell_text(e, self.ref_text, self.has("copy:it"))
        if isinstance(e, CounterEventSpell):  # 701.6 (h-trig-events)
            return "counter that spell" + (" or ability" if e.or_ability else "")
        if isinstance(e, ExileIfDies):  # 614.1a (h-combat): render/combat.py
            return exile_if_dies_text(e)
        if isinstance(e, ChooseValue):  # 608.2d (h-chosen)
            return f"choose a {e.kind}" + (f" other than {e.other_than}" if e.other_than else "")
        if isinstance(e, Populate):  # 701.36a
            return "populate"
        if isinstance(e, PlayAdditionalLands):  # 305.2
            return f"you may play {extra_lands_text(e.count)} this turn"
        if isinstance(e, s11r.IMPERATIVES):  # 509.1c, 701.15a (s11 h-combat)
            return s11r.imperative_text(e, self.ref_text, self.filter_text)
        if isinstance(e, (Detain, GetEmblem)):  # 701.35a, 114.2 (s10 h-cant): keyword_actions.py
            return emblem_text(self, e)
        if isinstance(e, s11_count.S11_EFFECTS):  # 122.1, 601.2d, 701.68a (s11 h-count)
            return s11_count.s11_imperative(self, e)
        if isinstance(e, KEYWORD_ACTIONS):  # 701.39a, 701.46a, 701.47a (h-kw-perm)
            if isinstance(e, Earthbend):  # s10: "earthbend 8, then untap that land" (701.66a)
                self.st.mentioned.add(e.what)
            return keyword_action_imperative(e, self.ref_text)
        if isinstance(e, RemoveFromCombat):  # 506.4 (h-trig-combat)
            return f"remove {self.ref_text(e.what)} from combat"
        if isinstance(e, COUNTER_EFFECTS):  # 701.34a, 122.1: render/counters.py
            return counters_imperative(e, self.ref_text)
        if isinstance(e, Destroy):
            text = "destroy " + self.ref_text(e.what)
            if e.no_regenerate:
                plural = self.plural_ref(e.what)
                text += ". " + ("They" if plural else "It") + " can't be regenerated"
            return text
        if isinstance(e, Exile):
            text = "exile " + self.ref_text(e.what)
            if e.until_source_leaves:
                text += f" until {self.self_text()} leaves the battlefield"
            return text
        if isinstance(e, ReturnToHand) and e.from_graveyard:
            # h-gy: "return this card from your graveyard to your hand" (113.6m)
            word = self.st.self_word
            what = "this card" if word.startswith("this ") else word
            self.st.mentioned.add(SelfRef())
            return f"return {what} from your graveyard to your hand"
        if isinstance(e, ReturnToHand):
            what = self.ref_text(e.what)
            plural = (
                what in ("them",)
                or (isinstance(e.what, EachRef) and not what.startswith("each "))
                or (isinstance(e.what, TargetRef) and self._target_count(e.what) > 1)
            )
            if self.has("hand:your") or self.has("hand:their"):  # "their": 404.2
                return f"return {what} to {'your' if self.has('hand:your') else 'their'} hand"
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
            text += " tapped" * e.tapped + " transformed" * e.transformed  # 712.14a
            if e.under_your_control:
                text += " under your control"
            elif self.has("under:owner"):
                plural = what == "them" or (
                    isinstance(e.what, EachRef) and not what.startswith("each ")
                )
                text += " under their owners' control" if plural else " under its owner's control"
            return text + self.entering_counters_text(e.counters)  # h-zones (render/zones.py)
        if isinstance(e, Sacrifice | SacrificeSeveral):  # 701.21a
            return "sacrifice " + sacrificed_np(self, e)
        if isinstance(e, SacrificeSelf):
            if self.has("sacrifice_it"):  # "When this creature enters, sacrifice it"
                return "sacrifice it"
            return "sacrifice " + self.self_text()
        if isinstance(e, Draw) and is_measure(e.count):
            return "draw cards equal to " + self.measure_text(e.count)
        if isinstance(e, Draw):
            return "draw " + draw_cards_text(self, e.count)
        if isinstance(e, Discard) and e.hand:
            return "discard your hand"
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
            if e.filter is not None and len(e.filter.types) == 1:  # "discard a creature card"
                (kind,) = e.filter.types
                if e.filter == Filter(types=frozenset({kind}), zone="hand") and e.count == 1:
                    return f"discard {article(kind)} card"
            return "discard " + cards_text(e.count) + (" at random" if e.random else "")
        if isinstance(e, GainLife):
            return f"gain {number_amount(e.amount)} life"
        if isinstance(e, LoseLife):
            return f"lose {number_amount(e.amount)} life"
        if isinstance(e, ExtraTurn) and isinstance(e.who, YouRef):  # 500.7
            return "take an extra turn after this one"
        if isinstance(e, Tap):
            return "tap " + self.ref_text(e.what)
        if isinstance(e, Untap):
            return "untap " + self.ref_text(e.what)
        if isinstance(e, ChangeText):  # 612.1
            words = "color word" if e.kind == "color" else "basic land type"
            what = self.ref_text(e.what)
            if e.or_spell:
                what = what.replace("target ", "target spell or ", 1)
            return (
                f"change the text of {what} by replacing all instances of one {words} with another"
            )
        if isinstance(e, Regenerate):
            return "regenerate " + self.ref_text(e.what)
        if isinstance(e, CounterSpell):
            text = "counter " + self.ref_text(e.what)
            if e.unless_pays:
                pays = "{X}" if isinstance(e.unless_times, WhereX) else e.unless_pays  # h-amount
                text += f" unless its controller pays {pays}"
            if e.unless_discards_hand:
                text += " unless its controller discards their hand"
            if e.exile_instead:  # 614.1a (h-combat)
                text += (
                    ". If that spell is countered this way, exile it instead of putting it "
                    "into its owner's graveyard"
                )
            return text
        if isinstance(e, AddCounters) and is_measure(e.count):  # "a number of ... equal to"
            target = self.ref_text(e.what, "damage" if isinstance(e.what, EachRef) else "object")
            return f"put a number of {e.kind} counters on {target} equal to " + self.measure_text(
                e.count
            )
        if isinstance(e, AddCounters):
            n = plain_amount(e.count)
            noun = "counter" if n == 1 else "counters"
            counter = article(f"{e.kind} {noun}") if n == 1 else f"{number_text(n)} {e.kind} {noun}"
            target = self.ref_text(e.what, "damage" if isinstance(e.what, EachRef) else "object")
            return f"put {counter} on {target}"
        if isinstance(e, CreateToken):
            return "create " + self.token(e)
        if isinstance(e, (CreateTokenCopy, *S11_TOK_EFFECTS)):  # s11 h-tok: render/s11_tok.py
            return token_copy_text(self, e)
        if isinstance(e, RevealTopCard) and e.to_hand_if is None:  # h-amount: 701.20a
            return "reveal the top card of your library"
        if isinstance(e, RevealTopCard) and self.has("reveal_top_to_hand"):  # s10 h-amount
            return "reveal the top card of your library and put that card into your hand"
        if isinstance(e, Scry):
            return f"scry {number_amount(e.count)}"  # h-amount: "scry X" (WhereX)
        if isinstance(e, Surveil):
            return f"surveil {number_amount(e.count)}"
        if isinstance(e, Mill) and is_measure(e.count):
            return "mill cards equal to " + self.measure_text(e.count)
        if isinstance(e, Mill):
            return "mill " + cards_text(e.count)
        if isinstance(e, AddMana) and is_measure(e.count):  # h-mana: "an amount of {G} equal to"
            text = f"add an amount of {e.mana} equal to " + self.measure_text(e.count)
            return text + (spend_text(self, e.spend) if e.spend is not None else "")  # 106.6
        if isinstance(e, AddMana) and self.variant("removed:") and e.count == XAmount():
            return removed_mana_text(self, e)  # h-act, 107.3
        if isinstance(e, AddMana) and e.spend is not None:  # 106.6 (h-costs)
            return "add " + mana_text(e) + spend_text(self, e.spend)
        if isinstance(e, AddMana):  # 500.4: "Until end of turn, you don't lose this mana ..."
            return "add " + mana_text(e) + (KEPT_MANA if e.kept else "")
        if isinstance(e, SearchLibrary) and e.destination == "top":
            what = ("up to " if e.up_to else "") + self.count_np(e.count, e.filter)
            the = "the" if self.has("search_top:the") else "that"
            reveal = ""
            if e.reveal:
                rpron = "that card" if self.has("search_reveal:that card") else "it"
                reveal = f"reveal {rpron}, "
            return f"search your library for {what}, {reveal}then shuffle and put {the} card on top"
        if isinstance(e, SearchLibrary):
            return self.search(e)
        if isinstance(e, PreventDamage) and e.from_chosen_source:
            if e.to is None:  # h-act: source_text, "a red source" (615.7)
                return f"prevent all damage {source_text(e)} of your choice would deal this turn"
            who = self.ref_text(e.to)
            return (
                f"the next time {source_text(e)} of your choice would deal damage to {who} "
                "this turn, prevent that damage"
            )
        if isinstance(e, PreventDamage) and e.and_by and e.to is not None:  # h-act, 615.1
            return "prevent all combat damage " + and_by_text(self.ref_text(e.to))
        if isinstance(e, PreventDamage) and e.by_only and e.to is not None:  # s10 h-act, 615.1
            return by_text(e.combat_only, self.ref_text(e.to))
        if isinstance(e, PreventDamage):  # 615.1: render/prevention.py
            return prevent_damage_text(self, e)
        if isinstance(e, (MoveCounters, MoveAura)):  # 122.1, 701.3: render/counters.py
            return move_counters_text(self, e)
        if isinstance(e, IfYouDo):
            joins = [" and "] * (len(e.effects) - 1)
            given = self.variant("ifdo_joins:")  # "If you do, create ..., then attach ..."
            if len(given) == 1:  # (two different ones: not told apart, rendered differently)
                joins = given[0].split("|")
            inner = self.chain(e.effects, joins, first_cap=False)
            return if_did_words(e) + ", " + inner[:-1]  # 118.12 (render/optional.py)
        if isinstance(e, IfKicked):  # 702.33e
            return if_kicked_text(self, e)
        if isinstance(e, UnlessDoes | UnlessPays):  # 118.12a: render/optional.py
            inner = self.chain(e.effects, [], first_cap=False)
            return inner[:-1] + " unless " + unless_words(self, e)
        if isinstance(e, IfCondition) and e.instead:  # s9 cond: "... instead" (608.2c)
            return if_instead_text(self, e)
        if isinstance(e, IfCondition):  # 608.2c (render/conditions.py)
            head = "if " + self.condition_text(e.condition)
            inner = self.chain(e.effects, [" and "] * (len(e.effects) - 1), first_cap=False)
            if e.form == "after":  # s9 cond: "draw a card if you control an artifact"
                return inner[:-1] + " " + head
            if e.form == "unless":  # s10 cond: "... unless CONDITION" (Unless)
                return inner[:-1] + " " + self.condition_text(e.condition)
            return ("then " if e.form == "then" else "") + head + ", " + inner[:-1]
            return head + inner[:-1]
        if (misc := misc_imperative(self, e)) is not None:  # h-misc: render/animate.py
            return misc
        if isinstance(e, LifeTotalCantChange):
            return "your life total can't change"
        if isinstance(e, Attach):
            return f"attach {self.ref_text(e.what)} to {self.ref_text(e.to)}"
        if isinstance(e, GainControl):
            if e.duration in _WHILE_SOURCE:  # s10 cond, 611.2b
                src = self.self_text()
                also = (
                    f" and {self.self_text()} remains tapped"
                    if "tapped" in e.duration.value
                    else ""
                )
                what = self.ref_text(e.what)
                return f"gain control of {what} for as long as you control {src}{also}"
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

    def delayed_text(self, e: AtNextEndStep) -> str:  # 603.7, 700.2: render/modal.py
        return delayed_text(self, e)

    def modal(self, m: Modal) -> str:
        return modal_text(self, m)
