"""What the search player learns about its opponent from the opponent's public choices.

A search needs a model of the other player to play out the future. The heuristic player is
a good model of a careful opponent and a bad one of a careless one: against it, attacks
into a board of blockers look hopeless, though a careless opponent seldom blocks well. So
the search player watches the opponent's combat choices and the targets of its spells, all
public, and counts those a careful player wouldn't make:

- an attack with a creature that a blocker of the defending player could kill without
  dying, or trade with for a better creature, when the attack as a whole couldn't be
  lethal (the heuristic player's own rule for a good attack);
- a creature kept home that could have attacked safely: no blocker of the defending
  player could have stopped it, or none could have punished it, while the defending
  player's counterattack wasn't lethal;
- a block in which the blocker dies and the attacker survives while the blocking player
  wasn't facing lethal damage (a chump block nobody needed);
- no block where one of the blocking player's untapped creatures could have killed the
  attacker and survived;
- a spell whose target is on the wrong side: harm (damage, destruction, exile, ...) aimed
  at the caster's own permanent or at the caster, or help (a pump, an Aura, life, cards)
  aimed at the other player's.

``careless()`` is the share of such choices, pulled toward 0 by a prior of ``PRIOR`` careful
choices: a few odd choices don't make a careful opponent careless. Only public information
is read: the battlefield, the stack and the combat in progress. The heuristic player makes
none of these choices (tests/test_opponent_model.py), so against it the model stays at 0.
"""

from __future__ import annotations

from ..cards import ir
from ..game import Game
from ..objects import GameObject, Target
from ..rules import characteristics
from ..rules import combat as combat_rules
from .heuristic import (
    _BENEFICIAL,
    _HARMFUL,
    _could_block,
    _fighter,
    _owner_of,
    _target_of,
    creature_value,
    fight,
)

PRIOR = 6.0  # careful choices assumed before any is seen
_AFTER_ATTACKS = frozenset(
    {"declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage"}
)


