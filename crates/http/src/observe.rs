//! Request ids, the one log line per request, and the request's metrics.
//!
//! The id is the caller's `Request-Id` when it sent a reasonable one (REST requires a UUID;
//! MCP clients often send one too), else a fresh UUID. It is echoed on the response and carried
//! by every log line of the request. Only the path is logged, never the query string, headers
//! or body. The closing log line names the request's operation, transport and outcome (`ok` or
//! the UCP error code, which for MCP is inside a 200 as often as not), exactly as
//! `concierge_requests_total` counts it (see [`crate::metrics`]).

use std::time::Instant;

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;
use tracing::Instrument;

use crate::metrics::{self, InFlight, Outcome, Route};

pub(crate) async fn request_id_and_log(request: Request, next: Next) -> Response {
    let id = request
        .headers()
        .get("request-id")
        .and_then(|v| v.to_str().ok())
        .filter(|s| !s.is_empty() && s.len() <= 128 && s.bytes().all(|b| b.is_ascii_graphic()))
        .map(str::to_owned)
        .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
    let span =
        tracing::info_span!("request", request_id = %id, method = %request.method(), path = %request.uri().path());
    // What the path alone tells; the body-reading layer sets the full route on the response.
    let by_path = Route::of_path(request.uri().path());
    let started = Instant::now();
    let in_flight = InFlight::enter();
    let mut response = next.run(request).instrument(span.clone()).await;
    drop(in_flight);
    let elapsed = started.elapsed();
    if let Ok(v) = HeaderValue::from_str(&id) {
        response.headers_mut().insert("request-id", v);
    }
    let route = response.extensions().get::<Route>().copied().unwrap_or(by_path);
    let outcome = Outcome::of(&response);
    metrics::record_request(route, outcome, elapsed);
    span.in_scope(|| {
        tracing::info!(
            status = response.status().as_u16(),
            latency_us = elapsed.as_micros() as u64,
            operation = route.operation.label(),
            transport = route.transport.label(),
            outcome = outcome.label(),
            "request"
        );
    });
    response
}
