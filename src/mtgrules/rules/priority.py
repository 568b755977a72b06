"""Priority (117) and the game loop: state-based actions and triggers before each priority
(117.5, 704.3), passing, legal actions for agents."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import (
    Action,
    ActivateAbility,
    CastSpell,
    LegendRule,
    PassPriority,
    PlayLand,
    Priority,
)
from ..errors import IllegalActionError
from ..mana import ManaCost
from ..objects import GameObject, state_writes
from ..zones import Zone
from . import (
    abilities,
    activation_bans,
    activation_costs,
    asking,
    cast_bans,
    cast_cost_choices,
    cast_flash,
    cast_plain,
    cast_restrictions,
    characteristics,
    choices,
    combat,
    control,
    cost_changes,
    costs,
    division,
    effects_ninjutsu,
    energy,
    face_down,
    graveyard_abilities,
    graveyard_cast,  # s11 h-gy: 601.3
    graveyard_costs,
    graveyard_listing,
    hand_actions,
    keywords_alt_costs,
    keywords_buyback,
    keywords_convoke,
    keywords_copy_costs,
    keywords_delve,
    keywords_entwine,
    keywords_flashback,
    keywords_from_graveyard,
    keywords_kicker,
    keywords_ninjutsu,
    keywords_split_second,
    land_drops,
    mana_spend,
    mechanics,
    other_answers,
    play_permissions,
    resolve,
    sba,
    spell_grants,
    stack,
    tap_costs,
    triggers,
    turn,
    zone_moves,
)
from . import modes as mode_rules  # 700.2, 601.2b (h-misc)
from .layers import Characteristics
from .life import can_pay_life
from .listing_choices import LIMIT, sacrifice_choices, target_choices

if TYPE_CHECKING:
    from collections import Counter

    from ..state import GameState

LIMIT_X = 20  # the largest X listed


def _mode_choices(game: GameState, obj: GameObject, player: int) -> list[tuple[int, ...]]:
    """700.2: the mode sets a modal spell can be cast with (``()`` for a spell that isn't
    modal); how many: rules/modes.py (601.2b)."""
    m = abilities.modal(obj)
    if m is None:
        return [()]
    sizes = mode_rules.mode_sizes(m, mode_rules.upgraded(game, obj, player, m))
    pick = itertools.combinations_with_replacement if m.repeat else itertools.combinations  # 700.2d
    return [c for k in sizes for c in pick(range(1, len(m.modes) + 1), k)]


def after_priority_action(game: GameState, player: int) -> None:
    # 117.3c: the player who acted receives priority again.
    asking.give_priority(game, player)
    game.passes = 0


def pass_priority(game: GameState) -> None:
    assert game.priority_player is not None
    p = game.players[game.priority_player]
    game.log_event("priority", f"{p.name} passes", "117.3d")
    asking.ask(game, None)
    game.passes += 1
    alive = [q.index for q in game.players if not q.lost]
    if game.passes >= len(alive):
        game.passes = 0
        if game.stack:
            resolve.resolve_top(game)
        else:
            turn.end_step(game)
        return
    nxt = (game.priority_player + 1) % len(game.players)
    while game.players[nxt].lost:
        nxt = (nxt + 1) % len(game.players)
    asking.give_priority(game, nxt)


def play_land(game: GameState, action: PlayLand, player: int) -> None:
    """305.1-305.2: a special action, once per turn, main phase, empty stack."""
    obj = game.objects.get(action.card)
    from_exile = obj is not None and play_permissions.allows(game, obj.id, player, land=True)
    if obj is None or (obj.zone is not Zone.HAND and not from_exile) or obj.owner != player:
        where = ""
        who, what = game.players[player].name, "that card"
        if obj is not None and obj.zone is Zone.EXILE:  # 601.3, 305.1: no permission (now)
            what, where = obj.name, f" - it is in exile, and no effect lets {who} play it now"
        raise IllegalActionError(f"{what} isn't in {who}'s hand{where}", "305.1")
    if "land" not in obj.card.types:
        raise IllegalActionError(f"{obj.name} isn't a land", "305.1")
    why = abilities.sorcery_timing(game, player)
    if why:
        raise IllegalActionError(f"{obj.name} can't be played now: {why}", "305.1")
    p = game.players[player]
    if why := cast_bans.land_ban(game, player):
        raise IllegalActionError(why, "305.2")  # 101.2 (h-misc)
    if p.lands_played >= (allowed := land_drops.land_drops(game, player)):
        raise IllegalActionError(
            f"{p.name} has already played a land this turn"
            if allowed <= 1
            else f"{p.name} has already played {p.lands_played} lands this turn, "
            f"the {allowed} allowed",
            "305.2",
        )
    p.lands_played += 1
    if choices.ask_land_choice(game, obj, player):  # h-mana, 614.12a: asked before it enters
        return
    zone_moves.move(
        game, obj, Zone.BATTLEFIELD, f"{p.name} plays {obj.name}", "305.1", controller=player
    )


def legal_actions(game: GameState, mana_abilities: bool = True) -> list[Action]:
    """Every legal answer to the pending decision, as actions ``apply`` accepts.

    At priority: pass, each land to play, each spell with each choice of modes (700.2),
    X within what can be paid (107.3), alternative and additional costs (118.9, 601.2f)
    and targets (115.1); each activated ability whose cost can be paid (602.2b, 119.4),
    at most once each turn where limited (602.5b), loyalty abilities once each turn and
    never removing more loyalty than there is (606.3, 606.4). Targets, sacrifices and
    discards are listed up to a bound per ability (``LIMIT``); ``mana_abilities=False``
    leaves out mana abilities (605.3a), which only fill the mana pool.

    Elsewhere: each answer to a choice with finitely many answers (``Choose``). Attack
    and block declarations are too many to list: their decisions carry a ``spec``
    (``sample``, ``default``, ``validate``); the one listed answer is
    its ``default()``. Damage assignment: the default assignment."""
    d = game.pending
    if d is None or game.over:
        return []
    if isinstance(d, Priority):
        return priority_actions(game, d.player, mana_abilities)
    return other_answers.answers(game, d, LIMIT)


def priority_actions(game: GameState, player: int, mana_abilities: bool) -> list[Action]:
    SOURCES_MEMO = costs.SOURCES_MEMO
    outer = SOURCES_MEMO[0]
    SOURCES_MEMO[0] = {}  # mana sources found once per cost tried: listing changes nothing
    try:
        return list_priority_actions(game, player, mana_abilities)
    finally:
        SOURCES_MEMO[0] = outer


# 702.51a, 702.126a, 702.66a: keywords that pay part of a cost other than with mana
_PAID_OTHERWISE = frozenset({"convoke", "improvise", "delve"})
_NONE: frozenset[str] = frozenset()


def list_priority_actions(game: GameState, player: int, mana_abilities: bool) -> list[Action]:
    out: list[Action] = [PassPriority()]
    p = game.players[player]
    payable: dict[tuple[str | None, int, costs.Exclude], bool] = {}

    capacity: dict[costs.Exclude, int] = {}
    counted: dict[costs.Exclude, Counter[str] | None] = {}

    def most_mana(exclude: costs.Exclude) -> int:
        """Each mana source adds one mana, or the several its ability makes (Game.mana_plan):
        a cost of more than the pool and the sources hold can't be paid (601.2g-h)."""
        if exclude not in capacity:
            pool_total = sum(v for v in p.mana_pool.mana.values() if v > 0)
            if p.mana_pool.restricted:  # 106.6 (h-costs)
                pool_total += len(p.mana_pool.restricted)
            capacity[exclude] = pool_total + len(costs.mana_sources(game, player, exclude))
            if costs.SEEN_RESTRICTED[0]:  # 106.6
                capacity[exclude] += len(costs.restricted_sources(game, player, exclude))
            if costs.SEEN_SEVERAL[0]:  # 106.1: "{T}: Add {U}{R}."
                several = costs.several_sources(game, player, exclude)
                capacity[exclude] += costs.several_mana(several)
            counted[exclude] = costs.one_letter_sources(game, player, exclude)
        return capacity[exclude]

    def can_pay(cost: str | None, x: int = 0, exclude: costs.Exclude = None) -> bool:
        key = (cost, x, exclude)
        if key not in payable and cost and "/" not in cost:
            if ManaCost.parse(cost).total(x) > most_mana(exclude):
                payable[key] = False
            else:
                counts = counted[exclude]  # sources of one mana each: counting is the plan
                answer = None if counts is None else costs.counted_payable(counts, cost, x)
                if answer is not None:
                    payable[key] = answer
        if key not in payable:
            # Phyrexian symbols: mana or 2 life each (107.4f, 119.4)
            # 106.6: restricted mana counted for every payment: Game.legal_actions checks
            pay = costs.plan_payment(game, player, cost, x, exclude=exclude, purpose=mana_spend.ANY)
            payable[key] = pay is not None and pay.life_problem is None
        return payable[key]

    def x_values(cost: str | None, exclude: costs.Exclude = None) -> list[int]:
        """107.3: X from 0 up to the most that can be paid."""
        if ManaCost.parse(cost).x_count == 0:
            return [0] if can_pay(cost, 0, exclude) else []
        xs: list[int] = []
        for x in range(0, LIMIT_X + 1):
            if not can_pay(cost, x, exclude):
                break
            xs.append(x)
        return xs

    if game.stack and keywords_split_second.on_stack(game) is not None:
        # 702.61a-b: while a spell with split second is on the stack, only mana abilities
        # and special actions (turning a face-down permanent face up, 116.2b)
        if game.battlefield:
            out += face_down.actions(game, player, can_pay)
        if mana_abilities:
            for o, numbered in abilities.activatable(game, player, mana_abilities):
                for i, ab in numbered:
                    if ab.is_mana_ability:
                        out += activations(game, o, i, ab, player, False, x_values)
        return out
    sorcery_ok = abilities.sorcery_timing(game, player) is None
    flags = mechanics.present(game)  # what no card of the game has isn't asked (mechanics.py)
    flash_all = (  # 601.3b
        not sorcery_ok
        and flags & mechanics.FLASH_FOR_ALL != 0
        and cast_flash.flash_for_all(game, player)
    )
    own_gy = (
        bool(p.graveyard)
        and flags & mechanics.OWN_GRAVEYARD != 0
        and graveyard_listing.any_own(game, p.graveyard)
    )
    # 702.34a: instants and sorceries with flashback in the graveyard are cast like those in hand
    graveyard = keywords_flashback.castable_from_graveyard(game, player, own_gy)
    # 601.3, 305.1: exiled cards an effect lets this player play ("you may play that card
    # this turn", rules/play_permissions.py) are played like those in hand
    exiled = play_permissions.playable_from_exile(game, player) if game.play_permissions else []
    # 702.81a, 702.133a: cards with retrace or jump-start, cast by discarding a card
    retraced = keywords_from_graveyard.castable_from_graveyard(game, player) if own_gy else []
    permitted = graveyard_cast.castable(game, player, graveyard, own_gy)  # 601.3
    for oid in list(p.hand) + graveyard + retraced + exiled + permitted:
        obj = game.objects[oid]
        first = len(out) if retraced else 0  # (the casts of a card cast from a graveyard)
        start = len(out)  # this card's casts
        if "land" in obj.card.types:
            if sorcery_ok and p.lands_played < land_drops.land_drops(game, player):
                out.append(PlayLand(oid))
            continue
        if not (sorcery_ok or flash_all) and cast_flash.never_instant(obj):
            continue  # 307.1, 601.3b: the printed card has nothing that allows it now
        # 611.3a: convoke, improvise or delve granted to it as a spell (rules/spell_grants.py)
        paid_otherwise = (
            spell_grants.cost_keywords(game, obj, player, characteristics.battlefield_chars)
            & _PAID_OTHERWISE
            if flags & mechanics.SPELL_GRANTS
            else _NONE
        )
        floor = cast_plain.floor(obj.card) if obj.zone is Zone.HAND and not paid_otherwise else 0
        if floor and floor > most_mana(None):
            continue  # 601.2f, 118.7: its colored mana alone is more than can be made
        ch = characteristics.chars(game, oid)
        if not sorcery_ok and not cast_flash.instant_speed(game, oid, ch, player):  # 601.3b
            continue
        if (game.player_effects or flags & mechanics.CAST_BANS) and cast_bans.banned(
            game, player, obj
        ):
            continue  # 101.2 (h-misc)
        if cast_restrictions.first_forbidding(game, ch.abilities, player) is not None:
            continue  # 601.3
        if "legendary" in ch.supertypes and cast_restrictions.legendary_problem(game, player, ch):
            continue  # 205.4e
        # no cost choice but X (601.2b, 601.2f)
        plain = cast_plain.plain(obj.card) and not paid_otherwise
        extra = (
            None
            if plain
            else next(
                (a.cost for a in obj.card.abilities if isinstance(a, ir.AdditionalCost)), None
            )
        )
        sacs: list[tuple[int, ...]] = [()]
        if extra is not None and extra.sacrifice is not None:
            sacs = sacrifice_choices(game, obj, extra.sacrifice, extra.sacrifice_count, player)
        spell_costs: list[tuple[str | None, str | None]] = [
            (None, costs.total_cost(game, obj, player))
        ]
        for a in () if plain else obj.card.abilities:
            if isinstance(a, ir.AlternativeCost):
                try:
                    chosen_alt = costs.alternative_cost(game, obj, a.text, player)
                    cast_cost_choices.alt_check(game, obj, chosen_alt, player)
                except IllegalActionError:
                    continue
                spell_costs.append((a.text, a.mana))
        if not plain:  # 702.74a, 702.109a, 702.152a (from a hand), 702.137a, 702.117a: 118.9
            spell_costs += keywords_alt_costs.listed(game, obj, player)
        if obj.card.mana_cost is None:  # 118.6: no mana cost is an unpayable cost
            spell_costs = [c for c in spell_costs if c[0] is not None]
        only = play_permissions.keyword_only(game, oid, player) if exiled else None
        if only is not None and obj.zone is Zone.EXILE:  # 702.143a, 702.170d
            spell_costs = [c for c in spell_costs if c[0] == only]
        spell_costs = graveyard_cast.listed_costs(obj, spell_costs)  # s11 h-gy: 601.3, 118.9
        flashback_life = 0
        gy_keyword = keywords_from_graveyard.keyword(obj.card) if retraced else None
        if gy_keyword is not None and obj.zone is Zone.GRAVEYARD:  # 702.81a, 702.133a
            mayhem = keywords_from_graveyard.cost_instead(obj, gy_keyword)  # 702.187b
            spell_costs = [
                (gy_keyword, costs.total_cost(game, obj, player) if mayhem is None else mayhem)
            ]
        elif oid in graveyard:  # 702.34a, 118.9a: flashback's cost only
            fbs = keywords_flashback.listed(obj, game)  # one alternative cost per instance
            spell_costs = [(fb_alt, fb.mana) for fb_alt, fb in fbs]
            flashback_life = fbs[0][1].pay_life if len(fbs) == 1 else 0
            if flashback_life and can_pay_life(game, player, flashback_life):
                continue  # 119.4
        for alt, base_cost in spell_costs:
            if plain:  # 601.2f (h-costs): the total cost, X the only choice (107.3)
                cost = cost_changes.changed_x(game, obj, player, base_cost, 0, None, True)[0]
                for x in x_values(cost):
                    out += _casts(game, obj, ch, player, x, sacs, alt, 0, False)
                continue
            kicks = keywords_kicker.kick_counts(obj.card)  # 601.2b, 702.33a
            for kicked, bought in keywords_buyback.variants(obj.card, kicks):  # 702.27a
                cost = keywords_kicker.add_mana(
                    base_cost, keywords_kicker.kicker_mana(obj.card, kicked)
                )
                if bought:  # 601.2f: the buyback cost added
                    cost = keywords_kicker.add_mana(cost, keywords_buyback.mana(obj, True))
                unreduced = cost  # (convoke: the reductions again with each X, below)
                # 601.2f (h-costs); "if it targets ...": checked by Game.legal_actions
                cost = cost_changes.changed_x(game, obj, player, cost, 0, None, True)[0]
                xs = x_values(cost)
                if kicked and not xs and not bought:
                    break  # 601.2f: each further kick costs more
                for x in xs:
                    if extra is not None:
                        life = x if extra.pay_life_x else extra.pay_life
                        if can_pay_life(game, player, life):
                            continue  # 119.4
                    out += _casts(game, obj, ch, player, x, sacs, alt, kicked, bought)
                every = keywords_entwine.all_modes(obj.card)
                if every is not None:  # 702.42a: every mode, for the entwine cost added
                    more = keywords_kicker.add_mana(cost, keywords_entwine.mana(obj, True))
                    for x in x_values(more):
                        out += _casts(
                            game,
                            obj,
                            ch,
                            player,
                            x,
                            sacs,
                            alt,
                            kicked,
                            bought,
                            mode_choices=[every],
                        )
                if keywords_copy_costs.keywords(obj.card):  # 702.153a, 702.78a, 702.56a
                    out += _copy_cost_casts(
                        game, obj, ch, player, cost, x_values, alt, kicked, bought
                    )
                if keywords_convoke.convokes(game, obj, player):  # 702.51a
                    out += _convoked(
                        game, obj, player, unreduced, can_pay, extra, sacs, alt, kicked, bought
                    )
                for name in ("improvise", "delve"):  # 702.126a, 702.66a
                    for chosen in keywords_delve.choices(game, obj, player, cost, name):
                        rest, _ = keywords_delve.less_generic(cost, len(chosen), 0)
                        if not can_pay(rest) or (
                            extra is not None and can_pay_life(game, player, extra.pay_life)
                        ):
                            continue
                        delve, improvise = (chosen, ()) if name == "delve" else ((), chosen)
                        out += _casts(
                            game,
                            obj,
                            ch,
                            player,
                            0,
                            sacs,
                            alt,
                            kicked,
                            bought,
                            (),
                            improvise,
                            delve,
                        )
        if gy_keyword in keywords_from_graveyard.DISCARDING and obj.zone is Zone.GRAVEYARD:
            discards = keywords_from_graveyard.discard_choices(game, obj, player, LIMIT)
            out[first:] = [
                dataclasses.replace(c, discard=(d,))
                for c in out[first:]
                if isinstance(c, CastSpell)
                for d in discards
            ]
        if len(out) > start:  # 601.2f, 118.3: one cast per set of cards exiled / discarded
            out[start:] = cast_cost_choices.expand(game, obj, player, out[start:])
    if p.hand and flags & (mechanics.FACE_DOWN_CAST | mechanics.HAND_ACTIONS):
        # 702.37a, 702.168a: cast face down for {3} (rules/face_down.py)
        out += face_down.listed(game, player, can_pay, sorcery_ok)
        out += hand_actions.listed(game, player, can_pay)  # foretell, suspend, plot (116.2)
    if game.battlefield and flags & mechanics.FACE_DOWN:
        # 116.2b, 702.37e, 702.168d: turn a face-down permanent face up
        out += face_down.actions(game, player, can_pay)
    for o, numbered in abilities.activatable(game, player, mana_abilities):
        for i, ab in numbered:
            out += activations(game, o, i, ab, player, sorcery_ok, x_values)
    # 113.6m, 602.2: abilities that function while the card is in its owner's graveyard
    # (unearth, 702.84a; "Exile this card from your graveyard: ...")
    for gid in p.graveyard if own_gy else ():
        g = game.objects[gid]
        if graveyard_abilities.has_activated(g.card):
            for i, ab in abilities.numbered_activated_abilities(game, g, mana_abilities):
                out += activations(game, g, i, ab, player, sorcery_ok, x_values)
    return out


