"""Modified permanents (issue 12, s11 h-count): "modified creature you control", "as long as
it's modified" (700.9: a permanent with a counter on it, an equipped one, or one enchanted by
an Aura its controller controls).

The Equipment (301.5) and Aura (303.4) attached to it are told apart by the subtypes they
were printed or copied with (``GameObject.copy_of`` or ``card``), not by their layered
characteristics: ``is_modified`` is also asked while the layers are being applied (a
"modified creatures you control have ..." static, 613.1), where asking for another object's
characteristics could go round in a circle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..zones import Zone

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

__all__ = ["is_modified"]


def _subtypes(o: GameObject) -> tuple[str, ...]:
    card = o.copy_of if o.copy_of is not None else o.card
    return tuple(card.subtypes)


def is_modified(game: GameState, obj: GameObject) -> bool:
    """700.9: ``obj`` has one or more counters on it (122.1), is equipped (301.5), or is
    enchanted by an Aura controlled by its controller (303.4)."""
    if any(n > 0 for n in obj.counters.values()):
        return True
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    for o in game.battlefield_objects():
        if o.attached_to != obj.id:
            continue
        subs = _subtypes(o)
        if "Equipment" in subs:
            return True  # 301.5: equipped, whoever controls the Equipment
        if "Aura" in subs and o.controller == obj.controller:
            return True  # 700.9: only an Aura its controller controls
    return False


def was_modified(game: GameState, old_id: int | None) -> bool:
    """603.10a, 700.9: whether the permanent ``old_id`` was modified as it last existed on the
    battlefield (a leaves-the-battlefield trigger looks back in time): the counters it had
    then (``GameState.last_known``), or an Equipment or an Aura of its controller still
    attached to it, or attached to it as that Equipment or Aura left too."""
    if old_id is None:
        return False
    lk = game.last_known.get(old_id)
    if lk is None:
        return False
    if lk.modified or any(n > 0 for _, n in lk.counters):
        return True
    controller = lk.chars.controller
    for o in game.battlefield_objects():
        if o.attached_to == old_id:
            subs = _subtypes(o)
            if "Equipment" in subs or ("Aura" in subs and o.controller == controller):
                return True
    for other in game.last_known.values():
        if other.attached_to == old_id and other.zone is Zone.BATTLEFIELD:
            subs = tuple(other.chars.subtypes)
            if "Equipment" in subs or ("Aura" in subs and other.chars.controller == controller):
                return True
    return False
