"""The one replacement pipeline (rules/pipeline.replace): 614.5, 616.1a-f, the 616.1e
choice as a pulled decision, and the events that go through it (exchange of life totals,
the monarch)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.cards import ir, load_card
from mtgrules.decisions import CastSpell, Choose, PassPriority, ReplacementOrder
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import GameObject
from mtgrules.rules import characteristics, life, pipeline, player_status, zone_moves
from mtgrules.rules.events import (
    SELF_REPLACEMENT,
    DamageEvent,
    LifeGainEvent,
    MonarchEvent,
    NeedReplacementChoice,
    ReplacementEffect,
)
from mtgrules.scenario.loader import load
from mtgrules.scenario.runner import run_scenario
from mtgrules.zones import Zone


def _game(*alice: str, life_total: int = 20) -> Game:
    g = Game(["Alice", "Bob"])
    for name in alice:
        g.add_card(0, Zone.BATTLEFIELD, load_card(name))
    g.start(active=0, step="main1")
    g.players[0].life = life_total
    return g


def _mercy_game() -> Game:
    """Alice, with Boon Reflection and Heron of Hope, casts Angel's Mercy (gain 7 life)."""
    g = _game("Boon Reflection", "Heron of Hope", "Plains", "Plains", "Plains", "Plains")
    mercy = g.add_card(0, Zone.HAND, load_card("Angel's Mercy"))
    g.apply(CastSpell(mercy.id))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    return g


def test_the_choice_is_a_decision_whose_listed_answers_all_apply() -> None:
    g = _mercy_game()
    d = g.pending
    assert d is not None and d.kind == "choose" and d.player == 0
    assert isinstance(d, ReplacementOrder) and d.event == "Alice would gain 7 life"
    assert "616.1e" in d.prompt and "Alice would gain 7 life" in d.prompt
    assert [e[1] for e in d.effects] == ["Boon Reflection", "Heron of Hope"]
    assert all(isinstance(e[2], int) for e in d.effects)
    assert len(g.stack) == 1  # asked before anything of the resolution is kept
    acts = g.legal_actions()
    assert acts == [Choose("Boon Reflection"), Choose("Heron of Hope")]
    results = []
    for act in acts:
        c = g.clone()
        c.apply(act)
        assert not c.stack and c.pending is not None and c.pending.kind == "priority"
        results.append(c.players[0].life)
    assert results == [20 + 15, 20 + 16]  # 7*2+1 and (7+1)*2: the order matters (616.1e)


def test_a_wrong_answer_is_refused_and_changes_nothing() -> None:
    g = _mercy_game()
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"616\.1e"):
        g.apply(Choose("Rhox Faithmender"))
    assert g.fingerprint() == before


def test_the_same_effect_twice_is_not_asked_and_each_applies_once() -> None:
    # 616.1: two Boon Reflections give the same result in any order; 614.5: each applies
    # to the event once, so 3 life becomes 12, not more.
    g = _game("Boon Reflection", "Boon Reflection", "Plains", "Plains", "Plains", "Plains")
    mercy = g.add_card(0, Zone.HAND, load_card("Angel's Mercy"))
    g.apply(CastSpell(mercy.id))
    while g.stack:
        g.apply(PassPriority())
    assert g.players[0].life == 20 + 28
    assert not any(e.rule == "616.1e" for e in g.log)


def test_an_effect_applies_once_per_event() -> None:
    # 614.5: an effect that would apply again to the event it modified doesn't.
    g = _game()
    seen: list[int] = []

    def plus_one(game: Game, ev: LifeGainEvent) -> LifeGainEvent:
        seen.append(ev.amount)
        ev.amount += 1
        return ev

    own = (ReplacementEffect("plus", "Test", None, "plus 1", "614.1a", plus_one),)
    ev = pipeline.replace(g, LifeGainEvent(0, 3, "Test", own=own))
    assert ev is not None and ev.amount == 4 and seen == [3]


