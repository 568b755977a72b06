"""Triggered mana abilities (605.1b) of the "tapped for mana" family (106.12a): "Whenever
enchanted land is tapped for mana, its controller adds an additional {G}.", "Whenever you
tap a Swamp for mana, add an additional {B}.", "Whenever a player taps a land for mana, that
player adds one mana of any type that land produced." Read by
``transform_mana_triggers.py``, written back by ``render/mana_triggers.py``, carried out by
``rules/mana_triggers.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Ref

__all__ = ["AddManaExtra"]


@dataclass(frozen=True, slots=True)
class AddManaExtra:
    """Mana added because a permanent was tapped for mana (106.12a), to ``who`` (YouRef: the
    ability's controller; TriggerPlayerRef: "that player" / "its controller"). ``kind``:
    "fixed" (``mana``, such as "{G}{G}"), "any color" ("one mana of any color", 106.1),
    "combination" ("two mana in any combination of colors", ``many``), "chosen color" ("one
    mana of the chosen color", 614.12a) or "produced" ("one mana of any type that land
    produced", 106.7: a type the triggering ability made). ``additional``: the word
    "additional" is in the text."""

    who: Ref
    kind: str
    mana: str = ""
    many: int = 1
    additional: bool = True
