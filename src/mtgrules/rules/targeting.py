"""Targets (115, 601.2c, 603.3d, 608.2b) and what makes a target illegal.

A spell or ability is targeted exactly when its text says "target" (115.1a-d); Aura spells
target what they will enchant (115.1b); equip targets (115.1e). A target is legal when it
matches the target phrase and nothing forbids it: phasing (702.26b), shroud (702.18a),
hexproof and hexproof from (702.11b-d), protection (702.16b).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir import COLOR_NAMES, Filter, TargetSpec
from ..cards.render import target_phrase
from ..errors import IllegalActionError
from ..objects import Target
from ..zones import Zone
from . import ability_targets, characteristics, protection
from .filter_match import counters_vs_known, power_vs_known  # 208.1, 122.1, 608.2h
from .layers import Characteristics, mismatch

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


class TargetingContext:
    """Who is targeting: the spell or the ability's source, its characteristics, controller,
    and the X chosen for it (107.3: "with mana value X")."""

    __slots__ = (
        "controller",
        "defending",
        "is_spell",
        "name",
        "source",
        "source_chars",
        "source_id",
        "source_owner",
        "subject",
        "trigger_player",
        "x",
    )

    def __init__(
        self,
        name: str,
        source: GameObject | None,
        source_chars: Characteristics,
        controller: int,
        is_spell: bool,
        source_owner: int,
        x: int = 0,
        trigger_player: int | None = None,
        source_id: int | None = None,
        defending: int | None = None,
        subject: int | None = None,
    ) -> None:
        self.name = name
        self.source = source
        # the source's id, kept when it has left its zone (a dies trigger: 603.10a)
        self.source_id = source.id if source is not None else source_id
        self.source_chars = source_chars
        self.controller = controller
        self.is_spell = is_spell
        self.source_owner = source_owner
        self.x = x
        # h-players: the player a triggered ability's event named, for "target ... that
        # player controls" (603.2, 608.2k)
        self.trigger_player = trigger_player
        # 508.5a: "defending player" in an ability of (or about) an attacking creature: the
        # player that creature attacks (None: this combat's defending player, 506.2)
        self.defending = defending
        # 603.10a: the object a triggered ability's event named ("When a creature you control
        # dies, exile it. Return up to one other target creature card ...": other than it)
        self.subject = subject


def with_x(flt: Filter, x: int) -> Filter:
    """``flt`` with "mana value X" made a number: the X chosen for the spell or ability
    (107.3, 601.2b)."""
    if flt.mana_value_x is None:
        return flt
    if flt.bound is not None:  # s10 h-amount: "where X is ...": X is the bound's count
        return replace(flt, mana_value_x=None)
    low = x if flt.mana_value_x == "eq" else flt.mana_value_min
    return replace(flt, mana_value_x=None, mana_value_max=x, mana_value_min=low)


TARGET_RESTRICTION = "be the target of spells or abilities your opponents control"


@dataclass(frozen=True, slots=True)
class CantBeTargetedBy:
    """ "can't be the target of spells or abilities your opponents control this turn" from a
    resolved spell or ability: "your" is that spell's or ability's controller (109.5),
    ``opponents_of``, fixed as it resolved, whoever controls the permanent."""

    opponents_of: int
    source_name: str


def _restriction_problem(
    game: GameState, chars: Characteristics, ctx: TargetingContext
) -> str | None:
    for a in chars.abilities:
        if isinstance(a, CantBeTargetedBy) and ctx.controller != a.opponents_of:
            return (
                "it can't be the target of spells or abilities "
                f"{game.players[a.opponents_of].name}'s opponents control ({a.source_name}) (109.5)"
            )
    return None


def describe_spec(spec: TargetSpec) -> str:
    if spec.kind == "any":
        return "any target"
    if spec.kind == "player":
        return {"opponent": "target opponent", "you": "you"}.get(spec.player, "target player")
    if spec.kind == "object_or_player":  # 115.4: "target player or planeswalker"
        who = "opponent" if spec.player == "opponent" else "player"
        return f"target {who} or {describe_filter(spec.filter)}"
    if spec.kind in ability_targets.KINDS:  # 115.1: "target activated ability"
        return target_phrase(spec)  # 113.7, 113.8: "... you control from an artifact source"
    return "target " + describe_filter(spec.filter, spell=spec.kind == "spell")


def describe_filter(f: Filter, spell: bool = False) -> str:
    words: list[str] = []
    for t in sorted(f.non_types):
        words.append("non" + t)
    for c in sorted(f.non_colors):
        words.append("non" + COLOR_NAMES[c])
    for c in sorted(f.colors):
        words.append(COLOR_NAMES[c])
    if f.tapped is not None:
        words.append("tapped" if f.tapped else "untapped")
    noun = " or ".join(sorted(f.types)) if f.types else ("spell" if spell else "permanent")
    if f.subtypes:
        noun = " or ".join(sorted(f.subtypes)) + " " + noun
    if f.zone == "graveyard":
        noun += " card in a graveyard"
    text = ", ".join([*words[:-1], words[-1] + " " + noun]) if words else noun
    if f.controller == "you":
        text += " you control"
    elif f.controller == "opponent":
        text += " an opponent controls"
    elif f.controller == "not_you":
        text += " you don't control"
    if f.with_keyword:
        text += " with " + f.with_keyword
    if f.without_keyword:
        text += " without " + f.without_keyword
    return text


def candidates(game: GameState, spec: TargetSpec, ctx: TargetingContext) -> list[Target]:
    """Every object or player that might be chosen for ``spec`` (before legality checks)."""
    out: list[Target] = []
    if spec.kind in ability_targets.KINDS:  # 115.1: abilities on the stack (Stifle)
        return ability_targets.candidates(game, spec.kind, spec.filter, ctx.controller)
    if spec.kind in ("any", "object", "object_or_player"):
        if spec.filter.zone == "graveyard":
            for p in game.players:
                for oid in p.graveyard:
                    out.append(Target(object_id=oid, zone=Zone.GRAVEYARD))
        else:
            for o in game.battlefield_objects():
                out.append(Target(object_id=o.id, zone=Zone.BATTLEFIELD))
    if spec.kind == "spell":
        for item in game.stack:
            out.append(Target(object_id=item.object.id, zone=Zone.STACK))
    if spec.kind in ("any", "player", "object_or_player"):
        for p in game.players:
            if not p.lost:
                out.append(Target(player=p.index))
    return out


def problem(game: GameState, spec: TargetSpec, target: Target, ctx: TargetingContext) -> str | None:
    """Why ``target`` isn't a legal choice for ``spec`` now, with its rule; None if legal."""
    if spec.filter.mana_value_x is not None:  # 107.3
        spec = replace(spec, filter=with_x(spec.filter, ctx.x))
    if target.player is not None:
        return _player_problem(game, spec, target.player, ctx)
    assert target.object_id is not None
    if spec.kind in ability_targets.KINDS:  # 115.1, 608.2b: an ability on the stack
        why = ability_targets.problem(game, spec.kind, target, spec.filter, ctx.controller)
        if why != ability_targets.A_SPELL:
            return why
        spec = replace(spec, kind="spell", filter=Filter(zone="stack"))  # Disallow's "spell"
    obj = game.objects.get(target.object_id)
    if (
        obj is None
        and spec.kind == "spell"
        and ability_targets.stack_ability(game, target.object_id)
    ):
        return "it's an ability on the stack, not a spell (115.1)"  # 113.9
    if obj is None or (target.zone is not None and obj.zone != target.zone):
        return "it's no longer in the zone it was in when it was targeted (608.2b)"
    if obj.zone is Zone.BATTLEFIELD and obj.phased_out:
        return "it's phased out (702.26b)"
    # being cast (on the stack, a copy of it may target it: 707.10c)
    if (
        ctx.is_spell
        and ctx.source is not None
        and obj.id == ctx.source.id
        and obj.zone is not Zone.STACK
    ):
        return "a spell can't target itself (115.5)"
    chars = characteristics.chars(game, obj.id)
    if spec.filter.controller == "trigger player":  # h-players: "... that player controls"
        if ctx.trigger_player is None or chars.controller != ctx.trigger_player:
            return "that player doesn't control it (115.1)"
        spec = replace(spec, filter=replace(spec.filter, controller=None))
    elif spec.filter.controller == "defending player" and ctx.defending is not None:
        if chars.controller != ctx.defending:  # 508.5a: the player that creature attacks
            who = game.players[ctx.defending].name
            return f"defending player doesn't control it (506.2): it's {who} here (508.5a)"
        spec = replace(spec, filter=replace(spec.filter, controller=None))
    why = _restriction_problem(game, chars, ctx)
    if why is not None:
        return why
    if spec.filter.power_vs_self is not None and ctx.source is None:  # s10 h-cant, 608.2h
        power = ctx.source_chars.power if ctx.source_chars is not None else None
        spec = replace(spec, filter=power_vs_known(spec.filter, power))
    if spec.filter.bound is not None and ctx.source is None:  # 608.2h: its counters then
        spec = replace(spec, filter=counters_vs_known(game, spec.filter, ctx.source_id))
    if spec.kind == "spell":
        if obj.zone is not Zone.STACK:
            return "it isn't a spell (115.1)"
        why = mismatch(game, chars, obj, spec.filter, ctx.source, ctx.controller)
        return None if why is None else f"{why} (115.1)"
    if spec.kind == "player":
        return f"it isn't {'an opponent' if spec.player == 'opponent' else 'a player'} (115.1)"
    spell_only = bool(spec.filter.types) and spec.filter.types <= {"instant", "sorcery"}
    if (
        spec.filter.zone != "graveyard"
        and obj.zone is not Zone.BATTLEFIELD
        and not (spell_only and obj.zone is Zone.STACK)
    ):
        # 109.2, 115.2: "target creature" is a creature permanent, unless the phrase names
        # another zone or an object that can't be on the battlefield (a sorcery: a spell);
        # a public zone is named, a hidden one never is (400.2)
        if obj.zone in (Zone.GRAVEYARD, Zone.EXILE, Zone.STACK):
            return f"it isn't on the battlefield: it's in {obj.zone.value} (109.2)"
        return "only a permanent can be targeted (115.2)"
    if spec.kind == "any":
        if not (chars.types & {"creature", "planeswalker", "battle"}):
            return "it isn't a creature, player, planeswalker or battle (115.4)"
    elif spec.filter.zone == "graveyard":
        if obj.zone is not Zone.GRAVEYARD:
            return "it isn't in a graveyard (115.1)"
        if spec.filter.controller == "you" and obj.owner != ctx.controller:
            return "it isn't in your graveyard (115.1)"
        if spec.filter.controller == "opponent" and obj.owner == ctx.controller:
            return "it isn't in an opponent's graveyard (115.1)"  # 404.1: its owner's
        # the whole phrase but whose graveyard (checked above) and "another" (below): "target
        # non-Dragon creature card from a graveyard" (Junji), "with mana value N or less"
        flt = replace(spec.filter, controller=None, other=False)
        why = mismatch(game, chars, obj, flt, ctx.source, ctx.controller)
        if why is None and spec.filter.other and _is_source_card(obj, ctx):
            why = "it's the source itself, not another"
        return None if why is None else f"{why} (115.1)"
    else:
        why = mismatch(game, chars, obj, spec.filter, ctx.source, ctx.controller)
        if why is not None:
            return f"{why} (115.1)"
        if spec.power_below_source:  # 702.134a: its source's power now, or as it last was
            mine = ctx.source_chars.power or 0
            if chars.power is None or chars.power >= mine:
                return f"its power isn't less than {ctx.name}'s power ({mine}) (702.134a)"
    return _shield_problem(game, chars, obj.chosen_color, chars.controller, ctx)


