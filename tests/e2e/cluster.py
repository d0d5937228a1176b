"""A Concierge cluster on loopback for the replica tests and the load test: a throwaway
PostgreSQL (scripts/postgres), replicas of the real binary sharing its database URL, cursor
secret and signing key, and nginx in front running deploy/nginx.conf itself, changed only in
its addresses and paths (`render_nginx`).

Every process is started by this module and stopped by `close()` (also after a failure).
PostgreSQL, nginx and openssl are required: a missing one is an error, never a skip.
"""

import json
import os
import re
import secrets
import shutil
import signal
import socket
import ssl
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

from conftest import ROOT, binary, free_port, stop_process
NGINX_CONF = ROOT / "deploy" / "nginx.conf"
POSTGRES = ROOT / "scripts" / "postgres"


class Missing(RuntimeError):
    """A server the cluster needs is not installed."""


def require(program, hint):
    path = shutil.which(program) or (f"/usr/sbin/{program}" if Path(f"/usr/sbin/{program}").exists() else None)
    if not path:
        raise Missing(f"{program} is required for the replica tests ({hint})")
    return path


def wait_for_port(port, timeout, proc=None, what="server"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"{what} is not listening on {port} after {timeout}s")


# --- PostgreSQL ---------------------------------------------------------------------------------

class Postgres:
    """`scripts/postgres` in a fresh directory: start, stop, start again (same port), psql."""

    def __init__(self):
        if not POSTGRES.exists():
            raise Missing(f"{POSTGRES} is missing")
        # scripts/postgres keeps the server's own files where its user can reach them.
        self.dir = Path(tempfile.mkdtemp(prefix="concierge-cluster-pg-", dir="/tmp"))
        self.url = None
        self.running = False
        self.start()

    def _script(self, *args, timeout=120):
        out = subprocess.run([str(POSTGRES), *args], capture_output=True, text=True, timeout=timeout)
        if out.returncode != 0:
            raise Missing(f"scripts/postgres {' '.join(args)} failed:\n{out.stderr}")
        return out.stdout.strip()

    def start(self):
        self.url = self._script("start", str(self.dir)).splitlines()[-1]
        self.running = True
        return self.url

    def stop(self):
        self._script("stop", str(self.dir))
        self.running = False

    @property
    def port(self):
        return int((self.dir / "port").read_text().strip())

    def psql(self, sql):
        """Runs one statement with psql and returns its rows as lists of strings."""
        psql = shutil.which("psql")
        if psql is None:
            candidates = sorted(Path("/usr/lib/postgresql").glob("*/bin/psql"))
            if not candidates:
                raise Missing("psql is not installed")
            psql = str(candidates[-1])
        out = subprocess.run(
            [psql, "-X", "-q", "-h", "127.0.0.1", "-p", str(self.port), "-U", "concierge", "-d", "concierge",
             "-v", "ON_ERROR_STOP=1", "-tA", "-F", "\t", "-c", sql],
            capture_output=True, text=True, timeout=30)
        if out.returncode != 0:
            raise RuntimeError(f"psql failed: {sql}\n{out.stderr}")
        return [line.split("\t") for line in out.stdout.splitlines() if line]

    @property
    def postmaster_pid(self):
        """The server's main process (its data directory is recorded in DIR/datadir)."""
        data = Path((self.dir / "datadir").read_text().strip())
        return int((data / "cluster" / "postmaster.pid").read_text().split()[0])

    def close(self):
        """Stops the server and deletes its data (`scripts/postgres remove`)."""
        try:
            self._script("remove", str(self.dir))
        except Exception:  # noqa: BLE001 - best effort on the way out
            pass
        self.running = False
        shutil.rmtree(self.dir, ignore_errors=True)


# --- replicas -----------------------------------------------------------------------------------

