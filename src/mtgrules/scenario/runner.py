"""Playing a scenario: set up the position, run the script, check the expectations."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from traceback import format_exc
from typing import Any, cast

from ..cards import playable
from ..cards.database import CardDatabase
from ..cards.ir import CardDefinition
from ..decisions import (
    SPECIAL_ACTIONS,
    ActivateAbility,
    AssignCombatDamage,
    AttackDeclaration,
    BlockDeclaration,
    CastSpell,
    Choice,
    Choose,
    DamageAssignment,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    Priority,
    TriggerOrder,
    TriggerTargets,
    TurnFaceUp,
)
from ..errors import (
    CardTextError,
    IllegalActionError,
    MtgRulesError,
    ScenarioError,
    UnknownCardError,
)
from ..game import Game
from ..mana import ManaPool
from ..objects import Target
from ..rules import abilities as ability_rules
from ..rules import combat
from ..zones import Zone
from . import cast_spec, choice_values, designations, expect, handles
from .ability_index import ability_index
from .expect import ScriptError as ScriptError
from .loader import Scenario, comma_hint
from .predefined import predefined_token

_NTH = re.compile(r"^(.+?) #(\d+)$")  # "Soldier Token #2" (docs/scenarios.md)


class RunAborted(Exception):
    """A caller's hook stopping a run (a time or decision limit): the runner lets it pass."""


class PausedError(ScriptError):
    """A paused advance or resolve met a step that doesn't answer its decision."""


@dataclass
class Failure:
    step: int
    expected: str
    found: str
    internal: bool = False  # a fault inside the engine, not a failed expectation

    def __str__(self) -> str:
        if self.internal:
            return f"internal error at step {self.step}: {self.found}"
        return f"step {self.step}: expected {self.expected}, found {self.found}"


@dataclass
class Result:
    scenario: Scenario
    game: Game | None
    failures: list[Failure] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)  # messages of refused actions
    # where each refusal came: (the log's length then, the script step, the turn, the game's
    # step), for `run`
    refused_at: list[tuple[int, int, int, str]] = field(default_factory=list)
    traceback: str | None = None  # where an internal error happened, for developers

    @property
    def passed(self) -> bool:
        return not self.failures

    @property
    def internal_error(self) -> Failure | None:
        """The fault inside the engine that stopped the script, if any."""
        return next((f for f in self.failures if f.internal), None)


class CardLibrary:
    """Where scenario card names come from: cards defined in place, then the database."""

    def __init__(self, scenario: Scenario) -> None:
        self.local: dict[str, CardDefinition] = {}
        if not scenario.cards:
            return  # only the database's cards: read ahead of time (cards/preparsed.py)
        from ..cards.parser import card_definition

        for i, c in enumerate(scenario.cards):
            try:
                d = card_definition(
                    c["name"],
                    c.get("mana_cost"),
                    c["type_line"],
                    _s(c.get("power")),
                    _s(c.get("toughness")),
                    _s(c.get("loyalty")),
                    c.get("text") or "",
                    colors=c.get("colors"),
                )
            except CardTextError as e:
                raise ScenarioError(scenario.path, f"cards[{i}].text", str(e)) from e
            self.local[c["name"].lower()] = d

    def get(self, name: str) -> CardDefinition:
        d = self.local.get(name.lower())
        if d is not None:
            return d
        from ..cards.database import bundled_card
        from ..cards.gate import supported_definition

        return supported_definition(bundled_card(name))


def _s(v: Any) -> str | None:
    return None if v is None else str(v)


