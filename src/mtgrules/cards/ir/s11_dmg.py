"""Damage phrasings of session 11 (h-dmg, issue 12).

- 615.1a, 615.7: static prevention of part of the damage: "If a red source would deal damage
  to you, prevent 2 of that damage.", "If a source would deal damage to you or a Hero you
  control, prevent all but 1 of that damage.", "If a source would deal damage to equipped
  creature, prevent X of that damage, where X is the number of creatures you control."
  (PreventSome; read by ``transform_s11_dmg.py``, written back by ``render/s11_dmg.py``,
  carried out by ``rules/s11_dmg.py``).
- 615.1: one-shot prevention of all damage dealt to or by a group this turn: "Prevent all
  damage that would be dealt to creatures this turn.", "Prevent all combat damage that would
  be dealt this turn by creatures with power 4 or less.", "Prevent all damage that creatures
  would deal to players this turn.", "Prevent all combat damage target creature would deal
  this turn." (PreventGroup)
- 120.4a: "Flame Spill deals 4 damage to target creature. Excess damage is dealt to that
  creature's controller instead." (DealDamageExcess)
- 615.12: "Combust deals 5 damage to target white or blue creature. The damage can't be
  prevented." / "... deals 5 damage to that permanent or player and the damage can't be
  prevented." (DealDamageUnpreventable)
- 101.4, 608.2d: "Any player may have Browbeat deal 5 damage to them. If no one does, target
  player draws three cards." (AnyPlayerMayDamage, then IfPunished)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.damage_mods import DamageSource
from mtgrules.cards.ir.effects import DealDamage
from mtgrules.cards.ir.refs import EachRef, Filter, Ref

__all__ = [
    "AnyPlayerMayDamage",
    "DealDamageExcess",
    "DealDamageUnpreventable",
    "IfPunished",
    "PreventGroup",
    "PreventSome",
    "RedirectDamage",
    "RedirectOnce",
]


@dataclass(frozen=True, slots=True)
class PreventSome:
    """615.1a: a static ability that prevents some of each damage event it applies to.

    ``source``: the damage's source (ir/damage_mods.DamageSource: "a red source", "a
    creature", "an artifact"); ``opponents``: "a source an opponent controls" (109.5);
    ``combat``: only combat damage (510.2). The recipients: ``you`` (the ability's
    controller), ``attached`` ("equipped" / "enchanted": the creature the source is attached
    to), ``to``: a permanent matching this filter ("another Dinosaur you control"), any one of
    them. ``amount``: an int, or the measure of "X ..., where X is MEASURE" (107.3c, counted
    as the damage would be dealt); ``all_but``: "prevent all but N of that damage"."""

    source: DamageSource
    amount: Any
    you: bool = False
    attached: str | None = None
    to: Filter | None = None
    all_but: bool = False
    combat: bool = False
    opponents: bool = False


@dataclass(frozen=True, slots=True)
class PreventGroup:
    """615.1: "Prevent all [combat] damage that would be dealt [to WHO] [by SOURCES] this
    turn" for groups, seen as each damage event would happen this turn (a prevention effect
    doesn't change characteristics: 611.2c doesn't lock its group in).

    The recipients, any one of them (none named: every recipient): ``you`` (the controller),
    ``players`` (every player), ``to`` (permanents matching EachRef's filter). The sources:
    ``filter`` (objects matching: "by creatures with power 4 or less") or ``by`` (an object a
    reference names: "target creature would deal"). ``form``: the word order, written back as
    read: "to-turn", "to-turn-by", "turn-to", "turn-by", "by-turn", "deal" ("SOURCES would
    deal [to WHO] this turn"); ``that``: "that SOURCES would deal"."""

    form: str
    to: EachRef | None = None
    you: bool = False
    players: bool = False
    filter: Filter | None = None
    by: Ref | None = None
    combat: bool = False
    that: bool = False


@dataclass(frozen=True, slots=True)
class DealDamageExcess(DealDamage):
    """120.4a: a DealDamage whose excess damage to a creature (beyond lethal damage, taking
    the damage already marked into account; beyond 1 from a source with deathtouch) is dealt
    to that creature's controller instead (``excess``: "controller"), in the same damage
    event. Written back with the sentence after it ("Excess damage is dealt to that
    creature's controller instead.")."""

    excess: str = "controller"


@dataclass(frozen=True, slots=True)
class AnyPlayerMayDamage:
    """101.4, 608.2d: "WHO may have SOURCE deal N damage to them.": ``who`` is "any player",
    "any opponent" (asked in turn order, starting with the active player, until one accepts)
    or a reference to one player ("target opponent"); the player who accepts is dealt the
    damage. ``it``: the source written "it" rather than by name."""

    amount: Any
    who: Any
    source: Ref
    it: bool = False


@dataclass(frozen=True, slots=True)
class IfPunished:
    """608.2c: the sentence after AnyPlayerMayDamage: "If no one does, ..." (``done``
    False, ``words`` "no one does"), "If a player does, ..." (True), "If that player
    doesn't, ..." (False)."""

    effects: tuple[Any, ...]
    done: bool
    words: str


@dataclass(frozen=True, slots=True)
class DealDamageUnpreventable(DealDamage):
    """615.12: a DealDamage whose damage can't be prevented. ``words``: how the text says so,
    "sentence" ("... . The damage can't be prevented.") or "and" ("... and the damage can't
    be prevented")."""

    words: str = "sentence"


@dataclass(frozen=True, slots=True)
class RedirectDamage:
    """614.9: a static redirection effect, "All [combat] damage that would be dealt to FROM
    [by BY] is dealt to TO instead." ``frm``: "you", "you and other permanents you control"
    or "enchanted creature"; ``to``: "this creature", "enchanted creature", "equipped
    creature" or "its controller" (the enchanted creature's); ``combat``: combat damage
    only (510.2); ``by``: its sources, "unblocked creatures" (509.1h) or "artifacts"
    (rules/redirection.py)."""

    frm: str
    to: str
    combat: bool = False
    by: str | None = None


@dataclass(frozen=True, slots=True)
class RedirectOnce:
    """614.9: a redirection made as a spell or ability resolves, for this turn: "The next 1
    damage that would be dealt to this creature this turn is dealt to target creature you
    control instead." (the en-Kor creatures), "All combat damage that would be dealt to you
    this turn is dealt to target attacking creature instead." (Turn the Tables).

    ``frm``: the recipient it applies to; ``to``: where the damage is dealt instead;
    ``amount``: "the next N" (an int, or X), None for "all"; ``combat``: combat damage only
    (510.2); ``by``: its sources, a reference ("by target attacking creature"), "chosen" ("by
    a source of your choice", chosen as it resolves: 609.7a) or "unblocked creatures"
    (509.1h); ``order``: the word order, written back as read: "to-turn" ("to FRM this turn
    [by ...]"), "turn-to" ("this turn to FRM [by ...]") or "to-by-turn" ("to FRM by ... this
    turn"). Carried out by rules/redirection.py."""

    frm: Ref
    to: Ref
    amount: Any = None
    combat: bool = False
    by: Any = None
    order: str = "to-turn"
