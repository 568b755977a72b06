"""The one support gate: every way a card gets into a game goes through it.

A card is *supported* when the parser read all of its text, the abilities it read render back
to that text exactly (reminder text aside, ``render/``), and the engine can carry out every
one of them (``rules/support.py``). :func:`check_supported` checks a card definition;
:func:`supported_definition` makes the definition of a database record (from the shipped
pre-parsed cards, ``preparsed.py``, when they have it, else with the parser) and checks it.
``load_card``, deck lists (``decks.card_definition_for``), scenario cards and cards defined
in place (``scenario/runner.py``) and ``Game.add_card`` all use it; ``mtgrules cards
coverage`` counts the cards it accepts.

A definition built directly from ability objects, with no text (engine tests, tokens the
engine creates from a supported card's text), has no text to render back to: only the engine
check applies to it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards import ir, words
from mtgrules.errors import CardTextError

__all__ = [
    "card_gaps",
    "check_supported",
    "round_trip_gap",
    "supported_definition",
]


def _read_abilities(card: ir.CardDefinition) -> tuple[Any, ...]:
    """The abilities read from the text: without the intrinsic abilities of basic land types
    (305.6), which have no text of their own."""
    abilities = card.abilities
    n = sum(1 for s in card.subtypes if s in words.BASIC_LAND_MANA)
    head = abilities[:n]
    if n and all(
        isinstance(a, ir.ActivatedAbility)
        and a.cost == ir.Cost(tap=True)
        and len(a.effects) == 1
        and isinstance(a.effects[0], ir.AddMana)
        for a in head
    ):
        return abilities[n:]
    return abilities


def round_trip_gap(card: ir.CardDefinition) -> str | None:
    """Why the abilities read from ``card``'s text don't render back to it (the first line
    that differs), or None when they do (or when the card has no text: see the module)."""
    from mtgrules.cards.render import render_abilities
    from mtgrules.cards.text import strip_reminder_text

    if not card.text and card.abilities:
        return None
    expected = strip_reminder_text(card.text.replace("\u2019", "'"))
    try:
        rendered = render_abilities(_read_abilities(card), card.name)
    except Exception as exc:  # a renderer gap: the card isn't supported
        return f"can't render: {type(exc).__name__}: {exc}"
    if rendered == expected:
        return None
    for got, want in zip(rendered.split("\n"), expected.split("\n"), strict=False):
        if got != want:
            return f"rendered {got!r} for {want!r}"
    return f"rendered {rendered!r} for {expected!r}"


def card_gaps(card: ir.CardDefinition) -> list[str]:
    """Everything that keeps a parsed card from being supported: a round-trip difference,
    then what the engine can't do yet (each "the engine can't do ...")."""
    from mtgrules.rules.support import engine_gaps

    gaps: list[str] = []
    rt = round_trip_gap(card)
    if rt is not None:
        gaps.append(rt)
    gaps.extend("the engine can't do " + g for g in engine_gaps(card) + dungeon_gaps(card))
    return gaps


def dungeon_gaps(card: ir.CardDefinition) -> list[str]:
    """309.4c, 701.49: a card that ventures into the dungeon (or takes the initiative, which
    ventures into Undercity: 725.2, 701.49d) can be carried out in full only when each dungeon
    it may enter is supported: its rooms read and carried out (cards/dungeons.py)."""
    from mtgrules.cards.dungeons import choices, record
    from mtgrules.cards.walk import nodes

    found = {
        isinstance(x, ir.TakeInitiative) or getattr(x, "undercity", False)
        for x in nodes(card.abilities)
        if isinstance(x, ir.VentureIntoDungeon | ir.TakeInitiative)
    }
    gaps = []
    for undercity in sorted(found):
        bad = []
        for name in choices(undercity):
            try:
                supported_definition(record(name))
            except CardTextError:
                bad.append(name)
        if bad:
            where = "into Undercity" if undercity else "into the dungeon"
            gaps.append(f"venture {where}: the room abilities of {', '.join(bad)} (309.4c)")
    return gaps


