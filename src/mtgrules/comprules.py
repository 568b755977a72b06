"""The Comprehensive Rules text: every rule by its number, with its parent and subrules.

The bundled release is ``data/MagicCompRules_2026-01-16.txt`` (see ``data/NOTICE``);
``mtgrules rules import FILE.txt`` copies a newer release to the user's data folder
(``$MTGRULES_RULES_TEXT`` or ``$XDG_DATA_HOME/mtgrules/MagicCompRules.txt``), which is used
in its place from then on. ``mtgrules rule 702.16e`` and the web app's rule pages read it
through :func:`comp_rules`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

__all__ = [
    "BUNDLED_FILE",
    "ENV_VAR",
    "RULE_REF",
    "Rule",
    "RulesText",
    "comp_rules",
    "default_user_rules_path",
    "import_rules",
    "parse_rules",
    "rule_numbers",
]

ENV_VAR = "MTGRULES_RULES_TEXT"
BUNDLED_FILE = "MagicCompRules_2026-01-16.txt"

#: A rule number in running text, as the engine cites it: "702.16e", "704.5g", "601.2".
RULE_REF = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\da-z])")
#: Any rule number in a log entry's rule field, sections too: "702.19b, 510.1c", "704".
_RULE_FIELD = re.compile(r"(?<![\d.])\d{3}(?:\.\d+[a-z]?)?(?![\da-z])")


def rule_numbers(field_text: str | None) -> list[str]:
    """The rule numbers a log entry's or refusal's rule field names, in order."""
    return _RULE_FIELD.findall(field_text or "")


_CHAPTER = re.compile(r"^(\d)\.\s+(\S.*)$")  # 7. Additional Rules
_SECTION = re.compile(r"^(\d{3})\.\s+(\S.*)$")  # 702. Keyword Abilities
# (the published text has a few stray or missing dots: "119.1d. In a ...", "606.5 If the ...")
_RULE = re.compile(r"^(\d{3}\.\d+)\.?\s+(\S.*)$")  # 702.16. Protection
_SUBRULE = re.compile(r"^(\d{3}\.\d+[a-z])\.?\s+(\S.*)$")  # 702.16e Any damage ...
_EFFECTIVE = re.compile(r"effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})")


@dataclass
class Rule:
    """One numbered rule: a chapter ("7"), a section ("702"), a rule ("702.16") or a subrule
    ("702.16e"). ``text`` is its first paragraph; ``more`` the paragraphs that follow it
    (examples, continued text)."""

    number: str
    text: str
    more: list[str] = field(default_factory=list)
    parent: str | None = None
    children: list[str] = field(default_factory=list)

    @property
    def paragraphs(self) -> list[str]:
        return [self.text, *self.more]


@dataclass
class RulesText:
    """A release of the Comprehensive Rules, parsed: ``rules`` in document order."""

    rules: dict[str, Rule]
    effective: str = ""
    source: str = ""

    def __contains__(self, number: object) -> bool:
        return isinstance(number, str) and normalize_number(number) in self.rules

    def __len__(self) -> int:
        return len(self.rules)

    def __iter__(self) -> Iterator[Rule]:
        return iter(self.rules.values())

    def get(self, number: str) -> Rule:
        """The rule with this number (``"702.16e"``, ``"702.16."``); KeyError if none."""
        key = normalize_number(number)
        try:
            return self.rules[key]
        except KeyError:
            raise KeyError(number) from None

    def lineage(self, number: str) -> list[Rule]:
        """The rule's ancestors, outermost first (chapter, section, rule), then the rule."""
        out = [self.get(number)]
        while out[0].parent is not None:
            out.insert(0, self.rules[out[0].parent])
        return out

    def format(self, number: str, subrules: bool = True) -> str:
        """The rule as plain text: its number and text, then its subrules if asked."""
        rule = self.get(number)
        lines = [_heading(rule), *rule.more]
        if subrules:
            for c in rule.children:
                child = self.rules[c]
                lines.append("")
                lines.append(_heading(child))
                lines.extend(child.more)
        return "\n".join(lines)


