"""s10 h-zones (issue 12): another player's hand and library written back (ir/zones_s10.py):
"Target opponent reveals their hand. You choose a nonland card from it and exile that card."
(701.20a, 608.2d), "look at target player's hand" (701.20e)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    ChooseFromHand,
    ChosenRef,
    CounterToZone,
    ExileFromHand,
    LookAtHand,
    LookAtTheirTop,
    PutInLibraryAt,
    ReturnToHand,
    SearchSplit,
    ShuffleLibrary,
    YouRef,
)
from mtgrules.cards.render.phrases import article, number_text

ZONE_S10_EFFECTS = (
    ExileFromHand,
    LookAtHand,
    LookAtTheirTop,
    ShuffleLibrary,
    PutInLibraryAt,
    SearchSplit,
    ChooseFromHand,
    CounterToZone,
)
_SPLIT_TO = {"hand": "into your hand", "graveyard": "into your graveyard"}
_NTH = ("second", "third", "fourth", "fifth", "sixth", "seventh")


def is_s10_zone_move(e: Any) -> bool:
    """A zone move of an IR class shared with others that this module writes: "return an
    instant card at random from your graveyard to your hand" (ChosenRef.random)."""
    return isinstance(e, ReturnToHand) and isinstance(e.what, ChosenRef) and e.what.random


def zone_s10_text(r: Any, e: Any) -> str:
    """The imperative of one of ``ZONE_S10_EFFECTS``; ``r`` the renderer (refs, variants)."""
    if isinstance(e, CounterToZone):  # 701.6a, 614.1a
        where = "into its owner's hand" if e.to == "hand" else "on top of its owner's library"
        return (
            f"counter {r.ref_text(e.what)}. If that spell is countered this way, put it "
            f"{where} instead of into that player's graveyard"
        )
    if isinstance(e, ChooseFromHand):  # 701.20e, 608.2d
        return choose_from_hand_text(r, e)
    if isinstance(e, SearchSplit):  # 701.23a, 608.2d
        return search_split_text(r, e)
    if isinstance(e, PutInLibraryAt) and e.owner_chooses:  # s11 h-lib: 608.2d
        from mtgrules.cards.render.s11_lib import owner_top_bottom_text

        return owner_top_bottom_text(r, e)
    if isinstance(e, PutInLibraryAt):  # 401.7, 608.2d
        what = r.ref_text_zone(e.what, "from")
        lib = next(iter(r.variant("lib:")), "its owner's library")
        if e.from_top:
            return f"put {what} into {lib} {_NTH[e.from_top - 2]} from the top"
        return f"put {what} on your choice of the top or bottom of {lib}"
    if isinstance(e, ReturnToHand):  # 608.2d: at random
        ref = e.what
        assert isinstance(ref, ChosenRef)
        bare = replace(ref.filter, zone="library", controller=None)  # "instant card"
        what = article(r.filter_text(bare))
        if ref.count != 1:
            what = f"{number_text(ref.count)} {r.filter_text(bare, plural=True)}"
        return f"return {what} at random from your graveyard to your hand"
    if isinstance(e, LookAtHand):
        return f"look at {r.possessive(e.who)} hand"
    if isinstance(e, LookAtTheirTop):
        if e.reorder:  # 401.4
            n = number_text(e.count)
            whose = r.possessive(e.who)
            return f"look at the top {n} cards of {whose} library, then put them back in any order"
        return f"look at the top card of {r.possessive(e.who)} library"
    if isinstance(e, ShuffleLibrary):  # 701.24a, 608.2d
        if not e.optional:
            if r.has("shuffle:own"):  # "Shuffle your library."
                return "shuffle your library"
            if r.has("shuffle:subject"):  # "Target player shuffles their library."
                return f"{r.ref_text(e.who, 'subject')} shuffles their library"
            return "then shuffle"  # "Then shuffle."
        if isinstance(e.who, YouRef):
            return "you may shuffle"
        return f"you may have {r.ref_text(e.who, 'subject')} shuffle"
    assert isinstance(e, ExileFromHand)
    who = r.ref_text(e.who, "subject")
    head = f"{who} reveals their hand. You choose "
    if e.graveyard:
        what = article(r.filter_text(e.filter))
        return head + f"{what} from that player's graveyard or hand and exile it"
    post = next(iter(r.variant("hand_pick:post:")), "")
    fields = post.split(",") if post else []
    cleared: dict[str, Any] = {k: None for k in fields}
    base = replace(e.filter, **cleared)
    what = article(r.filter_text(base))
    after = ""
    if fields:  # "a card from it with mana value 4 or greater"
        full = r.filter_text(e.filter)
        after = full[len(r.filter_text(base)) :]
    join = ". Exile that card" if r.has("hand_pick:sentence") else " and exile that card"
    return head + f"{what} from it{after}{join}"


def search_split_text(r: Any, e: SearchSplit) -> str:
    """ "search your library for up to two basic land cards, reveal those cards, put one onto
    the battlefield tapped and the other into your hand, then shuffle" (the text's joins)."""

    def dest(to: str, tapped: bool) -> str:
        return _SPLIT_TO.get(to, "onto the battlefield" + (" tapped" if tapped else ""))

    what = f"up to {number_text(e.count)} {r.filter_text(e.filter, plural=True)}"
    reveal = ", reveal those cards, put"
    if r.has("split_reveal:and"):
        reveal = " and reveal them. Put"
    n = next(iter(r.variant("split_n:")), "one")
    shuffle = ". Then shuffle" if r.has("split_shuffle:.") else ", then shuffle"
    first = dest(e.first_to, e.first_tapped)
    rest = dest(e.rest_to, e.rest_tapped)
    return f"search your library for {what}{reveal} {n} {first} and the other {rest}{shuffle}"


def choose_from_hand_text(r: Any, e: ChooseFromHand) -> str:
    """ "look at target player's hand and choose X cards from it. That player discards those
    cards" and its kin (ir.ChooseFromHand)."""
    look = f"look at {r.possessive(e.who)} hand"
    if e.may:
        what = article(r.filter_text(e.filter))
        return look + f". You may choose {what} from it. That player discards that card"
    if e.count == 1 and not e.up_to:
        what, those = article(r.filter_text(e.filter)), "that card"
    else:
        what = ("up to " if e.up_to else "") + f"{number_text(e.count)} cards"
        those = "those cards"
    text = look + f" and choose {what} from it. "
    if e.to == "top":
        return text + "Put that card on top of that player's library"
    return text + f"That player discards {those}"
