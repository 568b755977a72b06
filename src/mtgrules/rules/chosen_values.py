"""614.12a, 607.2: what was chosen as a permanent entered, filled into its abilities.

``with_choices`` (moved here from layers.py by h-mana, unchanged for keywords) fills in "the
chosen color", "the chosen player", "the chosen card name" of protection-style keywords,
and h-mana adds "the chosen type": a static ability's "creatures you control of the chosen
type" (``CHOSEN_TYPE`` among its filter's subtypes) becomes the creature type chosen as its
source entered (205.3m); with none chosen it matches nothing."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar, cast

from ..cards.ir import (
    Ability,
    ActivatedAbility,
    AddMana,
    AsEntersChoose,
    ChooseValue,
    EachRef,
    GrantAbilities,
    Keyword,
    ModifyPT,
    Quality,
    QualityKind,
    StaticAbility,
    TriggeredAbility,
)
from ..cards.ir.refs import CHOSEN_TYPE, THAT_TYPE
from .ir_rewrite import rewrite

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

__all__ = [
    "CHOSEN_COLOR_KEY",
    "CHOSEN_TYPE_KEY",
    "chosen_type_static",
    "color_choice_gap",
    "each_opponent",
    "entered_filled",
    "fill_chosen_color",
    "fill_chosen_type",
    "resolution_fills",
    "with_choices",
]


def chosen_type_static(a: Ability) -> bool:
    """A static ability whose "each ..." filter names "the chosen type" (h-mana)."""
    return (
        isinstance(a, StaticAbility)
        and isinstance(a.effect, ModifyPT | GrantAbilities)
        and isinstance(a.effect.what, EachRef)
        and a.effect.what.filter is not None
        and CHOSEN_TYPE in a.effect.what.filter.subtypes
    )


def _fill_type(a: StaticAbility, chosen: str | None) -> StaticAbility:
    """205.3m, 614.12a: "of the chosen type" becomes the type chosen (an impossible subtype,
    so nothing, while none was chosen)."""
    effect = a.effect
    assert isinstance(effect, ModifyPT | GrantAbilities) and isinstance(effect.what, EachRef)
    flt = effect.what.filter
    assert flt is not None
    if chosen is None:
        return a
    subtypes = (flt.subtypes - {CHOSEN_TYPE}) | {chosen}
    what = replace(effect.what, filter=replace(flt, subtypes=subtypes))
    return replace(a, effect=replace(effect, what=what))


def each_opponent(
    game: GameState, abilities: tuple[Ability, ...], controller: int
) -> tuple[Ability, ...]:
    """702.16i: "protection from each of your opponents" in abilities an effect grants
    ("Target creature you control gets protection from each of your opponents until end of
    turn", Cliffside Rescuer): one protection per opponent of the effect's controller."""
    if not any(
        isinstance(a, Keyword)
        and a.quality is not None
        and a.quality.kind is QualityKind.PLAYER
        and a.quality.value == "each opponent"
        for a in abilities
    ):
        return abilities
    out: list[Ability] = []
    for a in abilities:
        q = a.quality if isinstance(a, Keyword) else None
        if (
            isinstance(a, Keyword)
            and q is not None
            and q.kind is QualityKind.PLAYER
            and q.value == "each opponent"
        ):
            out += [
                replace(a, quality=Quality(QualityKind.PLAYER, p.name))
                for p in game.players
                if p.index != controller and not p.lost
            ]
        else:
            out.append(a)
    return tuple(out)


def with_choices(
    game: GameState, abilities: tuple[Ability, ...], source: GameObject
) -> tuple[Ability, ...]:
    """614.12a: what was chosen as the object entered fills in "the chosen color", "the
    chosen player", "the chosen card name", "the chosen type"; "each of your opponents"
    becomes one protection per opponent (702.16i)."""
    known = _QUALITIES.get(id(abilities))
    if known is None or known[0] is not abilities:
        if len(_QUALITIES) > 50_000:
            _QUALITIES.clear()
        found = any(
            (isinstance(a, Keyword) and a.quality is not None) or chosen_type_static(a)
            for a in abilities
        )
        known = _QUALITIES[id(abilities)] = (abilities, found)
    if not known[1]:
        return abilities  # no keyword with a quality: nothing to fill in
    out: list[Ability] = []
    changed = False
    for a in abilities:
        if isinstance(a, StaticAbility) and chosen_type_static(a):  # h-mana
            filled = _fill_type(a, source.chosen_name)
            changed = changed or filled is not a
            out.append(filled)
            continue
        if not isinstance(a, Keyword) or a.quality is None:
            out.append(a)
            continue
        q = a.quality
        if q.kind is QualityKind.EVERY_COLOR:
            # 702.16h: "from each color" is five separate abilities, lost one at a time
            out += [replace(a, quality=Quality(QualityKind.COLOR, c)) for c in "WUBRG"]
            changed = True
            continue
        if q.kind is QualityKind.CHOSEN_COLOR and source.chosen_color:
            a = replace(a, quality=Quality(QualityKind.COLOR, source.chosen_color))
        elif q.kind in (QualityKind.PLAYER, QualityKind.NAME) and q.value == "chosen":
            changed = True
            if source.chosen_name is None:
                continue  # nothing chosen yet: no protection
            a = replace(a, quality=Quality(q.kind, source.chosen_name))
        elif q.kind is QualityKind.PLAYER and q.value == "each opponent":
            ctrl = source.controller
            out += [
                replace(a, quality=Quality(QualityKind.PLAYER, p.name))
                for p in game.players
                if p.index != ctrl and not p.lost
            ]
            changed = True
            continue
        else:
            out.append(a)
            continue
        changed = True
        out.append(a)
    return tuple(out) if changed else abilities


# by abilities tuple (immutable, shared): whether any keyword in it has a quality
_QUALITIES: dict[int, tuple[tuple[Ability, ...], bool]] = {}


def _mentions(thing: object, seen: set[int]) -> bool:
    """Whether "the chosen type" (CHOSEN_TYPE in a subtype set) or "one mana of the chosen
    color" (AddMana.chosen_color) appears anywhere in ``thing``."""
    if id(thing) in seen:
        return False
    seen.add(id(thing))
    if isinstance(thing, frozenset | set):
        return CHOSEN_TYPE in thing or THAT_TYPE in thing
    if isinstance(thing, tuple | list):
        return any(_mentions(t, seen) for t in thing)
    if isinstance(thing, AddMana) and thing.chosen_color:
        return True
    fields = getattr(thing, "__dataclass_fields__", None)
    if fields is None:
        return False
    return any(f != "layout" and _mentions(getattr(thing, f, None), seen) for f in fields)


_GAP = '"the chosen type" or "the chosen color" where it isn\'t filled in (614.12a)'


def gap(card: object) -> list[str]:
    """h-mana: "of the chosen type" is filled in only in a static ability's "each ..." filter
    (``with_choices``); "one mana of the chosen color" needs "As this enters, choose a color."
    on the same card (607.2: linked abilities); anywhere else the card stays refused rather
    than half-done (614.12a)."""
    out: list[str] = []
    abilities = getattr(card, "abilities", ())
    color_chosen = any(isinstance(a, AsEntersChoose) and a.choice == "color" for a in abilities)
    for a in abilities:
        if chosen_type_static(a):
            assert isinstance(a, StaticAbility)
            inner = a.effect.abilities if isinstance(a.effect, GrantAbilities) else ()
            if a.condition is None and not _mentions(inner, set()):
                continue
        if (
            isinstance(a, ActivatedAbility)
            and color_chosen
            and a.is_mana_ability
            and not _mentions(a.targets, set())
            and not any(_mentions(e, set()) for e in a.effects if not isinstance(e, AddMana))
        ):
            continue  # "{T}: Add one mana of the chosen color." (607.2)
        effects = getattr(a, "effects", None)
        if isinstance(effects, tuple) and resolution_fills(effects):  # h-chosen, 608.2d
            filled = fill_chosen_type(effects, "Human")  # any type: what's left unfilled?
            a = replace(a, effects=filled)
        if _mentions(a, set()):
            out.append(_GAP)
    return out


# --- h-chosen: "Choose a creature type." as an instruction (608.2d) -------------------------

#: the key of EffectContext.outcomes holding the creature type this resolution chose (608.2c)
CHOSEN_TYPE_KEY = "chosen creature type"
#: the same for "Choose a color." (an index in "WUBRG", 105.1)
CHOSEN_COLOR_KEY = "chosen color"

_T = TypeVar("_T")
_FILLED: dict[tuple[int, str], tuple[object, object]] = {}


def fill_chosen_type(thing: _T, chosen: str) -> _T:
    """608.2c, 608.2d: ``thing`` (an effect) with "the chosen type" (CHOSEN_TYPE in any
    subtype set) replaced by ``chosen``, the type this resolution chose; what it creates
    keeps that type (611.2a). The same object when nothing names it."""
    key = (id(thing), chosen)
    known = _FILLED.get(key)
    if known is not None and known[0] is thing:
        return cast(_T, known[1])
    if len(_FILLED) > 10_000:
        _FILLED.clear()
    out = _fill(thing, chosen)
    _FILLED[key] = (thing, out)
    return cast(_T, out)


def fill_chosen_color(thing: _T, color: str) -> _T:
    """608.2c, 608.2d: ``thing`` with "the chosen color" of a keyword's quality ("gain
    protection from the chosen color") replaced by ``color``, the color this resolution chose
    (a letter, 105.1); the keyword it grants keeps that color (611.2a)."""
    key = (id(thing), "color:" + color)
    known = _FILLED.get(key)
    if known is not None and known[0] is thing:
        return cast(_T, known[1])
    if len(_FILLED) > 10_000:
        _FILLED.clear()
    out = _fill(thing, "color:" + color)
    _FILLED[key] = (thing, out)
    return cast(_T, out)


def _fill(thing: object, chosen: str) -> object:
    """``thing`` with "the chosen color" (``chosen`` "color:" + a letter) or "the chosen
    type" / "that type" (``chosen`` a creature type) filled in (ir_rewrite.rewrite)."""
    color = chosen.startswith("color:")

    def swap(node: object) -> object:
        if isinstance(node, Quality):  # only colors are filled: "color:" + a letter
            if node.kind is QualityKind.CHOSEN_COLOR and color:
                return Quality(QualityKind.COLOR, chosen[6:])
            return node
        if isinstance(node, frozenset) and not color and (CHOSEN_TYPE in node or THAT_TYPE in node):
            return (node - {CHOSEN_TYPE, THAT_TYPE}) | {chosen}
        return node

    return rewrite(thing, swap, lambda node: isinstance(node, Quality | frozenset))


def resolution_fills(effects: tuple[object, ...]) -> bool:
    """h-chosen: whether every "the chosen type" in ``effects`` comes after a "Choose a
    creature type." among them (608.2d), so that it is filled in as they resolve."""
    for i, e in enumerate(effects):
        if isinstance(e, ChooseValue) and e.kind == "creature type":
            return not _mentions(effects[:i], set())
    return False


def color_choice_gap(effects: tuple[object, ...]) -> str | None:
    """h-chosen: "Choose a color." is carried out only when a later instruction of the same
    resolution uses it as a keyword's "the chosen color" (filled in, 608.2c) and nothing else
    there still names a chosen color (608.2d); otherwise the card is refused."""
    for i, e in enumerate(effects):
        if isinstance(e, ChooseValue) and e.kind == "color":
            rest = effects[i + 1 :]
            filled = fill_chosen_color(rest, "W")
            if filled is rest or _mentions_color(filled) or _mentions_color(effects[:i]):
                return '"Choose a color." not used as a keyword\'s chosen color (608.2d)'
    return None


def _mentions_color(thing: object) -> bool:
    """Whether "the chosen color" (a keyword's quality, or "one mana of the chosen color")
    is left in ``thing``."""
    if isinstance(thing, Quality):
        return thing.kind is QualityKind.CHOSEN_COLOR
    if isinstance(thing, AddMana) and thing.chosen_color:
        return True
    if isinstance(thing, tuple | list | frozenset):
        return any(_mentions_color(t) for t in thing)
    fields = getattr(thing, "__dataclass_fields__", None)
    if fields is None:
        return False
    return any(f != "layout" and _mentions_color(getattr(thing, f, None)) for f in fields)


def entered_filled(card: _T) -> _T:
    """h-chosen, 607.2, 614.12a: on a card with "As this enters, choose a creature type.", its
    triggered and activated abilities' effects read "the chosen type" as the type chosen as
    it entered (effect_context.execute fills it in from the source); for the gate, ``card``
    with those effects filled with a stand-in type (what's left unfilled is still refused)."""
    abilities = getattr(card, "abilities", ())
    if not any(isinstance(a, AsEntersChoose) and a.choice == "creature type" for a in abilities):
        return card
    out = tuple(
        replace(a, effects=fill_chosen_type(a.effects, "Human"))
        # a mana ability's spending restriction is read by the payment planner, which
        # doesn't fill it in (106.6): left unfilled, so refused (Pillar of Origins)
        if isinstance(a, TriggeredAbility)
        or (isinstance(a, ActivatedAbility) and not a.is_mana_ability)
        else a
        for a in abilities
    )
    return replace(card, abilities=out)  # type: ignore[type-var]
