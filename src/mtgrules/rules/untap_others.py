"""s11 h-ctl, 502.3: "Untap all permanents you control during each other player's untap
step." (Seedborn Muse): in the untap step of a player other than the ability's controller,
the tapped permanents of the group its controller controls untap too. "Doesn't untap during
its controller's untap step" effects don't stop them: this isn't their controller's untap
step (502.3). A skipped untap step (614.10) doesn't happen, so nothing untaps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import permanents, static_subjects

if TYPE_CHECKING:
    from ..state import GameState


def untap_others(game: GameState) -> None:
    """502.3: untap the non-active players' tapped permanents an UntapDuringOthers names."""
    ap = game.active_player
    found = static_subjects.applying(game, ir.UntapDuringOthers)
    for oid in sorted(found):
        obj = game.objects[oid]
        if obj.controller != ap and obj.tapped:
            permanents.untap(game, obj, "502.3")
