"""Every reference word of the card IR, resolved (a) while the object it names is still
there, (b) after it has left (last known information: 608.2h, 113.7a; or the new object an
effect may find: 400.7e, 400.7j) and (c) when the other player controls it.

The words and the IR references they become (cards/ir/, resolved in rules/effects.py):

- "you" (YouRef): the controller of the spell or ability (109.5)
- "defending player" (DefendingPlayerRef)
- "its controller" (TargetControllerRef)
- "that player" / "enchanted player" (TriggerObjectRef's player, EnchantedPlayerRef)
- "enchanted creature" / "equipped creature" (AttachedRef)
- "this ..." / the card's name (SelfRef)
- "it" / "that creature" after "target ..." (TargetRef)
- "the exiled card" (Exile then ReturnToBattlefield, or "until ... leaves" 610.3)
- "your opponents" / "each opponent" (Filter.controller "opponent", EachRef players)
- "the chosen color" (what was chosen for the source, 614.12a)

Each case is a scenario of real cards from the bundled database, played by the scenario
runner; the scenario states what must happen.
"""

from __future__ import annotations

import pytest
import yaml

from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import run_scenario


def play(text: str) -> None:
    result = run_scenario(parse(yaml.safe_load(text), "<reference>"))
    assert result.passed, "\n".join(str(f) for f in result.failures)


CASES: dict[str, str] = {}

# --- "you" and "defending player" ------------------------------------------------------

CASES["you/defending player (a): the attacker's controller gains, the defender loses"] = """
name: a
players:
  - name: Alice
    battlefield: [Agate-Blade Assassin]
  - name: Bob
turn: {active: Alice, step: declare_attackers}
script:
  - attack: {Agate-Blade Assassin: Bob}
  - resolve: 1
  - expect: {life: {Alice: 21, Bob: 19}}
"""

CASES["you/defending player (b): the source is gone, the ability still resolves (113.7a)"] = """
name: b
players:
  - name: Alice
    battlefield: [Agate-Blade Assassin]
  - name: Bob
    hand: [Lightning Bolt]
    battlefield: [Mountain]
turn: {active: Alice, step: declare_attackers}
script:
  - attack: {Agate-Blade Assassin: Bob}
  - pass
  - cast: {card: Lightning Bolt, targets: [Agate-Blade Assassin]}
    player: Bob
  - resolve: 1
  - expect: {zone: {Agate-Blade Assassin: graveyard}}
  - resolve: 1
  - expect: {life: {Alice: 21, Bob: 19}}
"""

CASES["you/defending player (c): Bob controls Alice's creature: Bob gains, Alice loses"] = """
name: c
players:
  - name: Alice
    battlefield: [{card: Agate-Blade Assassin, controller: Bob}]
  - name: Bob
turn: {active: Bob, step: declare_attackers}
script:
  - attack: {Agate-Blade Assassin: Alice}
  - resolve: 1
  - expect: {life: {Alice: 19, Bob: 21}}
"""

CASES["you (b, c): Bottle Gnomes sacrificed as the cost by Bob, who controls it"] = """
name: gnomes
players:
  - name: Alice
    battlefield: [{card: Bottle Gnomes, controller: Bob}]
  - name: Bob
turn: {active: Bob, step: main1}
script:
  - activate: {card: Bottle Gnomes, ability: 1}
  - expect: {zone: {Bottle Gnomes: graveyard}}
  - resolve: 1
  - expect: {life: {Alice: 20, Bob: 23}}
"""

# --- "its controller" --------------------------------------------------------------------

CASES["its controller (a): an indestructible artifact stays; its controller gains"] = """
name: a
players:
  - name: Alice
    hand: [Nature's Claim]
    battlefield: [Forest]
  - name: Bob
    battlefield: [Darksteel Relic]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Nature's Claim, targets: [Darksteel Relic]}
  - resolve: 1
  - expect: {zone: {Darksteel Relic: battlefield}, life: {Alice: 20, Bob: 24}}
"""

CASES["its controller (b): destroyed first, read from last known information"] = """
name: b
players:
  - name: Alice
    hand: [Nature's Claim]
    battlefield: [Forest]
  - name: Bob
    battlefield: [Ornithopter]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Nature's Claim, targets: [Ornithopter]}
  - resolve: 1
  - expect: {zone: {Ornithopter: graveyard}, life: {Alice: 20, Bob: 24}}
"""

