"""Ninth session, engine family: gaps of fully read cards closed in the engine.

- 601.2f: "As an additional cost to cast this spell, discard a card / two cards": the sets
  of cards that pay it are listed, each applies, a wrong one is refused unchanged (118.3).
- 702.124a: partner does nothing during a game (deck construction in Commander only)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.objects import Target
from mtgrules.rules.characteristics import chars


def _resolve_all(g: Any) -> None:
    """Pass priority until the stack is empty, answering any choice with its first listed
    answer."""
    from mtgrules.decisions import Priority

    while g.stack or (g.pending is not None and not isinstance(g.pending, Priority)):
        if isinstance(g.pending, Priority):
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])


def _gaps(name: str) -> list[str]:
    return list(card_gaps(CardDatabase.bundled().get(name)))


# --- 601.2f: an additional discard cost ----------------------------------------------------


def test_discard_cost_parse() -> None:
    (a,) = parse_oracle("As an additional cost to cast this spell, discard two cards.", "T", ())
    assert isinstance(a, ir.AdditionalCost) and a.cost.discard == 2


@pytest.mark.parametrize(
    "name", ["Cathartic Reunion", "Thrill of Possibility", "Electric Revelation", "Mardu Outrider"]
)
def test_discard_cost_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_discard_x_still_a_gap() -> None:
    assert any("107.3" in g for g in _gaps("Firestorm"))


def _reunion_game(hand: list[str]) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Cathartic Reunion", *hand],
                    "mana_pool": "{1}{R}",
                    "library": ["Forest"] * 5,
                },
                {"name": "Bob", "library": ["Forest"] * 5},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def test_discard_cost_listed_per_set_and_applied() -> None:
    g = _reunion_game(["Grizzly Bears", "Lightning Bolt", "Forest"])
    reunion = next(h for h in g.players[0].hand if g.objects[h].name == "Cathartic Reunion")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == reunion]
    assert len(casts) == 3  # two of the three other cards
    for c in casts:
        assert len(c.discard) == 2 and reunion not in c.discard
        h = g.clone()
        h.apply(c)
        assert len(h.players[0].hand) == 1 and len(h.players[0].graveyard) == 2  # 601.2h
        kept = h.players[0].hand[0]
        assert kept not in c.discard


def test_discard_cost_not_listed_without_enough_cards() -> None:
    """118.3: one other card in hand can't pay "discard two cards"."""
    g = _reunion_game(["Grizzly Bears"])
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]


def test_discard_cost_refused_unchanged() -> None:
    g = _reunion_game(["Grizzly Bears", "Lightning Bolt"])
    hand = g.players[0].hand
    reunion = next(h for h in hand if g.objects[h].name == "Cathartic Reunion")
    others = tuple(h for h in hand if h != reunion)
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"601\.2f"):  # none chosen
        g.apply(CastSpell(reunion))
    with pytest.raises(IllegalActionError, match=r"118\.3"):  # its own card
        g.apply(CastSpell(reunion, discard=(reunion, others[0])))
    with pytest.raises(IllegalActionError, match=r"118\.3"):  # the same card twice
        g.apply(CastSpell(reunion, discard=(others[0], others[0])))
    assert g.fingerprint() == before
    g.apply(CastSpell(reunion, discard=others))
    assert g.stack and len(g.players[0].graveyard) == 2


def test_discard_refused_without_such_cost() -> None:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Lightning Bolt", "Forest"], "mana_pool": "{R}"},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    bolt, forest = g.players[0].hand
    if g.objects[bolt].name != "Lightning Bolt":
        bolt, forest = forest, bolt
    with pytest.raises(IllegalActionError, match="no discard cost"):
        g.apply(CastSpell(bolt, ((),), discard=(forest,)))


# --- 702.124a: partner ------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Rograkh, Son of Rohgahh", "Kraum, Ludevic's Opus"])
def test_partner_supported(name: str) -> None:
    assert _gaps(name) == []


# --- 702.138a: escape -------------------------------------------------------------------------


def _escape_game(graveyard: list[str], pool: str = "{3}{B}") -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "graveyard": ["Fruit of Tizerus", *graveyard],
                    "mana_pool": pool,
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


@pytest.mark.parametrize("name", ["Fruit of Tizerus", "Bloodbraid Challenger", "Escape Velocity"])
def test_escape_supported(name: str) -> None:
    assert _gaps(name) == []


