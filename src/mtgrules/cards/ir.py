"""The ability objects that card text is made of: the parser's output and the engine's input.

Every card, from the database or defined in place, is a :class:`CardDefinition` whose
abilities are the frozen dataclasses below. The Oracle text parser (``parser.py``) builds
them, the renderer (``render.py``) turns them back into Oracle text, and the engine runs
them. Nothing here knows about a game in progress: these are values, shared by every copy
of a card in every game (no deep copies).

Naming follows the Comprehensive Rules: keyword abilities (702), activated abilities (602),
triggered abilities (603), static abilities (604), spell abilities (113.3a).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

COLORS = ("W", "U", "B", "R", "G")
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
COLOR_LETTERS = {v: k for k, v in COLOR_NAMES.items()}


# ---------------------------------------------------------------------------------------
# Selecting objects and players
# ---------------------------------------------------------------------------------------


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


# References: what an effect acts on.


@dataclass(frozen=True, slots=True)
class TargetRef:
    """The objects or players chosen for the ``index``-th target phrase ("it", "that creature")."""

    index: int = 0


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
    """The controller of the ``index``-th target ("its controller")."""

    index: int = 0


@dataclass(frozen=True, slots=True)
class TriggerObjectRef:
    """The object or player the trigger event names ("that creature", "that player")."""


Ref = TargetRef | SelfRef | YouRef | AttachedRef | EachRef | TargetControllerRef | TriggerObjectRef


# Amounts: an int, or a value computed on resolution.


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


Amount = int | XAmount | PowerOf | DamageDealtAmount


# ---------------------------------------------------------------------------------------
# Qualities for protection and "hexproof from"
# ---------------------------------------------------------------------------------------


class QualityKind(Enum):
    COLOR = "color"  # value: color letter
    EVERY_COLOR = "each color"  # 702.16 "protection from all colors" / "from each color"
    MULTICOLORED = "multicolored"
    MONOCOLORED = "monocolored"
    COLORLESS = "colorless"
    CARD_TYPE = "card type"  # value: "artifact", "creature", "enchantment", ...
    SUBTYPE = "subtype"  # value: "Goblin", "Aura", ...
    SUPERTYPE = "supertype"  # value: "legendary", ...
    NAME = "name"  # value: a card name (702.16: only when the ability says it's a name)
    PLAYER = "player"  # value: player name, or "chosen" for "the chosen player" (702.16k)
    EVERYTHING = "everything"  # 702.16j
    CHOSEN_COLOR = "the chosen color"  # value: None; the color chosen on entering/resolving


@dataclass(frozen=True, slots=True)
class Quality:
    kind: QualityKind
    value: str | None = None


# ---------------------------------------------------------------------------------------
# Costs (118, 601.2f-h, 602.2)
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation or additional cost. ``mana`` is a mana string such as "{1}{R}"."""

    mana: str | None = None
    tap: bool = False  # {T}
    untap: bool = False  # {Q}
    sacrifice_self: bool = False  # "Sacrifice this creature" / "Sacrifice CARDNAME"
    sacrifice: Filter | None = None  # "Sacrifice a creature"
    sacrifice_count: int = 1
    pay_life: int = 0
    discard: int = 0  # "Discard a card"
    remove_counters: tuple[tuple[str, int], ...] = ()
    # "Tap any number of untapped creatures you control other than this creature with total
    # power N or greater" (Mossbridge Troll; 118.1, 602.2b): N, or 0 when the cost has no such part.
    tap_creatures_total_power: int = 0
    discard_self: bool = False  # "Discard this card" (channel-style costs, 602.2)
    exile_self_from_graveyard: bool = False  # "Exile this card from your graveyard"
    tap_untapped_creature: bool = False  # "Tap an untapped creature you control"
    pay_life_x: bool = False  # "Pay X life" (119.4, 107.3)
    exile_self: bool = False  # "Exile this artifact:" as a cost (602.2b)


# ---------------------------------------------------------------------------------------
# Effects: what spells and abilities do (one class per effect kind)
# ---------------------------------------------------------------------------------------


