//! The REST binding: payloads, headers, status codes and error shapes.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn search_and_lookup() {
    let r = router();
    let res = rest(&r, "/locations/search", json!({"query": "brooklyn"})).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.header("content-type"), Some("application/json"));
    let body = res.json();
    assert_eq!(search_ids(&body), ["loc_brooklyn"]);
    assert_eq!(
        body["ucp"],
        json!({"version": "2026-08-25", "status": "success",
        "capabilities": {"dev.ucp.common.location.search": [{"version": "2026-08-25"}]}}),
        "only the capability in use"
    );
    assert_eq!(body["pagination"]["has_next_page"], false);

    let res = rest(&r, "/locations/lookup", json!({"ids": ["BKN01", "nope"]})).await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.json();
    assert_eq!(lookup_ids(&body), ["loc_brooklyn"]);
    assert_eq!(body["locations"][0]["inputs"], json!([{"id": "BKN01"}]));
    assert_eq!(body["messages"][0]["code"], "not_found");
    assert!(body["ucp"]["capabilities"]["dev.ucp.common.location.lookup"].is_array());
}

#[tokio::test]
async fn request_id_is_required_and_echoed() {
    let r = router();
    let request = |id: Option<&str>| {
        let mut b = Request::post("/ucp/locations/search")
            .header("content-type", "application/json")
            .header("ucp-agent", format!("profile=\"{AGENT}\""));
        if let Some(id) = id {
            b = b.header("request-id", id);
        }
        b.body(Body::from("{}")).unwrap()
    };
    let res = send(&r, request(None)).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["messages"][0]["code"], "invalid_header");
    assert_valid(&schemas().error_response, &res.json());
    let res = send(&r, request(Some("not-a-uuid"))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let id = "6f1d2c5e-0b7a-4f3e-9a51-3c2b1d0e9f8a";
    let res = send(&r, request(Some(id))).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.header("request-id"), Some(id));
}

#[tokio::test]
async fn agent_header_errors_use_the_discovery_shape() {
    let r = router();
    let send_agent = |agent: Option<&'static str>| {
        let r = r.clone();
        async move {
            let mut b = Request::post("/ucp/locations/search")
                .header("content-type", "application/json")
                .header("request-id", request_id());
            if let Some(a) = agent {
                b = b.header("ucp-agent", a);
            }
            send(&r, b.body(Body::from("{}")).unwrap()).await
        }
    };
    for (agent, status, code) in [
        (None, 400, "invalid_profile_url"),
        (Some("https://agent.example/p.json"), 400, "invalid_profile_url"),
        (Some("profile=\"http://agent.example/p.json\""), 400, "invalid_profile_url"),
        (Some("profile=\"https://10.0.0.1/p.json\""), 400, "invalid_profile_url"),
    ] {
        let res = send_agent(agent).await;
        assert_eq!(res.status.as_u16(), status, "{agent:?}: {}", res.text);
        let body = res.json();
        assert_eq!(body["code"], code, "{agent:?}");
        assert!(body["content"].as_str().unwrap().len() > 20);
        assert_eq!(body["continue_url"], "https://juniperandpine.example");
    }
    let res = rest_as(&r, OLD_AGENT, "/locations/search", json!({})).await;
    assert_eq!((res.status.as_u16(), res.json()["code"].as_str()), (422, Some("version_unsupported")));
}

#[tokio::test]
async fn capabilities_incompatible_is_a_business_outcome() {
    let r = router();
    let res = rest_as(&r, SHOPPING_AGENT, "/locations/search", json!({})).await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.json();
    assert_valid(&schemas().error_response, &body);
    assert_eq!(body["ucp"]["status"], "error");
    assert_eq!(body["messages"][0]["code"], "capabilities_incompatible");
    assert_eq!(body["messages"][0]["severity"], "unrecoverable");
    let res = rest_as(&r, SEARCH_ONLY_AGENT, "/locations/lookup", json!({"ids": ["x"]})).await;
    assert_eq!(res.json()["messages"][0]["code"], "capabilities_incompatible");
    let res = rest_as(&r, SEARCH_ONLY_AGENT, "/locations/search", json!({})).await;
    assert_eq!(res.json()["ucp"]["status"], "success");
}

