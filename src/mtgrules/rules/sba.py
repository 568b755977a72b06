"""State-based actions (704): checked as a loop before any player gets priority (704.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..zones import Zone
from . import (
    characteristics,
    day_night,
    dungeons,
    mechanics,
    player_status,
    protection,
    roles,
    sagas,
    zone_moves,
)
from .keywords_bestow import cease, is_bestowed  # 702.103f (h-kw-perm)
from .layers import matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..records import Characteristics
    from ..state import GameState


class LegendChoice(Exception):
    """704.5j needs its controller's choice before the state-based actions can be done."""


def check_once(game: GameState) -> bool:
    """Perform every state-based action that applies, all at once (704.3). True if any did.
    Day and night's "any time" rules are checked first (702.145c-g: not state-based actions,
    but checked as often)."""
    acted = mechanics.has(game, mechanics.DAY_NIGHT) and day_night.check(game)
    with game.simultaneously():  # their leaves-the-battlefield triggers see each other (603.10a)
        return _check_once(game) or acted


def _check_once(game: GameState) -> bool:
    # 704.5j first asks its question, before anything changes.
    legends: dict[tuple[int, str], list[int]] = {}
    for oid, ch in characteristics.battlefield_chars(game).items():  # phased in (702.26b)
        if "legendary" in ch.supertypes:
            legends.setdefault((ch.controller, ch.name), []).append(oid)
    for key, ids in legends.items():
        if len(ids) > 1 and game.legend_choices.get(key) not in ids:
            raise LegendChoice(key[0], key[1], ids)
    acted = False
    # 704.5d; in id order, not the set's: a set's order isn't kept by a JSON round trip
    for oid in sorted(game.tokens_elsewhere):
        zone_moves.remove_token(game, oid)
        acted = True
    # 704.5a-c: players losing, all at once (704.3)
    losses: list[tuple[int, str, str]] = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            losses.append((p.index, f"{p.name} has {p.life} life", "704.5a"))
        elif p.drew_from_empty:
            losses.append((p.index, f"{p.name} drew from an empty library", "704.5b"))
        elif p.poison >= 10:
            losses.append((p.index, f"{p.name} has {p.poison} poison counters", "704.5c"))
        if p.drew_from_empty:
            p.drew_from_empty = False  # a write only when it changes (objects.py)
    if losses:
        player_status.lose_together(game, losses)
        acted = True

    to_graveyard: list[tuple[int, str, str]] = []
    to_destroy: list[tuple[int, str, str]] = []
    unattach: list[tuple[int, str, str]] = []
    counter_fix: list[tuple[int, int]] = []
    to_sacrifice: list[int] = []  # 704.5s: Sagas past their final chapter
    attached_roles: list[tuple[GameObject, int]] = []  # 303.7a, 704.5y
    legends = {}
    objs = game.objects
    # the characteristics as the check begins: nothing below changes them before it acts
    for oid, ch in list(characteristics.battlefield_chars(game).items()):
        obj = objs[oid]
        if "creature" in ch.types and ch.toughness is not None:
            if ch.toughness <= 0:
                to_graveyard.append((obj.id, f"toughness {ch.toughness}", "704.5f"))
            elif obj.damage >= ch.toughness and "indestructible" not in ch.keywords:
                to_destroy.append(
                    (
                        obj.id,
                        f"lethal damage ({obj.damage} damage, toughness {ch.toughness})",
                        "704.5g",
                    )
                )
            elif obj.deathtouch_damage and "indestructible" not in ch.keywords:
                to_destroy.append((obj.id, "damage from a source with deathtouch", "704.5h"))
        if "planeswalker" in ch.types and obj.counters.get("loyalty", 0) <= 0:
            to_graveyard.append((obj.id, "no loyalty", "704.5i"))
        if "legendary" in ch.supertypes:
            legends.setdefault((ch.controller, ch.name), []).append(obj.id)
        if "Aura" in ch.subtypes:
            why = aura_problem(game, obj.id)
            if why and is_bestowed(obj):  # 702.103f: an exception to 704.5m (h-kw-perm)
                unattach.append((obj.id, why_text(why, "702.16c"), "702.103f"))
            elif why:
                to_graveyard.append((obj.id, why_text(why, "702.16c"), "704.5m"))
        elif "Equipment" in ch.subtypes or "Fortification" in ch.subtypes:
            if obj.attached_to is not None or obj.attached_to_player is not None:
                why = equipment_problem(game, obj.id)
                if why:
                    unattach.append((obj.id, why_text(why, "702.16d"), "704.5n"))
        elif obj.attached_to is not None and "Aura" not in ch.subtypes:
            unattach.append((obj.id, "it can't be attached", "704.5p"))
        if "lore" in obj.counters and sagas.to_sacrifice(game, obj, ch.subtypes, ch.abilities):
            to_sacrifice.append(obj.id)  # 714.4, 704.5s
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        if plus and minus:
            counter_fix.append((obj.id, min(plus, minus)))
        if "Role" in ch.subtypes and obj.attached_to is not None:
            attached_roles.append((obj, ch.controller))
        if obj.deathtouch_damage:
            obj.deathtouch_damage = False
    if attached_roles:
        to_graveyard += roles.extra_roles(attached_roles)  # s11 h-tok: 303.7a, 704.5y
    for (ctrl, name), ids in legends.items():
        if len(ids) > 1:
            keep = game.legend_choices.pop((ctrl, name))
            for oid in ids:
                if oid != keep:
                    to_graveyard.append(
                        (
                            oid,
                            f"legend rule: {game.players[ctrl].name} keeps another {name}",
                            "704.5j",
                        )
                    )
    for oid, why, rule in unattach:
        obj = game.objects[oid]
        game.log_event("sba", f"{obj.name} becomes unattached: {why}", rule)
        obj.attached_to = None
        obj.attached_to_player = None
        if rule == "702.103f":  # it ceases to be bestowed: a creature again
            cease(game, obj, why, rule)
        game.dirty()
        acted = True
    # Simultaneous: destruction (can be regenerated / indestructible) and graveyard moves.
    for oid, why, rule in to_destroy:
        if game.objects.get(oid) is not None and game.objects[oid].zone is Zone.BATTLEFIELD:
            # a state-based action, not an effect: shield counters don't apply (122.1c)
            zone_moves.destroy(game, oid, f"{why}", rule, can_regenerate=True, by_effect=False)
            acted = True
    for oid in to_sacrifice:
        saga = game.objects.get(oid)
        if saga is not None and saga.zone is Zone.BATTLEFIELD:
            game.log_event("sba", f"{saga.name} has read its final chapter (714.4)", "704.5s")
            zone_moves.sacrifice(game, oid, "714.4")
            acted = True
    for oid, why, rule in to_graveyard:
        gone = game.objects.get(oid)
        if gone is not None and gone.zone is Zone.BATTLEFIELD:
            zone_moves.move(
                game,
                gone,
                Zone.GRAVEYARD,
                f"{gone.name} is put into its owner's graveyard: {why}",
                rule,
            )
            acted = True
    # 704.3: at the same time as the moves above, so a creature that dies with both kinds of
    # counters (toughness 0 from a -1/-1 counter, Servant of the Scale) leaves with them on
    # it, as its last known information shows (603.10a); only what stayed loses them
    for oid, n in counter_fix:
        stayed = game.objects.get(oid)
        if stayed is None or stayed.zone is not Zone.BATTLEFIELD:
            continue
        c = stayed.counters  # a new dict, not a change in place (objects.py)
        stayed.counters = {**c, "+1/+1": c["+1/+1"] - n, "-1/-1": c["-1/-1"] - n}
        game.log_event(
            "sba", f"{n} +1/+1 and {n} -1/-1 counters are removed from {stayed.name}", "704.5q"
        )
        game.dirty()
        acted = True
    if any(p.venture_room >= 0 for p in game.players):  # 704.5t, 309.6
        acted = dungeons.finished(game) or acted
    return acted


