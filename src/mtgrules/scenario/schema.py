"""The scenario file format as a schema (the contract is ../shared/SCENARIOS.md).

Every scenario file is validated against these models before anything is played: a
malformed file is refused as a whole, with every problem named by its key path. The same
models publish the format as JSON Schema (``mtgrules schema scenario``, and the generated
copy docs/scenario.schema.json) so that editors can check files as they are written.

Cross-references that a schema can't express (a player named in ``turn.active`` must be one
of the players, names are unique) are checked by the loader after the schema.
"""

from __future__ import annotations

import difflib
import json
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    ValidationError,
    field_validator,
    model_validator,
)

from ..rules.steps import STEPS

MAX_NUMBER = 1_000_000  # no count in a position needs more; keeps .inf and 10**20 out
MAX_TEXT = 10_000

StepName = Literal[STEPS]  # type: ignore[valid-type]
AdvanceStepName = StepName
# "nowhere": a token that left the battlefield, or a copy of a spell that left the stack,
# ceased to exist (111.7, 704.5d, 707.10a)
ZoneName = Literal["battlefield", "hand", "library", "graveyard", "exile", "stack", "nowhere"]

Text = Annotated[str, Field(strict=True, max_length=MAX_TEXT)]
Line = Annotated[
    str, Field(strict=True, min_length=1, max_length=500, pattern=r"^[^\n]*\S[^\n]*\n?$")
]
Handle = Annotated[str, Field(strict=True, min_length=1, max_length=500)]
Count = Annotated[int, Field(strict=True, ge=0, le=MAX_NUMBER)]
Positive = Annotated[int, Field(strict=True, ge=1, le=MAX_NUMBER)]
Life = Annotated[int, Field(strict=True, ge=-MAX_NUMBER, le=MAX_NUMBER)]
ManaString = Annotated[
    str,
    Field(
        strict=True,
        max_length=200,
        pattern=r"^\s*(\{([WUBRGCwubrgc]|[0-9]{1,3})\}\s*)*$",
        description='mana symbols, e.g. "{R}{R}{G}" or "{3}{C}"',
    ),
]
CostString = Annotated[
    str,
    Field(
        strict=True,
        max_length=200,
        pattern=r"^\s*(\{([0-9]{1,3}|[WUBRGCSXwubrgcsx]|[0-9WUBRGCwubrgc]{1,2}/[WUBRGCPwubrgcp]"
        r"(/[Pp])?)\}\s*)*$",
        description='a mana cost, e.g. "{2}{W}{W}" or "{X}{R}"',
    ),
]
ColorLetter = Literal["W", "U", "B", "R", "G", "w", "u", "b", "r", "g"]
ColorWord = Literal[
    "white", "blue", "black", "red", "green", "W", "U", "B", "R", "G", "w", "u", "b", "r", "g"
]
PT = Annotated[str, Field(strict=True, pattern=r"^-?[0-9]{1,6}/-?[0-9]{1,6}$")]
PrintedPT = Annotated[
    int | Annotated[str, Field(strict=True, max_length=20)],
    Field(union_mode="left_to_right", description="a number, or a text such as '*' or '1+*'"),
]


def _bare(v: Any) -> Any:
    """An action without arguments may be written bare: ``- pass``."""
    return {v: None} if isinstance(v, str) else v


VALUE, MAPPING, LIST = "~value", "~mapping", "~list"  # union tags, left out of key paths


def _kind(v: Any) -> str:
    """Which branch of a union a YAML value is meant for: by its type, so that a problem is
    reported once, for the branch the author meant."""
    if isinstance(v, dict):
        return "~mapping"
    if isinstance(v, list):
        return "~list"
    return "~value"


def _choice(options: dict[str, Any], description: str) -> Any:
    """A union picked by the YAML type of the value (mapping, list or single value)."""
    return Annotated[
        Annotated[options[VALUE], Tag(VALUE)]
        | Annotated[options[MAPPING], Tag(MAPPING)]
        | Annotated[options[LIST], Tag(LIST)],
        Discriminator(_kind),
        Field(description=description),
    ]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# ---------------------------------------------------------------------------- objects


