//! RFC 9421 Appendix B test vectors, and UCP's rules, one test each.

use http::{HeaderMap, HeaderName, HeaderValue};

use super::*;
use crate::digest::content_digest;
use crate::jwk::Jwk;

/// The RFC 9421 B.1 test keys (private JWKs) from the fixture.
fn rfc_jwks() -> serde_json::Value {
    serde_json::from_str(include_str!("../../tests/fixtures/rfc9421-keys.json")).unwrap()
}

fn rfc_signing_key(kid: &str) -> SigningKey {
    let doc = rfc_jwks();
    let jwk = doc["keys"].as_array().unwrap().iter().find(|k| k["kid"] == kid).unwrap();
    SigningKey::from_jwk(&serde_json::from_value::<Jwk>(jwk.clone()).unwrap()).unwrap()
}

fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
    let mut map = HeaderMap::new();
    for (name, value) in pairs {
        map.append(HeaderName::from_bytes(name.as_bytes()).unwrap(), HeaderValue::from_str(value).unwrap());
    }
    map
}

const REQUEST_DIGEST: &str =
    "sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:";

/// RFC 9421 B.2's request: `POST /foo?param=Value&Pet=dog` to `example.com`, body
/// `{"hello": "world"}`.
fn rfc_request_headers() -> HeaderMap {
    headers(&[
        ("host", "example.com"),
        ("date", "Tue, 20 Apr 2021 02:07:55 GMT"),
        ("content-type", "application/json"),
        ("content-digest", REQUEST_DIGEST),
        ("content-length", "18"),
    ])
}

fn rfc_request(headers: &HeaderMap) -> RequestParts<'_> {
    RequestParts {
        method: "POST",
        authority: "example.com",
        path: "/foo",
        query: Some("param=Value&Pet=dog"),
        headers,
        has_body: true,
    }
}

/// The signature base of a received `Signature-Input` member.
fn base_of(message: Message<'_, '_>, signature_input: &str) -> Result<String, SignatureError> {
    let dict: sfv::Dictionary = sfv::Parser::new(signature_input).parse().unwrap();
    let Some((_, sfv::ListEntry::InnerList(list))) = dict.first() else { panic!("not an inner list") };
    signature_base(message, list).map(|b| String::from_utf8(b).unwrap())
}

fn rfc_keys() -> KeySet {
    KeySet::from_jwks(&rfc_jwks())
}

#[test]
fn rfc9421_b21_base_with_nothing_covered() {
    let h = rfc_request_headers();
    let base = base_of(
        Message::Request(&rfc_request(&h)),
        r#"sig-b21=();created=1618884473;keyid="test-key-rsa-pss";nonce="b3k2pp5k7z-50gnwp.yemd""#,
    )
    .unwrap();
    assert_eq!(
        base,
        r#""@signature-params": ();created=1618884473;keyid="test-key-rsa-pss";nonce="b3k2pp5k7z-50gnwp.yemd""#
    );
}

#[test]
fn rfc9421_b22_query_param_is_not_supported() {
    let h = rfc_request_headers();
    let err = base_of(
        Message::Request(&rfc_request(&h)),
        r#"sig-b22=("@authority" "content-digest" "@query-param";name="Pet");created=1618884473;keyid="test-key-rsa-pss";tag="header-example""#,
    )
    .unwrap_err();
    assert!(matches!(err, SignatureError::UnsupportedComponent { .. }), "{err:?}");
    assert_eq!(err.code(), "signature_invalid");
}

