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
//! the previous keys still inside their rotation grace period. Without
//! `signatures.signing_key_file`, a server with a SQLite database file keeps the key it
//! generates beside that file ([`keep_generated_key`]), so the published keys (and the
//! discovery `ETag`) survive restarts; with in-memory SQLite or PostgreSQL the key is made for
//! the process (replicas sharing PostgreSQL must share a configured key: `crate::replicas`).

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
            let kid = new_kid();
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

/// A fresh key id: `concierge-` and 12 random hex digits.
pub fn new_kid() -> String {
    format!("concierge-{}", &uuid::Uuid::new_v4().simple().to_string()[..12])
}

/// Where a server keeps the signing key it generates for the SQLite database file of
/// `database_url`: beside it, `{file}.signing-key.jwk`. `None` for in-memory SQLite and
/// PostgreSQL.
pub fn generated_key_file(database_url: &str) -> Option<std::path::PathBuf> {
    let database = concierge_storage::sqlite_file(database_url)?;
    let mut name = database.file_name()?.to_os_string();
    name.push(".signing-key.jwk");
    Some(database.with_file_name(name))
}

/// Makes sure a generated signing key (ES256) is at `path`: generates and writes one,
/// owner-only, when there is none. Returns whether it was created. Two servers starting
/// together on one file both end up with the one that was written first (the key is written
/// to a temporary file, then linked into place, which fails if another got there first).
pub fn keep_generated_key(path: &Path) -> Result<bool, String> {
    if path.exists() {
        return Ok(false);
    }
    let key = SigningKey::generate_es256(new_kid());
    let text = serde_json::to_string_pretty(&key.to_private_jwk()).expect("a JWK serializes");
    let temporary = path.with_file_name(format!(
        ".{}.{}.tmp",
        path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default(),
        std::process::id()
    ));
    // One left by a process that had this id and died before linking it is stale.
    let _ = std::fs::remove_file(&temporary);
    let written = write_private(&temporary, &text);
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temporary);
        return Err(format!("writing {}: {e}", temporary.display()));
    }
    let linked = std::fs::hard_link(&temporary, path);
    let _ = std::fs::remove_file(&temporary);
    match linked {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(e) => Err(format!("writing {}: {e}", path.display())),
    }
}

/// Writes a secret file readable by its owner only (0600), refusing to replace an existing one.
pub fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(text.as_bytes())
}

fn read_jwk(path: &Path) -> Result<Jwk, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| format!("not a JWK: {e}"))
}

#[cfg(test)]
mod generated_key_tests {
    use super::*;

    #[test]
    fn a_generated_key_is_kept_beside_the_database_file_and_reused() {
        assert_eq!(
            generated_key_file("sqlite://data/concierge.sqlite?mode=rwc"),
            Some(std::path::PathBuf::from("data/concierge.sqlite.signing-key.jwk"))
        );
        assert_eq!(generated_key_file("sqlite::memory:"), None);
        assert_eq!(generated_key_file("postgres://u@h/db"), None);
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("c.sqlite").display());
        let path = generated_key_file(&url).unwrap();
        // Two starts: the first creates the key, the second finds it; both publish the same key.
        let published = || {
            let created = keep_generated_key(&path).unwrap();
            let settings = SignatureSettings { signing_key_file: path.clone(), ..SignatureSettings::default() };
            (created, ResponseSigner::load(&settings).unwrap().published().to_vec())
        };
        let (first_created, first) = published();
        let (second_created, second) = published();
        assert!(first_created && !second_created);
        assert_eq!(first, second);
        assert!(first[0].d.is_none(), "only the public half is published");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(left, [std::ffi::OsString::from("c.sqlite.signing-key.jwk")], "no temporary file left");
    }
}