def _casts(
    game: GameState,
    obj: GameObject,
    ch: Characteristics,
    player: int,
    x: int,
    sacs: list[tuple[int, ...]],
    alt: str | None,
    kicked: int,
    bought: bool,
    convoke: tuple[int, ...] = (),
    improvise: tuple[int, ...] = (),
    delve: tuple[int, ...] = (),
    mode_choices: list[tuple[int, ...]] | None = None,
) -> list[Action]:
    """601.2b-c: one cast of ``obj`` for each choice of modes (700.2), targets (115.1) and
    permanents to sacrifice, with the cost choices already made (X, alternative cost, kicker,
    buyback; the creatures that convoke, the artifacts that improvise or the cards that
    delve)."""
    out: list[Action] = []
    for modes in _mode_choices(game, obj, player) if mode_choices is None else mode_choices:
        specs = abilities.spell_targets(game, obj, modes, alt, kicked) if alt != "overload" else ()
        target_sets = target_choices(game, obj, specs, ch, player, True, x)
        if division.divided(obj.card) is not None:  # 601.2d: any number up to N
            target_sets = division.every_size(obj, target_sets)[: LIMIT * 4]
        for targets in target_sets:
            for divide in division.choices(obj, targets, x)[:LIMIT]:  # 601.2d
                for sac in sacs:
                    out.append(
                        CastSpell(
                            obj.id,
                            targets,
                            x,
                            modes,
                            False,
                            sac,
                            alt,
                            kicked=kicked,
                            convoke=convoke,
                            improvise=improvise,
                            delve=delve,
                            buyback=bought,
                            divide=divide,
                        )
                    )
    return out


