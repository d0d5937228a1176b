//! Documents served with GET: the UCP business profile, the REST OpenAPI document and health.

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use concierge_service::Concierge;
use concierge_service::auth::Binding;
use concierge_service::discovery::Document;
use serde_json::json;

/// `GET /.well-known/ucp`: always 200 (or 304), whatever the caller's UCP-Agent or version;
/// public and cacheable, as UCP requires; never a redirect.
pub(crate) async fn profile(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    let max_age = app.config().ucp.profile_max_age_secs;
    document(app.profile_document(), &headers, &format!("public, max-age={max_age}"))
}

/// `GET /.well-known/ucp/draft`: the draft profile offering draft capabilities (Ask).
pub(crate) async fn draft_profile(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    let max_age = app.config().ucp.profile_max_age_secs;
    match app.draft_profile_document() {
        Some(doc) => document(doc, &headers, &format!("public, max-age={max_age}")),
        None => crate::errors::rest(
            &app,
            &concierge_core::UcpError::new(
                concierge_core::Code::NotFound,
                "This business offers no draft capabilities.",
            ),
        ),
    }
}

/// `GET /.well-known/oauth-protected-resource`: RFC 9728 metadata for this origin (the REST
/// endpoint's resource).
pub(crate) async fn resource_metadata(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    optional_document(&app, app.resource_document(Binding::Rest), &headers, "no sign-in: nothing here needs a token")
}

/// `GET /.well-known/oauth-protected-resource/ucp/mcp`: RFC 9728 metadata for the MCP endpoint.
pub(crate) async fn mcp_resource_metadata(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    optional_document(&app, app.resource_document(Binding::Mcp), &headers, "no sign-in: nothing here needs a token")
}

/// `GET /.well-known/poppy.json`: the Personal Agent Protocol company document.
pub(crate) async fn poppy(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    optional_document(&app, app.poppy_document(), &headers, "the Personal Agent Protocol extension is not enabled")
}

fn optional_document(app: &Concierge, doc: Option<&Document>, headers: &HeaderMap, why_not: &str) -> Response {
    let max_age = app.config().ucp.profile_max_age_secs;
    match doc {
        Some(doc) => document(doc, headers, &format!("public, max-age={max_age}")),
        None => crate::errors::rest(
            app,
            &concierge_core::UcpError::new(concierge_core::Code::NotFound, format!("Nothing here: {why_not}.")),
        ),
    }
}

/// `GET /ucp/openapi.json`.
pub(crate) async fn openapi(State(app): State<Concierge>, headers: HeaderMap) -> Response {
    document(app.openapi_document(), &headers, "public, max-age=300")
}

/// `GET /health`.
pub(crate) async fn health(State(app): State<Concierge>) -> Response {
    let business = app.business();
    let body = json!({
        "status": "ok",
        "version": env!("CARGO_PKG_VERSION"),
        "business": business.name,
        "ucp_version": app.config().ucp.version.as_str(),
        "capabilities": app.offered().map(|o| o.capability()).collect::<Vec<_>>(),
        "draft_version": app.draft_profile_document().map(|_| app.config().ucp.draft_version.as_str()),
        "locations": business.locations.iter().filter(|l| !l.internal).count(),
        "products": business.products.len(),
    });
    crate::errors::json_response(StatusCode::OK, body.to_string())
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
