"""The parsers at the edge (scenario YAML, deck text, mana costs) take any input and raise
nothing but their documented error (issue 13): ScenarioError, DeckError, ValueError."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgrules.cards.database import CardDatabase
from mtgrules.decks import DeckError, load_deck, parse_deck
from mtgrules.errors import ScenarioError
from mtgrules.mana import ManaCost, mana_value
from mtgrules.scenario.loader import load, parse, parse_yaml

SETTINGS = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(max_size=12),
    st.sampled_from(
        ["pass", "all", "main1", "declare_blockers", "Alice", "Bob", "Grizzly Bears", "{R}"]
    ),
)
KEYS = [
    "name",
    "players",
    "turn",
    "script",
    "cards",
    "life",
    "hand",
    "battlefield",
    "card",
    "counters",
    "cast",
    "attack",
    "block",
    "advance",
    "resolve",
    "expect",
    "choose",
    "step",
    "turn",
    "targets",
    "x",
    "id",
    "token",
    "zone",
    "top",
    "bottom",
    "player",
    "expect_error",
]
trees = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(KEYS), scalars), inner, max_size=4),
    ),
    max_leaves=25,
)


def skeleton(draw: Any) -> dict[str, Any]:
    """A scenario close to valid, with random parts: reaches the deeper checks."""
    doc: dict[str, Any] = {
        "name": "fuzz",
        "players": [{"name": "Alice", "battlefield": ["Grizzly Bears"]}, {"name": "Bob"}],
        "turn": {"active": "Alice", "step": "main1"},
        "script": [{"pass": None}, {"expect": {"life": {"Bob": 20}}}],
    }
    where = draw(st.sampled_from(["top", "player", "turn", "step", "expect"]))
    value = draw(trees)
    key = draw(st.sampled_from(KEYS))
    if where == "top":
        doc[key] = value
    elif where == "player":
        doc["players"][0][key] = value
    elif where == "turn":
        doc["turn"][key] = value
    elif where == "step":
        doc["script"].append({key: value})
    else:
        doc["script"][1]["expect"][key] = value
    return doc


@SETTINGS
@given(data=trees)
def test_any_yaml_value_is_a_scenario_or_a_scenario_error(data: Any) -> None:
    try:
        parse(data, "fuzz.yaml")
    except ScenarioError as e:
        assert str(e).startswith("fuzz.yaml: ")


@settings(SETTINGS, max_examples=60)
@given(data=st.composite(skeleton)())
def test_near_scenarios_are_scenarios_or_scenario_errors(data: dict[str, Any]) -> None:
    text = yaml.safe_dump(data, allow_unicode=True)
    try:
        parse(parse_yaml(text.encode(), "fuzz.yaml"), "fuzz.yaml")
    except ScenarioError as e:
        assert e.problems and all("\n" not in k + p for k, p in e.problems)


@SETTINGS
@given(raw=st.one_of(st.binary(max_size=300), st.text(max_size=300).map(str.encode)))
def test_any_bytes_are_a_scenario_or_a_scenario_error(tmp_path: Path, raw: bytes) -> None:
    f = tmp_path / "fuzz.yaml"
    f.write_bytes(raw)
    with contextlib.suppress(ScenarioError):
        load(f)


deck_lines = st.one_of(
    st.text(max_size=30),
    st.builds(
        "{} {}".format,
        st.one_of(st.integers(-5, 10**25), st.text("0123456789", min_size=1, max_size=60)),
        st.sampled_from(["Mountain", "Lightning Bolt", "Forest", "Nonexistent Card", "", "x"]),
    ),
    st.sampled_from(["Deck", "Sideboard", "SB: 2 Mountain", "// comment", "", "\x00", "\ufeff"]),
)


SMALL_DB = CardDatabase(
    [CardDatabase.bundled().get(n) for n in ("Mountain", "Forest", "Lightning Bolt")]
)  # unknown names are looked up with suggestions: over a small database, quickly


@SETTINGS
@given(lines=st.lists(deck_lines, max_size=8))
def test_any_deck_text_is_a_deck_or_a_deck_error(lines: list[str]) -> None:
    try:
        deck = parse_deck("\n".join(lines), "fuzz.txt", db=SMALL_DB)
    except DeckError as e:
        assert str(e).startswith("fuzz.txt:")
        return
    assert 0 < len(deck) <= 1000


@SETTINGS
@given(raw=st.binary(max_size=300))
def test_any_deck_bytes_are_a_deck_or_a_deck_error(tmp_path: Path, raw: bytes) -> None:
    f = tmp_path / "fuzz.txt"
    f.write_bytes(raw)
    with contextlib.suppress(DeckError):
        load_deck(f)


costs = st.one_of(
    st.text(max_size=30),
    st.lists(
        st.one_of(
            st.sampled_from(["W", "U", "B", "R", "G", "C", "S", "X", "W/U", "2/W", "G/P", "Q"]),
            st.text("0123456789", min_size=1, max_size=8),
            st.text(max_size=4),
        ),
        max_size=8,
    ).map(lambda parts: "".join("{" + p + "}" for p in parts)),
    st.just("{" + "9" * 5000 + "}"),
)


@SETTINGS
@given(cost=costs)
def test_any_mana_cost_parses_or_is_a_value_error(cost: str) -> None:
    try:
        parsed = ManaCost.parse(cost)
    except ValueError:
        return
    assert parsed.generic >= 0 and parsed.total() >= 0
    assert mana_value(cost) >= 0