def _convoked(
    game: GameState,
    obj: GameObject,
    player: int,
    cost: str | None,
    can_pay: Callable[[str | None, int, costs.Exclude], bool],
    extra: ir.Cost | None,
    sacs: list[tuple[int, ...]],
    alt: str | None,
    kicked: int,
    bought: bool,
) -> list[Action]:
    """702.51a: the casts that tap creatures for part of ``cost`` (keywords_convoke.choices),
    the rest paid with mana from sources other than those creatures, for each X (107.3) up
    to the most that can be paid so. ``cost``: before its reductions, which are applied with
    each X as the cast applies them (601.2f: a reduction greater than the generic mana lowers
    what X stands for, cost_changes.changed_x)."""
    out: list[Action] = []
    ch = characteristics.chars(game, obj.id)
    has_x = ManaCost.parse(cost).x_count > 0
    for x in range(0, LIMIT_X + 1 if has_x else 1):
        found = False
        total, pay_x = cost_changes.changed_x(game, obj, player, cost, x, None, True)
        for tap in keywords_convoke.choices(game, obj, player, total, pay_x):
            rest = keywords_convoke.remaining_cost(game, obj, player, total, tap, pay_x)
            if not can_pay(rest, 0, frozenset(tap)):
                continue
            found = True
            if extra is not None and can_pay_life(
                game, player, x if extra.pay_life_x else extra.pay_life
            ):
                continue  # 119.4
            out += _casts(game, obj, ch, player, x, sacs, alt, kicked, bought, convoke=tap)
        if not found:
            break  # a larger X costs more still
    return out


