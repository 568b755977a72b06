"""The game log: every event with the rule that caused it, as text and as JSON lines."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class LogEntry:
    turn: int
    step: str
    kind: str  # "damage", "life", "zone", "cast", "resolve", "sba", "priority", ...
    text: str
    rule: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # The rule is written once, by __str__: a text that already ends with it (a reason
        # quoted with its rule, "... (608.2b)") is stored without it, so no line can read
        # "(608.2b) (608.2b)".
        text = self.text
        if self.rule and text.endswith(")"):  # most texts don't end with a rule: no work
            tail = f" ({self.rule})"
            if text.endswith(tail):
                while text.endswith(tail):
                    text = text[: -len(tail)]
                object.__setattr__(self, "text", text)

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})" if self.rule else self.text

    def to_json(self) -> str:
        record = {"turn": self.turn, "step": self.step, "kind": self.kind, "text": self.text}
        if self.rule:
            record["rule"] = self.rule
        if self.data:
            record["data"] = self.data
        return json.dumps(record, ensure_ascii=False, sort_keys=True)
