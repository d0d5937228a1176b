//! HTTP Message Signatures (RFC 9421) with UCP's profile of them.
//!
//! UCP's rules, as applied here:
//! - algorithms: ES256 (`ecdsa-p256-sha256`, required), ES384 and Ed25519; the algorithm comes
//!   from the key, and an `alg` parameter, when present, must name the key's own algorithm;
//! - the key is found by the `keyid` parameter;
//! - a request signature must cover `@method`, `@authority` and `@path`; `@query` when the
//!   request has a query; `ucp-agent`, `signature-agent` and `idempotency-key` when present, plus
//!   any header the caller names (for example `authorization`); `content-digest` and
//!   `content-type` when there is a body. A signature covering less is not accepted;
//! - `created` is optional; `expires`, when present, must not have passed;
//! - of several signatures, one that verifies is enough.
//!
//! The body itself is checked against `Content-Digest` by [`check_digest`]; the signature covers
//! the header.

mod base;

use http::HeaderMap;

use self::base::{Message, covered_names, header_value, serialize_inner_list, signature_base};
use crate::clip;
use crate::digest::{self, DigestError};
use crate::jwk::{Algorithm, KeySet, SigningKey};

/// The algorithms accepted for HTTP message signatures.
pub const ACCEPTED_ALGORITHMS: &[Algorithm] = &[Algorithm::Es256, Algorithm::Es384, Algorithm::EdDsa];

/// Headers a request signature must cover whenever the request carries them.
const ALWAYS_COVERED_IF_PRESENT: &[&str] = &["ucp-agent", "signature-agent", "idempotency-key"];

/// The label of the signatures this module makes for responses.
const RESPONSE_LABEL: &str = "sig1";

/// Clock skew tolerated by [`verify_response`], in seconds.
const RESPONSE_SKEW_SECS: i64 = 60;

/// The parts of a request that signatures cover.
#[derive(Debug, Clone, Copy)]
pub struct RequestParts<'a> {
    /// The method, as sent (`POST`).
    pub method: &'a str,
    /// The authority (the `Host`), without the default port; `@authority` is its lowercase.
    pub authority: &'a str,
    /// The path as sent, percent-encoding included; empty means `/`.
    pub path: &'a str,
    /// The query string without the leading `?`; `None` when the target has no `?`.
    pub query: Option<&'a str>,
    /// The request headers.
    pub headers: &'a HeaderMap,
    /// Whether the request has content (then `content-digest` and `content-type` must be
    /// covered).
    pub has_body: bool,
}

/// The parts of a response that signatures cover.
#[derive(Debug, Clone, Copy)]
pub struct ResponseParts<'a> {
    /// The status code.
    pub status: u16,
    /// The response headers.
    pub headers: &'a HeaderMap,
}

/// What a request signature must satisfy.
#[derive(Debug, Clone, Copy)]
pub struct VerifyPolicy<'a> {
    /// Header names (any case) a signature must cover when the request carries them, besides
    /// `ucp-agent`, `signature-agent` and `idempotency-key`, which are always required when
    /// present: for example `authorization` or `poppy-session`.
    pub covered_if_present: &'a [&'a str],
    /// Clock skew tolerated on `created` and `expires`, in seconds.
    pub max_skew_secs: i64,
    /// Now, in Unix seconds.
    pub now: i64,
}

/// A signature that verified.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// The signature's label in `Signature-Input` and `Signature`.
    pub label: String,
    /// The `keyid` of the key that verified it.
    pub keyid: String,
    /// The key's algorithm.
    pub algorithm: Algorithm,
    /// The `created` parameter, when present.
    pub created: Option<i64>,
}

/// Why a message's signatures were refused. [`SignatureError::code`] is the UCP error code and
/// [`SignatureError::reason`] says what was wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    /// The message has neither `Signature` nor `Signature-Input`.
    #[error("the message carries no Signature and Signature-Input headers")]
    Missing,
    /// `Signature` or `Signature-Input` is not well-formed; says what is wrong.
    #[error("{0}")]
    Malformed(&'static str),
    /// A `Signature-Input` label has no `Signature` member.
    #[error("Signature-Input names the signature `{label}`, which Signature does not carry")]
    LabelMismatch {
        /// The label.
        label: String,
    },
    /// The signature does not cover a component it must.
    #[error("the signature does not cover `{component}`")]
    CoverageInsufficient {
        /// The component.
        component: String,
    },
    /// The signature covers a component the message does not carry.
    #[error("the signature covers `{component}`, which the message does not carry")]
    ComponentUnavailable {
        /// The component.
        component: String,
    },
    /// The signature covers a component, or uses a component parameter, that is not supported.
    #[error("the signature covers `{component}`, which is not supported")]
    UnsupportedComponent {
        /// The component.
        component: String,
    },
    /// The `expires` parameter has passed.
    #[error("the signature has expired")]
    Expired,
    /// The `created` parameter is in the future.
    #[error("the signature was created in the future")]
    CreatedInFuture,
    /// The signature does not verify under its key.
    #[error("the signature does not verify")]
    VerificationFailed,
    /// No known key has the signature's `keyid`.
    #[error("no known key has the keyid `{keyid}`")]
    KeyNotFound {
        /// The `keyid`.
        keyid: String,
    },
    /// The `alg` parameter is not the key's algorithm, or the key's algorithm is not accepted.
    #[error("the algorithm `{alg}` is not supported for this key")]
    AlgorithmUnsupported {
        /// The algorithm named or implied.
        alg: String,
    },
    /// The message has a body but no `Content-Digest`.
    #[error("the message has a body but no Content-Digest")]
    DigestMissing,
    /// `Content-Digest` does not match the body, or cannot be read.
    #[error("{0}")]
    DigestMismatch(DigestError),
}

