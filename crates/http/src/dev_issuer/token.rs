//! The token endpoint (RFC 6749 §3.2, §4.1.3, §6) and the revocation endpoint (RFC 7009), both
//! for clients that authenticate with `private_key_jwt` (RFC 7523 §2.2, OpenID Connect Core
//! §9): a JWT signed by one of the client's registered keys, used once.
//!
//! Access tokens are RFC 9068 JWTs for one resource (`aud`); refresh tokens are opaque and
//! rotate on every use. Errors are RFC 6749 §5.2 JSON.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use concierge_auth::Algorithm;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::memory::{GrantError, Memory};
use super::{ACCESS_TOKEN_TTL_SECS, Params, Shared, TokenRequest, mint, real_now};

/// The only client assertion type accepted (RFC 7523 §2.2).
const JWT_BEARER: &str = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
/// How far ahead a client assertion's `exp` may be, in seconds.
const MAX_ASSERTION_LIFETIME_SECS: i64 = 300;
/// Clock skew tolerated on a client assertion's times, in seconds.
const LEEWAY_SECS: i64 = 30;

/// An RFC 6749 §5.2 error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {description}")]
pub(super) struct OAuthError {
    code: &'static str,
    description: String,
}

impl OAuthError {
    fn new(code: &'static str, description: impl Into<String>) -> OAuthError {
        OAuthError { code, description: description.into() }
    }

    fn invalid_request(description: impl Into<String>) -> OAuthError {
        OAuthError::new("invalid_request", description)
    }

    fn invalid_client(description: impl Into<String>) -> OAuthError {
        OAuthError::new("invalid_client", description)
    }

    fn invalid_grant(error: GrantError) -> OAuthError {
        OAuthError::new("invalid_grant", error.description())
    }
}

impl IntoResponse for OAuthError {
    fn into_response(self) -> Response {
        let body = Json(json!({"error": self.code, "error_description": self.description}));
        let mut response = (StatusCode::BAD_REQUEST, no_store(), body).into_response();
        if self.code == "invalid_client" {
            *response.status_mut() = StatusCode::UNAUTHORIZED;
            response.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static(r#"private_key_jwt error="invalid_client""#),
            );
        }
        response
    }
}

fn no_store() -> [(header::HeaderName, HeaderValue); 2] {
    [
        (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        (header::PRAGMA, HeaderValue::from_static("no-cache")),
    ]
}

/// `POST /oauth/token`.
pub(super) async fn token_post(State(shared): State<Arc<Shared>>, headers: HeaderMap, body: Bytes) -> Response {
    match token(&shared, &headers, &body) {
        Ok(response) => (StatusCode::OK, no_store(), Json(response)).into_response(),
        Err(error) => error.into_response(),
    }
}

/// `POST /oauth/revoke`: 200 whether or not the token was known (RFC 7009 §2.2).
pub(super) async fn revoke_post(State(shared): State<Arc<Shared>>, headers: HeaderMap, body: Bytes) -> Response {
    let revoked = (|| {
        let params = form(&headers, &body)?;
        let mut memory = shared.memory();
        let client_id = authenticate(&shared, &mut memory, &params, &shared.revocation_endpoint())?;
        let token = params.get("token").ok_or_else(|| OAuthError::invalid_request("token is missing"))?;
        // Access tokens are self-contained and cannot be revoked here; any hint is only a hint.
        memory.revoke_refresh(token, &client_id);
        Ok::<(), OAuthError>(())
    })();
    match revoked {
        Ok(()) => (StatusCode::OK, no_store()).into_response(),
        Err(error) => error.into_response(),
    }
}

fn form(headers: &HeaderMap, body: &[u8]) -> Result<Params, OAuthError> {
    let form_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/x-www-form-urlencoded"));
    if !form_type {
        return Err(OAuthError::invalid_request("the body must be application/x-www-form-urlencoded"));
    }
    Params::parse(body).map_err(|name| match name.as_str() {
        "resource" => OAuthError::new("invalid_target", "only one resource may be requested"),
        _ => OAuthError::invalid_request(format!("{name} is given more than once")),
    })
}

fn token(shared: &Shared, headers: &HeaderMap, body: &[u8]) -> Result<Value, OAuthError> {
    let params = form(headers, body)?;
    // One lock for the whole exchange, so a code or refresh token cannot be used twice at once.
    let mut memory = shared.memory();
    let client_id = authenticate(shared, &mut memory, &params, &shared.token_endpoint())?;
    match params.get("grant_type") {
        Some("authorization_code") => authorization_code(shared, &mut memory, &params, &client_id),
        Some("refresh_token") => refresh(shared, &mut memory, &params, &client_id),
        Some(_) => Err(OAuthError::new("unsupported_grant_type", "use authorization_code or refresh_token")),
        None => Err(OAuthError::invalid_request("grant_type is missing")),
    }
}

fn required<'p>(params: &'p Params, name: &str) -> Result<&'p str, OAuthError> {
    params.get(name).ok_or_else(|| OAuthError::invalid_request(format!("{name} is missing")))
}

