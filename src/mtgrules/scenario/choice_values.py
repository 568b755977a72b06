"""The scenario runner's reading of a ``choose`` answer (SCENARIOS.md): names and handles
made the values the engine's decision takes (docs/scenario-conventions.md)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..decisions import (
    ChooseCopyTargets,
    Decision,
    LibrarySplit,
    ProliferateChoice,
    ReplacementOrder,
    TriggerDivision,
    TriggerOrder,
    TriggerTargets,
)
from ..errors import IllegalActionError
from ..records import PendingTrigger
from ..rules import modal_choice
from ..rules.trigger_labels import ability_number
from . import handles
from .expect import COLOR_WORDS, ScriptError, color_letter

if TYPE_CHECKING:
    from .runner import Runner


_ABILITY = re.compile(r"^(?P<name>.+) \(ability (?P<n>[1-9][0-9]*)\)$")
# "NAME (for OBJECT)": NAME's trigger for the object it triggered on (the refusal's words)
_FOR = re.compile(r"^(?P<name>.+) \(for (?P<subject>.+)\)$")
# "NAME (prowess)": the trigger of a keyword ability (702), none of the card's printed ones
_KEYWORD = re.compile(r"^(?P<name>.+) \((?P<kw>[a-z][a-z -]*)\)$")


def _trigger_name(
    runner: Runner, h: Any, trig: Sequence[PendingTrigger]
) -> tuple[int | str, int | None, bool, str | None]:
    """A trigger named in an order of triggers: its source (or the object it triggered on),
    which of the source's printed triggered abilities it is ("NAME (ability N)"), and whether
    it is a keyword's trigger ("NAME (prowess)", "NAME (evoke)": none of the printed ones),
    and the name of the object it triggered on ("NAME (for OBJECT)", as a refusal lists them).
    A source that no longer exists (a token that died, 704.5d) is named by its name, which
    the source of one of the triggers has."""
    if not isinstance(h, str):
        try:
            return runner.obj(h), None, False, None
        except ScriptError as e:  # a number or other non-name: say what is asked
            listed = trigger_labels(runner, trig)
            raise ScriptError(
                f"{e}: the game asks for an order of triggers (the triggers to order: {listed})"
            ) from None
    m = _ABILITY.match(h)
    if m:
        return _source(runner, m["name"], trig), int(m["n"]), False, None
    f = _FOR.match(h)
    k = _KEYWORD.match(h)
    if f or k:
        try:
            return runner.obj(h), None, False, None  # a handle that ends in parentheses
        except ScriptError:
            if f:
                return _source(runner, f["name"], trig), None, False, f["subject"].lower()
            assert k is not None
            return _source(runner, k["name"], trig), None, True, None
    try:
        return _source(runner, h, trig), None, False, None
    except ScriptError:
        gone = _gone_subject(runner, h, trig)  # named by the object it triggered on
        if gone is None:
            raise
        return gone


def _gone_subject(
    runner: Runner, h: str, trig: Sequence[PendingTrigger]
) -> tuple[int | str, None, bool, str] | None:
    """A trigger named by the object it triggered on where that object is gone from the game
    (a token that died with the source, 704.5d: "Thopter" for Nick Valentine's trigger for
    it), where no object and no trigger's source has the name; None otherwise."""
    g = runner.game
    bare = _bare_name(h)
    if any(o.name.lower() == bare for o in g.objects.values()):
        return None
    for t in trig:
        gone = t.subject is not None and t.subject not in g.objects
        if gone and t.subject is not None and g.object_name(t.subject).lower() == bare:
            source: int | str = t.source_id if t.source_id in g.objects else t.source_name.lower()
            return source, None, False, bare
    return None


def _bare_name(h: str) -> str:
    """The source's name in a trigger's name: "Devil Token #2", "Voidwalk (ability 1)" and
    "Dross Harvester (for Dross Harvester)" without the suffix, in lower case."""
    for pattern in (_ABILITY, _FOR, _KEYWORD):
        m = pattern.match(h)
        if m:
            h = m["name"]
            break
    return re.sub(r" #[0-9]+$", "", h).lower()


def _source(runner: Runner, name: str, trig: Sequence[PendingTrigger]) -> int | str:
    """The object ``name`` names, or the name itself when no object has it but the source
    of one of the triggers had it (a token that ceased to exist, 704.5d)."""
    try:
        return runner.obj(name)
    except ScriptError as e:
        bare = _bare_name(name)
        if any(t.source_name.lower() == bare for t in trig):
            return bare
        # the triggers to order, by their sources' names, so the script sees what to answer
        listed = trigger_labels(runner, trig)
        raise ScriptError(f"{e} (the triggers to order: {listed})") from None


