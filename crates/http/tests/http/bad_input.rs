//! The bad-input matrix: every field of every operation, over REST and MCP, given a value of the
//! wrong type, `null`, the wrong numbers, deep nesting and huge arrays; and bodies that are empty,
//! not UTF-8, of the wrong type, too large, too deep, or repeat a member. Each is refused with the
//! spec's error, naming the field's JSONPath where there is a field to name; none gets a 5xx; the
//! server keeps serving.

use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};

use crate::common::*;

#[derive(Clone, Copy)]
enum Kind {
    Text,
    Number,
    Integer,
    Texts,
}

/// One operation: its REST path, tool, payload key, a valid payload, and its fields.
type Operation = (&'static str, &'static str, &'static str, Value, Vec<(&'static str, Kind)>);

fn operations() -> Vec<Operation> {
    vec![
        (
            "/locations/search",
            "search_locations",
            "location",
            json!({"query": "store", "distance": {"center": {"latitude": 37.77, "longitude": -122.42}, "max": 5000},
                   "serves": {"point": {"latitude": 37.77, "longitude": -122.42}},
                   "filters": {"hours": {"open_at": "2026-12-02T18:00:00Z"}, "amenities": ["dev.ucp.amenity.wi_fi"], "items": ["x"]},
                   "pagination": {"limit": 5}}),
            vec![
                ("/query", Kind::Text),
                ("/distance/center/latitude", Kind::Number),
                ("/distance/center/longitude", Kind::Number),
                ("/distance/max", Kind::Number),
                ("/serves/point/latitude", Kind::Number),
                ("/filters/hours/open_at", Kind::Text),
                ("/filters/amenities", Kind::Texts),
                ("/filters/items", Kind::Texts),
                ("/pagination/limit", Kind::Integer),
                ("/pagination/cursor", Kind::Text),
            ],
        ),
        (
            "/locations/lookup",
            "lookup_locations",
            "location",
            json!({"ids": ["loc_denver"]}),
            vec![("/ids", Kind::Texts)],
        ),
        (
            "/ask",
            "ask_business",
            "ask",
            json!({"query": "Do you ship to Canada?"}),
            vec![("/query", Kind::Text), ("/ids", Kind::Texts)],
        ),
    ]
}

fn nested(depth: usize) -> Value {
    (0..depth).fold(json!("x"), |inner, _| json!([inner]))
}

fn bad_values(kind: Kind) -> Vec<(&'static str, Value)> {
    let mut v = vec![("null", Value::Null), ("object", json!({"a": 1})), ("deep nesting", nested(60))];
    match kind {
        Kind::Text => v.extend([("number", json!(5)), ("boolean", json!(true)), ("array", json!(["x"]))]),
        Kind::Number => v.extend([
            ("NaN text", json!("NaN")),
            ("numeric text", json!("5")),
            ("huge", json!(1e308)),
            ("huge negative", json!(-1e308)),
            ("array", json!([1])),
        ]),
        Kind::Integer => v.extend([
            ("fraction", json!(1.5)),
            ("negative", json!(-1)),
            ("huge", json!(1e300)),
            ("numeric text", json!("10")),
        ]),
        Kind::Texts => v.extend([
            ("text", json!("x")),
            ("number", json!(5)),
            ("wrong element", json!([5])),
            ("huge array of wrong elements", Value::Array(vec![json!(1); 20_000])),
        ]),
    }
    v
}

fn set(base: &Value, pointer: &str, value: Value) -> Value {
    let mut doc = base.clone();
    let mut at = &mut doc;
    let parts: Vec<&str> = pointer.trim_start_matches('/').split('/').collect();
    for (i, part) in parts.iter().enumerate() {
        let obj = at.as_object_mut().unwrap();
        if i == parts.len() - 1 {
            obj.insert((*part).to_owned(), value);
            return doc;
        }
        at = obj.entry((*part).to_owned()).or_insert_with(|| json!({}));
    }
    doc
}

/// The JSONPath of a JSON pointer, under `prefix` (`$` or `$.location`).
fn path_of(prefix: &str, pointer: &str) -> String {
    format!("{prefix}{}", pointer.replace('/', "."))
}

/// The error code and path of a refused REST or MCP response.
fn refusal(res: &Response, mcp: bool) -> (String, Option<String>) {
    let body = res.json();
    let e = if mcp { &body["error"]["data"] } else { &body["messages"][0] };
    (e["code"].as_str().unwrap_or_default().to_owned(), e["path"].as_str().map(str::to_owned))
}

