"""Transformer rules of the ninth session's "other" family (issue 12): group subjects with
only premodifiers ("Attacking creatures get +1/+1 until end of turn", "Minotaur creatures get
+1/+0", "Other creatures get -1/-1"; 611.2c, 613.4c) and plural targets followed by "each"
("Up to two target creatures each get +2/+2 until end of turn"; 115.1, 601.2c)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AssignAsUnblocked,
    AttachedRef,
    BlockedByAll,
    ChosenRef,
    ControlOf,
    CostChange,
    CountOf,
    DealDamage,
    Discard,
    Duration,
    EachRef,
    Filter,
    GroupRef,
    MayNotUntap,
    RemoveAbilities,
    SelfRef,
    SetCharacteristics,
    ShuffleGraveyard,
    SkipStep,
    SpellsAsThoughFlash,
    StaticAbility,
    SwitchPT,
    TargetRef,
    TargetSpec,
    Untap,
    YouRef,
    YourTurn,
)
from mtgrules.cards.transform_effects import Chain, Pred
from mtgrules.cards.transform_nouns import NP, Unread
from mtgrules.cards.transform_predicates import PredicatesMixin


class OtherMixin(PredicatesMixin):
    """Subjects and targets of the "other" family."""

    def obj_pl_sub(self, c: list[Any]) -> NP:
        # "Minotaur creatures": the subtype and the type are the head (205.3)
        return self._np([self._head(c)], True)

    def obj_pl_head(self, c: list[Any]) -> NP:
        # "other creatures": the type alone
        return self._np([self._head(c)], True)

    def subj_target_each(self, c: list[Any]) -> TargetRef:
        # "Two target creatures each get +2/+2" (115.1: each target is affected)
        ref = c[0]
        if not isinstance(ref, TargetRef) or self.ctx.targets[ref.index].count < 2:
            raise Unread("each", "'each' after a target that isn't one")
        # a mode's targets are numbered from the mode's first (transform_abilities.mode)
        local = ref.index - int(getattr(self, "_mode_start", 0))
        self.ctx.variants.add(f"each_after:{local}")
        return ref

    def post_target_player(self, c: list[Any]) -> tuple[str, str, int]:
        # "creatures target player controls" (115.1, 109.5: the chosen player controls them);
        # 608.2b: if that player is an illegal target on resolution, no object is affected
        ref = self._target(TargetSpec("player"))
        return ("set", "controller_target", ref.index)

    def post_target_opponent(self, c: list[Any]) -> tuple[str, str, int]:
        ref = self._target(TargetSpec("player", player="opponent"))
        return ("set", "controller_target", ref.index)

    def may_have_deal(self, c: list[Any]) -> Chain:
        # "you may have it deal 1 damage to any target" (608.2d: an optional instruction;
        # 120.3: the object named deals the damage)
        chain = self.subject_clause(c)
        if not all(isinstance(e, DealDamage) for e in chain.effects):
            raise Unread("you may have", "only 'you may have ... deal ... damage' is read")
        self.ctx.variants.add("may_have")
        chain.optional = True
        return chain

    def e_untap_up_to(self, c: list[Any]) -> Untap:
        # "Untap up to two lands." (608.2d: chosen on resolution, not targeted; 701.26b)
        np: NP = c[1]
        return Untap(ChosenRef(np.filter, int(c[0]), up_to=True))

    def s_skip_draw_step(self, c: list[Any]) -> SkipStep:
        return SkipStep("draw")  # 614.10: "Skip your draw step."

    def s_blocked_by_all(self, c: list[Any]) -> BlockedByAll:
        # 509.1c: "All creatures able to block this creature do so." (Lure: "enchanted
        # creature"; "All creatures with flying able to block ...": only those)
        np: NP = c[0]
        what = c[1]
        if not isinstance(what, SelfRef | AttachedRef) or np.filter.types != {"creature"}:
            raise Unread("able to block", "only creatures able to block this or an attached one")
        return BlockedByAll(what, np.filter)

    def lure_self(self, c: list[Any]) -> SelfRef:
        return SelfRef()

    def lure_enchanted(self, c: list[Any]) -> AttachedRef:
        return AttachedRef("enchanted")

    def lure_equipped(self, c: list[Any]) -> AttachedRef:
        return AttachedRef("equipped")

    @staticmethod
    def _static_lasts(who: Any) -> Duration:
        return Duration.WHILE_ATTACHED if isinstance(who, AttachedRef) else Duration.PERMANENT

    def sp_lose_all(self, c: list[Any]) -> Any:
        # 613.1f: a static "Enchanted creature loses all abilities." (rules/layers.py)
        return lambda who: StaticAbility(
            RemoveAbilities(who, all=True, duration=self._static_lasts(who))
        )

    def sp_base_pt(self, c: list[Any]) -> Any:
        # 613.4b: a static "Enchanted creature has base power and toughness 0/2."
        p, t = (int(x) for x in str(c[-1]).split("/"))
        return lambda who: StaticAbility(
            SetCharacteristics(who, p, t, has=True, duration=self._static_lasts(who))
        )

    def s_during_not_your_turn(self, c: list[Any]) -> list[Any]:
        # 611.3a: the effect applies only while it isn't its controller's turn (102.1)
        self.ctx.variants.add("cond:during turns other than yours")
        made: list[Any] = self._while(  # type: ignore[attr-defined]
            c[0], c[1:], YourTurn(negated=True), first=True
        )
        return made

    def pw_other_group(self, c: list[Any]) -> EachRef:
        # 615.1a: "Prevent all noncombat damage that would be dealt to other creatures you
        # control." (not the source itself, 109.1)
        np: NP = c[0]
        return EachRef(replace(np.filter, other=True))

    def s_may_not_untap(self, c: list[Any]) -> MayNotUntap:
        return MayNotUntap()  # 502.3: rules/untap_choice.py

    def p_reveal_discard_all(self, c: list[Any]) -> Pred:
        # 701.20a, 701.9a: the hand revealed, every card of it that matches discarded
        np: NP = c[0]
        flt = replace(np.filter, zone="hand")
        return Pred(lambda who: [Discard(who, hand=True, filter=flt)])

    def you_and_each(self, c: list[Any]) -> Chain:
        # 101.4: "you and target opponent each draw a card": each of the two players does it
        other, pred = c[0], c[1]
        if not isinstance(pred, Pred):
            raise Unread("each", "no instruction after 'you and ... each'")
        self.ctx.variants.add("you_and_each")
        return Chain([*pred.make(YouRef()), *pred.make(other)], [" and "])

    def s_assign_as_unblocked(self, c: list[Any]) -> AssignAsUnblocked:
        return AssignAsUnblocked()  # 510.1b-c: rules/combat.py

    def those_group(self, noun: str) -> GroupRef:
        # 608.2c: "Tap all creatures target player controls. Those creatures don't untap
        # ...": the group an earlier instruction named (rules/effect_context._group)
        assert self.ctx.group is not None
        self.ctx.variants.add(f"those_group:{noun}")
        return GroupRef(self.ctx.group)

    def fe_obj_on_battlefield(self, c: list[Any]) -> CountOf:
        # "for each creature on the battlefield": its filter names no controller (107.1)
        np: NP = c[0]
        if np.filter.zone != "battlefield" or np.filter.controller is not None:
            raise Unread("on the battlefield", "only a permanent of any controller")
        self.ctx.variants.add("fe_on_battlefield")
        return CountOf(np.filter)

    def p_shuffle_graveyard(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [ShuffleGraveyard(who)])  # 701.24a

    def s_cost_more_you_cast(self, c: list[Any]) -> StaticAbility:
        # 601.2f: "Black spells you cast cost {B} more to cast." (only its controller's;
        # colored mana added: rules/cost_changes.py)
        np: NP = c[0]
        mana = str(c[1]).upper()
        if mana == "{X}":
            raise Unread(mana, "an X in a cost change of spells")
        return StaticAbility(CostChange(replace(np.filter, zone="stack"), mana, True, "you"))

    def sp_lose_kw(self, c: list[Any]) -> Any:
        # 613.1f: a static "Enchanted creature loses flying." (rules/layers.py)
        kws = tuple(c[-1])
        return lambda who: StaticAbility(
            RemoveAbilities(who, kws, duration=self._static_lasts(who))
        )

    def ss_it(self, c: list[Any]) -> SelfRef:
        # "As long as this creature is equipped, it gets +1/+1.": the object itself
        if self.ctx.antecedent not in (None, SelfRef()):
            raise Unread("it", "'it' isn't this object")
        return SelfRef()

    def s_control_enchanted_permanent(self, c: list[Any]) -> StaticAbility:
        # "You control enchanted permanent." (Confiscate): layer 2 (613.1b), as Control Magic
        self.ctx.variants.add("enchanted:permanent")
        return StaticAbility(ControlOf(AttachedRef("enchanted")))

    def s_spells_as_flash(self, c: list[Any]) -> SpellsAsThoughFlash:
        return SpellsAsThoughFlash()  # 601.3b: rules/cast_flash.instant_speed

    def e_switch_pt_other(self, c: list[Any]) -> SwitchPT:
        # 613.4d: a continuous effect that switches power and toughness
        return SwitchPT(c[0], c[1])

    def sw_it(self, c: list[Any]) -> Any:
        self.ctx.variants.add("switch:its")
        return self.ref_it(c)

    def sw_each(self, c: list[Any]) -> EachRef:
        self.ctx.variants.add("each:each")
        return EachRef(Filter(types=frozenset({"creature"})))
