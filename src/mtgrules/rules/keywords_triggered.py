"""Triggered keyword abilities (702) as the triggered abilities they stand for (echo and
cumulative upkeep, which ask for a payment, are in rules/keywords_echo.py and
rules/keywords_cumulative.py): fading (702.32a), vanishing (702.63a), soulshift
(702.46a), persist (702.79a), undying (702.93a), evoke's sacrifice (702.74a), afterlife
(702.135a), battle cry (702.91a), dethrone (702.105a), renown (702.112a), ingest (702.115a),
melee (702.121a), evolve (702.100a), extort (702.101a); and the names of bushido (702.45a),
flanking (702.25a), rampage (702.23a) and afflict (702.130a), which trigger as blockers are
declared (rules/keywords_combat.py).

This module only builds the abilities and imports nothing that changes the game; their
intervening "if" clauses (603.4) are checked by rules/keywords_conditions.py, and the engine
effects no card spells out are carried out by rules/keywords_effects.py."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, cast

from ..cards import ir

if TYPE_CHECKING:
    pass

SOULSHIFT = "soulshift"
PERSIST = "persist"
UNDYING = "undying"
BUSHIDO = "bushido"
FLANKING = "flanking"
RAMPAGE = "rampage"
EVOKE = "evoke"
AFTERLIFE = "afterlife"
BATTLE_CRY = "battle cry"
DETHRONE = "dethrone"
RENOWN = "renown"
AFFLICT = "afflict"
INGEST = "ingest"
MELEE = "melee"
FADING = "fading"
VANISHING = "vanishing"
EVOLVE = "evolve"
EXTORT = "extort"
MODULAR = "modular"
TRAINING = "training"

#: the keywords whose abilities trigger through triggers.fire (603.2)
FIRED = frozenset(
    {
        SOULSHIFT,
        PERSIST,
        UNDYING,
        EVOKE,
        AFTERLIFE,
        BATTLE_CRY,
        DETHRONE,
        RENOWN,
        INGEST,
        MELEE,
        FADING,
        VANISHING,
        EVOLVE,
        EXTORT,
        MODULAR,
        TRAINING,
    }
)
#: the keywords whose abilities trigger as blockers are declared (509.1i, 509.3)
AT_BLOCKS = frozenset({BUSHIDO, FLANKING, RAMPAGE, AFFLICT})

#: the rule of each, named as it triggers (603.2)
RULES = {
    "echo": "702.30a",  # built by rules/keywords_echo.py
    "cumulative upkeep": "702.24a",  # built by rules/keywords_cumulative.py
    SOULSHIFT: "702.46a",
    PERSIST: "702.79a",
    UNDYING: "702.93a",
    BUSHIDO: "702.45a",
    FLANKING: "702.25a",
    RAMPAGE: "702.23a",
    EVOKE: "702.74a",
    AFTERLIFE: "702.135a",
    BATTLE_CRY: "702.91a",
    DETHRONE: "702.105a",
    RENOWN: "702.112a",
    AFFLICT: "702.130a",
    INGEST: "702.115a",
    MELEE: "702.121a",
    FADING: "702.32a",
    VANISHING: "702.63a",
    EVOLVE: "702.100a",
    EXTORT: "702.101a",
    MODULAR: "702.43a",
    TRAINING: "702.149a",
}
#: the counters a permanent with fading or vanishing enters with (702.32a, 702.63a)
ENTERS_WITH = {FADING: "fade", VANISHING: "time"}

#: the keywords with a number (N)
NUMBERED = frozenset(
    {SOULSHIFT, BUSHIDO, AFTERLIFE, RENOWN, RAMPAGE, AFFLICT, FADING, VANISHING, MODULAR}
)

# the counter each returns with, and the rule: 702.79a (persist), 702.93a (undying)
RETURN_COUNTER = {PERSIST: ("-1/-1", "702.79a"), UNDYING: ("+1/+1", "702.93a")}


@dataclass(frozen=True, slots=True)
class ReturnWithCounter:
    """ "return it to the battlefield under its owner's control with a <kind> counter on
    it" (702.79a, 702.93a): an engine effect, not one of a card's texts."""

    kind: str
    rule: str


@dataclass(frozen=True, slots=True)
class RampageBonus:
    """ "it gets +N/+N until end of turn for each creature blocking it beyond the first"
    (702.23a), counted as the ability resolves (702.23b): an engine effect."""

    amount: int


@dataclass(frozen=True, slots=True)
class ExileTopOfLibrary:
    """ "that player exiles the top card of their library" (702.115a): an engine effect."""


@dataclass(frozen=True, slots=True)
class MeleeBonus:
    """ "it gets +1/+1 until end of turn for each opponent you attacked with a creature this
    combat" (702.121a), counted as it resolves: an engine effect."""


@dataclass(frozen=True, slots=True)
class RemoveCounterOrSacrifice:
    """Fading: "remove a fade counter from this permanent. If you can't, sacrifice the
    permanent." (702.32a); vanishing: "remove a time counter from it" and, when the last is
    removed, "sacrifice it" (702.63a): an engine effect."""

    kind: str
    rule: str


@dataclass(frozen=True, slots=True)
class EvolveCounter:
    """Evolve's "put a +1/+1 counter on this creature", its "if" checked again as it resolves
    (603.4, 702.100a): an engine effect."""


@dataclass(frozen=True, slots=True)
class ExtortPayment:
    """Extort's "you may pay {W/B}. If you do, each opponent loses 1 life and you gain life
    equal to the total life lost this way." (702.101a): an engine effect."""


