"""Read Oracle text into ability objects (``ir/``) with a lark grammar (``grammar.lark``).

``parse_oracle(text, card_name, types)`` reads a card's text one paragraph at a time: it
strips reminder text (207.2a: it has no rules meaning), writes the card's own name as "~"
(201.5: a card's text that refers to its own name means that object) and lowercases the
text; the grammar reads each paragraph and the transformer (``transform_*.py``) builds the
abilities. Any part it can't read raises :class:`~mtgrules.errors.CardTextError` quoting the
smallest phrase it couldn't read.
"""

from __future__ import annotations

import contextlib
import re
from collections import Counter
from dataclasses import replace
from functools import lru_cache
from importlib import resources
from typing import Any, Protocol

from lark import Lark, Tree
from lark.exceptions import LarkError, UnexpectedInput, VisitError

from mtgrules.cards import words
from mtgrules.cards.flavor import apply_flavor, strip_flavor
from mtgrules.cards.ir import (
    Ability,
    ActivatedAbility,
    AddMana,
    CardDefinition,
    Cost,
    IfCondition,
    Layout,
    SpellAbility,
    TriggeredAbility,
)
from mtgrules.cards.text import strip_reminder_text
from mtgrules.cards.transform_abilities import Context, OracleTransformer, SpellPart
from mtgrules.cards.transform_effects import Chain
from mtgrules.cards.transform_keywords import merge_instead
from mtgrules.cards.transform_nouns import Unread
from mtgrules.cards.transform_tokens import set_quoted_reader
from mtgrules.errors import CardTextError

__all__ = [
    "basic_land_abilities",
    "card_definition",
    "definition_from_record",
    "parse_oracle",
    "self_names",
    "strip_reminder_text",
]

_MANA_SYMBOL = re.compile(r"\{([^}]+)\}")


# ---------------------------------------------------------------------------------------
# The grammar
# ---------------------------------------------------------------------------------------


_LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _alternatives(name: str, items: list[str], literals: set[str]) -> str:
    """A "!" rule for a word list. Single words that the grammar doesn't spell elsewhere
    become one terminal (a regex), which keeps the Earley parser's predictions small; the
    rest stay literal alternatives."""
    alts = []
    plain = []
    for item in sorted(set(items)):
        if " " in item or item in literals:
            # s11 h-gy: a number in an ability word ("descend 4", 207.2c) is lexed as NUMBER
            # (its priority wins over a literal "4")
            alts.append(" ".join("NUMBER" if p.isdigit() else f'"{p}"' for p in item.split(" ")))
        else:
            plain.append(item)
    text = ""
    if plain:
        terminal = name.upper()
        words = "|".join(re.escape(w) for w in sorted(plain, key=lambda w: (-len(w), w)))
        text += f"{terminal}: /(?:{words})(?![\\w'-])/\n"
        alts.insert(0, terminal)
    return text + f"!{name}: " + "\n    | ".join(alts) + "\n"


@lru_cache(maxsize=1)
def _parser() -> Lark:
    text = resources.files("mtgrules.cards").joinpath("grammar.lark").read_text(encoding="utf-8")
    # a word that is both a subtype and a card type word stays with the card type
    literals = set(_LITERAL.findall(text))
    # a word in two lists stays a literal, so that both rules can read it
    lists = {
        "subtype_word": words.SUBTYPE_SINGULAR_WORDS,
        "subtype_pl_word": words.SUBTYPE_PLURAL_WORDS,
        "simple_keyword_name": list(words.SIMPLE_KEYWORDS),
        "cost_keyword_name": list(words.COST_KEYWORDS),
        "number_keyword_name": list(words.NUMBER_KEYWORDS),
        "ability_word_name": list(words.ABILITY_WORDS),
        "non_word": list(words.NON_WORDS),
        "counter_kind_word": list(words.COUNTER_KINDS),  # 122.1 (words/counters.py)
    }
    seen: Counter[str] = Counter(w for items in lists.values() for w in set(items))
    literals |= {w for w, n in seen.items() if n > 1}
    text += "\n// Generated from words/ by parser.py\n"
    for rule, items in lists.items():
        text += _alternatives(rule, items, literals)
    cycling = ["basic landcycling", "landcycling"] + [
        f"{t.lower()}cycling" for t in words.TYPECYCLING_TYPES
    ]
    text += _alternatives("landcycling_name", cycling, literals)
    return Lark(
        text,
        parser="earley",
        lexer="basic",
        start=list(START_RULES),
        ambiguity="resolve",
    )


