"""Energy (107.14, 122.1): "you get {E}{E}" puts energy counters on a player, "Pay {E}" as a
cost (602.2b) and "you may pay {E}" as an effect (118.12) remove them; only energy the player
has can be paid (118.3)."""

from __future__ import annotations

import pytest

from helpers import activations_of, scenario_game
from mtgrules.cards.ir import ActivatedAbility, Cost, MayPay, PlayerCounters, TriggeredAbility
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import ActivateAbility, Choose
from mtgrules.errors import IllegalActionError

TEXTS = [
    "When this creature enters, you get {E}{E}.",
    "When this land enters, you get {E}.\n{T}: Add {C}.\n{T}, Pay {E}: Add one mana of any color.",
    "Whenever this creature attacks, you may pay {E}. If you do, draw a card.",
    "Pay {E}{E}{E}: Draw a card.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text


def test_the_ir() -> None:
    (ab,) = parse_oracle(
        "When this creature enters, you get {E}{E}{E}.", "Test Card", ("creature",)
    )
    assert isinstance(ab, TriggeredAbility)
    assert isinstance(ab.effects[0], PlayerCounters)
    assert (ab.effects[0].kind, ab.effects[0].count) == ("energy", 3)
    (ab,) = parse_oracle("{T}, Pay {E}{E}: Draw a card.", "Test Card", ("creature",))
    assert isinstance(ab, ActivatedAbility) and ab.cost == Cost(tap=True, pay_energy=2)
    (ab,) = parse_oracle(
        "Whenever this creature attacks, you may pay {E}. If you do, draw a card.",
        "Test Card",
        ("creature",),
    )
    assert isinstance(ab, TriggeredAbility)
    first: object = ab.effects[0]
    assert first == MayPay(energy=1)


def _hub_game() -> object:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [{"card": "Aether Hub", "id": "hub"}],
                    "library": ["Island", "Island"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def test_pay_energy_cost_needs_energy_and_removes_it() -> None:
    g = _hub_game()
    hub = next(o for o in g.battlefield_objects() if o.name == "Aether Hub")  # type: ignore[attr-defined]
    alice = g.players[0]  # type: ignore[attr-defined]
    # 118.3: no energy, so "{T}, Pay {E}: Add one mana of any color." isn't offered ...
    listed = {a.index for a in activations_of(g, hub.id)}
    assert listed == {0}
    # ... and is refused with the rule, the state unchanged
    with pytest.raises(IllegalActionError, match="energy"):
        g.apply(ActivateAbility(hub.id, 1))  # type: ignore[attr-defined]
    hub = g.objects[hub.id]  # type: ignore[attr-defined]  # a refusal restores the state
    alice = g.players[0]  # type: ignore[attr-defined]
    assert not hub.tapped
    alice.counters["energy"] = 2
    assert {a.index for a in activations_of(g, hub.id)} == {0, 1}
    g.apply(ActivateAbility(hub.id, 1))  # type: ignore[attr-defined]
    g.apply(Choose("G"))  # type: ignore[attr-defined]  # 106.1: chosen as it resolves
    assert alice.counters["energy"] == 1  # 107.14: one energy counter removed
    assert alice.mana_pool.mana.get("G") == 1
    assert any(e.rule == "107.14" for e in g.log)  # type: ignore[attr-defined]
