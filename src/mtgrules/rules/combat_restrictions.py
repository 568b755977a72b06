"""508.1c, 509.1b: the restrictions on attacking and blocking that static abilities make
("This creature can't block", "Enchanted creature can't attack or block", "can't be blocked
by creatures with power 2 or less"), found once per state, and to whom each applies (604.2).
Split from rules/combat.py, which asks these."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.ir import AttachedRef, EachRef, Restriction, SelfRef, StaticAbility
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, ring_bearer, triggers
from .layers import matches, values_of

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics


def restrictions(game: GameState) -> list[tuple[GameObject, Characteristics, Restriction]]:
    """Every Restriction on the battlefield, computed once per state (the cache lives as long
    as the characteristics it was read from)."""
    return _cached(game)[1]


def kinds(game: GameState) -> frozenset[str]:
    """Every kind of "can't" the restrictions on the battlefield hold (``Restriction.cant``:
    "attack", "block", "activate", ...)."""
    return _cached(game)[2]


def _cached(
    game: GameState,
) -> tuple[Any, list[tuple[GameObject, Characteristics, Restriction]], frozenset[str]]:
    """:func:`restrictions`, with every kind of "can't" they hold (``Restriction.cant``)."""
    chars = characteristics.battlefield_chars(game)
    cached = game.restriction_cache
    if cached is not None and cached[0] is chars:
        return cached
    found = [
        (game.objects[oid], pch, a)
        for oid, pch in chars.items()
        for a in pch.abilities
        if isinstance(a, Restriction)
    ]
    found += _group_restrictions(game)
    if any(p.ring_bearer is not None for p in game.players):  # 701.54c: The Ring's
        found += ring_bearer.restrictions(game, chars)
    kinds = frozenset(word for _, _, a in found for word in a.cant)
    cached = game.restriction_cache = (chars, found, kinds)
    return cached


def _group_restrictions(game: GameState) -> list[tuple[GameObject, Characteristics, Restriction]]:
    """611.2c: the restrictions of resolved spells and abilities that apply to whatever
    matches at each moment (``ContinuousEffect.group``), each with a stand-in for the spell
    or ability that made it, controlled by its controller (for "you" and "other")."""
    out: list[tuple[GameObject, Characteristics, Restriction]] = []
    for e in game.continuous_effects:
        if e.group is None:
            continue
        source = ir.CardDefinition(name=e.source_name)
        stand_in = GameObject.new(-1, source, e.controller, e.controller, Zone.STACK, 0)
        chars = values_of(source, e.controller)
        out += [(stand_in, chars, a) for a in e.abilities if isinstance(a, Restriction)]
    return out


def restricted(
    game: GameState, oid: int, what: str, defender: int | None = None, blocker: int | None = None
) -> bool:
    """508.1c, 509.1b: a "can't attack/block" restriction that applies to this creature:
    its own ("This creature can't block"), an Aura's ("Enchanted creature can't attack or
    block", Pacifism) or a general one ("Creatures can't attack"); one with a condition
    ("... unless defending player controls an Island", "... as long as ...") only while it
    holds (611.3a; ``defender``: the defending player, 506.2). One about some blockers only
    ("can't be blocked by creatures with power 2 or less", "... except by Walls") applies
    when ``blocker`` is one of them."""
    _, found, kinds = _cached(game)
    if what not in kinds:
        return False  # no restriction of this kind on the battlefield
    return any(
        what in a.cant
        and (a.blockers is None or _blocker_excluded(game, perm, pch, a, blocker))
        and applies_to(game, perm, pch, a.what, oid)
        and (
            a.condition is None
            or triggers.condition_holds(game, a.condition, perm.id, pch.controller, defender)
        )
        for perm, pch, a in found
    )


def restricting_text(
    game: GameState, oid: int, what: str, defender: int | None = None, blocker: int | None = None
) -> str:
    """The restriction :func:`restricted` finds, for a refusal: " (Whimwader: This creature
    can't attack unless defending player controls a blue permanent.)", " (Manta Ray: This
    creature can't be blocked except by blue creatures.)" ("" when none)."""
    from ..cards.render import ability_text

    for perm, pch, a in _cached(game)[1]:
        if (
            what in a.cant
            and (
                a.blockers is None
                if blocker is None
                else (a.blockers is None or _blocker_excluded(game, perm, pch, a, blocker))
            )
            and applies_to(game, perm, pch, a.what, oid)
            and (
                a.condition is None
                or triggers.condition_holds(game, a.condition, perm.id, pch.controller, defender)
            )
        ):
            text = ability_text(a, perm.name)
            if a is ring_bearer.RESTRICTION:  # 701.54c: the emblem's ability, not the creature's
                return f" ({ring_bearer.NAME}: {ring_bearer.TEXT})"
            who = _granted_by(game, perm, a) or perm.name
            return f" ({who}: {text})" if text is not None else f" ({who})"
    return ""


