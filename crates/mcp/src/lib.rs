//! The MCP binding: UCP's tools over a stateless Streamable HTTP endpoint.
//!
//! One POST carries one JSON-RPC message and gets one `application/json` reply (or a single
//! SSE event, for the rare client that accepts only `text/event-stream`). There are no sessions:
//! every request stands alone, which is what UCP clients do and what MCP 2026-07-28 requires.
//! Three kinds of client are served from the same endpoint:
//!
//! - handshake-era clients (MCP 2025-06-18, 2025-11-25): `initialize`, then `tools/*` with an
//!   `MCP-Protocol-Version` header;
//! - 2026-07-28 clients: `server/discover`, and `_meta` plus `Mcp-Method`/`Mcp-Name` headers on
//!   every request ([`era`] checks them as the SDKs do);
//! - plain UCP clients that POST `tools/list` or `tools/call` straight away, with
//!   `Accept: application/json` or no `Accept` at all, and `meta` even on `tools/list`.
//!
//! Errors follow UCP's mapping (`ucp-rules.md` §2): schema-invalid arguments are `-32602` with a
//! JSONPath, discovery failures `-32001` with `data.code`, and so on, each with the HTTP status of
//! the same code in `concierge_core::error`. Business outcomes are results. The protocol model
//! types come from the official SDK (`rmcp::model`); the wire is ours, so the raw body is
//! available to the layers in front and plain clients are not turned away.

mod era;
mod tools;
mod wire;

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::any;
use concierge_service::Concierge;
use serde_json::{Value, json};

pub use tools::{ToolSchemas, tool_schemas};
pub use wire::{error_response, is_json};

use era::Era;
use tools::ToolCatalog;
use wire::{Reply, ReplyId, RpcError, raw};

#[derive(Clone)]
struct McpState {
    app: Concierge,
    tools: Arc<ToolCatalog>,
}

/// The MCP endpoint, to be mounted at the path advertised in `/.well-known/ucp`.
pub fn router<S: Clone + Send + Sync + 'static>(app: Concierge) -> Router<S> {
    let tools = Arc::new(ToolCatalog::new(&app));
    Router::new().route("/", any(endpoint)).with_state(McpState { app, tools })
}

async fn endpoint(
    State(state): State<McpState>,
    method: Method,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
    body: Body,
) -> Response {
    if method != Method::POST {
        // Stateless: no standalone SSE stream (GET) and no session to end (DELETE).
        return (StatusCode::METHOD_NOT_ALLOWED, [(axum::http::header::ALLOW, "POST")]).into_response();
    }
    let sse_only = wire::wants_sse_only(&headers);
    let reply = handle(&state, &method, &uri, &headers, body).await;
    reply.into_response(sse_only)
}

async fn handle(state: &McpState, method: &Method, uri: &Uri, headers: &HeaderMap, body: Body) -> Reply {
    if !wire::is_json(headers) {
        return Reply::error(&ReplyId::null(), RpcError::unsupported_media_type());
    }
    let limit = state.app.config().limits.max_body_bytes;
    let Ok(bytes) = axum::body::to_bytes(body, limit).await else {
        return Reply::error(&ReplyId::null(), RpcError::too_large(limit));
    };
    let message: Value = match serde_json::from_slice(&bytes) {
        Ok(v) => v,
        Err(e) => return Reply::error(&ReplyId::null(), RpcError::parse(&e)),
    };
    let reply_id = |id: Option<&Value>| id.map_or_else(ReplyId::null, |id| ReplyId::of(id, &bytes));
    if let Some(path) = concierge_core::ucp::duplicates::first_duplicate(&bytes) {
        return Reply::error(&reply_id(message.get("id")), RpcError::repeated_member(&path));
    }
    let envelope = match wire::Envelope::read(&message) {
        Ok(e) => e,
        Err((id, e)) => return Reply::error_with(id.as_ref().map(|id| reply_id(Some(id))).as_ref(), e),
    };
    let era = match Era::of(headers, &envelope) {
        Ok(era) => era,
        Err(e) => return Reply::error(&reply_id(envelope.id.as_ref()), e),
    };
    let Some(id) = envelope.id.as_ref().map(|id| reply_id(Some(id))) else {
        // Notifications (`notifications/initialized`, `notifications/cancelled`): nothing to do.
        return Reply::accepted();
    };
    // The handling deadline is enforced here, where the id is known, so a timed-out request
    // gets its error with its own id (the HTTP layer's deadline is only a backstop).
    let deadline = std::time::Duration::from_secs(state.app.config().server.request_timeout_secs);
    let dispatch = dispatch(state, method, uri, headers, &bytes, &envelope, &era);
    let outcome = match tokio::time::timeout(deadline, dispatch).await {
        Ok(outcome) => outcome,
        Err(_) => {
            tracing::warn!(limit_secs = deadline.as_secs(), "request timed out");
            Err(RpcError::new(concierge_core::UcpError::timed_out()))
        }
    };
    match outcome {
        Ok((result, refused)) => Reply::result(&id, &result).outcome(refused),
        Err(e) => Reply::error(&id, e),
    }
}

/// Runs one request's method: its result, and the code of the business outcome a refused tool
/// call carries (`capabilities_incompatible`), which the HTTP layer counts.
async fn dispatch(
    state: &McpState,
    method: &Method,
    uri: &Uri,
    headers: &HeaderMap,
    bytes: &bytes::Bytes,
    envelope: &wire::Envelope<'_>,
    era: &Era,
) -> Result<(Box<serde_json::value::RawValue>, Option<concierge_core::Code>), RpcError> {
    match envelope.method {
        "initialize" if !era.is_modern() => era::initialize(&state.app, envelope.params).map(|r| (raw(&r), None)),
        "server/discover" => Ok((raw(&era::discover(&state.app)), None)),
        "ping" if !era.is_modern() => Ok((raw(&json!({})), None)),
        "tools/list" => state.tools.list(&state.app, headers, envelope.params, era).await.map(|r| (raw(&r), None)),
        "tools/call" => {
            let request = tools::Request { method, uri, headers, body: bytes.clone() };
            state.tools.call(&state.app, &request, envelope.params, era).await
        }
        other => Err(RpcError::method_not_found(other, era.is_modern())),
    }
}
