"""Combat (506-511): declaring attackers and blockers, and combat damage assignment."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import block_requirements  # s11 h-combat: 509.1c
from ..cards import ir
from ..cards.ir import AttacksEachCombat, BlockAnyNumber, StaticAbility
from ..decisions import AssignCombatDamage, DamageAssignment
from ..errors import IllegalActionError
from ..objects import Target
from ..records import Combat as Combat
from ..zones import Zone
from . import (
    asking,
    attack_costs,  # 508.1h
    characteristics,
    keywords_enlist,
    keywords_exert,
    lure,
    protection,
    s11_requirements,  # s11 h-combat: 509.1c
    static_subjects,
    targeting,
    trigger_firing,
    triggers,
    triggers_combat,
)
from .assign_by_toughness import combat_damage_amount  # s10 h-amount: 510.1a
from .combat_restrictions import applies_to as _applies_to
from .combat_restrictions import attacks_despite_defender as _attacks_despite_defender
from .combat_restrictions import because as _because
from .combat_restrictions import restricted as _restricted
from .combat_restrictions import restricted_for as _restricted_for
from .combat_restrictions import restricting_text as _restricting
from .damage import deal_damage, make_event

if TYPE_CHECKING:
    from ..state import GameState


LANDWALK = {
    "plainswalk": "Plains",
    "islandwalk": "Island",
    "swampwalk": "Swamp",
    "mountainwalk": "Mountain",
    "forestwalk": "Forest",
}


#: s10 h-cant, 508.1c: "can't attack you or planeswalkers you control" (its controller's)
ATTACK_YOU_OR_PW = "attack you or planeswalkers you control"


def cant_attack_alone(game: GameState, oid: int) -> bool:
    """506.5, 508.1c: "This creature can't attack alone"."""
    return _restricted(game, oid, "attack alone", game.combat.defending_player)


def cant_block_alone(game: GameState, oid: int) -> bool:
    """506.5, 509.1b: "This creature can't block alone"."""
    return _restricted(game, oid, "block alone", _controller_of(game, oid))


def _defender_of(game: GameState, oid: int) -> int | None:
    """506.2, 508.5: the player attacker ``oid`` attacks, or the controller of the
    planeswalker it attacks; None when it isn't attacking."""
    target = game.combat.attackers.get(oid)
    if target is None:
        return None
    return defending_player_of(game, target)


def defending_player_of(game: GameState, target: Target) -> int:
    """506.2, 802.2a: the defending player of an attacker attacking ``target``: the player it
    attacks, or the controller of the planeswalker (the protector of the battle) it attacks;
    if that planeswalker has left (506.4c), its controller as it last existed."""
    if target.player is not None:
        return target.player
    oid = target.object_id or 0
    if oid in game.objects:
        return characteristics.chars(game, oid).controller
    if oid in game.last_known:
        return int(game.last_known[oid].chars.controller)
    dp = game.combat.defending_player  # no record of it: the player declared as defending
    return dp if dp is not None else (game.active_player + 1) % len(game.players)


def single_blocker_only(game: GameState, oid: int) -> bool:
    """509.1b: "This creature can't be blocked by more than one creature" (a restriction
    on the whole declaration of blockers)."""
    defender = _defender_of(game, oid)
    return _restricted(game, oid, "be blocked by more than one creature", defender)


def min_blockers(game: GameState, oid: int) -> int:
    """702.111b, 509.1b: the fewest creatures that may block this attacker, if any do:
    2 for menace or "can't be blocked except by two or more creatures", 3 for "... three or
    more creatures"; 1 otherwise."""
    defender = _defender_of(game, oid)
    for n, word in ((3, "three"), (2, "two")):
        if _restricted(game, oid, f"be blocked except by {word} or more creatures", defender):
            return n
    return 2 if "menace" in characteristics.chars(game, oid).keywords else 1


def _controller_of(game: GameState, oid: int | None) -> int | None:
    obj = game.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return None
    return characteristics.chars(game, obj.id).controller


