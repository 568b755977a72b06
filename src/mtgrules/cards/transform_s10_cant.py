"""s10 h-cant: more of the "can't" family, animation, emblems and keyword lines.

- "Flying; fear": a keyword line whose keywords are separated by semicolons (702.1; the
  older Oracle wording where one of them has reminder text). Each keyword is its own
  ability, exactly as with commas; only the separator is kept for the round trip.
- "Earthbend N." (701.66a): ir.Earthbend, the target phrase it stands for added to the
  ability's targets (like support, 701.41a).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import Earthbend, Filter, TargetSpec
from mtgrules.cards.transform_static import _with_layout

__all__ = ["S10CantMixin"]


class S10CantMixin:
    """Transformer methods of the s10 h-cant family."""

    ctx: Any

    def keyword_line_semi(self, c: list[Any]) -> list[Any]:
        out: list[Any] = []
        for item in c:
            for kw in item if isinstance(item, list) else [item]:
                if out and kw.layout is None:
                    kw = _with_layout(kw, same_line="; ")  # 702.1: separate keyword abilities
                out.append(kw)
        return [
            _with_layout(k, self_word=self.ctx.self_word, variants=frozenset(self.ctx.variants))
            for k in out
        ]

    def e_earthbend(self, c: list[Any]) -> Earthbend:
        # 701.66a: "Earthbend N" stands for "Target land you control becomes ..." (115.1)
        lands = Filter(types=frozenset({"land"}), controller="you")
        ref = self.ctx.add_target(TargetSpec("object", lands))
        return Earthbend(ref, c[0])
