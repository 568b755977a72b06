"""Keywords whose abilities trigger as their own spell is cast, and so function only while
the spell is on the stack: cascade (702.85a) and storm (702.40a). The triggered abilities are
built here; their effects are carried out by rules/keywords_cast_effects.py.

This module imports nothing that changes the game (rules/stack.py calls ``cast_triggers``)."""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger

if TYPE_CHECKING:
    from ..objects import GameObject, Target
    from ..state import GameState

CASCADE = "cascade"
STORM = "storm"

#: the rule of each, named as it triggers (603.2)
RULES = {CASCADE: "702.85a", STORM: "702.40a"}


@dataclass(frozen=True, slots=True)
class CascadeEffect:
    """ "exile cards from the top of your library until you exile a nonland card whose mana
    value is less than this spell's mana value. You may cast that card without paying its
    mana cost if the resulting spell's mana value is less than this spell's mana value. Then
    put all cards exiled this way that weren't cast on the bottom of your library in a random
    order." (702.85a): an engine effect."""


@dataclass(frozen=True, slots=True)
class StormEffect:
    """ "copy it for each other spell that was cast before it this turn. If the spell has any
    targets, you may choose new targets for any of the copies." (702.40a): an engine effect.
    ``count``: the spells cast before it this turn, counted as it was cast; ``spell``: the
    spell's id. What the copies copy (707.10: its values and the choices made for it) is read
    from the spell on the stack as the ability resolves, or, if it has left the stack, as it
    was cast (``card``, ``targets``, ``modes``, ``x``, ``kicked``: its last known
    information, 608.2h; ``divided``: its division, 601.2d).

    ``keyword``: the keyword whose triggered ability copies the spell: storm, or one of the
    additional costs that copy it once paid (casualty 702.153a, conspire 702.78a: one copy;
    replicate 702.56a: one for each time its cost was paid; rules/keywords_copy_costs.py)."""

    count: int
    card: ir.CardDefinition
    targets: tuple[tuple[Target, ...], ...]
    modes: tuple[int, ...]
    x: int
    kicked: int
    keyword: str = STORM
    divided: tuple[tuple[int, int], ...] = ()


#: 702.85a: "When you cast this spell, ..." (one ability object: 702.85c, each instance
#: triggers separately, and copies of one trigger have one order, 603.3b)
CASCADE_ABILITY = ir.TriggeredAbility(
    ir.Trigger(ir.TriggerEvent.CAST_SPELL),
    cast("tuple[ir.Effect, ...]", (CascadeEffect(),)),
)


def has(card: ir.CardDefinition, name: str) -> int:
    """How many instances of keyword ``name`` the card has."""
    return sum(1 for a in card.abilities if isinstance(a, ir.Keyword) and a.name == name)


def cast_triggers(game: GameState, spell: GameObject) -> None:
    """603.2, 601.2i: the spell's own "when you cast this spell" keyword abilities trigger
    once it is cast (702.85c, 702.40b: each instance separately)."""
    from . import characteristics

    n = has(spell.card, CASCADE)
    storms = has(spell.card, STORM)
    if not n and not storms:
        return
    chars = characteristics.chars(game, spell.id)
    for _ in range(n):
        game.pending_triggers.append(
            PendingTrigger(spell.id, spell.name, spell.controller, CASCADE_ABILITY, chars)
        )
        game.log_event(
            "trigger",
            f"{spell.name}'s cascade ability triggers (702.85a)",
            "603.2",
            card=spell.name,
        )
    if not storms:
        return
    item = next(i for i in reversed(game.stack) if i.object.id == spell.id)
    effect = StormEffect(
        game.spells_cast_this_turn - 1,  # "each other spell that was cast before it this turn"
        spell.values,
        item.targets,
        item.modes,
        item.x,
        spell.kicked,
        divided=spell.divided,
    )
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.CAST_SPELL), cast("tuple[ir.Effect, ...]", (effect,))
    )
    for _ in range(storms):  # 702.40b: each instance triggers separately
        game.pending_triggers.append(
            PendingTrigger(spell.id, spell.name, spell.controller, ability, chars)
        )
        game.log_event(
            "trigger", f"{spell.name}'s storm ability triggers (702.40a)", "603.2", card=spell.name
        )


def granted(card: ir.CardDefinition, names: frozenset[str]) -> set[str]:
    """Which of the keywords ``names`` the card's abilities give to something (a static
    ability, "Instant and sorcery spells you control have storm"; an effect, "has cascade as
    long as ..."), rather than have themselves: found anywhere inside an ability."""
    found: set[str] = set()
    seen: set[int] = set()

    def walk(x: object) -> None:
        if id(x) in seen:
            return
        seen.add(id(x))
        if isinstance(x, ir.Keyword):
            if x.name in names:
                found.add(x.name)
            return
        if isinstance(x, tuple | list | frozenset):
            for y in x:
                walk(y)
        elif is_dataclass(x) and not isinstance(x, type):
            for f in fields(x):
                walk(getattr(x, f.name))

    for a in card.abilities:
        if not isinstance(a, ir.Keyword):
            walk(a)
    return found


#: the keywords the engine carries out only as a card's own (printed) abilities: cascade and
#: storm trigger from the spell's own abilities (``cast_triggers``), rebound is remembered
#: from them as it is cast, madness works from the card in hand (rules/keywords_madness.py)
OWN_ONLY = frozenset({CASCADE, STORM, "rebound", "madness"}) | frozenset(
    # the casting keywords of issue 12 read the card's own abilities as it is cast (rules/
    # keywords_alt_costs.py, keywords_split_second.py, keywords_copy_costs.py,
    # keywords_from_graveyard.py)
    {"spectacle", "surge", "blitz", "split second", "casualty", "conspire", "replicate"}
    | {"jump-start", "retrace", "entwine", "mayhem", "gravestorm", "overload", "warp", "squad"}
    | {"prowl", "freerunning", "ripple"}
    # h-kw-cast: rules/keywords_encore.py, keywords_foretell.py, keywords_ninjutsu.py, ...
    | {"encore", "foretell", "ninjutsu", "suspend", "plot", "recover", "miracle", "dredge"}
    | {"cipher", "demonstrate"}
)


def gap(card: ir.CardDefinition) -> list[str]:
    """What of these keywords the engine can't do for this card (rules/support.py): a copy
    of a permanent spell becomes a token as it resolves (707.10f, 608.3f); a keyword given
    by an ability rather than the card's own."""
    gaps = [f"{k} given by an ability" for k in sorted(granted(card, OWN_ONLY))]
    if has(card, STORM) and not ({"instant", "sorcery"} & set(card.types)):
        gaps.append("storm on a permanent spell")
    return gaps
