"""Transformer methods for subjects and their predicates ("target creature gets +3/+3 until
end of turn"), tokens (111) and mana (106): the clauses with a subject, built on the
sentences and imperatives of ``transform_effects.py``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree

from mtgrules.cards import words
from mtgrules.cards.ir import (
    AddMana,
    AttachedRef,
    BecomeMonarch,
    BecomesBlocked,
    CreateToken,
    DealDamage,
    Discard,
    DoesntUntapNext,
    DoesntUntapWhile,
    Draw,
    Duration,
    EachRef,
    Explore,
    ExtraTurn,
    Filter,
    GainLife,
    GameResult,
    GrantAbilities,
    GrantProtectionChoice,
    GrantProtectionOptions,
    Keyword,
    LifeTotalCantChange,
    LoseLife,
    Mill,
    ModifyPT,
    ModifyPTX,
    PhaseOut,
    PhaseOutAll,
    RemoveAbilities,
    RestrictionEffect,
    RevealRandomFromHand,
    RevealTopCard,
    Sacrifice,
    SelfRef,
    SetCharacteristics,
    SkipNextUntap,
    TargetControllerRef,
    TargetRef,
    TriggerObjectRef,
    TriggerPlayerRef,
    XAmount,
    YouRef,
)
from mtgrules.cards.transform_amounts import resolve_its
from mtgrules.cards.transform_effects import (
    CREATED,
    Chain,
    EffectsMixin,
    NoRegen,
    Pred,
    _pt,
    _pt_x,
    as_chain,
    set_duration,
)
from mtgrules.cards.transform_nouns import Unread


class PredicatesMixin(EffectsMixin):
    # --- subjects and predicates ----------------------------------------------------------

    def subj_self(self, c: list[Any]) -> Any:
        self.ctx.antecedent = SelfRef()
        return SelfRef()

    def subj_it(self, c: list[Any]) -> Any:
        return self.ref_it(c)

    def subj_they(self, c: list[Any]) -> Any:
        ref = self.ref_them(c)
        if isinstance(ref, TriggerObjectRef):
            # "Whenever an opponent casts a white spell, they lose 2 life."
            self.ctx.variants.add("trigobj_plural")
        return ref

    def subj_you(self, c: list[Any]) -> Any:
        return YouRef()

    def subj_each_player(self, c: list[Any]) -> Any:
        self.ctx.each_players = True  # "their graveyard": each in turn (608.2c)
        return EachRef(None, "each")

    def subj_each_opponent(self, c: list[Any]) -> Any:
        self.ctx.each_players = True
        return EachRef(None, "opponent")

    def subj_each(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:each")
        return self.group_named(EachRef(c[0].filter))

    def subj_all(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:all")
        return self.group_named(EachRef(c[0].filter))

    def subj_all_other(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:all")
        return self.group_named(EachRef(replace(c[0].filter, other=True)))

    def subj_other(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:bare")
        return self.group_named(EachRef(replace(c[0].filter, other=True)))

    def subj_group(self, c: list[Any]) -> Any:
        self.ctx.variants.add("subj:bare")
        return self.group_named(EachRef(c[0].filter))

    def subj_that_player(self, c: list[Any]) -> Any:
        return self.ref_that_player(c)

    def subj_that(self, c: list[Any]) -> Any:
        # "That creature gains haste until end of turn." (Threaten): the target named before
        return self.ref_that(c)

    def subj_those(self, c: list[Any]) -> Any:
        return self.ref_those(c)  # "Those creatures don't untap ..." (the targets)

    def subj_that_controller(self, c: list[Any]) -> Any:
        # "That creature's controller creates ..." (608.2h: the target's controller)
        ante = self.ctx.antecedent
        if not isinstance(ante, TargetRef) and (
            self.ctx.trigger_object or (self.ctx.attached_left and not self.ctx.targets)
        ):
            # h-trig-events: the controller of the object the trigger event named (608.2h)
            self.ctx.variants.add(f"trig_controller:that {c[0]}")
            return TriggerPlayerRef(of_object=True)
        objs = [i for i, t in enumerate(self.ctx.targets) if t.kind != "player"]
        if isinstance(ante, SelfRef) and objs:  # s9: "Destroy target creature. ~ deals 2
            ante = TargetRef(objs[-1])  # damage to that creature's controller." (the target)
        if not isinstance(ante, TargetRef):
            raise Unread("that creature's controller", "no target named before")
        self.ctx.variants.add(f"target_controller:that {c[0]}")
        return TargetControllerRef(ante.index)

    def poss_type(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    def subj_its_controller(self, c: list[Any]) -> Any:
        return self.ref_its_controller(c)

    def ref_its_controller(self, c: list[Any]) -> Any:
        ante = self.ctx.antecedent
        if isinstance(ante, TargetRef):
            self.ctx.its_controller = ante.index  # "That player discards a card." (608.2h)
            return TargetControllerRef(ante.index)
        if (self.ctx.trigger_object and isinstance(ante, TriggerObjectRef)) or (
            self.ctx.attached_left and isinstance(ante, AttachedRef)
        ):
            # h-trig-events: "Whenever enchanted land becomes tapped, its controller ...": the
            # controller of the object the event named (608.2h)
            self.ctx.variants.add("trig:its controller")
            return TriggerPlayerRef(of_object=True)
        raise Unread("its controller", "no target for 'its controller'")

    def subj_defending(self, c: list[Any]) -> Any:
        ref = self.ref_defending()
        self.ctx.player = ref
        return ref

    def subj_enchanted(self, c: list[Any]) -> Any:
        self.ctx.antecedent = AttachedRef("enchanted")
        return AttachedRef("enchanted")

    def subj_enchanted_permanent(self, c: list[Any]) -> Any:
        self.ctx.variants.add("enchanted:permanent")  # 303.4: "Enchant artifact or creature"
        return self.subj_enchanted(c)

    def subj_equipped(self, c: list[Any]) -> Any:
        self.ctx.antecedent = AttachedRef("equipped")
        return AttachedRef("equipped")

    def subj_life_total(self, c: list[Any]) -> Any:
        return "life_total"

    def until_eot(self, c: list[Any]) -> Duration:
        return Duration.END_OF_TURN

    def until_next(self, c: list[Any]) -> Duration:
        return Duration.YOUR_NEXT_TURN

    def while_remains_tapped(self, c: list[Any]) -> Duration:
        return Duration.WHILE_SOURCE_TAPPED  # 611.2b

    def while_on_battlefield(self, c: list[Any]) -> Duration:
        return Duration.WHILE_SOURCE_ON_BATTLEFIELD  # 611.2b

    def duration_while(self, c: list[Any]) -> Duration:
        return c[0]  # type: ignore[no-any-return]

    def subject_clause(self, c: list[Any]) -> Chain:
        subject = c[0]
        duration = Duration.PERMANENT
        preds: list[Pred] = []
        joins: list[str] = []  # " and ", or ", then " (608.2c: in the order written)
        for item in c[1:]:
            if isinstance(item, Duration):
                duration = item
            elif isinstance(item, Pred):
                preds.append(item)
            elif isinstance(item, Tree) and item.data == "pred_join":
                joins.append(" and " if len(item.children) == 1 else ", then ")
                if len(item.children) > 1:
                    self.ctx.variants.add("merge_then")  # "discards their hand, then draws"
        if subject == "life_total" and len(preds) != 1:
            raise Unread("your life total")
        chain = Chain()
        for i, pred in enumerate(preds):
            made = pred.make(subject)
            if isinstance(subject, YouRef) and len(preds) > 1:
                self.ctx.variants.add("merge_you")
            if isinstance(subject, YouRef) and any(
                isinstance(e, (Draw, Discard, Mill, Sacrifice)) for e in made
            ):
                self.ctx.variants.add("you_subject")
            own = pred.duration or duration
            sub = Chain([set_duration(e, own) for e in made], [" and "] * (len(made) - 1))
            chain.extend(sub, joins[i - 1] if 0 < i <= len(joins) else " and ")
        return chain

    def _verb_ok(self, c: list[Any]) -> list[Any]:
        return [x for x in c if not (isinstance(x, str) and x.startswith("verb:"))]

    def deal_verb(self, c: list[Any]) -> str:
        return "verb:deal"

    get_verb = gain_verb = have_verb = lose_verb = draw_verb = deal_verb
    discard_verb = sac_verb = phase_verb = mill_verb = reveal_verb = create_verb = deal_verb

    def recipients(self, c: list[Any]) -> list[Any]:
        refs = list(c)
        # "each creature and each player" is one EachRef (its filter and its players)
        if (
            len(refs) == 2
            and isinstance(refs[0], EachRef)
            and isinstance(refs[1], EachRef)
            and refs[0].filter is not None
            and refs[0].players is None
            and refs[1].filter is None
        ):
            return [EachRef(refs[0].filter, refs[1].players)]
        return refs

    def p_damage(self, c: list[Any]) -> Pred:
        amount, recipients = self._verb_ok(c)
        return Pred(lambda who: [DealDamage(amount, r, who) for r in recipients])

    def p_damage_split(self, c: list[Any]) -> Pred:
        # "deals 2 damage to any target and 1 damage to any other target" (Arc Trail): one
        # source dealing damage to two recipients at once (120.3, 608.2h)
        a1, r1, a2, r2 = self._verb_ok(c)
        self.ctx.variants.add("damage_split")
        return Pred(lambda who: [DealDamage(a1, r1, who), DealDamage(a2, r2, who)])

    def p_damage_equal(self, c: list[Any]) -> Pred:
        # "~ deals damage equal to its power": "its" is the source (the subject)
        measure, recipients = self._verb_ok(c)

        def make(who: Any) -> list[Any]:
            amount = resolve_its(measure, who)
            return [DealDamage(amount, r, who) for r in recipients]

        return Pred(make)

    def p_damage_to_equal(self, c: list[Any]) -> Pred:
        # "~ deals damage to any target equal to the number of Swamps you control"
        self.ctx.variants.add("damage_to_first")
        recipients, measure = self._verb_ok(c)
        return self.p_damage_equal([measure, recipients])

    def p_damage_itself_equal(self, c: list[Any]) -> Pred:
        # "Target creature deals damage to itself equal to its power." (120.3: source and
        # recipient are the same object)
        self.ctx.variants.add("damage_to_first")
        (measure,) = self._verb_ok(c)

        def make(who: Any) -> list[Any]:
            return [DealDamage(resolve_its(measure, who), who, who)]

        return Pred(make)

    def p_pump(self, c: list[Any]) -> Pred:
        (pt,) = self._verb_ok(c)
        per_x = _pt_x(pt)
        if per_x is not None:
            px, tx = per_x
            return Pred(lambda who: [ModifyPTX(who, px, tx, Duration.PERMANENT)])
        p, t = _pt(pt)
        return Pred(lambda who: [ModifyPT(who, p, t, Duration.PERMANENT)])

    def kw_list(self, c: list[Any]) -> list[Keyword]:
        out: list[Keyword] = []
        for k in c:
            out.extend(k if isinstance(k, list) else [k])
        return out

    def p_gain_kw(self, c: list[Any]) -> Pred:
        (kws,) = self._verb_ok(c)
        return Pred(lambda who: [GrantAbilities(who, tuple(kws))])

    def p_has_kw(self, c: list[Any]) -> Pred:
        self.ctx.variants.add("has_kw")  # "gets +2/+2 and has trample for as long as ..."
        return self.p_gain_kw(c)

    def p_prot_choice(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [GrantProtectionChoice(who)])

    def p_prot_options(self, c: list[Any]) -> Pred:
        qualities = tuple(q for q in self._verb_ok(c) if not isinstance(q, Token))
        return Pred(lambda who: [GrantProtectionOptions(who, qualities, colors=True)])

    def p_lose_kw(self, c: list[Any]) -> Pred:
        (kws,) = self._verb_ok(c)
        return Pred(lambda who: [RemoveAbilities(who, tuple(kws))])

    def p_lose_all(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [RemoveAbilities(who, all=True)])

    def p_becomes(self, c: list[Any]) -> Pred:
        # "becomes a blue Frog with base power and toughness 1/1" (613.1d-e, 613.4b)
        colors = frozenset(x for x in c[:-1] if isinstance(x, str) and x in words.COLORS)
        types = tuple(x for x in c[:-1] if isinstance(x, str) and x not in words.COLORS)
        p, t = _pt(c[-1])
        return Pred(
            lambda who: [
                SetCharacteristics(
                    who, p, t, colors or None, types or None, duration=Duration.PERMANENT
                )
            ]
        )

    def p_has_base_pt(self, c: list[Any]) -> Pred:
        # "Target creature has base power and toughness 5/5 until end of turn." (613.4b)
        p, t = _pt(c[-1])
        return Pred(lambda who: [SetCharacteristics(who, p, t, has=True)])

    def p_has_base_power(self, c: list[Any]) -> Pred:
        # "Target creature has base power 8 until end of turn." (613.4b: power only)
        p = int(c[-1])
        return Pred(lambda who: [SetCharacteristics(who, p, None, has=True)])

    def skip_verb(self, c: list[Any]) -> str:
        return "verb:skip"

    def p_skip_untap(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [SkipNextUntap(who)])

    def while_source_tapped(self, c: list[Any]) -> str:
        return "source tapped"

    def while_you_control_source(self, c: list[Any]) -> str:
        return "you control source"

    def dont_untap_verb(self, c: list[Any]) -> str:
        return "verb:don't"

    def next_untap_whose(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    def p_extra_turn(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [ExtraTurn(who)])  # 500.7

    def p_doesnt_untap_next(self, c: list[Any]) -> Pred:
        (whose,) = self._verb_ok(c)  # 502.3
        return Pred(lambda who: [DoesntUntapNext(who, whose)])

    def p_doesnt_untap_while(self, c: list[Any]) -> Pred:
        condition = str(c[-1])
        return Pred(lambda who: [DoesntUntapWhile(who, condition)])

    def p_gain_life(self, c: list[Any]) -> Pred:
        (amount,) = self._verb_ok(c)
        return Pred(lambda who: [GainLife(who, amount)])

    def p_gain_life_equal(self, c: list[Any]) -> Pred:
        amount = self.settle_its(self._verb_ok(c)[0])
        return Pred(lambda who: [GainLife(who, amount)])

    def p_lose_life_equal(self, c: list[Any]) -> Pred:
        amount = self.settle_its(self._verb_ok(c)[0])
        return Pred(lambda who: [LoseLife(who, amount)])

    def p_draw_equal(self, c: list[Any]) -> Pred:
        amount = self.settle_its(self._verb_ok(c)[0])
        return Pred(lambda who: [Draw(who, amount)])

    def p_mill_equal(self, c: list[Any]) -> Pred:
        amount = self.settle_its(self._verb_ok(c)[0])
        return Pred(lambda who: [Mill(who, amount)])

    def p_lose_life(self, c: list[Any]) -> Pred:
        (amount,) = self._verb_ok(c)
        return Pred(lambda who: [LoseLife(who, amount)])

    def p_draw(self, c: list[Any]) -> Pred:
        (n,) = self._verb_ok(c)
        return Pred(lambda who: [Draw(who, n)])

    def p_discard(self, c: list[Any]) -> Pred:
        (n,) = self._verb_ok(c)
        return Pred(lambda who: [Discard(who, n)])

    def p_discard_random(self, c: list[Any]) -> Pred:
        (n,) = self._verb_ok(c)
        return Pred(lambda who: [Discard(who, n, random=True)])

    def p_discard_hand(self, c: list[Any]) -> Pred:
        self._verb_ok(c)
        return Pred(lambda who: [Discard(who, hand=True)])  # 701.9a

    def p_sacrifice(self, c: list[Any]) -> Pred:
        ((n, np),) = self._verb_ok(c)
        return Pred(lambda who: [Sacrifice(who, np.filter, n)])

    def p_phase_out(self, c: list[Any]) -> Pred:
        def make(who: Any) -> list[Any]:
            if isinstance(who, EachRef) and who.filter is not None and not who.filter.types:
                return [PhaseOutAll(who.filter)]
            return [PhaseOut(who)]

        return Pred(make)

    def p_cant_change(self, c: list[Any]) -> Pred:
        def make(who: Any) -> list[Any]:
            if who != "life_total":
                raise Unread("can't change")
            return [LifeTotalCantChange(YouRef())]

        return Pred(make)

    def p_cant_this_turn(self, c: list[Any]) -> Pred:
        verbs = c[0]
        return Pred(lambda who: [RestrictionEffect(who, verbs)], Duration.END_OF_TURN)

    def p_cant_regenerate_this_turn(self, c: list[Any]) -> Pred:
        # 701.19c: "Target creature can't be regenerated this turn." (zone_moves.destroy)
        cant = frozenset({"be regenerated"})
        return Pred(lambda who: [RestrictionEffect(who, cant)], Duration.END_OF_TURN)

    def p_cant_until_next_turn(self, c: list[Any]) -> Pred:
        verbs = c[0]  # 611.2a: "Target creature can't attack until your next turn."
        return Pred(lambda who: [RestrictionEffect(who, verbs)], Duration.YOUR_NEXT_TURN)

    def p_cant_blocked_by_this_turn(self, c: list[Any]) -> Pred:
        f = c[-1].filter  # 509.1b, 611.2a
        cant = frozenset({"be blocked"})
        return Pred(lambda who: [RestrictionEffect(who, cant, blockers=f)], Duration.END_OF_TURN)

    def p_cant_blocked_except_this_turn(self, c: list[Any]) -> Pred:
        f = c[-1].filter  # 509.1b, 611.2a
        cant = frozenset({"be blocked"})
        return Pred(
            lambda who: [RestrictionEffect(who, cant, blockers=f, blockers_except=True)],
            Duration.END_OF_TURN,
        )

    def p_monarch(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [BecomeMonarch(who)])

    def p_win_game(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [GameResult(True, who)])  # 104.2b

    def p_lose_game(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [GameResult(False, who)])  # 104.3e

    def p_becomes_blocked(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [BecomesBlocked(who)])

    def p_mill(self, c: list[Any]) -> Pred:
        (n,) = self._verb_ok(c)
        return Pred(lambda who: [Mill(who, n)])

    def p_explores(self, c: list[Any]) -> Pred:
        # 701.44a: "it explores" (h-look)
        return Pred(lambda who: [Explore(who)])

    def p_create(self, c: list[Any]) -> Pred:
        # "Its controller creates a 3/3 green Beast creature token." (111.2: that player
        # creates it and controls it)
        (token,) = self._verb_ok(c)
        self.ctx.antecedent = CREATED
        self.ctx.created_count = getattr(token, "count", None)
        return Pred(lambda who: [replace(token, who=who)])

    def p_reveal_random_hand(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [RevealRandomFromHand(who)])  # 701.20a

    def p_explores_again(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [Explore(who, again=True)])

    def p_reveal_top(self, c: list[Any]) -> Pred:
        (np,) = self._verb_ok(c)
        return Pred(lambda who: [RevealTopCard(who, np.filter)])

    # --- tokens ---------------------------------------------------------------------------

    def token_word(self, c: list[Any]) -> str:
        return "token"

    def colors_desc(self, c: list[Any]) -> frozenset[str]:
        return frozenset(c)

    def colorless(self, c: list[Any]) -> frozenset[str]:
        return frozenset()

    def token_with(self, c: list[Any]) -> tuple[str, list[Keyword]]:
        return ("with", c[0])

    def token_blocking(self, c: list[Any]) -> tuple[str, Any]:
        return ("blocking", c[0])

    def token_attacking(self, c: list[Any]) -> tuple[str, Any]:
        return ("attacking", True)

    def token_creature(self, c: list[Any]) -> dict[str, Any]:
        if str(c[0]) == "x/x":  # h-amount: "an X/X ... token" (107.3; CreateToken.pt_x)
            body = self.token_creature(["0/0", *c[1:]])
            return {**body, "pt_x": XAmount()}
        p, t = _pt(c[0])
        colors = c[1]
        subtypes = tuple(x for x in c[2:] if isinstance(x, str) and x[:1].isupper())
        types = tuple(x for x in c[2:] if isinstance(x, str) and x[:1].islower() and x != "token")
        return {"power": p, "toughness": t, "colors": colors, "types": types, "subtypes": subtypes}

    def token_predefined(self, c: list[Any]) -> dict[str, Any]:
        name = c[0]
        if name not in words.PREDEFINED_TOKENS:
            raise Unread(f"{name} token", "not a predefined token")
        return {
            "power": 0,
            "toughness": 0,
            "colors": frozenset(),
            "types": (words.PREDEFINED_TOKENS[name],),
            "subtypes": (name,),
            "predefined": True,  # 111.10
        }

    token_predefined_pl = token_predefined

    def token_tapped(self, c: list[Any]) -> tuple[str, bool]:
        return ("tapped", True)  # h-costs: "create a tapped Powerstone token"

    def token_spec(self, c: list[Any]) -> Any:
        count = c[0]
        tapped = c[1] == ("tapped", True)
        if tapped:
            c = [count, *c[2:]]
        body: dict[str, Any] = c[1]
        extra: dict[str, Any] = dict(x for x in c[2:] if isinstance(x, tuple))
        abilities = tuple(extra.get("with", ())) + tuple(extra.get("quoted", ()))
        attacking = bool(extra.get("attacking"))
        return CreateToken(
            count,
            abilities=abilities,
            blocking=extra.get("blocking"),
            tapped=attacking or tapped,
            attacking=attacking,
            **body,
        )

    def e_create_named(self, c: list[Any]) -> Any:
        """111.4, 205.4: "create Marit Lage, a legendary 20/20 black Avatar creature token
        with flying and indestructible": the name as printed (its case from the line; "~"
        the card's name or the short name the line uses)."""
        name_tok, *rest = c
        start, end = name_tok.start_pos + len("create "), name_tok.end_pos
        cased = self.ctx.cased
        if len(cased) < end or cased[start:end].lower() != str(name_tok)[len("create ") :]:
            raise Unread(str(name_tok), "the token's name isn't found as printed")
        name = cased[start:end].replace("~", self.ctx.tilde)
        token = replace(self.token_spec([1, *rest]), name=name, supertypes=("legendary",))
        self.ctx.antecedent = CREATED  # "it": the token created (111.1)
        self.ctx.created_count = 1
        return token

    def token_spec_equal(self, c: list[Any]) -> Any:
        # "create a number of 1/1 ... tokens equal to your devotion to black" (107.1, 111.1)
        measure = self.settle_its(c[-1])
        return self.token_spec([measure, *c[:-1]])

    # --- mana -----------------------------------------------------------------------------

    def mana_plain(self, c: list[Any]) -> AddMana:
        return AddMana("".join(str(t).upper() for t in c))

    def mana_or(self, c: list[Any]) -> AddMana:
        symbols = [str(t).upper() for t in c]
        return AddMana(symbols[0], alternatives=tuple(symbols[1:]))

    def mana_any(self, c: list[Any]) -> AddMana:
        return AddMana("", any_color=True)


__all__ = ["Chain", "EffectsMixin", "Filter", "NoRegen", "Pred", "TargetRef", "as_chain"]
