"""Issue 12 (h-look): revealing cards from the top of a library until one is found (701.20a)
and exiling the top cards with a permission to play them (601.3, 305.1, 611.2a)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import BEARS, FOREST, MOUNTAIN, SHOCK, SWAMP
from mtgrules.answers import CastSpell, Choose, PassPriority, PlayLand
from mtgrules.cards import ir
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import card_definition, parse_oracle
from mtgrules.decisions import LookChoice, Priority
from mtgrules.errors import CardTextError, IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.serialize import from_json, to_json
from mtgrules.zones import Zone

CREATURE_CARD = ir.Filter(types=frozenset({"creature"}), zone="library")


def spell(*effects: Any) -> ir.CardDefinition:
    """A sorcery doing ``effects`` (ir.Effect, or the library effects of ir/library.py)."""
    return ir.CardDefinition(
        name="Test Spell",
        mana_cost="{R}",
        colors=frozenset("R"),
        types=("sorcery",),
        abilities=(ir.SpellAbility(effects, ()),),
    )


def game_with(
    card: ir.CardDefinition, library: list[ir.CardDefinition], lands: int = 1
) -> tuple[Game, int]:
    """Alice with ``card`` in hand, ``lands`` Mountains, and ``library`` (top first)."""
    g = Game(["Alice", "Bob"])
    for c in reversed(library):
        g.add_card(0, Zone.LIBRARY, c)
    for _ in range(lands):
        g.add_card(0, Zone.BATTLEFIELD, MOUNTAIN)
    for _ in range(5):
        g.add_card(1, Zone.LIBRARY, SWAMP)
    s = g.add_card(0, Zone.HAND, card)
    g.start(0, "main1")
    return g, s.id


def resolve(g: Game) -> None:
    while g.stack and isinstance(g.pending, Priority):
        g.apply(PassPriority())


def top_names(g: Game, player: int = 0) -> list[str]:
    return [g.objects[i].name for i in reversed(g.players[player].library)]


def names(g: Game, ids: list[int]) -> list[str]:
    return [g.objects[i].name for i in ids]


def next_turn(g: Game) -> None:
    """Every player passes (and declares no attack) until the next turn's first main phase."""
    t = g.turn_number
    while not (g.turn_number > t and g.step == "main1"):
        g.apply(g.legal_actions()[0])


# --- reading and writing back ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        (
            "Reveal cards from the top of your library until you reveal a creature card. Put "
            "that card into your hand and the rest on the bottom of your library in a random "
            "order.",
            ir.RevealUntil(CREATURE_CARD),
        ),
        (
            "Reveal cards from the top of your library until you reveal a creature card. Put "
            "that card onto the battlefield tapped and the rest into your graveyard.",
            ir.RevealUntil(
                CREATURE_CARD, "battlefield", tapped=True, rest_to="graveyard", rest_order=""
            ),
        ),
        (
            "Reveal cards from the top of your library until you reveal a creature card. Put "
            "that card into your hand and exile all other cards revealed this way.",
            ir.RevealUntil(CREATURE_CARD, rest_to="exile", rest_order=""),
        ),
        (
            "Reveal cards from the top of your library until you reveal a creature card. You "
            "may put that card onto the battlefield. Put all other cards revealed this way on "
            "the bottom of your library in a random order.",
            ir.RevealUntil(CREATURE_CARD, "battlefield", may=True),
        ),
        (
            "Exile the top card of your library. You may play that card this turn.",
            ir.ExileTopPlay(1),
        ),
        (
            "Exile the top two cards of your library. Until the end of your next turn, you may "
            "play those cards.",
            ir.ExileTopPlay(2, until="next_turn"),
        ),
        (
            "Exile the top card of your library. Until end of turn, you may play that card.",
            ir.ExileTopPlay(1),
        ),
        (
            "Exile the top three cards of your library. You may cast them this turn.",
            ir.ExileTopPlay(3, cast_only=True),
        ),
        (
            "Exile the top card of your library. You may play it until the end of your next turn.",
            ir.ExileTopPlay(1, until="next_turn"),
        ),
    ],
)
def test_read_and_written_back(text: str, effect: ir.Effect) -> None:
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    assert isinstance(ability, ir.SpellAbility)
    assert ability.effects == (effect,)
    assert card_gaps(card_definition("Probe", "{1}", "Sorcery", text=text)) == []


def test_a_plural_word_for_one_card_is_refused() -> None:
    text = "Exile the top card of your library. You may play those cards this turn."
    with pytest.raises(CardTextError, match="those cards"):
        card_definition("Probe", "{1}", "Sorcery", text=text)


