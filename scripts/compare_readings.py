"""Compare how two versions of the card parser read the cards: a grammar change's check.

A grammar change can change how a card that stays supported is read and still write it back
as the same text, so neither the round trip nor the supported set shows it (the forty-first
session's free-cast fault). Dump the definitions with each version, then compare them:

    PYTHONPATH=/tmp/old/src python scripts/compare_readings.py dump old.json --text "for mana"
    PYTHONPATH=src python scripts/compare_readings.py dump new.json --text "for mana"
    python scripts/compare_readings.py diff old.json new.json

``dump`` parses afresh (no cache) every card whose Oracle text matches the regular expression
(every card without ``--text``: about 40 minutes on two cores) and writes, for each, its
definition or why it is refused. ``diff`` lists the cards read differently, exits 1 if any.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import json
import re
import sys
from pathlib import Path
from typing import Any


def plain(value: Any) -> Any:
    """``value`` as JSON data that doesn't depend on the process: dataclasses by class and
    field, sets sorted (their order follows string hashing), enums by value."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"class": type(value).__name__, **fields}
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, frozenset | set):
        return sorted((plain(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return repr(value)


def dump(out: Path, text: str | None) -> int:
    from mtgrules.cards import gate
    from mtgrules.cards.database import CardDatabase

    pattern = re.compile(text, re.IGNORECASE) if text else None
    readings: dict[str, Any] = {}
    for record in CardDatabase.bundled():
        oracle = record.oracle_text or "\n".join(f.oracle_text or "" for f in record.faces or ())
        if pattern is not None and not pattern.search(oracle):
            continue
        try:
            readings[record.name] = plain(gate.supported_definition(record, use_cache=False))
        except Exception as e:  # refused (or failing): the reason is the reading
            readings[record.name] = {"refused": str(e)}
    out.write_text(json.dumps(readings, sort_keys=True))
    print(f"{len(readings)} cards read into {out}")
    return 0


def differences(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """The cards whose reading differs, with what changed: supported or refused, or read
    otherwise."""
    out = []
    for name in sorted(set(old) | set(new)):
        a, b = old.get(name), new.get(name)
        if a == b:
            continue
        if a is None or b is None:
            out.append(f"{name}: only in the {'new' if a is None else 'old'} dump")
        elif "refused" in a or "refused" in b:
            was = "refused" if "refused" in a else "supported"
            now = f"refused ({b['refused'][:120]})" if "refused" in b else "supported"
            out.append(f"{name}: {was} before, {now} now")
        else:
            out.append(f"{name}: supported both times, read differently")
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump", help="read the cards with this version of the parser")
    d.add_argument("out", type=Path)
    d.add_argument("--text", help="only cards whose Oracle text matches this expression")
    c = sub.add_parser("diff", help="compare two dumps")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    args = parser.parse_args(argv)
    if args.command == "dump":
        return dump(args.out, args.text)
    found = differences(json.loads(args.old.read_text()), json.loads(args.new.read_text()))
    for line in found:
        print(line)
    print(f"{len(found)} cards read differently")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
