"""``token: Treasure`` in a scenario's setup: a predefined token (111.10) as the rules define
it, made the way an effect that creates one makes it (rules/zone_moves.token_card)."""

from __future__ import annotations

from typing import Any

from ..cards import ir, words
from ..rules import predefined_tokens, zone_moves

#: what a setup may say about a token besides its name: any of them makes it a token of the
#: setup's own description, not a predefined one
_DESCRIBED = ("types", "subtypes", "text", "power", "toughness", "colors")


def predefined_token(spec: dict[str, Any]) -> ir.CardDefinition | None:
    """The token ``spec`` names if it is ``{token: KIND}`` (or ``KIND Token``) for a
    predefined token the engine has (111.10: Treasure, Food, Clue, Powerstone, ...) and says
    nothing else about its characteristics; None otherwise. Its name is "KIND Token" (111.4)."""
    written = spec.get("token")
    if not isinstance(written, str) or any(k in spec for k in _DESCRIBED):
        return None
    parts = written.split()
    if len(parts) == 2 and parts[1].lower() == "token":
        parts = parts[:1]
    if len(parts) != 1:
        return None
    kind = parts[0].capitalize()
    if kind not in predefined_tokens.ABILITIES:
        return None
    card_type = words.PREDEFINED_TOKENS[kind]  # 111.10: the card type the parser gives it too
    made = ir.CreateToken(1, 0, 0, frozenset(), (card_type,), (kind,), predefined=True)
    return zone_moves.token_card(made)
