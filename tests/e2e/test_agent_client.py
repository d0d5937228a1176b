"""The agent's side end to end: `concierge` as a Personal Agent (the `concierge-client` library
behind it) against the real server on loopback — discovery, Ask with conversations, Location
search to the last page, lookup, Direct Sign-In at a real development authorization server
with incremental scopes, Poppy-Session and signed requests — and against businesses that break
discovery's rules (a redirected UCP profile, a poppy.json for another domain), which it refuses.
"""

import json
import os
import pty
import re
import select
import shutil
import subprocess
import threading
import urllib.error
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from conftest import AgentHost, DevIssuer, Server, binary, free_port

ASK_READ = "dev.ucp.common.ask:read"
ORDER_READ = "dev.ucp.shopping.order:read"
TRAIL_MIX = "gid://juniperandpine/Product/summit-trail-mix"


class Cli:
    """`concierge` as an agent, with its own state file."""

    def __init__(self, agent: AgentHost, state: Path):
        self.agent, self.state = agent, state

    def run(self, *args, check=True, user=None):
        cmd = [binary(), *args, "--agent", str(self.agent.dir), "--state", str(self.state), "--insecure-loopback"]
        if user:
            cmd += ["--user", user]
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        if check:
            assert out.returncode == 0, (cmd, out.stdout, out.stderr)
        return out

    def json(self, *args, **kw):
        return json.loads(self.run(*args, "--json", **kw).stdout)


@pytest.fixture(scope="module")
def signed_out():
    """The demo store, verifying every request's signature against the agent's profile keys. On the
    real clock: the CLI signs with the time it runs at, which a server fixed at `NOW` would judge
    to be in the future once that day has passed."""
    s = Server(now=None, env={"CONCIERGE__SIGNATURES__REQUESTS": "required"})
    yield s
    s.stop()


def domain(server):
    return f"localhost:{server.port}"


def test_discovery_negotiates_each_capability_at_the_version_that_offers_it(agent, signed_out, tmp_path):
    cli = Cli(agent, tmp_path / "state.json")
    d = cli.json("discover", domain(signed_out))
    assert d["origin"] == f"http://localhost:{signed_out.port}/" and d["ucp_extension"] is True
    negotiated = {n["capability"]: n for n in d["negotiated"]}
    assert negotiated["dev.ucp.common.ask"]["version"] == "2026-10-29"
    assert negotiated["dev.ucp.common.ask"]["agent_profile"] == f"{agent.base}/profile-2026-10-29.json"
    assert negotiated["dev.ucp.common.location.search"]["version"] == "2026-08-25"
    assert negotiated["dev.ucp.common.location.search"]["endpoint"].endswith("/ucp/mcp")
    human = cli.run("discover", domain(signed_out)).stdout
    assert "Juniper & Pine Outfitters" in human and "dev.ucp.common.ask: UCP 2026-10-29 over mcp" in human


@pytest.mark.parametrize("transport", ["mcp", "rest"])
def test_ask_shows_disclosures_first_and_continues_only_this_users_conversation(agent, signed_out, tmp_path, transport):
    cli = Cli(agent, tmp_path / "state.json")
    shown = cli.run("ask", domain(signed_out), "Is it vegan?", "--id", TRAIL_MIX, "--transport", transport).stdout
    first_line = shown.splitlines()[0]
    assert first_line.startswith("! allergens:") and "peanuts" in first_line, shown
    assert "https://juniperandpine.example/products/summit-trail-mix" in shown
    assert "\x1b[" not in shown, "no colour when stdout is not a terminal"
    first = cli.json("ask", domain(signed_out), "Do you ship to Canada?", "--transport", transport)
    conversation = first["conversation"]["id"]
    follow_up = cli.json("ask", domain(signed_out), "How long does it take?", "--continue", "--transport", transport)
    assert follow_up["conversation"]["id"] == conversation
    state = json.loads((tmp_path / "state.json").read_text())
    assert list(state["conversations"][f"http://localhost:{signed_out.port}/"]) == ["default"]
    other = cli.run("ask", domain(signed_out), "And to Mexico?", "--continue", user="bob", check=False)
    assert other.returncode == 1 and "no conversation" in other.stderr and "user bob" in other.stderr


def test_an_action_request_is_reported_not_performed(agent, signed_out, tmp_path):
    cli = Cli(agent, tmp_path / "state.json")
    answer = cli.json("ask", domain(signed_out), "Add the rain jacket to my cart")
    assert "operation_not_performed" in [m.get("code") for m in answer.get("messages", [])], answer


