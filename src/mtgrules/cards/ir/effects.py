"""Effects: what spells and abilities do (one class per effect kind), and the ``Effect`` union.

A one-shot effect (610) is an instruction on resolution; the few static-only ones
(``BlockAnyNumber``, ``DoesntUntap``, ``AttacksEachCombat``, ``CostReduction``, ...) are the
``effect`` of a :class:`~mtgrules.cards.ir.StaticAbility` (604, 611.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtgrules.cards.ir.costs import ManaSpend  # h-costs
from mtgrules.cards.ir.effects_zones import (  # the zone moves of issue 12
    PERMANENT_CARD_TYPES as PERMANENT_CARD_TYPES,
)
from mtgrules.cards.ir.effects_zones import (
    ExileGraveyard as ExileGraveyard,
)
from mtgrules.cards.ir.effects_zones import (
    LookAtTop as LookAtTop,
)
from mtgrules.cards.ir.effects_zones import (
    Mill as Mill,
)
from mtgrules.cards.ir.effects_zones import (
    PutFromHand as PutFromHand,
)
from mtgrules.cards.ir.effects_zones import (
    PutInLibrary as PutInLibrary,
)
from mtgrules.cards.ir.effects_zones import (
    ReturnAtNextEndStep as ReturnAtNextEndStep,
)
from mtgrules.cards.ir.effects_zones import (
    ReturnExiledWith as ReturnExiledWith,
)
from mtgrules.cards.ir.effects_zones import (
    ShuffleGraveyard as ShuffleGraveyard,
)
from mtgrules.cards.ir.refs import (
    ANY_CREATURE,
    Amount,
    Filter,
    Ref,
    SelfRef,
    TargetRef,
    XAmount,
    YouRef,
)
from mtgrules.cards.ir.values import Duration, Quality

if TYPE_CHECKING:
    from mtgrules.cards.ir.abilities import Ability, SpellAbility
    from mtgrules.cards.ir.conditions import Condition


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
    # "return this card from your graveyard to your hand" (113.6m): the text names the zone
    # the card is looked for in (rules/graveyard_abilities.py)
    from_graveyard: bool = False


@dataclass(frozen=True, slots=True)
class ReturnToBattlefield:
    """ "Return target creature card from your graveyard to the battlefield"."""

    what: Ref
    tapped: bool = False
    under_your_control: bool = False
    # "return this card from your graveyard to the battlefield": the text names the zone
    # where the card is looked for (Screams from Within, after its Aura went there)
    from_graveyard: bool = False
    # h-zones: "... to the battlefield with a +1/+1 counter on it" (614.1c): (kind, n)
    counters: tuple[tuple[str, int], ...] = ()
    # 712.14a: "return it to the battlefield transformed" (with its back face up)
    transformed: bool = False


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
    hand: bool = False  # "Discard your hand." / "Each player discards their hand." (701.9a)


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
    choice: bool = False  # s10 h-act: "gains your choice of A, B, or C" (one, chosen: 608.2d)


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
class ChangeText:
    """612.1, 612.2a: "change the text of ... by replacing all instances of one color word
    (105.1) / basic land type (305.6) with another": the two words are chosen on resolution;
    the effect lasts indefinitely and applies in layer 3 (613.1c)."""

    what: Ref
    kind: str  # "color" or "land"
    or_spell: bool = False  # "target spell or permanent" (spells not yet targetable here)


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
    source_filter: Filter | None = None  # h-act: "a red source of your choice" (colors or types)
    and_by: bool = False  # h-act: "combat damage that would be dealt to and dealt by REF"
    by_only: bool = False  # s10 h-act: "[combat] damage that would be dealt by REF this turn"


@dataclass(frozen=True, slots=True)
class SwitchPT:
    """ "Switch target creature's power and toughness until end of turn." (613.4d, s9)."""

    what: Ref
    duration: Duration = Duration.END_OF_TURN


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
    # "Add {G} for each creature you control": ``mana`` that many times (ForEach, 107.1),
    # counted as the ability resolves (608.2h)
    count: Amount = 1
    # h-mana (106.1, 605): "two mana of any one color" (``any_color`` with ``many`` 2), "two
    # mana in any combination of colors" (``combination``: a color for each mana), "one mana
    # of the chosen color" (``chosen_color``: the color chosen as its source entered,
    # 614.12a; with ``mana`` "{W}": "Add {W} or one mana of the chosen color")
    many: int = 0
    combination: bool = False
    chosen_color: bool = False
    # h-costs, 106.6: "Spend this mana only to ..." (ir/costs.ManaSpend)
    spend: ManaSpend | None = None
    # h-act, 106.7: "one mana of any color (``any_type``: type) that a land an opponent
    # controls could produce": the permanents matching it (rules/could_produce.py)
    could_produce: Filter | None = None
    any_type: bool = False
    kept: bool = False  # "Until end of turn, you don't lose this mana as steps and phases end."


@dataclass(frozen=True, slots=True)
class CounterSpell:
    what: Ref
    # "Counter target spell unless its controller pays {3}" / "... discards their hand" (701.6a)
    unless_pays: str | None = None
    unless_discards_hand: bool = False
    # "... unless its controller pays {1} for each card in your graveyard": the generic
    # ``unless_pays`` that many times (ForEach, 107.1), counted on resolution (608.2h)
    unless_times: Amount = 1
    # h-combat, 614.1a: "If that spell is countered this way, exile it instead of putting it
    # into its owner's graveyard."
    exile_instead: bool = False


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """ "Search your library for a FILTER card, put it into your hand, then shuffle" (701.23)."""

    filter: Filter
    destination: str = "hand"  # "hand" | "battlefield" | "graveyard" | "top"
    tapped: bool = False
    count: Amount = 1  # h-amount: "up to X basic land cards, where X is ..."
    reveal: bool = False  # "..., reveal it, put it into your hand" (701.20a)
    up_to: bool = False  # "for up to two basic land cards": 0-2 found (701.23b)
    any_number: bool = False  # "for any number of Goblin cards" (701.23b)
    # h-flash: "for a card named X" (201.2): only a card with that name (lowercased) is found
    named: str = ""
    # h-flash: "search your library and/or graveyard ...; if you search your library this
    # way, shuffle" (701.23): the graveyard is searched too; the library only by choice
    graveyard_too: bool = False
    # h-zones: "Its controller may search their library ..." / "Each player may search ...":
    # who searches (None: the controller) and whether they may decline (608.2d)
    who: Ref | None = None
    optional: bool = False
    # h-zones: "Search target opponent's library for ...": whose library the controller
    # searches (None: their own); that player shuffles (rules/effects_search.py)
    library_of: Ref | None = None


@dataclass(frozen=True, slots=True)
class CreateTokenCopy:
    """ "Create a token that's a copy of target creature." (111.1, 707.2): the token's
    values are the object's copiable values."""

    what: Ref


