# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""s11 h-dmg (issue 12): damage phrasings.

- 615.1a: static prevention of part of the damage: "If a red source would deal damage to
  you, prevent 2 of that damage.", "prevent all but 1 of that damage", "prevent X of that
  damage, where X is ..." (ir/s11_dmg.py PreventSome, rules/s11_dmg.py)
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.ir.s11_dmg import (
    DealDamageExcess,
    DealDamageUnpreventable,
    PreventGroup,
    PreventSome,
)
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.rules.s11_dmg import ShieldGroup, prevent_some_gap
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner


def _one(text: str, types: tuple[str, ...] = ("artifact",), name: str = "Foo") -> Any:
    abilities = parse_oracle(text, name, types)
    assert render_abilities(abilities, name) == text  # the exact round trip
    return abilities


def _runner(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any) -> Runner:
    return Runner(
        parse(
            {
                "name": "s11-dmg",
                "players": [{"name": "Alice", **alice}, {"name": "Bob", **(bob or {})}],
                **extra,
            }
        )
    )


# --- 615.1a: "prevent N of that damage" ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        (
            "If a red source would deal damage to you, prevent 2 of that damage.",
            {"amount": 2, "you": True, "source": ir.DamageSource("source", ("R",))},
        ),
        (
            "If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
            {"amount": 1, "you": True, "opponents": True},
        ),
        (
            "If an artifact would deal damage to you, prevent 1 of that damage.",
            {"source": ir.DamageSource("artifact")},
        ),
        (
            "If a creature would deal combat damage to you, prevent 1 of that damage.",
            {"source": ir.DamageSource("creature"), "combat": True},
        ),
        (
            "If a source would deal damage to equipped creature, prevent 2 of that damage.",
            {"attached": "equipped", "you": False},
        ),
        (
            "If a source would deal damage to you or a Hero you control, prevent all but 1 of that damage.",
            {"all_but": True, "you": True},
        ),
        (
            "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.",
            {"all_but": True, "you": False},
        ),
        (
            "If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of creatures you control.",
            {"attached": "equipped"},
        ),
    ],
)
def test_prevent_some_reads_back(text: str, fields: dict[str, Any]) -> None:
    (a,) = _one(text)
    e = a.effect
    assert isinstance(e, PreventSome)
    for k, v in fields.items():
        assert getattr(e, k) == v
    assert prevent_some_gap(e) is None


def test_an_x_without_where_is_refused() -> None:
    with pytest.raises(Exception, match="x"):
        parse_oracle(
            "If a source would deal damage to you, prevent X of that damage.", "Foo", ("artifact",)
        )


def test_family_cards_are_supported() -> None:
    db = CardDatabase.bundled()
    for name in (
        "Urza's Armor",
        "Sphere of Law",
        "Sphere of Purity",
        "Orbs of Warding",
        "Guardian Seraph",
        "Shield of the Realm",
        "Shield of the Avatar",
        "Hyperion, Supreme Hero",
        "Temple Altisaur",
    ):
        assert supported_definition(db.get(name), use_cache=False).name == name