class GameObjectSpec(_Model):
    """An object in a zone, as a mapping (a plain card name is the short form)."""

    card: Handle | None = Field(None, description="the card's name (English Oracle or printed)")
    token: Annotated[str, Field(strict=True, max_length=500)] | bool | None = Field(
        None,
        description=(
            "instead of card: a token (its name, or true); a predefined token's kind alone"
            " (Treasure, Food, Clue, Powerstone, ...) makes that token as 111.10 defines it"
        ),
    )
    id: Handle | None = Field(None, description="the handle the script uses")
    name: Handle | None = None
    tapped: bool = False
    damage: Count = 0
    counters: dict[Handle, Count] | None = Field(None, description='e.g. {"+1/+1": 2, loyalty: 3}')
    phased_out: bool = False
    summoning_sick: bool = False
    attached_to: Handle | None = None
    controller: Handle | None = None
    power: PrintedPT | None = None
    toughness: PrintedPT | None = None
    colors: list[ColorWord] | None = None
    types: list[Handle] | None = None
    subtypes: list[Handle] | None = None
    text: Text | None = None
    renowned: bool = Field(False, description="702.112b: on the battlefield")
    monstrous: bool = Field(False, description="701.37b: on the battlefield")
    transformed: bool = Field(
        False,
        description="712.8e: on the battlefield, a double-faced card with its back face up",
    )
    face_down: Literal["morph", "megamorph", "disguise", "manifest", "cloak"] | None = Field(
        None, description="708.2: on the battlefield, face down as the ability or action made it"
    )
    chosen: Handle | None = Field(
        None,
        description=(
            "614.12a: on the battlefield, what was chosen as it entered (its 'As ... enters, "
            "choose' ability): a card name, a color, a creature type or a player's name"
        ),
    )

    @model_validator(mode="after")
    def _card_or_token(self) -> GameObjectSpec:
        if self.card is None and self.token is None:
            raise ValueError("an object needs 'card' or 'token'")
        return self


ObjectEntry = _choice(
    {"~value": Handle, "~mapping": GameObjectSpec, "~list": GameObjectSpec},
    "a card name, or a mapping with card or token",
)
ZoneList = Annotated[list[ObjectEntry] | None, Field(max_length=10_000)]  # type: ignore[valid-type]


DungeonName = Literal[
    "Lost Mine of Phandelver", "Dungeon of the Mad Mage", "Tomb of Annihilation", "Undercity"
]


class DungeonSpec(_Model):
    """309.4: a dungeon card in the command zone and the room its owner's venture marker is
    in (the topmost room when left out)."""

    name: DungeonName
    room: Annotated[str, Field(min_length=1, max_length=60)] | None = None


class PlayerSpec(_Model):
    name: Handle
    life: Life = 20
    poison: Count = 0
    counters: dict[Annotated[str, Field(min_length=1, max_length=40)], Count] | None = Field(
        None, description="the player's counters other than poison: energy, experience (122.1)"
    )
    mana_pool: ManaString | None = None
    monarch: bool = Field(False, description="the player is the monarch (724): one at most")
    initiative: bool = Field(False, description="the player has the initiative (725): one at most")
    dungeon: DungeonSpec | None = Field(
        None, description="the dungeon they own in the command zone and their room (309)"
    )
    dungeons_completed: list[DungeonName] | None = Field(
        None, description="the dungeons they have completed (309.7), in order"
    )
    hand: ZoneList = None
    library: ZoneList = None
    graveyard: ZoneList = None
    exile: ZoneList = None
    battlefield: ZoneList = None


class CardSpec(_Model):
    """A card defined in place; its text goes through the card parser."""

    name: Line
    type_line: Line
    mana_cost: CostString | None = None
    power: PrintedPT | None = None
    toughness: PrintedPT | None = None
    loyalty: PrintedPT | None = None
    text: Text | None = None
    colors: list[ColorLetter] | None = None


class RandomSpec(_Model):
    """The results of the game's coin flips and die rolls, in the order they happen; once a
    list runs out, the game's seeded generator decides (705, 706)."""

    flips: list[Literal["win", "lose"]] | None = Field(
        None, description="each coin flip's result for the player who flips (705.2)"
    )
    rolls: list[Annotated[int, Field(strict=True, ge=1, le=1000)]] | None = Field(
        None, description="each die roll's natural result (706.2)"
    )


