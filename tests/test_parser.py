# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""Tests of the Oracle text parser (parser.py, grammar.lark, transform_*.py)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from mtgrules.cards.ir import (
    ANY_CREATURE,
    ActivatedAbility,
    AdditionalCost,
    AddMana,
    AlternativeCost,
    AsEntersChoose,
    Attach,
    AttachedRef,
    CastRestriction,
    CharacteristicDefiningPT,
    ChosenRef,
    Cost,
    CounterSpell,
    CountIs,
    CountOf,
    CreatedRef,
    CreateToken,
    DamageCantBePrevented,
    DamageDealtAmount,
    DealDamage,
    DefendingPlayerRef,
    Destroy,
    Discard,
    DoesntUntapWhile,
    Draw,
    Duration,
    EachRef,
    EnchantedPlayerRef,
    ExchangeLifeTotals,
    Exile,
    Filter,
    GainControl,
    GainLife,
    GrantAbilities,
    GrantProtectionChoice,
    GrantProtectionOptions,
    IfYouDo,
    Keyword,
    LifeReplacement,
    LifeTotalCantChange,
    LoseLife,
    LoyaltyAbility,
    Mill,
    Modal,
    ModifyPT,
    ModifyPTX,
    MoveAura,
    MoveCounters,
    NextDrawReplaced,
    OpeningHand,
    PhaseOutAll,
    PowerOf,
    PreventDamage,
    Quality,
    QualityKind,
    ReanimateEnchanted,
    Regenerate,
    RemoveAbilities,
    Replacement,
    Restriction,
    ReturnToBattlefield,
    ReturnToHand,
    RevealTopCard,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    SelfRef,
    SetCharacteristics,
    SetLifeTotal,
    SkipNextUntap,
    SpellAbility,
    StaticAbility,
    Tap,
    TargetControllerRef,
    TargetRef,
    TargetSpec,
    Trigger,
    TriggeredAbility,
    TriggerEvent,
    TriggerObjectRef,
    Untap,
    XAmount,
    YouRef,
)
from mtgrules.cards.parser import (
    card_definition,
    colors_of,
    definition_from_record,
    parse_oracle,
    split_type_line,
    strip_reminder_text,
)
from mtgrules.errors import CardTextError

SEED_CARDS: list[tuple[str, str, str]] = [
    (
        "Paladin en-Vec",
        "Creature — Human Knight",
        "First strike, protection from black and from red (This creature deals combat damage before creatures without first strike. It can't be blocked, targeted, dealt damage, or enchanted by anything black or red.)",
    ),
    (
        "Bloodfire Colossus",
        "Creature — Giant",
        "{R}, Sacrifice this creature: It deals 6 damage to each creature and each player.",
    ),
    ("Pyroclasm", "Sorcery", "Pyroclasm deals 2 damage to each creature."),
    (
        "Wildfire",
        "Sorcery",
        "Each player sacrifices four lands of their choice. Wildfire deals 4 damage to each creature.",
    ),
    (
        "Brightflame",
        "Sorcery",
        "Radiance — Brightflame deals X damage to target creature and each other creature that shares a color with it. You gain life equal to the damage dealt this way.",
    ),
    (
        "Primal Rage",
        "Enchantment",
        "Creatures you control have trample. (A creature with trample can deal excess combat damage to the player or planeswalker it's attacking.)",
    ),
    ("Nacatl Savage", "Creature — Cat Warrior", "Protection from artifacts"),
    ("Bonesplitter", "Artifact — Equipment", "Equipped creature gets +2/+0.\nEquip {1}"),
    (
        "Simic Guildmage",
        "Creature — Elf Wizard",
        "({G/U} can be paid with either {G} or {U}.)\n{1}{G}: Move a +1/+1 counter from target creature onto another target creature with the same controller.\n{1}{U}: Attach target Aura attached to a permanent to another permanent with the same controller.",
    ),
    (
        "Fear",
        "Enchantment — Aura",
        "Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)\nEnchanted creature has fear. (It can't be blocked except by artifact creatures and/or black creatures.)",
    ),
    (
        "Zur the Enchanter",
        "Legendary Creature — Human Wizard",
        "Flying\nWhenever Zur attacks, you may search your library for an enchantment card with mana value 3 or less, put it onto the battlefield, then shuffle.",
    ),
    (
        "Enfeeblement",
        "Enchantment — Aura",
        "Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)\nEnchanted creature gets -2/-2.",
    ),
    ("Night of Souls' Betrayal", "Legendary Enchantment", "All creatures get -1/-1."),
    ("Grizzly Bears", "Creature — Bear", ""),
    (
        "Pacifism",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature can't attack or block.",
    ),
    (
        "Mother of Runes",
        "Creature — Human Cleric",
        "{T}: Target creature you control gains protection from the color of your choice until end of turn.",
    ),
    ("Beloved Chaplain", "Creature — Human Cleric", "Protection from creatures"),
    (
        "Flash Foliage",
        "Instant",
        "Cast this spell only during combat after blockers are declared.\nCreate a 1/1 green Saproling creature token that's blocking target creature attacking you.\nDraw a card.",
    ),
    (
        "Terror",
        "Instant",
        "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
    ),
    ("Royal Assassin", "Creature — Human Assassin", "{T}: Destroy target tapped creature."),
    ("Cruel Edict", "Sorcery", "Target opponent sacrifices a creature of their choice."),
    ("Infest", "Sorcery", "All creatures get -2/-2 until end of turn."),
    ("Wrath of God", "Sorcery", "Destroy all creatures. They can't be regenerated."),
    (
        "Distress",
        "Sorcery",
        "Target player reveals their hand. You choose a nonland card from it. That player discards that card.",
    ),
    (
        "Perplex",
        "Instant",
        "Counter target spell unless its controller discards their hand.\nTransmute {1}{U}{B} ({1}{U}{B}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)",
    ),
    ("Zombify", "Sorcery", "Return target creature card from your graveyard to the battlefield."),
    (
        "Animate Dead",
        "Enchantment — Aura",
        'Enchant creature card in a graveyard\nWhen this Aura enters, if it\'s on the battlefield, it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with this Aura." Return enchanted creature card to the battlefield under your control and attach this Aura to it. When this Aura leaves the battlefield, that creature\'s controller sacrifices it.\nEnchanted creature gets -1/-0.',
    ),
    (
        "Progenitus",
        "Legendary Creature — Hydra Avatar",
        "Protection from everything\nIf Progenitus would be put into a graveyard from anywhere, reveal Progenitus and shuffle it into its owner's library instead.",
    ),
    (
        "Lightning Helix",
        "Instant",
        "Lightning Helix deals 3 damage to any target and you gain 3 life.",
    ),
    ("Unmake", "Instant", "Exile target creature."),
    (
        "Black Knight",
        "Creature — Human Knight",
        "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from white (This creature can't be blocked, targeted, dealt damage, or enchanted by anything white.)",
    ),
    (
        "Teferi's Protection",
        "Instant",
        "Until your next turn, your life total can't change and you gain protection from everything. All permanents you control phase out. (While they're phased out, they're treated as though they don't exist. They phase in before you untap during your untap step.)\nExile Teferi's Protection.",
    ),
    ("Shock", "Instant", "Shock deals 2 damage to any target."),
    ("Last Gasp", "Instant", "Target creature gets -3/-3 until end of turn."),
    ("Horned Troll", "Creature — Troll", "{G}: Regenerate this creature."),
    ("Tremor", "Sorcery", "Tremor deals 1 damage to each creature without flying."),
    (
        "Wall of Glare",
        "Creature — Wall",
        "Defender (This creature can't attack.)\nThis creature can block any number of creatures.",
    ),
    (
        "Mossbridge Troll",
        "Creature — Troll",
        "If this creature would be destroyed, regenerate it.\nTap any number of untapped creatures you control other than this creature with total power 10 or greater: This creature gets +20/+20 until end of turn.",
    ),
    ("Death Ward", "Instant", "Regenerate target creature."),
    (
        "Daunting Defender",
        "Creature — Human Cleric",
        "If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.",
    ),
    (
        "Curtain of Light",
        "Instant",
        "Cast this spell only during combat after blockers are declared.\nTarget unblocked attacking creature becomes blocked. (This spell works on creatures that can't be blocked.)\nDraw a card.",
    ),
    (
        "Wildsize",
        "Instant",
        "Target creature gets +2/+2 and gains trample until end of turn.\nDraw a card.",
    ),
    (
        "Spikeshot Goblin",
        "Creature — Goblin Shaman",
        "{R}, {T}: This creature deals damage equal to its power to any target.",
    ),
    (
        "Rancor",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen this Aura is put into a graveyard from the battlefield, return it to its owner's hand.",
    ),
    (
        "Mage's Guile",
        "Instant",
        "Target creature gains shroud until end of turn. (It can't be the target of spells or abilities.)\nCycling {U} ({U}, Discard this card: Draw a card.)",
    ),
    (
        "Victimize",
        "Sorcery",
        "Choose two target creature cards in your graveyard. Sacrifice a creature. If you do, return the chosen cards to the battlefield tapped.",
    ),
    (
        "Screams from Within",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets -1/-1.\nWhen enchanted creature dies, return this card from your graveyard to the battlefield.",
    ),
]

