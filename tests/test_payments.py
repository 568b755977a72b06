"""Payments by the player the text names (issue 12): "EFFECTS unless that player pays {1}."
(118.12a), "unless any player pays {3}" (101.4), "unless you pay 2 life", "that player may
pay {2}. If they don't, ..." (118.12): read, rendered back exactly, and carried out with the
payer asked as the effect resolves (608.2d), only when the cost can be paid (118.3)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.ir import (
    CounterSpell,
    EachRef,
    IfYouDo,
    LoseLife,
    MayDo,
    MayPay,
    SacrificeSelf,
    TargetControllerRef,
    TriggerObjectRef,
    UnlessPays,
)
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import run_scenario

TEXTS = [
    "Whenever an opponent casts a creature spell, that player loses 2 life unless they pay {2}.",
    "Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.",
    "When this creature enters, each opponent sacrifices a permanent of their choice unless "
    "they pay {1}.",
    "{U}: Tap target creature unless its controller pays {1}.",
    "{1}, {T}: Return target creature to its owner's hand unless its controller pays {1}.",
    "Whenever an opponent casts a creature spell, this creature deals 2 damage to that player "
    "unless they pay {2}.",
    "At the beginning of your upkeep, sacrifice this creature unless you pay 2 life.",
    "At the beginning of your upkeep, sacrifice this creature unless any player pays {3}.",
    "{B}: This creature gets +1/+1 until end of turn unless any player pays {2}.",
    "When this creature enters, you may pay {1}. If you don't, sacrifice this creature.",
    "Whenever an opponent casts a spell, that player may pay {2}. If they don't, draw a card.",
    "Whenever an opponent casts a spell, that player may pay 2 life. If they do, draw a card.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text


def _effects(text: str, types: tuple[str, ...] = ("creature",)) -> tuple[Any, ...]:
    (ab,) = parse_oracle(text, "Test Card", types)
    return tuple(ab.effects)  # type: ignore[attr-defined]


def test_the_payer_is_the_player_named() -> None:
    (e,) = _effects(
        "Whenever an opponent casts a creature spell, that player loses 2 life unless they pay {2}."
    )
    assert isinstance(e, UnlessPays) and e.payer == TriggerObjectRef()
    assert e.payer_words == "they" and e.mana == "{2}" and isinstance(e.effects[0], LoseLife)
    (e,) = _effects("{U}: Tap target creature unless its controller pays {1}.")
    assert isinstance(e, UnlessPays) and e.payer == TargetControllerRef(0)
    (e,) = _effects(
        "When this creature enters, each opponent sacrifices a permanent of their choice "
        "unless they pay {1}."
    )
    assert isinstance(e, UnlessPays) and e.payer == EachRef(None, "opponent")
    (e,) = _effects(
        "At the beginning of your upkeep, sacrifice this creature unless you pay 3 life."
    )
    assert e == UnlessPays((SacrificeSelf(),), "", life=3)
    (e,) = _effects(
        "At the beginning of your upkeep, sacrifice this creature unless any player pays {3}."
    )
    assert isinstance(e, UnlessPays) and e.payer is None and e.payer_words == "any player"


def test_you_may_before_unless_stays_optional() -> None:
    (e,) = _effects(
        "Whenever an opponent casts a spell, you may draw a card unless that player pays {1}."
    )
    assert isinstance(e, UnlessPays) and isinstance(e.effects[0], MayDo)


def test_the_counter_keeps_its_own_phrase() -> None:
    (e,) = _effects("Counter target spell unless its controller pays {3}.", ("instant",))
    assert isinstance(e, CounterSpell) and e.unless_pays == "{3}"
    (e,) = _effects("Counter target spell unless its controller pays 3 life.", ("instant",))
    assert isinstance(e, UnlessPays) and e.life == 3 and isinstance(e.effects[0], CounterSpell)


def test_may_pay_by_another_player_and_if_they_dont() -> None:
    pay, rest = _effects(
        "Whenever an opponent casts a spell, that player may pay {2}. If they don't, draw a card."
    )
    assert pay == MayPay(mana="{2}", payer=TriggerObjectRef(), payer_words="that player")
    assert isinstance(rest, IfYouDo) and rest.negated and rest.subject == "they"


@pytest.mark.parametrize(
    "text",
    [
        "Whenever an opponent casts a spell, that player loses 2 life unless they pays {2}.",
        "Whenever an opponent casts a spell, that player loses 2 life unless that player pay {2}.",
        "When this creature enters, draw a card unless that player pays {2}.",
        "When this creature enters, draw a card unless they pay {X}.",
    ],
)
def test_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse_oracle(text, "Test Card", ("creature",))


def test_real_cards_supported() -> None:
    from mtgrules.cards.coverage import card_gaps

    db = CardDatabase.bundled()
    for name in (
        "Mana Leak",
        "Rhystic Study",
        "Rishadan Cutpurse",
        "Icy Prison",
        "Isolation Cell",
        "Rhystic Deluge",
        "Nakaya Shade",
    ):
        assert card_gaps(db.get(name)) == [], name


CARDS = """
cards:
  - name: Test Taxer
    mana_cost: "{W}"
    type_line: Creature — Human
    power: 1
    toughness: 1
    text: >-
      Whenever an opponent casts a spell, that player may pay {1}. If they don't, you gain 3
      life.
  - name: Test Life Tax
    mana_cost: "{B}"
    type_line: Creature — Human
    power: 1
    toughness: 1
    text: "Whenever an opponent casts a spell, that player loses 2 life unless they pay 1 life."
