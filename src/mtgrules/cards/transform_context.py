"""What the transformer knows while reading one ability (``Context``), and the error for a
phrase it can't read (``Unread``): shared by every transformer mixin (transform_nouns.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.ir import (
    AttachedRef,
    SelfRef,
    TargetControllerRef,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
)


class Unread(Exception):
    """A phrase the transformer can't turn into ability objects; parser.py turns it into a
    CardTextError naming the card."""

    def __init__(self, phrase: str, detail: str = "") -> None:
        super().__init__(phrase, detail)
        self.phrase = phrase
        self.detail = detail


@dataclass
class Context:
    """What the transformer knows while reading one ability (or one spell's paragraphs)."""

    is_spell: bool = False
    targets: list[TargetSpec] = field(default_factory=list)
    # the line as printed (its case kept; "~" where the text names the card) and what "~"
    # stands for in it: for names the text gives ("Create Marit Lage, a legendary ...")
    cased: str = ""
    tilde: str = ""
    antecedent: Any = None  # what "it" refers to
    # what "it" referred to before the last target was named: "Another target creature blocks
    # it this turn if able" (a creature doesn't block itself: "it" is the one before)
    before_target: Any = None
    player: Any = None  # what "that player" refers to
    self_word: str | None = None
    self_seen: bool = False
    # 702.33e: "If this spell was kicked, it deals ..." with no object named before: "it"
    # is the spell (transform_keywords.kicked_if)
    kicked_self: bool = False
    # the target returned to its owner's hand: "that player" is its owner (608.2h)
    owner_hand: int | None = None
    # "Counter target spell unless its controller pays {1}. That player ...": that target
    its_controller: int | None = None
    # "When enchanted creature dies, its controller ...": the trigger's object is the
    # permanent the source was attached to (603.10a, 608.2h)
    attached_left: bool = False
    # "each player" / "each opponent" named: "that player" in an amount is each in turn
    each_players: bool = False
    trigger_object: bool = False  # the trigger names an object other than this one
    # a cast trigger ("Whenever you cast ..."): "it" is the spell until the text names this
    # object ("put a +1/+1 counter on this creature and it gains flying": this creature)
    cast_trigger: bool = False
    # a trigger naming another object, then this one: "it" became this object (608.2c)
    self_switched: bool = False
    trigger_attached_dies: bool = False  # h-zones: "When enchanted creature dies, ... that card"
    pronouns: dict[int, int] = field(default_factory=dict)  # target index -> "it" count
    created_count: Any = None  # how many tokens the last "create ..." made ("it" / "them")
    group: Any = None  # the last group of objects named ("all creatures"): "they" / "them"
    variants: set[str] = field(default_factory=set)

    def add_target(self, spec: TargetSpec) -> TargetRef:
        self.targets.append(spec)
        ref = TargetRef(len(self.targets) - 1)
        if spec.kind == "player":
            self.player = ref
        else:
            self.before_target = self.antecedent
            self.antecedent = ref
        return ref


_CARD_TYPE_NOUNS = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker"})


def is_that_kind(targets: list[Any], noun: str) -> bool:
    """Whether the last target is an object whose card types include ``noun``'s."""
    if not targets or targets[-1].kind != "object":
        return False
    return noun.lower() in _CARD_TYPE_NOUNS and noun.lower() in targets[-1].filter.types


def not_that_kind(targets: list[Any], noun: str) -> bool:
    """Whether the last target is an object of other card types only than ``noun`` says
    ("that creature" after "target land you control")."""
    if not targets or noun.lower() not in _CARD_TYPE_NOUNS:
        return False
    last = targets[-1]
    types = last.filter.types if last.kind == "object" else frozenset()
    return bool(types) and noun.lower() not in types


def back_to_target(ctx: Context, noun: str) -> bool:
    """Whether "that ``noun``", said while "that ..." names the trigger's object, names the
    last target again: the target is of that kind, and the trigger's object was called by
    another noun ("If that land is an Island, that creature ...", 608.2c)."""
    return (
        is_that_kind(ctx.targets, noun)
        and f"trigobj:that {noun}" not in ctx.variants
        and any(v.startswith("trigobj:that ") for v in ctx.variants)
    )


def attached_antecedent(ctx: Context, kind: str) -> AttachedRef:
    """ "tap enchanted creature. It deals damage to you equal to its power.": "it" after the
    enchanted (or equipped) object is that object (608.2c), unless it already names a target
    or a created token."""
    ref = AttachedRef(kind)
    if ctx.antecedent is None or isinstance(ctx.antecedent, SelfRef | TriggerObjectRef):
        ctx.antecedent = ref
    return ref


CREATED = "created token"  # the antecedent "create ..." leaves (transform_nouns.CREATED_TOKEN)


def not_created(ctx: Context, noun: str) -> bool:
    """Whether "that NOUN" may name the trigger's object: the trigger names one, and it isn't
    "that token" after "create a token that's a copy of that creature" (the token, 111.1)."""
    return ctx.trigger_object and not (ctx.antecedent == CREATED and noun == "token")


def opponent_of_target(ctx: Context) -> TargetControllerRef | None:
    """ "Destroy target creature an opponent controls. That player loses 3 life." / "target
    card from an opponent's graveyard ... that player": the one opponent the last target
    phrase named, its controller, or for a card in a graveyard its owner (404.1, 608.2h);
    None when the last target phrase names no such player. After "return target permanent
    to its owner's hand", "that player" is that owner (108.3)."""
    if ctx.owner_hand is not None:
        ctx.variants.add(f"that_player_ctl:{ctx.owner_hand}")
        return TargetControllerRef(ctx.owner_hand, owner=True)
    if ctx.its_controller is not None:  # "its controller ... That player" (608.2h)
        ctx.variants.add(f"that_player_ctl:{ctx.its_controller}")
        return TargetControllerRef(ctx.its_controller)
    last = ctx.targets[-1] if ctx.targets else None
    f = None if last is None else last.filter
    if last is None or last.kind != "object" or f is None or f.controller != "opponent":
        return None
    if last.count != 1 or last.up_to:
        return None
    index = len(ctx.targets) - 1
    ctx.variants.add(f"that_player_ctl:{index}")
    return TargetControllerRef(index, owner=f.zone == "graveyard")
