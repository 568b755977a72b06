"""h-act (issue 12, ninth session): activation costs beyond mana and {T} (602.2b, 118.3):
"Discard a card at random" and "Discard a creature card" (701.9b), "Return a land you control
to its owner's hand", "Remove a +1/+1 counter from a creature you control", "Mill a card"
(701.17b), "Exile the top card of your library", and "Activate no more than twice each turn"
(602.5b): read, written back, listed only when payable, paid, and refused otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ActivateAbility
from mtgrules.errors import IllegalActionError


def _one(text: str) -> ir.ActivatedAbility:
    (a,) = parse_oracle(text, "Testcard", ())
    assert isinstance(a, ir.ActivatedAbility)
    return a


def test_parse_costs() -> None:
    a = _one("{1}, Discard a card at random: Draw a card.")
    assert a.cost.discard == 1 and a.cost.discard_random and a.cost.discard_filter is None
    b = _one("Discard two cards at random: Draw a card.")
    assert b.cost.discard == 2 and b.cost.discard_random
    c = _one("{G}, Discard a creature card: Draw a card.")
    assert c.cost.discard == 1 and not c.cost.discard_random
    assert c.cost.discard_filter is not None and c.cost.discard_filter.types == {"creature"}
    d = _one("{2}, Return a land you control to its owner's hand: Draw a card.")
    assert d.cost.return_to_hand is not None and d.cost.return_to_hand.types == {"land"}
    assert d.cost.return_to_hand.controller == "you"
    e = _one("{2}, Remove a +1/+1 counter from a creature you control: Draw a card.")
    assert e.cost.remove_counter_from is not None
    kind, n, f = e.cost.remove_counter_from
    assert (kind, n, set(f.types), f.controller) == ("+1/+1", 1, {"creature"}, "you")
    assert _one("{T}, Mill a card: Add {C}.").cost.mill == 1
    assert _one("{2}, Exile the top card of your library: You gain 1 life.").cost.exile_top == 1
    assert _one("{B}: Draw a card. Activate no more than twice each turn.").max_per_turn == 2
    both = _one("Discard a card: Draw a card. Activate only as a sorcery and only once each turn.")
    assert both.sorcery_speed and both.once_each_turn
    three = _one("{B}: Draw a card. Activate no more than three times each turn.")
    assert three.max_per_turn == 3


CARDS = [
    "Amok",
    "Meteor Storm",
    "Pardic Swordsmith",
    "Skyshroud Vampire",
    "Survival of the Fittest",
    "Seismic Assault",
    "Oboro Breezecaller",
    "Soratami Cloudskater",
    "Sage of Fables",
    "Spike Rogue",
    "Millikin",
    "Royal Herbalist",
    "Pit Imp",
    "Sewer Rats",
    "Manaforge Cinder",
    "Mystic Gate",
    "Cascade Bluffs",
    "Fountain of Cho",
    "Calciform Pools",
    "Black Mana Battery",
    "Petalmane Baku",
    "Cruel Sadist",
    "Arcbound Javelineer",
    "Arid Mesa",
    "Flood Plain",
    "Bant Panorama",
    "Foreboding Landscape",
    "Rathi Assassin",
    "Ramosian Lieutenant",
    "Moggcatcher",
    "Knight of the Reliquary",
    "Tidal Warrior",
    "Dream Thrush",
    "Moonbow Illusionist",
    "Fire Whip",
    "Zombie Master",
    "Ancient Kavu",
    "Aurora Griffin",
    "Aeromoeba",
    "Crag Puca",
    "Thunderhead Gunner",
    "Gaea's Touch",
    "Circle of Protection: Red",
    "Circle of Protection: Artifacts",
    "Burrenton Forge-Tender",
    "Seasoned Tactician",
    "Maze of Ith",
    "Deftblade Elite",
    "Elvish Scout",
    "Exotic Orchard",
    "Reflecting Pool",
    "Fellwar Stone",
    "Candelabra of Tawnos",
    "Waxmane Baku",
    "Goblin Clearcutter",
    "Relic of Sauron",
    "Scandalmonger",
    "Warmonger Hellkite",
    "Goblin Soothsayer",
    "Dwarven Thaumaturgist",
    "Hunter of Eyeblights",
    "Razorfin Abolisher",
    "Hardened Tactician",
    "Fountainport",
]


@pytest.mark.parametrize("name", CARDS)
def test_cards_supported(name: str) -> None:
    """Supported means parsed, rendered back exactly (the gate's round trip) and carried
    out: no gaps."""
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_discard_at_random_as_an_additional_cost_is_paid() -> None:
    """s10 engine: "discard a card at random" as a spell's additional cost is paid by
    rules/stack.cast (701.9b, 601.2h; tests/test_s10_engine.py), no longer a gap."""
    card = ir.CardDefinition(
        name="T",
        types=("sorcery",),
        abilities=(ir.AdditionalCost(ir.Cost(discard=1, discard_random=True)),),
    )
    from mtgrules.rules.support import engine_gaps

    assert engine_gaps(card) == []


def _game(battlefield: list[Any], hand: list[Any], **alice: Any) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": battlefield, "hand": hand, **alice},
                {"name": "Bob", "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def _listed(g: Any, name: str) -> list[ActivateAbility]:
    src = next(o.id for o in g.battlefield_objects() if o.name == name)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == src]


def _id(g: Any, name: str) -> int:
    return int(next(o.id for o in g.battlefield_objects() if o.name == name))


def test_discard_at_random_is_chosen_by_the_game() -> None:
    """701.9b: the answer names no card; the game's seeded generator picks; with too few
    cards in hand the ability isn't listed and is refused (118.3)."""
    g = _game(["Dwarven Strike Force"], ["Forest", "Island", "Swamp"])
    (act,) = _listed(g, "Dwarven Strike Force")
    assert act.discard == ()
    h = g.clone()
    h.apply(act)
    assert len(h.players[0].hand) == 2 and len(h.players[0].graveyard) == 1
    assert any("701.9b" in str(e) for e in h.log[-10:])
    # the same seed picks the same card (determinism)
    k = g.clone()
    k.apply(act)
    assert k.players[0].graveyard[0] == h.players[0].graveyard[0]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"701\.9b"):
        g.apply(ActivateAbility(act.source, act.index, discard=(g.players[0].hand[0],)))
    assert g.fingerprint() == before
    empty = _game(["Dwarven Strike Force"], [])
    assert _listed(empty, "Dwarven Strike Force") == []
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        empty.apply(ActivateAbility(_id(empty, "Dwarven Strike Force"), 0))


