//! The MCP binding as plain UCP clients, handshake-era clients and 2026-07-28 clients use it.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};

use crate::common::*;

#[tokio::test]
async fn plain_clients_need_no_initialize_and_get_json() {
    let r = router();
    for accept in [None, Some("application/json"), Some("*/*"), Some("application/json, text/event-stream")] {
        let mut headers = vec![];
        if let Some(a) = accept {
            headers.push(("accept", a));
        }
        let res = mcp_with(&r, json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}), &headers).await;
        assert_eq!(res.status, StatusCode::OK, "{accept:?}");
        assert_eq!(res.header("content-type"), Some("application/json"));
        assert!(res.header("mcp-session-id").is_none());
        assert_eq!(tool_names(&res.json()), ["search_locations", "lookup_locations", "ask_business"]);
    }
}

#[tokio::test]
async fn tools_have_self_contained_object_schemas() {
    let r = router();
    let body = mcp(&r, json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})).await.json();
    assert_eq!(tool_names(&body), ["search_locations", "lookup_locations", "ask_business"]);
    for tool in body["result"]["tools"].as_array().unwrap() {
        for key in ["inputSchema", "outputSchema"] {
            let schema = &tool[key];
            assert_eq!(schema["type"], "object", "{key}");
            let text = schema.to_string();
            assert!(
                !text.contains("\"$ref\":\"https://") && !text.contains("\"$ref\":\"../"),
                "{key} has a network $ref"
            );
            jsonschema_compiles(schema);
        }
        let payload = if tool["name"] == "ask_business" { "ask" } else { "location" };
        let input = &tool["inputSchema"];
        assert_eq!(input["required"], json!(["meta", payload]), "{}", tool["name"]);
        assert_eq!(input["additionalProperties"], false);
        let mut properties: Vec<&str> = input["properties"].as_object().unwrap().keys().map(String::as_str).collect();
        properties.sort_unstable();
        let mut expected = ["meta", payload];
        expected.sort_unstable();
        assert_eq!(properties, expected, "{}", tool["name"]);
        assert_eq!(tool["annotations"]["readOnlyHint"], true);
    }
}

fn jsonschema_compiles(schema: &Value) {
    concierge_schemas::Compiled::new(schema.clone()).unwrap();
}

#[tokio::test]
async fn meta_on_tools_list_narrows_to_negotiated_tools() {
    let r = router();
    let list = |agent: &'static str| tools_for(&r, agent);
    assert_eq!(tool_names(&list(AGENT).await.json()), ["search_locations", "lookup_locations"]);
    assert_eq!(tool_names(&list(SEARCH_ONLY_AGENT).await.json()), ["search_locations"]);
    assert!(tool_names(&list(SHOPPING_AGENT).await.json()).is_empty());
    let res = list(OLD_AGENT).await;
    assert_eq!(res.status.as_u16(), 422);
    assert_eq!(res.json()["error"]["code"], -32001);
}

#[tokio::test]
async fn tools_call_returns_structured_content_and_the_same_text() {
    let r = router();
    let res = call_tool(&r, "search_locations", json!({"query": "denver"})).await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.json();
    assert_eq!(body["id"], 1);
    let result = &body["result"];
    assert_eq!(search_ids(&result["structuredContent"]), ["loc_denver"]);
    let text: Value = serde_json::from_str(result["content"][0]["text"].as_str().unwrap()).unwrap();
    assert_eq!(text, result["structuredContent"]);
    assert_eq!(result["isError"], false);
    assert!(result.get("resultType").is_none(), "no 2026 fields for handshake-era and plain clients");

    let res = call_tool(&r, "lookup_locations", json!({"ids": ["loc_denver", "DEN01"]})).await.json();
    let sc = &res["result"]["structuredContent"];
    assert_eq!(lookup_ids(sc), ["loc_denver"]);
    assert_eq!(sc["locations"][0]["inputs"], json!([{"id": "loc_denver"}, {"id": "DEN01"}]));
}

