"""The dungeon cards (309): their names, their rooms and the arrows between them.

A dungeon card begins outside the game and is brought into the command zone only by
venturing into the dungeon (309.2, 701.49). Its text is its rooms, one a line: the room's
name (flavor text, 309.4b) and its room ability's effect, "Cave Entrance — Scry 1.". Each
room ability's full text is "When you move your venture marker into this room, [effect]"
(309.4c); the trigger condition isn't printed, so :func:`room_abilities` reads each effect as
a spell's text would be read and gives it that trigger (``TriggerEvent.ROOM_ENTERED``), the
room's name kept as the line's ability word for the renderer. The arrows (309.4) aren't text:
``Room.exits`` lists the rooms each leads to.

:func:`record` makes a dungeon's database record; it goes through the same support gate as
every card (``gate.supported_definition``), and ``scripts/build_parsed_cards.py`` stores its
parsed form with the other cards'. Undercity can be entered only by venturing into Undercity
(701.49d: "You can't enter this dungeon unless you "venture into Undercity."", ``undercity``).

The rooms' texts are the Oracle texts of the four dungeon cards (AFR 2021, CLB 2022)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mtgrules.cards import ir
from mtgrules.cards.records import CardRecord
from mtgrules.errors import CardTextError

__all__ = ["DUNGEONS", "Dungeon", "Room", "choices", "record", "room_abilities"]


@dataclass(frozen=True, slots=True)
class Room:
    name: str
    text: str  # the room ability's effect (309.4c)
    exits: tuple[int, ...] = ()  # the rooms its arrows point to; none: the bottommost room


@dataclass(frozen=True, slots=True)
class Dungeon:
    name: str
    rooms: tuple[Room, ...]  # the topmost room first (309.4a)
    undercity: bool = False  # 701.49d: entered only by "venture into Undercity"


DUNGEONS: dict[str, Dungeon] = {
    d.name: d
    for d in (
        Dungeon(
            "Lost Mine of Phandelver",
            (
                Room("Cave Entrance", "Scry 1.", (1, 2)),
                Room("Goblin Lair", "Create a 1/1 red Goblin creature token.", (3, 4)),
                Room("Mine Tunnels", "Create a Treasure token.", (4, 5)),
                Room("Storeroom", "Put a +1/+1 counter on target creature.", (6,)),
                Room("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", (6,)),
                Room("Fungi Cavern", "Target creature gets -4/-0 until your next turn.", (6,)),
                Room("Temple of Dumathoin", "Draw a card."),
            ),
        ),
        Dungeon(
            "Dungeon of the Mad Mage",
            (
                Room("Yawning Portal", "You gain 1 life.", (1,)),
                Room("Dungeon Level", "Scry 1.", (2, 3)),
                Room("Goblin Bazaar", "Create a Treasure token.", (4,)),
                Room("Twisted Caverns", "Target creature can't attack until your next turn.", (4,)),
                Room("Lost Level", "Scry 2.", (5, 6)),
                Room(
                    "Runestone Caverns",
                    "Exile the top two cards of your library. You may play them.",
                    (7,),
                ),
                Room("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.", (7,)),
                Room("Deep Mines", "Scry 3.", (8,)),
                Room(
                    "Mad Wizard's Lair",
                    "Draw three cards and reveal them. You may cast one of them without paying "
                    "its mana cost.",
                ),
            ),
        ),
        Dungeon(
            "Tomb of Annihilation",
            (
                Room("Trapped Entry", "Each player loses 1 life.", (1, 3)),
                Room("Veils of Fear", "Each player loses 2 life unless they discard a card.", (2,)),
                Room(
                    "Sandfall Cell",
                    "Each player loses 2 life unless they sacrifice a creature, artifact, or land "
                    "of their choice.",
                    (4,),
                ),
                Room(
                    "Oubliette",
                    "Discard a card and sacrifice a creature, an artifact, and a land.",
                    (4,),
                ),
                Room(
                    "Cradle of the Death God",
                    "Create The Atropal, a legendary 4/4 black God Horror creature token with "
                    "deathtouch.",
                ),
            ),
        ),
        Dungeon(
            "Undercity",
            (
                Room(
                    "Secret Entrance",
                    "Search your library for a basic land card, reveal it, put it into your "
                    "hand, then shuffle.",
                    (1, 2),
                ),
                Room("Forge", "Put two +1/+1 counters on target creature.", (3, 4)),
                Room("Lost Well", "Scry 2.", (4, 5)),
                Room("Trap!", "Target player loses 5 life.", (6,)),
                Room("Arena", "Goad target creature.", (6, 7)),
                Room("Stash", "Create a Treasure token.", (7,)),
                Room("Archives", "Draw a card.", (8,)),
                Room("Catacombs", "Create a 4/1 black Skeleton creature token with menace.", (8,)),
                Room(
                    "Throne of the Dead Three",
                    "Reveal the top ten cards of your library. Put a creature card from among "
                    "them onto the battlefield with three +1/+1 counters on it. It gains hexproof "
                    "until your next turn. Then shuffle.",
                ),
            ),
            undercity=True,
        ),
    )
}


def choices(undercity: bool) -> tuple[str, ...]:
    """701.49a, 701.49d: the dungeons a player may choose as they venture: Undercity only by
    venturing into Undercity, and then only it."""
    return tuple(n for n, d in DUNGEONS.items() if d.undercity == undercity)


def record(name: str) -> CardRecord:
    """The database record of the dungeon card ``name`` (309.1: no mana cost, colorless)."""
    d = DUNGEONS[name]
    text = "\n".join(f"{r.name} — {r.text}" for r in d.rooms)
    return CardRecord(name=d.name, types=("Dungeon",), oracle_text=text)


def room_abilities(
    text: str, card_name: str, read_spell: Callable[[str], tuple[object, ...]]
) -> tuple[ir.TriggeredAbility, ...]:
    """309.4c: each line "ROOM — EFFECT" of a dungeon's text as its room ability: EFFECT read
    by ``read_spell`` as a sorcery's text is (one SpellAbility), with the unprinted trigger
    "When you move your venture marker into this room"."""
    out = []
    for line in text.split("\n"):
        room, sep, effect = line.partition(" — ")
        if not sep:
            raise CardTextError(card_name, line, "a dungeon's line that isn't a room")
        read = read_spell(effect)
        if len(read) != 1 or not isinstance(read[0], ir.SpellAbility):
            raise CardTextError(card_name, effect, "a room ability that isn't one effect")
        spell = read[0]
        layout = spell.layout or ir.Layout()
        out.append(
            ir.TriggeredAbility(
                ir.Trigger(ir.TriggerEvent.ROOM_ENTERED, ir.YouRef()),
                spell.effects,
                spell.targets,
                layout=ir.Layout(
                    joins=layout.joins, variants=layout.variants, ability_word=room
                ),  # 309.4b: the room's name, flavor text
            )
        )
    return tuple(out)
