# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""h-amount (issue 12, ninth session): more kinds of amounts (107.1, 107.3c, 608.2h), each read
(transform_amount_kinds.py), written back exactly (render/amounts.py, render/static.py) and
worked out by the one evaluator (rules/amounts.py, rules/amount_kinds.py): "that creature's
toughness", "N plus ...", "twice ...", "half ..., rounded down", "... on the battlefield", and
the places an X defined by "where X is ..." now goes: a static "gets +X/+X", "enters with X
counters", "Add X mana of any one color", "Create X ... tokens"."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.rules import characteristics
from mtgrules.rules.amount_kinds import arith
from mtgrules.rules.amounts import amount_gap, entering_amount_gap
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner

YOURS = ir.Filter(types=frozenset({"creature"}), controller="you")


def _one(text: str, types: tuple[str, ...] = ("instant",)) -> Any:
    abilities = parse_oracle(text, "Foo", types)
    assert render_abilities(abilities, "Foo") == text  # the exact round trip
    return abilities


def _amounts(thing: Any) -> list[Any]:
    """Every WhereX / measure inside ``thing`` (effects, statics, replacements)."""
    found: list[Any] = []

    def walk(x: Any) -> None:
        if isinstance(x, ir.WhereX | ir.Arith | ir.PowerOf | ir.ToughnessOf | ir.ManaValueOf):
            found.append(x)
            return
        if isinstance(x, tuple | list):
            for y in x:
                walk(y)
        elif hasattr(x, "__dataclass_fields__"):
            for name in x.__dataclass_fields__:
                if name != "layout":
                    walk(getattr(x, name))

    walk(thing)
    return found


# --- reading and writing back ------------------------------------------------------------


def test_that_creatures_toughness_names_the_target() -> None:
    (a,) = _one(
        "Destroy target creature. You lose life equal to that creature's toughness.", ("instant",)
    )
    assert _amounts(a) == [ir.ToughnessOf(ir.TargetRef(0))]


def test_that_spells_mana_value_names_the_trigger_object() -> None:
    (a,) = _one(
        "Whenever you cast a Spirit spell, you gain life equal to that spell's mana value.",
        ("creature",),
    )
    assert _amounts(a) == [ir.ManaValueOf(ir.TriggerObjectRef())]


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        (
            "Foo deals X damage to any target, where X is 2 plus the number of creatures you control.",
            ir.WhereX(ir.Arith("plus", 2, ir.CountOf(YOURS))),
        ),
        (
            "Foo deals X damage to any target, where X is one plus the number of creatures you control.",
            ir.WhereX(ir.Arith("plus", 1, ir.CountOf(YOURS), words=True)),
        ),
        (
            "You gain X life, where X is twice the number of creatures you control.",
            ir.WhereX(ir.Arith("twice", ir.CountOf(YOURS))),
        ),
        (
            "You gain X life, where X is half the number of creatures you control, rounded down.",
            ir.WhereX(ir.Arith("half down", ir.CountOf(YOURS))),
        ),
        (
            "You gain life equal to its power plus its toughness.",
            ir.Arith("plus", ir.PowerOf(ir.SelfRef()), ir.ToughnessOf(ir.SelfRef())),
        ),
    ],
)
def test_amounts_computed_from_others(text: str, amount: Any) -> None:
    (a,) = _one(text, ("sorcery",))
    assert _amounts(a)[0] == amount


def test_count_on_the_battlefield_is_every_players() -> None:
    (a,) = _one("You gain life equal to the number of Elves on the battlefield.", ("sorcery",))
    (m,) = a.effects
    assert m.amount == ir.CountOf(ir.Filter(subtypes=frozenset({"Elf"})))