class TurnSpec(_Model):
    active: Handle | None = None
    step: StepName = "main1"
    number: Positive = 1
    day_night: Literal["day", "night"] | None = Field(
        None, description="730.1: the game is day or night (left out: neither)"
    )


# ---------------------------------------------------------------------------- script

Targets = _choice(
    {"~value": Handle, "~mapping": list[Handle | None], "~list": list[Handle | None]},
    "handles of objects or names of players (null: none for an 'up to' target phrase)",
)
Handles = Annotated[list[Handle], Field(max_length=1000)]


class CastSpec(_Model):
    card: Handle
    targets: Targets | None = None  # type: ignore[valid-type]
    x: Count | None = None
    modes: list[Positive] | None = None
    alt_cost: Annotated[str, Field(strict=True, max_length=500)] | None = None
    free: bool = Field(False, description="cast without paying its costs (a judge's shortcut)")
    sacrifice: Handles | None = None
    phyrexian_life: Count | None = Field(
        None, description="pay N Phyrexian mana symbols with 2 life each (107.4f)"
    )
    kicked: Count | None = Field(
        None, description="pay the kicker cost (1), or a multikicker cost N times (702.33)"
    )
    convoke: Handles | None = Field(
        None, description="creatures tapped to pay part of the cost (702.51a)"
    )
    improvise: Handles | None = Field(
        None, description="artifacts tapped to pay generic mana (702.126a)"
    )
    delve: Handles | None = Field(
        None, description="graveyard cards exiled to pay generic mana (702.66a)"
    )
    buyback: bool = Field(False, description="pay the buyback cost (702.27a)")
    divide: list[Count] | None = Field(
        None,
        description="damage divided as you choose among the targets, in their order (601.2d)",
    )
    conspire: Handles | None = Field(
        None, description="the two creatures tapped to pay a conspire cost (702.78a)"
    )
    replicate: Count | None = Field(
        None, description="how many times the replicate cost is paid (702.56a)"
    )
    squad: Count | None = Field(
        None, description="how many times the squad cost is paid (702.157a)"
    )
    offspring: bool | None = Field(
        None, description="whether the offspring cost is paid (702.175a)"
    )
    discard: Handles | None = Field(
        None,
        description="the cards discarded for jump-start or retrace (702.133a, 702.81a) or for "
        "an additional or keyword cost (601.2f)",
    )
    exile: Handles | None = Field(
        None, description="cards exiled from your graveyard for an additional cost (601.2f)"
    )
    opponent: Handle | None = Field(
        None,
        description="the opponent an alternative cost has gain life (601.2h, Invigorate)",
    )
    mana_from: Handles | None = Field(
        None,
        description="the permanents tapped for mana to pay the cost, after the mana pool "
        "(601.2g, 605.3a); without it the engine chooses",
    )


class ActivateSpec(_Model):
    card: Handle
    # 606.4: -3 and 0 unquoted are a loyalty ability's cost (scenario/ability_index.py)
    ability: (
        Positive
        | Annotated[int, Field(strict=True, ge=-MAX_NUMBER, le=0)]
        | Annotated[str, Field(strict=True, max_length=500)]
    ) = Field(
        1,
        union_mode="left_to_right",
        description='N from 1, a loyalty cost like -3, or a text prefix like "{T}:"',
    )
    targets: Targets | None = None  # type: ignore[valid-type]
    x: Count | None = None
    modes: list[Positive] | None = None
    sacrifice: Handles | None = None
    tap: Handles | None = None
    discard: Handles | None = None
    exile: Handles | None = Field(
        None,
        description="cards exiled from your graveyard to pay an exile cost (602.2b)",
    )
    phyrexian_life: Count | None = Field(
        None, description="pay N Phyrexian mana symbols with 2 life each (107.4f)"
    )
    returned: Handles | None = Field(
        None, description="ninjutsu: the unblocked attacker returned to its owner's hand (702.49a)"
    )
    blighted: Handles | None = Field(
        None, description="a Blight N cost: the creature you control given the counters (701.68a)"
    )
    counters_from: Handles | None = Field(
        None, description="a cost removing counters from another permanent you control (602.2b)"
    )
    mana_from: Handles | None = Field(
        None,
        description="the permanents tapped for mana to pay the cost, after the mana pool "
        "(601.2g, 605.3a); without it the engine chooses",
    )
    alternative: bool | None = Field(
        None, description='pay the second of "COST or COST:" ("Pay 2 life or {2}:", 602.2b)'
    )
    counter_kind: Annotated[str, Field(strict=True, min_length=1, max_length=60)] | None = Field(
        None,
        description='the kind of counter a "Remove a counter" cost removes, where there are '
        'several kinds ("-1/-1", "+1/+1", "trample"; 122.1, 602.2b)',
    )
    divide: list[Count] | None = Field(
        None,
        description="damage (or counters) divided as you choose among the targets, in their "
        "order (602.2b, 601.2d)",
    )


