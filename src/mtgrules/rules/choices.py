"""Choices made while a spell or ability resolves (608.2d) and "As this enters" choices
(614.12a): asking, and taking the answer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..decisions import (
    AsEntersEffect,
    AsEntersLand,
    AsEntersReturn,
    AsEntersSpell,
    AttachChoice,
    Choice,
    ChooseMana,
    ChooseObjects,
    CleanupDiscard,
    LegendRule,
    LibrarySplit,
    NameACard,
    OptionalEffect,
    ProliferateChoice,
    ReturnAttach,
    SearchChoice,
)
from . import asking, card_names, effects_zones, resolve

if TYPE_CHECKING:
    from ..state import GameState

from typing import Any

from ..decisions import (
    Decision,
)
from ..errors import IllegalActionError
from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from ..objects import StackAbility, Target
from ..zones import Zone
from . import control, copying, trigger_events, turn, zone_moves


def ask_waiting_return(game: GameState) -> None:
    """610.3: an exiled card returns "until ..." ends; its "As this enters, choose ..."
    is chosen by its owner, under whose control it returns (610.3c, 614.12a)."""
    oid, text = game.returns_waiting.pop(0)
    card = game.objects.get(oid)
    if card is None or card.zone is not Zone.EXILE:
        return
    if "Aura" in card.card.subtypes:  # 303.4f: its owner chooses what it will enchant
        hosts, refusals = effects_zones.aura_hosts(game, card)
        if not hosts:  # 303.4g: it stays in exile
            game.log_event("attach", f"{card.name} has nothing it could enchant", "303.4g")
            return
        prompt = f"choose what {card.name} will enchant as it returns"
        asking.ask(
            game,
            ReturnAttach(
                player=card.owner,
                prompt=prompt,
                options=hosts,
                refusals=refusals,
                card=oid,
                text=text,
            ),
        )
        return
    copy = copying.entering_copy(card.card)
    if copy is not None:  # 707.5: "enter as a copy of ...", chosen as it returns
        originals = copying.copy_options(game, copy, card.owner)
        prompt = copying.copy_prompt(card.name, copy)
        asking.ask(
            game,
            AsEntersReturn(
                player=card.owner,
                prompt=prompt,
                options=originals,
                card=oid,
                text=text,
                choice="copy",
            ),
        )
        return
    choice, options = effects_zones.as_enters_options(game, card.card, card.owner)
    assert choice is not None
    asking.ask(
        game,
        AsEntersReturn(
            player=card.owner,
            prompt=effects_zones.as_enters_prompt(card.name, choice, options),
            options=options,
            card=oid,
            text=text,
            choice=choice.choice,
            nonland=choice.choice == card_names.NONLAND_NAME,  # 201.4a
        ),
    )


def as_enters_value(game: GameState, d: Decision, value: Any) -> Any:
    """614.12a: an answer to "As this enters, choose ...": one of the options, or for a
    card name (201.4) a real card's name."""
    if d.options is None:
        return card_names.card_name(d, value)
    if not _is_option(value, d.options):
        raise IllegalActionError(asking.not_a_choice(game, value, d), "614.12a")
    return value


