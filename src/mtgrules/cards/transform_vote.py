"""Voting (701.38): "Starting with you, each player votes for death or torture.", "If death
gets more votes, ...", "If torture gets more votes or the vote is tied, ..." and "... for
each sprout vote" (ir/votes.py; rules/voting.py carries them out)."""

from __future__ import annotations

import re
from typing import Any

from mtgrules.cards.ir import IfVote, Vote, VoteCount
from mtgrules.cards.transform_amounts import for_each
from mtgrules.cards.transform_effects import Chain, Pred, as_chain
from mtgrules.cards.transform_nouns import Context, Unread

_FOR = re.compile(r"starting with you, each player votes for ([a-z]+) or ([a-z]+)")
_WINS = re.compile(r"([a-z]+) gets more votes( or the vote is tied)?")


class VoteMixin:
    ctx: Context

    def e_vote(self, c: list[Any]) -> Chain:
        m = _FOR.fullmatch(str(c[0]))
        assert m is not None  # the grammar's VOTE_FOR
        if m[1] == m[2]:
            raise Unread(str(c[0]), "a vote between one choice")
        return Chain([Vote((m[1], m[2]))])  # 701.38a, 701.38b

    def if_vote(self, c: list[Any]) -> Chain:
        m = _WINS.fullmatch(str(c[0]))
        assert m is not None  # the grammar's VOTE_WINS
        inner = as_chain(c[1])
        if inner.optional:
            raise Unread("If ... gets more votes, you may", "no optional instruction after a vote")
        if any(j != " and " for j in inner.joins):
            raise Unread("If ... gets more votes, A, then B", "only 'and' inside a vote's result")
        return Chain([IfVote(m[1], bool(m[2]), tuple(inner.effects))])  # 701.38a, 608.2c

    def imp_vote_each(self, c: list[Any]) -> Chain:
        chain = as_chain(c[0])  # 701.38a: "put ... for each strength vote"
        chain.effects = for_each(chain.effects, _count(c[1]), chain.joins)  # type: ignore[arg-type]
        return chain

    def pred_vote_each(self, c: list[Any]) -> Pred:
        pred = c[0]  # 701.38a: "each opponent sacrifices a creature ... for each death vote"
        if not isinstance(pred, Pred):
            raise Unread(str(c[1]), "a vote's count after this predicate")
        count = _count(c[1])
        return Pred(lambda subj: for_each(pred.make(subj), count), pred.duration)  # type: ignore[arg-type]


def _count(token: Any) -> VoteCount:
    """ "for each sprout vote" -> the votes for sprout (701.38a)."""
    return VoteCount(str(token)[len("for each ") : -len(" vote")])
