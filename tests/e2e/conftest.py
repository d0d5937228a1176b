"""Fixtures for the end-to-end suite: a real `concierge` process on loopback, and a real HTTP
server publishing agent (platform) profiles that Concierge fetches over loopback.

Nothing here is mocked except the agent's profile host, which in production is a remote
platform: it is served locally so the fetch, validation and negotiation paths run for real.
"""

import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOW = "2026-12-02T18:00:00Z"
DRAFT = "2026-10-29"


def capability(name, file):
    return [{
        "version": "2026-08-25",
        "spec": f"https://ucp.dev/2026-08-25/specification/common/location/{name}",
        "schema": f"https://ucp.dev/2026-08-25/schemas/common/{file}",
    }]


PROFILES = {
    "full.json": {"ucp": {"version": "2026-08-25", "services": {}, "payment_handlers": {}, "capabilities": {
        "dev.ucp.common.location.search": capability("search", "location_search.json"),
        "dev.ucp.common.location.lookup": capability("lookup", "location_lookup.json"),
    }}},
    "search-only.json": {"ucp": {"version": "2026-08-25", "services": {}, "payment_handlers": {}, "capabilities": {
        "dev.ucp.common.location.search": capability("search", "location_search.json"),
    }}},
    # Ask is offered on the draft profile only: the agent declares the draft version.
    "draft.json": {"ucp": {"version": DRAFT, "services": {}, "payment_handlers": {}, "capabilities": {
        "dev.ucp.common.ask": [{
            "version": DRAFT,
            "spec": "https://ucp.dev/draft/specification/common/ask",
            "schema": "https://ucp.dev/draft/schemas/common/ask.json",
        }],
    }}},
}


def database_url(path):
    """The `storage.database_url` of an SQLite file (created if missing)."""
    return f"sqlite://{Path(path).resolve()}?mode=rwc"


def post_raw(url, body, headers=None, timeout=10):
    """POSTs JSON (or bytes as they are); the status, headers and raw body, errors included."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method="POST")
    request.add_header("Content-Type", "application/json")
    for k, v in (headers or {}).items():
        request.add_header(k, v)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


def post(url, body, headers=None, timeout=10):
    """POSTs JSON; the status, headers and parsed body."""
    status, h, raw = post_raw(url, body, headers, timeout)
    return status, h, json.loads(raw or b"null")


class Agents:
    """A loopback HTTP server publishing agent profiles."""

    def __init__(self, tmp: Path):
        self.directory = tmp
        for name, doc in PROFILES.items():
            (tmp / name).write_text(json.dumps(doc))
        (tmp / "broken.json").write_text("{not json")
        handler = lambda *a, **k: SimpleHTTPRequestHandler(*a, directory=str(tmp), **k)  # noqa: E731
        SimpleHTTPRequestHandler.log_message = lambda *a: None
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"

    def url(self, name):
        return f"{self.base}/{name}"


def run_curl(variables, command):
    """Runs a documented curl command with bash after its shell variables, as a reader would,
    and returns the HTTP status (printed after the body) and the JSON body."""
    command = command.replace("curl ", "curl -w '\\n%{http_code}' ", 1)
    out = subprocess.run(["bash", "-c", "\n".join(["set -euo pipefail", *variables, command])],
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, (command, out.stderr)
    body, status = out.stdout.rsplit("\n", 1)
    return int(status), json.loads(body)


def free_port():
    """A loopback port nothing listens on (for a process that must know its port in advance)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def binary():
    path = os.environ.get("CONCIERGE_BIN", str(ROOT / "target/debug/concierge"))
    if not Path(path).exists():
        raise RuntimeError(f"concierge binary not found at {path}; build it first (cargo build)")
    return path


def wait_for(what, check, timeout=30):
    """Poll `check` until it returns something truthy (and return that), or fail naming `what`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.05)
    pytest.fail(f"timed out waiting for {what}")


def stop_process(proc, grace=15):
    """SIGTERM (a graceful shutdown), then SIGKILL if it has not exited within `grace` seconds."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(grace)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(grace)


