"""Word lists the Oracle text grammar is built from (facts from the Comprehensive Rules).

The subtype lists are those of 205.3g-m; the keyword lists name keyword abilities (702)
and the ability words of 207.2c. ``parser.py`` turns them into grammar terminals.
"""

from __future__ import annotations

# Artifact types (205.3g).
ARTIFACT_TYPES: tuple[str, ...] = (
    'Attraction', 'Blood', 'Bobblehead', 'Clue', 'Contraption', 'Equipment', 'Food',
    'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Powerstone',
    'Spacecraft', 'Stone', 'Treasure', 'Vehicle',
)

# Enchantment types (205.3h).
ENCHANTMENT_TYPES: tuple[str, ...] = (
    'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune',
    'Saga', 'Shard', 'Shrine',
)

# Land types (205.3i).
LAND_TYPES: tuple[str, ...] = (
    'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain',
    'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's",
)

# Spell types (205.3k).
SPELL_TYPES: tuple[str, ...] = (
    'Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap',
)

# Creature types (205.3m).
CREATURE_TYPES: tuple[str, ...] = (
    'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer',
    'Archon', 'Armadillo', 'Army', 'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes',
    'Atog', 'Aurochs', 'Avatar', 'Azra', 'Badger', 'Balloon', 'Barbarian', 'Bard',
    'Basilisk', 'Bat', 'Bear', 'Beast', 'Beaver', 'Beeble', 'Beholder', 'Berserker', 'Bird',
    'Bison', 'Blinkmoth', 'Boar', 'Bringer', 'Brushwagg', 'Camarid', 'Camel', 'Capybara',
    'Caribou', 'Carrier', 'Cat', 'Centaur', 'Child', 'Chimera', 'Citizen', 'Cleric',
    'Clown', 'Cockatrice', 'Construct', 'Coward', 'Coyote', 'Crab', 'Crocodile', 'C’tan',
    'Custodes', 'Cyberman', 'Cyclops', 'Dalek', 'Dauthi', 'Demigod', 'Demon', 'Deserter',
    'Detective', 'Devil', 'Dinosaur', 'Djinn', 'Doctor', 'Dog', 'Dragon', 'Drake',
    'Dreadnought', 'Drix', 'Drone', 'Druid', 'Dryad', 'Dwarf', 'Echidna', 'Efreet', 'Egg',
    'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk', 'Employee', 'Eye', 'Faerie',
    'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog', 'Fungus', 'Gamer', 'Gargoyle',
    'Germ', 'Giant', 'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat', 'Goblin', 'God', 'Golem',
    'Gorgon', 'Graveborn', 'Gremlin', 'Griffin', 'Guest', 'Hag', 'Halfling', 'Hamster',
    'Harpy', 'Hedgehog', 'Hellion', 'Hero', 'Hippo', 'Hippogriff', 'Homarid', 'Homunculus',
    'Horror', 'Horse', 'Human', 'Hydra', 'Hyena', 'Illusion', 'Imp', 'Incarnation',
    'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish', 'Juggernaut', 'Kangaroo',
    'Kavu', 'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor', 'Kraken', 'Llama', 'Lamia',
    'Lammasu', 'Leech', 'Lemur', 'Leviathan', 'Lhurgoyf', 'Licid', 'Lizard', 'Lobster',
    'Manticore', 'Masticore', 'Mercenary', 'Merfolk', 'Metathran', 'Minion', 'Minotaur',
    'Mite', 'Mole', 'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moogle', 'Moonfolk', 'Mount',
    'Mouse', 'Mutant', 'Myr', 'Mystic', 'Nautilus', 'Necron', 'Nephilim', 'Nightmare',
    'Nightstalker', 'Ninja', 'Noble', 'Noggle', 'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze',
    'Orb', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster', 'Pangolin', 'Peasant',
    'Pegasus', 'Pentavite', 'Performer', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian',
    'Pilot', 'Pincher', 'Pirate', 'Plant', 'Platypus', 'Porcupine', 'Possum', 'Praetor',
    'Primarch', 'Prism', 'Processor', 'Qu', 'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel',
    'Reflection', 'Rhino', 'Rigger', 'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai',
    'Sand', 'Saproling', 'Satyr', 'Scarecrow', 'Scientist', 'Scion', 'Scorpion', 'Scout',
    'Sculpture', 'Seal', 'Serf', 'Serpent', 'Servo', 'Shade', 'Shaman', 'Shapeshifter',
    'Shark', 'Sheep', 'Siren', 'Skeleton', 'Skunk', 'Slith', 'Sliver', 'Sloth', 'Slug',
    'Snail', 'Snake', 'Soldier', 'Soltari', 'Sorcerer', 'Spawn', 'Specter', 'Spellshaper',
    'Sphinx', 'Spider', 'Spike', 'Spirit', 'Splinter', 'Sponge', 'Squid', 'Squirrel',
    'Starfish', 'Surrakar', 'Survivor', 'Symbiote', 'Synth', 'Tentacle', 'Tetravite',
    'Thalakos', 'Thopter', 'Thrull', 'Tiefling', 'Toy', 'Treefolk', 'Trilobite',
    'Triskelavite', 'Troll', 'Turtle', 'Tyranid', 'Unicorn', 'Vampire', 'Varmint',
    'Vedalken', 'Villain', 'Volver', 'Wall', 'Walrus', 'Warlock', 'Warrior', 'Weasel',
    'Weird', 'Werewolf', 'Whale', 'Wizard', 'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith',
    'Wurm', 'Yeti', 'Zombie', 'Zubera', 'Time Lord',
)

