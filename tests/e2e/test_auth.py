"""Who may see what, end to end: the real binary trusting a real issuer process
(`concierge dev-issuer`) for tokens minted by `concierge dev-token`; requests signed, and
responses verified, by an independent RFC 9421 implementation (`http-message-signatures`, see
signing.py); the official MCP client sending both; and a personal agent's `Poppy-Session`
built here with `cryptography`, verified against the agent's client metadata served on loopback.
"""

import asyncio
import base64
import hashlib
import json
import os
import subprocess
import time
import urllib.request
import uuid
from pathlib import Path

import httpx2
import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

import signing
from conftest import NOW, PROFILES, Server, binary, free_port, post, post_raw

AUDIENCE = "concierge-e2e"
POPPY_CLIENT = "poppy-agent"
ASK_READ = "dev.ucp.common.ask:read"


def now() -> int:
    """Tokens come from `concierge dev-token`, which reads the real clock, so this server does too."""
    return int(time.time())


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def es256_jwk(kid: str) -> dict:
    """A new P-256 private JWK, made with `cryptography` (not with Concierge's code)."""
    key = ec.generate_private_key(ec.SECP256R1())
    n = key.private_numbers()
    return {"kty": "EC", "crv": "P-256", "kid": kid, "alg": "ES256", "use": "sig",
            "x": b64(n.public_numbers.x.to_bytes(32, "big")), "y": b64(n.public_numbers.y.to_bytes(32, "big")),
            "d": b64(n.private_value.to_bytes(32, "big"))}


def public(jwk: dict) -> dict:
    return {k: v for k, v in jwk.items() if k != "d"}


def jws(header: dict, claims: dict, private_jwk: dict) -> str:
    """A compact ES256 JWS (raw r||s), made with `cryptography`."""
    signing_input = f"{b64(json.dumps(header).encode())}.{b64(json.dumps(claims).encode())}"
    der = signing.private_key(private_jwk).sign(signing_input.encode(), ec.ECDSA(hashes.SHA256()))
    r, s = decode_dss_signature(der)
    return f"{signing_input}.{b64(r.to_bytes(32, 'big') + s.to_bytes(32, 'big'))}"


class Issuer:
    """`concierge dev-issuer` as a separate process on loopback, with its key from `keygen`."""

    def __init__(self, tmp: Path):
        self.key = tmp / "issuer.jwk"
        subprocess.run([binary(), "keygen", "--out", str(self.key)], check=True, capture_output=True)
        self.url = f"http://127.0.0.1:{free_port()}"
        self.proc = subprocess.Popen([binary(), "dev-issuer", "--key", str(self.key), "--listen", self.url[7:]],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"{self.url}/.well-known/oauth-authorization-server", timeout=1) as r:
                    self.metadata = json.loads(r.read())
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the development issuer did not start")

    def token(self, sub="b_1", scopes=(ASK_READ,), client=POPPY_CLIENT, aud=AUDIENCE, ttl=3600, at=None) -> str:
        """A token minted by `concierge dev-token`: on the real clock, or issued `at` an instant."""
        args = [binary(), "dev-token", "--key", str(self.key), "--issuer", self.url, "--sub", sub,
                "--aud", aud, "--client", client, f"--ttl={ttl}", *(["--now", at] if at else [])]
        for s in scopes:
            args += ["--scope", s]
        return subprocess.run(args, check=True, capture_output=True, text=True).stdout.strip()

    def stop(self):
        self.proc.terminate()
        self.proc.wait(10)


class Agent:
    """A personal agent: its UCP platform profile (with its signing key in `keys[]`) and its
    client metadata document (with its long-term Poppy key), published by the agents' server."""

    def __init__(self, agents, tmp: Path):
        self.signing_key = es256_jwk("agent-sig-1")
        self.poppy_key = es256_jwk("agent-poppy-1")
        profile = dict(PROFILES["draft.json"], keys=[public(self.signing_key)])
        (tmp / "signed-draft.json").write_text(json.dumps(profile))
        self.profile = agents.url("signed-draft.json")
        self.client_id = agents.url("poppy-client.json")
        (tmp / "poppy-client.json").write_text(json.dumps({
            "client_id": self.client_id, "client_name": "E2E personal agent",
            "jwks": {"keys": [public(self.poppy_key)]}}))

    def session(self, token=None, sid="task-1", aud=AUDIENCE, **overrides) -> str:
        """A Poppy-Session: a JWT signed by a short-lived session key, whose delegation
        (`poppy_dlg`) the agent's long-term key signs."""
        session_key = es256_jwk("session-1")
        delegation = jws({"alg": "ES256", "kid": self.poppy_key["kid"], "typ": "JWT"},
                         {"iss": self.client_id, "iat": now(), "exp": now() + 3600,
                          "cnf": {"jwk": public(session_key)}}, overrides.pop("delegation_key", self.poppy_key))
        claims = {"iss": self.client_id, "sub": "pairwise-user-7", "sid": sid, "aud": aud,
                  "iat": now(), "exp": now() + 300}
        if token:
            claims["ath"] = b64(hashlib.sha256(token.encode()).digest())
        claims.update(overrides)
        return jws({"alg": "ES256", "typ": "JWT", "poppy_dlg": delegation}, claims, session_key)


