//! The operator's console mounted on the service: it passes the same front door (forms are
//! read, `Host` is checked), refuses without the token, leaves Ask's UCP responses exactly as
//! they are without it, and its overview counts the operations agents sent.

use axum::Router;
use axum::body::Body;
use axum::http::Request;
use concierge_service::{Concierge, StoreSource};
use serde_json::json;

use crate::common::*;

const TOKEN: &str = "console-token-for-tests-0123456789abcdef";

fn with_console(app: &Concierge) -> Router {
    let console =
        concierge_console::router(concierge_console::Console::new(app.clone(), StoreSource::Demo, TOKEN.into()));
    concierge_http::router_with_console(app.clone(), Some(console))
}

fn get(path: &str, bearer: Option<&str>) -> Request<Body> {
    let mut r = Request::get(path);
    if let Some(t) = bearer {
        r = r.header("authorization", format!("Bearer {t}"));
    }
    r.body(Body::empty()).unwrap()
}

#[tokio::test]
async fn the_console_is_behind_the_token_and_the_front_door() {
    let app = app_with(config());
    let r = with_console(&app);
    let refused = send(&r, get("/console/", None)).await;
    assert_eq!(refused.status, 303);
    assert_eq!(refused.header("location"), Some("/console/login"));
    assert!(refused.header("request-id").is_some(), "the front door logged it");
    let served = send(&r, get("/console/", Some(TOKEN))).await;
    assert_eq!(served.status, 200, "{}", served.text);
    assert!(served.text.contains("Juniper"), "{}", served.text);
    // A form posts through the body reader and the guards.
    let asked = send(
        &r,
        Request::post("/console/ask")
            .header("authorization", format!("Bearer {TOKEN}"))
            .header("content-type", "application/x-www-form-urlencoded")
            .header("origin", "http://localhost:8080")
            .body(Body::from("query=Do+you+sell+gift+cards%3F"))
            .unwrap(),
    )
    .await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    assert!(asked.text.contains("id=\"trace\""), "{}", asked.text);
    // A page from another origin is refused by the DNS-rebinding guard before the console.
    let mut rebinding = get("/console/", Some(TOKEN));
    rebinding.headers_mut().insert("host", "attacker.example".parse().unwrap());
    let refused = send(&r, rebinding).await;
    assert_eq!(refused.status, 403);
    // A person reads it: a page saying why, not UCP's JSON.
    assert_eq!(refused.header("content-type"), Some("text/html; charset=utf-8"));
    assert!(refused.text.contains("<h1>Refused</h1>") && refused.text.contains("forbidden"), "{}", refused.text);
    assert_eq!(refused.header("content-security-policy"), Some("default-src 'none'"));
    // Without the console, there is nothing there.
    assert_eq!(send(&concierge_http::router(app), get("/console/", Some(TOKEN))).await.status, 404);
}

/// The response with its conversation id and expiry (fresh per answer) masked.
fn masked(text: &str) -> String {
    let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
    v["conversation"] = json!("masked");
    v.to_string()
}

#[tokio::test]
async fn asks_answer_byte_for_byte_the_same_with_the_console_on_or_off() {
    let questions = [
        "What is your return policy?",
        "Do you rent out hot air balloons?",
        "Is the Harbour store open on Sunday? And do you sell gift cards?",
    ];
    let on = with_console(&app_with(config()));
    let off = concierge_http::router(app_with(config()));
    for q in questions {
        let a = rest_as(&on, ASK_AGENT, "/ask", json!({"query": q})).await;
        let b = rest_as(&off, ASK_AGENT, "/ask", json!({"query": q})).await;
        assert_eq!(a.status, b.status, "{q}");
        assert!(!a.text.contains("candidates") && !a.text.contains("trace"), "no trace in UCP: {}", a.text);
        assert_eq!(masked(&a.text), masked(&b.text), "{q}");
    }
}

#[tokio::test]
async fn the_overview_counts_what_agents_sent() {
    let app = app_with(config());
    let r = with_console(&app);
    assert_eq!(rest_as(&r, ASK_AGENT, "/ask", json!({"query": "Do you sell gift cards?"})).await.status, 200);
    assert_eq!(rest_as(&r, ASK_AGENT, "/ask", json!({"query": ""})).await.status, 400);
    assert_eq!(rest_as(&r, AGENT, "/locations/search", json!({})).await.status, 200);
    let day = app.traffic().last_day(concierge_service::traffic::wall_clock());
    assert_eq!(day.requests(), 3, "{day:?}");
    assert_eq!(day.by_capability[0], ("dev.ucp.common.ask", 2));
    assert_eq!(day.errors, vec![("invalid_request", 1)]);
    assert_eq!(day.ask, [1, 0, 1], "one answered, one refused");
    assert!(day.by_agent.iter().any(|(host, _)| host == "agent.example"), "{day:?}");
    // The console's own playground is not agent traffic.
    let page = send(&r, get("/console/", Some(TOKEN))).await;
    assert!(page.text.contains("id=\"traffic-total\">3<"), "{}", page.text);
}
