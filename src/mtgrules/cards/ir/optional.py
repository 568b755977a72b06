"""Optional costs paid while a spell or ability resolves (118.12): "you may pay {2}. If you
do, draw a card." Values, carried out by ``rules/effects_optional.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class MayPay:
    """118.12: "You may pay COST." The spell's or ability's controller chooses as it
    resolves whether to pay ``mana`` (mana symbols, "{2}{R}") or ``life`` (a number of
    life); a following "If you do, ..." (``IfYouDo``) happens only if the cost was paid
    (608.2c). A cost the player can't pay isn't offered (118.3)."""

    mana: str = ""
    life: int = 0
    # issue 12: "that player may pay {2}" (118.12): who is offered the cost (None: the
    # controller), and the words naming them
    payer: Any = None  # a player reference (ir.refs.Ref)
    payer_words: str = "you"
    energy: int = 0  # h-mana: "you may pay {E}{E}" (107.14)


@dataclass(frozen=True, slots=True)
class MayDo:
    """608.2d, 118.12: "you may EFFECT" where it is one instruction among others, not the
    whole of a triggered ability (603.5): in a spell ("You may discard a card. If you do,
    draw two cards."), an activated ability ("{U}, {T}: You may tap or untap target
    creature."), or after another instruction ("Mill three cards, then you may return a
    land card from your graveyard to your hand."). The controller chooses as it is carried
    out; a following "If you do" reads whether it was done (608.2c)."""

    effects: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class UnlessDoes:
    """118.12a: "EFFECTS unless you ACTION." ("sacrifice it unless you discard a card",
    "... unless you return a land you control to its owner's hand"): the same as "You may
    ACTION. If you don't, EFFECTS." ``action`` is the one instruction offered (a cost paid
    as the ability resolves, 118.12), only when it can be done (118.3).

    ``who``: "EFFECTS unless they / that player ACTION" ("Each opponent loses 3 life unless
    they discard a card."): the player or players who choose (each, in APNAP order: 101.4),
    the action's own subject; ``who_words`` how the text names them. None: you."""

    effects: tuple[Any, ...]
    action: Any
    who: Any = None
    who_words: str = "you"
