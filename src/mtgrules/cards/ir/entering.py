"""Replacement effects of static abilities that modify how permanents enter the battlefield
(614.1d, 614.12) and counters and token replacements (614.16): values, read by
``rules/entering.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Filter


@dataclass(frozen=True, slots=True)
class EnterTapped:
    """614.1d: "[Objects] enter tapped." (Imposing Sovereign: "Creatures your opponents
    control enter tapped."; Kismet: "Artifacts, creatures, and lands your opponents control
    enter tapped.")."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class CountersReplacement:
    """614.1a, 614.16: counters that would be put on a permanent.

    "If one or more +1/+1 counters would be put on a creature you control, that many plus
    one +1/+1 counters are put on it instead." (Hardened Scales: ``result`` "plus_one";
    Corpsejack Menace: "twice"); ``counter`` None: counters of any kind ("of each of those
    kinds of counters"); ``by_effect``: "If an effect would put one or more counters on a
    permanent you control, it puts twice that many of those counters on that permanent
    instead." (Doubling Season: 614.16, not counters put as a cost). ``pronoun``: what the
    result is put on, as printed ("it", "that creature", "that permanent")."""

    filter: Filter
    counter: str | None
    result: str
    by_effect: bool = False
    pronoun: str = "it"


@dataclass(frozen=True, slots=True)
class TokensReplacement:
    """614.16: tokens that would be created. "If an effect would create one or more tokens
    under your control, it creates twice that many of those tokens instead." (Doubling
    Season, Parallel Lives: ``by_effect``) and "If one or more tokens would be created
    under your control, twice that many of those tokens are created instead." (Anointed
    Procession). ``factor``: 2 ("twice") or 3 ("three times"); ``yours``: "under your
    control" (else any player's); ``types``: "creature tokens" (empty: any)."""

    factor: int
    yours: bool
    by_effect: bool
    types: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class EnterAsCopyOfThis:
    """614.1d, 616.1c: "Creatures you control enter as a copy of this creature." (Essence of
    the Wild): each permanent of ``filter`` enters as a copy of this permanent (707.5)."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class EntersWithAdditional:
    """614.1d: "Each other non-Human creature you control enters with an additional +1/+1
    counter on it." (Grumgully, the Generous): each permanent of ``filter`` (``other``: not
    this one) enters with one more ``counter`` counter."""

    filter: Filter
    counter: str
