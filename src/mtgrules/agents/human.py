"""A human at a terminal: each pending decision shown with numbered options, the answer read
from a text stream (standard input by default; an ``io.StringIO`` in tests).

At any prompt: a number (or several, space- or comma-separated, where the decision takes
several), ``b`` shows the board again, ``l`` the last log entries, ``?`` help, ``q`` quits
(raises :class:`HumanQuit`). An answer the rules refuse is explained and asked again: the
agent tries it on a copy of the game before returning it.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

from ..decisions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    AttackDeclaration,
    BlockDeclaration,
    CastSpell,
    Choice,
    Choose,
    ChooseObjects,
    DamageAssignment,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    LibrarySplit,
    Mulligan,
    PassPriority,
    PlayLand,
    Priority,
    TriggerOrder,
    TriggerTargets,
    TurnFaceUp,
)
from ..errors import IllegalActionError
from ..game import Game
from ..objects import Target
from ..rules import characteristics, targeting
from ..zones import Zone

HELP = (
    "Answer with the number of an option (several numbers, space-separated, where the "
    "decision takes several; Enter alone for none). b: board, l: log, ?: help, q: quit."
)


class HumanQuit(Exception):
    """The player quit (``q``) or the input ended."""


def describe_target(game: Game, t: Target) -> str:
    return targeting.target_name(game, t)


def describe_action(game: Game, action: Action) -> str:
    """One line for a player's action, as a menu shows it."""
    if isinstance(action, PassPriority):
        return "Pass priority"
    if isinstance(action, PlayLand):
        return f"Play {game.objects[action.card].name}"
    if isinstance(action, CastSpell):
        obj = game.objects[action.card]
        if action.alt_cost in ("morph", "megamorph", "disguise"):  # 702.37a, 702.168a
            return f"Cast {obj.name} face down for {{3}} ({action.alt_cost})"
        cost = f" {obj.card.mana_cost}" if obj.card.mana_cost else ""
        return f"Cast {obj.name}{cost}{targeting.targets_text(game, action.targets)}"
    if isinstance(action, ActivateAbility):
        from ..rules.abilities import activated_abilities

        obj = game.objects[action.source]
        abilities = activated_abilities(game, obj)
        what = ""
        if action.index < len(abilities):
            ab = abilities[action.index]
            parts = []
            if ab.cost.mana:
                parts.append(ab.cost.mana)
            if ab.cost.tap:
                parts.append("{T}")
            if ab.cost.sacrifice_self:
                parts.append("sacrifice it")
            what = f" ({', '.join(parts)})" if parts else ""
        return f"Activate {obj.name}'s ability{what}{targeting.targets_text(game, action.targets)}"
    if isinstance(action, TurnFaceUp):  # 116.2b: the player sees their own card (708.5)
        obj = game.objects[action.card]
        how = f" for its {action.via} cost" if action.via else ""
        return f"Turn {obj.name} ({obj.card.name}) face up{how}"
    return repr(action)


def describe_option(game: Game, option: Any) -> str:
    if option is None:
        return "nothing"
    if isinstance(option, Target):
        return describe_target(game, option)
    if isinstance(option, int) and not isinstance(option, bool) and option in game.objects:
        o = game.objects[option]
        if o.zone is Zone.BATTLEFIELD:
            ch = characteristics.chars(game, o.id)
            return f"{o.name} {ch.power}/{ch.toughness}" if "creature" in ch.types else o.name
        cost = f" {o.card.mana_cost}" if o.card.mana_cost else ""
        return f"{o.name}{cost}"
    return str(option)


def board_text(game: Game, viewer: int) -> str:
    """The public state, and the viewer's hand."""
    lines = [
        f"Turn {game.turn_number}, {game.players[game.active_player].name}'s "
        f"{game.step.replace('_', ' ')} step"
    ]
    for p in game.players:
        lines.append(
            f"  {p.name}: {p.life} life, {len(p.hand)} in hand, {len(p.library)} in "
            f"library, {len(p.graveyard)} in graveyard"
        )
        perms = []
        for o in game.battlefield_objects():
            if o.controller != p.index:
                continue
            ch = characteristics.chars(game, o.id)
            s = o.name
            if "creature" in ch.types:
                s += f" {ch.power}/{ch.toughness}"
                if o.damage:
                    s += f" ({o.damage} damage)"
            if o.tapped:
                s += " (tapped)"
            if o.attached_to is not None and o.attached_to in game.objects:
                s += f" on {game.objects[o.attached_to].name}"
            perms.append(s)
        if perms:
            lines.append("    battlefield: " + ", ".join(perms))
    hand = game.players[viewer].hand
    if hand:
        lines.append("  your hand: " + ", ".join(describe_option(game, oid) for oid in hand))
    if game.stack:
        lines.append(
            "  stack (top first): "
            + ", ".join(
                f"{i.name}{targeting.targets_text(game, i.targets)}" for i in reversed(game.stack)
            )
        )
    return "\n".join(lines)


