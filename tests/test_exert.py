"""Exert (701.43): the choice as attackers are declared (508.1g), the untap it skips
(701.43a) and the linked "When you do" trigger (607.2h)."""

from __future__ import annotations

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import Choose, DeclareAttackers, ExertChoice
from mtgrules.objects import Target


def test_parse_with_and_without_when_you_do() -> None:
    (bare,) = parse_oracle("You may exert this creature as it attacks.", "X", ("creature",))
    assert bare == ir.ExertAsAttacks(None)
    (linked,) = parse_oracle(
        "You may exert this creature as it attacks. When you do, target creature can't block "
        "this turn.",
        "X",
        ("creature",),
    )
    assert isinstance(linked, ir.ExertAsAttacks) and linked.when is not None
    assert len(linked.when.targets) == 1


def test_not_exerting_untaps_normally_and_none_is_legal() -> None:
    doc = {
        "players": [
            {"name": "Alice", "battlefield": ["Hooded Brawler"], "library": ["Forest"] * 3},
            {"name": "Bob", "library": ["Island"] * 3},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers"},
        "script": [],
    }
    g = scenario_game(doc)
    brawler = next(o.id for o in g.objects.values() if o.name == "Hooded Brawler")
    g.apply(DeclareAttackers(((brawler, Target(player=1)),)))
    d = g.pending
    assert isinstance(d, ExertChoice)
    assert Choose([]) in g.legal_actions()  # 508.1g: the cost is optional
    g.apply(Choose([]))
    assert g.untap_locks == []
    g2 = scenario_game(
        {
            **doc,
            "script": [
                {"attack": {"Hooded Brawler": "Bob"}},
                {"choose": []},
                {"advance": {"turn": 3, "step": "main1"}},
                {"expect": {"tapped": {"Hooded Brawler": False}, "life": {"Bob": 17}}},
            ],
        }
    )
    assert g2.untap_locks == []


def test_exert_choice_survives_a_save() -> None:
    from mtgrules.game import Game

    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Hooded Brawler"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
        }
    )
    brawler = next(o.id for o in g.objects.values() if o.name == "Hooded Brawler")
    g.apply(DeclareAttackers(((brawler, Target(player=1)),)))
    g2 = Game.from_json(g.to_json())
    assert g2.pending == g.pending
    g2.apply(Choose([brawler]))
    assert g2.untap_locks == [(brawler, 0)]