"""


def _run(body: str) -> Any:
    result = run_scenario(parse(yaml.safe_load(CARDS + body), "<payments>"))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    return result


def test_that_player_may_pay_if_they_dont() -> None:
    # Bob, who cast the spell, is asked, not Alice (608.2d); "If they don't" reads whether
    # he paid (118.12); with no mana left he can't pay: he is asked, "no" his only answer
    # (118.3)
    _run("""
name: taxer
players:
  - name: Alice
    battlefield: [Test Taxer]
  - name: Bob
    hand: [Memnite, {card: Memnite, id: m2}, {card: Ornithopter, id: o3}]
    battlefield: [{card: Forest, id: f1}]
turn: {active: Bob, step: main1}
script:
  - cast: Memnite
  - resolve: 1
  - choose: "yes"
  - expect:
      life: {Alice: 20}
      tapped: {f1: true}
      log: ["Bob pays {1} for Test Taxer (118.12)", "(it was done) (608.2c)"]
  - resolve: 1
  - cast: m2
  - resolve: 1
  - choose: "yes"
    expect_error: "isn't one of the choices"
  - choose: "no"
  - expect:
      life: {Alice: 23}
      log: ["Bob can't pay {1} for Test Taxer", "118.3", "119.3"]
""")


def test_declining_then_gaining() -> None:
    _run("""
name: taxer declined
players:
  - name: Alice
    battlefield: [Test Taxer]
  - name: Bob
    hand: [Memnite]
    battlefield: [{card: Forest, id: f1}]
turn: {active: Bob, step: main1}
script:
  - cast: Memnite
  - resolve: 1
  - choose: "no"
  - expect:
      life: {Alice: 23}
      tapped: {f1: false}
      log: ["Bob doesn't pay {1} for Test Taxer (118.12)"]
""")


def test_life_payment_by_the_caster() -> None:
    # "unless they pay 1 life": Bob pays 1 life (119.4) rather than lose 2
    _run("""
name: life tax
players:
  - name: Alice
    battlefield: [Test Life Tax]
  - name: Bob
    hand: [Memnite, {card: Memnite, id: m2}]
turn: {active: Bob, step: main1}
script:
  - cast: Memnite
  - resolve: 1
  - choose: "yes"
  - expect:
      life: {Bob: 19}
      log: ["Bob pays 1 life for Test Life Tax (118.12a)"]
  - resolve: 1
  - cast: m2
  - resolve: 1
  - choose: "no"
  - expect:
      life: {Bob: 17}
      log: ["Test Life Tax: 1 life wasn't paid (118.12a)"]