def attack_problem(game: GameState, oid: int, target: Target) -> str | None:
    """508.1a-c: why this creature can't attack that player or planeswalker."""
    obj = game.objects.get(oid)
    if obj is not None and obj.zone is Zone.BATTLEFIELD and obj.phased_out:
        return f"{obj.name} is phased out and treated as though it doesn't exist (702.26b)"
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return "it isn't on the battlefield (508.1a)"
    ch = characteristics.chars(game, oid)
    if "creature" not in ch.types:
        return f"{obj.name} isn't a creature (508.1a)"
    if ch.controller != game.active_player:
        return f"{obj.name} isn't controlled by the active player (508.1a)"
    if obj.tapped:
        return f"{obj.name} is tapped (508.1a)"
    if characteristics.summoning_sick(game, obj) and "haste" not in ch.keywords:
        return (
            f"{obj.name} is summoning sick: it hasn't been under its controller's control "
            "since the turn began (302.6)"
        )
    if "defender" in ch.keywords and not _attacks_despite_defender(game, oid):
        return f"{obj.name} has defender (702.3b)"
    defender = (
        target.player
        if target.player is not None
        else _controller_of(game, target.object_id)  # a planeswalker's controller (506.2)
    )
    if _restricted(game, oid, "attack", defender):  # with the restriction's words
        return f"{obj.name} can't attack{_restricting(game, oid, 'attack', defender)} (508.1c)"
    if target.player is not None and _restricted_for(game, oid, "attack you", target.player):
        name = game.players[target.player].name
        return f"{obj.name} can't attack {name} (508.1c)"
    if defender is not None and _restricted_for(game, oid, ATTACK_YOU_OR_PW, defender):  # s10
        name = game.players[defender].name
        return f"{obj.name} can't attack {name} or planeswalkers {name} controls (508.1c)"
    if target.player is not None:
        if target.player == game.active_player or game.players[target.player].lost:
            return f"{obj.name} can only attack an opponent (508.1b)"
        return None
    pw = game.objects.get(target.object_id or -1)
    if pw is None or pw.zone is not Zone.BATTLEFIELD or pw.phased_out:
        return "there is no such planeswalker (508.1b)"
    pch = characteristics.chars(game, pw.id)
    if "planeswalker" not in pch.types or pch.controller == game.active_player:
        return f"{pw.name} isn't a planeswalker an opponent controls (508.1b)"
    return None


def must_attack(game: GameState) -> set[int]:
    """508.1d: the creatures that attack each combat if able."""
    must = static_subjects.applying(game, AttacksEachCombat, blocks=False)
    must |= static_subjects.applying(game, ir.AttacksOrBlocksEachCombat)  # s11 h-combat
    reqs = s11_requirements.attack_requirements(game).items()  # 701.15b (s11 h-combat)
    return must | {c for c, r in reqs if s11_requirements.best_targets(game, c, r, attack_problem)}


def validate_attacks(game: GameState, attacks: dict[int, Target]) -> None:
    for oid, target in attacks.items():
        why = attack_problem(game, oid, target)
        if why:
            name = game.object_name(oid)
            said = why.startswith(f"{name} can't attack")  # the reason says it already
            raise IllegalActionError(why if said else f"{name} can't attack: {why}")
    # 508.1d: requirements ("attacks each combat if able") must be obeyed when possible.
    defender = game.combat.defending_player
    must = must_attack(game) if defender is not None else set()
    for obj in game.battlefield_objects():
        if (
            defender is not None
            and obj.id in must
            and obj.id not in attacks
            and obj.controller == game.active_player
            and attack_problem(game, obj.id, Target(player=defender)) is None
            and attack_costs.free_to_attack(game, obj.id, attack_problem)  # 508.1d
        ):
            if cant_attack_alone(game, obj.id) and not _others_can_attack(game, obj.id):
                continue  # 508.1d: the requirement can't be obeyed without breaking 508.1c
            raise IllegalActionError(f"{obj.name} attacks each combat if able", "508.1d")
    for oid, reqs in s11_requirements.attack_requirements(game).items():  # 508.1d, 701.15b
        best = s11_requirements.best_targets(game, oid, reqs, attack_problem)
        if oid in attacks and best and attacks[oid] not in best:
            name = game.object_name(oid)
            rule = "701.15b" if any(o for _, o in reqs) else "508.1d"  # goaded / "attacks you"
            raise IllegalActionError(f"{name} must attack the player its requirements name", rule)
    if len(attacks) == 1:  # 506.5, 508.1c: "can't attack alone"
        (lone,) = attacks
        if cant_attack_alone(game, lone):
            name = game.object_name(lone)
            raise IllegalActionError(f"{name} can't attack alone", "508.1c")


