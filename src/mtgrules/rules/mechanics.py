"""Which mechanics a game's cards bring, so that the legal-action listing and the events skip
the checks for a mechanic no card of the game has (a gate per mechanic).

Most of what the listing asks at every priority is about rare mechanics: a card with dredge
in a graveyard (702.52a), a card castable or activatable from a graveyard (702.34a, 113.6m),
a trigger that works from a graveyard (113.6m), foretell, suspend and plot in a hand (116.2),
a face-down cast (702.37a, 702.168a), "You may cast spells as though they had flash."
(601.3b), a static ability granting flashback, a static ability saying a player can't cast
spells (101.2), a face-down permanent to turn face up (116.2b), a static ability granting
abilities to spells (611.3a). Each check stays as it is; it is asked only when some card of
the game could make it find something.

How a card brings a mechanic (``card_flags``, once per card definition, immutable and
shared): for the checks that read a card's printed text (``obj.card``) the predicate the
check uses, or a wider one (a keyword's name alone); for those that read the
characteristics of permanents (which can gain abilities from effects, 613.1f), whether the
card's text holds that kind of ability anywhere, its effects' granted abilities included
(``_classes``).

Which cards a game has (``present``): every object gets its id from ``GameState.new_id``, in
order, so the objects made since the last look are those from ``mechanics_upto`` on; a token
or a copy of a spell that ceases to exist before anyone looks is noted as it goes
(``note``). Face-down isn't a card's text: it is noted where a spell or a permanent becomes
face down (``note_face_down``). The flags only grow: a game keeps a flag once a card brought
it, the safe side (a check asked for nothing). ``open_all`` opens every gate of a game (the
test that gated and open games are the same, event for event)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.walk import nodes
from . import graveyard_abilities, keywords_from_graveyard
from .card_keywords import card_keyword, keyword_names

if TYPE_CHECKING:
    from ..state import GameState

DREDGE = 1  # 702.52a: rules/keywords_dredge.py
GRAVEYARD_TRIGGERS = 2  # 113.6m: rules/graveyard_abilities.graveyard_sources
OWN_GRAVEYARD = 4  # 702.34a, 113.6m, 601.3: rules/graveyard_listing.any_own
GRANTED_FLASHBACK = 8  # 702.34a (s11 h-gy): rules/granted_flashback.py's statics
FLASH_FOR_ALL = 16  # 601.3b: rules/cast_flash.flash_for_all
CAST_BANS = 32  # 101.2 (h-misc): rules/cast_bans.py's statics
HAND_ACTIONS = 64  # 116.2: foretell, suspend, plot (rules/hand_actions.py)
FACE_DOWN_CAST = 128  # 702.37a, 702.168a: rules/face_down.listed
#: 708: an object has been face down in this game (not a card's text: noted where a spell or
#: a permanent becomes face down, ``note_face_down``): rules/face_down.actions (116.2b)
FACE_DOWN = 256
#: 611.3a, 613.1f: a static ability granting abilities to spells ("Artifact spells you cast
#: have convoke"): rules/spell_grants.py
SPELL_GRANTS = 512
#: 702.145: a daybound or nightbound card (rules/day_night.check, asked with the
#: state-based actions)
DAY_NIGHT = 1024
#: 601.3: "Once during each of your turns, you may cast a creature spell from your graveyard."
#: (rules/graveyard_cast.permits)
GRAVEYARD_PERMITS = 2048
#: 614.12, 702.136a, 702.98a: riot or unleash granted by a static ability ("Nontoken
#: creatures you control have riot.", rules/keywords_entering._granted): a card whose text
#: holds the keyword inside another ability (or as its own: the wide side)
GRANTED_ENTERING = 4096
ALL = 8191

_HAND_KEYWORDS = frozenset({"foretell", "suspend", "plot"})


def has(game: GameState, flag: int) -> bool:
    """Whether some card of ``game`` brings the mechanic ``flag`` (asked at each gate)."""
    if game._next_id != game.mechanics_upto:
        present(game)
    return (game.mechanics & flag) != 0


def present(game: GameState) -> int:
    """The flags of the mechanics the cards of ``game`` bring."""
    if game._next_id != game.mechanics_upto:
        objs = game.objects
        flags = game.mechanics
        for oid in range(game.mechanics_upto, game._next_id):
            o = objs.get(oid)
            if o is not None:
                flags |= card_flags(o.card)
        game.mechanics = flags
        game.mechanics_upto = game._next_id
    return game.mechanics


def open_all(game: GameState) -> None:
    """Every gate of ``game`` open from now on, as though its cards brought every mechanic:
    the same game, event for event, only slower (the test of the gates, benchmarks)."""
    game.mechanics = ALL


def note(game: GameState, card: ir.CardDefinition) -> None:
    """An object of ``card`` ceases to exist (704.5d-e): its flags are kept."""
    game.mechanics |= card_flags(card)


def note_face_down(game: GameState) -> None:
    """A spell or a permanent becomes face down (708.4, 708.3): turning one face up
    (116.2b) is asked from now on."""
    game.mechanics |= FACE_DOWN


def card_flags(card: ir.CardDefinition) -> int:
    """The mechanics ``card`` brings (kept per card definition read from text; a token's,
    made anew for each token, or one without text, is read each time and kept nowhere, so
    that a long simulation's tokens don't pile up in the tables)."""
    if card.is_token or not card.text:
        return _read_wide(card)
    kept = _FLAGS.get(id(card))
    if kept is not None and kept[0] is card:
        return kept[1]
    flags = _read(card)
    if len(_FLAGS) > 50_000:
        _FLAGS.clear()
    _FLAGS[id(card)] = (card, flags)
    return flags


# by card (kept with it: its id stays its own)
_FLAGS: dict[int, tuple[ir.CardDefinition, int]] = {}


def own_graveyard(card: ir.CardDefinition) -> bool:
    """Whether ``card`` may be cast or activated from a graveyard by its own text: flashback on
    an instant or sorcery (702.34a), retrace, jump-start, mayhem or escape
    (rules/keywords_from_graveyard.py), "You may cast this card from your graveyard" (601.3),
    an activated ability that works there (113.6m). Kept per card definition
    (rules/graveyard_listing.py asks it of every card in a graveyard)."""
    known = _OWN.get(id(card))
    if known is None or known[0] is not card:
        if len(_OWN) > 50_000:
            _OWN.clear()
        answer = (
            (
                card_keyword(card, FLASHBACK) is not None
                and ("instant" in card.types or "sorcery" in card.types)
            )
            or keywords_from_graveyard.keyword(card) is not None
            or any(isinstance(a, ir.CastSelfFromGraveyard) for a in card.abilities)
            or graveyard_abilities.has_activated(card)
        )
        known = _OWN[id(card)] = (card, answer)
    return known[1]


# by card (kept with its answer: its id stays its own)
_OWN: dict[int, tuple[ir.CardDefinition, bool]] = {}

FLASHBACK = "flashback"  # 702.34a (rules/keywords_flashback.py)
#: 702.37a, 702.37b, 702.168a: the keywords of a face-down cast (rules/face_down.RULES)
FACE_DOWN_KEYWORDS = frozenset({"morph", "megamorph", "disguise"})


def _read(card: ir.CardDefinition) -> int:
    classes = node_classes(card.abilities)
    flags = _shared_flags(keyword_names(card), classes)
    if ir.GrantAbilities in classes and _grants_to_spells(card.abilities):
        flags |= SPELL_GRANTS
    if ir.GrantAbilities in classes and _grants_entering(card.abilities):
        flags |= GRANTED_ENTERING
    if graveyard_abilities.has_triggered(card):
        flags |= GRAVEYARD_TRIGGERS
    if own_graveyard(card):
        flags |= OWN_GRAVEYARD
    return flags


def _shared_flags(names: set[str] | frozenset[str], classes: set[type]) -> int:
    """The flags that ``_read`` and ``_read_wide`` read the same way: from keyword names and
    from the IR classes anywhere in the text."""
    flags = 0
    if "dredge" in names:  # rules/keywords_dredge.amount
        flags |= DREDGE
    if names & _HAND_KEYWORDS:
        flags |= HAND_ACTIONS
    if names & FACE_DOWN_KEYWORDS:  # rules/face_down.keyword
        flags |= FACE_DOWN_CAST
    if "daybound" in names or "nightbound" in names:  # rules/day_night.py
        flags |= DAY_NIGHT
    if ir.HaveFlashback in classes:
        flags |= GRANTED_FLASHBACK
    if ir.CastFromGraveyardOnce in classes:
        flags |= GRAVEYARD_PERMITS
    if ir.SpellsAsThoughFlash in classes:
        flags |= FLASH_FOR_ALL
    if ir.CastBan in classes:
        flags |= CAST_BANS
    return flags


_ENTERING_KEYWORDS = frozenset({"riot", "unleash"})  # rules/keywords_entering.KINDS


def _grants_entering(root: Any) -> bool:
    """Whether riot or unleash is anywhere in ``root`` (granted by one of its abilities)."""
    return any(type(x) is ir.Keyword and x.name in _ENTERING_KEYWORDS for x in nodes(root))


def grants_to_spells(effect: object) -> bool:
    """Whether ``effect`` grants abilities to spells ("Artifact spells you cast have convoke":
    a filter in the stack zone, 611.3a; rules/spell_grants.py)."""
    return (
        isinstance(effect, ir.GrantAbilities)
        and isinstance(effect.what, ir.EachRef)
        and effect.what.filter is not None
        and effect.what.filter.zone == "stack"
    )


def _grants_to_spells(root: Any) -> bool:
    """Whether such a grant is anywhere under ``root`` (the card's abilities, the abilities
    they grant, tokens' abilities)."""
    return any(grants_to_spells(x) for x in nodes(root))


# the keywords that let a card be cast or activated from a graveyard (own_graveyard)
_GRAVEYARD_KEYWORDS = frozenset(
    {FLASHBACK, *keywords_from_graveyard.RULES, *graveyard_abilities.KEYWORDS}
)


def _read_wide(card: ir.CardDefinition) -> int:
    """``_read`` without the tables: wider where a check's predicate would keep its answer
    (any triggered ability for the graveyard triggers, any activated ability or graveyard
    keyword for the graveyard casts and activations)."""
    classes = node_classes(card.abilities)
    names = {a.name for a in card.abilities if isinstance(a, ir.Keyword)}
    flags = _shared_flags(names, classes)
    if ir.GrantAbilities in classes and _grants_to_spells(card.abilities):
        flags |= SPELL_GRANTS
    if ir.GrantAbilities in classes and _grants_entering(card.abilities):
        flags |= GRANTED_ENTERING
    if ir.TriggeredAbility in classes:
        flags |= GRAVEYARD_TRIGGERS
    if (
        ir.ActivatedAbility in classes
        or ir.CastSelfFromGraveyard in classes
        or names & _GRAVEYARD_KEYWORDS
    ):
        flags |= OWN_GRAVEYARD
    return flags


def node_classes(root: Any) -> set[type]:
    """The classes of every IR node under ``root`` (abilities, their effects, the abilities
    those effects grant, tokens' abilities: all of it)."""
    return {type(x) for x in nodes(root)}
