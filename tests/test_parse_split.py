"""The start rule is split by line kind (grammar.lark, parser.start_rules): each line is read
from a small start rule chosen by its first words, and must read exactly as the whole-line
rule ``start`` reads it."""

from __future__ import annotations

import pytest
from lark.exceptions import UnexpectedInput

from mtgrules.cards import parser
from mtgrules.cards.database import CardDatabase


@pytest.mark.parametrize(
    ("line", "is_spell", "first"),
    [
        ("flying", False, "kw_start"),
        ("first strike, trample", False, "kw_start"),
        ("protection from red", False, "kw_start"),
        ("swampcycling {2}", False, "kw_start"),
        ("when ~ enters, draw a card.", False, "trig_start"),
        (
            "landfall — whenever a land you control enters, ~ gets +2/+2 until end of turn.",
            False,
            "trig_start",
        ),
        ("{t}: add {g}.", False, "act_start"),
        ("creatures you control get +1/+1.", False, "static_start"),
        ("destroy target creature.", True, "spell_start"),
        ("destroy target creature.", False, "static_start"),
        ("~ can't be countered.", True, "spell_start"),  # a spell's line: effects first
        ("choose one — • draw a card. • you gain 3 life.", False, "spell_start"),
    ],
)
def test_start_rule_by_line_kind(line: str, is_spell: bool, first: str) -> None:
    rules = parser.start_rules(line, is_spell)
    assert rules[0] == first
    assert "start" not in rules  # the whole-line rule is never needed


def test_a_keyword_name_inside_a_longer_word_is_not_a_keyword_line() -> None:
    # "equipped" and "enchanted" begin with keyword names (equip, enchant)
    for line in ("equipped creature gets +2/+2.", "enchanted creature gets +1/+1."):
        assert "kw_start" not in parser.start_rules(line)
        assert parser._parse_tree(line).data == "static_start"


def _sample_lines(every: int) -> list[tuple[str, bool]]:
    out: list[tuple[str, bool]] = []
    for i, record in enumerate(CardDatabase.bundled()):
        if i % every:
            continue
        for face in record.faces or (record,):
            text = parser.strip_reminder_text(face.oracle_text.replace("\u2019", "'"))
            if not text:
                continue
            is_spell = "instant" in face.types or "sorcery" in face.types
            for line in parser._modal_lines(text.split("\n")):
                named, _ = parser._name_line(line, face.name)
                out.append((named.lower(), is_spell))
    return out


def test_split_start_rules_read_lines_as_the_whole_rule_does() -> None:
    """A fixed sample of real lines: read by the split rules exactly when the whole-line rule
    reads them, to the same tree (a permanent's lines aren't tried as spell effects, which
    it can't have)."""
    lark = parser._parser()
    read = 0
    for low, is_spell in _sample_lines(700):
        try:
            whole = lark.parse(low, start="start")
        except UnexpectedInput:
            whole = None
        if whole is not None and not is_spell and parser._is_spell_line(whole):
            continue  # refused either way: a permanent's text can't be a spell effect
        try:
            split = parser._parse_tree(low, is_spell)
        except UnexpectedInput:
            split = None
        assert (whole is None) == (split is None), low
        if whole is not None and split is not None:
            assert whole.children == split.children, low
            read += 1
    assert read >= 20


def test_a_permanents_line_is_not_tried_as_a_spell_effect() -> None:
    assert parser.start_rules("destroy target creature.", False) == ("static_start",)
    assert parser.start_rules("destroy target creature.", True) == ("spell_start", "static_start")
