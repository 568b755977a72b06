"""Mana symbols, costs and pools (106, 107.4, 202)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from .cards.ir import COLORS

_SYMBOL = re.compile(r"\{([^}]+)\}")


def symbols(cost: str | None) -> list[str]:
    """The mana symbols of a cost string, upper-cased: "{2}{W/U}{R}" -> ["2", "W/U", "R"]."""
    if not cost:
        return []
    return [s.upper() for s in _SYMBOL.findall(cost)]


def distinct_letters(made_by: list[str]) -> list[str]:
    """The mana letters, each once and in the order first met, that a source's one-mana
    abilities make (106.1): each ability's as the payment planner writes it, "{G}", "{R}{G}"
    or "WUBRG" (one mana of any color)."""
    letters: list[str] = []
    for made in made_by:
        for c in list(made) if made == "WUBRG" else symbols(made):
            if c not in letters:
                letters.append(c)
    return letters


def with_x(cost: str, x: int) -> str:
    """``cost`` with each {X} read as ``x`` generic mana (107.3a: X is the value chosen as
    the spell was cast), the generic mana first: "{X}{R}" with 2 -> "{2}{R}"."""
    syms = symbols(cost)
    if "X" not in syms:
        return cost
    generic = sum(int(s) for s in syms if s.isdigit()) + x * syms.count("X")
    rest = "".join("{" + s + "}" for s in syms if s != "X" and not s.isdigit())
    return ("{" + str(generic) + "}" if generic or not rest else "") + rest


def mana_value(cost: str | None, x: int = 0) -> int:
    """202.3: the total amount of mana in a cost; X is 0 except on the stack (202.3e)."""
    total = 0
    for s in symbols(cost):
        if s.isdigit():
            total += int(s)
        elif s == "X":
            total += x
        elif "/" in s and s.split("/")[0].isdigit():  # {2/W}: 202.3f
            total += int(s.split("/")[0])
        else:
            total += 1
    return total


def colors_of_cost(cost: str | None) -> frozenset[str]:
    """105.2, 202.2: an object's colors are the colors of the mana symbols in its cost."""
    found = {c for s in symbols(cost) for c in COLORS if c in s.split("/")}
    return frozenset(found)