#[tokio::test]
async fn argument_errors_are_invalid_params_with_paths() {
    let r = router();
    let call = |arguments: Value| {
        let r = r.clone();
        async move {
            mcp(&r, json!({"jsonrpc": "2.0", "id": "x-1", "method": "tools/call", "params": {"name": "search_locations", "arguments": arguments}})).await
        }
    };
    for (arguments, path, status) in [
        (json!({"location": {}}), "$.meta", 400),
        (json!({"meta": {}, "location": {}}), "$.meta", 400),
        (json!({"meta": {"ucp-agent": {}}, "location": {}}), "$.meta['ucp-agent']", 400),
        (json!({"meta": meta(AGENT)}), "$.location", 400),
        (json!({"meta": meta(AGENT), "location": {}, "extra": 1}), "$.extra", 400),
        (
            json!({"meta": meta(AGENT), "location": {"distance": {"center": {"latitude": 1, "longitude": 1}, "max": -1}}}),
            "$.location.distance.max",
            400,
        ),
        (json!({"meta": meta(AGENT), "location": {"filters": {"open_now": true}}}), "$.location.filters.open_now", 400),
    ] {
        let res = call(arguments.clone()).await;
        assert_eq!(res.status.as_u16(), status, "{arguments}");
        let e = &res.json()["error"];
        assert_eq!(e["code"], -32602, "{arguments}: {e}");
        assert_eq!(e["data"]["path"], path, "{arguments}");
        assert!(e["message"].as_str().unwrap().starts_with(path), "{e}");
        assert_eq!(res.json()["id"], "x-1");
    }
}

#[tokio::test]
async fn discovery_failures_are_minus_32001_with_the_http_status() {
    let r = router();
    let call = |profile: &'static str| {
        let r = r.clone();
        async move {
            mcp(&r, json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
                "params": {"name": "search_locations", "arguments": {"meta": {"ucp-agent": {"profile": profile}}, "location": {}}}}))
            .await
        }
    };
    for (profile, status, code) in [
        (OLD_AGENT, 422, "version_unsupported"),
        ("http://agent.example/p.json", 400, "invalid_profile_url"),
        ("https://192.168.1.5/p.json", 400, "invalid_profile_url"),
        ("not a url", 400, "invalid_profile_url"),
        ("/profiles/relative.json", 400, "invalid_profile_url"),
    ] {
        let res = call(profile).await;
        assert_eq!(res.status.as_u16(), status, "{profile}");
        let e = &res.json()["error"];
        assert_eq!((e["code"].as_i64(), e["message"].as_str()), (Some(-32001), Some("UCP discovery failed")));
        assert_eq!(e["data"]["code"], code);
        assert_eq!(e["data"]["continue_url"], "https://juniperandpine.example");
    }
}

#[tokio::test]
async fn capabilities_incompatible_is_a_result() {
    let r = router();
    let res = mcp(
        &r,
        json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
        "params": {"name": "search_locations", "arguments": {"meta": meta(SHOPPING_AGENT), "location": {}}}}),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK);
    let result = &res.json()["result"];
    assert_eq!(result["isError"], true);
    assert_valid(&schemas().error_response, &result["structuredContent"]);
    assert_eq!(result["structuredContent"]["messages"][0]["code"], "capabilities_incompatible");
}

#[tokio::test]
async fn agent_header_and_meta_must_agree() {
    let r = router();
    let message = json!({"jsonrpc": "2.0", "id": 5, "method": "tools/call",
        "params": {"name": "search_locations", "arguments": {"meta": meta(AGENT), "location": {}}}});
    let res = mcp_with(&r, message.clone(), &[("ucp-agent", "profile=\"https://other.example/p.json\"")]).await;
    assert_eq!((res.status.as_u16(), res.json()["error"]["data"]["code"].as_str()), (400, Some("invalid_profile_url")));
    let same = format!("profile=\"{AGENT}\"");
    let res = mcp_with(&r, message, &[("ucp-agent", same.as_str())]).await;
    assert_eq!(res.status, StatusCode::OK);
}

