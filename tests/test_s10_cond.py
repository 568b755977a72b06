# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""s10 "cond" (issue 12): more kinds of condition, read (transform_cond_s10.py), written back
exactly (render/conditions.py) and evaluated (rules/conditions_s10.py): planeswalker types
(205.3j), "a white or black permanent" (105.1), "your commander" (903.3), "if it was a
creature card" (608.2h), what an opponent or "that player" has (102.2, 608.2k), "if its mana
value is 2 or less" (202.3), "if this card is in your graveyard" (113.6b), "if it had a
+1/+1 counter on it" (603.10a)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.objects import LastKnown
from mtgrules.rules import graveyard_abilities, triggers
from mtgrules.rules.conditions import condition_gap, holds, static_condition_gap
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner
from mtgrules.zones import Zone

OPP = ir.TriggerPlayerRef()

#: (an intervening "if" condition as printed, the condition read from it)
CONDITIONS: list[tuple[str, Any]] = [
    ("you control your commander", ir.ControlsCommander("your commander")),
    ("an opponent has three or more poison counters", ir.PlayerHas("poison counters", ">=", 3)),
    ("an opponent has no cards in hand", ir.PlayerHas("cards in hand", "==", 0, "no")),
    (
        "an opponent has eight or more cards in their graveyard",
        ir.PlayerHas("cards in their graveyard", ">=", 8),
    ),
    ("this creature is in your graveyard", ir.SelfInGraveyard()),
    ("it had a +1/+1 counter on it", ir.HadCounters("+1/+1", ">=", 1, "a")),
    ("it had counters on it", ir.HadCounters("", ">=", 1, "any")),
    ("it had no time counters on it", ir.HadCounters("time", "==", 0, "no")),
    ("its power is 4 or greater", ir.MeasureIs(ir.PowerOf(ir.SelfRef()), ">=", 4, "or greater")),
    (
        "there are five or more mana values among cards in your graveyard",
        ir.ManaValuesInGraveyard(5),
    ),
]


