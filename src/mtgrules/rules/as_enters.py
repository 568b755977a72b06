"""614.12a, 614.1c: "As this enters, choose ..." and the other choices made as a permanent
enters (a color, a creature type, a player, a card name, "you may pay 2 life", riot and
unleash, what it enters as a copy of): the options, the question, and what is kept once it
has entered. Split from rules/effects_zones.py, which re-exports these names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.render import render_filter
from ..cards.words import COLOR_NAMES, CREATURE_TYPES
from ..decisions import AsEntersEffect, ChooseObjects
from ..objects import GameObject
from . import card_names, copying, effect_context, keywords_entering, layers
from .life import can_pay_life, lose_life

if TYPE_CHECKING:
    from ..state import GameState


def as_enters_options(
    game: GameState, card: ir.CardDefinition, controller: int
) -> tuple[ir.AsEntersChoose | None, tuple[Any, ...] | None]:
    """614.12a: the "As this enters, choose ..." ability of a permanent about to enter, and
    the answers it allows (None: any card name the database knows, 201.3)."""
    choice = next((a for a in card.abilities if isinstance(a, ir.AsEntersChoose)), None)
    if choice is None:
        # 702.136a, 702.98a: riot's and unleash's choice, asked the same way (h-kw-perm)
        return keywords_entering.keyword_choice(card, game, controller) or (None, None)
    options: tuple[Any, ...] | None = None
    if choice.choice == "color":
        options = ("white", "blue", "black", "red", "green")
        if choice.other_than:  # h-mana: "a color other than red" (614.12a)
            options = tuple(c for c in options if c != COLOR_NAMES[choice.other_than])
    elif choice.choice == "creature type":  # h-mana, 205.3m: one of the creature types
        options = CREATURE_TYPES
    elif choice.choice == "pay life":  # 614.12: "you may pay 2 life", if they can (119.4)
        options = (
            ("yes", "no") if can_pay_life(game, controller, choice.pay_life) is None else ("no",)
        )
    elif choice.choice == "reveal" and choice.reveal is not None:
        # h-zones, 614.12: "you may reveal a Giant card from your hand": a matching card in
        # that player's hand, or no (701.20a)
        options = (*_revealable(game, choice.reveal, controller), "no")
    elif choice.choice == "counter kind":  # s11 h-count, 614.1c: one of the kinds named
        options = choice.counter_kinds
    elif choice.choice in ("player", "opponent"):
        options = tuple(
            p.name
            for p in game.players
            if not p.lost and (choice.choice == "player" or p.index != controller)
        )
    return choice, options


def _revealable(game: GameState, flt: ir.Filter, player: int) -> list[int]:
    """The cards in ``player``'s hand that ``flt`` accepts ("a Giant card", 701.20a)."""
    return [
        oid
        for oid in game.players[player].hand
        if layers.matches(
            game,
            layers.off_battlefield(game, game.objects[oid]),
            game.objects[oid],
            flt,
            None,
            player,
        )
    ]


def as_enters_prompt(
    name: str, choice: ir.AsEntersChoose, options: tuple[Any, ...] | None = None
) -> str:
    """The question "As this enters, ..." asks (614.12a); with ``options`` (the answers
    allowed), why "no" is the only one (118.3, 119.4) when it is."""
    if options == ("no",) and choice.choice in ("reveal", "pay life"):
        why = (
            "no such card in your hand (701.20a)"
            if choice.choice == "reveal"
            else f"you can't pay {choice.pay_life} life (119.4)"
        )
        return as_enters_prompt(name, choice) + f" (it can't be done: {why})"
    if choice.choice == "reveal" and choice.reveal is not None:
        subtypes = sorted(choice.reveal.subtypes)  # "a Forest or Swamp card" (205.3i)
        what = render_filter(choice.reveal, subtype_order=subtypes if len(subtypes) > 1 else None)
        what = ("an " if what[:1].lower() in "aeiou" else "a ") + what
        return f"As {name} enters, reveal {what} from your hand? If you don't, it enters tapped"
    if choice.choice == "pay life":
        return f"As {name} enters, pay {choice.pay_life} life? If you don't, it enters tapped"
    article = "an" if choice.choice[:1].lower() in "aeiou" else "a"
    return f"As {name} enters, choose {article} {choice.choice}"


