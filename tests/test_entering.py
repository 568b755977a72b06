"""How permanents enter the battlefield through the one pipeline (614.1c-d, 614.12, 616.1),
counters and token replacements (614.16) and the order of 616.1g: the fields of the events
and what the effects found for them do (rules/entering.py)."""

from __future__ import annotations

from mtgrules.cards import ir, load_card
from mtgrules.game import Game
from mtgrules.rules import pipeline, zone_moves
from mtgrules.rules.events import CountersEvent, CreateTokensEvent, ZoneMoveEvent
from mtgrules.zones import Zone


def _game(alice: tuple[str, ...] = (), bob: tuple[str, ...] = ()) -> Game:
    g = Game(["Alice", "Bob"])
    for name in alice:
        g.add_card(0, Zone.BATTLEFIELD, load_card(name))
    for name in bob:
        g.add_card(1, Zone.BATTLEFIELD, load_card(name))
    g.start(active=0, step="main1")
    return g


def _entering(g: Game, name: str, controller: int = 0, **fields: object) -> ZoneMoveEvent:
    card = g.add_card(0, Zone.HAND, load_card(name))
    ev = ZoneMoveEvent(card.id, Zone.BATTLEFIELD, f"{name} enters", "test", card=card.card)
    ev.controller = controller
    for k, v in fields.items():
        setattr(ev, k, v)
    out = pipeline.replace(g, ev)
    assert out is not None
    return out


def test_a_zone_move_event_by_default_enters_untapped_with_no_counters() -> None:
    ev = ZoneMoveEvent(1, Zone.GRAVEYARD, "t", "r")
    assert (ev.controller, ev.tapped, ev.counters, ev.copy_of, ev.card, ev.token) == (
        None,
        False,
        {},
        None,
        None,
        False,
    )
    assert ev.entering() is None


def test_own_enters_tapped_and_counters_are_found_on_the_event() -> None:
    g = _game()
    assert _entering(g, "Rusted Sentinel").tapped  # 614.1c
    ev = _entering(g, "Faithful Watchdog")
    assert not ev.tapped and ev.counters == {"+1/+1": 3}
    assert _entering(g, "Garruk Wildspeaker").counters == {"loyalty": 3}  # 306.5b


def test_a_copy_effect_applied_first_removes_the_own_enters_tapped() -> None:
    # 614.12, the 616.1f example: checked on the permanent as it would exist
    g = _game()
    bears = load_card("Grizzly Bears")
    ev = _entering(g, "Rusted Sentinel", copy_of=bears)
    assert ev.copy_of is bears and not ev.tapped
    watchdog = load_card("Faithful Watchdog")
    assert _entering(g, "Grizzly Bears", copy_of=watchdog).counters == {"+1/+1": 3}  # 707.5


def test_essence_of_the_wild_is_a_copy_effect_of_616_1c() -> None:
    g = _game(alice=("Essence of the Wild",))
    ev = _entering(g, "Rusted Sentinel")
    assert ev.copy_of is not None and ev.copy_of.name == "Essence of the Wild"
    assert not ev.tapped
    assert _entering(g, "Hardened Scales").copy_of is None  # not a creature (614.12)


def test_others_enter_tapped_is_checked_against_the_entering_controller() -> None:
    g = _game(bob=("Imposing Sovereign",))
    assert _entering(g, "Grizzly Bears", controller=0).tapped  # 614.1d
    assert not _entering(g, "Grizzly Bears", controller=1).tapped
    assert not _entering(g, "Hardened Scales", controller=0).tapped
    assert any(e.rule == "614.1d" and "Grizzly Bears enters tapped" in e.text for e in g.log)


def test_kismet_covers_artifacts_creatures_and_lands() -> None:
    g = _game(bob=("Kismet",))
    assert _entering(g, "Forest").tapped
    assert _entering(g, "Rusted Sentinel").tapped
    assert not _entering(g, "Hardened Scales").tapped


