"""s11 h-combat: which combat requirements apply now (508.1d, 509.1c), for
``rules/combat.py`` and ``rules/declarations.py``.

- creatures that block if able: the static "blocks each combat if able" (also granted until
  end of turn by "target creature blocks this turn if able", rules/effects_s11_combat.py);
- attackers that must be blocked if able: the static ir.MustBeBlocked;
- (blocker, attacker) pairs: "target creature blocks this creature this turn if able",
  granted to the blocker as :class:`MustBlockObject` (the attacker fixed as it resolved);
- which player a creature attacks: goad (701.15b) and "attacks you this turn if able",
  :class:`AttackPlayer`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import Target
from . import characteristics, static_subjects
from .layers import matches

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["MustBlockEachAttacker", "MustBlockObject", "must_be_blocked", "must_block", "pairs"]


@dataclass(frozen=True, slots=True)
class MustBlockObject:
    """509.1c: "blocks OBJECT this turn if able", granted to the creature that must block:
    ``attacker`` is the object named as the spell or ability resolved (611.2c)."""

    attacker: int
    source_name: str


@dataclass(frozen=True, slots=True)
class MustBlockEachAttacker:
    """509.1c: "It blocks each attacking creature this turn if able" (Blaze of Glory),
    granted to the creature that must block: one requirement per creature attacking when
    blockers are declared, those that attack after the spell resolved too."""

    source_name: str


def must_block(game: GameState) -> set[int]:
    """509.1c: the creatures that block each combat if able ("attacks or blocks each
    combat if able": when they can block, they're a defending player's, 506.2)."""
    return static_subjects.applying(
        game, ir.AttacksEachCombat, blocks=True
    ) | static_subjects.applying(game, ir.AttacksOrBlocksEachCombat)


def must_be_blocked(game: GameState) -> set[int]:
    """509.1c: the attacking creatures that must be blocked if able."""
    return {
        a for a in static_subjects.applying(game, ir.MustBeBlocked) if a in game.combat.attackers
    }


def pairs(game: GameState) -> list[tuple[int, int]]:
    """509.1c: (blocker, attacker) for each creature that must block a given attacker."""
    out: list[tuple[int, int]] = []
    for oid, ch in characteristics.battlefield_chars(game).items():
        for a in ch.abilities:
            if isinstance(a, MustBlockObject) and a.attacker in game.combat.attackers:
                out.append((oid, a.attacker))
            elif isinstance(a, MustBlockEachAttacker):
                out += [(oid, attacker) for attacker in game.combat.attackers]
    return out


@dataclass(frozen=True, slots=True)
class AttackPlayer:
    """508.1d, granted: "attacks PLAYER this turn if able" (``other_than`` False), or goaded
    by PLAYER (701.15b: "attacks a player other than PLAYER if able", ``other_than`` True)."""

    player: int
    other_than: bool
    source_name: str


def attack_requirements(game: GameState) -> dict[int, set[tuple[int, bool]]]:
    """508.1d, 701.15b-d: creature -> its (player, other_than) requirements: granted ones
    and "Enchanted creature is goaded" (goaded by the Aura's controller). The same player
    goading a creature again adds nothing (701.15d): a set."""
    out: dict[int, set[tuple[int, bool]]] = {}
    for oid, ch in characteristics.battlefield_chars(game).items():
        perm = game.objects[oid]
        for a in ch.abilities:
            if isinstance(a, AttackPlayer):
                out.setdefault(oid, set()).add((a.player, a.other_than))
            eff = a.effect if isinstance(a, ir.StaticAbility) else None
            if isinstance(eff, ir.IsGoaded):
                cond = getattr(a, "condition", None)
                if cond is not None and not static_subjects.holds(game, cond, oid, ch.controller):
                    continue  # 611.3a: only while its condition is true
                subject = oid if isinstance(eff.what, ir.SelfRef) else perm.attached_to
                if subject is not None:
                    out.setdefault(subject, set()).add((ch.controller, True))
    return out


def best_targets(
    game: GameState,
    oid: int,
    reqs: set[tuple[int, bool]],
    problem: Callable[[GameState, int, Target], str | None],
) -> tuple[Target, ...]:
    """508.1d: the players and planeswalkers ``oid`` can attack that obey the most of its
    requirements (a goaded creature that can obey none still attacks, 701.15b: any of
    them); empty when it has no requirement it can obey."""
    ap = game.active_player
    targets = [Target(player=p.index) for p in game.players if p.index != ap and not p.lost]
    targets += [
        Target(object_id=o.id)
        for o in game.battlefield_objects()
        if "planeswalker" in characteristics.chars(game, o.id).types
        and characteristics.chars(game, o.id).controller != ap
    ]
    legal = [t for t in targets if problem(game, oid, t) is None]

    def score(t: Target) -> int:
        n = 0
        for player, other_than in reqs:
            if other_than:  # 701.15b: a player other than the goading player
                n += t.player is not None and t.player != player
            else:
                n += t.player == player
        return n

    if not legal:
        return ()
    best = max(score(t) for t in legal)
    if best == 0 and not any(other_than for _, other_than in reqs):
        return ()  # 508.1d: "attacks you if able" and it can't: no requirement at all
    return tuple(t for t in legal if score(t) == best)


@dataclass(frozen=True, slots=True)
class CantBlockObject:
    """509.1b, granted: "can't block OBJECT this turn" (``attacker`` fixed as it resolved)."""

    attacker: int
    source_name: str


def cant_block(game: GameState, blocker: int, attacker: int) -> bool:
    """509.1b: whether a granted restriction keeps ``blocker`` from blocking ``attacker``."""
    return any(
        isinstance(a, CantBlockObject) and a.attacker == attacker
        for a in characteristics.chars(game, blocker).abilities
    )


def cant_block_filtered(game: GameState, blocker: int, attacker: int) -> str | None:
    """509.1b: whether a static "WHAT can't block ATTACKERS" keeps ``blocker`` from blocking
    ``attacker`` (both read from the ability's source and its controller, 109.5): the
    ability, for the refusal ("Gibbering Hyenas: This creature can't block black
    creatures."), or None."""
    view = characteristics.battlefield_chars(game)
    if blocker not in view or attacker not in view:
        return None
    for pid, pch in view.items():
        perm = game.objects[pid]
        for a in pch.abilities:
            eff = a.effect if isinstance(a, ir.StaticAbility) else None
            if not isinstance(eff, ir.CantBlockFilter):
                continue
            cond = getattr(a, "condition", None)
            if cond is not None and not static_subjects.holds(game, cond, pid, pch.controller):
                continue  # 611.3a
            what = eff.what
            if isinstance(what, ir.SelfRef):
                hit = blocker == pid
            elif isinstance(what, ir.AttachedRef):
                hit = blocker == perm.attached_to
            elif isinstance(what, ir.EachRef) and what.filter is not None:
                b = game.objects[blocker]
                hit = matches(game, view[blocker], b, what.filter, perm, pch.controller)
            else:
                hit = False
            att = game.objects[attacker]
            if hit and matches(game, view[attacker], att, eff.attackers, perm, pch.controller):
                from ..cards.render import ability_text

                text = ability_text(a, perm.name)
                return f"{perm.name}: {text}" if text is not None else perm.name
    return None
