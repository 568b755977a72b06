"""The package's shape: no import cycle among its modules and no file over 800 lines.

Every import counts, those inside functions too, except the ones under
``if TYPE_CHECKING:`` (they don't run). A cycle is a strongly connected group of modules.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "mtgrules"
MAX_LINES = 800


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for p in PACKAGE.rglob("*.py"):
        parts = list(p.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


def _targets(
    mods: dict[str, Path], mod: str, path: Path, node: ast.Import | ast.ImportFrom
) -> list[str]:
    """The modules an import names: ``from package import module`` names the module,
    ``from module import name`` the module."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if node.level:
        base = mod.split(".")
        if path.name != "__init__.py":
            base = base[:-1]
        base = base[: len(base) - (node.level - 1)]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    return [f"{target}.{a.name}" if f"{target}.{a.name}" in mods else target for a in node.names]


def import_graph() -> dict[str, set[str]]:
    mods = _modules()
    graph: dict[str, set[str]] = {}
    for mod, path in mods.items():
        tree = ast.parse(path.read_text())
        skipped: set[int] = set()
        for n in ast.walk(tree):
            if isinstance(n, ast.If) and "TYPE_CHECKING" in ast.unparse(n.test):
                skipped.update(id(s) for s in ast.walk(n))
        deps: set[str] = set()
        for n in ast.walk(tree):
            if id(n) in skipped or not isinstance(n, ast.Import | ast.ImportFrom):
                continue
            for t in _targets(mods, mod, path, n):
                while t and t not in mods and "." in t:
                    t = t.rsplit(".", 1)[0]
                if t in mods and t != mod:
                    deps.add(t)
        graph[mod] = deps
    return graph


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Strongly connected groups of two or more modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[frozenset[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(frozenset(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset("abc")]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_at_all() -> None:
    found = [sorted(c) for c in cycles(import_graph())]
    assert found == [], f"import cycles: {found}"


def _long_files() -> dict[str, int]:
    out = {}
    for p in PACKAGE.rglob("*.py"):
        n = len(p.read_text().splitlines())
        if n > MAX_LINES:
            out[p.relative_to(PACKAGE).as_posix()] = n
    return out


def test_no_file_over_800_lines_at_all() -> None:
    long = _long_files()
    assert long == {}, f"files over {MAX_LINES} lines: {long}"