def _others_can_attack(game: GameState, oid: int) -> bool:
    """Whether a creature other than ``oid`` can attack the defending player (508.1a-c)."""
    defender = game.combat.defending_player
    return defender is not None and any(
        o.id != oid and attack_problem(game, o.id, Target(player=defender)) is None
        for o in game.battlefield_objects()
    )


def max_blocks(game: GameState, oid: int) -> int | None:
    """How many attackers this creature can block (509.1a; "can block any number": None).

    The ability may be the creature's own ("This creature can block an additional creature
    each combat"), its Equipment's or Aura's ("Equipped creature can ...") or any
    permanent's ("Each creature you control can ..."); each applies separately."""
    extra = 0
    for pid, pch in characteristics.battlefield_chars(game).items():
        perm = game.objects[pid]
        if perm.zone is not Zone.BATTLEFIELD or perm.phased_out:
            continue
        for a in pch.abilities:
            if (
                isinstance(a, StaticAbility)
                and isinstance(a.effect, BlockAnyNumber)
                and _applies_to(game, perm, pch, a.effect.what, oid)
            ):
                if a.effect.count is None:
                    return None  # "can block any number of creatures"
                extra += a.effect.count  # "can block an additional creature each combat"
    return 1 + extra


def block_problem(game: GameState, blocker: int, attacker: int) -> str | None:
    """509.1a-b: why ``blocker`` can't block ``attacker``, with the rule."""
    b = game.objects.get(blocker)
    if b is not None and b.zone is Zone.BATTLEFIELD and b.phased_out:
        return f"{b.name} is phased out and treated as though it doesn't exist (702.26b)"
    if b is None or b.zone is not Zone.BATTLEFIELD:
        return "it isn't on the battlefield (509.1a)"
    bch = characteristics.chars(game, blocker)
    if "creature" not in bch.types:
        return f"{b.name} isn't a creature (509.1a)"
    if b.tapped:
        return f"{b.name} is tapped (509.1a)"
    if attacker not in game.combat.attackers:
        name = game.object_name(attacker)
        return f"{name} isn't attacking (509.1a)"
    defender = defending_player_of(game, game.combat.attackers[attacker])  # 506.4c, 802.2a
    if bch.controller != defender:
        a_name = game.objects[attacker].name
        # 802.4a: another defending player's creature blocks only what attacks that player
        rule = "509.1a" if bch.controller == game.active_player else "802.4a"
        return f"{b.name} isn't controlled by the player {a_name} attacks ({rule})"
    if _restricted(game, blocker, "block", defender):
        return f"{b.name} can't block (509.1b){_because(game, blocker, 'block', defender)}"
    if "decayed" in bch.keywords:  # 702.147a: "This creature can't block"
        return f"{b.name} has decayed: it can't block (702.147a)"
    if "unleash" in bch.keywords and b.counters.get("+1/+1", 0) > 0:  # 702.98a
        return f"{b.name} has unleash and a +1/+1 counter: it can't block (702.98a)"
    a = game.objects[attacker]
    ach = characteristics.chars(game, attacker)
    if s11_requirements.cant_block(game, blocker, attacker):  # 509.1b (s11 h-combat)
        return f"{b.name} can't block {a.name} this turn (509.1b)"
    found = s11_requirements.cant_block_filtered(game, blocker, attacker)  # 509.1b (s11)
    if found is not None:
        return f"{b.name} can't block {a.name} (509.1b) - {found}"
    if _restricted(game, attacker, "be blocked", defender, blocker):
        why = _because(game, attacker, "be blocked", defender, blocker)
        return f"{a.name} can't be blocked by {b.name} (509.1b){why}"
    if "flying" in ach.keywords and not ({"flying", "reach"} & bch.keywords):
        return f"{a.name} has flying and {b.name} has neither flying nor reach (702.9b)"
    akw, bkw = ach.keywords, bch.keywords
    if "fear" in akw and not ("artifact" in bch.types or "B" in bch.colors):
        return f"{a.name} has fear: only artifact and/or black creatures can block it (702.36b)"
    if "intimidate" in akw and not ("artifact" in bch.types or bch.colors & ach.colors):
        return (
            f"{a.name} has intimidate: only artifact creatures and creatures that share a "
            "color with it can block it (702.13b)"
        )
    if "skulk" in akw and (bch.power or 0) > (ach.power or 0):
        return f"{a.name} has skulk: creatures with greater power can't block it (702.118b)"
    if ("shadow" in akw) != ("shadow" in bkw):
        return "creatures with shadow block and are blocked only by creatures with shadow (702.28b)"
    for kw in akw & LANDWALK.keys():  # 702.14c: unblockable while the defender controls such a land
        if attacker in static_subjects.applying(game, ir.BlockableDespite, keyword=kw):
            continue  # s11 h-combat: "can be blocked as though they didn't have islandwalk"
        land_type = LANDWALK[kw]
        if any(
            land_type in characteristics.chars(game, o.id).subtypes
            for o in game.battlefield_objects()
            if characteristics.chars(game, o.id).controller == bch.controller
        ):
            an = "an" if land_type[0] in "AEIOU" else "a"
            return (
                f"{a.name} has {kw} and {b.name}'s controller controls {an} {land_type} (702.14c)"
            )
    if "horsemanship" in akw and "horsemanship" not in bkw:
        return f"{a.name} has horsemanship (702.31b)"
    q = protection.protection_from(game, ach.protections, bch, b.owner, a.chosen_color)
    if q is not None:
        return f"{a.name} has {protection.describe(q)} (702.16f)"
    # "can block only creatures with flying": its own (Cloud Sprite) or an Aura's (Air Bladder)
    if "flying" not in ach.keywords and _restricted(game, blocker, "block nonflying", defender):
        return f"{b.name} can block only creatures with flying (509.1b)"
    return None