def test_location_search_follows_every_page_and_lookup_reports_unknown_ids(agent, signed_out, tmp_path):
    cli = Cli(agent, tmp_path / "state.json")
    every = cli.json("locations", "search", domain(signed_out), "--limit", "3")
    ids = [l["id"] for l in every["locations"]]
    assert len(ids) == every["total_count"] and len(set(ids)) == len(ids) and every["next_cursor"] is None
    one_page = cli.json("locations", "search", domain(signed_out), "--limit", "3", "--max-pages", "1")
    assert len(one_page["locations"]) == 3 and one_page["next_cursor"]
    near = cli.run("locations", "search", domain(signed_out), "--near", "37.7879,-122.4075", "--within", "10km",
                   "--open-at", "2026-12-05T23:30:00-08:00", "--transport", "rest").stdout
    rows = [line for line in near.splitlines()[1:] if line.startswith("loc_")]
    assert rows and all(row.rstrip().endswith("open") for row in rows), near
    assert "distance" in near.splitlines()[0] and " km" in near
    looked = cli.json("locations", "lookup", domain(signed_out), "loc_sf_union_square", "nope")
    assert [l["id"] for l in looked["locations"]] == ["loc_sf_union_square"]
    assert [m["code"] for m in looked["messages"]] == ["not_found"]


def test_errors_keep_their_ucp_code_and_say_what_to_do(agent, signed_out, tmp_path):
    cli = Cli(agent, tmp_path / "state.json")
    bad = cli.run("locations", "search", domain(signed_out), "--near", "37.78,-122.41", "--within", "100000km",
                  check=False)
    assert bad.returncode == 1 and "[distance_limit_exceeded]" in bad.stderr and "next: Fix $.location.distance.max" in bad.stderr, bad.stderr
    # A profile the business cannot fetch: the UCP code survives the MCP error's non-200 status.
    broken = tmp_path / "broken-agent"
    shutil.copytree(agent.dir, broken)
    manifest = json.loads((broken / "agent.json").read_text())
    manifest["base_url"] = manifest["base_url"] + "/missing"
    (broken / "agent.json").write_text(json.dumps(manifest))
    out = subprocess.run([binary(), "ask", domain(signed_out), "hello", "--agent", str(broken), "--state",
                          str(tmp_path / "s2.json"), "--insecure-loopback"], capture_output=True, text=True)
    assert out.returncode == 1 and "[profile_unreachable]" in out.stderr and "HTTP 424" in out.stderr, out.stderr
    assert "next:" in out.stderr
    none = subprocess.run([binary(), "discover", domain(signed_out), "--agent", str(tmp_path / "nowhere")],
                          capture_output=True, text=True)
    assert none.returncode == 1 and "concierge agent-profile" in none.stderr


def approve(url, subject="b_1"):
    """Plays the user at the issuer's consent page: opens it, approves, and follows the redirect
    back to the agent's loopback listener."""
    with urllib.request.urlopen(url, timeout=10) as page:
        html = page.read().decode()
    handle = re.search(r'name="request" value="([^"]+)"', html).group(1)
    action = urllib.parse.urljoin(url, re.search(r'<form[^>]*action="([^"]+)"', html).group(1))
    body = urllib.parse.urlencode({"request": handle, "subject": subject, "decision": "approve"}).encode()
    with urllib.request.urlopen(urllib.request.Request(action, data=body), timeout=10) as done:
        return done.read().decode()


def login(cli, business, *scopes):
    """`concierge login`, with the browser played by `approve`."""
    cmd = [binary(), "login", business, "--agent", str(cli.agent.dir), "--state", str(cli.state),
           "--insecure-loopback", "--wait-secs", "30", "--json"]
    for s in scopes:
        cmd += ["--scope", s]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    url = None
    for line in proc.stderr:
        if line.startswith("http"):
            url = line.strip()
            break
    assert url, proc.communicate()
    query = urllib.parse.parse_qs(urllib.parse.urlparse(url).query)
    assert query["code_challenge_method"] == ["S256"] and query["resource"] and query["state"]
    page = approve(url)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    return json.loads(out), query, page


def with_sign_in(agent, tmp_path, scopes, env):
    """A development issuer with `agent` registered and offering `scopes`, and the demo store on a
    port known in advance (the issuer lists its resources) trusting it, with `env` on top."""
    port = free_port()
    issuer = DevIssuer(tmp_path, clients={agent.client_id: agent.dir / "jwks.json"},
                       resources=[f"http://localhost:{port}", f"http://localhost:{port}/ucp/mcp"], scopes=scopes)
    server = Server(now=None, listen=f"127.0.0.1:{port}", env={
        "CONCIERGE__AUTH__ISSUER": issuer.url,
        "CONCIERGE__AUTH__ALLOW_INSECURE_LOOPBACK": "true",
        **env,
    })
    return issuer, server


