"""A set-up object's designations and status beyond the contract's keys (docs/scenarios.md):
renowned (702.112b), monstrous (701.37b), transformed (712.8e), face down (708.2, 708.3) and
bestowed (702.103b, a card with bestow set up attached to a creature); a player's (the
monarch, 724); the results of coin flips and die rolls a scenario fixes (705.2, 706.2)."""

from __future__ import annotations

from typing import Any

from ..cards.dungeons import record
from ..cards.gate import supported_definition
from ..cards.ir import COLOR_LETTERS, COLOR_NAMES, AsEntersChoose, Keyword
from ..cards.records import normalize_name
from ..cards.words import CREATURE_TYPES
from ..decisions import AsEntersEffect
from ..errors import CardTextError, IllegalActionError, ScenarioError
from ..game import Game
from ..objects import GameObject
from ..rules import card_names, dungeons, face_down, mechanics, transforming
from ..rules.keywords_bestow import BESTOW
from ..zones import Zone

#: How a permanent set up face down came to be so: its face-down values (708.2) and the
#: ways it can be turned face up follow from it.
FACE_DOWN_KINDS = (
    face_down.MORPH,
    face_down.MEGAMORPH,
    face_down.DISGUISE,
    face_down.MANIFEST,
    face_down.CLOAK,
)


def apply(game: Game, obj: GameObject, spec: dict[str, Any], path: str, key: str) -> None:
    """Give ``obj`` what ``spec`` (the object's set-up mapping at ``key``) says beyond the
    basic keys; a designation on an object not on the battlefield is refused, naming it."""
    wanted = [k for k in ("renowned", "monstrous", "transformed") if spec.get(k)]
    kind = spec.get("face_down")
    if (wanted or kind) and obj.zone is not Zone.BATTLEFIELD:
        what = wanted[0] if wanted else "face_down"
        raise ScenarioError(path, f"{key}.{what}", "only a permanent on the battlefield has it")
    if "transformed" in wanted:
        wanted.remove("transformed")
        why = transforming.can_transform(obj)  # 712.9: a double-faced card's permanent
        if kind:
            why = ("it is face down", "712.15a")
        if why is not None:
            raise ScenarioError(
                path, f"{key}.transformed", f"it can't have its back face up: {why[0]} ({why[1]})"
            )
        transforming.turn_over(game, obj)
    for k in wanted:  # 702.112b, 701.37b: kept until it leaves the battlefield
        setattr(obj, k, True)
    if spec.get("chosen") is not None:
        _chosen(game, obj, str(spec["chosen"]), path, f"{key}.chosen")
    if kind:
        if kind not in FACE_DOWN_KINDS:
            raise ScenarioError(
                path, f"{key}.face_down", f"{kind!r} isn't one of {FACE_DOWN_KINDS}"
            )
        # 708.2: its copiable values are the face-down ones (613.2b); 708.3: it is a new
        # face-down permanent, whose card its controller may look at (708.5)
        obj.copy_of = face_down.values_for(kind)
        obj.face_down = True
        obj.alt_keyword = kind
        mechanics.note_face_down(game)
        game.dirty()


def _chosen(game: Game, obj: GameObject, value: str, path: str, key: str) -> None:
    """614.12a: what ``obj`` chose as it entered, checked as the choice itself would be."""
    if obj.zone is not Zone.BATTLEFIELD:
        raise ScenarioError(path, key, "only a permanent on the battlefield has chosen")
    ability = next((a for a in obj.card.abilities if isinstance(a, AsEntersChoose)), None)
    if ability is None:
        raise ScenarioError(path, key, f"{obj.name} has no 'As ... enters, choose' ability")
    kind = ability.choice
    if kind in card_names.NAME_KINDS:  # 201.4, 201.4a
        nonland = kind == card_names.NONLAND_NAME
        asked = AsEntersEffect(player=obj.controller, prompt=key, nonland=nonland)
        try:
            obj.chosen_name = card_names.card_name(asked, value)
        except IllegalActionError as e:
            raise ScenarioError(path, key, str(e)) from None
    elif kind == "color" and (value.lower() in COLOR_LETTERS or value.upper() in COLOR_NAMES):
        obj.chosen_color = COLOR_LETTERS.get(value.lower(), value.upper())  # 105.1
    elif (kind == "creature type" and value in CREATURE_TYPES) or (
        kind in ("player", "opponent") and value in [p.name for p in game.players]
    ):  # 205.3m
        obj.chosen_name = value
    else:
        raise ScenarioError(path, key, f"{value!r} isn't a {kind} {obj.name} could choose")
    game.dirty()


