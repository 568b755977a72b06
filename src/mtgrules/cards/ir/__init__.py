"""The ability objects that card text is made of: the parser's output and the engine's input.

Every card, from the database or defined in place, is a :class:`CardDefinition` whose
abilities are the frozen dataclasses of this package. The Oracle text parser (``parser.py``) builds
them, the renderer (``render/``) turns them back into Oracle text, and the engine runs
them. Nothing here knows about a game in progress: these are values, shared by every copy
of a card in every game (no deep copies).

Naming follows the Comprehensive Rules: keyword abilities (702), activated abilities (602),
triggered abilities (603), static abilities (604), spell abilities (113.3a).

The package's modules, from the bottom up: ``refs`` (filters, targets, references,
amounts), ``values`` (qualities, costs, durations, layout), ``effects``, ``abilities`` and
``card``. Every name is re-exported here: use ``ir.X`` / ``from mtgrules.cards.ir import X``.
"""

from __future__ import annotations

from mtgrules.cards.ir.abilities import (
    Ability,
    ActivatedAbility,
    AdditionalCost,
    AlternativeCost,
    AsEntersChoose,
    CantBeCountered,
    CastRestriction,
    CharacteristicDefiningPT,
    DeckLimit,
    EntersAsCopy,
    Keyword,
    LifeReplacement,
    LoyaltyAbility,
    MaxHandSize,
    OpeningHand,
    Replacement,
    Restriction,
    SpellAbility,
    StaticAbility,
    Trigger,
    TriggeredAbility,
    TriggerEvent,
)
from mtgrules.cards.ir.animate import Animate  # h-misc: 205.1b, 613.1d, 613.4b
from mtgrules.cards.ir.attack_costs import AttackTax  # 508.1d, 508.1h
from mtgrules.cards.ir.cant import (  # h-misc: 101.2
    CantCastThisTurn,
    CastBan,
    SpellsCantBeCountered,
)
from mtgrules.cards.ir.card import (
    CardDefinition,
)
from mtgrules.cards.ir.cast_flash import (
    CastAsThoughFlash,  # h-flash: 601.3b
    SpellsAsThoughFlash,  # 601.3b (s9 h-other)
)
from mtgrules.cards.ir.combat import (  # issue 12: 701.14, 614.1a, 701.43
    AttackDespiteDefender,
    BlockAdditional,
    ExertAsAttacks,
    ExileIfDies,
    Fight,
)
from mtgrules.cards.ir.conditions import (
    AnyOf,
    CardTypesInGraveyard,
    Condition,
    ControlsCommander,
    CountIs,
    DefendingPlayerControls,
    IfCondition,
    IsMonarch,
    LifeIs,
    ObjectIs,
    OpponentsAtLeast,
    Unless,
    UnlessPays,
    WasKicked,
    YourTurn,
)
from mtgrules.cards.ir.costs import (  # issue 12 (h-costs): 601.2f, 106.6
    BasicLandTypes,
    CostChange,
    ManaSpend,
    PartySize,
    SelfCostChange,
)
from mtgrules.cards.ir.counters import (
    DoubleCounters,
    HasCounters,
    PlayerCounters,
    Proliferate,
    RemoveCounters,
)
from mtgrules.cards.ir.damage_mods import (  # s10 h-amount
    AssignByToughness,
    AssignNoCombatDamage,
    DamageModification,
    DamageSource,
    YourCounters,
)
from mtgrules.cards.ir.delayed import AtNextEndStep, CreatedRef
from mtgrules.cards.ir.dungeons import (  # 309, 701.49, 725
    CastOneFree,
    CompletedDungeon,
    DrawReveal,
    HasInitiative,
    TakeInitiative,
    VentureIntoDungeon,
)
from mtgrules.cards.ir.effects import (
    PERMANENT_CARD_TYPES,
    AddCounters,
    AddMana,
    Attach,
    AttachSelf,
    AttacksEachCombat,
    BecomeMonarch,
    BecomesBlocked,
    BlockAnyNumber,
    ChangeText,
    ControlOf,
    CostReduction,
    CounterSpell,
    CreateToken,
    CreateTokenCopy,
    DamageCantBePrevented,
    DealDamage,
    DelayedDraw,
    Destroy,
    Discard,
    DoesntUntap,
    DoesntUntapNext,
    DoesntUntapWhile,
    Draw,
    Effect,
    ExchangeLifeTotals,
    Exile,
    ExileGraveyard,
    ExtraTurn,
    GainControl,
    GainLife,
    GameResult,
    GrantAbilities,
    GrantProtectionChoice,
    GrantProtectionOptions,
    IfKicked,
    IfYouDo,
    Investigate,
    LifeTotalCantChange,
    LookAtTop,
    LoseLife,
    Mill,
    Modal,
    ModifyPT,
    ModifyPTX,
    MoveAura,
    MoveCounters,
    NextDrawReplaced,
    PhaseOut,
    PhaseOutAll,
    PreventDamage,
    PutFromHand,
    PutInLibrary,
    ReanimateEnchanted,
    Regenerate,
    RemoveAbilities,
    RestrictionEffect,
    ReturnAtNextEndStep,
    ReturnExiledWith,
    ReturnToBattlefield,
    ReturnToHand,
    RevealTopCard,
    Sacrifice,
    SacrificeSelf,
    Scry,
    SearchLibrary,
    SetCharacteristics,
    SetLandType,
    SetLifeTotal,
    ShuffleGraveyard,  # 701.24a (s9 h-other)
    SkipNextUntap,
    Surveil,
    SwitchPT,
    Tap,
    TapOrUntap,
    Untap,
)
from mtgrules.cards.ir.entering import (
    CountersReplacement,
    EnterAsCopyOfThis,
    EntersWithAdditional,
    EnterTapped,
    TokensReplacement,
)
from mtgrules.cards.ir.face_down import Manifest, TurnFaceUpEffect
from mtgrules.cards.ir.history import (  # h-history
    AttachedCount,
    ColorsSpent,
    HappenedThisTurn,
    ThisTurnCount,
)
from mtgrules.cards.ir.keyword_actions import (  # issue 12: 701.39, 701.46, 701.47, 701.50
    Adapt,
    Amass,
    Bolster,
    Connive,
    Discover,
    Incubate,
    RingTempts,
    Support,
    Transform,
)
from mtgrules.cards.ir.lands import AdditionalLands, PlayAdditionalLands  # 305.2
from mtgrules.cards.ir.library import (
    ExileTopPlay,
    Explore,
    MillTake,
    RevealRandomFromHand,
    RevealTopIf,
    RevealUntil,
)
from mtgrules.cards.ir.lure import AssignAsUnblocked, BlockedByAll  # 509.1c (s9 h-other)
from mtgrules.cards.ir.mana import (
    BecomesChosen,  # h-mana
    ChooseValue,  # h-chosen: 608.2d
)
from mtgrules.cards.ir.optional import MayDo, MayPay, UnlessDoes
from mtgrules.cards.ir.paid import DividedDamage, SacrificedRef  # 601.2d, 601.2h, 608.2h
from mtgrules.cards.ir.phases import AdditionalPhases, PhaseIs  # 500.8, 505.1, 506.1
from mtgrules.cards.ir.prevention import StaticPrevention  # 615.1a
from mtgrules.cards.ir.random import Clash, DieResult, FlipCoin, IfFlip, RollDie  # 705, 706
from mtgrules.cards.ir.refs import (
    ANY_CREATURE,
    Amount,
    AttachedRef,
    ChosenPlayerRef,
    ChosenRef,
    CountersOn,
    CountOf,
    DamageDealtAmount,
    DefendingPlayerRef,
    Devotion,
    EachPlayerNowRef,
    EachRef,
    EnchantedPlayerRef,
    Filter,
    ForEach,
    GreatestPower,
    GroupRef,
    LifeTotalOf,
    ManaValueOf,
    Measure,
    PowerOf,
    Ref,
    SelfRef,
    TargetControllerRef,
    TargetRef,
    TargetSpec,
    TargetsRef,
    ToughnessOf,
    TriggerObjectRef,
    TriggerPlayerRef,
    WhereX,
    XAmount,
    YouRef,
)
from mtgrules.cards.ir.s10_cant import Detain, Earthbend, GetEmblem  # s10 h-cant
from mtgrules.cards.ir.sacrifice import AnyPlayerMaySacrifice, SacrificeSeveral  # 701.21a
from mtgrules.cards.ir.skips import MayNotUntap, SkipStep  # 614.10, 502.3 (s9 h-other)
from mtgrules.cards.ir.tokens import Populate
from mtgrules.cards.ir.trig_combat import RemoveFromCombat  # issue 12 (h-trig-combat)
from mtgrules.cards.ir.trig_events import (  # issue 12 (h-trig-events): 603.2
    CounterEventSpell,
    EventAmount,
)
from mtgrules.cards.ir.values import (
    Cost,
    Duration,
    Layout,
    Quality,
    QualityKind,
)
from mtgrules.cards.ir.votes import IfVote, Vote, VoteCount  # 701.38
from mtgrules.cards.ir.zones_more import (  # h-zones
    ChosenNameRef,
    ExileSameName,
    HandToLibrary,
    PutItsCounters,
    ShuffleIntoLibrary,
)
from mtgrules.cards.ir.zones_s10 import (  # s10 h-zones
    ChooseFromHand,
    CounterToZone,
    ExileFromHand,
    LookAtHand,
    LookAtTheirTop,
    PutInLibraryAt,
    SearchSplit,
    ShuffleLibrary,
)
from mtgrules.cards.words import COLOR_LETTERS, COLOR_NAMES, COLORS

