"""``mtgrules serve``: scenarios stepped through on a board, every rule one click away.

A Starlette app, rendered on the server with Jinja2 (autoescaped: every name and text a
visitor or a scenario brings is shown as text) and a little plain JavaScript of its own
(``static/app.js``); nothing is loaded from elsewhere, so it works offline.

Safe by default: it listens on 127.0.0.1 and answers only to that host name; it reads only
scenario files under the paths it was given (``..`` and links out of them are refused) and
never writes a file; an edited scenario is run from the posted text (at most 256 KB, YAML
loaded safely) in a process of its own, bounded in decisions and time (:mod:`.sandbox`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup, escape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..comprules import RULE_REF, RulesText, comp_rules, rule_numbers
from .sandbox import Sandbox
from .trace import DEFAULT_LIMITS, Limits

__all__ = ["ScenarioFiles", "create_app", "serve"]

STATIC_DIR = Path(__file__).parent / "static"
SECURITY_HEADERS = {
    # Only this app's own scripts and styles; nothing inline, nothing from elsewhere.
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")


# ------------------------------------------------------------------------------ the files


@dataclass(frozen=True)
class ScenarioFile:
    sid: str  # "0/sub/x.yaml": the root's index, then the path under it
    path: Path  # resolved
    shown: str  # as mtgrules check would name it: the root as given, then the path under it


class ScenarioFiles:
    """The scenario files under the given paths, and nothing else."""

    def __init__(self, paths: list[str]) -> None:
        if not paths:
            ex = default_examples()
            try:
                paths = [os.path.relpath(ex)]  # shown as mtgrules check would show it
            except ValueError:  # another drive (Windows)
                paths = [str(ex)]
        self.roots: list[tuple[str, Path]] = []
        for p in paths:
            path = Path(p)
            if not path.exists():
                raise ValueError(f"{p}: no such file or folder")
            self.roots.append((p, path.resolve()))

    def list(self) -> list[ScenarioFile]:
        out: list[ScenarioFile] = []
        for i, (given, root) in enumerate(self.roots):
            if root.is_file():
                out.append(ScenarioFile(f"{i}/{root.name}", root, given))
                continue
            for f in sorted(root.rglob("*.y*ml")):
                got = self._inside(root, f)
                if got is not None:
                    rel = f.relative_to(root).as_posix()
                    out.append(ScenarioFile(f"{i}/{rel}", got, str(Path(given) / rel)))
        return out

    @staticmethod
    def _inside(root: Path, f: Path) -> Path | None:
        if f.suffix not in (".yaml", ".yml"):
            return None
        real = f.resolve()
        if not real.is_file() or not real.is_relative_to(root):
            return None  # a link out of the folder
        return real

    def get(self, sid: str) -> ScenarioFile | None:
        """The file with this id, or None: anything outside the given paths is refused."""
        head, _, rel = sid.partition("/")
        if not head.isdigit() or not rel or "\\" in rel or "\x00" in rel:
            return None
        parts = rel.split("/")
        if any(part in ("", ".", "..") for part in parts) or rel.startswith("/"):
            return None
        i = int(head)
        if i >= len(self.roots):
            return None
        given, root = self.roots[i]
        if root.is_file():
            return ScenarioFile(sid, root, given) if rel == root.name else None
        real = self._inside(root, root.joinpath(*parts))
        if real is None:
            return None
        return ScenarioFile(sid, real, str(Path(given) / rel))


def default_examples() -> Path:
    """The bundled example scenarios (in a source checkout: ``examples/``)."""
    here = Path(__file__).resolve()
    for cand in (here.parents[1] / "examples", here.parents[3] / "examples"):
        if cand.is_dir():
            return cand
    raise ValueError("no bundled examples found: name scenario files or folders to serve")


# ------------------------------------------------------------------------------ rendering


def _env() -> Environment:
    env = Environment(
        loader=PackageLoader("mtgrules.web", "templates"),
        autoescape=select_autoescape(["html"], default=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["rulelinks"] = rule_links
    env.filters["rulefield"] = rule_field_links
    env.filters["urlpart"] = lambda s: quote(str(s), safe="")
    env.filters["urlpath"] = lambda s: quote(str(s), safe="/")
    return env


def _rule_anchor(number: str, shown: str | None = None) -> str:
    n = escape(number)
    return f'<a class="rule-ref" href="/rules/{n}" data-rule="{n}">{escape(shown or number)}</a>'


def rule_links(text: Any) -> Markup:
    """``text`` escaped, each rule number in it (702.16e) a link to its rule."""
    s = str(text)
    rules = comp_rules()
    out: list[str] = []
    last = 0
    for m in RULE_REF.finditer(s):
        if m.group(1) in rules:
            out.append(str(escape(s[last : m.start()])))
            out.append(_rule_anchor(m.group(1)))
            last = m.end()
    out.append(str(escape(s[last:])))
    return Markup("".join(out))


def rule_field_links(field_text: Any) -> Markup:
    """A log entry's rule field (``"702.19b, 510.1c"``) with each number a link."""
    if not field_text:
        return Markup("")
    s = str(field_text)
    rules = comp_rules()
    out: list[str] = []
    last = 0
    for number in rule_numbers(s):
        at = s.index(number, last)
        out.append(str(escape(s[last:at])))
        out.append(_rule_anchor(number) if number in rules else str(escape(number)))
        last = at + len(number)
    out.append(str(escape(s[last:])))
    return Markup("".join(out))


