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
    AttachedRef,
    CastRestriction,
    CharacteristicDefiningPT,
    Cost,
    CounterSpell,
    CreateToken,
    DamageDealtAmount,
    DealDamage,
    DefendingPlayerRef,
    Destroy,
    Discard,
    Draw,
    Duration,
    EachRef,
    Exile,
    Filter,
    GainLife,
    GrantAbilities,
    GrantProtectionChoice,
    IfYouDo,
    Keyword,
    LifeTotalCantChange,
    Modal,
    ModifyPT,
    MoveAura,
    MoveCounters,
    PhaseOutAll,
    PowerOf,
    Quality,
    QualityKind,
    ReanimateEnchanted,
    Regenerate,
    Replacement,
    Restriction,
    ReturnToBattlefield,
    ReturnToHand,
    RevealTopCard,
    Sacrifice,
    SearchLibrary,
    SelfRef,
    SpellAbility,
    StaticAbility,
    TargetControllerRef,
    TargetRef,
    TargetSpec,
    Trigger,
    TriggeredAbility,
    TriggerEvent,
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
    assert move.targets[1].filter == creatures(other=True, same_controller_as_target=0)
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
        Trigger(TriggerEvent.DIES, AttachedRef("enchanted")), (ReturnToBattlefield(SelfRef()),)
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
        ("Creatures you control get +1/+1 and have vigilance.", ("enchantment",)),
    ],
)
def test_common_templates_parse(text: str, types: tuple[str, ...]) -> None:
    assert parse_oracle(text, "Card", types)


def test_it_after_create_is_refused() -> None:
    # "it" would be the token, which no reference names: refuse rather than misread
    with pytest.raises(CardTextError):
        parse_oracle(
            "When this Equipment enters, create a 1/1 white Soldier creature token, "
            "then attach this Equipment to it.",
            "X",
            ("artifact",),
        )


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
