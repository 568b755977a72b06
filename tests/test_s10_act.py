"""h-act (issue 12, tenth session): more activated abilities (602): "Sacrifice two Foods",
"Tap another untapped creature you control", flavor words before an activated ability
(207.2d), power-up (once per object, its cost reduced by the mana cost if it entered this
turn: 602.5b, 601.2f, 118.7), "Remove a counter from this creature" (any kind, 122.1),
"Discard your hand" (701.9a) and "Blight N" (701.68a): read, written back, listed only when
payable (118.3), paid, and refused otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ActivateAbility
from mtgrules.errors import CardTextError, IllegalActionError
from mtgrules.rules.power_up import reduce


def _one(text: str, types: tuple[str, ...] = ()) -> ir.ActivatedAbility:
    (a,) = parse_oracle(text, "Testcard", types)
    assert isinstance(a, ir.ActivatedAbility)
    return a


def test_parse_costs() -> None:
    a = _one("Sacrifice two Foods: Draw a card.")
    assert a.cost.sacrifice is not None and a.cost.sacrifice.subtypes == {"Food"}
    assert a.cost.sacrifice_count == 2
    b = _one("Tap another untapped creature you control: Draw a card.")
    assert b.cost.tap_untapped is not None and b.cost.tap_untapped.other
    assert b.cost.tap_untapped.tapped is False and b.cost.tap_untapped.controller == "you"
    c = _one("{1}{W}, Remove a counter from this creature: Draw a card.")
    assert c.cost.remove_any_counter and c.cost.mana == "{1}{W}"
    d = _one("{T}, Remove a counter from a creature you control: Draw a card.")
    assert d.cost.remove_counter_from is not None and d.cost.remove_counter_from[:2] == ("", 1)
    assert _one("{2}, {T}, Discard your hand: Draw a card.").cost.discard_hand
    assert _one("{1}{R}, {T}, Blight 1: Draw a card.").cost.blight == 1
    p = _one("Power-up — {4}{W}: Put two +1/+1 counters on this creature.", ("creature",))
    assert p.power_up and p.cost.mana == "{4}{W}"
    f = _one("Scorching Ray — {8}: This creature deals 4 damage to each opponent.", ("creature",))
    assert (
        f.cost.mana == "{8}" and f.layout is not None and f.layout.ability_word == "Scorching Ray"
    )


def test_power_up_is_not_a_flavor_word() -> None:
    """A word its reminder text explains has rules meaning: never read as a flavor word."""
    from mtgrules.cards.parser import _act_flavor

    line = "Power-up — {4}{W}: Put two +1/+1 counters on this creature."
    assert _act_flavor(line.lower(), line, line, False) is None
    sleeve = "Psychic Blades — {8}: Draw a card."
    text = sleeve + " (Psychic blades are sharp.)"
    assert _act_flavor(sleeve.lower(), sleeve, text, False) is None
    ok = "Mage Hand — {T}: Draw a card. (A creature with menace can't be blocked.)"
    assert _act_flavor(ok.lower(), ok, ok, False) == (
        "Mage Hand",
        "{T}: Draw a card. (A creature with menace can't be blocked.)",
    )


CARDS = [
    "Savvy Hunter",
    "Goblin Warrens",
    "Black Oak of Odunos",
    "Wanderbrine Trapper",
    "Network Terminal",
    "Tamiyo's Journal",
    "Bhaal's Invoker",
    "Myrkul's Invoker",
    "Half-Elf Monk",
    "Brave Brawler",
    "Aerial Doombot",
    "Ultron Drone",
    "Moonlit Lamenter",
    "Glen Elendra Guardian",
    "Hexavus",
    "Null Brooch",
    "Slate of Ancestry",
    "Sting-Slinger",
    "Evershrike's Gift",
    "Giant Koi",
    "North Pole Patrol",
    "Fervent Paincaster",
    "Simian Spirit Guide",
    "Eater of Hope",
    "Secluded Starforge",
    "Necron Overlord",
    "Veteran Warleader",
    "Alchemist's Gift",
    "Horn of Deafening",
    "Chronatog",
    "Meditate",
    "Avizoa",
    "Nessian Asp",
    "Invasion Submersible",
]


@pytest.mark.parametrize("name", CARDS)
def test_cards_supported(name: str) -> None:
    """Supported: read, rendered back exactly (the gate's round trip) and carried out."""
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_power_up_with_hybrid_mana_is_refused() -> None:
    """118.7e: a hybrid symbol's reduction is chosen by the payer: not carried out yet."""
    gaps = card_gaps(CardDatabase.bundled().get("Brawn, Amadeus Cho"))
    assert any("power-up" in g for g in gaps)


def test_reduce_by_mana_cost() -> None:
    """118.7a-c: generic reduces generic; a colored symbol its color, else generic."""
    assert reduce("{4}{W}", "{1}{W}") == "{3}"
    assert reduce("{5}{U}", "{U}") == "{5}"
    assert reduce("{4}{G}{G}", "{3}{G}") == "{1}{G}"
    assert reduce("{6}", "{3}") == "{3}"
    assert reduce("{2}{R}", "{B}{B}{B}") == "{R}"  # 118.7b: the {B}s reduce only generic
    assert reduce("{1}{R}", "{2}{R}{R}") is None  # 118.7, 118.7c: reduced to nothing
    assert reduce("{4}{B}", "{2}{R}") == "{1}{B}"  # 118.7b: no {R} in it: generic


def _game(battlefield: list[Any], hand: list[Any] | None = None, **alice: Any) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": battlefield, "hand": hand or [], **alice},
                {"name": "Bob", "battlefield": ["Grizzly Bears"], "library": ["Island"] * 3},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def _id(g: Any, name: str) -> int:
    return int(next(o.id for o in g.battlefield_objects() if o.name == name))


def _listed(g: Any, name: str) -> list[ActivateAbility]:
    src = _id(g, name)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == src]


