"""Sagas (714): chapter abilities read and rendered (714.2a-c), lore counters as a Saga
enters (714.3a) and as the precombat main phase begins (714.3b), each chapter crossed
triggering (714.2b), and the sacrifice once the final chapter has left the stack (714.4)."""

from __future__ import annotations

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import is_supported
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render.abilities import render_abilities
from mtgrules.objects import StackAbility
from mtgrules.rules import permanents, sagas

TWO = "I, II — Put a +1/+1 counter on up to one target creature."


def test_chapter_lines_read_and_render_back() -> None:
    for text in (
        "I — Scry 2.",
        TWO,
        "IV — Each opponent discards a card.",
        "I — You may sacrifice a creature. If you do, draw a card.",
    ):
        abilities = parse_oracle(text, "X", ("enchantment",))
        (a,) = abilities
        assert isinstance(a, ir.TriggeredAbility)
        assert a.trigger.event is ir.TriggerEvent.COUNTERS_PUT and a.trigger.counter == "lore"
        assert render_abilities(abilities, "X") == text
    (two,) = parse_oracle(TWO, "X", ("enchantment",))
    assert isinstance(two, ir.TriggeredAbility) and two.trigger.chapters == (1, 2)


def test_chapters_reached_one_ability_per_number() -> None:
    (two,) = parse_oracle(TWO, "X", ("enchantment",))
    assert isinstance(two, ir.TriggeredAbility)
    # 714.2b-c: 0 -> 2 crosses I and II; 1 -> 2 only II; 2 -> 3 neither
    assert [a.trigger.chapters for a in sagas.reached(two, 2, 2)] == [(1,), (2,)]
    assert [a.trigger.chapters for a in sagas.reached(two, 2, 1)] == [(2,)]
    assert sagas.reached(two, 3, 1) == []
    assert sagas.final_chapter([two]) == 2  # 714.2d
    assert sagas.final_chapter([]) == 0


def test_read_ahead_is_refused() -> None:
    db = CardDatabase.bundled()
    ok, why = is_supported(db.get("The Cruelty of Gix"))
    assert not ok and "read ahead" in why


def _benalia(counters: int) -> object:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "library": ["Plains"] * 3,
                    "battlefield": [
                        {"card": "History of Benalia", "id": "hob", "counters": {"lore": counters}}
                    ],
                },
                {"name": "Bob", "library": ["Island"] * 3},
            ],
            "turn": {"active": "Alice", "step": "main2", "number": 2},
        }
    )


def test_two_lore_counters_at_once_trigger_both_chapters_and_the_saga_waits() -> None:
    g: object = _benalia(1)
    from mtgrules.game import Game

    assert isinstance(g, Game)
    hob = next(o for o in g.objects.values() if o.name == "History of Benalia")
    permanents.add_counters(g, hob, "lore", 2, "test")
    got = [t.ability.trigger.chapters for t in g.pending_triggers if t.source_id == hob.id]
    assert got == [(2,), (3,)]  # 714.2b: 1 -> 3 crosses II and III
    # 714.4: three lore counters, but chapter abilities of it haven't left the stack
    assert sagas.chapter_waiting(g, hob.id)
    assert not sagas.to_sacrifice(g, hob, hob.card.subtypes, hob.card.abilities)
    g.pending_triggers.clear()
    assert sagas.to_sacrifice(g, hob, hob.card.subtypes, hob.card.abilities)


def test_the_saga_waits_while_its_chapter_ability_is_ordered_or_queued() -> None:
    """714.4: a chapter ability still waits for the stack while its player orders their
    triggers (603.3b) and while those ordered before it go on the stack (one removed for
    want of targets, 603.3d, lets the state-based actions run before the rest go there)."""
    g: object = _benalia(1)
    from mtgrules.game import Game

    assert isinstance(g, Game)
    hob = next(o for o in g.objects.values() if o.name == "History of Benalia")
    permanents.add_counters(g, hob, "lore", 2, "test")
    waiting = list(g.pending_triggers)
    g.pending_triggers.clear()
    g._trigger_queue.extend(waiting)  # ordered, not yet on the stack
    assert sagas.chapter_waiting(g, hob.id)
    g._trigger_queue.clear()
    g._pending_order = {0: waiting}  # being ordered (603.3b)
    assert sagas.chapter_waiting(g, hob.id)
    g._pending_order = {}
    assert sagas.to_sacrifice(g, hob, hob.card.subtypes, hob.card.abilities)


def test_the_turn_based_action_only_in_the_precombat_main_phase() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "library": ["Plains"] * 3,
                    "battlefield": [
                        {"card": "The Eldest Reborn", "id": "er", "counters": {"lore": 1}}
                    ],
                },
                {
                    "name": "Bob",
                    "library": ["Island"] * 3,
                    "hand": [{"card": "Swamp", "id": "sw"}, {"card": "Forest", "id": "fo"}],
                },
            ],
            "turn": {"active": "Alice", "step": "upkeep", "number": 2},
            "script": [
                {"advance": "draw"},
                {"expect": {"counters": {"er": {"lore": 1}}}},
                {"advance": "main1"},
                {"choose": ["sw"]},
                {"expect": {"counters": {"er": {"lore": 2}}, "count": {"Bob.hand": 1}}},
                {"advance": "main2"},
                {"expect": {"counters": {"er": {"lore": 2}}}},
            ],
        }
    )
    assert g.step == "main2"


def test_a_chapter_ability_on_the_stack_survives_a_save() -> None:
    from mtgrules.game import Game

    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "library": ["Plains"] * 3,
                    "battlefield": [
                        {"card": "The Eldest Reborn", "id": "er", "counters": {"lore": 1}}
                    ],
                },
                {"name": "Bob", "library": ["Island"] * 3, "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    assert isinstance(g, Game)
    assert len(g.stack) == 1  # chapter II, put on the stack as main1 began (714.3b)
    back = Game.from_json(g.to_json())
    assert back.fingerprint() == g.fingerprint()
    item = back.stack[-1].object
    assert isinstance(item, StackAbility) and item.ability.trigger.chapters == (2,)
    er = next(o for o in back.objects.values() if o.name == "The Eldest Reborn")
    assert sagas.chapter_waiting(back, er.id)  # 714.4: on the stack
    assert not sagas.chapter_waiting(back, er.id + 1000)


def test_a_chapter_flavor_word_is_kept_for_the_round_trip_only() -> None:
    text = "I, II, III, IV — Stampede! — Other creatures you control get +1/+0 until end of turn."
    abilities = parse_oracle(text, "X", ("enchantment", "creature"))
    (a,) = abilities
    assert isinstance(a, ir.TriggeredAbility) and a.trigger.chapters == (1, 2, 3, 4)
    # 207.2d: no rules meaning: the same ability as without the flavor word
    (bare,) = parse_oracle(
        "I, II, III, IV — Other creatures you control get +1/+0 until end of turn.",
        "X",
        ("enchantment", "creature"),
    )
    assert a == bare
    assert render_abilities(abilities, "X") == text