# Keyword abilities written as the keyword alone (702), lower-case.
SIMPLE_KEYWORDS: tuple[str, ...] = (
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "intimidate", "lifelink", "menace", "reach", "shroud",
    "trample", "vigilance", "banding", "flanking", "phasing", "shadow", "horsemanship", "fear",
    "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk", "desertwalk",
    "storm", "cascade", "convoke", "delve", "devoid", "changeling", "exalted", "persist",
    "undying", "wither", "infect", "prowess", "rebound", "split second", "sunburst", "provoke",
    "living weapon", "evolve", "extort", "soulbond", "myriad", "improvise", "assist", "skulk",
    "melee", "ascend", "mentor", "riot", "fuse", "retrace", "daybound", "nightbound",
    "decayed", "exploit", "training", "cipher", "haunt", "epic", "gravestorm", "enlist",
    "for mirrodin!", "living metal", "double team", "read ahead", "ravenous", "umbra armor",
    "unleash", "undaunted", "conspire", "dethrone", "ingest", "battle cry", "partner",
    "aftermath", "split second", "jump-start", "demonstrate", "compleated", "bargain",
    "start your engines!", "station", "changeling", "doctor's companion", "sneak", "exhaust",
    "mobilize", "ninjutsu", "afterlife", "spree", "cleave", "gift", "offspring", "job select",
    "prepared",
)

# Keyword abilities followed by a cost: "Equip {2}", "Cycling {2}", "Kicker {1}{G}" (702).
COST_KEYWORDS: tuple[str, ...] = (
    "equip", "ward", "cycling", "kicker", "multikicker", "buyback", "flashback", "madness",
    "morph", "megamorph", "evoke", "dash", "unearth", "echo", "ninjutsu", "transmute",
    "bestow", "embalm", "eternalize", "escape", "encore", "blitz", "disturb", "plot",
    "outlast", "scavenge", "level up", "reconfigure", "cumulative upkeep", "mutate",
    "foretell", "spectacle", "surge", "emerge", "prowl", "miracle", "overload", "entwine",
    "fortify", "replicate", "recover", "aura swap", "transfigure", "squad", "freerunning",
    "disguise", "craft", "warp", "mayhem", "prototype", "commander ninjutsu", "sneak",
)

# Keyword abilities followed by a number: "Crew 2", "Bushido 1", "Toxic 1" (702).
NUMBER_KEYWORDS: tuple[str, ...] = (
    "crew", "bushido", "toxic", "renown", "afflict", "annihilator", "rampage", "bloodthirst",
    "fading", "vanishing", "modular", "absorb", "frenzy", "dredge", "backup", "tribute",
    "amplify", "graft", "devour", "soulshift", "ripple", "poisonous", "fabricate", "casualty",
    "afterlife", "hideaway", "bushido", "saddle", "mobilize", "toxic", "reinforce", "crew",
)

# Ability words (207.2c): italic words with no rules meaning, before an em dash.
ABILITY_WORDS: tuple[str, ...] = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "council's dilemma", "corrupted",
    "coven", "delirium", "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage",
    "fateful hour", "fathomless descent", "ferocious", "formidable", "grandeur", "hellbent",
    "heroic", "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant",
    "magecraft", "metalcraft", "morbid", "pack tactics", "parley", "radiance", "raid", "rally",
    "revolt", "spell mastery", "strive", "survival", "sweep", "tempting offer", "threshold",
    "undergrowth", "valiant", "void", "will of the council", "secret council", "flurry",
    "renew", "max speed", "paradox", "start your engines!", "repartee", "vivid", "opus",
    "endure", "harmonize", "infusion", "teamwork",
)