def test_discard_a_creature_card_only_creatures() -> None:
    g = _game(["Skyshroud Vampire"], ["Grizzly Bears", "Forest"])
    acts = _listed(g, "Skyshroud Vampire")
    bears = next(c for c in g.players[0].hand if g.objects[c].name == "Grizzly Bears")
    forest = next(c for c in g.players[0].hand if g.objects[c].name == "Forest")
    assert [a.discard for a in acts] == [(bears,)]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(acts[0].source, acts[0].index, discard=(forest,)))
    assert g.fingerprint() == before
    g.apply(acts[0])
    assert g.players[0].hand == [forest] and len(g.players[0].graveyard) == 1
    assert _listed(g, "Skyshroud Vampire") == []  # no creature card left in hand


def test_return_a_land_cost() -> None:
    g = _game(["Oboro Breezecaller", "Island", "Island"], [], mana_pool="{2}")
    acts = _listed(g, "Oboro Breezecaller")
    islands = {o.id for o in g.battlefield_objects() if o.name == "Island"}
    assert acts and {a.returned for a in acts} == {(i,) for i in islands}
    a = acts[0]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):  # not a land
        g.apply(ActivateAbility(a.source, a.index, a.targets, returned=(a.source,)))
    with pytest.raises(IllegalActionError, match=r"602\.2b"):  # none chosen
        g.apply(ActivateAbility(a.source, a.index, a.targets))
    assert g.fingerprint() == before
    g.apply(a)
    assert len(g.players[0].hand) == 1 and g.objects[g.players[0].hand[0]].name == "Island"
    no_land = _game(["Oboro Breezecaller"], [], mana_pool="{2}")
    assert _listed(no_land, "Oboro Breezecaller") == []


