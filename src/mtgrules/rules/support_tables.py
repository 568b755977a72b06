"""The engine's tables for the support gate (rules/support.py): the keyword abilities, trigger
events, replacement effects, as-enters choices and restrictions it carries out (702, 603.2,
614, 615). A name missing here makes the gate refuse the card that needs it."""

from __future__ import annotations

from ..cards import ir
from . import card_names, trigger_batch
from .keywords_s10 import KEYWORDS_S10

# 702: keyword abilities with rules behind them (rules/combat, damage, targeting, ...).
KEYWORDS = frozenset(
    {
        "flying",
        "reach",
        "first strike",
        "double strike",
        "trample",
        "trample over planeswalkers",
        "deathtouch",
        "lifelink",
        "vigilance",
        "haste",
        "defender",
        "menace",
        "flash",
        "indestructible",
        "shroud",
        "hexproof",
        "hexproof from",
        "ward",
        "echo",  # 702.30a: rules/keywords_echo.py
        "cumulative upkeep",  # 702.24a: rules/keywords_cumulative.py
        "protection",
        "enchant",
        "equip",
        "phasing",
        "infect",
        "wither",
        "toxic",
        "cycling",
        "transmute",
        "provoke",
        "fear",
        "intimidate",
        "shadow",
        "horsemanship",
        "prowess",
        "devoid",
        "exalted",
        "changeling",
        "kicker",  # 702.33: rules/keywords_kicker.py
        "flashback",  # 702.34: rules/keywords_flashback.py
        "crew",  # 702.122: rules/keywords_crew.py
        "convoke",  # 702.51: rules/keywords_convoke.py
        "multikicker",
        # triggered keywords: rules/keywords_triggered.py, keywords_effects.py, keywords_combat.py
        "soulshift",  # 702.46
        "persist",  # 702.79
        "undying",  # 702.93
        "bushido",  # 702.45
        "flanking",  # 702.25
        "rampage",  # 702.23: rules/keywords_combat.py
        "afterlife",  # 702.135
        "battle cry",  # 702.91
        "dethrone",  # 702.105
        "renown",  # 702.112
        "afflict",  # 702.130: rules/keywords_combat.py
        "ingest",  # 702.115
        "evolve",  # 702.100
        "training",  # 702.149
        "modular",  # 702.43: keywords_triggered.py, entering.py (its counters)
        "extort",  # 702.101
        "melee",  # 702.121
        "fading",  # 702.32: keywords_triggered.py, entering.py (its counters)
        "vanishing",  # 702.63
        "skulk",  # 702.118: rules/combat.py
        "affinity",  # 702.41: rules/keywords_affinity.py
        "unearth",  # 702.84: rules/keywords_unearth.py, keywords_effects.py
        "scavenge",  # 702.97a: rules/keywords_scavenge.py
        "embalm",  # 702.128a: rules/keywords_embalm.py, effects_graveyard.py
        "eternalize",  # 702.129a: rules/keywords_embalm.py, effects_graveyard.py
        "bloodthirst",  # 702.54: rules/entering.py (N only; X is a gap)
        "evoke",  # 702.74: rules/keywords_alt_costs.py (the cost), keywords_triggered.py
        "dash",  # 702.109: rules/keywords_alt_costs.py
        "buyback",  # 702.27: rules/keywords_buyback.py
        "delve",  # 702.66: rules/keywords_delve.py
        "improvise",  # 702.126: rules/keywords_delve.py
        "morph",  # 702.37a: rules/face_down.py
        "megamorph",  # 702.37b
        "disguise",  # 702.168a
        "cascade",  # 702.85: rules/keywords_cast.py, keywords_cast_effects.py (608.2g)
        "rebound",  # 702.88: rules/keywords_rebound.py, keywords_cast_effects.py (608.2g)
        "madness",  # 702.35: rules/keywords_madness.py, replacement.py, keywords_cast_effects.py
        "storm",  # 702.40: rules/keywords_cast.py, keywords_cast_effects.py (copies: 707.10)
        # casting keywords (issue 12): rules/keywords_split_second.py, ...
        "split second",  # 702.61: rules/keywords_split_second.py
        "spectacle",  # 702.137: rules/keywords_alt_costs.py
        "surge",  # 702.117: rules/keywords_alt_costs.py
        "blitz",  # 702.152: rules/keywords_alt_costs.py
        "casualty",  # 702.153: rules/keywords_copy_costs.py (copies: keywords_cast_effects.py)
        "conspire",  # 702.78: rules/keywords_copy_costs.py
        "replicate",  # 702.56: rules/keywords_copy_costs.py
        "retrace",  # 702.81: rules/keywords_from_graveyard.py
        "entwine",  # 702.42: rules/keywords_entwine.py
        "mayhem",  # 702.187: rules/keywords_from_graveyard.py
        "overload",  # 702.96: rules/keywords_overload.py, keywords_alt_costs.py
        "awaken",  # 702.113: rules/keywords_awaken.py, keywords_alt_costs.py (s10 h-cant)
        "warp",  # 702.185: rules/keywords_alt_costs.py, keywords_warp.py
        "prowl",  # 702.76: rules/keywords_alt_costs.py
        "freerunning",  # 702.173: rules/keywords_alt_costs.py
        "ripple",  # 702.60: rules/keywords_ripple.py
        "squad",  # 702.157: rules/keywords_copy_costs.py (the cost), keywords_squad.py
        "gravestorm",  # 702.69: rules/keywords_copy_costs.py
        "jump-start",  # 702.133: rules/keywords_from_graveyard.py, replacement.py
        "plainswalk",
        "islandwalk",
        "swampwalk",
        "mountainwalk",
        "forestwalk",
        # permanents' keywords (issue 12): rules/keywords_permanent.py
        "outlast",  # 702.107a
        "annihilator",  # 702.86a
        "fabricate",  # 702.123a
        "living weapon",  # 702.92a
        "for mirrodin!",  # 702.163a
        "graft",  # 702.58a (its counters: rules/entering.py)
        "mobilize",  # 702.181a
        "decayed",  # 702.147a (can't block: rules/combat.py)
        "myriad",  # 702.116a
        "poisonous",  # 702.70a
        "umbra armor",  # 702.89a: rules/keywords_umbra.py
        "mentor",  # 702.134a (its target: rules/targeting.py)
        "ravenous",  # 702.156a (its counters: rules/entering.py)
        "backup",  # 702.165a (triggers.fire builds it with the printed abilities)
        "undaunted",  # 702.125a: rules/keywords_undaunted.py (h-kw-perm)
        "riot",  # 702.136a: rules/keywords_entering.py (as it enters: 614.1c, 614.12a)
        "unleash",  # 702.98a: rules/keywords_entering.py; can't block: rules/combat.py
        "reconfigure",  # 702.151: rules/keywords_reconfigure.py (not a creature: layers.py)
        "devour",  # 702.82a: rules/keywords_entering.py (as it enters)
        "amplify",  # 702.38a: rules/keywords_entering.py (as it enters)
        "enlist",  # 702.154: rules/keywords_enlist.py (asked after attackers: 508.1g)
        "bestow",  # 702.103: rules/keywords_bestow.py, keywords_alt_costs.py, resolve.py, sba.py
        # casting keywords (issue 12, h-kw-cast)
        "encore",  # 702.141a: rules/keywords_encore.py, effects_encore.py
        "foretell",  # 702.143a: rules/keywords_foretell.py, keywords_foretell_action.py
        "ninjutsu",  # 702.49a: rules/keywords_ninjutsu.py, effects_ninjutsu.py
        "suspend",  # 702.62a: rules/keywords_suspend.py, effects_suspend.py
        "plot",  # 702.170a: rules/keywords_plot.py, keywords_plot_action.py
        "recover",  # 702.59a: rules/keywords_recover.py, effects_recover.py
        "miracle",  # 702.94a: rules/keywords_miracle.py, effects_miracle.py
        "dredge",  # 702.52a: rules/keywords_dredge.py, effects_dredge.py
        "cipher",  # 702.99a: rules/keywords_cipher.py, effects_cipher.py
        "demonstrate",  # 702.144a: rules/keywords_demonstrate.py, effects_demonstrate.py
        # 702.124a: partner modifies deck construction in the Commander variant only (903)
        # and functions before the game begins: the engine plays no Commander game (decks.py
        # skips a "Commander" section), so it does nothing during a game. "Partner with NAME"
        # (702.124j, a triggered ability) isn't read: that keyword's name isn't "partner".
        "partner",
        "choose a background",  # s11 h-lib: 702.124k, a partner ability (as above)
        "champion",  # 702.72a: rules/keywords_champion.py (its two triggered abilities)
        "offspring",  # 702.175a: rules/keywords_copy_costs.py, keywords_squad.py
        "partner with",  # 702.124j: rules/keywords_partner.py (its triggered ability)
        "escape",  # 702.138a: rules/keywords_from_graveyard.py, graveyard_costs.py
        "daybound",  # 702.145b-d: rules/day_night.py, zone_moves.move (enters transformed)
        "nightbound",  # 702.145e-g: rules/day_night.py
    }
)
KEYWORDS = KEYWORDS | KEYWORDS_S10  # sunburst, emerge (rules/keywords_s10.py)
# 603.2: the trigger events the engine notices.
TRIGGER_EVENTS = frozenset(
    {
        ir.TriggerEvent.DISCARDED_BY_OPPONENT,  # 701.9a: rules/discard_cause.fire
        ir.TriggerEvent.ENTERS,
        ir.TriggerEvent.COUNTERS_PUT,  # 122.6: permanents.add_counters, zone_moves.move
        ir.TriggerEvent.DIES,
        ir.TriggerEvent.ATTACKS,
        ir.TriggerEvent.ATTACKS_ALONE,
        ir.TriggerEvent.BLOCKS,
        ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
        ir.TriggerEvent.UPKEEP,
        ir.TriggerEvent.END_STEP,
        ir.TriggerEvent.CAST_SPELL,
        ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD,
        ir.TriggerEvent.GAIN_LIFE,
        ir.TriggerEvent.BEGIN_COMBAT,
        ir.TriggerEvent.LEAVES_BATTLEFIELD,
        ir.TriggerEvent.STATE,  # 603.8: triggers.check_state_triggers
        ir.TriggerEvent.TURNED_FACE_UP,  # 702.37e: rules/face_down.turn_face_up
        # h-trig-events: rules/trigger_events.py (121.1, 701.9a, 701.21a, 701.26a, 120.3)
        ir.TriggerEvent.DRAW,
        ir.TriggerEvent.DISCARD,
        ir.TriggerEvent.SACRIFICE,
        ir.TriggerEvent.BECOMES_TAPPED,
        ir.TriggerEvent.BECOMES_UNTAPPED,  # 701.26b: rules/permanents.untap
        ir.TriggerEvent.TAPPED_FOR_MANA,  # 106.12a: rules/mana_triggers.py
        ir.TriggerEvent.DEALT_DAMAGE,
        ir.TriggerEvent.BECOMES_TARGET,  # 115.1: triggers.became_target
        # h-trig-combat: rules/triggers_combat.py (508.3c-d, 509.3a-g)
        ir.TriggerEvent.YOU_ATTACK,
        ir.TriggerEvent.ATTACKS_UNBLOCKED,
        ir.TriggerEvent.BECOMES_BLOCKED,
        ir.TriggerEvent.BLOCKS_OR_BLOCKED,
        ir.TriggerEvent.ATTACKS_OR_BLOCKS,
        ir.TriggerEvent.DEALS_DAMAGE_TO_PLAYER,  # damage.note_damage_to_player (120.3)
        ir.TriggerEvent.ENTERS_OR_ATTACKS,  # zone_moves (enters), triggers_combat (attacks)
        ir.TriggerEvent.PLAYER_ATTACKED,  # 508.3b: triggers_combat
        ir.TriggerEvent.FIRST_MAIN,  # h-history: 505.1, rules/turn.turn_based_actions
        ir.TriggerEvent.SECOND_MAIN,
        ir.TriggerEvent.POSTCOMBAT_MAIN,
        # s9 trig: rules/trigger_more.py (504.1, 511.2, 702.29c)
        ir.TriggerEvent.DRAW_STEP,
        ir.TriggerEvent.END_OF_COMBAT,
        ir.TriggerEvent.CYCLE,
        ir.TriggerEvent.DEALS_DAMAGE_TO_CREATURE,  # trigger_firing.fire_damaged_creatures
        ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE,
        ir.TriggerEvent.SCRY,  # trigger_firing.fire_looked (701.22d, 701.25d)
        ir.TriggerEvent.SURVEIL,
        ir.TriggerEvent.RING_TEMPTS,  # ring.tempt (701.54d)
        ir.TriggerEvent.COMPLETE_DUNGEON,  # dungeons.complete (309.7)
        ir.TriggerEvent.ROOM_ENTERED,  # dungeons.venture_as_planned (309.4c)
        ir.TriggerEvent.DEALT_DAMAGE_YOU,  # trigger_firing.fire_damaged_players (120.3)
        ir.TriggerEvent.DEALS_DAMAGE_TO_YOU,
        ir.TriggerEvent.CRIME,  # triggers.became_target (700.13)
        ir.TriggerEvent.DEALS_DAMAGE,  # trigger_firing.fire_dealt_by (120.3)
        ir.TriggerEvent.EXERT,  # keywords_exert.exert (701.43a)
        ir.TriggerEvent.EXPLORES,  # effects_library._explore (701.44a)
        ir.TriggerEvent.DAMAGED_BY_SOURCE,  # trigger_firing.fire_damaged_creatures (120.3)
        ir.TriggerEvent.COPY_SPELL,  # s11 h-tok: token_copies.spell_copied (707.10)
    }
)
TRIGGER_EVENTS |= trigger_batch.NOTICED  # s10 trig: graveyard and life-loss events (603.2)
# 614, 615: replacement and prevention effects of static abilities the engine applies.
REPLACEMENTS = frozenset(
    {
        "regenerate_instead",
        "prevent_damage",
        "enters_tapped",
        "enters_with_counters",
        "enters_with_x_counters",  # 107.3m: rules/entering.py
        "shuffle_into_library_instead",
        "die_exile_self",  # 614.1a, 700.4: rules/exile_instead.py
        "die_exile",
        "kicked_enters_with_counters",  # 702.33e, 614.1c: zone_moves.move
        "enters_with_counters_per_kick",  # 702.33c
        "escapes_with_counters",  # 702.138c: rules/entering.py
        "enters_tapped_with_counters",  # 614.1c: rules/entering.py
        "enters_with_counters_per_died",  # h-history: 614.1c, rules/entering.py
        "enters_with_x_counters_where",  # h-amount: 614.1c, 107.3c: rules/entering.py
    }
)
AS_ENTERS_CHOICES = frozenset(
    {"color", "player", "opponent", "card name", "creature type", "pay life", "reveal"}
    | {card_names.NONLAND_NAME}  # 201.4a: Meddling Mage
    | {"counter kind"}  # s11 h-count: "enters with your choice of a ... counter" (614.1c)
)
RESTRICTIONS = frozenset(
    {
        "attack",
        "block",
        "be blocked",
        "block nonflying",
        # 506.5, 508.1c, 509.1b: rules/combat.py and rules/declarations.py
        "be blocked by more than one creature",
        "block alone",
        "attack alone",
        "attack you",
        "activate",  # 602.5: rules/activation_bans.py (h-misc)
        "activate nonmana",
        "be blocked except by two or more creatures",
        "be blocked except by three or more creatures",
    }
)
CDA_COUNTS = ("card types among cards in all graveyards",)
