"""Eleventh session, graveyard/exile family (issue 12).
- 207.2c: ability words with a number ("Descend 4 —", "Descend 8 —").
- 611.3a, 603.4: "there's a Lesson card in your graveyard", "if you control a Desert or there
  is a Desert card in your graveyard".
- 118.9: "You may [pay 1 life and] exile a blue card from your hand rather than pay this
  spell's mana cost." (Force of Will, Cave-In, Sunscour; rules/pitch_costs.py)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.rules import conditions, triggers


def _gaps(name: str) -> list[str]:
    return list(card_gaps(CardDatabase.bundled().get(name)))


def _resolve_all(g: Any) -> None:
    from mtgrules.decisions import Priority

    while g.stack or (g.pending is not None and not isinstance(g.pending, Priority)):
        if isinstance(g.pending, Priority):
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])


def _main(alice: dict[str, Any], bob: dict[str, Any] | None = None, active: str = "Alice") -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "library": ["Plains"] * 5, **alice},
                {"name": "Bob", "library": ["Plains"] * 5, **(bob or {})},
            ],
            "turn": {"active": active, "step": "main1"},
        }
    )


def _casts(g: Any, name: str) -> list[CastSpell]:
    return [
        a for a in g.legal_actions() if isinstance(a, CastSpell) and g.objects[a.card].name == name
    ]


def _id(g: Any, zone: list[int], name: str) -> int:
    return next(i for i in zone if g.objects[i].name == name)


# --- 207.2c: ability words with a number ---------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["Basking Capybara", "Echo of Dusk", "Coati Scavenger", "Stinging Cave Crawler"],
)
def test_descend_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_descend_reads_and_renders_back() -> None:
    text = (
        "Descend 4 — This creature gets +3/+0 as long as there are four or more permanent "
        "cards in your graveyard."
    )
    abilities = parse_oracle(text, "T", ("creature",))
    assert render_abilities(abilities, "T") == text


# --- 611.3a, 603.4: "there's a Lesson card in your graveyard" ------------------------------

LESSON_TEXTS = [
    "This creature gets +1/+1 as long as there's a Lesson card in your graveyard.",
    "As long as there is a Lesson card in your graveyard, this creature has flying.",
    "As long as you control a Desert or there is a Desert card in your graveyard, this "
    "creature gets +1/+0 and has trample.",
]


@pytest.mark.parametrize("text", LESSON_TEXTS)
def test_theres_a_card_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "T", ("creature",))
    assert render_abilities(abilities, "T") == text


@pytest.mark.parametrize(
    "name", ["Aang, A Lot to Learn", "Walltop Sentries", "Sidewinder Naga", "Desert's Hold"]
)
def test_theres_a_card_supported(name: str) -> None:
    assert _gaps(name) == []


def test_theres_a_lesson_card_counts_only_your_graveyard() -> None:
    (a,) = parse_oracle(
        "This creature gets +1/+1 as long as there's a Lesson card in your graveyard.",
        "T",
        ("creature",),
    )
    assert isinstance(a, ir.StaticAbility) and a.condition is not None
    cond = a.condition
    g = _main({"graveyard": ["Forest"]}, {"graveyard": ["Introduction to Prophecy"]})
    scope = triggers.condition_scope(g, None, 0)
    assert not conditions.holds(cond, scope)  # Bob's Lesson isn't in your graveyard
    g = _main({"graveyard": ["Introduction to Prophecy"]})
    assert conditions.holds(cond, triggers.condition_scope(g, None, 0))


def test_sidewinder_naga_desert_in_graveyard_or_controlled() -> None:
    def power(g: Any) -> int:
        from mtgrules.rules.characteristics import chars

        naga = _id(g, [o.id for o in g.battlefield_objects()], "Sidewinder Naga")
        p = chars(g, naga).power
        assert p is not None
        return p

    assert power(_main({"battlefield": ["Sidewinder Naga"]})) == 3
    assert (
        power(_main({"battlefield": ["Sidewinder Naga"], "graveyard": ["Desert of the True"]})) == 4
    )
    assert power(_main({"battlefield": ["Sidewinder Naga", "Desert of the True"]})) == 4


# --- 118.9: exile cards from your hand rather than pay the mana cost -----------------------

PITCH_TEXTS = [
    "You may pay 1 life and exile a blue card from your hand rather than pay this spell's "
    "mana cost.",
    "If it's not your turn, you may exile a green card from your hand rather than pay this "
    "spell's mana cost.",
    "You may exile two white cards from your hand rather than pay this spell's mana cost.",
]


@pytest.mark.parametrize("text", PITCH_TEXTS)
def test_pitch_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "T", ("instant",))
    (a,) = abilities
    assert isinstance(a, ir.AlternativeCost) and a.exile_from_hand is not None
    assert render_abilities(abilities, "T") == text


@pytest.mark.parametrize(
    "name", ["Force of Will", "Force of Vigor", "Cave-In", "Sunscour", "Unmask", "Snapback"]
)
def test_pitch_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_shoal_x_still_a_gap() -> None:
    assert any("sets X" in g for g in _gaps("Blazing Shoal"))


def test_cave_in_exiles_a_red_card_and_pays_no_mana() -> None:
    """118.9: Cave-In is listed once per red card in hand (not itself, 601.2a), cast with no
    mana; the red card is exiled as the cost is paid (601.2h)."""
    g = _main(
        {"hand": ["Cave-In", "Shock", "Lightning Bolt", "Grizzly Bears"]},
        {"battlefield": ["Grizzly Bears"]},
    )
    casts = [c for c in _casts(g, "Cave-In") if c.alt_cost]
    hand = g.players[0].hand
    shock, bolt = _id(g, hand, "Shock"), _id(g, hand, "Lightning Bolt")
    assert sorted(c.exile for c in casts) == sorted([(shock,), (bolt,)])
    g.apply(next(c for c in casts if c.exile == (shock,)))
    assert [g.objects[i].name for i in g.exile] == ["Shock"]
    assert [g.objects[i].name for i in g.players[0].hand] == ["Lightning Bolt", "Grizzly Bears"]
    _resolve_all(g)
    assert g.players[0].life == 18 and g.players[1].life == 18
    assert not [o for o in g.battlefield_objects() if o.name == "Grizzly Bears"]


def test_pitch_refuses_a_wrong_card_unchanged() -> None:
    g = _main({"hand": ["Cave-In", "Grizzly Bears"]})
    assert not [c for c in _casts(g, "Cave-In") if c.alt_cost]  # 118.3: no red card
    cave = _id(g, g.players[0].hand, "Cave-In")
    bears = _id(g, g.players[0].hand, "Grizzly Bears")
    before = g.fingerprint()
    for exile in ((bears,), (cave,), ()):
        with pytest.raises(IllegalActionError, match=r"118\.[39]|exile"):
            g.apply(CastSpell(cave, alt_cost="exile from hand", exile=exile))
        assert g.fingerprint() == before


def test_sunscour_needs_two_white_cards() -> None:
    g = _main({"hand": ["Sunscour", "Savannah Lions", "Swords to Plowshares"]})
    (cast,) = [c for c in _casts(g, "Sunscour") if c.alt_cost]
    assert len(cast.exile) == 2
    g = _main({"hand": ["Sunscour", "Savannah Lions"]})
    assert not [c for c in _casts(g, "Sunscour") if c.alt_cost]


def test_force_of_will_pays_life_and_counters() -> None:
    """118.9, 119.4: Force of Will for 1 life and a blue card, countering Bob's spell."""
    g = _main(
        {"hand": ["Force of Will", "Counterspell"]},
        {"hand": ["Lightning Bolt"], "mana_pool": "{R}"},
        active="Bob",
    )
    bolt = _id(g, g.players[1].hand, "Lightning Bolt")
    from mtgrules.objects import Target

    g.apply(CastSpell(bolt, ((Target(player=0),),)))
    g.apply(PassPriority())  # Bob passes; Alice has priority
    casts = [c for c in _casts(g, "Force of Will") if c.alt_cost]
    assert casts and all(len(c.exile) == 1 for c in casts)
    g.apply(casts[0])
    assert g.players[0].life == 19  # 119.4
    assert [g.objects[i].name for i in g.exile] == ["Counterspell"]
    _resolve_all(g)
    assert g.players[0].life == 19  # the Bolt was countered
    assert "Lightning Bolt" in [g.objects[i].name for i in g.players[1].graveyard]


