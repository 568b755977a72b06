"""How much of the card database is supported, and every gap that keeps a card out.

A card is *supported* when it passes the support gate (``gate.py``): the parser reads all of
its text, the abilities it read render back to the Oracle text (reminder text removed,
whitespace normalised, ``render/``), and the engine can carry out every one of them.

``card_gaps(record)`` lists *all* of a card's gaps, not just the first: when the whole text
can't be read, each paragraph is read on its own, so that an unreadable paragraph becomes a
named gap (``can't read '...'``) and the others are still checked (rendered back, engine).
``coverage(db)`` surveys a database across all cores, and ranks the gaps by how many cards
each would unlock alone (cards whose only gap it is); ``coverage_command`` prints that report
(attached by the CLI as ``mtgrules cards coverage``), with a progress bar on stderr.
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

import click

from mtgrules.errors import CardTextError

__all__ = [
    "CoverageReport",
    "card_gaps",
    "coverage",
    "coverage_command",
    "is_supported",
    "stored_coverage",
]

_READ = "can't read "
_ENGINE = "the engine can't do "


@dataclass
class CoverageReport:
    """Supported cards out of all cards, by card type, and the gaps that keep cards out."""

    supported: int = 0
    total: int = 0
    by_type: dict[str, tuple[int, int]] = field(default_factory=dict)
    unread: list[tuple[str, int]] = field(default_factory=list)
    mismatches: int = 0
    engine_gaps: list[tuple[str, int]] = field(default_factory=list)
    #: (gap, cards it alone keeps out, cards it appears in), most cards unlocked first
    gaps: list[tuple[str, int, int]] = field(default_factory=list)
    #: the supported cards' names, in database order
    supported_names: list[str] = field(default_factory=list)
    seconds: float = 0.0
    workers: int = 1

    @property
    def fraction(self) -> float:
        return self.supported / self.total if self.total else 0.0

    def format(self, top: int = 30) -> str:
        lines = [f"supported: {self.supported} / {self.total} cards ({self.fraction:.1%})"]
        if self.mismatches:
            lines.append(f"read but rendered differently: {self.mismatches}")
        lines.append("")
        lines.append("by card type:")
        for name, (ok, n) in sorted(self.by_type.items(), key=lambda kv: -kv[1][1]):
            share = ok / n if n else 0.0
            lines.append(f"  {name:<14} {ok:>6} / {n:<6} ({share:.1%})")
        if self.gaps:
            lines.append("")
            lines.append(
                f"gaps by the cards each would unlock alone (top {min(top, len(self.gaps))}):"
            )
            lines.append(f"  {'unlocks':>7} {'in':>6}  gap")
            for gap, alone, n in self.gaps[:top]:
                lines.append(f"  {alone:>7} {n:>6}  {gap}")
        if self.engine_gaps:
            lines.append("")
            lines.append("read, but the engine can't do yet (top):")
            for what, n in self.engine_gaps[:top]:
                lines.append(f"  {n:>6}  {what}")
        if self.unread:
            lines.append("")
            lines.append(f"most common unread phrases (top {min(top, len(self.unread))}):")
            for phrase, n in self.unread[:top]:
                lines.append(f"  {n:>6}  {phrase}")
        return "\n".join(lines)


# ---------------------------------------------------------------------------------------
# One card


def _faces(record: Any) -> list[Any]:
    faces = getattr(record, "faces", None) or ()
    usable = [f for f in faces if hasattr(f, "oracle_text") and hasattr(f, "name")]
    return usable or [record]


def _reason(exc: CardTextError, name: str) -> str:
    """A gap's name from a refusal, without the card's name in front."""
    text = str(exc)
    prefix = f"{name} isn't supported yet: "
    return text[len(prefix) :] if text.startswith(prefix) else text


def _paragraphs(text: str) -> list[str]:
    """The paragraphs the parser reads one at a time: a modal spell's bullet lines stay with
    the line that introduces them."""
    from mtgrules.cards.text import strip_reminder_text

    out: list[str] = []
    for line in strip_reminder_text(text.replace("\u2019", "'")).split("\n"):
        if line.startswith("•") and out:
            out[-1] += "\n" + line
        elif line:
            out.append(line)
    return out


def _face_gaps(face: Any) -> list[str]:
    from mtgrules.cards import ir
    from mtgrules.cards.gate import card_gaps as definition_gaps
    from mtgrules.cards.parser import definition_from_record, parse_oracle

    try:
        return definition_gaps(definition_from_record(face))
    except CardTextError:
        pass
    # the whole text can't be read: read each paragraph on its own, so that every
    # unreadable one is named and the others are still checked
    name = face.name
    types = tuple(getattr(face, "types", ()) or ())
    gaps: list[str] = []
    for paragraph in _paragraphs(face.oracle_text or ""):
        try:
            abilities = parse_oracle(paragraph, name, types)
        except CardTextError as exc:
            gaps.append(_reason(exc, name))
            continue
        part = ir.CardDefinition(name=name, types=types, text=paragraph, abilities=abilities)
        gaps.extend(definition_gaps(part))
    return gaps


def card_gaps(record: Any) -> list[str]:
    """Every gap that keeps a database record from being supported (none: it is). An
    incomplete record has just that gap; the text of every face is checked."""
    if getattr(record, "incomplete", False):
        return ["incomplete record: " + (getattr(record, "incomplete_reason", "") or "")]
    gaps: list[str] = []
    for face in _faces(record):
        for gap in _face_gaps(face):
            if gap not in gaps:
                gaps.append(gap)
    if not gaps and _faces(record)[0] is not record:
        # a multi-face card plays as its front (the whole record): the gate checks that too
        from mtgrules.cards.gate import supported_definition

        try:
            supported_definition(record, use_cache=False)
        except CardTextError as exc:
            gaps.append(_reason(exc, record.name))
    return gaps


def is_supported(record: Any) -> tuple[bool, str]:
    """(True, "") when the record passes the support gate; otherwise (False, its first gap:
    the unread phrase, the first line rendered differently, or what the engine can't do)."""
    gaps = card_gaps(record)
    return (False, gaps[0]) if gaps else (True, "")


# ---------------------------------------------------------------------------------------
# The survey


def _survey(chunk: list[tuple[int, Any]]) -> list[tuple[int, str, tuple[str, ...], list[str]]]:
    out = []
    for i, record in chunk:
        types = tuple(str(t).lower() for t in (getattr(record, "types", ()) or ()))
        out.append((i, record.name, types, card_gaps(record)))
    return out


class _Progress:
    """A progress bar on stderr: redrawn in place on a terminal, a line every 10% otherwise."""

    def __init__(self, total: int, stream: TextIO | None) -> None:
        self.total = total
        self.stream = stream
        self.start = time.perf_counter()
        self.last = 0.0
        self.tty = bool(stream is not None and stream.isatty())
        self.next_mark = 0.1

    def update(self, done: int) -> None:
        if self.stream is None or not self.total:
            return
        now = time.perf_counter()
        share = done / self.total
        if self.tty:
            if now - self.last < 0.2 and done < self.total:
                return
            self.last = now
            bar = "#" * int(share * 30)
            self.stream.write(
                f"\r[{bar:<30}] {done}/{self.total} cards {share:.0%} {now - self.start:.0f}s"
            )
            if done >= self.total:
                self.stream.write("\n")
        elif share >= self.next_mark or done >= self.total:
            while self.next_mark <= share:
                self.next_mark += 0.1
            self.stream.write(f"{done}/{self.total} cards {share:.0%} {now - self.start:.0f}s\n")
        self.stream.flush()


def coverage(
    db: Iterable[Any],
    top: int = 30,
    *,
    workers: int | None = None,
    progress: TextIO | None = None,
) -> CoverageReport:
    """Check every record of ``db`` (an iterable of CardRecords) with :func:`card_gaps`.

    ``workers``: processes to use (default: all cores, or 1 for fewer than 200 records);
    ``progress``: a stream (stderr) for the progress bar."""
    started = time.perf_counter()
    records = list(enumerate(db))
    if workers is None:
        workers = 1 if len(records) < 200 else (os.cpu_count() or 1)
    workers = max(1, min(workers, len(records) or 1))
    bar = _Progress(len(records), progress)
    results: list[tuple[int, str, tuple[str, ...], list[str]]] = []
    if workers == 1:
        step = 25
        for start in range(0, len(records), step):
            results.extend(_survey(records[start : start + step]))
            bar.update(len(results))
    else:
        from mtgrules.cards.parser import _parser

        _parser()  # built once here: the forked workers share it
        # many small chunks in a shuffled order: the expensive cards are spread out
        size = 40
        chunks = [records[s : s + size] for s in range(0, len(records), size)]
        chunks = chunks[::2] + chunks[1::2]
        import multiprocessing  # (here, not at import: the cold start of other commands)

        context = multiprocessing.get_context(
            "fork" if "fork" in multiprocessing.get_all_start_methods() else None
        )
        with context.Pool(workers) as pool:
            for part in pool.imap_unordered(_survey, chunks):
                results.extend(part)
                bar.update(len(results))
    results.sort()
    report = _report(results, top)
    report.seconds = time.perf_counter() - started
    report.workers = workers
    return report


def stored_coverage(db: Iterable[Any], top: int = 30) -> CoverageReport | None:
    """The report of :func:`coverage` from the gaps stored with the package's parsed cards
    (``preparsed.stored_gaps``: built by ``scripts/build_parsed_cards.py`` under a key of
    the code and the database), without parsing a card; ``None`` when there are none for
    today's code and database (or ``db`` has a card they don't)."""
    from mtgrules.cards.preparsed import stored_gaps

    started = time.perf_counter()
    results: list[tuple[int, str, tuple[str, ...], list[str]]] = []
    for i, record in enumerate(db):
        gaps = stored_gaps(record)
        if gaps is None:
            return None
        types = tuple(str(t).lower() for t in (getattr(record, "types", ()) or ()))
        results.append((i, record.name, types, list(gaps)))
    report = _report(results, top)
    report.seconds = time.perf_counter() - started
    report.workers = 0
    return report


def _report(
    results: Sequence[tuple[int, str, tuple[str, ...], list[str]]], top: int
) -> CoverageReport:
    report = CoverageReport()
    by_type: dict[str, list[int]] = {}
    phrases: Counter[str] = Counter()
    engine: Counter[str] = Counter()
    alone: Counter[str] = Counter()
    appears: Counter[str] = Counter()
    for _i, name, types, gaps in results:
        ok = not gaps
        report.total += 1
        report.supported += ok
        if ok:
            report.supported_names.append(name)
        for t in types or ("(none)",):
            counts = by_type.setdefault(t, [0, 0])
            counts[0] += ok
            counts[1] += 1
        if any(g.startswith("rendered") for g in gaps):
            report.mismatches += 1
        for gap in gaps:
            appears[gap] += 1
            if gap.startswith(_READ):
                phrases[gap[len(_READ) :].split(" (")[0].strip("'\"")] += 1
            elif gap.startswith(_ENGINE):
                engine[gap[len(_ENGINE) :]] += 1
        if len(gaps) == 1:
            alone[gaps[0]] += 1
    report.by_type = {k: (v[0], v[1]) for k, v in by_type.items()}
    report.unread = phrases.most_common(top)
    report.engine_gaps = engine.most_common(top)
    ranked = sorted(appears, key=lambda g: (-alone[g], -appears[g], g))
    report.gaps = [(g, alone[g], appears[g]) for g in ranked[: max(top, 0)]]
    return report


@click.command("coverage")
@click.option("--top", default=30, show_default=True, help="How many gaps and phrases to list.")
@click.option("--card", "card", default=None, help="Check one card by name and list its gaps.")
@click.option("--workers", type=int, default=None, help="Processes to use (default: all cores).")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.option(
    "--fresh",
    is_flag=True,
    help="Check every card now, even when the package has the gaps stored for this code.",
)
def coverage_command(
    top: int, card: str | None, workers: int | None, quiet: bool, fresh: bool
) -> None:
    """Report how much of the bundled card database is supported, and every gap.

    The gaps of every card are stored with the package's parsed cards, under a key of the
    code and the database (``scripts/build_parsed_cards.py``); while that key is today's, the
    report comes from them in a second or two. Otherwise (or with ``--fresh``) every card is
    checked, on all cores, with a progress bar."""
    from mtgrules.cards.database import CardDatabase

    db = CardDatabase.bundled()
    if card is not None:
        record = db.get(card)
        gaps = card_gaps(record)
        if not gaps:
            click.echo(f"{record.name}: supported")
            return
        click.echo(f"{record.name}: not supported ({len(gaps)} gap{'s' if len(gaps) > 1 else ''})")
        for gap in gaps:
            click.echo(f"  - {gap}")
        return
    report = None if fresh else stored_coverage(db, top=top)
    if report is not None:
        click.echo(report.format(top))
        click.echo("")
        click.echo(
            f"from the gaps stored with the package for this code and database, in "
            f"{report.seconds:.1f} s (--fresh checks every card again)"
        )
        return
    report = coverage(db, top=top, workers=workers, progress=None if quiet else sys.stderr)
    click.echo(report.format(top))
    click.echo("")
    click.echo(f"checked in {report.seconds:.1f} s with {report.workers} process(es)")