def test_escape_listed_per_exiled_set_and_applied() -> None:
    g = _escape_game(["Forest", "Grizzly Bears", "Lightning Bolt", "Island"])
    fruit = next(c for c in g.players[0].graveyard if g.objects[c].name == "Fruit of Tizerus")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == fruit]
    assert casts and all(c.alt_cost == "escape" for c in casts)
    assert {len(c.exile) for c in casts} == {3} and all(fruit not in c.exile for c in casts)
    assert len({c.exile for c in casts}) == 4  # three of the four other cards
    bob_life = g.players[1].life
    on_bob = next(c for c in casts if any(t.player == 1 for ts in c.targets for t in ts))
    g.apply(on_bob)
    assert len(g.players[0].graveyard) == 1  # 601.2h: three other cards exiled
    assert any(e.kind == "escape" and e.rule == "702.138a" for e in g.log)
    _resolve_all(g)
    assert g.players[1].life == bob_life - 2
    # 702.138a: unlike flashback, the spell goes to its owner's graveyard as usual
    assert any(g.objects[c].name == "Fruit of Tizerus" for c in g.players[0].graveyard)


def test_escape_not_listed_without_enough_cards_or_mana() -> None:
    g = _escape_game(["Forest", "Island"])  # two other cards: "Exile three" can't be paid
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    g = _escape_game(["Forest", "Island", "Swamp"], pool="{B}")
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]


def test_escape_refused_unchanged() -> None:
    g = _escape_game(["Forest", "Grizzly Bears", "Island"])
    gy = g.players[0].graveyard
    fruit = next(c for c in gy if g.objects[c].name == "Fruit of Tizerus")
    others = tuple(c for c in gy if c != fruit)
    listed = next(a for a in g.legal_actions() if isinstance(a, CastSpell))
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"702\.138a"):  # escape not named
        g.apply(CastSpell(fruit, listed.targets, exile=others))
    with pytest.raises(IllegalActionError, match=r"601\.2f"):  # two cards, not three
        g.apply(CastSpell(fruit, listed.targets, alt_cost="escape", exile=others[:2]))
    with pytest.raises(IllegalActionError, match=r"118\.3"):  # its own card
        g.apply(CastSpell(fruit, listed.targets, alt_cost="escape", exile=(fruit, *others[:2])))
    assert g.fingerprint() == before


# --- 702.30a: echo with a discard or sacrifice cost ------------------------------------------


def test_echo_discard_and_sacrifice_are_unless_you_do() -> None:
    from mtgrules.rules.keywords import triggered_from_keyword

    (kw,) = parse_oracle("Echo—Sacrifice two lands.", "T", ("creature",))
    assert isinstance(kw, ir.Keyword)
    a = triggered_from_keyword(kw)
    assert a is not None
    (e,) = a.effects
    assert isinstance(e, ir.UnlessDoes) and e.effects == (ir.SacrificeSelf(),)
    assert isinstance(e.action, ir.Sacrifice) and e.action.count == 2
    assert e.action.filter.types == frozenset({"land"})
    for name in ("Deepcavern Imp", "Rakdos Headliner", "Skizzik Surger"):
        assert _gaps(name) == [], name


def test_echo_not_paid_sacrifices_it() -> None:
    from mtgrules.scenario.loader import parse
    from mtgrules.scenario.runner import run_scenario

    doc = {
        "name": "echo unpaid",
        "players": [
            {
                "name": "Alice",
                "hand": ["Skizzik Surger"],
                "battlefield": ["Mountain", "Mountain", "Mountain"],
                "library": ["Plains"] * 3,
                "mana_pool": "{4}{R}",
            },
            {"name": "Bob", "library": ["Plains"] * 3},
        ],
        "turn": {"active": "Alice", "step": "main1"},
        "script": [
            {"cast": "Skizzik Surger"},
            {"resolve": 1},
            {"advance": {"turn": 3, "step": "upkeep"}},
            {"choose": "no"},
            {
                "expect": {
                    "zone": {"Skizzik Surger": "graveyard"},
                    "count": {"Alice.battlefield": 3},
                }
            },
        ],
    }
    result = run_scenario(parse(doc, "<echo>"))
    assert result.passed, "\n".join(str(f) for f in result.failures)


# --- 702.6a: equip with a cost other than mana ----------------------------------------------


