"""Dungeons and the initiative (309, 701.49, 725): the keyword action "venture into the
dungeon", "take the initiative" and the conditions about them. Read by
``transform_dungeons.py``, written back by ``render/dungeons.py``, carried out by
``rules/dungeons.py`` and ``rules/initiative.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Amount, Ref, YouRef


@dataclass(frozen=True, slots=True)
class VentureIntoDungeon:
    """ "Venture into the dungeon." (701.49a-c): the player enters a dungeon's first room, or
    moves their venture marker to the next room; from the bottommost room they complete the
    dungeon and enter a new one. ``undercity``: "venture into Undercity" (701.49d, the
    initiative's: 725.2)."""

    who: Ref = YouRef()
    undercity: bool = False


@dataclass(frozen=True, slots=True)
class TakeInitiative:
    """ "You take the initiative." (725.1, 725.3): the player gets the initiative (a player
    who has it already keeps it, 725.5), and then ventures into Undercity (725.2, a
    triggered ability)."""

    who: Ref = YouRef()


@dataclass(frozen=True, slots=True)
class HasInitiative:
    """ "you have the initiative" (725.1)."""


@dataclass(frozen=True, slots=True)
class CompletedDungeon:
    """ "you've completed a dungeon" (309.7); ``name``: "you've completed Tomb of
    Annihilation" (that dungeon); ``negated``: "you haven't completed ..."."""

    name: str = ""
    negated: bool = False


@dataclass(frozen=True, slots=True)
class DrawReveal:
    """ "Draw three cards and reveal them." (121.1, 701.20a; Dungeon of the Mad Mage's Mad
    Wizard's Lair): the player draws, then reveals the cards drawn; "them" after it is
    those cards (``RevealedNowRef``)."""

    count: Amount


@dataclass(frozen=True, slots=True)
class CastOneFree:
    """ "You may cast one of them without paying its mana cost." (608.2g, 118.9): one of the
    cards the instruction before revealed (``DrawReveal``), cast while the ability resolves,
    or none (the caster chooses)."""
