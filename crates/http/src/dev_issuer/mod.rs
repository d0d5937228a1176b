//! A development OAuth 2 authorization server, on loopback only, so Concierge's resource server
//! and an agent-side client can run Direct Sign-In end to end without the business's own
//! authorization server. It is a separate program (`concierge dev-issuer`), never part of
//! `serve`, and a server only trusts it when configured with `auth.issuer` pointing at it and
//! `auth.allow_insecure_loopback`.
//!
//! What it serves (see `docs/auth.md`):
//!
//! | path | what |
//! | --- | --- |
//! | `GET /.well-known/oauth-authorization-server` | RFC 8414 metadata |
//! | `GET /jwks.json` | the key access tokens are signed with |
//! | `GET /oauth/authorize` | the authorization code grant with PKCE (RFC 6749 §4.1, RFC 7636): a consent page |
//! | `POST /oauth/authorize` | the consent page's answer: a redirect with a code (and `iss`, RFC 9207) or `access_denied` |
//! | `POST /oauth/token` | `authorization_code` and `refresh_token` (rotating), clients authenticated by `private_key_jwt` (RFC 7523) |
//! | `POST /oauth/revoke` | RFC 7009 revocation of refresh tokens |
//!
//! What it does not do: passwords (whoever fills in the consent page's subject is signed in),
//! client registration over HTTP (clients and their keys come from the command line), redirect
//! URIs other than loopback ones (RFC 8252 §7.3, any port), persistence (everything is in
//! memory), or revoking access tokens (they are self-contained JWTs, valid until `exp`).
//! [`mint`] signs tokens with the same key for `concierge dev-token`.

mod authorize;
mod memory;
mod token;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use concierge_auth::{Algorithm, Jwk, KeySet, SigningKey};
use concierge_core::clock::{Clock, SystemClock};
use serde_json::{Value, json};

use self::memory::Memory;

/// How long an access token lives, in seconds (`expires_in`).
const ACCESS_TOKEN_TTL_SECS: i64 = 600;

/// A development authorization server: who it is, what it signs with, and whom it serves.
#[derive(Debug)]
pub struct DevIssuer {
    /// The issuer identifier, e.g. `http://127.0.0.1:9090` (a trailing `/` is dropped).
    pub issuer: String,
    /// Signs access tokens; its public half is published at `/jwks.json`.
    pub key: SigningKey,
    /// `scopes_supported`: the only scopes a client may request.
    pub scopes: Vec<String>,
    /// `protected_resources`: the resources tokens may be requested for (RFC 8707). Empty allows
    /// any absolute URI.
    pub resources: Vec<String>,
    /// The registered clients: client id → the public keys its `private_key_jwt` assertions are
    /// signed with.
    pub clients: BTreeMap<String, KeySet>,
    /// The clock access tokens are issued by (`iat`, `exp`): the system clock, or a fixed one to
    /// match a server started with `--now`. Codes and pending requests always use the system clock.
    pub token_clock: Arc<dyn Clock>,
}

impl DevIssuer {
    /// An issuer with no clients, no listed resources and the system clock.
    pub fn new(issuer: &str, key: SigningKey, scopes: Vec<String>) -> DevIssuer {
        DevIssuer {
            issuer: issuer.trim_end_matches('/').to_owned(),
            key,
            scopes,
            resources: Vec::new(),
            clients: BTreeMap::new(),
            token_clock: Arc::new(SystemClock),
        }
    }

    /// The issuer's routes (see the module documentation).
    pub fn router(mut self) -> Router {
        self.issuer = self.issuer.trim_end_matches('/').to_owned();
        let metadata = metadata(&self).to_string();
        let jwks = json!({"keys": [self.key.public_jwk()]}).to_string();
        let serve =
            |body: String| move || async move { ([(header::CONTENT_TYPE, "application/json")], body).into_response() };
        let shared = Arc::new(Shared { settings: self, memory: Mutex::new(Memory::default()) });
        Router::new()
            .route("/.well-known/oauth-authorization-server", get(serve(metadata)))
            .route("/jwks.json", get(serve(jwks)))
            .route("/oauth/authorize", get(authorize::authorize_get).post(authorize::authorize_post))
            .route("/oauth/token", axum::routing::post(token::token_post))
            .route("/oauth/revoke", axum::routing::post(token::revoke_post))
            .with_state(shared)
    }
}

