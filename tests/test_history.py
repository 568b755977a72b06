# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""What happened this turn (issue 12, h-history): the per-turn record on each player, the
conditions and amounts that read it (ir/history.py, rules/history.py), the main phase and
"enchanted permanent's controller" upkeep triggers (505.1, 503.1), and static "gets +1/+0 for
each ..." abilities counted continuously in layer 7c (613.4c, 611.3a)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.game import Game
from mtgrules.rules import turn
from mtgrules.rules.history import history_holds, other_count_gap, static_count_gap
from mtgrules.rules.support import engine_gaps

#: (a condition as printed, the condition read from it)
CONDITIONS: list[tuple[str, ir.HappenedThisTurn]] = [
    ("a creature died this turn", ir.HappenedThisTurn("died")),
    ("three or more creatures died this turn", ir.HappenedThisTurn("died", 3)),
    ("a creature died under your control this turn", ir.HappenedThisTurn("died yours")),
    ("you attacked this turn", ir.HappenedThisTurn("attacked")),
    (
        "a permanent left the battlefield under your control this turn",
        ir.HappenedThisTurn("left"),
    ),
    (
        "a permanent you controlled left the battlefield this turn",
        ir.HappenedThisTurn("left", form="you controlled"),
    ),
    ("you gained life this turn", ir.HappenedThisTurn("gained")),
    ("you gained 3 or more life this turn", ir.HappenedThisTurn("gained", 3)),
    ("you've gained 3 or more life this turn", ir.HappenedThisTurn("gained", 3, "you've")),
    ("an opponent lost life this turn", ir.HappenedThisTurn("opponent lost")),
    ("you've drawn two or more cards this turn", ir.HappenedThisTurn("drawn", 2)),
    ("an opponent lost 3 or more life this turn", ir.HappenedThisTurn("opponent lost", 3)),
    (
        "two or more nonland permanents entered the battlefield under your control this turn",
        ir.HappenedThisTurn("nonland entered", 2),
    ),
]


