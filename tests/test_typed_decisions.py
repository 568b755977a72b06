"""Decisions are typed: one frozen dataclass per kind, each citing its rule and its answer,
all listed in docs/decisions.md; the engine builds only these classes."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from mtgrules import decisions
from mtgrules.decisions import (
    Choice,
    Choose,
    Decision,
    Mulligan,
    ScryOrder,
    SurveilChoice,
    decision_fields,
)
from mtgrules.decks import new_game, parse_deck
from mtgrules.serialize import from_json, to_json

ROOT = Path(__file__).resolve().parent.parent
KINDS = {
    "priority",
    "declare_attackers",
    "declare_blockers",
    "assign_combat_damage",
    "choose_targets",
    "order_triggers",
    "choose",
}


def _classes() -> list[type[Decision]]:
    out = []
    for v in vars(decisions).values():
        if isinstance(v, type) and issubclass(v, Decision) and v is not Decision:
            out.append(v)
    return out


def test_every_decision_class_is_frozen_slotted_and_says_its_rule_and_answer() -> None:
    classes = _classes()
    assert len(classes) >= 25
    for cls in classes:
        params = cls.__dataclass_params__  # type: ignore[attr-defined]
        assert params.frozen, cls
        assert "__slots__" in cls.__dict__, cls
        assert cls.kind in KINDS, cls
        doc = cls.__doc__ or ""
        assert re.search(r"\b\d{3}\.\d+[a-z]?\b", doc), f"{cls.__name__} cites no rule"
        base_doc = {c.__doc__ for c in cls.__mro__[1:]}
        assert doc not in base_doc, f"{cls.__name__} has no docstring of its own"
        assert "Answer" in doc, cls
        names = {f.name for f in dataclasses.fields(cls)}
        assert {"player", "prompt", "options"} <= names and "data" not in names


def test_every_choice_is_a_choose_and_no_other_decision_is() -> None:
    for cls in _classes():
        assert (cls.kind == "choose") == issubclass(cls, Choice), cls


def test_the_docs_list_every_decision_class() -> None:
    text = (ROOT / "docs/decisions.md").read_text()
    for cls in _classes():
        if cls.__name__ not in ("Choice", "LibrarySplit", "AsEntersChoice"):
            assert f"`{cls.__name__}`" in text, cls.__name__


def test_no_decision_is_built_with_a_data_dict_or_a_purpose() -> None:
    for path in (ROOT / "src/mtgrules").rglob("*.py"):
        if "cards" in path.parts:
            continue
        text = path.read_text()
        assert '"purpose"' not in text, path
        assert not re.search(r"\bd\.data\b|pending\.data\b", text), path


def test_library_splits_say_where_the_other_cards_go() -> None:
    assert (ScryOrder.other, ScryOrder.rule) == ("bottom", "701.22a")
    assert (SurveilChoice.other, SurveilChoice.rule) == ("graveyard", "701.25a")


def test_a_pending_typed_decision_survives_json_and_its_answer_is_taken() -> None:
    g = new_game(parse_deck("60 Forest"), parse_deck("60 Mountain"), seed=3)
    d = g.pending
    assert isinstance(d, Mulligan) and d.mulligans == 0 and d.kind == "choose"
    assert decision_fields(d) == [("mulligans", 0)]
    back = from_json(to_json(g))
    assert back.pending == d and type(back.pending) is Mulligan
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.mulligans = 1  # type: ignore[misc]
    back.apply(Choose("mulligan"))
    assert back.players[d.player].hand  # the other player decides next; this one redraws later
