//! `/.well-known/ucp`, the OpenAPI document, health, and unknown paths.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};

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
    assert_eq!(doc["servers"][0]["url"], "http://localhost:8080/ucp");
    let mut paths: Vec<&str> = doc["paths"].as_object().unwrap().keys().map(String::as_str).collect();
    paths.sort_unstable();
    assert_eq!(paths, ["/ask", "/locations/lookup", "/locations/search"], "every offered operation, no other");

    let param = |op: &Value, name: &str| -> Value {
        op["parameters"].as_array().unwrap().iter().find(|p| p["name"] == name).cloned().unwrap_or(Value::Null)
    };
    for (path, operation_id) in
        [("/locations/search", "search_locations"), ("/locations/lookup", "lookup_locations"), ("/ask", "ask_business")]
    {
        let op = &doc["paths"][path]["post"];
        assert_eq!(op["operationId"], operation_id, "{path}");
        for name in ["UCP-Agent", "Request-Id"] {
            let p = param(op, name);
            assert_eq!((p["in"].as_str(), p["required"].as_bool()), (Some("header"), Some(true)), "{path} {name}");
        }
        assert_eq!(param(op, "Request-Id")["schema"], json!({"type": "string", "format": "uuid"}), "{path}");
        let responses = &op["responses"];
        for status in ["200", "400", "413", "415", "422", "424", "429", "503"] {
            assert!(responses[status]["description"].is_string(), "{path} {status}");
        }
        assert_eq!(responses["400"]["content"]["application/json"]["schema"], *schemas().error_response.schema());
    }

    // Location operations take no Idempotency-Key and so never answer 409.
    for path in ["/locations/search", "/locations/lookup"] {
        let op = &doc["paths"][path]["post"];
        assert!(param(op, "Idempotency-Key").is_null(), "{path}");
        assert!(op["responses"]["409"].is_null(), "{path}");
    }
    assert_eq!(
        doc["paths"]["/locations/search"]["post"]["requestBody"]["content"]["application/json"]["schema"],
        *schemas().search_request.schema()
    );

    // Ask: the Ask request and response schemas, and an optional UUID Idempotency-Key.
    let ask = &doc["paths"]["/ask"]["post"];
    assert_eq!(ask["summary"], "Ask the business a question");
    assert_eq!(ask["requestBody"]["required"], true);
    assert_eq!(ask["requestBody"]["content"]["application/json"]["schema"], *schemas().ask_request.schema());
    assert_eq!(
        ask["responses"]["200"]["content"]["application/json"]["schema"]["anyOf"],
        json!([schemas().ask_response.schema(), schemas().error_response.schema()])
    );
    let key = param(ask, "Idempotency-Key");
    assert_eq!(key["in"], "header");
    assert_eq!(key["required"], false, "the key is optional");
    assert_eq!(key["schema"], json!({"type": "string", "format": "uuid"}));
    assert!(key["description"].as_str().unwrap().contains("retry"), "{key}");
    assert!(ask["responses"]["409"]["description"].as_str().unwrap().starts_with("idempotency_conflict"));
    assert!(ask["responses"]["503"]["description"].as_str().unwrap().contains("storage"));
    // The document compiles as JSON Schema where it embeds schemas.
    concierge_schemas::Compiled::new(ask["requestBody"]["content"]["application/json"]["schema"].clone()).unwrap();
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
    assert!(profile["ucp"]["capabilities"]["dev.ucp.common.location.search"].is_array());
    let lookup = rest(&r, "/locations/lookup", json!({"ids": ["loc_denver"]})).await;
    assert_eq!(lookup.status, StatusCode::NOT_FOUND);
    let tools = mcp(&r, json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})).await.json();
    assert_eq!(tool_names(&tools), ["search_locations", "ask_business"], "the draft Ask is still offered");
    let openapi = send(&r, Request::get("/ucp/openapi.json").body(Body::empty()).unwrap()).await.json();
    assert!(openapi["paths"]["/locations/lookup"].is_null() && openapi["paths"]["/ask"].is_object());

    // Without draft capabilities there is no draft profile, no /ask and no ask_business.
    let mut c = config();
    c.ucp.draft_capabilities.clear();
    let r = router_with(c);
    let draft = send(&r, Request::get("/.well-known/ucp/draft").body(Body::empty()).unwrap()).await;
    assert_eq!(draft.status, StatusCode::NOT_FOUND);
    assert_valid(&schemas().error_response, &draft.json());
    let ask = rest_as(&r, ASK_AGENT, "/ask", json!({"query": "What is your return policy?"})).await;
    assert_eq!(ask.status, StatusCode::NOT_FOUND);
    let tools = mcp(&r, json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})).await.json();
    assert_eq!(tool_names(&tools), ["search_locations", "lookup_locations"]);
    let call = mcp(
        &r,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "ask_business",
            "arguments": {"meta": meta(ASK_AGENT), "ask": {"query": "hi"}}}}),
    )
    .await;
    assert_eq!(call.json()["error"]["data"]["code"], "unknown_tool");
    let openapi = send(&r, Request::get("/ucp/openapi.json").body(Body::empty()).unwrap()).await.json();
    assert!(openapi["paths"]["/ask"].is_null(), "only what is offered is described");
    let health = send(&r, Request::get("/health").body(Body::empty()).unwrap()).await.json();
    assert_eq!(health["draft_version"], Value::Null);
}

