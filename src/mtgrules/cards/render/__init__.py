"""Write ability objects (``ir/``) back as Oracle text.

``render_abilities(abilities, card_name)`` is the inverse of ``parse_oracle``: for text the
parser reads, the rendering equals the Oracle text without reminder text. Wording the
abilities' meaning doesn't fix (line breaks, "and" or a new sentence, the card's name or
"this creature") comes from each ability's Layout; without one, the usual Oracle wording is
used.

The renderer is one class built in layers, one module each, from the bottom up: ``phrases``
(noun phrases, numbers, mana: plain functions), ``refs`` (references), ``keywords`` (and
costs), ``effects``, ``static`` (static abilities) and ``abilities`` (activated, triggered and
the rest: :class:`Renderer`). The public functions are re-exported here.
"""

from __future__ import annotations

from mtgrules.cards.render.abilities import Renderer, ability_text, render_abilities
from mtgrules.cards.render.phrases import (
    ANIMATE_DEAD,
    alternative_cost_text,
    article,
    cant_text,
    cap,
    cards_text,
    characteristics_text,
    color_order,
    list_text,
    loyalty_text,
    mana_text,
    number_amount,
    number_text,
    plural_word,
    pt_text,
    pt_x_text,
    quality_text,
    render_filter,
    target_phrase,
    verb,
)

__all__ = [
    "ANIMATE_DEAD",
    "Renderer",
    "ability_text",
    "alternative_cost_text",
    "article",
    "cant_text",
    "cap",
    "cards_text",
    "characteristics_text",
    "color_order",
    "list_text",
    "loyalty_text",
    "mana_text",
    "number_amount",
    "number_text",
    "plural_word",
    "pt_text",
    "pt_x_text",
    "quality_text",
    "render_abilities",
    "render_filter",
    "target_phrase",
    "verb",
]