#: The grammar's start rules: ``start`` reads any line; the others each read one kind of
#: line, and are what ``_parse_tree`` uses (see the top of grammar.lark).
START_RULES = ("start", "trig_start", "act_start", "kw_start", "static_start", "spell_start")

_ABILITY_WORD_PREFIX = re.compile(r"^([a-z0-9' !-]+) — ")
_CHAPTER = re.compile(r"^(?:i|ii|iii|iv|v|vi)(?:, (?:i|ii|iii|iv|v|vi))* — ")  # 714.2a
# 207.2d: a flavor word after a chapter symbol ("V — Ultimate End — EFFECT"): no rules
# meaning; kept in the layout's variants for the round trip (render/abilities.py)
_CHAPTER_FLAVOR = re.compile(r"^((?:i|ii|iii|iv|v|vi)(?:, (?:i|ii|iii|iv|v|vi))* — )([^—•.]+?) — ")
CHAPTER_FLAVOR = "chapter flavor:"
_ACTIVATED = re.compile(r'^[^."•]*?: ')
# s10 h-act, 207.2d: a flavor word before an activated ability ("Scorching Ray — {8}: ..."):
# no rules meaning; tried only when the whole line isn't read, never for an ability word or a
# keyword written with a dash (boast, exhaust, power-up), nor for a word reminder text explains
_ACT_FLAVOR = re.compile(r'^([a-z][^—•:"(.]*?) — (?=[^—"]*?: )')
_REMINDER = re.compile(r"\([^)]*\)")
_NOT_FLAVOR = frozenset({"boast", "exhaust", "power-up", "max speed"})
_TREES: dict[tuple[str, bool], Any] = {}


@lru_cache(maxsize=1)
def _keyword_start() -> re.Pattern[str]:
    """The first words a keyword line can begin with (702: keyword abilities)."""
    names = {
        *words.SIMPLE_KEYWORDS,
        *words.COST_KEYWORDS,
        *words.NUMBER_KEYWORDS,
        *words.KEYWORD_LINE_WORDS,
    }
    alts = "|".join(re.escape(n.lower()) for n in sorted(names, key=lambda n: (-len(n), n)))
    # typecycling ("swampcycling") is one word ending in "cycling"
    return re.compile(rf"^(?:(?:{alts})(?![\w'-])|[a-z]+cycling\b)")


def start_rules(low: str, is_spell: bool = False) -> tuple[str, ...]:
    """The start rules to try for a lowercased line, in order: chosen from its first words
    (after an ability word) and whether the card is an instant or sorcery."""
    body = low
    m = _ABILITY_WORD_PREFIX.match(low)
    if m and m.group(1) in _ABILITY_WORD_SET:
        body = low[m.end() :]
    if is_spell and body.startswith("when you next cast "):  # s11 h-tok: 603.7a, a spell's
        return ("spell_start",)  # delayed triggered ability, not a triggered ability's line
    if body.startswith(("when ", "whenever ", "at ")) or _CHAPTER.match(body):
        return ("trig_start",)  # 603.1; 714.2b: a chapter ability is a triggered ability
    if _ACTIVATED.match(body):
        return ("act_start",)
    # a spell's text is mostly effects, a bulleted line is a modal spell; a permanent's
    # text can't be a spell effect (parse_oracle refuses one), so its other lines are only
    # read as static abilities
    if is_spell or "•" in body:
        order: tuple[str, ...] = ("spell_start", "static_start")
    else:
        order = ("static_start",)
    if _keyword_start().match(body):
        return ("kw_start", *order)
    return order