class Duration(Enum):
    PERMANENT = "permanent"  # no stated duration
    END_OF_TURN = "until end of turn"  # 514.2
    YOUR_NEXT_TURN = "until your next turn"  # 611.2a
    WHILE_ATTACHED = "while attached"  # static abilities of Auras and Equipment


@dataclass(frozen=True, slots=True)
class DealDamage:
    """ "SOURCE deals N damage to RECIPIENTS" (120)."""

    amount: Amount
    to: Ref
    source: Ref = SelfRef()


@dataclass(frozen=True, slots=True)
class Destroy:
    what: Ref
    no_regenerate: bool = False  # "It can't be regenerated." (701.19c)


@dataclass(frozen=True, slots=True)
class Exile:
    what: Ref
    until_source_leaves: bool = False  # "until this enchantment leaves the battlefield" (610.3)


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    what: Ref


@dataclass(frozen=True, slots=True)
class ReturnToBattlefield:
    """ "Return target creature card from your graveyard to the battlefield"."""

    what: Ref
    tapped: bool = False
    under_your_control: bool = False
    # "return this card from your graveyard to the battlefield": the text names the zone
    # where the card is looked for (Screams from Within, after its Aura went there)
    from_graveyard: bool = False


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """ "PLAYER sacrifices N FILTER" (701.21); the sacrificing player chooses."""

    who: Ref
    filter: Filter = ANY_CREATURE
    count: int = 1


@dataclass(frozen=True, slots=True)
class SacrificeSelf:
    """ "Sacrifice this creature" as an effect (not a cost)."""


@dataclass(frozen=True, slots=True)
class Draw:
    who: Ref
    count: Amount = 1


@dataclass(frozen=True, slots=True)
class Discard:
    who: Ref
    count: Amount = 1
    random: bool = False
    chooser: str = "self"  # "self": the discarding player chooses; "you": Distress-style
    filter: Filter | None = None  # "You choose a nonland card from it" (Distress)


@dataclass(frozen=True, slots=True)
class GainLife:
    who: Ref
    amount: Amount


@dataclass(frozen=True, slots=True)
class LoseLife:
    who: Ref
    amount: Amount


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """ "gets +N/+M" (613.4c). As a spell effect it has a duration; as a static ability the
    ability's own lifetime bounds it."""

    what: Ref
    power: int
    toughness: int
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """ "gains ABILITY until end of turn" / "have ABILITY" (613.1f, layer 6)."""

    what: Ref
    abilities: tuple[Ability, ...]
    duration: Duration = Duration.END_OF_TURN
    # "This effect doesn't remove Auras and Equipment you control that are already attached to
    # it." (Benevolent Blessing: the granted protection doesn't make those fall off; 702.16e)
    keeps_own_attachments: bool = False
    doesnt_remove: str = ""  # "This effect doesn't remove this Aura / Auras" (702.16n)


@dataclass(frozen=True, slots=True)
class GrantProtectionChoice:
    """ "gains protection from the color of your choice": the color is chosen on resolution."""

    what: Ref
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class AddCounters:
    what: Ref
    kind: str  # "+1/+1", "-1/-1", "loyalty", ...
    count: Amount = 1


@dataclass(frozen=True, slots=True)
class Tap:
    what: Ref


@dataclass(frozen=True, slots=True)
class Untap:
    what: Ref


