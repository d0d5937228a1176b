"""The MCP project's own conformance suite (@modelcontextprotocol/conformance, pinned in
scripts/test) against the real binary: the MCP 2026-07-28 (stateless) scenarios, and the
handshake-era (2025-11-25) ones, which must keep passing as they did. `logging-set-level` is not
run: Concierge declares no logging capability, so it refuses `logging/setLevel`, as it should;
nor is `server-session-lifecycle`, which makes no checks against a server without sessions.

Checks Concierge cannot pass are listed, each with its reason, in
tests/conformance/mcp-2026-07-28-baseline.yml; the runner fails on any other failure and on a
listed check that starts passing.
"""

import os
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT

SCENARIOS = [
    ("2026-07-28", "server-stateless"),
    ("2026-07-28", "http-header-validation"),
    ("2026-07-28", "dns-rebinding-protection"),
    ("2026-07-28", "tools-list"),
    ("2026-07-28", "caching"),
    ("2025-11-25", "server-initialize"),
    ("2025-11-25", "ping"),
    ("2025-11-25", "tools-list"),
    ("2025-11-25", "dns-rebinding-protection"),
]
BASELINE = ROOT / "tests/conformance/mcp-2026-07-28-baseline.yml"


@pytest.fixture(scope="session")
def conformance():
    node, cli = os.environ.get("CONFORMANCE_NODE"), os.environ.get("CONFORMANCE_CLI")
    if not node or not cli or not Path(node).exists() or not Path(cli).exists():
        pytest.fail("the MCP conformance suite is required (scripts/test installs it; set CONFORMANCE_NODE and CONFORMANCE_CLI)")
    return [node, cli]


@pytest.mark.parametrize("version,scenario", SCENARIOS)
def test_mcp_conformance(server, conformance, version, scenario, tmp_path):
    out = subprocess.run(
        [*conformance, "server", "--url", server.mcp, "--scenario", scenario, "--spec-version", version,
         "--expected-failures", str(BASELINE), "-o", str(tmp_path)],
        capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stdout[-6000:] + out.stderr[-2000:]
    assert "SUCCESS" in out.stdout, out.stdout[-2000:]
