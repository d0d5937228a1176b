//! `Content-Digest` (RFC 9530): the digest of a message's content, which an HTTP message
//! signature covers in place of the body.
//!
//! Digests are taken over the raw bytes as sent, before any content decoding.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest, Sha256, Sha512};

/// Why a `Content-Digest` field was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DigestError {
    /// The field is not a Structured Field Dictionary, or a supported member is not a byte
    /// sequence.
    #[error("Content-Digest is not a well-formed dictionary of byte sequences")]
    Malformed,
    /// A supported digest does not match the body.
    #[error("the Content-Digest does not match the body")]
    Mismatch,
    /// The field has neither `sha-256` nor `sha-512`.
    #[error("Content-Digest has no sha-256 or sha-512 member")]
    NoSupportedAlgorithm,
}

/// The `Content-Digest` value for `body`: `sha-256=:<base64>:`.
pub fn content_digest(body: &[u8]) -> String {
    format!("sha-256=:{}:", STANDARD.encode(Sha256::digest(body)))
}

/// Checks a `Content-Digest` value against `body`. `sha-256` and `sha-512` are supported and every
/// supported member present must match; other members are ignored.
pub fn verify_content_digest(header: &str, body: &[u8]) -> Result<(), DigestError> {
    let dict: sfv::Dictionary = sfv::Parser::new(header).parse().map_err(|_| DigestError::Malformed)?;
    let mut checked = false;
    for (name, entry) in &dict {
        let expected: Vec<u8> = match name.as_str() {
            "sha-256" => Sha256::digest(body).to_vec(),
            "sha-512" => Sha512::digest(body).to_vec(),
            _ => continue,
        };
        let sfv::ListEntry::Item(sfv::Item { bare_item: sfv::BareItem::ByteSequence(given), .. }) = entry else {
            return Err(DigestError::Malformed);
        };
        if *given != expected {
            return Err(DigestError::Mismatch);
        }
        checked = true;
    }
    if checked { Ok(()) } else { Err(DigestError::NoSupportedAlgorithm) }
}

#[cfg(test)]
mod tests {
    use super::*;

    // RFC 9530 §2 and Appendix B: the body `{"hello": "world"}` and the empty body.
    const HELLO: &[u8] = br#"{"hello": "world"}"#;
    const HELLO_256: &str = "sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:";
    const HELLO_512: &str =
        "sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:";
    const EMPTY_256: &str = "sha-256=:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=:";
    const EMPTY_512: &str =
        "sha-512=:z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==:";

    #[test]
    fn rfc9530_vectors() {
        assert_eq!(content_digest(HELLO), HELLO_256);
        assert_eq!(content_digest(b""), EMPTY_256);
        for (header, body) in [(HELLO_256, HELLO), (HELLO_512, HELLO), (EMPTY_256, &b""[..]), (EMPTY_512, b"")] {
            assert_eq!(verify_content_digest(header, body), Ok(()), "{header}");
        }
        assert_eq!(verify_content_digest(HELLO_256, b""), Err(DigestError::Mismatch));
        assert_eq!(verify_content_digest(EMPTY_512, HELLO), Err(DigestError::Mismatch));
    }

    #[test]
    fn every_supported_member_must_match() {
        let both = format!("{HELLO_512}, {HELLO_256}");
        assert_eq!(verify_content_digest(&both, HELLO), Ok(()));
        let one_wrong = format!("{HELLO_256}, {EMPTY_512}");
        assert_eq!(verify_content_digest(&one_wrong, HELLO), Err(DigestError::Mismatch));
        // Unknown algorithms are ignored, but something supported must be there.
        let with_md5 = format!("md5=:AAAA:, {HELLO_256}");
        assert_eq!(verify_content_digest(&with_md5, HELLO), Ok(()));
        assert_eq!(verify_content_digest("md5=:AAAA:", HELLO), Err(DigestError::NoSupportedAlgorithm));
        assert_eq!(verify_content_digest("", HELLO), Err(DigestError::NoSupportedAlgorithm));
    }

    #[test]
    fn malformed_fields() {
        for header in [
            "sha-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=",
            "sha-256=\"X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=\"",
            "sha-256=(:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:)",
            "sha-256=:not base64:",
            "SHA-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:",
        ] {
            assert_eq!(verify_content_digest(header, HELLO), Err(DigestError::Malformed), "{header}");
        }
    }
}
