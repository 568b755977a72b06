"""h-flash (issue 12): "Search your library and/or graveyard for a card named X, reveal it,
and put it into your hand. If you search your library this way, shuffle." (701.23; the
planeswalker-deck cards). The player chooses which zones to search: the graveyard, the
library or both (701.23, "and/or"); a card with a stated name may not be found in the
library (701.23b), but one in the graveyard must be (a public zone, 701.23a). The library
is shuffled only when it was searched (701.24a)."""

from __future__ import annotations

from ..cards import ir
from ..decisions import ChooseOption, SearchChoice
from ..zones import Zone
from . import effect_context, zone_moves

BOTH = "library and graveyard"
GRAVEYARD = "graveyard"
LIBRARY = "library"


def _named(ctx: effect_context.EffectContext, ids: list[int], name: str) -> list[int]:
    # 201.2: a card "named X" is one whose name is X (read lowercased from the text)
    return [oid for oid in ids if ctx.game.objects[oid].name.lower() == name]


def search_library_and_graveyard(ctx: effect_context.EffectContext, e: ir.SearchLibrary) -> None:
    g = ctx.game
    me = g.players[ctx.controller]
    # 701.23: "library and/or graveyard": the player chooses to search one or both
    zones = ctx.ask(
        ChooseOption(
            player=ctx.controller,
            prompt=f"search your library and graveyard, only your graveyard, or only your "
            f"library? ({ctx.name})",
            options=(BOTH, GRAVEYARD, LIBRARY),
        )
    )
    z = str(zones).lower()
    library, graveyard = z != GRAVEYARD, z != LIBRARY
    found = _named(ctx, list(me.graveyard), e.named) if graveyard else []
    # 701.23b: failing to find is allowed only in a hidden zone; one in the graveyard (a
    # public zone, 400.2) must be found (701.23a; the rule's Splinter example)
    must = bool(found)
    if library:
        found += _named(ctx, list(me.library), e.named)
    g.log_event(
        "search",
        f"{me.name} searches their {z} ({ctx.name})",
        "701.23a",
    )
    pick: int | None = None
    if found:
        ans = ctx.ask(  # 701.23b: a card with a stated name in a library needn't be found
            SearchChoice(
                player=ctx.controller,
                prompt=f"search for a card named {e.named} ({ctx.name})",
                options=tuple(found) if must else (None, *found),
                count=1,
                up_to=not must,
            )
        )
        if isinstance(ans, list | tuple):
            ans = ans[0] if ans else None
        pick = ans if isinstance(ans, int) and ans in found else None
    if pick is not None:
        o = g.objects[pick]
        g.log_event("reveal", f"{ctx.name}: reveals {o.name}", "701.20a")
        zone_moves.move(g, o, Zone.HAND, f"{o.name} is put into a hand ({ctx.name})", "701.23a")
    if library:  # "If you search your library this way, shuffle." (701.24a)
        zone_moves.shuffle(g, ctx.controller)