class TurnStep(_Model):
    turn: Positive | None = None
    step: AdvanceStepName


class ScryAnswer(_Model):
    """Scry and surveil: the cards by where they go, top listed from the top down."""

    top: Handles | None = None
    bottom: Handles | None = None
    graveyard: Handles | None = None


ChoiceValue = Annotated[
    Handle | bool | Annotated[int, Field(strict=True, ge=0, le=MAX_NUMBER)],
    Field(union_mode="left_to_right"),
]
Choice = _choice(
    {
        "~value": ChoiceValue,
        "~mapping": ScryAnswer,
        # null in a list: an "up to" target phrase of a trigger left empty (115.1d)
        "~list": Annotated[list[ChoiceValue | None], Field(max_length=1000)],
    },
    "a color, an object, a mode, yes/no, an order as a list, or {top: [...], bottom: [...]}",
)
Advance = _choice(
    {"~value": AdvanceStepName, "~mapping": TurnStep, "~list": TurnStep},
    "a step, or {turn: N, step: STEP}",
)
StepOrTurn = _choice(
    {"~value": StepName, "~mapping": TurnStep, "~list": TurnStep},
    "a step, or {turn: N, step: STEP}",
)
Resolve = Annotated[
    Annotated[Literal["all"], Tag("~all")] | Annotated[Positive, Tag("~number")],
    Discriminator(lambda v: "~all" if isinstance(v, str) else "~number"),
    Field(description="a number of objects from 1, or 'all'"),
]
Blocked = _choice(
    {"~value": Handle, "~mapping": list[Handle], "~list": list[Handle]},
    "the attacker it blocks, or a list of them",
)
CastArg = _choice(
    {"~value": Handle, "~mapping": CastSpec, "~list": CastSpec}, "a card, or {card, targets, ...}"
)
ActivateArg = _choice(
    {"~value": Handle, "~mapping": ActivateSpec, "~list": ActivateSpec},
    "a card, or {card, ability, targets, ...}",
)


class TurnFaceUpSpec(_Model):
    card: Handle
    x: Count | None = Field(
        None, description="the X of a morph cost with X, chosen as it is paid (107.3d)"
    )
    via: Handle | None = Field(
        None,
        description="which cost, where there are two: morph, megamorph or disguise, or "
        "manifest / cloak for a manifested (cloaked) card's mana cost (701.40c)",
    )


TurnFaceUpArg = _choice(
    {"~value": Handle, "~mapping": TurnFaceUpSpec, "~list": TurnFaceUpSpec},
    "a face-down permanent, or {card, x, via}",
)
HandleMap = Annotated[dict[Handle, Handle], Field(description="handle -> handle or player")]


