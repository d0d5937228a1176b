//! Limits on one request: its body is read in full, within a time and a size, before anything
//! else happens (408, 413); a per-client request rate on the UCP endpoints (429); and a
//! deadline for handling it (503). Who gets a turn is [`crate::admission`]'s job. Refusals carry
//! `Retry-After` (and `data.retry_after` over MCP); a refusal that leaves a body unread says
//! `Connection: close`, so the client does not send its next request down a connection the
//! server is about to drop.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;
use concierge_core::{Code, UcpError};
use concierge_service::Concierge;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::admission::Class;
use crate::errors;
use crate::metrics::Route;

/// Who a request is from, for per-client limits: the peer's address or, when the peer is a
/// trusted proxy (`server.trusted_proxies`), the nearest address in `X-Forwarded-For` that is
/// not itself one (an unreadable entry stops the walk at the last trusted hop: a client cannot
/// pose as someone else by writing the header itself, only proxies are believed).
#[derive(Clone, Debug, Default)]
pub(crate) struct ClientAddress {
    trusted: Arc<[ipnet::IpNet]>,
}

impl ClientAddress {
    pub(crate) fn new(app: &Concierge) -> Self {
        let trusted = app
            .config()
            .server
            .trusted_proxies
            .iter()
            .filter_map(|p| concierge_service::config::parse_network(p))
            .filter_map(|(addr, len)| ipnet::IpNet::new(addr, len).ok().map(|n| n.trunc()))
            .collect();
        ClientAddress { trusted }
    }

    fn trusts(&self, addr: IpAddr) -> bool {
        self.trusted.iter().any(|n| n.contains(&addr))
    }

    /// The client's address (unspecified when the request came without a socket, as in tests).
    pub(crate) fn of(&self, request: &Request) -> IpAddr {
        let peer = request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
        if !self.trusts(peer) {
            return peer;
        }
        let mut client = peer;
        // The nearest hop is the last entry of the last header.
        for value in request.headers().get_all("x-forwarded-for").iter().rev() {
            let Ok(text) = value.to_str() else { return client };
            for entry in text.rsplit(',') {
                let Ok(addr) = entry.trim().parse::<IpAddr>() else { return client };
                client = addr;
                if !self.trusts(addr) {
                    return addr;
                }
            }
        }
        client
    }
}

/// Requests per minute per client address: in this process (a token bucket), and, with
/// `limits.rate_limit_scope = "cluster"`, also across the replicas sharing the database (a
/// fixed one-minute window counted in storage).
#[derive(Clone)]
pub(crate) struct RateLimit {
    limiter: Option<Arc<DefaultKeyedRateLimiter<IpAddr>>>,
    cluster: bool,
    clients: ClientAddress,
    app: Concierge,
}

impl RateLimit {
    pub(crate) fn new(app: &Concierge) -> Self {
        let limits = &app.config().limits;
        let limiter =
            NonZeroU32::new(limits.rate_limit_per_minute).map(|n| Arc::new(RateLimiter::keyed(Quota::per_minute(n))));
        let cluster = limits.rate_limit_scope == concierge_service::config::RateLimitScope::Cluster;
        RateLimit { limiter, cluster, clients: ClientAddress::new(app), app: app.clone() }
    }

    /// Seconds until the client's cluster-wide window ends, when it is spent. The window is on
    /// the real clock (not a fixed `--now`), and the client is stored only as a keyed hash of
    /// its address. A storage failure admits the request: this replica's own limit still holds.
    async fn cluster_wait(&self, client: IpAddr) -> Option<u64> {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).ok()?.as_secs() as i64;
        let window = now - now.rem_euclid(60);
        let bucket = client_bucket(client);
        match self.app.database().storage().count_request(&bucket, window, window + 120).await {
            Ok(count) if count > i64::from(self.app.config().limits.rate_limit_per_minute) => {
                Some((window + 60 - now).max(1) as u64)
            }
            Ok(_) => None,
            Err(e) => {
                tracing::debug!(reason = %e, "cluster-wide rate window unavailable; this replica's limit holds");
                None
            }
        }
    }
}

/// The stored name of a client's rate window: not its address, which storage need not hold.
fn client_bucket(client: IpAddr) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(format!("concierge rate window\0{client}"));
    digest[..12].iter().map(|b| format!("{b:02x}")).collect()
}

fn too_many(state: &RateLimit, path: &str, seconds: u64, limit: &'static str) -> Response {
    let e = UcpError::new(Code::RateLimited, "Too many requests from this client; slow down and retry later.")
        .retry_after(seconds.max(1));
    metrics::counter!("concierge_rate_limited_total", "limit" => limit).increment(1);
    errors::for_path(&state.app, path, e)
}

pub(crate) async fn rate_limit(State(state): State<RateLimit>, request: Request, next: Next) -> Response {
    if let Some(limiter) = &state.limiter {
        let client = state.clients.of(&request);
        if let Err(not_until) = limiter.check_key(&client) {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            if limiter.len() > 100_000 {
                limiter.retain_recent();
            }
            return too_many(&state, request.uri().path(), seconds, "rate");
        }
        if state.cluster
            && let Some(seconds) = state.cluster_wait(client).await
        {
            return too_many(&state, request.uri().path(), seconds, "cluster_rate");
        }
    }
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
            errors::for_path(&state.app, &path, UcpError::timed_out())
        }
    }
}