__all__ = [
    "ANY_CREATURE",
    "COLORS",
    "COLOR_LETTERS",
    "COLOR_NAMES",
    "PERMANENT_CARD_TYPES",
    "Ability",
    "ActivatedAbility",
    "AddCounters",
    "AddMana",
    "AdditionalCost",
    "AdditionalPhases",
    "AlternativeCost",
    "Amount",
    "Animate",  # h-misc
    "AsEntersChoose",
    "AtNextEndStep",
    "Attach",
    "AttachSelf",
    "AttachedRef",
    "AttacksEachCombat",
    "BecomeMonarch",
    "BecomesBlocked",
    "BecomesChosen",  # h-mana
    "BlockAnyNumber",
    "CantBeCountered",
    "CantCastThisTurn",  # h-misc: 101.2
    "CardDefinition",
    "CastBan",  # h-misc: 101.2
    "CastRestriction",
    "ChangeText",
    "CharacteristicDefiningPT",
    "ChooseValue",  # h-chosen
    "ChosenPlayerRef",
    "ChosenRef",
    "ControlOf",
    "ControlsCommander",  # h-misc: 903.3d
    "Cost",
    "CostReduction",
    "CountOf",
    "CounterSpell",
    "CountersOn",
    "CountersReplacement",
    "CreateToken",
    "CreateTokenCopy",
    "CreatedRef",
    "DamageCantBePrevented",
    "DamageDealtAmount",
    "DealDamage",
    "DeckLimit",
    "DefendingPlayerRef",
    "DelayedDraw",
    "Destroy",
    "Devotion",
    "Discard",
    "DoesntUntap",
    "DoesntUntapNext",
    "DoesntUntapWhile",
    "DoubleCounters",
    "Draw",
    "Duration",
    "EachPlayerNowRef",
    "EachRef",
    "Effect",
    "EnchantedPlayerRef",
    "EnterAsCopyOfThis",
    "EnterTapped",
    "EntersAsCopy",
    "EntersWithAdditional",
    "ExchangeLifeTotals",
    "Exile",
    "ExileGraveyard",
    "ExtraTurn",
    "Filter",
    "ForEach",
    "GainControl",
    "GainLife",
    "GameResult",
    "GrantAbilities",
    "GrantProtectionChoice",
    "GrantProtectionOptions",
    "GreatestPower",
    "GroupRef",
    "HasCounters",
    "IfKicked",
    "IfYouDo",
    "Investigate",
    "Keyword",
    "Layout",
    "LifeReplacement",
    "LifeTotalCantChange",
    "LifeTotalOf",
    "LookAtTop",
    "LoseLife",
    "LoyaltyAbility",
    "ManaValueOf",
    "Manifest",
    "MaxHandSize",
    "MayDo",
    "MayPay",
    "Measure",
    "Mill",
    "Modal",
    "ModifyPT",
    "ModifyPTX",
    "MoveAura",
    "MoveCounters",
    "NextDrawReplaced",
    "OpeningHand",
    "PhaseIs",
    "PhaseOut",
    "PhaseOutAll",
    "PlayerCounters",
    "Populate",
    "PowerOf",
    "PreventDamage",
    "Proliferate",
    "PutFromHand",
    "PutInLibrary",
    "Quality",
    "QualityKind",
    "ReanimateEnchanted",
    "Ref",
    "Regenerate",
    "RemoveAbilities",
    "RemoveCounters",
    "Replacement",
    "Restriction",
    "RestrictionEffect",
    "ReturnAtNextEndStep",
    "ReturnExiledWith",
    "ReturnToBattlefield",
    "ReturnToHand",
    "RevealRandomFromHand",
    "RevealTopCard",
    "Sacrifice",
    "SacrificeSelf",
    "Scry",
    "SearchLibrary",
    "SelfRef",
    "SetCharacteristics",
    "SetLandType",
    "SetLifeTotal",
    "SkipNextUntap",
    "SpellAbility",
    "SpellsCantBeCountered",  # h-misc: 101.2
    "StaticAbility",
    "Surveil",
    "SwitchPT",
    "Tap",
    "TapOrUntap",
    "TargetControllerRef",
    "TargetRef",
    "TargetSpec",
    "TargetsRef",
    "TokensReplacement",
    "ToughnessOf",
    "Trigger",
    "TriggerEvent",
    "TriggerObjectRef",
    "TriggerPlayerRef",
    "TriggeredAbility",
    "TurnFaceUpEffect",
    "UnlessDoes",
    "Untap",
    "WhereX",
    "XAmount",
    "YouRef",
]
# conditions (ir/conditions.py): intervening "if" (603.4), "as long as" (611.3a)
__all__ += [
    "AnyOf",
    "CardTypesInGraveyard",
    "Condition",
    "CountIs",
    "DefendingPlayerControls",
    "IfCondition",
    "IsMonarch",
    "LifeIs",
    "ObjectIs",
    "OpponentsAtLeast",
    "Unless",
    "UnlessPays",
    "WasKicked",
    "YourTurn",
]
# library (issue 12, h-look): ir/library.py
__all__ += [
    "ChosenNameRef",
    "ExileSameName",
    "HandToLibrary",
    "PutItsCounters",
    "ShuffleIntoLibrary",
]  # h-zones: 701.23, 701.24, 401.4, 122.8 (ir/zones_more.py)
__all__ += ["ExileTopPlay", "Explore", "MillTake", "RevealTopIf", "RevealUntil"]
__all__ += [
    "ChooseFromHand",
    "CounterToZone",
    "ExileFromHand",
    "LookAtHand",
    "LookAtTheirTop",
    "PutInLibraryAt",
    "SearchSplit",
    "ShuffleLibrary",
]  # s10 h-zones (ir/zones_s10.py)
__all__ += ["Clash", "DieResult", "FlipCoin", "IfFlip", "RollDie"]  # 705, 706 (ir/random.py)
__all__ += ["IfVote", "Vote", "VoteCount"]  # 701.38 (ir/votes.py)
__all__ += ["DividedDamage", "SacrificedRef"]  # 601.2d, 601.2h, 608.2h (ir/paid.py)
__all__ += [
    "AttackDespiteDefender",
    "BlockAdditional",
    "ExertAsAttacks",
    "ExileIfDies",
    "Fight",
]  # issue 12 (h-combat)
__all__ += ["Adapt", "Amass", "Bolster", "Connive", "Discover", "Support"]  # 701 (h-kw-perm)
__all__ += ["Incubate"]  # 701.53 (h-kw-perm)
__all__ += ["Transform"]  # 701.27a, 712
__all__ += ["RingTempts"]  # 701.54a
__all__ += ["CompletedDungeon", "HasInitiative", "TakeInitiative", "VentureIntoDungeon"]  # 309, 725
__all__ += [
    "AnyPlayerMaySacrifice",
    "CastOneFree",
    "DrawReveal",
    "SacrificeSeveral",
]  # 701.21a; 608.2g
__all__ += ["AttackTax"]  # 508.1d, 508.1h
__all__ += ["Detain", "Earthbend", "GetEmblem"]  # 701.35, 701.66, 114.2 (s10 h-cant)

