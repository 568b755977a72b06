"""A scenario run, step by step: the board after each step, its log lines, its refusals and
its expectations, as plain data (dicts, lists, strings) that can cross a process boundary.

:func:`trace_text` runs a scenario from its YAML text with the scenario runner's per-step
hook (``Runner.on_step``), bounded in decisions and time (:class:`Limits`); it never raises
for what a visitor typed: a malformed scenario gives the same message as ``mtgrules check``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import yaml

from ..errors import MtgRulesError, ScenarioError
from ..game import Game
from ..rules import characteristics
from ..scenario.loader import Scenario, parse, parse_yaml
from ..scenario.runner import RunAborted, Runner, run_scenario

__all__ = ["DEFAULT_LIMITS", "Limits", "RunLimitError", "board", "expectation_items", "trace_text"]


@dataclass(frozen=True)
class Limits:
    """How much one run may do: bytes of YAML, script steps, engine decisions, seconds."""

    max_bytes: int = 256 * 1024
    max_steps: int = 1000
    max_decisions: int = 20_000
    seconds: float = 10.0


DEFAULT_LIMITS = Limits()


class RunLimitError(RunAborted):
    """A run went past its :class:`Limits` and was stopped."""


def load_text(text: str, path: str) -> Scenario:
    """A scenario from YAML text, with the errors ``mtgrules check`` gives for a file."""
    return parse(parse_yaml(text, path), path)  # aliases, nesting: as the loader reads files


def trace_text(text: str, path: str, limits: Limits = DEFAULT_LIMITS) -> dict[str, Any]:
    """Run the scenario ``text`` (shown as file ``path``) and describe every step.

    The result has ``name``, ``error`` (a message that stopped the run, or None: an invalid
    scenario reads exactly as in ``mtgrules check``), ``passed``, ``setup_failures`` and
    ``steps``: one per script step after the position (step 0), each with ``action`` (the
    step as YAML), ``board``, ``log`` (``{"text", "rule", "turn", "step"}``), ``refusals``,
    ``expectations`` (``{"expected", "found", "ok"}``) and ``failures``."""
    out: dict[str, Any] = {
        "name": path,
        "error": None,
        "passed": False,
        "setup_failures": [],
        "steps": [],
        "rules": [],
        "description": "",
    }
    size = len(text.encode("utf-8"))
    if size > limits.max_bytes:
        out["error"] = (
            f"the scenario is {size // 1024} KB; the limit here is {limits.max_bytes // 1024} KB"
        )
        return out
    try:
        sc = load_text(text, path)
    except ScenarioError as e:
        out["error"] = f"invalid scenario: {e}"
        return out
    out["name"] = sc.name
    out["rules"] = list(sc.rules)
    out["description"] = sc.description
    if len(sc.script) > limits.max_steps:
        out["error"] = (
            f"the script has {len(sc.script)} steps; the limit here is {limits.max_steps}"
        )
        return out
    steps: list[dict[str, Any]] = out["steps"]
    marks = {"log": 0, "refusals": 0}
    deadline = time.monotonic() + limits.seconds

    def on_step(runner: Runner, i: int, step: dict[str, Any]) -> None:
        g = runner.game
        if i == 0:
            _bound(g, limits, deadline)
        log = g.log[marks["log"] :]
        refusals = runner.refusals[marks["refusals"] :]
        marks["log"] = len(g.log)
        marks["refusals"] = len(runner.refusals)
        steps.append(
            {
                "index": i,
                "action": _step_yaml(step) if i else "the position",
                "expect": step.get("expect") if i else None,
                "expect_error": step.get("expect_error") if i else None,
                "board": board(g),
                "log": [
                    {"text": e.text, "rule": e.rule, "turn": e.turn, "step": e.step} for e in log
                ],
                "refusals": list(refusals),
                "expectations": [],
                "failures": [],
            }
        )
        if time.monotonic() > deadline:
            raise RunLimitError(f"the run took longer than {limits.seconds:g} s")

    try:
        result = run_scenario(sc, on_step)
    except ScenarioError as e:
        out["error"] = f"invalid scenario: {e}"
        return out
    except RunLimitError as e:
        out["error"] = f"stopped: {e} (the limit for a run here)"
        return out
    except MtgRulesError as e:
        out["error"] = f"error: {e}"
        return out
    except RecursionError:
        out["error"] = "internal error: RecursionError"
        return out
    except Exception as e:  # an engine bug: report it as the CLI does, keep the steps so far
        out["error"] = f"internal error: {type(e).__name__}: {e}"
        return out
    by_step: dict[int, list[dict[str, str]]] = {}
    for f in result.failures:
        by_step.setdefault(f.step, []).append({"expected": f.expected, "found": f.found})
    for st in steps:
        fails = by_step.pop(st["index"], [])
        st["failures"] = fails
        if st["expect"]:
            st["expectations"] = _match(expectation_items(st["expect"]), fails)
        elif st["expect_error"] is not None and not fails:
            want = f"an error containing {st['expect_error']!r}"
            found = st["refusals"][0] if st["refusals"] else "?"
            st["expectations"] = [{"expected": want, "found": found, "ok": True}]
        else:  # a refused or stopped action: what the script needed and what happened
            st["expectations"] = [dict(f, ok=False) for f in fails]
    out["setup_failures"] = [f for fs in by_step.values() for f in fs]
    out["passed"] = result.passed
    for st in steps:
        st.pop("expect", None)
    if steps and len(steps) <= len(sc.script):  # the script stopped: the steps not run
        stopped = steps[-1]["index"]
        for i in range(len(steps), len(sc.script) + 1):
            steps.append(
                {
                    "index": i,
                    "action": _step_yaml(sc.script[i - 1]),
                    "not_run": f"not run: the script stopped at step {stopped}",
                    "expect_error": None,
                    "board": None,
                    "log": [],
                    "refusals": [],
                    "expectations": [],
                    "failures": [],
                }
            )
    return out


def _bound(g: Game, limits: Limits, deadline: float) -> None:
    """Wrap this game's ``apply`` so that no run makes more than ``limits.max_decisions``
    decisions or goes past its deadline (the scenario runner's own loops stay bounded)."""
    apply = g.apply

    def bounded(action: Any) -> None:
        if g.decisions_made >= limits.max_decisions:
            raise RunLimitError(f"more than {limits.max_decisions} decisions")
        if time.monotonic() > deadline:
            raise RunLimitError(f"the run took longer than {limits.seconds:g} s")
        apply(action)

    g.apply = bounded  # type: ignore[method-assign]


def _step_yaml(step: dict[str, Any]) -> str:
    text = yaml.safe_dump(
        step, default_flow_style=True, sort_keys=False, allow_unicode=True, width=10_000
    )
    return str(text).strip()


def expectation_items(exp: dict[str, Any]) -> list[str]:
    """Each expectation of an ``expect`` step, worded as the runner words a failure of it."""
    items: list[str] = []
    for name, want in (exp.get("life") or {}).items():
        items.append(f"{name}'s life {want}")
    for name, want in (exp.get("poison") or {}).items():
        items.append(f"{name}'s poison {want}")
    for h, want in (exp.get("zone") or {}).items():
        items.append(f"{h} in {want}")
    for key, want in (exp.get("count") or {}).items():
        items.append(f"{key} = {want}")
    for key in ("damage", "pt", "tapped", "phased_out", "attacking", "blocked"):
        for h, want in (exp.get(key) or {}).items():
            items.append(f"{h} {key} {want}")
    for h, want in (exp.get("counters") or {}).items():
        for kind, n in (want or {}).items():
            items.append(f"{h} with {n} {kind} counter(s)")
    for h, want in (exp.get("attached_to") or {}).items():
        items.append(f"{h} attached to {want}")
    for h, want in (exp.get("controller") or {}).items():
        items.append(f"{h} controlled by {want}")
    for h, want in (exp.get("keywords") or {}).items():
        for kw in want or []:
            items.append(f"{h} to have {kw}")
    if "stack" in exp:
        items.append(f"stack {list(exp['stack'] or [])}")
    if "step" in exp:
        items.append(f"step {exp['step']}")
    if "lost" in exp:
        items.append(f"lost {exp['lost']}")
    if "winner" in exp:
        items.append(f"winner {exp['winner']}")
    for want in exp.get("log") or []:
        items.append(f"the log to show {want!r}")
    return items


def _match(items: list[str], failures: list[dict[str, str]]) -> list[dict[str, Any]]:
    """Each expectation green (held) or red (with what was found instead); a failure that
    matches no item (the script stopped, say) is shown red as well."""
    left = list(failures)
    rows: list[dict[str, Any]] = []
    for item in items:
        hit = next((f for f in left if f["expected"] == item), None)
        if hit is None:
            rows.append({"expected": item, "found": "as expected", "ok": True})
        else:
            left.remove(hit)
            rows.append({"expected": item, "found": hit["found"], "ok": False})
    rows += [{"expected": f["expected"], "found": f["found"], "ok": False} for f in left]
    return rows


# ---------------------------------------------------------------------------------- board


def board(g: Game) -> dict[str, Any]:
    """The visible state: each player's life, poison, zones and permanents, and the stack.

    Read from a copy: computing characteristics fills the game's cache, and looking must
    not change what happens next."""
    g = g.clone()
    names = [p.name for p in g.players]

    def obj_name(oid: int | None) -> str | None:
        if oid is None:
            return None
        o = g.objects.get(oid)
        return o.name if o is not None else f"#{oid}"

    players: list[dict[str, Any]] = []
    for p in g.players:
        players.append(
            {
                "name": p.name,
                "life": p.life,
                "poison": p.poison,
                "lost": p.lost,
                "loss_reason": p.loss_reason,
                "mana_pool": str(p.mana_pool),
                "hand": [obj_name(i) for i in p.hand],
                "library": len(p.library),
                "graveyard": [obj_name(i) for i in reversed(p.graveyard)],  # top first
                "exile": [obj_name(i) for i in g.exile if g.objects[i].owner == p.index],
                "counters": dict(p.counters),
                "battlefield": [],
            }
        )
    for oid in g.battlefield:
        o = g.objects[oid]
        pt = None
        controller = o.controller
        try:
            ch = characteristics.chars(g, oid)
            controller = ch.controller
            if ch.is_type("creature") and ch.power is not None:
                pt = f"{ch.power}/{ch.toughness}"
        except Exception:  # a phased-out permanent: its printed values
            if o.card.power is not None:
                pt = f"{o.card.power}/{o.card.toughness}"
        attached = None
        if o.attached_to_player is not None:
            attached = names[o.attached_to_player]
        elif o.attached_to is not None:
            attached = obj_name(o.attached_to)
        players[controller]["battlefield"].append(
            {
                "id": oid,
                "name": o.name,
                "pt": pt,
                "counters": dict(o.counters),
                "damage": o.damage,
                "tapped": o.tapped,
                "attached_to": attached,
                "phased_out": o.phased_out,
                "controller": names[controller],
                "owner": names[o.owner],
                "token": o.is_token,
                "attacking": oid in g.combat.attackers,
                "blocking": oid in g.combat.blockers,
            }
        )
    stack = []
    for item in reversed(g.stack):  # top first
        targets = []
        for group in item.targets:
            for t in group:
                if t.player is not None:
                    targets.append(names[t.player])
                else:
                    targets.append(obj_name(t.object_id) or "?")
        stack.append({"name": item.name, "controller": names[item.controller], "targets": targets})
    d = g.pending
    return {
        "turn": g.turn_number,
        "step": g.step,
        "active": names[g.active_player],
        "pending": None if d is None else d.prompt,
        "over": g.over,
        "winner": names[g.winner] if g.winner is not None else None,
        "players": players,
        "stack": stack,
    }
