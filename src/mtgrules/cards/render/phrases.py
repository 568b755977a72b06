"""Phrases the renderer builds from parts of abilities: noun phrases (``render_filter``:
"nonblack creature you control"), target phrases (115.1), numbers, P/T changes, colors,
qualities (702.16), loyalty costs, mana and the card-specific sentences."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import (
    COLOR_NAMES,
    COLORS,
    PERMANENT_CARD_TYPES,
    AddMana,
    AlternativeCost,
    AssignNoCombatDamage,
    AttackDespiteDefender,
    BecomeMonarch,
    BecomesBlocked,
    Blight,
    BlockAdditional,
    Connive,
    CountersOn,
    CountOf,
    CreateToken,
    DealDamage,
    Discard,
    DividedDamage,
    DoesntUntapNext,
    DoesntUntapWhile,
    Draw,
    Duration,
    Endure,
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
    Incubate,
    LoseLife,
    Mill,
    ModifyPT,
    ModifyPTX,
    PhaseOut,
    PlayerCounters,
    PowerOf,
    Quality,
    QualityKind,
    RemoveAbilities,
    RestrictionEffect,
    ReturnChosenBy,
    RevealRandomFromHand,
    RevealTopCard,
    Sacrifice,
    SacrificeSeveral,
    SelfRef,
    SetCharacteristics,
    ShuffleIntoLibrary,
    SkipNextUntap,
    TakeInitiative,
    TargetSpec,
    WhereX,
    XAmount,
    YouRef,
)
from mtgrules.cards.ir.animate import Animate  # h-misc
from mtgrules.cards.ir.cant import CantCastThisTurn  # h-misc
from mtgrules.cards.ir.mana import BecomesChosen
from mtgrules.cards.ir.refs import CHOSEN_TYPE, THAT_TYPE, EachRef
from mtgrules.cards.ir.s11_combat import (  # s11 h-combat
    BlockAnyThisTurn,
    CantBlockIt,
    CombatRequirement,
)
from mtgrules.cards.ir.trig_events import EventAmount

ANIMATE_DEAD = (
    "When this Aura enters, if it's on the battlefield, it loses \"enchant creature card in a "
    'graveyard" and gains "enchant creature put onto the battlefield with this Aura." Return '
    "enchanted creature card to the battlefield under your control and attach this Aura to it. "
    "When this Aura leaves the battlefield, that creature's controller sacrifices it."
)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def article(phrase: str) -> str:
    # "an 8/8", "an 11/11": numbers said with a vowel sound first
    vowel = phrase[:1].lower() in "aeiou" or phrase.startswith(("8", "11/", "18/"))
    if phrase.lower().startswith("uni"):  # s9 rt: "a unity counter", "a Unicorn"
        vowel = False
    return ("an " if vowel else "a ") + phrase


def plain_amount(n: Any) -> Any:
    """The number a sentence writes for an amount: "X" for "where X is" (107.3c), the number
    multiplied for "for each"."""
    if isinstance(n, WhereX):
        return XAmount()
    if isinstance(n, ForEach):
        return n.per
    return n


# 611.2a, 514.2: the durations written after a predicate (render/effects.duration_text)
DURATION_WORDS: dict[Any, str] = {
    Duration.END_OF_TURN: " until end of turn",
    Duration.YOUR_NEXT_TURN: " until your next turn",
}


def number_text(n: Any) -> str:
    n = plain_amount(n)
    if isinstance(n, XAmount):
        return "X"
    if isinstance(n, EventAmount):  # h-trig-events: "that much" / "that many" (603.2)
        return f"that {n.word}"
    return words.NUMBER_NAMES.get(n, str(n))


def verb(base: str, plural: bool) -> str:
    if plural:
        return base
    if base in words.THIRD_PERSON:
        return words.THIRD_PERSON[base]
    return base + ("es" if base.endswith(("s", "sh", "ch")) else "s")


def plural_word(word: str) -> str:
    if word in words.SUBTYPE_SET and word in words.SUBTYPE_PLURALS:
        return words.SUBTYPE_PLURALS[word]
    if word == "sorcery":
        return "sorceries"
    return word + "s"


def pt_text(p: int, t: int) -> str:
    """ "+2/+0", "-1/-0": a zero takes the sign of the other number (Oracle style)."""
    ps = f"{p:+d}" if p else ("-0" if t < 0 else "+0")
    ts = f"{t:+d}" if t else ("-0" if p < 0 else "+0")
    return f"{ps}/{ts}"


def quality_text(q: Quality) -> str:
    kind = q.kind
    if kind is QualityKind.COLOR:
        return COLOR_NAMES[q.value or ""]
    if kind is QualityKind.EVERY_COLOR:
        return "all colors"
    if kind is QualityKind.CARD_TYPE:
        return plural_word(q.value or "")
    if kind is QualityKind.SUBTYPE:
        return plural_word(q.value or "")
    if kind is QualityKind.CHOSEN_COLOR:
        return "the chosen color"
    if kind is QualityKind.PLAYER:
        if q.value == "chosen":
            return "the chosen player"
        if q.value == "each opponent":
            return "each of your opponents"
        return q.value or "the chosen player"
    if kind is QualityKind.NAME:
        return "the chosen card name" if q.value in (None, "chosen") else q.value
    return str(kind.value)


def list_text(items: Sequence[str], conj: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    if len(items) == 2:
        return f"{items[0]} {conj} {items[1]}"
    return ", ".join(items[:-1]) + f", {conj} " + items[-1]


def color_order(colors: frozenset[str]) -> list[str]:
    """Colors in Oracle order: a pair goes the short way round the color wheel (105.1):
    "green and white", "red and white"; otherwise W, U, B, R, G."""
    ordered = [c for c in COLORS if c in colors]
    if len(ordered) == 2:
        a, b = COLORS.index(ordered[0]), COLORS.index(ordered[1])
        if b - a > 2:
            ordered.reverse()
    return ordered


#: where a filter's words name the object itself ("with mana value equal to the number of
#: charge counters on this artifact"): Renderer.filter_text writes its name there
SELF_MARK = "\x01"
#: where a filter's words give its bound's amount ("with mana value equal to 1 plus the
#: sacrificed creature's mana value"): Renderer.filter_text writes the amount there
MEASURE_MARK = "\x02"
NAME_MARK = "\x03"  # 201.2: "named ~": the card's name (refs.filter_text)


def render_filter(
    f: Filter,
    plural: bool = False,
    zone_word: str = "in",
    type_order: Sequence[str] | None = None,
    conj: str = "or",
    controls: str = "control",
    opponents: bool = False,
    all_graveyards: bool = False,
    post_order: Sequence[str] | None = None,
    subtype_order: Sequence[str] | None = None,
    subtype_conj: str = "or",
) -> str:
    """The noun phrase of a Filter: "nonartifact, nonblack creature you control".

    ``post_order`` orders the phrases after the noun by the Filter fields they come from
    ("with mana value 3 or less an opponent controls": mana_value_max, controller).
    """
    pre: list[str] = []
    if f.attached_kind is not None:  # s11 h-ctl: "enchanted creatures", "equipped Warriors"
        pre.append(f.attached_kind)
    if f.kicked:  # 702.33d (s9 trig)
        pre.append("kicked")
    if f.historic:  # 700.6 (s9 trig)
        pre.append("historic")
    if f.face_down is not None:  # 708.2 (h-face)
        pre.append("face-down" if f.face_down else "face-up")
    if f.tapped is True:
        pre.append("tapped")
    elif f.tapped is False:
        pre.append("untapped")
    if f.blocked is False:
        pre.append("unblocked")
    if f.attacking:
        pre.append("attacking")
    if f.blocking:
        pre.append("blocking")
    if f.in_combat:
        pre.append("attacking or blocking")
    nons = [f"non{t}" for t in _ordered_types(f.non_types)]
    nons += [f"non{COLOR_NAMES[c]}" for c in COLORS if c in f.non_colors]
    nons += [f"non-{s}" for s in sorted(f.non_subtypes - {CHOSEN_TYPE})]  # h-chosen: after
    nons += [f"non{s}" for s in sorted(f.non_supertypes)]
    if f.token is False:
        nons.append("nontoken")
    if nons:
        pre.append(", ".join(nons))
    if f.modified:  # 700.9 (s11 h-count)
        pre.append("modified")
    if f.colors:
        # s10 h-zones, s10 cond: a pair the short way round the color wheel ("green or
        # white", 105.1)
        pre.append(list_text([COLOR_NAMES[c] for c in color_order(f.colors)], "or"))
    if f.multicolored:
        pre.append("multicolored")
    if f.colorless:
        pre.append("colorless")
    for s in ("legendary", "basic", "snow"):
        if s in f.supertypes:
            pre.append(s)
    if f.commander and (f.types or f.subtypes):  # s11 h-ctl: "commander creatures"
        pre.append("commander")
    head = [
        *sorted(f.subtypes - {CHOSEN_TYPE, THAT_TYPE})
    ]  # h-mana: "of the chosen type" goes after
    if subtype_order is not None and set(subtype_order) == f.subtypes:  # h-act: "A or B"
        head = [list_text(list(subtype_order), subtype_conj)]  # s11 h-ctl: "and"
    head += _ordered_types(f.all_types - f.types)  # "artifact creature" (both types)
    types = _ordered_types(f.types)
    if type_order is not None and set(type_order) == set(types):
        types = list(type_order)
    if f.types == PERMANENT_CARD_TYPES:  # 110.4a (issue 12)
        head.append("permanent")
    elif types:
        head.append(list_text(types, conj))
    if f.or_subtypes and types:  # s10 h-zones: "creature or Vehicle" (205.3)
        head[-1] += " or " + " or ".join(sorted(f.or_subtypes))
    tail = ""
    if f.zone == "stack":
        tail = "spell"
    elif f.zone in ("graveyard", "library", "hand", "exile"):
        tail = "card"
    elif f.token:
        tail = "token"
    if not head and not tail and f.commander:  # s11 h-ctl: "Commanders you control"
        tail = "commander"
    if not head and not tail:
        tail = "permanent"
    parts = [*pre, *head]
    if tail:
        parts.append(tail)
    if plural:
        parts[-1] = _plural_phrase(parts[-1])
    text = " ".join(parts)
    post: list[tuple[str, str]] = []
    if f.controller == "you" and f.zone in ("battlefield", "stack"):
        post.append(("controller", f"you {controls}"))
    elif f.controller == "opponent" and f.zone == "graveyard":
        pass  # "from an opponent's graveyard", below
    elif f.controller == "opponent":
        them = "your opponents control" if plural or opponents else "an opponent controls"
        post.append(("controller", them))
    elif f.controller == "not_you":
        post.append(("controller", "you don't control"))
    elif f.controller == "enchanted player":
        post.append(("controller", "enchanted player controls"))
    elif f.controller == "defending player":
        post.append(("controller", "defending player controls"))
    elif f.controller == "trigger player" or f.controller_target is not None:  # h-players
        post.append(("controller", "that player controls"))
    if f.with_keyword:
        post.append(("with_keyword", f"with {f.with_keyword}"))
    if f.without_keyword:
        post.append(("without_keyword", f"without {f.without_keyword}"))
    if f.power_max is not None:
        post.append(("power_max", f"with power {f.power_max} or less"))
    if f.power_min is not None:
        post.append(("power_min", f"with power {f.power_min} or greater"))
    if f.cast_from is not None:  # s10 h-cant, 601.2: "a spell from your graveyard"
        post.append(("cast_from", "from " + f.cast_from))
    if f.power_vs_self is not None:  # s10 h-cant, 208.1 (the self word: refs.filter_text)
        post.append(("power_vs_self", _power_vs_self_text(f.power_vs_self)))
    if f.toughness_max is not None:
        post.append(("toughness_max", f"with toughness {f.toughness_max} or less"))
    if f.toughness_min is not None:
        post.append(("toughness_min", f"with toughness {f.toughness_min} or greater"))
    exact_mv = f.mana_value_max is not None and f.mana_value_max == f.mana_value_min
    if exact_mv:  # s10 h-zones: "with mana value 2" (202.3)
        post.append(("mana_value_eq", f"with mana value {f.mana_value_max}"))
    elif f.mana_value_max is not None:
        post.append(("mana_value_max", f"with mana value {f.mana_value_max} or less"))
    if f.mana_value_x is not None:  # 107.3
        x_words = "with mana value X" + (" or less" if f.mana_value_x == "max" else "")
        post.append(("mana_value_x", x_words))
    if f.mana_value_min is not None and not exact_mv:
        post.append(("mana_value_min", f"with mana value {f.mana_value_min} or greater"))
    if f.toughness_gt_power:  # s10 h-amount, 208.1
        post.append(("toughness_gt_power", "with toughness greater than its power"))
    if f.bound is not None and f.mana_value_x is None:  # s10 h-amount: "... the number of"
        what, how, count = f.bound
        cmp = "less than or equal to" if how == "max" else "equal to"
        if isinstance(count, PowerOf) and count.ref == SelfRef():  # 208.1 (SELF_MARK: refs.py)
            post.append(("bound", f"with {what} {cmp} {SELF_MARK}'s power"))
        elif not isinstance(count, CountOf | CountersOn):  # 608.2h: MEASURE_MARK (refs.py)
            post.append(("bound", f"with {what} {cmp} {MEASURE_MARK}"))
        else:
            if isinstance(count, CountersOn):  # 122.1: on the object itself
                of = f"{count.kind} counters on {SELF_MARK}"
            else:
                of = render_filter(count.filter, plural=True)
            post.append(("bound", f"with {what} {cmp} the number of {of}"))
    if f.attacking_you:
        post.append(("attacking_you", "attacking you"))
    if f.damaged_this_turn:
        post.append(("damaged_this_turn", "that was dealt damage this turn"))
    if f.blocking_source:  # h-trig-combat
        post.append(("blocking_source", "blocking it"))
    if f.entered_this_turn:  # h-history
        post.append(("entered_this_turn", "that entered this turn"))
    if f.attacked_this_turn:  # 508.1
        post.append(("attacked_this_turn", "that attacked this turn"))
    if f.dealt_damage is not None:  # h-history: 120.3
        to = " to you" if f.dealt_damage == "you" else ""
        post.append(("dealt_damage", f"that dealt damage{to} this turn"))
    if f.attached:
        post.append(("attached", "attached to a permanent"))
    if f.targeting:  # h-misc, 115.9b
        post.append(("targeting", "that targets " + " or ".join(map(_targeting_word, f.targeting))))
    if f.same_controller_as_target is not None:
        post.append(("same_controller_as_target", "with the same controller"))
    if f.with_counter is not None:  # 122.1
        kind, form = f.with_counter
        on = "them" if plural else "it"
        many = f"one or more {kind} counters" if form == "one or more" else f"{kind} counters"
        many = many.replace("  ", " ").strip()  # s11 h-count: "with counters on them"
        what = many if plural or form == "one or more" else article(f"{kind} counter".strip())
        if form == "no":  # s11 h-count: "with no counters on it"
            what = f"no {kind} counters".replace("  ", " ")
        post.append(("with_counter", f"with {what} on {on}"))
    if f.zone == "graveyard" and all_graveyards and f.controller is None:
        post.append(("zone", f"{zone_word} all graveyards"))
    elif f.zone == "graveyard":
        where = {"you": "your", "opponent": "an opponent's"}.get(f.controller or "", "a")
        if f.single_graveyard:  # h-zones, 601.2c
            where = "a single"
        post.append(("zone", f"{zone_word} {where} graveyard"))
    elif f.zone == "hand" and f.controller == "you":
        post.append(("zone", "in your hand"))
    if f.from_battlefield_this_turn:  # h-history: after the graveyard it speaks of ("there")
        was = "were" if plural else "was"
        post.append(("from_battlefield", f"that {was} put there from the battlefield this turn"))
    if CHOSEN_TYPE in f.subtypes:  # h-mana, 614.12a
        post.append(("subtypes", "of the chosen type"))
    if THAT_TYPE in f.subtypes:  # h-chosen, 608.2d
        post.append(("subtypes", "of that type"))
    if f.chosen_name:  # 201.4, 608.2c: the name chosen before
        post.append(("chosen_name", "with that name"))
    if CHOSEN_TYPE in f.non_subtypes:  # h-chosen, 608.2d
        post.append(("non_subtypes", f"that {'aren' if plural else 'isn'}'t of the chosen type"))
    if f.named_self is not None:  # 201.2 (the name: refs.filter_text)
        post.append(("named_self", ("named " if f.named_self else "not named ") + NAME_MARK))
    if post_order is not None and sorted(post_order) == sorted(k for k, _ in post):
        post.sort(key=lambda kv: list(post_order).index(kv[0]))
    if post:
        text += " " + " ".join(t for _, t in post)
    return text


def _targeting_word(t: Filter | str) -> str:
    """ "a creature you control" / "you" / "a player" / "this creature" (115.9b)."""
    if isinstance(t, Filter):
        return article(render_filter(t))
    return {"you": "you", "player": "a player", "self": "this creature"}[t]


def _ordered_types(types: frozenset[str]) -> list[str]:
    return sorted(
        types, key=lambda t: (words.TYPE_ORDER.index(t) if t in words.TYPE_ORDER else 99, t)
    )


def _not_other(f: Filter) -> Filter:
    return replace(f, other=False)


def _plural_phrase(phrase: str) -> str:
    # "artifact or creature" -> "artifacts or creatures"
    # "artifact, creature, and land"; s11 h-ctl: "Crabs, Oozes, and/or Horrors"
    for conj in (", and/or ", ", and ", ", or ", " and/or ", " or ", " and "):
        if conj in phrase:
            parts = phrase.split(conj)
            parts = [", ".join(plural_word(x) for x in p.split(", ")) for p in parts]
            return conj.join(parts)
    return ", ".join(plural_word(x) for x in phrase.split(", "))


def _subject_of(e: Any) -> Any:
    if isinstance(e, SetCharacteristics) and e.switch:  # h-act: "switch X's power and ..."
        return None
    if isinstance(e, DealDamage | DividedDamage):  # DividedDamage: 601.2d (h-memory)
        return e.source
    if isinstance(e, Fight):  # 701.14a (h-combat): "you may have X fight Y" has none
        return None if e.have else e.what
    if isinstance(e, AttackDespiteDefender | BlockAdditional):  # 702.3b, 509.1a (h-combat)
        return e.what
    if isinstance(e, AssignNoCombatDamage):  # 510.1a (s10 h-amount)
        return e.what
    if isinstance(e, CombatRequirement):  # 508.1d, 509.1c (s11 h-combat); LURE: none
        return None if e.kind == "lure" or e.have else e.what
    if isinstance(e, CantBlockIt | BlockAnyThisTurn):  # 509.1a-b (s11 h-combat)
        return e.what
    if isinstance(
        e,
        (
            ModifyPT,
            ModifyPTX,
            GrantAbilities,
            GrantProtectionChoice,
            GrantProtectionOptions,
            RemoveAbilities,
            SetCharacteristics,
            DoesntUntapWhile,
            DoesntUntapNext,
            PhaseOut,
            BecomesBlocked,
            RestrictionEffect,
        ),
    ):
        return e.what
    if isinstance(e, (BecomeMonarch, SkipNextUntap, RevealRandomFromHand, GameResult)):
        return e.who
    if isinstance(e, TakeInitiative):  # 725.1: "you take the initiative"
        return e.who
    if isinstance(e, CreateToken) and e.who is not None:  # "Its controller creates ..."
        return e.who
    if isinstance(e, ExtraTurn) and not isinstance(e.who, YouRef):  # 500.7
        return e.who
    if isinstance(e, GainControl) and e.who is not None:  # 613.1b (s10 h-other)
        return e.who
    if isinstance(e, Explore):  # 701.44a (h-look)
        return e.what
    if isinstance(e, Connive):  # 701.50a (h-kw-perm)
        return e.what
    if isinstance(e, Endure):  # 701.63a (s11 h-count)
        return e.what
    if isinstance(e, Blight) and e.who is not None:  # 701.68a (s11 h-count)
        return e.who
    if isinstance(e, Incubate) and e.who is not None:  # 701.53a (h-kw-perm)
        return e.who
    if isinstance(e, BecomesChosen | Animate):  # h-mana; h-misc: "becomes a 3/3 creature"
        return e.what
    if isinstance(e, CantCastThisTurn) and not isinstance(e.who, EachRef):  # h-misc: 101.2
        return e.who
    if isinstance(e, (GainLife, LoseLife, PlayerCounters)):  # PlayerCounters: 122.1
        return e.who
    if isinstance(e, (Draw, Discard, Mill)) and not isinstance(e.who, YouRef):
        if isinstance(e, Discard) and e.chooser == "you" and e.filter is not None:
            return None
        return e.who
    if isinstance(e, Sacrifice | SacrificeSeveral) and not isinstance(e.who, YouRef):
        return e.who
    if isinstance(e, ReturnChosenBy):  # s11 h-ctl, 608.2d
        return e.who
    if isinstance(e, RevealTopCard) and isinstance(e.who, YouRef) and e.to_hand_if == Filter():
        return None  # s10 h-amount: "reveal the top card ... and put that card into your hand"
    if isinstance(e, RevealTopCard) and not (e.to_hand_if is None and isinstance(e.who, YouRef)):
        return e.who  # h-amount: "reveal the top card of your library" has none (701.20a)
    if isinstance(e, ShuffleIntoLibrary) and not isinstance(e.who, YouRef):  # h-zones
        return e.who
    return None


def ability_filter_words(f: Filter) -> str:
    """113.8, 113.7: " you control" / " you don't control", then " from an artifact source",
    " from an artifact or enchantment source", " from a colorless source"."""
    words = {"you": " you control", "not_you": " you don't control"}.get(f.controller or "", "")
    if f.colorless:
        words += " from a colorless source"
    elif f.types:
        noun = " or ".join(sorted(f.types))
        words += f" from {'an' if noun[0] in 'aeiou' else 'a'} {noun} source"
    return words


def target_phrase(spec: TargetSpec, zone_word: str = "in", renderer: Any = None) -> str:
    """The words of a target phrase: "target creature", "any target", "two target players"."""
    if spec.kind.endswith("ability"):  # 115.1: "target activated or triggered ability"
        return "target " + spec.kind + ability_filter_words(spec.filter)
    if spec.kind == "any":
        if spec.count_x:
            return "X targets"  # "each of X targets" (107.3)
        if spec.count > 1:
            return f"{number_text(spec.count)} targets"
        if spec.filter.differs_from_target is not None:  # 115.3
            return "any other target"
        return "any target"
    if spec.kind == "player":
        noun = "opponent" if spec.player == "opponent" else "player"
        return _counted(spec, noun, noun + "s")
    if spec.kind == "object_or_player":
        who = "opponent" if spec.player == "opponent" else "player"
        return f"target {who} or " + render_filter(spec.filter)
    f = spec.filter
    another = f.other or f.differs_from_target is not None  # 115.3
    if another:
        f = replace(f, other=False, differs_from_target=None)
    if renderer is not None:
        sg = renderer.filter_text(f, zone_word=zone_word)
        pl = renderer.filter_text(f, plural=True, zone_word=zone_word)
    else:
        sg = render_filter(f, zone_word=zone_word)
        pl = render_filter(f, plural=True, zone_word=zone_word)
    text = _counted(spec, sg, pl)
    if another and (spec.count > 1 or spec.up_to):  # "two other target creatures" (115.3)
        return text.replace("target", "other target", 1)
    return ("another " + text) if another else text


def _counted(spec: TargetSpec, sg: str, pl: str) -> str:
    if spec.count_x:  # h-act: "X target lands" (107.3)
        return f"X target {pl}"
    if spec.up_to:
        if spec.count == 1:
            return f"up to one target {sg}"
        return f"up to {number_text(spec.count)} target {pl}"
    if spec.count == 1:
        return f"target {sg}"
    return f"{number_text(spec.count)} target {pl}"


def loyalty_text(n: int) -> str:
    """ "[+1]", "[−2]" (Oracle writes a minus sign, U+2212), "[0]" (606)."""
    if n > 0:
        return f"[+{n}]"
    if n < 0:
        return f"[−{-n}]"
    return "[0]"


def alternative_cost_text(a: AlternativeCost) -> str:
    if a.condition_subtype and a.opponent_gains_life:
        return words.alternative_cost_text(a.condition_subtype, a.opponent_gains_life)
    return a.text


def characteristics_text(e: SetCharacteristics) -> str:
    """ "a blue Frog with base power and toughness 1/1" (Turn to Frog)."""
    parts = []
    if e.colors:
        parts.append(list_text([COLOR_NAMES[c] for c in color_order(e.colors)]))
    parts += list(e.creature_types or ())
    text = article(" ".join(parts)) if parts else ""
    if e.power is not None and e.toughness is not None:
        pt = f"base power and toughness {e.power}/{e.toughness}"
        text = f"{text} with {pt}" if text else pt
    return text


def pt_x_text(p: int, t: int) -> str:
    """ "-X/-X", "+X/+0": the change per point of X of a ModifyPTX."""

    def one(n: int, other: int) -> str:
        if n:
            return ("+" if n > 0 else "-") + "X"
        return "-0" if other < 0 else "+0"

    return f"{one(p, t)}/{one(t, p)}"


def cant_text(cant: frozenset[str], until: Duration | None = None) -> str:
    """What "can't" forbids; ``until``: a one-shot "can't" says how long it lasts (611.2a:
    "this turn", "until your next turn")."""
    if until is not None:
        when = "until your next turn" if until is Duration.YOUR_NEXT_TURN else "this turn"
        return f"{cant_text(cant)} {when}"
    if cant == {"attack alone", "block alone"}:  # 506.5
        return "attack or block alone"
    if cant == {"attack", "block"}:
        return "attack or block"
    return " or ".join(sorted(cant))


def number_amount(amount: Any) -> str:
    amount = plain_amount(amount)
    if isinstance(amount, XAmount):
        return "X"
    if isinstance(amount, EventAmount):  # h-trig-events (603.2)
        return f"that {amount.word}"
    return str(amount)


def cards_text(n: Any) -> str:
    n = plain_amount(n)
    if isinstance(n, XAmount):
        return "X cards"
    if isinstance(n, EventAmount):  # h-trig-events (603.2)
        return "that many cards"
    if n == 1:
        return "a card"
    return f"{number_text(n)} cards"


#: 500.4, 106.4: the sentence after "add ..." that keeps the mana until the turn ends
KEPT_MANA = ". Until end of turn, you don't lose this mana as steps and phases end"


def mana_text(e: AddMana) -> str:
    # h-mana (106.1): "two mana of any one color", "two mana in any combination of colors",
    # "one mana of the chosen color", "{W} or one mana of the chosen color"
    if e.could_produce is not None:  # h-act, 106.7
        what = article(render_filter(e.could_produce))
        return f"one mana of any {'type' if e.any_type else 'color'} that {what} could produce"
    x_count = isinstance(e.count, XAmount | WhereX)  # h-act "X mana" (107.3), h-amount (107.3c)
    if e.combination and (x_count or e.alternatives):  # h-act, 107.3
        of = list_text(list(e.alternatives), "and/or") if e.alternatives else "colors"
        n = "X" if x_count else number_text(e.many)
        return f"{n} mana in any combination of {of}"
    if e.any_color and x_count:  # h-act, h-amount: "X mana of any one color, where X is ..."
        return "X mana of any one color"
    if e.combination:
        return f"{number_text(e.many)} mana in any combination of colors"
    if e.chosen_color:
        chosen = f"{number_text(e.many or 1)} mana of the chosen color"
        return f"{e.mana} or {chosen}" if e.mana else chosen
    if e.any_color and e.many:
        return f"{number_text(e.many)} mana of any one color"
    if e.any_color:
        return "one mana of any color"
    if e.alternatives:
        return list_text([e.mana, *e.alternatives], "or")
    return e.mana


def extra_lands_text(n: int) -> str:
    """305.2: "an additional land", "two additional lands"."""
    return "an additional land" if n == 1 else f"{number_text(n)} additional lands"


_CMP_WORDS = {
    "<": "less than",
    ">": "greater than",
    "<=": "less than or equal to",
    ">=": "greater than or equal to",
}


def _power_vs_self_text(cmp: tuple[str, str]) -> str:
    """s10 h-cant, 208.1: "with power less than ~'s power" / "with greater power"."""
    op, poss = cmp
    if not poss:
        return "with greater power"
    return f"with power {_CMP_WORDS[op]} {poss} power"
