"""The data a combat declaration decision carries (508.1, 509.1): every creature's choices,
the requirements and the restrictions, as :class:`~mtgrules.decisions.AttackSpec` and
:class:`~mtgrules.decisions.BlockSpec` (built from the same checks ``apply`` makes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..decisions import AttackSpec, BlockDeclaration, BlockSpec
from ..errors import IllegalActionError
from ..objects import Target
from . import (
    asking,
    attack_costs,
    characteristics,
    combat,
    keywords_combat,
    lure,
    s11_requirements,
    triggers,
    triggers_combat,
)

if TYPE_CHECKING:
    from ..state import GameState


def attack_spec(game: GameState) -> AttackSpec:
    """508.1a-b: the players and planeswalkers each creature can attack; 508.1d: the
    creatures that attack each combat if able."""
    ap = game.active_player
    targets = [Target(player=p.index) for p in game.players if p.index != ap and not p.lost]
    targets += [
        Target(object_id=o.id)
        for o in game.battlefield_objects()
        if "planeswalker" in characteristics.chars(game, o.id).types
        and characteristics.chars(game, o.id).controller != ap
    ]
    defender = game.combat.defending_player
    options: list[tuple[int, tuple[Target, ...]]] = []
    must: list[int] = []
    must_attack = combat.must_attack(game)  # 508.1d
    for o in game.battlefield_objects():
        if (
            characteristics.chars(game, o.id).controller != ap
            or "creature" not in characteristics.chars(game, o.id).types
        ):
            continue
        ok = tuple(t for t in targets if combat.attack_problem(game, o.id, t) is None)
        if ok:
            options.append((o.id, ok))
        if (
            o.controller == ap
            and defender is not None
            and o.id in must_attack
            and combat.attack_problem(game, o.id, Target(player=defender)) is None
            and attack_costs.free_to_attack(game, o.id, combat.attack_problem)  # 508.1d
        ):
            must.append(o.id)  # 508.1d, as validate_attacks checks it
    alone = tuple(c for c, _ in options if combat.cant_attack_alone(game, c))  # 508.1c
    able = {c for c, _ in options}
    best = tuple(  # 508.1d, 701.15b (s11 h-combat): which player it attacks
        (c, ts)
        for c, reqs in s11_requirements.attack_requirements(game).items()
        if c in able and (ts := s11_requirements.best_targets(game, c, reqs, combat.attack_problem))
    )
    tax, each = attack_costs.tables(game, [c for c, _ in options], targets)  # 508.1h
    if not (tax or each):
        return AttackSpec(tuple(options), tuple(must), alone, best)
    payable = attack_costs.budget(game, ap, [c for c, _ in options])
    return AttackSpec(tuple(options), tuple(must), alone, best, tax, payable, each)


def block_spec(game: GameState, player: int) -> BlockSpec:
    """509.1a-b: the attackers each of ``player``'s creatures can block and how many;
    509.1c: the blocks required if able; 702.111b: menace attackers; 509.1b: the attackers
    that can't be blocked by more than one creature and the creatures that can't block
    alone."""
    attackers = list(game.combat.attackers)
    options: list[tuple[int, tuple[int, ...]]] = []
    limits: list[tuple[int, int | None]] = []
    for o in game.battlefield_objects():
        if (
            characteristics.chars(game, o.id).controller != player
            or "creature" not in characteristics.chars(game, o.id).types
        ):
            continue
        ok = tuple(a for a in attackers if combat.block_problem(game, o.id, a) is None)
        if ok:
            options.append((o.id, ok))
            limits.append((o.id, combat.max_blocks(game, o.id)))
    reqs = tuple(
        (b, a)
        for b, a in [
            *game.combat.requirements,
            *lure.requirements(game),
            *s11_requirements.pairs(game),  # s11 h-combat
        ]  # 509.1c
        if b in game.objects
        and a in game.combat.attackers
        and combat.block_problem(game, b, a) is None
    )
    least = {a: combat.min_blockers(game, a) for a in attackers}  # 702.111b, 509.1b
    menace = tuple(a for a in attackers if least[a] == 2)
    three = tuple(a for a in attackers if least[a] == 3)
    single = tuple(a for a in attackers if combat.single_blocker_only(game, a))  # 509.1b
    alone = tuple(b for b, _ in options if combat.cant_block_alone(game, b))  # 506.5
    able = {b for b, _ in options}
    return BlockSpec(
        tuple(options),
        tuple(limits),
        tuple(dict.fromkeys(reqs)),
        menace,
        single,
        alone,
        three,
        tuple(sorted(b for b in s11_requirements.must_block(game) if b in able)),  # 509.1c
        tuple(sorted(s11_requirements.must_be_blocked(game))),  # 509.1c (s11 h-combat)
    )


def defender_of(game: GameState, target: Target) -> int:
    """506.2, 802.2a: the defending player of an attacker (rules/combat.defending_player_of)."""
    return combat.defending_player_of(game, target)


def defenders(game: GameState) -> list[int]:
    """802.4: the players being attacked (directly or through a planeswalker or battle), in
    APNAP order (101.4): each declares blockers in turn."""
    attacked = {defender_of(game, t) for t in game.combat.attackers.values()}
    n = len(game.players)
    order = [(game.active_player + i) % n for i in range(n)]
    found = [p for p in order if p in attacked]
    dp = game.combat.defending_player
    return found or ([] if dp is None else [dp])


def ask_blockers(game: GameState, player: int, several: bool) -> None:
    """509.1: ``player`` declares blockers: the creatures attacking them (802.4a; all of them
    unless ``several`` players are attacked)."""
    c = game.combat
    mine = tuple(a for a, t in c.attackers.items() if defender_of(game, t) == player)
    asking.ask(
        game,
        BlockDeclaration(
            player=player,
            prompt=f"{game.players[player].name}: declare blockers",
            attackers=mine if several else tuple(c.attackers),
            spec=block_spec(game, player),  # 509.1: choices, requirements
        ),
    )


def declare_blockers(game: GameState, blocks: dict[int, list[int]], player: int) -> None:
    """509.1: ``player``'s blocks; 802.4: with several defending players, each declares in
    APNAP order, and the blocks are complete (509.1i, 509.3: triggers, bushido, flanking) once
    the last one has declared. A player blocks only with creatures they control (802.4a)."""
    for b, attackers in blocks.items():
        if attackers and b in game.objects and characteristics.chars(game, b).controller != player:
            raise IllegalActionError(
                f"{game.object_name(b)} isn't controlled by {game.players[player].name}: "
                "a defending player blocks only with creatures they control",
                "802.4a",
            )
    combat.validate_blocks(game, blocks)  # 802.4b: this player's blocks alone
    asking.ask(game, None)
    c = game.combat
    for b, attackers in blocks.items():
        if not attackers:
            continue
        c.blockers[b] = list(attackers)
        for a in attackers:
            c.blocked_by.setdefault(a, []).append(b)
            c.was_blocked.add(a)
            game.log_event(
                "block",
                f"{game.objects[b].name} blocks {game.objects[a].name}",
                "509.1",
                blocker=game.objects[b].name,
            )
    order = defenders(game)
    several = len(order) > 1
    if not blocks or not any(blocks.values()):
        game.log_event(
            "block",
            f"{game.players[player].name} declares no blockers"
            if several
            else "No creatures block",
            "509.1",
        )
    c.declared_blocks.append(player)
    following = [p for p in order if p not in c.declared_blocks]
    if following:
        ask_blockers(game, following[0], several)  # 802.4: the next defending player
        return
    if several:  # every defending player's blocks together (509.1i, 509.3)
        blocks = {b: list(a) for b, a in c.blockers.items()}
    game.blockers_declared = True
    game.dirty_elsewhere()  # the combat: only conditions and filters read it (613)
    for b, attackers in blocks.items():
        if attackers:
            triggers.fire(game, ir.TriggerEvent.BLOCKS, game.objects[b])
    triggers_combat.blockers_declared(game, blocks)  # 509.3a-g
    keywords_combat.blockers_declared(game, blocks)  # bushido, flanking (702.45a, 702.25a)
    asking.give_priority(game, None)