BENCHMARK_CARDS: list[tuple[str, str, str]] = [
    ("Mountain", "Basic Land — Mountain", "({T}: Add {R}.)"),
    ("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target."),
    ("Shock", "Instant", "Shock deals 2 damage to any target."),
    (
        "Goblin Guide",
        "Creature — Goblin Scout",
        "Haste\nWhenever this creature attacks, defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.",
    ),
    (
        "Monastery Swiftspear",
        "Creature — Human Monk",
        "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
    ),
    (
        "Mogg Fanatic",
        "Creature — Goblin",
        "Sacrifice this creature: It deals 1 damage to any target.",
    ),
    ("Silver Knight", "Creature — Human Knight", "First strike, protection from red"),
    (
        "Lava Spike",
        "Sorcery — Arcane",
        "Lava Spike deals 3 damage to target player or planeswalker.",
    ),
    ("Searing Spear", "Instant", "Searing Spear deals 3 damage to any target."),
    (
        "Viashino Pyromancer",
        "Creature — Lizard Wizard",
        "When this creature enters, it deals 2 damage to target player or planeswalker.",
    ),
    ("Forest", "Basic Land — Forest", "({T}: Add {G}.)"),
    ("Grizzly Bears", "Creature — Bear", ""),
    (
        "Colossal Dreadmaw",
        "Creature — Dinosaur",
        "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)",
    ),
    (
        "Troll Ascetic",
        "Creature — Troll Shaman",
        "Hexproof (This creature can't be the target of spells or abilities your opponents control.)\n{1}{G}: Regenerate this creature.",
    ),
    ("Giant Growth", "Instant", "Target creature gets +3/+3 until end of turn."),
    (
        "Rancor",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen this Aura is put into a graveyard from the battlefield, return it to its owner's hand.",
    ),
    (
        "Tarmogoyf",
        "Creature — Lhurgoyf",
        "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
    ),
    ("Leatherback Baloth", "Creature — Beast", ""),
    (
        "Rampant Growth",
        "Sorcery",
        "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
    ),
    ("Kalonian Tusker", "Creature — Beast", ""),
    (
        "Benevolent Blessing",
        "Enchantment — Aura",
        "Flash\nEnchant creature\nAs this Aura enters, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn't remove Auras and Equipment you control that are already attached to it.",
    ),
]

CREATURE = ANY_CREATURE


def creatures(**kw: object) -> Filter:
    return Filter(types=frozenset({"creature"}), **kw)  # type: ignore[arg-type]


def parse(name: str) -> tuple[object, ...]:
    for card, type_line, text in SEED_CARDS + BENCHMARK_CARDS:
        if card == name:
            return parse_oracle(text, card, split_type_line(type_line)[1])
    raise KeyError(name)


@pytest.mark.parametrize(("name", "type_line", "text"), SEED_CARDS + BENCHMARK_CARDS)
def test_every_seed_and_benchmark_card_parses(name: str, type_line: str, text: str) -> None:
    abilities = parse_oracle(text, name, split_type_line(type_line)[1])
    if strip_reminder_text(text):
        assert abilities


# --- keywords (702) ----------------------------------------------------------------------


def test_protection_from_two_colors_is_two_abilities() -> None:
    # 702.16g: "protection from black and from red" is two protection abilities
    assert parse("Paladin en-Vec") == (
        Keyword("first strike"),
        Keyword("protection", quality=Quality(QualityKind.COLOR, "B")),
        Keyword("protection", quality=Quality(QualityKind.COLOR, "R")),
    )


def test_protection_qualities() -> None:
    assert parse("Nacatl Savage") == (
        Keyword("protection", quality=Quality(QualityKind.CARD_TYPE, "artifact")),
    )
    assert parse("Beloved Chaplain") == (
        Keyword("protection", quality=Quality(QualityKind.CARD_TYPE, "creature")),
    )
    progenitus = parse("Progenitus")
    assert progenitus[0] == Keyword("protection", quality=Quality(QualityKind.EVERYTHING))
    assert progenitus[1] == StaticAbility(Replacement("shuffle_into_library_instead"))


def test_keywords_with_costs_and_numbers() -> None:
    assert parse("Bonesplitter") == (
        StaticAbility(ModifyPT(AttachedRef("equipped"), 2, 0, Duration.WHILE_ATTACHED)),
        Keyword("equip", cost=Cost(mana="{1}")),
    )
    assert parse_oracle("Ward {2}", "X", ("creature",)) == (Keyword("ward", cost=Cost(mana="{2}")),)
    assert parse_oracle("Crew 3", "X", ("artifact",)) == (Keyword("crew", amount=3),)
    assert parse_oracle("Hexproof from black", "X", ("creature",)) == (
        Keyword("hexproof from", quality=Quality(QualityKind.COLOR, "B")),
    )
    assert parse("Mage's Guile")[1] == Keyword("cycling", cost=Cost(mana="{U}"))
    assert parse("Perplex")[1] == Keyword("transmute", cost=Cost(mana="{1}{U}{B}"))