@pytest.mark.parametrize(
    "name", ["Murderer's Axe", "Demonmail Hauberk", "Nightmare Lash", "Sigil of Distinction"]
)
def test_equip_non_mana_supported(name: str) -> None:
    assert _gaps(name) == []


def test_equip_discard_cost_listed_and_paid() -> None:
    from mtgrules.decisions import ActivateAbility

    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Murderer's Axe", "Grizzly Bears"],
                    "hand": ["Forest", "Island"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    axe = next(o.id for o in g.battlefield_objects() if o.name == "Murderer's Axe")
    bears = next(o.id for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    acts = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == axe]
    assert len(acts) == 2 and {a.discard for a in acts} == {(h,) for h in g.players[0].hand}
    before = g.fingerprint()
    with pytest.raises(IllegalActionError):  # 602.2b: no card chosen to discard
        g.apply(ActivateAbility(axe, acts[0].index, acts[0].targets))
    assert g.fingerprint() == before
    g.apply(acts[0])
    assert len(g.players[0].hand) == 1 and len(g.players[0].graveyard) == 1  # 601.2h
    _resolve_all(g)
    assert g.objects[axe].attached_to == bears
    ch = chars(g, bears)
    assert (ch.power, ch.toughness) == (4, 4)


# --- 702.21a: ward with a discard or sacrifice cost -------------------------------------------


def _run(doc: dict[str, Any]) -> Any:
    from mtgrules.scenario.loader import parse
    from mtgrules.scenario.runner import run_scenario

    result = run_scenario(parse(doc, "<s9>"))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    return result


def test_ward_sacrifice_unpayable_is_asked_with_no_the_only_answer() -> None:
    """118.3: Alice controls no creature, so she can't pay "Ward—Sacrifice a creature."; she
    is still asked, with "no" the only answer (no silent choices, as for a ward mana cost),
    and her spell is countered."""
    _run(
        {
            "name": "ward unpayable",
            "players": [
                {"name": "Alice", "hand": [{"card": "Shock", "id": "s"}], "mana_pool": "{R}"},
                {"name": "Bob", "battlefield": [{"card": "Vein Ripper", "id": "v"}]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "s", "targets": ["v"]}},
                {"resolve": 1},
                {"choose": "yes", "expect_error": "(choose from: no)"},
                {"choose": "no"},
                {
                    "expect": {
                        "zone": {"s": "graveyard"},
                        "log": ["Alice can't sacrifice 1 for ward (118.3)"],
                    }
                },
            ],
        }
    )


def test_ward_sacrifice_paid_by_the_spells_controller() -> None:
    _run(
        {
            "name": "ward paid",
            "players": [
                {
                    "name": "Alice",
                    "hand": [{"card": "Shock", "id": "s"}],
                    "battlefield": [{"card": "Grizzly Bears", "id": "b"}],
                    "mana_pool": "{R}",
                },
                {
                    "name": "Bob",
                    "battlefield": [{"card": "Vein Ripper", "id": "v"}, "Hill Giant"],
                },
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "s", "targets": ["v"]}},
                {"resolve": 1},
                {"choose": "yes"},
                {"choose": ["b"]},  # 701.21a: the sacrificing player chooses
                {"choose": ["Alice"]},  # Vein Ripper's own trigger: a creature died
                {"expect": {"zone": {"b": "graveyard"}, "stack": ["Vein Ripper", "Shock"]}},
                {"resolve": 2},
                {"expect": {"damage": {"v": 2}, "life": {"Alice": 18, "Bob": 22}}},
            ],
        }
    )


# --- 702.33a, 702.27a, 702.34a, 702.42a: keyword costs with a sacrifice, discard or life -----


def _main(alice: dict[str, Any], bob: dict[str, Any] | None = None) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "library": ["Plains"] * 5, **alice},
                {"name": "Bob", "library": ["Plains"] * 5, **(bob or {})},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def _casts(g: Any, name: str) -> list[CastSpell]:
    return [
        a for a in g.legal_actions() if isinstance(a, CastSpell) and g.objects[a.card].name == name
    ]


@pytest.mark.parametrize(
    "name",
    [
        "Bog Down",
        "Phyrexian Scuta",
        "Forbid",
        "Slaughter",
        "Lava Dart",
        "Dread Return",
        "Solar Tide",
    ],
)
def test_keyword_action_costs_supported(name: str) -> None:
    assert _gaps(name) == []