def chosen_value(obj: GameObject) -> str | None:
    """What ``obj`` chose as it entered (614.12a): a color by its word, else the name."""
    if obj.chosen_color is not None:
        return COLOR_NAMES.get(obj.chosen_color, obj.chosen_color)
    return obj.chosen_name


def player(game: Game, index: int, spec: dict[str, Any], path: str, key: str) -> None:
    """724.1: the player set up as the monarch (one at most, 724.3); 725.1: the player who
    has the initiative (one at most, 725.3); 309: their dungeon and room, the dungeons they
    completed."""
    if spec.get("monarch"):
        if game.monarch is not None:
            raise ScenarioError(
                path, f"{key}.monarch", "only one player can be the monarch (724.3)"
            )
        game.monarch = index
    if spec.get("initiative"):
        if game.initiative is not None:
            raise ScenarioError(
                path, f"{key}.initiative", "only one player can have the initiative (725.3)"
            )
        game.initiative = index
    p = game.players[index]
    p.dungeons_completed = tuple(spec.get("dungeons_completed") or ())
    d = spec.get("dungeon")
    if d:
        names = [r.name for r in dungeons.rooms(d["name"])]
        room = d.get("room") or names[0]
        if room not in names:
            raise ScenarioError(
                path, f"{key}.dungeon.room", f"{d['name']} has no room {room!r}: {', '.join(names)}"
            )
        try:  # the one support gate (309.4c: every room read and carried out)
            supported_definition(record(d["name"]))
        except CardTextError as exc:
            raise ScenarioError(path, f"{key}.dungeon.name", str(exc)) from None
        dungeons.set_up(game, index, d["name"], names.index(room))


def check_aura(card: Any, spec: dict[str, Any], zone: str, path: str, key: str) -> None:
    """An Aura set up on the battlefield attached to nothing would be put into its owner's
    graveyard at the first check (704.5m): the file says what it enchants. A double-faced card
    set up transformed is its back face (712.8e)."""
    if spec.get("transformed") and getattr(card, "back", None) is not None:
        card = card.back
    if zone == "battlefield" and "Aura" in card.subtypes and "attached_to" not in spec:
        raise ScenarioError(
            path,
            key,
            f"{card.name} is an Aura: on the battlefield it needs attached_to (unattached, it "
            "would be put into its owner's graveyard at once, 704.5m)",
        )


def bestowed(obj: GameObject) -> None:
    """A card with bestow set up attached to a creature is a bestowed Aura (702.103b), as if
    it had been cast bestowed: an Aura enchantment with enchant creature, not a creature (so
    not put into the graveyard or unattached at the first check, 704.5p)."""
    if "Aura" not in obj.card.subtypes and any(
        isinstance(a, Keyword) and a.name == BESTOW for a in obj.card.abilities
    ):
        obj.alt_keyword = BESTOW


def random_results(game: Game, spec: dict[str, Any]) -> None:
    """``random: {flips: [win, lose], rolls: [6]}``: the next coin flips' (705.2) and die
    rolls' (706.2) results, used before the game's seeded generator
    (rules/random_effects.py)."""
    game.forced_flips = tuple(f == "win" for f in spec.get("flips") or [])
    game.forced_rolls = tuple(spec.get("rolls") or [])


def not_a_back_face(card: Any, name: str, path: str, key: str) -> None:
    """A double-faced card is named by its front face: outside the battlefield it has only
    that face's characteristics (712.8a), and a permanent is set up with its back face up by
    ``transformed: true``."""
    back = card.back
    if back is not None and normalize_name(name) == normalize_name(back.name):
        raise ScenarioError(
            path,
            key,
            f"{back.name!r} is the back face of {card.name}: name the card {card.name!r} "
            "(712.8a), and set it up with 'transformed: true' on the battlefield",
        )