def as_enters_choice(
    ctx: effect_context.EffectContext, obj: GameObject, controller: int
) -> tuple[str, ...] | None:
    """614.12a, 614.1c: a permanent put onto the battlefield by an effect (not only one cast)
    gets its "As this enters, choose ..." choice, made by the player it will enter under
    before it enters. Returns (what was chosen among, the answer), or None. 707.5: "enter as
    a copy of ..." is chosen so too: ("copy", the object's id or "no"), followed by the
    copy's own as-enters choice, if the copied values have one (707.6)."""
    multi = multi_asked(ctx, obj.card, controller, obj.id)
    if multi is not None:  # 702.82a devour, 702.38a amplify (h-kw-perm): any number
        return multi
    copy = copying.entering_copy(obj.card)
    if copy is not None:
        ans = ctx.ask(
            AsEntersEffect(
                player=controller,
                prompt=copying.copy_prompt(obj.name, copy),
                options=copying.copy_options(ctx.game, copy, controller),
            )
        )
        chosen = ("copy", str(ans))
        values = copying.copied_values(ctx.game, obj.card, chosen, log=False)
        # 707.5, 616.1f: the copied devour or amplify applies as it enters (702.82a, 702.38a)
        then = multi_asked(ctx, values, controller, obj.id) if values else None
        if values and then is None:
            then = _as_enters_asked(ctx, values, obj.name, controller)
        return chosen + then if then else chosen
    return _as_enters_asked(ctx, obj.card, obj.name, controller)


def multi_asked(
    ctx: effect_context.EffectContext, card: ir.CardDefinition, controller: int, oid: int
) -> tuple[str, str] | None:
    """702.82a, 702.38a: the creatures to devour or the cards to reveal for amplify."""
    multi = keywords_entering.multi_choice(ctx.game, card, controller, oid)
    if multi is None:
        return None
    got = ctx.ask(
        ChooseObjects(
            player=controller,
            prompt=multi[2],
            options=(*multi[1], None),
            count=len(multi[1]),
            up_to=True,
        )
    )
    picks = [p for p in (got if isinstance(got, list | tuple) else [got]) if p is not None]
    return (keywords_entering.MULTI_KIND, ",".join(str(p) for p in picks))


def _as_enters_asked(
    ctx: effect_context.EffectContext, card: ir.CardDefinition, name: str, controller: int
) -> tuple[str, str] | None:
    choice, options = as_enters_options(ctx.game, card, controller)
    if choice is None:
        return None
    ans = ctx.ask(
        AsEntersEffect(
            player=controller,
            prompt=as_enters_prompt(name, choice, options),
            options=options,
            card_name=options is None,
            nonland=choice.choice == card_names.NONLAND_NAME,  # 201.4a
        )
    )
    return choice.choice, str(ans)


def entering_counters(
    g: GameState,
    obj: GameObject,
    chosen: tuple[str, ...] | None,
    controller: int,
    base: dict[str, int] | None = None,
) -> dict[str, int] | None:
    """614.1c: the counters ``obj`` enters with: ``base`` and those its as-enters choice adds
    (riot, unleash: 702.136a, 702.98a; devour, amplify, whose creatures are sacrificed or
    cards revealed now, as it enters: 702.82a, 702.38a)."""
    picks = keywords_entering.picks_of(chosen)
    if picks is not None:
        card = obj.card
        if chosen is not None and chosen[0] == "copy":  # 707.5: the copied devour or amplify
            card = copying.copied_values(g, obj.card, chosen[:2], log=False) or card
        base = keywords_entering.merge(
            base, keywords_entering.before_entering(g, card, controller, picks)
        )
    return keywords_entering.with_counters(chosen, base)


