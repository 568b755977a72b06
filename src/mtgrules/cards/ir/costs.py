"""Cost increases and reductions (issue 12, h-costs): static abilities that change the total
cost of spells (601.2f, 118.7). Values, applied by ``rules/cost_changes.py``; read by
``transform_costs.py`` and written back by ``render/costs.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Filter


@dataclass(frozen=True, slots=True)
class CostChange:
    """ "Noncreature spells cost {1} more to cast." / "Instant and sorcery spells cost {2}
    less to cast." / "Spells your opponents cast cost {1} more to cast." (601.2f): the spells
    of every player (``caster`` "any"), of the ability's controller's opponents
    ("opponent") or of its controller ("you", with ``targets_self``) matching ``filter``
    cost ``mana`` (generic mana) more, or less (``more`` False; 118.7: generic mana only,
    never below {0})."""

    filter: Filter
    mana: str
    more: bool
    caster: str = "any"
    # "Spells your opponents cast that target this creature cost {2} more to cast.": only
    # spells with the ability's source among their targets (601.2c)
    targets_self: bool = False
    # s11 h-lib: "The second spell you cast each turn costs {1} less to cast." / "The first
    # creature spell you cast each turn ...": only the ``nth`` spell matching ``filter`` its
    # caster casts this turn (601.2i counts a spell once it is cast; 0: every spell)
    nth: int = 0


@dataclass(frozen=True, slots=True)
class SelfCostChange:
    """ "This spell costs {1} less to cast for each creature card in your graveyard." (601.2f):
    the spell's own total cost changes by ``mana`` ({N} of generic mana, or {X} with
    ``where_x``), only ``if condition`` holds, ``each`` times a count ("for each ...").
    ``condition_first``: written "If CONDITION, this spell costs ...". Works wherever the
    spell is cast from (its static ability functions there, 113.6, 601.2f)."""

    mana: str
    more: bool = False
    condition: Any = None
    each: Any = None
    where_x: Any = None
    condition_first: bool = False
    # "if it targets a tapped creature": one of the targets chosen (601.2c) is this
    targets: Filter | None = None


@dataclass(frozen=True, slots=True)
class ManaSpend:
    """106.6: what mana with a spending restriction can pay for: casting spells matching
    ``spells`` (None: no spell), activating abilities of sources matching ``abilities``
    (None: no ability; an empty Filter: any ability), and ``other`` costs (none but those
    when False). "Spend this mana only to cast a creature spell." is ``spells`` creature;
    Powerstone's "This mana can't be spent to cast a nonartifact spell." (111.10h) is
    artifact spells, any ability and any other cost. ``plural``: written "to cast creature
    spells"; ``ability_words``: how the abilities are written ("an ability", "abilities",
    "abilities of", "an ability of"); ``ability_first``: "to activate an ability or cast
    ..."."""

    spells: Filter | None = None
    abilities: Filter | None = None
    other: bool = False
    plural: bool = False
    ability_words: str = ""
    ability_first: bool = False
    or_to: bool = False  # "... spell or to activate ..."


@dataclass(frozen=True, slots=True)
class PartySize:
    """700.8: "for each creature in your party": up to one each of Cleric, Rogue, Warrior and
    Wizard among the creatures the player controls (0 to 4)."""


@dataclass(frozen=True, slots=True)
class BasicLandTypes:
    """ "for each basic land type among lands you control" (domain, 207.2c): how many of
    Plains, Island, Swamp, Mountain and Forest the lands the player controls have (0 to 5)."""
