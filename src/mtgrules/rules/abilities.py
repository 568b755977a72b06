"""The abilities an object has and when they can be used: modes (700.2), spell abilities,
activated abilities (602), timing (307.1)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from .keywords import activated_from_keyword, keyword_text
from .keywords_bestow import BESTOW, ENCHANT_CREATURE  # 702.103b (h-kw-perm)
from .keywords_reconfigure import RECONFIGURE  # 702.151a (h-kw-perm)
from .keywords_reconfigure import abilities as reconfigure_abilities

if TYPE_CHECKING:
    from ..records import CharacteristicsCache
    from ..state import GameState

from . import (
    characteristics,
    graveyard_abilities,
    keywords_awaken,  # s10 h-cant: 702.113
    keywords_cipher,
    keywords_crew,
    keywords_cycling,
    keywords_ninjutsu,
    keywords_overload,
)


def modal(obj: GameObject) -> ir.Modal | None:
    for a in obj.card.abilities:
        if isinstance(a, ir.SpellAbility):
            for e in a.effects:
                if isinstance(e, ir.Modal):
                    return e
    return None


def check_modes(obj: GameObject, modes: tuple[int, ...], sizes: tuple[int, ...] = ()) -> None:
    """700.2: a modal spell's modes are chosen as it is cast (601.2b); ``sizes``: how many
    may be chosen, where the caster's position changes it (rules/modes.py)."""
    m = modal(obj)
    if m is None:
        if modes:
            raise IllegalActionError(f"{obj.name} isn't modal", "700.2")
        return
    n = len(m.modes)
    if any(not 1 <= x <= n for x in modes):
        raise IllegalActionError(f"{obj.name} has modes 1 to {n}", "700.2")
    if len(set(modes)) != len(modes) and not m.repeat:  # 700.2d: only where it says so
        raise IllegalActionError(f"{obj.name}'s modes are each chosen once", "700.2d")
    if sizes:
        if len(modes) not in sizes:  # 700.2 (h-misc: "you may choose both instead")
            raise IllegalActionError(
                f"choose {' or '.join(map(str, sizes))} mode(s) of {obj.name}", "700.2"
            )
    elif m.any_number or m.or_more:
        if len(modes) < (0 if m.any_number else 1):
            raise IllegalActionError(f"choose at least one mode of {obj.name}", "700.2")
    elif len(modes) != m.choose:
        raise IllegalActionError(
            f"choose {m.choose} mode(s) of {obj.name}, not {len(modes)}", "700.2"
        )


def spell_targets(
    game: GameState,
    obj: GameObject,
    modes: tuple[int, ...] = (),
    alt: str | None = None,
    kicked: int | None = None,
) -> tuple[ir.TargetSpec, ...]:
    """115.1a-b: an instant or sorcery's "target" phrases (of its chosen modes, 700.2); an Aura
    spell's enchant target. 702.96b: an overloaded spell has none. ``alt``: the alternative
    cost a cast names, before the card is on the stack (702.103b: cast bestowed, an Aura
    spell with enchant creature). ``kicked``: as the cast announces it (else the spell's
    own, 702.33d): the targets of "If this spell was kicked, ..." are chosen only if it was
    (702.33g: a phrase of none, "up to zero", otherwise)."""
    if obj.alt_keyword == keywords_overload.OVERLOAD:
        return ()
    if keywords_awaken.is_awakened(obj, alt) and (aw := keywords_awaken.awakened(obj.card)):
        return aw.targets  # 702.113b: the land's target only if the awaken cost is paid
    if (alt or "").strip().lower() == BESTOW:
        return (ir.TargetSpec("object", ENCHANT_CREATURE.filter or ir.Filter()),)
    m = modal(obj)
    if m is not None:
        # a mode the card doesn't have has no targets: check_modes refuses it (700.2)
        n = len(m.modes)
        return tuple(t for i in sorted(modes) if 1 <= i <= n for t in m.modes[i - 1].targets)
    ch = characteristics.chars(game, obj.id)
    if "Aura" in ch.subtypes:
        for a in ch.abilities:
            if isinstance(a, ir.Keyword) and a.name == "enchant":
                if a.enchant_player:
                    return (ir.TargetSpec("player"),)
                return (ir.TargetSpec("object", a.filter or ir.Filter()),)
        return ()
    for a in ch.abilities:
        if isinstance(a, ir.SpellAbility):
            if (obj.kicked if kicked is None else kicked) == 0 and a.targets:
                known = _KICKED_ONLY.get(id(a))
                if known is None or known[0] is not a:
                    if len(_KICKED_ONLY) > 50_000:
                        _KICKED_ONLY.clear()
                    known = _KICKED_ONLY[id(a)] = (a, frozenset(_kicked_only(a.effects)))
                only = known[1]  # 702.33g, 601.2c
                if not only:
                    return a.targets
                return tuple(
                    replace(t, count=0, up_to=True, count_x=False) if i in only else t
                    for i, t in enumerate(a.targets)
                )
            return a.targets
    return ()


