"""Triggered keywords: echo (702.30a), soulshift (702.46a), persist (702.79a), undying
(702.93a), bushido (702.45a), flanking (702.25a). Scenarios in tests/scenarios/issue12 play
each on a real card; these check the edges."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.errors import CardTextError
from mtgrules.rules import keywords_triggered
from mtgrules.rules.support import engine_gaps
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import run_scenario


def _run(doc: dict[str, Any]) -> Any:
    result = run_scenario(parse(doc))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    return result.game


@pytest.mark.parametrize(
    "name",
    [
        "Goblin Patrol",
        "Burr Grafter",
        "Kitchen Finks",
        "Strangleroot Geist",
        "Devoted Retainer",
        "Suq'Ata Lancer",
    ],
)
def test_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_gaps() -> None:
    # "Echo—Discard a card." is paid (rules/keywords_echo.py); removing counters isn't
    echo = ir.Keyword("echo", cost=ir.Cost(remove_counters=(("+1/+1", 1),)))
    card = ir.CardDefinition(name="A", types=("creature",), abilities=(echo,))
    assert "echo with a cost other than mana" in engine_gaps(card)  # rules/keywords_echo.py
    ok = ir.CardDefinition(
        name="B", types=("creature",), abilities=(ir.Keyword("echo", cost=ir.Cost(mana="{R}")),)
    )
    assert engine_gaps(ok) == []
    assert keywords_triggered.gap(ir.Keyword("bushido")) == "bushido without a number"


def test_abilities_built() -> None:
    a = keywords_triggered.triggered(ir.Keyword("soulshift", amount=4))
    assert a is not None and a.optional
    assert a.trigger.event is ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD
    assert a.targets[0].filter.mana_value_max == 4
    assert a.targets[0].filter.subtypes == frozenset({"Spirit"})
    p = keywords_triggered.triggered(ir.Keyword("persist"))
    assert p is not None and p.effects == (
        keywords_triggered.ReturnWithCounter("-1/-1", "702.79a"),
    )
    assert keywords_triggered.triggered(ir.Keyword("bushido", amount=1)) is None  # at blocks


def test_persist_returns_under_its_owners_control() -> None:
    """702.79a: "under its owner's control": Alice's Finks that Bob controls comes back
    to Alice."""
    _run(
        {
            "name": "persist owner",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Lightning Bolt"],
                    "battlefield": ["Mountain", {"card": "Kitchen Finks", "controller": "Bob"}],
                },
                {"name": "Bob"},
            ],
            "script": [
                {"cast": {"card": "Lightning Bolt", "targets": ["Kitchen Finks"]}},
                {"resolve": "all"},
                {
                    "expect": {
                        "zone": {"Kitchen Finks": "battlefield"},
                        "controller": {"Kitchen Finks": "Alice"},
                        "counters": {"Kitchen Finks": {"-1/-1": 1}},
                        "life": {"Alice": 22, "Bob": 20},
                    }
                },
            ],
        }
    )


def test_flanking_doesnt_trigger_for_a_blocker_with_flanking() -> None:
    """702.25a: only a blocker without flanking."""
    g = _run(
        {
            "name": "flanking vs flanking",
            "players": [
                {"name": "Alice", "battlefield": [{"card": "Suq'Ata Lancer", "id": "a"}]},
                {"name": "Bob", "battlefield": [{"card": "Suq'Ata Lancer", "id": "b"}]},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"a": "Bob"}},
                {"advance": "declare_blockers"},
                {"block": {"b": "a"}},
                {"expect": {"stack": []}},
            ],
        }
    )
    assert not any("702.25a" in str(e) for e in g.log)


def test_bushido_triggers_once_when_blocked_by_two() -> None:
    """509.3c: "becomes blocked" triggers once however many creatures block."""
    g = _run(
        {
            "name": "bushido once",
            "players": [
                {"name": "Alice", "battlefield": [{"card": "Devoted Retainer", "id": "r"}]},
                {
                    "name": "Bob",
                    "battlefield": [
                        {"card": "Grizzly Bears", "id": "g1"},
                        {"card": "Grizzly Bears", "id": "g2"},
                    ],
                },
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"r": "Bob"}},
                {"advance": "declare_blockers"},
                {"block": {"g1": "r", "g2": "r"}},
                {"expect": {"stack": ["Devoted Retainer"]}},
            ],
        }
    )
    assert sum("702.45a" in str(e) for e in g.log) == 1


def test_echo_on_the_first_upkeep_after_flash() -> None:
    """702.30a: a permanent that came under Alice's control on Bob's turn: echo triggers at
    Alice's next upkeep; with no mana to pay, it is sacrificed (118.12a)."""
    g = _run(
        {
            "name": "echo",
            "players": [
                {
                    "name": "Alice",
                    "library": ["Plains"] * 5,
                    "battlefield": [{"card": "Goblin Patrol", "id": "p", "summoning_sick": True}],
                },
                {"name": "Bob", "library": ["Plains"] * 5},
            ],
            "turn": {"active": "Bob", "step": "main1"},
            "script": [
                {"advance": {"turn": 2, "step": "draw"}},  # no mana: it can't be paid
                {"choose": "no"},  # asked all the same, "no" the only answer (118.3)
                {"expect": {"zone": {"p": "graveyard"}}},
            ],
        }
    )
    assert any("702.30a" in str(e) for e in g.log)


