"""The scenario runner's reading of an `activate` step's ``ability`` (SCENARIOS.md): which of
an object's activated abilities it names."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import IllegalActionError
from ..rules import abilities as ability_rules

if TYPE_CHECKING:
    from ..state import GameState


_LOYALTY = re.compile(r"[+-]?\d+")


def ability_index(game: GameState, obj: Any, abilities: list[Any], which: Any) -> int:
    """Which of ``obj``'s activated ``abilities`` an `activate` step names (SCENARIOS.md):
    a number counted from 1, a loyalty ability's cost ("+1", "-3", "0"; 606.4), or the start
    of its text ("{T}:", "Equip", "Equip {0}", "Crew", a keyword that stands for an activated
    ability such as "Cycling {2}")."""
    name = obj.name
    if isinstance(which, int) and which <= 0:
        which = str(which)  # YAML's -3 and 0: a loyalty cost; +1 must be written "+1"
    if isinstance(which, int):
        if abilities and not 1 <= which <= len(abilities):
            raise IllegalActionError(f"{name} has no activated ability number {which}", "602.1")
        return which - 1  # off the battlefield the engine itself refuses (602.2)
    want = str(which).lower()
    loyalty = _LOYALTY.fullmatch(want.replace("\u2212", "-").strip("[] "))
    if loyalty is not None:  # "+1", "-3", "0", "[−2]": a loyalty ability by its cost (606.4)
        change = int(loyalty.group(0))
        for i, ab in enumerate(abilities):
            if ab.cost.remove_counters == (("loyalty", -change),):
                return i
    if want.startswith("equip"):
        # "Equip" picks the first equip ability; "Equip {0}" the one with that cost (a
        # granted equip {0} beside the printed one, 702.6a)
        cost = want[len("equip") :].strip()
        for i, ab in enumerate(abilities):
            equip = ab.sorcery_speed and any(type(e).__name__ == "AttachSelf" for e in ab.effects)
            if equip and (not cost or (ab.cost.mana or "{0}").lower() == cost):
                return i
    if want.startswith("crew"):  # 702.122a: "Crew N" stands for an activated ability
        n = want[len("crew") :].strip()  # "Crew 2": the one with that power (Kotori's)
        for i, ab in enumerate(abilities):
            if any(type(e).__name__ == "BecomesCrewed" for e in ab.effects) and (
                not n.isdigit() or ab.cost.tap_creatures_total_power == int(n)
            ):
                return i
    from ..cards.render import render_abilities

    texts = []
    for i, ab in enumerate(abilities):
        try:
            text = render_abilities((ab,), name)
        except ValueError:  # an ability the renderer can't write back: by its cost
            text = f"{ab.cost.mana or ''}{', ' if ab.cost.mana and ab.cost.tap else ''}"
            text += "{T}" if ab.cost.tap else ""
            text = f"{text}: ... (ability {i + 1})" if text else f"ability {i + 1}"
        if text.lower().startswith(want):
            return i
        texts.append(text)
    for i, text in enumerate(texts):  # 207.2c: an ability word in front ("Hellbent — {1}{R}")
        _word, dash, rest = text.partition(" \u2014 ")
        if dash and rest.lower().startswith(want):
            return i
    # a keyword ability that stands for an activated one ("Cycling {2}", "Unearth {B}")
    found = ability_rules.keyword_ability_index(game, obj, abilities, want)
    if found is not None:
        return found
    listed = "its abilities: " + "; ".join(texts) if texts else "it has none here"
    raise IllegalActionError(
        f"{name} has no activated ability starting {which!r} ({listed})", "602.1"
    )
