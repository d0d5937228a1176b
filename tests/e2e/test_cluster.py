"""Concierge as a cluster: three replicas of the real binary sharing one PostgreSQL database,
one cursor secret and one signing key, behind nginx running deploy/nginx.conf (tests/e2e/cluster.py
changes only its addresses and paths), all on loopback.

What is proved, through nginx and by sending to chosen replicas directly:
- a conversation continues on whichever replica gets its next turn;
- retries of one Ask (same idempotency key, same payload) sent to every replica at once append
  exactly one turn and all get the same stored response; another payload under the key is 409;
- page 2 of a search is served by another replica than page 1;
- a replica killed with SIGKILL under load and restarted loses no acknowledged turn, duplicates
  none, and clients see only successes or retryable refusals (nginx retries the rest);
- with the database gone, Ask fails closed (503 with Retry-After, nothing recorded) while
  Location keeps answering, and Ask recovers by itself when the database is back.

Turns are counted in the database itself (psql). PostgreSQL, nginx and openssl are required:
the tests fail, never skip, without them.
"""

import json
import os
import re
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest

from cluster import ROOT, Cluster, Missing, request, ucp_headers

WATERPROOF = "Is the Ridgeline Rain Jacket waterproof?"
PRICE = "How much does it cost?"
FOLLOW_UPS = [PRICE, "What sizes does it come in?", "Is it waterproof?", "What colours does it come in?"]
SEARCH = {"pagination": {"limit": 4}}
RETRYABLE = {409, 429, 503}


@pytest.fixture(scope="module")
def cluster():
    try:
        # CLUSTER_DATABASE_URL runs the suite on another database (a SQLite file the replicas
        # share, say); by default the cluster has a PostgreSQL of its own.
        c = Cluster(replicas=3, database_url=os.environ.get("CLUSTER_DATABASE_URL"), extra_env={
            # A replica killed mid-request leaves its idempotency claim behind; it is taken over
            # after request_timeout_secs + 5 s. Shorter than the default so the test is quick.
            "CONCIERGE__SERVER__REQUEST_TIMEOUT_SECS": "5",
            "CONCIERGE__ASK__IDEMPOTENCY_WAIT_MS": "2000",
        })
    except Missing as e:
        pytest.fail(str(e))
    yield c
    c.close()


@pytest.fixture(autouse=True)
def show_logs_on_failure(request, cluster):
    failed = request.session.testsfailed
    yield
    if request.session.testsfailed > failed:
        print(cluster.logs())


# --- helpers ------------------------------------------------------------------------------------

def via_nginx(cluster, path, body, headers):
    return request(cluster.nginx.base + path, body, headers, context=cluster.nginx.ssl)


def direct(replica, path, body, headers):
    return request(replica.base + path, body, headers)


def ask(cluster, agents, query, conversation=None, key=None, replica=None, request_id=None):
    body = {"query": query}
    if conversation:
        body["conversation"] = {"id": conversation}
    headers = ucp_headers(agents.url("draft.json"), key=key, request_id=request_id)
    if replica is None:
        return via_nginx(cluster, "/ucp/ask", body, headers)
    return direct(replica, "/ucp/ask", body, headers)


def search(cluster, agents, body, replica=None, request_id=None):
    headers = ucp_headers(agents.url("full.json"), request_id=request_id)
    if replica is None:
        return via_nginx(cluster, "/ucp/locations/search", body, headers)
    return direct(replica, "/ucp/locations/search", body, headers)


def ok(response):
    assert response.status == 200, response
    return response.json()


def upstreams(cluster, request_ids, wait=True):
    """{request id: [replica addresses nginx tried, in order]} from nginx's access log (which
    nginx writes just after the response, so it is read until every id is there)."""
    wanted = set(request_ids)
    deadline = time.monotonic() + (5 if wait else 0)
    while True:
        found = {}
        for entry in cluster.nginx.access():
            if entry["request_id"] in wanted:
                found[entry["request_id"]] = [a.strip() for a in re.split(r"[,:] ", entry["upstream"]) if a.strip()]
        if len(found) == len(wanted) or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


def retry_after(response):
    value = response.headers.get("retry-after")
    assert value is not None and value.isdigit(), f"a {response.status} without Retry-After: {response}"
    return int(value)


# --- the tests ----------------------------------------------------------------------------------

def test_the_guide_shows_the_tested_configuration():
    """docs/deployment.md reproduces deploy/nginx.conf as it is, so the guide shows what runs here."""
    guide = (ROOT / "docs" / "deployment.md").read_text()
    blocks = re.findall(r"```nginx\n(.*?)```", guide, re.S)
    assert blocks == [(ROOT / "deploy" / "nginx.conf").read_text()], \
        "docs/deployment.md's nginx block differs from deploy/nginx.conf: copy the file into it"