def test_enchant_keywords() -> None:
    assert parse("Pacifism") == (
        Keyword("enchant", filter=CREATURE),
        Restriction(AttachedRef("enchanted"), frozenset({"attack", "block"})),
    )
    assert parse("Animate Dead")[0] == Keyword("enchant", filter=creatures(zone="graveyard"))
    assert parse_oracle("Enchant player", "X", ("enchantment",)) == (
        Keyword("enchant", enchant_player=True),
    )


# --- spells (113.3a): one SpellAbility, targets in text order -----------------------------


def test_burn_spells_use_the_name_as_source() -> None:
    assert parse("Shock") == (
        SpellAbility((DealDamage(2, TargetRef(0), SelfRef()),), (TargetSpec("any"),)),
    )
    assert parse("Pyroclasm") == (SpellAbility((DealDamage(2, EachRef(CREATURE)),)),)
    assert parse("Lava Spike") == (
        SpellAbility(
            (DealDamage(3, TargetRef(0)),),
            (TargetSpec("object_or_player", Filter(types=frozenset({"planeswalker"}))),),
        ),
    )


def test_lightning_helix_two_effects() -> None:
    assert parse("Lightning Helix") == (
        SpellAbility((DealDamage(3, TargetRef(0)), GainLife(YouRef(), 3)), (TargetSpec("any"),)),
    )


def test_wildfire() -> None:
    lands = Filter(types=frozenset({"land"}))
    assert parse("Wildfire") == (
        SpellAbility(
            (Sacrifice(EachRef(None, "each"), lands, 4), DealDamage(4, EachRef(CREATURE)))
        ),
    )


def test_brightflame_radiance_and_x() -> None:
    (spell,) = parse("Brightflame")
    assert isinstance(spell, SpellAbility)
    assert spell.targets == (TargetSpec("object", CREATURE),)
    assert spell.effects == (
        DealDamage(XAmount(), TargetRef(0)),
        DealDamage(XAmount(), EachRef(creatures(other=True, shares_color_with_target=0))),
        GainLife(YouRef(), DamageDealtAmount()),
    )
    assert spell.layout is not None and spell.layout.ability_word == "Radiance"


def test_terror_and_wrath_cant_be_regenerated() -> None:
    nonartifact_nonblack = creatures(non_types=frozenset({"artifact"}), non_colors=frozenset({"B"}))
    assert parse("Terror") == (
        SpellAbility(
            (Destroy(TargetRef(0), no_regenerate=True),),
            (TargetSpec("object", nonartifact_nonblack),),
        ),
    )
    assert parse("Wrath of God") == (
        SpellAbility((Destroy(EachRef(CREATURE), no_regenerate=True),)),
    )


def test_edict_distress_perplex() -> None:
    assert parse("Cruel Edict") == (
        SpellAbility(
            (Sacrifice(TargetRef(0), CREATURE, 1),), (TargetSpec("player", player="opponent"),)
        ),
    )
    (distress,) = parse("Distress")
    assert isinstance(distress, SpellAbility)
    assert distress.targets == (TargetSpec("player"),)
    (discard,) = distress.effects
    assert isinstance(discard, Discard)
    assert discard.who == TargetRef(0) and discard.chooser == "you"
    assert discard.filter is not None and discard.filter.non_types == {"land"}
    perplex = parse("Perplex")[0]
    assert perplex == SpellAbility(
        (CounterSpell(TargetRef(0), unless_discards_hand=True),),
        (TargetSpec("spell", Filter(zone="stack")),),
    )


def test_graveyard_targets() -> None:
    in_graveyard = creatures(zone="graveyard", controller="you")
    assert parse("Zombify") == (
        SpellAbility((ReturnToBattlefield(TargetRef(0)),), (TargetSpec("object", in_graveyard),)),
    )
    assert parse("Victimize") == (
        SpellAbility(
            (
                Sacrifice(YouRef(), CREATURE, 1),
                IfYouDo((ReturnToBattlefield(TargetRef(0), tapped=True),)),
            ),
            (TargetSpec("object", in_graveyard, count=2),),
        ),
    )


def test_teferis_protection() -> None:
    (spell,) = parse("Teferi's Protection")
    assert isinstance(spell, SpellAbility)
    everything = Keyword("protection", quality=Quality(QualityKind.EVERYTHING))
    assert spell.effects == (
        LifeTotalCantChange(YouRef(), Duration.YOUR_NEXT_TURN),
        GrantAbilities(YouRef(), (everything,), Duration.YOUR_NEXT_TURN),
        PhaseOutAll(Filter(controller="you")),
        Exile(SelfRef()),
    )


def test_pump_spells_and_paragraphs() -> None:
    (wildsize,) = parse("Wildsize")
    assert isinstance(wildsize, SpellAbility)
    assert wildsize.effects == (
        ModifyPT(TargetRef(0), 2, 2),
        GrantAbilities(TargetRef(0), (Keyword("trample"),)),
        Draw(YouRef(), 1),
    )
    assert wildsize.layout is not None and wildsize.layout.joins == (" and ", "\n")
    assert parse("Infest") == (SpellAbility((ModifyPT(EachRef(CREATURE), -2, -2),)),)


def test_flash_foliage_and_curtain_of_light() -> None:
    foliage = parse("Flash Foliage")
    assert foliage[0] == CastRestriction("during combat after blockers are declared")
    spell = foliage[1]
    assert isinstance(spell, SpellAbility)
    assert spell.targets == (TargetSpec("object", creatures(attacking_you=True)),)
    token = spell.effects[0]
    assert token == CreateToken(
        1, 1, 1, frozenset({"G"}), ("creature",), ("Saproling",), blocking=TargetRef(0)
    )
    curtain = parse("Curtain of Light")[1]
    assert isinstance(curtain, SpellAbility)
    assert curtain.targets == (TargetSpec("object", creatures(attacking=True, blocked=False)),)


def test_rampant_growth() -> None:
    basic_land = Filter(types=frozenset({"land"}), supertypes=frozenset({"basic"}), zone="library")
    assert parse("Rampant Growth") == (
        SpellAbility((SearchLibrary(basic_land, "battlefield", tapped=True),)),
    )


# --- activated, triggered, static abilities ----------------------------------------------


