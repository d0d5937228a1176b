//! The one table of error codes.
//!
//! Every failure Concierge reports, on any transport, is a [`UcpError`] carrying a [`Code`]. The
//! code alone decides the wire name (`code` in UCP messages and in JSON-RPC `error.data`), the HTTP
//! status, the JSON-RPC error code, whether the failure is a transport error or a business outcome,
//! and the message severity. REST and MCP adapters read this table; they never choose statuses
//! themselves. `docs/errors.md` documents the same table and a test keeps the two in step.

use std::fmt;

/// How a code travels on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// A transport or protocol error: a non-2xx HTTP status over REST, a JSON-RPC `error` over MCP.
    Transport,
    /// A business outcome: HTTP 200 with a UCP error body over REST, a successful JSON-RPC result
    /// (`structuredContent`) over MCP.
    BusinessOutcome,
}

/// The shape of a REST error body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RestShape {
    /// `{"code": …, "content": …, "continue_url"?: …}`: UCP's discovery and negotiation errors.
    CodeContent,
    /// `{"ucp": {"version", "status": "error"}, "messages": [ … ]}`: UCP's `error_response`.
    ErrorResponse,
}

macro_rules! error_codes {
    ($(
        $(#[$doc:meta])*
        $variant:ident => $name:literal, $http:literal, $jsonrpc:literal, $delivery:ident, $shape:ident;
    )*) => {
        /// Every error code Concierge can report.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Code {
            $( $(#[$doc])* $variant, )*
        }

        impl Code {
            /// Every code, in table order.
            pub const ALL: &'static [Code] = &[ $( Code::$variant, )* ];

            /// The stable snake_case wire name.
            pub const fn name(self) -> &'static str {
                match self { $( Code::$variant => $name, )* }
            }

            /// The HTTP status this code is served with.
            pub const fn http_status(self) -> u16 {
                match self { $( Code::$variant => $http, )* }
            }

            /// The JSON-RPC error code used over MCP (meaningless for business outcomes, which are
            /// results, not errors).
            pub const fn jsonrpc_code(self) -> i32 {
                match self { $( Code::$variant => $jsonrpc, )* }
            }

            /// Whether the code is a transport error or a business outcome.
            pub const fn delivery(self) -> Delivery {
                match self { $( Code::$variant => Delivery::$delivery, )* }
            }

            /// The REST body shape for this code.
            pub const fn rest_shape(self) -> RestShape {
                match self { $( Code::$variant => RestShape::$shape, )* }
            }
        }
    };
}

error_codes! {
    /// The body is not valid JSON.
    InvalidJson => "invalid_json", 400, -32700, Transport, ErrorResponse;
    /// The request does not match the UCP schema, or names a field Concierge does not know.
    InvalidRequest => "invalid_request", 400, -32602, Transport, ErrorResponse;
    /// A required header is missing or malformed (for example `Request-Id`).
    InvalidHeader => "invalid_header", 400, -32602, Transport, ErrorResponse;
    /// A `filters` member this business does not support.
    UnsupportedFilter => "unsupported_filter", 400, -32602, Transport, ErrorResponse;
    /// `distance.max` is larger than this business can honour; it is never clamped.
    DistanceLimitExceeded => "distance_limit_exceeded", 400, -32602, Transport, ErrorResponse;
    /// A well-formed `serves` target this business cannot evaluate.
    ServesUnevaluable => "serves_unevaluable", 400, -32602, Transport, ErrorResponse;
    /// A `serves` extension target that was not negotiated.
    ServesUnsupported => "serves_unsupported", 400, -32602, Transport, ErrorResponse;
    /// A pagination cursor that was not issued for this exact query, or was altered.
    InvalidCursor => "invalid_cursor", 400, -32602, Transport, ErrorResponse;
    /// The platform profile URL is missing, malformed, or not allowed.
    InvalidProfileUrl => "invalid_profile_url", 400, -32001, Transport, CodeContent;
    /// The platform profile could not be retrieved.
    ProfileUnreachable => "profile_unreachable", 424, -32001, Transport, CodeContent;
    /// The platform profile is not JSON or violates the UCP profile schema.
    ProfileMalformed => "profile_malformed", 422, -32001, Transport, CodeContent;
    /// The platform's protocol version is not one this business supports.
    VersionUnsupported => "version_unsupported", 422, -32001, Transport, CodeContent;
    /// The platform and business share no version of the capability the operation needs.
    CapabilitiesIncompatible => "capabilities_incompatible", 200, 0, BusinessOutcome, ErrorResponse;
    /// The caller is not allowed here (for example a `Host` or `Origin` refused by DNS-rebinding
    /// protection).
    Forbidden => "forbidden", 403, -32000, Transport, ErrorResponse;
    /// The operation needs a signed-in buyer, and no valid access token came with the request
    /// (none, expired, or not for this resource); with a `WWW-Authenticate: Bearer` challenge.
    IdentityRequired => "identity_required", 401, -32000, Transport, ErrorResponse;
    /// The access token lacks a scope the operation requires; the challenge names the full set.
    InsufficientScope => "insufficient_scope", 403, -32000, Transport, ErrorResponse;
    /// Request signatures are required and the request carries none.
    SignatureMissing => "signature_missing", 401, -32000, Transport, ErrorResponse;
    /// The request signature is malformed, does not cover what UCP requires, has expired, or
    /// does not verify.
    SignatureInvalid => "signature_invalid", 401, -32000, Transport, ErrorResponse;
    /// The signature's `keyid` is not among the signing keys of the platform's profile.
    KeyNotFound => "key_not_found", 401, -32000, Transport, ErrorResponse;
    /// `Content-Digest` does not match the body as received.
    DigestMismatch => "digest_mismatch", 400, -32600, Transport, ErrorResponse;
    /// The signature uses an algorithm this business does not accept.
    AlgorithmUnsupported => "algorithm_unsupported", 400, -32600, Transport, ErrorResponse;
    /// The `Poppy-Session` header is malformed, not signed by the personal agent it names, not
    /// for this company, or does not match the access token it travels with.
    InvalidSession => "invalid_session", 400, -32600, Transport, ErrorResponse;
    /// The `Poppy-Session` header names a session that has ended; start a new one.
    SessionEnded => "session_ended", 400, -32600, Transport, ErrorResponse;
    /// The endpoint does not exist.
    NotFound => "not_found", 404, -32601, Transport, ErrorResponse;
    /// The HTTP method is not allowed on this endpoint.
    MethodNotAllowed => "method_not_allowed", 405, -32600, Transport, ErrorResponse;
    /// The same idempotency key was used with a different payload, or its first request is
    /// still running.
    IdempotencyConflict => "idempotency_conflict", 409, -32000, Transport, ErrorResponse;
    /// The body exceeds the configured limit.
    RequestTooLarge => "request_too_large", 413, -32600, Transport, ErrorResponse;
    /// The request's body did not arrive within `server.body_read_timeout_secs`.
    RequestTimeout => "request_timeout", 408, -32600, Transport, ErrorResponse;
    /// The body is not `application/json`.
    UnsupportedMediaType => "unsupported_media_type", 415, -32600, Transport, ErrorResponse;
    /// The caller exceeded its request rate.
    RateLimited => "rate_limited", 429, -32000, Transport, ErrorResponse;
    /// The server is overloaded or shutting down.
    Unavailable => "unavailable", 503, -32000, Transport, ErrorResponse;
    /// Something failed inside Concierge; details are logged, never sent.
    Internal => "internal_error", 500, -32603, Transport, ErrorResponse;
    /// The JSON-RPC message is not a valid request object (MCP only).
    InvalidJsonRpc => "invalid_jsonrpc_request", 400, -32600, Transport, ErrorResponse;
    /// The JSON-RPC method does not exist (MCP only).
    MethodNotFound => "method_not_found", 200, -32601, Transport, ErrorResponse;
    /// The MCP tool does not exist or is not offered to this caller (MCP only).
    UnknownTool => "unknown_tool", 200, -32602, Transport, ErrorResponse;
    /// The `MCP-Protocol-Version` is not one this server speaks (MCP only).
    UnsupportedProtocolVersion => "unsupported_protocol_version", 400, -32022, Transport, ErrorResponse;
    /// An `Mcp-Method` / `Mcp-Name` header disagrees with the body (MCP only).
    HeaderMismatch => "header_mismatch", 400, -32020, Transport, ErrorResponse;
}

impl Code {
    /// The UCP message severity for this code.
    pub const fn severity(self) -> Severity {
        match self {
            Code::CapabilitiesIncompatible | Code::Internal => Severity::Unrecoverable,
            Code::Forbidden | Code::IdentityRequired | Code::InsufficientScope => Severity::RequiresBuyerReview,
            _ => Severity::Recoverable,
        }
    }

    /// The wire name of a code, or `None` when `name` is not one of ours.
    pub fn from_name(name: &str) -> Option<Code> {
        Code::ALL.iter().copied().find(|c| c.name() == name)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// UCP message severity (`message_error.json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// The platform can fix the input and retry.
    Recoverable,
    /// The buyer must provide information.
    RequiresBuyerInput,
    /// The buyer must review or authorise.
    RequiresBuyerReview,
    /// No retry with the same resource can succeed.
    Unrecoverable,
}

/// A failure, ready for any transport.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{code}: {content}")]
pub struct UcpError {
    /// What kind of failure this is.
    pub code: Code,
    /// A human-readable explanation that says what was wrong and how to fix it.
    pub content: String,
    /// RFC 9535 JSONPath of the offending request member (`$.distance.max`), when there is one.
    pub path: Option<String>,
    /// Seconds after which a retry may succeed (429, 503).
    pub retry_after: Option<u64>,
    /// The `WWW-Authenticate` challenge sent with a 401 or 403 (RFC 6750 §3).
    pub challenge: Option<String>,
}

impl UcpError {
    /// A new error with no path.
    pub fn new(code: Code, content: impl Into<String>) -> Self {
        UcpError { code, content: content.into(), path: None, retry_after: None, challenge: None }
    }

    /// `request_too_large`: a body over `limit` bytes (every binding words it the same way).
    pub fn body_too_large(limit: usize) -> Self {
        UcpError::new(Code::RequestTooLarge, format!("The body is larger than {limit} bytes."))
    }

    /// `unavailable`: the request was not handled within its deadline.
    pub fn timed_out() -> Self {
        UcpError::new(Code::Unavailable, "The request took too long; retry shortly.").retry_after(1)
    }

    /// The same error, pointing at a request member.
    pub fn at(mut self, path: impl Into<String>) -> Self {
        let path = path.into();
        // A path can hold a member name the client chose; keep it short.
        self.path =
            Some(if path.len() > crate::untrusted::QUOTE_MAX_CHARS { crate::untrusted::quote(&path) } else { path });
        self
    }

    /// The same error, with a retry hint.
    pub fn retry_after(mut self, seconds: u64) -> Self {
        self.retry_after = Some(seconds);
        self
    }

    /// The same error, with a `WWW-Authenticate` challenge.
    pub fn challenge(mut self, value: impl Into<String>) -> Self {
        self.challenge = Some(value.into());
        self
    }

    /// The content prefixed by the path, as a one-line description (`$.distance.max: …`).
    pub fn describe(&self) -> String {
        match &self.path {
            Some(p) => format!("{p}: {}", self.content),
            None => self.content.clone(),
        }
    }

    /// Re-roots the path under a member of the enclosing document: `$.distance.max` becomes
    /// `$.location.distance.max` for MCP, where the payload sits in the `location` argument.
    pub fn under(mut self, member: &str) -> Self {
        if let Some(p) = &self.path
            && let Some(rest) = p.strip_prefix('$')
        {
            self.path = Some(format!("$.{member}{rest}"));
        }
        self
    }

    /// An internal error. The cause is for logs only: the content sent to callers is generic.
    pub fn internal() -> Self {
        UcpError::new(Code::Internal, "Something went wrong on our side; the failure has been logged.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn names_are_unique_snake_case() {
        let mut seen = HashSet::new();
        for code in Code::ALL {
            assert!(seen.insert(code.name()), "duplicate name {}", code.name());
            assert!(code.name().bytes().all(|b| b.is_ascii_lowercase() || b == b'_'), "{}", code.name());
            assert_eq!(Code::from_name(code.name()), Some(*code));
        }
    }

    #[test]
    fn discovery_errors_follow_ucp() {
        for (code, status) in [
            (Code::InvalidProfileUrl, 400),
            (Code::ProfileUnreachable, 424),
            (Code::ProfileMalformed, 422),
            (Code::VersionUnsupported, 422),
        ] {
            assert_eq!(code.http_status(), status);
            assert_eq!(code.jsonrpc_code(), -32001);
            assert_eq!(code.rest_shape(), RestShape::CodeContent);
        }
        assert_eq!(Code::CapabilitiesIncompatible.delivery(), Delivery::BusinessOutcome);
        assert_eq!(Code::CapabilitiesIncompatible.http_status(), 200);
    }

    #[test]
    fn paths_describe_and_rebase() {
        let e = UcpError::new(Code::InvalidRequest, "must be at most 90").at("$.distance.center.latitude");
        assert_eq!(e.describe(), "$.distance.center.latitude: must be at most 90");
        assert_eq!(e.under("location").path.as_deref(), Some("$.location.distance.center.latitude"));
        assert_eq!(UcpError::new(Code::Internal, "x").under("location").path, None);
    }

    #[test]
    fn auth_conflict_and_load_errors_are_minus_32000() {
        for code in [
            Code::Forbidden,
            Code::IdentityRequired,
            Code::InsufficientScope,
            Code::SignatureMissing,
            Code::SignatureInvalid,
            Code::KeyNotFound,
            Code::IdempotencyConflict,
            Code::RateLimited,
            Code::Unavailable,
        ] {
            assert_eq!(code.jsonrpc_code(), -32000, "{code}");
        }
        assert_eq!(Code::IdentityRequired.http_status(), 401);
        assert_eq!(Code::InsufficientScope.http_status(), 403);
        for code in [Code::DigestMismatch, Code::AlgorithmUnsupported] {
            assert_eq!((code.http_status(), code.jsonrpc_code()), (400, -32600), "{code}");
        }
        for code in [Code::InvalidSession, Code::SessionEnded] {
            assert_eq!(code.http_status(), 400, "{code}");
        }
        assert_eq!(Code::Internal.jsonrpc_code(), -32603);
        assert_eq!(Code::InvalidJson.jsonrpc_code(), -32700);
        assert_eq!(Code::InvalidRequest.jsonrpc_code(), -32602);
    }
}
