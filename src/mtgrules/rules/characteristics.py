"""An object's characteristics now (613), from the per-state cache (``layers`` computes
them), and the questions asked of them: keyword abilities, summoning sickness (302.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import GameState

from typing import Any

from ..cards import ir
from ..objects import (
    _LAYER_WRITES,
    _WRITES,
    GameObject,
)
from ..zones import Zone
from . import filter_match, layers, mechanics, spell_grants
from .layers import Characteristics, ContinuousEffect


def add_continuous_effect(
    game: GameState,
    controller: int,
    source_name: str,
    duration: ir.Duration,
    affected: frozenset[int],
    *,
    power: int = 0,
    toughness: int = 0,
    abilities: tuple[ir.Ability, ...] = (),
    rule: str = "611.2",
    **changes: Any,
) -> None:
    """611.2: a continuous effect from a resolving spell or ability; ``changes`` are the
    other fields of ContinuousEffect (abilities removed, characteristics set)."""
    e = ContinuousEffect(
        game.new_timestamp(),
        controller,
        source_name,
        duration,
        affected,
        power,
        toughness,
        abilities,
        rule,
        game.turn_number,
        **changes,
    )
    game.continuous_effects.append(e)
    game.dirty()
    names = ", ".join(game.objects[i].name for i in affected if i in game.objects)
    what = []
    if power or toughness:
        what.append(f"{power:+d}/{toughness:+d}")
    for a in abilities:
        if isinstance(a, ir.Keyword):
            from .keywords import keyword_text

            what.append(keyword_text(a))
    game.log_event(
        "effect",
        f"{names} gets {' and '.join(what) or 'an effect'} from {source_name} ({duration.value})",
        rule,
    )


def add_group_effect(
    game: GameState,
    controller: int,
    source_name: str,
    duration: ir.Duration,
    restriction: ir.Restriction,
    group: ir.Filter,
) -> None:
    """611.2c: a continuous effect from a resolving spell or ability that changes no
    characteristics ("Creatures with power 3 or less can't block this turn"): it applies to
    whatever matches ``group`` at each moment (``ContinuousEffect.group``)."""
    e = ContinuousEffect(
        game.new_timestamp(),
        controller,
        source_name,
        duration,
        frozenset(),
        abilities=(restriction,),
        rule="611.2c",
        starts_turn=game.turn_number,
        group=group,
    )
    game.continuous_effects.append(e)
    game.dirty()
    from ..cards.render import ability_text

    text = ability_text(restriction, source_name)
    if text is None:
        text = " and ".join(f"can't {c}" for c in sorted(restriction.cant))
    text = text.rstrip(".")
    game.log_event("effect", f"{source_name}: {text} ({duration.value})", "611.2c")


def protection_exemptions(
    game: GameState, host_id: int, attachment_id: int
) -> frozenset[ir.Quality]:
    """702.16n, 702.16p: qualities whose protection "doesn't remove" this attachment.

    An Aura on the host grants protection and says its effect doesn't remove "this Aura"
    (Cho-Manno's Blessing), "Auras" (Spectra Ward), or what was already attached when
    it began (Benevolent Blessing). Another instance of protection from the same quality
    removes the attachment as usual."""
    out: set[ir.Quality] = set()
    counts: dict[ir.Quality, int] = {}
    for q in chars(game, host_id).protections:
        counts[q] = counts.get(q, 0) + 1
    attachment = game.objects[attachment_id]
    is_aura = "Aura" in chars(game, attachment_id).subtypes
    for aura in game.battlefield_objects():
        if aura.attached_to != host_id:
            continue
        for a in chars(game, aura.id).abilities:
            if not isinstance(a, ir.StaticAbility):
                continue
            if not isinstance(a.effect, ir.GrantAbilities):
                continue
            e = a.effect
            kept = (
                (e.keeps_own_attachments and attachment_id in aura.kept_attachments)
                or (e.doesnt_remove == "this Aura" and attachment is aura)
                or (e.doesnt_remove == "Auras" and is_aura)
            )
            if not kept:
                continue
            for k in layers.with_choices(game, e.abilities, aura):
                kept_q = k.quality if isinstance(k, ir.Keyword) else None
                if kept_q is not None and counts.get(kept_q, 0) <= 1:
                    out.add(kept_q)
    return frozenset(out)


def chars_cache(game: GameState) -> layers.CharacteristicsCache:
    stamp = (game.version, _WRITES[0])  # (state_writes(), inlined: a hot path)
    cache = game._chars
    if cache is None or cache.stamp != stamp:
        layer_stamp = (game.bf_version, _LAYER_WRITES[0])
        if (
            cache is not None
            and cache.closed
            and cache.layer_stamp == layer_stamp
            and (not cache.counts or layers.counts_unchanged(game, cache.counts))
        ):
            # nothing a closed computation read has changed (objects.QUIET_FIELDS,
            # Game.dirty_elsewhere) and its counts (604.3) are the same: the permanents'
            # characteristics are the same, and so is what was found from them alone (the
            # cost changes, 601.2f; replacement sources, 616.1; state triggers, 603.8; the
            # permanents' activated abilities, 602.2); the rest of the cache is found again
            cache = game._chars = layers.CharacteristicsCache(
                stamp,
                cache.battlefield,
                closed=True,
                layer_stamp=layer_stamp,
                counts=cache.counts,
                reducers=cache.reducers,
                permanent_abilities=cache.permanent_abilities,
                replacement_sources=cache.replacement_sources,
                state_trigger_sources=cache.state_trigger_sources,
            )
        else:
            battlefield, closed, counts = layers.compute_battlefield_closed(game)
            cache = game._chars = layers.CharacteristicsCache(
                stamp, battlefield, closed=closed, layer_stamp=layer_stamp, counts=counts
            )
    return cache


def battlefield_chars(game: GameState) -> dict[int, Characteristics]:
    """Characteristics of every phased-in permanent (computed once per state), and of
    nothing else: a phased-out permanent is treated as though it doesn't exist (702.26b)."""
    cache = game._chars
    if cache is None or cache.stamp != (game.version, _WRITES[0]):  # chars_cache inlined
        cache = chars_cache(game)
    return cache.battlefield


def chars(game: GameState, oid: int) -> Characteristics:
    """The object's characteristics now, all continuous effects applied (613)."""
    cache = game._chars
    if cache is None or cache.stamp != (game.version, _WRITES[0]):  # _chars_cache inlined
        cache = chars_cache(game)
    c = cache.battlefield.get(oid)
    if c is not None:
        return c
    c = cache.elsewhere.get(oid)
    if c is not None:
        return c
    c = chars_uncached(game, oid)
    cache.elsewhere[oid] = c  # kept apart: battlefield_chars() lists phased-in permanents
    return c


def chars_uncached(game: GameState, oid: int) -> Characteristics:
    """The object's characteristics computed from scratch, no cache read or written: the
    reference the cache is tested against (613)."""
    obj = game.objects[oid]
    if obj.zone is Zone.BATTLEFIELD and not obj.phased_out:
        return layers.compute_battlefield(game)[oid]
    c = layers.off_battlefield(game, obj)
    if obj.zone is not Zone.BATTLEFIELD:
        c.controller = obj.controller
    if layers.defines_pt(c):  # 604.3: in every zone
        layers.defined_pt_elsewhere(game, obj, c, battlefield_chars(game))
    if obj.zone is Zone.STACK and mechanics.has(game, mechanics.SPELL_GRANTS):
        # 611.3a, 613.1f: "Instant and sorcery spells you control have deathtouch"
        grant = spell_grants.granted(game, obj, obj.controller, battlefield_chars)
        if grant:
            c.abilities = layers._joined(c.abilities, grant)
            layers._finish(c)
    return c


def player_chars(game: GameState, player: int) -> Characteristics:
    """A player's keyword abilities (702.11c, 702.18a, 702.16b), computed by the layer
    system with the permanents' (``layers.player_characteristics``), cached with them."""
    cache = chars_cache(game)
    c = cache.players.get(player)
    if c is None:
        c = cache.players[player] = layers.player_characteristics(game, player, cache.battlefield)
    return c


def keyword_abilities(game: GameState, oid: int, name: str) -> list[ir.Keyword]:
    return [a for a in chars(game, oid).abilities if isinstance(a, ir.Keyword) and a.name == name]


def has_triggers(game: GameState, obj: GameObject) -> bool:
    return chars(game, obj.id).has_triggers


def summoning_sick(game: GameState, obj: GameObject) -> bool:
    """302.6: not continuously controlled since its controller's most recent turn began."""
    return obj.controlled_since_turn >= game.last_turn.get(obj.controller, 0)


filter_match.CHARS.append(chars)  # 115.9b: "spell that targets a creature" (h-misc)
