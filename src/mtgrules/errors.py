"""The exception types of mtgrules.

Every refusal of a player's action is an :class:`IllegalActionError` whose message names the
card, the reason and the rule (``Terror can't target Paladin en-Vec: protection from black
(702.16b)``). The game state is left exactly as it was before the refused action.
"""

from __future__ import annotations

from collections.abc import Sequence


class MtgRulesError(Exception):
    """Base class of every error mtgrules raises on purpose."""


class IllegalActionError(MtgRulesError, ValueError):
    """A player's action or answer is not legal; the game state is unchanged."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        if rule and f"({rule})" not in message:
            message = f"{message} ({rule})"
        super().__init__(message)
        self.rule = rule


class UnknownCardError(MtgRulesError, LookupError):
    """A card name the card database doesn't know; the message suggests close names."""

    def __init__(self, name: str, suggestions: list[str] | tuple[str, ...] = ()) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        msg = f"unknown card {name!r}"
        if self.suggestions:
            msg += "; did you mean " + ", ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(msg)


class AmbiguousCardError(UnknownCardError):
    """A printed (foreign) name that means more than one card: the message lists them all."""

    def __init__(self, name: str, candidates: list[str] | tuple[str, ...]) -> None:
        super().__init__(name, candidates)
        self.candidates = tuple(candidates)
        self.args = (
            f"{name!r} is the printed name of more than one card: "
            + ", ".join(repr(c) for c in self.candidates)
            + "; use the English name",
        )


class CardTextError(MtgRulesError, ValueError):
    """Oracle text the parser can't read (fully): the card isn't supported yet."""

    def __init__(self, card: str, unread: str, detail: str = "") -> None:
        self.card = card
        self.unread = unread
        msg = f"{card} isn't supported yet: can't read {unread!r}"
        if detail:
            msg += f" ({detail})"
        super().__init__(msg)

    @classmethod
    def engine(cls, card: str, gaps: list[str]) -> CardTextError:
        """The text was read, but the engine can't carry out all of it yet."""
        err = cls(card, "", "")
        err.args = (f"{card} isn't supported yet: the engine can't do " + "; ".join(gaps),)
        return err


class ScenarioError(MtgRulesError, ValueError):
    """A scenario file that is not valid: names the file, the key and what is wrong."""

    def __init__(
        self, file: str, key: str, problem: str, more: Sequence[tuple[str, str]] = ()
    ) -> None:
        self.file = file
        self.key = key
        self.problem = problem
        self.problems: list[tuple[str, str]] = [(key, problem), *more]  # every one found
        super().__init__("\n".join(f"{file}: {k}: {p}" for k, p in self.problems))
