"""Delayed triggered abilities ("... at the beginning of the next end step", 603.7) and modal
spells ("Choose one —", 700.2) written back; ``self`` is the EffectsRenderer
(render/effects.py), whose ``chain`` writes each mode's instructions."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AtNextEndStep, Layout, Modal
from mtgrules.cards.render.phrases import article, cap, number_text
from mtgrules.cards.render.refs import RenderState


def delayed_text(self: Any, e: AtNextEndStep) -> str:
    words = next((v[len("delayed:") :] for v in self.st.variants if v.startswith("delayed:")), "it")
    verb = {"sacrifice": "sacrifice", "exile": "exile", "destroy": "destroy"}.get(e.action)
    if e.action.startswith(("counter+:", "counter-:")):  # s11 h-count, 122.1
        kind = e.action.partition(":")[2]
        on = "on" if e.action.startswith("counter+:") else "from"
        verb = ("put " if on == "on" else "remove ") + article(f"{kind} counter")
        act = f"{verb} {on} {words}"
    elif verb is None:
        hand = "their owners' hands" if self.has("delayed_hands") else "its owner's hand"
        act = f"return {words} to {hand}"
    else:
        act = f"{verb} {words}"
    if e.end_of_combat:  # h-trig-combat: 511.2
        return act + " at end of combat"
    if self.has("delayed_first"):
        return "at the beginning of the next end step, " + act
    return act + " at the beginning of the next end step"


def modal_text(self: Any, m: Modal) -> str:
    if m.any_number:
        head = "choose any number —"
    elif m.or_more:
        both = m.choose == 1 and len(m.modes) == 2
        head = f"choose {number_text(m.choose)} or {'both' if both else 'more'} —"
    else:
        head = f"choose {number_text(m.choose)} —"
    if m.upgrade is not None:  # h-misc, 700.2: "If ..., you may choose both instead."
        head = self.modal_upgrade_head(m)
    if m.repeat:  # 700.2d
        head = f"choose {number_text(m.choose)}. You may choose the same mode more than once."
    saved = self.st
    lines = [cap(head)]
    for mode in m.modes:
        layout = mode.layout or Layout()
        self.st = RenderState(saved.card_name, saved.self_word, mode.targets, set(), saved.variants)
        word = f"{layout.ability_word} — " if layout.ability_word else ""  # 207.2d (s10 h-other)
        lines.append("• " + word + self.chain(mode.effects, layout.joins))
    self.st = saved
    return "\n".join(lines)
