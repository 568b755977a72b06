"""Enlist (702.154): the creatures that can be tapped, the linked +X/+0, one instance only."""

from __future__ import annotations

from helpers import creature
from mtgrules.cards import ir
from mtgrules.decisions import Choose, DeclareAttackers, EnlistChoice, PassPriority
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import characteristics, keywords_enlist
from mtgrules.zones import Zone


def test_two_instances_are_a_gap() -> None:
    one = creature("E", 2, 2, ir.Keyword("enlist"))
    two = creature("E", 2, 2, ir.Keyword("enlist"), ir.Keyword("enlist"))
    assert keywords_enlist.gap(one) == [] and keywords_enlist.gap(two) != []


def test_enlist_taps_and_adds_power() -> None:
    g = Game(["Alice", "Bob"])
    brute = g.add_card(0, Zone.BATTLEFIELD, creature("Brute", 3, 4, ir.Keyword("enlist")))
    ox = g.add_card(0, Zone.BATTLEFIELD, creature("Ox", 4, 4))
    other = g.add_card(0, Zone.BATTLEFIELD, creature("Other", 1, 1))
    for o in (brute, ox, other):
        o.controlled_since_turn = -1  # under Alice's control since before this turn (302.6)
    g.start(0, "declare_attackers")
    g.apply(DeclareAttackers(((brute.id, Target(player=1)), (other.id, Target(player=1)))))
    d = g.pending
    assert isinstance(d, EnlistChoice) and d.attacker == brute.id
    assert set(d.options) == {ox.id, None}  # not itself, not an attacker (702.154a, c)
    g.apply(Choose(ox.id))
    assert ox.tapped
    # 607.2h: the linked ability is on the stack; resolved, the Brute gets +4/+0
    assert any(getattr(s.object, "ability", None) is keywords_enlist.WHEN_YOU_DO for s in g.stack)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert characteristics.chars(g, brute.id).power == 7
