"""New targets for a copy of a spell (707.10c): "you may choose new targets for the copy".

The copy's controller keeps the copied targets or chooses new legal ones, asked as one
:class:`~mtgrules.decisions.ChooseCopyTargets` whose options name each legal choice. Used
by every copy of a spell with targets: storm and the keywords that copy as storm does,
"copy target spell" (rules/keywords_cast_effects.py) and demonstrate
(rules/effects_demonstrate.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..decisions import ChooseCopyTargets
from ..errors import IllegalActionError
from ..objects import GameObject, Target
from ..zones import Zone
from . import division
from .targeting import target_name

if TYPE_CHECKING:
    from ..cards.ir import CardDefinition
    from ..state import GameState
    from .effect_context import EffectContext

__all__ = [
    "KEEP",
    "ask_copies_targets",
    "ask_copy_targets",
    "choice_words",
    "choices_as_it_last_existed",
]

KEEP = "keep the targets"
RULE = "707.10c"

Targets = tuple[tuple[Target, ...], ...]
Division = tuple[tuple[int, int], ...]


def choice_words(
    game: GameState,
    choices: Sequence[Targets],
    current: Targets = (),
    shares: tuple[int, tuple[int, ...]] | None = None,
) -> list[str]:
    """Each choice's targets by name, "none" for no target; where objects among all the
    choices and the ``current`` targets share a name, each is named "NAME #N", N counting
    them by age (the order the game made them), so that every choice reads differently.
    ``shares``: the place of the targets a division is among and their shares in order,
    each written after its target ("Bob (2)", 115.7f)."""
    ids_by_name: dict[str, set[int]] = {}
    for c in (current, *choices):
        for ts in c:
            for t in ts:
                if t.object_id is not None:
                    ids_by_name.setdefault(target_name(game, t), set()).add(t.object_id)

    def name(t: Target) -> str:
        n = target_name(game, t)
        same = ids_by_name.get(n, set())
        if t.object_id is None or len(same) < 2:
            return n
        return f"{n} #{sorted(same).index(t.object_id) + 1}"

    def words(c: Targets) -> str:
        out = []
        for i, ts in enumerate(c):
            for j, t in enumerate(ts):
                n = name(t)
                if shares is not None and shares[0] == i and j < len(shares[1]):
                    n += f" ({shares[1][j]})"  # 115.7f: the share it takes
                out.append(n)
        return ", ".join(out) or "none"

    return [words(c) for c in choices]


def ask_copy_targets(
    ctx: EffectContext,
    player: int,
    prompt: str,
    current: Targets,
    choices: Sequence[Targets],
    shares: tuple[int, tuple[int, ...]] | None = None,
) -> Targets:
    """707.10c: ``player`` keeps ``current`` or chooses one of ``choices`` (the other legal
    targets); with no other legal choice the copy keeps its targets and nothing is asked.
    ``shares``: a division's shares, shown with each choice (115.7f)."""
    if not choices:
        return current
    words = choice_words(ctx.game, choices, current, shares)
    offered = (KEEP, *(f"new targets: {w}" for w in words))
    ans = ctx.ask(
        ChooseCopyTargets(player=player, prompt=prompt, options=offered, choices=tuple(choices))
    )
    k = next((i for i, w in enumerate(offered) if w.lower() == str(ans).lower()), None)
    if k is None:
        raise IllegalActionError(f"{ans!r} isn't one of: {'; '.join(offered)}", RULE)
    return current if k == 0 else choices[k - 1]


def ask_copies_targets(
    ctx: EffectContext,
    player: int,
    prompts: Sequence[str],
    current: Targets,
    options: Sequence[Targets],
    split: division.Divided | None,
    divided_now: Division,
) -> list[tuple[Targets, Division]]:
    """707.10c for each of ``len(prompts)`` copies of one spell or ability, asked one after
    another: its targets and its division. ``options``: the other legal targets; ``split``:
    the instruction that divides (None for none), ``divided_now``: the original's division.
    115.7f: where something is divided, new targets are as many as the original's, each
    shown with and taking the share of the target in its place."""
    kept = division.keeps_count(split, current, list(options))
    shares = division.shares_of(split, divided_now)
    out = []
    for prompt in prompts:
        chosen = ask_copy_targets(ctx, player, prompt, current, kept, shares)
        out.append((chosen, division.copy_division(divided_now, split, current, chosen)))
    return out


def choices_as_it_last_existed(
    game: GameState,
    spell_id: int,
    card: CardDefinition,
    player: int,
    modes: tuple[int, ...],
    x: int,
    kicked: int,
    current: Targets,
) -> list[Targets]:
    """707.10c, 608.2h: the other legal targets for a copy of a spell that has left the stack
    (storm's copies of a countered spell): chosen as for the spell as it last existed there,
    looked at through a stand-in with its old id that is gone again before anything else
    happens."""
    from . import characteristics
    from .abilities import spell_targets
    from .listing_choices import target_choices

    if spell_id in game.objects:
        return []
    lk = game.last_known.get(spell_id)
    owner = lk.owner if lk is not None else player
    stand_in = GameObject(spell_id, card, owner, player, Zone.STACK, 0)
    stand_in.x, stand_in.kicked = x, kicked
    game.objects[spell_id] = stand_in
    try:
        ch = characteristics.chars(game, spell_id)
        specs = spell_targets(game, stand_in, modes)
        found = target_choices(game, stand_in, specs, ch, player, True, x)
    finally:
        del game.objects[spell_id]
        cache = game._chars
        if cache is not None:
            cache.elsewhere.pop(spell_id, None)
    return [t for t in found if t != current]
