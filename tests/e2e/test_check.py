"""`concierge check` end to end: against the real server every finding passes; behind the
deliberately faulty proxy (`faulty_server.py`) each fault makes its own finding fail, with the
exit status non-zero, and little else fails."""

import json
import re
import subprocess
import tempfile
from pathlib import Path

import pytest

from conftest import DevIssuer, Server, binary, free_port
from faulty_server import Proxy

# Each fault, the finding that must fail, and the others it may drag down with it.
FAULTS = {
    "profile-redirect": ("profile.no_redirect", {"profile.fetch", "poppy.discovery"}),
    "undated-version": ("profile.version", {"profile.schema", "profile.capability_versions"}),
    "no-cache-headers": ("profile.cache_control", {"profile.validator"}),
    "distance-beyond-max": ("location.distance.within_max", set()),
    "drop-amenity": ("location.amenities.present", set()),
    "open-at-wrong": ("location.open_at.agrees", set()),
    "page-duplicate": ("location.pagination.no_duplicates", {"location.pagination.complete"}),
    "lookup-no-dedup": ("location.lookup.dedup", set()),
    "ask-no-plain": ("ask.answer.plain", {"schema.ask_response", "ask.operation.not_performed"}),
    "ask-claims-success": ("ask.operation.not_performed", {"ask.operation.message"}),
    "ask-bogus-id-ok": ("ask.ids.not_found", set()),
    "idempotency-ignored": ("ask.idempotency.conflict", {"ask.idempotency.replay"}),
    "schema-invalid": ("schema.search_response", set()),
    "tampered-signature": ("signatures.response", set()),
    "poppy-foreign-domain": ("poppy.discovery", {"poppy.ucp_entry"}),
    "poppy-entry-elsewhere": ("poppy.ucp_entry", set()),
    "version-accepted": ("negotiation.version_unsupported", {"schema.search_response"}),
}


def check(url, agents, *extra):
    out = subprocess.run(
        [binary(), "check", url, "--json", "--strict", "--timeout-secs", "20",
         "--agent-profile", agents.url("full.json"), "--draft-agent-profile", agents.url("draft.json"), *extra],
        capture_output=True, text=True, timeout=300)
    assert out.stdout, out.stderr
    return out.returncode, json.loads(out.stdout)


def failing(report):
    return {f["id"] for f in report["findings"] if f["status"] == "fail"}


def test_the_real_server_passes_every_check(server, agents):
    code, report = check(f"http://localhost:{server.port}", agents)
    assert failing(report) == set(), json.dumps(report, indent=1)
    assert code == 0
    assert report["summary"]["failed"] == 0 and report["summary"]["skipped"] == 0
    assert report["summary"]["passed"] == len(report["findings"]) >= 40
    for f in report["findings"]:
        assert f["rule"]["file"] and f["rule"]["section"], f


