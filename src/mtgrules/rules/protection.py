"""Protection (702.16): what a quality matches, and the four things protection does (DEBT).

- D: damage from sources with the quality is prevented (702.16e) — a prevention effect in
  the damage pipeline (rules/replacement.py asks :func:`protection_from`).
- E: can't be enchanted / equipped / fortified by objects with the quality (702.16c, d) —
  checked when attaching and by the state-based actions 704.5m and 704.5n.
- B: can't be blocked by creatures with the quality (702.16f) — rules/combat.py.
- T: can't be targeted by spells with the quality or abilities from sources with it
  (702.16b) — rules/targeting.py.

Nothing else: protection doesn't stop sacrifice, "destroy all", -X/-X for all or edicts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import COLOR_NAMES, Quality, QualityKind

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics


def describe(q: Quality) -> str:
    """ "protection from black", as the log and refusals say it."""
    return "protection from " + quality_text(q)


def quality_text(q: Quality) -> str:
    k = q.kind
    if k is QualityKind.COLOR:
        return COLOR_NAMES.get(q.value or "", q.value or "?")
    if k is QualityKind.EVERY_COLOR:
        return "each color"
    if k is QualityKind.CARD_TYPE:
        return _plural(q.value or "")
    if k is QualityKind.SUBTYPE:
        return _plural(q.value or "")
    if k in (QualityKind.NAME, QualityKind.PLAYER):
        return q.value or ""
    if k is QualityKind.SUPERTYPE:
        return q.value or ""
    return k.value


def _plural(word: str) -> str:
    if word.endswith("y") and not word.endswith("ey"):
        return word[:-1] + "ies"
    if word.endswith(("s", "ch", "sh", "x")):
        return word + "es"
    return word + "s"


def has_quality(
    game: GameState,
    source: Characteristics,
    source_owner: int,
    q: Quality,
    protected_chosen_color: str | None = None,
) -> bool:
    """Does a source with characteristics ``source`` have quality ``q``? (702.16a)"""
    k = q.kind
    if k is QualityKind.EVERYTHING:  # 702.16j
        return True
    if k is QualityKind.COLOR:
        return q.value in source.colors
    if k is QualityKind.CHOSEN_COLOR:
        return protected_chosen_color is not None and protected_chosen_color in source.colors
    if k is QualityKind.EVERY_COLOR:  # 702.16h: from white, from blue, ... from green
        return bool(source.colors)
    if k is QualityKind.MULTICOLORED:
        return len(source.colors) > 1
    if k is QualityKind.MONOCOLORED:
        return len(source.colors) == 1
    if k is QualityKind.COLORLESS:
        return not source.colors
    if k is QualityKind.CARD_TYPE:  # 702.16a: also sources of that type off the battlefield
        return (q.value or "").lower() in source.types
    if k is QualityKind.SUBTYPE:
        return (q.value or "") in source.subtypes
    if k is QualityKind.SUPERTYPE:
        return (q.value or "").lower() in source.supertypes
    if k is QualityKind.NAME:
        return source.name == q.value
    if k is QualityKind.PLAYER:  # 702.16k: objects that player controls, or owns uncontrolled
        player = game.player_index(q.value or "")
        return source.controller == player
    return False


def protection_from(
    game: GameState,
    protections: tuple[Quality, ...],
    source: Characteristics,
    source_owner: int,
    chosen_color: str | None = None,
) -> Quality | None:
    """The first protection quality in ``protections`` that the source has, if any."""
    for q in protections:
        if has_quality(game, source, source_owner, q, chosen_color):
            if q.kind is QualityKind.EVERY_COLOR:  # 702.16h: name the one that applies
                for c in "WUBRG":
                    if c in source.colors:
                        return Quality(QualityKind.COLOR, c)
            if q.kind is QualityKind.CHOSEN_COLOR and chosen_color:
                return Quality(QualityKind.COLOR, chosen_color)
            return q
    return None
