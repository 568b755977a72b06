"""Role tokens (111.10j-q, 303.7), in the eleventh session's token family (issue 12):
"Create a Wicked Role token attached to target creature you control." A Role is a colorless
Aura Role enchantment token with enchant creature and its own ability (111.10j-q), built
here as the IR the card parser makes of the rules' wording (as rules/predefined_tokens.py
does), entering attached to the creature (303.4i: not created when it can't enchant it).
303.7a / 704.5y: of the Roles one player controls attached to one permanent, all but the
newest are put into their owner's graveyard (``extra_roles``, a state-based action)."""

from __future__ import annotations

from typing import Any

from ..cards import ir
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, effect_context, protection, zone_moves
from .layers import values_of

_WHILE = ir.Duration.WHILE_ATTACHED
_ENCHANT_CREATURE = ir.Keyword("enchant", filter=ir.Filter(types=frozenset({"creature"})))
_PUMP = ir.StaticAbility(ir.ModifyPT(ir.AttachedRef(), 1, 1, duration=_WHILE))


def _has(*granted: Any) -> ir.StaticAbility:
    """ "Enchanted creature has ..." (613.1f)."""
    return ir.StaticAbility(ir.GrantAbilities(ir.AttachedRef(), granted, duration=_WHILE))


#: each Role's abilities after enchant creature (111.10j-q)
ROLES: dict[str, tuple[ir.Ability, ...]] = {
    # 111.10j: "Enchanted creature has base power and toughness 1/1."
    "Cursed": (
        ir.StaticAbility(
            ir.SetCharacteristics(ir.AttachedRef(), power=1, toughness=1, duration=_WHILE, has=True)
        ),
    ),
    # 111.10k: "Enchanted creature gets +1/+1 and has trample."
    "Monster": (_PUMP, _has(ir.Keyword("trample"))),
    # 111.10m: "Enchanted creature gets +1/+1 and has ward {1}."
    "Royal": (_PUMP, _has(ir.Keyword("ward", cost=ir.Cost(mana="{1}")))),
    # 111.10n: "Enchanted creature gets +1/+1 and has 'Whenever this creature attacks,
    # scry 1.'"
    "Sorcerer": (
        _PUMP,
        _has(ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.ATTACKS), (ir.Scry(1),))),
    ),
    # 111.10q: "Enchanted creature gets +1/+1," and "When this token is put into a graveyard
    # from the battlefield, each opponent loses 1 life."
    "Wicked": (
        _PUMP,
        ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD),
            (ir.LoseLife(ir.EachRef(None, "opponent"), 1),),
        ),
    ),
}

_NO_TOKEN = ir.CreateToken(1, 0, 0, frozenset(), (), ())  # create_tokens' spec (unused)


def role_card(role: str) -> ir.CardDefinition:
    """111.10j-q: the Role token's characteristics."""
    return ir.CardDefinition(
        name=role,
        colors=frozenset(),
        types=("enchantment",),
        subtypes=("Aura", "Role"),
        abilities=(_ENCHANT_CREATURE, *ROLES[role]),
        color_indicator=frozenset(),
        is_token=True,
    )


def create_role(ctx: effect_context.EffectContext, e: ir.CreateRole) -> None:
    """111.10j-q: the Role enters attached to each creature ``e.what`` names; 303.4i: to a
    creature that isn't on the battlefield, isn't a creature or has protection from the Role
    (702.16c) none is created."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    made: list[GameObject] = []
    card = role_card(e.role)
    role_chars = values_of(card, ctx.controller)  # what protection looks at (702.16c)
    for host in objs:
        hch = characteristics.chars(g, host.id)
        if (
            host.zone is not Zone.BATTLEFIELD
            or "creature" not in hch.types
            or protection.protection_from(g, hch.protections, role_chars, ctx.controller)
        ):
            g.log_event("effect", f"no {e.role} Role: it can't enchant {host.name}", "303.4i")
            continue

        def attach(tok: GameObject, host: GameObject = host) -> None:
            tok.attached_to = host.id  # it enters attached (303.4i)
            g.log_event("attach", f"{tok.name} enters attached to {host.name}", "303.4i")

        made += zone_moves.create_tokens(
            g, ctx.controller, _NO_TOKEN, ctx.name, 1, copy=card, then=attach
        )
    ctx.created = [t.id for t in made]  # "it" (rules/delayed.py)


def extra_roles(attached: list[tuple[GameObject, int]]) -> list[tuple[int, str, str]]:
    """303.7a, 704.5y: the Roles to put into their owners' graveyards: of those one player
    controls attached to one permanent, all but the one with the newest timestamp.
    ``attached``: the permanents with the subtype Role attached to something, each with its
    controller, in battlefield order (rules/sba.py finds them in its pass)."""
    by_host: dict[tuple[int, int], list[GameObject]] = {}
    for obj, controller in attached:
        assert obj.attached_to is not None
        by_host.setdefault((obj.attached_to, controller), []).append(obj)
    out: list[tuple[int, str, str]] = []
    for roles in by_host.values():
        if len(roles) > 1:
            newest = max(roles, key=lambda o: o.timestamp)
            out += [
                (o.id, f"a newer Role ({newest.name}) is attached to the same permanent", "704.5y")
                for o in roles
                if o is not newest
            ]
    return out