@dataclass(frozen=True, slots=True)
class CreateToken:
    count: Amount  # "for each ..." (ForEach, 107.1): counted on resolution (608.2h)
    power: int
    toughness: int
    colors: frozenset[str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    abilities: tuple[Ability, ...] = ()
    # "that's blocking target creature attacking you" (Flash Foliage; 509.4):
    blocking: Ref | None = None
    tapped: bool = False  # "create ... tapped"
    predefined: bool = False  # "a Treasure token" (111.10): rules/predefined_tokens.py
    who: Ref | None = None  # "Its controller creates ...": the player(s) (None: you, 111.2)
    attacking: bool = False  # "that's tapped and attacking" (508.4; tapped too)
    # h-amount: "an X/X ... token" (107.3): power and toughness X, set as it's created (608.2h)
    pt_x: Amount | None = None
    name: str = ""  # 111.4: "Create Marit Lage, a legendary ...": the name it's given
    supertypes: tuple[str, ...] = ()  # "a legendary ... token" (205.4)


@dataclass(frozen=True, slots=True)
class LifeTotalCantChange:
    """ "Your life total can't change" (119.7)."""

    who: Ref = YouRef()
    duration: Duration = Duration.YOUR_NEXT_TURN
    # h-misc: "Players can't gain life [this turn]." / "Your opponents can't gain life."
    # (101.2, 119.7: rules/life_bans.py)
    gain_only: bool = False


@dataclass(frozen=True, slots=True)
class PhaseOutAll:
    """ "All permanents you control phase out" (702.26)."""

    filter: Filter = Filter(controller="you")


@dataclass(frozen=True, slots=True)
class AttachSelf:
    """ "Attach this permanent to target creature you control" (equip, 702.6a; 701.3)."""

    to: Ref = TargetRef(0)


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
    """ "If you do, EFFECTS": done only if the preceding instruction was carried out (608.2c).
    "If they don't, EFFECTS" (118.12): ``negated``, and ``subject`` the words naming the
    player ("you", "they", "that player")."""

    effects: tuple[Effect, ...]
    negated: bool = False
    subject: str = "you"


@dataclass(frozen=True, slots=True)
class IfKicked:
    """ "If this spell was kicked, EFFECTS." (702.33e): done only if the spell (or the
    permanent that resolved from it) was kicked. ``new_targets``: the indices of the target
    phrases first named inside (chosen only if it was kicked, 702.33g).

    "... instead": ``otherwise`` is the sentence before it, done only if it wasn't kicked
    ("Draw two cards. If this spell was kicked, draw three cards instead."); ``instead`` says
    how it was written: "end" ("... instead"), "front" ("instead ...") or "damage" ("it deals
    4 damage instead": the previous damage with another amount)."""

    effects: tuple[Effect, ...]
    new_targets: tuple[int, ...] = ()
    otherwise: tuple[Effect, ...] = ()
    instead: str = ""
    # the words between its effects and between those of ``otherwise`` (" and ", ", then "),
    # and the words naming the spell ("this spell", "it"), for the renderer
    joins: tuple[str, ...] = field(default=(), compare=False, hash=False, repr=False)
    otherwise_joins: tuple[str, ...] = field(default=(), compare=False, hash=False, repr=False)
    spell_word: str = field(default="this spell", compare=False, hash=False, repr=False)


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

    count: Amount  # h-amount: "scry X, where X is ..." (107.3c)


@dataclass(frozen=True, slots=True)
class Surveil:
    """ "Surveil N" (701.25a)."""

    count: Amount


@dataclass(frozen=True, slots=True)
class BlockAnyNumber:
    """ "This creature can block any number of creatures" / "an additional creature each
    combat" (509.1a): ``count`` extra blockers, None for any number."""

    what: Ref
    count: int | None = None


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
    repeat: bool = False  # 700.2d: "You may choose the same mode more than once." (h-misc)
    # h-misc, 700.2, 601.2b: "If you control a Wizard as you cast this spell, you may choose
    # two instead.": the condition, the number ("both", "two", "one or more"), "you may"
    upgrade: Condition | None = None
    upgrade_to: str = ""
    upgrade_may: bool = False
    upgrade_as_cast: bool = False


@dataclass(frozen=True, slots=True)
class RestrictionEffect:
    """ "Target creature can't block this turn." (a one-shot "can't" with a duration, 611.2)."""

    what: Ref
    cant: frozenset[str]
    duration: Duration = Duration.END_OF_TURN
    # "can't be blocked by creatures with power 2 or less this turn" (ir.Restriction's)
    blockers: Filter | None = None
    blockers_except: bool = False


@dataclass(frozen=True, slots=True)
class Attach:
    """ "Attach it to target creature you control." (701.3a)."""

    what: Ref
    to: Ref


@dataclass(frozen=True, slots=True)
class GameResult:
    """ "You win the game." (104.2b) / "You lose the game." (104.3e): ``win`` or not."""

    win: bool
    who: Ref = YouRef()


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """ "You become the monarch." (724.1)."""

    who: Ref = YouRef()


@dataclass(frozen=True, slots=True)
class GainControl:
    """ "Gain control of target creature until end of turn." (613.1b, layer 2)."""

    what: Ref
    duration: Duration = Duration.PERMANENT
    who: Ref | None = None  # s10 h-other: "target opponent gains control of ..." (None: you)


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
    subtypes, layer 5 colors, layer 7b base P/T (613.1d-e, 613.4b); with RemoveAbilities."""

    what: Ref
    power: int | None = None
    toughness: int | None = None
    colors: frozenset[str] | None = None
    creature_types: tuple[str, ...] | None = None
    duration: Duration = Duration.END_OF_TURN
    has: bool = False  # written "has base power and toughness 5/5" / "has base power 8"
    # h-act, 613.4d (layer 7d): "Switch this creature's power and toughness until end of
    # turn." (the other fields unset)
    switch: bool = False


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
class ExtraTurn:
    """ "Take an extra turn after this one." / "Target player takes an extra turn after this
    one." (500.7): the turn is added directly after this one."""

    who: Ref


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """ "Target player skips their next untap step." (614.10); ``turn``: "You skip your next
    turn." (s10 h-act, 614.10: the whole turn)."""

    who: Ref
    turn: bool = False


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
    "-X/-X" is (-1, -1), "+X/+0" is (1, 0). ``amount`` is X: the X chosen on casting, or one
    the text defines ("where X is ...", 107.3c), or a count ("+1/+1 for each ...")."""

    what: Ref
    power: int
    toughness: int
    duration: Duration = Duration.END_OF_TURN
    amount: Amount = XAmount()


@dataclass(frozen=True, slots=True)
class DoesntUntapNext:
    """ "That creature doesn't untap during its controller's next untap step." (502.3): a
    one-shot effect. Each object ``what`` refers to as it resolves doesn't untap during the
    next untap step of its controller then, or of the effect's controller for "your next
    untap step"; the effect ends with that untap step (as 701.43b says for exert).
    ``whose``: the printed words after "during" ("its controller's next untap step", "their
    controllers' next untap steps", "your next untap step", ...)."""

    what: Ref
    whose: str = "its controller's next untap step"

    @property
    def yours(self) -> bool:
        return self.whose.startswith("your ")


@dataclass(frozen=True, slots=True)
class DoesntUntapWhile:
    """ "It doesn't untap during its controller's untap step for as long as this creature
    remains tapped." (502.3, 611.2b): a one-shot effect that lasts while ``condition`` holds:
    "source tapped" (the source remains tapped) or "you control source" ("for as long as you
    control this creature")."""

    what: Ref
    condition: str = "source tapped"


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


#: What spells and abilities do: one class per effect kind, each defined above or in
#: ir/effects_zones.py.
Effect = (
    DealDamage
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
    | ChangeText
    | Untap
    | Regenerate
    | PreventDamage
    | PhaseOut
    | SwitchPT  # 613.4d (s9 h-other)
    | AddMana
    | CounterSpell
    | SearchLibrary
    | CreateToken
    | CreateTokenCopy
    | LifeTotalCantChange
    | PhaseOutAll
    | AttachSelf
    | MoveCounters
    | MoveAura
    | BecomesBlocked
    | IfYouDo
    | IfKicked
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
    | GameResult  # 104.2b, 104.3e
    | GainControl
    | Investigate
    | DelayedDraw
    | TapOrUntap
    | CostReduction
    | RemoveAbilities
    | SetCharacteristics
    | SetLifeTotal
    | ExchangeLifeTotals
    | SkipNextUntap
    | DamageCantBePrevented
    | NextDrawReplaced
    | GrantProtectionOptions
    | ModifyPTX
    | DoesntUntapWhile
    | DoesntUntapNext
    | ExtraTurn
    | ControlOf
    | SetLandType
    # zone moves (issue 12, the block "zone moves" above)
    | PutInLibrary
    | ExileGraveyard
    | LookAtTop
    | PutFromHand
    | ReturnAtNextEndStep
    | ReturnExiledWith
    | ShuffleGraveyard  # 701.24a (s9 h-other)
)