@dataclass(frozen=True, slots=True)
class ModularCounters:
    """ "put a +1/+1 counter on target artifact creature for each +1/+1 counter on this
    permanent" (702.43a), counted as it last existed on the battlefield (608.2h): an engine
    effect."""

    what: ir.TargetRef


@dataclass(frozen=True, slots=True)
class BecomeRenowned:
    """ "put N +1/+1 counters on it and it becomes renowned" (702.112a): an engine effect."""

    amount: int


@lru_cache(maxsize=256)
def triggered(kw: ir.Keyword) -> ir.TriggeredAbility | None:
    """The triggered ability a keyword of :data:`FIRED` stands for (None for others)."""
    if kw.name in RETURN_COUNTER:  # 702.79a, 702.93a ("if it had no ... counters": holds())
        kind, rule = RETURN_COUNTER[kw.name]
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD),
            cast("tuple[ir.Effect, ...]", (ReturnWithCounter(kind, rule),)),  # an engine effect
        )
    if kw.name == SOULSHIFT and kw.amount is not None:  # 702.46a
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD),
            (ir.ReturnToHand(ir.TargetRef(0)),),
            (
                ir.TargetSpec(
                    "object",
                    ir.Filter(
                        subtypes=frozenset({"Spirit"}),
                        controller="you",
                        zone="graveyard",
                        mana_value_max=kw.amount,
                    ),
                ),
            ),
            optional=True,
        )
    if kw.name == AFTERLIFE and kw.amount:  # 702.135a: "create N 1/1 white and black Spirit
        # creature tokens with flying"
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD),
            (
                ir.CreateToken(
                    kw.amount,
                    1,
                    1,
                    frozenset({"W", "B"}),
                    ("creature",),
                    ("Spirit",),
                    (ir.Keyword("flying"),),
                ),
            ),
        )
    if kw.name == BATTLE_CRY:  # 702.91a: "Whenever this creature attacks, each other
        # attacking creature gets +1/+0 until end of turn."
        others = ir.Filter(types=frozenset({"creature"}), attacking=True, other=True)
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS),
            (ir.ModifyPT(ir.EachRef(others), 1, 0, ir.Duration.END_OF_TURN),),
        )
    if kw.name == DETHRONE:  # 702.105a: "Whenever this creature attacks the player with the
        # most life or tied for most life, put a +1/+1 counter on this creature." (holds())
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS), (ir.AddCounters(ir.SelfRef(), "+1/+1", 1),)
        )
    if kw.name == RENOWN and kw.amount:  # 702.112a: "When this creature deals combat damage
        # to a player, if it isn't renowned, put N +1/+1 counters on it and it becomes renowned."
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER),
            cast("tuple[ir.Effect, ...]", (BecomeRenowned(kw.amount),)),
        )
    if kw.name == INGEST:  # 702.115a
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER),
            cast("tuple[ir.Effect, ...]", (ExileTopOfLibrary(),)),
        )
    if kw.name == MELEE:  # 702.121a
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS), cast("tuple[ir.Effect, ...]", (MeleeBonus(),))
        )
    if kw.name in ENTERS_WITH and kw.amount is not None:  # 702.32a, 702.63a: the upkeep part
        # (the counters it enters with: rules/entering.py); vanishing's "if this permanent
        # has a time counter on it" is an intervening if (holds())
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.UPKEEP, whose="you"),
            cast(
                "tuple[ir.Effect, ...]",
                (RemoveCounterOrSacrifice(ENTERS_WITH[kw.name], RULES[kw.name]),),
            ),
        )
    if kw.name == EVOLVE:  # 702.100a: "Whenever a creature you control enters, if that
        # creature's power is greater than this creature's power and/or that creature's
        # toughness is greater than this creature's toughness, ..." (holds(), EvolveCounter)
        yours = ir.Filter(types=frozenset({"creature"}), controller="you")
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ENTERS, subject=ir.EachRef(yours)),
            cast("tuple[ir.Effect, ...]", (EvolveCounter(),)),
        )
    if kw.name == EXTORT:  # 702.101a: "Whenever you cast a spell, ..."
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.CAST_SPELL, subject=ir.YouRef()),
            cast("tuple[ir.Effect, ...]", (ExtortPayment(),)),
        )
    if kw.name == TRAINING:  # 702.149a: "Whenever this creature and at least one other
        # creature with power greater than this creature's power attack, ..." (holds())
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS), (ir.AddCounters(ir.SelfRef(), "+1/+1", 1),)
        )
    if kw.name == MODULAR:  # 702.43a: the trigger (the counters it enters with: entering.py)
        artifact_creature = ir.Filter(
            types=frozenset({"creature"}), all_types=frozenset({"artifact", "creature"})
        )
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD),
            cast("tuple[ir.Effect, ...]", (ModularCounters(ir.TargetRef(0)),)),
            (ir.TargetSpec("object", artifact_creature),),
            optional=True,
        )
    if kw.name == EVOKE:  # 702.74a: "When this permanent enters, if its evoke cost was
        # paid, its controller sacrifices it" (the cost: rules/keywords_alt_costs.py)
        return ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.ENTERS), (ir.SacrificeSelf(),))
    return None


def gap(kw: ir.Keyword) -> str | None:
    """What of a triggered keyword the engine can't do (rules/support.py)."""
    if (
        kw.name
        in (SOULSHIFT, BUSHIDO, AFTERLIFE, RENOWN, RAMPAGE, AFFLICT, FADING, VANISHING, MODULAR)
        and kw.amount is None
    ):
        return f"{kw.name} without a number"
    return None