_FOOD = {"token": "Food", "types": ["artifact"], "subtypes": ["Food"]}


def test_sacrifice_two_foods() -> None:
    """602.2b, 118.3: two Foods the payer controls; with one Food it isn't listed."""
    g = _game(["Savvy Hunter", _FOOD, _FOOD, "Grizzly Bears"], library=["Forest"] * 3)
    acts = _listed(g, "Savvy Hunter")
    foods = {o.id for o in g.battlefield_objects() if o.name == "Food"}
    assert [set(a.sacrifice) for a in acts] == [foods]
    bears = _id(g, "Grizzly Bears")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(acts[0].source, 0, sacrifice=(min(foods), bears)))
    assert g.fingerprint() == before
    g.apply(acts[0])
    assert not any(o.name == "Food" for o in g.battlefield_objects())
    one = _game(["Savvy Hunter", _FOOD], library=["Forest"])
    assert _listed(one, "Savvy Hunter") == []


def test_tap_another_untapped_creature() -> None:
    """602.2b: "another": never the source itself; an untapped creature of the payer's."""
    g = _game([{"card": "Black Oak of Odunos"}, "Grizzly Bears"], mana_pool="{B}")
    oak, bears = _id(g, "Black Oak of Odunos"), _id(g, "Grizzly Bears")
    acts = _listed(g, "Black Oak of Odunos")
    assert acts and {a.tap for a in acts} == {(bears,)}
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(oak, acts[0].index, tap=(oak,)))
    assert g.fingerprint() == before
    alone = _game(["Black Oak of Odunos"], mana_pool="{B}")
    assert _listed(alone, "Black Oak of Odunos") == []


def test_power_up_once_and_reduced_if_entered_this_turn() -> None:
    """602.5b: once for this object; 601.2f, 118.7: {4}{W} less {1}{W} (Brave Brawler's mana
    cost) is {3} the turn it entered, {4}{W} later."""
    g = _game(["Brave Brawler", "Plains", "Plains", "Plains", "Plains", "Plains"])
    brawler = _id(g, "Brave Brawler")
    old = g.clone()
    g.players[0].entered_this_turn += (brawler,)
    (act,) = _listed(g, "Brave Brawler")
    g.apply(act)
    assert sum(1 for o in g.battlefield_objects() if o.name == "Plains" and o.tapped) == 3
    assert _listed(g, "Brave Brawler") == []  # once
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.5b"):
        g.apply(ActivateAbility(brawler, 0))
    assert g.fingerprint() == before
    (full,) = _listed(old, "Brave Brawler")  # not entered this turn: {4}{W}
    old.apply(full)
    assert sum(1 for o in old.battlefield_objects() if o.name == "Plains" and o.tapped) == 5
    poor = _game(["Brave Brawler", "Plains", "Plains", "Plains"])
    assert _listed(poor, "Brave Brawler") == []  # {4}{W} can't be paid (118.3)