class Pages:
    def __init__(self, files: ScenarioFiles, sandbox: Sandbox) -> None:
        self.files = files
        self.sandbox = sandbox
        self.env = _env()
        self._results: dict[tuple[str, int, int], dict[str, Any]] = {}

    def html(self, template: str, status: int = 200, **ctx: Any) -> HTMLResponse:
        rules = comp_rules()
        body = self.env.get_template(template).render(rules_effective=rules.effective, **ctx)
        return HTMLResponse(body, status_code=status, headers=SECURITY_HEADERS)

    def not_found(self, what: str) -> HTMLResponse:
        return self.html("error.html", 404, title="Not found", message=what)

    # scenarios ------------------------------------------------------------------------

    def _read(self, f: ScenarioFile) -> str:
        if f.path.stat().st_size > self.sandbox.limits.max_bytes:
            return "x" * (self.sandbox.limits.max_bytes + 1)  # trace_text names the limit
        return f.path.read_text("utf-8", errors="replace")

    def _summaries(self, files: list[ScenarioFile]) -> list[dict[str, Any]]:
        """Each file's pass or fail, run again only when the file changed."""
        keys = []
        for f in files:
            st = f.path.stat()
            keys.append((str(f.path), st.st_mtime_ns, st.st_size))
        todo = [(k, f) for k, f in zip(keys, files, strict=True) if k not in self._results]
        got = self.sandbox.summaries([(self._read(f), f.shown) for _, f in todo])
        for (k, _), res in zip(todo, got, strict=True):
            self._results[k] = res
        return [self._results[k] for k in keys]

    async def index(self, request: Request) -> Response:
        files = await run_in_threadpool(self.files.list)
        results = await run_in_threadpool(self._summaries, files)
        rows: list[dict[str, Any]] = [
            {"file": f, "result": r} for f, r in zip(files, results, strict=True)
        ]
        passed = sum(1 for r in rows if r["result"].get("passed"))
        roots = [given for given, _ in self.files.roots]
        return self.html(
            "index.html", rows=rows, passed=passed, failed=len(rows) - passed, roots=roots
        )

    async def scenario(self, request: Request) -> Response:
        f = self.files.get(request.path_params["sid"])
        if f is None:
            return self.not_found("There is no scenario at this address among the served files.")
        if request.method == "POST":
            text, problem = await self._posted_text(request)
            if problem:
                return self.html("error.html", 413, title="Too large", message=problem)
            edited = True
        else:
            text = self._read(f)
            edited = False
        result = (
            await run_in_threadpool(self.sandbox.run, text, f.shown)
            if text is not None
            else {"error": "no scenario text was sent", "steps": []}
        )
        return self.html(
            "scenario.html",
            file=f,
            text=text or "",
            result=result,
            edited=edited,
            action=f"/scenario/{quote(f.sid, safe='/')}",
        )

    async def scratch(self, request: Request) -> Response:
        """A scenario typed in, run from the posted text; nothing is saved."""
        text: str | None = _SCRATCH_TEMPLATE
        result = None
        if request.method == "POST":
            text, problem = await self._posted_text(request)
            if problem:
                return self.html("error.html", 413, title="Too large", message=problem)
            result = await run_in_threadpool(self.sandbox.run, text or "", "scratch.yaml")
        return self.html(
            "scenario.html",
            file=None,
            text=text or "",
            result=result,
            edited=True,
            action="/try",
        )

    async def _posted_text(self, request: Request) -> tuple[str | None, str | None]:
        limit = self.sandbox.limits.max_bytes
        declared = request.headers.get("content-length")
        too_big = f"the scenario is larger than the limit here ({limit // 1024} KB)"
        if declared is not None and declared.isdigit() and int(declared) > 3 * limit + 4096:
            return None, too_big
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > 3 * limit + 4096:  # urlencoded text is up to 3 times as long
                return None, too_big
        form = parse_qs(body.decode("utf-8", errors="replace"), keep_blank_values=True)
        text = (form.get("yaml") or [""])[0].replace("\r\n", "\n")
        if len(text.encode("utf-8")) > limit:
            return None, too_big
        return text, None

    # rules ----------------------------------------------------------------------------

    async def rule(self, request: Request) -> Response:
        number = request.path_params["number"]
        rules = comp_rules()
        fragment = request.query_params.get("fragment") == "1"
        if number not in rules:
            if fragment:
                msg = f"No rule {number} in the Comprehensive Rules ({rules.effective})."
                return HTMLResponse(
                    f'<p class="missing">{escape(msg)}</p>', 404, headers=SECURITY_HEADERS
                )
            return self.not_found(
                f"No rule {number} in the Comprehensive Rules ({rules.effective})."
            )
        ctx = _rule_context(rules, number)
        return self.html("rule_fragment.html" if fragment else "rule.html", **ctx)

    async def rules_index(self, request: Request) -> Response:
        rules = comp_rules()
        n = request.query_params.get("n", "").strip()[:20]
        if n and n in rules:
            return RedirectResponse(f"/rules/{quote(rules.get(n).number)}", 303)
        chapters = [r for r in rules if r.parent is None]
        return self.html(
            "rules_index.html",
            chapters=chapters,
            rules=rules,
            source=rules.source,
            n=n,
            missing=n or None,
        )

    # cards ----------------------------------------------------------------------------

    async def cards(self, request: Request) -> Response:
        q = request.query_params.get("q", "").strip()[:200]
        ctx: dict[str, Any] = {"q": q, "card": None, "matches": [], "suggestions": []}
        if q:
            ctx |= await run_in_threadpool(card_lookup, q)
        return self.html("card.html", **ctx)


