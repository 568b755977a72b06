"""s11 h-lib: IR of the choosing / library-top / cost-change family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Filter


@dataclass(frozen=True, slots=True)
class TurnCostReduction:
    """ "Artifact spells you cast this turn cost {1} less to cast." / "The next spell you cast
    this turn costs {1} less to cast." / "... costs {X} less to cast, where X is this
    creature's power as this ability resolves.": a one-shot effect (611.2a: it lasts this
    turn, 514.2) by which the spells matching ``filter`` its controller casts cost ``mana``
    (generic) less (601.2f, 118.7); ``amount``: X, fixed as the effect resolves (608.2h);
    ``next_only``: only the next such spell, which uses the effect up once it is cast
    (601.2i)."""

    filter: Filter
    mana: str
    next_only: bool = False
    amount: Any = None


@dataclass(frozen=True, slots=True)
class RevealPiles:
    """ "Reveal the top five cards of your library. An opponent separates those cards into two
    piles. Put one pile into your hand and the other into your graveyard." (Fact or Fiction)
    / ``you_separate``: "Reveal the top five cards of your library and separate them into two
    piles. An opponent chooses one of those piles. Put that pile into your hand and the other
    into your graveyard." (Steam Augury): ``count`` cards revealed (701.20a); one player
    separates them into two piles (either may be empty), the other chooses the pile that goes
    to the hand (608.2d); "an opponent" is chosen by the controller (608.2d)."""

    count: int
    you_separate: bool = False
