//! Fuzzing what arrives from callers in headers: JWT access tokens (header and claims),
//! `Signature-Input` / `Signature`, and `Content-Digest`. Each input is answered with a value or a
//! typed error, never a panic; shaped inputs (valid base64url segments around random JSON,
//! dictionaries with the right members) reach past the first checks.
//!
//! Longer run: `PROPTEST_CASES=200000 cargo test --release -p concierge-auth --test fuzz`.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use concierge_auth::digest::verify_content_digest;
use concierge_auth::httpsig::{RequestParts, VerifyPolicy, verify_request};
use concierge_auth::jwt::verify_jws;
use concierge_auth::{AccessTokenRules, Algorithm, KeySet, SigningKey, validate_access_token};
use http::{HeaderMap, HeaderValue};
use proptest::prelude::*;
use serde_json::{Value, json};

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(Value::from),
        "\\PC{0,12}".prop_map(Value::from),
        prop_oneof![Just("ES256"), Just("EdDSA"), Just("none"), Just("at+jwt"), Just("k")].prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 5, |inner| {
        let keys = prop_oneof![
            Just("alg".to_owned()),
            Just("kid".to_owned()),
            Just("typ".to_owned()),
            Just("iss".to_owned()),
            Just("aud".to_owned()),
            Just("exp".to_owned()),
            Just("scope".to_owned()),
            Just("sub".to_owned()),
            "[a-z]{1,4}",
        ];
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            proptest::collection::btree_map(keys, inner, 0..6).prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

fn segment() -> impl Strategy<Value = String> {
    prop_oneof![
        json_value().prop_map(|v| URL_SAFE_NO_PAD.encode(v.to_string())),
        proptest::collection::vec(any::<u8>(), 0..80).prop_map(|b| URL_SAFE_NO_PAD.encode(b)),
        "[A-Za-z0-9_=+/-]{0,40}",
        "\\PC{0,10}",
    ]
}

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        (segment(), segment(), segment()).prop_map(|(h, c, s)| format!("{h}.{c}.{s}")),
        proptest::collection::vec(segment(), 0..6).prop_map(|v| v.join(".")),
        "\\PC{0,60}",
    ]
}

fn keys() -> KeySet {
    KeySet::from_keys(&[SigningKey::generate_es256("k").public_jwk(), SigningKey::generate_ed25519("e").public_jwk()])
}

fn dictionary_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("sig1=".to_owned()),
        Just("(\"@method\" \"@authority\" \"@path\" \"content-digest\")".to_owned()),
        Just(";keyid=\"k\"".to_owned()),
        Just(";alg=\"ecdsa-p256-sha256\"".to_owned()),
        Just(";created=1800000000".to_owned()),
        Just(";expires=1".to_owned()),
        Just(":aGVsbG8=:".to_owned()),
        Just(", ".to_owned()),
        Just("sha-256=".to_owned()),
        "[ -~]{0,10}",
    ];
    proptest::collection::vec(piece, 0..9).prop_map(|v| v.concat())
}

proptest! {
    #[test]
    fn fuzz_jwt_access_token(token in token()) {
        let keys = keys();
        let audiences = vec!["https://concierge.example".to_owned()];
        for accept_generic_typ in [false, true] {
            let rules = AccessTokenRules {
                issuer: "https://issuer.example",
                audiences: &audiences,
                allowed: Algorithm::ALL,
                leeway_secs: 60,
                now: 1_800_000_000,
                max_lifetime_secs: 86_400,
                accept_generic_typ,
            };
            // Nobody holds these keys' private halves but this test: nothing random verifies.
            prop_assert!(validate_access_token(&token, &keys, &rules).is_err());
        }
        prop_assert!(verify_jws(&token, &keys, Algorithm::ALL).is_err());
    }

    #[test]
    fn fuzz_signature_headers(input in dictionary_like(), signature in dictionary_like(), digest in dictionary_like()) {
        let mut headers = HeaderMap::new();
        for (name, value) in [("signature-input", &input), ("signature", &signature), ("content-digest", &digest)] {
            if let Ok(v) = HeaderValue::from_str(value) {
                headers.insert(name, v);
            }
        }
        headers.insert("content-type", HeaderValue::from_static("application/json"));
        let parts = RequestParts { method: "POST", authority: "shop.example", path: "/ucp/ask", query: None, headers: &headers, has_body: true };
        let policy = VerifyPolicy { covered_if_present: &["authorization"], max_skew_secs: 60, now: 1_800_000_000 };
        let e = verify_request(&parts, &keys(), &policy).unwrap_err();
        prop_assert!(e.reason().len() < 2_000);
    }

    #[test]
    fn fuzz_content_digest(header in dictionary_like(), body in proptest::collection::vec(any::<u8>(), 0..64)) {
        let _ = verify_content_digest(&header, &body);
    }
}

#[test]
fn a_structured_token_reaches_the_claims_checks() {
    // Shaped tokens must get past the first checks, or the fuzz above tests only base64.
    let key = SigningKey::generate_es256("k");
    let token = concierge_auth::jwt::encode(&json!({"iss": "https://issuer.example"}), &key, Some("at+jwt"));
    let rules = AccessTokenRules {
        issuer: "https://issuer.example",
        audiences: &[],
        allowed: Algorithm::ALL,
        leeway_secs: 60,
        now: 1_800_000_000,
        max_lifetime_secs: 86_400,
        accept_generic_typ: false,
    };
    let e = validate_access_token(&token, &KeySet::from_keys(&[key.public_jwk()]), &rules).unwrap_err();
    assert_eq!(e, concierge_auth::TokenError::MissingClaim("aud"));
}
