"""s10 h-cant: keyword lines with semicolons (702.1), earthbend (701.66) and the rest of the
"can't" / animation family read in the tenth session: read, written back, carried out."""

from __future__ import annotations

import pytest

from helpers import activations_of, creature
from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import definition_from_record, parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import characteristics, zone_moves
from mtgrules.zones import Zone

FOREST = ir.CardDefinition(
    name="Forest", types=("land",), supertypes=("basic",), subtypes=("Forest",)
)


def _card(name: str) -> ir.CardDefinition:
    return definition_from_record(CardDatabase.bundled().get(name))


# --- 702.1: "Flying; fear" ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["Flying; fear", "Trample; haste; shroud", "Haste; horsemanship"])
def test_semicolon_keyword_line_round_trip(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("creature",))
    names = [a.name for a in abilities]  # type: ignore[union-attr]
    assert names == [w.strip().lower() for w in text.split(";")]  # each its own ability
    assert render_abilities(abilities, "Test Card") == text


def test_comma_keyword_line_still_commas() -> None:
    abilities = parse_oracle("Flying, vigilance", "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == "Flying, vigilance"


def test_semicolon_fear_restricts_blockers() -> None:
    phantasm = _card("Phobian Phantasm")
    kws = {a.name for a in phantasm.abilities if isinstance(a, ir.Keyword)}
    assert {"flying", "fear"} <= kws  # 702.36: fear blocks as fear does


# --- 701.66: earthbend ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("Earthbend 4.", ("sorcery",)),
        ("When this creature enters, earthbend 2.", ("creature",)),
        ("Earthbend 3, then earthbend 3. You gain 3 life.", ("instant",)),
        ("Earthbend X, where X is the number of Forests you control.", ("sorcery",)),
    ],
)
def test_earthbend_round_trip(text: str, types: tuple[str, ...]) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    effects = abilities[0].effects  # type: ignore[union-attr]
    assert isinstance(effects[0], ir.Earthbend)
    assert render_abilities(abilities, "Test Card") == text


def test_earthbend_targets_a_land_you_control() -> None:
    (ability,) = parse_oracle("Earthbend 4.", "Test Card", ("sorcery",))
    (spec,) = ability.targets  # type: ignore[union-attr]
    assert spec.filter.types == frozenset({"land"}) and spec.filter.controller == "you"


