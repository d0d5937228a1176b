"""HTTP Message Signatures (RFC 9421) made and checked by an independent implementation.

Requests are signed, and responses verified, with the `http-message-signatures` package
(pyauth), never with Concierge's own code, so the two implementations check each other. The
end-to-end suite uses this module as an agent would; `tests/interop/make_python_signed.py` uses
it to write the fixtures that `crates/auth` verifies.

Keys are JWKs (dicts): EC P-256 (`ecdsa-p256-sha256`), EC P-384 (`ecdsa-p384-sha384`) or OKP
Ed25519 (`ed25519`). UCP derives the algorithm from the key, so signatures carry no `alg`
parameter; the key id is the JWK's `kid`.
"""

import base64
from dataclasses import dataclass, field
from datetime import datetime, timezone

from cryptography.hazmat.primitives.asymmetric import ec, ed25519
from http_message_signatures import HTTPMessageSigner, HTTPMessageVerifier, MappingKeyResolver, algorithms

_CURVES = {"P-256": ec.SECP256R1(), "P-384": ec.SECP384R1()}


def _bytes(member: str) -> bytes:
    return base64.urlsafe_b64decode(member + "=" * (-len(member) % 4))


def _int(member: str) -> int:
    return int.from_bytes(_bytes(member), "big")


def _algorithm(jwk: dict):
    match (jwk.get("kty"), jwk.get("crv")):
        case ("EC", "P-256"):
            return algorithms.ECDSA_P256_SHA256
        case ("EC", "P-384"):
            return algorithms.ECDSA_P384_SHA384
        case ("OKP", "Ed25519"):
            return algorithms.ED25519
    raise ValueError(f"unsupported JWK: kty={jwk.get('kty')!r} crv={jwk.get('crv')!r}")


def public_key(jwk: dict):
    """The `cryptography` public key of a JWK."""
    _algorithm(jwk)
    if jwk["kty"] == "EC":
        return ec.EllipticCurvePublicNumbers(_int(jwk["x"]), _int(jwk["y"]), _CURVES[jwk["crv"]]).public_key()
    return ed25519.Ed25519PublicKey.from_public_bytes(_bytes(jwk["x"]))


def private_key(jwk: dict):
    """The `cryptography` private key of a private JWK (with `d`), checked against its public half."""
    _algorithm(jwk)
    if jwk["kty"] == "EC":
        key = ec.derive_private_key(_int(jwk["d"]), _CURVES[jwk["crv"]])
        numbers = key.public_key().public_numbers()
        if (numbers.x, numbers.y) != (_int(jwk["x"]), _int(jwk["y"])):
            raise ValueError("the JWK's d does not match its x and y")
        return key
    key = ed25519.Ed25519PrivateKey.from_private_bytes(_bytes(jwk["d"]))
    if public_key(jwk).public_bytes_raw() != key.public_key().public_bytes_raw():
        raise ValueError("the JWK's d does not match its x")
    return key


class Headers(dict):
    """Header fields by case-insensitive name (servers may send them in lower case)."""

    def __init__(self, fields=()):
        super().__init__()
        for k, v in dict(fields).items():
            self[k] = v

    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())

    def get(self, key, default=None):
        return super().get(key.lower(), default)


@dataclass
class _Request:
    method: str
    url: str
    headers: dict = field(default_factory=dict)


@dataclass
class _Response:
    status_code: int
    headers: dict = field(default_factory=dict)
    request: object = None


def sign_request(
    method: str,
    url: str,
    headers: dict,
    body: bytes,
    private_jwk: dict,
    covered: list[str],
    *,
    created: int | None = None,
    label: str = "sig1",
) -> dict:
    """Signs a request and returns its headers with Signature-Input and Signature added, and
    Content-Digest (sha-256) when `body` is not empty; the signature then covers
    `content-digest` even if `covered` does not name it. `created` defaults to now."""
    message = _Request(method.upper(), url, dict(headers))
    kid = private_jwk["kid"]
    signer = HTTPMessageSigner(
        signature_algorithm=_algorithm(private_jwk),
        key_resolver=MappingKeyResolver(public_keys={}, private_keys={kid: private_key(private_jwk)}),
    )
    signer.sign(
        message,
        key_id=kid,
        created=datetime.fromtimestamp(created, timezone.utc) if created is not None else None,
        label=label,
        include_alg=False,
        covered_component_ids=tuple(covered),
        body=body or None,
    )
    return message.headers


def verify_response(status: int, headers: dict, body: bytes, public_jwk: dict) -> None:
    """Verifies a response's signature with `public_jwk` (found by its `kid`): it must cover
    `@status`, and `content-digest` and `content-type` when present, and the body must match the
    signed Content-Digest. Raises `http_message_signatures.InvalidSignature` otherwise."""
    kid = public_jwk["kid"]
    verifier = HTTPMessageVerifier(
        signature_algorithm=_algorithm(public_jwk),
        key_resolver=MappingKeyResolver(public_keys={kid: public_key(public_jwk)}, private_keys={}),
    )
    present = {name.lower() for name in headers}
    required = ["@status"] + [name for name in ("content-digest", "content-type") if name in present]
    verifier.verify(_Response(status, Headers(headers)), require_components=required, body=body)
