"""Deck lists, and whole games from them: shuffling, the starting player, the London mulligan.

A deck file is the usual text form that MTG Arena and MTGO export::

    Deck
    4 Lightning Bolt (M10) 146
    20 Mountain

    Sideboard
    2 Smash to Smithereens

One card per line as ``COUNT NAME`` (``4x NAME`` works too); set codes and collector
numbers in parentheses after the name are ignored; an optional ``Deck`` (or ``Main``) and
``Sideboard`` header, or, as MTGO writes it, the sideboard after the first blank line;
``SB: 2 NAME`` lines; ``#`` and ``//`` comments. Every name is checked against the card
database and every card must be readable by the Oracle text parser: :class:`DeckError` lists
each problem with its file and line.

:func:`new_game` builds a :class:`DeckGame`: both libraries shuffled with the game's seeded
random generator, the starting player chosen by a seeded coin flip (103.1), opening hands of
seven, and the London mulligan (103.5) asked as ordinary pending decisions. When every
player has kept, the game begins (103.8) and the decisions are the engine's own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards import ir
from .cards.database import CardDatabase, CardRecord, bundled_card
from .cards.gate import card_definition_for as card_definition_for
from .cards.preparsed import bundled_record
from .decisions import Action, Choose, Mulligan, MulliganBottom, OpeningHand
from .errors import CardTextError, IllegalActionError, MtgRulesError, UnknownCardError
from .game import Game
from .rules import asking, zone_moves
from .zones import Zone

__all__ = [
    "Deck",
    "DeckError",
    "DeckGame",
    "DeckProblem",
    "MulliganState",
    "atomic_cards_document",
    "card_definition_for",
    "load_deck",
    "new_game",
    "parse_deck",
]

STARTING_HAND_SIZE = 7  # 103.5
KEEP = "keep"
MULLIGAN = "mulligan"


# ---------------------------------------------------------------------------------------
# Deck files
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """One thing wrong with a deck file: where, and what."""

    source: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.source}:{self.line}: {self.message}"


class DeckError(MtgRulesError, ValueError):
    """A deck file that can't be played: every problem with its file and line."""

    def __init__(self, problems: Sequence[DeckProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


@dataclass(frozen=True)
class Deck:
    """A checked deck list. ``main`` and ``sideboard`` are ``(count, card name)`` pairs
    with the database's spelling of each name, in file order."""

    name: str
    main: tuple[tuple[int, str], ...]
    sideboard: tuple[tuple[int, str], ...] = ()
    source: str = "<deck>"
    definitions: Mapping[str, ir.CardDefinition] = field(
        default_factory=dict, repr=False, compare=False
    )

    def cards(self) -> list[str]:
        """The main deck, one name per card."""
        return [name for count, name in self.main for _ in range(count)]

    def __len__(self) -> int:
        return sum(count for count, _ in self.main)

    def definition(self, name: str) -> ir.CardDefinition:
        return self.definitions[name]

    def to_text(self) -> str:
        """The deck in the Arena/MTGO export form."""
        lines = ["Deck", *(f"{c} {n}" for c, n in self.main)]
        if self.sideboard:
            lines += ["", "Sideboard", *(f"{c} {n}" for c, n in self.sideboard)]
        return "\n".join(lines) + "\n"


_COUNT = re.compile(r"^(\d+)\s*[xX]?\s+(.+)$")
MAX_COPIES = 250  # copies of one card: more than any format allows (100.2a: four, or basics)
MAX_DECK_SIZE = 1_000  # cards in a main deck or a sideboard
MAX_DECK_BYTES = 1_000_000
_SET_CODE = re.compile(r"\s+[\(\[][A-Za-z0-9_-]{2,8}[\)\]](\s+[A-Za-z0-9★*-]+)?\s*$")
_FOIL = re.compile(r"\s+\*[A-Z]+\*\s*$")
_MAIN_HEADERS = frozenset({"deck", "main", "maindeck", "main deck", "mainboard"})
_SIDE_HEADERS = frozenset({"sideboard", "side", "sb"})
_IGNORED_HEADERS = frozenset({"commander", "companion", "maybeboard", "about", "considering"})


def _db(db: CardDatabase | None) -> CardDatabase:
    return db if db is not None else CardDatabase.bundled()


def _lookup(db: CardDatabase, raw: str) -> CardRecord:
    """The card a deck line names: without a set code / collector number or foil marker
    ("Lightning Bolt (M10) 146"), or the whole text (a few real names end in parentheses).
    Membership is checked first: a miss computes suggestions, which is slow."""
    stripped = _SET_CODE.sub("", _FOIL.sub("", raw)).strip()
    if stripped and stripped != raw and stripped in db:
        return db.get(stripped)
    if raw in db or not stripped:
        return db.get(raw)
    return db.get(stripped)  # UnknownCardError, with suggestions


def _find(db: CardDatabase | None, raw: str) -> CardRecord:
    """:func:`_lookup` in ``db``, or in the bundled database (``None``): there a supported
    card named in English comes from the pre-parsed cards' own records, which are the bundled
    database's (``preparsed.bundled_record``), so that the database isn't loaded for it."""
    if db is None:
        stripped = _SET_CODE.sub("", _FOIL.sub("", raw)).strip()
        record = bundled_record(stripped) if stripped else None
        if record is not None:
            return record
        db = CardDatabase.bundled()
    return _lookup(db, raw)


def parse_deck(
    text: str, source: str = "<deck>", *, name: str | None = None, db: CardDatabase | None = None
) -> Deck:
    """Read deck text; raises :class:`DeckError` listing every problem (unknown cards with
    suggestions, cards the parser can't read yet, malformed lines)."""
    problems: list[DeckProblem] = []
    main: list[tuple[int, str]] = []
    side: list[tuple[int, str]] = []
    definitions: dict[str, ir.CardDefinition] = {}
    section = "main"
    explicit_headers = False
    blank_after_cards = False
    for lineno, raw_line in enumerate(text.splitlines(), 1):
        line = raw_line.strip().lstrip("\ufeff")
        if not line or line.startswith(("#", "//")):
            if not line and section == "main" and main:
                blank_after_cards = True
            continue
        low = line.lower().rstrip(":")
        if low in _MAIN_HEADERS:
            section, explicit_headers, blank_after_cards = "main", True, False
            continue
        if low in _SIDE_HEADERS:
            section, explicit_headers = "side", True
            continue
        if low in _IGNORED_HEADERS or low.startswith("name "):
            section, explicit_headers = ("ignored" if low in _IGNORED_HEADERS else section), True
            continue
        target = section
        if line[:3].upper() == "SB:":
            target, line = "side", line[3:].strip()
        elif section == "main" and blank_after_cards and not explicit_headers:
            target = section = "side"  # MTGO: the sideboard follows the first blank line
        m = _COUNT.match(line)
        if m is None:
            problems.append(
                DeckProblem(
                    source,
                    lineno,
                    f"can't read {raw_line.strip()!r}: "
                    "expected a count and a card name, as in "
                    "'4 Lightning Bolt'",
                )
            )
            continue
        digits, card_text = m.group(1).lstrip("0"), m.group(2).strip()
        if len(digits) > 6:  # never int() a 5,000-digit count
            problems.append(
                DeckProblem(
                    source,
                    lineno,
                    f"a count of {len(digits)} digits for {card_text}: "
                    f"at most {MAX_COPIES} copies of a card",
                )
            )
            continue
        count = int(digits or "0")
        if count <= 0:
            problems.append(DeckProblem(source, lineno, f"a count of {count} for {card_text}"))
            continue
        if count > MAX_COPIES:
            problems.append(
                DeckProblem(
                    source,
                    lineno,
                    f"{count} copies of {card_text}: at most {MAX_COPIES} copies of a card",
                )
            )
            continue
        try:
            record = _find(db, card_text)
        except UnknownCardError as e:
            problems.append(DeckProblem(source, lineno, str(e)))
            continue
        if target == "ignored":
            continue
        if target == "main":
            try:
                definitions[record.name] = card_definition_for(record, db)
            except CardTextError as e:
                problems.append(DeckProblem(source, lineno, str(e)))
                continue
        (main if target == "main" else side).append((count, record.name))
    if not main and not problems:
        problems.append(DeckProblem(source, 0, "the deck has no main-deck cards"))
    for part, entries in (("main deck", main), ("sideboard", side)):
        size = sum(c for c, _ in entries)
        if size > MAX_DECK_SIZE:
            problems.append(
                DeckProblem(source, 0, f"the {part} has {size} cards: at most {MAX_DECK_SIZE}")
            )
    for count, card in _merge(main):
        if count > MAX_COPIES:
            problems.append(
                DeckProblem(source, 0, f"{count} copies of {card}: at most {MAX_COPIES} copies")
            )
    if problems:
        raise DeckError(problems)
    deck_name = name if name is not None else Path(source).stem
    return Deck(deck_name, tuple(_merge(main)), tuple(_merge(side)), source, definitions)


def _merge(entries: Iterable[tuple[int, str]]) -> list[tuple[int, str]]:
    counts: dict[str, int] = {}
    for count, card in entries:
        counts[card] = counts.get(card, 0) + count
    return [(c, n) for n, c in counts.items()]


def load_deck(path: str | Path, db: CardDatabase | None = None) -> Deck:
    """Read and check a deck file (see :func:`parse_deck`)."""
    p = Path(path)
    try:
        with open(p, "rb") as f:
            raw = f.read(MAX_DECK_BYTES + 1)
    except OSError as e:
        raise DeckError([DeckProblem(str(p), 0, f"can't read the file: {e.strerror or e}")]) from e
    if len(raw) > MAX_DECK_BYTES:
        raise DeckError([DeckProblem(str(p), 0, f"larger than {MAX_DECK_BYTES:,} bytes")])
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise DeckError(
            [DeckProblem(str(p), line, f"not UTF-8 text: byte 0x{raw[e.start]:02x}")]
        ) from None
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        raise DeckError([DeckProblem(str(p), line, "not a text file: it holds a NUL byte")])
    return parse_deck(text, str(p), db=db)


# ---------------------------------------------------------------------------------------
# Games from decks: 103.1-103.8
# ---------------------------------------------------------------------------------------


@dataclass(slots=True)
class MulliganState:
    """Where the London mulligan (103.5) stands.

    ``mulligans[p]``: how many mulligans player p has taken; ``kept``: the players who kept
    (103.5: they take no further mulligans); ``to_bottom``: players who kept and still put
    cards on the bottom; ``declared``: this round's decisions, in turn order."""

    starting_player: int
    order: list[int]
    mulligans: list[int]
    kept: set[int] = field(default_factory=set)
    declared: dict[int, bool] = field(default_factory=dict)  # player -> takes a mulligan
    to_bottom: list[int] = field(default_factory=list)
    asked_opening: set[int] = field(default_factory=set)  # 103.6: cards already asked about

    def copy(self) -> MulliganState:
        return MulliganState(
            self.starting_player,
            list(self.order),
            list(self.mulligans),
            set(self.kept),
            dict(self.declared),
            list(self.to_bottom),
            set(self.asked_opening),
        )


class DeckGame(Game):
    """A Game made from two decks. Until every player has kept an opening hand, its pending
    decisions are the mulligan's; ``apply`` answers them. Then it is an ordinary game.

    The mulligan decisions are ``Mulligan`` (options ``("keep", "mulligan")``, with the
    number of ``mulligans`` taken) and, after keeping a hand with N mulligans,
    ``MulliganBottom`` for the N cards to put on the bottom of the library (options the
    hand's object ids, ``count`` N); answer with ``Choose([id, ...])``, the first chosen
    going to the bottom first. ``OpeningHand`` asks about an opening-hand ability (103.6).
    """

    def __init__(self, player_names: list[str] | tuple[str, ...], seed: int = 0) -> None:
        super().__init__(player_names, seed)
        self.mulligan: MulliganState | None = None

    def clone(self) -> DeckGame:
        g = super().clone()
        g.__class__ = DeckGame
        assert isinstance(g, DeckGame)
        g.mulligan = self.mulligan.copy() if self.mulligan is not None else None
        return g

    @property
    def in_mulligan(self) -> bool:
        return self.mulligan is not None

    def apply(self, action: Action) -> None:
        if self.mulligan is None:
            super().apply(action)
            return
        d = self.pending
        assert d is not None
        if not isinstance(action, Choose):
            raise IllegalActionError(f"the game waits for a mulligan decision: {d.prompt}", "103.5")
        if isinstance(d, Mulligan):
            self._answer_mulligan(d, action.value)
        elif isinstance(d, OpeningHand):
            self._answer_opening_hand(d, action.value)
        elif isinstance(d, MulliganBottom):
            self._answer_bottom(d, action.value)
        else:
            raise IllegalActionError(f"the game waits for a mulligan decision: {d.prompt}", "103.5")
        self.decisions_made += 1
        self._next_mulligan_decision()

    # -- the procedure ----------------------------------------------------------------------

    def _answer_mulligan(self, d: Mulligan, value: Any) -> None:
        choice = str(value).lower()
        if choice not in (d.options or ()):
            raise IllegalActionError(
                f"answer {' or '.join(map(repr, d.options or ()))}, not {value!r}", "103.5"
            )
        st = self.mulligan
        assert st is not None
        name = self.players[d.player].name
        take = choice == MULLIGAN
        st.declared[d.player] = take
        if take:
            self.log_event("mulligan", f"{name} takes a mulligan", "103.5", player=name)
        else:
            st.kept.add(d.player)
            n = st.mulligans[d.player]
            self.log_event(
                "mulligan",
                f"{name} keeps {len(self.players[d.player].hand)} cards"
                + (f" ({n} mulligan{'s' if n > 1 else ''})" if n else ""),
                "103.5",
                player=name,
            )
            if n:
                st.to_bottom.append(d.player)
        asking.ask(self, None)

    def _answer_bottom(self, d: MulliganBottom, value: Any) -> None:
        st = self.mulligan
        assert st is not None
        picks = list(value) if isinstance(value, list | tuple) else [value]
        n = d.count
        hand = self.players[d.player].hand
        if (
            not all(isinstance(x, int) and not isinstance(x, bool) for x in picks)
            or len(picks) != n
            or len(set(picks)) != n
            or any(p not in hand for p in picks)
        ):
            raise IllegalActionError(
                f"choose {n} different card(s) from your hand to put on the bottom of your library",
                "103.5",
            )
        p = self.players[d.player]
        for oid in picks:
            new = zone_moves.move(self, self.objects[oid], Zone.LIBRARY, "", "103.5", quiet=True)
            p.library.remove(new.id)
            p.library.insert(0, new.id)  # the library's top card is last
        self.log_event(
            "mulligan",
            f"{p.name} puts {n} card{'s' if n > 1 else ''} on the bottom of their library",
            "103.5",
            player=p.name,
        )
        st.to_bottom.remove(d.player)
        asking.ask(self, None)

    def _next_mulligan_decision(self) -> None:
        st = self.mulligan
        assert st is not None
        while True:
            # A player who kept after mulligans puts cards on the bottom (103.5).
            if st.to_bottom:
                pl = st.to_bottom[0]
                n = st.mulligans[pl]
                hand = self.players[pl].hand
                n = min(n, len(hand))
                if n == 0:
                    st.to_bottom.pop(0)
                    continue
                asking.ask(
                    self,
                    MulliganBottom(
                        player=pl,
                        prompt=f"{self.players[pl].name}: put {n} card{'s' if n > 1 else ''} "
                        "from your hand on the bottom of your library",
                        options=tuple(hand),
                        count=n,
                    ),
                )
                return
            undecided = [p for p in st.order if p not in st.kept and p not in st.declared]
            if undecided:
                # 103.5: the starting player declares first, then each other player in turn
                # order. A player can't mulligan once the whole hand would go to the bottom.
                pl = undecided[0]
                n = st.mulligans[pl]
                options = (KEEP, MULLIGAN) if n < STARTING_HAND_SIZE else (KEEP,)
                asking.ask(
                    self,
                    Mulligan(
                        player=pl,
                        prompt=f"{self.players[pl].name}: keep this hand of "
                        f"{len(self.players[pl].hand)} or take a mulligan (mulligans so far: {n})?",
                        options=options,
                        mulligans=n,
                    ),
                )
                return
            takers = [p for p in st.order if st.declared.get(p)]
            st.declared = {}
            if takers:
                # 103.5: all who chose to mulligan do so at the same time: shuffle the hand
                # into the library, draw a new hand of the starting size.
                for p in takers:
                    self._return_hand(p)
                    zone_moves.shuffle(self, p)
                    st.mulligans[p] += 1
                for p in takers:
                    zone_moves.draw(self, p, STARTING_HAND_SIZE, "103.5")
                continue
            # 103.6: abilities of cards in opening hands ("you may begin the game with it on
            # the battlefield"), starting player first, then in turn order.
            for pl in st.order:
                for oid in self.players[pl].hand:
                    if oid in st.asked_opening:
                        continue
                    if any(isinstance(a, ir.OpeningHand) for a in self.objects[oid].card.abilities):
                        st.asked_opening.add(oid)
                        name = self.objects[oid].name
                        asking.ask(
                            self,
                            OpeningHand(
                                player=pl,
                                prompt=f"{self.players[pl].name}: begin the game with {name} "
                                "on the battlefield?",
                                options=("yes", "no"),
                                card=oid,
                            ),
                        )
                        return
            self.mulligan = None
            self.begin_game(st.starting_player)
            return

    def _answer_opening_hand(self, d: OpeningHand, value: Any) -> None:
        answer = "yes" if value is True else "no" if value is False else str(value).lower()
        if answer not in ("yes", "no"):
            raise IllegalActionError("answer yes or no", "103.6")
        if answer == "yes":
            obj = self.objects[d.card]
            zone_moves.move(
                self,
                obj,
                Zone.BATTLEFIELD,
                f"{self.players[d.player].name} begins the game with {obj.name} on the battlefield",
                "103.6a",
            )
        asking.ask(self, None)

    def _return_hand(self, player: int) -> None:
        p = self.players[player]
        for oid in list(p.hand):
            zone_moves.move(self, self.objects[oid], Zone.LIBRARY, "", "103.5", quiet=True)
        self.log_event(
            "mulligan", f"{p.name} shuffles their hand into their library", "103.5", player=p.name
        )


def new_game(
    deck1: Deck, deck2: Deck, seed: int = 0, names: Sequence[str] = ("Alice", "Bob")
) -> DeckGame:
    """A two-player game from two checked decks: each library shuffled (103.3), the
    starting player chosen by a coin flip (103.1; its winner plays first), seven-card
    opening hands and the London mulligan (103.5) as pending decisions, then the game
    (103.8). Everything random comes from ``game.rng``, seeded by ``seed``."""
    if len(names) != 2:
        raise ValueError("new_game builds a two-player game: give two names")
    g = DeckGame(list(names), seed)
    for p, deck in enumerate((deck1, deck2)):
        for count, card in deck.main:
            definition = deck.definitions.get(card)
            if definition is None:
                definition = card_definition_for(bundled_card(card))
            for _ in range(count):
                g.add_card(p, Zone.LIBRARY, definition)
    for p in range(2):
        zone_moves.shuffle(g, p)  # 103.3
    starting = g.rng.randrange(2)
    g.log_event(
        "game",
        f"{g.players[starting].name} wins the coin flip and plays first",
        "103.1",
        player=g.players[starting].name,
    )
    order = [starting, 1 - starting]
    for p in order:
        zone_moves.draw(g, p, STARTING_HAND_SIZE, "103.5")
    g.mulligan = MulliganState(starting, order, [0, 0])
    g._next_mulligan_decision()
    return g


# ---------------------------------------------------------------------------------------
# MTGJSON AtomicCards export (for other engines' card-data tools)
# ---------------------------------------------------------------------------------------


def _title(word: str) -> str:
    return word[:1].upper() + word[1:]


def atomic_cards_document(names: Iterable[str], db: CardDatabase | None = None) -> dict[str, Any]:
    """An MTGJSON AtomicCards-format document (``{"meta": ..., "data": {name: [face]}}``)
    for these cards, written from mtgrules' own database. Single-faced cards only carry
    what MTGJSON's atomic entries carry that the database knows; keywords are the card's
    own keyword abilities as the parser reads them; the Scryfall oracle id is a stable
    made-up UUID (the database has none)."""
    import uuid  # (here, not at import: the cold start)

    database = _db(db)
    data: dict[str, list[dict[str, Any]]] = {}
    for n in names:
        record = database.get(n)
        if record.name in data:
            continue
        faces = record.faces or (record,)
        entries = []
        for i, face in enumerate(faces):
            entry: dict[str, Any] = {
                "name": record.name,
                "colorIdentity": sorted({c for f in faces for c in f.colors}),
                "colors": list(face.colors),
                "convertedManaCost": record.mana_value,
                "manaValue": record.mana_value,
                "identifiers": {
                    "scryfallOracleId": str(
                        uuid.uuid5(uuid.NAMESPACE_URL, "mtgrules-card:" + record.name)
                    )
                },
                "keywords": _keywords(face, database),
                "layout": record.layout,
                "legalities": {"legacy": "Legal", "vintage": "Legal"},
                "subtypes": list(face.subtypes),
                "supertypes": [_title(s) for s in face.supertypes],
                "text": face.oracle_text,
                "type": face.type_line,
                "types": [_title(t) for t in face.types],
            }
            if face.mana_cost:
                entry["manaCost"] = face.mana_cost
            for key in ("power", "toughness", "loyalty", "defense"):
                value = getattr(face, key)
                if value is not None:
                    entry[key] = value
            if record.faces:
                entry["faceName"] = face.name
                entry["side"] = "abcdefgh"[i]
                entry["faceManaValue"] = face.mana_value
            entries.append(entry)
        data[record.name] = entries
    return {"meta": {"date": "1970-01-01", "version": "mtgrules-export"}, "data": data}


def _keywords(face: CardRecord, db: CardDatabase) -> list[str]:
    try:
        definition = card_definition_for(face, db)
    except CardTextError:
        return []
    out: list[str] = []
    for a in definition.abilities:
        if isinstance(a, ir.Keyword):
            word = _title(a.name)
            if word not in out:
                out.append(word)
    return sorted(out)
