"""mtgrules: a rules engine for Magic: The Gathering that cites the rule behind every event."""

from . import codecache

codecache.install()  # before any of the package's dataclasses are built

from .decisions import (
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Foretell,
    PassPriority,
    PlayLand,
    Plot,
    Suspend,
    TurnFaceUp,
)
from .errors import (
    CardTextError,
    IllegalActionError,
    MtgRulesError,
    ScenarioError,
    UnknownCardError,
)
from .game import Game
from .objects import Target
from .zones import Zone

__all__ = [
    "ActivateAbility",
    "AssignCombatDamage",
    "CardTextError",
    "CastSpell",
    "Choose",
    "Decision",
    "DeclareAttackers",
    "DeclareBlockers",
    "Foretell",
    "Game",
    "IllegalActionError",
    "MtgRulesError",
    "PassPriority",
    "PlayLand",
    "Plot",
    "ScenarioError",
    "Suspend",
    "Target",
    "TurnFaceUp",
    "UnknownCardError",
    "Zone",
]