def test_static_pump_where_x() -> None:
    (a,) = _one(
        "Enchanted creature gets +X/+X, where X is the number of creature cards in all graveyards.",
        ("enchantment",),
    )
    assert isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.ModifyPTX)
    assert (a.effect.power, a.effect.toughness) == (1, 1)
    assert a.effect.amount == ir.WhereX(
        ir.CountOf(ir.Filter(types=frozenset({"creature"}), zone="graveyard"))
    )
    (b,) = _one("Foo gets -X/-X, where X is your life total.", ("creature",))
    assert b.effect.amount == ir.WhereX(ir.LifeTotalOf())


def test_enters_with_x_counters_where_x() -> None:
    (a,) = _one(
        "Foo enters with X +1/+1 counters on it, where X is the number of creature cards in all graveyards.",
        ("creature",),
    )
    assert isinstance(a.effect, ir.Replacement)
    assert a.effect.kind == "enters_with_x_counters_where"
    assert a.effect.counter == "+1/+1"
    assert entering_amount_gap(a.effect.measure) is None
    # nothing of a resolving instruction can be counted as it enters (614.1c)
    assert entering_amount_gap(ir.PowerOf(ir.TargetRef(0))) is not None


def test_mana_and_tokens_where_x() -> None:
    (a,) = _one(
        "{T}: Add X mana of any one color, where X is the number of creatures you control.",
        ("creature",),
    )
    (m,) = a.effects
    assert m == ir.AddMana("", any_color=True, count=ir.WhereX(ir.CountOf(YOURS)))
    (b,) = _one(
        "{T}: Add X mana in any combination of colors, where X is the number of creatures you control.",
        ("creature",),
    )
    assert b.effects[0].combination
    (c,) = _one(
        "Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.",
        ("sorcery",),
    )
    (t,) = c.effects
    assert isinstance(t, ir.CreateToken) and isinstance(t.count, ir.WhereX)


# --- working them out --------------------------------------------------------------------


def test_arith_rounds_and_never_goes_below_zero() -> None:
    of = {ir.LifeTotalOf(): 7}.__getitem__
    life = ir.LifeTotalOf()
    assert arith(ir.Arith("plus", 2, life), lambda v: v if isinstance(v, int) else of(v)) == 9
    assert arith(ir.Arith("twice", life), of) == 14
    assert arith(ir.Arith("half down", life), of) == 3  # 107.1a
    assert arith(ir.Arith("half up", life), of) == 4
    minus = ir.Arith("minus", 3, life)
    assert arith(minus, lambda v: v if isinstance(v, int) else of(v)) == 0  # 107.1b
    assert amount_gap(ir.WhereX(ir.Arith("plus", 1, ir.CountOf(YOURS)))) is None


def _runner(alice: dict[str, Any], bob: dict[str, Any] | None = None) -> Runner:
    return Runner(
        parse(
            {
                "name": "s9-amount",
                "players": [{"name": "Alice", **alice}, {"name": "Bob", **(bob or {})}],
            }
        )
    )


def test_static_where_x_is_made_again_as_the_count_changes() -> None:
    # Wreath of Geists: "Enchanted creature gets +X/+X, where X is the number of creature cards
    # in your graveyard." (613.4c: counted whenever the layers are applied)
    r = _runner(
        {
            "graveyard": ["Grizzly Bears", "Hill Giant", "Shock"],
            "battlefield": [
                {"card": "Craw Wurm", "id": "wurm"},
                {"card": "Wreath of Geists", "attached_to": "wurm"},
            ],
        }
    )
    ch = characteristics.chars(r.game, r.handles["wurm"])
    assert (ch.power, ch.toughness) == (8, 6)  # 6/4 + 2/2: two creature cards, not Shock


def test_deaths_shadow_reads_your_life_total() -> None:
    r = _runner({"life": 5, "battlefield": [{"card": "Death's Shadow", "id": "ds"}]})
    ch = characteristics.chars(r.game, r.handles["ds"])
    assert (ch.power, ch.toughness) == (8, 8)  # 13/13 - 5/5
    r.game.players[0].life = 20
    ch = characteristics.chars(r.game, r.handles["ds"])
    assert (ch.power, ch.toughness) == (-7, -7)


