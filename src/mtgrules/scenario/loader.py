"""Reading scenario files (the contract is ../shared/SCENARIOS.md, mirrored in docs/).

A malformed file raises :class:`~mtgrules.errors.ScenarioError` naming the file, the key
and what is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..errors import ScenarioError
from ..rules.steps import STEPS
from .schema import ACTION_KEYS, problems

ACTIONS = frozenset(ACTION_KEYS)
STEP_NAMES = frozenset(STEPS)
MAX_FILE_BYTES = 2_000_000  # a position and its script; far more than any real scenario
MAX_NODES = 200_000  # YAML nodes after aliases are expanded (a "billion laughs" file)


@dataclass
class Scenario:
    path: str
    name: str
    players: list[dict[str, Any]]
    turn: dict[str, Any]
    script: list[dict[str, Any]]
    cards: list[dict[str, Any]] = field(default_factory=list)
    description: str = ""
    source: str = ""
    rules: list[str] = field(default_factory=list)
    random: dict[str, Any] = field(default_factory=dict)  # {flips: [...], rolls: [...]}


def load(path: str | Path) -> Scenario:
    """Read and validate a scenario file. Every problem is a :class:`ScenarioError`."""
    p = str(path)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise ScenarioError(p, "(file)", f"can't read it: {e.strerror}") from e
    if len(raw) > MAX_FILE_BYTES:
        raise ScenarioError(p, "(file)", f"larger than {MAX_FILE_BYTES:,} bytes")
    return parse(parse_yaml(raw, p), p)


def parse_yaml(raw: bytes | str, p: str = "<scenario>") -> Any:
    """YAML text (UTF-8) to plain data, refusing what no scenario needs: other encodings,
    aliases that expand past MAX_NODES, nesting too deep to read."""
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise ScenarioError(
                p, "(file)", f"not UTF-8 text: byte 0x{raw[e.start]:02x} at offset {e.start}"
            ) from None
    else:
        text = raw
    loader: yaml.SafeLoader | None = None
    try:
        loader = yaml.SafeLoader(text)  # reads the stream: may refuse its characters already
        node = loader.get_single_node()
        if node is None:
            return None
        if _expanded_size(node, {}) > MAX_NODES:
            raise ScenarioError(p, "(yaml)", f"expands to more than {MAX_NODES:,} values")
        if (twice := _duplicate_key(node)) is not None:
            # YAML 1.2: the keys of a mapping are unique; PyYAML keeps the last one silently,
            # which would drop half of an `expect` without a word
            raise ScenarioError(p, "(yaml)", twice)
        return loader.construct_document(node)
    except ScenarioError:
        raise
    except yaml.YAMLError as e:
        why = " ".join(str(e).split())
        bare = _bare_action_before(text, e)
        if bare is not None:  # "- pass" then "player: Bob" on the next line
            why += (
                f" (an action without arguments followed by other keys is written "
                f"'- {bare}: null', then the keys: 'player: ...', 'expect_error: ...')"
            )
        elif _hash_in_flow(text, e):  # "[Mountain #1, Forest]": " #" starts a comment
            why += (
                " (a '#' after a space starts a YAML comment: a handle such as"
                " 'Mountain #1' must be quoted inside [...] or {...})"
            )
        elif "mapping values are not allowed" in why:  # "name: Circle of Protection: Red"
            why += (
                " (a value with ': ' in it, such as a name like 'Circle of Protection: Red',"
                " must be quoted)"
            )
        raise ScenarioError(p, "(yaml)", "not valid YAML: " + why) from None
    except RecursionError:
        raise ScenarioError(p, "(yaml)", "nested too deeply") from None
    except (ValueError, OverflowError) as e:  # a YAML scalar PyYAML can't convert
        raise ScenarioError(p, "(yaml)", f"not valid YAML: {e}") from None
    finally:
        if loader is not None:
            loader.dispose()


def _duplicate_key(root: yaml.Node) -> str | None:
    """The first key written twice in one mapping ("the key 'controller' is given twice in
    one mapping, at lines 12 and 14"), or None."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        node = todo.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.SequenceNode):
            todo.extend(node.value)
        elif isinstance(node, yaml.MappingNode):
            lines: dict[str, int] = {}
            for k, v in node.value:
                todo.append(v)
                if not isinstance(k, yaml.ScalarNode) or k.value == "<<":
                    continue
                line = k.start_mark.line + 1
                if k.value in lines:
                    return (
                        f"the key {k.value!r} is given twice in one mapping, at lines "
                        f"{lines[k.value]} and {line}"
                    )
                lines[k.value] = line
    return None


