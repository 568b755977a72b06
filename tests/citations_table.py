"""The expected rule of the common log events and refusals (and no line that repeats its
rule or names an object by its id), checked wherever a test plays a game
(tests/test_scenarios.py runs it over every scenario's log; tests/test_rule_citations.py
checks the table itself). docs/citations.md lists the same table for readers.

Two tables:

- ``RULE_KINDS``: a rule cited by a log line must be on a line of one of these event kinds
  ("121.4" only on "draw" lines, "701.8a" only on "zone" lines).
- ``EVENTS``: a log line of this kind whose text matches the pattern cites one of these rules
  (an exile cites 406.2, an attempt to draw from an empty library 121.4, the loss 704.5b).
- ``REFUSALS``: a refusal whose message matches the pattern ends with one of these rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from mtgrules.log import LogEntry

RULE_KINDS: dict[str, frozenset[str]] = {
    rule: frozenset(kinds.split())
    for rule, kinds in {
        "104.2a": "game",
        "104.4a": "game",
        "117.3d": "priority",
        "119.3": "life",
        "119.5": "life",
        "120.3": "damage",
        "120.3a": "life",
        "120.3c": "counters",
        "121.1": "draw",
        "121.4": "draw",
        "303.4f": "attach",
        "406.2": "zone",
        "500.1": "turn",
        "502.3": "tap effect",
        "504.1": "draw",
        "508.1": "attack",
        "508.8": "attack",
        "509.1": "block",
        "509.1h": "block",
        "509.4": "block",
        "510.2": "damage",
        "514.2": "turn",
        "601.2i": "cast",
        "602.2": "activate",
        "603.2": "trigger",
        "603.3": "trigger",
        "605.3b": "mana",
        "608.2": "resolve",
        "608.2b": "target resolve zone",
        "608.2n": "zone",
        "610.3": "zone",
        "613.1f": "effect",
        "613.4c": "effect",
        "615.7": "shield prevent",
        "615.8": "shield prevent",
        "701.3a": "attach",
        "701.3b": "attach",
        "701.6a": "zone",
        "701.6b": "zone",
        "701.8a": "zone",
        "701.9a": "zone",
        "701.12c": "life",
        "701.17a": "zone",
        "701.19a": "shield regenerate",
        "701.21a": "zone",
        "701.26a": "tap",
        "701.26b": "tap",
        "702.15b": "life",
        "702.16e": "prevent",
        "702.26b": "phasing",
        "702.26c": "phasing",
        "704.5a": "game",
        "704.5b": "game",
        "704.5c": "game",
        "704.5d": "sba",
        "704.5e": "sba",
        "704.5f": "zone",
        "704.5g": "zone",
        "704.5h": "zone",
        "704.5i": "zone",
        "704.5m": "zone",
        "724.1": "monarch",
    }.items()
}

EVENTS: list[tuple[str, re.Pattern[str], frozenset[str]]] = [
    (kind, re.compile(pattern), frozenset(rules.split()))
    for kind, pattern, rules in (
        ("draw", r"can't draw: the library is empty", "121.4"),
        ("draw", r" draws ", "121.1 504.1 103.5 614.1a"),
        ("game", r"drew from an empty library", "704.5b"),
        ("game", r"loses the game: .* has -?\d+ life$", "704.5a"),
        ("zone", r" is exiled by ", "406.2"),
        ("zone", r" is destroyed: destroyed by ", "701.8a"),
        ("zone", r" is destroyed: lethal damage", "704.5g"),
        ("zone", r" sacrifices ", "701.21a"),
        ("zone", r" discards ", "701.9a"),
        ("zone", r" is countered by ", "701.6a 701.6b"),  # a spell; an ability (701.6b)
        ("zone", r" returns to the battlefield \(.+ left the battlefield\)$", "610.3"),
        ("life", r" exchange life totals", "701.12c"),
        # a gain lifelink would make that an effect stops cites what stops it (101.2: "Players
        # can't gain life"; 119.7 for "your life total can't change")
        ("life", r" doesn't gain .+ \(lifelink\): ", "101.2 119.7"),
        ("life", r"\(lifelink\)", "702.15b"),
        ("block", r" enters blocking ", "509.4"),
        ("block", r" blocks ", "509.1"),
        ("attack", r" attacks ", "508.1"),
        ("target", r" is no longer a legal target of ", "608.2b"),
        ("resolve", r"doesn't resolve: all its targets are illegal", "608.2b"),
        ("damage", r" deals \d+ combat damage to ", "510.2"),
        ("damage", r" deals \d+ damage to ", "120.3"),
        ("prevent", r" is prevented: protection from ", "702.16e"),
        ("cast", r" casts ", "601.2i"),
        ("activate", r" activates ", "602.2"),
        ("trigger", r"ability triggers$", "603.2 603.6c 603.7a 603.8 724.2 714.2b"),
        ("trigger", r"is put on the stack$", "603.3"),
        ("mana", r" taps .+ for \{", "605.3b"),
        ("shield", r"creates a regeneration shield", "701.19a"),
        ("effect", r" gets [+-]\d+/[+-]\d+ from ", "613.4c"),
        ("sba", r" ceases to exist ", "704.5d 704.5e"),  # 704.5e: a copy of a spell
        ("monarch", r" becomes the monarch", "724.1 724.2 724.4"),  # 724.4: the monarch left
        ("priority", r" passes$", "117.3d"),
    )
]

REFUSALS: list[tuple[re.Pattern[str], frozenset[str]]] = [
    (re.compile(pattern), frozenset(rules.split()))
    for pattern, rules in (
        (r"has already played a land this turn", "305.2"),
        (r"isn't in .+'s hand.* play it now", "305.1"),  # a land from exile (305.1, 601.3)
        (r"isn't in .+'s hand", "601.2a"),
        (r"can't target .+: shroud", "702.18a"),
        (r"can't target .+: hexproof from ", "702.11d"),
        (r"can't target .+: hexproof \(", "702.11b 702.11c"),
        (r"can't target .+: protection from ", "702.16b"),
        (r"can't target .+: it's phased out", "702.26b"),
        (r"can't block .+: .+ has flying", "702.9b"),
        (r"can't be cast now", "307.1 302.1 301.1 303.1 306.1 310.1 117.1a 601.3"),
    )
]

_LAST_RULE = re.compile(r"\((\d{3}(?:\.\d+[a-z]?)?)\)$")
_DOUBLED = re.compile(r"(\(\d{3}\.\d+[a-z]?\)) \1")
_BARE_ID = re.compile(r"\bobject \d+\b|\(id \d+\)")


def citation_problems(log: Iterable[LogEntry], refusals: Iterable[str] = ()) -> list[str]:
    """Log lines and refusals that cite a rule other than the expected one."""
    out: list[str] = []
    for line in [str(e) for e in log] + list(refusals):  # each rule once; cards by name
        if _DOUBLED.search(line) or _BARE_ID.search(line):
            out.append(f"{line!r} repeats its rule or names an object by its id")
    for e in log:
        kinds = RULE_KINDS.get(e.rule or "")
        if kinds is not None and e.kind not in kinds:
            out.append(f"{e} is a {e.kind!r} line; {e.rule} belongs on {sorted(kinds)} lines")
        for kind, pattern, rules in EVENTS:
            if e.kind == kind and pattern.search(e.text):
                if e.rule not in rules:
                    out.append(f"{e} should cite {' or '.join(sorted(rules))}")
                break
    for message in refusals:
        m = _LAST_RULE.search(message)
        for pattern, rules in REFUSALS:
            if pattern.search(message):
                if m is None or m.group(1) not in rules:
                    out.append(f"refusal {message!r} should cite {' or '.join(sorted(rules))}")
                break
    return out
