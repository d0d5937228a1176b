//! Compact JWS (RFC 7515) and JWT access tokens (RFC 7519, RFC 9068).
//!
//! Verification trusts nothing in the token before its signature checks out, and even then only
//! what the rules allow: the algorithm must be one the caller allows *and* the one the key's type
//! implies, so neither `alg: none` nor algorithm confusion (an RSA or HMAC name against an EC
//! key) gets through. Errors never carry the token.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use crate::jwk::{Algorithm, KeySet, SigningKey};
use crate::{b64, clip};

/// Why a token was refused. [`TokenError::reason`] is short and safe to log.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// The token is not a well-formed compact JWS; says which part is wrong.
    #[error("{0}")]
    Malformed(&'static str),
    /// The token is unsecured (`alg: none`).
    #[error("unsecured tokens (alg none) are refused")]
    AlgorithmNone,
    /// The token's algorithm is not one the caller allows.
    #[error("the token's algorithm is not allowed")]
    AlgorithmNotAllowed,
    /// The token's algorithm is not the one its key is for.
    #[error("the token's algorithm does not match its key")]
    AlgorithmKeyMismatch,
    /// No key in the set matches the token's `kid` (or the token has no `kid` and the set does
    /// not hold exactly one key). The key set may be stale: refetch it and retry once.
    #[error("no key matches the token's kid `{}`", kid.as_deref().unwrap_or("(none)"))]
    UnknownKey {
        /// The token's `kid` (shortened, non-printable characters replaced); `None` when it has
        /// none.
        kid: Option<String>,
    },
    /// The signature does not verify.
    #[error("the token's signature does not verify")]
    BadSignature,
    /// The header's `typ` says the token is something other than an access token.
    #[error("the token's typ is not an access token type")]
    WrongType,
    /// `iss` is not the expected issuer.
    #[error("the token's issuer is not the expected one")]
    IssuerMismatch,
    /// `aud` names none of the expected audiences.
    #[error("the token is not meant for this audience")]
    AudienceMismatch,
    /// `exp` has passed.
    #[error("the token has expired")]
    Expired,
    /// `nbf` is in the future.
    #[error("the token is not valid yet")]
    NotYetValid,
    /// `iat` is in the future.
    #[error("the token was issued in the future")]
    IssuedInFuture,
    /// The token is valid for longer than the caller accepts: `exp - iat` (without `iat`,
    /// `exp - now`) exceeds [`AccessTokenRules::max_lifetime_secs`]. A token that lives a
    /// thousand years is a stolen credential's dream, however well it is signed.
    #[error("the token's lifetime ({lifetime} s) is longer than the {max} s accepted")]
    LifetimeTooLong {
        /// `exp - iat`, or `exp - now` without `iat`.
        lifetime: i64,
        /// The longest accepted.
        max: i64,
    },
    /// A required claim is absent.
    #[error("the token has no `{0}` claim")]
    MissingClaim(&'static str),
    /// A claim has the wrong type.
    #[error("the token's `{0}` claim has the wrong type")]
    InvalidClaim(&'static str),
}

impl TokenError {
    /// A short, log-safe description.
    pub fn reason(&self) -> &'static str {
        match self {
            TokenError::Malformed(what) => what,
            TokenError::AlgorithmNone => "unsecured token (alg none)",
            TokenError::AlgorithmNotAllowed => "algorithm not allowed",
            TokenError::AlgorithmKeyMismatch => "algorithm does not match the key",
            TokenError::UnknownKey { .. } => "unknown signing key",
            TokenError::BadSignature => "bad signature",
            TokenError::WrongType => "not an access token (typ)",
            TokenError::IssuerMismatch => "wrong issuer",
            TokenError::AudienceMismatch => "wrong audience",
            TokenError::Expired => "expired",
            TokenError::NotYetValid => "not valid yet (nbf)",
            TokenError::IssuedInFuture => "issued in the future (iat)",
            TokenError::LifetimeTooLong { .. } => "valid for longer than this server accepts (exp - iat)",
            TokenError::MissingClaim(_) => "missing required claim",
            TokenError::InvalidClaim(_) => "claim of the wrong type",
        }
    }
}

/// Signs `claims` as a compact JWS with `key`. The header has `alg` (from the key), `typ` when
/// given, and `kid`.
pub fn encode(claims: &Value, key: &SigningKey, typ: Option<&str>) -> String {
    let mut header = Map::new();
    if let Some(typ) = typ {
        header.insert("typ".into(), typ.into());
    }
    encode_with_header(header, claims, key)
}

/// Signs `claims` as a compact JWS with `key`, under `header` with `alg` and `kid` set from the
/// key (for headers that carry more, such as a Poppy-Session's `poppy_dlg`).
pub fn encode_with_header(mut header: Map<String, Value>, claims: &Value, key: &SigningKey) -> String {
    header.insert("alg".into(), key.algorithm().jws_name().into());
    header.insert("kid".into(), key.kid().into());
    let signing_input = format!(
        "{}.{}",
        b64::url_encode(Value::Object(header).to_string().as_bytes()),
        b64::url_encode(claims.to_string().as_bytes())
    );
    let signature = key.sign(signing_input.as_bytes());
    format!("{signing_input}.{}", b64::url_encode(&signature))
}

/// Verifies a compact JWS against `keys` and returns its header and claims (both JSON objects).
///
/// The key is found by the header's `kid`; a header without `kid` uses the set's only key when
/// it holds exactly one. The header's `alg` must be in `allowed` and be the key's own algorithm.
/// Headers with `crit` are refused: no extension is understood.
pub fn verify_jws(token: &str, keys: &KeySet, allowed: &[Algorithm]) -> Result<(Value, Value), TokenError> {
    let mut parts = token.split('.');
    let (Some(header_b64), Some(claims_b64), Some(signature_b64), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(TokenError::Malformed("the token is not three dot-separated parts"));
    };
    let header = json_object(header_b64).ok_or(TokenError::Malformed("the token header is not a JSON object"))?;
    let alg = header.get("alg").and_then(Value::as_str).ok_or(TokenError::Malformed("the token header has no alg"))?;
    if alg == "none" {
        return Err(TokenError::AlgorithmNone);
    }
    if header.contains_key("crit") {
        return Err(TokenError::Malformed("the token header lists critical extensions"));
    }
    let algorithm =
        Algorithm::from_jws_name(alg).filter(|a| allowed.contains(a)).ok_or(TokenError::AlgorithmNotAllowed)?;
    let key = match header.get("kid") {
        Some(Value::String(kid)) => keys.find(kid).ok_or_else(|| TokenError::UnknownKey { kid: Some(clip(kid)) })?,
        Some(_) => return Err(TokenError::Malformed("the token header's kid is not a string")),
        None if keys.len() == 1 => keys.iter().next().expect("one key"),
        None => return Err(TokenError::UnknownKey { kid: None }),
    };
    if key.algorithm() != algorithm {
        return Err(TokenError::AlgorithmKeyMismatch);
    }
    let signature =
        b64::url_decode(signature_b64).ok_or(TokenError::Malformed("the token signature is not base64url"))?;
    let signing_input = &token[..header_b64.len() + 1 + claims_b64.len()];
    key.verify(signing_input.as_bytes(), &signature).map_err(|_| TokenError::BadSignature)?;
    let claims = json_object(claims_b64).ok_or(TokenError::Malformed("the token claims are not a JSON object"))?;
    Ok((Value::Object(header), Value::Object(claims)))
}

fn json_object(part: &str) -> Option<Map<String, Value>> {
    match serde_json::from_slice(&b64::url_decode(part)?).ok()? {
        Value::Object(map) => Some(map),
        _ => None,
    }
}

/// What an access token must satisfy besides its signature.
#[derive(Debug, Clone, Copy)]
pub struct AccessTokenRules<'a> {
    /// The expected `iss`, compared exactly.
    pub issuer: &'a str,
    /// The token's `aud` (a string or an array) must contain one of these. Empty refuses every
    /// token.
    pub audiences: &'a [String],
    /// The algorithms accepted.
    pub allowed: &'a [Algorithm],
    /// Clock skew tolerated on `exp`, `nbf` and `iat`, in seconds.
    pub leeway_secs: i64,
    /// Now, in Unix seconds.
    pub now: i64,
    /// The longest lifetime accepted, in seconds: `exp - iat`, or without `iat`, `exp - now`
    /// (then with `leeway_secs` more, for the issuer's clock).
    pub max_lifetime_secs: i64,
    /// Also accept a header `typ` of `JWT`, or none, for issuers that cannot set `at+jwt`
    /// (RFC 9068 §4 requires it; `false` is the strict rule).
    pub accept_generic_typ: bool,
}