class Expectations(_Model):
    life: dict[Handle, Life] | None = None
    poison: dict[Handle, Count] | None = None
    zone: dict[Handle, ZoneName] | None = None
    count: dict[Annotated[str, Field(pattern=r"^.+\.[a-z]+$")], Count] | None = Field(
        None, description='{"PLAYER.ZONE": N}'
    )
    damage: dict[Handle, Count] | None = None
    pt: dict[Handle, PT] | None = None
    tapped: dict[Handle, bool] | None = None
    phased_out: dict[Handle, bool] | None = None
    attacking: dict[Handle, bool] | None = None
    blocked: dict[Handle, bool] | None = None
    blocking: dict[Handle, bool] | None = Field(
        None, description="{HANDLE: true/false}: it is a blocking creature (509.1g, 506.4)"
    )
    regeneration_shields: dict[Handle, Count] | None = Field(
        None, description="{HANDLE: N}: the regeneration shields on it now (701.19a)"
    )
    face_down: dict[Handle, bool] | None = Field(
        None, description="{HANDLE: true/false}: it is face down (708.2: a 2/2 with no name)"
    )
    chosen: dict[Handle, Handle] | None = Field(
        None, description="{HANDLE: VALUE}: what was chosen as it entered (614.12a)"
    )
    counters: dict[Handle, dict[Handle, Count]] | None = Field(
        None, description="{HANDLE or PLAYER: {KIND: N}}: a player's energy, experience"
    )
    library: dict[Handle, list[Handle]] | None = Field(
        None, description="{PLAYER: [CARD, ...]}: the top of the library, top first"
    )
    mana_pool: dict[Handle, ManaString] | None = Field(
        None, description='{PLAYER: "{R}{G}"}: all the mana in the pool ("": none)'
    )
    attached_to: dict[Handle, Handle | None] | None = None
    controller: dict[Handle, Handle] | None = None
    keywords: dict[Handle, list[Handle]] | None = None
    lacks_keywords: dict[Handle, list[Handle]] | None = Field(
        None, description="{HANDLE: [KEYWORD, ...]}: it has none of these"
    )
    types: dict[Handle, list[Handle]] | None = Field(
        None, description="{HANDLE: [TYPE, ...]}: it has each card type, subtype or supertype"
    )
    lacks_types: dict[Handle, list[Handle]] | None = Field(
        None, description="{HANDLE: [TYPE, ...]}: it has none of these types"
    )
    monarch: Handle | None = Field(None, description="the monarch (724); null: no player is")
    initiative: Handle | None = Field(
        None, description="the player who has the initiative (725); null: no player has it"
    )
    dungeon: dict[Handle, DungeonSpec | None] | None = Field(
        None,
        description="{PLAYER: {name: DUNGEON, room: ROOM}}: the dungeon they own in the command "
        "zone and their room (309.4); null: none",
    )
    dungeons_completed: dict[Handle, list[DungeonName]] | None = Field(
        None, description="{PLAYER: [DUNGEON, ...]}: the dungeons they completed, in order"
    )
    day_night: Literal["day", "night", "neither"] | None = Field(
        None, description="730.1: whether it is day, night or neither"
    )
    active: Handle | None = Field(None, description="the active player: whose turn it is (102.1)")
    name: dict[Handle, Handle] | None = Field(
        None, description="{HANDLE: NAME}: its name now, after copy effects (201.2, 707.2)"
    )
    mana_value: dict[Handle, int] | None = Field(
        None, description="{HANDLE: N}: its mana value now (202.3; X is 0 off the stack)"
    )
    colors: dict[Handle, list[Handle]] | None = Field(
        None, description="{HANDLE: [COLOR, ...]}: its colors now, all of them ([]: colorless)"
    )
    stack: list[Handle] | None = None
    step: StepOrTurn | None = None  # type: ignore[valid-type]
    main_phase: int | None = Field(
        None, description="N: it is the turn's Nth main phase (505.1b; 500.8 adds main phases)"
    )
    combat_phase: int | None = Field(
        None, description="N: it is the turn's Nth combat phase (506.1; 500.8 adds combat phases)"
    )
    lost: list[Handle] | None = None
    winner: Handle | None = None
    log: list[Annotated[str, Field(strict=True, max_length=MAX_TEXT)]] | None = None
    log_lacks: list[Annotated[str, Field(strict=True, max_length=MAX_TEXT)]] | None = Field(
        None, description="texts no event since the last expect contains"
    )


ACTION_KEYS = (
    "cast",
    "activate",
    "play",
    "turn_face_up",  # 116.2b: turn a face-down permanent face up (702.37e, 702.168d)
    "foretell",  # 116.2h: exile a card with foretell from the hand face down (702.143a)
    "suspend",  # 116.2f: exile a card with suspend from the hand with time counters (702.62a)
    "plot",  # 116.2k: exile a card with plot from the hand, paying its plot cost (702.170a)
    "pass",
    "resolve",
    "advance",
    "attack",
    "block",
    "assign_damage",
    "choose",
    "expect",
)