CASES["its controller (c): Alice controls Bob's artifact: Alice, not the owner"] = """
name: c
players:
  - name: Alice
    hand: [Nature's Claim]
    battlefield: [Forest]
  - name: Bob
    battlefield: [{card: Ornithopter, controller: Alice}]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Nature's Claim, targets: [Ornithopter]}
  - resolve: 1
  - expect: {zone: {Ornithopter: graveyard}, life: {Alice: 24, Bob: 20}}
"""

CASES["its controller (b): a countered spell's controller (stack to graveyard)"] = """
name: countersquall
players:
  - name: Alice
    hand: [Opt]
    library: [Island]
    battlefield: [Island]
  - name: Bob
    hand: [Countersquall]
    battlefield: [Swamp, Island]
turn: {active: Alice, step: main1}
script:
  - cast: Opt
  - pass
  - cast: {card: Countersquall, targets: [Opt]}
    player: Bob
  - resolve: 1
  - expect: {zone: {Opt: graveyard}, life: {Alice: 18, Bob: 20}}
"""

CASES["its controller (b): returned to a hand, a hidden zone (608.2h)"] = """
name: call to heel
players:
  - name: Alice
    hand: [Call to Heel]
    library: [Island]
    battlefield: [Island, Island]
  - name: Bob
    library: [Forest]
    battlefield: [{card: Grizzly Bears, controller: Alice}]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Call to Heel, targets: [Grizzly Bears]}
  - resolve: 1
  - expect: {zone: {Grizzly Bears: hand}, count: {Alice.hand: 1, Bob.hand: 1}}
"""

# --- "that player" / "enchanted player" ------------------------------------------------------

CASES["that player (a): Curse of the Bloody Tome on Bob, at Bob's upkeep"] = """
name: a
players:
  - name: Alice
    battlefield: [{card: Curse of the Bloody Tome, attached_to: Bob}]
  - name: Bob
    library: [Forest, Forest, Forest]
turn: {active: Bob, step: upkeep}
script:
  - resolve: 1
  - expect: {count: {Bob.graveyard: 2, Alice.graveyard: 0}}
"""

CASES["that player (b): the Curse is gone when its trigger resolves"] = """
name: b
players:
  - name: Alice
    battlefield: [{card: Curse of the Bloody Tome, attached_to: Bob}]
  - name: Bob
    hand: [Disenchant]
    library: [Forest, Forest, Forest]
    battlefield: [Plains, Plains]
turn: {active: Bob, step: upkeep}
script:
  - cast: {card: Disenchant, targets: [Curse of the Bloody Tome]}
  - resolve: 1
  - expect: {zone: {Curse of the Bloody Tome: graveyard}}
  - resolve: 1
  - expect: {count: {Bob.graveyard: 3}}
"""

CASES["that player (c): Bob's Curse on Alice mills Alice"] = """
name: c
players:
  - name: Alice
    library: [Island, Island, Island]
  - name: Bob
    battlefield: [{card: Curse of the Bloody Tome, attached_to: Alice}]
turn: {active: Alice, step: upkeep}
script:
  - resolve: 1
  - expect: {count: {Alice.graveyard: 2, Bob.graveyard: 0}}
"""

CASES["that creature (a): exalted pumps the creature attacking alone"] = """
name: a
players:
  - name: Alice
    battlefield: [Akrasan Squire, Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: declare_attackers}
script:
  - attack: {Grizzly Bears: Bob}
  - resolve: 1
  - expect: {pt: {Grizzly Bears: "3/3", Akrasan Squire: "1/1"}}
"""

CASES["that creature (b): the attacker is gone when exalted resolves: nothing else is pumped"] = """
name: b
players:
  - name: Alice
    battlefield: [Akrasan Squire, Grizzly Bears]
  - name: Bob
    hand: [Shock]
    battlefield: [Mountain]
turn: {active: Alice, step: declare_attackers}
script:
  - attack: {Grizzly Bears: Bob}
  - pass
  - cast: {card: Shock, targets: [Grizzly Bears]}
    player: Bob
  - resolve: 1
  - expect: {zone: {Grizzly Bears: graveyard}}
  - resolve: 1
  - expect: {pt: {Akrasan Squire: "1/1"}}
"""