class Replica:
    """One `concierge serve` on a fixed loopback port (so nginx knows it and it comes back on
    the same address after a restart), its JSON log lines kept in `lines` and in a file."""

    def __init__(self, name, port, env, log_dir):
        self.name = name
        self.port = port
        self.env = env
        self.log_path = Path(log_dir) / f"{name}.log"
        self.base = f"http://127.0.0.1:{port}"
        self.addr = f"127.0.0.1:{port}"
        self.proc = None
        self.lines = []
        self.starts = 0

    def start(self, timeout=60):
        full_env = dict(os.environ)
        full_env.update(self.env)
        log = open(self.log_path, "a")
        self.proc = subprocess.Popen(
            [binary(), "serve", "--listen", self.addr],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=full_env, cwd=ROOT)
        self.starts += 1
        proc = self.proc

        def read():
            for line in proc.stderr:
                self.lines.append(line)
                log.write(line)
                log.flush()
            log.close()

        threading.Thread(target=read, daemon=True).start()
        # Ready when it answers /health (whatever the log level).
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                time.sleep(0.2)
                raise RuntimeError(f"replica {self.name} did not start:\n" + "".join(self.lines[-30:]))
            try:
                if request(self.base + "/health", timeout=2).status == 200:
                    return self
            except OSError:
                pass
            time.sleep(0.05)

    @property
    def pid(self):
        return self.proc.pid if self.proc else None

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def kill(self):
        """SIGKILL: no graceful shutdown, connections reset, in-flight requests lost."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self):
        if self.proc is not None:
            stop_process(self.proc)

    def log(self):
        return "".join(self.lines)


# --- nginx --------------------------------------------------------------------------------------

def render_nginx(text, *, listen_port, replica_ports, prefix, cert, key):
    """deploy/nginx.conf with only its addresses and paths changed. Each substitution must
    match exactly what the file holds, so the test never runs a configuration other than the
    documented one without failing."""

    def sub(pattern, replacement, s, count):
        new, n = re.subn(pattern, replacement, s)
        if n != count:
            raise AssertionError(f"deploy/nginx.conf: expected {count} match(es) of {pattern!r}, found {n}")
        return new

    text = sub(r"listen 443 ssl http2;", f"listen 127.0.0.1:{listen_port} ssl http2;", text, 1)
    servers = "".join(f"        server 127.0.0.1:{p} max_fails=2 fail_timeout=5s;\n" for p in replica_ports)
    text = sub(r"(        server 127\.0\.0\.1:808[123] max_fails=2 fail_timeout=5s;\n){3}", servers, text, 1)
    text = sub(r"/etc/ssl/concierge/fullchain\.pem", str(cert), text, 1)
    text = sub(r"/etc/ssl/concierge/privkey\.pem", str(key), text, 1)
    text = sub(r"/var/log/nginx/", f"{prefix}/logs/", text, 2)
    text = sub(r"/var/lib/nginx/", f"{prefix}/temp/", text, 5)
    return text


def make_certificate(directory):
    """A self-signed certificate for 127.0.0.1 and localhost (the client trusts exactly it)."""
    require("openssl", "apt-get install openssl")
    cert, key = Path(directory) / "cert.pem", Path(directory) / "key.pem"
    out = subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
         "-keyout", str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
        capture_output=True, text=True, timeout=30)
    if out.returncode != 0:
        raise RuntimeError(f"openssl could not make a certificate: {out.stderr}")
    return cert, key


class Nginx:
    """nginx running the rendered deploy/nginx.conf, unprivileged paths under `prefix`."""

    def __init__(self, prefix, replica_ports, listen_port=None):
        self.bin = require("nginx", "apt-get install nginx-light; scripts/test installs it")
        self.prefix = Path(prefix)
        for sub in ("logs", "temp", "conf"):
            (self.prefix / sub).mkdir(parents=True, exist_ok=True)
        # Workers run as www-data (the file's `user`) when the tests run as root.
        for p in (self.prefix, self.prefix / "logs", self.prefix / "temp", self.prefix / "conf"):
            os.chmod(p, 0o755)
        self.cert, self.key = make_certificate(self.prefix / "conf")
        self.port = listen_port or free_port()
        self.conf = self.prefix / "conf" / "nginx.conf"
        self.conf.write_text(render_nginx(NGINX_CONF.read_text(), listen_port=self.port,
                                          replica_ports=replica_ports, prefix=self.prefix,
                                          cert=self.cert, key=self.key))
        self.access_log = self.prefix / "logs" / "concierge-access.log"
        self.error_log = self.prefix / "logs" / "concierge-error.log"
        self.base = f"https://127.0.0.1:{self.port}"
        self.ssl = ssl.create_default_context(cafile=str(self.cert))
        self.proc = None
        self._args = [self.bin, "-p", str(self.prefix), "-c", str(self.conf), "-e", str(self.prefix / "logs/startup.log"),
                      "-g", f"daemon off; pid {self.prefix}/nginx.pid;"]
        test = subprocess.run([*self._args[:-2], "-t"], capture_output=True, text=True)
        if test.returncode != 0:
            raise RuntimeError(f"nginx -t refused the rendered deploy/nginx.conf:\n{test.stderr}")
        self.proc = subprocess.Popen(self._args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wait_for_port(self.port, 20, self.proc, "nginx")

    def access(self):
        """The access log's entries (JSON lines)."""
        if not self.access_log.exists():
            return []
        return [json.loads(line) for line in self.access_log.read_text().splitlines() if line.strip()]

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGQUIT)  # graceful: finish requests, then exit
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


# --- the cluster --------------------------------------------------------------------------------

