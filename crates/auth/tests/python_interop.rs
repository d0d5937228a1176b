//! Verifies what another implementation signed: requests signed by the Python
//! `http-message-signatures` package and JWTs signed with Python's `cryptography`, from
//! `fixtures/python-signed.json` (written by `tests/interop/make_python_signed.py`). Then checks
//! that tampering with each covered part is caught, with the right UCP error code.

use concierge_auth::digest::content_digest;
use concierge_auth::httpsig::{RequestParts, SignatureError, VerifyPolicy, check_digest, verify_request};
use concierge_auth::jwk::{Algorithm, KeySet};
use concierge_auth::jwt::{AccessTokenRules, TokenError, validate_access_token};
use http::{HeaderMap, HeaderName, HeaderValue};
use serde_json::Value;

fn fixture() -> Value {
    serde_json::from_str(include_str!("fixtures/python-signed.json")).expect("the fixture is JSON")
}

/// One signed request of the fixture.
struct Case {
    name: String,
    keyid: String,
    method: String,
    authority: String,
    path: String,
    query: Option<String>,
    headers: HeaderMap,
    body: Vec<u8>,
}

impl Case {
    fn read(value: &Value) -> Case {
        let text = |member: &str| value[member].as_str().unwrap_or_else(|| panic!("{member}")).to_owned();
        let mut headers = HeaderMap::new();
        for (name, v) in value["headers"].as_object().expect("headers") {
            headers.append(
                HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(v.as_str().unwrap()).unwrap(),
            );
        }
        Case {
            name: text("name"),
            keyid: text("keyid"),
            method: text("method"),
            authority: text("authority"),
            path: text("path"),
            query: value["query"].as_str().map(str::to_owned),
            headers,
            body: text("body").into_bytes(),
        }
    }

    fn parts(&self) -> RequestParts<'_> {
        RequestParts {
            method: &self.method,
            authority: &self.authority,
            path: &self.path,
            query: self.query.as_deref(),
            headers: &self.headers,
            has_body: !self.body.is_empty(),
        }
    }

    /// Verifies as the service would: signature and coverage, then the body against its digest.
    fn check(&self, parts: &RequestParts, keys: &KeySet, body: &[u8]) -> Result<(), SignatureError> {
        let policy = VerifyPolicy { covered_if_present: &["authorization"], max_skew_secs: 60, now: created() };
        verify_request(parts, keys, &policy)?;
        check_digest(parts.headers, body)
    }
}

fn created() -> i64 {
    fixture()["created"].as_i64().unwrap()
}

fn cases() -> Vec<Case> {
    let cases: Vec<Case> = fixture()["requests"].as_array().unwrap().iter().map(Case::read).collect();
    assert!(cases.len() >= 5, "the fixture lost requests");
    cases
}

fn keys() -> KeySet {
    let keys = KeySet::from_jwks(&fixture()["jwks"]);
    assert_eq!((keys.len(), keys.skipped()), (4, 0));
    keys
}

#[test]
fn python_signed_requests_verify() {
    let keys = keys();
    let mut algorithms = Vec::new();
    for case in cases() {
        let policy = VerifyPolicy { covered_if_present: &[], max_skew_secs: 60, now: created() };
        let verified = verify_request(&case.parts(), &keys, &policy).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(verified.keyid, case.keyid, "{}", case.name);
        assert_eq!(verified.label, "sig1");
        assert_eq!(verified.created, Some(created()));
        check_digest(&case.headers, &case.body).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        algorithms.push(verified.algorithm);
    }
    for algorithm in [Algorithm::Es256, Algorithm::EdDsa, Algorithm::Es384] {
        assert!(algorithms.contains(&algorithm), "no {algorithm} case");
    }
}

#[test]
fn tampered_headers_fail_as_signature_invalid() {
    let keys = keys();
    for case in cases() {
        for name in ["ucp-agent", "idempotency-key", "content-type"] {
            if !case.headers.contains_key(name) {
                continue;
            }
            let mut headers = case.headers.clone();
            headers.insert(name, HeaderValue::from_static("tampered"));
            let parts = RequestParts { headers: &headers, ..case.parts() };
            let err = case.check(&parts, &keys, &case.body).unwrap_err();
            assert_eq!((err.code(), &err), ("signature_invalid", &SignatureError::VerificationFailed), "{}", case.name);
        }
        // An added Authorization the signature does not cover is refused when the caller requires it.
        let mut headers = case.headers.clone();
        headers.insert("authorization", HeaderValue::from_static("Bearer stolen"));
        let parts = RequestParts { headers: &headers, ..case.parts() };
        let err = case.check(&parts, &keys, &case.body).unwrap_err();
        assert_eq!(err.reason(), "the signature does not cover `authorization`", "{}", case.name);
        assert_eq!(err.code(), "signature_invalid");
    }
}