CASES["that creature (b): Stalking Vengeance: the dead creature deals its last power"] = """
name: vengeance
players:
  - name: Alice
    hand: [Giant Growth]
    battlefield: [Forest, Stalking Vengeance, Grizzly Bears]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Giant Growth, targets: [Grizzly Bears]}
  - resolve: 1
  - pass
  - cast: {card: Murder, targets: [Grizzly Bears]}
    player: Bob
  - resolve: 1
  - choose: Bob
  - resolve: 1
  - expect:
      life: {Bob: 15}
      log: ["Grizzly Bears deals 5 damage to Bob"]
"""

# --- "enchanted creature" / "equipped creature" ---------------------------------------------

CASES["enchanted creature (a): Regeneration on the battlefield shields its creature"] = """
name: a
players:
  - name: Alice
    battlefield: [Forest, {card: Grizzly Bears, id: bears},
                  {card: Regeneration, attached_to: bears}]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
turn: {active: Alice, step: main1}
script:
  - activate: {card: Regeneration, ability: 1}
  - resolve: 1
  - pass
  - cast: {card: Murder, targets: [bears]}
    player: Bob
  - resolve: 1
  - expect: {zone: {bears: battlefield}, tapped: {bears: true}}
"""

CASES["enchanted creature (b): Carapace sacrificed: the creature it enchanted (LKI)"] = """
name: b
players:
  - name: Alice
    battlefield: [{card: Grizzly Bears, id: bears}, {card: Carapace, attached_to: bears}]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
turn: {active: Alice, step: main1}
script:
  - activate: {card: Carapace, ability: 1}
  - resolve: 1
  - pass
  - cast: {card: Murder, targets: [bears]}
    player: Bob
  - resolve: 1
  - expect: {zone: {bears: battlefield, Carapace: graveyard}, tapped: {bears: true}}
"""

CASES["enchanted creature (c): Alice's Aura on Bob's creature shields Bob's creature"] = """
name: c
players:
  - name: Alice
    battlefield: [{card: Carapace, attached_to: bears}, Swamp, Swamp, Swamp]
    hand: [Murder]
  - name: Bob
    battlefield: [{card: Grizzly Bears, id: bears}]
turn: {active: Alice, step: main1}
script:
  - activate: {card: Carapace, ability: 1}
  - resolve: 1
  - cast: {card: Murder, targets: [bears]}
  - resolve: 1
  - expect: {zone: {bears: battlefield}, tapped: {bears: true}, controller: {bears: Bob}}
"""

CASES["enchanted creature (b): Fungal Fortitude returns the creature that died (400.7e)"] = """
name: fungal
players:
  - name: Alice
    battlefield: [{card: Grizzly Bears, id: bears}, {card: Fungal Fortitude, attached_to: bears}]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
turn: {active: Bob, step: main1}
script:
  - cast: {card: Murder, targets: [bears]}
  - resolve: 1
  - expect: {zone: {Fungal Fortitude: graveyard}}
  - resolve: 1
  - expect: {zone: {bears: battlefield}, tapped: {bears: true}, controller: {bears: Alice}}
"""

CASES["equipped creature (a): Demonspine Whip pumps the creature it equips"] = """
name: a
players:
  - name: Alice
    battlefield: [Swamp, Swamp, {card: Grizzly Bears, id: bears},
                  {card: Demonspine Whip, attached_to: bears}]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - activate: {card: Demonspine Whip, ability: 1, x: 2}
  - resolve: 1
  - expect: {pt: {bears: "4/2"}}
"""

CASES["equipped creature (b): the Whip destroyed in response: what it equipped (LKI)"] = """
name: b
players:
  - name: Alice
    battlefield: [Swamp, Swamp, {card: Grizzly Bears, id: bears},
                  {card: Demonspine Whip, attached_to: bears}]
  - name: Bob
    hand: [Shatter]
    battlefield: [Mountain, Mountain]
turn: {active: Alice, step: main1}
script:
  - activate: {card: Demonspine Whip, ability: 1, x: 2}
  - pass
  - cast: {card: Shatter, targets: [Demonspine Whip]}
    player: Bob
  - resolve: 1
  - expect: {zone: {Demonspine Whip: graveyard}}
  - resolve: 1
  - expect: {pt: {bears: "4/2"}}
"""