def validate_blocks(game: GameState, blocks: dict[int, list[int]]) -> None:
    counts: dict[int, int] = {}
    for blocker, attackers in blocks.items():
        name = game.object_name(blocker)
        if not attackers:
            continue
        limit = max_blocks(game, blocker)
        if limit is not None and len(attackers) > limit:
            raise IllegalActionError(
                f"{name} can't block {len(attackers)} creatures: it can block only {limit}",
                "509.1a",
            )
        if len(set(attackers)) != len(attackers):
            raise IllegalActionError(f"{name} can't block the same creature twice", "509.1a")
        for att in attackers:
            why = block_problem(game, blocker, att)
            if why:
                aname = game.object_name(att)
                raise IllegalActionError(f"{name} can't block {aname}: {why}")
            counts[att] = counts.get(att, 0) + 1
    blocking = [b for b, att in blocks.items() if att]
    if len(blocking) == 1 and cant_block_alone(game, blocking[0]):  # 506.5, 509.1b
        raise IllegalActionError(f"{game.object_name(blocking[0])} can't block alone", "509.1b")
    for att, n in counts.items():  # 509.1b: a restriction on the whole declaration
        if n > 1 and single_blocker_only(game, att):
            raise IllegalActionError(
                f"{game.object_name(att)} can't be blocked by more than one creature", "509.1b"
            )
    for att, n in counts.items():  # 702.111b: menace, checked on the whole declaration
        if "menace" in characteristics.chars(game, att).keywords and n < 2:
            raise IllegalActionError(
                f"{game.objects[att].name} has menace and can't be blocked "
                "except by two or more creatures (702.111b)"
            )
        least = min_blockers(game, att)
        if n < least:  # 509.1b: "can't be blocked except by three or more creatures"
            raise IllegalActionError(
                f"{game.objects[att].name} can't be blocked except by "
                f"{'three' if least == 3 else 'two'} or more creatures",
                "509.1b",
            )
    # 509.1c: requirements ("must block ... if able") must be obeyed when they can be.
    required = [*game.combat.requirements, *lure.requirements(game), *s11_requirements.pairs(game)]
    must_b = s11_requirements.must_block(game)
    must_bb = s11_requirements.must_be_blocked(game)
    if not (required or must_b or must_bb) or not game.combat.attackers:
        return
    miss = block_requirements.unmet(data := _block_data(game, required, must_b, must_bb), blocks)
    if miss == block_requirements.TOO_LARGE:  # too large to search: each on its own
        _local_requirements(game, blocks, counts, blocking, required, bool(must_b or must_bb), data)
    elif miss:
        raise IllegalActionError(block_requirements.describe(miss, game.object_name), "509.1c")