def test_self_references_become_selfref() -> None:
    assert parse("Bloodfire Colossus") == (
        ActivatedAbility(
            Cost(mana="{R}", sacrifice_self=True),
            (DealDamage(6, EachRef(CREATURE, "each"), SelfRef()),),
        ),
    )
    assert parse("Horned Troll") == (ActivatedAbility(Cost(mana="{G}"), (Regenerate(SelfRef()),)),)
    assert parse("Spikeshot Goblin") == (
        ActivatedAbility(
            Cost(mana="{R}", tap=True),
            (DealDamage(PowerOf(SelfRef()), TargetRef(0)),),
            (TargetSpec("any"),),
        ),
    )


def test_mother_of_runes() -> None:
    assert parse("Mother of Runes") == (
        ActivatedAbility(
            Cost(tap=True),
            (GrantProtectionChoice(TargetRef(0)),),
            (TargetSpec("object", creatures(controller="you")),),
        ),
    )


def test_simic_guildmage_two_targets() -> None:
    move, attach = parse("Simic Guildmage")
    assert isinstance(move, ActivatedAbility)
    assert move.effects == (MoveCounters(TargetRef(0), TargetRef(1)),)
    # 115.3: "another target creature" is not the first target (the Guildmage itself may be)
    assert move.targets[1].filter == creatures(differs_from_target=0, same_controller_as_target=0)
    assert isinstance(attach, ActivatedAbility)
    assert attach.effects == (MoveAura(TargetRef(0)),)
    assert attach.targets[0].filter.subtypes == {"Aura"}


def test_triggers() -> None:
    zur = parse("Zur the Enchanter")
    trigger = zur[1]
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.trigger == Trigger(TriggerEvent.ATTACKS)
    assert trigger.optional
    enchantment = Filter(types=frozenset({"enchantment"}), zone="library", mana_value_max=3)
    assert trigger.effects == (SearchLibrary(enchantment, "battlefield"),)
    rancor = parse("Rancor")
    assert rancor[3] == TriggeredAbility(
        Trigger(TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD), (ReturnToHand(SelfRef()),)
    )
    screams = parse("Screams from Within")
    assert screams[2] == TriggeredAbility(
        Trigger(TriggerEvent.DIES, AttachedRef("enchanted")),
        (ReturnToBattlefield(SelfRef(), from_graveyard=True),),
    )
    assert parse("Viashino Pyromancer")[0] == TriggeredAbility(
        Trigger(TriggerEvent.ENTERS),
        (DealDamage(2, TargetRef(0), SelfRef()),),
        (TargetSpec("object_or_player", Filter(types=frozenset({"planeswalker"}))),),
    )
    guide = parse("Goblin Guide")[1]
    assert isinstance(guide, TriggeredAbility)
    (reveal,) = guide.effects
    assert isinstance(reveal, RevealTopCard) and reveal.who == DefendingPlayerRef()
    assert parse("Animate Dead")[1] == TriggeredAbility(
        Trigger(TriggerEvent.ENTERS), (ReanimateEnchanted(),)
    )


def test_statics() -> None:
    you_control = creatures(controller="you")
    assert parse("Primal Rage") == (
        StaticAbility(
            GrantAbilities(EachRef(you_control), (Keyword("trample"),), Duration.PERMANENT)
        ),
    )
    assert parse("Night of Souls' Betrayal") == (
        StaticAbility(ModifyPT(EachRef(CREATURE), -1, -1, Duration.PERMANENT)),
    )
    rancor = parse("Rancor")
    assert rancor[1:3] == (
        StaticAbility(ModifyPT(AttachedRef(), 2, 0, Duration.WHILE_ATTACHED)),
        StaticAbility(
            GrantAbilities(AttachedRef(), (Keyword("trample"),), Duration.WHILE_ATTACHED)
        ),
    )
    clerics = creatures(subtypes=frozenset({"Cleric"}), controller="you")
    assert parse("Daunting Defender") == (StaticAbility(Replacement("prevent_damage", clerics, 1)),)
    troll = parse("Mossbridge Troll")
    assert troll[0] == StaticAbility(Replacement("regenerate_instead"))
    assert troll[1] == ActivatedAbility(
        Cost(tap_creatures_total_power=10), (ModifyPT(SelfRef(), 20, 20),)
    )
    assert parse("Tarmogoyf") == (
        StaticAbility(CharacteristicDefiningPT("card types among cards in all graveyards", 0, 1)),
    )


def test_benevolent_blessing() -> None:
    abilities = parse("Benevolent Blessing")
    assert abilities[0] == Keyword("flash")
    last = abilities[-1]
    assert isinstance(last, StaticAbility) and isinstance(last.effect, GrantAbilities)
    assert last.effect.abilities == (
        Keyword("protection", quality=Quality(QualityKind.CHOSEN_COLOR)),
    )
    assert last.effect.keeps_own_attachments


def test_modal_spell() -> None:
    text = "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment."
    (spell,) = parse_oracle(text, "Two Modes", ("instant",))
    assert isinstance(spell, SpellAbility)
    (modal,) = spell.effects
    assert isinstance(modal, Modal) and modal.choose == 1
    assert [m.targets for m in modal.modes] == [
        (TargetSpec("object", Filter(types=frozenset({"artifact"}))),),
        (TargetSpec("object", Filter(types=frozenset({"enchantment"}))),),
    ]
    assert modal.modes[1].effects == (Destroy(TargetRef(0)),)


def test_its_controller_refers_to_the_target() -> None:
    text = "Destroy target creature. Its controller gains 3 life."
    (spell,) = parse_oracle(text, "X", ("instant",))
    assert isinstance(spell, SpellAbility)
    assert spell.effects == (Destroy(TargetRef(0)), GainLife(TargetControllerRef(0), 3))


def test_additional_cost_and_mana_abilities() -> None:
    text = "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards."
    abilities = parse_oracle(text, "X", ("sorcery",))
    assert abilities[0] == AdditionalCost(Cost(sacrifice=CREATURE))
    assert parse_oracle("{T}: Add {R} or {G}.", "X", ("land",)) == (
        ActivatedAbility(Cost(tap=True), (AddMana("{R}", alternatives=("{G}",)),)),
    )


# --- errors ------------------------------------------------------------------------------


def test_unreadable_text_names_the_smallest_phrase() -> None:
    with pytest.raises(CardTextError) as info:
        parse_oracle(
            "Flying\nWhenever this creature attacks, juggle three goats.", "Jester", ("creature",)
        )
    assert info.value.card == "Jester"
    assert info.value.unread == "juggle three goats."
    assert str(info.value).startswith("Jester isn't supported yet: can't read 'juggle")


def test_unread_phrase_keeps_the_card_name() -> None:
    with pytest.raises(CardTextError) as info:
        parse_oracle("Wildfire sings a song.", "Wildfire", ("sorcery",))
    assert "Wildfire" in info.value.unread or "sings" in info.value.unread


def test_permanent_cannot_have_a_bare_spell_effect() -> None:
    with pytest.raises(CardTextError):
        parse_oracle("Draw a card.", "Bear", ("creature",))


def test_it_without_antecedent_is_refused() -> None:
    with pytest.raises(CardTextError):
        parse_oracle("Destroy it.", "X", ("instant",))


