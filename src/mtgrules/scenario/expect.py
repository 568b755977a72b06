"""A scenario's ``expect`` step: the state checked against what the scenario says
(SCENARIOS.md)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..cards.ir import Keyword
from ..errors import MtgRulesError
from ..mana import ManaPool, mana_value
from ..rules import characteristics, dungeons
from ..rules.keywords import keyword_text
from ..rules.steps import COMBAT_STEPS
from ..zones import Zone
from . import designations

if TYPE_CHECKING:
    from ..records import Characteristics
    from .runner import Runner


class ScriptError(MtgRulesError):
    """The script can't go on: an unanswered decision, an unknown handle, a refused action."""


def check(runner: Runner, exp: dict[str, Any]) -> None:
    g = runner.game
    got: Any  # what the game shows, compared with what the script expects
    for name, want in (exp.get("life") or {}).items():
        got = g.players[runner.player(name)].life
        if got != want:
            runner._fail(f"{name}'s life {want}", got)
    for name, want in (exp.get("poison") or {}).items():
        got = g.players[runner.player(name)].poison
        if got != want:
            runner._fail(f"{name}'s poison {want}", got)
    for name, want in (exp.get("mana_pool") or {}).items():  # 106.4
        pool = g.players[runner.player(name)].mana_pool
        in_pool = Counter({c: n for c, n in pool.mana.items() if n > 0})
        in_pool.update(c for c, _ in pool.restricted)  # 106.6: spendable only some ways
        if in_pool != ManaPool.from_string(want).mana:
            runner._fail(f"{name}'s mana pool {want or 'empty'}", str(pool) or "empty")
    for h, want in (exp.get("zone") or {}).items():
        try:
            oid = runner.obj(h)
            got = g.objects[oid].zone.value if oid in g.objects else "stack"
        except ScriptError as e:  # gone, unknown, or a name several objects share: say which
            # a handle of the setup, or the name of a token or a spell copy that was made
            # during the script and has ceased to exist (704.5d, 704.5e; former_names)
            ceased = str(h).lower() in {n.lower() for n in g.former_names.values()}
            gone = (h in runner.handles or ceased) and "more than one" not in str(e)
            got = "nowhere (it no longer exists)" if gone else str(e)
            if gone and want == "nowhere":  # 111.7, 704.5d: a token that ceased to exist
                continue
        if got != want:
            runner._fail(f"{h} in {want}", got)
    for key, want in (exp.get("count") or {}).items():
        pname, _, zone = str(key).rpartition(".")
        p = g.players[runner.player(pname)]
        if zone in ("hand", "library", "graveyard"):
            got = len(getattr(p, zone))
        elif zone == "battlefield":
            got = sum(1 for o in g.all_battlefield_objects() if o.controller == p.index)
        elif zone == "exile":
            got = sum(1 for i in g.exile if g.objects[i].owner == p.index)
        elif zone == "command":  # 114.2, 408.1, 309.2b: the player's emblems and dungeon
            got = len(p.command)
        else:
            raise ScriptError(
                f"unknown zone in count: {key} (zones: hand, library, graveyard, battlefield,"
                " exile, command)"
            )
        if got != want:
            runner._fail(f"{key} = {want}", got)
    per_object(runner, exp, "damage", lambda o: g.objects[o].damage)
    per_object(
        runner,
        exp,
        "pt",
        lambda o: f"{characteristics.chars(g, o).power}/{characteristics.chars(g, o).toughness}",
    )
    per_object(runner, exp, "tapped", lambda o: g.objects[o].tapped)
    per_object(runner, exp, "phased_out", lambda o: g.objects[o].phased_out)
    per_object(runner, exp, "attacking", lambda o: o in g.combat.attackers)
    per_object(runner, exp, "blocked", lambda o: o in g.combat.was_blocked)
    per_object(runner, exp, "blocking", lambda o: o in g.combat.blockers)  # 509.1g, 506.4
    per_object(runner, exp, "regeneration_shields", lambda o: g.objects[o].regen_shields)
    per_object(runner, exp, "face_down", lambda o: g.objects[o].face_down)  # 708.2
    per_object(runner, exp, "chosen", lambda o: designations.chosen_value(g.objects[o]))
    names = [p.name for p in g.players]
    for h, want in (exp.get("counters") or {}).items():
        if h in names:  # a player's counters: energy, experience, poison (122.1)
            p = g.players[runner.player(h)]
            on_it = {**p.counters, "poison": p.poison}
        else:
            on_it = g.objects[runner.obj(h)].counters
        for kind, n in (want or {}).items():
            if on_it.get(str(kind), 0) != n:
                runner._fail(f"{h} with {n} {kind} counter(s)", on_it.get(str(kind), 0))
    for h, want in (exp.get("attached_to") or {}).items():
        o = g.objects[runner.obj(h)]
        if o.attached_to_player is not None:
            got = g.players[o.attached_to_player].name
            ok = want == got
        elif o.attached_to is None:
            got, ok = None, want is None
        else:
            got = g.objects[o.attached_to].name if o.attached_to in g.objects else None
            ok = want is not None and o.attached_to == maybe_obj(runner, want)
        if not ok:
            runner._fail(f"{h} attached to {want}", got)
    for h, want in (exp.get("controller") or {}).items():
        oid = runner.obj(h)
        got = g.players[characteristics.chars(g, oid).controller].name
        if got != want:
            runner._fail(f"{h} controlled by {want}", got)
    for h, want in (exp.get("keywords") or {}).items():
        have = _keywords_of(runner, h)
        for kw in want or []:
            if not _has_keyword(have, str(kw)):
                got = f"{sorted(have) or 'no keywords'}{_elsewhere(runner, h)}"
                runner._fail(f"{h} to have {kw}", got)
    for h, want in (exp.get("lacks_keywords") or {}).items():
        have = _keywords_of(runner, h)
        for kw in want or []:
            if _has_keyword(have, str(kw)):
                runner._fail(f"{h} not to have {kw}", sorted(have))
    for name, want in (exp.get("library") or {}).items():
        # the top of the library, top first, by card name (the top card is last: players.py)
        lib = g.players[runner.player(name)].library
        got = [g.objects[i].name for i in reversed(lib[-len(want) :])] if want else []
        if [s.lower() for s in got] != [str(s).lower() for s in want]:
            runner._fail(f"{name}'s library to start with {want}", got)
    for h, want in (exp.get("types") or {}).items():
        ch = characteristics.chars(g, runner.obj(h))  # 205: now, after the layers (613)
        have = {t.lower() for t in ch.supertypes | ch.types | ch.subtypes}
        for t in want or []:
            if str(t).lower() not in have:
                runner._fail(f"{h} to be {t}", " ".join(_type_words(ch)) or "no types")
    for h, want in (exp.get("lacks_types") or {}).items():
        ch = characteristics.chars(g, runner.obj(h))
        have = {t.lower() for t in ch.supertypes | ch.types | ch.subtypes}
        for t in want or []:
            if str(t).lower() in have:
                runner._fail(f"{h} not to be {t}", " ".join(_type_words(ch)))
    for h, want in (exp.get("name") or {}).items():
        got_name = characteristics.chars(g, runner.obj(h)).name  # 201.2, 707.2: now
        if got_name.lower() != str(want).lower():
            runner._fail(f"{h} to be named {want}", got_name)
    for h, want in (exp.get("mana_value") or {}).items():
        oid = runner.obj(h)
        x = g.objects[oid].x if g.objects[oid].zone is Zone.STACK else 0  # 202.3e
        got_mv = mana_value(characteristics.chars(g, oid).mv_cost(), x)  # 202.3
        if got_mv != want:
            runner._fail(f"{h} to have mana value {want}", got_mv)
    for h, want in (exp.get("colors") or {}).items():
        ch = characteristics.chars(g, runner.obj(h))  # 105.2, 202.2: now
        wanted = {color_letter(str(c)) for c in want or []}
        if wanted != set(ch.colors):
            got = "".join(c for c in "WUBRG" if c in ch.colors) or "colorless"
            runner._fail(f"{h} to be {' '.join(map(str, want or [])) or 'colorless'}", got)
    if "stack" in exp:
        # "by card name": an ability is named by its source (SCENARIOS.md); a spell or an
        # ability's source may be named by its handle too (two Lightning Bolts told apart)
        items = list(reversed(g.stack))
        got_stack = [getattr(i.object, "source_name", i.name) for i in items]
        want_stack = list(exp["stack"] or [])
        same = len(got_stack) == len(want_stack) and all(
            stack_entry(runner, str(w), n, i)
            for w, n, i in zip(want_stack, got_stack, items, strict=True)
        )
        if not same:  # an ability shown as such: "Gempalm Sorcerer's ability" (113.1c)
            runner._fail(f"stack {want_stack}", [i.name for i in items])
    if "step" in exp:
        want = exp["step"]
        if isinstance(want, dict):
            ok = g.step == want.get("step") and g.turn_number == want.get("turn")
        else:
            ok = g.step == want
        if not ok:
            runner._fail(f"step {want}", f"turn {g.turn_number}, {g.step}")
    if exp.get("main_phase") is not None:  # 505.1b: the turn's first, second, ... main phase
        got_n = {"main1": 1, "main2": 1 + g.postcombat_mains}.get(g.step)
        if got_n != exp["main_phase"]:
            runner._fail(f"main phase {exp['main_phase']}", got_n or f"not a main phase ({g.step})")
    if exp.get("combat_phase") is not None:  # 506.1, 500.8: the turn's Nth combat phase
        got_c = g.combat_phases if g.step in COMBAT_STEPS else None
        if got_c != exp["combat_phase"]:
            runner._fail(f"combat phase {exp['combat_phase']}", got_c or f"not combat ({g.step})")
    if "lost" in exp:
        got_lost = sorted(p.name for p in g.players if p.lost)
        if got_lost != sorted(exp["lost"] or []):
            runner._fail(f"lost {exp['lost']}", got_lost)
    if exp.get("active") is not None:  # 102.1: whose turn it is
        got_active = g.players[g.active_player].name
        if got_active != exp["active"]:
            runner._fail(f"{exp['active']}'s turn", f"{got_active}'s turn")
    if exp.get("day_night") is not None:  # 730.1
        got_dn = g.day_night or "neither"
        if got_dn != exp["day_night"]:
            runner._fail(f"day_night {exp['day_night']}", got_dn)
    if "monarch" in exp:  # 724
        got_m = g.players[g.monarch].name if g.monarch is not None else None
        if got_m != exp["monarch"]:
            runner._fail(f"monarch {exp['monarch']}", got_m)
    if "initiative" in exp:  # 725
        got_i = g.players[g.initiative].name if g.initiative is not None else None
        if got_i != exp["initiative"]:
            runner._fail(f"initiative {exp['initiative']}", got_i)
    _dungeons(runner, g, exp)
    if "winner" in exp:
        got_w = g.players[g.winner].name if g.winner is not None else None
        if got_w != exp["winner"]:
            runner._fail(f"winner {exp['winner']}", got_w)
    if "log" in exp:
        lines = [str(e) for e in g.log[runner.log_mark :]]
        for want in exp["log"] or []:
            if not any(str(want).lower() in line.lower() for line in lines):
                runner._fail(f"the log to show {want!r}", "; ".join(lines[-8:]) or "no events")
    if "log_lacks" in exp:
        lines = [str(e) for e in g.log[runner.log_mark :]]
        for unwanted in exp["log_lacks"] or []:
            hits = [line for line in lines if str(unwanted).lower() in line.lower()]
            if hits:
                runner._fail(f"no event with {unwanted!r} in the log", hits[0])
    runner.log_mark = len(g.log)