/// A verified access token: who it is for, what it allows, and its claims.
#[derive(Debug, Clone, PartialEq)]
pub struct AccessToken {
    /// `sub`: the resource owner (or the client, for client-credentials tokens).
    pub subject: String,
    /// The granted scopes, from `scope` (space-separated) or else `scp` (an array or a
    /// space-separated string).
    pub scopes: BTreeSet<String>,
    /// `client_id`, else `azp`.
    pub client_id: Option<String>,
    /// `act.sub`: who acts on the subject's behalf (RFC 8693 delegation).
    pub actor: Option<String>,
    /// `iss`.
    pub issuer: String,
    /// `exp`, in Unix seconds.
    pub expires_at: i64,
    /// Every claim, as received.
    pub claims: Value,
}

impl AccessToken {
    /// Whether the token grants `scope`.
    pub fn has_scope(&self, scope: &str) -> bool {
        self.scopes.contains(scope)
    }
}

/// Verifies a JWT access token: signature and algorithm (see [`verify_jws`]), header `typ`
/// (`at+jwt`, as RFC 9068 §4 requires; also `JWT` or none with
/// [`AccessTokenRules::accept_generic_typ`]), `iss`, `aud`, `exp` (required), `nbf` and `iat`,
/// then reads its subject, scopes, client and actor.
pub fn validate_access_token(token: &str, keys: &KeySet, rules: &AccessTokenRules) -> Result<AccessToken, TokenError> {
    let (header, claims) = verify_jws(token, keys, rules.allowed)?;
    let access_token_typ = match header.get("typ") {
        None => rules.accept_generic_typ,
        Some(Value::String(typ)) => {
            ["at+jwt", "application/at+jwt"].iter().any(|t| typ.eq_ignore_ascii_case(t))
                || rules.accept_generic_typ && typ.eq_ignore_ascii_case("jwt")
        }
        Some(_) => false,
    };
    if !access_token_typ {
        return Err(TokenError::WrongType);
    }

    let issuer = string_claim(&claims, "iss")?.ok_or(TokenError::MissingClaim("iss"))?;
    if issuer != rules.issuer {
        return Err(TokenError::IssuerMismatch);
    }
    let audience_matches = match claims.get("aud") {
        None => return Err(TokenError::MissingClaim("aud")),
        Some(Value::String(aud)) => rules.audiences.contains(aud),
        Some(Value::Array(auds)) => {
            let mut matches = false;
            for aud in auds {
                let aud = aud.as_str().ok_or(TokenError::InvalidClaim("aud"))?;
                matches |= rules.audiences.iter().any(|a| a == aud);
            }
            matches
        }
        Some(_) => return Err(TokenError::InvalidClaim("aud")),
    };
    if !audience_matches {
        return Err(TokenError::AudienceMismatch);
    }

    let expires_at = time_claim(&claims, "exp")?.ok_or(TokenError::MissingClaim("exp"))?;
    if rules.now >= expires_at.saturating_add(rules.leeway_secs) {
        return Err(TokenError::Expired);
    }
    if time_claim(&claims, "nbf")?.is_some_and(|nbf| nbf > rules.now.saturating_add(rules.leeway_secs)) {
        return Err(TokenError::NotYetValid);
    }
    let issued_at = time_claim(&claims, "iat")?;
    if issued_at.is_some_and(|iat| iat > rules.now.saturating_add(rules.leeway_secs)) {
        return Err(TokenError::IssuedInFuture);
    }
    let (lifetime, max) = match issued_at {
        Some(iat) => (expires_at.saturating_sub(iat), rules.max_lifetime_secs),
        None => (expires_at.saturating_sub(rules.now), rules.max_lifetime_secs.saturating_add(rules.leeway_secs)),
    };
    if lifetime > max {
        return Err(TokenError::LifetimeTooLong { lifetime, max: rules.max_lifetime_secs });
    }

    let subject = string_claim(&claims, "sub")?.ok_or(TokenError::MissingClaim("sub"))?.to_owned();
    let scopes = scopes(&claims)?;
    let client_id = match string_claim(&claims, "client_id")? {
        Some(id) => Some(id.to_owned()),
        None => string_claim(&claims, "azp")?.map(str::to_owned),
    };
    let actor = match claims.get("act") {
        None => None,
        Some(act) => Some(act.get("sub").and_then(Value::as_str).ok_or(TokenError::InvalidClaim("act"))?.to_owned()),
    };
    let issuer = issuer.to_owned();
    Ok(AccessToken { subject, scopes, client_id, actor, issuer, expires_at, claims })
}

