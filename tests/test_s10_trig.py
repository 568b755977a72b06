"""Tenth session, "trig" (issue 12): batched trigger events (603.2c) and the name an Alchemy
rebalanced card's text calls it by (201.5). "Whenever one or more other creatures die" /
"... tokens you control enter" / "one or more creature cards leave your graveyard" trigger
once for each event in which one or more of them do so (an instruction's zone changes, one
check of state-based actions: GameState.simultaneously). Read by
cards/transform_trig_batch.py, written back by render/trig_batch.py, carried out by
rules/trigger_batch.py (triggers.fire, trigger_firing.fire_left_graveyard)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import self_names
from mtgrules.rules import zone_moves
from mtgrules.zones import Zone

SUPPORTED = (
    "Morbid Opportunist",  # one or more other creatures die (once each turn)
    "Vengeful Townsfolk",  # one or more other creatures you control die
    "Dramatic Finale",  # one or more nontoken creatures you control die
    "Spiteful Banditry",  # one or more creatures your opponents control die
    "Thopter Shop",  # one or more artifact creatures you control die
    "Elvish Warmaster",  # one or more other Elves you control enter
    "Chalk Outline",  # one or more creature cards leave your graveyard
    "Cryptcaller Chariot",  # you discard one or more cards, ... that many
    "Doctor Doom, King of Latveria",  # you discard one or more land cards
    "Hostile Investigator",  # one or more players discard one or more cards
    "Vulturous Zombie",  # a card is put into an opponent's graveyard from anywhere
    "Compost",  # a black card ...
    "Yuma, Proud Protector",  # a Desert card is put into your graveyard ...
    "Planar Void",  # another card is put into a graveyard ..., exile that card
    "Pedantic Learning",  # a land card is put into your graveyard from your library
    "The Gitrog Monster",  # one or more land cards are put into your graveyard ...
    "Sidisi, Brood Tyrant",  # one or more creature cards ... from your library
    "Woodland Champion",  # one or more tokens you control enter, ... that many
    "Exquisite Blood",  # an opponent loses life, ... that much
    "Mindcrank",  # ... that player mills that many cards
    "Shadowheart, Cleric of Order",  # you lose life during your turn
    "Pious Warrior",  # this creature is dealt combat damage, ... that much
    "Sunhome Enforcer",  # this creature deals combat damage, ... that much
    "Banshee's Blade",  # equipped creature deals combat damage
    "Teysa, Envoy of Ghosts",  # a creature deals combat damage to you, destroy that creature
    "Reaper's Talisman",  # equipped creature attacks alone
    "Attuned Hunter",  # one or more cards leave your graveyard during your turn
    "Pine Walker",  # this creature or another creature you control is turned face up
    "Crawling Infestation",  # ... put into your graveyard from anywhere during your turn
    "A-Blood Artist",  # 201.5: "Blood Artist or another creature dies"
    "A-Psionic Snoop",  # "When Psionic Snoop enters"
    "A-Uurg, Spawn of Turg",  # its text writes its A- name
)


@pytest.mark.parametrize("name", SUPPORTED)
def test_read_written_back_and_carried_out(name: str) -> None:
    assert card_gaps(load_card(name)) == [], name


def _trig(name: str) -> ir.Trigger:
    (a,) = [x for x in load_card(name).abilities if isinstance(x, ir.TriggeredAbility)][:1]
    return a.trigger


def test_batched_triggers_read_as_group_events() -> None:
    t = _trig("Vengeful Townsfolk")
    assert (t.event, t.group) == (ir.TriggerEvent.DIES, True)
    assert isinstance(t.subject, ir.EachRef) and t.subject.filter is not None
    assert t.subject.filter.other and t.subject.filter.controller == "you"
    t = _trig("Elvish Warmaster")
    assert (t.event, t.group) == (ir.TriggerEvent.ENTERS, True)
    t = _trig("Chalk Outline")
    assert t.event is ir.TriggerEvent.LEAVES_GRAVEYARD and t.group
    assert isinstance(t.subject, ir.EachRef) and t.subject.filter is not None
    assert t.subject.filter.types == frozenset({"creature"})


def test_alchemy_names() -> None:
    # 201.5: "A-Dueling Coach" is written "Dueling Coach" in its text
    assert self_names("A-Dueling Coach")[:2] == ["A-Dueling Coach", "Dueling Coach"]
    assert "Harald" in self_names("A-Harald, King of Skemfar")
    assert self_names("Dueling Coach") == ["Dueling Coach"]


def _id(g: Any, name: str, controller: int | None = None) -> int:
    return next(
        o.id
        for o in g.objects.values()
        if o.card.name == name and (controller is None or o.controller == controller)
    )


def _ids(g: Any, name: str) -> list[int]:
    return sorted(o.id for o in g.objects.values() if o.card.name == name)


def _pending(g: Any) -> list[str]:
    return [t.source_name for t in g.pending_triggers]


def _bf(*cards: str) -> Any:
    return _game(
        {
            "players": [
                {"name": "Alice", "battlefield": list(cards), "library": ["Island"] * 5},
                {"name": "Bob", "battlefield": ["Grizzly Bears", "Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )


def test_creatures_dying_at_once_trigger_once() -> None:
    # 603.2c: two creatures destroyed in one event: one trigger; one destroyed after: another
    g = _bf("Vengeful Townsfolk", "Grizzly Bears", "Grizzly Bears", "Llanowar Elves")
    bears = [o for o in _ids(g, "Grizzly Bears") if g.objects[o].controller == 0]
    with g.simultaneously():
        for b in bears:
            zone_moves.destroy(g, b, "test", "701.8a")
    assert _pending(g) == ["Vengeful Townsfolk"]
    zone_moves.destroy(g, _id(g, "Llanowar Elves"), "test", "701.8a")
    assert _pending(g) == ["Vengeful Townsfolk"] * 2


def test_filter_and_other_are_checked() -> None:
    # "other creatures you control": an opponent's creature and this creature don't count
    g = _bf("Vengeful Townsfolk")
    theirs = [o for o in _ids(g, "Grizzly Bears") if g.objects[o].controller == 1]
    zone_moves.destroy(g, theirs[0], "test", "701.8a")
    assert _pending(g) == []
    zone_moves.destroy(g, _id(g, "Vengeful Townsfolk"), "test", "701.8a")
    assert _pending(g) == []


def test_dying_with_the_others_looks_back_in_time() -> None:
    # 603.10a: Vengeful Townsfolk dying with another creature of yours still sees it die
    g = _bf("Vengeful Townsfolk", "Grizzly Bears")
    with g.simultaneously():
        zone_moves.destroy(g, _id(g, "Vengeful Townsfolk"), "test", "701.8a")
        zone_moves.destroy(g, _id(g, "Grizzly Bears", 0), "test", "701.8a")
    assert _pending(g) == ["Vengeful Townsfolk"]


def test_state_based_deaths_are_one_event() -> None:
    # 704.3: creatures with lethal damage are destroyed at once: Morbid Opportunist once
    g = _bf("Morbid Opportunist")
    for b in _ids(g, "Grizzly Bears"):
        g.objects[b].damage = 5
    from mtgrules.rules import sba

    sba.check_once(g)
    assert _pending(g) == ["Morbid Opportunist"]


def test_entering_together_triggers_once() -> None:
    # 603.2c, 603.6a: two Elves entering in one event: one trigger; a non-Elf: none
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Elvish Warmaster"],
                    "hand": ["Llanowar Elves", "Fyndhorn Elves", "Grizzly Bears"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    with g.simultaneously():
        for n in ("Llanowar Elves", "Fyndhorn Elves"):
            zone_moves.move(g, g.objects[_id(g, n)], Zone.BATTLEFIELD, "test", "400.7")
    assert _pending(g) == ["Elvish Warmaster"]
    zone_moves.move(g, g.objects[_id(g, "Grizzly Bears")], Zone.BATTLEFIELD, "test", "400.7")
    assert _pending(g) == ["Elvish Warmaster"]


def test_cards_leaving_your_graveyard() -> None:
    # 603.2c, 603.10a: two creature cards leaving your graveyard at once: one trigger; a land
    # card or an opponent's card: none
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Chalk Outline"],
                    "graveyard": ["Grizzly Bears", "Llanowar Elves", "Forest"],
                },
                {"name": "Bob", "graveyard": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    zone_moves.move(g, g.objects[_id(g, "Forest")], Zone.EXILE, "test", "400.7")
    zone_moves.move(g, g.objects[_id(g, "Grizzly Bears", 1)], Zone.EXILE, "test", "400.7")
    assert _pending(g) == []
    with g.simultaneously():
        for n in ("Grizzly Bears", "Llanowar Elves"):
            card = next(
                o for o in g.objects.values() if o.card.name == n and o.zone is Zone.GRAVEYARD
            )
            zone_moves.move(g, card, Zone.EXILE, "test", "400.7")
    assert _pending(g) == ["Chalk Outline"]


def test_discarding_together_triggers_once_with_that_many() -> None:
    # 701.9a, 603.2c: two cards discarded in one event: one trigger, "that many" is 2; an
    # opponent's discard isn't "you discard"
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Marauding Mako"],
                    "hand": ["Island", "Forest", "Mountain"],
                },
                {"name": "Bob", "hand": ["Island"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    zone_moves.discard(g, _id(g, "Island", 1), "test")
    assert _pending(g) == []
    with g.simultaneously():
        for n in ("Island", "Forest"):
            zone_moves.discard(g, _id(g, n, 0), "test")
    assert [(t.source_name, t.amount) for t in g.pending_triggers] == [("Marauding Mako", 2)]
    zone_moves.discard(g, _id(g, "Mountain", 0), "test")
    assert [t.amount for t in g.pending_triggers] == [2, 1]


def test_discard_kind_is_checked() -> None:
    # "one or more land cards": a nonland card discarded doesn't trigger it
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Doctor Doom, King of Latveria"],
                    "hand": ["Grizzly Bears", "Forest"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    zone_moves.discard(g, _id(g, "Grizzly Bears"), "test")
    assert _pending(g) == []
    zone_moves.discard(g, _id(g, "Forest"), "test")
    assert _pending(g) == ["Doctor Doom, King of Latveria"]


def test_a_card_put_into_an_opponents_graveyard_from_anywhere() -> None:
    # 404.2, 603.2: each card an opponent owns put into their graveyard (a discard, a
    # creature dying); not Alice's own, not a token (111.1)
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Vulturous Zombie"], "hand": ["Island"]},
                {
                    "name": "Bob",
                    "battlefield": ["Grizzly Bears"],
                    "hand": ["Forest", "Island"],
                },
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    zone_moves.discard(g, _id(g, "Island", 0), "test")
    assert _pending(g) == []
    zone_moves.discard(g, _id(g, "Forest", 1), "test")
    zone_moves.destroy(g, _id(g, "Grizzly Bears", 1), "test", "701.8a")
    assert [(t.source_name, t.player) for t in g.pending_triggers] == [("Vulturous Zombie", 1)] * 2


def test_from_your_library_and_batched() -> None:
    # 603.2c: milling two land cards at once triggers The Gitrog Monster once; Pedantic
    # Learning ("a land card ... from your library") once for each; a discarded land card
    # triggers only The Gitrog Monster ("from anywhere")
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["The Gitrog Monster", "Pedantic Learning"],
                    "hand": ["Forest"],
                    "library": ["Island", "Swamp", "Grizzly Bears"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    with g.simultaneously():
        for n in ("Island", "Swamp"):
            zone_moves.move(g, g.objects[_id(g, n)], Zone.GRAVEYARD, "test", "701.17a")
    assert sorted(_pending(g)) == ["Pedantic Learning"] * 2 + ["The Gitrog Monster"]
    g.pending_triggers = []
    zone_moves.discard(g, _id(g, "Forest"), "test")
    assert _pending(g) == ["The Gitrog Monster"]


def test_life_loss_triggers_with_that_much() -> None:
    # 119.3, 603.2: each time an opponent loses life; "that much" is the life lost; the
    # controller's own loss doesn't count; "during your turn" only on the controller's turn
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Exquisite Blood"]},
                {"name": "Bob", "battlefield": ["Shadowheart, Cleric of Order"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    from mtgrules.rules import life

    life.lose_life(g, 0, 2, "test")
    assert _pending(g) == []  # Alice's own loss; Bob's Shadowheart: not Bob's turn
    life.lose_life(g, 1, 3, "test")
    assert [(t.source_name, t.player, t.amount) for t in g.pending_triggers] == [
        ("Exquisite Blood", 1, 3)
    ]
    g.pending_triggers = []
    g.active_player = 1
    life.lose_life(g, 1, 1, "test")
    assert sorted(_pending(g)) == ["Exquisite Blood", "Shadowheart, Cleric of Order"]


def test_tokens_entering_together() -> None:
    # 603.2c, 111.1: Woodland Champion triggers once for tokens created together; "that
    # many" is how many entered; a nontoken creature doesn't count
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Woodland Champion", "Mountain", "Mountain"],
                    "hand": ["Grizzly Bears", "Dragon Fodder"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
            "script": [
                {"cast": "Dragon Fodder"},
                {"resolve": 1},
                {"resolve": 1},
                {"expect": {"counters": {"Woodland Champion": {"+1/+1": 2}}}},
            ],
        }
    )
    zone_moves.move(g, g.objects[_id(g, "Grizzly Bears")], Zone.BATTLEFIELD, "test", "400.7")
    assert _pending(g) == []


def test_combat_damage_only() -> None:
    # 510.2: Pious Warrior blocks and is dealt 2 combat damage: Bob gains that much life;
    # a Shock (noncombat damage) doesn't trigger it
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Grizzly Bears", "Mountain"],
                    "hand": ["Shock"],
                },
                {"name": "Bob", "battlefield": ["Pious Warrior"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
            "script": [
                {"cast": {"card": "Shock", "targets": ["Pious Warrior"]}},
                {"resolve": 1},
                {"expect": {"life": {"Bob": 20}, "stack": []}},
                {"advance": "declare_attackers"},
                {"attack": {"Grizzly Bears": "Bob"}},
                {"advance": "declare_blockers"},
                {"block": {"Pious Warrior": "Grizzly Bears"}},
                {"advance": "end_of_combat"},
                {"expect": {"life": {"Bob": 22}}},
            ],
        }
    )
    assert any("Pious Warrior's ability triggers" in e.text for e in g.log)


def _alone_triggers(attackers: list[str]) -> list[ir.TriggerEvent]:
    from mtgrules.scenario.loader import parse
    from mtgrules.scenario.runner import run_scenario

    doc = {
        "name": "t",
        "players": [
            {
                "name": "Alice",
                "battlefield": [
                    {"card": "Reaper's Talisman", "attached_to": "Grizzly Bears"},
                    "Grizzly Bears",
                    "Llanowar Elves",
                ],
            },
            {"name": "Bob"},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
        "script": [{"attack": {a: "Bob" for a in attackers}}],
    }
    g = run_scenario(parse(doc)).game
    waiting = list(getattr(g.pending, "triggers", ())) + [t for t in g.pending_triggers]
    found = [t.ability.trigger.event for t in waiting]
    found += [i.object.ability.trigger.event for i in g.stack]
    return sorted(found, key=lambda e: e.value)


def test_equipped_creature_attacks_alone() -> None:
    # 506.5, 301.5: the creature Reaper's Talisman is attached to attacks alone: its "attacks
    # alone" ability triggers (besides its "attacks" one); with another attacker it doesn't
    alone = ir.TriggerEvent.ATTACKS_ALONE
    assert alone in _alone_triggers(["Grizzly Bears"])
    both = _alone_triggers(["Grizzly Bears", "Llanowar Elves"])
    assert ir.TriggerEvent.ATTACKS in both and alone not in both


def test_during_your_turn() -> None:
    # 102.2: "during your turn": a card leaving Alice's graveyard on Bob's turn doesn't
    # trigger Attuned Hunter; on hers it does
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Attuned Hunter"],
                    "graveyard": ["Forest", "Island"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Bob", "step": "main1", "number": 2},
        }
    )
    zone_moves.move(g, g.objects[_id(g, "Forest")], Zone.EXILE, "test", "400.7")
    assert _pending(g) == []
    g.active_player = 0
    zone_moves.move(g, g.objects[_id(g, "Island")], Zone.EXILE, "test", "400.7")
    assert _pending(g) == ["Attuned Hunter"]


def test_this_or_another_turned_face_up() -> None:
    # 702.37e, 603.2: Pine Walker itself or another creature Alice controls turned face up
    # (triggers.fire as face_down.turn_face_up fires it); "that creature" is the one turned
    g = _bf("Pine Walker", "Grizzly Bears")
    from mtgrules.rules import triggers

    theirs = next(o for o in _ids(g, "Grizzly Bears") if g.objects[o].controller == 1)
    triggers.fire(g, ir.TriggerEvent.TURNED_FACE_UP, g.objects[theirs])
    assert _pending(g) == []
    mine = _id(g, "Grizzly Bears", 0)
    triggers.fire(g, ir.TriggerEvent.TURNED_FACE_UP, g.objects[mine])
    triggers.fire(g, ir.TriggerEvent.TURNED_FACE_UP, g.objects[_id(g, "Pine Walker")])
    assert [(t.source_name, t.subject) for t in g.pending_triggers] == [
        ("Pine Walker", mine),
        ("Pine Walker", _id(g, "Pine Walker")),
    ]
