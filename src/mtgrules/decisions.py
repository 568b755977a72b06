"""What the game waits for (decisions) and the answers a player gives (actions).

The engine never calls out to a player. It stops at each decision and exposes it as a
:class:`Decision` (who decides, what kind, the legal options where they are finite); the
caller answers with one :class:`Action` through ``Game.apply``. Scripts, random agents, a
human at a prompt and search all drive this same interface.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalActionError
from .objects import Target
from .zones import Zone


@dataclass(frozen=True, slots=True)
class Decision:
    kind: str
    """One of: "priority", "declare_attackers", "declare_blockers",
    "assign_combat_damage", "choose_targets", "choose", "order_triggers"."""
    player: int
    prompt: str
    options: tuple[Any, ...] | None = None  # the legal answers, where finite and small
    data: dict[str, Any] = field(default_factory=dict)


# Actions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PassPriority:
    """117.3d."""


@dataclass(frozen=True, slots=True)
class PlayLand:
    """305.1: a special action."""

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
)


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


def check_form(action: Any, players: int, allow_free: bool = False) -> None:
    """The answer is well formed: the right types, ids that are ints, players of this game,
    no negative numbers, nothing chosen twice where each choice pays once. Whether it is
    legal in the position is for the rules that handle it; this runs before any of them."""
    if not isinstance(action, ANSWER_TYPES):
        raise IllegalActionError(f"{type(action).__name__} isn't an answer to a decision", "117.1")
    if isinstance(action, PlayLand):
        if not is_id(action.card):
            raise IllegalActionError(f"{action.card!r} isn't an object id", "305.1")
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
        pairs = action.blocks
        if not isinstance(pairs, tuple | list) or not all(
            isinstance(p, tuple | list)
            and len(p) == 2
            and is_id(p[0])
            and isinstance(p[1], tuple | list)
            and all(is_id(a) for a in p[1])
            for p in pairs
        ):
            raise IllegalActionError("blocks: pairs of (blocker id, attacker ids)", "509.1")
        if len({b for b, _ in pairs}) != len(pairs):
            raise IllegalActionError("each blocker is declared once", "509.1a")
        for b, attackers in pairs:
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


# Declarations: what a legal answer needs, as data ----------------------------------------
#
# Attack and block declarations are too many to list (2^n), so their decisions carry a
# spec in ``data["spec"]``: every choice each creature has, the requirements and the
# restrictions, with ``validate`` (why an answer isn't legal, or None), ``default`` and
# ``sample`` (always a legal answer). The specs are plain data: no game needed.


@dataclass(frozen=True, slots=True)
class AttackSpec:
    """508.1a-d: each creature that can attack, with what it can attack; the creatures
    that attack each combat if able (508.1d requirements)."""

    options: tuple[tuple[int, tuple[Target, ...]], ...] = ()
    must_attack: tuple[int, ...] = ()

    def validate(self, action: DeclareAttackers) -> str | None:
        allowed = dict(self.options)
        seen: set[int] = set()
        for oid, target in action.attacks:
            if oid in seen:
                return f"creature {oid} is declared as an attacker twice (508.1a)"
            seen.add(oid)
            if oid not in allowed:
                return f"creature {oid} can't attack (508.1a)"
            if target not in allowed[oid]:
                return f"creature {oid} can't attack that player or planeswalker (508.1b)"
        for oid in self.must_attack:
            if oid not in seen:
                return f"creature {oid} attacks each combat if able (508.1d)"
        return None

    def default(self) -> DeclareAttackers:
        """Only the creatures that must attack, each at its first choice."""
        allowed = dict(self.options)
        return DeclareAttackers(tuple((c, allowed[c][0]) for c in self.must_attack))

    def sample(self, rng: Any, p: float = 0.5) -> DeclareAttackers:
        """A random legal declaration: each creature attacks with chance ``p`` (those that
        must, always), at a random player or planeswalker it can attack."""
        must = set(self.must_attack)
        out = []
        for oid, targets in self.options:
            if oid in must or rng.random() < p:
                out.append((oid, targets[rng.randrange(len(targets))]))
        return DeclareAttackers(tuple(out))


@dataclass(frozen=True, slots=True)
class BlockSpec:
    """509.1a-c: each creature that can block, with the attackers it can block and how many
    at most (None: any number); the blocks required if able (509.1c); the attackers that
    can't be blocked except by two or more creatures (menace, 702.111b)."""

    options: tuple[tuple[int, tuple[int, ...]], ...] = ()
    limits: tuple[tuple[int, int | None], ...] = ()
    requirements: tuple[tuple[int, int], ...] = ()  # (blocker, attacker): blocks it if able
    menace: tuple[int, ...] = ()

    def validate(self, action: DeclareBlockers) -> str | None:
        allowed = dict(self.options)
        limits = dict(self.limits)
        counts: dict[int, int] = {}
        blocks: dict[int, tuple[int, ...]] = {}
        for b, attackers in action.blocks:
            if b in blocks:
                return f"creature {b} is declared as a blocker twice (509.1a)"
            blocks[b] = attackers
            if not attackers:
                continue
            if b not in allowed:
                return f"creature {b} can't block (509.1a)"
            limit = limits.get(b, 1)
            if limit is not None and len(attackers) > limit:
                return f"creature {b} can block only {limit} creature(s) (509.1a)"
            if len(set(attackers)) != len(attackers):
                return f"creature {b} can't block the same creature twice (509.1a)"
            for a in attackers:
                if a not in allowed[b]:
                    return f"creature {b} can't block creature {a} (509.1b)"
                counts[a] = counts.get(a, 0) + 1
        for b, a in self.requirements:
            if a not in blocks.get(b, ()):
                return f"creature {b} must block creature {a} if able (509.1c)"
        for a in self.menace:
            if counts.get(a, 0) == 1:
                return f"creature {a} has menace: it needs two or more blockers (702.111b)"
        return None

    def default(self) -> DeclareBlockers:
        """The required blocks only (with a second blocker for a menace attacker that needs
        one); no blocks when there is no requirement."""
        return self._complete({}, None)

    def sample(self, rng: Any, p: float = 0.5) -> DeclareBlockers:
        """A random legal declaration: the required blocks, and each other creature blocks
        a random attacker it can block with chance ``p``."""
        blocks: dict[int, list[int]] = {}
        limits = dict(self.limits)
        for b, attackers in self.options:
            if attackers and rng.random() < p:
                k = limits.get(b, 1)
                n = 1 if k == 1 else rng.randint(1, min(len(attackers), k or len(attackers)))
                blocks[b] = rng.sample(list(attackers), n)
        return self._complete(blocks, rng)

    def _complete(self, blocks: dict[int, list[int]], rng: Any) -> DeclareBlockers:
        allowed = dict(self.options)
        limits = dict(self.limits)
        for b, a in self.requirements:  # 509.1c first: required blocks replace chosen ones
            cur = [x for x in blocks.get(b, []) if (b, x) in self.requirements]
            if a not in cur:
                cur.append(a)
            blocks[b] = cur
        required = {b for b, _ in self.requirements}
        for b in list(blocks):
            limit = limits.get(b, 1)
            if b not in required and limit is not None:
                blocks[b] = blocks[b][:limit]
        for a in self.menace:  # 702.111b: a second blocker, or none that isn't required
            blockers = [b for b, att in blocks.items() if a in att]
            if len(blockers) != 1:
                continue
            extra = [b for b in sorted(allowed) if b not in blocks and a in allowed[b]]
            if extra:
                blocks[extra[0] if rng is None else rng.choice(extra)] = [a]
            elif blockers[0] not in required:
                blocks[blockers[0]].remove(a)
        action = DeclareBlockers(tuple((b, tuple(x)) for b, x in blocks.items() if x))
        if self.validate(action) is None:
            return action
        # Requirements that can't all be met with menace: the required blocks alone.
        req: dict[int, list[int]] = {}
        for b, a in self.requirements:
            req.setdefault(b, []).append(a)
        return DeclareBlockers(tuple((b, tuple(x)) for b, x in req.items()))
