//! `/.well-known/ucp`, the OpenAPI document, health, and unknown paths.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::Value;

use crate::common::*;

#[tokio::test]
async fn profile_is_dated_cacheable_and_valid() {
    let r = router();
    let res = send(&r, Request::get("/.well-known/ucp").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.header("content-type"), Some("application/json"));
    let cache = res.header("cache-control").unwrap();
    assert!(cache.starts_with("public, max-age="), "{cache}");
    let max_age: u64 = cache.trim_start_matches("public, max-age=").parse().unwrap();
    assert!(max_age >= 60);
    let etag = res.header("etag").unwrap().to_owned();
    let profile = res.json();
    assert_valid(&schemas().business_profile, &profile);
    assert_eq!(profile["ucp"]["version"], "2026-08-25");
    assert!(profile["keys"].is_array() && profile["ucp"]["payment_handlers"].is_object());
    let services = profile["ucp"]["services"]["dev.ucp.common"].as_array().unwrap();
    let transports: Vec<&str> = services.iter().map(|s| s["transport"].as_str().unwrap()).collect();
    assert_eq!(transports, ["rest", "mcp"]);
    for s in services {
        assert_eq!(s["version"], "2026-08-25");
        assert!(!s["endpoint"].as_str().unwrap().ends_with('/'));
    }
    for cap in ["dev.ucp.common.location.search", "dev.ucp.common.location.lookup"] {
        let entry = &profile["ucp"]["capabilities"][cap][0];
        assert_eq!(entry["version"], "2026-08-25");
        assert!(entry["schema"].as_str().unwrap().starts_with("https://ucp.dev/2026-08-25/schemas/common/location_"));
    }

    let again =
        send(&r, Request::get("/.well-known/ucp").header("if-none-match", &etag).body(Body::empty()).unwrap()).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.text.is_empty());
}

#[tokio::test]
async fn profile_is_200_whatever_the_caller_sends() {
    let r = router();
    for agent in ["profile=\"https://agent.example/p\"; version=\"2099-01-01\"", "garbage", "profile=\"...\""] {
        let res = send(
            &r,
            Request::get("/.well-known/ucp")
                .header("ucp-agent", agent)
                .header("idempotency-key", "x")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
        assert_eq!(res.status, StatusCode::OK, "{agent}");
    }
}

#[tokio::test]
async fn profile_rejects_other_methods_and_never_redirects() {
    let r = router();
    let post =
        send(&r, Request::post("/.well-known/ucp").header("content-type", "text/plain").body(Body::from("x")).unwrap())
            .await;
    assert_eq!(post.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(post.header("allow"), Some("GET, HEAD"));
    assert_eq!(post.json()["messages"][0]["code"], "method_not_allowed");
    let get = send(&r, Request::get("/ucp/locations/search").body(Body::empty()).unwrap()).await;
    assert_eq!((get.status, get.header("allow")), (StatusCode::METHOD_NOT_ALLOWED, Some("POST")));
    let slash = send(&r, Request::get("/.well-known/ucp/").body(Body::empty()).unwrap()).await;
    assert_eq!(slash.status, StatusCode::NOT_FOUND, "no redirect to the canonical path");
    assert_eq!(slash.json()["messages"][0]["code"], "not_found");
    assert_valid(&schemas().error_response, &slash.json());
}

#[tokio::test]
async fn endpoints_follow_the_public_base_url() {
    let mut c = config();
    c.server.public_base_url = "https://shop.example/".into();
    let r = router_with(c);
    let profile =
        send(&r, Request::get("/.well-known/ucp").header("host", "shop.example").body(Body::empty()).unwrap())
            .await
            .json();
    let endpoints: Vec<&str> = profile["ucp"]["services"]["dev.ucp.common"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["endpoint"].as_str().unwrap())
        .collect();
    assert_eq!(endpoints, ["https://shop.example/ucp", "https://shop.example/ucp/mcp"]);
}

#[tokio::test]
async fn openapi_describes_the_rest_binding() {
    let r = router();
    let res = send(&r, Request::get("/ucp/openapi.json").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status, StatusCode::OK);
    let doc = res.json();
    assert_eq!(doc["openapi"], "3.1.0");
    let search = &doc["paths"]["/locations/search"]["post"];
    assert_eq!(search["operationId"], "search_locations");
    let params: Vec<&str> =
        search["parameters"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert!(params.contains(&"UCP-Agent") && params.contains(&"Request-Id"));
    assert!(doc["paths"]["/locations/lookup"].is_object());
    assert!(doc["paths"]["/ask"].is_null(), "only what is offered is described");
    assert_eq!(doc["servers"][0]["url"], "http://localhost:8080/ucp");
}

#[tokio::test]
async fn health_reports_the_store() {
    let res = send(&router(), Request::get("/health").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.json();
    assert_eq!(body["status"], "ok");
    assert!(body["locations"].as_u64().unwrap() >= 12);
    assert!(res.header("request-id").is_some());
}

#[tokio::test]
async fn only_configured_capabilities_are_offered() {
    let mut c = config();
    c.ucp.capabilities.remove("dev.ucp.common.location.lookup");
    let r = router_with(c);
    let profile = send(&r, Request::get("/.well-known/ucp").body(Body::empty()).unwrap()).await.json();
    assert!(profile["ucp"]["capabilities"]["dev.ucp.common.location.lookup"].is_null());
    let lookup = rest(&r, "/locations/lookup", serde_json::json!({"ids": ["loc_denver"]})).await;
    assert_eq!(lookup.status, StatusCode::NOT_FOUND);
    let tools = mcp(&r, serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})).await.json();
    let names: Vec<&str> =
        tools["result"]["tools"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["search_locations"]);
    let _: Value = profile;
}