""")


def test_echo_is_the_upkeep_trigger_of_702_30a() -> None:
    from mtgrules.cards.ir import Keyword, UnlessPays
    from mtgrules.rules.keywords import triggered_from_keyword
    from mtgrules.rules.keywords_echo import ControlledSinceLastUpkeep, echo_gap

    (kw, _) = parse_oracle("Echo {1}{R}\nHaste", "Test Card", ("creature",))
    assert isinstance(kw, Keyword)
    a = triggered_from_keyword(kw)
    assert a is not None and a.trigger.whose == "you"
    assert a.effects == (UnlessPays((SacrificeSelf(),), "{1}{R}"),)
    assert isinstance(a.intervening_if, ControlledSinceLastUpkeep)
    # "Echo—Discard a card." is read as "unless you discard a card" (tests/test_s9_engine.py)
    (kw,) = parse_oracle("Echo—Pay 3 life.", "Test Card", ("creature",))
    assert isinstance(kw, Keyword) and echo_gap(kw) == "echo with a cost other than mana"
    assert triggered_from_keyword(kw) is None


def test_echo_cards_supported_and_non_mana_echo_refused() -> None:
    from mtgrules.cards.coverage import card_gaps

    db = CardDatabase.bundled()
    for name in ("Goblin War Buggy", "Avalanche Riders", "Karmic Guide"):
        assert card_gaps(db.get(name)) == [], name
    # Mogg War Marshal: its echo isn't a gap (its "enters or dies" trigger is another family)
    assert not any("echo" in g for g in card_gaps(db.get("Mogg War Marshal")))


def test_echo_doesnt_trigger_for_a_permanent_held_since_before_the_last_upkeep() -> None:
    # set up on the battlefield "long ago": its echo never triggers (603.4)
    _run("""
name: echo old
players:
  - name: Alice
    battlefield: [Goblin War Buggy, Mountain, Mountain]
    library: [Plains, Plains]
  - name: Bob
    library: [Plains, Plains]
turn: {active: Alice, step: untap}
script:
  - advance: draw
  - expect:
      zone: {Goblin War Buggy: battlefield}
      tapped: {Goblin War Buggy: false}
""")


UNLESS_DO_TEXTS = [
    "When this land enters, sacrifice it unless you pay {1}.",
    "When this creature enters, sacrifice it unless you discard a card at random.",
    "When this creature enters, sacrifice it unless you discard a creature card.",
    "When this creature enters, sacrifice it unless you sacrifice a Forest.",
    "At the beginning of your upkeep, sacrifice this creature unless you discard a card.",
    "At the beginning of your upkeep, tap this creature unless you sacrifice another creature.",
    "When this creature enters, sacrifice it unless you discard two cards.",
    "When this land enters, sacrifice it unless you return an untapped Island you control to "
    "its owner's hand.",
    "When this creature enters, sacrifice it unless you exile another creature you control.",
]


@pytest.mark.parametrize("text", UNLESS_DO_TEXTS)
def test_unless_you_do_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text


def test_unless_you_do_ir_and_support() -> None:
    from mtgrules.cards.ir import Discard, UnlessDoes
    from mtgrules.rules.effects_payments import action_gap

    (e,) = _effects("When this creature enters, sacrifice it unless you discard a card at random.")
    assert e == UnlessDoes((SacrificeSelf(),), Discard(ir_you(), 1, random=True))
    assert action_gap(e.action) is None
    # "sacrifice it" is this permanent only where "it" is this permanent
    with pytest.raises(CardTextError):
        parse_oracle(
            "Whenever a creature you control dies, sacrifice it.", "Test Card", ("creature",)
        )


def ir_you() -> Any:
    from mtgrules.cards.ir import YouRef

    return YouRef()


def test_unless_you_do_declined() -> None:
    # the controller may decline even when the action can be done (118.12a)
    _run("""
name: horror declined
players:
  - name: Alice
    hand: [Hidden Horror, Grizzly Bears]
    battlefield: [Swamp, Swamp, Swamp]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: Hidden Horror
  - resolve: 2
  - choose: "no"
  - expect:
      zone: {Hidden Horror: graveyard, Grizzly Bears: hand}
      log: ["Alice doesn't discard a creature card for Hidden Horror (118.12a)"]