def test_orb_of_dreams_doesnt_affect_itself() -> None:
    # 614.12 example: it isn't on the battlefield as it enters
    g = _game()
    orb = g.add_card(0, Zone.HAND, load_card("Orb of Dreams"))
    new = zone_moves.move(g, orb, Zone.BATTLEFIELD, "Orb enters", "test")
    assert not new.tapped
    bears = g.add_card(0, Zone.HAND, load_card("Grizzly Bears"))
    assert zone_moves.move(g, bears, Zone.BATTLEFIELD, "Bears enter", "test").tapped


def test_doubling_season_doubles_loyalty_but_not_a_cost() -> None:
    g = _game(alice=("Doubling Season",))
    assert _entering(g, "Garruk Wildspeaker").counters == {"loyalty": 6}  # 614.16
    garruk = g.add_card(0, Zone.BATTLEFIELD, load_card("Garruk Wildspeaker"))
    cost = pipeline.replace(g, CountersEvent(garruk.id, "loyalty", 1, "606.4", by_effect=False))
    assert cost is not None and cost.n == 1  # a cost isn't "an effect" (614.16)
    eff = pipeline.replace(g, CountersEvent(garruk.id, "loyalty", 1, "122.1"))
    assert eff is not None and eff.n == 2


def test_hardened_scales_applies_to_costs_too_and_only_to_its_kind() -> None:
    g = _game(alice=("Hardened Scales",))
    bears = g.add_card(0, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    ev = pipeline.replace(g, CountersEvent(bears.id, "+1/+1", 2, "122.1", by_effect=False))
    assert ev is not None and ev.n == 3
    ev = pipeline.replace(g, CountersEvent(bears.id, "-1/-1", 2, "122.1"))
    assert ev is not None and ev.n == 2
    theirs = g.add_card(1, Zone.BATTLEFIELD, load_card("Grizzly Bears"))
    ev = pipeline.replace(g, CountersEvent(theirs.id, "+1/+1", 2, "122.1"))
    assert ev is not None and ev.n == 2  # "a creature you control"


def test_token_multipliers_commute_and_no_one_is_asked() -> None:
    g = _game(alice=("Parallel Lives", "Anointed Procession"))
    card = load_card("Grizzly Bears")
    ev = pipeline.replace(g, CreateTokensEvent(0, 1, card, "test"))
    assert ev is not None and ev.n == 4
    ev = pipeline.replace(g, CreateTokensEvent(1, 1, card, "test"))
    assert ev is not None and ev.n == 1  # "under your control"
    assert g.pending is None or g.pending.kind != "choose"


def test_tokens_are_doubled_before_each_enters_616_1g() -> None:
    g = _game(alice=("Doubling Season",), bob=("Imposing Sovereign",))
    made = zone_moves.create_tokens(
        g, 0, ir.CreateToken(2, 1, 1, frozenset("W"), ("creature",), ("Soldier",)), "t", 2
    )
    assert len(made) == 4 and all(t.tapped for t in made)
    texts = [e.text for e in g.log]
    first_tapped = next(i for i, t in enumerate(texts) if "enters tapped" in t)
    doubled = next(i for i, t in enumerate(texts) if "are created instead of" in t)
    assert doubled < first_tapped


def test_a_moved_card_keeps_what_the_event_said() -> None:
    g = _game(alice=("Hardened Scales",), bob=("Imposing Sovereign",))
    dog = g.add_card(0, Zone.HAND, load_card("Faithful Watchdog"))
    new = zone_moves.move(g, dog, Zone.BATTLEFIELD, "Watchdog enters", "test", controller=0)
    assert new.tapped and new.counters == {"+1/+1": 4} and new.controller == 0


def test_enters_with_an_additional_counter_only_for_its_filter() -> None:
    g = _game(alice=("Grumgully, the Generous",))
    assert _entering(g, "Grizzly Bears").counters == {"+1/+1": 1}  # 614.1d
    assert _entering(g, "Imposing Sovereign").counters == {}  # a Human
    assert _entering(g, "Grizzly Bears", controller=1).counters == {}  # "you control"
    g2 = _game(alice=("Oath of Gideon", "Doubling Season"))
    # 306.5b + 614.1d, then doubled (614.16): (3 + 1) x 2
    assert _entering(g2, "Garruk Wildspeaker").counters == {"loyalty": 8}