_CHECKED: dict[int, tuple[ir.CardDefinition, CardTextError | None]] = {}
_TEXTLESS: dict[int, tuple[ir.CardDefinition, CardTextError | None]] = {}


def check_supported(card: ir.CardDefinition) -> ir.CardDefinition:
    """``card`` if it is supported (see the module); else :class:`CardTextError` saying why.

    Definitions read from text are immutable and shared, so each is checked once; those
    without text (vanilla creatures, and the tokens the engine builds from ability objects,
    made anew each time) are kept in a small table of their own, emptied when full, so that
    tokens don't pile up."""
    hit = _CHECKED.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _TEXTLESS.get(id(card))
    if hit is None or hit[0] is not card:
        from mtgrules.rules.support import engine_gaps

        error: CardTextError | None = None
        rt = round_trip_gap(card)
        if rt is not None:
            error = CardTextError(card.name, "", "")
            error.args = (f"{card.name} isn't supported yet: its text was read wrongly ({rt})",)
        else:
            gaps = engine_gaps(card) + dungeon_gaps(card)
            if gaps:
                error = CardTextError.engine(card.name, gaps)
        hit = (card, error)
        if card.text:
            _CHECKED[id(card)] = hit
        else:
            if len(_TEXTLESS) >= 256:
                _TEXTLESS.clear()
            _TEXTLESS[id(card)] = hit
    if hit[1] is not None:
        raise hit[1]
    return card


def _parsed(record: Any, use_cache: bool) -> ir.CardDefinition:
    if use_cache and not getattr(record, "incomplete", False):
        from mtgrules.cards.preparsed import cached_definition

        card = cached_definition(record)
        if card is not None:
            return card
    from mtgrules.cards.parser import definition_from_record

    return definition_from_record(record)


#: Multi-face layouts whose card has only its front face's characteristics outside the
#: battlefield and the stack (712.8a; a flip card's top half is its normal one, 710.1a).
FRONT_FACE_LAYOUTS = frozenset({"transform", "modal_dfc", "meld", "reversible_card", "flip"})


def supported_definition(record: Any, *, use_cache: bool = True) -> ir.CardDefinition:
    """The checked definition of a database record (:func:`check_supported`); every face of
    a multi-face record must be supported too. Raises :class:`CardTextError` (an incomplete
    record, text not read, read wrongly, or not yet carried out by the engine).

    A double-faced (or flip) card is its front face (712.8a, 710.1a). With ``use_cache`` the
    shipped pre-parsed definition is used when it is fresh and has the card (the Earley
    parser isn't started); otherwise the text is parsed."""
    faces = [
        f
        for f in getattr(record, "faces", ()) or ()
        if hasattr(f, "oracle_text") and getattr(f, "name", record.name) != record.name
    ]
    layout = getattr(record, "layout", "normal")
    if faces and layout in FRONT_FACE_LAYOUTS:
        card = check_supported(_parsed(faces[0], use_cache))
        faces = faces[1:]
    else:
        card = check_supported(_parsed(record, use_cache))
    backs = [check_supported(_parsed(face, use_cache)) for face in faces]
    if layout == "transform" and len(backs) == 1:  # 712.2: the face it transforms into
        from mtgrules.rules.transforming import entering_gap

        card = replace(card, back=backs[0])
        gap = entering_gap(card)
        if gap is not None:
            raise CardTextError.engine(card.name, [gap])
    return card


_SHARED: dict[tuple[int | str, str], ir.CardDefinition] = {}


def card_definition_for(record: Any, db: Any = None) -> ir.CardDefinition:
    """The checked definition of a database record (:func:`supported_definition`), shared by
    every game of this process: decks, saved games and puzzles name the same object for the
    same card of the same database (``db``: None for the bundled one)."""
    from mtgrules.cards.database import bundled_key, is_bundled

    # the bundled database by its key, so that naming it doesn't load it
    key = (bundled_key() if db is None or is_bundled(db) else id(db), record.name)
    d = _SHARED.get(key)
    if d is None:
        d = supported_definition(record)
        _SHARED[key] = d
    return d
