"""Abilities (113): keyword (702), spell (113.3a), activated (602), loyalty (606), triggered
(603) and static (604) abilities and the ``Ability`` union; with the parts they are made of
(trigger conditions, replacement effects of static abilities).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from mtgrules.cards.ir.attack_costs import AttackTax
from mtgrules.cards.ir.cant import CastBan, SpellsCantBeCountered  # h-misc: 101.2
from mtgrules.cards.ir.cast_flash import (
    CastAsThoughFlash,  # h-flash: 601.3b
    SpellsAsThoughFlash,  # 601.3b (s9 h-other)
)
from mtgrules.cards.ir.conditions import Condition, IfCondition
from mtgrules.cards.ir.costs import CostChange, SelfCostChange  # h-costs
from mtgrules.cards.ir.damage_mods import DamageModification  # s10 h-amount: 614.1a
from mtgrules.cards.ir.effects import AddMana, Effect
from mtgrules.cards.ir.entering import (
    CountersReplacement,
    EnterAsCopyOfThis,
    EntersWithAdditional,
    EnterTapped,
    TokensReplacement,
)
from mtgrules.cards.ir.lands import AdditionalLands
from mtgrules.cards.ir.lure import AssignAsUnblocked, BlockedByAll
from mtgrules.cards.ir.prevention import StaticPrevention
from mtgrules.cards.ir.refs import Amount, Filter, Ref, SelfRef, TargetSpec
from mtgrules.cards.ir.s11_count import CounterPrevention  # s11 h-count: 615.1a
from mtgrules.cards.ir.s11_ctl import CantHaveAbilities, UntapDuringOthers  # s11 h-ctl
from mtgrules.cards.ir.s11_gy import (  # s11 h-gy
    CastFromGraveyardOnce,
    CastSelfFromGraveyard,
    HaveFlashback,
    OpponentDiscardToBattlefield,
)
from mtgrules.cards.ir.skips import MayNotUntap, SkipStep
from mtgrules.cards.ir.values import Cost, Layout, Quality


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability (702). ``name`` is lower-case ("flying", "first strike").

    Arguments by keyword: protection and "hexproof from" carry ``qualities`` (702.16g: each
    "from" is its own ability, so "protection from black and from red" parses to two
    Keyword objects); enchant carries ``filter`` (what it can enchant; ``enchant_player``
    for "Enchant player"); equip and ward carry ``cost``; toxic carries ``amount``.
    """

    name: str
    quality: Quality | None = None
    filter: Filter | None = None
    cost: Cost | None = None
    amount: int | None = None
    enchant_player: bool = False
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """The effects of an instant or sorcery (113.3a), in text order."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """ "COST: EFFECT" (602). A mana ability (605.1a) when it adds mana and has no target."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    sorcery_speed: bool = False  # "Activate only as a sorcery."
    once_each_turn: bool = False  # "Activate only once each turn." (602.5b)
    your_turn_only: bool = False  # "Activate only during your turn." (602.5b)
    your_upkeep_only: bool = False  # "Activate only during your upkeep." (602.5b)
    # "Activate only during your turn, before attackers are declared." (602.5b; with
    # ``your_turn_only``): not in the declare attackers step or later in the turn (508)
    before_attackers: bool = False
    any_player: bool = False  # "Any player may activate this ability." (602.2)
    # 702.142a: "Boast — [Cost]: [Effect]" (written so): "Activate only if this creature
    # attacked this turn and only once each turn" (``once_each_turn`` and ``condition`` set)
    boast: bool = False
    # 702.177a: "Exhaust — [Cost]: [Effect]": "Activate only once." (for this object, 400.7)
    exhaust: bool = False
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
    # "Activate only if you control a Swamp." (602.5b, ir/conditions.py)
    condition: Condition | None = None
    # h-costs, 602.2b, 601.2f: "This ability costs {1} less to activate for each ..."
    cost_change: SelfCostChange | None = None
    # h-act, 602.5b: "Activate no more than twice each turn." (0: no such limit)
    max_per_turn: int = 0
    # s10 h-act: "Power-up — [Cost]: [Effect]" (reminder text: "Activate each power-up
    # ability only once. Reduce the cost by its mana cost if it entered this turn."; 602.5b,
    # 601.2f, 118.7: rules/power_up.py)
    power_up: bool = False
    # s10 h-act: "{3}, {T} or {R}, {T}: EFFECT": ``cost`` or this one, chosen as it's activated
    # (601.2f, 602.2b: the answer's ``alternative``)
    alt_cost: Cost | None = None
    # 606.4: the activated ability a planeswalker's loyalty ability is (rules/abilities.py)
    loyalty: bool = False

    @property
    def is_mana_ability(self) -> bool:
        # 605.1a: no target, not a loyalty ability, and it could add mana as it resolves:
        # "Add {G}. If you control ..., add {G}{G} instead." (the mana under a condition counts)
        return (
            not self.targets
            and not self.loyalty
            and any(
                isinstance(e, AddMana) or (isinstance(e, IfCondition) and bool(mana_effects(e)))
                for e in self.effects
            )
        )