/// The issuer's routes for `issuer`, signing with `key` and offering `scopes`, with no clients
/// registered: metadata and keys, for a resource server that only needs to find the issuer's keys
/// (tokens then come from [`mint`]). See [`DevIssuer`] for the whole authorization server.
pub fn router(issuer: &str, key: &SigningKey, scopes: &[String]) -> Router {
    // The key is re-read from its own private JWK so the router can own it.
    let key = SigningKey::from_jwk(&key.to_private_jwk()).expect("a signing key reads back from its own JWK");
    DevIssuer::new(issuer, key, scopes.to_vec()).router()
}

/// Why a client's key file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ClientKeysError(&'static str);

/// A client's verification keys from a JSON document: a JWKS (`{"keys": [...]}`) or a single
/// JWK, public or private (only its public members are used). Keys other than ES256 and EdDSA
/// ones are never used; a document with none is refused.
pub fn client_keys(doc: &Value) -> Result<KeySet, ClientKeysError> {
    let set = if doc.get("keys").is_some() {
        let mut doc = doc.clone();
        if let Some(keys) = doc.get_mut("keys").and_then(Value::as_array_mut) {
            for key in keys.iter_mut().filter_map(Value::as_object_mut) {
                key.remove("d");
            }
        }
        KeySet::from_jwks(&doc)
    } else {
        let mut jwk: Jwk =
            serde_json::from_value(doc.clone()).map_err(|_| ClientKeysError("neither a JWKS nor a JWK"))?;
        jwk.d = None;
        KeySet::from_keys(&[jwk])
    };
    // Other keys may stay in the set: assertions are only verified with ES256 and EdDSA.
    if !set.iter().any(|k| matches!(k.algorithm(), Algorithm::Es256 | Algorithm::EdDsa)) {
        return Err(ClientKeysError("no ES256 or EdDSA verification key"));
    }
    Ok(set)
}

/// RFC 8414 metadata. `protected_resources` is left out when no resource is listed (any may be
/// named then): an empty list would say the issuer serves none.
fn metadata(settings: &DevIssuer) -> Value {
    let issuer = &settings.issuer;
    let mut doc = json!({
        "issuer": issuer,
        "authorization_endpoint": format!("{issuer}/oauth/authorize"),
        "token_endpoint": format!("{issuer}/oauth/token"),
        "revocation_endpoint": format!("{issuer}/oauth/revoke"),
        "jwks_uri": format!("{issuer}/jwks.json"),
        "grant_types_supported": ["authorization_code", "refresh_token"],
        "response_types_supported": ["code"],
        "response_modes_supported": ["query"],
        "code_challenge_methods_supported": ["S256"],
        "authorization_response_iss_parameter_supported": true,
        "token_endpoint_auth_methods_supported": ["private_key_jwt"],
        "token_endpoint_auth_signing_alg_values_supported": ["ES256", "EdDSA"],
        "revocation_endpoint_auth_methods_supported": ["private_key_jwt"],
        "revocation_endpoint_auth_signing_alg_values_supported": ["ES256", "EdDSA"],
        "scopes_supported": settings.scopes,
    });
    if !settings.resources.is_empty() {
        doc["protected_resources"] = json!(settings.resources);
    }
    doc
}

/// What every handler shares: the settings, and the memory behind one lock (never held across
/// an `.await`: every handler does its work synchronously once the request is read).
#[derive(Debug)]
struct Shared {
    settings: DevIssuer,
    memory: Mutex<Memory>,
}

impl Shared {
    fn memory(&self) -> MutexGuard<'_, Memory> {
        // A panic while holding the lock leaves plain data behind; carry on with it.
        self.memory.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn issuer(&self) -> &str {
        &self.settings.issuer
    }

