# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""s10 h-amount (issue 12, tenth session): amounts in more places, each read
(transform_amount_more.py), written back exactly (render/) and carried out by the engine:
"where X is" after "Then" / "If you do," / "If ...," (107.3c, 608.2h); "the number of counters
on it" (122.1, every kind); damage modification "it deals that much damage plus 1 instead"
(614.1a, rules/damage_mods.py); "assigns combat damage equal to its toughness rather than its
power" (510.1a, rules/assign_by_toughness.py)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.rules import combat
from mtgrules.rules.amount_kinds import damage_amount_gap
from mtgrules.rules.amounts import _of_kind
from mtgrules.rules.support import engine_gaps
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner

YOURS = ir.Filter(types=frozenset({"creature"}), controller="you")


def _one(text: str, types: tuple[str, ...] = ("instant",), name: str = "Foo") -> Any:
    abilities = parse_oracle(text, name, types)
    assert render_abilities(abilities, name) == text  # the exact round trip
    return abilities


def _runner(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any) -> Runner:
    return Runner(
        parse(
            {
                "name": "s10-amount",
                "players": [{"name": "Alice", **alice}, {"name": "Bob", **(bob or {})}],
                **extra,
            }
        )
    )


# --- "where X is" after a sentence's opening words (107.3c) -----------------------------


def test_then_where_x() -> None:
    (a,) = _one(
        "Discard your hand. Then draw X cards, where X is the number of card types among cards in your graveyard.",
        ("instant",),
    )
    draw = a.effects[-1]
    assert isinstance(draw, ir.Draw) and isinstance(draw.count, ir.WhereX)
    assert isinstance(draw.count.value, ir.AmongOf)


def test_if_you_do_where_x() -> None:
    (a,) = _one(
        "Whenever Foo attacks, you may pay {2}{R}. If you do, creatures you control get +X/+0 until end of turn, where X is the number of opponents you have.",
        ("creature",),
    )
    (ifdo,) = [e for e in a.effects if isinstance(e, ir.IfYouDo)]
    (pump,) = ifdo.effects
    assert isinstance(pump, ir.ModifyPTX) and isinstance(pump.amount, ir.WhereX)
    assert (pump.power, pump.toughness) == (1, 0)


def test_then_if_condition_where_x() -> None:
    (a,) = _one(
        "At the beginning of your upkeep, create a 3/1 red Knight creature token. Then if you're the monarch, Foo deals X damage to each opponent, where X is the number of creatures you control.",
        ("enchantment",),
    )
    cond = a.effects[-1]
    assert isinstance(cond, ir.IfCondition)
    (dmg,) = cond.effects
    assert dmg.amount == ir.WhereX(ir.CountOf(YOURS))


def test_where_x_with_no_x_is_still_refused() -> None:
    with pytest.raises(Exception, match="where X is"):
        parse_oracle(
            "Draw a card. Then draw a card, where X is the number of creatures you control.",
            "Foo",
            ("sorcery",),
        )


def test_peer_past_the_veil_counts_after_the_discard() -> None:
    # 608.2h: X is counted as the draw happens, after the hand was discarded: a land, a
    # creature and an instant in the graveyard make 3 card types
    r = _runner(
        {
            "hand": ["Peer Past the Veil", "Grizzly Bears", "Shock"],
            "graveyard": ["Island"],
            "battlefield": ["Mountain", "Mountain", "Forest", "Forest"],
            "library": ["Island"] * 5,
        },
        turn={"active": "Alice", "step": "main1"},
        script=[{"cast": {"card": "Peer Past the Veil"}}, {"resolve": 1}],
    )
    assert r.run() == []
    assert len(r.game.players[0].hand) == 3


# --- counters of every kind (122.1) -------------------------------------------------------


