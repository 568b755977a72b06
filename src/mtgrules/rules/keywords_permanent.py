"""Keyword abilities of permanents (702) expanded to the abilities they stand for, carried
out by the engine's machinery for those abilities (issue 12, permanent keywords):

- outlast (702.107a), an activated ability: "[Cost], {T}: Put a +1/+1 counter on this
  creature. Activate only as a sorcery."
- annihilator (702.86a), a triggered ability: "Whenever this creature attacks, defending
  player sacrifices N permanents."
- fabricate (702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If
  you don't, create N 1/1 colorless Servo artifact creature tokens."
- living weapon (702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ
  creature token, then attach this Equipment to it."
- for Mirrodin! (702.163a): "When this Equipment enters, create a 2/2 red Rebel creature
  token, then attach this Equipment to it."
- graft (702.58a): "This permanent enters with N +1/+1 counters on it" (rules/entering.py)
  and "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you
  may move a +1/+1 counter from this permanent onto that creature."
- decayed (702.147a): "This creature can't block" (rules/combat.py) and "When this creature
  attacks, sacrifice it at end of combat." (a delayed ability, 603.7a, 511.2)
- myriad (702.116a): "Whenever this creature attacks, for each opponent other than defending
  player, you may create a token that's a copy of this creature that's tapped and attacking
  that player or a planeswalker they control. If one or more tokens are created this way,
  exile the tokens at end of combat."
- poisonous (702.70a): "Whenever this creature deals combat damage to a player, that player
  gets N poison counters."
- backup (702.165a): "When this creature enters, put N +1/+1 counters on target creature. If
  that's another creature, it also gains the non-backup abilities of this creature printed
  below this one until end of turn." (built with the printed abilities: ``backup``)
- mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target
  attacking creature with power less than this creature's power." (the power compared by
  rules/targeting.py, as the target is chosen and as the ability resolves, 608.2b)
- mobilize (702.181a): "Whenever this creature attacks, create N 1/1 red Warrior creature
  tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the
  next end step."
- ravenous (702.156a): "This permanent enters with X +1/+1 counters on it" (rules/entering.py)
  and "When this permanent enters, if X is 5 or more, draw a card." (X: its spell's, 107.3m)

This module only builds the abilities (cached per keyword) and imports nothing that changes
the game; the card still renders back as the keyword (the abilities are made here, where
the engine asks for them: rules/keywords.py)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, cast

from ..cards import ir
from ..zones import Zone

OUTLAST = "outlast"
ANNIHILATOR = "annihilator"
FABRICATE = "fabricate"
LIVING_WEAPON = "living weapon"
FOR_MIRRODIN = "for mirrodin!"
GRAFT = "graft"
MOBILIZE = "mobilize"
DECAYED = "decayed"
MYRIAD = "myriad"
POISONOUS = "poisonous"
BACKUP = "backup"
MENTOR = "mentor"
RAVENOUS = "ravenous"

#: the triggered keywords built here (each instance triggers separately: 702.86b, 702.123b)
TRIGGERED = frozenset(
    {
        ANNIHILATOR,
        FABRICATE,
        LIVING_WEAPON,
        FOR_MIRRODIN,
        GRAFT,
        MOBILIZE,
        DECAYED,
        MYRIAD,
        POISONOUS,
        BACKUP,
        MENTOR,
        RAVENOUS,
    }
)
#: the activated keywords built here
ACTIVATED = frozenset({OUTLAST})

#: the rule of each, named as it triggers or is activated (603.2, 602.2)
RULES = {
    OUTLAST: "702.107a",
    ANNIHILATOR: "702.86a",
    FABRICATE: "702.123a",
    LIVING_WEAPON: "702.92a",
    FOR_MIRRODIN: "702.163a",
    GRAFT: "702.58a",
    MOBILIZE: "702.181a",
    DECAYED: "702.147a",
    MYRIAD: "702.116a",
    POISONOUS: "702.70a",
    BACKUP: "702.165a",
    MENTOR: "702.134a",
    RAVENOUS: "702.156a",
}

_COUNTER = "+1/+1"


@dataclass(frozen=True, slots=True)
class FabricateChoice:
    """Fabricate's "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless
    Servo artifact creature tokens." (702.123a): an engine effect (carried out by
    rules/keywords_permanent_effects.py). The counters are offered only while the permanent
    is still on the battlefield; otherwise the Servos are created (it can't be done, 609.3)."""

    amount: int
    servos: ir.CreateToken


def _token_then_attach(token: ir.CreateToken) -> ir.TriggeredAbility:
    """702.92a, 702.163a: "When this Equipment enters, create TOKEN, then attach this
    Equipment to it." ("it": the token this resolution created, 111.1; attaching: 701.3a,
    checked by 301.5c as it is done)."""
    return ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.ENTERS),
        (token, ir.Attach(ir.SelfRef(), cast(Any, ir.CreatedRef()))),  # 111.1: "it"
    )


