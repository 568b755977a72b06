"""Transformer rules for target phrases and references added in issue 12 (kept apart from
transform_nouns.py): "any other target" (115.3), "two other target creatures" and "each of up
to two other target creatures" (not the source, 109.1), "that creature's controller" as a
recipient (608.2h, transform_trig_events.ref_that_controller)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import Filter, TargetRef, TargetSpec
from mtgrules.cards.transform_nouns import (
    NP,
    NounsMixin,
    Unread,
    _replace_filter,
    _replace_spec,
    _spec_of,
)


class TargetsMixin(NounsMixin):
    """More target phrases (115.1, 115.3)."""

    def tgt_any_other(self, c: list[Any]) -> TargetRef:
        # "deals 2 damage to any target and 1 damage to any other target" (115.3)
        if not self.ctx.targets:
            raise Unread("any other target", "no target before 'any other target'")
        k = len(self.ctx.targets) - 1
        return self._target(TargetSpec("any", Filter(differs_from_target=k)))

    def _other(self, np: NP) -> NP:
        if self.ctx.targets and self.ctx.targets[-1].kind != "player":
            # "attach it to up to one target creature you control. Destroy up to one other
            # target creature.": not the one chosen for the phrase before (115.3)
            k = len(self.ctx.targets) - 1
            np.filter = _replace_filter(np.filter, differs_from_target=k)
        else:  # "two other target creatures": not the source (109.1)
            np.filter = _replace_filter(np.filter, other=True)
        return np

    def tgt_n_other(self, c: list[Any]) -> TargetRef:
        spec = _spec_of(self._other(c[1]))
        return self._target(_replace_spec(spec, count=int(c[0])))

    def tgt_up_to_other(self, c: list[Any]) -> TargetRef:
        spec = _spec_of(self._other(c[1]))
        return self._target(_replace_spec(spec, count=int(c[0]), up_to=True))

    def tgt_up_to_one_other(self, c: list[Any]) -> TargetRef:
        spec = _spec_of(self._other(c[0]))
        return self._target(_replace_spec(spec, count=1, up_to=True))

    def tgt_each_n_other(self, c: list[Any]) -> TargetRef:
        return self.tgt_each_n([c[0], self._other(c[1])])

    def tgt_each_up_to_other(self, c: list[Any]) -> TargetRef:
        return self.tgt_each_up_to([c[0], self._other(c[1])])