def _error_pos(error: UnexpectedInput, line: str) -> int:
    """Where a parse stopped (the end of the line for an early end)."""
    pos = getattr(error, "pos_in_stream", None)
    if pos is None:
        pos = getattr(getattr(error, "token", None), "start_pos", None)
    return len(line) if pos is None else int(pos)


def _parse_tree(low: str, is_spell: bool = False) -> Tree[Any]:
    """The parse tree of a lowercased line, from the first of its start rules that reads it
    (cached: many lines recur across cards). When none does, the error raised is the one that
    read furthest, as if one rule for all kinds of line had been used."""
    key = (low, is_spell)
    cached = _TREES.get(key)
    if cached is not None:
        if isinstance(cached, Exception):
            raise cached
        return cached  # type: ignore[no-any-return]
    parser = _parser()
    best: UnexpectedInput | None = None
    tree: Tree[Any] | None = None
    for start in start_rules(low, is_spell):
        try:
            tree = parser.parse(low, start=start)
            break
        except UnexpectedInput as exc:
            if best is None or _error_pos(exc, low) > _error_pos(best, low):
                best = exc
    if tree is None:
        assert best is not None
        if len(_TREES) < 200_000:
            _TREES[key] = best
        raise best
    if len(_TREES) < 200_000:
        _TREES[key] = tree
    return tree


_ABILITY_WORD_SET = set(words.ABILITY_WORDS)


# ---------------------------------------------------------------------------------------
# Preprocessing
# ---------------------------------------------------------------------------------------


def self_names(card_name: str, legendary: bool = True, of_short: bool = False) -> list[str]:
    """The names by which a card's text may refer to itself: its name and, for legendary
    cards, the short name before a comma or " the " ("Zur the Enchanter" -> "Zur"); with
    ``of_short`` (a card known to be legendary, 205.4a) also before " of " ("Krydle of
    Baldur's Gate" -> "Krydle"), never for a nonlegendary "Wall of Mulch"."""
    names = [card_name]
    if card_name.startswith("A-") and len(card_name) > 2:
        # 201.5: an Alchemy rebalanced card ("A-Dueling Coach") is mostly written with the
        # name of the card it rebalances ("When Dueling Coach enters, ..."): read as a
        # short name (rendered back as written; s10 trig and s10 h-other)
        names += [n for n in self_names(card_name[2:], legendary, of_short) if n not in names]
    bases = [card_name]
    if legendary:
        for base in bases:
            for sep in (
                (", ", " the ", " of the ", " of ") if of_short else (", ", " the ", " of the ")
            ):
                if sep in base:
                    short = base.split(sep)[0]
                    if short and short not in names:
                        names.append(short)
    return names


def _name_line(line: str, card_name: str, of_short: bool = False) -> tuple[str, str | None]:
    """``line`` with the card's names written "~", and the short name it used, if any."""
    short_used = None
    for i, name in enumerate(self_names(card_name, of_short=of_short)):
        pattern = r"(?<![\w'])" + re.escape(name) + r"(?![\w])"
        found = re.search(pattern, line)
        if found:
            if i and short_used is None and 0 <= line.find("~") < found.start():
                name = "!" + name  # s9 rt: the full name first, then the short one
            line = re.sub(pattern, "~", line)
            if i:
                short_used = name
    return line, short_used


def _modal_lines(lines: list[str]) -> list[str]:
    """Join each bullet line ("• Destroy target artifact.") to the line before it."""
    out: list[str] = []
    for line in lines:
        if line.startswith("•") and out:
            out[-1] = out[-1] + " " + line
        else:
            out.append(line)
    return out


# ---------------------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------------------


