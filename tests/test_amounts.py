# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""The Amount sub-grammar (issue 12): "equal to ...", "where X is ...", "for each ..." read into
ir amounts (transform_amounts.py), written back exactly (render/amounts.py), and worked out by
the one evaluator (rules/amounts.py: 107.3, 208, 202.3, 122, 119, 608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.rules import characteristics, layers, zone_moves
from mtgrules.rules.amounts import AmountScope, amount_gap, evaluate
from mtgrules.rules.support import engine_gaps
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner

YOURS = ir.Filter(types=frozenset({"creature"}), controller="you")

#: (Oracle sentence, the amount read from it)
PHRASES: list[tuple[str, Any]] = [
    ("Draw a card for each creature you control.", ir.ForEach(ir.CountOf(YOURS))),
    (
        "Foo deals damage equal to the number of cards in your hand to any target.",
        ir.CountOf(ir.Filter(zone="hand", controller="you")),
    ),
    (
        "You gain X life, where X is the number of creatures you control.",
        ir.WhereX(ir.CountOf(YOURS)),
    ),
    (
        "Target creature gets +1/+1 until end of turn for each Forest you control.",
        ir.ForEach(ir.CountOf(ir.Filter(subtypes=frozenset({"Forest"}), controller="you"))),
    ),
    ("Foo deals damage equal to its power to target creature.", ir.PowerOf(ir.SelfRef())),
    (
        "Target creature gets +X/+X until end of turn, where X is the number of creatures you control.",
        ir.WhereX(ir.CountOf(YOURS)),
    ),
    ("You gain life equal to your life total.", ir.LifeTotalOf()),
    (
        "Foo deals 1 damage to each opponent for each creature you control.",
        ir.ForEach(ir.CountOf(YOURS)),
    ),
    (
        "Foo deals X damage to any target, where X is the number of cards in your hand.",
        ir.WhereX(ir.CountOf(ir.Filter(zone="hand", controller="you"))),
    ),
    (
        "Exile target creature. Its controller gains life equal to its power.",
        ir.PowerOf(ir.TargetRef(0)),
    ),
    (
        "Target player mills cards equal to the number of cards in your hand.",
        ir.CountOf(ir.Filter(zone="hand", controller="you")),
    ),
    (
        "Put X +1/+1 counters on target creature, where X is the number of creatures you control.",
        ir.WhereX(ir.CountOf(YOURS)),
    ),
    (
        "You gain 2 life for each creature card in your graveyard.",
        ir.ForEach(
            ir.CountOf(
                ir.Filter(types=frozenset({"creature"}), zone="graveyard", controller="you")
            ),
            2,
        ),
    ),
    (
        "Foo deals damage to any target equal to the number of Swamps you control.",
        ir.CountOf(ir.Filter(subtypes=frozenset({"Swamp"}), controller="you")),
    ),
    (
        "Draw cards equal to the greatest power among creatures you control.",
        ir.GreatestPower(YOURS),
    ),
    (
        "Target player draws X cards, where X is the number of opponents you have.",
        ir.WhereX(ir.CountOf(ir.Filter(), players="opponent")),
    ),
    (
        "Foo deals damage equal to the number of +1/+1 counters on it to any target.",
        ir.CountersOn(ir.SelfRef(), "+1/+1"),
    ),
    (
        "Each opponent loses X life, where X is the number of artifacts you control.",
        ir.WhereX(ir.CountOf(ir.Filter(types=frozenset({"artifact"}), controller="you"))),
    ),
]


def _amounts(effects: tuple[Any, ...]) -> list[Any]:
    out = []
    for e in effects:
        for name in ("amount", "count"):
            v = getattr(e, name, None)
            if v is not None and not isinstance(v, int | ir.XAmount):
                out.append(v)
    return out


@pytest.mark.parametrize(("text", "amount"), PHRASES, ids=[t for t, _ in PHRASES])
def test_phrase_reads_and_renders_back(text: str, amount: Any) -> None:
    abilities = parse_oracle(text, "Foo", ("instant",))
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    assert _amounts(spell.effects) == [amount]
    assert render_abilities(abilities, "Foo") == text


def test_for_each_pump_is_a_pt_change_per_object() -> None:
    (spell,) = parse_oracle(
        "Target creature gets +2/+0 until end of turn for each Forest you control.",
        "Foo",
        ("instant",),
    )
    assert isinstance(spell, ir.SpellAbility)
    (e,) = spell.effects
    assert isinstance(e, ir.ModifyPTX)
    assert (e.power, e.toughness) == (2, 0)
    assert isinstance(e.amount, ir.ForEach)


@pytest.mark.parametrize(
    "text",
    [
        # no X in the sentence for "where X is" to define
        "You gain 3 life, where X is the number of creatures you control.",
        # two numbers: which one "for each" multiplies is unclear
        "Foo deals 1 damage to any target and you gain 1 life for each creature you control.",
    ],
)
def test_unclear_amounts_are_refused(text: str) -> None:
    from mtgrules.errors import CardTextError

    with pytest.raises(CardTextError):
        parse_oracle(text, "Foo", ("instant",))


# Real cards that the amount grammar lets in (all text read, rendered back, engine-checked).
REAL = [
    "Corrupt",
    "Might of the Masses",
    "Collective Unconscious",
    "Peach Garden Oath",
    "Mind Sludge",
    "Union of the Third Path",
    "Rubblebelt Raiders",
    "Swords to Plowshares",
    "Nightmare",
    "Maro",
    "Crusader of Odric",
    "Keldon Warlord",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    card = supported_definition(record, use_cache=False)
    assert card.name == name


def test_engine_gaps_name_amounts_it_cant_work_out() -> None:
    # a target player's life total is counted while the instruction resolves (s10 h-other,
    # 119.1); an object's "life total" is no amount
    other_life = ir.GainLife(ir.YouRef(), ir.LifeTotalOf(ir.TargetRef(0)))
    assert amount_gap(other_life.amount) is None
    card = ir.CardDefinition(
        name="Foo",
        types=("sorcery",),
        abilities=(ir.SpellAbility((other_life,), (ir.TargetSpec("player"),)),),
    )
    assert engine_gaps(card) == []
    assert amount_gap(ir.LifeTotalOf(ir.SelfRef())) == "another player's life total"
    assert amount_gap(ir.ForEach(ir.CountOf(ir.Filter(zone="library")))) is not None
    assert amount_gap(ir.WhereX(ir.CountOf(YOURS))) is None


# --- the evaluator ----------------------------------------------------------------------


def _runner() -> Runner:
    return Runner(
        parse(
            {
                "name": "amounts",
                "players": [
                    {
                        "name": "Alice",
                        "life": 13,
                        "hand": ["Forest", "Forest", "Giant Growth"],
                        "graveyard": ["Grizzly Bears", "Shock"],
                        "battlefield": [
                            "Grizzly Bears",
                            {"card": "Hill Giant", "id": "giant", "counters": {"+1/+1": 2}},
                            "Forest",
                        ],
                    },
                    {"name": "Bob", "battlefield": ["Craw Wurm", "Llanowar Elves"]},
                ],
            }
        )
    )


def _scope(r: Runner, source: str = "giant", x: int = 0) -> AmountScope:
    g = r.game
    sid = r.handles[source]
    return AmountScope(
        g,
        0,
        sid,
        x,
        0,
        lambda ref: [sid] if isinstance(ref, ir.SelfRef) else [],
        lambda oid: characteristics.chars(g, oid) if oid in g.objects else _last_known(r, oid),
        lambda oid: characteristics.chars(g, oid),
        lambda ch, o, flt: layers.matches(g, ch, o, flt, g.objects.get(sid), 0),
    )


def _last_known(r: Runner, oid: int) -> Any:
    lk = r.game.last_known.get(oid)
    return lk.chars if lk is not None else None


def test_counts_of_objects_and_players() -> None:
    r = _runner()
    s = _scope(r)
    assert evaluate(ir.CountOf(YOURS), s) == 2  # 2 of Alice's, not Bob's
    assert evaluate(ir.CountOf(ir.Filter(types=frozenset({"creature"}))), s) == 4
    assert evaluate(ir.CountOf(ir.Filter(zone="hand", controller="you")), s) == 3
    gy_creatures = ir.Filter(types=frozenset({"creature"}), zone="graveyard", controller="you")
    assert evaluate(ir.CountOf(gy_creatures), s) == 1
    assert evaluate(ir.CountOf(ir.Filter(), players="opponent"), s) == 1  # 102.3
    forests = ir.CountOf(ir.Filter(subtypes=frozenset({"Forest"}), controller="you"))
    assert evaluate(ir.ForEach(forests, 3), s) == 3
    assert evaluate(ir.WhereX(forests), s) == 1  # 107.3c: defined by the text, not chosen


def test_life_power_counters_and_greatest_power() -> None:
    r = _runner()
    s = _scope(r, x=5)
    assert evaluate(ir.XAmount(), s) == 5  # 107.3
    assert evaluate(ir.LifeTotalOf(), s) == 13  # 119.1
    assert evaluate(ir.CountersOn(ir.SelfRef(), "+1/+1"), s) == 2  # 122.1
    assert evaluate(ir.PowerOf(ir.SelfRef()), s) == 5  # 208.1: 3/3 with two +1/+1 counters
    assert evaluate(ir.ToughnessOf(ir.SelfRef()), s) == 5
    assert evaluate(ir.ManaValueOf(ir.SelfRef()), s) == 4  # 202.3: {3}{R}
    assert evaluate(ir.GreatestPower(YOURS), s) == 5
    assert evaluate(ir.GreatestPower(ir.Filter(types=frozenset({"creature"}))), s) == 6


def test_counters_on_an_object_that_left_use_last_known_information() -> None:
    r = _runner()
    g = r.game
    s = _scope(r)
    zone_moves.destroy(g, r.handles["giant"], "test", "701.8a")
    # 608.2h: it is gone from the battlefield: its counters and power as it last existed
    assert evaluate(ir.CountersOn(ir.SelfRef(), "+1/+1"), s) == 2
    assert evaluate(ir.PowerOf(ir.SelfRef()), s) == 5
    assert evaluate(ir.CountOf(YOURS), s) == 1


def test_characteristic_defining_pt_reads_renders_and_counts_in_layer_7a() -> None:
    text = "Foo's power and toughness are each equal to the number of cards in your hand."
    abilities = parse_oracle(text, "Foo", ("creature",))
    (a,) = abilities
    assert isinstance(a, ir.StaticAbility)
    assert isinstance(a.effect, ir.CharacteristicDefiningPT)
    assert a.effect.amount == ir.CountOf(ir.Filter(zone="hand", controller="you"))
    assert render_abilities(abilities, "Foo") == text
    r = Runner(
        parse(
            {
                "name": "maro",
                "players": [
                    {"name": "Alice", "hand": ["Forest", "Shock"], "battlefield": ["Maro"]},
                    {"name": "Bob", "hand": ["Forest", "Forest", "Forest"]},
                ],
            }
        )
    )
    ch = characteristics.chars(r.game, r.handles["Maro"])
    assert (ch.power, ch.toughness) == (2, 2)  # 604.3, 613.4a: Alice's hand, not Bob's