# --- card definitions --------------------------------------------------------------------


def test_card_definition_colors_from_mana_cost() -> None:
    # 105.2, 202.2: hybrid symbols count for both colors
    assert colors_of("{G/U}{G/U}") == {"G", "U"}
    helix = card_definition(
        "Lightning Helix",
        "{R}{W}",
        "Instant",
        text="Lightning Helix deals 3 damage to any target and you gain 3 life.",
    )
    assert helix.colors == {"R", "W"}
    assert helix.types == ("instant",)
    assert (
        card_definition("Ornithopter", "{0}", "Artifact Creature — Thopter", "0", "2").colors
        == frozenset()
    )
    assert card_definition("X", "{R}", "Instant", colors={"u"}).colors == {"U"}


def test_basic_lands_have_intrinsic_mana_abilities() -> None:
    # 305.6: "{T}: Add {R}." even with empty text (the reminder is stripped)
    mountain = card_definition("Mountain", None, "Basic Land — Mountain", text="({T}: Add {R}.)")
    assert mountain.abilities == (ActivatedAbility(Cost(tap=True), (AddMana("{R}"),)),)
    forest = card_definition("Forest", None, ((("basic",), ("land",), ("Forest",))))
    assert forest.abilities == (ActivatedAbility(Cost(tap=True), (AddMana("{G}"),)),)
    assert forest.supertypes == ("basic",)


def test_definitions_are_cached() -> None:
    a = card_definition("Shock", "{R}", "Instant", text="Shock deals 2 damage to any target.")
    b = card_definition("Shock", "{R}", "Instant", text="Shock deals 2 damage to any target.")
    assert a is b


@dataclass
class Record:
    name: str
    mana_cost: str | None = None
    colors: tuple[str, ...] = ()
    mana_value: float = 0.0
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    oracle_text: str = ""
    layout: str = "normal"
    faces: tuple[object, ...] = ()
    incomplete: bool = False
    incomplete_reason: str | None = None


def test_definition_from_record() -> None:
    bears = Record("Grizzly Bears", "{1}{G}", ("G",), 2.0, (), ("creature",), ("Bear",), "2", "2")
    d = definition_from_record(bears)
    assert d.name == "Grizzly Bears" and d.power == "2" and d.abilities == ()
    assert d.colors == {"G"}


def test_incomplete_record_is_refused() -> None:
    split = Record(
        "Fire // Ice",
        "{1}{R}",
        types=("instant",),
        incomplete=True,
        incomplete_reason="split card: only the first half is known",
    )
    with pytest.raises(CardTextError) as info:
        definition_from_record(split)
    assert "split card" in str(info.value)


# --- breadth: common templates -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("Return target creature card from your graveyard to your hand.", ("sorcery",)),
        ("Exile target card from a graveyard.", ("instant",)),
        ("Target creature can't block this turn.", ("instant",)),
        ("When this Equipment enters, attach it to target creature you control.", ("artifact",)),
        ("When this creature enters, you become the monarch.", ("creature",)),
        ("Whenever you gain life, put a +1/+1 counter on this creature.", ("creature",)),
        ("{2}{G}, Discard this card: Draw a card.", ("creature",)),
        (
            "Gain control of target creature until end of turn. Untap that creature. "
            "It gains haste until end of turn.",
            ("sorcery",),
        ),
        ("Investigate.", ("instant",)),
        ("Search your library for a card, then shuffle and put that card on top.", ("sorcery",)),
        ("Draw a card at the beginning of the next turn's upkeep.", ("instant",)),
        ("Tap or untap target permanent.", ("instant",)),
        ("Until end of turn, target creature gains flying.", ("instant",)),
        ("Instant and sorcery spells you cast cost {1} less to cast.", ("creature",)),
        ("This land enters tapped.\n{T}: Add {W} or {U}.", ("land",)),
        (
            "When this creature enters, you may draw a card. If you do, discard a card.",
            ("creature",),
        ),
        ("Whenever another creature you control dies, you gain 1 life.", ("creature",)),
        (
            "Choose one or both —\n• Destroy target artifact.\n• Destroy target enchantment.",
            ("instant",),
        ),
        ("At the beginning of your upkeep, you may draw a card.", ("enchantment",)),
        ("You draw two cards and you lose 2 life.", ("sorcery",)),
        # 701.9a, 608.2c (session 7): a whole hand; one subject, two predicates joined ", then"
        ("Discard your hand. Draw four cards.", ("sorcery",)),
        ("Each player discards their hand, then draws seven cards.", ("sorcery",)),
        ("Nonbasic lands don't untap during their controllers' untap steps.", ("artifact",)),
        ("This land enters tapped unless you have two or more opponents.", ("land",)),
        ("You gain life equal to the number of creature cards in all graveyards.", ("instant",)),
        ("Creatures you control get +1/+1 and have vigilance.", ("enchantment",)),
    ],
)
def test_common_templates_parse(text: str, types: tuple[str, ...]) -> None:
    assert parse_oracle(text, "Card", types)


def test_it_after_create_is_the_token_created() -> None:
    # 111.1: "it" names the token just created (ir.CreatedRef; tests/test_refs_resolved.py)
    (ab,) = parse_oracle(
        "When this Equipment enters, create a 1/1 white Soldier creature token, "
        "then attach this Equipment to it.",
        "X",
        ("artifact",),
    )
    assert isinstance(ab, TriggeredAbility)
    assert ab.effects[-1] == Attach(SelfRef(), CreatedRef())


def test_that_creature_after_self_subject_is_the_target() -> None:
    text = "Target creature gets +2/+0 until end of turn. Burning Cloak deals 2 damage to that creature."
    (spell,) = parse_oracle(text, "Burning Cloak", ("sorcery",))
    assert isinstance(spell, SpellAbility)
    assert spell.effects[1] == DealDamage(2, TargetRef(0), SelfRef())


def test_trigger_object() -> None:
    text = "Whenever a creature enters, you may attach this Aura to that creature."
    (ability,) = parse_oracle(text, "X", ("enchantment",))
    assert isinstance(ability, TriggeredAbility)
    assert ability.trigger == Trigger(TriggerEvent.ENTERS, EachRef(CREATURE))
    from mtgrules.cards.ir import Attach, TriggerObjectRef

    assert ability.effects == (Attach(SelfRef(), TriggerObjectRef()),)


# --- the seeds' protection, targeting and Teferi's Protection phrases --------------------

