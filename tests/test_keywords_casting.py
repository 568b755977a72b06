"""Casting keywords (issue 12): split second (702.61), spectacle (702.137), surge (702.117),
blitz (702.152), casualty (702.153), conspire (702.78), replicate (702.56), retrace
(702.81), jump-start (702.133). Each cast variant is listed by legal_actions exactly when
apply() accepts it, and refused with its rule otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import ActivateAbility, CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.rules.support import engine_gaps


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


def _casts(g: Any, card: int) -> list[CastSpell]:
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def _legal_all(g: Any, actions: list[CastSpell]) -> None:
    """Each listed cast is accepted (on a copy of the game)."""
    for a in actions:
        c = g.clone()
        c.apply(a)


@pytest.mark.parametrize(
    "name",
    [
        "Sudden Shock",
        "Krosan Grip",
        "Skewer the Critics",
        "Boulder Salvo",
        "Night Clubber",
        "A Little Chat",
        "Burn Trail",
        "Gigadrowse",
        "Flame Jab",
        "Chemister's Insight",
    ],
)
def test_cards_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def _card(types: tuple[str, ...], *abilities: Any) -> ir.CardDefinition:
    return ir.CardDefinition(name="X", mana_cost="{R}", types=types, abilities=abilities)


def test_gaps_for_what_is_not_carried_out() -> None:
    # 707.10f: a copy of a permanent spell becomes a token: not carried out
    creature = _card(("creature",), ir.Keyword("replicate", cost=ir.Cost(mana="{R}")))
    assert any("replicate on a permanent spell" in g for g in engine_gaps(creature))
    two = _card(("sorcery",), ir.Keyword("conspire"), ir.Keyword("conspire"))
    assert "several instances of conspire, each paid separately" in engine_gaps(two)
    odd = _card(("instant",), ir.Keyword("replicate", cost=ir.Cost(discard=1)))
    assert "replicate with a cost other than mana" in engine_gaps(odd)
    js = _card(("creature",), ir.Keyword("jump-start"))
    assert "jump-start on a card that isn't an instant or sorcery" in engine_gaps(js)
    both = _card(("instant",), ir.Keyword("retrace"), ir.Keyword("flashback", cost=ir.Cost()))
    assert any("retrace beside another keyword" in g for g in engine_gaps(both))
    # a keyword given by an ability isn't read as the card is cast
    granted = _card(
        ("creature",),
        ir.StaticAbility(ir.GrantAbilities(ir.SelfRef(), (ir.Keyword("split second"),))),
    )
    assert "split second given by an ability" in engine_gaps(granted)
    spectacle = _card(("instant",), ir.Keyword("spectacle", cost=ir.Cost(mana="{R}", tap=True)))
    assert "spectacle with a cost other than mana" in engine_gaps(spectacle)


def test_split_second_leaves_only_mana_abilities_and_passing() -> None:
    """702.61a-b: with Sudden Shock on the stack, Bob's legal actions are passing and his
    mana ability; his instant and Prodigal Sorcerer's ability are refused."""
    g = _game(
        {
            "players": [
                {"name": "Alice", "hand": ["Sudden Shock"], "battlefield": ["Mountain"] * 2},
                {
                    "name": "Bob",
                    "hand": ["Giant Growth"],
                    "battlefield": ["Llanowar Elves", "Prodigal Sorcerer", "Forest"],
                },
            ]
        }
    )
    alice, bob = 0, 1
    g.apply(CastSpell(_id(g, "Sudden Shock"), ((_target_player(bob),),)))
    g.apply(PassPriority())
    assert g.pending.player == bob
    acts = g.legal_actions()
    assert not any(isinstance(a, CastSpell) for a in acts)
    kinds = {(type(a).__name__, getattr(a, "source", None)) for a in acts}
    assert ("ActivateAbility", _id(g, "Prodigal Sorcerer")) not in kinds
    assert ("ActivateAbility", _id(g, "Llanowar Elves")) in kinds
    assert ("ActivateAbility", _id(g, "Forest")) in kinds
    sorcerer = _id(g, "Prodigal Sorcerer")
    with pytest.raises(IllegalActionError, match=r"split second .*\(702.61a\)"):
        g.apply(ActivateAbility(sorcerer, 0, ((_target_player(alice),),)))
    growth = _id(g, "Giant Growth")
    elves = _id(g, "Llanowar Elves")
    with pytest.raises(IllegalActionError, match=r"split second.*\(702.61a\)"):
        g.apply(CastSpell(growth, ((_target_obj(elves),),)))
    # once it has resolved, Giant Growth is castable again
    g.apply(PassPriority())
    assert not g.stack
    assert g.pending.player == alice
    g.apply(PassPriority())
    assert any(isinstance(a, CastSpell) and a.card == growth for a in g.legal_actions())


