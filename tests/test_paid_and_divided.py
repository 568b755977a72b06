"""What a spell's casting chose or paid, used as it resolves: "the sacrificed creature's power"
(601.2h, 602.2b, 608.2h) and damage divided as you choose (601.2d, 608.2b); and clash
(701.30), whose choices replay when the resolution resumes (608.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import coverage, ir, load_card
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import CastSpell, Choose, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.objects import Target
from mtgrules.rules import division


def _id(g: Any, name: str) -> int:
    return int(next(o.id for o in g.objects.values() if o.card.name == name))


def _resolve(g: Any) -> None:
    while g.stack and g.pending is not None and type(g.pending).__name__ == "Priority":
        g.apply(PassPriority())


def _arc(bob_battlefield: list[Any]) -> Any:
    return _game(
        {
            "players": [
                {"name": "Alice", "hand": ["Arc Lightning"], "battlefield": ["Mountain"] * 3},
                {"name": "Bob", "battlefield": bob_battlefield},
            ]
        }
    )


def test_divided_damage_parsed_and_rendered() -> None:
    (ab,) = parse_oracle(
        "~ deals 3 damage divided as you choose among one, two, or three targets.",
        "Arc Lightning",
        ("sorcery",),
    )
    assert isinstance(ab, ir.SpellAbility)
    e = ab.effects[0]
    assert isinstance(e, ir.DividedDamage)
    assert (e.amount, e.among) == (3, "one, two, or three")
    assert ab.targets == (ir.TargetSpec("any", count=3, up_to=True),)
    for name in ("Arc Lightning", "Forked Bolt", "Electrolyze", "Aerial Volley"):
        assert card_gaps(load_card(name)) == [], name
    # an ability's division is chosen as it is activated or put on the stack (602.2b, 603.3d)
    for name in ("Mogg Mob", "Inferno Titan", "Verdurous Gearhulk", "Ral, Caller of Storms"):
        assert coverage.card_gaps(CardDatabase.bundled().get(name)) == [], name
    # a division inside a mode (700.2) isn't carried out yet
    gaps = coverage.card_gaps(CardDatabase.bundled().get("Abzan Charm"))
    assert any("603.3d" in gap for gap in gaps)


def test_divisions_listed_are_the_compositions() -> None:
    g = _arc(["Grizzly Bears", "Llanowar Elves"])
    arc = _id(g, "Arc Lightning")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == arc]
    assert casts
    for a in casts:
        (chosen,) = a.targets
        assert len(a.divide) == len(chosen) >= 1
        assert sum(a.divide) == 3 and min(a.divide) >= 1
    two = {a.divide for a in casts if len(a.targets[0]) == 2}
    assert two == {(1, 2), (2, 1)}
    three = {a.divide for a in casts if len(a.targets[0]) == 3}
    assert three == {(1, 1, 1)}
    assert division.compositions(5, 2) == [(1, 4), (2, 3), (3, 2), (4, 1)]


def test_division_refused_unless_it_adds_up() -> None:
    g = _arc(["Grizzly Bears"])
    arc, bears = _id(g, "Arc Lightning"), _id(g, "Grizzly Bears")
    targets = ((Target(object_id=bears), Target(player=1)),)
    before = g.fingerprint()
    for bad in [(), (3,), (2, 2), (3, 0)]:
        with pytest.raises(IllegalActionError, match=r"601\.2d"):
            g.apply(CastSpell(arc, targets, divide=bad))
    with pytest.raises(IllegalActionError, match=r"601\.2d"):
        g.apply(CastSpell(arc, ((),)))  # at least one target
    assert g.fingerprint() == before
    g.apply(CastSpell(arc, ((Target(object_id=bears),),)))  # one target: all of it
    _resolve(g)
    assert g.objects.get(bears) is None  # 3 damage to a 2/2


def test_the_sacrificed_creature_is_its_last_known_information() -> None:
    (ab,) = parse_oracle(
        "Sacrifice a creature: ~ deals damage equal to the sacrificed creature's power to "
        "any target.",
        "Bloodshot Cyclops",
        ("creature",),
    )
    assert isinstance(ab, ir.ActivatedAbility)
    assert "SacrificedRef(noun='creature')" in repr(ab.effects)
    for name in ("Fling", "Altar of Dementia", "Bloodshot Cyclops", "Diamond Valley"):
        assert card_gaps(load_card(name)) == [], name
    # no sacrifice cost of its own: refused
    card = ir.CardDefinition(
        name="T",
        types=("instant",),
        abilities=(
            ir.SpellAbility(
                (ir.GainLife(ir.YouRef(), ir.PowerOf(ir.SacrificedRef())),),  # type: ignore[arg-type]
            ),
        ),
    )
    from mtgrules.rules.support import engine_gaps

    assert any("sacrificed" in gap for gap in engine_gaps(card))


def test_clash_asks_then_reveals_once() -> None:
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Research the Deep"],
                    "library": ["Shock", "Hill Giant"],
                    "battlefield": ["Island"] * 4,
                },
                {"name": "Bob", "library": ["Island", "Forest"]},
            ]
        }
    )
    g.apply(CastSpell(_id(g, "Research the Deep")))
    _resolve(g)
    assert g.pending.options == ("Bob",)  # 701.30b: choose an opponent
    g.apply(Choose("Bob"))
    assert g.pending.player == 0 and g.pending.options == ("top", "bottom")  # 101.4: APNAP
    g.apply(Choose("bottom"))
    assert g.pending.player == 1
    bob_top = g.players[1].library[-1]
    g.apply(Choose("top"))
    reveals = [e for e in g.log if e.rule == "701.30c"]
    assert len(reveals) == 2  # revealed once, after every choice
    draws = [e for e in g.log if e.rule == "121.1"]
    assert len(draws) == 1  # the earlier instruction isn't done again
    assert g.players[1].library[-1] == bob_top
    assert any("Alice wins the clash" in e.text for e in g.log)  # Hill Giant 4 > Forest 0
    assert g.objects[_id(g, "Research the Deep")].zone.value == "hand"
    assert g.objects[g.players[0].library[0]].name == "Hill Giant"  # put on the bottom