def test_guardian_seraph_only_lowers_damage_from_opponents_sources() -> None:
    # 615.1a, 109.5: Bob's Shock at Alice deals 1; Alice's own Shock at herself deals 2
    r = _runner(
        {
            "hand": ["Shock"],
            "battlefield": ["Guardian Seraph", "Mountain"],
        },
        {"hand": [{"card": "Shock", "id": "bobs"}], "battlefield": ["Mountain"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": {"card": "Shock", "targets": ["Alice"]}},
            {"resolve": 1},
            {"expect": {"life": {"Alice": 18}}},
            "pass",
            {"cast": {"card": "bobs", "targets": ["Alice"]}},
            {"resolve": 1},
            {"expect": {"life": {"Alice": 17}}},
        ],
    )
    assert r.run() == []


def test_orbs_of_warding_only_lowers_damage_from_creatures() -> None:
    # 615.1a: Alice's Grizzly Bears attack Bob (Orbs of Warding): 1 of the 2 is prevented;
    # Flame Rift (not a creature) deals its 4 in full
    r = _runner(
        {"hand": ["Flame Rift"], "battlefield": ["Grizzly Bears", "Mountain", "Mountain"]},
        {"battlefield": ["Orbs of Warding"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": "Flame Rift"},
            {"resolve": 1},
            {"advance": "declare_attackers"},
            {"attack": {"Grizzly Bears": "Bob"}},
            {"advance": "end_of_combat"},
        ],
    )
    assert r.run() == []
    assert r.game.players[1].life == 15


def test_shield_of_the_avatar_counts_creatures_as_the_damage_is_dealt() -> None:
    # 615.1a, 107.3c: the equipped Hill Giant (3/3) with two creatures Alice controls: Lightning
    # Bolt's 3 damage becomes 1
    r = _runner(
        {
            "battlefield": [
                {"card": "Hill Giant", "id": "giant"},
                "Grizzly Bears",
                {"card": "Shield of the Avatar", "attached_to": "giant"},
            ]
        },
        {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        turn={"active": "Bob", "step": "main1"},
        script=[
            {"cast": {"card": "Lightning Bolt", "targets": ["giant"]}},
            {"resolve": 1},
        ],
    )
    assert r.run() == []
    assert r.game.objects[r.handles["giant"]].damage == 1


def test_temple_altisaur_leaves_1_for_other_dinosaurs_not_itself() -> None:
    # 615.1a: "another Dinosaur you control": Lightning Bolt at Alice's other Dinosaur
    # (Ranging Raptors, 2/3) deals only 1; at Temple Altisaur (3/4) itself, the full 3
    r = _runner(
        {"battlefield": ["Temple Altisaur", "Ranging Raptors"]},
        {
            "hand": ["Lightning Bolt", {"card": "Lightning Bolt", "id": "bolt2"}],
            "battlefield": ["Mountain", "Mountain"],
        },
        turn={"active": "Bob", "step": "main1"},
        script=[
            {"cast": {"card": "Lightning Bolt", "targets": ["Ranging Raptors"]}},
            {"resolve": 1},
            {"cast": {"card": "bolt2", "targets": ["Temple Altisaur"]}},
            {"resolve": 1},
        ],
    )
    assert r.run() == []
    assert r.game.objects[r.handles["Ranging Raptors"]].damage == 1
    assert r.game.objects[r.handles["Temple Altisaur"]].damage == 3


# --- 615.1: "Prevent all damage that would be dealt to creatures this turn." -------------


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("Prevent all damage that would be dealt to creatures this turn.", "to-turn"),
        ("Prevent all damage that would be dealt by creatures this turn.", "by-turn"),
        ("Prevent all combat damage that would be dealt to players this turn.", "to-turn"),
        (
            "Prevent all damage that would be dealt to you and creatures you control this turn.",
            "to-turn",
        ),
        (
            "Prevent all damage that would be dealt to you and creatures you control this turn by creatures.",
            "to-turn-by",
        ),
        (
            "Prevent all damage that would be dealt to you this turn by creatures with flying.",
            "to-turn-by",
        ),
        ("Prevent all damage that would be dealt this turn to creatures you control.", "turn-to"),
        (
            "Prevent all combat damage that would be dealt this turn by creatures with power 4 or less.",
            "turn-by",
        ),
        ("Prevent all damage that creatures would deal to players this turn.", "deal"),
        ("Prevent all combat damage that other creatures would deal this turn.", "deal"),
        ("Prevent all combat damage target creature would deal this turn.", "deal"),
        ("Prevent all combat damage non-Soldier creatures would deal this turn.", "deal"),
    ],
)
def test_prevent_group_reads_back(text: str, form: str) -> None:
    (a,) = _one(text, ("instant",))
    (e,) = a.effects
    assert isinstance(e, PreventGroup)
    assert e.form == form


def test_prevent_all_to_you_is_still_the_older_shield() -> None:
    (a,) = _one("Prevent all damage that would be dealt to you this turn.", ("instant",))
    assert isinstance(a.effects[0], ir.PreventDamage)


def test_forfend_prevents_damage_to_creatures_not_players() -> None:
    # 615.1: Forfend, then Lightning Bolt at Bob's Hill Giant (prevented) and at Bob (dealt)
    r = _runner(
        {
            "hand": ["Forfend", "Lightning Bolt", {"card": "Lightning Bolt", "id": "bolt2"}],
            "battlefield": ["Plains", "Plains", "Mountain", "Mountain"],
        },
        {"battlefield": ["Hill Giant"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": "Forfend"},
            {"resolve": 1},
            {"cast": {"card": "Lightning Bolt", "targets": ["Hill Giant"]}},
            {"resolve": 1},
            {"cast": {"card": "bolt2", "targets": ["Bob"]}},
            {"resolve": 1},
        ],
    )
    assert r.run() == []
    assert r.game.objects[r.handles["Hill Giant"]].damage == 0
    assert r.game.players[1].life == 17


def test_thwart_the_enemy_prevents_only_opponents_creatures() -> None:
    # 615.1, 109.5: Alice's Thwart the Enemy: Bob's Prodigal Pyromancer's 1 damage to Alice is
    # prevented; Alice's own Prodigal Pyromancer still deals 1 to Bob
    r = _runner(
        {
            "hand": ["Thwart the Enemy"],
            "battlefield": ["Forest"] * 3 + [{"card": "Prodigal Pyromancer", "id": "mine"}],
        },
        {"battlefield": [{"card": "Prodigal Pyromancer", "id": "theirs"}]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": "Thwart the Enemy"},
            {"resolve": 1},
            {"activate": {"card": "mine", "ability": 1, "targets": ["Bob"]}},
            {"resolve": 1},
            "pass",
            {"activate": {"card": "theirs", "ability": 1, "targets": ["Alice"]}},
            {"resolve": 1},
        ],
    )
    assert r.run() == []
    assert r.game.players[0].life == 20
    assert r.game.players[1].life == 19


def test_haze_frog_prevents_the_combat_damage_of_other_creatures_only() -> None:
    # 615.1: Haze Frog enters ("other creatures" than Haze Frog); Alice's Grizzly Bears then
    # attack Bob: their combat damage is prevented
    r = _runner(
        {"hand": ["Haze Frog"], "battlefield": ["Forest"] * 5 + ["Grizzly Bears"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": "Haze Frog"},
            {"resolve": 1},
            {"resolve": 1},
            {"advance": "declare_attackers"},
            {"attack": {"Grizzly Bears": "Bob"}},
            {"advance": "end_of_combat"},
        ],
    )
    assert r.run() == []
    assert r.game.players[1].life == 20
    (shield,) = r.game.prevention_shields
    group = shield.group
    assert isinstance(group, ShieldGroup) and group.by is not None and group.by.other


# --- 120.3: "deals 2 damage to any target and 3 damage to itself" ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Foo deals 2 damage to itself.",
        "Foo deals 2 damage to any target and 3 damage to itself.",
        "Target creature you control deals X damage to any other target and X damage to itself, where X is its power.",
    ],
)
def test_damage_to_itself_reads_back(text: str) -> None:
    (a,) = _one(text, ("instant",))
    last = a.effects[-1]
    assert isinstance(last, ir.DealDamage) and last.to == last.source


def test_where_x_its_power_after_itself_is_the_subjects() -> None:
    # "its" after "X damage to itself": the creature dealing the damage (TargetRef 0)
    (a,) = _one(
        "Target creature you control deals X damage to any other target and X damage to itself, where X is its power.",
        ("instant",),
    )
    for e in a.effects:
        assert e.amount == ir.WhereX(ir.PowerOf(ir.TargetRef(0)))


def test_psionic_entity_deals_damage_to_any_target_and_to_itself() -> None:
    # 120.3: Psionic Entity (2/2): 2 damage to Bob and 3 to itself: it dies (704.5g)
    r = _runner(
        {"battlefield": ["Psionic Entity"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"activate": {"card": "Psionic Entity", "ability": 1, "targets": ["Bob"]}},
            {"resolve": 1},
            {"expect": {"zone": {"Psionic Entity": "graveyard"}}},
        ],
    )
    assert r.run() == []
    assert r.game.players[1].life == 18


# --- 109.5: "each opponent and each creature they control" ------------------------------


def test_tectonic_hazard_hits_opponents_and_their_creatures_only() -> None:
    r = _runner(
        {"hand": ["Tectonic Hazard"], "battlefield": ["Mountain", "Grizzly Bears"]},
        {"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}]},
        turn={"active": "Alice", "step": "main1"},
        script=[{"cast": "Tectonic Hazard"}, {"resolve": 1}],
    )
    assert r.run() == []
    assert r.game.players[1].life == 19 and r.game.players[0].life == 20
    assert r.game.objects[r.handles["theirs"]].damage == 1
    assert r.game.objects[r.handles["Grizzly Bears"]].damage == 0


def test_each_creature_they_control_reads_back() -> None:
    (a,) = _one("Foo deals 1 damage to each opponent and each creature they control.", ("sorcery",))
    assert a.effects[1].to == ir.EachRef(
        ir.Filter(types=frozenset({"creature"}), controller="opponent")
    )


# --- 615.7, 107.3: "Prevent the next X damage ..." ----------------------------------------


def test_samite_pilgrim_prevents_as_many_as_basic_land_types() -> None:
    # 615.7, 107.3c: two basic land types (Plains, Island): Lightning Bolt's 3 becomes 1
    r = _runner(
        {"battlefield": ["Samite Pilgrim", "Plains", "Island", {"card": "Hill Giant", "id": "g"}]},
        {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"activate": {"card": "Samite Pilgrim", "ability": 1, "targets": ["g"]}},
            {"resolve": 1},
            "pass",
            {"cast": {"card": "Lightning Bolt", "targets": ["g"]}},
            {"resolve": 1},
        ],
    )
    assert r.run() == []
    assert r.game.objects[r.handles["g"]].damage == 1


def test_prevent_the_next_x_reads_back() -> None:
    (a,) = _one(
        "Prevent the next X damage that would be dealt to any target this turn.", ("instant",)
    )
    assert a.effects[0].amount == ir.XAmount()


# --- 102.3: "each other opponent" --------------------------------------------------------


def test_hydra_omnivore_deals_that_much_to_each_other_opponent() -> None:
    # 603.2, 102.3: Hydra Omnivore (8/8) deals 8 combat damage to Bob; its trigger deals 8 to
    # Carol (another opponent), not to Bob again nor to Alice
    r = Runner(
        parse(
            {
                "name": "s11-dmg",
                "players": [
                    {"name": "Alice", "battlefield": ["Hydra Omnivore"]},
                    {"name": "Bob"},
                    {"name": "Carol"},
                ],
                "turn": {"active": "Alice", "step": "main1"},
                "script": [
                    {"advance": "declare_attackers"},
                    {"attack": {"Hydra Omnivore": "Bob"}},
                    {"advance": "end_of_combat"},
                ],
            }
        )
    )
    assert r.run() == []
    assert [p.life for p in r.game.players] == [20, 12, 12]


# --- 601.2d, 107.3: "deals X damage divided as you choose among any number of targets" ----


def test_divided_x_reads_back_with_up_to_x_targets() -> None:
    (a,) = _one(
        "Foo deals X damage divided as you choose among any number of target creatures.",
        ("sorcery",),
    )
    (e,) = a.effects
    assert isinstance(e, ir.DividedDamage) and isinstance(e.amount, ir.XAmount)
    (spec,) = a.targets
    assert spec.count_x and spec.up_to


def test_divided_x_among_a_fixed_number_is_refused() -> None:
    with pytest.raises(Exception, match="divided"):
        parse_oracle(
            "Foo deals X damage divided as you choose among one or two targets.",
            "Foo",
            ("sorcery",),
        )


def test_divided_x_legal_casts_divide_the_x_chosen() -> None:
    from mtgrules.rules import divided_damage, division

    card = supported_definition(CardDatabase.bundled().get("Rolling Thunder"), use_cache=False)
    assert divided_damage.gap(card) == []
    assert division.compositions(3, 2) == [(1, 2), (2, 1)]


# --- 614.1a: "double that damage", "triple that damage" ----------------------------------


@pytest.mark.parametrize(
    ("text", "how", "to"),
    [
        (
            "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
            "double",
            "any",
        ),
        (
            "If a source you control would deal damage to a permanent or player, it deals triple that damage instead.",
            "triple",
            "any",
        ),
        (
            "If a creature you control would deal damage, it deals double that damage instead.",
            "double",
            "any unsaid",
        ),
        (
            "If a source would deal damage to an opponent, it deals double that damage to that player instead.",
            "double",
            "an opponent",
        ),
        (
            "If a source you control would deal noncombat damage to an opponent or a permanent an opponent controls, it deals double that damage to that player or permanent instead.",
            "double",
            "opponent",
        ),
    ],
)
def test_double_and_triple_read_back(text: str, how: str, to: str) -> None:
    (a,) = _one(text, ("enchantment",))
    e = a.effect
    assert isinstance(e, ir.DamageModification) and (e.how, e.to) == (how, to)


def test_fiery_emancipation_triples_and_fiendish_duo_doubles_to_opponents_only() -> None:
    # 614.1a: Alice's Shock at Bob with Fiery Emancipation: 6. Bob's Fiendish Duo doubles
    # damage to an opponent of Bob's (Alice): Bob's Shock at Alice deals 4, at Alice's Hill
    # Giant only 2 (a permanent isn't "an opponent")
    r = _runner(
        {
            "hand": ["Shock"],
            "battlefield": ["Fiery Emancipation", "Mountain", {"card": "Hill Giant", "id": "g"}],
        },
        {
            "hand": [{"card": "Shock", "id": "s2"}, {"card": "Shock", "id": "s3"}],
            "battlefield": ["Fiendish Duo", "Mountain", "Mountain"],
        },
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": {"card": "Shock", "targets": ["Bob"]}},
            {"resolve": 1},
            "pass",
            {"cast": {"card": "s2", "targets": ["Alice"]}},
            {"resolve": 1},
            "pass",
            {"cast": {"card": "s3", "targets": ["g"]}},
            {"resolve": 1},
        ],
    )
    assert r.run() == []
    assert r.game.players[1].life == 14
    assert r.game.players[0].life == 16
    assert r.game.objects[r.handles["g"]].damage == 2