impl SignatureError {
    /// The UCP error code: `signature_missing`, `signature_invalid`, `key_not_found`,
    /// `algorithm_unsupported` or `digest_mismatch`.
    pub fn code(&self) -> &'static str {
        match self {
            SignatureError::Missing => "signature_missing",
            SignatureError::KeyNotFound { .. } => "key_not_found",
            SignatureError::AlgorithmUnsupported { .. } => "algorithm_unsupported",
            SignatureError::DigestMismatch(_) => "digest_mismatch",
            SignatureError::Malformed(_)
            | SignatureError::LabelMismatch { .. }
            | SignatureError::CoverageInsufficient { .. }
            | SignatureError::ComponentUnavailable { .. }
            | SignatureError::UnsupportedComponent { .. }
            | SignatureError::Expired
            | SignatureError::CreatedInFuture
            | SignatureError::VerificationFailed
            | SignatureError::DigestMissing => "signature_invalid",
        }
    }

    /// A short human explanation of what was wrong (untrusted parts shortened and made
    /// printable).
    pub fn reason(&self) -> String {
        self.to_string()
    }
}

/// Verifies a request's signatures under UCP's rules (see the module documentation). Returns
/// the first signature that verifies; when none does, the error of the first signature that
/// covered enough, or else of the first one.
pub fn verify_request(req: &RequestParts, keys: &KeySet, policy: &VerifyPolicy) -> Result<Verified, SignatureError> {
    let mut required: Vec<String> = ["@method", "@authority", "@path"].map(String::from).to_vec();
    if req.query.is_some() {
        required.push("@query".into());
    }
    for name in ALWAYS_COVERED_IF_PRESENT.iter().chain(policy.covered_if_present) {
        let name = name.to_ascii_lowercase();
        if req.headers.contains_key(name.as_str()) && !required.contains(&name) {
            required.push(name);
        }
    }
    if req.has_body {
        required.push("content-digest".into());
        if req.headers.contains_key(http::header::CONTENT_TYPE) {
            required.push("content-type".into());
        }
    }
    verify(Message::Request(req), &Rules { keys, required: &required, skew: policy.max_skew_secs, now: policy.now })
}

/// Verifies a response's signatures: they must cover `@status`, and `content-digest` and
/// `content-type` when the response has them. Tolerates 60 seconds of clock skew.
pub fn verify_response(resp: &ResponseParts, keys: &KeySet, now: i64) -> Result<Verified, SignatureError> {
    let mut required = vec!["@status".to_owned()];
    for name in ["content-digest", "content-type"] {
        if resp.headers.contains_key(name) {
            required.push(name.to_owned());
        }
    }
    verify(Message::Response(resp), &Rules { keys, required: &required, skew: RESPONSE_SKEW_SECS, now })
}

/// Checks `Content-Digest` against the raw body. A body without `Content-Digest` is
/// `signature_invalid` (the signature must cover one); a digest that does not match or cannot be
/// read is `digest_mismatch`. An empty body without `Content-Digest` passes.
pub fn check_digest(headers: &HeaderMap, body: &[u8]) -> Result<(), SignatureError> {
    match header_value(headers, "content-digest") {
        None if body.is_empty() => Ok(()),
        None => Err(SignatureError::DigestMissing),
        Some(value) => {
            let value =
                std::str::from_utf8(&value).map_err(|_| SignatureError::DigestMismatch(DigestError::Malformed))?;
            digest::verify_content_digest(value, body).map_err(SignatureError::DigestMismatch)
        }
    }
}

/// What a signature is checked against.
struct Rules<'r> {
    keys: &'r KeySet,
    /// Components every accepted signature covers.
    required: &'r [String],
    /// Clock skew tolerated on `created` and `expires`, in seconds.
    skew: i64,
    now: i64,
}