def test_remove_a_counter_from_a_creature_you_control() -> None:
    g = _game(
        [
            {"card": "Sage of Fables", "id": "sage"},
            {"card": "Grizzly Bears", "id": "b1", "counters": {"+1/+1": 1}},
            {"card": "Hill Giant", "id": "g1"},
        ],
        [],
        mana_pool="{2}",
        library=["Forest", "Island"],
    )
    acts = _listed(g, "Sage of Fables")
    bears = next(o.id for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    giant = next(o.id for o in g.battlefield_objects() if o.name == "Hill Giant")
    assert [a.counters_from for a in acts] == [(bears,)]  # the only one with a counter
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(acts[0].source, acts[0].index, counters_from=(giant,)))
    assert g.fingerprint() == before
    g.apply(acts[0])
    assert g.objects[bears].counters.get("+1/+1", 0) == 0
    assert _listed(g, "Sage of Fables") == []


def test_mill_and_exile_top_need_the_cards() -> None:
    """701.17b: a cost that mills more cards than the library has can't be paid."""
    g = _game(["Royal Herbalist"], [], mana_pool="{2}", library=["Forest"])
    (act,) = _listed(g, "Royal Herbalist")
    g.apply(act)
    assert g.players[0].library == [] and g.players[0].life == 20  # on the stack
    empty = _game(["Royal Herbalist"], [], mana_pool="{2}", library=[])
    assert _listed(empty, "Royal Herbalist") == []
    before = empty.fingerprint()
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        empty.apply(ActivateAbility(_id(empty, "Royal Herbalist"), 0))
    assert empty.fingerprint() == before
    mill = _game(["Millikin"], [], library=[])
    with pytest.raises(IllegalActionError, match=r"701\.17b"):
        mill.apply(ActivateAbility(_id(mill, "Millikin"), 0))
    ok = _game(["Millikin"], [], library=["Forest"])
    ok.apply(ActivateAbility(_id(ok, "Millikin"), 0))  # 605.3a: a mana ability, no stack
    assert ok.players[0].mana_pool.mana["C"] == 1 and len(ok.players[0].graveyard) == 1


def test_activate_no_more_than_twice_each_turn() -> None:
    g = _game(["Pit Imp"], [], mana_pool="{B}{B}{B}")
    imp = _id(g, "Pit Imp")
    for _ in range(2):
        (act,) = _listed(g, "Pit Imp")
        g.apply(act)
    assert _listed(g, "Pit Imp") == []
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.5b"):
        g.apply(ActivateAbility(imp, 0))
    assert g.fingerprint() == before


def test_filter_land_adds_one_of_three_pairs() -> None:
    """106.1, 605.3b: "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.": a mana ability; the pair
    is chosen as it resolves, right away."""
    from mtgrules.answers import Choose
    from mtgrules.decisions import ChooseMana

    (a,) = [
        x
        for x in parse_oracle("{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", "Testcard", ())
        if isinstance(x, ir.ActivatedAbility)
    ]
    assert a.is_mana_ability and a.effects[0] == ir.AddMana(
        "{W}{W}", alternatives=("{W}{U}", "{U}{U}")
    )
    g = _game(["Mystic Gate", "Plains"], [])
    gate = _id(g, "Mystic Gate")
    g.apply(ActivateAbility(gate, 1))
    assert isinstance(g.pending, ChooseMana)
    assert g.pending.options == ("{W}{W}", "{W}{U}", "{U}{U}")
    g.apply(Choose("{W}{U}"))
    assert dict(g.players[0].mana_pool.mana) == {"W": 1, "U": 1}
    assert g.objects[gate].tapped and not g.stack  # 605.3a: no stack


def _counters_game(card: str, kind: str, n: int, **alice: Any) -> Any:
    return _game([{"card": card, "counters": {kind: n}}, "Wastes"], [], **alice)


