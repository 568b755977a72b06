"""Flavor words (207.2d): "Exterminate! — When this creature enters, destroy ..." and named
modes ("• Cure Wounds — You gain 2 life.").

A flavor word, like an ability word (207.2c), has no rules meaning: the parser reads the
line without it and keeps it in the ability's (or the mode's) layout, only so that the
renderer writes the line back as printed. A word before an em dash that does have rules
meaning (a keyword such as "Boast —" or "Max speed —", a choice such as "• Khans —") is never
taken for a flavor word: those are listed in ``NOT_FLAVOR``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import Layout, Modal

__all__ = ["apply_flavor", "strip_flavor"]

# 207.2d: a flavor word starts its line (or a mode, after its bullet) and ends at " — "; it
# is written with a capital letter and has no mana symbols, quotes or the card's name in it
_LINE_WORD = re.compile(r"^([A-Z][^—•\"~{}:]{0,60}?) — (?!•)")
_MODE_WORD = re.compile(r"• ([A-Z][^—•\"~{}:]{0,60}?) — ")

#: Words written before an em dash that are not flavor words: keywords and other words
#: with rules meaning (702.142 boast, 702.177 exhaust, 702.57 forecast, 702.178 max speed,
#: 702.169 solved, 702.159 visit, 702.139 companion, 717 attractions' prize), the choices
#: of "choose Khans or Dragons" and the rules of other formats and silver-bordered cards.
NOT_FLAVOR = frozenset(
    {
        "boast",
        "exhaust",
        "forecast",
        "max speed",
        "solved",
        "to solve",
        "visit",
        "prize",
        "companion",
        "power-up",
        "gotcha",
        "rulebreaker",
        "mono eminence",
        "legacy",
        "hero's reward",
        "team cloudspire",
        "team speed demons",
        "fixed commander ninjutsu",
        "dci ruling",
        "requirement",
        "judge call!",
        "rule zero",
        "flavor",
        "khans",
        "dragons",
        "level up",
        "class",
    }
)


def _is_flavor(word: str) -> bool:
    low = word.lower()
    if low in NOT_FLAVOR or low in words.ABILITY_WORDS or low.startswith("choose "):
        return False
    keywords = (
        *words.SIMPLE_KEYWORDS,
        *words.COST_KEYWORDS,
        *words.NUMBER_KEYWORDS,
        *words.KEYWORD_LINE_WORDS,
    )
    return not any(c.isdigit() for c in low) and all(low != k.lower() for k in keywords)


def strip_flavor(line: str) -> tuple[str, str | None, tuple[str, ...]] | None:
    """``line`` without its flavor words (207.2d): the line, the flavor word that began it
    (or None) and the flavor words of its modes in order ("" for a mode without one); None
    when the line has no flavor word."""
    head: str | None = None
    m = _LINE_WORD.match(line)
    if m is not None and _is_flavor(m.group(1)):
        head = m.group(1)
        line = line[m.end() :]
    names: list[str] = []
    if "•" in line:
        parts = line.split("• ")
        out = [parts[0]]
        for part in parts[1:]:
            mm = _MODE_WORD.match("• " + part)
            if mm is not None and _is_flavor(mm.group(1)):
                names.append(mm.group(1))
                part = part[mm.end() - 2 :]
            else:
                names.append("")
            out.append(part)
        line = "• ".join(out)
    if head is None and not any(names):
        return None
    return line, head, tuple(names) if any(names) else ()


def apply_flavor(items: list[Any], head: str | None, names: tuple[str, ...]) -> list[Any] | None:
    """The abilities of a line read without its flavor words, with the words put back in
    their layouts for the renderer (207.2d: they change nothing else); None when the modes
    read don't match the named bullets."""
    out = list(items)
    if names:
        found = 0
        for i, item in enumerate(out):
            effects = getattr(item, "effects", None)
            if effects is None:
                continue
            new = list(effects)
            for k, e in enumerate(new):
                if isinstance(e, Modal):
                    modes = []
                    for mode in e.modes:
                        if found >= len(names):
                            return None
                        name = names[found] or None
                        layout = mode.layout or Layout()
                        modes.append(replace(mode, layout=replace(layout, ability_word=name)))
                        found += 1
                    new[k] = replace(e, modes=tuple(modes))
            if isinstance(effects, tuple):
                out[i] = replace(item, effects=tuple(new))
            else:
                effects[:] = new
        if found != len(names):
            return None
    if head is not None and out:
        first = out[0]
        if hasattr(first, "ability_word") and not hasattr(first, "layout"):
            first.ability_word = head  # a spell's paragraph (parser.SpellPart)
        else:
            layout = getattr(first, "layout", None) or Layout()
            if layout.ability_word is not None:
                return None
            out[0] = replace(first, layout=replace(layout, ability_word=head))
    return out
