//! Poppy-Session handling against a business on loopback that ends or refuses sessions:
//! `session_ended` → one retry in a new session; `invalid_session` → no more requests to that
//! business from this client.

use std::sync::{Arc, Mutex};

use axum::Router;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use axum::routing::post;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use concierge_auth::SigningKey;
use concierge_client::{AskQuestion, Client};
use serde_json::{Value, json};

mod common;

const VERSION: &str = "2026-10-29";
const ASK: &str = "dev.ucp.common.ask";

/// A business whose MCP endpoint answers with `reply(n)` to its n-th call (1-based), recording
/// each call's Session id.
async fn business(reply: fn(usize) -> Result<(), &'static str>) -> (String, Arc<Mutex<Vec<String>>>) {
    let sids = Arc::new(Mutex::new(Vec::new()));
    let seen = sids.clone();
    let mcp = post(move |headers: HeaderMap| {
        let seen = seen.clone();
        async move {
            let session = headers.get("poppy-session").and_then(|v| v.to_str().ok()).unwrap_or_default();
            let claims: Value = session
                .split('.')
                .nth(1)
                .and_then(|p| URL_SAFE_NO_PAD.decode(p).ok())
                .and_then(|b| serde_json::from_slice(&b).ok())
                .unwrap_or(Value::Null);
            let n = {
                let mut s = seen.lock().unwrap();
                s.push(claims["sid"].as_str().unwrap_or_default().to_owned());
                s.len()
            };
            match reply(n) {
                Ok(()) => (
                    StatusCode::OK,
                    axum::Json(json!({"jsonrpc": "2.0", "id": 1, "result": {"structuredContent": {
                        "ucp": {"version": VERSION}, "answer": {"plain": "Yes."}}}})),
                )
                    .into_response(),
                Err(code) => (
                    StatusCode::BAD_REQUEST,
                    axum::Json(json!({"jsonrpc": "2.0", "id": 1, "error": {"code": -32600,
                        "message": code, "data": {"code": code, "content": code}}})),
                )
                    .into_response(),
            }
        }
    });
    let addr = common::business(VERSION, ASK, "mcp", "/mcp", Router::new().route("/mcp", mcp)).await;
    (addr, sids)
}

fn client() -> Client {
    let mut agent = common::agent(VERSION, ASK);
    agent.key = Some(SigningKey::generate_es256("agent-key"));
    agent.client_id = Some("https://agent.example/client.json".into());
    agent.poppy_sessions = true;
    common::client(agent)
}

fn question() -> AskQuestion {
    AskQuestion { query: "Is it open?".into(), ..AskQuestion::default() }
}

#[tokio::test]
async fn an_ended_session_is_retried_once_in_a_new_one() {
    let (addr, sids) = business(|n| if n == 1 { Err("session_ended") } else { Ok(()) }).await;
    let client = client();
    let shop = client.discover(&addr).await.unwrap();
    let answer = client.ask(&shop, &question()).await.unwrap();
    assert_eq!(answer.plain_without_disclosures(), "Yes.");
    let sids = sids.lock().unwrap().clone();
    assert_eq!(sids.len(), 2);
    assert!(!sids[0].is_empty() && sids[0] != sids[1], "{sids:?}");
}

#[tokio::test]
async fn a_session_ended_twice_is_not_retried_forever() {
    let (addr, sids) = business(|_| Err("session_ended")).await;
    let client = client();
    let shop = client.discover(&addr).await.unwrap();
    let e = client.ask(&shop, &question()).await.unwrap_err();
    assert_eq!(e.ucp_code(), Some("session_ended"));
    assert_eq!(sids.lock().unwrap().len(), 2);
}

#[tokio::test]
async fn an_invalid_session_stops_requests_to_that_business() {
    let (addr, sids) = business(|_| Err("invalid_session")).await;
    let client = client();
    let shop = client.discover(&addr).await.unwrap();
    let e = client.ask(&shop, &question()).await.unwrap_err();
    assert_eq!(e.ucp_code(), Some("invalid_session"));
    let again = client.ask(&shop, &question()).await.unwrap_err();
    assert!(again.to_string().contains("refused this agent's Poppy-Session"), "{again}");
    assert_eq!(sids.lock().unwrap().len(), 1, "no request is sent after invalid_session");
}
