"""Copy effects (707) in layer 1 (613.2): copiable values, exceptions, entering as a copy."""

from __future__ import annotations

from dataclasses import replace

import pytest

from helpers import BEARS, creature, kw
from mtgrules.cards import ir, load_card
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle, strip_reminder_text
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.rules import characteristics, copying, layers, zone_moves
from mtgrules.serialize import from_json, to_json
from mtgrules.zones import Zone

CLONE_TEXT = ir.EntersAsCopy(ir.ANY_CREATURE)
SHAPESHIFTER = creature("Test Clone", 0, 1, CLONE_TEXT, cost="{3}{U}", subtypes=("Shapeshifter",))
ANTHEM = ir.CardDefinition(
    name="Anthem",
    mana_cost="{2}{W}",
    colors=frozenset("W"),
    types=("enchantment",),
    abilities=(
        ir.StaticAbility(
            ir.ModifyPT(
                ir.EachRef(ir.Filter(types=frozenset({"creature"}), controller="you")), 1, 1
            )
        ),
    ),
)


def _game() -> Game:
    g = Game(["Alice", "Bob"])
    return g


def _copy(g: Game, copier: int, original: int, ability: ir.EntersAsCopy = CLONE_TEXT) -> None:
    """Give ``copier`` the copy effect of entering as a copy of ``original`` (707.5)."""
    g.objects[copier].copy_of = copying.with_exceptions(g.objects[original].values, ability)
    g.dirty()


def test_layer1_copies_printed_values_not_pumps_or_counters() -> None:
    """707.2: counters and other effects (a +3/+3, layer 7c) aren't copied; 613.2c: after
    layer 1 the copy's characteristics are the copied values, name and types included."""
    g = _game()
    bears = g.add_card(0, Zone.BATTLEFIELD, BEARS, counters={"+1/+1": 1})
    clone = g.add_card(0, Zone.BATTLEFIELD, SHAPESHIFTER)
    g.start(0, "main1")
    characteristics.add_continuous_effect(
        g, 0, "Giant Growth", ir.Duration.END_OF_TURN, frozenset({bears.id}), power=3, toughness=3
    )
    _copy(g, clone.id, bears.id)
    ch = characteristics.chars(g, clone.id)
    assert (ch.name, ch.power, ch.toughness) == ("Grizzly Bears", 2, 2)
    assert ch.subtypes == frozenset() and "creature" in ch.types
    assert (
        characteristics.chars(g, bears.id).power,
        characteristics.chars(g, bears.id).toughness,
    ) == (6, 6)
    assert g.objects[clone.id].name == "Grizzly Bears"
    assert layers.printed(g.objects[clone.id]).name == "Test Clone"  # 613.1: still printed


def test_layer7_applies_on_top_of_the_copied_values() -> None:
    """613.4c after 613.2a: an anthem pumps the copy; a pump on the copy stays its own."""
    g = _game()
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    clone = g.add_card(0, Zone.BATTLEFIELD, SHAPESHIFTER)
    g.add_card(0, Zone.BATTLEFIELD, ANTHEM)
    g.start(0, "main1")
    assert characteristics.chars(g, clone.id).power == 1  # a 0/1 Shapeshifter with the anthem
    _copy(g, clone.id, bears.id)
    assert (
        characteristics.chars(g, clone.id).power,
        characteristics.chars(g, clone.id).toughness,
    ) == (3, 3)
    assert (
        characteristics.chars(g, bears.id).power,
        characteristics.chars(g, bears.id).toughness,
    ) == (2, 2)  # Bob's


def test_a_copy_of_a_copy_copies_the_copied_values() -> None:
    """707.3: objects that copy a copy use its new copiable values; 707.2b: changing the
    original afterwards doesn't change the copy."""
    g = _game()
    angel = creature("Angel", 4, 4, kw("flying"), cost="{3}{W}{W}")
    original = g.add_card(1, Zone.BATTLEFIELD, angel)
    first = g.add_card(0, Zone.BATTLEFIELD, SHAPESHIFTER)
    second = g.add_card(0, Zone.BATTLEFIELD, SHAPESHIFTER)
    g.start(0, "main1")
    _copy(g, first.id, original.id)
    _copy(g, second.id, first.id)
    ch = characteristics.chars(g, second.id)
    assert (ch.name, ch.power, ch.toughness, ch.has("flying")) == ("Angel", 4, 4, True)
    _copy(g, first.id, g.add_card(0, Zone.BATTLEFIELD, BEARS).id)  # 707.4: first changes
    assert characteristics.chars(g, first.id).name == "Grizzly Bears"
    assert characteristics.chars(g, second.id).name == "Angel"  # 707.2b