__all__ += ["StaticPrevention"]  # 615.1a (ir/prevention.py)
# s10 h-amount: 614.1a, 510.1a, 122.1 (ir/damage_mods.py)
__all__ += [
    "AssignByToughness",
    "AssignNoCombatDamage",
    "DamageModification",
    "DamageSource",
    "YourCounters",
]
__all__ += ["AdditionalLands", "PlayAdditionalLands"]  # 305.2 (ir/lands.py)
__all__ += [
    "AssignAsUnblocked",
    "BlockedByAll",
    "MayNotUntap",
    "ShuffleGraveyard",
    "SkipStep",
]  # 614.10, 509.1c (s9 h-other)
__all__ += ["CounterEventSpell", "EventAmount"]  # issue 12 (h-trig-events): 603.2
__all__ += ["RemoveFromCombat"]  # issue 12 (h-trig-combat): 506.4
__all__ += [
    "BasicLandTypes",
    "CostChange",
    "ManaSpend",
    "PartySize",
    "SelfCostChange",
]  # issue 12 (h-costs): 601.2f, 106.6
__all__ += ["AttachedCount", "HappenedThisTurn", "ThisTurnCount"]  # h-history
__all__ += ["ColorsSpent"]  # 702.44a: converge, sunburst (ir/history.py)
from mtgrules.cards.ir.exiled_cost import ExiledCostRef  # noqa: E402  601.2h, 608.2h (h-gycost)