SCENARIO_CARDS: list[tuple[str, str, str]] = [
    (
        "Liliana Vess",
        "Legendary Planeswalker — Liliana",
        "[+1]: Target player discards a card.\n[−2]: Search your library for a card, then shuffle and put that card on top.\n[−8]: Put all creature cards from all graveyards onto the battlefield under your control.",
    ),
    (
        "Cephalid Snitch",
        "Creature — Octopus Wizard",
        "Sacrifice this creature: Target creature loses protection from black until end of turn.",
    ),
    (
        "Test Unshielding Rod",
        "Artifact",
        "{T}: Target creature loses protection from red until end of turn.",
    ),
    (
        "Turn to Frog",
        "Instant",
        "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
    ),
    (
        "Leyline of Sanctity",
        "Enchantment",
        "If this card is in your opening hand, you may begin the game with it on the battlefield.\nYou have hexproof. (You can't be the target of spells or abilities your opponents control.)",
    ),
    (
        "True Believer",
        "Creature — Human Cleric",
        "You have shroud. (You can't be the target of spells or abilities.)",
    ),
    (
        "True-Name Nemesis",
        "Creature — Merfolk Rogue",
        "As this creature enters, choose a player.\nThis creature has protection from the chosen player.",
    ),
    (
        "Absolute Virtue",
        "Legendary Creature — Avatar Warrior",
        "This spell can't be countered.\nFlying\nYou have protection from each of your opponents. (You can't be dealt damage, enchanted, or targeted by anything controlled by your opponents.)",
    ),
    (
        "Runed Halo",
        "Enchantment",
        "As this enchantment enters, choose a card name.\nYou have protection from the chosen card name. (You can't be targeted, dealt damage, or enchanted by anything with that name.)",
    ),
    (
        "Cho-Manno's Blessing",
        "Enchantment — Aura",
        "Flash\nEnchant creature\nAs this Aura enters, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn't remove this Aura.",
    ),
    (
        "Spectra Ward",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2 and has protection from each color. This effect doesn't remove Auras. (It can't be blocked, targeted, or dealt damage by anything that's white, blue, black, red, or green.)",
    ),
    (
        "Razor Barrier",
        "Instant",
        "Target permanent you control gains protection from artifacts or from the color of your choice until end of turn.",
    ),
    (
        "Curse of Death's Hold",
        "Enchantment — Aura Curse",
        "Enchant player\nCreatures enchanted player controls get -1/-1.",
    ),
    (
        "Curse of the Bloody Tome",
        "Enchantment — Aura Curse",
        "Enchant player\nAt the beginning of enchanted player's upkeep, that player mills two cards.",
    ),
    (
        "Soldier of the Pantheon",
        "Creature — Human Soldier",
        "Protection from multicolored\nWhenever an opponent casts a multicolored spell, you gain 1 life.",
    ),
    (
        "Test Spell Tax",
        "Enchantment",
        "Whenever an opponent casts a spell, that player loses 1 life.",
    ),
    (
        "Test Oracle Spirit",
        "Creature — Spirit",
        "When this creature enters, you draw a card.\nWhen this creature leaves the battlefield, you draw a card.",
    ),
    (
        "Test Leave Watcher",
        "Enchantment",
        "Whenever a creature leaves the battlefield, you draw a card.",
    ),
    ("Test Spark Storm", "Sorcery", "Test Spark Storm deals 1 damage to each of X targets."),
    (
        "Test Twin Flame",
        "Sorcery",
        "Test Twin Flame deals 2 damage to each of two targets. You gain 2 life.",
    ),
    (
        "Test Twin Snipe",
        "Sorcery",
        "Test Twin Snipe deals 2 damage to each of two target creatures. Draw a card.",
    ),
    ("Test Retreat", "Instant", "Return a land you control to its owner's hand."),
    ("Test Grave Sweep", "Sorcery", "Exile a card from your graveyard. Draw a card."),
    (
        "Test Deflection",
        "Instant",
        "Prevent all damage a source of your choice would deal this turn.",
    ),
    (
        "Charm Peddler",
        "Creature — Human Spellshaper",
        "{W}, {T}, Discard a card: The next time a source of your choice would deal damage to target creature this turn, prevent that damage.",
    ),
    ("Test Reset", "Sorcery", "Each player's life total becomes 10."),
    ("Blessed Wind", "Sorcery", "Target player's life total becomes 20."),
    (
        "Mirror Universe",
        "Artifact",
        "{T}, Sacrifice this artifact: Exchange life totals with target opponent. "
        "Activate only during your upkeep.",
    ),
    ("Test Stall", "Sorcery", "Each opponent skips their next untap step."),
    ("Test Skip", "Sorcery", "Target opponent skips their next untap step."),
    ("Test Unchecked Fury", "Enchantment", "Damage can't be prevented."),
    (
        "Tainted Remedy",
        "Enchantment",
        "If an opponent would gain life, that player loses that much life instead.",
    ),
    (
        "Bloodletter of Aclazotz",
        "Creature — Vampire Demon",
        "Flying\nIf an opponent would lose life during your turn, they lose twice that much "
        "life instead.",
    ),
    (
        "Heron of Hope",
        "Creature — Bird",
        "Flying\nIf you would gain life, you gain that much life plus 1 instead.\n"
        "{1}{W}: This creature gains lifelink until end of turn.",
    ),
    (
        "Boon Reflection",
        "Enchantment",
        "If you would gain life, you gain twice that much life instead.",
    ),
    (
        "Words of Worship",
        "Enchantment",
        "{1}: The next time you would draw a card this turn, you gain 5 life instead.",
    ),
    (
        "Test Blood Toll",
        "Instant",
        "As an additional cost to cast this spell, pay X life.\nTarget creature gets -X/-X until end of turn. Draw a card.",
    ),
    (
        "Invigorate",
        "Instant",
        "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life.\nTarget creature gets +4/+4 until end of turn.",
    ),
    ("Divine Verdict", "Instant", "Destroy target attacking or blocking creature."),
    (
        "Pestilence",
        "Enchantment",
        "At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.\n{B}: This enchantment deals 1 damage to each creature and each player.",
    ),
    (
        "Banishing Light",
        "Enchantment",
        "When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.",
    ),
    (
        "Threaten",
        "Sorcery",
        "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn. (It can attack and {T} this turn.)",
    ),
    (
        "Ghost-Lit Raider",
        "Creature — Spirit",
        "{2}{R}, {T}: This creature deals 2 damage to target creature.\nChannel — {3}{R}, Discard this card: It deals 4 damage to target creature.",
    ),
    (
        "Test Thorn Field",
        "Enchantment",
        "Whenever a creature attacks, Test Thorn Field deals 2 damage to that creature.",
    ),
    (
        "Test Jailer",
        "Creature — Human Wizard",
        "{T}: Tap target creature. It doesn't untap during its controller's untap step for as long as this creature remains tapped.",
    ),
]


def scenario_card(name: str) -> tuple[object, ...]:
    for card, type_line, text in SCENARIO_CARDS:
        if card == name:
            return parse_oracle(text, card, split_type_line(type_line)[1])
    raise KeyError(name)


