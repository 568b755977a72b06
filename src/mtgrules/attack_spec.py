"""The data an attack declaration carries (508.1): every creature that can attack, with what
it can attack, the requirements (508.1d), "can't attack alone" (508.1c) and the costs to
attack (508.1h), with ``validate``, ``default`` and ``sample``. Plain data, no game needed
(``rules/declarations.attack_spec`` builds it). Its public home is ``mtgrules.decisions``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .answers import DeclareAttackers
from .objects import Target

__all__ = ["AttackSpec"]


@dataclass(frozen=True, slots=True)
class AttackSpec:
    """508.1a-d: each creature that can attack, with what it can attack; the creatures
    that attack each combat if able (508.1d requirements)."""

    options: tuple[tuple[int, tuple[Target, ...]], ...] = ()
    must_attack: tuple[int, ...] = ()
    not_alone: tuple[int, ...] = ()  # 506.5, 508.1c: "can't attack alone"
    # 508.1d, 701.15b (s11 h-combat): the players and planeswalkers a creature that must
    # attack a given player (or, goaded, a player other than one) may attack
    best: tuple[tuple[int, tuple[Target, ...]], ...] = ()
    # 508.1h (rules/attack_costs.py): the generic mana each creature attacking a player or
    # planeswalker costs ("Creatures can't attack you unless their controller pays {2} ..."),
    # and the mana the attacking player can surely pay whichever creatures attack
    tax: tuple[tuple[Target, int], ...] = ()
    budget: int = 0
    # 508.1h: the creatures a cost for some creatures only applies to ("Enchanted creature
    # can't attack unless ...", "Nonblack creatures ..."), each with what it costs to attack
    # each player or planeswalker, every cost counted (``tax`` is for the others)
    by_creature: tuple[tuple[int, tuple[tuple[Target, int], ...]], ...] = ()

    def validate(self, action: DeclareAttackers) -> str | None:
        """Why ``action`` isn't a legal declaration (None: it is, but for 508.1h: whether
        the mana to attack can be paid is checked as it is made, ``rules/attack_costs``)."""
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
        if len(seen) == 1 and not seen.isdisjoint(self.not_alone):
            return f"creature {min(seen)} can't attack alone (508.1c)"
        for oid in self.must_attack:
            if oid not in seen and not (oid in self.not_alone and len(self.options) < 2):
                return f"creature {oid} attacks each combat if able (508.1d)"
        best = dict(self.best)
        for oid, target in action.attacks:
            if oid in best and target not in best[oid]:
                why = "must attack the player its requirements name, if able"
                return f"creature {oid} {why} (508.1d, 701.15b)"
        return None

    def default(self) -> DeclareAttackers:
        """Only the creatures that must attack, each at its first choice that costs nothing
        to attack (508.1d, 508.1h)."""
        allowed = dict(self.options) | dict(self.best)  # 508.1d: the best targets first
        return self._not_alone(tuple((c, self._free(c, allowed[c])[0]) for c in self.must_attack))

    def _free(self, creature: int, targets: tuple[Target, ...]) -> tuple[Target, ...]:
        """508.1d: the targets that cost nothing to attack, if any (else all of them)."""
        if not (self.tax or self.by_creature):
            return targets
        free = tuple(t for t in targets if not self._tax_of(creature, t))
        return free or targets

    def cost(self, action: DeclareAttackers) -> int:
        """508.1h: the generic mana ``action`` costs to declare."""
        if not (self.tax or self.by_creature):
            return 0
        return sum(self._tax_of(c, t) for c, t in action.attacks)

    def _tax_of(self, creature: int, target: Target) -> int:
        table = next((tab for c, tab in self.by_creature if c == creature), self.tax)
        return next((n for t, n in table if t == target), 0)  # (a Target isn't hashable)

    def sample(self, rng: Any, p: float = 0.5) -> DeclareAttackers:
        """A random legal declaration: each creature attacks with chance ``p`` (those that
        must, always), at a random player or planeswalker it can attack; 508.1h: attackers
        that cost mana are dropped at random until the rest can surely be paid for."""
        must = set(self.must_attack)
        best = dict(self.best)  # 508.1d, 701.15b (s11 h-combat)
        out = []
        for oid, targets in self.options:
            targets = best.get(oid, targets)
            if oid in must:  # 508.1d: where it costs nothing (508.1h)
                targets = self._free(oid, targets)
            if oid in must or rng.random() < p:
                out.append((oid, targets[rng.randrange(len(targets))]))
        taxed = bool(self.tax or self.by_creature)
        while taxed and sum(self._tax_of(c, t) for c, t in out) > self.budget:  # 508.1h
            paying = [i for i, (c, t) in enumerate(out) if self._tax_of(c, t) and c not in must]
            if not paying:
                break
            out.pop(paying[rng.randrange(len(paying))])
        chosen = self._not_alone(tuple(out))
        return chosen if self.cost(chosen) <= self.budget else self.default()

    def _not_alone(self, out: tuple[tuple[int, Target], ...]) -> DeclareAttackers:
        """506.5, 508.1c: a lone attacker that can't attack alone gets company (the first
        other creature that can attack) when it must attack (508.1d), else stays home."""
        if len(out) == 1 and out[0][0] in self.not_alone:
            others = [(c, t[0]) for c, t in self.options if c != out[0][0]]
            if out[0][0] in self.must_attack and others:
                return DeclareAttackers((out[0], others[0]))
            return DeclareAttackers(())
        return DeclareAttackers(out)


AttackSpec.__module__ = "mtgrules.decisions"  # saved games name it there (serialize.py)