# --- reveal until (701.20a) -----------------------------------------------------------------


def test_reveal_until_takes_the_first_match_and_bottoms_the_rest_at_random() -> None:
    orders = []
    for _ in range(2):
        g, s = game_with(spell(ir.RevealUntil(CREATURE_CARD)), [FOREST, SWAMP, BEARS, MOUNTAIN])
        g.apply(CastSpell(s))
        resolve(g)
        assert g.pending is not None and not g.stack  # no choice was asked
        assert names(g, g.players[0].hand) == ["Grizzly Bears"]
        assert top_names(g)[0] == "Mountain"  # not revealed: it stays on top
        orders.append(top_names(g)[1:])
        assert sorted(orders[-1]) == ["Forest", "Swamp"]
        assert any(e.rule == "701.20a" and "Grizzly Bears" in e.text for e in g.log)
    assert orders[0] == orders[1]  # the game's seeded generator: the same game, the same order


def test_reveal_until_without_a_match_reveals_the_whole_library() -> None:
    g, s = game_with(spell(ir.RevealUntil(CREATURE_CARD, rest_to="graveyard")), [FOREST, SWAMP])
    g.apply(CastSpell(s))
    resolve(g)
    assert g.players[0].hand == [] and g.players[0].library == []
    assert names(g, g.players[0].graveyard) == ["Forest", "Swamp", "Test Spell"]


def test_reveal_until_you_may_put_it_onto_the_battlefield() -> None:
    until = ir.RevealUntil(CREATURE_CARD, "battlefield", may=True, rest_to="exile")
    for take in (True, False):
        g, s = game_with(spell(until), [FOREST, BEARS, SWAMP])
        g.apply(CastSpell(s))
        resolve(g)
        d = g.pending
        assert isinstance(d, LookChoice) and d.up_to and None in (d.options or ())
        bears = next(i for i in d.options or () if i is not None)
        with pytest.raises(IllegalActionError):
            g.apply(Choose([g.players[0].library[-1]]))  # the Forest isn't a choice
        g.apply(Choose([bears] if take else None))
        on_bf = [g.objects[i].name for i in g.battlefield if g.objects[i].controller == 0]
        assert ("Grizzly Bears" in on_bf) is take
        exiled = names(g, g.exile)
        assert exiled == (["Forest"] if take else ["Forest", "Grizzly Bears"])
        assert top_names(g) == ["Swamp"]


# --- exile and play (601.3, 305.1) -----------------------------------------------------------


def test_exiled_cards_may_be_played_this_turn_by_the_normal_rules() -> None:
    g, s = game_with(spell(ir.ExileTopPlay(2)), [FOREST, SHOCK, BEARS], lands=2)
    g.apply(CastSpell(s))
    resolve(g)
    forest, shock = (i for i in g.exile if g.objects[i].name in ("Forest", "Shock"))
    actions = g.legal_actions()
    assert PlayLand(forest) in actions  # 305.1: the land is played, a land drop
    assert any(isinstance(a, CastSpell) and a.card == shock for a in actions)
    g.apply(PlayLand(forest))
    assert g.objects[g.battlefield[-1]].name == "Forest"
    assert g.players[0].lands_played == 1
    g.apply(CastSpell(shock, ((Target(player=1),),)))  # 601.2f: its {R} is paid
    resolve(g)
    assert g.players[1].life == 18
    assert top_names(g) == ["Grizzly Bears"]


def test_a_land_from_exile_needs_a_land_drop_and_the_permission_ends_with_the_turn() -> None:
    g, s = game_with(spell(ir.ExileTopPlay(1)), [FOREST, SWAMP, SWAMP])
    g.players[0].lands_played = 1  # the land drop is used (305.2)
    g.apply(CastSpell(s))
    resolve(g)
    (forest,) = g.exile
    assert PlayLand(forest) not in g.legal_actions()
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="already played a land"):
        g.apply(PlayLand(forest))
    assert g.fingerprint() == before
    next_turn(g)  # Bob's turn: 305.3, and the permission ended with Alice's turn (514.2)
    assert g.play_permissions == []
    next_turn(g)
    with pytest.raises(IllegalActionError, match="isn't in Alice's hand - it is in exile"):
        g.apply(PlayLand(forest))