class HumanAgent:
    """Asks a person (see the module's documentation)."""

    def __init__(
        self,
        input: TextIO | None = None,
        output: TextIO | None = None,
        *,
        show_board: bool = True,
        log_lines: int = 15,
    ) -> None:
        self.input = input
        self.output = output
        self.show_board = show_board
        self.log_lines = log_lines

    # -- io

    def _out(self) -> TextIO:
        return self.output if self.output is not None else sys.stdout

    def say(self, text: str = "") -> None:
        self._out().write(text + "\n")
        self._out().flush()

    def _read(self, prompt: str, game: Game, viewer: int) -> str:
        while True:
            self._out().write(prompt)
            self._out().flush()
            line = (self.input if self.input is not None else sys.stdin).readline()
            if not line:
                raise HumanQuit("the input ended")
            text = line.strip()
            low = text.lower()
            if low in ("q", "quit", "exit"):
                raise HumanQuit("quit")
            if low in ("?", "h", "help"):
                self.say(HELP)
                continue
            if low in ("b", "board"):
                self.say(board_text(game, viewer))
                continue
            if low in ("l", "log"):
                for e in game.log[-self.log_lines :]:
                    self.say(f"  [T{e.turn} {e.step}] {e}")
                continue
            return text

    def _numbers(
        self, game: Game, viewer: int, prompt: str, n: int, *, many: bool, empty_ok: bool
    ) -> list[int]:
        while True:
            text = self._read(prompt, game, viewer)
            if not text:
                if empty_ok:
                    return []
                self.say("Give a number.")
                continue
            try:
                picks = [int(x) for x in text.replace(",", " ").split()]
            except ValueError:
                self.say(f"Not a number: {text!r}. {HELP}")
                continue
            if any(not 1 <= p <= n for p in picks):
                self.say(f"Choose between 1 and {n}.")
                continue
            if not many and len(picks) != 1:
                self.say("Give one number.")
                continue
            return [p - 1 for p in picks]

    def _menu(self, game: Game, labels: list[str]) -> None:
        for i, label in enumerate(labels, 1):
            self.say(f"  {i}. {label}")

    # -- decisions

    def act(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        self.say("")
        self.say(f"== {d.prompt}")
        if self.show_board and (
            isinstance(d, Priority | AttackDeclaration | BlockDeclaration | Mulligan)
        ):
            self.say(board_text(game, d.player))
        while True:
            action = self._ask(game, d)
            try:
                trial = game.clone()
                trial.apply(action)
            except IllegalActionError as e:
                self.say(f"Not legal: {e}")
                continue
            return action

    def _ask(self, game: Game, d: Decision) -> Action:
        me = d.player
        if isinstance(d, Priority):
            actions = game.legal_actions(mana_abilities=False)
            self._menu(game, [describe_action(game, a) for a in actions])
            i = self._numbers(game, me, "> ", len(actions), many=False, empty_ok=True)
            return actions[i[0]] if i else PassPriority()
        if isinstance(d, AttackDeclaration):
            spec = d.spec
            choices = [(c, t) for c, ts in spec.options for t in ts]
            if not choices:
                self.say("  (no creature can attack)")
                return DeclareAttackers(())
            self._menu(
                game,
                [
                    f"{describe_option(game, c)} attacks {describe_target(game, t)}"
                    for c, t in choices
                ],
            )
            while True:
                picks = self._numbers(
                    game,
                    me,
                    "Attack with (numbers; Enter: no attack)> ",
                    len(choices),
                    many=True,
                    empty_ok=True,
                )
                action = DeclareAttackers(tuple(choices[i] for i in picks))
                why = spec.validate(action)  # 508.1: say why, and ask again
                if why is None:
                    return action
                self.say(f"  Not legal: {why}")
        if isinstance(d, BlockDeclaration):
            bspec = d.spec
            pairs = [(b, a) for b, atts in bspec.options for a in atts]
            if not pairs:
                self.say("  (no creature can block)")
                return DeclareBlockers(())
            self._menu(
                game,
                [f"{describe_option(game, b)} blocks {describe_option(game, a)}" for b, a in pairs],
            )
            while True:
                picks = self._numbers(
                    game,
                    me,
                    "Blocks (numbers; Enter: no blocks)> ",
                    len(pairs),
                    many=True,
                    empty_ok=True,
                )
                blocks: dict[int, list[int]] = {}
                for k in picks:
                    b, a = pairs[k]
                    blocks.setdefault(b, []).append(a)
                baction = DeclareBlockers(tuple((b, tuple(a)) for b, a in blocks.items()))
                why = bspec.validate(baction)  # 509.1: say why, and ask again
                if why is None:
                    return baction
                self.say(f"  Not legal: {why}")
        if isinstance(d, DamageAssignment):
            return self._assign(game, d)
        if isinstance(d, TriggerOrder):
            trig = d.triggers
            self._menu(game, [f"{t.source_name}'s ability" for t in trig])
            picks = self._numbers(
                game,
                me,
                "Order, first on the stack first (Enter: as listed)> ",
                len(trig),
                many=True,
                empty_ok=True,
            )
            return Choose(picks if picks else list(range(len(trig))))
        options = list(d.options or ())
        if isinstance(d, LibrarySplit):
            return self._library_split(game, d)
        only = _only_answer(d)
        if only is not None:  # one legal answer: shown, and given without asking
            shown = only.value if isinstance(only.value, list) else [only.value]
            names = ", ".join(describe_option(game, o) for o in shown)
            self.say(f"  (the only choice: {names})")
            return only
        if not options:
            text = self._read("Your answer> ", game, me)
            return Choose(text)
        self._menu(game, [describe_option(game, o) for o in options])
        if isinstance(d, TriggerTargets):
            i = self._numbers(game, me, "Target> ", len(options), many=False, empty_ok=False)
            return Choose([options[i[0]]])
        if isinstance(d, ChooseObjects):
            n = d.count
            optional = d.up_to
            picks = self._numbers(
                game,
                me,
                f"Choose {n}{' or fewer' if optional else ''}> ",
                len(options),
                many=True,
                empty_ok=optional,
            )
            chosen = [options[i] for i in picks if options[i] is not None]
            if optional and not chosen:
                return Choose(None)
            return Choose(chosen)
        i = self._numbers(game, me, "> ", len(options), many=False, empty_ok=False)
        return Choose(options[i[0]])

    def _library_split(self, game: Game, d: LibrarySplit) -> Action:
        """Scry (surveil): which cards go to the bottom (graveyard), then the order on top."""
        me = d.player
        cards = list(d.options or ())
        other = d.other
        self._menu(game, [describe_option(game, o) for o in cards])
        where = "on the bottom" if other == "bottom" else "into your graveyard"
        picks = self._numbers(
            game, me, f"Put {where} (numbers; Enter: none)> ", len(cards), many=True, empty_ok=True
        )
        away = [cards[i] for i in dict.fromkeys(picks)]
        top = [c for c in cards if c not in away]
        if len(top) > 1:
            self._menu(game, [describe_option(game, o) for o in top])
            order = self._numbers(
                game,
                me,
                "Order on top, the top card first (numbers; Enter: as shown)> ",
                len(top),
                many=True,
                empty_ok=True,
            )
            if sorted(order) == list(range(len(top))):
                top = [top[i] for i in order]
        return Choose({"top": top, other: away})

    def _assign(self, game: Game, d: DamageAssignment) -> Action:
        me = d.player
        creatures = list(d.creatures)
        defaults = d.defaults
        for c in creatures:
            shown = ", ".join(f"{n} to {describe_target(game, t)}" for t, n in defaults[c])
            self.say(f"  {describe_option(game, c)}: {shown or 'no damage'}")
        text = self._read("Enter: assign as shown; c: choose the amounts> ", game, me)
        if text.lower() not in ("c", "choose"):
            return AssignCombatDamage(tuple((c, tuple(defaults[c])) for c in creatures))
        out = []
        for c in creatures:
            power = sum(n for _, n in defaults[c])
            self.say(f"{describe_option(game, c)} assigns {power} damage:")
            assignment = []
            for t in d.recipients[c]:
                while True:
                    raw = self._read(f"  to {describe_target(game, t)}> ", game, me)
                    try:
                        amount = int(raw or "0")
                    except ValueError:
                        self.say("Give a number.")
                        continue
                    break
                if amount:
                    assignment.append((t, amount))
            out.append((c, tuple(assignment)))
        return AssignCombatDamage(tuple(out))


def _only_answer(d: Decision) -> Choose | None:
    """The answer to a choice that has exactly one legal answer, else None. The engine still
    asks (it never chooses for a player); an agent may answer such a choice itself."""
    options = [o for o in d.options or () if o is not None]
    up_to = isinstance(d, ChooseObjects) and d.up_to
    if not options or up_to or None in (d.options or ()):
        return None
    if isinstance(d, TriggerTargets):
        return Choose([options[0]]) if len(options) == 1 else None
    if not isinstance(d, Choice):
        return None
    if isinstance(d, ChooseObjects):
        return Choose(options) if len(options) == d.count else None
    return Choose(options[0]) if len(options) == 1 else None