def _granted_by(game: GameState, perm: GameObject, a: Restriction) -> str | None:
    """The spell or ability whose effect gave ``perm`` the restriction (611.2: "Target
    creature can't attack this turn", Netter en-Dal), for a refusal to name it rather than
    the creature; None for the creature's own or an Aura's."""
    for e in reversed(game.continuous_effects):
        if perm.id in e.affected and (a in e.abilities or a in e.qualities):
            return e.source_name
    return None


def _blocker_excluded(
    game: GameState, perm: GameObject, pch: Characteristics, a: Restriction, blocker: int | None
) -> bool:
    """509.1b: ``blocker`` is one the restriction keeps from blocking (None: no blocker asked
    about, so a restriction on some blockers only doesn't make the creature unblockable)."""
    if blocker is None or a.blockers is None:
        return False
    b = game.objects[blocker]
    found = matches(game, characteristics.chars(game, blocker), b, a.blockers, perm, pch.controller)
    return found != a.blockers_except


def restricted_for(game: GameState, oid: int, what: str, player: int) -> bool:
    """508.1c: a restriction that protects its controller only ("Creatures without flying
    can't attack you", Form of the Dragon): it applies when ``player`` controls it."""
    return any(
        what in a.cant
        and pch.controller == player
        and applies_to(game, perm, pch, a.what, oid)
        and (
            a.condition is None
            or triggers.condition_holds(game, a.condition, perm.id, pch.controller, player)
        )
        for perm, pch, a in restrictions(game)
    )


def attacks_despite_defender(game: GameState, oid: int) -> bool:
    """702.3b: "can attack as though it didn't have defender": its own, an Aura's or
    Equipment's, or any permanent's (each with its "as long as" condition, 611.3a)."""
    for pid, pch in characteristics.battlefield_chars(game).items():
        perm = game.objects[pid]
        if perm.phased_out:
            continue
        for a in pch.abilities:
            if (
                isinstance(a, StaticAbility)
                and isinstance(a.effect, ir.AttackDespiteDefender)
                and applies_to(game, perm, pch, a.effect.what, oid)
                and (
                    a.condition is None
                    or triggers.condition_holds(game, a.condition, pid, pch.controller)
                )
            ):
                return True
    return False


def applies_to(
    game: GameState, perm: GameObject, pch: Characteristics, what: object, oid: int
) -> bool:
    """604.2: a static ability of ``perm`` about ``what`` ("this creature", "enchanted /
    equipped creature", "each creature you control") applies to the creature ``oid``."""
    if isinstance(what, SelfRef):
        return perm.id == oid
    if isinstance(what, AttachedRef):
        return perm.attached_to == oid
    if isinstance(what, EachRef) and what.filter is not None:
        return matches(
            game,
            characteristics.chars(game, oid),
            game.objects[oid],
            what.filter,
            perm,
            pch.controller,
        )
    return False


def because(
    game: GameState, oid: int, what: str, defender: int | None = None, blocker: int | None = None
) -> str:
    """The restriction :func:`restricted` finds, to follow a refusal's rule: " - Manta Ray:
    This creature can't be blocked except by blue creatures." ("" when none)."""
    found = restricting_text(game, oid, what, defender, blocker)
    return f" - {found.strip()[1:-1]}" if found else ""