#[tokio::test]
async fn every_field_refuses_bad_values_with_its_path() {
    let r = router();
    let mut failures = Vec::new();
    for (rest_path, tool, key, base, fields) in operations() {
        let agent = if key == "ask" { ASK_AGENT } else { AGENT };
        let valid = rest_as(&r, agent, rest_path, base.clone()).await;
        assert_eq!(valid.status.as_u16(), 200, "the base payload is valid: {}", valid.text);
        for (pointer, kind) in fields {
            for (what, value) in bad_values(kind) {
                let payload = set(&base, pointer, value);
                let rest_res = rest_as(&r, agent, rest_path, payload.clone()).await;
                let mcp_res = mcp(
                    &r,
                    json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                    "params": {"name": tool, "arguments": {"meta": meta(agent), key: payload}}}),
                )
                .await;
                for (res, is_mcp, prefix) in [(&rest_res, false, "$".to_owned()), (&mcp_res, true, format!("$.{key}"))]
                {
                    let expected = path_of(&prefix, pointer);
                    let (code, path) = refusal(res, is_mcp);
                    let ok = res.status.as_u16() == 400
                        && ["invalid_request", "unsupported_filter", "distance_limit_exceeded", "invalid_cursor"]
                            .contains(&code.as_str())
                        && path.as_deref().is_some_and(|p| p.starts_with(&expected));
                    if !ok {
                        let binding = if is_mcp { "MCP" } else { "REST" };
                        failures.push(format!(
                            "{binding} {tool} {expected} = {what}: {} {code} {path:?}",
                            res.status.as_u16()
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} refusals were wrong:\n{}", failures.len(), failures.join("\n"));
    // And the server still answers.
    let res = rest(&r, "/locations/search", json!({"query": "denver"})).await;
    assert_eq!(search_ids(&res.json()), ["loc_denver"]);
}

#[tokio::test]
async fn bad_bodies_are_refused_without_a_5xx() {
    let r = router();
    let deep = format!("{}1{}", "[".repeat(5_000), "]".repeat(5_000));
    let cases: Vec<(&str, Vec<u8>, &str, u16, &str)> = vec![
        ("empty", b"".to_vec(), "application/json", 400, "invalid_json"),
        ("not UTF-8", b"{\"query\": \"\xff\xfe\"}".to_vec(), "application/json", 400, "invalid_json"),
        ("truncated", b"{\"query\": ".to_vec(), "application/json", 400, "invalid_json"),
        ("too deep", deep.clone().into_bytes(), "application/json", 400, "invalid_json"),
        ("wrong content type", b"{}".to_vec(), "text/plain", 415, "unsupported_media_type"),
        ("oversized", vec![b' '; 300 * 1024], "application/json", 413, "request_too_large"),
        ("a top-level array", b"[]".to_vec(), "application/json", 400, "invalid_request"),
        (
            "a repeated member",
            b"{\"query\": \"a\", \"query\": \"b\"}".to_vec(),
            "application/json",
            400,
            "invalid_request",
        ),
    ];
    for (what, body, content_type, status, code) in cases {
        let request = Request::post("/ucp/locations/search")
            .header("content-type", content_type)
            .header("ucp-agent", format!("profile=\"{AGENT}\""))
            .header("request-id", request_id())
            .body(Body::from(body.clone()))
            .unwrap();
        let res = send(&r, request).await;
        assert_eq!(res.status.as_u16(), status, "REST {what}: {}", res.text);
        assert_eq!(refusal(&res, false).0, code, "REST {what}: {}", res.text);
        if what == "a repeated member" {
            assert_eq!(refusal(&res, false).1.as_deref(), Some("$.query"));
        }

        // The same body as a tool's arguments, or as the whole JSON-RPC message.
        let message = match what {
            "a repeated member" => br#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "search_locations", "arguments": {"meta": {"ucp-agent": {"profile": "https://agent.example/profiles/full.json"}}, "location": {"query": "a", "query": "b"}}}}"#.to_vec(),
            "a top-level array" => continue,
            _ => body,
        };
        let request = Request::post("/ucp/mcp").header("content-type", content_type).body(Body::from(message)).unwrap();
        let res = send(&r, request).await;
        assert!(res.status.as_u16() < 500, "MCP {what}: {}", res.text);
        assert_eq!(res.status.as_u16(), status, "MCP {what}: {}", res.text);
        let (mcp_code, path) = refusal(&res, true);
        assert_eq!(mcp_code, code, "MCP {what}: {}", res.text);
        if what == "a repeated member" {
            assert_eq!(path.as_deref(), Some("$.location.query"));
            assert_eq!(res.json()["id"], 2);
        }
    }
    let res = rest(&r, "/locations/search", json!({"query": "denver"})).await;
    assert_eq!(search_ids(&res.json()), ["loc_denver"]);
}
