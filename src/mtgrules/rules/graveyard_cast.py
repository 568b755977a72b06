"""s11 h-gy: "You may cast this card from your graveyard." (601.3: an effect allows the cast;
113.6f: the ability works from the graveyard), with a condition ("... if a non-Zombie creature
died this turn", "... as long as you control a Zombie": the cast may begin only while it is
true) or an alternative cost ("... by paying {2}{W} rather than paying its mana cost", 118.9,
named in the cast's ``alt_cost`` as :data:`ALT`). Only the card's owner may cast it so ("your
graveyard", 404.1). Everything else about the cast (timing 307.1, targets 601.2c, other costs
601.2f-h) is as for a card in the hand; the spell goes where it would go as usual afterwards.

A permanent's "Once during each of your turns, you may cast a creature spell from your
graveyard." (ir.CastFromGraveyardOnce, 604.1) lets its controller cast one matching card from
their graveyard during each of their turns: the permission is used as the spell is cast
(``Player.gy_permits_used``, kept by permanent: a new object has a new one, 400.7)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, conditions, keyword_action_parts, layers, mechanics, triggers

if TYPE_CHECKING:
    from ..decisions import CastSpell
    from ..state import GameState

ALT = "from graveyard"  # the cast's ``alt_cost`` for "by paying {2}{W} rather than ..."


@dataclass(frozen=True, slots=True)
class OncePermit:
    """A cast made by a permanent's "once during each of your turns" permission (601.3): its
    source, and the caster who uses it up."""

    source: int
    player: int
    mana: None = None  # the mana cost is paid as usual (no alternative cost: 118.9)


def permits(game: GameState, player: int) -> list[tuple[int, ir.Filter]]:
    """601.3, 604.1: the permanents ``player`` controls whose "Once during each of your turns,
    you may cast ... from your graveyard" they may still use this turn (only during their own
    turn), with the spells each allows."""
    if not mechanics.has(game, mechanics.GRAVEYARD_PERMITS) or game.active_player != player:
        return []
    used = game.players[player].gy_permits_used
    return [
        (oid, a.filter)
        for oid, ch in characteristics.battlefield_chars(game).items()
        if ch.controller == player and oid not in used
        for a in ch.abilities
        if a.__class__ is ir.CastFromGraveyardOnce
    ]


def _permit_for(
    game: GameState, obj: GameObject, found: list[tuple[int, ir.Filter]], player: int
) -> int | None:
    """The permanent whose permission lets ``player`` cast ``obj`` from their graveyard."""
    if obj.owner != player or obj.zone is not Zone.GRAVEYARD:
        return None  # 404.1: "your graveyard"
    ch = characteristics.chars(game, obj.id)  # its characteristics as the spell it'd be
    for src, flt in found:
        f = replace(flt, zone="graveyard")  # the card, seen where it is
        if layers.matches(game, ch, obj, f, game.objects.get(src), player):
            return src
    return None


def ability(card: ir.CardDefinition) -> ir.CastSelfFromGraveyard | None:
    for a in card.abilities:
        if isinstance(a, ir.CastSelfFromGraveyard):
            return a
    return None


def _holds(game: GameState, obj: GameObject, ab: ir.CastSelfFromGraveyard, player: int) -> bool:
    """601.3: the condition, seen from the card's owner, as the cast would begin."""
    if ab.condition is None:
        return True
    return conditions.holds(ab.condition, triggers.condition_scope(game, obj.id, player))


def castable(game: GameState, player: int, besides: list[int], own: bool = True) -> list[int]:
    """The cards in ``player``'s graveyard that a permission lets them cast now (listed by
    rules/priority.py, with the other cards it lists: not those in ``besides``, the cards
    castable with flashback, listed once with that cost): their own ("You may cast this card
    from your graveyard", only where ``own``) or a permanent's (``permits``)."""
    out: list[int] = []
    found = permits(game, player)
    if not own and not found:
        return out
    for oid in game.players[player].graveyard:
        if oid in besides:
            continue
        obj = game.objects[oid]
        ab = ability(obj.card) if own else None
        if (ab is not None and _holds(game, obj, ab, player)) or (
            ab is None and found and _permit_for(game, obj, found, player) is not None
        ):
            out.append(oid)
    return out


