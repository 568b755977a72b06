"""The memos kept across games stay flat: a random game on the benchmark decks, once the
cards have been seen, makes no new activated-ability list (issue 14: a worker's memory flat
over many games).

Rancor on a creature with no printed ability gives it Rancor's grant tuple itself as its
abilities (``() + grant is grant``), shared by every such creature; the answers kept by that
tuple alone took turns replacing each other, and each new list added an entry to the memos
keyed by list (``abilities._NUMBERED``, ``costs._TAP_MANA``): about one a game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.agents import RandomAgent
from mtgrules.decks import load_deck, new_game
from mtgrules.play_commands import drive
from mtgrules.rules import abilities

ROOT = Path(__file__).resolve().parent.parent


def test_no_new_ability_lists_once_the_cards_were_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    red, green = (
        load_deck(ROOT / "decks" / "mono-red.txt"),
        load_deck(ROOT / "decks" / "mono-green.txt"),
    )
    made: set[int] = set()
    late: list[str] = []
    warm = [True]
    real = abilities.activated_abilities

    def watched(game, obj):  # type: ignore[no-untyped-def]
        out = real(game, obj)
        if id(out) not in made:
            made.add(id(out))
            if not warm[0]:
                late.append(obj.card.name)
        return out

    monkeypatch.setattr(abilities, "activated_abilities", watched)
    for seed in range(1, 241):
        warm[0] = seed <= 120
        g = new_game(red, green, seed=seed)
        drive(g, [RandomAgent(seed), RandomAgent(seed + 1)], 20000)
    assert len(late) <= 3, late  # a rare new combination of grants, not one a game
