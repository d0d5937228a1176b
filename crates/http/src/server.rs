//! The accept loop: HTTP/1.1 connections, each bounded in time and in number, so that slow or
//! idle clients cannot take the server away from the others.
//!
//! - A client has `server.header_read_timeout_secs` to send a request's headers, counted from
//!   when its connection opens or its previous response went out: a connection that sends
//!   nothing, half a header, or sits idle on keep-alive is closed then. (Bodies are bounded by
//!   `limits::BodyRead`, handling by `limits::Timeout`; see `front`.)
//! - At most `server.max_connections` connections are held, and at most
//!   `server.max_connections_per_client` from one address. A connection beyond either is
//!   closed as soon as it is accepted, so the listen backlog keeps draining and file
//!   descriptors stay free for the clients being served, the database and outgoing fetches.
//! - An `accept` that fails (out of file descriptors) is retried after a pause, never fatal.
//! - Each accepted connection is handed to one of `server.connection_threads` single-threaded
//!   workers ([`crate::workers`]) and served there until it closes.
//! - On shutdown, listening stops, idle connections close, and requests in flight get
//!   `server.shutdown_grace_secs` to finish.

use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use concierge_service::Concierge;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower::ServiceExt;

use crate::per_address::{PerAddress, Place};
use crate::workers::{self, Workers};

/// File descriptors kept back from connections: the database, profile and key fetches, logs.
const FD_RESERVE: u64 = 128;

/// Connections open: in all, and by client address.
struct Connections {
    all: Arc<Semaphore>,
    by_client: Arc<PerAddress>,
}

/// One held connection, released when dropped.
struct Held {
    _in_all: OwnedSemaphorePermit,
    _by_client: Place,
}

impl Connections {
    fn new(max: usize, max_per_client: usize) -> Self {
        Connections { all: Arc::new(Semaphore::new(max)), by_client: PerAddress::new(max_per_client) }
    }

    fn hold(&self, client: IpAddr) -> Option<Held> {
        let by_client = self.by_client.enter(client)?;
        let in_all = self.all.clone().try_acquire_owned().ok()?;
        Some(Held { _in_all: in_all, _by_client: by_client })
    }
}

/// The connection cap: as configured, or the file-descriptor limit (raised to its hard limit)
/// less a reserve.
fn connection_cap(configured: usize) -> usize {
    if configured > 0 {
        return configured;
    }
    use rustix::process::{Resource, getrlimit, setrlimit};
    let mut limit = getrlimit(Resource::Nofile);
    if limit.current != limit.maximum {
        let raised = rustix::process::Rlimit { current: limit.maximum, maximum: limit.maximum };
        if setrlimit(Resource::Nofile, raised).is_ok() {
            limit = getrlimit(Resource::Nofile);
        }
    }
    let fds = limit.current.unwrap_or(65_536).min(1 << 20);
    usize::try_from(fds.saturating_sub(FD_RESERVE).max(16)).unwrap_or(usize::MAX)
}

/// Serves `app` on `listener` until `shutdown` completes, then gives in-flight requests
/// `server.shutdown_grace_secs` to finish.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: Concierge,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let router = crate::router(app.clone());
    serve_router(listener, app, router, shutdown).await
}

/// Serves `router` (built over `app`: [`crate::router_with_console`], [`crate::console_router`])
/// on `listener`, as [`serve`] does.
pub async fn serve_router(
    listener: tokio::net::TcpListener,
    app: Concierge,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let settings = app.config().server.clone();
    let grace = Duration::from_secs(settings.shutdown_grace_secs);
    let max = connection_cap(settings.max_connections);
    let max_per_client = match settings.max_connections_per_client {
        0 => (max / 4).max(1),
        n => n,
    };
    let mut workers = Workers::start(workers::default_count(settings.connection_threads))?;
    tracing::info!(
        max_connections = max,
        max_connections_per_client = max_per_client,
        connection_threads = workers.len(),
        "accepting connections"
    );
    let connections = Connections::new(max, max_per_client);
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(Duration::from_secs(settings.header_read_timeout_secs));
    let graceful = GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    let mut refused_at_capacity: u64 = 0;
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(connection) => connection,
                Err(e) => {
                    // Out of file descriptors, or a connection reset before it was accepted:
                    // pause so a full table does not spin, then go on.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(held) = connections.hold(peer.ip()) else {
            refused_at_capacity += 1;
            if refused_at_capacity.is_power_of_two() {
                tracing::warn!(refused = refused_at_capacity, "connection refused: at the connection cap");
            }
            drop(stream);
            continue;
        };
        // The socket moves to the worker's own event loop: deregistered here, registered there.
        let Ok(stream) = stream.into_std() else { continue };
        let (worker, placed) = workers.place();
        let http = http.clone();
        let router = router.clone();
        let watcher = graceful.watcher();
        worker.spawn(async move {
            let _held = (held, placed);
            let Ok(stream) = tokio::net::TcpStream::from_std(stream) else { return };
            let _ = stream.set_nodelay(true);
            let connection = http.serve_connection(TokioIo::new(stream), service(router, peer));
            // A client that goes away mid-request is not the server's error.
            let _ = watcher.watch(connection).await;
        });
    }
    drop(listener);
    tracing::info!(grace_secs = grace.as_secs(), "shutting down: draining in-flight requests");
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(grace) => {
            tracing::warn!("shutdown grace period over; closing remaining connections");
        }
    }
    drop(workers);
    Ok(())
}

/// The router as a hyper service for one connection, with the peer's address for the limits.
fn service(
    router: Router,
    peer: SocketAddr,
) -> hyper_util::service::TowerToHyperService<
    impl tower::Service<
        hyper::Request<hyper::body::Incoming>,
        Response = axum::response::Response,
        Error = std::convert::Infallible,
        Future = impl Send,
    > + Clone,
> {
    let service = tower::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
        let mut request = request.map(axum::body::Body::new);
        request.extensions_mut().insert(ConnectInfo(peer));
        router.clone().oneshot(request)
    });
    hyper_util::service::TowerToHyperService::new(service)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connections_are_capped_in_all_and_per_client() {
        let table = Connections::new(3, 2);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let a1 = table.hold(a).unwrap();
        let _a2 = table.hold(a).unwrap();
        assert!(table.hold(a).is_none(), "per client");
        let _b1 = table.hold(b).unwrap();
        assert!(table.hold(b).is_none(), "in all");
        drop(a1);
        assert!(table.hold(b).is_some());
    }

    #[test]
    fn the_automatic_cap_leaves_a_reserve() {
        let cap = connection_cap(0);
        let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile).current.unwrap_or(u64::MAX);
        assert!((cap as u64) < limit, "{cap} < {limit}");
        assert_eq!(connection_cap(77), 77);
    }
}