def _is_source_card(obj: GameObject, ctx: TargetingContext) -> bool:
    """Whether a card in a graveyard is the ability's source ("another target creature card
    from your graveyard"): the source itself, or the card it became as it died (603.10a,
    Dutiful Attendant can't return itself), or the card a dies trigger's event named."""
    if ctx.subject is not None and ctx.subject in (obj.id, obj.previous_id):
        return True  # the card the trigger's event put there (Illicit Masquerade)
    return ctx.source_id is not None and ctx.source_id in (obj.id, obj.previous_id)


def _shield_problem(
    game: GameState,
    chars: Characteristics,
    chosen_color: str | None,
    controller: int,
    ctx: TargetingContext,
    player: bool = False,
) -> str | None:
    """Shroud, hexproof and protection of a permanent or player (``player``)."""
    if "shroud" in chars.keywords:
        return "shroud (702.18a)"
    opponent = controller != ctx.controller
    if opponent and "hexproof" in chars.keywords:
        return "hexproof (702.11c)" if player else "hexproof (702.11b)"
    # 702.11d: not the target of [quality] spells or abilities from [quality] sources that
    # its controller's (or the player's) opponents control; a player's works the same way
    if opponent and chars.hexproof_from:
        q = protection.protection_from(
            game, chars.hexproof_from, ctx.source_chars, ctx.source_owner, chosen_color
        )
        if q is not None:
            return f"hexproof from {protection.quality_text(q)} (702.11d)"
    q = protection.protection_from(
        game, chars.protections, ctx.source_chars, ctx.source_owner, chosen_color
    )
    if q is not None:
        return f"{protection.describe(q)} (702.16b)"
    return None