def _type_words(ch: Characteristics) -> list[str]:
    return sorted(ch.supertypes) + sorted(ch.types) + sorted(ch.subtypes)


def _keywords_of(runner: Runner, h: Any) -> set[str]:
    """The keyword abilities (702) an object or a player has now, as written, lower case."""
    g = runner.game
    maybe = runner.obj(h) if h not in [p.name for p in g.players] else None
    chars = (
        characteristics.chars(g, maybe)
        if maybe is not None
        else characteristics.player_chars(g, runner.player(h))
    )
    return {keyword_text(a).lower() for a in chars.abilities if isinstance(a, Keyword)}


def _has_keyword(have: set[str], kw: str) -> bool:
    """Whether ``have`` holds keyword ``kw`` as written ("outlast {2}", "protection from
    red") or by its name alone ("outlast", "protection": any instance of it, 702)."""
    kw = kw.strip().lower()
    return kw in have or any(k.startswith(kw + " ") for k in have)


def maybe_obj(runner: Runner, h: Any) -> int | None:
    try:
        return runner.obj(h)
    except ScriptError:
        return None


def per_object(runner: Runner, exp: dict[str, Any], key: str, get: Any) -> None:
    for h, want in (exp.get(key) or {}).items():
        oid: int | None = None
        try:
            oid = runner.obj(h)
            got = get(oid)
        except ScriptError as e:  # no object, or more than one, of that name: say which
            got = str(e)
        except KeyError:
            got = "no such object"
        if got != want and str(got) != str(want):
            runner._fail(f"{h} {key} {want}", f"{got}{_elsewhere(runner, h, oid)}")


