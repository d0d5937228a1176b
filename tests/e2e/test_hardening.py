"""Slow and greedy clients against the real binary on loopback: half-sent headers and bodies,
idle keep-alive connections and many connections from one address must not stop the server
answering everyone else; bad framing is refused and closes the connection.

The greedy client connects from 127.0.0.2 (Linux routes all of 127/8 to loopback), the
well-behaved one from 127.0.0.1, so the per-address caps apply to the first only.
"""

import json
import socket
import time
import uuid

import pytest

from conftest import Server

BAD = "127.0.0.2"
AGENT_HEADER = 'profile="https://agent.example/profiles/tour.json"'


@pytest.fixture(scope="module")
def guarded():
    s = Server("--config", "examples/tour.toml", env={
        "CONCIERGE__SERVER__HEADER_READ_TIMEOUT_SECS": "2",
        "CONCIERGE__SERVER__BODY_READ_TIMEOUT_SECS": "2",
        "CONCIERGE__SERVER__MAX_CONNECTIONS": "200",
        "CONCIERGE__SERVER__MAX_CONNECTIONS_PER_CLIENT": "60",
        "CONCIERGE__LIMITS__MAX_CONCURRENT_REQUESTS": "8",
        "CONCIERGE__LIMITS__MAX_CONCURRENT_ASK": "4",
        "CONCIERGE__LIMITS__RATE_LIMIT_PER_MINUTE": "0",
    })
    yield s
    s.stop()


def connect(server, source="127.0.0.1"):
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10, source_address=(source, 0))
    return sock


def read_response(sock, timeout=10):
    """One HTTP/1.1 response: (status, headers, body); (None, {}, b"") if the server closed."""
    sock.settimeout(timeout)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return None, {}, data
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    lines = head.decode().split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.lower(): v.strip() for k, v in (l.split(":", 1) for l in lines[1:])}
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        rest += chunk
    return status, headers, rest[:length]


def request(method, path, body=b"", headers=None):
    h = {"Host": "127.0.0.1", "Content-Type": "application/json", "Request-Id": str(uuid.uuid4()),
         "UCP-Agent": AGENT_HEADER, **(headers or {})}
    if body or method == "POST":
        h.setdefault("Content-Length", str(len(body)))
    head = "".join(f"{k}: {v}\r\n" for k, v in h.items())
    return f"{method} {path} HTTP/1.1\r\n{head}\r\n".encode() + body


def closed_by_server(sock, within):
    """Whether the server closes `sock` (EOF or reset) within `within` seconds."""
    sock.settimeout(within)
    try:
        while sock.recv(65536):
            pass
        return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except socket.timeout:
        return False


def served(server):
    """A well-behaved client's search and health check, each on a new connection."""
    body = json.dumps({"query": "denver"}).encode()
    with connect(server) as s:
        s.sendall(request("POST", "/ucp/locations/search", body))
        status, _, raw = read_response(s)
        assert status == 200, raw
        assert [l["id"] for l in json.loads(raw)["locations"]] == ["loc_denver"]
    with connect(server) as s:
        s.sendall(request("GET", "/health"))
        assert read_response(s)[0] == 200


def test_slow_and_idle_clients_do_not_stop_the_others(guarded):
    half_headers, half_bodies, idle = [], [], []
    for _ in range(15):
        s = connect(guarded, BAD)
        s.sendall(b"POST /ucp/locations/search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty")
        half_headers.append(s)
    for _ in range(15):
        s = connect(guarded, BAD)
        s.sendall(request("POST", "/ucp/locations/search", b"", {"Content-Length": "1000"}) + b'{"query":')
        half_bodies.append(s)
    for _ in range(15):
        idle.append(connect(guarded, BAD))
    # 30 requests are waiting for their bytes and only 8 may be handled at once: they hold no turn.
    started = time.monotonic()
    for _ in range(5):
        served(guarded)
    assert time.monotonic() - started < 5, "the well-behaved client waited on the slow ones"
    # Half-sent bodies get 408 and a closed connection once body_read_timeout_secs has passed.
    for s in half_bodies:
        status, headers, _ = read_response(s, timeout=10)
        assert status == 408 and headers.get("connection") == "close", (status, headers)
    # Idle and half-header connections are closed after header_read_timeout_secs.
    for s in half_headers + idle:
        assert closed_by_server(s, within=10)
    for s in half_headers + half_bodies + idle:
        s.close()
    served(guarded)


