"""h-players: "... that player controls" after a trigger that names a player (603.2, 608.2k)."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.rules import that_player


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


@pytest.mark.parametrize(
    "name",
    ["Trygon Predator", "Shockmaw Dragon", "Topplegeist", "Nature's Will", "Blind Zealot"],
)
def test_supported(db: CardDatabase, name: str) -> None:
    assert card_gaps(db.get(name)) == []


def test_count_carried_out(db: CardDatabase) -> None:
    # "you gain 1 life for each artifact that player controls": a count of the trigger's
    # player's permanents since s10 engine (tests/scenarios/issue12/that-player-controls-*)
    assert card_gaps(db.get("Emissary of Hope")) == []


def test_granted_ability_refused(db: CardDatabase) -> None:
    # the token's ability is nested in a spell's instruction: refused
    gaps = card_gaps(db.get("Wake the Dragon"))
    assert any("that player controls" in g for g in gaps)


def test_each_player_in_turn(db: CardDatabase) -> None:
    # "each opponent ... that player controls": counted for each player in turn (608.2c,
    # ir.EachPlayerNowRef); refused where the instruction doesn't deal with each player itself
    assert card_gaps(db.get("Typhoon")) == []
    gaps = card_gaps(db.get("Waiting in the Weeds"))
    assert any("outside an instruction for each player" in g for g in gaps)


def test_gate_walks_filters() -> None:
    flt = ir.Filter(types=frozenset({"artifact"}), controller="trigger player")
    spec = ir.TargetSpec("object", flt)
    trig = ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER)
    ok = ir.TriggeredAbility(trig, (ir.Destroy(ir.TargetRef(0)),), (spec,))
    assert that_player.gap(ok) is None
    spell = ir.SpellAbility((ir.Destroy(ir.TargetRef(0)),), (spec,))
    assert that_player.gap(spell) == that_player.GAP


def test_each_only_for_one_shot_instructions() -> None:
    flt = ir.Filter(types=frozenset({"creature"}), controller="trigger player")
    trig = ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER)
    tap = ir.TriggeredAbility(trig, (ir.Tap(ir.EachRef(flt)),))
    assert that_player.gap(tap) is None
    # s9 h-other: a pump of the group is carried out too (611.2c, effects_permanents._affect)
    pump = ir.TriggeredAbility(trig, (ir.ModifyPT(ir.EachRef(flt), -1, -1),))
    assert that_player.gap(pump) is None
    phase = ir.TriggeredAbility(trig, (ir.PhaseOut(ir.EachRef(flt)),))
    assert that_player.gap(phase) == that_player.GAP


def test_target_player_each(db: CardDatabase) -> None:
    # "deals 3 damage to target player and 1 damage to each creature that player controls"
    assert card_gaps(db.get("Radiating Lightning")) == []
    # "equal to the number of nonbasic lands that player controls": the target player's count
    # (s9 h-amount: ir.PlayerCount, counted as the instruction resolves, 608.2h)
    assert card_gaps(db.get("Anathemancer")) == []


def test_target_chosen_by_target_player_refused() -> None:
    # "Choose target player. Destroy target creature that player controls." (601.2c): not yet
    flt = ir.Filter(types=frozenset({"creature"}), controller_target=0)
    spell = ir.SpellAbility(
        (ir.Destroy(ir.TargetRef(1)),), (ir.TargetSpec("player"), ir.TargetSpec("object", flt))
    )
    assert that_player.gap(spell) == that_player.GAP
    each = ir.SpellAbility((ir.Destroy(ir.EachRef(flt)),), (ir.TargetSpec("player"),))
    assert that_player.gap(each) is None
