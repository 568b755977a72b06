"""s10 h-cant: values of the "can't" / animation family that no other IR module holds.

- :class:`Earthbend`: "Earthbend N." (701.66a), a keyword action written as a sentence;
  read by ``transform_s10_cant.py``, written back by ``render/keyword_actions.py``, carried
  out by ``rules/keyword_earthbend.py``.
- :class:`Detain`: "Detain target creature an opponent controls." (701.35a); written back by
  ``render/effects.py``, carried out by ``rules/keyword_earthbend.detain``.
- :class:`GetEmblem`: "You get an emblem with "ABILITY"." (114.2); carried out by
  ``rules/emblems.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Amount, Ref


@dataclass(frozen=True, slots=True)
class Earthbend:
    """ "Earthbend N." (701.66a): target land you control becomes a 0/0 land creature with
    haste in addition to its other types; put N +1/+1 counters on it; when that land dies or
    is put into exile, return it to the battlefield tapped under your control. ``what``: the
    target phrase the words stand for ("target land you control")."""

    what: Ref
    count: Amount = 1


@dataclass(frozen=True, slots=True)
class Detain:
    """ "Detain target creature an opponent controls." (701.35a): until your next turn, that
    permanent can't attack or block and its activated abilities can't be activated."""

    what: Ref


@dataclass(frozen=True, slots=True)
class GetEmblem:
    """ "You get an emblem with "ABILITY" [and "ABILITY"]." (114.2): an emblem with those
    abilities in your command zone (114.3: no other characteristics)."""

    abilities: tuple[Any, ...]