def test_force_of_vigor_only_on_an_opponents_turn() -> None:
    g = _main({"hand": ["Force of Vigor", "Llanowar Elves"]})
    assert not [c for c in _casts(g, "Force of Vigor") if c.alt_cost]  # 118.9: condition


# --- 601.3: "You may cast this card from your graveyard" -----------------------------------

GY_CAST_TEXTS = [
    "You may cast this card from your graveyard.",
    "You may cast this card from your graveyard if you gained life this turn.",
    "You may cast this card from your graveyard as long as you control a black or green permanent.",
    "You may cast this card from your graveyard by paying {2}{W} rather than paying its mana cost.",
]


@pytest.mark.parametrize("text", GY_CAST_TEXTS)
def test_cast_self_from_graveyard_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "T", ("creature",))
    (a,) = abilities
    assert isinstance(a, ir.CastSelfFromGraveyard)
    assert render_abilities(abilities, "T") == text


@pytest.mark.parametrize(
    "name",
    ["Skaab Ruinator", "Oathsworn Vampire", "Marang River Prowler", "Raffine's Guidance"],
)
def test_cast_self_from_graveyard_supported(name: str) -> None:
    assert _gaps(name) == []


def test_marang_river_prowler_cast_from_graveyard_only_with_black_or_green() -> None:
    """601.3: listed from the graveyard while Alice controls a black or green permanent, cast
    for its mana cost; without one, refused unchanged; never from Bob's graveyard (404.1)."""
    g = _main(
        {
            "graveyard": ["Marang River Prowler"],
            "battlefield": ["Llanowar Elves"],
            "mana_pool": "{2}{U}",
        }
    )
    (cast,) = _casts(g, "Marang River Prowler")
    g.apply(cast)
    _resolve_all(g)
    assert any(o.name == "Marang River Prowler" for o in g.battlefield_objects())
    assert not g.players[0].graveyard
    g = _main({"graveyard": ["Marang River Prowler"], "mana_pool": "{2}{U}"})
    assert not _casts(g, "Marang River Prowler")
    prowler = g.players[0].graveyard[0]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"601\.3"):
        g.apply(CastSpell(prowler))
    assert g.fingerprint() == before
    g = _main(
        {"battlefield": ["Llanowar Elves"], "mana_pool": "{2}{U}"},
        {"graveyard": ["Marang River Prowler"]},
    )
    prowler = g.players[1].graveyard[0]
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(prowler))