def test_flashback_tapping_creatures_still_a_gap() -> None:
    assert any("flashback with a cost other than mana" in g for g in _gaps("Battle Screech"))


def test_kicker_sacrifice_listed_and_paid() -> None:
    """702.33a: "Kicker—Sacrifice two lands.": unkicked, or kicked with each pair of lands."""
    g = _main(
        {"hand": ["Bog Down"], "battlefield": ["Swamp", "Swamp", "Swamp"]},
        {"hand": ["Forest", "Island", "Plains"]},
    )
    casts = _casts(g, "Bog Down")
    assert {c.kicked for c in casts} == {0, 1}
    kicked = [c for c in casts if c.kicked]
    assert len(kicked) == 6 and all(len(c.sacrifice) == 2 for c in kicked)  # 2 players x 3
    assert all(not c.sacrifice for c in casts if not c.kicked)
    c = next(c for c in kicked if any(t.player == 1 for ts in c.targets for t in ts))
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"702\.33a"):  # kicked, one land only
        g.apply(CastSpell(c.card, c.targets, kicked=1, sacrifice=c.sacrifice[:1]))
    with pytest.raises(IllegalActionError, match=r"601\.2f"):  # a sacrifice without kicking
        g.apply(CastSpell(c.card, c.targets, sacrifice=c.sacrifice))
    assert g.fingerprint() == before
    g.apply(c)
    assert len([o for o in g.battlefield_objects() if o.name == "Swamp"]) == 1  # 601.2h
    _resolve_all(g)
    assert len(g.players[1].hand) == 0  # kicked: three cards discarded


def test_buyback_discard_listed_and_paid() -> None:
    """702.27a: "Buyback—Discard two cards.": the card returns to its owner's hand."""
    g = _main(
        {
            "hand": ["Demonic Collusion", "Forest", "Island"],
            "mana_pool": "{3}{B}{B}",
            "library": ["Plains", "Grizzly Bears"],
        }
    )
    casts = _casts(g, "Demonic Collusion")
    bought = [c for c in casts if c.buyback]
    assert len(bought) == 1 and len(bought[0].discard) == 2
    assert all(not c.discard for c in casts if not c.buyback)
    card = bought[0].card
    with pytest.raises(IllegalActionError, match=r"702\.27a"):  # a discard without buyback
        g.apply(CastSpell(card, discard=bought[0].discard))
    g.apply(bought[0])
    assert len(g.players[0].graveyard) == 2
    _resolve_all(g)
    assert any(g.objects[h].name == "Demonic Collusion" for h in g.players[0].hand)


def test_buyback_life_not_listed_without_the_life() -> None:
    """119.4: "Buyback—Pay 4 life." can't be paid with 3 life."""
    g = _main(
        {"hand": ["Slaughter"], "mana_pool": "{2}{B}{B}", "life": 3},
        {"battlefield": ["Grizzly Bears"]},
    )
    casts = _casts(g, "Slaughter")
    assert casts and not any(c.buyback for c in casts)
    g = _main({"hand": ["Slaughter"], "mana_pool": "{2}{B}{B}"}, {"battlefield": ["Grizzly Bears"]})
    c = next(c for c in _casts(g, "Slaughter") if c.buyback)
    g.apply(c)
    assert g.players[0].life == 16
    _resolve_all(g)
    assert any(g.objects[h].name == "Slaughter" for h in g.players[0].hand)  # 702.27a


def test_flashback_sacrifice_from_the_graveyard() -> None:
    """702.34a: "Flashback—Sacrifice a Mountain." (no mana): cast from the graveyard."""
    g = _main({"graveyard": ["Lava Dart"], "battlefield": ["Mountain", "Forest"]})
    casts = _casts(g, "Lava Dart")
    assert casts and all(c.alt_cost == "flashback" for c in casts)
    mountain = next(o.id for o in g.battlefield_objects() if o.name == "Mountain")
    assert {c.sacrifice for c in casts} == {(mountain,)}
    c = next(c for c in casts if any(t.player == 1 for ts in c.targets for t in ts))
    g.apply(c)
    _resolve_all(g)
    assert g.players[1].life == 19
    assert any(g.objects[e].name == "Lava Dart" for e in g.exile)  # 702.34a


