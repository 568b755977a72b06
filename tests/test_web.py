"""The web app's routes (`mtgrules serve`), through Starlette's TestClient: fast, no browser."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

pytest.importorskip("starlette", reason="the web extra isn't installed: pip install -e '.[web]'")
pytest.importorskip("jinja2", reason="the web extra isn't installed: pip install -e '.[web]'")

from starlette.testclient import TestClient

from mtgrules.cli import main
from mtgrules.scenario.loader import load
from mtgrules.scenario.runner import Runner, run_scenario
from mtgrules.web.app import ScenarioFiles, create_app
from mtgrules.web.sandbox import Sandbox
from mtgrules.web.trace import Limits, trace_text

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
BOLT = EXAMPLES / "bolt-cant-target-paladin.yaml"

ESCAPE_SCENARIO = """\
name: "<script>alert('name')</script> escapes"
description: "<b>bold?</b>"
cards:
  - name: "<script>alert(1)</script>"
    type_line: Creature — Bear
    power: 2
    toughness: 2
players:
  - name: "<img src=x onerror=alert(2)>"
    battlefield: ["<script>alert(1)</script>"]
  - name: Bob
script:
  - expect:
      life: {Bob: 20}
      zone: {"<script>alert(1)</script>": battlefield}
"""


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app([str(EXAMPLES)], isolate=False))


def _text(page: str) -> str:
    """The page's visible text, roughly: tags dropped, entities decoded."""
    return html.unescape(re.sub(r"<[^>]+>", "", page))


def test_runner_calls_the_step_hook_before_and_after_each_step() -> None:
    seen: list[tuple[int, int]] = []

    def hook(runner: Runner, i: int, step: dict[str, Any]) -> None:
        seen.append((i, runner.game.players[1].life))

    sc = load(BOLT)
    result = run_scenario(sc, hook)
    assert result.passed
    assert [i for i, _ in seen] == list(range(len(sc.script) + 1))
    assert seen[0][1] == 20 and seen[-1][1] == 17


def test_index_lists_the_examples_with_pass_or_fail(client: TestClient) -> None:
    r = client.get("/")
    assert r.status_code == 200
    assert "3 passed, 0 failed" in _text(r.text)
    assert r.text.count('class="badge pass"') == 3
    assert 'href="/scenario/0/bolt-cant-target-paladin.yaml"' in r.text
    assert 'href="/rules/702.16b"' in r.text  # the rules each scenario cites


def test_scenario_page_shows_each_step_with_its_board_log_and_expectations(
    client: TestClient,
) -> None:
    r = client.get("/scenario/0/bolt-cant-target-paladin.yaml")
    assert r.status_code == 200
    page = r.text
    assert 'id="verdict">passed<' in page
    steps = re.findall(r'<section class="step" id="step-(\d+)"', page)
    assert steps == [str(i) for i in range(6)]  # the position, then 5 script steps
    last = page[page.index('id="step-5"') :]
    assert '<dd class="life">17</dd>' in last  # Bob's life after the bolt
    assert "Refused: Lightning Bolt can&#39;t target Paladin en-Vec: protection from red" in page
    assert '<a class="rule-ref" href="/rules/702.16b" data-rule="702.16b">702.16b</a>' in page
    assert "Lightning Bolt deals 3 damage to Bob" in page
    assert 'href="/rules/120.3a"' in page  # each log line's rule a link
    assert page.count('class="exp pass"') == 7 and 'class="exp fail"' not in page
    assert "name: Lightning Bolt can&#39;t target Paladin en-Vec" in page  # the YAML editor


