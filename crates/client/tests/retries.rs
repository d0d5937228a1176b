//! When the client calls again by itself: once, with the same idempotency key, after a 503 or
//! 429 with a short `Retry-After`, or a 409 whose first request is still running (it carries
//! `Retry-After`); never after a 409 for a different payload.

use std::sync::{Arc, Mutex};

use axum::Router;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::post;
use concierge_client::AskQuestion;
use serde_json::json;

mod common;

const VERSION: &str = "2026-10-29";
const ASK: &str = "dev.ucp.common.ask";

/// A business answering its first Ask with `first` (status, Retry-After), then with an answer;
/// it records each call's idempotency key.
async fn business(first: (u16, Option<&'static str>)) -> (String, Arc<Mutex<Vec<String>>>) {
    let keys = Arc::new(Mutex::new(Vec::new()));
    let seen = keys.clone();
    let ask = post(move |headers: axum::http::HeaderMap| {
        let seen = seen.clone();
        async move {
            let key = headers.get("idempotency-key").and_then(|v| v.to_str().ok()).unwrap_or_default();
            let n = {
                let mut k = seen.lock().unwrap();
                k.push(key.to_owned());
                k.len()
            };
            if n == 1 {
                let code = if first.0 == 409 { "idempotency_conflict" } else { "unavailable" };
                let body = json!({"ucp": {"version": VERSION, "status": "error"},
                    "messages": [{"type": "error", "code": code, "content": "later", "severity": "recoverable"}]});
                let mut reply = (StatusCode::from_u16(first.0).unwrap(), axum::Json(body)).into_response();
                if let Some(after) = first.1 {
                    reply.headers_mut().insert("retry-after", after.parse().unwrap());
                }
                return reply;
            }
            axum::Json(json!({"ucp": {"version": VERSION}, "answer": {"plain": "Yes."}})).into_response()
        }
    });
    let addr = common::business(VERSION, ASK, "rest", "/ucp", Router::new().route("/ucp/ask", ask)).await;
    (addr, keys)
}

async fn ask(addr: &str) -> Result<String, concierge_client::ClientError> {
    let client = common::client(common::agent(VERSION, ASK));
    let shop = client.discover(addr).await.unwrap();
    let answer = client.ask(&shop, &AskQuestion { query: "Open?".into(), ..AskQuestion::default() }).await?;
    Ok(answer.plain_without_disclosures().to_owned())
}

fn one_key_twice(keys: &[String]) {
    assert_eq!(keys.len(), 2, "{keys:?}");
    assert!(uuid_like(&keys[0]) && keys[0] == keys[1], "{keys:?}");
}

fn uuid_like(s: &str) -> bool {
    s.len() == 36 && s.chars().filter(|c| *c == '-').count() == 4
}

#[tokio::test]
async fn an_overloaded_business_is_asked_again_with_the_same_key() {
    let (addr, keys) = business((503, Some("1"))).await;
    assert_eq!(ask(&addr).await.unwrap(), "Yes.");
    one_key_twice(&keys.lock().unwrap());
}

#[tokio::test]
async fn a_turn_still_running_is_awaited_with_the_same_key() {
    let (addr, keys) = business((409, Some("1"))).await;
    assert_eq!(ask(&addr).await.unwrap(), "Yes.");
    one_key_twice(&keys.lock().unwrap());
}

#[tokio::test]
async fn a_payload_conflict_is_reported_not_retried() {
    let (addr, keys) = business((409, None)).await;
    let e = ask(&addr).await.unwrap_err();
    assert_eq!(e.ucp_code(), Some("idempotency_conflict"));
    assert_eq!(keys.lock().unwrap().len(), 1);
}

#[tokio::test]
async fn a_long_retry_after_is_left_to_the_caller() {
    let (addr, keys) = business((503, Some("120"))).await;
    let e = ask(&addr).await.unwrap_err();
    let concierge_client::ClientError::Ucp(f) = &e else { panic!("{e}") };
    assert_eq!((f.code.as_str(), f.retry_after), ("unavailable", Some(120)));
    assert_eq!(keys.lock().unwrap().len(), 1);
}