__all__ += ["ExiledCostRef"]  # the card a cost exiled from a graveyard (ir/exiled_cost.py)
from mtgrules.cards.ir.amount_kinds import (  # noqa: E402  h-amount (107.1)
    AMONG_KINDS,
    AmongOf,
    Arith,
    DestroyedThisWay,  # 701.8a
    MilledNowRef,  # s10 h-amount
    NamedCount,
    PlayerCount,
    PutNowRef,
    RevealedNowRef,
    SacrificedNowRef,
    that_key,
)

__all__ += [
    "AMONG_KINDS",
    "AmongOf",
    "Arith",
    "DestroyedThisWay",
    "MilledNowRef",
    "NamedCount",
    "PlayerCount",
    "PutNowRef",
    "RevealedNowRef",
    "SacrificedNowRef",
    "that_key",
]  # h-amount: ir/amount_kinds.py
__all__ += ["CastAsThoughFlash"]  # h-flash: 601.3b (ir/cast_flash.py)
__all__ += ["SpellsAsThoughFlash"]  # 601.3b (s9 h-other)

from mtgrules.cards.ir.conditions_more import (  # noqa: E402  s9 cond: more conditions
    AttachedIs,
    OpponentHasMore,
    RefIs,
    TotalIs,
    WasCast,
    XAtLeast,
)