def check(
    game: GameState, obj: GameObject, action: CastSpell, player: int
) -> ir.CastSelfFromGraveyard | OncePermit | None:
    """The permission a cast from a graveyard uses (None: the cast isn't one), checked before
    anything changes (601.3, 118.9)."""
    alt = (action.alt_cost or "").strip().lower()
    if obj.zone is not Zone.GRAVEYARD:
        if alt == ALT:
            raise IllegalActionError(f"{obj.name} isn't in a graveyard", "601.3")
        return None
    ab = ability(obj.card)
    if keyword_action_parts.names_flashback(alt):
        return None  # flashback's own checks (rules/keywords_flashback.py)
    if ab is None:  # 601.3: a permanent's "once during each of your turns" permission
        found = permits(game, player) if alt != ALT else []
        src = _permit_for(game, obj, found, player) if found else None
        if src is None and alt != ALT:
            _refuse_spent(game, obj, player)
        return None if src is None else OncePermit(src, player)
    if obj.owner != player:  # 404.1: "your graveyard"
        raise IllegalActionError(f"{obj.name} can be cast only from its owner's graveyard", "601.3")
    if not _holds(game, obj, ab, player):
        raise IllegalActionError(
            f"{obj.name} can't be cast from a graveyard now: its condition isn't true", "601.3"
        )
    if ab.mana is not None and alt != ALT:
        raise IllegalActionError(
            f"{obj.name} is cast from a graveyard only by paying {ab.mana} ({ALT!r})", "118.9"
        )
    if ab.mana is None and alt == ALT:
        raise IllegalActionError(f"{obj.name} has no cost {ALT!r}", "118.9")
    return ab


def _refuse_spent(game: GameState, obj: GameObject, player: int) -> None:
    """601.3: say why a permission that would allow this cast doesn't now (not the caster's
    turn, or used this turn)."""
    if not mechanics.has(game, mechanics.GRAVEYARD_PERMITS):
        return
    every = [
        (oid, a.filter)
        for oid, ch in characteristics.battlefield_chars(game).items()
        if ch.controller == player
        for a in ch.abilities
        if a.__class__ is ir.CastFromGraveyardOnce
    ]
    src = _permit_for(game, obj, every, player) if every else None
    if src is None:
        return
    name = game.object_name(src)
    why = (
        "only during your own turns"
        if game.active_player != player
        else "once each turn, and it was used this turn"
    )
    raise IllegalActionError(
        f"{obj.name} can't be cast from a graveyard now: {name} allows it {why}", "601.3"
    )


def listed_costs(
    obj: GameObject, spell_costs: list[tuple[str | None, str | None]]
) -> list[tuple[str | None, str | None]]:
    """118.9: the costs rules/priority.py lists for a card in a graveyard cast with "... by
    paying {2}{W} rather than paying its mana cost": that cost only (the others unchanged)."""
    if obj.zone is not Zone.GRAVEYARD:
        return spell_costs
    ab = ability(obj.card)
    if ab is None or ab.mana is None:
        return spell_costs
    return [(ALT, ab.mana)]


def log_cast(
    game: GameState, obj_name: str, ab: ir.CastSelfFromGraveyard | OncePermit | None
) -> None:
    if isinstance(ab, OncePermit):  # 601.3: the permission is used for this turn
        p = game.players[ab.player]
        p.gy_permits_used += (ab.source,)
        game.log_event(
            "cast from graveyard",
            f"{obj_name} is cast from {p.name}'s graveyard ({game.object_name(ab.source)}: "
            "once during each of your turns)",
            "601.3",
        )
        return
    if ab is not None:
        game.log_event(
            "cast from graveyard", f"{obj_name} is cast from its owner's graveyard", "601.3"
        )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of the permission the engine can't do for this card (rules/support.py)."""
    abs_ = [a for a in card.abilities if isinstance(a, ir.CastSelfFromGraveyard)]
    if not abs_:
        return []
    out = []
    if len(abs_) > 1:
        out.append("two permissions to cast it from a graveyard")
    if "land" in card.types:
        out.append("a land card cast from a graveyard")  # 305.9: lands are played
    gy_keywords = ("flashback", "retrace", "jump-start", "mayhem", "escape", "unearth")
    if any(isinstance(a, ir.Keyword) and a.name in gy_keywords for a in card.abilities):
        out.append("a permission to cast it from a graveyard beside a graveyard keyword")
    for a in abs_:
        if a.condition is not None and (why := conditions.condition_gap(a.condition)):
            out.append(why)
    return out
