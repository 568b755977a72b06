"""Day and night (730) and daybound / nightbound (702.145): the designation is part of the
game (saved, cloned, fingerprinted), and a daybound permanent transforms only as it becomes
day or night."""

from __future__ import annotations

from mtgrules.cards import load_card
from mtgrules.game import Game
from mtgrules.rules import day_night, transforming
from mtgrules.serialize import from_json, to_json
from mtgrules.zones import Zone


def _game() -> tuple[Game, int]:
    g = Game(["Alice", "Bob"], seed=5)
    for p in (0, 1):
        for _ in range(3):
            g.add_card(p, Zone.LIBRARY, load_card("Mountain"))
    watch = g.add_card(0, Zone.BATTLEFIELD, load_card("Village Watch")).id
    g.start(0, "main1", 1)
    return g, watch


def test_a_daybound_permanent_makes_it_day_and_the_designation_is_kept() -> None:
    g, _ = _game()
    assert g.day_night == day_night.DAY  # 702.145d: checked before anyone gets priority
    for copy in (g.clone(), from_json(to_json(g))):
        assert copy.day_night == day_night.DAY
        assert copy.fingerprint() == g.fingerprint()
    before = g.fingerprint()
    g.day_night = day_night.NIGHT
    assert g.fingerprint() != before  # the designation is part of the state (730.1)


def test_a_daybound_permanent_transforms_only_as_it_becomes_night() -> None:
    g, watch = _game()
    obj = g.objects[watch]
    assert not transforming.transform(g, obj, "test")  # 702.145b: not by another effect
    assert obj.name == "Village Watch"
    assert any(e.rule == "702.145b" for e in g.log)
    day_night.become(g, day_night.NIGHT, "test", "730.2a")
    assert obj.name == "Village Reavers"  # 702.145b: as it becomes night
    assert not transforming.transform(g, obj, "test")  # 702.145e: nor its nightbound face
    day_night.become(g, day_night.DAY, "test", "730.2b")
    assert obj.name == "Village Watch"


def test_the_untap_check_reads_the_previous_turns_active_player() -> None:
    """502.2: only the previous turn's active player's spells count (730.2a)."""
    g, watch = _game()
    g.previous_active = 1
    g.players[0].spells_cast_last_turn = 0
    g.players[1].spells_cast_last_turn = 1  # Bob cast a spell in his turn: it stays day
    day_night.untap_check(g)
    assert g.day_night == day_night.DAY
    g.players[1].spells_cast_last_turn = 0
    day_night.untap_check(g)
    assert g.day_night == day_night.NIGHT and g.objects[watch].name == "Village Reavers"
    g.players[1].spells_cast_last_turn = 2
    day_night.untap_check(g)
    assert g.day_night == day_night.DAY


def test_a_copy_of_a_daybound_card_makes_it_day_but_doesnt_turn_over() -> None:
    """702.145d: any permanent with daybound makes it day; 712.9: a Clone copying a daybound
    card isn't double-faced, so it stays as it is at night (and nothing is logged for it)."""
    g = Game(["Alice", "Bob"], seed=6)
    for p in (0, 1):
        for _ in range(3):
            g.add_card(p, Zone.LIBRARY, load_card("Island"))
    g.add_card(1, Zone.LIBRARY, load_card("Village Watch"))  # the card it copied is in the game
    clone = g.add_card(0, Zone.BATTLEFIELD, load_card("Clone"))
    clone.copy_of = load_card("Village Watch")  # as it entered (707.5)
    g.start(0, "main1", 1)
    assert g.day_night == day_night.DAY
    day_night.become(g, day_night.NIGHT, "test", "730.2a")
    assert clone.name == "Village Watch" and not clone.transformed
    assert not day_night.check(g)
    assert not any("doesn't transform" in str(e) for e in g.log)
