"""Real clients against a real `concierge` process: the official Python MCP client in its three
modes, the MCP Inspector CLI, plain JSON-RPC POSTs as UCP clients send them, and REST."""

import asyncio
import json
import os
import pty
import re
import select
import subprocess
import time
import uuid

import pytest
from mcp import Client

from conftest import ROOT, Server, binary, post, run_curl, wait_for


def meta(agents, profile="full.json"):
    return {"ucp-agent": {"profile": agents.url(profile)}}


@pytest.mark.parametrize("mode, version", [("legacy", "2025-11-25"), ("auto", "2026-07-28"), ("2026-07-28", "2026-07-28")])
def test_official_python_client(server, agents, mode, version):
    async def run():
        async with Client(server.mcp, mode=mode) as c:
            assert c.protocol_version == version
            tools = await c.list_tools()
            # Every offered tool; Ask (draft) too, narrowed away per agent when meta is sent.
            assert [t.name for t in tools.tools] == ["search_locations", "lookup_locations", "ask_business"]
            # The client itself checks structuredContent against each tool's outputSchema.
            r = await c.call_tool("search_locations", {"meta": meta(agents), "location": {
                "distance": {"center": {"latitude": 37.7749, "longitude": -122.4194}, "max": 5000},
                "filters": {"hours": {"open_at": "2026-12-02T10:30:00-08:00"}}}})
            assert not r.is_error
            ids = [l["id"] for l in r.structured_content["locations"]]
            assert "loc_sf_union_square" in ids and "loc_sf_mission" not in ids, ids
            assert json.loads(r.content[0].text) == r.structured_content
            r = await c.call_tool("lookup_locations", {"meta": meta(agents), "location": {"ids": ["SF01", "nope"]}})
            assert [l["id"] for l in r.structured_content["locations"]] == ["loc_sf_union_square"]
            assert r.structured_content["messages"][0]["code"] == "not_found"
            with pytest.raises(Exception) as bad:
                await c.call_tool("search_locations", {"meta": meta(agents), "location": {"distance": {"center": {"latitude": 91, "longitude": 0}, "max": 1}}})
            assert "$.location.distance.center.latitude" in str(bad.value)
            with pytest.raises(Exception) as discovery:
                await c.call_tool("search_locations", {"meta": meta(agents, "missing.json"), "location": {}})
            assert "UCP discovery failed" in str(discovery.value)
    asyncio.run(run())


@pytest.mark.parametrize("era", ["legacy", "auto", "modern"])
def test_mcp_inspector_cli(server, agents, inspector, era):
    args = json.dumps({"meta": meta(agents), "location": {"query": "denver"}})
    out = subprocess.run(
        [inspector, "--cli", server.mcp, "--transport", "http", "--protocol-era", era, "--method", "tools/call",
         "--tool-name", "search_locations", "--tool-args-json", args, "--format", "json"],
        capture_output=True, text=True, timeout=120,
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)["result"]
    assert [l["id"] for l in result["structuredContent"]["locations"]] == ["loc_denver"]


def test_plain_ucp_clients_without_initialize(server, agents):
    # Shopify-style: Accept application/json only, meta on tools/list.
    status, headers, body = post(server.mcp, {"jsonrpc": "2.0", "id": 1, "method": "tools/list",
                                              "params": {"arguments": {"meta": meta(agents, "search-only.json")}}},
                                 {"Accept": "application/json"})
    assert status == 200 and headers["content-type"] == "application/json"
    assert [t["name"] for t in body["result"]["tools"]] == ["search_locations"], "narrowed by negotiation"
    # spck-style: no Accept header at all.
    status, headers, body = post(server.mcp, {"jsonrpc": "2.0", "id": "c-2", "method": "tools/call", "params": {
        "name": "search_locations", "arguments": {"meta": meta(agents), "location": {}}}})
    assert status == 200 and body["id"] == "c-2"
    sc = body["result"]["structuredContent"]
    assert len(sc["locations"]) == 10 and sc["pagination"]["has_next_page"] is True
    assert json.loads(body["result"]["content"][0]["text"]) == sc
    status, _, body = post(server.mcp, {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
        "name": "search_locations", "arguments": {"meta": meta(agents, "broken.json"), "location": {}}}})
    assert (status, body["error"]["code"], body["error"]["data"]["code"]) == (422, -32001, "profile_malformed")