def test_loyalty_abilities() -> None:
    # 606: "[+1]" adds a loyalty counter, "[−2]" (a minus sign) removes two
    plus, minus, ultimate = scenario_card("Liliana Vess")
    assert plus == LoyaltyAbility(1, (Discard(TargetRef(0), 1),), (TargetSpec("player"),))
    assert minus == LoyaltyAbility(-2, (SearchLibrary(Filter(zone="library"), "top"),))
    graveyard_creatures = Filter(types=frozenset({"creature"}), zone="graveyard")
    assert ultimate == LoyaltyAbility(
        -8, (ReturnToBattlefield(EachRef(graveyard_creatures), under_your_control=True),)
    )
    assert parse_oracle("[0]: Draw a card.", "X", ("planeswalker",)) == (
        LoyaltyAbility(0, (Draw(YouRef(), 1),)),
    )


def test_losing_protection() -> None:
    # 702.16m: losing protection from black removes every instance of it
    black = Keyword("protection", quality=Quality(QualityKind.COLOR, "B"))
    assert scenario_card("Cephalid Snitch") == (
        ActivatedAbility(
            Cost(sacrifice_self=True),
            (RemoveAbilities(TargetRef(0), (black,)),),
            (TargetSpec("object", CREATURE),),
        ),
    )
    (rod,) = scenario_card("Test Unshielding Rod")
    assert isinstance(rod, ActivatedAbility)
    red = Keyword("protection", quality=Quality(QualityKind.COLOR, "R"))
    assert rod.effects == (RemoveAbilities(TargetRef(0), (red,), duration=Duration.END_OF_TURN),)


def test_turn_to_frog() -> None:
    assert scenario_card("Turn to Frog") == (
        SpellAbility(
            (
                RemoveAbilities(TargetRef(0), all=True),
                SetCharacteristics(
                    TargetRef(0),
                    power=1,
                    toughness=1,
                    colors=frozenset({"U"}),
                    creature_types=("Frog",),
                ),
            ),
            (TargetSpec("object", CREATURE),),
        ),
    )


def test_player_keywords_are_statics() -> None:
    leyline = scenario_card("Leyline of Sanctity")
    assert leyline == (
        OpeningHand(),
        StaticAbility(GrantAbilities(YouRef(), (Keyword("hexproof"),), Duration.PERMANENT)),
    )
    assert scenario_card("True Believer") == (
        StaticAbility(GrantAbilities(YouRef(), (Keyword("shroud"),), Duration.PERMANENT)),
    )


def test_protection_from_players_and_names() -> None:
    chosen_player = Keyword("protection", quality=Quality(QualityKind.PLAYER, "chosen"))
    assert scenario_card("True-Name Nemesis") == (
        AsEntersChoose("player"),
        StaticAbility(GrantAbilities(SelfRef(), (chosen_player,), Duration.PERMANENT)),
    )
    each_opponent = Keyword("protection", quality=Quality(QualityKind.PLAYER, "each opponent"))
    assert scenario_card("Absolute Virtue")[2] == StaticAbility(
        GrantAbilities(YouRef(), (each_opponent,), Duration.PERMANENT)
    )
    chosen_name = Keyword("protection", quality=Quality(QualityKind.NAME, "chosen"))
    assert scenario_card("Runed Halo") == (
        AsEntersChoose("card name"),
        StaticAbility(GrantAbilities(YouRef(), (chosen_name,), Duration.PERMANENT)),
    )


def test_protection_that_doesnt_remove_auras() -> None:
    # 702.16n
    blessing = scenario_card("Cho-Manno's Blessing")[-1]
    chosen = Keyword("protection", quality=Quality(QualityKind.CHOSEN_COLOR))
    assert blessing == StaticAbility(
        GrantAbilities(AttachedRef(), (chosen,), Duration.WHILE_ATTACHED, doesnt_remove="this Aura")
    )
    ward = scenario_card("Spectra Ward")
    every = Keyword("protection", quality=Quality(QualityKind.EVERY_COLOR))
    assert ward[1] == StaticAbility(ModifyPT(AttachedRef(), 2, 2, Duration.WHILE_ATTACHED))
    assert ward[2] == StaticAbility(
        GrantAbilities(AttachedRef(), (every,), Duration.WHILE_ATTACHED, doesnt_remove="Auras")
    )


def test_protection_options() -> None:
    artifacts = Quality(QualityKind.CARD_TYPE, "artifact")
    assert scenario_card("Razor Barrier") == (
        SpellAbility(
            (GrantProtectionOptions(TargetRef(0), (artifacts,), colors=True),),
            (TargetSpec("object", Filter(controller="you")),),
        ),
    )


def test_curses() -> None:
    creatures_of_enchanted = creatures(controller="enchanted player")
    assert scenario_card("Curse of Death's Hold") == (
        Keyword("enchant", enchant_player=True),
        StaticAbility(ModifyPT(EachRef(creatures_of_enchanted), -1, -1, Duration.PERMANENT)),
    )
    assert scenario_card("Curse of the Bloody Tome")[1] == TriggeredAbility(
        Trigger(TriggerEvent.UPKEEP, whose="enchanted player"),
        (Mill(EnchantedPlayerRef(), 2),),
    )
    # "that player loses 1 life" reads the same way
    (older,) = parse_oracle(
        "At the beginning of enchanted player's upkeep, that player loses 1 life.",
        "X",
        ("enchantment",),
    )
    assert isinstance(older, TriggeredAbility)
    assert older.trigger == Trigger(TriggerEvent.UPKEEP, whose="enchanted player")


def test_opponent_cast_and_leave_triggers() -> None:
    stack = Filter(zone="stack")
    assert scenario_card("Soldier of the Pantheon")[1] == TriggeredAbility(
        Trigger(
            TriggerEvent.CAST_SPELL,
            filter=Filter(zone="stack", multicolored=True),
            whose="opponent",
        ),
        (GainLife(YouRef(), 1),),
    )
    assert scenario_card("Test Spell Tax") == (
        TriggeredAbility(
            Trigger(TriggerEvent.CAST_SPELL, filter=stack, whose="opponent"),
            (LoseLife(TriggerObjectRef(), 1),),
        ),
    )
    assert scenario_card("Test Oracle Spirit")[1] == TriggeredAbility(
        Trigger(TriggerEvent.LEAVES_BATTLEFIELD), (Draw(YouRef(), 1),)
    )
    assert scenario_card("Test Leave Watcher") == (
        TriggeredAbility(
            Trigger(TriggerEvent.LEAVES_BATTLEFIELD, EachRef(CREATURE)), (Draw(YouRef(), 1),)
        ),
    )


def test_counted_targets() -> None:
    assert scenario_card("Test Spark Storm") == (
        SpellAbility((DealDamage(1, TargetRef(0)),), (TargetSpec("any", count_x=True),)),
    )
    assert scenario_card("Test Twin Flame") == (
        SpellAbility(
            (DealDamage(2, TargetRef(0)), GainLife(YouRef(), 2)),
            (TargetSpec("any", count=2),),
        ),
    )
    (snipe,) = scenario_card("Test Twin Snipe")
    assert isinstance(snipe, SpellAbility)
    assert snipe.targets == (TargetSpec("object", CREATURE, count=2),)


