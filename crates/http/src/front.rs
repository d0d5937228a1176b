//! The front door: what every request passes, in order, before and after its route.
//!
//! Every request:
//! 1. has its log begun ([`crate::observe`]): its id, its span, the in-flight gauge;
//! 2. is answered 500 (logged, no details) if anything below panics;
//! 3. has its body read in full, within a time and a size ([`crate::limits::BodyRead`]);
//! 4. has its headers checked: single-valued ones sent once, `Host` and `Origin`
//!    ([`crate::guard`]);
//! 5. takes a turn in its class ([`crate::admission`]), except on the operator's endpoints;
//! 6. is handled within its deadline ([`crate::limits::Timeout`]);
//! 7. is counted and logged, once.
//!
//! The UCP endpoints (REST operations and MCP) then pass [`ucp_endpoints`]: the per-client
//! rate ([`crate::limits::RateLimit`]) before, the response signature ([`crate::signing`])
//! after.
//!
//! Each of the two is one layer rather than one per step: an axum `from_fn` layer costs every
//! request a boxed future, a boxed clone of the rest of the stack, and moves of the request and
//! the response, and seven of them were a measurable share of a small request's CPU
//! (docs/performance.md). The steps themselves stay separate functions in their own modules.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;
use concierge_service::Concierge;
use futures_util::FutureExt;
use tracing::Instrument;

use crate::admission::{Admission, Class};
use crate::errors;
use crate::guard::Guard;
use crate::limits::{BodyRead, RateLimit, Timeout, closing};
use crate::metrics::{Route, is_console_path, is_operator_path};
use crate::observe::RequestLog;

/// What the front door needs, built once.
pub(crate) struct Front {
    app: Concierge,
    body: BodyRead,
    guard: Guard,
    admission: Admission,
    timeout: Timeout,
}

impl Front {
    pub(crate) fn new(app: &Concierge) -> Arc<Self> {
        Arc::new(Front {
            app: app.clone(),
            body: BodyRead::new(app),
            guard: Guard::new(app.config()),
            admission: Admission::new(app),
            timeout: Timeout::new(app),
        })
    }

    /// Steps 3 to 6; the route, once the body told it.
    async fn handle(&self, request: Request, next: Next) -> (Response, Option<Route>) {
        let uri = request.uri().clone();
        let path = uri.path();
        let refuse = |e| errors::for_path(&self.app, path, e);
        let (request, route) = match self.body.read(request).await {
            Ok(read) => read,
            Err(e) => return (closing(refuse(e)), None),
        };
        if let Err(e) = self.guard.check(&request) {
            return (refuse(e), Some(route));
        }
        let _turn = if is_operator_path(path) || is_console_path(path) {
            None
        } else {
            match self.admission.enter(self.admission.client_of(&request), Class::of_route(route)).await {
                Ok(turn) => Some(turn),
                Err(e) => return (refuse(e), Some(route)),
            }
        };
        let response = match self.timeout.run(path, next.run(request)).await {
            Ok(response) => response,
            Err(e) => refuse(e),
        };
        (response, Some(route))
    }
}

/// The front door, as an axum middleware (see the module documentation).
pub(crate) async fn front(State(front): State<Arc<Front>>, request: Request, next: Next) -> Response {
    let log = RequestLog::begin(&request);
    let handled = AssertUnwindSafe(front.handle(request, next)).catch_unwind().instrument(log.span().clone()).await;
    let (mut response, route) = match handled {
        Ok(handled) => handled,
        Err(_) => (log.span().in_scope(errors::panic), None),
    };
    let (route, outcome) = log.finish(route, &mut response);
    if let Some(capability) = route.operation.capability() {
        let error = (outcome != crate::metrics::Outcome::Ok).then(|| outcome.label());
        front.app.traffic().record_request(concierge_service::traffic::wall_clock(), capability, error);
    }
    response
}

/// The UCP endpoints' own layer: the per-client rate, then the handler, then the signature.
pub(crate) async fn ucp_endpoints(State(limit): State<RateLimit>, request: Request, next: Next) -> Response {
    if let Err(e) = limit.check(limit.client_of(&request)).await {
        return errors::for_path(limit.app(), request.uri().path(), e);
    }
    let response = next.run(request).await;
    crate::signing::sign(limit.app(), response).await
}

#[cfg(test)]
mod tests {
    use axum::Router;
    use axum::body::Body;
    use axum::routing::get;
    use concierge_core::clock::FixedClock;
    use concierge_service::config::Config;
    use tower::ServiceExt;

    use super::*;

    fn app() -> Concierge {
        let mut config = Config::default();
        config.storage.database_url = "sqlite::memory:".into();
        let clock = Arc::new(FixedClock("2026-12-02T18:00:00Z".parse().unwrap()));
        Concierge::new(config, concierge_store::demo().unwrap(), clock).unwrap()
    }

    async fn boom() -> &'static str {
        panic!("a handler bug")
    }

    #[tokio::test]
    async fn a_panicking_handler_is_answered_500_with_its_request_id() {
        let app = app();
        let router = Router::new()
            .route("/boom", get(boom))
            .route("/fine", get(|| async { "fine" }))
            .layer(axum::middleware::from_fn_with_state(Front::new(&app), front));
        let request = |path: &str| {
            Request::get(path).header("host", "localhost").header("request-id", "r-1").body(Body::empty()).unwrap()
        };
        let response = router.clone().oneshot(request("/boom")).await.unwrap();
        assert_eq!(response.status(), 500);
        assert_eq!(response.headers()["request-id"], "r-1");
        assert_eq!(response.extensions().get::<concierge_core::Code>(), Some(&concierge_core::Code::Internal));
        let body = axum::body::to_bytes(response.into_body(), 1 << 20).await.unwrap();
        let body: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["messages"][0]["code"], "internal_error", "{body}");
        assert!(!body.to_string().contains("a handler bug"), "no details: {body}");
        // The server goes on serving.
        let response = router.oneshot(request("/fine")).await.unwrap();
        assert_eq!(response.status(), 200);
    }
}