#[test]
fn rfc9421_b23_and_section_2_5_bases() {
    let h = rfc_request_headers();
    let req = rfc_request(&h);
    let b23 = base_of(
        Message::Request(&req),
        r#"sig-b23=("date" "@method" "@path" "@query" "@authority" "content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-rsa-pss""#,
    )
    .unwrap();
    let expected = [
        r#""date": Tue, 20 Apr 2021 02:07:55 GMT"#,
        r#""@method": POST"#,
        r#""@path": /foo"#,
        r#""@query": ?param=Value&Pet=dog"#,
        r#""@authority": example.com"#,
        r#""content-type": application/json"#,
        &format!(r#""content-digest": {REQUEST_DIGEST}"#),
        r#""content-length": 18"#,
        r#""@signature-params": ("date" "@method" "@path" "@query" "@authority" "content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-rsa-pss""#,
    ]
    .join("\n");
    assert_eq!(b23, expected);

    let s25 = base_of(
        Message::Request(&req),
        r#"sig1=("@method" "@authority" "@path" "content-digest" "content-length" "content-type");created=1618884473;keyid="test-key-rsa-pss""#,
    )
    .unwrap();
    let expected = [
        r#""@method": POST"#,
        r#""@authority": example.com"#,
        r#""@path": /foo"#,
        &format!(r#""content-digest": {REQUEST_DIGEST}"#),
        r#""content-length": 18"#,
        r#""content-type": application/json"#,
        r#""@signature-params": ("@method" "@authority" "@path" "content-digest" "content-length" "content-type");created=1618884473;keyid="test-key-rsa-pss""#,
    ]
    .join("\n");
    assert_eq!(s25, expected);
}

/// RFC 9421 B.2.4: ecdsa-p256-sha256 over a response, with `test-key-ecc-p256`.
#[test]
fn rfc9421_b24_ecdsa_p256_response() {
    let signature_input = r#"sig-b24=("@status" "content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-ecc-p256""#;
    let digest = "sha-512=:mEWXIS7MaLRuGgxOBdODa3xqM1XdEvxoYhvlCFJ41QJgJc4GTsPp29l5oGX69wWdXymyU0rjJuahq4l5aGgfLQ==:";
    let signature =
        "sig-b24=:wNmSUAhwb5LxtOtOpNa6W5xj067m5hFrj0XQ4fvpaCLx0NKocgPquLgyahnzDnDAUy5eCdlYUEkLIj+32oiasw==:";
    let h = headers(&[
        ("date", "Tue, 20 Apr 2021 02:07:56 GMT"),
        ("content-type", "application/json"),
        ("content-digest", digest),
        ("content-length", "23"),
        ("signature-input", signature_input),
        ("signature", signature),
    ]);
    let resp = ResponseParts { status: 200, headers: &h };

    let base = base_of(Message::Response(&resp), signature_input).unwrap();
    let expected = [
        r#""@status": 200"#,
        r#""content-type": application/json"#,
        &format!(r#""content-digest": {digest}"#),
        r#""content-length": 23"#,
        r#""@signature-params": ("@status" "content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-ecc-p256""#,
    ]
    .join("\n");
    assert_eq!(base, expected);

    let verified = verify_response(&resp, &rfc_keys(), 1618884473).unwrap();
    assert_eq!(
        verified,
        Verified {
            label: "sig-b24".into(),
            keyid: "test-key-ecc-p256".into(),
            algorithm: Algorithm::Es256,
            created: Some(1618884473)
        }
    );
    check_digest(&h, br#"{"message": "good dog"}"#).unwrap();

    // Another status, or a changed covered header, and it no longer verifies.
    let other = ResponseParts { status: 201, headers: &h };
    assert_eq!(verify_response(&other, &rfc_keys(), 1618884473), Err(SignatureError::VerificationFailed));
    let mut changed = h.clone();
    changed.insert("content-length", HeaderValue::from_static("24"));
    let changed = ResponseParts { status: 200, headers: &changed };
    assert_eq!(verify_response(&changed, &rfc_keys(), 1618884473), Err(SignatureError::VerificationFailed));
}

/// RFC 9421 B.2.6: ed25519 over a request, with `test-key-ed25519`. Ed25519 is deterministic, so
/// signing reproduces the RFC's signature exactly.
#[test]
fn rfc9421_b26_ed25519_request() {
    let h = rfc_request_headers();
    let req = rfc_request(&h);
    let key = rfc_signing_key("test-key-ed25519");
    let components = ["date", "@method", "@path", "@authority", "content-type", "content-length"];
    let (input, signature) = sign_request(&req, &components, &key, Some(1618884473), "sig-b26");
    assert_eq!(
        input,
        r#"sig-b26=("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519""#
    );
    assert_eq!(
        signature,
        "sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:"
    );
    let expected_base = [
        r#""date": Tue, 20 Apr 2021 02:07:55 GMT"#,
        r#""@method": POST"#,
        r#""@path": /foo"#,
        r#""@authority": example.com"#,
        r#""content-type": application/json"#,
        r#""content-length": 18"#,
        r#""@signature-params": ("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519""#,
    ]
    .join("\n");
    assert_eq!(base_of(Message::Request(&req), &input).unwrap(), expected_base);

    // It verifies as a signature; UCP's profile still refuses it, for it does not cover @query.
    let mut signed = h.clone();
    signed.insert("signature-input", HeaderValue::from_str(&input).unwrap());
    signed.insert("signature", HeaderValue::from_str(&signature).unwrap());
    let req = rfc_request(&signed);
    let keys = rfc_keys();
    let rules = Rules { keys: &keys, required: &[], skew: 60, now: 1618884473 };
    let verified = verify(Message::Request(&req), &rules).unwrap();
    assert_eq!(verified.algorithm, Algorithm::EdDsa);
    let policy = VerifyPolicy { covered_if_present: &[], max_skew_secs: 60, now: 1618884473 };
    let err = verify_request(&req, &rfc_keys(), &policy).unwrap_err();
    assert_eq!(err, SignatureError::CoverageInsufficient { component: "@query".into() });
    assert_eq!(err.code(), "signature_invalid");
    assert_eq!(err.reason(), "the signature does not cover `@query`");
}

#[test]
fn signature_params_are_reserialized_canonically() {
    let h = headers(&[]);
    let req = RequestParts { method: "GET", authority: "a", path: "/", query: None, headers: &h, has_body: false };
    let base = base_of(Message::Request(&req), r#"x=(  "@method"   "@path" );keyid="k";created=1;nonce=tok"#).unwrap();
    assert_eq!(
        base,
        "\"@method\": GET\n\"@path\": /\n\"@signature-params\": (\"@method\" \"@path\");keyid=\"k\";created=1;nonce=tok"
    );
}

#[test]
fn derived_components() {
    let h = headers(&[("x-many", " one "), ("x-many", "two\t"), ("x-empty", "")]);
    let req = RequestParts {
        method: "GET",
        authority: "Shop.Example:8443",
        path: "",
        query: Some("a=1&b"),
        headers: &h,
        has_body: false,
    };
    let m = Message::Request(&req);
    let one = |name: &str| m.component(name).map(|v| String::from_utf8(v).unwrap());
    assert_eq!(one("@method").unwrap(), "GET");
    assert_eq!(one("@authority").unwrap(), "shop.example:8443");
    assert_eq!(one("@path").unwrap(), "/");
    assert_eq!(one("@query").unwrap(), "?a=1&b");
    assert_eq!(one("@scheme").unwrap(), "https");
    assert_eq!(one("@target-uri").unwrap(), "https://Shop.Example:8443/?a=1&b");
    assert_eq!(one("@request-target").unwrap(), "/?a=1&b");
    assert_eq!(one("x-many").unwrap(), "one, two");
    assert_eq!(one("x-empty").unwrap(), "");
    assert!(matches!(one("@status"), Err(SignatureError::ComponentUnavailable { .. })));
    assert!(matches!(one("@query-param"), Err(SignatureError::UnsupportedComponent { .. })));
    assert!(matches!(one("x-absent"), Err(SignatureError::ComponentUnavailable { .. })));
    assert!(matches!(one("not a header"), Err(SignatureError::ComponentUnavailable { .. })));
    assert_eq!(one("X-Many"), Err(SignatureError::Malformed("a covered header name is not lowercase")));
    let no_query = RequestParts { query: None, ..req };
    let m = Message::Request(&no_query);
    assert_eq!(m.component("@query").unwrap(), b"?");
    assert_eq!(m.component("@request-target").unwrap(), b"/");
    let resp = ResponseParts { status: 404, headers: &h };
    assert_eq!(Message::Response(&resp).component("@status").unwrap(), b"404");
    assert!(matches!(Message::Response(&resp).component("@method"), Err(SignatureError::ComponentUnavailable { .. })));
}

// ---- UCP's profile ----

const NOW: i64 = 1_800_000_000;
const UCP_BODY: &[u8] = br#"{"query":"coffee"}"#;

/// A UCP request with a body, a query, UCP-Agent and Idempotency-Key.
fn ucp_headers() -> HeaderMap {
    headers(&[
        ("host", "shop.example"),
        ("content-type", "application/json"),
        ("content-digest", &content_digest(UCP_BODY)),
        ("ucp-agent", r#"profile="https://agent.example/profile.json""#),
        ("idempotency-key", "7f3c"),
        ("authorization", "Bearer abc"),
    ])
}

fn ucp_request(headers: &HeaderMap) -> RequestParts<'_> {
    RequestParts {
        method: "POST",
        authority: "shop.example",
        path: "/ucp/location/search",
        query: Some("page=2"),
        headers,
        has_body: true,
    }
}

const UCP_COMPONENTS: &[&str] =
    &["@method", "@authority", "@path", "@query", "ucp-agent", "idempotency-key", "content-digest", "content-type"];

fn policy() -> VerifyPolicy<'static> {
    VerifyPolicy { covered_if_present: &[], max_skew_secs: 60, now: NOW }
}

/// `headers` with a signature added under `label`.
fn signed(headers: &HeaderMap, components: &[&str], key: &SigningKey, label: &str) -> HeaderMap {
    let (input, signature) = sign_request(&ucp_request(headers), components, key, Some(NOW), label);
    let mut out = headers.clone();
    out.append("signature-input", HeaderValue::from_str(&input).unwrap());
    out.append("signature", HeaderValue::from_str(&signature).unwrap());
    out
}

fn keys_of(keys: &[&SigningKey]) -> KeySet {
    KeySet::from_keys(&keys.iter().map(|k| k.public_jwk()).collect::<Vec<_>>())
}

#[test]
fn ucp_round_trip_es256_and_ed25519() {
    for key in [SigningKey::generate_es256("agent-es"), SigningKey::generate_ed25519("agent-ed")] {
        let h = signed(&ucp_headers(), UCP_COMPONENTS, &key, "sig1");
        let verified = verify_request(&ucp_request(&h), &keys_of(&[&key]), &policy()).unwrap();
        assert_eq!(verified.keyid, key.kid());
        assert_eq!(verified.label, "sig1");
        assert_eq!(verified.algorithm, key.algorithm());
        assert_eq!(verified.created, Some(NOW));
        check_digest(&h, UCP_BODY).unwrap();
    }
}

#[test]
fn no_signature_is_signature_missing() {
    let h = ucp_headers();
    let err = verify_request(&ucp_request(&h), &KeySet::default(), &policy()).unwrap_err();
    assert_eq!((err.code(), err), ("signature_missing", SignatureError::Missing));
    let mut half = h.clone();
    half.insert("signature-input", HeaderValue::from_static(r#"sig1=("@method");keyid="k""#));
    let err = verify_request(&ucp_request(&half), &KeySet::default(), &policy()).unwrap_err();
    assert_eq!(err.code(), "signature_invalid");
    let mut junk = half.clone();
    junk.insert("signature", HeaderValue::from_static("sig1=not-bytes("));
    let err = verify_request(&ucp_request(&junk), &KeySet::default(), &policy()).unwrap_err();
    assert_eq!(err, SignatureError::Malformed("Signature is not a structured dictionary"));
}

#[test]
fn every_required_component_must_be_covered() {
    let key = SigningKey::generate_es256("k");
    let keys = keys_of(&[&key]);
    for missing in UCP_COMPONENTS {
        let components: Vec<&str> = UCP_COMPONENTS.iter().copied().filter(|c| c != missing).collect();
        let h = signed(&ucp_headers(), &components, &key, "sig1");
        let err = verify_request(&ucp_request(&h), &keys, &policy()).unwrap_err();
        assert_eq!(err, SignatureError::CoverageInsufficient { component: (*missing).into() });
        assert_eq!(err.reason(), format!("the signature does not cover `{missing}`"));
        assert_eq!(err.code(), "signature_invalid");
    }
    // Headers required only when present: without them, less coverage is enough.
    let mut bare = ucp_headers();
    bare.remove("ucp-agent");
    bare.remove("idempotency-key");
    bare.remove("content-type");
    let h = signed(&bare, &["@method", "@authority", "@path", "@query", "content-digest"], &key, "sig1");
    verify_request(&ucp_request(&h), &keys, &policy()).unwrap();
    // No query, no body: @method, @authority and @path suffice.
    let h = signed(&headers(&[]), &["@method", "@authority", "@path"], &key, "sig1");
    let req = RequestParts { query: None, has_body: false, ..ucp_request(&h) };
    verify_request(&req, &keys, &policy()).unwrap();
    let with_query = RequestParts { query: Some(""), ..req };
    assert_eq!(
        verify_request(&with_query, &keys, &policy()),
        Err(SignatureError::CoverageInsufficient { component: "@query".into() })
    );
}

#[test]
fn callers_name_more_headers_to_cover() {
    let key = SigningKey::generate_es256("k");
    let keys = keys_of(&[&key]);
    let h = signed(&ucp_headers(), UCP_COMPONENTS, &key, "sig1");
    let strict = VerifyPolicy { covered_if_present: &["Authorization", "poppy-session"], ..policy() };
    assert_eq!(
        verify_request(&ucp_request(&h), &keys, &strict),
        Err(SignatureError::CoverageInsufficient { component: "authorization".into() })
    );
    let mut all: Vec<&str> = UCP_COMPONENTS.to_vec();
    all.push("authorization");
    let h = signed(&ucp_headers(), &all, &key, "sig1");
    verify_request(&ucp_request(&h), &keys, &strict).unwrap();
}

#[test]
fn tampering_is_detected() {
    let key = SigningKey::generate_ed25519("k");
    let keys = keys_of(&[&key]);
    let h = signed(&ucp_headers(), UCP_COMPONENTS, &key, "sig1");
    let fails = |req: &RequestParts| verify_request(req, &keys, &policy()).unwrap_err();

    let mut other = h.clone();
    other.insert("idempotency-key", HeaderValue::from_static("7f3d"));
    assert_eq!(fails(&ucp_request(&other)), SignatureError::VerificationFailed);
    // An extra line of a covered header changes its value too.
    let mut extra = h.clone();
    extra.append("ucp-agent", HeaderValue::from_static("x"));
    assert_eq!(fails(&ucp_request(&extra)), SignatureError::VerificationFailed);
    assert_eq!(
        fails(&RequestParts { path: "/ucp/location/lookup", ..ucp_request(&h) }),
        SignatureError::VerificationFailed
    );
    assert_eq!(fails(&RequestParts { method: "PUT", ..ucp_request(&h) }), SignatureError::VerificationFailed);
    assert_eq!(fails(&RequestParts { query: Some("page=3"), ..ucp_request(&h) }), SignatureError::VerificationFailed);
    assert_eq!(
        fails(&RequestParts { authority: "evil.example", ..ucp_request(&h) }),
        SignatureError::VerificationFailed
    );
    // An uncovered header may change.
    let mut uncovered = h.clone();
    uncovered.insert("authorization", HeaderValue::from_static("Bearer other"));
    verify_request(&ucp_request(&uncovered), &keys, &policy()).unwrap();
    // The body is bound through Content-Digest.
    let err = check_digest(&h, br#"{"query":"tea"}"#).unwrap_err();
    assert_eq!(err.code(), "digest_mismatch");
}

#[test]
fn check_digest_rules() {
    let none = headers(&[]);
    check_digest(&none, b"").unwrap();
    let err = check_digest(&none, b"x").unwrap_err();
    assert_eq!((err.code(), err), ("signature_invalid", SignatureError::DigestMissing));
    let bad = headers(&[("content-digest", "sha-256=oops")]);
    assert_eq!(check_digest(&bad, b"x").unwrap_err().code(), "digest_mismatch");
    let md5 = headers(&[("content-digest", "md5=:AAAA:")]);
    assert_eq!(check_digest(&md5, b"x"), Err(SignatureError::DigestMismatch(DigestError::NoSupportedAlgorithm)));
    let ok = headers(&[("content-digest", &content_digest(b"x"))]);
    check_digest(&ok, b"x").unwrap();
    assert_eq!(check_digest(&ok, b""), Err(SignatureError::DigestMismatch(DigestError::Mismatch)));
}

#[test]
fn time_parameters() {
    let key = SigningKey::generate_es256("k");
    let keys = keys_of(&[&key]);
    let h = signed(&ucp_headers(), UCP_COMPONENTS, &key, "sig1");
    let at = |now| verify_request(&ucp_request(&h), &keys, &VerifyPolicy { now, ..policy() });
    at(NOW - 60).unwrap();
    assert_eq!(at(NOW - 61), Err(SignatureError::CreatedInFuture));
    at(NOW + 86_400).unwrap(); // created alone sets no maximum age

    // expires, with a hand-written Signature-Input (sign_request does not set it).
    let with_expiry = |expires: i64| {
        let input = format!(
            r#"sig1=("@method" "@authority" "@path" "@query" "ucp-agent" "idempotency-key" "content-digest" "content-type");created={NOW};expires={expires};keyid="k""#
        );
        let dict: sfv::Dictionary = sfv::Parser::new(input.as_str()).parse().unwrap();
        let Some((_, sfv::ListEntry::InnerList(list))) = dict.first() else { unreachable!() };
        let base = signature_base(Message::Request(&ucp_request(&ucp_headers())), list).unwrap();
        let mut ser = sfv::DictSerializer::new();
        ser.bare_item(sfv::KeyRef::from_str("sig1").unwrap(), key.sign(&base).as_slice());
        let mut out = ucp_headers();
        out.insert("signature-input", HeaderValue::from_str(&input).unwrap());
        out.insert("signature", HeaderValue::from_str(&ser.finish().unwrap()).unwrap());
        out
    };
    let h = with_expiry(NOW + 300);
    verify_request(&ucp_request(&h), &keys, &VerifyPolicy { now: NOW + 360, ..policy() }).unwrap();
    let err = verify_request(&ucp_request(&h), &keys, &VerifyPolicy { now: NOW + 361, ..policy() }).unwrap_err();
    assert_eq!((err.code(), err), ("signature_invalid", SignatureError::Expired));
}

#[test]
fn key_and_algorithm_rules() {
    let key = SigningKey::generate_es256("agent-key");
    let h = signed(&ucp_headers(), UCP_COMPONENTS, &key, "sig1");
    let req = ucp_request(&h);

    let other = SigningKey::generate_es256("other");
    let err = verify_request(&req, &keys_of(&[&other]), &policy()).unwrap_err();
    assert_eq!(err, SignatureError::KeyNotFound { keyid: "agent-key".into() });
    assert_eq!(err.code(), "key_not_found");

    // Same kid, another key: the signature fails.
    let impostor = SigningKey::generate_es256("agent-key");
    assert_eq!(verify_request(&req, &keys_of(&[&impostor]), &policy()), Err(SignatureError::VerificationFailed));

    // An RSA key is not accepted for HTTP message signatures.
    let mut rsa: Jwk = serde_json::from_value(rfc_jwks()["keys"][0].clone()).unwrap();
    rsa.kid = Some("agent-key".into());
    let err = verify_request(&req, &KeySet::from_keys(&[rsa]), &policy()).unwrap_err();
    assert_eq!(err, SignatureError::AlgorithmUnsupported { alg: "rsa-v1_5-sha256".into() });
    assert_eq!(err.code(), "algorithm_unsupported");

    // An alg parameter must name the key's algorithm.
    let with_alg = |alg: &str| {
        let input =
            h.get("signature-input").unwrap().to_str().unwrap().replace(";keyid=", &format!(";alg=\"{alg}\";keyid="));
        let mut out = ucp_headers();
        out.insert("signature-input", HeaderValue::from_str(&input).unwrap());
        // Re-sign over the new parameters.
        let dict: sfv::Dictionary = sfv::Parser::new(input.as_str()).parse().unwrap();
        let Some((_, sfv::ListEntry::InnerList(list))) = dict.first() else { unreachable!() };
        let base = signature_base(Message::Request(&ucp_request(&out)), list).unwrap();
        let mut ser = sfv::DictSerializer::new();
        ser.bare_item(sfv::KeyRef::from_str("sig1").unwrap(), key.sign(&base).as_slice());
        out.insert("signature", HeaderValue::from_str(&ser.finish().unwrap()).unwrap());
        out
    };
    let ok = with_alg("ecdsa-p256-sha256");
    verify_request(&ucp_request(&ok), &keys_of(&[&key]), &policy()).unwrap();
    for alg in ["ed25519", "hmac-sha256", "rsa-pss-sha512"] {
        let h = with_alg(alg);
        let err = verify_request(&ucp_request(&h), &keys_of(&[&key]), &policy()).unwrap_err();
        assert_eq!(err.code(), "algorithm_unsupported", "{alg}");
    }
}

#[test]
fn several_signatures_one_is_enough() {
    let good = SigningKey::generate_es256("good");
    let unknown = SigningKey::generate_es256("unknown");
    let keys = keys_of(&[&good]);
    // An unknown key first, then a good one.
    let h = signed(&signed(&ucp_headers(), UCP_COMPONENTS, &unknown, "a"), UCP_COMPONENTS, &good, "b");
    assert_eq!(verify_request(&ucp_request(&h), &keys, &policy()).unwrap().label, "b");
    // Both fail: the one that covered enough explains the failure.
    let h = signed(&signed(&ucp_headers(), &["@method"], &good, "a"), UCP_COMPONENTS, &unknown, "b");
    assert_eq!(
        verify_request(&ucp_request(&h), &keys, &policy()),
        Err(SignatureError::KeyNotFound { keyid: "unknown".into() })
    );
    let h = signed(&signed(&ucp_headers(), UCP_COMPONENTS, &unknown, "a"), &["@method"], &good, "b");
    assert_eq!(
        verify_request(&ucp_request(&h), &keys, &policy()),
        Err(SignatureError::KeyNotFound { keyid: "unknown".into() })
    );
}

#[test]
fn malformed_inputs() {
    let key = SigningKey::generate_es256("k");
    let keys = keys_of(&[&key]);
    let h = signed(&ucp_headers(), UCP_COMPONENTS, &key, "sig1");
    let with = |name: &'static str, value: &str| {
        let mut out = h.clone();
        out.insert(name, HeaderValue::from_str(value).unwrap());
        verify_request(&ucp_request(&out), &keys, &policy()).unwrap_err()
    };
    let signature = h.get("signature").unwrap().to_str().unwrap().to_owned();
    assert_eq!(
        with("signature", &signature.replace("sig1=", "sig2=")),
        SignatureError::LabelMismatch { label: "sig1".into() }
    );
    let input = h.get("signature-input").unwrap().to_str().unwrap().to_owned();
    assert_eq!(
        with("signature-input", &input.replace(r#";keyid="k""#, "")),
        SignatureError::Malformed("the signature has no keyid parameter")
    );
    assert_eq!(
        with("signature-input", &input.replace(r#"keyid="k""#, "keyid=k")),
        SignatureError::Malformed("the keyid parameter is not a string")
    );
    assert_eq!(
        with("signature-input", &input.replace(&format!("created={NOW}"), "created=\"now\"")),
        SignatureError::Malformed("the created parameter is not an integer")
    );
    assert_eq!(
        with("signature-input", &input.replace(r#""@method""#, r#""@method" "@method""#)),
        SignatureError::Malformed("a component is covered twice")
    );
    assert_eq!(
        with("signature-input", r#"sig1="@method""#),
        SignatureError::Malformed("a Signature-Input member is not an inner list")
    );
    assert_eq!(
        with("signature", "sig1=\"abc\""),
        SignatureError::Malformed("a Signature member is not a byte sequence")
    );
    assert!(matches!(
        with("signature-input", &input.replace(r#""@method""#, r#""@method" "@signature-params""#)),
        SignatureError::Malformed(_)
    ));
    assert!(matches!(
        with("signature-input", &input.replace(r#""@method""#, r#""@method";req"#)),
        SignatureError::UnsupportedComponent { .. }
    ));
    assert!(matches!(
        with("signature-input", &input.replace(r#""@method""#, r#""@method" "x-absent""#)),
        SignatureError::ComponentUnavailable { .. }
    ));
    assert_eq!(with("signature-input", ""), SignatureError::Malformed("Signature-Input holds no signature"));
}

#[test]
fn responses_round_trip() {
    let key = SigningKey::generate_es256("concierge-1");
    let body = br#"{"ucp":{"version":"2026-08-25"}}"#;
    let mut h = headers(&[("content-type", "application/json"), ("content-digest", &content_digest(body))]);
    let (input, signature) = sign_response(&ResponseParts { status: 200, headers: &h }, &key, NOW);
    assert_eq!(input, r#"sig1=("@status" "content-digest" "content-type");created=1800000000;keyid="concierge-1""#);
    h.insert("signature-input", HeaderValue::from_str(&input).unwrap());
    h.insert("signature", HeaderValue::from_str(&signature).unwrap());
    let keys = keys_of(&[&key]);
    let verified = verify_response(&ResponseParts { status: 200, headers: &h }, &keys, NOW).unwrap();
    assert_eq!(verified.keyid, "concierge-1");
    assert_eq!(
        verify_response(&ResponseParts { status: 500, headers: &h }, &keys, NOW),
        Err(SignatureError::VerificationFailed)
    );
    check_digest(&h, body).unwrap();

    // Without a body: @status alone.
    let empty = headers(&[]);
    let (input, _) = sign_response(&ResponseParts { status: 204, headers: &empty }, &key, NOW);
    assert_eq!(input, r#"sig1=("@status");created=1800000000;keyid="concierge-1""#);
}

#[test]
fn response_signing_matches_the_general_signer() {
    // `sign_response` writes its inner list and base directly; `sign` builds them with `sfv`.
    // Ed25519 is deterministic, so the two must give the very same headers, for any status,
    // header set (repeated lines included) and kid that needs escaping.
    let mut cases = vec![
        headers(&[]),
        headers(&[("content-type", "application/json")]),
        headers(&[("content-digest", "sha-256=:AAAA:"), ("content-type", " application/json ")]),
    ];
    let mut repeated = headers(&[("content-type", "application/json")]);
    repeated.append("content-type", HeaderValue::from_static("charset=utf-8"));
    repeated.insert("content-digest", HeaderValue::from_static("sha-256=:X:"));
    cases.push(repeated);
    for kid in ["concierge-1", r#"with "quotes" and \ backslash"#] {
        let key = SigningKey::generate_ed25519(kid);
        for h in &cases {
            for status in [200, 204, 404, 503] {
                let resp = ResponseParts { status, headers: h };
                let components: Vec<&str> = std::iter::once("@status")
                    .chain(["content-digest", "content-type"].into_iter().filter(|n| h.contains_key(*n)))
                    .collect();
                assert_eq!(
                    sign_response(&resp, &key, NOW),
                    sign(Message::Response(&resp), &components, &key, Some(NOW), RESPONSE_LABEL),
                    "status {status}, kid {kid:?}, headers {h:?}"
                );
            }
        }
    }
}

#[test]
#[should_panic(expected = "cannot sign")]
fn signing_an_absent_component_panics() {
    let h = headers(&[]);
    let key = SigningKey::generate_es256("k");
    let _ = sign_request(&ucp_request(&h), &["idempotency-key"], &key, None, "sig1");
}