@dataclass(frozen=True, slots=True)
class Regenerate:
    """Create a regeneration shield (701.19a)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class PreventDamage:
    """ "Prevent the next N damage that would be dealt to REF this turn" (615.7), or all
    combat damage ("Prevent all combat damage that would be dealt this turn")."""

    to: Ref | None
    amount: int | None = None  # None: all
    combat_only: bool = False
    from_chosen_source: bool = False  # "a source of your choice" (615.7, not targeted)


@dataclass(frozen=True, slots=True)
class PhaseOut:
    what: Ref


@dataclass(frozen=True, slots=True)
class AddMana:
    """A mana ability's effect (605): ``mana`` such as "{R}" or "{G}{G}"; ``any_color``."""

    mana: str
    any_color: bool = False
    # "Add {R} or {G}": the mana is ``mana`` or one of these (106.1)
    alternatives: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CounterSpell:
    what: Ref
    # "Counter target spell unless its controller pays {3}" / "... discards their hand" (701.6a)
    unless_pays: str | None = None
    unless_discards_hand: bool = False


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """ "Search your library for a FILTER card, put it onto the battlefield / into your hand,
    then shuffle" (701.23)."""

    filter: Filter
    destination: str = "hand"  # "hand" | "battlefield"
    tapped: bool = False
    count: int = 1
    reveal: bool = False  # "..., reveal it, put it into your hand" (701.20a)


@dataclass(frozen=True, slots=True)
class CreateToken:
    count: int
    power: int
    toughness: int
    colors: frozenset[str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    abilities: tuple[Ability, ...] = ()
    # "that's blocking target creature attacking you" (Flash Foliage; 509.4):
    blocking: Ref | None = None
    tapped: bool = False  # "create ... tapped"


@dataclass(frozen=True, slots=True)
class LifeTotalCantChange:
    """ "Your life total can't change" (119.7)."""

    who: Ref = YouRef()
    duration: Duration = Duration.YOUR_NEXT_TURN


@dataclass(frozen=True, slots=True)
class PhaseOutAll:
    """ "All permanents you control phase out" (702.26)."""

    filter: Filter = Filter(controller="you")


@dataclass(frozen=True, slots=True)
class AttachSelf:
    """ "Attach this permanent to target creature you control" (equip, 702.6a; 701.3)."""

    to: Ref = TargetRef(0)


Effect = (
    AttachSelf
    | DealDamage
    | Destroy
    | Exile
    | ReturnToHand
    | ReturnToBattlefield
    | Sacrifice
    | SacrificeSelf
    | Draw
    | Discard
    | GainLife
    | LoseLife
    | ModifyPT
    | GrantAbilities
    | GrantProtectionChoice
    | AddCounters
    | Tap
    | Untap
    | Regenerate
    | PreventDamage
    | PhaseOut
    | PhaseOutAll
    | AddMana
    | CounterSpell
    | SearchLibrary
    | CreateToken
    | LifeTotalCantChange
)


# ---------------------------------------------------------------------------------------
# Abilities
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability (702). ``name`` is lower-case ("flying", "first strike").

    Arguments by keyword: protection and "hexproof from" carry ``qualities`` (702.16g: each
    "from" is its own ability, so "protection from black and from red" parses to two
    Keyword objects); enchant carries ``filter`` (what it can enchant; ``enchant_player``
    for "Enchant player"); equip and ward carry ``cost``; toxic carries ``amount``.
    """

    name: str
    quality: Quality | None = None
    filter: Filter | None = None
    cost: Cost | None = None
    amount: int | None = None
    enchant_player: bool = False
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """The effects of an instant or sorcery (113.3a), in text order."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """ "COST: EFFECT" (602). A mana ability (605.1a) when it adds mana and has no target."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    sorcery_speed: bool = False  # "Activate only as a sorcery."
    once_each_turn: bool = False  # "Activate only once each turn." (602.5b)
    your_turn_only: bool = False  # "Activate only during your turn." (602.5b)
    your_upkeep_only: bool = False  # "Activate only during your upkeep." (602.5b)
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)

    @property
    def is_mana_ability(self) -> bool:
        return not self.targets and any(isinstance(e, AddMana) for e in self.effects)


