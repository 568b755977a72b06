"""Tokens that are copies (707.2, 707.9, 111.1) in the eleventh session's token family:
"Create two tapped tokens that are copies of target artifact, except they're 3/3 ...".
Values, carried out by ``rules/token_copies.py``; read by ``transform_s11_tok.py`` and
written back by ``render/s11_tok.py``. (The plain "Create a token that's a copy of X." stays
``ir.CreateTokenCopy``.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Amount, Filter, Ref


@dataclass(frozen=True, slots=True)
class CreateTokenCopies:
    """707.2: ``count`` tokens, each a copy of each object ``what`` names (its copiable
    values); ``tapped`` / ``attacking``: "a tapped [and attacking] token" (110.5b, 508.4).
    707.9a-b: the exceptions become part of the copies' copiable values: ``nonlegendary``
    "except it isn't legendary" (205.4a), ``pt`` "it's 1/1" (707.9d), ``colors`` /
    ``subtypes`` "it's a 4/4 black Zombie" (the color and creature types replaced),
    ``add_types`` / ``add_subtypes`` "it's an artifact / a Spirit in addition to its other
    types", ``add_colors`` "in addition to its other colors", ``add_abilities`` "it has
    haste [and "At the beginning of the end step, sacrifice this token."]"."""

    what: Ref
    count: Amount = 1
    tapped: bool = False
    attacking: bool = False
    nonlegendary: bool = False
    pt: tuple[int, int] | None = None
    colors: frozenset[str] | None = None
    subtypes: tuple[str, ...] | None = None
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    add_colors: frozenset[str] = frozenset()
    add_abilities: tuple[Any, ...] = ()  # keywords and quoted abilities (113.1)


@dataclass(frozen=True, slots=True)
class CreateRole:
    """ "Create a Wicked Role token attached to target creature you control." (111.10j-q,
    303.7): a colorless Aura Role enchantment token named ``role`` with enchant creature and
    that Role's ability, entering attached to the object ``what`` names (303.4i: it isn't
    created when that object can't be enchanted). Carried out by ``rules/roles.py``."""

    role: str
    what: Ref


@dataclass(frozen=True, slots=True)
class NextCastCopy:
    """ "When you next cast an instant or sorcery spell this turn, copy that spell. You may
    choose new targets for the copy." (603.7a, 603.7c, 707.10c): a delayed triggered ability
    that triggers once, the next time this turn its controller casts a spell ``filter``
    accepts, and copies that spell (ir.CopySpell). Carried out by ``rules/next_cast.py``."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class WhenDiesThisTurn:
    """ "When that creature dies this turn, create a 1/1 white Spirit creature token with
    flying." (603.7a, 603.7c): a delayed triggered ability watching the object ``what``
    names as the effect resolves; when it dies this turn, ``effects`` (joined by ``joins``)
    happen. Carried out by ``rules/next_cast.py``."""

    what: Ref
    effects: tuple[Any, ...]
    joins: tuple[str, ...] = ()


#: the effects of this module (render/effects.py writes them with render/s11_tok.py)
S11_TOK_EFFECTS = (CreateTokenCopies, CreateRole, NextCastCopy, WhenDiesThisTurn)