def test_entwine_sacrifice_chooses_both_modes() -> None:
    g = _main(
        {
            "hand": ["Solar Tide"],
            "mana_pool": "{4}{W}",
            "battlefield": ["Plains", "Plains", "Grizzly Bears"],
        },
        {"battlefield": ["Hill Giant"]},
    )
    casts = _casts(g, "Solar Tide")
    both = [c for c in casts if len(c.modes) == 2]
    assert both and all(len(c.sacrifice) == 2 for c in both)
    assert all(not c.sacrifice for c in casts if len(c.modes) == 1)
    g.apply(both[0])
    _resolve_all(g)
    assert not [o for o in g.battlefield_objects() if "creature" in o.card.types]


# --- 118.9: "You may pay COST rather than pay this spell's mana cost." -----------------------

ALT_TEXTS = [
    "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
    "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.",
    "If you attacked this turn, you may pay {U} rather than pay this spell's mana cost.",
]


@pytest.mark.parametrize("text", ALT_TEXTS)
def test_alt_cost_reads_and_renders_back(text: str) -> None:
    from mtgrules.cards.render import render_abilities

    abilities = parse_oracle(text, "T", ("instant",))
    (a,) = abilities
    assert isinstance(a, ir.AlternativeCost)
    assert render_abilities(abilities, "T") == text


@pytest.mark.parametrize(
    "name", ["Bringer of the Red Dawn", "Snuff Out", "Rouse", "Admiral's Order"]
)
def test_alt_cost_cards_supported(name: str) -> None:
    assert _gaps(name) == []


def test_snuff_out_alt_cost_needs_a_swamp_and_pays_life() -> None:
    """118.9: with a Swamp, Snuff Out is listed for 4 life (and no mana); without a Swamp,
    or with less than 4 life (119.4), it isn't, and such a cast is refused unchanged."""

    def game(battlefield: list[str], life: int = 20) -> Any:
        return _main(
            {"hand": ["Snuff Out"], "battlefield": battlefield, "life": life},
            {"battlefield": ["Grizzly Bears"]},
        )

    g = game(["Swamp"])
    casts = _casts(g, "Snuff Out")
    assert casts and all(c.alt_cost and "4 life" in c.alt_cost for c in casts)
    g.apply(casts[0])
    assert g.players[0].life == 16  # 119.4
    assert not [o for o in g.battlefield_objects() if o.tapped]  # no mana paid
    _resolve_all(g)
    assert not [o for o in g.battlefield_objects() if o.name == "Grizzly Bears"]
    g = game(["Island"])
    assert not _casts(g, "Snuff Out")
    g = game(["Swamp"], life=3)
    assert not _casts(g, "Snuff Out")
    snuff = g.players[0].hand[0]
    before = g.fingerprint()
    bears = next(o.id for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    with pytest.raises(IllegalActionError, match=r"119\.4|life"):
        g.apply(CastSpell(snuff, ((Target(bears),),), alt_cost="you may pay 4 life"))
    assert g.fingerprint() == before


def test_bringer_cast_for_five_colors() -> None:
    g = _main({"hand": ["Bringer of the Red Dawn"], "mana_pool": "{W}{U}{B}{R}{G}"})
    casts = _casts(g, "Bringer of the Red Dawn")
    assert len(casts) == 1 and casts[0].alt_cost is not None  # {7}{R}{R} can't be paid
    g.apply(casts[0])
    _resolve_all(g)
    assert any(o.name == "Bringer of the Red Dawn" for o in g.battlefield_objects())


# --- 701.26b: "Whenever this creature becomes untapped" (inspired, 207.2c) ------------------


def test_becomes_untapped_reads_and_renders_back() -> None:
    from mtgrules.cards.render import render_abilities

    text = "Inspired — Whenever this creature becomes untapped, you gain 2 life."
    abilities = parse_oracle(text, "T", ("creature",))
    (a,) = abilities
    assert isinstance(a, ir.TriggeredAbility)
    assert a.trigger.event is ir.TriggerEvent.BECOMES_UNTAPPED
    assert render_abilities(abilities, "T") == text


@pytest.mark.parametrize("name", ["Oreskos Sun Guide", "Aerie Worshippers", "Kragma Butcher"])
def test_inspired_supported(name: str) -> None:
    assert _gaps(name) == []


def test_untap_by_an_effect_triggers_too() -> None:
    """701.26b: any untapping, not only the untap step's, is "becomes untapped"."""
    from mtgrules.rules import permanents

    g = _main({"battlefield": [{"card": "Oreskos Sun Guide", "tapped": True}, "Forest"]})
    guide = next(o for o in g.battlefield_objects() if o.name == "Oreskos Sun Guide")
    forest = next(o for o in g.battlefield_objects() if o.name == "Forest")
    permanents.untap(g, forest, "701.26b")  # an untapped land: nothing
    assert not g.pending_triggers
    permanents.untap(g, guide, "701.26b")
    assert [t.source_name for t in g.pending_triggers] == ["Oreskos Sun Guide"]


# --- 702.124j: partner with NAME -------------------------------------------------------------


def test_partner_with_reads_and_renders_back() -> None:
    from mtgrules.cards.render import render_abilities
    from mtgrules.rules.keywords import triggered_from_keyword
    from mtgrules.rules.keywords_partner import PartnerSearch

    (kw,) = parse_oracle("Partner with Shabraz, the Skyshark", "Brallin", ("creature",))
    assert isinstance(kw, ir.Keyword) and kw.name == "partner with"
    assert kw.quality == ir.Quality(ir.QualityKind.NAME, "shabraz, the skyshark")
    assert render_abilities((kw,), "Brallin") == "Partner with Shabraz, the Skyshark"
    a = triggered_from_keyword(kw)
    assert a is not None and a.trigger.event is ir.TriggerEvent.ENTERS
    assert a.effects == (PartnerSearch("shabraz, the skyshark"),)
    assert a.targets == (ir.TargetSpec("player"),)


@pytest.mark.parametrize("name", ["Blaring Captain", "Brallin, Skyshark Rider", "Ley Weaver"])
def test_partner_with_supported(name: str) -> None:
    assert _gaps(name) == []


def test_partner_with_target_player_searches_their_own_library() -> None:
    _run(
        {
            "name": "partner targets Bob",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Blaring Captain"],
                    "library": ["Plains", {"card": "Blaring Recruiter", "id": "rec"}],
                    "mana_pool": "{3}{B}",
                },
                {"name": "Bob", "library": [{"card": "Blaring Recruiter", "id": "bobs"}]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Blaring Captain"},
                {"resolve": 1},
                {"choose": ["Bob"]},  # the target player searches their own library
                {"resolve": 1},
                {"choose": "yes"},
                {"choose": ["bobs"]},
                {"expect": {"zone": {"bobs": "hand", "rec": "library"}}},
            ],
        }
    )


