"""Riot (702.136a) and unleash (702.98a): a choice as the permanent enters (614.1c, 614.12a)."""

from __future__ import annotations

from helpers import creature
from mtgrules.cards import ir
from mtgrules.decisions import AsEntersSpell, CastSpell, Choose, PassPriority
from mtgrules.game import Game
from mtgrules.rules import characteristics, keywords_entering
from mtgrules.zones import Zone


def _riot(*more: ir.Ability) -> ir.CardDefinition:
    return creature("Rioter", 2, 2, ir.Keyword("riot"), *more, cost="{0}")


def _cast_and_answer(answer: str, card: ir.CardDefinition) -> tuple[Game, int]:
    g = Game(["Alice", "Bob"])
    spell = g.add_card(0, Zone.HAND, card)
    g.start(0, "main1")
    g.apply(CastSpell(spell.id, ()))
    g.apply(PassPriority())
    g.apply(PassPriority())
    pending = g.pending
    assert isinstance(pending, AsEntersSpell)
    assert pending.options == (keywords_entering.COUNTER, keywords_entering.HASTE)
    g.apply(Choose(answer))
    (new,) = [o.id for o in g.battlefield_objects()]
    return g, new


def test_riot_counter_enters_with_it() -> None:
    g, new = _cast_and_answer(keywords_entering.COUNTER, _riot())
    ch = characteristics.chars(g, new)
    assert (ch.power, ch.toughness) == (3, 3) and "haste" not in ch.keywords


def test_riot_haste_without_counter() -> None:
    g, new = _cast_and_answer(keywords_entering.HASTE, _riot())
    ch = characteristics.chars(g, new)
    assert (ch.power, ch.toughness) == (2, 2) and "haste" in ch.keywords
    assert any(e.rule == "702.136a" for e in g.log)


def test_two_instances_are_a_gap() -> None:
    card = _riot(ir.Keyword("riot"))
    assert keywords_entering.gap(card) == ["more than one riot or unleash instance"]
    assert keywords_entering.gap(_riot()) == []


def test_counters_follow_a_copy_chain() -> None:
    assert keywords_entering.counters(("copy", "7", "riot option", "+1/+1 counter")) == {"+1/+1": 1}
    assert keywords_entering.counters(("unleash option", "no counter")) == {}


def test_effects_entering_counters_riot_and_devour_gaps() -> None:
    from mtgrules.rules import effects_zones

    g = Game(["Alice", "Bob"])
    card = g.add_card(0, Zone.GRAVEYARD, _riot())
    chosen = ("riot option", keywords_entering.COUNTER)
    assert effects_zones.entering_counters(g, card, chosen, 0) == {"+1/+1": 1}  # 614.1c
    two = creature("Wurm", 5, 5, ir.Keyword("devour", amount=1), ir.Keyword("devour", amount=2))
    assert keywords_entering.multi_gap(two) == ["more than one devour or amplify instance"]
    one = creature("Wurm", 5, 5, ir.Keyword("devour", amount=1))
    assert keywords_entering.multi_gap(one) == []


def test_devour_sacrifices_and_counts() -> None:
    g = Game(["Alice", "Bob"])
    wurm = creature("Wurm", 5, 5, ir.Keyword("devour", amount=2), cost="{0}")
    a = g.add_card(0, Zone.BATTLEFIELD, creature("A", 1, 1))
    g.add_card(1, Zone.BATTLEFIELD, creature("Theirs", 1, 1))
    spell = g.add_card(0, Zone.HAND, wurm)
    g.start(0, "main1")
    g.apply(CastSpell(spell.id, ()))
    g.apply(PassPriority())
    g.apply(PassPriority())
    d = g.pending
    from mtgrules.decisions import EntersChoice

    assert isinstance(d, EntersChoice) and set(d.options) == {a.id, None}  # 702.82a
    g.apply(Choose([a.id]))
    (w,) = [o for o in g.battlefield_objects() if o.name == "Wurm"]
    assert w.counters.get("+1/+1") == 2 and a.id not in g.objects
