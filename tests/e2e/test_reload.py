"""Reloading the store of a running server under load: the real binary serves a copy of the demo
store while client threads search, look up and ask over REST and MCP; the store is edited and
`concierge reload` (which validates it, then sends SIGHUP) is run several times. No request may
fail, each change must become visible, and an invalid store must be refused by `concierge reload`
(exit 1, every problem printed) and by the server on a bare SIGHUP, which keeps serving.
"""

import os
import shutil
import signal
import subprocess
import threading
import uuid

from conftest import ROOT, Server, binary, post, wait_for

DEMO = ROOT / "crates/store/demo"
LONDON = "Juniper & Pine Covent Garden"
REFUND_QUESTION = "How many days do I have to return a full-price item?"
REFUND_RULE = "can be returned within 30 days of delivery"
BAD_LATITUDE = ("latitude = 51.511600", "latitude = 251.5")
BAD_TIMEZONE = ('timezone = "America/Los_Angeles"', 'timezone = "America/Nowhere"')


def edit(store, file, old, new):
    path = store / file
    text = path.read_text()
    assert old in text, f"{file} has no {old!r}"
    path.write_text(text.replace(old, new, 1))


def headers(agents, profile):
    return {"UCP-Agent": f'profile="{agents.url(profile)}"', "Request-Id": str(uuid.uuid4())}


def london(server, agents):
    status, _, body = post(f"{server.base}/ucp/locations/lookup", {"ids": ["LON01"]}, headers(agents, "full.json"))
    assert status == 200, body
    return body["locations"][0]["name"]


def refund_answer(server, agents):
    status, _, body = post(f"{server.base}/ucp/ask", {"query": REFUND_QUESTION}, headers(agents, "draft.json"))
    assert status == 200, body
    return body["answer"]["plain"]


class Load:
    """Client threads sending requests until stopped; every failure is kept."""

    def __init__(self, server, agents):
        self.server, self.agents = server, agents
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.failures, self.served, self.names = [], 0, set()
        kinds = ["lookup", "lookup", "search", "ask", "ask", "mcp_ask"]
        self.threads = [threading.Thread(target=self.run, args=(k,), daemon=True) for k in kinds]
        for t in self.threads:
            t.start()

    def one(self, kind):
        base, agents = self.server.base, self.agents
        if kind == "lookup":
            status, _, body = post(f"{base}/ucp/locations/lookup", {"ids": ["LON01"]}, headers(agents, "full.json"))
            ok = status == 200 and len(body.get("locations", [])) == 1
            if ok:
                with self.lock:
                    self.names.add(body["locations"][0]["name"])
        elif kind == "search":
            status, _, body = post(f"{base}/ucp/locations/search", {"query": "london"}, headers(agents, "full.json"))
            ok = status == 200 and [l["id"] for l in body.get("locations", [])][:1] == ["loc_london"]
        elif kind == "ask":
            status, _, body = post(f"{base}/ucp/ask", {"query": REFUND_QUESTION}, headers(agents, "draft.json"))
            ok = status == 200 and bool(body.get("answer", {}).get("plain"))
        else:
            message = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
                "name": "ask_business",
                "arguments": {"meta": {"ucp-agent": {"profile": agents.url("draft.json")}}, "ask": {"query": REFUND_QUESTION}}}}
            status, _, body = post(self.server.mcp, message, {"Accept": "application/json"})
            ok = status == 200 and "result" in body and not body["result"].get("isError")
        return ok, (kind, status, body)

    def run(self, kind):
        while not self.stop.is_set():
            try:
                ok, detail = self.one(kind)
            except Exception as e:  # a dropped connection or a timeout is a failed request too
                ok, detail = False, (kind, repr(e))
            with self.lock:
                self.served += 1
                if not ok:
                    self.failures.append(detail)

    def count(self):
        with self.lock:
            return self.served

    def settle(self, n=20):
        """Waits until `n` more requests have been served."""
        target = self.count() + n
        wait_for(f"{n} more requests", lambda: self.count() >= target)

    def finish(self):
        self.stop.set()
        for t in self.threads:
            t.join(30)


