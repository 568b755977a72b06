"""Casting a spell while another spell or ability resolves (608.2g): cascade (702.85a) and
rebound (702.88a) let a player cast a card "without paying its mana cost" (an alternative
cost, 118.9; X is 0, 107.3b); madness (702.35a) lets its owner cast it for its madness cost.

The caster's choices (modes, targets, permanents to sacrifice for an additional cost) are
listed by the same code that lists casts at priority (rules/priority.py ``_casts``) and the
spell is cast by the one casting path (rules/stack.py ``cast``), which follows 601.2a-i;
608.2g: no player receives priority after it's cast, and the resolving object goes on
resolving. The choice is pulled as a decision (``ChooseOption``): one option per cast, and
"don't cast" (the cast is optional: "you may")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..decisions import CastSpell, ChooseOption
from ..errors import IllegalActionError
from ..mana import ManaCost
from ..objects import GameObject
from . import (
    cast_cost_choices,
    cast_restrictions,
    characteristics,
    cost_changes,
    costs,
    effect_context,
    keywords_buyback,
    keywords_kicker,
    targeting,
)
from .life import can_pay_life

if TYPE_CHECKING:
    from ..state import GameState

DONT = "don't cast"
LIMIT_X = 20  # as priority.LIMIT_X: the largest X offered


def options(
    game: GameState, obj: GameObject, player: int, alt_cost: str | None = None
) -> list[CastSpell]:
    """The ways ``player`` can cast ``obj`` now during a resolution (608.2g): without paying
    its mana cost (``alt_cost`` None; 118.9, X = 0 by 107.3b), or for the alternative cost
    ``alt_cost`` names (madness, 702.35b). Each choice of modes (700.2), targets (601.2c) and
    additional sacrifice (601.2f) is one cast; none where it can't be cast (no legal target,
    a land: 305.9, a restriction on when it can be cast: 601.3, an additional life cost it
    can't pay: 119.4)."""
    from .keywords_split_second import on_stack
    from .listing_choices import sacrifice_choices
    from .priority import _casts

    if on_stack(game) is not None:
        return []  # 702.61a: no spell can be cast while one with split second is on the stack
    ch = characteristics.chars(game, obj.id)
    if "land" in ch.types:
        return []  # 305.9: a land is played, never cast
    if cast_restrictions.first_forbidding(game, ch.abilities, player) is not None:
        return []  # 601.3: "Cast this spell only during combat after blockers are declared."
    if cast_restrictions.legendary_problem(game, player, ch) is not None:
        return []  # 205.4e
    extra = next((a.cost for a in obj.card.abilities if isinstance(a, ir.AdditionalCost)), None)
    sacs: list[tuple[int, ...]] = [()]
    if extra is not None:
        if extra.sacrifice is not None:
            sacs = sacrifice_choices(game, obj, extra.sacrifice, extra.sacrifice_count, player)
        if not extra.pay_life_x and can_pay_life(game, player, extra.pay_life):
            return []  # 119.4
    free = alt_cost is None
    if not free:
        casts = _casts(game, obj, ch, player, 0, sacs, None, 0, False)
        casts = cast_cost_choices.expand(game, obj, player, casts)
        return [replace(c, alt_cost=alt_cost) for c in casts if isinstance(c, CastSpell)]
    # 601.2b, 601.2f, 118.9d: without paying its mana cost, the optional additional costs
    # (kicker 702.33a, buyback 702.27a) may still be paid, and an X in an additional cost is
    # still chosen (107.3a); only an X in the mana cost is 0 (107.3b)
    out: list[CastSpell] = []
    life_x = extra is not None and extra.pay_life_x
    mana_x = ManaCost.parse(obj.card.mana_cost).x_count > 0
    for kicked, bought in keywords_buyback.variants(
        obj.card, keywords_kicker.kick_counts(obj.card)
    ):
        added = keywords_buyback.optional_mana(obj, kicked, bought)
        x_in_added = ManaCost.parse(added).x_count > 0 and not mana_x
        found = False
        for x in range(0, LIMIT_X + 1 if (life_x or x_in_added) and not mana_x else 1):
            if life_x and can_pay_life(game, player, x):
                break  # 119.4: no more life than that to pay
            casts = _casts(game, obj, ch, player, x, sacs, None, kicked, bought)
            # 601.2f, 118.9: additional costs are paid even without paying the mana cost
            casts = cast_cost_choices.expand(game, obj, player, casts)
            payable = [
                replace(c, free=True)
                for c in casts
                if isinstance(c, CastSpell) and _payable(game, obj, player, c, added)
            ]
            if not payable and x_in_added:
                break  # a larger X costs more still
            found = found or bool(payable)
            out += payable
        if kicked and not found:
            break  # 601.2f: each further kick costs more
    return list({repr(c): c for c in out}.values())  # (a target group listed twice: one)