def _local_requirements(
    game: GameState,
    blocks: dict[int, list[int]],
    counts: dict[int, int],
    blocking: list[int],
    required: list[tuple[int, int]],
    must: bool,
    data: block_requirements.BlockData,
) -> None:
    """509.1c for a combat too large to search exactly: each requirement on its own (``must``:
    a "must block" or "must be blocked" applies; ``data``: built once by the caller)."""
    for blocker, attacker in required:
        if attacker in blocks.get(blocker, []) or blocker not in game.objects:
            continue
        if lure.obeys_most(blocks.get(blocker, []), blocker, required, max_blocks(game, blocker)):
            continue  # 509.1c: it obeys as many of its requirements as it can
        if not counts.get(attacker, 0) and min_blockers(game, attacker) > sum(
            1 for o in game.battlefield_objects() if block_problem(game, o.id, attacker) is None
        ):
            continue  # 509.1c: too few can block it to obey menace's restriction (702.111b)
        if counts.get(attacker, 0) and single_blocker_only(game, attacker):
            continue  # 509.1c: obeying it would break a restriction (509.1b)
        if not blocking and cant_block_alone(game, blocker):
            continue  # 509.1c: it would block alone (509.1b)
        if attacker in game.combat.attackers and block_problem(game, blocker, attacker) is None:
            raise IllegalActionError(
                f"{game.objects[blocker].name} must block {game.objects[attacker].name} if able",
                "509.1c",
            )
    if must:  # 509.1c (s11 h-combat)
        why = block_requirements.problem(data, blocks)
        if why is not None:
            raise IllegalActionError(why.replace("creature ", "", 1), "509.1c")


def _block_data(
    game: GameState,
    required: list[tuple[int, int]],
    must_b: set[int] | frozenset[int] | list[int],
    must_bb: set[int] | frozenset[int] | list[int],
) -> block_requirements.BlockData:
    """509.1a-c: the defending player's declaration as data for ``block_requirements``
    (the same data ``declarations.block_spec`` gives its decision)."""
    attackers = list(game.combat.attackers)
    options: dict[int, tuple[int, ...]] = {}
    for o in game.battlefield_objects():
        if _controller_of(game, o.id) != game.combat.defending_player:
            continue  # the defending player's declaration (509.1)
        ok = tuple(a for a in attackers if block_problem(game, o.id, a) is None)
        if ok:
            options[o.id] = ok
    return block_requirements.BlockData(
        options,
        {b: max_blocks(game, b) for b in options},
        frozenset((b, a) for b, a in required if b in options and a in options[b]),
        {a: min_blockers(game, a) for a in attackers},
        frozenset(a for a in attackers if single_blocker_only(game, a)),
        frozenset(b for b in options if cant_block_alone(game, b)),
        tuple(sorted(b for b in must_b if b in options)),
        tuple(sorted(must_bb)),
    )


# --- combat damage --------------------------------------------------------------------


def has_first_strike(game: GameState, oid: int) -> bool:
    kws = characteristics.chars(game, oid).keywords
    return "first strike" in kws or "double strike" in kws


def deals_damage_this_step(game: GameState, oid: int, first_strike_step: bool) -> bool:
    """510.4, 702.7b-c, 702.4b-c: which creatures assign damage in this combat damage step."""
    if first_strike_step:
        return has_first_strike(game, oid)
    if not game.combat.first_strike_step:
        return True
    return (
        oid not in game.combat.dealt_damage
        or "double strike" in characteristics.chars(game, oid).keywords
    )


def recipients(game: GameState, oid: int) -> list[Target]:
    """Whom a creature can assign its combat damage to now (510.1b-d, 702.19)."""
    c = game.combat
    if oid in c.attackers:
        target = c.attackers[oid]
        # 800.4e: no combat damage is assigned to a player who has left the game
        attacked_exists = (
            target.player is not None and not _left(game, target.player)
        ) or _attacked_pw_exists(game, target)
        past = [target] if attacked_exists else []
        if (
            target.object_id is not None
            and attacked_exists
            and "trample over planeswalkers" in characteristics.chars(game, oid).keywords
        ):
            # 702.19c: past the planeswalker's loyalty, on to its controller
            past.append(Target(player=characteristics.chars(game, target.object_id).controller))
        if oid not in c.was_blocked:  # 510.1b
            return past
        blockers = [b for b in c.blocked_by.get(oid, []) if b in game.objects]
        out = [Target(object_id=b, zone=Zone.BATTLEFIELD) for b in blockers]
        if (has_trample(game, oid) or as_unblocked(game, oid)) and attacked_exists:
            out += past  # 702.19b; 510.1b: "as though it weren't blocked" (s9 h-other)
        elif (
            has_trample(game, oid)
            and _trample_over_pw_to_player(game, oid)
            and not _left(game, c.defending_player)  # 800.4e
        ):
            out.append(Target(player=c.defending_player))
        return out
    if oid in c.blockers:
        return [
            Target(object_id=a, zone=Zone.BATTLEFIELD) for a in c.blockers[oid] if a in game.objects
        ]
    return []


