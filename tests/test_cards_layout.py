"""The card side's shape (issue 11): no import cycle among the card modules, no file over 800
lines, the IR's unions defined once each, and the pre-parsed cache keyed on every module that
can change a parse."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

from mtgrules.cards import ir, preparsed

CARDS = Path(preparsed.__file__).resolve().parent
PACKAGE = "mtgrules.cards"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(CARDS).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join([PACKAGE, *parts])


def _imports(path: Path, name: str, modules: set[str]) -> set[str]:
    """The card modules ``path`` imports, function-level imports too, those under
    ``if TYPE_CHECKING:`` aside."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for n in ast.walk(node))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[: len(up) - (node.level - 1)]
                base = ".".join(up + ([node.module] if node.module else []))
            # "from package import module" imports the module; "from module import name", the
            # module
            targets = [
                f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names
            ]
        for t in targets:
            while t and t not in modules and "." in t:
                t = t.rpartition(".")[0]
            if t in modules and t != name:
                out.add(t)
    return out


def _graph() -> dict[str, set[str]]:
    paths = {_module_name(p): p for p in CARDS.rglob("*.py")}
    modules = set(paths)
    return {name: _imports(path, name, modules) for name, path in paths.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph``, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_card_modules_import_no_cycle() -> None:
    graph = _graph()
    assert "mtgrules.cards.parser" in graph and "mtgrules.cards.ir.effects" in graph
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_cycle_finder_finds_one() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_card_files_are_under_800_lines() -> None:
    sizes = {
        str(p.relative_to(CARDS)): len(p.read_text().splitlines()) for p in CARDS.rglob("*.py")
    }
    assert {name: n for name, n in sizes.items() if n >= 800} == {}


def _assignments(tree: ast.Module, name: str) -> list[ast.Assign]:
    return [
        n
        for n in tree.body
        if isinstance(n, ast.Assign) and any(getattr(t, "id", None) == name for t in n.targets)
    ]


def test_each_ir_union_is_defined_once_with_every_class_of_its_kind() -> None:
    trees = {p.stem: ast.parse(p.read_text()) for p in (CARDS / "ir").glob("*.py")}
    for union in ("Ref", "Amount", "Effect", "Ability"):
        defs = [a for tree in trees.values() for a in _assignments(tree, union)]
        assert len(defs) == 1, union
    members = {cls.__name__ for cls in typing.get_args(ir.Effect)}
    effects = {  # ir/effects.py, and ir/effects_zones.py split from it for its size
        n.name
        for stem in ("effects", "effects_zones")
        for n in trees[stem].body
        if isinstance(n, ast.ClassDef)
    }
    assert members == effects
    refs = {n.name for n in trees["refs"].body if isinstance(n, ast.ClassDef)}
    ref_members = {cls.__name__ for cls in typing.get_args(ir.Ref)}
    assert ref_members == {n for n in refs if n.endswith("Ref")}
    assert ir.ReanimateEnchanted in typing.get_args(ir.Effect)
    assert ir.LoyaltyAbility in typing.get_args(ir.Ability)
    assert ir.ChosenPlayerRef in typing.get_args(ir.Ref)


def test_ir_classes_keep_their_public_home() -> None:
    """Saved games and the pre-parsed cards name a class by ``mtgrules.cards.ir``, whichever
    module of the package defines it."""
    for name in ir.__all__:
        obj = getattr(ir, name)
        if isinstance(obj, type):
            assert obj.__module__ == "mtgrules.cards.ir", name
    assert preparsed.encode(ir.SelfRef()) == {"#": "SelfRef"}


def test_the_parser_key_covers_every_module_a_parse_depends_on() -> None:
    keyed = set(preparsed.KEY_SOURCES)
    for path in CARDS.rglob("*"):
        rel = path.relative_to(CARDS).as_posix()
        if path.suffix in (".py", ".lark") and (
            rel.startswith(("ir/", "words/", "transform_"))
            or rel in ("grammar.lark", "parser.py", "text.py", "preparsed.py")
        ):
            assert rel in keyed, rel
    for name in keyed:
        assert (CARDS / name).is_file(), name
