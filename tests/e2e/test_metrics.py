"""`/metrics`, `/ready` and `/health` on the real binary: requests counted by operation,
transport and outcome, latency and storage histograms with buckets, profile fetches, the store
gauges, and no request data in any label, scraped over a socket as Prometheus scrapes it.

The server is this module's own, so the counts it shows are this module's requests (still
compared before and after, never as absolute values).
"""

import json
import re
import urllib.error
import urllib.request
import uuid

import pytest

from conftest import Server, post

QUERY = "zz-secret-e2e-query"
TOKEN = "tok-secret-e2e-5a5a5a"
TOOL = "secret_e2e_tool"
SAMPLE = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$')
LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)')


def parse(text):
    """The samples of a Prometheus text exposition as (name, labels, value), and the declared
    type of each metric; any line that is neither fails the test."""
    samples, types = [], {}
    for line in text.splitlines():
        if not line:
            continue
        if line.startswith("# TYPE "):
            _, _, name, kind = line.split(" ", 3)
            types[name] = kind
            continue
        if line.startswith("#"):
            continue
        m = SAMPLE.match(line)
        assert m, f"not a sample: {line!r}"
        name, raw_labels, value = m.groups()
        labels = {}
        if raw_labels:
            consumed = 0
            for lm in LABEL.finditer(raw_labels):
                assert lm.start() == consumed, f"bad labels: {line!r}"
                labels[lm.group(1)] = lm.group(2)
                consumed = lm.end()
            assert consumed == len(raw_labels), f"bad labels: {line!r}"
        samples.append((name, labels, float(value)))
    return samples, types


def get(url, headers=None):
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as r:
            return r.status, {k.lower(): v for k, v in r.headers.items()}, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, {k.lower(): v for k, v in e.headers.items()}, e.read().decode()


def scrape(server):
    status, headers, body = get(f"{server.base}/metrics")
    assert status == 200, body
    assert headers["content-type"].startswith("text/plain; version=0.0.4"), headers
    samples, types = parse(body)
    return body, samples, types


def total(samples, name, **labels):
    return sum(v for n, ls, v in samples if n == name and all(ls.get(k) == w for k, w in labels.items()))


@pytest.fixture(scope="module")
def own_server():
    s = Server()
    yield s
    s.stop()


def rest_headers(agents, profile, extra=None):
    return {"UCP-Agent": f'profile="{agents.url(profile)}"', "Request-Id": str(uuid.uuid4()), **(extra or {})}


def tool_call(agents, profile, name, payload, key="location"):
    return {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": name, "arguments": {"meta": {"ucp-agent": {"profile": agents.url(profile)}}, key: payload}}}


def test_requests_fetches_and_storage_are_counted(own_server, agents):
    s = own_server
    _, before, _ = scrape(s)

    for _ in range(2):
        status, _, _ = post(f"{s.base}/ucp/locations/search", {"query": QUERY}, rest_headers(agents, "full.json"))
        assert status == 200
    status, _, body = post(f"{s.base}/ucp/locations/search", {}, rest_headers(agents, "broken.json"))
    assert (status, body["code"]) == (422, "profile_malformed"), body
    status, _, body = post(s.mcp, tool_call(agents, "full.json", "search_locations", {"query": QUERY}))
    assert status == 200 and "result" in body, body
    status, _, body = post(s.mcp, tool_call(agents, "full.json", TOOL, {}))
    assert (status, body["error"]["data"]["code"]) == (200, "unknown_tool"), body
    status, _, body = post(f"{s.base}/ucp/ask", {"query": "Do you have rain jackets?"}, rest_headers(agents, "draft.json"))
    assert status == 200, body

    text, after, types = scrape(s)

    def grown(name, **labels):
        return total(after, name, **labels) - total(before, name, **labels)

    for operation, transport, outcome, n in [
        ("search_locations", "rest", "ok", 2),
        ("search_locations", "rest", "profile_malformed", 1),
        ("search_locations", "mcp", "ok", 1),
        ("unknown_tool", "mcp", "unknown_tool", 1),
        ("ask_business", "rest", "ok", 1),
        ("metrics", "http", "ok", 1),
    ]:
        got = grown("concierge_requests_total", operation=operation, transport=transport, outcome=outcome)
        assert got >= n, (operation, transport, outcome, got)

    # Latency and storage: histograms with buckets, never summaries.
    for name in ["concierge_request_duration_seconds", "concierge_storage_seconds", "concierge_profile_fetch_seconds"]:
        assert types.get(name) == "histogram", (name, types.get(name))
        buckets = [ls["le"] for n, ls, _ in after if n == f"{name}_bucket"]
        assert "+Inf" in buckets and len(set(buckets)) >= 10, (name, sorted(set(buckets)))
    assert grown("concierge_request_duration_seconds_count", operation="ask_business", transport="rest") >= 1
    assert total(after, "concierge_storage_seconds_count") > 0, "the Ask turn was stored and timed"
    assert "quantile=" not in text

    # Profiles: fetched once, then from the cache; the broken one counted as its code.
    assert grown("concierge_profile_lookups_total", result="miss") >= 1
    assert grown("concierge_profile_lookups_total", result="hit") >= 1
    assert grown("concierge_profile_fetches_total", outcome="profile_malformed") >= 1
    assert total(after, "concierge_profile_fetches_total", outcome="ok") >= 1

    # The store being served.
    assert total(after, "concierge_store_generation") >= 1, [n for n, _, _ in after if n.startswith("concierge_store")]
    assert types.get("concierge_store_generation") == "gauge"


def test_no_request_data_in_any_label(own_server, agents):
    s = own_server
    headers = rest_headers(agents, "full.json", {"Authorization": f"Bearer {TOKEN}"})
    post(f"{s.base}/ucp/locations/search", {"query": QUERY}, headers)
    post(s.mcp, tool_call(agents, "full.json", TOOL, {"query": QUERY}))
    get(f"{s.base}/secret-e2e-path")
    text, samples, _ = scrape(s)
    for secret in [QUERY, TOKEN, TOOL, "secret-e2e-path", agents.base, "127.0.0.1", "full.json"]:
        assert secret not in text, secret
    words = re.compile(r"^[a-z_]{1,40}$")
    for name, labels, _ in samples:
        for key in ("operation", "transport", "outcome", "result", "document", "limit", "lane", "reason"):
            if key in labels and name.startswith(("concierge_request", "concierge_profile", "concierge_issuer",
                                                  "concierge_rate", "concierge_overload")):
                assert words.match(labels[key]), (name, key, labels[key])


def test_ready_and_health_answer_probes_by_any_host(own_server):
    s = own_server
    status, headers, body = get(f"{s.base}/ready")
    assert status == 200, body
    ready = json.loads(body)
    assert ready["status"] == "ready" and ready["checks"]["storage"]["status"] == "ok", ready
    assert headers.get("cache-control") == "no-store"
    status, _, body = get(f"{s.base}/health")
    assert status == 200 and json.loads(body)["status"] == "ok"
    # A scraper or a load balancer names the replica by its internal address.
    for path in ["/metrics", "/ready", "/health"]:
        status, _, body = get(f"{s.base}{path}", {"Host": "10.20.30.40:8080"})
        assert status == 200, (path, body)
    status, _, _ = get(f"{s.base}/.well-known/ucp", {"Host": "10.20.30.40:8080"})
    assert status == 403, "the UCP endpoints keep their Host check"
