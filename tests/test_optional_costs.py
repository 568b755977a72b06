"""118.12: "you may pay COST. If you do, EFFECTS." read, rendered back and carried out: the
cost is offered as the effect resolves only when it can be paid (118.3), mana abilities pay
it (117.1d), and the rest happens only if it was paid (608.2c)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.ir import Draw, IfYouDo, MayDo, MayPay, TriggeredAbility
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import run_scenario

TEXTS = [
    "When this creature enters, you may pay {2}. If you do, draw a card.",
    "Whenever you cast an artifact spell, you may pay {1}. If you do, create a 1/1 colorless "
    "Myr artifact creature token.",
    "Whenever this creature attacks, you may pay {W}. If you do, tap target creature an "
    "opponent controls.",
    "When this creature enters, you may pay 2 life. If you do, draw a card.",
    "At the beginning of your upkeep, you may pay {1}{B}. If you do, you gain 2 life.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text


def test_the_ir() -> None:
    (ab,) = parse_oracle(
        "When this creature enters, you may pay {1}{U}. If you do, draw a card.",
        "Test Card",
        ("creature",),
    )
    assert isinstance(ab, TriggeredAbility)
    assert not ab.optional  # 118.12: the choice is the payment, not a "use it?" (603.5)
    pay, rest = ab.effects
    assert pay == MayPay(mana="{1}{U}")
    assert isinstance(rest, IfYouDo) and isinstance(rest.effects[0], Draw)
    (ab,) = parse_oracle(
        "When this creature enters, you may pay 3 life. If you do, draw a card.",
        "Test Card",
        ("creature",),
    )
    assert isinstance(ab, TriggeredAbility) and ab.effects[0] == MayPay(life=3)


def test_x_costs_are_read_and_x_chosen_as_paid() -> None:
    # s10 engine: X chosen as the cost is paid (107.3f, rules/effects_optional_x.py)
    (ab,) = parse_oracle(
        "When this creature enters, you may pay {X}. If you do, draw X cards.",
        "Test Card",
        ("creature",),
    )
    assert isinstance(ab, TriggeredAbility) and ab.effects[0] == MayPay(mana="{X}")


def test_real_cards_supported() -> None:
    from mtgrules.cards.coverage import card_gaps

    db = CardDatabase.bundled()
    for name in ("Myrsmith", "Lifesmith", "Serene Steward", "Flight Spellbomb"):
        assert card_gaps(db.get(name)) == [], name


CARD = """
cards:
  - name: Test Payer
    mana_cost: "{G}"
    type_line: Creature — Elf
    power: 1
    toughness: 1
    text: "When this creature enters, you may pay {1}. If you do, scry 1."
  - name: Test Life Payer
    mana_cost: "{G}"
    type_line: Creature — Elf
    power: 1
    toughness: 1
    text: "When this creature enters, you may pay 2 life. If you do, draw a card."
"""


def _run(body: str) -> Any:
    data = yaml.safe_load(CARD + body)
    result = run_scenario(parse(data, "<optional-cost>"))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    return result


def test_paid_then_a_choice_inside_if_you_do() -> None:
    # the {1} is paid with the Plains' mana ability (117.1d); the scry after it asks its own
    # question, and the payment isn't made twice when the resolution resumes
    _run("""
name: paid
players:
  - name: Alice
    mana_pool: "{G}"
    hand: [Test Payer]
    battlefield: [Plains]
    library: [Island, Forest]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: Test Payer
  - resolve: 1
  - resolve: 1
  - choose: "yes"
  - choose: {top: [], bottom: [Island]}
  - expect:
      tapped: {Plains: true}
      count: {"Alice.library": 2}
      log: ["pays {1}", "701.22"]
""")


def test_declined() -> None:
    _run("""
name: declined
players:
  - name: Alice
    mana_pool: "{G}{G}"
    hand: [Test Payer, {card: Test Payer, id: second}]
    battlefield: [Plains]
    library: [Island, Forest]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: Test Payer
  - resolve: 1
  - resolve: 1
  - choose: "no"
  - expect:
      tapped: {Plains: false}
      stack: []
      log: ["doesn't pay {1}"]
""")


def test_cant_pay_offers_only_no() -> None:
    _run("""
name: can't pay
players:
  - name: Alice
    mana_pool: "{G}"
    hand: [Test Payer]
    library: [Island]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: Test Payer
  - resolve: 2
  - expect_error: "not enough mana (118.3)"
    choose: "yes"
  - choose: "no"
  - expect:
      stack: []
      count: {"Alice.library": 1}
      log: ["can't pay {1}", "118.3"]