def mana_effects(e: IfCondition) -> list[AddMana]:
    """The mana an "If ..., add ... [instead]." may add, on either branch (605.1a, 106.7)."""
    return [x for x in e.effects + e.otherwise if isinstance(x, AddMana)]


class TriggerEvent(Enum):
    ENTERS = "enters"  # "When this creature enters"
    DIES = "dies"
    ATTACKS = "attacks"
    BLOCKS = "blocks"
    DEALS_COMBAT_DAMAGE_TO_PLAYER = "deals combat damage to a player"
    DEALS_DAMAGE = "deals damage"
    UPKEEP = "beginning of upkeep"
    END_STEP = "beginning of end step"
    CAST_SPELL = "cast a spell"  # "Whenever you cast a noncreature spell"
    PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD = "put into a graveyard from the battlefield"
    LEAVES_BATTLEFIELD = "leaves the battlefield"  # 603.6c, 603.10a
    ATTACKS_ALONE = "attacks alone"  # exalted (702.83a)
    BECOMES_TARGET = "becomes the target"  # ward (702.21a) and "becomes the target of" triggers
    GAIN_LIFE = "gain life"  # "Whenever you gain life" (603.2)
    BEGIN_COMBAT = "beginning of combat"  # "At the beginning of combat on your turn" (500.6)
    STATE = "state"  # 603.8: "When you control no Islands, ..." (Trigger.condition)
    # 122.6: "Whenever one or more +1/+1 counters are put on this creature" (Trigger.counter)
    COUNTERS_PUT = "counters put"
    TURNED_FACE_UP = "turned face up"  # 702.37e, 708.8: "When this creature is turned face up"
    # 511.2: "at end of combat": only delayed triggered abilities yet (decayed, 702.147a)
    END_OF_COMBAT = "end of combat"
    # h-trig-events (rules/trigger_events.py): 121.1 "Whenever you draw a card", 701.9a "you
    # discard a card", 702.29 "you cycle or discard a card" (DISCARD with Trigger.cycle),
    # 701.21a "you sacrifice a creature", 701.26a "becomes tapped", 120.3 "is dealt damage"
    DRAW = "draw a card"
    DISCARD = "discard a card"
    SACRIFICE = "sacrifice"
    BECOMES_TAPPED = "becomes tapped"
    BECOMES_UNTAPPED = "becomes untapped"  # 701.26b: "Whenever this creature becomes untapped"
    DEALT_DAMAGE = "is dealt damage"
    # 106.12a: "Whenever enchanted land is tapped for mana", "Whenever you tap a Swamp for
    # mana": a {T} mana ability of the permanent resolved and made mana (rules/mana_triggers)
    TAPPED_FOR_MANA = "is tapped for mana"
    # h-trig-combat (issue 12): combat trigger events (506-510)
    ATTACKS_UNBLOCKED = "attacks and isn't blocked"  # 509.1h: noticed as blockers are declared
    BECOMES_BLOCKED = "becomes blocked"  # 509.1h, 509.3c-d
    BLOCKS_OR_BLOCKED = "blocks or becomes blocked"  # 509.3c-f
    YOU_ATTACK = "you attack"  # 508.1: "Whenever you attack [with N or more creatures]"
    ATTACKS_OR_BLOCKS = "attacks or blocks"  # 508.3a, 509.3a
    DEALS_DAMAGE_TO_PLAYER = "deals damage to a player"  # 120.3: combat or not (whose)
    ENTERS_OR_ATTACKS = "enters or attacks"  # 603.2, 508.3a: either event
    PLAYER_ATTACKED = "is attacked"  # 508.3b: "Whenever enchanted player is attacked"
    # h-history (issue 12): "At the beginning of your first (precombat) main phase" and
    # "... second (postcombat) main phase" (505.1, 505.1a; rules/turn.turn_based_actions)
    FIRST_MAIN = "beginning of first main phase"
    SECOND_MAIN = "beginning of second main phase"  # 505.1b: the second of the turn
    POSTCOMBAT_MAIN = "beginning of postcombat main phase"  # 505.1a: each one but the first
    # s9 (trig): 504.1, 603.2b "At the beginning of your draw step"; 702.29c "When you cycle
    # this card" / "Whenever you cycle a card" (rules/trigger_more.py)
    DRAW_STEP = "beginning of draw step"
    CYCLE = "cycle a card"
    # 701.9a, 113.6k: "When a spell or ability an opponent controls causes you to discard this
    # card" (rules/discard_cause.fire: from the zone the card went to; "that player": the
    # opponent who controls that spell or ability)
    DISCARDED_BY_OPPONENT = "discarded by an opponent's spell or ability"
    # 120.3, 510.2: "Whenever this creature deals [combat] damage to a creature" ("that
    # creature": the one dealt damage; rules/trigger_firing.fire_damaged_creatures)
    DEALS_DAMAGE_TO_CREATURE = "deals damage to a creature"
    DEALS_COMBAT_DAMAGE_TO_CREATURE = "deals combat damage to a creature"
    # 701.22d, 701.25d: "Whenever you scry" / "surveil" / "scry or surveil" (or_event)
    SCRY = "scry"
    SURVEIL = "surveil"
    RING_TEMPTS = "the Ring tempts you"  # 701.54d: "Whenever the Ring tempts you"
    # 309.4c: a dungeon's room ability ("When you move your venture marker into this room",
    # not printed on the card); 309.7: "Whenever you complete a dungeon"
    ROOM_ENTERED = "you move your venture marker into this room"
    COMPLETE_DUNGEON = "you complete a dungeon"
    TAKES_INITIATIVE = "a player takes the initiative"  # 725.2: the initiative's own
    # 120.3: "Whenever you're dealt damage" (once for the damage dealt at once, 120.5) and
    # "Whenever a source an opponent controls / a creature deals damage to you" (per source)
    DEALT_DAMAGE_YOU = "you're dealt damage"
    # 700.13: "Whenever you commit a crime" (a spell or ability targeting an opponent, or
    # what an opponent controls or has in their graveyard)
    CRIME = "commit a crime"
    # 701.43a "Whenever you exert a creature"; 701.44a "Whenever a creature you control explores"
    EXERT = "exert a creature"
    # 120.3: "Whenever a source deals damage to this creature": once for each source ("that
    # source", "that source's controller", "that many")
    DAMAGED_BY_SOURCE = "a source deals damage to"
    EXPLORES = "explores"
    DEALS_DAMAGE_TO_YOU = "deals damage to you"
    # s10 trig, 603.2c: "Whenever one or more cards leave your graveyard" (once per event)
    LEAVES_GRAVEYARD = "leave your graveyard"
    # s10 trig: "Whenever a card is put into an opponent's graveyard from anywhere" (404.2)
    PUT_INTO_GRAVEYARD = "put into a graveyard from anywhere"
    # s10 trig: "Whenever an opponent loses life" (119.3; "that much": the life lost)
    LOSE_LIFE = "lose life"
    # s11 h-tok, 707.10: "Whenever you cast or copy an instant or sorcery spell" (magecraft,
    # 207.2c): a copy of a spell put onto the stack by its controller (a second event of a
    # CAST_SPELL trigger, ``Trigger.or_event``)
    COPY_SPELL = "copy spell"