def convoked(
    game: GameState, obj: GameObject, player: int, alt_cost: str, cost: str
) -> list[CastSpell]:
    """702.51a, 601.2f-h: the casts for ``alt_cost`` (madness, costing ``cost``) that tap
    creatures to pay part of it, the rest paid with mana from other sources."""
    from . import keywords_convoke

    if not keywords_convoke.convokes(game, obj, player):
        return []
    out: list[CastSpell] = []
    for tap in keywords_convoke.choices(game, obj, player, cost):
        rest = keywords_convoke.remaining_cost(game, obj, player, cost, tap, 0)
        paid = costs.plan_payment(game, player, rest, 0, frozenset(tap), purpose=("spell", obj.id))
        if paid is None or paid.life_problem is not None:
            continue
        out += [replace(c, convoke=tap) for c in options(game, obj, player, alt_cost)]
    return out


def _payable(
    game: GameState, obj: GameObject, player: int, c: CastSpell, added: str | None
) -> bool:
    """601.2f, 118.9d: a spell cast without paying its mana cost still has its additional
    costs' mana and its cost increases to pay (those that depend on its targets too, 601.2c),
    less its reductions (h-costs)."""
    total, x = cost_changes.changed_x(game, obj, player, added, c.x, c.targets)
    if not total:
        return True
    spell = ("spell", obj.id)  # 106.6: the mana it may use
    payment = costs.plan_payment(game, player, total, x, purpose=spell)
    return payment is not None and payment.life_problem is None


def describe(game: GameState, c: CastSpell) -> str:
    """An option's words: "cast Lightning Bolt targeting Bob", modes and sacrifices named."""
    words = f"cast {game.object_name(c.card)}"
    if c.kicked:  # 601.2b: the optional additional costs announced (702.33a, 702.27a)
        words += " kicked" + (f" {c.kicked} times" if c.kicked > 1 else "")
    if c.buyback:
        words += " with buyback"
    if c.x:  # 107.3a: an X in an additional cost (a spell cast free has X = 0 otherwise)
        words += f" with X={c.x}"
    if c.modes:
        words += " choosing mode " + ", ".join(str(m) for m in c.modes)
    names = [targeting.target_name(game, t) for ts in c.targets for t in ts]
    if names:
        words += " targeting " + ", ".join(names)
    if c.sacrifice:
        words += " sacrificing " + ", ".join(game.object_name(s) for s in c.sacrifice)
    if c.convoke:  # 702.51a: the creatures tapped to pay for it
        words += " convoking " + ", ".join(game.object_name(s) for s in c.convoke)
    if c.exile:  # 601.2f: the cards exiled from the graveyard for its additional cost
        words += " exiling " + ", ".join(game.object_name(s) for s in c.exile)
    if len(c.divide) > 1:  # 601.2d: the damage divided among the targets, in their order
        words += " dividing " + "/".join(str(n) for n in c.divide)
    return words


def choose(
    ctx: effect_context.EffectContext, casts: list[CastSpell], prompt: str, rule: str
) -> CastSpell | None:
    """Ask the caster which of ``casts`` to make, or none (608.2d: "you may"). Options with
    the same words are told apart by the ids of what they name."""
    g = ctx.game
    words = [describe(g, c) for c in casts]
    for i, w in enumerate(words):
        if words.count(w) > 1:
            ids = [t.object_id for ts in casts[i].targets for t in ts if t.object_id is not None]
            words[i] = f"{w} (#{', #'.join(str(x) for x in ids + list(casts[i].sacrifice))})"
    offered = (*words, DONT)
    if not casts and "can't be cast" not in prompt:
        # asked all the same, "don't cast" the only answer (118.3; no silent choice)
        prompt += (
            " There is no legal way to cast it (no legal target, nothing to pay a cost with,"
            " or a rule that forbids it)."
        )
    # the answer is one of the options' words, not "yes": the prompt says which
    prompt += " Choose " + " or ".join(f"'{w}'" for w in offered)
    ans = ctx.ask(ChooseOption(player=ctx.controller, prompt=prompt, options=offered))
    picked = next((i for i, w in enumerate(offered) if w.lower() == str(ans).lower()), None)
    if picked is None:
        raise IllegalActionError(f"{ans!r} isn't one of: {'; '.join(offered)}", rule)
    return casts[picked] if picked < len(casts) else None


def cast_now(game: GameState, action: CastSpell, card: int, player: int, source: str) -> None:
    """608.2g: cast the card (now ``card``, its id where it is) following 601.2a-i; no player
    receives priority after it, and the resolution of ``source`` goes on."""
    from .stack import cast

    name = game.objects[card].name
    cast(game, replace(action, card=card), player, during_resolution=True)
    game.log_event(
        "cast",
        f"{name} is cast during the resolution of {source}: no player receives priority, "
        f"and {source} goes on resolving",
        "608.2g",
        card=name,
    )