def _unread_phrase(line: str, error: UnexpectedInput) -> str:
    """The smallest phrase around an error: from the word before it to the sentence end."""
    pos = getattr(error, "pos_in_stream", None)
    if pos is None:
        token = getattr(error, "token", None)
        pos = getattr(token, "start_pos", None)
    if pos is None or pos >= len(line):
        # the line ended early: quote its last sentence
        sentences = re.split(r"(?<=\.) ", line)
        return sentences[-1] if sentences else line
    start = pos
    while start > 0 and line[start - 1] != " ":
        start -= 1
    # include the word before, so the phrase names the verb or noun it hangs on
    prev = start - 1
    while prev > 0 and line[prev - 1] not in " ,:.—":
        prev -= 1
    if prev >= 0 and line[max(prev - 1, 0)] not in ".:—" and prev > 0:
        start = prev
    end = line.find(". ", pos)
    end = len(line) if end < 0 else end + 1
    return line[start:end].strip().rstrip(",")


def _restore(phrase: str, cased_line: str, low_line: str, card_name: str) -> str:
    i = low_line.find(phrase)
    if i >= 0:
        phrase = cased_line[i : i + len(phrase)]
    # the period close_quotes wrote after a quote isn't the card's
    return phrase.replace('.".', '."').replace("~", card_name)


def parse_oracle(text: str, card_name: str, types: tuple[str, ...] = ()) -> tuple[Ability, ...]:
    """Read Oracle ``text`` into abilities; ``types`` are the card types ("creature", ...).

    Instants and sorceries give one SpellAbility (all their effect paragraphs, targets in
    text order) besides any keyword or static lines. Raises CardTextError for text it can't
    read.
    """
    return _parse_cached(text or "", card_name, tuple(t.lower() for t in types))


@lru_cache(maxsize=65536)
def _parse_cached(text: str, card_name: str, types: tuple[str, ...]) -> tuple[Ability, ...]:
    if "dungeon" in types:  # 309.4c: each line a room ability (dungeons.py)
        from mtgrules.cards.dungeons import room_abilities

        def read_spell(effect: str) -> tuple[Ability, ...]:
            return _parse_cached(effect, card_name, ("sorcery",))

        return room_abilities(text, card_name, read_spell)
    is_spell = "instant" in types or "sorcery" in types
    stripped = strip_reminder_text(text.replace("\u2019", "'"))
    if not stripped:
        return ()
    stripped = close_quotes(stripped)
    of_short = "legendary" in types  # 205.4a: "Krydle of Baldur's Gate" -> "Krydle"
    named = [_name_line(line, card_name, of_short) for line in _modal_lines(stripped.split("\n"))]
    abilities: list[Ability] = []
    spell_ctx = Context(is_spell=True)
    spell_parts: list[SpellPart] = []
    spell_index: int | None = None
    for cased_line, short_name in named:
        low = cased_line.lower()
        flavor = _CHAPTER_FLAVOR.match(low)
        act_flavor: tuple[str, str] | None = None
        if flavor is not None:  # 207.2d
            word = cased_line[flavor.start(2) : flavor.end(2)]
            cased_line = cased_line[: flavor.end(1)] + cased_line[flavor.end() :]
            low = cased_line.lower()
        flavored = None
        try:
            try:
                tree = _parse_tree(low, is_spell)
            except UnexpectedInput:
                flavored = strip_flavor(cased_line)  # 207.2d: read again without flavor words
                if flavored is None:
                    raise
                cased_line = flavored[0]
                low = cased_line.lower()
                tree = _parse_tree(low, is_spell)
        except UnexpectedInput as exc:
            act_flavor = _act_flavor(low, cased_line, text, is_spell)
            if act_flavor is None:
                phrase = _unread_phrase(low, exc)
                raise CardTextError(
                    card_name, _restore(phrase, cased_line, low, card_name)
                ) from None
            word, cased_line = act_flavor  # 207.2d (s10 h-act)
            low = cased_line.lower()
            try:
                tree = _parse_tree(low, is_spell)
            except UnexpectedInput as exc2:
                phrase = _unread_phrase(low, exc2)
                raise CardTextError(
                    card_name, _restore(phrase, cased_line, low, card_name)
                ) from None
        except LarkError as exc:  # pragma: no cover - grammar errors
            raise CardTextError(card_name, cased_line.replace("~", card_name), str(exc)) from None
        spell_like = _is_spell_line(tree)
        ctx = spell_ctx if (spell_like and is_spell) else Context(is_spell=is_spell)
        ctx.cased = cased_line  # the same length as ``low``: names keep their case (111.4)
        ctx.tilde = short_name.lstrip("!") if short_name is not None else card_name
        try:
            result = OracleTransformer(ctx).transform(tree)
        except VisitError as exc:
            orig = exc.orig_exc
            if isinstance(orig, Unread):
                raise CardTextError(card_name, orig.phrase, orig.detail) from None
            raise CardTextError(
                card_name, cased_line.replace("~", card_name), f"{type(orig).__name__}: {orig}"
            ) from None
        if short_name is not None:
            ctx.self_word = short_name.lstrip("!") if ctx.self_word == "~" else ctx.self_word
            result = [_short_name(item, short_name) for item in result]
        if flavor is not None:
            result = [_with_flavor(item, word, card_name) for item in result]
        elif act_flavor is not None:
            result = [_with_act_flavor(item, word, card_name) for item in result]
        if flavored is not None:
            with_words = apply_flavor(result, flavored[1], flavored[2])
            if with_words is None:
                raise CardTextError(
                    card_name, cased_line.replace("~", card_name), "flavor words on unread modes"
                )
            result = with_words
        for item in result:
            if isinstance(item, SpellPart):
                if not is_spell:
                    raise CardTextError(
                        card_name,
                        cased_line.replace("~", card_name),
                        "a permanent's text can't be a spell effect",
                    )
                spell_parts.append(item)
                if spell_index is None:
                    spell_index = len(abilities)
                    abilities.append(SpellAbility(()))
            else:
                abilities.append(item)
    if spell_parts and spell_index is not None:
        abilities[spell_index] = _merge_spell(spell_parts, spell_ctx)
    return tuple(abilities)


