"""Browser helpers for the web console's tests: Debian's Chromium driven by Playwright, the page's
console errors, axe-core's accessibility checks and screenshots.

The browser is the system's Chromium (CHROMIUM_BIN, installed by scripts/test from Debian), never
one Playwright downloads (`playwright install` cannot reach its download host here). It runs
headless with everything that would call Google hosts switched off, on a fresh, empty profile.

Nothing here skips a test: a missing browser or axe-core fails it, naming what is missing.

    with launch() as browser:
        page = browser.new_page()
        errors = watch_errors(page)
        page.goto(url)
        assert_no_errors(errors)
        assert axe_check(page) == []
        screenshot(page, "home")
"""

import contextlib
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Chromium's flags: no sandbox (the tests run as root in CI), no GPU, and nothing that reaches
# out to Google (QUIC probes, component updates, sync, first-run pings, background fetches).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _required_file(variable, what):
    """The path in environment `variable`, which must name an existing file; fails the test
    loudly otherwise (never skips)."""
    path = os.environ.get(variable)
    if not path:
        pytest.fail(f"{variable} is not set: the browser tests need {what} (scripts/test installs it "
                    f"and sets {variable})", pytrace=False)
    if not Path(path).is_file():
        pytest.fail(f"{variable}={path} does not exist: the browser tests need {what} "
                    f"(scripts/test installs it)", pytrace=False)
    return path


@contextlib.contextmanager
def launch():
    """A Playwright `Browser` (sync API) on the Chromium at CHROMIUM_BIN, closed on exit.

    It is a plain `Browser`, not a persistent context: Playwright's `chromium.launch` already gives
    Chromium a fresh, empty `--user-data-dir` (a `playwright_chromiumdev_profile-*` directory
    under the system's temporary directory) and removes it when the browser closes; passing
    `--user-data-dir` ourselves is refused by Playwright. Each `browser.new_page()` or
    `browser.new_context()` is isolated (its own cookies and storage)."""
    executable = _required_file("CHROMIUM_BIN", "Chromium (Debian's `chromium` package)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable, headless=True, chromium_sandbox=False, args=CHROMIUM_ARGS,
        )
        try:
            yield browser
        finally:
            browser.close()


def watch_errors(page):
    """Collects, from now on, every console message of type "error" and every uncaught exception
    (`pageerror`) of `page`, as strings, in the list it returns (filled as they happen).

    A resource that fails to load (a 404, a request the Content-Security-Policy blocks) is logged
    by Chromium as a console error, so it is collected too: that is intended."""
    errors = []

    def on_console(message):
        if message.type == "error":
            where = message.location or {}
            at = f" ({where.get('url')}:{where.get('lineNumber')})" if where.get("url") else ""
            errors.append(f"console error: {message.text}{at}")

    page.on("console", on_console)
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    return errors


def assert_no_errors(errors):
    """Fails the test, listing them, if `errors` (from `watch_errors`) holds anything."""
    if errors:
        pytest.fail("the page reported errors:\n" + "\n".join(f"  - {e}" for e in errors), pytrace=False)


# Runs axe-core on the page and keeps what the tests gate on: serious and critical violations.
_AXE_RUN = """async () => {
    if (typeof axe === "undefined" || typeof axe.run !== "function")
        throw new Error("axe-core did not load into the page");
    const results = await axe.run(document, {resultTypes: ["violations"]});
    return results.violations
        .filter(v => v.impact === "serious" || v.impact === "critical")
        .map(v => ({id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.map(n => n.target)}));
}"""


def axe_check(page):
    """Runs axe-core (the file at AXE_JS) inside `page`'s main frame; returns its violations of
    impact "serious" or "critical" as a list of {id, impact, help, nodes} dicts, `nodes` being
    each failing element's target (a list of CSS selectors).

    axe-core is loaded with `page.evaluate(source)`: Playwright evaluates it over the DevTools
    protocol, which the page's Content-Security-Policy does not govern, so a strict policy (the
    console's allows no script at all) stays as it is for the rest of the test.
    (`page.add_script_tag(content=...)` would insert an inline <script>, which such a policy
    blocks.) tests/e2e/test_browser_harness.py checks this against a page served with a policy
    that allows only the page's own script files."""
    source = Path(_required_file("AXE_JS", "axe-core (npm's axe-core, axe.min.js)")).read_text()
    page.evaluate(source)
    return page.evaluate(_AXE_RUN)


def artifacts_dir():
    """Where screenshots go: $CONCIERGE_ARTIFACTS/console (default: target/artifacts/console
    under the repository root)."""
    base = os.environ.get("CONCIERGE_ARTIFACTS") or str(ROOT / "target" / "artifacts")
    return Path(base) / "console"


def screenshot(page, name):
    """A full-page PNG of `page` at <artifacts>/console/<name>.png (directories created); its path."""
    path = artifacts_dir() / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=True)
    return path
