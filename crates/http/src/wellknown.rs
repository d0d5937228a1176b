//! Documents served with GET: the UCP business profile, the REST OpenAPI document, liveness
//! (`/health`) and readiness (`/ready`).
//!
//! Liveness says the process is up and what it serves; it is 200 whenever the process can
//! answer at all, so an orchestrator restarts only a process that cannot. Readiness says this
//! replica can serve requests now: the store is loaded and storage answers within
//! [`READY_STORAGE_TIMEOUT`]; else 503 with `Retry-After` and the failed check named, so a load
//! balancer drains the replica until it recovers (docs/metrics.md).

use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use concierge_service::Concierge;
use concierge_service::auth::Binding;
use concierge_service::discovery::Document;
use serde_json::json;

/// The `Host` the request named: a local server answers each loopback name with documents
/// that name it ([`Concierge::published`]).
fn host(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::HOST).and_then(|v| v.to_str().ok())
}

/// `GET /.well-known/ucp`: always 200 (or 304), whatever the caller's UCP-Agent or version;
/// public and cacheable, as UCP requires; never a redirect.
pub(crate) async fn profile(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    let max_age = app.config().ucp.profile_max_age_secs;
    document(app.published(host(&headers)).profile(), &headers, &format!("public, max-age={max_age}"))
}

/// `GET /.well-known/ucp/draft`: the draft profile offering draft capabilities (Ask).
pub(crate) async fn draft_profile(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    let doc = app.published(host(&headers)).draft_profile();
    optional_document(&app, doc, &headers, "This business offers no draft capabilities.")
}

/// `GET /.well-known/ucp/draft/{date}`: the leaf profile of an earlier draft date
/// (`ucp.earlier_draft_versions`), listed in the root profile's `supported_versions`.
pub(crate) async fn earlier_draft_profile(
    State(app): State<Concierge>,
    Path(date): Path<String>,
    headers: HeaderMap,
) -> Response {
    let doc = app.published(host(&headers)).earlier_draft_profile(&date);
    optional_document(
        &app,
        doc,
        &headers,
        "This business offers no draft profile at that date; see supported_versions in /.well-known/ucp.",
    )
}

/// `GET /.well-known/oauth-protected-resource`: RFC 9728 metadata for this origin (the REST
/// endpoint's resource).
pub(crate) async fn resource_metadata(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    let doc = app.published(host(&headers)).resource_document(Binding::Rest);
    optional_document(&app, doc, &headers, "Nothing here: no sign-in: nothing here needs a token.")
}

/// `GET /.well-known/oauth-protected-resource/ucp/mcp`: RFC 9728 metadata for the MCP endpoint.
pub(crate) async fn mcp_resource_metadata(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    let doc = app.published(host(&headers)).resource_document(Binding::Mcp);
    optional_document(&app, doc, &headers, "Nothing here: no sign-in: nothing here needs a token.")
}

/// `GET /.well-known/poppy.json`: the Personal Agent Protocol company document.
pub(crate) async fn poppy(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    let doc = app.published(host(&headers)).poppy();
    optional_document(&app, doc, &headers, "Nothing here: the Personal Agent Protocol extension is not enabled.")
}

/// A document this business may not publish: it, cacheable like the profile, or 404 `not_found`
/// saying `missing`.
fn optional_document(app: &Concierge, doc: Option<&Document>, headers: &HeaderMap, missing: &str) -> Response {
    let max_age = app.config().ucp.profile_max_age_secs;
    match doc {
        Some(doc) => document(doc, headers, &format!("public, max-age={max_age}")),
        None => crate::errors::rest(app, &concierge_core::UcpError::new(concierge_core::Code::NotFound, missing)),
    }
}

/// `GET /ucp/openapi.json`.
pub(crate) async fn openapi(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    document(app.published(host(&headers)).openapi(), &headers, "public, max-age=300")
}

/// `GET /health`.
pub(crate) async fn health(State(app): State<Concierge>) -> Response {
    let generation = app.generation();
    let business = generation.business();
    let body = json!({
        "status": "ok",
        "version": env!("CARGO_PKG_VERSION"),
        "business": business.name,
        "ucp_version": app.config().ucp.version.as_str(),
        "capabilities": app.offered().map(|o| o.capability()).collect::<Vec<_>>(),
        "draft_version": app.draft_profile_document().map(|_| app.config().ucp.draft_version.as_str()),
        "locations": business.locations.iter().filter(|l| !l.internal).count(),
        "products": business.products.len(),
        "store_generation": generation.number(),
        "store_loaded_at": generation.loaded_at().to_string(),
    });
    crate::errors::json_response(StatusCode::OK, body.to_string())
}

/// How long `/ready` waits for storage to answer before calling it failed (a probe's own
/// timeout is typically a few seconds).
pub(crate) const READY_STORAGE_TIMEOUT: Duration = Duration::from_secs(2);

/// The `Retry-After` of a replica that is not ready, in seconds.
const READY_RETRY_AFTER_SECS: u32 = 5;

/// `GET /ready`: 200 when the store is loaded and storage answers, else 503 naming the check
/// that failed. Reasons are fixed sentences: a database error can name its host or user, and
/// goes to the log only.
pub(crate) async fn ready(State(app): State<Concierge>) -> Response {
    let generation = app.generation();
    let business = generation.business();
    let store = json!({
        "status": "ok",
        "locations": business.locations.iter().filter(|l| !l.internal).count(),
        "products": business.products.len(),
        "store_generation": generation.number(),
        "store_loaded_at": generation.loaded_at().to_string(),
    });
    let storage = match tokio::time::timeout(READY_STORAGE_TIMEOUT, app.database().ready()).await {
        Ok(Ok(())) => None,
        Ok(Err(e)) => {
            tracing::warn!(reason = %e, "not ready: storage refused");
            Some("storage refused the readiness check (see the server log)")
        }
        Err(_) => {
            tracing::warn!(limit_ms = READY_STORAGE_TIMEOUT.as_millis() as u64, "not ready: storage did not answer");
            Some("storage did not answer in time")
        }
    };
    let storage_check = match storage {
        None => json!({"status": "ok"}),
        Some(reason) => json!({"status": "failed", "reason": reason}),
    };
    let ready = storage.is_none();
    let body = json!({
        "status": if ready { "ready" } else { "not_ready" },
        "failed": if ready { json!([]) } else { json!(["storage"]) },
        "checks": {"store": store, "storage": storage_check},
    });
    let status = if ready { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    let mut response = crate::errors::json_response(status, body.to_string());
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if !ready {
        response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(READY_RETRY_AFTER_SECS));
        response.extensions_mut().insert(concierge_core::Code::Unavailable);
    }
    response
}

fn document(doc: &Document, headers: &HeaderMap, cache_control: &str) -> Response {
    let etag = HeaderValue::from_str(&doc.etag).expect("ETags are ASCII");
    let cache = HeaderValue::from_str(cache_control).expect("cache-control is ASCII");
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == doc.etag || t.trim() == "*"));
    if fresh {
        return (StatusCode::NOT_MODIFIED, [(header::ETAG, etag), (header::CACHE_CONTROL, cache)]).into_response();
    }
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("application/json")),
            (header::ETAG, etag),
            (header::CACHE_CONTROL, cache),
        ],
        doc.body.clone(),
    )
        .into_response()
}
