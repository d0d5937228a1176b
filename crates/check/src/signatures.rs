//! Response signatures (RFC 9421 with UCP's profile, ucp-rules.md §6.3): a response that carries
//! `Signature`/`Signature-Input` must verify under a key in the business profile's `keys[]`,
//! cover `@status` (and `content-digest` and `content-type` when it has them), and its
//! `Content-Digest` must match the body. The cryptography is `concierge-auth`'s (no I/O, no
//! server code); which keys, which message and which coverage is decided here.

use concierge_auth::KeySet;
use concierge_auth::httpsig::{self, ResponseParts};

use crate::probe::Reply;

/// The `created` parameter of the first `Signature-Input` member, if any.
fn created(signature_input: &str) -> Option<i64> {
    let at = signature_input.find(";created=")? + ";created=".len();
    let digits: String = signature_input[at..].chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Verifies `reply`'s signature with `keys`.
///
/// Freshness is judged against the signature's own `created` (UCP makes `created` optional
/// and leaves replay protection to idempotency; a business run on a fixed clock, as in tests,
/// signs with that clock): what is checked is that the signature is genuine and covers what it
/// must.
pub(crate) fn verify_response(reply: &Reply, keys: &KeySet) -> Result<(), String> {
    let mut headers = http::HeaderMap::new();
    for (k, v) in &reply.headers {
        let (Ok(name), Ok(value)) = (http::HeaderName::from_bytes(k.as_bytes()), http::HeaderValue::from_str(v)) else {
            continue;
        };
        headers.append(name, value);
    }
    httpsig::check_digest(&headers, &reply.body).map_err(|e| format!("{}: {}", e.code(), e.reason()))?;
    let now = reply.header("signature-input").and_then(created).unwrap_or_else(|| jiff::Timestamp::now().as_second());
    let parts = ResponseParts { status: reply.status, headers: &headers };
    httpsig::verify_response(&parts, keys, now).map(|_| ()).map_err(|e| format!("{}: {}", e.code(), e.reason()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn created_parameter() {
        let input = r#"sig1=("@status" "content-digest");created=1796234400;keyid="k""#;
        assert_eq!(super::created(input), Some(1_796_234_400));
        assert_eq!(super::created("sig1=()"), None);
    }
}
