//! Who gets a turn: requests are handled a bounded number at a time, in two classes, and the
//! rest wait in a bounded queue for a bounded time.
//!
//! - **Ask** writes every answer to storage, so at most `limits.max_concurrent_ask` are handled
//!   at once; it waits in its own lane, so a burst of questions never starves Location.
//! - **Everything else** (Location, discovery, documents) shares `limits.max_concurrent_requests`
//!   with Ask, less Ask's share.
//!
//! A request that finds its lane full waits for a turn — up to `limits.queue_wait_ms`, and only
//! while fewer than `limits.max_queued_requests` others wait — then gets 503 with
//! `Retry-After`. One client address may have at most `limits.max_concurrent_per_client`
//! requests handled or waiting (429 beyond), so no single client takes every turn.
//!
//! The operator's endpoints (`/health`, `/ready`, `/metrics`) take no turn, so a saturated
//! replica still answers its probes and its scraper. Refusals are counted in
//! `concierge_overload_refusals_total{lane, reason}` and `concierge_rate_limited_total`.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::extract::Request;
use concierge_core::{Code, UcpError};
use concierge_service::Concierge;
use tokio::sync::{Semaphore, SemaphorePermit};

use crate::limits::ClientAddress;
use crate::metrics::Route;
use crate::per_address::{PerAddress, Place};

/// The class a request is admitted in, read from its path and (for MCP) its tool name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    /// `POST /ucp/ask`, or an MCP `tools/call` of `ask_business`.
    Ask,
    /// Everything else.
    General,
}

impl Class {
    /// The class of a request to `path` with `body`.
    #[cfg(test)]
    pub(crate) fn of(path: &str, body: &[u8]) -> Class {
        Class::of_route(Route::of(path, body))
    }

    /// The class of a request on `route` (an Ask is one by REST or a `tools/call` of
    /// `ask_business`, read from the MCP message by [`Route::of`]).
    pub(crate) fn of_route(route: Route) -> Class {
        if route.is_ask() { Class::Ask } else { Class::General }
    }

    /// The `lane` label of its refusals.
    fn label(self) -> &'static str {
        match self {
            Class::Ask => "ask",
            Class::General => "general",
        }
    }
}

/// A bounded set of turns with a bounded queue in front.
struct Lane {
    turns: Semaphore,
    waiting: AtomicUsize,
    max_waiting: usize,
}

/// Why a request got no turn.
enum NoTurn {
    QueueFull,
    WaitedTooLong,
}

impl NoTurn {
    /// The `reason` label of the refusal.
    fn label(&self) -> &'static str {
        match self {
            NoTurn::QueueFull => "queue_full",
            NoTurn::WaitedTooLong => "queue_wait",
        }
    }
}

impl Lane {
    fn new(turns: usize, max_waiting: usize) -> Self {
        Lane { turns: Semaphore::new(turns), waiting: AtomicUsize::new(0), max_waiting }
    }

    async fn enter(&self, wait: Duration) -> Result<SemaphorePermit<'_>, NoTurn> {
        if let Ok(turn) = self.turns.try_acquire() {
            return Ok(turn);
        }
        let _queued = Queued::join(&self.waiting, self.max_waiting).ok_or(NoTurn::QueueFull)?;
        match tokio::time::timeout(wait, self.turns.acquire()).await {
            Ok(Ok(turn)) => Ok(turn),
            _ => Err(NoTurn::WaitedTooLong),
        }
    }
}

/// A place in a queue, given up when dropped (a cancelled request too).
struct Queued<'a>(&'a AtomicUsize);

impl<'a> Queued<'a> {
    fn join(waiting: &'a AtomicUsize, max: usize) -> Option<Self> {
        waiting.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| (n < max).then_some(n + 1)).ok()?;
        Some(Queued(waiting))
    }
}

impl Drop for Queued<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The admission state shared by every request.
pub(crate) struct Admission {
    /// Ask's own share.
    ask: Lane,
    /// Every request's turn (Ask's included).
    all: Lane,
    /// Requests each client address has handled or waiting.
    per_client: Arc<PerAddress>,
    /// Who each request is from.
    clients: ClientAddress,
    wait: Duration,
}