REAL = [
    "Vendetta",
    "Proper Burial",
    "Bounteous Kirin",
    "Death Mutation",
    "Bonehoard",
    "Death's Shadow",
    "Academy Elite",
    "Harabaz Druid",
    "Axebane Guardian",
    "Krenko, Mob Boss",
    "Welding Sparks",
    "Pillage the Bog",
    "Endless Ranks of the Dead",
    "Timberwatch Elf",
    "Phthisis",
    "Planeswalker's Favor",
    "Ignite Memories",
    "Tribute to Hunger",
    "Kindle",
    "Interpret the Signs",
    "Rabid Gnaw",
    "Gaze of Adamaro",
    "Sanguine Bond",
    "Fear of Failed Tests",
    "Spell Rupture",
    "Boundless Realms",
    "Flesh Carver",
    "Ghalta, Primal Hunger",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_scry_surveil_and_search_take_a_defined_x() -> None:
    (a,) = _one("Scry X, where X is the number of creatures you control.", ("sorcery",))
    assert a.effects == (ir.Scry(ir.WhereX(ir.CountOf(YOURS))),)
    (b,) = _one(
        "Search your library for up to X basic land cards, where X is the number of creatures you control, put them onto the battlefield tapped, then shuffle.",
        ("sorcery",),
    )
    (s,) = b.effects
    assert isinstance(s, ir.SearchLibrary) and s.up_to and s.tapped
    assert s.count == ir.WhereX(ir.CountOf(YOURS))


def test_x_x_token_and_an_x_used_again_later() -> None:
    (a,) = _one(
        "Create an X/X green Ooze creature token, where X is the greatest power among creatures you control.",
        ("sorcery",),
    )
    (t,) = a.effects
    assert t.pt_x == ir.WhereX(ir.GreatestPower(YOURS))
    from mtgrules.rules.amount_kinds import later_x_gap

    assert later_x_gap(a) is None
    (b,) = parse_oracle(
        "Create an X/X black Horror creature token, where X is your life total. It deals X damage to you.",
        "Foo",
        ("sorcery",),
    )
    assert later_x_gap(b) == "an X defined by an earlier sentence"  # 107.3c: refused


def test_amounts_over_a_group_of_objects() -> None:
    (a,) = _one("You gain life equal to the total power of creatures you control.", ("sorcery",))
    assert a.effects[0].amount == ir.AmongOf("total power", YOURS)
    (b,) = _one(
        "Draw cards equal to the number of colors among permanents you control.", ("sorcery",)
    )
    assert b.effects[0].count == ir.AmongOf("colors", ir.Filter(controller="you"))


def test_among_worked_out_through_the_layers() -> None:
    # Craw Wurm 6/4 with Giant Growth-like +X/+X from Bonehoard: the total power counts the
    # power the layers give (613), not the printed one
    r = _runner(
        {
            "graveyard": ["Grizzly Bears"],
            "battlefield": [
                {"card": "Craw Wurm", "id": "wurm"},
                {"card": "Bonehoard", "attached_to": "wurm"},
                "Llanowar Elves",
            ],
        },
        {"battlefield": ["Hill Giant"]},
    )
    from mtgrules.rules import triggers
    from mtgrules.rules.amounts import evaluate

    scope = triggers.condition_scope(r.game, r.handles["Llanowar Elves"], 0)
    assert evaluate(ir.AmongOf("total power", YOURS), scope) == 7 + 1  # 7/5 wurm, 1/1 elf
    assert evaluate(ir.AmongOf("greatest mana value", ir.Filter(controller="you")), scope) == 6
    assert evaluate(ir.AmongOf("colors", ir.Filter(controller="you")), scope) == 1
    assert evaluate(ir.AmongOf("card types", ir.Filter(controller="you")), scope) == 2
    assert evaluate(ir.AmongOf("names", ir.Filter(controller="you")), scope) == 3


def test_that_creature_after_a_sacrifice_and_its_gap() -> None:
    from mtgrules.rules.amount_kinds import sacrificed_now_gap

    (a,) = _one(
        "Target player sacrifices a creature of their choice. You gain life equal to that creature's toughness.",
        ("sorcery",),
    )
    assert _amounts(a) == [ir.ToughnessOf(ir.SacrificedNowRef("creature"))]
    assert sacrificed_now_gap(a) is None
    # "that creature" with nothing sacrificed before it in the ability is refused
    lone = ir.SpellAbility((ir.GainLife(ir.YouRef(), ir.ToughnessOf(ir.SacrificedNowRef())),))
    assert sacrificed_now_gap(lone) is not None


def test_until_end_of_turn_where_x_and_unless_pays_x() -> None:
    (a,) = _one(
        "Until end of turn, target creature gains trample and gets +X/+X, where X is the number of creatures you control.",
        ("instant",),
    )
    pump = next(e for e in a.effects if isinstance(e, ir.ModifyPTX))
    assert pump.amount == ir.WhereX(ir.CountOf(YOURS))
    assert pump.duration is ir.Duration.END_OF_TURN
    (b,) = _one(
        "Counter target spell unless its controller pays {X}, where X is the number of creatures you control.",
        ("instant",),
    )
    (c,) = b.effects
    assert (c.unless_pays, c.unless_times) == ("{1}", ir.WhereX(ir.CountOf(YOURS)))


def test_player_count_reads_that_players_hand() -> None:
    (a,) = _one(
        "Foo deals damage to target player equal to the number of cards in that player's hand.",
        ("sorcery",),
    )
    (d,) = a.effects
    assert d.amount == ir.PlayerCount(ir.Filter(zone="hand"), ir.TargetRef(0), "that player's")
    assert amount_gap(d.amount) is None
    assert entering_amount_gap(d.amount) is not None  # only while an instruction resolves


def test_that_card_after_a_card_revealed_at_random() -> None:
    (a,) = _one(
        "Target player reveals a card at random from their hand. Foo deals damage to that player equal to that card's mana value.",
        ("sorcery",),
    )
    assert _amounts(a) == [ir.ManaValueOf(ir.RevealedNowRef())]
    from mtgrules.rules.amount_kinds import sacrificed_now_gap

    assert sacrificed_now_gap(a) is None


def test_a_sentence_starting_then_and_a_card_revealed_from_the_top() -> None:
    (a,) = _one(
        "Put a +1/+1 counter on target creature you control. Then that creature deals damage equal to its power to target creature an opponent controls.",
        ("instant",),
    )
    (_, d) = a.effects
    assert d == ir.DealDamage(ir.PowerOf(ir.TargetRef(0)), ir.TargetRef(1), ir.TargetRef(0))
    (b,) = _one(
        "Scry 3, then reveal the top card of your library. Draw cards equal to that card's mana value.",
        ("sorcery",),
    )
    assert b.effects[1] == ir.RevealTopCard(ir.YouRef())
    assert b.effects[2] == ir.Draw(ir.YouRef(), ir.ManaValueOf(ir.RevealedNowRef()))


def test_cards_named_like_this_one_in_all_graveyards() -> None:
    (a,) = _one(
        "Foo deals X damage to any target, where X is 2 plus the number of cards named Foo in all graveyards.",
        ("instant",),
    )
    assert _amounts(a)[0] == ir.WhereX(
        ir.Arith("plus", 2, ir.NamedCount("cards", "in all graveyards"))
    )
    r = _runner(
        {"hand": [{"card": "Kindle", "id": "k"}], "graveyard": ["Kindle", "Shock"]},
        {"graveyard": ["Kindle"]},
    )
    from mtgrules.rules import triggers
    from mtgrules.rules.amounts import evaluate

    scope = triggers.condition_scope(r.game, r.handles["k"], 0)
    assert evaluate(ir.NamedCount("cards", "in all graveyards"), scope) == 2  # 201.2
    assert evaluate(ir.NamedCount("cards", "in your graveyard"), scope) == 1