/// A local server (loopback listener, no public base URL) speaks for each loopback name it is
/// reached by: its documents name the `Host` the request used. A configured public base URL is
/// the only name, whatever the `Host`.
#[tokio::test]
async fn a_local_server_speaks_for_each_loopback_name() {
    let mut c = config();
    c.server.listen = "127.0.0.1:8080".parse().unwrap();
    let r = router_with(c.clone());
    let get = |path: &'static str, host: &'static str| {
        let r = r.clone();
        async move { send(&r, Request::get(path).header("host", host).body(Body::empty()).unwrap()).await }
    };
    for (host, base) in [
        ("localhost:8080", "http://localhost:8080"),
        ("127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("[::1]:8080", "http://[::1]:8080"),
    ] {
        let poppy = get("/.well-known/poppy.json", host).await;
        assert_eq!(poppy.status, StatusCode::OK, "{host}");
        assert_eq!(poppy.json()["organization"]["domain"], host);
        let profile = get("/.well-known/ucp", host).await.json();
        let endpoints: Vec<&str> = profile["ucp"]["services"]["dev.ucp.common"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["endpoint"].as_str().unwrap())
            .collect();
        assert_eq!(endpoints, [format!("{base}/ucp"), format!("{base}/ucp/mcp")], "{host}");
        assert_eq!(profile["ucp"]["supported_versions"][DRAFT], format!("{base}/.well-known/ucp/draft"));
    }
    // Another name the guard lets through (none, with protection off) gets the public base URL's.
    let mut open = c.clone();
    open.server.dns_rebinding_protection = concierge_service::config::Protection::Off;
    let res = send(
        &router_with(open),
        Request::get("/.well-known/poppy.json").header("host", "elsewhere.example").body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(res.json()["organization"]["domain"], "localhost:8080");

    let mut public = c;
    public.server.public_base_url = "https://shop.example".into();
    public.server.dns_rebinding_protection = concierge_service::config::Protection::Off;
    let r = router_with(public);
    for host in ["localhost:8080", "127.0.0.1:8080", "shop.example"] {
        let res =
            send(&r, Request::get("/.well-known/poppy.json").header("host", host).body(Body::empty()).unwrap()).await;
        assert_eq!(res.json()["organization"]["domain"], "shop.example", "{host}");
    }
}

/// Agents built from the published draft schema declare Ask at the date its `ask.json` stamps
/// (2026-10-09): that date is offered beside the current draft, on a leaf profile of its own,
/// and negotiated by UCP's rules (the platform's version is a key of `supported_versions`).
#[tokio::test]
async fn an_earlier_draft_date_is_offered_and_negotiated() {
    const EARLIER: &str = "2026-10-09";
    const EARLIER_AGENT: &str = "https://agent.example/profiles/ask-earlier.json";
    let mut c = config();
    pin(&mut c, EARLIER_AGENT, &agent_profile(EARLIER, &["dev.ucp.common.ask"]));
    let r = router_with(c.clone());
    let root = send(&r, Request::get("/.well-known/ucp").body(Body::empty()).unwrap()).await.json();
    let leaf_url = root["ucp"]["supported_versions"][EARLIER].as_str().unwrap().to_owned();
    assert!(leaf_url.ends_with("/.well-known/ucp/draft/2026-10-09"), "{leaf_url}");
    let leaf = send(&r, Request::get("/.well-known/ucp/draft/2026-10-09").body(Body::empty()).unwrap()).await;
    assert_eq!(leaf.status, StatusCode::OK);
    let leaf = leaf.json();
    assert_valid(&schemas().business_profile, &leaf);
    assert_eq!(leaf["ucp"]["version"], EARLIER);
    assert_eq!(leaf["ucp"]["capabilities"]["dev.ucp.common.ask"][0]["version"], EARLIER);
    assert!(leaf["ucp"].get("supported_versions").is_none(), "a leaf profile lists no supported_versions");
    let unknown = send(&r, Request::get("/.well-known/ucp/draft/2026-01-01").body(Body::empty()).unwrap()).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);

    let answered = rest_as(&r, EARLIER_AGENT, "/ask", json!({"query": "Do you ship to Canada?"})).await;
    assert_eq!(answered.status, StatusCode::OK, "{}", answered.text);
    let body = answered.json();
    assert_eq!(body["ucp"]["version"], EARLIER);
    assert_eq!(body["ucp"]["capabilities"]["dev.ucp.common.ask"][0]["version"], EARLIER);
    assert_valid(&schemas().ask_response, &body);

    // Without the earlier date configured, the same agent is refused, told which dates are.
    c.ucp.earlier_draft_versions.clear();
    let refused = rest_as(&router_with(c), EARLIER_AGENT, "/ask", json!({"query": "Do you ship to Canada?"})).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", refused.text);
    assert!(refused.text.contains("version_unsupported"), "{}", refused.text);
}