/// A request's turn, given back when dropped (a cancelled request too).
pub(crate) struct Turn<'a> {
    _all: SemaphorePermit<'a>,
    _ask: Option<SemaphorePermit<'a>>,
    _counted: Place,
}

impl Admission {
    pub(crate) fn new(app: &Concierge) -> Self {
        let l = &app.config().limits;
        let per_client = match l.max_concurrent_per_client {
            0 => ((l.max_concurrent_requests + l.max_queued_requests) / 4).max(1),
            n => n,
        };
        Admission {
            ask: Lane::new(l.max_concurrent_ask, l.max_queued_requests),
            all: Lane::new(l.max_concurrent_requests, l.max_queued_requests),
            per_client: PerAddress::new(per_client),
            clients: ClientAddress::new(app),
            wait: Duration::from_millis(l.queue_wait_ms),
        }
    }

    /// Who `request` is from, as the per-client limit counts it.
    pub(crate) fn client_of(&self, request: &Request) -> IpAddr {
        self.clients.of(request)
    }

    /// A turn for a request of `client` in [`Class`] `class`, waiting for one within the
    /// limits above; `rate_limited` or `unavailable` when it gets none. The operator's endpoints
    /// take no turn (the front door does not ask for one), so a saturated replica still answers
    /// its probes.
    pub(crate) async fn enter(&self, client: IpAddr, class: Class) -> Result<Turn<'_>, UcpError> {
        let Some(counted) = self.per_client.enter(client) else {
            metrics::counter!("concierge_rate_limited_total", "limit" => "concurrency").increment(1);
            return Err(UcpError::new(Code::RateLimited, "Too many requests from this client at once; retry shortly.")
                .retry_after(1));
        };
        let started = tokio::time::Instant::now();
        let ask = match class {
            Class::Ask => Some(self.ask.enter(self.wait).await.map_err(|why| busy(class, why))?),
            Class::General => None,
        };
        let left = self.wait.saturating_sub(started.elapsed());
        let all = self.all.enter(left).await.map_err(|why| busy(Class::General, why))?;
        Ok(Turn { _all: all, _ask: ask, _counted: counted })
    }
}

/// A refusal for want of a turn in `lane` (`General` for the shared lane every request needs).
fn busy(lane: Class, why: NoTurn) -> UcpError {
    metrics::counter!("concierge_overload_refusals_total", "lane" => lane.label(), "reason" => why.label())
        .increment(1);
    let message = match why {
        NoTurn::QueueFull => "The server is at capacity and its queue is full; retry shortly.",
        NoTurn::WaitedTooLong => "The server is at capacity; retry shortly.",
    };
    UcpError::new(Code::Unavailable, message).retry_after(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes() {
        assert_eq!(Class::of("/ucp/ask", b""), Class::Ask);
        assert_eq!(Class::of("/ucp/locations/search", b"{}"), Class::General);
        let call = br#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ask_business","arguments":{}}}"#;
        assert_eq!(Class::of("/ucp/mcp", call), Class::Ask);
        let search = br#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_locations"}}"#;
        assert_eq!(Class::of("/ucp/mcp", search), Class::General);
        assert_eq!(Class::of("/ucp/mcp", b"not json"), Class::General);
    }

    #[tokio::test]
    async fn a_full_lane_queues_then_refuses() {
        let lane = Lane::new(1, 1);
        let first = lane.enter(Duration::from_millis(10)).await.ok().unwrap();
        // One may wait; it gets the turn when the first leaves.
        let waiter = async { lane.enter(Duration::from_secs(5)).await.is_ok() };
        let release = async {
            tokio::time::sleep(Duration::from_millis(20)).await;
            // A second waiter finds the queue full.
            assert!(matches!(lane.enter(Duration::from_secs(5)).await, Err(NoTurn::QueueFull)));
            drop(first);
        };
        let (got, ()) = tokio::join!(waiter, release);
        assert!(got);
        let _held = lane.enter(Duration::from_millis(10)).await.ok().unwrap();
        assert!(matches!(lane.enter(Duration::from_millis(10)).await, Err(NoTurn::WaitedTooLong)));
        assert_eq!(lane.waiting.load(Ordering::Acquire), 0, "a refused waiter leaves the queue");
    }
}
