"""A newcomer's first hour, as a script: `concierge serve` on its embedded defaults (no
configuration file, no environment), then, against it, the agent's commands and the checker
with nothing written by hand — no profile published, no server setting changed.

Each step asserts what a person would read: the answer, the table, the summary line, and, for
the mistakes a newcomer makes, an error that names the cause and the next step.
"""

import os
import re
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest

from conftest import binary, free_port, stop_process


@pytest.fixture(scope="module")
def first_hour():
    """`concierge serve` from a fresh directory with a fresh HOME: only `--listen` is given (a
    free port instead of 8080, so runs cannot collide); the database is the default
    `concierge.sqlite` there."""
    with tempfile.TemporaryDirectory(prefix="concierge-first-hour-") as tmp:
        home = Path(tmp) / "home"
        work = Path(tmp) / "work"
        home.mkdir()
        work.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith("CONCIERGE")}
        env.update({"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")})
        port = free_port()
        proc = subprocess.Popen([binary(), "serve", "--listen", f"127.0.0.1:{port}"], cwd=work, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        lines = []
        ready = threading.Event()

        def read():
            for line in proc.stderr:
                lines.append(line)
                if "concierge is serving" in line:
                    ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        assert ready.wait(30) and proc.poll() is None, "".join(lines)

        def run(*args, check=True):
            out = subprocess.run([binary(), *args], cwd=work, env=env, capture_output=True, text=True, timeout=120)
            if check:
                assert out.returncode == 0, (args, out.stdout, out.stderr)
            return out

        yield {"port": port, "run": run, "work": work, "log": lines}
        stop_process(proc)


def test_the_server_says_it_is_local(first_hour):
    log = "".join(first_hour["log"])
    assert "local server: only this machine can reach it" in log, log
    assert "UCP requires https in production" not in log, "no production warning for a local server"


def test_ask_right_after_serve_with_no_agent_directory(first_hour):
    run, port = first_hour["run"], first_hour["port"]
    out = run("ask", f"localhost:{port}", "What is your return policy?")
    assert "30 days" in out.stdout, out.stdout
    assert "→ Returns & Refunds:" in out.stdout, out.stdout
    assert "using a throwaway agent" in out.stderr and "concierge agent-profile" in out.stderr, out.stderr
    assert f"(follow up with: concierge ask localhost:{port} --continue" in out.stdout, out.stdout


def test_the_whole_loop_with_an_agent_of_ones_own(first_hour):
    run, port, work = first_hour["run"], first_hour["port"], first_hour["work"]
    made = run("agent-profile", "--out", "my-agent", "--base-url", "https://agent.example/ucp")
    assert "wrote the agent's files to my-agent" in made.stdout, made.stdout
    agent = ["--agent", str(work / "my-agent")]

    found = run("discover", f"localhost:{port}", *agent)
    assert "dev.ucp.common.ask: UCP 2026-10-29 over mcp" in found.stdout, found.stdout
    assert "UCP 2026-10-09" in found.stdout, "the earlier draft date is offered too"
    assert "dev.ucp.common.location.search: UCP 2026-08-25" in found.stdout, found.stdout

    first = run("ask", f"localhost:{port}", "What is your return policy?", *agent)
    assert "30 days" in first.stdout, first.stdout
    follow = run("ask", f"localhost:{port}", "--continue", "And for sale items?", *agent)
    assert "14 days" in follow.stdout, follow.stdout

    # The same server by another loopback name: it speaks for each one.
    other_name = run("ask", f"127.0.0.1:{port}", "Do you have a store in Denver?", *agent)
    assert "Denver" in other_name.stdout, other_name.stdout

    near = run("locations", "search", f"localhost:{port}", "--near", "37.7879,-122.4075", "--within", "10km", *agent)
    assert "San Francisco" in near.stdout and re.search(r"\d+(\.\d)? (km|m)", near.stdout), near.stdout
    serves = run("locations", "search", f"localhost:{port}", "--serves-country", "US", "--serves-postal-code", "94110",
                 *agent)
    assert "loc_sf_mission" in serves.stdout, serves.stdout


def test_check_runs_every_check_and_passes(first_hour):
    run, port = first_hour["run"], first_hour["port"]
    out = run("check", f"localhost:{port}")
    summary = out.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ passed, 0 failed, 0 skipped", summary), out.stdout
    assert int(summary.split()[0]) >= 50, summary
    assert "NOT RUN" not in out.stdout and "skip " not in out.stdout, out.stdout


def test_a_business_that_refuses_loopback_profiles_is_an_incomplete_run_not_a_failing_one(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("CONCIERGE")}
    env["CONCIERGE__PROFILE_FETCH__ALLOW_INSECURE_LOOPBACK"] = "false"
    env["CONCIERGE__STORAGE__DATABASE_URL"] = "sqlite::memory:"
    env["HOME"] = str(tmp_path)
    port = free_port()
    proc = subprocess.Popen([binary(), "serve", "--listen", f"127.0.0.1:{port}"], cwd=tmp_path, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        for line in proc.stderr:
            if "concierge is serving" in line:
                break
        check = subprocess.run([binary(), "check", f"localhost:{port}"], env=env, capture_output=True, text=True,
                               timeout=120)
        summary = check.stdout.strip().splitlines()[-1]
        assert check.returncode == 1, check.stdout
        assert re.fullmatch(r"\d+ passed, 0 failed, \d+ skipped, \d+ not run \(.*ask.*\): INCOMPLETE \(--allow-skips "
                            r"accepts it\)", summary), summary
        assert "does not fetch the agent profiles the checker serves on loopback (invalid_profile_url" in check.stderr
        allowed = subprocess.run([binary(), "check", f"localhost:{port}", "--allow-skips"], env=env,
                                 capture_output=True, text=True, timeout=120)
        assert allowed.returncode == 0 and "accepted with --allow-skips" in allowed.stdout, allowed.stdout

        ask = subprocess.run([binary(), "ask", f"localhost:{port}", "hi"], env=env, capture_output=True, text=True,
                             timeout=60)
        assert ask.returncode == 1 and "[invalid_profile_url]" in ask.stderr, ask.stderr
        assert "next: this business on this machine does not fetch agent profiles served on loopback" in ask.stderr
        assert "profile_fetch.allow_insecure_loopback = true" in ask.stderr, ask.stderr
    finally:
        stop_process(proc)


def test_a_newcomers_mistakes_name_the_cause_and_the_fix(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("CONCIERGE")}
    env["HOME"] = str(tmp_path)

    def run(*args):
        return subprocess.run([binary(), *args], env=env, capture_output=True, text=True, timeout=60)

    plain = run("discover", "http://shop.example")
    assert plain.returncode == 1
    assert ("error: http://shop.example/ is plain http: UCP businesses are reached over https "
            "(https://shop.example/); plain http is only for a business on this machine") in plain.stderr, plain.stderr
    assert "next: Fix the argument and retry." in plain.stderr

    port = free_port()
    down = run("ask", f"localhost:{port}", "hi")
    assert down.returncode == 1
    assert "nothing is listening there (connection refused)" in down.stderr, down.stderr
    assert f"next: Start the business on this machine (concierge serve) or check the port of localhost:{port}" \
        in down.stderr, down.stderr

    remote = run("ask", "shop.example", "hi")
    assert remote.returncode == 1 and "no agent at" in remote.stderr, remote.stderr
    assert "a business on this machine needs none of this" in remote.stderr, remote.stderr
