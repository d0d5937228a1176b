//! An MCP server that serves only initialized clients (as stateful MCP SDK servers do): the
//! client's plain call is refused with a bare 400, so it initializes once, keeps the session,
//! and calls again in it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::Router;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use concierge_client::Client;
use serde_json::{Value, json};

mod common;

const VERSION: &str = "2026-08-25";
const LOOKUP: &str = "dev.ucp.common.location.lookup";

async fn start(initialize_works: bool) -> (String, Arc<AtomicUsize>) {
    let initializations = Arc::new(AtomicUsize::new(0));
    let counted = initializations.clone();
    let mcp = post(move |headers: HeaderMap, body: axum::Json<Value>| {
        let counted = counted.clone();
        async move {
            let session = headers.get("mcp-session-id").and_then(|v| v.to_str().ok()) == Some("s-1");
            let versioned = headers.get("mcp-protocol-version").is_some();
            let bare = |status: StatusCode| -> Response {
                (
                    status,
                    axum::Json(json!({"jsonrpc": "2.0", "id": null, "error": {"code": -32600,
                            "message": "Bad Request: No valid session ID provided"}})),
                )
                    .into_response()
            };
            match body["method"].as_str() {
                Some("initialize") if initialize_works => {
                    counted.fetch_add(1, Ordering::SeqCst);
                    let mut reply = axum::Json(json!({"jsonrpc": "2.0", "id": body["id"], "result": {
                                "protocolVersion": "2025-11-25", "capabilities": {"tools": {}},
                                "serverInfo": {"name": "stateful", "version": "1"}}}))
                    .into_response();
                    reply.headers_mut().insert("mcp-session-id", "s-1".parse().unwrap());
                    reply
                }
                Some("initialize") => bare(StatusCode::BAD_REQUEST),
                Some("notifications/initialized") if session => StatusCode::ACCEPTED.into_response(),
                Some("tools/call") if session && versioned => axum::Json(json!({"jsonrpc": "2.0", "id": body["id"],
                            "result": {"structuredContent": {"ucp": {"version": VERSION},
                                "locations": [{"id": "loc_1", "name": "One"}]}}}))
                .into_response(),
                _ => bare(StatusCode::BAD_REQUEST),
            }
        }
    });
    let addr = common::business(VERSION, LOOKUP, "mcp", "/mcp", Router::new().route("/mcp", mcp)).await;
    (addr, initializations)
}

fn client() -> Client {
    common::client(common::agent(VERSION, LOOKUP))
}

#[tokio::test]
async fn a_server_that_needs_a_session_gets_one_handshake_then_calls_in_it() {
    let (addr, initializations) = start(true).await;
    let client = client();
    let shop = client.discover(&addr).await.unwrap();
    for _ in 0..3 {
        let page = client.lookup_locations(&shop, &["loc_1".into()]).await.unwrap();
        assert_eq!(page.locations[0]["id"], "loc_1");
    }
    assert_eq!(initializations.load(Ordering::SeqCst), 1, "the session is kept");
}

#[tokio::test]
async fn a_server_that_will_not_initialize_either_reports_its_first_refusal() {
    let (addr, _) = start(false).await;
    let client = client();
    let shop = client.discover(&addr).await.unwrap();
    let e = client.lookup_locations(&shop, &["loc_1".into()]).await.unwrap_err();
    let concierge_client::ClientError::Ucp(f) = &e else { panic!("{e}") };
    assert_eq!((f.status, f.jsonrpc_code), (400, Some(-32600)));
    assert!(f.content.contains("No valid session ID"), "{e}");
}