def _attacked_pw_exists(game: GameState, target: Target) -> bool:
    obj = game.objects.get(target.object_id or -1)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out


def _left(game: GameState, player: int | None) -> bool:
    return player is not None and game.players[player].left_game


def _trample_over_pw_to_player(game: GameState, oid: int) -> bool:
    # 702.19e: trample over planeswalkers may go to the defending player once the
    # planeswalker has been removed from combat.
    return "trample over planeswalkers" in characteristics.chars(game, oid).keywords


def as_unblocked(game: GameState, oid: int) -> bool:
    """510.1b-c: "You may have this creature assign its combat damage as though it weren't
    blocked." (ir.AssignAsUnblocked): all of it to what it attacks, if its controller wants."""
    return any(
        isinstance(a, ir.AssignAsUnblocked) for a in characteristics.chars(game, oid).abilities
    )


def has_trample(game: GameState, oid: int) -> bool:
    kws = characteristics.chars(game, oid).keywords
    return "trample" in kws or "trample over planeswalkers" in kws


def lethal_needed(game: GameState, attacker: int, blocker: int, assigned: int) -> int:
    """702.19b, 510.1c: damage still needed for lethal damage to ``blocker``: its toughness
    less damage marked and damage already assigned by other creatures this step; deathtouch
    makes any 1 lethal (702.2c). Prevention, protection and the like are ignored."""
    if "deathtouch" in characteristics.chars(game, attacker).keywords:
        return 0 if assigned > 0 else 1
    ch = characteristics.chars(game, blocker)
    return max(0, (ch.toughness or 0) - game.objects[blocker].damage - assigned)


def power(game: GameState, oid: int) -> int:
    return combat_damage_amount(game, oid)  # 510.1a (s10 h-amount: rules/assign_by_toughness)


def default_assignment(
    game: GameState, oid: int, assigned: dict[int, int]
) -> list[tuple[Target, int]]:
    """Lethal damage to each recipient creature in order, the rest to the last one or, with
    trample, to the player or planeswalker attacked."""
    dmg = power(game, oid)
    rec = recipients(game, oid)
    if dmg <= 0 or not rec:
        return []
    creatures = [r for r in rec if not _past_blockers(game, oid, r)]
    others = [r for r in rec if _past_blockers(game, oid, r)]
    if creatures and others and not has_trample(game, oid):
        others = []  # 510.1c: "as though it weren't blocked" is chosen, not the default
    out: dict[int, int] = {}
    left = dmg
    for r in creatures:
        assert r.object_id is not None
        need = lethal_needed(game, oid, r.object_id, assigned.get(r.object_id, 0))
        give = min(need, left)
        out[r.object_id] = give
        left -= give
    result = [(r, out.get(r.object_id or -1, 0)) for r in creatures]
    if left > 0 and len(others) == 2:  # 702.19c: the planeswalker's loyalty, then its controller
        # (damage other creatures assign to it in this step counts toward its loyalty)
        pw_need = max(0, _loyalty(game, others[0]) - assigned.get(others[0].object_id or -1, 0))
        pw_left = min(left, pw_need)
        result += [(others[0], pw_left), (others[1], left - pw_left)]
        left = 0
    if left > 0:
        if others:
            result.append((others[0], left))
        elif result:
            t, n = result[-1]
            result[-1] = (t, n + left)
    return [(t, n) for t, n in result if n > 0]


def _loyalty(game: GameState, t: Target) -> int:
    obj = game.objects.get(t.object_id or -1)
    return obj.counters.get("loyalty", 0) if obj is not None else 0


def _past_blockers(game: GameState, oid: int, t: Target) -> bool:
    """Is ``t`` the player or planeswalker an attacker deals damage to past its blockers?"""
    if oid not in game.combat.attackers:
        return False
    return t.player is not None or t.object_id not in game.combat.blocked_by.get(oid, [])


def needs_choice(game: GameState, oid: int) -> bool:
    return len(recipients(game, oid)) > 1 and power(game, oid) > 0