def test_bloodthirst_gaps() -> None:
    """702.54b: "Bloodthirst X" isn't done; a granted bloodthirst isn't carried to the
    permanent a spell becomes."""
    assert card_gaps(load_card("Gorehorn Minotaurs")) == []
    kw = ir.Keyword("bloodthirst")
    assert "bloodthirst X (702.54b)" in engine_gaps(
        ir.CardDefinition(name="A", types=("creature",), abilities=(kw,))
    )
    with pytest.raises(CardTextError, match="granting bloodthirst"):
        load_card("Bloodlord of Vaasgoth")


def test_bloodthirst_counts_combat_damage_to_an_opponent() -> None:
    _run(
        {
            "name": "bloodthirst after combat",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Gorehorn Minotaurs"],
                    "battlefield": ["Grizzly Bears"] + ["Mountain"] * 4,
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Grizzly Bears": "Bob"}},
                {"advance": "main2"},
                {"cast": "Gorehorn Minotaurs"},
                {"resolve": 1},
                {"expect": {"life": {"Bob": 18}, "pt": {"Gorehorn Minotaurs": "5/5"}}},
            ],
        }
    )


def test_afterlife_and_skulk_supported() -> None:
    for name in ("Ministrant of Obligation", "Furtive Homunculus"):
        assert card_gaps(load_card(name)) == [], name
    assert keywords_triggered.gap(ir.Keyword("afterlife")) == "afterlife without a number"


def test_skulk_blockers_listed() -> None:
    """702.118b: the blocks the decision offers leave out the creature with greater power."""
    g = _run(
        {
            "name": "skulk listing",
            "players": [
                {"name": "Alice", "battlefield": ["Furtive Homunculus"]},
                {"name": "Bob", "battlefield": ["Grizzly Bears", "Hill Giant"]},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Furtive Homunculus": "Bob"}},
                {"advance": "declare_blockers"},
            ],
        }
    )
    giant = next(o.id for o in g.objects.values() if o.name == "Hill Giant")
    bears = next(o.id for o in g.objects.values() if o.name == "Grizzly Bears")
    blockers = {b for b, _ in g.pending.spec.options}  # the blocks the decision offers
    assert bears in blockers and giant not in blockers


def test_combat_keywords_supported_and_built() -> None:
    for name in ("Goblin Wardriver", "Grenzo's Cutthroat", "Topan Freeblade"):
        assert card_gaps(load_card(name)) == [], name
    bc = keywords_triggered.triggered(ir.Keyword("battle cry"))
    assert bc is not None and bc.trigger.event is ir.TriggerEvent.ATTACKS
    r = keywords_triggered.triggered(ir.Keyword("renown", amount=2))
    assert r is not None and r.effects == (keywords_triggered.BecomeRenowned(2),)
    assert keywords_triggered.gap(ir.Keyword("renown")) == "renown without a number"


def test_dethrone_doesnt_trigger_attacking_a_planeswalker() -> None:
    """702.105a: only a player with the most life; a planeswalker attacked isn't one."""
    g = _run(
        {
            "name": "dethrone planeswalker",
            "players": [
                {"name": "Alice", "battlefield": ["Grenzo's Cutthroat"]},
                {
                    "name": "Bob",
                    "battlefield": [{"card": "Liliana Vess", "counters": {"loyalty": 3}}],
                },
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Grenzo's Cutthroat": "Liliana Vess"}},
                {"expect": {"stack": []}},
            ],
        }
    )
    assert not any("702.105a" in str(e) for e in g.log)