#[test]
fn tampered_targets_fail_as_signature_invalid() {
    let keys = keys();
    for case in cases() {
        let parts = case.parts();
        let other_path = format!("{}x", case.path);
        let other_query = format!("{}&admin=1", case.query.as_deref().unwrap_or(""));
        let tampered = [
            RequestParts { path: &other_path, ..parts },
            RequestParts { method: "DELETE", ..parts },
            RequestParts { authority: "evil.example", ..parts },
            RequestParts { query: Some(&other_query), ..parts },
        ];
        for (i, parts) in tampered.iter().enumerate() {
            let err = case.check(parts, &keys, &case.body).unwrap_err();
            assert_eq!(err.code(), "signature_invalid", "{} #{i}: {err}", case.name);
        }
    }
}

#[test]
fn tampered_bodies_fail() {
    let keys = keys();
    for case in cases().into_iter().filter(|c| !c.body.is_empty()) {
        let other = br#"{"query": "tea"}"#;
        // A changed body: the signature still verifies, the digest does not match.
        let err = case.check(&case.parts(), &keys, other).unwrap_err();
        assert_eq!(err.code(), "digest_mismatch", "{}", case.name);
        // A changed body with a digest to match: the signature covers the digest.
        let mut headers = case.headers.clone();
        headers.insert("content-digest", HeaderValue::from_str(&content_digest(other)).unwrap());
        let parts = RequestParts { headers: &headers, ..case.parts() };
        let err = case.check(&parts, &keys, other).unwrap_err();
        assert_eq!((err.code(), err), ("signature_invalid", SignatureError::VerificationFailed), "{}", case.name);
        // No digest at all.
        let mut headers = case.headers.clone();
        headers.remove("content-digest");
        let err = check_digest(&headers, &case.body).unwrap_err();
        assert_eq!((err.code(), err), ("signature_invalid", SignatureError::DigestMissing));
    }
}

#[test]
fn unknown_keys_are_key_not_found() {
    for case in cases() {
        let doc = fixture();
        let others: Vec<Value> = doc["jwks"]["keys"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|k| k["kid"] != case.keyid.as_str())
            .cloned()
            .collect();
        let keys = KeySet::from_jwks(&serde_json::json!({ "keys": others }));
        let err = case.check(&case.parts(), &keys, &case.body).unwrap_err();
        assert_eq!(err, SignatureError::KeyNotFound { keyid: case.keyid.clone() });
        assert_eq!(err.code(), "key_not_found");
    }
}

#[test]
fn python_signed_tokens_verify() {
    let doc = fixture();
    let keys = keys();
    let audiences = vec!["https://concierge.example".to_owned()];
    let rules = AccessTokenRules {
        issuer: "https://issuer.example",
        audiences: &audiences,
        allowed: Algorithm::ALL,
        leeway_secs: 60,
        now: created(),
        max_lifetime_secs: 86_400,
        accept_generic_typ: false,
    };
    let tokens = doc["tokens"].as_array().unwrap();
    assert_eq!(tokens.len(), 5);
    for token in tokens {
        let name = token["name"].as_str().unwrap();
        let result = validate_access_token(token["token"].as_str().unwrap(), &keys, &rules);
        if token["valid"].as_bool().unwrap() {
            let at = result.unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(at.subject, "user-42");
            assert_eq!(at.client_id.as_deref(), Some("agent-7"));
            assert_eq!(at.actor.as_deref(), Some("agent-7"));
            assert!(at.has_scope("ucp:location") && at.has_scope("ucp:ask"));
            assert_eq!(at.expires_at, created() + 3600);
            // The same token is refused when its algorithm is not allowed.
            let strict = AccessTokenRules { allowed: &[], ..rules };
            assert_eq!(
                validate_access_token(token["token"].as_str().unwrap(), &keys, &strict).unwrap_err(),
                TokenError::AlgorithmNotAllowed
            );
        } else {
            assert_eq!(result.unwrap_err(), TokenError::BadSignature, "{name}");
        }
    }
}
