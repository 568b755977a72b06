"""Transformer rules for the h-mana block of grammar.lark (issue 12): energy (107.14,
122.1), Powerstone tokens (111.10h) and more ways to say which mana an ability adds (106.1,
605). Rendered back by ``render/`` and carried out by ``rules/energy.py`` and
``rules/effects_players.py``."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards import words
from mtgrules.cards.ir import (
    ActivatedAbility,
    AddMana,
    AsEntersChoose,
    BecomesChosen,
    ChooseValue,
    GrantAbilities,
    MayPay,
    PlayerCounters,
    StaticAbility,
    TriggeredAbility,
)
from mtgrules.cards.ir.refs import CHOSEN_TYPE, THAT_TYPE
from mtgrules.cards.transform_effects import Chain, Pred
from mtgrules.cards.transform_nouns import Unread
from mtgrules.cards.transform_tokens import read_quoted


class ManaMixin:
    """Energy, Powerstones and mana phrasings."""

    # --- 107.14, 122.1: energy --------------------------------------------------------------

    def energy_n(self, c: list[Any]) -> int:
        return sum(1 for t in c if isinstance(t, Token))

    def p_get_energy(self, c: list[Any]) -> Pred:
        n = next(x for x in c if isinstance(x, int))
        return Pred(lambda who: [PlayerCounters(who, "energy", n)])

    def c_energy(self, c: list[Any]) -> dict[str, Any]:
        return {"pay_energy": int(c[0])}

    def c_energy_words(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.variants.add("energy_words")  # type: ignore[attr-defined]
        return {"pay_energy": int(c[0])}

    def p_get_energy_words(self, c: list[Any]) -> Pred:
        self.ctx.variants.add("energy_words")  # type: ignore[attr-defined]
        n = next(x for x in c if isinstance(x, int))
        return Pred(lambda who: [PlayerCounters(who, "energy", n)])

    def pay_energy(self, c: list[Any]) -> MayPay:
        return MayPay(energy=int(c[0]))

    # --- 106.1, 605: which mana an ability adds ------------------------------------------------

    def mana_many(self, c: list[Any]) -> int:
        return int(words.NUMBER_WORDS[str(c[0])])

    def mana_any_one(self, c: list[Any]) -> AddMana:
        return AddMana("", any_color=True, many=c[0])

    def mana_combination(self, c: list[Any]) -> AddMana:
        return AddMana("", combination=True, many=c[0])

    def mana_chosen(self, c: list[Any]) -> AddMana:
        return AddMana("", chosen_color=True, many=c[0] if c[0] != 1 else 0)

    def mana_or_chosen(self, c: list[Any]) -> AddMana:
        return AddMana(str(c[0]).upper(), chosen_color=True)

    # --- 614.12a: "As it enters, choose a color [other than red]." ------------------------------

    def s_as_it_enters_choose(self, c: list[Any]) -> AsEntersChoose:
        self.ctx.variants.add("as_it_enters")  # type: ignore[attr-defined]
        return AsEntersChoose(c[-1])

    def as_enters_it(self, c: list[Any]) -> str:
        return "it"

    def s_as_enters_color_other(self, c: list[Any]) -> AsEntersChoose:
        if c[0] == "it":
            self.ctx.variants.add("as_it_enters")  # type: ignore[attr-defined]
        return AsEntersChoose("color", other_than=c[-1])

    # --- 614.12a, 205.3m: "of the chosen type" --------------------------------------------------

    def post_chosen_type(self, c: list[Any]) -> tuple[str, str, str]:
        return ("add", "subtypes", CHOSEN_TYPE)

    # --- 113.2, 613.1f: a granted quoted mana ability ----------------------------------------

    def sp_have_quoted(self, c: list[Any]) -> Any:
        abilities = read_quoted(c[-1])
        # s9 h-other: any quoted ability read with the same grammar (113.2, 613.1f): "this
        # creature" in it is the object that has it (rules/support.py checks each one)
        if not abilities or not all(
            isinstance(a, ActivatedAbility | TriggeredAbility) for a in abilities
        ):
            raise Unread(str(c[-1]), "a granted quoted ability other than a mana ability")
        duration = self._static_duration  # type: ignore[attr-defined]
        return lambda who: StaticAbility(GrantAbilities(who, tuple(abilities), duration(who)))

    # --- 106.1, 608.2h: "Add an amount of {G} equal to this creature's power." ------------------

    def mana_amount_equal(self, c: list[Any]) -> AddMana:
        return AddMana(str(c[0]).upper(), count=c[1])

    # --- 105.4, 205.1b: "becomes the color / creature type of your choice" --------------------

    def p_becomes_chosen_color(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [BecomesChosen(who, "color")])

    def p_becomes_chosen_type(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [BecomesChosen(who, "creature type")])

    # --- h-chosen, 608.2d: "Choose a creature type." as an instruction ------------------------

    def s_choose_creature_type(self, c: list[Any]) -> Chain:
        return Chain([ChooseValue("creature type")])

    def post_that_type(self, c: list[Any]) -> tuple[str, str, str]:
        return ("add", "subtypes", THAT_TYPE)

    def post_that_name(self, c: list[Any]) -> tuple[str, str, bool]:
        # 201.4, 608.2c: the card name chosen just before ("Choose a nonland card name.")
        return ("set", "chosen_name", True)

    def post_not_chosen_type(self, c: list[Any]) -> tuple[str, str, str]:
        return ("add", "non_subtypes", CHOSEN_TYPE)

    def s_choose_color(self, c: list[Any]) -> Chain:
        return Chain([ChooseValue("color")])

    def s_choose_type_not_wall(self, c: list[Any]) -> Chain:
        return Chain([ChooseValue("creature type", other_than="Wall")])

    def s_choose_card_name(self, c: list[Any]) -> Chain:
        return Chain([ChooseValue("card name")])  # 201.4, 608.2d

    def s_choose_nonland_card_name(self, c: list[Any]) -> Chain:
        return Chain([ChooseValue("nonland card name")])  # 201.4a

    def p_becomes_that_type(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [BecomesChosen(who, "creature type", that=frozenset({THAT_TYPE}))])
