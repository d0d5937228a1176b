"""Storage as an operator meets it, with the real binary: `concierge migrate`, `storage.migrate`,
a database migrated by a newer release, and replicas that must share their keys.

PostgreSQL is a real server on loopback started by `scripts/postgres` (installed from Debian by
the README's test command); these tests fail, never skip, when it is missing.
"""

import os
import signal
import subprocess
import uuid

import pytest

from conftest import ROOT, Server, binary, database_url, post

POSTGRES = ROOT / "scripts" / "postgres"


@pytest.fixture(scope="module")
def postgres(tmp_path_factory):
    """A PostgreSQL server of this module's own; yields a function making a fresh database URL."""
    directory = tmp_path_factory.mktemp("postgres")
    started = subprocess.run([POSTGRES, "start", directory], capture_output=True, text=True)
    assert started.returncode == 0, f"PostgreSQL did not start:\n{started.stderr}"
    admin = started.stdout.strip()

    def fresh():
        name = f"e2e_{uuid.uuid4().hex[:12]}"
        psql(admin, f"CREATE DATABASE {name}")
        return admin.rsplit("/", 1)[0] + "/" + name

    yield fresh
    subprocess.run([POSTGRES, "remove", directory], capture_output=True)


def psql(url, sql):
    done = subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-qtAc", sql], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def concierge(*args, env=None):
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run([binary(), *args], capture_output=True, text=True, env=full_env, cwd=ROOT, timeout=60)


def serve_fails(env):
    """Starts `concierge serve` expecting it to refuse; returns its stderr."""
    full_env = dict(os.environ)
    full_env.update(env)
    done = subprocess.run([binary(), "serve", "--listen", "127.0.0.1:0"], capture_output=True, text=True,
                          env=full_env, cwd=ROOT, timeout=60)
    assert done.returncode != 0, "the server started"
    return done.stderr


def test_migrations_are_run_by_the_command_when_start_may_not(postgres, agents):
    url = postgres()
    env = {"CONCIERGE__STORAGE__DATABASE_URL": url, "CONCIERGE__STORAGE__MIGRATE": "off"}
    status = concierge("migrate", "--status", env=env)
    assert status.returncode == 1 and "schema version 0" in status.stdout, status.stdout + status.stderr
    err = serve_fails(env)
    assert "storage.migrate is \"off\"" in err and "concierge migrate" in err, err

    migrated = concierge("migrate", env=env)
    assert migrated.returncode == 0, migrated.stderr
    assert "migrated from version 0 to" in migrated.stdout
    assert "already at version" in concierge("migrate", env=env).stdout
    assert concierge("migrate", "--status", env=env).returncode == 0

    server = Server(env=env)
    try:
        status, _, body = post(f"{server.base}/ucp/ask", {"query": "What is your return policy?"},
                               {"UCP-Agent": f'profile="{agents.url("draft.json")}"', "Request-Id": str(uuid.uuid4())})
        assert status == 200, body
        conversation = body["conversation"]["id"]
        assert psql(url, f"SELECT COUNT(*) FROM turns WHERE conversation_id = '{conversation}'") == "1", \
            "the turn went to PostgreSQL"
    finally:
        server.stop()


def test_a_database_migrated_by_a_newer_release_is_refused(postgres):
    url = postgres()
    env = {"CONCIERGE__STORAGE__DATABASE_URL": url}
    assert concierge("migrate", env=env).returncode == 0
    psql(url, "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) "
              "VALUES (9999, 'from a newer release', TRUE, '\\x00'::bytea, 0)")
    err = serve_fails(env)
    assert "version 9999" in err and "newer" in err, err
    assert concierge("migrate", env=env).returncode == 1, "nor does migrate touch it"


def test_a_password_in_the_database_url_is_never_printed(postgres):
    url = postgres().replace("concierge@", "concierge:hunter2secret@")
    done = concierge("migrate", env={"CONCIERGE__STORAGE__DATABASE_URL": url})
    # Trust authentication ignores the password; what matters is what was printed.
    assert "hunter2secret" not in done.stdout + done.stderr
    assert ":***@" in done.stdout + done.stderr


def test_replicas_with_keys_of_their_own_are_refused(tmp_path):
    shared = tmp_path / "shared.sqlite"
    # Replicas judge each other's heartbeats by the clock: all on the real one, as in production.
    first = Server(database=shared, now=None)
    try:
        err = serve_fails({"CONCIERGE__STORAGE__DATABASE_URL": database_url(shared)})
        assert "another replica sharing this database" in err and "location.cursor_secret" in err, err

        # With the keys shared, the second replica joins.
        secret = "ab" * 32
        key = tmp_path / "signing.jwk"
        made = concierge("keygen", "--out", str(key))
        assert made.returncode == 0, made.stderr
    finally:
        first.stop()
    env = {
        "CONCIERGE__LOCATION__CURSOR_SECRET": secret,
        "CONCIERGE__SIGNATURES__SIGNING_KEY_FILE": str(key),
    }
    a = Server(database=shared, env=env, now=None)
    try:
        b = Server(database=shared, env=env, now=None)
        b.stop()
    finally:
        a.stop()


def test_a_replica_killed_on_this_host_does_not_block_its_restart(tmp_path):
    """On one host a replica is live while its process is: a SIGKILLed one (no withdrawal, a
    fresh heartbeat) does not refuse the replica started in its place."""
    shared = tmp_path / "shared.sqlite"
    first = Server(database=shared, now=None)
    first.proc.send_signal(signal.SIGKILL)
    first.proc.wait(10)
    again = Server(database=shared, now=None)
    again.stop()
    first.stop()
