//! Request ids, the one log line per request, and the request's metrics.
//!
//! The id is the caller's `Request-Id` when it sent a reasonable one (REST requires a UUID;
//! MCP clients often send one too), else a fresh UUID. It is echoed on the response and carried
//! by every log line of the request, in the `request` span. Only the path is logged, never the
//! query string, headers or body.
//!
//! Each request is logged once, when it is answered. The line names the request's operation,
//! transport and outcome (`ok` or the UCP error code, which for MCP is inside a 200 as often as
//! not), exactly as `concierge_requests_total` counts it (see [`crate::metrics`]); its message is
//! `operation served`, `operation refused` (`capabilities_incompatible`) or `operation failed`
//! for a UCP operation, `request` for anything else. What only the operation knows (a
//! privacy-safe summary of the payload, how many locations it returned, how Ask answered) the
//! service records into the span's empty fields below, so it rides on the same line rather than
//! on a line of its own.

use std::time::Instant;

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::response::Response;
use concierge_core::Code;

use crate::metrics::{self, InFlight, Outcome, Route};

/// A request being served: its id and span, from its arrival to its log line.
pub(crate) struct RequestLog {
    id: String,
    span: tracing::Span,
    /// What the path alone tells (an MCP request's operation needs its body).
    by_path: Route,
    started: Instant,
    _in_flight: InFlight,
}

impl RequestLog {
    /// Starts the log of `request`, as it arrives.
    pub(crate) fn begin(request: &Request) -> Self {
        let id = request
            .headers()
            .get("request-id")
            .and_then(|v| v.to_str().ok())
            .filter(|s| !s.is_empty() && s.len() <= 128 && s.bytes().all(|b| b.is_ascii_graphic()))
            .map_or_else(fresh_id, str::to_owned);
        let span = tracing::info_span!(
            "request",
            request_id = id.as_str(),
            method = request.method().as_str(),
            path = logged_path(request.uri().path()).as_ref(),
            // Recorded by the service (`concierge_service::operations`, `…::ask`) when it runs one.
            request = tracing::field::Empty,
            locations = tracing::field::Empty,
            answer = tracing::field::Empty,
            links = tracing::field::Empty,
            turn = tracing::field::Empty,
            composed = tracing::field::Empty,
        );
        RequestLog {
            id,
            span,
            by_path: Route::of_path(request.uri().path()),
            started: Instant::now(),
            _in_flight: InFlight::enter(),
        }
    }

    /// The request's span: every line logged while it is handled carries its id.
    pub(crate) fn span(&self) -> &tracing::Span {
        &self.span
    }

    /// Ends the log with `response`, on `route` when the body was read (else what the path
    /// tells): echoes the id, counts the request and writes its line; returns the route and the
    /// outcome it was counted under.
    pub(crate) fn finish(self, route: Option<Route>, response: &mut Response) -> (Route, Outcome) {
        let elapsed = self.started.elapsed();
        if let Ok(v) = HeaderValue::from_str(&self.id) {
            response.headers_mut().insert("request-id", v);
        }
        let route = route.unwrap_or(self.by_path);
        let outcome = Outcome::of(response);
        metrics::record_request(route, outcome, elapsed);
        // One literal message per kind of line (not a formatted one): cheaper to log.
        macro_rules! line {
            ($message:literal) => {
                tracing::info!(
                    status = response.status().as_u16(),
                    latency_us = elapsed.as_micros() as u64,
                    operation = route.operation.label(),
                    transport = route.transport.label(),
                    outcome = outcome.label(),
                    $message
                )
            };
        }
        let _in = self.span.enter();
        match message(route, outcome) {
            Message::Request => line!("request"),
            Message::Served => line!("operation served"),
            Message::Refused => line!("operation refused"),
            Message::Failed => line!("operation failed"),
        }
        (route, outcome)
    }
}

/// The longest path logged, in characters: the client chooses it.
const PATH_MAX_CHARS: usize = 256;

/// The path as logged: whole when short (every path Concierge serves is), else cut with `…`.
fn logged_path(path: &str) -> std::borrow::Cow<'_, str> {
    if path.len() <= PATH_MAX_CHARS {
        std::borrow::Cow::Borrowed(path)
    } else {
        std::borrow::Cow::Owned(concierge_core::untrusted::clip(path, PATH_MAX_CHARS))
    }
}

/// A fresh request id: a random (v4) UUID, from the thread's CSPRNG rather than a system call
/// per request.
fn fresh_id() -> String {
    uuid::Builder::from_random_bytes(rand::random()).into_uuid().to_string()
}

/// What a request's line says: `request`, or for a UCP operation `operation served`,
/// `operation refused` (`capabilities_incompatible`) or `operation failed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Message {
    Request,
    Served,
    Refused,
    Failed,
}

fn message(route: Route, outcome: Outcome) -> Message {
    if !route.is_operation() {
        return Message::Request;
    }
    match outcome {
        Outcome::Ok => Message::Served,
        Outcome::Code(Code::CapabilitiesIncompatible) => Message::Refused,
        _ => Message::Failed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_path_is_logged_cut() {
        assert_eq!(logged_path("/ucp/locations/search"), "/ucp/locations/search");
        let long = format!("/{}", "a".repeat(10_000));
        let logged = logged_path(&long);
        assert_eq!(logged.chars().count(), PATH_MAX_CHARS + 1);
        assert!(logged.ends_with("a…"), "{logged}");
    }

    #[test]
    fn operations_say_how_they_ended_and_everything_else_is_a_request() {
        let route = |path: &str, body: &[u8]| Route::of(path, body);
        let lookup = route("/ucp/locations/lookup", b"");
        let call =
            route("/ucp/mcp", br#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ask_business"}}"#);
        let list = route("/ucp/mcp", br#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#);
        let refused = Outcome::Code(Code::CapabilitiesIncompatible);
        assert_eq!(message(lookup, Outcome::Ok), Message::Served);
        assert_eq!(message(call, refused), Message::Refused);
        assert_eq!(message(call, Outcome::Code(Code::InvalidRequest)), Message::Failed);
        assert_eq!(message(list, Outcome::Ok), Message::Request);
        assert_eq!(message(route("/.well-known/ucp", b""), Outcome::Ok), Message::Request);
    }

    #[test]
    fn fresh_ids_are_distinct_v4_uuids() {
        let (a, b) = (fresh_id(), fresh_id());
        assert_ne!(a, b);
        let parsed = uuid::Uuid::parse_str(&a).unwrap();
        assert_eq!(parsed.get_version(), Some(uuid::Version::Random));
        assert_eq!(parsed.get_variant(), uuid::Variant::RFC4122);
    }
}