def test_rest_over_real_http(server, agents):
    headers = lambda profile: {"UCP-Agent": f'profile="{agents.url(profile)}"', "Request-Id": str(uuid.uuid4())}  # noqa: E731
    status, h, body = post(f"{server.base}/ucp/locations/search", {"query": "london"}, headers("full.json"))
    assert status == 200 and [l["id"] for l in body["locations"]] == ["loc_london"]
    assert h["request-id"]
    status, _, body = post(f"{server.base}/ucp/locations/search", {}, headers("missing.json"))
    assert (status, body["code"]) == (424, "profile_unreachable")
    status, _, body = post(f"{server.base}/ucp/locations/lookup", {"ids": ["loc_denver"]}, headers("search-only.json"))
    assert status == 200 and body["messages"][0]["code"] == "capabilities_incompatible"


def test_logs_are_json_with_request_ids_and_no_precise_coordinates(server, agents):
    post(f"{server.base}/ucp/locations/search", {"distance": {"center": {"latitude": 37.123456, "longitude": -122.654321}, "max": 1000}},
         {"UCP-Agent": f'profile="{agents.url("full.json")}"', "Request-Id": "11111111-2222-4333-8444-555555555555"})

    def served():
        # The reader thread may take the line a moment after the response arrives.
        lines = [json.loads(l) for l in server.log().splitlines() if l.strip()]
        ours = [l for l in lines if l.get("span", {}).get("request_id") == "11111111-2222-4333-8444-555555555555"]
        return any(l["fields"].get("message") == "operation served" for l in ours)

    wait_for("the request's 'operation served' line", served, timeout=10)
    log = server.log()
    assert "37.123456" not in log and "122.654321" not in log
    assert "37.12,-122.65" in log


def test_client_chosen_text_is_bounded_in_the_log(server, agents):
    huge = "f" * 250_000
    rid = "11111111-2222-4333-8444-666666666666"
    agent = {"UCP-Agent": f'profile="{agents.url("full.json")}"', "Request-Id": rid}
    post(f"{server.base}/ucp/locations/search", {"filters": {huge: True}}, agent)
    post(f"{server.base}/ucp/locations/search", {}, {"UCP-Agent": f'profile="{agents.url(huge)}"', "Request-Id": rid})
    post(f"{server.base}/ucp/locations/search", {}, {"UCP-Agent": f'profile="https://agent.example/{huge}"', "Request-Id": rid})
    post(server.mcp, {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "search_locations",
         "arguments": {"meta": {"ucp-agent": {"profile": agents.url(huge)}}, "location": {}}}})
    wait_for("three log lines of the request", lambda: sum(1 for l in server.lines if rid in l) >= 3, timeout=10)
    longest = max(len(l) for l in server.lines)
    assert longest < 4096, f"a {longest}-byte log line"


def test_a_config_file_works_from_any_directory(tmp_path):
    """examples/tour.toml names its pinned profiles relative to itself."""
    s = Server("--config", str(ROOT / "examples/tour.toml"), cwd=tmp_path)
    try:
        status, _, body = post(f"{s.base}/ucp/locations/search", {"query": "denver"},
                               {"UCP-Agent": 'profile="https://agent.example/profiles/tour.json"',
                                "Request-Id": str(uuid.uuid4())})
        assert status == 200, body
        assert [l["id"] for l in body["locations"]] == ["loc_denver"]
    finally:
        s.stop()


def test_logs_are_human_readable_on_a_terminal(tmp_path):
    """With log.format unset, a terminal gets text lines; a pipe (every other test) gets JSON."""
    primary, secondary = pty.openpty()
    env = dict(os.environ, CONCIERGE__STORAGE__DATABASE_URL="sqlite::memory:")
    env.pop("CONCIERGE__LOG__FORMAT", None)
    proc = subprocess.Popen([binary(), "serve", "--listen", "127.0.0.1:0"], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=secondary, env=env, cwd=tmp_path)
    os.close(secondary)
    try:
        seen = b""
        deadline = time.monotonic() + 30
        while b"concierge is serving" not in seen and time.monotonic() < deadline:
            ready, _, _ = select.select([primary], [], [], 1)
            if ready:
                seen += os.read(primary, 65536)
        text = seen.decode(errors="replace")
        assert "concierge is serving" in text, text
        line = next(l for l in text.splitlines() if "concierge is serving" in l)
        assert not line.lstrip().startswith("{"), line
        assert "INFO" in line, line
    finally:
        proc.terminate()
        proc.wait(15)
        os.close(primary)