class ScriptStep(_Model):
    """One step: exactly one action key, plus optional ``player`` and ``expect_error``."""

    player: Handle | None = None
    expect_error: Annotated[str, Field(strict=True, max_length=MAX_TEXT)] | None = None
    cast: CastArg | None = None  # type: ignore[valid-type]
    activate: ActivateArg | None = None  # type: ignore[valid-type]
    play: Handle | None = None
    turn_face_up: TurnFaceUpArg | None = None  # type: ignore[valid-type]
    foretell: Handle | None = None
    suspend: Handle | None = None
    plot: Handle | None = None
    pass_: None = Field(None, alias="pass")
    resolve: Resolve | None = None
    advance: Advance | None = None  # type: ignore[valid-type]
    attack: HandleMap | None = None
    block: dict[Handle, Blocked] | None = None  # type: ignore[valid-type]
    assign_damage: dict[Handle, dict[Handle, Count]] | None = None
    choose: Choice | None = None  # type: ignore[valid-type]
    expect: Expectations | None = None

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, populate_by_name=False)

    @field_validator("expect_error")
    @classmethod
    def _some_text(cls, v: str | None) -> str | None:
        if v is not None and not v.strip():
            raise ValueError(
                "an empty text matches any refusal: give part of the message you expect, "
                'such as the rule it cites ("702.16b")'
            )
        return v

    @model_validator(mode="before")
    @classmethod
    def _one_action(cls, data: Any) -> Any:
        data = _bare(data)
        if not isinstance(data, dict):
            return data  # the model reports the wrong type
        acts = [k for k in data if k not in ("player", "expect_error")]
        if len(acts) != 1:
            raise ValueError(
                f"needs exactly one action (one of {', '.join(ACTION_KEYS)}), "
                f"found {', '.join(map(str, acts)) or 'none'}"
            )
        act = acts[0]
        if act not in ACTION_KEYS:
            return data  # reported as an unknown action, at its key
        if data[act] is None and act not in ("pass", "block"):
            raise ValueError(f"{act} needs a value")
        return data


Step = Annotated[ScriptStep, BeforeValidator(_bare)]


class ScenarioFile(_Model):
    """A scenario file: a position, a script of actions, and expectations."""

    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        frozen=True,
        title="mtgrules scenario",
        json_schema_extra={"$id": "https://mtgrules.invalid/scenario.schema.json"},
    )

    name: Line
    description: Text | None = None
    source: Text | None = None
    rules: list[Annotated[str, Field(strict=True, max_length=100)]] | None = None
    tags: list[Annotated[str, Field(strict=True, max_length=100)]] | None = None
    cards: list[CardSpec] | None = None
    players: Annotated[list[PlayerSpec], Field(min_length=2, max_length=100)]
    turn: TurnSpec | None = None
    random: RandomSpec | None = None
    script: Annotated[list[Step], Field(max_length=100_000)] | None = None


def problems(data: Any) -> list[tuple[str, str]]:
    """Every way ``data`` breaks the schema, as (key path, what is wrong); [] when valid.
    Script steps are counted from 1 (as ``check`` reports them), other lists from 0."""
    try:
        ScenarioFile.model_validate(data)
    except ValidationError as e:
        return [(_path(err["loc"]), _message(err)) for err in e.errors(include_url=False)]
    except RecursionError:
        return [("(top level)", "nested too deeply")]
    return []


def _path(loc: tuple[Any, ...]) -> str:
    out = ""
    parts = [p for p in loc if not (isinstance(p, str) and p.startswith("~"))]
    for i, p in enumerate(parts):
        if isinstance(p, int):
            n = p + 1 if i > 0 and parts[i - 1] == "script" else p
            out += f"[{n}]"
        else:
            key = "pass" if p == "pass_" else str(p)
            if not key.isprintable() or not key.strip() or len(key) > 100:
                out += f"[{key[:100]!r}]"  # a key that can't be shown as it is: one line
                continue
            out += ("." if out else "") + key
    return out or "(top level)"


_PLAIN = {
    "dict_type": "must be a mapping",
    "model_type": "must be a mapping",
    "model_attributes_type": "must be a mapping",
    "list_type": "must be a list",
    "int_type": "must be a whole number",
    "int_from_float": "must be a whole number",
    "string_type": "must be text",
    "bool_type": "must be true or false",
    "none_required": "takes no value",
    "missing": "required",
    "union_tag_invalid": "wrong kind of value",
}