def _copy_cost_casts(
    game: GameState,
    obj: GameObject,
    ch: Characteristics,
    player: int,
    cost: str | None,
    x_values: Callable[[str | None, costs.Exclude], list[int]],
    alt: str | None,
    kicked: int,
    bought: bool,
) -> list[Action]:
    """601.2b, 601.2f: the casts that pay casualty (702.153a), conspire (702.78a) or
    replicate (702.56a) besides the cost ``cost``: each creature to sacrifice or pair to tap,
    each number of replicate payments (0 up to what can be paid), but not paying none of
    them (listed already)."""
    out: list[Action] = []
    many = keywords_copy_costs.times_keyword(obj.card)  # replicate or squad: "any number"
    for chosen in keywords_copy_costs.variants(game, obj, player):
        conspire = chosen if len(chosen) == 2 else ()
        sac = chosen if len(chosen) == 1 else ()
        for times in range(0, keywords_copy_costs.max_times(obj.card) + 1):  # 702.175a: once
            if not chosen and not times:
                continue  # the cast paying none of them
            more = keywords_kicker.add_mana(
                cost, keywords_copy_costs.replicate_mana(obj.card, times)
            )
            xs = x_values(more, frozenset(conspire) if conspire else None)
            if not xs:
                break  # 601.2f: each further payment costs more
            for x in xs:
                for c in _casts(game, obj, ch, player, x, [sac], alt, kicked, bought):
                    assert isinstance(c, CastSpell)
                    if many in keywords_copy_costs.SQUADS:  # 702.157a, 702.175a
                        out.append(dataclasses.replace(c, squad=times))
                    else:
                        out.append(dataclasses.replace(c, conspire=conspire, replicate=times))
    return out