_PARSED: dict[str | None, ManaCost] = {}  # ManaCost.parse's answers by cost text


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A cost split into what it asks for: colored symbols, generic, X count, hybrid, life."""

    colored: tuple[str, ...]  # one letter per symbol, C for colorless-specific
    generic: int
    x_count: int
    hybrid: tuple[tuple[str, ...], ...]  # options per hybrid symbol, e.g. ("G", "U") or ("2", "W")

    @classmethod
    def parse(cls, cost: str | None) -> ManaCost:
        """The cost's symbols counted (a value: parsed once per text, kept in a bounded
        table)."""
        known = _PARSED.get(cost)
        if known is not None and cls is ManaCost:
            return known
        parsed = cls._parse(cost)
        if len(_PARSED) < 4096 and cls is ManaCost:
            _PARSED[cost] = parsed
        return parsed

    @classmethod
    def _parse(cls, cost: str | None) -> ManaCost:
        colored: list[str] = []
        generic = 0
        x_count = 0
        hybrid: list[tuple[str, ...]] = []
        for s in symbols(cost):
            if s.isdigit():
                if len(s) > 6 or not s.isascii():  # no cost is a million; never int() 5,000 digits
                    raise ValueError(f"generic mana {{{s[:12]}}} is out of range")
                generic += int(s)
            elif s == "X":
                x_count += 1
            elif "/" in s:
                parts = tuple(p for p in s.split("/") if p != "P")
                if s.endswith("/P") and len(parts) == 1:
                    hybrid.append((parts[0], "LIFE2"))  # Phyrexian mana: 107.4f
                else:
                    hybrid.append(parts)
            elif s in COLORS or s == "C":
                colored.append(s)
            elif s == "S":
                colored.append("S")
            else:
                raise ValueError(f"unknown mana symbol {{{s}}}")
        return cls(tuple(colored), generic, x_count, tuple(hybrid))

    def total(self, x: int = 0) -> int:
        return len(self.colored) + self.generic + self.x_count * x + len(self.hybrid)


class ManaPool:
    """A player's mana pool (106.4): mana by color letter, C for colorless. ``restricted``:
    mana with a spending restriction (106.6, h-costs), one (letter, restriction) per mana,
    apart from ``mana``; empty in almost every game."""

    __slots__ = ("kept", "mana", "restricted", "snow")

    def __init__(self, mana: Counter[str] | None = None) -> None:
        self.mana: Counter[str] = Counter(mana or {})
        self.restricted: tuple[tuple[str, Any], ...] = ()
        # 107.4h: the letters of the mana in ``mana`` that a snow source made, for {S}; at
        # most as many of a letter as ``mana`` holds (spent last: :meth:`keep_snow`)
        self.snow: tuple[str, ...] = ()
        # 500.4, 106.4: the letters of the mana in ``mana`` that doesn't empty as steps and
        # phases end ("Until end of turn, you don't lose this mana ..."; spent last)
        self.kept: tuple[str, ...] = ()

    @classmethod
    def from_string(cls, text: str | None) -> ManaPool:
        pool = cls()
        for s in symbols(text):
            if s.isdigit():
                pool.mana["C"] += int(s)
            else:
                pool.mana[s] += 1
        return pool

    def copy(self) -> ManaPool:
        p = ManaPool.__new__(ManaPool)
        mana: Counter[str] = Counter.__new__(Counter)  # no Counter.__init__: a hot path
        dict.update(mana, self.mana)
        p.mana = mana
        p.restricted = self.restricted  # a tuple: shared
        p.snow = self.snow
        p.kept = self.kept
        return p

    def add(self, mana: str) -> None:
        for s in symbols(mana):
            if s.isdigit():
                self.mana["C"] += int(s)
            else:
                self.mana[s] += 1

    def add_snow(self, mana: str) -> None:
        """Mana a snow source made (107.4h): it can pay {S}."""
        self.add(mana)
        for s in symbols(mana):
            self.snow += ("C",) * int(s) if s.isdigit() else (s,)

    def snow_mana(self) -> Counter[str]:
        """The pool's snow mana by letter (107.4h)."""
        return Counter(self.snow) if self.snow else Counter()

    def keep_snow(self) -> None:
        """After mana was spent from ``mana``: the snow mana is what is left of it (mana of a
        letter spent on something other than {S} is the non-snow mana first); so is the mana
        kept until the turn ends (the other mana spent first, 500.4)."""
        if self.kept:
            left = Counter(self.mana)
            still: list[str] = []
            for c in self.kept:
                if left[c] > 0:
                    left[c] -= 1
                    still.append(c)
            self.kept = tuple(still)
        if not self.snow:
            return
        kept: list[str] = []
        have = Counter(self.snow)
        for c, n in have.items():
            kept += [c] * min(n, self.mana[c])
        self.snow = tuple(kept)

    def add_restricted(self, mana: str, spend: Any) -> None:
        """106.6: mana that can be spent only as ``spend`` (an ``ir.ManaSpend``) says."""
        more = []
        for s in symbols(mana):
            more += [("C", spend)] * int(s) if s.isdigit() else [(s, spend)]
        self.restricted += tuple(more)

    def total(self) -> int:
        return sum(self.mana.values()) + len(self.restricted)

    def keep_until_end_of_turn(self, mana: str) -> None:
        """500.4: ``mana``, just added, doesn't empty as steps and phases end this turn."""
        for s in symbols(mana):
            self.kept += ("C",) * int(s) if s.isdigit() else (s,)

    def empty(self, end_of_turn: bool = True) -> None:
        """500.4: the pool empties as a step or phase ends; the kept mana stays until the turn
        ends (``end_of_turn``)."""
        if self.kept and not end_of_turn:
            self.keep_snow()  # the kept mana still there, by letter
            self.mana = Counter(self.kept)
            self.restricted = ()
            self.snow = ()
            return
        self.mana.clear()
        self.restricted = ()
        self.snow = ()
        self.kept = ()

    def __str__(self) -> str:
        text = "".join(f"{{{c}}}" * n for c, n in sorted(self.mana.items()) if n > 0)
        if self.restricted:  # 106.6: shown apart
            text += " (restricted: " + "".join("{" + c + "}" for c, _ in self.restricted) + ")"
        return text


def pay_from(available: Counter[str], cost: ManaCost, x: int = 0) -> Counter[str] | None:
    """Pick mana out of ``available`` (color letter -> amount) that pays ``cost``.

    Returns the mana spent, or None when it can't be paid. Colored symbols first, then
    hybrid, then generic from whatever is left (most plentiful first). Phyrexian and
    two-generic hybrid symbols are paid with mana only.
    """
    left = available.copy()
    spent: Counter[str] = Counter()
    for c in cost.colored:
        if left[c] <= 0:
            return None
        left[c] -= 1
        spent[c] += 1
    for options in cost.hybrid:
        best = None
        for o in options:
            if o in COLORS and left[o] > 0 and (best is None or left[o] > left[best]):
                best = o
        if best is None:
            generic_opt = next((o for o in options if o.isdigit()), None)
            if generic_opt is None:
                return None
            need = int(generic_opt)
            if sum(left.values()) < need:
                return None
            for _ in range(need):
                k = max(left, key=lambda m: left[m])
                left[k] -= 1
                spent[k] += 1
            continue
        left[best] -= 1
        spent[best] += 1
    generic = cost.generic + cost.x_count * x
    if sum(v for v in left.values() if v > 0) < generic:
        return None
    # generic mana: colorless first (it pays nothing else but {C}), then the spell's own
    # colors, then the most plentiful, keeping the other colors for what comes later
    own = set(cost.colored)
    for _ in range(generic):
        k = max((m for m in left if left[m] > 0), key=lambda m: (m == "C", m in own, left[m]))
        left[k] -= 1
        spent[k] += 1
    return spent
