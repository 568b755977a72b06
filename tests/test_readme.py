"""The README's Python example runs and prints what it says."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_example() -> None:
    text = README.read_text()
    code = re.search(r"```python\n(.*?)```", text, re.S)
    assert code is not None
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code.group(1), "README.md", "exec"), {})
    printed = out.getvalue()
    assert "Lightning Bolt can't target Paladin en-Vec: protection from red (702.16b)" in printed
    assert "\n17\n" in printed