def test_board_shows_permanents_with_pt_tapped_damage_and_counters(tmp_path: Path) -> None:
    f = tmp_path / "board.yaml"
    f.write_text(
        "name: board\nplayers:\n"
        "  - name: A\n    library: [Forest, Forest]\n    graveyard: [Shock]\n"
        "    battlefield:\n      - {card: Grizzly Bears, tapped: true, damage: 1,"
        " counters: {+1/+1: 2}}\n      - {card: Mountain, phased_out: true}\n"
        "  - name: B\n    hand: [Giant Growth]\n    exile: [Lightning Bolt]\n"
        "script:\n  - expect: {pt: {Grizzly Bears: 4/4}}\n"
    )
    c = TestClient(create_app([str(tmp_path)], isolate=False))
    page = c.get("/scenario/0/board.yaml").text
    bears = page[page.index('data-name="Grizzly Bears"') :][:1500]
    assert '<div class="ptbox">4/4</div>' in bears
    assert "tapped" in bears and "1 damage" in bears and "2 × +1/+1" in bears
    assert 'class="permanent phased"' in page and "phased out" in page
    assert '<dd class="library">2</dd>' in page
    assert "Shock</a>" in page and "Giant Growth</a>" in page and "Lightning Bolt</a>" in page


def test_edited_scenario_runs_again_and_a_wrong_expectation_is_red(client: TestClient) -> None:
    text = BOLT.read_text().replace("life: {Bob: 17}", "life: {Bob: 18}")
    r = client.post("/scenario/0/bolt-cant-target-paladin.yaml", data={"yaml": text})
    assert r.status_code == 200
    assert 'id="verdict">failed<' in r.text
    fails = re.findall(r'<li class="exp fail">(.*?)</li>', r.text, re.S)
    assert len(fails) == 1
    assert "expected Bob&#39;s life 18, found" in fails[0] and ">17<" in fails[0]
    assert "edited here, not saved" in r.text
    assert BOLT.read_text().count("life: {Bob: 17}") == 1  # the file is untouched


def test_malformed_scenario_shows_the_cli_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\nplayers: [{name: A}, {name: B}]\nturn: {step: lunch}\n")
    cli = CliRunner().invoke(main, ["check", str(tmp_path)])
    message = next(ln for ln in cli.output.splitlines() if ln.startswith("invalid scenario"))
    c = TestClient(create_app([str(tmp_path)], isolate=False))
    page = c.get("/scenario/0/bad.yaml").text
    assert message in _text(page)
    assert message in _text(c.get("/").text)
    # the same for text typed in: a YAML error names the file and "(yaml)", as the CLI does
    r = c.post("/scenario/0/bad.yaml", data={"yaml": "name: [unclosed\n"})
    assert f"invalid scenario: {tmp_path / 'bad.yaml'}: (yaml): not valid YAML" in _text(r.text)


def test_names_and_texts_are_escaped(client: TestClient) -> None:
    r = client.post("/try", data={"yaml": ESCAPE_SCENARIO})
    assert r.status_code == 200
    page = r.text
    assert "<script>alert" not in page and "<img src=x" not in page and "<b>bold" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page  # the card, shown as text
    assert "&lt;img src=x onerror=alert(2)&gt;" in page  # the player
    assert 'id="verdict">passed<' in page  # the card was defined and put on the battlefield


def test_security_headers(client: TestClient) -> None:
    r = client.get("/")
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert r.headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize(
    "url",
    [
        "/scenario/0/../../pyproject.toml",
        "/scenario/0/%2e%2e/%2e%2e/pyproject.toml",
        "/scenario/0/..%2f..%2fpyproject.toml",
        "/scenario/0//etc/passwd",
        "/scenario/0/%2Fetc%2Fpasswd",
        "/scenario/1/anything.yaml",
        "/scenario/x/bolt-cant-target-paladin.yaml",
        "/scenario/0/../secret.yaml",
        "/scenario/0/%2e%2e/secret.yaml",
        "/scenario/0/link.yaml",
        "/scenario/0/notes.txt",
    ],
)
def test_no_file_outside_the_given_paths_is_readable(tmp_path: Path, url: str) -> None:
    root = tmp_path / "served"
    root.mkdir()
    (root / "ok.yaml").write_text("name: ok\nplayers: [{name: A}, {name: B}]\n")
    (root / "notes.txt").write_text("SECRET-NOTES")
    secret = tmp_path / "secret.yaml"
    secret.write_text("name: SECRET-OUTSIDE\nplayers: [{name: A}, {name: B}]\n")
    (root / "link.yaml").symlink_to(secret)
    c = TestClient(create_app([str(root)], isolate=False))
    r = c.get(url)
    assert r.status_code == 404
    assert "SECRET" not in r.text and "root:" not in r.text and "[project]" not in r.text
    r = c.post(url, data={"yaml": "name: x"})
    assert r.status_code in (404, 405)
    listing = c.get("/").text
    assert "SECRET" not in listing and "ok.yaml" in listing