def validate_assignment(
    game: GameState,
    oid: int,
    assignment: list[tuple[Target, int]],
    assigned_by_others: dict[int, int],
) -> None:
    """510.1c-d, 702.19b: is this a legal division of the creature's combat damage?"""
    name = game.objects[oid].name
    rec = recipients(game, oid)
    dmg = power(game, oid)
    total = sum(n for _, n in assignment)
    for t, n in assignment:
        if n < 0:
            raise IllegalActionError(f"{name} can't assign negative damage", "510.1a")
        if t not in rec:
            from .targeting import target_name

            attacked = game.combat.attackers.get(oid)
            # 702.19f: a trampler attacking a planeswalker assigns none of it to the player
            rule = "510.1c"
            if t.player is not None and attacked is not None and attacked.object_id is not None:
                rule = "702.19f" if has_trample(game, oid) else rule
            raise IllegalActionError(
                f"{name} can't assign combat damage to {target_name(game, t)}", rule
            )
    if total != dmg:
        raise IllegalActionError(
            f"{name} must assign exactly {dmg} combat damage, not {total}", "510.1a"
        )
    target = game.combat.attackers.get(oid)
    rec_past = [t for t in rec if _past_blockers(game, oid, t)]
    if target is not None and target.object_id is not None and len(rec_past) == 2:
        # 702.19c: damage to the planeswalker's controller only after damage equal to its
        # loyalty has been assigned to the planeswalker, counting damage other creatures
        # assign to it in the same combat damage step
        to_controller = sum(n for t, n in assignment if t.player is not None)
        to_pw = sum(n for t, n in assignment if t.object_id == target.object_id)
        by_others = assigned_by_others.get(target.object_id, 0)
        loyalty = _loyalty(game, target)
        if to_controller > 0 and to_pw + by_others < loyalty:
            pw = game.objects[target.object_id].name
            also = f" (and {by_others} from other creatures)" if by_others else ""
            raise IllegalActionError(
                f"{name} must assign damage equal to {pw}'s loyalty ({loyalty}) to {pw} "
                f"before any goes to its controller, not {to_pw}{also}",
                "702.19c",
            )
    to_players = sum(n for t, n in assignment if _past_blockers(game, oid, t))
    if to_players == dmg and as_unblocked(game, oid):
        return  # 510.1b: all of it assigned as though it weren't blocked (s9 h-other)
    if to_players > 0 and oid in game.combat.was_blocked:
        if not has_trample(game, oid):
            raise IllegalActionError(
                f"{name} doesn't have trample and can't assign damage past its blockers", "702.19b"
            )
        for b in game.combat.blocked_by.get(oid, []):
            if b not in game.objects:
                continue
            got = sum(n for t, n in assignment if t.object_id == b)
            need = lethal_needed(game, oid, b, assigned_by_others.get(b, 0))
            if got < need:
                raise IllegalActionError(
                    f"{name} must assign lethal damage to {game.objects[b].name} before any goes "
                    f"to the player or planeswalker: {game.objects[b].name} needs {need}, "
                    f"not {got}",
                    "702.19b",
                )


def declare_attackers(game: GameState, attacks: dict[int, Target]) -> None:
    validate_attacks(game, attacks)
    asking.ask(game, None)
    for oid, target in attacks.items():
        obj = game.objects[oid]
        game.combat.attackers[oid] = target
        game.combat.defending_player = defending_player_of(game, target)
        if "vigilance" not in characteristics.chars(game, oid).keywords:
            obj.tapped = True  # 508.1f
        game.log_event(
            "attack",
            f"{obj.name} attacks {targeting.target_name(game, target)}",
            "508.1",
            attacker=obj.name,
        )
    game.dirty_elsewhere()  # the combat: only conditions and filters read it (613)
    attack_costs.pay(game, attacks)  # 508.1h-j: after tapping them (508.1f)
    if attacks:  # 508.1: "if you attacked this turn" (rules/history.py)
        game.players[game.active_player].attackers_this_turn += tuple(attacks)
    for oid in attacks:
        if game.objects[oid].tapped:  # 508.1f tapped it: "whenever ... becomes tapped" (603.2)
            trigger_firing.fire_tapped(game, game.objects[oid])
        triggers.fire(game, ir.TriggerEvent.ATTACKS, game.objects[oid])
    if len(attacks) == 1:  # 506.5: a creature "attacks alone"
        (lone,) = attacks
        triggers.fire(game, ir.TriggerEvent.ATTACKS_ALONE, game.objects[lone])
    triggers_combat.attackers_declared(game, attacks)  # 603.2c, 508.3c-d
    if not attacks:
        game.log_event("attack", "No creatures attack", "508.8")
    asking.give_priority(game, None)
    # 508.1g: "you may exert ... as it attacks", then enlist (702.154a)
    keywords_exert.ask(game, list(attacks)) or keywords_enlist.ask(game, list(attacks))


