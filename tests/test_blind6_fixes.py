"""The faults the sixth blind check found that a scenario file can't show alone: the casts
listed for an alternative cost that has an opponent gain life (601.2h), and the support
gate's refusal of abilities granted to cards in a hand or graveyard (611.3a)."""

from __future__ import annotations

import pytest

from mtgrules.answers import CastSpell
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.errors import CardTextError
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner


def _game(players: list[dict[str, object]]) -> Runner:
    data = {
        "name": "listing",
        "players": players,
        "turn": {"active": "Alice", "step": "main1", "number": 3},
        "script": [],
    }
    return Runner(parse(data, "listing.yaml"))


def _invigorate_casts(opponents: int) -> list[CastSpell]:
    alice = {"name": "Alice", "hand": ["Invigorate"], "battlefield": ["Forest", "Grizzly Bears"]}
    others = [{"name": n} for n in ("Bob", "Carol", "Dan")[:opponents]]
    runner = _game([alice, *others])
    return [
        a
        for a in runner.game.legal_actions()
        if isinstance(a, CastSpell) and a.alt_cost is not None
    ]


def test_invigorate_is_listed_once_for_each_opponent_who_can_gain_the_life() -> None:
    # 601.2h: the caster chooses the opponent as the costs are paid
    casts = _invigorate_casts(2)
    assert sorted({c.opponent for c in casts}, key=str) == [1, 2]
    assert {c.alt_cost for c in casts} == {casts[0].alt_cost}


def test_with_one_opponent_there_is_no_opponent_to_name() -> None:
    casts = _invigorate_casts(1)
    assert casts and {c.opponent for c in casts} == {None}


@pytest.mark.parametrize(
    "name",
    ["Tectonic Reformation", "Rhet-Tomb Mystic", "Dregscape Sliver", "Sedris, the Traitor King"],
)
def test_abilities_granted_to_cards_in_a_hand_or_graveyard_are_refused(name: str) -> None:
    # 611.3a: "Each creature card in your hand has cycling {1}{U}" isn't carried out here, so
    # the card is refused rather than played without it
    with pytest.raises(CardTextError, match="a static effect on cards in a"):
        supported_definition(CardDatabase.bundled().get(name), use_cache=False)
