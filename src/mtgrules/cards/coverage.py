"""How much of the card database the Oracle text parser supports.

A card is *supported* when the parser reads all of its text and the rendering of the
abilities it read equals the Oracle text with reminder text removed and whitespace
normalised (``render.py``). ``coverage(db)`` reports the share of supported cards, by card
type, and the phrases most often left unread; ``coverage_command`` prints that report
(attached by the CLI as ``mtgrules cards coverage``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import click

from mtgrules.cards.ir import CardDefinition
from mtgrules.cards.parser import parse_oracle, strip_reminder_text
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError

__all__ = ["CoverageReport", "coverage", "coverage_command", "is_supported"]


@dataclass
class CoverageReport:
    """Supported cards out of all cards, by card type, and the commonest unread phrases."""

    supported: int = 0
    total: int = 0
    by_type: dict[str, tuple[int, int]] = field(default_factory=dict)
    unread: list[tuple[str, int]] = field(default_factory=list)
    mismatches: int = 0
    engine_gaps: list[tuple[str, int]] = field(default_factory=list)

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


def _faces(record: Any) -> list[Any]:
    faces = getattr(record, "faces", None) or ()
    usable = [f for f in faces if hasattr(f, "oracle_text") and hasattr(f, "name")]
    return usable or [record]


def _check_face(face: Any) -> tuple[bool, str]:
    name = face.name
    text = (getattr(face, "oracle_text", None) or "").replace("\u2019", "'")
    types = tuple(getattr(face, "types", ()) or ())
    try:
        abilities = parse_oracle(text, name, types)
    except CardTextError as exc:
        return False, f"can't read {exc.unread!r}"
    try:
        rendered = render_abilities(abilities, name)
    except Exception as exc:  # a renderer gap: report it, don't stop the survey
        return False, f"can't render: {type(exc).__name__}: {exc}"
    expected = strip_reminder_text(text)
    if rendered != expected:
        for got, want in zip(rendered.split("\n"), expected.split("\n"), strict=False):
            if got != want:
                return False, f"rendered {got!r} for {want!r}"
        return False, f"rendered {rendered!r} for {expected!r}"
    # ... and the engine must be able to carry out every ability it read (rules/support.py).
    from mtgrules.rules.support import engine_gaps

    gaps = engine_gaps(CardDefinition(name=name, abilities=abilities))
    if gaps:
        return False, "the engine can't do " + gaps[0]
    return True, ""


def is_supported(record: Any) -> tuple[bool, str]:
    """(True, "") when the parser reads all of the record's text, renders it back exactly and
    the engine can carry out every ability; otherwise (False, the reason: the unread phrase,
    the first line rendered differently, or what the engine can't do yet)."""
    if getattr(record, "incomplete", False):
        return False, "incomplete record: " + (getattr(record, "incomplete_reason", "") or "")
    for face in _faces(record):
        ok, reason = _check_face(face)
        if not ok:
            return False, reason
    return True, ""


def _phrase(reason: str) -> str | None:
    if reason.startswith("can't read "):
        return reason[len("can't read ") :].strip("'\"")
    return None


def coverage(db: Iterable[Any], top: int = 30) -> CoverageReport:
    """Check every record of ``db`` (an iterable of CardRecords) with :func:`is_supported`."""
    report = CoverageReport()
    by_type: dict[str, list[int]] = {}
    phrases: Counter[str] = Counter()
    gaps: Counter[str] = Counter()
    for record in db:
        ok, reason = is_supported(record)
        report.total += 1
        report.supported += ok
        for t in tuple(getattr(record, "types", ()) or ()) or ("(none)",):
            counts = by_type.setdefault(str(t).lower(), [0, 0])
            counts[0] += ok
            counts[1] += 1
        if not ok:
            phrase = _phrase(reason)
            if phrase is not None:
                phrases[phrase] += 1
            elif reason.startswith("rendered"):
                report.mismatches += 1
            elif reason.startswith("the engine can't do "):
                gaps[reason[len("the engine can't do "):]] += 1
    report.by_type = {k: (v[0], v[1]) for k, v in by_type.items()}
    report.unread = phrases.most_common(top)
    report.engine_gaps = gaps.most_common(top)
    return report


@click.command("coverage")
@click.option("--top", default=30, show_default=True, help="How many unread phrases to list.")
@click.option("--card", "card", default=None, help="Check one card by name and say why.")
def coverage_command(top: int, card: str | None) -> None:
    """Report how much of the bundled card database the Oracle text parser supports."""
    from mtgrules.cards.database import CardDatabase

    db = CardDatabase.bundled()
    if card is not None:
        record = db.get(card)
        ok, reason = is_supported(record)
        click.echo(f"{record.name}: " + ("supported" if ok else f"not supported: {reason}"))
        return
    click.echo(coverage(db, top=top).format(top))