@dataclass(frozen=True, slots=True)
class RavenousX:
    """Ravenous's intervening "if X is 5 or more" (702.156a), checked as it triggers and as
    it resolves (603.4): X is the value chosen for the spell that became the permanent
    (107.3m), kept by it (``cast_x``) or by its last known information once it has left
    (608.2h). An engine condition: rules/conditions.py asks ``holds_in``."""

    words = "X is 5 or more"

    def holds_in(self, scope: Any) -> bool:
        g = scope.game
        obj = g.objects.get(scope.source_id) if scope.source_id is not None else None
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            return bool(obj.cast_x >= 5)
        lk = g.last_known.get(scope.source_id) if scope.source_id is not None else None
        return lk is not None and lk.cast_x >= 5


@dataclass(frozen=True, slots=True)
class MobilizeTokens:
    """Mobilize's "create N 1/1 red Warrior creature tokens. Those tokens enter tapped and
    attacking. Sacrifice them at the beginning of the next end step." (702.181a): an engine
    effect (rules/keywords_permanent_effects.py); what each token attacks is chosen by its
    controller (508.4)."""

    warriors: ir.CreateToken


@dataclass(frozen=True, slots=True)
class SacrificeAtEndOfCombat:
    """Decayed's "sacrifice it at end of combat" (702.147a): an engine effect that creates a
    delayed triggered ability (603.7a) triggering as the end of combat step begins (511.2)."""


@dataclass(frozen=True, slots=True)
class MyriadCopies:
    """Myriad's copies of this creature, tapped and attacking the other opponents, exiled at
    end of combat (702.116a): an engine effect (rules/keywords_permanent_effects.py)."""


@dataclass(frozen=True, slots=True)
class BackupGrant:
    """Backup's "If that's another creature, it also gains [the abilities] until end of turn"
    (702.165a): an engine effect (rules/keywords_permanent_effects.py)."""

    abilities: tuple[ir.Ability, ...]


@lru_cache(maxsize=64)
def backup(kw: ir.Keyword, printed: tuple[ir.Ability, ...]) -> ir.TriggeredAbility | None:
    """702.165a: the backup ability of an object whose printed abilities (its copiable values:
    702.165b) are ``printed``; it grants the non-backup abilities printed after this one
    (702.165c: only printed ones), fixed as it triggers (702.165d)."""
    if kw.name != BACKUP or not kw.amount:
        return None
    after: tuple[ir.Ability, ...] = ()
    if kw in printed:  # a backup ability an effect gave it has no printed abilities below it
        rest = printed[printed.index(kw) + 1 :]
        after = tuple(a for a in rest if not (isinstance(a, ir.Keyword) and a.name == BACKUP))
    return ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.ENTERS),
        cast(
            "tuple[ir.Effect, ...]",
            (ir.AddCounters(ir.TargetRef(0), _COUNTER, kw.amount), BackupGrant(after)),
        ),
        (ir.TargetSpec("object", ir.Filter(types=frozenset({"creature"}))),),
    )