def test_remove_a_counter_of_any_kind() -> None:
    """122.1, 602.2b: the payer chooses the kind; none on it: not listed (118.3)."""
    g = _game(
        [{"card": "Moonlit Lamenter", "counters": {"charge": 1, "-1/-1": 2}}],
        mana_pool="{1}{W}",
        library=["Forest"] * 3,
    )
    lamenter = _id(g, "Moonlit Lamenter")
    acts = _listed(g, "Moonlit Lamenter")
    assert sorted(a.counter_kind for a in acts) == ["-1/-1", "charge"]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):  # two kinds: name one
        g.apply(ActivateAbility(lamenter, 0))
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(lamenter, 0, counter_kind="+1/+1"))
    assert g.fingerprint() == before
    g.apply(next(a for a in acts if a.counter_kind == "-1/-1"))
    assert g.objects[lamenter].counters.get("-1/-1") == 1
    assert g.objects[lamenter].counters.get("charge") == 1
    bare = _game(["Moonlit Lamenter"], mana_pool="{1}{W}")
    assert _listed(bare, "Moonlit Lamenter") == []
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        bare.apply(ActivateAbility(_id(bare, "Moonlit Lamenter"), 0))


def test_remove_a_counter_from_another_creature() -> None:
    g = _game(
        [
            {"card": "Hexavus", "counters": {"+1/+1": 6}},
            {"card": "Grizzly Bears", "counters": {"+1/+1": 1}},
            {"card": "Hill Giant", "counters": {"-1/-1": 1}},
        ],
        mana_pool="{1}",
    )
    bears, giant = _id(g, "Grizzly Bears"), _id(g, "Hill Giant")
    acts = [a for a in _listed(g, "Hexavus") if a.index == 1]  # the second ability
    assert sorted((a.counters_from, a.counter_kind) for a in acts) == sorted(
        [((bears,), "+1/+1"), ((giant,), "-1/-1")]
    )
    g.apply(next(a for a in acts if a.counters_from == (giant,)))
    assert g.objects[giant].counters.get("-1/-1", 0) == 0


def test_discard_your_hand() -> None:
    """701.9a: every card in the hand; an empty hand pays it too (118.3)."""
    g = _game(
        ["Slate of Ancestry", "Grizzly Bears"],
        ["Forest", "Island"],
        mana_pool="{4}",
        library=["Swamp"] * 4,
    )
    (act,) = _listed(g, "Slate of Ancestry")
    g.apply(act)
    assert g.players[0].hand == [] and len(g.players[0].graveyard) == 2
    empty = _game(["Slate of Ancestry"], [], mana_pool="{4}", library=["Swamp"])
    assert len(_listed(empty, "Slate of Ancestry")) == 1


def test_blight() -> None:
    """701.68a: one -1/-1 counter on a creature the payer controls, chosen; 701.68b: with no
    creature it can't be paid."""
    g = _game(
        [{"card": "Sting-Slinger", "summoning_sick": False}, "Grizzly Bears"], mana_pool="{1}{R}"
    )
    slinger, bears = _id(g, "Sting-Slinger"), _id(g, "Grizzly Bears")
    acts = _listed(g, "Sting-Slinger")
    assert sorted(a.blighted for a in acts) == sorted([(slinger,), (bears,)])
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"701\.68a"):
        g.apply(ActivateAbility(slinger, 0))
    bob_bears = next(o.id for o in g.battlefield_objects() if o.controller == 1)
    with pytest.raises(IllegalActionError, match=r"701\.68a"):
        g.apply(ActivateAbility(slinger, 0, blighted=(bob_bears,)))
    assert g.fingerprint() == before
    g.apply(next(a for a in acts if a.blighted == (bears,)))
    assert g.objects[bears].counters.get("-1/-1") == 1
    assert any("701.68a" in str(e) for e in g.log[-6:])


def test_exert_as_a_cost() -> None:
    """701.43a: exerted to pay the cost, it won't untap during its controller's next untap
    step (its "it" is the source: "It deals 1 damage to target creature")."""
    g = _game([{"card": "Fervent Paincaster", "summoning_sick": False}])
    pc = _id(g, "Fervent Paincaster")
    acts = [a for a in _listed(g, "Fervent Paincaster") if a.index == 1]
    assert acts and all(a.targets for a in acts)
    g.apply(acts[0])
    assert g.objects[pc].tapped and (pc, 0) in g.untap_locks
    assert any("701.43a" in str(e) for e in g.log[-6:])


