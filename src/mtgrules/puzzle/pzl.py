"""Forge's puzzle files (``.pzl``) read into mtgrules scenarios.

A ``.pzl`` file has a ``[metadata]`` section of ``Key:Value`` lines (Name, URL, Goal, Turns,
Difficulty, Description) and a ``[state]`` section of ``key=value`` lines: ``turn``,
``activeplayer`` (human or ai), ``activephase``, ``humanlife`` / ``ailife`` and one line per
zone (``humanhand=``, ``humanlibrary=``, ``humangraveyard=``, ``humanbattlefield=``,
``humanexile=``, and the same for ``ai``), each a ``;``-separated list of cards. A card may
carry ``|``-separated modifiers: ``Tapped``, ``SummonSick``, ``Counters:P1P1=2,...``,
``Id:N`` and ``Attaching:N`` (this card is attached to the card with ``Id:N``), ``Set:XXX``
(ignored: the printing doesn't change the rules). ``RemoveSummoningSickness=true`` makes
every creature able to attack.

The scenario keeps the goal in its ``tags``: ``puzzle``, ``goal:win`` and ``turns:N`` (win
before the end of turn N, counted from the puzzle's ``turn``). Anything the engine can't
represent (another goal, an unknown key or modifier, a card the engine doesn't support) is
refused with the reason, all problems at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CardTextError, MtgRulesError, UnknownCardError

PLAYERS = {"human": "Human", "ai": "AI"}
ZONES = ("hand", "library", "graveyard", "battlefield", "exile")
PHASES = {
    "untap": "untap",
    "upkeep": "upkeep",
    "draw": "draw",
    "main1": "main1",
    "combat_begin": "beginning_of_combat",
    "combat_declare_attackers": "declare_attackers",
    "combat_declare_blockers": "declare_blockers",
    "combat_first_strike_damage": "first_strike_damage",
    "combat_damage": "combat_damage",
    "combat_end": "end_of_combat",
    "main2": "main2",
    "end_of_turn": "end",
    "cleanup": "cleanup",
}
COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1", "LOYALTY": "loyalty"}
IGNORED_STATE = {"turn", "activeplayer", "activephase", "removesummoningsickness"}


class PuzzleError(MtgRulesError, ValueError):
    """A puzzle file that can't be played: every problem, one a line."""

    def __init__(self, path: str, problems: list[str]) -> None:
        self.path = path
        self.problems = problems
        super().__init__(f"{path} can't be imported:\n" + "\n".join(f"  {p}" for p in problems))


@dataclass
class Puzzle:
    name: str
    goal: str
    turns: int
    description: str
    difficulty: str
    scenario: dict[str, Any] = field(default_factory=dict)