# --- quoted abilities (111.1, 113.2; transform_tokens.py) ---------------------------------

# a quoted ability that ends its sentence ("... token with "Sacrifice this token: Add {C}."")
_QUOTE_ENDS = re.compile(r'"((?! |[Ee]nchant )[^"]+\.)"(?=$| (?!and |or ))', re.M)


def close_quotes(text: str) -> str:
    """``text`` with a period written after each quote that ends its sentence, so that the
    grammar reads the sentence as any other; the renderer takes it out again."""
    return _QUOTE_ENDS.sub(r'"\1".', text)


def _read_quoted(low: str) -> tuple[Ability, ...]:
    """The abilities in a quote (lowercased, without its quotes), read as a line of their
    own by the same grammar."""
    try:
        tree = _parse_tree(low, False)
    except UnexpectedInput as exc:
        raise Unread(_unread_phrase(low, exc)) from None
    try:
        result = OracleTransformer(Context(is_spell=False)).transform(tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, Unread):
            raise exc.orig_exc from None
        raise
    out: list[Ability] = []
    for item in result:
        if isinstance(item, SpellPart):
            raise Unread(low, "a quoted ability that is a spell's effect")
        out.append(item)
    return tuple(out)


set_quoted_reader(_read_quoted)


def _short_name(item: Any, short: str) -> Any:
    layout = getattr(item, "layout", None)
    if layout is not None and layout.self_word == "~" and short.startswith("!"):
        # "Whenever Skanos, Black Dragon Vassal attacks, ... Skanos's power" (s9 rt)
        variants = layout.variants | {"self_full_first"}
        return replace(item, layout=replace(layout, self_word=short[1:], variants=variants))
    if layout is not None and layout.self_word == "~":
        return replace(item, layout=replace(layout, self_word=short))
    return item


