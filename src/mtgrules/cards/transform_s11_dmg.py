"""Transformer methods for damage phrasings (s11 h-dmg, issue 12).

- 615.1a: static prevention of part of the damage: "If a red source would deal damage to
  you, prevent 2 of that damage.", "... to you or a Hero you control, prevent all but 1 of
  that damage.", "... prevent X of that damage, where X is MEASURE." (ir/s11_dmg.py
  PreventSome; carried out by rules/s11_dmg.py)
- 615.1: one-shot "Prevent all [combat] damage that would be dealt to creatures / by
  creatures with power 4 or less / to you and creatures you control this turn", "Prevent all
  damage that creatures would deal to players this turn" (ir/s11_dmg.py PreventGroup)
- 614.9: static redirection, "All damage that would be dealt to you is dealt to this creature
  instead.", "[As long as CONDITION, ]all [combat] damage that would be dealt to you by
  unblocked creatures is dealt to ..." (ir/s11_dmg.py RedirectDamage)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from mtgrules.cards.ir import (
    DamageSource,
    DealDamage,
    DividedDamage,
    EachRef,
    Filter,
    PreventDamage,
    SelfRef,
    StaticAbility,
    TargetRef,
    Trigger,
    TriggerEvent,
    TriggerPlayerRef,
    XAmount,
)
from mtgrules.cards.ir.s11_dmg import (
    AnyPlayerMayDamage,
    DealDamageExcess,
    DealDamageUnpreventable,
    IfPunished,
    PreventGroup,
    PreventSome,
    RedirectDamage,
    RedirectOnce,
)
from mtgrules.cards.transform_amounts import _AMOUNT_FIELD
from mtgrules.cards.transform_effects import Chain, Pred, as_chain
from mtgrules.cards.transform_nouns import NP, Context, Unread, words_of

# 107.3c: "Prevent the next X damage ..., where X is ..." (transform_amounts.where_x)
_AMOUNT_FIELD[PreventDamage] = "amount"


class DmgMixin:
    # --- 614.9: static redirection ----------------------------------------------------------

    def rd_words(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    rd_combat = rd_from = rd_by = rd_to = rd_words

    def redirect_body(self, c: list[Any]) -> RedirectDamage:
        frm, to = (w for w in c if w != "combat" and not w.startswith("by "))
        by = next((w[len("by ") :] for w in c if w.startswith("by ")), None)
        if to == "enchanted creature" and frm == "enchanted creature":
            raise Unread(to, "damage redirected to the creature it would be dealt to")
        return RedirectDamage(frm, to, combat="combat" in c, by=by)  # 614.9

    # 614.9: one-shot redirection ("The next 1 damage that would be dealt to this creature
    # this turn is dealt to target creature you control instead.")

    def rdo_next(self, c: list[Any]) -> tuple[str, Any]:
        return ("amount", c[0])

    def rdo_next_x(self, c: list[Any]) -> tuple[str, Any]:
        return ("amount", XAmount())  # 107.3: X, counted as it resolves (608.2h)

    def rdo_all(self, c: list[Any]) -> tuple[str, Any]:
        return ("amount", None)

    def rdb_ref(self, c: list[Any]) -> tuple[str, Any]:
        self.ctx.antecedent = c[0]  # "is dealt to its controller instead" (Mirror Strike)
        return ("by", c[0])

    def rdb_chosen(self, c: list[Any]) -> tuple[str, Any]:
        return ("by", "chosen")  # 609.7a: chosen as it resolves, not targeted

    def rdb_unblocked(self, c: list[Any]) -> tuple[str, Any]:
        return ("by", "unblocked creatures")  # 509.1h

    def _where(self, order: str, c: list[Any]) -> tuple[str, Any]:
        by = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "by"), None)
        return ("where", (order, c[0], by))

    def rdw_to_turn(self, c: list[Any]) -> tuple[str, Any]:
        return self._where("to-turn", c)

    def rdw_turn_to(self, c: list[Any]) -> tuple[str, Any]:
        return self._where("turn-to", c)

    def rdw_to_by_turn(self, c: list[Any]) -> tuple[str, Any]:
        return self._where("to-by-turn", c)

    def e_redirect_once(self, c: list[Any]) -> RedirectOnce:
        """614.9: a redirection for this turn, made as the spell or ability resolves."""
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "amount")
        order, frm, by = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "where")
        to = c[-1]
        if to == frm:
            raise Unread("instead", "damage redirected to the object it would be dealt to")
        return RedirectOnce(frm, to, amount, combat="combat" in c, by=by, order=order)

    def s_redirect(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(c[0])  # 614.9

    def s_while_redirect(self, c: list[Any]) -> StaticAbility:
        self.ctx.variants.add("cond:first")  # 611.3a: "As long as ..., all damage ..."
        return StaticAbility(c[1], condition=c[0])

    """s11 h-dmg: damage phrasings (ir/s11_dmg.py)."""

    ctx: Context

    # --- 120.3: "deals 2 damage to itself" ------------------------------------------------

    @staticmethod
    def _amounts(c: list[Any]) -> list[Any]:
        return [x for x in c if not (isinstance(x, str) and x.startswith("verb:"))]

    def p_damage_to_itself(self, c: list[Any]) -> Pred:
        """120.3: the subject deals the damage to itself (source and recipient the same)."""
        (amount,) = self._amounts(c)
        self.ctx.variants.add("damage:itself")

        def make(who: Any) -> list[Any]:
            self.ctx.antecedent = who  # "its" after "itself": the subject
            return [DealDamage(amount, who, who)]

        return Pred(make)

    def p_damage_split_itself(self, c: list[Any]) -> Pred:
        """120.3, 608.2h: "deals 2 damage to any target and 3 damage to itself": one source,
        two recipients at once (as "damage_split" reads them)."""
        a1, r1, a2 = self._amounts(c)
        self.ctx.variants.add("damage_split")
        self.ctx.variants.add("damage:itself")

        def make(who: Any) -> list[Any]:
            # "..., where X is its power": "itself", the subject, is the last object named
            self.ctx.antecedent = who
            return [DealDamage(a1, r1, who), DealDamage(a2, who, who)]

        return Pred(make)

    def recipients_opp_they(self, c: list[Any]) -> list[Any]:
        """ "each opponent and each creature they control": the opponents, and the creatures
        any opponent controls (109.5)."""
        np: NP = c[-1]
        if np.filter.controller is not None:
            raise Unread("they control", "a controller said twice")
        self.ctx.variants.add("damage:they")
        return [EachRef(None, "opponent"), EachRef(replace(np.filter, controller="opponent"))]

    def e_prevent_next_x(self, c: list[Any]) -> PreventDamage:
        """615.7, 107.3: "Prevent the next X damage that would be dealt to REF this turn"."""
        return PreventDamage(c[-1], cast(Any, XAmount()))

    def recipients_other_opponent(self, c: list[Any]) -> list[Any]:
        """102.3: "each other opponent": the opponents other than the player the trigger
        names (603.2: "deals combat damage to an opponent")."""
        if not (isinstance(self.ctx.player, TriggerPlayerRef) and not self.ctx.player.of_object):
            raise Unread("each other opponent", "no player for 'other' to exclude")
        return [EachRef(None, "other opponent")]

    def p_damage_divided_x(self, c: list[Any]) -> Pred:
        """601.2d, 107.3: "deals X damage divided as you choose among any number of targets":
        up to X targets (each is dealt 1 at least), the division announced with them."""
        among, spec = next(x for x in c if isinstance(x, tuple))
        if among != "any number of":
            raise Unread("x damage divided", "X damage among a fixed number of targets")
        ref = self.ctx.add_target(replace(spec, count=1, count_x=True, up_to=True))
        x: Any = XAmount()
        return Pred(lambda who: [DividedDamage(x, ref, who, among)])

    # --- 614.1a: more damage modifications (ir/damage_mods.py) ------------------------------

    def dmr_double(self, c: list[Any]) -> tuple[str, int]:
        return ("double", 0)

    def dmr_triple(self, c: list[Any]) -> tuple[str, int]:
        return ("triple", 0)

    def dms_creature(self, c: list[Any]) -> DamageSource:
        return DamageSource("creature", yours=True)  # "a creature you control" (109.5)

    def dmt_an_opponent(self, c: list[Any]) -> str:
        return "an opponent"  # a player only (102.3), not the permanents they control

    def dma_player(self, c: list[Any]) -> str:
        return "again:an opponent"

    def dma_player_or_permanent(self, c: list[Any]) -> str:
        return "again:opponent"  # "to an opponent or a permanent an opponent controls"

    # --- 120.4a: "Excess damage is dealt to that creature's controller instead." --------------

    def sentence_excess_to_controller(self, c: list[Any]) -> Chain:
        """120.4a: the sentence before deals damage to one target creature; its excess goes
        to that creature's controller in the same damage event."""
        chain = as_chain(c[0])
        last = chain.effects[-1] if chain.effects else None
        if type(last) is not DealDamage or not isinstance(last.to, TargetRef):
            raise Unread("excess damage", "excess of anything but damage to a target creature")
        spec = self.ctx.targets[last.to.index]
        if spec.kind != "object" or spec.filter.types != frozenset({"creature"}):
            raise Unread("excess damage", "excess damage to something other than a creature")
        if spec.count != 1:
            raise Unread("excess damage", "excess damage to more than one creature")
        excess = DealDamageExcess(last.amount, last.to, last.source)
        chain.effects = [*chain.effects[:-1], excess]
        return chain

    # --- 603.2: "Whenever a creature you control deals combat damage to an opponent" --------

    def t_combat_damage_opponent(self, c: list[Any]) -> Trigger:
        """603.2, 102.2: an object trigger on combat damage to an opponent of its
        controller; "that player" is the player dealt damage."""
        np: NP = c[1]
        self.ctx.player = TriggerPlayerRef()
        trig = Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, EachRef(np.filter))
        out: Trigger = self._object_trigger(replace(trig, whose="opponent"))  # type: ignore[attr-defined]
        return out

    # --- 615.12: "The damage can't be prevented." --------------------------------------------

    def sentence_damage_unpreventable(self, c: list[Any]) -> Chain:
        """615.12: the damage the sentence before deals can't be prevented."""
        chain = as_chain(c[0])
        last = chain.effects[-1] if chain.effects else None
        if type(last) is not DealDamage or len(chain.effects) != 1:
            raise Unread("the damage can't be prevented", "not after one damage instruction")
        chain.effects = [DealDamageUnpreventable(last.amount, last.to, last.source)]
        return chain

    def p_damage_unpreventable(self, c: list[Any]) -> Pred:
        """615.12: "deals N damage to RECIPIENT and the damage can't be prevented"."""
        amount, recipients = self._amounts(c)
        if len(recipients) != 1:
            raise Unread("the damage can't be prevented", "more than one recipient")
        (to,) = recipients
        return Pred(lambda who: [DealDamageUnpreventable(amount, to, who, "and")])

    # --- 101.4, 608.2d: "Any player may have Browbeat deal 5 damage to them." -----------------

    def pun_any_player(self, c: list[Any]) -> str:
        return "any player"

    def pun_any_opponent(self, c: list[Any]) -> str:
        return "any opponent"

    def pun_target(self, c: list[Any]) -> Any:
        ref = c[0]
        spec = self.ctx.targets[ref.index] if isinstance(ref, TargetRef) else None
        if spec is None or spec.kind != "player":
            raise Unread("may have", "a target other than a player")
        return ref

    def pun_self(self, c: list[Any]) -> tuple[str, bool]:
        return ("source", False)

    def pun_it(self, c: list[Any]) -> tuple[str, bool]:
        return ("source", True)

    def pun_no_one(self, c: list[Any]) -> tuple[bool, str]:
        return (False, "no one does")

    def pun_a_player(self, c: list[Any]) -> tuple[bool, str]:
        return (True, "a player does")

    def pun_that_player(self, c: list[Any]) -> tuple[bool, str]:
        return (False, "that player doesn't")

    def sentence_punisher(self, c: list[Any]) -> Chain:
        """101.4, 608.2d: "WHO may have SOURCE deal N damage to them."."""
        who, (_, it), n = c[0], c[1], c[2]
        self.ctx.variants.add("punisher")
        return Chain([AnyPlayerMayDamage(int(n), who, SelfRef(), it)])

    def sentence_if_punished(self, c: list[Any]) -> Chain:
        """608.2c: "If no one does, ..." right after the punisher sentence."""
        done, words = c[0]
        if "punisher" not in self.ctx.variants:
            raise Unread(words, "no 'may have ... deal damage to them' before it")
        inner = as_chain(c[1])
        if any(j != " and " for j in inner.joins):
            raise Unread(words, "instructions joined other than by 'and'")
        return Chain([IfPunished(tuple(inner.effects), done, words)])

    # --- 615.1a: "prevent N of that damage" -------------------------------------------------

    def dps_plain(self, c: list[Any]) -> tuple[DamageSource, bool]:
        return (c[0], False)

    def dps_opponents(self, c: list[Any]) -> tuple[DamageSource, bool]:
        source: DamageSource = c[0]
        if source.yours:  # "a source you control an opponent controls" isn't English
            raise Unread("an opponent controls", "a source both you and an opponent control")
        return (source, True)

    def dps_head(self, c: list[Any]) -> tuple[DamageSource, bool]:
        return (DamageSource(str(c[-1])), False)

    def dp_head(self, c: list[Any]) -> str:
        return words_of(c)

    def dp_attached(self, c: list[Any]) -> str:
        return words_of(c)

    def dp_combat(self, c: list[Any]) -> str:
        return "combat"

    def dpt_you(self, c: list[Any]) -> dict[str, Any]:
        return {"you": True}

    def dpt_you_or(self, c: list[Any]) -> dict[str, Any]:
        np: NP = c[-1]
        return {"you": True, "to": np.filter}

    def dpt_attached(self, c: list[Any]) -> dict[str, Any]:
        return {"attached": str(c[0])}

    def dpa_n(self, c: list[Any]) -> tuple[str, int]:
        return ("n", int(c[0]))

    def dpa_all_but(self, c: list[Any]) -> tuple[str, int]:
        return ("all but", int(c[0]))

    def dpa_x(self, c: list[Any]) -> tuple[str, int]:
        return ("x", 0)

    def dp_where(self, c: list[Any]) -> Any:
        return ("where", c[-1])

    def s_prevent_some_of(self, c: list[Any]) -> StaticAbility:
        """615.1a: "If SOURCE would deal [combat] damage to WHO, prevent N / all but N / X of
        that damage[, where X is MEASURE]."."""
        source, opponents = c[0]
        to: dict[str, Any] = next(x for x in c if isinstance(x, dict))
        how, n = next(x for x in c[1:] if isinstance(x, tuple) and x[0] in ("n", "all but", "x"))
        where = next((x[1] for x in c[1:] if isinstance(x, tuple) and x[0] == "where"), None)
        if (how == "x") != (where is not None):
            raise Unread("x", "an X without its 'where X is'")  # 107.3c
        amount: Any = where if how == "x" else n
        effect = PreventSome(
            source,
            amount,
            all_but=how == "all but",
            combat="combat" in c,
            opponents=opponents,
            **to,
        )
        return StaticAbility(cast(Any, effect))

    def s_prevent_all_but_to(self, c: list[Any]) -> StaticAbility:
        """615.1a: "If SOURCE would deal damage to A PERMANENT, prevent all but N of that
        damage." (the permanent any that matches: "another Dinosaur you control")."""
        source, opponents = c[0]
        np: NP = next(x for x in c if isinstance(x, NP))
        f: Filter = replace(np.filter)
        effect = PreventSome(
            source,
            int(c[-1]),
            to=f,
            all_but=True,
            combat="combat" in c,
            opponents=opponents,
        )
        return StaticAbility(cast(Any, effect))

    # --- 615.1: "Prevent all damage that would be dealt to creatures this turn." -------------

    def pgw_you(self, c: list[Any]) -> dict[str, Any]:
        return {"you": True}

    def pgw_players(self, c: list[Any]) -> dict[str, Any]:
        return {"players": True}

    def pgw_you_and(self, c: list[Any]) -> dict[str, Any]:
        np: NP = c[-1]
        return {"you": True, "to": EachRef(np.filter)}

    def pgw_group(self, c: list[Any]) -> dict[str, Any]:
        np: NP = c[-1]
        return {"to": EachRef(np.filter)}

    def _pg_by(self, c: list[Any]) -> dict[str, Any]:
        np = next(x for x in c if isinstance(x, NP))
        return {"filter": np.filter}

    def pgp_to_turn(self, c: list[Any]) -> dict[str, Any]:
        return {"form": "to-turn", **c[0]}

    def pgp_to_turn_by(self, c: list[Any]) -> dict[str, Any]:
        return {"form": "to-turn-by", **c[0], **self._pg_by(c[1:])}

    def pgp_turn_to(self, c: list[Any]) -> dict[str, Any]:
        return {"form": "turn-to", **c[0]}

    def pgp_turn_by(self, c: list[Any]) -> dict[str, Any]:
        return {"form": "turn-by", **self._pg_by(c)}

    def pgp_by_turn(self, c: list[Any]) -> dict[str, Any]:
        return {"form": "by-turn", **self._pg_by(c)}

    def pg_that(self, c: list[Any]) -> str:
        return "that"

    def pgd_group(self, c: list[Any]) -> dict[str, Any]:
        np: NP = c[0]
        return {"filter": np.filter}

    def pgd_other(self, c: list[Any]) -> dict[str, Any]:
        np: NP = c[-1]
        return {"filter": replace(np.filter, other=True)}  # not the ability's source

    def pgd_ref(self, c: list[Any]) -> dict[str, Any]:
        return {"by": c[0]}

    def pg_to(self, c: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = c[0]
        return out

    def e_prevent_group(self, c: list[Any]) -> PreventGroup:
        """615.1: "Prevent all [combat] damage that would be dealt PARTS"."""
        if "noncombat" in c:
            raise Unread("noncombat damage", "one-shot prevention of noncombat damage")
        parts: dict[str, Any] = c[-1]
        return PreventGroup(combat="combat" in c, **parts)

    def e_prevent_group_deal(self, c: list[Any]) -> PreventGroup:
        """615.1: "Prevent all [combat] damage [that] SOURCES would deal [to WHO] this
        turn"."""
        if "noncombat" in c:
            raise Unread("noncombat damage", "one-shot prevention of noncombat damage")
        parts: dict[str, Any] = {}
        for x in c:
            if isinstance(x, dict):
                parts.update(x)
        return PreventGroup("deal", combat="combat" in c, that="that" in c, **parts)