def _player_problem(
    game: GameState, spec: TargetSpec, player: int, ctx: TargetingContext
) -> str | None:
    if spec.kind not in ("any", "player", "object_or_player"):
        what = describe_filter(spec.filter, spell=spec.kind == "spell")  # "spell": 115.1a
        return f"a player isn't a {what} (115.1)"
    p = game.players[player]
    if p.lost:
        return "that player has left the game (800.4a)"
    if spec.player == "opponent" and player == ctx.controller:
        return "you aren't an opponent (115.1)"
    if spec.player == "you" and player != ctx.controller:
        return "only you can be chosen (115.1)"
    return _shield_problem(
        game, characteristics.player_chars(game, player), None, player, ctx, player=True
    )


def legal_targets(game: GameState, spec: TargetSpec, ctx: TargetingContext) -> list[Target]:
    screen = _type_screen(spec)
    if screen is None:
        return [t for t in candidates(game, spec, ctx) if problem(game, spec, t, ctx) is None]
    chars = characteristics.chars
    return [
        t
        for t in candidates(game, spec, ctx)
        if (
            t.zone is not Zone.BATTLEFIELD
            or t.object_id is None
            or not chars(game, t.object_id).types.isdisjoint(screen)
        )
        and problem(game, spec, t, ctx) is None
    ]


