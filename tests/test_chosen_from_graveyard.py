"""A card chosen from a graveyard on resolution (608.2d, 115.10): every quality the phrase
names counts, not only its card types ("a creature card with mana value 2 or less")."""

from __future__ import annotations

import pytest

from helpers import creature
from mtgrules.cards import ir
from mtgrules.decisions import ChooseObjects
from mtgrules.game import Game
from mtgrules.rules import characteristics, effect_context
from mtgrules.zones import Zone


def _options(flt: ir.Filter) -> tuple[str, ...]:
    g = Game(["Alice", "Bob"])
    src = g.add_card(0, Zone.BATTLEFIELD, creature("Source", 1, 1))
    g.add_card(0, Zone.GRAVEYARD, creature("Small", 1, 1, cost="{G}"))
    g.add_card(0, Zone.GRAVEYARD, creature("Big", 5, 5, cost="{4}{G}"))
    g.add_card(1, Zone.GRAVEYARD, creature("Theirs", 1, 1, cost="{G}"))
    g.start(0, "main1")
    ctx = effect_context.EffectContext(
        g, 0, src.id, characteristics.chars(g, src.id), 0, "Source", ()
    )
    with pytest.raises(effect_context.NeedDecision) as e:
        effect_context._chosen(ctx, ir.ChosenRef(flt))
    d = e.value.decision
    assert isinstance(d, ChooseObjects) and d.options is not None
    return tuple(g.objects[i].name for i in d.options if i is not None)


def test_mana_value_limit_counts() -> None:
    flt = ir.Filter(
        types=frozenset({"creature"}), zone="graveyard", controller="you", mana_value_max=2
    )
    assert _options(flt) == ("Small",)


def test_your_graveyard_only_and_any_graveyard() -> None:
    mine = ir.Filter(types=frozenset({"creature"}), zone="graveyard", controller="you")
    assert set(_options(mine)) == {"Small", "Big"}
    anyone = ir.Filter(types=frozenset({"creature"}), zone="graveyard")
    assert set(_options(anyone)) == {"Small", "Big", "Theirs"}
