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
