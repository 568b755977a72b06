#!/usr/bin/env python3
"""Build src/mtgrules/cards/data/parsed_cards.zip: the parsed form of every supported card
of the bundled database (see src/mtgrules/cards/preparsed.py), so that loading a deck never
starts the Earley parser.

Run it after any change to the grammar, the transformers, the word lists (words/) or the IR
(ir/) (the cache then says it is stale, and cards are parsed again at load time until it is
rebuilt)::

    .venv/bin/python scripts/build_parsed_cards.py            # all cores
    .venv/bin/python scripts/build_parsed_cards.py --check    # is the shipped cache fresh?

It parses every card with the parser (not the old cache), keeps those the support gate
accepts, and prints how many that is. ``--names FILE`` also writes their names, one a line.
It also stores every card's gaps (``coverage.card_gaps``) under a key of the code and the
database (``preparsed.survey_key``): ``mtgrules cards coverage`` reports from them while no
source file of ``mtgrules.cards`` or ``mtgrules.rules`` has changed since.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import os
import sys
import time
from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "src" / "mtgrules" / "cards" / "data" / "parsed_cards.zip"


RECORDS: list[Any] = []  # the database's records, set before the workers fork


def _check(chunk: list[int]) -> list[tuple[int, str | None, bool, list[str]]]:
    """For each record of the chunk: (index, its encoded definition if supported, whether it
    is read wrongly (rendered differently) where the engine could carry out the rest, its
    gaps as ``mtgrules cards coverage`` lists them)."""
    from mtgrules.cards.coverage import card_gaps
    from mtgrules.cards.gate import check_supported, round_trip_gap, supported_definition
    from mtgrules.cards.parser import definition_from_record
    from mtgrules.cards.preparsed import dumps
    from mtgrules.errors import CardTextError

    out: list[tuple[int, str | None, bool, list[str]]] = []
    for i in chunk:
        gaps = card_gaps(RECORDS[i])
        try:
            out.append((i, dumps(supported_definition(RECORDS[i], use_cache=False)), False, gaps))
            continue
        except CardTextError as exc:
            wrongly = False
            if "read wrongly" in str(exc):
                card = definition_from_record(RECORDS[i])
                with contextlib.suppress(CardTextError):
                    check_supported(replace(card, text=""))  # the engine check alone
                    wrongly = round_trip_gap(card) is not None
        out.append((i, None, wrongly, gaps))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--names", type=Path, default=None, help="also write the supported names")
    ap.add_argument("--check", action="store_true", help="only say whether the cache is fresh")
    ns = ap.parse_args()

    from mtgrules.cards import preparsed
    from mtgrules.cards.database import (
        PACKAGE_KEY,
        CardDatabase,
        bundled_key,
        record_from_raw,
        record_to_raw,
    )
    from mtgrules.cards.parser import _parser

    if ns.check:
        print(f"{ns.out}: {preparsed.cache_status()} (parser key {preparsed.parser_key()})")
        fresh = preparsed.stored_gaps(CardDatabase.bundled().get("Forest")) is not None
        print(f"stored gaps of every card: {'fresh' if fresh else 'stale or missing'}")
        return
    db = CardDatabase.bundled()
    records = list(db)
    RECORDS[:] = records
    _parser()  # built once, before the workers fork
    started = time.perf_counter()
    indices = list(range(len(records)))
    chunks = [indices[s : s + 50] for s in range(0, len(indices), 50)]
    found: list[tuple[int, str | None, bool, list[str]]] = []
    done = 0
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(ns.workers) as pool:
        for part in pool.imap_unordered(_check, chunks):
            found.extend(part)
            done += 1
            if done % 20 == 0 or done == len(chunks):
                print(
                    f"\r{done * 50 if done < len(chunks) else len(records)}/{len(records)} cards, "
                    f"{sum(1 for f in found if f[1] is not None)} supported, "
                    f"{time.perf_counter() - started:.0f}s",
                    end="",
                    file=sys.stderr,
                    flush=True,
                )
    print(file=sys.stderr)
    found.sort(key=lambda item: item[0])
    pairs = [(records[i], card) for i, card, _, _ in found if card is not None]
    wrongly = [records[i].name for i, _, wrong, _ in found if wrong]
    survey = [(records[i], gaps) for i, _, _, gaps in found]
    # the gate and the survey agree: a card is supported exactly when it has no gap
    disagree = [records[i].name for i, card, _, gaps in found if (card is None) != bool(gaps)]
    if disagree:
        sys.exit(f"the gate and card_gaps disagree on {len(disagree)} cards: {disagree[:10]}")
    # each card's database record, where the bundled database gives that card for its English
    # name, so that a deck naming it is read without loading the database
    raws: dict[str, dict[str, Any]] | None = None
    db_digest = None
    if bundled_key() == PACKAGE_KEY:
        raws = {}
        for record, _ in pairs:
            raw = record_to_raw(record)
            if db.get(record.name) is record and record_from_raw(raw) == record:
                raws[record.name] = raw
        db_digest = preparsed.database_digest(
            resources.files("mtgrules.cards").joinpath("data", "cards.json.gz").read_bytes()
        )
    # 309: the dungeon cards aren't in the database (they begin outside the game); their
    # readings are stored too, so that venturing doesn't start the parser
    dungeons = _dungeons()
    size = preparsed.write_cache(
        ns.out, pairs + dungeons, survey=survey, raws=raws, db_digest=db_digest
    )
    print(
        f"{len(pairs)} supported cards of {len(records)} ({len(pairs) / len(records):.1%}) "
        f"and {len(dungeons)} dungeons; "
        f"wrote {ns.out} ({size} bytes, parser key {preparsed.parser_key()}) "
        f"in {time.perf_counter() - started:.0f} s"
    )
    print(f"read wrongly (rendered differently), the engine could do the rest: {wrongly}")
    if ns.names is not None:
        ns.names.write_text("".join(r.name + "\n" for r, _ in pairs), encoding="utf-8")


def _dungeons() -> list[tuple[Any, Any]]:
    """The dungeon cards the support gate accepts (cards/dungeons.py), with their readings."""
    from mtgrules.cards.dungeons import DUNGEONS, record
    from mtgrules.cards.gate import supported_definition
    from mtgrules.errors import CardTextError

    out: list[tuple[Any, Any]] = []
    for name in DUNGEONS:
        with contextlib.suppress(CardTextError):
            out.append((record(name), supported_definition(record(name), use_cache=False)))
    return out


if __name__ == "__main__":
    main()
