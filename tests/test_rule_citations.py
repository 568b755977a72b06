"""Every rule number the engine cites exists in the Comprehensive Rules (2026-01-16).

tests/data/cr_rule_numbers.txt lists the rule numbers only (no rules text), taken from the
Comprehensive Rules effective 2026-01-16.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NUMBERS = set((ROOT / "tests" / "data" / "cr_rule_numbers.txt").read_text().split())
# (an IP address such as the loopback one is not a citation: no ".digit" after it)
CITATION = re.compile(r"(?<![\d.{])(\d{3}\.\d+[a-z]?)(?![\d/]|\.\d)")


def _prose(path: Path) -> list[tuple[int, str]]:
    """Comments and string literals: where rules are cited (not numbers in code)."""
    out = []
    for tok in tokenize.generate_tokens(io.StringIO(path.read_text()).readline):
        if tok.type in (tokenize.COMMENT, tokenize.STRING) or (
            tok.type not in (tokenize.NUMBER, tokenize.OP, tokenize.NAME)
            and "FSTRING" in tokenize.tok_name[tok.type]
        ):
            out.append((tok.start[0], tok.string))
    return out


def test_every_cited_rule_exists() -> None:
    bad: list[str] = []
    for path in sorted((ROOT / "src" / "mtgrules").rglob("*.py")):
        for lineno, text in _prose(path):
            for m in CITATION.finditer(text):
                if m.group(1) not in NUMBERS:
                    bad.append(f"{path.relative_to(ROOT)}:{lineno}: {m.group(1)}")
    assert not bad, "rule numbers that don't exist:\n" + "\n".join(bad)


def test_every_scenario_cites_rules_that_exist() -> None:
    """A scenario's ``rules:`` names rules of the Comprehensive Rules (or their sections)."""
    import yaml

    sections = {n.split(".")[0] for n in NUMBERS}
    line = re.compile(r"^rules:(.*)$", re.M)
    bad: list[str] = []
    paths = sorted((ROOT / "tests").rglob("*.yaml")) + sorted((ROOT / "examples").rglob("*.yaml"))
    for path in paths:
        m = line.search(path.read_text(encoding="utf-8"))
        for rule in (yaml.safe_load(m.group(1)) or []) if m else []:
            if str(rule) not in NUMBERS and str(rule) not in sections:
                bad.append(f"{path.relative_to(ROOT)}: {rule}")
    assert len(paths) > 10_000
    assert not bad, "scenarios citing rules that don't exist:\n" + "\n".join(bad)


def test_rules_modules_cite_their_rules() -> None:
    for path in sorted((ROOT / "src" / "mtgrules" / "rules").glob("*.py")):
        if path.name == "__init__.py":
            continue
        assert CITATION.search(path.read_text()), f"{path.name} cites no rule"


# ---------------------------------------------------------------------------------------
# The expected rule of the common events (citations_table.py; docs/citations.md)
# ---------------------------------------------------------------------------------------


def test_the_citation_table_cites_real_rules() -> None:
    from citations_table import EVENTS, REFUSALS, RULE_KINDS

    rules = set(RULE_KINDS)
    for _, _, allowed in EVENTS:
        rules |= allowed
    for _, allowed in REFUSALS:
        rules |= allowed
    assert rules <= NUMBERS, sorted(rules - NUMBERS)
    for kind, _, allowed in EVENTS:  # the two tables agree on the kind of line
        for rule in allowed:
            assert rule not in RULE_KINDS or kind in RULE_KINDS[rule], (kind, rule)


def test_docs_list_the_citation_table() -> None:
    from citations_table import EVENTS, RULE_KINDS

    text = (ROOT / "docs" / "citations.md").read_text()
    cited = set(CITATION.findall(text))
    missing = {r for r in RULE_KINDS if r not in cited}
    for _, _, allowed in EVENTS:
        missing |= allowed - cited
    assert not missing, f"docs/citations.md doesn't list {sorted(missing)}"


def test_the_citation_table_finds_a_wrong_citation() -> None:
    from citations_table import citation_problems
    from mtgrules.log import LogEntry

    good = [
        LogEntry(1, "draw", "draw", "Bob can't draw: the library is empty", "121.4"),
        LogEntry(1, "draw", "game", "Bob loses the game: Bob drew from an empty library", "704.5b"),
        LogEntry(1, "main1", "zone", "Hill Giant is exiled by Banisher Priest", "406.2"),
    ]
    assert citation_problems(good) == []
    bad = [
        LogEntry(1, "draw", "draw", "Bob can't draw: the library is empty", "704.5b"),
        LogEntry(1, "main1", "zone", "Hill Giant is exiled by Banisher Priest", "406.3"),
        LogEntry(
            1,
            "main1",
            "zone",
            "Hill Giant returns to the battlefield (Banisher Priest left the battlefield)",
            "610.3a",
        ),
    ]
    problems = citation_problems(bad)
    assert len(problems) == 4, problems  # 704.5b on a draw line, and three wrong rules
    assert citation_problems([], ["Terror can't target X: shroud (702.16b)"])
    assert not citation_problems([], ["Terror can't target X: shroud (702.18a)"])


def test_a_whole_game_cites_the_expected_rules() -> None:
    """Random whole games from the bundled decks: every common event cites its rule."""
    from citations_table import citation_problems
    from mtgrules.agents import RandomAgent, play_game
    from mtgrules.decks import load_deck, new_game

    decks = [
        load_deck(ROOT / "decks" / "mono-red.txt"),
        load_deck(ROOT / "decks" / "mono-green.txt"),
    ]
    for seed in range(3):
        g = play_game(
            new_game(decks[0], decks[1], seed=seed), [RandomAgent(seed), RandomAgent(seed + 1)]
        )
        assert not citation_problems(g.log), "\n".join(citation_problems(g.log))
