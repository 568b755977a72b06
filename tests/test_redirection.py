"""Static redirection effects (614.9): the Oracle reading of "All [combat] damage that would
be dealt to you [by unblocked creatures] is dealt to this creature instead." and its "as long
as" form; the games: tests/scenarios/core/redirect_*."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.ir.s11_dmg import RedirectDamage, RedirectOnce
from mtgrules.cards.parser import parse_oracle
from mtgrules.objects import Target
from mtgrules.records import RedirectionShield
from mtgrules.state import GameState

REAL = [
    "Pariah",
    "Pariah's Shield",
    "Palisade Giant",
    "Protector of the Crown",
    "Empyrial Archangel",
    "Treacherous Link",
    "Veteran Bodyguard",
    "Weathered Bodyguards",
    "Martyrs of Korlis",
    "With Great Power . . .",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_the_readings() -> None:
    (a,) = parse_oracle(
        "All damage that would be dealt to you and other permanents you control is dealt to "
        "this creature instead.",
        "Foo",
        ("creature",),
    )
    assert a == ir.StaticAbility(
        RedirectDamage("you and other permanents you control", "this creature")
    )
    (b,) = parse_oracle(
        "As long as this creature is untapped, all combat damage that would be dealt to you "
        "by unblocked creatures is dealt to this creature instead.",
        "Foo",
        ("creature",),
    )
    assert isinstance(b, ir.StaticAbility) and b.condition is not None
    assert b.effect == RedirectDamage("you", "this creature", combat=True, by="unblocked creatures")


ONCE = [
    "Lancers en-Kor",
    "Nomads en-Kor",
    "Zealous Inquisitor",
    "Zhalfirin Crusader",
    "Carom",
    "Daughter of Autumn",
    "Razia, Boros Archangel",
    "Hazduhr the Abbot",
    "Kjeldoran Royal Guard",
    "Oracle's Attendants",
    "Shimian Night Stalker",
    "Turn the Tables",
    "Mirror Strike",
    "Kor Chant",
]


@pytest.mark.parametrize("name", ONCE)
def test_one_shot_redirections_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_the_one_shot_readings() -> None:
    (a,) = parse_oracle(
        "{0}: The next 1 damage that would be dealt to this creature this turn is dealt to "
        "target creature you control instead.",
        "Foo",
        ("creature",),
    )
    assert isinstance(a, ir.ActivatedAbility)
    (e,) = a.effects
    assert e == RedirectOnce(ir.SelfRef(), ir.TargetRef(0), 1)
    (b,) = parse_oracle(
        "{T}: All combat damage that would be dealt to you by unblocked creatures this turn is "
        "dealt to this creature instead.",
        "Foo",
        ("creature",),
    )
    assert isinstance(b, ir.ActivatedAbility)
    assert b.effects == (
        RedirectOnce(
            ir.YouRef(),
            ir.SelfRef(),
            None,
            combat=True,
            by="unblocked creatures",
            order="to-by-turn",
        ),
    )
    (c,) = parse_oracle(
        "All damage that would be dealt this turn to target creature you control by a source "
        "of your choice is dealt to another target creature instead.",
        "Foo",
        ("instant",),
    )
    assert isinstance(c, ir.SpellAbility)
    (e,) = c.effects
    assert isinstance(e, RedirectOnce) and (e.by, e.order) == ("chosen", "turn-to")
    # 614.9: damage redirected to the object it would be dealt to isn't read
    with pytest.raises(Exception, match="instead"):
        parse_oracle(
            "The next 1 damage that would be dealt to this creature this turn is dealt to this "
            "creature instead.",
            "Foo",
            ("instant",),
        )


def test_a_shield_is_the_clones_own() -> None:
    # 614.9: "the next N" is used up as it applies: a clone's shield is its own (search)
    g = GameState(["Alice", "Bob"])
    g.redirection_shields.append(RedirectionShield("Carom", 1, 5, None, Target(object_id=6), 1))
    c = g.clone()
    c.redirection_shields[0].remaining = 0
    assert g.redirection_shields[0].remaining == 1
    assert g.fingerprint() != c.fingerprint()