def why_text(why: str, protection_rule: str) -> str:
    """Name the protection rule inside the reason when protection is why (702.16c-d)."""
    return f"{why} ({protection_rule})" if "protection" in why else why


def aura_problem(game: GameState, aura_id: int) -> str | None:
    """704.5m: why an Aura is attached illegally (or to nothing)."""
    aura = game.objects[aura_id]
    if aura.attached_to is None and aura.attached_to_player is None:
        return "it isn't attached to anything"
    if aura.attached_to_player is not None:
        return attach_problem(game, aura_id, None, aura.attached_to_player)
    host = game.objects.get(aura.attached_to)  # type: ignore[arg-type]
    if host is None or (
        host.zone is not Zone.BATTLEFIELD and not _enchants_graveyard(game, aura_id)
    ):
        return "what it enchanted is gone"
    return attach_problem(game, aura_id, host.id, None)


def _enchants_graveyard(game: GameState, aura_id: int) -> bool:
    for kw in characteristics.keyword_abilities(game, aura_id, "enchant"):
        if kw.filter is not None and kw.filter.zone == "graveyard":
            return True
    return False


def equipment_problem(game: GameState, eq_id: int) -> str | None:
    """704.5n: why an Equipment or Fortification is attached illegally."""
    eq = game.objects[eq_id]
    if eq.attached_to_player is not None:
        return "it can't be attached to a player"
    host = game.objects.get(eq.attached_to)  # type: ignore[arg-type]
    if host is None or host.zone is not Zone.BATTLEFIELD:
        return "what it was attached to is gone"
    return attach_problem(game, eq_id, host.id, None)