def _label(runner: Runner, t: PendingTrigger, source: str | None = None) -> str:
    """A trigger as a script names it: its source (``source``: the source's handle), and the
    player or object it triggered for where it has one ("Exquisite Blood (for Carol)")."""
    g = runner.game
    name = source or t.source_name
    if t.player is not None:
        return f"{name} (for {g.players[t.player].name})"
    if t.subject is not None and t.subject != t.source_id:
        return f"{name} (for {g.object_name(t.subject)})"
    return name


def _handle_of(runner: Runner, oid: int) -> str | None:
    """A handle that names object ``oid``: its ``id`` in the scenario, its name where no
    other object has it, else "NAME #N" (the runner's numbering of objects of one name)."""
    for h, i in runner.handles.items():
        if i == oid:
            return h
    g = runner.game
    o = g.objects.get(oid)
    if o is None:
        return None
    same = sorted(x.id for x in g.objects.values() if x.name.lower() == o.name.lower())
    return o.name if len(same) == 1 else f"{o.name} #{same.index(oid) + 1}"


def with_handles(
    runner: Runner, e: IllegalActionError, d: Decision | None, answer: Any
) -> IllegalActionError:
    """A refused answer's error, with the choices by the scenario's handles and the answer as
    the script gave it where the refusal's card names can't tell them apart ("Forest,
    Forest": "f1, f2"); else ``e`` itself."""
    options = getattr(d, "options", None) or ()
    objs = runner.game.objects
    ids = [o for o in options if type(o) is int and o in objs]
    names = [objs[o].name.lower() for o in ids]
    if len(set(names)) == len(names):
        return e
    shown = [_handle_of(runner, o) or objs[o].name for o in ids[:12]]
    given = ", ".join(map(str, answer)) if isinstance(answer, list) else str(answer)
    text = str(e).removesuffix(f" ({e.rule})" if e.rule else "")
    hint = f"; the choices by handle: {', '.join(shown)} (answered: {given})"
    return IllegalActionError(text + hint, e.rule)


def nothing_to_choose(runner: Runner, d: Decision | None) -> str:
    """A `choose` step's failure when no choice waits: what waits instead, and the stack."""
    items = runner.game.stack[::-1]
    on_stack = ", ".join(getattr(i.object, "source_name", i.name) for i in items)
    where = f" (the stack, top first: {on_stack})" if d and on_stack else ""
    return f"nothing to choose: {d.prompt if d else 'the game is over'}{where}"


def trigger_labels(runner: Runner, trig: Sequence[PendingTrigger]) -> str:
    """The triggers to order as a script can name them, "; "-joined: where two would read
    the same, their sources by handle ("r1; r2", "Flamerush Rider #2"), or, for one
    source's, the objects they triggered on ("Human Soldier Token #1")."""
    g = runner.game
    plain = [_label(runner, t) for t in trig]
    labels = list(plain)
    for i, t in enumerate(trig):
        twins = [u for u, text in zip(trig, plain, strict=True) if text == plain[i]]
        if len(twins) < 2:
            continue
        one_source = sum(u.source_id == t.source_id for u in twins) > 1
        if one_source and t.subject is not None and t.subject in g.objects:
            labels[i] = _handle_of(runner, t.subject) or labels[i]  # by what it triggered on
        elif t.source_id in g.objects:
            labels[i] = _label(runner, t, _handle_of(runner, t.source_id))
    return "; ".join(labels)


def _player_named(runner: Runner, h: Any) -> int | None:
    """The player ``h`` names, when it names a player and no object (a trigger for a player:
    "Whenever an opponent loses life", "deals combat damage to a player")."""
    if not isinstance(h, str):
        return None
    for p in runner.game.players:
        if p.name.lower() == h.strip().lower():
            try:
                runner.obj(h)
            except ScriptError:
                return p.index
            return None
    return None


