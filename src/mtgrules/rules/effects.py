"""What spell and ability effects do when they resolve (608.2c-d), one function per kind.

Each executor first asks for every choice it needs (through ``ctx.ask``, which pauses the
resolution at a decision when the answer isn't known yet) and only then changes the game,
so a paused resolution resumes at the same effect with nothing half done.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir.mana_triggers import AddManaExtra  # 605.4a, 106.12a
from ..cards.ir.this_turn import ThisTurnTrigger  # 603.7b
from ..records import CreatureControllerBecomesMonarch, SacrificeLinked, WardCounter
from . import (
    added_phases,  # 500.8
    assign_by_toughness,
    cast_bans,
    delayed,
    divided_damage,
    dungeons,  # 309, 701.49
    effect_context,
    effect_steps,
    effects_animate,
    effects_cipher,
    effects_combat,
    effects_conditions,
    effects_control,  # s10 h-other
    effects_counters,
    effects_demonstrate,
    effects_dredge,  # noqa: F401  (registers dredge's replacement of a draw: 702.52a)
    effects_encore,
    effects_graveyard,
    effects_library,
    effects_miracle,
    effects_ninjutsu,
    effects_optional,  # noqa: F401  (registers its executors: 118.12)
    effects_other,  # s9 h-other
    effects_partner,
    effects_payments,
    effects_permanents,
    effects_players,
    effects_recover,
    effects_s11_combat,  # s11 h-combat: 508.1d, 509.1c
    effects_s11_count,  # s11 h-count
    effects_s11_ctl,  # s11 h-ctl
    effects_search,
    effects_suspend,
    effects_text,
    effects_tokens,
    effects_trig_combat,
    effects_trig_events,
    effects_zones,
    effects_zones_s10,  # s10 h-zones
    exile_instead,
    face_down,
    granted_flashback,  # s11 h-gy: 702.34a
    initiative,  # 725
    keyword_actions,
    keyword_earthbend,  # s10 h-cant: 701.66
    keywords_cast,
    keywords_cast_effects,
    keywords_cipher,
    keywords_crew,
    keywords_demonstrate,
    keywords_effects,
    keywords_embalm,
    keywords_encore,
    keywords_kicker,
    keywords_madness,
    keywords_miracle,
    keywords_ninjutsu,
    keywords_partner,
    keywords_permanent,
    keywords_permanent_effects,
    keywords_rebound,
    keywords_reconfigure,
    keywords_recover,
    keywords_ripple,
    keywords_squad,
    keywords_suspend,
    keywords_triggered,
    keywords_unearth,
    keywords_warp,
    land_drops,
    next_cast,  # s11 h-tok: 603.7a, 707.10
    piles,  # s11 h-lib
    populate,
    process_exiled,  # s11 h-gy: 404.1
    random_effects,
    returned_attacking,  # s11 h-gy: 508.4
    ring,  # 701.54
    roles,  # s11 h-tok: 111.10j-q, 303.7
    sacrifice_several,  # 701.21a
    this_turn,  # 603.7b
    token_copies,  # s11 h-tok: 707.2, 707.9
    transforming,
    turn_costs,  # s11 h-lib
    voting,
)
from .cast_free import (  # 608.2g  # 608.2g, 701.20a
    CastFree,
    ExileCastSpell,
    cast_free,
    cast_one_free,
    draw_reveal,
    exile_cast_spell,
)
from .earthbend_watch import ReturnEarthbent  # s10 h-cant: 701.66a
from .effect_context import EXECUTORS as EXECUTORS  # filled here; support.py reads it
from .excess_damage import (
    DealDamageExcess,
    DealDamageUnpreventable,
    deal_excess,
    deal_unpreventable,  # s11 h-dmg: 120.4a, 615.12
)
from .keywords import MustBlock
from .keywords_cumulative import CumulativeUpkeepPay
from .mana_extra import add_mana_extra
from .punisher import (
    AnyPlayerMayDamage,
    IfPunished,
    any_player_may_damage,
    any_player_may_sacrifice,  # 101.4, 608.2d, 701.21a
    if_punished,
)
from .redirect_once import RedirectOnce, redirect_once  # 614.9
from .s11_dmg import PreventGroup, prevent_group  # s11 h-dmg: 615.1

if TYPE_CHECKING:
    pass


# --- references -----------------------------------------------------------------------
#
# A reference names the object or player an instruction acts on. The object it named may
# have left its zone since (400.7: then it is a new object). Two rules say what is left:
# an instruction that acts on it finds the new object only where 400.7e (a zone-change
# trigger finds its object in the zone it went to) or 400.7j (other parts of an effect find
# what the effect moved to a public zone) allows; an instruction that needs information
# about it ("its controller", "its power", "enchanted creature") uses its last known
# information (608.2h, 113.7a): see ``known``.


# --- executors ------------------------------------------------------------------------


EXECUTORS.update(
    {
        ir.GrantProtectionOptions: effects_permanents._protection_options,
        ir.ModifyPTX: effects_permanents._modify_pt_x,
        ir.DoesntUntapWhile: effects_permanents._doesnt_untap_while,
        ir.DoesntUntapNext: effects_permanents._doesnt_untap_next,
        ir.RemoveAbilities: effects_permanents._remove_abilities,
        ir.SetCharacteristics: effects_permanents._set_characteristics,
        ir.SetLifeTotal: effects_players._set_life,
        ir.ExchangeLifeTotals: effects_players._exchange_life,
        ir.SkipNextUntap: effects_players._skip_untap,
        ir.ExtraTurn: effects_players._extra_turn,
        ir.DamageCantBePrevented: effects_players._damage_cant_be_prevented,
        ir.NextDrawReplaced: effects_players._next_draw_replaced,
        ir.RestrictionEffect: effects_permanents._restriction_effect,
        ir.Attach: effects_permanents._attach,
        ir.GainControl: effects_control.gain_control,  # 613.1b (s10 h-other: who gains)
        ir.BecomeMonarch: effects_players._become_monarch,
        ir.GameResult: effects_players.game_result,  # 104.2b, 104.3e
        ir.Investigate: effects_zones._investigate,
        ir.DelayedDraw: effects_zones._delayed_draw,
        ir.TapOrUntap: effects_permanents._tap_or_untap,
        ir.AttachSelf: effects_permanents._attach_self,
        MustBlock: effects_permanents._must_block,
        ir.IfYouDo: effect_context._if_you_do,
        ir.IfKicked: keywords_kicker.if_kicked,
        keywords_crew.BecomesCrewed: keywords_crew.becomes_crewed,  # 702.122a
        ir.IfCondition: effects_conditions.if_condition,  # 608.2c
        effect_steps.ConditionCheck: effects_conditions.condition_check,  # 608.2c
        ir.UnlessPays: effects_payments.unless_pays,  # 118.12a
        ir.UnlessDoes: effects_payments.unless_does,  # 118.12a
        CumulativeUpkeepPay: effects_payments.cumulative_upkeep,  # 702.24a
        ir.Modal: effect_context._modal,
        ir.BecomesBlocked: effects_permanents._becomes_blocked,
        ir.Scry: effects_zones._scry,
        ir.Surveil: effects_zones._surveil,
        ir.Mill: effects_zones._mill,
        ir.RevealTopCard: effects_zones._reveal_top,
        ir.MoveCounters: effects_permanents._move_counters,
        ir.MoveAura: effects_permanents._move_aura,
        ir.ReanimateEnchanted: effects_zones._reanimate_enchanted,
        ir.DealDamage: effects_players._deal_damage,
        ir.Destroy: effects_zones._destroy,
        ir.Exile: effects_zones._exile,
        ir.ReturnToHand: effects_zones._return_to_hand,
        ir.ReturnToBattlefield: effects_zones._return_to_battlefield,
        ir.Sacrifice: effects_zones._sacrifice,
        ir.SacrificeSelf: effects_zones._sacrifice_self,
        ir.Draw: effects_zones._draw,
        ir.Discard: effects_zones._discard,
        ir.GainLife: effects_players._gain_life,
        ir.LoseLife: effects_players._lose_life,
        ir.ModifyPT: effects_permanents._modify_pt,
        ir.GrantAbilities: effects_permanents._grant,
        ir.GrantProtectionChoice: effects_permanents._protection_choice,
        ir.ChangeText: effects_text.change_text,  # 612, 613.1c
        ir.AddCounters: effects_permanents._add_counters,
        ir.Tap: effects_permanents._tap,
        ir.Untap: effects_permanents._untap,
        ir.Regenerate: effects_permanents._regenerate,
        ir.PreventDamage: effects_players._prevent,
        ir.PhaseOut: effects_permanents._phase_out,
        ir.PhaseOutAll: effects_permanents._phase_out_all,
        ir.AddMana: effects_players._add_mana,
        ir.CounterSpell: effects_zones._counter,
        ir.LifeTotalCantChange: effects_players._life_cant_change,
        ir.SearchLibrary: effects_search.search,
        ir.CreateToken: effects_tokens.create_token,
        ir.CreateTokenCopy: effects_zones._create_token_copy,
    }
)


EXECUTORS[SacrificeLinked] = effects_zones._sacrifice_linked
EXECUTORS[ir.PlayAdditionalLands] = land_drops.play_additional_lands  # 305.2


EXECUTORS[WardCounter] = effects_zones._ward

# 603.7: delayed triggered abilities created by an effect (rules/delayed.py)
EXECUTORS[ir.AtNextEndStep] = delayed.create_at_next_end_step
EXECUTORS[delayed.EndStepAction] = delayed.end_step_action
EXECUTORS[delayed.DelayedThen] = delayed.create_with_then  # 603.7a
EXECUTORS[keywords_warp.WarpExile] = keywords_warp.warp_exile  # 702.185a
EXECUTORS[keywords_squad.SquadCopies] = keywords_squad.squad_copies  # 702.157a
EXECUTORS[keywords_partner.PartnerSearch] = effects_partner.partner_search  # 702.124j
EXECUTORS[keywords_ripple.RippleEffect] = keywords_cast_effects.ripple  # 702.60a
EXECUTORS[ir.Populate] = populate.populate  # 701.36
EXECUTORS[ir.Proliferate] = effects_counters.proliferate  # 701.34a
EXECUTORS[ir.RingTempts] = ring.tempt  # 701.54a
EXECUTORS[ir.Fight] = effects_combat.fight  # 701.14a (h-combat)
EXECUTORS[ir.AttackDespiteDefender] = effects_combat.attack_despite_defender  # 702.3b
EXECUTORS[ir.BlockAdditional] = effects_combat.block_additional  # 509.1a
EXECUTORS[ir.ExileIfDies] = exile_instead.exile_if_dies  # 614.1a (h-combat)
EXECUTORS[ir.CounterEventSpell] = effects_trig_events.counter_event_spell  # 701.6 (h-trig-events)
EXECUTORS[ir.RemoveCounters] = effects_counters.remove_counters  # 122.1
# h-kw-perm: keyword actions written as sentences (rules/keyword_actions.py)
EXECUTORS[ir.Amass] = keyword_actions.amass  # 701.47a
EXECUTORS[ir.Connive] = keyword_actions.connive  # 701.50a
EXECUTORS[ir.Bolster] = keyword_actions.bolster  # 701.39a
EXECUTORS[ir.Adapt] = keyword_actions.adapt  # 701.46a
EXECUTORS[ir.Discover] = keyword_actions.discover  # 701.57a
EXECUTORS[ir.Support] = keyword_actions.support  # 701.41a
EXECUTORS[ir.Incubate] = keyword_actions.incubate  # 701.53a
EXECUTORS[ir.Earthbend] = keyword_earthbend.earthbend  # 701.66a (s10 h-cant)
EXECUTORS[ReturnEarthbent] = keyword_earthbend.return_earthbent  # 701.66a
EXECUTORS[ir.Detain] = keyword_earthbend.detain  # 701.35a (s10 h-cant)
EXECUTORS[ir.GetEmblem] = keyword_earthbend.get_emblem  # 114.2 (s10 h-cant)
EXECUTORS[keyword_actions.TransformToken] = keyword_actions.transform_token  # 701.27a
EXECUTORS[ir.Transform] = transforming.transform_effect  # 701.27a, 712
EXECUTORS[keywords_reconfigure.Unattach] = keywords_reconfigure.unattach  # 702.151a
EXECUTORS[ir.PlayerCounters] = effects_counters.player_counters  # 122.1f
EXECUTORS[ir.DoubleCounters] = effects_counters.double_counters  # 701.10e
EXECUTORS[ir.RemoveFromCombat] = effects_trig_combat.remove_from_combat  # 506.4
EXECUTORS[ir.Animate] = effects_animate.animate  # h-misc: 205.1b, 613.1d, 613.4b
EXECUTORS[ir.CantCastThisTurn] = cast_bans.cant_cast_this_turn  # h-misc: 101.2


EXECUTORS[CreatureControllerBecomesMonarch] = effects_players._creature_controller_becomes_monarch
EXECUTORS[ir.VentureIntoDungeon] = dungeons.venture  # 701.49
EXECUTORS[ir.TakeInitiative] = initiative.take_effect  # 725.1
EXECUTORS[ir.SacrificeSeveral] = sacrifice_several.sacrifice_several  # 701.21a
EXECUTORS[ir.DrawReveal] = draw_reveal  # 701.20a
EXECUTORS[ir.CastOneFree] = cast_one_free  # 608.2g
EXECUTORS[initiative.PlayerTakesInitiative] = initiative.combat_take  # 725.2


# Zone moves (issue 12): rules/effects_library.py
EXECUTORS[ir.PutInLibrary] = effects_library._put_in_library
EXECUTORS[ir.ExileGraveyard] = effects_library._exile_graveyard
EXECUTORS[ir.LookAtTop] = effects_library._look_at_top
EXECUTORS[ir.PutFromHand] = effects_library._put_from_hand
EXECUTORS[ir.ReturnAtNextEndStep] = effects_library._return_at_next_end_step
EXECUTORS[effects_library.ReturnLinked] = effects_library._return_linked
EXECUTORS[ir.ReturnExiledWith] = effects_library._return_exiled_with

# Triggered keywords (issue 12): persist and undying's return (702.79a, 702.93a)
EXECUTORS[keywords_triggered.ReturnWithCounter] = keywords_effects.return_with_counter
EXECUTORS[keywords_unearth.UnearthReturn] = keywords_effects.unearth_return  # 702.84a
EXECUTORS[keywords_triggered.BecomeRenowned] = keywords_effects.become_renowned  # 702.112a
EXECUTORS[keywords_triggered.RampageBonus] = keywords_effects.rampage_bonus  # 702.23a
EXECUTORS[keywords_triggered.ExileTopOfLibrary] = keywords_effects.exile_top_of_library
EXECUTORS[keywords_triggered.MeleeBonus] = keywords_effects.melee_bonus  # 702.121a
EXECUTORS[keywords_triggered.EvolveCounter] = keywords_effects.evolve_counter  # 702.100a
EXECUTORS[keywords_triggered.ModularCounters] = keywords_effects.modular_counters  # 702.43a
EXECUTORS[keywords_triggered.ExtortPayment] = keywords_effects.extort_payment  # 702.101a
EXECUTORS[keywords_triggered.RemoveCounterOrSacrifice] = (
    keywords_effects.remove_counter_or_sacrifice
)
EXECUTORS[keywords_embalm.ZombieCopy] = effects_graveyard.zombie_copy  # 702.128a, h-gy
EXECUTORS[ir.RevealUntil] = effects_library._reveal_until  # issue 12, h-look
EXECUTORS[ir.ExileTopPlay] = effects_library._exile_top_play
EXECUTORS[ir.RevealTopIf] = effects_library._reveal_top_if
EXECUTORS[ir.ExileSameName] = effects_search.exile_same_name  # h-zones: 701.23
EXECUTORS[ir.ShuffleIntoLibrary] = effects_search.shuffle_into_library  # h-zones: 701.24a
EXECUTORS[ir.HandToLibrary] = effects_search.hand_to_library  # h-zones: 401.4
EXECUTORS[ir.PutItsCounters] = effects_search.put_its_counters  # h-zones: 122.8
EXECUTORS[ir.MillTake] = effects_library._mill_take
EXECUTORS[ir.Explore] = effects_library._explore
EXECUTORS[ir.RevealRandomFromHand] = effects_library._reveal_random_from_hand
EXECUTORS[ir.Manifest] = face_down.manifest  # 701.40a, 701.62a, 701.58a
EXECUTORS[ir.TurnFaceUpEffect] = face_down.turn_face_up_effect  # 708.8

# Coin flips and die rolls (issue 12, h-memory): rules/random_effects.py
EXECUTORS[ir.FlipCoin] = random_effects.flip_coin  # 705.2
EXECUTORS[ir.IfFlip] = random_effects.if_flip  # 705.2, 608.2c
EXECUTORS[ir.RollDie] = random_effects.roll_die  # 706.1, 706.2
EXECUTORS[ir.Clash] = random_effects.clash  # 701.30
EXECUTORS[ir.Vote] = voting.vote  # 701.38a
EXECUTORS[ir.IfVote] = voting.if_vote  # 701.38a, 608.2c
EXECUTORS[ir.DividedDamage] = divided_damage.deal  # 601.2d, 608.2b

# Casting during a resolution (issue 12, h-cast): rules/keywords_cast_effects.py (608.2g)
EXECUTORS[keywords_cast.CascadeEffect] = keywords_cast_effects.cascade  # 702.85a
EXECUTORS[keywords_rebound.ReboundCast] = keywords_cast_effects.rebound_cast  # 702.88a
EXECUTORS[keywords_madness.MadnessCast] = keywords_cast_effects.madness_cast  # 702.35a
EXECUTORS[keywords_cast.StormEffect] = keywords_cast_effects.storm_copies  # 702.40a

# Permanents' keywords (issue 12, h-kwperm): rules/keywords_permanent_effects.py
EXECUTORS[keywords_permanent.FabricateChoice] = keywords_permanent_effects.fabricate_choice
EXECUTORS[keywords_permanent.MobilizeTokens] = keywords_permanent_effects.mobilize_tokens
EXECUTORS[keywords_permanent.SacrificeAtEndOfCombat] = keywords_permanent_effects.decayed_sacrifice
EXECUTORS[keywords_permanent.MyriadCopies] = keywords_permanent_effects.myriad_copies
EXECUTORS[keywords_permanent.BackupGrant] = keywords_permanent_effects.backup_grant
EXECUTORS[keywords_encore.EncoreCopies] = effects_encore.encore_copies  # 702.141a (h-kw-cast)
EXECUTORS[keywords_ninjutsu.NinjutsuPut] = effects_ninjutsu.ninjutsu_put  # 702.49a (h-kw-cast)
EXECUTORS[keywords_demonstrate.DemonstrateEffect] = effects_demonstrate.demonstrate  # 702.144a
EXECUTORS[keywords_cipher.Encode] = effects_cipher.encode  # 702.99a (h-kw-cast)
EXECUTORS[keywords_cipher.CipherCast] = effects_cipher.cipher_cast  # 702.99a (h-kw-cast)
EXECUTORS[keywords_miracle.MiracleCast] = effects_miracle.miracle_cast  # 702.94a (h-kw-cast)
EXECUTORS[keywords_recover.RecoverPay] = effects_recover.recover  # 702.59a (h-kw-cast)
EXECUTORS[keywords_suspend.SuspendTick] = effects_suspend.suspend_tick  # 702.62a (h-kw-cast)
EXECUTORS[keywords_suspend.SuspendCast] = effects_suspend.suspend_cast  # 702.62a (h-kw-cast)
EXECUTORS[ir.ShuffleGraveyard] = effects_other.shuffle_graveyard  # 701.24a (s9 h-other)
EXECUTORS[ir.SwitchPT] = effects_other.switch_pt  # 613.4d (s9 h-other)
EXECUTORS[ir.AssignNoCombatDamage] = assign_by_toughness.assign_no_combat_damage  # 510.1a (s10)
EXECUTORS[PreventGroup] = prevent_group  # 615.1 (s11 h-dmg)
EXECUTORS[RedirectOnce] = redirect_once  # 614.9 (rules/redirect_once.py)
EXECUTORS[AddManaExtra] = add_mana_extra  # 605.4a, 106.12a (rules/mana_extra.py)
EXECUTORS[ThisTurnTrigger] = this_turn.create  # 603.7b (rules/this_turn.py)
EXECUTORS[CastFree] = cast_free  # 608.2g, 118.9 (rules/cast_free.py)
EXECUTORS[ExileCastSpell] = exile_cast_spell  # 614.1a (rules/cast_free.py)
EXECUTORS[DealDamageExcess] = deal_excess  # 120.4a (s11 h-dmg)
EXECUTORS[DealDamageUnpreventable] = deal_unpreventable  # 615.12 (s11 h-dmg)
EXECUTORS[AnyPlayerMayDamage] = any_player_may_damage  # 101.4, 608.2d (s11 h-dmg)
EXECUTORS[IfPunished] = if_punished  # 608.2c (s11 h-dmg)
EXECUTORS[ir.AnyPlayerMaySacrifice] = any_player_may_sacrifice  # 101.4, 608.2d, 701.21a
EXECUTORS[ir.ExileFromHand] = effects_zones_s10.exile_from_hand  # 701.20a (s10 h-zones)
EXECUTORS[ir.LookAtHand] = effects_zones_s10.look_at_hand  # 701.20e (s10 h-zones)
EXECUTORS[ir.LookAtTheirTop] = effects_zones_s10.look_at_their_top  # 701.20e (s10 h-zones)
EXECUTORS[ir.ShuffleLibrary] = effects_zones_s10.shuffle_library  # 701.24a (s10 h-zones)
EXECUTORS[ir.PutInLibraryAt] = effects_zones_s10.put_in_library_at  # 401.7 (s10 h-zones)
EXECUTORS[ir.SearchSplit] = effects_zones_s10.search_split  # 701.23a (s10 h-zones)
EXECUTORS[ir.ChooseFromHand] = effects_zones_s10.choose_from_hand  # 701.20e (s10 h-zones)
EXECUTORS[ir.CounterToZone] = effects_zones_s10.counter_to_zone  # 614.1a (s10 h-zones)
EXECUTORS[ir.ExchangeControl] = effects_control.exchange_control  # 701.12b (s10 h-other)
EXECUTORS[ir.WhenYouDo] = effects_control.when_you_do  # 603.12 (s10 h-other)
EXECUTORS[ir.CopySpell] = effects_control.copy_spell  # 707.10 (s10 h-other)
EXECUTORS[ir.Endure] = effects_s11_count.endure  # 701.63a (s11 h-count)
EXECUTORS[ir.AddCountersChoice] = effects_s11_count.add_counters_choice  # 122.1 (s11)
EXECUTORS[ir.Blight] = effects_s11_count.blight  # 701.68a (s11 h-count)
EXECUTORS[ir.DividedCounters] = divided_damage.distribute  # 601.2d (s11 h-count)
EXECUTORS[ir.AddCountersMany] = effects_s11_count.add_counters_many  # 122.1 (s11)
EXECUTORS[ir.AddCountersPair] = effects_s11_count.add_counters_pair  # 122.1 (s11)
EXECUTORS[ir.CombatRequirement] = effects_s11_combat.combat_requirement  # s11 h-combat
EXECUTORS[ir.Goad] = effects_s11_combat.goad  # 701.15a (s11 h-combat)
EXECUTORS[ir.CantBlockIt] = effects_s11_combat.cant_block_it  # 509.1b (s11 h-combat)
EXECUTORS[ir.BlockAnyThisTurn] = effects_s11_combat.block_any_this_turn  # 509.1a (s11)
EXECUTORS[ir.CreateTokenCopies] = token_copies.create_token_copies  # 707.2, 707.9 (s11 h-tok)
EXECUTORS[ir.CreateRole] = roles.create_role  # 111.10j-q, 303.7 (s11 h-tok)
EXECUTORS[ir.NextCastCopy] = next_cast.create_next_cast_copy  # 603.7a, 707.10 (s11 h-tok)
EXECUTORS[ir.WhenDiesThisTurn] = next_cast.create_dies_watch  # 603.7a (s11 h-tok)
EXECUTORS[ir.TurnCostReduction] = turn_costs.turn_cost_reduction  # 601.2f (s11 h-lib)
EXECUTORS[ir.AdditionalPhases] = added_phases.add_phases  # 500.8
EXECUTORS[ir.RevealPiles] = piles.reveal_piles  # 701.20a, 608.2d (s11 h-lib)
EXECUTORS[ir.ReturnChosenBy] = effects_s11_ctl.return_chosen_by  # 608.2d (s11 h-ctl)
EXECUTORS[ir.GainFlashback] = granted_flashback.gain_flashback  # 702.34a (s11 h-gy)
EXECUTORS[ir.ReturnAttacking] = returned_attacking.return_attacking  # 508.4 (s11 h-gy)
EXECUTORS[ir.PutExiledIntoGraveyard] = process_exiled.put_exiled_into_graveyard  # (s11 h-gy)