def activations(
    game: GameState,
    o: GameObject,
    i: int,
    ab: ir.ActivatedAbility,
    player: int,
    sorcery_ok: bool,
    x_values: Any,
) -> list[Action]:
    """602.2: the ways to activate ``o``'s ability ``i`` now (none when it can't be)."""
    if ab.alt_cost is not None:  # s10 h-act, 602.2b: "... or {R}, {T}:" (either cost)
        again = lambda a: activations(game, o, i, a, player, sorcery_ok, x_values)  # noqa: E731
        return activation_costs.alternatives(ab, again)[:LIMIT]
    if ab.cost.waterbend or ab.cost.tap_count < 0:  # s10 h-act: 701.67a, 107.3 (tap X)
        return activation_costs.variants(
            game, o, ab, player, lambda a: activations(game, o, i, a, player, sorcery_ok, x_values)
        )[:LIMIT]
    if ab.cost.tap and o.tapped and not ab.power_up:
        return []  # 602.2b: {T} of a tapped permanent (power-up: its cost below)
    if not abilities.functions_here(ab, o) or activation_bans.banned(game, o, ab):
        return []  # 602.5
    if o.zone in (Zone.HAND, Zone.GRAVEYARD) and o.owner != player:
        return []
    if ab.your_turn_only and game.active_player != player:
        return []  # 602.5b
    if ab.before_attackers and game.step not in stack.BEFORE_ATTACKERS:
        return []  # 602.5b: "before attackers are declared"
    if ab.once_each_turn and activation_costs.key(o, i) in game.activated_this_turn:
        return []  # 602.5b
    if activation_costs.limit_reached(game, o.id, i, ab):
        return []  # 602.5b: "Activate no more than twice each turn" (h-act)
    if ab.exhaust and (o.id, i) in game.exhausted:
        return []  # 702.177a
    if ab.your_upkeep_only and (game.active_player != player or game.step != "upkeep"):
        return []  # 602.5b
    if ab.condition is not None and not triggers.condition_holds(game, ab.condition, o.id, player):
        return []  # 602.5b: "Activate only if ..."
    cost = cost_changes.ability_cost(game, o, player, ab)  # 602.2b, 601.2f (h-costs)
    if any(k == "loyalty" for k, _ in cost.remove_counters) and (
        (o.id, -1) in game.activated_this_turn
    ):
        return []  # 606.3
    if ab.sorcery_speed and not sorcery_ok:
        return []  # 602.5d
    ch = characteristics.chars(game, o.id)
    if cost.tap and o.tapped:
        return []
    if cost.untap and not o.tapped:
        return []  # 107.6: {Q} needs a tapped permanent
    if (
        (cost.tap or cost.untap)
        and "creature" in ch.types
        and characteristics.summoning_sick(game, o)
        and "haste" not in ch.keywords
    ):
        return []  # 302.6
    for kind, n in cost.remove_counters:
        if o.counters.get(kind, 0) < n:
            return []  # 602.2b, 606.4
    if cost.pay_energy and energy.can_pay(game, player, cost.pay_energy) is not None:
        return []  # 107.14, 118.3
    sacs: list[tuple[int, ...]] = [()]
    if cost.sacrifice is not None:
        sacs = sacrifice_choices(game, o, cost.sacrifice, cost.sacrifice_count, player, True)
    discards: list[tuple[int, ...]] = [()]
    if cost.discard and not cost.discard_random:  # 701.9b: at random, chosen as it's paid
        hand = activation_costs.discard_options(game, o, cost, player)  # h-act: of a type
        discards = list(itertools.islice(itertools.combinations(hand, cost.discard), LIMIT))
    taps: list[tuple[int, ...]] = [()]
    if cost.tap_untapped is not None:  # "Tap two untapped Wizards you control" (602.2b)
        able = tap_costs.tappable_for_cost(game, o, cost, player)
        taps = list(itertools.islice(itertools.combinations(able, cost.tap_count), LIMIT))
    if cost.tap_creatures_total_power:
        taps = tap_costs.total_power_taps(game, o, cost, player)
    returns: list[tuple[int, ...]] = [()]
    if o.zone is Zone.HAND and keywords_ninjutsu.is_ninjutsu(ab):  # 702.49a, 509.1h
        returns = [(c,) for c in effects_ninjutsu.unblocked_attackers(game, player)]
    exiles = graveyard_costs.exile_choices(game, o, cost, player)  # 602.2b, 118.3
    acts = activation_costs.choices(game, o, cost, player)  # h-act: 602.2b, 118.3
    if acts is None:
        return []
    out: list[Action] = []
    exclude = o.id if cost.tap else None
    xs = x_values(cost.mana, exclude) if cost.mana else [0]
    xs = activation_costs.x_values(o, cost, xs, LIMIT_X)  # h-act: "Remove X ... counters", tap X
    for x in graveyard_costs.x_values(game, o, cost, player, xs, LIMIT_X):  # 107.3
        if cost.exile_x:  # "Exile X cards from your graveyard": X of them
            exiles = graveyard_costs.exile_choices(game, o, cost, player, x)
        life = x if cost.pay_life_x else cost.pay_life
        if can_pay_life(game, player, life):
            continue  # 119.4
        for targets in target_choices(game, o, ab.targets, ch, player, False, x):
            for sac in sacs:
                for dis in discards:
                    for tap in taps:
                        if (
                            tap
                            and cost.mana
                            and cost.tap_untapped is not None
                            and not tap_costs.payable_without(game, player, cost, x, o.id, tap)
                        ):
                            continue  # 601.2h: what is tapped for the cost can't tap for mana
                        out += [
                            ActivateAbility(
                                o.id, i, targets, x, sac, tap, dis, None, r or r2, ex, cf
                            )
                            for r in returns
                            for ex in exiles  # 602.2b: one answer per set of cards exiled
                            for r2, cf in acts  # h-act: what is returned, counters from
                        ]
    if cost.pay_life_x and not cost.mana:  # "Pay X life": X up to your life (119.4)
        out = []
        for x in range(0, min(game.players[player].life, LIMIT_X) + 1):
            if can_pay_life(game, player, x):
                break
            for targets in target_choices(game, o, ab.targets, ch, player, False, x):
                out += [ActivateAbility(o.id, i, targets, x, exile=ex) for ex in exiles]
    if cost.remove_any_counter or cost.blight or cost.remove_counter_from is not None:
        more = activation_costs.with_kinds(game, o, cost, out)  # type: ignore[arg-type]
        out = list(activation_costs.blight_choices(game, o, cost, more, player))  # s10 h-act
    out = division.with_divisions(ab, out, LIMIT)  # 602.2b, 601.2d
    return out[:LIMIT]


