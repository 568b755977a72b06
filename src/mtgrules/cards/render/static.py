"""Static abilities (604): continuous effects, restrictions, replacement and prevention
effects (614, 615)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    Animate,
    AssignByToughness,
    AttachedIs,
    AttackDespiteDefender,
    AttacksEachCombat,
    BlockAnyNumber,
    CantHaveAbilities,
    CastBan,
    CharacteristicDefiningPT,
    ControlOf,
    CostChange,
    CostReduction,
    CounterPrevention,
    CountersReplacement,
    DamageCantBePrevented,
    DamageModification,
    DoesntUntap,
    EachRef,
    EnterAsCopyOfThis,
    EntersWithAdditional,
    EnterTapped,
    Filter,
    ForEach,
    GrantAbilities,
    Keyword,
    Layout,
    LifeReplacement,
    LifeTotalCantChange,
    ModifyPT,
    ModifyPTX,
    RemoveAbilities,
    Replacement,
    Restriction,
    SelfCostChange,
    SetCharacteristics,
    SetLandType,
    SpellsCantBeCountered,
    StaticAbility,
    StaticPrevention,
    TokensReplacement,
    Unless,
    UntapDuringOthers,
    WhereX,
    YouRef,
    YourTurn,
)
from mtgrules.cards.ir.cant import CAST_BAN_WHO, CHOSEN_NAME  # h-misc
from mtgrules.cards.ir.s11_combat import (  # s11 h-combat
    AttacksOrBlocksEachCombat,
    BlockableDespite,
    CantBlockFilter,
    IsGoaded,
    MustBeBlocked,
)
from mtgrules.cards.ir.s11_dmg import PreventSome, RedirectDamage  # s11 h-dmg, 614.9
from mtgrules.cards.render.animate import animate_text, cant_gain_text  # h-misc
from mtgrules.cards.render.costs import cost_change_text  # h-costs
from mtgrules.cards.render.damage_mods import damage_mod_text  # s10 h-amount
from mtgrules.cards.render.effects import EffectsRenderer
from mtgrules.cards.render.entering import entering_text
from mtgrules.cards.render.phrases import (
    article,
    cant_text,
    cap,
    number_amount,
    number_text,
    pt_text,
    pt_x_text,
    verb,
)
from mtgrules.cards.render.prevention import prevention_text
from mtgrules.cards.render.s11_count import counter_prevention_text  # s11 h-count: 615.1a
from mtgrules.cards.render.s11_ctl import untap_during_others_text  # s11 h-ctl
from mtgrules.cards.render.s11_dmg import prevent_some_text, redirect_text  # s11 h-dmg, 614.9
from mtgrules.cards.render.s11_lib import pair_cost_reduction_text  # s11 h-lib

#: h-misc, 602.5: a Restriction on activating alone ("... activated abilities can't be
#: activated")
_BANS = (frozenset({"activate"}), frozenset({"activate nonmana"}))


class StaticRenderer(EffectsRenderer):
    """Writes static abilities; consecutive ones of one sentence together."""

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
            cond = getattr(sentence[0], "condition", None)
            if cond is not None and self.has("cond:first"):  # 611.3a: "As long as ..., ..."
                head = "as long as " + self.condition_text(cond) + ", "
                if cond == YourTurn() and self.has("cond:during your turn"):
                    head = "during your turn, "
                if cond == YourTurn(negated=True) and self.has(
                    "cond:during turns other than yours"
                ):
                    head = "during turns other than yours, "  # s9 h-other
                text = self.static_sentence(sentence)
                if isinstance(cond, AttachedIs) and self.has("cond:it"):  # s9 cond: "it gets"
                    text = "it " + text.removeprefix(f"{cond.kind} {cond.noun} ")
                out.append(cap(head + text) + ".")
                continue
            text = self.static_sentence(sentence)
            if isinstance(cond, Unless):  # 614.1d: "enters tapped unless ..."
                text += " " + self.condition_text(cond)
            elif cond is not None and self.has("cond:if"):  # 614.1c "enters with ... if ..."
                text += " if " + self.condition_text(cond)
            elif cond is not None:  # 611.3a: "... as long as ..."
                text += " as long as " + self.condition_text(cond)
            out.append(cap(text) + ".")
        return " ".join(out)

    def static_sentence(self, items: list[Any]) -> str:
        first = items[0]
        effect = first.effect if isinstance(first, StaticAbility) else first
        if isinstance(effect, Restriction) and effect.blockers is not None:  # s10 h-cant, 509.1b
            for word in self.variant("cant_block_self:"):
                by = self.filter_text(effect.blockers, plural=True)
                return f"{by} can't block {self.st.self_word if word == '~' else word}"
        if isinstance(effect, Replacement):
            return self.replacement(effect)
        if isinstance(
            effect,
            EnterTapped
            | EnterAsCopyOfThis
            | EntersWithAdditional
            | CountersReplacement
            | TokensReplacement,
        ):
            return entering_text(self, effect, self.st.self_word)  # 614.1d, 614.16
        if isinstance(effect, LifeReplacement):
            return self.life_replacement(effect)
        if isinstance(effect, StaticPrevention):  # 615.1a: render/prevention.py
            return prevention_text(self, effect)
        if isinstance(effect, CounterPrevention):  # 615.1a (s11 h-count): render/s11_count.py
            return counter_prevention_text(self, effect)
        if isinstance(effect, DamageModification):  # 614.1a: render/damage_mods.py (s10)
            return damage_mod_text(effect, self.measure_text)
        if isinstance(effect, RedirectDamage):  # 614.9: render/s11_dmg.py
            return redirect_text(effect)
        if isinstance(effect, PreventSome):  # 615.1a: render/s11_dmg.py (s11 h-dmg)
            return prevent_some_text(effect, self.filter_text, self.measure_text)
        if isinstance(effect, CostReduction):
            pair = pair_cost_reduction_text(self, effect.mana)  # s11 h-lib
            if pair is not None:
                return pair
            who = self.filter_text(effect.filter, plural=True)
            return f"{who} cost {effect.mana} less to cast"
        if isinstance(effect, LifeTotalCantChange) and effect.gain_only:  # h-misc: 101.2
            return cant_gain_text(effect)
        if isinstance(effect, LifeTotalCantChange) and isinstance(effect.who, YouRef):
            return "your life total can't change"  # 119.7-8
        if isinstance(effect, CastBan):  # h-misc: 101.2
            who = CAST_BAN_WHO[effect.who]
            if effect.lands:  # 305.2
                return ("players" if self.has("lands:players") else who) + " can't play lands"
            if effect.limit is not None:
                return f"{who} can't cast more than one spell each turn"
            if effect.filter == CHOSEN_NAME:  # 201.4, 101.2: Meddling Mage
                return "spells with the chosen name can't be cast"
            what = "spells" if effect.filter is None else self.filter_text(effect.filter, True)
            return f"{who} can't cast {what}" + (" during your turn" if effect.your_turn else "")
        if isinstance(effect, SpellsCantBeCountered):  # h-misc: 101.2
            return self.filter_text(effect.filter, plural=True) + " can't be countered"
        if isinstance(effect, DamageCantBePrevented):
            return "damage can't be prevented"
        if isinstance(effect, UntapDuringOthers):  # s11 h-ctl, 502.3
            return untap_during_others_text(self, effect)
        if isinstance(effect, CostChange | SelfCostChange):  # 601.2f (h-costs)
            return cost_change_text(self, effect)
        if isinstance(effect, CharacteristicDefiningPT) and effect.amount is not None:
            value = self.measure_text(effect.amount)
            if effect.power_only:
                return f"{self.st.self_word}'s power is equal to {value}"
            return f"{self.st.self_word}'s power and toughness are each equal to {value}"
        if isinstance(effect, ControlOf):
            return "you control " + self.ref_text(effect.what)
        if isinstance(effect, CharacteristicDefiningPT):
            return (
                f"{self.st.self_word}'s power is equal to the number of {effect.count} and "
                f"its toughness is equal to that number plus {effect.toughness_offset}"
            )
        if isinstance(effect, Restriction) and effect.cant in _BANS:  # h-misc, 602.5
            unless = "" if effect.cant == {"activate"} else " unless they're mana abilities"
            if isinstance(effect.what, EachRef) and effect.what.filter == CHOSEN_NAME:  # 201.4
                what = "sources with the chosen name"
                return f"activated abilities of {what} can't be activated{unless}"
            if self.has("activate:of") and isinstance(effect.what, EachRef) and effect.what.filter:
                what = self.filter_text(effect.what.filter, plural=True)
                return f"activated abilities of {what} can't be activated{unless}"
            who = self.ref_text(effect.what, "subject")
            return f"{who}'s activated abilities can't be activated{unless}"
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
        if len(preds) > 2 and self.has("static_list"):  # s10: "gets ..., has ..., and can't"
            return f"{subj_text} " + ", ".join(preds[:-1]) + ", and " + preds[-1] + extra
        return f"{subj_text} " + " and ".join(preds) + extra

    def static_pred(self, eff: Any, plural: bool) -> str:
        if isinstance(eff, ModifyPT):
            return f"{verb('get', plural)} {pt_text(eff.power, eff.toughness)}"
        if isinstance(eff, ModifyPTX) and isinstance(eff.amount, ForEach):  # h-history: 613.4c
            each = self.for_each_text(eff.amount.value)
            return f"{verb('get', plural)} {pt_text(eff.power, eff.toughness)} for each {each}"
        if isinstance(eff, ModifyPTX) and isinstance(eff.amount, WhereX):  # h-amount: 107.3c
            measure = self.measure_text(eff.amount.value, eff.what)
            return (
                f"{verb('get', plural)} {pt_x_text(eff.power, eff.toughness)}, where X is {measure}"
            )
        if (
            isinstance(eff, GrantAbilities)
            and eff.abilities
            and not isinstance(eff.abilities[0], Keyword)
        ):  # h-mana: a quoted mana ability (113.2)
            return f"{verb('have', plural)} {self.quoted(eff.abilities)}"
        if isinstance(eff, GrantAbilities):
            return f"{verb('have', plural)} {self.keyword_list(eff.abilities)}"
        if isinstance(eff, RemoveAbilities) and eff.all:  # 613.1f (s9 h-other)
            return f"{verb('lose', plural)} all abilities"
        if isinstance(eff, CantHaveAbilities):  # s11 h-ctl, 613.1f
            return "can't have or gain " + self.keyword_list(eff.abilities)
        if isinstance(eff, RemoveAbilities):  # 613.1f (s9 h-other): "loses flying"
            return f"{verb('lose', plural)} {self.keyword_list(eff.abilities)}"
        if isinstance(eff, Animate):  # 205.1a-b, 613.1d-e, 613.4b: rules/static_animate.py
            return ("are " if plural else "is ") + animate_text(eff, self.with_list)
        if isinstance(eff, SetCharacteristics):  # 613.4b (s9 h-other)
            return f"{verb('have', plural)} base power and toughness {eff.power}/{eff.toughness}"
        if isinstance(eff, Restriction):
            if eff.cant == {"block nonflying"}:
                return "can block only creatures with flying"
            if eff.blockers is not None:  # 509.1b
                by = self.filter_text(eff.blockers, plural=True)
                return f"can't be blocked {'except ' if eff.blockers_except else ''}by {by}"
            if eff.cant == {"activate"}:  # h-misc, 602.5: "... and its activated abilities ..."
                return "its activated abilities can't be activated"
            if eff.cant & {"activate", "activate nonmana"}:  # h-misc, 602.5
                rest = cant_text(eff.cant - {"activate", "activate nonmana"})
                unless = " unless they're mana abilities" if "activate nonmana" in eff.cant else ""
                return f"can't {rest}, and its activated abilities can't be activated{unless}"
            return "can't " + cant_text(eff.cant)
        if isinstance(eff, AssignByToughness):  # 510.1a (s10 h-amount)
            by = "equal to its toughness rather than its power"
            return f"{verb('assign', plural)} combat damage {by}"
        if isinstance(eff, AttackDespiteDefender):  # 702.3b (h-combat)
            return "can attack as though it didn't have defender"
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
            steps = "steps" if "untap_steps" in self.st.variants else "step"
            return f"{dont} untap during {whose} untap {steps}"
        if isinstance(eff, AttacksOrBlocksEachCombat):  # 508.1d, 509.1c (s11 h-combat)
            return f"{verb('attack', plural)} or {verb('block', plural)} each combat if able"
        if isinstance(eff, CantBlockFilter):  # 509.1b (s11 h-combat)
            return "can't block " + self.filter_text(eff.attackers, plural=True)
        if isinstance(eff, BlockableDespite):  # 702.14c (s11 h-combat)
            who = "they" if plural else "it"
            return f"can be blocked as though {who} didn't have {eff.keyword}"
        if isinstance(eff, IsGoaded):  # 701.15b (s11 h-combat)
            return "is goaded"
        if isinstance(eff, MustBeBlocked):  # 509.1c (s11 h-combat)
            return "must be blocked if able"
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
        if r.kind == "die_exile_self":  # 614.1a (h-combat)
            return f"if {me} would die, exile it instead"
        if r.kind == "die_exile" and r.filter is not None:  # 614.1a (h-combat)
            return f"if {article(self.filter_text(r.filter))} would die, exile it instead"
        if r.kind == "enters_tapped":
            return f"{me} enters tapped"
        if r.kind == "enters_with_counters":
            n = r.amount or 1
            noun = "counter" if n == 1 else "counters"
            counter = (
                article(f"{r.counter} {noun}") if n == 1 else f"{number_text(n)} {r.counter} {noun}"
            )
            return f"{me} enters with {counter} on it"
        if r.kind == "enters_tapped_with_counters":  # 614.1c
            n = r.amount or 1
            noun = "counter" if n == 1 else "counters"
            counter = (
                article(f"{r.counter} {noun}") if n == 1 else f"{number_text(n)} {r.counter} {noun}"
            )
            return f"{me} enters tapped with {counter} on it"
        if r.kind == "enters_with_x_counters_where":  # h-amount: 614.1c, 107.3c
            where = self.measure_text(r.measure)
            return f"{me} enters with X {r.counter} counters on it, where X is {where}"
        if r.kind == "enters_with_x_counters":
            return f"{me} enters with X {r.counter} counters on it"
        if r.kind == "kicked_enters_with_counters":  # 702.33e, 614.1c
            n = r.amount or 1
            noun = "counter" if n == 1 else "counters"
            counter = (
                article(f"{r.counter} {noun}") if n == 1 else f"{number_text(n)} {r.counter} {noun}"
            )
            return f"if {me} was kicked, it enters with {counter} on it"
        if r.kind == "escapes_with_counters":  # 702.138c, 614.1c
            n = r.amount or 1
            noun = "counter" if n == 1 else "counters"
            counter = (
                article(f"{r.counter} {noun}") if n == 1 else f"{number_text(n)} {r.counter} {noun}"
            )
            return f"{me} escapes with {counter} on it"
        if r.kind == "enters_with_counters_per_kick":  # 702.33c, 614.1c
            n = r.amount or 1
            noun = "counter" if n == 1 else "counters"
            counter = (
                article(f"{r.counter} {noun}") if n == 1 else f"{number_text(n)} {r.counter} {noun}"
            )
            return f"{me} enters with {counter} on it for each time it was kicked"
        if r.kind == "enters_with_counters_per_color":  # s10 engine: 702.44a, 614.1c
            n = r.amount or 1
            noun = "counter" if n == 1 else "counters"
            counter = (
                article(f"{r.counter} {noun}") if n == 1 else f"{number_text(n)} {r.counter} {noun}"
            )
            return f"{me} enters with {counter} on it for each color of mana spent to cast it"
        if r.kind == "enters_with_counters_per_died":  # h-history: 614.1c
            if self.has("died:equal"):
                return (
                    f"{me} enters with a number of {r.counter} counters on it equal to the "
                    "number of creatures that died this turn"
                )
            n = r.amount or 1
            noun = "counter" if n == 1 else "counters"
            counter = (
                article(f"{r.counter} {noun}") if n == 1 else f"{number_text(n)} {r.counter} {noun}"
            )
            return f"{me} enters with {counter} on it for each creature that died this turn"
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
