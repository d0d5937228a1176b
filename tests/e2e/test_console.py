"""The operator's console (`/console`) of a real `concierge serve`, driven by headless Chromium
(tests/e2e/browser.py): signing in, the Ask playground with its trace, content gaps (marked
handled, exported as CSV), traffic an agent's REST request leaves, the locations search and its
plot (every store drawn inside it), products, reloading the store, and the browser-side security
of the pages (the Content-Security-Policy, an HttpOnly session cookie).

Every page a test shows is watched for console errors and uncaught exceptions, after each
navigation and each form submission. Each page is also checked with axe-core (serious and
critical violations fail) and screenshotted to <artifacts>/console/<name>.png for the docs.

Without the browser, every console route is checked to refuse a request without credentials
(a redirect to the sign-in page for a page, 401 otherwise) and to accept the operator token as
a bearer token, and no console response may carry CORS headers.
"""

import csv
import io
import re
import secrets
import subprocess
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest

from browser import assert_no_errors, axe_check, launch, screenshot, watch_errors
from conftest import ROOT, Server, binary, post

TOKEN = secrets.token_hex(24)  # 48 characters; the console wants at least 32
CSP = ("default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; "
       "frame-ancestors 'none'; base-uri 'none'")
SESSION_COOKIE = "concierge_console"
RETURNS = "How long do I have to send something back?"
RETURNS_FOLLOW_UP = "And for things bought on sale?"
BALLOONS = "Do you rent out hot air balloons for weddings?"
# Another question the demo store cannot answer, so the gaps page has a row to check.
OPERA = "Do you sell tickets to the opera?"
GAPS_CSV_HEADER = ["group", "question", "language", "kind", "count", "first_seen", "last_seen", "handled_at"]
# In San Francisco (America/Los_Angeles): noon on a Wednesday, and three in the morning.
SF_NOON = "2026-12-02T20:00:00Z"
SF_NIGHT = "2026-12-02T11:00:00Z"
ELSEWHERE = "https://elsewhere.example"


# --- Fixtures and helpers ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def console_server():
    """The demo store with a configured operator token, on a fresh SQLite database."""
    s = Server(env={"CONCIERGE__CONSOLE__TOKEN": TOKEN})
    yield s
    s.stop()


@pytest.fixture(scope="module")
def chromium():
    with launch() as b:
        yield b


class Console:
    """One isolated browser context on the console: every page it shows is checked for errors."""

    def __init__(self, page, base):
        self.page, self.base = page, base
        self.page.set_default_timeout(10_000)
        self.errors = watch_errors(page)

    def loaded(self, status=200):
        """Waits for the page to load, then fails on any error it reported. A page served with
        an error `status` is logged by Chromium as a failed load: that one is expected."""
        self.page.wait_for_load_state("load")
        if status >= 400:
            logged = f"Failed to load resource: the server responded with a status of {status}"
            failed = [e for e in self.errors if logged in e]
            assert len(failed) == 1, self.errors
            self.errors.remove(failed[0])
        assert_no_errors(self.errors)

    def expect(self, response, status):
        """Checks the status of the page a navigation led to, then the page."""
        assert response is not None, "no response"
        assert response.status == status, f"{response.url}: {response.status}, not {status}: {response.text()[:400]}"
        self.loaded(status)
        return response

    def visit(self, path, status=200):
        """Opens `path` (redirects followed); the final response, which must have `status`."""
        return self.expect(self.page.goto(self.base + path), status)

    def follow(self, target, status=200):
        """Clicks `target` (a selector or a locator: a link, or a form's submit button); the
        response it led to (redirects followed), which must have `status`."""
        target = self.page.locator(target) if isinstance(target, str) else target
        with self.page.expect_navigation() as navigation:
            target.click()
        return self.expect(navigation.value, status)

    def sign_in(self, token, status=200):
        self.visit("/console/login")
        self.page.fill("#token", token)
        return self.follow("#login-submit", status)

    def ask(self, question):
        """Asks in the playground (the conversation field as it is); the answer's conversation id."""
        self.page.fill("#query", question)
        self.follow("#ask-submit")
        return self.text("#conversation-id")

    def text(self, selector):
        return self.page.locator(selector).inner_text().strip()

    def texts(self, selector):
        return [t.strip() for t in self.page.locator(selector).all_inner_texts()]

    def path(self):
        return self.page.url.removeprefix(self.base)