def _expanded_size(node: yaml.Node, memo: dict[int, int]) -> int:
    """How many values the document has once every alias is expanded."""
    key = id(node)
    if key in memo:
        return memo[key]
    memo[key] = MAX_NODES + 1  # a node that contains itself expands forever
    n = 1
    if isinstance(node, yaml.SequenceNode):
        for child in node.value:
            n += _expanded_size(child, memo)
            if n > MAX_NODES:
                break
    elif isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            n += _expanded_size(k, memo) + _expanded_size(v, memo)
            if n > MAX_NODES:
                break
    memo[key] = n
    return n


def parse(data: Any, p: str = "<scenario>") -> Scenario:
    """Validate plain data against the schema (scenario/schema.py), then the cross-references
    a schema can't state; raise one ScenarioError listing every problem found."""
    found = problems(data)
    if found:
        (key, problem), *rest = found
        raise ScenarioError(p, key, problem, rest)
    names: set[str] = set()
    for i, pl in enumerate(data["players"]):
        n = pl["name"]
        if n in names:
            found.append((f"players[{i}].name", f"{n!r} is used twice"))
        names.add(n)
    turn = data.get("turn") or {}
    if "active" in turn and turn["active"] not in names:
        found.append(("turn.active", f"{turn['active']!r} isn't one of the players"))
    steps: list[dict[str, Any]] = []
    for i, st in enumerate(data.get("script") or []):
        if isinstance(st, str):
            st = {st: None}
        if "player" in st and st["player"] not in names:
            found.append((f"script[{i + 1}].player", f"{st['player']!r} isn't one of the players"))
        steps.append(dict(st))
    for i, pl in enumerate(data["players"]):
        for z in ("hand", "library", "graveyard", "exile", "battlefield"):
            for j, o in enumerate(pl.get(z) or []):
                c = o.get("controller") if isinstance(o, dict) else None
                if c is not None and c not in names:
                    found.append((f"players[{i}].{z}[{j}].controller", f"{c!r} isn't a player"))
    if found:
        (key, problem), *rest = found
        raise ScenarioError(p, key, problem, rest)
    name = data["name"]
    return Scenario(
        p,
        name.strip(),
        data["players"],
        turn,
        steps,
        data.get("cards") or [],
        str(data.get("description") or ""),
        str(data.get("source") or ""),
        [str(r) for r in data.get("rules") or []],
        dict(data.get("random") or {}),
    )


def _bare_action_before(text: str, e: yaml.YAMLError) -> str | None:
    """The action of a "- pass" line just above where YAML found a key it can't read."""
    mark = getattr(e, "problem_mark", None)
    if mark is None or "mapping values are not allowed" not in str(e):
        return None
    lines = text.splitlines()
    before = [x for x in lines[: mark.line] if x.strip()]
    m = re.match(r"^\s*-\s+([a-z_]+)\s*$", before[-1]) if before else None
    return m[1] if m else None


def _hash_in_flow(text: str, e: yaml.YAMLError) -> bool:
    """Whether YAML stopped in a ``[...]`` or ``{...}`` whose line has " #N" in it: the
    numbered handle of a name several objects share, read as a comment."""
    mark = getattr(e, "context_mark", None)
    if mark is None or "while parsing a flow" not in str(e):
        return False
    lines = text.splitlines()
    line = lines[mark.line] if mark.line < len(lines) else ""
    return re.search(r"\s#\d", line[mark.column :]) is not None


def comma_hint(name: str, known: list[str]) -> str:
    """For an unknown card name that begins a known name with a comma ("Aragorn" of
    "Aragorn, the Uniter"): a hint that YAML split an unquoted name in a ``[...]`` list."""
    start = name.strip().lower() + ", "
    full = next((k for k in known if k.lower().startswith(start)), None)
    if full is None:
        return ""
    return f" (a name with a comma, such as {full!r}, must be quoted in a [...] list)"