def _is_spell_line(tree: Tree[Any]) -> bool:
    for child in tree.children:
        if isinstance(child, Tree) and child.data in ("spell_line", "modal_line"):
            return True
    return False


def _merge_spell(parts: list[SpellPart], ctx: Context) -> SpellAbility:
    effects: list[Any] = []
    joins: list[str] = []
    variants: set[str] = set()
    ability_word = None
    for n, part in enumerate(parts):
        if effects:
            joins.append("\n")
        effects.extend(part.effects)
        joins.extend(part.joins)
        variants |= part.variants
        if part.ability_word and n:  # "Spell mastery — If ..." on a later paragraph (207.2c)
            variants.add(f"line_word:{n}:{part.ability_word}")
        elif part.ability_word:
            ability_word = part.ability_word
    chain = Chain(effects, joins)
    for k, e in enumerate(effects):  # s9 cond: "Morbid — ... instead if ..." (608.2c)
        if isinstance(e, IfCondition) and e.instead and not e.otherwise and k:
            with contextlib.suppress(Unread):  # left alone: the gate refuses it (support.py)
                chain = merge_instead(chain, k, e)
            break
    effects, joins = chain.effects, chain.joins
    layout = Layout(
        joins=tuple(joins),
        ability_word=ability_word,
        self_word=ctx.self_word,
        variants=frozenset(variants),
    )
    return SpellAbility(tuple(effects), tuple(ctx.targets), layout=layout)


# ---------------------------------------------------------------------------------------
# Card definitions
# ---------------------------------------------------------------------------------------


def colors_of(mana_cost: str | None) -> frozenset[str]:
    """A card's colors from its mana cost (105.2, 202.2): each colored symbol, hybrid too."""
    out: set[str] = set()
    for symbol in _MANA_SYMBOL.findall(mana_cost or ""):
        for part in symbol.upper().split("/"):
            if part in ("W", "U", "B", "R", "G"):
                out.add(part)
    return frozenset(out)


