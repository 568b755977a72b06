"""s10 engine family: sunburst (702.44) and converge's "for each color of mana spent to cast
it / this spell" (207.2c, 601.2h): read, written back, and carried out from the colors of
mana actually spent (GameObject.colors_spent)."""

from __future__ import annotations

import pytest

from helpers import FOREST, land
from mtgrules.answers import Choose
from mtgrules.cards import ir, load_card
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import card_gaps, supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell, MayPayCost
from mtgrules.errors import CardTextError, IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import zone_moves
from mtgrules.zones import Zone

PLAINS, ISLAND, SWAMP = land("Plains", "W"), land("Island", "U"), land("Swamp", "B")
MOUNTAIN = land("Mountain", "R")


def _game(hand: list[str], lands: list[ir.CardDefinition]) -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for name in hand:
        g.add_card(0, Zone.HAND, load_card(name))
    for c in lands:
        g.add_card(0, Zone.BATTLEFIELD, c)
    for p in range(2):
        for _ in range(5):
            g.add_card(p, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    return g


def _named(g: Game, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


def _resolve_all(g: Game) -> None:
    while g.stack or g.pending_triggers:
        g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))


@pytest.mark.parametrize(
    "name",
    [
        "Suntouched Myr",
        "Pentad Prism",
        "Etched Oracle",
        "Opaline Bracers",
        "Crystalline Crawler",
        "Glinting Creeper",
        "Sweep the Skies",
        "Unified Front",
    ],
)
def test_sunburst_and_converge_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_converge_sentences_parse_and_render() -> None:
    (ab,) = parse_oracle(
        "This creature enters with two +1/+1 counters on it for each color of mana spent to "
        "cast it.",
        "Test Creeper",
        ("creature",),
    )
    assert isinstance(ab, ir.StaticAbility) and isinstance(ab.effect, ir.Replacement)
    assert ab.effect.kind == "enters_with_counters_per_color" and ab.effect.amount == 2
    (spell,) = parse_oracle(
        "Create a 1/1 white Kor Ally creature token for each color of mana spent to cast this "
        "spell.",
        "Test Front",
        ("sorcery",),
    )
    assert isinstance(spell, ir.SpellAbility)
    assert "ColorsSpent(spell=True)" in repr(spell)


@pytest.mark.parametrize(
    ("text", "types"),
    [
        (
            "Converge — This creature enters with a +1/+1 counter on it for each color of mana "
            "spent to cast it.",
            ("artifact", "creature"),
        ),
        (
            "Converge — Create a 1/1 colorless Thopter artifact creature token with flying for "
            "each color of mana spent to cast this spell.",
            ("sorcery",),
        ),
        ("Sunburst", ("artifact",)),
    ],
)
def test_round_trip(text: str, types: tuple[str, ...]) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    assert render_abilities(abilities, "Test Card") == text


def test_sunburst_creature_counts_each_color_once() -> None:
    # {3} paid with W, U and B: three colors (702.44a); a second mana of a color adds nothing
    g = _game(["Suntouched Myr"], [PLAINS, ISLAND, SWAMP])
    g.apply(CastSpell(_named(g, "Suntouched Myr")))
    assert g.stack[-1].object.colors_spent == "WUB"  # 601.2h
    _resolve_all(g)
    myr = g.objects[_named(g, "Suntouched Myr")]
    assert myr.zone is Zone.BATTLEFIELD and myr.counters == {"+1/+1": 3}
    assert any(e.rule == "702.44a" for e in g.log)
    g = _game(["Suntouched Myr"], [ISLAND, ISLAND, ISLAND])
    g.apply(CastSpell(_named(g, "Suntouched Myr")))
    _resolve_all(g)
    assert g.objects[_named(g, "Suntouched Myr")].counters == {"+1/+1": 1}