@pytest.mark.parametrize(("text", "cond"), CONDITIONS)
def test_history_conditions_read_and_render_back(text: str, cond: Any) -> None:
    line = f"At the beginning of your end step, if {text}, you gain 1 life."
    abilities = parse_oracle(line, "Foo", ("creature",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == cond
    assert render_abilities(abilities, "Foo", "this creature") == line
    assert (
        engine_gaps(
            ir.CardDefinition("Foo", types=frozenset({"creature"}), abilities=tuple(abilities))
        )
        == []
    )


@pytest.mark.parametrize(
    ("line", "name"),
    [
        (
            "Destroy target creature. Its controller loses life equal to the number of creatures that died this turn.",
            "Flesh Allergy",
        ),
        ("If a creature died this turn, draw a card.", "Foo"),
        ("Draw a card for each creature that died this turn.", "Foo"),
        ("You gain life equal to the amount of life you gained this turn.", "Foo"),
        (
            "Target player draws cards equal to the number of basic land types among lands you control.",
            "Foo",
        ),
    ],
)
def test_history_amounts_in_spells(line: str, name: str) -> None:
    abilities = parse_oracle(line, name, ("sorcery",))
    assert render_abilities(abilities, name) == line
    card = ir.CardDefinition(name, types=frozenset({"sorcery"}), abilities=tuple(abilities))
    assert engine_gaps(card) == []


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your first main phase, draw a card.",
        "At the beginning of your precombat main phase, draw a card.",
        "At the beginning of your second main phase, you gain 2 life.",
        "At the beginning of each of your postcombat main phases, you gain 2 life.",
        "At the beginning of each player's first main phase, that player gains 1 life.",
        "At the beginning of each opponent's second main phase, that player loses 1 life.",
    ],
)
def test_main_phase_triggers_read_and_render_back(line: str) -> None:
    abilities = parse_oracle(line, "Foo", ("enchantment",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    first = "first" in line or "precombat" in line
    # 505.1a-b: "postcombat" is each main phase but the first; "second" the second of the turn
    later = ir.TriggerEvent.POSTCOMBAT_MAIN if "postcombat" in line else ir.TriggerEvent.SECOND_MAIN
    assert trig.trigger.event is (ir.TriggerEvent.FIRST_MAIN if first else later)
    assert render_abilities(abilities, "Foo", "this enchantment") == line


def test_upkeep_of_enchanted_permanents_controller_reads_back() -> None:
    line = "At the beginning of the upkeep of enchanted creature's controller, this Aura deals 2 damage to that player."
    abilities = parse_oracle(line, "Foo", ("enchantment",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.trigger.whose == "enchanted controller"
    assert render_abilities(abilities, "Foo", "this Aura") == line


@pytest.mark.parametrize(
    ("line", "subject", "value"),
    [
        ("Equipped creature gets +1/+0 for each artifact you control.", ir.AttachedRef, ir.CountOf),
        ("This creature gets +2/+2 for each Aura attached to it.", ir.SelfRef, ir.AttachedCount),
        (
            "Other Kor creatures you control get +2/+2 for each Equipment attached to this creature.",
            ir.EachRef,
            ir.AttachedCount,
        ),
        (
            "This creature gets +1/+0 for each basic land type among lands you control.",
            ir.SelfRef,
            ir.BasicLandTypes,
        ),
        ("This creature gets +2/+0 for each other Goblin you control.", ir.SelfRef, ir.CountOf),
    ],
)
def test_static_for_each_reads_back_as_a_counted_pump(
    line: str, subject: type, value: type
) -> None:
    abilities = parse_oracle(line, "Foo", ("creature",))
    (a,) = abilities
    assert isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.ModifyPTX)
    assert isinstance(a.effect.what, subject)
    assert isinstance(a.effect.amount, ir.ForEach) and isinstance(a.effect.amount.value, value)
    assert render_abilities(abilities, "Foo", "this creature") == line
    assert static_count_gap(a.effect.amount) is None


def test_for_each_other_is_refused_where_other_is_not_the_source() -> None:
    # Bravado: "other" than the enchanted creature, not than the Aura (the count's source)
    line = "Enchanted creature gets +1/+1 for each other creature you control."
    (a,) = parse_oracle(line, "Foo", ("enchantment",))
    assert isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.ModifyPTX)
    assert other_count_gap(a.effect.what, a.effect.amount) is not None
    # and a count that looks at power is refused in layer 7c (what it is computing)
    power = ir.ForEach(ir.CountOf(ir.Filter(types=frozenset({"creature"}), power_min=4)))
    assert static_count_gap(power) is not None


def _two_players(**alice: Any) -> Game:
    doc: dict[str, Any] = {
        "players": [
            {"name": "Alice", "library": ["Forest"] * 5, **alice},
            {"name": "Bob", "library": ["Island"] * 5, "battlefield": ["Grizzly Bears"]},
        ],
        "turn": {"active": "Alice", "step": "main1", "number": 3},
    }
    return scenario_game(doc)  # type: ignore[no-any-return]


def test_the_record_is_kept_cloned_saved_and_reset_as_a_turn_begins() -> None:
    g = _two_players()
    died = ir.HappenedThisTurn("died")
    left = ir.HappenedThisTurn("left")
    assert not history_holds(g, died, 0)
    g2 = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "library": ["Forest"] * 5,
                    "hand": ["Lightning Bolt"],
                    "battlefield": ["Mountain", "Ornithopter"],
                },
                {"name": "Bob", "library": ["Island"] * 5, "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
            "script": [
                {"cast": {"card": "Lightning Bolt", "targets": ["Grizzly Bears"]}},
                {"resolve": 1},
            ],
        }
    )
    assert len(g2.players[1].creatures_died_this_turn) == 1  # Bob's Bears (700.4)
    assert history_holds(g2, died, 0) and history_holds(g2, died, 1)
    assert not history_holds(g2, left, 0) and history_holds(g2, left, 1)  # under Bob's control
    # clone, fingerprint and JSON keep it
    c = g2.clone()
    assert c.players[1].creatures_died_this_turn == g2.players[1].creatures_died_this_turn
    assert c.fingerprint() == g2.fingerprint()
    back = Game.from_json(g2.to_json())
    assert back.players[1].creatures_died_this_turn == g2.players[1].creatures_died_this_turn
    assert back.players[1].left_this_turn == 1
    before = g2.fingerprint()
    died_ids = g2.players[1].creatures_died_this_turn
    g2.players[1].creatures_died_this_turn = ()
    assert g2.fingerprint() != before  # the record is part of the state
    g2.players[1].creatures_died_this_turn = died_ids
    # 500.1: "this turn" ends with the turn
    turn.begin_turn(g2, 1)
    assert not history_holds(g2, died, 0) and not history_holds(g2, left, 1)
    assert g2.players[1].left_this_turn == 0