def test_the_number_of_counters_on_it() -> None:
    (a,) = _one(
        "Whenever a creature you control attacks alone, put a +1/+1 counter on it. Then surveil X, where X is the number of counters on it.",
        ("creature",),
    )
    surveil = a.effects[-1]
    assert isinstance(surveil.count, ir.WhereX)
    assert isinstance(surveil.count.value, ir.CountersOn) and surveil.count.value.kind == ""
    assert _of_kind({"+1/+1": 2, "charge": 1}, "") == 3
    assert _of_kind({"+1/+1": 2, "charge": 1}, "charge") == 1


# --- 614.1a damage modification -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "source", "to", "how"),
    [
        (
            "If another red source you control would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.",
            ir.DamageSource(quals=("R",), other=True, yours=True),
            "any",
            ("plus", 1),
        ),
        (
            "If a red or artifact source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 1 instead.",
            ir.DamageSource(quals=("R", "artifact"), yours=True),
            "opponent",
            ("plus", 1),
        ),
        (
            "If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.",
            ir.DamageSource(),
            "your creature",
            ("minus", 1),
        ),
        (
            "If a Lizard, Mouse, Otter, or Raccoon you control would deal damage to a permanent or player, it deals that much damage plus 1 instead.",
            ir.DamageSource(
                "permanent", subtypes=("Lizard", "Mouse", "Otter", "Raccoon"), yours=True
            ),
            "any",
            ("plus", 1),
        ),
        (
            "If a creature you control that entered this turn would deal damage, it deals twice that much damage instead.",
            ir.DamageSource("creature", yours=True, entered=True),
            "any unsaid",
            ("twice", 0),
        ),
    ],
)
def test_damage_modification_reads_back(text: str, source: Any, to: str, how: Any) -> None:
    (a,) = _one(text, ("enchantment",))
    e = a.effect
    assert isinstance(e, ir.DamageModification)
    assert (e.source, e.to, (e.how, e.amount)) == (source, to, how)
    assert damage_amount_gap(e) is None


def test_damage_modification_recipient_must_match() -> None:
    with pytest.raises(Exception, match="that permanent or player"):
        parse_oracle(
            "If a source would deal damage to a creature you control, it deals that much damage minus 1 to that permanent or player instead.",
            "Foo",
            ("enchantment",),
        )


def test_lashknife_barrier_lowers_damage_to_your_creatures_only() -> None:
    # 614.1a: Shock at Alice's Hill Giant deals 1; at Bob's Hill Giant it deals 2
    r = _runner(
        {
            "hand": ["Shock", {"card": "Shock", "id": "shock2"}],
            "battlefield": [
                "Lashknife Barrier",
                {"card": "Hill Giant", "id": "mine"},
                "Mountain",
                "Mountain",
            ],
        },
        {"battlefield": [{"card": "Hill Giant", "id": "theirs"}]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": {"card": "Shock", "targets": ["mine"]}},
            {"resolve": 1},
            {"cast": {"card": "shock2", "targets": ["theirs"]}},
            {"resolve": 1},
        ],
    )
    assert r.run() == []
    assert r.game.objects[r.handles["mine"]].damage == 1
    assert r.game.objects[r.handles["theirs"]].damage == 2


def test_benevolent_unicorn_lowers_spell_damage_not_ability_damage() -> None:
    # "If a spell would deal damage ...": Shock deals 1 to Bob; Prodigal Pyromancer's ability
    # isn't a spell (112.1): its 1 damage is dealt in full
    r = _runner(
        {
            "hand": ["Shock"],
            "battlefield": ["Benevolent Unicorn", "Prodigal Pyromancer", "Mountain"],
        },
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": {"card": "Shock", "targets": ["Bob"]}},
            {"resolve": 1},
            {"activate": {"card": "Prodigal Pyromancer", "ability": 1, "targets": ["Bob"]}},
            {"resolve": 1},
        ],
    )
    assert r.run() == []
    assert r.game.players[1].life == 18


