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


def test_rules_modules_cite_their_rules() -> None:
    for path in sorted((ROOT / "src" / "mtgrules" / "rules").glob("*.py")):
        if path.name == "__init__.py":
            continue
        assert CITATION.search(path.read_text()), f"{path.name} cites no rule"