@lru_cache(maxsize=64)
def triggered(kw: ir.Keyword) -> ir.TriggeredAbility | None:
    """The triggered ability a keyword of :data:`TRIGGERED` stands for (None for others)."""
    if kw.name == ANNIHILATOR and kw.amount:  # 702.86a
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS),
            (ir.Sacrifice(ir.DefendingPlayerRef(), ir.Filter(), kw.amount),),
        )
    if kw.name == FABRICATE and kw.amount:  # 702.123a
        n = kw.amount
        servos = ir.CreateToken(n, 1, 1, frozenset(), ("artifact", "creature"), ("Servo",))
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ENTERS),
            cast("tuple[ir.Effect, ...]", (FabricateChoice(n, servos),)),  # an engine effect
        )
    if kw.name == GRAFT and kw.amount:  # 702.58a: the trigger (its counters: entering.py);
        # the intervening "if" is checked as it triggers and as it resolves (603.4)
        other = ir.Filter(types=frozenset({"creature"}), other=True)
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ENTERS, subject=ir.EachRef(other)),
            (ir.MoveCounters(ir.SelfRef(), ir.TriggerObjectRef(), _COUNTER, 1),),
            optional=True,
            intervening_if=ir.HasCounters(_COUNTER, ">=", 1),
        )
    if kw.name == MOBILIZE and kw.amount:  # 702.181a
        warriors = ir.CreateToken(kw.amount, 1, 1, frozenset({"R"}), ("creature",), ("Warrior",))
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS),
            cast("tuple[ir.Effect, ...]", (MobilizeTokens(warriors),)),  # an engine effect
        )
    if kw.name == DECAYED:  # 702.147a: the triggered half (the static half: combat.py)
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS),
            cast("tuple[ir.Effect, ...]", (SacrificeAtEndOfCombat(),)),  # an engine effect
        )
    if kw.name == POISONOUS and kw.amount:  # 702.70a ("that player": 510.2, 608.2k)
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER),
            cast(
                "tuple[ir.Effect, ...]",
                (ir.PlayerCounters(ir.TriggerPlayerRef(), "poison", kw.amount),),
            ),
        )
    if kw.name == MENTOR:  # 702.134a (each instance triggers separately: 702.134b)
        attacking = ir.Filter(types=frozenset({"creature"}), attacking=True)
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS),
            (ir.AddCounters(ir.TargetRef(0), _COUNTER, 1),),
            (ir.TargetSpec("object", attacking, power_below_source=True),),
        )
    if kw.name == RAVENOUS:  # 702.156a: the trigger (its counters: rules/entering.py)
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ENTERS),
            (ir.Draw(ir.YouRef()),),
            intervening_if=cast(Any, RavenousX()),
        )
    if kw.name == MYRIAD:  # 702.116a (each instance triggers separately: 702.116b)
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.ATTACKS),
            cast("tuple[ir.Effect, ...]", (MyriadCopies(),)),  # an engine effect
        )
    if kw.name == LIVING_WEAPON:  # 702.92a
        germ = ir.CreateToken(1, 0, 0, frozenset({"B"}), ("creature",), ("Phyrexian", "Germ"))
        return _token_then_attach(germ)
    if kw.name == FOR_MIRRODIN:  # 702.163a
        rebel = ir.CreateToken(1, 2, 2, frozenset({"R"}), ("creature",), ("Rebel",))
        return _token_then_attach(rebel)
    return None


@lru_cache(maxsize=64)
def activated(kw: ir.Keyword) -> ir.ActivatedAbility | None:
    """702.107a outlast: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as
    a sorcery." (None for other keywords)."""
    if kw.name == OUTLAST and kw.cost is not None:
        return ir.ActivatedAbility(
            replace(kw.cost, tap=True),
            (ir.AddCounters(ir.SelfRef(), _COUNTER, 1),),
            sorcery_speed=True,
        )
    return None


def gap(kw: ir.Keyword) -> str | None:
    """What of these keywords the engine can't do (rules/support.py): a number or cost the
    keyword line didn't give."""
    if kw.name in (ANNIHILATOR, FABRICATE, GRAFT, MOBILIZE, POISONOUS, BACKUP) and not kw.amount:
        return f"{kw.name} without a number"
    if kw.name == OUTLAST and kw.cost is None:
        return "outlast without a cost"
    return None
