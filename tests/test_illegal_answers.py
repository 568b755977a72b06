"""Every answer apply() is given is checked whole before anything happens: an illegal one
is refused with IllegalActionError naming the rule, the state (fingerprint) and the pending
decision stay as they were (issue 17)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules import CastSpell, Game, IllegalActionError, PassPriority, Target, Zone
from mtgrules.agents import HeuristicAgent, RandomAgent
from mtgrules.cards import load_card
from mtgrules.decisions import (
    ActivateAbility,
    AsEntersSpell,
    AssignCombatDamage,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    OptionalEffect,
    PlayLand,
    SearchChoice,
)
from mtgrules.rules.abilities import activated_abilities


def refused(g: Game, action: Any, message: str) -> IllegalActionError:
    """The answer is refused with ``message`` in its text; nothing changed."""
    before, pending, log = g.fingerprint(), g.pending, len(g.log)
    with pytest.raises(IllegalActionError, match=message) as info:
        g.apply(action)
    assert g.fingerprint() == before
    assert g.pending == pending and g.pending is not None
    assert len(g.log) == log
    assert "(" in str(info.value) and str(info.value).rstrip().endswith(")"), "names a rule"
    return info.value


def bolt_game() -> tuple[Game, int, int]:
    g = Game(["Alice", "Bob"])
    bolt = g.add_card(0, Zone.HAND, load_card("Lightning Bolt"))
    g.add_card(0, Zone.BATTLEFIELD, load_card("Mountain"))
    hidden = g.add_card(1, Zone.LIBRARY, load_card("Grizzly Bears"))
    g.start(0, "main1")
    return g, bolt.id, hidden.id


def test_a_card_in_a_hidden_zone_is_no_target_and_is_not_named() -> None:
    g, bolt, hidden = bolt_game()
    e = refused(g, CastSpell(bolt, ((Target(object_id=hidden),),)), r"\(115\.2\)")
    assert "Grizzly Bears" not in str(e)  # 400.2: the hidden card isn't revealed


@pytest.mark.parametrize(
    ("target", "message"),
    [
        (Target(player=-1), r"no player -1 .*\(102\.1\)"),
        (Target(player=5), r"no player 5 .*\(102\.1\)"),
        (Target(), r"one object or one player.*\(115\.1\)"),
        (Target(object_id=3, player=1), r"one object or one player.*\(115\.1\)"),
        (Target(object_id=99_999), r"no object 99999.*\(109\.1\)"),
        (Target(object_id="x"), r"isn't an object id.*\(109\.1\)"),  # type: ignore[arg-type]
        ("Bob", r"isn't a target.*\(115\.1\)"),
    ],
)
def test_malformed_targets(target: Any, message: str) -> None:
    g, bolt, _ = bolt_game()
    refused(g, CastSpell(bolt, ((target,),)), message)


def test_free_casting_is_the_judges_shortcut_not_an_answer() -> None:
    g, bolt, _ = bolt_game()
    refused(g, CastSpell(bolt, ((Target(player=1),),), free=True), r"\(601\.2h\)")
    g.apply_as_judge(CastSpell(bolt, ((Target(player=1),),), free=True))
    assert g.stack and str(g.players[0].mana_pool) == ""


def test_x_for_a_spell_without_x_and_negative_or_odd_x() -> None:
    g, bolt, _ = bolt_game()
    refused(g, CastSpell(bolt, ((Target(player=1),),), x=3), r"no X to choose \(107\.3a\)")
    refused(g, CastSpell(bolt, ((Target(player=1),),), x=-3), r"negative \(107\.1b\)")
    refused(g, CastSpell(bolt, ((Target(player=1),),), x=True), r"whole number")  # type: ignore[arg-type]
    refused(g, CastSpell(bolt, ((Target(player=1),),), x=10**30), r"\(107\.1b\)")


def test_answers_of_the_wrong_shape() -> None:
    g, bolt, _ = bolt_game()
    refused(g, "pass", r"isn't an answer.*\(117\.1\)")  # type: ignore[arg-type]
    refused(g, CastSpell(bolt, 5), r"one list of targets")  # type: ignore[arg-type]
    refused(g, CastSpell("bolt"), r"isn't an object id")  # type: ignore[arg-type]
    refused(g, CastSpell(bolt, ((Target(player=1),),), modes=("a",)), r"\(700\.2a\)")  # type: ignore[arg-type]
    refused(g, PlayLand(None), r"isn't an object id")  # type: ignore[arg-type]
    refused(g, Choose("yes"), r"\(117\.1\)")
    refused(g, DeclareAttackers(), r"\(117\.1\)")


def test_a_sacrifice_cost_is_paid_with_different_permanents() -> None:
    g = Game(["Alice", "Bob"])
    arsonist = g.add_card(0, Zone.BATTLEFIELD, load_card("Keldon Arsonist"))
    land = g.add_card(0, Zone.BATTLEFIELD, load_card("Mountain"))
    g.add_card(0, Zone.BATTLEFIELD, load_card("Mountain"))
    forest = g.add_card(1, Zone.BATTLEFIELD, load_card("Forest"))
    g.start(0, "main1")
    assert activated_abilities(g, arsonist)[0].cost.sacrifice_count == 2
    action = ActivateAbility(
        arsonist.id, 0, ((Target(object_id=forest.id),),), sacrifice=(land.id, land.id)
    )
    refused(g, action, r"twice .*\(118\.3\)")


def test_a_tap_cost_is_paid_with_different_creatures() -> None:
    g = Game(["Alice", "Bob"])
    troll = g.add_card(0, Zone.BATTLEFIELD, load_card("Mossbridge Troll"))
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    g.start(0, "main1")
    refused(g, ActivateAbility(troll.id, 0, tap=(bears.id,) * 5), r"twice .*\(118\.3\)")


def test_the_untap_symbol_needs_a_tapped_permanent() -> None:
    g = Game(["Alice", "Bob"])
    merrow = g.add_card(0, Zone.BATTLEFIELD, load_card("Merrow Grimeblotter"))
    for _ in range(3):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Island"))
    g.start(0, "main1")
    assert activated_abilities(g, merrow)[0].cost.untap
    action = ActivateAbility(merrow.id, 0, ((Target(object_id=merrow.id),),))
    refused(g, action, r"untapped.*\(107\.6\)")
    g.objects[merrow.id].tapped = True  # (a refusal restores copies: look it up again)
    g.dirty()
    g.apply(action)  # tapped, it can pay {Q}
    assert not g.objects[merrow.id].tapped


def test_bogus_attackers_and_blockers() -> None:
    g = Game(["Alice", "Bob"])
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    wall = g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    g.start(0, "declare_attackers")
    refused(g, DeclareAttackers(((99_999, Target(player=1)),)), r"no object 99999 .*\(109\.1\)")
    refused(g, DeclareAttackers(((bears.id, Target(player=-1)),)), r"\(102\.1\)")
    refused(
        g,
        DeclareAttackers(((bears.id, Target(player=1)), (bears.id, Target(player=1)))),
        r"only once \(508\.1a\)",
    )
    refused(g, DeclareAttackers(((bears.id,),)), r"\(508\.1\)")  # type: ignore[arg-type]
    g.apply(DeclareAttackers(((bears.id, Target(player=1)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_blockers"
    refused(g, DeclareBlockers(((99_999, (bears.id,)),)), r"no object 99999 .*\(109\.1\)")
    refused(g, DeclareBlockers(((wall.id, (99_999,)),)), r"no object 99999")
    refused(g, DeclareBlockers(5), r"\(509\.1\)")  # type: ignore[arg-type]
    refused(g, DeclareBlockers(((wall.id, (bears.id, bears.id)),)), r"\(509\.1a\)")
    refused(g, AssignCombatDamage(), r"\(509\.1\)")


def test_yes_or_no_means_yes_or_no() -> None:
    g = Game(["Alice", "Bob"])
    fisher = g.add_card(0, Zone.BATTLEFIELD, load_card("Aven Fisher"))
    g.add_card(0, Zone.LIBRARY, load_card("Island"))
    bolt = g.add_card(1, Zone.HAND, load_card("Lightning Bolt"))
    g.add_card(1, Zone.BATTLEFIELD, load_card("Mountain"))
    g.start(0, "main1")
    g.apply(PassPriority())
    g.apply(CastSpell(bolt.id, ((Target(object_id=fisher.id),),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert isinstance(g.pending, OptionalEffect)
    for nonsense in ("maybe", 5, None, ["yes"], {"yes": 1}):
        refused(g, Choose(nonsense), r"\(603\.5\)")
    g.apply(Choose(True))
    assert len(g.players[0].hand) == 1


def search_game() -> tuple[Game, list[int]]:
    g = Game(["Alice", "Bob"])
    sands = g.add_card(0, Zone.HAND, load_card("Beneath the Sands"))
    for _ in range(4):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Forest"))
    lib = [g.add_card(0, Zone.LIBRARY, load_card("Forest")).id for _ in range(3)]
    g.start(0, "main1")
    g.apply(CastSpell(sands.id))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, SearchChoice) and g.pending.count == 1
    return g, lib


def test_a_search_for_one_card_finds_at_most_one() -> None:
    g, lib = search_game()
    refused(g, Choose([lib[0], lib[1]]), r"up to 1: .*\(608\.2d\)")
    refused(g, Choose([None, lib[0]]), r"nothing, or cards.*\(608\.2d\)")
    refused(g, Choose([lib[0], lib[0]]), r"twice.*\(608\.2d\)")
    refused(g, Choose({"a": 1}), r"\(608\.2d\)")
    refused(g, Choose([[lib[0]]]), r"\(608\.2d\)")
    refused(g, Choose([float(lib[0])]), r"\(608\.2d\)")  # 6.0 is not object 6
    g.apply(Choose([lib[0]]))
    assert g.objects[g.battlefield[-1]].name == "Forest"


def test_an_as_enters_choice_waits_with_the_spell_on_the_stack() -> None:
    g = Game(["Alice", "Bob"])
    blessing = g.add_card(0, Zone.HAND, load_card("Benevolent Blessing"))
    for _ in range(2):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Plains"))
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    g.start(0, "main1")
    g.apply(CastSpell(blessing.id, ((Target(object_id=bears.id),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, AsEntersSpell)
    # 608.3: still a spell on the stack until it enters; every object is in one zone
    (item,) = g.stack
    assert item.object.zone is Zone.STACK and item.object.id in g.objects
    refused(g, Choose("purple"), r"\(614\.12a\)")
    refused(g, Choose(["red"]), r"\(614\.12a\)")
    g.apply(Choose("red"))
    assert not g.stack and g.objects[g.battlefield[-1]].name == "Benevolent Blessing"


def test_up_to_one_target_offers_no_target() -> None:
    """601.2c: "up to one target" lets the player choose none, also when there is none."""
    g = Game(["Alice", "Bob"])
    wolf = g.add_card(0, Zone.HAND, load_card("Ambush Wolf"))
    for _ in range(3):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Forest"))
    g.start(0, "main1")
    g.apply(CastSpell(wolf.id))
    g.apply(PassPriority())
    g.apply(PassPriority())
    d = g.pending
    assert d is not None and d.kind == "choose_targets"
    assert None in (d.options or ())  # choosing no target is offered
    refused(g, Choose(["Bob"]), r"isn't a target")
    refused(g, Choose([Target(player=7)]), r"\(102\.1\)")
    for agent in (RandomAgent(0), HeuristicAgent(0)):  # the agents answer it too
        g.clone().apply(agent.act(g))
    g.apply(Choose([None]))
    assert g.pending is not None and g.pending.kind == "priority"


def test_trigger_order_must_be_numbers() -> None:
    g = Game(["Alice", "Bob"])
    g.start(0, "main1")
    from types import SimpleNamespace

    from mtgrules.decisions import TriggerOrder

    fake = (
        SimpleNamespace(source_name="A", subject=None, source_id=101),
        SimpleNamespace(source_name="B", subject=None, source_id=102),
    )
    g.pending = TriggerOrder(player=0, prompt="order", triggers=fake)  # type: ignore[arg-type]
    refused(g, Choose(["a", 1]), r"2 triggered abilities: A; B \(603\.3b\)")
    refused(g, Choose([0, 0]), r"\(603\.3b\)")