def test_sunburst_noncreature_gets_charge_counters_and_colorless_gets_none() -> None:
    g = _game(["Pentad Prism"], [FOREST, MOUNTAIN])
    g.apply(CastSpell(_named(g, "Pentad Prism")))
    _resolve_all(g)
    assert g.objects[_named(g, "Pentad Prism")].counters == {"charge": 2}  # 702.44a
    wastes = load_card("Wastes")
    g = _game(["Suntouched Myr"], [wastes, wastes, wastes])
    g.apply(CastSpell(_named(g, "Suntouched Myr")))
    _resolve_all(g)
    # 702.44b: no colored mana spent, no counters: a 0/0 put into the graveyard (704.5f)
    assert g.objects[_named(g, "Suntouched Myr")].zone is Zone.GRAVEYARD


def test_sunburst_not_from_the_stack_adds_nothing() -> None:
    # 702.44b: only as a resolving spell enters; put onto the battlefield otherwise: none
    g = _game(["Pentad Prism"], [FOREST, MOUNTAIN])
    prism = g.objects[_named(g, "Pentad Prism")]
    prism.colors_spent = "RG"  # even so: it isn't a resolving spell
    new = zone_moves.move(g, prism, Zone.BATTLEFIELD, "put onto the battlefield", "110.2")
    assert new.counters == {} and new.zone is Zone.BATTLEFIELD


def test_converge_spell_counts_its_own_colors() -> None:
    g = _game(["Sweep the Skies"], [ISLAND, ISLAND, MOUNTAIN])
    g.apply(CastSpell(_named(g, "Sweep the Skies"), x=1))
    _resolve_all(g)
    thopters = [o for o in g.battlefield_objects() if o.is_token]
    assert len(thopters) == 2  # blue and red (207.2c, 601.2h)


def test_converge_creature_enters_with_counters_per_color() -> None:
    g = _game(["Glinting Creeper"], [PLAINS, ISLAND, SWAMP, FOREST, MOUNTAIN])
    g.apply(CastSpell(_named(g, "Glinting Creeper")))  # {4}{G}
    _resolve_all(g)
    creeper = g.objects[_named(g, "Glinting Creeper")]
    assert creeper.counters == {"+1/+1": 10}  # two for each of five colors (614.1c)


# --- h-players: counts of "... target player controls" / "... that player controls" ------


def test_count_of_what_target_opponent_controls() -> None:
    # "You gain 2 life for each Mountain target opponent controls." (608.2k, 608.2h)
    g = _game(["Renewing Dawn"], [PLAINS, PLAINS, MOUNTAIN])  # Alice's Mountain: not counted
    for _ in range(3):
        g.add_card(1, Zone.BATTLEFIELD, MOUNTAIN)
    g.add_card(1, Zone.BATTLEFIELD, FOREST)
    life = g.players[0].life
    g.apply(CastSpell(_named(g, "Renewing Dawn"), ((Target(player=1),),)))
    _resolve_all(g)
    assert g.players[0].life == life + 6


def test_count_of_what_that_player_controls_stays_a_gap_outside_an_instruction() -> None:
    # a static ability's count of "... that player controls": no player known (608.2k)
    flt = ir.Filter(types=frozenset({"artifact"}), controller="trigger player")
    count = ir.ForEach(ir.CountOf(flt))
    static = ir.StaticAbility(ir.ModifyPTX(ir.SelfRef(), count, count))
    card = ir.CardDefinition(name="T", types=("creature",), abilities=(static,))
    assert any("that player controls" in gap for gap in card_gaps(card))


def test_return_all_nonland_permanents_target_player_controls() -> None:
    # River's Rebuke: only the target player's nonland permanents (608.2k, 608.2b)
    g = _game(["River's Rebuke"], [ISLAND] * 6)
    mine = g.add_card(0, Zone.BATTLEFIELD, load_card("Ornithopter"))
    theirs = g.add_card(1, Zone.BATTLEFIELD, load_card("Ornithopter"))
    their_land = g.add_card(1, Zone.BATTLEFIELD, MOUNTAIN)
    g.apply(CastSpell(_named(g, "River's Rebuke"), ((Target(player=1),),)))
    _resolve_all(g)
    assert mine.id in g.objects and g.objects[mine.id].zone is Zone.BATTLEFIELD
    assert theirs.id not in g.objects and their_land.id in g.objects
    assert any(g.objects[i].name == "Ornithopter" for i in g.players[1].hand)