def attach_problem(
    game: GameState,
    attachment_id: int,
    host_id: int | None,
    host_player: int | None,
    entering: bool = False,
    as_chars: Characteristics | None = None,
) -> str | None:
    """Why ``attachment`` can't be attached to the host: enchant/equip restriction or
    protection (702.5, 702.6, 702.16c-d, 702.16n). ``as_chars``: the characteristics it will
    have as it enters (a spell entering as a copy of an Aura, 303.4f), not its own now."""
    att = game.objects[attachment_id]
    att_chars = as_chars or characteristics.chars(game, attachment_id)
    enchants = [a for a in att_chars.abilities if isinstance(a, ir.Keyword) and a.name == "enchant"]
    if host_player is not None:
        pch = characteristics.player_chars(game, host_player)
        q = protection.protection_from(game, pch.protections, att_chars, att.owner)
        if q is not None and "Aura" in att_chars.subtypes:
            return f"{game.players[host_player].name} has {protection.describe(q)}"
        if not any(kw.enchant_player for kw in enchants):
            return "it can't enchant a player"
        return None
    assert host_id is not None
    host = game.objects[host_id]
    host_chars = characteristics.chars(game, host_id)
    if "Aura" in att_chars.subtypes and att.enchant_override:
        # Animate Dead (613.1f): it enchants only the creature it put onto the battlefield.
        if host_id != att.linked:
            return f"it can enchant only the creature it returned ({host.name} isn't)"
    elif "Aura" in att_chars.subtypes:
        for kw in enchants:
            if kw.enchant_player:
                return "it can only enchant a player"
            if kw.filter is not None:
                flt = kw.filter
                if flt.zone == "graveyard":
                    if host.zone is not Zone.GRAVEYARD:
                        return "it can only enchant a card in a graveyard"
                    continue
                if not matches(game, host_chars, host, flt, att, att_chars.controller):
                    return f"{host.name} isn't what its {_enchant_text(kw, att.name)} allows"
    elif "Equipment" in att_chars.subtypes and "creature" not in host_chars.types:
        return f"{host.name} isn't a creature"
    elif (
        "Equipment" in att_chars.subtypes
        and "creature" in att_chars.types
        and "reconfigure" not in att_chars.keywords  # 702.151b: it stops being a creature
    ):
        return f"{att.name} is a creature: an Equipment that's a creature can't equip (301.5c)"
    if host.zone is not Zone.BATTLEFIELD:
        return None  # protection works only on the battlefield (a card in a graveyard has none)
    if not host_chars.protections:
        return None  # 702.16c-d: no protection to check
    # 702.16n / 702.16p: "this effect doesn't remove" Auras.
    exempt = characteristics.protection_exemptions(game, host_id, attachment_id)
    for q in host_chars.protections:
        if q in exempt:
            continue
        if protection.has_quality(game, att_chars, att.owner, q, host.chosen_color):
            return f"{host.name} has {protection.describe(q)}"
    return None


def _enchant_text(kw: Any, name: str) -> str:
    """An Aura's enchant ability as printed, for a refusal: "Enchant land you control"."""
    from ..cards.render import ability_text

    text = ability_text(kw, name)
    return f'"{text}"' if text is not None else "enchant ability"
