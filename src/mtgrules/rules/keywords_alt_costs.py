"""Keyword alternative costs (118.9, 601.2b, 601.2f-h): a card cast by paying the keyword's
cost rather than its mana cost, named by the cast's ``alt_cost`` ("evoke", "dash").

Evoke (702.74a): "You may cast this card by paying [cost] rather than paying its mana cost"
and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it"
(a triggered ability with an intervening "if", 603.4: rules/keywords_triggered.py).

Dash (702.109a): "You may cast this card by paying [cost] rather than its mana cost," "If
this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand
at the beginning of the next end step," and "As long as this permanent's dash cost was paid,
it has haste" (:func:`entered`).

Spectacle (702.137a): "You may pay [cost] rather than pay this spell's mana cost if an
opponent lost life this turn" (``Player.life_lost_this_turn``). Surge (702.117a): "... if you
or one of your teammates has cast another spell this turn" (``Player.spells_cast_this_turn``;
the engine plays no team games, so only "you"). Both only replace the mana cost: they can be
used wherever the card may be cast from.

Blitz (702.152a): "You may cast this card by paying [cost] rather than its mana cost," "If
this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning
of the next end step," and "As long as this permanent's blitz cost was paid, it has haste and
'When this permanent is put into a graveyard from the battlefield, draw a card.'"
(:func:`entered`).

The spell, and the permanent it becomes, remember the keyword (``GameObject.alt_keyword``,
kept from the stack to the battlefield by zone_moves.move)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..records import PendingTrigger
from ..zones import Zone
from . import keyword_costs

if TYPE_CHECKING:
    from ..state import GameState

EVOKE = "evoke"
DASH = "dash"
SPECTACLE = "spectacle"
SURGE = "surge"
BLITZ = "blitz"
WARP = "warp"  # 702.185a: rules/keywords_warp.py
FORETELL = "foretell"  # 702.143a: rules/keywords_foretell.py (from exile, once foretold)
PLOT = "plot"  # 702.170d: rules/keywords_plot.py (from exile, without paying its mana cost)
PROWL = "prowl"
FREERUNNING = "freerunning"
OVERLOAD = "overload"  # 702.96a: rules/keywords_overload.py ("target" becomes "each")
BESTOW = "bestow"  # 702.103a: rules/keywords_bestow.py (h-kw-perm)
EMERGE = "emerge"  # 702.119a: rules/keywords_emerge.py (the creature sacrificed)
RULES = {
    EVOKE: "702.74a",
    DASH: "702.109a",
    SPECTACLE: "702.137a",
    SURGE: "702.117a",
    BLITZ: "702.152a",
    OVERLOAD: "702.96a",
    WARP: "702.185a",
    PROWL: "702.76a",
    FREERUNNING: "702.173a",
    BESTOW: "702.103a",  # from any zone the card could be cast from
    FORETELL: "702.143a",
    PLOT: "702.170d",
    EMERGE: "702.119a",
    "awaken": "702.113a",  # s10 h-cant: rules/keywords_awaken.py (its target and effects)
}
#: the keywords whose cost casts the card from a hand only ("cast this card by paying"; the
#: others replace the spell's mana cost wherever it is cast from)
FROM_HAND = frozenset({EVOKE, DASH, BLITZ, WARP})


def _keyword(card: ir.CardDefinition, name: str) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == name:
            return a
    return None


def _why_not(game: GameState, name: str, player: int, obj: GameObject) -> str | None:
    """Why the keyword's condition doesn't hold now (702.137a, 702.117a, 702.76a,
    702.173a), or None."""
    if name == FORETELL:
        from .keywords_foretell import castable_foretold

        if not castable_foretold(game, obj, player):
            # 702.143a: "after the current turn has ended", a card foretold by its owner
            return "it isn't a card you foretold on an earlier turn"
    if name == PLOT:
        from .keywords_plot import why_not_cast

        return why_not_cast(game, obj, player)  # 702.170d
    if name == PROWL:
        from .characteristics import chars

        if not (chars(game, obj.id).subtypes & set(game.players[player].combat_damage_types)):
            return (
                "no source of yours with one of its creature types dealt combat damage to a "
                "player this turn"
            )
    if name == FREERUNNING and "Assassin" not in game.players[player].combat_damage_types:
        # (the engine plays no game with commanders: only an Assassin can)
        return "no Assassin of yours dealt combat damage to a player this turn"
    if name == SPECTACLE and not any(
        p.index != player and p.life_lost_this_turn > 0 for p in game.players
    ):
        return "no opponent lost life this turn"
    if name == SURGE and game.players[player].spells_cast_this_turn == 0:
        return "you haven't cast another spell this turn"
    return None


def cast_mana(
    game: GameState, obj: GameObject, alt_cost: str | None, player: int
) -> tuple[str, str] | None:
    """(the keyword, its cost) paid instead of the mana cost (118.9) when the cast names
    evoke, dash, blitz, spectacle or surge; None otherwise. Refused for a card without it,
    evoke, dash and blitz not from a hand, spectacle and surge when their condition doesn't
    hold."""
    name = alt_cost.strip().lower() if alt_cost is not None else None
    if name not in RULES:
        return None
    assert name is not None
    k = _keyword(obj.card, name)
    if k is None or k.cost is None:
        raise IllegalActionError(f"{obj.name} has no {name} cost", RULES[name])
    if name in FROM_HAND and obj.zone is not Zone.HAND:
        raise IllegalActionError(
            f"{obj.name} can be cast for its {name} cost only from a hand", RULES[name]
        )
    why = _why_not(game, name, player, obj)
    if why is not None:
        raise IllegalActionError(
            f"{obj.name} can't be cast for its {name} cost: {why}", RULES[name]
        )
    return name, "" if name == PLOT else k.cost.mana or ""  # 702.170d: without paying


def listed(game: GameState, obj: GameObject, player: int) -> list[tuple[str, str | None]]:
    """The cast variants legal_actions lists for a card that may be cast: (keyword, its
    cost), those of evoke, dash and blitz only from a hand, those of spectacle and surge only
    when their condition holds."""
    out: list[tuple[str, str | None]] = []
    in_hand = obj.zone is Zone.HAND
    for a in obj.card.abilities:
        if (
            isinstance(a, ir.Keyword)
            and a.name in RULES
            and a.cost is not None
            and (in_hand or a.name not in FROM_HAND)
            and _why_not(game, a.name, player, obj) is None
        ):
            if a.name == EMERGE:  # 702.119a: reduced by a creature's mana value
                from .keywords_emerge import listed_cost

                if (emerge := listed_cost(game, obj, player, a.cost.mana)) is not None:
                    out.append((a.name, emerge))
                continue
            out.append((a.name, "" if a.name == PLOT else a.cost.mana))  # 702.170d
    return out


#: 702.152a: "When this permanent is put into a graveyard from the battlefield, draw a card."
BLITZ_DRAW = ir.TriggeredAbility(
    ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD, ir.SelfRef()),
    (ir.Draw(ir.YouRef(), 1),),
)


def entered(game: GameState, new: GameObject, controller: int) -> None:
    """702.109a: a permanent whose dash cost was paid has haste (an effect on this object
    only, for as long as it is on the battlefield: 400.7), and a delayed triggered ability
    returns it to its owner's hand at the beginning of the next end step (603.7a).
    702.152a: one whose blitz cost was paid has haste and "When this permanent is put into a
    graveyard from the battlefield, draw a card", and is sacrificed at the beginning of the
    next end step."""
    if new.squad_paid and new.zone is Zone.BATTLEFIELD:
        from .keywords_squad import entered as squad_entered

        squad_entered(game, new, controller)  # 702.157a
    kw = new.alt_keyword
    if kw == "suspend" and new.zone is Zone.BATTLEFIELD:
        from .keywords_suspend import entered as suspend_entered

        suspend_entered(game, new, controller)  # 702.62a: haste
        return
    if kw == WARP and new.zone is Zone.BATTLEFIELD:
        from .keywords_warp import entered as warp_entered

        warp_entered(game, new, controller)  # 702.185a
        return
    if kw not in (DASH, BLITZ) or new.zone is not Zone.BATTLEFIELD:
        return
    from . import characteristics
    from .delayed import EndStepAction

    characteristics.add_continuous_effect(
        game,
        controller,
        new.name,
        ir.Duration.PERMANENT,
        frozenset({new.id}),
        abilities=(ir.Keyword("haste"),) if kw == DASH else (ir.Keyword("haste"), BLITZ_DRAW),
        rule=RULES[kw],
    )
    action = "bounce" if kw == DASH else "sacrifice"
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.END_STEP),
        cast("tuple[ir.Effect, ...]", (EndStepAction(action, (new.id,)),)),
    )
    chars = characteristics.chars(game, new.id)
    game.delayed_triggers.append(
        (game.turn_number, PendingTrigger(new.id, new.name, controller, ability, chars))
    )
    if kw == DASH:
        game.log_event(
            "effect",
            f"{new.name} was dashed: it has haste and returns to its owner's hand at the "
            "beginning of the next end step",
            "702.109a",
        )
        return
    game.log_event(
        "effect",
        f"{new.name}'s blitz cost was paid: it has haste and \"When this permanent is put into "
        'a graveyard from the battlefield, draw a card"; it is sacrificed at the beginning '
        "of the next end step",
        "702.152a",
    )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of evoke, dash, blitz, spectacle and surge the engine can't do for this card
    (rules/support.py)."""
    from .keywords_emerge import gap as emerge_gap  # 702.119

    return keyword_costs.cost_gaps(card.abilities, RULES) + emerge_gap(card)
