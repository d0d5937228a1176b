//! Concierge over HTTP.
//!
//! [`router`] builds the whole service as an axum [`Router`], so tests drive it with
//! `oneshot` and no socket; [`serve`] runs it on a listener until a shutdown signal. Routes:
//!
//! | path | what |
//! | --- | --- |
//! | `GET /.well-known/ucp` | the business profile (cacheable, with an `ETag`) |
//! | `GET /.well-known/ucp/draft` | the draft profile (Ask) |
//! | `GET /.well-known/oauth-protected-resource` (and `…/ucp/mcp`) | RFC 9728 metadata, with an issuer |
//! | `GET /.well-known/poppy.json` | the Personal Agent Protocol company document (`ucp` extension) |
//! | `POST /ucp/locations/search`, `POST /ucp/locations/lookup`, `POST /ucp/ask` | the REST binding |
//! | `POST /ucp/mcp` | the MCP binding (see `concierge-mcp`) |
//! | `GET /ucp/openapi.json` | OpenAPI 3.1 for the REST binding |
//! | `GET /health` | liveness and what is loaded |
//! | `GET /ready` | readiness: 200 when the store is loaded and storage answers, else 503 ([docs/metrics.md](../../../docs/metrics.md)) |
//! | `GET /metrics` | Prometheus metrics, for the internal address only ([docs/metrics.md](../../../docs/metrics.md)) |
//! | `/console/…` | the operator's console, when given ([`router_with_console`]; see `concierge-console`) |
//!
//! Every response carries a `Request-Id`; every request is logged once, as JSON, with it, and
//! counted in `concierge_requests_total{operation, transport, outcome}`.

pub mod dev_issuer;
pub use server::{serve, serve_router};
mod admission;
mod errors;
mod front;
mod guard;
mod limits;
mod metrics;
mod observe;
mod per_address;
mod rest;
mod server;
mod signing;
mod wellknown;
mod workers;

use axum::Router;
use axum::routing::{get, post};
use concierge_service::Concierge;

/// Where the REST binding lives: the `dev.ucp.common` REST endpoint's path.
pub const REST_BASE: &str = "/ucp";
/// Where the MCP binding lives: the `dev.ucp.common` MCP endpoint's path.
pub const MCP_PATH: &str = "/ucp/mcp";

/// The complete service, without the console. The first call in a process installs the
/// Prometheus recorder that `GET /metrics` renders (process-wide: every router in the process
/// shares it).
pub fn router(app: Concierge) -> Router {
    router_with_console(app, None)
}

/// The complete service, with the operator's console at `/console` when one is given
/// (`concierge_console::router`). The console's routes pass the same front door as the rest.
pub fn router_with_console(app: Concierge, console: Option<Router>) -> Router {
    metrics::install();
    // The store gauges were set when the app was built, maybe before the recorder existed.
    app.record_store_metrics();
    let mut ucp = Router::new();
    for op in app.offered() {
        let route = post(rest::operation).fallback(errors::method_not_allowed).layer(axum::Extension(op));
        ucp = ucp.route(&format!("{REST_BASE}{}", op.rest_path()), route);
    }
    let ucp = ucp
        .route(&format!("{REST_BASE}/openapi.json"), get(wellknown::openapi))
        .nest(
            MCP_PATH,
            concierge_mcp::router(app.clone())
                .layer(tower_http::catch_panic::CatchPanicLayer::custom(errors::mcp_panic)),
        )
        .layer(axum::middleware::from_fn_with_state(limits::RateLimit::new(&app), front::ucp_endpoints));

    Router::new()
        .route("/.well-known/ucp", get(wellknown::profile).fallback(errors::method_not_allowed))
        .route("/.well-known/ucp/draft", get(wellknown::draft_profile).fallback(errors::method_not_allowed))
        .route(
            "/.well-known/ucp/draft/{date}",
            get(wellknown::earlier_draft_profile).fallback(errors::method_not_allowed),
        )
        .route("/.well-known/poppy.json", get(wellknown::poppy).fallback(errors::method_not_allowed))
        .route(
            concierge_service::auth::RESOURCE_METADATA_PATH,
            get(wellknown::resource_metadata).fallback(errors::method_not_allowed),
        )
        .route(
            &format!("{}{MCP_PATH}", concierge_service::auth::RESOURCE_METADATA_PATH),
            get(wellknown::mcp_resource_metadata).fallback(errors::method_not_allowed),
        )
        .route("/health", get(wellknown::health))
        .route(metrics::READY_PATH, get(wellknown::ready))
        .route(metrics::METRICS_PATH, get(metrics::render))
        .merge(ucp)
        .fallback(errors::not_found)
        .with_state(app.clone())
        .merge(console.unwrap_or_default())
        .layer(axum::middleware::from_fn_with_state(front::Front::new(&app), front::front))
}

/// The console alone, for its own listener (`console.listen`): the console's routes behind the
/// same front door, and nothing of the service.
pub fn console_router(app: Concierge, console: Router) -> Router {
    metrics::install();
    Router::new()
        .fallback(errors::not_found)
        .with_state(app.clone())
        .merge(console)
        .layer(axum::middleware::from_fn_with_state(front::Front::new(&app), front::front))
}