fn verify(message: Message<'_, '_>, rules: &Rules<'_>) -> Result<Verified, SignatureError> {
    let headers = message.headers();
    let (inputs, signatures) = match (dictionary(headers, "signature-input"), dictionary(headers, "signature")) {
        (None, None) => return Err(SignatureError::Missing),
        (Some(_), None) => return Err(SignatureError::Malformed("Signature-Input comes without Signature")),
        (None, Some(_)) => return Err(SignatureError::Malformed("Signature comes without Signature-Input")),
        (Some(inputs), Some(signatures)) => (
            inputs.map_err(|_| SignatureError::Malformed("Signature-Input is not a structured dictionary"))?,
            signatures.map_err(|_| SignatureError::Malformed("Signature is not a structured dictionary"))?,
        ),
    };
    let mut first_error: Option<SignatureError> = None;
    for (label, input) in &inputs {
        match verify_one(message, rules, label.as_str(), input, &signatures) {
            Ok(verified) => return Ok(verified),
            Err(error) => {
                // Keep the first failure, unless a signature that covered enough fails later:
                // its failure says more.
                let coverage = |e: &SignatureError| matches!(e, SignatureError::CoverageInsufficient { .. });
                if first_error.as_ref().is_none_or(|kept| coverage(kept) && !coverage(&error)) {
                    first_error = Some(error);
                }
            }
        }
    }
    Err(first_error.unwrap_or(SignatureError::Malformed("Signature-Input holds no signature")))
}

fn verify_one(
    message: Message<'_, '_>,
    rules: &Rules<'_>,
    label: &str,
    input: &sfv::ListEntry,
    signatures: &sfv::Dictionary,
) -> Result<Verified, SignatureError> {
    let sfv::ListEntry::InnerList(list) = input else {
        return Err(SignatureError::Malformed("a Signature-Input member is not an inner list"));
    };
    let signature = match signatures.get(label) {
        None => return Err(SignatureError::LabelMismatch { label: clip(label) }),
        Some(sfv::ListEntry::Item(sfv::Item { bare_item: sfv::BareItem::ByteSequence(bytes), .. })) => bytes,
        Some(_) => return Err(SignatureError::Malformed("a Signature member is not a byte sequence")),
    };
    let covered = covered_names(list)?;
    if let Some(missing) = rules.required.iter().find(|r| !covered.contains(&r.as_str())) {
        return Err(SignatureError::CoverageInsufficient { component: missing.clone() });
    }

    let params = Params::read(&list.params)?;
    if params.expires.is_some_and(|expires| rules.now > expires.saturating_add(rules.skew)) {
        return Err(SignatureError::Expired);
    }
    if params.created.is_some_and(|created| created > rules.now.saturating_add(rules.skew)) {
        return Err(SignatureError::CreatedInFuture);
    }
    let key = rules.keys.find(params.keyid).ok_or_else(|| SignatureError::KeyNotFound { keyid: clip(params.keyid) })?;
    let algorithm = key.algorithm();
    if !ACCEPTED_ALGORITHMS.contains(&algorithm) {
        return Err(SignatureError::AlgorithmUnsupported { alg: algorithm.httpsig_name().to_owned() });
    }
    if let Some(alg) = params.alg
        && alg != algorithm.httpsig_name()
    {
        return Err(SignatureError::AlgorithmUnsupported { alg: clip(alg) });
    }

    let base = signature_base(message, list)?;
    key.verify(&base, signature).map_err(|_| SignatureError::VerificationFailed)?;
    Ok(Verified { label: label.to_owned(), keyid: params.keyid.to_owned(), algorithm, created: params.created })
}

/// The signature parameters this module reads; others (`nonce`, `tag`) are ignored.
struct Params<'l> {
    keyid: &'l str,
    alg: Option<&'l str>,
    created: Option<i64>,
    expires: Option<i64>,
}