def test_cumulative_upkeep_gaps_and_life() -> None:
    """702.24a: mana and life costs are done; others are a gap. Gallowbraid ("Cumulative
    upkeep—Pay 1 life"): 1 life with one age counter."""

    def gaps(cost: ir.Cost) -> list[str]:
        kw = ir.Keyword("cumulative upkeep", cost=cost)
        return engine_gaps(ir.CardDefinition(name="A", types=("enchantment",), abilities=(kw,)))

    # rules/keywords_cumulative.py
    # "Discard a card." is paid (tests/test_s9_engine.py); removing counters isn't
    counters = ir.Cost(remove_counters=(("+1/+1", 1),))
    assert gaps(counters) == ["cumulative upkeep with a cost other than mana or life"]
    assert gaps(ir.Cost(mana="{1}{G}")) == []
    assert gaps(ir.Cost(pay_life=1)) == []
    _run(
        {
            "name": "gallowbraid",
            "players": [
                {"name": "Alice", "library": ["Plains"] * 3, "battlefield": ["Gallowbraid"]},
                {"name": "Bob", "library": ["Plains"] * 3},
            ],
            "turn": {"active": "Alice", "step": "untap"},
            "script": [
                {"advance": "upkeep"},
                {"choose": "yes"},
                {"expect": {"life": {"Alice": 19}, "counters": {"Gallowbraid": {"age": 1}}}},
            ],
        }
    )


def test_more_keywords_supported_and_numbered() -> None:
    names = ("Khenra Eternal", "Culling Drone", "Wings of the Guard", "Blastoderm", "Calciderm")
    for name in names:
        assert card_gaps(load_card(name)) == [], name
    for kw in ("afflict", "fading", "vanishing"):
        assert keywords_triggered.gap(ir.Keyword(kw)) == f"{kw} without a number"


def test_melee_doesnt_count_a_planeswalker_attacked() -> None:
    """702.121a: "each opponent you attacked": attacking only a planeswalker attacks no
    player (506.3)."""
    _run(
        {
            "name": "melee planeswalker",
            "players": [
                {"name": "Alice", "battlefield": ["Wings of the Guard"]},
                {
                    "name": "Bob",
                    "battlefield": [{"card": "Liliana Vess", "counters": {"loyalty": 3}}],
                },
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Wings of the Guard": "Liliana Vess"}},
                {"resolve": 1},
                {"expect": {"pt": {"Wings of the Guard": "1/1"}}},
            ],
        }
    )


def test_vanishing_without_time_counters_doesnt_trigger() -> None:
    """702.63a: "if this permanent has a time counter on it" (an intervening if, 603.4)."""
    g = _run(
        {
            "name": "vanishing none",
            "players": [
                {
                    "name": "Alice",
                    "library": ["Plains"] * 3,
                    "battlefield": [{"card": "Calciderm", "counters": {}}],
                },
                {"name": "Bob", "library": ["Plains"] * 3},
            ],
            "turn": {"active": "Alice", "step": "untap"},
            "script": [
                {"advance": "draw"},
                {"expect": {"zone": {"Calciderm": "battlefield"}}},
            ],
        }
    )
    assert not any("702.63a" in str(e) for e in g.log)


def test_evolve_and_extort_supported() -> None:
    for name in ("Cloudfin Raptor", "Basilica Screecher"):
        assert card_gaps(load_card(name)) == [], name


def test_extort_without_mana_offers_only_no() -> None:
    """702.101a: with no mana left for {W/B} the payment can't be made (118.3): the question
    is still asked, with "no" the only answer (no silent choices)."""
    g = _run(
        {
            "name": "extort no mana",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Grizzly Bears"],
                    "battlefield": ["Basilica Screecher", "Forest", "Forest"],
                },
                {"name": "Bob"},
            ],
            "script": [
                {"cast": "Grizzly Bears"},
                {"resolve": "all"},
                {"choose": "yes", "expect_error": "isn't one of the choices"},
                {"choose": "no"},
                {"expect": {"life": {"Alice": 20, "Bob": 20}, "stack": []}},
            ],
        }
    )
    assert any("702.101a" in str(e) for e in g.log)  # it triggered


def test_modular_supported_and_its_target_is_an_artifact_creature() -> None:
    """702.43a: "target artifact creature": both types (Filter.all_types)."""
    for name in ("Arcbound Worker", "Arcbound Ravager"):
        assert card_gaps(load_card(name)) == [], name
    a = keywords_triggered.triggered(ir.Keyword("modular", amount=1))
    assert a is not None and a.targets[0].filter.all_types == frozenset({"artifact", "creature"})
    _run(
        {
            "name": "modular noncreature artifact",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Lightning Bolt"],
                    "battlefield": [
                        {"card": "Arcbound Worker", "counters": {"+1/+1": 1}},
                        "Sol Ring",
                        "Ornithopter",
                        "Mountain",
                    ],
                },
                {"name": "Bob"},
            ],
            "script": [
                {"cast": {"card": "Lightning Bolt", "targets": ["Arcbound Worker"]}},
                {"resolve": 1},
                {"choose": ["Sol Ring"], "expect_error": "isn't a creature"},
                {"choose": ["Ornithopter"]},
            ],
        }
    )


def test_training_supported() -> None:
    assert card_gaps(load_card("Gryff Rider")) == []
    t = keywords_triggered.triggered(ir.Keyword("training"))
    assert t is not None and t.trigger.event is ir.TriggerEvent.ATTACKS
