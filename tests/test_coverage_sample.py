"""Coverage must not drop: a fixed sample of cards that were supported (every 50th supported
card of the bundled database when tests/data/coverage_sample.txt was written) must all still
pass the coverage check. A card that stops being supported fails this test; regenerate the
file only when a card was supported by mistake (say which, and why, in the commit)."""

from __future__ import annotations

from pathlib import Path

from mtgrules.cards.coverage import coverage
from mtgrules.cards.database import CardDatabase

SAMPLE = Path(__file__).resolve().parent / "data" / "coverage_sample.txt"


def _expected() -> list[str]:
    return [
        line.strip()
        for line in SAMPLE.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]


def test_sample_cards_stay_supported() -> None:
    names = _expected()
    assert len(names) >= 100
    db = CardDatabase.bundled()
    report = coverage([db.get(n) for n in names], workers=1)
    lost = sorted(set(names) - set(report.supported_names))
    assert not lost, f"{len(lost)} cards are no longer supported: {lost}"