class TriggerEvent(Enum):
    ENTERS = "enters"  # "When this creature enters"
    DIES = "dies"
    ATTACKS = "attacks"
    BLOCKS = "blocks"
    DEALS_COMBAT_DAMAGE_TO_PLAYER = "deals combat damage to a player"
    DEALS_DAMAGE = "deals damage"
    UPKEEP = "beginning of upkeep"
    END_STEP = "beginning of end step"
    CAST_SPELL = "cast a spell"  # "Whenever you cast a noncreature spell"
    PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD = "put into a graveyard from the battlefield"
    LEAVES_BATTLEFIELD = "leaves the battlefield"  # 603.6c, 603.10a
    ATTACKS_ALONE = "attacks alone"  # exalted (702.83a)
    BECOMES_TARGET = "becomes the target"  # ward (702.21a) and "becomes the target of" triggers
    GAIN_LIFE = "gain life"  # "Whenever you gain life" (603.2)
    BEGIN_COMBAT = "beginning of combat"  # "At the beginning of combat on your turn" (500.6)


@dataclass(frozen=True, slots=True)
class Trigger:
    """The trigger condition of a triggered ability (603.1)."""

    event: TriggerEvent
    subject: Ref = SelfRef()  # whose event: this object, or EachRef for "a creature"
    filter: Filter | None = None  # for "Whenever you cast a noncreature spell" etc.
    whose: str = "any"  # "you" / "opponent" / "any" for upkeep and end step triggers


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """ "When/Whenever/At TRIGGER, EFFECT" (603)."""

    trigger: Trigger
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False  # "you may"
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
    intervening_if: str | None = None  # 603.4: e.g. "no creatures are on the battlefield"


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (604) generating continuous effects (611.3) while its source is on
    the battlefield: ``effect`` is a ModifyPT or GrantAbilities whose ``what`` is an
    EachRef ("creatures you control have trample") or AttachedRef ("enchanted creature
    gets +2/+0"), or a replacement/prevention effect (614, 615)."""

    effect: (
        Effect | Replacement | LifeReplacement | CharacteristicDefiningPT | ControlOf | SetLandType
    )
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class Replacement:
    """A replacement or prevention effect of a static ability (614, 615).

    ``kind``: "regenerate_instead" ("If this creature would be destroyed, regenerate it"),
    "prevent_damage" ("If a source would deal damage to FILTER, prevent N of that damage";
    ``amount`` None prevents all), "enters_tapped".
    """

    kind: str
    filter: Filter | None = None
    amount: int | None = None
    counter: str | None = None  # "enters_with_counters": the kind of counter (614.1c)


@dataclass(frozen=True, slots=True)
class LifeReplacement:
    """614.1a: "If WHO would gain/lose life [during your turn], RESULT instead."

    ``who``: whose life change it replaces, seen from the ability's controller: "you",
    "opponent" or "player". ``event``: "gain" or "lose". ``result``: "plus" (that much plus
    ``amount``: Angel of Vitality), "twice" (twice that much: Boon Reflection, Bloodletter of
    Aclazotz), "lose" (that player loses that much life instead: Tainted Remedy) or "none"
    (that player gains no life: Sulfuric Vortex). ``subject``: the result's subject as
    printed ("you", "that player", "they"), for rendering.
    """

    who: str
    event: str
    result: str
    amount: int = 0
    your_turn: bool = False
    subject: str = "you"


@dataclass(frozen=True, slots=True)
class CharacteristicDefiningPT:
    """604.3, 613.4a: "This creature's power is equal to N and its toughness is equal to
    that number plus M". ``count`` names what is counted, e.g. "card types among cards in
    all graveyards" (Tarmogoyf)."""

    count: str
    power_offset: int = 0
    toughness_offset: int = 0


@dataclass(frozen=True, slots=True)
class Restriction:
    """A static "can't" (e.g. "This creature can't block", "can't attack or block")."""

    what: Ref
    cant: frozenset[str]  # {"attack", "block", "be blocked"}
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class CastRestriction:
    """ "Cast this spell only during combat after blockers are declared." (601.3)."""

    text: str
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


Ability = (
    Keyword
    | SpellAbility
    | ActivatedAbility
    | TriggeredAbility
    | StaticAbility
    | Restriction
    | CastRestriction
)


# ---------------------------------------------------------------------------------------
# A card
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardDefinition:
    """A card's characteristics as printed (its Oracle text read into abilities).

    Shared by every object made from this card in every game: never mutated.
    """

    name: str
    mana_cost: str | None = None
    colors: frozenset[str] = frozenset()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text: str = ""
    abilities: tuple[Ability, ...] = ()
    color_indicator: frozenset[str] | None = None
    is_token: bool = False
    extra: dict[str, str] = field(default_factory=dict, compare=False, hash=False)


# ---------------------------------------------------------------------------------------
# Added for the Oracle text parser (parser.py / render.py)
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Layout:
    """How an ability is laid out in its card's Oracle text: presentation only.

    The renderer uses it to write the text back as printed; equality and hashing ignore it
    (the ``layout`` fields are ``compare=False``), so abilities still compare by meaning.

    ``same_line``: the separator to the previous ability when both share a line (", " in
    "Flying, vigilance"; " and " in "Enchanted creature gets +2/+0 and has trample").
    ``joins``: the connectors between consecutive effects (". ", " and ", ", then ", "\n").
    ``ability_word``: an ability word before an em dash (207.2c: it has no rules meaning).
    ``self_word``: how the text names its own object: "~" for the card's name, a short name
    ("Zur"), or "this creature" / "this Aura" / ... (201.5, 201.5c).
    """

    same_line: str | None = None
    joins: tuple[str, ...] = ()
    ability_word: str | None = None
    self_word: str | None = None
    # wording choices among synonyms the text made ("search:that card" for "put that card"
    # rather than "put it"), so the renderer writes the same words
    variants: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class DefendingPlayerRef:
    """ "defending player" in an attack trigger (506.2, 508.5)."""


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """ "Move a +1/+1 counter from REF onto REF" (122.5)."""

    source: Ref
    to: Ref
    kind: str = "+1/+1"
    count: int = 1


@dataclass(frozen=True, slots=True)
class MoveAura:
    """ "Attach target Aura attached to a permanent to another permanent with the same
    controller" (Simic Guildmage; 701.3a-b): the new permanent is chosen, not targeted."""

    what: Ref


@dataclass(frozen=True, slots=True)
class BecomesBlocked:
    """ "Target unblocked attacking creature becomes blocked" (509.1h, 506.4)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class IfYouDo:
    """ "If you do, EFFECTS": done only if the preceding instruction was carried out (608.2c)."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class ReanimateEnchanted:
    """Animate Dead's enters trigger (303.4, 603.4, 613.1f): it loses "enchant creature card
    in a graveyard" and gains "enchant creature put onto the battlefield with this Aura";
    return the enchanted card to the battlefield under your control and attach this Aura to
    it; when this Aura leaves the battlefield, that creature's controller sacrifices it."""


@dataclass(frozen=True, slots=True)
class RevealTopCard:
    """ "PLAYER reveals the top card of their library. If it's a FILTER card, that player puts
    it into their hand." (Goblin Guide; 701.20a)."""

    who: Ref
    to_hand_if: Filter | None = None


@dataclass(frozen=True, slots=True)
class Scry:
    """ "Scry N" (701.22a)."""

    count: int


@dataclass(frozen=True, slots=True)
class Surveil:
    """ "Surveil N" (701.25a)."""

    count: int


@dataclass(frozen=True, slots=True)
class Mill:
    """ "PLAYER mills N cards" (701.17a)."""

    who: Ref
    count: Amount


@dataclass(frozen=True, slots=True)
class BlockAnyNumber:
    """ "This creature can block any number of creatures" / "an additional creature each
    combat" (509.1a): ``count`` extra blockers, None for any number."""

    what: Ref
    count: int | None = None


@dataclass(frozen=True, slots=True)
class AsEntersChoose:
    """ "As this Aura enters, choose a color." (614.12a: chosen as it enters)."""

    choice: str  # "color" | "creature type" | "opponent" | "card type" | "player"
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class CantBeCountered:
    """ "This spell can't be countered." (101.2, 113.6g)."""

    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """ "Enchanted creature doesn't untap during its controller's untap step." (502.3)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class AttacksEachCombat:
    """ "This creature attacks each combat if able." (508.1d); ``blocks`` for "blocks each
    combat if able" (509.1c)."""

    what: Ref
    blocks: bool = False


@dataclass(frozen=True, slots=True)
class Modal:
    """ "Choose one —" followed by bulleted modes (700.2): each mode is a SpellAbility with its
    own targets. ``choose`` modes are chosen; ``or_more`` for "one or more" / "one or both"."""

    choose: int
    modes: tuple[SpellAbility, ...]
    or_more: bool = False
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """ "As an additional cost to cast this spell, sacrifice a creature." (601.2f)."""

    cost: Cost
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class RestrictionEffect:
    """ "Target creature can't block this turn." (a one-shot "can't" with a duration, 611.2)."""

    what: Ref
    cant: frozenset[str]
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class Attach:
    """ "Attach it to target creature you control." (701.3a)."""

    what: Ref
    to: Ref


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """ "You become the monarch." (724.1)."""

    who: Ref = YouRef()


@dataclass(frozen=True, slots=True)
class GainControl:
    """ "Gain control of target creature until end of turn." (613.1b, layer 2)."""

    what: Ref
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True, slots=True)
class Investigate:
    """ "Investigate." Create a Clue token (701.16a)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class DelayedDraw:
    """ "Draw a card at the beginning of the next turn's upkeep." (a delayed triggered
    ability, 603.7)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """ "Tap or untap target permanent." (701.26)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class CostReduction:
    """ "Instant and sorcery spells you cast cost {1} less to cast." (601.2f, 118.7)."""

    filter: Filter
    mana: str


Ref = Ref | DefendingPlayerRef
Effect = (
    Effect
    | MoveCounters
    | MoveAura
    | BecomesBlocked
    | IfYouDo
    | ReanimateEnchanted
    | RevealTopCard
    | Scry
    | Surveil
    | Mill
    | BlockAnyNumber
    | DoesntUntap
    | AttacksEachCombat
    | Modal
    | RestrictionEffect
    | Attach
    | BecomeMonarch
    | GainControl
    | Investigate
    | DelayedDraw
    | TapOrUntap
    | CostReduction
)
Ability = Ability | AsEntersChoose | CantBeCountered | AdditionalCost


# --- Added for the seeds' protection, targeting and Teferi's Protection cases ------------


@dataclass(frozen=True, slots=True)
class LoyaltyAbility:
    """ "[+1]: EFFECT" (606): a planeswalker's loyalty ability; ``loyalty`` is the signed
    change (+1, -3, 0), paid by adding or removing loyalty counters (606.4)."""

    loyalty: int
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class RemoveAbilities:
    """ "loses protection from black until end of turn" / "loses all abilities" (613.1f).
    702.16m: losing "protection from black" removes every instance of it."""

    what: Ref
    abilities: tuple[Ability, ...] = ()
    all: bool = False
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class SetCharacteristics:
    """ "becomes a blue Frog with base power and toughness 1/1" (Turn to Frog): layer 4
    subtypes (replacing creature types), layer 5 colors, layer 7b base P/T (613.1d-e, 613.4b).
    Often paired with RemoveAbilities(all=True)."""

    what: Ref
    power: int | None = None
    toughness: int | None = None
    colors: frozenset[str] | None = None
    creature_types: tuple[str, ...] | None = None
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class SetLifeTotal:
    """ "Target player's life total becomes 10." (119.5)."""

    who: Ref
    amount: Amount


@dataclass(frozen=True, slots=True)
class ExchangeLifeTotals:
    """ "Exchange life totals with target player." (701.12c)."""

    a: Ref
    b: Ref


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """ "Target player skips their next untap step." (614.10)."""

    who: Ref


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented:
    """ "Damage can't be prevented [this turn]." (615.12): as a static ability (PERMANENT
    while its source is on the battlefield) or a one-shot effect (END_OF_TURN)."""

    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True, slots=True)
class NextDrawReplaced:
    """ "The next time you would draw a card this turn, you gain N life instead."
    (Words of Worship; 614.1a, 614.11)."""

    life: Amount


@dataclass(frozen=True, slots=True)
class ChosenRef:
    """ "a land you control", "a card from your graveyard": an object chosen on resolution,
    not targeted (115.10, 608.2d)."""

    filter: Filter
    count: int = 1


@dataclass(frozen=True, slots=True)
class EnchantedPlayerRef:
    """ "enchanted player" (a Curse; 303.4)."""


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """ "If you control a Forest, rather than pay this spell's mana cost, you may have an
    opponent gain 3 life." (118.9, 601.2b). ``condition_subtype``: the land subtype you must
    control; ``opponent_gains_life``: the life an opponent gains as the cost."""

    text: str
    condition_subtype: str | None = None
    opponent_gains_life: int = 0
    mana: str | None = None
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class OpeningHand:
    """ "If this card is in your opening hand, you may begin the game with it on the
    battlefield." (103.6a)."""

    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


