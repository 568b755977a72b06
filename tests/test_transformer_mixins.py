"""The card parser's transformer is one class built from many mixins (transform_*.py) and one
grammar file: a method name defined by two mixins, or a rule defined twice, silently takes
one definition (the first in the class's MRO, or Lark's choice). Both are caught here."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

CARDS = Path(__file__).resolve().parent.parent / "src" / "mtgrules" / "cards"

# The same name on purpose: a base class and the class that overrides it.
ALLOWED = {"effects", "fold", "__init__"}


def test_no_method_defined_by_two_mixins() -> None:
    owners: dict[str, list[str]] = defaultdict(list)
    for path in sorted(CARDS.glob("transform_*.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.FunctionDef):
                        owners[item.name].append(f"{path.name}:{node.name}")
    clashes = {k: v for k, v in owners.items() if len(v) > 1 and k not in ALLOWED}
    assert clashes == {}


def test_no_grammar_rule_defined_twice() -> None:
    seen: dict[str, int] = defaultdict(int)
    for line in (CARDS / "grammar.lark").read_text().splitlines():
        m = re.match(r"^[!?]?([a-z_][a-z0-9_]*)(\.\d+)?\s*:", line)
        if m:
            seen[m.group(1)] += 1
    assert {k: n for k, n in seen.items() if n > 1} == {}