def test_remove_x_counters_x_is_at_most_the_counters() -> None:
    """107.3, 118.3: X is chosen as it's activated, up to the counters there; "any number of"
    the same; the mana is X (or one more for the batteries)."""
    cost = "{1}, Remove X storage counters from this land: "
    a = _one(cost + "Add X mana in any combination of {W} and/or {U}.")
    assert a.cost.remove_counters_x == "storage" and not a.cost.remove_any_number
    assert a.effects[0] == ir.AddMana(
        "", combination=True, count=ir.XAmount(), alternatives=("{W}", "{U}")
    )
    cost = "{T}, Remove any number of storage counters from this land: "
    b = _one(cost + "Add {W} for each storage counter removed this way.")
    assert b.cost.remove_any_number and b.effects[0] == ir.AddMana("{W}", count=ir.XAmount())
    g = _counters_game("Fountain of Cho", "storage", 3)
    src = _id(g, "Fountain of Cho")
    assert sorted(x.x for x in _listed(g, "Fountain of Cho") if x.index == 1) == [0, 1, 2, 3]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        g.apply(ActivateAbility(src, 1, x=4))
    assert g.fingerprint() == before
    g.apply(ActivateAbility(src, 1, x=2))
    assert dict(g.players[0].mana_pool.mana) == {"W": 2}
    assert g.objects[src].counters["storage"] == 1


def test_battery_adds_one_more_than_removed() -> None:
    g = _counters_game("Black Mana Battery", "charge", 3)
    src = _id(g, "Black Mana Battery")
    g.apply(ActivateAbility(src, 1, x=2))
    assert dict(g.players[0].mana_pool.mana) == {"B": 3}
    assert g.objects[src].counters["charge"] == 1


def test_x_mana_in_a_combination_of_two_colors() -> None:
    from mtgrules.answers import Choose

    g = _counters_game("Calciform Pools", "storage", 2)
    src = _id(g, "Calciform Pools")
    g.apply(ActivateAbility(src, 2, x=2))  # {1} from Wastes
    for color in ("W", "U"):
        assert g.pending.options == ("W", "U")
        g.apply(Choose(color))
    assert dict(g.players[0].mana_pool.mana) == {"W": 1, "U": 1}


def test_remove_x_counters_x_in_the_effect() -> None:
    g = _game(
        [{"card": "Cruel Sadist", "counters": {"+1/+1": 2}}],
        [],
        mana_pool="{2}{B}",
    )
    acts = [a for a in _listed(g, "Cruel Sadist") if a.index == 1]
    assert sorted({a.x for a in acts}) == [0, 1, 2]
    bears = next(o.id for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    (a,) = [a for a in acts if a.x == 2 and a.targets[0][0].object_id == bears]
    g.apply(a)
    from mtgrules.answers import PassPriority

    g.apply(PassPriority())
    g.apply(PassPriority())
    assert bears not in [o.id for o in g.battlefield_objects()]  # 2 damage to a 2/2


def test_subtype_disjunction_and_subtype_permanent_card() -> None:
    """205.3, 110.4a: "a Mountain or Plains card" (any of the subtypes), "a basic Forest,
    Plains, or Island card", "a Rebel permanent card with mana value 3 or less"."""
    a = _one(
        "{T}, Pay 1 life, Sacrifice this land: Search your library for a Plains or Island "
        "card, put it onto the battlefield, then shuffle."
    )
    (search,) = a.effects
    assert isinstance(search, ir.SearchLibrary)
    assert search.filter.subtypes == {"Plains", "Island"} and search.filter.zone == "library"
    b = _one(
        "{4}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, "
        "put it onto the battlefield, then shuffle."
    )
    (s2,) = b.effects
    assert isinstance(s2, ir.SearchLibrary)
    assert s2.filter.subtypes == {"Rebel"} and s2.filter.types == ir.PERMANENT_CARD_TYPES
    assert s2.filter.mana_value_max == 3


def test_fetchland_finds_only_its_subtypes() -> None:
    from mtgrules.answers import PassPriority
    from mtgrules.decisions import SearchChoice

    g = _game(["Arid Mesa"], [], library=["Island", "Plains", "Mountain", "Forest"])
    (act,) = _listed(g, "Arid Mesa")
    g.apply(act)
    assert g.players[0].life == 19  # 119.4: the life is paid with the cost
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, SearchChoice)
    names = sorted(g.objects[o].name for o in g.pending.options or () if o is not None)
    assert names == ["Mountain", "Plains"]


