//! Limits that protect the service: a per-client request rate on the UCP endpoints (429), a
//! cap on requests in flight (503), and a deadline per request (503). Each refusal carries
//! `Retry-After` (and `data.retry_after` over MCP).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::Response;
use concierge_core::{Code, UcpError};
use concierge_service::Concierge;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use tokio::sync::Semaphore;

use crate::errors;

/// Requests per minute per client address.
#[derive(Clone)]
pub(crate) struct RateLimit {
    limiter: Option<Arc<DefaultKeyedRateLimiter<IpAddr>>>,
    app: Concierge,
}

impl RateLimit {
    pub(crate) fn new(app: &Concierge) -> Self {
        let limiter = NonZeroU32::new(app.config().limits.rate_limit_per_minute)
            .map(|n| Arc::new(RateLimiter::keyed(Quota::per_minute(n))));
        RateLimit { limiter, app: app.clone() }
    }
}

pub(crate) async fn rate_limit(State(state): State<RateLimit>, request: Request, next: Next) -> Response {
    if let Some(limiter) = &state.limiter {
        let client = request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
        if let Err(not_until) = limiter.check_key(&client) {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            if limiter.len() > 100_000 {
                limiter.retain_recent();
            }
            let e = UcpError::new(Code::RateLimited, "Too many requests from this client; slow down and retry later.")
                .retry_after(seconds.max(1));
            return errors::for_path(&state.app, request.uri().path(), e);
        }
    }
    next.run(request).await
}

/// Requests in flight.
#[derive(Clone)]
pub(crate) struct Concurrency {
    permits: Arc<Semaphore>,
    app: Concierge,
}

impl Concurrency {
    pub(crate) fn new(app: &Concierge) -> Self {
        Concurrency { permits: Arc::new(Semaphore::new(app.config().limits.max_concurrent_requests)), app: app.clone() }
    }
}

pub(crate) async fn concurrency(State(state): State<Concurrency>, request: Request, next: Next) -> Response {
    let Ok(_permit) = state.permits.try_acquire() else {
        let e = UcpError::new(Code::Unavailable, "The server is at capacity; retry shortly.").retry_after(1);
        return errors::for_path(&state.app, request.uri().path(), e);
    };
    next.run(request).await
}

/// A deadline for each request.
#[derive(Clone)]
pub(crate) struct Timeout {
    limit: Duration,
    app: Concierge,
}

impl Timeout {
    pub(crate) fn new(app: &Concierge) -> Self {
        Timeout { limit: Duration::from_secs(app.config().server.request_timeout_secs), app: app.clone() }
    }
}

/// How much longer than its deadline an MCP request may run here: the MCP endpoint enforces the
/// deadline itself, so that its error carries the request's id, and this layer is its backstop.
const MCP_BACKSTOP: Duration = Duration::from_secs(2);

pub(crate) async fn timeout(State(state): State<Timeout>, request: Request, next: Next) -> Response {
    let path = request.uri().path().to_owned();
    let limit = if errors::is_mcp(&path) { state.limit + MCP_BACKSTOP } else { state.limit };
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => {
            tracing::warn!(limit_secs = state.limit.as_secs(), "request timed out");
            let e = UcpError::new(Code::Unavailable, "The request took too long; retry shortly.").retry_after(1);
            errors::for_path(&state.app, &path, e)
        }
    }
}
