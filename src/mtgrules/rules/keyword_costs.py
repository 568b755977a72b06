"""Keyword costs the engine pays through mana payment alone (601.2f-h): the one check behind
"X with a cost other than mana" for the keywords whose other costs (life, discard, sacrifice,
exile ...) the engine doesn't carry out yet, so the card is refused rather than half-played."""

from __future__ import annotations

from collections.abc import Container, Iterable

from ..cards import ir


def mana_only(cost: ir.Cost | None, *, nonempty: bool = False) -> bool:
    """Whether ``cost`` is mana and nothing else (with ``nonempty``: at least one symbol)."""
    return (
        cost is not None and cost == ir.Cost(mana=cost.mana) and (bool(cost.mana) or not nonempty)
    )


def cost_gaps(
    abilities: Iterable[object], names: Container[str], *, nonempty: bool = False
) -> list[str]:
    """One gap for each keyword named in ``names`` whose cost isn't mana alone."""
    return [
        f"{a.name} with a cost other than mana"
        for a in abilities
        if isinstance(a, ir.Keyword)
        and a.name in names
        and not mana_only(a.cost, nonempty=nonempty)
    ]


def cost_action(cost: ir.Cost) -> ir.Discard | ir.Sacrifice | None:
    """118.12a: a cost of only "Discard N cards" or "Sacrifice N FILTER" as the instruction
    "you ACTION" offered by "... unless you ACTION" (the payer chooses the cards or the
    permanents, 701.9a, 701.21a); None for any other cost."""
    if cost == ir.Cost(discard=cost.discard) and isinstance(cost.discard, int) and cost.discard:
        return ir.Discard(ir.YouRef(), cost.discard)
    if cost.sacrifice is not None and cost == ir.Cost(
        sacrifice=cost.sacrifice, sacrifice_count=cost.sacrifice_count
    ):
        return ir.Sacrifice(ir.YouRef(), cost.sacrifice, cost.sacrifice_count)
    return None
