"""scripts/compare_readings.py: the readings of two parser versions, compared (a grammar
change's check)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from mtgrules.cards import ir

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "compare_readings.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("compare_readings", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_plain_is_the_same_whatever_the_set_order() -> None:
    m = _script()
    a = ir.Filter(types=frozenset({"creature", "artifact"}))
    b = ir.Filter(types=frozenset({"artifact", "creature"}))
    assert m.plain(a) == m.plain(b)
    assert m.plain(a)["class"] == "Filter"
    assert m.plain(ir.Filter(types=frozenset({"land"}))) != m.plain(a)


def test_differences_name_each_kind_of_change() -> None:
    m = _script()
    same = {"class": "CardDefinition", "name": "Foo"}
    old = {"A": same, "B": same, "C": {"refused": "no"}, "D": same}
    new = {"A": same, "B": {**same, "name": "Bar"}, "C": same, "E": same}
    assert m.differences(old, new) == [
        "B: supported both times, read differently",
        "C: refused before, supported now",
        "D: only in the old dump",
        "E: only in the new dump",
    ]
