"""Choosing a card name (201.4): "As this enters, choose a card name" (Runed Halo, Pithing
Needle), "choose a nonland card name" (Meddling Mage, 201.4a). An answer is the name of a
real card (the bundled Oracle data), one half's or face's name for a card with two
(201.4b, 201.4d). The listed answers (rules/other_answers.py) are the names of the cards in
the game that could be chosen: every card name is a legal answer, but a bounded list is what
an agent can pick from, and a card that isn't in the game is never worth naming."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..decisions import AsEntersChoice, Decision, NameACard
from ..errors import IllegalActionError, UnknownCardError

if TYPE_CHECKING:
    from ..state import GameState


#: 201.4, 201.4a: the choices ("As this enters, choose ...", ``ChooseValue``) of a card name
NAME = "card name"
NONLAND_NAME = "nonland card name"
NAME_KINDS = frozenset({NAME, NONLAND_NAME})

#: 608.2c: the key of the resolution's outcomes that keeps the name chosen (an index in
#: :func:`all_names`)
CHOSEN_NAME_KEY = "chosen card name"


def _nonland(d: Decision) -> bool:
    return isinstance(d, AsEntersChoice | NameACard) and d.nonland


_NAMES: list[tuple[str, ...]] = []


def all_names() -> tuple[str, ...]:
    """Every card name of the bundled data, halves and faces included, sorted: the name a
    resolution chose is kept as an index in it (its memory holds numbers, 608.2c)."""
    if not _NAMES:
        from ..cards.database import CardDatabase

        names = set()
        for record in CardDatabase.bundled():
            names.add(record.name)
            names.update(f.name for f in record.faces)
        _NAMES.append(tuple(sorted(names)))
    return _NAMES[0]


def card_name(d: Decision, value: Any) -> str:
    """201.4: the answer to "choose a card name" is a real card's name: for a card of two
    halves or faces, one half's or face's name, not both (201.4b, 201.4d); with "nonland"
    (201.4a), a card whose characteristics (that half's or face's) aren't a land's."""
    if not isinstance(value, str) or not value.strip() or len(value) > 200:
        raise IllegalActionError(f"name a card: {d.prompt}", "201.4")
    from ..cards.database import CardDatabase

    try:
        record = CardDatabase.bundled().get(value)
    except UnknownCardError as e:
        raise IllegalActionError(str(e), "201.4") from None
    name, types = record.name, record.types
    faces = [f for f in record.faces if f.name != record.name]
    face = next((f for f in faces if f.name.lower() == value.strip().lower()), None)
    if face is not None:
        name, types = face.name, face.types
    elif faces:
        halves = " or ".join(f.name for f in faces)
        raise IllegalActionError(
            f"{record.name} has two names: choose one of them ({halves}) (201.4b)", "201.4b"
        )
    if _nonland(d) and "land" in types:
        raise IllegalActionError(f"{name} is a land card: choose a nonland card name", "201.4a")
    return name


def asks_a_name(d: Decision) -> bool:
    """``d`` asks for a card name (its answers aren't a list of options: 201.4)."""
    return isinstance(d, AsEntersChoice | NameACard) and d.options is None


def listed_names(game: GameState, d: Decision) -> list[str]:
    """The names of the cards in the game (not tokens: 201.4) that answer ``d``, sorted."""
    out: set[str] = set()
    for o in game.objects.values():
        if o.is_token or o.card.name in out:
            continue
        try:
            out.add(card_name(d, o.card.name))
        except IllegalActionError:
            continue  # a land for "nonland", a card the database doesn't have
    return sorted(out)


def _has_chosen_name(node: object) -> bool:
    """A ``Filter`` with ``chosen_name`` somewhere in ``node`` (an IR value)."""
    from dataclasses import fields, is_dataclass

    from ..cards import ir

    if isinstance(node, ir.Filter):
        return node.chosen_name or any(
            _has_chosen_name(x) for x in (node.or_filter,) if x is not None
        )
    if isinstance(node, tuple | list | frozenset):
        return any(_has_chosen_name(x) for x in node)
    if is_dataclass(node) and not isinstance(node, type):
        return any(_has_chosen_name(getattr(node, f.name)) for f in fields(node))
    return False


def gap(card: Any) -> list[str]:
    """201.4: "with the chosen name" / "with that name" is carried out where the name is
    kept: the statics of a permanent that chose a name as it entered (Pithing Needle,
    Meddling Mage: rules/activation_bans.py, cast_bans.py) and a spell's "discards all cards
    with that name" after its "Choose a card name." (Cabal Therapy: the spell keeps the
    name, rules/mana_abilities.py); anywhere else it isn't yet."""
    from ..cards import ir
    from ..cards.ir.cant import CHOSEN_NAME

    named = any(isinstance(a, ir.AsEntersChoose) and a.choice in NAME_KINDS for a in card.abilities)
    for a in card.abilities:
        if not _has_chosen_name(a):
            continue
        e = a.effect if isinstance(a, ir.StaticAbility) else a
        if named and isinstance(e, ir.CastBan) and e.filter == CHOSEN_NAME:
            continue
        if named and isinstance(e, ir.Restriction) and e.what == ir.EachRef(CHOSEN_NAME):
            continue
        if isinstance(a, ir.SpellAbility) and _chosen_then_discarded(a.effects):
            continue
        return ['"with the chosen name" where the engine keeps no name (201.4)']
    return []


def _chosen_then_discarded(effects: tuple[Any, ...]) -> bool:
    from ..cards import ir

    chose = False
    for e in effects:
        if isinstance(e, ir.ChooseValue) and e.kind in NAME_KINDS:
            chose = True
        elif _has_chosen_name(e) and not (chose and isinstance(e, ir.Discard) and e.hand):
            return False
    return chose
