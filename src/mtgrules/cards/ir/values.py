"""Small values shared by effects and abilities: protection qualities (702.16), costs (118,
601.2f-h, 602.2), durations (611.2) and an ability's layout in its card's text.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mtgrules.cards.ir.refs import Filter


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
    # "Tap an untapped creature you control", "Tap two untapped Wizards you control" (118.1,
    # 602.2b): the permanents tapped to pay, ``tap_count`` of them matching ``tap_untapped``
    # (untapped, controlled by the payer; the source too where it matches and the cost has
    # no {T}: summoning sickness doesn't apply without the tap symbol, 302.6)
    tap_untapped: Filter | None = None
    tap_count: int = 1
    pay_life_x: bool = False  # "Pay X life" (119.4, 107.3)
    exile_self: bool = False  # "Exile this artifact:" as a cost (602.2b)
    # h-zones: "Return this enchantment to its owner's hand:" as a cost (602.2b)
    return_self: bool = False
    pay_energy: int = 0  # "Pay {E}{E}" (107.14: remove that many energy counters)
    # "Exile a creature card from your graveyard", "Exile two other cards from your graveyard"
    # (118.1, 602.2b): ``exile_count`` cards matching ``exile_from_graveyard`` (a graveyard
    # filter) chosen from the payer's graveyard and exiled as the cost is paid (601.2h)
    exile_from_graveyard: Filter | None = None
    exile_count: int = 1
    exile_x: bool = False  # "Exile X cards from your graveyard": X of them (107.3)
    # h-act (602.2b, 118.3): "Discard a card at random" (701.9b: the cards are chosen at
    # random as the cost is paid); "Discard a creature card" (``discard`` cards matching
    # ``discard_filter``, chosen by the payer)
    discard_random: bool = False
    discard_filter: Filter | None = None
    # "Return a land you control to its owner's hand" (602.2b): one permanent matching it
    return_to_hand: Filter | None = None
    # s11 h-ctl: "Return two Islands you control to their owner's hand" (602.2b): how many
    return_count: int = 1
    # "Remove a +1/+1 counter from a creature you control" (122.8, 602.2b): (kind, how many,
    # which permanents): the counters come off one permanent the payer chooses
    remove_counter_from: tuple[str, int, Filter] | None = None
    mill: int = 0  # "Mill a card" (701.17a; 118.3: not with fewer cards in the library)
    exile_top: int = 0  # "Exile the top card of your library" (406.3, 118.3)
    # "Remove X storage counters from this land" (107.3: X chosen as it's activated, no more
    # than the counters there, 118.3): the kind; ``remove_any_number``: written "Remove any
    # number of ... counters" (the number removed is the ability's X all the same)
    remove_counters_x: str = ""
    remove_any_number: bool = False
    # s10 h-act: "Remove a counter from this creature" (a counter of any kind, 122.1: the
    # payer chooses the kind; with ``remove_counter_from`` kind "" the counter comes off the
    # permanent chosen); "Discard your hand" (701.9a: payable with no cards, 118.3);
    # "Blight N" (701.68a: put N -1/-1 counters on a creature you control, 701.68b)
    remove_any_counter: bool = False
    discard_hand: bool = False
    blight: int = 0
    exert_self: bool = False  # s10 h-act: "Exert this creature" (701.43a-b)
    # s10 h-act: "Waterbend {3}" (701.67a): ``mana`` is the waterbend cost; for each generic
    # mana in it the payer may tap an untapped artifact or creature they control instead
    waterbend: bool = False
    exile_self_from_hand: bool = False  # s10 h-act: "Exile this card from your hand" (602.2)
    # s10 h-act: "Tap X untapped artifacts you control" (107.3: ``tap_count`` -1 until X is
    # chosen as it's activated)
    tap_x: bool = False


class Duration(Enum):
    PERMANENT = "permanent"  # no stated duration
    END_OF_TURN = "until end of turn"  # 514.2
    YOUR_NEXT_TURN = "until your next turn"  # 611.2a
    WHILE_ATTACHED = "while attached"  # static abilities of Auras and Equipment
    # 611.2b (s10 cond): "for as long as you control this creature" [and "... and this
    # creature remains tapped"]: while the effect's controller controls its source
    WHILE_YOU_CONTROL_SOURCE = "for as long as you control the source"
    WHILE_YOU_CONTROL_SOURCE_TAPPED = "for as long as you control the source and it's tapped"
    # 611.2b: "gets +2/-2 for as long as this artifact remains tapped" (rules/expiry.py)
    WHILE_SOURCE_TAPPED = "for as long as the source remains tapped"
    # 611.2b: "gain control of target creature for as long as this creature remains on the
    # battlefield" (rules/expiry.py, rules/control.py)
    WHILE_SOURCE_ON_BATTLEFIELD = "for as long as the source remains on the battlefield"


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
