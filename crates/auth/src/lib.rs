//! The cryptographic core of Concierge's OAuth resource server and of UCP HTTP Message
//! Signatures. Pure: no I/O, no clock, no network; callers pass keys, messages and the time.
//!
//! - [`jwk`]: JSON Web Keys, key sets, signing keys and RFC 7638 thumbprints;
//! - [`jwt`]: compact JWS and JWT access tokens (RFC 7515, 7519, 9068);
//! - [`digest`]: `Content-Digest` (RFC 9530);
//! - [`httpsig`]: HTTP Message Signatures (RFC 9421) with UCP's profile.

mod b64;
pub mod digest;
pub mod httpsig;
pub mod jwk;
pub mod jwt;

pub use jwk::{Algorithm, Jwk, KeyError, KeySet, PublicKey, SigningKey, thumbprint};
pub use jwt::{AccessToken, AccessTokenRules, TokenError, validate_access_token};

/// Untrusted text made safe for an error message or a log line: at most 64 characters, anything
/// but printable ASCII replaced by `?`.
pub(crate) fn clip(text: &str) -> String {
    text.chars().take(64).map(|c| if c.is_ascii_graphic() || c == ' ' { c } else { '?' }).collect()
}
