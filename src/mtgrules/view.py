"""What one player can see of a game (``Game.view(player)``).

A player sees everything in public zones (the battlefield, graveyards, exile, the stack),
their own hand, how many cards every hand and library holds, life, poison, mana pools,
the turn and the combat. They don't see another player's hand or the cards of any library,
nor its order (400.2: hand and library are hidden zones; 401.2: the library's order is
unknown). A face-down spell or permanent shows its face-down characteristics (708.2); only
its controller sees the card it is (708.5).

:class:`PlayerView` exposes only that: ``to_dict()`` (plain data, equal for two positions
that differ only in what the player can't see), the pending decision when it is the
player's, its legal answers, and :meth:`PlayerView.determinize`, a whole game consistent
with the view in which every hidden card is drawn at random from the cards the player
can't account for (for search: information-set Monte Carlo). Agents that must not cheat
read a view, never the game.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .decisions import Action, Decision, decision_fields
from .objects import own_copy
from .rules import characteristics, keywords_foretell
from .zones import Zone

if TYPE_CHECKING:
    from .game import Game


class PlayerView:
    """One player's view of a game: read-only, and blind to hidden information."""

    def __init__(self, game: Game, player: int) -> None:
        if not 0 <= player < len(game.players):
            raise ValueError(f"no player {player}")
        self._game = game
        self.player = player

    # -- what the player sees ----------------------------------------------------------------

    @property
    def pending(self) -> Decision | None:
        """The pending decision when it is this player's to make, else None."""
        d = self._game.pending
        return d if d is not None and d.player == self.player else None

    @property
    def waiting_for(self) -> tuple[str, int] | None:
        """Who the game waits for and what kind of decision, for anyone's decision."""
        d = self._game.pending
        return None if d is None else (d.kind, d.player)

    @property
    def over(self) -> bool:
        return self._game.over

    @property
    def winner(self) -> int | None:
        return self._game.winner

    def legal_actions(self) -> list[Action]:
        """The finite list of answers (agents.candidates) when the decision is this player's."""
        from .agents.candidates import candidate_actions

        return candidate_actions(self._game) if self.pending is not None else []

    def object(self, oid: int) -> dict[str, Any] | None:
        """A visible object's description (battlefield, stack, graveyards, exile, own hand)."""
        g = self._game
        o = g.objects.get(oid)
        if o is None or not self._visible(o.zone, o.owner):
            return None
        return self._obj(oid)

    def _visible(self, zone: Zone, owner: int) -> bool:
        if zone is Zone.LIBRARY:
            return False  # 401.2
        if zone is Zone.HAND:
            return owner == self.player  # 402.3
        return True

    def _obj(self, oid: int) -> dict[str, Any]:
        g = self._game
        o = g.objects[oid]
        card = o.card
        out: dict[str, Any] = {
            "id": oid,
            "name": o.name,
            "owner": o.owner,
            "controller": o.controller,
            "types": sorted(card.types),
            "mana_cost": card.mana_cost or "",
            "token": o.is_token,
        }
        if o.face_down:  # 708.2, 708.5: the card is seen by its controller only
            out |= {"types": ["creature"], "mana_cost": "", "face_down": True}
            if characteristics.chars(g, oid).controller == self.player:
                out["card"] = card.name
        if (
            o.zone is Zone.EXILE
            and o.owner != self.player
            and g.play_permissions
            and keywords_foretell.is_foretold(g, o)
        ):  # 702.143a, 406.3: a foretold card is exiled face down; its owner may look at it
            out |= {"name": f"face-down card #{oid}", "types": [], "mana_cost": ""}
            out |= {"face_down": True}
        if o.zone is Zone.BATTLEFIELD:
            ch = characteristics.chars(g, oid)
            out |= {
                "types": sorted(ch.types),
                "colors": sorted(ch.colors),
                "keywords": sorted(ch.keywords),
                "power": ch.power,
                "toughness": ch.toughness,
                "tapped": o.tapped,
                "damage": o.damage,
                "counters": dict(sorted(o.counters.items())),
                "attached_to": o.attached_to,
                "summoning_sick": characteristics.summoning_sick(g, o),
                "phased_out": o.phased_out,
                "attacking": g.combat.is_attacking(oid),
                "blocking": g.combat.is_blocking(oid),
            }
            if o.transformed:  # 712.8e; 712.6: players may look at both faces
                out |= {"transformed": True, "front_face": card.name}
        return out

    def to_dict(self) -> dict[str, Any]:
        g = self._game
        me = self.player
        players = []
        for p in g.players:
            entry: dict[str, Any] = {
                "index": p.index,
                "name": p.name,
                "life": p.life,
                "poison": p.poison,
                "counters": dict(sorted(p.counters.items())),
                "mana_pool": str(p.mana_pool),
                "hand_size": len(p.hand),
                "library_size": len(p.library),
                "graveyard": [self._obj(i) for i in p.graveyard],
                "lands_played": p.lands_played,
                "lost": p.lost,
            }
            if p.index == me:
                entry["hand"] = [self._obj(i) for i in p.hand]
            players.append(entry)
        d = self.pending
        pending: dict[str, Any] | None = None
        if d is not None:
            pending = {
                "kind": d.kind,
                "player": d.player,
                "prompt": d.prompt,
                "options": repr(d.options),
                "data": repr(decision_fields(d)),
            }
        elif g.pending is not None:  # someone else's decision: only who and what kind
            pending = {"kind": g.pending.kind, "player": g.pending.player}
        return {
            "me": me,
            "players": players,
            "battlefield": [self._obj(o.id) for o in g.battlefield_objects()],
            "exile": [self._obj(i) for i in g.exile],
            "stack": [
                {
                    "name": i.name,
                    "controller": i.controller,
                    "spell": i.is_spell,
                    "id": i.object.id,
                    "targets": [[(t.object_id, t.player) for t in ts] for ts in i.targets],
                    "x": i.x,
                }
                for i in g.stack
            ],
            "turn": {
                "number": g.turn_number,
                "active": g.active_player,
                "step": g.step,
                "priority": g.priority_player,
            },
            "combat": {
                "attackers": sorted(
                    (a, (t.object_id, t.player)) for a, t in g.combat.attackers.items()
                ),
                "blockers": sorted((b, sorted(a)) for b, a in g.combat.blockers.items()),
            },
            "pending": pending,
            "over": g.over,
            "winner": g.winner,
        }

    # -- sampling the hidden part ------------------------------------------------------------

    def determinize(self, rng: random.Random) -> Game:
        """A copy of the game in which every card the player can't see is redrawn at random.

        For each player, the hidden objects (their library, their hand unless it is the
        viewer's, and face-down objects the viewer doesn't control, 708.5) keep their ids,
        sorted, and get the cards of that pool, sorted by name and shuffled with ``rng``. So
        the result depends only on the view, the pool of unseen cards (the deck list less
        what was seen: open deck lists) and ``rng``: two games that differ only in hidden
        cards or library order give the same sample. The copy's random generator is reseeded
        from ``rng`` and its log is emptied (it names drawn cards).
        """
        g = self._game.clone()
        for p in g.players:
            slots = list(p.library)
            if p.index != self.player:
                slots += p.hand
            slots += [  # 708.5: face-down objects the viewer doesn't control are unseen
                o.id
                for o in g.objects.values()
                if o.face_down and o.owner == p.index and o.controller != self.player
            ]
            if p.index != self.player and g.play_permissions:  # 702.143a: foretold, face down
                slots += [
                    i
                    for i in g.exile
                    if g.objects[i].owner == p.index
                    and keywords_foretell.is_foretold(g, g.objects[i])
                ]
            slots.sort()
            cards = sorted((g.objects[i].card for i in slots), key=lambda c: c.name)
            rng.shuffle(cards)
            for oid, card in zip(slots, cards, strict=True):
                own_copy(g.objects, oid).card = card  # (a library card is shared: copied)
            p.library.sort()
            rng.shuffle(p.library)
            if p.index != self.player:
                p.hand.sort()
        g.rng = random.Random(rng.getrandbits(64))
        g.log = []
        g.dirty()
        return g
