"""h-flash (issue 12): when a card may be cast any time its controller has priority: an
instant (304.1), a card with flash (702.8a), or one whose own ability says "You may cast
this spell as though it had flash." (601.3b; that ability functions in every zone the card
could be cast from, 113.6e), with its condition, if any, true as it is cast (checked as the
spell is proposed, 601.2). Read by the timing checks of rules/priority.py (the legal
actions) and rules/stack.py (casting)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..zones import Zone
from . import abilities, characteristics, conditions, layers, mechanics, triggers
from .layers import Characteristics

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def instant_speed(game: GameState, oid: int, ch: Characteristics, player: int) -> bool:
    """304.1, 702.8a, 601.3b: ``player`` may cast ``oid`` when they have priority, not only
    when they could cast a sorcery (307.1)."""
    if "instant" in ch.types or "flash" in ch.keywords:
        return True
    if any(
        isinstance(a, ir.CastAsThoughFlash)  # 601.3b, 113.6e
        and (a.condition is None or _holds(game, a.condition, oid, player))
        for a in ch.abilities
    ):
        return True
    if any(  # 601.3d: "This spell has flash as long as you control a Merfolk."
        isinstance(a, ir.StaticAbility) and _own_flash(a) and _holds(game, a.condition, oid, player)
        for a in ch.abilities
    ):
        return True
    # 601.3b: "You may cast spells as though they had flash." (s9 h-other)
    return flash_for_all(game, player)


def flash_for_all(game: GameState, player: int) -> bool:
    """601.3b: whether ``player`` controls a permanent saying "You may cast spells as though
    they had flash." (then every card of theirs may be cast at instant speed)."""
    if not mechanics.has(game, mechanics.FLASH_FOR_ALL):
        return False
    return player in _flash_for_all(characteristics.battlefield_chars(game))


def never_instant(obj: GameObject) -> bool:
    """Whether :func:`instant_speed` is false for ``obj`` off the battlefield, its printed
    characteristics its own (613.1: not face down, 708.2; not a bestowed Aura, 702.103b),
    unless its controller has :func:`flash_for_all`: the card is no instant (304.1), has no
    flash (702.8a) and no ability letting it be cast as though it had flash (601.3b)."""
    if obj.zone is Zone.BATTLEFIELD or obj.face_down or obj.alt_keyword is not None:
        return False
    card = obj.card
    known = _NEVER.get(id(card))
    if known is None or known[0] is not card:
        ch = layers.values_of(card, 0)
        layers._finish(ch)  # the keywords, as printed() gives them
        never = not (
            "instant" in ch.types
            or "flash" in ch.keywords
            or any(isinstance(a, ir.CastAsThoughFlash) or _own_flash(a) for a in ch.abilities)
        )
        if len(_NEVER) > 50_000:
            _NEVER.clear()
        known = _NEVER[id(card)] = (card, never)
    return known[1]


def _own_flash(a: Any) -> bool:
    """ "This spell has flash as long as ...": a static ability giving the spell itself flash
    under a condition (601.3d: it may be cast as though it had flash while that holds)."""
    return (
        isinstance(a, ir.StaticAbility)
        and a.condition is not None
        and isinstance(a.effect, ir.GrantAbilities)
        and a.effect.what == ir.SelfRef()
        and any(isinstance(k, ir.Keyword) and k.name == "flash" for k in a.effect.abilities)
    )


# by card (immutable, shared by its objects): never_instant's answer for its printed values
_NEVER: dict[int, tuple[ir.CardDefinition, bool]] = {}


def _flash_for_all(bf: dict[int, Characteristics]) -> frozenset[int]:
    """The players who control a permanent saying "You may cast spells as though they had
    flash." (601.3b), found once per computation of the battlefield's characteristics."""
    if _FLASH_MEMO[0] is not bf:
        _FLASH_MEMO[0] = bf
        _FLASH_MEMO[1] = frozenset(
            pch.controller
            for pch in bf.values()
            if any(isinstance(a, ir.SpellsAsThoughFlash) for a in pch.abilities)
        )
    players: frozenset[int] = _FLASH_MEMO[1]
    return players


# (the battlefield's characteristics, the players whose spells have flash by 601.3b)
_FLASH_MEMO: list[Any] = [None, frozenset()]


def extra_generic(game: GameState, obj: GameObject, player: int) -> int:
    """601.2f: "You may cast this spell as though it had flash if you pay {2} more to cast
    it.": the generic mana added to the total cost when the spell is cast at a time only
    that permission allows (not as a sorcery could be, 307.1, nor during the resolution of
    another spell, 608.2g), and no other permission or flash does (702.8a)."""
    ch = characteristics.chars(game, obj.id)
    paid = _paid_permissions(ch.abilities)
    if not paid or game._resolving is not None:
        return 0
    if abilities.sorcery_timing(game, player) is None:
        return 0  # 307.1: cast as a sorcery could be, the permission isn't used
    free = replace(ch, abilities=tuple(a for a in ch.abilities if a not in paid))
    if instant_speed(game, obj.id, free, player):
        return 0  # an instant, flash, or a permission without a cost (601.3b)
    return int(paid[0].extra_mana.strip("{}"))


def _paid_permissions(abilities: tuple[Any, ...]) -> list[ir.CastAsThoughFlash]:
    """The abilities "cast this spell as though it had flash if you pay {N} more" among
    ``abilities`` (kept per abilities tuple: immutable and shared)."""
    known = _PAID.get(id(abilities))
    if known is None or known[0] is not abilities:
        found = [a for a in abilities if isinstance(a, ir.CastAsThoughFlash) and a.extra_mana]
        if len(_PAID) > 50_000:
            _PAID.clear()
        known = _PAID[id(abilities)] = (abilities, found)
    return known[1]


# by abilities tuple (kept with its answer: its id stays its own)
_PAID: dict[int, tuple[tuple[Any, ...], list[ir.CastAsThoughFlash]]] = {}


def _holds(game: GameState, cond: Any, oid: int, player: int) -> bool:
    # seen from the player who would cast it (109.5: "you"), now
    return conditions.holds(cond, triggers.condition_scope(game, oid, player))


def gap(a: ir.CastAsThoughFlash) -> str | None:
    """What of the ability rules/support.py must refuse: a condition :func:`instant_speed`
    can't work out (rules/conditions.py)."""
    if a.extra_mana and not a.extra_mana.strip("{}").isdigit():
        return f"casting as though it had flash for {a.extra_mana} more"
    if a.condition is None:
        return None
    return conditions.condition_gap(a.condition)