# --- 120.4a: "Excess damage is dealt to that creature's controller instead." --------------


def test_flame_spill_excess_goes_to_the_controller() -> None:
    # 120.4a, 120.6: Hill Giant (3/3) with 1 damage marked: lethal is 2; the other 2 of
    # Flame Spill's 4 go to Bob
    r = _runner(
        {
            "hand": ["Flame Spill"],
            "battlefield": ["Mountain"] * 5 + ["Prodigal Pyromancer"],
        },
        {"battlefield": ["Hill Giant"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"activate": {"card": "Prodigal Pyromancer", "ability": 1, "targets": ["Hill Giant"]}},
            {"resolve": 1},
            {"cast": {"card": "Flame Spill", "targets": ["Hill Giant"]}},
            {"resolve": 1},
            {"expect": {"zone": {"Hill Giant": "graveyard"}, "life": {"Bob": 18}}},
        ],
    )
    assert r.run() == []


def test_excess_damage_reads_back() -> None:
    text = "Foo deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead."
    (a,) = _one(text, ("sorcery",))
    assert isinstance(a.effects[0], DealDamageExcess)


def test_excess_of_damage_to_any_target_is_refused() -> None:
    with pytest.raises(Exception, match="excess"):
        parse_oracle(
            "Foo deals 4 damage to any target. Excess damage is dealt to that creature's controller instead.",
            "Foo",
            ("sorcery",),
        )


