"""``mtgrules simulate --ray``: batches of games as tasks on a Ray cluster (the optional
``ray`` extra: ``pip install "mtgrules[ray]"``).

The task runs the same batch function as the process pool (passed in as ``fn``, so this
module needs nothing from the rest of the engine). A worker process that dies has its batch
run again by Ray (``max_retries``); a batch that still fails after that is handed to
``on_lost``, which turns it into results that say so, so no game goes missing. Results come
back in the order batches finish.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from .batching import GuidedBatches

S = TypeVar("S")
J = TypeVar("J")
R = TypeVar("R")

MAX_RETRIES = 3  # runs of a batch after its worker died (Ray task retries)
_NICENESS = "RAY_worker_niceness"


class RayUnavailable(RuntimeError):
    """``ray`` isn't installed, or no cluster answers at the address."""


def _timed(fn: Callable[[S, list[J]], list[R]], spec: S, jobs: list[J]) -> tuple[list[R], float]:
    """The Ray task: one batch, and the seconds it took inside the worker."""
    start = time.perf_counter()
    results = fn(spec, jobs)
    return results, time.perf_counter() - start


def import_ray() -> Any:
    try:
        import ray  # type: ignore[import-not-found, unused-ignore]
    except ImportError as e:
        raise RayUnavailable(
            'ray is not installed: pip install "mtgrules[ray]" (or pip install ray)'
        ) from e
    return ray


def start(address: str | None, num_cpus: int | None) -> tuple[Any, bool, int]:
    """Connect to (``address``) or start (``None``) a Ray instance, quietly and without the
    dashboard; returns the module, whether this call started it, and the CPUs it has."""
    ray = import_ray()
    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {
            "include_dashboard": False,
            "log_to_driver": False,
            "logging_level": 40,  # logging.ERROR (logging not imported: the cold start)
        }
        if address is None:
            kwargs["num_cpus"] = num_cpus
        # Ray runs its workers at nice 15 by default; a local instance plays at the same
        # priority as the process pool of --workers (the raylet reads this when it starts).
        saved = os.environ.get(_NICENESS)
        if address is None:
            os.environ[_NICENESS] = "0"
        try:
            ray.init(address=address, **kwargs)
        except (ConnectionError, RuntimeError, ValueError) as e:
            raise RayUnavailable(f"can't reach a Ray cluster at {address}: {e}") from e
        finally:
            if saved is None:
                os.environ.pop(_NICENESS, None)
            else:
                os.environ[_NICENESS] = saved
        started = True
    cpus = int(ray.cluster_resources().get("CPU", 0)) or (num_cpus or 1)
    return ray, started, cpus


def run_batches(
    fn: Callable[[S, list[J]], list[R]],
    spec: S,
    jobs: Sequence[J],
    on_lost: Callable[[list[J], BaseException], list[R]],
    *,
    address: str | None = None,
    num_cpus: int | None = None,
    batch_size: int | None = None,
    max_retries: int = MAX_RETRIES,
    task: Callable[..., tuple[list[R], float]] | None = None,
    on_start: Callable[[int], None] | None = None,
) -> Iterator[list[R]]:
    """Run ``fn(spec, batch)`` for batches of ``jobs`` as Ray tasks; yield each batch's
    results as it finishes. ``on_start`` hears the cluster's CPU count once Ray is up;
    ``task`` replaces :func:`_timed` (tests: a worker that dies)."""
    ray, started, cpus = start(address, num_cpus)
    try:
        if on_start is not None:
            on_start(cpus)
        remote = ray.remote(num_cpus=1, max_retries=max_retries)(task or _timed)
        spec_ref = ray.put(spec)  # sent to the object store once, not with every task
        batches: GuidedBatches[J] = GuidedBatches(jobs, cpus, fixed=batch_size)
        inflight: dict[Any, list[J]] = {}

        def fill() -> None:
            while len(inflight) < 2 * cpus:
                batch = batches.take()
                if not batch:
                    return
                inflight[remote.remote(fn, spec_ref, batch)] = batch

        fill()
        while inflight:
            done, _ = ray.wait(list(inflight), num_returns=1)
            for ref in done:
                batch = inflight.pop(ref)
                try:
                    results, seconds = ray.get(ref)
                except ray.exceptions.RayError as e:  # retries spent: say so, game by game
                    yield on_lost(batch, e)
                else:
                    batches.record(len(batch), seconds)
                    yield results
            fill()
    finally:
        if started:
            ray.shutdown()
