"""The browser harness (tests/e2e/browser.py) checked against tiny pages served on loopback with
the web console's own Content-Security-Policy: it sees a page's script errors, runs axe-core under
that policy (and axe finds what is wrong), and writes screenshots.

Each check has its counterpart that must come out the other way, so a harness that sees nothing,
or an axe-core that never ran, fails here rather than passing every console test vacuously.
"""

import os
import struct
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from browser import (
    ROOT, artifacts_dir, assert_no_errors, axe_check, launch, screenshot, watch_errors,
)

# The policy the console's pages are served with (crates/: the console's responses).
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "form-action 'self'; frame-ancestors 'none'; base-uri 'none'")

# Every page names its icon: otherwise Chromium asks for /favicon.ico, and the 404 is a console
# error (a real console page must serve or declare its icon for the same reason).
PAGES = {
    # A script file (allowed by script-src 'self') that throws.
    "/error.html": ("text/html", """<!doctype html>
<html lang="en"><head><link rel="icon" href="data:,"><title>Broken</title><script src="/bad.js"></script></head>
<body><main><h1>Broken</h1></main></body></html>"""),
    "/bad.js": ("text/javascript", 'throw new Error("deliberate harness error");\n'),
    # A resource that is not there: Chromium logs the failed load as a console error.
    "/missing.html": ("text/html", """<!doctype html>
<html lang="en"><head><link rel="icon" href="data:,"><title>Missing</title><script src="/nowhere.js"></script></head>
<body><main><h1>Missing</h1></main></body></html>"""),
    # An inline script: the policy blocks it (it would retitle the page) and Chromium says so.
    "/inline.html": ("text/html", """<!doctype html>
<html lang="en"><head><link rel="icon" href="data:,"><title>Inline</title></head>
<body><main><h1>Inline</h1></main><script>document.title = "inline script ran";</script></body></html>"""),
    # Accessible: language, title, landmark, heading, a labelled form; taller than the window.
    "/clean.html": ("text/html", """<!doctype html>
<html lang="en"><head><link rel="icon" href="data:,"><meta charset="utf-8"><title>Clean page</title>
<link rel="stylesheet" href="/page.css"></head>
<body><main>
<h1>Store settings</h1>
<form action="/clean.html" method="get">
  <label for="name">Store name</label>
  <input id="name" name="name" type="text">
  <label for="zone">Time zone</label>
  <select id="zone" name="zone"><option>UTC</option><option>Pacific/Auckland</option></select>
  <button type="submit">Save</button>
</form>
<div class="tall">Below the fold</div>
</main></body></html>"""),
    "/page.css": ("text/css", "body { font: 16px sans-serif; color: #111; background: #fff; }\n"
                              ".tall { height: 3000px; }\n"),
    # Not accessible: no lang attribute, an input with no label.
    "/unlabeled.html": ("text/html", """<!doctype html>
<html><head><link rel="icon" href="data:,"><title>Unlabeled</title></head>
<body><main><h1>Unlabeled</h1><form action="/unlabeled.html"><input type="text" name="q"></form></main>
</body></html>"""),
}


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        page = PAGES.get(self.path.split("?")[0])
        status, (kind, body) = (200, page) if page else (404, ("text/plain", "not found\n"))
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", f"{kind}; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Content-Security-Policy", CSP)
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *a):
        pass


@pytest.fixture(scope="module")
def site():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def chromium():
    with launch() as b:
        yield b


@pytest.fixture
def page(chromium):
    context = chromium.new_context()
    yield context.new_page()
    context.close()


def open_page(page, url):
    """Opens `url`, checking it came with the console's policy; the errors seen while loading."""
    errors = watch_errors(page)
    response = page.goto(url)
    assert response is not None and response.status == 200, url
    assert response.headers.get("content-security-policy") == CSP
    page.wait_for_load_state("load")
    return errors


