//! Shared test harness: the demo store behind the real `Router`, a fixed clock, pinned agent
//! profiles, and a request helper that checks every UCP response against the UCP schemas.

#![allow(dead_code, unreachable_pub)]

use std::sync::{Arc, OnceLock};

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode};
use concierge_core::clock::FixedClock;
use concierge_schemas::Schemas;
use concierge_service::Concierge;
use concierge_service::config::Config;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

/// A Wednesday: 10:00 in San Francisco, 13:00 in New York, 18:00 in London, 07:00 Thursday in Auckland.
pub const NOW: &str = "2026-12-02T18:00:00Z";

pub const AGENT: &str = "https://agent.example/profiles/full.json";
pub const SEARCH_ONLY_AGENT: &str = "https://agent.example/profiles/search-only.json";
pub const SHOPPING_AGENT: &str = "https://agent.example/profiles/shopping.json";
pub const OLD_AGENT: &str = "https://agent.example/profiles/old.json";
/// A platform on the draft build (2026-10-29) that declares Ask (and the Location capabilities,
/// which the draft profile does not offer).
pub const ASK_AGENT: &str = "https://agent.example/profiles/ask.json";
/// A platform on the draft build that does not declare Ask.
/// A second platform with Ask, for what must stay apart between platforms.
pub const OTHER_ASK_AGENT: &str = "https://other-agent.example/profiles/ask.json";
pub const DRAFT_NO_ASK_AGENT: &str = "https://agent.example/profiles/draft-no-ask.json";
/// A platform written against the draft's examples: `"version": "draft"` everywhere.
pub const LITERAL_DRAFT_AGENT: &str = "https://agent.example/profiles/literal-draft.json";

/// The draft protocol version Ask is offered at.
pub const DRAFT: &str = "2026-10-29";

fn capability(name: &str, version: &str) -> Value {
    let file = name
        .trim_start_matches("dev.ucp.")
        .replace("common.location.", "common/location_")
        .replace("common.ask", "common/ask");
    json!([{"version": version, "spec": format!("https://ucp.dev/{version}/specification/overview"),
            "schema": format!("https://ucp.dev/{version}/schemas/{file}.json")}])
}

fn profile(version: &str, caps: &[&str]) -> Value {
    let capabilities: serde_json::Map<String, Value> =
        caps.iter().map(|c| (c.to_string(), capability(c, version))).collect();
    json!({"ucp": {"version": version, "services": {}, "payment_handlers": {}, "capabilities": capabilities}})
}

/// Writes the agent profiles once and returns their `[profile_fetch.pinned]` table.
fn pinned() -> &'static Vec<(String, std::path::PathBuf)> {
    static PINNED: OnceLock<Vec<(String, std::path::PathBuf)>> = OnceLock::new();
    PINNED.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap().keep();
        let profiles = [
            (AGENT, profile("2026-08-25", &["dev.ucp.common.location.search", "dev.ucp.common.location.lookup"])),
            (SEARCH_ONLY_AGENT, profile("2026-08-25", &["dev.ucp.common.location.search"])),
            (SHOPPING_AGENT, profile("2026-08-25", &["dev.ucp.shopping.checkout"])),
            (OLD_AGENT, profile("2026-04-08", &["dev.ucp.common.location.search"])),
            (
                ASK_AGENT,
                profile(
                    DRAFT,
                    &["dev.ucp.common.ask", "dev.ucp.common.location.search", "dev.ucp.common.location.lookup"],
                ),
            ),
            (DRAFT_NO_ASK_AGENT, profile(DRAFT, &["dev.ucp.common.location.search"])),
            (OTHER_ASK_AGENT, profile(DRAFT, &["dev.ucp.common.ask"])),
            (LITERAL_DRAFT_AGENT, profile("draft", &["dev.ucp.common.ask", "dev.ucp.common.location.search"])),
        ];
        profiles
            .iter()
            .enumerate()
            .map(|(i, (url, doc))| {
                let path = dir.join(format!("agent-{i}.json"));
                std::fs::write(&path, doc.to_string()).unwrap();
                (url.to_string(), path)
            })
            .collect()
    })
}

/// A platform profile at `version` declaring `caps`, for tests that add members (such as
/// `keys`) before pinning it with [`pin`].
pub fn agent_profile(version: &str, caps: &[&str]) -> Value {
    profile(version, caps)
}

/// Pins `doc` as the platform profile at `url` in `config` (written to a fresh temporary file).
pub fn pin(config: &mut Config, url: &str, doc: &Value) {
    let dir = tempfile::tempdir().unwrap().keep();
    let path = dir.join("profile.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    config.profile_fetch.pinned.insert(url.to_owned(), path);
}

pub fn schemas() -> &'static Schemas {
    static S: OnceLock<Schemas> = OnceLock::new();
    S.get_or_init(|| Schemas::load().unwrap())
}