# by spell ability (immutable; kept with its answer, so its id stays its own)
_KICKED_ONLY: dict[int, tuple[ir.SpellAbility, frozenset[int]]] = {}


def _kicked_only(effects: Any) -> set[int]:
    """702.33g: the target phrases first named in an "If this spell was kicked, ..." part."""
    out: set[int] = set()
    for e in effects if isinstance(effects, tuple | list) else ():
        if isinstance(e, ir.IfKicked):
            out.update(e.new_targets)
        elif is_dataclass(e) and not isinstance(e, type):
            for f in fields(e):
                value = getattr(e, f.name)
                if isinstance(value, tuple) and value and is_dataclass(value[0]):
                    out |= _kicked_only(value)
    return out


def spell_ability(game: GameState, obj: GameObject) -> ir.SpellAbility | None:
    if obj.alt_keyword == keywords_overload.OVERLOAD:  # 702.96a: "target" becomes "each"
        return keywords_overload.overloaded(obj.card)
    if keywords_awaken.is_awakened(obj) and (aw := keywords_awaken.awakened(obj.card)):
        return aw  # 702.113a (s10 h-cant)
    for a in obj.card.abilities:
        if isinstance(a, ir.SpellAbility):
            if not obj.spell_copy and keywords_cipher.has_cipher(obj.card):
                return keywords_cipher.with_encode(a)  # 702.99a: the last instruction
            return a
    return None


def activated_abilities(game: GameState, obj: GameObject) -> list[ir.ActivatedAbility]:
    """602: the object's activated abilities, with keyword abilities that stand for one
    (equip, 702.6a) written out. Computed once per card while its abilities are the printed
    ones, else once per abilities tuple (the list is shared: don't change it)."""
    card = obj.card
    on_battlefield = obj.zone is Zone.BATTLEFIELD
    abilities = characteristics.chars(game, obj.id).abilities if on_battlefield else card.abilities
    if abilities is card.abilities:  # what the card prints: the same answer for every state
        known = _BY_CARD.get(id(card))
        if known is not None and known[0] is card:
            return known[1]
        out = _activated_abilities(abilities, card)
        if len(_BY_CARD) > _TABLE_LIMIT:
            _BY_CARD.clear()
        _BY_CARD[id(card)] = (card, out)  # the card kept with its answer: its id stays its own
        return out
    # abilities changed by the layers (613.1f): kept by abilities tuple and card (layers._joined
    # gives the same tuple for the same grant), so the answer is found again in later states.
    # By both: a card with no printed ability that gains one has the grant's own tuple as its
    # abilities (() + grant is grant), shared by every such card the grant reaches (Rancor on
    # Grizzly Bears, then on Kalonian Tusker); keyed by the tuple alone, they took turns
    # replacing each other's answer, and each new list grew the memos keyed by list.
    key = (id(abilities), id(card))
    known2 = _BY_ABILITIES.get(key)
    if known2 is not None and known2[0] is abilities and known2[1] is card:
        return known2[2]
    out = _activated_abilities(abilities, card)
    if len(_BY_ABILITIES) > _TABLE_LIMIT:
        _BY_ABILITIES.clear()
    _BY_ABILITIES[key] = (abilities, card, out)
    return out


