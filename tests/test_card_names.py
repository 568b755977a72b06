"""Choosing a card name (201.4): what an answer may be, and the answers listed for agents."""

from __future__ import annotations

import pytest

from mtgrules.cards import load_card
from mtgrules.decisions import AsEntersSpell, CastSpell, Choose, NameACard, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import card_names
from mtgrules.zones import Zone


def _asked(card: str) -> Game:
    """Alice's ``card`` resolving, asking its name (614.12a); Bob has Grizzly Bears and a
    Forest, Alice Plains and Islands."""
    g = Game(["Alice", "Bob"], seed=1)
    for p in (0, 1):
        for _ in range(3):
            g.add_card(p, Zone.LIBRARY, load_card("Island"))
    g.start(0, "main1", 1)
    for land in ("Plains", "Island", "Island"):
        g.add_card(0, Zone.BATTLEFIELD, load_card(land))
    g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    g.add_card(1, Zone.BATTLEFIELD, load_card("Forest"))
    g.apply(CastSpell(card=g.add_card(0, Zone.HAND, load_card(card)).id))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, AsEntersSpell)
    return g


def test_the_listed_answers_are_the_cards_in_the_game() -> None:
    """An agent gets the names of the cards in the game; "nonland" leaves the lands out."""
    g = _asked("Pithing Needle")
    assert g.legal_actions() == [
        Choose(n) for n in ["Forest", "Grizzly Bears", "Island", "Pithing Needle", "Plains"]
    ]
    g = _asked("Meddling Mage")
    assert g.legal_actions() == [Choose("Grizzly Bears"), Choose("Meddling Mage")]
    for a in g.legal_actions():  # each listed answer applies
        assert isinstance(a, Choose)
        trial = g.clone()
        trial.apply(a)
        mage = next(o for o in trial.battlefield_objects() if o.name == "Meddling Mage")
        assert mage.chosen_name == a.value


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        ("Forest", "Forest is a land card: choose a nonland card name (201.4a)"),
        ("Fire // Ice", "Fire // Ice has two names: choose one of them (Fire or Ice) (201.4b)"),
        ("Grizly Bears", "unknown card"),
    ],
)
def test_a_refused_name_changes_nothing(answer: str, why: str) -> None:
    g = _asked("Meddling Mage")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=why.replace("(", r"\(").replace(")", r"\)")):
        g.apply(Choose(answer))
    assert g.fingerprint() == before


def test_a_half_or_face_is_named_by_its_own_name() -> None:
    """201.4b: "Ice" is a name to choose; so is any other card's, in the game or not."""
    g = _asked("Meddling Mage")
    assert card_names.card_name(g.pending, "ice") == "Ice"  # type: ignore[arg-type]
    g.apply(Choose("Lightning Bolt"))
    mage = next(o for o in g.battlefield_objects() if o.name == "Meddling Mage")
    assert mage.chosen_name == "Lightning Bolt"


def test_an_instruction_naming_a_card_lists_the_names_in_the_game() -> None:
    """608.2d: "Choose a nonland card name." (Memoricide) as it resolves: the listed
    answers are the nonland cards' names in the game, and each applies."""
    g = Game(["Alice", "Bob"], seed=1)
    for p in (0, 1):
        g.add_card(p, Zone.LIBRARY, load_card("Shock"))
    g.start(0, "main1", 1)
    for _ in range(4):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Swamp"))
    card = g.add_card(0, Zone.HAND, load_card("Memoricide")).id
    g.apply(CastSpell(card=card, targets=((Target(player=1),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, NameACard)
    assert g.legal_actions() == [Choose("Memoricide"), Choose("Shock")]
    g.apply(Choose("Shock"))
    assert g.pending is not None and "find cards named Shock" in g.pending.prompt


def test_the_choice_is_logged_before_the_permanent_enters() -> None:
    """614.12a: the name is chosen as the permanent enters, before it is on the battlefield."""
    g = _asked("Meddling Mage")
    g.apply(Choose("Shock"))
    texts = [e.text for e in g.log]
    chose = texts.index("Alice chooses Shock for Meddling Mage")
    assert texts[chose + 1] == "Meddling Mage enters the battlefield"


def test_a_chosen_name_is_refused_where_the_engine_keeps_none() -> None:
    """201.4: "Destroy all creatures with that name." isn't carried out yet: the card is
    refused (one gate), while Cabal Therapy's "discards all cards with that name" is."""
    from mtgrules.cards import ir
    from mtgrules.cards.parser import parse_oracle
    from mtgrules.rules.support import engine_gaps

    def gaps(text: str) -> list[str]:
        abilities = parse_oracle(text, "Test Card", ("sorcery",))
        return engine_gaps(
            ir.CardDefinition(name="Test Card", types=("sorcery",), abilities=abilities)
        )

    assert gaps("Choose a card name. Destroy all creatures with that name.") == [
        '"with the chosen name" where the engine keeps no name (201.4)'
    ]
    therapy = (
        "Choose a nonland card name. Target player reveals their hand and discards all cards "
        "with that name."
    )
    assert gaps(therapy) == []