def run(game: GameState) -> None:
    """Advance until a decision is pending or the game is over."""
    guard = 0
    while game.pending is None and not game.over:
        guard += 1
        if guard > 100000:
            raise RuntimeError("the game loop made no progress")
        if game._resolving is not None:
            resolve.continue_resolution(game)
            continue
        if game._damage_state is not None:
            combat.continue_combat_damage(game)
            continue
        if game.returns_waiting:  # 610.3: a return waits for an as-enters choice
            choices.ask_waiting_return(game)
            continue
        if not game._step_done:
            game._step_done = True
            turn.turn_based_actions(game)
            continue
        if game.step in ("untap",):
            turn.end_step(game)
            continue
        # 117.5 / 704.3: state-based actions, then triggers, before priority.
        acted = sba_loop(game)
        if game.over:
            break
        if game.pending is not None:
            continue  # the legend rule asks its controller first
        if game.returns_waiting:
            continue  # 610.3: a state-based action made a card return: it does so first
        triggers.check_state_triggers(game)  # 603.8
        if game._trigger_queue or game.pending_triggers:
            acted = True
            triggers.put_triggers_on_stack(game)
            if game.pending is not None:
                continue
            if sba_loop(game):
                # 117.5, 704.3: state-based actions again, and what they trigger (a Saga whose
                # last chapter ability was removed, 603.3d, 714.4); a state trigger removed for
                # want of targets isn't checked again before priority (no endless loop, 603.8)
                continue
        if game.step == "cleanup" and game.priority_player is None:
            # 514.3a: players get priority in this cleanup step once something happened in it;
            # after a resolution there, the active player gets it again (117.3b)
            if acted or game.stack or game._cleanup_priority:
                game._cleanup_priority = True
            else:
                turn.end_step(game)
                continue
        if game.priority_player is None:
            # 117.3a; 800.4j: with no active player (they left the game), the next player
            asking.give_priority(game, _first_in_game(game, game.active_player))
            game.passes = 0
        holder = game.priority_player
        assert holder is not None  # 117.3a: given just above when no one had it
        asking.ask(
            game,
            Priority(
                player=holder, prompt=f"{game.players[holder].name} has priority ({game.step})"
            ),
        )


def _first_in_game(game: GameState, player: int) -> int:
    """``player``, or the next player in turn order still in the game (800.4j)."""
    n = len(game.players)
    for k in range(n):
        if not game.players[(player + k) % n].lost:
            return (player + k) % n
    return player


def sba_loop(game: GameState) -> bool:
    """704.3: perform state-based actions until none applies."""
    if (game.version, state_writes()) == (game.sba_clean_version, game.sba_clean_writes):
        return False  # nothing changed since the last check found nothing to do
    control.sync_and_log(game)  # 613.1b: controllers up to date before the check
    acted = False
    try:
        while not game.over and sba.check_once(game):
            acted = True
        game.sba_clean_version, game.sba_clean_writes = game.version, state_writes()
    except sba.LegendChoice as need:
        ctrl, name, ids = need.args
        asking.ask(
            game,
            LegendRule(
                player=ctrl,
                prompt=f"{game.players[ctrl].name}: legend rule: choose the {name} to keep",
                options=tuple(ids),
                key=(ctrl, name),
            ),
        )
        return True
    return acted
