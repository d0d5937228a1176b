//! HTTP Message Signatures (RFC 9421) as UCP profiles them.
//!
//! Requests: the signature is verified with the keys the platform publishes in the profile the
//! request names (`keys[]`, or `signing_keys` in older profiles), so a verified signature
//! identifies that same platform. `Content-Digest` (RFC 9530) is checked over the body exactly as
//! received. The signature must cover `@method`, `@authority`, `@path`, `@query` when there is a
//! query, and `ucp-agent`, `signature-agent`, `idempotency-key`, `content-digest` and
//! `content-type` whenever the request has them; `signatures.requests` chooses whether a failure
//! is ignored, logged or refused.
//!
//! Responses: signed with the business's key (`@status`, `content-digest`, `content-type`,
//! with `created` and `keyid`); its public half is published in the profile's `keys[]`, next to
//! the previous keys still inside their rotation grace period.

use std::path::Path;

use concierge_auth::httpsig::{self, RequestParts, ResponseParts, SignatureError, VerifyPolicy};
use concierge_auth::{Jwk, KeySet, SigningKey};
use concierge_core::{Code, UcpError};

use crate::config::{SignatureMode, SignatureSettings};

/// Headers whose coverage UCP requires when the request carries them.
pub const COVERED_IF_PRESENT: &[&str] = &["ucp-agent", "signature-agent", "idempotency-key"];

/// A signed request as received, with everything needed to verify its signature.
#[derive(Debug, Clone)]
pub struct SignedRequest {
    /// `GET`, `POST`, …
    pub method: String,
    /// `Host` (HTTP/1.1) or the `:authority` (HTTP/2).
    pub authority: String,
    /// The path as sent, before any routing strips a prefix.
    pub path: String,
    /// The query string without `?`, when there is one.
    pub query: Option<String>,
    /// Every header.
    pub headers: http::HeaderMap,
    /// The body exactly as received.
    pub body: bytes::Bytes,
}

/// The UCP error for a signature failure.
pub fn ucp_error(e: &SignatureError) -> UcpError {
    let code = Code::from_name(e.code()).unwrap_or(Code::SignatureInvalid);
    UcpError::new(code, format!("The request signature was refused: {}.", e.reason()))
}

/// Verifies `request`'s signature (`None`: the request carries none) with the platform's
/// published `keys` under `settings`. `Ok` with the verified key id, or `Ok(None)` when nothing
/// was verified and the mode allows that.
pub fn verify_request(
    request: Option<&SignedRequest>,
    keys: &KeySet,
    settings: &SignatureSettings,
    now: i64,
) -> Result<Option<String>, UcpError> {
    if settings.requests == SignatureMode::Off {
        return Ok(None);
    }
    let Some(request) = request else {
        return match settings.requests {
            SignatureMode::Required => Err(UcpError::new(
                Code::SignatureMissing,
                "This business requires signed requests (RFC 9421, with a key from your platform profile's keys[]).",
            )),
            _ => Ok(None),
        };
    };
    match check(request, keys, settings, now) {
        Ok(keyid) => {
            tracing::debug!(%keyid, "request signature verified");
            Ok(Some(keyid))
        }
        Err(e) if settings.requests == SignatureMode::LogOnly => {
            tracing::warn!(code = e.code(), reason = %e.reason(), "request signature did not verify (log_only: served anyway)");
            Ok(None)
        }
        Err(e) => Err(ucp_error(&e)),
    }
}

fn check(
    request: &SignedRequest,
    keys: &KeySet,
    settings: &SignatureSettings,
    now: i64,
) -> Result<String, SignatureError> {
    let has_body = !request.body.is_empty();
    if has_body {
        httpsig::check_digest(&request.headers, &request.body)?;
    }
    let parts = RequestParts {
        method: &request.method,
        authority: &request.authority,
        path: &request.path,
        query: request.query.as_deref(),
        headers: &request.headers,
        has_body,
    };
    let policy =
        VerifyPolicy { covered_if_present: COVERED_IF_PRESENT, max_skew_secs: settings.max_skew_secs as i64, now };
    httpsig::verify_request(&parts, keys, &policy).map(|v| v.keyid)
}

/// The business's response signing key and the public keys it publishes.
pub struct ResponseSigner {
    key: SigningKey,
    published: Vec<Jwk>,
}

impl std::fmt::Debug for ResponseSigner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResponseSigner").field("kid", &self.key.kid()).finish_non_exhaustive()
    }
}

impl ResponseSigner {
    /// Loads the configured key (or makes one for this process) and the previous keys.
    pub fn load(settings: &SignatureSettings) -> Result<Self, Vec<String>> {
        let mut errors = Vec::new();
        let key = if settings.signing_key_file.as_os_str().is_empty() {
            let kid = format!("concierge-{}", &uuid::Uuid::new_v4().simple().to_string()[..12]);
            tracing::warn!(%kid, "no signatures.signing_key_file: signing responses with a key made for this process");
            Some(SigningKey::generate_es256(kid))
        } else {
            match read_jwk(&settings.signing_key_file)
                .and_then(|jwk| SigningKey::from_jwk(&jwk).map_err(|e| e.to_string()))
            {
                Ok(k) => Some(k),
                Err(e) => {
                    errors.push(format!("signatures.signing_key_file: {}: {e}", settings.signing_key_file.display()));
                    None
                }
            }
        };
        let mut published = Vec::new();
        if let Some(k) = &key {
            published.push(k.public_jwk());
        }
        for path in &settings.previous_key_files {
            match read_jwk(path) {
                Ok(mut jwk) => {
                    jwk.d = None; // only ever publish the public half
                    published.push(jwk);
                }
                Err(e) => errors.push(format!("signatures.previous_key_files: {}: {e}", path.display())),
            }
        }
        match key {
            Some(key) if errors.is_empty() => Ok(ResponseSigner { key, published }),
            _ => Err(errors),
        }
    }

    /// The public keys for the profile's `keys[]`.
    pub fn published(&self) -> &[Jwk] {
        &self.published
    }

    /// `Signature-Input` and `Signature` values for a response.
    pub fn sign(&self, status: u16, headers: &http::HeaderMap, now: i64) -> (String, String) {
        httpsig::sign_response(&ResponseParts { status, headers }, &self.key, now)
    }
}

fn read_jwk(path: &Path) -> Result<Jwk, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| format!("not a JWK: {e}"))
}
