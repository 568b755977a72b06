"""The answers a player gives to a decision (actions), and the check of an answer's form.

Each answer is one frozen dataclass; :mod:`mtgrules.decisions` lists which decision takes
which answer. ``check_form`` runs before any rule: the right types, ids that are ints,
players of this game, no negative numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import IllegalActionError
from .objects import Target
from .zones import Zone

# Actions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PassPriority:
    """117.3d."""


@dataclass(frozen=True, slots=True)
class PlayLand:
    """305.1: a special action."""

    card: int


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """116.2b, 702.37e, 702.168d: a special action: turn a face-down permanent face up.
    ``via``: which cost, where there are two ("morph" or "manifest": 701.40c); None: the
    first (its morph or disguise cost)."""

    card: int
    via: str | None = None
    x: int = 0  # 107.3d: the X of a morph cost with X, chosen before it is paid (702.37f)


@dataclass(frozen=True, slots=True)
class Foretell:
    """116.2h, 702.143a-b: a special action: pay {2} and exile a card with foretell from your
    hand face down, during your turn."""

    card: int


@dataclass(frozen=True, slots=True)
class Suspend:
    """116.2f, 702.62a: a special action: pay a card's suspend cost and exile it from your
    hand with its time counters, if you could begin to cast it."""

    card: int


@dataclass(frozen=True, slots=True)
class Plot:
    """116.2k, 702.170a-b: a special action: exile a card with plot from your hand and pay
    its plot cost, during your main phase while the stack is empty."""

    card: int


@dataclass(frozen=True, slots=True)
class CastSpell:
    """601.2. ``targets`` has one tuple of Targets per target phrase of the spell."""

    card: int
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int = 0
    modes: tuple[int, ...] = ()
    free: bool = False
    sacrifice: tuple[int, ...] = ()  # permanents chosen for an additional sacrifice cost
    alt_cost: str | None = None  # an alternative cost, by the start of its text (118.9)
    # how many Phyrexian symbols are paid with 2 life each (107.4f); None: mana where the
    # mana is there, life for the rest
    phyrexian_life: int | None = None
    kicked: int = 0  # how many times the kicker cost is paid (702.33a, 702.33c)
    convoke: tuple[int, ...] = ()  # creatures tapped to pay for the spell (702.51a)
    improvise: tuple[int, ...] = ()  # artifacts tapped to pay generic mana (702.126a)
    delve: tuple[int, ...] = ()  # graveyard cards exiled to pay generic mana (702.66a)
    buyback: bool = False  # whether the buyback cost is paid (702.27a)
    # 601.2d: damage "divided as you choose" among the targets, in their order (h-memory)
    divide: tuple[int, ...] = ()
    conspire: tuple[int, ...] = ()  # the two creatures tapped for conspire (702.78a)
    replicate: int = 0  # how many times the replicate cost is paid (702.56a)
    squad: int = 0  # how many times the squad cost is paid (702.157a)
    # the card discarded for jump-start or retrace (702.133a, 702.81a)
    discard: tuple[int, ...] = ()
    # cards exiled from the caster's graveyard for an additional cost (601.2f)
    exile: tuple[int, ...] = ()
    # the opponent an alternative cost has gain life ("you may have an opponent gain 3 life
    # rather than pay this spell's mana cost", 118.9, 601.2h); None with only one opponent
    opponent: int | None = None
    # 601.2g, 605.3a: the permanents whose mana abilities pay the cost, tapped after the mana
    # in the pool is used; None: the engine chooses (rules/mana_choice.py)
    mana_from: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """602.2. ``index`` counts the source's activated abilities from 0."""

    source: int
    index: int
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int = 0
    sacrifice: tuple[int, ...] = ()  # objects chosen to pay a "Sacrifice a ..." cost
    tap: tuple[int, ...] = ()  # creatures chosen to pay a "Tap ... creatures" cost
    discard: tuple[int, ...] = ()  # cards chosen to pay a "Discard a card" cost
    phyrexian_life: int | None = None  # as for CastSpell (107.4f)
    # the creature chosen to pay ninjutsu's "Return an unblocked attacking creature you
    # control to its owner's hand" (702.49a)
    returned: tuple[int, ...] = ()
    exile: tuple[int, ...] = ()  # cards chosen to pay "Exile a card from your graveyard"
    # h-act: the permanent chosen to pay "Remove a +1/+1 counter from a creature you control"
    counters_from: tuple[int, ...] = ()
    # s10 h-act: the kind of counter chosen to pay "Remove a counter from this creature" or
    # "... from a creature you control" (any kind, 122.1); "" where the permanent has one kind
    counter_kind: str = ""
    blighted: tuple[int, ...] = ()  # s10 h-act: the creature chosen to "Blight N" (701.68a)
    alternative: bool = False  # s10 h-act: pay the ability's second cost ("... or {R}, {T}:")
    mana_from: tuple[int, ...] | None = None  # as for CastSpell (601.2g, 605.3a)
    divide: tuple[int, ...] = ()  # as for CastSpell: the damage divided (602.2b, 601.2d)


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """508.1: attacker id -> the player (Target(player=i)) or planeswalker it attacks."""

    attacks: tuple[tuple[int, Target], ...] = ()


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """509.1: blocker id -> the attackers it blocks."""

    blocks: tuple[tuple[int, tuple[int, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class AssignCombatDamage:
    """510.1: creature id -> ((recipient, amount), ...), for the creatures with a choice."""

    assignments: tuple[tuple[int, tuple[tuple[Target, int], ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer to a "choose", "choose_targets" or "order_triggers" decision."""

    value: Any


Action = (
    PassPriority
    | PlayLand
    | CastSpell
    | ActivateAbility
    | DeclareAttackers
    | DeclareBlockers
    | AssignCombatDamage
    | Choose
    | TurnFaceUp
    | Foretell
    | Suspend
    | Plot
)

#: the special actions naming one card, by their scenario step names (305.1, 116.2b, 116.2h)
SPECIAL_ACTIONS: dict[str, type[PlayLand | TurnFaceUp | Foretell | Suspend | Plot]] = {
    "play": PlayLand,
    "turn_face_up": TurnFaceUp,
    "foretell": Foretell,
    "suspend": Suspend,
    "plot": Plot,
}

# Checking an answer's form ------------------------------------------------------------

ANSWER_TYPES = (
    PassPriority,
    PlayLand,
    CastSpell,
    ActivateAbility,
    DeclareAttackers,
    DeclareBlockers,
    AssignCombatDamage,
    Choose,
    TurnFaceUp,
    Foretell,
    Suspend,
    Plot,
)
MAX_CHOSEN_NUMBER = 1_000_000  # an X or an amount no game reaches; 107.1b allows no negative


def is_id(v: Any) -> bool:
    """An object id or a player index: a plain int (a bool is not a number here)."""
    return isinstance(v, int) and not isinstance(v, bool)


def check_target_form(t: Any, players: int) -> None:
    """115.1: a target is one object or one player of this game."""
    if not isinstance(t, Target):
        raise IllegalActionError(
            f"{t!r} isn't a target: give Target(object_id=...) or Target(player=...)", "115.1"
        )
    if (t.object_id is None) == (t.player is None):
        raise IllegalActionError(
            "a target is one object or one player, not both or neither", "115.1"
        )
    if t.player is not None and not (is_id(t.player) and 0 <= t.player < players):
        raise IllegalActionError(f"there is no player {t.player!r} in this game", "102.1")
    if t.object_id is not None and not is_id(t.object_id):
        raise IllegalActionError(f"{t.object_id!r} isn't an object id", "109.1")
    if t.zone is not None and not isinstance(t.zone, Zone):
        raise IllegalActionError(f"{t.zone!r} isn't a zone", "400.1")


def _ids(v: Any, what: str, rule: str) -> tuple[int, ...]:
    if not isinstance(v, tuple | list) or not all(is_id(i) for i in v):
        raise IllegalActionError(f"{what} must be a list of object ids", rule)
    if len(set(v)) != len(v):  # 118.3: each object pays a cost once
        raise IllegalActionError(f"the same object can't be chosen twice for {what}", "118.3")
    return tuple(v)


def _targets(v: Any, players: int, rule: str) -> None:
    if not isinstance(v, tuple | list) or not all(isinstance(ts, tuple | list) for ts in v):
        raise IllegalActionError("targets: one list of targets per target phrase", rule)
    for ts in v:
        for t in ts:
            check_target_form(t, players)


def _number(v: Any, what: str, rule: str) -> None:
    if not is_id(v):
        raise IllegalActionError(f"{what} must be a whole number, not {v!r}", rule)
    if v < 0:  # 107.1b: a player can't choose a negative number
        raise IllegalActionError(f"{what} can't be negative", "107.1b")
    if v > MAX_CHOSEN_NUMBER:
        raise IllegalActionError(f"{what} = {v} is more than can ever be paid", "107.1b")


def _division(v: Any, rule: str) -> None:
    """601.2d: a division is a list of whole numbers (each at least 1, checked by the rules)."""
    if not isinstance(v, tuple | list):
        raise IllegalActionError("divide: a list of amounts, one per target", rule)
    for n in v:
        _number(n, "an amount of the division", rule)


def check_form(action: Any, players: int, allow_free: bool = False) -> None:
    """The answer is well formed: the right types, ids that are ints, players of this game,
    no negative numbers, nothing chosen twice where each choice pays once. Whether it is
    legal in the position is for the rules that handle it; this runs before any of them."""
    if not isinstance(action, ANSWER_TYPES):
        raise IllegalActionError(f"{type(action).__name__} isn't an answer to a decision", "117.1")
    if isinstance(action, PlayLand):
        if not is_id(action.card):
            raise IllegalActionError(f"{action.card!r} isn't an object id", "305.1")
    elif isinstance(action, Foretell):
        if not is_id(action.card):
            raise IllegalActionError(f"{action.card!r} isn't an object id", "116.2h")
    elif isinstance(action, Suspend):
        if not is_id(action.card):
            raise IllegalActionError(f"{action.card!r} isn't an object id", "116.2f")
    elif isinstance(action, Plot):
        if not is_id(action.card):
            raise IllegalActionError(f"{action.card!r} isn't an object id", "116.2k")
    elif isinstance(action, TurnFaceUp):
        if not is_id(action.card):
            raise IllegalActionError(f"{action.card!r} isn't an object id", "116.2b")
        if action.via is not None and not isinstance(action.via, str):
            raise IllegalActionError("via: the name of the cost paid", "116.2b")
        _number(action.x, "X", "107.3d")
    elif isinstance(action, CastSpell):
        if not is_id(action.card):
            raise IllegalActionError(f"{action.card!r} isn't an object id", "601.2a")
        _targets(action.targets, players, "601.2c")
        _number(action.x, "X", "107.3a")
        if not isinstance(action.modes, tuple | list) or not all(is_id(m) for m in action.modes):
            raise IllegalActionError("modes: a list of mode numbers", "700.2a")
        # 601.2h: the player pays the total cost
        if action.free is not False and not (allow_free and action.free is True):
            raise IllegalActionError(
                "a spell is cast without paying its mana cost only when an effect allows it",
                "601.2h",
            )
        _ids(action.sacrifice, "the sacrifice cost", "601.2f")
        if action.alt_cost is not None and not isinstance(action.alt_cost, str):
            raise IllegalActionError("alt_cost: the start of an alternative cost's text", "118.9")
        _number(action.kicked, "the times kicked", "702.33d")
        _ids(action.convoke, "the creatures tapped for convoke", "702.51a")
        _ids(action.improvise, "the artifacts tapped for improvise", "702.126a")
        _ids(action.delve, "the cards exiled for delve", "702.66a")
        if not isinstance(action.buyback, bool):
            raise IllegalActionError("buyback: true or false", "702.27a")
        _ids(action.conspire, "the creatures tapped for conspire", "702.78a")
        _number(action.replicate, "the times the replicate cost is paid", "702.56a")
        _number(action.squad, "the times the squad cost is paid", "702.157a")
        _ids(action.discard, "the card discarded", "601.2f")
        _ids(action.exile, "the cards exiled for the additional cost", "601.2f")
        _division(action.divide, "601.2d")
    elif isinstance(action, ActivateAbility):
        if not is_id(action.source):
            raise IllegalActionError(f"{action.source!r} isn't an object id", "602.2")
        if not is_id(action.index):
            raise IllegalActionError(f"{action.index!r} isn't an ability number", "602.1")
        _targets(action.targets, players, "602.2b")
        _number(action.x, "X", "107.3a")
        _ids(action.sacrifice, "the sacrifice cost", "602.2b")
        _ids(action.tap, "the tap cost", "602.2b")
        _ids(action.discard, "the discard cost", "602.2b")
        _ids(action.returned, "the return cost", "702.49a")
        _ids(action.exile, "the exile cost", "602.2b")
        _ids(action.counters_from, "the remove-counters cost", "602.2b")
        _division(action.divide, "602.2b")
    elif isinstance(action, DeclareAttackers):
        pairs = action.attacks
        if not isinstance(pairs, tuple | list) or not all(
            isinstance(p, tuple | list) and len(p) == 2 and is_id(p[0]) for p in pairs
        ):
            raise IllegalActionError("attacks: pairs of (attacker id, Target)", "508.1")
        for _, t in pairs:
            check_target_form(t, players)
        if len({a for a, _ in pairs}) != len(pairs):
            raise IllegalActionError("a creature attacks only once", "508.1a")
    elif isinstance(action, DeclareBlockers):
        blocks = action.blocks
        if not isinstance(blocks, tuple | list) or not all(
            isinstance(p, tuple | list)
            and len(p) == 2
            and is_id(p[0])
            and isinstance(p[1], tuple | list)
            and all(is_id(a) for a in p[1])
            for p in blocks
        ):
            raise IllegalActionError("blocks: pairs of (blocker id, attacker ids)", "509.1")
        if len({b for b, _ in blocks}) != len(blocks):
            raise IllegalActionError("each blocker is declared once", "509.1a")
        for b, attackers in blocks:
            if len(set(attackers)) != len(attackers):
                raise IllegalActionError(f"{b} blocks the same attacker once", "509.1a")
    elif isinstance(action, AssignCombatDamage):
        rows = action.assignments
        ok = isinstance(rows, tuple | list) and all(
            isinstance(r, tuple | list)
            and len(r) == 2
            and is_id(r[0])
            and isinstance(r[1], tuple | list)
            and all(isinstance(x, tuple | list) and len(x) == 2 for x in r[1])
            for r in rows
        )
        if not ok:
            raise IllegalActionError(
                "assignments: (creature id, ((Target, amount), ...)) per creature", "510.1"
            )
        if len({c for c, _ in rows}) != len(rows):
            raise IllegalActionError("each creature's damage is assigned once", "510.1")
        for _, division in rows:
            for t, n in division:
                check_target_form(t, players)
                _number(n, "an amount of damage", "510.1a")
