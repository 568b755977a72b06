"""Mana abilities activated while a resolving spell or ability asks for a mana payment.

117.1d, 605.3a: a player may activate mana abilities whenever they are asked to pay a cost,
even as a spell or ability resolves ("counter target spell unless its controller pays {1}",
"you may pay {X}", ward). A payment only taps "{T}: Add ..." sources by itself
(costs.py); the others (a Treasure, an Eldrazi Scion's "Sacrifice this token: Add {C}", a
painland's colored mana) are activated by the player. So while such a question waits, its
player may answer it with an activation of a mana ability instead; the mana goes to their
pool and the question is asked again, with what they can now pay (608.2: the instruction
that asked is resumed as it was, nothing having changed but the mana).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..decisions import Decision, MayPayCost, PayUnless, WardPayment
from ..errors import IllegalActionError
from . import abilities, asking, stack

if TYPE_CHECKING:
    from ..answers import ActivateAbility
    from ..state import GameState

#: the questions a resolution asks that a mana payment answers
PAYMENT_QUESTIONS = (PayUnless, MayPayCost, WardPayment)


def waits_for_payment(game: GameState, d: Decision) -> bool:
    """Whether ``d`` asks for a payment as a spell or ability resolves (117.1d)."""
    return isinstance(d, PAYMENT_QUESTIONS) and game._paused_resolution is not None


def candidates(game: GameState, player: int) -> list[ActivateAbility]:
    """The mana abilities ``player`` might activate while a payment is asked: those of the
    permanents they control that need no choice to be paid (no X, nothing to sacrifice,
    discard or tap beyond the permanent itself); Game.legal_actions keeps those that apply."""
    from ..answers import ActivateAbility

    out = []
    for o in game.battlefield_objects():
        if o.controller != player:
            continue
        for i, ab in enumerate(abilities.activated_abilities(game, o)):
            c = ab.cost
            plain = c.sacrifice is None and not c.discard and c.tap_untapped is None
            if ab.is_mana_ability and plain and "X" not in (c.mana or ""):
                out.append(ActivateAbility(o.id, i))
    return out


def activate(game: GameState, d: Decision, action: ActivateAbility) -> None:
    """605.3a: activate the mana ability, then ask ``d`` again (the answer's refusal leaves
    the game as it was: Game.apply restores it)."""
    obj = game.objects.get(action.source)
    found = abilities.activated_abilities(game, obj) if obj is not None else []
    ability = found[action.index] if 0 <= action.index < len(found) else None
    if ability is None or not ability.is_mana_ability:
        name = game.players[d.player].name
        raise IllegalActionError(
            f"{name} is asked to pay a cost ({d.prompt}): only mana abilities can be activated now",
            "117.1d",
        )
    outer: dict[str, Any] | None = game._paused_resolution
    assert outer is not None
    game._paused_resolution = None
    asking.ask(game, None)
    stack.activate(game, action, d.player)  # 605.3a: it resolves at once, off the stack
    inner = game._paused_resolution
    if inner is not None:  # its own choice first ("Add one mana of any color", 106.1)
        inner["outer"] = outer
        return
    chained = game._resolving
    if chained is not None and chained.get("mana_ability"):
        chained["outer"] = outer  # 605.4a: the triggered mana abilities it triggered first
        return
    resume(game, outer)


def resume(game: GameState, outer: dict[str, Any]) -> None:
    """The paying instruction is carried out again from where it asked, with the answers it
    had (608.2c): it asks its question again."""
    game._resolving = outer
