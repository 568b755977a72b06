"""Trigger conditions of issue 12, h-trig-combat (603.2): "this creature or another Ally you
control enters", "one or more creatures you control attack [a player] / deal combat damage to
a player" (603.2c), "you attack with N or more creatures" (508.3c-d), "attacks and isn't
blocked" (509.3g), "becomes blocked [by]" and "blocks or becomes blocked [by]" (509.3a-f),
"attacks or blocks", "attacks alone" (506.5), "deals damage to an opponent" (120.3), "destroy
that creature at end of combat" (603.7a, 511.2), "each creature blocking it" (509.1g)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import DeclareAttackers
from mtgrules.errors import CardTextError
from mtgrules.objects import Target

ROUND_TRIP = [
    "Whenever this creature or another Ally you control enters, you may put a +1/+1 counter "
    "on this creature.",
    "Whenever this creature or another creature or artifact you control dies, target "
    "opponent loses 1 life and you gain 1 life.",
    "Whenever this creature or another nontoken Cat you control enters, create a 1/1 white "
    "Cat creature token.",
    "Whenever this creature or another creature you control attacks, you gain 1 life.",
    "Whenever this creature or another creature you control leaves the battlefield, each "
    "opponent loses 1 life.",
    "Whenever a creature you control deals combat damage to a player, that player discards a card.",
    "Whenever one or more creatures you control attack, you gain 1 life.",
    "Whenever one or more creatures you control attack a player, draw a card.",
    "Whenever one or more artifact creatures you control deal combat damage to a player, draw "
    "a card.",
    "Whenever you attack with two or more creatures, draw a card.",
    "Whenever this creature attacks and isn't blocked, defending player gets a poison counter.",
    "Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature "
    "blocking it.",
    "Whenever this creature becomes blocked by a creature, it deals 2 damage to that creature.",
    "Whenever this creature blocks or becomes blocked, it gets -1/-1 until end of turn.",
    "Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that "
    "creature at end of combat.",
    "Whenever a Samurai or Warrior you control attacks alone, it gains lifelink until end of turn.",
    "Whenever this creature attacks alone, it gets +2/+0 until end of turn.",
    "Whenever this creature attacks or blocks, you gain 1 life.",
    "Whenever a creature you control attacks or blocks, it gets +1/+0 until end of turn.",
    "Whenever this creature deals damage to an opponent, that player discards a card.",
    "Whenever this creature deals damage to a player, you gain 1 life.",
    "Whenever this creature deals combat damage to an opponent, draw a card.",
    "Whenever a creature you control becomes blocked, you may return it to its owner's hand.",
    "Whenever this creature or another creature you control deals combat damage to a player, "
    "that player loses 1 life.",
    "Whenever equipped creature deals damage to an opponent, you gain 1 life.",
    "Whenever one or more Merfolk you control attack a player, draw a card.",
    "Whenever this creature becomes blocked, you may untap it and remove it from combat.",
    "Whenever a creature attacks you, it gets -1/-0 until end of turn.",
    "Whenever a creature without flying attacks you or a planeswalker you control, this "
    "creature deals 1 damage to that creature.",
    "Whenever this creature blocks a creature with flying, this creature gets +3/+0 until end "
    "of turn.",
    "Whenever this creature blocks a creature, that creature doesn't untap during its "
    "controller's next untap step.",
    "Whenever a creature you control blocks, you gain 2 life.",
    "Whenever this creature enters or attacks, create two 2/2 black Zombie creature tokens.",
    "Whenever this creature and at least two other creatures attack, this creature gets "
    "+2/+2 until end of turn.",
]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_round_trip(text: str) -> None:
    assert render_abilities(parse_oracle(text, "Card", ("creature",)), "Card") == text


def _trigger(text: str) -> tuple[ir.Trigger, ir.TriggeredAbility]:
    (a,) = parse_oracle(text, "Card", ("creature",))
    assert isinstance(a, ir.TriggeredAbility)
    return a.trigger, a


def test_this_or_another_reads_the_other_filter_and_the_trigger_object() -> None:
    trig, a = _trigger(
        "Whenever this creature or another creature you control enters, that creature gets "
        "+2/+2 until end of turn."
    )
    assert trig.or_self and isinstance(trig.subject, ir.EachRef)
    assert trig.subject.filter is not None and trig.subject.filter.other
    assert a.effects[0] == ir.ModifyPT(ir.TriggerObjectRef(), 2, 2, ir.Duration.END_OF_TURN)


def test_blocked_by_it_is_this_creature_and_that_creature_the_blocker() -> None:
    trig, a = _trigger(
        "Whenever this creature becomes blocked by a white creature, destroy that creature. "
        "It can't be regenerated."
    )
    assert trig.event is ir.TriggerEvent.BECOMES_BLOCKED
    assert trig.other_filter is not None and trig.other_filter.colors == {"W"}
    assert a.effects == (ir.Destroy(ir.TriggerObjectRef(), no_regenerate=True),)
    _, b = _trigger(
        "Whenever this creature becomes blocked by a creature, it deals 2 damage to that creature."
    )
    assert b.effects == (ir.DealDamage(2, ir.TriggerObjectRef(), source=ir.SelfRef()),)


def test_blocking_it_needs_this_object() -> None:
    # "it" after "Whenever a creature you control becomes blocked" isn't this object
    with pytest.raises(CardTextError, match="blocking it"):
        parse_oracle(
            "Whenever a creature you control attacks or blocks, it gets +1/+1 until end of turn "
            "for each creature blocking it.",
            "Card",
            ("creature",),
        )


RAIDERS = {
    "name": "Test Raiders",
    "mana_cost": "{1}{U}",
    "type_line": "Creature — Merfolk",
    "power": 1,
    "toughness": 1,
    "text": "Whenever one or more Merfolk you control attack a player, draw a card.",
}
WATCHER = {
    "name": "Test Watcher",
    "mana_cost": "{1}{U}",
    "type_line": "Enchantment",
    "text": "Whenever you attack, you gain 1 life.",
}


def _doc(alice: list[Any], bob: list[Any], active: str = "Alice") -> dict[str, Any]:
    return {
        "cards": [RAIDERS, WATCHER],
        "players": [
            {"name": "Alice", "battlefield": alice, "library": ["Island"] * 5},
            {"name": "Bob", "battlefield": bob, "library": ["Island"] * 5},
        ],
        "turn": {"active": active, "step": "declare_attackers"},
        "script": [],
    }


def _id(g: Any, handle: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == handle)


def _ids(g: Any, name: str) -> list[int]:
    return sorted(o.id for o in g.objects.values() if o.name == name)


def test_one_or_more_merfolk_attack_a_player_triggers_once() -> None:
    g = scenario_game(_doc(["Test Raiders", "Test Raiders", "Grizzly Bears"], []))
    raiders = _ids(g, "Test Raiders")
    bears = _id(g, "Grizzly Bears")
    attacks = tuple((o, Target(player=1)) for o in [*raiders, bears])
    g.apply(DeclareAttackers(attacks))
    # 603.2c: each Raiders triggers once for the declaration, not once per Merfolk
    logs = [e.text for e in g.log if "triggers (508.3a)" in e.text]
    assert len(logs) == 2, logs


def test_you_attack_triggers_only_for_the_attacking_player_and_not_without_attackers() -> None:
    g = scenario_game(_doc(["Test Watcher", "Grizzly Bears"], ["Test Watcher", "Grizzly Bears"]))
    bears = _ids(g, "Grizzly Bears")[0]
    g.apply(DeclareAttackers(((bears, Target(player=1)),)))
    logs = [e.text for e in g.log if "(508.3d)" in e.text]
    assert len(logs) == 1  # Alice's Watcher only (508.3d: "you attack")
    g2 = scenario_game(_doc(["Test Watcher", "Grizzly Bears"], []))
    g2.apply(DeclareAttackers(()))
    assert not [e for e in g2.log if "(508.3d)" in e.text]


def test_attacks_and_isnt_blocked_not_when_blocked() -> None:
    doc = _doc(["Crypt Cobra"], ["Grizzly Bears"])
    doc["script"] = [
        {"attack": {"Crypt Cobra": "Bob"}},
        {"advance": "declare_blockers"},
        {"block": {"Grizzly Bears": "Crypt Cobra"}},
    ]
    g = scenario_game(doc)
    assert [e for e in g.log if "blocks Crypt Cobra" in e.text]
    assert not [e for e in g.log if "(509.3g)" in e.text]  # blocked: no trigger
    assert not g.stack


CURSE = {
    "name": "Test Curse",
    "mana_cost": "{2}{W}",
    "type_line": "Enchantment — Aura Curse",
    "text": "Enchant player\nWhenever enchanted player is attacked, you gain 2 life.",
}


def test_enchanted_player_is_attacked_once_per_declaration() -> None:
    # 508.3b: one trigger however many creatures attack the enchanted player
    doc = _doc(["Grizzly Bears", "Elite Vanguard"], [])
    doc["cards"] = [CURSE]
    doc["players"][0]["battlefield"].append({"card": "Test Curse", "attached_to": "Bob"})
    doc["script"] = [
        {"attack": {"Grizzly Bears": "Bob", "Elite Vanguard": "Bob"}},
        {"resolve": 1},
        {"expect": {"life": {"Alice": 22}}},
    ]
    g = scenario_game(doc)
    assert len([e for e in g.log if "(508.3b)" in e.text]) == 1
    assert (
        render_abilities(parse_oracle(CURSE["text"], "Test Curse", ("enchantment",)), "Test Curse")
        == CURSE["text"]
    )


def test_a_delayed_end_of_combat_trigger_survives_a_save() -> None:
    from mtgrules.game import Game

    doc = _doc(["Thicket Basilisk"], ["Hill Giant"])
    doc["script"] = [
        {"attack": {"Thicket Basilisk": "Bob"}},
        {"advance": "declare_blockers"},
        {"block": {"Hill Giant": "Thicket Basilisk"}},
        {"resolve": 1},
    ]
    g = scenario_game(doc)
    _created, trig = g.delayed_triggers[0]
    assert trig.ability.trigger.event is ir.TriggerEvent.END_OF_COMBAT  # 511.2
    g2 = Game.from_json(g.to_json())
    assert g2.fingerprint() == g.fingerprint()