def test_replicas_share_keys_and_nginx_hides_metrics(cluster, agents):
    """Every replica publishes the same profile (the same signing key) and signs with it; nginx
    serves discovery and refuses /metrics."""
    profiles = [request(r.base + "/.well-known/ucp").json() for r in cluster.replicas]
    assert all(p == profiles[0] for p in profiles), "replicas publish different profiles"
    endpoint = profiles[0]["ucp"]["services"]["dev.ucp.common"][0]["endpoint"]
    assert endpoint.startswith(cluster.public_base_url), endpoint
    through = request(cluster.nginx.base + "/.well-known/ucp", context=cluster.nginx.ssl)
    assert through.status == 200 and through.json() == profiles[0]
    keyids = set()
    for r in cluster.replicas:
        res = search(cluster, agents, SEARCH, replica=r)
        ok(res)
        keyids.add(re.search(r'keyid="([^"]+)"', res.headers["signature-input"]).group(1))
    assert len(keyids) == 1, f"replicas sign with different keys: {keyids}"
    metrics = request(cluster.nginx.base + "/metrics", context=cluster.nginx.ssl)
    assert metrics.status == 404

    # Every route of the configuration reaches a replica: MCP read-only calls (routed by their
    # Mcp-Method/Mcp-Name headers to the retrying location) and the rest, Ask without a key.
    def mcp(rpc, headers):
        res = via_nginx(cluster, "/ucp/mcp", rpc, {"Accept": "application/json", **headers})
        assert res.status == 200, res
        return res.json()

    listed = mcp({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, {"Mcp-Method": "tools/list"})
    assert {"search_locations", "ask_business"} <= {t["name"] for t in listed["result"]["tools"]}
    found = mcp({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "search_locations", "arguments": {
        "meta": {"ucp-agent": {"profile": agents.url("full.json")}}, "location": SEARCH}}},
        {"Mcp-Method": "tools/call", "Mcp-Name": "search_locations"})
    assert found["result"]["isError"] is False and found["result"]["structuredContent"]["locations"], found
    answered = mcp({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "ask_business", "arguments": {
        "meta": {"ucp-agent": {"profile": agents.url("draft.json")}}, "ask": {"query": WATERPROOF}}}}, {})
    assert answered["result"]["isError"] is False, answered
    ok(ask(cluster, agents, WATERPROOF))  # REST, no Idempotency-Key


def test_a_conversation_continues_on_other_replicas(cluster, agents):
    r1, r2, r3 = cluster.replicas
    first = ok(ask(cluster, agents, WATERPROOF, replica=r1, key=str(uuid.uuid4())))
    conversation = first["conversation"]["id"]
    # The follow-up only makes sense with the first turn's context, which r2 reads from the
    # shared database: the price of the jacket named in turn 1.
    second = ok(ask(cluster, agents, PRICE, conversation, replica=r2, key=str(uuid.uuid4())))
    assert second["conversation"]["id"] == conversation
    assert "not_found" not in [m["code"] for m in second.get("messages", [])], second
    assert "$189.00" in second["answer"]["plain"], second["answer"]
    third = ok(ask(cluster, agents, "Is it waterproof?", conversation, replica=r3, key=str(uuid.uuid4())))
    assert third["conversation"]["id"] == conversation
    assert cluster.turns(conversation) == 3

    # Turns of one conversation arriving at once on all three replicas (an agent with parallel
    # tool calls): each is its own turn, none lost, none refused.
    targets = [r1, r2, r3] * 2
    barrier = threading.Barrier(len(targets))

    def send(target):
        barrier.wait()
        return ask(cluster, agents, PRICE, conversation, replica=target, key=str(uuid.uuid4()))

    with ThreadPoolExecutor(len(targets)) as pool:
        responses = list(pool.map(send, targets))
    assert [r.status for r in responses] == [200] * len(targets), responses
    assert {r.json()["conversation"]["id"] for r in responses} == {conversation}
    assert cluster.turns(conversation) == 3 + len(targets)

    # Through nginx: round robin sends consecutive turns to different replicas.
    ids = [str(uuid.uuid4()) for _ in range(3)]
    first = ok(ask(cluster, agents, WATERPROOF, key=str(uuid.uuid4()), request_id=ids[0]))
    conversation = first["conversation"]["id"]
    second = ok(ask(cluster, agents, PRICE, conversation, key=str(uuid.uuid4()), request_id=ids[1]))
    assert second["conversation"]["id"] == conversation and "$189.00" in second["answer"]["plain"], second
    ok(ask(cluster, agents, "What sizes does it come in?", conversation, key=str(uuid.uuid4()), request_id=ids[2]))
    served = upstreams(cluster, ids)
    assert len(served) == 3, served
    assert len({tried[-1] for tried in served.values()}) >= 2, f"every turn went to one replica: {served}"
    assert cluster.turns(conversation) == 3


