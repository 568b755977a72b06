"""s11 h-gy: "You may cast this card from your graveyard." (601.3: an effect allows the cast;
113.6f: the ability works from the graveyard), with a condition ("... if a non-Zombie creature
died this turn", "... as long as you control a Zombie": the cast may begin only while it is
true) or an alternative cost ("... by paying {2}{W} rather than paying its mana cost", 118.9,
named in the cast's ``alt_cost`` as :data:`ALT`). Only the card's owner may cast it so ("your
graveyard", 404.1). Everything else about the cast (timing 307.1, targets 601.2c, other costs
601.2f-h) is as for a card in the hand; the spell goes where it would go as usual afterwards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import conditions, keyword_action_parts, triggers

if TYPE_CHECKING:
    from ..decisions import CastSpell
    from ..state import GameState

ALT = "from graveyard"  # the cast's ``alt_cost`` for "by paying {2}{W} rather than ..."


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


def castable(game: GameState, player: int, besides: list[int]) -> list[int]:
    """The cards in ``player``'s graveyard that this permission lets them cast now (listed by
    rules/priority.py, with the other cards it lists: not those in ``besides``, the cards
    castable with flashback, listed once with that cost)."""
    out = []
    for oid in game.players[player].graveyard:
        if oid in besides:
            continue
        obj = game.objects[oid]
        ab = ability(obj.card)
        if ab is not None and _holds(game, obj, ab, player):
            out.append(oid)
    return out


def check(
    game: GameState, obj: GameObject, action: CastSpell, player: int
) -> ir.CastSelfFromGraveyard | None:
    """The permission a cast from a graveyard uses (None: the cast isn't one), checked before
    anything changes (601.3, 118.9)."""
    alt = (action.alt_cost or "").strip().lower()
    if obj.zone is not Zone.GRAVEYARD:
        if alt == ALT:
            raise IllegalActionError(f"{obj.name} isn't in a graveyard", "601.3")
        return None
    ab = ability(obj.card)
    if ab is None or keyword_action_parts.names_flashback(alt):
        return None  # flashback's own checks (rules/keywords_flashback.py)
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


def log_cast(game: GameState, obj_name: str, ab: ir.CastSelfFromGraveyard | None) -> None:
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
