"""Transformer rules for the h-act block of grammar.lark (issue 12): activation costs beyond
mana, {T} and sacrifice (602.2b, 118.3) and "Activate no more than N times each turn"
(602.5b). Written back by ``render/keywords.py`` and ``render/abilities.py``, paid by
``rules/activation_costs.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import (
    PERMANENT_CARD_TYPES,
    ActivatedAbility,
    Adapt,
    AddMana,
    BecomesChosen,
    Duration,
    GrantAbilities,
    Keyword,
    PreventDamage,
    SetCharacteristics,
    SkipNextUntap,
)
from mtgrules.cards.ir.refs import Filter, SelfRef, TargetRef, TargetSpec, XAmount
from mtgrules.cards.transform_effects import Pred
from mtgrules.cards.transform_nouns import Unread


class ActMixin:
    """More activation costs (602.2b)."""

    def c_discard_random(self, c: list[Any]) -> dict[str, Any]:
        n = c[0]
        if not isinstance(n, int):
            raise Unread("a discard cost", "discard X cards at random")
        return {"discard": n, "discard_random": True}  # 701.9b

    def c_discard_kind(self, c: list[Any]) -> dict[str, Any]:
        kind = str(c[-1])  # "Discard a creature card" (701.9b: the payer chooses)
        return {"discard": 1, "discard_filter": Filter(types=frozenset({kind}), zone="hand")}

    def c_discard_named(self, c: list[Any]) -> dict[str, Any]:
        # 201.2: "Discard another card named ~" (not this card itself; grandeur)
        return {"discard": 1, "discard_filter": Filter(zone="hand", other=True, named_self=True)}

    def c_return_to_hand(self, c: list[Any]) -> dict[str, Any]:
        n, np = c[0]
        f: Filter = np.filter
        if n != 1 or f.controller != "you" or f.other:
            raise Unread("a return cost", "return cost other than 'a ... you control'")
        return {"return_to_hand": f}

    def c_remove_counter_from(self, c: list[Any]) -> dict[str, Any]:
        n, kind = c[0], c[1]
        k, np = c[-1]
        f: Filter = np.filter
        if k != 1 or f.controller != "you" or not isinstance(n, int):
            raise Unread("a counter cost", "remove counters from other than 'a ... you control'")
        return {"remove_counter_from": (kind, n, f)}

    def c_mill(self, c: list[Any]) -> dict[str, Any]:
        n = c[0]
        if not isinstance(n, int):
            raise Unread("a mill cost", "mill X cards as a cost")
        return {"mill": n}

    def c_exile_top(self, c: list[Any]) -> dict[str, Any]:
        return {"exile_top": 1}

    def c_exile_top_n(self, c: list[Any]) -> dict[str, Any]:
        n = c[0] if isinstance(c[0], int) else words.NUMBER_WORDS[str(c[0])]
        return {"exile_top": int(n)}

    def c_remove_x_counters(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.antecedent = SelfRef()  # type: ignore[attr-defined]  # "It deals X damage"
        return {"remove_counters_x": c[0]}  # 107.3: X chosen as it's activated

    def c_remove_any_counters(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.antecedent = SelfRef()  # type: ignore[attr-defined]
        return {"remove_counters_x": c[0], "remove_any_number": True}

    def act_power_up(self, c: list[Any]) -> list[Any]:
        """ "Power-up — COST: EFFECT": activated only once (for this object, 400.7), its cost
        reduced by the source's mana cost if it entered this turn (602.5b, 601.2f)."""
        ab: ActivatedAbility = c[-1]
        return [replace(ab, power_up=True)]

    def c_remove_any_counter(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.antecedent = SelfRef()  # type: ignore[attr-defined]
        return {"remove_any_counter": True}  # 122.1: a counter of any kind

    def c_remove_any_counter_from(self, c: list[Any]) -> dict[str, Any]:
        k, np = c[-1]
        f: Filter = np.filter
        if k != 1 or f.controller != "you":
            raise Unread("a counter cost", "remove a counter from other than 'a ... you control'")
        return {"remove_counter_from": ("", 1, f)}  # 122.1: any kind, from the one chosen

    def c_discard_hand(self, c: list[Any]) -> dict[str, Any]:
        return {"discard_hand": True}  # 701.9a

    def c_blight(self, c: list[Any]) -> dict[str, Any]:
        n = c[0] if isinstance(c[0], int) else words.NUMBER_WORDS[str(c[0])]
        return {"blight": int(n)}  # 701.68a

    def c_exert_self(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.antecedent = SelfRef()  # type: ignore[attr-defined]  # "It deals 1 damage"
        return {"exert_self": True}  # 701.43a

    def c_waterbend(self, c: list[Any]) -> dict[str, Any]:
        return {"mana": c[0], "waterbend": True}  # 701.67a: the waterbend cost

    def c_sac_n_other(self, c: list[Any]) -> dict[str, Any]:
        """602.2b: "Sacrifice two other creatures": not the source itself."""
        n = c[0] if isinstance(c[0], int) else words.NUMBER_WORDS[str(c[0])]
        return {"sacrifice": replace(c[-1].filter, other=True), "sacrifice_count": int(n)}

    def c_exile_self_hand(self, c: list[Any]) -> dict[str, Any]:
        return {"exile_self_from_hand": True}  # 602.2, 113.6j: it works from the hand

    def c_tap_x(self, c: list[Any]) -> dict[str, Any]:
        """107.3, 602.2b: "Tap X untapped artifacts you control" (X chosen as activated)."""
        f: Filter = c[-1].filter
        if f.tapped is not False or f.controller != "you":
            raise Unread("a tap cost", "tap cost without 'untapped ... you control'")
        return {"tap_untapped": f, "tap_count": -1, "tap_x": True}

    def act_alt_cost(self, c: list[Any]) -> list[Any]:
        """602.2b: "{3}, {T} or {R}, {T}: EFFECT": either cost pays for it."""
        ab: ActivatedAbility = c[-1]
        return [replace(ab, cost=c[0], alt_cost=ab.cost)]

    def c_sac_n_sub(self, c: list[Any]) -> dict[str, Any]:
        """602.2b: "Sacrifice two Foods": that many permanents of the subtype (the payer's own,
        701.21a)."""
        n = c[0] if isinstance(c[0], int) else words.NUMBER_WORDS[str(c[0])]
        return {"sacrifice": c[-1].filter, "sacrifice_count": int(n)}

    def c_tap_another(self, c: list[Any]) -> dict[str, Any]:
        """602.2b: "Tap another untapped creature you control": not the source itself."""
        f: Filter = c[-1].filter
        if f.tapped is not False or f.controller != "you":
            raise Unread("a tap cost", "tap cost without 'untapped ... you control'")
        return {"tap_untapped": replace(f, other=True)}


class ActNounsMixin:
    """205.3, 110.4a: subtypes in noun phrases (h-act)."""

    def head_token(self, c: list[Any]) -> dict[str, Any]:
        return {"noun": "token"}  # 111.1: "a token" (transform_nouns._np: Filter.token)

    def post_with_any_counter(self, c: list[Any]) -> tuple[str, str, tuple[str, str]]:
        return ("set", "with_counter", ("", "a"))  # 122.1: any kind of counter

    def tgt_x(self, c: list[Any]) -> TargetRef:
        """107.3, 601.2c: "X target lands": X chosen as it's put on the stack."""
        np = c[-1]
        if np.noun == "spell":
            raise Unread("X target spells", "X target spells")
        spec = TargetSpec("object", np.filter, count_x=True)
        return self.ctx.add_target(spec)  # type: ignore[attr-defined, no-any-return]

    def head_sub_permanent_card(self, c: list[Any]) -> dict[str, Any]:
        """ "a Rebel permanent card": a permanent card (110.4a) with that subtype."""
        return {"noun": "card", "types": set(PERMANENT_CARD_TYPES), "subtypes": {str(c[0])}}

    def head_sub_or(self, c: list[Any]) -> dict[str, Any]:
        """ "a Mountain or Plains card", "a basic Forest, Plains, or Island card": any of the
        subtypes (Filter.subtypes is a disjunction); their order, for the renderer."""
        names = [x for x in c if isinstance(x, str)]
        self.ctx.variants.add("subtypes:" + ",".join(names))  # type: ignore[attr-defined]
        noun = next((x[2] for x in c if isinstance(x, tuple) and x[0] == "noun"), "")
        return {"noun": noun, "subtypes": set(names)}


class ActTypesMixin:
    """305.7: a land becomes a basic land type until end of turn (h-act)."""

    def p_becomes_chosen_land_type(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [BecomesChosen(who, "basic land type")])  # 608.2d

    def p_becomes_land_type(self, c: list[Any]) -> Pred:
        kind = str(c[-1]).capitalize()  # "Island" (305.6)
        return Pred(lambda who: [BecomesChosen(who, "basic land type", that=frozenset({kind}))])


class ActPreventMixin:
    """615.7: "a red source of your choice" (h-act)."""

    def source_colors(self, c: list[Any]) -> Filter:
        return Filter(colors=frozenset(str(x) for x in c if isinstance(x, str)))

    def source_type(self, c: list[Any]) -> Filter:
        return Filter(types=frozenset({str(c[-1])}))

    def e_prevent_next_kind_source(self, c: list[Any]) -> PreventDamage:
        return PreventDamage(c[1], None, from_chosen_source=True, source_filter=c[0])

    def e_prevent_combat_to_and_by(self, c: list[Any]) -> PreventDamage:
        """615.1: "Prevent all combat damage that would be dealt to and dealt by that
        creature this turn." (two shields: damage to it, damage it deals)."""
        return PreventDamage(c[0], None, combat_only=True, and_by=True)

    def e_prevent_by(self, c: list[Any]) -> PreventDamage:
        """615.1: "Prevent all combat damage that would be dealt by target creature this
        turn." (a shield on the damage that source deals)."""
        if "noncombat" in c:
            raise Unread("noncombat damage", "prevent noncombat damage dealt by an object")
        combat = "combat" in c
        return PreventDamage(c[-1], None, combat_only=combat, by_only=True)

    def p_gain_kw_choice(self, c: list[Any]) -> Pred:
        """608.2d: "gains your choice of flying, deathtouch, or lifelink": one keyword, chosen
        by the controller as the effect resolves."""
        items = [x for k in c for x in (k if isinstance(k, list) else [k])]
        kws = tuple(k for k in items if isinstance(k, Keyword))
        if any(k.quality or k.cost or k.amount or k.filter for k in kws) or len(kws) < 2:
            raise Unread("your choice of", "a choice among keywords with qualities or costs")
        return Pred(lambda who: [GrantAbilities(who, kws, choice=True)])

    def e_monstrosity(self, c: list[Any]) -> Adapt:
        return Adapt(int(c[0]), monstrosity=True)  # 701.37a

    def p_skip_turn(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [SkipNextUntap(who, turn=True)])  # 614.10

    def e_prevent_kind_source(self, c: list[Any]) -> PreventDamage:
        return PreventDamage(None, None, from_chosen_source=True, source_filter=c[0])


class ActColorsMixin:
    """105.3, 613.1e: an object becomes a color, or colorless (h-act)."""

    def p_becomes_color(self, c: list[Any]) -> Pred:
        colors = frozenset({str(c[-1])})  # a color letter (color_word)
        return Pred(
            lambda who: [SetCharacteristics(who, colors=colors, duration=Duration.PERMANENT)]
        )

    def e_switch_pt(self, c: list[Any]) -> SetCharacteristics:
        """613.4d: "Switch this creature's power and toughness until end of turn."."""
        return SetCharacteristics(c[0], duration=c[-1], switch=True)

    def e_switch_pt_target(self, c: list[Any]) -> SetCharacteristics:
        """613.4d: "Switch target creature's power and toughness until end of turn."."""
        kind = str(c[0])[: -len("'s")]  # "creature's"
        spec = TargetSpec("object", Filter(types=frozenset({kind})))
        what = self.ctx.add_target(spec)  # type: ignore[attr-defined]
        return SetCharacteristics(what, duration=c[-1], switch=True)

    def p_becomes_colorless(self, c: list[Any]) -> Pred:
        return Pred(  # 105.2c: no color
            lambda who: [SetCharacteristics(who, colors=frozenset(), duration=Duration.PERMANENT)]
        )


def max_per_turn(limits: list[str]) -> int:
    """602.5b: "Activate no more than twice each turn." -> 2; 0 without such a limit."""
    for text in limits:
        if text.startswith("activate no more than"):
            word = text.split()[4]
            if word == "twice":
                return 2
            return int(word) if word.isdigit() else int(words.NUMBER_WORDS[word])
    return 0


class ActManaMixin:
    """106.1: which mana an ability adds, h-act phrasings."""

    def mana_or_pairs(self, c: list[Any]) -> AddMana:
        """ "Add {W}{W}, {W}{U}, or {U}{U}.": one of the pairs, chosen as it resolves (106.1,
        605.3b); ``mana`` is the first, ``alternatives`` the others."""
        s = [str(t).upper() for t in c]
        pairs = [s[i] + s[i + 1] for i in range(0, len(s), 2)]
        return AddMana(pairs[0], alternatives=tuple(pairs[1:]))

    def produce_kind(self, c: list[Any]) -> str:
        return str(c[0])

    def mana_could_produce(self, c: list[Any]) -> AddMana:
        """106.7: "Add one mana of any color that a land an opponent controls could
        produce." (``any_type``: "any type", colorless too)."""
        kind, np = c[0], c[-1]
        return AddMana("", could_produce=np.filter, any_type=kind == "type")

    # 107.3: X is the number of counters the cost removed ("Remove X storage counters from
    # this land", "Remove any number of storage counters": rules/activation_costs.py)

    def mana_x_combination_of(self, c: list[Any]) -> AddMana:
        """ "Add X mana in any combination of {W} and/or {U}." (106.1: a color for each)"""
        colors = tuple(str(t).upper() for t in c)
        return AddMana("", combination=True, count=XAmount(), alternatives=colors)

    def mana_many_combination_of(self, c: list[Any]) -> AddMana:
        """106.1: "Add three mana in any combination of {R} and/or {G}." (a color of those
        for each mana)."""
        colors = tuple(str(t).upper() for t in c[1:])
        return AddMana("", many=int(c[0]), combination=True, alternatives=colors)

    def mana_x_combination(self, c: list[Any]) -> AddMana:
        return AddMana("", combination=True, count=XAmount())

    def mana_x_any_one(self, c: list[Any]) -> AddMana:
        return AddMana("", any_color=True, count=XAmount())  # 106.1: one color, X of it

    def mana_per_removed(self, c: list[Any]) -> AddMana:
        """ "Add {W} for each storage counter removed this way.": X of it (107.3)."""
        self.ctx.variants.add("removed:" + str(c[1]))  # type: ignore[attr-defined]
        return AddMana(str(c[0]).upper(), count=XAmount())

    def e_add_additional_per_removed(self, c: list[Any]) -> AddMana:
        """ "Add {B}, then add an additional {B} for each charge counter removed this way."
        (the second instruction: X more, 107.3)"""
        self.ctx.variants.add("removed:" + str(c[1]))  # type: ignore[attr-defined]
        self.ctx.variants.add("mana_additional")  # type: ignore[attr-defined]
        return AddMana(str(c[0]).upper(), count=XAmount())
