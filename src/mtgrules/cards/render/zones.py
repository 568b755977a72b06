"""Zone moves of issue 12 written back as Oracle text: putting into a library, shuffling
into one, exiling a graveyard, putting from the hand, returning at the next end step, and
looking at the top cards of a library (the "zone moves" block of ir/effects.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtgrules.cards.ir import (
    ChosenNameRef,
    EachRef,
    ExileGraveyard,
    ExileSameName,
    ExileTopPlay,
    Filter,
    HandToLibrary,
    LookAtTop,
    MillTake,
    PutFromHand,
    PutInLibrary,
    PutItsCounters,
    ReturnAtNextEndStep,
    ReturnExiledWith,
    RevealTopIf,
    RevealUntil,
    SearchLibrary,
    ShuffleGraveyard,
    ShuffleIntoLibrary,
    TargetRef,
    WhereX,
    YouRef,
)
from mtgrules.cards.render.amounts import AmountsRenderer
from mtgrules.cards.render.phrases import article, cards_text, number_text, verb
from mtgrules.cards.render.s11_lib import owner_shuffles_text  # s11 h-lib

_UNTIL_DEST = {
    "hand": "into your hand",
    "battlefield": "onto the battlefield",
    "graveyard": "into your graveyard",
}

ZONE_EFFECTS = (
    ShuffleGraveyard,  # 701.24a (s9 h-other)
    PutInLibrary,
    ExileGraveyard,
    LookAtTop,
    PutFromHand,
    ReturnAtNextEndStep,
    ReturnExiledWith,
    RevealUntil,  # issue 12, h-look: the block "reveal until, exile and play" below
    ExileSameName,  # h-zones: 701.23
    ShuffleIntoLibrary,  # h-zones: 701.24a
    HandToLibrary,  # h-zones: 401.4
    PutItsCounters,  # h-zones: 122.8
    ExileTopPlay,
    RevealTopIf,
    MillTake,
)


class ZonesRenderer(AmountsRenderer):
    """Writes the effects of ``ZONE_EFFECTS`` (EffectsRenderer.imperative hands them here)."""

    if TYPE_CHECKING:

        def count_np(self, count: Any, f: Filter) -> str: ...  # render/tokens.py

    def zone_imperative(self, e: Any) -> str:
        if isinstance(e, ShuffleGraveyard):  # 701.24a (s9 h-other)
            if isinstance(e.who, YouRef):
                return "shuffle your graveyard into your library"
            who = self.ref_text(e.who, "subject")
            shuffles = verb("shuffle", self.is_plural(e.who, who))
            return f"{who} {shuffles} their graveyard into their library"
        if isinstance(e, PutInLibrary):
            return self.put_in_library(e)
        if isinstance(e, ExileGraveyard):
            if self.has("exile_gy:all"):
                return "exile all graveyards"
            return f"exile {self.possessive(e.who)} graveyard"
        if isinstance(e, LookAtTop):
            return self.look_at_top(e)
        if isinstance(e, RevealUntil):
            return self.reveal_until(e)
        if isinstance(e, PutItsCounters):  # h-zones: 122.8
            return f"put its counters on {self.ref_text(e.to)}"
        if isinstance(e, HandToLibrary):  # h-zones: 401.4
            where = "on top of" if e.position == "top" else "on the bottom of"
            order = " in any order" if e.count > 1 else ""
            return f"put {cards_text(e.count)} from your hand {where} your library{order}"
        if isinstance(e, ShuffleIntoLibrary):  # h-zones: 701.24a
            what = "hand and graveyard" if e.hand else "graveyard"
            return f"shuffle your {what} into your library"
        if isinstance(e, ExileSameName):  # h-zones: 701.23
            noun = next(iter(self.variant("same_name:")), "card")
            many = "any number of" if e.any_number else "all"
            if isinstance(e.named_as, ChosenNameRef):  # 201.4: Memoricide
                then = "Then that" if self.has("named_shuffles:then") else "That"
                return (
                    f"search {self.possessive(e.whose)} graveyard, hand, and library for "
                    f"{many} cards with that name and exile them. {then} player shuffles"
                )
            return (
                f"search {self.possessive(e.whose)} graveyard, hand, and library for {many} "
                f"cards with the same name as that {noun} and exile them. "
                "Then that player shuffles"
            )
        if isinstance(e, ExileTopPlay):
            return self.exile_top_play(e)
        if isinstance(e, MillTake):
            return self.mill_take(e)
        if isinstance(e, RevealTopIf):
            if e.shares_creature_type:
                cond = "it shares a creature type with this creature"
            else:
                assert e.filter is not None
                cond = "it's " + article(self.filter_text(e.filter))
            return f"look at the top card of your library. If {cond}, you may reveal it"
        if isinstance(e, PutFromHand):
            card = article(self.filter_text(e.filter))
            text = f"put {card} from your hand onto the battlefield"
            text += " tapped" if e.tapped else ""
            return "you may " + text if e.may else text
        if isinstance(e, ReturnExiledWith):
            text = f"return the exiled {'cards' if e.plural else 'card'} to the battlefield"
            if e.under_your_control:
                return text + " under your control"
            if self.has("under:owner"):
                return text + (
                    " under their owners' control" if e.plural else " under its owner's control"
                )
            return text
        if isinstance(e, ReturnAtNextEndStep):
            what = self.ref_text(e.what)
            text = f"return {what} to the battlefield" + (" tapped" if e.tapped else "")
            if e.under_your_control:
                text += " under your control"
            elif self.has("under:owner"):
                plural = what == "them" or (
                    isinstance(e.what, TargetRef) and self._target_count(e.what) > 1
                )
                text += " under their owners' control" if plural else " under its owner's control"
            if self.has("next_end_step:first"):
                return "at the beginning of the next end step, " + text
            return text + " at the beginning of the next end step"
        raise ValueError(f"can't render effect {e!r}")

    def put_in_library(self, e: PutInLibrary) -> str:
        what = self.ref_text_zone(e.what, "from")
        plural = (
            what == "them"
            or (isinstance(e.what, EachRef) and not what.startswith("each "))
            or (isinstance(e.what, TargetRef) and self._target_count(e.what) > 1)
        )
        lib = "their owners' libraries" if plural else "its owner's library"
        for v in self.variant("lib:"):
            lib = v
        if e.position == "shuffle" and self.has("s11_owner_shuffles"):  # s11 h-lib: 701.24a
            return owner_shuffles_text(self, what)
        if e.position == "shuffle":
            return f"shuffle {what} into {lib}"
        where = "on top of" if e.position == "top" else "on the bottom of"
        return f"put {what} {where} {lib}"

    def look_top_if(self, e: LookAtTop) -> str:
        """ "Reveal the top card of your library. If it's a creature card, put it into your
        hand. [Otherwise, put it into your graveyard.]" """
        dest = {
            "hand": "into your hand",
            "battlefield": "onto the battlefield",
            "graveyard": "into your graveyard",
        }[e.take_to]
        if e.tapped:
            dest += " tapped"
        verb = "reveal" if e.reveal else "look at"
        card = article(self.filter_text(e.take_filter)) if e.take_filter else "a card"
        put = "you may put" if e.may else "put"
        if e.show:
            put = "you may reveal it and put"
        it = "that card" if self.has("look:take that card") else "it"
        text = f"{verb} the top card of your library. If it's {card}, {put} {it} {dest}"
        other = (
            ". Otherwise, put that card" if self.has("look:that card") else ". Otherwise, put it"
        )
        if self.has("look:if you don't"):  # h-look
            other = ". If you don't put the card into your hand, "
            other += "you may put it" if e.rest_may else "put it"
        if e.rest_to == "graveyard":
            text += f"{other} into your graveyard"
        elif e.rest_to == "bottom":
            text += f"{other} on the bottom of your library"
        elif e.rest_to == "hand":  # 701.20a (Skyward Eye Prophets)
            text += f"{other} into your hand"
        return text

    def look_at_top(self, e: LookAtTop) -> str:
        if self.has("look:if") and e.count == 1:
            return self.look_top_if(e)
        n = "card" if e.count == 1 else f"{number_text(e.count)} cards"
        if e.count_x is not None:
            n = "X cards"
        head = f"{'reveal' if e.reveal else 'look at'} the top {n} of your library"
        if isinstance(e.count_x, WhereX):
            head += ", where X is " + self.measure_text(e.count_x.value)
        return head + self.look_rest_text(e)

    def look_rest_text(self, e: LookAtTop) -> str:
        """The sentences after "Look at the top N cards of your library"."""
        if e.take == 0 and e.rest_to == "top":
            return ", then put them back in any order"
        if e.take_to == "top":  # h-look: "You may put one of those cards back on top"
            them = "those cards" if self.has("look:those cards") else "them"
            rest = "Exile the rest" if e.rest_to == "exile" else "Put the rest into your graveyard"
            if e.rest_to == "bottom":
                rest = "Put the rest on the bottom of your library"
            return f". You may put one of {them} back on top of your library. {rest}"
        if e.take_filter is None and e.may and e.rest_to == "top":
            away = "into your graveyard" if e.take_to == "graveyard" else "on the bottom"
            top = "on top of your library" if self.has("look:top of your library") else "on top"
            return f", then put any number of them {away} and the rest {top} in any order"
        dest = {
            "hand": "into your hand",
            "battlefield": "onto the battlefield",
            "graveyard": "into your graveyard",
        }[e.take_to]
        if e.tapped:
            dest += " tapped"
        if e.rest_to == "stay" and e.take_filter is not None:  # 401.4: the rest stay
            card = article(self.filter_text(e.take_filter))
            for kind, n in e.take_counters:  # 614.1c
                dest += f" with {number_text(n)} {kind} counter{'s' if n != 1 else ''} on it"
            return f". Put {card} from among them {dest}"
        rest = {
            "bottom": "on the bottom of your library",
            "graveyard": "into your graveyard",
            "hand": "into your hand",
            "exile": "exile",
        }.get(e.rest_to, "")
        order = {"any": " in any order", "random": " in a random order"}.get(e.rest_order, "")
        other = "the other" if self.has("look:the other") else "the rest"
        if e.take_filter is None:
            them = f"{number_text(e.take)} of them"
            if self.has("look:those cards"):  # h-look
                them = f"{number_text(e.take)} of those cards"
            put = ", then put" if self.has("look:, then put") else ". Put"
            text = f"{put} {them} {dest} and {other} {rest}{order}"
            return text
        if e.take_all:
            cards = self.filter_text(e.take_filter, plural=True)
            return f". Put all {cards} revealed this way {dest} and {other} {rest}{order}"
        if self.has("look:put one") and not e.may:
            card = article(self.filter_text(e.take_filter))
            return f". Put {card} from among them {dest} and {other} {rest}{order}"
        if self.has("look:put any") and e.may:
            cards = self.filter_text(e.take_filter, plural=True)
            return f". Put any number of {cards} from among them {dest} and {other} {rest}{order}"
        card = article(self.filter_text(e.take_filter))
        then = "Then put" if self.has("look:then") else "Put"
        if self.has("look:up to"):
            cards = self.filter_text(e.take_filter, plural=True)
            take = f"put up to {number_text(e.take)} {cards} from among them {dest}"
            return f". {take[0].upper()}{take[1:]}. {then} {other} {rest}{order}"
        if e.show:
            it = "that card" if self.has("s11_look:that card") else "it"  # s11 h-lib
            take = f"reveal {card} from among them and put {it} {dest}"
        else:
            take = f"put {card} from among them {dest}"
        if e.may:
            take = "you may " + take
        return f". {take[0].upper()}{take[1:]}. {then} {other} {rest}{order}"

    # --- reveal until, exile and play (issue 12, h-look) -----------------------------------

    def reveal_until(self, e: RevealUntil) -> str:
        card = article(self.filter_text(e.filter))
        text = f"reveal cards from the top of your library until you reveal {card}"
        dest = _UNTIL_DEST[e.take_to] + (" tapped" if e.tapped else "")
        order = {"any": " in any order", "random": " in a random order"}.get(e.rest_order, "")
        rest_dest = (
            "into your graveyard" if e.rest_to == "graveyard" else ("on the bottom of your library")
        )
        if e.rest_to == "exile":
            rest = "exile all other cards revealed this way"
        elif self.has("until:put all other"):
            rest = f"put all other cards revealed this way {rest_dest}{order}"
        else:
            rest = f"the rest {rest_dest}{order}"
        if self.has("until:put the rest"):
            rest = "put " + rest
        if e.may:
            rest = rest if rest.startswith(("put", "exile")) else "put " + rest
            return f"{text}. You may put that card {dest}. {rest[0].upper()}{rest[1:]}"
        return f"{text}. Put that card {dest} and {rest}"

    def exile_top_play(self, e: ExileTopPlay) -> str:
        top = "card" if e.count == 1 else f"{number_text(e.count)} cards"
        if e.count_x is not None:
            top = "X cards"
        what = next(iter(self.variant("impulse_what:")), "that card")
        verb = "cast" if e.cast_only else "play"
        until = {
            "turn": "this turn",
            "next_turn": "until the end of your next turn",
            "end_step": "until your next end step",
            "exiled": "",  # 400.7: as long as they stay exiled
        }[e.until]
        if self.has("impulse_until:until end of turn"):
            until = "until end of turn"
        may = f"you may {verb} {what}"
        if self.has("impulse:duration first"):
            may = f"{until[0].upper()}{until[1:]}, {may}"
        else:
            may = f"{may[0].upper()}{may[1:]} {until}".rstrip()
        if e.choose_one:  # s11 h-lib: 608.2d
            return f"exile the top {top} of your library. Choose one of them. {may}"
        return f"exile the top {top} of your library. {may}"

    def mill_take(self, e: MillTake) -> str:
        # the card is in the graveyard by then: the text names no zone
        card = article(self.filter_text(replace(e.filter, zone="library")))
        among = next(iter(self.variant("mill_among:")), "them")
        dest = _UNTIL_DEST[e.take_to] + (" tapped" if e.tapped else "")
        take = f"put {card} from among {among} {dest}"
        if self.has("mill:return"):
            take = f"return {card} from among {among} to your hand"
        if e.may:
            take = "you may " + take
        if self.has("mill:then"):
            return f"mill {number_text(e.count)} cards, then {take}"
        return f"mill {number_text(e.count)} cards. {take[0].upper()}{take[1:]}"

    def search_other(self, e: SearchLibrary) -> str:
        """h-zones: "Its controller may search their library for a basic land card, put it
        onto the battlefield tapped, then shuffle." (701.23a, 608.2d)"""
        assert e.who is not None
        who = self.ref_text(e.who, "subject")
        what = ("up to " if e.up_to else "") + self.count_np(e.count, e.filter)
        many = (isinstance(e.count, int) and e.count > 1) or e.any_number
        if e.any_number:  # 701.23b
            what = "any number of " + self.filter_text(e.filter, plural=True)
        pron = "that card" if self.has("search:that card") else "it"
        rpron = "that card" if self.has("search_reveal:that card") else "it"
        if many:
            pron = "those cards" if self.has("search:those cards") else "them"
            rpron = "those cards" if self.has("search_reveal:those cards") else "them"
        dest = "into their hand" if e.destination == "hand" else "onto the battlefield"
        if e.tapped:
            dest += " tapped"
        reveal = f"reveal {rpron}, " if e.reveal else ""
        return f"{who} may search their library for {what}, {reveal}put {pron} {dest}, then shuffle"

    def search_their(self, e: SearchLibrary) -> str:
        """h-zones: "Search target opponent's library for an artifact card and put that card
        onto the battlefield under your control. Then that player shuffles." (701.23a)"""
        assert e.library_of is not None
        whose = self.possessive(e.library_of)
        what = ("up to " if e.up_to else "") + self.count_np(e.count, e.filter)
        pron, _, gy = next(iter(self.variant("their_lib:")), "it").partition("|")
        if e.destination == "exile":
            put = f"exile {pron}"
        elif e.destination == "graveyard":
            put = f"put {pron} into {gy or 'their'} graveyard"
        else:
            put = f"put {pron} onto the battlefield under your control"
        who = next(iter(self.variant("their_lib_who:")), "that player")
        return f"search {whose} library for {what} and {put}. Then {who} shuffles"

    def entering_counters_text(self, counters: tuple[tuple[str, int], ...]) -> str:
        """h-zones: " with a +1/+1 counter on it", " with a hexproof counter and an
        indestructible counter on it" (614.1c)."""
        if not counters:
            return ""
        more = "additional " if self.has("counters:additional") else ""  # s11 h-count
        parts = [
            (
                article(f"{more}{kind} counter")
                if n == 1
                else f"{number_text(n)} {more}{kind} counters"
            )
            for kind, n in counters
        ]
        return " with " + " and ".join(parts) + " on it"

    def subtype_choice(self, what: str) -> str:
        """h-zones: "an Aura or Equipment card", "a basic Forest, Plains, or Island card": the
        subtypes a search may find, in the text's order (transform_zones_more)."""
        for v in self.variant("search_sub:"):
            basic, _, names = v.partition(":")
            subs = names.split(",")
            words = (
                " or ".join(subs) if len(subs) == 2 else ", ".join(subs[:-1]) + ", or " + subs[-1]
            )
            return article(("basic " if basic else "") + words + " card")
        return what