def test_scenario_files_get_refuses_escapes(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("name: a\n")
    files = ScenarioFiles([str(tmp_path)])
    assert files.get("0/a.yaml") is not None
    for sid in ["0/../a.yaml", "0/./a.yaml", "0/", "0", "-1/a.yaml", "0/a.yaml\x00", "0\\a.yaml"]:
        assert files.get(sid) is None, sid


def test_posted_scenario_over_256_kb_is_refused(client: TestClient) -> None:
    big = "name: big\n# " + "x" * (256 * 1024) + "\n"
    r = client.post("/try", data={"yaml": big})
    assert r.status_code == 413
    assert "256 KB" in r.text


def test_yaml_is_loaded_safely(client: TestClient, tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    text = f'!!python/object/apply:os.system ["touch {marker}"]\n'
    r = client.post("/try", data={"yaml": text})
    assert r.status_code == 200
    assert "invalid scenario: scratch.yaml: (yaml): not valid YAML" in _text(r.text)
    assert not marker.exists()


def test_runs_are_bounded_in_decisions_and_time() -> None:
    text = BOLT.read_text()
    t = trace_text(text, "bolt.yaml", Limits(max_decisions=2))
    assert t["error"] == "stopped: more than 2 decisions (the limit for a run here)"
    assert t["steps"] and not t["passed"]  # the steps before the stop are kept
    t = trace_text(text, "bolt.yaml", Limits(seconds=0.0))
    assert t["error"].startswith("stopped: the run took longer than 0 s")
    t = trace_text(
        "name: x\nplayers: [{name: A}, {name: B}]\nscript: [pass, pass, pass]\n",
        "x.yaml",
        Limits(max_steps=2),
    )
    assert t["error"] == "the script has 3 steps; the limit here is 2"


def test_a_run_past_its_decisions_shows_why(tmp_path: Path) -> None:
    c = TestClient(create_app([str(EXAMPLES)], isolate=False, limits=Limits(max_decisions=3)))
    page = c.get("/scenario/0/dreadmaw-tramples-over-bears.yaml").text
    assert "stopped: more than 3 decisions (the limit for a run here)" in page


def test_isolated_run_in_its_own_process() -> None:
    box = Sandbox(Limits(), isolate=True)
    t = box.run(BOLT.read_text(), "bolt.yaml")
    assert t["passed"] and t["error"] is None and len(t["steps"]) == 6
    wrong = BOLT.read_text().replace("{Bob: 17}", "{Bob: 1}")
    got = box.summaries([(BOLT.read_text(), "a.yaml"), (wrong, "b.yaml"), ("name: [", "c.yaml")])
    assert [g["passed"] for g in got] == [True, False, False]
    assert got[2]["error"].startswith("invalid scenario: c.yaml: (yaml): not valid YAML")


def test_looking_at_the_board_does_not_change_what_happens() -> None:
    # The board is read from a copy of the game: computing characteristics between steps on
    # the game itself once changed this scenario's outcome (a cached value went stale).
    f = ROOT / "tests/scenarios/seeds/teferi/002-25-own-aura-on-opponents-creature.yaml"
    assert run_scenario(load(f)).passed
    t = trace_text(f.read_text(), str(f))
    assert t["error"] is None and t["passed"], [s["expectations"] for s in t["steps"]]


def test_rule_page_shows_the_rule_with_parent_and_subrules(client: TestClient) -> None:
    r = client.get("/rules/702.16e")
    assert r.status_code == 200
    text = _text(r.text)
    assert "Any damage that would be dealt by sources that have the stated quality" in text
    assert 'href="/rules/702.16"' in r.text and "Protection" in text  # the parent
    assert 'href="/rules/702"' in r.text and "Keyword Abilities" in text
    r = client.get("/rules/702.16")
    assert all(f'href="/rules/702.16{x}"' in r.text for x in "abcdefghijkmnp")
    frag = client.get("/rules/702.16e?fragment=1")
    assert frag.status_code == 200 and "<html" not in frag.text
    assert "702.16e" in frag.text


def test_rule_page_unknown_and_lookup(client: TestClient) -> None:
    assert client.get("/rules/999.9").status_code == 404
    assert client.get("/rules/<script>").status_code == 404
    assert "<script>" not in client.get("/rules/%3Cscript%3E").text
    r = client.get("/rules?n=702.16e", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/rules/702.16e"
    assert "Keyword Abilities" in client.get("/rules").text


def test_card_page_by_german_and_spanish_name(client: TestClient) -> None:
    r = client.get("/cards", params={"q": "Flammenblut-Koloss"})
    text = _text(r.text)
    assert "Bloodfire Colossus" in text and "German: Flammenblut-Koloss" in text
    assert "It deals 6 damage to each creature and each player." in text
    assert "supported" in text
    r = client.get("/cards", params={"q": "Schwarzer Ritter"})
    assert "Black Knight" in _text(r.text) and "Protection from white" in _text(r.text)
    r = client.get("/cards", params={"q": "Coloso Sangrefuego"})
    assert "Bloodfire Colossus" in _text(r.text)


def test_card_page_lists_the_gaps_of_an_unsupported_card(client: TestClient) -> None:
    r = client.get("/cards", params={"q": "Chaos Orb"})
    text = _text(r.text)
    assert "not supported yet" in text
    assert "can't read 'is on the battlefield, flip it" in text


def test_card_page_unknown_name_suggests(client: TestClient) -> None:
    r = client.get("/cards", params={"q": "Lightning Blot"})
    assert "No card named" in _text(r.text)
    assert 'href="/cards?q=Lightning%20Bolt"' in r.text
    r = client.get("/cards", params={"q": "<script>x</script>"})
    assert "<script>x" not in r.text


def test_host_header_is_checked_when_serving_on_loopback() -> None:
    app = create_app([str(EXAMPLES)], isolate=False, allowed_hosts=["127.0.0.1", "localhost"])
    assert TestClient(app, base_url="http://127.0.0.1:8000").get("/rules/100.1").status_code == 200
    assert TestClient(app, base_url="http://evil.example").get("/rules/100.1").status_code == 400


def test_serve_listens_on_loopback_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[Any, ...]] = []
    import mtgrules.web.app as web_app

    def fake_serve(paths: list[str], host: str, port: int) -> None:
        calls.append((paths, host, port))

    monkeypatch.setattr(web_app, "serve", fake_serve)
    r = CliRunner().invoke(main, ["serve", str(EXAMPLES)])
    assert r.exit_code == 0, r.output
    assert calls == [([str(EXAMPLES)], "127.0.0.1", 8000)]


def test_serve_refuses_a_missing_path() -> None:
    r = CliRunner().invoke(main, ["serve", "/no/such/folder"])
    assert r.exit_code == 1 and "no such file or folder" in r.output


def test_steps_after_a_stop_are_listed_as_not_run(client: TestClient) -> None:
    text = BOLT.read_text().replace(
        "cast: {card: Lightning Bolt, targets: [Bob]}",
        "cast: {card: Lightning Bolt, targets: [Nobody]}",
    )
    r = client.post("/scenario/0/bolt-cant-target-paladin.yaml", data={"yaml": text})
    page = r.text
    assert re.findall(r'<section class="step" id="step-(\d+)"', page) == [str(i) for i in range(6)]
    assert 'class="exp fail"' in page and "no object named &#39;Nobody&#39;" in page
    assert page.count("not run: the script stopped at step 3") == 2  # steps 4 and 5