#[tokio::test]
async fn jsonrpc_envelope_errors() {
    let r = router();
    let raw = |body: &'static str, content_type: &'static str| {
        let r = r.clone();
        async move {
            send(&r, Request::post("/ucp/mcp").header("content-type", content_type).body(Body::from(body)).unwrap())
                .await
        }
    };
    let res = raw("{\"jsonrpc\": ", "application/json").await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.header("content-type"), Some("application/json"));
    assert_eq!((res.json()["error"]["code"].as_i64(), &res.json()["id"]), (Some(-32700), &Value::Null));
    let res = raw("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}]", "application/json").await;
    assert_eq!((res.status.as_u16(), res.json()["error"]["code"].as_i64()), (400, Some(-32600)));
    let res = raw("{}", "text/plain").await;
    assert_eq!(res.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(res.json()["error"]["code"], -32600);
    let res = mcp(&r, json!({"jsonrpc": "2.0", "id": 9, "method": "resources/list"})).await;
    assert_eq!(
        (res.status, res.json()["error"]["code"].as_i64(), &res.json()["id"]),
        (StatusCode::OK, Some(-32601), &json!(9))
    );
    let offered = res.json()["error"]["message"].as_str().unwrap().to_owned();
    assert!(offered.contains("initialize, ping, tools/list and tools/call"), "{offered}");
    // A JSON-RPC response from the client: refused, and the error carries no id at all.
    for response in [
        json!({"jsonrpc": "2.0", "id": 11, "result": {}}),
        json!({"jsonrpc": "2.0", "id": 12, "error": {"code": -1, "message": "x"}}),
    ] {
        let res = mcp(&r, response).await;
        assert_eq!((res.status, res.json()["error"]["code"].as_i64()), (StatusCode::BAD_REQUEST, Some(-32600)));
        assert!(res.json().get("id").is_none(), "{}", res.text);
    }
    let res = mcp(&r, json!({"jsonrpc": "2.0", "id": 10, "method": "tools/call", "params": {"name": "ask_business", "arguments": {}}})).await;
    assert_eq!(res.json()["error"]["code"], -32602);
    let res = mcp(&r, json!({"jsonrpc": "2.0", "method": "notifications/initialized"})).await;
    assert_eq!(res.status, StatusCode::ACCEPTED);
    assert!(res.text.is_empty());
    for method in ["GET", "DELETE"] {
        let res = send(&r, Request::builder().method(method).uri("/ucp/mcp").body(Body::empty()).unwrap()).await;
        assert_eq!((res.status, res.header("allow")), (StatusCode::METHOD_NOT_ALLOWED, Some("POST")));
    }
}

#[tokio::test]
async fn handshake_era_initialize_echoes_supported_versions() {
    let r = router();
    for (asked, answered) in [
        ("2025-06-18", "2025-06-18"),
        ("2025-11-25", "2025-11-25"),
        ("2024-11-05", "2025-11-25"),
        ("2026-07-28", "2025-11-25"),
    ] {
        let res = mcp(
            &r,
            json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
            "params": {"protocolVersion": asked, "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}),
        )
        .await;
        let result = &res.json()["result"];
        assert_eq!(result["protocolVersion"], answered, "{asked}");
        assert!(result["capabilities"]["tools"].is_object());
        assert_eq!(result["serverInfo"]["name"], "concierge");
        assert!(res.header("mcp-session-id").is_none(), "stateless");
    }
    let res = mcp_with(
        &r,
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}),
        &[("mcp-protocol-version", "2025-11-25")],
    )
    .await;
    assert_eq!(res.status, StatusCode::OK);
    let res = mcp_with(
        &r,
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}),
        &[("mcp-protocol-version", "1999-01-01")],
    )
    .await;
    assert_eq!((res.status.as_u16(), res.json()["error"]["code"].as_i64()), (400, Some(-32022)));
    assert!(res.json()["error"]["data"]["supported"].as_array().unwrap().contains(&json!("2025-11-25")));
}