""")


def test_cumulative_upkeep_is_the_trigger_of_702_24a() -> None:
    from mtgrules.cards.ir import AddCounters, Keyword, SelfRef
    from mtgrules.rules.keywords import triggered_from_keyword
    from mtgrules.rules.keywords_cumulative import CumulativeUpkeepPay, cumulative_upkeep_gap

    (kw,) = parse_oracle("Cumulative upkeep {G}{G}", "Test Card", ("creature",))
    assert isinstance(kw, Keyword)
    a = triggered_from_keyword(kw)
    assert a is not None
    assert a.effects == (AddCounters(SelfRef(), "age", 1), CumulativeUpkeepPay("{G}{G}", 0))
    (kw,) = parse_oracle("Cumulative upkeep—Pay 1 life.", "Test Card", ("creature",))
    assert isinstance(kw, Keyword) and cumulative_upkeep_gap(kw) is None
    # "Sacrifice a land." is offered once per age counter (tests/test_s9_engine.py); putting
    # a counter on it isn't
    (kw,) = parse_oracle(
        "Cumulative upkeep—Put a -1/-1 counter on this creature.", "Test Card", ("creature",)
    )
    assert isinstance(kw, Keyword) and cumulative_upkeep_gap(kw) is not None


def test_cumulative_upkeep_life_grows() -> None:
    # "Cumulative upkeep—Pay 1 life.": 1 life, then 2 (one per age counter, 702.24a)
    _run("""
name: gallowbraid
players:
  - name: Alice
    battlefield: [Gallowbraid]
    library: [Plains, Plains, Plains]
  - name: Bob
    library: [Plains, Plains, Plains]
turn: {active: Alice, step: untap}
script:
  - advance: upkeep
  - choose: "yes"
  - expect:
      life: {Alice: 19}
      counters: {Gallowbraid: {age: 1}}
  - advance: {turn: 3, step: upkeep}
  - choose: "yes"
  - expect:
      life: {Alice: 17}
      counters: {Gallowbraid: {age: 2}}
      log: ["Alice pays 2 life for Gallowbraid (702.24a)"]
""")


def test_each_opponent_pays_once_when_another_is_asked_to_sacrifice() -> None:
    # Bob pays, Carol doesn't; Carol's sacrifice question resumes the instruction (608.2):
    # Bob's payment isn't made twice, nor logged twice
    result = _run("""
name: cutpurse
players:
  - name: Alice
    hand: [Rishadan Cutpurse]
    battlefield: [Island, Island, Island]
  - name: Bob
    battlefield: [{card: Island, id: bi1}, {card: Island, id: bi2}, Grizzly Bears]
  - name: Carol
    battlefield: [{card: Forest, id: cf}, {card: Grizzly Bears, id: cb}]
turn: {active: Alice, step: main1}
script:
  - cast: Rishadan Cutpurse
  - resolve: 2
  - choose: "yes"
  - choose: "no"
  - choose: cb
  - expect:
      zone: {cb: graveyard, cf: battlefield, Grizzly Bears: battlefield}
      tapped: {bi2: false}
      count: {"Bob.battlefield": 3}
""")
    text = [str(e) for e in result.game.log]
    assert sum("Bob pays {1}" in t for t in text) == 1
    assert sum("Carol doesn't pay {1}" in t for t in text) == 1


@pytest.mark.parametrize(
    "text",
    [
        "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this "
        "creature.",
        "When this creature enters, you may discard a land card. If you do, draw a card.",
        "Whenever this creature deals combat damage to a player, you may sacrifice it. If you "
        "do, draw three cards.",
        "When this creature enters, draw four cards, then discard three cards at random.",
    ],
)
def test_the_general_phrases_elsewhere(text: str) -> None:
    # "If you don't" (118.12), "discard a land card", "sacrifice it", "at random" (701.9a)
    abilities = parse_oracle(text, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text


def test_if_you_dont_after_an_optional_instruction() -> None:
    _run("""
name: yawgmoth demon-like
cards:
  - name: Test Upkeeper
    mana_cost: "{B}"
    type_line: Creature — Demon
    power: 2
    toughness: 2
    text: >-
      At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap
      this creature.
players:
  - name: Alice
    battlefield: [Test Upkeeper, Ornithopter]
    library: [Plains, Plains]
  - name: Bob
    library: [Plains, Plains]
turn: {active: Alice, step: untap}
script:
  - advance: upkeep
  - choose: "no"
  - expect:
      tapped: {Test Upkeeper: true}
      zone: {Ornithopter: battlefield}
""")
