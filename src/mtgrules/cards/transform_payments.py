"""Transformer rules for payments by a player the text names (issue 12): "EFFECTS unless
that player pays {1}." (118.12a), "that player may pay {2}. If they don't, EFFECTS." (118.12),
"unless you pay 2 life". The ``payer_np`` / ``unless_payer_pays`` / ``may_pay_other`` /
``if_payer_did`` block of grammar.lark; carried out by ``rules/effects_payments.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.ir import (
    ChosenPlayerRef,
    CounterSpell,
    DefendingPlayerRef,
    Discard,
    EachRef,
    EnchantedPlayerRef,
    Filter,
    IfYouDo,
    MayPay,
    SacrificeSelf,
    SelfRef,
    TargetControllerRef,
    TargetRef,
    TriggerObjectRef,
    UnlessDoes,
    UnlessPays,
    YouRef,
)
from mtgrules.cards.transform_effects import Chain, Pred, as_chain
from mtgrules.cards.transform_nouns import Unread
from mtgrules.cards.transform_optional import may_do

# The references that name players (a subject "they" can stand for).
_PLAYER_REFS = (
    TriggerObjectRef,
    TargetControllerRef,
    EnchantedPlayerRef,
    DefendingPlayerRef,
    ChosenPlayerRef,
)


class PaymentsMixin:
    """Who pays (``payer_np``), read against what the sentence before named (``ctx``)."""

    ctx: Any

    def payer_they(self, c: list[Any]) -> str:
        return "they"

    def payer_that_player(self, c: list[Any]) -> str:
        return "that player"

    def payer_its_controller(self, c: list[Any]) -> str:
        ante = self.ctx.antecedent
        if isinstance(ante, TargetRef):  # "... unless its controller pays {1}. That player"
            self.ctx.its_controller = ante.index
        return "its controller"

    def payer_any_player(self, c: list[Any]) -> str:
        return "any player"

    def _player_target(self, ref: Any) -> bool:
        if not isinstance(ref, TargetRef):
            return False
        spec = self.ctx.targets[ref.index] if ref.index < len(self.ctx.targets) else None
        return spec is not None and spec.kind == "player"

    def _payer_ref(self, words: str, effects: list[Any]) -> Any:
        """The player reference ``words`` stands for: "they" is the player the instruction
        names (its subject: "each opponent sacrifices ... unless they pay"; else the last
        player named, "deals 2 damage to that player unless they pay"); "that player" the
        player named before; "its controller" the controller of the target named before
        (608.2h); "any player" has no reference (each player in turn, 101.4)."""
        if words == "any player":
            return None
        if words == "its controller":
            ante = self.ctx.antecedent
            if isinstance(ante, TargetRef):
                return TargetControllerRef(ante.index)
            raise Unread("its controller pays", "no target for 'its controller'")
        if words == "they" and len(effects) == 1:
            who = getattr(effects[0], "who", None)
            if isinstance(who, _PLAYER_REFS) or self._player_target(who):
                return who
            if isinstance(who, EachRef) and who.filter is None:  # "each opponent ..."
                return who
        ref = self.ctx.player
        if ref is None:
            raise Unread(f"unless {words}", f"no player for '{words}' to refer to")
        return ref

    def _unless_effects(self, chain: Chain, where: str) -> list[Any]:
        if len(chain.effects) != 1:
            raise Unread(where, "more than one instruction before 'unless'")
        if chain.optional:  # "you may draw a card unless that player pays {1}" (608.2d)
            return [may_do(chain.effects, "before 'unless'")]
        return list(chain.effects)

    def unless_payer_pays(self, c: list[Any]) -> Chain:
        """118.12a: "EFFECTS unless PAYER pays COST." means "PAYER may pay COST. If they
        don't, EFFECTS."; the payer is the player the words name, not the controller."""
        chain = as_chain(c[0])
        words: str = c[1]
        verb = " ".join(str(t) for t in c[2].children)
        cost: MayPay = c[3]
        if (verb == "pay") != (words == "they"):
            raise Unread(f"unless {words} {verb}", "the verb doesn't agree with its subject")
        effects = self._unless_effects(chain, f"unless {words} {verb}")
        (inner,) = effects
        if (
            words == "its controller"
            and isinstance(inner, CounterSpell)
            and cost.mana
            and inner.unless_pays is None
            and not inner.unless_discards_hand
        ):
            # "Counter target spell unless its controller pays {3}." (the counter's own phrase)
            return Chain([replace(inner, unless_pays=cost.mana)])
        payer = self._payer_ref(words, effects)
        return Chain([UnlessPays(tuple(effects), cost.mana, payer, words, cost.life)])

    def unless_you_pay_life(self, c: list[Any]) -> Chain:
        """118.12a: "EFFECTS unless you pay 2 life."."""
        chain = as_chain(c[0])
        effects = self._unless_effects(chain, "unless you pay")
        return Chain([UnlessPays(tuple(effects), "", life=int(c[1]))])

    def may_pay_other(self, c: list[Any]) -> MayPay:
        """118.12: "that player may pay {2}.": the player named is offered the cost."""
        words: str = c[0]
        cost: MayPay = c[1]
        if words == "any player":
            return replace(cost, payer_words=words)
        ref = self.ctx.player
        if ref is None:
            raise Unread(f"{words} may pay", f"no player for '{words}' to refer to")
        return replace(cost, payer=ref, payer_words=words)

    def if_payer_did(self, c: list[Any]) -> Chain:
        """118.12: "If they don't, EFFECTS." reads whether the player named paid."""
        words = " ".join(str(t) for t in c[0].children if isinstance(t, Token))
        inner = as_chain(c[1])
        if inner.optional:
            raise Unread("If they do, you may", "no optional instruction inside 'if they do'")
        subject, _, verb = words.rpartition(" ")
        negated = verb in ("don't", "doesn't")
        return Chain([IfYouDo(tuple(inner.effects), negated, subject)])

    def unless_you_do(self, c: list[Any]) -> Chain:
        """118.12a: "EFFECTS unless you ACTION." means "You may ACTION. If you don't,
        EFFECTS." (the action is offered only when it can be done: rules/effects_payments.py)."""
        chain = as_chain(c[0])
        effects = self._unless_effects(chain, "unless you")
        action = c[1]
        if isinstance(action, Chain | list):
            raise Unread("unless you", "more than one instruction after 'unless you'")
        return Chain([UnlessDoes(tuple(effects), action)])

    def unless_payer_does(self, c: list[Any]) -> Chain:
        """118.12a: "EFFECTS unless they ACTION." ("Each opponent loses 3 life unless they
        discard a card."): each player the words name may ACTION; EFFECTS happen to those
        who don't (101.4: in APNAP order). The action's subject is those players."""
        chain = as_chain(c[0])
        words: str = c[1]
        if words in ("any player", "its controller"):
            raise Unread(f"unless {words}", "an action by a player not named before")
        effects = self._unless_effects(chain, f"unless {words}")
        payer = self._payer_ref(words, effects)
        pred = c[2]
        actions = pred.make(payer) if isinstance(pred, Pred) else None
        if not actions or len(actions) != 1 or pred.duration is not None:
            raise Unread(f"unless {words}", "not one instruction after 'unless'")
        return Chain([UnlessDoes(tuple(effects), actions[0], payer, words)])

    def e_sacrifice_it(self, c: list[Any]) -> SacrificeSelf:
        """ "When this creature enters, sacrifice it ...": "it" is this permanent."""
        if not isinstance(self.ctx.antecedent, SelfRef):
            raise Unread("sacrifice it", "'it' isn't this permanent")
        self.ctx.variants.add("sacrifice_it")
        return SacrificeSelf()

    def e_discard_you_random(self, c: list[Any]) -> Discard:
        """701.9a: "discard a card at random"."""
        return Discard(YouRef(), c[0], random=True)

    def e_discard_you_kind(self, c: list[Any]) -> Discard:
        """ "discard a creature card": the player chooses a card of that type (701.9b)."""
        kind = str(c[0])
        return Discard(YouRef(), 1, filter=Filter(types=frozenset({kind}), zone="hand"))
