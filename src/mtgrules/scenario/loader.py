"""Reading scenario files (the contract is ../shared/SCENARIOS.md, mirrored in docs/).

A malformed file raises :class:`~mtgrules.errors.ScenarioError` naming the file, the key
and what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..errors import ScenarioError
from ..rules.turn import STEPS

ACTIONS = frozenset(
    {
        "cast",
        "activate",
        "play",
        "pass",
        "resolve",
        "advance",
        "attack",
        "block",
        "assign_damage",
        "choose",
        "expect",
    }
)
EXPECT_KEYS = frozenset(
    {
        "life",
        "poison",
        "zone",
        "count",
        "damage",
        "pt",
        "tapped",
        "phased_out",
        "attacking",
        "blocked",
        "counters",
        "attached_to",
        "controller",
        "keywords",
        "stack",
        "step",
        "lost",
        "winner",
        "log",
    }
)
TOP_KEYS = frozenset(
    {"name", "description", "source", "rules", "tags", "cards", "players", "turn", "script"}
)
PLAYER_KEYS = frozenset(
    {"name", "life", "poison", "mana_pool", "hand", "library", "graveyard", "exile", "battlefield"}
)
OBJECT_KEYS = frozenset(
    {
        "card",
        "token",
        "id",
        "tapped",
        "damage",
        "counters",
        "phased_out",
        "summoning_sick",
        "attached_to",
        "controller",
        "power",
        "toughness",
        "colors",
        "types",
        "subtypes",
        "text",
        "name",
    }
)
CARD_KEYS = frozenset(
    {"name", "mana_cost", "type_line", "power", "toughness", "loyalty", "text", "colors"}
)
STEP_NAMES = frozenset(STEPS)


@dataclass
class Scenario:
    path: str
    name: str
    players: list[dict[str, Any]]
    turn: dict[str, Any]
    script: list[dict[str, Any]]
    cards: list[dict[str, Any]] = field(default_factory=list)
    description: str = ""
    source: str = ""
    rules: list[str] = field(default_factory=list)


def load(path: str | Path) -> Scenario:
    p = str(path)
    try:
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
    except OSError as e:
        raise ScenarioError(p, "(file)", f"can't read it: {e.strerror}") from e
    except yaml.YAMLError as e:
        raise ScenarioError(p, "(yaml)", f"not valid YAML: {e}") from e
    return parse(data, p)


def parse(data: Any, p: str = "<scenario>") -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError(p, "(top level)", "a scenario is a mapping")
    for k in data:
        if k not in TOP_KEYS:
            raise ScenarioError(p, str(k), "unknown key")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip() or "\n" in name.strip():
        raise ScenarioError(p, "name", "required, one line of text")
    players = data.get("players")
    if not isinstance(players, list) or len(players) < 2:
        raise ScenarioError(p, "players", "required: a list of 2 or more players")
    names: set[str] = set()
    for i, pl in enumerate(players):
        key = f"players[{i}]"
        if not isinstance(pl, dict):
            raise ScenarioError(p, key, "a player is a mapping with a name")
        for k in pl:
            if k not in PLAYER_KEYS:
                raise ScenarioError(p, f"{key}.{k}", "unknown key")
        n = pl.get("name")
        if not isinstance(n, str) or not n:
            raise ScenarioError(p, f"{key}.name", "required")
        if n in names:
            raise ScenarioError(p, f"{key}.name", f"{n!r} is used twice")
        names.add(n)
        for k in ("life", "poison"):
            if k in pl and not isinstance(pl[k], int):
                raise ScenarioError(p, f"{key}.{k}", "must be a whole number")
        for z in ("hand", "library", "graveyard", "exile", "battlefield"):
            objs = pl.get(z, [])
            if objs is None:
                objs = []
            if not isinstance(objs, list):
                raise ScenarioError(p, f"{key}.{z}", "must be a list of objects")
            for j, o in enumerate(objs):
                _check_object(p, f"{key}.{z}[{j}]", o)
    turn = data.get("turn") or {}
    if not isinstance(turn, dict):
        raise ScenarioError(p, "turn", "must be a mapping {active, step, number}")
    for k in turn:
        if k not in ("active", "step", "number"):
            raise ScenarioError(p, f"turn.{k}", "unknown key")
    if "active" in turn and turn["active"] not in names:
        raise ScenarioError(p, "turn.active", f"{turn['active']!r} isn't one of the players")
    if "step" in turn and turn["step"] not in STEP_NAMES:
        raise ScenarioError(
            p, "turn.step", f"unknown step {turn['step']!r}; steps are " + ", ".join(STEPS)
        )
    if "number" in turn and (not isinstance(turn["number"], int) or turn["number"] < 1):
        raise ScenarioError(p, "turn.number", "must be a whole number from 1")
    script = data.get("script") or []
    if not isinstance(script, list):
        raise ScenarioError(p, "script", "must be a list of steps")
    steps: list[dict[str, Any]] = []
    for i, st in enumerate(script):
        key = f"script[{i + 1}]"
        if isinstance(st, str):
            st = {st: None}
        if not isinstance(st, dict):
            raise ScenarioError(p, key, "a step is a mapping with one action key")
        acts = [k for k in st if k not in ("player", "expect_error")]
        if len(acts) != 1:
            raise ScenarioError(
                p,
                key,
                f"needs exactly one action (one of {', '.join(sorted(ACTIONS))})"
                f", found {acts or 'none'}",
            )
        act = acts[0]
        if act not in ACTIONS:
            raise ScenarioError(p, f"{key}.{act}", "unknown action")
        if "player" in st and st["player"] not in names:
            raise ScenarioError(p, f"{key}.player", f"{st['player']!r} isn't one of the players")
        if act == "expect":
            exp = st[act]
            if not isinstance(exp, dict):
                raise ScenarioError(p, f"{key}.expect", "must be a mapping of expectations")
            for k in exp:
                if k not in EXPECT_KEYS:
                    raise ScenarioError(p, f"{key}.expect.{k}", "unknown expectation")
        if act == "advance":
            goal = st[act]
            step = goal.get("step") if isinstance(goal, dict) else goal
            if step not in STEP_NAMES and step != "first_strike_damage":
                raise ScenarioError(p, f"{key}.advance", f"unknown step {step!r}")
        if act == "resolve" and not (st[act] == "all" or isinstance(st[act], int)):
            raise ScenarioError(p, f"{key}.resolve", "must be a number or 'all'")
        steps.append(dict(st))
    cards = data.get("cards") or []
    if not isinstance(cards, list):
        raise ScenarioError(p, "cards", "must be a list of card definitions")
    for i, c in enumerate(cards):
        key = f"cards[{i}]"
        if not isinstance(c, dict) or not isinstance(c.get("name"), str):
            raise ScenarioError(p, key, "a card needs a name")
        for k in c:
            if k not in CARD_KEYS:
                raise ScenarioError(p, f"{key}.{k}", "unknown key")
        if not isinstance(c.get("type_line"), str):
            raise ScenarioError(p, f"{key}.type_line", "required, e.g. 'Creature — Beast'")
    return Scenario(
        p,
        name.strip(),
        players,
        turn,
        steps,
        cards,
        str(data.get("description") or ""),
        str(data.get("source") or ""),
        [str(r) for r in data.get("rules") or []],
    )


def _check_object(p: str, key: str, o: Any) -> None:
    if isinstance(o, str):
        return
    if not isinstance(o, dict):
        raise ScenarioError(p, key, "an object is a card name or a mapping with card or token")
    for k in o:
        if k not in OBJECT_KEYS:
            raise ScenarioError(p, f"{key}.{k}", "unknown key")
    if "card" not in o and "token" not in o:
        raise ScenarioError(p, key, "needs 'card' or 'token'")
