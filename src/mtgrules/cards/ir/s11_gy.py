"""IR of the eleventh session's graveyard/exile family (issue 12)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.ir.values import Layout


@dataclass(frozen=True, slots=True)
class CastSelfFromGraveyard:
    """601.3, 113.6f: "You may cast this card from your graveyard." / "... if a non-Zombie
    creature died this turn." / "... as long as you control a Zombie." / "... by paying {2}{W}
    rather than paying its mana cost." (118.9). Carried out by rules/graveyard_cast.py."""

    condition: Any = None  # an ir condition (ir/conditions.py), or None: always
    form: str = ""  # how the condition is written: "if" or "as long as"
    mana: str | None = None  # the alternative cost paid rather than the mana cost (118.9)
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class GainFlashback:
    """702.34a, 611.2a: "Target instant or sorcery card in your graveyard gains flashback until
    end of turn. The flashback cost is equal to its mana cost." / "Each instant and sorcery
    card in your graveyard gains flashback until end of turn. ..." (``what``: the target card,
    or an EachRef of the cards in your graveyard). Carried out by
    rules/granted_flashback.py."""

    what: Any = None
    cost_word: str = "its"  # "its" | "that card's": how the text names the card


@dataclass(frozen=True, slots=True)
class ReturnAttacking:
    """508.4: "return target creature card from your graveyard to the battlefield tapped and
    attacking" (``inner``: the ReturnToBattlefield, tapped); its controller chooses what it
    attacks as it enters; it was never declared as an attacker. Carried out by
    rules/returned_attacking.py."""

    inner: Any


@dataclass(frozen=True, slots=True)
class HaveFlashback:
    """702.34a, 604.1: "Each instant and sorcery card in your graveyard has flashback. The
    flashback cost is equal to that card's mana cost." (a static ability of a permanent: while
    it is on the battlefield, the cards matching ``filter`` in its controller's graveyard have
    flashback); "As long as it's your turn, ..." / "During your turn, ..." (``condition``, 611.3a).
    Carried out by rules/granted_flashback.py."""

    filter: Any
    condition: Any = None
    cond_form: str = ""  # "as long as" | "during your turn"
    cost_text: str = "The flashback cost is equal to that card's mana cost."
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class PutExiledIntoGraveyard:
    """ "put a card an opponent owns from exile into that player's graveyard" (the Eldrazi
    processors; 404.1: a graveyard holds its owner's cards): the controller chooses one such
    card in exile, which is put into its owner's graveyard (400.7); with none, nothing is done
    (an "If you do" after it doesn't happen, 608.2c). Carried out by rules/process_exiled.py."""


@dataclass(frozen=True, slots=True)
class CastFree:
    """608.2g, 118.9: "you may cast target instant or sorcery card from your graveyard without
    paying its mana cost" (the card ``what`` names is cast while the spell or ability
    resolves, or not: the caster chooses). Carried out by rules/cast_free.py."""

    what: Any


@dataclass(frozen=True, slots=True)
class ExileCastSpell:
    """614.1a: "If that spell would be put into your graveyard, exile it instead." after a
    CastFree (``whose``: "your" or "a"): a replacement effect on the spell just cast."""

    whose: str = "your"


@dataclass(frozen=True, slots=True)
class CastFromGraveyardOnce:
    """601.3, 604.1: "Once during each of your turns, you may cast a creature spell from your
    graveyard." (Karador, Ghost Chieftain): a static ability of a permanent; while it is on
    the battlefield, its controller may, during their own turn, cast one spell matching
    ``filter`` (its zone: the stack) from their graveyard, once each turn for this object,
    paying its costs and following its timing as usual. Carried out by
    rules/graveyard_cast.py."""

    filter: Any
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class OpponentDiscardToBattlefield:
    """614.1a, 113.6m: "If a spell or ability an opponent controls causes you to discard this
    card, put it onto the battlefield [with two +1/+1 counters on it] instead of putting it
    into your graveyard." (functions in the hand, from which the discard moves it).
    ``counters``: the +1/+1 counters it enters with. Carried out by rules/discard_cause.py."""

    counters: int = 0
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
