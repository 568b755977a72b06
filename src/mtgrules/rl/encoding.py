"""The fixed-shape observation of one player's view, and the action space (docs/rl.md).

Everything here is computed from :class:`~mtgrules.view.PlayerView` only, so two positions
that differ only in what the player can't see encode to the same arrays.
"""

from __future__ import annotations

import re
import zlib
from typing import Any

import numpy as np

from ..decisions import (
    ANSWER_TYPES,
    Action,
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PlayLand,
)
from ..rules.steps import STEPS  # the steps of a turn (500.1), in order
from ..view import PlayerView

N_ACTIONS = 64  # the size of the action space: slot i is the i-th candidate action
HAND_ROWS = 10
BATTLEFIELD_ROWS = 40
STACK_ROWS = 8
NAME_BUCKETS = 16

DECISION_KINDS = (
    "priority",
    "declare_attackers",
    "declare_blockers",
    "assign_combat_damage",
    "choose_targets",
    "choose",
    "order_triggers",
)
CARD_TYPES = ("creature", "land", "instant", "sorcery", "artifact", "enchantment", "planeswalker")
COLORS = ("W", "U", "B", "R", "G")
KEYWORDS = (
    "flying",
    "trample",
    "haste",
    "first strike",
    "double strike",
    "deathtouch",
    "lifelink",
    "vigilance",
    "reach",
    "menace",
    "hexproof",
    "indestructible",
    "defender",
)
ACTION_KINDS: tuple[type, ...] = ANSWER_TYPES  # the answer kinds, in a fixed order

GLOBAL_FEATURES = 3 + len(STEPS) + len(DECISION_KINDS) + 1
PLAYER_FEATURES = 8 + 6
OBJECT_FEATURES = (
    3 + len(CARD_TYPES) + 1 + 4 + 4 + 2 + len(COLORS) + len(KEYWORDS) + 2 + NAME_BUCKETS
)
ACTION_FEATURES = len(ACTION_KINDS) + NAME_BUCKETS + 3

SECTIONS: tuple[tuple[str, int, int], ...] = (
    ("global", 1, GLOBAL_FEATURES),
    ("players", 2, PLAYER_FEATURES),  # the observing player first
    ("hand", HAND_ROWS, OBJECT_FEATURES),
    ("battlefield", BATTLEFIELD_ROWS, OBJECT_FEATURES),
    ("stack", STACK_ROWS, OBJECT_FEATURES),
    ("actions", N_ACTIONS, ACTION_FEATURES),
)
OBS_SIZE = sum(rows * width for _, rows, width in SECTIONS)


def name_bucket(name: str) -> int:
    """A stable hash of a card name into NAME_BUCKETS buckets (crc32, not Python's hash)."""
    return zlib.crc32(name.encode()) % NAME_BUCKETS


def mana_value(cost: str) -> int:
    """202.3: the total amount of mana in a mana cost (X counts 0)."""
    total = 0
    for sym in re.findall(r"\{([^}]*)\}", cost or ""):
        if sym.isdigit():
            total += int(sym)
        elif sym not in ("X", "Y", "Z"):
            total += 1
    return total


def _object_row(o: dict[str, Any], me: int) -> list[float]:
    types = o.get("types", [])
    kws = o.get("keywords", [])
    colors = o.get("colors", [])
    counters = o.get("counters", {})
    plus = counters.get("+1/+1", 0)
    other = sum(v for k, v in counters.items() if k != "+1/+1")
    row = [1.0, float(o["controller"] == me), float(o["owner"] == me)]
    row += [float(t in types) for t in CARD_TYPES]
    row.append(mana_value(o.get("mana_cost", "")) / 10)
    row += [
        (o.get("power") or 0) / 10,
        (o.get("toughness") or 0) / 10,
        o.get("damage", 0) / 10,
        float(o.get("tapped", False)),
    ]
    row += [
        float(o.get("summoning_sick", False)),
        float(o.get("attacking", False)),
        float(o.get("blocking", False)),
        float(o.get("attached_to") is not None),
    ]
    row += [plus / 5, other / 5]
    row += [float(c in colors) for c in COLORS]
    row += [float(k in kws) for k in KEYWORDS]
    row += [float(o.get("token", False)), float(o.get("phased_out", False))]
    bucket = [0.0] * NAME_BUCKETS
    bucket[name_bucket(o["name"])] = 1.0
    return row + bucket


