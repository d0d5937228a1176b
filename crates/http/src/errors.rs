//! Error responses over HTTP: every failure is rendered from the one error table, in the shape
//! its transport expects — UCP's `{code, content}` or `error_response` bodies on REST, JSON-RPC
//! errors on the MCP endpoint. Each carries its [`Code`] as a response extension, which the
//! logging layer reads for the request's outcome (`crate::metrics::outcome`).

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use concierge_core::error::RestShape;
use concierge_core::{Code, UcpError};
use concierge_service::{Channel, Concierge};
use serde_json::json;

use crate::MCP_PATH;

/// A REST error response outside any operation.
pub(crate) fn rest(app: &Concierge, e: &UcpError) -> Response {
    rest_for(app, e, Channel::Released)
}

/// A REST error response for an operation offered on `channel` (its body carries that
/// profile's version).
pub(crate) fn rest_for(app: &Concierge, e: &UcpError, channel: Channel) -> Response {
    let status = StatusCode::from_u16(e.code.http_status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    if e.code == Code::Internal {
        tracing::error!(reason = %e.content, "internal error");
    }
    let body = match e.code.rest_shape() {
        RestShape::CodeContent => {
            json!({"code": e.code.name(), "content": e.describe(), "continue_url": app.continue_url()})
        }
        RestShape::ErrorResponse => app.error_body(e, channel),
    };
    let mut response = with_retry_after(json_response(status, body.to_string()), e.retry_after);
    if let Some(value) = e.challenge.as_deref().and_then(|c| HeaderValue::from_str(c).ok()) {
        response.headers_mut().insert(header::WWW_AUTHENTICATE, value);
    }
    response.extensions_mut().insert(e.code);
    response
}

/// Whether `path` is the MCP endpoint's.
pub(crate) fn is_mcp(path: &str) -> bool {
    path.strip_prefix(MCP_PATH).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// An error for a request to `path`, shaped for whichever binding serves that path: JSON-RPC
/// for MCP, a short page for the console (a person reads it), UCP's JSON for the rest.
pub(crate) fn for_path(app: &Concierge, path: &str, e: UcpError) -> Response {
    if is_mcp(path) {
        concierge_mcp::error_response(e)
    } else if crate::metrics::is_console_path(path) {
        console_page(&e)
    } else {
        rest(app, &e)
    }
}

/// A console request refused before the console saw it (a `Host` or `Origin` not allowed, a
/// body too large, a timeout): the reason as a page, with no script and no styles to load.
fn console_page(e: &UcpError) -> Response {
    let status = StatusCode::from_u16(e.code.http_status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let escaped = concierge_core::untrusted::escape_html(&e.describe());
    let body = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Refused</title></head>\
         <body><h1>Refused</h1><p>{escaped}</p><p><code>{}</code></p></body></html>",
        e.code.name()
    );
    let mut response = (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response();
    response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static("default-src 'none'"));
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    let mut response = with_retry_after(response, e.retry_after);
    response.extensions_mut().insert(e.code);
    response
}

/// Unknown paths.
pub(crate) async fn not_found(State(app): State<Concierge>, uri: Uri) -> Response {
    let e = UcpError::new(
        Code::NotFound,
        format!("There is nothing at {}. Start from /.well-known/ucp.", concierge_core::untrusted::quote(uri.path())),
    );
    rest(&app, &e)
}

/// A method the endpoint does not serve (`POST` for REST operations, `GET` for documents).
pub(crate) async fn method_not_allowed(State(app): State<Concierge>, method: axum::http::Method, uri: Uri) -> Response {
    let allow = if uri.path().starts_with("/.well-known/") { "GET, HEAD" } else { "POST" };
    let e = UcpError::new(
        Code::MethodNotAllowed,
        format!("{method} is not allowed on {}; use {allow}.", concierge_core::untrusted::quote(uri.path())),
    );
    let mut response = rest(&app, &e);
    response.headers_mut().insert(header::ALLOW, HeaderValue::from_static(allow));
    response
}

/// A panic in the MCP endpoint: logged, answered as a JSON-RPC internal error.
pub(crate) fn mcp_panic(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    tracing::error!("the MCP handler panicked");
    concierge_mcp::error_response(UcpError::internal())
}

/// A panic in a handler: logged, answered 500 with no details.
pub(crate) fn panic() -> Response {
    tracing::error!("a request handler panicked");
    let body = json!({
        "ucp": {"version": concierge_service::config::UCP_VERSION, "status": "error"},
        "messages": [{"type": "error", "code": Code::Internal.name(), "severity": "unrecoverable",
                      "content": UcpError::internal().content}],
    });
    let mut response = json_response(StatusCode::INTERNAL_SERVER_ERROR, body.to_string());
    response.extensions_mut().insert(Code::Internal);
    response
}

pub(crate) fn json_response(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
}

fn with_retry_after(mut response: Response, retry_after: Option<u64>) -> Response {
    if let Some(s) = retry_after {
        response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(s));
    }
    response
}
