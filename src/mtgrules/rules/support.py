"""What the engine can carry out: the honest half of "supported".

A card is playable only when the parser read all of its text *and* the engine implements
every ability object the parser made of it. :func:`engine_gaps` lists what the engine
can't do yet for a card; an empty list means every ability has rules behind it. Card
loading refuses a card with gaps ("Wildfire isn't supported yet: ..."), never playing it
half-understood.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

from ..cards import ir
from ..cards.ir.animate import IN_ADDITION
from ..cards.ir.refs import CHOSEN_TYPE, THAT_TYPE
from ..cards.ir.s11_dmg import PreventSome, RedirectDamage  # s11 h-dmg, 614.9
from ..cards.ir.this_turn import ThisTurnTrigger  # 603.7b
from . import (
    activation_costs,
    additional_x_costs,
    alt_cost_checks,
    card_names,
    cast_flash,
    cast_free,
    cast_restrictions,
    chosen_values,
    divided_damage,
    effects_payments,
    face_down,
    granted_flashback,  # s11 h-gy: 702.34a
    graveyard_abilities,
    graveyard_cast,  # s11 h-gy: 601.3
    graveyard_costs,
    keywords_affinity,
    keywords_alt_costs,
    keywords_buyback,
    keywords_cast,
    keywords_cipher,
    keywords_copy_costs,
    keywords_crew,
    keywords_cumulative,
    keywords_cycling,
    keywords_demonstrate,
    keywords_dredge,
    keywords_echo,
    keywords_embalm,
    keywords_encore,
    keywords_enlist,
    keywords_entering,
    keywords_entwine,
    keywords_flashback,
    keywords_foretell,
    keywords_from_graveyard,
    keywords_kicker,
    keywords_madness,
    keywords_miracle,
    keywords_ninjutsu,
    keywords_overload,
    keywords_permanent,
    keywords_plot,
    keywords_reconfigure,
    keywords_recover,
    keywords_ripple,
    keywords_scavenge,
    keywords_squad,
    keywords_suspend,
    keywords_triggered,
    keywords_unearth,
    mana_triggers,  # 605.1b, 106.12a
    paid_refs,
    pitch_costs,  # s11 h-gy: 118.9
    predefined_tokens,
    spell_discard_costs,
    spell_grants,
    this_turn,  # 603.7b
    trigger_events,
    trigger_more,
    voting,
    ward_costs,
)
from .amount_kinds import damage_amount_gap, each_player_gap, later_x_gap, sacrificed_now_gap
from .amounts import amount_gap, cda_gap, entering_amount_gap
from .combat import ATTACK_YOU_OR_PW  # s10 h-cant: 508.1c
from .conditions import (
    condition_gap,
    effect_condition_gap,
    restriction_condition_gap,
    static_condition_gap,
)
from .cost_changes import (  # h-costs: 601.2f, 602.2b
    ability_cost_gap,
    cost_change_gap,
    turn_face_down,  # s11 h-lib
)
from .effects import EXECUTORS
from .effects_control import copy_trigger_gaps  # s10 h-other
from .events import NO_REGEN  # 701.19c
from .history import other_count_gap, static_count_gap  # h-history
from .keywords_s10 import REPLACEMENTS_S10  # s10 engine
from .s11_dmg import PreventGroup, prevent_group_gap, prevent_some_gap  # s11 h-dmg
from .support_tables import (  # the tables (702, 603.2, 614, 615)
    AS_ENTERS_CHOICES,
    CDA_COUNTS,
    KEYWORDS,
    REPLACEMENTS,
    RESTRICTIONS,
    TRIGGER_EVENTS,
)
from .targeting import TARGET_RESTRICTION
from .that_player import gap as that_player_gap  # h-players

#: cards played in a casual variant from the command zone or from outside the game, never as
#: permanents: the engine plays no variant, and the battlefield can't stand in for them
_VARIANT_TYPES = {
    "vanguard": "a vanguard card (902.1: the Vanguard variant)",
    "conspiracy": "a conspiracy card (315.3: not a permanent, in the command zone)",
    "hero": "a hero card (a challenge deck's card, in the command zone: 408.1)",
    "stickers": "a sticker sheet (123.1: stickers aren't objects)",
}


def engine_gaps(card: ir.CardDefinition) -> list[str]:
    """What of ``card``'s abilities the engine can't carry out yet (empty: all of it)."""
    gaps: list[str] = []
    card = chosen_values.entered_filled(card)  # h-chosen: 607.2, 614.12a
    for a in card.abilities:
        _ability(a, gaps)
    gaps += keywords_kicker.gap(card.abilities)
    gaps += keywords_flashback.gap(card)
    gaps += keywords_crew.gap(card)
    gaps += keywords_affinity.gap(card)
    gaps += keywords_entering.gap(card)  # 702.136b (h-kw-perm)
    gaps += keywords_entering.multi_gap(card)  # 702.38b, 702.82c (h-kw-perm)
    gaps += keywords_enlist.gap(card)  # 702.154d (h-kw-perm)
    gaps += keywords_reconfigure.gap(card)  # 702.151a (h-kw-perm)
    gaps += keywords_alt_costs.gap(card)
    gaps += keywords_buyback.gap(card)
    gaps += keywords_unearth.gap(card)
    gaps += keywords_scavenge.gap(card)  # 702.97a
    gaps += keywords_embalm.gap(card)  # 702.128a, 702.129a
    gaps += face_down.gap(card)  # 702.37, 702.168
    gaps += keywords_madness.gap(card)  # 702.35a
    gaps += keywords_cast.gap(card)  # 702.40a, and keywords given by an ability
    gaps += paid_refs.gap(card)  # 601.2h, 608.2h: "the sacrificed creature" (h-memory)
    gaps += graveyard_costs.ref_gap(card)  # 601.2h, 608.2h: "the exiled card" (h-gycost)
    gaps += divided_damage.gap(card)  # 601.2d (h-memory)
    gaps += chosen_values.gap(card)  # h-mana: "of the chosen type" (614.12a)
    gaps += card_names.gap(card)  # 201.4: "with the chosen name"
    gaps += keywords_copy_costs.gap(card)  # 702.153a, 702.78a, 702.56a
    gaps += keywords_from_graveyard.gap(card)  # 702.81a, 702.133a
    gaps += graveyard_cast.gap(card)  # s11 h-gy: 601.3
    gaps += keywords_entwine.gap(card)  # 702.42a
    gaps += keywords_overload.gap(card)  # 702.96a
    gaps += keywords_squad.gap(card)  # 702.157a
    gaps += keywords_ripple.gap(card)  # 702.60a
    gaps += keywords_encore.gap(card)  # 702.141a
    gaps += keywords_foretell.gap(card)  # 702.143a
    gaps += keywords_ninjutsu.gap(card)  # 702.49a
    gaps += keywords_suspend.gap(card)  # 702.62a
    gaps += keywords_plot.gap(card)  # 702.170a
    gaps += keywords_recover.gap(card)  # 702.59a
    gaps += keywords_miracle.gap(card)  # 702.94a
    gaps += keywords_dredge.gap(card)  # 702.52a
    gaps += keywords_cipher.gap(card)  # 702.99a
    gaps += keywords_demonstrate.gap(card)  # 702.144a
    gaps += spell_discard_costs.card_gap(card)  # 601.2f: "discard a card" (s9 engine)
    if (pitch_gap := pitch_costs.gap(card)) is not None:  # s11 h-gy: 118.9
        gaps.append(pitch_gap)
    gaps += additional_x_costs.gap(card)  # 107.3: "discard X cards" (s9 engine)
    gaps += activation_costs.card_gap(card)  # 602.5b, 701.67a: power-up, waterbend (s10)
    gaps += [_VARIANT_TYPES[t] for t in card.types if t in _VARIANT_TYPES]
    if "land" in card.types and card.mana_cost:
        # 202.1b, 305.1: a land is played without paying any cost; a land card printed with
        # a mana cost (a playtest card: "You have to pay {2}{G} to play this land") has a
        # rule of its own the engine doesn't carry out
        gaps.append(f"a land with a mana cost ({card.mana_cost}): 202.1b, 305.1")
    overloaded = keywords_overload.overloaded(card) if "overload" in _names(card) else None
    if overloaded is not None:  # 702.96a: the text with "each" must be carried out too
        _ability(overloaded, gaps)
    return sorted(set(gaps))


# effects that change an object's characteristics (613): on a spell, 400.7a applies
_CHANGES = (ir.GrantAbilities, ir.GrantProtectionChoice, ir.ModifyPT, ir.Animate)


def _names(card: ir.CardDefinition) -> set[str]:
    return {a.name for a in card.abilities if isinstance(a, ir.Keyword)}


def _ability(a: Any, gaps: list[str]) -> None:
    effects = getattr(a, "effects", None)
    if isinstance(effects, tuple) and (vote_gap := voting.vote_gap(effects)) is not None:
        gaps.append(vote_gap)  # 701.38a: the whole ability, nested instructions included
    if isinstance(effects, tuple) and (
        cf_gap := cast_free.cast_free_gap(effects, getattr(a, "targets", ()))
    ):
        gaps.append(cf_gap)  # 608.2g: rules/cast_free.py
    gy_gap = graveyard_abilities.gap(a)  # 113.6m: rules/graveyard_abilities.py
    if gy_gap is not None:
        gaps.append(gy_gap)
    if (ev_gap := trigger_events.event_amount_gap(a)) is not None:  # h-trig-events: 603.2
        gaps.append(ev_gap)
    if (tp_gap := that_player_gap(a)) is not None:  # h-players: 608.2k
        gaps.append(tp_gap)
    if (x_gap := later_x_gap(a)) is not None:  # h-amount: 107.3c
        gaps.append(x_gap)
    if (sac_gap := sacrificed_now_gap(a)) is not None:  # h-amount: 701.21
        gaps.append(sac_gap)
    if (mt_gap := mana_triggers.gap(a)) is not None:  # 605.1b: rules/mana_triggers.py
        gaps.append(mt_gap)
    if isinstance(a, ir.Keyword):
        if a.name not in KEYWORDS and keywords_cycling.search_filter(a.name) is None:  # 702.29e
            gaps.append(f"the keyword {a.name}")
        elif a.name == "equip" and a.cost is not None:
            # 702.6a: an activated ability (rules/keywords.py), its cost paid as any other
            # activation cost is (602.2b: rules/stack.activate): "Equip—Discard a card."
            _cost(a.cost, gaps)
        elif a.name == "ward" and a.cost is not None and not _mana_only(a.cost):
            if ward_costs.action(a.cost) is not None:  # "Ward—Discard a card." (702.21a)
                _cost(a.cost, gaps)
            elif a.cost != ir.Cost(pay_life=a.cost.pay_life):
                gaps.append(f"{a.name} with a non-mana cost")  # (ward—pay N life: 702.21a)
        elif a.cost is not None and activation_costs.has_parts(a.cost):
            gaps.append(f"{a.name} with this cost (h-act parts are paid only when activating)")
        elif a.name == "bloodthirst" and not a.amount:
            gaps.append("bloodthirst X (702.54b)")
        elif (
            (gap := _paid_keyword_gap(a)) is not None
            or (gap := keywords_triggered.gap(a)) is not None
            or (gap := keywords_permanent.gap(a)) is not None
        ):  # 702.30a echo, 702.24a
            gaps.append(gap)

    elif isinstance(a, ir.SpellAbility):
        _effects(a.effects, gaps, spell=True)
        _targets(a.targets, gaps)
    elif isinstance(a, ir.ActivatedAbility):
        if a.condition is not None:  # 602.5b: "Activate only if ..." (rules/priority.py)
            gap = condition_gap(a.condition)
            if gap is not None:
                gaps.append(gap)
        _cost(a.cost, gaps)
        _effects(a.effects, gaps)
        _targets(a.targets, gaps)
        if a.cost_change is not None:  # 602.2b: rules/cost_changes.ability_cost (h-costs)
            gap = ability_cost_gap(a)
            if gap is not None:
                gaps.append(gap)
    elif isinstance(a, ir.LoyaltyAbility):
        _effects(a.effects, gaps)
        _targets(a.targets, gaps)
    elif isinstance(a, ir.AlternativeCost):
        # condition_subtype, opponent_gains_life and mana: rules/costs.alternative_cost;
        # pay_life and condition: rules/alt_cost_checks.py
        if (alt_gap := alt_cost_checks.gap(a)) is not None:
            gaps.append(alt_gap)
    elif isinstance(a, ir.TriggeredAbility):
        if a.intervening_if is not None:  # 603.4: rules/conditions.py
            gap = condition_gap(a.intervening_if)
            if gap is not None:
                gaps.append(gap)
        if a.trigger.event not in TRIGGER_EVENTS:
            gaps.append(f'the trigger "{a.trigger.event.value}"')
        if a.trigger.condition is not None:  # 603.8: a state trigger's condition
            gap = condition_gap(a.trigger.condition)
            if gap is not None:
                gaps.append(gap)
        if a.trigger.filter is not None:
            _filter(a.trigger.filter, gaps)
        if a.trigger.event is ir.TriggerEvent.CAST_SPELL and any(
            isinstance(e, _CHANGES) and e.what == ir.TriggerObjectRef() for e in a.effects
        ):
            # 400.7a: what a triggered ability gives the permanent spell cast carries over to
            # the permanent it becomes; not carried out yet ("Whenever you cast an Elf spell,
            # it gains haste until end of turn": Tyvar Kell's emblem)
            gaps.append("giving the spell cast an ability or characteristic (400.7a)")
        if any(isinstance(e, ir.PutItsCounters) for e in a.effects) and not (
            isinstance(a.trigger.subject, ir.SelfRef)
            and a.trigger.event in (ir.TriggerEvent.DIES, ir.TriggerEvent.LEAVES_BATTLEFIELD)
        ):  # h-zones, 122.8: "its counters" as this object left the battlefield only
            gaps.append('"put its counters on" outside "when this dies / leaves" (122.8)')
        if (gap := trigger_events.gap(a.trigger)) is not None:  # h-trig-events
            gaps.append(gap)
        if (gap := trigger_more.gap(a.trigger, TRIGGER_EVENTS)) is not None:  # s9 trig
            gaps.append(gap)
        if (gap := trigger_more.ability_gap(a)) is not None:
            gaps.append(gap)
        gaps += copy_trigger_gaps(a)  # 707.10f (s10 h-other: rules/effects_control.py)
        if a.trigger.other_filter is not None:  # 509.3b, 509.3d (h-trig-combat)
            _filter(a.trigger.other_filter, gaps)
        subj = a.trigger.subject
        if (a.trigger.or_self or a.trigger.group or a.trigger.min_count) and isinstance(
            subj, ir.EachRef
        ):  # h-trig-combat: the filter of "or another ..." / "one or more ..." (603.2)
            _filter(subj.filter or ir.Filter(), gaps)
        _effects(a.effects, gaps)
        _targets(a.targets, gaps)
    elif isinstance(a, ir.StaticAbility):
        _static(a.effect, gaps)
        if a.condition is not None and spell_grants.spell_grant(a) is not None:
            gaps.append("an 'as long as' condition on abilities granted to spells")  # 611.3a
        elif a.condition is not None:  # 611.3a: "as long as", applied by rules/layers.py
            _static_condition(a, gaps)
    elif isinstance(a, ir.Restriction):
        for c in a.cant - RESTRICTIONS - {ATTACK_YOU_OR_PW}:  # s10: static only (508.1c)
            gaps.append(f'the restriction "can\'t {c}"')
        if a.condition is not None:  # 508.1c, 509.1b: rules/combat_restrictions.restricted
            gap = restriction_condition_gap(a.condition)
            if gap is not None:
                gaps.append(gap)
    elif isinstance(a, ir.BlockedByAll):  # 509.1c: rules/lure.py
        _filter(a.blockers, gaps)
    elif isinstance(a, ir.CastRestriction):
        if not any(t in a.text for t in cast_restrictions.TEXTS):  # 601.3
            gaps.append(f'the casting restriction "{a.text}"')
    elif isinstance(a, ir.AsEntersChoose):
        if a.choice not in AS_ENTERS_CHOICES:
            gaps.append(f"choosing a {a.choice} as it enters")
        if a.reveal is not None:  # h-zones: the reveal lands (701.20a)
            _filter(a.reveal, gaps)
    elif isinstance(a, ir.EntersAsCopy):  # 707.5: rules/copying.py, layer 1 (613.2a)
        _filter(a.filter, gaps)
        for granted in a.add_abilities:
            _ability(granted, gaps)
    elif isinstance(a, ir.ExertAsAttacks):  # 701.43d, 508.1g: rules/keywords_exert.py
        if a.when is not None:
            _ability(a.when, gaps)
    elif isinstance(
        a,
        ir.CantBeCountered
        | ir.OpeningHand
        | ir.DeckLimit  # 100.2a: deck construction, nothing in a game
        | ir.MaxHandSize
        | ir.AdditionalLands
        | ir.SkipStep
        | ir.MayNotUntap
        | ir.AssignAsUnblocked
        | ir.SpellsAsThoughFlash
        | ir.AttackTax,  # 508.1h: rules/attack_costs.py
    ):  # 402.2, 614.10: turn.py
        return  # OpeningHand: decks.DeckGame asks before the first turn (103.6)
    elif isinstance(a, ir.CastSelfFromGraveyard | ir.OpponentDiscardToBattlefield):
        return  # s11 h-gy, 601.3: graveyard_cast.gap; 614.1a, 701.9a: rules/discard_cause.py
    elif isinstance(a, ir.CastFromGraveyardOnce):  # 601.3: rules/graveyard_cast.permits
        _filter(replace(a.filter, zone="graveyard"), gaps)
    elif isinstance(a, ir.HaveFlashback):  # s11 h-gy, 702.34a: rules/granted_flashback.py
        if (fb_gap := granted_flashback.static_gap(a)) is not None:
            gaps.append(fb_gap)
    elif isinstance(a, ir.CastAsThoughFlash):  # 601.3b: rules/cast_flash.py
        if (flash_gap := cast_flash.gap(a)) is not None:
            gaps.append(flash_gap)
    elif isinstance(a, ir.AdditionalCost):
        # 601.2f-h: rules/stack.cast pays a sacrifice and life (rules/sacrifice_costs.py);
        # any other part (mana, {T}, discarding, tapping other permanents, energy) is a gap
        extra = a.cost
        paid = ir.Cost(
            sacrifice=extra.sacrifice,
            sacrifice_count=extra.sacrifice_count,
            pay_life=extra.pay_life,
            pay_life_x=extra.pay_life_x,
            exile_from_graveyard=extra.exile_from_graveyard,  # rules/graveyard_costs.py
            exile_count=extra.exile_count,
            exile_x=extra.exile_x,  # "exile X cards": rules/additional_x_costs.py
        )
        # 601.2f: "discard N cards" (rules/spell_discard_costs.py)
        discard_gap = spell_discard_costs.gap(extra)
        if discard_gap is None:
            paid = spell_discard_costs.paid(paid, extra)  # 701.9b: "at random" too
        if extra != paid:
            gaps.append(discard_gap or "this additional cost")
        if extra.sacrifice is not None:
            _x_sacrifice(extra.sacrifice, gaps)
    else:
        gaps.append(type(a).__name__)


def _static_condition(a: ir.StaticAbility, gaps: list[str]) -> None:
    effect = a.effect
    conditional = ("enters_tapped", "enters_with_counters")  # 614.1c-d (h-history: "if")
    if isinstance(effect, ir.Replacement) and effect.kind in conditional:
        gap = condition_gap(a.condition)  # 614.1d: checked as it would enter (zone_moves)
        if gap is not None:
            gaps.append(gap)
        return
    if isinstance(effect, ir.AttackDespiteDefender):  # 611.3a: rules/combat.attack_problem
        gap = restriction_condition_gap(a.condition)
        if gap is not None:
            gaps.append(gap)
        return
    if isinstance(effect, RedirectDamage):  # 611.3a, 614.9: checked as the damage would be dealt
        gap = static_condition_gap(a.condition)
        if gap is not None:
            gaps.append(gap)
        return
    applied = ir.ModifyPT | ir.GrantAbilities | ir.RemoveAbilities | ir.SetCharacteristics
    applied |= ir.DoesntUntap  # s10 cond, 611.3a: rules/static_subjects.applying
    if not isinstance(effect, applied) or isinstance(effect.what, ir.YouRef):  # rules/layers
        gaps.append(f"an 'as long as' condition on {type(effect).__name__}")
        return
    gap = static_condition_gap(a.condition)
    if gap is not None:
        gaps.append(gap)


def _static(effect: Any, gaps: list[str]) -> None:
    if isinstance(effect, ir.ModifyPT | ir.GrantAbilities):
        if isinstance(effect.what, ir.EachRef) and effect.what.filter is not None:
            flt = effect.what.filter  # h-mana: "of the chosen type" is filled in here
            if flt.zone in ("hand", "graveyard", "library", "exile"):
                # 611.3a, 113.6: "Each creature card in your hand has cycling {1}{U}": the
                # layers apply only to permanents and spells here
                gaps.append(f"a static effect on cards in a {flt.zone}")
            # 611.3a, 613.1f: "Artifact spells you cast have convoke" (Chief Engineer):
            # rules/spell_grants.py carries out the keywords the costs and damage read
            if (
                flt.zone == "stack"
                and isinstance(effect, ir.GrantAbilities)
                and not all(
                    isinstance(g, ir.Keyword) and g.name in spell_grants.CARRIED_OUT
                    for g in effect.abilities
                )
            ):
                gaps.append("granting this ability to spells")
            _filter(replace(flt, subtypes=flt.subtypes - {CHOSEN_TYPE}), gaps)
        elif isinstance(effect, ir.GrantAbilities) and isinstance(effect.what, ir.YouRef):
            pass  # a player's keywords ("You have hexproof"): layers.player_characteristics
        elif not isinstance(effect.what, ir.AttachedRef | ir.SelfRef | ir.EachRef):
            gaps.append(f"a static effect on {type(effect.what).__name__}")
        if isinstance(effect, ir.GrantAbilities):
            for granted in effect.abilities:
                _ability(granted, gaps)
                if isinstance(granted, ir.ActivatedAbility) and granted.any_player:
                    gaps.append("granting an ability any player may activate")  # 602.2
    elif isinstance(effect, ir.RemoveAbilities | ir.SetCharacteristics):  # 613.1f, 613.4b
        _static(ir.ModifyPT(effect.what, 0, 0, effect.duration), gaps)  # rules/layers.py
        if isinstance(effect, ir.SetCharacteristics) and (
            effect.colors is not None or effect.creature_types is not None
        ):
            gaps.append("a static effect setting colors or creature types")
        if isinstance(effect, ir.RemoveAbilities) and not all(
            isinstance(k, ir.Keyword) for k in effect.abilities
        ):
            gaps.append("a static effect removing abilities other than keywords")
    elif isinstance(effect, ir.ModifyPTX):  # h-history: "+1/+0 for each ..." (613.4c)
        _static(ir.ModifyPT(effect.what, effect.power, effect.toughness, effect.duration), gaps)
        gap = static_count_gap(effect.amount) or other_count_gap(effect.what, effect.amount)
        if gap is not None:
            gaps.append(gap)
    elif isinstance(effect, ir.Animate):  # layers 4, 5, 7b (rules/static_animate.py)
        if not isinstance(effect.what, ir.AttachedRef | ir.SelfRef):
            gaps.append(f"a static 'is a ... creature' on {type(effect.what).__name__}")
        if effect.abilities or effect.all_creature_types or effect.amount is not None:
            gaps.append("a static 'is a ... creature with' abilities or every creature type")
        if effect.keep not in (None, IN_ADDITION):
            gaps.append("a static 'is a ... creature' that's still a land")
    elif isinstance(effect, ir.ControlOf | ir.SetLandType):  # layers 2 and 4 (613.1b, 613.1d)
        if isinstance(effect.what, ir.EachRef) and effect.what.filter is not None:
            _filter(effect.what.filter, gaps)
        elif not isinstance(effect.what, ir.AttachedRef | ir.EachRef):
            gaps.append(f"a static effect on {type(effect.what).__name__}")
        if isinstance(effect, ir.ControlOf) and not isinstance(effect.what, ir.AttachedRef):
            gaps.append("control of anything but the enchanted permanent")
    elif isinstance(
        effect,
        ir.EnterTapped | ir.EnterAsCopyOfThis | ir.EntersWithAdditional | ir.CountersReplacement,
    ):
        _filter(effect.filter, gaps)  # 614.1d, 614.16: rules/entering.py
    elif isinstance(effect, ir.TokensReplacement):
        return  # 614.16: rules/entering.py
    elif isinstance(effect, ir.Replacement):
        if effect.kind not in REPLACEMENTS | REPLACEMENTS_S10:
            gaps.append(f"the replacement effect {effect.kind}")
        elif effect.measure is not None:  # h-amount: counted as it would enter (614.1c)
            gap = entering_amount_gap(effect.measure)
            if gap is not None:
                gaps.append(gap)
    elif isinstance(effect, ir.CharacteristicDefiningPT) and effect.amount is not None:
        gap = cda_gap(effect.amount)  # 604.3, 613.4a: rules/amounts.py via layers.py
        if gap is not None:
            gaps.append(gap)
    elif isinstance(effect, ir.CharacteristicDefiningPT):
        if effect.count not in CDA_COUNTS:
            gaps.append(f"power and toughness equal to {effect.count}")
    elif isinstance(effect, ir.CostReduction) and effect.filter.face_down is not None:
        # 708.4, 601.2f: a face-down spell's {3} isn't reduced yet (rules/face_down.py)
        gaps.append("cost reductions for face-down spells")
    elif isinstance(effect, ir.AttackDespiteDefender):  # 702.3b: rules/combat.attack_problem
        if isinstance(effect.what, ir.EachRef) and effect.what.filter is not None:
            _filter(effect.what.filter, gaps)
        elif not isinstance(effect.what, ir.AttachedRef | ir.SelfRef | ir.EachRef):
            gaps.append(f"a static effect on {type(effect.what).__name__}")
    elif isinstance(effect, ir.CostChange | ir.SelfCostChange):  # 601.2f: rules/cost_changes
        gap = cost_change_gap(effect)
        if gap is not None:
            gaps.append(gap)
    elif isinstance(effect, ir.CostReduction | ir.DamageCantBePrevented | ir.LifeReplacement):
        return
    elif isinstance(effect, ir.LifeTotalCantChange) and (
        effect.gain_only or isinstance(effect.who, ir.YouRef)
    ):
        return  # h-misc, 101.2, 119.7-8: rules/life_bans.py
    elif isinstance(effect, ir.CastBan):  # 101.2: rules/cast_bans.py
        if effect.filter is not None:
            _filter(effect.filter, gaps)
    elif isinstance(effect, PreventSome):  # s11 h-dmg, 615.1a: rules/s11_dmg.py
        gaps.extend(g for g in [prevent_some_gap(effect)] if g is not None)
        if effect.to is not None:
            _filter(effect.to, gaps)
    elif isinstance(effect, RedirectDamage):  # 614.9: rules/redirection.py
        return
    elif isinstance(effect, ir.DamageModification | ir.AssignByToughness):  # s10 h-amount
        gaps.extend(g for g in [damage_amount_gap(effect)] if g is not None)
    elif isinstance(effect, ir.SpellsCantBeCountered):  # 101.2: rules/uncounterable.py
        _filter(effect.filter, gaps)
    elif isinstance(effect, ir.CounterPrevention):  # s11 h-count: rules/counter_prevention.py
        return
    elif isinstance(effect, ir.StaticPrevention):  # 615.1a: rules/static_prevention.py
        for ref in (effect.to, effect.by):
            if isinstance(ref, ir.EachRef) and ref.filter is not None:
                _filter(ref.filter, gaps)
            elif ref is not None and not isinstance(ref, ir.SelfRef | ir.YouRef | ir.AttachedRef):
                gaps.append(f"preventing damage to {type(ref).__name__}")
        if effect.sources is not None:
            _filter(effect.sources, gaps)
    elif isinstance(
        effect,
        ir.BlockAnyNumber
        | ir.DoesntUntap
        | ir.AttacksEachCombat
        | ir.UntapDuringOthers  # s11 h-ctl: rules/untap_others.py (502.3)
        | ir.CantHaveAbilities,  # s11 h-ctl: rules/cant_have.py (613.1f)
    ):
        # 604.2: combat.static_subjects finds what these apply to: the permanent itself, what
        # it's attached to, or a group the engine can match
        if isinstance(effect.what, ir.EachRef) and effect.what.filter is not None:
            _filter(effect.what.filter, gaps)
        elif not isinstance(effect.what, ir.AttachedRef | ir.SelfRef):
            gaps.append(f"a static effect on {type(effect.what).__name__}")
    elif isinstance(effect, ir.CantBlockFilter):  # 509.1b (s11 h-combat): s11_requirements
        _filter(effect.attackers, gaps)
        if isinstance(effect.what, ir.EachRef) and effect.what.filter is not None:
            _filter(effect.what.filter, gaps)
        elif not isinstance(effect.what, ir.AttachedRef | ir.SelfRef):
            gaps.append(f"a static effect on {type(effect.what).__name__}")
    elif isinstance(effect, ir.IsGoaded):  # 701.15b (s11 h-combat): s11_requirements
        if not isinstance(effect.what, ir.AttachedRef | ir.SelfRef):
            gaps.append(f"goading {type(effect.what).__name__}")
    elif isinstance(effect, ir.MustBeBlocked | ir.AttacksOrBlocksEachCombat | ir.BlockableDespite):
        if isinstance(effect.what, ir.EachRef) and effect.what.filter is not None:
            _filter(effect.what.filter, gaps)
        elif not isinstance(effect.what, ir.AttachedRef | ir.SelfRef):
            gaps.append(f"a static effect on {type(effect.what).__name__}")
    else:
        gaps.append(f"the static effect {type(effect).__name__}")


# 611.2b: what a "for as long as ~ remains tapped" pump or grant may name (permanents)
_ON_OBJECTS = (ir.TargetRef, ir.SelfRef, ir.EachRef, ir.AttachedRef)


def _effects(effects: tuple[Any, ...], gaps: list[str], spell: bool = False) -> None:
    if chosen_values.resolution_fills(effects):  # h-chosen: filled in as they resolve
        effects = chosen_values.fill_chosen_type(effects, "Human")
    if (color_gap := chosen_values.color_choice_gap(effects)) is not None:  # h-chosen
        gaps.append(color_gap)
    for before, after in itertools.pairwise(effects):
        if (
            isinstance(before, ir.AtNextEndStep)
            and isinstance(after, ir.IfYouDo)
            and (after.negated or _names_objects(after.effects))
        ):
            # 603.7a: "At the beginning of the next end step, return that creature ... If you
            # do, ...": the delayed ability's own (rules/delayed.py), but "its toughness" /
            # "that creature" in it isn't carried to the delayed ability yet
            gaps.append('an "If you do" of a delayed triggered ability naming objects (603.7a)')
    for e in effects:
        if getattr(e, "duration", None) is ir.Duration.WHILE_SOURCE_TAPPED and not (
            isinstance(e, ir.ModifyPT | ir.GrantAbilities) and isinstance(e.what, _ON_OBJECTS)
        ):  # 611.2b: rules/expiry.end_while_tapped (effects on permanents only)
            gaps.append(f'"for as long as ~ remains tapped" on {type(e).__name__} (611.2b)')
        if getattr(e, "duration", None) is ir.Duration.WHILE_SOURCE_ON_BATTLEFIELD and not (
            isinstance(e, _WATCHED) and isinstance(e.what, _ON_OBJECTS)
        ):  # 611.2b: rules/expiry.end_while_tapped, control._end_while_source
            gaps.append(f'"for as long as ~ remains on the battlefield" on {type(e).__name__}')
        if isinstance(e, ir.IfYouDo | ir.MayDo):  # MayDo: 608.2d (effects_optional.py)
            _effects(e.effects, gaps)
            continue
        if isinstance(e, ThisTurnTrigger):  # 603.7b: rules/this_turn.py
            if (tt_gap := this_turn.gap(e, e is effects[-1])) is not None:
                gaps.append(tt_gap)
            _ability(e.ability, gaps)
            continue
        if isinstance(e, ir.IfKicked):  # 702.33e: rules/keywords_kicker.py
            if not spell:
                gaps.append('"if this spell was kicked" outside a spell\'s own effects')
            if e.new_targets and (e.otherwise or e.instead):  # 702.33g: rules/abilities.py
                gaps.append("targets chosen only if the spell was kicked (702.33g)")
            _effects(e.effects, gaps)
            _effects(e.otherwise, gaps)
        if isinstance(e, ir.UnlessPays):  # 118.12a: rules/effects_conditions.py
            _effects(e.effects, gaps)
            continue
        if isinstance(e, ir.UnlessDoes):  # 118.12a: rules/effects_payments.py
            gap = effects_payments.unless_gap(e)
            if gap is not None:
                gaps.append(gap)
            _effects(e.effects, gaps)
            _effects((e.action,), gaps)
            continue
        if isinstance(e, ir.IfFlip | ir.IfVote):  # 705.2, 701.38a: random_effects, voting
            _effects(e.effects, gaps)
            continue
        if isinstance(e, ir.IfCondition):  # 608.2c: rules/effects_conditions.py
            gap = effect_condition_gap(e.condition)
            if gap is not None:
                gaps.append(gap)
            _effects(e.effects + e.otherwise, gaps)  # "... instead" (608.2c, s9 cond)
            if e.instead and not e.otherwise:
                gaps.append("an 'instead' with no instruction before it (608.2c)")
            continue
        if isinstance(e, ir.Modal | ir.WhenYouDo):  # WhenYouDo: 603.12 (s10 h-other)
            for m in e.modes if isinstance(e, ir.Modal) else (e,):
                _effects(m.effects, gaps)
                _targets(m.targets, gaps)
            continue
        if type(e) not in EXECUTORS:
            gaps.append(f"the effect {type(e).__name__}")
        if isinstance(e, ir.AddMana) and e.kept and (e.combination or e.chosen_color or e.spend):
            gaps.append("mana kept until end of turn other than mana of one kind (500.4)")
        if (  # 120.1: each object of the group deals the same amount (_each_deals_damage)
            isinstance(e, ir.DealDamage)
            and isinstance(e.source, ir.EachRef)
            and not isinstance(e.amount, int)
        ):
            gaps.append("each of several sources dealing an amount of damage of its own (120.1)")
        if isinstance(e, ir.CombatRequirement) and isinstance(e.what, ir.EachRef):
            # 611.2c (s11 h-combat): a rules change for a group ("Each creature attacks this
            # turn if able") applies to creatures that join it later: not carried out yet
            gaps.append("a combat requirement for a group of creatures (611.2c)")
        # s11 h-lib: rules/turn_costs.py; 708.2a: a face-down spell told apart
        if isinstance(e, ir.TurnCostReduction) and turn_face_down(e.filter) is None:
            gaps.append("a cost reduction that can apply to a face-down spell (708.4)")
        if isinstance(e, PreventGroup) and (pg_gap := prevent_group_gap(e)) is not None:
            gaps.append(pg_gap)  # s11 h-dmg, 615.1
        if isinstance(e, ir.MayPay) and e.energy and e.payer_words != "you":
            gaps.append("another player paying energy (107.14)")  # h-mana
        if isinstance(e, ir.ChangeText) and e.or_spell:
            # 612.1, 115.1: "target spell or permanent": the layer-3 effect is carried out on
            # permanents (rules/text_changing.py), but a spell can't be its target yet, and a
            # card is never played half-understood
            gaps.append("changing the text of a spell (612.1)")
        if isinstance(e, ir.RestrictionEffect):
            # "can't attack you" protects the effect's controller: not as a one-shot yet
            for c in e.cant - (RESTRICTIONS - {"attack you"}) - {TARGET_RESTRICTION, NO_REGEN}:
                gaps.append(f'the restriction "can\'t {c}"')
            if NO_REGEN in e.cant and isinstance(e.what, ir.EachRef):  # 701.19c: objects only
                gaps.append('"can\'t be regenerated this turn" for a group')
        if isinstance(e, ir.GrantAbilities | ir.Animate | ir.GetEmblem):  # h-misc; s10: 114
            for granted in e.abilities:
                _ability(granted, gaps)
                if isinstance(granted, ir.Keyword) and granted.name == "bloodthirst":
                    # 702.54a works as the permanent enters: a spell's gained ability isn't
                    # carried to the permanent it becomes yet (Bloodlord of Vaasgoth)
                    gaps.append("granting bloodthirst")
        if isinstance(e, ir.WhenDiesThisTurn):  # s11 h-tok: 603.7a (rules/next_cast.py)
            _effects(e.effects, gaps)
        if isinstance(e, ir.CreateTokenCopies):  # s11 h-tok: 707.9b, the abilities it adds
            for granted in e.add_abilities:
                _ability(granted, gaps)
        if isinstance(e, ir.CreateToken):  # 111.1: the abilities the token is created with
            for granted in e.abilities:
                _ability(granted, gaps)
            token_gap = predefined_tokens.gap(e)  # 111.10
            if token_gap is not None:
                gaps.append(token_gap)
            if keywords_entering.multi_gap(ir.CardDefinition("", abilities=e.abilities)) or (
                any(isinstance(a, ir.Keyword) and a.name in _MULTI for a in e.abilities)
                and (e.count != 1 or e.who is not None)  # 702.82a: asked for one token
            ):
                gaps.append("tokens with devour or amplify other than one at a time (702.82a)")
        for name in ("what", "to", "who"):
            ref = getattr(e, name, None)
            if isinstance(ref, ir.EachRef) and ref.filter is not None:
                _filter(ref.filter, gaps)
        flt = getattr(e, "filter", None)
        if isinstance(flt, ir.Filter) and flt.bound is not None and isinstance(e, ir.SearchLibrary):
            flt = replace(flt, bound=None)  # 608.2h: counted as it resolves (fixed_bound)
        if isinstance(flt, ir.Filter):
            _filter(flt, gaps)
        for name in ("amount", "count", "unless_times", "pt_x"):  # 107.1, 107.3: rules/amounts.py
            gap = amount_gap(getattr(e, name, None)) or each_player_gap(e, name)
            if gap is not None:
                gaps.append(gap)
            gap = other_count_gap(getattr(e, "what", None), getattr(e, name, None))
            if gap is not None:  # h-history: "for each other ..." (rules/history.py)
                gaps.append(gap)


_MULTI = keywords_entering.MULTI_RULES

#: references that name no object or player fixed earlier in the resolution
_FREE_REFS = ("EachRef", "YouRef")


#: 611.2b: the effects whose "remains on the battlefield" duration watches their source
_WATCHED = (
    ir.ModifyPT | ir.GrantAbilities | ir.Animate | ir.RemoveAbilities | ir.SetCharacteristics
) | ir.GainControl


def _names_objects(thing: object) -> bool:
    """Whether an instruction refers to an object or player named earlier ("it", "that
    creature", "target player"), which a delayed ability made from it wouldn't have."""
    if isinstance(thing, tuple):
        return any(_names_objects(t) for t in thing)
    name = type(thing).__name__
    if name.endswith("Ref") and name not in _FREE_REFS:
        return True
    fields = getattr(thing, "__dataclass_fields__", None)
    return fields is not None and any(_names_objects(getattr(thing, f)) for f in fields)


def _targets(specs: tuple[ir.TargetSpec, ...], gaps: list[str]) -> None:
    for s in specs:
        _filter(s.filter, gaps)


def _filter(f: ir.Filter, gaps: list[str]) -> None:
    # every Filter field is understood by rules/layers.matches or targeting; h-mana: "of the
    # chosen type" is filled in only in static abilities (rules/chosen_values.py, 614.12a)
    if CHOSEN_TYPE in f.subtypes:
        gaps.append('"of the chosen type" outside a static ability (614.12a)')
    if THAT_TYPE in f.subtypes or CHOSEN_TYPE in f.non_subtypes:  # h-chosen
        gaps.append('"of that type" or "that aren\'t of the chosen type" unfilled (608.2d)')
    if f.bound is not None and f.mana_value_x is None and not _counted_anywhere(f.bound[2]):
        gaps.append(
            "a filter bounded by an amount counted as it resolves, outside a search (608.2h)"
        )


def _counted_anywhere(m: Any) -> bool:
    """Whether a filter's bound (Filter.bound) can be counted wherever the filter is checked
    (rules/filter_match.bound_mismatch): a count of objects, or the source's own counters or
    power (608.2h: as it last existed); others only as a library search resolves (608.2h)."""
    if isinstance(m, ir.CountersOn | ir.PowerOf):
        return m.ref == ir.SelfRef()
    return (
        isinstance(m, ir.CountOf)
        and m.players is None
        and m.filter.zone in ("battlefield", "graveyard", "hand")
    )


def _x_sacrifice(f: ir.Filter, gaps: list[str]) -> None:
    if f.mana_value_x is not None and f.bound is None:
        # 107.3, 601.2b: "sacrifice an artifact or creature with mana value X" (Nahiri's
        # Sacrifice, Bosh): X chosen by the permanent sacrificed; neither the listing nor the
        # cost check reads it (blind12)
        gaps.append("a sacrifice cost with mana value X")


def _cost(c: ir.Cost, gaps: list[str]) -> None:
    if c.sacrifice is not None:
        _filter(c.sacrifice, gaps)
        _x_sacrifice(c.sacrifice, gaps)
    for f in (c.return_to_hand, c.remove_counter_from[2] if c.remove_counter_from else None):
        if f is not None:  # h-act: rules/activation_costs.py
            _filter(f, gaps)


def _paid_keyword_gap(a: ir.Keyword) -> str | None:
    """Echo (702.30a: rules/keywords_echo.py) and cumulative upkeep (702.24a:
    rules/keywords_cumulative.py) with a cost the engine can't offer."""
    if a.name == "echo":
        return keywords_echo.echo_gap(a)
    if a.name == "cumulative upkeep":
        return keywords_cumulative.cumulative_upkeep_gap(a)
    return None


def _mana_only(c: ir.Cost) -> bool:
    return not (
        c.tap
        or c.untap
        or c.sacrifice_self
        or c.sacrifice
        or c.pay_life
        or c.discard
        or c.remove_counters
        or c.tap_creatures_total_power
        or c.tap_untapped is not None
        or c.pay_energy
        or c.exile_from_graveyard is not None  # h-gycost: paid only by rules/stack.activate
        or activation_costs.has_parts(c)  # h-act: paid only by rules/stack.activate
        or c.return_self  # h-zones: paid only by rules/stack.activate (602.2b)
    )