def test_rebel_search_by_type_and_mana_value() -> None:
    from mtgrules.answers import PassPriority
    from mtgrules.decisions import SearchChoice

    library = ["Defiant Falcon", "Ramosian Sky Marshal", "Grizzly Bears", "Lin Sivvi, Defiant Hero"]
    g = _game(["Ramosian Lieutenant"], [], mana_pool="{4}", library=library)
    (act,) = _listed(g, "Ramosian Lieutenant")
    g.apply(act)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, SearchChoice)
    names = sorted(g.objects[o].name for o in g.pending.options or () if o is not None)
    # Rebels with mana value 3 or less (Ramosian Sky Marshal is 5; Grizzly Bears no Rebel)
    assert names == ["Defiant Falcon", "Lin Sivvi, Defiant Hero"]


def _land_game(card: str) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": [card]},
                {"name": "Bob", "battlefield": [{"card": "Forest", "id": "forest"}]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def _land_chars(g: Any) -> Any:
    from mtgrules.rules import characteristics

    forest = next(o.id for o in g.battlefield_objects() if o.name == "Forest")
    return characteristics.chars(g, forest)


def test_land_becomes_an_island_until_end_of_turn() -> None:
    """305.7, 613.1d: the land loses its land types and rules-text abilities and gains the
    new type's mana ability (305.6), until end of turn (514.2)."""
    from mtgrules.answers import PassPriority

    a = _one("{T}: Target land becomes an Island until end of turn.")
    (e,) = a.effects
    assert e == ir.BecomesChosen(
        ir.TargetRef(0), "basic land type", ir.Duration.END_OF_TURN, frozenset({"Island"})
    )
    g = _land_game("Tidal Warrior")
    (act,) = [
        x
        for x in _listed(g, "Tidal Warrior")
        if g.objects[x.targets[0][0].object_id].name == "Forest"
    ]
    g.apply(act)
    g.apply(PassPriority())
    g.apply(PassPriority())
    ch = _land_chars(g)
    assert "Island" in ch.subtypes and "Forest" not in ch.subtypes
    (mana,) = [x for x in ch.abilities if isinstance(x, ir.ActivatedAbility)]
    assert mana.effects == (ir.AddMana("{U}"),)


def test_land_becomes_the_basic_land_type_of_your_choice() -> None:
    from mtgrules.answers import Choose, PassPriority
    from mtgrules.decisions import ChooseOption

    g = _land_game("Dream Thrush")
    (act,) = [
        x
        for x in _listed(g, "Dream Thrush")
        if g.objects[x.targets[0][0].object_id].name == "Forest"
    ]
    g.apply(act)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, ChooseOption)
    assert g.pending.options == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    g.apply(Choose("Swamp"))
    ch = _land_chars(g)
    assert ch.subtypes & {"Plains", "Island", "Swamp", "Mountain", "Forest"} == {"Swamp"}


def test_granted_quoted_activated_ability_is_its_holders() -> None:
    """113.2, 613.1f: "Other Zombies have "{B}: Regenerate this permanent."": the Zombie
    that has the ability activates it, and "this permanent" is that Zombie (113.7a)."""
    from mtgrules.answers import PassPriority

    (static,) = [
        a
        for a in parse_oracle(
            'Other Zombies have "{B}: Regenerate this permanent."', "Testcard", ()
        )
        if isinstance(a, ir.StaticAbility)
    ]
    assert isinstance(static.effect, ir.GrantAbilities)
    (granted,) = static.effect.abilities
    assert isinstance(granted, ir.ActivatedAbility) and not granted.is_mana_ability
    g = _game(["Zombie Master", "Scathe Zombies"], [], mana_pool="{B}")
    assert _listed(g, "Zombie Master") == []  # "other" Zombies
    acts = _listed(g, "Scathe Zombies")
    assert len(acts) == 1
    g.apply(acts[0])
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert any(
        "creates a regeneration shield for Scathe Zombies" in str(line) for line in g.log[-5:]
    )


def test_becomes_a_color_or_colorless_until_end_of_turn() -> None:
    """105.2c, 613.1e (layer 5): "This creature becomes colorless until end of turn.",
    "Target permanent becomes white until end of turn."."""
    from mtgrules.answers import PassPriority
    from mtgrules.rules import characteristics

    a = _one("{W}: Target permanent becomes white until end of turn.")
    assert a.effects == (
        ir.SetCharacteristics(ir.TargetRef(0), colors=frozenset({"W"})),
    )  # END_OF_TURN by default
    g = _game(["Ancient Kavu"], [], mana_pool="{2}")
    kavu = _id(g, "Ancient Kavu")
    assert characteristics.chars(g, kavu).colors == {"R"}
    (act,) = _listed(g, "Ancient Kavu")
    g.apply(act)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert characteristics.chars(g, kavu).colors == frozenset()


