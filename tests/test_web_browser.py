"""`mtgrules serve` driven in a real headless Chromium (Playwright over Debian's chromium).

The server is the real command (`mtgrules serve`, isolated runs and all) on a free loopback
port. Each test keeps a screenshot under tmp/artifacts/ (gitignored). Without chromium the
tests are skipped, unless MTGRULES_REQUIRE_BROWSER=1 (as .ci/run sets): then they fail.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
ARTIFACTS = ROOT / "tmp" / "artifacts"
CHROMIUM = os.environ.get("MTGRULES_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
REQUIRED = os.environ.get("MTGRULES_REQUIRE_BROWSER") == "1"


def _missing() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
        import starlette  # noqa: F401
    except ImportError as e:
        return f"{e.name} isn't installed (pip install -e '.[dev]')"
    if not Path(CHROMIUM).is_file():
        return f"no Chromium at {CHROMIUM} (apt-get install chromium, or set MTGRULES_CHROMIUM)"
    return None


_why = _missing()
if _why is not None:
    if REQUIRED:
        raise RuntimeError(f"browser tests are required here but can't run: {_why}")
    pytest.skip(f"browser tests skipped: {_why}", allow_module_level=True)

from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402

ESCAPE_SCENARIO = """\
name: "A card named <script> is shown as text"
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
      zone: {"<script>alert(1)</script>": battlefield}
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    base = tmp_path_factory.mktemp("served")
    own = base / "own"
    own.mkdir()
    (own / "escape.yaml").write_text(ESCAPE_SCENARIO, encoding="utf-8")
    (own / "malformed.yaml").write_text(
        "name: bad\nplayers: [{name: A}, {name: B}]\nturn: {step: lunch}\n"
    )
    (base / "secret.yaml").write_text("name: TOP-SECRET\nplayers: [{name: A}, {name: B}]\n")
    port = _free_port()
    log = (base / "server.log").open("w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from mtgrules.cli import main; main()",
            "serve",
            "examples",  # as a person would type it, run from the checkout
            str(own),
            "--port",
            str(port),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=ROOT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                urllib.request.urlopen(url + "/rules/100.1", timeout=5).read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        "the server didn't start: " + (base / "server.log").read_text()
                    ) from None
                time.sleep(0.3)
        yield {"url": url, "own": own}
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-dev-shm-usage"]
        )
        yield b
        b.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Page]:
    ctx = browser.new_context(viewport={"width": 1440, "height": 1000})
    pg = ctx.new_page()
    dialogs: list[str] = []
    pg.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.set_default_timeout(60_000)  # the first run of a page starts the run processes
    yield pg
    assert dialogs == [], f"a script ran: {dialogs}"
    assert errors == [], f"JavaScript errors: {errors}"
    ctx.close()


def shot(page: Page, name: str, full: bool = True) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full)


def test_examples_are_listed_with_pass_or_fail(page: Page, served: dict[str, Any]) -> None:
    page.goto(served["url"] + "/")
    rows = page.locator("table.scenarios tbody tr")
    expect(rows).to_have_count(5)  # 3 examples, then the escape and malformed scenarios
    expect(page.locator("tr.pass .badge")).to_have_count(4)
    expect(page.locator("tr.fail")).to_contain_text("invalid scenario")
    shot(page, "01-scenarios")
    page.get_by_role("link", name="Colossal Dreadmaw tramples over Grizzly Bears").click()
    expect(page.locator("h1")).to_have_text("Colossal Dreadmaw tramples over Grizzly Bears")


def test_step_through_a_scenario(page: Page, served: dict[str, Any]) -> None:
    page.goto(served["url"] + "/scenario/0/dreadmaw-tramples-over-bears.yaml")
    expect(page.locator("#verdict")).to_have_text("passed")
    visible = page.locator("section.step:visible")
    expect(visible).to_have_count(1)
    expect(page.locator("#step-pos")).to_have_text("step 0 of 7")
    expect(visible.locator(".player[data-player=Bob] .life")).to_have_text("20")
    for _ in range(3):
        page.click("#next")
    expect(page.locator("#step-pos")).to_have_text("step 3 of 7")
    expect(visible.locator("h3")).to_contain_text("block: {Grizzly Bears: Colossal Dreadmaw}")
    expect(visible.locator(".permanent[data-name='Grizzly Bears']")).to_contain_text("blocking")
    expect(visible.locator(".permanent[data-name='Colossal Dreadmaw']")).to_contain_text("6/6")
    shot(page, "02-scenario-step-3", full=False)
    page.keyboard.press("ArrowRight")
    expect(visible.locator(".refusals")).to_contain_text("needs 2, not 1")
    page.locator("a.step-link[data-step='7']").click()
    expect(visible.locator(".player[data-player=Bob] .life")).to_have_text("16")
    expect(visible.locator(".exp.pass")).to_have_count(4)
    expect(visible.locator(".player[data-player=Bob] .graveyard")).to_contain_text("Grizzly Bears")
    page.click("#show-all")
    expect(page.locator("section.step:visible")).to_have_count(8)