@pytest.fixture(scope="module")
def issuer(tmp_path_factory):
    i = Issuer(tmp_path_factory.mktemp("issuer"))
    yield i
    i.stop()


@pytest.fixture(scope="module")
def agent(agents):
    return Agent(agents, agents.directory)


@pytest.fixture(scope="module")
def secured(issuer):
    """A server that trusts the issuer, requires signed requests and verifies Poppy-Session."""
    s = Server(now=None, env={
        "CONCIERGE__AUTH__ISSUER": issuer.url,
        "CONCIERGE__AUTH__ALLOW_INSECURE_LOOPBACK": "true",
        "CONCIERGE__AUTH__AUDIENCES": f'["{AUDIENCE}"]',
        "CONCIERGE__SIGNATURES__REQUESTS": "required",
        "CONCIERGE__POPPY__SESSION": "verify",
        "CONCIERGE__POPPY__SIGN_IN_CLIENTS": f'["{POPPY_CLIENT}"]',
    })
    yield s
    s.stop()


def signed_post(server, path, body, agent, extra=None, covered_extra=(), key=None):
    """POSTs `body` signed by the agent's key with the python implementation."""
    raw = json.dumps(body).encode()
    url = f"{server.base}{path}"
    headers = {"Content-Type": "application/json", "UCP-Agent": f'profile="{agent.profile}"',
               "Request-Id": str(uuid.uuid4()), **(extra or {})}
    covered = ["@method", "@authority", "@path", "content-type", "content-digest", "ucp-agent", *covered_extra]
    headers = signing.sign_request("POST", url, headers, raw, key or agent.signing_key, covered, created=now())
    status, response_headers, response = post_raw(url, raw, headers)
    return status, response_headers, response


def business_key(server, kid):
    with urllib.request.urlopen(f"{server.base}/.well-known/ucp/draft") as r:
        keys = json.loads(r.read())["keys"]
    return next(k for k in keys if k["kid"] == kid)


def verified(server, status, headers, raw):
    """Checks the response signature with the python implementation and the published key."""
    kid = signing.Headers(headers)["Signature-Input"].split('keyid="', 1)[1].split('"', 1)[0]
    signing.verify_response(status, headers, raw, business_key(server, kid))
    return json.loads(raw)


def ask(query, ids=None):
    a = {"query": query}
    if ids:
        a["ids"] = ids
    return a


def test_tokens_for_a_server_on_a_fixed_clock(issuer, agents):
    """`serve --now T` judges tokens at T: one minted with `dev-token --now T` is accepted, one
    minted on the real clock (a day earlier here, so long expired at T) is not."""
    s = Server(now=NOW, env={
        "CONCIERGE__AUTH__ISSUER": issuer.url,
        "CONCIERGE__AUTH__ALLOW_INSECURE_LOOPBACK": "true",
        "CONCIERGE__AUTH__AUDIENCES": f'["{AUDIENCE}"]',
    })
    try:
        def ask_with(token):
            return post(f"{s.base}/ucp/ask", ask("Where is my order?"),
                        {"UCP-Agent": f'profile="{agents.url("draft.json")}"', "Request-Id": str(uuid.uuid4()),
                         "Authorization": f"Bearer {token}"})
        status, _, body = ask_with(issuer.token(at=NOW))
        assert status == 200, body
        assert "ord_" in json.dumps(body["answer"]), body
        status, _, body = ask_with(issuer.token(at="2026-11-30T18:00:00Z"))
        assert status == 401, body
    finally:
        s.stop()


