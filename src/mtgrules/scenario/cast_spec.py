"""The scenario ``cast`` keys of the casting keywords of issue 12 (docs/scenarios.md):
``conspire`` (702.78a), ``replicate`` (702.56a), ``discard`` (retrace 702.81a, jump-start
702.133a) and ``divide`` (601.2d), as CastSpell's fields; and the ``activate`` keys of an
ability's costs (602.2b): ``sacrifice``, ``tap``, ``discard`` and ``exile`` (cards exiled
from your graveyard); for both, ``mana_from``: the permanents tapped for mana (605.3a), and
``divide``: the division (601.2d, 602.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import handles

if TYPE_CHECKING:
    from .runner import Runner


def keyword_costs(runner: Runner, spec: dict[str, Any], who: int) -> dict[str, Any]:
    """The CastSpell fields of ``spec`` for a cast by ``who``."""
    obj = runner.obj
    return {
        "conspire": tuple(obj(h) for h in spec.get("conspire") or []),  # 702.78a
        "replicate": int(spec.get("replicate", 0) or 0),  # 702.56a
        # 702.157a; 702.175a: offspring's one payment is counted as squad's
        "squad": int(spec.get("squad", 0) or 0) or int(bool(spec.get("offspring"))),
        "discard": tuple(obj(h) for h in spec.get("discard") or []),  # 702.81a, 702.133a
        "divide": tuple(int(v) for v in spec.get("divide") or ()),  # 601.2d
        "exile": tuple(obj(h) for h in spec.get("exile") or []),  # 601.2f
        "mana_from": mana_from(runner, spec, who),  # 601.2g, 605.3a
    }


def mana_from(runner: Runner, spec: dict[str, Any], who: int) -> tuple[int, ...] | None:
    """``mana_from: [HANDLE, ...]``: the permanents tapped for mana to pay the cost (605.3a);
    None without the key (the engine chooses them). A name several objects share names one
    of ``who``'s untapped permanents of that name not named already (`[Mountain, Mountain]`:
    two of them)."""
    named = spec.get("mana_from")
    if named is None:
        return None
    chosen: list[int] = []
    for h in named:
        mine = [
            o.id
            for o in runner.game.battlefield_objects()
            if o.controller == who and not o.tapped and o.id not in chosen
        ]
        chosen.append(handles.narrowed(runner, h, mine)[0])
    return tuple(chosen)


def mana_from_hint(step: dict[str, Any], refusal: str) -> str:
    """For a payment refused where the step named its mana sources: how many it named, since
    a name several permanents share names one of them each time it is listed (605.3a)."""
    spec = next((step[k] for k in ("cast", "activate") if isinstance(step.get(k), dict)), None)
    named = None if spec is None else spec.get("mana_from")
    if not named or "can't pay" not in refusal:
        return ""
    listed = ", ".join(str(h) for h in named)
    return (
        f" (mana_from named {len(named)} permanent{'s' if len(named) != 1 else ''}: {listed};"
        " a name several permanents share names one of them each time it is listed:"
        " [Plains, Plains] for two)"
    )


def activate_costs(runner: Runner, spec: dict[str, Any], who: int) -> dict[str, Any]:
    """The ActivateAbility cost fields of ``spec`` (602.2b) for an activation by ``who``."""
    obj = runner.obj
    return {
        **{
            k: tuple(obj(h) for h in spec.get(k) or [])
            for k in ("sacrifice", "tap", "discard", "exile", "counters_from", "blighted")
        },
        "mana_from": mana_from(runner, spec, who),  # 605.3a
        "divide": tuple(int(v) for v in spec.get("divide") or ()),  # 602.2b, 601.2d
    }