def _elsewhere(runner: Runner, h: Any, oid: int | None = None) -> str:
    """For a failed expectation on an object: where it is, when that isn't the battlefield
    (400.7: what it had as a permanent, damage, tapped, combat, keywords, didn't go with it)."""
    if oid is None:
        try:
            oid = runner.obj(h)
        except ScriptError:
            return ""
    o = runner.game.objects.get(oid)
    if o is None or o.zone is Zone.BATTLEFIELD:
        return ""
    return f" ({h} is {_WHERE.get(o.zone, f'in the {o.zone.value}')}, not on the battlefield)"


#: where an object off the battlefield is, in words
_WHERE = {
    Zone.GRAVEYARD: "in a graveyard",
    Zone.HAND: "in a hand",
    Zone.LIBRARY: "in a library",
    Zone.EXILE: "in exile",
    Zone.STACK: "on the stack",
    Zone.COMMAND: "in the command zone",
}

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def color_letter(v: str) -> str:
    """A color however written ("red", "R", "{R}") as its letter (105.1); an unknown word as
    written, so that it matches no color."""
    word = v.strip().lower()
    return COLOR_WORDS.get(word) or word.strip("{}").upper()


def stack_entry(runner: Runner, want: str, name: str, item: Any) -> bool:
    """Whether ``want`` names the stack item: its card's or source's name or handle, or, to
    tell an ability from the spell, "NAME's ability" (113.1c, 602.2a, 603.3)."""
    ability = not item.is_spell
    if want.lower().endswith("'s ability"):
        return ability and stack_entry(runner, want[: -len("'s ability")], name, item)
    return want.lower() == name.lower() or _names_item(runner, want, item)