def answer_choice(game: GameState, d: Choice, value: Any) -> None:
    if (
        isinstance(value, bool)
        and d.options is not None
        and ("yes" in d.options or "no" in d.options)
    ):
        value = "yes" if value else "no"
    rule = _rule(game)
    if isinstance(value, list | tuple) and isinstance(d, ChooseMana):  # 106.1: mana by mana
        raise IllegalActionError(f"choose one mana at a time: {d.prompt}", rule)
    if isinstance(value, list | tuple) and len(set(map(repr, value))) != len(value):
        raise IllegalActionError(f"the same choice is given twice: {d.prompt}", rule)
    if isinstance(d, CleanupDiscard):
        picks = list(value) if isinstance(value, list | tuple) else [value]
        if len(picks) != d.count or any(not _is_option(p, d.options) for p in picks):
            raise IllegalActionError(f"choose {d.count} card(s) from your hand", "514.1")
        asking.ask(game, None)
        with game.simultaneously():  # s10 trig: one discard of them all (603.2c)
            for oid in picks:
                zone_moves.discard(game, oid, "hand size")
        turn.cleanup_damage_and_effects(game)
        return
    if isinstance(d, LegendRule):
        if not _is_option(value, d.options):
            raise IllegalActionError(
                f"choose one of the legendary permanents named {d.key[1]}", "704.5j"
            )
        asking.ask(game, None)
        game.legend_choices[d.key] = value
        return
    if isinstance(d, AsEntersReturn):
        value = as_enters_value(game, d, value)
        asking.ask(game, None)
        card = game.objects.get(d.card)
        if card is not None and card.zone is Zone.EXILE:
            entered = (d.choice, str(value))
            copy_of = copying.copied_values(game, card.card, entered)  # 707.5
            more = effects_zones.entering_counters(game, card, entered, card.owner)  # 614.1c
            new = zone_moves.move(
                game, card, Zone.BATTLEFIELD, d.text, "610.3", copy_of=copy_of, counters=more
            )
            effects_zones.record_as_enters(game, new, entered)
        return
    if isinstance(d, AsEntersLand):  # h-mana: a land played (305.1, 614.12a)
        value = as_enters_value(game, d, value)
        asking.ask(game, None)
        land_enters(game, d, str(value))
        return
    if isinstance(d, AsEntersSpell):
        value = as_enters_value(game, d, value)
        asking.ask(game, None)
        resolve.permanent_enters(game, d.item, d.legal, value, d.copy)
        return
    if isinstance(d, OptionalEffect):
        if value == "yes" and d.why_not:
            raise IllegalActionError(
                f"{d.prompt.split(':')[0]} can't be used: {d.why_not} (choose from: no)"
            )
        if value not in (d.options or ()):
            raise IllegalActionError(asking.not_a_choice(game, value, d), "603.5")
        resolving = d.resolving
        asking.ask(game, None)
        if value == "yes":
            game._resolving = resolving
            o = resolving["item"].object
            if isinstance(o, StackAbility) and getattr(o.ability, "do_once_each_turn", False):
                trigger_events.mark_done(game, o)  # 603.2h: "Do this only once each turn."
        else:
            item = resolving["item"]
            if game.stack and game.stack[-1].object.id == item.object.id:
                game.stack.pop()
                game.sba_clean_version = -1  # 704.3: what left the stack may matter (714.4)
            asking.give_priority(game, None)
        return
    # A choice during resolution (608.2d).
    r = game._paused_resolution
    assert r is not None
    if (isinstance(d, AsEntersEffect) and d.card_name) or isinstance(d, NameACard):
        value = card_names.card_name(d, value)  # "choose a card name" (201.4)
    if not isinstance(d, ChooseObjects):
        value = _joined_answer(value, d.options)
    if isinstance(d, LibrarySplit):  # {top: [...], bottom/graveyard: [...]}
        effects_zones.library_split(d, value)
        picks = []
    else:
        picks = list(value) if isinstance(value, list | tuple) else [value]
        if d.options is None and not all(isinstance(p, str | int) for p in picks):
            raise IllegalActionError(f"{value!r} isn't an answer to: {d.prompt}", rule)
    for p in picks:
        if d.options is not None and not _is_option(p, d.options):
            refusals = d.refusals if isinstance(d, AttachChoice) else {}
            why = refusals.get(p) if isinstance(p, str | int) else None
            if why:
                raise IllegalActionError(why)
            if isinstance(d, SearchChoice) and isinstance(p, int | str):  # 701.23a: a match only
                raise IllegalActionError(asking.not_a_choice(game, value, d), "701.23a")
            if isinstance(d, ProliferateChoice):  # 701.34a: only what has a counter
                raise IllegalActionError(asking.not_a_choice(game, value, d), "701.34a")
            raise IllegalActionError(asking.not_a_choice(game, value, d), rule)
    many = isinstance(d, ChooseObjects)
    if isinstance(value, list | tuple) and not many:
        raise IllegalActionError(f"choose one: {d.prompt}", rule)
    if None in picks and len(picks) > 1:  # None is "nothing": it stands alone
        raise IllegalActionError(f"choose nothing, or cards: not both: {d.prompt}", rule)
    chosen = [p for p in picks if p is not None]
    if isinstance(d, ChooseObjects):
        n = d.count
        if len(chosen) > n or (not d.up_to and len(chosen) != n):
            exactly = "up to" if d.up_to else "exactly"
            if isinstance(d, SearchChoice) and not d.up_to:  # 701.23a, 701.23d: must be found
                raise IllegalActionError(
                    f"choose exactly {n}: {d.prompt}: a search for a quantity of cards, or "
                    "one in a public zone, finds them",
                    "701.23a",
                )
            raise IllegalActionError(f"choose {exactly} {n}: {d.prompt}", rule)
    r["answers"] = [*r["answers"], value]
    asking.ask(game, None)
    game._resolving = r
    game._paused_resolution = None  # resumed (608.2c): no longer waiting