def test_attacked_this_turn_is_set_by_declaring_attackers_only() -> None:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "library": ["Forest"] * 5, "battlefield": ["Grizzly Bears"]},
                {"name": "Bob", "library": ["Island"] * 5},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers", "number": 3},
            "script": [{"attack": {}}],
        }
    )
    assert not g.players[0].attackers_this_turn  # 508.8: no creatures attacked
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "library": ["Forest"] * 5, "battlefield": ["Grizzly Bears"]},
                {"name": "Bob", "library": ["Island"] * 5},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers", "number": 3},
            "script": [{"attack": {"Grizzly Bears": "Bob"}}],
        }
    )
    assert g.players[0].attackers_this_turn and not g.players[1].attackers_this_turn
    bears = g.players[0].attackers_this_turn[0]
    me = ir.HappenedThisTurn("self attacked", form="self")
    assert history_holds(g, me, 0, source=bears)
    assert not history_holds(g, ir.HappenedThisTurn("self attacked", negated=True), 0, source=bears)
    assert history_holds(g, ir.HappenedThisTurn("attacked"), 0)
    assert not history_holds(g, ir.HappenedThisTurn("attacked"), 1)


def test_opponent_lost_and_gained_life_thresholds() -> None:
    g = _two_players()
    g.players[1].life_lost_this_turn = 2
    g.players[0].life_gained_this_turn = 3
    assert history_holds(g, ir.HappenedThisTurn("opponent lost"), 0)
    assert not history_holds(g, ir.HappenedThisTurn("opponent lost", 3), 0)
    assert not history_holds(g, ir.HappenedThisTurn("opponent lost"), 1)  # Alice lost none
    assert history_holds(g, ir.HappenedThisTurn("gained", 3), 0)
    assert not history_holds(g, ir.HappenedThisTurn("gained"), 1)


def test_flesh_allergy_counts_the_sacrificed_creature_too() -> None:
    # "Its controller loses life equal to the number of creatures that died this turn": the
    # creature sacrificed as a cost and the one destroyed (608.2h: counted as it resolves)
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "library": ["Forest"] * 5,
                    "hand": ["Flesh Allergy"],
                    "battlefield": ["Ornithopter"],
                },
                {"name": "Bob", "library": ["Island"] * 5, "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
            "script": [
                {
                    "cast": {
                        "card": "Flesh Allergy",
                        "targets": ["Grizzly Bears"],
                        "free": True,
                        "sacrifice": ["Ornithopter"],
                    }
                },
                {"resolve": 1},
                {"expect": {"life": {"Bob": 18}, "zone": {"Grizzly Bears": "graveyard"}}},
            ],
        }
    )
    assert sum(len(p.creatures_died_this_turn) for p in g.players) == 2


