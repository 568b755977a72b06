"""The dataclass code cache (src/mtgrules/codecache.py): the same methods, whether compiled
now or read from the file; written once, ignored when broken, off on request."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

from mtgrules import codecache
from mtgrules.codecache import CodeCache, cache_path

SOURCE = "def __create_fn__():\n def f(x):\n  return x + 1\n return f"

# one process: what the cache held, what it compiled, and a seeded game's result
PROBE = """
import json, sys
import mtgrules.cli
from mtgrules import codecache
from mtgrules.cli import main
from mtgrules.decisions import CastSpell
c = codecache.installed()
state = None if c is None else [len(c.stored), len(c.compiled), c.used]
import dataclasses
notes = {k: repr(v) for k, v in CastSpell.__init__.__annotations__.items()}

def code_key(code):
    consts = [code_key(c) if hasattr(c, "co_code") else repr(c) for c in code.co_consts]
    return [code.co_code.hex(), code.co_flags, code.co_names, code.co_varnames, consts]

methods = {}
for name, module in sorted(sys.modules.items()):
    if not name.startswith("mtgrules"):
        continue
    for cls in vars(module).values():
        if isinstance(cls, type) and cls.__module__ == name and dataclasses.is_dataclass(cls):
            for m in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
                f = getattr(cls.__dict__.get(m), "__wrapped__", cls.__dict__.get(m))
                if f is not None and hasattr(f, "__code__"):
                    methods[f"{name}.{cls.__qualname__}.{m}"] = [
                        code_key(f.__code__), repr(f.__annotations__), repr(f.__defaults__)
                    ]
print(json.dumps({"cache": state, "patched": "exec" in vars(dataclasses), "notes": notes,
                  "methods": methods}))
sys.stdout.flush()
sys.argv = ["mtgrules", "simulate", "decks/mono-red.txt", "decks/mono-green.txt", "-n", "3",
            "--seed", "11", "--workers", "1", "--json", "--no-progress"]
main()
"""

ROOT = Path(__file__).resolve().parent.parent


def _probe(env_extra: dict[str, str]) -> tuple[dict[str, object], str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MTGRULES_")}
    env.update(env_extra)
    out = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    first, _, rest = out.stdout.partition("\n")
    summary = json.loads(rest)
    keep = ("games", "wins", "draws", "errors", "average_turns", "average_decisions")
    assert summary["errors"] == 0
    return json.loads(first), json.dumps({k: summary[k] for k in keep})


def test_written_once_then_read_and_the_games_are_the_same(tmp_path: Path) -> None:
    env = {"MTGRULES_CACHE_DIR": str(tmp_path)}
    first, games_first = _probe(env)
    files = list(tmp_path.iterdir())
    assert [f.name for f in files] == [cache_path().name]
    stored, compiled, used = first["cache"]  # type: ignore[misc]
    assert stored == 0 and compiled > 1000 and used >= compiled

    written = files[0].stat().st_mtime_ns
    # the whole run's code, more than at the probe (simulate imports a few modules more)
    assert len(CodeCache(files[0]).stored) >= compiled

    second, games_second = _probe(env)
    stored2, compiled2, used2 = second["cache"]  # type: ignore[misc]
    assert stored2 >= compiled and compiled2 == 0 and used2 == used
    assert files[0].stat().st_mtime_ns == written  # nothing new: not written again

    off, games_off = _probe({**env, "MTGRULES_NO_CODE_CACHE": "1"})
    assert off["cache"] is None and off["patched"] is False
    # the generated methods are the same: their annotations are the fields' types
    assert first["notes"] == second["notes"] == off["notes"]
    assert "tuple[int, ...]" in str(off["notes"])
    # every generated method of every class: the same bytecode, names, constants, defaults
    assert len(off["methods"]) > 2000  # type: ignore[arg-type]
    assert first["methods"] == second["methods"] == off["methods"]
    assert games_first == games_second == games_off


def test_a_broken_file_is_ignored_and_replaced(tmp_path: Path) -> None:
    env = {"MTGRULES_CACHE_DIR": str(tmp_path)}
    target = tmp_path / cache_path().name
    target.write_bytes(b"\x00not marshal data")
    state, _games = _probe(env)
    assert state["cache"][0] == 0  # type: ignore[index]
    assert CodeCache(target).stored  # rewritten whole


def test_only_mtgrules_source_is_cached(tmp_path: Path) -> None:
    cache = CodeCache(tmp_path / "c.marshal")
    ours: dict[str, object] = {"__name__": "mtgrules.somewhere"}
    theirs: dict[str, object] = {"__name__": "elsewhere"}
    ns: dict[str, object] = {}
    cache.exec(SOURCE, ours, ns)
    f = ns["__create_fn__"]()  # type: ignore[operator]
    assert f(1) == 2
    cache.exec(SOURCE.replace("x + 1", "x + 2"), theirs, ns)
    assert ns["__create_fn__"]()(1) == 3  # type: ignore[operator]
    assert list(cache.compiled) == [SOURCE]
    assert cache.save()
    assert not cache.save()  # nothing new compiled
    again = CodeCache(tmp_path / "c.marshal")
    assert list(again.stored) == [SOURCE]
    assert again.code(SOURCE) is again.stored[SOURCE]
    assert not again.compiled


def test_entries_no_longer_used_are_dropped(tmp_path: Path) -> None:
    path = tmp_path / "c.marshal"
    old = CodeCache(path)
    kept = SOURCE.replace("x + 1", "x + 9")
    for i in range(10):
        old.code(SOURCE.replace("x + 1", f"x + {i + 10}"))
    old.code(kept)
    old.save()
    new = CodeCache(path)
    new.code(kept)  # read from the file
    new.code(SOURCE)  # compiled: 2 used, 11 stored: the ten unused go, the used one stays
    new.save()
    assert sorted(CodeCache(path).stored) == sorted([SOURCE, kept])


def test_an_unwritable_folder_is_not_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    cache = CodeCache(blocker / "sub" / "c.marshal")
    cache.code(SOURCE)
    assert cache.save() is False


def test_installed_here_and_transparent() -> None:
    # the test process imported mtgrules: its classes behave as dataclasses' own
    if os.environ.get(codecache.DISABLE_VAR):
        return
    assert codecache.installed() is not None

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 2

    p = Point(1)
    assert p == Point(1, 2) and hash(p) == hash(Point(1, 2)) and repr(p).endswith("(x=1, y=2)")
