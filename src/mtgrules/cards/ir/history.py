"""What happened this turn (issue 12, h-history): conditions such as "if a creature died this
turn" (morbid), "if you attacked this turn" (raid), "if a permanent left the battlefield under
your control this turn" (revolt), "if you gained life this turn", and amounts such as "the
number of creatures that died this turn".

The engine keeps a per-turn record on each player (``Player.creatures_died_this_turn``,
``left_this_turn``, ``entered_this_turn``, ``attackers_this_turn``,
``life_gained_this_turn``, ``life_lost_this_turn``), reset as a turn begins (500.1); the
conditions and amounts are evaluated by ``rules/history.py`` and written back by
``render/history.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Filter

#: The kinds of fact, with what each reads (per player, this turn):
#: "died": creatures that died (700.4), any player's;
#: "attacked": you declared one or more attackers (508.1);
#: "left": permanents that left the battlefield under your control;
#: "gained": life you gained (119.9); "opponent lost": life an opponent lost (119.3);
#: "nonland entered": nonland permanents that entered under your control.
#: "self entered": the ability's source entered the battlefield this turn; "self attacked": it
#: was declared as an attacker this turn.
HISTORY_KINDS = (
    "died",
    "attacked",
    "left",
    "void",  # 702.185c: "a nonland permanent left the battlefield this turn or a spell was ..."
    "gained",
    "opponent lost",
    "nonland entered",
    "self entered",
    "self attacked",
    "cast spells",  # 601.2i: "you've cast two or more spells this turn"
    "cast creature",
    "cast noncreature",
    "cast instant or sorcery",
    "cast both",  # "you've cast both a creature spell and a noncreature spell this turn"
    "drawn",  # 121.1: "you've drawn two or more cards this turn"
    "died yours",  # "a creature died under your control this turn"
    "descended",  # 700.11: "you descended this turn" (s9 cond)
    "spells last turn",  # 500.1, 601.2i: "no spells were cast last turn" (negated, n 1)
    "a player spells last turn",  # "a player cast two or more spells last turn"
)


@dataclass(frozen=True, slots=True)
class HappenedThisTurn:
    """A condition on this turn's history, true when the count of ``kind`` this turn is at
    least ``n``: "a creature died this turn" (n 1), "three or more creatures died this turn",
    "you gained 3 or more life this turn". ``form`` is how the text says it, for the exact
    round trip ("" the plain form; "you controlled": "a permanent you controlled left the
    battlefield this turn"; "you've": "you've gained 3 or more life this turn"; "it" / "self":
    "it entered this turn" / "this creature attacked this turn"). ``negated``: "this creature
    didn't attack this turn"."""

    kind: str
    n: int = 1
    form: str = ""
    negated: bool = False


@dataclass(frozen=True, slots=True)
class ThisTurnCount:
    """An amount read from this turn's history: "the number of creatures that died this turn"
    ("died"), "for each creature that died this turn", "the amount of life you gained this
    turn" ("gained"); ``filter``: "for each Zubera that died this turn" (a subtype)."""

    kind: str
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class AttachedCount:
    """A count for "gets +2/+2 for each Aura attached to it" (613.4c): the Auras and/or
    Equipment (``kinds``, their subtypes: "Aura", "Equipment", "Role") attached to the
    permanent the effect changes (``to_it``: "attached to it") or to the ability's source
    ("attached to this creature")."""

    kinds: tuple[str, ...]
    to_it: bool = True


@dataclass(frozen=True, slots=True)
class ColorsSpent:
    """702.44a, 601.2h: "for each color of mana spent to cast it" (converge, sunburst): the
    colors of mana spent on the costs of the spell the source is or was (``spell``: written
    "this spell", else "it")."""

    spell: bool = False