#[tokio::test]
async fn bad_requests_name_the_member() {
    let r = router();
    for (body, code, path) in [
        (
            json!({"distance": {"center": {"latitude": 95, "longitude": 0}, "max": 5}}),
            "invalid_request",
            "$.distance.center.latitude",
        ),
        (json!({"distance": {"center": {"latitude": 37.7, "longitude": -122.4}}}), "invalid_request", "$.distance"),
        (
            json!({"distance": {"center": {"latitude": 37.7, "longitude": -122.4}, "max": 900000}}),
            "distance_limit_exceeded",
            "$.distance.max",
        ),
        (
            json!({"distance": {"center": {"latitude": 37.7, "longitude": -122.4}, "max": 10, "unit": "km"}}),
            "invalid_request",
            "$.distance.unit",
        ),
        (json!({"filters": {"com.example.vegan": true}}), "unsupported_filter", "$.filters['com.example.vegan']"),
        (json!({"filters": {"inventory": [{"id": "x"}]}}), "unsupported_filter", "$.filters.inventory"),
        (json!({"filters": {"items": []}}), "invalid_request", "$.filters.items"),
        (json!({"filters": {"hours": {"open_at": "tomorrow"}}}), "invalid_request", "$.filters.hours.open_at"),
        (json!({"serves": {"com.example.zone": {"id": 1}}}), "serves_unsupported", "$.serves['com.example.zone']"),
        (
            json!({"serves": {"address": {"postal_code": "94103"}}}),
            "serves_unevaluable",
            "$.serves.address.postal_code",
        ),
        (json!({"pagination": {"cursor": "forged"}}), "invalid_cursor", "$.pagination.cursor"),
        (json!({"pagination": {"limit": 0}}), "invalid_request", "$.pagination.limit"),
        (json!({"radius": 5}), "invalid_request", "$.radius"),
        (json!([]), "invalid_request", "$"),
    ] {
        let res = rest(&r, "/locations/search", body.clone()).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.text);
        let err = res.json();
        assert_valid(&schemas().error_response, &err);
        let m = &err["messages"][0];
        assert_eq!((m["code"].as_str(), m["path"].as_str()), (Some(code), Some(path)), "{body}");
        assert_eq!(m["severity"], "recoverable");
        assert!(m["content"].as_str().unwrap().starts_with(path), "{m}");
    }
}

#[tokio::test]
async fn malformed_bodies() {
    let r = router();
    let post = |content_type: &'static str, body: Vec<u8>| {
        Request::post("/ucp/locations/search")
            .header("content-type", content_type)
            .header("ucp-agent", format!("profile=\"{AGENT}\""))
            .header("request-id", request_id())
            .body(Body::from(body))
            .unwrap()
    };
    let res = send(&r, post("application/json", b"{\"query\": ".to_vec())).await;
    assert_eq!(
        (res.status, res.json()["messages"][0]["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_json"))
    );
    let res = send(&r, post("text/plain", b"{}".to_vec())).await;
    assert_eq!(res.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let huge = format!("{{\"query\": \"{}\"}}", "x".repeat(300 * 1024));
    let res = send(&r, post("application/json", huge.into_bytes())).await;
    assert_eq!(
        (res.status, res.json()["messages"][0]["code"].as_str()),
        (StatusCode::PAYLOAD_TOO_LARGE, Some("request_too_large"))
    );
    let res = send(&r, post("application/json; charset=utf-8", b"{}".to_vec())).await;
    assert_eq!(res.status, StatusCode::OK);
}

#[tokio::test]
async fn pagination_over_rest() {
    let r = router();
    let first = rest(&r, "/locations/search", json!({"pagination": {"limit": 4}})).await.json();
    assert_eq!(search_ids(&first).len(), 4);
    assert_eq!(first["pagination"]["has_next_page"], true);
    let total = first["pagination"]["total_count"].as_u64().unwrap();
    let mut ids = search_ids(&first);
    let mut cursor = first["pagination"]["cursor"].as_str().unwrap().to_owned();
    loop {
        let page = rest(&r, "/locations/search", json!({"pagination": {"limit": 4, "cursor": cursor}})).await.json();
        ids.extend(search_ids(&page));
        if page["pagination"]["has_next_page"] == false {
            break;
        }
        cursor = page["pagination"]["cursor"].as_str().unwrap().to_owned();
    }
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!((ids.len() as u64, unique.len() as u64), (total, total));
}
