"""Selecting objects and players: filters, target phrases (115.1), references and amounts.

These are the nouns of the ability objects: which objects a phrase picks out (``Filter``),
what a "target ..." phrase allows (``TargetSpec``), what an effect acts on (``Ref``) and how
much (``Amount``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Filter:
    """Which objects a phrase such as "nonblack creature you control" picks out.

    Empty fields don't restrict. ``types`` is a disjunction ("artifact or creature");
    ``non_types`` / ``non_colors`` are exclusions ("nonartifact, nonblack").
    """

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    non_types: frozenset[str] = frozenset()
    non_colors: frozenset[str] = frozenset()
    non_subtypes: frozenset[str] = frozenset()
    controller: str | None = None  # "you" | "opponent"
    other: bool = False  # "other" / "another": not the source itself
    tapped: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    with_keyword: str | None = None  # "creature with flying"
    without_keyword: str | None = None  # "creature without flying"
    token: bool | None = None
    zone: str = "battlefield"  # "graveyard" for "creature card in your graveyard"
    multicolored: bool | None = None
    # Radiance: "each other creature that shares a color with it"
    shares_color_with_target: int | None = None
    # Added for the Oracle text parser:
    mana_value_max: int | None = None  # "with mana value 3 or less" (202.3)
    mana_value_min: int | None = None  # "with mana value 4 or greater"
    power_max: int | None = None  # "with power 2 or less" (208.1)
    power_min: int | None = None  # "with power 4 or greater"
    blocked: bool | None = None  # False: "unblocked attacking creature" (509.1h)
    attacking_you: bool = False  # "creature attacking you" (Flash Foliage)
    attached: bool | None = None  # "Aura attached to a permanent" (303.4)
    # "another target creature with the same controller" (Simic Guildmage):
    same_controller_as_target: int | None = None
    non_supertypes: frozenset[str] = frozenset()  # "nonbasic land", "nonlegendary creature"
    colorless: bool | None = None  # "colorless creature" (105.2c)
    in_combat: bool | None = None  # "attacking or blocking creature" (506.4)
    # card types it has all of, besides one of ``types``: "artifact creature" (205.2a); set by
    # the engine's keyword abilities (modular's target, 702.43a)
    all_types: frozenset[str] = frozenset()
    # 122.1: (kind, "a" | "one or more"): "creature with a +1/+1 counter on it",
    # "creatures you control with +1/+1 counters on them"
    with_counter: tuple[str, str] | None = None
    face_down: bool | None = None  # 708.2: "face-down creature" (True), "face-up" (False)
    damaged_this_turn: bool = False  # "creature that was dealt damage this turn" (120.3)
    # "Target creature you control fights another target creature": not the object the
    # earlier target phrase (this index) chose (115.3)
    differs_from_target: int | None = None
    # "with mana value X" ("eq") / "X or less" ("max"): the X of the spell or ability (107.3)
    mana_value_x: str | None = None
    # "with toughness 4 or greater" / "2 or less" (208.1)
    toughness_max: int | None = None
    toughness_min: int | None = None
    # h-trig-combat: "creature blocking it", "it" being the source (509.1g, 506.4)
    blocking_source: bool = False
    # h-history: "creature that entered this turn" (Player.entered_this_turn, 500.1)
    entered_this_turn: bool = False
    # "creatures that attacked this turn": declared as attackers this turn (508.1)
    attacked_this_turn: bool = False
    # 201.4: "with the chosen name": the name chosen for the object with the ability as it
    # entered (614.12a; Pithing Needle, Meddling Mage)
    chosen_name: bool = False
    # h-history: "creature that dealt damage this turn" ("any") / "... to you this turn" ("you")
    dealt_damage: str | None = None
    # h-history: "card in your graveyard that was put there from the battlefield this turn"
    from_battlefield_this_turn: bool = False
    # h-players: "each creature that player controls" after "target player": the target
    # phrase (this index) that chose the player (``controller`` stays None)
    controller_target: int | None = None
    # h-misc, 115.9b: "spell that targets a creature / you / this creature": what one of the
    # spell's targets is (a Filter, "you", "player" or "self"; any of them)
    targeting: tuple[Filter | str, ...] = ()
    # h-zones: "up to three target cards from a single graveyard": the cards a target phrase
    # chooses are all in one graveyard (601.2c; rules/targeting.check_targets)
    single_graveyard: bool = False
    # s9 trig, 120.3: "creature dealt damage by this creature this turn" ("self") / "... by
    # equipped creature" ("equipped", "enchanted"): rules/trigger_more.damaged_by
    damaged_by: str | None = None
    # s9 trig: 700.6 "historic" (an artifact, a legendary or a Saga); 702.33d "kicked" (a
    # spell that was kicked)
    historic: bool = False
    kicked: bool = False
    # s10 h-amount: "with mana value less than or equal to the number of Plains you control":
    # (characteristic "mana value" / "power", "max" / "eq", a CountOf counted whenever the
    # filter is checked: rules/filter_match.py)
    bound: tuple[str, str, Any] | None = None
    # s10 h-amount, 208.1: "with toughness greater than its power"
    toughness_gt_power: bool = False
    # s10 h-cant, 208.1: "with power less than this creature's power" ("<", "this creature's"),
    # "... greater than ~'s power" (">", "~'s"), "with greater power" (">", ""): its power
    # compared with the source's (rules/filter_match.py)
    power_vs_self: tuple[str, str] | None = None
    # s10 h-cant, 601.2: "a spell from your graveyard" ("your graveyard"), "... from a
    # graveyard" ("a graveyard"): where the spell was cast from (GameObject.cast)
    cast_from: str | None = None
    # s10 h-zones: "creature or Vehicle": one of ``types`` or, failing that, one of these
    # subtypes (205.3)
    or_subtypes: frozenset[str] = frozenset()
    # s10 h-zones: "a basic land card or a Gate card": an object matching this other filter
    # matches too
    or_filter: Filter | None = None
    # s11 h-count, 700.9: "modified creature" (it has a counter, is equipped, or is enchanted
    # by an Aura its controller controls: rules/modified.py)
    modified: bool = False
    # s11 h-ctl, 903.3: "Commander creatures you control", "Commanders you control": a
    # commander (none outside the Commander variant, which the engine doesn't play)
    commander: bool = False
    # s11 h-ctl: "enchanted creatures you control" (an Aura attached to it, 303.4) /
    # "equipped creatures you control" (an Equipment attached to it, 301.5)
    attached_kind: str | None = None
    # 701.54e: "your Ring-bearer": the creature that has the Ring-bearer designation of the
    # controller's (``Player.ring_bearer``) and that they control (rules/ring.py)
    ring_bearer: bool = False
    # 201.2: "named ~" (True) / "not named ~" (False): the same name as the object with the
    # ability, or another name (rules/filter_match.py)
    named_self: bool | None = None


ANY_CREATURE = Filter(types=frozenset({"creature"}))


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target ..." phrase (115.1). ``count`` targets, or up to ``count`` if ``up_to``.

    ``kind``: "any" (creature, player, planeswalker or battle: 115.4), "object" (a permanent
    or card matching ``filter``), "player" (``player`` is "any", "opponent" or "you"),
    "spell" (an object on the stack matching ``filter``), "object_or_player" (a creature
    or player, ...: ``filter`` for the object part).
    """

    kind: str
    filter: Filter = Filter()
    player: str = "any"
    count: int = 1
    up_to: bool = False
    count_x: bool = False  # "each of X targets": X targets (601.2c, 107.3)
    # mentor (702.134a): "with power less than this creature's power" (rules/targeting.py)
    power_below_source: bool = False