CASES["equipped creature (c): Alice's Whip on a creature Bob controls pumps Bob's creature"] = """
name: c
players:
  - name: Alice
    battlefield: [Swamp, Swamp, {card: Demonspine Whip, attached_to: bears}]
  - name: Bob
    battlefield: [{card: Grizzly Bears, id: bears}]
turn: {active: Alice, step: main1}
script:
  - activate: {card: Demonspine Whip, ability: 1, x: 2}
  - resolve: 1
  - expect: {pt: {bears: "4/2"}, controller: {bears: Bob}}
"""

# --- "this" ----------------------------------------------------------------------------------

CASES["this (a): Flickering Spirit exiles itself and returns as a new object"] = """
name: a
players:
  - name: Alice
    battlefield: [Plains, Plains, Plains, Plains,
                  {card: Flickering Spirit, damage: 1, tapped: true}]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - activate: {card: Flickering Spirit, ability: 1}
  - resolve: 1
  - expect:
      zone: {Flickering Spirit: battlefield}
      damage: {Flickering Spirit: 0}
      tapped: {Flickering Spirit: false}
"""

CASES["this (b): Flickering Spirit destroyed in response stays in the graveyard (400.7)"] = """
name: b
players:
  - name: Alice
    battlefield: [Plains, Plains, Plains, Plains, Flickering Spirit]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
turn: {active: Alice, step: main1}
script:
  - activate: {card: Flickering Spirit, ability: 1}
  - pass
  - cast: {card: Murder, targets: [Flickering Spirit]}
    player: Bob
  - resolve: 2
  - expect: {zone: {Flickering Spirit: graveyard}}
"""

CASES["this (c): Bob's Flickering Spirit (Alice's card) returns under Alice's control"] = """
name: c
players:
  - name: Alice
  - name: Bob
    battlefield: [Plains, Plains, Plains, Plains]
  - name: Carol
    battlefield: [{card: Flickering Spirit, controller: Bob}]
turn: {active: Bob, step: main1}
script:
  - activate: {card: Flickering Spirit, ability: 1}
  - resolve: 1
  - expect: {zone: {Flickering Spirit: battlefield}, controller: {Flickering Spirit: Carol}}
"""

CASES["this (b, 400.7e): Endless Cockroaches dies and returns from the graveyard to hand"] = """
name: cockroaches
players:
  - name: Alice
    battlefield: [Endless Cockroaches]
  - name: Bob
    hand: [Shock]
    battlefield: [Mountain]
turn: {active: Bob, step: main1}
script:
  - cast: {card: Shock, targets: [Endless Cockroaches]}
  - resolve: 1
  - expect: {zone: {Endless Cockroaches: graveyard}}
  - resolve: 1
  - expect: {zone: {Endless Cockroaches: hand}}
"""

CASES["this (a, 614.12a): Flicker on Voice of All: the new object chooses its color again"] = """
name: voice
players:
  - name: Alice
    hand: [Flicker]
    battlefield: [Plains, Plains, Plains, Voice of All]
  - name: Bob
    hand: [Shock]
    battlefield: [Mountain]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Flicker, targets: [Voice of All]}
  - resolve: 1
  - choose: red
  - expect: {zone: {Voice of All: battlefield}, keywords: {Voice of All: ["protection from red"]}}
  - pass
  - cast: {card: Shock, targets: [Voice of All]}
    player: Bob
    expect_error: "protection from red"
"""

# --- "it" after "target ..." -----------------------------------------------------------------

CASES["it (a, 400.7j): Miraculous Recovery puts the counter on the returned creature"] = """
name: a
players:
  - name: Alice
    hand: [Miraculous Recovery]
    graveyard: [Hill Giant]
    battlefield: [Plains, Plains, Plains, Plains, Plains]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: {card: Miraculous Recovery, targets: [Hill Giant]}
  - resolve: 1
  - expect: {zone: {Hill Giant: battlefield}, pt: {Hill Giant: "4/4"}}
"""