def numbered_activated_abilities(
    game: GameState, obj: GameObject, mana_abilities: bool
) -> list[tuple[int, ir.ActivatedAbility]]:
    """``activated_abilities`` numbered from 0; ``mana_abilities=False`` leaves out mana
    abilities (605.3a). Computed once per list of abilities (shared: don't change it)."""
    abilities = activated_abilities(game, obj)
    if mana_abilities:
        return list(enumerate(abilities))
    known = _NUMBERED.get(id(abilities))
    if known is not None and known[0] is abilities:
        return known[1]
    out = [(i, ab) for i, ab in enumerate(abilities) if not ab.is_mana_ability]
    if len(_NUMBERED) > _TABLE_LIMIT:
        _NUMBERED.clear()
    _NUMBERED[id(abilities)] = (abilities, out)
    return out


_ANYONE: dict[int, tuple[ir.CardDefinition, bool]] = {}


def _anyone_may_activate(card: ir.CardDefinition) -> bool:
    """Whether the card has an ability "Any player may activate" (602.2), found once per card."""
    hit = _ANYONE.get(id(card))
    if hit is None or hit[0] is not card:
        found = any(type(a) is ir.ActivatedAbility and a.any_player for a in card.abilities)
        hit = _ANYONE[id(card)] = (card, found)
    return hit[1]


def activatable(
    game: GameState, player: int, mana_abilities: bool
) -> list[tuple[GameObject, list[tuple[int, ir.ActivatedAbility]]]]:
    """602.2: the permanents ``player`` controls and the cards in their hand with activated
    abilities, each with its abilities numbered (``numbered_activated_abilities``); found
    once per state (kept with its characteristics, 613), not at each listing."""
    cache = characteristics.chars_cache(game)
    key = (player, mana_abilities)
    found = cache.activatable.get(key)
    if found is None:
        own, others = _permanent_abilities(game, cache, key)
        found = list(own)
        objs = game.objects
        for i in game.players[player].hand:
            o = objs[i]
            numbered = numbered_activated_abilities(game, o, mana_abilities)
            if numbered:
                found.append((o, numbered))
        found += others
        cache.activatable[key] = found
    return found


def _permanent_abilities(
    game: GameState, cache: CharacteristicsCache, key: tuple[int, bool]
) -> tuple[
    list[tuple[GameObject, list[tuple[int, ir.ActivatedAbility]]]],
    list[tuple[GameObject, list[tuple[int, ir.ActivatedAbility]]]],
]:
    """``activatable``'s permanents: those ``player`` controls with activated abilities and
    the others' abilities any player may activate (602.2), found from the permanents'
    characteristics alone (kept with them while they are the same: chars_cache)."""
    known = cache.permanent_abilities.get(key)
    if known is None:
        player, mana_abilities = key
        bf = cache.battlefield
        here = game.battlefield_objects()
        own = []
        for o in here:
            if bf[o.id].controller == player:
                numbered = numbered_activated_abilities(game, o, mana_abilities)
                if numbered:
                    own.append((o, numbered))
        others = []
        for o in here:
            # 602.2: "Any player may activate this ability." on another player's permanent
            # (printed or copied, 707.2, a prefilter for the abilities it has now: a granted
            # one is refused by rules/support.py)
            values = o.card if o.copy_of is None else o.copy_of
            if _anyone_may_activate(values) and bf[o.id].controller != player:
                anyone = [
                    (i, ab)
                    for i, ab in numbered_activated_abilities(game, o, mana_abilities)
                    if ab.any_player
                ]
                if anyone:
                    others.append((o, anyone))
        known = cache.permanent_abilities[key] = (own, others)
    return known


def keyword_ability_index(
    game: GameState, obj: GameObject, listed: list[ir.ActivatedAbility], words: str
) -> int | None:
    """Where in ``listed`` (``activated_abilities``) the activated ability a keyword ability
    stands for is (cycling 702.29a, unearth 702.84a, ...), the keyword named by the start of
    its words ("cycling", "unearth {b}"); None if none is."""
    on_battlefield = obj.zone is Zone.BATTLEFIELD
    have = characteristics.chars(game, obj.id).abilities if on_battlefield else obj.card.abilities
    for k in have:
        if isinstance(k, ir.Keyword) and keyword_text(k).lower().startswith(words.lower()):
            for ab in _activated_abilities((k,), obj.card):
                if ab in listed:
                    return listed.index(ab)
    return None


