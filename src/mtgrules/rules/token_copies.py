"""Tokens that are copies, in the eleventh session's token family (issue 12): "Create two
tapped tokens that are copies of target artifact, except it isn't legendary." (707.2, 707.9,
111.1; ir/s11_tok.py).

Each token's copiable values are those of the object copied (707.2; a copy's are what it
copied, 707.3), with the copy effect's exceptions, which become part of the copiable values
(707.9a-b): not legendary (205.4a), a set power and toughness (707.9d: a characteristic-
defining ability that defines them isn't copied), set or added colors and types. The tokens
are created as one event (614.16, ``zone_moves.create_tokens``), tapped (110.5b) or tapped and
attacking (508.4: attacking what their controller chooses, never "declared")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..cards import ir
from ..cards.words import CREATURE_TYPES
from ..decisions import AsEntersEffect
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, copying, effect_context, zone_moves
from .effects_tokens import entering_attacks

#: where an object a token copies may be (707.2): a permanent, a card in a graveyard or in
#: exile (its copiable values are the card's: "a copy of the exiled card"), or a spell ("Whenever
#: an opponent casts a creature spell, create a token that's a copy of it"); a permanent that
#: left the battlefield during this resolution or by the trigger event is found there as
#: the card it became (400.7, effect_context.find)
COPIED_ZONES = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.STACK)
#: where the last known copiable values of an object that has left are taken from (608.2h)
_REMEMBERED_ZONES = (Zone.BATTLEFIELD, Zone.STACK)

#: create_tokens' spec for a copy (its values come from ``copy``)
_NO_TOKEN = ir.CreateToken(1, 0, 0, frozenset(), (), ())


def with_exceptions(values: ir.CardDefinition, e: ir.CreateTokenCopies) -> ir.CardDefinition:
    """707.9a-b: ``values`` (a token copy's, copying.token_copy_values) with the exceptions."""
    changes: dict[str, Any] = {}
    abilities = values.abilities
    if e.nonlegendary:  # 205.4a: "except it isn't legendary"
        changes["supertypes"] = tuple(s for s in values.supertypes if s != "legendary")
    if e.pt is not None:  # 707.9d: the set values, not a copied CDA defining them
        changes["power"], changes["toughness"] = str(e.pt[0]), str(e.pt[1])
        abilities = tuple(
            a
            for a in abilities
            if not (
                isinstance(a, ir.StaticAbility)
                and isinstance(a.effect, ir.CharacteristicDefiningPT)
            )
        )
    if e.colors is not None:  # 707.9b: "it's a 4/4 black Zombie": its colors are black
        changes["colors"] = changes["color_indicator"] = e.colors
    if e.add_colors:  # "in addition to its other colors"
        now = values.color_indicator if values.color_indicator is not None else values.colors
        changes["colors"] = changes["color_indicator"] = now | e.add_colors
    subtypes = values.subtypes
    if e.subtypes is not None:  # 707.9b: the creature types replaced, other subtypes kept
        subtypes = tuple(s for s in subtypes if s not in CREATURE_TYPES) + e.subtypes
    subtypes += tuple(s for s in e.add_subtypes if s not in subtypes)
    if subtypes != values.subtypes:
        changes["subtypes"] = subtypes
    if e.add_types:
        changes["types"] = values.types + tuple(t for t in e.add_types if t not in values.types)
    abilities += e.add_abilities
    if abilities != values.abilities:
        changes["abilities"] = abilities
    return replace(values, **changes) if changes else values


def as_it_enters(
    ctx: effect_context.EffectContext, values: ir.CardDefinition, controller: int
) -> ir.CardDefinition:
    """707.5, 614.1c: a token that's a copy of a permanent with "You may have this creature
    enter as a copy of ..." (Clone, Visage Bandit) has that replacement effect as it enters
    (707.8a's example): its controller chooses, asked before the token is created. The
    values it enters with: the chosen object's (with the copied ability's exceptions,
    707.9), or ``values`` when declined."""
    ability = copying.entering_copy(values)
    if ability is None:
        return values
    ans = ctx.ask(
        AsEntersEffect(
            player=controller,
            prompt=copying.copy_prompt(values.name, ability),
            options=copying.copy_options(ctx.game, ability, controller),
        )
    )
    # logged as the token is made (entered_as): nothing changes before the last question
    chosen = copying.copied_values(ctx.game, values, ("copy", str(ans)), log=False)
    return values if chosen is None else copying.token_copy_values(chosen)


def entered_as(ctx: effect_context.EffectContext, made: list[GameObject], values: Any) -> None:
    """707.5: the log line for tokens that entered as a copy of something else (values other
    than ``values``: compared, not by identity or name; a face-down copy's are nameless)."""
    for tok in made:
        if tok.values is not values and tok.values != values:
            ctx.game.log_event("copy", f"the token enters as a copy of {tok.name}", "707.5")


def create_token_copies(ctx: effect_context.EffectContext, e: ir.CreateTokenCopies) -> None:
    """707.2: for each object ``e.what`` names that is on the battlefield, ``e.count`` tokens
    that are copies of it (its copiable values as they are now, 707.2b), with the exceptions
    (707.9); "it" / "that token" then names all the tokens made (111.1, 608.2c)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    n = effect_context.amount(ctx, e.count)  # 107.3: X worked out now (608.2h)
    made: list[GameObject] = []
    copied: list[tuple[str, ir.CardDefinition]] = [
        (o.name, o.values) for o in objs if o.zone in COPIED_ZONES
    ]
    if not objs and isinstance(e.what, ir.SelfRef | ir.TriggerObjectRef):
        copied = last_known_copied(ctx, e.what)
    for name, original in copied:
        if n <= 0:
            continue
        values = with_exceptions(copying.token_copy_values(original), e)
        # 707.5: each token's own "enter as a copy" choice, all asked before any is made
        each = [as_it_enters(ctx, values, ctx.controller) for _ in range(n)]
        attacks = entering_attacks(ctx, n) if e.attacking else []
        entered: list[int] = []

        def then(
            tok: GameObject, attacks: list[Any] = attacks, entered: list[int] = entered
        ) -> None:
            if attacks and "creature" in characteristics.chars(g, tok.id).types:  # 506.3a
                # 508.4: attacking what its controller chose (never declared as an attacker)
                target = attacks[min(len(entered), len(attacks) - 1)]
                entered.append(tok.id)
                g.combat.attackers[tok.id] = target
                g.dirty_elsewhere()
                g.log_event("attack", f"{tok.name} enters attacking", "508.4")

        g.log_event(
            "copy",
            f"{ctx.name} creates {n} token(s) that are copies of {name}",
            "707.2",
        )
        if all(v is values for v in each):
            made += zone_moves.create_tokens(
                g, ctx.controller, _NO_TOKEN, ctx.name, n, copy=values, tapped=e.tapped, then=then
            )
            continue
        for v in each:  # 707.5: each entered as what its controller chose for it
            one = zone_moves.create_tokens(
                g, ctx.controller, _NO_TOKEN, ctx.name, 1, copy=v, tapped=e.tapped, then=then
            )
            entered_as(ctx, one, values)
            made += one
    ctx.created = [t.id for t in made]  # "it", "that token" (rules/delayed.py)


def last_known_copied(
    ctx: effect_context.EffectContext, ref: ir.SelfRef | ir.TriggerObjectRef | ir.TargetRef
) -> list[tuple[str, ir.CardDefinition]]:
    """608.2h, 113.7a: "create a token that's a copy of this creature / of it" once the object
    has left the battlefield: the copiable values it had as it last existed there (Giant
    Adephage killed with its trigger on the stack), or on the stack as a spell (a creature
    spell countered with the trigger it caused on the stack). A target is copied so only
    where it was still legal as the resolution began (the targets the resolution has,
    608.2b) and this resolution moved it (Sublime Epiphany returning the creature its other
    mode copies); an illegal target isn't copied."""
    out = []
    for oid in effect_context.referenced_ids(ctx, ref):
        lk = ctx.game.last_known.get(oid)
        if lk is not None and lk.values is not None and lk.zone in _REMEMBERED_ZONES:
            out.append((lk.chars.name, lk.values))
    return out


def spell_copied(game: Any, copy: GameObject) -> None:
    """707.10: a player put a copy of a spell onto the stack (it isn't cast): magecraft's
    "Whenever you cast or copy an instant or sorcery spell" (207.2c; ``Trigger.or_event``
    COPY_SPELL) triggers for that player's permanents (603.2)."""
    from .triggers import fire

    fire(game, ir.TriggerEvent.COPY_SPELL, copy, player=copy.controller)