# --- 510.1a: combat damage equal to toughness --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Each creature you control assigns combat damage equal to its toughness rather than its power.",
        "Each creature assigns combat damage equal to its toughness rather than its power.",
        "Foo assigns combat damage equal to its toughness rather than its power.",
        "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather than its power.",
    ],
)
def test_assign_by_toughness_reads_back(text: str) -> None:
    abilities = _one(text, ("enchantment",))
    (abt,) = [a.effect for a in abilities if isinstance(a.effect, ir.AssignByToughness)]
    assert damage_amount_gap(abt) is None


def test_assign_by_toughness_for_a_filter_it_cant_match_is_refused() -> None:
    tapped = ir.EachRef(ir.Filter(types=frozenset({"creature"}), tapped=True))
    assert damage_amount_gap(ir.AssignByToughness(tapped)) is not None


def test_assault_formation_changes_only_your_creatures() -> None:
    r = _runner(
        {"battlefield": ["Assault Formation", {"card": "Wall of Wood", "id": "wall"}]},
        {"battlefield": [{"card": "Wall of Wood", "id": "their_wall"}]},
    )
    assert combat.power(r.game, r.handles["wall"]) == 3  # 0/3: its toughness
    assert combat.power(r.game, r.handles["their_wall"]) == 0  # Bob's: its power


def test_family_cards_are_supported() -> None:
    db = CardDatabase.bundled()
    for name in (
        "Torbran, Thane of Red Fell",
        "Doran, the Siege Tower",
        "Become the Avalanche",
        "Court of Embereth",
    ):
        assert supported_definition(db.get(name), use_cache=False).name == name


# --- 701.20a: "reveal the top card of your library and put that card into your hand" ------


def test_reveal_top_to_hand_reads_back() -> None:
    (a,) = _one(
        "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.",
        ("creature",),
    )
    reveal, lose = a.effects
    assert reveal == ir.RevealTopCard(ir.YouRef(), ir.Filter())
    assert lose.amount == ir.ManaValueOf(ir.RevealedNowRef())


def test_dark_confidant_loses_life_equal_to_the_card_put_into_hand() -> None:
    # 608.2h: the mana value of the card now in Alice's hand (Hill Giant, 4)
    r = _runner(
        {
            "battlefield": ["Dark Confidant"],
            "library": ["Hill Giant", "Island", "Island"],
        },
        {"library": ["Island", "Island", "Island"]},
        turn={"active": "Bob", "step": "end"},
        script=[{"advance": {"turn": 2, "step": "main1"}}],
    )
    assert r.run() == []
    alice = r.game.players[0]
    assert alice.life == 16
    assert sorted(r.game.objects[i].name for i in alice.hand) == ["Hill Giant", "Island"]


# --- 608.2d: "you may have target creature get +X/+X ..." ---------------------------------


def test_may_have_get_where_x() -> None:
    (a,) = _one(
        "When Foo enters, you may have target creature get +X/+X until end of turn, where X is Foo's power.",
        ("creature",),
    )
    assert a.optional
    (pump,) = a.effects
    assert isinstance(pump, ir.ModifyPTX) and pump.amount == ir.WhereX(ir.PowerOf(ir.SelfRef()))


@pytest.mark.parametrize(("answer", "pt"), [("yes", "4/4"), ("no", "2/2")])
def test_resilient_khenra_may_pump_by_its_power(answer: str, pt: str) -> None:
    # Resilient Khenra (2/2): X is its power as the ability resolves (608.2h)
    r = _runner(
        {
            "hand": ["Resilient Khenra"],
            "battlefield": ["Grizzly Bears", "Forest", "Forest"],
        },
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": {"card": "Resilient Khenra"}},
            {"resolve": 1},
            {"choose": "Grizzly Bears"},
            {"resolve": 1},
            {"choose": answer},
            {"expect": {"pt": {"Grizzly Bears": pt}}},
        ],
    )
    assert r.run() == []


# --- 122.1: "the number of experience counters you have" -----------------------------------