# --- 702.33g: targets chosen only if the spell was kicked -----------------------------------


def test_kicked_only_target_is_chosen_only_when_kicked() -> None:
    # Jilt {1}{U}, kicker {1}{R}: "Return target creature to its owner's hand. If this spell
    # was kicked, it deals 2 damage to another target creature."
    g = _game(["Jilt"], [ISLAND, ISLAND, MOUNTAIN, MOUNTAIN])
    bear = g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    elf = g.add_card(1, Zone.BATTLEFIELD, load_card("Llanowar Elves"))
    jilt = _named(g, "Jilt")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == jilt]
    unkicked = [c for c in casts if c.kicked == 0]
    assert unkicked and all(c.targets[1:] in ((), ((),)) for c in unkicked)  # 601.2c
    assert {len(c.targets[1]) for c in casts if c.kicked} == {1}
    # unkicked with a second target: refused (702.33g: cast as if it had no such target)
    with pytest.raises(IllegalActionError):
        g.clone().apply(
            CastSpell(jilt, ((Target(object_id=bear.id),), (Target(object_id=elf.id),)))
        )
    g.apply(CastSpell(jilt, ((Target(object_id=bear.id),), ())))
    _resolve_all(g)
    assert bear.id not in g.objects and g.objects[elf.id].damage == 0
    g = _game(["Jilt"], [ISLAND, ISLAND, MOUNTAIN, MOUNTAIN])
    bear = g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    elf = g.add_card(1, Zone.BATTLEFIELD, load_card("Llanowar Elves"))
    targets = ((Target(object_id=bear.id),), (Target(object_id=elf.id),))
    g.apply(CastSpell(_named(g, "Jilt"), targets, kicked=1))
    _resolve_all(g)
    assert bear.id not in g.objects and elf.id not in g.objects  # 2 damage: dies (704.5g)


# --- emerge (702.119) --------------------------------------------------------------------


def test_emerge_sacrifices_a_creature_and_pays_the_reduced_cost() -> None:
    # Wretched Gryff {7}, emerge {5}{U}: with Grizzly Bears (mana value 2) it costs {3}{U}
    g = _game(["Wretched Gryff"], [ISLAND] * 4)
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    theirs = g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    gryff = _named(g, "Wretched Gryff")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == gryff]
    assert [(c.alt_cost, c.sacrifice) for c in casts] == [("emerge", (bears.id,))]
    for bad in ((), (theirs.id,), (bears.id, theirs.id)):  # 702.119c: one of your creatures
        with pytest.raises(IllegalActionError):
            g.clone().apply(CastSpell(gryff, alt_cost="emerge", sacrifice=bad))
    with pytest.raises(IllegalActionError):  # {7} can't be paid: no emerge, no cast
        g.clone().apply(CastSpell(gryff))
    hand = len(g.players[0].hand)
    g.apply(CastSpell(gryff, alt_cost="emerge", sacrifice=(bears.id,)))
    assert bears.id not in g.objects  # 601.2h: sacrificed as the cost is paid
    assert any(e.rule == "702.119a" and "mana value, 2" in e.text for e in g.log)
    _resolve_all(g)
    assert g.objects[_named(g, "Wretched Gryff")].zone is Zone.BATTLEFIELD
    assert len(g.players[0].hand) == hand - 1 + 1  # the cast trigger drew a card (603.2)
    assert all(o.tapped for o in g.battlefield_objects() if o.name == "Island")


def test_emerge_reduction_leaves_colored_mana_and_counts_increases_first() -> None:
    # a creature with mana value greater than the generic part: {U} is still paid (601.2f)
    g = _game(["Wretched Gryff"], [ISLAND])
    big = g.add_card(0, Zone.BATTLEFIELD, load_card("Colossal Dreadmaw"))  # mana value 6
    gryff = _named(g, "Wretched Gryff")
    g.apply(CastSpell(gryff, alt_cost="emerge", sacrifice=(big.id,)))
    spell = g.objects[_named(g, "Wretched Gryff")]
    assert big.id not in g.objects and spell.zone is Zone.STACK and spell.alt_keyword == "emerge"
    g = _game(["Wretched Gryff"], [])
    big = g.add_card(0, Zone.BATTLEFIELD, load_card("Colossal Dreadmaw"))
    with pytest.raises(IllegalActionError):  # no Island: {U} can't be paid (601.2h)
        g.apply(CastSpell(_named(g, "Wretched Gryff"), alt_cost="emerge", sacrifice=(big.id,)))