def test_waterbend_taps_artifacts_and_creatures_for_generic_mana() -> None:
    """701.67a: each generic mana of "Waterbend {3}" may be paid by tapping an untapped
    artifact or creature the payer controls (summoning sick ones too: no {T} of theirs, 302.6);
    never more than the generic mana, and never a land (its mana is paid by mana)."""
    g = _game(["Giant Koi", "Grizzly Bears", "Ornithopter", "Island"])
    koi, bears, thopter = _id(g, "Giant Koi"), _id(g, "Grizzly Bears"), _id(g, "Ornithopter")
    island = _id(g, "Island")
    acts = [a for a in _listed(g, "Giant Koi") if a.index == 0]
    assert {a.tap for a in acts} >= {(koi, bears, thopter), (bears, thopter)}
    assert () not in {a.tap for a in acts}  # {3} can't be paid by one Island alone
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):  # a land isn't one to tap
        g.apply(ActivateAbility(koi, 0, tap=(bears, island, thopter)))
    with pytest.raises(IllegalActionError, match=r"701\.67a"):
        g.apply(ActivateAbility(koi, 0, tap=(bears, island, thopter, koi)))
    assert g.fingerprint() == before
    g.apply(ActivateAbility(koi, 0, tap=(bears, thopter)))  # and {1} from the Island
    assert all(g.objects[o].tapped for o in (bears, thopter, island))
    assert not g.objects[koi].tapped


def test_exile_this_card_from_your_hand() -> None:
    """113.6m, 605.3a: the spirit guide's mana ability works from its owner's hand, not from
    the battlefield; the card is exiled to pay it."""
    g = _game([], ["Simian Spirit Guide"])
    guide = g.players[0].hand[0]
    acts = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == guide]
    assert len(acts) == 1
    g.apply(acts[0])
    assert g.players[0].mana_pool.mana["R"] == 1
    assert g.players[0].hand == [] and [g.objects[e].name for e in g.exile] == [
        "Simian Spirit Guide"
    ]
    on_bf = _game(["Simian Spirit Guide"])
    assert _listed(on_bf, "Simian Spirit Guide") == []
    with pytest.raises(IllegalActionError, match=r"113\.6m"):
        on_bf.apply(ActivateAbility(_id(on_bf, "Simian Spirit Guide"), 0))


def test_sacrifice_two_other_creatures() -> None:
    g = _game(["Eater of Hope", "Grizzly Bears", "Hill Giant"], mana_pool="{2}{B}")
    eater = _id(g, "Eater of Hope")
    acts = [a for a in _listed(g, "Eater of Hope") if a.sacrifice]
    assert acts and all(eater not in a.sacrifice for a in acts)
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(
            ActivateAbility(
                eater, acts[0].index, acts[0].targets, sacrifice=(eater, _id(g, "Hill Giant"))
            )
        )


def test_parse_choice_and_prevent_by() -> None:
    a = _one(
        "Tap another untapped Ally you control: This creature gains your choice of first "
        "strike, vigilance, or trample until end of turn.",
        ("creature",),
    )
    (grant,) = a.effects
    assert isinstance(grant, ir.GrantAbilities) and grant.choice
    assert [k.name for k in grant.abilities] == ["first strike", "vigilance", "trample"]
    b = _one(
        "{2}, {T}: Prevent all combat damage that would be dealt by target creature this turn."
    )
    (prevent,) = b.effects
    assert isinstance(prevent, ir.PreventDamage) and prevent.by_only and prevent.combat_only
    with pytest.raises(CardTextError):
        _one("{W}: Target creature gains your choice of flying or protection from red.")


def test_prevent_combat_damage_dealt_by_target_creature() -> None:
    """615.1: a shield on the damage the target creature deals (combat damage only)."""
    g = _game(["Horn of Deafening"], mana_pool="{2}")
    bob_bears = next(o.id for o in g.battlefield_objects() if o.controller == 1)
    acts = [a for a in _listed(g, "Horn of Deafening") if a.targets]
    act = next(a for a in acts if a.targets[0][0].object_id == bob_bears)
    g.apply(act)
    from mtgrules.decisions import PassPriority

    while g.stack:
        g.apply(PassPriority())
    shields = [s for s in g.prevention_shields if s.source_id == bob_bears]
    assert len(shields) == 1 and shields[0].combat_only
    h = g.clone()  # a clone keeps the shield's source (it was lost before)
    assert [s.source_id for s in h.prevention_shields] == [
        s.source_id for s in g.prevention_shields
    ]
    assert any("615.1" in str(e) for e in g.log[-8:])


