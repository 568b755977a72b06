"""Log lines and refusals name the failing part of a target restriction, cite each rule
once, and name cards by name (never "object N"), also after a card has left its zone."""

from __future__ import annotations

import re

import pytest

from mtgrules.cards import load_card
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.log import LogEntry
from mtgrules.objects import Target
from mtgrules.rules import zone_moves
from mtgrules.zones import Zone

DOUBLED = re.compile(r"(\([0-9]{3}\.[0-9a-z]+\)) \1")
BARE_ID = re.compile(r"\bobject \d+\b|\(id \d+\)")


def _clean(g: Game) -> None:
    for e in g.log:
        line = str(e)
        assert not DOUBLED.search(line), line
        assert not BARE_ID.search(line), line


def test_target_rechecked_names_the_failing_part_of_the_restriction() -> None:
    """608.2b: Defeat ("target creature with power 2 or less") on Grizzly Bears, then Giant
    Growth makes it 5/5: the target is illegal because of its power, not its type."""
    g = Game(["Alice", "Bob"])
    defeat = g.add_card(0, Zone.HAND, load_card("Defeat"))
    for _ in range(2):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Swamp"))
    bears = g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    growth = g.add_card(1, Zone.HAND, load_card("Giant Growth"))
    g.add_card(1, Zone.BATTLEFIELD, load_card("Forest"))
    g.start(active=0, step="main1")
    g.apply(CastSpell(defeat.id, ((Target(object_id=bears.id),),)))
    g.apply(PassPriority())
    g.apply(CastSpell(growth.id, ((Target(object_id=bears.id),),)))
    for _ in range(4):
        if g.stack:
            g.apply(PassPriority())
    lines = [str(e) for e in g.log if e.kind == "target"]
    assert (
        "Grizzly Bears is no longer a legal target of Defeat: its power is 5, not 2 or less "
        "(115.1) (608.2b)" in lines
    ), lines
    assert not any("isn't a creature" in line for line in lines)
    assert g.objects[bears.id].zone is Zone.BATTLEFIELD
    _clean(g)


def test_refused_target_names_the_failing_part() -> None:
    g = Game(["Alice", "Bob"])
    defeat = g.add_card(0, Zone.HAND, load_card("Defeat"))
    for _ in range(2):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Swamp"))
    giant = g.add_card(1, Zone.BATTLEFIELD, load_card("Hill Giant"))
    forest = g.add_card(1, Zone.BATTLEFIELD, load_card("Forest"))
    g.start(active=0, step="main1")
    with pytest.raises(IllegalActionError) as err:
        g.apply(CastSpell(defeat.id, ((Target(object_id=giant.id),),)))
    assert str(err.value) == "Defeat can't target Hill Giant: its power is 3, not 2 or less (115.1)"
    with pytest.raises(IllegalActionError) as err:
        g.apply(CastSpell(defeat.id, ((Target(object_id=forest.id),),)))
    assert str(err.value) == "Defeat can't target Forest: it isn't a creature (115.1)"


def test_target_that_left_its_zone_is_named_and_the_rule_cited_once() -> None:
    """Lightning Bolt on Grizzly Bears; Unsummon returns the Bears in response. The Bears
    object is gone (400.7), but the log still names it, and cites 608.2b once."""
    g = Game(["Alice", "Bob"])
    bolt = g.add_card(0, Zone.HAND, load_card("Lightning Bolt"))
    g.add_card(0, Zone.BATTLEFIELD, load_card("Mountain"))
    bears = g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    unsummon = g.add_card(1, Zone.HAND, load_card("Unsummon"))
    g.add_card(1, Zone.BATTLEFIELD, load_card("Island"))
    g.start(active=0, step="main1")
    g.apply(CastSpell(bolt.id, ((Target(object_id=bears.id),),)))
    g.apply(PassPriority())
    g.apply(CastSpell(unsummon.id, ((Target(object_id=bears.id),),)))
    for _ in range(4):
        if g.stack:
            g.apply(PassPriority())
    lines = [str(e) for e in g.log if e.kind == "target"]
    assert (
        "Grizzly Bears is no longer a legal target of Lightning Bolt: it's no longer in the "
        "zone it was in when it was targeted (608.2b)" in lines
    ), lines
    assert g.object_name(bears.id) == "Grizzly Bears"
    _clean(g)


def test_a_rule_already_quoted_at_the_end_is_not_written_twice() -> None:
    e = LogEntry(1, "main1", "target", "X is gone (608.2b)", "608.2b")
    assert str(e) == "X is gone (608.2b)"
    assert e.text == "X is gone"
    assert str(LogEntry(1, "main1", "target", "X: hexproof (702.11b)", "608.2b")) == (
        "X: hexproof (702.11b) (608.2b)"
    )
    assert '"rule": "608.2b"' in e.to_json()


def test_refusal_for_a_card_that_left_play_names_it() -> None:
    from mtgrules.decisions import ActivateAbility

    g = Game(["Alice", "Bob"])
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    g.start(active=0, step="main1")
    zone_moves.move(g, g.objects[bears.id], Zone.GRAVEYARD, "test", "701.8a")
    with pytest.raises(IllegalActionError) as err:
        g.apply(ActivateAbility(bears.id, 0))
    assert "Grizzly Bears" in str(err.value)
    assert not BARE_ID.search(str(err.value))