    fn token_endpoint(&self) -> String {
        format!("{}/oauth/token", self.settings.issuer)
    }

    fn revocation_endpoint(&self) -> String {
        format!("{}/oauth/revoke", self.settings.issuer)
    }

    /// Whether tokens may be requested for `resource` (RFC 8707 §2: an absolute URI without a
    /// fragment, and one of `protected_resources` when any are listed).
    fn resource_allowed(&self, resource: &str) -> bool {
        is_resource_uri(resource)
            && (self.settings.resources.is_empty() || self.settings.resources.iter().any(|r| r == resource))
    }
}

/// Whether `resource` can name a resource (RFC 8707 §2): an absolute URI without a fragment.
pub fn is_resource_uri(resource: &str) -> bool {
    url::Url::parse(resource).is_ok_and(|url| url.fragment().is_none())
}

/// The system clock, in Unix seconds.
fn real_now() -> i64 {
    SystemClock.now().as_second()
}

/// An unguessable, URL-safe value (244 random bits) for codes, handles and refresh tokens.
fn random_value() -> String {
    format!("{}{}", uuid::Uuid::new_v4().simple(), uuid::Uuid::new_v4().simple())
}

/// Form or query parameters (`application/x-www-form-urlencoded`). Empty values count as absent
/// (RFC 6749 §3.1) and a parameter sent twice is refused (same section).
#[derive(Debug, Default)]
struct Params(BTreeMap<String, String>);

impl Params {
    /// The parameters, or the name of one sent more than once.
    fn parse(raw: &[u8]) -> Result<Params, String> {
        let mut params = BTreeMap::new();
        for (name, value) in url::form_urlencoded::parse(raw) {
            if value.is_empty() {
                continue;
            }
            if params.insert(name.to_string(), value.into_owned()).is_some() {
                return Err(name.into_owned());
            }
        }
        Ok(Params(params))
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }
}

/// What a development token says.
#[derive(Debug, Clone)]
pub struct TokenRequest<'a> {
    /// `iss`.
    pub issuer: &'a str,
    /// `sub`: the buyer.
    pub subject: &'a str,
    /// `aud`: the resource (Concierge's public base URL or an endpoint).
    pub audience: &'a str,
    /// Granted scopes.
    pub scopes: &'a [String],
    /// `client_id`: the agent the grant was made to.
    pub client_id: &'a str,
    /// `iat`, in Unix seconds.
    pub now: i64,
    /// Lifetime in seconds.
    pub ttl_secs: i64,
}

/// A signed access token (RFC 9068 shape: `typ: at+jwt`).
pub fn mint(key: &SigningKey, request: &TokenRequest<'_>) -> String {
    let claims: Value = json!({
        "iss": request.issuer.trim_end_matches('/'),
        "sub": request.subject,
        "aud": request.audience,
        "client_id": request.client_id,
        "scope": request.scopes.join(" "),
        "iat": request.now,
        "exp": request.now + request.ttl_secs,
        "jti": uuid::Uuid::new_v4().to_string(),
    });
    concierge_auth::jwt::encode(&claims, key, Some("at+jwt"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_keys_take_a_jwks_or_one_jwk_and_drop_private_parts() {
        let key = SigningKey::generate_es256("c1");
        let private = serde_json::to_value(key.to_private_jwk()).unwrap();
        let one = client_keys(&private).unwrap();
        assert_eq!(one.len(), 1);
        let set = client_keys(&json!({"keys": [private, SigningKey::generate_ed25519("c2").public_jwk()]})).unwrap();
        assert_eq!(set.len(), 2);
        assert!(client_keys(&json!({"keys": []})).is_err());
        assert!(client_keys(&json!("not a key")).is_err());
    }

    #[test]
    fn params_refuse_repeats_and_ignore_empty_values() {
        let p = Params::parse(b"a=1&b=&c=x%20y").unwrap();
        assert_eq!((p.get("a"), p.get("b"), p.get("c")), (Some("1"), None, Some("x y")));
        assert_eq!(Params::parse(b"a=1&a=2").unwrap_err(), "a");
    }
}