def choice_value(runner: Runner, d: Decision, arg: Any) -> Any:
    """The engine's answer for ``choose: arg`` to decision ``d``: handles made object ids
    and targets, trigger orders and target lists and scry splits in the engine's form."""
    g = runner.game
    if isinstance(d, TriggerOrder):
        # Each trigger is named by its source, or, where one source has several, by the
        # object it triggered on ("that creature"); the first named goes on the stack first.
        # "NAME (ability N)": the N-th triggered ability of that object, in its text's order
        # (two different abilities of one source, Dawn of the Dead's two upkeep triggers)
        trig = d.triggers
        names: list[int | str] = []
        numbers: list[int | None] = []
        keyword: list[bool] = []
        subjects: list[str | None] = []
        raw = arg if isinstance(arg, list) else [arg]
        if any(isinstance(h, bool) for h in raw):  # YAML's yes/no: not a trigger (603.3b)
            listed = trigger_labels(runner, trig)
            raise ScriptError(
                f"the game asks {g.players[d.player].name} for the order of triggers, not "
                f"yes or no (the triggers to order: {listed})"
            )
        for_player: dict[int, int] = {}  # name k -> the player its trigger is for
        for h in raw:
            who = _player_named(runner, h)
            if who is not None:  # "Bob": the trigger for Bob (Exquisite Blood, 603.2)
                for_player[len(names)] = who
                names.append(h)
                numbers.append(None)
                keyword.append(False)
                subjects.append(None)
                continue
            oid, number, kw, subject = _trigger_name(runner, h, trig)
            names.append(oid)
            numbers.append(number)
            keyword.append(kw)
            subjects.append(subject)

        def named(t: PendingTrigger, k: int) -> bool:
            """Whether trigger ``t`` is the k-th name's kind: its printed ability N, a
            keyword's trigger, the object it triggered on."""
            number, subject = numbers[k], subjects[k]
            n = ability_number(t)
            return (
                (number is None or n == number)
                and (not keyword[k] or n is None)
                and (
                    subject is None
                    or (t.subject is not None and g.object_name(t.subject).lower() == subject)
                    or (t.player is not None and g.players[t.player].name.lower() == subject)
                )
                and (k not in for_player or t.player == for_player[k])
            )

        def same(oid: int | None, want: int | str, t: PendingTrigger, attr: str) -> bool:
            if isinstance(want, str):  # a source gone from the game, by its name
                return attr == "source_id" and t.source_name.lower() == want
            seen: set[int] = set()
            while oid is not None and oid not in seen:
                if oid == want:
                    return True
                seen.add(oid)
                oid = g.renamed.get(oid)
            return False

        # each name's triggers: by source first, then by the object it triggered on; a name
        # only one trigger left can be is given it first (Agent of Erebos returned with Boon
        # Satyr: "Boon Satyr" is the Agent's trigger for it, "Agent of Erebos" the other)
        fits = [
            [i for i, t in enumerate(trig) if named(t, k)]
            if k in for_player
            else [
                i
                for attr in ("source_id", "subject")
                for i, t in enumerate(trig)
                if same(getattr(t, attr), want, t, attr) and named(t, k)
            ]
            for k, want in enumerate(names)
        ]
        given: dict[int, int] = {}
        changed = True
        while changed:
            changed = False
            for k, fit in enumerate(fits):
                free = {i for i in fit if i not in given.values()}
                if k not in given and len(free) == 1:
                    given[k] = free.pop()
                    changed = True
        for k, fit in enumerate(fits):
            if k not in given:
                i = next((i for i in fit if i not in given.values()), None)
                if i is not None:
                    given[k] = i
        # a name left without a trigger: a trigger whose source had that name and is gone
        # (a token that died, a copy of a spell, 704.5d, 707.10), or shares it with another
        for k, h in enumerate(raw):
            if k in given or not isinstance(h, str) or k in for_player:
                continue
            bare = _bare_name(h)
            i = next(
                (
                    i
                    for i, t in enumerate(trig)
                    if i not in given.values() and t.source_name.lower() == bare and named(t, k)
                ),
                None,
            )
            if i is not None:
                given[k] = i
        order = [given[k] for k in range(len(fits)) if k in given]
        return order
    if isinstance(d, TriggerTargets):
        vals = arg if isinstance(arg, list) else [arg]
        if any(isinstance(v, list) for v in vals):  # one list per target phrase, as given
            return [
                [runner.target(x) for x in v] if isinstance(v, list) else [runner.target(v)]
                for v in vals
            ]
        # 603.3d: a flat list, as `cast` takes it: split among the target phrases in order
        specs = modal_choice.trigger_specs(d.trigger.ability, d.trigger.modes)
        if len(specs) <= 1:  # null: the "up to" phrase left empty (115.1d)
            return [runner.target(v) for v in vals if v is not None]
        return [list(group) for group in runner._group_targets(specs, vals)]
    if isinstance(d, LibrarySplit):
        return library_split(runner, d, arg)
    if isinstance(d, ChooseCopyTargets):
        return _copy_targets(runner, d, arg)
    if isinstance(d, ReplacementOrder) and isinstance(arg, str) and arg not in (d.options or ()):
        by_source = _effect_by_source(runner, d, arg)  # 616.1e: an effect named by its source
        if by_source is not None:
            return by_source
    if isinstance(d, TriggerDivision):  # 603.3d, 601.2d: the amounts, in the targets' order
        vals = arg if isinstance(arg, list) else [arg]
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in vals):
            raise ScriptError(f"choose: the division as a list of whole numbers, not {arg!r}")
        return vals
    options = d.options or ()

    def conv(v: Any) -> Any:
        if isinstance(v, bool):
            v = "yes" if v else "no"
        no_x = len(options) == 2 and str(options[1]).startswith("no ")
        if v in ("yes", "no") and v not in options and no_x:
            # "you may have it enter with a +1/+1 counter" (unleash, 702.98a), offered as
            # "+1/+1 counter" or "no counter": yes and no answer it too
            return options[0] if v == "yes" else options[1]
        if v in ("yes", "no"):
            return v
        if isinstance(v, str) and v in options:  # a player's name offered as is (701.34a)
            return v
        if isinstance(v, str) and (alias := _color_alias(v, options)) is not None:
            return alias  # "red", "R" and "{R}" name one color (105.1, 106.1b)
        if isinstance(v, str) and (name := _handle_as_name(runner, v, options)) is not None:
            return name  # myriad's "Carol or a planeswalker?" offers names: an id names one
        if options and any(isinstance(o, int) for o in options):
            try:
                return runner.obj(v)
            except ScriptError:
                # a name several objects share: the one among the choices, if only one is
                named = handles.named_among(runner, v, options)
                if len(named) == 1:
                    return named[0]
                if named:
                    raise ScriptError(
                        f"{v!r} names more than one of the choices: give ids"
                    ) from None
            by_name = isinstance(d, ProliferateChoice) or any(type(o) is str for o in options)
            if by_name and _player_named(runner, v) is not None:
                return v  # players offered by name (701.34a): one not offered stays a name
            try:
                return runner.player(v)
            except ScriptError:
                pass
        return v

    if isinstance(arg, list):
        return [conv(v) for v in arg]
    return conv(arg)