# --- 601.2f, 701.9b: "As an additional cost to cast this spell, discard a card at random." ---


def test_additional_cost_discard_at_random() -> None:
    g = _game(["Sonic Burst"], [MOUNTAIN, MOUNTAIN])
    burst = _named(g, "Sonic Burst")
    # 118.3: no other card in hand: the cost can't be paid, the cast isn't listed
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == burst]
    with pytest.raises(IllegalActionError):
        g.clone().apply(CastSpell(burst, ((Target(player=1),),)))
    g = _game(["Sonic Burst", "Grizzly Bears", "Llanowar Elves"], [MOUNTAIN, MOUNTAIN])
    burst = _named(g, "Sonic Burst")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == burst]
    assert casts and all(c.discard == () for c in casts)  # 701.9b: the player names none
    bears = _named(g, "Grizzly Bears")
    with pytest.raises(IllegalActionError):  # choosing the card isn't discarding at random
        g.clone().apply(CastSpell(burst, ((Target(player=1),),), discard=(bears,)))
    life = g.players[1].life
    g.apply(CastSpell(burst, ((Target(player=1),),)))
    assert len(g.players[0].hand) == 1 and len(g.players[0].graveyard) == 1  # 601.2h
    assert any(e.rule == "701.9b" for e in g.log)
    _resolve_all(g)
    assert g.players[1].life == life - 4


# --- 107.3f: "you may pay {X}. If you do, ..." ----------------------------------------------


def test_may_pay_x_reads_renders_and_gates() -> None:
    text = "Whenever a creature you control dies, you may pay {X}. If you do, you gain X life."
    abilities = parse_oracle(text, "Test Vigil", ("enchantment",))
    assert render_abilities(abilities, "Test Vigil") == text
    assert card_gaps(load_card("Vigil for the Lost")) == []
    # the target is chosen before X is (601.2c): refused
    relentless = CardDatabase.bundled().get("Relentless Dead")
    with pytest.raises(CardTextError, match=r"107\.3f"):
        supported_definition(relentless, use_cache=False)
    # "unless its controller pays {X}": the spell's X (107.3a), not chosen then: refused
    with pytest.raises(CardTextError, match=r"107\.3f"):
        supported_definition(CardDatabase.bundled().get("Excise"), use_cache=False)


def test_may_pay_x_offers_each_payable_x_and_can_be_declined() -> None:
    g = _game(["Shock"], [MOUNTAIN, PLAINS, PLAINS])
    g.add_card(0, Zone.BATTLEFIELD, load_card("Vigil for the Lost"))
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    g.apply(CastSpell(_named(g, "Shock"), ((Target(object_id=bears.id),),)))
    life = g.players[0].life
    for _ in range(6):
        if isinstance(g.pending, MayPayCost):
            break
        g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    assert isinstance(g.pending, MayPayCost)
    assert g.pending.options == ("no", "X=0", "X=1", "X=2")  # 118.3: two Plains untapped
    g.apply(Choose("no"))
    assert g.players[0].life == life  # 118.12: not paid, "If you do" doesn't happen
    assert not any(o.tapped for o in g.battlefield_objects() if o.name == "Plains")


def test_converge_where_x_reads_and_writes_back() -> None:
    # 702.44a: "where X is the number of colors of mana spent to cast this spell / it"
    from mtgrules.cards.parser import parse_oracle as _parse
    from mtgrules.cards.render import render_abilities as _render

    text = (
        "Converge — This spell deals X damage to each creature, where X is the number of "
        "colors of mana spent to cast this spell."
    )
    abilities = _parse(text, "Test Flames", ("sorcery",))
    assert "ColorsSpent(spell=True)" in repr(abilities)
    assert _render(abilities, "Test Flames") == text
