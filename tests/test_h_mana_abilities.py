"""h-mana (issue 12): more ways to say which mana an ability adds (106.1, 605), "As this
enters, choose a color [other than red] / a creature type" (614.12a) with "one mana of the
chosen color" and "creatures you control of the chosen type" (607.2), and granted quoted
mana abilities (113.2, 613.1f)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards.ir import AddMana, AsEntersChoose, GrantAbilities, StaticAbility
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import ActivateAbility, AsEntersLand, Choose, PlayLand
from mtgrules.errors import CardTextError, IllegalActionError
from mtgrules.rules import characteristics, costs

TEXTS = [
    "{T}: Add two mana of any one color.",
    "{T}, Sacrifice this artifact: Add three mana of any one color.",
    "{T}: Add two mana in any combination of colors.",
    "This land enters tapped.\nAs it enters, choose a color.\n"
    "{T}: Add one mana of the chosen color.",
    "This land enters tapped. As it enters, choose a color other than red.\n"
    "{T}: Add {R} or one mana of the chosen color.",
    "As this artifact enters, choose a creature type.\n"
    "Creatures you control of the chosen type get +1/+1.",
    "As this enchantment enters, choose a creature type.\nCreatures of the chosen type get -1/-1.",
    'Creatures you control have "{T}: Add one mana of any color."',
    'Enchanted land has "{T}: Add two mana of any one color."',
    "{T}: Add an amount of {G} equal to this creature's power.",
    "{T}: Target creature becomes the color of your choice until end of turn.",
    "{1}: This creature becomes the creature type of your choice until end of turn.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("artifact",))
    assert render_abilities(abilities, "Test Card") == text


def test_the_ir() -> None:
    (ab,) = parse_oracle("{T}: Add three mana of any one color.", "Test Card", ("artifact",))
    assert ab.effects == (AddMana("", any_color=True, many=3),)  # type: ignore[union-attr]
    (ab,) = parse_oracle("{T}: Add {W} or one mana of the chosen color.", "Test Card", ("land",))
    assert ab.effects == (AddMana("{W}", chosen_color=True),)  # type: ignore[union-attr]
    (ab,) = parse_oracle("As this land enters, choose a color other than blue.", "Test Card", ())
    assert ab == AsEntersChoose("color", other_than="U")
    (ab,) = parse_oracle('Creatures you control have "{T}: Add {G}."', "Test Card", ())
    assert isinstance(ab, StaticAbility) and isinstance(ab.effect, GrantAbilities)


def test_a_granted_quoted_static_ability_stays_unread() -> None:
    # ninth session: any quoted activated (h-act) or triggered (h-other) ability may be
    # granted (113.2, 613.1f; tests/test_s9_act.py, tests/test_s9_other.py); a quoted static
    # ability still can't
    parse_oracle('Creatures you control have "{T}: Draw a card."', "Test Card", ())
    dies = 'Creatures you control have "When this creature dies, draw a card."'
    parse_oracle(dies, "Test Card", ())
    with pytest.raises(CardTextError):
        parse_oracle('Creatures you control have "This creature can\'t block."', "Test Card", ())


def _game(battlefield: list[Any], hand: list[Any] | None = None) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": battlefield, "hand": hand or []},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def _obj(g: Any, name: str) -> Any:
    return next(o for o in g.objects.values() if o.name == name)


def test_one_color_many_times_and_a_color_for_each() -> None:
    g = _game(["Gilded Lotus", "Terrarion"])
    lotus = _obj(g, "Gilded Lotus")
    # 605.3b: more than one mana: the payment planner leaves it to the player
    assert all(o.id != lotus.id for o, _ in costs.find_mana_sources(g, 0, None))
    g.apply(ActivateAbility(lotus.id, 0))
    g.apply(Choose("U"))  # 106.1: one color, three mana of it
    assert g.players[0].mana_pool.mana["U"] == 3
    terrarion = _obj(g, "Terrarion")
    g.apply(ActivateAbility(terrarion.id, 0))  # {2}, {T}, Sacrifice: paid with the {U}{U}
    g.apply(Choose("R"))
    g.apply(Choose("G"))  # 106.1: "in any combination of colors": a color for each
    assert g.players[0].mana_pool.mana["R"] == 1 and g.players[0].mana_pool.mana["G"] == 1


def test_a_played_land_asks_its_color_and_adds_it() -> None:
    g = _game([], ["Crossroads Village"])
    land = _obj(g, "Crossroads Village")
    g.apply(PlayLand(land.id))
    assert isinstance(g.pending, AsEntersLand)  # 614.12a: asked before it enters
    with pytest.raises(IllegalActionError, match=r"614\.12a"):
        g.apply(Choose("purple"))
    g.apply(Choose("black"))
    land = g.objects[max(o.id for o in g.objects.values() if o.name == "Crossroads Village")]
    assert land.chosen_color == "B" and land.tapped
    land.tapped = False
    # 605.3b: the planner knows the chosen color (607.2: the abilities are linked)
    assert [(o.id, m) for o, m in costs.find_mana_sources(g, 0, None)] == [(land.id, "{B}")]
    g.apply(ActivateAbility(land.id, 0))
    assert g.players[0].mana_pool.mana["B"] == 1


def test_nothing_chosen_adds_no_mana() -> None:
    g = _game([{"card": "Crossroads Village", "id": "v"}])  # put there, never chosen
    land = _obj(g, "Crossroads Village")
    assert land.chosen_color is None
    assert all(o.id != land.id for o, _ in costs.find_mana_sources(g, 0, None))
    g.apply(ActivateAbility(land.id, 0))
    assert not g.players[0].mana_pool.mana
    assert any(e.rule == "614.12a" and "no mana" in e.text for e in g.log)


def test_the_chosen_type_fills_the_filter() -> None:
    g = _game(
        [{"card": "Grizzly Bears", "id": "b"}, {"card": "Llanowar Elves", "id": "e"}],
        ["Engineered Plague"],
    )
    g.players[0].mana_pool.add("{2}{B}")
    plague = _obj(g, "Engineered Plague")
    from mtgrules.decisions import CastSpell

    g.apply(CastSpell(plague.id))
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    assert "Bear" in g.pending.options and "Elf" in g.pending.options  # 205.3m
    g.apply(Choose("Bear"))
    bears, elves = _obj(g, "Grizzly Bears"), _obj(g, "Llanowar Elves")
    # 613.4c: only Bears get -1/-1
    assert (
        characteristics.chars(g, bears.id).power,
        characteristics.chars(g, bears.id).toughness,
    ) == (1, 1)
    assert (
        characteristics.chars(g, elves.id).power,
        characteristics.chars(g, elves.id).toughness,
    ) == (1, 1)


def test_an_amount_equal_to_its_power() -> None:
    g = _game(["Viridian Joiner"])
    joiner = _obj(g, "Viridian Joiner")
    # 1/2 with two counters: power 3 (a new dict, as the engine writes counters: objects.py)
    joiner.counters = {**joiner.counters, "+1/+1": 2}
    # 605.3b: not one mana: the planner leaves it to the player (605.3a)
    assert all(o.id != joiner.id for o, _ in costs.find_mana_sources(g, 0, None))
    g.apply(ActivateAbility(joiner.id, 0))
    assert g.players[0].mana_pool.mana["G"] == 3  # 608.2h: counted as it resolves