def test_the_human_report_with_no_profiles_supplied(server):
    """Against a business on this machine the checker serves the profiles it needs itself, so
    nothing needs supplying and every check runs."""
    out = subprocess.run([binary(), "check", f"localhost:{server.port}"], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "pass  location.distance.within_max" in out.stdout, out.stdout
    assert re.search(r"\n\d+ passed, 0 failed, 0 skipped\n$", out.stdout), out.stdout
    assert "\x1b[" not in out.stdout, "no colour when stdout is not a terminal"


@pytest.fixture(scope="module")
def proxied():
    """One real server whose advertised endpoints are the proxy's; the proxy's fault is set
    per test."""
    port = free_port()
    backend = Server(env={"CONCIERGE__SERVER__PUBLIC_BASE_URL": f"http://127.0.0.1:{port}"})
    proxy = Proxy(backend.base, "none", port).start()
    yield proxy
    proxy.stop()
    backend.stop()


def test_through_the_proxy_without_a_fault_everything_passes(proxied, agents):
    proxied.fault = "none"
    code, report = check(proxied.base, agents)
    assert failing(report) == set(), json.dumps(report, indent=1)
    assert code == 0


def test_a_business_offering_mcp_only_is_checked_over_mcp(proxied, agents):
    """`mcp-only` is not a fault: the profiles list no REST service, so Location and Ask are
    judged over MCP, and only the REST-specific checks skip."""
    proxied.fault = "mcp-only"
    try:
        code, report = check(proxied.base, agents)
    finally:
        proxied.fault = "none"
    assert failing(report) == set(), json.dumps(report, indent=1)
    assert code == 0
    status = {f["id"]: f["status"] for f in report["findings"]}
    assert status["rest.search"] == "skip" and status["negotiation.rest.missing_agent"] == "skip"
    for id in ["location.distance.within_max", "location.lookup.dedup", "ask.idempotency.conflict",
               "ask.operation.not_performed", "schema.search_response", "schema.ask_response"]:
        assert status[id] == "pass", (id, json.dumps(report, indent=1))


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_each_fault_is_caught(proxied, agents, fault):
    expected, collateral = FAULTS[fault]
    proxied.fault = fault
    try:
        code, report = check(proxied.base, agents)
    finally:
        proxied.fault = "none"
    failed = failing(report)
    assert code != 0, json.dumps(report, indent=1)
    assert expected in failed, json.dumps(report, indent=1)
    finding = next(f for f in report["findings"] if f["id"] == expected)
    assert finding["rule"]["file"] and finding["rule"]["section"] and finding["detail"]
    assert failed - {expected} <= collateral, (fault, failed)


def test_a_hard_gated_ask_is_checked_by_its_challenge(agents):
    """With `dev.ucp.common.ask:read` a hard gate, a signed-out Ask gets 401 identity_required
    with a Bearer challenge (the other Ask checks skip: the checker has no token); the
    no-challenge fault strips WWW-Authenticate and is caught."""
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        issuer = DevIssuer(Path(tmp), resources=[f"http://127.0.0.1:{port}"])
        backend = Server(env={
            "CONCIERGE__SERVER__PUBLIC_BASE_URL": f"http://127.0.0.1:{port}",
            "CONCIERGE__AUTH__ISSUER": issuer.url,
            "CONCIERGE__AUTH__ALLOW_INSECURE_LOOPBACK": "true",
            "CONCIERGE__AUTH__REQUIRED_SCOPES": '["dev.ucp.common.ask:read"]',
        })
        proxy = Proxy(backend.base, "none", port).start()
        try:
            code, report = check(proxy.base, agents)
            access = next(f for f in report["findings"] if f["id"] == "ask.access.protected")
            assert access["status"] == "pass" and "401" in access["detail"], access
            assert failing(report) == set(), json.dumps(report, indent=1)
            # The checker holds no buyer token: the gated checks could not run, so the run is
            # incomplete unless that is accepted.
            assert code == 1
            not_run = {f["id"] for f in report["findings"] if f["status"] == "not_run"}
            assert "ask.idempotency.replay" in not_run and report["summary"]["not_run"] == len(not_run)
            code, report = check(proxy.base, agents, "--allow-skips")
            assert code == 0, json.dumps(report, indent=1)

            proxy.fault = "no-challenge"
            code, report = check(proxy.base, agents, "--allow-skips")
            assert code != 0
            assert failing(report) == {"ask.access.protected"}, json.dumps(report, indent=1)
        finally:
            proxy.stop()
            backend.stop()
            issuer.stop()


def test_a_business_that_requires_signed_requests_is_checked_with_the_agents_key(agents, agent):
    """With `signatures.requests = "required"`, unsigned calls are refused; `--agent DIR` names the
    agent's published profiles and signs every request with the key in their `keys[]`."""
    # On the real clock, which the agent's signatures are created at.
    backend = Server(now=None, env={"CONCIERGE__SIGNATURES__REQUESTS": "required"})
    try:
        base = f"http://localhost:{backend.port}"
        code, unsigned = check(base, agents)
        refused = [f for f in unsigned["findings"] if f["status"] == "fail" and "signature_missing" in f["detail"]]
        assert code != 0 and refused, json.dumps(unsigned, indent=1)
        out = subprocess.run([binary(), "check", base, "--json", "--strict", "--timeout-secs", "20",
                              "--agent", str(agent.dir)], capture_output=True, text=True, timeout=300)
        report = json.loads(out.stdout)
        assert failing(report) == set(), json.dumps(report, indent=1)
        assert out.returncode == 0 and report["summary"]["skipped"] == 0
    finally:
        backend.stop()