def test_concurrent_retries_on_every_replica_append_one_turn(cluster, agents):
    key = str(uuid.uuid4())
    before = cluster.total_turns()
    targets = [r for r in cluster.replicas for _ in range(3)] + [None] * 3  # 3 per replica, 3 via nginx
    barrier = threading.Barrier(len(targets))

    def send(target):
        barrier.wait()
        return ask(cluster, agents, WATERPROOF, key=key, replica=target)

    with ThreadPoolExecutor(len(targets)) as pool:
        responses = list(pool.map(send, targets))
    assert [r.status for r in responses] == [200] * len(targets), responses
    bodies = {r.raw for r in responses}
    assert len(bodies) == 1, f"retries got {len(bodies)} different responses"
    conversation = json.loads(responses[0].raw)["conversation"]["id"]
    assert cluster.turns(conversation) == 1
    assert cluster.total_turns() == before + 1

    # A later retry, anywhere, is the same stored response.
    for r in cluster.replicas:
        again = ask(cluster, agents, WATERPROOF, key=key, replica=r)
        assert again.status == 200 and again.raw == responses[0].raw

    # The same key with another payload is a conflict on every replica.
    for target in [*cluster.replicas, None]:
        conflict = ask(cluster, agents, PRICE, key=key, replica=target)
        assert conflict.status == 409, conflict
        assert [m["code"] for m in conflict.json()["messages"]] == ["idempotency_conflict"], conflict
    assert cluster.turns(conversation) == 1
    assert cluster.total_turns() == before + 1


def test_pages_are_served_by_different_replicas(cluster, agents):
    everything = ok(search(cluster, agents, {"pagination": {"limit": 50}}, replica=cluster.replicas[0]))
    expected = [loc["id"] for loc in everything["locations"]]
    assert len(expected) == everything["pagination"]["total_count"] > 8

    def walk(send):
        seen, body, page = [], dict(SEARCH), 0
        while True:
            result = ok(send(page, body))
            seen += [loc["id"] for loc in result["locations"]]
            if not result["pagination"].get("has_next_page"):
                return seen
            body = {**SEARCH, "pagination": {**SEARCH["pagination"], "cursor": result["pagination"]["cursor"]}}
            page += 1

    # Directly: page n from replica n mod 3 (a cursor made by one replica, read by another).
    replicas = cluster.replicas
    assert walk(lambda page, body: search(cluster, agents, body, replica=replicas[page % 3])) == expected

    # Through nginx, checked in its access log.
    ids = []

    def through(page, body):
        ids.append(str(uuid.uuid4()))
        return search(cluster, agents, body, request_id=ids[-1])

    assert walk(through) == expected
    served = upstreams(cluster, ids)
    assert served[ids[0]][-1] != served[ids[1]][-1], f"pages 1 and 2 came from one replica: {served}"