# --- 101.4, 608.2d: "any opponent may have it deal 4 damage to them" ---------------------


@pytest.mark.parametrize(
    ("answer", "bob", "zone"), [("yes", 16, "graveyard"), ("no", 20, "battlefield")]
)
def test_vexing_devil_asks_only_opponents(answer: str, bob: int, zone: str) -> None:
    # 102.3: Alice isn't asked (not an opponent); Bob's answer decides (608.2c)
    r = _runner(
        {"hand": ["Vexing Devil"], "battlefield": ["Mountain"]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": "Vexing Devil"},
            {"resolve": 1},
            {"resolve": 1},
            {"choose": answer},
            {"expect": {"zone": {"Vexing Devil": zone}}},
        ],
    )
    assert r.run() == []
    assert r.game.players[1].life == bob


def test_if_no_one_does_alone_is_refused() -> None:
    with pytest.raises(Exception, match="no one does"):
        parse_oracle("If no one does, draw a card.", "Foo", ("sorcery",))


# --- 615.12: "The damage can't be prevented." --------------------------------------------


def test_pinpoint_avalanche_damage_cant_be_prevented() -> None:
    # 615.12: Forfend prevents all damage to creatures this turn, but not Pinpoint
    # Avalanche's 4: Bob's Hill Giant dies; Shock at Bob's Grizzly Bears is still prevented
    r = _runner(
        {
            "hand": ["Forfend", "Pinpoint Avalanche", "Shock"],
            "battlefield": ["Plains", "Plains"] + ["Mountain"] * 6,
        },
        {"battlefield": ["Hill Giant", {"card": "Grizzly Bears", "id": "bears"}]},
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"cast": "Forfend"},
            {"resolve": 1},
            {"cast": {"card": "Shock", "targets": ["bears"]}},
            {"resolve": 1},
            {"cast": {"card": "Pinpoint Avalanche", "targets": ["Hill Giant"]}},
            {"resolve": 1},
            {"expect": {"zone": {"Hill Giant": "graveyard", "bears": "battlefield"}}},
        ],
    )
    assert r.run() == []


def test_the_damage_cant_be_prevented_reads_back() -> None:
    (a,) = _one(
        "Foo deals 5 damage to target creature. The damage can't be prevented.", ("instant",)
    )
    assert isinstance(a.effects[0], DealDamageUnpreventable)


# --- 603.2: "Whenever a creature you control deals combat damage to an opponent" ---------


def test_coastal_piracy_draws_on_combat_damage_to_an_opponent() -> None:
    r = _runner(
        {
            "battlefield": ["Coastal Piracy", "Grizzly Bears"],
            "library": ["Island", "Island"],
        },
        turn={"active": "Alice", "step": "main1"},
        script=[
            {"advance": "declare_attackers"},
            {"attack": {"Grizzly Bears": "Bob"}},
            {"advance": "end_of_combat"},
            {"choose": "yes"},
            {"advance": "end_of_combat"},
            {"expect": {"count": {"Alice.hand": 1}, "life": {"Bob": 18}}},
        ],
    )
    assert r.run() == []
    (a,) = next(x for x in r.game.objects.values() if x.name == "Coastal Piracy").card.abilities
    assert isinstance(a, ir.TriggeredAbility) and a.trigger.whose == "opponent"