CASES["it (b): the target left before resolution: nothing happens (608.2b)"] = """
name: b
players:
  - name: Alice
    hand: [Flicker]
    battlefield: [Plains, Plains, Plains, Grizzly Bears]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Flicker, targets: [Grizzly Bears]}
  - pass
  - cast: {card: Murder, targets: [Grizzly Bears]}
    player: Bob
  - resolve: 2
  - expect: {zone: {Grizzly Bears: graveyard}}
"""

CASES["it (c): Flicker on Bob's creature: it returns under Bob's (its owner's) control"] = """
name: c
players:
  - name: Alice
    hand: [Flicker]
    battlefield: [Plains, Plains, Plains]
  - name: Bob
    battlefield: [{card: Grizzly Bears, controller: Alice}]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Flicker, targets: [Grizzly Bears]}
  - resolve: 1
  - expect: {zone: {Grizzly Bears: battlefield}, controller: {Grizzly Bears: Bob}}
"""

# --- "the exiled card" (610.3) -------------------------------------------------------------

CASES["the exiled card (a): Banisher Priest's card returns when it leaves"] = """
name: a
players:
  - name: Alice
    hand: [Banisher Priest]
    battlefield: [Plains, Plains, Plains]
  - name: Bob
    hand: [Murder]
    battlefield: [Grizzly Bears, Swamp, Swamp, Swamp]
turn: {active: Alice, step: main1}
script:
  - cast: Banisher Priest
  - resolve: 1
  - choose: Grizzly Bears
  - resolve: 1
  - expect: {zone: {Grizzly Bears: exile}}
  - pass
  - cast: {card: Murder, targets: [Banisher Priest]}
    player: Bob
  - resolve: 1
  - expect: {zone: {Grizzly Bears: battlefield}, controller: {Grizzly Bears: Bob}}
"""

CASES["the exiled card (b): the Priest left first: nothing is exiled (610.3a)"] = """
name: b
players:
  - name: Alice
    hand: [Banisher Priest]
    battlefield: [Plains, Plains, Plains]
  - name: Bob
    hand: [Murder]
    battlefield: [Grizzly Bears, Swamp, Swamp, Swamp]
turn: {active: Alice, step: main1}
script:
  - cast: Banisher Priest
  - resolve: 1
  - choose: Grizzly Bears
  - pass
  - cast: {card: Murder, targets: [Banisher Priest]}
    player: Bob
  - resolve: 2
  - expect: {zone: {Grizzly Bears: battlefield, Banisher Priest: graveyard}}
"""

CASES["the exiled card (c, 614.12a): Voice of All returning to Bob asks Bob its color"] = """
name: voice returns
players:
  - name: Alice
    hand: [Banisher Priest]
    battlefield: [Plains, Plains, Plains]
  - name: Bob
    hand: [Murder]
    battlefield: [Voice of All, Swamp, Swamp, Swamp]
turn: {active: Alice, step: main1}
script:
  - cast: Banisher Priest
  - resolve: 1
  - choose: Voice of All
  - resolve: 1
  - expect: {zone: {Voice of All: exile}}
  - pass
  - cast: {card: Murder, targets: [Banisher Priest]}
    player: Bob
  - resolve: 1
  - choose: green
    player: Bob
  - expect:
      zone: {Voice of All: battlefield}
      controller: {Voice of All: Bob}
      keywords: {Voice of All: ["protection from green"]}
      log: ["Bob chooses green for Voice of All (614.12a)"]
"""

# --- "your opponents" / "each opponent" --------------------------------------------------

CASES["your opponents (a): Cower in Fear cast by Alice shrinks Bob's creatures"] = """
name: a
players:
  - name: Alice
    hand: [Cower in Fear]
    battlefield: [Swamp, Swamp, Swamp, Hill Giant]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: main1}
script:
  - cast: Cower in Fear
  - resolve: 1
  - expect: {pt: {Hill Giant: "3/3"}, zone: {Grizzly Bears: battlefield}}
  - expect: {pt: {Grizzly Bears: "1/1"}}
"""