def test_an_idle_keep_alive_connection_is_closed(guarded):
    with connect(guarded) as s:
        s.sendall(request("GET", "/health"))
        status, headers, _ = read_response(s)
        assert status == 200 and headers.get("connection") != "close"
        assert closed_by_server(s, within=10), "an idle keep-alive connection stays open"


def test_many_connections_from_one_address(guarded):
    held = []
    try:
        for _ in range(70):
            held.append(connect(guarded, BAD))
        # The address's cap is 60: later connections are closed at once, and nobody else suffers.
        time.sleep(0.5)
        closed = sum(1 for s in held[60:] if closed_by_server(s, within=2))
        assert closed == 10, closed
        served(guarded)
    finally:
        for s in held:
            s.close()


def test_a_declared_length_over_the_limit_is_refused_at_once(guarded):
    with connect(guarded) as s:
        started = time.monotonic()
        s.sendall(request("POST", "/ucp/locations/search", b"", {"Content-Length": "999999999"}))
        status, headers, raw = read_response(s)
        assert status == 413 and headers.get("connection") == "close", (status, headers, raw)
        assert json.loads(raw)["messages"][0]["code"] == "request_too_large"
        assert time.monotonic() - started < 1


def test_length_and_transfer_coding_together_end_the_connection(guarded):
    """RFC 9112 §6.3: such a request is read by its transfer coding alone and the connection is
    closed after the response, so bytes smuggled after the chunked body are never a request."""
    smuggled = request("GET", "/health")
    with connect(guarded) as s:
        s.sendall(request("POST", "/ucp/locations/search", b"2\r\n{}\r\n0\r\n\r\n" + smuggled,
                          {"Content-Length": "4", "Transfer-Encoding": "chunked"}))
        status, headers, raw = read_response(s)
        assert status == 200 and headers.get("connection") == "close", (status, headers)
        assert "locations" in json.loads(raw), raw
        s.settimeout(5)
        rest = b""
        try:
            while chunk := s.recv(65536):
                rest += chunk
        except (ConnectionResetError, BrokenPipeError):
            pass
        assert rest == b"", f"the bytes after the chunked body were read as a request: {rest[:200]!r}"


def test_a_connection_stays_usable_after_an_early_refusal(guarded):
    """415 (and the other refusals) come after the body is read, so keep-alive still works."""
    with connect(guarded) as s:
        s.sendall(request("POST", "/ucp/locations/search", b'{"query": "denver"}', {"Content-Type": "text/plain"}))
        status, headers, _ = read_response(s)
        assert status == 415 and headers.get("connection") != "close", headers
        s.sendall(request("POST", "/ucp/locations/search", b'{"query": "denver"}'))
        assert read_response(s)[0] == 200
        s.sendall(request("POST", "/ucp/mcp", b"{}", {"Origin": "http://evil.example"}))
        status, headers, _ = read_response(s)
        assert status == 403 and headers.get("connection") != "close", headers
        s.sendall(request("GET", "/health"))
        assert read_response(s)[0] == 200


def test_duplicate_credentials_headers_are_refused(guarded):
    for name, value in [("UCP-Agent", AGENT_HEADER), ("Authorization", "Bearer abc")]:
        with connect(guarded) as s:
            raw = request("POST", "/ucp/locations/search", b"{}").replace(b"\r\n\r\n", f"\r\n{name}: {value}\r\n{name}: {value}\r\n\r\n".encode(), 1)
            s.sendall(raw)
            status, _, body = read_response(s)
            assert status == 400, (name, status, body)
            assert json.loads(body)["messages"][0]["code"] == "invalid_header", body
