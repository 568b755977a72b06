"""Face-down permanents put onto the battlefield by an effect (708.2a, 708.3): manifest
(701.40a), manifest dread (701.62a) and cloak (701.58a); carried out by
``rules/face_down.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Manifest:
    """ "Manifest the top card of your library." (701.40a) / "Manifest dread." (701.62a:
    look at the top two cards, manifest one, the rest into the graveyard) / "Cloak the top
    card of your library." (701.58a: the face-down 2/2 has ward {2}). The controller of the
    spell or ability does it."""

    dread: bool = False
    cloak: bool = False


@dataclass(frozen=True, slots=True)
class TurnFaceUpEffect:
    """ "Turn target face-down creature face up." (708.8: its copiable values revert; no cost
    is paid; 701.40g: a manifested instant or sorcery card is revealed and stays face
    down)."""

    what: Any