fn authorization_code(
    shared: &Shared,
    memory: &mut Memory,
    params: &Params,
    client_id: &str,
) -> Result<Value, OAuthError> {
    let code = required(params, "code")?;
    let redirect_uri = required(params, "redirect_uri")?;
    let verifier = required(params, "code_verifier")?;
    let grant = memory.redeem_code(code, client_id, real_now()).map_err(OAuthError::invalid_grant)?;
    if grant.redirect_uri != redirect_uri {
        return Err(OAuthError::new("invalid_grant", "redirect_uri is not the one the code was issued for"));
    }
    // RFC 7636 §4.1 and §4.6.
    let well_formed = (43..=128).contains(&verifier.len())
        && verifier.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b));
    if !well_formed || URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes())) != grant.code_challenge {
        return Err(OAuthError::new("invalid_grant", "code_verifier does not match the code_challenge"));
    }
    let audience = audience(shared, grant.resource.as_deref(), params.get("resource"))?;
    let refresh_token = memory.start_family(code, &grant);
    Ok(issue(shared, &grant.subject, client_id, &audience, &grant.scopes, refresh_token))
}

fn refresh(shared: &Shared, memory: &mut Memory, params: &Params, client_id: &str) -> Result<Value, OAuthError> {
    let refresh_token = required(params, "refresh_token")?;
    let (id, family) = memory.family_of(refresh_token, client_id).map_err(OAuthError::invalid_grant)?;
    let scopes = match params.get("scope") {
        None => family.scopes.clone(),
        Some(scope) => {
            let asked: BTreeSet<String> = scope.split(' ').filter(|s| !s.is_empty()).map(str::to_owned).collect();
            if !asked.is_subset(&family.scopes) {
                return Err(OAuthError::new("invalid_scope", "scope asks for more than was granted"));
            }
            asked
        }
    };
    let audience = audience(shared, family.resource.as_deref(), params.get("resource"))?;
    let subject = family.subject.clone();
    let new_refresh_token = memory.rotate(id);
    Ok(issue(shared, &subject, client_id, &audience, &scopes, new_refresh_token))
}

/// The token's `aud`: the resource asked for now (which must be the one authorized, if one was),
/// else the one authorized, else the first of `protected_resources`.
fn audience(shared: &Shared, authorized: Option<&str>, requested: Option<&str>) -> Result<String, OAuthError> {
    match (authorized, requested) {
        (Some(authorized), Some(requested)) if authorized != requested => {
            Err(OAuthError::new("invalid_target", "resource is not the one authorized"))
        }
        (_, Some(requested)) if !shared.resource_allowed(requested) => {
            Err(OAuthError::new("invalid_target", "the resource is not one this issuer issues tokens for"))
        }
        (_, Some(resource)) | (Some(resource), None) => Ok(resource.to_owned()),
        (None, None) => shared.settings.resources.first().cloned().ok_or_else(|| {
            OAuthError::new("invalid_target", "name the resource the token is for: this issuer lists none")
        }),
    }
}

fn issue(
    shared: &Shared,
    subject: &str,
    client_id: &str,
    audience: &str,
    scopes: &BTreeSet<String>,
    refresh_token: String,
) -> Value {
    let scopes: Vec<String> = scopes.iter().cloned().collect();
    let request = TokenRequest {
        issuer: shared.issuer(),
        subject,
        audience,
        scopes: &scopes,
        client_id,
        now: shared.settings.token_clock.now().as_second(),
        ttl_secs: ACCESS_TOKEN_TTL_SECS,
    };
    json!({
        "access_token": mint(&shared.settings.key, &request),
        "token_type": "Bearer",
        "expires_in": ACCESS_TOKEN_TTL_SECS,
        "refresh_token": refresh_token,
        "scope": scopes.join(" "),
    })
}

