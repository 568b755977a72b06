"""Mana with a spending restriction (106.6, issue 12 h-costs): "Spend this mana only to cast a
creature spell.", Powerstone's "This mana can't be spent to cast a nonartifact spell."
(111.10h). Such mana is kept apart in the mana pool (``ManaPool.restricted``) and a
source that makes it apart from the other mana sources (``costs.restricted_sources``);
a payment says what it pays for (a ``Purpose``) and uses only the mana allowed for that.

A ``Purpose`` is ``("spell", id)`` for casting the spell ``id`` (601.2h; ``(KICKED, id)``
when the cast is kicked: it is a kicked spell as its costs are paid, 702.33d), ``("ability",
id)`` for activating an ability of the object ``id`` (602.2b), None for any other cost
(an "unless ... pays" payment, 118.12a; echo), or ``ANY`` for the legal actions' first
guess (rules/priority.py), which ``Game.legal_actions`` then checks action by action."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..mana import ManaCost, pay_from
from ..zones import Zone
from . import characteristics

if TYPE_CHECKING:
    from ..state import GameState

Purpose = tuple[str, int] | str | None
ANY = "any"  # every restricted mana counts: an upper bound, for listing actions
KICKED = "kicked spell"  # 702.33d, 601.2b: kicker announced, then the costs paid (601.2h)


def allowed(game: GameState, spend: ir.ManaSpend, purpose: Purpose, player: int) -> bool:
    """106.6: whether mana restricted by ``spend`` can pay for ``purpose``."""
    if purpose == ANY:
        return True
    if purpose is None or isinstance(purpose, str):
        return spend.other
    kind, oid = purpose
    flt = spend.spells if kind in ("spell", KICKED) else spend.abilities
    if flt is None:
        return False
    if flt == ir.Filter():
        return True
    obj = game.objects.get(oid)
    if obj is None:
        return False
    from .layers import matches

    if flt.cast_from is not None and obj.zone is not Zone.STACK:  # s10 h-cant, 601.2
        # the card is still where it is cast from (on the stack: GameObject.cast)
        if obj.zone is not Zone.GRAVEYARD or (
            flt.cast_from == "your graveyard" and obj.owner != player
        ):
            return False
        flt = replace(flt, cast_from=None)
    if flt.kicked and kind == KICKED:  # 702.33d: "kicked spells", kicked as it is paid for
        flt = replace(flt, kicked=False)
    ch = characteristics.chars(game, oid)
    return matches(game, ch, obj, replace(flt, zone="battlefield", controller=None), None, player)


def pool_mana(game: GameState, player: int, purpose: Purpose) -> list[int]:
    """The indexes of the restricted mana in ``player``'s pool that can pay for
    ``purpose``."""
    pool = game.players[player].mana_pool
    return [i for i, (_, s) in enumerate(pool.restricted) if allowed(game, s, purpose, player)]


def pay_with_restricted(
    game: GameState, player: int, cost: str | None, x: int, purpose: Purpose
) -> Counter[str]:
    """601.2h, 106.6: pay from the pool's mana and the restricted mana this payment may use
    (that first, letter by letter)."""
    pool = game.players[player].mana_pool
    usable = pool_mana(game, player, purpose)
    available = Counter(pool.mana)
    for i in usable:
        available[pool.restricted[i][0]] += 1
    spent = pay_from(available, ManaCost.parse(cost), x)
    assert spent is not None, "mana plan didn't cover the cost"
    used: set[int] = set()
    for letter, n in spent.items():
        for _ in range(n):
            k = next((i for i in usable if i not in used and pool.restricted[i][0] == letter), None)
            if k is not None:
                used.add(k)
            else:
                pool.mana[letter] -= 1
    pool.restricted = tuple(m for i, m in enumerate(pool.restricted) if i not in used)
    pool.mana += Counter()  # drop zeros
    pool.keep_snow()
    return spent


def restricted_hint(game: GameState, player: int) -> str:
    """For a refused payment: the mana in the player's pool that its spending restriction
    kept out (106.6: "Spend this mana only to cast a creature spell"). "" when none."""
    from ..cards.render import Renderer
    from ..cards.render.costs import spend_text

    pool = game.players[player].mana_pool
    by_use: dict[str, str] = {}
    for letter, spend in pool.restricted:
        if isinstance(spend, ir.ManaSpend):
            words = spend_text(Renderer(""), spend).removeprefix(". Spend this mana only to ")
            by_use[words] = by_use.get(words, "") + "{" + letter + "}"
    return "".join(
        f" (the {mana} in {game.players[player].name}'s pool can be spent only to {words}, 106.6)"
        for words, mana in by_use.items()
    )


def sources_hint(sources: list[str]) -> str:
    """106.6: for a payment that mana with a spending restriction could make but may not, the
    untapped permanents that make that mana (``restricted_hint`` tells of the mana pool)."""
    if not sources:
        return ""
    where = ", ".join(sorted(set(sources)))
    return f" (the mana {where} makes can't be spent on this: a spending restriction, 106.6)"