Ref = Ref | ChosenRef | EnchantedPlayerRef
Effect = (
    Effect
    | RemoveAbilities
    | SetCharacteristics
    | SetLifeTotal
    | ExchangeLifeTotals
    | SkipNextUntap
    | DamageCantBePrevented
    | NextDrawReplaced
)
Ability = Ability | LoyaltyAbility | AlternativeCost | OpeningHand


# --- Added by the Oracle text parser for the seeds (Razor Barrier, -X/-X, "choose an opponent")


@dataclass(frozen=True, slots=True)
class GrantProtectionOptions:
    """ "gains protection from artifacts or from the color of your choice until end of turn"
    (Razor Barrier; 702.16a, 608.2d): one protection, its quality chosen as the effect
    resolves among ``qualities`` and, when ``colors``, any one color (105.1)."""

    what: Ref
    qualities: tuple[Quality, ...]
    colors: bool = False
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class ModifyPTX:
    """ "gets -X/-X until end of turn" (613.4c with 107.3): a P/T change by the X chosen on
    casting. ``power`` and ``toughness`` are the change per point of X (-1, 0 or +1):
    "-X/-X" is (-1, -1), "+X/+0" is (1, 0)."""

    what: Ref
    power: int
    toughness: int
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class ChosenPlayerRef:
    """ "Choose an opponent. You and that player exchange life totals.": a player chosen as
    the spell or ability resolves, not targeted (115.10, 608.2d). ``player``: "opponent" or
    "player" (whom the choice is among)."""

    player: str = "opponent"