@dataclass(frozen=True, slots=True)
class TargetRef:
    """The objects or players chosen for the ``index``-th target phrase ("it", "that creature")."""

    index: int = 0


@dataclass(frozen=True, slots=True)
class TargetsRef:
    """ "Destroy target creature and target land.": the objects chosen for several target
    phrases (``indices``), acted on together by one instruction (608.2c)."""

    indices: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SelfRef:
    """The object with the ability ("this creature", the card's own name)."""


@dataclass(frozen=True, slots=True)
class YouRef:
    """The controller of the spell or ability ("you")."""


@dataclass(frozen=True, slots=True)
class AttachedRef:
    """The object the source is attached to ("enchanted creature", "equipped creature")."""

    kind: str = "enchanted"  # "enchanted" | "equipped"


@dataclass(frozen=True, slots=True)
class EachRef:
    """Every object matching ``filter`` (if given) and every player in ``players`` (if given).

    ``players`` is None (no players), "each" (each player) or "opponent" (each opponent).
    "Each creature and each player" is ``EachRef(ANY_CREATURE, "each")``.
    """

    filter: Filter | None = ANY_CREATURE
    players: str | None = None


@dataclass(frozen=True, slots=True)
class TargetControllerRef:
    """The controller of the ``index``-th target ("its controller"); with ``owner``, its
    owner (108.3): "that player" after "target card from an opponent's graveyard"."""

    index: int = 0
    owner: bool = False


@dataclass(frozen=True, slots=True)
class TriggerObjectRef:
    """The object or player the trigger event names ("that creature", "that player")."""


@dataclass(frozen=True, slots=True)
class DefendingPlayerRef:
    """ "defending player" in an attack trigger (506.2, 508.5)."""


@dataclass(frozen=True, slots=True)
class ChosenRef:
    """ "a land you control", "a card from your graveyard": an object chosen on resolution,
    not targeted (115.10, 608.2d). ``up_to``: "untap up to two lands" (s9: fewer, or none)."""

    filter: Filter
    count: int = 1
    up_to: bool = False
    # s10 h-zones: "an instant card at random from your graveyard": chosen by the game's
    # random generator, not by a player (608.2d)
    random: bool = False


@dataclass(frozen=True, slots=True)
class EnchantedPlayerRef:
    """ "enchanted player" (a Curse; 303.4)."""


@dataclass(frozen=True, slots=True)
class ChosenPlayerRef:
    """ "Choose an opponent. You and that player exchange life totals.": a player chosen as
    the spell or ability resolves, not targeted (115.10, 608.2d). ``player``: "opponent" or
    "player" (whom the choice is among)."""

    player: str = "opponent"


