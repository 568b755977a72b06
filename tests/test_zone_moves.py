"""Zone moves of issue 12 (ir/effects.py, rules/effects_library.py): putting into libraries
(401.4, 701.24), exiling a graveyard (406.2), "that card" (400.7j), and looking at the top
cards of a library (701.20a, 701.20e), read from text and carried out by the engine."""

from __future__ import annotations

import pytest

from helpers import BEARS, FOREST, MOUNTAIN, SWAMP, creature
from mtgrules.cards import ir
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import card_definition, parse_oracle
from mtgrules.decisions import (
    CastSpell,
    Choose,
    DeclareAttackers,
    LibraryOrder,
    LookChoice,
    PassPriority,
)
from mtgrules.errors import CardTextError, IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.zones import Zone

T0 = ir.TargetRef(0)
CREATURES = ir.TargetSpec("object", ir.ANY_CREATURE, count=2)
CREATURE = ir.TargetSpec("object", ir.ANY_CREATURE)


def spell(*effects: ir.Effect, targets: tuple[ir.TargetSpec, ...] = ()) -> ir.CardDefinition:
    return ir.CardDefinition(
        name="Test Spell",
        mana_cost="{R}",
        colors=frozenset("R"),
        types=("instant",),
        abilities=(ir.SpellAbility(effects, targets),),
    )


def resolve(g: Game) -> None:
    while g.stack and g.pending is not None and type(g.pending).__name__ == "Priority":
        g.apply(PassPriority())


def game_with(card: ir.CardDefinition, library: list[ir.CardDefinition]) -> tuple[Game, int]:
    """Alice with ``card`` in hand, a Mountain, and ``library`` (top first)."""
    g = Game(["Alice", "Bob"])
    for c in reversed(library):
        g.add_card(0, Zone.LIBRARY, c)
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    s = g.add_card(0, Zone.HAND, card)
    g.start(0, "main1")
    return g, s.id


def top_names(g: Game, player: int = 0) -> list[str]:
    return [g.objects[i].name for i in reversed(g.players[player].library)]


# --- reading and writing back ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        ("Put target creature on top of its owner's library.", ir.PutInLibrary(T0, "top")),
        (
            "Put target attacking creature on the bottom of its owner's library.",
            ir.PutInLibrary(T0, "bottom"),
        ),
        (
            "Shuffle target card from your graveyard into your library.",
            ir.PutInLibrary(T0, "shuffle"),
        ),
        ("Exile target player's graveyard.", ir.ExileGraveyard(T0)),
        ("Exile each opponent's graveyard.", ir.ExileGraveyard(ir.EachRef(None, "opponent"))),
        ("Exile all graveyards.", ir.ExileGraveyard(ir.EachRef(None, "each"))),
        (
            "Look at the top four cards of your library. Put one of them into your hand and the "
            "rest on the bottom of your library in any order.",
            ir.LookAtTop(4),
        ),
        (
            "Look at the top three cards of your library. Put one of them into your hand and the "
            "rest into your graveyard.",
            ir.LookAtTop(3, rest_to="graveyard", rest_order=""),
        ),
        (
            "Look at the top three cards of your library, then put them back in any order.",
            ir.LookAtTop(3, take=0, rest_to="top"),
        ),
        (
            "Look at the top four cards of your library, then put any number of them into your "
            "graveyard and the rest on top of your library in any order.",
            ir.LookAtTop(4, take=4, may=True, take_to="graveyard", rest_to="top"),
        ),
    ],
)
def test_zone_moves_are_read_and_written_back(text: str, effect: ir.Effect) -> None:
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    assert isinstance(ability, ir.SpellAbility)
    assert ability.effects == (effect,)
    card = card_definition("Probe", "{1}", "Sorcery", text=text)
    assert card_gaps(card) == []


def test_a_filtered_look_reads_its_filter_and_the_order() -> None:
    text = (
        "Look at the top six cards of your library. You may reveal a creature or land card "
        "from among them and put it into your hand. Put the rest on the bottom of your library "
        "in a random order."
    )
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    (e,) = ability.effects  # type: ignore[union-attr]
    assert isinstance(e, ir.LookAtTop)
    assert (e.count, e.may, e.show, e.rest_order) == (6, True, True, "random")
    assert e.take_filter is not None and e.take_filter.types == {"creature", "land"}
    assert card_gaps(card_definition("Probe", "{1}", "Sorcery", text=text)) == []


def test_that_card_needs_something_to_name() -> None:
    with pytest.raises(CardTextError, match="that card"):  # refused, never guessed
        card_definition(
            "Probe",
            "{1}",
            "Sorcery",
            text="Return that card to the battlefield under your control.",
        )