def test_until_the_end_of_your_next_turn_lasts_through_that_turn_only() -> None:
    g, s = game_with(
        spell(ir.ExileTopPlay(1, until="next_turn")), [SHOCK, FOREST, SWAMP, FOREST, SWAMP], lands=2
    )
    g.apply(CastSpell(s))
    resolve(g)
    (shock,) = g.exile
    next_turn(g)  # Bob's turn: Shock is an instant, Alice may cast it (601.3)
    assert g.active_player == 1
    while g.pending is not None and g.pending.player != 0:
        g.apply(g.legal_actions()[0])
    assert any(isinstance(a, CastSpell) and a.card == shock for a in g.legal_actions())
    next_turn(g)  # Alice's next turn: still allowed
    assert g.active_player == 0 and len(g.play_permissions) == 1
    next_turn(g)  # it ended with that turn's cleanup step
    assert g.play_permissions == []


def test_cast_only_leaves_a_land_in_exile() -> None:
    g, s = game_with(spell(ir.ExileTopPlay(1, cast_only=True)), [FOREST, SWAMP])
    g.apply(CastSpell(s))
    resolve(g)
    (forest,) = g.exile
    assert PlayLand(forest) not in g.legal_actions()
    with pytest.raises(IllegalActionError):
        g.apply(PlayLand(forest))


def test_a_card_in_exile_without_a_permission_cant_be_cast() -> None:
    g, s = game_with(spell(ir.ExileTopPlay(1)), [SHOCK])
    g.apply(CastSpell(s))
    resolve(g)
    (shock,) = g.exile
    g.play_permissions.clear()
    assert not any(isinstance(a, CastSpell) for a in g.legal_actions())
    with pytest.raises(IllegalActionError, match="hand"):
        g.apply(CastSpell(shock, ((Target(player=1),),)))


def test_permissions_survive_a_save_and_a_clone() -> None:
    g, s = game_with(spell(ir.ExileTopPlay(1, until="next_turn")), [FOREST, SWAMP])
    g.apply(CastSpell(s))
    resolve(g)
    back = from_json(to_json(g))
    assert back.play_permissions == g.play_permissions != []
    assert back.fingerprint() == g.fingerprint()
    c = g.clone()
    c.play_permissions.clear()
    assert g.play_permissions != [] and c.fingerprint() != g.fingerprint()


def test_until_your_next_end_step_ends_as_it_begins() -> None:
    g, s = game_with(spell(ir.ExileTopPlay(1, until="end_step")), [SHOCK, SWAMP, SWAMP])
    g.apply(CastSpell(s))
    resolve(g)
    assert len(g.play_permissions) == 1
    while g.step != "end":
        g.apply(g.legal_actions()[0])
    assert g.play_permissions == []  # 513.1: Alice's end step began


def test_exile_the_top_x_cards() -> None:
    text = (
        "Exile the top X cards of your library. Until the end of your next turn, you may play "
        "those cards."
    )
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    assert ability.effects == (  # type: ignore[union-attr]
        ir.ExileTopPlay(0, until="next_turn", count_x=ir.XAmount()),
    )
    card = card_definition("Probe", "{X}{R}", "Sorcery", text=text)
    assert card_gaps(card) == []
    g, s = game_with(card, [FOREST, SHOCK, SWAMP], lands=3)
    g.apply(CastSpell(s, x=2))
    resolve(g)
    assert sorted(names(g, g.exile)) == ["Forest", "Shock"]
    assert len(g.play_permissions) == 2


@pytest.mark.parametrize(
    "text",
    [
        "Whenever a creature you control dies, you may reveal cards from the top of your library "
        "until you reveal a creature card. Put that card into your hand and the rest on the "
        "bottom of your library in a random order.",
        "When this creature enters, you may sacrifice a creature. If you do, reveal cards from "
        "the top of your library until you reveal a creature card. Put that card onto the "
        "battlefield and the rest on the bottom of your library in a random order.",
    ],
)
def test_reveal_until_after_you_may_and_if_you_do(text: str) -> None:
    card = card_definition("Probe", "{2}{G}", "Creature — Elf", text=text, power="1", toughness="1")
    assert card_gaps(card) == []


# --- "you may reveal it and put it into your hand. If you don't ..., you may put it ..." ------


