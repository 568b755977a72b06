"""What "it" and "they" name in a cast trigger ("Whenever you cast ...", 603.2, 601.2i).

"It" names the spell cast until the text names the object the ability is on; from then on
it names that object (the card's own words: "put a +1/+1 counter on this creature and it
gains flying", "if this permanent is an enchantment, it becomes a 5/5 ..."). "They" after a
group ("each legendary creature you control. They gain vigilance") names the group: the
spell is one object. Found by a blind check of supported cards (nineteenth session): the
parser read each "it" below as the spell, so the engine gave the spell (and its caster) the
flying, counters and damage the card gives itself.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import definition_from_record


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


def _refs(x: Any, out: list[str]) -> list[str]:
    """The names of the reference classes in ``x``, in order (a walk over the IR)."""
    if isinstance(x, ir.SelfRef | ir.TriggerObjectRef | ir.GroupRef):
        out.append(type(x).__name__)
    if isinstance(x, tuple | list):
        for y in x:
            _refs(y, out)
    elif hasattr(x, "__dataclass_fields__"):
        for name in x.__dataclass_fields__:
            _refs(getattr(x, name), out)
    return out


def _cast_trigger(db: CardDatabase, name: str) -> ir.TriggeredAbility:
    record = db.get(name)
    assert record is not None, name
    card = definition_from_record(record)  # the parser itself, not the shipped cache
    assert card_gaps(card) == [], name  # read back exactly and carried out (supported)
    found = [
        a
        for a in card.abilities
        if isinstance(a, ir.TriggeredAbility) and a.trigger.event is ir.TriggerEvent.CAST_SPELL
    ]
    assert len(found) == 1, name
    return found[0]


# the card, and what each reference in its cast trigger's instructions names, in order
ITSELF = {
    "Infernal Pet": ["SelfRef", "SelfRef"],  # counter on this creature and it gains flying
    "Bloodsky Berserker": ["SelfRef", "SelfRef"],  # ... this creature. It gains menace
    "Razzle-Dazzler": ["SelfRef", "SelfRef"],  # ... this creature. It can't be blocked
    "Pristine Skywise": ["SelfRef", "SelfRef"],  # untap this creature. It gains protection
    "Aria of Flame": ["SelfRef", "SelfRef", "SelfRef"],  # then it deals damage ... on it
    "Captain Ripley Vance": ["SelfRef", "SelfRef", "SelfRef"],  # then it deals ... its power
    "Hikari, Twilight Guardian": ["SelfRef", "SelfRef"],  # exile Hikari ... return it
    "Adaptive Training Post": ["SelfRef"],  # if this artifact has ..., a counter on it
    "Opal Archangel": ["SelfRef"],  # if this permanent is an enchantment, it becomes
    "Hidden Spider": ["SelfRef"],
    "Veil of Birds": ["SelfRef"],
}


@pytest.mark.parametrize("name", sorted(ITSELF))
def test_it_after_the_text_names_this_object_is_this_object(db: CardDatabase, name: str) -> None:
    ability = _cast_trigger(db, name)
    assert _refs(ability.effects, []) == ITSELF[name]


def test_it_is_still_the_spell_where_this_object_is_not_named(db: CardDatabase) -> None:
    # Tyvar Kell's emblem: "Whenever you cast an Elf spell, it gains haste until end of turn
    # and you draw two cards." (the spell gains haste)
    record = db.get("Tyvar Kell")
    assert record is not None
    card = definition_from_record(record)
    emblem = next(
        a.effects[0] for a in card.abilities if isinstance(a, ir.LoyaltyAbility) and a.loyalty < 0
    )
    assert isinstance(emblem, ir.GetEmblem)
    (trigger,) = emblem.abilities
    assert isinstance(trigger, ir.TriggeredAbility)
    assert _refs(trigger.effects, []) == ["TriggerObjectRef"]
    # 400.7a: haste given to the spell carries over to the permanent it becomes, which the
    # engine doesn't do yet: the card is refused, not half-played
    assert card_gaps(card) == [
        "the engine can't do giving the spell cast an ability or characteristic (400.7a)"
    ]


def test_they_after_a_group_is_the_group(db: CardDatabase) -> None:
    ability = _cast_trigger_first(db, "Ardbert, Warrior of Darkness")
    grant = ability.effects[1]
    assert isinstance(grant, ir.GrantAbilities)
    assert isinstance(grant.what, ir.GroupRef)  # each legendary creature you control


def _cast_trigger_first(db: CardDatabase, name: str) -> ir.TriggeredAbility:
    record = db.get(name)
    assert record is not None
    card = definition_from_record(record)
    assert card_gaps(card) == []
    return next(
        a
        for a in card.abilities
        if isinstance(a, ir.TriggeredAbility) and a.trigger.event is ir.TriggerEvent.CAST_SPELL
    )
