""" "Doesn't untap during its controller's next untap step" (502.3), and mana abilities with
another cost or effect, which the payment never activates on its own (605.3a-b)."""

from __future__ import annotations

import pytest

from mtgrules.cards import load_card
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.decisions import (
    ActivateAbility,
    AttackDeclaration,
    CastSpell,
    Choose,
    PassPriority,
    Priority,
)
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import turn
from mtgrules.zones import Zone


@pytest.mark.parametrize(
    "name",
    [
        "Crippling Chill",  # "It doesn't untap during its controller's next untap step."
        "Frost Lynx",  # "That creature doesn't ..."
        "Barl's Cage",  # "Target creature doesn't ..."
        "Cinder Marsh",  # "This land doesn't untap during your next untap step."
        "Bontu's Last Reckoning",  # "Lands you control don't untap during your next untap step."
        "Tangle",  # "Each attacking creature doesn't ..."
    ],
)
def test_the_phrasings_are_read_and_rendered_back(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def _main_phase(*cards: tuple[int, Zone, str]) -> tuple[Game, list[int]]:
    g = Game(["Alice", "Bob"], seed=3)
    ids = [g.add_card(p, zone, load_card(name)).id for p, zone, name in cards]
    g.begin_game(0)
    while g.step != "main1":
        g.apply(PassPriority())
    return g, ids


def test_a_lock_holds_one_untap_step_of_the_player_it_names() -> None:
    g, (bears,) = _main_phase((1, Zone.BATTLEFIELD, "Grizzly Bears"))
    obj = g.objects[bears]
    obj.tapped = True
    g.untap_locks.append((bears, 1))
    g.active_player = 0  # Alice's untap step: not Bob's, the lock waits
    turn.untap_step(g)
    assert g.objects[bears].tapped and g.untap_locks == [(bears, 1)]
    g.active_player = 1  # Bob's next untap step: held, and the effect ends with it
    turn.untap_step(g)
    assert g.objects[bears].tapped and g.untap_locks == []
    turn.untap_step(g)  # the one after untaps it
    assert not g.objects[bears].tapped


def test_the_payment_never_taps_a_mana_ability_with_another_cost_or_effect() -> None:
    """605.3b: Mana Confluence ("{T}, Pay 1 life: ...") and Ancient Tomb ("... This land
    deals 2 damage to you.") aren't tapped by the payment: Lightning Bolt isn't castable from
    them until their controller activates one (605.3a), and then all of it happens."""
    g, (confluence, tomb, _bolt) = _main_phase(
        (0, Zone.BATTLEFIELD, "Mana Confluence"),
        (0, Zone.BATTLEFIELD, "Ancient Tomb"),
        (0, Zone.HAND, "Lightning Bolt"),
    )
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    g.apply(
        next(
            a
            for a in g.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == confluence
        )
    )
    g.apply(Choose("R"))
    assert g.players[0].life == 19  # 119.4: the cost paid
    assert [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    g.apply(
        next(a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == tomb)
    )
    assert g.players[0].life == 17  # the ability's damage (120.3)
    assert g.players[0].mana_pool.mana["C"] == 2


def _to_turn(g: Game, n: int) -> None:
    while g.turn_number < n or g.step != "main1":
        d = g.pending
        g.apply(d.spec.default() if isinstance(d, AttackDeclaration) else PassPriority())


def test_extra_turns_most_recent_first_then_the_turn_order_goes_on() -> None:
    """500.7: Alice's two extra turns come after her turn; Time Warp on Bob then adds his
    extra turn directly after the turn it resolves in; after the extra turns the turn order
    goes on from the last turn that wasn't one: Bob's own turn comes next."""
    library = [(p, Zone.LIBRARY, "Island") for p in (0, 1) for _ in range(8)]
    g, (walk1, walk2, *_) = _main_phase(
        (0, Zone.HAND, "Time Walk"), (0, Zone.HAND, "Time Walk"), *library
    )
    for card in (walk1, walk2):
        g.apply_as_judge(CastSpell(card=card, free=True))
        g.apply(PassPriority())
        g.apply(PassPriority())
    assert g.extra_turns == [0, 0]
    _to_turn(g, 2)
    assert g.active_player == 0
    warp = g.add_card(0, Zone.HAND, load_card("Time Warp")).id
    g.apply_as_judge(CastSpell(card=warp, targets=((Target(None, player=1),),), free=True))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.extra_turns == [0, 1]
    order = []
    for n in (3, 4, 5, 6):
        _to_turn(g, n)
        order.append(g.active_player)
    assert order == [1, 0, 1, 0]  # Bob's extra turn, Alice's, then Bob's turn, Alice's


def test_before_attackers_are_declared_is_read_rendered_and_kept() -> None:
    """602.5b: "Activate only during your turn, before attackers are declared." is one
    restriction: the ability isn't listed once the declare attackers step has begun."""
    from mtgrules.cards import ir

    card = load_card("Apprentice Sorcerer")
    ab = next(a for a in card.abilities if isinstance(a, ir.ActivatedAbility))
    assert ab.before_attackers and ab.your_turn_only
    g, (sorcerer, *_) = _main_phase(
        (0, Zone.BATTLEFIELD, "Apprentice Sorcerer"),
        *[(p, Zone.LIBRARY, "Island") for p in (0, 1) for _ in range(3)],
    )
    g.objects[sorcerer].controlled_since_turn = 0  # 302.6: under Alice's control all along
    listed = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]
    assert listed
    while g.step != "declare_attackers":
        g.apply(PassPriority())
    g.apply(g.pending.spec.default())  # type: ignore[union-attr]
    assert g.step not in ("untap", "upkeep", "draw", "main1", "beginning_of_combat")
    assert isinstance(g.pending, Priority) and g.pending.player == 0
    assert not [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]