def test_a_self_replacement_applies_first_then_the_player_chooses() -> None:
    # 616.1a: a self-replacement effect (614.15) is chosen before the others; then 616.1e
    # among Boon Reflection and Heron of Hope, asked as a decision of the affected player.
    g = _game("Boon Reflection", "Heron of Hope")

    def plus_two(game: Game, ev: LifeGainEvent) -> LifeGainEvent:
        game.log_event("replace", "own: +2", "614.15")
        ev.amount += 2
        return ev

    own = (
        ReplacementEffect("own", "Test Spell", None, "+2", "614.15", plus_two, SELF_REPLACEMENT),
    )
    g.answering = True  # as while an answer is applied: the choice is asked
    with pytest.raises(NeedReplacementChoice) as need:
        life.gain_life(g, 0, 3, "Test Spell", own=own)
    assert need.value.decision.options == ("Boon Reflection", "Heron of Hope")
    assert g.log[-1].text == "own: +2"  # applied before anything was asked
    g = _game("Boon Reflection", "Heron of Hope")
    g.answering = True
    g.replacement_answers = ["Boon Reflection"]
    assert life.gain_life(g, 0, 3, "Test Spell", own=own) == (3 + 2) * 2 + 1
    g = _game("Boon Reflection", "Heron of Hope")
    g.answering = True
    g.replacement_answers = ["Heron of Hope"]
    assert life.gain_life(g, 0, 3, "Test Spell", own=own) == (3 + 2 + 1) * 2


def test_exchange_of_life_totals_goes_through_the_pipeline() -> None:
    # 701.12c: the exchange is gains and losses: Boon Reflection doubles Alice's gain.
    g = _game("Boon Reflection", life_total=10)
    life.exchange_life(g, 0, 1, "Test Exchange")
    assert (g.players[0].life, g.players[1].life) == (30, 10)
    assert any(e.rule == "701.12c" and "exchange life totals" in e.text for e in g.log)
    assert any(e.rule == "614.1a" and "gains 20 instead" in e.text for e in g.log)


def test_exchange_with_a_life_total_that_cant_change_does_not_happen() -> None:
    # 119.7, 701.12a: Teferi's Protection ("Your life total can't change") makes the whole
    # exchange fail: neither total changes, and no replacement effect sees a gain.
    g = _game("Boon Reflection", life_total=10)
    player_status.add_player_effect(
        g, 0, "life_cant_change", "Teferi's Protection", ir.Duration.YOUR_NEXT_TURN, None
    )
    life.exchange_life(g, 0, 1, "Test Exchange")
    assert (g.players[0].life, g.players[1].life) == (10, 20)
    assert g.log[-1].rule == "119.7" and "doesn't happen" in g.log[-1].text
    assert not any(e.rule == "614.1a" for e in g.log)


