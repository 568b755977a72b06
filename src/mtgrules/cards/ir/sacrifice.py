"""Sacrificing one permanent for each of several nouns (701.21a): "Discard a card and
sacrifice a creature, an artifact, and a land." (Tomb of Annihilation's Oubliette), "Target
player sacrifices an artifact and a land of their choice." (Structural Collapse). Read by
``transform_sacrifice.py``, written back by ``render/sacrifice.py``, carried out by
``rules/sacrifice_several.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Filter, Ref


@dataclass(frozen=True, slots=True)
class SacrificeSeveral:
    """Each player ``who`` names sacrifices one permanent for each of ``filters``, in the
    printed order. A permanent that matches several of them is sacrificed for one only, and
    as many of them are met as can be (the rulings of Structural Collapse, 2013-01-24: an
    artifact land is the artifact or the land, never both)."""

    who: Ref
    filters: tuple[Filter, ...]


@dataclass(frozen=True, slots=True)
class AnyPlayerMaySacrifice:
    """101.4, 608.2d: "Any player may sacrifice a land of their choice.", "any opponent may
    sacrifice a creature of their choice", "target opponent may ...": the players are asked
    in turn order, starting with the active player, until one accepts, who sacrifices
    ``count`` permanents matching ``filter`` (701.21a); a player who can't sacrifice that
    many can only decline (118.3). "If a player does" / "If no one does" after it reads
    whether someone did (``IfPunished``). ``who``: "any player", "any opponent" or a Ref."""

    who: Any
    filter: Filter
    count: int = 1