def test_metadata_points_agents_at_the_issuer(secured, issuer):
    with urllib.request.urlopen(f"{secured.base}/.well-known/oauth-protected-resource/ucp/mcp") as r:
        mcp = json.loads(r.read())
    assert mcp["authorization_servers"] == [issuer.url]
    assert mcp["resource"].endswith("/ucp/mcp") and ASK_READ in mcp["scopes_supported"]
    assert issuer.metadata["issuer"] == issuer.url and issuer.metadata["jwks_uri"] == f"{issuer.url}/jwks.json"
    with urllib.request.urlopen(f"{secured.base}/.well-known/poppy.json") as r:
        poppy = json.loads(r.read())
    assert poppy["extensions"] == {"ucp": {"version": "1"}}
    assert poppy["agent"]["protocols"][0]["type"] == "ucp"
    assert poppy["auth"]["scope_hints"][ASK_READ] == {"changes": "none", "personal_data": True}


def test_signed_signed_in_rest_request_is_personal_and_its_response_verifies(secured, issuer, agent):
    token = issuer.token()
    status, headers, raw = signed_post(secured, "/ucp/ask", ask("Where is my order?"), agent,
                                       extra={"Authorization": f"Bearer {token}"})
    assert status == 200, raw
    body = verified(secured, status, headers, raw)
    assert "#1001" in body["answer"]["plain"], body["answer"]
    assert "insufficient_scope" not in [m.get("code") for m in body.get("messages", [])]


def test_unsigned_and_tampered_requests_are_refused(secured, agent):
    status, _, body = post(f"{secured.base}/ucp/ask", ask("Do you ship to Canada?"),
                           {"UCP-Agent": f'profile="{agent.profile}"', "Request-Id": str(uuid.uuid4())})
    assert (status, body["messages"][0]["code"]) == (401, "signature_missing"), body

    # Signed by a key the profile does not publish, under the published kid.
    impostor = dict(es256_jwk(agent.signing_key["kid"]))
    status, _, raw = signed_post(secured, "/ucp/ask", ask("Do you ship to Canada?"), agent, key=impostor)
    assert (status, json.loads(raw)["messages"][0]["code"]) == (401, "signature_invalid")

    # A kid the profile does not list.
    stranger = es256_jwk("not-in-the-profile")
    status, _, raw = signed_post(secured, "/ucp/ask", ask("Do you ship to Canada?"), agent, key=stranger)
    assert (status, json.loads(raw)["messages"][0]["code"]) == (401, "key_not_found")

    # The body changed after signing.
    raw_body = json.dumps(ask("Do you ship to Canada?")).encode()
    url = f"{secured.base}/ucp/ask"
    headers = signing.sign_request("POST", url, {"Content-Type": "application/json",
                                                 "UCP-Agent": f'profile="{agent.profile}"',
                                                 "Request-Id": str(uuid.uuid4())}, raw_body, agent.signing_key,
                                   ["@method", "@authority", "@path", "content-type", "content-digest", "ucp-agent"],
                                   created=now())
    status, _, raw = post_raw(url, raw_body.replace(b"Canada", b"Mexico"), headers)
    assert (status, json.loads(raw)["messages"][0]["code"]) == (400, "digest_mismatch")

    # An Idempotency-Key the signature does not cover.
    status, _, raw = signed_post(secured, "/ucp/ask", ask("Do you ship to Canada?"), agent,
                                 extra={"Idempotency-Key": str(uuid.uuid4())})
    assert (status, json.loads(raw)["messages"][0]["code"]) == (401, "signature_invalid")


def test_tokens_are_checked_before_anything_is_answered(secured, issuer, agent):
    cases = {
        "expired": issuer.token(ttl=-120),
        "for another resource": issuer.token(aud="https://elsewhere.example"),
        "garbage": "not-a-token",
    }
    for name, token in cases.items():
        status, headers, raw = signed_post(secured, "/ucp/ask", ask("Do you ship to Canada?"), agent,
                                           extra={"Authorization": f"Bearer {token}"})
        assert status == 401, (name, raw)
        assert json.loads(raw)["messages"][0]["code"] == "identity_required", name
        challenge = signing.Headers(headers)["WWW-Authenticate"]
        assert challenge.startswith(f'Bearer realm="{issuer.url}", error="invalid_token"'), (name, challenge)
        assert 'resource_metadata="' in challenge and "/.well-known/oauth-protected-resource" in challenge


