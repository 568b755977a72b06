"""Snow mana in the pool (107.4h; mana.ManaPool.snow, rules/snow_mana.py)."""

from __future__ import annotations

from collections import Counter

from mtgrules.mana import ManaCost, ManaPool
from mtgrules.rules import snow_mana


def test_snow_mana_is_spent_on_s_and_last_on_anything_else() -> None:
    pool = ManaPool()
    pool.add("{G}")
    pool.add_snow("{G}{U}")
    assert pool.snow_mana() == Counter({"G": 1, "U": 1})
    # {G} for something else: the non-snow {G} goes, the snow {G} stays (keep_snow)
    pool.mana.subtract({"G": 1})
    pool.keep_snow()
    assert pool.snow_mana() == Counter({"G": 1, "U": 1})
    spent = snow_mana.pay(pool, ManaCost.parse("{S}{U}"), 0)
    assert spent == Counter({"G": 1, "U": 1})
    assert +pool.mana == Counter() and pool.snow == ()


def test_s_is_not_paid_with_mana_that_isnt_snow() -> None:
    pool = ManaPool.from_string("{G}{G}")
    assert snow_mana.pay(pool, ManaCost.parse("{S}"), 0) is None
    assert pool.mana == Counter({"G": 2})  # unchanged


def test_snow_spent_on_s_leaves_the_color_the_rest_needs() -> None:
    pool = ManaPool()
    pool.add_snow("{U}{G}")
    spent = snow_mana.pay(pool, ManaCost.parse("{S}{G}"), 0)
    assert spent == Counter({"U": 1, "G": 1})


def test_copy_and_empty_keep_the_snow_apart() -> None:
    pool = ManaPool()
    pool.add_snow("{R}")
    copy = pool.copy()
    pool.empty()
    assert pool.snow == () and copy.snow == ("R",) and copy.mana == Counter({"R": 1})