def test_main_phase_triggers_of_each_player() -> None:
    # "each player's first main phase": in Bob's turn too, and "that player" is Bob (505.1)
    card = {
        "name": "Foo",
        "mana_cost": "{1}{W}",
        "type_line": "Enchantment",
        "text": "At the beginning of each player's first main phase, that player gains 1 life.",
    }
    g = scenario_game(
        {
            "cards": [card],
            "players": [
                {"name": "Alice", "library": ["Forest"] * 5, "battlefield": ["Foo"]},
                {"name": "Bob", "library": ["Island"] * 5},
            ],
            "turn": {"active": "Alice", "step": "draw", "number": 3},
            "script": [
                {"advance": "main1"},
                {"expect": {"life": {"Alice": 21, "Bob": 20}}},
                {"advance": "main2"},
                {"expect": {"life": {"Alice": 21, "Bob": 20}}},  # 505.1a: the second isn't
                {"advance": {"turn": 4, "step": "main1"}},
                {"expect": {"life": {"Alice": 21, "Bob": 21}}},
            ],
        }
    )
    assert g.turn_number == 4


@pytest.mark.parametrize(
    "line",
    [
        "This creature has indestructible as long as it entered this turn.",
        "{G}: This creature gets +1/+1 until end of turn. Activate only if this creature entered this turn.",
        "Destroy target creature that entered this turn.",
    ],
)
def test_entered_this_turn_reads_back(line: str) -> None:
    kind = "sorcery" if line.startswith("Destroy") else "creature"
    abilities = parse_oracle(line, "Foo", (kind,))
    assert (
        render_abilities(abilities, "Foo", None if kind == "sorcery" else "this creature") == line
    )
    card = ir.CardDefinition("Foo", types=frozenset({kind}), abilities=tuple(abilities))
    assert engine_gaps(card) == []


def test_activate_only_if_this_creature_entered_this_turn() -> None:
    # Fungus Elemental: "{G}, Sacrifice a Forest: Put a +2/+2 counter on this creature.
    # Activate only if this creature entered this turn." (602.5b)
    doc: dict[str, Any] = {
        "players": [
            {
                "name": "Alice",
                "library": ["Forest"] * 5,
                "hand": [{"card": "Fungus Elemental", "id": "new"}],
                "battlefield": [
                    {"card": "Fungus Elemental", "id": "old"},
                    {"card": "Forest", "id": "f1"},
                    {"card": "Forest", "id": "f2"},
                ],
            },
            {"name": "Bob", "library": ["Island"] * 5},
        ],
        "turn": {"active": "Alice", "step": "main1", "number": 3},
        "script": [
            {"activate": {"card": "old", "ability": 1}, "expect_error": "602.5b"},
            {"cast": {"card": "new", "free": True}},
            {"resolve": 1},
            {"activate": {"card": "new", "ability": 1, "sacrifice": ["f2"]}},
            {"resolve": 1},
            {"expect": {"counters": {"new": {"+2/+2": 1}}}},
        ],
    }
    g = scenario_game(doc)
    new = next(o for o in g.battlefield_objects() if o.name == "Fungus Elemental" and o.counters)
    assert any(new.id in p.entered_this_turn for p in g.players)
    turn.begin_turn(g, 1)  # 500.1: it entered in an earlier turn now
    assert all(p.entered_this_turn == () for p in g.players)


def test_add_one_mana_or_another_offers_both() -> None:
    # 106.1: "{T}: Add {W} or {U}." adds either; the first symbol was left out of the choice
    # and of the payment planner (found with Dark Fortress's "Add {B} or {R}")
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "library": ["Plains"] * 3,
                    "hand": ["Savannah Lions"],
                    "battlefield": ["Azorius Guildgate"],
                },
                {"name": "Bob", "library": ["Island"] * 3},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
            "script": [
                {"cast": "Savannah Lions"},
                {"resolve": 1},
                {"expect": {"zone": {"Savannah Lions": "battlefield"}}},
            ],
        }
    )
    assert g.players[0].mana_pool.mana.get("W", 0) == 0


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your end step, if this creature didn't attack this turn, put a +1/+1 counter on it.",
        "At the beginning of your end step, if this creature attacked this turn, you gain 1 life.",
        "At the beginning of your end step, if it attacked this turn, you gain 1 life.",
    ],
)
def test_self_attacked_reads_back(line: str) -> None:
    abilities = parse_oracle(line, "Foo", ("creature",))
    assert render_abilities(abilities, "Foo", "this creature") == line