def test_switch_power_and_toughness_after_other_changes() -> None:
    """613.4d: switching applies after the effects of 7a-7c (a +1/+1 counter too)."""
    from mtgrules.answers import PassPriority
    from mtgrules.rules import characteristics

    g = _game(
        [{"card": "Aeromoeba", "counters": {"+1/+1": 1}}], ["Forest", "Island"]
    )  # a 2/4 with a counter: 3/5
    moeba = _id(g, "Aeromoeba")
    (act, _) = _listed(g, "Aeromoeba")
    g.apply(act)
    g.apply(PassPriority())
    g.apply(PassPriority())
    ch = characteristics.chars(g, moeba)
    assert (ch.power, ch.toughness) == (5, 3)
    (act2,) = _listed(g, "Aeromoeba")
    g.apply(act2)  # switched again: back to 3/5
    g.apply(PassPriority())
    g.apply(PassPriority())
    ch = characteristics.chars(g, moeba)
    assert (ch.power, ch.toughness) == (3, 5)


def test_circle_of_protection_offers_only_sources_of_its_color() -> None:
    """615.7, 105.1: "The next time a red source of your choice would deal damage to you this
    turn, prevent that damage.": only red sources are offered; the shield stops one event."""
    from mtgrules.answers import Choose, PassPriority
    from mtgrules.decisions import ChooseSource

    a = _one(
        "{1}: The next time a black or red source of your choice would deal damage to you "
        "this turn, prevent that damage."
    )
    (e,) = a.effects
    assert isinstance(e, ir.PreventDamage) and e.source_filter == ir.Filter(
        colors=frozenset({"B", "R"})
    )
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Circle of Protection: Red"], "mana_pool": "{1}"},
                {"name": "Bob", "battlefield": ["Grizzly Bears", "Goblin Piker"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    (act,) = _listed(g, "Circle of Protection: Red")
    g.apply(act)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, ChooseSource)
    assert [g.objects[o].name for o in g.pending.options] == ["Goblin Piker"]
    g.apply(Choose(g.pending.options[0]))
    assert any("615.8" in str(line) for line in g.log[-3:])


def _orchard_game(alice: list[Any], bob: list[Any]) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": alice},
                {"name": "Bob", "battlefield": bob},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def test_exotic_orchard_offers_what_opponents_lands_could_produce() -> None:
    """106.7: the colors a land an opponent controls could produce now; none without one."""
    from mtgrules.answers import Choose
    from mtgrules.decisions import ChooseMana

    g = _orchard_game(["Exotic Orchard"], ["Forest", "Island", "Wastes"])
    g.apply(ActivateAbility(_id(g, "Exotic Orchard"), 0))
    assert isinstance(g.pending, ChooseMana) and g.pending.options == ("U", "G")  # no {C}
    g.apply(Choose("G"))
    assert dict(g.players[0].mana_pool.mana) == {"G": 1}
    empty = _orchard_game(["Exotic Orchard"], [])
    empty.apply(ActivateAbility(_id(empty, "Exotic Orchard"), 0))
    assert empty.pending is None or not isinstance(empty.pending, ChooseMana)
    assert not empty.players[0].mana_pool.mana
    assert any("106.7" in str(line) for line in empty.log[-3:])


def test_orchards_facing_each_other_see_through_to_a_forest() -> None:
    """106.7's example: my Forest and Orchard, their Orchard: each Orchard could produce {G}."""
    from mtgrules.decisions import ChooseMana

    g = _orchard_game(["Exotic Orchard", "Forest"], ["Exotic Orchard"])
    mine = next(o.id for o in g.battlefield_objects() if o.name == "Exotic Orchard")
    g.apply(ActivateAbility(mine, 0))
    assert isinstance(g.pending, ChooseMana) and g.pending.options == ("G",)
    alone = _orchard_game(["Exotic Orchard"], ["Exotic Orchard"])
    first = next(o.id for o in alone.battlefield_objects() if o.name == "Exotic Orchard")
    alone.apply(ActivateAbility(first, 0))
    assert not alone.players[0].mana_pool.mana  # no type can be defined (106.7)


def test_reflecting_pool_any_type_includes_colorless_and_pays() -> None:
    from mtgrules.decisions import ChooseMana

    g = _orchard_game(["Reflecting Pool", "Wastes", "Plains"], [])
    g.apply(ActivateAbility(_id(g, "Reflecting Pool"), 0))
    assert isinstance(g.pending, ChooseMana) and g.pending.options == ("W", "C")
    # the payment planner counts it as a {W} or {C} source (605.3b)
    from mtgrules.rules import costs

    h = _orchard_game(["Reflecting Pool", "Plains"], [])
    assert costs.mana_plan(h, 0, "{W}{W}") is not None


def test_untap_x_target_lands() -> None:
    """107.3, 601.2c: "{X}, {T}: Untap X target lands.": X targets; an answer with another
    number of targets is refused."""
    from mtgrules.answers import PassPriority

    g = _game(
        [
            "Candelabra of Tawnos",
            {"card": "Forest", "tapped": True},
            {"card": "Island", "tapped": True},
            "Plains",
            "Swamp",
        ],
        [],
    )
    src = _id(g, "Candelabra of Tawnos")
    acts = _listed(g, "Candelabra of Tawnos")
    assert sorted({a.x for a in acts}) == [0, 1, 2]
    assert all(len(a.targets[0]) == a.x for a in acts)
    tapped = {o.id for o in g.battlefield_objects() if o.tapped}
    (a,) = [a for a in acts if {t.object_id for t in a.targets[0]} == tapped]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(src, 0, a.targets, x=1))
    assert g.fingerprint() == before
    g.apply(a)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert not any(g.objects[i].tapped for i in tapped)


