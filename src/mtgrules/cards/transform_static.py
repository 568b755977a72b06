"""Transformer methods for static abilities (604): continuous effects of a group or the
object itself (611.3), "can't" restrictions, replacement and prevention effects (614, 615),
characteristic-defining abilities (604.3), cost changes (601.2f) and the other one-line
statics.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import (
    AdditionalCost,
    AlternativeCost,
    AsEntersChoose,
    AttachedRef,
    AttacksEachCombat,
    BlockAnyNumber,
    CantBeCountered,
    CastRestriction,
    CharacteristicDefiningPT,
    ControlOf,
    CostReduction,
    DamageCantBePrevented,
    DeckLimit,
    DoesntUntap,
    Duration,
    EachRef,
    EntersAsCopy,
    Filter,
    GrantAbilities,
    Layout,
    LifeReplacement,
    MaxHandSize,
    ModifyPT,
    OpeningHand,
    Replacement,
    Restriction,
    SelfRef,
    SetLandType,
    StaticAbility,
    YouRef,
)
from mtgrules.cards.transform_effects import _pt
from mtgrules.cards.transform_nouns import NP, Unread, words_of
from mtgrules.cards.transform_predicates import PredicatesMixin


def _with_layout(ability: Any, **changes: Any) -> Any:
    """``ability`` with ``changes`` to its layout (where it sits in the card's text)."""
    layout = getattr(ability, "layout", None) or Layout()
    return replace(ability, layout=replace(layout, **changes))


class StaticMixin(PredicatesMixin):
    # --- static abilities -----------------------------------------------------------------

    def static_line(self, c: list[Any]) -> list[Any]:
        out: list[Any] = []
        for sentence in c:
            items = sentence if isinstance(sentence, list) else [sentence]
            for i, item in enumerate(items):
                if isinstance(item, tuple) and item[0] == "doesnt_remove":
                    # 702.16n: "This effect doesn't remove ..." qualifies the protection the
                    # sentence before grants
                    prev = out[-1] if out else None
                    eff = getattr(prev, "effect", None)
                    if prev is None or not isinstance(eff, GrantAbilities):
                        raise Unread("This effect doesn't remove")
                    change: dict[str, Any] = (
                        {"keeps_own_attachments": True}
                        if item[1] == "keeps_attachments"
                        else {"doesnt_remove": item[1]}
                    )
                    out[-1] = replace(prev, effect=replace(eff, **change))
                    continue
                if i == 0 and out:
                    item = _with_layout(item, same_line=" ")
                out.append(item)
        final = []
        for item in out:
            layout = item.layout or Layout()
            final.append(
                replace(
                    item,
                    layout=replace(
                        layout, self_word=self.ctx.self_word, variants=frozenset(self.ctx.variants)
                    ),
                )
            )
        return final

    def ss_self(self, c: list[Any]) -> Any:
        self.ctx.antecedent = SelfRef()
        return SelfRef()

    def ss_enchanted(self, c: list[Any]) -> Any:
        return AttachedRef("enchanted")

    def ss_enchanted_type(self, c: list[Any]) -> Any:
        self.ctx.variants.add(f"enchanted:{c[0]}")
        return AttachedRef("enchanted")

    def ss_equipped(self, c: list[Any]) -> Any:
        return AttachedRef("equipped")

    def ss_group(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:bare")
        return EachRef(c[0].filter)

    def ss_all(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:all")
        return EachRef(c[0].filter)

    def ss_other(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:bare")
        return EachRef(replace(c[0].filter, other=True))

    def ss_other_sub(self, c: list[Any]) -> Any:
        # "Other Bird creatures get +1/+1." (a subtype before the type, no other words)
        np = self._np([self._head(c)], True)
        self.ctx.variants.add("subj:bare")
        return EachRef(replace(np.filter, other=True))

    def ss_all_other(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:all")
        return EachRef(replace(c[0].filter, other=True))

    def ss_each(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:each")
        return EachRef(c[0].filter)

    def ss_you(self, c: list[Any]) -> Any:
        # "You have hexproof." (a player's ability from a permanent: 702.11c, 702.18a)
        return YouRef()

    def s_continuous(self, c: list[Any]) -> list[Any]:
        subject = c[0]
        out = []
        for i, pred in enumerate(c[1:]):
            ability = pred(subject)
            if i:
                ability = _with_layout(ability, same_line=" and ")
            out.append(ability)
        return out

    @staticmethod
    def _static_duration(who: Any) -> Duration:
        return Duration.WHILE_ATTACHED if isinstance(who, AttachedRef) else Duration.PERMANENT

    def sp_pump(self, c: list[Any]) -> Any:
        p, t = _pt(c[-1])
        return lambda who: StaticAbility(ModifyPT(who, p, t, self._static_duration(who)))

    def sp_has(self, c: list[Any]) -> Any:
        kws = c[-1]
        return lambda who: StaticAbility(
            GrantAbilities(who, tuple(kws), self._static_duration(who))
        )

    def cant_verb(self, c: list[Any]) -> str:
        return words_of(c)

    def cant_list(self, c: list[Any]) -> frozenset[str]:
        verbs: set[str] = set()
        for v in c:
            if not isinstance(v, str) or v == "or":
                continue
            if v == "attack or block":
                verbs |= {"attack", "block"}
            else:
                verbs.add(v)
        if verbs == {"attack", "block alone"}:  # 506.5: "can't attack or block alone"
            verbs = {"attack alone", "block alone"}
        return frozenset(verbs)

    def sp_cant(self, c: list[Any]) -> Any:
        verbs = c[-1]
        return lambda who: Restriction(who, verbs)

    def sp_cant_blocked_by(self, c: list[Any]) -> Any:
        # 509.1b: "can't be blocked by creatures with power 2 or less"
        f = c[-1].filter
        return lambda who: Restriction(who, frozenset({"be blocked"}), blockers=f)

    def sp_cant_blocked_except(self, c: list[Any]) -> Any:
        # 509.1b: "can't be blocked except by Walls" (only those can block it)
        f = c[-1].filter
        return lambda who: Restriction(
            who, frozenset({"be blocked"}), blockers=f, blockers_except=True
        )

    def sp_block_any(self, c: list[Any]) -> Any:
        return lambda who: StaticAbility(BlockAnyNumber(who))

    def sp_block_extra(self, c: list[Any]) -> Any:
        return lambda who: StaticAbility(BlockAnyNumber(who, 1))

    def sp_block_only_flying(self, c: list[Any]) -> Any:
        # "This creature can block only creatures with flying." (509.1b: a restriction)
        return lambda who: Restriction(who, frozenset({"block nonflying"}))

    def untap_whose(self, c: list[Any]) -> str:
        return words_of(c)

    def sp_doesnt_untap(self, c: list[Any]) -> Any:
        self.ctx.variants.add(f"untap:{c[0]}")
        return lambda who: StaticAbility(DoesntUntap(who))

    def sp_dont_untap_steps(self, c: list[Any]) -> Any:
        self.ctx.variants.add("untap:their controllers'")
        self.ctx.variants.add("untap_steps")  # "during their controllers' untap steps" (502.3)
        return lambda who: StaticAbility(DoesntUntap(who))

    def sp_attacks_each_combat(self, c: list[Any]) -> Any:
        return lambda who: StaticAbility(AttacksEachCombat(who))

    def sp_blocks_each_combat(self, c: list[Any]) -> Any:
        return lambda who: StaticAbility(AttacksEachCombat(who, blocks=True))

    def sp_menace_like(self, c: list[Any]) -> Any:
        # 509.1b (h-combat): "can't be blocked except by three or more creatures", a
        # restriction on the whole declaration (rules/combat.min_blockers)
        n = next((x for x in c if isinstance(x, int)), None)
        word = {2: "two", 3: "three"}.get(n or 0)
        if word is None:
            raise Unread("can't be blocked except by two or more creatures")
        what = f"be blocked except by {word} or more creatures"
        return lambda who: Restriction(who, frozenset({what}))

    def s_enters_tapped(self, c: list[Any]) -> Any:
        return StaticAbility(Replacement("enters_tapped"))

    def s_enters_counters(self, c: list[Any]) -> Any:
        n, kind = c[1], c[2]
        return StaticAbility(Replacement("enters_with_counters", amount=n, counter=kind))

    def s_regen_instead(self, c: list[Any]) -> Any:
        return StaticAbility(Replacement("regenerate_instead"))

    def s_prevent_some(self, c: list[Any]) -> Any:
        np: NP = c[0]
        return StaticAbility(Replacement("prevent_damage", np.filter, int(c[1])))

    def s_shuffle_instead(self, c: list[Any]) -> Any:
        return StaticAbility(Replacement("shuffle_into_library_instead"))

    def s_cost_reduction(self, c: list[Any]) -> Any:
        np: NP = c[0]
        f = replace(np.filter, zone="stack")
        return StaticAbility(CostReduction(f, str(c[1]).upper()))

    def s_cant_be_countered(self, c: list[Any]) -> Any:
        return CantBeCountered()

    def s_no_max_hand_size(self, c: list[Any]) -> Any:
        return MaxHandSize("you", None)  # 402.2

    def s_max_hand_size(self, c: list[Any]) -> Any:
        who = "you" if c[0] == "your" else "opponent"
        sign = 1 if c[1] == "increased" else -1
        return MaxHandSize(who, sign * int(c[2]))  # 402.2

    def hand_size_whose(self, c: list[Any]) -> str:
        return words_of(c)

    hand_size_change = hand_size_whose

    def choice_kind(self, c: list[Any]) -> str:
        return words_of(c).split(" ", 1)[1]

    def s_as_enters_choose(self, c: list[Any]) -> Any:
        return AsEntersChoose(c[-1])

    def s_as_enters_pay_life(self, c: list[Any]) -> Any:
        # 614.12, 119.4: "As this land enters, you may pay 2 life. If you don't, it enters
        # tapped." (the shock lands)
        return AsEntersChoose("pay life", pay_life=int(c[-1]))

    def s_as_enters_reveal(self, c: list[Any]) -> Any:
        # h-zones, 614.12, 701.20a: "As this land enters, you may reveal a Giant card from
        # your hand. If you don't, this land enters tapped." (the reveal lands)
        flt = next(x for x in c if isinstance(x, Filter))
        return AsEntersChoose("reveal", reveal=replace(flt, zone="hand"))

    def reveal_land_what(self, c: list[Any]) -> Filter:
        np: NP = c[0]
        return np.filter

    def reveal_two_subtypes(self, c: list[Any]) -> Filter:
        # "an Island or Swamp card": either subtype (205.3), written back in the text's order
        subs = [x for x in c if isinstance(x, str) and x not in ("a", "an")]
        self.ctx.variants.add("reveal_sub:" + ",".join(subs))
        return Filter(subtypes=frozenset(subs), zone="hand")

    # --- 707.5, 707.9: "You may have this creature enter as a copy of ..., except ..." ---

    def copy_any(self, c: list[Any]) -> tuple[Filter, bool]:
        return (c[-1].filter, True)

    def copy_a(self, c: list[Any]) -> tuple[Filter, bool]:
        return (c[-1].filter, False)

    def copy_except(self, c: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for part in c:
            for k, v in part.items():
                out[k] = out.get(k, ()) + v if k != "pt" else v
        return out

    def ce_pt(self, c: list[Any]) -> dict[str, Any]:
        return {"pt": _pt(c[0])}

    def ce_types(self, c: list[Any]) -> dict[str, Any]:
        kinds = [x for x in c[:-1] if isinstance(x, str)]
        if c[-1] == "creature types":
            self.ctx.variants.add("copy:other creature types")
        return {
            "add_types": tuple(k for k in kinds if k[:1].islower()),
            "add_subtypes": tuple(k for k in kinds if k[:1].isupper()),
        }

    def copy_types(self, c: list[Any]) -> str:
        return words_of(c)

    def ce_abilities(self, c: list[Any]) -> dict[str, Any]:
        return {"add_abilities": tuple(c[-1])}

    def s_enters_as_copy(self, c: list[Any]) -> Any:
        flt, any_on = next(x for x in c if isinstance(x, tuple))
        exc = next((x for x in c if isinstance(x, dict)), {})
        return EntersAsCopy(flt, any_on, **exc)

    def cast_condition(self, c: list[Any]) -> str:
        return words_of(c)

    def s_cast_restriction(self, c: list[Any]) -> Any:
        return CastRestriction(c[0])

    def s_additional_cost(self, c: list[Any]) -> Any:
        return AdditionalCost(c[0])

    def cda_count(self, c: list[Any]) -> str:
        return words_of(c)

    def s_cda(self, c: list[Any]) -> Any:
        count = c[1]
        plus = int(c[2])
        return StaticAbility(CharacteristicDefiningPT(count, 0, plus))

    def s_cda_each(self, c: list[Any]) -> Any:
        # 604.3: "~'s power and toughness are each equal to ..." (rules/amounts.py)
        return StaticAbility(CharacteristicDefiningPT("", amount=self.settle_its(c[1])))

    def s_cda_power(self, c: list[Any]) -> Any:
        amount = self.settle_its(c[1])
        return StaticAbility(CharacteristicDefiningPT("", amount=amount, power_only=True))

    def s_keeps_attachments(self, c: list[Any]) -> tuple[str, str]:
        return ("doesnt_remove", "keeps_attachments")

    def s_doesnt_remove_this_aura(self, c: list[Any]) -> tuple[str, str]:
        return ("doesnt_remove", "this Aura")

    def s_doesnt_remove_auras(self, c: list[Any]) -> tuple[str, str]:
        return ("doesnt_remove", "Auras")

    def s_opening_hand(self, c: list[Any]) -> Any:
        return OpeningHand()  # 103.6a (a Leyline)

    def s_deck_any(self, c: list[Any]) -> DeckLimit:
        return DeckLimit()  # 100.2a

    def s_deck_up_to(self, c: list[Any]) -> DeckLimit:
        return DeckLimit(int(c[0]))  # 100.2a

    def s_damage_cant_be_prevented(self, c: list[Any]) -> Any:
        return StaticAbility(DamageCantBePrevented())  # 615.12

    def s_control_enchanted(self, c: list[Any]) -> Any:
        # "You control enchanted creature." (Control Magic): layer 2 (613.1b)
        self.ctx.variants.add(f"enchanted:{c[0]}")
        return StaticAbility(ControlOf(AttachedRef("enchanted")))

    def basic_land_type(self, c: list[Any]) -> str:
        return words_of(c).capitalize()

    def basic_land_types(self, c: list[Any]) -> str:
        word = words_of(c)
        return word.capitalize() if word == "plains" else word[:-1].capitalize()

    def land_addition(self, c: list[Any]) -> str:
        return "in addition"

    def sp_land_type(self, c: list[Any]) -> Any:
        # 305.7, 613.1d: a type-changing effect of a static ability (layer 4)
        land_type = next(x for x in c if isinstance(x, str) and x[:1].isupper())
        additional = "in addition" in c
        return lambda who: StaticAbility(SetLandType(who, land_type, additional))

    # 614.1a: "If WHO would gain/lose life [during your turn], SUBJECT VERB AMOUNT instead."
    def life_who(self, c: list[Any]) -> str:
        return {"you": "you", "an opponent": "opponent", "a player": "player"}[words_of(c)]

    def life_event(self, c: list[Any]) -> str:
        return words_of(c).split(" ")[0]

    def life_during(self, c: list[Any]) -> str:
        return "your turn"

    def life_subject(self, c: list[Any]) -> str:
        return words_of(c)

    def life_verb(self, c: list[Any]) -> str:
        return words_of(c).rstrip("s")

    def la_plus(self, c: list[Any]) -> tuple[str, int]:
        return ("plus", int(c[-1]))

    def la_twice(self, c: list[Any]) -> tuple[str, int]:
        return ("twice", 0)

    def la_same(self, c: list[Any]) -> tuple[str, int]:
        return ("same", 0)

    def la_none(self, c: list[Any]) -> tuple[str, int]:
        return ("none", 0)

    def s_life_replacement(self, c: list[Any]) -> Any:
        who, event = c[0], c[1]
        your_turn = c[2] == "your turn"
        subject, verb, (how, n) = c[-3], c[-2], c[-1]
        if event == "gain" and verb == "gain" and how in ("plus", "twice", "none"):
            result = how
        elif event == "gain" and verb == "lose" and how == "same":
            result = "lose"
        elif event == "lose" and verb == "lose" and how == "twice":
            result = "twice"
        else:
            raise Unread(f"{subject} {verb} that much life", "not a life replacement")
        if (subject == "you") != (who == "you"):
            raise Unread(subject, "the replaced player isn't the one named")
        return StaticAbility(
            LifeReplacement(who, event, result, n, your_turn=your_turn, subject=subject)
        )

    def s_alt_cost_opponent_life(self, c: list[Any]) -> Any:
        # 118.9: "If you control a Forest, rather than pay this spell's mana cost, you may
        # have an opponent gain 3 life." (Invigorate)
        subtype, n = str(c[0]), int(c[1])
        return AlternativeCost(
            words.alternative_cost_text(subtype, n),
            condition_subtype=subtype,
            opponent_gains_life=n,
        )

    def alt_mana(self, c: list[Any]) -> tuple[str, int]:
        return (str(c[0]), 0)

    def alt_life(self, c: list[Any]) -> tuple[str, int]:
        return ("", int(c[0]))

    def s_alt_cost_pay(self, c: list[Any]) -> Any:
        # 118.9: "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (the
        # Bringers); "If you control a Swamp, you may pay 4 life rather than ..." (Snuff Out)
        *cond, (mana, life) = c
        price = mana if mana else f"{life} life"
        return AlternativeCost(
            f"you may pay {price} rather than pay this spell's mana cost",
            mana=mana or None,
            pay_life=life,
            condition=cond[0] if cond else None,
        )