def test_chosen_objects_are_not_targets() -> None:
    # 115.10: "a land you control" is chosen on resolution
    assert scenario_card("Test Retreat") == (
        SpellAbility(
            (ReturnToHand(ChosenRef(Filter(types=frozenset({"land"}), controller="you"))),)
        ),
    )
    assert scenario_card("Test Grave Sweep") == (
        SpellAbility(
            (Exile(ChosenRef(Filter(zone="graveyard", controller="you"))), Draw(YouRef(), 1))
        ),
    )


def test_source_of_your_choice() -> None:
    assert scenario_card("Test Deflection") == (
        SpellAbility((PreventDamage(None, None, from_chosen_source=True),)),
    )
    (peddler,) = scenario_card("Charm Peddler")
    assert isinstance(peddler, ActivatedAbility)
    assert peddler.effects == (PreventDamage(TargetRef(0), from_chosen_source=True),)
    assert peddler.targets == (TargetSpec("object", CREATURE),)


def test_life_totals() -> None:
    assert scenario_card("Test Reset") == (
        SpellAbility((SetLifeTotal(EachRef(None, "each"), 10),)),
    )
    assert scenario_card("Blessed Wind") == (
        SpellAbility((SetLifeTotal(TargetRef(0), 20),), (TargetSpec("player"),)),
    )
    assert scenario_card("Mirror Universe") == (
        ActivatedAbility(
            Cost(tap=True, sacrifice_self=True),
            (ExchangeLifeTotals(YouRef(), TargetRef(0)),),
            (TargetSpec("player", player="opponent"),),
            your_upkeep_only=True,
        ),
    )
    assert scenario_card("Test Stall") == (
        SpellAbility((SkipNextUntap(EachRef(None, "opponent")),)),
    )
    assert scenario_card("Test Skip") == (
        SpellAbility((SkipNextUntap(TargetRef(0)),), (TargetSpec("player", player="opponent"),)),
    )


def test_damage_and_life_replacements() -> None:
    assert scenario_card("Test Unchecked Fury") == (StaticAbility(DamageCantBePrevented()),)
    # 614.1a: life gain and loss replacements, the general form of the real phrasings
    assert scenario_card("Tainted Remedy") == (
        StaticAbility(LifeReplacement("opponent", "gain", "lose", subject="that player")),
    )
    assert scenario_card("Bloodletter of Aclazotz")[1] == StaticAbility(
        LifeReplacement("opponent", "lose", "twice", your_turn=True, subject="they")
    )
    assert scenario_card("Heron of Hope")[1] == StaticAbility(
        LifeReplacement("you", "gain", "plus", 1)
    )
    assert scenario_card("Boon Reflection") == (
        StaticAbility(LifeReplacement("you", "gain", "twice")),
    )
    assert scenario_card("Words of Worship") == (
        ActivatedAbility(Cost(mana="{1}"), (NextDrawReplaced(5),)),
    )


def test_pay_x_life_and_minus_x() -> None:
    toll = scenario_card("Test Blood Toll")
    assert toll[0] == AdditionalCost(Cost(pay_life_x=True))
    spell = toll[1]
    assert isinstance(spell, SpellAbility)
    assert spell.effects == (
        ModifyPTX(TargetRef(0), -1, -1, Duration.END_OF_TURN),
        Draw(YouRef(), 1),
    )


def test_alternative_cost() -> None:
    alt = scenario_card("Invigorate")[0]
    assert alt == AlternativeCost(
        "If you control a Forest, rather than pay this spell's mana cost, you may have an "
        "opponent gain 3 life.",
        condition_subtype="Forest",
        opponent_gains_life=3,
    )


def test_attacking_or_blocking() -> None:
    assert scenario_card("Divine Verdict") == (
        SpellAbility((Destroy(TargetRef(0)),), (TargetSpec("object", creatures(in_combat=True)),)),
    )


def test_intervening_if_and_the_end_step() -> None:
    trigger, activated = scenario_card("Pestilence")
    assert trigger == TriggeredAbility(
        Trigger(TriggerEvent.END_STEP, whose="any"),
        (SacrificeSelf(),),
        intervening_if=CountIs(CountOf(CREATURE), "==", 0, "are on the battlefield", "no"),  # 603.4
    )
    assert activated == ActivatedAbility(
        Cost(mana="{B}"), (DealDamage(1, EachRef(CREATURE, "each")),)
    )


def test_exile_until_source_leaves() -> None:
    (light,) = scenario_card("Banishing Light")
    assert isinstance(light, TriggeredAbility)
    assert light.effects == (Exile(TargetRef(0), until_source_leaves=True),)
    assert light.targets == (
        TargetSpec("object", Filter(non_types=frozenset({"land"}), controller="opponent")),
    )


def test_that_creature_and_it_references() -> None:
    (threaten,) = scenario_card("Threaten")
    assert isinstance(threaten, SpellAbility)
    assert threaten.effects == (
        Untap(TargetRef(0)),
        GainControl(TargetRef(0), Duration.END_OF_TURN),
        GrantAbilities(TargetRef(0), (Keyword("haste"),)),
    )
    # channel: "Discard this card: It deals 4 damage" -- "it" is the card itself
    channel = scenario_card("Ghost-Lit Raider")[1]
    assert channel == ActivatedAbility(
        Cost(mana="{3}{R}", discard_self=True),
        (DealDamage(4, TargetRef(0), SelfRef()),),
        (TargetSpec("object", CREATURE),),
    )
    # "that creature" after a trigger naming a creature is the trigger's object
    (field,) = scenario_card("Test Thorn Field")
    assert isinstance(field, TriggeredAbility)
    assert field.effects == (DealDamage(2, TriggerObjectRef(), SelfRef()),)


def test_doesnt_untap_while_source_is_tapped() -> None:
    (jailer,) = scenario_card("Test Jailer")
    assert isinstance(jailer, ActivatedAbility)
    assert jailer.effects == (
        Tap(TargetRef(0)),
        DoesntUntapWhile(TargetRef(0), "source tapped"),
    )


def test_exile_this_as_a_cost_and_trample_over_planeswalkers() -> None:
    from mtgrules.cards.parser import card_definition
    from mtgrules.cards.render import render_abilities

    text = "{2}, {T}, Exile ~: You gain protection from everything until your next turn."
    coffin = card_definition(
        "The Stasis Coffin", "{1}", "Artifact", text=text.replace("~", "The Stasis Coffin")
    )
    (ab,) = coffin.abilities
    assert isinstance(ab, ActivatedAbility) and ab.cost.exile_self and ab.cost.tap
    assert render_abilities(coffin.abilities, "The Stasis Coffin") == text.replace(
        "~", "The Stasis Coffin"
    )
    stomper = card_definition(
        "T", "{G}", "Creature — Dinosaur", "7", "7", text="Trample over planeswalkers"
    )
    assert stomper.abilities == (Keyword("trample over planeswalkers"),)