def test_mana_in_a_combination_of_listed_colors() -> None:
    from mtgrules.answers import Choose
    from mtgrules.decisions import ChooseMana

    g = _game(["Relic of Sauron"], [])
    g.apply(ActivateAbility(_id(g, "Relic of Sauron"), 0))
    for color in ("B", "R"):
        assert isinstance(g.pending, ChooseMana) and g.pending.options == ("U", "B", "R")
        g.apply(Choose(color))
    assert dict(g.players[0].mana_pool.mana) == {"B": 1, "R": 1}


def test_attacking_creatures_get_a_bonus() -> None:
    """611.2c: "Attacking creatures get +1/+0 until end of turn.": each attacking creature
    then, whoever controls it; the set is fixed as it resolves."""
    a = _one("{1}{R}: Attacking creatures get +1/+0 until end of turn.")
    (e,) = a.effects
    assert isinstance(e, ir.ModifyPT) and isinstance(e.what, ir.EachRef)
    assert e.what.filter is not None and e.what.filter.attacking


def test_target_creature_with_a_counter_of_any_kind() -> None:
    """122.1: "Destroy target creature with a counter on it.": any kind of counter."""
    g = _game(
        [
            "Hunter of Eyeblights",
            {"card": "Grizzly Bears", "counters": {"-1/-1": 1}},
            {"card": "Hill Giant", "counters": {"+1/+1": 1}},
        ],
        [],
        mana_pool="{2}{B}",
    )
    names = sorted(
        g.objects[a.targets[0][0].object_id].name for a in _listed(g, "Hunter of Eyeblights")
    )
    assert names == ["Grizzly Bears", "Hill Giant"]  # Bob's Grizzly Bears has none


def test_sacrifice_a_token() -> None:
    """111.1: "Sacrifice a token": only a token can pay."""
    g = _game(
        [
            "Hardened Tactician",
            {"token": "Soldier", "power": 1, "toughness": 1, "types": ["creature"], "id": "t"},
        ],
        [],
        mana_pool="{1}",
        library=["Forest"],
    )
    acts = _listed(g, "Hardened Tactician")
    assert len(acts) == 1 and g.objects[acts[0].sacrifice[0]].is_token
    tactician = _id(g, "Hardened Tactician")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(tactician, 0, sacrifice=(tactician,)))
    assert g.fingerprint() == before