def start_combat_damage(game: GameState, first_strike: bool) -> None:
    c = game.combat
    ids = [i for i in list(c.attackers) + list(c.blockers) if i in game.objects]
    dealing = [i for i in ids if deals_damage_this_step(game, i, first_strike)]
    assigned: dict[int, int] = {}
    forced: dict[int, list[tuple[Target, int]]] = {}
    choosers: dict[int, list[int]] = {}
    for oid in dealing:
        if needs_choice(game, oid):
            choosers.setdefault(characteristics.chars(game, oid).controller, []).append(oid)
        else:
            a = default_assignment(game, oid, assigned)
            forced[oid] = a
            for t, n in a:
                if t.object_id is not None:
                    assigned[t.object_id] = assigned.get(t.object_id, 0) + n
    game._damage_state = {
        "first_strike": first_strike,
        "dealing": dealing,
        "assignments": forced,
        "choosers": choosers,
        "order": [p for p in game.apnap(list(choosers))],
    }


def continue_combat_damage(game: GameState) -> None:
    st = game._damage_state
    assert st is not None
    if st["order"]:
        player = st["order"][0]
        creatures = st["choosers"][player]
        assigned = assigned_totals(game, st["assignments"])
        options = {oid: [t for t in recipients(game, oid)] for oid in creatures}
        asking.ask(
            game,
            DamageAssignment(
                player=player,
                prompt=f"{game.players[player].name}: assign combat damage of "
                + ", ".join(game.objects[o].name for o in creatures),
                creatures=tuple(creatures),
                recipients=options,
                defaults={o: default_assignment(game, o, assigned) for o in creatures},
            ),
        )
        return
    game._damage_state = None
    deal_combat_damage(game, st)


def assigned_totals(
    game: GameState, assignments: dict[int, list[tuple[Target, int]]]
) -> dict[int, int]:
    totals: dict[int, int] = {}
    for a in assignments.values():
        for t, n in a:
            if t.object_id is not None:
                totals[t.object_id] = totals.get(t.object_id, 0) + n
    return totals


def check_damage_assignment(
    game: GameState,
    oid: int,
    assignment: list[tuple[Target, int]],
    others: dict[int, int] | None = None,
) -> None:
    """Validate one creature's combat damage assignment now (510.1c-d, 702.19b)."""
    if oid not in game.combat.attackers and oid not in game.combat.blockers:
        name = game.object_name(oid)
        raise IllegalActionError(f"{name} isn't attacking or blocking", "510.1")
    validate_assignment(game, oid, assignment, others or {})


def take_damage_assignment(
    game: GameState, d: DamageAssignment, action: AssignCombatDamage
) -> None:
    st = game._damage_state
    assert st is not None
    given = {oid: list(a) for oid, a in action.assignments}
    creatures = d.creatures
    for oid in given:
        if oid not in creatures:
            name = game.object_name(oid)
            raise IllegalActionError(
                f"{name}'s combat damage isn't {game.players[d.player].name}'s to assign now",
                "510.1",
            )
    # 510.1e: the player's whole assignment is checked together; lethal damage counts
    # damage assigned by the player's other creatures in this step (702.19b).
    full = dict(st["assignments"])
    for oid in creatures:
        full[oid] = given.get(oid, d.defaults[oid])
    for oid in creatures:
        others = assigned_totals(game, {k: v for k, v in full.items() if k != oid})
        validate_assignment(game, oid, full[oid], others)
    st["assignments"] = full
    st["order"] = st["order"][1:]
    asking.ask(game, None)


def deal_combat_damage(game: GameState, st: dict[str, Any]) -> None:
    events = []
    for oid, assignment in st["assignments"].items():
        if oid not in game.objects:
            continue
        obj = game.objects[oid]
        ch = characteristics.chars(game, oid)
        for t, n in assignment:
            if n > 0:
                events.append(make_event(game, oid, ch, obj.owner, t, n, combat=True))
        if st["first_strike"]:
            game.combat.dealt_damage.add(oid)
    hits: list[tuple[int, int]] = []
    deal_damage(game, events, to_players=hits)
    triggers_combat.combat_damage_dealt(game, hits)  # 603.2c
    asking.give_priority(game, None)