/// How the body is read.
#[derive(Clone)]
pub(crate) struct BodyRead {
    max_bytes: usize,
    limit: Duration,
    app: Concierge,
}

impl BodyRead {
    pub(crate) fn new(app: &Concierge) -> Self {
        let c = app.config();
        BodyRead {
            max_bytes: c.limits.max_body_bytes,
            limit: Duration::from_secs(c.server.body_read_timeout_secs),
            app: app.clone(),
        }
    }
}

/// Reads the whole body, within `server.body_read_timeout_secs` and `limits.max_body_bytes`,
/// before the request is checked further or takes a turn: a client that sends its body slowly,
/// or never, holds no handling slot. A declared length over the limit is refused before a byte
/// of the body is read. (A request with both `Content-Length` and `Transfer-Encoding` never
/// gets here with both: hyper reads it by the transfer coding alone and closes the connection
/// after the response, as RFC 9112 §6.3 allows, so it cannot desynchronise the connection.)
/// Tags the request with its [`Class`], and the response with the request's [`Route`] (the
/// labels its metrics are recorded under, which for MCP only the body tells).
pub(crate) async fn read_body(State(state): State<BodyRead>, request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    let path = parts.uri.path().to_owned();
    let refuse = |e: UcpError| closing(errors::for_path(&state.app, &path, e));
    let declared =
        parts.headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > state.max_bytes as u64) {
        return refuse(UcpError::body_too_large(state.max_bytes));
    }
    let read = http_body_util::BodyExt::collect(http_body_util::Limited::new(body, state.max_bytes));
    let bytes = match tokio::time::timeout(state.limit, read).await {
        Ok(Ok(collected)) => collected.to_bytes(),
        Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => {
            return refuse(UcpError::body_too_large(state.max_bytes));
        }
        // The client went away mid-body: nobody is there to read an answer.
        Ok(Err(_)) => return refuse(UcpError::new(Code::InvalidRequest, "The body could not be read.")),
        Err(_) => {
            return refuse(UcpError::new(
                Code::RequestTimeout,
                format!("The body did not arrive within {} s.", state.limit.as_secs()),
            ));
        }
    };
    let route = Route::of(&path, &bytes);
    let mut request = Request::from_parts(parts, Body::from(bytes));
    request.extensions_mut().insert(Class::of_route(route));
    let mut response = next.run(request).await;
    response.extensions_mut().insert(route);
    response
}

/// The response, marked as the last on its connection.
fn closing(mut response: Response) -> Response {
    response.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request_from(peer: [u8; 4], forwarded: &[&str]) -> Request {
        let mut builder = Request::builder().uri("/ucp/locations/search");
        for value in forwarded {
            builder = builder.header("x-forwarded-for", *value);
        }
        let mut request = builder.body(Body::empty()).unwrap();
        request.extensions_mut().insert(ConnectInfo(SocketAddr::from((peer, 4000))));
        request
    }

    fn trusting(networks: &[(&str, u8)]) -> ClientAddress {
        ClientAddress {
            trusted: networks.iter().map(|(a, n)| ipnet::IpNet::new(a.parse().unwrap(), *n).unwrap()).collect(),
        }
    }

    #[test]
    fn forwarded_addresses_are_believed_only_from_trusted_proxies() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let nobody = ClientAddress::default();
        assert_eq!(nobody.of(&request_from([127, 0, 0, 1], &["198.51.100.7"])), ip("127.0.0.1"), "no proxy trusted");
        let proxies = trusting(&[("127.0.0.1", 32), ("10.0.0.0", 8)]);
        assert_eq!(proxies.of(&request_from([127, 0, 0, 1], &["198.51.100.7"])), ip("198.51.100.7"));
        assert_eq!(
            proxies.of(&request_from([127, 0, 0, 1], &["203.0.113.66, 198.51.100.7, 10.1.2.3"])),
            ip("198.51.100.7"),
            "the nearest untrusted hop, not what the client wrote leftmost"
        );
        assert_eq!(
            proxies.of(&request_from([127, 0, 0, 1], &["203.0.113.66", "198.51.100.7"])),
            ip("198.51.100.7"),
            "the last header is the nearest"
        );
        assert_eq!(
            proxies.of(&request_from([198, 51, 100, 9], &["203.0.113.66"])),
            ip("198.51.100.9"),
            "an untrusted peer"
        );
        assert_eq!(proxies.of(&request_from([127, 0, 0, 1], &["junk, 10.1.2.3"])), ip("10.1.2.3"), "stops at junk");
        assert_eq!(proxies.of(&request_from([127, 0, 0, 1], &[])), ip("127.0.0.1"), "no header: the proxy itself");
    }

    #[test]
    fn each_client_has_its_own_window_under_a_name_that_is_not_its_address() {
        let a = client_bucket(IpAddr::from([203, 0, 113, 9]));
        assert_eq!(a, client_bucket(IpAddr::from([203, 0, 113, 9])), "stable across replicas");
        assert_ne!(a, client_bucket(IpAddr::from([203, 0, 113, 10])));
        assert!(!a.contains("203") && a.len() == 24, "{a}");
    }
}
