"""The kinds of counters the grammar reads (122.1): every kind printed on a card as
"KIND counter", less those that go only on players (poison 122.1f, rad 122.1i, experience,
ticket, energy: read by other phrases) and those whose rules the engine doesn't carry out
(defense 122.1g on battles; the keyword counter decayed, 122.1b). "+1/+1" and the other
+X/+Y counters (122.1a) are the grammar's MODPT terminal, not in this list. A kind without a
rule of its own (122.1: "spore", "charge", "quest", ...) matters only to the abilities that
name it, which the grammar reads with it."""

from __future__ import annotations

#: 122.1b: the keyword counters of two words (the one-word ones are in COUNTER_KINDS)
KEYWORD_COUNTER_PHRASES = ("first strike", "double strike")

COUNTER_KINDS = (
    *KEYWORD_COUNTER_PHRASES,
    "acorn", "aegis", "age", "aim", "arrow", "arrowhead", "art", "awakening", "bait",
    "blaze", "blessing", "blight", "blood", "bloodline", "bloodstain", "book", "bore",
    "bounty", "brain", "bribery", "brick", "burden", "cage", "carrion", "cell", "charge",
    "chip", "chorus", "coin", "collection", "component", "conqueror", "contested", "corpse",
    "corruption", "credit", "croak", "crystal", "cube", "currency", "curse", "day", "death",
    "deathtouch", "delay", "depletion", "descent", "despair", "devotion", "discovery",
    "divinity", "doom", "dread", "dream", "duty", "echo", "egg", "elixir", "ember", "eon",
    "eruption", "everything", "exalted", "exposure", "eyeball", "eyestalk", "fade", "fate",
    "feather", "feeding", "fellowship", "fetch", "filibuster", "film", "finality", "fire",
    "flame", "flood", "flying", "foreshadow", "fungus", "funk", "fury", "fuse", "gem",
    "ghostform", "glass", "globe", "glyph", "gold", "growth", "hack", "harmony", "haste",
    "hatching", "hatchling", "healing", "hexproof", "hit", "hole", "hone", "hoofprint",
    "hope", "hour", "hourglass", "hunger", "husk", "ice", "impostor", "incarnation",
    "incubation", "indestructible", "infection", "influence", "ingenuity", "ingredient",
    "intel", "intervention", "invasion", "invitation", "isolation", "javelin", "judgment",
    "ki", "kick", "knickknack", "knowledge", "landmark", "level", "lifelink", "loot", "lore",
    "loyalty", "luck", "magnet", "manabond", "manifestation", "mannequin", "matrix",
    "memory", "menace", "midway", "mine", "mining", "mire", "music", "muster",
    "necrodermis", "nest", "net", "night", "oil", "omen", "ore", "page", "pain",
    "palliation", "paralyzation", "pause", "petal", "petrification", "phylactery",
    "phyresis", "pin", "plague", "plan", "plot", "point", "polyp", "possession", "pressure",
    "prey", "primeval", "pupa", "quest", "rally", "reach", "rebuilding", "rejection",
    "release", "reprieve", "resonance", "rev", "revival", "ribbon", "ritual", "rope", "rust",
    "saurian", "scream", "scroll", "shadow", "shell", "shield", "shoe", "shred", "shy",
    "silver", "skewer", "sleep", "sleight", "slime", "slumber", "soot", "soul", "spite",
    "spooky", "spore", "stall", "stash", "storage", "story", "strife", "stroopwafel",
    "study", "stun", "supply", "suspect", "takeover", "task", "taste", "theft",
    "third-degree-burn", "tide", "time", "tower", "traffic", "training", "trample", "trap",
    "treasure", "unity", "unlock", "valor", "velocity", "verse", "vigilance", "vitality",
    "void", "vortex", "vow", "voyage", "wage", "winch", "wind", "wish", "wreck",
)  # fmt: skip
