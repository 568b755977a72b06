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


def _child(conn: Connection, text: str, path: str, limits: Limits) -> None:
    try:
        import resource

        with open("/proc/self/statm") as f:
            vm = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        cap = vm + _MEMORY_HEADROOM
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except (OSError, ValueError, ImportError):  # not Linux: the time limit still holds
        pass
    try:
        conn.send(trace_text(text, path, limits))
    except MemoryError:
        conn.send({"error": "stopped: the run used too much memory (the limit for a run here)"})
    finally:
        conn.close()


class Sandbox:
    """Runs scenario texts with :func:`~.trace.trace_text`, at most ``parallel`` at once."""

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

    def run(self, text: str, path: str) -> dict[str, Any]:
        """The trace of one run; a run past its time is killed and says so."""
        with self._slots:
            if not self.isolate:
                return trace_text(text, path, self.limits)
            ctx = self._context()
            recv, send = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_child, args=(send, text, path, self.limits), daemon=True)
            proc.start()
            send.close()
            try:
                # the in-process deadline comes first; this is the backstop
                if recv.poll(self.limits.seconds + 5.0):
                    try:
                        result: dict[str, Any] = recv.recv()
                    except EOFError:
                        result = {}
                else:
                    result = {
                        "error": f"stopped: the run took longer than {self.limits.seconds:g} s "
                        "(the limit for a run here)"
                    }
            finally:
                recv.close()
                if proc.is_alive():
                    proc.kill()
                proc.join(5)
            if not result:
                code = proc.exitcode
                result = {"error": f"internal error: the run's process ended (exit code {code})"}
            base = {"name": path, "passed": False, "setup_failures": [], "steps": []}
            return base | result
