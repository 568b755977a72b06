"""Transformer methods for noun phrases, references and targets (115, 109).

A noun phrase ("nonartifact, nonblack creature you control") becomes an :class:`NP`: a
Filter and whether it names a spell, card or permanent. References ("target creature",
"it", "each opponent") become the refs of ``ir/``; each "target" phrase adds a TargetSpec
to the :class:`Context` in text order and refers to it with TargetRef(i).
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace as _dc_replace
from typing import Any

from lark import Token, Transformer

from mtgrules.cards import words
from mtgrules.cards.ir import (
    AttachedRef,
    CreatedRef,
    DefendingPlayerRef,
    EachRef,
    Filter,
    GroupRef,
    Ref,
    SelfRef,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
    TriggerPlayerRef,
    XAmount,
    YouRef,
)
from mtgrules.cards.transform_context import (
    CREATED,
    attached_antecedent,
    back_to_target,
    not_created,
    not_that_kind,
    opponent_of_target,
)
from mtgrules.cards.transform_context import Context as Context
from mtgrules.cards.transform_context import Unread as Unread
from mtgrules.cards.transform_rt import chosen_cards, note_it, note_self, note_self_word

#: the antecedent "create ..." leaves (transform_effects.CREATED): "it" is the token created
CREATED_TOKEN = CREATED
# The order in which the renderer (render/) writes the phrases after a noun (by Filter field).
_POST_ORDER = (
    "controller",
    "with_keyword",
    "without_keyword",
    "power_max",
    "power_min",
    "toughness_max",
    "toughness_min",
    "mana_value_max",
    "mana_value_min",
    "attacking_you",
    "attached",
    "same_controller_as_target",
    "zone",
)

_SET_FIELDS = {
    "types",
    "subtypes",
    "supertypes",
    "colors",
    "non_types",
    "non_colors",
    "non_subtypes",
    "non_supertypes",
    "all_types",
}


@dataclass
class NP:
    """A noun phrase: which objects (``filter``), and the noun that named them."""

    filter: Filter
    plural: bool = False
    noun: str = ""  # "spell" | "card" | "permanent" | "source" | "token" | ""


def words_of(children: list[Any]) -> str:
    """The words of a rule that keeps its tokens ("!rule"), joined by spaces."""
    out = []
    for c in children:
        if isinstance(c, Token):
            out.append(str(c))
        elif isinstance(c, str):
            out.append(c)
    return " ".join(out)


def build_filter(parts: list[Any]) -> dict[str, Any]:
    """Fold modifier tuples (("add", field, value) / ("set", field, value)) into Filter fields."""
    fields: dict[str, Any] = {}
    for part in parts:
        if not isinstance(part, tuple):
            continue
        op, name, value = part
        if op == "add":
            fields.setdefault(name, set()).add(value)
        else:
            fields[name] = value
    return fields


def make_filter(fields: dict[str, Any]) -> Filter:
    kwargs: dict[str, Any] = {
        k: (frozenset(v) if k in _SET_FIELDS else v) for k, v in fields.items()
    }
    return Filter(**kwargs)


class NounsMixin(Transformer[Any, Any]):
    ctx: Context

    # --- words ----------------------------------------------------------------------------

    def color_word(self, c: list[Any]) -> str:
        return words.COLOR_LETTERS[str(c[0])]

    def type_word(self, c: list[Any]) -> str:
        return str(c[0])

    def type_pl(self, c: list[Any]) -> str:
        word = str(c[0])
        return {"sorceries": "sorcery"}.get(word, word[:-1])

    def subtype_word(self, c: list[Any]) -> str:
        return words.SUBTYPES[words_of(c)]

    subtype_pl_word = subtype_word

    def non_word(self, c: list[Any]) -> tuple[str, str, str | bool]:
        word = str(c[0])
        if word.startswith("non-"):
            return ("add", "non_subtypes", words.SUBTYPES[word[4:]])
        rest = word[3:]
        if rest in words.COLOR_LETTERS:
            return ("add", "non_colors", words.COLOR_LETTERS[rest])
        if rest in ("basic", "legendary", "snow"):
            return ("add", "non_supertypes", rest)
        if rest == "token":
            return ("set", "token", False)
        return ("add", "non_types", rest)

    def number_word(self, c: list[Any]) -> int:
        return words.NUMBER_WORDS[str(c[0])]

    def number(self, c: list[Any]) -> int:
        v = c[0]
        return v if isinstance(v, int) else int(str(v))

    def count(self, c: list[Any]) -> int:
        if not c:
            return 1
        v = c[0]
        return v if isinstance(v, int) else words.NUMBER_WORDS.get(str(v), 1)

    def amount_n(self, c: list[Any]) -> int:
        return int(c[0])

    def amount_x(self, c: list[Any]) -> Any:
        return XAmount()

    def counter_word(self, c: list[Any]) -> str:
        # 122.1a: "+X/+X" counters are written with a capital X; other kinds as printed
        if isinstance(c[0], Token) and c[0].type == "MODPT":
            return str(c[0]).replace("x", "X")
        return str(c[0])

    def counter_kind_word(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)  # 122.1: "spore", "first strike" (122.1b)

    # --- self references -----------------------------------------------------------------

    def self_noun(self, c: list[Any]) -> str:
        return str(c[0])

    def self_ref(self, c: list[Any]) -> SelfRef:
        word = "~" if not c else "this " + _print_noun(str(c[0]))
        note_self(self.ctx)  # s9 rt (transform_rt.py)
        if self.ctx.self_seen:
            self.ctx.variants.add("self_repeat")
        self.ctx.self_seen = True
        note_self_word(self.ctx, word)  # its first word; "this card" after "this creature" (201.5)
        if (self.ctx.cast_trigger or self.ctx.trigger_object) and isinstance(
            self.ctx.antecedent, TriggerObjectRef
        ):
            # after a cast trigger (or one naming another object) "it" is that object until
            # the text names this object, then this object: "put a +1/+1 counter on this
            # creature and it gains flying", "if this permanent is an enchantment, it becomes
            # a 5/5 ..." (608.2c; "attach this Equipment to it": transform_effects.e_attach)
            self.ctx.self_switched = not self.ctx.cast_trigger
            self.ctx.antecedent = SelfRef()
        return SelfRef()

    def possessive_self(self, c: list[Any]) -> SelfRef:
        word = str(c[0])
        if word.startswith("~"):
            self.ctx.self_word = self.ctx.self_word or "~"
        else:
            self.ctx.self_word = self.ctx.self_word or word[: -len("'s")]
        return SelfRef()

    # --- noun phrases ---------------------------------------------------------------------

    def pre_color(self, c: list[Any]) -> tuple[str, str, str]:
        return ("add", "colors", c[0])

    def pre_non(self, c: list[Any]) -> Any:
        return c[0]

    def pre_tapped(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "tapped", True)

    def pre_untapped(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "tapped", False)

    def pre_attacking(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "attacking", True)

    def pre_blocking(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "blocking", True)

    def pre_unblocked(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "blocked", False)

    def pre_basic(self, c: list[Any]) -> tuple[str, str, str]:
        return ("add", "supertypes", "basic")

    def pre_legendary(self, c: list[Any]) -> tuple[str, str, str]:
        return ("add", "supertypes", "legendary")

    def pre_snow(self, c: list[Any]) -> tuple[str, str, str]:
        return ("add", "supertypes", "snow")

    def pre_nonbasic(self, c: list[Any]) -> tuple[str, str, str]:
        return ("add", "non_supertypes", "basic")

    def pre_multicolored(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "multicolored", True)

    def pre_colorless(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "colorless", True)

    def pre_nontoken(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "token", False)

    def pre_in_combat(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "in_combat", True)

    def pre_comma(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("comma", "", True)

    def _types(self, c: list[Any], conj: str = "or") -> tuple[str, str, Any]:
        names = [x for x in c if isinstance(x, str) and x not in ("and", "and/or", "or", ",")]
        canonical = sorted(
            names, key=lambda t: words.TYPE_ORDER.index(t) if t in words.TYPE_ORDER else 99
        )
        if names != canonical:
            self.ctx.variants.add("types:" + ",".join(names))
        if conj != "or":
            self.ctx.variants.add("types_conj:" + conj)
        return ("types", "", names)

    def types_sg(self, c: list[Any]) -> tuple[str, str, Any]:
        conj = "or"
        for tok in c:  # "instant and/or sorcery cards" (spell mastery)
            if isinstance(tok, Token) and str(tok) in ("and", "and/or"):
                conj = str(tok)
        return self._types(c, conj)

    def types_pl(self, c: list[Any]) -> tuple[str, str, Any]:
        conj = "or"
        for tok in c:
            if isinstance(tok, Token) and str(tok) in ("and", "and/or"):
                conj = str(tok)
        return self._types(c, conj)

    def noun_tail(self, c: list[Any]) -> tuple[str, str, str]:
        return ("noun", "", str(c[0]))

    def noun_tail_pl(self, c: list[Any]) -> tuple[str, str, str]:
        word = str(c[0])
        return ("noun", "", word[:-1])

    def _head(self, c: list[Any]) -> dict[str, Any]:
        head: dict[str, Any] = {"noun": ""}
        for part in c:
            if isinstance(part, tuple) and part[0] == "types":
                head.setdefault("types", set()).update(part[2])
            elif isinstance(part, tuple) and part[0] == "noun":
                head["noun"] = part[2]
            elif isinstance(part, str):
                head.setdefault("subtypes", set()).add(part)
        return head

    def head_sg(self, c: list[Any]) -> dict[str, Any]:
        return self._head(c)

    head_pl = head_sg

    def head_artifact_creature(self, c: list[Any]) -> dict[str, Any]:
        # "artifact creature": both types (205.2a), not either
        return {"noun": "", "types": {"creature"}, "all_types": {"artifact", "creature"}}

    def head_permanent(self, c: list[Any]) -> dict[str, Any]:
        return {"noun": "permanent"}

    head_permanents = head_permanent

    def head_spell(self, c: list[Any]) -> dict[str, Any]:
        return {"noun": "spell"}

    head_spells = head_spell

    def head_card(self, c: list[Any]) -> dict[str, Any]:
        return {"noun": "card"}

    head_cards = head_card

    def head_source(self, c: list[Any]) -> dict[str, Any]:
        return {"noun": "source"}

    def _np(self, c: list[Any], plural: bool) -> NP:
        mods = [x for x in c if isinstance(x, tuple)]
        head = next((x for x in c if isinstance(x, dict)), None)
        subtypes = [x for x in c if isinstance(x, str)]
        fields = build_filter([m for m in mods if m[0] in ("add", "set")])
        for m in mods:
            if m[0] in ("gy", "hand"):
                fields["zone"] = m[2]
                fields["controller"] = "you"
            elif m[0] == "opp_gy":  # "from an opponent's graveyard" (404.1: its owner's)
                fields["zone"] = m[2]
                fields["controller"] = "opponent"
        noun = ""
        if head is not None:
            noun = head.pop("noun", "")
            for k, v in head.items():
                fields.setdefault(k, set()).update(v)
        for s in subtypes:
            fields.setdefault("subtypes", set()).add(s)
        if noun == "spell":
            if fields.get("zone", "battlefield") != "battlefield":
                fields = self.spell_cast_from(fields, mods)  # type: ignore[attr-defined]
            fields["zone"] = "stack"
        elif noun == "token":
            fields["token"] = True
        if any(m[0] == "comma" for m in mods):
            self.ctx.variants.add("premod_comma")
        self._post_order(c)
        return NP(make_filter(fields), plural, noun)

    def _post_order(self, c: list[Any]) -> None:
        """Record the order of the phrases after the noun when it isn't the usual one
        ("creature with mana value 3 or less an opponent controls"), for the renderer."""
        head_at = next((i for i, x in enumerate(c) if isinstance(x, dict | str)), None)
        if head_at is None:
            return
        keys = [x[1] for x in c[head_at + 1 :] if isinstance(x, tuple) and x[0] != "comma"]
        keys = [k for i, k in enumerate(keys) if k not in keys[:i]]
        usual = sorted(keys, key=lambda k: _POST_ORDER.index(k) if k in _POST_ORDER else 99)
        if keys != usual:
            self.ctx.variants.add("post:" + ",".join(keys))

    def obj_sg(self, c: list[Any]) -> NP:
        return self._np(c, False)

    def obj_pl(self, c: list[Any]) -> NP:
        return self._np(c, True)

    def obj_pl_bare(self, c: list[Any]) -> NP:
        return self._np(c, True)

    def blockers_sub(self, c: list[Any]) -> NP:
        return self._np(c, True)  # "can't be blocked by Walls" (509.1b)

    def obj_pl_premod(self, c: list[Any]) -> NP:
        return self._np(c, True)

    def obj_card(self, c: list[Any]) -> NP:
        return c[0]  # type: ignore[no-any-return]

    def keyword_name_any(self, c: list[Any]) -> str:
        return c[0]  # type: ignore[no-any-return]

    def post_you(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "controller", "you")

    def post_not_you(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "controller", "not_you")

    def post_opponent(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "controller", "opponent")

    def post_opponents(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("opp:your opponents")
        return ("set", "controller", "opponent")

    def post_with_kw(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "with_keyword", c[0])

    def post_without_kw(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "without_keyword", c[0])

    def post_power_max(self, c: list[Any]) -> tuple[str, str, int]:
        return ("set", "power_max", c[0])

    def post_power_min(self, c: list[Any]) -> tuple[str, str, int]:
        return ("set", "power_min", c[0])

    def post_toughness_max(self, c: list[Any]) -> tuple[str, str, int]:
        return ("set", "toughness_max", c[0])

    def post_toughness_min(self, c: list[Any]) -> tuple[str, str, int]:
        return ("set", "toughness_min", c[0])

    def post_mv_max(self, c: list[Any]) -> tuple[str, str, int]:
        return ("set", "mana_value_max", c[0])

    def post_mv_x_max(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "mana_value_x", "max")  # 107.3: the X paid

    def post_mv_x(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "mana_value_x", "eq")

    def post_mv_min(self, c: list[Any]) -> tuple[str, str, int]:
        return ("set", "mana_value_min", c[0])

    def post_attacking_you(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "attacking_you", True)

    def post_attached(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "attached", True)

    def post_same_controller(self, c: list[Any]) -> tuple[str, str, int]:
        return ("set", "same_controller_as_target", max(len(self.ctx.targets) - 1, 0))

    def post_in_your_gy(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("gy:in")
        return ("gy", "zone", "graveyard")

    def post_from_your_gy(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("gy:from")
        return ("gy", "zone", "graveyard")

    def post_in_a_gy(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("gy:in")
        return ("set", "zone", "graveyard")

    def post_from_a_gy(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("gy:from")
        return ("set", "zone", "graveyard")

    def post_from_opp_gy(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("gy:from")
        self.ctx.variants.add("gy:opponent's")
        return ("opp_gy", "zone", "graveyard")

    def post_you_cast(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("you_cast")
        return ("set", "controller", "you")

    def post_in_hand(self, c: list[Any]) -> tuple[str, str, str]:
        return ("hand", "zone", "hand")

    def post_from_all_gy(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("gy:all")
        self.ctx.variants.add("gy:from")
        return ("set", "zone", "graveyard")

    def post_in_all_gy(self, c: list[Any]) -> tuple[str, str, str]:
        self.ctx.variants.add("gy:all")
        self.ctx.variants.add("gy:in")
        return ("set", "zone", "graveyard")

    def post_damaged_this_turn(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "damaged_this_turn", True)  # 120.3

    def post_defending_player(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "controller", "defending player")  # 506.2, 508.5

    def post_enchanted_player(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "controller", "enchanted player")

    def post_that_player(self, c: list[Any]) -> tuple[str, str, Any]:
        # h-players: "target artifact that player controls" after a trigger that names a
        # player (603.2, 608.2k): the engine knows that player as the trigger's player
        if isinstance(self.ctx.player, TargetRef):  # "target player ... that player controls"
            return ("set", "controller_target", self.ctx.player.index)
        if self.ctx.player != TriggerPlayerRef():
            raise Unread("that player controls", "'that player' isn't a trigger's player")
        return ("set", "controller", "trigger player")

    # --- counts ---------------------------------------------------------------------------

    def np_one(self, c: list[Any]) -> tuple[int, NP]:
        return (1, c[-1])

    def np_another(self, c: list[Any]) -> tuple[int, NP]:
        np: NP = c[-1]
        np.filter = _replace_filter(np.filter, other=True)
        return (1, np)

    def np_n(self, c: list[Any]) -> tuple[int, NP]:
        return (int(c[0]), c[1])

    def np_a(self, c: list[Any]) -> NP:
        np: NP = c[-1]
        return np

    def np_a_another(self, c: list[Any]) -> NP:
        np: NP = c[-1]
        np.filter = _replace_filter(np.filter, other=True)
        return np

    def cards_one(self, c: list[Any]) -> int:
        return 1

    def cards_n(self, c: list[Any]) -> int:
        return int(c[0])

    def cards_x(self, c: list[Any]) -> Any:
        return XAmount()

    # --- references -----------------------------------------------------------------------

    def _target(self, spec: TargetSpec) -> TargetRef:
        return self.ctx.add_target(spec)

    def tgt_obj(self, c: list[Any]) -> TargetRef:
        np: NP = c[0]
        return self._target(_spec_of(np))

    def tgt_another(self, c: list[Any]) -> TargetRef:
        np: NP = c[0]
        if self.ctx.targets and self.ctx.targets[-1].kind != "player":
            # after "target creature ...": not that one (115.3); after "target opponent",
            # "another target permanent you control" is not the source (Stiltzkin)
            k = len(self.ctx.targets) - 1
            np.filter = _replace_filter(np.filter, differs_from_target=k)
        else:  # "another target creature": not the source itself
            np.filter = _replace_filter(np.filter, other=True)
        return self._target(_spec_of(np))

    def tgt_any(self, c: list[Any]) -> TargetRef:
        return self._target(TargetSpec("any"))

    def tgt_player(self, c: list[Any]) -> TargetRef:
        return self._target(TargetSpec("player"))

    def tgt_opponent(self, c: list[Any]) -> TargetRef:
        return self._target(TargetSpec("player", player="opponent"))

    def tgt_player_or_pw(self, c: list[Any]) -> TargetRef:
        spec = TargetSpec("object_or_player", Filter(types=frozenset({"planeswalker"})))
        return self._target(spec)

    def tgt_opponent_or_pw(self, c: list[Any]) -> TargetRef:
        spec = TargetSpec(
            "object_or_player", Filter(types=frozenset({"planeswalker"})), player="opponent"
        )
        return self._target(spec)

    def tgt_n(self, c: list[Any]) -> TargetRef:
        spec = _spec_of(c[1])
        return self._target(_replace_spec(spec, count=int(c[0])))

    def tgt_up_to(self, c: list[Any]) -> TargetRef:
        spec = _spec_of(c[1])
        return self._target(_replace_spec(spec, count=int(c[0]), up_to=True))

    def tgt_up_to_one(self, c: list[Any]) -> TargetRef:
        spec = _spec_of(c[0])
        return self._target(_replace_spec(spec, count=1, up_to=True))

    def _each_of(self, spec: TargetSpec) -> TargetRef:
        """A target phrase after "each of" ("each of two target creatures", "each of X
        targets"; 601.2c: the number of targets is part of the spell): the words "each of"
        are kept for the renderer."""
        ref = self._target(spec)
        self.ctx.variants.add(f"each_of:{ref.index}")
        return ref

    def tgt_each_x(self, c: list[Any]) -> TargetRef:
        return self._each_of(TargetSpec("any", count_x=True))

    def tgt_each_n_any(self, c: list[Any]) -> TargetRef:
        return self._each_of(TargetSpec("any", count=int(c[0])))

    def tgt_each_n(self, c: list[Any]) -> TargetRef:
        return self._each_of(_replace_spec(_spec_of(c[1]), count=int(c[0])))

    def tgt_each_up_to(self, c: list[Any]) -> TargetRef:
        spec = _replace_spec(_spec_of(c[1]), count=int(c[0]), up_to=True)
        return self._each_of(spec)  # "each of up to two target creatures" (601.2c, 115.1d)

    def ref_chosen(self, c: list[Any]) -> Ref:
        if not isinstance(self.ctx.antecedent, TargetRef):
            raise Unread("the chosen cards")
        return chosen_cards(self.ctx)  # type: ignore[no-any-return]

    def ref_self(self, c: list[Any]) -> SelfRef:
        # "attach this Equipment to it": "it" isn't the object named in the same clause
        if self.ctx.antecedent is None:
            self.ctx.antecedent = SelfRef()
        return SelfRef()

    def ref_that(self, c: list[Any]) -> Ref:
        # "that creature" can't be a target that isn't one ("earthbend X, where X is that
        # creature's power": the target is a land): the trigger event's object (603.2)
        other = self.ctx.trigger_object and not_that_kind(self.ctx.targets, str(c[0]))
        # "If that land is an Island, that creature doesn't untap": after the trigger's land,
        # "that creature" is the creature target again (608.2c)
        back = isinstance(self.ctx.antecedent, TriggerObjectRef) and back_to_target(
            self.ctx, str(c[0])
        )
        if (
            self.ctx.targets
            and (back or not isinstance(self.ctx.antecedent, TriggerObjectRef))
            and not other
        ):
            # "that creature" names the last target, even after "this creature deals ..."
            self.ctx.antecedent = TargetRef(len(self.ctx.targets) - 1)
        elif (not self.ctx.targets or other) and not_created(self.ctx, str(c[0])):
            self.ctx.antecedent = TriggerObjectRef()
        ante = self.ctx.antecedent
        if ante == CREATED_TOKEN:  # "that creature" after "create ...": the token (111.1)
            self.ctx.variants.add(f"created_that:that {c[0]}")
        if isinstance(ante, TriggerObjectRef):
            self.ctx.variants.add(f"trigobj:that {c[0]}")
        if isinstance(ante, TargetRef):
            n = self.ctx.pronouns.get(ante.index, 0) + 1
            self.ctx.variants.add(f"that:{ante.index}:{n}:that {c[0]}")
        return self.ref_it(c)

    def ref_those(self, c: list[Any]) -> Ref:
        """ "those creatures": the targets named before (608.2c), as "that creature" is one."""
        noun = words.plural(str(c[0]))
        last = self.ctx.targets[-1].kind if self.ctx.targets else "player"  # not a player
        if last == "player" and self.ctx.group is not None:  # s9: "Tap all creatures ..."
            return self.those_group(noun)  # type: ignore[attr-defined, no-any-return]
        if last == "player" or isinstance(self.ctx.antecedent, TriggerObjectRef):
            raise Unread(f"those {noun}", "nothing for 'those' to refer to")
        ante = TargetRef(len(self.ctx.targets) - 1)
        self.ctx.antecedent = ante
        n = self.ctx.pronouns.get(ante.index, 0) + 1
        self.ctx.variants.add(f"that:{ante.index}:{n}:those {noun}")
        return self.ref_it(c)

    def ref_it(self, c: list[Any]) -> Ref:
        ante = self.ctx.antecedent
        if ante == CREATED_TOKEN:
            created: Ref = self._created_it()  # ir.CreatedRef (cards/ir/delayed.py)
            return created
        if ante is None or isinstance(ante, str):
            raise Unread("it", "nothing for 'it' to refer to")
        if isinstance(ante, AttachedRef):
            self.ctx.variants.add("attached_it")
        if isinstance(ante, TargetRef):
            self.ctx.pronouns[ante.index] = self.ctx.pronouns.get(ante.index, 0) + 1
        return note_it(self.ctx, c, ante)  # type: ignore[no-any-return]

    def group_named(self, ref: EachRef) -> EachRef:
        """A group ("all creatures you control") a later "they" may name (``ref_them``)."""
        if ref.filter is not None:
            self.ctx.group = ref
        return ref

    def ref_them(self, c: list[Any]) -> Ref:
        """ "them" / "they": the group named before ("Untap them."), when no other object is
        what the words refer to; else as "it" (:meth:`ref_it`)."""
        ante = self.ctx.antecedent
        if self.ctx.group is not None and (
            ante is None
            or isinstance(ante, SelfRef)
            # the spell of a cast trigger is one object: "they" is the group ("put a +1/+1
            # counter on each legendary creature you control. They gain vigilance")
            or (self.ctx.cast_trigger and isinstance(ante, TriggerObjectRef))
        ):
            return GroupRef(self.ctx.group)
        return self.ref_it(c)

    def _created_it(self) -> Any:
        """ "it" / "them" after "create ...": the tokens this resolution just created (111.1,
        608.2c); "them" when more than one may have been made."""
        if self.ctx.created_count != 1:
            self.ctx.variants.add("created_them")
        return CreatedRef()

    def _each(self, np: NP, players: str | None = None, other: bool = False) -> EachRef:
        f = np.filter
        if other:
            f = _replace_filter(f, other=True)
        return EachRef(f, players)

    def ref_each(self, c: list[Any]) -> EachRef:
        self.ctx.variants.add("each:each")
        return self.group_named(self._each(c[0]))

    def ref_each_other(self, c: list[Any]) -> EachRef:
        self.ctx.variants.add("each:each")
        return self.group_named(self._each(c[0], other=True))

    def ref_each_player(self, c: list[Any]) -> EachRef:
        self.ctx.each_players = True  # transform_amount_kinds._count_player
        return EachRef(None, "each")

    def ref_each_opponent(self, c: list[Any]) -> EachRef:
        self.ctx.each_players = True
        return EachRef(None, "opponent")

    def ref_each_and_players(self, c: list[Any]) -> EachRef:
        return self._each(c[0], "each")

    def ref_each_and_opponents(self, c: list[Any]) -> EachRef:
        return self._each(c[0], "opponent")

    def ref_all(self, c: list[Any]) -> EachRef:
        self.ctx.variants.add("each:all")
        return self.group_named(self._each(c[0]))

    def ref_all_other(self, c: list[Any]) -> EachRef:
        self.ctx.variants.add("each:all")
        return self.group_named(self._each(c[0], other=True))

    def ref_enchanted(self, c: list[Any]) -> AttachedRef:
        if c and isinstance(c[0], str) and c[0] != "creature":
            self.ctx.variants.add(f"enchanted:{c[0]}")
        return attached_antecedent(self.ctx, "enchanted")

    def ref_equipped(self, c: list[Any]) -> AttachedRef:
        return attached_antecedent(self.ctx, "equipped")

    def ref_you(self, c: list[Any]) -> YouRef:
        return YouRef()

    def ref_that_player(self, c: list[Any]) -> Ref:
        if self.ctx.player is None:
            if (named := opponent_of_target(self.ctx)) is not None:
                return named  # 608.2h: "target creature an opponent controls ... that player"
            raise Unread("that player", "no player for 'that player' to refer to")
        if isinstance(self.ctx.player, TriggerObjectRef):
            self.ctx.variants.add("trigobj:that player")
        return self.ctx.player  # type: ignore[no-any-return]

    def ref_radiance(self, c: list[Any]) -> EachRef:
        ante = self.ctx.antecedent
        if not isinstance(ante, TargetRef):
            raise Unread("shares a color with it")
        np: NP = c[0]
        f = _replace_filter(np.filter, other=True, shares_color_with_target=ante.index)
        return EachRef(f)

    def ref_trigger_object(self) -> TriggerObjectRef:
        return TriggerObjectRef()

    def ref_defending(self) -> DefendingPlayerRef:
        return DefendingPlayerRef()


def _print_noun(noun: str) -> str:
    return {
        "aura": "Aura",
        "equipment": "Equipment",
        "vehicle": "Vehicle",
        "saga": "Saga",
        "fortification": "Fortification",
    }.get(noun, noun)


def _replace_filter(f: Filter, **changes: Any) -> Filter:
    return _dc_replace(f, **changes)


def _replace_spec(s: TargetSpec, **changes: Any) -> TargetSpec:
    return _dc_replace(s, **changes)


def _spec_of(np: NP) -> TargetSpec:
    if np.noun == "spell":
        return TargetSpec("spell", np.filter)
    return TargetSpec("object", np.filter)