def _target_player(i: int) -> Any:
    from mtgrules.objects import Target

    return Target(player=i)


def _target_obj(i: int) -> Any:
    from mtgrules.objects import Target

    return Target(object_id=i)


def test_spectacle_listed_only_after_an_opponent_lost_life() -> None:
    """702.137a: the spectacle variant is listed exactly when an opponent lost life this
    turn; life the caster lost doesn't count."""
    players = [
        {"name": "Alice", "hand": ["Skewer the Critics"], "battlefield": ["Mountain"]},
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    skewer = _id(g, "Skewer the Critics")
    assert _casts(g, skewer) == []  # {2}{R} can't be paid; spectacle not available
    g.players[0].life_lost_this_turn = 3  # Alice's own loss doesn't count
    assert _casts(g, skewer) == []
    with pytest.raises(IllegalActionError, match=r"no opponent lost life this turn \(702.137a\)"):
        g.apply(CastSpell(skewer, ((_target_player(1),),), alt_cost="spectacle"))
    g.players[1].life_lost_this_turn = 1
    casts = _casts(g, skewer)
    assert casts and {c.alt_cost for c in casts} == {"spectacle"}
    _legal_all(g, casts)


def test_life_lost_and_spells_cast_this_turn_are_counted_and_reset() -> None:
    g = _game(
        {
            "players": [
                {"name": "Alice", "hand": ["Shock"], "battlefield": ["Mountain"]},
                {"name": "Bob"},
            ]
        }
    )
    g.apply(CastSpell(_id(g, "Shock"), ((_target_player(1),),)))
    assert g.players[0].spells_cast_this_turn == 1
    assert g.players[1].spells_cast_this_turn == 0
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.players[1].life_lost_this_turn == 2
    from mtgrules.rules.turn import begin_turn

    begin_turn(g, 1)
    assert g.players[1].life_lost_this_turn == 0
    assert g.players[0].spells_cast_this_turn == 0


def test_surge_needs_another_spell_of_the_caster() -> None:
    """702.117a: listed after the caster cast another spell this turn, not an opponent."""
    players = [
        {"name": "Alice", "hand": ["Boulder Salvo"], "battlefield": ["Mountain"] * 2},
        {"name": "Bob", "battlefield": ["Hill Giant"]},
    ]
    g = _game({"players": players})
    salvo = _id(g, "Boulder Salvo")
    assert _casts(g, salvo) == []
    g.players[1].spells_cast_this_turn = 2
    assert _casts(g, salvo) == []
    g.players[0].spells_cast_this_turn = 1
    casts = _casts(g, salvo)
    assert casts and {c.alt_cost for c in casts} == {"surge"}
    _legal_all(g, casts)


def test_blitz_only_from_hand_and_the_permanent_is_sacrificed() -> None:
    players = [
        {"name": "Alice", "hand": ["Night Clubber"], "battlefield": ["Swamp"] * 3},
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    clubber = _id(g, "Night Clubber")
    casts = _casts(g, clubber)
    assert sorted(str(c.alt_cost) for c in casts) == ["None", "blitz"]  # 702.152a: 118.9
    _legal_all(g, casts)
    g.apply(next(c for c in casts if c.alt_cost == "blitz"))
    g.apply(PassPriority())
    g.apply(PassPriority())
    new = g.objects[_id(g, "Night Clubber")]
    assert new.alt_keyword == "blitz"
    assert any(t[1].ability.effects[0].action == "sacrifice" for t in g.delayed_triggers)
    with pytest.raises(IllegalActionError, match=r"can.t be cast from a graveyard \(601.3\)"):
        from mtgrules.rules import zone_moves
        from mtgrules.zones import Zone

        zone_moves.move(g, new, Zone.GRAVEYARD, "test", "701.21a")
        gy = _id(g, "Night Clubber")
        g.apply(CastSpell(gy, alt_cost="blitz"))


def test_casualty_variants_listed_and_copy_made() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["A Little Chat"],
            "library": ["Island"] * 4,
            "battlefield": ["Island", "Island", "Grizzly Bears", "Ornithopter"],
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    chat = _id(g, "A Little Chat")
    casts = _casts(g, chat)
    # 702.153a: paying nothing, or sacrificing the Bears (power 2); not the 0-power Ornithopter
    assert sorted(c.sacrifice for c in casts) == [(), (_id(g, "Grizzly Bears"),)]
    _legal_all(g, casts)
    g.apply(next(c for c in casts if c.sacrifice))
    assert len(g.stack) == 2  # the spell and its casualty trigger
    assert any(e.rule == "702.153a" for e in g.log)


def test_conspire_pairs_share_a_color_and_tapped_creatures_cant_pay_mana() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Burn Trail"],
            "battlefield": ["Mountain"] * 4 + ["Goblin Piker", "Raging Goblin", "Llanowar Elves"],
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    trail = _id(g, "Burn Trail")
    casts = _casts(g, trail)
    pairs = {c.conspire for c in casts}
    piker, raging = _id(g, "Goblin Piker"), _id(g, "Raging Goblin")
    assert pairs == {(), (piker, raging)} or pairs == {(), (raging, piker)}
    _legal_all(g, casts)
    with pytest.raises(IllegalActionError, match=r"\(702.78a\)"):
        g.apply(CastSpell(trail, ((_target_player(1),),), conspire=(piker,)))


def test_replicate_listed_up_to_what_can_be_paid() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Pyromatics", "Shock"],
            "battlefield": ["Mountain"] * 6,
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    pyro = _id(g, "Pyromatics")
    casts = _casts(g, pyro)
    assert {c.replicate for c in casts} == {0, 1, 2}  # {1}{R} + n x {1}{R} <= 6 mana
    _legal_all(g, casts)
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.apply(CastSpell(pyro, ((_target_player(1),),), replicate=3))
    with pytest.raises(IllegalActionError, match=r"no replicate cost \(702.56a\)"):
        g.apply(CastSpell(_id(g, "Shock"), ((_target_player(1),),), replicate=1))


def test_retrace_listed_from_graveyard_with_each_land_to_discard() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Forest", "Grizzly Bears"],
            "graveyard": ["Flame Jab"],
            "battlefield": ["Mountain"],
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    jab = _id(g, "Flame Jab")
    casts = _casts(g, jab)
    assert casts and {(c.alt_cost, c.discard) for c in casts} == {("retrace", (_id(g, "Forest"),))}
    _legal_all(g, casts)


def test_jump_start_exiles_and_not_listed_without_a_card_in_hand() -> None:
    players = [
        {
            "name": "Alice",
            "graveyard": ["Chemister's Insight"],
            "library": ["Island"] * 3,
            "battlefield": ["Island"] * 4,
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    ci = _id(g, "Chemister's Insight")
    assert _casts(g, ci) == []  # 702.133a: nothing to discard
    with pytest.raises(IllegalActionError, match=r"choose a card in your hand to discard"):
        g.apply(CastSpell(ci, alt_cost="jump-start"))
    with pytest.raises(IllegalActionError, match=r"only with jump-start \(702.133a\)"):
        g.apply(CastSpell(ci))


def test_entwine_listed_with_every_mode_when_its_cost_can_be_paid() -> None:
    """702.42a: the all-modes cast is listed exactly when the entwine cost can be paid too."""
    players = [
        {"name": "Alice", "hand": ["Goblin War Party"], "battlefield": ["Mountain"] * 7},
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    party = _id(g, "Goblin War Party")
    casts = _casts(g, party)
    assert sorted(c.modes for c in casts) == [(1,), (1, 2), (2,)]
    _legal_all(g, casts)
    players[0]["battlefield"] = ["Mountain"] * 6  # {3}{R} + entwine {2}{R}: 7 mana
    g = _game({"players": players})
    party = _id(g, "Goblin War Party")
    assert sorted(c.modes for c in _casts(g, party)) == [(1,), (2,)]
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.apply(CastSpell(party, modes=(1, 2)))
    solar = _card(
        ("sorcery",),
        ir.SpellAbility(
            (ir.Modal(1, (ir.SpellAbility(()), ir.SpellAbility(()))),),
        ),
        # "Entwine—Sacrifice a land." is paid (rules/keyword_action_costs.py); tapping
        # creatures isn't
        ir.Keyword(
            "entwine",
            cost=ir.Cost(tap_untapped=ir.Filter(types=frozenset({"creature"})), tap_count=2),
        ),
    )
    assert "entwine with a cost other than mana" in engine_gaps(solar)


def test_mayhem_listed_only_for_a_card_discarded_this_turn() -> None:
    """702.187b: listed from the graveyard for its mayhem cost once discarded this turn; the
    mark ends with the turn."""
    players = [
        {
            "name": "Alice",
            "hand": ["Raging Goblinoids"],
            "graveyard": ["Electro's Bolt"],
            "battlefield": ["Mountain", "Mountain", "Mountain", "Putrid Imp"],
        },
        {"name": "Bob", "battlefield": ["Hill Giant"]},
    ]
    g = _game({"players": players})
    bolt = _id(g, "Electro's Bolt")
    assert _casts(g, bolt) == []
    goblinoids = _id(g, "Raging Goblinoids")
    imp = _id(g, "Putrid Imp")
    g.apply(ActivateAbility(imp, 0, discard=(goblinoids,)))
    g.apply(PassPriority())
    g.apply(PassPriority())  # the ability resolves: a creature is cast at sorcery timing
    new = _id(g, "Raging Goblinoids")
    assert g.objects[new].zone.value == "graveyard"
    assert g.players[0].discarded_this_turn == (new,)
    casts = _casts(g, new)
    assert casts and {c.alt_cost for c in casts} == {"mayhem"}
    _legal_all(g, casts)
    g.apply(casts[0])
    assert g.stack[-1].object.name == "Raging Goblinoids"
    assert any(e.rule == "702.187b" for e in g.log)


def test_gravestorm_counts_permanents_put_into_graveyards_this_turn() -> None:
    from mtgrules.rules.keywords_copy_costs import NONE, cast_triggers

    players = [
        {"name": "Alice", "hand": ["Follow the Bodies"], "battlefield": ["Island"] * 3},
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    g.players[1].died_this_turn = 2
    g.players[0].died_this_turn = 1
    g.apply(CastSpell(_id(g, "Follow the Bodies")))
    assert len(g.stack) == 2  # the spell and its gravestorm trigger
    trig = g.stack[-1].object
    assert trig.ability.effects[0].count == 3
    assert trig.ability.effects[0].keyword == "gravestorm"
    # no trigger without a keyword or a paid cost
    spell = g.stack[0].object
    before = len(g.pending_triggers)
    cast_triggers(g, g.objects[_id(g, "Island")], NONE)
    assert len(g.pending_triggers) == before and spell.name == "Follow the Bodies"


def test_overload_has_no_targets_and_affects_each() -> None:
    """702.96a-b: the overload variant is listed without targets; the spell's ability reads
    "each" where it read "target"."""
    from mtgrules.rules import abilities, keywords_overload

    players = [
        {"name": "Alice", "hand": ["Electrickery"], "battlefield": ["Mountain", "Mountain"]},
        {"name": "Bob", "battlefield": ["Llanowar Elves"]},
    ]
    g = _game({"players": players})
    e = _id(g, "Electrickery")
    casts = _casts(g, e)
    elves = _id(g, "Llanowar Elves")
    assert sorted(
        (str(c.alt_cost), [t.object_id for ts in c.targets for t in ts]) for c in casts
    ) == [("None", [elves]), ("overload", [])]
    _legal_all(g, casts)
    g.apply(CastSpell(e, alt_cost="overload"))
    spell = g.stack[-1].object
    ab = abilities.spell_ability(g, spell)
    assert ab is not None and ab.targets == ()
    assert isinstance(ab.effects[0].to, ir.EachRef)
    assert ab.effects[0].to.filter.controller == "not_you"
    from mtgrules.cards.database import CardDatabase
    from mtgrules.cards.parser import definition_from_record

    mind_rake = definition_from_record(CardDatabase.bundled().get("Mind Rake"))
    assert keywords_overload.overloaded(mind_rake) is None  # a target player: refused
    assert any("overload of a target other than" in x for x in card_gaps(mind_rake))


def test_warp_permission_starts_after_the_turn() -> None:
    """702.185a: the exiled card may be cast only after the current turn has ended."""
    from mtgrules.rules import play_permissions
    from mtgrules.rules.keywords_warp import AFTER_THIS_TURN

    players = [
        {"name": "Alice", "hand": ["Nova Hellkite"], "battlefield": ["Mountain"] * 3},
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    hk = _id(g, "Nova Hellkite")
    assert [c.alt_cost for c in _casts(g, hk)] == ["warp"]  # {2}{R}: the mana cost can't be
    from mtgrules.rules import zone_moves
    from mtgrules.zones import Zone

    new = zone_moves.move(g, g.objects[hk], Zone.EXILE, "test", "406.2")
    play_permissions.grant(g, new.id, 0, AFTER_THIS_TURN, True)
    assert not play_permissions.allows(g, new.id, 0, land=False)
    assert play_permissions.playable_from_exile(g, 0) == []
    g.turn_number += 1
    assert play_permissions.allows(g, new.id, 0, land=False)
    assert play_permissions.playable_from_exile(g, 0) == [new.id]
    with pytest.raises(IllegalActionError, match=r"only from a hand \(702.185a\)"):
        g.apply(CastSpell(new.id, alt_cost="warp"))


def test_squad_listed_for_each_payable_count_and_remembered() -> None:
    players = [
        {"name": "Alice", "hand": ["Powder Ganger"], "battlefield": ["Mountain"] * 7},
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    pg = _id(g, "Powder Ganger")
    casts = _casts(g, pg)
    assert sorted(c.squad for c in casts) == [0, 1, 2]  # {2}{R} + n x {2} <= 7 mana
    _legal_all(g, casts)
    g.apply(next(c for c in casts if c.squad == 2))
    assert g.stack[-1].object.squad_paid == 2
    with pytest.raises(IllegalActionError, match=r"no squad cost \(702.157a\)"):
        from mtgrules.rules.keywords_copy_costs import check

        check(g, g.objects[_id(g, "Mountain")], CastSpell(0, squad=1), 0)


def test_combat_damage_types_recorded_for_prowl_and_freerunning() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Merciless Harlequin"],
            "battlefield": ["Swamp", "Swamp", "Grizzly Bears"],
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    mh = _id(g, "Merciless Harlequin")
    assert [c.alt_cost for c in _casts(g, mh)] == []  # {2}{B} unpayable, no freerunning
    g.players[0].combat_damage_types = ("Bear",)
    assert [c.alt_cost for c in _casts(g, mh)] == []
    g.players[1].combat_damage_types = ("Assassin",)  # Bob's Assassin doesn't count
    assert [c.alt_cost for c in _casts(g, mh)] == []
    g.players[0].combat_damage_types = ("Assassin", "Bear")
    casts = _casts(g, mh)
    assert [c.alt_cost for c in casts] == ["freerunning"]
    _legal_all(g, casts)


def test_ripple_triggers_per_instance_and_not_revealing_moves_nothing() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Surging Flame"],
            "library": ["Surging Flame", "Mountain"],
            "battlefield": ["Mountain", "Mountain"],
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players})
    flame = next(
        o.id for o in g.objects.values() if o.name == "Surging Flame" and o.zone.value == "hand"
    )
    lib_before = list(g.players[0].library)
    g.apply(CastSpell(flame, ((_target_player(1),),)))
    assert len(g.stack) == 2  # the spell and its ripple trigger (702.60a)
    g.apply(PassPriority())
    g.apply(PassPriority())
    from mtgrules.decisions import Choose

    g.apply(Choose("don't reveal"))
    assert g.players[0].library == lib_before
    assert any(e.rule == "702.60a" and "doesn't reveal" in str(e) for e in g.log)
