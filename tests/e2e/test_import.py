"""A business's first hour with its own files, as a script: a copy of the demo store gets a
Merchant Center feed (tests/import/merchant/feed.xml) with `concierge import`, is checked with
`concierge check-store`, served with `concierge serve`, and asked over MCP with `concierge ask`
about what the feed alone carried: its shipping rates.
"""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from conftest import ROOT, Server, binary


@pytest.fixture(scope="module")
def imported():
    with tempfile.TemporaryDirectory(prefix="concierge-import-") as tmp:
        tmp = Path(tmp)
        home = tmp / "home"
        home.mkdir()
        store = tmp / "store"
        shutil.copytree(ROOT / "crates/store/demo", store)
        env = {k: v for k, v in os.environ.items() if not k.startswith("CONCIERGE")}
        env.update({"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")})

        def run(*args):
            out = subprocess.run([binary(), *args], cwd=tmp, env=env, capture_output=True, text=True, timeout=120)
            assert out.returncode == 0, (args, out.stdout, out.stderr)
            return out

        feed = ROOT / "tests/import/merchant/feed.xml"
        imported = run("import", "merchant", str(feed), "--into", str(store))
        checked = run("check-store", str(store))

        server = Server("--store", str(store))
        yield {"run": run, "port": server.port, "imported": imported, "checked": checked, "store": store}
        server.stop()


def test_the_import_says_what_it_wrote_and_the_store_is_valid(imported):
    out = imported["imported"].stdout + imported["imported"].stderr
    assert "3 shipping rates" in out and "shipping.toml" in out, out
    assert "the store is valid" in out, out
    assert "postal code" in out, "the rate by postal code is named, not silently dropped: " + out
    assert "3 shipping rates" in imported["checked"].stdout, imported["checked"].stdout
    written = (imported["store"] / "shipping.toml").read_text()
    assert written.startswith("# Written by `concierge import` from feed.xml."), written


def test_the_feeds_rates_answer_over_mcp(imported):
    run, port = imported["run"], imported["port"]
    canada = run("ask", f"127.0.0.1:{port}", "How much does shipping to Canada cost?", "--transport", "mcp")
    assert "Express shipping to Canada costs $19.00" in canada.stdout, canada.stdout
    assert "delivery takes 3–5 days" in canada.stdout, canada.stdout
    assert "→ Shipping rates: https://juniperandpine.example/policies/shipping-policy" in canada.stdout, canada.stdout
    us = run("ask", f"127.0.0.1:{port}", "How much is shipping to the United States?", "--transport", "mcp")
    assert "$4.95" in us.stdout and "free on orders of $50.00 or more" in us.stdout, us.stdout
    assert "$19.00" not in us.stdout, us.stdout
