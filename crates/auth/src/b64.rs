//! Base64 in the two spellings this crate meets: base64url without padding (JOSE, RFC 7515 §2)
//! and standard base64 with padding (Structured Field byte sequences, RFC 8941 §3.3.5).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// base64url without padding.
pub(crate) fn url_encode(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Decodes base64url without padding; padding, other alphabets and non-canonical trailing bits
/// are refused.
pub(crate) fn url_decode(text: &str) -> Option<Vec<u8>> {
    URL_SAFE_NO_PAD.decode(text).ok()
}