def test_graceful_shutdown_and_bad_stores(tmp_path):
    s = Server()
    s.proc.send_signal(15)
    assert s.proc.wait(20) == 0
    wait_for("the shutdown line", lambda: "stopped" in s.log(), timeout=10)

    (tmp_path / "store.toml").write_text('[business]\nname = "X"\nwebsite = "https://x.example"\ngid_authority = "x"\n')
    (tmp_path / "locations").mkdir()
    (tmp_path / "locations" / "a.toml").write_text('[[location]]\nid = "a"\nname = "A"\n[location.geo]\nlatitude = 95\nlongitude = 0\n')
    from conftest import ROOT
    import os
    binary = os.environ.get("CONCIERGE_BIN", str(ROOT / "target/debug/concierge"))
    out = subprocess.run([binary, "serve", "--store", str(tmp_path), "--listen", "127.0.0.1:0"], capture_output=True, text=True, timeout=30)
    assert out.returncode == 1
    assert "locations/a.toml: location `a`: geo.latitude: 95 is outside -90..90" in out.stderr


def readme_tour():
    """The README tour: its server command, its shell variables and its curl commands."""
    from conftest import ROOT
    tour = (ROOT / "README.md").read_text().split("## A short tour", 1)[1].split("\n## ", 1)[0]
    start, variables, commands = None, [], []
    for block in re.findall(r"```sh\n(.*?)```", tour, re.S):
        for line in block.splitlines():
            if line.startswith("cargo run"):
                start = line
            elif re.match(r"[A-Z_]+=", line):
                variables.append(line)
            elif line.startswith("curl "):
                commands.append(line)
            elif line.startswith(" ") and commands:
                commands[-1] += "\n" + line  # a continuation line or a multi-line JSON body
    return start, variables, commands


def test_readme_tour():
    """The README tour's commands, run as written with bash and curl against the real binary
    started with the tour's configuration, and what the README says they return."""
    start, variables, commands = readme_tour()
    assert start.split("#")[0].split() == ["cargo", "run", "--release", "--", "serve", "--config", "examples/tour.toml"]
    s = Server("--config", "examples/tour.toml")
    try:
        results = []
        for command in commands:
            # The only changes: the server's port, and the HTTP status printed after the body.
            results.append(run_curl(variables, command.replace("localhost:8080", f"localhost:{s.port}")))
    finally:
        s.stop()

    ids = lambda body: [l["id"] for l in body["locations"]]  # noqa: E731
    gid = lambda kind, id: f"gid://juniperandpine/{kind}/{id}"  # noqa: E731

    def released_profile(body):
        assert body["ucp"]["version"] == "2026-08-25"
        assert sorted(body["ucp"]["capabilities"]) == ["dev.ucp.common.location.lookup", "dev.ucp.common.location.search"]

    def tools(body):
        assert [t["name"] for t in body["result"]["tools"]] == ["search_locations", "lookup_locations", "ask_business"]

    def open_late(body):
        assert ids(body["result"]["structuredContent"]) == ["loc_sf_mission"]

    def jacket_curbside(body):
        assert ids(body["result"]["structuredContent"]) == ["loc_sf_union_square"]

    def code_and_alias(body):
        assert len(body["locations"]) == 3 and "loc_sf_union_square" in ids(body)

    def delivers(body):
        assert ids(body) == ["loc_denver", "loc_sf_mission"]  # Denver ships nationwide

    def bad_request(body):
        assert (body["messages"][0]["code"], body["messages"][0]["path"]) == ("invalid_request", "$.distance.max")

    def draft_profile(body):
        assert body["ucp"]["version"] == "2026-10-29"
        assert list(body["ucp"]["capabilities"]) == ["dev.ucp.common.ask"]

    def ask_rest(body):
        assert body["answer"]["plain"].startswith("Yes"), body["answer"]
        assert gid("Product", "ridgeline-rain-jacket") in [l.get("id") for l in body["links"]]
        assert body["conversation"]["id"].startswith("conv_")

    def ask_mcp(body):
        sc = body["result"]["structuredContent"]
        assert sc["answer"]["plain"].startswith("Yes"), sc["answer"]
        assert gid("Product", "summit-trail-mix") in [l.get("id") for l in sc["links"]]
        assert [(m["type"], m["code"], m["presentation"]) for m in sc["messages"]] == [("warning", "allergens", "disclosure")]

    checks = [(200, released_profile), (200, tools), (200, open_late), (200, jacket_curbside), (200, code_and_alias),
              (200, delivers), (400, bad_request), (200, draft_profile), (200, ask_rest), (200, ask_mcp)]
    assert len(results) == len(checks), f"every README command has its check here: {commands}"
    for command, (status, body), (expected, check) in zip(commands, results, checks):
        assert status == expected, (command, body)
        check(body)