def _earthbent_forest() -> tuple[Game, int]:
    """Alice casts Earthbending Lesson on her Forest (the mana in her pool)."""
    g = Game(["Alice", "Bob"])
    forest = g.add_card(0, Zone.BATTLEFIELD, FOREST)
    spell = g.add_card(0, Zone.HAND, _card("Earthbending Lesson"))
    g.start(0, "main1")
    g.players[0].mana_pool.add("{3}{G}")
    g.apply(CastSpell(spell.id, ((Target(object_id=forest.id),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    return g, forest.id


def test_earthbend_animates_and_counters_the_land() -> None:
    g, forest = _earthbent_forest()
    ch = characteristics.chars(g, forest)
    assert {"land", "creature"} <= set(ch.types) and "Forest" in ch.subtypes  # 205.1b
    assert (ch.power, ch.toughness) == (4, 4)  # 0/0 and four +1/+1 counters (701.66a)
    assert "haste" in ch.keywords
    assert any(e.rule == "701.66a" for e in g.log)


def _murder(g: Game, target: int, name: str = "Murder", mana: str = "{1}{B}{B}") -> None:
    """Alice casts Murder (or NAME) on it, then both pass until the stack is empty."""
    murder = g.add_card(0, Zone.HAND, _card(name))
    g.players[0].mana_pool.add(mana)
    g.apply(CastSpell(murder.id, ((Target(object_id=target),),)))
    for _ in range(8):
        if not g.stack:
            break
        g.apply(PassPriority())


def test_earthbent_land_returns_tapped_when_it_dies() -> None:
    g, forest = _earthbent_forest()
    _murder(g, forest)
    back = [o for o in g.battlefield_objects() if o.name == "Forest"]
    assert len(back) == 1 and back[0].id != forest  # 400.7: a new object
    assert back[0].tapped  # 701.66a: "tapped under your control"
    ch = characteristics.chars(g, back[0].id)
    assert "creature" not in ch.types and back[0].controller == 0  # the effect ended (400.7)
    assert not g.delayed_triggers
    # once returned, it is a new object: dying again returns nothing (603.7c)
    _murder(g, back[0].id, "Stone Rain", "{2}{R}")
    assert not [o for o in g.battlefield_objects() if o.name == "Forest"]


def test_earthbent_land_returned_to_hand_is_not_watched_any_more() -> None:
    g, forest = _earthbent_forest()
    zone_moves.move(g, g.objects[forest], Zone.HAND, "bounced", "400.7")
    assert not g.delayed_triggers and not g.pending_triggers  # 603.7c
    assert not g.stack


def test_earthbend_watch_is_not_an_upkeep_trigger() -> None:
    g, _ = _earthbent_forest()
    assert len(g.delayed_triggers) == 1
    from mtgrules.rules import triggers

    triggers._delayed_upkeep(g)  # the next upkeep: nothing triggers (701.66a waits for death)
    assert len(g.delayed_triggers) == 1 and not g.pending_triggers


def test_earthbent_land_returns_when_exiled() -> None:
    g, forest = _earthbent_forest()
    _murder(g, forest, "Swords to Plowshares", "{W}")
    back = [o for o in g.battlefield_objects() if o.name == "Forest"]
    assert len(back) == 1 and back[0].tapped and back[0].controller == 0  # 701.66a
    assert g.players[0].life == 24  # Swords: its controller gained its power (4)


# --- 208.1, 509.1b: "Creatures with power less than this creature's power can't block it." ----


@pytest.mark.parametrize(
    "text",
    [
        "Creatures with power less than this creature's power can't block it.",
        "Creatures with power greater than this creature's power can't block it.",
        "This creature can't be blocked by creatures with greater power.",
    ],
)
def test_power_vs_self_round_trip(text: str) -> None:
    (r,) = parse_oracle(text, "Test Card", ("creature",))
    assert isinstance(r, ir.Restriction) and r.cant == {"be blocked"}
    assert r.blockers is not None and r.blockers.power_vs_self is not None
    assert render_abilities([r], "Test Card") == text


def test_power_vs_self_with_the_cards_name() -> None:
    text = "Creatures with power less than Test Card's power can't block it."
    abilities = parse_oracle(text.replace("Test Card", "~"), "Test Card", ("creature",))
    assert render_abilities(abilities, "Test Card") == text


def _attack_with(name: str, *blockers: tuple[str, int]) -> tuple[Game, int, list[int]]:
    g = Game(["Alice", "Bob"])
    a = g.add_card(0, Zone.BATTLEFIELD, _card(name)).id
    bs = [g.add_card(1, Zone.BATTLEFIELD, creature(n, p, p)).id for n, p in blockers]
    g.start(0, "declare_attackers")
    g.apply(DeclareAttackers(((a, Target(player=1)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    return g, a, bs


def test_smaller_creatures_cant_block_aura_gnarlid() -> None:
    # Aura Gnarlid is 2/2: a 1/1 can't block it, a 2/2 can (power not less than 2)
    g, gnarlid, (small, same) = _attack_with("Aura Gnarlid", ("Small", 1), ("Same", 2))
    with pytest.raises(IllegalActionError, match=r"509\.1b"):
        g.apply(DeclareBlockers(((small, (gnarlid,)),)))
    g.apply(DeclareBlockers(((same, (gnarlid,)),)))
    assert g.combat.blocked_by[gnarlid] == [same]


def test_bigger_creatures_cant_block_silumgar_assassin() -> None:
    # Silumgar Assassin is 2/1: a 3/3 can't block it (power greater than 2), a 2/2 can
    g, assassin, (big, same) = _attack_with("Silumgar Assassin", ("Big", 3), ("Same", 2))
    with pytest.raises(IllegalActionError, match=r"509\.1b"):
        g.apply(DeclareBlockers(((big, (assassin,)),)))
    g.apply(DeclareBlockers(((same, (assassin,)),)))
    assert g.combat.blocked_by[assassin] == [same]


def test_lena_compares_with_her_power_as_she_last_existed() -> None:
    # 608.2h: Lena (3/3) is sacrificed to pay the cost; "Lena's power" is her last known 3
    g = Game(["Alice", "Bob"])
    lena = g.add_card(0, Zone.BATTLEFIELD, _card("Lena, Selfless Champion"))
    small = g.add_card(0, Zone.BATTLEFIELD, creature("Small", 2, 2))
    big = g.add_card(0, Zone.BATTLEFIELD, creature("Big", 3, 3))
    g.start(0, "main1")
    (act,) = activations_of(g, lena.id)
    g.apply(act)
    while g.stack:
        g.apply(PassPriority())
    assert "indestructible" in characteristics.chars(g, small.id).keywords
    assert "indestructible" not in characteristics.chars(g, big.id).keywords


# --- 701.35a: detain ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("Detain target creature an opponent controls.", ("instant",)),
        ("Detain up to two target creatures your opponents control.", ("sorcery",)),
        (
            "When this creature enters, detain target nonland permanent an opponent controls.",
            ("creature",),
        ),
    ],
)
def test_detain_round_trip(text: str, types: tuple[str, ...]) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    assert isinstance(abilities[0].effects[0], ir.Detain)  # type: ignore[union-attr]
    assert render_abilities(abilities, "Test Card") == text


def _pass_to_turn(g: Game, active: int) -> None:
    """Both players pass (and declare nothing) until ``active``'s turn has begun."""
    start = g.turn_number
    for _ in range(200):
        if g.turn_number > start and g.active_player == active and g.pending is not None:
            return
        p = g.pending
        if p is not None and p.kind == "declare_attackers":
            g.apply(DeclareAttackers(()))
        elif p is not None and p.kind == "declare_blockers":
            g.apply(DeclareBlockers(()))
        else:
            g.apply(PassPriority())
    raise AssertionError("the turn didn't come")


def test_detained_creature_cant_attack_block_or_activate_until_your_next_turn() -> None:
    from mtgrules.rules import activation_bans, combat_restrictions

    g = Game(["Alice", "Bob"])
    spell = g.add_card(0, Zone.HAND, _card("Inaction Injunction"))
    knight = g.add_card(1, Zone.BATTLEFIELD, _card("Soltari Lancer")).id
    pinger = g.add_card(1, Zone.BATTLEFIELD, _card("Prodigal Sorcerer")).id
    for p in (0, 1):
        for _ in range(3):
            g.add_card(p, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    g.players[0].mana_pool.add("{1}{U}")
    g.apply(CastSpell(spell.id, ((Target(object_id=pinger),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    ping = g.objects[pinger]
    (ability,) = [a for a in ping.card.abilities if isinstance(a, ir.ActivatedAbility)]
    assert combat_restrictions.restricted(g, pinger, "attack")
    assert combat_restrictions.restricted(g, pinger, "block")
    assert activation_bans.banned(g, ping, ability) is not None  # 602.5
    assert not combat_restrictions.restricted(g, knight, "attack")  # only the target
    _pass_to_turn(g, 1)  # Bob's turn: still detained
    assert combat_restrictions.restricted(g, pinger, "attack")
    _pass_to_turn(g, 0)  # Alice's next turn: the effect has ended (611.2a)
    assert not combat_restrictions.restricted(g, pinger, "attack")
    assert activation_bans.banned(g, g.objects[pinger], ability) is None


# --- 114: emblems ---------------------------------------------------------------------------


def test_emblem_round_trip() -> None:
    text = (
        '[−7]: You get an emblem with "At the beginning of your end step, create three 1/1 '
        'white Cat creature tokens with lifelink."'
    )
    abilities = parse_oracle(text, "Test Walker", ("planeswalker",))
    (e,) = abilities[0].effects  # type: ignore[union-attr]
    assert isinstance(e, ir.GetEmblem) and isinstance(e.abilities[0], ir.TriggeredAbility)
    assert render_abilities(abilities, "Test Walker") == text


def test_emblem_with_a_static_ability_is_refused() -> None:
    from mtgrules.errors import CardTextError

    text = '[−8]: You get an emblem with "Creatures you control get +2/+2 and have flying."'
    with pytest.raises(CardTextError, match="other than a triggered one"):  # 114.4
        parse_oracle(text, "Test Walker", ("planeswalker",))


def test_ajani_emblem_triggers_at_its_owners_end_step_only() -> None:
    from mtgrules.answers import ActivateAbility

    g = Game(["Alice", "Bob"])
    ajani = g.add_card(0, Zone.BATTLEFIELD, _card("Ajani, Adversary of Tyrants"))
    ajani.counters["loyalty"] = 7
    for p in (0, 1):
        for _ in range(4):
            g.add_card(p, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    g.apply(ActivateAbility(ajani.id, 2))  # [−7]
    g.apply(PassPriority())
    g.apply(PassPriority())
    (emblem,) = g.players[0].command
    assert g.objects[emblem].zone is Zone.COMMAND
    again = Game.from_json(g.to_json())  # the emblem is saved with the game
    assert again.fingerprint() == g.fingerprint() == g.clone().fingerprint()
    assert again.players[0].command == (emblem,)
    g.view(1)  # what Bob sees: nothing fails on the command zone
    assert ajani.zone is not Zone.BATTLEFIELD or ajani.counters.get("loyalty") == 0
    cats = lambda: [o for o in g.battlefield_objects() if "Cat" in o.card.subtypes]  # noqa: E731
    assert not cats()
    _pass_to_turn(g, 1)  # Alice's end step has passed: three Cats (603.2, 114.4)
    assert len(cats()) == 3 and all(o.controller == 0 for o in cats())
    _pass_to_turn(g, 0)  # Bob's end step: "your end step" is Alice's only
    assert len(cats()) == 3
    from mtgrules.invariants import violations

    assert not violations(g)  # the emblem is in one zone and isn't a card (400.1, 114.1)


# --- 508.1c: "can't attack you or planeswalkers you control" --------------------------------


def test_vow_round_trip() -> None:
    text = (
        "Enchanted creature gets +2/+2, has flying, and can't attack you or planeswalkers "
        "you control."
    )
    abilities = parse_oracle(text, "Test Vow", ("enchantment",))
    assert len(abilities) == 3
    assert render_abilities(abilities, "Test Vow") == text


def test_vowed_creature_cant_attack_the_vows_controller_or_her_planeswalkers() -> None:
    g = Game(["Alice", "Bob", "Carol"])
    bear = g.add_card(1, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    vow = g.add_card(0, Zone.BATTLEFIELD, _card("Vow of Flight"))
    vow.attached_to = bear.id
    walker = g.add_card(0, Zone.BATTLEFIELD, _card("Ajani, Adversary of Tyrants"))
    walker.counters["loyalty"] = 4
    g.start(1, "declare_attackers")
    assert characteristics.chars(g, bear.id).power == 4  # +2/+2 from the Vow
    with pytest.raises(IllegalActionError, match=r"can't attack Alice.*508\.1c"):
        g.apply(DeclareAttackers(((bear.id, Target(player=0)),)))
    with pytest.raises(IllegalActionError, match=r"508\.1c"):
        g.apply(DeclareAttackers(((bear.id, Target(object_id=walker.id)),)))
    g.apply(DeclareAttackers(((bear.id, Target(player=2)),)))  # Carol isn't protected
    assert g.combat.attackers[bear.id] == Target(player=2)


# --- 702.113: awaken ------------------------------------------------------------------------


def test_awaken_keyword_round_trip() -> None:
    (kw,) = parse_oracle("Awaken 4—{5}{U}", "Test Spell", ("sorcery",))
    assert isinstance(kw, ir.Keyword) and kw.name == "awaken" and kw.amount == 4
    assert render_abilities([kw], "Test Spell") == "Awaken 4—{5}{U}"


def _discovery_game() -> tuple[Game, int, int]:
    g = Game(["Alice", "Bob"])
    spell = g.add_card(0, Zone.HAND, _card("Coastal Discovery"))
    land = g.add_card(0, Zone.BATTLEFIELD, FOREST)
    for _ in range(4):
        g.add_card(0, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    return g, spell.id, land.id


def test_awakened_spell_animates_the_target_land() -> None:
    g, spell, land = _discovery_game()
    g.players[0].mana_pool.add("{5}{U}")
    g.apply(CastSpell(spell, ((Target(object_id=land),),), alt_cost="awaken"))
    g.apply(PassPriority())
    g.apply(PassPriority())
    ch = characteristics.chars(g, land)
    assert len(g.players[0].hand) == 2  # Draw two cards.
    assert (ch.power, ch.toughness) == (4, 4) and {"land", "creature"} <= set(ch.types)
    assert "Elemental" in ch.subtypes and "haste" in ch.keywords  # 702.113a


def test_unawakened_spell_has_no_land_target() -> None:
    g, spell, land = _discovery_game()
    g.players[0].mana_pool.add("{3}{U}")
    with pytest.raises(IllegalActionError):  # 702.113b: no target without the awaken cost
        g.apply(CastSpell(spell, ((Target(object_id=land),),)))
    g.apply(CastSpell(spell, ()))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert len(g.players[0].hand) == 2
    assert "creature" not in characteristics.chars(g, land).types


# --- 601.2: "a spell from your graveyard" ----------------------------------------------------


def test_spell_from_your_graveyard_round_trip() -> None:
    text = "Whenever you cast a spell from your graveyard, draw a card."
    abilities = parse_oracle(text, "Test Card", ("enchantment",))
    trig = abilities[0].trigger  # type: ignore[union-attr]
    assert trig.filter is not None and trig.filter.cast_from == "your graveyard"
    assert render_abilities(abilities, "Test Card") == text


def _flashback_game(*battlefield: str) -> tuple[Game, int]:
    g = Game(["Alice", "Bob"])
    for name in battlefield:
        g.add_card(0, Zone.BATTLEFIELD, _card(name))
    spell = g.add_card(0, Zone.GRAVEYARD, _card("Think Twice")).id
    g.add_card(0, Zone.HAND, _card("Think Twice"))
    for _ in range(6):
        g.add_card(0, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    return g, spell


def test_secrets_of_the_dead_sees_a_flashback_cast_only() -> None:
    g, spell = _flashback_game("Secrets of the Dead")
    (in_hand,) = g.players[0].hand
    g.players[0].mana_pool.add("{1}{U}")
    g.apply(CastSpell(in_hand, ()))  # from the hand: no trigger
    assert not g.pending_triggers and len(g.stack) == 1
    while g.stack:
        g.apply(PassPriority())
    assert len(g.players[0].hand) == 1  # Think Twice drew one
    g.players[0].mana_pool.add("{2}{U}")
    g.apply(CastSpell(spell, (), alt_cost="flashback"))  # 702.34a: from the graveyard
    assert [s.object.name for s in g.stack][-1] != "Think Twice" or g.pending_triggers
    while g.stack:
        g.apply(PassPriority())
    assert len(g.players[0].hand) == 3  # one for Think Twice, one for Secrets of the Dead


def test_lord_of_the_forsakens_mana_pays_only_for_a_spell_from_your_graveyard() -> None:
    from mtgrules.answers import ActivateAbility

    g, spell = _flashback_game("Lord of the Forsaken")
    lord = next(o for o in g.battlefield_objects() if o.name == "Lord of the Forsaken")
    acts = [a for a in lord.card.abilities if isinstance(a, ir.ActivatedAbility)]
    index = next(i for i, a in enumerate(acts) if "Add" in str(a) or a.is_mana_ability)
    (in_hand,) = g.players[0].hand
    g.apply(ActivateAbility(lord.id, index))
    g.apply(ActivateAbility(lord.id, index))
    g.players[0].mana_pool.add("{U}")
    with pytest.raises(IllegalActionError):  # 106.6: not for a spell cast from the hand
        g.apply(CastSpell(in_hand, ()))
    g.apply(CastSpell(spell, (), alt_cost="flashback"))  # {2}{U}: the two {C} and {U}
    assert g.players[0].life == 18 and len(g.stack) == 1


def test_one_shot_cant_attack_you_or_your_planeswalkers_is_refused() -> None:
    # the effect's "you" isn't the creature's controller: not carried out as a one-shot yet
    from mtgrules.rules.support import engine_gaps

    text = "Target creature can't attack you or planeswalkers you control this turn."
    abilities = parse_oracle(text, "Test Spell", ("instant",))
    card = ir.CardDefinition(name="Test Spell", types=("instant",), abilities=abilities)
    assert any("planeswalkers you control" in g for g in engine_gaps(card))
