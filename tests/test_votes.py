"""Voting (701.38): the Oracle reading of "Starting with you, each player votes for A or B.",
"If A gets more votes, ...", "... for each A vote", and the gate that refuses an instruction
reading a choice no vote before it offers. The games themselves: tests/scenarios/core/vote_*."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.rules.support import engine_gaps

REAL = [
    "Tyrant's Choice",
    "Orchard Elemental",
    "Plea for Power",
    "Bite of the Black Rose",
    "Coercive Portal",
    "Lieutenants of the Guard",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_a_vote_and_what_reads_it() -> None:
    (spell,) = parse_oracle(
        "Starting with you, each player votes for death or torture. If death gets more votes, "
        "you draw a card. If torture gets more votes or the vote is tied, you gain 4 life.",
        "Foo",
        ("sorcery",),
    )
    assert isinstance(spell, ir.SpellAbility)
    vote, death, torture = spell.effects
    assert vote == ir.Vote(("death", "torture"))
    assert isinstance(death, ir.IfVote) and (death.option, death.tied) == ("death", False)
    assert isinstance(torture, ir.IfVote) and (torture.option, torture.tied) == ("torture", True)


def test_each_instruction_counts_its_own_votes() -> None:
    (trigger,) = parse_oracle(
        "When this creature enters, starting with you, each player votes for strength or "
        "numbers. Put a +1/+1 counter on this creature for each strength vote and create a "
        "1/1 white Soldier creature token for each numbers vote.",
        "Foo",
        ("creature",),
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    counters, tokens = trigger.effects[1:]
    assert counters.count == ir.ForEach(ir.VoteCount("strength"))
    assert tokens.count == ir.ForEach(ir.VoteCount("numbers"))


def test_a_choice_no_vote_offers_is_refused() -> None:
    # 701.38a: "If blue gets more votes" after a vote for death or torture reads nothing
    abilities = parse_oracle(
        "Starting with you, each player votes for death or torture. If blue gets more votes, "
        "you draw a card.",
        "Foo",
        ("sorcery",),
    )
    card = ir.CardDefinition(name="Foo", types=("sorcery",), abilities=abilities)
    assert engine_gaps(card) == ["'blue' isn't a choice of a vote before it (701.38a)"]
    no_vote = ir.SpellAbility((ir.Draw(ir.YouRef(), ir.ForEach(ir.VoteCount("death"))),))
    card = ir.CardDefinition(name="Foo", types=("sorcery",), abilities=(no_vote,))
    assert engine_gaps(card) == ["'death' isn't a choice of a vote before it (701.38a)"]


def test_a_nested_instruction_reads_the_vote_before_it() -> None:
    # 701.38a, 608.2c: "you may draw a card for each death vote" reads the ability's vote,
    # though the "you may" is an instruction of its own; the whole ability is read in order
    draw = ir.Draw(ir.YouRef(), ir.ForEach(ir.VoteCount("death")))
    nested = ir.SpellAbility((ir.Vote(("death", "torture")), ir.MayDo((draw,))))
    card = ir.CardDefinition(name="Foo", types=("sorcery",), abilities=(nested,))
    assert engine_gaps(card) == []
    before = ir.SpellAbility((ir.MayDo((draw,)), ir.Vote(("death", "torture"))))
    card = ir.CardDefinition(name="Foo", types=("sorcery",), abilities=(before,))
    assert engine_gaps(card) == ["'death' isn't a choice of a vote before it (701.38a)"]