def test_look_at_the_top_card_if_you_dont_put_it_into_your_hand_you_may_mill_it() -> None:
    text = (
        "Look at the top card of your library. If it's a creature card, you may reveal it and "
        "put it into your hand. If you don't put the card into your hand, you may put it into "
        "your graveyard."
    )
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    (e,) = ability.effects  # type: ignore[union-attr]
    assert isinstance(e, ir.LookAtTop)
    assert (e.may, e.show, e.rest_to, e.rest_may) == (True, True, "graveyard", True)
    assert card_gaps(card_definition("Probe", "{1}", "Sorcery", text=text)) == []
    for keep in (True, False):
        g, s = game_with(spell(e), [BEARS, SWAMP])
        g.apply(CastSpell(s))
        resolve(g)
        d = g.pending
        assert isinstance(d, LookChoice) and d.up_to
        g.apply(Choose(None))  # not into the hand
        d = g.pending
        assert isinstance(d, LookChoice) and d.up_to and d.prompt.startswith("choose the cards")
        bears = next(i for i in d.options or () if i is not None)
        g.apply(Choose(None if keep else [bears]))
        assert top_names(g)[0] == ("Grizzly Bears" if keep else "Swamp")
        assert ("Grizzly Bears" in names(g, g.players[0].graveyard)) is not keep
    g, s = game_with(spell(e), [SWAMP, BEARS])  # not a creature: no choice to take it
    g.apply(CastSpell(s))
    resolve(g)
    d = g.pending
    assert isinstance(d, LookChoice) and d.prompt.startswith("choose the cards")


# --- "of those cards", ", then put", "put one of them back on top" ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Look at the top three cards of your library. Put one of those cards into your hand and "
        "the rest into your graveyard.",
        "Look at the top three cards of your library, then put one of those cards into your "
        "hand and the rest into your graveyard.",
        "Look at the top three cards of your library, then put one of them into your hand and "
        "the rest on the bottom of your library in a random order.",
    ],
)
def test_those_cards_and_then_put(text: str) -> None:
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    (e,) = ability.effects  # type: ignore[union-attr]
    assert isinstance(e, ir.LookAtTop) and (e.count, e.take) == (3, 1)
    assert card_gaps(card_definition("Probe", "{1}", "Sorcery", text=text)) == []


def test_one_of_them_back_on_top_and_the_rest_into_the_graveyard() -> None:
    text = (
        "Look at the top three cards of your library. You may put one of those cards back on "
        "top of your library. Put the rest into your graveyard."
    )
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    (e,) = ability.effects  # type: ignore[union-attr]
    assert e == ir.LookAtTop(3, take=1, may=True, take_to="top", rest_to="graveyard", rest_order="")
    assert card_gaps(card_definition("Probe", "{1}", "Sorcery", text=text)) == []
    g, s = game_with(spell(e), [FOREST, BEARS, SWAMP, MOUNTAIN])
    g.apply(CastSpell(s))
    resolve(g)
    d = g.pending
    assert isinstance(d, LookChoice) and d.up_to and d.count == 1
    bears = next(
        i for i in d.options or () if i is not None and g.objects[i].name == "Grizzly Bears"
    )
    g.apply(Choose([bears]))
    assert top_names(g) == ["Grizzly Bears", "Mountain"]
    assert names(g, g.players[0].graveyard) == ["Forest", "Swamp", "Test Spell"]


# --- "look at the top card. If it ..., you may reveal it. If you do, ..." (kinship) ----------


def test_reveal_top_if_feeds_if_you_do() -> None:
    text = (
        "Look at the top card of your library. If it's a land card, you may reveal it. If you "
        "do, you gain 4 life."
    )
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    reveal, if_you_do = ability.effects  # type: ignore[union-attr]
    assert reveal == ir.RevealTopIf(ir.Filter(types=frozenset({"land"}), zone="library"))
    assert isinstance(if_you_do, ir.IfYouDo)
    card = card_definition("Probe", "{R}", "Sorcery", text=text)
    assert card_gaps(card) == []
    for top, answer, life in ((FOREST, True, 24), (FOREST, False, 20), (BEARS, None, 20)):
        g, s = game_with(card, [top, SWAMP])
        g.apply(CastSpell(s))
        resolve(g)
        if answer is not None:
            d = g.pending
            assert isinstance(d, LookChoice) and d.up_to
            g.apply(Choose([d.options[1]] if answer else None))  # type: ignore[index]
        assert g.players[0].life == life and top_names(g)[0] == top.name


