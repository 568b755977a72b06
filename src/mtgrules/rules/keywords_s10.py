"""The keyword abilities and replacement kinds the s10 engine family added, for
rules/support.py's tables: sunburst (702.44a, rules/keywords_sunburst.py), emerge (702.119a,
rules/keywords_emerge.py, keywords_alt_costs.py) and converge's "enters with a +1/+1 counter
on it for each color of mana spent to cast it" (614.1c, rules/keywords_sunburst.py)."""

from __future__ import annotations

KEYWORDS_S10 = frozenset({"sunburst", "emerge"})
REPLACEMENTS_S10 = frozenset({"enters_with_counters_per_color"})
