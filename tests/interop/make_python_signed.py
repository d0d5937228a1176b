#!/usr/bin/env python3
"""Writes crates/auth/tests/fixtures/python-signed.json: requests signed, and JWTs made, by
implementations other than Concierge's, for crates/auth/tests/python_interop.rs to verify.

- HTTP message signatures come from the `http-message-signatures` package (pyauth), through
  tests/e2e/signing.py;
- JWTs are assembled here and signed with the `cryptography` package.

Keys: the RFC 9421 Appendix B.1 test keys in crates/auth/tests/fixtures/rfc9421-keys.json, plus a
P-384 key made from a fixed scalar below. Ed25519 and RSASSA-PKCS1-v1_5 are deterministic; ECDSA is
not, so rerunning changes those signatures (both versions verify).

Run with the end-to-end requirements installed (tests/e2e/requirements.txt), from anywhere:
    python tests/interop/make_python_signed.py
"""

import base64
import json
import sys
import urllib.parse
from pathlib import Path

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

import signing  # noqa: E402

FIXTURES = ROOT / "crates" / "auth" / "tests" / "fixtures"
CREATED = 1_800_000_000  # every signature's `created`; the Rust test verifies at this time
PUBLIC_MEMBERS = ("kty", "crv", "x", "y", "n", "e", "kid")


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64url_int(value: int, size: int) -> str:
    return b64url(value.to_bytes(size, "big"))


def p384_jwk() -> dict:
    """A P-384 key from a fixed scalar, so the fixture's keys do not change between runs."""
    d = int.from_bytes(bytes(range(1, 49)), "big")
    key = ec.derive_private_key(d, ec.SECP384R1())
    n = key.public_key().public_numbers()
    return {"kty": "EC", "crv": "P-384", "kid": "fixture-p384", "x": b64url_int(n.x, 48), "y": b64url_int(n.y, 48),
            "d": b64url_int(d, 48)}


def load_keys() -> dict:
    doc = json.loads((FIXTURES / "rfc9421-keys.json").read_text())
    keys = {key["kid"]: key for key in doc["keys"]}
    keys["fixture-p384"] = p384_jwk()
    return keys


def signed_request(name: str, key: dict, method: str, url: str, headers: dict, body: bytes, covered: list[str]):
    signed = signing.sign_request(method, url, headers, body, key, covered, created=CREATED)
    parts = urllib.parse.urlsplit(url)
    return {
        "name": name,
        "keyid": key["kid"],
        "method": method,
        "authority": parts.netloc,
        "path": parts.path,
        "query": parts.query if "?" in url else None,
        "headers": dict(signed),
        "body": body.decode(),
    }


def requests(keys: dict) -> list:
    agent = 'profile="https://agent.example/.well-known/ucp"'
    body = json.dumps({"query": "coffee", "distance": {"max": 5000}}).encode()
    post = ["@method", "@authority", "@path", "ucp-agent", "idempotency-key", "content-digest", "content-type"]
    return [
        signed_request(
            "es256 post with body and query", keys["test-key-ecc-p256"], "POST",
            "https://shop.example/ucp/location/search?page=2",
            {"Content-Type": "application/json", "UCP-Agent": agent, "Idempotency-Key": "3b2f-41"},
            body, ["@method", "@authority", "@path", "@query", "ucp-agent", "idempotency-key", "content-digest",
                   "content-type"],
        ),
        signed_request(
            "ed25519 post with body", keys["test-key-ed25519"], "POST",
            "https://shop.example/ucp/location/lookup",
            {"Content-Type": "application/json", "UCP-Agent": agent, "Idempotency-Key": "9c1d"},
            body, post,
        ),
        signed_request(
            "es256 get with query, no body", keys["test-key-ecc-p256"], "GET",
            "https://shop.example/ucp/location/search?q=espresso&page=1",
            {"UCP-Agent": agent}, b"", ["@method", "@authority", "@path", "@query", "ucp-agent"],
        ),
        signed_request(
            "ed25519 get, no query, no body", keys["test-key-ed25519"], "GET",
            "https://shop.example/.well-known/ucp",
            {"UCP-Agent": agent, "Idempotency-Key": "k-1"}, b"", ["@authority", "@method", "@path", "ucp-agent",
                                                                  "idempotency-key"],
        ),
        signed_request(
            "es384 post with body", keys["fixture-p384"], "POST",
            "https://shop.example/ucp/location/search",
            {"Content-Type": "application/json", "UCP-Agent": agent, "Idempotency-Key": "p384"},
            body, post,
        ),
    ]