def test_poppy_session_is_verified(secured, issuer, agent):
    token = issuer.token()
    auth = {"Authorization": f"Bearer {token}"}

    good = {"Poppy-Session": agent.session(token)}
    status, headers, raw = signed_post(secured, "/ucp/ask", ask("Where is my order?"), agent, extra={**auth, **good})
    assert status == 200, raw
    assert "#1001" in verified(secured, status, headers, raw)["answer"]["plain"]

    refused = {
        "unbound token": agent.session(None),
        "another audience": agent.session(token, aud="shop.elsewhere.example"),
        "delegation by a stranger": agent.session(token, delegation_key=es256_jwk(agent.poppy_key["kid"])),
        "expired": agent.session(token, exp=now() - 3600),
        "not a JWS": "hello",
    }
    for name, session in refused.items():
        status, _, raw = signed_post(secured, "/ucp/ask", ask("Where is my order?"), agent,
                                     extra={**auth, "Poppy-Session": session})
        assert (status, json.loads(raw)["messages"][0]["code"]) == (400, "invalid_session"), (name, raw)

    # A token from outside the protocol's sign-in never rides with a Session header.
    other = issuer.token(client="some-other-app")
    status, _, raw = signed_post(secured, "/ucp/ask", ask("Where is my order?"), agent,
                                 extra={"Authorization": f"Bearer {other}", "Poppy-Session": agent.session(other)})
    assert (status, json.loads(raw)["messages"][0]["code"]) == (401, "identity_required"), raw

    # The company ends the Session: the agent is told to start a new one.
    subprocess.run([binary(), "end-session", "--agent", agent.client_id, "--sid", "task-ended"], check=True,
                   capture_output=True, env={**os.environ, "CONCIERGE__STORAGE__DATABASE_URL": secured.database_url})
    status, _, raw = signed_post(secured, "/ucp/ask", ask("Where is my order?"), agent,
                                 extra={**auth, "Poppy-Session": agent.session(token, sid="task-ended")})
    assert (status, json.loads(raw)["messages"][0]["code"]) == (400, "session_ended"), raw


class SignAndAuthorize(httpx2.Auth):
    """Signs every request the official MCP client sends (python RFC 9421 implementation) and
    adds the bearer token, as a personal agent would; keeps the responses to verify them."""

    requires_request_body = True
    requires_response_body = True

    def __init__(self, agent, token):
        self.agent, self.token, self.responses = agent, token, []

    def auth_flow(self, request):
        request.headers["Authorization"] = f"Bearer {self.token}"
        request.headers["UCP-Agent"] = f'profile="{self.agent.profile}"'
        headers = signing.sign_request(
            request.method, str(request.url), dict(request.headers), request.content, self.agent.signing_key,
            ["@method", "@authority", "@path", "content-type", "content-digest", "ucp-agent"], created=now())
        for name in ("Content-Digest", "Signature-Input", "Signature"):
            request.headers[name] = headers[name]
        response = yield request
        self.responses.append((response.status_code, dict(response.headers), response.content))


def test_official_mcp_client_signs_in_and_signs(secured, issuer, agent):
    auth = SignAndAuthorize(agent, issuer.token())

    async def run():
        async with httpx2.AsyncClient(auth=auth, timeout=10) as http:
            async with Client(streamable_http_client(secured.mcp, http_client=http)) as c:
                meta = {"ucp-agent": {"profile": agent.profile}}
                r = await c.call_tool("ask_business", {"meta": meta, "ask": ask("Has my order shipped?")})
                assert not r.is_error
                assert "#1001" in r.structured_content["answer"]["plain"], r.structured_content

                # The same client without the buyer's token: public answer, and the scope it lacks.
                auth.token = issuer.token(scopes=())
                r = await c.call_tool("ask_business", {"meta": meta, "ask": ask("Has my order shipped?")})
                assert "#1001" not in r.structured_content["answer"]["plain"]
                assert "insufficient_scope" in [m.get("code") for m in r.structured_content.get("messages", [])]
    asyncio.run(run())
    calls = [(s, h, b) for s, h, b in auth.responses if b"ask_business" in b or b"answer" in b]
    assert calls, "the tool calls' responses were seen"
    for status, headers, raw in calls:
        verified(secured, status, headers, raw)


def test_logs_hold_no_credentials(secured, issuer, agent):
    """Tokens, Session headers and signatures never reach the logs, accepted or refused."""
    token = issuer.token()
    session = agent.session(token)
    for extra in ({"Authorization": f"Bearer {token}", "Poppy-Session": session},
                  {"Authorization": f"Bearer {token}x", "Poppy-Session": session},
                  {"Authorization": f"Bearer {token}", "Poppy-Session": session + "x"}):
        signed_post(secured, "/ucp/ask", ask("Where is my order?"), agent, extra=extra)
    time.sleep(0.3)
    log = secured.log()
    assert "Where is my order" not in log, "question text is not logged"
    for secret in (token, token.split(".")[2], session.split(".")[2], session.split(".")[0]):
        assert secret not in log
    assert "sig1=:" not in log and "Bearer " not in log