def test_becoming_the_monarch_goes_through_the_pipeline(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _game()
    player_status.become_monarch(g, 0, "Test")
    assert g.monarch == 0 and g.log[-1].rule == "724.1"

    def instead_bob(game: Game, ev: MonarchEvent) -> list[ReplacementEffect]:
        def apply(gm: Game, e: MonarchEvent) -> MonarchEvent:
            e.player = 1
            return e

        return [ReplacementEffect("bob", "Test", None, "Bob instead", "614.1a", apply)]

    monkeypatch.setitem(pipeline.COLLECTORS, MonarchEvent, instead_bob)
    g = _game()
    player_status.become_monarch(g, 0, "Test")
    assert g.monarch == 1
    assert g.log[-1].text == "Bob becomes the monarch (Test)"


def test_the_pending_choice_survives_a_json_round_trip() -> None:
    from mtgrules.serialize import from_json, to_json

    g = _mercy_game()
    h = from_json(to_json(g))
    assert h.fingerprint() == g.fingerprint() and h.pending == g.pending
    g.apply(Choose("Heron of Hope"))
    h.apply(Choose("Heron of Hope"))
    assert h.players[0].life == g.players[0].life == 36
    assert [e.text for e in h.log] == [e.text for e in g.log]


def _shielded_bears() -> tuple[Game, GameObject, DamageEvent]:
    """Bob's Grizzly Bears with a shield counter and a "prevent the next 3 damage" shield;
    Alice's Hill Giant is about to deal it 3 damage."""
    from mtgrules.objects import Target
    from mtgrules.rules.damage import make_event
    from mtgrules.rules.replacement import PreventionShield

    g = _game("Hill Giant")
    bears = g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    bears.counters["shield"] = 1
    g.prevention_shields.append(PreventionShield("Healing Salve", bears.id, None, 3))
    giant = next(o for o in g.battlefield_objects() if o.name == "Hill Giant")
    ev = make_event(
        g, giant.id, characteristics.chars(g, giant.id), 0, Target(object_id=bears.id), 3
    )
    return g, bears, ev


def test_prevention_effects_that_use_something_up_are_ordered_by_the_controller() -> None:
    # 616.1, 616.1e: a shield counter (122.1c) and a prevention shield (615.7) both apply to
    # the damage to Bob's creature: Bob chooses; the one applied first leaves nothing for
    # the other, so which one is used up depends on the order.
    from mtgrules.rules.damage import deal_damage

    g, bears, ev = _shielded_bears()
    g.answering = True
    with pytest.raises(NeedReplacementChoice) as need:
        deal_damage(g, [ev])
    d = need.value.decision
    assert d.player == 1 and d.options == ("shield counter on Grizzly Bears", "Healing Salve")
    for answer, counters, left in (
        ("Healing Salve", 1, []),
        ("shield counter on Grizzly Bears", 0, [3]),
    ):
        g, bears, ev = _shielded_bears()
        g.answering = True
        g.replacement_answers = [answer]
        assert deal_damage(g, [ev]) == 0
        assert bears.counters["shield"] == counters
        assert [s.remaining for s in g.prevention_shields] == left


@pytest.mark.parametrize(
    ("answer", "zone"),
    [("Progenitus", Zone.LIBRARY), ("finality counter on Progenitus", Zone.EXILE)],
)
def test_a_zone_move_with_two_replacements(answer: str, zone: Zone) -> None:
    # Progenitus ("If it would be put into a graveyard from anywhere, shuffle it into its
    # owner's library instead", 614.1a) with a finality counter (122.1h: "exile it
    # instead"): its controller chooses (616.1e); after either, the other no longer applies
    # (616.1f): the card isn't going to a graveyard any more.
    g = _game("Progenitus")
    prog = next(o for o in g.battlefield_objects() if o.name == "Progenitus")
    prog.counters["finality"] = 1
    g.answering = True
    with pytest.raises(NeedReplacementChoice) as need:
        zone_moves.destroy(g, prog.id, "test", "701.8a")
    assert need.value.decision.options == ("Progenitus", "finality counter on Progenitus")
    g = _game("Progenitus")
    prog = next(o for o in g.battlefield_objects() if o.name == "Progenitus")
    prog.counters["finality"] = 1
    g.answering = True
    g.replacement_answers = [answer]
    zone_moves.destroy(g, prog.id, "test", "701.8a")
    new = g.objects[g.renamed[prog.id]]
    assert new.zone is zone
    assert sum(1 for e in g.log if e.rule in ("614.1a", "122.1h")) == 1


def test_random_games_with_the_choice_play_to_the_end() -> None:
    # Random agents pick among legal_actions(): every listed order applies, and the games
    # where 616.1e choices come up (lifelink, life-gain spells, two replacement effects)
    # end normally.
    from mtgrules.agents.random_agent import RandomAgent, play_game

    asked = 0
    for seed in range(3):
        g = Game(["Alice", "Bob"], seed=seed)
        deck = (
            ["Plains"] * 16
            + ["Boon Reflection"] * 4
            + ["Heron of Hope"] * 4
            + ["Rhox Faithmender"] * 4
            + ["Angel's Mercy"] * 4
            + ["Knight of Dawn's Light"] * 4
        )
        for p in (0, 1):
            for name in deck:
                g.add_card(p, Zone.LIBRARY, load_card(name))
            g.rng.shuffle(g.players[p].library)
            zone_moves.draw(g, p, 7, "103.5")
        g.begin_game(seed % 2)
        play_game(g, [RandomAgent(seed), RandomAgent(seed + 100)], max_decisions=3000)
        asked += sum(1 for e in g.log if e.rule == "616.1e")
    assert asked > 0


def test_a_prevention_shield_choice_refuses_a_wrong_answer_under_615_7() -> None:
    # 615.7 asks which damage one shield prevents; the refusal names that rule, not 616.1e
    path = Path(__file__).parent / "scenarios/core"
    (scenario,) = [load(p) for p in path.glob("30-prevention-shield-choice-*.yaml")]
    result = run_scenario(scenario)
    assert result.passed, result.failures
    (refusal,) = result.refusals
    assert refusal.endswith("(615.7) (choose from: Hill Giant, Grizzly Bears)")
