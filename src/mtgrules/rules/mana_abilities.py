"""More ways an ability says which mana it adds (106.1, 605, issue 12 h-mana): "two mana in
any combination of colors" (a color chosen for each mana as the ability resolves, 106.1) and
"one mana of the chosen color" (the color chosen as its source entered, 614.12a; 607.2: the
two abilities are linked). The plain forms are rules/effects_players._add_mana."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir.refs import THAT_TYPE
from ..decisions import ChooseMana
from ..zones import Zone
from . import effect_context, snow_mana
from .chosen_values import CHOSEN_COLOR_KEY, CHOSEN_TYPE_KEY
from .effect_context import EXECUTORS

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .effect_context import EffectContext

__all__ = [
    "add_mana_more",
    "becomes_chosen",
    "choose_value",
    "chosen_color_of",
    "source_letters",
]

_COLORS = ("W", "U", "B", "R", "G")
_COLOR_NAMES = ("white", "blue", "black", "red", "green")  # in _COLORS order (105.1)
# s11 h-lib, 105.4: "the color or colors of your choice": each set of one or more colors, its
# names in WUBRG order joined by "and" ("white and blue")
COLOR_COMBINATIONS = tuple(
    " and ".join(n for i, n in enumerate(_COLOR_NAMES) if mask >> i & 1)
    for mask in sorted(range(1, 32), key=lambda m: (bin(m).count("1"), m))
)


def chosen_color_of(ctx: EffectContext) -> str | None:
    """614.12a, 607.2: the color chosen as the ability's source entered (its last known
    information when it has left, 608.2h), or None."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if src is not None and src.chosen_color:
        return src.chosen_color
    lk = g.last_known.get(ctx.source_id) if ctx.source_id is not None else None
    return lk.chosen_color if lk is not None else None


def add_mana_more(ctx: EffectContext, e: ir.AddMana) -> None:
    g = ctx.game
    who = g.players[ctx.controller].name
    if e.could_produce is not None:  # h-act, 106.7: rules/could_produce.py
        _add_could_produce(ctx, e)
        return
    many = e.many or 1
    if not isinstance(e.count, int):
        # h-act: "X mana" (107.3: X is chosen); h-amount: "where X is ..." (107.3c, 608.2h)
        many = effect_context.amount(ctx, e.count)
        if many <= 0:
            g.log_event("mana", f"{who} adds no mana ({ctx.name}: X is 0)", "107.3")
            return
    # h-act: "in any combination of {W} and/or {U}": only those colors (106.1)
    colors = tuple(a.strip("{}") for a in e.alternatives) if e.combination else ()
    if e.combination:
        # 106.1: "two mana in any combination of colors": a color for each mana
        mana = ""
        for i in range(many):
            color = ctx.ask(
                ChooseMana(
                    player=ctx.controller,
                    prompt=f"choose the color of mana {i + 1} of {many}",
                    options=colors or _COLORS,
                )
            )
            mana += "{" + str(color) + "}"
        rule = "106.1"
    else:
        color = chosen_color_of(ctx)
        if color is None and not e.mana:
            g.log_event("mana", f"{who} adds no mana ({ctx.name}: no color was chosen)", "614.12a")
            return
        options = tuple(x for x in (e.mana, "{" + color + "}" if color else "") if x)
        mana = options[0]
        if len(options) > 1:  # "Add {W} or one mana of the chosen color." (106.1)
            mana = str(
                ctx.ask(
                    ChooseMana(
                        player=ctx.controller, prompt="choose which mana to add", options=options
                    )
                )
            )
        if mana != e.mana:
            mana = mana * many
        rule = "614.12a"
    if e.spend is not None:  # 106.6 (h-costs): it keeps its restriction in the pool
        g.players[ctx.controller].mana_pool.add_restricted(mana, e.spend)
    else:  # 106.4; 107.4h: a snow source's mana is snow mana
        snow_mana.add(g, g.players[ctx.controller].mana_pool, mana, ctx.source_id)
    g.log_event("mana", f"{who} adds {mana} ({ctx.name})", rule)


def _add_could_produce(ctx: EffectContext, e: ir.AddMana) -> None:
    """106.7: one mana of a type the matching permanents could produce, chosen as it
    resolves; none when they could produce none."""
    from . import could_produce

    g = ctx.game
    who = g.players[ctx.controller].name
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    options = could_produce.letters(g, src, e) if src is not None else ""
    if not options:
        g.log_event("mana", f"{who} adds no mana ({ctx.name}: none could be produced)", "106.7")
        return
    color = ctx.ask(
        ChooseMana(player=ctx.controller, prompt="choose a type of mana", options=tuple(options))
    )
    # 106.4; 107.4h: a snow source's mana is snow mana
    snow_mana.add(g, g.players[ctx.controller].mana_pool, "{" + str(color) + "}", ctx.source_id)
    g.log_event("mana", f"{who} adds {{{color}}} ({ctx.name})", "106.7")


def source_letters(game: GameState, obj: GameObject, e: ir.AddMana) -> str | None:
    """The mana a "{T}: Add ..." source of the chosen color can make, for the payment
    planner (605.3b, rules/costs.find_mana_sources): "{W}{R}" for "Add {W} or one mana of
    the chosen color" with red chosen; None when the planner leaves it to the player."""
    if e.combination or e.many:
        return None
    color = obj.chosen_color
    if not color:
        return e.mana or None
    return e.mana + "{" + color + "}"