fn modern_meta() -> Value {
    json!({"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {},
           "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"}})
}

#[tokio::test]
async fn stateless_2026_clients() {
    let r = router();
    let v = ("mcp-protocol-version", "2026-07-28");
    let res = mcp_with(
        &r,
        json!({"jsonrpc": "2.0", "id": "probe", "method": "server/discover", "params": {"_meta": modern_meta()}}),
        &[v, ("mcp-method", "server/discover")],
    )
    .await;
    let result = &res.json()["result"];
    assert_eq!(res.json()["id"], "probe");
    assert!(result["supportedVersions"].as_array().unwrap().contains(&json!("2026-07-28")));
    assert_eq!((result["ttlMs"].as_u64(), result["cacheScope"].as_str()), (Some(0), Some("private")));
    assert_eq!(result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"], "concierge");

    let res = mcp_with(
        &r,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": modern_meta()}}),
        &[v, ("mcp-method", "tools/list")],
    )
    .await;
    let result = &res.json()["result"];
    assert_eq!(
        (result["resultType"].as_str(), result["ttlMs"].as_u64(), result["cacheScope"].as_str()),
        (Some("complete"), Some(0), Some("private"))
    );

    let call = json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "search_locations", "_meta": modern_meta(),
        "arguments": {"meta": meta(AGENT), "location": {"query": "london"}}}});
    let res = mcp_with(&r, call.clone(), &[v, ("mcp-method", "tools/call"), ("mcp-name", "search_locations")]).await;
    let result = &res.json()["result"];
    assert_eq!(search_ids(&result["structuredContent"]), ["loc_london"]);
    assert_eq!(result["resultType"], "complete");

    for (headers, code) in [
        (vec![v, ("mcp-name", "search_locations")], -32020),
        (vec![v, ("mcp-method", "tools/list"), ("mcp-name", "search_locations")], -32020),
        (vec![v, ("mcp-method", "tools/call")], -32020),
        (vec![v, ("mcp-method", "tools/call"), ("mcp-name", "lookup_locations")], -32020),
        (vec![("mcp-method", "tools/call"), ("mcp-name", "search_locations")], -32020),
    ] {
        let res = mcp_with(&r, call.clone(), &headers).await;
        assert_eq!((res.status.as_u16(), res.json()["error"]["code"].as_i64()), (400, Some(code)), "{headers:?}");
    }
    let base64_name = mcp_with(
        &r,
        call.clone(),
        &[v, ("mcp-method", "tools/call"), ("mcp-name", "=?base64?c2VhcmNoX2xvY2F0aW9ucw==?=")],
    )
    .await;
    assert_eq!(base64_name.status, StatusCode::OK);
    let padded =
        mcp_with(&r, call.clone(), &[v, ("mcp-method", " tools/call"), ("mcp-name", "\tsearch_locations  ")]).await;
    assert_eq!(padded.status, StatusCode::OK, "optional whitespace around a header value is not part of it");
    let no_meta =
        mcp_with(&r, json!({"jsonrpc": "2.0", "id": 4, "method": "tools/list"}), &[v, ("mcp-method", "tools/list")])
            .await;
    assert_eq!((no_meta.status.as_u16(), no_meta.json()["error"]["code"].as_i64()), (400, Some(-32602)));

    // 2026-07-28 removed initialize, ping, logging/setLevel and the subscriptions: each is an
    // unknown method there, answered 404 with -32601, its id kept, and a list of what is offered.
    for method in
        ["initialize", "ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe", "unknown/method"]
    {
        let res = mcp_with(
            &r,
            json!({"jsonrpc": "2.0", "id": 601, "method": method, "params": {"_meta": modern_meta()}}),
            &[v, ("mcp-method", method)],
        )
        .await;
        assert_eq!((res.status.as_u16(), res.json()["error"]["code"].as_i64()), (404, Some(-32601)), "{method}");
        assert_eq!(res.json()["id"], 601);
        let message = res.json()["error"]["message"].as_str().unwrap().to_owned();
        assert!(message.ends_with("this server offers server/discover, tools/list and tools/call."), "{message}");
    }
    // An initialize under a 2026-07-28 header is one too, whatever its params.
    let res = mcp_with(
        &r,
        json!({"jsonrpc": "2.0", "id": 5, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}}}),
        &[v],
    )
    .await;
    assert_eq!((res.status.as_u16(), res.json()["error"]["code"].as_i64()), (404, Some(-32601)));
}

