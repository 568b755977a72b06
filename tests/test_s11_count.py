"""s11 h-count: counters (issue 12, eleventh session): "modified" (700.9), endure (701.63a),
blight (701.68a), "... onto the battlefield with a finality counter on it" (614.1c, 122.1h),
the Phantom creatures' prevention (615.1a, 615.5), "with counters on them" / "with no
counters on it" (122.1), "enters with your choice of a ... counter" (614.1c, 614.12), "put
your choice of a ... counter on" (608.2d), "double the number of each kind of counter"
(701.10e), "distribute N counters among" (601.2d) and the Mutagen token: read, written back
exactly, and carried out (the scenarios in tests/scenarios/issue12 play the cards)."""

from __future__ import annotations

import pytest

from helpers import FOREST
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError
from mtgrules.game import Game
from mtgrules.rules.modified import is_modified
from mtgrules.zones import Zone


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("This creature has flying as long as it's modified.", ("creature",)),
        ("Other modified creatures you control have vigilance and trample.", ("creature",)),
        (
            "Whenever a modified creature you control leaves the battlefield, put a +1/+1 "
            "counter on this artifact.",
            ("artifact",),
        ),
        ("When this creature enters, it endures 2.", ("creature",)),
        (
            "{X}{B}, {T}, Pay X life: This creature endures X. Activate only as a sorcery.",
            ("creature",),
        ),
        ("When this creature enters, you may blight 1. If you do, draw a card.", ("creature",)),
        ("Whenever this creature attacks, each opponent blights 1.", ("creature",)),
        (
            "{2}{R}, Discard a card: Return this card from your graveyard to the battlefield "
            "with a finality counter on it. Activate only as a sorcery.",
            ("creature",),
        ),
        (
            "Return target creature card from your graveyard to the battlefield with two "
            "additional +1/+1 counters on it.",
            ("sorcery",),
        ),
        (
            "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 "
            "counter from this creature.",
            ("creature",),
        ),
        (
            "If damage would be dealt to this creature while it has a +1/+1 counter on it, "
            "prevent that damage and remove that many +1/+1 counters from it.",
            ("creature",),
        ),
        ("Creatures you control with counters on them have haste.", ("enchantment",)),
        ("Destroy all creatures with no counters on them.", ("sorcery",)),
        (
            "This creature enters with your choice of a flying counter or a first strike "
            "counter on it.",
            ("creature",),
        ),
        (
            "{T}: Put your choice of a menace, trample, reach, or haste counter on target "
            "Dinosaur. Activate only as a sorcery.",
            ("creature",),
        ),
        (
            "{2}, {T}, Sacrifice a token: Double the number of each kind of counter on target "
            "creature.",
            ("artifact",),
        ),
        (
            "Distribute three +1/+1 counters among one, two, or three target creatures you "
            "control.",
            ("sorcery",),
        ),
        ("When this creature enters, create a Mutagen token.", ("creature",)),
    ],
)
def test_round_trip(text: str, types: tuple[str, ...]) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    assert render_abilities(abilities, "Test Card") == text


@pytest.mark.parametrize(
    "name",
    [
        "Chishiro, the Shattered Blade",  # 700.9
        "Costume Closet",
        "Skyward Spider",
        "Fortress Kin-Guard",  # 701.63a
        "Krumar Initiate",
        "Boggart Mischief",  # 701.68a
        "High Perfect Morcant",
        "Wolfbat",  # 122.1h, 614.1c
        "Rakdos Joins Up",
        "Phantom Centaur",  # 615.1a
        "Undergrowth Champion",
        "Damning Verdict",  # 122.1
        "Boot Nipper",  # 614.12
        "Owen Grady, Raptor Trainer",  # 608.2d
        "Gilder Bairn",  # 701.10e
        "Elven Rite",  # 601.2d
        "Slithering Cryptid",  # the Mutagen token
    ],
)
def test_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_ir_of_the_phrases() -> None:
    (ab,) = parse_oracle("When this creature enters, it endures 3.", "T", ("creature",))
    assert isinstance(ab, ir.TriggeredAbility)
    assert ab.effects == (ir.Endure(ir.SelfRef(), 3),)
    (st,) = parse_oracle("Other modified creatures you control have vigilance.", "T", ("creature",))
    assert "modified=True" in repr(st)
    (sp,) = parse_oracle("Destroy all creatures with no counters on them.", "T", ("sorcery",))
    assert "with_counter=('', 'no')" in repr(sp)
    (ph,) = parse_oracle(
        "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 "
        "counter from this creature.",
        "T",
        ("creature",),
    )
    assert isinstance(ph, ir.StaticAbility)
    assert ph.effect == ir.CounterPrevention("+1/+1")


def test_refused_where_not_carried_out() -> None:
    # 700.2, 601.2d: a division inside a mode isn't announced yet: refused, not half-played
    with pytest.raises(CardTextError, match=r"603\.3d"):
        load_card("Abzan Charm")
    # a triggered ability's division is announced as it is put on the stack (603.3d)
    assert load_card("Verdurous Gearhulk").name == "Verdurous Gearhulk"
    # 701.63a: "where X is" this reading can't define: not read
    with pytest.raises(CardTextError):
        load_card("Warden of the Grove")


def test_modified_is_counters_equipment_or_own_aura() -> None:
    # 700.9: a counter, an Equipment, or an Aura its controller controls; another player's
    # Aura doesn't make it modified
    g = Game(["Alice", "Bob"], seed=1)
    for p in range(2):
        for _ in range(3):
            g.add_card(p, Zone.LIBRARY, FOREST)
    bear = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    other = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    g.start(0, "main1")
    assert not is_modified(g, bear)
    aura = g.add_card(1, Zone.BATTLEFIELD, load_card("Pacifism"))
    aura.attached_to = bear.id
    assert not is_modified(g, bear)  # Bob's Aura on Alice's creature
    aura.controller = 0
    assert is_modified(g, bear)
    sword = g.add_card(1, Zone.BATTLEFIELD, load_card("Bonesplitter"))
    sword.attached_to = other.id
    assert is_modified(g, other)  # 301.5: equipped, whoever controls the Equipment
    sword.attached_to = None
    other.counters = {"+1/+1": 1}
    assert is_modified(g, other)