class Server:
    """A running `concierge serve` with its captured JSON log lines.

    Its SQLite database (conversations, idempotency keys, unanswered questions) is `database`,
    or a fresh file in a temporary directory removed on stop; never the working directory.
    """

    def __init__(self, *args, env=None, database=None, now=NOW, listen="127.0.0.1:0", cwd=ROOT):
        self._tmp = None
        if database is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="concierge-e2e-")
            database = Path(self._tmp.name) / "concierge.sqlite"
        self.database = Path(database)
        self.database_url = database_url(self.database)
        full_env = dict(os.environ)
        full_env.update({
            "CONCIERGE__PROFILE_FETCH__ALLOW_INSECURE_LOOPBACK": "true",
            "CONCIERGE__LOG__LEVEL": "info",
            "CONCIERGE__STORAGE__DATABASE_URL": self.database_url,
        })
        full_env.update(env or {})
        # From the repository root, as the README runs it (config paths are relative to the file).
        self.proc = subprocess.Popen(
            [binary(), "serve", "--listen", listen, *(["--now", now] if now else []), *args],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=full_env, cwd=cwd,
        )
        self.lines = []
        self.port = None
        ready = threading.Event()

        def read():
            for line in self.proc.stderr:
                self.lines.append(line)
                if self.port is None:
                    m = re.search(r'"listen":"127\.0\.0\.1:(\d+)"', line)
                    if m and "concierge is serving" in line:
                        self.port = int(m.group(1))
                        ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        if not ready.wait(30) or self.port is None:
            self.stop()
            raise RuntimeError("concierge did not start:\n" + "".join(self.lines))
        self.base = f"http://127.0.0.1:{self.port}"
        self.mcp = f"{self.base}/ucp/mcp"

    def log(self):
        return "".join(self.lines)

    def stop(self):
        stop_process(self.proc)
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None


@pytest.fixture(scope="session")
def agents(tmp_path_factory):
    a = Agents(tmp_path_factory.mktemp("agents"))
    yield a
    a.server.shutdown()


@pytest.fixture(scope="session")
def server():
    s = Server()
    yield s
    s.stop()


@pytest.fixture(scope="session")
def inspector():
    path = os.environ.get("INSPECTOR_BIN") or shutil.which("mcp-inspector")
    if not path or not Path(path).exists():
        pytest.fail("the MCP Inspector CLI is required (scripts/test installs it; set INSPECTOR_BIN)")
    return path


class AgentHost:
    """Publishes an agent's directory (written by `concierge agent-profile`) on loopback; the
    private key is never served."""

    def __init__(self, tmp: Path):
        self.dir = tmp / "agent"
        self.dir.mkdir()

        class Handler(SimpleHTTPRequestHandler):
            def __init__(self, *a, **k):
                super().__init__(*a, directory=str(tmp / "agent"), **k)

            def do_GET(self):
                if self.path.endswith(".jwk"):
                    self.send_error(404)
                    return
                super().do_GET()

            def log_message(self, *a):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        out = subprocess.run([binary(), "agent-profile", "--out", str(self.dir), "--base-url", self.base],
                             capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
        self.client_id = f"{self.base}/client.json"

    def stop(self):
        self.server.shutdown()


@pytest.fixture(scope="module")
def agent(tmp_path_factory):
    """An agent made by `concierge agent-profile`, published on loopback."""
    a = AgentHost(tmp_path_factory.mktemp("agent-host"))
    yield a
    a.stop()


class DevIssuer:
    """`concierge dev-issuer` on loopback (port 0), as a business's authorization server, with
    `clients` ({client_id: JWKS path}) registered for `private_key_jwt`."""

    def __init__(self, tmp: Path, clients=None, resources=(), scopes=()):
        key = tmp / "dev-issuer.jwk"
        subprocess.run([binary(), "keygen", "--out", str(key)], check=True, capture_output=True)
        args = [binary(), "dev-issuer", "--key", str(key), "--listen", "127.0.0.1:0"]
        for client, jwks in (clients or {}).items():
            args += ["--client", f"{client}={jwks}"]
        for r in resources:
            args += ["--resource", r]
        for s in scopes:
            args += ["--scope", s]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        line = self.proc.stderr.readline()
        m = re.search(r"http://127\.0\.0\.1:\d+", line)
        if not m:
            self.stop()
            raise RuntimeError(f"the development issuer did not start: {line}")
        self.url = m.group(0)
        threading.Thread(target=lambda: [None for _ in self.proc.stderr], daemon=True).start()

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
        self.proc.wait(10)
