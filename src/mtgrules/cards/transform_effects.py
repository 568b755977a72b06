"""Transformer methods for effects: sentences and imperative clauses (608.2c).

Clauses become effect objects; a sentence is a :class:`Chain` of effects with the words
that joined them (" and ", ", then "), which the ability keeps in its Layout so the
renderer can write the same sentence back. Subjects with predicates, tokens and mana are in
``transform_predicates.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Any

from lark import Token

from mtgrules.cards import words
from mtgrules.cards.ir import (
    AddCounters,
    Attach,
    ChangeText,
    ChosenPlayerRef,
    ChosenRef,
    CounterSpell,
    CreateTokenCopy,
    DelayedDraw,
    Destroy,
    Discard,
    Draw,
    Duration,
    EachRef,
    ExchangeLifeTotals,
    Exile,
    ExtraTurn,
    GainControl,
    IfYouDo,
    Investigate,
    Mill,
    MoveAura,
    MoveCounters,
    NextDrawReplaced,
    PreventDamage,
    Regenerate,
    ReturnToBattlefield,
    ReturnToHand,
    Sacrifice,
    SacrificeSelf,
    Scry,
    SearchLibrary,
    SelfRef,
    SetLifeTotal,
    Surveil,
    Tap,
    TapOrUntap,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
    Untap,
    XAmount,
    YouRef,
)
from mtgrules.cards.transform_amounts import AmountsMixin, for_each, where_x
from mtgrules.cards.transform_nouns import NP, Unread, words_of
from mtgrules.cards.transform_optional import may_do, may_do_first
from mtgrules.cards.transform_tokens import TokenHas, add_token_abilities

#: "for any number of ... cards" (701.23b): the count a search for any number carries
ANY_NUMBER = 10_000
#: h-zones: SearchLibrary.named for "a card named ~": the name of the object with the ability
SELF_NAMED = "~"


@dataclass
class Chain:
    """Effects in text order and the connectors between them."""

    effects: list[Any] = field(default_factory=list)
    joins: list[str] = field(default_factory=list)
    optional: bool = False
    then: bool = False  # h-amount: a sentence that starts "Then ..." (608.2c: in order)

    def extend(self, other: Chain, join: str) -> None:
        if self.effects and other.effects:
            self.joins.append(join)
        self.effects.extend(other.effects)
        self.joins.extend(other.joins)


@dataclass
class Pred:
    """A predicate waiting for its subject ("gets +3/+3" -> ModifyPT(subject, 3, 3))."""

    make: Callable[[Any], list[Any]]
    # a duration the predicate states itself ("can't block this turn"): kept (611.2a)
    duration: Duration | None = None


CREATED = "created token"


class Fold:
    """A sentence that changes the instruction before it (h-combat: "If that spell is
    countered this way, exile it instead ...", transform_combat.py)."""

    def fold(self, effects: list[Any]) -> None:
        raise NotImplementedError


class NoRegen:
    """The sentence "It can't be regenerated." (701.19c), folded into the Destroy before it."""


def set_duration(effect: Any, duration: Duration) -> Any:
    if is_dataclass(effect) and any(f.name == "duration" for f in fields(effect)):
        return replace(effect, duration=duration)  # type: ignore[type-var]
    return effect


def as_chain(x: Any) -> Chain:
    if isinstance(x, Chain):
        return x
    if isinstance(x, list):
        return Chain(list(x), [" and "] * (len(x) - 1))
    return Chain([x])


def _pt_x(token: Any) -> tuple[int, int] | None:
    """The change per point of X: "-X/-X" -> (-1, -1), "+X/+0" -> (1, 0); None when the
    text has no X or a number besides 0 next to an X ("+X/+1" isn't read)."""
    text = str(token)
    if "x" not in text:
        return None
    out = []
    for part in text.split("/"):
        sign = -1 if part.startswith("-") else 1
        body = part[1:]
        if body == "x":
            out.append(sign)
        elif body == "0":
            out.append(0)
        else:
            return None
    return out[0], out[1]


def _pt(token: Any) -> tuple[int, int]:
    text = str(token)
    p, t = text.split("/")
    try:
        return int(p), int(t)
    except ValueError:
        raise Unread(text, "variable P/T change") from None


class EffectsMixin(AmountsMixin):
    # --- sentences ------------------------------------------------------------------------

    def chain_join(self, c: list[Any]) -> str:
        return words.JOIN_WORDS[words_of(c).replace(" ,", ",")]

    def clause_chain(self, c: list[Any]) -> Chain:
        out = Chain()
        join = " and "
        for item in c:
            if isinstance(item, str):
                join = item
                continue
            chain = as_chain(item)
            if chain.optional and out.effects:  # 608.2d: one optional instruction
                chain = Chain([may_do(chain.effects, "after another instruction")])
            if chain.optional:
                out.optional = True
            out.extend(chain, join)
        return out

    def sentence(self, c: list[Any]) -> Chain:
        return as_chain(c[0])

    def sentence_where_x(self, c: list[Any]) -> Chain:
        chain = as_chain(c[0])
        if self.x_in_targets(chain.effects, c[1]):  # type: ignore[attr-defined]  # s10 h-amount
            return chain
        chain.effects = where_x(chain.effects, self.settle_its(c[1]))
        return chain

    def sentence_for_each(self, c: list[Any]) -> Chain:
        chain = as_chain(c[0])
        chain.effects = for_each(chain.effects, c[1], chain.joins)
        return chain

    def if_you_do(self, c: list[Any]) -> Chain:
        inner = as_chain(c[0])
        if inner.optional:
            raise Unread("If you do, you may", "no optional instruction inside 'if you do'")
        if any(j != " and " for j in inner.joins):
            # "If you do, create ..., then attach ...": the connectors, for the renderer
            self.ctx.variants.add("ifdo_joins:" + "|".join(inner.joins))
        return Chain([IfYouDo(tuple(inner.effects))])

    def until_next_turn(self, c: list[Any]) -> Chain:
        chain = as_chain(c[0])
        chain.effects = [set_duration(e, Duration.YOUR_NEXT_TURN) for e in chain.effects]
        self.ctx.variants.add("prefix_duration")
        return chain

    def choose_opponent(self, c: list[Any]) -> Chain:
        # "Choose an opponent." (608.2d: chosen on resolution, not targeted): "that player"
        self.ctx.player = ChosenPlayerRef("opponent")
        return Chain()

    def next_draw_replaced(self, c: list[Any]) -> Chain:
        return Chain([NextDrawReplaced(int(c[0]))])

    def choose_targets(self, c: list[Any]) -> Chain:
        self.ctx.variants.add("choose_targets")
        return Chain()

    def until_eot_prefix(self, c: list[Any]) -> Chain:
        chain = as_chain(c[0])
        chain.effects = [set_duration(e, Duration.END_OF_TURN) for e in chain.effects]
        self.ctx.variants.add("prefix_duration")
        return chain

    def no_regen(self, c: list[Any]) -> NoRegen:
        return NoRegen()

    def effects(self, c: list[Any]) -> Chain:
        out = Chain()
        for item in c:
            if isinstance(item, NoRegen):
                if not out.effects or not isinstance(out.effects[-1], Destroy):
                    raise Unread("can't be regenerated")
                out.effects[-1] = replace(out.effects[-1], no_regenerate=True)
                continue
            if isinstance(item, Fold):  # h-combat: changes the instruction before it
                item.fold(out.effects)
                continue
            if isinstance(item, TokenHas):  # 111.1: "It has "..."" (transform_tokens.py)
                add_token_abilities(out.effects, item)
                continue
            chain = as_chain(item)
            if chain.optional and out.effects:  # 608.2d: one optional instruction
                # s10 h-zones: "Then you may ..." keeps its "Then" (608.2c)
                then = chain.then
                chain = Chain(may_do_first(chain.effects, "after another instruction"), then=then)
            if chain.optional:
                out.optional = True
            out.extend(chain, ". then " if chain.then else ". ")
        return out

    def may_pred(self, c: list[Any]) -> Chain:
        pred: Pred = c[0]
        return Chain(pred.make(YouRef()), optional=True)

    def may_clause(self, c: list[Any]) -> Chain:
        chain = as_chain(c[0])
        chain.optional = True
        return chain

    def distress(self, c: list[Any]) -> Chain:
        ref = self.ctx.add_target(TargetSpec("player"))
        np: NP = c[0]
        return Chain([Discard(ref, 1, chooser="you", filter=replace(np.filter, zone="hand"))])

    def distress_opp(self, c: list[Any]) -> Chain:
        ref = self.ctx.add_target(TargetSpec("player", player="opponent"))
        np: NP = c[0]
        return Chain([Discard(ref, 1, chooser="you", filter=replace(np.filter, zone="hand"))])

    # --- imperatives ----------------------------------------------------------------------

    def e_destroy(self, c: list[Any]) -> Any:
        return Destroy(c[0])

    def e_exile(self, c: list[Any]) -> Any:
        return Exile(c[0])

    def owner_hand(self, c: list[Any]) -> str:
        return "hand"

    def hand_their_owner(self, c: list[Any]) -> str:
        self.ctx.variants.add("hand:their owner's hand")
        return "hand"

    def hand_your(self, c: list[Any]) -> str:
        self.ctx.variants.add("hand:your")
        return "hand"

    def hand_their(self, c: list[Any]) -> str:
        self.ctx.variants.add("hand:their")
        return "hand"

    def e_bounce(self, c: list[Any]) -> Any:
        if "hand:their" in self.ctx.variants and not self._in_opponents_graveyard(c[0]):
            raise Unread("their hand", "'their' isn't the owner of a card in a graveyard")
        if isinstance(c[0], TargetRef):
            # "Return target permanent to its owner's hand. Then that player discards a card."
            self.ctx.owner_hand = c[0].index  # transform_context.opponent_of_target
        return ReturnToHand(c[0])

    def _in_opponents_graveyard(self, ref: Any) -> bool:
        """404.2: "Return target card from an opponent's graveyard to their hand": a card in
        a graveyard is its owner's, so "their hand" is the owner's hand."""
        if not isinstance(ref, TargetRef) or ref.index >= len(self.ctx.targets):
            return False
        f = getattr(self.ctx.targets[ref.index], "filter", None)
        return f is not None and f.zone == "graveyard" and f.controller == "opponent"

    def e_bounce_chosen(self, c: list[Any]) -> Any:
        np: NP = c[0]
        return ReturnToHand(ChosenRef(np.filter))

    def e_exile_chosen(self, c: list[Any]) -> Any:
        np: NP = c[0]
        return Exile(ChosenRef(np.filter))

    def e_exile_until(self, c: list[Any]) -> Any:
        return Exile(c[0], until_source_leaves=True)

    def e_put_onto_battlefield(self, c: list[Any]) -> Any:
        # "Put all creature cards from all graveyards onto the battlefield under your control."
        self.ctx.variants.add("put_onto")
        return ReturnToBattlefield(
            c[0], tapped="tapped" in c[1:], under_your_control="under" in c[1:]
        )

    def e_prevent_chosen_source(self, c: list[Any]) -> Any:
        # "Prevent all damage a source of your choice would deal this turn." (615.7)
        return PreventDamage(None, None, from_chosen_source=True)

    def e_prevent_next_chosen_source(self, c: list[Any]) -> Any:
        # "The next time a source of your choice would deal damage to REF this turn, prevent
        # that damage." (615.7)
        return PreventDamage(c[0], None, from_chosen_source=True)

    def life_each_player(self, c: list[Any]) -> Any:
        return EachRef(None, "each")

    def life_target_player(self, c: list[Any]) -> Any:
        return self.ctx.add_target(TargetSpec("player"))

    def life_target_opponent(self, c: list[Any]) -> Any:
        return self.ctx.add_target(TargetSpec("player", player="opponent"))

    def life_you(self, c: list[Any]) -> Any:
        return YouRef()

    def e_set_life(self, c: list[Any]) -> Any:
        return SetLifeTotal(c[0], c[1])

    def e_exchange_life(self, c: list[Any]) -> Any:
        return ExchangeLifeTotals(YouRef(), c[0])

    def tapped_word(self, c: list[Any]) -> str:
        return "tapped"

    def under_control(self, c: list[Any]) -> str:
        return "under"

    def under_owner(self, c: list[Any]) -> str:
        self.ctx.variants.add("under:owner")
        return "owner"

    def e_reanimate(self, c: list[Any]) -> Any:
        return ReturnToBattlefield(
            c[0], tapped="tapped" in c[1:], under_your_control="under" in c[1:]
        )

    def e_reanimate_self_gy(self, c: list[Any]) -> Any:
        self.ctx.variants.add("self_from_gy")
        return ReturnToBattlefield(SelfRef(), tapped="tapped" in c[1:], from_graveyard=True)

    def e_draw_you(self, c: list[Any]) -> Any:
        return Draw(YouRef(), c[0])

    def e_extra_turn_you(self, c: list[Any]) -> Any:
        return ExtraTurn(YouRef())  # 500.7

    def e_discard_you(self, c: list[Any]) -> Any:
        return Discard(YouRef(), c[0])

    def e_discard_hand(self, c: list[Any]) -> Any:
        return Discard(YouRef(), hand=True)  # 701.9a

    def e_sacrifice_you(self, c: list[Any]) -> Any:
        n, np = c[0]
        return Sacrifice(YouRef(), np.filter, n)

    def e_sacrifice_self(self, c: list[Any]) -> Any:
        return SacrificeSelf()

    def e_tap(self, c: list[Any]) -> Any:
        return Tap(c[0])

    def e_change_text(self, c: list[Any]) -> Any:
        kind = "color" if str(c[1]) == "color" else "land"
        return ChangeText(c[0], kind)

    def e_change_text_spell(self, c: list[Any]) -> Any:
        # "target spell or permanent": the engine targets permanents only for now (115.1);
        # ``or_spell`` keeps the printed words.
        from .transform_nouns import _spec_of

        ref = self._target(_spec_of(c[0]))
        kind = "color" if str(c[1]) == "color" else "land"
        return ChangeText(ref, kind, or_spell=True)

    def text_word_kind(self, c: list[Any]) -> str:
        return str(c[0])

    def e_untap(self, c: list[Any]) -> Any:
        return Untap(c[0])

    def e_tap_or_untap(self, c: list[Any]) -> Any:
        return TapOrUntap(c[0])

    def e_attach(self, c: list[Any]) -> Any:
        what, to = c[0], c[1]
        if to == what and isinstance(what, TargetRef):
            # "attach target Aura you control to it": "it" can't be the Aura itself; it is
            # the object the ability is on (701.3a)
            to = SelfRef()
        elif to == what and isinstance(what, SelfRef) and self.ctx.self_switched:
            # "Whenever a creature you control enters, you may attach this Equipment to it":
            # "it" is the trigger's creature, not this Equipment (701.3a, 603.2)
            to = self.ctx.antecedent = TriggerObjectRef()
        return Attach(what, to)

    def e_gain_control(self, c: list[Any]) -> Any:
        duration = c[1] if len(c) > 1 else Duration.PERMANENT
        return GainControl(c[0], duration)

    def e_investigate(self, c: list[Any]) -> Any:
        return Investigate()

    def e_search_top(self, c: list[Any]) -> Any:
        n, np, up_to = c[0]
        self.ctx.variants.add(f"search_top:{c[1]}")  # "put that card" / "put the card"
        return SearchLibrary(np.filter, "top", count=n, up_to=up_to)

    def e_search_reveal_top(self, c: list[Any]) -> Any:
        n, np, up_to = c[0]
        if c[1] in ("that card", "those cards"):
            self.ctx.variants.add("search_reveal:that card")
        self.ctx.variants.add(f"search_top:{c[2]}")
        return SearchLibrary(np.filter, "top", count=n, reveal=True, up_to=up_to)  # 701.20a

    def top_card_word(self, c: list[Any]) -> str:
        return words_of(c)

    def e_draw_next_upkeep(self, c: list[Any]) -> Any:
        return DelayedDraw(c[0])

    def e_regenerate(self, c: list[Any]) -> Any:
        return Regenerate(c[0])

    def unless(self, c: list[Any]) -> tuple[str, str | None]:
        text = words_of(c)
        if text.endswith("their hand"):
            return ("hand", None)
        mana = "".join(str(t).upper() for t in c if isinstance(t, Token) and t.type == "MANA")
        return ("pays", mana)

    def e_counter(self, c: list[Any]) -> Any:
        ref = c[0]
        if len(c) > 1:
            if isinstance(ref, TargetRef):  # "... unless its controller pays {1}. That player"
                self.ctx.its_controller = ref.index
            kind, mana = c[1]
            if kind == "hand":
                return CounterSpell(ref, unless_discards_hand=True)
            return CounterSpell(ref, unless_pays=mana)
        return CounterSpell(ref)

    def e_counters(self, c: list[Any]) -> Any:
        n, kind, ref = c
        return AddCounters(ref, kind, n)

    def e_counters_equal(self, c: list[Any]) -> Any:
        # "put a number of +1/+1 counters on it equal to the number of ..." (122.1, 107.1)
        kind, ref, measure = c
        return AddCounters(ref, kind, self.settle_its(measure))

    def e_counters_each(self, c: list[Any]) -> Any:
        kind, np = c
        return AddCounters(EachRef(np.filter), kind, 1)

    def e_create(self, c: list[Any]) -> Any:
        # "it" after "create ..." means the token created (111.1; transform_nouns.ref_it)
        self.ctx.antecedent = CREATED
        self.ctx.created_count = getattr(c[0], "count", None)
        return c[0]

    def e_create_copy(self, c: list[Any]) -> Any:
        self.ctx.antecedent = CREATED
        self.ctx.created_count = 1  # s11 h-tok: "it", not "them" (one token)
        return CreateTokenCopy(c[-1])  # 707.2

    def e_scry(self, c: list[Any]) -> Any:
        return Scry(c[0])

    def e_surveil(self, c: list[Any]) -> Any:
        return Surveil(c[0])

    def e_mill_you(self, c: list[Any]) -> Any:
        return Mill(YouRef(), c[0])

    def e_draw_equal(self, c: list[Any]) -> Any:
        return Draw(YouRef(), self.settle_its(c[0]))

    def e_mill_equal(self, c: list[Any]) -> Any:
        return Mill(YouRef(), self.settle_its(c[0]))

    def e_counters_x(self, c: list[Any]) -> Any:
        kind, ref = c
        return AddCounters(ref, kind, XAmount())

    def e_add_mana(self, c: list[Any]) -> Any:
        return c[0]

    def search_what(self, c: list[Any]) -> tuple[int, NP, bool]:
        n = c[0]
        np: NP = c[1]
        np.filter = replace(np.filter, zone="library")
        return (n, np, False)

    def search_what_up_to(self, c: list[Any]) -> tuple[int, NP, bool]:
        n, np, _ = self.search_what(c)
        return (n, np, True)  # "for up to two ... cards" (701.23b)

    def search_what_any(self, c: list[Any]) -> tuple[int, NP, bool]:
        # "for any number of Goblin cards" (701.23b): SearchLibrary.any_number, as many
        # as the library holds
        _, np, _ = self.search_what([ANY_NUMBER, c[0]])
        return (ANY_NUMBER, np, True)

    def search_pron(self, c: list[Any]) -> str:
        return words_of(c)

    def search_put(self, c: list[Any]) -> tuple[str, bool, str]:
        text = words_of(c)
        pron = "it"
        for p in ("that card", "those cards", "them"):
            if f"put {p} " in text:
                pron = p
        dest = "battlefield" if "battlefield" in text else "hand"
        if text.endswith("graveyard"):
            dest = "graveyard"
        return (dest, text.endswith("tapped"), pron)

    def _search(self, what: tuple[int, NP, bool], put: tuple[str, bool, str], reveal: bool) -> Any:
        n, np, up_to = what
        any_number = n == ANY_NUMBER
        dest, tapped, pron = put
        if pron in ("that card", "those cards"):
            self.ctx.variants.add("search:" + pron)
        named = SELF_NAMED if np.noun == SELF_NAMED else ""  # h-zones (transform_zones_more)
        flt = np.filter
        if flt.named_self:  # 201.2: "a card named ~" read as a phrase after the noun
            named, flt = SELF_NAMED, replace(flt, named_self=None)
        return SearchLibrary(
            flt,
            dest,
            tapped,
            n,
            reveal=reveal,
            up_to=up_to,
            any_number=any_number,
            named=named,
        )

    def e_search(self, c: list[Any]) -> Any:
        return self._search(c[0], c[1], False)

    def e_search_reveal(self, c: list[Any]) -> Any:
        if c[1] in ("that card", "those cards"):
            self.ctx.variants.add("search_reveal:" + c[1])
        return self._search(c[0], c[2], True)

    def e_prevent_next(self, c: list[Any]) -> Any:
        n, ref = c
        return PreventDamage(ref, n)

    def e_prevent_combat(self, c: list[Any]) -> Any:
        return PreventDamage(None, None, combat_only=True)

    def e_prevent_all_to(self, c: list[Any]) -> Any:
        return PreventDamage(c[0], None)

    def e_move_counter(self, c: list[Any]) -> Any:
        kind, src, dst = c
        return MoveCounters(src, dst, kind)

    def e_move_aura(self, c: list[Any]) -> Any:
        return MoveAura(c[0])