def test_ezuri_counts_your_experience_counters() -> None:
    (a,) = parse_oracle(
        "At the beginning of combat on your turn, put X +1/+1 counters on another target creature you control, where X is the number of experience counters you have.",
        "Foo",
        ("creature",),
    )
    assert a.effects[0].count == ir.WhereX(ir.YourCounters("experience"))
    r = _runner(
        {"battlefield": ["Ezuri, Claw of Progress", {"card": "Grizzly Bears", "id": "bears"}]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"advance": "beginning_of_combat"},
            {"choose": "bears"},
            {"resolve": 1},
            {"expect": {"counters": {"bears": {"+1/+1": 3}}}},
        ],
    )
    r.game.players[0].counters["experience"] = 3
    assert r.run() == []


# --- 202.3, 208.1: a filter bounded by a count (Filter.bound) -------------------------------


def test_bound_filter_reads_back() -> None:
    (a,) = _one(
        "Gain control of target creature with power less than or equal to the number of creatures you control.",
        ("sorcery",),
    )
    (spec,) = a.targets
    assert spec.filter.bound == ("power", "max", ir.CountOf(YOURS))


def test_bound_other_than_a_count_is_refused() -> None:
    # 608.2h: a bound the resolving instruction counts ("your devotion to black") is read, and
    # carried out only in a library search (effect_context.fixed_bound): a target's is refused
    abilities = parse_oracle(
        "Destroy target creature with mana value less than or equal to your devotion to black.",
        "Foo",
        ("sorcery",),
    )
    card = ir.CardDefinition("Foo", types=("sorcery",), abilities=abilities)
    assert any("outside a search (608.2h)" in g for g in engine_gaps(card))


def test_beseech_the_queen_finds_only_cards_within_the_land_count() -> None:
    # the count is Alice's lands as the search is made (608.2h): 2, so Hill Giant (4) can't be
    # found and Grizzly Bears (2) can
    from mtgrules.rules.filter_match import mismatch
    from mtgrules.rules.layers import off_battlefield

    r = _runner(
        {
            "battlefield": ["Swamp", "Swamp"],
            "library": [
                {"card": "Hill Giant", "id": "giant"},
                {"card": "Grizzly Bears", "id": "bears"},
            ],
        }
    )
    (a,) = parse_oracle(
        "Search your library for a card with mana value less than or equal to the number of lands you control, reveal it, put it into your hand, then shuffle.",
        "Beseech the Queen",
        ("sorcery",),
    )
    flt = a.effects[0].filter
    g = r.game
    giant, bears = g.objects[r.handles["giant"]], g.objects[r.handles["bears"]]
    assert mismatch(g, off_battlefield(g, giant), giant, flt, None, 0) == (
        "its mana value is 4, not 2 or less"
    )
    assert mismatch(g, off_battlefield(g, bears), bears, flt, None, 0) is None
    assert mismatch(g, off_battlefield(g, bears), bears, flt, None, 1) is not None  # Bob: 0


# --- 107.3c: a target's "mana value X or less, where X is ..." ---------------------------


def test_where_x_names_a_targets_mana_value() -> None:
    (a,) = _one(
        "When Foo enters, counter target spell with mana value X or less, where X is the number of Faeries you control.",
        ("creature",),
    )
    (spec,) = a.targets
    faeries = ir.CountOf(ir.Filter(subtypes=frozenset({"Faerie"}), controller="you"))
    assert spec.filter.bound == ("mana value", "max", faeries)
    assert spec.filter.mana_value_x == "max"