pub fn config() -> Config {
    let mut c = Config::default();
    c.profile_fetch.pinned = pinned().iter().cloned().collect();
    c.storage.database_url = "sqlite::memory:".into();
    c
}

pub fn app_with(config: Config) -> Concierge {
    let business = concierge_store::demo().unwrap();
    Concierge::new(config, business, Arc::new(FixedClock(NOW.parse().unwrap()))).unwrap()
}

/// The application and its router, for tests that also look at the database.
pub fn app_and_router(config: Config) -> (Concierge, Router) {
    let app = app_with(config);
    (app.clone(), concierge_http::router(app))
}

pub fn router_with(config: Config) -> Router {
    concierge_http::router(app_with(config))
}

pub fn router() -> Router {
    router_with(config())
}

pub struct Response {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub text: String,
}

impl Response {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text))
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
}

pub async fn send(router: &Router, mut request: Request<Body>) -> Response {
    if !request.headers().contains_key("host") {
        request.headers_mut().insert("host", "localhost:8080".parse().unwrap());
    }
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    Response { status, headers, text: String::from_utf8(bytes.to_vec()).unwrap() }
}

pub fn request_id() -> String {
    uuid_v4()
}

fn uuid_v4() -> String {
    // Deterministic enough for tests; the server only checks the form.
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(1);
    format!("00000000-0000-4000-8000-{:012x}", N.fetch_add(1, Ordering::SeqCst))
}

/// `POST /ucp{path}` with the full agent and a Request-Id.
pub async fn rest(router: &Router, path: &str, body: Value) -> Response {
    rest_as(router, AGENT, path, body).await
}

pub async fn rest_as(router: &Router, agent: &str, path: &str, body: Value) -> Response {
    rest_with(router, agent, path, body, &[]).await
}

/// `POST /ucp{path}` as `agent`, with extra headers (such as `Idempotency-Key`).
pub async fn rest_with(router: &Router, agent: &str, path: &str, body: Value, headers: &[(&str, &str)]) -> Response {
    let mut builder = Request::post(format!("/ucp{path}"))
        .header("content-type", "application/json")
        .header("ucp-agent", format!("profile=\"{agent}\""))
        .header("request-id", request_id());
    for (k, v) in headers {
        builder = builder.header(*k, *v);
    }
    send(router, builder.body(Body::from(body.to_string())).unwrap()).await
}

/// One JSON-RPC message to the MCP endpoint, as a plain UCP client sends it.
pub async fn mcp(router: &Router, message: Value) -> Response {
    mcp_with(router, message, &[]).await
}

pub async fn mcp_with(router: &Router, message: Value, headers: &[(&str, &str)]) -> Response {
    let mut builder = Request::post("/ucp/mcp").header("content-type", "application/json");
    for (k, v) in headers {
        builder = builder.header(*k, *v);
    }
    send(router, builder.body(Body::from(message.to_string())).unwrap()).await
}

pub fn meta(agent: &str) -> Value {
    json!({"ucp-agent": {"profile": agent}})
}

/// A `tools/call` of `tool` with `payload` as the `location` argument.
pub async fn call_tool(router: &Router, tool: &str, payload: Value) -> Response {
    mcp(
        router,
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": {"name": tool, "arguments": {"meta": meta(AGENT), "location": payload}}}),
    )
    .await
}

/// Asserts `body` is a valid search response and returns the location ids.
pub fn search_ids(body: &Value) -> Vec<String> {
    assert_valid(&schemas().search_response, body);
    body["locations"].as_array().unwrap().iter().map(|l| l["id"].as_str().unwrap().to_owned()).collect()
}

/// Asserts `body` is a valid lookup response and returns the location ids.
pub fn lookup_ids(body: &Value) -> Vec<String> {
    assert_valid(&schemas().lookup_response, body);
    body["locations"].as_array().unwrap().iter().map(|l| l["id"].as_str().unwrap().to_owned()).collect()
}

pub fn assert_valid(schema: &concierge_schemas::Compiled, body: &Value) {
    let violations = schema.violations(body);
    assert!(violations.is_empty(), "{violations:?}\n{body:#}");
}

/// The tool names of a `tools/list` result.
pub fn tool_names(body: &Value) -> Vec<String> {
    body["result"]["tools"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap().to_owned()).collect()
}

/// `tools/list` with `meta` naming `agent`: the tools it negotiated.
pub async fn tools_for(router: &Router, agent: &str) -> Response {
    mcp(
        router,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"arguments": {"meta": meta(agent)}}}),
    )
    .await
}
