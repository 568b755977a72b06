"""A heuristic player: sensible, fast, deterministic, and no search.

It plays a land whenever it can; casts the spell that does the most good, the most
expensive first among equals (creatures in the first main phase, burn at an opposing
creature it kills or at the opponent, an Aura on its own best creature, a pump spell on its
own creature in combat when that wins or saves it, or in answer to burn that would kill
it); attacks with creatures whose attack is not a bad trade (or with everything when the
attack is lethal); blocks to kill an attacker and survive, to trade up or even, and chump
blocks only to survive. It keeps hands of two to five lands (London mulligan, 103.5) and
puts the cards it needs least on the bottom.

It reads the game (characteristics, combat, the stack) but answers only through the
pending decision, like every agent.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    AttackDeclaration,
    BlockDeclaration,
    CastSpell,
    Choose,
    ChooseObjects,
    CleanupDiscard,
    DamageAssignment,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    LibrarySplit,
    Mulligan,
    MulliganBottom,
    OptionalEffect,
    PassPriority,
    PlayLand,
    Priority,
    ProliferateChoice,
    TriggerOrder,
    TriggerTargets,
    WardPayment,
)
from ..mana import ManaCost
from ..objects import GameObject, StackAbility, Target
from ..rules import abilities as ability_rules
from ..rules import characteristics, costs, protection
from ..rules import combat as combat_rules
from ..zones import Zone
from .heuristic_counters import proliferate_picks

if TYPE_CHECKING:
    from ..game import Game


_HARMFUL = (
    ir.DealDamage,
    ir.Destroy,
    ir.Exile,
    ir.ReturnToHand,
    ir.Tap,
    ir.Sacrifice,
    ir.LoseLife,
    ir.Discard,
    ir.CounterSpell,
)
_BENEFICIAL = (
    ir.GrantAbilities,
    ir.Regenerate,
    ir.Untap,
    ir.GainLife,
    ir.Draw,
    ir.AddCounters,
    ir.PreventDamage,
)
_KEYWORD_VALUE = {
    "flying": 1.5,
    "first strike": 1.0,
    "double strike": 2.0,
    "deathtouch": 1.5,
    "lifelink": 1.0,
    "trample": 0.5,
    "hexproof": 1.0,
    "indestructible": 2.0,
    "vigilance": 0.5,
    "menace": 0.5,
    "haste": 0.3,
    "prowess": 0.5,
}


def mana_value(card: ir.CardDefinition) -> int:
    return ManaCost.parse(card.mana_cost).total() if card.mana_cost else 0


@dataclass(slots=True)
class Fighter:
    """A creature in a fight, as combat would see it (510)."""

    oid: int
    power: int
    toughness_left: int
    first: bool
    double: bool
    deathtouch: bool
    indestructible: bool
    regenerates: bool


def _fighter(
    game: Game, oid: int, bonus: tuple[int, int] = (0, 0), regen_mana: bool = True
) -> Fighter:
    ch = characteristics.chars(game, oid)
    obj = game.objects[oid]
    kws = ch.keywords
    regen = obj.regen_shields > 0 or (regen_mana and _can_regenerate(game, obj))
    return Fighter(
        oid,
        max(0, (ch.power or 0) + bonus[0]),
        (ch.toughness or 0) + bonus[1] - obj.damage,
        "first strike" in kws or "double strike" in kws,
        "double strike" in kws,
        "deathtouch" in kws,
        "indestructible" in kws,
        regen,
    )


def _can_regenerate(game: Game, obj: GameObject) -> bool:
    for ab in ability_rules.activated_abilities(game, obj):
        if (
            any(isinstance(e, ir.Regenerate) for e in ab.effects)
            and not ab.cost.tap
            and (
                ab.cost.mana is None
                or costs.mana_plan(game, obj.controller, ab.cost.mana) is not None
            )
        ):
            return True
    return False


def _damage(game: Game, src: Fighter, dst: Fighter) -> int:
    """Combat damage ``src`` would deal to ``dst`` after protection (702.16e)."""
    sch = characteristics.chars(game, src.oid)
    dch = characteristics.chars(game, dst.oid)
    if protection.protection_from(game, dch.protections, sch, game.objects[src.oid].owner):
        return 0
    return src.power


def fight(game: Game, a: Fighter, b: Fighter) -> tuple[bool, bool]:
    """(a dies, b dies) if a and b fight each other in combat: first strike and double
    strike (510.4), deathtouch (702.2b), protection, indestructible, regeneration."""
    a_left, b_left = a.toughness_left, b.toughness_left
    a_hurt = b_hurt = False  # dealt deathtouch damage

    def lethal(left: int, hurt: bool, f: Fighter) -> bool:
        return (left <= 0 or hurt) and not f.indestructible and not f.regenerates

    a_dead = b_dead = False
    if a.first or b.first:
        da = _damage(game, a, b) if a.first else 0
        db = _damage(game, b, a) if b.first else 0
        b_left -= da
        a_left -= db
        b_hurt = b_hurt or (da > 0 and a.deathtouch)
        a_hurt = a_hurt or (db > 0 and b.deathtouch)
        a_dead, b_dead = lethal(a_left, a_hurt, a), lethal(b_left, b_hurt, b)
    da = _damage(game, a, b) if not a_dead and (not a.first or a.double) else 0
    db = _damage(game, b, a) if not b_dead and (not b.first or b.double) else 0
    b_left -= da
    a_left -= db
    b_hurt = b_hurt or (da > 0 and a.deathtouch)
    a_hurt = a_hurt or (db > 0 and b.deathtouch)
    return lethal(a_left, a_hurt, a), lethal(b_left, b_hurt, b)


def creature_value(game: Game, oid: int) -> float:
    ch = characteristics.chars(game, oid)
    v = (ch.power or 0) * 1.2 + (ch.toughness or 0) * 0.8 + 0.5
    for k in ch.keywords:
        v += _KEYWORD_VALUE.get(k, 0.2)
    v += 0.3 * len(ch.protections)
    return v


def card_value_in_hand(game: Game, oid: int) -> float:
    return mana_value(game.objects[oid].card) + 1.0


class HeuristicAgent:
    """Sensible, deterministic play (see the module's documentation)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # ---------------------------------------------------------------- dispatch

    def act(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        if isinstance(d, Priority):
            return self._priority(game, d.player)
        if isinstance(d, AttackDeclaration):
            return self._attack(game, d)
        if isinstance(d, BlockDeclaration):
            return self._block(game, d)
        if isinstance(d, DamageAssignment):
            return AssignCombatDamage(tuple((c, tuple(d.defaults[c])) for c in d.creatures))
        if isinstance(d, TriggerOrder):
            return Choose(list(range(len(d.triggers))))
        if isinstance(d, TriggerTargets):
            return self._trigger_targets(game, d)
        return self._choose(game, d)

    # ---------------------------------------------------------------- priority

    def _priority(self, game: Game, me: int) -> Action:
        actions = game.legal_actions(mana_abilities=False)
        lands = [a for a in actions if isinstance(a, PlayLand)]
        if lands:
            return self._pick_land(game, me, lands)
        best: tuple[float, int] | None = None
        choice: Action = PassPriority()
        for a in actions:
            score = self.score(game, me, a)
            if score is None or score <= 0:
                continue
            mv = mana_value(game.objects[a.card].card) if isinstance(a, CastSpell) else 0
            key = (score, mv)
            if best is None or key > best:
                best, choice = key, a
        return choice

    def score(self, game: Game, me: int, a: Action) -> float | None:
        """How much good a spell cast or an ability activated at priority does ``me`` (None
        or at most 0: none, or harm); None for other answers. The search player
        (agents/mcts.py) looks only at the casts and activations that score above 0."""
        if isinstance(a, CastSpell):
            return self._score_cast(game, me, a)
        if isinstance(a, ActivateAbility):
            return self._score_activation(game, me, a)
        return None

    def _pick_land(self, game: Game, me: int, lands: list[PlayLand]) -> Action:
        # the land that makes the colors the hand needs most (basics: any of them)
        needs: dict[str, int] = {}
        for oid in game.players[me].hand:
            cost = game.objects[oid].card.mana_cost or ""
            for c in "WUBRG":
                needs[c] = needs.get(c, 0) + cost.count(c)
        have: dict[str, int] = {}
        for o in game.battlefield_objects():
            if o.controller == me and "land" in o.card.types:
                for c in _land_colors(o.card):
                    have[c] = have.get(c, 0) + 1

        def value(a: PlayLand) -> float:
            colors = _land_colors(game.objects[a.card].card)
            return sum(needs.get(c, 0) / (1 + have.get(c, 0)) for c in colors)

        return max(lands, key=value)

    # -- spells

    def _score_cast(self, game: Game, me: int, a: CastSpell) -> float | None:
        obj = game.objects[a.card]
        card = obj.card
        ch = characteristics.chars(game, obj.id)
        my_main = game.active_player == me and game.step in ("main1", "main2") and not game.stack
        mv = mana_value(card)
        if "Aura" in ch.subtypes:
            if not my_main or not a.targets or not a.targets[0]:
                return None
            return self._aura_score(game, me, card, a.targets[0][0])
        if ch.types & {"creature", "artifact", "enchantment", "planeswalker", "battle"}:
            if not my_main:
                return None
            if "creature" in ch.types and game.step == "main2" and "haste" in ch.keywords:
                return 1.0 + mv
            return 1.0 + mv
        sa = next((x for x in card.abilities if isinstance(x, ir.SpellAbility)), None)
        if sa is None:
            return None
        return self._effects_score(
            game,
            me,
            sa.effects,
            a.targets,
            obj,
            my_main,
            "instant" in ch.types or "flash" in ch.keywords,
        )

    def _aura_score(self, game: Game, me: int, card: ir.CardDefinition, t: Target) -> float | None:
        good = 0.0
        for ab in card.abilities:
            if isinstance(ab, ir.StaticAbility):
                e = ab.effect
                if isinstance(e, ir.ModifyPT):
                    good += e.power + e.toughness
                elif isinstance(e, ir.GrantAbilities):
                    good += len(e.abilities)
        if t.object_id is None or t.object_id not in game.objects:
            return None
        mine = characteristics.chars(game, t.object_id).controller == me
        if good > 0 and mine and game.step == "main1":
            return 1.0 + good + creature_value(game, t.object_id) * 0.2
        if good < 0 and not mine:
            return 1.0 - good
        return None

    def _effects_score(
        self,
        game: Game,
        me: int,
        effects: tuple[Any, ...],
        targets: tuple[tuple[Target, ...], ...],
        source: GameObject | None,
        my_main: bool,
        instant: bool,
    ) -> float | None:
        opp = 1 - me if len(game.players) == 2 else _first_opponent(game, me)
        total = 0.0
        for e in effects:
            t = _target_of(e, targets)
            if isinstance(e, ir.DealDamage) and isinstance(e.amount, int):
                s = self._damage_score(game, me, opp, e.amount, t, my_main, instant)
            elif isinstance(e, ir.ModifyPT):
                s = self._pump_score(game, me, e.power, e.toughness, t)
            elif isinstance(e, ir.SearchLibrary):
                s = 1.5 if my_main else None
            elif isinstance(e, _HARMFUL):
                s = (
                    1.0
                    if t is not None and _owner_of(game, t) == opp
                    else (0.5 if t is None and my_main else None)
                )
            elif isinstance(e, _BENEFICIAL):
                s = (
                    0.5
                    if (t is None and my_main) or (t is not None and _owner_of(game, t) == me)
                    else None
                )
            else:
                s = 0.2 if my_main and t is None else None
            if s is None:
                return None
            total += s
        return total

    def _damage_score(
        self, game: Game, me: int, opp: int, n: int, t: Target | None, my_main: bool, instant: bool
    ) -> float | None:
        if t is None:
            return 0.5 if my_main else None
        if t.player is not None:
            if t.player == me:
                return None
            life = game.players[t.player].life
            if n >= life:
                return 100.0  # lethal
            # face: on your own turn, or at the end of the opponent's turn
            if my_main or (
                instant and game.step == "end" and game.active_player != me and not game.stack
            ):
                return 2.0
            return None
        oid = t.object_id
        if oid is None or oid not in game.objects:
            return None
        ch = characteristics.chars(game, oid)
        if ch.controller == me:
            return None
        if "planeswalker" in ch.types:
            return 2.0 + (1.0 if n >= game.objects[oid].counters.get("loyalty", 0) else 0)
        if "creature" not in ch.types:
            return None
        left = (ch.toughness or 0) - game.objects[oid].damage
        if n < left or "indestructible" in ch.keywords:
            return None
        if game.stack and game.stack[-1].controller == me:
            return None
        return 1.0 + creature_value(game, oid)

    def _pump_score(self, game: Game, me: int, p: int, t_: int, t: Target | None) -> float | None:
        if t is None or t.object_id is None or t.object_id not in game.objects:
            return None
        oid = t.object_id
        ch = characteristics.chars(game, oid)
        if p < 0 or t_ < 0:  # a shrink spell: at an opposing creature it kills
            if ch.controller == me:
                return None
            left = (ch.toughness or 0) - game.objects[oid].damage
            return 1.0 + creature_value(game, oid) if left + t_ <= 0 else None
        if ch.controller != me:
            return None
        # in answer to burn that would kill it
        if game.stack:
            top = game.stack[-1]
            if top.controller != me:
                n = _incoming_damage(game, top, oid)
                left = (ch.toughness or 0) - game.objects[oid].damage
                if n >= left and n < left + t_:
                    return 1.0 + creature_value(game, oid)
            return None
        c = game.combat
        if not game.blockers_declared or game.step not in ("declare_blockers",):
            return None
        gain = 0.0
        if oid in c.attackers:
            blockers = [b for b in c.blocked_by.get(oid, []) if b in game.objects]
            if not blockers:
                if oid in c.was_blocked:
                    return None
                opp = c.defending_player
                if opp is not None and self._unblocked_damage(game) + p >= game.players[opp].life:
                    return 100.0
                return None
            for b in blockers:
                gain += self._fight_gain(game, oid, b, (p, t_))
        elif oid in c.blockers:
            for a in c.blockers[oid]:
                if a in game.objects:
                    gain += self._fight_gain(game, oid, a, (p, t_))
        return gain if gain > 0 else None

    def _fight_gain(self, game: Game, mine: int, other: int, bonus: tuple[int, int]) -> float:
        before = fight(game, _fighter(game, mine), _fighter(game, other))
        after = fight(game, _fighter(game, mine, bonus), _fighter(game, other))
        gain = 0.0
        if before[0] and not after[0]:
            gain += creature_value(game, mine)
        if after[1] and not before[1]:
            gain += creature_value(game, other)
        return gain

    def _unblocked_damage(self, game: Game) -> int:
        c = game.combat
        return sum(
            characteristics.chars(game, a).power or 0
            for a in c.attackers
            if a in game.objects and a not in c.was_blocked
        )

    # -- activated abilities

    def _score_activation(self, game: Game, me: int, a: ActivateAbility) -> float | None:
        obj = game.objects.get(a.source)
        if obj is None:
            return None
        abilities = ability_rules.activated_abilities(game, obj)
        if a.index >= len(abilities):
            return None
        ab = abilities[a.index]
        if any(isinstance(e, ir.Regenerate) for e in ab.effects):
            return (
                3.0
                if obj.regen_shields == 0 and self._in_danger(game, me, obj.id, regen=False)
                else None
            )
        my_main = game.active_player == me and game.step in ("main1", "main2") and not game.stack
        if ab.cost.sacrifice_self:
            dying = self._in_danger(game, me, obj.id, regen=True)
            score = self._effects_score(game, me, ab.effects, a.targets, obj, my_main, True)
            if score is None:
                return None
            if score >= 100:
                return score
            return score if dying else score - creature_value(game, obj.id) - 1.0
        if ab.cost.tap or ab.cost.mana:
            return self._effects_score(game, me, ab.effects, a.targets, obj, my_main, True)
        return None

    def _in_danger(self, game: Game, me: int, oid: int, regen: bool) -> bool:
        """Would this creature die now: lethal burn on the stack, or the combat it's in?"""
        obj = game.objects[oid]
        ch = characteristics.chars(game, oid)
        left = (ch.toughness or 0) - obj.damage
        if game.stack:
            top = game.stack[-1]
            return top.controller != me and _incoming_damage(game, top, oid) >= left
        c = game.combat
        if not game.blockers_declared or game.step not in (
            "declare_blockers",
            "first_strike_damage",
        ):
            return False
        others = c.blocked_by.get(oid, []) if oid in c.attackers else c.blockers.get(oid, [])
        for o in others:
            if (
                o in game.objects
                and fight(game, _fighter(game, oid, regen_mana=regen), _fighter(game, o))[0]
            ):
                return True
        return False

    # ---------------------------------------------------------------- combat

    def _attack(self, game: Game, d: AttackDeclaration) -> Action:
        me = d.player
        dp = game.combat.defending_player
        if dp is None:
            return DeclareAttackers(())
        cands: list[int] = list(d.candidates)
        blockers = [
            o.id
            for o in game.battlefield_objects()
            if o.controller == dp
            and not o.tapped
            and "creature" in characteristics.chars(game, o.id).types
        ]
        opp_life = game.players[dp].life
        my_life = game.players[me].life
        powers = sorted((characteristics.chars(game, c).power or 0 for c in cands), reverse=True)
        # everything, when the blockers can't stop enough damage
        if sum(powers[len(blockers) :]) >= opp_life or not blockers:
            chosen = cands
        else:
            chosen = [c for c in cands if self._good_attack(game, c, blockers)]
            # keep blockers home when the counterattack would be lethal
            their_power = sum(
                characteristics.chars(game, o.id).power or 0
                for o in game.battlefield_objects()
                if o.controller == dp and "creature" in characteristics.chars(game, o.id).types
            )
            if their_power >= my_life:
                chosen = [c for c in chosen if self._evasive(game, c, blockers)]
        spec = d.spec
        chosen += [c for c in spec.must_attack if c not in chosen]  # 508.1d
        allowed = dict(spec.options)
        action = DeclareAttackers(
            tuple(
                (c, Target(player=dp) if Target(player=dp) in allowed[c] else allowed[c][0])
                for c in chosen
                if c in allowed
            )
        )
        return action if spec.validate(action) is None else spec.default()

    def _evasive(self, game: Game, attacker: int, blockers: list[int]) -> bool:
        return all(not _could_block(game, b, attacker) for b in blockers)

    def _good_attack(self, game: Game, attacker: int, blockers: list[int]) -> bool:
        if (characteristics.chars(game, attacker).power or 0) <= 0:
            return False
        va = creature_value(game, attacker)
        for b in blockers:
            if not _could_block(game, b, attacker):
                continue
            a_dies, b_dies = fight(game, _fighter(game, attacker), _fighter(game, b))
            if a_dies and not b_dies:
                return False  # a bad trade: it dies for nothing
            if a_dies and b_dies and creature_value(game, b) < va * 0.9:
                return False  # trading down
        return True

    def _block(self, game: Game, d: BlockDeclaration) -> Action:
        me = d.player
        attackers = sorted(
            (a for a in d.attackers if a in game.objects),
            key=lambda a: -creature_value(game, a),
        )
        mine = [
            o.id
            for o in game.battlefield_objects()
            if o.controller == me
            and not o.tapped
            and "creature" in characteristics.chars(game, o.id).types
        ]
        spec = d.spec
        blocks: dict[int, list[int]] = {b: list(a) for b, a in spec.default().blocks}  # 509.1c
        used: set[int] = set(blocks)
        for a in attackers:
            if "menace" in characteristics.chars(game, a).keywords:
                continue
            best: tuple[float, int] | None = None
            va = creature_value(game, a)
            for b in mine:
                if b in used or combat_rules.block_problem(game, b, a) is not None:
                    continue
                a_dies, b_dies = fight(game, _fighter(game, a), _fighter(game, b))
                vb = creature_value(game, b)
                if a_dies and not b_dies:
                    score = 20.0 + va - vb * 0.1
                elif not b_dies:
                    score = 5.0 - vb * 0.1
                elif a_dies and va >= vb * 0.9:
                    score = 1.0 + va - vb
                else:
                    continue
                if best is None or score > best[0]:
                    best = (score, b)
            if best is not None:
                blocks[best[1]] = [a]
                used.add(best[1])
        # chump blocks, only to survive
        life = game.players[me].life
        blocked = {a for bl in blocks.values() for a in bl}
        incoming = sorted(
            (a for a in attackers if a not in blocked),
            key=lambda a: -(characteristics.chars(game, a).power or 0),
        )
        damage = sum(characteristics.chars(game, a).power or 0 for a in incoming)
        chumps = sorted((b for b in mine if b not in used), key=lambda b: creature_value(game, b))
        for a in incoming:
            if damage < life:
                break
            if "menace" in characteristics.chars(game, a).keywords:
                continue
            for b in chumps:
                if b in used or combat_rules.block_problem(game, b, a) is not None:
                    continue
                blocks[b] = [a]
                used.add(b)
                p = characteristics.chars(game, a).power or 0
                if combat_rules.has_trample(game, a):
                    p = min(
                        p,
                        max(
                            0,
                            (characteristics.chars(game, b).toughness or 0)
                            - game.objects[b].damage,
                        ),
                    )
                damage -= p
                break
        action = DeclareBlockers(tuple((b, tuple(a)) for b, a in blocks.items()))
        return action if spec.validate(action) is None else spec.default()

    # ---------------------------------------------------------------- choices

    def _trigger_targets(self, game: Game, d: TriggerTargets) -> Action:
        options = [o for o in d.options or () if o is not None]  # None: no target ("up to")
        trig = d.trigger
        me = d.player
        if trig is not None and options:
            best: tuple[float, int] | None = None
            for i, t in enumerate(options):
                score = self._effects_score(
                    game, me, trig.ability.effects, ((t,),), None, True, True
                )
                s = -1.0 if score is None else score
                if best is None or s > best[0]:
                    best = (s, i)
            assert best is not None
            return Choose([options[best[1]]])
        return Choose([options[0]] if options else [])

    def _choose(self, game: Game, d: Decision) -> Action:
        options = list(d.options or ())
        me = d.player
        if isinstance(d, Mulligan):
            return Choose(self._mulligan(game, me, d))
        if isinstance(d, MulliganBottom | CleanupDiscard):
            return Choose(self._least_needed(game, me, options, d.count))
        if isinstance(d, OptionalEffect | WardPayment):
            return Choose("yes")
        if isinstance(d, LibrarySplit):
            return Choose(self._library_split(game, me, options, d.other))
        if isinstance(d, ProliferateChoice):  # 701.34a: what gains from one more counter
            return Choose(proliferate_picks(game, me, options))
        count = d.count if isinstance(d, ChooseObjects) else None
        if isinstance(d, ChooseObjects) and d.up_to and options:  # a search: the first found
            found = [o for o in options if o is not None]
            return Choose(found[: count or 1] if found else None)
        if count is not None:
            real = [o for o in options if o is not None]
            ids = [o for o in real if isinstance(o, int) and o in game.objects]
            if len(ids) == len(real) and ids:
                mine = [o for o in ids if game.objects[o].controller == me]
                theirs = [o for o in ids if o not in mine]
                # sacrifice / discard: the least valuable of our own first
                ranked = sorted(mine, key=lambda o: self._object_value(game, o)) + theirs
                return Choose(ranked[:count])
            return Choose(real[:count])
        return Choose(options[0] if options else None)

    def _library_split(
        self, game: Game, me: int, cards: list[Any], other: str
    ) -> dict[str, list[Any]]:
        """Scry / surveil: keep what the hand needs on top (spells first), send the rest away
        (lands once there are five, spells the player can't cast soon)."""
        lands_in_play = sum(
            1 for o in game.battlefield_objects() if o.controller == me and "land" in o.card.types
        )
        keep: list[Any] = []
        away: list[Any] = []
        for oid in cards:
            card = game.objects[oid].card
            if "land" in card.types:
                (away if lands_in_play >= 5 else keep).append(oid)
            else:
                (away if mana_value(card) > lands_in_play + 2 else keep).append(oid)
        keep.sort(key=lambda o: "land" in game.objects[o].card.types)
        return {"top": keep, other: away}

    def _object_value(self, game: Game, oid: int) -> float:
        o = game.objects[oid]
        if o.zone is Zone.BATTLEFIELD and "creature" in characteristics.chars(game, oid).types:
            return creature_value(game, oid)
        return card_value_in_hand(game, oid)

    def _mulligan(self, game: Game, me: int, d: Mulligan) -> str:
        hand = game.players[me].hand
        n = d.mulligans
        if "mulligan" not in (d.options or ()) or n >= 2:
            return "keep"
        lands = sum(1 for oid in hand if "land" in game.objects[oid].card.types)
        return "keep" if 2 <= lands <= 5 else "mulligan"

    def _least_needed(self, game: Game, me: int, options: list[Any], count: int) -> list[Any]:
        hand = [o for o in options if isinstance(o, int) and o in game.objects]
        keep = list(hand)
        out: list[int] = []
        lands_in_play = sum(
            1 for o in game.battlefield_objects() if o.controller == me and "land" in o.card.types
        )
        for _ in range(count):
            lands = [o for o in keep if "land" in game.objects[o].card.types]
            spells = [o for o in keep if o not in lands]
            want = max(0, min(4, round((len(keep) - 1) * 0.42)) - lands_in_play // 2)
            if lands and (len(lands) > want or not spells):
                pick = lands[-1]
            else:
                pick = max(spells, key=lambda o: (mana_value(game.objects[o].card), -o))
            keep.remove(pick)
            out.append(pick)
        return out


def _first_opponent(game: Game, me: int) -> int:
    return next(p.index for p in game.players if p.index != me and not p.lost)


def _land_colors(card: ir.CardDefinition) -> list[str]:
    out: list[str] = []
    for ab in card.abilities:
        if isinstance(ab, ir.ActivatedAbility):
            for e in ab.effects:
                if isinstance(e, ir.AddMana):
                    out += [c for c in "WUBRG" if c in e.mana] if not e.any_color else list("WUBRG")
    return out


def _target_of(effect: Any, targets: tuple[tuple[Target, ...], ...]) -> Target | None:
    for attr in ("to", "what"):
        ref = getattr(effect, attr, None)
        if isinstance(ref, ir.TargetRef):
            if ref.index < len(targets) and targets[ref.index]:
                return targets[ref.index][0]
            return None
    return None


def _owner_of(game: Game, t: Target) -> int | None:
    if t.player is not None:
        return t.player
    if t.object_id is not None and t.object_id in game.objects:
        return characteristics.chars(game, t.object_id).controller
    return None


def _incoming_damage(game: Game, item: Any, oid: int) -> int:
    """Damage a spell or ability on the stack would deal to ``oid`` (its targets)."""
    o = item.object
    if isinstance(o, StackAbility):
        effects = o.ability.effects
    else:
        sa = next((a for a in o.card.abilities if isinstance(a, ir.SpellAbility)), None)
        effects = sa.effects if sa is not None else ()
    total = 0
    for e in effects:
        if isinstance(e, ir.DealDamage) and isinstance(e.amount, int):
            t = _target_of(e, item.targets)
            if t is not None and t.object_id == oid:
                total += e.amount
    return total


def _could_block(game: Game, blocker: int, attacker: int) -> bool:
    """Could ``blocker`` block ``attacker`` if it attacked (flying, reach, protection)."""
    ach = characteristics.chars(game, attacker)
    bch = characteristics.chars(game, blocker)
    if "flying" in ach.keywords and not ({"flying", "reach"} & bch.keywords):
        return False
    owner = game.objects[blocker].owner
    return protection.protection_from(game, ach.protections, bch, owner) is None
