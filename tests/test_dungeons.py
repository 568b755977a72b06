"""309, 701.49, 725: the dungeon cards read through the gate, their arrows, the cards that
venture or take the initiative (supported only when every dungeon they may enter is), the
dungeon state in a game (cloned, fingerprinted), and a scenario's dungeon set up or refused.
The games: tests/scenarios/core/initiative_* and dungeon_*."""

from __future__ import annotations

from typing import Any, cast

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.dungeons import DUNGEONS, choices, record
from mtgrules.cards.gate import dungeon_gaps, supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.errors import CardTextError, ScenarioError
from mtgrules.rules import dungeons
from mtgrules.scenario.loader import parse, parse_yaml
from mtgrules.scenario.runner import Runner

INITIATIVE = [
    "Aarakocra Sneak",
    "Avenging Hunter",
    "Bloodboil Sorcerer",
    "Feywild Caretaker",
    "Goliath Paladin",
    "Passageway Seer",
    "Stirring Bard",
    "Underdark Explorer",
    "Vicious Battlerager",
    "Gloom Stalker",  # "As long as you've completed a dungeon" (309.7)
    "Dungeon Crawler",  # "Whenever you complete a dungeon" (309.7)
]


@pytest.mark.parametrize("name", INITIATIVE)
def test_initiative_cards_are_supported(name: str) -> None:
    record_ = CardDatabase.bundled().get(name)
    assert supported_definition(record_, use_cache=False).name == name


def test_every_dungeon_is_read_room_by_room() -> None:
    """309.4c: each room ability is a triggered ability with the unprinted trigger, its
    room's name kept as the line's ability word, rendered back to the printed line."""
    for name in DUNGEONS:
        card = supported_definition(record(name), use_cache=False)
        rooms = DUNGEONS[name].rooms
        assert len(card.abilities) == len(rooms)
        for ability, room in zip(card.abilities, rooms, strict=True):
            assert isinstance(ability, ir.TriggeredAbility)
            assert ability.trigger.event is ir.TriggerEvent.ROOM_ENTERED
            assert ability.layout is not None and ability.layout.ability_word == room.name


def test_the_arrows_lead_down_to_one_bottommost_room() -> None:
    """309.4: each arrow points to a later room; exactly one room, the last, has none."""
    for d in DUNGEONS.values():
        for i, room in enumerate(d.rooms):
            assert all(i < j < len(d.rooms) for j in room.exits), (d.name, room.name)
        assert [r.name for r in d.rooms if not r.exits] == [d.rooms[-1].name]
        reached = {0}
        for i, room in enumerate(d.rooms):
            if i in reached:
                reached |= set(room.exits)
        assert reached == set(range(len(d.rooms))), d.name


def test_undercity_only_by_venturing_into_undercity() -> None:
    """701.49d: Undercity is entered only by "venture into Undercity", which enters only it."""
    assert choices(True) == ("Undercity",)
    assert "Undercity" not in choices(False) and len(choices(False)) == 3