@pytest.mark.parametrize(
    ("text", "kind", "n"),
    [
        ("you've cast a noncreature spell this turn", "cast noncreature", 1),
        ("you've cast a creature spell this turn", "cast creature", 1),
        ("you've cast an instant or sorcery spell this turn", "cast instant or sorcery", 1),
        ("you've cast both a creature spell and a noncreature spell this turn", "cast both", 1),
        ("you've cast two or more spells this turn", "cast spells", 2),
    ],
)
def test_spells_cast_conditions(text: str, kind: str, n: int) -> None:
    line = f"At the beginning of your end step, if {text}, you gain 1 life."
    abilities = parse_oracle(line, "Foo", ("creature",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == ir.HappenedThisTurn(kind, n)
    assert render_abilities(abilities, "Foo", "this creature") == line
    g = _two_players()
    cond = ir.HappenedThisTurn(kind, n)
    assert not history_holds(g, cond, 0)
    g.players[0].spells_cast_types = ("creature", "instant")  # 601.2i: both cast this turn
    assert history_holds(g, cond, 0)
    assert not history_holds(g, cond, 1)
    g.players[0].spells_cast_types = ("artifact creature",)
    assert history_holds(g, cond, 0) == (kind in ("cast creature",))


@pytest.mark.parametrize(
    "line",
    [
        "Destroy target creature that dealt damage this turn.",
        "Exile target creature that dealt damage to you this turn.",
        "Destroy all creatures that dealt damage to you this turn.",
    ],
)
def test_dealt_damage_this_turn_reads_back(line: str) -> None:
    abilities = parse_oracle(line, "Foo", ("instant",))
    assert render_abilities(abilities, "Foo") == line
    card = ir.CardDefinition("Foo", types=frozenset({"instant"}), abilities=tuple(abilities))
    assert engine_gaps(card) == []


def test_damage_sources_are_recorded_per_player() -> None:
    from mtgrules.rules.history import history_mismatch

    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "library": ["Forest"] * 5, "battlefield": ["Grizzly Bears"]},
                {"name": "Bob", "library": ["Island"] * 5, "battlefield": ["Ornithopter"]},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers", "number": 3},
            "script": [{"attack": {"Grizzly Bears": "Bob"}}, {"advance": "end_of_combat"}],
        }
    )
    bears = next(o.id for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    thopter = next(o.id for o in g.battlefield_objects() if o.name == "Ornithopter")
    assert g.players[0].sources_dealt_damage == (bears,)
    assert g.players[1].damaged_by == (bears,)
    any_damage = ir.Filter(dealt_damage="any")
    to_you = ir.Filter(dealt_damage="you")
    assert history_mismatch(g, any_damage, bears, 1) is None
    assert history_mismatch(g, to_you, bears, 1) is None  # Bob: it dealt damage to him
    assert history_mismatch(g, to_you, bears, 0) is not None  # not to Alice
    assert history_mismatch(g, any_damage, thopter, 0) is not None
    turn.begin_turn(g, 1)  # 500.1
    assert history_mismatch(g, any_damage, bears, 1) is not None


def test_card_put_there_from_the_battlefield_reads_back() -> None:
    line = "Choose target creature card in a graveyard that was put there from the battlefield this turn. Put that card onto the battlefield under your control."
    abilities = parse_oracle(line, "Grim Return", ("instant",))
    assert render_abilities(abilities, "Grim Return") == line
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    assert spell.targets[0].filter.from_battlefield_this_turn
