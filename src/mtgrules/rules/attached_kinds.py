"""s11 h-ctl: is a permanent enchanted (303.4: an Aura is attached to it) or equipped (301.5:
an Equipment is attached to it)? Read from the attached objects' copiable values (a bestowed
permanent is an Aura, 702.103b), not through the layers: this is asked while the layers are
applied (a static ability's filter, "Enchanted creatures you control get +2/+2"), and an
object stays an Aura or Equipment while attached (704.5m-n would unattach it otherwise)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import GameState


#: keywords_alt_costs.BESTOW, written out: importing it would close an import cycle
_BESTOW = "bestow"


def has(game: GameState, oid: int, kind: str) -> bool:
    """``kind``: "enchanted" or "equipped"."""
    want = "Aura" if kind == "enchanted" else "Equipment"
    for o in game.battlefield_objects():
        if o.attached_to != oid:
            continue
        if want == "Aura" and o.alt_keyword == _BESTOW:  # 702.103b
            return True
        card = o.card if o.copy_of is None else o.copy_of
        if want in card.subtypes:
            return True
    return False
