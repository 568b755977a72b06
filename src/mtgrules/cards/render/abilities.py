"""Whole abilities: activated (602), loyalty (606), triggered (603) and the other one-line
abilities, and a card's lines (``render_abilities``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import (
    ActivatedAbility,
    AdditionalCost,
    AdditionalLands,
    AlternativeCost,
    AsEntersChoose,
    AssignAsUnblocked,
    AttackTax,  # 508.1h
    BlockedByAll,
    CantBeCountered,
    CastAsThoughFlash,
    CastFromGraveyardOnce,  # 601.3
    CastRestriction,
    CastSelfFromGraveyard,  # s11 h-gy
    DeckLimit,
    EachRef,
    EnchantedPlayerRef,
    EntersAsCopy,
    ExertAsAttacks,
    Filter,
    HaveFlashback,  # s11 h-gy
    Keyword,
    Layout,
    LoyaltyAbility,
    MaxHandSize,
    MayNotUntap,
    Modal,
    OpeningHand,
    OpponentDiscardToBattlefield,  # 614.1a
    ReanimateEnchanted,
    Restriction,
    SelfRef,
    SkipStep,
    SpellAbility,
    SpellsAsThoughFlash,
    StaticAbility,
    TargetRef,
    TriggeredAbility,
    TriggerEvent,
)
from mtgrules.cards.render.act import limit_text  # h-act
from mtgrules.cards.render.costs import cost_change_text  # h-costs
from mtgrules.cards.render.history import MAIN_PHASE_EVENTS, phase_trigger_head
from mtgrules.cards.render.phrases import (
    ANIMATE_DEAD,
    alternative_cost_text,
    article,
    cap,
    extra_lands_text,
    list_text,
    loyalty_text,
    number_text,
)
from mtgrules.cards.render.s11_count import enters_with_choice_text  # s11 h-count
from mtgrules.cards.render.s11_ctl import free_alt_cost_text  # s11 h-ctl
from mtgrules.cards.render.s11_gy import (  # s11 h-gy
    cast_self_gy_text,
    have_flashback_text,
    pitch_cost_text,
)
from mtgrules.cards.render.static import StaticRenderer
from mtgrules.cards.render.trig_batch import combat_head, trig_batch_head
from mtgrules.cards.render.trig_events import trig_event_head
from mtgrules.cards.render.trig_more import trig_more_head


class Renderer(StaticRenderer):
    """Writes a card's abilities: one line each, keywords of a line together."""

    # --- abilities ------------------------------------------------------------------------

    def render(self, abilities: Sequence[Any]) -> str:
        lines: list[str] = []
        i = 0
        while i < len(abilities):
            ability = abilities[i]
            layout = getattr(ability, "layout", None) or Layout()
            if isinstance(ability, Keyword):
                run = [ability]
                i += 1
                while (
                    i < len(abilities)
                    and isinstance(abilities[i], Keyword)
                    and ((abilities[i].layout or Layout()).same_line in (", ", "from", "; "))
                ):
                    run.append(abilities[i])
                    i += 1
                self.begin(run[0])
                text = cap(self.keyword_run(run))
            elif isinstance(ability, (StaticAbility, Restriction)):
                group = [ability]
                i += 1
                while (
                    i < len(abilities)
                    and isinstance(abilities[i], (StaticAbility, Restriction))
                    and (abilities[i].layout or Layout()).same_line in (" and ", " ")
                ):
                    group.append(abilities[i])
                    i += 1
                text = self.static_group(group)
            else:
                text = self.ability(ability)
                i += 1
            # h-mana: "This land enters tapped. As it enters, choose a color." (one line)
            while (
                i < len(abilities)
                and isinstance(abilities[i], AsEntersChoose)
                and (abilities[i].layout or Layout()).same_line == " "
            ):
                text += " " + self.ability(abilities[i])
                i += 1
            if layout.ability_word:
                text = f"{layout.ability_word} — {text}"
            lines.append(text)
        # a quote that ends its sentence has no period after it (parser.close_quotes)
        return "\n".join(lines).replace('.".', '."')

    def quoted(self, abilities: Sequence[Any]) -> str:
        """A token's quoted abilities (111.1), each written by a renderer of its own."""
        return '"' + Renderer(self.card_name).render(abilities) + '"'

    def _line_words(self, text: str) -> str:
        """207.2c: an ability word on a later paragraph of a spell ("Spell mastery — ...")."""
        lines = text.split("\n")
        for v in self.variant("line_word:"):
            n, word = v.split(":", 1)
            lines[int(n)] = f"{word} — {lines[int(n)]}"
        return "\n".join(lines)

    def ability(self, ability: Any) -> str:
        layout = self.begin(ability)
        if isinstance(ability, SpellAbility):
            if self.has("choose_targets") and ability.targets:
                head = "Choose " + self.target_text(0) + ". "
                self.st.mentioned.add(TargetRef(0))
                return head + self.chain(ability.effects, layout.joins)
            return self._line_words(self.chain(ability.effects, layout.joins))
        if isinstance(ability, ActivatedAbility):
            return self.activated(ability, layout)
        if isinstance(ability, TriggeredAbility):
            return self.triggered(ability, layout)
        if isinstance(ability, CastRestriction):
            return f"Cast this spell only {ability.text}."
        if isinstance(ability, CantBeCountered):
            return "This spell can't be countered."
        if isinstance(ability, CastAsThoughFlash):  # h-flash: 601.3b
            flash = "you may cast this spell as though it had flash"
            if ability.extra_mana:  # 601.2f
                return f"{cap(flash)} if you pay {ability.extra_mana} more to cast it."
            if ability.condition is None:
                return "You may cast this spell as though it had flash."
            cond = self.condition_text(ability.condition)
            if ability.form == "if first":
                return f"If {cond}, {flash}."
            if ability.form == "as long as":
                return f"As long as {cond}, {flash}."
            return f"You may cast this spell as though it had flash if {cond}."
        if isinstance(ability, BlockedByAll):  # 509.1c (s9 h-other)
            what = self.ref_text(ability.what, "object")
            who = self.filter_text(ability.blockers, plural=True)
            return f"All {who} able to block {what} do so."
        if isinstance(ability, AssignAsUnblocked):  # 510.1b-c (s9 h-other)
            who = self.self_text()
            return f"You may have {who} assign its combat damage as though it weren't blocked."
        if isinstance(ability, SpellsAsThoughFlash):  # 601.3b (s9 h-other)
            return "You may cast spells as though they had flash."
        if isinstance(ability, MayNotUntap):  # 502.3 (s9 h-other)
            return f"You may choose not to untap {self.self_text()} during your untap step."
        if isinstance(ability, SkipStep):  # 614.10 (s9 h-other)
            return f"Skip your {ability.step} step."
        if isinstance(ability, AdditionalLands):  # 305.2
            return f"You may play {extra_lands_text(ability.count)} on each of your turns."
        if isinstance(ability, MaxHandSize):  # 402.2
            if ability.change is None:
                return "You have no maximum hand size."
            whose = "Your" if ability.who == "you" else "Each opponent's"
            how = "increased" if ability.change > 0 else "reduced"
            return f"{whose} maximum hand size is {how} by {number_text(abs(ability.change))}."
        if isinstance(ability, AsEntersChoose):
            # h-mana: "As it enters, ..." and "... a color other than red" (614.12a)
            who = "it" if self.has("as_it_enters") else self.self_text()
            if ability.choice == "pay life":  # 614.12, 119.4
                return (
                    f"As {who} enters, you may pay {ability.pay_life} life. "
                    "If you don't, it enters tapped."
                )
            if ability.choice == "reveal" and ability.reveal is not None:
                # h-zones: the reveal lands (614.12, 701.20a)
                card = article(self.filter_text(ability.reveal))
                for v in self.variant("reveal_sub:"):
                    card = article(" or ".join(v.split(",")) + " card")
                return (
                    f"As {who} enters, you may reveal {card} from your hand. "
                    f"If you don't, {self.st.self_word} enters tapped."
                )
            if ability.choice == "counter kind":  # s11 h-count, 614.1c
                return enters_with_choice_text(self.st.self_word, ability.counter_kinds)
            other = ""
            if ability.other_than:
                other = " other than " + words.COLOR_NAMES[ability.other_than]
            return f"As {who} enters, choose {article(ability.choice)}{other}."
        if isinstance(ability, EntersAsCopy):
            return self.enters_as_copy(ability)
        if isinstance(ability, AdditionalCost):
            return "As an additional cost to cast this spell, " + self.cost(ability.cost) + "."
        if isinstance(ability, LoyaltyAbility):
            return loyalty_text(ability.loyalty) + ": " + self.chain(ability.effects, layout.joins)
        if isinstance(ability, DeckLimit):  # 100.2a
            many = (
                "any number of" if ability.limit is None else f"up to {number_text(ability.limit)}"
            )
            return f"A deck can have {many} cards named {self.card_name}."
        if isinstance(ability, OpeningHand):
            return (
                "If this card is in your opening hand, you may begin the game with it on the "
                "battlefield."
            )
        if isinstance(ability, HaveFlashback):  # s11 h-gy: 702.34a
            c = ability.condition
            noun = self.filter_text(ability.filter)
            return have_flashback_text(ability, noun, None if c is None else self.condition_text(c))
        if isinstance(ability, OpponentDiscardToBattlefield):  # 614.1a, 701.9a
            n = ability.counters
            counters = f" with {number_text(n)} +1/+1 counters on it" if n else ""
            return (
                "If a spell or ability an opponent controls causes you to discard this card, "
                f"put it onto the battlefield{counters} instead of putting it into your "
                "graveyard."
            )
        if isinstance(ability, AttackTax):  # 508.1h
            return self.attack_tax_text(ability)
        if isinstance(ability, CastFromGraveyardOnce):  # 601.3
            spells = article(self.filter_text(ability.filter))
            return f"Once during each of your turns, you may cast {spells} from your graveyard."
        if isinstance(ability, CastSelfFromGraveyard):  # s11 h-gy: 601.3
            c = ability.condition
            return cast_self_gy_text(ability, None if c is None else self.condition_text(c))
        if isinstance(ability, AlternativeCost):
            if ability.free:  # s11 h-ctl, 118.9
                return free_alt_cost_text(self, ability)
            if ability.exile_from_hand is not None:  # s11 h-gy, 118.9
                c = ability.condition
                return pitch_cost_text(ability, None if c is None else self.condition_text(c))
            if ability.mana is not None or ability.pay_life:  # 118.9 (s9 engine)
                price = ability.mana or f"{ability.pay_life} life"
                text = f"you may pay {price} rather than pay this spell's mana cost."
                if ability.condition is not None:
                    return f"If {self.condition_text(ability.condition)}, {text}"
                return text[0].upper() + text[1:]
            return alternative_cost_text(ability)
        if isinstance(ability, ExertAsAttacks):  # 701.43d (h-combat)
            return self.exert(ability)
        raise ValueError(f"can't render ability {ability!r}")

    def attack_tax_text(self, a: AttackTax) -> str:
        """508.1h: a cost to attack, as ``transform_attack_costs`` reads it."""
        where = "" if a.amount is None else ", where X is " + self.measure_text(a.amount.value)
        if a.enchanted:
            return f"Enchanted creature can't attack unless its controller pays {a.mana}."
        if not a.players:
            return (
                "Creatures can't attack planeswalkers you control unless their controller pays "
                f"{a.mana} for each creature they control that's attacking a planeswalker you "
                "control."
            )
        if a.planeswalkers:
            return (
                "Creatures can't attack you or planeswalkers you control unless their "
                f"controller pays {a.mana} for each of those creatures{where}."
            )
        who = "Creatures"
        if a.attackers is not None:
            text = self.filter_text(a.attackers, plural=True)
            who = text[:1].upper() + text[1:]
        return (
            f"{who} can't attack you unless their controller pays {a.mana} for each creature "
            f"they control that's attacking you{where}."
        )

    def exert(self, a: ExertAsAttacks) -> str:
        """701.43d: "You may exert this creature as it attacks. When you do, ..." (607.2h)."""
        if a.when is None:
            return f"You may exert {self.self_text()} as it attacks."
        layout = self.begin(a.when)
        head = f"You may exert {self.self_text()} as it attacks. When you do, "
        return head + self.chain(
            a.when.effects, layout.joins, optional=a.when.optional, first_cap=False
        )

    def enters_as_copy(self, a: EntersAsCopy) -> str:
        """ "You may have this creature enter as a copy of any creature on the battlefield,
        except it's 7/7." (707.5, 707.9)."""
        noun = self.filter_text(a.filter)
        what = f"any {noun} on the battlefield" if a.any_on_battlefield else article(noun)
        parts: list[str] = []
        if a.pt is not None:
            parts.append(f"it's {a.pt[0]}/{a.pt[1]}")
        if a.add_types or a.add_subtypes:
            creature = "creature " if self.has("copy:other creature types") else ""
            kinds = article(" ".join([*a.add_types, *a.add_subtypes]))
            parts.append(f"it's {kinds} in addition to its other {creature}types")
        if a.add_abilities:
            parts.append("it has " + list_text(self.keyword_texts(list(a.add_abilities))))
        tail = ", except " + " and ".join(parts) if parts else ""
        return f"You may have {self.self_text()} enter as a copy of {what}{tail}."

    def activated(self, ability: ActivatedAbility, layout: Layout) -> str:
        cost = self.cost(ability.cost, capital=True)
        if ability.alt_cost is not None:  # s10 h-act: "{3}, {T} or {R}, {T}:" (602.2b)
            cost += " or " + self.cost(ability.alt_cost, capital=True)
        text = cost + ": " + self.chain(ability.effects, layout.joins)
        if ability.cost_change is not None:  # 602.2b (h-costs)
            text += " " + cap(cost_change_text(self, ability.cost_change, "ability")) + "."
        if ability.boast:  # 702.142a: its limits are the keyword's
            return "Boast — " + text
        if ability.exhaust:  # 702.177a
            text = "Exhaust — " + text
        if ability.power_up:  # s10 h-act: "Power-up — " (602.5b, 601.2f)
            text = "Power-up — " + text
        if ability.any_player and ability.sorcery_speed and self.has("limit:any_player_sorcery"):
            return text + " Any player may activate this ability but only as a sorcery."
        sorcery_if = ability.condition is not None and self.has("limit:sorcery_if")  # s10 cond
        if ability.sorcery_speed and sorcery_if:
            text += " Activate only as a sorcery and only if "  # 602.5b: the condition below
        elif ability.sorcery_speed and ability.once_each_turn and self.has("limit:sorcery_once"):
            text += " Activate only as a sorcery and only once each turn."  # h-act
        elif ability.sorcery_speed:
            text += " Activate only as a sorcery."
        joint = ("limit:sorcery_once", "limit:turn_once", "limit:upkeep_once", "limit:if_once")
        if ability.once_each_turn and not any(self.has(v) for v in joint):
            text += " Activate only once each turn."
        if ability.max_per_turn:  # h-act, 602.5b
            text += limit_text(ability.max_per_turn)
        if ability.before_attackers:  # 602.5b
            text += " Activate only during your turn, before attackers are declared."
        elif ability.your_turn_only and self.has("limit:turn_once"):  # 602.5b
            text += " Activate only during your turn and only once each turn."
        elif ability.your_turn_only:
            text += " Activate only during your turn."
        if ability.your_upkeep_only and self.has("limit:upkeep_once"):  # 602.5b
            text += " Activate only during your upkeep and only once each turn."
        elif ability.your_upkeep_only:
            text += " Activate only during your upkeep."
        if ability.condition is not None and ability.sorcery_speed and sorcery_if:
            text += self.condition_text(ability.condition) + "."  # s10 cond (above)
        elif ability.condition is not None and self.has("limit:if_once"):  # 602.5b
            cond = self.condition_text(ability.condition)
            text += " Activate only if " + cond + " and only once each turn."
        elif ability.condition is not None:  # 602.5b
            text += " Activate only if " + self.condition_text(ability.condition) + "."
        if ability.any_player:  # 602.2
            text += " Any player may activate this ability."
        return text

    # --- triggered abilities --------------------------------------------------------------

    def triggered(self, ability: TriggeredAbility, layout: Layout) -> str:
        if ability.effects == (ReanimateEnchanted(),):
            return ANIMATE_DEAD
        trig = ability.trigger
        if trig.combat_only:  # s10 trig, 510.2: "deals combat damage" (render/trig_batch.py)
            plain = replace(ability, trigger=replace(trig, combat_only=False))
            return combat_head(self.triggered(plain, layout))
        if trig.event is TriggerEvent.ROOM_ENTERED:  # 309.4c: the trigger isn't printed
            return self._line_words(self.chain(ability.effects, layout.joins))
        if trig.chapters:  # 714.2a-c: "I, II — EFFECT"
            numerals = ", ".join(CHAPTER_NUMERALS[n - 1] for n in trig.chapters)
            for v in sorted(layout.variants):  # 207.2d: a flavor word (parser.py)
                if v.startswith("chapter flavor:"):
                    numerals += " — " + v.removeprefix("chapter flavor:")
            return numerals + " — " + self.chain(ability.effects, layout.joins, ability.optional)
        event = trig.event
        subject = trig.subject
        if self.has("when:when"):
            when = "When"
        elif self.has("when:whenever"):
            when = "Whenever"
        else:
            once = event in (
                TriggerEvent.ENTERS,
                TriggerEvent.DIES,
                TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD,
            )
            when = "When" if once and not isinstance(subject, EachRef) else "Whenever"
        special = trig_batch_head(self, trig, when)  # s10 trig: render/trig_batch.py
        if special is None:
            special = trig_more_head(self, trig, when)  # s9 trig: render/trig_more.py
        if special is None:
            special = trig_event_head(self, trig, when)  # h-trig-events: render/trig_events.py
        if special is not None:
            return self._triggered_rest(ability, layout, special)
        if trig.or_self and isinstance(subject, EachRef) and subject.filter is not None:
            # h-trig-combat: "this creature or another Ally you control" (603.2)
            fo = replace(subject.filter, other=False)
            who = self.ref_text(SelfRef(), "subject") + " or another " + self.filter_text(fo)
        elif subtypes := next(
            (v[14:] for v in self.st.variants if v.startswith("trig_subtypes:")), None
        ):  # h-trig-combat: "a Samurai or Warrior you control" (the words' order)
            who = f"a {subtypes} you control"
        elif trig.group and isinstance(subject, EachRef) and subject.filter is not None:
            who = "one or more " + self.filter_text(subject.filter, plural=True)  # 603.2c
        elif isinstance(subject, EachRef) and subject.filter is not None:
            f = subject.filter
            if f.other:
                fo = replace(f, other=False)
                who = "another " + self.filter_text(fo)
            else:
                who = article(self.filter_text(f))
        elif event in (
            TriggerEvent.UPKEEP,
            TriggerEvent.END_STEP,
            TriggerEvent.CAST_SPELL,
            TriggerEvent.GAIN_LIFE,
            TriggerEvent.BEGIN_COMBAT,
            TriggerEvent.STATE,
            TriggerEvent.FIRST_MAIN,  # h-history
            TriggerEvent.SECOND_MAIN,
            TriggerEvent.POSTCOMBAT_MAIN,
        ):
            who = ""
        else:
            who = self.ref_text(subject, "subject")
        phrase = {
            TriggerEvent.ENTERS: f"{who} enters",
            TriggerEvent.DIES: f"{who} dies",
            TriggerEvent.ATTACKS: f"{who} attacks",
            TriggerEvent.BLOCKS: f"{who} blocks",
            TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER: (
                f"{who} deals combat damage to "
                + ("an opponent" if trig.whose == "opponent" else "a player")
            ),
            TriggerEvent.DEALS_DAMAGE: f"{who} deals damage",
            TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD: (
                f"{who} is put into a graveyard from the battlefield"
            ),
            TriggerEvent.LEAVES_BATTLEFIELD: f"{who} leaves the battlefield",
            TriggerEvent.TURNED_FACE_UP: f"{who} is turned face up",  # 702.37e
            # h-trig-combat: 509.3a-g, 506.5, 508.3c-d
            TriggerEvent.ATTACKS_UNBLOCKED: f"{who} attacks and isn't blocked",
            TriggerEvent.BECOMES_BLOCKED: f"{who} becomes blocked",
            TriggerEvent.BLOCKS_OR_BLOCKED: f"{who} blocks or becomes blocked",
            TriggerEvent.ATTACKS_ALONE: f"{who} attacks alone",
            TriggerEvent.ATTACKS_OR_BLOCKS: f"{who} attacks or blocks",
            TriggerEvent.ENTERS_OR_ATTACKS: f"{who} enters or attacks",
            TriggerEvent.DEALS_DAMAGE_TO_PLAYER: (  # h-trig-combat (120.3)
                f"{who} deals damage to "
                + ("an opponent" if trig.whose == "opponent" else "a player")
            ),
            # 122.6: "one or more +1/+1 counters are put on this creature"
            TriggerEvent.COUNTERS_PUT: (
                f"one or more {trig.counter + ' ' if trig.counter else ''}counters are put on {who}"
            ),
        }.get(event)
        if trig.other_filter is not None and phrase is not None:  # 509.3b, 509.3d
            by = "" if event is TriggerEvent.BLOCKS else " by"
            phrase += by + " " + article(self.filter_text(trig.other_filter))
        if trig.group and event is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER:  # 603.2c
            phrase = f"{who} deal combat damage to a player"
        elif event is TriggerEvent.ATTACKS and trig.whose in _ATTACKED:  # 508.3a
            phrase = f"{who} attacks {_ATTACKED[trig.whose]}"
        elif event is TriggerEvent.ATTACKS and trig.first_each_turn:  # 508.3a
            phrase = f"{who} attacks for the first time each turn"
        elif trig.group and phrase is not None:  # 603.2c: the plural verb
            phrase = f"{who} attack" + (" a player" if trig.attack_player else "")
        if event is TriggerEvent.YOU_ATTACK and isinstance(subject, SelfRef) and trig.min_count:
            others = _COUNT_WORDS[trig.min_count - 1]  # 508.3a, 508.3d (battalion-style)
            head = f"{when} {who} and at least {others} other creatures attack"
        elif event is TriggerEvent.YOU_ATTACK:  # 508.3c-d
            head = f"{when} you attack"
            if isinstance(subject, EachRef) and subject.filter is not None:
                count = _COUNT_WORDS[trig.min_count]
                head += f" with {count} or more " + self.filter_text(subject.filter, plural=True)
        elif event is TriggerEvent.PLAYER_ATTACKED:  # 508.3b (h-trig-combat)
            self.st.mentioned.add(EnchantedPlayerRef())  # "that player" from here on
            head = f"{when} enchanted player is attacked"
        elif event is TriggerEvent.GAIN_LIFE:
            head = "Whenever you gain life"
        elif event is TriggerEvent.BEGIN_COMBAT:
            head = "At the beginning of combat on your turn"
        elif event is TriggerEvent.STATE and trig.condition is not None:  # 603.8
            head = "When " + self.condition_text(trig.condition)
        elif event is TriggerEvent.CAST_SPELL:
            caster = "an opponent casts" if trig.whose == "opponent" else "you cast"
            if trig.or_event is TriggerEvent.COPY_SPELL:  # s11 h-tok: magecraft (707.10)
                caster += " or copy"
            head = f"{when} {caster} " + article(
                self.filter_text(trig.filter or Filter(zone="stack"))
            )
        elif event in MAIN_PHASE_EVENTS or (
            trig.whose == "enchanted controller"
        ):  # h-history: 505.1, 503.1 (render/history.py)
            head = phase_trigger_head(trig, self.has, self.variant("upkeep_of:"))
        elif event in (TriggerEvent.UPKEEP, TriggerEvent.END_STEP):
            step = "upkeep" if event is TriggerEvent.UPKEEP else "end step"
            if trig.whose in ("enchanted player", "enchanted_player"):
                self.st.mentioned.add(EnchantedPlayerRef())  # "that player" from here on
            if trig.whose == "any" and self.has("the_end_step"):
                head = f"At the beginning of the {step}"
            else:
                whose = {
                    "you": "your",
                    "any": "each",
                    "opponent": "each opponent's",
                    "enchanted player": "enchanted player's",
                    "enchanted_player": "enchanted player's",
                }[trig.whose]
                if trig.whose == "any" and self.has("whose:each player's"):
                    whose = "each player's"
                head = f"At the beginning of {whose} {step}"
        else:
            head = f"{when} {phrase}"
        return self._triggered_rest(ability, layout, head)

    def _triggered_rest(self, ability: TriggeredAbility, layout: Layout, head: str) -> str:
        if ability.intervening_if is not None:  # 603.4
            head += ", if " + self.condition_text(ability.intervening_if)
        if ability.effects and isinstance(ability.effects[0], Modal):
            body = self.modal(ability.effects[0])
            return head + ", " + body[:1].lower() + body[1:]
        body = self.chain(ability.effects, layout.joins, ability.optional, first_cap=False)
        if ability.once_each_turn:  # h-trig-events (603.2)
            body += " This ability triggers only once each turn."
        if ability.do_once_each_turn:  # 603.2h
            body += " Do this only once each turn."
        return head + ", " + body


_ATTACKED = {"you": "you", "you or planeswalker": "you or a planeswalker you control"}
_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
#: 714.2a: the Roman numerals of chapter symbols
CHAPTER_NUMERALS = ("I", "II", "III", "IV", "V", "VI")


def render_abilities(abilities: Sequence[Any], card_name: str, self_name: str | None = None) -> str:
    """The Oracle text of ``abilities`` (without reminder text).

    ``self_name`` is how the text names its own object where an ability's Layout doesn't say
    ("this creature", a short name); by default the card's name.
    """
    return Renderer(card_name, self_name).render(abilities)


def ability_text(ability: Any, card_name: str) -> str | None:
    """One ability's Oracle text for a message (a refusal, a log line), or None where the
    renderer can't write it back."""
    try:
        return render_abilities((ability,), card_name)
    except (ValueError, KeyError, AttributeError, TypeError):
        return None