# --- carrying them out ------------------------------------------------------------------------


def test_two_cards_to_the_top_of_one_library_are_ordered_by_their_owner() -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(1, Zone.LIBRARY, FOREST)
    a = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    b = g.add_card(1, Zone.BATTLEFIELD, creature("Hill Giant", 3, 3))
    g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    s = g.add_card(0, Zone.HAND, spell(ir.PutInLibrary(T0, "top"), targets=(CREATURES,)))
    g.start(0, "main1")
    g.apply(CastSpell(s.id, ((Target(object_id=a.id), Target(object_id=b.id)),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    d = g.pending
    assert isinstance(d, LibraryOrder) and d.player == 1  # 401.4: the owner arranges them
    with pytest.raises(IllegalActionError):
        g.apply(Choose([a.id]))
    g.apply(Choose([b.id, a.id]))
    assert top_names(g, 1) == ["Hill Giant", "Grizzly Bears", "Forest"]


def test_to_the_bottom_and_shuffled_in() -> None:
    g, s = game_with(spell(ir.PutInLibrary(T0, "bottom"), targets=(CREATURE,)), [FOREST])
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    g.add_card(1, Zone.LIBRARY, SWAMP)
    g.apply(CastSpell(s, ((Target(object_id=bears.id),),)))
    resolve(g)
    assert top_names(g, 1) == ["Swamp", "Grizzly Bears"]  # one card: no order to choose
    g2, s2 = game_with(spell(ir.PutInLibrary(T0, "shuffle"), targets=(CREATURE,)), [FOREST])
    bears2 = g2.add_card(0, Zone.BATTLEFIELD, BEARS)
    g2.apply(CastSpell(s2, ((Target(object_id=bears2.id),),)))
    resolve(g2)
    assert sorted(top_names(g2)) == ["Forest", "Grizzly Bears"]
    assert any(e.rule == "701.24a" and "shuffles" in e.text for e in g2.log)


def test_exile_graveyard_exiles_every_card_of_that_player_only() -> None:
    who = ir.TargetSpec("player")
    g, s = game_with(spell(ir.ExileGraveyard(T0), targets=(who,)), [])
    for c in (BEARS, FOREST):
        g.add_card(1, Zone.GRAVEYARD, c)
    g.add_card(0, Zone.GRAVEYARD, SWAMP)
    g.apply(CastSpell(s, ((Target(player=1),),)))
    resolve(g)
    assert g.players[1].graveyard == [] and len(g.exile) == 2
    assert len(g.players[0].graveyard) == 2  # Alice's Swamp and the spell itself


def test_look_at_top_takes_a_matching_card_and_orders_the_rest() -> None:
    look = ir.LookAtTop(
        4, take_filter=ir.Filter(types=frozenset({"creature"}), zone="library"), may=True
    )
    g, s = game_with(spell(look), [FOREST, BEARS, SWAMP, MOUNTAIN, FOREST])
    g.apply(CastSpell(s))
    resolve(g)
    d = g.pending
    assert isinstance(d, LookChoice) and d.up_to and d.count == 1
    assert [g.objects[i].name for i in d.options or () if i is not None] == ["Grizzly Bears"]
    lands = [i for i in g.players[0].library if g.objects[i].name != "Grizzly Bears"]
    with pytest.raises(IllegalActionError):  # a land isn't a creature card: not a choice
        g.apply(Choose([lands[-1]]))
    g.apply(Choose(None))  # "you may": take none
    d = g.pending
    assert isinstance(d, LibraryOrder) and d.count == 4
    order = list(d.options or ())
    g.apply(Choose(order[::-1]))
    assert top_names(g)[0] == "Forest" and len(g.players[0].hand) == 0
    assert [g.objects[i].name for i in g.players[0].library[:4]] == [
        g.objects[i].name for i in order
    ]


def test_look_split_any_number_to_the_graveyard_and_the_rest_back_on_top() -> None:
    look = ir.LookAtTop(2, take=2, may=True, take_to="graveyard", rest_to="top")
    g, s = game_with(spell(look), [BEARS, SWAMP, FOREST])
    g.apply(CastSpell(s))
    resolve(g)
    d = g.pending
    assert isinstance(d, LookChoice) and d.count == 2
    bears = next(i for i in d.options or () if i and g.objects[i].name == "Grizzly Bears")
    g.apply(Choose([bears]))
    assert top_names(g) == ["Swamp", "Forest"]
    assert [g.objects[i].name for i in g.players[0].graveyard] == ["Grizzly Bears", "Test Spell"]


def test_random_order_asks_nothing_and_stays_deterministic() -> None:
    look = ir.LookAtTop(3, rest_order="random")
    names = []
    for _ in range(2):
        g, s = game_with(spell(look), [BEARS, SWAMP, FOREST, MOUNTAIN])
        g.apply(CastSpell(s))
        resolve(g)
        first = next(i for i in g.pending.options or ())  # type: ignore[union-attr]
        g.apply(Choose([first]))
        assert not g.stack and len(g.players[0].hand) == 1
        names.append(top_names(g))
    assert names[0] == names[1] and names[0][0] == "Mountain"


def test_put_from_hand_is_read_with_its_may_and_none_may_be_chosen() -> None:
    land = ir.Filter(types=frozenset({"land"}), zone="hand")
    text = "Draw a card. You may put a land card from your hand onto the battlefield tapped."
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    assert ability.effects[1] == ir.PutFromHand(land, tapped=True, may=True)  # type: ignore[union-attr]
    assert card_gaps(card_definition("Probe", "{1}", "Sorcery", text=text)) == []
    g, s = game_with(spell(ir.PutFromHand(land, may=True)), [])
    forest = g.add_card(0, Zone.HAND, FOREST)
    g.add_card(0, Zone.HAND, BEARS)
    g.apply(CastSpell(s))
    resolve(g)
    d = g.pending
    assert d is not None and d.options == (None, forest.id)  # the Bears aren't a land card
    g.apply(Choose(None))
    assert g.objects[forest.id].zone is Zone.HAND and not g.stack


def test_a_delayed_return_does_nothing_once_the_card_left_exile() -> None:
    from mtgrules.rules import zone_moves

    flicker = spell(ir.Exile(T0), ir.ReturnAtNextEndStep(T0), targets=(CREATURE,))
    g, s = game_with(flicker, [FOREST, FOREST])
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    g.apply(CastSpell(s, ((Target(object_id=bears.id),),)))
    resolve(g)
    (exiled,) = g.exile
    assert len(g.delayed_triggers) == 1
    zone_moves.move(g, g.objects[exiled], Zone.GRAVEYARD, "test", "400.7")
    for _ in range(40):  # on to the end step, and the delayed trigger resolved
        if g.step == "end" and not g.stack and not g.delayed_triggers:
            break
        attackers = type(g.pending).__name__ == "AttackDeclaration"
        g.apply(DeclareAttackers(()) if attackers else PassPriority())
    assert not g.delayed_triggers  # 603.7b: it triggered once
    assert not any(o.zone is Zone.BATTLEFIELD and o.owner == 1 for o in g.objects.values())
    assert any(e.rule == "603.7c" for e in g.log)


def test_permanent_card_is_the_six_permanent_types() -> None:
    text = "Return target nonland permanent card from your graveyard to your hand."
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    (spec,) = ability.targets  # type: ignore[union-attr]
    assert spec.filter.types == ir.PERMANENT_CARD_TYPES and spec.filter.non_types == {"land"}
    assert card_gaps(card_definition("Probe", "{1}", "Sorcery", text=text)) == []
    g, s = game_with(card_definition("Probe", "{R}", "Instant", text=text), [])
    bears = g.add_card(0, Zone.GRAVEYARD, BEARS)
    shock = g.add_card(0, Zone.GRAVEYARD, card_definition("Shock", "{R}", "Instant", text=""))
    g.add_card(0, Zone.GRAVEYARD, FOREST)
    with pytest.raises(IllegalActionError):  # 110.4a: an instant isn't a permanent card
        g.apply(CastSpell(s, ((Target(object_id=shock.id),),)))
    g.apply(CastSpell(s, ((Target(object_id=bears.id),),)))
    resolve(g)
    assert [g.objects[i].name for i in g.players[0].hand] == ["Grizzly Bears"]


def test_reveal_the_top_card_takes_it_only_if_it_matches() -> None:
    text = (
        "Reveal the top card of your library. If it's a creature card, put it into your hand. "
        "Otherwise, put it into your graveyard."
    )
    card = card_definition("Probe", "{R}", "Instant", text=text)
    assert card_gaps(card) == []
    for top, zone in ((BEARS, Zone.HAND), (FOREST, Zone.GRAVEYARD)):
        g, s = game_with(card, [top, SWAMP])
        g.apply(CastSpell(s))
        resolve(g)
        if isinstance(g.pending, LookChoice):  # a forced choice is still the player's
            g.apply(Choose([next(i for i in g.pending.options or () if i is not None)]))
        assert any(o.name == top.name and o.zone is zone for o in g.objects.values())
        assert top_names(g) == ["Swamp"]


def test_put_all_revealed_this_way_needs_no_choice() -> None:
    text = (
        "Reveal the top four cards of your library. Put all land cards revealed this way into "
        "your hand and the rest into your graveyard."
    )
    card = card_definition("Probe", "{R}", "Instant", text=text)
    assert card_gaps(card) == []
    g, s = game_with(card, [FOREST, BEARS, SWAMP, BEARS, MOUNTAIN])
    g.apply(CastSpell(s))
    resolve(g)
    assert not g.stack and sorted(g.objects[i].name for i in g.players[0].hand) == [
        "Forest",
        "Swamp",
    ]
    assert top_names(g) == ["Mountain"] and len(g.players[0].graveyard) == 3


def test_an_order_names_each_card_only_once() -> None:
    g, s = game_with(spell(ir.LookAtTop(3)), [BEARS, SWAMP, FOREST, MOUNTAIN])
    g.apply(CastSpell(s))
    resolve(g)
    g.apply(Choose([g.pending.options[0]]))  # type: ignore[union-attr,index]
    d = g.pending
    assert isinstance(d, LibraryOrder)
    a, b = d.options or ()
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="twice"):
        g.apply(Choose([a, a]))
    assert g.fingerprint() == before
    g.apply(Choose([b, a]))
    assert top_names(g)[0] == "Mountain"


def test_look_at_the_top_x_cards_where_x_is_a_count() -> None:
    text = (
        "Look at the top X cards of your library, where X is the number of lands you control. "
        "Put one of them into your hand and the rest on the bottom of your library in a random "
        "order."
    )
    card = card_definition("Probe", "{R}", "Instant", text=text)
    assert card_gaps(card) == []
    g, s = game_with(card, [BEARS, SWAMP, FOREST, MOUNTAIN])
    g.add_card(0, Zone.BATTLEFIELD, FOREST)  # two lands: X is 2
    g.apply(CastSpell(s))
    resolve(g)
    d = g.pending
    assert isinstance(d, LookChoice)
    assert [g.objects[i].name for i in d.options or ()] == ["Grizzly Bears", "Swamp"]


def test_those_cards_names_the_targets_moved_before() -> None:
    text = (
        "Exile two target creatures you control, then return those cards to the battlefield "
        "under your control."
    )
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    assert ability.effects == (  # type: ignore[union-attr]
        ir.Exile(T0),
        ir.ReturnToBattlefield(T0, under_your_control=True),
    )
    assert card_gaps(card_definition("Probe", "{1}", "Sorcery", text=text)) == []


def test_that_card_names_the_card_a_dies_trigger_found_in_the_graveyard() -> None:
    text = (
        "Whenever another nontoken creature you control dies, return that card to its owner's hand."
    )
    pact = card_definition("Probe Pact", "{1}", "Enchantment", text=text)
    assert card_gaps(pact) == []
    shock = card_definition("Shock", "{R}", "Instant", text="Shock deals 2 damage to any target.")
    g, s = game_with(shock, [])
    g.add_card(0, Zone.BATTLEFIELD, pact)
    bears = g.add_card(0, Zone.BATTLEFIELD, BEARS)
    g.apply(CastSpell(s, ((Target(object_id=bears.id),),)))
    resolve(g)  # Shock, then the trigger (400.7e: it finds the card in the graveyard)
    resolve(g)
    assert [g.objects[i].name for i in g.players[0].hand] == ["Grizzly Bears"]


def test_the_exiled_card_is_the_one_this_object_exiled() -> None:
    text = (
        "When this enchantment enters, exile another target nonland permanent.\n"
        "When this enchantment leaves the battlefield, return the exiled card to the "
        "battlefield under its owner's control."
    )
    ring = card_definition("Probe Ring", "{2}{W}", "Enchantment", text=text)
    assert card_gaps(ring) == []
    assert ring.abilities[1].effects == (ir.ReturnExiledWith(),)  # type: ignore[union-attr]
    g = Game(["Alice", "Bob"])
    a = g.add_card(0, Zone.BATTLEFIELD, ring)
    b = g.add_card(0, Zone.BATTLEFIELD, ring)
    bears = g.add_card(1, Zone.EXILE, BEARS)
    giant = g.add_card(1, Zone.EXILE, creature("Hill Giant", 3, 3))
    g.exiled_with = [(a.id, bears.id), (b.id, giant.id)]  # each ring exiled one card
    g.start(0, "main1")
    from mtgrules.rules import zone_moves

    zone_moves.destroy(g, a.id, "test", "701.8a")
    resolve(g)
    while g.pending_triggers or g.stack:
        g.apply(PassPriority())
    on_field = {o.name for o in g.objects.values() if o.zone is Zone.BATTLEFIELD}
    assert "Grizzly Bears" in on_field and "Hill Giant" not in on_field
    assert g.exiled_with == [(b.id, giant.id)]