def _rule_context(rules: RulesText, number: str) -> dict[str, Any]:
    rule = rules.get(number)
    lineage = rules.lineage(number)[:-1]
    children = [rules.rules[c] for c in rule.children]
    siblings: list[Any] = []
    if rule.parent is not None:
        sibs = rules.rules[rule.parent].children
        i = sibs.index(rule.number)
        siblings = [rules.rules[s] for s in (sibs[i - 1] if i else None, *sibs[i + 1 : i + 2]) if s]
    return {
        "rule": rule,
        "lineage": lineage,
        "children": children,
        "siblings": siblings,
        "effective": rules.effective,
    }


_SUPPORT_LANGS = {"de": "German", "es": "Spanish"}


def card_lookup(q: str) -> dict[str, Any]:
    """A card by English, German or Spanish name, with whether it is supported and, if not,
    every gap: each unread phrase, each line rendered differently, each ability the engine
    can't carry out yet."""
    from ..cards.database import CardDatabase
    from ..errors import UnknownCardError

    db = CardDatabase.bundled()
    try:
        record = db.get(q)
    except UnknownCardError as e:
        low = q.lower()
        matches = [n for n in db.names() if low in n.lower()][:25] if len(low) >= 3 else []
        return {"card": None, "matches": matches, "suggestions": list(e.suggestions)}
    faces = list(record.faces) or [record]
    gaps: list[str] = []
    if record.incomplete:
        gaps.append("incomplete record: " + (record.incomplete_reason or ""))
    for face in faces:
        gaps += face_gaps(face, f"{face.name}: " if record.faces else "")
    names = [
        (_SUPPORT_LANGS.get(lang, lang), name)
        for lang, name in record.foreign_names
        if lang in _SUPPORT_LANGS
    ]
    return {
        "card": record,
        "faces": faces if record.faces else [],
        "foreign": names,
        "supported": not gaps,
        "gaps": gaps,
    }