Ref = Ref | ChosenPlayerRef
Effect = Effect | GrantProtectionOptions | ModifyPTX


@dataclass(frozen=True, slots=True)
class DoesntUntapWhile:
    """ "It doesn't untap during its controller's untap step for as long as this creature
    remains tapped." (502.3, 611.2b): a one-shot effect that lasts while ``condition`` holds:
    "source tapped" (the source remains tapped) or "you control source" ("for as long as you
    control this creature")."""

    what: Ref
    condition: str = "source tapped"


Effect = Effect | DoesntUntapWhile


# --- Layers 2 and 4 from static abilities (613.1b, 613.1d, 305.7)


@dataclass(frozen=True, slots=True)
class ControlOf:
    """ "You control enchanted creature." (Control Magic): a control-changing effect of a
    static ability (613.1b, layer 2); it lasts while the ability's source is on the
    battlefield attached to the object (611.3a)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class SetLandType:
    """ "Enchanted land is an Island." (Sea's Claim), "Nonbasic lands are Mountains." (Blood
    Moon), "Each land is a Swamp in addition to its other land types." (Urborg): a
    type-changing effect (613.1d, layer 4). 305.7: the land loses its other land types and
    the abilities from its rules text and gains the new type's mana ability; with
    ``additional`` it keeps them and gains the type and its mana ability too."""

    what: Ref
    land_type: str  # a basic land type (305.6): "Island"
    additional: bool = False
