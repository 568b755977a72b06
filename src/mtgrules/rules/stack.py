"""Casting spells (601), activating abilities (602, 605) and resolving them (608)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..decisions import ActivateAbility, CastSpell
from ..errors import IllegalActionError
from ..mana import ManaCost
from ..objects import GameObject, StackAbility, StackItem
from ..zones import Zone
from . import abilities as ability_rules
from . import (
    activation_bans,
    activation_costs,
    alt_cost_checks,
    asking,
    cast_bans,
    cast_flash,
    cast_restrictions,
    characteristics,
    cost_changes,
    costs,
    division,
    effect_context,
    effects_ninjutsu,
    energy,
    face_down,
    graveyard_cast,  # s11 h-gy: 601.3
    graveyard_costs,
    keyword_action_costs,
    keywords_alt_costs,
    keywords_buyback,
    keywords_cast,
    keywords_convoke,
    keywords_copy_costs,
    keywords_delve,
    keywords_demonstrate,
    keywords_emerge,
    keywords_entwine,
    keywords_flashback,
    keywords_foretell,
    keywords_from_graveyard,
    keywords_kicker,
    keywords_madness,
    keywords_miracle,
    keywords_overload,
    keywords_plot,
    keywords_rebound,
    keywords_ripple,
    keywords_split_second,
    mana_choice,  # 601.2g, 605.3a: the permanents named to pay
    mana_spend,
    mana_triggers,
    modes,
    permanents,
    pitch_costs,  # s11 h-gy: 118.9
    play_permissions,
    power_up,  # s10 h-act
    resolve,
    sacrifice_costs,
    spell_discard_costs,
    tap_costs,
    targeting,
    trigger_firing,
    triggers,
    turn_costs,  # s11 h-lib
    zone_moves,
)
from .conditions_more import main_phase  # 505.1 (s9 cond)
from .life import can_pay_life

if TYPE_CHECKING:
    from ..state import GameState


# 602.5b, 508: "before attackers are declared": the steps of a turn before its declare
# attackers step
BEFORE_ATTACKERS = frozenset({"untap", "upkeep", "draw", "main1", "beginning_of_combat"})


def cast(game: GameState, action: CastSpell, player: int, during_resolution: bool = False) -> None:
    """601.2a-i. Raises IllegalActionError before any change if the spell can't be cast.
    ``during_resolution``: an effect of the resolving object casts it (608.2g: from where
    the effect says, timing permissions not applying; rules/cast_during_resolution.py)."""
    obj = game.objects.get(action.card)
    keywords_split_second.refuse_cast(game, game.object_name(action.card))  # 702.61a
    kind = face_down.cast_kind(obj, action.alt_cost) if obj is not None else None
    # h-misc: "You can't cast creature spells." (rules/cast_bans.py); a face-down spell is
    # seen as it will be (601.3e, 708.4)
    seen_as = face_down.spell_chars(player) if kind is not None else None
    why = cast_bans.banned(game, player, obj, seen_as) if obj is not None else None
    if why:
        raise IllegalActionError(why, "101.2")
    if kind is not None:  # 702.37c, 702.168b: cast face down (rules/face_down.py)
        face_down.cast(game, action, player, kind)
        return
    if obj is not None and during_resolution:
        pass  # 608.2g: the resolving effect allows this cast, from where the card is
    elif obj is not None and obj.zone is Zone.GRAVEYARD and obj.owner == player:
        pass  # 702.34a, 702.81a, 702.133a: flashback, retrace, jump-start (below)
    elif obj is not None and play_permissions.allows(game, obj.id, player, land=False):
        pass  # 601.3: an effect lets this player cast it from exile ("you may play that card")
    elif obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        name = game.object_name(action.card)
        later = _later_turn(game, obj, player) if obj is not None else None
        if later is not None:  # 702.143a, 702.170d: "after the current turn has ended"
            raise IllegalActionError(
                f"{name} was {later[0]} this turn: it can be cast only on a later turn", later[1]
            )
        where = ""
        if obj is not None and obj.zone is Zone.EXILE:  # 601.3: no permission (or it ended)
            where = f" - it is in exile, and no effect lets {game.players[player].name} cast it now"
        if obj is not None and obj.zone is Zone.GRAVEYARD:  # 702.34a: its owner's graveyard
            owner = game.players[obj.owner].name
            where = f" - it is in {owner}'s graveyard, and only its owner casts it from there"
        raise IllegalActionError(
            f"{name} isn't in {game.players[player].name}'s hand{where}", "601.2a"
        )
    only = play_permissions.keyword_only(game, obj.id, player) if game.play_permissions else None
    if (
        only is not None
        and obj.zone is Zone.EXILE
        and not during_resolution
        and (action.alt_cost or "").strip().lower() != only
    ):  # 702.143a, 702.170d, 601.3: a foretold card is cast for its foretell cost, a plotted
        # card without paying its mana cost
        raise IllegalActionError(
            f"{obj.name} is exiled with {only}: it can be cast only by {only}",
            play_permissions.KEYWORD_ONLY[only],
        )
    # 702.81a, 702.133a: cast from a graveyard by discarding a card (retrace, jump-start)
    from_gy = keywords_from_graveyard.check(game, obj, action, player)
    # s11 h-gy, 601.3: "You may cast this card from your graveyard" (rules/graveyard_cast.py)
    gy_permit = (
        None if from_gy or during_resolution else graveyard_cast.check(game, obj, action, player)
    )
    gy_mana = gy_permit.mana if gy_permit is not None else None  # 118.9: "by paying {2}{W}"
    flashback = (
        None
        if from_gy or gy_permit or (during_resolution and action.free)  # 608.2g: an effect's
        else keywords_flashback.cast_cost(obj, action.alt_cost, player, game)
    )
    # those aren't alternative costs of the card's own (118.9)
    alt_name = None if from_gy or gy_mana is not None else action.alt_cost
    ch = characteristics.chars(game, obj.id)
    if "land" in ch.types:
        raise IllegalActionError(f"{obj.name} is a land: it is played, not cast", "305.9")
    instant_speed = cast_flash.instant_speed(game, obj.id, ch, player)  # 601.3b (h-flash)
    if not instant_speed and not during_resolution:  # 608.2g: cast as the effect says
        why = ability_rules.sorcery_timing(game, player)
        if why:
            rule = ability_rules.timing_rule(ch.types)  # 307.1, 302.1, ...
            raise IllegalActionError(f"{obj.name} can't be cast now: {why}", rule)
    # 601.3: "Cast this spell only during combat after blockers are declared."
    if (restricted := cast_restrictions.first_forbidding(game, ch.abilities, player)) is not None:
        raise IllegalActionError(f"{obj.name} can only be cast {restricted.text}", "601.3")
    if (why_not := cast_restrictions.legendary_problem(game, player, ch)) is not None:
        raise IllegalActionError(f"{obj.name} can't be cast: {why_not}", "205.4e")
    entwined = keywords_entwine.entwined(obj, action.modes)  # 702.42a: every mode chosen
    if not entwined:
        m = ability_rules.modal(obj)
        up = m is not None and m.upgrade is not None and modes.upgraded(game, obj, player, m)
        sizes = modes.mode_sizes(m, True) if m is not None and up else ()  # 601.2b, 700.2
        ability_rules.check_modes(obj, action.modes, sizes)
    specs = ability_rules.spell_targets(  # 702.103b; 702.33g: as kicked or not
        game, obj, action.modes, action.alt_cost, action.kicked
    )
    given = action.targets
    if (action.alt_cost or "").strip().lower() == keywords_overload.OVERLOAD:
        specs = ()  # 702.96b: an overloaded spell requires no targets
        given = () if not any(given) else given
    ctx = targeting.TargetingContext(obj.name, obj, ch, player, True, obj.owner, action.x)
    targets = targeting.check_targets(game, obj.name, specs, given, ctx, "601.2c", action.x)
    if action.x and not costs.mentions_x(obj.card):
        raise IllegalActionError(f"{obj.name} has no X to choose", "107.3a")
    # 702.153a, 702.78a, 702.56a: casualty, conspire, replicate (optional additional costs)
    copy_paid = keywords_copy_costs.check(game, obj, action, player)
    # 702.33a, 702.27a, 702.34a, 702.42a: a keyword cost's sacrifice, discard or life
    kw_paid = keyword_action_costs.check(game, obj, action, player)
    emerged = keywords_emerge.check(game, obj, action, player)  # 702.119a, c
    own_sac = () if kw_paid.sacrifice or emerged else action.sacrifice
    own_sac = keywords_copy_costs.own_sacrifice(obj, own_sac)
    sac = sacrifice_costs.additional_sacrifice(game, obj, own_sac, player, action.x)
    sac += kw_paid.sacrifice
    gy_exiled = graveyard_costs.check_spell(game, obj, action, player)  # 601.2f, 118.3
    spell_discard_costs.check(game, obj, action, player)  # 601.2f, 118.3: "discard a card"
    sac += copy_paid.casualty  # 702.153a: sacrificed as the costs are paid (601.2h)
    divided = division.division(game, obj, targets, action.divide, action.x)  # 601.2d
    total = costs.total_cost(game, obj, player)
    alt = None
    # evoke, dash, blitz, spectacle, surge
    keyword_alt = keywords_alt_costs.cast_mana(game, obj, alt_name, player)
    madness = keywords_madness.cast_cost(obj, alt_name, during_resolution)
    madness = madness or keywords_miracle.cast_cost(obj, alt_name, during_resolution)  # 702.94a
    if flashback is not None:
        total = flashback.mana  # 702.34a, 118.9: the flashback cost instead of the mana cost
    elif madness is not None:
        total = madness  # 702.35b, 118.9: the madness cost instead of the mana cost
    elif keyword_alt is not None:
        total = keyword_alt[1]  # 702.74a, 702.109a, 702.152a, 702.137a, 702.117a, 118.9
    else:
        alt = costs.alternative_cost(game, obj, alt_name, player)
        alt_cost_checks.check(game, obj, alt, player)  # 118.9, 119.4
    gainer = None
    if alt is not None and alt.opponent_gains_life:  # 601.2h: chosen as the costs are paid
        gainer = alt_cost_checks.gaining_opponent(game, obj, alt, player, action.opponent)
    hand_exiled = pitch_costs.check(game, obj, action, player)  # s11 h-gy: 118.9, 118.3
    if alt is not None:
        total = alt.mana  # 118.9: instead of the mana cost
    gy_cost = keywords_from_graveyard.cost_instead(obj, from_gy)
    if gy_cost is not None:
        total = gy_cost  # 702.187b, 118.9: the mayhem cost instead of the mana cost
    if gy_mana is not None:
        total = gy_cost = gy_mana  # s11 h-gy, 118.9: instead of the mana cost
    paid_instead = (flashback, madness, keyword_alt, alt, gy_cost)
    if obj.card.mana_cost is None and not action.free and paid_instead == (None,) * 5:
        # 118.6, 202.1b: no mana cost is an unpayable cost (118.6a: an alternative cost,
        # or "without paying its mana cost", may be paid instead)
        raise IllegalActionError(f"{obj.name} has no mana cost: it can't be paid", "118.6")
    # 601.2b, 601.2f, 702.33a: the kicker cost, announced, is added to the total cost
    keywords_kicker.check_kicked(obj, action.kicked)
    # 702.27a, 601.2f: the buyback cost, when paid, is added to the total cost
    added = keywords_buyback.optional_mana(obj, action.kicked, action.buyback)
    added = keywords_kicker.add_mana(added, copy_paid.mana)  # 702.56a, 601.2f: replicate
    added = keywords_kicker.add_mana(added, keywords_entwine.mana(obj, entwined))  # 702.42a
    total = keywords_kicker.add_mana(total, added or "")
    pay_x = action.x
    # 601.2f: cost increases and reductions (h-costs); a spell cast without paying its mana
    # cost during a resolution still has its additional costs and its increases to pay
    # (118.9d, 601.2f); an X in its mana cost is 0 then (107.3b)
    tax = None
    if action.free and during_resolution:
        if action.x and ManaCost.parse(obj.card.mana_cost).x_count:
            raise IllegalActionError(
                f"{obj.name} is cast without paying its mana cost: X is 0", "107.3b"
            )
        tax, pay_x = cost_changes.changed_x(game, obj, player, added or None, pay_x, targets)
    if action.free:
        total = tax
    else:  # "if it targets ...": the targets chosen (601.2c); a reduction may lower X (107.3)
        before_changes = total
        total, pay_x = cost_changes.changed_x(game, obj, player, total, pay_x, targets)
        if (total, pay_x) != (before_changes, action.x):  # the total cost, locked in
            game.log_event("cost", cost_changes.total_text(obj.name, total, pay_x), "601.2f")
        total = keywords_emerge.reduce(game, total, emerged)  # 702.119a, 601.2f
    if action.convoke:  # 702.51a-b: creatures pay part of the total cost as it is paid
        if action.free:
            raise IllegalActionError(f"{obj.name} is cast without paying its cost", "702.51a")
        total = keywords_convoke.remaining_cost(game, obj, player, total, action.convoke, pay_x)
        pay_x = 0  # X was counted as generic mana
        # tapped first: a creature that convokes can't also be tapped for mana (a refusal
        # below puts them back: Game.apply's snapshot)
        keywords_convoke.tap_convoking(game, obj, action.convoke)
    # 702.126a, 702.66a: artifacts tapped / graveyard cards exiled pay generic mana of the
    # total cost (702.126b, 702.66b: after it is determined)
    for name, chosen in (("improvise", action.improvise), ("delve", action.delve)):
        if not chosen:
            continue
        if action.free:
            raise IllegalActionError(
                f"{obj.name} is cast without paying its cost", keywords_delve.RULES[name]
            )
        keywords_delve.check(game, obj, player, name, chosen)
        total, pay_x = keywords_delve.less_generic(total, len(chosen), pay_x)
    if action.improvise:  # tapped first, as convoke's creatures
        keywords_delve.pay(game, obj, "improvise", action.improvise)
    keywords_copy_costs.tap_conspirers(game, copy_paid)  # 702.78a: tapped first, too
    if not action.free or tax:
        payment = costs.payment_or_refuse(
            game,
            player,
            total or "",
            pay_x,
            mana_choice.only(game, player, action.mana_from, None),  # 601.2g, 605.3a
            obj.name,
            "601.2h",
            action.phyrexian_life,
            # 106.6: the mana it may use; 702.33d: a kicked spell as its costs are paid
            (mana_spend.KICKED if action.kicked else "spell", obj.id),
        )
        extra_life = 0
        for a in obj.card.abilities:
            if isinstance(a, ir.AdditionalCost):
                extra_life = action.x if a.cost.pay_life_x else a.cost.pay_life
        if flashback is not None:
            extra_life += flashback.pay_life  # "Flashback—{1}{U}, Pay 3 life." (702.34a)
        if (payment.life or flashback is not None) and extra_life:  # 119.4: all the life at once
            why = can_pay_life(game, player, payment.life + extra_life)
            if why:
                raise IllegalActionError(f"can't pay {payment.life + extra_life} life: {why}")
    # Legal: now change the game (601.2a, 601.2h, 601.2i).
    from_hand = obj.zone is Zone.HAND  # 702.88a: "If this spell was cast from your hand"
    cast_from = obj.zone.value  # 601.2a: where it was cast from (objects.cast)
    new = zone_moves.move(
        game,
        obj,
        Zone.STACK,
        f"{game.players[player].name} casts {obj.name}" + targeting.targets_text(game, targets),
        "601.2",
        quiet=True,
    )
    new.x = action.x
    new.controller = player
    new.cast = (player, cast_from, main_phase(game, player))  # 601.2 (s9 cond)
    if action.kicked:
        new.kicked = action.kicked  # 702.33d: the spell was kicked
    if flashback is not None:
        new.flashed_back = True  # 702.34a: exiled when it would leave the stack
    if action.buyback:
        new.alt_keyword = keywords_buyback.BUYBACK  # 702.27a: returned to hand as it resolves
    if keyword_alt is not None:
        new.alt_keyword = keyword_alt[0]  # 702.74a, 702.109a: "if its ... cost was paid"
    new.squad_paid = copy_paid.squad  # 702.157a: "if its squad cost was paid"
    if from_gy in (keywords_from_graveyard.JUMP_START, keywords_from_graveyard.ESCAPE):
        new.alt_keyword = from_gy  # 702.133a: exiled when it would leave the stack; 702.138b
    keywords_rebound.mark(game, new, from_hand)  # 702.88a
    if not action.free or tax:
        spent = costs.pay(game, player, payment, pay_x, obj.name, ("spell", new.id))
        new.colors_spent = "".join(c for c in "WUBRG" if spent[c] > 0)  # 702.44a, 601.2h
    keywords_emerge.pay(game, obj.name, emerged)  # 702.119c, 601.2h
    if action.delve:
        keywords_delve.pay(game, obj, "delve", action.delve)  # 702.66a, 601.2h
    with game.simultaneously():  # s10 trig: one discard of them all (603.2c)
        for d in action.discard:  # 702.81a, 702.133a, 601.2f: the cards discarded (601.2h)
            zone_moves.discard(game, d, f"{obj.name}'s {from_gy or 'additional'} cost")
        for d in spell_discard_costs.random_discards(game, obj.card, player):  # 701.9b, 601.2h
            zone_moves.discard(game, d, f"{obj.name}'s additional cost")
    if from_gy is not None:  # no longer "this card" once it has moved (400.7)
        p_gy = game.players[player]
        p_gy.discarded_this_turn = tuple(i for i in p_gy.discarded_this_turn if i != obj.id)
    keywords_from_graveyard.log_cast(game, obj.name, from_gy)
    graveyard_cast.log_cast(game, obj.name, gy_permit)  # s11 h-gy: 601.3
    for s in sac:
        zone_moves.sacrifice(game, s, f"{obj.name}'s additional cost")
    if sac:
        new.sacrificed = tuple(sac)  # 601.2h: "the sacrificed creature" (608.2h)
    new.cost_exiled = graveyard_costs.pay(game, obj.name, gy_exiled, "601.2h")  # 601.2f-h
    pitch_costs.pay(game, obj.name, hand_exiled)  # s11 h-gy: 118.9, 601.2h
    new.divided = divided  # 601.2d
    extra = next((a.cost for a in obj.card.abilities if isinstance(a, ir.AdditionalCost)), None)
    life = (action.x if extra.pay_life_x else extra.pay_life) if extra is not None else 0
    if life:
        from .life import lose_life

        lose_life(game, player, life, f"{obj.name}'s additional cost", "119.4")
    if kw_paid.life:  # "Kicker—Pay 3 life." (119.4)
        from .life import lose_life

        assert kw_paid.kind is not None
        rule = keyword_action_costs.RULES[kw_paid.kind]
        lose_life(game, player, kw_paid.life, f"{obj.name}'s {kw_paid.kind} cost", rule)
    if flashback is not None and flashback.pay_life and not action.free:
        from .life import lose_life

        lose_life(game, player, flashback.pay_life, f"{obj.name}'s flashback cost", "702.34a")
    if alt is not None and alt.pay_life:  # "you may pay 4 life rather than ..." (119.4)
        from .life import lose_life

        lose_life(game, player, alt.pay_life, f"{obj.name}'s alternative cost", "118.9")
    if alt is not None and gainer is not None:
        from .life import gain_life

        gain_life(game, gainer, alt.opponent_gains_life, f"{obj.name}'s alternative cost", "118.9")
    game.stack.append(StackItem(new, targets, action.x, action.modes))
    game.spells_cast_this_turn += 1  # 702.40a: storm counts the spells cast this turn
    game.players[player].spells_cast_this_turn += 1  # 702.117a: surge asks who cast them
    # h-history: "if you've cast a noncreature spell this turn" (the spell's types: those of
    # its copiable values, which no effect changes on the stack here)
    game.players[player].spells_cast_types += (" ".join(sorted(new.values.types)),)
    if new.alt_keyword == keywords_alt_costs.WARP:
        game.players[player].void_this_turn += 1  # 702.185c: "a spell was warped this turn"
    turn_costs.spell_cast(game, new, player)  # s11 h-lib, 601.2i: "the next spell" used up
    game.log_event(
        "cast",
        f"{game.players[player].name} casts {obj.name}" + targeting.targets_text(game, targets),
        "601.2i",
        card=obj.name,
        player=game.players[player].name,
    )
    if flashback is not None:
        game.log_event(
            "flashback", f"{obj.name} is cast from a graveyard with flashback", "702.34a"
        )
    if keyword_alt is not None:
        kw = keyword_alt[0]
        rule = keywords_alt_costs.RULES[kw]
        game.log_event(kw, f"{obj.name} is cast for its {kw} cost", rule, card=obj.name)
    if action.buyback:
        game.log_event("buyback", f"{obj.name}'s buyback cost is paid", "702.27a", card=obj.name)
    if action.kicked:
        times = "" if action.kicked == 1 else f" {action.kicked} times"
        game.log_event("kicker", f"{obj.name} was kicked{times}", "702.33d", card=obj.name)
    keywords_copy_costs.log_paid(game, obj.name, copy_paid)
    if entwined:
        keywords_entwine.log_paid(game, obj.name)  # 702.42a
    triggers.spell_cast(game, new, targets)
    trigger_firing.fire_cast_self(game, new)  # s9 trig: "When you cast this spell" (601.2i)
    keywords_cast.cast_triggers(game, new)  # 702.85a: "When you cast this spell"
    keywords_demonstrate.cast_triggers(game, new)  # 702.144a
    keywords_copy_costs.cast_triggers(game, new, copy_paid)  # 702.153a, 702.78a, 702.56a
    keywords_ripple.cast_triggers(game, new)  # 702.60a


def _later_turn(game: GameState, obj: GameObject, player: int) -> tuple[str, str] | None:
    """("foretold", 702.143a) or ("plotted", 702.170d) when ``player`` foretold or plotted the
    exiled card ``obj`` this turn, so that it may be cast only on a later turn; else None."""
    for oid, who, turn, kind, *_ in game.play_permissions:
        if oid == obj.id and who == player and turn == game.turn_number:
            if kind == keywords_foretell.FORETOLD:
                return "foretold", "702.143a"
            if kind == keywords_plot.PLOTTED:
                return "plotted", "702.170d"
    return None


def activate(game: GameState, action: ActivateAbility, player: int) -> None:
    """602.2 (and 605.3 for mana abilities, which don't use the stack)."""
    obj = game.objects.get(action.source)
    in_hand = obj is not None and obj.zone is Zone.HAND and obj.owner == player
    # 113.6m: abilities that function from their owner's graveyard (unearth, 702.84a;
    # "Exile this card from your graveyard: ..."): functions_here below
    in_hand = in_hand or (obj is not None and obj.zone is Zone.GRAVEYARD and obj.owner == player)
    if obj is None or (not in_hand and (obj.zone is not Zone.BATTLEFIELD or obj.phased_out)):
        name = game.object_name(action.source)
        if obj is not None and obj.zone in (Zone.HAND, Zone.GRAVEYARD):
            # 602.2, 108.4a: a card there has no controller; only its owner activates its
            # abilities (those that function there, 113.6m)
            owner = game.players[obj.owner].name
            raise IllegalActionError(
                f"{name} is in {owner}'s {obj.zone.value}: only {owner} can activate "
                "its abilities there",
                "602.2",
            )
        if obj is not None and obj.phased_out:  # 702.26b: treated as though it doesn't exist
            raise IllegalActionError(
                f"{name} isn't on the battlefield - it is phased out (702.26b)", "602.2"
            )
        raise IllegalActionError(f"{name} isn't on the battlefield", "602.2")
    ch = characteristics.chars(game, obj.id)
    abilities = ability_rules.activated_abilities(game, obj)
    anyone = 0 <= action.index < len(abilities) and abilities[action.index].any_player
    if ch.controller != player and not in_hand and not anyone:  # 602.2: "Any player may ..."
        raise IllegalActionError(f"{game.players[player].name} doesn't control {obj.name}", "602.2")
    if not 0 <= action.index < len(abilities):
        if obj.face_down:  # 708.2a: a face-down permanent has no abilities of its own
            raise IllegalActionError(
                f"{obj.name} has no activated ability number {action.index + 1}: "
                "it is face down, with no abilities of its own",
                "708.2a",
            )
        raise IllegalActionError(
            f"{obj.name} has no activated ability number {action.index + 1}", "602.1"
        )
    ab = activation_costs.chosen(abilities[action.index], action)  # s10 h-act: 602.2b
    keywords_split_second.refuse_activation(game, obj.name, ab.is_mana_ability)  # 702.61a-b
    why = activation_bans.banned(game, obj, ab)
    if why:
        raise IllegalActionError(why + activation_bans.source_of(game, obj, ab), "602.5")
    if not ability_rules.functions_here(ab, obj):
        _, where, rule = ability_rules.works_from(ab)  # 113.6, 113.6m, 702.49a
        raise IllegalActionError(
            f"{obj.name}'s ability {action.index + 1} works only from {where}", rule
        )
    if ab.your_turn_only and game.active_player != player:
        raise IllegalActionError(
            f"{obj.name}'s ability can be activated only during your turn", "602.5b"
        )
    if ab.before_attackers and game.step not in BEFORE_ATTACKERS:
        raise IllegalActionError(
            f"{obj.name}'s ability can be activated only before attackers are declared", "602.5b"
        )
    if ab.your_upkeep_only and (game.active_player != player or game.step != "upkeep"):
        raise IllegalActionError(
            f"{obj.name}'s ability can be activated only during your upkeep", "602.5b"
        )
    if ab.once_each_turn and activation_costs.key(obj, action.index) in game.activated_this_turn:
        raise IllegalActionError(
            f"{obj.name}'s ability can be activated only once each turn", "602.5b"
        )
    if power_up.used(game, obj.id, action.index, ab):  # s10 h-act
        raise IllegalActionError(f"{obj.name}'s power-up ability was activated once", "602.5b")
    if activation_costs.limit_reached(game, obj.id, action.index, ab):  # h-act
        raise IllegalActionError(
            f"{obj.name}'s ability can be activated no more than {ab.max_per_turn} times each turn",
            "602.5b",
        )
    if ab.exhaust and (obj.id, action.index) in game.exhausted:
        raise IllegalActionError(f"{obj.name}'s exhaust ability was activated once", "702.177a")
    if ab.condition is not None and not triggers.condition_holds(
        game, ab.condition, obj.id, player
    ):
        from ..cards.render.condition_text import condition_words

        raise IllegalActionError(
            f"{obj.name}'s ability can be activated only if "
            f"{condition_words(ab.condition, obj.name)}",
            "602.5b",
        )
    loyalty = any(k == "loyalty" for k, _ in ab.cost.remove_counters)
    if loyalty and (obj.id, -1) in game.activated_this_turn:
        raise IllegalActionError(
            f"{obj.name} has already activated a loyalty ability this turn", "606.3"
        )
    if ab.sorcery_speed:
        why = ability_rules.sorcery_timing(game, player)
        if why:
            raise IllegalActionError(
                f"{obj.name}'s ability can be activated only as a sorcery: {why}",
                "606.3" if loyalty else "602.5d",  # 606.3: a loyalty ability's own timing
            )
    cost = cost_changes.ability_cost(game, obj, player, ab)  # 602.2b, 601.2f (h-costs)
    cost = activation_costs.waterbend_paid(cost, len(action.tap))  # s10 h-act, 701.67a
    cost = activation_costs.tap_x_paid(cost, action.x)  # s10 h-act, 107.3: "Tap X ..."
    if action.x and not costs.mentions_x(ab):
        raise IllegalActionError(f"{obj.name}'s ability has no X to choose", "107.3a")
    if cost.tap or cost.untap:
        if cost.tap and obj.tapped:
            raise IllegalActionError(f"{obj.name} is already tapped", "602.2b")
        if cost.untap and not obj.tapped:  # 107.6: an untapped permanent can't pay {Q}
            raise IllegalActionError(f"{obj.name} is untapped: it can't pay {{Q}}", "107.6")
        if (
            "creature" in ch.types
            and characteristics.summoning_sick(game, obj)
            and "haste" not in ch.keywords
        ):
            raise IllegalActionError(
                f"{obj.name} is summoning sick: it hasn't been under "
                f"{game.players[player].name}'s control since their most recent turn began",
                "302.6",
            )
    life = action.x if cost.pay_life_x else cost.pay_life  # "Pay X life" (107.3, 119.4)
    if life:
        why = can_pay_life(game, player, life)
        if why:
            raise IllegalActionError(f"can't pay {life} life: {why}")
    if cost.pay_energy:  # 107.14, 118.3: only energy the player has
        energy.refuse_unless_payable(game, player, cost.pay_energy, f"{obj.name}'s ability")
    sac: list[int] = []
    activation_costs.refuse_unasked_sacrifice(obj, cost, action)  # 602.2b
    if cost.sacrifice is not None:
        sac = list(action.sacrifice)
        if len(sac) != cost.sacrifice_count:
            n = cost.sacrifice_count
            problem = sacrifice_costs.choice_problem(
                game, tuple(sac), n, player, cost.sacrifice, obj, ""
            )
            raise IllegalActionError(
                f"choose {n} permanent(s) to sacrifice for {obj.name}'s ability - {problem}",
                "602.2b",
            )
        for s in sac:
            why = sacrifice_costs.sacrifice_problem(game, s, player, cost.sacrifice, obj)
            if why:
                raise IllegalActionError(f"that can't be sacrificed for this cost: {why}", "602.2b")
    for kind, n in cost.remove_counters:
        if obj.counters.get(kind, 0) < n:  # 606.6: a loyalty ability's negative cost too
            rule = "606.6" if kind == "loyalty" and loyalty else "602.2b"
            raise IllegalActionError(f"{obj.name} doesn't have {n} {kind} counter(s)", rule)
    discards = activation_costs.chosen_discards(obj, cost, action)  # 602.2b
    act_plan = activation_costs.check(game, obj, cost, action, player)  # h-act: 602.2b, 118.3
    if (
        cost.discard
        and not cost.discard_random
        and (
            len(discards) != cost.discard
            or len(set(discards)) != len(discards)
            or any(d not in game.players[player].hand or d == obj.id for d in discards)
        )
    ):
        hand = [c for c in game.players[player].hand if c != obj.id]
        if len(hand) < cost.discard:  # 118.3: not enough cards to pay the cost
            raise IllegalActionError(
                f"{obj.name}'s ability needs {cost.discard} card(s) to discard: "
                f"{game.players[player].name} has {len(hand)} in hand",
                "118.3",
            )
        raise IllegalActionError(
            f"choose {cost.discard} card(s) in your hand to discard for {obj.name}'s ability",
            "602.2b",
        )
    # 702.49a: ninjutsu's "Return an unblocked attacking creature you control" (602.2b)
    returned = () if cost.return_to_hand is not None else action.returned  # h-act
    ninja_attack = effects_ninjutsu.check_return(game, obj, ab, returned, player)
    tapped = list(action.tap)
    if cost.tap_untapped is not None:  # "Tap two untapped Wizards you control" (602.2b)
        why = tap_costs.tap_cost_problem(game, obj, cost, player, tapped)
        if why:
            raise IllegalActionError(why, "602.2b")
    elif tapped and not cost.tap_creatures_total_power:
        raise IllegalActionError(
            f"{obj.name}'s ability has no cost to tap other permanents", "602.2b"
        )
    if cost.tap_creatures_total_power:
        power = 0
        for t in tapped:
            if why := tap_costs.total_power_problem(game, obj, t, player):
                raise IllegalActionError(
                    f"{game.object_name(t)} can't be tapped to pay this cost (tap untapped "
                    f"creatures you control other than {obj.name}): {why}",
                    "602.2b",
                )
            power += max(0, characteristics.chars(game, t).power or 0)
        if power < cost.tap_creatures_total_power:
            raise IllegalActionError(
                f"the creatures tapped have total power {power}, not "
                f"{cost.tap_creatures_total_power} or more",
                "602.2b",
            )
    exiled = list(action.exile)
    graveyard_costs.check(game, obj, cost, player, exiled, action.x)  # 602.2b, 118.3, 107.3
    ability_chars = ch
    ctx = targeting.TargetingContext(
        obj.name, obj, ability_chars, player, False, obj.owner, action.x
    )
    targets = targeting.check_targets(  # h-act: X targets (107.3, 601.2c)
        game, f"{obj.name}'s ability", ab.targets, action.targets, ctx, "602.2b", action.x
    )
    divided = division.ability_division(obj.name, ab, targets, action.divide, action.x)
    payment = None
    if cost.mana:
        payment = costs.payment_or_refuse(
            game,
            player,
            cost.mana,
            action.x,
            # 601.2h; 605.3a: only the permanents named to pay, when named
            mana_choice.only(
                game, player, action.mana_from, tap_costs.tap_exclude(obj, cost, tapped)
            ),
            f"{obj.name}'s ability",
            "602.2b",
            action.phyrexian_life,
            ("ability", obj.id),  # 106.6: the mana it may use
        )
        if payment.life and life:  # 119.4: all the life the cost asks for at once
            why = can_pay_life(game, player, life + payment.life)
            if why:
                raise IllegalActionError(f"can't pay {life + payment.life} life: {why}")
    # Pay (602.2b, 601.2h).
    snapshot = characteristics.chars(game, obj.id)
    if payment is not None:
        costs.pay(game, player, payment, action.x, f"{obj.name}'s ability", ("ability", obj.id))
    if cost.tap:
        permanents.tap(game, obj, "602.2b")
    if cost.untap:
        permanents.untap(game, obj, "602.2b")
    if life:
        from .life import lose_life

        lose_life(game, player, life, f"paying for {obj.name}'s ability", "119.4")
    if cost.pay_energy:  # 107.14, 602.2b
        energy.pay(game, player, cost.pay_energy, f"paying for {obj.name}'s ability")
    for kind, n in cost.remove_counters:
        if n < 0:  # a cost: 606.4 (loyalty), 602.2b ("Put a -1/-1 counter on this creature:")
            rule = "606.4" if kind == "loyalty" else "602.2b"
            permanents.add_counters(game, obj, kind, -n, rule, by_effect=False)
        else:
            permanents.remove_counters(
                game, obj, kind, n, "606.4" if kind == "loyalty" else "602.2b"
            )
    if loyalty:
        game.activated_this_turn.add((obj.id, -1))
    for s in sac:
        zone_moves.sacrifice(game, s, f"{obj.name}'s cost")
    for t in tapped:
        permanents.tap(game, game.objects[t], "602.2b")
    with game.simultaneously():  # s10 trig: one discard of them all (603.2c)
        for d in discards:
            zone_moves.discard(game, d, f"{obj.name}'s cost")
    activation_costs.pay(game, obj, cost, act_plan, player, action.x)  # h-act (601.2h)
    if ninja_attack is not None:  # 702.49a-c: reveal it, return the creature (601.2h)
        ab = effects_ninjutsu.pay_return(game, obj, ab, action.returned[0], ninja_attack)
    cost_exiled = graveyard_costs.pay(game, obj.name, exiled)  # 601.2h, 602.2b
    if cost.discard_self:
        snapshot = characteristics.chars(game, obj.id)
        zone_moves.discard(game, obj.id, f"{obj.name}'s cost")
        trigger_firing.fire_cycled(game, player, obj, snapshot, ab, action.x)  # 702.29c
    if cost.sacrifice_self:
        zone_moves.sacrifice(game, obj.id, f"{obj.name}'s cost")
    if cost.exile_self:
        zone_moves.move(game, obj, Zone.EXILE, f"{obj.name} is exiled to pay its cost", "602.2b")
    if cost.return_self:  # h-zones: "Return this enchantment to its owner's hand:" (602.2b)
        why = f"{obj.name} is returned to its owner's hand to pay its cost"
        zone_moves.move(game, obj, Zone.HAND, why, "602.2b")
    if cost.exile_self_from_graveyard:  # 113.6m, 602.2b: "Exile this card from your graveyard"
        zone_moves.move(
            game, obj, Zone.EXILE, f"{obj.name} is exiled from its owner's graveyard", "602.2b"
        )
    if ab.once_each_turn:  # 602.5b, per face (712.8e)
        game.activated_this_turn.add(activation_costs.key(obj, action.index))
    activation_costs.record(game, obj.id, action.index, ab)  # h-act, 602.5b
    if ab.exhaust:  # 702.177a: "Activate only once."
        game.exhausted.add((obj.id, action.index))
    power_up.record(game, obj.id, action.index, ab)  # s10 h-act, 602.5b
    sa = StackAbility(game.new_id(), obj.id, obj.name, player, ab, snapshot, x=action.x)
    if sac:
        sa.sacrificed = tuple(sac)  # 602.2b: "the sacrificed creature" (608.2h)
    sa.cost_exiled = cost_exiled  # 602.2b: "the exiled card" (608.2h)
    sa.divided = divided  # 602.2b, 601.2d
    if ab.is_mana_ability:  # 605.3a: resolves immediately
        item = StackItem(sa, targets, action.x)
        # 106.12a: what a {T} mana ability makes may trigger mana abilities (mana_triggers.py)
        before = (
            mana_triggers.pool_now(game, player)
            if cost.tap and mana_triggers.listening(game)
            else None
        )
        try:
            resolve.run_effects(game, item, [])
            mana_triggers.after_mana_ability(game, {"item": item, "pool_before": before})
        except effect_context.NeedDecision as nd:
            # 605.3a, 106.1: "Add one mana of any color": the color is chosen as the ability
            # resolves, right away, by its controller; then it finishes, off the stack.
            idx, dmg = game.resolution_progress or (0, 0)
            game._paused_resolution = {
                "item": item,
                "targets": targets,
                "index": idx,
                "answers": [],
                "damage": dmg,
                "mana_ability": True,
                "memory": nd.memory,  # 608.2c: what its earlier instructions did
                "pool_before": before,
            }
            asking.ask(game, nd.decision)
        return
    game.stack.append(StackItem(sa, targets, action.x))
    game.log_event(
        "activate",
        f"{game.players[player].name} activates {obj.name}'s ability"
        + targeting.targets_text(game, targets),
        "602.2",
        card=obj.name,
    )
    triggers.became_target(game, StackItem(sa, targets, action.x))
