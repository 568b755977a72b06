# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""s9 "cond" (issue 12): more kinds of condition, read (transform_conditions_more.py), written
back exactly (render/conditions.py) and evaluated (rules/conditions_more.py) wherever a
condition appears: "an opponent controls more lands than you" (102.2), "an opponent controls a
black permanent", "you cast it from your hand" (601.2), "equipped creature is a Human" (301.5),
"instant and/or sorcery cards", and an ability word on a later paragraph of a spell (207.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.rules import characteristics, triggers, zone_moves
from mtgrules.rules.conditions import condition_gap, holds, static_condition_gap
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner
from mtgrules.zones import Zone

LANDS = ir.Filter(types=frozenset({"land"}))
BLACK_PERM = ir.Filter(colors=frozenset({"B"}), controller="opponent")

#: (an intervening "if" condition as printed, the condition read from it)
CONDITIONS: list[tuple[str, Any]] = [
    ("an opponent controls more lands than you", ir.OpponentHasMore("controls", LANDS)),
    ("an opponent has more life than you", ir.OpponentHasMore("life")),
    ("an opponent has more cards in hand than you", ir.OpponentHasMore("cards in hand")),
    ("you cast it", ir.WasCast()),
    ("you cast it from your hand", ir.WasCast("hand")),
    ("this spell was cast from a graveyard", ir.WasCast("graveyard", form="this spell was")),
    (
        "this spell was cast from anywhere other than your hand",
        ir.WasCast("not hand", form="this spell was"),
    ),
    ("you cast this spell during your main phase", ir.WasCast(main_phase=True, form="this spell")),
]


@pytest.mark.parametrize(("text", "cond"), CONDITIONS, ids=[t for t, _ in CONDITIONS])
def test_intervening_if_reads_and_renders_back(text: str, cond: Any) -> None:
    line = f"When this creature enters, if {text}, you gain 1 life."
    abilities = parse_oracle(line, "Foo", ("creature",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == cond
    assert render_abilities(abilities, "Foo", "this creature") == line
    assert condition_gap(cond) is None


@pytest.mark.parametrize(
    "line",
    [
        "This creature gets +1/+2 as long as an opponent controls a black permanent.",
        "This creature gets +3/+3 as long as no opponent controls a creature.",
        "As long as equipped creature is a Human, it gets +1/+1.",
        "As long as equipped creature is legendary, it has menace.",
        "As long as equipped creature is a Human or an Angel, it has vigilance.",
        "As long as enchanted permanent is a creature, it gets +1/+1.",
    ],
)
def test_static_conditions_read_and_render_back(line: str) -> None:
    kind = ("enchantment",) if "enchanted" in line else ("artifact",)
    if "This creature" in line:
        kind = ("creature",)
    abilities = parse_oracle(line, "Foo", kind)
    assert all(isinstance(a, ir.StaticAbility) and a.condition is not None for a in abilities)
    for a in abilities:
        assert static_condition_gap(a.condition) is None
    self_word = "this creature" if kind == ("creature",) else "this permanent"
    assert render_abilities(abilities, "Foo", self_word) == line


def test_opponent_controls_a_is_a_count_of_opponents_permanents() -> None:
    line = "This creature gets +1/+2 as long as an opponent controls a black permanent."
    (a,) = parse_oracle(line, "Foo", ("creature",))
    assert isinstance(a, ir.StaticAbility)
    assert a.condition == ir.CountIs(ir.CountOf(BLACK_PERM), ">=", 1, "an opponent controls", "a")


def test_spell_mastery_on_a_later_paragraph_renders_back() -> None:
    # 207.2c: the ability word stays on its own paragraph of the spell
    text = "Destroy target creature.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, you gain 2 life."
    abilities = parse_oracle(text, "Foo", ("instant",))
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    cond = spell.effects[-1]
    assert isinstance(cond, ir.IfCondition)
    assert isinstance(cond.condition, ir.CountIs)
    assert cond.condition.count.filter.types == frozenset({"instant", "sorcery"})
    assert render_abilities(abilities, "Foo", "this spell") == text


def test_a_colour_condition_on_the_attached_permanent_is_refused() -> None:
    # 611.3a: an "as long as" condition is decided after layer 4; colours are layer 5
    red = ir.AttachedIs("enchanted", "permanent", (ir.Filter(colors=frozenset({"R"})),))
    assert condition_gap(red) is not None
    assert static_condition_gap(ir.WasCast("hand")) is not None


REAL = [
    "Land Tax",
    "Knight of the White Orchid",
    "Black Scarab",
    "Vexing Beetle",
    "Weathered Wayfarer",
    "Coal Stoker",
    "Myojin of Cleansing Fire",
    "Dark Petition",
    "Unholy Hunger",
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
                "name": "s9 cond",
                "players": [
                    {
                        "name": "Alice",
                        "life": 9,
                        "hand": ["Forest", "Grizzly Bears"],
                        "battlefield": [{"card": "Hill Giant", "id": "giant"}, "Swamp"],
                    },
                    {
                        "name": "Bob",
                        "life": 20,
                        "battlefield": ["Mountain", "Mountain", "Vampire Nighthawk"],
                    },
                ],
            }
        )
    )


def _holds(r: Runner, cond: Any, who: int = 0, source: str = "giant") -> bool:
    return holds(cond, triggers.condition_scope(r.game, r.handles[source], who))


def test_opponent_has_more() -> None:
    r = _runner()
    assert _holds(r, ir.OpponentHasMore("controls", LANDS))  # Bob: two lands, Alice: one
    assert not _holds(r, ir.OpponentHasMore("controls", LANDS), who=1)
    assert _holds(r, ir.OpponentHasMore("life"))  # 20 > 9 (119.1)
    assert not _holds(r, ir.OpponentHasMore("life"), who=1)
    assert not _holds(r, ir.OpponentHasMore("cards in hand"))  # Bob has none
    assert _holds(r, ir.OpponentHasMore("cards in hand"), who=1)
    black = ir.CountIs(ir.CountOf(BLACK_PERM), ">=", 1, "an opponent controls", "a")
    assert _holds(r, black)  # Bob's Vampire Nighthawk
    assert not _holds(r, black, who=1)


def test_was_cast_needs_a_cast_spell() -> None:
    r = _runner()
    # Hill Giant was put onto the battlefield, not cast (601.2)
    assert not _holds(r, ir.WasCast())
    giant = r.game.objects[r.handles["giant"]]
    giant.cast = (0, "hand", False)
    assert _holds(r, ir.WasCast()) and _holds(r, ir.WasCast("hand"))
    assert not _holds(r, ir.WasCast(), who=1)  # Bob didn't cast it
    assert not _holds(r, ir.WasCast(main_phase=True))  # 505.1: not during her main phase
    giant.cast = (0, "graveyard", True)
    assert _holds(r, ir.WasCast()) and not _holds(r, ir.WasCast("hand"))
    assert _holds(r, ir.WasCast("not hand")) and _holds(r, ir.WasCast(main_phase=True))


def test_attached_is_reads_the_permanent_it_is_attached_to() -> None:
    r = _runner()
    g = r.game
    human = ir.AttachedIs("equipped", "creature", (ir.Filter(subtypes=frozenset({"Giant"})),))
    assert not _holds(r, human)  # the source is attached to nothing
    bonesplitter = supported_definition(CardDatabase.bundled().get("Bonesplitter"))
    sword = g.add_card(0, Zone.BATTLEFIELD, bonesplitter)
    sword.attached_to = r.handles["giant"]
    g.dirty()
    scope = triggers.condition_scope(g, sword.id, 0)
    assert holds(human, scope)
    vampire = ir.AttachedIs("equipped", "creature", (ir.Filter(subtypes=frozenset({"Vampire"})),))
    assert not holds(vampire, scope)
    legendary = ir.AttachedIs(
        "equipped", "creature", (ir.Filter(supertypes=frozenset({"legendary"})),), "legendary"
    )
    assert not holds(legendary, scope)


@pytest.mark.parametrize(
    ("text", "form"),
    [
        (
            "Destroy all enchantments you don't control. Then if you control an untapped land, destroy all enchantments you control.",
            "then",
        ),
        ("{2}: Draw a card if you have no cards in hand.", "after"),
        ("At the beginning of your upkeep, discard a card if you don't control an Ogre.", "after"),
    ],
)
def test_then_if_and_trailing_if_read_and_render_back(text: str, form: str) -> None:
    # 608.2c: checked as the instruction is reached (not an intervening "if", 603.4)
    kind = ("sorcery",) if text.startswith("Destroy") else ("artifact",)
    abilities = parse_oracle(text, "Foo", kind)
    effects = getattr(abilities[0], "effects", ())
    cond = effects[-1]
    assert isinstance(cond, ir.IfCondition) and cond.form == form
    if isinstance(abilities[0], ir.TriggeredAbility):
        assert abilities[0].intervening_if is None
    self_word = "this spell" if kind == ("sorcery",) else "this artifact"
    assert render_abilities(abilities, "Foo", self_word) == text


def test_formidable_total_power() -> None:
    line = (
        "{T}: Add {C}{C}{C}. Activate only if creatures you control have total power 8 or greater."
    )
    (a,) = parse_oracle(line, "Foo", ("land",))
    assert isinstance(a, ir.ActivatedAbility)
    total = a.condition
    assert isinstance(total, ir.TotalIs) and (total.stat, total.n) == ("power", 8)
    assert render_abilities([a], "Foo", "this land") == line
    assert static_condition_gap(total) is not None  # 613.4: layer 7 decides power
    r = _runner()
    yours = total.filter
    assert _holds(r, ir.TotalIs(yours, "power", 3))  # Hill Giant: 3/3
    assert not _holds(r, ir.TotalIs(yours, "power", 4))
    assert _holds(r, ir.TotalIs(yours, "toughness", 3))
    assert _holds(r, ir.TotalIs(yours, "power", 2), who=1)  # Bob's Vampire Nighthawk 2/3


def _game(step: str, active: str = "Alice") -> Runner:
    return Runner(
        parse(
            {
                "name": "s9 cond cast",
                "players": [
                    {
                        "name": "Alice",
                        "hand": [{"card": "Sphinx's Insight", "id": "insight"}],
                        "battlefield": ["Island", "Island", "Island", "Plains"],
                        "library": ["Island", "Island", "Island", "Island"],
                    },
                    {"name": "Bob", "library": ["Island", "Island", "Island"]},
                ],
                "turn": {"active": active, "step": step, "number": 3},
                "script": [{"cast": {"card": "insight"}}, {"resolve": 1}],
            }
        )
    )


@pytest.mark.parametrize(("step", "life"), [("main1", 22), ("upkeep", 20)])
def test_addendum_checks_the_main_phase_the_spell_was_cast_in(step: str, life: int) -> None:
    # Sphinx's Insight: "Draw two cards. Addendum — If you cast this spell during your main
    # phase, you gain 2 life." (505.1, 608.2c: checked as it resolves, from the cast record)
    r = _game(step)
    assert r.run() == []
    alice = r.game.players[0]
    assert alice.life == life
    assert len(alice.hand) == 2


@pytest.mark.parametrize(
    "text",
    [
        "Brimstone Volley deals 3 damage to any target.\nMorbid — Brimstone Volley deals 5 damage instead if a creature died this turn.",
        "Target creature gets +2/+2 until end of turn. If you cast this spell during your main phase, that creature gets +4/+4 until end of turn instead.",
        "Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard.",
    ],
)
def test_instead_reads_and_renders_back(text: str) -> None:
    # 608.2c: the sentence before is kept as what happens when the condition is false
    abilities = parse_oracle(text, "Brimstone Volley", ("instant",))
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    (cond,) = spell.effects
    assert isinstance(cond, ir.IfCondition) and cond.instead and cond.otherwise
    assert render_abilities(abilities, "Brimstone Volley", "Brimstone Volley") == text


def _volley(bolt_first: bool) -> Runner:
    script: list[Any] = []
    if bolt_first:
        script += [{"cast": {"card": "Lightning Bolt", "targets": ["bears"]}}, {"resolve": 1}]
    script += [{"cast": {"card": "volley", "targets": ["Bob"], "free": True}}, {"resolve": 1}]
    return Runner(
        parse(
            {
                "name": "s9 cond instead",
                "players": [
                    {
                        "name": "Alice",
                        "hand": [{"card": "Brimstone Volley", "id": "volley"}, "Lightning Bolt"],
                        "battlefield": ["Mountain", {"card": "Grizzly Bears", "id": "bears"}],
                        "library": ["Island", "Island"],
                    },
                    {"name": "Bob", "library": ["Island", "Island"]},
                ],
                "turn": {"active": "Alice", "step": "main1", "number": 3},
                "script": script,
            }
        )
    )


@pytest.mark.parametrize(("bolt_first", "life"), [(False, 17), (True, 15)])
def test_morbid_instead_replaces_the_damage(bolt_first: bool, life: int) -> None:
    # Brimstone Volley: 3 damage, or 5 instead once a creature died this turn (608.2c)
    r = _volley(bolt_first)
    assert r.run() == []
    assert r.game.players[1].life == life


def test_ref_is_reads_and_renders_back() -> None:
    text = "Burning Hands deals 2 damage to target creature or planeswalker. If that permanent is green, Burning Hands deals 6 damage instead."
    abilities = parse_oracle(text, "Burning Hands", ("sorcery",))
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    (cond,) = spell.effects
    assert isinstance(cond, ir.IfCondition)
    assert cond.condition == ir.RefIs(
        ir.TargetRef(0), (ir.Filter(colors=frozenset({"G"})),), "color"
    )
    assert render_abilities(abilities, "Burning Hands", "Burning Hands") == text
    # on a trigger's object outside an instruction: refused (603.4 isn't worked out for it)
    assert condition_gap(ir.RefIs(ir.TriggerObjectRef(), ())) is not None


@pytest.mark.parametrize(("target", "zone"), [("wurm", "graveyard"), ("giant", "battlefield")])
def test_that_permanent_is_green_is_checked_on_resolution(target: str, zone: str) -> None:
    # Craw Wurm (green, 6/4) is dealt 6 and dies; Hill Giant (red, 3/3) is dealt 2 (608.2c)
    r = Runner(
        parse(
            {
                "name": "s9 cond ref is",
                "players": [
                    {
                        "name": "Alice",
                        "hand": [{"card": "Burning Hands", "id": "hands"}],
                        "library": ["Island", "Island"],
                    },
                    {
                        "name": "Bob",
                        "battlefield": [
                            {"card": "Craw Wurm", "id": "wurm"},
                            {"card": "Hill Giant", "id": "giant"},
                        ],
                        "library": ["Island", "Island"],
                    },
                ],
                "turn": {"active": "Alice", "step": "main1", "number": 3},
                "script": [
                    {"cast": {"card": "hands", "targets": [target], "free": True}},
                    {"resolve": 1},
                    {"expect": {"zone": {target: zone}}},
                ],
            }
        )
    )
    assert r.run() == []


def test_x_at_least_and_cards_in_hand_than_each_opponent() -> None:
    text = "Roku's Mastery deals X damage to target creature. If X is 4 or more, scry 2."
    abilities = parse_oracle(text, "Roku's Mastery", ("instant",))
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    assert isinstance(spell.effects[-1], ir.IfCondition)
    assert spell.effects[-1].condition == ir.XAtLeast(4)
    assert render_abilities(abilities, "Roku's Mastery", "Roku's Mastery") == text
    assert condition_gap(ir.XAtLeast(4)) is not None  # 107.3: only a resolving X
    r = _runner()
    scope = triggers.condition_scope(r.game, r.handles["giant"], 0)
    assert not holds(ir.XAtLeast(1), scope)  # X is 0 outside a spell or ability (107.3)
    each = ir.OpponentHasMore("cards in hand", you_more=True, each=True)
    assert _holds(r, each)  # Alice: two cards, Bob: none
    assert not _holds(r, each, who=1)
    line = "As long as you have more cards in hand than each opponent, this creature gets +3/+3."
    parsed = parse_oracle(line, "Foo", ("creature",))
    assert render_abilities(parsed, "Foo", "this creature") == line


def test_descended_counts_permanent_cards_put_into_your_graveyard() -> None:
    # 700.11: a permanent card put into your graveyard from anywhere this turn
    line = "At the beginning of your end step, if you descended this turn, scry 1."
    abilities = parse_oracle(line, "Foo", ("creature",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == ir.HappenedThisTurn("descended")
    assert render_abilities(abilities, "Foo", "this creature") == line
    r = _runner()
    g = r.game
    descended = ir.HappenedThisTurn("descended")
    assert not _holds(r, descended)
    forest = next(o for o in g.objects.values() if o.name == "Forest")
    zone_moves.discard(g, forest.id, "test")  # a land card from her hand
    assert _holds(r, descended)
    assert not _holds(r, descended, who=1)


def test_as_long_as_equipped_creature_is_a_human_in_the_layers() -> None:
    # Sharpened Pitchfork: "As long as equipped creature is a Human, it gets +1/+1." (611.3a)
    r = Runner(
        parse(
            {
                "name": "s9 cond pitchfork",
                "players": [
                    {
                        "name": "Alice",
                        "battlefield": [
                            {"card": "Sharpened Pitchfork", "id": "fork"},
                            {"card": "Hill Giant", "id": "giant"},
                            {"card": "Elite Vanguard", "id": "human"},
                        ],
                    },
                    {"name": "Bob"},
                ],
            }
        )
    )
    g = r.game
    fork = g.objects[r.handles["fork"]]
    fork.attached_to = r.handles["giant"]
    g.dirty()
    assert characteristics.chars(g, r.handles["giant"]).power == 3  # a Giant: off
    fork.attached_to = r.handles["human"]
    g.dirty()
    human = characteristics.chars(g, r.handles["human"])
    assert (human.power, human.toughness) == (3, 2)  # Elite Vanguard 2/1, a Human: on
