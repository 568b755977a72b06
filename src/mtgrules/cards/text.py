"""Oracle text as the parser reads it and the renderer writes it back (no lark needed)."""

from __future__ import annotations

import re

__all__ = ["strip_reminder_text"]

_REMINDER = re.compile(r"\s*\([^()]*\)")


def strip_reminder_text(text: str) -> str:
    """Oracle text without reminder text (parenthesised) and with whitespace normalised."""
    previous = None
    while previous != text:
        previous = text
        text = _REMINDER.sub("", text)
    lines = []
    for line in text.replace("\r", "").split("\n"):
        line = " ".join(line.split())
        if line:
            lines.append(line)
    return "\n".join(lines)