def test_exceptions_are_part_of_the_copiable_values() -> None:
    """707.9b: "except it's 7/7", "an artifact in addition to its other types", "it has
    haste"; 707.9d: a set power and toughness drops the copied characteristic-defining
    ability that defines them; 707.2: a copy of a token's values isn't a token."""
    goyf = replace(
        creature("Goyf", 0, 1, ir.StaticAbility(ir.CharacteristicDefiningPT("x", 0, 1))),
        is_token=True,
        power="*",
        toughness="1+*",
    )
    ability = ir.EntersAsCopy(
        ir.ANY_CREATURE,
        pt=(7, 7),
        add_types=("artifact",),
        add_subtypes=("Ninja",),
        add_abilities=(kw("haste"),),
    )
    values = copying.with_exceptions(goyf, ability)
    assert (values.power, values.toughness) == ("7", "7")
    assert values.types == ("creature", "artifact") and values.subtypes == ("Ninja",)
    assert values.abilities == (kw("haste"),)  # the CDA is gone (707.9d)
    assert values.is_token is False
    assert copying.with_exceptions(BEARS, CLONE_TEXT) is BEARS  # no exception: no change


def test_copy_options_follow_the_filter_and_offer_declining() -> None:
    """Mirror Image: "a creature you control"; "you may" (614.1c): "no" is an answer."""
    g = _game()
    mine = g.add_card(0, Zone.BATTLEFIELD, BEARS)
    g.add_card(1, Zone.BATTLEFIELD, BEARS)
    g.add_card(0, Zone.BATTLEFIELD, ANTHEM)
    g.start(0, "main1")
    yours = ir.EntersAsCopy(ir.Filter(types=frozenset({"creature"}), controller="you"), False)
    assert copying.copy_options(g, yours, 0) == (mine.id, copying.DECLINE)
    assert len(copying.copy_options(g, CLONE_TEXT, 0)) == 3


def _islands(g: Game) -> None:
    for _ in range(4):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Island"))


def _cast_clone(g: Game, clone_id: int) -> None:
    g.apply(CastSpell(clone_id))
    g.apply(PassPriority())
    g.apply(PassPriority())


def test_clone_cast_asks_what_to_copy_and_refuses_other_answers() -> None:
    """614.12a: chosen as it enters, by its controller, among the legal options (pulled:
    ``pending`` and ``legal_actions``); a wrong answer is refused and changes nothing."""
    g = _game()
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    clone = g.add_card(0, Zone.HAND, load_card("Clone"))
    _islands(g)
    g.start(0, "main1")
    _cast_clone(g, clone.id)
    d = g.pending
    assert d is not None and d.player == 0 and d.options == (bears.id, "no")
    assert Choose(bears.id) in g.legal_actions() and Choose("no") in g.legal_actions()
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="isn't one of the choices"):
        g.apply(Choose(clone.id))
    assert g.fingerprint() == before
    g.apply(Choose(bears.id))
    new = next(o for o in g.battlefield_objects() if o.card.name == "Clone")
    assert characteristics.chars(g, new.id).name == "Grizzly Bears" and new.controller == 0
    assert any(e.rule == "707.5" and "a copy of Grizzly Bears" in e.text for e in g.log)


def test_the_copy_enters_with_the_copied_enters_replacements() -> None:
    """707.5: a copy enters already a copy: the copied "enters tapped" and "enters with
    counters" apply to it."""
    g = _game()
    slow = creature(
        "Slow",
        3,
        3,
        ir.StaticAbility(ir.Replacement("enters_tapped")),
        ir.StaticAbility(ir.Replacement("enters_with_counters", counter="+1/+1", amount=2)),
    )
    g.add_card(1, Zone.BATTLEFIELD, slow)
    clone = g.add_card(0, Zone.HAND, load_card("Clone"))
    _islands(g)
    g.start(0, "main1")
    _cast_clone(g, clone.id)
    g.apply(Choose(g.pending.options[0]))  # type: ignore[union-attr]
    new = next(o for o in g.battlefield_objects() if o.card.name == "Clone")
    assert new.tapped and new.counters.get("+1/+1") == 2
    assert (characteristics.chars(g, new.id).power, characteristics.chars(g, new.id).toughness) == (
        5,
        5,
    )


def test_the_copy_effect_ends_when_the_copy_leaves_and_survives_saving() -> None:
    """400.7: the object that leaves is a new object without the copy effect; the copy
    effect is part of the saved game."""
    g = _game()
    bears = g.add_card(1, Zone.BATTLEFIELD, BEARS)
    clone = g.add_card(0, Zone.BATTLEFIELD, SHAPESHIFTER)
    g.start(0, "main1")
    _copy(g, clone.id, bears.id, ir.EntersAsCopy(ir.ANY_CREATURE, pt=(7, 7)))
    again = from_json(to_json(g))
    ch = characteristics.chars(again, clone.id)
    assert (ch.name, ch.power) == ("Grizzly Bears", 7)
    gone = zone_moves.move(g, g.objects[clone.id], Zone.GRAVEYARD, "dies", "704.5g")
    assert gone.copy_of is None and gone.name == "Test Clone"


