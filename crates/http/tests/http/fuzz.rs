//! Fuzzing the MCP endpoint's JSON-RPC envelope and headers, and the REST binding's bodies,
//! through the whole router: random messages shaped like JSON-RPC (right and wrong members,
//! every id type, removed and unknown methods, 2026-07-28 `_meta` and its headers) and random
//! JSON. Every one gets a well-formed answer below 500, and an MCP error that has an id has the
//! request's own.
//!
//! Longer run: `PROPTEST_CASES=20000 cargo test --release -p concierge-http --test http fuzz_`.

use std::sync::OnceLock;

use axum::body::Body;
use axum::http::Request;
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::*;

fn runtime() -> &'static tokio::runtime::Runtime {
    static RT: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RT.get_or_init(|| tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap())
}

fn shared_router() -> &'static axum::Router {
    static R: OnceLock<axum::Router> = OnceLock::new();
    R.get_or_init(router)
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(Value::from),
        "\\PC{0,10}".prop_map(Value::from),
        Just(json!("loc_denver")),
        Just(json!(AGENT)),
    ];
    leaf.prop_recursive(3, 20, 4, |inner| {
        let keys = prop_oneof![
            Just("query".to_owned()),
            Just("ids".to_owned()),
            Just("distance".to_owned()),
            Just("filters".to_owned()),
            Just("meta".to_owned()),
            Just("ucp-agent".to_owned()),
            Just("profile".to_owned()),
            Just("location".to_owned()),
            Just("ask".to_owned()),
            "[a-z_]{1,6}",
        ];
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            proptest::collection::btree_map(keys, inner, 0..5).prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

fn method() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(json!("tools/call")),
        Just(json!("tools/list")),
        Just(json!("initialize")),
        Just(json!("server/discover")),
        Just(json!("ping")),
        Just(json!("notifications/initialized")),
        Just(json!("resources/subscribe")),
        "[a-z/]{0,12}".prop_map(Value::from),
        json_value(),
    ]
}

fn id() -> impl Strategy<Value = Option<Value>> {
    proptest::option::of(prop_oneof![
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        "\\PC{0,8}".prop_map(Value::from),
        Just(Value::Null),
        json_value(),
    ])
}

fn params() -> impl Strategy<Value = Option<Value>> {
    let modern_meta = json!({"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                             "io.modelcontextprotocol/clientCapabilities": {}});
    proptest::option::of(prop_oneof![
        (
            prop_oneof![Just("search_locations"), Just("lookup_locations"), Just("ask_business"), Just("nope")],
            json_value()
        )
            .prop_map(|(name, arguments)| json!({"name": name, "arguments": arguments})),
        (json_value(), proptest::option::of(Just(modern_meta))).prop_map(|(payload, m)| {
            let mut p = json!({"name": "search_locations", "arguments": {"meta": meta(AGENT), "location": payload}});
            if let Some(m) = m {
                p["_meta"] = m;
            }
            p
        }),
        json_value(),
    ])
}

fn message() -> impl Strategy<Value = Value> {
    (
        proptest::option::of(prop_oneof![Just(json!("2.0")), json_value()]),
        id(),
        proptest::option::of(method()),
        params(),
    )
        .prop_map(|(jsonrpc, id, method, params)| {
            let mut m = serde_json::Map::new();
            for (k, v) in [("jsonrpc", jsonrpc), ("id", id), ("method", method), ("params", params)] {
                if let Some(v) = v {
                    m.insert(k.to_owned(), v);
                }
            }
            Value::Object(m)
        })
}

fn headers() -> impl Strategy<Value = Vec<(&'static str, String)>> {
    let one = prop_oneof![
        Just(("mcp-protocol-version", "2026-07-28".to_owned())),
        Just(("mcp-protocol-version", "2025-11-25".to_owned())),
        "[0-9-]{0,12}".prop_map(|v| ("mcp-protocol-version", v)),
        prop_oneof![Just("tools/call".to_owned()), "[ -~]{0,12}"].prop_map(|v| ("mcp-method", v)),
        prop_oneof![Just("search_locations".to_owned()), Just("=?base64?!!?=".to_owned()), "[ -~]{0,12}"]
            .prop_map(|v| ("mcp-name", v)),
        "[ -~]{0,30}".prop_map(|v| ("ucp-agent", v)),
        Just(("accept", "text/event-stream".to_owned())),
    ];
    proptest::collection::vec(one, 0..4)
}

proptest! {
    // 300 cases unless PROPTEST_CASES asks for another number.
    #![proptest_config(ProptestConfig { cases: cases_or(300), ..ProptestConfig::default() })]

    #[test]
    fn fuzz_mcp_envelope(message in message(), headers in headers()) {
        let res = runtime().block_on(async {
            let mut builder = Request::post("/ucp/mcp").header("content-type", "application/json");
            for (k, v) in &headers {
                builder = builder.header(*k, v.as_str());
            }
            send(shared_router(), builder.body(Body::from(message.to_string())).unwrap()).await
        });
        prop_assert!(res.status.as_u16() < 500, "{} for {message}: {}", res.status, res.text);
        if res.status.as_u16() != 202 {
            let data = res.text.strip_prefix("event: message\ndata: ").unwrap_or(&res.text).trim_end();
            let body: Value = serde_json::from_str(data).map_err(|e| TestCaseError::fail(format!("{e}: {data}")))?;
            prop_assert_eq!(&body["jsonrpc"], "2.0");
            prop_assert!(body.get("result").is_some() != body.get("error").is_some(), "{}", body);
            if let (Some(sent @ (Value::String(_) | Value::Number(_))), Some(got)) = (message.get("id"), body.get("id"))
                && !got.is_null()
            {
                prop_assert_eq!(got, sent);
            }
        }
    }

    #[test]
    fn fuzz_rest_bodies(body in json_value(), path in prop_oneof![Just("/locations/search"), Just("/locations/lookup")]) {
        let res = runtime().block_on(rest(shared_router(), path, body.clone()));
        prop_assert!(res.status.as_u16() < 500, "{} for {body}: {}", res.status, res.text);
        let json: Value = serde_json::from_str(&res.text).map_err(|e| TestCaseError::fail(format!("{e}: {}", res.text)))?;
        if res.status.as_u16() == 400 {
            prop_assert!(json["messages"][0]["code"].is_string(), "{}", json);
        }
    }
}

/// `PROPTEST_CASES`, or `default`.
fn cases_or(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}