def test_sign_in_then_incremental_scope_then_a_signed_in_answer_with_a_session(agent, tmp_path):
    issuer, server = with_sign_in(agent, tmp_path, [ASK_READ, ORDER_READ], {
        "CONCIERGE__SIGNATURES__REQUESTS": "required",
        "CONCIERGE__POPPY__SESSION": "verify",
        "CONCIERGE__POPPY__SIGN_IN_CLIENTS": f'["{agent.client_id}"]',
    })
    try:
        business = domain(server)
        cli = Cli(agent, tmp_path / "state.json")
        d = cli.json("discover", business)
        assert d["issuer"] == {"issuer": issuer.url, "resource": f"http://{business}"}
        signed_out = cli.json("ask", business, "Where is my order?", "--poppy-session")
        assert "insufficient_scope" in [m.get("code") for m in signed_out.get("messages", [])]
        assert "#1001" not in signed_out["answer"]["plain"]
        granted, query, page = login(cli, business, ORDER_READ)
        assert granted["scopes"] == [ORDER_READ] and "Signed in" in page
        still = cli.json("ask", business, "Where is my order?", "--poppy-session")
        assert "#1001" not in still["answer"]["plain"], "order:read is not Ask's personalised tier"
        # Incremental: only the missing scope is requested, and the granted one is kept.
        more, query, _ = login(cli, business, ORDER_READ, ASK_READ)
        assert query["scope"] == [ASK_READ]
        assert sorted(more["scopes"]) == sorted([ORDER_READ, ASK_READ]) and more["dropped"] == []
        answer = cli.json("ask", business, "Where is my order?", "--poppy-session")
        assert "#1001" in answer["answer"]["plain"] and "1Z4J9W870312345678" in answer["answer"]["plain"], answer
        # An access token about to expire is refreshed first; the refresh token rotates.
        origin = f"http://{business}/"
        state = json.loads(cli.state.read_text())
        before = state["tokens"][origin]["default"]
        before["expires_at"] = 0
        cli.state.write_text(json.dumps(state))
        refreshed = cli.json("ask", business, "Where is my order?", "--poppy-session")
        assert "#1001" in refreshed["answer"]["plain"], refreshed
        after = json.loads(cli.state.read_text())["tokens"][origin]["default"]
        assert after["access_token"] != before["access_token"]
        assert after["refresh_token"] != before["refresh_token"] and after["expires_at"] > 0
        assert sorted(after["scopes"]) == sorted([ORDER_READ, ASK_READ])
        # Tokens are per user: another user of the same agent is signed out.
        bob = cli.json("ask", business, "Where is my order?", "--poppy-session", user="bob")
        assert "#1001" not in bob["answer"]["plain"]
        out = cli.run("logout", business)
        assert "revoked" in out.stdout
        after = cli.json("ask", business, "Where is my order?", "--poppy-session")
        assert "#1001" not in after["answer"]["plain"]
    finally:
        server.stop()
        issuer.stop()


class Impostor:
    """A business front on loopback that breaks one discovery rule, proxying the rest to a real
    server."""

    def __init__(self, real, fault):
        real_base = real.base

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                port = self.server.server_address[1]
                if self.path == "/.well-known/poppy.json":
                    with urllib.request.urlopen(real_base + self.path) as r:
                        doc = json.loads(r.read())
                    doc["organization"]["domain"] = "shop.example" if fault == "foreign-poppy" else f"localhost:{port}"
                    return self.reply(200, json.dumps(doc))
                if self.path == "/.well-known/ucp" and fault == "redirect-profile":
                    self.send_response(302)
                    self.send_header("Location", real_base + "/.well-known/ucp")
                    self.end_headers()
                    return
                self.reply(404, "{}")

            def reply(self, status, body):
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(body.encode())

            def log_message(self, *a):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.domain = f"localhost:{self.server.server_address[1]}"


@pytest.mark.parametrize("fault,message", [
    ("redirect-profile", "a UCP profile must not redirect"),
    ("foreign-poppy", "speaks only for the host that serves it"),
])
def test_discovery_refuses_a_business_that_breaks_the_rules(agent, signed_out, tmp_path, fault, message):
    impostor = Impostor(signed_out, fault)
    try:
        out = Cli(agent, tmp_path / "state.json").run("ask", impostor.domain, "hello", check=False)
        assert out.returncode == 1 and message in out.stderr, out.stderr
    finally:
        impostor.server.shutdown()


