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
use axum::extract::{ConnectInfo, Request};
use axum::http::{HeaderValue, header};
use axum::response::Response;
use concierge_core::{Code, UcpError};
use concierge_service::Concierge;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

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

    /// The application whose limits these are.
    pub(crate) fn app(&self) -> &Concierge {
        &self.app
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
    hex::encode(&digest[..12])
}

impl RateLimit {
    /// Who `request` is from, as the rate limit counts it.
    pub(crate) fn client_of(&self, request: &Request) -> IpAddr {
        self.clients.of(request)
    }

    /// Whether `client` may have another request now: `rate_limited` with the seconds to wait
    /// when it may not.
    pub(crate) async fn check(&self, client: IpAddr) -> Result<(), UcpError> {
        let Some(limiter) = &self.limiter else { return Ok(()) };
        if let Err(not_until) = limiter.check_key(&client) {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            if limiter.len() > 100_000 {
                limiter.retain_recent();
            }
            return Err(too_many(seconds, "rate"));
        }
        if self.cluster
            && let Some(seconds) = self.cluster_wait(client).await
        {
            return Err(too_many(seconds, "cluster_rate"));
        }
        Ok(())
    }
}

fn too_many(seconds: u64, limit: &'static str) -> UcpError {
    metrics::counter!("concierge_rate_limited_total", "limit" => limit).increment(1);
    UcpError::new(Code::RateLimited, "Too many requests from this client; slow down and retry later.")
        .retry_after(seconds.max(1))
}

/// A deadline for each request.
#[derive(Clone)]
pub(crate) struct Timeout {
    limit: Duration,
}

impl Timeout {
    pub(crate) fn new(app: &Concierge) -> Self {
        Timeout { limit: Duration::from_secs(app.config().server.request_timeout_secs) }
    }

    /// Runs `handling` for a request to `path` within the deadline. The MCP endpoint enforces
    /// the deadline itself, so that its error carries the request's id: for it this is a
    /// backstop, a little later.
    pub(crate) async fn run(&self, path: &str, handling: impl Future<Output = Response>) -> Result<Response, UcpError> {
        let limit = if errors::is_mcp(path) { self.limit + MCP_BACKSTOP } else { self.limit };
        tokio::time::timeout(limit, handling).await.map_err(|_| {
            tracing::warn!(limit_secs = self.limit.as_secs(), "request timed out");
            UcpError::timed_out()
        })
    }
}

/// How much longer than its deadline an MCP request may run here.
const MCP_BACKSTOP: Duration = Duration::from_secs(2);

/// How the body is read.
#[derive(Clone)]
pub(crate) struct BodyRead {
    max_bytes: usize,
    limit: Duration,
}

impl BodyRead {
    pub(crate) fn new(app: &Concierge) -> Self {
        let c = app.config();
        BodyRead { max_bytes: c.limits.max_body_bytes, limit: Duration::from_secs(c.server.body_read_timeout_secs) }
    }

    /// Reads the whole body, within `server.body_read_timeout_secs` and `limits.max_body_bytes`,
    /// before the request is checked further or takes a turn: a client that sends its body
    /// slowly, or never, holds no handling slot. A declared length over the limit is refused
    /// before a byte of the body is read. (A request with both `Content-Length` and
    /// `Transfer-Encoding` never gets here with both: hyper reads it by the transfer coding
    /// alone and closes the connection after the response, as RFC 9112 §6.3 allows, so it
    /// cannot desynchronise the connection.) Returns the request with its body in memory, and
    /// its [`Route`] (the labels its metrics are recorded under and its admission class, which
    /// for MCP only the body tells). A refusal's response must close the connection (see
    /// [`closing`]): the rest of the body may still be on its way.
    pub(crate) async fn read(&self, request: Request) -> Result<(Request, Route), UcpError> {
        let (parts, body) = request.into_parts();
        let declared =
            parts.headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
        if declared.is_some_and(|n| n > self.max_bytes as u64) {
            return Err(UcpError::body_too_large(self.max_bytes));
        }
        let read = http_body_util::BodyExt::collect(http_body_util::Limited::new(body, self.max_bytes));
        let bytes = match tokio::time::timeout(self.limit, read).await {
            Ok(Ok(collected)) => collected.to_bytes(),
            Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => {
                return Err(UcpError::body_too_large(self.max_bytes));
            }
            // The client went away mid-body: nobody is there to read an answer.
            Ok(Err(_)) => return Err(UcpError::new(Code::InvalidRequest, "The body could not be read.")),
            Err(_) => {
                return Err(UcpError::new(
                    Code::RequestTimeout,
                    format!("The body did not arrive within {} s.", self.limit.as_secs()),
                ));
            }
        };
        let route = Route::of(parts.uri.path(), &bytes);
        Ok((Request::from_parts(parts, Body::from(bytes)), route))
    }
}

/// The response, marked as the last on its connection.
pub(crate) fn closing(mut response: Response) -> Response {
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