def reload(store, pid_file):
    return subprocess.run([binary(), "reload", "--store", str(store), "--pid-file", str(pid_file)],
                          capture_output=True, text=True, timeout=60)


def test_reload_under_load(agents, tmp_path):
    store = tmp_path / "store"
    shutil.copytree(DEMO, store)
    pid_file = tmp_path / "concierge.pid"
    # The rate limit is per client address, and every thread here is 127.0.0.1: it is turned
    # off so that a failure can only be the reload's.
    server = Server("--store", str(store), "--pid-file", str(pid_file),
                    env={"CONCIERGE__LIMITS__RATE_LIMIT_PER_MINUTE": "0", "CONCIERGE__LOG__FORMAT": "json"})
    load = None
    try:
        assert int(pid_file.read_text()) == server.proc.pid
        assert london(server, agents) == LONDON
        assert "30 days" in refund_answer(server, agents)
        load = Load(server, agents)
        load.settle()

        names = [LONDON] + [f"Juniper & Pine London {n}" for n in range(1, 4)]
        for n in range(1, 4):
            edit(store, "locations/international.toml", names[n - 1], names[n])
            if n == 1:
                edit(store, "policies/refund-policy.md", REFUND_RULE, "can be returned within 45 days of delivery")
            out = reload(store, pid_file)
            assert out.returncode == 0, out.stderr
            assert f"sent SIGHUP to pid {server.proc.pid}" in out.stdout
            wait_for(f"generation {n + 1}", lambda: f"store reloaded: serving generation {n + 1}" in server.log())
            assert london(server, agents) == names[n]
            load.settle()
        answer = refund_answer(server, agents)
        assert "45 days" in answer and "30 days" not in answer, answer

        # An invalid store: `concierge reload` names every problem, exits 1 and sends nothing.
        edit(store, "locations/international.toml", *BAD_LATITUDE)
        edit(store, "locations/us-west.toml", *BAD_TIMEZONE)
        edit(store, "locations/international.toml", names[3], "Never Served")
        out = reload(store, pid_file)
        assert out.returncode == 1, (out.stdout, out.stderr)
        assert "2 problems" in out.stderr, out.stderr
        assert "locations/international.toml: location `loc_london`: geo.latitude: 251.5" in out.stderr
        assert "locations/us-west.toml" in out.stderr and "America/Nowhere" in out.stderr
        assert "sent SIGHUP" not in out.stdout
        load.settle()
        assert "SIGHUP: reloading the store" not in server.log().split("serving generation 4")[-1]
        assert london(server, agents) == names[3]

        # A bare SIGHUP with the store still invalid: the server refuses it, logs every problem
        # at error level and keeps generation 4.
        os.kill(server.proc.pid, signal.SIGHUP)
        wait_for("the refusal", lambda: "store reload refused; keeping generation 4" in server.log())
        refusal = server.log().split("serving generation 4")[-1]
        errors = [line for line in refusal.splitlines() if '"level":"ERROR"' in line]
        assert any("geo.latitude: 251.5" in line for line in errors), refusal
        assert any("America/Nowhere" in line for line in errors), refusal
        load.settle()
        assert london(server, agents) == names[3]
        assert server.proc.poll() is None, "SIGHUP must not end the server"

        load.finish()
        assert load.failures == [], f"{len(load.failures)} of {load.served} requests failed: {load.failures[:5]}"
        assert load.served >= 100, load.served
        assert load.names <= {*names}, load.names
        assert {names[0], names[3]} <= load.names, load.names
    finally:
        if load is not None:
            load.finish()
        server.stop()
    assert not pid_file.exists(), "the pid file is removed at shutdown"


def test_reload_refuses_a_missing_server(tmp_path):
    """Without a server to signal, `concierge reload` says so (and a valid store is not enough)."""
    store = tmp_path / "store"
    shutil.copytree(DEMO, store)
    out = reload(store, tmp_path / "absent.pid")
    assert out.returncode == 1
    assert "pid file" in out.stderr and "absent.pid" in out.stderr, out.stderr
    (tmp_path / "stale.pid").write_text("1\n")
    out = reload(store, tmp_path / "stale.pid")
    assert out.returncode == 1 and "is not the process id of a server" in out.stderr, out.stderr
