"""Tenth session, the "other" family (issue 12): flavor words (207.2d), "target opponent
gains control of ..." (613.1b), "exchange control of ..." (701.12), "loses half their life,
rounded up" (107.1a), reflexive "When you do, ..." abilities (603.12) and "copy target
instant or sorcery spell" / "copy that spell" (707.10): read, written back, carried out."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.flavor import strip_flavor
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle, self_names
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


def _abilities(db: CardDatabase, name: str) -> tuple[Any, ...]:
    return supported_definition(db.get(name), use_cache=False).abilities


@pytest.mark.parametrize(
    "name",
    [
        "Black Dragon",  # Acid Breath — When this creature enters, ...
        "Baleful Beholder",  # • Antimagic Cone — ... (named modes)
        "School Daze",  # Choose one — • Do Homework — Draw three cards.
        "Battle Menu",  # • Ability — ...
        "Donate",  # Target player gains control of target permanent you control.
        "Harmless Offering",
        "Sleeper Agent",  # target opponent gains control of it
        "Switcheroo",  # Exchange control of two target creatures.
        "Political Trickery",  # ... of target land you control and target land ...
        "Quietus Spike",  # that player loses half their life, rounded up
        "Infernal Contract",  # You lose half your life, rounded up.
        "Ruthless Lawbringer",  # ... you may sacrifice another creature. When you do, ...
        "Faebloom Trick",  # Create two ... tokens. When you do, tap target creature ...
        "Unscrupulous Contractor",  # When you do, target player draws two cards and ...
        "Twincast",  # Copy target instant or sorcery spell. You may choose new targets ...
        "Naru Meha, Master Wizard",  # ... copy target instant or sorcery spell you control
        "Swarm Intelligence",  # ..., you may copy that spell. You may choose new targets ...
        "Lucky Clover",  # ..., copy it. You may choose new targets for the copy.
        "Mirari",  # ... you may pay {3}. If you do, copy that spell. ...
        "A-Manticore",  # Tail Spikes — When Manticore enters, ... (its name without "A-")
        "A-Blood Artist",
    ],
)
def test_supported(db: CardDatabase, name: str) -> None:
    assert card_gaps(db.get(name)) == []


def test_flavor_word_is_layout_only(db: CardDatabase) -> None:
    card = db.get("Black Dragon")
    abilities = _abilities(db, "Black Dragon")
    trig = abilities[-1]
    assert trig.layout.ability_word == "Acid Breath"
    # 207.2d: the same ability as without the flavor word (layouts don't compare)
    plain = parse_oracle(card.oracle_text.replace("Acid Breath — ", ""), card.name, card.types)
    assert plain[-1] == trig
    assert render_abilities(abilities, card.name) == card.oracle_text


def test_flavor_named_modes(db: CardDatabase) -> None:
    (trig,) = _abilities(db, "Baleful Beholder")
    (modal,) = trig.effects
    assert [m.layout.ability_word for m in modal.modes] == ["Antimagic Cone", "Fear Ray"]


def test_strip_flavor_refuses_keywords_with_rules_meaning() -> None:
    # 702.178: "Max speed — ..." and 702.142: "Boast — ..." mean something
    assert strip_flavor("Max speed — This creature has flying.") is None
    assert strip_flavor("Boast — {1}: Draw a card.") is None
    assert strip_flavor("Power-up — {5}{U}: Draw a card.") is None
    assert strip_flavor("Landfall — Whenever ...") is None  # an ability word (207.2c)
    line, head, modes = strip_flavor("Acid Breath — Draw a card.") or ("", None, ())
    assert (line, head, modes) == ("Draw a card.", "Acid Breath", ())


def test_flavor_word_before_unreadable_text_is_still_refused() -> None:
    with pytest.raises(CardTextError):
        parse_oracle("Acid Breath — Frobnicate the widget.", "Test Card", ("creature",))


def test_gain_control_who_ir(db: CardDatabase) -> None:
    (spell,) = _abilities(db, "Harmless Offering")
    (gain,) = spell.effects
    assert gain == ir.GainControl(ir.TargetRef(1), ir.Duration.PERMANENT, ir.TargetRef(0))
    assert spell.targets[0].kind == "player" and spell.targets[0].player == "opponent"
    (spell,) = _abilities(db, "Switcheroo")
    assert spell.effects == (ir.ExchangeControl(ir.TargetRef(0)),)
    assert spell.targets[0].count == 2


def test_gain_control_needs_one_player() -> None:
    with pytest.raises(CardTextError):
        parse_oracle("Each opponent gains control of target creature.", "T", ("sorcery",))


def _exchange_game(targets: list[str]) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Island"] * 5 + ["Grizzly Bears", "Hill Giant"],
                    "hand": ["Switcheroo"],
                },
                {"name": "Bob", "battlefield": ["Craw Wurm"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Switcheroo", "targets": targets}}, {"resolve": 1}],
        }
    )


def _controllers(g: Any) -> dict[str, int]:
    return {o.name: o.controller for o in g.battlefield_objects() if o.card.types != ("land",)}


def test_exchange_control() -> None:
    g = _exchange_game(["Grizzly Bears", "Craw Wurm"])
    assert _controllers(g) == {"Grizzly Bears": 1, "Craw Wurm": 0, "Hill Giant": 0}


def test_exchange_same_controller_does_nothing() -> None:
    g = _exchange_game(["Grizzly Bears", "Hill Giant"])  # 701.12b
    assert _controllers(g) == {"Grizzly Bears": 0, "Craw Wurm": 1, "Hill Giant": 0}


def test_half_life_ir(db: CardDatabase) -> None:
    trig = _abilities(db, "Quietus Spike")[1]
    (lose,) = trig.effects
    assert isinstance(lose.who, ir.TriggerPlayerRef)
    assert lose.amount == ir.Arith("half up", ir.LifeTotalOf(lose.who))


def test_half_life_each_opponent_refused() -> None:
    with pytest.raises(CardTextError):
        parse_oracle("Each opponent loses half their life, rounded up.", "T", ("sorcery",))


def test_when_you_do_ir(db: CardDatabase) -> None:
    (trig,) = _abilities(db, "Ruthless Lawbringer")
    assert trig.targets == ()  # 603.12, 603.3d: the reflexive ability chooses its target
    assert trig.optional
    sac, when = trig.effects
    assert isinstance(sac, ir.Sacrifice) and isinstance(when, ir.WhenYouDo)
    assert when.effects == (ir.Destroy(ir.TargetRef(0)),)
    assert len(when.targets) == 1 and "land" in when.targets[0].filter.non_types


def test_when_you_do_naming_an_earlier_target_refused() -> None:
    with pytest.raises(CardTextError):
        parse_oracle("Tap target creature. When you do, destroy that creature.", "T", ("sorcery",))


def test_when_you_do_nothing_sacrificed_nothing_triggers() -> None:
    # no other creature to sacrifice: the cost can't be paid (118.3), so only "no" is
    # offered, and no reflexive trigger (603.12)
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Plains", "Swamp", "Swamp"],
                    "hand": ["Ruthless Lawbringer"],
                },
                {"name": "Bob", "battlefield": ["Hill Giant"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Ruthless Lawbringer"},
                {"resolve": 2},
                {"choose": "yes", "expect_error": "0 to choose that can be sacrificed, not 1"},
                {"choose": "no"},
            ],
        }
    )
    assert not g.stack and not g.pending_triggers
    assert any(o.name == "Hill Giant" for o in g.battlefield_objects())


def test_copy_spell_ir(db: CardDatabase) -> None:
    (spell,) = _abilities(db, "Twincast")
    assert spell.effects == (ir.CopySpell(ir.TargetRef(0)),)
    assert spell.targets[0].kind == "spell"
    (trig,) = _abilities(db, "Swarm Intelligence")
    assert trig.optional and trig.effects == (ir.CopySpell(ir.TriggerObjectRef()),)


@pytest.mark.parametrize("name", ["Echoes of Eternity", "Chancellor of Tales"])
def test_copying_a_permanent_spell_refused(db: CardDatabase, name: str) -> None:
    # 707.10f: the copy of a permanent spell becomes a token: not carried out yet
    gaps = card_gaps(db.get(name))
    assert any("707.10f" in g for g in gaps)


def test_twincast_copy_keeps_targets() -> None:
    # 707.10c: "keep the targets": the copy deals its damage where the original does
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Island", "Island"], "hand": ["Twincast"]},
                {"name": "Bob", "battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
            ],
            "turn": {"active": "Bob", "step": "main1"},
            "script": [
                {"cast": {"card": "Lightning Bolt", "targets": ["Alice"]}},
                "pass",
                {"cast": {"card": "Twincast", "targets": ["Lightning Bolt"]}},
                {"resolve": 1},
                {"choose": "keep the targets"},
                {"resolve": "all"},
            ],
        }
    )
    assert g.players[0].life == 14 and g.players[1].life == 20


def test_rebalanced_card_names_itself_without_prefix() -> None:
    # 201.5: "A-Manticore"'s text says "Manticore": the object itself
    assert self_names("A-Manticore", legendary=False) == ["A-Manticore", "Manticore"]
    assert "Alrund" in self_names("A-Alrund, God of the Cosmos")
    assert self_names("Manticore", legendary=False) == ["Manticore"]
