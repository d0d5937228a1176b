//! A development issuer: RFC 8414 metadata and a JWKS for one local key, served over real HTTP so
//! Concierge's resource server can be exercised end to end without the business's
//! authorization server. It signs no one in and has no token endpoint: tokens are minted with
//! the same key by [`mint`] (`concierge dev-token`). It is a separate program
//! (`concierge dev-issuer`), never part of `serve`, and a server only trusts it when configured
//! with `auth.issuer` pointing at it and `auth.allow_insecure_loopback`.

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use concierge_auth::SigningKey;
use serde_json::{Value, json};

/// The issuer's routes: `/.well-known/oauth-authorization-server` and `/jwks.json`.
pub fn router(issuer: &str, key: &SigningKey, scopes: &[String]) -> Router {
    let issuer = issuer.trim_end_matches('/').to_owned();
    let metadata = json!({
        "issuer": issuer,
        "jwks_uri": format!("{issuer}/jwks.json"),
        "scopes_supported": scopes,
        "response_types_supported": [],
        "grant_types_supported": [],
    })
    .to_string();
    let jwks = json!({"keys": [key.public_jwk()]}).to_string();
    let serve =
        |body: String| move || async move { ([(header::CONTENT_TYPE, "application/json")], body).into_response() };
    Router::new()
        .route("/.well-known/oauth-authorization-server", get(serve(metadata)))
        .route("/jwks.json", get(serve(jwks)))
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