COPY_CARDS = [
    "Clone",
    "Mirror Image",
    "Stunt Double",
    "Copy Enchantment",
    "Clever Impersonator",
    "Quicksilver Gargantuan",
    "Phyrexian Metamorph",
    "Copy Artifact",
    "Myr Propagator",
    "Relm's Sketching",
]
READ_ONLY = ["Sakashima's Student", "Dack's Duplicate", "Cackling Counterpart", "Spitting Image"]


@pytest.mark.parametrize("name", COPY_CARDS + READ_ONLY)
def test_copy_cards_read_and_render_back(name: str) -> None:
    """The "enter as a copy of" / "a token that's a copy of" phrasings read and render back
    to the Oracle text exactly; the first ones pass the support gate (the others stop at
    another keyword: ninjutsu, dethrone, flashback, retrace)."""
    record = CardDatabase.bundled().get(name)
    abilities = parse_oracle(record.oracle_text, name, record.types)
    assert render_abilities(abilities, name) == strip_reminder_text(record.oracle_text)
    assert any(isinstance(a, ir.EntersAsCopy) or "CreateTokenCopy(" in repr(a) for a in abilities)
    if name in COPY_CARDS:
        load_card(name)


def test_copy_artifact_is_an_enchantment_in_addition() -> None:
    """707.9b: Copy Artifact copying Ornithopter is an artifact creature enchantment named
    Ornithopter, 0/2 with flying."""
    g = _game()
    thopter = g.add_card(1, Zone.BATTLEFIELD, load_card("Ornithopter"))
    copy = g.add_card(0, Zone.BATTLEFIELD, load_card("Copy Artifact"))
    g.start(0, "main1")
    ability = copying.entering_copy(load_card("Copy Artifact"))
    assert ability is not None
    _copy(g, copy.id, thopter.id, ability)
    ch = characteristics.chars(g, copy.id)
    assert ch.types == frozenset({"artifact", "creature", "enchantment"})
    assert (ch.name, ch.power, ch.toughness, ch.has("flying")) == ("Ornithopter", 0, 2, True)


def test_myr_propagator_makes_a_token_copy_of_itself() -> None:
    """707.2: "Create a token that's a copy of this creature": a token with its copiable
    values (111.1)."""
    g = _game()
    myr = g.add_card(0, Zone.BATTLEFIELD, load_card("Myr Propagator"))
    for _ in range(3):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Island"))
    g.start(0, "main1")
    g.apply(ActivateAbility(myr.id, 0))
    g.apply(PassPriority())
    g.apply(PassPriority())
    tokens = [o for o in g.battlefield_objects() if o.is_token]
    assert len(tokens) == 1 and characteristics.chars(g, tokens[0].id).name == "Myr Propagator"
    assert (
        characteristics.chars(g, tokens[0].id).power,
        characteristics.chars(g, tokens[0].id).toughness,
    ) == (1, 1)
    assert any(e.rule == "707.2" for e in g.log)


def test_a_token_copy_enters_with_the_copied_enters_replacements() -> None:
    """707.5: a token "that's a copy" enters already a copy: the copied "enters tapped" and
    "enters with counters" apply to it (614.1c)."""
    g = _game()
    slow = creature(
        "Slow",
        3,
        3,
        ir.StaticAbility(ir.Replacement("enters_tapped")),
        ir.StaticAbility(ir.Replacement("enters_with_counters", counter="+1/+1", amount=2)),
    )
    original = g.add_card(1, Zone.BATTLEFIELD, slow)
    g.start(0, "main1")
    tok = zone_moves.create_token(
        g,
        0,
        ir.CreateToken(1, 0, 0, frozenset(), (), ()),
        "Test",
        copy=copying.token_copy_values(original.values),
    )
    assert tok.tapped and tok.counters == {"+1/+1": 2} and tok.is_token
    assert (characteristics.chars(g, tok.id).name, characteristics.chars(g, tok.id).power) == (
        "Slow",
        5,
    )


def test_a_token_copy_of_a_face_down_creature_isnt_said_to_enter_as_another_copy() -> None:
    # 707.5, 708.2a: Mirrorpool's token copies the face-down values (nameless). The log said
    # "the token enters as a copy of nameless token #N" from the second run in a process on:
    # the token's values were told apart from the copied ones by identity and by name.
    from pathlib import Path

    from mtgrules.scenario.loader import load
    from mtgrules.scenario.runner import run_scenario

    path = Path(__file__).parent / "scenarios" / "blind30" / "mirrorpool3.yaml"
    for _ in range(3):
        result = run_scenario(load(path))
        assert result.passed
        assert result.game is not None
        assert not [e for e in result.game.log if "enters as a copy of" in str(e)]