def becomes_chosen(ctx: EffectContext, e: ir.BecomesChosen) -> None:
    """608.2d: "Target creature becomes the color of your choice until end of turn." (105.4:
    one of the five colors; layer 5, 613.1e) / "... the creature type of your choice" (205.1b:
    it has that creature type instead of its others; layer 4, 613.1d), chosen as it
    resolves by the controller."""
    from ..cards.words import COLOR_LETTERS, CREATURE_TYPES
    from ..decisions import ChooseOption
    from . import effects_permanents

    if e.kind == "color":
        options: tuple[str, ...] = ("white", "blue", "black", "red", "green")
    elif e.kind == "color or colors":  # s11 h-lib, 105.4: any one or more of the five
        options = COLOR_COMBINATIONS
    elif e.kind == "basic land type":  # h-act, 305.6: the five basic land types
        options = ("Plains", "Island", "Swamp", "Mountain", "Forest")
    else:
        options = CREATURE_TYPES
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    if not any(o.zone is Zone.BATTLEFIELD for o in objs):
        return  # nothing to change: no choice is asked
    if e.kind == "basic land type" and e.that:  # h-act: "becomes an Island" (305.7)
        (land_type,) = e.that
        effects_permanents._affect(ctx, e.what, e.duration, "305.7", set_land_type=land_type)
        ctx.game.log_event("effect", f"{ctx.name}: it becomes {land_type}", "305.7")
        return
    if e.that:  # h-chosen: "becomes that type", the type chosen before it (608.2c)
        (chosen,) = e.that
        if chosen == THAT_TYPE:  # never chosen (the gate refuses such a card): nothing
            return
        effects_permanents._affect(ctx, e.what, e.duration, "205.1b", set_creature_types=(chosen,))
        ctx.game.log_event("effect", f"{ctx.name}: it becomes a {chosen}", "205.1b")
        return
    answer = str(
        ctx.ask(
            ChooseOption(
                player=ctx.controller, prompt=f"{ctx.name}: choose a {e.kind}", options=options
            )
        )
    )
    if e.kind in ("color", "color or colors"):  # s11 h-lib: "white and blue"
        colors = frozenset(COLOR_LETTERS[w] for w in answer.split(" and "))
        effects_permanents._affect(ctx, e.what, e.duration, "105.4", set_colors=colors)
    elif e.kind == "basic land type":  # h-act, 305.7: layer 4 (613.1d)
        effects_permanents._affect(ctx, e.what, e.duration, "305.7", set_land_type=answer)
    else:
        effects_permanents._affect(ctx, e.what, e.duration, "205.1b", set_creature_types=(answer,))
    ctx.game.log_event("effect", f"{ctx.name}: {e.kind} {answer} chosen", "608.2d")


EXECUTORS[ir.BecomesChosen] = becomes_chosen


def choose_value(ctx: EffectContext, e: ir.ChooseValue) -> None:
    """608.2d (h-chosen): "Choose a creature type." as the spell or ability resolves: the
    controller chooses one creature type (205.3m); the resolution keeps it (608.2c, the
    memory's outcomes, as an index in CREATURE_TYPES) for the later instructions' "of the
    chosen type" (effect_context.execute fills it in: chosen_values.fill_chosen_type)."""
    from ..cards.words import CREATURE_TYPES
    from ..decisions import ChooseOption
    from . import card_names

    if e.kind in card_names.NAME_KINDS:  # 201.4
        _choose_name(ctx, e.kind)
        return
    color = e.kind == "color"  # 105.1: one of the five colors
    options = _COLOR_NAMES if color else CREATURE_TYPES
    if e.other_than is not None:  # "other than Wall": that one isn't a choice (608.2d)
        options = tuple(o for o in options if o != e.other_than)
    answer = str(
        ctx.ask(
            ChooseOption(
                player=ctx.controller, prompt=f"{ctx.name}: choose a {e.kind}", options=options
            )
        )
    )
    # replaced, never changed in place (effect_context.Memory)
    key = CHOSEN_COLOR_KEY if color else CHOSEN_TYPE_KEY
    ctx.outcomes = {**ctx.outcomes, key: options.index(answer)}
    ctx.game.log_event("effect", f"{ctx.name}: {e.kind} {answer} chosen", "608.2d")


def _choose_name(ctx: EffectContext, kind: str) -> None:
    """201.4, 608.2d: "Choose a [nonland] card name.": kept for the later "cards with that
    name" (608.2c; an index in card_names.all_names)."""
    from ..decisions import NameACard
    from . import card_names

    asked = NameACard(
        player=ctx.controller,
        prompt=f"{ctx.name}: choose a {kind}",
        options=None,
        nonland=kind == card_names.NONLAND_NAME,  # 201.4a
    )
    name = card_names.card_name(asked, ctx.ask(asked))
    index = card_names.all_names().index(name)
    ctx.outcomes = {**ctx.outcomes, card_names.CHOSEN_NAME_KEY: index}  # (Memory: replaced)
    spell = ctx.game.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if spell is not None and spell.zone is Zone.STACK:
        spell.chosen_name = name  # "cards with that name" (Filter.chosen_name, Cabal Therapy)
    who = ctx.game.players[ctx.controller].name
    ctx.game.log_event("effect", f"{who} chooses {name} ({ctx.name})", "201.4")


EXECUTORS[ir.ChooseValue] = choose_value