@dataclass(frozen=True, slots=True)
class Trigger:
    """The trigger condition of a triggered ability (603.1)."""

    event: TriggerEvent
    subject: Ref = SelfRef()  # whose event: this object, or EachRef for "a creature"
    filter: Filter | None = None  # for "Whenever you cast a noncreature spell" etc.
    whose: str = "any"  # "you" / "opponent" / "any" for upkeep and end step triggers
    condition: Condition | None = None  # a state trigger's condition (603.8)
    counter: str | None = None  # COUNTERS_PUT: the kind of counter (122.6)
    # h-trig-events: "your second spell / card each turn": the event only when it is the
    # player's Nth of its kind this turn (CAST_SPELL, DRAW); 0: every one
    nth: int = 0
    # 702.29: "Whenever you cycle or discard a card" (DISCARD): cycling discards too
    cycle: bool = False
    # BECOMES_TARGET (115.1, 603.2): "of a spell" / "of an ability" / "of a spell or ability"
    # (whose: who controls it: "you", "opponent", "any"); "for the first time each turn"
    target_of: str = ""
    first_each_turn: bool = False
    # CAST_SPELL: "Whenever you cast a spell that targets this creature" (heroic, 115.1)
    targets_self: bool = False
    # h-trig-combat: "Whenever this creature or another creature you control enters": the
    # source itself, or an object ``subject`` matches (603.2)
    or_self: bool = False
    # 603.2c: "Whenever one or more creatures you control attack": once per event
    group: bool = False
    # "you attack with two or more creatures" (YOU_ATTACK, 508.1) / "attack a player"
    min_count: int = 0
    attack_player: bool = False
    # "blocks or becomes blocked by a non-Wall creature": the other creature (509.3c-f)
    other_filter: Filter | None = None
    # 714.2b-c: a chapter ability "I, II — EFFECT": COUNTERS_PUT of lore counters, with the
    # chapter numbers whose threshold the lore counters crossed (rules/sagas.py)
    chapters: tuple[int, ...] = ()
    # s9 (trig), 603.2: "When this creature enters or dies": a second event the same ability
    # triggers on (each one separately)
    or_event: TriggerEvent | None = None
    # 601.2i, 603.2: "When you cast this spell": the spell's own ability, on the stack
    this_spell: bool = False
    # 404.2, 603.6c: "is put into your / an opponent's graveyard from the battlefield": whose
    # graveyard (its owner's: "you" / "opponent"); "": any
    graveyard: str = ""
    # CAST_SPELL: "you cast a spell during an opponent's turn" (102.2: a turn whose active
    # player is an opponent of the ability's controller)
    opponents_turn: bool = False
    # s10 trig: PUT_INTO_GRAVEYARD "from your library" (else "from anywhere")
    from_library: bool = False
    # s10 trig: "Whenever you lose life during your turn" (the controller's turn, 102.2)
    your_turn: bool = False
    # s10 trig: "deals combat damage", "is dealt combat damage" (510.2): DEALS_DAMAGE,
    # DEALT_DAMAGE and DEALS_DAMAGE_TO_YOU of combat damage only
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """ "When/Whenever/At TRIGGER, EFFECT" (603)."""

    trigger: Trigger
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False  # "you may"
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
    # 603.4: "When ..., if you control three or more artifacts, ..." (ir/conditions.py)
    intervening_if: Condition | None = None
    # h-trig-events, 603.2: "This ability triggers only once each turn." (per object, 400.7)
    once_each_turn: bool = False
    # 603.2h: "you may ... Do this only once each turn.": it triggers only while its
    # controller hasn't done it this turn (rules/trigger_events.not_done, done_this_turn)
    do_once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (604) generating continuous effects (611.3) while its source is on
    the battlefield: ``effect`` is a ModifyPT or GrantAbilities whose ``what`` is an
    EachRef ("creatures you control have trample") or AttachedRef ("enchanted creature
    gets +2/+0"), or a replacement/prevention effect (614, 615)."""

    effect: (
        Effect
        | Replacement
        | LifeReplacement
        | CharacteristicDefiningPT
        | EnterTapped
        | EnterAsCopyOfThis
        | EntersWithAdditional
        | CountersReplacement
        | TokensReplacement
        | StaticPrevention  # 615.1a (ir/prevention.py)
        | CounterPrevention  # 615.1a (ir/s11_count.py, s11 h-count)
        | DamageModification  # 614.1a (ir/damage_mods.py, s10 h-amount)
        | CostChange  # 601.2f (h-costs)
        | SelfCostChange
        | SpellsCantBeCountered  # 101.2 (h-misc, ir/cant.py)
        | CastBan
        | UntapDuringOthers  # 502.3 (ir/s11_ctl.py, s11 h-ctl)
        | CantHaveAbilities  # 613.1f (ir/s11_ctl.py, s11 h-ctl)
    )
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
    # 611.3a: "... as long as CONDITION": the effect applies only while it's true
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class Replacement:
    """A replacement or prevention effect of a static ability (614, 615).

    ``kind``: "regenerate_instead" ("If this creature would be destroyed, regenerate it"),
    "prevent_damage" ("If a source would deal damage to FILTER, prevent N of that damage";
    ``amount`` None prevents all), "enters_tapped".
    """

    kind: str
    filter: Filter | None = None
    amount: int | None = None
    counter: str | None = None  # "enters_with_counters": the kind of counter (614.1c)
    # h-amount: "enters_with_x_counters_where": "..., where X is MEASURE" (107.3c), counted
    # as it would enter (614.1c, 608.2h: rules/entering.py)
    measure: Any = None


@dataclass(frozen=True, slots=True)
class LifeReplacement:
    """614.1a: "If WHO would gain/lose life [during your turn], RESULT instead."

    ``who``: whose life change it replaces, seen from the ability's controller: "you",
    "opponent" or "player". ``event``: "gain" or "lose". ``result``: "plus" (that much plus
    ``amount``: Angel of Vitality), "twice" (twice that much: Boon Reflection, Bloodletter of
    Aclazotz), "lose" (that player loses that much life instead: Tainted Remedy) or "none"
    (that player gains no life: Sulfuric Vortex). ``subject``: the result's subject as
    printed ("you", "that player", "they"), for rendering.
    """

    who: str
    event: str
    result: str
    amount: int = 0
    your_turn: bool = False
    subject: str = "you"


@dataclass(frozen=True, slots=True)
class CharacteristicDefiningPT:
    """604.3, 613.4a: "This creature's power is equal to N and its toughness is equal to
    that number plus M". ``count`` names what is counted, e.g. "card types among cards in
    all graveyards" (Tarmogoyf)."""

    count: str
    power_offset: int = 0
    toughness_offset: int = 0
    # "~'s power and toughness are each equal to the number of Swamps you control" (Nightmare):
    # the value from the Amount sub-grammar (rules/amounts.py); ``power_only``: "~'s power is
    # equal to ..." (its toughness is the printed one)
    amount: Amount | None = None
    power_only: bool = False


@dataclass(frozen=True, slots=True)
class Restriction:
    """A static "can't" (e.g. "This creature can't block", "can't attack or block")."""

    what: Ref
    cant: frozenset[str]  # {"attack", "block", "be blocked"}
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
    # "... can't attack unless defending player controls an Island", "... can't block as
    # long as ..." (508.1c, 509.1b, 611.3a: ir/conditions.py)
    condition: Condition | None = None
    # 509.1b: "can't be blocked by creatures with power 2 or less" (``blockers``: the blockers
    # it can't be blocked by; with ``blockers_except``, "can't be blocked except by Walls":
    # the only ones it can be blocked by); ``cant`` is then {"be blocked"}
    blockers: Filter | None = None
    blockers_except: bool = False


@dataclass(frozen=True, slots=True)
class CastRestriction:
    """ "Cast this spell only during combat after blockers are declared." (601.3)."""

    text: str
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class AsEntersChoose:
    """ "As this Aura enters, choose a color." (614.12a: chosen as it enters)."""

    choice: str  # "color" | "creature type" | "opponent" | "card type" | "player" | "pay life"
    other_than: str = ""  # h-mana: "choose a color other than red" (a color letter)
    # "As this land enters, you may pay 2 life. If you don't, it enters tapped." (614.12:
    # choice "pay life", answered yes or no as it enters; 119.4)
    pay_life: int = 0
    # h-zones: "As this land enters, you may reveal a Giant card from your hand. If you don't,
    # this land enters tapped." (choice "reveal": the card revealed, or no; 614.12, 701.20a)
    reveal: Filter | None = None
    # s11 h-count, 614.1c, 614.12: "This creature enters with your choice of a deathtouch
    # counter or a lifelink counter on it." (choice "counter kind": one of these kinds)
    counter_kinds: tuple[str, ...] = ()
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """ "You may have this creature enter as a copy of any creature on the battlefield[,
    except ...]." (614.1c, 707.5): a replacement effect; the copy effect it makes applies in
    layer 1 (613.2a). The exceptions become part of the copy's copiable values (707.9a-b):
    ``pt`` "it's 7/7", ``add_types`` / ``add_subtypes`` "it's an artifact / a Ninja in
    addition to its other types", ``add_abilities`` "it has haste and dethrone"."""

    filter: Filter
    any_on_battlefield: bool = True  # "any creature on the battlefield" | "a creature you control"
    pt: tuple[int, int] | None = None
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    add_abilities: tuple[Keyword, ...] = ()
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class MaxHandSize:
    """402.2: "You have no maximum hand size." (``change`` None), "Your maximum hand size is
    increased by one.", "Each opponent's maximum hand size is reduced by two." (``who``:
    "you" or "opponent", relative to the permanent's controller)."""

    who: str
    change: int | None
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class CantBeCountered:
    """ "This spell can't be countered." (101.2, 113.6g)."""

    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """ "As an additional cost to cast this spell, sacrifice a creature." (601.2f)."""

    cost: Cost
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class LoyaltyAbility:
    """ "[+1]: EFFECT" (606): a planeswalker's loyalty ability; ``loyalty`` is the signed
    change (+1, -3, 0), paid by adding or removing loyalty counters (606.4)."""

    loyalty: int
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """ "If you control a Forest, rather than pay this spell's mana cost, you may have an
    opponent gain 3 life." (118.9, 601.2b). ``condition_subtype``: the land subtype you must
    control; ``opponent_gains_life``: the life an opponent gains as the cost."""

    text: str
    condition_subtype: str | None = None
    opponent_gains_life: int = 0
    mana: str | None = None
    # "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." / "If you control
    # a Swamp, you may pay 4 life rather than pay this spell's mana cost.": ``mana`` or
    # ``pay_life`` is the cost; ``condition`` (an ir.Condition, None: always) must be true
    pay_life: int = 0
    condition: Condition | None = None
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
    # s11 h-ctl: "If CONDITION, you may cast this spell without paying its mana cost." (118.9:
    # casting it without paying its mana cost is the alternative cost; no mana, no life)
    free: bool = False
    # s11 h-gy, 118.9: "You may [pay 1 life and] exile a blue card from your hand rather than
    # pay this spell's mana cost.": ``exile_hand_count`` cards of the caster's hand matching
    # ``exile_from_hand`` are exiled as the cost (rules/pitch_costs.py)
    exile_from_hand: Filter | None = None
    exile_hand_count: int = 0


@dataclass(frozen=True, slots=True)
class OpeningHand:
    """ "If this card is in your opening hand, you may begin the game with it on the
    battlefield." (103.6a)."""

    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class DeckLimit:
    """ "A deck can have any number of cards named ~." / "A deck can have up to seven cards
    named ~." (100.2a): a rule of deck construction that replaces the four-copy limit for
    this card (``limit``: None for any number). It does nothing in a game; mtgrules plays no
    format and checks no copy limit but its own bound (decks.MAX_COPIES)."""

    limit: int | None = None
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


#: A card's ability: one class per kind of ability, each defined above.
Ability = (
    Keyword
    | SpellAbility
    | ActivatedAbility
    | TriggeredAbility
    | StaticAbility
    | Restriction
    | CastRestriction
    | AsEntersChoose
    | EntersAsCopy
    | CantBeCountered
    | MaxHandSize
    | AdditionalCost
    | LoyaltyAbility
    | AlternativeCost
    | OpeningHand
    | DeckLimit  # 100.2a
    | AdditionalLands  # 305.2 (ir/lands.py)
    | CastAsThoughFlash  # h-flash: 601.3b (ir/cast_flash.py)
    | SpellsAsThoughFlash  # 601.3b (ir/cast_flash.py, s9 h-other)
    | SkipStep  # 614.10 (ir/skips.py, s9 h-other)
    | MayNotUntap  # 502.3 (ir/skips.py, s9 h-other)
    | BlockedByAll  # 509.1c (ir/lure.py, s9 h-other)
    | AssignAsUnblocked  # 510.1b-c (ir/lure.py, s9 h-other)
    | CastSelfFromGraveyard  # s11 h-gy: 601.3 (ir/s11_gy.py)
    | HaveFlashback  # s11 h-gy: 702.34a (ir/s11_gy.py)
    | CastFromGraveyardOnce  # 601.3 (ir/s11_gy.py)
    | OpponentDiscardToBattlefield  # 614.1a, 701.9a (ir/s11_gy.py)
    | AttackTax  # 508.1h (ir/attack_costs.py)
)