def test_click_a_rule_number_and_read_it_beside_the_log(page: Page, served: dict[str, Any]) -> None:
    page.goto(served["url"] + "/scenario/0/bolt-cant-target-paladin.yaml#step-4")
    step = page.locator("section.step:visible")
    expect(step.locator("h3")).to_contain_text("resolve: all")
    step.locator(".log a.rule-ref[data-rule='120.3a']").click()
    panel = page.locator("#rule-panel-body")
    expect(panel).to_contain_text(
        "Damage dealt to a player by a source without infect causes that player to lose"
    )
    expect(panel.locator(".lineage")).to_contain_text("Damage")  # its parent, 120.3
    expect(page).to_have_url(served["url"] + "/scenario/0/bolt-cant-target-paladin.yaml#step-4")
    shot(page, "03-scenario-rule-beside-log", full=False)
    # a rule number in a refusal works the same way
    page.locator("a.step-link[data-step='1']").click()
    page.locator("section.step:visible .refusal a.rule-ref").click()
    expect(panel).to_contain_text("702.16b")
    expect(panel).to_contain_text("can’t be targeted by spells with the stated quality")


def test_edit_a_scenario_so_an_expectation_fails_and_see_it_red(
    page: Page, served: dict[str, Any]
) -> None:
    page.goto(served["url"] + "/scenario/0/bolt-cant-target-paladin.yaml")
    text = page.locator("#yaml").input_value()
    page.locator("#yaml").fill(text.replace("life: {Bob: 17}", "life: {Bob: 18}"))
    page.click("#run")
    expect(page.locator("#verdict")).to_have_text("failed")
    red = page.locator("section.step:visible .exp.fail")
    expect(red).to_have_count(1)
    expect(red).to_contain_text("expected Bob's life 18, found 17")
    color = red.evaluate("e => getComputedStyle(e).color")
    assert color == "rgb(179, 38, 30)", color  # --fail
    expect(page.locator("a.step-link.bad")).to_have_count(1)
    expect(page.locator("#yaml")).to_have_value(text.replace("{Bob: 17}", "{Bob: 18}"))
    shot(page, "04-scenario-edited-red", full=False)


def test_look_up_a_card_by_its_german_name(page: Page, served: dict[str, Any]) -> None:
    page.goto(served["url"] + "/")
    page.fill("input[name=q]", "Flammenblut-Koloss")
    page.press("input[name=q]", "Enter")
    expect(page.locator("h1.card-name")).to_contain_text("Bloodfire Colossus")
    expect(page.locator(".foreign")).to_contain_text("German: Flammenblut-Koloss")
    expect(page.locator(".oracle")).to_contain_text("It deals 6 damage to each creature")
    expect(page.locator(".support")).to_contain_text("supported")
    shot(page, "05-card-german-name")
    page.goto(served["url"] + "/cards?q=Chaos%20Orb")
    expect(page.locator(".unsupported")).to_contain_text("not supported yet")
    expect(page.locator(".gaps li")).to_contain_text(["can't read 'is on the battlefield, flip it"])
    shot(page, "06-card-unsupported")


def test_rule_page_with_parent_and_subrules(page: Page, served: dict[str, Any]) -> None:
    page.goto(served["url"] + "/rules/702.16")
    expect(page.locator(".rule-head")).to_contain_text("Protection")
    expect(page.locator(".subrules > li")).to_have_count(14)
    page.locator(".subrules a.rule-ref[data-rule='702.16e']").click()
    expect(page).to_have_url(served["url"] + "/rules/702.16e")
    expect(page.locator(".rule-head")).to_contain_text(
        "Any damage that would be dealt by sources that have the stated quality"
    )
    expect(page.locator(".lineage")).to_contain_text("Protection")
    shot(page, "07-rule-702.16e")


def test_a_card_named_script_renders_as_text(page: Page, served: dict[str, Any]) -> None:
    page.goto(served["url"] + "/scenario/1/escape.yaml")
    expect(page.locator("#verdict")).to_have_text("passed")
    page.click("#show-all")
    card = page.locator(".permanent .pname").first
    expect(card).to_have_text("<script>alert(1)</script>")
    expect(page.locator(".player h4").first).to_have_text("<img src=x onerror=alert(2)>")
    assert page.locator("main script, main img").count() == 0
    shot(page, "08-escaping")
    # typed in too: the page's own dialog listener fails the test if anything runs
    page.goto(served["url"] + "/try")
    page.locator("#yaml").fill(ESCAPE_SCENARIO.replace("alert(1)", "alert(3)"))
    page.click("#run")
    expect(page.locator("#verdict")).to_have_text("passed")
    assert page.locator("main script, main img").count() == 0


def test_path_traversal_is_refused(page: Page, served: dict[str, Any]) -> None:
    for path in (
        "/scenario/1/%2e%2e/secret.yaml",
        "/scenario/1/..%2fsecret.yaml",
        "/scenario/0/%2e%2e/%2e%2e/pyproject.toml",
        "/scenario/7/secret.yaml",
    ):
        resp = page.goto(served["url"] + path)
        assert resp is not None and resp.status == 404, path
        expect(page.locator("h1")).to_have_text("Not found")
        assert "TOP-SECRET" not in page.content()
    shot(page, "09-path-traversal-refused")


def test_malformed_scenario_shows_the_cli_error(page: Page, served: dict[str, Any]) -> None:
    page.goto(served["url"] + "/scenario/1/malformed.yaml")
    expect(page.locator("#run-error")).to_contain_text(
        f"invalid scenario: {served['own'] / 'malformed.yaml'}: turn.step: unknown step 'lunch'"
    )
    shot(page, "10-malformed", full=False)