@dataclass(frozen=True, slots=True)
class TriggerPlayerRef:
    """ "that player" after a trigger condition that names a player (603.2, 608.2k): the
    player the event names (the player dealt combat damage, the player whose upkeep it is),
    or, with ``of_object``, the controller of the object the event names ("Whenever a
    creature an opponent controls dies, that player ...": as it last existed, 608.2h)."""

    of_object: bool = False


@dataclass(frozen=True, slots=True)
class GroupRef:
    """ "they" / "them" after a group ("Creatures you control get +1/+3 until end of turn.
    Untap them."): the objects ``group`` named when an earlier instruction acted on it
    (608.2c), found where that instruction put them (400.7j)."""

    group: EachRef


@dataclass(frozen=True, slots=True)
class EachPlayerNowRef:
    """ "that player" / "they" / "their" in the amount of an instruction for each player:
    "deals damage to each player equal to the number of nonbasic lands that player
    controls" (608.2c): the player the instruction is dealing with now, counted for each
    player in turn."""


#: What an effect acts on: one reference of each kind above.
Ref = (
    TargetRef
    | SelfRef
    | YouRef
    | AttachedRef
    | EachRef
    | TargetControllerRef
    | TriggerObjectRef
    | DefendingPlayerRef
    | ChosenRef
    | EnchantedPlayerRef
    | ChosenPlayerRef
    | TriggerPlayerRef
    | GroupRef
    | EachPlayerNowRef
    | TargetsRef
)


@dataclass(frozen=True, slots=True)
class XAmount:
    """The X chosen on casting (107.3)."""


@dataclass(frozen=True, slots=True)
class PowerOf:
    """ "damage equal to its power": the power of ``ref``."""

    ref: Ref = SelfRef()


@dataclass(frozen=True, slots=True)
class DamageDealtAmount:
    """ "life equal to the damage dealt this way": the total dealt by earlier effects."""


# --- dynamic amounts (107.1, 107.3, 608.2h): values computed as the effect is carried out


@dataclass(frozen=True, slots=True)
class CountOf:
    """ "the number of creatures you control", "for each card in your hand": how many objects
    match ``filter`` (in ``filter.zone``; "you" for hand and graveyard means your own), or,
    with ``players`` ("opponent"), how many opponents ("for each opponent")."""

    filter: Filter = ANY_CREATURE
    players: str | None = None


@dataclass(frozen=True, slots=True)
class ToughnessOf:
    """ "equal to its toughness" (208.1)."""

    ref: Ref = SelfRef()


@dataclass(frozen=True, slots=True)
class ManaValueOf:
    """ "equal to its mana value" (202.3)."""

    ref: Ref = SelfRef()


@dataclass(frozen=True, slots=True)
class LifeTotalOf:
    """ "equal to your life total" (119.1)."""

    ref: Ref = YouRef()


@dataclass(frozen=True, slots=True)
class CountersOn:
    """ "the number of +1/+1 counters on it" (122.1)."""

    ref: Ref
    kind: str


@dataclass(frozen=True, slots=True)
class GreatestPower:
    """ "the greatest power among creatures you control" (208.1): 0 when there are none."""

    filter: Filter = ANY_CREATURE


@dataclass(frozen=True, slots=True)
class Devotion:
    """700.5: "your devotion to black [and red]": the mana symbols of those colors (a
    symbol of both counted once) among the mana costs of permanents you control."""

    colors: tuple[str, ...]  # color letters, as printed ("B", "R")


#: A value computed on resolution that "equal to ..." / "where X is ..." / "for each ..." names.
Measure = (
    PowerOf
    | ToughnessOf
    | ManaValueOf
    | LifeTotalOf
    | CountersOn
    | CountOf
    | GreatestPower
    | DamageDealtAmount
    | Devotion
)


@dataclass(frozen=True, slots=True)
class WhereX:
    """ "X damage ..., where X is the number of ...": X defined by the text (107.3c), not
    chosen; the sentence says "X" where the amount goes and ends with ", where X is ..."."""

    value: Measure


@dataclass(frozen=True, slots=True)
class ForEach:
    """ "1 damage ... for each creature you control", "draw a card for each ...": ``per``
    times the count (``value``); the sentence ends with "for each ..."."""

    value: CountOf | CountersOn  # CountersOn: "for each charge counter on it" (122.1)
    per: int = 1


#: A number in an effect: an int, or a value computed on resolution; a bare Measure is
#: written "equal to ..." ("deals damage equal to the number of cards in your hand").
Amount = int | XAmount | Measure | WhereX | ForEach


#: h-mana (614.12a, 205.3m): "creatures you control of the chosen type": this stands among a
#: Filter's subtypes for the creature type chosen as the source entered
#: (rules/chosen_values.py fills it in); no object has it.
CHOSEN_TYPE = "the chosen type"
#: h-chosen (608.2d): the same written "of that type" ("Draw a card for each permanent you
#: control of that type."); filled in only after "Choose a creature type." (rules/chosen_values)
THAT_TYPE = "that type"
