"""Eleventh session, the token family (issue 12): tokens that are copies with a count,
"tapped [and attacking]" and exceptions (707.2, 707.9, 508.4; ir/s11_tok.py), "That token
gains haste." (111.1, 608.2c) and magecraft's "Whenever you cast or copy an instant or
sorcery spell" (207.2c, 707.10): read, written back, carried out."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.rules import characteristics
from mtgrules.rules.token_copies import with_exceptions


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


@pytest.mark.parametrize(
    "name",
    [
        "Archmage Emeritus",  # Magecraft — Whenever you cast or copy ..., draw a card.
        "Eager First-Year",  # magecraft: this creature gets +1/+0 until end of turn
        "Helm of the Host",  # ..., except the token isn't legendary. That token gains haste.
        "Kiki-Jiki, Mirror Breaker",  # ..., except it has haste.
        "Saheeli, the Sun's Brilliance",  # ..., except it's an artifact in addition to ...
        "The Scarab God",  # ..., except it's a 4/4 black Zombie.
        "Chronozoa",  # create two tokens that are copies of it
        "Séance",  # create a token that's a copy of that card, except it's a Spirit ...
        "Ratadrabik of Urborg",  # ... not legendary and it's a 2/2 black Zombie in addition
        "Loki, the Deceiver",  # create a tapped and attacking token that's a copy of ...
    ],
)
def test_supported(db: CardDatabase, name: str) -> None:
    assert card_gaps(db.get(name)) == []


_TEXTS = [
    "{T}: Create a token that's a copy of target creature you control, except it isn't legendary.",
    "{T}: Create two tapped tokens that are copies of target artifact you control.",
    "{T}: Create a tapped and attacking token that's a copy of target creature you control.",
    "{T}: Create a token that's a copy of target creature you control, except it's 1/1, it's "
    "a Spirit in addition to its other types, and it has flying.",
    "{T}: Create a token that's a copy of target creature you control, except it's not "
    "legendary and it's a 2/2 black Zombie in addition to its other colors and types.",
    "{T}: Create a token that's a copy of target creature you control, except it's a 4/4 "
    "black Zombie.",
    "{T}: Create a token that's a copy of target creature you control. That token gains "
    "haste. Exile it at the beginning of the next end step.",
    "{T}: Create a token that's a copy of target creature you control. It gains haste.",
    "Whenever you cast or copy an instant or sorcery spell, draw a card.",
]


@pytest.mark.parametrize("text", _TEXTS)
def test_round_trip(text: str) -> None:
    abilities = parse_oracle(text, "Testcard", ("Creature",))
    assert render_abilities(abilities, "Testcard") == text


def test_exceptions_read() -> None:
    (a,) = parse_oracle(_TEXTS[4], "Testcard", ("Creature",))
    e = a.effects[0]
    assert isinstance(e, ir.CreateTokenCopies)
    assert e.nonlegendary and e.pt == (2, 2) and e.add_colors == frozenset("B")
    assert e.add_subtypes == ("Zombie",) and e.colors is None
    (a,) = parse_oracle(_TEXTS[5], "Testcard", ("Creature",))
    e = a.effects[0]
    assert e.colors == frozenset("B") and e.subtypes == ("Zombie",) and e.pt == (4, 4)
    (a,) = parse_oracle(_TEXTS[1], "Testcard", ("Creature",))
    e = a.effects[0]
    assert e.count == 2 and e.tapped and not e.attacking


def test_magecraft_trigger() -> None:
    (a,) = parse_oracle(_TEXTS[-1], "Testcard", ("Creature",))
    assert a.trigger.event is ir.TriggerEvent.CAST_SPELL
    assert a.trigger.or_event is ir.TriggerEvent.COPY_SPELL


def test_with_exceptions_sets_and_adds() -> None:
    # 707.9b: "a 4/4 black Zombie": colors and creature types replaced, card types kept
    bears = ir.CardDefinition(
        "Bears",
        colors=frozenset("G"),
        supertypes=("legendary",),
        types=("creature",),
        subtypes=("Bear",),
        power="2",
        toughness="2",
    )
    e = ir.CreateTokenCopies(
        ir.SelfRef(), colors=frozenset("B"), subtypes=("Zombie",), pt=(4, 4), nonlegendary=True
    )
    v = with_exceptions(bears, e)
    assert (v.colors, v.color_indicator, v.subtypes) == (
        frozenset("B"),
        frozenset("B"),
        ("Zombie",),
    )
    assert (v.power, v.toughness, v.supertypes, v.types) == ("4", "4", (), ("creature",))
    e2 = ir.CreateTokenCopies(ir.SelfRef(), add_types=("artifact",), add_subtypes=("Spirit",))
    v2 = with_exceptions(bears, e2)
    assert v2.types == ("creature", "artifact") and v2.subtypes == ("Bear", "Spirit")


def _tokens(g: Any) -> list[Any]:
    return [o for o in g.battlefield_objects() if o.values.is_token]


def test_scarab_god_copies_exiled_card_as_zombie() -> None:
    # 707.2: a copy of the exiled card; 707.9b: it's a 4/4 black Zombie
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["The Scarab God", "Island", "Island", "Swamp", "Swamp"],
                },
                {"name": "Bob", "graveyard": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {
                    "activate": {
                        "card": "The Scarab God",
                        "ability": 1,
                        "targets": ["Grizzly Bears"],
                    }
                },
                {"resolve": 1},
            ],
        }
    )
    (tok,) = _tokens(g)
    ch = characteristics.chars(g, tok.id)
    assert tok.name == "Grizzly Bears" and tok.controller == 0
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (
        4,
        4,
        frozenset("B"),
        frozenset({"Zombie"}),
    )


def test_saheeli_copy_is_artifact_with_haste() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        "Saheeli, the Sun's Brilliance",
                        "Grizzly Bears",
                        "Island",
                        "Mountain",
                    ],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {
                    "activate": {
                        "card": "Saheeli, the Sun's Brilliance",
                        "ability": 1,
                        "targets": ["Grizzly Bears"],
                    }
                },
                {"resolve": 1},
            ],
        }
    )
    (tok,) = _tokens(g)
    ch = characteristics.chars(g, tok.id)
    assert "artifact" in ch.types and "creature" in ch.types
    assert any(isinstance(k, ir.Keyword) and k.name == "haste" for k in ch.abilities)


def test_helm_token_not_legendary_and_hasty() -> None:
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        {"card": "Isamaru, Hound of Konda", "id": "isamaru"},
                        {"card": "Helm of the Host", "attached_to": "isamaru"},
                    ],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"advance": "beginning_of_combat"}, {"resolve": 1}],
        }
    )
    (tok,) = _tokens(g)
    ch = characteristics.chars(g, tok.id)
    assert "legendary" not in ch.supertypes  # 707.9b: the legend rule doesn't apply
    assert any(isinstance(k, ir.Keyword) and k.name == "haste" for k in ch.abilities)
    assert len([o for o in g.battlefield_objects() if o.name == tok.name]) == 2


@pytest.mark.parametrize(
    ("role", "text"),
    [
        ("Cursed", "Enchanted creature has base power and toughness 1/1."),
        ("Monster", "Enchanted creature gets +1/+1 and has trample."),
        ("Royal", "Enchanted creature gets +1/+1 and has ward {1}."),
        (
            "Sorcerer",
            'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',
        ),
        (
            "Wicked",
            "Enchanted creature gets +1/+1.\nWhen this token is put into a graveyard from the "
            "battlefield, each opponent loses 1 life.",
        ),
    ],
)
def test_role_abilities_are_the_rules_wording(role: str, text: str) -> None:
    # 111.10j-q: the Roles' abilities are what the parser reads from the rules' wording
    from mtgrules.rules.roles import role_card

    parsed = parse_oracle("Enchant creature\n" + text, role, ("Enchantment",))
    assert role_card(role).abilities == parsed


@pytest.mark.parametrize(
    "text",
    [
        "When this creature enters, create a Cursed Role token attached to it.",
        "When this creature enters, create a Wicked Role token attached to up to one target "
        "creature you control.",
    ],
)
def test_role_round_trip(text: str) -> None:
    abilities = parse_oracle(text, "Testcard", ("Creature",))
    assert isinstance(abilities[0].effects[0], ir.CreateRole)
    assert render_abilities(abilities, "Testcard") == text


def test_wicked_role_leaving_drains_each_opponent() -> None:
    # 111.10q: "When this token is put into a graveyard from the battlefield, each opponent
    # loses 1 life." (the Role goes when its creature dies: 704.5m)
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Grizzly Bears", "Mountain", "Mountain", "Mountain"],
                    "hand": ["Witch's Mark", "Lightning Bolt"],
                },
                {"name": "Bob", "life": 20},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Witch's Mark", "targets": ["Grizzly Bears"]}},
                {"resolve": 1},
                {"choose": "no"},
                {
                    "expect": {
                        "pt": {"Grizzly Bears": "3/3"},
                        "attached_to": {"Wicked": "Grizzly Bears"},
                    }
                },
                {"cast": {"card": "Lightning Bolt", "targets": ["Grizzly Bears"]}},
                {"resolve": "all"},
                {"expect": {"life": {"Bob": 19}, "zone": {"Grizzly Bears": "graveyard"}}},
            ],
        }
    )
    assert not [o for o in g.battlefield_objects() if o.name == "Wicked"]


@pytest.mark.parametrize(
    "text",
    [
        "When you next cast an instant or sorcery spell this turn, copy that spell. You may "
        "choose new targets for the copy.",
        "When you next cast an instant or sorcery spell with mana value 4 or less this turn, "
        "copy that spell. You may choose new targets for the copy.",
    ],
)
def test_next_cast_round_trip(text: str) -> None:
    # 603.7a: a spell's delayed triggered ability (not a triggered ability of the card)
    abilities = parse_oracle(text, "Testcard", ("Sorcery",))
    (e,) = abilities[0].effects
    assert isinstance(e, ir.NextCastCopy) and e.filter.types == frozenset({"instant", "sorcery"})
    assert render_abilities(abilities, "Testcard") == text


def test_next_cast_waits_for_a_matching_spell_and_expires() -> None:
    # Dual Strike: "with mana value 4 or less": a creature spell doesn't trigger it; the
    # delayed ability is gone when the turn ends ("this turn")
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Mountain", "Mountain", "Forest", "Forest"],
                    "hand": ["Dual Strike", "Grizzly Bears"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Dual Strike"},
                {"resolve": 1},
                {"cast": "Grizzly Bears"},
                {"resolve": 1},
                {"expect": {"zone": {"Grizzly Bears": "battlefield"}}},
            ],
        }
    )
    assert len(g.delayed_triggers) == 1  # still waiting for an instant or sorcery spell
    from mtgrules.rules import next_cast

    g.turn_number += 1
    bears = next(o for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    next_cast.spell_cast(g, bears)
    assert g.delayed_triggers == [] and g.pending_triggers == []


def test_for_each_token_copy_doubles_tokens() -> None:
    # Second Harvest: "For each token you control, create a token that's a copy of that
    # permanent." (707.2: one copy of each; the new tokens aren't counted, 608.2h)
    bear = {"token": "Bear", "power": 2, "toughness": 2, "types": ["creature"]}
    bear["subtypes"] = ["Bear"]
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        {**bear, "id": "b1"},
                        {**bear, "id": "b2"},
                        "Forest",
                        "Forest",
                        "Forest",
                        "Forest",
                    ],
                    "hand": ["Second Harvest"],
                },
                {"name": "Bob", "battlefield": [{**bear, "id": "b3"}]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Second Harvest"}, {"resolve": 1}],
        }
    )
    mine = [o for o in _tokens(g) if o.controller == 0]
    assert len(mine) == 4 and len(_tokens(g)) == 5


def test_for_each_round_trip() -> None:
    text = (
        "For each nontoken creature you control, create a token that's a copy of that "
        "creature, except it isn't legendary."
    )
    abilities = parse_oracle(text, "Testcard", ("Sorcery",))
    (e,) = abilities[0].effects
    assert isinstance(e, ir.CreateTokenCopies) and isinstance(e.what, ir.EachRef)
    assert e.nonlegendary and render_abilities(abilities, "Testcard") == text


def test_flamerush_rider_copy_enters_tapped_and_attacking() -> None:
    # "create a token that's a copy of another target attacking creature and that's tapped
    # and attacking" (508.4: attacking the player the rider attacks); "Exile the token at
    # end of combat." (603.7a, 511.2)
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Flamerush Rider", "Hill Giant"]},
                {"name": "Bob", "life": 20},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"advance": "declare_attackers"},
                {"attack": {"Flamerush Rider": "Bob", "Hill Giant": "Bob"}},
                {"choose": "Hill Giant"},
                {"resolve": 1},
                {"expect": {"count": {"Alice.battlefield": 3}}},
                {"advance": "combat_damage"},
                {"expect": {"life": {"Bob": 11}}},
                {"advance": "main2"},
                {"expect": {"count": {"Alice.battlefield": 2}}},
            ],
        }
    )
    assert not _tokens(g)


def test_unused_next_cast_ability_ends_with_the_turn() -> None:
    # "this turn" (603.7c): unused at the end of the turn, it never triggers (not at the next
    # upkeep, where other delayed abilities wait: triggers._delayed_upkeep)
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Mountain", "Mountain"], "hand": ["Doublecast"]},
                {"name": "Bob", "library": ["Island", "Island"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Doublecast"},
                {"resolve": 1},
                {"advance": {"turn": 2, "step": "main1"}},
                {"expect": {"stack": []}},
            ],
        }
    )
    assert g.delayed_triggers == []


def test_when_that_creature_dies_round_trip() -> None:
    text = (
        "Target creature you control gets +2/+0 and gains lifelink until end of turn. When "
        "that creature dies this turn, create a 1/1 white Spirit creature token with flying."
    )
    abilities = parse_oracle(text, "Testcard", ("Instant",))
    assert isinstance(abilities[0].effects[-1], ir.WhenDiesThisTurn)
    assert render_abilities(abilities, "Testcard") == text


def test_heat_shimmer_copy_with_quoted_ability() -> None:
    # 707.9a: "except it has haste and "At the beginning of the end step, exile this
    # token."": the token copy has both; it's exiled at the end step (and ceases to exist)
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Grizzly Bears", "Mountain", "Mountain", "Mountain"],
                    "hand": ["Heat Shimmer"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Heat Shimmer", "targets": ["Grizzly Bears"]}},
                {"resolve": 1},
            ],
        }
    )
    (tok,) = _tokens(g)
    ch = characteristics.chars(g, tok.id)
    assert "haste" in ch.keywords
    assert any(isinstance(a, ir.TriggeredAbility) for a in ch.abilities)