impl<'l> Params<'l> {
    fn read(params: &'l sfv::Parameters) -> Result<Params<'l>, SignatureError> {
        let string = |name: &str, what| match params.get(name) {
            None => Ok(None),
            Some(sfv::BareItem::String(s)) => Ok(Some(s.as_str())),
            Some(_) => Err(SignatureError::Malformed(what)),
        };
        let integer = |name: &str, what| match params.get(name) {
            None => Ok(None),
            Some(sfv::BareItem::Integer(i)) => Ok(Some(i64::from(*i))),
            Some(_) => Err(SignatureError::Malformed(what)),
        };
        Ok(Params {
            keyid: string("keyid", "the keyid parameter is not a string")?
                .ok_or(SignatureError::Malformed("the signature has no keyid parameter"))?,
            alg: string("alg", "the alg parameter is not a string")?,
            created: integer("created", "the created parameter is not an integer")?,
            expires: integer("expires", "the expires parameter is not an integer")?,
        })
    }
}

/// A header parsed as a Structured Field Dictionary; `None` when absent.
fn dictionary(headers: &HeaderMap, name: &str) -> Option<Result<sfv::Dictionary, ()>> {
    let value = header_value(headers, name)?;
    Some(std::str::from_utf8(&value).map_err(|_| ()).and_then(|v| sfv::Parser::new(v).parse().map_err(|_| ())))
}

/// Signs a request, covering `components` in order, with `created` (when given) and `keyid`
/// parameters and no `alg` (UCP derives it from the key). Returns the `Signature-Input` and
/// `Signature` header values.
///
/// # Panics
/// If a component is one the request does not carry or that is not supported, if `label` is not
/// a Structured Field key (lowercase letters, digits, `_-.*`), or if the key's kid is not
/// printable ASCII: all are the caller's choice, not the peer's.
pub fn sign_request(
    req: &RequestParts,
    components: &[&str],
    key: &SigningKey,
    created: Option<i64>,
    label: &str,
) -> (String, String) {
    sign(Message::Request(req), components, key, created, label)
}

/// Signs a response with label `sig1`, covering `@status`, and `content-digest` and
/// `content-type` when present, with `created` and `keyid` parameters. Returns the
/// `Signature-Input` and `Signature` header values.
///
/// # Panics
/// If the key's kid is not printable ASCII.
pub fn sign_response(resp: &ResponseParts, key: &SigningKey, created: i64) -> (String, String) {
    // Every response a server sends is signed, so this is written out directly rather than
    // through `sfv` structures as `sign` is (the tests hold the two to the same output): the
    // covered components' lines, then the same inner list as `@signature-params` and as the
    // `Signature-Input` member.
    let mut base = Vec::with_capacity(256);
    let mut list = String::with_capacity(128);
    base.extend_from_slice(b"\"@status\": ");
    base.extend_from_slice(resp.status.to_string().as_bytes());
    list.push_str("(\"@status\"");
    for name in ["content-digest", "content-type"] {
        if let Some(value) = header_value(resp.headers, name) {
            base.extend_from_slice(b"\n\"");
            base.extend_from_slice(name.as_bytes());
            base.extend_from_slice(b"\": ");
            base.extend_from_slice(&value);
            list.push_str(" \"");
            list.push_str(name);
            list.push('"');
        }
    }
    let kid = key.kid();
    assert!(kid.bytes().all(|b| (0x20..0x7f).contains(&b)), "a kid is printable ASCII");
    list.push_str(");created=");
    list.push_str(&created.to_string());
    list.push_str(";keyid=\"");
    for c in kid.chars() {
        if matches!(c, '"' | '\\') {
            list.push('\\');
        }
        list.push(c);
    }
    list.push('"');
    base.extend_from_slice(b"\n\"@signature-params\": ");
    base.extend_from_slice(list.as_bytes());
    let signature = key.sign(&base);
    let mut encoded = String::with_capacity(RESPONSE_LABEL.len() + 2 + signature.len().div_ceil(3) * 4 + 1);
    encoded.push_str(RESPONSE_LABEL);
    encoded.push_str("=:");
    base64::engine::Engine::encode_string(&base64::engine::general_purpose::STANDARD, &signature, &mut encoded);
    encoded.push(':');
    (format!("{RESPONSE_LABEL}={list}"), encoded)
}

fn sign(
    message: Message<'_, '_>,
    components: &[&str],
    key: &SigningKey,
    created: Option<i64>,
    label: &str,
) -> (String, String) {
    let items = components
        .iter()
        .map(|c| sfv::Item::new(sfv::String::from_string((*c).to_owned()).expect("a component name is ASCII")))
        .collect();
    let mut params = sfv::Parameters::new();
    if let Some(created) = created {
        let created = sfv::Integer::try_from(created).expect("created fits a structured integer");
        params.insert(sfv::Key::from_string("created".into()).expect("a key"), sfv::BareItem::Integer(created));
    }
    let keyid = sfv::String::from_string(key.kid().to_owned()).expect("a kid is printable ASCII");
    params.insert(sfv::Key::from_string("keyid".into()).expect("a key"), sfv::BareItem::String(keyid));
    let list = sfv::InnerList::with_params(items, params);

    let base = signature_base(message, &list).unwrap_or_else(|e| panic!("cannot sign: {e}"));
    let signature = key.sign(&base);
    let label = sfv::KeyRef::from_str(label).expect("the label is a structured field key");
    let input = format!("{}={}", label.as_str(), serialize_inner_list(&list));
    let mut ser = sfv::DictSerializer::new();
    ser.bare_item(label, signature.as_slice());
    (input, ser.finish().expect("one member was written"))
}

#[cfg(test)]
mod tests;