def _heading(rule: Rule) -> str:
    sep = ". " if rule.number[-1].isdigit() else " "
    return f"{rule.number}{sep}{rule.text}"


def normalize_number(number: str) -> str:
    return number.strip().rstrip(".").lower()


def parse_rules(text: str, source: str = "") -> RulesText:
    """Parse the plain-text Comprehensive Rules (as published) into numbered rules.

    The body runs from the chapter heading before rule 100.1 to the glossary; the table of
    contents before it and the glossary and credits after it are skipped. Raises ValueError
    if the text doesn't look like the Comprehensive Rules."""
    lines = text.replace("\r\n", "\n").replace("\ufeff", "").split("\n")
    start = next((i for i, ln in enumerate(lines) if ln.startswith("100.1. ")), None)
    if start is None:
        raise ValueError("no rule 100.1: this isn't the Comprehensive Rules text")
    while start > 0 and not _CHAPTER.match(lines[start]):
        start -= 1
    end = next((i for i in range(start, len(lines)) if lines[i].strip() == "Glossary"), None)
    body = lines[start : end if end is not None else len(lines)]
    rules: dict[str, Rule] = {}
    current: Rule | None = None
    chapter: str | None = None
    section: str | None = None
    for raw in body:
        line = raw.strip()
        if not line:
            continue
        if m := _SUBRULE.match(line):
            number = m.group(1)
            parent = number[:-1]
        elif m := _RULE.match(line):
            number = m.group(1)
            parent = number.split(".")[0]
        elif m := _SECTION.match(line):
            number = m.group(1)
            parent = chapter
            section = number
        elif (m := _CHAPTER.match(line)) and int(m.group(1)) == int(chapter or 0) + 1:
            number = m.group(1)
            parent = None
            chapter = number
        else:
            if current is not None:
                current.more.append(line)  # "Example: ..." and continued paragraphs
            continue
        if number in rules:  # a repeated number would be a typo in the source; keep the first
            current = rules[number]
            continue
        if parent is not None and parent not in rules:
            parent = section if section in rules else chapter
        current = Rule(number, m.group(2).strip(), parent=parent)
        rules[number] = current
        if parent is not None and parent in rules:
            rules[parent].children.append(number)
    if len(rules) < 100:
        raise ValueError(f"only {len(rules)} numbered rules: this isn't the Comprehensive Rules")
    eff = _EFFECTIVE.search(text[:2000])
    return RulesText(rules, eff.group(1) if eff else "", source)


def default_user_rules_path() -> Path:
    """Where ``mtgrules rules import`` writes: ``$MTGRULES_RULES_TEXT`` if set, else
    ``$XDG_DATA_HOME/mtgrules/MagicCompRules.txt`` (``~/.local/share/...``)."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "mtgrules" / "MagicCompRules.txt"


_CACHE: dict[str, RulesText] = {}


def comp_rules() -> RulesText:
    """The rules in use, parsed once: an imported release (see :func:`default_user_rules_path`)
    if there is one, else the bundled release."""
    user = default_user_rules_path()
    key = str(user) if user.is_file() else "<package>"
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    if key == "<package>":
        text = resources.files("mtgrules").joinpath("data", BUNDLED_FILE).read_text("utf-8")
        parsed = parse_rules(text, f"bundled {BUNDLED_FILE}")
    else:
        parsed = parse_rules(user.read_text("utf-8-sig"), str(user))
    _CACHE[key] = parsed
    return parsed


def import_rules(path: str | os.PathLike[str], out: Path | None = None) -> tuple[RulesText, Path]:
    """Check that ``path`` is a Comprehensive Rules text file and copy it to ``out`` (default
    :func:`default_user_rules_path`). Returns the parsed rules and where they were written."""
    raw = Path(path).read_bytes()
    for enc in ("utf-8-sig", "cp1252"):  # older releases were published in Windows-1252
        try:
            text = raw.decode(enc)
            break
        except UnicodeDecodeError:
            continue
    parsed = parse_rules(text, str(path))
    target = out or default_user_rules_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(target)
    _CACHE.clear()
    parsed.source = str(target)
    return parsed, target
