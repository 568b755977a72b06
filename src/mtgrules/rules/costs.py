"""Costs (118, 601.2f-h, 602.2b): mana sources and plans (605), the total cost of a spell
with its reductions, alternative and additional costs, and the payment shared by casting
and activating."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from itertools import chain, combinations
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..errors import IllegalActionError
from ..mana import ManaCost, distinct_letters, pay_from, symbols, with_x
from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from ..objects import GameObject
from . import (
    abilities,
    activation_bans,
    alt_cost_names,
    characteristics,
    combat_restrictions,
    could_produce,
    keywords_affinity,
    keywords_undaunted,
    mana_abilities,
    mana_spend,
    mana_triggers,
    snow_mana,
    trigger_firing,
)
from .life import can_pay_life
from .mana_spend import ANY, Purpose, sources_hint
from .triggers import condition_holds  # 602.5b: "Activate only if ..."
from .x_mentions import mentions_x as mentions_x  # 107.3a (rules/x_mentions.py)

if TYPE_CHECKING:
    from ..records import Characteristics
    from ..state import GameState


Exclude = int | frozenset[int] | None
"""Permanents left out of a mana plan: the one whose own {T} is part of the cost, or the
creatures that convoke (702.51a)."""


def mana_sources(
    game: GameState, player: int, exclude: Exclude = None
) -> list[tuple[GameObject, str]]:
    """Untapped permanents with a "{T}: Add ..." mana ability (605.1a) the player can use."""
    memo = SOURCES_MEMO[0]
    key = (id(game), game.version, _WRITES[0], player, exclude)
    if memo is not None:
        known = memo.get(key)
        if known is not None:
            return list(known)
    out = find_mana_sources(game, player, exclude)
    if memo is not None:
        memo[key] = list(out)
    return out


_TAP_ONLY = ir.Cost(tap=True)


def find_mana_sources(
    game: GameState, player: int, exclude: Exclude
) -> list[tuple[GameObject, str]]:
    """The sources :func:`mana_sources` lists; those whose mana has a spending restriction
    (106.6) are kept apart, for :func:`restricted_sources`."""
    key = (id(game), game.version, _WRITES[0], -1 - player, exclude)
    cache = characteristics.chars_cache(game)  # kept while the state is the same
    held = cache.mana_sources.get((player, exclude))
    if held is not None and held[0] == game.turn_number:
        _LAST_FOUND[0] = (key, held[2], held[3])
        return list(held[1])
    # whether the answer read something a step or a player's priority can change without a
    # write (an ability's condition, 602.5's restrictions): then it isn't kept past this call
    step_free = "activate" not in combat_restrictions.kinds(game)
    out = []
    restricted: list[tuple[GameObject, str, Any]] = []
    several: list[tuple[GameObject, str]] = []
    many = exclude if isinstance(exclude, frozenset) else None
    listens = mana_triggers.listening(game)  # 106.12a: "Whenever ... is tapped for mana"
    for o in game.battlefield_objects():
        if o.controller != player or o.tapped or o.id == exclude:
            continue
        if many is not None and o.id in many:
            continue
        ch = characteristics.chars(game, o.id)
        if (
            "creature" in ch.types
            and characteristics.summoning_sick(game, o)
            and "haste" not in ch.keywords
        ):
            continue
        # 605.3b: tapping it activates one of its "{T}: Add ..." abilities; the letters of
        # every one the payment may use, whichever it picks (a Savannah's {G} and {W}, 305.6)
        made_by: list[str] = []  # each usable one-mana ability's letters (mana_letters)
        limited: tuple[GameObject, str, Any] | None = None
        fixed: str | None = None  # "{T}: Add {U}{R}.": all of that mana, from one ability
        for a, m in tap_mana_abilities(abilities.activated_abilities(game, o)):
            if a.condition is not None:
                step_free = False
            if not (
                abilities.functions_here(a, o)
                and (a.condition is None or condition_holds(game, a.condition, o.id, player))
                and not activation_bans.banned(game, o, a)  # 602.5
            ):
                continue
            if m.count != 1:
                # "Add {G} for each creature you control": not one mana; the player
                # activates it before paying (605.3a), the planner doesn't count it
                continue
            if m.spend is not None:  # 106.6 (h-costs): only for some payments
                if (
                    m.many
                    or m.combination
                    or (
                        not (m.any_color or m.alternatives or m.chosen_color)
                        and m.mana.count("{") != 1
                    )
                ):
                    continue  # "Add {C}{C}": activated by the player (605.3a)
                # "Add {R}, {W}, or {B}. Spend this mana only ...": any of them (106.1)
                made = "WUBRG" if m.any_color else "".join((m.mana, *m.alternatives))
                if m.chosen_color:  # h-mana: of the color chosen as it entered
                    made = mana_abilities.source_letters(game, o, m) or ""
                    if not made:
                        continue
                if limited is None:
                    limited = (o, made, m.spend)  # as the others: mana_letters
                continue
            if m.could_produce is not None:  # h-act, 106.7: what it could produce now
                made = "".join("{" + c + "}" for c in could_produce.letters(game, o, m))
            elif m.many or m.combination or m.chosen_color:  # h-mana
                made = mana_abilities.source_letters(game, o, m) or ""
                # None: more than one mana, activated by the player (605.3a)
            elif m.any_color:
                made = "WUBRG"
            elif m.alternatives:  # "Add {R} or {G}.": either (106.1; ``mana`` is the first)
                made = "".join((m.mana, *m.alternatives))
            elif m.mana.count("{") != 1:
                # 106.1, 605.1a: "Add {U}{R}." makes all of it at once; counted apart
                if fixed is None and all(c in _ONE_KIND for c in mana_letters(m.mana)):
                    fixed = m.mana
                continue
            else:
                made = m.mana
            if made:
                made_by.append(made)
        both = mana_triggers.planned_mana(game, o, player, made_by, fixed) if listens else None
        if both is not None:  # 605.4a: with its triggered mana abilities' mana, as one
            several += [(o, both)] if both else []  # "": tapped by its controller (605.3a)
            continue
        if len(made_by) == 1:  # almost every source: one ability, its letters as they are
            out.append((o, made_by[0]))
        elif made_by:
            out.append((o, _either(made_by)))
        elif fixed is not None:
            several.append((o, fixed))
        if limited is not None and fixed is None:
            # 106.6: also a source of mana spent only some ways, beside its other mana
            # (Tournament Grounds: {C}, or {R}, {W} or {B} for a Knight or Equipment spell)
            restricted.append(limited)
    _LAST_FOUND[0] = (key, restricted, several)
    if restricted:
        SEEN_RESTRICTED[0] = True
    if several:
        SEEN_SEVERAL[0] = True
    if step_free:
        # summoning sickness (302.6) reads the turn, which changes without a write
        cache.mana_sources[(player, exclude)] = (game.turn_number, list(out), restricted, several)
    return out


def _either(made_by: list[str]) -> str:
    """The letters of a source whose tapping may make the mana of any one of ``made_by``."""
    letters = distinct_letters(made_by)
    return "WUBRG" if letters == list("WUBRG") else "".join("{" + c + "}" for c in letters)


def tap_mana_abilities(
    found: list[ir.ActivatedAbility],
) -> list[tuple[ir.ActivatedAbility, ir.AddMana]]:
    """The abilities of ``found`` (abilities.activated_abilities: a list kept and shared)
    that a payment could activate by itself, with their one effect (605.3b): a source the
    payment taps by itself has "{T}: Add ..." and nothing else. One with another cost ("{T},
    Pay 1 life") or another effect ("This land deals 2 damage to you", "doesn't untap during
    your next untap step") is activated by its controller as an action (605.3a), so that all
    of it happens. Found once per list."""
    known = _TAP_MANA.get(id(found))
    if known is None or known[0] is not found:
        kept = [
            (a, next(e for e in a.effects if isinstance(e, ir.AddMana)))
            for a in found
            if a.is_mana_ability
            and a.cost == _TAP_ONLY
            and not a.exhaust  # 702.177a: activated once, by its controller (605.3a)
            and not a.power_up  # 602.5b: likewise (s10 h-act)
            and len(a.effects) == 1  # not "If ..., add ... instead." (605.1a)
            and isinstance(a.effects[0], ir.AddMana)
        ]
        if len(_TAP_MANA) > 50_000:
            _TAP_MANA.clear()
        known = _TAP_MANA[id(found)] = (found, kept)
    return known[1]


# by list of activated abilities (kept with it: its id stays its own): tap_mana_abilities
_TAP_MANA: dict[
    int, tuple[list[ir.ActivatedAbility], list[tuple[ir.ActivatedAbility, ir.AddMana]]]
] = {}


# whether this process has met a source of restricted mana (106.6): until then a payment
# doesn't look for them
SEEN_RESTRICTED = [False]
# whether it has met a source that makes several mana at once ("{T}: Add {U}{R}."): until
# then a payment doesn't look for them
SEEN_SEVERAL = [False]


# find_mana_sources's restricted sources (106.6) and sources of several mana, for the key it
# was last called with
_LAST_FOUND: list[
    tuple[tuple[int, int, int, int, Exclude], list[Any], list[tuple[GameObject, str]]] | None
] = [None]


def _last_found(
    game: GameState, player: int, exclude: Exclude
) -> tuple[list[Any], list[tuple[GameObject, str]]]:
    key = (id(game), game.version, _WRITES[0], -1 - player, exclude)
    last = _LAST_FOUND[0]
    if last is None or last[0] != key:
        find_mana_sources(game, player, exclude)
        last = _LAST_FOUND[0]
    if last is None or last[0] != key:
        return [], []
    return last[1], last[2]


def restricted_sources(
    game: GameState, player: int, exclude: Exclude = None
) -> list[tuple[GameObject, str, Any]]:
    """Untapped "{T}: Add {C}. Spend this mana only to ..." sources (106.6, 605.1a): (object,
    letters, ``ir.ManaSpend``); found with the other mana sources."""
    key = (id(game), game.version, _WRITES[0], -1 - player, exclude)
    memo = SOURCES_MEMO[0]
    if memo is not None:
        known = memo.get(key)
        if known is not None:
            return known
    out: list[tuple[GameObject, str, Any]] = _last_found(game, player, exclude)[0]
    if memo is not None:
        memo[key] = out
    return out


def several_mana(several: list[tuple[GameObject, str]]) -> int:
    """How much mana the sources of :func:`several_sources` make together (106.1)."""
    return sum(len(mana_letters(made)) for _, made in several)


def several_sources(
    game: GameState, player: int, exclude: Exclude = None
) -> list[tuple[GameObject, str]]:
    """Untapped sources whose "{T}: Add {U}{R}." makes several mana at once (106.1, 605.1a):
    (object, its mana). Tapping one gives all of it (605.3b); the rest stays in the pool."""
    if not SEEN_SEVERAL[0]:
        return []
    return _last_found(game, player, exclude)[1]


def one_letter_sources(
    game: GameState, player: int, exclude: Exclude = None
) -> Counter[str] | None:
    """How many of ``player``'s mana sources make each letter, when :func:`mana_plan` is only
    counting: an empty mana pool, no restricted mana (106.6) and every source one mana of
    one fixed kind ("{T}: Add {R}."). Then a cost of colored symbols ({W}{U}{B}{R}{G}{C}),
    generic mana and X can be paid exactly when each colored symbol has a source of its own
    letter and there are as many sources as symbols (601.2g-h): what the plan would find.
    None otherwise (the plan is made)."""
    pool = game.players[player].mana_pool
    if pool.restricted or any(v > 0 for v in pool.mana.values()):
        return None
    if SEEN_RESTRICTED[0] and restricted_sources(game, player, exclude):
        return None
    if SEEN_SEVERAL[0] and several_sources(game, player, exclude):
        return None
    counts: Counter[str] = Counter()
    for _, made in mana_sources(game, player, exclude):
        if len(made) != 3 or made[0] != "{" or made[2] != "}" or made[1] not in _ONE_KIND:
            return None
        counts[made[1]] += 1
    return counts


_ONE_KIND = frozenset("WUBRGC")


def counted_payable(counts: Counter[str], cost: str | None, x: int) -> bool | None:
    """Whether ``cost`` can be paid from sources counted by :func:`one_letter_sources`;
    None when the cost has a symbol the count doesn't answer (hybrid, Phyrexian, snow)."""
    need = ManaCost.parse(cost)
    if need.hybrid or "S" in need.colored:
        return None
    if need.total(x) > sum(counts.values()):
        return False
    wanted = Counter(need.colored)
    return all(counts[c] >= n for c, n in wanted.items())


def has_restricted(game: GameState, player: int) -> bool:
    """Whether ``player`` has restricted mana (106.6) in their pool or a source of it."""
    if game.players[player].mana_pool.restricted:
        return True
    return SEEN_RESTRICTED[0] and bool(restricted_sources(game, player))


def mana_plan(
    game: GameState,
    player: int,
    cost: str | None,
    x: int = 0,
    exclude: Exclude = None,
    purpose: Purpose = None,
) -> list[tuple[int, str]] | None:
    """How to pay ``cost``: mana from the pool first, then which sources to tap for which
    color ([(object id, color)]). None when it can't be paid (601.2g-h). ``purpose``: what
    the mana pays for, which restricted mana (106.6) may pay (rules/mana_spend.py).

    Colored symbols take the sources with the fewest alternatives; generic mana takes
    sources of the spell's own colors first, keeping other colors for later spells."""
    need = ManaCost.parse(cost)
    if need.total(x) == 0:
        return []
    p_pool = game.players[player].mana_pool
    pool: Counter[str] = Counter({k: v for k, v in p_pool.mana.items() if v > 0})
    if p_pool.restricted:  # 106.6: the restricted mana this payment may use
        for i in mana_spend.pool_mana(game, player, purpose):
            pool[p_pool.restricted[i][0]] += 1
    found = mana_sources(game, player, exclude)
    limited = restricted_sources(game, player, exclude) if SEEN_RESTRICTED[0] else None
    if limited:  # 106.6: the sources whose mana this payment may use
        found = with_restricted(game, player, found, limited, purpose)
    several = several_sources(game, player, exclude) if SEEN_SEVERAL[0] else None
    most = sum(pool.values()) + len(found) + (several_mana(several) if several else 0)
    if not need.hybrid and need.total(x) > most:
        return None  # each source adds its mana: too few, whatever the plan
    snow: list[tuple[int, str]] = []
    if "S" in need.colored:  # 107.4h: snow mana set aside for {S} first
        reserved = snow_mana.reserve(game, p_pool, pool, found, need)
        if reserved is None:
            return None
        snow, need = reserved
    if pay_from(pool, need, x) is not None:
        return snow
    sources = [(o.id, mana_letters(m)) for o, m in found]
    # a creature last (tapped, it can't attack or block: 508.1a, 509.1a), before it a source
    # with another activated ability; the rules let the player tap any (605.3a): the default
    rank = {o.id: _tap_rank(characteristics.chars(game, o.id)) for o, _ in found}
    plan = _plan_from(pool, need, x, sources, rank)
    if plan is not None or not several:
        return None if plan is None else snow + plan
    # 605.3b, 106.1: a source of several mana adds all of it; tapped only when the sources of
    # one mana can't pay, the fewest of them first (what isn't spent stays in the pool, 106.4)
    made_by = [(o.id, mana_letters(made)) for o, made in several]
    # every choice of up to 4 (a bound: Sol Rings), then the first 5, 6, ... (Mana Flare)
    tries = (c for k in range(1, min(len(made_by), 4) + 1) for c in combinations(made_by, k))
    more_tries = (tuple(made_by[:k]) for k in range(5, len(made_by) + 1))
    for chosen in chain(tries, more_tries):
        for settled in mana_triggers.settled(chosen):
            more = pool.copy()
            for _, letters in settled:
                more.update(letters)
            paid = pay_from(more, need, x) is not None
            plan = [] if paid else _plan_from(more, need, x, sources, rank)
            if plan is not None:
                return snow + [(oid, "".join(letters)) for oid, letters in settled] + plan
    return None


def with_restricted(
    game: GameState,
    player: int,
    found: list[tuple[GameObject, str]],
    limited: list[tuple[GameObject, str, Any]],
    purpose: Purpose,
) -> list[tuple[GameObject, str]]:
    """106.6: ``found`` (the sources of unrestricted mana) with the restricted sources whose
    mana this payment may spend; a source with both kinds of ability is one source (tapped
    once, 605.3b) that makes the letters of either."""
    allowed = {
        o.id: letters
        for o, letters, spend in limited
        if mana_spend.allowed(game, spend, purpose, player)
    }
    if not allowed:
        return found
    out = [
        (o, _either([letters, allowed.pop(o.id)]) if o.id in allowed else letters)
        for o, letters in found
    ]
    return out + [(o, letters) for o, letters, _ in limited if o.id in allowed]


Sources = list[tuple[int, list[str]]]  # (object id, the letters it can make)


def _tap_rank(ch: Characteristics) -> int:
    """605.3a, the default payment's order: only mana abilities first (0), another activated
    ability next (1; equip and such keywords not counted), a creature last (2)."""
    if "creature" in ch.types:
        return 2
    return int(any(type(a) is ir.ActivatedAbility and not a.is_mana_ability for a in ch.abilities))


def _plan_from(
    pool: Counter[str], need: ManaCost, x: int, sources: Sources, rank: dict[int, int]
) -> list[tuple[int, str]] | None:
    """:func:`mana_plan`'s choice of sources of one mana each, with ``pool`` in the pool (not
    paying ``need`` by itself); ``rank`` ranks them (``_tap_rank``): creatures last."""
    plan: list[tuple[int, str]] = []
    used: set[int] = set()
    # 1. colored symbols the pool doesn't cover
    missing: list[str] = []
    left = pool.copy()
    for c in need.colored:
        if left[c] > 0:
            left[c] -= 1
        else:
            missing.append(c)
    for c in missing:
        options = [s for s in sources if s[0] not in used and c in s[1]]
        if not options:
            return None
        # the fewest alternatives (another symbol may need the others), then noncreatures
        oid, _ = min(options, key=lambda s: (len(s[1]), rank[s[0]], s[0]))
        used.add(oid)
        plan.append((oid, c))
    # 2. hybrid and generic from what's left
    spell_colors = set(need.colored)
    rest = sorted(
        (s for s in sources if s[0] not in used),
        key=lambda s: (rank[s[0]], not (set(s[1]) & spell_colors), len(s[1]), s[0]),
    )
    trial_pool = pool.copy()
    for _, c in plan:
        trial_pool[c] += 1
    for oid, letters in rest:
        if pay_from(trial_pool, need, x) is not None:
            return plan
        hybrid_colors = {o for h in need.hybrid for o in h}
        color = next((c for c in letters if c in hybrid_colors), letters[0])
        plan.append((oid, color))
        trial_pool[color] += 1
    return plan if pay_from(trial_pool, need, x) is not None else None


def pay_mana(
    game: GameState,
    player: int,
    cost: str | None,
    x: int,
    plan: list[tuple[int, str]] | None,
    purpose: Purpose = None,
) -> Counter[str]:
    """Activate the planned mana abilities (605.3), then pay from the pool (601.2h); the
    mana spent, by letter (702.44a: "each color of mana spent to cast it")."""
    p = game.players[player]
    limited: dict[int, Any] = {}
    free: dict[int, str] = {}
    if plan and SEEN_RESTRICTED[0]:
        limited = {o.id: s for o, _, s in restricted_sources(game, player)}
        free = {o.id: made for o, made in mana_sources(game, player)} if limited else {}
    listens = bool(plan) and mana_triggers.listening(game)
    for oid, color in plan or []:
        obj = game.objects[oid]
        obj.tapped = True
        more = mana_triggers.extra_count(game, obj, player) if listens else 0
        planned, color = color, color[: len(color) - more]  # 605.4a: the rest is its
        if oid in limited and not set(color) <= set(mana_letters(free.get(oid, ""))):
            # 106.6: made by its restricted ability: the mana keeps its restriction
            p.mana_pool.add_restricted("{" + color + "}", limited[oid])
        else:  # 107.4h: a snow source's mana is snow mana
            snow_mana.add(game, p.mana_pool, "".join("{" + c + "}" for c in color), oid)
        made = "".join("{" + c + "}" for c in color)  # several letters: all of it (106.1)
        game.log_event("mana", f"{p.name} taps {obj.name} for {made}", "605.3b")
        trigger_firing.fire_tapped(game, obj)  # 701.26a, 603.2: "whenever ... becomes tapped"
        if listens:  # 106.12a: "Whenever ... is tapped for mana"
            # triggered mana abilities' mana (with the colors they ask, 106.1)
            mana_triggers.tapped_in_payment(game, obj, player, made, planned[len(color) :])
    game.dirty_elsewhere()  # a mana pool (106.4); tapping is a counted write
    need = ManaCost.parse(cost)
    if "S" in need.colored:  # 107.4h: {S} paid with snow mana
        paid = snow_mana.pay(p.mana_pool, need, x)
        assert paid is not None, "mana plan didn't cover the cost"
        return paid
    if p.mana_pool.restricted:
        return mana_spend.pay_with_restricted(game, player, cost, x, purpose)
    spent = pay_from(p.mana_pool.mana, need, x)
    assert spent is not None, "mana plan didn't cover the cost"
    p.mana_pool.mana.subtract(spent)
    p.mana_pool.mana += Counter()  # drop zeros
    p.mana_pool.keep_snow()
    return spent


# Game.mana_sources answers kept while the legal actions are listed (priority.py), when
# nothing changes: by game, state stamp, player and the source left out. None otherwise.
SOURCES_MEMO: list[dict[tuple[int, int, int, int, Exclude], list[Any]] | None] = [None]


def mana_letters(mana: str) -> list[str]:
    """The letters of a source's mana as :func:`mana_sources` gives it (one of them, or all
    of them for :func:`several_sources`)."""
    if mana == "WUBRG":
        return list("WUBRG")
    return [s for s in mana.replace("{", " ").replace("}", " ").split()]


@dataclass(frozen=True, slots=True)
class Payment:
    """How a cost with mana symbols is paid (601.2g-h): ``mana`` is what is paid with mana,
    following ``plan``; ``life_for`` are the Phyrexian symbols paid with 2 life each
    (107.4f); ``life_problem`` says why that life can't be paid (119.4, 119.8), if so."""

    mana: str
    plan: list[tuple[int, str]]
    life_for: tuple[str, ...] = ()
    life_problem: str | None = None

    @property
    def life(self) -> int:
        return 2 * len(self.life_for)


def plan_payment(
    game: GameState,
    player: int,
    cost: str | None,
    x: int = 0,
    exclude: Exclude = None,
    by_life: int | None = None,
    purpose: Purpose = None,
) -> Payment | None:
    """How ``player`` pays ``cost``: ``by_life`` Phyrexian symbols with 2 life each (107.4f)
    and the rest with mana; by default with mana where the mana is there, and each Phyrexian
    symbol the mana can't cover with life. None: it can't be paid so."""
    syms = symbols(cost)
    phyrexian = [i for i, s in enumerate(syms) if s.endswith("/P")]
    counts = range(len(phyrexian) + 1) if by_life is None else [by_life]
    for k in counts:
        if not 0 <= k <= len(phyrexian):
            return None
        for chosen in combinations(phyrexian, k):
            rest = "".join("{" + s + "}" for i, s in enumerate(syms) if i not in chosen)
            plan = mana_plan(game, player, rest, x, exclude, purpose)
            if plan is None:
                continue
            life_for = tuple(syms[i] for i in chosen)
            why = can_pay_life(game, player, 2 * k) if k else None
            return Payment(rest, plan, life_for, why)
    return None


def pay(
    game: GameState, player: int, payment: Payment, x: int, what: str, purpose: Purpose = None
) -> Counter[str]:
    """Pay a planned cost: the mana, then 2 life for each Phyrexian symbol paid so (119.4).
    Returns the mana spent, by letter (702.44a)."""
    spent = pay_mana(game, player, payment.mana, x, payment.plan, purpose)
    if payment.life:
        from .life import lose_life

        symbols_text = "".join("{" + s + "}" for s in payment.life_for)
        lose_life(game, player, payment.life, f"paying {symbols_text} for {what}", "107.4f")
    return spent


def payment_or_refuse(
    game: GameState,
    player: int,
    cost: str,
    x: int,
    exclude: Exclude,
    what: str,
    rule: str,
    by_life: int | None = None,
    purpose: Purpose = None,
) -> Payment:
    name = game.players[player].name
    payment = plan_payment(game, player, cost, x, exclude, by_life, purpose)
    if payment is None:
        n = sum(1 for s in symbols(cost) if s.endswith("/P"))
        if by_life is not None and not 0 <= by_life <= n:
            raise IllegalActionError(
                f"{cost or '{0}'} has {n} Phyrexian symbol(s) to pay with life, not {by_life}",
                "107.4f",
            )
        hint = by_hand(game, player, exclude, cost)
        if purpose != ANY and plan_payment(game, player, cost, x, exclude, by_life, ANY):
            sources = [o.name for o, _, _ in restricted_sources(game, player, exclude)]
            hint = sources_hint(sources) + hint  # 106.6
        shown = cost or "{0}"
        if "X" in symbols(cost):  # 107.3a: the mana X stands for
            shown += f" (X={x}: {with_x(cost, x)})"
        raise IllegalActionError(f"{name} can't pay {shown} for {what}{hint}", rule)
    if payment.life_problem is not None:
        symbols_text = "".join("{" + s + "}" for s in payment.life_for)
        part = symbols_text if symbols_text == cost.upper() else f"{symbols_text} of {cost}"
        raise IllegalActionError(
            f"{name} can't pay {part} for {what} with {payment.life} life: {payment.life_problem}"
        )
    return payment


def by_hand(game: GameState, player: int, exclude: Exclude, cost: str = "") -> str:
    """For a refused payment, what the player may not have seen: mana abilities the payment
    doesn't activate by itself ("{T}, Pay {E}: Add ..."), which the player activates first
    (605.3a), creatures whose "{T}: Add" can't be activated yet (302.6), and too few snow
    sources for the cost's {S} (107.4h). "" when there are none."""
    names: list[str] = []
    sick: list[str] = []
    snow_sources = 0
    many = exclude if isinstance(exclude, frozenset) else frozenset()
    for o in game.battlefield_objects():
        if o.controller != player or o.id == exclude or o.id in many:
            continue
        found = abilities.activated_abilities(game, o)
        usable = [
            a
            for a in found
            if a.is_mana_ability
            and not (o.tapped and a.cost.tap)
            and abilities.functions_here(a, o)
        ]
        if not usable:
            continue
        ch = characteristics.chars(game, o.id)
        if (
            "creature" in ch.types
            and any(a.cost.tap for a in usable)
            and characteristics.summoning_sick(game, o)
            and "haste" not in ch.keywords
        ):
            sick.append(o.name)
            continue
        by_payment = tap_mana_abilities(found)
        auto = {id(a) for a, _ in by_payment}
        if any(id(a) not in auto for a in usable) or mana_triggers.left_to_player(
            game, o, player, by_payment
        ):  # 605.3a; 106.12a: its triggered mana abilities would ask a choice
            names.append(o.name)
        if not o.tapped and "snow" in ch.supertypes:
            snow_sources += 1
    hint = ""
    n_snow = cost.upper().count("{S}")
    in_pool = sum(game.players[player].mana_pool.snow_mana().values()) if n_snow else 0
    if n_snow and snow_sources + in_pool < n_snow:
        hint += (
            f" ({{S}} is paid only with mana from a snow source, 107.4h: "
            f"{game.players[player].name} has {snow_sources} untapped snow source(s) "
            f"and {in_pool} snow mana in the pool)"
        )
    if names:
        hint += (
            " (the payment doesn't activate the mana abilities of "
            + ", ".join(sorted(set(names)))
            + " by itself: activate them first, 605.3a)"
        )
    if sick:
        hint += (
            f" ({', '.join(sorted(set(sick)))} can't be tapped for mana: summoning sick, not under "
            f"{game.players[player].name}'s control since their most recent turn began, 302.6)"
        )
    return hint + mana_spend.restricted_hint(game, player)  # 106.6


def total_cost(game: GameState, obj: GameObject, player: int) -> str | None:
    """601.2f: the spell's mana cost, the start of its total cost. Static reductions (affinity,
    "cost {1} less") apply to the whole total cost, whatever its base (an alternative cost,
    118.9) and additional costs: ``cost_changes.changed_x`` takes :func:`static_reduction`."""
    return obj.card.mana_cost


def static_reduction(game: GameState, obj: GameObject, player: int) -> tuple[int, str]:
    """601.2f: the generic mana the cost reductions of the permanents ``player`` controls,
    affinity (702.41a) and undaunted (702.125a) take from ``obj``'s total cost, and the
    colored mana ("cost {U} less", 118.7b-c: cost_changes.changed_x takes it away)."""
    reduce, colored = 0, ""
    reducers = cost_reducers(game, player)
    if reducers:
        from .layers import matches

        ch = characteristics.chars(game, obj.id)
        for perm, a in reducers:
            flt = replace(a.effect.filter, zone="battlefield", controller=None)
            if flt.cast_from is not None:  # s11 h-lib: "Spells you cast from your graveyard"
                # 601.2a, 601.2f: where the spell is being cast from (the zone it is in while
                # its cost is determined here, or the one recorded once it is on the stack)
                where = obj.cast[1] if obj.cast is not None else obj.zone.value
                if where != "graveyard" or (
                    flt.cast_from == "your graveyard" and obj.owner != player
                ):
                    continue
                flt = replace(flt, cast_from=None)
            if matches(game, ch, obj, flt, perm, player):
                reduce += sum(int(s) for s in symbols(a.effect.mana) if s.isdigit())
                colored += "".join("{" + s + "}" for s in symbols(a.effect.mana) if s.isalpha())
    reduce += keywords_affinity.reduction(game, obj, player)  # 702.41a
    reduce += keywords_undaunted.reduction(game, obj, player)  # 702.125a
    return reduce, colored


def cost_reducers(game: GameState, player: int) -> list[tuple[GameObject, Any]]:
    """The cost reductions (static abilities) of the permanents ``player`` controls, in
    battlefield order; found once per state."""
    cache = characteristics.chars_cache(game)
    out = cache.reducers.get(player)
    if out is None:
        scan_cost_statics(game)
        out = cache.reducers.setdefault(player, [])
    return out


ALL_PLAYERS = -1  # cost_reducers' cache key of every player's cost changes (h-costs)


def scan_cost_statics(game: GameState) -> None:
    """Find, once per state and in one pass over the battlefield, the permanents' static
    abilities that change the cost of spells (601.2f): the cost reductions by controller
    (:func:`cost_reducers`) and, under ``ALL_PLAYERS``, the ``ir.CostChange`` effects of
    every permanent (rules/cost_changes.py), each in battlefield order."""
    cache = characteristics.chars_cache(game)
    bf = cache.battlefield
    found: dict[int, list[tuple[GameObject, Any]]] = {p.index: [] for p in game.players}
    every: list[tuple[GameObject, Any]] = []
    static, reduction, change = ir.StaticAbility, ir.CostReduction, ir.CostChange
    for perm in game.battlefield_objects():
        ch = bf[perm.id]
        for a in ch.abilities:
            if a.__class__ is static:  # (no call: a hot path)
                effect = a.effect
                if effect.__class__ is reduction:
                    found.setdefault(ch.controller, []).append((perm, a))
                elif effect.__class__ is change:
                    every.append((perm, effect))
    cache.reducers.update(found)
    cache.reducers[ALL_PLAYERS] = every


def alternative_cost(
    game: GameState, obj: GameObject, text: str | None, player: int
) -> ir.AlternativeCost | None:
    """118.9, 601.2b: an alternative cost named by the start of its text."""
    if not text:
        return None
    from .replacement import life_cant_change

    a = alt_cost_names.named(obj, text)
    if a is None:
        raise alt_cost_names.refusal(obj, text)
    if a.condition_subtype and not any(
        a.condition_subtype in characteristics.chars(game, o.id).subtypes
        for o in game.battlefield_objects()
        if characteristics.chars(game, o.id).controller == player
    ):
        raise IllegalActionError(
            f"{obj.name}'s alternative cost needs a {a.condition_subtype} you control", "118.9"
        )
    if a.opponent_gains_life:
        opps = [p.index for p in game.players if p.index != player and not p.lost]
        stops = [life_cant_change(game, o) for o in opps]
        if all(stop is not None for stop in stops):  # 119.7, 118.3
            stop = next((s for s in stops if s is not None), None)
            raise IllegalActionError(
                f"{obj.name}'s alternative cost can't be paid: an opponent's life total "
                f"can't change ({stop.source_name if stop else 'no opponent'})",
                "119.7",
            )
    return a