#[tokio::test]
async fn initialize_instructions_name_each_tools_payload_key() {
    let r = router();
    let res = mcp(
        &r,
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}),
    )
    .await;
    let instructions = res.json()["result"]["instructions"].as_str().unwrap().to_owned();
    for expected in [
        "search_locations in arguments.location",
        "lookup_locations in arguments.location",
        "ask_business in arguments.ask",
    ] {
        assert!(instructions.contains(expected), "{instructions}");
    }
}

#[tokio::test]
async fn sse_only_clients_get_one_event() {
    let r = router();
    let res =
        mcp_with(&r, json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}), &[("accept", "text/event-stream")])
            .await;
    assert_eq!(res.header("content-type"), Some("text/event-stream"));
    let data = res.text.strip_prefix("event: message\ndata: ").unwrap().trim_end();
    let body: Value = serde_json::from_str(data).unwrap();
    assert_eq!(body["id"], 1);
}

#[tokio::test]
async fn client_text_is_bounded_in_errors() {
    let r = router();
    let huge = "f".repeat(250_000);
    let res = mcp(&r, json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
        "params": {"name": "search_locations", "arguments": {"meta": {"ucp-agent": {"profile": format!("not a url {huge}")}}, "location": {}}}}))
    .await;
    assert_eq!(res.json()["error"]["data"]["code"], "invalid_profile_url");
    assert!(res.text.len() < 4096, "{} bytes", res.text.len());
    let res = mcp(&r, json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
        "params": {"name": "search_locations", "arguments": {"meta": meta(AGENT), "location": {"filters": {huge.clone(): true}}}}}))
    .await;
    assert_eq!(res.json()["error"]["code"], -32602);
    assert!(res.text.len() < 4096, "{} bytes", res.text.len());
    let res = mcp(&r, json!({"jsonrpc": "2.0", "id": 5, "method": "tools/call",
        "params": {"name": "search_locations", "arguments": {"meta": meta(&format!("https://agent.example/{huge}")), "location": {}}}}))
    .await;
    assert_eq!(res.json()["error"]["code"], -32001);
    assert!(res.text.len() < 4096, "{} bytes", res.text.len());
}

#[tokio::test]
async fn a_timed_out_call_keeps_its_id() {
    // A profile host that accepts the connection and never answers, slower than the deadline.
    let silent = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = silent.local_addr().unwrap().port();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((socket, _)) = silent.accept().await {
            held.push(socket);
        }
    });
    let mut c = config();
    c.server.request_timeout_secs = 1;
    c.profile_fetch.timeout_ms = 10_000;
    c.profile_fetch.allow_insecure_loopback = concierge_service::config::Switch::On;
    let r = router_with(c);
    let profile = format!("http://127.0.0.1:{port}/profile.json");
    let res = mcp(
        &r,
        json!({"jsonrpc": "2.0", "id": 12345678901234567890u64, "method": "tools/call",
        "params": {"name": "search_locations", "arguments": {"meta": meta(&profile), "location": {}}}}),
    )
    .await;
    assert_eq!((res.status.as_u16(), res.header("retry-after")), (503, Some("1")), "{}", res.text);
    assert_eq!(res.json()["id"], json!(12345678901234567890u64), "{}", res.text);
    assert_eq!(res.json()["error"]["data"]["code"], "unavailable");
}