def test_escapes_with_counters_only_when_escaped() -> None:
    """702.138c: cast from a hand, "escapes with two +1/+1 counters" puts none."""
    from mtgrules.cards.render import render_abilities

    text = "This creature escapes with two +1/+1 counters on it."
    abilities = parse_oracle(text, "T", ("creature",))
    assert render_abilities(abilities, "T") == text
    g = _main({"hand": ["Underworld Charger"], "mana_pool": "{2}{B}"})
    g.apply(_casts(g, "Underworld Charger")[0])
    _resolve_all(g)
    charger = next(o for o in g.battlefield_objects() if o.name == "Underworld Charger")
    assert not charger.counters.get("+1/+1")
    assert _gaps("Underworld Charger") == [] and _gaps("Loathsome Chimera") == []


# --- 702.175a: offspring ------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Steampath Charger", "Coruscation Mage", "Finch Formation"])
def test_offspring_supported(name: str) -> None:
    assert _gaps(name) == []


def test_offspring_listed_once_and_makes_a_one_one_copy() -> None:
    from mtgrules.cards.render import render_abilities

    text = "Offspring {2}"
    abilities = parse_oracle(text, "T", ("creature",))
    assert abilities == (ir.Keyword("offspring", cost=ir.Cost(mana="{2}")),)
    assert render_abilities(abilities, "T") == text
    g = _main({"hand": ["Steampath Charger"], "mana_pool": "{5}{R}"})
    casts = _casts(g, "Steampath Charger")
    assert sorted(c.squad for c in casts) == [0, 1]  # paid at most once (702.175a)
    card = casts[0].card
    with pytest.raises(IllegalActionError, match=r"702\.175a"):
        g.apply(CastSpell(card, squad=2))
    g.apply(next(c for c in casts if c.squad == 1))
    assert g.players[0].mana_pool.mana.total() == 2  # {1}{R} + {2} paid
    _resolve_all(g)
    chargers = [o for o in g.battlefield_objects() if o.name == "Steampath Charger"]
    assert len(chargers) == 2
    token = next(o for o in chargers if o.is_token)
    ch = chars(g, token.id)
    assert (ch.power, ch.toughness) == (1, 1)  # 707.9b: "except it's 1/1"
    assert any(isinstance(a, ir.TriggeredAbility) for a in ch.abilities)  # its dies ability
    orig = next(o for o in chargers if not o.is_token)
    assert (chars(g, orig.id).power, chars(g, orig.id).toughness) == (2, 1)


