"""scripts/long_run.py: a run keyed by the engine's files, resumable across commits that
leave the engine alone, and refused when the engine changed.

The key hashes every file under src/mtgrules but the front ends (``FRONT_ENDS``); that is
sound only if a checked game never loads one of them, which the first test checks.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
POOL = ROOT / "tests" / "data" / "deckgen_pool.json"


def _long_run() -> ModuleType:
    spec = importlib.util.spec_from_file_location("long_run", ROOT / "scripts" / "long_run.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_a_checked_game_loads_no_front_end() -> None:
    code = f"""
import sys, mtgrules
from pathlib import Path
from mtgrules import deckgen
from mtgrules.invariants import checked_deck_game
pool = deckgen.load_or_build_pool({str(POOL)!r}, 13)
for seed in range(3):
    a, b = deckgen.pairings(pool, 1, 3)[seed]
    checked_deck_game(a, b, seed, check_every=0.5, max_turns=8)
root = Path(mtgrules.__file__).parent
for m in list(sys.modules.values()):
    f = getattr(m, "__file__", None)
    if f and Path(f).is_relative_to(root):
        print(Path(f).relative_to(root).as_posix())
"""
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    assert "invariants.py" in out and "rules/sba.py" in out  # (it did play)
    loaded = [f for f in out if f.startswith(_long_run().FRONT_ENDS)]
    assert loaded == []


def test_the_engine_digest_ignores_the_front_ends_only(tmp_path: Path) -> None:
    lr = _long_run()
    src = tmp_path / "mtgrules"
    shutil.copytree(
        ROOT / "src" / "mtgrules", src, ignore=shutil.ignore_patterns("__pycache__", "*.zip")
    )
    before = lr.engine_digest(src)
    (src / "web" / "app.py").write_text("# changed\n", encoding="utf-8")
    (src / "agents" / "mcts.py").write_text("# changed\n", encoding="utf-8")
    assert lr.engine_digest(src) == before
    with (src / "rules" / "sba.py").open("a", encoding="utf-8") as f:
        f.write("\n")
    assert lr.engine_digest(src) != before


def test_a_run_resumes_and_refuses_another_engines_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lr = _long_run()
    out = tmp_path / "run.jsonl"
    common = ["--pool", str(POOL), "--pairings", "2", "--workers", "1", "--max-turns", "3"]
    common += ["--json", str(out)]
    assert lr.main(["--games", "2", *common]) == 0
    assert [json.loads(x)["seed"] for x in out.read_text().splitlines()] == [0, 1]
    assert lr.main(["--games", "3", "--resume", *common]) == 0
    assert "2 games in" in capsys.readouterr().out
    assert [json.loads(x)["seed"] for x in out.read_text().splitlines()] == [0, 1, 2]
    lines = out.read_text().splitlines()
    first = json.loads(lines[0])
    first["run"]["engine"] = "0" * 16  # as if another engine had played it
    out.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n")
    assert lr.main(["--games", "4", "--resume", *common]) == 2
    assert "written by another run" in capsys.readouterr().err