def _sections(text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip().lower()
            out.setdefault(current, [])
            continue
        out.setdefault(current, []).append(line)
    return out


def _card_entry(
    text: str, where: str, problems: list[str], attach: list[tuple[dict[str, Any], str]]
) -> dict[str, Any] | None:
    parts = [p.strip() for p in text.split("|")]
    name = parts[0]
    if not name:
        problems.append(f"{where}: an empty card entry")
        return None
    entry: dict[str, Any] = {"card": name}
    for mod in parts[1:]:
        key, _, value = mod.partition(":")
        k = key.strip().lower()
        if k == "tapped":
            entry["tapped"] = True
        elif k == "summonsick":
            entry["summoning_sick"] = True
        elif k == "counters":
            counters: dict[str, int] = {}
            for c in value.split(","):
                kind, _, n = c.partition("=")
                kind = kind.strip().upper()
                try:
                    counters[COUNTERS.get(kind, kind.lower())] = int(n or "1")
                except ValueError:
                    problems.append(f"{where}: {name}: counters {c!r} isn't KIND=N")
            entry["counters"] = counters
        elif k == "id":
            entry["id"] = f"{name} #{value.strip()}"
            entry["_pzl_id"] = value.strip()
        elif k == "attaching":
            attach.append((entry, value.strip()))
        elif k == "set":
            continue  # the printing: no rules meaning
        elif k in ("facedown", "manifested", "transformed", "flipped", "meld"):
            problems.append(f"{where}: {name}: {key} cards aren't supported (708, 712)")
        else:
            problems.append(f"{where}: {name}: the modifier {key!r} isn't supported")
    return entry


def _check_card(name: str, problems: list[str], checked: dict[str, str | None]) -> None:
    if name not in checked:
        from ..cards.database import CardDatabase
        from ..cards.gate import card_definition_for

        try:
            card_definition_for(CardDatabase.bundled().get(name))
            checked[name] = None
        except UnknownCardError as e:
            checked[name] = str(e)
        except CardTextError as e:
            checked[name] = str(e)
    if checked[name] is not None:
        problems.append(f"{name}: {checked[name]}")


def parse_pzl(text: str, path: str = "<puzzle>") -> Puzzle:
    """Read a ``.pzl`` text; raises :class:`PuzzleError` listing every problem."""
    sections = _sections(text)
    problems: list[str] = []
    meta: dict[str, str] = {}
    for line in sections.get("metadata", []):
        k, _, v = line.partition(":")
        meta[k.strip().lower()] = v.strip()
    state: dict[str, str] = {}
    for line in sections.get("state", []):
        k, sep, v = line.partition("=")
        if not sep:
            problems.append(f"[state]: {line!r} isn't key=value")
            continue
        state[k.strip().lower()] = v.strip()
    if "state" not in sections:
        problems.append("no [state] section")
    goal = meta.get("goal", "Win")
    if goal.strip().lower() != "win":
        problems.append(f"Goal:{goal}: only the goal Win is supported")
    try:
        turns = int(meta.get("turns", "1"))
    except ValueError:
        problems.append(f"Turns:{meta.get('turns')} isn't a number")
        turns = 1
    try:
        turn_number = int(state.get("turn", "1"))
    except ValueError:
        problems.append(f"turn={state.get('turn')} isn't a number")
        turn_number = 1
    phase = state.get("activephase", "main1").lower()
    step = PHASES.get(phase)
    if step is None:
        problems.append(f"activephase={phase}: unknown phase")
        step = "main1"
    active_key = state.get("activeplayer", "human").lower()
    if active_key not in PLAYERS:
        problems.append(f"activeplayer={active_key}: human or ai")
        active_key = "human"
    players: list[dict[str, Any]] = []
    attach: list[tuple[dict[str, Any], str]] = []
    by_id: dict[str, str] = {}
    checked: dict[str, str | None] = {}
    known = set(IGNORED_STATE)
    for key, name in PLAYERS.items():
        pl: dict[str, Any] = {"name": name}
        known.add(f"{key}life")
        if f"{key}life" in state:
            try:
                pl["life"] = int(state[f"{key}life"])
            except ValueError:
                problems.append(f"{key}life={state[f'{key}life']} isn't a number")
        for zone in ZONES:
            known.add(f"{key}{zone}")
            raw = state.get(f"{key}{zone}", "")
            entries = []
            for item in (s for s in raw.split(";") if s.strip()):
                e = _card_entry(item.strip(), f"{key}{zone}", problems, attach)
                if e is None:
                    continue
                _check_card(e["card"], problems, checked)
                if "_pzl_id" in e:
                    by_id[e.pop("_pzl_id")] = e["id"]
                entries.append(e)
            if entries:
                pl[zone] = entries
        players.append(pl)
    for k in state:
        if k not in known:
            problems.append(f"[state] {k}: not supported")
    for entry, target in attach:
        if target not in by_id:
            problems.append(f"{entry['card']}: Attaching:{target} names no card with Id:{target}")
        else:
            entry["attached_to"] = by_id[target]
    if problems:
        raise PuzzleError(path, problems)
    # A name held by more than one card gets numbered handles, so a script can name each.
    counts: dict[str, int] = {}
    for pl in players:
        for zone in ZONES:
            for e in pl.get(zone, []):
                counts[e["card"]] = counts.get(e["card"], 0) + 1
    taken = {e["id"] for pl in players for z in ZONES for e in pl.get(z, []) if "id" in e}
    for pl in players:
        for zone in ZONES:
            for e in pl.get(zone, []):
                if counts[e["card"]] > 1 and "id" not in e:
                    n = 1
                    while f"{e['card']} #{n}" in taken:
                        n += 1
                    e["id"] = f"{e['card']} #{n}"
                    taken.add(e["id"])
    if state.get("removesummoningsickness", "").lower() == "true":  # every creature ready
        for pl in players:
            for e in pl.get("battlefield", []):
                e.pop("summoning_sick", None)
    for pl in players:  # a card without modifiers is written as its name
        for zone in ZONES:
            if zone in pl:
                pl[zone] = [e if len(e) > 1 else e["card"] for e in pl[zone]]
    name = meta.get("name", Path(path).stem)
    description = meta.get("description", "")
    scenario: dict[str, Any] = {
        "name": name,
        "description": description,
        "source": f"Forge puzzle {Path(path).name}",
        "tags": ["puzzle", "goal:win", f"turns:{turns}"],
        "players": players,
        "turn": {"active": PLAYERS[active_key], "step": step, "number": turn_number},
        "script": [],
    }
    return Puzzle(name, "win", turns, description, meta.get("difficulty", ""), scenario)


def load_pzl(path: str | Path) -> Puzzle:
    return parse_pzl(Path(path).read_text(encoding="utf-8"), str(path))


def scenario_yaml(puzzle: Puzzle) -> str:
    import yaml

    text: str = yaml.safe_dump(puzzle.scenario, sort_keys=False, allow_unicode=True)
    return text