# --- 702.24a: cumulative upkeep with a discard or sacrifice cost -----------------------------


def test_cumulative_upkeep_discard_for_each_age_counter() -> None:
    """702.24a: a second age counter: "Discard a card" twice, all at once (the player
    chooses the two cards); with "no" the permanent is sacrificed."""
    base: dict[str, Any] = {
        "players": [
            {
                "name": "Alice",
                "library": ["Plains"] * 3,
                "hand": [{"card": "Forest", "id": "a"}, {"card": "Island", "id": "b"}, "Swamp"],
                "battlefield": [{"card": "Vexing Sphinx", "id": "v", "counters": {"age": 1}}],
            },
            {"name": "Bob", "library": ["Plains"] * 3},
        ],
        "turn": {"active": "Bob", "step": "main1"},
    }
    _run(
        {
            **base,
            "name": "cumulative upkeep paid",
            "script": [
                {"advance": {"turn": 2, "step": "draw"}},
                {"choose": "yes"},
                {"choose": ["a", "b"]},
                {"expect": {"zone": {"v": "battlefield", "a": "graveyard", "b": "graveyard"}}},
                {"expect": {"counters": {"v": {"age": 2}}}},
            ],
        }
    )
    _run(
        {
            **base,
            "name": "cumulative upkeep declined",
            "script": [
                {"advance": {"turn": 2, "step": "draw"}},
                {"choose": "no"},
                # Vexing Sphinx's own "dies" trigger: a card for each age counter on it
                {"expect": {"zone": {"v": "graveyard", "a": "hand"}}},
            ],
        }
    )
    assert _gaps("Vexing Sphinx") == [] and _gaps("Polar Kraken") == []


# --- 107.3, 601.2f: "discard X cards" / "exile X cards from your graveyard" ------------------


@pytest.mark.parametrize(
    "name", ["Harvest Pyre", "Chill Haunting", "Sickening Dreams", "Channeled Force"]
)
def test_x_additional_costs_supported(name: str) -> None:
    assert _gaps(name) == []


def test_x_additional_cost_with_x_targets_is_a_gap() -> None:
    assert any("depend on X" in g for g in _gaps("Firestorm"))


def test_harvest_pyre_lists_each_x_and_pays_it() -> None:
    """107.3: X from 0 to the cards in the graveyard, X cards exiled; X damage dealt."""
    g = _main(
        {"hand": ["Harvest Pyre"], "mana_pool": "{1}{R}", "graveyard": ["Forest", "Island"]},
        {"battlefield": ["Hill Giant"]},
    )
    casts = _casts(g, "Harvest Pyre")
    assert sorted((c.x, len(c.exile)) for c in casts) == [(0, 0), (1, 1), (1, 1), (2, 2)]
    pyre = casts[0].card
    two = next(c for c in casts if c.x == 2)
    with pytest.raises(IllegalActionError, match=r"601\.2f"):  # X 2 with one card
        g.apply(CastSpell(pyre, two.targets, x=2, exile=two.exile[:1]))
    g.apply(two)
    assert g.players[0].graveyard == [] and len(g.exile) == 2  # 601.2h
    _resolve_all(g)
    giant = next(o for o in g.battlefield_objects() if o.name == "Hill Giant")
    assert giant.damage == 2


def test_sickening_dreams_discards_x() -> None:
    g = _main(
        {"hand": ["Sickening Dreams", "Forest", "Island"], "mana_pool": "{1}{B}"},
        {"battlefield": ["Grizzly Bears"]},
    )
    casts = _casts(g, "Sickening Dreams")
    assert sorted(c.x for c in casts) == [0, 1, 1, 2]
    assert all(len(c.discard) == c.x for c in casts)
    g.apply(next(c for c in casts if c.x == 2))
    _resolve_all(g)
    assert g.players[0].life == 18 and g.players[1].life == 18
    assert not [o for o in g.battlefield_objects() if o.name == "Grizzly Bears"]


