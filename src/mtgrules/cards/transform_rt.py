"""s9 rt: wording a card's text chose where the IR is the same (608.2c): which mention of
the object itself or of the trigger's object is "it", and "the chosen cards" where printed.
Plain functions NounsMixin calls (transform_nouns.py); render/refs.py reads the variants."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import SelfRef, TriggerObjectRef


def note_self(ctx: Any) -> None:
    """One more mention of the object itself (key -1 of ``ctx.pronouns`` counts them)."""
    ctx.pronouns[-1] = ctx.pronouns.get(-1, 0) + 1


def note_self_word(ctx: Any, word: str) -> None:
    """ "When this creature dies, you may exile this card.": a mention of the object itself in
    other words than its first (201.5: both name it), rendered as written (variant
    self_word:N:WORD, N counting the self mentions; render/refs.self_text). The first word is
    the object's own (``ctx.self_word``)."""
    if ctx.self_word is None:
        ctx.self_word = word
    elif word not in (ctx.self_word, "~"):
        ctx.variants.add(f"self_word:{ctx.pronouns[-1]}:{word}")


def note_it(ctx: Any, c: list[Any], ref: Any) -> Any:
    """The word "it" (``c`` empty) naming ``ref``: "tap that creature and it doesn't untap"
    (variant trigobj_then_it); "untap this creature and remove it from combat" when the text
    names the object itself more than once (self_it:N, N counting the self mentions). With
    a target named before, "it" read as the object itself is a misread (Lightning Dart's
    "deals 4 damage to it instead"): no variant, so the card stays refused, unless
    "if this spell was kicked," found no object before it (``ctx.kicked_self``)."""
    if not c and isinstance(ref, TriggerObjectRef) and "trigobj:" in str(ctx.variants):
        ctx.variants.add("trigobj_then_it")
    if not c and isinstance(ref, SelfRef) and (not ctx.targets or ctx.kicked_self):
        note_self(ctx)
        if ctx.kicked_self and ctx.pronouns[-1] == 1:  # "it" the spell's first mention
            ctx.variants.add("self_repeat")
        ctx.variants.add(f"self_it:{ctx.pronouns[-1]}")
    return ref


def chosen_cards(ctx: Any) -> Any:
    """ "Choose target ... . Return the chosen cards ...": printed so (else "it" / "them")."""
    ctx.variants.add("chosen_cards")
    return ctx.antecedent