def _activated_abilities(
    abilities: tuple[ir.Ability, ...], card: ir.CardDefinition
) -> list[ir.ActivatedAbility]:
    out: list[ir.ActivatedAbility] = []
    for a in abilities:
        if isinstance(a, ir.Keyword) and a.name == RECONFIGURE and a.cost is not None:
            out += reconfigure_abilities(a)  # 702.151a: two activated abilities
            continue
        if isinstance(a, ir.Keyword):
            expanded = (
                activated_from_keyword(a, card)
                or keywords_crew.crew_ability(a)  # 702.122a
                or keywords_cycling.typecycling_ability(a)  # 702.29e
            )
            if expanded is None:
                continue
            a = expanded
        elif isinstance(a, ir.LoyaltyAbility):
            # 606.4: the cost is adding (+N) or removing (-N) loyalty counters; written as a
            # counter-removal cost, a negative removal adds. 606.3: sorcery speed.
            a = ir.ActivatedAbility(
                ir.Cost(remove_counters=(("loyalty", -a.loyalty),)),
                a.effects,
                a.targets,
                sorcery_speed=True,
                loyalty=True,  # 605.1a: never a mana ability
            )
        if isinstance(a, ir.ActivatedAbility):
            out.append(a)
    return out


def functions_here(ab: ir.ActivatedAbility, obj: GameObject) -> bool:
    """113.6j, 602.2: whether ``ab`` works from the zone ``obj`` is in (:func:`works_from`)."""
    return obj.zone is works_from(ab)[0]


def works_from(ab: ir.ActivatedAbility) -> tuple[Zone, str, str]:
    """The zone ``ab`` works from, as a refusal names it, and the rule: an ability with
    "Discard this card" in its cost (cycling, channel) or "Exile this card from your hand",
    and ninjutsu, from its owner's hand (113.6m, 702.49a); one that works from a graveyard
    there (113.6m: "Exile this card from your graveyard", unearth, 702.84a); every other
    activated ability from the battlefield (113.6)."""
    if keywords_ninjutsu.is_ninjutsu(ab):  # 702.49a: from a hand
        return Zone.HAND, "its owner's hand", "702.49a"
    if ab.cost.discard_self or ab.cost.exile_self_from_hand:  # s10 h-act
        return Zone.HAND, "its owner's hand", "113.6m"
    if graveyard_abilities.activated_from_graveyard(ab):
        return Zone.GRAVEYARD, "its owner's graveyard", "113.6m"
    return Zone.BATTLEFIELD, "the battlefield", "113.6"


#: the rule that says when a noninstant spell of each card type may be cast (the first
#: of its types found here; 117.1a for any other)
_CAST_TIMING = (
    ("sorcery", "307.1"),
    ("creature", "302.1"),
    ("artifact", "301.1"),
    ("enchantment", "303.1"),
    ("planeswalker", "306.1"),
    ("battle", "310.1"),
)


def timing_rule(types: frozenset[str] | set[str]) -> str:
    """307.1, 302.1, 301.1, 303.1, 306.1, 310.1: the timing rule of a spell of ``types``."""
    return next((rule for t, rule in _CAST_TIMING if t in types), "117.1a")


def sorcery_timing(game: GameState, player: int) -> str | None:
    """307.1 / 117.1a: main phase of your turn with an empty"""
    if game.active_player != player:
        return "it isn't your turn"
    if game.step not in ("main1", "main2"):
        return "it isn't a main phase"
    if game.stack:
        return "the stack isn't empty"
    return None


# activated_abilities by card (printed abilities), and numbered_activated_abilities by list;
# each answer kept with what it was computed from, so an id is never read for another object
_TABLE_LIMIT = 20_000


_BY_CARD: dict[int, tuple[ir.CardDefinition, list[ir.ActivatedAbility]]] = {}


_BY_ABILITIES: dict[
    tuple[int, int], tuple[tuple[ir.Ability, ...], ir.CardDefinition, list[ir.ActivatedAbility]]
] = {}
_NUMBERED: dict[int, tuple[list[ir.ActivatedAbility], list[tuple[int, ir.ActivatedAbility]]]] = {}