# --- 601.3: "Cast this spell only during combat before blockers are declared." ---------------


@pytest.mark.parametrize(
    ("step", "castable"),
    [("main1", False), ("beginning_of_combat", True), ("end_of_combat", False)],
)
def test_cast_only_before_blockers(step: str, castable: bool) -> None:
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Panic"], "mana_pool": "{R}"},
                {"name": "Bob", "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": step},
        }
    )
    assert bool(_casts(g, "Panic")) is castable
    if not castable:
        panic = g.players[0].hand[0]
        bears = next(o.id for o in g.battlefield_objects())
        with pytest.raises(IllegalActionError, match=r"601\.3"):
            g.apply(CastSpell(panic, ((Target(bears),),)))
    assert _gaps("Panic") == [] and _gaps("Disharmony") == []


# --- 702.72a: champion ---------------------------------------------------------------------------


def test_champion_reads_and_renders_back() -> None:
    from mtgrules.cards.render import render_abilities

    for text in ("Champion a Goblin", "Champion an Elemental", "Champion a creature"):
        abilities = parse_oracle(text, "T", ("creature",))
        (kw,) = abilities
        assert isinstance(kw, ir.Keyword) and kw.name == "champion" and kw.filter is not None
        assert render_abilities(abilities, "T") == text
    for name in ("Boggart Mob", "Changeling Hero", "Wren's Run Packmaster"):
        assert _gaps(name) == [], name


def test_champion_without_another_creature_is_sacrificed() -> None:
    """118.3: nothing to exile, so "sacrifice it unless you exile ..." sacrifices it; the
    question is still asked, with "no" the only answer (no silent choices)."""
    _run(
        {
            "name": "champion alone",
            "players": [
                {
                    "name": "Alice",
                    "hand": [{"card": "Changeling Hero", "id": "h"}],
                    "mana_pool": "{4}{W}",
                },
                {"name": "Bob", "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "h"},
                {"resolve": 2},
                {"choose": "yes", "expect_error": "isn't one of the choices"},
                {"choose": "no"},
                {"expect": {"zone": {"h": "graveyard"}}},
            ],
        }
    )


# --- 702.142a: boast ------------------------------------------------------------------------------


def test_boast_reads_and_renders_back() -> None:
    from mtgrules.cards.render import render_abilities

    text = "Boast — {1}{W}: Untap this creature."
    abilities = parse_oracle(text, "T", ("creature",))
    (a,) = abilities
    assert isinstance(a, ir.ActivatedAbility) and a.boast and a.once_each_turn
    assert a.condition == ir.HappenedThisTurn("self attacked", form="self")
    assert render_abilities(abilities, "T") == text
    for name in ("Hagi Mob", "Axgard Braggart", "Usher of the Fallen"):
        assert _gaps(name) == [], name
    # a boast ability with its own limit isn't read as one
    with pytest.raises(Exception, match="read"):
        parse_oracle("Boast — {1}: Draw a card. Activate only once each turn.", "T", ())


# --- 702.177a: exhaust ------------------------------------------------------------------------


def test_exhaust_reads_renders_and_is_listed_once() -> None:
    from mtgrules.cards.render import render_abilities
    from mtgrules.decisions import ActivateAbility

    text = "Exhaust — {3}: Put a +1/+1 counter on this creature."
    abilities = parse_oracle(text, "T", ("creature",))
    (a,) = abilities
    assert isinstance(a, ir.ActivatedAbility) and a.exhaust and not a.once_each_turn
    assert render_abilities(abilities, "T") == text
    g = _main({"battlefield": ["Camera Launcher"], "mana_pool": "{6}"})
    cam = next(o.id for o in g.battlefield_objects())

    def listed() -> list[Any]:
        return [x for x in g.legal_actions() if isinstance(x, ActivateAbility) and x.source == cam]

    (act,) = listed()
    g.apply(act)
    _resolve_all(g)
    assert g.objects[cam].counters.get("+1/+1") == 1
    assert not listed()  # 702.177a: only once, though {3} is left
    assert g.players[0].mana_pool.mana.total() == 3