def _effect_by_source(runner: Runner, d: ReplacementOrder, v: str) -> str | None:
    """616.1e: the option whose effect comes from the object a handle names ("choose: g2"
    where two Veteran Bodyguards are offered as "Veteran Bodyguard (2)" and "(3)")."""
    try:
        oid = runner.obj(v)
    except ScriptError:
        return None
    found = [option for option, _, source, _ in d.effects if source == oid]
    return found[0] if len(found) == 1 else None


def _handle_as_name(runner: Runner, v: str, options: tuple[Any, ...]) -> str | None:
    """The option an object's handle names where the options are names, not objects."""
    if not options or not all(isinstance(o, str) for o in options):
        return None
    try:
        oid = runner.obj(v)
    except ScriptError:
        return None
    obj = runner.game.objects.get(oid)
    return obj.name if obj is not None and obj.name in options else None


def library_split(runner: Runner, d: LibrarySplit, arg: Any) -> Any:
    """Scry and surveil: ``{top: [...], bottom: [...]}`` (``graveyard`` for surveil), each
    listed from the top down; for one card ``top``, ``bottom`` or ``graveyard``."""
    other = d.other
    cards = list(d.options or ())
    if isinstance(arg, str) and arg.lower() in ("top", other):
        if len(cards) != 1:
            raise IllegalActionError(
                f"{arg!r} answers for one card; for {len(cards)} cards write "
                f"{{top: [...], {other}: [...]}}",
                d.rule,
            )
        return {arg.lower(): cards}
    if isinstance(arg, dict):
        return {
            str(k): [runner.obj(h) for h in (v if isinstance(v, list) else [v])]
            if v is not None
            else []
            for k, v in arg.items()
        }
    return arg  # the engine refuses it, saying what the answer looks like


def _color_alias(v: str, options: tuple[Any, ...]) -> str | None:
    """The option a color answer means, however the color is written: "red", "R" or "{R}"
    for a choice offered as letters ("{R}" as symbols), "R" for one offered as words."""
    letter = color_letter(v)
    if letter not in COLOR_WORDS.values():
        return None
    names = {v2: k for k, v2 in COLOR_WORDS.items()}
    for form in (letter, "{" + letter + "}", names[letter], names[letter].capitalize()):
        if form in options:
            return form
    return None


def _copy_targets(runner: Runner, d: ChooseCopyTargets, arg: Any) -> Any:
    """707.10c: one of the options by its words ("keep the targets", "new targets: ..."), or
    the new targets themselves by handle or player name (a list for several), which picks the
    option that stands for them."""
    options = d.options or ()
    if isinstance(arg, str) and any(arg.lower() == str(o).lower() for o in options):
        return arg
    try:
        wanted = [runner.target(h) for h in (arg if isinstance(arg, list) else [arg])]
    except ScriptError:
        return arg  # not a handle: the engine refuses it, naming the options
    for k, choice in enumerate(d.choices):
        if [t for ts in choice for t in ts] == wanted:
            return options[k + 1]
    return arg  # not a choice: the engine refuses it, naming the options