class Runner:
    #: Called as ``on_step(runner, 0, {})`` before the first step and ``on_step(runner, i,
    #: step)`` after step i however it ended: ``mtgrules serve`` shows the board after each.
    on_step: Callable[[Runner, int, dict[str, Any]], None] | None = None

    def __init__(self, scenario: Scenario) -> None:
        self.sc = scenario
        self.handles: dict[str, int] = {}
        self.orders: dict[int, list[tuple[Target, int]]] = {}
        self.goal: tuple[str, Any] | None = None
        self.failures: list[Failure] = []
        self.refusals: list[str] = []
        self.refused_at: list[tuple[int, int, int, str]] = []  # where each refusal came
        self.expecting_error = False  # the step being played has expect_error
        self.log_mark = 0
        self._resolved = 0
        self.pause_reason: str | None = None  # why a paused advance couldn't declare none
        self.traceback: str | None = None
        self.step_no = 0
        self.game = self._setup()

    # ------------------------------------------------------------------ setup

    def _setup(self) -> Game:
        sc = self.sc
        lib = CardLibrary(sc)
        g = Game([p["name"] for p in sc.players])
        attachments: list[tuple[int, str, str]] = []
        for pi, p in enumerate(sc.players):
            key = f"players[{pi}]"
            pl = g.players[pi]
            pl.life = p.get("life", 20)
            pl.poison = p.get("poison", 0)
            for kind, n in (p.get("counters") or {}).items():  # 122.1: energy, experience
                if kind == "poison":  # 122.1f: kept apart
                    pl.poison += n
                elif n:
                    pl.counters[kind] = n
            pl.mana_pool = ManaPool.from_string(p.get("mana_pool"))
            designations.player(g, pi, p, sc.path, key)  # the monarch (724)
            for zname in ("library", "hand", "graveyard", "exile", "battlefield"):
                entries = p.get(zname) or []
                if zname in ("library", "graveyard"):
                    entries = list(reversed(entries))  # listed top first; stored top last
                for j, entry in enumerate(entries):
                    okey = f"{key}.{zname}[{j}]"
                    obj_spec = {"card": entry} if isinstance(entry, str) else entry
                    card = self._card(lib, obj_spec, okey)
                    designations.check_aura(card, obj_spec, zname, sc.path, okey)  # 704.5m
                    ctrl = pi
                    if "controller" in obj_spec:
                        try:
                            ctrl = g.player_index(obj_spec["controller"])
                        except KeyError:
                            raise ScenarioError(
                                sc.path,
                                f"{okey}.controller",
                                f"{obj_spec['controller']!r} isn't a player",
                            ) from None
                    o = g.add_card(
                        pi,
                        Zone(zname),
                        card,
                        controller=ctrl,
                        tapped=bool(obj_spec.get("tapped", False)),
                        damage=int(obj_spec.get("damage", 0)),
                        counters=dict(cast("dict[str, int]", obj_spec.get("counters") or {})),
                        summoning_sick=bool(obj_spec.get("summoning_sick", False)),
                        phased_out=bool(obj_spec.get("phased_out", False)),
                        is_token="token" in obj_spec,
                    )
                    designations.apply(g, o, obj_spec, sc.path, okey)
                    handle = str(obj_spec.get("id") or card.name)
                    if handle in self.handles and "id" in obj_spec:
                        raise ScenarioError(
                            sc.path, f"{okey}.id", f"handle {handle!r} is used twice"
                        )
                    if handle in self.handles:
                        self.handles[handle] = -1  # ambiguous: must use ids
                    else:
                        self.handles[handle] = o.id
                    if "attached_to" in obj_spec:
                        attachments.append((o.id, str(obj_spec["attached_to"]), okey))
        for oid, host, okey in attachments:
            o = g.objects[oid]
            if host in [pl.name for pl in g.players]:
                o.attached_to_player = g.player_index(host)
            else:
                hid = self.handles.get(host)
                if hid is None or hid < 0:
                    raise ScenarioError(sc.path, f"{okey}.attached_to", f"unknown handle {host!r}")
                o.attached_to = hid
                designations.bestowed(o)
        turn = sc.turn
        active = g.player_index(turn["active"]) if "active" in turn else 0
        # Turn 1 is the game's first turn: in a two-player game its active player skips
        # the draw (103.8a), in a scenario as in a whole game.
        g.skip_first_draw = len(g.players) == 2
        designations.random_results(g, sc.random)  # 705.2, 706.2
        g.day_night = turn.get("day_night")  # 730.1
        g.start(active, turn.get("step", "main1"), turn.get("number", 1))
        return g

    def _card(self, lib: CardLibrary, spec: dict[str, Any], key: str) -> CardDefinition:
        if "token" in spec:
            from ..cards.parser import card_definition

            if (predefined := predefined_token(spec)) is not None:
                return predefined  # 111.10: "token: Treasure"

            types = spec.get("types") or ["creature"]
            type_line = " ".join(t.capitalize() for t in types)
            if spec.get("subtypes"):
                type_line += " — " + " ".join(spec["subtypes"])
            name = (
                spec["token"]
                if isinstance(spec["token"], str)
                else (" ".join(spec.get("subtypes") or []) + " Token").strip()
            )
            colors = [
                c[0].upper() if c.lower() != "blue" else "U" for c in spec.get("colors") or []
            ]
            try:
                d = card_definition(
                    name,
                    None,
                    type_line,
                    _s(spec.get("power")),
                    _s(spec.get("toughness")),
                    None,
                    spec.get("text") or "",
                    colors=tuple(colors),
                )
            except CardTextError as e:
                raise ScenarioError(self.sc.path, f"{key}.text", str(e)) from e
            from dataclasses import replace

            token = replace(d, is_token=True, color_indicator=frozenset(colors))
            try:
                return playable(token)  # the support gate, as for every card
            except CardTextError as e:
                raise ScriptError(str(e)) from e
        try:
            card = playable(lib.get(str(spec["card"])))
            designations.not_a_back_face(card, str(spec["card"]), self.sc.path, f"{key}.card")
            return card
        except UnknownCardError as e:
            hint = comma_hint(str(spec["card"]), CardDatabase.bundled().names())
            raise ScenarioError(self.sc.path, f"{key}.card", str(e) + hint) from e
        except CardTextError as e:
            raise ScriptError(str(e)) from e  # a real card the parser can't read yet

    # ------------------------------------------------------------------ handles

    def obj(self, handle: Any) -> int:
        h = str(handle)
        g = self.game
        oid = self.handles.get(h)
        if oid is not None and oid >= 0:
            while oid in g.renamed:
                oid = g.renamed[oid]
            if oid in g.objects or any(i.object.id == oid for i in g.stack):
                return oid
        if oid == -1:
            raise ScriptError(f"{h!r} names more than one object: give them ids")
        matches = [o.id for o in g.objects.values() if o.name.lower() == h.lower()]
        if not matches:
            try:
                eng = CardDatabase.bundled().get(h).name
                matches = [o.id for o in g.objects.values() if o.name == eng]
            except UnknownCardError:
                pass
        if len(matches) == 1:
            return matches[0]
        if not matches and (m := _NTH.match(h)) is not None:
            # "Soldier Token #2": the second object of that name, in the order the objects
            # came to be where they are (their ids): tokens made during the script
            same = sorted(o.id for o in g.objects.values() if o.name.lower() == m[1].lower())
            if 1 <= int(m[2]) <= len(same):
                return same[int(m[2]) - 1]
            raise ScriptError(f"{h!r}: there are {len(same)} objects named {m[1]!r}")
        if not matches:
            near = sorted({o.name for o in g.objects.values() if h.lower() in o.name.lower()})
            hint = f" (did you mean {', '.join(repr(n) for n in near[:3])}?)" if near else ""
            raise ScriptError(f"no object named {h!r}{hint}")
        raise ScriptError(
            f"{h!r} names {len(matches)} objects: give them ids, or say which: "
            + ", ".join(f"'{h} #{i}'" for i in range(1, min(len(matches), 4) + 1))
        )

    def target(self, handle: Any) -> Target:
        g = self.game
        for p in g.players:
            if p.name == str(handle):
                return Target(player=p.index)
        ability = handles.stack_ability(self, handle)  # 113.1c: "NAME's ability"
        oid = self.obj(handle) if ability is None else ability
        zone = g.objects[oid].zone if oid in g.objects else Zone.STACK
        return Target(object_id=oid, zone=zone)

    def player(self, name: Any) -> int:
        try:
            return self.game.player_index(str(name))
        except KeyError:
            raise ScriptError(f"no player named {name!r}") from None

    # ------------------------------------------------------------------ running

    def run(self) -> list[Failure]:
        self.step_no = 0
        if self.on_step is not None:
            self.on_step(self, 0, {})
        for i, step in enumerate(self.sc.script, start=1):
            self.step_no = i
            try:
                self._step(step)
            except PausedError as e:
                self.failures.append(Failure(i, "the pending decision to be answered", str(e)))
                break
            except ScriptError as e:
                self.failures.append(Failure(i, "the script to go on", str(e)))
                break
            except IllegalActionError as e:
                self.refusals.append(str(e))
                g = self.game
                self.refused_at.append((len(g.log), i, g.turn_number, g.step))
                if "expect_error" in step:
                    want = str(step["expect_error"]).lower()
                    if want not in str(e).lower():
                        self.failures.append(
                            Failure(i, f"an error containing {step['expect_error']!r}", str(e))
                        )
                    continue
                hint = cast_spec.mana_from_hint(step, str(e))  # 605.3a: what it named
                self.failures.append(Failure(i, "the action to be legal", str(e) + hint))
                break
            except NotImplementedError as e:
                self.failures.append(Failure(i, "a supported rule", str(e)))
                break
            except MtgRulesError as e:
                self.failures.append(Failure(i, "the script to go on", str(e)))
                break
            except RunAborted:
                raise
            except Exception as e:  # a fault inside the engine: never a bare traceback
                self.failures.append(Failure(i, "", f"{type(e).__name__}: {e}", internal=True))
                self.traceback = format_exc()
                break
            finally:
                if self.on_step is not None:
                    self.on_step(self, i, step)
            if "expect_error" in step:
                self.failures.append(
                    Failure(
                        i,
                        f"the action to be refused with {step['expect_error']!r}",
                        "it was allowed",
                    )
                )
                break
        else:
            # A decision the script leaves unanswered is an error, never a silent default.
            d = self.game.pending
            if self.game.over:
                pass
            elif self.goal is not None:
                self.failures.append(
                    Failure(
                        self.step_no, "the pending decision to be answered", self._paused_text()
                    )
                )
            elif d is not None and isinstance(d, Choice | TriggerTargets | TriggerOrder):
                self.failures.append(
                    Failure(
                        self.step_no,
                        "the pending decision to be answered",
                        f"the script ends while the game waits for {d.prompt}",
                    )
                )
        return self.failures

    def _step(self, step: dict[str, Any]) -> None:
        act = next(k for k in step if k not in ("player", "expect_error"))
        arg = step[act]
        if self.goal is not None and act in ("expect", "advance", "resolve"):
            # A paused advance or resolve must not check or move on from the wrong position.
            raise PausedError(self._paused_text())
        if act == "expect":
            expect.check(self, arg)
            return
        g = self.game
        before = g.fingerprint() if "expect_error" in step else None
        self.expecting_error = before is not None
        try:
            self._do(act, arg, step.get("player"))
        except IllegalActionError as e:
            if before is not None and g.fingerprint() != before:
                raise ScriptError("the refused action changed the game state") from None
            if act == "choose":  # choices that share a name: the refusal names the handles
                raise choice_values.with_handles(self, e, g.pending, arg) from None
            raise
        if self.goal is None:
            # a plain `pass` into the combat damage step: the standing order, or the default
            # assignment (SCENARIOS.md), as an advance does
            while not g.over and self._assign_waiting_damage():
                pass

    def _goal_text(self) -> str:
        assert self.goal is not None
        kind, arg = self.goal
        if kind == "advance" and isinstance(arg, dict):
            return f"advance to turn {arg.get('turn', self.game.turn_number)}, {arg.get('step')}"
        return f"{kind}: {arg}" if kind == "resolve" else f"advance to {arg}"

    def _paused_text(self) -> str:
        d = self.game.pending
        waits = d.prompt if d is not None else "nothing"
        if d is not None:
            who = self.game.players[d.player].name
            if not waits.startswith(who):  # the player who must answer, then the question
                waits = f"{who} to answer: {waits}"
        text = f"{self._goal_text()} is paused: the game waits for {waits}"
        if isinstance(d, TriggerOrder):
            text += f" (the triggers to order: {choice_values.trigger_labels(self, d.triggers)})"
        if self.pause_reason:
            text += f"; it can't go on by declaring none: {self.pause_reason}"
        return text

    def _how_it_ended(self) -> str:
        """Who lost and why, from the log ("Bob loses the game: ... (704.5b)"), for a step
        the script gives after the game ended."""
        ended = [
            f"{e.text} ({e.rule})" if e.rule else e.text
            for e in self.game.log
            if e.kind == "game" and " loses the game" in e.text
        ]
        return f" ({'; '.join(ended)})" if ended else ""

    def _require(self, kind: str | tuple[str, ...], player: Any, what: str) -> int:
        g = self.game
        d = g.pending
        kinds = (kind,) if isinstance(kind, str) else kind
        if g.over:
            raise ScriptError(f"the game is over{self._how_it_ended()}; can't {what}")
        if player is not None and g.players[self.player(player)].lost:  # 800.4a: left the game
            raise IllegalActionError(f"{player} has left the game; can't {what}", "800.4a")
        if d is None or d.kind not in kinds:
            if self.expecting_error and d is not None:  # 117.1: not while another decision waits
                waits = f"{g.players[d.player].name} ({d.prompt})"
                raise IllegalActionError(f"can't {what}: the game waits for {waits}", "117.1")
            if self.goal is not None:
                raise PausedError(f"can't {what}: {self._paused_text()}")
            waits = f"{g.players[d.player].name} ({d.prompt})" if d else "nothing"
            raise ScriptError(f"can't {what}: the game waits for {waits}")
        if player is not None and self.player(player) != d.player:
            raise IllegalActionError(
                f"{player} can't {what}: the game waits for "
                f"{g.players[d.player].name} ({d.prompt})",
                "117.1",
            )
        return d.player

    def _do(self, act: str, arg: Any, player: Any) -> None:
        g = self.game
        if act == "cast":
            spec = arg if isinstance(arg, dict) else {"card": arg}
            who = self._require("priority", player, f"cast {spec.get('card')}")
            oid, modes = handles.in_hand(self, spec["card"], who), tuple(spec.get("modes") or ())
            specs = ability_rules.spell_targets(g, g.objects[oid], modes, spec.get("alt_cost"))
            targets = self._group_targets(specs, spec.get("targets") or [])
            (g.apply_as_judge if spec.get("free") else g.apply)(  # free: the judge's shortcut
                CastSpell(
                    oid,
                    targets,
                    int(spec.get("x", 0) or 0),
                    modes,
                    bool(spec.get("free", False)),
                    tuple(self.obj(h) for h in spec.get("sacrifice") or []),
                    spec.get("alt_cost"),
                    _phyrexian_life(spec),
                    kicked=int(spec.get("kicked", 0) or 0),  # 702.33a
                    convoke=tuple(self.obj(h) for h in spec.get("convoke") or []),  # 702.51a
                    improvise=tuple(self.obj(h) for h in spec.get("improvise") or []),
                    delve=tuple(self.obj(h) for h in spec.get("delve") or []),  # 702.66a
                    buyback=bool(spec.get("buyback", False)),  # 702.27a
                    # 601.2h: who gains life for an alternative cost (Invigorate)
                    opponent=self.player(spec["opponent"]) if spec.get("opponent") else None,
                    **cast_spec.keyword_costs(self, spec, who),  # 702.78a, 702.56a, 702.133a
                )
            )
        elif act == "activate":
            spec = arg if isinstance(arg, dict) else {"card": arg}
            # 117.1d: a mana ability also while a resolving spell asks for a payment, and
            # 508.1i while attackers are declared (a cost to attack)
            kinds = ("priority", "choose", "declare_attackers")
            who = self._require(kinds, player, f"activate {spec.get('card')}")
            oid = self.obj(spec["card"])
            obj = g.objects[oid]
            abilities = ability_rules.activated_abilities(g, obj)
            idx = ability_index(self.game, obj, abilities, spec.get("ability", 1))
            if spec.get("modes"):  # only spells are modal here (700.2)
                raise IllegalActionError(f"{obj.name}'s ability has no modes to choose", "700.2")
            specs = abilities[idx].targets if 0 <= idx < len(abilities) else ()
            targets = self._group_targets(specs, spec.get("targets") or [])
            x = int(spec.get("x", 0) or 0)
            costs = cast_spec.activate_costs(self, spec, who)  # 602.2b
            g.apply(
                ActivateAbility(
                    oid,
                    idx,
                    targets,
                    x,
                    **costs,
                    phyrexian_life=_phyrexian_life(spec),
                    returned=tuple(self.obj(h) for h in spec.get("returned") or []),  # 702.49a
                    counter_kind=str(spec.get("counter_kind") or ""),  # 122.1, 602.2b
                    alternative=bool(spec.get("alternative")),  # 602.2b: "COST or COST:"
                )
            )
        elif act == "turn_face_up" and isinstance(arg, dict):  # 116.2b, 702.37e, 107.3d
            self._require("priority", player, f"turn face up {arg.get('card')}")
            via = str(arg["via"]) if arg.get("via") is not None else None  # 701.40c
            g.apply(TurnFaceUp(self.obj(arg["card"]), via, x=int(arg.get("x") or 0)))
        elif act in SPECIAL_ACTIONS:  # 305.1; 116.2b, 702.37e; 116.2h: special actions
            who = self._require("priority", player, f"{act.replace('_', ' ')} {arg}")
            g.apply(SPECIAL_ACTIONS[act](handles.in_hand(self, arg, who)))
        elif act == "pass":
            self._require("priority", player, "pass")
            g.apply(PassPriority())
        elif act == "attack":
            self._require("declare_attackers", player, "declare attackers")
            attacks = tuple((self.obj(a), self.target(t)) for a, t in (arg or {}).items())
            g.apply(DeclareAttackers(attacks))
            self._continue_goal()
        elif act == "block":
            self._require("declare_blockers", player, "declare blockers")
            blocks = []
            for b, a in (arg or {}).items():
                att = a if isinstance(a, list) else [a]
                blocks.append((self.obj(b), tuple(self.obj(x) for x in att)))
            g.apply(DeclareBlockers(tuple(blocks)))
            self._continue_goal()
        elif act == "assign_damage":
            for creature, division in (arg or {}).items():
                oid = self.obj(creature)
                assignment = [(self.target(r), int(n)) for r, n in (division or {}).items()]
                if oid in g.combat.attackers or oid in g.combat.blockers:
                    others = self._others_assigned(oid)
                    combat.check_damage_assignment(g, oid, assignment, others)
                self.orders[oid] = assignment
            self._continue_goal()
        elif act == "choose":
            d = g.pending
            if d is None or not isinstance(d, Choice | TriggerTargets | TriggerOrder):
                raise ScriptError(choice_values.nothing_to_choose(self, d))
            if player is not None and self.player(player) != d.player:
                chooser = g.players[d.player].name
                raise IllegalActionError(
                    f"{player} can't choose: the choice is {chooser}'s ({d.prompt})", "117.1"
                )
            n = len(g.log)
            g.apply(Choose(choice_values.choice_value(self, d, arg)))
            if self.goal is not None and self.goal[0] == "resolve":
                # what resolved while the answer was applied counts (a 616.1e choice plays
                # the pass again: the resolution happens then)
                self._resolved += sum(1 for e in g.log[n:] if e.kind == "resolve")
            self._continue_goal()
        elif act == "advance" and g.over:
            # no turn or step comes after the game ended: an advance would pass without
            # playing anything (a `resolve` then has nothing to resolve, and passes)
            raise ScriptError(f"the game is over{self._how_it_ended()}; can't advance")
        elif act == "resolve":
            self.goal = ("resolve", arg)
            self._resolved = 0
            self._continue_goal()
        elif act == "advance":
            step = arg.get("step") if isinstance(arg, dict) else arg
            if step == "untap":
                raise ScriptError(
                    "no player gets priority in the untap step (502.4): advance to upkeep"
                )
            if step == "cleanup" and not (isinstance(arg, dict) and "turn" in arg):
                arg = {"turn": self.game.turn_number, "step": "cleanup"}  # this turn's (514)
            self.goal = ("advance", arg)
            self._continue_goal()
        else:  # pragma: no cover - the loader refuses unknown actions
            raise ScriptError(f"unknown action {act}")

    def _group_targets(self, specs: Any, targets: Any) -> tuple[tuple[Target, ...], ...]:
        return handles.group_targets(self, specs, targets)

    def _others_assigned(self, oid: int) -> dict[int, int]:
        from ..rules import combat as combat_rules

        g = self.game
        ids = [i for i in list(g.combat.attackers) + list(g.combat.blockers) if i != oid]
        orders = {o: self.orders.get(o) for o in ids if o in g.objects}
        return combat.assigned_totals(
            g,  # the same sum the damage step makes (702.19b)
            {
                o: a if a is not None else combat_rules.default_assignment(g, o, {})
                for o, a in orders.items()
            },
        )

    # ------------------------------------------------------------------ goals

    def _assign_waiting_damage(self) -> bool:
        """510.1: where the game waits for combat damage to be assigned, assign it by the
        script's standing orders (`assign_damage`), else by the default; False when it
        doesn't wait for that."""
        g = self.game
        d = g.pending
        if not isinstance(d, DamageAssignment):
            return False
        creatures = d.creatures
        g.apply(
            AssignCombatDamage(
                tuple((c, tuple(self.orders.get(c, d.defaults[c]))) for c in creatures)
            )
        )
        for c in creatures:
            self.orders.pop(c, None)
        return True

    def _continue_goal(self) -> None:
        g = self.game
        self.pause_reason = None
        guard = 0
        while self.goal is not None and not g.over:
            guard += 1
            if guard > 5000:
                raise ScriptError(f"{self._goal_text()} didn't reach its goal{self._looping()}")
            d = g.pending
            assert d is not None
            kind, arg = self.goal
            if kind == "advance":
                if self._advance_reached(arg):
                    self.goal = None
                    return
                want_turn = arg.get("turn") if isinstance(arg, dict) else None
                if want_turn is not None and g.turn_number > int(want_turn):
                    raise ScriptError(f"{self._goal_text()}: the game is past turn {want_turn}")
            elif isinstance(d, Priority | AttackDeclaration | BlockDeclaration) and (
                not g.stack or (arg != "all" and self._resolved >= int(arg))
            ):
                self.goal = None  # resolve: done
                return
            if self._assign_waiting_damage():
                continue
            if kind == "advance" and isinstance(d, AttackDeclaration | BlockDeclaration):
                if not self._declare_none_on_the_way(arg):
                    return  # paused: the script must declare next
                continue
            if not isinstance(d, Priority):
                return  # paused: the script must answer this decision next
            n = len(g.log)
            g.apply(PassPriority())
            if kind == "resolve":
                self._resolved += sum(1 for e in g.log[n:] if e.kind == "resolve")
        if g.over:
            self.goal = None

    def _looping(self) -> str:
        """What kept resolving while the goal wasn't reached: a loop names its ability
        (a state trigger whose condition stays true, 603.8)."""
        names = Counter(
            str(e.data.get("card")) for e in self.game.log[-2000:] if e.kind == "resolve"
        )
        if not names:
            return ""
        name, n = names.most_common(1)[0]
        return f": {name} resolved {n} times in its last 2,000 log lines (a loop?)"

    def _declare_none_on_the_way(self, arg: Any) -> bool:
        """An advance whose goal lies beyond this declare-attackers (declare-blockers) step
        declares no attackers (blockers) here, where declaring none is legal (SCENARIOS.md);
        False when the advance must stop here for the script to declare."""
        g = self.game
        d = g.pending
        assert d is not None
        want_turn = arg.get("turn") if isinstance(arg, dict) else None
        step = arg.get("step") if isinstance(arg, dict) else arg
        this_turn = want_turn is None or int(want_turn) == g.turn_number
        if (
            isinstance(d, AttackDeclaration)
            and this_turn
            and step in ("declare_blockers", "first_strike_damage", "combat_damage")
        ):
            return False  # the goal is in this combat: it needs attackers (508.8)
        action: DeclareAttackers | DeclareBlockers = (
            DeclareAttackers(()) if isinstance(d, AttackDeclaration) else DeclareBlockers(())
        )
        try:
            g.apply(action)
        except IllegalActionError as e:  # a requirement forbids "none" (508.1d, 509.1c)
            self.pause_reason = str(e)
            return False
        return True

    def _advance_reached(self, arg: Any) -> bool:
        g = self.game
        want_turn = None
        step = arg
        if isinstance(arg, dict):
            want_turn = arg.get("turn")
            step = arg.get("step")
        if step == "cleanup" and want_turn is not None and g.turn_number > int(want_turn):
            # 514.3: no one gets priority in a cleanup step where nothing triggers, so an
            # advance to it stops at the first decision after it (docs/scenarios.md)
            return True
        if want_turn is not None and g.turn_number != int(want_turn):
            return False
        if g.step != step:
            return False
        d = g.pending
        assert d is not None
        if step == "declare_attackers":
            return isinstance(d, AttackDeclaration)
        if step == "declare_blockers":
            return isinstance(d, BlockDeclaration)
        return isinstance(d, Priority) and not g.stack

    # ------------------------------------------------------------------ expectations

    def _fail(self, expected: str, found: Any) -> None:
        # a check after the game ended: say so (a player decked during an advance)
        over = f"; the game is over{self._how_it_ended()}" if self.game.over else ""
        self.failures.append(Failure(self.step_no, expected, str(found) + over))


