//! Request ids and the one log line per request.
//!
//! The id is the caller's `Request-Id` when it sent a reasonable one (REST requires a UUID;
//! MCP clients often send one too), else a fresh UUID. It is echoed on the response and carried
//! by every log line of the request. Only the path is logged, never the query string, headers
//! or body.

use std::time::Instant;

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;
use tracing::Instrument;

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
    let started = Instant::now();
    let mut response = next.run(request).instrument(span.clone()).await;
    if let Ok(v) = HeaderValue::from_str(&id) {
        response.headers_mut().insert("request-id", v);
    }
    span.in_scope(|| {
        tracing::info!(
            status = response.status().as_u16(),
            latency_us = started.elapsed().as_micros() as u64,
            "request"
        );
    });
    response
}