_FORMS = {
    "mana_pool": 'must be mana symbols such as "{R}{R}{G}" or "{3}"',
    "mana_cost": 'must be a mana cost such as "{2}{W}{W}"',
    "pt": 'must be "POWER/TOUGHNESS", e.g. "2/2"',
    "count": 'must be "PLAYER.ZONE", e.g. "Bob.graveyard"',
    "name": "must be one line of text",
    "type_line": "must be one line of text",
}


def _message(err: Any) -> str:
    kind = err["type"]
    loc = [p for p in err["loc"] if not (isinstance(p, str) and p.startswith("~"))]
    got = err.get("input")
    if kind == "extra_forbidden":
        # a key beside the action in a script step is an unknown action
        if len(loc) == 3 and loc[0] == "script":
            return "unknown action"
        key = loc[-1] if loc else ""
        if isinstance(got, str) and isinstance(key, str) and (key[:1].isupper() or " " in key):
            # "[Circle of Protection: Red]": YAML read a name with ": " as a mapping
            return f"unknown key (if '{loc[-1]}: {got}' is a name, quote it)"
        if key == "owner":  # 108.3: set up by where it is listed
            return (
                "unknown key (an object's owner is the player whose list holds it;"
                " `controller:` gives it another controller)"
            )
        near = _near_keys(loc)
        return "unknown key" + (f" (did you mean {' or '.join(near)}?)" if near else "")
    if kind == "literal_error" and loc and loc[-1] in ("step", "advance"):
        return f"unknown step {got!r}; steps are " + ", ".join(STEPS)
    if kind == "string_pattern_mismatch":
        key = str(loc[-1]) if loc else ""
        form = _FORMS.get(key, "isn't in the expected form")
        if len(loc) >= 2 and loc[-2] in ("pt", "count"):
            form = _FORMS[str(loc[-2])]
        return f"{form} (found {got!r})"
    msg = _PLAIN.get(kind) or str(err["msg"]).replace("Input should be", "must be")
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    if kind not in ("missing",) and not isinstance(got, dict | list):
        shown = repr(got)
        if len(shown) > 60:
            shown = shown[:57] + "..."
        msg += f" (found {shown})"
        if kind == "string_type" and isinstance(got, bool):
            # YAML 1.1 reads an unquoted yes/no/on/off/true/false as a truth value
            msg += "; YAML reads an unquoted yes, no, on or off as true or false: quote it"
    return msg


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """The models an annotation can hold: through lists, unions and ``Annotated``."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in get_args(annotation) for m in _models_in(arg)]


def _near_keys(loc: list[Any]) -> list[str]:
    """The keys, valid where ``loc`` ends, that look like its last one ("lacks" ->
    lacks_keywords): a prefix either way, or a close spelling."""
    models: list[type[BaseModel]] = [ScenarioFile]
    for part in loc[:-1]:
        if not isinstance(part, str):
            continue  # a list's index: the same models
        models = [
            m
            for model in models
            for name, f in model.model_fields.items()
            if part in (name, f.alias)
            for m in _models_in(f.annotation)
        ]
    keys = sorted({f.alias or n for m in models for n, f in m.model_fields.items()})
    typed = str(loc[-1]) if loc else ""
    if not typed or not keys:
        return []
    near = [k for k in keys if len(typed) >= 3 and (k.startswith(typed) or typed.startswith(k))]
    near += [k for k in difflib.get_close_matches(typed, keys, n=3, cutoff=0.75) if k not in near]
    return near[:3]


def json_schema() -> dict[str, Any]:
    """The format as JSON Schema (draft 2020-12), for editors and other tools."""
    schema = ScenarioFile.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    step = schema["$defs"]["ScriptStep"]
    step["description"] = (step.get("description", "") + " Exactly one action key.").strip()
    step["minProperties"] = 1
    for branch in schema["properties"]["script"]["anyOf"]:
        if branch.get("type") == "array":  # "- pass": an action without arguments, bare
            branch["items"] = {"anyOf": [{"const": "pass"}, {"$ref": "#/$defs/ScriptStep"}]}
    return schema


def json_schema_text() -> str:
    return json.dumps(json_schema(), indent=2, sort_keys=True) + "\n"
