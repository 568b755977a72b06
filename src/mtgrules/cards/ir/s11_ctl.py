"""IR of the s11 h-ctl family (issue 12, eleventh session): phrasings around "you control"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class AllOf:
    """ "an opponent controls a Swamp and you control a Plains": true when every one of
    ``conditions`` is (each an ir.Condition; checked as rules/conditions.holds checks it)."""

    conditions: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class UntapDuringOthers:
    """ "Untap all creatures you control during each other player's untap step." (502.3):
    during the untap step of each player other than this ability's controller, the tapped
    permanents ``what`` names (an EachRef of a "you control" group) untap too."""

    what: Any


@dataclass(frozen=True, slots=True)
class EnteredThisTurn:
    """ "a creature entered the battlefield under your control this turn" (form "entered"),
    "you had a land enter the battlefield under your control this turn" (form "had"): one
    or more permanents of one of ``types`` entered under your control this turn (403.3);
    ``other``: "another creature" (not the source itself)."""

    types: frozenset[str]
    other: bool = False
    form: str = "entered"


@dataclass(frozen=True, slots=True)
class ReturnChosenBy:
    """ "That player returns a creature they control to its owner's hand." / "Each player
    returns a permanent they control ...": each player ``who`` names chooses ``count`` of
    the permanents they control matching ``filter`` (608.2d: not targeted) and they return
    to their owners' hands, all at once (101.4: the choices in APNAP order)."""

    who: Any
    filter: Any
    count: int = 1


@dataclass(frozen=True, slots=True)
class CantHaveAbilities:
    """ "Creatures your opponents control lose trample and can't have or gain trample."
    (613.1f): the permanents ``what`` names can't have ``abilities``, whatever would grant
    them and whenever (rules/cant_have.py, after the other layer-6 effects)."""

    what: Any
    abilities: tuple[Any, ...]
