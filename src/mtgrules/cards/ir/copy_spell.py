"""Copying a spell on the stack (707.10) in the tenth session's "other" family: "Copy target
instant or sorcery spell. You may choose new targets for the copy." Values, carried out by
``rules/effects_control.py`` (``copy_spell``); read by ``transform_other10.py`` and written
back by ``render/control.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Ref


@dataclass(frozen=True, slots=True)
class CopySpell:
    """707.10, 707.10c: "Copy WHAT. You may choose new targets for the copy.": a copy of the
    spell (its values, modes, X and targets) is put onto the stack under the controller of
    the effect; it isn't cast. Its controller may keep the targets or choose new legal ones."""

    what: Ref