__all__ += [
    "AttachedIs",
    "OpponentHasMore",
    "RefIs",
    "TotalIs",
    "WasCast",
    "XAtLeast",
]  # ir/conditions_more.py (603.4, 611.3a)

from mtgrules.cards.ir.conditions_s10 import (  # noqa: E402  s10 cond
    ControlsGreatest,
    HadCounters,
    ManaValuesInGraveyard,
    MeasureIs,
    PlayerHas,
    RefHasKeyword,
    SelfInGraveyard,
)

__all__ += [
    "ControlsGreatest",
    "HadCounters",
    "ManaValuesInGraveyard",
    "MeasureIs",
    "PlayerHas",
    "RefHasKeyword",
    "SelfInGraveyard",
]  # ir/conditions_s10.py (102.2, 122.1f)
from mtgrules.cards.ir.control import ExchangeControl  # noqa: E402  s10 h-other: 701.12b

__all__ += ["ExchangeControl"]  # ir/control.py (613.1b)
from mtgrules.cards.ir.reflexive import WhenYouDo  # noqa: E402  s10 h-other: 603.12

__all__ += ["WhenYouDo"]  # ir/reflexive.py (603.12)
from mtgrules.cards.ir.copy_spell import CopySpell  # noqa: E402  s10 h-other: 707.10