class Cluster:
    """PostgreSQL, `replicas` replicas sharing it (and the cursor secret and signing key), and
    nginx in front. `extra_env` is added to every replica's environment; `share_keys_with`, a
    cluster on the same database, lends its cursor secret and signing key (replicas sharing a
    database must share them, or they are refused at start)."""

    def __init__(self, replicas=3, extra_env=None, database_url=None, share_keys_with=None):
        self.tmp = Path(tempfile.mkdtemp(prefix="concierge-cluster-"))
        self.postgres = None
        self.nginx = None
        self.replicas = []
        try:
            if database_url is None:
                self.postgres = Postgres()
                database_url = self.postgres.url
            self.database_url = database_url
            if share_keys_with is not None:
                self.cursor_secret = share_keys_with.cursor_secret
                self.signing_key = self.tmp / "signing.jwk"
                shutil.copyfile(share_keys_with.signing_key, self.signing_key)
            else:
                self.cursor_secret = secrets.token_hex(32)
                self.signing_key = self.tmp / "signing.jwk"
                out = subprocess.run([binary(), "keygen", "--out", str(self.signing_key)], capture_output=True, text=True)
                if out.returncode != 0:
                    raise RuntimeError(f"concierge keygen failed: {out.stderr}")
            ports = [free_port() for _ in range(replicas)]
            nginx_port = free_port()
            self.public_base_url = f"https://127.0.0.1:{nginx_port}"
            self.env = {
                "CONCIERGE__PROFILE_FETCH__ALLOW_INSECURE_LOOPBACK": "true",
                "CONCIERGE__LOG__FORMAT": "json",
                "CONCIERGE__LOG__LEVEL": "info",
                "CONCIERGE__STORAGE__DATABASE_URL": database_url,
                "CONCIERGE__LOCATION__CURSOR_SECRET": self.cursor_secret,
                "CONCIERGE__SIGNATURES__SIGNING_KEY_FILE": str(self.signing_key),
                "CONCIERGE__SERVER__PUBLIC_BASE_URL": self.public_base_url,
                # Behind the proxy every request comes from its address: per-client limits are
                # nginx's (deploy/nginx.conf), not the replicas'.
                "CONCIERGE__LIMITS__RATE_LIMIT_PER_MINUTE": "0",
                **(extra_env or {}),
            }
            for i, port in enumerate(ports):
                self.replicas.append(Replica(f"replica{i + 1}", port, self.env, self.tmp))
            # Start them one after the other: the first one migrates the schema.
            for r in self.replicas:
                r.start()
            self.nginx = Nginx(self.tmp / "nginx", ports, listen_port=nginx_port)
        except BaseException:
            self.close()
            raise

    def query(self, sql):
        """One SQL statement on the shared database (psql for PostgreSQL, sqlite3 for a file)."""
        if self.postgres is not None:
            return self.postgres.psql(sql)
        m = re.match(r"sqlite://([^?]+)", self.database_url)
        if not m:
            raise RuntimeError(f"cannot query {self.database_url}")
        import sqlite3
        with sqlite3.connect(m.group(1)) as db:
            return [[str(v) for v in row] for row in db.execute(sql)]

    def turns(self, conversation):
        """The turns the database holds for a conversation (ids are hex: safe to inline)."""
        if not re.fullmatch(r"[A-Za-z0-9_-]+", conversation):
            raise ValueError(conversation)
        return int(self.query(f"SELECT count(*) FROM turns WHERE conversation_id = '{conversation}'")[0][0])

    def total_turns(self):
        return int(self.query("SELECT count(*) FROM turns")[0][0])

    def replica_at(self, addr):
        return next(r for r in self.replicas if r.addr == addr)

    def logs(self):
        parts = [f"--- {r.name} ({r.addr}) ---\n{''.join(r.lines[-40:])}" for r in self.replicas]
        if self.nginx is not None and self.nginx.error_log.exists():
            parts.append(f"--- nginx error log ---\n{self.nginx.error_log.read_text()[-4000:]}")
        return "\n".join(parts)

    def close(self):
        if self.nginx is not None:
            self.nginx.stop()
        for r in self.replicas:
            r.stop()
        if self.postgres is not None:
            self.postgres.close()
        if os.environ.get("CLUSTER_KEEP_TMP"):
            print(f"cluster files kept in {self.tmp}")
        else:
            shutil.rmtree(self.tmp, ignore_errors=True)


# --- HTTP ---------------------------------------------------------------------------------------

class Response:
    def __init__(self, status, headers, raw):
        self.status = status
        self.headers = {k.lower(): v for k, v in headers.items()}
        self.raw = raw

    def json(self):
        return json.loads(self.raw or b"null")

    def __repr__(self):
        return f"<{self.status} {self.raw[:300]!r}>"


def request(url, body=None, headers=None, context=None, timeout=30, method=None):
    """One HTTP(S) request on a new connection; HTTP errors are responses, network errors
    raise."""
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    req = urllib.request.Request(url, data=data, method=method or ("POST" if data is not None else "GET"))
    if data is not None:
        req.add_header("Content-Type", "application/json")
    for k, v in (headers or {}).items():
        req.add_header(k, v)
    try:
        with urllib.request.urlopen(req, timeout=timeout, context=context) as r:
            return Response(r.status, dict(r.headers), r.read())
    except urllib.error.HTTPError as e:
        return Response(e.code, dict(e.headers), e.read())


def ucp_headers(profile_url, key=None, request_id=None):
    h = {"UCP-Agent": f'profile="{profile_url}"', "Request-Id": request_id or str(uuid.uuid4())}
    if key:
        h["Idempotency-Key"] = key
    return h
