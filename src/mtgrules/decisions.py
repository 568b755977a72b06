"""What the game waits for (decisions) and the answers a player gives (actions).

The engine never calls out to a player. It stops at each decision and exposes it as one
frozen dataclass, a subclass of :class:`Decision` (who decides, the prompt, the legal
options where they are finite, and typed fields for what the decision carries); the caller
answers with one :class:`Action` through ``Game.apply``. Scripts, random agents, a human at
a prompt and search all drive this same interface. ``docs/decisions.md`` lists every class.

``kind`` is a stable string per family, for logs, JSON views and the web page; code
dispatches on the class."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar

from . import block_requirements  # s11 h-combat: 509.1c
from .answers import ANSWER_TYPES as ANSWER_TYPES
from .answers import MAX_CHOSEN_NUMBER as MAX_CHOSEN_NUMBER
from .answers import SPECIAL_ACTIONS as SPECIAL_ACTIONS
from .answers import Action as Action
from .answers import ActivateAbility as ActivateAbility
from .answers import AssignCombatDamage as AssignCombatDamage
from .answers import CastSpell as CastSpell
from .answers import Choose as Choose
from .answers import DeclareAttackers as DeclareAttackers
from .answers import DeclareBlockers as DeclareBlockers
from .answers import Foretell as Foretell
from .answers import PassPriority as PassPriority
from .answers import PlayLand as PlayLand
from .answers import Plot as Plot
from .answers import Suspend as Suspend
from .answers import TurnFaceUp as TurnFaceUp
from .answers import check_form as check_form
from .answers import check_target_form as check_target_form
from .answers import is_id as is_id
from .attack_spec import AttackSpec as AttackSpec  # 508.1: the attack declaration's data
from .objects import Target

if TYPE_CHECKING:
    from .objects import StackItem
    from .records import PendingTrigger


@dataclass(frozen=True, slots=True, kw_only=True)
class Decision:
    """The base of every decision: who decides, what the game asks, and the legal answers
    where they are finite (``options``; None where they aren't listed)."""

    kind: ClassVar[str] = ""
    player: int
    prompt: str
    options: tuple[Any, ...] | None = None


def decision_fields(d: Decision) -> list[tuple[str, Any]]:
    """What ``d`` carries beyond who decides, the prompt and the options: its typed fields,
    by name (for a text view of the decision)."""
    base = ("player", "prompt", "options")
    return sorted((f.name, getattr(d, f.name)) for f in fields(d) if f.name not in base)


# Priority and combat ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class Priority(Decision):
    """117.1: the player with priority acts or passes. Answer: ``PassPriority`` (117.3d),
    ``CastSpell`` (601.2), ``ActivateAbility`` (602.2), ``PlayLand`` (305.1) or
    ``TurnFaceUp`` (116.2b), ``Foretell`` (116.2h), ``Suspend`` (116.2f) or ``Plot`` (116.2k)."""

    kind: ClassVar[str] = "priority"


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackDeclaration(Decision):
    """508.1: the active player declares attackers. ``spec`` lists each creature's legal
    choices and the requirements (508.1a-d); ``candidates`` the creatures that can attack
    the defending player. Answer: ``DeclareAttackers``."""

    kind: ClassVar[str] = "declare_attackers"
    candidates: tuple[int, ...] = ()
    spec: AttackSpec


@dataclass(frozen=True, slots=True, kw_only=True)
class BlockDeclaration(Decision):
    """509.1: the defending player declares blockers. ``spec`` lists each creature's legal
    blocks, the requirements and menace (509.1a-c, 702.111b); ``attackers`` the attacking
    creatures. Answer: ``DeclareBlockers``."""

    kind: ClassVar[str] = "declare_blockers"
    attackers: tuple[int, ...] = ()
    spec: BlockSpec


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageAssignment(Decision):
    """510.1: a player assigns the combat damage of ``creatures`` (those with a choice);
    ``recipients`` what each can assign damage to, ``defaults`` each one's default
    assignment (lethal damage in order, 510.1c). Answer: ``AssignCombatDamage`` (a
    creature left out keeps its default)."""

    kind: ClassVar[str] = "assign_combat_damage"
    creatures: tuple[int, ...]
    recipients: dict[int, list[Target]]
    defaults: dict[int, list[tuple[Target, int]]]


# Triggered abilities ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerTargets(Decision):
    """603.3d: the controller of ``trigger`` chooses its targets as it is put on the stack;
    ``options`` the legal targets of its first target phrase (None first where it says
    "up to", 601.2c). Answer: ``Choose`` of one list of targets per target phrase."""

    kind: ClassVar[str] = "choose_targets"
    trigger: PendingTrigger


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerOrder(Decision):
    """603.3b: a player puts the abilities of theirs that triggered in any order on the
    stack. Answer: ``Choose`` of a permutation of ``range(len(triggers))``, the first going
    on the stack first."""

    kind: ClassVar[str] = "order_triggers"
    triggers: tuple[PendingTrigger, ...]


# Choices ("choose"): one class per family ---------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class Choice(Decision):
    """The base of the choices made during the resolution of a spell or ability (608.2d)
    unless a subclass says otherwise. Answer: ``Choose(value)``, ``value`` one of the
    ``options``."""

    kind: ClassVar[str] = "choose"


@dataclass(frozen=True, slots=True, kw_only=True)
class ChoosePlayer(Choice):
    """608.2d: "choose a player / an opponent" (not targeted). Answer: ``Choose`` of a
    player's name from ``options``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseSource(Choice):
    """615.9: "a source of your choice". Answer: ``Choose`` of an object id from
    ``options``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseColor(Choice):
    """105.1, 608.2d: "choose a color" as an effect resolves. Answer: ``Choose`` of a color
    name from ``options``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseMana(Choice):
    """106.1, 605.3b: which mana a mana ability adds ("one mana of any color", or one of its
    alternatives). Answer: ``Choose`` of a color letter or mana symbol from ``options``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseOption(Choice):
    """608.2d: one of a few words an effect offers ("tap or untap", a protection quality).
    Answer: ``Choose`` of one of ``options``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class NameACard(Choice):
    """201.4, 608.2d: "Choose a [nonland] card name." as an instruction (Memoricide):
    ``options`` is None (any real card's name; ``nonland``: a nonland card's, 201.4a).
    Answer: ``Choose`` of a card name."""

    nonland: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseCopyTargets(ChooseOption):
    """707.10c: a copy's controller keeps its targets or chooses new legal ones. ``options``
    are words ("keep the targets", then "new targets: ..." for each other legal choice, where
    two objects share a name each named with "#N"); ``choices[i]`` is what ``options[i + 1]``
    stands for, one tuple of targets per target phrase. Answer: ``Choose`` of one of
    ``options``."""

    choices: tuple[tuple[tuple[Target, ...], ...], ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseObjects(Choice):
    """608.2d: choose ``count`` of the objects in ``options`` (exactly ``count``; up to
    ``count`` where ``up_to``, None in ``options`` then standing for none). Answer:
    ``Choose`` of a list of object ids (one id alone where ``count`` is 1)."""

    count: int
    up_to: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class SacrificeChoice(ChooseObjects):
    """701.21a: the permanents a player sacrifices to an effect (101.4: in APNAP order).
    Answer: as for ``ChooseObjects``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardChoice(ChooseObjects):
    """701.9b: the cards a player discards (chosen by ``player``, maybe not the card's
    owner). Answer: as for ``ChooseObjects``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchChoice(ChooseObjects):
    """701.23a: the cards found searching a library, up to ``count``. Answer: ``Choose`` of
    a list of ids, or of None to find nothing (701.23b)."""

    up_to: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class LibraryOrder(ChooseObjects):
    """401.4: the order of cards put into the same position of a library at once ("on top of
    its owner's library", "the rest on the bottom of your library in any order"); ``count``
    is every card in ``options``. Answer: ``Choose`` of the list of all of them, the card
    that ends highest first."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LookChoice(ChooseObjects):
    """701.20e, 608.2d: the cards taken from among cards looked at or revealed ("Put one of
    them into your hand", "You may reveal a creature card from among them"): ``options`` the
    cards that may be taken; ``up_to`` where the text says "you may" (None in ``options``
    then stands for none). Answer: as for ``ChooseObjects``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ProliferateChoice(ChooseObjects):
    """701.34a: proliferate: any number of the permanents (ids) and players (names) in
    ``options``, each of which has a counter; ``count`` is all of them, ``up_to``. Answer:
    ``Choose`` of a list of ids and names (the empty list: none)."""

    up_to: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachChoice(Choice):
    """701.3b, 303.4f: what an Aura or Equipment is attached to (not targeted);
    ``refusals`` why each excluded object can't be chosen. Answer: ``Choose`` of an object
    id (or a player's name, for an Aura that enchants a player) from ``options``."""

    refusals: dict[Any, str]


@dataclass(frozen=True, slots=True, kw_only=True)
class LibrarySplit(Choice):
    """701.22a, 701.25a: the cards looked at (``options``, top first) split between the top
    of the library and ``other`` ("bottom" or "graveyard"). Answer: ``Choose({"top": [...], other:
    [...]})``, each list in the order chosen, every card in exactly one."""

    other: ClassVar[str] = "bottom"
    rule: ClassVar[str] = "701.22a"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScryOrder(LibrarySplit):
    """701.22a: scry N: any number on the bottom, the rest on top, in any order. Answer:
    ``Choose({"top": [...], "bottom": [...]})``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SurveilChoice(LibrarySplit):
    """701.25a: surveil N: any number into the graveyard, the rest on top in any order.
    Answer: ``Choose({"top": [...], "graveyard": [...]})``."""

    other: ClassVar[str] = "graveyard"
    rule: ClassVar[str] = "701.25a"


@dataclass(frozen=True, slots=True, kw_only=True)
class PayUnless(Choice):
    """118.12: "... unless its controller pays / discards ..."; the player chooses whether
    to. Answer: ``Choose("yes")`` or ``Choose("no")``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MayPayCost(Choice):
    """118.12: "you may pay COST. If you do, ..." as a spell or ability resolves; offered only
    when the cost can be paid (118.3), ``cost`` its text ("{2}", "2 life"). Answer:
    ``Choose("yes")`` (pay it) or ``Choose("no")``; for a cost with X ("you may pay {X}",
    107.3f) the options are "no" and "X=N" for each N that can be paid."""

    cost: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionalInstruction(Choice):
    """608.2d: "you may EFFECT" as one instruction of a resolving spell or ability ("You may
    discard a card. If you do, ..."; "{T}: You may tap or untap target creature."), chosen
    as it is carried out. Answer: ``Choose("yes")`` (do it) or ``Choose("no")``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class WardPayment(Choice):
    """702.21a: pay the ward cost, or the spell or ability is countered. Answer:
    ``Choose("yes")`` or ``Choose("no")``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionalEffect(Choice):
    """603.5: a triggered ability that says "you may": its controller chooses as it
    resolves whether to do it. ``resolving`` is the paused resolution. Answer:
    ``Choose("yes")`` or ``Choose("no")``; only "no" when ``why_not`` says why it can't be
    done (118.12, 118.3: its first instruction is a cost that can't be paid)."""

    resolving: dict[str, Any]
    why_not: str = ""


# "As this enters" (614.12a) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class AsEntersChoice(Choice):
    """614.12a: "As this enters, choose ...", made before the permanent enters; ``options``
    the legal answers, None for a card name (201.4: any real card's name; ``nonland``: a
    nonland card's, 201.4a). Answer: ``Choose`` of one of ``options`` (or a card name)."""

    nonland: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class AsEntersSpell(AsEntersChoice):
    """614.12a, 608.3: the choice for a permanent spell as it resolves; ``item`` the
    resolving spell, ``legal`` its legal targets (an Aura's, 608.3a). Answer: ``Choose`` of
    one of ``options``."""

    item: StackItem
    legal: tuple[tuple[Target, ...], ...]
    # 707.5, 707.6: what a permanent entering as a copy copies, once chosen (the copy's own
    # "as this enters" choice comes after it); None while that is what is being asked
    copy: Any = None


@dataclass(frozen=True, slots=True, kw_only=True)
class AsEntersEffect(AsEntersChoice):
    """614.12a, 614.1c: the choice for a permanent an effect puts onto the battlefield,
    asked during that effect's resolution (608.2d); ``card_name`` when a card name is
    asked for (201.4). Answer: ``Choose`` of one of ``options``, or of a card name."""

    card_name: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class AsEntersReturn(AsEntersChoice):
    """610.3c, 614.12a: the choice for ``card`` returning from exile when an "until" effect
    ends, made by its owner; ``text`` the log line of the return, ``choice`` what is
    chosen ("color", "player", "card name" ...). Answer: ``Choose`` of one of ``options``."""

    card: int
    text: str
    choice: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AsEntersLand(AsEntersChoice):
    """305.1, 614.12a: the choice for a land being played ("As this land enters, choose a
    color."), made by the player playing it before it enters; ``card`` the land, ``choice``
    what is chosen ("color", "creature type" ...). Answer: ``Choose`` of one of ``options``."""

    card: int
    choice: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplacementOrder(Choice):
    """616.1e: two or more replacement or prevention effects would apply to one event; the
    affected player (or the affected object's controller) chooses the one to apply first.
    ``event`` the event in words, ``effects`` (option, effect name, source id, text) for each
    option; ``action`` the answer the choice interrupted (played again with ``answers``, the
    choices made so far, and this one), ``decision`` the decision that answer answered;
    ``rule`` the rule that asks (615.7 for which damage a prevention shield prevents).
    Answer: ``Choose`` of one of ``options``."""

    event: str
    effects: tuple[tuple[str, str, int | None, str], ...]
    rule: str = "616.1e"
    action: Any = None
    decision: Decision | None = None
    answers: tuple[str, ...] = ()


# Turn-based and state-based choices -------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class LegendRule(Choice):
    """704.5j: a player with two or more legendary permanents of one name chooses the one
    to keep; ``key`` is (that player, the name). Answer: ``Choose`` of an id from
    ``options``."""

    key: tuple[int, str]


@dataclass(frozen=True, slots=True, kw_only=True)
class CleanupDiscard(ChooseObjects):
    """514.1: in the cleanup step the active player discards down to the maximum hand
    size. Answer: ``Choose`` of exactly ``count`` card ids from ``options`` (the hand)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ExertChoice(ChooseObjects):
    """701.43d, 508.1g: the attacking creatures the active player exerts as they attack.
    Answer: ``Choose`` of a list of ids from ``options`` (an empty list: none)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapChoice(ChooseObjects):
    """502.3: in their untap step, the active player's tapped permanents with "You may choose
    not to untap this creature during your untap step" that they leave tapped (``held``: the
    permanents that don't untap anyway). Answer: ``Choose`` of a list of ids from
    ``options`` (an empty list: untap them all)."""

    held: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class EntersChoice(ChooseObjects):
    """702.82a, 702.38a: the creatures a permanent spell with devour sacrifices, or the cards
    one with amplify reveals, as it enters (608.3); ``item`` the resolving spell, ``legal``
    its legal targets. Answer: ``Choose`` of a list of ids from ``options`` (empty or
    [None]: none)."""

    item: StackItem
    legal: tuple[tuple[Target, ...], ...]
    copy: Any = None  # 707.5: what it enters as a copy of, chosen before (AsEntersSpell)


@dataclass(frozen=True, slots=True, kw_only=True)
class AsEntersAttach(AttachChoice):
    """303.4f: what a permanent spell that enters as an Aura without being an Aura spell (one
    entering as a copy of an Aura, 707.5) will enchant, chosen as it enters; ``item``,
    ``legal``, ``copy``, ``chosen`` and ``picked`` are the answers its resolution has had so
    far (as for ``AsEntersSpell``). Answer: ``Choose`` of an object id or of a player's name
    from ``options``."""

    item: StackItem
    legal: tuple[tuple[Target, ...], ...]
    copy: Any = None
    chosen: Any = None
    picked: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnAttach(AttachChoice):
    """610.3c, 303.4f: what an Aura returning from exile when an "until" effect ends will
    enchant, chosen by its owner, under whose control it returns; ``text`` the log line of
    the return. Answer: ``Choose`` of an object id or of a player's name from ``options``."""

    card: int
    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class EnlistChoice(ChooseObjects):
    """702.154a, 508.1g: the creature ``attacker`` enlists (taps), or none (None); the
    attacking creatures with enlist still to be asked about are ``remaining``. Answer:
    ``Choose`` of one id from ``options``, or of None."""

    attacker: int
    remaining: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class MiracleReveal(Choice):
    """702.94a: the owner of ``trigger``'s card, the first card they drew this turn, chooses
    whether to reveal it for miracle (then the ability triggers, 603.2). Answer:
    ``Choose("yes")`` or ``Choose("no")``."""

    trigger: PendingTrigger


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerModes(Choice):
    """603.3c, 700.2: the controller of a modal triggered ability ("When this creature
    enters, choose one —") chooses its modes as it is put on the stack, before its targets
    (603.3d); a mode whose targets can't be chosen can't be. ``options``: the choices of
    modes, each a tuple of mode numbers counted from 1. Answer: ``Choose`` of one of them (or
    of a mode number, for one mode)."""

    trigger: PendingTrigger


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerDivision(Choice):
    """603.3d, 601.2d: the controller of ``trigger`` announces how its damage (or counters)
    is divided among ``targets``, chosen already. ``options``: the divisions, amounts in the
    targets' order, at least 1 each. Answer: ``Choose`` of one of them."""

    trigger: PendingTrigger
    targets: tuple[tuple[Target, ...], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Mulligan(Choice):
    """103.5: keep the opening hand or take a mulligan (``mulligans`` taken so far).
    Answer: ``Choose("keep")`` or ``Choose("mulligan")``."""

    mulligans: int


@dataclass(frozen=True, slots=True, kw_only=True)
class MulliganBottom(ChooseObjects):
    """103.5: after keeping a hand with N mulligans, put N cards from it on the bottom of
    the library. Answer: ``Choose`` of ``count`` card ids, the first going to the bottom
    first."""


@dataclass(frozen=True, slots=True, kw_only=True)
class OpeningHand(Choice):
    """103.6: begin the game with ``card`` (an opening-hand ability, "you may begin the game
    with it on the battlefield"). Answer: ``Choose("yes")`` or ``Choose("no")``."""

    card: int


# Declarations: what a legal answer needs, as data ----------------------------------------
#
# Attack and block declarations are too many to list (2^n), so their decisions carry a
# spec in their ``spec`` field: every choice each creature has, the requirements and the
# restrictions, with ``validate`` (why an answer isn't legal, or None), ``default`` and
# ``sample`` (always a legal answer). The specs are plain data: no game needed.


def describe_miss(miss: tuple[str, int, int]) -> str:
    """A requirement a declaration of blockers fails to obey (509.1c), by object ids."""
    return block_requirements.describe(miss, lambda i: f"creature {i}") + " (509.1c)"


@dataclass(frozen=True, slots=True)
class BlockSpec:
    """509.1a-c: each creature that can block, with the attackers it can block and how many
    at most (None: any number); the blocks required if able (509.1c); the attackers that
    can't be blocked except by two or more creatures (menace, 702.111b)."""

    options: tuple[tuple[int, tuple[int, ...]], ...] = ()
    limits: tuple[tuple[int, int | None], ...] = ()
    requirements: tuple[tuple[int, int], ...] = ()  # (blocker, attacker): blocks it if able
    menace: tuple[int, ...] = ()
    single: tuple[int, ...] = ()  # 509.1b: "can't be blocked by more than one creature"
    not_alone: tuple[int, ...] = ()  # 506.5, 509.1b: "can't block alone"
    three: tuple[int, ...] = ()  # 509.1b: "can't be blocked except by three or more creatures"
    must_block: tuple[int, ...] = ()  # 509.1c: creatures that block if able (s11 h-combat)
    must_be_blocked: tuple[int, ...] = ()  # 509.1c: attackers that must be blocked if able

    def _data(self) -> block_requirements.BlockData:
        """509.1c (s11 h-combat): the data ``block_requirements`` checks."""
        least = {a: 2 for a in self.menace} | {a: 3 for a in self.three}
        return block_requirements.BlockData(
            dict(self.options),
            dict(self.limits),
            frozenset(self.requirements),
            least,
            frozenset(self.single),
            frozenset(self.not_alone),
            self.must_block,
            self.must_be_blocked,
        )

    def validate(self, action: DeclareBlockers) -> str | None:
        allowed = dict(self.options)
        limits = dict(self.limits)
        counts: dict[int, int] = {}
        blocks: dict[int, tuple[int, ...]] = {}
        for b, attackers in action.blocks:
            if b in blocks:
                return f"creature {b} is declared as a blocker twice (509.1a)"
            blocks[b] = attackers
            if not attackers:
                continue
            if b not in allowed:
                return f"creature {b} can't block (509.1a)"
            limit = limits.get(b, 1)
            if limit is not None and len(attackers) > limit:
                return f"creature {b} can block only {limit} creature(s) (509.1a)"
            if len(set(attackers)) != len(attackers):
                return f"creature {b} can't block the same creature twice (509.1a)"
            for a in attackers:
                if a not in allowed[b]:
                    return f"creature {b} can't block creature {a} (509.1b)"
                counts[a] = counts.get(a, 0) + 1
        blocking = [b for b, att in blocks.items() if att]
        if len(blocking) == 1 and blocking[0] in self.not_alone:
            return f"creature {blocking[0]} can't block alone (509.1b)"
        for a in self.single:
            if counts.get(a, 0) > 1:
                return f"creature {a} can't be blocked by more than one creature (509.1b)"
        for a in self.menace:
            if counts.get(a, 0) == 1:
                return f"creature {a} has menace: it needs two or more blockers (702.111b)"
        for a in self.three:
            if counts.get(a, 0) in (1, 2):
                return f"creature {a} can't be blocked except by three or more creatures (509.1b)"
        if self.requirements or self.must_block or self.must_be_blocked:
            data = self._data()
            miss = block_requirements.unmet(data, blocks)  # 509.1c exactly
            if (
                miss == block_requirements.TOO_LARGE
            ):  # too many creatures to search: the local checks
                return self._local_requirements(blocks, counts, blocking, data)
            if miss:
                return describe_miss(miss)
        return None

    def _local_requirements(
        self,
        blocks: dict[int, tuple[int, ...]],
        counts: dict[int, int],
        blocking: list[int],
        data: block_requirements.BlockData,
    ) -> str | None:
        """509.1c for a combat too large to search: each requirement checked on its own."""
        limits = dict(self.limits)
        for b, a in self.requirements:
            if a not in blocks.get(b, ()):
                limit = limits.get(b, 1)
                mine = [x for x in blocks.get(b, ()) if (b, x) in self.requirements]
                if limit is not None and len(mine) >= limit:
                    continue  # 509.1c: it obeys as many of its requirements as it can
                able = sum(1 for _, att in self.options if a in att)
                if not counts.get(a, 0) and able < (
                    3 if a in self.three else 2 if a in self.menace else 1
                ):
                    continue  # 509.1c: too few can block it to obey menace (702.111b)
                if a in self.single and counts.get(a, 0):
                    continue  # 509.1c: obeying it would break a restriction
                if b in self.not_alone and not blocking:
                    continue
                return f"creature {b} must block creature {a} if able (509.1c)"
        if self.must_block or self.must_be_blocked:  # 509.1c (s11 h-combat)
            why = block_requirements.problem(data, blocks)
            if why is not None:
                return why
        return None

    def default(self) -> DeclareBlockers:
        """The required blocks only (with a second blocker for a menace attacker that needs
        one); no blocks when there is no requirement."""
        return self._complete({}, None)

    def sample(self, rng: Any, p: float = 0.5) -> DeclareBlockers:
        """A random legal declaration: the required blocks, and each other creature blocks
        a random attacker it can block with chance ``p``."""
        blocks: dict[int, list[int]] = {}
        limits = dict(self.limits)
        for b, attackers in self.options:
            if attackers and rng.random() < p:
                k = limits.get(b, 1)
                n = 1 if k == 1 else rng.randint(1, min(len(attackers), k or len(attackers)))
                blocks[b] = rng.sample(list(attackers), n)
        return self._complete(blocks, rng)

    def _complete(self, blocks: dict[int, list[int]], rng: Any) -> DeclareBlockers:
        allowed = dict(self.options)
        limits = dict(self.limits)
        for b, a in self.requirements:  # 509.1c first: required blocks replace chosen ones
            cur = [x for x in blocks.get(b, []) if (b, x) in self.requirements]
            limit = limits.get(b, 1)
            if a not in cur and (limit is None or len(cur) < limit):
                cur.append(a)  # 509.1c: as many as it can block (509.1a)
            blocks[b] = cur
        required = {b for b, _ in self.requirements}
        for b in list(blocks):
            limit = limits.get(b, 1)
            if b not in required and limit is not None:
                blocks[b] = blocks[b][:limit]
        if self.must_block or self.must_be_blocked:  # 509.1c (s11 h-combat)
            block_requirements.complete(self._data(), blocks, set(required))
        for a in self.menace:  # 702.111b: a second blocker, or none that isn't required
            blockers = [b for b, att in blocks.items() if a in att]
            if len(blockers) != 1:
                continue
            extra = [b for b in sorted(allowed) if b not in blocks and a in allowed[b]]
            if extra:
                blocks[extra[0] if rng is None else rng.choice(extra)] = [a]
            else:  # 509.1c: a requirement that would break menace isn't obeyed
                blocks[blockers[0]].remove(a)
        self._restrict(blocks, required)
        action = DeclareBlockers(tuple((b, tuple(x)) for b, x in blocks.items() if x))
        if self.validate(action) is None:
            return action
        if self.requirements or self.must_block or self.must_be_blocked:
            top = block_requirements.best(self._data(), rng)  # 509.1c: the most obeyed
            if top is not None:
                return DeclareBlockers(tuple(top[1].items()))
        # Requirements that can't all be met with menace: the required blocks alone.
        req: dict[int, list[int]] = {}
        for b, a in self.requirements:
            if limits.get(b, 1) is None or len(req.get(b, [])) < (limits.get(b, 1) or 0):
                req.setdefault(b, []).append(a)
        for _ in range(3 if self.must_block or self.must_be_blocked else 1):  # s11 h-combat
            block_requirements.complete(self._data(), req, set(required))  # 509.1c
            self._restrict(req, required)
            action = DeclareBlockers(tuple((b, tuple(x)) for b, x in req.items() if x))
            if self.validate(action) is None:
                break
        return action

    def _restrict(self, blocks: dict[int, list[int]], required: set[int]) -> None:
        """509.1b: one blocker at most for an attacker that "can't be blocked by more than
        one creature" (a required block kept first); no creature that "can't block alone"
        blocking alone (506.5)."""
        for a in self.single:
            blockers = [b for b, att in blocks.items() if a in att]
            keep = next((b for b in blockers if (b, a) in self.requirements), None)
            for b in blockers:
                if b != (keep if keep is not None else blockers[0]):
                    blocks[b].remove(a)
        allowed = dict(self.options)
        for a in self.three:  # 509.1b: three blockers, or none that isn't required
            blockers = [b for b, att in blocks.items() if a in att]
            if not blockers or len(blockers) >= 3:
                continue
            extra = [b for b in sorted(allowed) if b not in blocks and a in allowed[b]]
            if len(blockers) + len(extra) >= 3:
                for b in extra[: 3 - len(blockers)]:
                    blocks[b] = [a]
            else:
                for b in blockers:
                    if b not in required:
                        blocks[b].remove(a)
        blocking = [b for b, att in blocks.items() if att]
        if len(blocking) == 1 and blocking[0] in self.not_alone:
            blocks[blocking[0]] = []
