"""Coin flips (705) and die rolls (706), and a resolution's memory across a pause (608.2c):
the results of earlier instructions ("If you win the flip", "the result", "If you don't")
are kept when a later instruction stops the resolution for a decision."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, cast

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import CastSpell, Choose, DiscardChoice, PassPriority
from mtgrules.rules import amounts

GAMBLE = {
    "name": "Gambler's Discard",
    "mana_cost": "{1}{R}",
    "type_line": "Sorcery",
    "text": "Flip a coin. Discard a card. If you win the flip, draw two cards. "
    "If you lose the flip, you lose 3 life.",
}


class _Fixed(random.Random):
    """A generator whose coin flips all come out as ``flip`` and dice as ``die``."""

    def __init__(self, flip: int, die: int = 1) -> None:
        super().__init__(0)
        self.flip, self.die = flip, die

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        return int(self.flip)

    def randint(self, a: int, b: int) -> int:
        assert a <= self.die <= b
        return int(self.die)


def _id(g: Any, name: str) -> int:
    return int(next(o.id for o in g.objects.values() if o.card.name == name))


def _resolve(g: Any) -> None:
    while g.stack and g.pending is not None and not isinstance(g.pending, DiscardChoice):
        g.apply(PassPriority())


def _cast(card: str, hand: tuple[str, ...] = (), cards: list[Any] | None = None, **kw: Any) -> Any:
    players = [
        {
            "name": "Alice",
            "hand": [card, *hand],
            "library": ["Forest", "Forest", "Forest"],
            "battlefield": ["Mountain"] * 4 + ["Grizzly Bears"],
        },
        {"name": "Bob", "library": ["Island", "Island"]},
    ]
    doc: dict[str, Any] = {"players": players, "turn": {"active": "Alice", "step": "main1"}}
    if cards:
        doc["cards"] = cards
    g = _game(doc)
    if "flip" in kw:
        g.rng = _Fixed(kw["flip"], kw.get("die", 1))
    g.apply(CastSpell(_id(g, card)))
    return g


@pytest.mark.parametrize(
    "name",
    [
        "Mana Crypt",
        "Winter Sky",
        "Stitch in Time",
        "Goblin Archaeologist",
        "Chaotic Goo",
        "Adorable Kitten",
        "Growth Spurt",
        "Painiac",
    ],
)
def test_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_parsed_forms() -> None:
    (ab,) = parse_oracle(
        "Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 2 life.",
        "T",
        ("sorcery",),
    )
    assert isinstance(ab, ir.SpellAbility)
    effects: tuple[Any, ...] = ab.effects
    flip, won, lost = effects
    assert flip == ir.FlipCoin()
    assert isinstance(won, ir.IfFlip) and won.won and won.effects == (ir.Draw(ir.YouRef(), 1),)
    assert isinstance(lost, ir.IfFlip) and not lost.won
    (ab,) = parse_oracle("Roll a d20. You gain life equal to the result.", "T", ("sorcery",))
    assert isinstance(ab, ir.SpellAbility)
    effects = cast(tuple[Any, ...], ab.effects)
    assert effects[0] == ir.RollDie(20, "d20")
    assert effects[1] == ir.GainLife(ir.YouRef(), cast(Any, ir.DieResult()))
    (ab,) = parse_oracle("Roll a four-sided die.", "T", ("sorcery",))
    assert isinstance(ab, ir.SpellAbility)
    effects = cast(tuple[Any, ...], ab.effects)
    assert effects == (ir.RollDie(4, "four-sided die"),)


@pytest.mark.parametrize("flip", [0, 1])
def test_winter_sky_follows_the_flip(flip: int) -> None:
    g = _cast("Winter Sky", flip=flip)
    _resolve(g)
    alice, bob = g.players
    bears = g.objects[_id(g, "Grizzly Bears")]
    if flip:  # 705.2: won: 1 damage to each creature and each player
        assert (alice.life, bob.life, bears.damage) == (19, 19, 1)
        assert len(bob.hand) == 0
    else:  # lost: each player draws a card
        assert (alice.life, bob.life, bears.damage) == (20, 20, 0)
        assert len(bob.hand) == 1
    assert any(e.rule == "705.2" for e in g.log)


def test_flips_come_from_the_seeded_generator() -> None:
    def flips(seed: int) -> list[bool]:
        out = []
        for _ in range(6):
            g = _cast("Winter Sky")
            g.rng = random.Random(seed)
            _resolve(g)
            out.append(g.players[1].life == 19)
            seed += 1
        return out

    assert flips(3) == flips(3)
    assert set(flips(3) + flips(20)) == {True, False}  # both sides come up


@pytest.mark.parametrize("flip", [0, 1])
def test_flip_remembered_across_a_decision(flip: int) -> None:
    """608.2c: the discard stops the resolution for Alice's choice; "If you win the flip" is
    read after it, from the flip made before (never flipped again)."""
    g = _cast("Gambler's Discard", hand=("Shock", "Island"), cards=[GAMBLE], flip=flip)
    _resolve(g)
    assert isinstance(g.pending, DiscardChoice)
    assert g._paused_resolution["memory"][4] == {"flip": flip}
    g.rng = _Fixed(1 - flip)  # a second flip would come out the other way
    g.apply(Choose([_id(g, "Shock")]))
    alice = g.players[0]
    flips = [e for e in g.log if e.rule == "705.2"]
    assert len(flips) == 1
    if flip:
        assert (alice.life, len(alice.hand)) == (20, 3)  # Island + two Forests
    else:
        assert (alice.life, len(alice.hand)) == (17, 1)


def test_die_roll_result_is_the_amount() -> None:
    g = _game(
        {
            "players": [
                {"name": "Alice", "hand": ["Adorable Kitten"], "battlefield": ["Plains"]},
                {"name": "Bob"},
            ],
        }
    )
    g.rng = _Fixed(0, die=5)
    g.apply(CastSpell(_id(g, "Adorable Kitten")))
    while g.stack:
        g.apply(PassPriority())
    assert g.players[0].life == 25  # 706.2: the result, 5
    assert any("rolls a six-sided die for Adorable Kitten: 5" in e.text for e in g.log)


def test_die_results_span_the_die() -> None:
    seen = set()
    for seed in range(60):
        g = _game(
            {
                "players": [
                    {"name": "A", "hand": ["Adorable Kitten"], "battlefield": ["Plains"]},
                    {"name": "B"},
                ]
            }
        )
        g.rng = random.Random(seed)
        g.apply(CastSpell(_id(g, "Adorable Kitten")))
        while g.stack:
            g.apply(PassPriority())
        seen.add(g.players[0].life - 20)
    assert seen == {1, 2, 3, 4, 5, 6}  # 706.1a: six equally likely results


def test_the_result_outside_a_roll_is_zero() -> None:
    g = _game({"players": [{"name": "A"}, {"name": "B"}]})
    scope = amounts.AmountScope(
        g,
        0,
        None,
        0,
        0,
        lambda r: [],
        lambda o: None,
        cast(Any, lambda o: None),
        lambda c, o, f: False,
    )
    assert amounts.evaluate(ir.DieResult(), scope) == 0
    assert amounts.evaluate(ir.DieResult(), replace(scope, outcomes={"die": 3})) == 3


def test_groups_and_did_kept_in_the_paused_memory() -> None:
    """608.2c: "them" names what the earlier instruction acted on: the paused resolution keeps
    that group (and whether the last instruction was done) while it waits for the discard."""
    card = {
        "name": "Tap Dance",
        "mana_cost": "{R}",
        "type_line": "Sorcery",
        "text": "Tap all creatures you control. Discard a card. Untap them.",
    }
    g = _cast("Tap Dance", hand=("Shock", "Island"), cards=[card])
    _resolve(g)
    assert isinstance(g.pending, DiscardChoice)
    created, groups, did, only, outcomes, destroyed = g._paused_resolution["memory"]
    assert (created, only, outcomes, destroyed) == ([], None, {}, [])
    bears = _id(g, "Grizzly Bears")
    assert list(groups.values()) == [[bears]] and did is True
    assert g.objects[bears].tapped
    g.apply(Choose([_id(g, "Shock")]))
    assert not g.objects[bears].tapped