@pytest.fixture
def visitor(chromium, console_server):
    """A browser context that has not signed in."""
    context = chromium.new_context()
    yield Console(context.new_page(), console_server.base)
    context.close()


@pytest.fixture
def console(visitor):
    """A browser context signed in with the operator token, on the overview."""
    visitor.sign_in(TOKEN)
    assert visitor.path() == "/console/", visitor.page.url
    return visitor


def assert_accessible(page):
    """No serious or critical axe-core violation, each one listed (rule, impact, help, nodes)."""
    violations = axe_check(page)
    assert not violations, "axe-core found:\n" + "\n".join(
        f"  - {v['id']} ({v['impact']}): {v['help']} at {v['nodes']}" for v in violations)


def demo_store_counts():
    """What `concierge check-store` counts in the demo store the binary bundles."""
    out = subprocess.run([binary(), "check-store", str(ROOT / "crates/store/demo")],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    m = re.search(r"\((\d+) locations served and (\d+) internal, (\d+) products, (\d+) policies, "
                  r"(\d+) FAQ entries\)", out.stdout + out.stderr)
    assert m, out.stdout + out.stderr
    served, internal, products, policies, faq = map(int, m.groups())
    return {"locations": served, "internal": internal, "products": products, "policies": policies, "faq": faq}


def agent_headers(agents, profile):
    """The headers of a UCP REST request by the agent whose profile is `profile`."""
    return {"UCP-Agent": f'profile="{agents.url(profile)}"', "Request-Id": str(uuid.uuid4())}


def store_coordinates(server, agents, query):
    """The id and coordinates of the store a plain REST Location Search finds first for `query`."""
    status, _, body = post(f"{server.base}/ucp/locations/search", {"query": query}, agent_headers(agents, "full.json"))
    assert status == 200 and body["locations"], body
    first = body["locations"][0]
    return first["id"], first["geo"]["latitude"], first["geo"]["longitude"]


def search_locations(console, **fields):
    """Fills the locations form's `fields` (by input id) and submits it."""
    for field, value in fields.items():
        console.page.fill(f"#{field}", str(value))
    console.follow("#location-submit")


def plotted_outside(console):
    """The stores (title, cx, cy) the plot draws outside its viewBox."""
    plot = console.page.locator("svg#plot")
    _, _, width, height = map(float, plot.get_attribute("viewBox").split())
    outside = []
    for circle in plot.locator("circle.store").all():
        x, y = float(circle.get_attribute("cx")), float(circle.get_attribute("cy"))
        if not (0 <= x <= width and 0 <= y <= height):
            outside.append((circle.locator("title").text_content(), x, y))
    assert plot.locator("circle.store").count() >= 1
    return outside


def gap_row(console, words):
    """The content-gap rows whose question contains `words`."""
    return console.page.locator("tr.gap", has=console.page.locator(".gap-question", has_text=words))


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def cors_headers(headers):
    return {k: v for k, v in headers.items() if k.startswith("access-control-")}


def raw_request(url, method="GET", headers=None):
    """One request, redirects not followed; its status and headers (lower-case names)."""
    data = b"" if method == "POST" else None
    request = urllib.request.Request(url, data=data, method=method, headers=headers or {})
    if method == "POST":
        request.add_header("Content-Type", "application/x-www-form-urlencoded")
    opener = urllib.request.build_opener(NoRedirects)
    try:
        with opener.open(request, timeout=10) as r:
            return r.status, {k.lower(): v for k, v in r.headers.items()}
    except urllib.error.HTTPError as e:
        return e.code, {k.lower(): v for k, v in e.headers.items()}


# --- Signing in -------------------------------------------------------------------------------

def test_sign_in_redirects_refuses_a_wrong_token_and_lands_on_the_overview(visitor):
    visitor.visit("/console/")
    assert visitor.path() == "/console/login"
    assert visitor.page.locator("#sign-in-problem").count() == 0

    visitor.sign_in("not-the-operator-token-" + "x" * 20, status=401)
    assert "not the operator token" in visitor.text("#sign-in-problem")
    assert visitor.path() == "/console/login"

    visitor.sign_in(TOKEN)
    assert visitor.path() == "/console/", visitor.page.url
    assert visitor.text("h1#business") == "Juniper & Pine Outfitters"
    store = demo_store_counts()
    assert int(visitor.text("#count-products")) == store["products"] > 0
    assert visitor.text("#count-locations") == f"{store['locations']} (and {store['internal']} internal)"
    assert int(visitor.text("#count-policies")) == store["policies"] > 0
    assert int(visitor.text("#count-faq")) == store["faq"] > 0
    assert visitor.texts("nav a") == ["Overview", "Ask", "Content gaps", "Locations", "Products"]

    visitor.visit("/console/products")
    assert visitor.page.locator("#products tr.product").count() == store["products"]
    assert int(visitor.text("#product-count")) == store["products"]


def test_signing_out_ends_the_session(console):
    console.follow("#sign-out")
    assert console.path() == "/console/login"
    console.visit("/console/ask")
    assert console.path() == "/console/login"


# --- Ask playground ---------------------------------------------------------------------------

def test_the_playground_answers_with_a_trace_and_continues_the_conversation(console):
    console.visit("/console/ask")
    first = console.ask(RETURNS)
    assert console.text("#answer-plain") and console.text("#answer-markdown")
    assert re.fullmatch(r"\d+(\.\d+)? ms", console.text("#latency")), console.text("#latency")
    assert first, "the answer names its conversation"
    clauses = console.page.locator("#trace .clause")
    assert clauses.count() >= 1
    assert console.page.locator("#trace tr.candidate.chosen").count() == 1
    assert any("the best candidate answered" in d for d in console.texts("#trace .clause .decision"))
    assert all(console.texts("#trace .clause .route"))
    assert console.page.input_value("#conversation") == first, "the next question continues it"
    assert console.page.input_value("#query") == ""

    second = console.ask(RETURNS_FOLLOW_UP)
    assert console.text("#answer-plain")
    assert second == first


# --- Content gaps -----------------------------------------------------------------------------

def test_an_unanswered_question_becomes_a_gap_that_can_be_handled_and_exported(console):
    console.visit("/console/ask")
    console.ask(BALLOONS)
    assert any("abstained" in d for d in console.texts("#trace .clause .decision")), console.text("#trace")
    assert console.page.locator("#trace tr.candidate.chosen").count() == 0

    console.follow(console.page.locator("nav a", has_text="Content gaps"))
    assert console.path() == "/console/gaps"
    row = gap_row(console, "hot air balloons")
    assert row.count() == 1, console.texts(".gap-question")
    assert int(row.locator(".gap-count").inner_text()) >= 1
    assert row.locator(".gap-first").inner_text().endswith("UTC")
    assert row.locator(".gap-last").inner_text().endswith("UTC")
    assert row.locator("ul.closest li").count() >= 1

    console.follow(row.locator("button.gap-handle"))
    assert console.path().startswith("/console/gaps?"), console.page.url
    assert gap_row(console, "hot air balloons").count() == 0
    console.follow("#show-handled")
    assert console.path() == "/console/gaps?show=handled"
    assert gap_row(console, "hot air balloons").count() == 1

    with console.page.expect_download() as download:
        console.page.click("#gaps-csv")
    assert download.value.suggested_filename == "content-gaps.csv"
    rows = list(csv.reader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8"))))
    assert rows[0] == GAPS_CSV_HEADER
    balloons = [dict(zip(rows[0], r)) for r in rows[1:] if "hot air balloons" in r[1]]
    assert len(balloons) == 1, rows
    assert balloons[0]["question"] == BALLOONS.lower() and balloons[0]["kind"] == "cant_answer", balloons[0]
    assert balloons[0]["language"] == "en" and int(balloons[0]["count"]) >= 1
    assert balloons[0]["handled_at"].endswith("UTC"), balloons[0]
    assert_no_errors(console.errors)


# --- Traffic ----------------------------------------------------------------------------------

def test_an_agents_ask_shows_in_the_traffic(console, console_server, agents):
    before = int(console.text("#traffic-total"))
    status, _, body = post(f"{console_server.base}/ucp/ask", {"query": RETURNS}, agent_headers(agents, "draft.json"))
    assert status == 200 and body["answer"]["plain"], body

    console.visit("/console/")
    assert int(console.text("#traffic-total")) == before + 1
    assert "dev.ucp.common.ask" in console.text("#by-capability")
    assert "127.0.0.1" in console.text("#by-agent")
    hours = console.page.locator("svg#traffic-hours rect.bar title").all_text_contents()
    assert len(hours) == 24 and sum(int(h.rsplit(": ", 1)[1]) for h in hours) == before + 1, hours
    answered = re.fullmatch(r"answered: (\d+) \(\d+ %\)", console.texts("#ask-shares + ul.legend li")[0])
    assert answered and int(answered.group(1)) >= 1, console.texts("#ask-shares + ul.legend li")

    # The playground's own questions are not agents' traffic.
    console.visit("/console/ask")
    console.ask(RETURNS)
    console.visit("/console/")
    assert int(console.text("#traffic-total")) == before + 1


# --- Locations --------------------------------------------------------------------------------

def test_a_radius_search_open_at_an_instant(console, console_server, agents):
    store, latitude, longitude = store_coordinates(console_server, agents, "Mission District")
    console.visit("/console/locations")
    search_locations(console, latitude=latitude, longitude=longitude, radius_km=50, open_at=SF_NOON)
    assert console.page.locator("#search-problem").count() == 0
    rows = console.page.locator("#locations tr.location")
    assert rows.count() >= 1 and int(console.text("#total")) == rows.count()
    assert any(store in r for r in rows.all_inner_texts())
    assert console.page.locator("#plot circle.store").count() >= rows.count()
    assert console.page.locator("#plot circle.store.match").count() == rows.count()
    assert "stores match" in console.text("#plot-count")
    request = console.text("pre#request")
    assert f'"open_at": "{SF_NOON}"' in request and '"hours"' in request and '"filters"' in request
    assert '"max": 50000' in request

    # At three in the morning, local time, nothing there is open.
    search_locations(console, open_at=SF_NIGHT)
    assert int(console.text("#total")) == 0
    assert console.page.locator("#locations tr.location").count() == 0

    search_locations(console, latitude="91x")
    assert "Latitude" in console.text("#search-problem")
    assert console.page.locator("#locations").count() == 0


def test_every_store_plotted_lies_inside_the_plot(console, console_server, agents):
    """Each `circle.store` is drawn within the plot's viewBox (outside it, it is not seen): for
    the whole chain, and for the San Francisco stores open at noon."""
    _, latitude, longitude = store_coordinates(console_server, agents, "Mission District")
    searches = {
        "the whole chain": "",
        "San Francisco at noon": f"latitude={latitude}&longitude={longitude}&radius_km=50&open_at={SF_NOON}",
    }
    for what, query in searches.items():
        console.visit(f"/console/locations?{query}")
        assert plotted_outside(console) == [], what


# --- Products ---------------------------------------------------------------------------------

def test_a_products_page_shows_how_the_engine_reads_it(console):
    console.visit("/console/products")
    link = console.page.locator("#products tr.product a").first
    title = link.inner_text().strip()
    console.follow(link)
    assert console.path().startswith("/console/products/"), console.page.url
    assert console.text("h1#product-title") == title
    assert console.page.locator("#reading tbody tr").count() >= 1
    assert console.page.locator("#variants tbody tr").count() >= 1


# --- Reload -----------------------------------------------------------------------------------

def test_reloading_from_the_overview_serves_a_new_generation(console):
    generation = int(console.text("#generation"))
    console.follow("#reload-submit")
    assert console.path() == "/console/#serving", console.page.url
    note = console.text("#problems .ok-note")
    assert f"generation {generation + 1} replaced {generation}" in note, note
    assert int(console.text("#generation")) == generation + 1


# --- Accessibility and screenshots ------------------------------------------------------------

def show_login(console):
    console.follow("#sign-out")
    assert console.path() == "/console/login"


def show_overview(console):
    console.visit("/console/")


def show_ask_with_trace(console):
    console.visit("/console/ask")
    console.ask(RETURNS)
    assert console.page.locator("#trace .clause").count() >= 1


def show_gaps(console):
    console.visit("/console/ask")
    console.ask(OPERA)
    console.visit("/console/gaps")
    assert console.page.locator("#gaps tr.gap").count() >= 1


def show_locations(console):
    console.visit(f"/console/locations?open_at={SF_NOON}&limit=5")
    assert console.page.locator("#locations tr.location").count() >= 1
    assert console.page.locator("#next-page").count() == 1


def show_products(console):
    console.visit("/console/products")


def show_product(console):
    console.visit("/console/products")
    console.follow(console.page.locator("#products tr.product a").first)
    assert console.page.locator("h1#product-title").count() == 1


PAGES = {
    "login": show_login,
    "overview": show_overview,
    "ask-with-trace": show_ask_with_trace,
    "gaps": show_gaps,
    "locations": show_locations,
    "products": show_products,
    "product": show_product,
}


@pytest.mark.parametrize("name", PAGES)
def test_each_page_is_accessible(console, name):
    """Screenshotted first (for the docs, whatever axe says), then checked by axe-core."""
    PAGES[name](console)
    screenshot(console.page, name)
    assert_accessible(console.page)
    assert_no_errors(console.errors)


@pytest.mark.parametrize("name", PAGES)
def test_each_page_fits_a_phone(console, name):
    """At a phone's width (390 px), the page itself never scrolls sideways: wide tables scroll
    inside their card."""
    console.page.set_viewport_size({"width": 390, "height": 844})
    PAGES[name](console)
    width = console.page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"{name}: the page is {width} px wide on a 390 px screen"
    if name == "ask-with-trace":
        screenshot(console.page, "ask-phone")
    assert_no_errors(console.errors)


# --- Security -----------------------------------------------------------------------------------

def test_the_pages_policy_and_an_httponly_session(console):
    response = console.visit("/console/")
    assert response.headers.get("content-security-policy") == CSP
    cookies = {c["name"]: c for c in console.page.context.cookies()}
    session = cookies[SESSION_COOKIE]
    assert session["httpOnly"] and session["sameSite"] == "Strict" and session["path"] == "/console", session
    assert console.page.evaluate("document.cookie") == ""


# Every console route but the public sign-in page and stylesheet, with what it answers when
# no credential comes with the request.
PROTECTED = [
    ("GET", "/console", 303),
    ("GET", "/console/", 303),
    ("GET", "/console/ask", 303),
    ("GET", "/console/gaps", 303),
    ("GET", "/console/gaps?show=handled", 303),
    ("GET", "/console/gaps.csv", 401),
    ("GET", "/console/locations", 303),
    ("GET", "/console/products", 303),
    ("GET", "/console/products/anything", 303),
    ("POST", "/console/ask", 401),
    ("POST", "/console/reload", 401),
    ("POST", "/console/gaps/handled", 401),
    ("POST", "/console/logout", 401),
]


def test_only_the_sign_in_page_and_its_stylesheet_are_public(console_server):
    status, headers = raw_request(console_server.base + "/console/login")
    assert status == 200 and headers.get("content-security-policy") == CSP, (status, headers)
    status, headers = raw_request(console_server.base + "/console/assets/console.css")
    assert status == 200 and headers.get("content-type", "").startswith("text/css"), (status, headers)


@pytest.mark.parametrize("method,path,expected", PROTECTED, ids=[f"{m} {p}" for m, p, _ in PROTECTED])
def test_a_request_without_credentials_is_refused(console_server, method, path, expected):
    url = console_server.base + path
    status, headers = raw_request(url, method)
    assert status == expected, (method, path, status)
    if expected == 303:
        assert headers.get("location") == "/console/login", headers
    else:
        assert "concierge-console" in headers.get("www-authenticate", ""), headers
    assert raw_request(url, method, {"Authorization": "Bearer " + "x" * len(TOKEN)})[0] == expected
    status, headers = raw_request(url, method, {"Origin": ELSEWHERE})
    assert status != 200 and not cors_headers(headers), (status, headers)


def test_the_operator_token_opens_the_console_to_a_script(console_server):
    bearer = {"Authorization": f"Bearer {TOKEN}"}
    for path in ("/console/", "/console/gaps.csv", "/console/products"):
        status, headers = raw_request(console_server.base + path, "GET", bearer)
        assert status == 200 and headers.get("content-security-policy") == CSP, (path, status, headers)
        assert not cors_headers(headers), (path, headers)
        # Read from another origin: never allowed (whether refused or not).
        status, headers = raw_request(console_server.base + path, "GET", {**bearer, "Origin": ELSEWHERE})
        assert not cors_headers(headers), (path, status, headers)
    preflight = {"Origin": ELSEWHERE, "Access-Control-Request-Method": "POST",
                 "Access-Control-Request-Headers": "authorization"}
    for path in ("/console/reload", "/console/ask"):
        status, headers = raw_request(console_server.base + path, "OPTIONS", preflight)
        assert not cors_headers(headers), (path, status, headers)