def basic_land_abilities(subtypes: tuple[str, ...]) -> tuple[Ability, ...]:
    """305.6: each basic land type gives the intrinsic ability "{T}: Add [mana]."."""
    return tuple(
        ActivatedAbility(Cost(tap=True), (AddMana(words.BASIC_LAND_MANA[s]),))
        for s in subtypes
        if s in words.BASIC_LAND_MANA
    )


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split a type line: "Legendary Creature — Human Wizard" gives
    (("legendary",), ("creature",), ("Human", "Wizard"))."""
    left, _, right = type_line.replace(" - ", " — ").partition("—")
    supertypes = tuple(w.lower() for w in left.split() if w.lower() in words.SUPERTYPE_WORDS)
    types = tuple(w.lower() for w in left.split() if w.lower() in words.TYPE_WORDS)
    subtypes = tuple(right.split()) if right else ()
    return supertypes, types, subtypes


@lru_cache(maxsize=65536)
def _definition_cached(
    name: str,
    mana_cost: str | None,
    supertypes: tuple[str, ...],
    types: tuple[str, ...],
    subtypes: tuple[str, ...],
    power: str | None,
    toughness: str | None,
    loyalty: str | None,
    text: str,
    colors: frozenset[str] | None,
) -> CardDefinition:
    # 205.4a: a legendary card's text may use its short name (self_names)
    read_as = (*types, "legendary") if "legendary" in supertypes else types
    abilities = basic_land_abilities(subtypes) + parse_oracle(text, name, read_as)
    return CardDefinition(
        name=name,
        mana_cost=mana_cost,
        colors=colors_of(mana_cost) if colors is None else colors,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        text=text,
        abilities=abilities,
    )


def card_definition(
    name: str,
    mana_cost: str | None,
    type_line: str | tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]],
    power: str | None = None,
    toughness: str | None = None,
    loyalty: str | None = None,
    text: str = "",
    colors: frozenset[str] | set[str] | tuple[str, ...] | None = None,
) -> CardDefinition:
    """A CardDefinition with its text parsed; cached by (name, text) and characteristics.

    ``type_line`` is "Creature — Goblin" or (supertypes, types, subtypes). ``colors``
    defaults to the colors of the mana cost (105.2, 202.2). Basic land types give their
    intrinsic mana ability (305.6) even with empty text.
    """
    if isinstance(type_line, str):
        supertypes, types, subtypes = split_type_line(type_line)
    else:
        supertypes, types, subtypes = (tuple(x) for x in type_line)
        types = tuple(t.lower() for t in types)
        supertypes = tuple(t.lower() for t in supertypes)
    color_set = None if colors is None else frozenset(c.upper() for c in colors)
    return _definition_cached(
        name,
        mana_cost,
        supertypes,
        types,
        subtypes,
        power,
        toughness,
        loyalty,
        text or "",
        color_set,
    )


class CardRecordLike(Protocol):
    name: str
    mana_cost: str | None
    colors: Any
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: str | None
    toughness: str | None
    loyalty: str | None
    oracle_text: str
    incomplete: bool
    incomplete_reason: str | None


def definition_from_record(record: CardRecordLike) -> CardDefinition:
    """The CardDefinition of a database record; refuses records marked incomplete."""
    if getattr(record, "incomplete", False):
        reason = getattr(record, "incomplete_reason", None) or "the record is incomplete"
        raise CardTextError(record.name, reason, "incomplete card record")
    colors = getattr(record, "colors", None)
    definition = card_definition(
        record.name,
        record.mana_cost,
        (tuple(record.supertypes), tuple(record.types), tuple(record.subtypes)),
        record.power,
        record.toughness,
        record.loyalty,
        record.oracle_text or "",
        colors=None if colors is None else frozenset(colors),
    )
    return definition


def _with_flavor(item: Any, word: str, card_name: str) -> Any:
    """207.2d: a chapter ability's flavor word, kept for the renderer only."""
    layout = getattr(item, "layout", None)
    if not isinstance(item, TriggeredAbility) or layout is None:
        raise CardTextError(card_name, word, "a flavor word on a line that isn't a chapter ability")
    return with_layout(item, variants=layout.variants | {CHAPTER_FLAVOR + word})


def _act_flavor(low: str, cased_line: str, text: str, is_spell: bool) -> tuple[str, str] | None:
    """207.2d: (the flavor word, the line without it) for an activated ability written after a
    flavor word; None when the line has none (or its word has rules meaning)."""
    m = _ACT_FLAVOR.match(low)
    if m is None or is_spell or _CHAPTER.match(low):
        return None
    name = m.group(1)
    keywords = (words.ABILITY_WORDS, words.SIMPLE_KEYWORDS, words.COST_KEYWORDS)
    if name in _NOT_FLAVOR or any(name in k for k in keywords):
        return None
    word = cased_line[: m.end(1)]
    for line in text.split("\n"):
        if line.startswith(word + " — ") and name in " ".join(_REMINDER.findall(line.lower())):
            return None  # its reminder text explains it: a keyword, not a flavor word
    return word, cased_line[m.end() :]


def _with_act_flavor(item: Any, word: str, card_name: str) -> Any:
    """207.2d: an activated ability's flavor word, kept for the renderer only (as an ability
    word is, 207.2c: neither has rules meaning)."""
    layout = getattr(item, "layout", None) or Layout()
    if not isinstance(item, ActivatedAbility) or layout.ability_word:
        raise CardTextError(
            card_name, word, "a flavor word on a line that isn't an activated ability"
        )
    return with_layout(item, ability_word=word)


def with_layout(ability: Ability, **changes: Any) -> Ability:
    """A copy of ``ability`` whose layout has ``changes`` applied."""
    layout = getattr(ability, "layout", None) or Layout()
    return replace(ability, layout=replace(layout, **changes))