def test_venturing_is_refused_while_a_dungeon_it_may_enter_isnt_supported(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A card is supported or refused: "venture into the dungeon" may enter any of three
    dungeons; while one of them can't be carried out, the card is refused, naming it."""
    from mtgrules.cards import gate

    real = gate.supported_definition

    def tomb_unread(rec: object, *, use_cache: bool = True) -> ir.CardDefinition:
        name = getattr(rec, "name", "")
        if name == "Tomb of Annihilation":
            raise CardTextError("Tomb of Annihilation", "Veils of Fear")
        if name in DUNGEONS:  # the others as if read
            return ir.CardDefinition(name=name, types=("dungeon",))
        return real(rec, use_cache=use_cache)

    monkeypatch.setattr(gate, "supported_definition", tomb_unread)
    venture = ir.CardDefinition(
        name="Test Venture",
        types=("sorcery",),
        abilities=(ir.SpellAbility(cast(Any, (ir.VentureIntoDungeon(),))),),
    )
    (gap,) = dungeon_gaps(venture)
    assert gap == "venture into the dungeon: the room abilities of Tomb of Annihilation (309.4c)"
    initiative = ir.CardDefinition(
        name="Test Initiative",
        types=("sorcery",),
        abilities=(ir.SpellAbility(cast(Any, (ir.TakeInitiative(),))),),
    )
    assert dungeon_gaps(initiative) == []  # 725.2: only Undercity


def test_the_readings() -> None:
    (trig,) = parse_oracle(
        "When this creature enters, you take the initiative.", "Goliath Paladin", ("creature",)
    )
    assert isinstance(trig, ir.TriggeredAbility)
    assert cast(Any, trig.effects) == (ir.TakeInitiative(ir.YouRef()),)
    (static,) = parse_oracle(
        "As long as you've completed a dungeon, this creature has double strike.",
        "Gloom Stalker",
        ("creature",),
    )
    assert isinstance(static, ir.StaticAbility)
    (named,) = parse_oracle(
        "If you haven't completed Tomb of Annihilation, draw a card.", "X", ("sorcery",)
    )
    assert isinstance(named, ir.SpellAbility)
    (cond,) = cast(Any, named.effects)
    assert cond.condition == ir.CompletedDungeon("Tomb of Annihilation", negated=True)
    (spell,) = parse_oracle("Venture into the dungeon.", "Bar the Gate", ("instant",))
    assert isinstance(spell, ir.SpellAbility)
    assert cast(Any, spell.effects) == (ir.VentureIntoDungeon(),)


def _game(setup: str, script: str = "") -> Runner:
    text = f"""
name: state
rules: ["309.4"]
players:
  - name: Alice
{setup}
  - name: Bob
turn: {{active: Alice, step: main1, number: 2}}
script:
  - pass
{script}"""
    runner = Runner(parse(parse_yaml(text)))
    runner.run()
    return runner


def test_the_dungeon_state_is_cloned_and_fingerprinted() -> None:
    runner = _game(
        "    initiative: true\n    dungeon: {name: Undercity, room: Forge}\n"
        "    dungeons_completed: [Undercity]"
    )
    game = runner.game
    here = dungeons.current(game, 0)
    assert here is not None and here.card.name == "Undercity"
    assert game.players[0].venture_room == 1 and game.initiative == 0
    before = game.fingerprint()
    copy = game.clone()
    assert copy.fingerprint() == before
    copy.players[0].venture_room = 2  # a clone's players are its own
    copy.initiative = 1
    assert game.players[0].venture_room == 1 and game.initiative == 0
    assert copy.fingerprint() != before


def test_a_scenario_dungeon_goes_through_the_gate(monkeypatch: pytest.MonkeyPatch) -> None:
    """A dungeon set up in a scenario is a card like any other: one the engine can't carry
    out is refused as the position is set up, naming the key."""
    from mtgrules.scenario import designations

    def unread(rec: object, *, use_cache: bool = True) -> ir.CardDefinition:
        raise CardTextError("Undercity", "Forge")

    monkeypatch.setattr(designations, "supported_definition", unread)
    with pytest.raises(ScenarioError, match=r"players\[0\]\.dungeon\.name"):
        _game("    dungeon: {name: Undercity}")


def test_a_room_that_isnt_in_the_dungeon_is_refused() -> None:
    with pytest.raises(ScenarioError, match="Undercity has no room 'Cave Entrance'"):
        _game("    dungeon: {name: Undercity, room: Cave Entrance}")


def test_only_one_player_has_the_initiative() -> None:
    text = """
name: two
rules: ["725.3"]
players:
  - name: Alice
    initiative: true
  - name: Bob
    initiative: true
turn: {active: Alice, step: main1, number: 2}
script: []
"""
    with pytest.raises(ScenarioError, match="only one player can have the initiative"):
        Runner(parse(parse_yaml(text)))