_ANY_TYPES = frozenset({"creature", "planeswalker", "battle"})


def _type_screen(spec: TargetSpec) -> frozenset[str] | None:
    """The card types of which a permanent must have one to be a legal choice for ``spec``
    (``problem`` refuses it otherwise: 115.4 for "any target", the filter's types, 115.1),
    asked first as the cheapest test; None when ``spec`` has no such test."""
    if spec.kind == "any":
        return _ANY_TYPES
    f = spec.filter
    if (
        spec.kind in ("object", "object_or_player")
        and f.types
        and f.zone != "graveyard"
        and f.or_filter is None
        and not f.or_subtypes
    ):
        return f.types
    return None


def has_enough_targets(
    game: GameState, specs: tuple[TargetSpec, ...], ctx: TargetingContext
) -> bool:
    """601.2c / 602.2b: each required target must be choosable (distinct per phrase: 115.3)."""
    for spec in specs:
        need = 0 if spec.up_to else spec.count
        if len(legal_targets(game, spec, ctx)) < need:
            return False
    return True


def target_name(game: GameState, t: Target) -> str:
    if t.player is not None:
        return game.players[t.player].name
    assert t.object_id is not None
    obj = game.objects.get(t.object_id)
    if obj is not None and obj.zone in (Zone.LIBRARY, Zone.HAND):
        return "a card in a hidden zone"  # 400.2: not named to the other players
    return game.object_name(t.object_id)


def targets_text(game: GameState, targets: tuple[tuple[Target, ...], ...]) -> str:
    """ " targeting X, Y" for a log line of a spell or ability put on the stack (601.2c,
    603.3d: its targets named), or "" when it has none."""
    names = [target_name(game, t) for ts in targets for t in ts]
    return f" targeting {', '.join(names)}" if names else ""