class OpponentModel:
    """Counts the opponent's careless choices: each combat once, each spell once."""

    def __init__(self, me: int) -> None:
        self.me = me
        self.seen = 0
        self.odd = 0
        self._attacks_noted: set[int] = set()  # the turns whose attacks were counted
        self._blocks_noted: set[int] = set()
        self._spells_noted: set[int] = set()

    def noted(self, turn: int) -> bool:
        """Whether this turn's combat was counted already."""
        return turn in self._attacks_noted or turn in self._blocks_noted

    def noted_spell(self, oid: int) -> bool:
        """Whether this spell on the stack was counted already."""
        return oid in self._spells_noted

    def careless(self) -> float:
        """The estimated share of careless choices, in [0, 1)."""
        return self.odd / (self.seen + PRIOR)

    def observe(self, game: Game) -> None:
        """Count the opponent's spells on the stack and the combat in progress, each once."""
        if game.over:
            return
        for item in game.stack:
            o = item.object
            if (
                isinstance(o, GameObject)
                and o.controller != self.me
                and o.id not in self._spells_noted
            ):
                self._spells_noted.add(o.id)
                if item.targets:
                    self._spell(game, o, item.targets)
        combat = game.combat
        if combat is None or game.step not in _AFTER_ATTACKS:
            return
        turn = game.turn_number
        active = game.active_player
        if active != self.me and turn not in self._attacks_noted:
            self._attacks_noted.add(turn)
            self._attacks(game, active)
        if (
            active == self.me
            and combat.attackers
            and turn not in self._blocks_noted
            and game.step != "declare_attackers"
        ):
            self._blocks_noted.add(turn)
            self._blocks(game, active)

    def _untapped_creatures(self, game: Game, player: int) -> list[int]:
        combat = game.combat
        return [
            o.id
            for o in game.battlefield_objects()
            if o.controller == player
            and not o.tapped
            and (combat is None or o.id not in combat.attackers)
            and "creature" in characteristics.chars(game, o.id).types
        ]

    def _spell(self, game: Game, o: GameObject, targets: tuple[tuple[Target, ...], ...]) -> None:
        for careful in _spell_sides(game, o.controller, o.card, targets):
            self.seen += 1
            self.odd += not careful

    def _attacks(self, game: Game, attacker_side: int) -> None:
        """The opponent attacked me: each attacker a careful player wouldn't have sent."""
        combat = game.combat
        assert combat is not None
        mine = self._untapped_creatures(game, self.me)
        attackers = [a for a in combat.attackers if a in game.objects]
        home = [
            c
            for c in self._untapped_creatures(game, attacker_side)
            if not characteristics.summoning_sick(game, game.objects[c])
            or "haste" in characteristics.chars(game, c).keywords
        ]
        my_power = sum(
            characteristics.chars(game, o.id).power or 0
            for o in game.battlefield_objects()
            if o.controller == self.me and "creature" in characteristics.chars(game, o.id).types
        )
        if my_power < game.players[attacker_side].life:  # no lethal counterattack to fear
            for c in home:
                ch = characteristics.chars(game, c)
                if (ch.power or 0) <= 0 or "defender" in ch.keywords:
                    continue
                self.seen += 1
                self.odd += not mine or _good_attack(game, c, mine)  # a safe attack not made
        if not mine or not attackers:
            return  # nothing could block: any attack is a careful one
        powers = sorted(
            (characteristics.chars(game, a).power or 0 for a in attackers), reverse=True
        )
        if sum(powers[len(mine) :]) >= game.players[self.me].life:
            return  # an attack that may be lethal: all in is careful
        for a in attackers:
            self.seen += 1
            self.odd += not _good_attack(game, a, mine)

    def _blocks(self, game: Game, blocker_side: int) -> None:
        """I attacked the opponent: each of my attackers, blocked or not, as they chose."""
        combat = game.combat
        assert combat is not None
        opp = combat.defending_player
        if opp is None or opp == self.me:
            return
        attackers = [a for a in combat.attackers if a in game.objects]
        incoming = sum(
            characteristics.chars(game, a).power or 0
            for a in attackers
            if not combat.blocked_by.get(a)
        )
        pressed = (
            incoming
            + sum(
                characteristics.chars(game, a).power or 0
                for a in attackers
                if combat.blocked_by.get(a)
            )
            >= game.players[opp].life
        )
        free = [
            b
            for b in self._untapped_creatures(game, opp)
            if b not in combat.blockers and b in game.objects
        ]
        for a in attackers:
            blockers = [b for b in combat.blocked_by.get(a, []) if b in game.objects]
            self.seen += 1
            if blockers:
                if len(blockers) == 1 and not pressed:
                    a_dies, b_dies = fight(game, _fighter(game, a), _fighter(game, blockers[0]))
                    self.odd += b_dies and not a_dies  # a chump nobody needed
                continue
            if "menace" in characteristics.chars(game, a).keywords:
                continue  # (the heuristic player doesn't block it alone)
            eaten = any(
                combat_rules.block_problem(game, b, a) is None
                and fight(game, _fighter(game, a), _fighter(game, b)) == (True, False)
                for b in free
            )
            self.odd += eaten  # a free kill left on the table


def _spell_sides(
    game: Game, caster: int, card: ir.CardDefinition, targets: tuple[tuple[Target, ...], ...]
) -> list[bool]:
    """For each targeted effect of the spell, whether its target is on the side a careful
    caster would choose (harm to the other player's, help to their own)."""
    out: list[bool] = []
    if "Aura" in card.subtypes:
        t = targets[0][0] if targets and targets[0] else None
        owner = None if t is None else _owner_of(game, t)
        if owner is not None:
            out.append(owner == caster)  # (the Auras these decks hold help what they enchant)
        return out
    sa = next((x for x in card.abilities if isinstance(x, ir.SpellAbility)), None)
    for e in sa.effects if sa is not None else ():
        t = _target_of(e, targets)
        owner = None if t is None else _owner_of(game, t)
        if owner is None:
            continue
        if isinstance(e, ir.ModifyPT):
            helps = (e.power if isinstance(e.power, int) else 0) >= 0
        elif isinstance(e, _HARMFUL):
            helps = False
        elif isinstance(e, _BENEFICIAL):
            helps = True
        else:
            continue
        out.append(helps == (owner == caster))
    return out


def _good_attack(game: Game, attacker: int, blockers: list[int]) -> bool:
    """The heuristic player's test: no blocker kills it for nothing or trades down."""
    if (characteristics.chars(game, attacker).power or 0) <= 0:
        return False
    va = creature_value(game, attacker)
    for b in blockers:
        if not _could_block(game, b, attacker):
            continue
        a_dies, b_dies = fight(game, _fighter(game, attacker), _fighter(game, b))
        if a_dies and not b_dies:
            return False
        if a_dies and b_dies and creature_value(game, b) < va * 0.9:
            return False
    return True