def test_a_replica_killed_under_load_loses_and_duplicates_nothing(cluster, agents):
    victim = cluster.replicas[1]
    stop = threading.Event()
    lock = threading.Lock()
    acknowledged = {}   # conversation id -> turns acknowledged (200) to the client
    failures = []       # responses a client must not see: 5xx without Retry-After, 502/504, errors
    retryable = []      # refusals with Retry-After, retried with the same key
    after_restart = []  # request ids sent once the victim was back
    restarted = threading.Event()
    searches = [0]

    def one_turn(query, conversation):
        """One acknowledged turn: retried with the same key on retryable refusals, as an agent
        does after a lost response or a 409/503 with Retry-After."""
        key = str(uuid.uuid4())
        deadline = time.monotonic() + 40
        last = None
        while time.monotonic() < deadline:
            rid = str(uuid.uuid4())
            if restarted.is_set():
                after_restart.append(rid)
            try:
                res = last = ask(cluster, agents, query, conversation, key=key, request_id=rid)
            except OSError as e:
                with lock:
                    failures.append(f"network error: {e}")
                time.sleep(0.2)
                continue
            if res.status == 200:
                return res.json()["conversation"]["id"]
            if res.status in RETRYABLE and "retry-after" in res.headers:
                with lock:
                    retryable.append(res.status)
                time.sleep(min(retry_after(res), 1) * 0.5)
                continue
            with lock:
                failures.append(repr(res))
            time.sleep(0.2)
        raise AssertionError(f"a turn was never acknowledged within 40 s (key {key}, last response {last})")

    def converse():
        while not stop.is_set():
            conversation = one_turn(WATERPROOF, None)
            with lock:
                acknowledged[conversation] = 1
            for q in FOLLOW_UPS:
                if stop.is_set():
                    break
                assert one_turn(q, conversation) == conversation
                with lock:
                    acknowledged[conversation] += 1

    def browse():
        while not stop.is_set():
            rid = str(uuid.uuid4())
            if restarted.is_set():
                after_restart.append(rid)
            try:
                res = search(cluster, agents, SEARCH, request_id=rid)
            except OSError as e:
                with lock:
                    failures.append(f"network error: {e}")
                continue
            with lock:
                searches[0] += 1
                if res.status != 200:
                    failures.append(repr(res))

    errors = []

    def guarded(work):
        def run():
            try:
                work()
            except BaseException as e:  # noqa: BLE001 - reported below
                errors.append(e)
        return threading.Thread(target=run)

    workers = [guarded(converse) for _ in range(4)] + [guarded(browse) for _ in range(2)]
    for t in workers:
        t.start()
    try:
        time.sleep(3)
        victim.kill()
        killed_pid = victim.pid
        time.sleep(2)
        victim.start()
        assert victim.pid != killed_pid
        restarted.set()
        # nginx takes the victim back fail_timeout (5 s) after its last failed attempt.
        time.sleep(8)
    finally:
        stop.set()
        for t in workers:
            t.join(60)
    assert not errors, errors
    assert not failures, f"{len(failures)} responses a client must not see: {failures[:5]}"
    assert sum(acknowledged.values()) > 10 and searches[0] > 10, (acknowledged, searches)
    # Nothing lost, nothing doubled: the database holds exactly the acknowledged turns.
    recorded = {c: cluster.turns(c) for c in acknowledged}
    assert recorded == acknowledged
    served = upstreams(cluster, after_restart, wait=False)
    assert any(tried[-1] == victim.addr for tried in served.values()), "the restarted replica never served again"
    print(f"{sum(acknowledged.values())} turns in {len(acknowledged)} conversations, {searches[0]} searches, "
          f"{len(retryable)} retryable refusals ({sorted(set(retryable))}), "
          f"{sum(1 for e in cluster.nginx.access() if ',' in e['upstream'])} requests retried by nginx")


def test_without_the_database_ask_fails_closed_and_recovers(cluster, agents):
    if cluster.postgres is None:
        pytest.fail("this test stops and starts the cluster's own PostgreSQL (unset CLUSTER_DATABASE_URL)")
    pids = [r.pid for r in cluster.replicas]
    first = ok(ask(cluster, agents, WATERPROOF, key=str(uuid.uuid4())))
    conversation = first["conversation"]["id"]
    assert cluster.turns(conversation) == 1

    cluster.postgres.stop()
    try:
        outage_keys = []
        for target in [*cluster.replicas, None, None]:
            key = str(uuid.uuid4())
            outage_keys.append(key)
            res = ask(cluster, agents, PRICE, conversation, key=key, replica=target)
            assert res.status == 503, res
            retry_after(res)
            assert [m["code"] for m in res.json()["messages"]] == ["unavailable"], res
        # Location does not need the database: every replica, and nginx, still answer.
        for target in [*cluster.replicas, None, None, None]:
            ok(search(cluster, agents, SEARCH, replica=target))
    finally:
        cluster.postgres.start()

    # Ask recovers by itself (same processes, no restart).
    started = time.monotonic()
    attempts = []
    while True:
        rid = str(uuid.uuid4())
        res = ask(cluster, agents, WATERPROOF, key=str(uuid.uuid4()), request_id=rid)
        attempts.append((round(time.monotonic() - started, 1), res.status, rid))
        if res.status == 200:
            break
        assert res.status == 503, res
        assert time.monotonic() - started < 30, f"Ask did not recover within 30 s: {attempts}, {upstreams(cluster, [a[2] for a in attempts])}"
        time.sleep(0.5)
    for r in cluster.replicas:
        ok(ask(cluster, agents, WATERPROOF, key=str(uuid.uuid4()), replica=r))
    assert [r.pid for r in cluster.replicas] == pids

    # Nothing was recorded during the outage: the conversation still has its one turn, and the
    # keys refused then are fresh now (a new turn, not a replayed error).
    assert cluster.turns(conversation) == 1
    second = ok(ask(cluster, agents, PRICE, conversation, key=outage_keys[0], replica=cluster.replicas[0]))
    assert "$189.00" in second["answer"]["plain"], second
    assert cluster.turns(conversation) == 2