def answer_return_attach(game: GameState, d: ReturnAttach, value: Any) -> None:
    """610.3c, 303.4f: the Aura returns under its owner's control attached to what was
    chosen (still in exile: nothing since moved it)."""
    host = attach_answer(game, d, value)
    asking.ask(game, None)
    card = game.objects.get(d.card)
    if card is not None and card.zone is Zone.EXILE:
        new = zone_moves.move(game, card, Zone.BATTLEFIELD, d.text, "610.3")
        effects_zones.attach_entering(game, new, host)
        control.sync_and_log(game)  # "You control enchanted creature." (613.1b)


def attach_answer(game: GameState, d: AttachChoice, value: Any) -> Target:
    """303.4f: the object or player an Aura entering will enchant, from ``d``'s options."""
    options = d.options or ()
    if isinstance(value, str) and value in options and any(p.name == value for p in game.players):
        return Target(player=game.player_index(value))
    if type(value) is int and value in options:
        return Target(object_id=value)
    why = d.refusals.get(value) if isinstance(value, str | int) else None
    raise IllegalActionError(why or asking.not_a_choice(game, value, d), "303.4f")


def _joined_answer(value: Any, options: tuple[Any, ...] | None) -> Any:
    """105.4: "the color or colors of your choice" offers each set of colors as one option
    ("white and blue"); a list of them (["blue", "white"]) answers with that option. Any
    other answer is returned as it is."""
    if not options or not isinstance(value, list | tuple) or len(value) < 2:
        return value
    if not all(isinstance(v, str) for v in value):
        return value
    wanted = sorted(v.strip().lower() for v in value)
    for o in options:
        if isinstance(o, str) and " and " in o and sorted(o.lower().split(" and ")) == wanted:
            return o
    return value


def _is_option(value: Any, options: tuple[Any, ...] | None) -> bool:
    """``value`` is one of the offered options, of the same type (True is not object 1)."""
    return any(type(value) is type(o) and value == o for o in options or ())


def ask_land_choice(game: GameState, obj: Any, player: int) -> bool:
    """305.1, 614.12a: a land played with "As this land enters, choose a color." waits for
    its player's choice before it enters (h-mana). True when asked."""
    choice, options = effects_zones.as_enters_options(game, obj.card, player)
    if choice is None or options is None:
        return False
    asking.ask(
        game,
        AsEntersLand(
            player=player,
            prompt=effects_zones.as_enters_prompt(obj.name, choice, options),
            options=options,
            card=obj.id,
            choice=choice.choice,
        ),
    )
    return True


def land_enters(game: GameState, d: AsEntersLand, value: str) -> None:
    """The played land enters with what was chosen kept (614.12a)."""
    card = game.objects.get(d.card)
    if card is None or card.zone not in (Zone.HAND, Zone.EXILE):
        return
    name = game.players[d.player].name
    new = zone_moves.move(
        game, card, Zone.BATTLEFIELD, f"{name} plays {card.name}", "305.1", controller=d.player
    )
    effects_zones.record_as_enters(game, new, (d.choice, value))


def enters_picks(game: GameState, d: Any, value: Any) -> tuple[int, ...]:
    """702.82a, 702.38a: the objects chosen for devour or amplify (any number, none)."""
    picks = [
        p for p in (list(value) if isinstance(value, list | tuple) else [value]) if p is not None
    ]
    rule = "702.38a" if "(amplify" in d.prompt else "702.82a"
    if len(set(picks)) != len(picks):
        raise IllegalActionError(f"a card is chosen twice: {d.prompt}", rule)
    bad = [p for p in picks if p not in (d.options or ())]
    if bad:
        names = ", ".join(game.object_name(p) if p in game.objects else repr(p) for p in bad)
        able = ", ".join(game.object_name(o) for o in d.options or () if o in game.objects)
        raise IllegalActionError(f"{names} isn't a choice: {d.prompt} (choose from: {able})", rule)
    asking.ask(game, None)
    return tuple(int(p) for p in picks)


def _rule(game: GameState) -> str:
    """The rule a refused answer cites: a mana ability's choices are made as it resolves,
    off the stack (605.3b); any other resolution's, 608.2d."""
    r = game._paused_resolution
    return "605.3b" if r is not None and r.get("mana_ability") else "608.2d"