def test_spellstutter_sprite_alone_cant_target_a_two_mana_spell() -> None:
    # one Faerie (the Sprite itself): Grizzly Bears (mana value 2) isn't a legal target, so
    # the trigger has none and is removed (603.3d); the Bears resolve
    r = _runner(
        {"hand": ["Spellstutter Sprite"], "battlefield": ["Island", "Island"]},
        {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
        turn={"active": "Bob", "step": "main1"},
        script=[
            {"cast": "Grizzly Bears"},
            "pass",
            {"player": "Alice", "cast": "Spellstutter Sprite"},
            {"resolve": "all"},
            {"expect": {"zone": {"Grizzly Bears": "battlefield"}}},
        ],
    )
    assert r.run() == []


def test_bedrock_tortoise_only_creatures_with_toughness_greater_than_power() -> None:
    # 208.1: Wall of Wood (0/3) assigns 3; Hill Giant (3/3) still assigns its power, 3;
    # Goblin Piker (2/1) its power, 2
    r = _runner(
        {
            "battlefield": [
                "Bedrock Tortoise",
                {"card": "Wall of Wood", "id": "wall"},
                {"card": "Goblin Piker", "id": "piker"},
            ]
        }
    )
    assert combat.power(r.game, r.handles["wall"]) == 3
    assert combat.power(r.game, r.handles["piker"]) == 2
    assert "toughness greater than its power" in render_abilities(
        parse_oracle(
            "Each creature you control with toughness greater than its power assigns combat damage equal to its toughness rather than its power.",
            "Foo",
            ("creature",),
        ),
        "Foo",
    )


# --- 701.17a: "the milled card's mana value" -------------------------------------------------


def test_mindshrieker_gets_the_milled_cards_mana_value() -> None:
    # Mindshrieker (1/1) mills Hill Giant (mana value 4): +4/+4 (608.2h)
    r = _runner(
        {"battlefield": ["Mindshrieker", "Island", "Island"]},
        {"library": ["Hill Giant", "Island"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"activate": {"card": "Mindshrieker", "ability": 1, "targets": ["Bob"]}},
            {"resolve": 1},
            {"expect": {"pt": {"Mindshrieker": "5/5"}, "zone": {"Hill Giant": "graveyard"}}},
        ],
    )
    assert r.run() == []


def test_the_milled_card_needs_a_card_milled_before_it() -> None:
    from mtgrules.rules.amount_kinds import sacrificed_now_gap

    (a,) = parse_oracle(
        "Draw a card. Foo gets +X/+X until end of turn, where X is the milled card's mana value.",
        "Foo",
        ("instant",),
    )
    assert sacrificed_now_gap(a) == "'the milled card' with no one card milled before it"


def test_tor_wauki_adds_to_noncombat_damage_only() -> None:
    # "If another source you control would deal noncombat damage ...": Prodigal Pyromancer's
    # 1 becomes 2; its combat damage (510.2) stays 1
    r = _runner(
        {"battlefield": ["Tor Wauki the Younger", "Prodigal Pyromancer"]},
        {"library": ["Island", "Island"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"activate": {"card": "Prodigal Pyromancer", "ability": 1, "targets": ["Bob"]}},
            {"resolve": 1},
            {"expect": {"life": {"Bob": 18}}},
        ],
    )
    assert r.run() == []
    from mtgrules.objects import Target
    from mtgrules.rules.characteristics import chars
    from mtgrules.rules.damage_mods import damage_modifications
    from mtgrules.rules.events import DamageEvent

    g = r.game
    pyro = r.handles["Prodigal Pyromancer"]
    combat_ev = DamageEvent(pyro, chars(g, pyro), 0, Target(player=1), "Bob", 1, combat=True)
    assert damage_modifications(g, combat_ev) == []
    ping = DamageEvent(pyro, chars(g, pyro), 0, Target(player=1), "Bob", 1)
    assert len(damage_modifications(g, ping)) == 1


def test_fated_firepower_adds_its_fire_counters() -> None:
    # 614.1a: "plus an amount of damage equal to the number of fire counters on this
    # enchantment": Shock at Bob with three fire counters deals 5
    r = _runner(
        {
            "hand": ["Shock"],
            "battlefield": [
                {"card": "Fated Firepower", "counters": {"fire": 3}},
                "Mountain",
            ],
        },
        turn={"active": "Alice", "step": "main1"},
        script=[{"cast": {"card": "Shock", "targets": ["Bob"]}}, {"resolve": 1}],
    )
    assert r.run() == []
    assert r.game.players[1].life == 15