__all__ += ["CopySpell"]  # ir/copy_spell.py (707.10)
from mtgrules.cards.ir.s11_count import (  # noqa: E402  s11 h-count
    AddCountersChoice,
    AddCountersMany,
    AddCountersPair,
    Blight,
    CounterPrevention,
    DividedCounters,
    Endure,
)

__all__ += [
    "AddCountersChoice",
    "AddCountersMany",
    "AddCountersPair",
    "Blight",
    "CounterPrevention",
    "DividedCounters",
    "Endure",
]  # ir/s11_count.py (615.1a, 701.63a)

from mtgrules.cards.ir.s11_combat import (  # noqa: E402  s11 h-combat
    AttacksOrBlocksEachCombat,
    BlockableDespite,
    BlockAnyThisTurn,
    CantBlockFilter,
    CantBlockIt,
    CombatRequirement,
    Goad,
    IsGoaded,
    LifeLostAmount,
    MustBeBlocked,
)

__all__ += [
    "AttacksOrBlocksEachCombat",
    "BlockAnyThisTurn",
    "BlockableDespite",
    "CantBlockFilter",
    "CantBlockIt",
    "CombatRequirement",
    "Goad",
    "IsGoaded",
    "LifeLostAmount",
    "MustBeBlocked",
]  # ir/s11_combat.py (508.1d, 509.1b-c, 701.15)
from mtgrules.cards.ir.s11_tok import (  # noqa: E402  s11 h-tok
    CreateRole,
    CreateTokenCopies,
    NextCastCopy,
    WhenDiesThisTurn,
)

__all__ += [
    "CreateRole",
    "CreateTokenCopies",
    "NextCastCopy",
    "WhenDiesThisTurn",
]  # ir/s11_tok.py (707.2, 111.10j-q)
from mtgrules.cards.ir.s11_lib import RevealPiles, TurnCostReduction  # noqa: E402  s11 h-lib

__all__ += ["RevealPiles", "TurnCostReduction"]  # ir/s11_lib.py (601.2f, 701.20a)
from mtgrules.cards.ir.s11_ctl import (  # noqa: E402  s11 h-ctl
    AllOf,
    CantHaveAbilities,
    EnteredThisTurn,
    ReturnChosenBy,
    UntapDuringOthers,
)

__all__ += [
    "AllOf",
    "CantHaveAbilities",
    "EnteredThisTurn",
    "ReturnChosenBy",
    "UntapDuringOthers",
]  # ir/s11_ctl.py (s11 h-ctl)
from mtgrules.cards.ir.s11_gy import (  # noqa: E402  s11 h-gy
    CastFree,
    CastFromGraveyardOnce,
    CastSelfFromGraveyard,
    ExileCastSpell,
    GainFlashback,
    HaveFlashback,
    OpponentDiscardToBattlefield,
    PutExiledIntoGraveyard,
    ReturnAttacking,
)

__all__ += [
    "CastFree",
    "CastFromGraveyardOnce",
    "CastSelfFromGraveyard",
    "ExileCastSpell",
    "GainFlashback",
    "HaveFlashback",
    "OpponentDiscardToBattlefield",
    "PutExiledIntoGraveyard",
    "ReturnAttacking",
]  # ir/s11_gy.py (601.3, s11 h-gy)

# The classes' public home is this package: saved games (``serialize.py``) and the pre-parsed
# cards (``preparsed.py``) name them ``mtgrules.cards.ir:Class``, whichever module defines them.
for _name in __all__:
    _obj = globals()[_name]
    if isinstance(_obj, type) and _obj.__module__.startswith(__name__ + "."):
        _obj.__module__ = __name__