def test_kinship_shares_a_creature_type_with_the_source() -> None:
    text = (
        "At the beginning of your upkeep, you may look at the top card of your library. If it "
        "shares a creature type with this creature, you may reveal it. If you do, you gain 4 "
        "life."
    )
    card = card_definition(
        "Kin", "{3}{W}", "Creature — Giant Wizard", text=text, power="2", toughness="2"
    )
    assert card_gaps(card) == []
    giant = card_definition("Hill Giant", "{3}{R}", "Creature — Giant", power="3", toughness="3")
    wizard = card_definition("Sage", "{U}", "Creature — Human Wizard", power="1", toughness="1")
    for top, asked in ((giant, True), (wizard, True), (BEARS, False)):
        g = Game(["Alice", "Bob"])
        for c in (SWAMP, top):
            g.add_card(0, Zone.LIBRARY, c)
        g.add_card(0, Zone.BATTLEFIELD, card)
        g.start(0, "upkeep")  # the trigger is on the stack
        g.apply(PassPriority())
        g.apply(PassPriority())
        g.apply(Choose("yes"))  # 603.5: "you may look"
        d = g.pending
        assert isinstance(d, LookChoice) is asked
        if isinstance(d, LookChoice):
            g.apply(Choose([top_id := (d.options or (None, None))[1]]))
            assert g.players[0].life == 24 and g.players[0].library[-1] == top_id
        else:
            assert g.players[0].life == 20


# --- "Mill three cards. You may put a land card from among them into your hand." ------------


@pytest.mark.parametrize(
    ("text", "among", "then"),
    [
        (
            "Mill three cards. You may put a land card from among them into your hand. If you "
            "don't, you gain 3 life.",
            "them",
            False,
        ),
        (
            "Mill three cards, then you may return a land card from among them to your hand. If "
            "you don't, you gain 3 life.",
            "them",
            True,
        ),
        (
            "Mill three cards. You may put a land card from among the cards milled this way into "
            "your hand. If you don't, you gain 3 life.",
            "the cards milled this way",
            False,
        ),
    ],
)
def test_mill_then_take_and_if_you_dont(text: str, among: str, then: bool) -> None:
    (ability,) = parse_oracle(text, "Probe", ("sorcery",))
    take, dont = ability.effects  # type: ignore[union-attr]
    assert take == ir.MillTake(3, ir.Filter(types=frozenset({"land"}), zone="graveyard"))
    assert isinstance(dont, ir.IfYouDo) and dont.negated  # 608.2c: "If you don't, ..."
    card = card_definition("Probe", "{R}", "Sorcery", text=text)
    assert card_gaps(card) == []
    for answer in ("take", "leave", None):
        library = [BEARS, FOREST, SHOCK, SWAMP] if answer else [BEARS, SHOCK, SHOCK, SWAMP]
        g, s = game_with(card, library)
        g.apply(CastSpell(s))
        resolve(g)
        if answer is not None:
            d = g.pending
            assert isinstance(d, LookChoice) and d.up_to
            assert names(g, [i for i in d.options or () if i is not None]) == ["Forest"]
            g.apply(Choose([d.options[1]] if answer == "take" else None))  # type: ignore[index]
        assert names(g, g.players[0].hand) == (["Forest"] if answer == "take" else [])
        assert g.players[0].life == (20 if answer == "take" else 23)  # 608.2c
        assert top_names(g) == ["Swamp"]


# --- explore (701.44) -------------------------------------------------------------------------


def test_it_explores_then_it_explores_again() -> None:
    text = "When this creature enters, it explores, then it explores again."
    card = card_definition(
        "Ranger", "{1}{G}{G}", "Creature — Merfolk", text=text, power="2", toughness="1"
    )
    assert card_gaps(card) == []
    (ability,) = card.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    first, second = ability.effects
    assert isinstance(first, ir.Explore) and not first.again
    assert isinstance(second, ir.Explore) and second.again
    g = Game(["Alice", "Bob"])
    for c in (SWAMP, BEARS, FOREST):  # Forest on top, then the Bears
        g.add_card(0, Zone.LIBRARY, c)
    ranger = g.add_card(0, Zone.HAND, card)
    for _ in range(3):
        g.add_card(0, Zone.BATTLEFIELD, FOREST)
    g.start(0, "main1")
    g.apply(CastSpell(ranger.id))
    resolve(g)  # the creature resolves, its trigger goes on the stack
    resolve(g)
    # first: the Forest, a land, goes to the hand (no choice); second: the Bears, a nonland
    d = g.pending
    assert isinstance(d, LookChoice) and d.up_to and len(d.options or ()) == 2
    g.apply(Choose([d.options[1]]))  # type: ignore[index]
    (on_bf,) = [g.objects[i] for i in g.battlefield if g.objects[i].name == "Ranger"]
    assert on_bf.counters.get("+1/+1") == 1
    assert names(g, g.players[0].hand) == ["Forest"]
    assert names(g, g.players[0].graveyard) == ["Grizzly Bears"]
    assert top_names(g) == ["Swamp"]
    assert sum(1 for e in g.log if e.rule == "701.44a" and "explores" in e.text) == 2
