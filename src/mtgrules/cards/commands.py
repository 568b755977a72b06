"""``mtgrules cards ...``: import an MTGJSON card file, show a card's Oracle facts."""

from __future__ import annotations

import os
from pathlib import Path

import click

from mtgrules.cards.database import (
    ENV_VAR,
    CardDatabase,
    CardRecord,
    default_user_db_path,
    import_atomic_cards,
)
from mtgrules.errors import UnknownCardError

__all__ = ["cards", "format_record"]

cards = click.Group("cards", help="The card database: import MTGJSON data, look cards up.")


def _fmt_value(value: float) -> str:
    return str(int(value)) if value.is_integer() else str(value)


def format_record(record: CardRecord, indent: str = "") -> str:
    """A card's record as readable text, one fact a line."""
    head = record.name + (f"  {record.mana_cost}" if record.mana_cost else "")
    lines = [head]
    if record.type_line:
        lines.append(record.type_line)
    if record.oracle_text:
        lines.extend(record.oracle_text.splitlines())
    stats = []
    if record.power is not None or record.toughness is not None:
        stats.append(f"{record.power}/{record.toughness}")
    if record.loyalty is not None:
        stats.append(f"loyalty {record.loyalty}")
    if record.defense is not None:
        stats.append(f"defense {record.defense}")
    if stats:
        lines.append(", ".join(stats))
    colors = "".join(record.colors) or "colorless"
    if (record.oracle_text or "").startswith("Devoid"):  # 702.114a: colorless everywhere
        colors = "colorless (devoid, 702.114a)"
    facts = [
        "colors: " + colors,
        f"mana value: {_fmt_value(record.mana_value)}",
    ]
    if record.layout != "normal":
        facts.append(f"layout: {record.layout}")
    lines.append("; ".join(facts))
    if record.foreign_names:
        lines.append(
            "foreign names: " + "; ".join(f"{lang}: {name}" for lang, name in record.foreign_names)
        )
    if record.incomplete:
        lines.append(f"INCOMPLETE: {record.incomplete_reason or 'some facts are missing'}")
    out = [indent + line for line in lines]
    for i, face in enumerate(record.faces, 1):
        out.append(f"{indent}-- face {i} --")
        out.append(format_record(face, indent + "  "))
    return "\n".join(out)


@cards.command("import")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--out",
    "out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help=f"Database file to write (default: ${ENV_VAR} or {default_user_db_path()}).",
)
@click.option(
    "--force", is_flag=True, help="Replace a database even with fewer than half its cards."
)
def import_command(path: Path, out: Path | None, force: bool) -> None:
    """Import MTGJSON AtomicCards.json (or .json.gz/.xz) as the card database.

    The file is checked as a whole first; a bad file leaves the database untouched (exit 1).
    """
    from mtgrules.cards.import_schema import CardImportError

    try:
        db = import_atomic_cards(path, out, force=force)
    except CardImportError as exc:
        raise click.ClickException(f"can't import: {exc}") from exc
    except (OSError, ValueError, KeyError) as exc:
        raise click.ClickException(f"can't import {path}: {exc}") from exc
    target = db.written_to
    click.echo(
        f"imported {len(db)} cards and {db.foreign_name_count()} foreign names "
        f"from {path}; written to {target}"
    )
    env = os.environ.get(ENV_VAR)
    if target is not None and (not env or Path(env).expanduser() != target):
        click.echo(f"to use it, set {ENV_VAR}={target}")


@cards.command("show")
@click.argument("name", nargs=-1, required=True)
@click.option(
    "--db",
    "db_path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Database file to use instead of the bundled one.",
)
def show_command(name: tuple[str, ...], db_path: Path | None) -> None:
    """Show the Oracle facts of a card, by English or printed foreign name (the words of a
    name need no quotes: ``mtgrules cards show Grizzly Bears``)."""
    db = CardDatabase.from_file(db_path) if db_path else CardDatabase.bundled()
    try:
        record = db.get(" ".join(name))
    except UnknownCardError as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(format_record(record))
    click.echo(support_line(record))


def support_line(record: CardRecord) -> str:
    """Whether the engine plays the card, or what keeps it from doing so (the gate's first
    gap: an unread phrase, a line rendered back differently, what the engine can't do)."""
    from mtgrules.cards.coverage import card_gaps
    from mtgrules.cards.preparsed import stored_gaps

    gaps = stored_gaps(record)
    if gaps is None:
        gaps = card_gaps(record)
    return "supported: yes" if not gaps else f"supported: no ({gaps[0]})"