def test_raffines_guidance_from_graveyard_for_its_other_cost() -> None:
    """118.9: from the graveyard, Raffine's Guidance is cast for {2}{W} only."""
    g = _main(
        {"graveyard": ["Raffine's Guidance"], "battlefield": ["Savannah Lions"]},
    )
    assert not _casts(g, "Raffine's Guidance")  # no mana
    g = _main(
        {
            "graveyard": ["Raffine's Guidance"],
            "battlefield": ["Savannah Lions"],
            "mana_pool": "{2}{W}",
        }
    )
    casts = _casts(g, "Raffine's Guidance")
    assert casts and all(c.alt_cost == "from graveyard" for c in casts)
    g.apply(casts[0])
    _resolve_all(g)
    from mtgrules.rules.characteristics import chars

    lions = _id(g, [o.id for o in g.battlefield_objects()], "Savannah Lions")
    assert chars(g, lions).power == 3


# --- 702.34a: "... gains flashback until end of turn. The flashback cost is equal to its mana
# cost." ------------------------------------------------------------------------------------

FB_TEXTS = [
    "Target instant or sorcery card in your graveyard gains flashback until end of turn. The "
    "flashback cost is equal to its mana cost.",
    "Each instant and sorcery card in your graveyard gains flashback until end of turn. The "
    "flashback cost is equal to its mana cost.",
]


@pytest.mark.parametrize("text", FB_TEXTS)
def test_gain_flashback_reads_and_renders_back(text: str) -> None:
    abilities = parse_oracle(text, "T", ("sorcery",))
    (a,) = abilities
    assert isinstance(a, ir.SpellAbility) and isinstance(a.effects[0], ir.GainFlashback)
    assert render_abilities(abilities, "T") == text


@pytest.mark.parametrize("name", ["Snapcaster Mage", "Past in Flames", "Recoup", "Flashback"])
def test_gain_flashback_supported(name: str) -> None:
    assert _gaps(name) == []


def test_gain_flashback_of_a_creature_card_not_read() -> None:
    with pytest.raises(Exception, match="flashback"):
        parse_oracle(
            "Target creature card in your graveyard gains flashback until end of turn. The "
            "flashback cost is equal to its mana cost.",
            "T",
            ("sorcery",),
        )


def test_snapcaster_gives_bolt_flashback_for_its_mana_cost() -> None:
    """702.34a: the Bolt is cast from the graveyard for {R} and exiled as it leaves the stack;
    before Snapcaster's trigger resolves it can't be cast from there."""
    from mtgrules.objects import Target

    g = _main(
        {
            "hand": ["Snapcaster Mage"],
            "graveyard": ["Lightning Bolt"],
            "mana_pool": "{1}{U}{R}",
        }
    )
    assert not _casts(g, "Lightning Bolt")
    g.apply(_casts(g, "Snapcaster Mage")[0])
    _resolve_all(g)  # the Mage resolves; its trigger goes on the stack and resolves
    bolt = g.players[0].graveyard[0]
    casts = _casts(g, "Lightning Bolt")
    assert casts and all(c.alt_cost == "flashback" for c in casts)
    g.apply(CastSpell(bolt, ((Target(player=1),),), alt_cost="flashback"))
    _resolve_all(g)
    assert g.players[1].life == 17
    assert [g.objects[i].name for i in g.exile] == ["Lightning Bolt"]  # 702.34a