def check_targets(
    game: GameState,
    name: str,
    specs: tuple[ir.TargetSpec, ...],
    chosen: tuple[tuple[Target, ...], ...],
    ctx: TargetingContext,
    rule: str,
    x: int = 0,
    legal: bool = False,
) -> tuple[tuple[Target, ...], ...]:
    """The chosen targets checked (601.2c, 115.1, 115.3), each with its zone now; raises
    IllegalActionError naming the first problem. ``legal``: each target was found by
    :func:`legal_targets` for its phrase with this ``ctx`` in this state (the listing's
    choices), so only what joins them is checked again (115.3, "same controller", ...)."""
    if len(chosen) < len(specs) and not all(s.up_to for s in specs[len(chosen) :]):
        if not has_enough_targets(game, specs, ctx):
            raise IllegalActionError(
                f"{name} can't be cast or activated without a legal target "
                f"for {describe_spec(specs[len(chosen)])}",
                rule,
            )
        raise IllegalActionError(f"{name} needs {describe_spec(specs[len(chosen)])}", rule)
    if len(chosen) > len(specs):
        raise IllegalActionError(f"{name} has only {len(specs)} target phrase(s)", "115.1")
    fixed: list[tuple[Target, ...]] = []
    for spec, ts in zip(specs, chosen, strict=False):
        count = x if spec.count_x else spec.count  # "each of X targets" (107.3)
        if ts and count == 0 and spec.up_to and not spec.count_x:  # rules/abilities.py
            raise IllegalActionError(
                f"{name} has no target for {describe_spec(spec)}: it is chosen only if the "
                "spell is kicked",
                "702.33g",
            )
        if len(ts) > count or (len(ts) < count and not spec.up_to):
            raise IllegalActionError(
                f"{name} needs {'up to ' if spec.up_to else ''}{count} target(s) for "
                f"{describe_spec(spec)}, not {len(ts)}",
                rule,
            )
        seen: set[tuple[int | None, int | None]] = set()
        out: list[Target] = []
        k = spec.filter.same_controller_as_target
        d = spec.filter.differs_from_target
        for t in ts:
            if d is not None and d < len(fixed) and t in fixed[d]:  # "another target" (115.3)
                raise IllegalActionError(
                    f"{name} can't target {target_name(game, t)} again: another target "
                    "must be a different one",
                    "115.3",
                )
            if k is not None and k < len(fixed) and fixed[k] and t.object_id in game.objects:
                other = fixed[k][0].object_id
                if (
                    other in game.objects
                    and characteristics.chars(game, other).controller
                    != characteristics.chars(game, t.object_id).controller
                ):
                    raise IllegalActionError(
                        f"{name} can't target {target_name(game, t)}: it must have the "
                        "same controller as the first target",
                        "115.1",
                    )
            key = (t.object_id, t.player)
            if key in seen:  # 115.3: the same object or player once per "target"
                raise IllegalActionError(
                    f"{name} can't choose {target_name(game, t)} "
                    'twice for one instance of "target"',
                    "115.3",
                )
            seen.add(key)
            if t.object_id is not None and t.object_id in game.objects:
                t = Target(object_id=t.object_id, zone=game.objects[t.object_id].zone)
            why = None if legal else problem(game, spec, t, ctx)
            if why:
                itself = ctx.source is not None and t.object_id == ctx.source.id  # 115.5
                shown = ctx.source.name if itself and ctx.source else target_name(game, t)
                raise IllegalActionError(f"{name} can't target {shown}: {why}")
            out.append(t)
        if spec.filter.single_graveyard and len(_graveyards(game, out)) > 1:
            # h-zones, 601.2c: "target cards from a single graveyard": one graveyard (404.1:
            # a card in a graveyard is in its owner's)
            raise IllegalActionError(
                f"{name} can't target cards in more than one graveyard: "
                "they must come from a single graveyard",
                "601.2c",
            )
        fixed.append(tuple(out))
    return tuple(fixed)


def _graveyards(game: GameState, ts: list[Target]) -> set[int]:
    """The owners of the targeted objects: the graveyards they are in (404.1)."""
    return {
        game.objects[t.object_id].owner
        for t in ts
        if t.object_id is not None and t.object_id in game.objects
    }