CASES["your opponents (c): Cower in Fear cast by Bob shrinks Alice's creatures"] = """
name: c
players:
  - name: Alice
    battlefield: [Hill Giant]
  - name: Bob
    hand: [Cower in Fear]
    battlefield: [Swamp, Swamp, Swamp, Grizzly Bears]
turn: {active: Bob, step: main1}
script:
  - cast: Cower in Fear
  - resolve: 1
  - expect: {pt: {Hill Giant: "2/2", Grizzly Bears: "2/2"}}
"""

CASES["each opponent (c): Chandra's Ignition cast by Bob: Bob's creature hits Alice"] = """
name: ignition
players:
  - name: Alice
    battlefield: [Hill Giant]
  - name: Bob
    hand: [Chandra's Ignition]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Grizzly Bears]
turn: {active: Bob, step: main1}
script:
  - cast: {card: Chandra's Ignition, targets: [Grizzly Bears]}
  - resolve: 1
  - expect: {life: {Alice: 18, Bob: 20}, damage: {Hill Giant: 2, Grizzly Bears: 0}}
"""

# --- "the chosen color" ------------------------------------------------------------------------

CASES["the chosen color (b): Floating Shield sacrificed: its color, from LKI"] = """
name: floating shield
players:
  - name: Alice
    hand: [Floating Shield]
    battlefield: [Plains, Plains, Plains, {card: Grizzly Bears, id: bears}, Savannah Lions]
  - name: Bob
    hand: [Shock]
    battlefield: [Mountain]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Floating Shield, targets: [bears]}
  - resolve: 1
  - choose: red
  - expect: {keywords: {bears: ["protection from red"]}}
  - activate: {card: Floating Shield, ability: 1, targets: [Savannah Lions]}
  - resolve: 1
  - expect: {keywords: {Savannah Lions: ["protection from red"]}}
  - pass
  - cast: {card: Shock, targets: [Savannah Lions]}
    player: Bob
    expect_error: "protection from red"
"""


@pytest.mark.parametrize("text", list(CASES.values()), ids=list(CASES))
def test_reference(text: str) -> None:
    play(text)


def _that_player_ref(text: str) -> object:
    from mtgrules.cards import ir
    from mtgrules.cards.parser import parse_oracle

    spell = parse_oracle(text, "Whoosh!", ("sorcery",))[0]
    assert isinstance(spell, ir.SpellAbility)
    lose = spell.effects[-1]
    assert isinstance(lose, ir.LoseLife)
    return lose.who


def test_that_player_after_a_target_an_opponent_controls() -> None:
    """608.2h: "that player" after the one opponent a target phrase named: the target's
    controller; for a card in an opponent's graveyard, its owner (404.1, 108.3)."""
    from mtgrules.cards import ir

    assert _that_player_ref(
        "Destroy target creature an opponent controls. That player loses 3 life."
    ) == ir.TargetControllerRef(0)
    assert _that_player_ref(
        "Exile target card from an opponent's graveyard. That player loses 1 life."
    ) == ir.TargetControllerRef(0, owner=True)
    with pytest.raises(Exception, match="that player"):
        _that_player_ref("Destroy target creature. That player loses 3 life.")


def test_that_player_in_an_amount_of_an_instruction_for_each_player() -> None:
    """608.2c: "each opponent loses 1 life for each creature they control": each player's
    own creatures (ir.EachPlayerNowRef), accepted only where an instruction deals with the
    players one at a time (rules/amount_kinds.each_player_gap)."""
    from mtgrules.cards import ir
    from mtgrules.cards.parser import parse_oracle
    from mtgrules.rules.amount_kinds import each_player_gap

    spell = parse_oracle(
        "Each opponent loses 1 life for each creature they control.", "W", ("sorcery",)
    )[0]
    assert isinstance(spell, ir.SpellAbility)
    lose = spell.effects[0]
    assert isinstance(lose, ir.LoseLife)
    assert lose.who == ir.EachRef(None, "opponent")
    assert "EachPlayerNowRef()" in repr(lose.amount)
    assert each_player_gap(lose, "amount") is None
    count = ir.PlayerCount(ir.Filter(types=frozenset({"creature"})), ir.EachPlayerNowRef(), "")
    assert each_player_gap(ir.GainLife(ir.YouRef(), count), "amount") is not None