def test_a_throwing_script_is_reported(page, site):
    errors = open_page(page, f"{site}/error.html")
    assert any(e.startswith("page error:") and "deliberate harness error" in e for e in errors), errors
    with pytest.raises(pytest.fail.Exception, match="deliberate harness error"):
        assert_no_errors(errors)


def test_a_failed_load_is_reported(page, site):
    errors = open_page(page, f"{site}/missing.html")
    assert any(e.startswith("console error:") and "404" in e for e in errors), errors


def test_the_policy_blocks_an_inline_script_and_that_is_reported(page, site):
    errors = open_page(page, f"{site}/inline.html")
    assert page.title() == "Inline"
    assert len(errors) == 1, errors
    assert "violates the following Content Security Policy directive" in errors[0], errors


def test_a_clean_page_has_no_errors(page, site):
    errors = open_page(page, f"{site}/clean.html")
    assert page.title() == "Clean page"
    assert_no_errors(errors)
    assert errors == []


def test_axe_passes_an_accessible_page_under_the_policy(page, site):
    errors = open_page(page, f"{site}/clean.html")
    assert axe_check(page) == []
    # Loading and running axe-core broke no rule of the policy (no console error)...
    assert_no_errors(errors)
    # ...and left the policy as it was: an inline script is still blocked.
    page.evaluate("""() => {
        const s = document.createElement("script");
        s.textContent = "document.title = 'inline script ran'";
        document.body.append(s);
    }""")
    assert page.title() == "Clean page"
    assert len(errors) == 1 and "Content Security Policy" in errors[0], errors


def test_axe_reports_an_inaccessible_page(page, site):
    open_page(page, f"{site}/unlabeled.html")
    violations = axe_check(page)
    ids = {v["id"] for v in violations}
    assert {"label", "html-has-lang"} <= ids, violations
    for v in violations:
        assert v["impact"] in ("serious", "critical") and v["help"] and v["nodes"], v
    label = next(v for v in violations if v["id"] == "label")
    assert label["nodes"] == [["input"]], label


def test_a_screenshot_is_a_full_page_png(page, site, tmp_path, monkeypatch):
    monkeypatch.setenv("CONCIERGE_ARTIFACTS", str(tmp_path))
    open_page(page, f"{site}/clean.html")
    path = screenshot(page, "harness-clean")
    assert path == tmp_path / "console" / "harness-clean.png"
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", data[:8]
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    viewport = page.viewport_size
    assert width == viewport["width"] and height > 3000 > viewport["height"], (width, height)


def test_artifacts_default_to_target(monkeypatch):
    monkeypatch.delenv("CONCIERGE_ARTIFACTS", raising=False)
    assert artifacts_dir() == ROOT / "target" / "artifacts" / "console"


def test_a_missing_chromium_fails_loudly(monkeypatch, tmp_path):
    monkeypatch.delenv("CHROMIUM_BIN", raising=False)
    with pytest.raises(pytest.fail.Exception, match="CHROMIUM_BIN is not set"):
        with launch():
            pass
    monkeypatch.setenv("CHROMIUM_BIN", str(tmp_path / "absent"))
    with pytest.raises(pytest.fail.Exception, match="CHROMIUM_BIN=.*does not exist"):
        with launch():
            pass


def test_a_missing_axe_fails_loudly(page, site, monkeypatch, tmp_path):
    open_page(page, f"{site}/clean.html")
    monkeypatch.delenv("AXE_JS", raising=False)
    with pytest.raises(pytest.fail.Exception, match="AXE_JS is not set"):
        axe_check(page)
    monkeypatch.setenv("AXE_JS", str(tmp_path / "absent"))
    with pytest.raises(pytest.fail.Exception, match="AXE_JS=.*does not exist"):
        axe_check(page)


def test_the_tools_are_configured():
    """scripts/test sets both; without them every browser test fails (never skips)."""
    for variable in ("CHROMIUM_BIN", "AXE_JS"):
        assert os.environ.get(variable) and Path(os.environ[variable]).is_file(), variable