""")


def test_pay_life() -> None:
    _run("""
name: life
players:
  - name: Alice
    life: 5
    mana_pool: "{G}{G}"
    hand: [Test Life Payer, {card: Test Life Payer, id: second}]
    library: [Island, Forest]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: Test Life Payer
  - resolve: 2
  - choose: "yes"
  - expect:
      life: {Alice: 3}
      count: {"Alice.library": 1, "Alice.hand": 2}
  - cast: second
  - resolve: 2
  - choose: "yes"
  - expect:
      life: {Alice: 1}
      count: {"Alice.library": 0}
""")


def test_life_cant_be_paid_with_too_little_offers_only_no() -> None:
    _run("""
name: too little life
players:
  - name: Alice
    life: 1
    mana_pool: "{G}"
    hand: [Test Life Payer]
    library: [Island]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: Test Life Payer
  - resolve: 2
  - expect_error: "you have only 1 life (119.4)"
    choose: "yes"
  - choose: "no"
  - expect:
      life: {Alice: 1}
      count: {"Alice.library": 1}
      log: ["can't pay 2 life", "118.3"]
""")


# --- "you may" as one instruction (608.2d) ---------------------------------------------

MAY_DO_TEXTS = [
    ("You may discard a card. If you do, draw two cards.", ("sorcery",)),
    ("{3}{U}: You may tap or untap target creature.", ("creature",)),
    (
        "When this creature enters, mill three cards, then you may return a land card from "
        "your graveyard to your hand.",
        ("creature",),
    ),
    (
        "Test Card deals 3 damage to any target. You may discard a card. If you do, draw a card.",
        ("instant",),
    ),
]


@pytest.mark.parametrize(("text", "types"), MAY_DO_TEXTS)
def test_may_do_reads_and_renders_back(text: str, types: tuple[str, ...]) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    assert any(isinstance(e, MayDo) for a in abilities for e in getattr(a, "effects", ()))
    assert render_abilities(abilities, "Test Card") == text


def test_may_do_refuses_a_guess() -> None:
    # "you may X, then you may Y" at the start of a spell: which part is optional in which
    # way isn't read (Toils of Night and Day stays refused)
    with pytest.raises(CardTextError):
        parse_oracle(
            "You may tap or untap target permanent, then you may tap or untap another target "
            "permanent.",
            "Test Card",
            ("instant",),
        )


DISCARDER = """
cards:
  - name: Test Discarder
    mana_cost: "{R}"
    type_line: Sorcery
    text: "You may discard a card. If you do, draw two cards."
"""


def test_may_do_with_nothing_to_do_isnt_done() -> None:
    # 118.12, 118.3: before "If you do" the discard is a cost; with an empty hand it can't be
    # paid, so only "no" is offered (the question is still asked), and nothing is drawn
    data = yaml.safe_load(
        DISCARDER
        + """
name: empty hand
players:
  - name: Alice
    mana_pool: "{R}"
    hand: [Test Discarder]
    library: [Island, Forest]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: Test Discarder
  - resolve: 1
  - expect_error: "0 card(s) in hand to discard, not 1 (118.3)"
    choose: "yes"
  - choose: "no"
  - expect:
      count: {"Alice.library": 2, "Alice.hand": 0}
      log: ["608.2c"]
"""
    )
    result = run_scenario(parse(data, "<may-do>"))
    assert result.passed, "\n".join(str(f) for f in result.failures)


def test_may_do_declined_and_done() -> None:
    data = yaml.safe_load(
        DISCARDER
        + """
name: declined, then done
players:
  - name: Alice
    mana_pool: "{R}{R}"
    hand: [Test Discarder, {card: Test Discarder, id: second}, Mountain]
    library: [Island, Forest]
  - name: Bob
turn: {active: Alice, step: main1}
script:
  - cast: Test Discarder
  - resolve: 1
  - choose: "no"
  - expect:
      count: {"Alice.library": 2, "Alice.hand": 2}
      log: ["608.2d"]
  - cast: second
  - resolve: 1
  - choose: "yes"
  - choose: Mountain
  - expect:
      zone: {Mountain: graveyard}
      count: {"Alice.library": 0, "Alice.hand": 2}
"""
    )
    result = run_scenario(parse(data, "<may-do>"))
    assert result.passed, "\n".join(str(f) for f in result.failures)
