"""What ``mtgrules cards import`` accepts: the fields of MTGJSON AtomicCards it reads.

An import is validated as a whole before anything is written: one wrongly typed field, a
missing name, an empty ``data`` object, and the database on disk stays as it was. Fields
that mtgrules doesn't read (legalities, printings, identifiers ...) are not checked.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..errors import MtgRulesError

MAX_PROBLEMS_SHOWN = 10

Name = Annotated[str, Field(strict=True, min_length=1, max_length=300)]
Short = Annotated[str, Field(strict=True, max_length=300)]
Text = Annotated[str, Field(strict=True, max_length=20_000)]
Number = Annotated[float, Field(ge=0, le=1_000_000, allow_inf_nan=False)]
Color = Annotated[str, Field(strict=True, pattern=r"^[WUBRG]$")]
Cost = Annotated[str, Field(strict=True, max_length=300, pattern=r"^(\{[0-9A-Za-z/½∞]{1,8}\})*$")]


class CardImportError(MtgRulesError, ValueError):
    """An MTGJSON file that can't be imported; the database on disk is left as it was."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)


class ForeignName(_Model):
    language: Short
    name: Name | None = None
    faceName: Name | None = None  # MTGJSON spells its keys so


class Face(_Model):
    """One entry of a card: the whole card, or one face of a multi-face card."""

    name: Name
    faceName: Name | None = None
    manaCost: Cost | None = None
    manaValue: Number | None = None
    faceManaValue: Number | None = None
    type: Short | None = None
    types: list[Short] | None = None
    supertypes: list[Short] | None = None
    subtypes: list[Short] | None = None
    colors: list[Color] | None = None
    power: Short | None = None
    toughness: Short | None = None
    loyalty: Short | None = None
    defense: Short | None = None
    text: Text | None = None
    layout: Short | None = None
    side: Short | None = None
    foreignData: list[ForeignName] | None = None


class AtomicCards(_Model):
    meta: dict[str, Any] | None = None
    data: Annotated[dict[Name, list[Face]], Field(min_length=1)]


def validate_atomic(doc: Any, origin: str) -> None:
    """Raise :class:`CardImportError` naming the problems (key path, what is wrong)."""
    try:
        AtomicCards.model_validate(doc)
    except ValidationError as e:
        errs = e.errors(include_url=False)
        lines = [f"{_path(err['loc'])}: {_message(err)}" for err in errs[:MAX_PROBLEMS_SHOWN]]
        more = len(errs) - len(lines)
        tail = f" (and {more} more)" if more > 0 else ""
        raise CardImportError(
            f"{origin}: not a valid MTGJSON AtomicCards file: " + "; ".join(lines) + tail
        ) from None
    except RecursionError:
        raise CardImportError(f"{origin}: nested too deeply") from None


def _path(loc: tuple[Any, ...]) -> str:
    out = ""
    for p in loc:
        out += f"[{p}]" if isinstance(p, int) else (f"[{p!r}]" if out else str(p))
    return out or "(top level)"


def _message(err: Any) -> str:
    if err["type"] == "missing":
        return "required"
    msg = str(err["msg"]).replace("Input should be", "must be")
    got = err.get("input")
    if not isinstance(got, dict | list):
        shown = repr(got)
        msg += f" (found {shown[:40] + '...' if len(shown) > 40 else shown})"
    return msg