def face_gaps(face: Any, prefix: str = "") -> list[str]:
    """Every gap of one face's text: unread paragraphs, lines read differently, abilities
    the engine can't carry out yet (empty when the face is supported)."""
    from ..cards.ir import CardDefinition
    from ..cards.parser import parse_oracle, strip_reminder_text
    from ..cards.render import render_abilities
    from ..errors import CardTextError
    from ..rules.support import engine_gaps

    text = (face.oracle_text or "").replace("\u2019", "'")
    types = tuple(face.types)
    try:
        abilities = parse_oracle(text, face.name, types)
    except CardTextError as whole:
        # The parser stops at the first phrase it can't read: read each paragraph on its
        # own to name every paragraph with a gap.
        unread = []
        for para in text.split("\n"):
            try:
                parse_oracle(para, face.name, types)
            except CardTextError as e:
                unread.append(f"{prefix}can't read {e.unread!r}" if e.unread else str(e))
        return unread or [f"{prefix}can't read {whole.unread!r}" if whole.unread else str(whole)]
    out: list[str] = []
    try:
        rendered = render_abilities(abilities, face.name)
    except Exception as e:  # a renderer gap is a gap too
        out.append(f"{prefix}can't render its abilities back: {type(e).__name__}: {e}")
        rendered = None
    if rendered is not None:
        want = strip_reminder_text(text)
        got_lines, want_lines = rendered.split("\n"), want.split("\n")
        for got, line in zip(got_lines, want_lines, strict=False):
            if got != line:
                out.append(f"{prefix}read {line!r} as {got!r}")
        if len(got_lines) != len(want_lines):
            out.append(f"{prefix}read {len(want_lines)} paragraphs as {len(got_lines)}")
    for gap in engine_gaps(CardDefinition(name=face.name, abilities=abilities)):
        out.append(f"{prefix}the engine can't do {gap}")
    return out


_SCRATCH_TEMPLATE = """\
name: A scenario of your own
players:
  - name: Alice
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: main1}
script:
  - cast: {card: Lightning Bolt, targets: [Grizzly Bears]}
  - resolve: all
  - expect:
      zone: {Grizzly Bears: graveyard}
"""


# ------------------------------------------------------------------------------ the app


def create_app(
    paths: list[str] | None = None,
    *,
    limits: Limits = DEFAULT_LIMITS,
    isolate: bool = True,
    allowed_hosts: list[str] | None = None,
) -> Starlette:
    """The web app over the scenario files under ``paths`` (default: the bundled examples).

    ``isolate=False`` runs scenarios in the server's own process (tests); ``allowed_hosts``
    limits the Host header (``serve`` sets the loopback names when it listens on one)."""
    files = ScenarioFiles(list(paths or []))
    pages = Pages(files, Sandbox(limits, isolate=isolate))
    routes = [
        Route("/", pages.index),
        Route("/scenario/{sid:path}", pages.scenario, methods=["GET", "POST"]),
        Route("/try", pages.scratch, methods=["GET", "POST"]),
        Route("/rules", pages.rules_index),
        Route("/rules/{number}", pages.rule),
        Route("/cards", pages.cards),
        Mount("/static", StaticFiles(directory=STATIC_DIR), name="static"),
    ]
    middleware = []
    if allowed_hosts:
        middleware.append(Middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts))

    async def not_found(request: Request, exc: Exception) -> Response:
        return pages.not_found("There is nothing at this address.")

    app = Starlette(routes=routes, middleware=middleware, exception_handlers={404: not_found})
    app.state.pages = pages
    return app


def serve(paths: list[str], host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve the app with uvicorn (``mtgrules serve``)."""
    import uvicorn

    hosts = None
    if host in LOOPBACK:
        hosts = ["127.0.0.1", "localhost", "[::1]", "::1"]  # no DNS rebinding onto this app
    app = create_app(paths, allowed_hosts=hosts)
    shown = f"[{host}]" if ":" in host else host
    print(
        f"mtgrules: serving {', '.join(paths) or 'the bundled examples'} "
        f"on http://{shown}:{port}/ (Ctrl+C to stop)"
    )
    if host not in LOOPBACK:
        print(
            "mtgrules: warning: listening beyond this machine; anyone who can reach it can "
            "run scenarios here"
        )
    uvicorn.run(app, host=host, port=port, log_level=os.environ.get("MTGRULES_LOG", "warning"))