def test_granted_flashback_ends_with_the_turn() -> None:
    """514.2: the grant ends in the cleanup step; the card can't be cast so next turn."""
    g = _main({"hand": ["Past in Flames"], "graveyard": ["Shock"], "mana_pool": "{3}{R}"})
    g.apply(_casts(g, "Past in Flames")[0])
    _resolve_all(g)
    assert _casts(g, "Shock") == [] or all(c.alt_cost == "flashback" for c in _casts(g, "Shock"))
    shock = next(i for i in g.players[0].graveyard if g.objects[i].name == "Shock")
    from mtgrules.rules import granted_flashback

    assert granted_flashback.granted(g, shock)
    from mtgrules.rules import play_permissions

    play_permissions.expire(g)  # what the cleanup step does (514.2)
    assert not granted_flashback.granted(g, shock)


# --- 508.4: "... to the battlefield tapped and attacking" ----------------------------------


@pytest.mark.parametrize(
    "name", ["Alesha, Who Smiles at Death", "Warcry Phoenix", "Yore-Tiller Nephilim"]
)
def test_return_attacking_supported(name: str) -> None:
    assert _gaps(name) == []


def test_return_attacking_reads_and_renders_back() -> None:
    text = (
        "Whenever this creature attacks, return target creature card from your graveyard to "
        "the battlefield tapped and attacking."
    )
    abilities = parse_oracle(text, "T", ("creature",))
    (a,) = abilities
    assert isinstance(a, ir.TriggeredAbility) and isinstance(a.effects[0], ir.ReturnAttacking)
    assert render_abilities(abilities, "T") == text


def test_yore_tiller_returns_a_creature_attacking() -> None:
    """508.4: the returned Bears are tapped and attacking Bob, never declared; combat damage
    from both creatures (510.2)."""
    from mtgrules.decisions import DeclareAttackers
    from mtgrules.objects import Target

    g = scenario_game(
        {
            "name": "t",
            "script": [],
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Yore-Tiller Nephilim"],
                    "graveyard": ["Grizzly Bears"],
                    "library": ["Plains"] * 5,
                },
                {"name": "Bob", "library": ["Plains"] * 5},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
        }
    )
    yore = _id(g, [o.id for o in g.battlefield_objects()], "Yore-Tiller Nephilim")
    g.apply(DeclareAttackers(((yore, Target(player=1)),)))
    _resolve_all(g)
    bears = _id(g, [o.id for o in g.battlefield_objects()], "Grizzly Bears")
    assert g.objects[bears].tapped
    assert g.combat.attackers.get(bears) == Target(player=1)


# --- 702.34a: "Each instant and sorcery card in your graveyard has flashback." -------------


@pytest.mark.parametrize(
    "name", ["Lier, Disciple of the Drowned", "A-Lier, Disciple of the Drowned", "Return the Past"]
)
def test_have_flashback_supported(name: str) -> None:
    assert _gaps(name) == []


def test_return_the_past_only_during_your_turn() -> None:
    """611.3a: during Alice's turn her Shock has flashback (cast for {R}, then exiled); in
    Bob's turn it hasn't."""
    from mtgrules.objects import Target

    g = _main(
        {"battlefield": ["Return the Past"], "graveyard": ["Shock"], "mana_pool": "{R}"},
    )
    shock = g.players[0].graveyard[0]
    casts = _casts(g, "Shock")
    assert casts and all(c.alt_cost == "flashback" for c in casts)
    g.apply(CastSpell(shock, ((Target(player=1),),), alt_cost="flashback"))
    _resolve_all(g)
    assert g.players[1].life == 18
    assert [g.objects[i].name for i in g.exile] == ["Shock"]
    g = _main(
        {"battlefield": ["Return the Past"], "graveyard": ["Shock"], "mana_pool": "{R}"},
        active="Bob",
    )
    g.apply(PassPriority())  # Bob passes: Alice has priority in Bob's turn
    assert not _casts(g, "Shock")


# --- "put a card an opponent owns from exile into that player's graveyard" ----------------


@pytest.mark.parametrize(
    "name", ["Wasteland Strangler", "Mind Raker", "Murk Strider", "Ulamog's Reclaimer"]
)
def test_processors_supported(name: str) -> None:
    assert _gaps(name) == []


def test_processor_without_an_opponents_exiled_card_does_nothing() -> None:
    """608.2c: with no card an opponent owns in exile (Alice's own exiled card doesn't count),
    "If you do" doesn't happen: Bob keeps his hand."""
    g = _main(
        {"hand": ["Mind Raker"], "exile": ["Grizzly Bears"], "mana_pool": "{3}{B}"},
        {"hand": ["Forest"]},
    )
    g.apply(_casts(g, "Mind Raker")[0])
    _resolve_all(g)  # (answers "yes" to the "you may")
    assert [g.objects[i].name for i in g.players[1].hand] == ["Forest"]
    assert [g.objects[i].name for i in g.exile] == ["Grizzly Bears"]