def record_as_enters(
    game: GameState, new: GameObject, chosen: tuple[str, ...] | None, name: str | None = None
) -> None:
    """Keep what was chosen as ``new`` entered (614.12a); ``name``: how the log names it (the
    spell's name where it entered as a copy of something else)."""
    if chosen is None:
        return
    kind, value = chosen[:2]
    if kind == "pay life":
        _paid_or_tapped(game, new, value == "yes")
        return
    if kind == "reveal":
        _revealed_or_tapped(game, new, value)
        return
    if kind == keywords_entering.MULTI_KIND:  # 702.82a, 702.38a: done as it entered
        return
    if kind == keywords_entering.COUNTER_KIND:  # s11 h-count: entered with it (614.1c)
        who = game.players[new.controller].name
        game.log_event("choice", f"{who} chooses a {value} counter for {new.name}", "614.1c")
        return
    if kind in keywords_entering.KINDS:  # 702.136a, 702.98a (h-kw-perm)
        keywords_entering.entered(game, new, chosen)
        return
    if kind == "copy":
        # 707.5: the copy was made as it entered (copying.copied_values, zone_moves.move);
        # 707.6: the copy's own as-enters choice follows
        record_as_enters(game, new, chosen[2:] or None)
        return
    if kind == "color":
        new.chosen_color = ir.COLOR_LETTERS.get(value.lower(), value)
    else:
        new.chosen_name = value
    game.dirty()
    game.log_event(
        "choice",
        f"{game.players[new.controller].name} chooses {value} for {name or new.name}",
        "614.12a",
    )
    _before_entering(game, new)


def _before_entering(game: GameState, new: GameObject) -> None:
    """614.12a: the choice was made before the permanent entered: its log line goes just
    before the line of ``new`` entering the battlefield, when that is among the last few."""
    log = game.log
    if not log or log[-1].kind != "choice":
        return
    for i in range(len(log) - 2, max(len(log) - 8, -1), -1):
        entry = log[i]
        if entry.kind == "zone" and entry.data.get("to") == "battlefield":
            if entry.data.get("card") in (new.name, new.card.name):
                log.insert(i, log.pop())
            return


def _paid_or_tapped(game: GameState, new: GameObject, paid: bool) -> None:
    """614.12, 119.4: "As this land enters, you may pay 2 life. If you don't, it enters
    tapped.": the life is paid, or the permanent is tapped as part of entering (no tap event:
    it never was untapped on the battlefield)."""
    n = next((a.pay_life for a in new.card.abilities if isinstance(a, ir.AsEntersChoose)), 0)
    who = game.players[new.controller].name
    if paid and can_pay_life(game, new.controller, n) is None:
        lose_life(game, new.controller, n, f"paid as {new.name} enters", "614.12")
        return
    new.tapped = True
    game.dirty()
    game.log_event("replace", f"{new.name} enters tapped ({who} didn't pay {n} life)", "614.12")


def _revealed_or_tapped(game: GameState, new: GameObject, value: str) -> None:
    """614.12, 701.20a: "As this land enters, you may reveal a Giant card from your hand. If
    you don't, this land enters tapped.": the chosen card, still in that player's hand and
    still matching, is revealed to every player (logged with its name); otherwise the land
    is tapped as part of entering (no tap event: it never was untapped on the battlefield)."""
    flt = next(
        (a.reveal for a in new.card.abilities if isinstance(a, ir.AsEntersChoose) and a.reveal),
        None,
    )
    who = game.players[new.controller].name
    card = game.objects.get(int(value)) if value.isdigit() else None
    if flt is not None and card is not None and card.id in _revealable(game, flt, new.controller):
        game.log_event(
            "reveal",
            f"{who} reveals {card.name} from their hand as {new.name} enters",
            "701.20a",
            card=card.name,
        )
        return
    new.tapped = True
    game.dirty()
    game.log_event("replace", f"{new.name} enters tapped ({who} revealed no card)", "614.12")