def test_parse_skips() -> None:
    """614.10: "You skip your next untap step." / "You skip your next turn."."""
    a = _one(
        "{0}: This creature gets +2/+2 until end of turn. You skip your next untap step.",
        ("creature",),
    )
    b = _one(
        "{0}: This creature gets +3/+3 until end of turn. You skip your next turn.", ("creature",)
    )
    assert isinstance(a.effects[-1], ir.SkipNextUntap) and not a.effects[-1].turn
    assert isinstance(b.effects[-1], ir.SkipNextUntap) and b.effects[-1].turn


def test_monstrosity_once() -> None:
    """701.37a-b: the counters come only if it isn't monstrous yet; then it is."""
    from mtgrules.decisions import PassPriority

    g = _game([{"card": "Nessian Asp"}], mana_pool="{6}{G}")
    asp = _id(g, "Nessian Asp")
    (act,) = _listed(g, "Nessian Asp")
    g.apply(act)
    while g.stack:
        g.apply(PassPriority())
    assert g.objects[asp].counters.get("+1/+1") == 4 and g.objects[asp].monstrous
    g.players[0].mana_pool.mana.update({"G": 7})
    g.apply(act)  # again: it's monstrous already
    while g.stack:
        g.apply(PassPriority())
    assert g.objects[asp].counters.get("+1/+1") == 4 and g.objects[asp].monstrous
    assert any("already monstrous" in str(e) for e in g.log[-8:])


def test_tap_x_untapped_artifacts() -> None:
    """107.3: X is the number of artifacts tapped for "Tap X untapped artifacts you control",
    chosen as it's activated (602.2b); the source, tapped by {T}, isn't one of them."""
    g = _game(["Secluded Starforge", "Ornithopter", "Ornithopter"], mana_pool="{2}")
    forge = _id(g, "Secluded Starforge")
    acts = [a for a in _listed(g, "Secluded Starforge") if a.index == 1]
    assert {a.x for a in acts} == {0, 1, 2}
    assert all(len(a.tap) == a.x and forge not in a.tap for a in acts)
    two = next(a for a in acts if a.x == 2)
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(forge, 1, two.targets, 2, tap=two.tap[:1]))
    assert g.fingerprint() == before
    g.apply(two)
    assert all(g.objects[t].tapped for t in two.tap) and g.stack


def test_tap_x_with_mana_x() -> None:
    """107.3: one X for "{X}" and "Tap X untapped artifacts": the same number (Necron
    Overlord); with {1} in the pool and two artifacts, X is 0 or 1."""
    g = _game(["Necron Overlord", "Ornithopter", "Ornithopter"], mana_pool="{1}")
    acts = [a for a in _listed(g, "Necron Overlord") if a.tap or a.x == 0]
    assert {a.x for a in acts} == {0, 1}
    assert all(len(a.tap) == a.x for a in acts)


def test_either_cost() -> None:
    """602.2b: "{3}, {T} or {R}, {T}": either cost, chosen as it's activated; with only {R}
    in the pool, only the second is listed, and the first is refused."""
    a = _one("{3}, {T} or {R}, {T}: This artifact deals 1 damage to any target.", ("artifact",))
    assert a.cost == ir.Cost(mana="{3}", tap=True) and a.alt_cost == ir.Cost(mana="{R}", tap=True)
    g = _game(["Granite Shard"], mana_pool="{R}")
    shard = _id(g, "Granite Shard")
    acts = _listed(g, "Granite Shard")
    assert acts and all(x.alternative for x in acts)
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"602\.2b"):
        g.apply(ActivateAbility(shard, 0, acts[0].targets))  # {3} can't be paid
    assert g.fingerprint() == before
    g.apply(acts[0])
    assert g.objects[shard].tapped and g.players[0].mana_pool.mana["R"] == 0
    both = _game(["Granite Shard"], mana_pool="{R}{3}")
    assert {x.alternative for x in _listed(both, "Granite Shard")} == {False, True}