def test_the_runnable_example_agent_discovers_asks_and_searches(agent, signed_out):
    example = Path(binary()).parent / "examples" / "agent"
    assert example.exists(), f"{example} is missing: `cargo test --workspace` (or `cargo build -p concierge-client --example agent`) builds it"
    out = subprocess.run([str(example), str(agent.dir), domain(signed_out), "Is the Summit Trail Mix vegan?",
                          "--insecure-loopback"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("Juniper & Pine Outfitters at http://localhost:")
    assert lines[1].startswith("[allergens]"), "the disclosure comes before the answer"
    assert re.search(r"\d+ store\(s\) within 50 km of", out.stdout), out.stdout


def test_hard_gates_become_sign_in_steps_with_the_scopes_to_ask_for(agent, tmp_path):
    """`identity_required` names the scopes from the profile's `config.scopes`; `insufficient_scope`
    asks only for the missing ones; `login` with no --scope asks for what the profile gates."""
    gate = "dev.ucp.common.location.search:read"
    issuer, server = with_sign_in(agent, tmp_path, [ASK_READ, gate],
                                  {"CONCIERGE__AUTH__REQUIRED_SCOPES": f'["{gate}"]'})
    try:
        business = domain(server)
        cli = Cli(agent, tmp_path / "state.json")
        out = cli.run("locations", "search", business, check=False)
        assert out.returncode == 1 and "[identity_required]" in out.stderr, out.stderr
        assert f"--scope {gate}" in out.stderr, out.stderr
        login(cli, business, ASK_READ)
        out = cli.run("locations", "search", business, check=False)
        assert out.returncode == 1 and "[insufficient_scope]" in out.stderr and gate in out.stderr, out.stderr
        granted, query, _ = login(cli, business)  # the default: the scopes the profile gates
        assert query["scope"] == [gate]
        assert sorted(granted["scopes"]) == sorted([ASK_READ, gate])
        found = cli.json("locations", "search", business, "--limit", "5")
        assert found["locations"] and found["total_count"]
    finally:
        server.stop()
        issuer.stop()


class DropsFirstReply:
    """A front that forwards every request to the real server but drops the connection instead
    of relaying the first reply, as a network failure after the business answered would."""

    def __init__(self, real):
        self.keys = []
        self.first_reply = None
        front = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                self.forward(None)

            def do_POST(self):
                self.forward(self.rfile.read(int(self.headers["Content-Length"])))

            def forward(self, body):
                headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "content-length")}
                # The name the rewrite below expects: a local server speaks for the Host it is asked by.
                headers["Host"] = f"localhost:{real.port}"
                request = urllib.request.Request(real.base + self.path, data=body, headers=headers,
                                                 method=self.command)
                try:
                    with urllib.request.urlopen(request) as r:
                        status, reply, kind = r.status, r.read(), r.headers.get("Content-Type")
                except urllib.error.HTTPError as e:
                    status, reply, kind = e.code, e.read(), e.headers.get("Content-Type")
                if body and b'"tools/call"' in body:
                    front.keys.append(json.loads(body)["params"]["arguments"]["meta"].get("idempotency-key"))
                    if front.first_reply is None:
                        front.first_reply = json.loads(reply)
                        self.close_connection = True
                        self.connection.shutdown(2)
                        return
                # Discovery documents name the real server's endpoints; point them here.
                reply = reply.replace(f"localhost:{real.port}".encode(), f"localhost:{self.server.server_address[1]}".encode())
                self.send_response(status)
                self.send_header("Content-Type", kind or "application/json")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *a):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.domain = f"localhost:{self.server.server_address[1]}"


def test_a_turn_lost_on_the_way_back_is_retried_with_the_same_idempotency_key(agent, tmp_path):
    real = Server()
    front = DropsFirstReply(real)
    try:
        answer = Cli(agent, tmp_path / "state.json").json("ask", front.domain, "Do you ship to Canada?")
        assert len(front.keys) == 2 and front.keys[0] and front.keys[0] == front.keys[1], front.keys
        first = front.first_reply["result"]["structuredContent"]
        # The business recognised the retry: the stored answer, in the same conversation.
        assert answer["conversation"]["id"] == first["conversation"]["id"]
        assert answer["answer"] == first["answer"]
    finally:
        front.server.shutdown()
        real.stop()


def test_on_a_terminal_the_answer_is_coloured_and_no_color_turns_it_off(agent, signed_out, tmp_path):
    def on_a_terminal(extra_env):
        primary, secondary = pty.openpty()
        env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"} | extra_env
        proc = subprocess.Popen([binary(), "ask", domain(signed_out), "Is it vegan?", "--id", TRAIL_MIX,
                                 "--agent", str(agent.dir), "--state", str(tmp_path / "s.json"),
                                 "--insecure-loopback"], stdin=subprocess.DEVNULL, stdout=secondary,
                                stderr=secondary, env=env)
        os.close(secondary)
        seen = b""
        try:
            while True:
                ready, _, _ = select.select([primary], [], [], 30)
                if not ready:
                    break
                try:
                    chunk = os.read(primary, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
        finally:
            proc.wait(30)
            os.close(primary)
        assert proc.returncode == 0, seen
        return seen.decode(errors="replace")

    coloured = on_a_terminal({})
    assert "\x1b[1;33m! allergens:" in coloured, coloured
    plain = on_a_terminal({"NO_COLOR": "1"})
    assert "! allergens:" in plain and "\x1b[1;33m" not in plain, plain