/// A string claim: `None` when absent, an error when of another type.
fn string_claim<'c>(claims: &'c Value, name: &'static str) -> Result<Option<&'c str>, TokenError> {
    match claims.get(name) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(TokenError::InvalidClaim(name)),
    }
}

/// A NumericDate claim (RFC 7519 §2), fractions dropped.
fn time_claim(claims: &Value, name: &'static str) -> Result<Option<i64>, TokenError> {
    match claims.get(name) {
        None => Ok(None),
        Some(Value::Number(n)) => match (n.as_i64(), n.as_f64()) {
            (Some(i), _) => Ok(Some(i)),
            (None, Some(f)) if f.is_finite() => Ok(Some(f.floor() as i64)),
            _ => Err(TokenError::InvalidClaim(name)),
        },
        Some(_) => Err(TokenError::InvalidClaim(name)),
    }
}

fn scopes(claims: &Value) -> Result<BTreeSet<String>, TokenError> {
    let split = |s: &str| s.split_ascii_whitespace().map(str::to_owned).collect::<BTreeSet<_>>();
    if let Some(scope) = string_claim(claims, "scope")? {
        return Ok(split(scope));
    }
    match claims.get("scp") {
        None => Ok(BTreeSet::new()),
        Some(Value::String(s)) => Ok(split(s)),
        Some(Value::Array(items)) => {
            items.iter().map(|item| item.as_str().map(str::to_owned).ok_or(TokenError::InvalidClaim("scp"))).collect()
        }
        Some(_) => Err(TokenError::InvalidClaim("scp")),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::jwk::Jwk;

    const NOW: i64 = 1_800_000_000;
    const ISSUER: &str = "https://issuer.example";

    fn audiences() -> Vec<String> {
        vec!["https://concierge.example".to_owned()]
    }

    fn claims() -> Value {
        json!({
            "iss": ISSUER,
            "aud": "https://concierge.example",
            "sub": "user-1",
            "exp": NOW + 300,
            "iat": NOW - 10,
            "scope": "ucp:location  ucp:ask",
            "client_id": "agent-7",
        })
    }

    fn validate(token: &str, keys: &KeySet) -> Result<AccessToken, TokenError> {
        let audiences = audiences();
        let rules = AccessTokenRules {
            issuer: ISSUER,
            audiences: &audiences,
            allowed: &[Algorithm::Es256, Algorithm::EdDsa],
            leeway_secs: 30,
            now: NOW,
            max_lifetime_secs: 3600,
            accept_generic_typ: false,
        };
        validate_access_token(token, keys, &rules)
    }

    fn keys(signing: &[&SigningKey]) -> KeySet {
        KeySet::from_keys(&signing.iter().map(|k| k.public_jwk()).collect::<Vec<Jwk>>())
    }

    /// A token with a hand-made header and claims, signed by `key` whatever the header says.
    fn forge(header: Value, claims: &Value, key: &SigningKey) -> String {
        let input = format!(
            "{}.{}",
            b64::url_encode(header.to_string().as_bytes()),
            b64::url_encode(claims.to_string().as_bytes())
        );
        let sig = key.sign(input.as_bytes());
        format!("{input}.{}", b64::url_encode(&sig))
    }

    #[test]
    fn round_trip_es256_and_ed25519() {
        for key in [SigningKey::generate_es256("es"), SigningKey::generate_ed25519("ed")] {
            let token = encode(&claims(), &key, Some("at+jwt"));
            let at = validate(&token, &keys(&[&key])).unwrap();
            assert_eq!(at.subject, "user-1");
            assert_eq!(at.issuer, ISSUER);
            assert_eq!(at.expires_at, NOW + 300);
            assert_eq!(at.client_id.as_deref(), Some("agent-7"));
            assert_eq!(at.actor, None);
            assert!(at.has_scope("ucp:location") && at.has_scope("ucp:ask") && !at.has_scope("ucp"));
            assert_eq!(at.scopes.len(), 2);
            assert_eq!(at.claims, claims());
            let (header, _) = verify_jws(&token, &keys(&[&key]), &[key.algorithm()]).unwrap();
            assert_eq!(header, json!({"alg": key.algorithm().jws_name(), "typ": "at+jwt", "kid": key.kid()}));
        }
    }

    #[test]
    fn algorithm_attacks_are_refused() {
        let key = SigningKey::generate_es256("k");
        let set = keys(&[&key]);
        let unsigned = format!(
            "{}.{}.",
            b64::url_encode(br#"{"alg":"none","kid":"k"}"#),
            b64::url_encode(claims().to_string().as_bytes())
        );
        assert_eq!(validate(&unsigned, &set), Err(TokenError::AlgorithmNone));
        for alg in ["HS256", "RS256", "ES384", "es256", ""] {
            let token = forge(json!({"alg": alg, "kid": "k"}), &claims(), &key);
            assert_eq!(validate(&token, &set), Err(TokenError::AlgorithmNotAllowed), "{alg}");
        }
        // Allowed, but not this key's algorithm.
        let token = forge(json!({"alg": "EdDSA", "kid": "k"}), &claims(), &key);
        assert_eq!(validate(&token, &set), Err(TokenError::AlgorithmKeyMismatch));
        // A key's own algorithm that the caller does not allow.
        let token = encode(&claims(), &key, Some("at+jwt"));
        assert_eq!(verify_jws(&token, &set, &[Algorithm::EdDsa]), Err(TokenError::AlgorithmNotAllowed));
        let token = forge(json!({"alg": "ES256", "kid": "k", "crit": ["exp"], "exp": 1}), &claims(), &key);
        assert!(matches!(validate(&token, &set), Err(TokenError::Malformed(_))));
    }

    #[test]
    fn key_selection() {
        let a = SigningKey::generate_es256("a");
        let b = SigningKey::generate_ed25519("b");
        let token = encode(&claims(), &a, Some("at+jwt"));
        assert_eq!(validate(&token, &keys(&[&b])), Err(TokenError::UnknownKey { kid: Some("a".to_owned()) }));
        // Without kid: the only key is used; with two keys there is no telling.
        let no_kid = forge(json!({"alg": "ES256", "typ": "at+jwt"}), &claims(), &a);
        assert!(validate(&no_kid, &keys(&[&a])).is_ok());
        assert_eq!(validate(&no_kid, &keys(&[&a, &b])), Err(TokenError::UnknownKey { kid: None }));
        // Another key with the same kid does not verify it.
        let impostor = SigningKey::generate_es256("a");
        assert_eq!(validate(&token, &keys(&[&impostor])), Err(TokenError::BadSignature));
    }

    #[test]
    fn tampering_breaks_the_signature() {
        let key = SigningKey::generate_es256("k");
        let token = encode(&claims(), &key, Some("at+jwt"));
        let parts: Vec<&str> = token.split('.').collect();
        let mut changed = claims();
        changed["sub"] = "admin".into();
        let swapped = format!("{}.{}.{}", parts[0], b64::url_encode(changed.to_string().as_bytes()), parts[2]);
        assert_eq!(validate(&swapped, &keys(&[&key])), Err(TokenError::BadSignature));
        let err = validate(&swapped, &keys(&[&key])).unwrap_err();
        assert!(!format!("{err:?} {err}").contains(parts[2]));
        for broken in [&token[..token.len() - 1], "a.b", "a.b.c.d", "", &format!("{token}=")] {
            assert!(validate(broken, &keys(&[&key])).is_err(), "{broken}");
        }
    }

    #[test]
    fn registered_claims() {
        let key = SigningKey::generate_ed25519("k");
        let set = keys(&[&key]);
        let check = |edit: &dyn Fn(&mut Value)| {
            let mut c = claims();
            edit(&mut c);
            validate(&encode(&c, &key, Some("at+jwt")), &set)
        };
        assert_eq!(check(&|c| c["iss"] = "https://other.example".into()), Err(TokenError::IssuerMismatch));
        assert_eq!(check(&|c| c["iss"] = "https://issuer.example/".into()), Err(TokenError::IssuerMismatch));
        assert_eq!(check(&|c| drop(c.as_object_mut().unwrap().remove("iss"))), Err(TokenError::MissingClaim("iss")));
        assert_eq!(check(&|c| c["aud"] = "https://other.example".into()), Err(TokenError::AudienceMismatch));
        assert!(check(&|c| c["aud"] = json!(["x", "https://concierge.example"])).is_ok());
        assert_eq!(check(&|c| c["aud"] = json!(["x", "y"])), Err(TokenError::AudienceMismatch));
        assert_eq!(check(&|c| c["aud"] = json!(["x", 1])), Err(TokenError::InvalidClaim("aud")));
        assert_eq!(check(&|c| drop(c.as_object_mut().unwrap().remove("aud"))), Err(TokenError::MissingClaim("aud")));
        assert_eq!(check(&|c| drop(c.as_object_mut().unwrap().remove("exp"))), Err(TokenError::MissingClaim("exp")));
        assert_eq!(check(&|c| c["exp"] = "soon".into()), Err(TokenError::InvalidClaim("exp")));
        // exp: the leeway is 30 s.
        assert!(check(&|c| c["exp"] = (NOW - 29).into()).is_ok());
        assert_eq!(check(&|c| c["exp"] = (NOW - 30).into()), Err(TokenError::Expired));
        assert!(check(&|c| c["exp"] = json!((NOW + 60) as f64 + 0.5)).is_ok());
        assert!(check(&|c| c["nbf"] = (NOW + 30).into()).is_ok());
        assert_eq!(check(&|c| c["nbf"] = (NOW + 31).into()), Err(TokenError::NotYetValid));
        assert_eq!(check(&|c| c["iat"] = (NOW + 31).into()), Err(TokenError::IssuedInFuture));
        // exp - iat: at most an hour here, whenever it was issued.
        assert!(check(&|c| c["exp"] = (NOW - 10 + 3600).into()).is_ok());
        let too_long = TokenError::LifetimeTooLong { lifetime: 3601, max: 3600 };
        assert_eq!(check(&|c| c["exp"] = (NOW - 10 + 3601).into()), Err(too_long.clone()));
        assert_eq!(too_long.to_string(), "the token's lifetime (3601 s) is longer than the 3600 s accepted");
        let thousand_years = 1000 * 365 * 86_400;
        assert!(matches!(
            check(&|c| c["exp"] = (NOW + thousand_years).into()),
            Err(TokenError::LifetimeTooLong { .. })
        ));
        // Without iat, exp - now, with the leeway (30 s) for the issuer's clock.
        let no_iat = |exp: i64| {
            move |c: &mut Value| {
                c.as_object_mut().unwrap().remove("iat");
                c["exp"] = exp.into();
            }
        };
        assert!(check(&no_iat(NOW + 3630)).is_ok());
        assert_eq!(check(&no_iat(NOW + 3631)), Err(TokenError::LifetimeTooLong { lifetime: 3631, max: 3600 }));
        assert_eq!(check(&|c| drop(c.as_object_mut().unwrap().remove("sub"))), Err(TokenError::MissingClaim("sub")));
        assert_eq!(check(&|c| c["sub"] = 7.into()), Err(TokenError::InvalidClaim("sub")));
    }

    #[test]
    fn typ_must_be_an_access_token_type() {
        let key = SigningKey::generate_es256("k");
        let set = keys(&[&key]);
        for typ in ["at+jwt", "application/at+JWT"] {
            assert!(validate(&encode(&claims(), &key, Some(typ)), &set).is_ok(), "{typ}");
        }
        for typ in ["JWT", "dpop+jwt", "poppy-session+jwt", "secevent+jwt"] {
            assert_eq!(validate(&encode(&claims(), &key, Some(typ)), &set), Err(TokenError::WrongType), "{typ}");
        }
        assert_eq!(validate(&encode(&claims(), &key, None), &set), Err(TokenError::WrongType), "no typ");
        // For an issuer that cannot set at+jwt: JWT or no typ, but still never another type.
        let audiences = audiences();
        let lenient = AccessTokenRules {
            issuer: ISSUER,
            audiences: &audiences,
            allowed: Algorithm::ALL,
            leeway_secs: 30,
            now: NOW,
            max_lifetime_secs: 3600,
            accept_generic_typ: true,
        };
        for typ in [Some("JWT"), None, Some("at+jwt")] {
            assert!(validate_access_token(&encode(&claims(), &key, typ), &set, &lenient).is_ok(), "{typ:?}");
        }
        assert_eq!(
            validate_access_token(&encode(&claims(), &key, Some("dpop+jwt")), &set, &lenient),
            Err(TokenError::WrongType)
        );
        // verify_jws itself does not judge typ.
        assert!(verify_jws(&encode(&claims(), &key, Some("dpop+jwt")), &set, &[Algorithm::Es256]).is_ok());
    }

    #[test]
    fn scopes_client_and_actor() {
        let key = SigningKey::generate_es256("k");
        let set = keys(&[&key]);
        let with = |edit: &dyn Fn(&mut Value)| {
            let mut c = claims();
            edit(&mut c);
            validate(&encode(&c, &key, Some("at+jwt")), &set)
        };
        let at = with(&|c| {
            let o = c.as_object_mut().unwrap();
            o.remove("scope");
            o.remove("client_id");
            o.insert("scp".into(), json!(["a", "b"]));
            o.insert("azp".into(), "agent-azp".into());
            o.insert("act".into(), json!({"sub": "agent-7", "iss": "x"}));
        })
        .unwrap();
        assert_eq!(at.scopes, BTreeSet::from(["a".to_owned(), "b".to_owned()]));
        assert_eq!(at.client_id.as_deref(), Some("agent-azp"));
        assert_eq!(at.actor.as_deref(), Some("agent-7"));
        // scope wins over scp; scp may be a string.
        assert!(with(&|c| c["scp"] = json!(["other"])).unwrap().has_scope("ucp:ask"));
        let at = with(&|c| drop(c.as_object_mut().unwrap().insert("scp".into(), "x y".into()))).unwrap();
        assert!(!at.has_scope("x"));
        let no_scope = with(&|c| drop(c.as_object_mut().unwrap().remove("scope"))).unwrap();
        assert!(no_scope.scopes.is_empty());
        assert_eq!(with(&|c| c["scope"] = json!(["a"])), Err(TokenError::InvalidClaim("scope")));
        assert_eq!(with(&|c| c["act"] = json!({"iss": "x"})), Err(TokenError::InvalidClaim("act")));
    }

    #[test]
    fn reasons_are_short_and_distinct() {
        let errors = [
            TokenError::AlgorithmNone,
            TokenError::AlgorithmNotAllowed,
            TokenError::AlgorithmKeyMismatch,
            TokenError::UnknownKey { kid: None },
            TokenError::BadSignature,
            TokenError::WrongType,
            TokenError::IssuerMismatch,
            TokenError::AudienceMismatch,
            TokenError::Expired,
            TokenError::NotYetValid,
            TokenError::IssuedInFuture,
            TokenError::MissingClaim("exp"),
        ];
        let reasons: BTreeSet<&str> = errors.iter().map(TokenError::reason).collect();
        assert_eq!(reasons.len(), errors.len());
        assert!(reasons.iter().all(|r| !r.is_empty() && r.len() < 48));
    }
}
