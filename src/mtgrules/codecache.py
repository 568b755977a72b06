"""A compiled-code cache for the methods :mod:`dataclasses` writes for mtgrules' classes.

Importing mtgrules builds about 450 dataclasses, and for each one :mod:`dataclasses` writes
the source of ``__init__``, ``__repr__``, ``__eq__`` and, for frozen classes, ``__hash__``,
``__setattr__`` and ``__delattr__``, then compiles it with :func:`exec`: about 2,600
compilations, most of a cold start's import time (docs/benchmarks.md, issue 14). Python
keeps the compiled code of a module's own source in ``__pycache__``; this module does the
same for that generated source.

:func:`install` puts a stand-in for :func:`exec` into the :mod:`dataclasses` module's
namespace (where its ``exec`` calls look first). For source executed in an mtgrules module's
globals, it runs the code object compiled from exactly that source, compiled now or read
from the cache file; everything else goes straight to the built-in. The cache is a dict from
source text to code object, so a class whose fields change simply has new source, and the
generated methods are the same whether or not the cache answered.

The file is ``$MTGRULES_CACHE_DIR/dataclass-code-TAG.marshal`` or, without that variable,
under ``$XDG_CACHE_HOME/mtgrules`` (``~/.cache/mtgrules``); ``TAG`` names the interpreter
and its bytecode version, so another Python never reads it. It is written once, at exit, by
a process that compiled something the file lacked; a file that can't be read or written is
ignored. ``MTGRULES_NO_CODE_CACHE=1`` turns the cache off.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import importlib.util
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

__all__ = ["CodeCache", "cache_path", "install", "installed"]

#: Turns the cache off when set to a non-empty value other than ``0``.
DISABLE_VAR = "MTGRULES_NO_CODE_CACHE"
#: The folder for the cache file, instead of ``$XDG_CACHE_HOME/mtgrules``.
DIR_VAR = "MTGRULES_CACHE_DIR"
#: Only source run in these modules' globals is cached.
PACKAGE = "mtgrules"


def cache_path() -> Path:
    """The cache file for this interpreter."""
    folder = os.environ.get(DIR_VAR)
    if folder:
        base = Path(folder).expanduser()
    else:
        xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        base = Path(xdg) / PACKAGE
    tag = sys.implementation.cache_tag or sys.implementation.name
    return base / f"dataclass-code-{tag}-{importlib.util.MAGIC_NUMBER.hex()}.marshal"


class CodeCache:
    """Code objects by the exact source text they were compiled from."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.stored: dict[str, CodeType] = _read(path)
        self.compiled: dict[str, CodeType] = {}
        self.used = 0
        self.hits: set[str] = set()  # the stored sources this process used

    def code(self, source: str) -> CodeType:
        """The code compiled from ``source``: the stored one, else compiled now."""
        code = self.stored.get(source)
        if code is not None:
            self.hits.add(source)
        else:
            code = self.compiled.get(source)
            if code is None:
                # as exec() compiles it in dataclasses, which has no __future__ imports: not
                # this module's (``annotations`` would turn the methods' annotations to text)
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.compiled[source] = code
        self.used += 1
        return code

    def exec(
        self,
        source: Any,
        globals: dict[str, Any] | None = None,
        locals: Any = None,
        /,
    ) -> None:
        """:func:`exec` for the :mod:`dataclasses` module: mtgrules' generated methods from
        the cache, anything else as the built-in runs it."""
        if (
            isinstance(source, str)
            and globals is not None
            and str(globals.get("__name__", "")).partition(".")[0] == PACKAGE
        ):
            builtins.exec(self.code(source), globals, locals)
        else:
            builtins.exec(source, globals, locals)

    def save(self) -> bool:
        """Write the stored and newly compiled code, if anything was compiled; True if
        written. Stored entries this process didn't use are kept while the stored ones are
        at most twice as many as this process's lookups; past that only what it used is
        kept, so the file doesn't grow without end as classes change."""
        if not self.compiled:
            return False
        if len(self.stored) <= 2 * self.used:
            entries = dict(self.stored)
        else:
            entries = {k: self.stored[k] for k in self.hits}
        entries.update(self.compiled)
        import tempfile  # only a process that compiled something writes

        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".dataclass-code-")
            try:
                with os.fdopen(fd, "wb") as out:
                    marshal.dump(entries, out)
                os.replace(tmp, self.path)
            except BaseException:
                os.unlink(tmp)
                raise
        except OSError:
            return False
        self.stored = entries
        self.compiled = {}
        return True


def _read(path: Path) -> dict[str, CodeType]:
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, CodeType)}


_installed: CodeCache | None = None


def installed() -> CodeCache | None:
    """The cache :func:`install` put in place, or None."""
    return _installed


def install() -> CodeCache | None:
    """Put the cache in place for the classes defined from now on (once per process); None
    where it is turned off or :mod:`dataclasses` already has an ``exec`` of someone else's."""
    global _installed
    if _installed is not None:
        return _installed
    if os.environ.get(DISABLE_VAR, "") not in ("", "0"):
        return None
    if "exec" in vars(dataclasses):
        return None
    cache = CodeCache(cache_path())
    dataclasses.exec = cache.exec  # type: ignore[attr-defined]
    atexit.register(cache.save)
    _installed = cache
    return cache