def run_scenario(
    scenario: Scenario,
    on_step: Callable[[Runner, int, dict[str, Any]], None] | None = None,
) -> Result:
    """Play a scenario. A fault inside the engine doesn't escape: it ends the script with an
    internal-error failure ("internal error at step N: ..."), the traceback kept aside.
    ``on_step(runner, i, step)`` is called before the first step and after every step."""
    try:
        runner = Runner(scenario)
    except (ScenarioError, RunAborted):
        raise
    except (IllegalActionError, ScriptError, ValueError) as e:
        return Result(scenario, None, [Failure(0, "the position to set up", str(e))])
    except NotImplementedError as e:
        return Result(scenario, None, [Failure(0, "a supported rule", str(e))])
    except Exception as e:  # a fault inside the engine while setting up (step 0)
        failure = Failure(0, "", f"{type(e).__name__}: {e}", internal=True)
        return Result(scenario, None, [failure], traceback=format_exc())
    runner.on_step = on_step
    failures = runner.run()
    return Result(
        scenario, runner.game, failures, runner.refusals, runner.refused_at, runner.traceback
    )


def _phyrexian_life(spec: dict[str, Any]) -> int | None:
    """``phyrexian_life: N``: pay N Phyrexian mana symbols with 2 life each (107.4f)."""
    n = spec.get("phyrexian_life")
    return None if n is None else int(n)