def _names_item(runner: Runner, handle: str, item: Any) -> bool:
    """Whether a scenario handle (an ``id`` of the setup or the script) names the stack item:
    the spell, or the source of the ability."""
    if handle not in runner.handles:
        return False
    try:
        oid = runner.obj(handle)  # the object the handle names now (400.7: renamed)
    except MtgRulesError:
        return False
    source = getattr(item.object, "source_id", None)
    while source in runner.game.renamed:  # 400.7: the source left its zone (Elspeth at 0)
        source = runner.game.renamed[source]
    return oid in (source, getattr(item.object, "id", None))


def _dungeons(runner: Any, g: Any, exp: dict[str, Any]) -> None:
    """309.4: each player's dungeon and room; 309.7: the dungeons they completed."""
    for pname, want in (exp.get("dungeon") or {}).items():
        p = g.players[runner.player(pname)]
        here = dungeons.current(g, p.index)
        got = (
            None
            if here is None
            else f"{here.card.name}: {dungeons.rooms(here.card.name)[p.venture_room].name}"
        )
        wanted = (
            None
            if want is None
            else f"{want['name']}: {want.get('room') or dungeons.rooms(want['name'])[0].name}"
        )
        if got != wanted:
            runner._fail(f"{pname}'s dungeon {wanted}", got)
    for pname, want in (exp.get("dungeons_completed") or {}).items():
        got_done = list(g.players[runner.player(pname)].dungeons_completed)
        if got_done != list(want):
            runner._fail(f"{pname} completed {want}", got_done)
