//! Host/Origin checks and rate limits, rendered for the binding that was called.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::connect_info::MockConnectInfo;
use axum::http::{Request, StatusCode};
use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn dns_rebinding_protection_on_loopback() {
    let r = router();
    let res =
        send(&r, Request::get("/.well-known/ucp").header("host", "evil.example").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(res.json()["messages"][0]["code"], "forbidden");
    let res = send(
        &r,
        Request::post("/ucp/mcp")
            .header("host", "localhost:8080")
            .header("origin", "https://evil.example")
            .header("content-type", "application/json")
            .body(Body::from(json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}).to_string()))
            .unwrap(),
    )
    .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(res.json()["error"]["code"], -32000, "MCP callers get a JSON-RPC error");
    let res = send(
        &r,
        Request::post("/ucp/mcp")
            .header("host", "127.0.0.1:8080")
            .header("origin", "http://localhost:5173")
            .header("content-type", "application/json")
            .body(Body::from(json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}).to_string()))
            .unwrap(),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK);
}

#[tokio::test]
async fn a_cluster_wide_rate_limit_holds_across_replicas() {
    // Two replicas sharing one database; each alone would admit three requests a minute.
    let dir = tempfile::tempdir().unwrap();
    let mut c = config();
    c.storage.database_url = format!("sqlite://{}?mode=rwc", dir.path().join("shared.sqlite").display());
    c.limits.rate_limit_per_minute = 3;
    c.limits.rate_limit_scope = concierge_service::config::RateLimitScope::Cluster;
    let client = MockConnectInfo(SocketAddr::from(([203, 0, 113, 9], 5000)));
    let a = router_with(c.clone()).layer(client);
    let b = router_with(c.clone()).layer(client);
    let statuses = [
        rest(&a, "/locations/search", json!({})).await.status,
        rest(&b, "/locations/search", json!({})).await.status,
        rest(&a, "/locations/search", json!({})).await.status,
    ];
    // A minute boundary may fall between the requests; then the new window admits them too.
    assert!(statuses.iter().all(|s| *s == StatusCode::OK), "{statuses:?}");
    let mut refused = None;
    for _ in 0..4 {
        let res = rest(&b, "/locations/search", json!({})).await;
        if res.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(res);
            break;
        }
    }
    let res = refused.expect("the fourth request of a window is refused, whichever replica gets it");
    let wait = res.header("retry-after").unwrap().parse::<u64>().unwrap();
    assert!((1..=60).contains(&wait), "until the window ends: {wait}");
    assert_eq!(res.json()["messages"][0]["code"], "rate_limited");
    // b alone had admitted fewer than its three: the refusal came from the shared count.
}

#[tokio::test]
async fn rate_limits_answer_429_with_retry_after() {
    let mut c = config();
    c.limits.rate_limit_per_minute = 2;
    let r = router_with(c).layer(MockConnectInfo(SocketAddr::from(([203, 0, 113, 7], 5000))));
    for _ in 0..2 {
        assert_eq!(rest(&r, "/locations/search", json!({})).await.status, StatusCode::OK);
    }
    let res = rest(&r, "/locations/search", json!({})).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(res.header("retry-after").unwrap().parse::<u64>().unwrap() >= 1);
    assert_eq!(res.json()["messages"][0]["code"], "rate_limited");
    let res = call_tool(&r, "search_locations", json!({})).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(res.json()["error"]["code"], -32000);
    assert!(res.json()["error"]["data"]["retry_after"].as_u64().unwrap() >= 1);
    let discovery = send(&r, Request::get("/.well-known/ucp").body(Body::empty()).unwrap()).await;
    assert_eq!(discovery.status, StatusCode::OK, "discovery is never rate limited");
}
