"""A seeded generator of decks built from the cards mtgrules supports (for random games).

Checking the whole database for support takes minutes, so :func:`build_pool` checks a
seeded random sample of likely candidates (cheap filters on type, colour and text first,
then :func:`~mtgrules.cards.coverage.is_supported`) until it has enough supported cards of
each colour and of each theme. A :class:`Pool` is plain data: it is written to and read
from JSON, so a pool is built once per seed and reused (``scripts/long_run.py`` and the
tests keep one in a file).

:func:`random_deck` makes a two-colour deck of supported cards, :func:`themed_deck` a
deck that stresses one area of the rules (planeswalkers, modal spells, Auras and
Equipment, counters, tokens, combat requirements, life payments), and :func:`pairings`
a reproducible list of deck pairs.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards.database import CardDatabase, CardRecord
from .decks import Deck, card_definition_for

COLORS = ("W", "U", "B", "R", "G")
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def _plain(text: str) -> str:
    """Oracle text without reminder text."""
    return re.sub(r"\([^)]*\)", "", text)


# Each theme: a cheap test on the card record (the support check runs only on matches).
THEMES: dict[str, Callable[[CardRecord], bool]] = {
    "planeswalkers": lambda r: "planeswalker" in r.types,
    "modal": lambda r: bool(re.search(r"\bChoose (one|two|three|any number)\b", r.oracle_text)),
    "auras_equipment": lambda r: "Aura" in r.subtypes or "Equipment" in r.subtypes,
    "counters": lambda r: "counter" in r.oracle_text and "Counter target" not in r.oracle_text,
    "tokens": lambda r: "token" in r.oracle_text,
    "combat_requirements": lambda r: bool(
        re.search(
            r"attacks each (combat|turn) if able|blocks each (combat|turn) if able|"
            r"must be blocked|blocks? .*if able|able to block",
            _plain(r.oracle_text),
        )
    ),
    "evasion": lambda r: bool(
        re.search(r"can't block|can't attack|can't be blocked|menace", _plain(r.oracle_text))
    ),
    "life_payments": lambda r: bool(re.search(r"[Pp]ay (\d+|X) life", r.oracle_text)),
}
_PLAYABLE_TYPES = frozenset(
    {"creature", "instant", "sorcery", "enchantment", "artifact", "planeswalker"}
)


@dataclass
class Pool:
    """Supported card names by colour identity letter ("C" for colourless) and by theme."""

    seed: int
    by_color: dict[str, list[str]] = field(default_factory=dict)
    by_theme: dict[str, list[str]] = field(default_factory=dict)
    checked: int = 0  # how many candidates the support check ran on
    colors: dict[str, str] = field(default_factory=dict)  # name -> its colour letters

    def to_json(self) -> str:
        return json.dumps(
            {
                "seed": self.seed,
                "by_color": self.by_color,
                "by_theme": self.by_theme,
                "checked": self.checked,
                "colors": self.colors,
            },
            indent=1,
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> Pool:
        d = json.loads(text)
        return cls(int(d["seed"]), d["by_color"], d["by_theme"], int(d["checked"]), d["colors"])

    def names(self) -> list[str]:
        return sorted(self.colors)


def _candidate(r: CardRecord) -> bool:
    """Cheap filters: a single-faced non-land card of a playable type with short text (the
    parser reads short texts far more often, and faster)."""
    return (
        r.layout == "normal"
        and not r.faces
        and not r.incomplete
        and bool(set(r.types) & _PLAYABLE_TYPES)
        and "land" not in r.types
        and len(r.oracle_text) <= (420 if "planeswalker" in r.types else 200)
        and r.mana_cost is not None
        and r.mana_value <= 6
    )


def build_pool(
    seed: int,
    db: CardDatabase | None = None,
    *,
    per_color: int = 10,
    per_theme: int = 6,
    max_checks: int = 3000,
    progress: Callable[[str], None] | None = None,
) -> Pool:
    """Check a seeded random sample of candidates until each colour has ``per_color``
    supported cards and each theme ``per_theme`` (or ``max_checks`` support checks ran)."""
    from .cards.coverage import is_supported

    db = db if db is not None else CardDatabase.bundled()
    rng = random.Random(seed)
    records = sorted((r for r in db if _candidate(r)), key=lambda r: r.name)
    rng.shuffle(records)
    pool = Pool(seed, {c: [] for c in (*COLORS, "C")}, {t: [] for t in THEMES})

    def wanted(r: CardRecord) -> list[tuple[dict[str, list[str]], str]]:
        out: list[tuple[dict[str, list[str]], str]] = []
        for t, test in THEMES.items():
            if len(pool.by_theme[t]) < per_theme and test(r):
                out.append((pool.by_theme, t))
        key = "".join(sorted(r.colors)) or "C"
        if len(key) == 1 and len(pool.by_color[key]) < per_color:
            out.append((pool.by_color, key))
        return out

    # Themes are rarer than plain colour cards: check theme matches first.
    themed = [r for r in records if any(test(r) for test in THEMES.values())]
    for r in [*themed, *records]:
        if pool.checked >= max_checks:
            break
        if r.name in pool.colors:
            continue
        slots = wanted(r)
        if not slots:
            continue
        pool.checked += 1
        ok, _ = is_supported(r)
        if not ok:
            continue
        try:
            card_definition_for(r, db)  # the deck loader's own check (parse + engine gaps)
        except Exception:
            continue
        pool.colors[r.name] = "".join(sorted(r.colors))
        for bucket, key in slots:
            bucket[key].append(r.name)
        if progress is not None:
            progress(f"{pool.checked} checked, {len(pool.colors)} supported: {r.name}")
        if all(len(v) >= per_theme for v in pool.by_theme.values()) and all(
            len(v) >= per_color for v in pool.by_color.values()
        ):
            break
    for v in [*pool.by_color.values(), *pool.by_theme.values()]:
        v.sort()
    return pool


def load_or_build_pool(path: str | Path, seed: int, **kw: Any) -> Pool:
    """The pool in ``path`` if it was built with ``seed``; else build and write it."""
    p = Path(path)
    if p.exists():
        try:
            pool = Pool.from_json(p.read_text(encoding="utf-8"))
            if pool.seed == seed:
                return pool
        except (ValueError, KeyError, TypeError):
            pass
    pool = build_pool(seed, **kw)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(pool.to_json(), encoding="utf-8")
    return pool


def _fits(colors: str, pair: Iterable[str]) -> bool:
    return set(colors) <= set(pair)


def _deck(name: str, spells: list[str], pair: tuple[str, ...], rng: random.Random) -> Deck:
    main: list[tuple[int, str]] = []
    lands = 17
    for i, c in enumerate(pair):
        main.append((lands // len(pair) + (1 if i < lands % len(pair) else 0), BASICS[c]))
    counts: dict[str, int] = {}
    total = 60 - lands
    picks = sorted(set(spells))
    if not picks:
        raise ValueError(f"no supported cards for the deck {name}")
    while sum(counts.values()) < total:
        n = rng.choice(picks)
        if counts.get(n, 0) < 4:
            counts[n] = counts.get(n, 0) + 1
        elif all(counts.get(x, 0) >= 4 for x in picks):
            counts[n] += 1  # a tiny pool: more than four copies keeps the deck at 60
    main += sorted((c, n) for n, c in counts.items())
    db = CardDatabase.bundled()
    defs = {n: card_definition_for(db.get(n), db) for _, n in main}
    return Deck(name, tuple(main), source=f"<generated {name}>", definitions=defs)


def random_deck(pool: Pool, seed: int) -> Deck:
    """A two-colour deck of supported cards (colourless cards welcome)."""
    rng = random.Random(seed)
    pair = tuple(sorted(rng.sample(COLORS, 2)))
    cands = [n for n, c in sorted(pool.colors.items()) if _fits(c, pair)]
    spells = rng.sample(cands, min(len(cands), 10))
    return _deck(f"random-{''.join(pair)}-{seed}", spells, pair, rng)


def themed_deck(pool: Pool, theme: str, seed: int) -> Deck:
    """A deck built around ``theme`` (a key of :data:`THEMES`), in the two colours most of
    its theme cards share, filled with other supported cards of those colours."""
    rng = random.Random(seed)
    cards = pool.by_theme[theme]
    tally = {c: sum(c in pool.colors[n] for n in cards) for c in COLORS}
    pair = tuple(sorted(sorted(COLORS, key=lambda c: (-tally[c], rng.random()))[:2]))
    core = [n for n in cards if _fits(pool.colors[n], pair)]
    fill = [n for n, c in sorted(pool.colors.items()) if _fits(c, pair) and n not in core]
    spells = core[:10] + rng.sample(fill, min(len(fill), max(0, 12 - len(core[:10]))))
    return _deck(f"{theme}-{''.join(pair)}-{seed}", spells, pair, rng)


def decks(pool: Pool, seed: int, count: int) -> list[Deck]:
    """``count`` decks: one per theme first, then random two-colour decks."""
    out: list[Deck] = []
    themes = sorted(pool.by_theme)
    for i in range(count):
        s = seed * 1000 + i
        if i < len(themes) and pool.by_theme[themes[i]]:
            out.append(themed_deck(pool, themes[i], s))
        else:
            out.append(random_deck(pool, s))
    return out


def pairings(pool: Pool, seed: int, count: int) -> list[tuple[Deck, Deck]]:
    """``count`` different reproducible deck pairings (every themed deck among them)."""
    ds = decks(pool, seed, max(2, (count + 1) // 2 + 2))
    rng = random.Random(seed)
    n = len(ds)
    first = [(i, (i + 1 + rng.randrange(n - 1)) % n) for i in range(n)]  # each deck plays
    rest = [(a, b) for a in range(n) for b in range(n) if a != b and (a, b) not in first]
    rng.shuffle(rest)
    chosen = (first + rest)[:count]
    return [(ds[a], ds[b]) for a, b in chosen]
