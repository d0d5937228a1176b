//! The Personal Agent Protocol's `Poppy-Session` header, verified before any of its claims is
//! used (`poppy.session = "verify"`; with `ignore` it is accepted and never read).
//!
//! What is verified, in order (docs/poppy.md explains why):
//! 1. The header is a compact JWS whose protected header carries `poppy_dlg`: a delegation, itself
//!    a compact JWS signed by one of the personal agent's long-term keys. The agent is the
//!    delegation's `iss`, its client id: the URL of its client metadata document, whose `jwks`
//!    (or `jwks_uri`) holds those keys. The document is fetched with the same guards as platform
//!    profiles and cached for five minutes.
//! 2. The delegation verifies with the agent's keys, has not expired, and names the short-lived
//!    session key in `cnf.jwk`.
//! 3. The Session JWT verifies with that session key (ES256 or EdDSA), its `iss` (or `client_id`)
//!    is the agent, it names a User (`sub`) and a Session (`sid`), its `aud` is this company (the
//!    organization domain, this server's origin or a UCP endpoint), and it is current (`exp`; an
//!    `iat` no older than five minutes when there is no `exp`).
//! 4. With an access token, `ath` must be the token's SHA-256 (base64url), binding the two; a
//!    Session that carries `ath` without a token is refused.
//! 5. A Session the company ended (`concierge end-session`) answers `session_ended`.

use std::sync::Arc;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use concierge_auth::jwt::verify_jws;
use concierge_auth::{Algorithm, Jwk, KeySet};
use concierge_core::{Code, UcpError};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::profiles::ProfileResolver;

/// How old a Session JWT without `exp` may be, and how long agent keys are cached.
const SESSION_MAX_AGE_SECS: i64 = 300;
/// Clock skew tolerated on `iat`, `exp`.
const LEEWAY_SECS: i64 = 60;
const ALGORITHMS: &[Algorithm] = &[Algorithm::Es256, Algorithm::EdDsa];

/// What a verified Session header establishes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    /// The personal agent (its client id).
    pub agent: String,
    /// The pseudonymous User ID at this company.
    pub user: String,
    /// The Session id.
    pub sid: String,
}

fn invalid(why: impl Into<String>) -> UcpError {
    let why = why.into();
    tracing::info!(reason = %why, "Poppy-Session refused");
    UcpError::new(Code::InvalidSession, format!("The Poppy-Session header was refused: {why}."))
}

/// Verifies Session headers.
pub(crate) struct SessionVerifier {
    audiences: Vec<String>,
    agent_keys: moka::future::Cache<String, Arc<KeySet>>,
}

impl SessionVerifier {
    pub(crate) fn new(audiences: Vec<String>) -> Self {
        let agent_keys = moka::future::Cache::builder()
            .max_capacity(1_000)
            .time_to_live(Duration::from_secs(SESSION_MAX_AGE_SECS as u64))
            .build();
        SessionVerifier { audiences, agent_keys }
    }

