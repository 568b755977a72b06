"""Runs for the web app, each in its own short-lived process that is killed past its time.

The in-process bounds of :mod:`.trace` (decisions, a deadline checked at each decision)
stop a long script; a process of its own also stops an engine step that never returns and
keeps one visitor's run from using up the server's memory. Processes come from a fork
server that has the card database and the Oracle grammar loaded already, so a run starts
warm. ``isolate=False`` runs in the calling thread (the in-process bounds only).
"""

from __future__ import annotations

import multiprocessing as mp
import os
import threading
from multiprocessing.connection import Connection
from typing import Any

from .trace import DEFAULT_LIMITS, Limits, trace_text

__all__ = ["Sandbox", "warm"]

_MEMORY_HEADROOM = 2 * 1024**3  # bytes of address space a run may add to the warm process


def warm() -> None:
    """Load what every run needs (the card database, the Oracle text grammar, the rules)."""
    from ..cards.database import CardDatabase
    from ..cards.parser import parse_oracle
    from ..comprules import comp_rules

    CardDatabase.bundled()
    parse_oracle("Flying", "Warm-up", ("creature",))
    comp_rules()


def _limit_memory() -> None:
    try:
        import resource

        with open("/proc/self/statm") as f:
            vm = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        cap = vm + _MEMORY_HEADROOM
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except (OSError, ValueError, ImportError):  # not Linux: the time limit still holds
        pass


def summary(trace: dict[str, Any]) -> dict[str, Any]:
    """What the scenario list shows of a run: its name, pass or fail, the error, the rules."""
    return {k: trace.get(k) for k in ("name", "passed", "error", "rules")}


def _child(conn: Connection, items: list[tuple[str, str]], limits: Limits, brief: bool) -> None:
    _limit_memory()
    try:
        out = []
        for text, path in items:
            t = trace_text(text, path, limits)
            out.append(summary(t) if brief else t)
        conn.send(out)
    except MemoryError:
        conn.send([{"error": "stopped: the run used too much memory (the limit for a run here)"}])
    finally:
        conn.close()


class Sandbox:
    """Runs scenario texts with :func:`~.trace.trace_text`, at most ``parallel`` at once."""

    batch = 25  # scenarios per process when listing

    def __init__(
        self, limits: Limits = DEFAULT_LIMITS, isolate: bool = True, parallel: int = 2
    ) -> None:
        self.limits = limits
        self.isolate = isolate
        self._slots = threading.BoundedSemaphore(parallel)
        self._ctx: Any = None

    def _context(self) -> Any:
        if self._ctx is None:
            ctx = mp.get_context("forkserver")
            ctx.set_forkserver_preload(["mtgrules.web._preload"])
            self._ctx = ctx
        return self._ctx

    def _call(self, items: list[tuple[str, str]], brief: bool) -> list[dict[str, Any]] | str:
        """Run ``items`` in one fresh process; the results, or why there are none."""
        ctx = self._context()
        recv, send = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_child, args=(send, items, self.limits, brief), daemon=True)
        with self._slots:
            proc.start()
            send.close()
            try:
                # the in-process deadline comes first; this is the backstop
                if recv.poll(self.limits.seconds * len(items) + 5.0):
                    try:
                        got: list[dict[str, Any]] = recv.recv()
                        return got
                    except EOFError:
                        pass
                else:
                    return (
                        f"stopped: the run took longer than {self.limits.seconds:g} s "
                        "(the limit for a run here)"
                    )
            finally:
                recv.close()
                if proc.is_alive():
                    proc.kill()
                proc.join(5)
        return f"internal error: the run's process ended (exit code {proc.exitcode})"

    def run(self, text: str, path: str) -> dict[str, Any]:
        """The trace of one run; a run past its time is killed and says so."""
        base: dict[str, Any] = {
            "name": path,
            "passed": False,
            "error": None,
            "setup_failures": [],
            "steps": [],
            "rules": [],
        }
        if not self.isolate:
            with self._slots:
                return trace_text(text, path, self.limits)
        got = self._call([(text, path)], brief=False)
        if isinstance(got, str):
            return base | {"error": got}
        return base | got[0]

    def summaries(self, items: list[tuple[str, str]]) -> list[dict[str, Any]]:
        """:func:`summary` of each run, a batch of runs to a process; a batch that fails is
        run again one scenario to a process, so each result is the scenario's own."""
        if not self.isolate:
            return [summary(self.run(text, path)) for text, path in items]
        out: list[dict[str, Any]] = []
        for i in range(0, len(items), self.batch):
            chunk = items[i : i + self.batch]
            got = self._call(chunk, brief=True) if len(chunk) > 1 else "one at a time"
            if isinstance(got, str) or len(got) != len(chunk):
                got = [summary(self.run(text, path)) for text, path in chunk]
            out += got
        return out