def jwt(header: dict, claims: dict, sign) -> str:
    encoded = ".".join(b64url(json.dumps(part, separators=(",", ":")).encode()) for part in (header, claims))
    return f"{encoded}.{b64url(sign(encoded.encode()))}"


def tokens(keys: dict) -> list:
    claims = {
        "iss": "https://issuer.example",
        "aud": ["https://concierge.example", "https://other.example"],
        "sub": "user-42",
        "client_id": "agent-7",
        "scope": "ucp:location ucp:ask",
        "iat": CREATED - 60,
        "exp": CREATED + 3600,
        "act": {"sub": "agent-7"},
    }

    def ecdsa(jwk: dict, hash_algorithm, size: int, raw: bool = True):
        key = signing.private_key(jwk)

        def sign(data: bytes) -> bytes:
            der = key.sign(data, ec.ECDSA(hash_algorithm))
            if not raw:
                return der
            r, s = decode_dss_signature(der)
            return r.to_bytes(size, "big") + s.to_bytes(size, "big")
        return sign

    rsa_jwk = keys["test-key-rsa"]
    public = rsa.RSAPublicNumbers(signing._int(rsa_jwk["e"]), signing._int(rsa_jwk["n"]))
    rsa_key = rsa.RSAPrivateNumbers(
        p=signing._int(rsa_jwk["p"]), q=signing._int(rsa_jwk["q"]), d=signing._int(rsa_jwk["d"]),
        dmp1=signing._int(rsa_jwk["dp"]), dmq1=signing._int(rsa_jwk["dq"]), iqmp=signing._int(rsa_jwk["qi"]),
        public_numbers=public,
    ).private_key()
    ed_key = signing.private_key(keys["test-key-ed25519"])

    def header(alg: str, kid: str) -> dict:
        return {"alg": alg, "typ": "at+jwt", "kid": kid}

    return [
        {"name": "RS256", "valid": True,
         "token": jwt(header("RS256", "test-key-rsa"), claims,
                      lambda data: rsa_key.sign(data, padding.PKCS1v15(), hashes.SHA256()))},
        {"name": "ES256", "valid": True,
         "token": jwt(header("ES256", "test-key-ecc-p256"), claims,
                      ecdsa(keys["test-key-ecc-p256"], hashes.SHA256(), 32))},
        {"name": "ES384", "valid": True,
         "token": jwt(header("ES384", "fixture-p384"), claims, ecdsa(keys["fixture-p384"], hashes.SHA384(), 48))},
        {"name": "EdDSA", "valid": True,
         "token": jwt(header("EdDSA", "test-key-ed25519"), claims, ed_key.sign)},
        # A DER-encoded ECDSA signature: JWS wants the fixed r || s form.
        {"name": "ES256 with a DER signature", "valid": False,
         "token": jwt(header("ES256", "test-key-ecc-p256"), claims,
                      ecdsa(keys["test-key-ecc-p256"], hashes.SHA256(), 32, raw=False))},
    ]


def main() -> None:
    keys = load_keys()
    doc = {
        "comment": "Generated by tests/interop/make_python_signed.py with http-message-signatures (pyauth) and "
                   "cryptography; verified by crates/auth/tests/python_interop.rs. Do not edit by hand.",
        "created": CREATED,
        "jwks": {"keys": [{m: key[m] for m in PUBLIC_MEMBERS if m in key} for key in keys.values()]},
        "requests": requests(keys),
        "tokens": tokens(keys),
    }
    out = FIXTURES / "python-signed.json"
    out.write_text(json.dumps(doc, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}: {len(doc['requests'])} requests, {len(doc['tokens'])} tokens")


if __name__ == "__main__":
    main()