    /// Verifies `header` (and its binding to `access_token`); `ended` says whether the company
    /// ended a Session.
    pub(crate) async fn verify(
        &self,
        header: &str,
        access_token: Option<&str>,
        fetcher: &ProfileResolver,
        now: i64,
    ) -> Result<Session, UcpError> {
        let protected = jws_part(header, 0).ok_or_else(|| invalid("it is not a compact JWS"))?;
        let delegation = protected
            .get("poppy_dlg")
            .and_then(Value::as_str)
            .ok_or_else(|| invalid("its header carries no poppy_dlg delegation"))?;
        let agent = jws_part(delegation, 1)
            .and_then(|c| c.get("iss").and_then(Value::as_str).map(str::to_owned))
            .ok_or_else(|| invalid("the delegation names no agent (iss)"))?;
        let keys = self.agent_keys(&agent, fetcher).await?;
        let (_, grant) = verify_jws(delegation, &keys, ALGORITHMS)
            .map_err(|e| invalid(format!("the delegation does not verify with the agent's keys: {}", e.reason())))?;
        if grant.get("exp").and_then(Value::as_i64).is_none_or(|exp| exp + LEEWAY_SECS < now) {
            return Err(invalid("the delegation has expired"));
        }
        let session_key: Jwk = grant
            .pointer("/cnf/jwk")
            .cloned()
            .and_then(|k| serde_json::from_value(k).ok())
            .ok_or_else(|| invalid("the delegation names no session key (cnf.jwk)"))?;
        let (_, claims) = verify_jws(header, &KeySet::from_keys(std::slice::from_ref(&session_key)), ALGORITHMS)
            .map_err(|e| invalid(format!("it does not verify with the delegated key: {}", e.reason())))?;
        let text = |name: &str| claims.get(name).and_then(Value::as_str);
        if text("iss").or(text("client_id")) != Some(agent.as_str()) {
            return Err(invalid("its issuer is not the agent that delegated the key"));
        }
        let user = text("sub").ok_or_else(|| invalid("it names no User (sub)"))?.to_owned();
        let sid = text("sid").ok_or_else(|| invalid("it names no Session (sid)"))?.to_owned();
        let audiences: Vec<&str> = match claims.get("aud") {
            Some(Value::String(a)) => vec![a.as_str()],
            Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        if !audiences.iter().any(|a| self.audiences.iter().any(|ours| ours == a)) {
            return Err(invalid("it is not addressed to this company (aud)"));
        }
        match (claims.get("exp").and_then(Value::as_i64), claims.get("iat").and_then(Value::as_i64)) {
            (Some(exp), _) if exp + LEEWAY_SECS < now => return Err(invalid("it has expired")),
            (_, Some(iat)) if iat > now + LEEWAY_SECS => return Err(invalid("it was issued in the future (iat)")),
            (None, Some(iat)) if iat + SESSION_MAX_AGE_SECS < now => return Err(invalid("it is too old (iat)")),
            (None, None) => return Err(invalid("it carries neither exp nor iat")),
            _ => {}
        }
        match (text("ath"), access_token) {
            (Some(ath), Some(token)) if ath == URL_SAFE_NO_PAD.encode(Sha256::digest(token.as_bytes())) => {}
            (Some(_), Some(_)) => return Err(invalid("its ath does not match the access token")),
            (None, Some(_)) => return Err(invalid("it does not bind the access token it travels with (ath)")),
            (Some(_), None) => return Err(invalid("it binds an access token the request does not carry")),
            (None, None) => {}
        }
        Ok(Session { agent, user, sid })
    }

    async fn agent_keys(&self, agent: &str, fetcher: &ProfileResolver) -> Result<Arc<KeySet>, UcpError> {
        if let Some(keys) = self.agent_keys.get(agent).await {
            return Ok(keys);
        }
        let document = fetcher
            .fetch_agent_document(agent)
            .await
            .map_err(|e| invalid(format!("the agent's client metadata could not be read: {e}")))?;
        let jwks = match (document.get("jwks"), document.get("jwks_uri").and_then(Value::as_str)) {
            (Some(jwks), _) => jwks.clone(),
            (None, Some(uri)) => fetcher
                .fetch_agent_document(uri)
                .await
                .map_err(|e| invalid(format!("the agent's keys could not be read: {e}")))?,
            (None, None) => return Err(invalid("the agent's client metadata has neither jwks nor jwks_uri")),
        };
        let keys = Arc::new(KeySet::from_jwks(&jwks));
        if keys.is_empty() {
            return Err(invalid("the agent publishes no usable signing key"));
        }
        self.agent_keys.insert(agent.to_owned(), keys.clone()).await;
        Ok(keys)
    }
}

/// The decoded JSON of part `index` (0: protected header, 1: payload) of a compact JWS,
/// unverified: used only to find which keys to verify with.
fn jws_part(jws: &str, index: usize) -> Option<Value> {
    let parts: Vec<&str> = jws.split('.').collect();
    if parts.len() != 3 {
        return None;
    }
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts.get(index)?).ok()?).ok()
}

#[cfg(test)]
mod fuzz {
    //! Fuzzing the `Poppy-Session` header: random text, and compact JWSs whose header carries a
    //! delegation of random claims. Every one is refused with `invalid_session`, never a panic.
    //! The agents named are ones the profile rules refuse before any lookup (plain http, IP
    //! literals), so no case touches the network. Longer run:
    //! `PROPTEST_CASES=100000 cargo test --release -p concierge-service fuzz_poppy_session`.

    use std::sync::{Arc, OnceLock};

    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use concierge_core::Code;
    use concierge_schemas::Schemas;
    use proptest::prelude::*;
    use serde_json::{Value, json};

    use super::SessionVerifier;
    use crate::config::ProfileFetch;
    use crate::profiles::ProfileResolver;

    fn resolver() -> &'static ProfileResolver {
        static R: OnceLock<ProfileResolver> = OnceLock::new();
        R.get_or_init(|| {
            ProfileResolver::new(&ProfileFetch::default(), false, Arc::new(Schemas::load().unwrap()), None).unwrap()
        })
    }

    fn claims() -> impl Strategy<Value = Value> {
        let agent =
            prop_oneof![Just("http://agent.example/c.json"), Just("https://10.0.0.1/c.json"), Just("not a url")];
        (agent, proptest::option::of(any::<i64>()), proptest::option::of("\\PC{0,8}"), "\\PC{0,8}").prop_map(
            |(iss, exp, sub, sid)| json!({"iss": iss, "exp": exp, "sub": sub, "sid": sid, "aud": "https://shop.example"}),
        )
    }

    fn b64(v: &Value) -> String {
        URL_SAFE_NO_PAD.encode(v.to_string())
    }

    fn header() -> impl Strategy<Value = String> {
        let delegation = (claims(), "[A-Za-z0-9_-]{0,20}")
            .prop_map(|(c, sig)| format!("{}.{}.{sig}", b64(&json!({"alg": "ES256"})), b64(&c)));
        prop_oneof![
            "\\PC{0,80}",
            (delegation, claims(), "[A-Za-z0-9_-]{0,40}").prop_map(|(d, c, sig)| {
                format!("{}.{}.{sig}", b64(&json!({"alg": "ES256", "typ": "JWT", "poppy_dlg": d})), b64(&c))
            }),
            proptest::collection::vec("[A-Za-z0-9_-]{0,16}", 0..5).prop_map(|p| p.join(".")),
        ]
    }

    proptest! {
        #[test]
        fn fuzz_poppy_session(header in header(), token in proptest::option::of("[ -~]{0,20}")) {
            let verifier = SessionVerifier::new(vec!["https://shop.example".to_owned()]);
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            let result = runtime.block_on(verifier.verify(&header, token.as_deref(), resolver(), 1_800_000_000));
            prop_assert_eq!(result.err().map(|e| e.code), Some(Code::InvalidSession));
        }
    }
}