/// Authenticates the client by its `private_key_jwt` assertion (RFC 7523 §3): signed by a
/// registered key, `iss` = `sub` = the client, `aud` the issuer or `endpoint`, unexpired and at
/// most five minutes ahead, with a `jti` not seen before. Returns the client id.
///
/// With a fixed token clock (`--now`), an assertion is accepted when it is valid by either the
/// system clock or that fixed instant, as an agent under test may be on either.
fn authenticate(shared: &Shared, memory: &mut Memory, params: &Params, endpoint: &str) -> Result<String, OAuthError> {
    match params.get("client_assertion_type") {
        Some(JWT_BEARER) => {}
        Some(_) => return Err(OAuthError::invalid_client(format!("client_assertion_type must be {JWT_BEARER}"))),
        None => return Err(OAuthError::invalid_client("authenticate with private_key_jwt (client_assertion)")),
    }
    let assertion =
        params.get("client_assertion").ok_or_else(|| OAuthError::invalid_client("client_assertion is missing"))?;
    let client_id = match params.get("client_id") {
        Some(id) => id.to_owned(),
        None => unverified_issuer(assertion)
            .ok_or_else(|| OAuthError::invalid_client("the client assertion names no client (iss)"))?,
    };
    let keys = shared
        .settings
        .clients
        .get(&client_id)
        .ok_or_else(|| OAuthError::invalid_client("the client is not registered with this issuer"))?;
    let (_, claims) = concierge_auth::jwt::verify_jws(assertion, keys, &[Algorithm::Es256, Algorithm::EdDsa])
        .map_err(|e| OAuthError::invalid_client(format!("the client assertion is refused: {}", e.reason())))?;
    let text = |name: &str| claims.get(name).and_then(Value::as_str);
    if text("iss") != Some(client_id.as_str()) || text("sub") != Some(client_id.as_str()) {
        return Err(OAuthError::invalid_client("the client assertion's iss and sub must both be the client id"));
    }
    let accepted = [shared.issuer(), endpoint, &shared.token_endpoint()];
    let audience_ok = match claims.get("aud") {
        Some(Value::String(aud)) => accepted.contains(&aud.as_str()),
        Some(Value::Array(auds)) => auds.iter().filter_map(Value::as_str).any(|aud| accepted.contains(&aud)),
        _ => false,
    };
    if !audience_ok {
        return Err(OAuthError::invalid_client("the client assertion's aud must be the issuer or the endpoint"));
    }
    let time = |name: &str| claims.get(name).and_then(Value::as_i64);
    let exp = time("exp").ok_or_else(|| OAuthError::invalid_client("the client assertion has no numeric exp"))?;
    let (iat, nbf) = (time("iat"), time("nbf"));
    let mut clocks = vec![real_now()];
    let token_now = shared.settings.token_clock.now().as_second();
    if token_now != clocks[0] {
        clocks.push(token_now);
    }
    let fits = |now: i64| {
        exp + LEEWAY_SECS > now
            && exp <= now + MAX_ASSERTION_LIFETIME_SECS + LEEWAY_SECS
            && iat.is_none_or(|iat| iat <= now + LEEWAY_SECS)
            && nbf.is_none_or(|nbf| nbf <= now + LEEWAY_SECS)
    };
    if !clocks.iter().any(|&now| fits(now)) {
        return Err(OAuthError::invalid_client(
            "the client assertion has expired, is not valid yet, or expires more than five minutes ahead",
        ));
    }
    let jti = text("jti")
        .filter(|j| !j.is_empty())
        .ok_or_else(|| OAuthError::invalid_client("the client assertion has no jti"))?;
    let expired = |exp: i64| clocks.iter().all(|&now| exp + LEEWAY_SECS <= now);
    if !memory.first_use_of_assertion(&client_id, jti, exp, expired) {
        return Err(OAuthError::invalid_client("the client assertion was used before (jti)"));
    }
    Ok(client_id)
}

/// The `iss` of a JWT, read before its signature is checked, only to find whose keys check it.
fn unverified_issuer(jwt: &str) -> Option<String> {
    let payload = URL_SAFE_NO_PAD.decode(jwt.split('.').nth(1)?).ok()?;
    let claims: Value = serde_json::from_slice(&payload).ok()?;
    claims.get("iss")?.as_str().map(str::to_owned)
}