def _action_row(view: PlayerView, a: Action) -> list[float]:
    row = [float(isinstance(a, k)) for k in ACTION_KINDS]
    bucket = [0.0] * NAME_BUCKETS
    source = None
    if isinstance(a, PlayLand | CastSpell):
        source = a.card
    elif isinstance(a, ActivateAbility):
        source = a.source
    if source is not None:
        o = view.object(source)
        if o is not None:
            bucket[name_bucket(o["name"])] = 1.0
    row += bucket
    targets = getattr(a, "targets", ())
    flat = [t for ts in targets for t in ts]
    if isinstance(a, DeclareAttackers):
        size = len(a.attacks)
    elif isinstance(a, DeclareBlockers):
        size = len(a.blocks)
    else:
        size = len(flat)
    row += [
        size / 5,
        float(any(t.player == view.player for t in flat)),
        float(any(t.player is not None and t.player != view.player for t in flat)),
    ]
    return row


def _rows(items: list[list[float]], n: int, width: int) -> np.ndarray:
    out = np.zeros((n, width), dtype=np.float32)
    for i, r in enumerate(items[:n]):
        out[i] = r
    return out


def encode(view: PlayerView, actions: list[Action] | None = None) -> dict[str, np.ndarray]:
    """``{"observation": float32[OBS_SIZE], "action_mask": int8[N_ACTIONS]}``."""
    state = view.to_dict()
    me = view.player
    if actions is None:
        actions = view.legal_actions()
    actions = actions[:N_ACTIONS]
    turn = state["turn"]
    pend = state["pending"]
    g = [
        turn["number"] / 20,
        float(turn["active"] == me),
        float(turn["priority"] == me),
    ]
    g += [float(turn["step"] == s) for s in STEPS]
    g += [float(pend is not None and pend["kind"] == k) for k in DECISION_KINDS]
    g.append(float(pend is not None and pend["player"] == me))
    players = sorted(state["players"], key=lambda p: p["index"] != me)
    prows = []
    for p in players:
        pool = p["mana_pool"]
        prows.append(
            [
                p["life"] / 20,
                p["poison"] / 10,
                p["hand_size"] / 7,
                p["library_size"] / 60,
                len(p["graveyard"]) / 60,
                p["lands_played"],
                float(p["lost"]),
                float(p["index"] == turn["active"]),
            ]
            + [pool.count(c) / 5 for c in (*COLORS, "C")]
        )
    mine = next(p for p in state["players"] if p["index"] == me)
    hand = [_object_row(o, me) for o in mine["hand"]]
    bf = [_object_row(o, me) for o in state["battlefield"]]
    stack = []
    for item in reversed(state["stack"]):  # the top of the stack first
        o = view.object(item["id"])
        base = o if o is not None else {"name": item["name"], "types": []}
        base = base | {"controller": item["controller"], "owner": base.get("owner", -1)}
        stack.append(_object_row(base, me))
    parts = [
        np.asarray(g, dtype=np.float32),
        _rows(prows, 2, PLAYER_FEATURES),
        _rows(hand, HAND_ROWS, OBJECT_FEATURES),
        _rows(bf, BATTLEFIELD_ROWS, OBJECT_FEATURES),
        _rows(stack, STACK_ROWS, OBJECT_FEATURES),
        _rows([_action_row(view, a) for a in actions], N_ACTIONS, ACTION_FEATURES),
    ]
    obs = np.concatenate([p.reshape(-1) for p in parts]).astype(np.float32)
    np.clip(obs, -10.0, 10.0, out=obs)
    mask = np.zeros(N_ACTIONS, dtype=np.int8)
    mask[: len(actions)] = 1
    return {"observation": obs, "action_mask": mask}


def spaces() -> Any:
    """The observation space (a gymnasium Dict) shared by both environments."""
    from gymnasium import spaces as sp

    return sp.Dict(
        {
            "observation": sp.Box(-10.0, 10.0, (OBS_SIZE,), np.float32),
            "action_mask": sp.Box(0, 1, (N_ACTIONS,), np.int8),
        }
    )