@pytest.mark.parametrize(("text", "cond"), CONDITIONS, ids=[t for t, _ in CONDITIONS])
def test_intervening_if_reads_and_renders_back(text: str, cond: Any) -> None:
    line = f"When this creature dies, if {text}, you gain 1 life."
    abilities = parse_oracle(line, "Foo", ("creature",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == cond
    assert render_abilities(abilities, "Foo", "this creature") == line
    assert condition_gap(cond) is None


def test_that_player_has_is_the_trigger_player() -> None:
    line = "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, this artifact deals 2 damage to that player."
    abilities = parse_oracle(line, "Foo", ("artifact",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == ir.PlayerHas("cards in hand", "<=", 2, "or fewer", OPP)
    assert render_abilities(abilities, "Foo", "this artifact") == line
    life = "At the beginning of each player's end step, if that player has 5 or less life, this artifact deals 5 damage to that player."
    (trig,) = parse_oracle(life, "Foo", ("artifact",))
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == ir.PlayerHas("life", "<=", 5, "or less", OPP)
    assert render_abilities([trig], "Foo", "this artifact") == life


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature has vigilance as long as you control a black or green permanent.",
        "Enchanted creature has first strike as long as you control a red or white permanent.",
        "Enchanted creature has trample as long as you control a green or blue permanent.",
    ],
)
def test_two_colours_read_either_and_render_the_short_way_round(line: str) -> None:
    # 105.1: a pair of colors is written the short way round the color wheel
    (a,) = parse_oracle(line, "Foo", ("enchantment",))
    assert isinstance(a, ir.StaticAbility) and isinstance(a.condition, ir.CountIs)
    assert len(a.condition.count.filter.colors) == 2
    assert render_abilities([a], "Foo", "this Aura") == line


def test_planeswalker_types_are_subtypes() -> None:
    line = "{2}{G}: Return this card from your graveyard to your hand. Activate only if you control a Vivien planeswalker."
    (a,) = parse_oracle(line, "Foo", ("creature",))
    assert isinstance(a, ir.ActivatedAbility) and isinstance(a.condition, ir.CountIs)
    f = a.condition.count.filter
    assert f.subtypes == frozenset({"Vivien"}) and f.types == frozenset({"planeswalker"})
    assert render_abilities([a], "Foo", "this creature") == line


def test_it_was_a_keeps_its_noun() -> None:
    line = "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on this creature and you gain 1 life."
    (a,) = parse_oracle(line, "Foo", ("creature",))
    assert isinstance(a, ir.ActivatedAbility)
    cond = a.effects[-1]
    assert isinstance(cond, ir.IfCondition) and isinstance(cond.condition, ir.RefIs)
    assert cond.condition.form == "was a card"
    assert render_abilities([a], "Foo", "this creature") == line


@pytest.mark.parametrize(
    "line",
    [
        "Return target creature to its owner's hand. If its mana value was 3 or less, scry 1.",
        "Destroy target artifact or enchantment. If its mana value is 2 or less, draw a card.",
    ],
)
def test_mana_value_conditions_read_and_render_back(line: str) -> None:
    abilities = parse_oracle(line, "Foo", ("instant",))
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    cond = spell.effects[-1]
    assert isinstance(cond, ir.IfCondition) and isinstance(cond.condition, ir.MeasureIs)
    assert isinstance(cond.condition.value, ir.ManaValueOf)
    assert render_abilities(abilities, "Foo", "this spell") == line


def test_refusals() -> None:
    # outside an instruction only the object with the ability can be looked at (603.4)
    target_power = ir.MeasureIs(ir.PowerOf(ir.TargetRef(0)), ">=", 4, "or greater")
    assert condition_gap(target_power) is not None
    # 611.3a, 613.4: an "as long as" on power would depend on layer 7
    own_power = ir.MeasureIs(ir.PowerOf(ir.SelfRef()), ">=", 4, "or greater")
    assert static_condition_gap(own_power) is not None
    # 113.6b: statics that work from a graveyard aren't applied by the layers
    assert static_condition_gap(ir.SelfInGraveyard()) is not None


REAL = [
    "Vivien's Jaguar",
    "Abzan Runemark",
    "Loyal Drake",
    "Scavenging Ooze",
    "Fleshless Gladiator",
    "Merfolk Windrobber",
    "Asylum Visitor",
    "Paupers' Cage",
    "Fading Hope",
    "Containment Breach",
    "Master of Death",
    "Glory",
    "Promising Duskmage",
    "Jace's Defeat",
    "Dread Wanderer",  # 602.5b: "Activate only as a sorcery and only if ..."
    "Land Cap",
    "Triumph of Ferocity",
    "Syndicate Infiltrator",
    "Master Thief",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    card = supported_definition(record, use_cache=False)
    assert card.name == name


# --- the evaluator ----------------------------------------------------------------------


def _runner() -> Runner:
    return Runner(
        parse(
            {
                "name": "s10 cond",
                "players": [
                    {
                        "name": "Alice",
                        "hand": ["Forest", "Forest"],
                        "battlefield": [{"card": "Hill Giant", "id": "giant"}],
                        "graveyard": [{"card": "Master of Death", "id": "master"}, "Forest"],
                    },
                    {
                        "name": "Bob",
                        "graveyard": ["Forest", "Forest", "Forest"],
                        "battlefield": ["Mountain"],
                    },
                ],
            }
        )
    )


def _holds(r: Runner, cond: Any, who: int = 0, source: str = "giant", player: Any = None) -> bool:
    return holds(cond, triggers.condition_scope(r.game, r.handles[source], who, player))


def test_what_an_opponent_has() -> None:
    r = _runner()
    g = r.game
    poison = ir.PlayerHas("poison counters", ">=", 3)
    assert not _holds(r, poison)
    g.players[1].poison = 3  # 122.1f: kept apart from other counters
    assert _holds(r, poison)
    assert not _holds(r, poison, who=1)  # Alice has none
    no_hand = ir.PlayerHas("cards in hand", "==", 0, "no")
    assert _holds(r, no_hand)  # Bob's hand is empty
    assert not _holds(r, no_hand, who=1)  # Alice has two cards
    yard = ir.PlayerHas("cards in their graveyard", ">=", 3)
    assert _holds(r, yard) and not _holds(r, ir.PlayerHas("cards in their graveyard", ">=", 4))


def test_that_player_is_the_player_the_trigger_names() -> None:
    r = _runner()
    two_or_fewer = ir.PlayerHas("cards in hand", "<=", 1, "or fewer", OPP)
    assert _holds(r, two_or_fewer, player=1)  # Bob: no cards
    assert not _holds(r, two_or_fewer, player=0)  # Alice: two
    assert not _holds(r, two_or_fewer)  # no player named: false (608.2k)


def test_this_card_is_in_your_graveyard() -> None:
    r = _runner()
    assert _holds(r, ir.SelfInGraveyard(), source="master")
    assert not _holds(r, ir.SelfInGraveyard(), source="master", who=1)  # not Bob's graveyard
    assert not _holds(r, ir.SelfInGraveyard())  # Hill Giant is on the battlefield
    (trig,) = [
        a
        for a in r.game.objects[r.handles["master"]].card.abilities
        if isinstance(a, ir.TriggeredAbility) and a.intervening_if == ir.SelfInGraveyard()
    ]
    assert graveyard_abilities.triggered_from_graveyard(trig)  # 113.6b


def test_it_had_counters_looks_back_in_time() -> None:
    r = _runner()
    g = r.game
    giant = g.objects[r.handles["giant"]]
    had = ir.HadCounters("+1/+1", ">=", 1, "a")
    assert not _holds(r, had)
    giant.counters["+1/+1"] = 1
    assert _holds(r, had)
    # 603.10a, 608.2h: gone from the battlefield, as it last existed there
    gid = giant.id
    chars = g.last_known.get(gid)
    g.last_known[gid] = LastKnown(chars, Zone.BATTLEFIELD, 0, counters=(("time", 2),))
    del g.objects[gid]
    assert not holds(had, triggers.condition_scope(g, gid, 0))
    assert holds(ir.HadCounters("", ">=", 1, "any"), triggers.condition_scope(g, gid, 0))
    assert holds(ir.HadCounters("time", ">=", 2, "or more"), triggers.condition_scope(g, gid, 0))


def test_control_for_as_long_as_you_control_the_source_and_it_remains_tapped() -> None:
    from mtgrules.rules import control

    r = Runner(
        parse(
            {
                "name": "s10 cond control",
                "players": [
                    {"name": "Alice", "battlefield": [{"card": "Hill Giant", "id": "giant"}]},
                    {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
                ],
            }
        )
    )
    g = r.game
    giant, bears = (g.objects[r.handles[h]] for h in ("giant", "bears"))
    tapped = ir.Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED
    # 611.2b: the duration never starts (Hill Giant is untapped): the effect does nothing
    control.gain_control(g, bears, 0, tapped, "test", giant.id)
    assert bears.controller == 1 and not g.control_effects
    giant.tapped = True
    control.gain_control(g, bears, 0, tapped, "test", giant.id)
    assert bears.controller == 0
    giant.tapped = False  # the duration is over: the effect ends and stays ended
    control.sync_and_log(g)
    assert bears.controller == 1 and not g.control_effects
    giant.tapped = True
    control.sync_and_log(g)
    assert bears.controller == 1


def test_mana_values_among_cards_in_your_graveyard() -> None:
    # 202.3: different mana values; two Forests (0) and Master of Death (3) make two
    r = _runner()
    assert _holds(r, ir.ManaValuesInGraveyard(2))
    assert not _holds(r, ir.ManaValuesInGraveyard(3))
    assert _holds(r, ir.ManaValuesInGraveyard(1), who=1)  # Bob: three Forests, one value
    assert not _holds(r, ir.ManaValuesInGraveyard(2), who=1)


def test_the_creature_with_the_greatest_power() -> None:
    # 208.1: Hill Giant (3/3) is the only creature: Alice controls the greatest, Bob doesn't
    r = _runner()
    power = ir.ControlsGreatest("power")
    assert _holds(r, power) and not _holds(r, power, who=1)
    assert static_condition_gap(power) is not None  # 613.4: layer 7 decides power
    line = "At the beginning of your upkeep, draw a card if you control the creature with the greatest toughness or tied for the greatest toughness."
    (trig,) = parse_oracle(line, "Foo", ("creature",))
    assert render_abilities([trig], "Foo", "this creature") == line


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or less life.",
        "Whenever this creature deals combat damage to a player, draw a card. Then discard a card unless there are seven or more cards in your graveyard.",
    ],
)
def test_unless_condition_after_an_instruction(line: str) -> None:
    # 608.2c: followed only if the condition is false as it is reached
    (trig,) = parse_oracle(line, "Foo", ("creature",))
    assert isinstance(trig, ir.TriggeredAbility)
    cond = trig.effects[-1]
    assert isinstance(cond, ir.IfCondition) and cond.form == "unless"
    assert isinstance(cond.condition, ir.Unless)
    assert render_abilities([trig], "Foo", "this creature") == line


def test_it_had_counters_of_the_trigger_object() -> None:
    line = "Whenever another creature you control dies, if it had a +1/+1 counter on it, put a +1/+1 counter on this creature."
    (trig,) = parse_oracle(line, "Foo", ("creature",))
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == ir.HadCounters("+1/+1", ">=", 1, "a", of_trigger_object=True)
    assert render_abilities([trig], "Foo", "this creature") == line


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        (
            "Target creature you control gains indestructible until end of turn. Draw a card if that creature has a +1/+1 counter on it.",
            ir.HasCounters,
        ),
        (
            "Target creature you control gets +2/+2 until end of turn. If that creature has toxic, draw a card.",
            ir.RefHasKeyword,
        ),
    ],
)
def test_what_that_creature_has(line: str, kind: type) -> None:
    # 608.2c: the object an earlier instruction named (here the target)
    (spell,) = parse_oracle(line, "Foo", ("instant",))
    assert isinstance(spell, ir.SpellAbility)
    cond = spell.effects[-1]
    assert isinstance(cond, ir.IfCondition) and isinstance(cond.condition, kind)
    assert isinstance(cond.condition.ref, ir.TargetRef)
    assert render_abilities([spell], "Foo", "this spell") == line
    assert condition_gap(ir.RefHasKeyword(ir.TargetRef(0), "toxic")) is not None  # 603.4
